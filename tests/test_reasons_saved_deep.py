"""A computer move's reason is kept through save and load in every game, however deeply its
sentence nests (a reason names regions, figures and the next best choice, each a sentence of
its own): the save file's reasons were read with the extras' depth limit (12), which a real
Imperium reason, sealed while its move is hidden, passes (17), so every reason of an Imperium game was set aside on load and the
log of a game opened again had none."""
from __future__ import annotations

import json
import random

import pytest

from games.core.explain import explainer, sealed
from games.core.record import Record, read_reasons
from games.core.session import Session
from games.core.state import SeatInfo
from games.core.text import Msg
from games.core.views import hides_move


def depth(value) -> int:
    """How deep lists and objects nest in ``value``."""
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    return 0


@pytest.mark.parametrize("game", ["imperium", "caesar"])
def test_real_reasons_come_back_from_a_save(game):
    rng = random.Random(3)
    record = Record(game, [SeatInfo(f"P{i}") for i in range(3 if game == "imperium" else 2)], seed=3)
    session = Session(record)
    ex = explainer(game)
    deepest = 0
    for _ in range(12):
        state = session.state
        if state.is_over():
            break
        seat = state.to_act()[0]
        action = rng.choice(state.legal_actions(seat))
        why = ex.reason(state.view_for(seat), seat, action)
        if hides_move(state.view_for(seat), seat, action):     # (sealed until the game ends, as kept)
            why = sealed(why)
        session.act(seat, action)
        record.reasons[len(record.actions) - 1] = why
        deepest = max(deepest, depth(why.to_json()))
    data = json.loads(json.dumps(record.to_json()))
    back = read_reasons(data["reasons"], len(record.actions))
    assert back == record.reasons, f"reasons nesting {deepest} deep were set aside on load"


def test_a_reason_nested_past_any_sentence_is_still_refused():
    msg = Msg("core.action", {"name": "x"})
    for _ in range(200):
        msg = Msg("core.action", {"name": msg})
    assert read_reasons({"0": msg.to_json()}, 1) == {}


def test_a_reason_kept_in_words_that_changed_since_is_dropped_alone():
    """A Caesar XL save kept reasons in words changed since: a key now gone read on screen as
    "caesar_xl.why.vs.close", a parameter renamed as "{alt}では、{cost}". Those two are dropped
    on load; the reason still in today's words is kept."""
    good = Msg("core.seat_default", {"n": 1})
    gone = Msg("caesar_xl.why.vs.close", {"alt": Msg("core.seat_default", {"n": 2})})
    renamed = Msg("caesar_xl.why.vs.worth", {"alt": Msg("core.seat_default", {"n": 2}), "gold": 3})
    inner = Msg("core.seat_default", {"n": 1, "x": Msg("no.such.key")})
    raw = {str(i): m.to_json() for i, m in enumerate((good, gone, renamed, inner))}
    assert read_reasons(json.loads(json.dumps(raw)), 4) == {0: good}
