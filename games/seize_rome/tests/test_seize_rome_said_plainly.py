"""Reasons and log lines said as a player says them:

- a placement that closes nothing says what it does to the province ("widens the lead in
  Syria", "draws level with Livia in Creta"), not "Syria stands 4 to 2 against Livia after it";
- Poison's log line says Poison picked the token ("Livia returns the ship 4/2" read as her
  choice);
- Italia's second control marker says why it goes down (two markers in a row, unexplained).
"""
from __future__ import annotations

from collections import Counter

from games.seize_rome import explain as X
from games.seize_rome.moves import MarkerPlaced, Place, PoisonPick
from games.seize_rome.tests.test_seize_rome_advice_words import _views

NAMES = ["Livia", "Marcus"]


def test_a_placement_that_closes_nothing_says_what_it_does_to_the_province():
    seen: Counter = Counter()
    for _s, seat, view in _views(40, 2, 40, seed=3):
        for a in view.legal_actions(seat):
            if not (isinstance(a, Place) and a.toward) or X._closings(view, seat, a):
                continue
            what = X.because(view, seat, a)
            if what.key.endswith(("wins_game", "loses_game")):
                continue
            assert what.key in X.PLACE_KEYS, what
            before, after = view.influence(a.toward), X._after(view, seat, a).influence(a.toward)
            mine, theirs = after[seat], after[1 - seat]
            want = ("place_level" if mine == theirs else "place_behind" if mine < theirs
                    else "place_widen" if before[seat] > before[1 - seat] else "place_lead")
            assert what.key == X.WHY + want, (before, after, what.key)
            en, ja = what.render("en", NAMES), what.render("ja", NAMES)
            assert "after it" not in en and "置いたあと" not in ja, (en, ja)
            assert f"{mine} to {theirs}" in en and f"{mine}対{theirs}" in ja, (en, ja)
            seen[want] += 1
    assert all(seen[k] >= 3 for k in ("place_widen", "place_lead", "place_level", "place_behind")), seen


def test_poison_is_said_to_pick_the_token_and_italias_second_marker_says_why():
    poison = PoisonPick(0, "ship42").log(1)
    en, ja = poison.render("en", NAMES), poison.render("ja", NAMES)
    assert en.startswith("Poison picks") and "Livia returns" not in en and "at random" in en, en
    assert "無作為" in ja and "Liviaは" not in ja, ja
    first, second = (MarkerPlaced(0, f"province:italia:{i}", 9 - i).msg() for i in (0, 1))
    assert first.key == "seize_rome.log.marker" and second.key == "seize_rome.log.marker_second"
    en2, ja2 = second.render("en", NAMES), second.render("ja", NAMES)
    assert "second control marker in Italia" in en2 and "two spaces" in en2, en2
    assert "2つ" in ja2 and "2枚目" in ja2, ja2
