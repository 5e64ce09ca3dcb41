"""Draw the labelled pictures of the help pages ("How to play on this screen").

Each game's board is rendered headless in the real window (1280x800, animations
off), at a fixed moment of a game with fixed seeds (the person in seat 0 is to
act; the other seats are played by the seeded random player, so no thinking time
can change the picture). Numbered callouts are drawn over the parts the help page
explains, and the picture is scaled to 1024x640.

    python tools/make_help_pictures.py            # writes <game>-<lang>.png into each game's help folder
    python tools/make_help_pictures.py --out DIR  # all of them into DIR

A game brings its pictures in its own folder: ``games/<id>/help_pictures.json`` (``{"seed": 3,
"moves": 12, "callouts": [[1, "top"], [2, ["geom", "map"]], [3, ["geom", "cols", 0], "topright"]]}``,
the same as a row of :data:`CALLOUTS`), and the pictures go to ``help/`` of the game's own art
folder (``art/<id>/help/``, or ``art/help/`` of a game kept outside ``games/``), where the help
page's ``![...](help/<id>-en.png)`` finds them. The games of :data:`CALLOUTS` keep theirs in the
shared ``art/help/``.

The callouts are found from the window (the top bar, the move log, the buttons)
and from the rectangles the boards lay out; a part a board no longer names is
left without a number (the tool says so), so the page and the picture must then
be brought back in step.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if "LUDI_ROMANI_HOME" not in os.environ:        # never the player's own saves and settings
    import tempfile
    os.environ["LUDI_ROMANI_HOME"] = tempfile.mkdtemp(prefix="ludi-help-")

import pygame  # noqa: E402

from tools.say import ToolError, note, run, say  # noqa: E402

SIZE = (1280, 800)
OUT_SIZE = (1024, 640)
#: the callouts' own colours, unlike anything on the boards (whose numbers are red discs)
MARK = (22, 150, 140)
MARK_DARK = (8, 52, 50)

#: per game: the seed, how many moves to play first, and the callouts in page order:
#: (number, where[, corner]) with ``where`` a host part or ``(layout attribute, key[, index])`` of
#: the board (``index``: an item of a list of rectangles), and ``corner`` where the number sits
#: (see :data:`CORNER`)
CALLOUTS = {
    "caesar": (7, 19, [
        (1, "top"),
        (2, ("geo", "grid")),
        (3, ("geo", "col")),
        (4, ("geo", "foot")),
        (5, "log"),
        (6, "buttons"),
    ]),
    "imperium": (3, 0, [
        (1, "top"),
        (2, ("geom", "timeline"), "midright"),
        (3, ("geom", "map")),
        (4, ("geom", "track")),
        (5, ("geom", "side"), "topright"),
        (6, ("geom", "hand_inner")),
        (7, ("geom", "confirm")),
        (8, "log"),
    ]),
    "catilina": (5, 0, [
        (1, "top"),
        (2, ("L", "table")),
        (3, ("L", "pile")),
        (4, ("L", "info")),
        (5, ("L", "hand")),
        (6, ("L", "notes")),
        (7, ("L", "record")),
        (8, "buttons"),
    ]),
    "seize_rome": (4, 12, [
        (1, "top"),
        (2, ("geom", "map")),
        (3, ("geom", "players")),
        (4, ("geom", "screen")),
        (5, ("geom", "controls"), "topright"),
        (6, "log"),
        (7, "buttons"),
    ]),
    "caesar_xl": (3, 40, [
        (1, "top"),
        (2, ("geom", "map")),
        (3, ("geom", "cols", 0)),
        (4, ("geom", "cols", 1)),
        (5, ("geom", "cols", 2)),
        (6, ("geom", "cols", 3)),
        (7, "log"),
        (8, "buttons"),
    ]),
}


def _where(where):
    """A callout's place from JSON: a host part, or a board's layout rectangle as a tuple."""
    return where if isinstance(where, str) else tuple(where)


def callouts() -> dict[str, tuple]:
    """Every game's pictures: ``game id -> (seed, moves, callouts)``, from :data:`CALLOUTS` and
    from each game folder's ``help_pictures.json`` (the game's own file wins)."""
    from games.core import registry
    out = dict(CALLOUTS)
    for gid in registry.all_game_ids():
        own = registry.asset(gid, "help_pictures.json")
        if own.is_file():
            try:
                data = json.loads(own.read_text(encoding="utf-8"))
                out[gid] = (int(data["seed"]), int(data["moves"]),
                            [(int(n), _where(where), *corner) for n, where, *corner in data["callouts"]])
            except (ValueError, KeyError, TypeError) as error:
                raise ToolError(f"{own} is not a list of help pictures (seed, moves, callouts): {error}") from None
    return out


def folder_for(game_id: str) -> Path:
    """Where ``game_id``'s pictures are written: its own ``art/help/`` when it brings its
    ``help_pictures.json``, else the shared ``art/help/``."""
    from games.core import registry
    from games.core.assets import asset_path
    if registry.asset(game_id, "help_pictures.json").is_file():
        return asset_path("art", game=game_id) / "help"
    return asset_path("art", "help")


def picture_record(game_id: str, seed: int, lang: str):
    """Seat 0 a person, the others computers, with the language's default names."""
    from games import info
    from games.core.record import Record
    from games.core.state import SeatInfo
    from games.core.text import tr
    gi = info(game_id)
    n = max(gi.min_players, min(gi.max_players, 3))
    seats = [SeatInfo(tr(f"app.name.{i + 1}", lang), "human" if i == 0 else "ai", None if i == 0 else "easy",
                      gi.colours[i]) for i in range(n)]
    return Record(game_id, seats, seed, gi.default_options())


