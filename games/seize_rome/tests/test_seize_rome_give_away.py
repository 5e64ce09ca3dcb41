"""Advice that hands Auto-Crassus a province for its bonus token says why that is right (he
leads there and could close it himself next), and when the same token turned would win the
province, what turning it would cost; a reason names one drawback at most (「ただし…。ただし…」,
"though … though")."""
from __future__ import annotations

import pytest

from games.seize_rome import explain as X
from games.seize_rome.moves import Place
from games.seize_rome.tests.test_seize_rome_ac_closes_for_you import NAMES, _solo_views
from games.seize_rome.tests.test_seize_rome_advice_words import _views


def _moments(part: str = "all"):
    """Placements of solo games (against Auto-Crassus) and of games of two persons."""
    if part in ("all", "solo"):
        yield from _solo_views(80, 50)
    if part in ("all", "two"):
        yield from _views(40, 6, 40, seed=90)


def _keys(msg):
    out = []
    while isinstance(msg, X.Msg):
        out.append(msg.key)
        for k in ("what", "vs"):
            if isinstance(msg.params.get(k), X.Msg) and k == "vs":
                out.append(msg.params[k].key)
        msg = msg.params.get("what")
    return out


@pytest.mark.parametrize("part", ["solo", pytest.param("two", marks=pytest.mark.long)])
def test_one_drawback_and_the_province_given_away_said_why(part):
    """(The solo games, where Auto-Crassus can take a province, run by default; the games of
    two persons repeat the other checks: ``-m long``.)"""
    seen = {"reasons": 0, "his": 0, "turned": 0}
    for _s, seat, view in _moments(part):
        for a in [x for x in view.legal_actions(seat) if isinstance(x, Place) and x.toward]:
            why = X.reason(view, seat, a)
            en, ja = why.render("en", NAMES), why.render("ja", NAMES)
            assert en.count("though") <= 1 and ja.count("ただし") <= 1, (en, ja)
            seen["reasons"] += 1
            keys = _keys(why)
            closed = X._closings(view, seat, a)
            if X.WHY + "close_lose_bonus_his" in keys:
                p = closed[0][0]
                assert view.crassus == 1 - seat and view.influence(p)[1 - seat] >= view.influence(p)[seat]
                seen["his"] += 1
            vs = why.params.get("vs")
            if isinstance(vs, X.Msg) and vs.key == X.WHY + "vs.turned_wins":
                p = closed[0][0]
                turned = Place(a.token, a.border, X.load_topology().border(a.border).other(p)
                               if a.toward == p else p)
                won = [c for c in X._closings(view, seat, turned) if c[0] == p]
                assert won and won[0][1] > won[0][2] and (vs.params["mine"], vs.params["theirs"]) == won[0][1:], vs
                seen["turned"] += 1
    assert seen["reasons"] >= 200 and seen["his"] >= (part == "solo") and seen["turned"] >= 1, seen


def test_a_tie_against_auto_crassus_says_it_hands_him_the_province():
    """"closes Hispania Citerior level at 3 to 3 and takes its Senate token" read as a neutral
    draw: a tie is his, and the reason says the province goes to him."""
    seen = 0
    for _s, seat, view in _solo_views(80, 60):
        for a in [x for x in view.legal_actions(seat) if isinstance(x, Place) and x.toward]:
            closed = X._closings(view, seat, a)
            if len(closed) != 1 or closed[0][1] != closed[0][2]:
                continue
            keys = _keys(X.reason(view, seat, a))
            assert any(k.startswith(X.WHY + "close_tie") and k.endswith("_his") for k in keys), keys
            what = next(m for m in _walk(X.reason(view, seat, a)) if m.key.startswith(X.WHY + "close_tie"))
            en, ja = what.render("en", NAMES), what.render("ja", NAMES)
            assert "ties are his" in en and "level" not in en and "同点は" in ja, (en, ja)
            seen += 1
    assert seen >= 3, seen


def _walk(msg):
    while isinstance(msg, X.Msg):
        yield msg
        msg = msg.params.get("what")


def test_a_tie_between_two_persons_says_nobody_wins_the_province():
    """"closes Asia in a tie, 5 to 5, and takes its Poison token" did not say the province
    then goes to nobody (ties are nobody's when no Auto-Crassus plays)."""
    seen = 0
    for _s, seat, view in _views(60, 6, 50, seed=90):
        for a in [x for x in view.legal_actions(seat) if isinstance(x, Place) and x.toward]:
            closed = X._closings(view, seat, a)
            if len(closed) != 1 or closed[0][1] != closed[0][2]:
                continue
            what = next((m for m in _walk(X.reason(view, seat, a)) if m.key.startswith(X.WHY + "close_tie")), None)
            if what is None:
                continue
            en, ja = what.render("en", NAMES), what.render("ja", NAMES)
            assert "nobody wins" in en and "誰も支配しない" in ja, (en, ja)
            seen += 1
    assert seen >= 3, seen
