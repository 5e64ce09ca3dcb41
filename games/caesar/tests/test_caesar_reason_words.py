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
from games.caesar.components import parse_square
from games.caesar.tests.test_caesar_explain import _decisions

NAMES = ["Livia", "Marcus", "Julia"]


def _dist(a: int, b: int) -> int:
    return abs(a // 5 - b // 5) + abs(a % 5 - b % 5)


def test_the_first_counter_says_why_an_inner_square():
    s = new_game(2, 1, {})
    why = X.because(s.view_for(0), 0, Place(12))
    assert why.key == X.WHY + "place_first", why
    en, ja = why.render("en", NAMES), why.render("ja", NAMES)
    assert "inner square" in en and "corner" in en, en
    assert "内側" in ja and "角" in ja, ja


def test_a_placement_names_only_a_counter_truly_beside_it_or_at_its_corner():
    """"No other player's counter is next to it (Livia's nearest is on B2)" was said of C3 while
    B2 touched it at a corner: "beside" counts up, down, left and right, and a placement says
    so where a diagonal could be read into it; a counter touching it only at a corner is named as
    such, and "nearest" is never said (a diagonal is as near as two squares in a line)."""
    seen = {"place_open_foe": 0, "place_diagonal": 0, "place_inner": 0, "place_edge": 0}
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
                texts = {lang: why.render(lang, NAMES) for lang in ("en", "ja")}
                assert "along a line" not in texts["en"] and "一直線" not in texts["ja"], texts
                assert "nearest" not in texts["en"] and "next to" not in texts["en"], texts
                assert "いちばん近い" not in texts["ja"], texts
                if kind not in seen:
                    continue
                beside = [t for t in theirs if _dist(t, a.square) == 1]
                if kind in ("place_clear", "place_inner", "place_edge", "place_diagonal"):
                    assert not beside, why
                if kind == "place_clear":
                    assert "(up, down, left or right)" in texts["en"] and "上下左右" in texts["ja"], texts
                if kind in ("place_open_foe", "place_diagonal"):
                    other = parse_square(why.params["other"])
                    assert view.board[other][-1] == why.params["seat_foe"] != seat, why
                    corner = abs(other // 5 - a.square // 5) == abs(other % 5 - a.square % 5) == 1
                    assert (_dist(other, a.square) == 1) if kind == "place_open_foe" else corner, why
                seen[kind] += 1
    assert min(seen.values()) >= 3, seen


def test_placements_are_said_by_what_decides_them():
    """Every placement read "no other player's counter is next to it …, and the N empty squares
    beside it will take neutral counters": the words follow what decides the square (an inner
    square's empty neighbours, an edge's fewer sides, a counter at its corner, one beside it)."""
    kinds = set()
    for g in range(12):
        rng = random.Random(g)
        s = new_game(2 + g % 2, g, {})
        for seat in _decisions(s, rng, 12, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            view = s.view_for(seat)
            best = X.advise(view, seat).action if view.phase == "place" else None
            if isinstance(best, Place):
                kinds.add(X.because(view, seat, best).key.split(".")[2])
    assert len(kinds) >= 4, kinds


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
    assert "an 8" in en and "tie" in en and "the 9 still in Marcus's hand" in en and "both stacks" in en, en
    assert "8" in ja and "手札に残る9" in ja and "引き分け" in ja, ja


def test_the_flag_says_a_number_would_lose_or_be_voided():
    """The other side's card is said as one still in its hand, never as the card it plays: a
    seat that chooses first cannot know that card, and its review must not read as if it had."""
    lose = X._versus(_duel(1, 1, (FLAG, 3, 7), (2, 9)), 0, PlayCard(FLAG), PlayCard(3), 0.2)
    assert lose is not None and lose.key == X.WHY + "vs.flag_beaten", lose
    assert "a 7 could lose to the 9 still in Marcus's hand" in lose.render("en", NAMES)
    assert "手札に残る9に負けるおそれ" in lose.render("ja", NAMES)
    voided = X._versus(_duel(3, 1, (FLAG, 4, 9), (FLAG, 2, 5)), 0, PlayCard(FLAG), PlayCard(4), 0.2)
    assert voided is not None and voided.key == X.WHY + "vs.flag_theirs", voided
    assert "still holds the flag" in voided.render("en", NAMES) and "旗印" in voided.render("ja", NAMES)


def _play_positions(seed: int, n: int = 60):
    rng = random.Random(seed)
    s = new_game(2, seed, {})
    for _ in range(n):
        if s.is_over():
            return
        seat = s.to_act()[0]
        if s.phase == PHASE_PLAY:
            yield s, seat
        s.apply(seat, rng.choice(s.legal_actions(seat)))


def test_a_struggle_reason_names_this_struggle_apart_from_the_game():
    """「強さ2の集団が勝つのは5回に3回ほど。E3からE5への闘争では、勝つ見込みが3回に2回ほどから5回に3回ほどに
    下がる」: the first is this struggle's odds, the second the game's chance, said alike. Each is named."""
    odds = falls = 0
    for seed in range(1, 6):
        for s, seat in _play_positions(seed):
            view = s.view_for(seat)
            legal = view.legal_actions(seat)
            fights = [a for a in legal if isinstance(a, Struggle)]
            allies = [a for a in legal if isinstance(a, Ally)]
            for a in fights[:2]:
                why = X.because(view, seat, a)
                if why is not None and why.key == X.WHY + "struggle":
                    odds += 1
                    assert "this struggle" in why.render("en", NAMES), why.render("en", NAMES)
                    assert "この闘争に勝つ" in why.render("ja", NAMES), why.render("ja", NAMES)
                for b in fights[:3] + allies[:2]:
                    vs = X._versus(view, seat, a, b, 0.2, top=0.7) if b != a else None
                    if vs is not None and vs.key == X.WHY + "vs.game_falls":
                        falls += 1
                        assert "win the game down" in vs.render("en", NAMES), vs.render("en", NAMES)
                        assert "ゲームに勝つ見込み" in vs.render("ja", NAMES), vs.render("ja", NAMES)
    assert odds and falls, (odds, falls)
