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
    assert "勝者はいません" in out.reason.render("ja", ["Livia", "Marcus"])


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
