"""Caesar's reasons, advice and review say the thing that decided a move, and say it alike: a
pass that ends the game won is a certain win; an alliance that flees or meets a threat says so,
in the present tense; a card that ties says so (the review's odds count the tie the card's
words left out); the attacker's own flag is no option to name; a card given up says what it
keeps; a set-up square says why it beats the next best."""
from __future__ import annotations

import random

from games.caesar import explain as X
from games.caesar.rules import (FLAG, PHASE_PLACE, PHASE_PLAY, PHASE_STRUGGLE, Ally, Pass, Place,
                                PlayCard, in_line, new_game, square_name)
from games.caesar.tests.test_caesar_explain import _decisions
from games.core import review as R
from games.core.text import catalogue

NAMES = ["Livia", "Marcus", "Gaius"]


def _random_games(games: int, steps: int = 200, seed: int = 0, players=(2, 3)):
    """Every decision of ``games`` random games: ``(state, seat)`` before the seat's move."""
    for g in range(games):
        rng = random.Random(seed + g)
        s = new_game(players[g % len(players)], seed + g, {})
        for seat in _decisions(s, rng, steps, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            yield s, seat


def _pass_wins(view, seat) -> bool:
    """True when ``seat``'s pass ends the game with ``seat`` its only winner."""
    if Pass() not in view.legal_actions(seat):
        return False
    after = view.clone()
    after.apply_trusted(seat, Pass())
    out = after.outcome()
    return out is not None and tuple(out.winners) == (seat,)


def test_a_pass_that_ends_the_game_won_is_advised_judged_certain_and_said_so():
    """The review valued a pass that ended the game 17 to 3 "about 9 in 10" with a reason
    counting alliances left, and the advice named an alliance: a move that wins on the spot is
    the advice, worth a certain win, and the words say the game ends won."""
    found = 0
    for s, seat in _random_games(60, players=(2,)):
        if s.phase != PHASE_PLAY or s.passes == 0:
            continue
        view = s.view_for(seat)
        others = [a for a in view.legal_actions(seat) if isinstance(a, Ally) and X._wins_now(view, seat, a) is None]
        if not others or not _pass_wins(view, seat):
            continue
        advice = X.advise(view, seat)
        assert X._wins_now(view, seat, advice.action) is not None and advice.value == 1.0, advice
        assert advice.reason.params["what"].key == X.WHY + "wins_now", advice.reason
        j = X.judge(view, seat, others[0])
        assert X._wins_now(view, seat, j.best.action) and j.best.value == 1.0 and j.versus is not None
        assert j.versus.key == X.WHY + "vs.played_on", j.versus
        k, theirs = view.score(seat), max(view.score(o) for o in range(view.n_seats) if o != seat)
        for lang in ("en", "ja"):
            text = R.why_of(X, view, seat, j).render(lang, NAMES)
            assert f"{k}" in text and f"{theirs}" in text, text
        found += 1
        if found >= 3:
            break
    assert found, "no position where a pass wins"


def test_no_reason_says_a_threat_was_lost():
    """「かなわなかった」 read as a struggle lost, for a threat that never came to a struggle (or
    one a flag voided): a threat is said in the present, 「かなわないが」."""
    past = {k: v for lang in ("en", "ja") for k, v in catalogue()[lang].items()
            if k.startswith(X.WHY) and ("かなわなかった" in v or "was no match" in v)}
    assert not past, past


def test_an_alliance_that_meets_a_threat_says_so():
    """An alliance whose stack was weaker than a stack in line with it and is as strong after it
    (fled onto a neutral that keeps it in line, or joined its own stack beside it) said only "the
    neutral counter joins: a stack of 2": it says the threat and the even match. One level with
    the stack before it and stronger after it is said level, not "no match"."""
    even = level = 0
    for s, seat in _random_games(40, steps=120, seed=300):
        if s.phase != PHASE_PLAY:
            continue
        view = s.view_for(seat)
        for a in [b for b in view.legal_actions(seat) if isinstance(b, Ally)]:
            why = X.because(view, seat, a)
            if why.key == X.WHY + "wins_now":
                continue
            q = why.params
            if "square" not in q:
                continue
            k, on = q["k"], q["on"]
            if why.key.endswith("_even"):
                after = view.clone()
                after.apply_trusted(seat, a)
                osq = next(i for i in range(25) if square_name(i) == q["other"])
                assert k < on == q["total"] and osq in in_line(after.board, a.dst), why
                even += 1
            if why.key.endswith("_level_grown"):
                assert k == on < q["total"], why
                level += 1
                assert "互角" in why.render("ja", NAMES) and "level" in why.render("en", NAMES)
            elif why.key.endswith("_grown"):
                assert k < on < q["total"], why
    assert even >= 3 and level >= 1, (even, level)


def _card_positions(seeds: int = 40):
    """Struggles of random two-player games with a seat to choose its card."""
    for s, seat in _random_games(seeds, steps=90, seed=500, players=(2,)):
        if s.phase == PHASE_STRUGGLE and s.committed[seat] is None:
            yield s.view_for(seat), seat


def test_a_card_says_the_tie_the_attack_odds_count():
    """"The 7 beats 7 of Marcus's 8 cards" while his 9 tied with it (both stacks removed), and
    the review set the attack at "about 2 in 5": a card that ties with one of the other side's
    says so."""
    ties = 0
    for view, seat in _card_positions():
        a, d, src, dst = view.duel
        other = d if seat == a else a
        gap = len(view.board[src if seat == a else dst]) - len(view.board[dst if seat == a else src])
        for card in [c for c in view.hands[seat] if c != FLAG]:
            why = X.because(view, seat, PlayCard(card))
            tied = [c for c in view.hands[other] if c != FLAG and gap + card == c]
            if why.key in (X.WHY + "card", X.WHY + "card_tie"):
                assert (why.key == X.WHY + "card_tie") == bool(tied), (why, tied)
                if tied:
                    ties += 1
                    for lang in ("en", "ja"):
                        assert str(tied[0]) in why.render(lang, NAMES)
    assert ties >= 3, ties


def test_an_attacker_is_never_told_of_voiding_its_own_attack():
    """"The flag would void the struggle, but it is kept for a bigger stake", said to the
    attacker about its own attack: no option worth naming."""
    told = 0
    for view, seat in _card_positions(30):
        if seat != view.duel[0] or FLAG not in view.hands[seat]:
            continue
        advice = X.advise(view, seat)
        vs = advice.reason.params.get("vs")
        assert vs is None or vs.key != X.WHY + "vs.keep_flag", advice.reason
        told += 1
    assert told >= 3, told


def test_a_card_given_up_says_what_it_keeps():
    for lang in ("en", "ja"):
        text = catalogue()[lang][X.WHY + "card_spend"]
        assert ("kept" in text) if lang == "en" else ("残す" in text), text


def test_a_set_up_square_says_why_it_beats_the_next_best():
    """"B1: the counter on B2 beside it is ready for an alliance later" did not say why B1 rather
    than A1 or C1: a square with a counter of its own beside it, against one with none, says so;
    else more empty squares beside it, when it has them."""
    s = new_game(2, 1, {})
    s.board[6] = [0]                                # (B2, the seat's own; B1 is square 1)
    view = s.view_for(0)
    assert view.phase == PHASE_PLACE and X._around(view.board, 1, 0) == (1, 2)
    vs = X._place_versus(view, 0, Place(1), Place(0), X._alt(view, 0, Place(0)))
    assert vs is not None and vs.key == X.WHY + "vs.place_alone"
    assert "A1" in vs.render("en") and "A1" in vs.render("ja")
    vs = X._place_versus(view, 0, Place(12), Place(0), X._alt(view, 0, Place(0)))   # (C3: 4 empty, A1: 2)
    assert vs is not None and vs.key == X.WHY + "vs.place_fewer" and vs.params["k"] == 4, vs
    said = 0
    for g in range(12):
        rng = random.Random(g)
        s = new_game(2, g, {})
        for seat in _decisions(s, rng, 12, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            if s.phase == PHASE_PLACE and any(s.board):
                why = X.advise(s.view_for(seat), seat).reason
                vs = why.params.get("vs")
                said += why.params["what"].key == X.WHY + "place_own" and vs is not None \
                    and vs.key.startswith(X.WHY + "vs.place_")
    assert said >= 3, said


def test_a_seat_that_can_end_the_game_won_stands_certain():
    """The chart stood at "about 9 in 10" for a seat whose pass would end the game won: its
    standing there is a certainty (the review's heading starts from the chart)."""
    found = 0
    for s, seat in _random_games(60, players=(2,)):
        if s.phase == PHASE_PLAY and s.passes and _pass_wins(s.view_for(seat), seat):
            assert X.standing(s.view_for(seat), seat) == 1.0
            found += 1
    assert found


def test_fewer_counters_after_joining_own_stacks_says_why():
    """「D3からD5への同盟では、持つカウンターが8個ではなく7個になる」 read as if the alliance lost a
    counter: an alliance of two stacks of one's own takes in no neutral counter, and says so."""
    own = 0
    for s, seat in _random_games(40, steps=120, seed=700):
        if s.phase != PHASE_PLAY:
            continue
        view = s.view_for(seat)
        allies = [a for a in view.legal_actions(seat) if isinstance(a, Ally)]
        for a in allies[:3]:
            for b in allies[:4]:
                if a == b:
                    continue
                vs = X._versus(view, seat, a, b, 0.1)
                if vs is None or vs.key not in (X.WHY + "vs.counters", X.WHY + "vs.counters_own"):
                    continue
                joins_own = view.board[b.dst][-1] == seat
                assert (vs.key == X.WHY + "vs.counters_own") == joins_own, (vs, b)
                own += joins_own
    assert own >= 3, own
