"""Every province's name and space is inside the map's view at the fitted zoom, whatever the
board's shape, with a band of sea above the picture's top as in the game: on a board wider
than the map (the replay's, 1280x800) the view was clamped to the picture's top, which stood
on the board's top edge with 「Gallia」 and 「Gallia Cisalpina」 on its rim, the map cut off."""
from __future__ import annotations

import pytest

from games.seize_rome.tests.test_seize_rome_scene import Table


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 720), (1000, 620), (1280, 800), (1000, 650), (760, 616), (1040, 716)])
def test_every_name_and_space_is_inside_the_fitted_view(lang, size):
    b = Table(3, lang=lang, size=size).board
    view = b.map.rect
    r = b.token_side() * 0.36
    sea = b.map.world_to_screen((0, 0))[1] - view.top          # (the sea band above the picture's top)
    assert sea >= b.ui.s(20), (view, sea)
    cut = [p for p, n in b.name_rects().items() if not view.contains(n)]
    for p, pts in b.space_points.items():
        for pt in pts:
            x, y = b.map.world_to_screen(pt)
            if not view.contains((x - r, y - r, 2 * r, 2 * r)):
                cut.append(f"{p} space")
    assert not cut, (view, cut)
