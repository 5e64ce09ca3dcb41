"""The rulings of ``RULINGS.md`` that the random-game replays brought up, each on a small position."""
from games.caesar import rules as C
from games.caesar.rules import NEUTRAL, PlayCard, Struggle, parse_square as sq
from games.imperium import rules as I


# ----- Caesar: everybody out at once ------------------------------------------------
def caesar_position(rows, n_seats, hands=None, out=None, current=0):
    """A Caesar play-phase position from five rows of five cells (``.`` empty, ``0``-``4`` a seat, ``n`` neutral)."""
    s = C.State(n_seats)
    s.board = [() if cell == "." else tuple(NEUTRAL if ch == "n" else int(ch) for ch in cell)
               for row in rows for cell in row.split()]
    s.hands = [tuple(h) for h in hands] if hands else [C.ALL_CARDS] * n_seats
    s.phase, s.current, s.placed = C.PHASE_PLAY, current, 5 * n_seats
    s.out = list(out) if out else [False] * n_seats
    return s


def test_caesar_smallest_case_one_tie_removes_everyone_and_nobody_wins():
    # two seats, one stack each, in line; both play 5: 1+5 = 1+5, both stacks go
    s = caesar_position(["0 1 . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . ."], 2)
    s.apply(0, Struggle(sq("A1"), sq("B1")))
    s.apply(1, PlayCard(5))
    s.apply(0, PlayCard(5))
    assert s.phase == C.PHASE_OVER and s.out == [True, True]
    out = s.outcome()
    assert out.winners == ()
    assert out.rewards(2) == [0.0, 0.0]
    assert out.reason.params["result"].key == "caesar.result.none"
    assert "Nobody wins" in out.reason.render("en", ["Livia", "Marcus"])
    assert "勝者はいない" in out.reason.render("ja", ["Livia", "Marcus"])


def test_caesar_a_seat_knocked_out_earlier_never_wins():
    # seat 2 was knocked out turns ago; seats 0 and 1 now tie away their last stacks
    s = caesar_position(["0 1 . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . ."], 3,
                        out=[False, False, True])
    s.apply(0, Struggle(sq("A1"), sq("B1")))
    s.apply(1, PlayCard(3))
    s.apply(0, PlayCard(3))
    out = s.outcome()
    assert s.phase == C.PHASE_OVER and out.winners == ()
    assert out.scores == (0.0, 0.0, 0.0)


def test_caesar_the_last_seat_standing_still_wins_over_earlier_losers():
    # seat 2 is out; seat 0 beats seat 1: seat 0 alone wins (never seat 2)
    s = caesar_position(["00 1 . . .", ". . . . .", ". . . . .", ". . . . .", ". . . . ."], 3,
                        out=[False, False, True])
    s.apply(0, Struggle(sq("A1"), sq("B1")))
    s.apply(1, PlayCard(1))
    s.apply(0, PlayCard(9))
    assert s.outcome().winners == (0,)


# ----- Imperium: the 30-point game stopped after round 40 ----------------------------
def play_out_round(s):
    """Play legal actions (the first of each list) until the round ends or the game is over."""
    rnd = s.round
    while s.to_act() and s.round == rnd:
        for seat in s.to_act():
            if seat in s.to_act():
                s.apply(seat, s.legal_actions(seat)[0])


def test_imperium_40_rounds_without_30_points_says_so_on_the_end_screen():
    s = I.new_game(2, 0, {"goal": "points30"})
    s.round = I.MAX_ROUNDS_30
    s.start = (s.round - 1) % s.n_seats
    s.scores = [7, 7]
    play_out_round(s)
    assert s.phase == "over" and max(s.scores) < I.GOAL_POINTS
    out = s.outcome()
    best = max(s.scores)
    assert out.winners == tuple(i for i in range(2) if s.scores[i] == best)
    assert out.reason.key == "imperium.end.capped"
    en = out.reason.render("en", ["Livia", "Marcus"])
    assert en.startswith("40 rounds without 30 points: the highest total wins.")
    assert "30" in out.reason.render("ja", ["Livia", "Marcus"]) and "40" in out.reason.render("ja", ["Livia", "Marcus"])


def test_imperium_reaching_30_ends_without_the_stop_sentence():
    s = I.new_game(2, 0, {"goal": "points30"})
    s.round = 12
    s.start = (s.round - 1) % s.n_seats
    s.scores = [30, 0]
    play_out_round(s)
    assert s.phase == "over"
    assert s.outcome().reason.key == "imperium.end.single" and s.outcome().winners == (0,)


