"""Caesar XL's battles: who fights where (the phasing player picks the order), tactics cards, the
dice of each step, hits, retreat, and the end of a battle (leaders' deaths, the promotion the
winner chooses, plunder, conquest)."""
from __future__ import annotations

from typing import Any

from ..core.actions import Action
from . import components as C
from .components import CAESAR, POMPEY, BARBARIANS, HIDDEN, LIGHT_KINDS, swords_of
from .combat import die_hits
from .fields import Fields
from .moves import AssignHit, Dice, Fight, Promote, note


class BattleRules(Fields):
    """Mix-in of ``rules.State``: the battles of the Combat phase (it reads and changes the state's
    ``units``, ``battle``, ``battles``, ``conquered`` and ``gold``)."""

    __slots__ = ()

    def fought(self) -> dict[str, Any]:
        """The battle being fought: for the steps that run only while there is one."""
        b = self.battle
        assert b is not None, "no battle is being fought"
        return b

    def _tactic_ok(self, seat: int, card: str) -> bool:
        if card == HIDDEN or C.CARDS[card]["type"] != "tactics":
            return False
        timing = C.CARDS[card]["timing"]
        if timing == "battle_start":
            return True
        if timing == "battle_start_defending_city":
            return self.battle is not None and seat == self.battle["dfn"] and self.battle["place"] in C.CITY
        return False

    def _retreats(self, seat: int) -> list[str]:
        """Where ``seat`` may retreat: the attacker to a space its force came from (never into a
        barbarian area it does not hold: reverted to the barbarians or the enemy's), free of the
        enemy; the defender to a neighbouring city of its own or no one's, free of the enemy and not
        the attacker's origin."""
        b = self.fought()
        place = b["place"]
        enemy = b["dfn"] if seat == b["att"] else b["att"]
        if seat == b["att"]:
            froms = sorted({self.origin[u] for u in self.pieces_at(place, seat) if u in self.origin})
            return [p for p in froms if not self.pieces_at(p, enemy)
                    and (p not in C.AREA or self.conquered.get(p) == seat)]
        att_from = {self.origin.get(u) for u in self.pieces_at(place, b["att"])}
        out = []
        for n, kind in C.ADJ[place]:
            if n in att_from or n in C.AREA or self.pieces_at(n, enemy) or (kind == "sea" and self.sea_closed()):
                continue
            if self.controller(n) in (None, seat):
                out.append(n)
        return out

    def _assign_classes(self, seat: int) -> list[int]:
        """One unit per (kind, grade) of ``seat``'s combat units in the battle: the choices of a hit."""
        reps: dict = {}
        for u in self.combat_at(self.fought()["place"], seat):
            t = self.units[u]
            reps.setdefault((t[1], t[2]), u)
        return list(reps.values())

    def _assign_options(self, seat: int) -> list[Action]:
        return [AssignHit(u, self.units[u][1], self.units[u][2]) for u in self._assign_classes(seat)]

    def swords_in_battle(self, u: int) -> int:
        """A unit's swords in the current battle, with the tactics played and leader abilities."""
        side, kind, grade, place = self.units[u]
        s = swords_of(kind, grade)
        b = self.fought()
        cards = b["cards"].get(side, ())
        if "triple_line" in cards and kind not in ("ally",):
            s += 1
        if "senatus_consultum_ultimum" in cards:
            s += 1
        if kind == "ally" and self.has_leader(side, "labienus") == place:
            s += 1
        enemy_cards = b["cards"].get(b["dfn"] if side == b["att"] else b["att"], ())
        if "siege" in enemy_cards and side == b["att"]:
            s = max(1, s - 1)
        return s

    def firers(self, step: str) -> tuple[list[int], list[int]]:
        """The swords of each side firing in ``step`` (light: allies and militia; heavy: legions and leaders),
        attacker first: public, the board draws the dice of a volley from it."""
        b = self.fought()
        place = b["place"]
        out = []
        for side in (b["att"], b["dfn"]):
            if side == BARBARIANS:
                out.append([C.PARAMS["militia_swords"]] * b["militia"] if step == "light" else [])
                continue
            sw = []
            for u in self.pieces_at(place, side):
                kind = self.units[u][1]
                if (kind in LIGHT_KINDS) == (step == "light"):
                    sw.append(self.swords_in_battle(u))
            out.append(sw)
        if b["round"] == 1:
            for i, side in enumerate((b["att"], b["dfn"])):
                if "ambush" in b["cards"].get(side, ()):
                    out[1 - i] = []
        return out[0], out[1]

    def _die(self, face: int, events: list) -> None:
        """One die of the step on top (``("dice", step, faces so far)``) came up ``face``; once
        every firing unit has rolled, the hits follow from the faces and the volley is fired."""
        _, step, faces = self.todo[0]
        faces = faces + (face,)
        att, dfn = self.firers(step)
        if len(faces) < len(att) + len(dfn):
            self.todo = (("dice", step, faces),) + self.todo[1:]
            return
        self._pop()
        fa, fd = faces[:len(att)], faces[len(att):]
        ha = tuple(die_hits(f, s) for f, s in zip(fa, att))
        hd = tuple(die_hits(f, s) for f, s in zip(fd, dfn))
        events.append(Dice(self.fought()["place"], step, fa, fd, ha, hd))
        self._volley(sum(ha), sum(hd), events)

    def _volley(self, att_hits: int, dfn_hits: int, events: list) -> None:
        """The attacker scored ``att_hits``, the defender ``dfn_hits``: the owners take them."""
        b = self.fought()
        note(events, "volley_militia" if b["dfn"] == BARBARIANS else "volley", b["att"], b["place"],
             n=att_hits, m=dfn_hits)
        tasks = []
        if dfn_hits:
            tasks.append(("assign", b["att"], dfn_hits))
        if att_hits:
            if b["dfn"] == BARBARIANS:
                killed = min(att_hits, b["militia"])
                b["militia"] -= killed
                b["elim"] = (b["elim"][0], b["elim"][1] + killed)
                note(events, "militia_lost", b["att"], b["place"], n=killed)
            else:
                tasks.append(("assign", b["dfn"], att_hits))
        self._push(*tasks)

    def _hit(self, u: int, events: list) -> None:
        side, kind, grade, place = self.units[u]
        if self.silver and grade == "veteran":
            self._flip(u, "standard")
            note(events, f"flipped_{kind}", side, place)
            return
        self._remove(u, events)
        b = self.fought()
        i = 0 if side == b["att"] else 1
        e = list(b["elim"])
        e[i] += 1
        b["elim"] = tuple(e)

    def _alive(self, side: int) -> bool:
        b = self.fought()
        if side == BARBARIANS:
            return b["militia"] > 0
        return bool(self.combat_at(b["place"], side))

    def _contested(self) -> list[str]:
        out = []
        area = C.AREA
        for p in C.PLACES:
            sides = self.sides_at(p)
            if len(sides) == 2 and self.combat_at(p, self.active):
                out.append(p)
            elif p in area and self.silver and self.active in sides and p not in self.conquered \
                    and self.combat_at(p, self.active):
                out.append(p)
        return out

    def _battle_next(self, events: list) -> None:
        """The next battle of the Combat phase. Places where no battle is left are dropped (and
        leaders left alone with enemy combat units die); of several battles the phasing player
        chooses which comes first (the ``("order", seat)`` step, answered with :class:`Fight`)."""
        a = self.active
        live = []
        for place in self.battles:
            barb = place in C.AREA and place not in self.conquered
            if not self.combat_at(place, a):
                continue
            if not barb and not self.pieces_at(place, 1 - a):
                continue
            if not barb and not self.combat_at(place, 1 - a):
                for u in self.pieces_at(place, 1 - a):       # leaders alone die
                    self._remove(u, events)
                if place in C.AREA:
                    self._settle_area(place, events)
                continue
            live.append(place)
        self.battles = tuple(live)
        if not live:
            self._push(("end_combat",))
        elif len(live) > 1:
            self._push(("order", a))
        else:
            self._fight(live[0], events)

    def _fight(self, place: str, events: list) -> None:
        """Open the battle in ``place`` (one of :attr:`battles`), the phasing player attacking."""
        a = self.active
        self.battles = tuple(p for p in self.battles if p != place)
        barb = place in C.AREA and place not in self.conquered
        self.battle = {"place": place, "att": a, "dfn": BARBARIANS if barb else 1 - a, "round": 0,
                       "cards": {}, "elim": (0, 0), "militia": C.AREA[place].strength if barb else 0,
                       "retreated": None}
        note(events, "battle", a, place)
        tasks = [("tactic", a)] + ([] if barb else [("tactic", 1 - a)]) + [("round",)]
        self._push(*tasks)

    def _order_options(self) -> list:
        """The battles the phasing player may fight next."""
        return [Fight(p) for p in self.battles]

    def _promote_classes(self, t: tuple) -> list[int]:
        """One standard combat unit per kind of the winner in the battle's place, for the
        promotion ``t`` = ("promote", seat, place, n): the choices of which unit becomes a veteran."""
        _, seat, place, _n = t
        reps: dict = {}
        for u in self.combat_at(place, seat):
            if self.units[u][2] == "standard":
                reps.setdefault(self.units[u][1], u)
        return [reps[k] for k in sorted(reps)]

    def _promote_options(self, t: tuple) -> list:
        return [Promote(u, self.units[u][1], self.units[u][2]) for u in self._promote_classes(t)]

    def _promote_one(self, t: tuple, u: int, events: list) -> None:
        """``u`` becomes a veteran for the promotion ``t``; what is left of it stays first."""
        _, seat, place, n = t
        self._flip(u, "veteran")
        note(events, "promoted", seat, place)
        self.todo = ((("promote", seat, place, n - 1),) if n > 1 else ()) + self.todo[1:]

    def _end_battle(self, events: list) -> None:
        b = self.fought()
        place, att, dfn = b["place"], b["att"], b["dfn"]
        alive = {s: self._alive(s) for s in (att, dfn)}
        if b["retreated"] is not None:
            winner = dfn if b["retreated"] == att else att
        elif alive[att] and not alive[dfn]:
            winner = att
        elif alive[dfn] and not alive[att]:
            winner = dfn
        else:
            winner = None
        for s in (att, dfn):
            if s != BARBARIANS and not alive[s] and b["retreated"] != s:
                for u in self.pieces_at(place, s):
                    self._remove(u, events)
        promote = None
        if winner is not None and winner != BARBARIANS:
            if b["round"] >= C.PARAMS["promotion_min_rounds"]:
                promote = ("promote", winner, place, C.PARAMS["promotion_units"])     # the winner chooses
            if self.silver:
                loot = b["elim"][1] if winner == att else b["elim"][0]
                if loot:
                    self.gold[winner] += loot * C.PARAMS["plunder_per_unit"]
                    note(events, "plunder", winner, place, n=loot * C.PARAMS["plunder_per_unit"])
            if place in C.AREA:
                self.conquered[place] = winner
                note(events, "conquered", winner, place)
                if self.markers.get(place) == 1 - winner:         # an enemy's conquest removes the marker
                    del self.markers[place]
                    note(events, "marker_lost", 1 - winner, place)
        note(events, "battle_won" if winner is not None and winner != BARBARIANS else "battle_over",
             winner if winner in (CAESAR, POMPEY) else -1, place, n=int(winner == BARBARIANS))
        self.battle = None
        self._push(*([promote] if promote else []), ("battle_next",))
