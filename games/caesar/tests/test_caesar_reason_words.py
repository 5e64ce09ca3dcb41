"""Caesar's reasons said as what sets a move apart (``games/caesar/explain.py``):

- a placement says why this square and not another: on an empty board that an inner square
  has the most neighbours; later, the other player's counter beside it (truly beside it: every
  square is filled before the first struggle, so a counter two squares off never faces it) or
  that none is beside it, naming the nearest;
- an alliance never speaks of "one colour" (a stack holds captured counters too), and it says
  it makes the largest stack only when no other alliance makes one as large (not against one
  far-off alliance named every turn);
- the flag set against a number says what the other side's highest number does to it: a tie
  that removes both stacks, a loss, or its own flag that voids the struggle.
"""
from __future__ import annotations

import random

from games.caesar import explain as X
from games.caesar.rules import FLAG, NEUTRAL, PHASE_PLAY, Ally, Place, PlayCard, Struggle, new_game, square_name
from games.caesar.tests.test_caesar_explain import _decisions

NAMES = ["Livia", "Marcus", "Julia"]


def _square(name: str) -> int:
    return next(i for i in range(25) if square_name(i) == name)


def _dist(a: int, b: int) -> int:
    return abs(a // 5 - b // 5) + abs(a % 5 - b % 5)


def test_the_first_counter_says_why_an_inner_square():
    s = new_game(2, 1, {})
    why = X.because(s.view_for(0), 0, Place(12))
    assert why.key == X.WHY + "place_first", why
    en, ja = why.render("en", NAMES), why.render("ja", NAMES)
    assert "inner square" in en and "corner" in en, en
    assert "内側" in ja and "角" in ja, ja


def test_a_placement_names_only_a_counter_truly_beside_it_or_the_nearest():
    seen = {"place_open_foe": 0, "place_clear": 0}
    for g in range(12):
        rng = random.Random(g)
        s = new_game(2 + g % 2, g, {})
        for seat in _decisions(s, rng, 12, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            view = s.view_for(seat)
            theirs = [i for i, st in enumerate(view.board) if st and st[-1] not in (seat, NEUTRAL)]
            for a in view.legal_actions(seat):
                if not isinstance(a, Place):
                    continue
                why = X.because(view, seat, a)
                kind = why.key.rsplit(".", 1)[1]
                for lang in ("en", "ja"):
                    text = why.render(lang, NAMES)
                    assert "along a line" not in text and "一直線" not in text, text
                if kind in seen:
                    other = _square(why.params["other"])
                    assert view.board[other][-1] == why.params["seat_foe"] != seat, why
                    if kind == "place_open_foe":
                        assert _dist(other, a.square) == 1, why
                    else:
                        assert _dist(other, a.square) == min(_dist(t, a.square) for t in theirs) > 1, why
                    seen[kind] += 1
    assert min(seen.values()) >= 5, seen


def test_an_alliance_says_largest_only_against_every_other_alliance():
    said = 0
    for g in range(25):
        rng = random.Random(500 + g)
        s = new_game(2, g, {})
        for seat in _decisions(s, rng, 80, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            view = s.view_for(seat)
            allies = [b for b in view.legal_actions(seat) if isinstance(b, Ally)]
            for a in allies[:5]:
                for lang in ("en", "ja"):
                    text = X.because(view, seat, a).render(lang, NAMES)
                    assert "colour" not in text and "色" not in text, text
                for b in allies[:5]:
                    vs = X._versus(view, seat, a, b, 0.1) if a != b else None
                    if vs is None or vs.key != X.WHY + "vs.biggest":
                        continue
                    for c in allies:
                        if c != a:
                            after = view.clone()
                            after.apply_trusted(seat, c)
                            assert X._biggest(after, seat) < vs.params["k"], (a, c)
                    assert "alliance" in vs.render("en", NAMES) and square_name(b.src) not in vs.render("en", NAMES)
                    said += 1
    assert said >= 3, said


def _duel(mine: int, theirs: int, hand0: tuple, hand1: tuple):
    """Seat 0's stack of ``mine`` on B2 attacks seat 1's stack of ``theirs`` on C2."""
    s = new_game(2, 3, {})
    s.board = [[NEUTRAL] for _ in range(25)]
    s.board[6], s.board[7] = [0] * mine, [1] * theirs
    s.phase = PHASE_PLAY
    s.current = 0
    s.apply(0, Struggle(6, 7))
    s.hands = [tuple(sorted(hand0)), tuple(sorted(hand1))]
    return s.view_for(0)


def test_the_flag_says_the_tie_with_the_other_sides_highest_card():
    view = _duel(2, 1, (FLAG, 1, 8), (FLAG, 2, 9))         # 2 + 8 against 1 + 9: a tie
    vs = X._versus(view, 0, PlayCard(FLAG), PlayCard(1), 0.2)
    assert vs is not None and vs.key == X.WHY + "vs.flag_tie", vs
    en, ja = vs.render("en", NAMES), vs.render("ja", NAMES)
    assert "an 8" in en and "tie" in en and "Marcus's 9" in en and "both stacks" in en, en
    assert "8" in ja and "9" in ja and "引き分け" in ja, ja


def test_the_flag_says_a_number_would_lose_or_be_voided():
    lose = X._versus(_duel(1, 1, (FLAG, 3, 7), (2, 9)), 0, PlayCard(FLAG), PlayCard(3), 0.2)
    assert lose is not None and lose.key == X.WHY + "vs.flag_beaten", lose
    assert "a 7 would lose to Marcus's 9" in lose.render("en", NAMES)
    voided = X._versus(_duel(3, 1, (FLAG, 4, 9), (FLAG, 2, 5)), 0, PlayCard(FLAG), PlayCard(4), 0.2)
    assert voided is not None and voided.key == X.WHY + "vs.flag_theirs", voided
    assert "still holds the flag" in voided.render("en", NAMES) and "旗印" in voided.render("ja", NAMES)
