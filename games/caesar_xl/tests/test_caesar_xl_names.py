"""The Caesar XL board at rest: every stack stands right on its place, no stack covers a
place's name, no two names overlap, and no route of other places crosses a name (where no
spot near its place is clear of them, at the smaller window, the name lies on a backing
and the route passes under it) — in English and Japanese, in the board of a 1280x800 and
of a 1000x700 window, at the opening and in the middle of a game with many stacks.

(Stacks once stood above their places, over the names of the places above them: "Aquileia",
"Rubicon", "Roma", "Sardinia (Caralis)"; "Mauretania (Iol)" lay on the Nova Carthago–Utica
route, and the Gades–Mauretania route ran under Munda and the name "Nova Carthago".)
"""
from __future__ import annotations

import math

import pytest

from games.caesar_xl.scene_paint import stacks_at
from games.caesar_xl.tests.test_caesar_xl_scene import Table, playable  # noqa: F401

#: the board's rectangle in a 1280x800 and in a 1000x700 window (the move log beside it,
#: the title bar above)
BOARDS = {"1280x800": (973, 716), "1000x700": (760, 616)}


def _names_and_lines(board):
    """The painter of the board drawn at rest; its names as ``(rect, place)``; the lines of
    the routes (not the ties) as ``(start, end, places)``."""
    board.host.settle()
    board.host.draw()
    p = board.painter
    place_of = {c.name_key: c.id for c in p.topo.cities} | {a.name_key: a.id for a in p.topo.areas}
    names = [(rect, place_of[key]) for rect, key in p.name_rects]
    lines = [(a, b, owners) for a, b, owners, tie in p.segments() if not tie]
    return p, names, lines


def _problems(board, strict_routes: bool) -> list:
    p, names, lines = _names_and_lines(board)
    assert len(names) == len(p.topo.cities) + len(p.topo.areas)
    out = []
    for rect, place in names:
        out += [("covered by a stack", place, at) for box, at in p.stack_rects if rect.colliderect(box)]
        out += [("on another name", place, other) for box, other in names if other != place and rect.colliderect(box)]
        for a, b, owners in lines:
            if place not in owners and rect.clipline(a, b):
                backed = any(key.endswith("." + place) for key in p.backed_names)
                if strict_routes or not backed:
                    out.append(("crossed by a route", place, tuple(sorted(owners))))
    return out


def _stacks_on_their_places(board) -> None:
    """Each stack's top counter stands right on its place (two sides' side by side across it)."""
    p = board.painter
    stacks = board.stacks()
    spots = p.stack_spots(stacks)
    for place, n in stacks_at(stacks).items():
        xs = [x for (pl, _, _), (x, _) in zip(stacks, spots) if pl == place]
        ys = [y for (pl, _, _), (_, y) in zip(stacks, spots) if pl == place]
        px, py = p.screen_point(place)
        assert len(xs) == n and math.isclose(sum(xs) / n, px, abs_tol=1) and all(math.isclose(y, py) for y in ys)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("window", list(BOARDS))
def test_no_stack_covers_a_name_and_no_route_crosses_one(lang, window):
    t = Table(seed=3, size=BOARDS[window], lang=lang)
    strict = window == "1280x800"                # the default window: no name needs a backing
    opening = _problems(t.board, strict)
    assert len(t.board.painter.stack_rects) >= 8
    assert not opening, opening
    _stacks_on_their_places(t.board)
    assert t.until(lambda s: s.turn_no >= 4 and s.phase == "march", end_bias=0.3)
    middle = _problems(t.board, strict)
    assert len(stacks_at(t.board.stacks())) >= 12, "a position with many stacks"
    assert not middle, middle
    _stacks_on_their_places(t.board)


def test_the_examples_in_the_docstrings_hold():
    import doctest

    from games.caesar_xl import scene_labels
    result = doctest.testmod(scene_labels)
    assert result.attempted > 0 and result.failed == 0
