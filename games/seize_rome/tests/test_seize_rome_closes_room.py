"""The box of what a held CAESAR! token would close has room: it breaks its lines only
between phrases (never 「閉じ/る」 or 「オー/ト・クラッスス」, as it did squeezed into about 110
px at 1000x700) and covers neither province's name (beside its space, it may cover another's
where nothing so near is clear), and stands beside its space even at a corner of the map
(it stood 150-190 px off at the Hispanias' border, 1000x700 and 1280x800)."""
from __future__ import annotations

import pytest

from games.seize_rome.scene_info import PHRASE_BREAKS
from games.seize_rome.scene_paint import token_rect
from games.seize_rome.scene_tip import CLOSES_BESIDE
from games.seize_rome.topology import load_topology
from games.seize_rome.tests.seize_rome_scene_kit import each_held_border
from games.seize_rome.tests.test_seize_rome_scene import Table, playable  # noqa: F401


def _ends(text: str) -> set[int]:
    """The places in ``text`` where a line may end."""
    out, at = set(), 0
    for part in PHRASE_BREAKS.split(text):
        at += len(part or "")
        out.add(at)
    return out


@pytest.mark.parametrize("lang, size", [("ja", (1000, 700)), pytest.param("en", (1280, 800), marks=pytest.mark.long)])
def test_the_closes_box_breaks_between_phrases_covers_neither_name_stands_beside(lang, size):
    table = Table(5, lang=lang, size=size)
    b = table.board
    seen = 0
    for _token, bid in each_held_border(table, 5, 40):
        if not b.drawn_closes and not b.drawn_warns:
            continue
        seen += 1
        box = b.drawn_closes_box
        pair = load_topology().border(bid).provinces
        hit = [p for p, r in b.name_rects().items() if r.colliderect(box) and p in pair]
        assert not hit, (bid, hit, box)
        space = token_rect(b.border_centre(bid), b.token_side())
        gap = max(0, box.x - space.right, space.x - box.right, box.y - space.bottom, space.y - box.bottom)
        assert gap <= b.ui.s(CLOSES_BESIDE), (bid, box, space)
        lines, texts = list(b.drawn_closes_lines), b.drawn_closes + b.drawn_warns
        for text in texts:
            ends, at = _ends(text), 0
            while at < len(text):
                line = lines.pop(0)
                at = text.index(line.strip(), at) + len(line.strip())
                assert at in ends or at + 1 in ends, (text, line)
    assert seen >= 3, seen
