"""Catilina: the reasons of the computer's moves read word for word as recorded.

The reasons (:func:`~games.catilina.explain.reason`) and the public form of a question's reason
(:func:`~games.catilina.explain.public_reason`) of seeded games were recorded in
``catilina_reasons.json``; the work behind them (the sums the solver lists, the hard player's
weighing) may be made faster, never say otherwise. The games are played by the normal and easy
players with their clock standing still, so each move is its counts' alone.

To record them again (only when a reason is meant to change):
``python -c "from games.catilina.tests.test_catilina_reason_golden import record; record()"``
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from games.catilina import ai
from games.catilina import explain as X
from games.catilina.rules import Accuse, Ask, new_game
from games.core.budget import still
from games.core.text import Msg

FIXTURE = Path(__file__).with_name("catilina_reasons.json")
#: (seats, seed, options, every how many-th computer move is explained); each game says a kind
#: of reason the others never say
GAMES = ((3, 11, {}, 2), (5, 13, {}, 2), (4, 15, {"individual": True}, 4), (3, 16, {"keep": True}, 4))
#: turns played at most in a game
TURNS = 40


def _moves(n: int, seed: int, options: dict, every: int):
    """``(view, seat, action)`` at every ``every``-th computer move of a seeded game."""
    s = new_game(n, seed, options)
    players = [ai.make_player(("normal", "easy")[(i + seed) % 2], seed * 10 + i) for i in range(n)]
    k = 0
    while s.to_act() and s.turn_no <= TURNS:
        seat = s.to_act()[0]
        view = s.view_for(seat)
        act = players[seat].choose(view, seat)
        if len(view.legal_actions(seat)) > 1 and (k % every == 0 or isinstance(act, Accuse)):
            yield view, seat, act
        k += 1
        s.apply(seat, act)


def _said(view, seat, act) -> dict:
    public = X.public_reason(view, seat, act) if isinstance(act, Ask) else None
    return {"turn": view.turn_no, "seat": seat, "action": repr(act),
            "reason": X.reason(view, seat, act).to_json(),
            "public": public.to_json() if public is not None else None}


def _reasons() -> list[dict]:
    out = []
    for n, seed, options, every in GAMES:
        for view, seat, act in _moves(n, seed, options, every):
            out.append({"game": [n, seed, options], **_said(view, seat, act)})
    return out


def record() -> None:
    """Write the fixture from the code as it is."""
    ai._clock = still
    lines = ",\n".join(json.dumps(r, ensure_ascii=False) for r in _reasons())
    FIXTURE.write_text(f"[\n{lines}\n]\n", encoding="utf-8")


@pytest.fixture(autouse=True)
def no_time_cap(monkeypatch):
    """The players' clock stands still: their moves are their counts' alone."""
    monkeypatch.setattr(ai, "_clock", still)


#: the first game runs by default; the others read their own kinds of reason too (``-m long``)
CASES = [pytest.param(g, id=f"{g[0]}-{g[1]}", marks=() if g is GAMES[0] else pytest.mark.long) for g in GAMES]


@pytest.mark.parametrize("game", CASES)
def test_the_reasons_of_seeded_games_read_as_recorded(game):
    n, seed, options, every = game
    want = [w for w in json.loads(FIXTURE.read_text(encoding="utf-8")) if w["game"] == [n, seed, options]]
    assert want
    got = [{"game": [n, seed, options], **_said(view, seat, act)} for view, seat, act in _moves(*game)]
    assert [(g["game"], g["turn"], g["action"]) for g in got] == [(w["game"], w["turn"], w["action"]) for w in want]
    for g, w in zip(got, want):
        where = (g["game"], g["turn"], g["seat"], g["action"])
        assert Msg.from_json(g["reason"]).render("en") == Msg.from_json(w["reason"]).render("en"), where
        assert g["reason"] == w["reason"], where
        assert g["public"] == w["public"], where
