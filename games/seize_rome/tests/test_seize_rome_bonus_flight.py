"""The bonus tokens a closing takes fly into the taker's box and come to rest clear of its
words (the "Behind the screen" line above all), for one token or several, in both
languages and at a small window."""
from __future__ import annotations

import pytest

from games.seize_rome.tests.test_seize_rome_scene import Table


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("n", [1, 2])
@pytest.mark.parametrize("expansions", ["base", "all"])
def test_flying_bonuses_land_clear_of_the_takers_words(lang, size, n, expansions):
    table = Table(1, expansions, size, lang)
    b = table.board
    for seat in (0, 1):
        b.fly["items"] = [("might", (300, 200)), ("senate", (500, 300))][:n]
        b.fly["seat"], b.fly["t"] = seat, 1.0
        table.host.draw()
        words = b.drawn_side_text[seat]
        assert len(b.drawn_flying) == n and len(words) >= 4
        for token in b.drawn_flying:
            hit = [w for w in words if token.colliderect(w)]
            assert not hit, (seat, token, hit)
            assert b.geom["seats"][seat].contains(token), (seat, token)
