"""Caesar XL's invariants, from the rules and the counter mix (checked by ``main.py fuzz``).

- **the SPQR deck**: each of the 40 cards is somewhere, once: in the draw pile,
  the discard pile, a hand, the Forum row, a side's claimed Forum cards, or on
  the map as a leader in play (a leader's card goes to the discards when he dies);
  the cards known to be in a hand (taken from the discards in sight) are in it.
- **the counters**: each side's legions, Legio X and allies on the map never
  exceed the counter mix (``data/units.json``); every piece belongs to a side,
  has a grade its type has, and stands on a city or a barbarian area of the map;
  a leader is on the map at most once.
- **the Supreme Commanders**: a side's Supreme Commander is dead (``None``) or one
  of its leaders on the map.
- **markers and gold**: control and alliance markers lie on places of the map and
  belong to a side; conquered barbarian areas are areas; no gold is negative.
- **turn and phase**: the turn is within the game's 14 (one past it once the game
  has ended on time), the phasing side is a side, and the game is over exactly
  when it has a winner and a reason.

One action at a time (:func:`check_step`):

- **forced marches** pay what [9.3.1] and [11.2] say (with RULINGS.md): 1 gold a
  legion or ally; leaders ride free with a paid unit, else 1 each; the Supreme
  Commander free, and his group from the start of the March phase half its cost
  rounded up (a leader alone with him: 1); Dictatorship: his stack free;
- **no new units in a barbarian area** ([12.2.1]): a legion or ally stands in one
  after a step only if it stood there before or marched or retreated there;
- **barbarian areas after a phase ends** (Silver): every conquered area holds a
  piece or the alliance marker of the side that holds it ([12.4]), and no side's
  piece stands in a barbarian area that side does not hold (after the March phase
  only: the battles of the Combat phase settle those).
"""
from __future__ import annotations

import math
from collections import Counter

from ..core.invariants import no_negative, require, same_multiset
from . import components as C
from .components import COMBAT_KINDS, SC_KINDS

LAST_TURN = 14


def check(state) -> None:
    """Raise :class:`~games.core.invariants.InvariantError` when the position breaks a rule."""
    # ----- the deck
    leaders = [t[1] for t in state.units.values() if t[1] in C.CARDS]
    same_multiset("the SPQR cards (pile + discards + hands + Forum row + claimed + leaders in play)",
                  list(state.deck.tokens()) + list(state.deck.discards) + list(state.hands[0])
                  + list(state.hands[1]) + list(state.forum) + list(state.claimed[0])
                  + list(state.claimed[1]) + leaders, list(C.CARDS))
    for side in (0, 1):
        extra = Counter(state.known[side]) - Counter(state.hands[side])
        require(not extra, f"side {side}'s hand lacks the cards known to be in it: {sorted(extra)}")
    # ----- the counters
    on_map: list[Counter[str]] = [Counter(), Counter()]
    for uid, (side, kind, grade, place) in state.units.items():
        require(side in (0, 1), f"piece {uid} belongs to no side ({side!r})")
        require(place in C.ADJ, f"piece {uid} ({kind}) stands on {place!r}, not a place of the map")
        if kind in COMBAT_KINDS:
            require(grade in C.UNITS["unit_types"][kind]["swords"], f"piece {uid}: a {kind} has no grade {grade!r}")
            on_map[side][kind] += 1
        else:
            require(kind in C.CARDS or kind in SC_KINDS, f"piece {uid}: no unit type or leader {kind!r}")
            require(grade == "", f"leader {kind} with a grade {grade!r}")
    for side in (0, 1):
        over = on_map[side] - Counter(C.CAPS[("caesar", "pompey")[side]])   # the counter mix
        require(not over, f"side {side} has more counters than the box holds: {dict(over)}")
    kinds = [t[1] for t in state.units.values() if t[1] not in COMBAT_KINDS]
    require(len(kinds) == len(set(kinds)), f"a leader on the map twice: {sorted(kinds)}")
    for side in (0, 1):
        sc = state.sc[side]
        if sc is not None:
            require(any(t[0] == side and t[1] == sc for t in state.units.values()),
                    f"side {side}'s Supreme Commander {sc} is not on the map")
    # ----- markers and gold
    for place, owner in state.markers.items():
        require(place in C.ADJ and owner in (0, 1), f"a marker of {owner!r} on {place!r}")
    for area, owner in state.conquered.items():
        require(area in C.TOPO.area_ids and owner in (0, 1), f"{area!r} conquered by {owner!r}")
    no_negative("gold", state.gold)
    # ----- turn and phase
    require(1 <= state.turn_no <= LAST_TURN + 1, f"turn {state.turn_no} outside the game's {LAST_TURN}")
    require(state.active in (0, 1), f"the phasing side is {state.active!r}")
    ended = state.winner is not None
    require(ended == bool(state.end_reason), f"winner {state.winner!r} with end reason {state.end_reason!r}")
    require(ended == (not state.to_act()), "the game is over exactly when nobody is to act")


def forced_march_due(state, seat: int, units) -> int:
    """The gold a forced march of ``units`` costs ``seat`` in ``state`` by [9.3.1] and [11.2]
    (stated again here, apart from the engine's ``march_cost``)."""
    per = C.PARAMS["forced_march_cost_per_unit"]
    kinds = {u: state.units[u][1] for u in units}
    combat = [u for u, k in kinds.items() if k in COMBAT_KINDS]
    leaders = [u for u, k in kinds.items() if k not in COMBAT_KINDS]
    commander = [u for u in leaders if kinds[u] == state.sc[seat]]
    if commander and "dictatorship" in state.claimed[seat]:
        return 0
    full = per * (len(combat) if combat else len(leaders) - len(commander))
    if commander and all(u in state.sc_group for u in units if u not in commander):
        return math.ceil(full / 2)
    return full


def _areas_held(state, battles_follow: bool) -> None:
    """Every conquered area holds a piece or the marker of its holder; unless battles follow,
    nobody's piece stands in a barbarian area its side does not hold."""
    for area, owner in state.conquered.items():
        require(state.markers.get(area) == owner
                or any(t[0] == owner and t[3] == area for t in state.units.values()),
                f"{area} is recorded as side {owner}'s with neither a piece nor a marker of it there")
    if battles_follow:
        return
    for uid, (side, kind, _grade, place) in state.units.items():
        if place in C.AREA:
            require(state.conquered.get(place) == side,
                    f"piece {uid} ({kind}) of side {side} stands in the barbarian area {place}, held by "
                    f"{state.conquered.get(place, 'the barbarians')}")


def check_step(before, seat, action, after) -> None:
    """Raise :class:`~games.core.invariants.InvariantError` when ``action`` (by ``seat``, from
    ``before`` to ``after``) breaks a rule of the list above."""
    if type(action).__name__ == "Move" and not action.fleet and len(action.path) == 2:
        paid, due = before.gold[seat] - after.gold[seat], forced_march_due(before, seat, action.units)
        require(paid == due, f"a forced march of {len(action.units)} pieces along {action.path} paid {paid}"
                             f" gold, not the {due} of [9.3.1] and [11.2]")
    if type(action).__name__ not in ("Move", "Retreat"):
        for uid, (side, kind, _grade, place) in after.units.items():
            if place in C.AREA and kind in COMBAT_KINDS:
                was = before.units.get(uid)
                require(was is not None and was[3] == place,
                        f"a {kind} of side {side} was placed in the barbarian area {place} by {action!r}")
    ended = (before.turn_no, before.active, before.phase) != (after.turn_no, after.active, after.phase)
    if ended and before.silver:
        _areas_held(after, battles_follow=before.phase == "march")
