"""``screenshot FILE --scene menu|setup:ID|game:ID|help:ID|settings [--seed N] [--autoplay K]
[--lang ja] [--size WxH]`` (or ``--screenshot FILE ...``): render one screen to a PNG and exit.

For ``game:ID``: a new game with default seats (one person, the rest computers),
after K moves, each applied and its animations completed. The person's moves
during autoplay are chosen by an easy computer player, so any K works.
"""
from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")   # before pygame is imported: no banner on stdout

import pygame  # noqa: E402

from games import info  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.core.text import tr  # noqa: E402

from .app import App  # noqa: E402
from .fonts import quit_pygame  # noqa: E402
from .settings import Settings  # noqa: E402
from .worker import make_player  # noqa: E402


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="ludi-romani screenshot", allow_abbrev=False,
                                description="Render one screen to a PNG, without a window.")
    p.add_argument("file", nargs="?", metavar="FILE", help="the PNG to write")
    p.add_argument("--screenshot", metavar="FILE", help="the PNG to write (the older spelling)")
    p.add_argument("--scene", default="menu")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--autoplay", type=int, default=0)
    p.add_argument("--lang", choices=("en", "ja"), default=None)
    p.add_argument("--size", default="1280x800")
    return p


def default_record(game_id: str, seed: int, lang: str = "en"):
    """A new game with one person (seat 0) and computers (normal) in the other seats."""
    gi = info(game_id)
    n = max(gi.min_players, min(gi.max_players, 3))
    seats = [SeatInfo(tr(f"app.name.{i + 1}", lang), "human" if i == 0 else "ai", None if i == 0 else "normal",
                      gi.colours[i % len(gi.colours)]) for i in range(n)]
    return Record(game_id, seats, seed, gi.default_options())


def _skip(scene) -> None:
    """Complete the animations, and end a board's hold on what it shows (a Caesar XL battle's
    result waits for a click at every speed): nobody clicks during autoplay."""
    scene.anim.skip()
    scene.board.close_held()


def autoplay(scene, k: int) -> int:
    """Apply ``k`` moves in the game scene (computers think on their worker; the person's
    moves come from an easy player); each move's animations complete. Returns moves made."""
    made = 0
    person_players = {}
    while made < k and not scene.session.state.is_over():
        state = scene.session.state
        to_act = state.to_act()
        if scene.pending_handoff is not None:
            scene.handoff_done(scene.pending_handoff)
            continue
        ai_seats = scene.computers_to_act() or ([-1] if scene.session.pending_automatic() is not None else [])
        if ai_seats:
            _skip(scene)
            if not scene.step_computer(wait=True):
                if scene.worker is None and not scene.computers_to_act():
                    continue
                _skip(scene)
                continue
        else:
            seat = to_act[0]
            if seat not in person_players:
                person_players[seat] = make_player(scene.record.game, "easy", scene.record.seed + 101 + seat)
            action = person_players[seat].choose(state.view_for(seat), seat, None)
            scene.apply(seat, action)
        _skip(scene)
        made += 1
    return made


def main(argv: list[str] | None = None) -> int:
    argv = list(argv if argv is not None else sys.argv[1:])
    p = _parser()
    args = p.parse_args(argv[1:] if argv[:1] == ["screenshot"] else argv)
    args.screenshot = args.screenshot or args.file
    if not args.screenshot or (args.file and args.file != args.screenshot):
        p.error("name one FILE to write (screenshot FILE, or --screenshot FILE)")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        print(f"bad --size {args.size!r}: use WxH, e.g. 1280x800", file=sys.stderr)
        return 2
    settings = Settings.load()
    settings = Settings(dict(settings), path=None)
    settings.save = lambda: None          # a screenshot never changes the player's settings
    settings["anim_speed"] = "off"
    app = App(size=(w, h), headless=True, settings=settings, lang=args.lang, audio=False)
    kind, _, arg = args.scene.partition(":")
    try:
        if kind == "menu":
            app.push("menu")
        elif kind == "setup":
            app.push("menu")
            app.push("setup", game_id=arg)
        elif kind == "help":
            app.push("menu")
            app.push("help", game_id=arg or None)
        elif kind == "settings":
            app.push("menu")
            app.push("settings")
        elif kind == "game":
            app.push("menu")
            scene = app.push("game", record=default_record(arg, args.seed, app.lang), autosave_on=False)
            autoplay(scene, args.autoplay)
            scene.auto = False
        else:
            print(f"unknown scene {args.scene!r}", file=sys.stderr)
            return 2
    except KeyError as exc:
        print(f"unknown game {exc}", file=sys.stderr)
        return 2
    for frame in range(60):     # three frames, and more while work spread over frames is left
        app.step(1 / 60)
        if frame >= 2 and not app.tasks.pending():
            break
    game = app.find("game")
    if game is not None and game.worker is not None:
        game.cancel_worker()
    out = os.path.abspath(args.screenshot)
    os.makedirs(os.path.dirname(out) or ".", exist_ok=True)
    pygame.image.save(app.screen, out)
    print(out)
    app.quit()
    quit_pygame()
    return 0


if __name__ == "__main__":
    sys.exit(main())
