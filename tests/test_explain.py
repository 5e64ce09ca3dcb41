"""The computer's words, across the games (issue #31, :mod:`games.core.explain`).

Every registered game whose :func:`~games.core.explain.explainer` exists is checked here, so a
game picks these checks up as soon as it brings its ``explain`` module: at a few positions of
short seeded random games, the advice is a legal action; its reason renders in English and
Japanese with no missing key; the advice is the same in hidden worlds consistent with the view;
``judge`` of the advised move gives away nothing worth a word (:data:`JUDGE_SLACK`); ``standing``
is a chance, 0..1.

Each game's own ``test_<id>_explain.py`` checks its words in depth; this file keeps to the
contract, lightly (a slow adviser is asked at fewer positions: :data:`POSITIONS`).
"""
from __future__ import annotations

import random

import pytest

from games.core.chance import CHANCE
from games.core.explain import Advice, explainer
from games.core.players import random_action
from games.core.registry import all_game_ids, info, rules
from games.core.text import Msg, catalogue

#: positions asked per game (the default: :data:`DEFAULT_POSITIONS`); Caesar XL's adviser may
#: think 5 s a decision, so it is asked once
POSITIONS = {"caesar_xl": 1}
DEFAULT_POSITIONS = 3
#: the hidden worlds besides the true one in which each advice is asked again
WORLDS = {"caesar_xl": 1}
DEFAULT_WORLDS = 2
#: the most ``judge`` may find the advised move gives away: judge works with a smaller budget
#: than advise (:mod:`games.core.explain`), so its best move may differ from the advice by a
#: hair, never by what a review would call a mistake
JUDGE_SLACK = 0.02
NAMES = ["Livia", "Marcus", "Gaius", "Iulia", "Quintus"]


def _explained() -> list[str]:
    """The registered games that explain their computer's moves."""
    return [g for g in all_game_ids() if explainer(g) is not None]


def _keys(msg: Msg):
    """Every catalogue key in ``msg``, nested ones too."""
    yield msg.key
    for v in msg.params.values():
        if isinstance(v, Msg):
            yield from _keys(v)
        elif isinstance(v, (list, tuple)):
            for x in v:
                if isinstance(x, Msg):
                    yield from _keys(x)


def _positions(game_id: str, count: int):
    """``(state, seat)`` at ``count`` decisions of short seeded random games (a seat with a
    choice, never chance)."""
    mod = rules(game_id)
    gi = info(game_id)
    n = min(max(2, gi.min_players), gi.max_players)
    out: list = []
    for g in range(count * 4):
        if len(out) >= count:
            break
        rng = random.Random(1000 + g)
        s = mod.new_game(n, g, {})
        for _ in range(rng.randrange(5, 60)):
            if not s.to_act():
                break
            s.apply(s.to_act()[0], random_action(s, s.to_act()[0], rng))
        while s.to_act() and (s.to_act()[0] == CHANCE or len(s.legal_actions(s.to_act()[0])) < 2):
            s.apply(s.to_act()[0], random_action(s, s.to_act()[0], rng))
        if s.to_act():
            out.append((s, s.to_act()[0]))
    return out


def _world(state, seat: int, k: int):
    """Another true state ``seat`` cannot tell from ``state``."""
    rng = random.Random(k)
    try:
        return state.resample_hidden(seat, rng)
    except (AttributeError, NotImplementedError):
        return state.view_for(seat).determinize(seat, rng)


def _renders(msg: Msg) -> None:
    cat = catalogue()
    for key in _keys(msg):
        assert key in cat["en"] and key in cat["ja"], f"missing key {key}"
    for lang in ("en", "ja"):
        text = msg.render(lang, NAMES)
        assert text and "{" not in text, (lang, text)


def test_some_games_explain_themselves():
    assert {"caesar", "caesar_xl", "imperium", "seize_rome"} <= set(_explained())


@pytest.mark.parametrize("game_id", _explained())
def test_advice_is_legal_explained_the_same_in_hidden_worlds_and_judged_good(game_id):
    mod = explainer(game_id)
    assert mod is not None
    for state, seat in _positions(game_id, POSITIONS.get(game_id, DEFAULT_POSITIONS)):
        view = state.view_for(seat)
        adv = mod.advise(view, seat)
        assert isinstance(adv, Advice) and adv.action in view.legal_actions(seat), (game_id, adv)
        assert 0.0 <= adv.value <= 1.0, adv
        _renders(adv.reason)
        _renders(mod.reason(view, seat, adv.action))
        for k in range(WORLDS.get(game_id, DEFAULT_WORLDS)):
            again = mod.advise(_world(state, seat, k).view_for(seat), seat)
            assert (again.action, again.reason, again.value) == (adv.action, adv.reason, adv.value), \
                (game_id, k, adv, again)
        verdict = mod.judge(view, seat, adv.action)
        assert verdict.loss <= JUDGE_SLACK, (game_id, verdict)
        assert 0.0 <= mod.standing(view, seat) <= 1.0


def test_the_bench_times_the_words_of_every_game_that_has_them():
    from games.core.bench import explain_lines, explain_times
    assert explain_times("caesar_xl", 0) is not None
    row = explain_times("caesar", 1)
    assert row is not None and row["advise"]["n"] == 1 and row["judge"]["n"] == 1 and row["ok"]
    lines = explain_lines([row])
    assert len(lines) == 4 and lines[-1].startswith("| caesar | 1 |"), lines
