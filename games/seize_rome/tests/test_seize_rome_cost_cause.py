"""The size of a difference with its cause: "the shield 4/2 … would bring the chance to win
down from about 3 in 5 to nearly nothing" named no cause, when that placement let Auto-Crassus,
who wins ties, take Africa. When the next best placement leaves a province one space from
closing where he needs less to take it, the reason says so with the figures."""
from __future__ import annotations

import pytest

from games.seize_rome import explain as X
from games.seize_rome.components import influence_tokens
from games.seize_rome.moves import Place
from games.seize_rome.tests.test_seize_rome_ac_closes_for_you import NAMES, _solo_views


@pytest.mark.parametrize("start, games", [(0, 30), pytest.param(30, 120, marks=pytest.mark.long)])
def test_a_cost_names_the_province_he_could_then_take(start, games):
    """(The first thirty games run by default; the next ninety repeat the check: ``-m long``.)"""
    seen = 0
    for _s, seat, view in _solo_views(games, 31, start):
        places = [a for a in view.legal_actions(seat) if isinstance(a, Place) and a.toward][:30]
        for a in places[:6]:
            for b in places:
                if b == a:
                    continue
                vs = X._versus(view, seat, a, b, 5.0, 0.4, top=0.6)
                tie = X._tie_within_reach(view, seat, a, b)
                if vs is None or vs.key not in (X.WHY + "vs.worth", X.WHY + "vs.worth_tie", X.WHY + "vs.worth_tie_now"):
                    continue
                assert (vs.key != X.WHY + "vs.worth") == (tie is not None), (vs, tie)
                if tie is None:
                    continue
                p, m, t, need = tie
                assert need == m - t and need <= max(tok.lo for tok in influence_tokens().values())
                en, ja = vs.render("en", NAMES), vs.render("ja", NAMES)
                assert X.province_msg(p).render("en") in en and "tie" in en and "同点" in ja, (en, ja)
                seen += 1
    assert seen >= 3, seen
