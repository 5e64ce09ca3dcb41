"""A border space's tooltip keeps each province's name with its count on one line: it read
「ガリア：｜3か所中1か所が埋まる」, "Cyrene 1/3｜filled with this token", and a line began with
the bullet "· Mauretania 1/3 …". Wrapped at the tooltip's width, every count stands whole on a
line, one count a line (a name too long for one breaks inside the name, the count whole after it:
「ヒスパニア・ウルテリオル：2か所中｜1か所が埋まる」 read as two counts)."""
from __future__ import annotations

import pytest

from games.app.draw.text import WORD_JOINER, wrap_text
from games.core.text import tr
from games.seize_rome.topology import load_topology

#: the tooltip's width in characters, about (340 pixels at 15; a Japanese character is square)
WIDTH = {"en": 44, "ja": 21}


def _width(lang: str):
    return len if lang == "en" else (lambda s: sum(1 if ord(c) < 0x2E80 and c != "\u3000" else 2 for c in s) / 2)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("key", ["seize_rome.ui.count_short", "seize_rome.ui.count_short_with"])
def test_each_count_stands_whole_on_one_line(lang, key):
    for b in load_topology().borders:
        counts = []
        for pid in b.provinces:
            name = tr(f"seize_rome.province.{pid}", lang).replace(" ", "\u00a0")
            counts.append(tr(key, lang, province=name, n=1, total=3))
        lines = wrap_text(None, "\n".join(counts), WIDTH[lang], measure=_width(lang))
        for c in counts:
            whole = c.replace(WORD_JOINER, "")
            if _width(lang)(whole) <= WIDTH[lang]:
                assert whole in lines, (whole, lines)
            else:       # (a long name breaks in the name, never in its count: 「ヒスパニア・ウルテリオル：2か所中｜1か所」 did)
                count = whole[whole.index("\uff1a") + 1:] if "\uff1a" in whole else whole.split("\u00a0")[-1]
                assert any(ln.endswith(count) for ln in lines), (count, lines)


@pytest.mark.parametrize("size", [(1000, 700), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_space_tooltip_is_wide_enough_for_each_count_line(lang, size):
    """Drawn at the board's own font and scale, the tooltip of every border space is wide
    enough for each count line whole (at 1000x700 「サルディニア：4か所中｜1か所が埋まる」 broke)."""
    from games.app.board.widgets import tooltip_rect
    from games.seize_rome.tests.test_seize_rome_scene import Table
    b = Table(1, lang=lang, size=size).board
    px = b.ui.font_px(15, 12)
    for border in load_topology().borders:
        counts = [tr("seize_rome.ui.count_short_with", lang, province=tr(f"seize_rome.province.{p}", lang)
                     .replace(" ", "\u00a0"), n=1, total=4) for p in border.provinces]
        tip = "\n".join([tr("seize_rome.ui.space_double", lang)] + counts)
        lines = tooltip_rect(b.texts, tip, (0, 0), b.rect, px, b.space_tip_width(tip, px))[1]
        for c in counts:
            assert c.replace(WORD_JOINER, "") in lines, (c, lines)
