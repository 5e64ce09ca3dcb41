"""A province's closing banner ("Gallia closes: Livia 7, Auto-Crassus 2") stands where it
covers no province's name, totals or "3/4" tag, no province's space and no border space, in
every closing of whole games, in both languages and at every window size: it stood over a
neighbour's name, its tally, a control marker or the token just placed in four closings of
eleven, just when a player reads them."""
from __future__ import annotations

import random

import pytest

from games.app.board import SimpleHost
from games.core.chance import CHANCE
from games.seize_rome import rules as R
from games.seize_rome.scene import Board
from games.seize_rome.scene_paint import token_rect
from games.seize_rome.tests.test_seize_rome_scene import Table


def _in_sight(b) -> dict[str, object]:
    """Everything the banner must leave in sight, by what it is."""
    got: dict[str, object] = {f"{p} name": r for p, r in b.name_rects().items()}
    got.update({f"{p} totals": r for p, r in b.drawn_boxes.items()})
    got.update({f"{p} tag": t for p, (_, _, t) in b.drawn_count_tags.items()})
    r = round(b.token_side() * 0.36)
    for p, pts in b.space_points.items():
        for i, pt in enumerate(pts):
            x, y = b.map.world_to_screen(pt)
            got[f"{p} space {i}"] = (round(x) - r, round(y) - r, 2 * r, 2 * r)
    for bd in R.TOPO.borders:
        got[f"border {bd.id}"] = token_rect(b.border_centre(bd.id), b.token_side())
    return got


def _check(b, pid, inf, ctrl) -> list:
    b.closing = (pid, inf, ctrl)
    b.host.draw()
    box = b.drawn_closing
    assert b.map.rect.contains(box), (pid, box)
    near = b.name_rects()[pid]
    assert abs(box.centerx - near.centerx) + abs(box.centery - near.centery) < b.map.rect.w // 2, (pid, box)
    return [(pid, what) for what, r in _in_sight(b).items() if box.colliderect(r)]


@pytest.mark.parametrize("lang, size", [pytest.param("en", (1280, 800), marks=pytest.mark.long),
                                        pytest.param("ja", (1000, 700), marks=pytest.mark.long), ("en", (1000, 700)),
                                        ("ja", (1000, 650)), pytest.param("ja", (1280, 800), marks=pytest.mark.long)])
def test_no_closing_banner_of_whole_games_covers_a_name_tally_or_space(lang, size):
    bad, seen = [], 0
    for seed in (1, 2, 3):
        scripts = [None, "crassus"] if seed != 2 else ["crassus", None]
        host = SimpleHost(state=R.new_game(2, seed, {"expansions": "base", "scripts": scripts}), lang=lang,
                          viewer=scripts.index(None))
        b = host.attach(Board(host), size)
        rng = random.Random(seed)
        while not host.state.is_over():
            seat = host.state.to_act()[0]
            acts = host.state.legal_actions(seat)
            before = set(host.state.closed)
            host.apply(seat, rng.choice(acts) if seat == CHANCE or seat != scripts.index(None) else acts[-1])
            host.settle()
            for pid in sorted(set(host.state.closed) - before):
                seen += 1
                inf = host.state.tallies[pid]
                bad += _check(b, pid, inf, 0 if inf[0] > inf[1] else 1 if inf[1] > inf[0] else -1)
    assert seen >= 15, seen
    assert not bad, bad


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [pytest.param((1280, 800), marks=pytest.mark.long), (1000, 700)])
def test_every_provinces_banner_on_the_empty_map_leaves_all_in_sight(lang, size):
    table = Table(3, lang=lang, size=size)
    bad = []
    for p in R.TOPO.provinces:
        bad += _check(table.board, p.id, (7, 12), 1)
    assert not bad, bad
