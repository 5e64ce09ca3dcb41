"""Caesar (Knizia): the rules and every ruling, on hand-built positions."""
import random

import pytest

from games.caesar import rules as R
from games.caesar.rules import (ALL_CARDS, FLAG, HIDDEN, NEUTRAL, PHASE_OVER, PHASE_PLAY, PHASE_STRUGGLE,
                                Ally, CardCommitted, CardsRevealed, Eliminated, GameEnded, Pass, Place,
                                PlayCard, State, Struggle, StruggleTied, StruggleVoid, StruggleWon,
                                new_game, parse_square as sq)
from games.core.errors import IllegalAction


def position(rows, n_seats=2, hands=None, current=0, out=None):
    """A play-phase state from five rows of five cells.

    A cell is ``.`` (empty) or a stack bottom to top: ``0``-``4`` a seat's
    counter, ``n`` a neutral one (``"n0"``: seat 0 on top of a neutral).
    """
    s = State(n_seats)
    board = []
    for row in rows:
        cells = row.split()
        assert len(cells) == 5, row
        for cell in cells:
            board.append(() if cell == "." else tuple(NEUTRAL if ch == "n" else int(ch) for ch in cell))
    s.board = board
    s.hands = [tuple(h) for h in hands] if hands else [ALL_CARDS] * n_seats
    s.phase = PHASE_PLAY
    s.current = current
    s.placed = 5 * n_seats
    s.out = list(out) if out else [False] * n_seats
    return s


def fight(state, src, dst, card_att, card_def):
    """Declare a struggle from the seat on turn and play both cards (defender first)."""
    a = state.current
    evs = state.apply(a, Struggle(sq(src), sq(dst)))
    d = state.struggle[1]
    evs += state.apply(d, PlayCard(card_def))
    evs += state.apply(a, PlayCard(card_att))
    return evs


def kinds(events):
    return [type(e) for e in events]


# ----- set-up -------------------------------------------------------------
def test_setup_five_rounds_then_neutrals_fill_every_empty_square():
    for n, neutrals in ((2, 15), (3, 10), (4, 5), (5, 0)):
        s = new_game(n, 0, {})
        order = []
        for k in range(5 * n):
            assert s.to_act() == (k % n,)
            order.append(s.to_act()[0])
            evs = s.apply(s.to_act()[0], s.legal_actions(s.to_act()[0])[0])
        assert s.phase == PHASE_PLAY and s.current == 0
        assert sum(1 for st in s.board if st == (NEUTRAL,)) == neutrals
        assert all(len(st) == 1 for st in s.board)
        assert [s.score(p) for p in range(n)] == [5] * n
        assert type(evs[-1]).__name__ == "NeutralsFilled" and len(evs[-1].squares) == neutrals


def test_placement_only_on_empty_squares():
    s = new_game(2, 0, {})
    s.apply(0, Place(sq("C3")))
    assert Place(sq("C3")) not in s.legal_actions(1)
    with pytest.raises(IllegalAction) as exc:
        s.apply(1, Place(sq("C3")))
    assert exc.value.msg.key == "caesar.err.occupied"
    assert len(s.legal_actions(1)) == 24


def test_square_names():
    assert R.square_name(sq("A1")) == "A1" and sq("E5") == 24 and sq("B1") == 1 and sq("A2") == 5


# ----- in line --------------------------------------------------------------
def test_in_line_needs_a_clear_row_or_column():
    s = position(["0 n 1 . .",
                  ". . . . .",
                  "n . . . .",
                  ". . . . .",
                  "1 . . . ."])
    acts = s.legal_actions(0)
    assert Ally(sq("A1"), sq("B1")) in acts
    assert Struggle(sq("A1"), sq("C1")) not in acts          # B1 stands between
    assert Ally(sq("A1"), sq("A3")) in acts                  # A2 is empty
    assert Struggle(sq("A1"), sq("A5")) not in acts          # A3 blocks
    assert not any(type(a) is Struggle for a in acts)
    with pytest.raises(IllegalAction) as exc:
        s.apply(0, Struggle(sq("A1"), sq("C1")))
    assert exc.value.msg.key == "caesar.err.blocked"
    with pytest.raises(IllegalAction) as exc:
        s.apply(0, Ally(sq("A1"), sq("B2")))
    assert exc.value.msg.key == "caesar.err.empty"


