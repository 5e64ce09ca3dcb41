"""Explicit positions for the Caesar XL rules tests (a cleared board, pieces placed by hand)."""
from itertools import product
from typing import NamedTuple

from games.core.chance import CHANCE
from games.caesar_xl.combat import die_hits
from games.caesar_xl.rules import CAESAR, POMPEY, Dice, Die, EndPhase, Pass, new_game

__all__ = ["CAESAR", "POMPEY", "CHANCE", "position", "put", "run_battle", "battle_odds", "Volley", "volley_dice",
           "fire", "step_distribution", "to_retreat"]


class Volley(NamedTuple):
    """A step of a battle by its result: the attacker scores ``attacker`` hits, the defender
    ``defender`` (:func:`volley_dice` turns it into the dice that give it)."""

    attacker: int
    defender: int


def volley_dice(s, attacker: int, defender: int) -> list:
    """The :class:`Die` outcomes, in order, that make the step awaiting its dice in ``s`` score
    ``attacker`` and ``defender`` hits: each side's first units hit (a 1), the rest miss (a 6)."""
    t = s.todo[0]
    assert t[0] == "dice" and not t[2], f"no step awaits its dice: {t}"
    out = []
    for swords, hits in zip(s.firers(t[1]), (attacker, defender)):
        faces = [1 if i < hits else 6 for i in range(len(swords))]
        assert sum(die_hits(f, w) for f, w in zip(faces, swords)) == hits, f"{hits} hits impossible for {swords}"
        out += [Die(f) for f in faces]
    return out


def fire(s, attacker: int, defender: int) -> list:
    """Roll the dice of the step on top so that it scores these hits; returns the events."""
    events = []
    for die in volley_dice(s, attacker, defender):
        events += s.apply(CHANCE, die)
    return events


def step_distribution(s) -> dict:
    """``{(attacker's hits, defender's hits): p}`` of the step awaiting its dice in ``s``, found by
    rolling every combination of faces on copies and reading the hits off each volley's dice."""
    t = s.todo[0]
    att, dfn = s.firers(t[1])
    out: dict = {}
    for faces in product(range(1, 7), repeat=len(att) + len(dfn)):
        c = s.clone()
        events = []
        for f in faces:
            events += c.apply(CHANCE, Die(f))
        d = next(e for e in events if isinstance(e, Dice))
        assert (d.attacker + d.defender) == faces
        k = (sum(d.attacker_hit), sum(d.defender_hit))
        out[k] = out.get(k, 0.0) + 6.0 ** -len(faces)
    return out


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
        out.append(s.add_unit(seat, kind, grade, place))
    return out


def to_retreat(s, seat):
    """End the March phase into Combat and fight the battle (no hit) until ``seat`` may retreat."""
    s.apply(s.active, EndPhase())
    while s.to_act() != (seat,) or s.todo[0][0] != "retreat":
        if s.to_act()[0] == CHANCE:
            fire(s, 0, 0)
        else:
            s.apply(s.to_act()[0], Pass())
    return s


def run_battle(s, rolls):
    """End the March phase into Combat and feed the chance seat ``rolls`` in order (Volley, Die
    or Roll; a Volley stands for the dice of a whole step); decisions are answered with Pass or
    the first option. Returns every event."""
    events = s.apply(s.active, EndPhase())
    rolls = list(rolls)
    while s.to_act() and not (s.phase == "combat" and not s.todo):
        seat = s.to_act()[0]
        if seat == CHANCE:
            roll = rolls.pop(0)
            if isinstance(roll, Volley):
                rolls[:0] = volley_dice(s, *roll)
                roll = rolls.pop(0)
            events += s.apply(CHANCE, roll)
        else:
            legal = s.legal_actions(seat)
            events += s.apply(seat, Pass() if Pass() in legal else legal[0])
    assert not rolls, "rolls left over"
    return events


def _key(s):
    b = s.battle
    todo = s.todo
    if todo and todo[0][0] == "dice":         # dice rolled so far count by the hits they made
        _, step, faces = todo[0]
        att, dfn = s.firers(step)
        sw = (att + dfn)[:len(faces)]
        hits = (sum(die_hits(f, w) for f, w in zip(faces[:len(att)], sw[:len(att)])),
                sum(die_hits(f, w) for f, w in zip(faces[len(att):], sw[len(att):])))
        todo = (("dice", step, len(faces), hits),) + todo[1:]
    return (tuple(sorted(s.units.items())), None if b is None else (b["militia"], b["round"] >= 2), todo)


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
