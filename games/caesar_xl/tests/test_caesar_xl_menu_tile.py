"""Caesar XL's menu tile: its blurb is drawn at the size of its neighbours' (it was longer and
drawn at 11 px in English, 13 in Japanese, beside their 14)."""
import pygame
import pytest

from tests.app_kit import make_app


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_caesar_xl_tiles_blurb_is_as_large_as_its_neighbours(home, lang):
    from games.app.scenes.menu import split_key
    from games.core.registry import blurb as game_blurb
    a = make_app(home, size=(1280, 800))
    try:
        a.set_lang(lang)
        a.top.rebuild()
        menu = a.top
        assert not menu.compact, "at 1280x800 the tiles show their blurbs"
        sizes = {key: menu.blurb_px(game_blurb(key).render(lang), rect.w - 28)
                 for rect, key, _ in menu.tiles if split_key(key)[1] is None}
        xl = sizes.pop("caesar_xl")
        assert xl == max(sizes.values()), (xl, sizes)
    finally:
        a.quit()
        pygame.event.clear()
