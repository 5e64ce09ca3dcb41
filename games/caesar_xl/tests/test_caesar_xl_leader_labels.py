"""Each Caesar XL leader's counter carries a short name from the catalogues, in English and
Japanese, that a player reads as the man's and that fits the smallest counter without being cut.

(The labels were once the first letters of the last word of the card's name: カエ, ポン, and
"Lon" for C. Cassius Longinus.)
"""
from __future__ import annotations

import pytest

from games.app.board import Texts
from games.app.fonts import default_fonts
from games.caesar_xl import rules as R
from games.caesar_xl.scene_labels import READABLE, SQUEEZE
from games.caesar_xl.scene_paint import MIN_COUNTER, BoardPainter
from games.caesar_xl.scene_words import card_name, counter_label
from games.core.text import catalogue, tr

LEADERS = list(R.SC_KINDS) + [c for c, d in R.CARDS.items() if d["type"] == "leader"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_leader_has_its_own_short_name(lang):
    words = catalogue()[lang]
    for kind in LEADERS:
        assert f"caesar_xl.ui.leader_short.{kind}" in words, (lang, kind)
    labels = [counter_label(lambda key, **p: tr(key, lang, **p), kind, "standard") for kind in LEADERS]
    assert len(set(labels)) == len(labels), labels


def test_the_supreme_commanders_read_as_their_names():
    ja = lambda key, **p: tr(key, "ja", **p)
    assert counter_label(ja, "caesar", "standard") == "カエサル"
    assert counter_label(ja, "pompey", "standard") not in ("ポン", "ポンペイ")
    en = lambda key, **p: tr(key, "en", **p)
    assert counter_label(en, "cassius", "standard") == "Cassius"


#: a counter's side on the map of a 1280x800 and of a 1000x650 window (the smallest)
SIDES = (MIN_COUNTER, 21)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_leaders_name_is_readable_and_fits_its_counter(lang):
    """A leader's counter carries his name whole, not its first letters (ポンペ, アントニ,
    "Labien." were read as cut names): a word of the card's name in Japanese, no abbreviation
    in English; written on one line or two, it fits the counter at both windows' sizes (a line
    a little too wide squeezed). Where the whole name would fall under 9 pixels (6 on the
    smallest counters: "ポンペ/イウス"), the counter carries the catalogue's brief form of it."""
    painter = BoardPainter(Texts(default_fonts()), lambda key: tr(key, lang))
    t = lambda key, **p: tr(key, lang, **p)
    for kind in LEADERS:
        label = counter_label(t, kind, "standard")
        brief = t(f"caesar_xl.ui.leader_brief.{kind}")
        assert not label.endswith("."), (lang, kind, label)
        if lang == "ja":
            assert label in card_name(t, kind).replace("・", " ").split() or label == card_name(t, kind), (kind, label)
        for side in SIDES:
            lines, px = painter.counter_words(label, side, BoardPainter.label_px(side))
            assert "".join(lines) == label or lines == [brief], (lang, kind, lines)     # (never "Labie-/nus")
            assert px >= READABLE, (lang, kind, side, px)
            for line in lines:           # (a line a little too wide is squeezed, to three quarters at most)
                assert painter.texts.width(line, px, True) * SQUEEZE <= round(side * 0.92), (lang, kind, side, line)
            assert len(lines) * px + 1 <= round(side * (0.8 if len(lines) == 1 else 0.7)), (lang, kind, side, lines, px)


def test_the_battle_panel_reads_a_leaders_name_whole(monkeypatch):
    """The battle panel's counters are sized so that a leader's short name is read whole at 9
    pixels or more (カエサル was cut to "カエ…" on the panel's smaller counters)."""
    import random

    from games.caesar_xl.tests.test_caesar_xl_explain import _defensive_battle, _play
    host, board = _defensive_battle("ja")
    assert _play(host, board, random.Random(5), lambda: host.state.battle is not None)
    host.settle()
    drawn: list[tuple[str, int]] = []
    real = board.painter.draw_counter

    def spy(surface, centre, side, label, size=None, one_line=False):
        if size is not None and label:
            drawn.append((label, size))
        return real(surface, centre, side, label, size, one_line)

    monkeypatch.setattr(board.painter, "draw_counter", spy)
    host.draw()
    leaders = {counter_label(lambda key, **p: tr(key, "ja", **p), k, "") for k in ("caesar", "pompey")}
    seen = [(label, size) for label, size in drawn if label in leaders]
    assert {label for label, _ in seen} == leaders, drawn
    for label, size in seen:
        out, px = board.texts.fit(label, round(size * 0.92), max(8, round(size * 0.36)), True, 7)
        assert out == label and px >= 9, (label, size, out, px)
