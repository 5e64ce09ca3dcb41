"""A computer's reason is shown to every seat (the log's "Why:", the last-move marker, the
replay), so one that tells what only the mover knows is sealed until the end: a reason others
may read is the same in every world consistent with what everyone sees
(:func:`games.app.explaining.tells_secrets`)."""
from __future__ import annotations

import random

import pytest

from games.app.explaining import DRAWS, PUBLIC_WORLDS, explain_ref, public_world, reason_of, shown_reason
from games.core.explain import SECRET_REASON, explainer, unsealed
from games.core.record import Record
from games.core.registry import rules
from games.core.state import SeatInfo
from games.core.text import Msg
from tests.test_explain import _keys, _positions

#: the games whose computer holds secrets (Caesar's face-down card, Imperium's laid cards,
#: Catilina's hand, Caesar XL's battle cards, CAESAR!'s tokens behind the screen), with the
#: positions asked in each (Caesar XL's reasons are slower)
SECRET_GAMES = {"caesar": 3, "imperium": 3, "catilina": 3, "caesar_xl": 1, "seize_rome": 3}
#: the moves of each position whose reasons are asked
MOVES = 3
#: worlds asked besides the ones the check itself asks (of those where the move can be made)
EXTRA_WORLDS = 2


def positions(game_id: str, count: int) -> list:
    """``(state, seat)`` at ``count`` decisions of seeded random games; Catilina's random seats
    never accuse (a random accusation ends its game within a few moves)."""
    if game_id != "catilina":
        return _positions(game_id, count)
    out = []
    for g in range(count):
        rng = random.Random(300 + g)
        state = rules(game_id).new_game(3, g, {})
        for _ in range(rng.randrange(3, 30)):
            seat = state.to_act()[0]
            state.apply(seat, rng.choice([a for a in state.legal_actions(seat) if type(a).__name__ != "Accuse"]))
        out.append((state, state.to_act()[0]))
    return out


@pytest.mark.parametrize("game_id", sorted(SECRET_GAMES))
def test_a_reason_shown_to_others_is_the_same_in_every_public_world(game_id):
    ref, mod = explain_ref(game_id), explainer(game_id)
    assert ref is not None and mod is not None
    asked = sealed = 0
    for state, seat in positions(game_id, SECRET_GAMES[game_id]):
        view = state.view_for(seat)
        moves = view.legal_actions(seat)
        for action in random.Random(7).sample(moves, min(MOVES, len(moves))):
            got = reason_of(ref, view, seat, action)
            assert got is not None, (game_id, action)
            if got.key == SECRET_REASON:
                sealed += 1
                if unsealed(got, False) is not None:      # (its public form, read during play)
                    _same_in_public_worlds(mod.public_reason, view, seat, action, unsealed(got, False))
                continue
            asked += 1
            _same_in_public_worlds(mod.reason, view, seat, action, got)
    assert asked + sealed >= SECRET_GAMES[game_id], (game_id, asked, sealed)
    assert asked or game_id == "catilina", f"no reason of {game_id} was readable by others"


def _same_in_public_worlds(reason, view, seat: int, action, got) -> None:
    """``reason(view, seat, action)`` is ``got`` in every world consistent with what everyone
    sees of ``view`` in which the move can be made (more of them than the check itself asks)."""
    worlds = (public_world(view, seat, 100 + k).view_for(seat) for k in range(DRAWS))
    legal = [w for w in worlds if action in w.legal_actions(seat)][:PUBLIC_WORLDS + EXTRA_WORLDS]
    assert legal, action
    for k, other in enumerate(legal):
        assert reason(other, seat, action) == got, (k, action, got)


#: Catilina games of the question test: the first runs by default (it asks ten questions); the
#: others, two with the "keep" and "individual" options, repeat it (``-m long``)
QUESTION_GAMES = ({}, {"keep": True}, {"individual": True}, {})


@pytest.mark.parametrize("games", [pytest.param((0,), id="0"), pytest.param((1, 2, 3), id="1-3", marks=pytest.mark.long)])
def test_most_catilina_question_reasons_are_read_during_play_and_tell_no_secret(games):
    """A question's reason rests on the asker's hand, so it is kept for the end; in its place
    the table reads its public form (whom it asks, what the answer tells everyone, the sums the
    public answers leave), which is the same in every world consistent with what all see."""
    ref, mod = explain_ref("catilina"), explainer("catilina")
    shown = asked = 0
    for g in games:
        options = QUESTION_GAMES[g]
        rng = random.Random(500 + g)
        state = rules("catilina").new_game(3 + g % 3, g, options)
        for _ in range(rng.randrange(6, 24)):
            seat = state.to_act()[0]
            action = rng.choice([a for a in state.legal_actions(seat) if type(a).__name__ not in ("Accuse", "AccuseCard")])
            if type(action).__name__ == "Ask" and rng.random() < 0.5:
                view = state.view_for(seat)
                why = reason_of(ref, view, seat, action)
                assert why is not None, action
                asked += 1
                now = unsealed(why, False)
                if now is not None:
                    shown += 1
                    check = mod.reason if why.key != SECRET_REASON else mod.public_reason
                    _same_in_public_worlds(check, view, seat, action, now)
                    assert unsealed(why, True) == mod.reason(view, seat, action), why
            state.apply(seat, action)
    assert asked >= 8, asked
    assert shown > asked * 3 // 4, f"only {shown} of {asked} question reasons were read during play"


