"""Never cheating, in the review: an item of the review (the move taken, the better move, the
why, the loss) is judged and worded from the seat's own view at the moment of the move alone, so
it reads the same in every hidden world that view allows (the engines' ``resample_hidden``: the
others' hands, committed cards, hidden orders drawn again). A judge that read the true state, or
a view from after the move, would name a card or a sum the seat could not know, and the item
would change with the world."""
from __future__ import annotations

import random

import pytest

from games.core import review as R
from games.core.bench import random_action
from games.core.chance import CHANCE
from games.core.explain import explainer
from games.core.record import Record
from games.core.registry import ai, info
from games.core.state import SeatInfo

GAMES = ("caesar", "imperium", "catilina", "seize_rome", "caesar_xl")
#: decisions checked per game (those where another seat held a secret), and worlds per decision
DECISIONS = {"caesar_xl": 2}
WORLDS = 3


def _game(game_id: str, seed: int) -> Record:
    """A finished (or long) seeded game of easy computer players, every seat a person's in the
    record (each of its decisions is judged by the review)."""
    n = min(max(2, info(game_id).min_players), info(game_id).max_players)
    rec = Record(game_id, [SeatInfo(f"P{k}", "human") for k in range(n)], seed=seed)
    state, rng = rec.new_state(), random.Random(seed)
    players = [ai(game_id).make_player("easy", seed + k) for k in range(n)]
    while state.to_act() and len(rec.actions) < 400:
        seat = state.to_act()[-1]          # (in a struggle the last seat asked chooses first)
        action = random_action(state, seat, rng) if seat == CHANCE else players[seat].choose(state.view_for(seat), seat)
        state.apply(seat, action)
        rec.actions.append((seat, action))
    return rec


def _secret_moments(rec: Record, most: int) -> list[tuple]:
    """Up to ``most`` decisions the review judges where another seat held a secret, each with
    the true state then."""
    decisions, _turns = R._moments(rec)
    at = {d[0]: d for d in decisions}
    out, state = [], rec.new_state()
    for i, (seat, action) in enumerate(rec.actions):
        if i in at and state.secrets(seat) and not getattr(action, "composing", False):
            out.append((at[i], state.clone()))
            if len(out) == most:
                break
        state.apply_trusted(seat, action)
    return out


def _said(mod, view, seat: int, action) -> tuple:
    """What the review says of ``action`` from ``view``: its item, and the judge's words of it
    even when it is no item (a move near the best is judged and worded all the same)."""
    j = mod.judge(view, seat, action)
    return R.item(mod, view, seat, action), j.best.action, j.best.reason, R.why_of(mod, view, seat, j)


#: each game's first such decision runs by default; its later ones repeat the check (``-m long``)
PARTS = [pytest.param(g, slice(0, 1), id=g) for g in GAMES] + \
    [pytest.param(g, slice(1, None), id=f"{g}-later", marks=pytest.mark.long) for g in GAMES]


@pytest.mark.parametrize("game_id, part", PARTS)
def test_a_review_item_reads_the_same_in_every_world_the_seats_view_allows(game_id, part):
    mod = explainer(game_id)
    assert mod is not None
    moments = _secret_moments(_game(game_id, 7), DECISIONS.get(game_id, 4))
    assert moments, f"{game_id}: no decision made while another seat held a secret"
    for (i, seat, view, action, _asked, _when, _turn), true in moments[part]:
        said = _said(mod, view, seat, action)
        assert said == _said(mod, true.view_for(seat), seat, action), (game_id, i)
        for k in range(WORLDS):
            world = true.resample_hidden(seat, random.Random(k))
            assert _said(mod, world.view_for(seat), seat, action) == said, (game_id, i, k)


def _defender_first(rec: Record) -> tuple | None:
    """The first card of ``rec`` a Caesar defender chose before the attacker, with a choice on
    both sides: ``(index, defender, its card, attacker, the attacker's hand)``."""
    from games.caesar.rules import PHASE_STRUGGLE, PlayCard
    state = rec.new_state()
    for k, (seat, action) in enumerate(rec.actions[:-1]):
        if state.phase == PHASE_STRUGGLE and seat == state.duel[1] and isinstance(action, PlayCard):
            attacker = state.duel[0]
            if len(state.hands[attacker]) > 1 and len(state.hands[seat]) > 1:
                return k, seat, action, attacker, state.hands[attacker]
        state.apply_trusted(seat, action)
    return None


def test_caesar_a_card_chosen_first_is_judged_before_the_other_card_exists():
    """A Caesar struggle where the defender chooses first and loses: the review of the
    defender's card is the same whatever card the attacker then plays (a judge that read the
    state after the struggle would say "your move would lose to Livia's 9" of the 9 played)."""
    from games.caesar.rules import PlayCard
    mod = explainer("caesar")
    for seed in range(3, 12):
        rec = _game("caesar", seed)
        found = _defender_first(rec)
        if found is None:
            continue
        k, seat, action, attacker, hand = found
        said = []
        for card in hand:
            again = Record("caesar", rec.seats, seed=rec.seed)
            again.actions = rec.actions[:k + 1] + [(attacker, PlayCard(card))]
            decision = next(d for d in R._moments(again)[0] if d[0] == k)
            said.append(_said(mod, decision[2], seat, action))
        assert all(s == said[0] for s in said), (seed, k)
        return
    pytest.fail("no struggle where the defender chose first")
