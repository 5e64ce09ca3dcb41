"""A computer move's reason is kept through save and load in every game, however deeply its
sentence nests (a reason names regions, figures and the next best choice, each a sentence of
its own): the save file's reasons were read with the extras' depth limit (12), which a real
Imperium reason, sealed while its move is hidden, passes (17), so every reason of an Imperium game was set aside on load and the
log of a game opened again had none."""
from __future__ import annotations

import json
import random

import pytest

from games.core.explain import SECRET_REASON, explainer, sealed, unsealed
from games.core.record import Record, read_reasons
from games.core.session import Session
from games.core.state import SeatInfo
from games.core.text import LANGS, Msg, catalogue, parts
from games.core.views import hides_move


def depth(value) -> int:
    """How deep lists and objects nest in ``value``."""
    if isinstance(value, dict):
        return 1 + max((depth(v) for v in value.values()), default=0)
    if isinstance(value, list):
        return 1 + max((depth(v) for v in value), default=0)
    return 0


def played_with_reasons(game: str, moves: int) -> Record:
    """A seeded game of ``game`` whose moves all keep the reasons the game's explainer gives,
    sealed where the move is hidden (as the window keeps them)."""
    rng = random.Random(3)
    record = Record(game, [SeatInfo(f"P{i}") for i in range(3 if game == "imperium" else 2)], seed=3)
    session = Session(record)
    ex = explainer(game)
    for _ in range(moves):
        state = session.state
        if state.is_over():
            break
        seat = state.to_act()[0]
        action = rng.choice(state.legal_actions(seat))
        why = ex.reason(state.view_for(seat), seat, action)
        if hides_move(state.view_for(seat), seat, action):
            why = sealed(why)
        session.act(seat, action)
        record.reasons[len(record.actions) - 1] = why
    return record


@pytest.mark.parametrize("game", ["imperium", "caesar"])
def test_real_reasons_come_back_from_a_save(game):
    record = played_with_reasons(game, 12)
    deepest = max(depth(why.to_json()) for why in record.reasons.values())
    data = json.loads(json.dumps(record.to_json()))
    back = read_reasons(data["reasons"], len(record.actions))
    assert back == record.reasons, f"reasons nesting {deepest} deep were set aside on load"


def test_a_reason_nested_past_any_sentence_is_still_refused():
    msg = Msg("core.action", {"name": "x"})
    for _ in range(200):
        msg = Msg("core.action", {"name": msg})
    assert read_reasons({"0": msg.to_json()}, 1) == {}


def test_a_reason_kept_in_words_that_changed_since_is_dropped_alone():
    """A Caesar XL save made before saves kept their words had reasons in words changed since:
    a key now gone read on screen as "caesar_xl.why.vs.close", a parameter renamed as
    "{alt}では、{cost}". Those two are dropped on load; the reason still in today's words is kept."""
    good = Msg("core.seat_default", {"n": 1})
    gone = Msg("caesar_xl.why.vs.close", {"alt": Msg("core.seat_default", {"n": 2})})
    renamed = Msg("caesar_xl.why.vs.worth", {"alt": Msg("core.seat_default", {"n": 2}), "gold": 3})
    inner = Msg("core.seat_default", {"n": 1, "x": Msg("no.such.key")})
    raw = {str(i): m.to_json() for i, m in enumerate((good, gone, renamed, inner))}
    assert read_reasons(json.loads(json.dumps(raw)), 4) == {0: good}


def said(reasons: dict, lang: str) -> dict:
    return {i: unsealed(m, True).render(lang) for i, m in reasons.items()}


def test_a_reason_whose_words_changed_since_it_was_kept_is_said_in_the_kept_words(monkeypatch):
    """A save keeps the catalogue's words of its reasons' sentences beside them: once a key is
    gone from the catalogue, and another's text asks for a parameter renamed, the reasons
    still read as they did, in English and in Japanese, sealed ones sealed until the end;
    saved again, they keep those words for the next load."""
    record = played_with_reasons("imperium", 12)
    data = json.loads(json.dumps(record.to_json()))
    before = {lang: said(record.reasons, lang) for lang in LANGS}
    keys = sorted({p.key for m in record.reasons.values() for p in parts(m) if isinstance(p, Msg)})
    gone, renamed = [k for k in keys if k != SECRET_REASON][:2]
    for lang in LANGS:
        monkeypatch.delitem(catalogue()[lang], gone)
        monkeypatch.setitem(catalogue()[lang], renamed, "{no_such_place}")
    back = Record.from_json(data)
    assert {lang: said(back.reasons, lang) for lang in LANGS} == before
    assert all(unsealed(m, False) is None for i, m in back.reasons.items() if record.reasons[i].key == SECRET_REASON)
    again = Record.from_json(json.loads(json.dumps(back.to_json())))
    assert {lang: said(again.reasons, lang) for lang in LANGS} == before


def test_a_save_keeps_each_sentences_words_once():
    """The kept words stay small: each sentence's words once, however many reasons say it, so
    they grow with the game's sentences, never with its length."""
    record = played_with_reasons("caesar", 30)
    words = record.to_json()["words"]
    keys = {p.key for m in record.reasons.values() for p in parts(m) if isinstance(p, Msg)}
    assert keys <= set(words) and set(words) - keys <= {k + ".one" for k in keys}
    record.actions = record.actions * 3
    record.reasons.update({i + n: m for i, m in record.reasons.items() for n in (30, 60)})
    assert record.to_json()["words"] == words
