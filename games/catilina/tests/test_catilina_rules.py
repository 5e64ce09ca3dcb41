"""Catilina rules on hand-built positions: questions, accusations, variants, views."""
import random

import pytest

from games.catilina.rules import (Accuse, AccuseCard, Answered, Ask, Committed, EndTurn, Give, Revealed, Shown,
                                  new_game, value_of)
from games.core.conformance import check_no_generator, snapshot
from games.core.errors import IllegalAction


def card(colour, value):
    """Card number of a colour index and a value 1-6."""
    return colour * 6 + value - 1


def position(hands, consp, keep=False, individual=False):
    """A state with the given hands and conspirators (seat 0 to ask)."""
    s = new_game(len(hands), 0, {"keep": keep, "individual": individual})
    s.hands = [tuple(sorted(h)) for h in hands]
    s.hand_sizes = [len(h) for h in hands]
    s.initial_size = len(hands[0])
    s.conspirators = tuple(sorted(consp))
    s.n_conspirators = len(consp)
    assert sorted(sum(map(list, hands), []) + list(consp)) == list(range(30))
    return s


def std3():
    """3 players, conspirators red1 blue1 green1 yellow1 purple1 + red2."""
    consp = [card(c, 1) for c in range(5)] + [card(0, 2)]
    rest = [c for c in range(30) if c not in consp]
    return position([rest[0:8], rest[8:16], rest[16:24]], consp)