def test_removed_stacks_leave_empty_squares_that_open_lines():
    s = position(["0 1 . . 1",
                  ". . . . .",
                  ". . . . .",
                  ". . . . .",
                  ". . . . ."], hands=[ALL_CARDS, ALL_CARDS])
    assert Struggle(sq("A1"), sq("E1")) not in s.legal_actions(0)
    fight(s, "A1", "B1", 3, 3)                              # 1+3 = 1+3: both removed
    assert s.board[sq("A1")] == () and s.board[sq("B1")] == ()
    # seat 0 is out now; the game is over (fewer than two players)
    assert s.out[0] and s.phase == PHASE_OVER


# ----- alliance --------------------------------------------------------------
def test_alliance_onto_neutral_and_own_stacks_and_never_split():
    s = position(["0 n 0 . .",
                  "n . . . .",
                  ". . . . .",
                  ". . . . .",
                  ". . 1 . 1"])
    evs = s.apply(0, Ally(sq("A1"), sq("B1")))
    assert s.board[sq("B1")] == (NEUTRAL, 0) and s.board[sq("A1")] == ()
    assert s.owner(sq("B1")) == 0 and s.score(0) == 3
    assert evs[0].strength == 2
    s.current = 0
    s.apply(0, Ally(sq("B1"), sq("C1")))
    assert s.board[sq("C1")] == (0, NEUTRAL, 0)
    # neutral stacks never move; other players' stacks are not allies
    s.current = 0
    assert all(s.owner(a.src) == 0 for a in s.legal_actions(0) if type(a) is Ally)
    s.current = 1
    with pytest.raises(IllegalAction) as exc:
        s.apply(1, Ally(sq("C1"), sq("C5")))
    assert exc.value.msg.key == "caesar.err.not_yours"


def test_alliance_onto_an_enemy_is_refused_with_a_reason():
    s = position(["0 1 . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . ."])
    with pytest.raises(IllegalAction) as exc:
        s.apply(0, Ally(sq("A1"), sq("B1")))
    assert exc.value.msg.key == "caesar.err.ally_enemy"


# ----- struggle ---------------------------------------------------------------
def test_neutral_stacks_cannot_be_attacked():
    s = position(["0 n . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . 1"])
    assert not any(type(a) is Struggle for a in s.legal_actions(0))
    with pytest.raises(IllegalAction) as exc:
        s.apply(0, Struggle(sq("A1"), sq("B1")))
    assert exc.value.msg.key == "caesar.err.attack_neutral"


def test_both_seats_choose_at_once():
    s = position(["00 1 . . .", ". . . . .", ". . . . .", ". . . . 1", ". . . . 0"])
    s.apply(0, Struggle(sq("A1"), sq("B1")))
    assert s.phase == PHASE_STRUGGLE and s.to_act() == (0, 1)
    s.apply(0, PlayCard(4))
    assert s.to_act() == (1,)
    evs = s.apply(1, PlayCard(5))
    assert kinds(evs)[:2] == [CardCommitted, CardsRevealed]
    assert StruggleTied in kinds(evs)                        # 2+4 = 1+5


def test_higher_total_moves_onto_the_loser():
    s = position(["00 1 . . .", ". . . . .", ". . . . .", ". . . . 1", ". . . . 0"])
    evs = fight(s, "A1", "B1", 5, 5)                         # 7 against 6
    won = next(e for e in evs if type(e) is StruggleWon)
    assert (won.winner, won.loser, won.total_winner, won.total_loser, won.strength) == (0, 1, 7, 6, 3)
    assert s.board[sq("B1")] == (1, 0, 0) and s.board[sq("A1")] == ()
    assert s.score(0) == 4 and s.score(1) == 1
    assert s.current == 1 and s.phase == PHASE_PLAY


