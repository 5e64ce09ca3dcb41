"""A card shown or passed flies from its own seat's place to where it goes without crossing
another seat's plaque or the viewer's hand (seen in a real window: a computer's card flew
diagonally over its neighbour's plaque on its way to the middle of the table), at the
window's two sizes, with and without the keep variant."""
from __future__ import annotations

import random

import pytest

pygame = pytest.importorskip("pygame")

from games.catilina.rules import Ask, Give  # noqa: E402
from games.catilina.scene_fx import CardTrip, along  # noqa: E402
from games.catilina.tests.catilina_scene_kit import make, step  # noqa: E402


def path(trip: CardTrip) -> list[pygame.Rect]:
    """Where the card is drawn along its trip out and back, forty steps each."""
    legs = [trip.out] + ([trip.home] if trip.home else [])
    return [along(leg, i / 40) for leg in legs for i in range(1, 40)]


def crossings(n: int, size: tuple[int, int], keep: bool, seed: int) -> list:
    """The trips of a game played at random for 30 moves (seat 0 at the screen) that cross a
    seat's panel that is neither where they start nor where they stop."""
    state, host, board = make(n=n, size=size, viewer=0, seed=seed, opts={"keep": keep})
    rng = random.Random(seed)
    bad = []
    for _ in range(30):
        acts = [a for a in state.legal_actions(state.to_act()[0]) if isinstance(a, (Ask, Give))] \
            if not state.is_over() else []
        if not acts:
            break
        board.fx = []
        step(state, board, 0, state.to_act()[0], rng.choice(acts))
        panels = {s: pygame.Rect(r) for s, r in board.L["plaques"].items()}
        panels[0] = pygame.Rect(board.L["hand"])
        for trip in (f for f in board.fx if isinstance(f, CardTrip)):
            ends = [trip.a, trip.b] + ([trip.c] if trip.c is not None else [])
            others = [s for s, p in panels.items() if p.collidelist(ends) < 0]
            hit = {s for r in path(trip) for s in others if panels[s].colliderect(r)}
            if hit:
                bad.append((sorted(hit), trip.a, trip.b, trip.c))
        host.anim.skip()
    return bad


@pytest.mark.parametrize("size", [(975, 716), (760, 566)])      # (the board at 1280x800 and 1000x650)
@pytest.mark.parametrize("n", [3, 5])
def test_no_card_flies_over_another_seats_panel(size, n):
    bad = [c for keep in (False, True) for seed in (0, 1) for c in crossings(n, size, keep, seed)]
    assert not bad, bad[:3]
