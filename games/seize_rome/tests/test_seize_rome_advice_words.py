"""CAESAR!'s advice and reasons in a player's words (``games/seize_rome/explain.py``):

- a token placed is named as a player says it, "the shield 5/1 on the border Asia–Syria, with 5
  toward Syria", not "a shield token 5 Syria / 1 Asia";
"""
from __future__ import annotations

import pytest

from games.seize_rome import explain as X
from games.seize_rome.components import border_msg, influence_tokens, province_msg
from games.seize_rome.moves import Place
from games.seize_rome.rules import new_game


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_token_placed_is_named_by_its_values_and_the_side_its_high_value_faces(lang):
    """Every placement face up a seat can make at the start, as the advice names it and as a
    reason names the move it was set against: the icon and both values, the border, and the
    province the higher value faces (not twice: once it says "5/1", it says where the 5 goes)."""
    s = new_game(2, 4, {"expansions": "centurion"})
    seen = 0
    for seat in (0, 1):
        view = s.view_for(seat)
        for a in view.legal_actions(seat):
            if not isinstance(a, Place) or not a.toward:
                continue
            t = influence_tokens()[a.token]
            toward = province_msg(a.toward).render(lang).replace(" ", "\u00a0")
            border = border_msg(a.border).render(lang)
            for words in (X.what(view, seat, a).render(lang), X._alt(view, seat, a).render(lang)):
                words = words.replace("\u2060", "")
                assert f"{t.hi}/{t.lo}" in words and border in words and "{" not in words, words
                if t.symmetric:
                    assert toward not in words.replace(border, ""), words
                elif lang == "en":
                    assert f"with {t.hi} toward {toward}" in words, words
                else:
                    assert f"{t.hi}を{toward}側へ向けて" in words, words
                seen += 1
    assert seen >= 20, seen
