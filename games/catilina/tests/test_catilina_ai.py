"""Catilina computer players: legal, seeded, within their time caps, and sensible.

The players cap a decision's sampling in processor time; the caps' clock stands still in these
tests (:func:`no_time_cap`), so the deals drawn are the counts' alone and every decision is the
same on any machine. Decision times are measured by ``main.py bench``."""
import functools

import pytest

from games.catilina import ai
from games.catilina.ai import make_player
from games.catilina.rules import Accuse, Ask, Give, matches, new_game
from games.core.cli import play_one
from games.core.budget import SteppingClock, still
from games.core.state import SeatInfo


@pytest.fixture(autouse=True)
def no_time_cap(monkeypatch):
    """The players' clock stands still: they draw as many deals as their level says, never fewer
    because a slow or busy machine reached the time cap sooner."""
    monkeypatch.setattr(ai, "_clock", still)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
@pytest.mark.parametrize("opts", [{}, {"keep": True}, {"individual": True}])
def test_decisions_are_legal_and_seeded(level, opts):
    s = new_game(4, 6, opts)
    for _ in range(6):
        if not s.to_act():
            break
        seat = s.to_act()[0]
        view = s.view_for(seat)
        a = make_player(level, 3).choose(view, seat)
        assert a in s.legal_actions(seat)
        assert make_player(level, 3).choose(s.view_for(seat), seat) == a
        s.apply(seat, a)


@pytest.mark.parametrize("seconds", [3, 5])
def test_a_decision_stops_drawing_deals_when_its_time_is_up(monkeypatch, seconds):
    """The clock is read when the decision starts and before each deal after the first: on a clock
    moving one second a reading, normal draws ``seconds + 1`` deals (48 with the clock standing
    still) and reads the clock ``seconds + 2`` times."""
    from games.catilina.deduction import Knowledge
    drawn = [0]
    real = Knowledge.sample

    def counting(self, *args, **kw):
        drawn[0] += 1
        return real(self, *args, **kw)
    monkeypatch.setattr(Knowledge, "sample", counting)
    view = new_game(4, 6, {}).view_for(0)
    assert ai.CatilinaPlayer("normal", 3, seconds=seconds).choose(view, 0) in view.legal_actions(0)
    assert drawn[0] == ai.SAMPLES["normal"]
    drawn[0] = 0
    clock = SteppingClock(1.0)
    monkeypatch.setattr(ai, "_clock", clock)
    assert ai.CatilinaPlayer("normal", 3, seconds=seconds).choose(view, 0) in view.legal_actions(0)
    assert drawn[0] == seconds + 1 and clock.readings == seconds + 2


def test_hard_stops_rebuilding_the_rivals_when_its_time_is_up(monkeypatch):
    """Hard rebuilds each rival's knowledge in up to 40 of its deals within ``RIVAL_SECONDS``: the
    clock is read when it starts and before each deal after the first, so with a cap of 2.5 s on a
    clock moving one second a reading it stops after three deals, at the fourth reading."""
    import random

    from games.catilina.deduction import Knowledge
    _, view = _late_views(3)[1]
    player = ai.CatilinaPlayer("hard", 1)
    worlds = player.worlds(Knowledge.from_view(view, 0), random.Random(1), 0, float("inf"), None)
    rivals = [r for r in range(view.n_seats) if r != 0 and not view.out[r]]
    assert len(worlds) >= ai.RIVAL_WORLDS and min(view.turns_taken[r] for r in rivals) >= ai.RIVAL_MIN_TURNS
    monkeypatch.setattr(ai, "RIVAL_SECONDS", 2.5)
    clock = SteppingClock(1.0)
    monkeypatch.setattr(ai, "_clock", clock)
    player._danger(view, 0, worlds, rivals, random.Random(2))
    assert clock.readings == 4


def test_accuses_when_the_sum_is_proved():
    s = new_game(4, 3, {})
    for target in (1, 2, 3):
        for colour in range(5):
            s.turn = 0
            s.apply(0, Ask(target, "colour", colour))
    s.turn = 0
    true_sum = sum(c % 6 + 1 for c in s.conspirators)
    for level in ("easy", "normal", "hard"):
        assert make_player(level, 1).choose(s.view_for(0), 0) == Accuse(true_sum)


