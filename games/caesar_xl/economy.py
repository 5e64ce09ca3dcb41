"""Caesar XL's economy: recruiting and its costs, diplomacy (Bronze control markers, Silver
alliance markers [7.4]) and its roll, and the Taxation phase (income, Bronze upkeep, Silver
taxes of conquered barbarian areas)."""
from __future__ import annotations

from ..core.actions import Action
from . import components as C
from .components import SIDES, gold_of, swords_of
from .fields import Fields
from .moves import Diplomacy, Recruit, note


class EconomyRules(Fields):
    """Mix-in of ``rules.State``: gold in and out (it reads the map's control, ``units`` and the
    Forum cards held; it changes ``gold``, ``markers``, ``conquered`` and the purchase
    bookkeeping ``recruited``, ``diplomacy_done``, ``attempted``)."""

    __slots__ = ()

    def recruit_cost(self, seat: int, kind: str, place: str, grade: str = "standard") -> int:
        """The gold a ``kind`` recruited in ``place`` costs ``seat``."""
        if kind == "legion":
            cost = C.PARAMS["legion_cost"] + (C.PARAMS["veterans_land_extra"] if grade == "veteran" else 0)
            if self.has_leader(seat, "domitius") == place:
                cost -= 1
            return cost
        if self.sc[seat] == "pompey" and self.sc_place(seat) == place:
            return C.PARAMS["magnus_ally_cost"]
        return C.PARAMS["ally_cost"]

    def _recruit_options(self, seat: int) -> list[Action]:
        out: list[Action] = []
        side = SIDES[seat]
        for c in C.TOPO.cities:
            if self.controller(c.id) != seat or self.recruited.get(c.id, 0) >= C.PARAMS["recruit_limit_per_city"]:
                continue
            for kind in ("legion", "ally"):
                if c.shape not in C.UNITS["unit_types"][kind]["recruit_in"]:
                    continue
                if self.count_kind(seat, kind) >= C.CAPS[side].get(kind, 0):
                    continue
                if self.gold[seat] >= self.recruit_cost(seat, kind, c.id):
                    out.append(Recruit(kind, c.id))
                if kind == "legion" and "veterans_land" in self.claimed[seat] and \
                        self.gold[seat] >= self.recruit_cost(seat, kind, c.id, "veteran"):
                    out.append(Recruit(kind, c.id, "veteran"))
        return out

    def enemy_swords_near(self, seat: int, place: str) -> int:
        """The enemy's swords in every space connected to ``place`` ([7.41])."""
        near = {n for n, _ in C.ADJ[place]}
        return sum(swords_of(t[1], t[2]) for t in self.units.values() if t[0] == 1 - seat and t[3] in near)

    def diplomacy_modifier(self, seat: int, target: str) -> int:
        """Silver [7.41]: +1 a friendly city (or a conquered area of one's own, treated as a city:
        [12.2]); -1 enemy swords connected exceed its gold; -1 a barbarian area.

        >>> from games.caesar_xl.rules import new_game, CAESAR
        >>> s = new_game(2, 0, {})
        >>> s.diplomacy_modifier(CAESAR, "vercellae"), s.diplomacy_modifier(CAESAR, "britanni")
        (1, -1)
        """
        mod = 0
        if self.controller(target) == seat:
            mod += C.PARAMS["diplomacy_friendly_bonus"]
        if self.enemy_swords_near(seat, target) > gold_of(target):
            mod -= C.PARAMS["diplomacy_enemy_swords_malus"]
        if target in C.AREA:
            mod -= C.PARAMS["diplomacy_area_malus"]
        return mod

    def diplomacy_cost(self, seat: int, target: str, source: str) -> int:
        """Gold of a diplomacy attempt (Silver: 3 to place or move, 5 to remove; Bronze: 1)."""
        if not self.silver:
            return C.PARAMS["diplomacy_bronze_cost"]
        if self.markers.get(target) == 1 - seat:
            return C.PARAMS["diplomacy_remove_cost"]
        return C.PARAMS["diplomacy_place_cost"]

    def _diplomacy_options(self, seat: int) -> list[Action]:
        out: list[Action] = []
        if self.silver:
            if self.diplomacy_done:
                return out
            own = sorted(p for p, s in self.markers.items() if s == seat)
            for p in C.PLACES:
                mark = self.markers.get(p)
                if mark == 1 - seat:
                    if not self.combat_at(p, 1 - seat) and not self.pieces_at(p, 1 - seat):
                        if self.gold[seat] >= C.PARAMS["diplomacy_remove_cost"]:
                            out.append(Diplomacy(p, ""))
                    continue
                if mark == seat:
                    continue
                ctl = self.controller(p)
                if p in C.CITY and ctl not in (None, seat):
                    continue
                if p in C.AREA and self.pieces_at(p, 1 - seat):
                    continue
                if self.gold[seat] < C.PARAMS["diplomacy_place_cost"]:
                    continue
                out.append(Diplomacy(p, ""))
                out += [Diplomacy(p, src) for src in own]
            return out
        if self.gold[seat] < C.PARAMS["diplomacy_bronze_cost"]:
            return out
        mine = {t[3] for t in self.units.values() if t[0] == seat}
        for c in C.TOPO.cities:
            if c.id in self.attempted or self.controller(c.id) is not None or self.sides_at(c.id):
                continue
            if any(n in mine or self.controller(n) == seat for n, _ in C.ADJ[c.id]):
                out.append(Diplomacy(c.id, ""))
        return out

    def _diplomacy(self, seat: int, a: Diplomacy, events: list) -> None:
        cost = self.diplomacy_cost(seat, a.target, a.source)
        self.gold[seat] -= cost
        note(events, "dipl_paid", seat, a.target, n=cost)   # (folded into the action's log line)
        if self.silver:
            self.diplomacy_done = True
            mod = self.diplomacy_modifier(seat, a.target)
        else:
            self.attempted = self.attempted | {a.target}
            mod = 0
        self._push(("roll", "dipl", 1, (seat, a.target, a.source, mod)))

    def income(self, seat: int) -> int:
        """The gold ``seat`` collects in Taxation before dice: controlled cities (halved by Demand
        for Action), Forum cards and Lepidus in Roma."""
        base = sum(c.gold for c in C.TOPO.cities if self.controller(c.id) == seat)
        if self.halved[seat]:
            base //= 2
        fi = C.PARAMS["forum_income"]
        base += sum(fi.get(c, 0) for c in self.claimed[seat])
        if "grain_dole" in self.claimed[seat]:
            base += C.PARAMS["grain_dole_per_city"] * sum(self.controller(c) == seat for c in C.PARAMS["grain_cities"])
        if self.has_leader(seat, "lepidus") == "roma":
            base += C.PARAMS["lepidus_gold"]
        return base

    def upkeep(self, seat: int) -> int:
        """Bronze upkeep: each combat unit beyond its city's gold value costs 1."""
        return sum(max(0, len(self.combat_at(c.id, seat)) - c.gold) for c in C.TOPO.cities) * \
            C.PARAMS["bronze_upkeep_cost_per_unit"]

    def _taxation(self, seat: int, events: list) -> None:
        inc = self.income(seat)
        halved, self.halved[seat] = self.halved[seat], False
        self.gold[seat] += inc
        note(events, "taxed_halved" if halved else "taxed", seat, n=inc)      # (the log says why it is less)
        if not self.silver:
            cost = self.upkeep(seat)
            if cost:
                paid = min(cost, self.gold[seat])
                self.gold[seat] -= paid
                note(events, "upkeep", seat, n=paid)
                short = (cost - paid) // C.PARAMS["bronze_upkeep_cost_per_unit"]
                if short:
                    self._push(("lose", seat, "", short, "upkeep"))     # the owner chooses which
        tasks: list[tuple] = []
        if self.has_leader(seat, "brutus") is not None:
            tasks.append(("roll", "brutus", 1, (seat,)))
        if self.silver:
            for a in sorted(self.conquered):
                if self.conquered[a] == seat and self.controller(a) == seat:
                    tasks.append(("roll", "area_tax", 1, (seat, a)))
        self._push(*tasks)

    def _diplomacy_rolled(self, data: tuple, v: int, events: list) -> None:
        """The diplomacy roll ``v`` for ``data`` = (seat, target, source, modifier): above the
        target's gold value it removes the enemy's marker there, or places (or moves from
        ``source``) the seat's own; an alliance marker in a barbarian area conquers it."""
        seat, target, source, mod = data
        ok = v + mod > gold_of(target)
        note(events, "dipl_ok" if ok else "dipl_fail", seat, target, n=v + mod)
        if not ok:
            return
        if self.markers.get(target) == 1 - seat:
            del self.markers[target]
            return
        if source:
            self.markers.pop(source, None)
        self.markers[target] = seat
        if target in C.AREA and self.conquered.get(target) != seat:
            self.conquered[target] = seat        # the marker holds the area (RULINGS.md)
            note(events, "area_allied", seat, target)

    def _area_tax_rolled(self, data: tuple, v: int, events: list) -> None:
        """Silver [12.3]: the tax roll ``v`` of a conquered area, ``data`` = (seat, area): at most
        the seat's swords there (its alliance marker counts one) pays the area's gold, a 6 above
        them is a revolt, anything else pays nothing."""
        seat, area = data
        sw = sum(swords_of(t2[1], t2[2]) for t2 in self.units.values() if t2[0] == seat and t2[3] == area)
        if self.markers.get(area) == seat:
            sw += 1
        if v <= sw:
            self.gold[seat] += C.AREA[area].gold
            note(events, "area_tax", seat, area, n=C.AREA[area].gold)
        elif v == 6:
            self._revolt(seat, area, events)
        else:
            note(events, "area_no_tax", seat, area)
