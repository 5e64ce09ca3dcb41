"""Each Caesar XL name nearer its own place than any other place's point, at the boards of
1000x650, 1000x700 and 1280x800 windows, in English and Japanese; and a name far off its
place plainly nearer it: where a neighbour's name held the only near spot, the neighbour's
name moves.

(At 1000x650 in Japanese, パルサルス sat on a backing 24 px from Pharsalus and 26 from Messana,
about as near both, Brundisium's two-line name in the one clear spot near it; Athenae's name
was 20 px from Athenae and 21 from Pergamum.)
"""
from __future__ import annotations

import pytest

from games.caesar_xl.tests.test_caesar_xl_names import _names_and_lines, _reach
from games.caesar_xl.tests.test_caesar_xl_scene import Table, playable  # noqa: F401

#: the board's rectangle in 1000x650, 1000x700 and 1280x800 windows (the log beside it)
BOARDS = {"1000x650": (760, 566), "1000x700": (760, 616), "1280x800": (973, 716)}


def _distances(board) -> dict[str, tuple[float, str, float]]:
    """Each place's name: its distance from its own point, the nearest other place and its
    distance from that place's point (from the name's box)."""
    p, names, _lines = _names_and_lines(board)
    points = {q: p.screen_point(q) for q in p._points}
    out = {}
    for rect, place in names:
        other, d = min(((q, _reach(rect, pt)) for q, pt in points.items() if q != place), key=lambda x: x[1])
        out[place] = (_reach(rect, points[place]), other, d)
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("window", list(BOARDS))
def test_every_name_is_nearer_its_own_place_than_any_other(lang, window):
    t = Table(seed=5, size=BOARDS[window], lang=lang)
    for n in range(61):
        if n % 30 == 0:
            wrong = [(place, round(own, 1), other, round(d, 1))
                     for place, (own, other, d) in _distances(t.board).items() if own + 1 >= d]
            assert not wrong, (n, wrong)
        t.step(end_bias=0.3)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_name_far_off_its_place_is_plainly_nearer_it(lang):
    """At the opening at 1000x650 each of these names is nearer its own place by a tenth of
    its distance from it at least."""
    near = _distances(Table(seed=5, size=BOARDS["1000x650"], lang=lang).board)
    for place in ("pharsalus", "athenae"):
        own, other, d = near[place]
        assert own * 1.1 < d, f"{place}'s name: {own:.1f} px from it, {d:.1f} from {other}"
