"""The app's scenes: menu, set-up, load, settings, help, game, pause, end, replay, message.

Scenes never import each other; they open one another by name through the app.
``common`` holds what several scenes share (the board host services, text helpers).
"""