def _sums_reason(seed: int):
    """A Catilina game of three computer-like seats asking (never accusing) until a question's
    reason names the sums the asker still finds possible: the record so far, the index of that
    move and its reason from the worker; ``None`` when the game ends first."""
    R = rules("catilina")
    state = R.new_game(3, seed, {})
    record = Record("catilina", [SeatInfo(n, "ai", "easy") for n in ("Livia", "Marcus", "Julia")], seed=seed)
    rng = random.Random(seed)
    ref = explain_ref("catilina")
    for _ in range(200):
        if not state.to_act():
            return None
        seat = state.to_act()[0]
        moves = [a for a in state.legal_actions(seat) if type(a).__name__ != "Accuse"]
        action = rng.choice(moves)
        if type(action).__name__ == "Ask":
            why = reason_of(ref, state.view_for(seat), seat, action)
            inner = unsealed(why, True)
            if inner is not None and {"catilina.why.sums_listed", "catilina.why.sums_many"} & set(_keys(inner)):
                record.actions.append((seat, action))
                record.reasons[len(record.actions) - 1] = why
                return record, len(record.actions) - 1, why
        record.actions.append((seat, action))
        state.apply(seat, action)
    return None


def test_a_catilina_reason_naming_the_askers_sums_is_sealed_until_the_end():
    """Julia's "3 sums remain possible (20, 22, 23)" comes from her hand and the cards shown
    only to her: the others read only its public form during play, and the whole once the game
    is over."""
    found = next(filter(None, (_sums_reason(g) for g in range(6))), None)
    assert found is not None, "no question named the sums in six games"
    record, index, why = found
    assert why.key == SECRET_REASON, why
    during = shown_reason(record, index, over=False)
    assert during is not None and during == why.params["public"], why
    assert "answers everyone has heard" in during.render("en") and during != unsealed(why, True)
    after = shown_reason(record, index, over=True)
    assert after == unsealed(why, True) and "sums remain possible" in after.render("en")


def tactic_step(seed: int, playable: bool):
    """A two-seat Caesar XL game of ``seed`` played at random up to a battle's tactic step of
    seat 0 or 1 holding cards, one of them a tactics card it may play (``playable``) or none:
    the state and that seat; None when the game has none within 1500 moves."""
    from games.caesar_xl.rules import Tactic
    from games.core.players import random_action
    state, rng = rules("caesar_xl").new_game(2, seed, {}), random.Random(seed)
    for _ in range(1500):
        if state.is_over():
            return None
        seat = state.to_act()[0]
        if state.todo and state.todo[0][0] == "tactic" and seat in (0, 1) and state.hands[seat] \
                and any(isinstance(a, Tactic) for a in state.legal_actions(seat)) == playable:
            return state, seat
        state.apply(seat, random_action(state, seat, rng))
    return None



def sealed_pass(found, what: str, key: str) -> Msg:
    """The reason of a pass at the tactic step ``found`` (:func:`tactic_step`; ``what`` says
    which when there was none), checked to be sealed and to say ``key`` once unsealed."""
    from games.caesar_xl.rules import Pass
    if found is None:
        pytest.fail(f"no tactic step {what}")
    state, seat = found
    why = reason_of(explain_ref("caesar_xl"), state.view_for(seat), seat, Pass())
    assert why is not None and why.key == SECRET_REASON, why
    assert key in set(_keys(unsealed(why, True))), why
    return why

def test_a_caesar_xl_reason_naming_the_battle_cards_kept_is_sealed():
    """Caesar XL: passing on a battle's tactic step is seen by all, but its reason "the battle
    cards Triple Line ... are kept" names the mover's hidden hand: sealed until the end."""
    sealed_pass(tactic_step(0, playable=True), "with a battle card in hand", "caesar_xl.why.keep_cards")


def test_a_caesar_xl_pass_with_no_tactics_card_playable_is_sealed():
    """"No card in hand can be played in the battle" tells the others that none of the cards the
    mover holds is a tactics card for it: the others read only that no card was played."""
    found = next((step for seed in range(6) if (step := tactic_step(seed, playable=False)) is not None), None)
    why = sealed_pass(found, "with cards in hand and none playable", "caesar_xl.why.no_tactic")
    during = unsealed(why, False)
    assert during is not None and "caesar_xl.why.no_tactic" not in set(_keys(during)), during
    assert "caesar_xl.why.pass_tactic_public" in set(_keys(during)), during