def test_giver_passes_a_card_the_asker_has_already_seen():
    s = new_game(3, 11, {})
    # find a colour that seat 1 holds at least twice
    colour = next(c for c in range(5) if sum(1 for x in s.hands[1] if x // 6 == c) >= 2)
    s.apply(0, Ask(2, "colour", 0 if colour else 1))
    s.apply(1, Ask(2, "value", 1))
    s.apply(2, Ask(1, "value", 1))
    # seat 0 sees one specific card of that colour from seat 1 (asking for its value alone)
    seen = next(x for x in s.hands[1] if x // 6 == colour)
    s.apply(0, Ask(1, "value", seen % 6 + 1))
    s.turn = 0
    s.apply(0, Ask(-1, "colour", colour))
    assert 1 in s.to_act()
    for level in ("easy", "normal", "hard"):
        assert make_player(level, 2).choose(s.view_for(1), 1) == Give(seen)


def test_hard_beats_random():
    seats = [SeatInfo("hard", "ai", "hard"), SeatInfo("r1", "ai", "random"), SeatInfo("r2", "ai", "random")]
    wins = 0
    for g in range(3):
        session = play_one("catilina", seats, 40 + g)
        wins += 0 in session.state.outcome().winners
    assert wins >= 2


def _late_views(seed, seat=0, min_turns=4):
    """``(state, view)``: views of ``seat`` at its turns from ``min_turns`` on, in a game of
    normal players (played once for each set of arguments; each caller gets copies)."""
    return [(state.clone(), view.clone()) for state, view in _late_views_once(seed, seat, min_turns)]


@functools.lru_cache(maxsize=None)
def _late_views_once(seed, seat, min_turns):
    s = new_game(4, seed, {})
    players = [make_player("normal", seed * 31 + i) for i in range(4)]
    out = []
    while s.to_act():
        who = s.to_act()[0]
        if who == seat and s.phase == "ask" and s.turns_taken[seat] >= min_turns:
            out.append((s.clone(), s.view_for(seat)))
        s.apply(who, players[who].choose(s.view_for(who), who))
    return out


def test_hard_chain_draws_consistent_deals_with_the_exact_odds():
    import random

    from games.catilina.ai import _chain
    from games.catilina.deduction import Knowledge, value_sum
    checked = 0
    for _, view in _late_views(3):
        know = Knowledge.from_view(view, 0)
        census = know.model.enumerate(3000)
        if census is None or len(census.sums) < 2:
            continue
        rng = random.Random(1)
        starts = [know.model.sample(rng) for _ in range(4)]
        deals = _chain(know.model, starts, rng, 400)
        m = know.model
        for w in deals:
            assert all(lo <= (w[loc] & mask).bit_count() <= hi for loc, mask, lo, hi in m.cons)
            assert all(w[loc] & ~m.poss[loc] == 0 for loc in range(len(w)))
        for total, n in census.sums.items():
            share = sum(1 for w in deals if value_sum(w[m.pile]) == total) / len(deals)
            assert abs(share - n / census.total) < 0.12
        checked += 1
    assert checked


def test_hard_rebuilds_what_a_rival_can_prove():
    import random

    from games.catilina.ai import _rival_proves
    from games.catilina.deduction import Knowledge
    agree = total = 0
    for seed in (3, 5):
        for state, view in _late_views(seed):
            deal = [sum(1 << c for c in h) for h in state.hands] + [sum(1 << c for c in state.conspirators)]
            for r in (1, 2, 3):
                if state.out[r]:
                    continue
                truth = Knowledge.from_view(state.view_for(r), r).certain_sum() is not None
                agree += _rival_proves(view, 0, deal, r, random.Random(0)) == truth
                total += 1
    # a giver's choice among several matching cards is drawn at random, so rare misses are allowed
    assert total and agree >= 0.9 * total


def determined_sum_rate(games, every, max_steps, seed0=0, truth_budget=60000):
    """Keep-the-cards variant: ``(determined, proved)`` over positions of random games.

    A position counts as *determined* when the seat's observations leave one conspirator
    sum: no possible deal has another (an exhaustive search of the deals of the relaxed model,
    each checked against the passes by a :class:`~games.catilina.deduction.PassLog` with a
    budget that never runs out). It is *proved* when the seat's deduction, with its usual
    budgets (:meth:`~games.catilina.deduction.Knowledge.certain_sum`, which the players use),
    names that sum. Positions whose truth the search cannot settle within ``truth_budget``
    are left out.
    """
    from games.catilina.deduction import Knowledge, PassLog
    from games.catilina.tests.test_catilina_deduction import keep_positions
    determined = proved = 0
    for s, seat in keep_positions(games=games, every=every, max_steps=max_steps, seed0=seed0):
        view = s.view_for(seat)
        know = Knowledge.from_view(view, seat)
        if not know.model.ok:
            continue
        true_sum = sum(c % 6 + 1 for c in s.conspirators)
        strict = PassLog(view, seat, budget=10 ** 9).check if know.passes is not None else None
        if know.model.exists_sum_other_than(true_sum, truth_budget, strict) is not False:
            continue
        determined += 1
        proved += know.certain_sum() == true_sum
    return determined, proved


def test_keep_variant_deduction_proves_the_determined_sums():
    """Of the keep-variant positions whose observations determine the sum, the deduction the
    players use proves (nearly) all; docs/selfplay/catilina.md gives the rate over more games."""
    determined, proved = determined_sum_rate(games=6, every=4, max_steps=60)
    assert determined >= 8
    assert proved >= 0.9 * determined


def test_hard_foresees_the_card_a_giver_passes_when_everyone_is_asked():
    """Seat 0 has seen a card of seat 1 that is not seat 1's lowest of its colour; asked
    with everyone for that colour, seat 1 passes it again, and hard's question scoring
    (:func:`_give_ranks`, :func:`_given`) foresees that card and that it tells nothing new."""
    from games.catilina.ai import _give_ranks, _given
    from games.catilina.deduction import COLOUR_MASK, Knowledge
    for seed in range(1, 200):
        s = new_game(4, seed, {})
        colour = next((c for c in range(5) if sum(1 for x in s.hands[1] if x // 6 == c) >= 2), None)
        if colour is None:
            continue
        seen = max(x for x in s.hands[1] if x // 6 == colour)
        if sum(1 for x in s.hands[1] if x % 6 == seen % 6) == 1:
            break
    s.apply(0, Ask(1, "value", seen % 6 + 1))          # seat 0 sees exactly that card
    s.turn = 0
    view = s.view_for(0)
    rank = _give_ranks(view, 0, [1, 2, 3])
    hand1 = sum(1 << c for c in s.hands[1])
    know = Knowledge.from_view(view, 0)
    known1 = know.model.poss[1] & know.model.fixed()
    assert _given(hand1, rank[1], COLOUR_MASK[colour], known1) == -1
    assert _given(hand1, rank[1], COLOUR_MASK[colour], 0) == 1 << seen
    s.apply(0, Ask(-1, "colour", colour))
    assert make_player("normal", 2).choose(s.view_for(1), 1) == Give(seen)


def test_hard_foresees_the_passes_of_the_other_players():
    """In games of normal players, the card each giver passes when everyone is asked is
    (nearly always) the first of its matching cards in the order hard reads from the
    asker's view before the question (the public answer to the question itself, who holds
    a match, can reorder a few)."""
    from games.catilina.ai import _give_ranks
    from games.catilina.rules import matches
    agree = total = 0
    for seed in (2, 7):
        s = new_game(4, seed, {})
        players = [make_player("normal", seed * 31 + i) for i in range(4)]
        ranks = None
        while s.to_act() and total < 60:
            who = s.to_act()[0]
            if s.phase == "ask":
                ranks = _give_ranks(s.view_for(who), who, [g for g in range(4) if g != who])
            a = players[who].choose(s.view_for(who), who)
            if isinstance(a, Give):
                _, kind, attr = s.question
                first = next(c for c in ranks[who] if c in s.hands[who] and matches(c, kind, attr))
                agree += first == a.card
                total += 1
            s.apply(who, a)
    assert total >= 20 and agree >= 0.9 * total


def test_hard_rebuilds_the_cards_each_rival_was_shown():
    """With the true deal, the cards hard rebuilds as shown to each rival are exactly those
    it was shown: a giver other than hard passes by its pass order, which hard reads from
    the public record as it was at that question (:func:`_public_pass_keys`)."""
    import random

    from games.catilina.ai import _public_pass_keys, _rival_shown
    checked = chosen = 0
    for seed in (3, 5):
        for state, view in _late_views(seed):
            deal = [sum(1 << c for c in h) for h in state.hands] + [sum(1 << c for c in state.conspirators)]
            keys = _public_pass_keys(view, 0)
            for r in (1, 2, 3):
                truth = sorted((sh.turn, sh.giver, sh.cards) for sh in state.shown if r in (sh.asker, sh.giver)
                               and 0 in (sh.asker, sh.giver) or sh.asker == r)
                got = sorted((sh.turn, sh.giver, sh.cards)
                             for sh in _rival_shown(view, 0, deal, r, random.Random(0), keys))
                assert got == truth
                checked += 1
            chosen += sum(1 for q in view.history if q.target == -1 and q.asker != 0
                          for g, k in q.answers if k and g != 0 and
                          sum(1 for c in state.hands[g] if matches(c, q.kind, q.attr)) > 1)
    assert checked >= 12 and chosen >= 5      # givers with a choice were rebuilt


def test_hard_reads_the_odds_of_the_sums_close_to_the_exact_count():
    """hard's odds of each sum (the share of its drawn deals) are within a few points of the
    exact count of the consistent deals: it draws many deals from many searched starts, as a
    short chain from few starts over-rates some sums (the best one most, as it is the best)."""
    import random

    from games.catilina.ai import CatilinaPlayer
    from games.catilina.deduction import Knowledge, value_sum
    worst = 0.0
    checked = 0
    for seed in (3, 5, 8):
        for _, view in _late_views(seed):
            know = Knowledge.from_view(view, 0)
            census = know.model.enumerate(3000)
            if census is None or len(census.sums) < 2:
                continue
            player = CatilinaPlayer("hard", 1)
            deals = player.worlds(know, random.Random(seed), 0, float("inf"), None)
            for total, n in census.sums.items():
                share = sum(1 for w in deals if value_sum(w[view.n_seats]) == total) / len(deals)
                worst = max(worst, abs(share - n / census.total))
            checked += 1
    assert checked >= 3
    assert worst < 0.06, worst
