"""Caesar XL's SPQR cards: Forum claims, leaders and tactics played in the Purchase phase, leader
abilities, cards drawn, events, and the barbarian invasions and revolts they cause."""
from __future__ import annotations

from ..core.actions import Action
from . import components as C
from .components import CAESAR, POMPEY, COMBAT_KINDS, HIDDEN, SIDES, swords_of
from .fields import Fields
from .moves import Ability, FaceUp, PlayCard, PrivateCard, Remove, Shown, note


class CardRules(Fields):
    """Mix-in of ``rules.State``: the SPQR cards (it reads and changes the state's ``hands``,
    ``deck``, ``forum``, ``claimed``, ``units``, ``markers`` and ``gold``)."""

    __slots__ = ()

    def claimable(self, seat: int, card: str) -> bool:
        """Whether ``seat`` meets ``card``'s claim conditions now (gold, control, leader's place)."""
        cond = C.CARDS[card].get("condition", {})
        if self.gold[seat] < cond.get("pay", 0):
            return False
        if any(self.controller(p) != seat for p in cond.get("control", [])):
            return False
        if "sc_in" in cond and self.sc_place(seat) != cond["sc_in"]:
            return False
        if self.controlled_gold(seat) < cond.get("min_controlled_gold", 0):
            return False
        if "control_any" in cond and sum(self.controller(p) == seat for p in cond["control_any"]) < cond["count"]:
            return False
        if "min_veteran_legions" in cond:
            n = sum(1 for t in self.units.values() if t[0] == seat and t[1] in ("legion", "legio_x")
                    and t[2] == "veteran")
            if n < cond["min_veteran_legions"]:
                return False
        if "min_square_cities_outside_italia" in cond:
            n = sum(1 for c in C.TOPO.cities if c.shape == "square" and c.region != "Italia"
                    and self.controller(c.id) == seat)
            if n < cond["min_square_cities_outside_italia"]:
                return False
        return True

    def _card_options(self, seat: int) -> list[Action]:
        out: list[Action] = []
        for c in sorted(set(self.hands[seat])):
            if c == HIDDEN:
                continue
            kind = C.CARDS[c]["type"]
            if kind == "leader":
                for p in self._leader_targets(seat):
                    out.append(PlayCard(c, p))
            elif kind == "tactics" and C.CARDS[c]["timing"] == "purchase":
                out += [PlayCard(c, p) for p in self._tactic_targets(seat, c)]
        return out

    def _leader_targets(self, seat: int) -> list[str]:
        p = self.sc_place(seat)
        if p is not None:
            return [p]
        return [c.id for c in C.TOPO.cities if self.controller(c.id) == seat]

    def _tactic_targets(self, seat: int, card: str) -> list[str]:
        if card == "treachery":
            out = []
            for p in C.PLACES:
                enemy = self.pieces_at(p, 1 - seat)
                if enemy and not any(self.units[u][1] == "cato" for u in enemy):
                    out.append(p)
            return out
        if card in ("allies_mobilize", "donations"):
            return [""]
        if card == "legionaries_demands":
            if self.gold[seat] < C.PARAMS["legionaries_demands_cost"] or \
                    self.count_kind(seat, "legion") >= C.CAPS[SIDES[seat]]["legion"]:
                return []
            return [c.id for c in C.TOPO.cities if c.shape == "square" and self.controller(c.id) == seat]
        if card == "revolt":
            if self.count_kind(seat, "ally") >= C.CAPS[SIDES[seat]]["ally"]:
                return []
            return [c.id for c in C.TOPO.cities if not self.sides_at(c.id) and self.controller(c.id) != seat]
        return []

    def _ability_options(self, seat: int) -> list[Action]:
        out: list[Action] = []
        cost = C.PARAMS["leader_ability_cost"]
        if self.gold[seat] < cost:
            return out
        if self.has_leader(seat, "cicero") is not None and "cicero" not in self.used:
            out += [Ability("cicero", c) for c in sorted(set(self.deck.discards))
                    if c in C.CARDS and C.CARDS[c]["type"] == "leader"]
        where = self.has_leader(seat, "dolabella")
        if where is not None and "dolabella" not in self.used:
            for n, _ in C.ADJ[where]:
                if n in C.CITY and not self.sides_at(n) and self.markers.get(n) == 1 - seat:
                    out.append(Ability("dolabella", n))
        return out

    def _pontifex_options(self, seat: int) -> list[Action]:
        """Pontifex Maximus: a tactics card of the discard pile for 2 gold."""
        if self.gold[seat] < C.PARAMS["pontifex_cost"]:
            return []
        return [Ability("pontifex_maximus", c) for c in sorted(set(self.deck.discards))
                if C.CARDS[c]["type"] == "tactics"]

    def _target_places(self, t: tuple) -> list[str]:
        """Where ``t`` = ("target", seat, card, n, chosen) may take its next effect: a city for the
        next ally (Revolt, Allies Mobilize) or legion (Afranius, Legionaries' Demands), or the place
        of the standard legion Populares Rally makes veteran."""
        _, seat, card, n, chosen = t
        if n <= 0:
            return []
        cap = C.CAPS[SIDES[seat]]
        if card == "populares_rally":
            return sorted({u_t[3] for u_t in self.units.values()
                           if u_t[0] == seat and u_t[1] == "legion" and u_t[2] == "standard"})
        if card in ("afranius", "legionaries_demands"):
            if self.count_kind(seat, "legion") >= cap["legion"]:
                return []
            if card == "afranius":
                return [c.id for c in C.TOPO.cities if c.region == "Hispania" and self.controller(c.id) == seat]
            if self.gold[seat] < C.PARAMS["legionaries_demands_cost"]:
                return []
            return [c.id for c in C.TOPO.cities if c.shape == "square" and self.controller(c.id) == seat]
        if self.count_kind(seat, "ally") >= cap["ally"]:
            return []
        if card == "revolt":
            return [c.id for c in C.TOPO.cities if not self.sides_at(c.id) and self.controller(c.id) != seat]
        return [c.id for c in C.TOPO.cities if c.shape == "circle" and c.id not in chosen
                and not self.pieces_at(c.id, 1 - seat)]

    def _targeted(self, seat: int, t: tuple, place: str, events: list) -> None:
        """The effect of the card of ``t`` = ("target", seat, card, n, chosen) on ``place``; the
        next choice of the same card (if any is left) comes first."""
        _, _, card, n, chosen = t
        if card == "populares_rally":
            u = next(u for u, u_t in sorted(self.units.items()) if u_t[0] == seat and u_t[1] == "legion"
                     and u_t[2] == "standard" and u_t[3] == place)
            self._flip(u, "veteran")
            note(events, "promoted", seat, place)
        elif card in ("afranius", "legionaries_demands"):
            if card == "legionaries_demands":
                self.gold[seat] -= C.PARAMS["legionaries_demands_cost"]
            self.add_unit(seat, "legion", "standard", place)
            note(events, "recruited_legion", seat, place)
        else:
            self.add_unit(seat, "ally", "standard", place)
            self.markers[place] = seat
            note(events, "recruited_ally", seat, place)
        if n > 1:
            self._push(("target", seat, card, n - 1, chosen + (place,)))

    def _play_card(self, seat: int, a: PlayCard, events: list) -> None:
        self._unhand(seat, a.card)
        c = C.CARDS[a.card]
        if c["type"] == "leader":
            self.add_unit(seat, a.card, "", a.target)
            events.append(Shown("leader_enters", seat, a.target, a.card, 0))
            if a.card == "cato" and self.sc[seat] is None:
                self.sc[seat] = "cato"
                note(events, "new_sc", seat, a.target)
            if a.card == "curio":
                self.gold[seat] += C.PARAMS["curio_gold"]
            elif a.card == "scipio":
                start = "antiochia" if self.controller("antiochia") == seat else a.target
                where = self._new_units_place(seat, start, a.card, events)
                for _ in range(C.PARAMS["scipio_legions"] if where else 0):
                    if where and self.count_kind(seat, "legion") < C.CAPS[SIDES[seat]]["legion"]:
                        self.add_unit(seat, "legion", "standard", where)
                        note(events, "recruited_legion", seat, where)
            elif a.card == "afranius":
                self._push(("target", seat, "afranius", 1, ()))
            return
        self.deck.discard(a.card)
        events.append(Shown("played", seat, a.target, a.card, 0))
        if a.card == "treachery":
            self._push(("roll", "treachery", 1, (seat, a.target)))
        elif a.card == "allies_mobilize":
            self._push(("roll", "mobilize", 1, (seat,)))
        elif a.card == "donations":
            self._push(*[("draw", seat, "donation")] * C.PARAMS["donations_cards"])
        elif a.card == "legionaries_demands":
            t = ("target", seat, "legionaries_demands", C.PARAMS["legionaries_demands_max"], ())
            self._targeted(seat, t, a.target, events)       # the first legion where the card is played
        elif a.card == "revolt":
            self.add_unit(seat, "ally", "standard", a.target)
            self.markers[a.target] = seat
            note(events, "recruited_ally", seat, a.target)
            self._push(("target", seat, "revolt", C.PARAMS["revolt_cities"] - 1, (a.target,)))

    def _drawn(self, seat: int, card: str, events: list) -> None:
        self.deck.draw(card)
        kind = C.CARDS[card]["type"]
        if kind in ("leader", "tactics"):
            self.hands[seat].append(card)
            events.append(PrivateCard(seat, card))
            note(events, "drew", seat)
            return
        if "pontifex_maximus" in self.claimed[seat]:
            self._push(("pontifex", seat))
        if kind == "forum":
            self.forum.append(card)
            events.append(FaceUp("forum_card", seat, "", card, 0))
        else:
            events.append(FaceUp("event_card", seat, "", card, 0))
            self.deck.discard(card)
            self._event(seat, card, events)

    def _event(self, seat: int, card: str, events: list) -> None:
        if card == "allies_go_home":
            self._push(("lose", CAESAR, "", 1, "ally"), ("lose", POMPEY, "", 1, "ally"))
        elif card == "optimates_rally":
            champ = self.champion("optimates")
            self.gold[champ] += C.PARAMS["optimates_rally_gold"]
            note(events, "gold", champ, n=C.PARAMS["optimates_rally_gold"])
        elif card == "populares_rally":
            champ = self.champion("populares")
            self.gold[champ] += C.PARAMS["populares_rally_gold"]
            note(events, "gold", champ, n=C.PARAMS["populares_rally_gold"])
            self._push(("target", champ, "populares_rally", 1, ()))
        elif card == "demand_for_action":
            self.halved = [True, True]
        elif card == "ides_of_march":
            for s in (CAESAR, POMPEY):
                if self.sc[s] is not None and self.sc_place(s) == "roma":
                    self._push(("roll", "ides", 1, (s,)))
        elif card == "barbarian_invasion":
            self._push(("roll", "invasion", 2, (False,)))
        elif card == "cleopatra":
            if not self.pieces_at("alexandria", 1 - seat):
                self.markers["alexandria"] = seat
                if self.count_kind(seat, "ally") < C.CAPS[SIDES[seat]]["ally"]:
                    self.add_unit(seat, "ally", "standard", "alexandria")
                note(events, "recruited_ally", seat, "alexandria")
        elif card == "storm_at_sea":
            self.storm = 2
        elif card == "pirates":
            for s in (CAESAR, POMPEY):
                self._lose_gold(s, C.PARAMS["pirates_loss"])

    def _treachery_task(self, victims: list[int], v: int) -> tuple:
        """The loss a Treachery roll of ``v`` below the stack's swords causes: ("treachery", owner,
        place, swords, leaders): its owner removes units totalling as many swords as possible
        without exceeding ``v``, with as few leaders as that total allows (leaders last); which
        units is the owner's choice (:meth:`_treachery_sets`)."""
        reach = {(0, 0)}
        for u in victims:
            sw = swords_of(self.units[u][1], self.units[u][2])
            lead = self.units[u][1] not in COMBAT_KINDS
            reach |= {(a + sw, b + lead) for a, b in reach if a + sw <= v}
        best = max(a for a, _ in reach)
        leaders = min(b for a, b in reach if a == best)
        u0 = self.units[victims[0]]
        return ("treachery", u0[0], u0[3], best, leaders)

    def _treachery_sets(self, t: tuple) -> list[tuple[int, ...]]:
        """Every way (as unit ids, one per choice that differs) to remove exactly the swords and
        leaders still owed by ``t`` = ("treachery", owner, place, swords, leaders)."""
        _, seat, place, need, leaders = t
        classes: dict = {}
        for u in self.pieces_at(place, seat):
            kind, grade = self.units[u][1], self.units[u][2]
            classes.setdefault((kind, grade) if kind in COMBAT_KINDS else u, []).append(u)
        pools = list(classes.values())
        out: list[tuple[int, ...]] = []

        def walk(i: int, left: int, lead: int, taken: tuple) -> None:
            if left == 0 and lead == 0:
                out.append(taken)
                return
            if i == len(pools) or left <= 0:
                return
            pool = pools[i]
            sw = swords_of(self.units[pool[0]][1], self.units[pool[0]][2])
            is_leader = self.units[pool[0]][1] not in COMBAT_KINDS
            for k in range(len(pool) + 1):
                if k * sw > left or (is_leader and k > lead):
                    break
                walk(i + 1, left - k * sw, lead - (k if is_leader else 0), taken + tuple(pool[:k]))

        walk(0, need, leaders, ())
        return out

    def _treachery_options(self, t: tuple) -> list[Action]:
        """One unit of each kind that some way of paying the loss ``t`` removes."""
        reps: dict = {}
        for way in self._treachery_sets(t):
            for u in way:
                u_t = self.units[u]
                key = (u_t[1], u_t[2]) if u_t[1] in COMBAT_KINDS else u
                if key not in reps or u < reps[key]:
                    reps[key] = u
        return [Remove(u, self.units[u][1], self.units[u][2], self.units[u][3]) for u in sorted(reps.values())]

    def _treachery_loss(self, t: tuple, u: int, events: list) -> None:
        """``u`` goes for the loss ``t``; what is left of it stays first."""
        _, seat, place, need, leaders = t
        u_t = self.units[u]
        sw = swords_of(u_t[1], u_t[2])
        self._remove(u, events)
        self.todo = (("treachery", seat, place, need - sw, leaders - (u_t[1] not in COMBAT_KINDS)),) + self.todo[1:]

    def _invasion(self, v: int, again: bool, events: list) -> None:
        target = C.TOPO.invasion.get(v, "none")
        if again and target in ("none", "roll_twice"):
            self._push(("roll", "invasion", 2, (True,)))
            return
        if target == "roll_twice":
            self._push(("roll", "invasion", 2, (True,)), ("roll", "invasion", 2, (True,)))
            return
        if target == "none":
            note(events, "no_invasion")
            return
        area = C.AREA[target]
        if target in self.conquered:
            note(events, "invasion_conquered", place=target)
            return
        sw = sum(swords_of(t[1], t[2]) for t in self.units.values() if t[3] in area.adjacent)
        if sw >= area.strength:
            note(events, "invasion_held", place=target, n=sw)
            return
        note(events, "invasion", place=target, n=sw)
        self._push(("roll", "plunder", 1, (CAESAR,)), ("roll", "plunder", 1, (POMPEY,)))

    def _revolt(self, seat: int, area: str, events: list) -> None:
        note(events, "revolt", seat, area)
        for u in self.pieces_at(area):
            self._remove(u, events)
        self.markers.pop(area, None)
        self.conquered.pop(area, None)