def test_defender_may_win_and_moves_onto_the_attacker():
    s = position(["000 1 . . .", ". . . . .", ". . . . .", ". . . . 1", ". . . . 0"])
    evs = fight(s, "A1", "B1", 1, 9)                         # 4 against 10
    won = next(e for e in evs if type(e) is StruggleWon)
    assert (won.winner, won.src, won.dst) == (1, sq("B1"), sq("A1"))
    assert s.board[sq("A1")] == (0, 0, 0, 1) and s.board[sq("B1")] == ()
    assert s.score(1) == 5 and s.score(0) == 1


@pytest.mark.parametrize("cards", [(FLAG, 9), (9, FLAG), (FLAG, FLAG)])
def test_a_flag_voids_the_struggle_but_both_cards_are_spent(cards):
    s = position(["0 1 . . .", ". . . . .", ". . . . .", ". . . . 1", ". . . . 0"])
    before = list(s.board)
    evs = fight(s, "A1", "B1", *cards)
    assert StruggleVoid in kinds(evs) and s.board == before
    assert cards[0] not in s.hands[0] and cards[1] not in s.hands[1]
    assert len(s.hands[0]) == len(s.hands[1]) == 9


def test_equal_totals_remove_both_stacks():
    s = position(["00 1 . . .", ". . . . .", ". . . . .", ". . . . 1", ". . . . 0"])
    evs = fight(s, "A1", "B1", 3, 4)                         # 5 = 5
    tie = next(e for e in evs if type(e) is StruggleTied)
    assert (tie.total, tie.removed) == (5, 3)
    assert s.board[sq("A1")] == () and s.board[sq("B1")] == ()
    assert len(s.removed) == 3 and s.scores() == (1, 1)
    assert not any(s.out)


def test_cards_are_spent_at_the_reveal_and_never_come_back():
    s = position(["0 1 . . .", ". . . . .", ". . . . .", ". . . . 1", ". . . . 0"])
    s.apply(0, Struggle(sq("A1"), sq("B1")))
    s.apply(0, PlayCard(7))
    assert 7 in s.hands[0]                                   # still held until both reveal
    with pytest.raises(IllegalAction) as exc:
        s.apply(0, PlayCard(6))
    assert exc.value.msg.key in ("caesar.err.committed", "core.err.not_your_turn")
    evs = s.apply(1, PlayCard(2))
    rev = next(e for e in evs if type(e) is CardsRevealed)
    assert (rev.card_attacker, rev.card_defender) == (7, 2) and rev.reveals
    assert 7 not in s.hands[0] and 2 not in s.hands[1]
    # a card no longer held cannot be played
    s.current = 1
    s.apply(1, Struggle(sq("E4"), sq("E5")))
    assert PlayCard(2) not in s.legal_actions(1)
    with pytest.raises(IllegalAction) as exc:
        s.apply(1, PlayCard(2))
    assert exc.value.msg.key == "caesar.err.no_card"


# ----- pass ------------------------------------------------------------------
def test_pass_only_without_a_legal_struggle():
    s = position(["0 1 . . .", ". . . . .", ". . . . .", ". . . . .", "n . . . 0"])
    assert Pass() not in s.legal_actions(0)
    with pytest.raises(IllegalAction) as exc:
        s.apply(0, Pass())
    assert exc.value.msg.key == "caesar.err.must_struggle"
    # alliances but no struggle: the player may pass
    t = position(["0 . . . .", "n . . . 1", ". . . . .", ". . . . .", ". . . . ."])
    acts = t.legal_actions(0)
    assert Pass() in acts and Ally(sq("A1"), sq("A2")) in acts
    t.apply(0, Pass())
    assert t.current == 1 and t.passes == 1


def test_a_player_with_no_move_at_all_passes():
    s = position(["0 . . . .", ". . . . 1", ". . . . .", ". 1 . . .", ". . . . n"])
    assert s.legal_actions(0) == [Pass()]
    assert s.prompt(0).key == "caesar.prompt.pass"


