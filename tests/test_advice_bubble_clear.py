"""The advice bubble covers nothing its advice is read with: seen in Caesar, it hid the
counters and stacks its reason spoke of and both players' panels; in Imperium, the regions
its reason named with their markers, the score track and the hand.

Asked for real (the hard computer's advice, from a position played at random) in every game,
at the smallest window in English and Japanese and at a usual one in English: the bubble stays
clear of the move lit, of any dialog over the board, and, in Caesar and Imperium, of every place
the reason names (found in the reason here, not asked of the board); and of the players' panels
and of the hand (in Catilina too: the bubble once hid the viewer's cards) whenever the board has
room for it beside them (a long reason at the smallest window may find none: then the places it
names stay clear, the panels give way).
"""
from __future__ import annotations

import random
import re

import pytest

pygame = pytest.importorskip("pygame")

from games import info  # noqa: E402
from games.app.scenes.game_advice import BUBBLE_WIDTHS, free_spots  # noqa: E402
from games.app.tutorial.bubble import PAD  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import make_app, pump, pump_until, seats  # noqa: E402

#: the window sizes and languages asked in: the small window in both languages (where a
#: bubble finds least room), the usual one in English
WINDOWS = [((1280, 800), "en"), ((1000, 650), "en"), ((1000, 650), "ja")]


def played(game: str, n: int, seed: int) -> Record:
    """A record of ``game`` (a person in seat 0, computers beside) whose first ``n`` moves at
    least were played at random, ending when seat 0 has a choice to make."""
    record = Record(game, seats(game, "h" + "a" * (info(game).min_players - 1)), seed=seed)
    state = record.new_state()
    rng = random.Random(seed)
    while len(record.actions) < n or 0 not in state.to_act() or len(state.legal_actions(0)) < 2:
        assert not state.is_over(), "the game ended before the position wanted"
        seat = state.to_act()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        record.actions.append((seat, action))
    return record


def named(reason, pattern: str) -> set[str]:
    """What ``reason`` names: every string parameter, and every message key, that matches
    ``pattern``, however deep."""
    got: set[str] = set()

    def walk(m) -> None:
        if isinstance(m, Msg):
            if re.match(pattern, m.key):
                got.add(m.key)
            for v in m.params.values():
                walk(v)
        elif isinstance(m, (list, tuple)):
            for v in m:
                walk(v)
        elif isinstance(m, str) and re.match(pattern, m):
            got.add(m)
    walk(reason)
    return got


def caesar_clear(board, advice) -> dict[str, pygame.Rect]:
    """The squares Caesar's reason names, the players' panels and the hand."""
    got = {} if board.places_covered() else {
        sq: board.square_rect("ABCDE".index(sq[0]) + 5 * (int(sq[1]) - 1))
        for sq in named(advice.reason, r"^[A-E][1-5]$")}
    got.update({f"panel {i}": pygame.Rect(p) for i, p in enumerate(board.geo["panels"])})
    if board.row is not None:
        got["hand"] = board.rect_of("hand")
    return got


def imperium_clear(board, advice) -> dict[str, pygame.Rect]:
    """The regions Imperium's reason names (their tags, markers with them), the seats' rows
    and the hand."""
    got = {key: board.rect_of("region:" + key.rsplit(".", 1)[1])
           for key in named(advice.reason, r"^imperium\.region\.\d+$")}
    got.update({f"seat {i}": pygame.Rect(r) for i, r in enumerate(board.geom["rows"])})
    got["hand"] = board.rect_of("hand")
    return got


def catilina_clear(board, advice) -> dict[str, pygame.Rect]:
    """Catilina's hand: the viewer's own cards, read with every question advised."""
    return {"hand": board.rect_of("hand")}


def caesar_xl_clear(board, advice) -> dict[str, pygame.Rect]:
    """Caesar XL's Forum race box: its red warnings are read with every advice."""
    return {f"panel race {i}": r for i, r in enumerate(board.summary_keep_clear())}


#: the game, how many moves are played first, and what the bubble must leave clear besides
#: the move lit and the dialogs over the board
CASES = [("caesar", 3, caesar_clear), ("caesar", 20, caesar_clear), ("caesar", 30, caesar_clear),
         ("imperium", 4, imperium_clear), ("imperium", 10, imperium_clear),
         ("catilina", 0, catilina_clear), ("catilina", 3, catilina_clear), ("seize_rome", 0, None),
         ("caesar_xl", 0, caesar_xl_clear), ("caesar_xl", 4, caesar_xl_clear), ("caesar_xl", 20, caesar_xl_clear)]


@pytest.mark.parametrize("size,lang", [pytest.param(size, lang, id=f"{size[0]}x{size[1]}-{lang}",
                                                    marks=pytest.mark.long if (size, lang) == ((1000, 650), "en") else ())
                                       for size, lang in WINDOWS])
@pytest.mark.parametrize("game_id,moves,clear", CASES, ids=lambda c: str(c) if not callable(c) else "")
def test_the_advice_bubble_covers_nothing_it_is_read_with(home, size, lang, game_id, moves, clear):
    app = make_app(home, size=size, lang=lang)
    record = played(game_id, moves, seed=7)
    game = app.push("game", record=record, autosave_on=False)
    pump_until(app, lambda: game.board.acting and not game.busy() and not game.animating(),
               what="the person's turn with nothing moving")
    game.toggle_advice()
    pump_until(app, lambda: game.advice is not None, what="the advice")
    pump(app, 2)
    bubble, got = game.advice_rect, game.advice[2]
    must = {f"lit {i}": r for i, r in enumerate(game.advice_lit)}
    must.update({f"dialog {i}": pygame.Rect(r) for i, r in enumerate(game.board.panels_over())})
    rows = clear(game.board, got) if clear is not None else {}
    must.update({k: r for k, r in rows.items() if not k.startswith(("panel", "seat", "hand"))})
    rows = {k: r for k, r in rows.items() if k not in must and r is not None}
    covered = [k for k, r in must.items() if r is not None and bubble.colliderect(r)]
    assert not covered, f"the bubble {bubble} covers {covered}: {game.advice_text()!r}"
    covered = [k for k, r in rows.items() if bubble.colliderect(r)]
    assert not covered or not room(game, list(must.values()) + list(rows.values())), \
        f"the bubble {bubble} covers {covered} though it had room: {game.advice_text()!r}"
    assert game.board_rect.contains(bubble), (bubble, game.board_rect)


def room(game, keep: list) -> bool:
    """True when a bubble of the advice shown, at one of its widths, could stand in the board's
    area clear of all of ``keep`` (a place found here by trying every place, not the game's)."""
    font = game.app.fonts.get(16)
    area = game.board_rect.inflate(-16, -16)
    keep = [pygame.Rect(r) for r in keep if r is not None]
    for width in BUBBLE_WIDTHS:
        lines, foot = game.advice_lines(font, width)
        size = (width, 2 * PAD + (len(lines) + len(foot)) * font.get_linesize())
        if any(r.collidelist(keep) < 0 for r in free_spots(size, area, area)):
            return True
    return False
