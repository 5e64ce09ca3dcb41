"""A Caesar XL place's name is never broken inside a word on the map: it is written on one
line (narrowed or a size smaller where a crowded place leaves no room), or on two at a word
boundary (a space, 「・」, or before its part in brackets), at the boards of 1000x650, 1000x700
and 1280x800 windows, in English and Japanese.

(At 1000x700 in Japanese the map read 「テッサ／ロニカ」 and 「ブルン／ディシウム」, as if two names.)
"""
from __future__ import annotations

import pytest

from games.caesar_xl.tests.test_caesar_xl_names import _names_and_lines
from games.caesar_xl.tests.test_caesar_xl_names_near import BOARDS
from games.caesar_xl.tests.test_caesar_xl_scene import Table, playable  # noqa: F401


def _at_a_boundary(text: str, lines: list[str]) -> bool:
    """``lines`` are ``text`` whole, or split only at a space, a middle dot or before brackets."""
    if len(lines) == 1:
        return lines[0] == text
    first, second = lines
    return any(first + sep + second == text for sep in (" ", "・")) or \
        (second[:1] in "(（" and text.startswith(first) and text.endswith(second))


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("window", list(BOARDS))
def test_no_name_on_the_map_is_broken_inside_a_word(lang, window):
    t = Table(seed=5, size=BOARDS[window], lang=lang)
    for n in range(61):
        if n % 30 == 0:
            p, names, _ = _names_and_lines(t.board)
            keys = {key for _, key in p.name_rects}
            assert len(keys) == len(names)
            for key in keys:
                text = p.tr(key)
                for form in range(len(p._name_images(key))):
                    lines = _way_words(p, key, form)
                    assert _at_a_boundary(text, lines), (n, key, form, lines)
            if lang == "ja" and window == "1000x700":
                drawn = {key: _way_words(p, key, p.name_forms[key]) for key in keys}
                for place in ("thessalonica", "brundisium"):
                    assert len(drawn[f"caesar_xl.city.{place}"]) == 1, drawn[f"caesar_xl.city.{place}"]
        t.step(end_bias=0.3)


def _way_words(painter, key: str, form: int) -> list[str]:
    """The words of each line of way ``form`` of the name ``key`` (the ways of each size are
    :func:`~games.caesar_xl.scene_paint.name_lines`, each long one-word name with its narrowed
    line after them)."""
    from games.caesar_xl.scene_paint import NARROWED, name_lines
    text = painter.tr(key)
    ways = name_lines(text)
    per_size = ways + ([[text]] if len(ways) == 1 and len(text) >= NARROWED[0] else [])
    assert len(painter._name_images(key)) == 3 * len(per_size)
    return per_size[form % len(per_size)]
