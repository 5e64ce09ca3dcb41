"""Explicit positions for the Caesar XL rules tests (a cleared board, pieces placed by hand)."""
from games.core.chance import CHANCE
from games.caesar_xl.rules import CAESAR, POMPEY, EndPhase, Pass, new_game

__all__ = ["CAESAR", "POMPEY", "CHANCE", "position", "put", "run_battle", "battle_odds"]


def position(silver=True, phase="purchase", active=CAESAR, gold=(20, 20), markers=None, hands=((), ())):
    """A game with an empty map, the given markers, gold and hands, ``active`` in ``phase``."""
    s = new_game(2, 0, {"silver": silver})
    for h in s.hands:
        s.deck.put(*h)
    s.hands = [list(hands[0]), list(hands[1])]
    for h in s.hands:
        for c in h:
            s.deck.draw(c)
    s.units = {}
    s.markers = dict(markers or {})
    s.gold = list(gold)
    s.phase = phase
    s.active = active
    s.todo = ()
    return s


def put(s, seat, place, *pieces):
    """Place pieces: ``"legion:veteran"``, ``"ally"`` (standard), or a leader id; returns their ids."""
    out = []
    for p in pieces:
        kind, _, grade = p.partition(":")
        if kind in ("legion", "legio_x", "ally"):
            grade = grade or "standard"
        else:
            grade = ""
        out.append(s._add(seat, kind, grade, place))
    return out


def run_battle(s, rolls):
    """End the March phase into Combat and feed the chance seat ``rolls`` in order (Hits or Roll);
    decisions are answered with Pass or the first option. Returns every event."""
    events = s.apply(s.active, EndPhase())
    rolls = list(rolls)
    while s.to_act() and not (s.phase == "combat" and not s.todo):
        seat = s.to_act()[0]
        if seat == CHANCE:
            events += s.apply(CHANCE, rolls.pop(0))
        else:
            legal = s.legal_actions(seat)
            events += s.apply(seat, Pass() if Pass() in legal else legal[0])
    assert not rolls, "rolls left over"
    return events


def _key(s):
    b = s.battle
    return (tuple(sorted(s.units.items())), None if b is None else (b["militia"], b["round"] >= 2), s.todo)


def battle_odds(s, tol=1e-12):
    """Exact distribution of the pieces left after the battles of the Combat phase that ``s``
    is about to enter (chance outcomes enumerated with their probabilities; every decision
    answered with Pass or the first option): ``{frozenset of (side, kind, grade): p}``."""
    s = s.clone()
    s.apply(s.active, EndPhase())
    frontier = {_key(s): (1.0, s)}
    done: dict = {}
    while frontier:
        nxt: dict = {}
        for p, st in frontier.values():
            if p < tol:
                continue
            if not st.to_act() or (st.phase == "combat" and not st.todo):
                k = tuple(sorted((t[0], t[1], t[2]) for t in st.units.values()))
                done[k] = done.get(k, 0.0) + p
                continue
            seat = st.to_act()[0]
            if seat == CHANCE:
                branches = st.chance_outcomes()
            else:
                legal = st.legal_actions(seat)
                branches = [(Pass() if Pass() in legal else legal[0], 1.0)]
            for a, q in branches:
                c = st.clone()
                c.apply(seat, a)
                key = _key(c)
                old = nxt.get(key)
                nxt[key] = (p * q + (old[0] if old else 0.0), c)
        frontier = nxt
    return done
