"""A province's closing banner ("Gallia closes: 7 – 2") leaves every province's totals and
"3/4" tag in sight: it stood over the neighbours' tallies for a second, just when a player
reads them."""
from __future__ import annotations

import pytest

from games.seize_rome import rules as R
from games.seize_rome.tests.test_seize_rome_scene import Table


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
def test_a_closing_banner_covers_no_provinces_totals(lang, size):
    table = Table(3, lang=lang, size=size)
    b = table.board
    table.host.settle()
    table.host.draw()
    px = b.ui.font_px(18)
    tallies = dict(b.drawn_boxes)
    tallies.update({f"{pid} tag": t for pid, (_, _, t) in b.drawn_count_tags.items()})
    bad = []
    for p in R.TOPO.provinces:
        text = b.tr("seize_rome.ui.closed", province=b.tr(p.name_key), a=7, b=2)
        img = b.texts.render(text, px, True, (0, 0, 0))
        box = b.closing_box(p.id, img.get_rect().inflate(b.ui.s(20), b.ui.s(10)).size)
        assert b.map.rect.contains(box), p.id
        bad += [(p.id, what) for what, r in tallies.items() if box.colliderect(r)]
    assert not bad, bad
