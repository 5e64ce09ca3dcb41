"""The rules page draws everything of which any part is visible (a picture or a table scrolled
half above the panel stays, its visible half drawn), and its tables give each column room for
its content: no word runs into the next column, short columns are not squeezed by long ones."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games import GAME_IDS  # noqa: E402
from tests.app_kit import pump  # noqa: E402


def _page(app, game_id, lang):
    app.set_lang(lang)
    scene = app.push("help", game_id=game_id)
    pump(app)
    scene._layout(whole=True)
    return scene


def _items(scene, kind):
    """The page's pictures ("img") or tables ("table", every other line taller than 120
    pixels), as (surface, x, y) on the page."""
    from games.app.scenes.help import help_text, parse, picture
    pictures = [picture(s.split("\t")[0], scene._width(), scene.game_id)
                for k, s in parse(help_text(scene.game_id, scene.lang)) if k == "img"]
    return [(s, x, y) for s, x, y in scene.page.lines if isinstance(s, pygame.Surface) and s.get_height() > 120
            and any(s is p for p in pictures) == (kind == "img")]


def _shows_half_of(app, scene, item) -> bool:
    """Scroll so that the item's top is half its height above the panel; True when its part
    still inside the panel is drawn (differs from the page drawn without it)."""
    surf, x, y = item
    scene.scroll = y + surf.get_height() // 2          # its top edge half its height above the panel
    screen = pygame.Surface(app.size)
    scene.draw(screen)
    kept = scene.page.lines
    scene.page.lines = [line for line in kept if line[0] is not surf]
    try:
        blank = pygame.Surface(app.size)
        scene.draw(blank)
    finally:
        scene.page.lines = kept
    inner = scene.rect.inflate(-6, -6)
    visible = pygame.Rect(scene._x0() + x, scene.rect.y - scene.scroll + y, surf.get_width(),
                          surf.get_height()).clip(inner)
    assert visible.h > 40, "the item should still show a part"
    a, b = screen.subsurface(visible), blank.subsurface(visible)
    return pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
@pytest.mark.parametrize("kind", ["img", "table"])
def test_a_picture_or_table_half_scrolled_above_the_panel_still_draws(app, lang, kind):
    scene = _page(app, "caesar_xl", lang)
    items = _items(scene, kind)
    assert items, f"the Caesar XL page has a {kind}"
    for item in items:
        assert _shows_half_of(app, scene, item), f"the {kind} at {item[2]} vanished once its top left the panel"


def test_every_table_gives_each_column_room_for_its_words(app):
    """Every line of every cell fits inside its column (a word never runs into the next one),
    and a column of short cells ("rule", 「ルール」) gets its whole width, unwrapped."""
    from games.app.scenes.help import parse, help_text
    checked = 0
    for lang in ("en", "ja"):
        app.set_lang(lang)
        for gid in GAME_IDS:
            scene = app.push("help", game_id=gid)
            pump(app)
            width = scene._width()
            for kind, s in parse(help_text(gid, lang)):
                if kind != "table":
                    continue
                cols, cells, pad = scene.page.table_layout(s, width)
                assert sum(cols) <= width + 1, (gid, lang, "the table is wider than the page")
                for row in cells:
                    for c, lines in enumerate(row):
                        for line in lines:
                            assert line.get_width() <= cols[c] - 2 * pad, (gid, lang, c, cols)
                rows = [r.split("\t") for r in s.split("\n")]
                first = [r[0] for r in rows]
                if max(len(t) for t in first) <= 16:           # a column of short words stays whole
                    assert all(len(lines) <= 1 for lines in (row[0] for row in cells)), (gid, lang, first)
                checked += 1
            app.pop()
    assert checked >= 4
