"""The Catilina Conspiracy's invariants, from the rule text (checked by ``main.py fuzz``).

- **cards**: thirty cards, five colours by the values 1-6; every card is in
  exactly one hand or among the conspirators (never two places, never lost).
  The base game sets aside one card of each colour (one more with 3 or 4
  players); the individual variant 10 (12 with 3 players). The rest is dealt
  evenly; without the keep variant hands never change.
- **answers**: a player asked alone passes every matching card and says how
  many; asked with everyone, a player with a match passes one matching card;
  every card shown matches the question of its turn.
- **turn and phase**: the asker is a player still in the race; when everyone
  is asked, exactly the other players holding a match choose, each a matching
  card of their own hand; turns counted add up.
- **accusations**: a sum accusation is right exactly when it names the sum of
  the conspirators' values; a wrong one puts its player out. A right one wins;
  when one player is left in, they win. Individual variant: a card is accused
  once; after the tenth, players with a wrong accusation are out and the most
  right accusations among the others win (their counts are the scores).
"""
from __future__ import annotations

from ..core.invariants import no_negative, require, same_multiset

COLOURS, VALUES = 5, 6
CARDS = tuple(range(COLOURS * VALUES))
#: the individual variant ends at the tenth accused card
INDIVIDUAL_LIMIT = 10


def colour(card: int) -> int:
    return card // VALUES


def value(card: int) -> int:
    return card % VALUES + 1


def _matches(card: int, kind: str, attr: int) -> bool:
    return (colour(card) if kind == "colour" else value(card)) == attr


def check(state) -> None:
    """Raise :class:`~games.core.invariants.InvariantError` when the position breaks a rule."""
    require(state.conspirators is not None and all(h is not None for h in state.hands),
            "a true state with hidden cards")
    _check_cards(state)
    _check_answers(state)
    _check_turn(state)
    _check_accusations(state)


def _check_cards(state) -> None:
    """Every card in one place; the deal's sizes and the conspirators' make-up."""
    n = state.n_seats
    hands, consp = state.hands, state.conspirators
    same_multiset("cards (hands + conspirators vs the deck)", [c for h in hands for c in h] + list(consp), CARDS)
    for s in range(n):
        require(list(hands[s]) == sorted(hands[s]), f"seat {s}'s hand is not sorted")
        require(state.hand_sizes[s] == len(hands[s]), f"seat {s} holds {len(hands[s])} cards, says {state.hand_sizes[s]}")
    require(list(consp) == sorted(consp) and len(consp) == state.n_conspirators, "the conspirators' count")
    if state.individual:
        require(len(consp) == (12 if n == 3 else 10), f"{len(consp)} conspirators in the individual variant")
    else:
        require(len(consp) == (6 if n in (3, 4) else 5), f"{len(consp)} conspirators with {n} players")
        require({colour(c) for c in consp} == set(range(COLOURS)), f"the conspirators {consp} miss a colour")
    require(state.initial_size * n + len(consp) == len(CARDS), "the deal is not even")
    if not state.keep_cards:
        require(all(len(h) == state.initial_size for h in hands), "a hand changed without the keep variant")


def _check_answers(state) -> None:
    """Every card shown matches its question; every answer counts the matching cards."""
    hands = state.hands
    questions = {(q.turn, q.asker): q for q in state.history}
    for sh in state.shown:
        q = questions.get((sh.turn, sh.asker))
        require(q is not None, f"cards shown in turn {sh.turn} without a question")
        require(all(_matches(c, q.kind, q.attr) for c in sh.cards),
                f"{sh.cards} shown for the question {q.kind} {q.attr}")
        require(q.target in (-1, sh.giver) and len(sh.cards) == dict(q.answers).get(sh.giver),
                f"seat {sh.giver} showed {len(sh.cards)} cards but answered {q.answers}")
        if q.target == -1:
            require(len(sh.cards) == 1, "a player asked with everyone passed more than one card")
        if not state.keep_cards:
            require(set(sh.cards) <= set(hands[sh.giver]), f"seat {sh.giver} showed cards it does not hold")
    if not state.keep_cards:
        for q in state.history:
            for s, count in q.answers:
                has = sum(1 for c in hands[s] if _matches(c, q.kind, q.attr))
                want = has if q.target != -1 else min(has, 1)
                require(count == want, f"seat {s} answered {count} to {q.kind} {q.attr} holding {has}")


