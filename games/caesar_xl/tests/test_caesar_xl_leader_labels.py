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


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_short_name_fits_the_smallest_counter_uncut(lang):
    texts = Texts(default_fonts())
    side = MIN_COUNTER
    t = lambda key, **p: tr(key, lang, **p)
    for kind in LEADERS:
        label = counter_label(t, kind, "standard")
        out, _px = texts.fit(label, round(side * 0.92), BoardPainter.label_px(side), True, 7)
        assert out == label, (lang, kind, label, out)
        assert len(label) >= 3 or card_name(t, kind).endswith(label), (lang, kind, label)


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

    def spy(surface, centre, side, label, size=None):
        if size is not None and label:
            drawn.append((label, size))
        return real(surface, centre, side, label, size)

    monkeypatch.setattr(board.painter, "draw_counter", spy)
    host.draw()
    leaders = {counter_label(lambda key, **p: tr(key, "ja", **p), k, "") for k in ("caesar", "pompey")}
    seen = [(label, size) for label, size in drawn if label in leaders]
    assert {label for label, _ in seen} == leaders, drawn
    for label, size in seen:
        out, px = board.texts.fit(label, round(size * 0.92), max(8, round(size * 0.36)), True, 7)
        assert out == label and px >= 9, (label, size, out, px)
