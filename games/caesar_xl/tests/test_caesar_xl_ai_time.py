"""Caesar XL's hard general keeps to its budget of processor time per player turn.

The clock is replaced by a cost model (each position judged costs ``TICK`` seconds), so the tests
do not depend on the machine's speed or load: the turn's decisions fall back to the normal
judgement, then to the plain choice, as the budget runs out, and still play legal moves; the
budget starts afresh with the next turn; a turn under the budget plays as with no budget.
"""
import random

import pytest

from games.caesar_xl import ai
from games.caesar_xl.ai import HardGeneral, make_player
from games.caesar_xl.rules import new_game
from games.core.chance import CHANCE, sample

#: the cost of one judged position on the model clock
TICK = 0.01


@pytest.fixture
def model_clock(monkeypatch):
    """The general's clock counts judged positions: ``TICK`` seconds each; returns the counter."""
    judged = [0]
    real = ai.evaluate

    def counting(*args, **kw):
        judged[0] += 1
        return real(*args, **kw)

    monkeypatch.setattr(ai, "evaluate", counting)
    monkeypatch.setattr(ai, "_clock", lambda: judged[0] * TICK)
    return judged


def _play_turns(general, seed: int, turns: int, judged=None):
    """Play ``general`` as Caesar (seat 0) against easy for ``turns`` of Caesar's player turns from a
    seeded start; per turn, the general's choices as ``(judgement, action)`` and the judged positions
    its decisions cost (``judged``: the model clock's counter)."""
    s = new_game(2, seed, {})
    foe = make_player("easy", seed + 1)
    rng = random.Random(seed)
    out: dict = {}
    while s.to_act() and s.turn_no <= turns:
        seat = s.to_act()[0]
        if seat == CHANCE:
            a = sample(s.chance_outcomes(), rng)
        elif seat == 1:
            a = foe.choose(s.view_for(seat), seat)
        else:
            key = (s.turn_no, s.active)
            before = judged[0] if judged else 0
            general.last_judgement = None
            a = general.choose(s.view_for(seat), seat)
            assert s.is_legal(seat, a)
            if s.active == seat:
                turn = out.setdefault(key, {"choices": [], "judged": 0})
                turn["choices"].append((general.last_judgement, a))
                turn["judged"] += (judged[0] - before) if judged else 0
        s.apply(seat, a)
    return out


def test_a_hard_turn_is_cut_to_its_budget_and_still_plays_legal_moves(model_clock):
    # Caesar's first turn judges some 1400 positions (two recruits and the end of its Purchase phase
    # about 220 each, its marches about 320, 250, 170, ...); with a budget of 300 of them (hard) and 600
    # (any judgement), its decisions turn normal, then plain, and the turn stops judging at the limit
    free = HardGeneral(5)
    free.turn_seconds = free.turn_limit = None
    assert _play_turns(free, 7, 1, model_clock)[(1, 0)]["judged"] > 900
    cut = HardGeneral(5)
    cut.turn_seconds, cut.turn_limit = 300 * TICK, 600 * TICK
    turn = _play_turns(cut, 7, 1, model_clock)[(1, 0)]
    kinds = [j for j, _a in turn["choices"] if j is not None]
    assert kinds[0] == "hard" and "normal" in kinds and kinds[-1] == "plain"
    order = {"hard": 0, "normal": 1, "plain": 2}
    assert [order[k] for k in kinds] == sorted(order[k] for k in kinds)      # never back to a better one
    assert turn["judged"] <= 600 + 1          # one position may be judged when the clock is past the limit
    assert cut._used <= 601 * TICK + 1e-9


def test_the_budget_starts_afresh_with_each_player_turn(model_clock):
    cut = HardGeneral(5)
    cut.turn_seconds, cut.turn_limit = 300 * TICK, 600 * TICK
    turns = _play_turns(cut, 7, 2, model_clock)
    for key in ((1, 0), (2, 0)):
        kinds = [j for j, _a in turns[key]["choices"] if j is not None]
        assert kinds[0] == "hard" and kinds[-1] == "plain", key


def test_a_turn_under_the_budget_plays_as_with_no_budget(model_clock):
    # a budget no turn reaches: the same choices as a general without one
    free = HardGeneral(5)
    free.turn_seconds = free.turn_limit = None
    timed = HardGeneral(5)
    timed.turn_seconds, timed.turn_limit = 10 ** 6 * TICK, (10 ** 6 + 1) * TICK
    a = _play_turns(free, 8, 1, model_clock)
    b = _play_turns(timed, 8, 1, model_clock)
    assert [x for _j, x in a[(1, 0)]["choices"]] == [x for _j, x in b[(1, 0)]["choices"]]
    assert {j for j, _x in b[(1, 0)]["choices"]} <= {"hard", None}
    assert timed._used == pytest.approx(b[(1, 0)]["judged"] * TICK) and b[(1, 0)]["judged"] > 0