# ----- Catilina: ask everyone, nobody learns who had a choice ------------------------
from games.catilina import rules as K  # noqa: E402
from games.core.actions import events_for  # noqa: E402


def kcard(colour, value):
    return colour * 6 + value - 1


def catilina_position(hands, consp):
    s = K.new_game(len(hands), 0, {})
    s.hands = [tuple(sorted(h)) for h in hands]
    s.hand_sizes = [len(h) for h in hands]
    s.conspirators = tuple(sorted(consp))
    assert sorted(sum(map(list, hands), []) + list(consp)) == list(range(30))
    return s


def one_or_several(several_at):
    """Seat 0 asks everyone for red; ``several_at`` holds red 4 and 5, the other giver only red 6."""
    consp = [kcard(c, 1) for c in range(5)] + [kcard(0, 2)]
    h0 = [kcard(0, 3), kcard(1, 2), kcard(1, 3), kcard(2, 2), kcard(2, 3), kcard(3, 2), kcard(3, 3), kcard(4, 2)]
    a = [kcard(0, 4), kcard(0, 5), kcard(1, 4), kcard(1, 5), kcard(2, 4), kcard(2, 5), kcard(3, 4), kcard(4, 3)]
    b = [kcard(0, 6), kcard(1, 6), kcard(2, 6), kcard(3, 6), kcard(4, 6), kcard(3, 5), kcard(4, 4), kcard(4, 5)]
    return catilina_position([h0, a, b] if several_at == 1 else [h0, b, a], consp)


def public(view):
    return (view.phase, view.turn, view.givers, tuple(view.pending), tuple(view.history), view.hand_sizes)


def test_catilina_one_card_and_several_look_the_same_until_the_passes():
    one_at_2, one_at_1 = one_or_several(1), one_or_several(2)
    for s in (one_at_2, one_at_1):
        evs = s.apply(0, K.Ask(-1, "colour", 0))
        # public: who holds a match (so the ask cannot be undone), not who holds several
        assert evs == [K.GiversSeen(0, (1, 2))] and evs[0].reveals
        assert events_for(evs, 3 - 1) == evs == events_for(evs, None)
    # nobody can tell which giver has one red and which has several
    assert one_at_2.to_act() == one_at_1.to_act() == (1, 2)
    for viewer in (None, 0):
        assert public(one_at_2.view_for(viewer)) == public(one_at_1.view_for(viewer))
    for seat in (1, 2):
        assert all(isinstance(a, K.Give) for a in one_at_2.legal_actions(seat))
    # the forced choice is still asked of its giver and told to nobody
    single = next(a for a in one_at_2.legal_actions(2))
    assert one_at_2.legal_actions(2) == [single]
    evs = one_at_2.apply(2, single)
    assert evs == [K.Committed(2)] and not any(e.reveals for e in evs)
    assert public(one_at_2.view_for(None))[0] == "give" and one_at_2.to_act() == (1,)
    # after the last choice every pass comes together: counts public, each card to the asker only
    evs = one_at_2.apply(1, K.Give(kcard(0, 5)))
    answered = [(e.giver, e.count) for e in evs if isinstance(e, K.Answered)]
    assert answered == [(1, 1), (2, 1)]
    shown = [e for e in evs if isinstance(e, K.Shown)]
    assert {e.giver: e.visible_to for e in shown} == {1: (1, 0), 2: (2, 0)}
    assert not any(isinstance(e, K.Shown) for e in events_for(evs, None))


# ----- Catilina, individual accusations: ties share, also at zero ---------------------
def test_catilina_individual_all_at_zero_share_the_win():
    s = K.new_game(4, 5, {"individual": True})
    wrong = [c for c in range(30) if c not in s.conspirators and c not in s.hands[0]]
    for c in wrong[:K.INDIVIDUAL_LIMIT]:
        s.apply(0, K.AccuseCard(c))            # seat 0: ten wrong accusations, all in one turn
    out = s.outcome()
    assert out is not None and s.out[0]
    assert out.winners == (1, 2, 3) and out.scores == (0.0, 0.0, 0.0, 0.0)
    assert out.reason.key == "catilina.end.individual"
    assert "0" in out.reason.render("en", ["A", "B", "C", "D"])
