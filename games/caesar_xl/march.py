"""Caesar XL's March phase: who may march together, where and at what cost (one route, Silver's
forced march of two routes [9.3], the Fleet, the Supreme Commander's half-cost group [11.2]),
mustering a group unit by unit, the march itself, and the supply that follows the Combat phase
(Silver [10.3]: units beyond a space's gold value are paid for or removed)."""
from __future__ import annotations

import itertools
import math

from ..core.actions import Action
from . import components as C
from .components import COMBAT_KINDS, gold_of
from .fields import Fields
from .moves import Join, Leave, Marched, Move, Muster, Pass, PaySupply, Remove, Revealed, note


def _mustered(place: str) -> str:
    """The mark in ``State.used`` of a stack mustered this player turn: a stack is mustered once
    per March phase and its group changes at most once per unit, so a turn of choices that change
    nothing on the map always ends (a player who stops may still march it whole or unit by unit)."""
    return f"muster:{place}"


class MarchRules(Fields):
    """Mix-in of ``rules.State``: the March phase and the supply after combat (it reads
    ``units``, ``moved``, ``sc_group``, ``used``, ``gold`` and the hands; a march changes
    ``units``, ``moved``, ``origin`` and ``gold``)."""

    __slots__ = ()

    def march_cost(self, seat: int, units: tuple[int, ...], path: tuple[str, ...], fleet: bool = False) -> int:
        """Gold a move costs: 0 for one route or the Fleet; a forced march (Silver [9.3]) 1 per
        legion or ally, leaders riding free with a paid unit or paying 1 each without one; the
        Supreme Commander free and the units stacked with him at the start of the March phase at
        half their cost rounded up ([11.2]: a leader alone with him pays 1); Dictatorship: his
        whole stack free."""
        if fleet or len(path) < 2:
            return 0
        combat = [u for u in units if self.units[u][1] in COMBAT_KINDS]
        leaders = [u for u in units if self.units[u][1] not in COMBAT_KINDS]
        sc = [u for u in leaders if self.units[u][1] == self.sc[seat]]
        per = C.PARAMS["forced_march_cost_per_unit"]
        if sc:
            if "dictatorship" in self.claimed[seat]:
                return 0
            others = [u for u in units if u not in sc]
            cost = len(combat) * per if combat else (len(leaders) - 1) * per
            if all(u in self.sc_group for u in others):
                return math.ceil(cost / 2)
            return cost
        return len(combat) * per if combat else len(leaders) * per

    def _can_enter(self, seat: int, place: str) -> bool:
        """Bronze: barbarian areas cannot be entered."""
        return place in C.CITY or self.silver

    def enter_ok(self, seat: int, group: tuple, dest: str) -> bool:
        """Leaders alone may not enter enemy combat units or an area still held by barbarians."""
        if any(self.units[u][1] in COMBAT_KINDS for u in group):
            return True
        if self.combat_at(dest, 1 - seat):
            return False
        return dest in C.CITY or self.conquered.get(dest) == seat

    def march_groups(self, units: list[int]) -> list[tuple[int, ...]]:
        """Every group of ``units`` (unmoved pieces in one place) that may march together, once
        each: combat units of the same kind and grade (and the same footing towards the Supreme
        Commander's half cost) are interchangeable, so a group is a count per such class, taking
        the lowest ids of the class, plus each leader in or out. The whole stack comes first.

        >>> from games.caesar_xl.rules import new_game, CAESAR
        >>> s = new_game(2, 0, {})
        >>> us = s.pieces_at("massilia", CAESAR)
        >>> [len(g) for g in s.march_groups(us)][:3], len(s.march_groups(us))
        ([4, 3, 2], 11)
        """
        classes: dict[tuple, list[int]] = {}
        leaders: list[int] = []
        for u in sorted(units):
            kind, grade = self.units[u][1], self.units[u][2]
            if kind in COMBAT_KINDS:
                classes.setdefault((kind, grade, u in self.sc_group), []).append(u)
            else:
                leaders.append(u)
        pools = [classes[k] for k in sorted(classes)]
        out: list[tuple[int, ...]] = []
        for counts in itertools.product(*[range(len(p), -1, -1) for p in pools]):
            base = [u for p, k in zip(pools, counts, strict=True) for u in p[:k]]
            for keep in itertools.product((True, False), repeat=len(leaders)):
                g = base + [u for u, k in zip(leaders, keep, strict=True) if k]
                if g:
                    out.append(tuple(sorted(g)))
        return out

    def is_canonical_group(self, units: tuple[int, ...]) -> bool:
        """Whether ``units`` is the group :meth:`march_groups` lists for its counts: within each
        class of interchangeable combat units it holds the lowest ids of that class in its place."""
        if not units or len(set(units)) != len(units) or tuple(sorted(units)) != tuple(units):
            return False
        t0 = self.units.get(units[0])
        if t0 is None:
            return False
        seat, place = t0[0], t0[3]
        held: dict[tuple, int] = {}
        for u in units:
            t = self.units.get(u)
            if t is None or t[0] != seat or t[3] != place or u in self.moved:
                return False
            if t[1] in COMBAT_KINDS:
                key = (t[1], t[2], u in self.sc_group)
                held[key] = held.get(key, 0) + 1
        if not held:
            return True
        seen: dict[tuple, int] = {}
        for u in self.pieces_at(place, seat):
            t = self.units[u]
            if u in self.moved or t[1] not in COMBAT_KINDS:
                continue
            key = (t[1], t[2], u in self.sc_group)
            k = seen.get(key, 0)
            seen[key] = k + 1
            if (k < held.get(key, 0)) != (u in units):
                return False
        return True

    def march_paths(self, seat: int, place: str) -> list[tuple[str, ...]]:
        """The paths a march from ``place`` may take, before asking who marches: each route
        (one place), then (Silver [9.3]) each forced march of two routes to a place that is not
        next door, once per middle space (a destination reached through two middle spaces gives
        two paths: the player chooses the way); the middle may be a barbarian area only when the
        player has conquered it (entering any other ends the move).

        >>> from games.caesar_xl.rules import new_game, CAESAR
        >>> s = new_game(2, 0, {"silver": True})
        >>> ps = s.march_paths(CAESAR, "rubicon")
        >>> ("roma",) in ps, [p for p in ps if p[-1] == "roma"] == [("roma",)]
        (True, True)
        """
        sea_ok = not self.sea_closed()
        adj, area = C.ADJ, C.AREA
        out: dict[tuple[str, ...], None] = {}
        near: set = set()
        for n, kind in adj[place]:
            if (kind == "sea" and not sea_ok) or not self._can_enter(seat, n):
                continue
            near.add(n)
            out[(n,)] = None
        if self.silver:
            for n, kind in adj[place]:
                if (kind == "sea" and not sea_ok) or (n in area and self.conquered.get(n) != seat):
                    continue
                for m, kind2 in adj[n]:
                    if m == place or m in near or (kind2 == "sea" and not sea_ok) or not self._can_enter(seat, m):
                        continue
                    out[(n, m)] = None
        return list(out)

    def march_refusal(self, seat: int, group: tuple[int, ...], dest: str) -> tuple[str, dict]:
        """Why ``group`` (``seat``'s units in one place) cannot march to ``dest``: a reason's key
        (under ``caesar_xl.ui.why.``) and its values, for a click on a place that is not lit.
        Checked in the order a player thinks of them: leaders alone, barbarians, the sea, the gold
        of a forced march, then distance."""
        place = self.units[group[0]][3]
        if dest == place:
            return "same_place", {}
        if not self._can_enter(seat, dest):
            return "barbarian", {}
        if not self.enter_ok(seat, group, dest):
            return "leaders_alone", {}
        routes = {n: kind for n, kind in C.ADJ[place]}
        if dest in routes:                              # next door: only the closed sea can bar it
            return ("sea_closed", {}) if self.sea_closed() else ("not_there", {})
        if not self.silver:
            return "too_far_bronze", {}
        middles = [n for n, k in C.ADJ[place]
                   if any(not self.sea_closed() or "sea" not in (k, k2) for m, k2 in C.ADJ[n] if m == dest)]
        if not middles:
            two = any(m == dest for n, _ in C.ADJ[place] for m, _ in C.ADJ[n])
            return ("sea_closed" if two and self.sea_closed() else "too_far"), {}
        if all(n in C.AREA and self.conquered.get(n) != seat for n in middles):
            return "through_barbarians", {}
        cost = self.march_cost(seat, group, (middles[0], dest))
        if self.gold[seat] < cost:
            return "forced_gold", {"n": cost, "gold": self.gold[seat]}
        return "not_there", {}

    def _fleet_ok(self, seat: int, group: tuple[int, ...], place: str) -> bool:
        """May ``group`` sail from ``place``: a coastal city, the sea open, and the Fleet card in
        hand or Cassius (unused this phase) in the group."""
        if self.sea_closed() or place not in C.CITY or not C.CITY[place].coastal:
            return False
        if "fleet" in self.hands[seat]:
            return True
        return "cassius" not in self.used and any(self.units[u][1] == "cassius" for u in group)

    def _group_moves(self, seat: int, place: str, g: tuple[int, ...], fleet: bool = True) -> list[Move]:
        """The marches of the group ``g`` from ``place``: each path it may enter and pay for, then
        (``fleet``) each coastal city it may sail to."""
        out: list[Move] = []
        forced = None
        for p in self.march_paths(seat, place):
            if not self.enter_ok(seat, g, p[-1]):
                continue
            if len(p) == 2:
                if forced is None:
                    forced = self.march_cost(seat, g, p)
                if self.gold[seat] < forced:
                    continue
            out.append(Move(g, p, False))
        if fleet and self._fleet_ok(seat, g, place):
            out += [Move(g, (c,), True) for c in C.TOPO.coastal() if c != place and self.enter_ok(seat, g, c)]
        return out

    def _stacks(self, seat: int) -> dict[str, list[int]]:
        """``seat``'s unmoved pieces by place."""
        by_place: dict[str, list[int]] = {}
        for u, t in sorted(self.units.items()):
            if t[0] == seat and u not in self.moved:
                by_place.setdefault(t[3], []).append(u)
        return by_place

    def simple_groups(self, units: list[int]) -> list[tuple[int, ...]]:
        """The groups that march from a stack at once, without mustering: the whole stack, then one
        unit of each class of interchangeable combat units and each leader alone.

        >>> from games.caesar_xl.rules import new_game, CAESAR
        >>> s = new_game(2, 0, {})
        >>> [len(g) for g in s.simple_groups(s.pieces_at("massilia", CAESAR))]
        [4, 1, 1, 1]
        """
        whole = tuple(sorted(units))
        if len(whole) == 1:
            return [whole]
        return [whole] + [g for g in self.march_groups(units) if len(g) == 1]

    def _move_options(self, seat: int) -> list[Action]:
        """The March phase's options: each simple group (:meth:`simple_groups`) along each path
        (:meth:`march_paths`), the whole stack also by sea; and a :class:`Muster` for every stack
        of three or more, whose other groups are chosen unit by unit."""
        out: list[Action] = []
        for place, us in self._stacks(seat).items():
            for i, g in enumerate(self.simple_groups(us)):
                out += self._group_moves(seat, place, g, fleet=(i == 0))
            if len(us) >= 3 and _mustered(place) not in self.used:
                out.append(Muster(place))
        return out

    def _muster_options(self, t: tuple) -> list[Action]:
        """The options while mustering ``t`` = ("muster", seat, place, group, left): stop (Pass), one
        more unit of a class or a leader in, one out (while ``left`` changes remain), or march the
        group (any path, or by sea)."""
        _, seat, place, group, left = t
        out: list[Action] = [Pass()]
        us = self._stacks(seat).get(place, [])
        taken: set = set(group)
        last: dict[tuple | int, int] = {}
        joined: set = set()
        for u in us:
            side, kind, grade, _ = self.units[u]
            key = (kind, grade, u in self.sc_group) if kind in COMBAT_KINDS else u
            if u in taken:
                last[key] = u
            elif key not in joined:
                joined.add(key)
                out.append(Join(u, kind, grade))
        out += [Leave(u, self.units[u][1], self.units[u][2]) for u in sorted(last.values())]
        if left <= 0:
            out = [Pass()]
        if group:
            out += self._group_moves(seat, place, group)
        return out

    def _move_allowed(self, seat: int, a: Move) -> bool:
        """Whether the march ``a`` is an option now (without listing them): in the phase a simple
        group, by sea only the whole stack; while mustering, the group mustered."""
        if not self.is_canonical_group(a.units) or self.units[a.units[0]][0] != seat:
            return False
        place = self.units[a.units[0]][3]
        t = self.todo[0] if self.todo else None
        if t is not None:
            if t[0] != "muster" or t[1] != seat or tuple(a.units) != t[3]:
                return False
            fleet_ok = True
        else:
            whole = tuple(self._stacks(seat).get(place, ()))
            if a.units != whole and len(a.units) != 1:
                return False
            fleet_ok = a.units == whole
        if not a.path or not self.enter_ok(seat, a.units, a.path[-1]):
            return False
        if a.fleet:
            return (fleet_ok and len(a.path) == 1 and a.path[0] != place and a.path[0] in C.CITY
                    and C.CITY[a.path[0]].coastal and self._fleet_ok(seat, a.units, place))
        if tuple(a.path) not in self.march_paths(seat, place):
            return False
        return len(a.path) == 1 or self.gold[seat] >= self.march_cost(seat, a.units, a.path)

    def _move(self, seat: int, a: Move, events: list) -> None:
        cost = self.march_cost(seat, a.units, a.path, a.fleet)
        self.gold[seat] -= cost
        cassius = [u for u in a.units if self.units[u][1] == "cassius"]
        if a.fleet and cassius and "cassius" not in self.used:
            self.used = self.used | {"cassius"}
            note(events, "cassius_sails", seat, a.path[-1])
        elif a.fleet:
            self._unhand(seat, "fleet")
            self.deck.discard("fleet")
            events.append(Revealed("played", seat, a.path[-1], "fleet", 0))
        start = self.units[a.units[0]][3]
        dest = a.path[-1]
        events.append(Marched(seat, start, a.path, a.fleet, tuple(self.units[u][1] for u in a.units),
                              tuple(self.units[u][2] for u in a.units)))
        for u in a.units:
            self.origin.setdefault(u, start)
            self._place_unit(u, dest)
        self.moved = self.moved | set(a.units)
        if cost:
            note(events, "paid_march", seat, dest, n=cost)
        # leaders alone in a space entered by enemy combat units are eliminated
        if any(self.units[u][1] in COMBAT_KINDS for u in a.units) and not self.combat_at(dest, 1 - seat):
            for u in self.pieces_at(dest, 1 - seat):
                self._remove(u, events)
            if dest in C.AREA:
                self._settle_area(dest, events)

    def _supply(self, seat: int, events: list) -> None:
        """Silver [10.3]: each legion or ally beyond a space's gold value costs 1 gold or is removed,
        as its owner chooses (the ``("supply", seat)`` step): he removes such units one at a time,
        wherever they stand, and may pay for all that are left once he has the gold for them.
        The step is skipped when nothing is due."""
        if self.supply_due(seat):
            self._push(("supply", seat))

    def supply_over(self, seat: int) -> dict[str, int]:
        """``{place: legions and allies of seat beyond its gold value}`` where any are (public)."""
        over = {p: len(self.combat_at(p, seat)) - gold_of(p) for p in C.PLACES}
        return {p: n for p, n in over.items() if n > 0}

    def supply_due(self, seat: int) -> int:
        """How many of ``seat``'s units are beyond their space's gold value."""
        return sum(self.supply_over(seat).values())

    def _supply_options(self, seat: int) -> list[Action]:
        """Pay for every unit due (when the gold is there), or remove one of them (one unit per
        place, kind and grade)."""
        per = C.PARAMS["supply_cost_per_unit"]
        total = self.supply_due(seat)
        out: list[Action] = [PaySupply(total * per)] if self.gold[seat] >= total * per else []
        reps = self._lose_classes(("lose", seat, "", total, "supply"))
        return out + [Remove(u, self.units[u][1], self.units[u][2], self.units[u][3]) for u in reps]

    def _pay_supply(self, seat: int, events: list) -> None:
        per = C.PARAMS["supply_cost_per_unit"]
        for p, n in self.supply_over(seat).items():
            self.gold[seat] -= n * per
            note(events, "supply", seat, p, n=n * per)