# ----- elimination -----------------------------------------------------------------
def test_a_player_without_stacks_is_out_and_skipped():
    s = position(["0 1 . . .", ". . . . .", "2 . . . .", ". . . . 0", ". . . . 2"], n_seats=3)
    evs = fight(s, "A1", "B1", 9, 1)                         # seat 1 loses its only stack
    assert Eliminated in kinds(evs) and s.out[1]
    assert next(e for e in evs if type(e) is Eliminated).seat == 1
    assert s.current == 2                                    # seat 1 would be next: skipped
    assert s.phase == PHASE_PLAY
    s.apply(2, Struggle(sq("E5"), sq("E4")))
    assert s.to_act() == (2, 0)


# ----- the end ----------------------------------------------------------------------
def test_end_a_when_a_player_has_no_cards():
    s = position(["00 1 . . .", ". . . . .", ". . . . .", ". . . . 1", ". . . . 0"],
                 hands=[(4,), (1, 2)])
    evs = fight(s, "A1", "B1", 4, 1)
    assert s.phase == PHASE_OVER and s.end_reason == "cards" and s.end_seat == 0
    end = evs[-1]
    assert type(end) is GameEnded and end.reason == "cards"
    out = s.outcome()
    assert out.scores == (4.0, 1.0) and out.winners == (0,)
    assert s.to_act() == ()


def test_end_b_when_fewer_than_two_players_remain():
    s = position(["00 1 . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . 0"])
    fight(s, "A1", "B1", 5, 1)
    assert s.end_reason == "players" and s.outcome().winners == (0,)
    assert s.outcome().scores == (4.0, 0.0)


def test_end_c_when_nobody_can_ally_or_struggle():
    s = position(["0 n . . .", ". . . . .", ". . 1 . .", ". . . . .", ". . . . ."])
    s.apply(0, Ally(sq("A1"), sq("B1")))
    assert s.end_reason == "stuck" and s.outcome().scores == (2.0, 1.0)


def test_end_d_when_everyone_passes_a_full_round():
    s = position(["0 . . . n", ". . . . 1", ". . . . .", ". 1 . . .", "n . 0 . ."], n_seats=2)
    # seat 0: no struggle (may pass); seat 1: no struggle either
    assert Pass() in s.legal_actions(0)
    s.apply(0, Pass())
    assert s.phase == PHASE_PLAY
    s.apply(1, Pass())
    assert s.end_reason == "passes"
    # any other move in between starts the count again
    t = position(["0 n . . n", ". . . . 1", ". . . . .", ". 1 . . .", "n . 0 . ."])
    t.apply(0, Pass())
    t.apply(1, Ally(sq("E2"), sq("E1")))
    assert t.passes == 0 and t.phase == PHASE_PLAY


def test_equal_highest_scores_share_the_win():
    s = position(["0 n . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . n1"])
    s.apply(0, Ally(sq("A1"), sq("B1")))
    out = s.outcome()
    assert out.scores == (2.0, 2.0) and out.winners == (0, 1)
    assert out.rewards(2) == [0.5, 0.5]
    assert "share" in out.reason.render("en", ["Livia", "Marcus"])
    assert "Livia" in out.reason.render("ja", ["Livia", "Marcus"])


def test_neutral_counters_under_a_stack_score_for_its_owner():
    s = position(["n0 1 . . .", "n . . . .", ". . . . .", ". . . . .", "0 . . . ."])
    assert s.scores() == (3, 1)


# ----- golden counts ---------------------------------------------------------------------
def play_seeded(n, seed, steps):
    """A position reached by ``steps`` seeded random actions."""
    s = new_game(n, seed, {})
    rng = random.Random(seed)
    for _ in range(steps):
        seat = s.to_act()[0]
        s.apply(seat, rng.choice(s.legal_actions(seat)))
    return s


def counts(state, seat):
    acts = state.legal_actions(seat)
    return (sum(type(a) is Ally for a in acts), sum(type(a) is Struggle for a in acts), Pass() in acts)