def _check_turn(state) -> None:
    """The turns counted, the phase and who is to act agree."""
    n = state.n_seats
    hands = state.hands
    require(sum(state.turns_taken) == state.turn_no, f"turns taken {state.turns_taken} vs turn {state.turn_no}")
    no_negative("turns", state.turns_taken)
    to_act, phase = state.to_act(), state.phase
    if phase in ("ask", "accusing", "give"):
        require(not state.out[state.turn], f"seat {state.turn} is out but on turn")
        require(state.result is None, "a result before the end")
    if phase in ("ask", "accusing"):
        require(to_act == (state.turn,), f"to_act {to_act} on seat {state.turn}'s turn")
        require(state.question is None and all(p is None for p in state.pending), "a question open outside giving")
        require(phase == "ask" or state.individual, "accusing cards outside the individual variant")
    elif phase == "give":
        asker, kind, attr = state.question
        require(asker == state.turn, "the question is not the asker's")
        holders = tuple(s for s in range(n) if s != asker and any(_matches(c, kind, attr) for c in hands[s]))
        require(tuple(state.givers) == holders, f"givers {state.givers}, holders of a match {holders}")
        for s, p in enumerate(state.pending):
            if p is not None:
                require(s in holders and p in hands[s] and _matches(p, kind, attr),
                        f"seat {s} chose {p} for {kind} {attr}")
        want = tuple(g for g in holders if state.pending[g] is None)
        require(to_act == want and want, f"to_act {to_act}, still choosing {want}")
    else:
        require(phase == "over", f"unknown phase {phase!r}")
        require(to_act == () and state.result is not None, "the game is over without a result")


def _check_accusations(state) -> None:
    """Accusations judged by the conspirators' sum; who is out and who won follow from them."""
    n = state.n_seats
    consp, phase = state.conspirators, state.phase
    total = sum(value(c) for c in consp)
    for a in state.accusations:
        require(a.correct == (a.total == total), f"seat {a.seat}'s accusation of {a.total} judged {a.correct}")
    accused = [a.card for a in state.accused]
    require(len(set(accused)) == len(accused), f"a card accused twice: {accused}")
    if state.individual:
        require(not state.accusations, "a sum accusation in the individual variant")
        done = phase == "over"
        require(len(accused) == INDIVIDUAL_LIMIT if done else len(accused) < INDIVIDUAL_LIMIT,
                f"{len(accused)} cards accused, phase {phase}")
        wrong = {a.seat for a in state.accused if a.card not in consp}
        if done:
            require([state.out[s] for s in range(n)] == [s in wrong for s in range(n)],
                    f"out {state.out}, wrong accusers {sorted(wrong)}")
            right = [sum(1 for a in state.accused if a.seat == s and a.card in consp) for s in range(n)]
            out = state.outcome()
            require(list(out.scores) == right, f"scores {out.scores}, right accusations {right}")
            alive = [s for s in range(n) if s not in wrong]
            best = max((right[s] for s in alive), default=None)
            want = tuple(s for s in alive if right[s] == best)
            require(tuple(out.winners) == want, f"winners {out.winners}, recomputed {want}")
        else:
            require(not any(state.out), "a player out before the tenth accused card")
    else:
        require(not accused, "a card accused in the base game")
        wrong = {a.seat for a in state.accusations if not a.correct}
        require([state.out[s] for s in range(n)] == [s in wrong for s in range(n)],
                f"out {state.out}, wrong accusers {sorted(wrong)}")
        require(all(not a.correct for a in state.accusations[:-1]), "the game went on after a right accusation")
        left = [s for s in range(n) if s not in wrong]
        if phase == "over":
            out = state.outcome()
            last = state.accusations[-1] if state.accusations else None
            if last is not None and last.correct:
                require(tuple(out.winners) == (last.seat,), f"winners {out.winners}, right accuser {last.seat}")
            else:
                require(len(left) == 1 and tuple(out.winners) == tuple(left),
                        f"the game ended with {left} still in, winners {out.winners}")
        else:
            require(len(left) >= 2, f"only {left} left in but the game goes on")