def play_to(scene, moves: int, seed: int) -> None:
    """``moves`` seeded random moves, then random moves of the computers until seat 0 must act."""
    from games.core.players import RandomPlayer
    rng = RandomPlayer(seed)
    made = 0
    while not scene.session.state.is_over():
        if scene.session.pending_automatic() is not None:      # a chance draw (a bag, a deck) plays itself
            scene.step_automatic(wait=True)
            scene.anim.skip()
            continue
        to_act = scene.session.state.to_act()
        if made >= moves and 0 in to_act:
            break
        seat = to_act[0] if made < moves or 0 not in to_act else 0
        scene.apply(seat, rng.choose(scene.session.state.view_for(seat), seat))
        scene.anim.skip()
        made += 1


def area(scene, where) -> pygame.Rect | None:
    """The rectangle a callout points at, or None when it cannot be found."""
    if where == "top":
        r = scene.top_rect
        return pygame.Rect(8, 4, r.w - 3 * 104 - 2 * 8 - 90, r.h - 8)
    if where == "log":
        return scene.log_rect.inflate(-8, -8)
    if where == "buttons":
        rects = [b.rect for b in (scene.undo_button, scene.rules_button, scene.menu_button)]
        return rects[0].unionall(rects[1:]).inflate(8, 8)
    attr, key, *index = where
    layout = getattr(scene.board, attr, None)
    rect = layout.get(key) if isinstance(layout, dict) else None
    if index and isinstance(rect, (list, tuple)) and not isinstance(rect, pygame.Rect):
        rect = rect[index[0]] if index[0] < len(rect) else None
    return pygame.Rect(rect) if rect is not None else None


#: where the number sits on its frame (default: the top-left corner)
CORNER = {"top": "midright", "log": "topright", "buttons": "midleft"}


def callout(surface: pygame.Surface, rect: pygame.Rect, number: int, font: pygame.font.Font,
            corner: str = "topleft") -> None:
    """A gold frame round ``rect`` and a numbered red disc on one of its corners."""
    pygame.draw.rect(surface, MARK_DARK, rect.inflate(4, 4), 5, border_radius=10)
    pygame.draw.rect(surface, MARK, rect, 3, border_radius=8)
    r = 17
    x, y = getattr(rect, corner)
    x += {"topleft": 6, "topright": -24, "midright": -24, "midleft": -24}[corner]
    y += {"topleft": 6, "topright": 6}.get(corner, 0)
    cx = max(r + 2, min(surface.get_width() - r - 2, x))
    cy = max(r + 2, min(surface.get_height() - r - 2, y))
    box = pygame.Rect(0, 0, 2 * r, 2 * r)
    box.center = (cx, cy)
    pygame.draw.rect(surface, MARK_DARK, box.inflate(6, 6), border_radius=8)
    pygame.draw.rect(surface, MARK, box, border_radius=6)
    pygame.draw.rect(surface, (255, 255, 255), box, 2, border_radius=6)
    label = font.render(str(number), True, (255, 255, 255))
    surface.blit(label, label.get_rect(center=(cx, cy)))


def render(game_id: str, lang: str) -> pygame.Surface:
    from games.app.app import App
    from games.app.settings import Settings
    settings = Settings({"anim_speed": "off", "music": False, "lang": lang, "colour_blind": False}, path=None)
    settings.save = lambda: None
    app = App(size=SIZE, headless=True, settings=settings, lang=lang, audio=False)
    try:
        app.push("menu")
        seed, moves, marks = callouts()[game_id]
        scene = app.push("game", record=picture_record(game_id, seed, lang), autosave_on=False)
        scene.auto = False
        play_to(scene, moves, seed)
        scene.sync()
        pygame.mouse.set_pos((SIZE[0] - 2, SIZE[1] - 2))
        for _ in range(3):
            app.step(1 / 60)
        shot = app.screen.copy()
        font = app.fonts.get(20, True)
        for number, where, *corner in marks:
            rect = area(scene, where)
            if rect is None:
                note(f"{game_id}: no place for callout {number} ({where})")
                continue
            default = CORNER.get(where, "topleft") if isinstance(where, str) else "topleft"
            callout(shot, rect, number, font, corner[0] if corner else default)
        return pygame.transform.smoothscale(shot, OUT_SIZE)
    finally:
        app.quit()


def main(out: Path | None = None) -> list[Path]:
    written = []
    for game_id in callouts():
        folder = Path(out) if out is not None else folder_for(game_id)
        folder.mkdir(parents=True, exist_ok=True)
        for lang in ("en", "ja"):
            path = folder / f"{game_id}-{lang}.png"
            pygame.image.save(render(game_id, lang), str(path))
            written.append(path)
            say(path)
    return written


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=None)
    out = parser.parse_args().out
    run(lambda: main(out))
