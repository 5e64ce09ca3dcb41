"""The pygame side of the suite: window, scenes, menus, boards, animation, sound.

:func:`games.app.app.run` opens the window on the main menu (the ``play`` command). This
package's ``__init__`` imports nothing: the computer's helper process imports
:mod:`games.app.worker` (and through it this package) and must not load pygame.
"""
