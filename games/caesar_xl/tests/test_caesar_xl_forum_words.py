"""Caesar XL's Forum phase says what to click and why: the prompt names the Claim buttons and
what a claim does (or says that nothing can be claimed now), and the warning that a side can
win at its next Forum phase stands out on red in the race's box, in a bigger font."""
from __future__ import annotations

import dataclasses

import pytest

from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.tests.test_caesar_xl_explain import _board, _one_claim_from_a_win
from games.core.registry import registered
from games.core.text import tr


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_forum_prompt_names_the_claim_buttons_and_what_a_claim_does(lang):
    s = _one_claim_from_a_win()
    s.active, s.phase = R.POMPEY, "forum"
    assert any(isinstance(a, R.Claim) for a in s.legal_actions(R.POMPEY))
    words = s.prompt(R.POMPEY).render(lang)
    assert words == tr("caesar_xl.prompt.forum_claim", lang, goal=7)
    assert ("Claim button" in words and "balance" in words) if lang == "en" else ("「獲得」ボタン" in words)
    s.forum = []
    words = s.prompt(R.POMPEY).render(lang)
    assert words == tr("caesar_xl.prompt.forum_none", lang)
    assert ("no Forum card can be claimed" in words) if lang == "en" else ("獲得できるフォルムカードはありません" in words)


def test_the_forum_race_warning_stands_on_red_in_a_bigger_font():
    host, board = _board(_one_claim_from_a_win())
    surface = host.draw()
    g = board.forum_geom
    warns = [(px, n) for _, warn, px, n in g["lines"] if warn]
    assert warns and all(px > board.ui.font_px(13, 9) for px, _ in warns)
    assert len(g["warn_boxes"]) == len(warns)
    box = g["warn_boxes"][0]
    corner = surface.get_at((box.x + board.ui.s(6), box.bottom - 2))[:3]
    assert corner == (84, 12, 18), f"the warning's ground is {corner}, not red"