def test_golden_counts_at_the_start():
    s = new_game(2, 0, {})
    assert len(s.legal_actions(0)) == 25 and s.legal_actions(1) == []
    for a, b in zip(("A1", "B2", "C3", "D4", "E5"), ("E1", "D2", "B4", "A5", "C1")):
        s.apply(0, Place(sq(a)))
        s.apply(1, Place(sq(b)))
    # everything is filled, so only neighbours are in line
    assert counts(s, 0) == GOLDEN_DIAGONAL[0]
    s.current = 1
    assert counts(s, 1) == GOLDEN_DIAGONAL[1]


def test_golden_midgame_by_hand():
    p = position(["0 . n . 1",
                  ". 00 . n .",
                  "n . 1 . .",
                  ". n . 11 0",
                  "1 . . n ."])
    got = sorted((type(a).__name__, R.square_name(a.src), R.square_name(a.dst)) for a in p.legal_actions(0))
    assert got == sorted([
        ("Ally", "A1", "C1"), ("Ally", "A1", "A3"),          # across the empty B1 and A2
        ("Ally", "B2", "D2"), ("Ally", "B2", "B4"),          # B1 and A2 lead to the edge: nothing there
        ("Struggle", "E4", "E1"), ("Struggle", "E4", "D4"),  # E3, E2 empty; D4 next door
    ])
    p.current = 1
    assert counts(p, 1) == (GOLDEN_MIDGAME_1)


def test_golden_seeded_positions():
    got = [len(play_seeded(n, seed, steps).legal_actions(play_seeded(n, seed, steps).to_act()[0]))
           for n, seed, steps in ((2, 1, 14), (3, 2, 20), (4, 3, 24), (5, 4, 30))]
    assert got == GOLDEN_SEEDED


#: seat 0: 2+4+4+4+2 neighbours, all neutral; seat 1: 2+4+4+2+3
GOLDEN_DIAGONAL = ((16, 0, True), (15, 0, True))
#: E1: C1 + E4; C3: C1, A3; D4: D2, B4, D5 + E4; A5: A3, D5
GOLDEN_MIDGAME_1 = (8, 2, False)
GOLDEN_SEEDED = [15, 13, 10, 9]


# ----- secrets -----------------------------------------------------------------------------
def test_no_view_shows_another_seats_committed_card():
    s = position(["0 1 . . .", ". . . . .", "2 . . . .", ". . . . 0", ". . . . 2"], n_seats=3)
    s.apply(0, Struggle(sq("A1"), sq("B1")))
    evs = s.apply(1, PlayCard(8))
    assert all(getattr(e, "card", None) is None for e in evs)            # the event says only "committed"
    assert s.committed[1] == 8
    for seat in (0, 2, None):
        v = s.view_for(seat)
        assert v.committed[1] == HIDDEN and 8 in v.hands[1]
        assert v.to_act() == (0,)
        assert "8" not in repr(v.committed)
    assert s.view_for(1).committed[1] == 8
    # the attacker's view determinizes to any card of the public hand
    seen = {s.view_for(0).determinize(0, random.Random(k)).committed[1] for k in range(60)}
    assert seen <= set(s.hands[1]) and len(seen) > 3
    assert s.view_for(0).legal_actions(0) == s.legal_actions(0)
    # after the reveal everything is public again
    s.apply(0, PlayCard(2))
    assert s.view_for(2).committed == [None, None, None]


def test_texts_render_in_both_languages():
    s = position(["0 1 . . .", ". . . . .", ". . . . .", ". . . . 1", ". . . . 0"])
    names = ["Livia", "Marcus"]
    msgs = [s.prompt(0), s.status(), Struggle(0, 1).msg(0), PlayCard(3).msg(1)]
    evs = fight(s, "A1", "B1", 9, 1)
    msgs += [e.msg() for e in evs if e.msg() is not None] + [s.status(), s.prompt(1)]
    for m in msgs:
        for lang in ("en", "ja"):
            text = m.render(lang, names)
            assert text != m.key and "{" not in text, (m, lang, text)
    won = next(e for e in evs if type(e) is StruggleWon)
    assert "B1" in won.msg().render("en", names) and "Livia" in won.msg().render("ja", names)
