"""Render three steps of each game's tutorial, in English and Japanese, into docs/screenshots
(headless; run from the project folder: ``.venv/bin/python tools/make_tutorial_shots.py [GAME...]``).

The tutorial is clicked through as its bubbles say (``tests/tutorial_kit.py``); the pictures
are ``tutorial-<game>-<lang>-<step>.png`` (``tutorial-<game>-<lesson>-<lang>-<step>.png`` for a
game of several lessons).
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from tools.say import ToolError, run, say  # noqa: E402
#: the steps pictured, per game (Caesar: a placement, a card chosen for a struggle, the count;
#: Caesar XL: diplomacy, a veteran stepping down, a barbarian invasion; CAESAR!: a token turned
#: before it closes a province, Auto-Crassus's reason, a face-down token; Catilina: a card passed
#: when everyone is asked, a mark on the notes sheet, the accusation)
SHOTS = {"caesar": (3, 13, 22), "imperium": (3, 8, 15), "caesar_xl": (14, 23, 29),
         "seize_rome": {"duel": (5,), "crassus": (3,), "expansions": (3,)}, "catilina": (6, 12, 19)}


def main(only: list[str]) -> None:
    """Render the pictures of every game with lessons (of the games in ``only``, when given)."""
    unknown = sorted(set(only) - set(SHOTS))
    if unknown:
        raise ToolError(f"no tutorial pictures for {', '.join(unknown)}: choose among {', '.join(SHOTS)}")
    os.environ["LUDI_ROMANI_HOME"] = tempfile.mkdtemp()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from games.app.tutorial import has_lessons, open_tutorial
    from tests.app_kit import make_app
    from tests.tutorial_kit import play_to
    out = ROOT / "docs" / "screenshots"
    for game, wanted in SHOTS.items():
        if not has_lessons(game) or (only and game not in only):
            continue
        lessons = wanted if isinstance(wanted, dict) else {"": wanted}
        for name, steps in lessons.items():
            for lang in ("en", "ja"):
                app = make_app(Path(os.environ["LUDI_ROMANI_HOME"]), lang=lang)
                stem = f"tutorial-{game}-{name}-{lang}" if name else f"tutorial-{game}-{lang}"

                def shot(index: int, app=app, stem=stem, steps=steps) -> None:
                    if index in steps:
                        app.step(1 / 60)
                        path = out / f"{stem}-{index}.png"
                        pygame.image.save(pygame.display.get_surface(), str(path))
                        say(path)
                scene = open_tutorial(app, game, step=0, name=name)
                play_to(app, scene, shots=shot, upto=max(steps) + 1)
                app.quit()


if __name__ == "__main__":
    run(lambda: main(sys.argv[1:]))
