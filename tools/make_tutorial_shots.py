"""Render three steps of each game's tutorial, in English and Japanese, into docs/screenshots
(headless; run from the project folder: ``.venv/bin/python tools/make_tutorial_shots.py``).

The tutorial is clicked through as its bubbles say (``tests/tutorial_kit.py``); the pictures
are ``tutorial-<game>-<lang>-<step>.png``.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: the steps pictured, per game (Caesar: a placement, a card chosen for a struggle, the count;
#: Catilina: a card passed when everyone is asked, a mark on the notes sheet, the accusation)
SHOTS = {"caesar": (3, 13, 22), "imperium": (3, 8, 15), "catilina": (6, 12, 19)}


def main() -> None:
    """Render the pictures of every game with lessons."""
    os.environ["LUDI_ROMANI_HOME"] = tempfile.mkdtemp()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(ROOT))
    import pygame

    from games.app.tutorial import has_lessons, open_tutorial
    from tests.app_kit import make_app
    from tests.tutorial_kit import play_to
    out = ROOT / "docs" / "screenshots"
    for game, steps in SHOTS.items():
        if not has_lessons(game):
            continue
        for lang in ("en", "ja"):
            app = make_app(Path(os.environ["LUDI_ROMANI_HOME"]), lang=lang)

            def shot(index: int, app=app, game=game, lang=lang, steps=steps) -> None:
                if index in steps:
                    app.step(1 / 60)
                    pygame.image.save(pygame.display.get_surface(), str(out / f"tutorial-{game}-{lang}-{index}.png"))
            scene = open_tutorial(app, game, step=0)
            play_to(app, scene, shots=shot)
            app.quit()


if __name__ == "__main__":
    main()