# ----- set-up -------------------------------------------------------------
@pytest.mark.parametrize("n,size,nc", [(3, 8, 6), (4, 6, 6), (5, 5, 5)])
def test_deal_sizes_and_one_conspirator_per_colour(n, size, nc):
    for seed in range(20):
        s = new_game(n, seed, {})
        assert [len(h) for h in s.hands] == [size] * n
        assert len(s.conspirators) == nc
        colours = sorted(c // 6 for c in s.conspirators)
        assert set(colours) == set(range(5))
        assert sorted(sum(map(list, s.hands), []) + list(s.conspirators)) == list(range(30))


@pytest.mark.parametrize("n,size,nc", [(3, 6, 12), (4, 5, 10), (5, 4, 10)])
def test_individual_deal(n, size, nc):
    s = new_game(n, 3, {"individual": True})
    assert [len(h) for h in s.hands] == [size] * n and len(s.conspirators) == nc


def test_same_seed_same_deal():
    assert snapshot(new_game(4, 9, {})) == snapshot(new_game(4, 9, {}))


# ----- perft: golden counts of legal actions ------------------------------------
def test_legal_action_counts():
    assert len(new_game(3, 1, {}).legal_actions(0)) == 3 * 11 + 29
    assert len(new_game(4, 1, {}).legal_actions(0)) == 4 * 11 + 29
    assert len(new_game(5, 1, {}).legal_actions(0)) == 5 * 11 + 26
    assert len(new_game(4, 1, {"individual": True}).legal_actions(0)) == 4 * 11 + 25
    s = new_game(4, 1, {"keep": True})
    s.apply(0, Ask(1, "colour", 0))
    assert Ask(0, "colour", 0) not in s.legal_actions(1)   # seat 0 may not be asked back alone
    assert len(s.legal_actions(1)) == 4 * 11 + 29 - 1
    s.apply(1, Ask(2, "value", 3))
    assert Ask(1, "value", 3) not in s.legal_actions(2)    # the previous player's own question, alone
    assert Ask(-1, "value", 3) in s.legal_actions(2)
    assert len(s.legal_actions(2)) == 4 * 11 + 29 - 1


# (4762 and 3343 while a giver with one matching card passed it automatically; since
# the ruling that every giver chooses, that forced choice is a ply of its own)
PERFT2 = 4470
PERFT2_KEEP = 3098


def perft(state, depth):
    """Number of action sequences of ``depth`` plies (acting seats in order)."""
    if depth == 0 or not state.to_act():
        return 1
    n = 0
    for seat in state.to_act()[:1]:
        for a in state.legal_actions(seat):
            c = state.clone()
            c.apply(seat, a)
            n += perft(c, depth - 1)
    return n


def test_two_ply_perft_golden():
    assert perft(new_game(4, 2, {}), 2) == PERFT2
    assert perft(new_game(3, 2, {"keep": True}), 2) == PERFT2_KEEP


# ----- asking one player ----------------------------------------------------
def test_ask_one_passes_all_matching_cards_to_the_asker_only():
    s = std3()
    reds = [c for c in s.hands[1] if c // 6 == 0]
    events = s.apply(0, Ask(1, "colour", 0))
    ans = [e for e in events if isinstance(e, Answered)]
    assert ans == [Answered(1, 0, len(reds), False)]
    shown = [e for e in events if isinstance(e, Shown)]
    assert len(shown) == (1 if reds else 0)
    if reds:
        assert shown[0].cards == tuple(reds) and shown[0].visible_to == (1, 0)
    assert s.history[-1].answers == ((1, len(reds)),)
    assert s.turn == 1 and len(s.hands[1]) == 8            # cards returned
    assert any(sh.cards == tuple(reds) for sh in s.view_for(0).shown) == bool(reds)
    assert s.view_for(2).shown == []                         # nobody else saw them
    assert s.view_for(2).history[-1].answers == ((1, len(reds)),)   # but the count is public


def test_ask_one_keep_variant_moves_the_cards():
    s = std3()
    s.keep_cards = True
    reds = [c for c in s.hands[1] if c // 6 == 0]
    s.apply(0, Ask(1, "colour", 0))
    assert all(c in s.hands[0] for c in reds) and not any(c in s.hands[1] for c in reds)
    assert s.hand_sizes == [8 + len(reds), 8 - len(reds), 8]
    # seat 1 may not ask seat 0 alone for red now
    assert Ask(0, "colour", 0) not in s.legal_actions(1)
    with pytest.raises(IllegalAction) as err:
        s.apply(1, Ask(0, "colour", 0))
    assert err.value.msg.key == "catilina.err.same_question"


# ----- asking everyone --------------------------------------------------------
def test_ask_all_several_givers_choose_secretly():
    consp = [card(c, 1) for c in range(5)] + [card(0, 2)]
    h0 = [card(0, 3), card(1, 2), card(1, 3), card(2, 2), card(2, 3), card(3, 2), card(3, 3), card(4, 2)]
    h1 = [card(0, 4), card(0, 5), card(1, 4), card(1, 5), card(2, 4), card(2, 5), card(3, 4), card(4, 3)]
    h2 = [card(0, 6), card(1, 6), card(2, 6), card(3, 6), card(4, 6), card(3, 5), card(4, 4), card(4, 5)]
    s = position([h0, h1, h2], consp)
    s.apply(0, Ask(-1, "colour", 0))     # seat 1 has red 4, red 5; seat 2 has only red 6
    assert s.phase == "give" and s.to_act() == (1, 2)   # one match: still asked (nobody sees who had a choice)
    assert [a.card for a in s.legal_actions(2)] == [card(0, 6)]
    assert s.apply(2, Give(card(0, 6))) == [Committed(2)]
    assert s.view_for(1).pending[2] == -1  # others see only that it is chosen
    assert [a.card for a in s.legal_actions(1)] == [card(0, 4), card(0, 5)]
    with pytest.raises(IllegalAction):
        s.apply(1, Give(card(1, 4)))
    events = s.apply(1, Give(card(0, 5)))
    shown = {e.giver: e.cards for e in events if isinstance(e, Shown)}
    assert shown == {1: (card(0, 5),), 2: (card(0, 6),)}
    assert s.history[-1].answers == ((1, 1), (2, 1)) and s.turn == 1
    assert [sh.cards for sh in s.view_for(0).shown] == [(card(0, 5),), (card(0, 6),)]
    assert [sh.cards for sh in s.view_for(1).shown] == [(card(0, 5),)]


def test_ask_all_two_choosers_at_once_and_none():
    consp = [card(c, 1) for c in range(5)] + [card(4, 2)]
    h0 = [card(0, 2), card(0, 3), card(1, 2), card(1, 3), card(2, 2), card(2, 3), card(3, 2), card(3, 3)]
    h1 = [card(0, 4), card(0, 5), card(1, 4), card(1, 5), card(2, 4), card(2, 5), card(3, 4), card(3, 5)]
    h2 = [card(0, 6), card(1, 6), card(2, 6), card(3, 6), card(4, 6), card(4, 3), card(4, 4), card(4, 5)]
    s = position([h0, h1, h2], consp)
    s.apply(0, Ask(-1, "colour", 4))     # only seat 2 holds purple: three of them
    assert s.to_act() == (2,)
    s.apply(2, Give(card(4, 4)))
    assert s.history[-1].answers == ((1, 0), (2, 1))
    s.apply(1, Ask(-1, "value", 2))      # seats 0 and 2... seat 0 has four 2s, seat 2 none
    assert s.to_act() == (0,)
    s.apply(0, Give(card(1, 2)))
    s.apply(2, Ask(-1, "value", 3))      # seat 0 has four 3s, seat 1 none
    s.apply(0, Give(card(0, 3)))
    s.apply(0, Ask(-1, "value", 1))      # every 1 is a conspirator: all say none, resolves at once
    assert s.phase == "ask" and s.turn == 1 and s.history[-1].answers == ((1, 0), (2, 0))
    s2 = position([h0, h1, h2], consp)
    s2.turn = 2
    s2.apply(2, Ask(-1, "colour", 0))    # seats 0 and 1 both choose
    assert s2.to_act() == (0, 1)
    s2.apply(1, Give(card(0, 4)))
    assert s2.to_act() == (0,) and s2.view_for(0).pending[1] == -1
    s2.apply(0, Give(card(0, 2)))
    assert s2.to_act() == (0,) and s2.turn == 0


# ----- accusations --------------------------------------------------------------
def test_right_accusation_wins_and_reveals():
    s = std3()
    total = sum(value_of(c) for c in s.conspirators)
    assert total == 7
    events = s.apply(0, Accuse(7))
    assert s.outcome().winners == (0,) and s.to_act() == ()
    assert any(isinstance(e, Revealed) for e in events)
    assert s.view_for(1).conspirators == s.conspirators


def test_wrong_accusation_puts_out_skips_turn_but_still_answers_and_last_wins():
    s = std3()
    s.apply(0, Accuse(8))
    assert s.out == [True, False, False] and s.turn == 1 and s.outcome() is None
    assert s.view_for(2).accusations[-1].correct is False
    s.apply(1, Ask(0, "colour", 1))      # an out player still answers
    assert s.history[-1].target == 0
    assert s.turn == 2                   # seat 0 is skipped
    s.apply(2, Ask(1, "value", 6))
    assert s.turn == 1
    s.apply(1, Accuse(9))
    assert s.outcome().winners == (2,)
    assert s.outcome().reason.key == "catilina.end.last"


def test_accuse_only_on_own_turn_and_in_range():
    s = std3()
    with pytest.raises(IllegalAction):
        s.apply(1, Accuse(7))
    with pytest.raises(IllegalAction) as err:
        s.apply(0, Accuse(3))
    assert err.value.msg.key == "catilina.err.bad_total"


# ----- the individual-accusation variant --------------------------------------------
def individual_position():
    s = new_game(4, 5, {"individual": True})
    return s


def test_individual_accusations_and_end():
    s = individual_position()
    consp = list(s.conspirators)
    free = [c for c in range(30) if c not in consp]
    own0 = set(s.hands[0])
    s.apply(0, AccuseCard(consp[0]))
    assert s.phase == "accusing"
    assert Ask(1, "colour", 0) not in s.legal_actions(0)
    s.apply(0, AccuseCard(consp[1]))
    with pytest.raises(IllegalAction):
        s.apply(0, AccuseCard(consp[1]))
    s.apply(0, EndTurn())
    assert s.turn == 1
    with pytest.raises(IllegalAction):
        s.apply(1, EndTurn())
    wrong = next(c for c in free if c not in s.hands[1])
    s.apply(1, AccuseCard(wrong))          # wrong, but nobody knows yet
    assert s.out == [False] * 4
    s.apply(1, AccuseCard(consp[2]))
    s.apply(1, EndTurn())
    s.apply(2, AccuseCard(consp[3]))
    s.apply(2, EndTurn())
    s.apply(3, AccuseCard(consp[4]))
    s.apply(3, AccuseCard(consp[5]))
    s.apply(3, EndTurn())
    s.apply(0, AccuseCard(consp[6]))
    s.apply(0, AccuseCard(consp[7]))
    assert s.outcome() is None
    s.apply(0, AccuseCard(consp[8]))        # the tenth card ends the game
    out = s.outcome()
    assert out is not None and out.winners == (0,) and s.out[1]
    assert out.scores == (5.0, 1.0, 1.0, 2.0)
    assert own0.isdisjoint(consp)


def test_individual_tie_shares_and_nobody():
    s = individual_position()
    consp = list(s.conspirators)
    free = [c for c in range(30) if c not in consp]
    for i in range(5):
        s.apply(s.turn, AccuseCard(consp[i]))
        s.apply(s.turn, EndTurn())
    # seats 0,1,2,3,0 have accused one conspirator each; 1..3 one, 0 two
    for i in range(5, 10):
        seat = s.turn
        c = consp[i] if seat != 0 else next(x for x in free if x not in s.hands[0]
                                               and all(a.card != x for a in s.accused))
        s.apply(seat, AccuseCard(c))
        if s.outcome() is None:
            s.apply(seat, EndTurn())
    out = s.outcome()
    assert 0 not in out.winners and len(out.winners) >= 1
    # everyone wrong: nobody wins
    s = individual_position()
    free = [c for c in range(30) if c not in s.conspirators]
    for _ in range(10):
        seat = s.turn
        c = next(x for x in free if x not in s.hands[seat] and all(a.card != x for a in s.accused))
        s.apply(seat, AccuseCard(c))
        if s.outcome() is None:
            s.apply(seat, EndTurn())
    assert s.outcome().winners == () and s.outcome().reason.key == "catilina.end.nobody"


# ----- secrets --------------------------------------------------------------------
@pytest.mark.parametrize("opts", [{}, {"keep": True}, {"individual": True}])
def test_no_view_shows_another_hand_or_what_another_asker_saw(opts):
    rng = random.Random(4)
    s = new_game(4, 8, opts)
    steps = 0
    while s.to_act() and steps < 60:
        for seat in range(4):
            v = s.view_for(seat)
            for o in range(4):
                if o != seat:
                    assert v.hands[o] is None
            assert v.conspirators is None
            assert all(seat in (sh.giver, sh.asker) for sh in v.shown)
            if v.phase == "give":
                assert all(p in (None, -1) for o, p in enumerate(v.pending) if o != seat)
            for w in (v, s.view_for(None)):
                check_no_generator(w, seat)
        pub = s.view_for(None)
        assert all(h is None for h in pub.hands) and pub.shown == []
        seat = rng.choice(s.to_act())
        acts = [a for a in s.legal_actions(seat) if not isinstance(a, (Accuse, AccuseCard))]
        s.apply(seat, rng.choice(acts or s.legal_actions(seat)))
        steps += 1


def test_explanations_are_specific():
    s = std3()
    assert s.explain_illegal(0, Give(0)).key == "catilina.err.no_give"
    assert s.explain_illegal(0, Ask(0, "colour", 1)).key == "catilina.err.bad_target"
    assert s.explain_illegal(0, AccuseCard(3)).key == "catilina.err.sum_only"
    assert s.explain_illegal(0, EndTurn()).key == "catilina.err.end_turn"
    assert s.explain_illegal(1, Ask(0, "colour", 1)).key == "core.err.not_your_turn"
    for lang in ("en", "ja"):
        assert "{" not in s.prompt(0).render(lang) and s.status().render(lang)


def test_a_finished_game_determinized_without_the_solver_keeps_the_revealed_conspirators(monkeypatch):
    """When the solver gives up (a loose deal), the conspirators everyone has seen stay."""
    from games.catilina import deduction
    from games.catilina.rules import new_game
    from games.core.players import play_randomly
    s = new_game(4, 3, {"keep": True})
    play_randomly(s, random.Random(3))
    assert s.phase == "over"
    monkeypatch.setattr(deduction.Knowledge, "sample", lambda self, rng, budget=0: None)
    v = s.view_for(0)
    d = v.determinize(0, random.Random(1))
    assert d.conspirators == s.conspirators and snapshot(d.view_for(0)) == snapshot(v)
    cards = sorted(c for h in d.hands for c in h) + list(d.conspirators)
    assert sorted(cards) == list(range(30)) and [len(h) for h in d.hands] == d.hand_sizes
