"""A stack spread under the pointer (every counter side by side) turns to where it covers
the least of its neighbours: over a place's neighbours (a route or a barbarian area's tie
between them), each with a stack of many units, the spread counters cover none of their
stacks — in English and Japanese, in the board of a 1280x800 and of a 1000x650 window.

(A stack spread in Numidia lay over Utica's.)
"""
from __future__ import annotations

import pygame
import pytest

from games.caesar_xl.scene_paint import EDGES
from games.caesar_xl.tests.test_caesar_xl_scene import Table

#: the board's rectangle in a 1280x800 and in a 1000x650 window (the move log beside it, the
#: title bar above)
BOARDS = {"1280x800": (973, 716), "1000x650": (760, 566)}
FULL = EDGES + 1


def _neighbours(topo) -> list[tuple[str, str]]:
    pairs = {tuple(sorted((r.a, r.b))) for r in topo.routes}
    pairs |= {tuple(sorted((a.id, c))) for a in topo.areas for c in a.adjacent}
    return sorted(pairs)


def _names(painter, stood) -> dict[str, pygame.Rect]:
    place_of = {c.name_key: c.id for c in painter.topo.cities} | {a.name_key: a.id for a in painter.topo.areas}
    keys = {c.id: c.name_key for c in painter.topo.cities} | {a.id: a.name_key for a in painter.topo.areas}
    spots = painter.label_spots(stood)
    return {place_of[keys[p]]: sp.rect for p, sp in spots.items()}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("window", list(BOARDS))
@pytest.mark.parametrize("place", ["numidia"])
def test_a_spread_stack_covers_no_neighbour(lang, window, place):
    """A stack of six spread under the pointer (every counter side by side) covers no stack of
    its neighbours and keeps a counter where it stood (a stack spread in Numidia lay over
    Utica). (A name near may still be covered while the pointer is on the stack, and in the
    thickest parts of the map no spot near a place may be clear: there the spread stack
    covers the least it can.)"""
    board = Table(seed=3, size=BOARDS[window], lang=lang).board
    p = board.painter
    surf = pygame.Surface(board.rect.size)
    others = sorted({b for a, b in _neighbours(p.topo) if a == place} | {a for a, b in _neighbours(p.topo) if b == place})
    stacks = [(place, 0, ["L3"] * 6)] + [(q, 1, ["L2"] * FULL) for q in others]
    p.draw(surf, stacks=stacks, spread=place)
    fan = [r for r, at in p.counter_hits if at == place]
    assert len(fan) == 7 and fan[0].center in {r.center for r in fan[1:]}, fan
    problems = [("on a stack", q) for q in others
                if any(f.colliderect(r) for f in fan[1:] for r, at in p.stack_rects if at == q)]
    assert not problems, problems
