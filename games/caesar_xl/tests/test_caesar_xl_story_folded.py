"""Caesar XL's since-your-last-turn panel says a recruit made twice once, with its count, and
cuts recruits before marches: seven lines of single recruits, two of them twice, filled a
player's panel and the force-march that took Alexandria was cut to "… and 4 more"."""
from __future__ import annotations

from games.caesar_xl.turn_story import _folded, _rank
from games.core.text import Msg

ALLY = Msg("caesar_xl.log.recruit_paid", {"seat": 1, "unit": Msg("caesar_xl.unit.ally.standard"),
                                          "place": Msg("caesar_xl.city.thracia"), "n": 1})
UTICA = Msg("caesar_xl.log.recruit_paid", {"seat": 1, "unit": Msg("caesar_xl.unit.ally.standard"),
                                           "place": Msg("caesar_xl.city.utica"), "n": 1})


def test_a_recruit_said_twice_is_one_line_with_its_count():
    out = _folded([((1, 0), ALLY), ((2, 0), UTICA), ((3, 0), ALLY)])
    assert [when for when, _ in out] == [(1, 0), (2, 0)]
    assert out[0][1].render("en").endswith("(×2)") and out[0][1].render("ja").endswith("（×2）")
    assert out[1][1] == UTICA


def test_recruits_are_cut_before_marches_and_cards():
    march = (1, "antiochia", "alexandria", "land")          # (a group of marches: its key)
    assert _rank(ALLY, []) > _rank(march, []) and _rank(ALLY, []) > _rank(Msg("caesar_xl.log.claim", {}), [])
    assert _rank(_folded([((1, 0), ALLY), ((2, 0), ALLY)])[0][1], []) == _rank(ALLY, [])
