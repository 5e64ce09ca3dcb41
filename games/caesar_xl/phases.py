"""Caesar XL's phase machine: the automatic steps that run until someone must choose (the
``todo`` list of tasks: battle rounds, losses, supply, hand limit, next player), the order of
the six phases and what entering each does, and the end of the game (victory checks, the
final count)."""
from __future__ import annotations

from . import components as C
from .components import BARBARIANS, CAESAR, PHASES, POMPEY, SIDES
from .fields import Fields
from .moves import note

#: tasks that run without anyone choosing
_AUTO = frozenset({"battle_next", "round", "step", "after_round", "end_battle", "end_combat", "limit",
                   "next_player", "assign", "lose", "treachery", "promote", "supply",
                   "markers"})

#: tasks that run one unit at a time, stopping when their owner has a choice to make
_ONE_BY_ONE = frozenset({"treachery", "lose", "promote", "supply", "assign"})

#: cards whose target is no choice to skip: the effect happens, the player says where
_MANDATORY = frozenset({"populares_rally", "afranius"})


class _Stop(Exception):
    """An automatic step found a choice to make."""


class PhaseRules(Fields):
    """Mix-in of ``rules.State``: runs the pending tasks and moves the game through its phases,
    player turns and game turns (it changes ``todo``, ``phase``, ``active``, ``turn_no`` and the
    per-phase bookkeeping, and ends the game with ``winner`` and ``end_reason``)."""

    __slots__ = ()

    def _run(self, events: list) -> None:
        """Run the automatic steps until someone must choose (or the game is over)."""
        while self.winner is None:
            if not self.todo:
                return
            t = self.todo[0]
            kind = t[0]
            if kind == "draw":
                if not len(self.deck):
                    if self.deck.reshuffle():
                        note(events, "reshuffled")
                if not len(self.deck):
                    self._pop()
                    continue
                return
            if kind == "pontifex" and not self._pontifex_options(t[1]):
                self._pop()
                continue
            if kind == "target":
                places = self._target_places(t)
                if not places:
                    self._pop()
                    continue
                if t[2] in _MANDATORY and len(places) == 1:
                    self._pop()
                    self._targeted(t[1], t, places[0], events)
                    continue
            if kind == "retreat" and (self.fought().get("retreated") is not None):
                self._pop()
                continue
            if kind == "dice":
                return
            if kind not in _AUTO:
                return
            try:
                self._run_task(t, events)
            except _Stop:
                return

    def _run_task(self, t: tuple, events: list) -> None:
        """Run the automatic task ``t`` (first in ``todo``); :class:`_Stop` when it needs a choice."""
        kind = t[0]
        if kind in _ONE_BY_ONE:
            self._run_one_by_one(t, events)
            return
        self._pop()
        if kind in ("round", "step", "after_round"):
            self._run_round_task(t)
        elif kind == "battle_next":
            self._battle_next(events)
        elif kind == "end_battle":
            self._end_battle(events)
        elif kind == "end_combat":
            self._end_combat(events)
        elif kind == "markers":
            self._markers_at_combat_end(events)
        elif kind == "limit":
            seat = t[1]
            if len(self.hands[seat]) > C.PARAMS["hand_limit"]:
                self._push(("discard", seat), ("limit", seat))
        elif kind == "next_player":
            self._next_player(events)

    def _run_one_by_one(self, t: tuple, events: list) -> None:
        """Take one step of a task that removes, promotes or hits units one at a time: done when
        nothing is left of it, :class:`_Stop` when its owner has more than one way to go on."""
        kind = t[0]
        if kind == "treachery":
            ways = self._treachery_sets(t) if t[3] > 0 else []
            if not ways or ways == [()]:
                self._pop()
                return
            if len(ways) > 1:
                raise _Stop
            self._pop()
            for u in ways[0]:
                self._remove(u, events)
            return
        if kind in ("lose", "promote"):          # one unit at a time, the owner's choice if it is one
            lose = kind == "lose"
            reps = self._lose_classes(t) if lose else self._promote_classes(t)
            if t[3] <= 0 or not reps:
                self._pop()
                return
            if len(reps) > 1:
                raise _Stop
            (self._lose_one if lose else self._promote_one)(t, reps[0], events)
            return
        if kind == "supply":
            seat = t[1]
            total = self.supply_due(seat)
            if not total:
                self._pop()
                return
            reps = self._lose_classes(("lose", seat, "", total, "supply"))
            if self.gold[seat] // C.PARAMS["supply_cost_per_unit"] >= total or len(reps) > 1:
                raise _Stop                 # pay or remove, or which unit to remove
            self._remove(reps[0], events, "unsupplied")
            return
        if kind == "assign":
            seat, n = t[1], t[2]
            if n <= 0 or not self.combat_at(self.fought()["place"], seat):
                self._pop()
                return
            reps = self._assign_classes(seat)
            if len(reps) > 1:
                raise _Stop
            self._hit(reps[0], events)
            self.todo = ((("assign", seat, n - 1),) if n > 1 else ()) + self.todo[1:]

    def _run_round_task(self, t: tuple) -> None:
        """A battle round's steps: start the next round (or end the battle), fire the light then
        the heavy units, and after the round offer the retreats."""
        kind = t[0]
        if kind == "round":
            b = self.fought()
            if b.get("retreated") is not None or not (self._alive(b["att"]) and self._alive(b["dfn"])):
                self._push(("end_battle",))
                return
            b["round"] += 1
            self._push(("step", "light"), ("step", "heavy"), ("after_round",))
        elif kind == "step":
            if not (self._alive(self.fought()["att"]) and self._alive(self.fought()["dfn"])):
                return
            att, dfn = self.firers(t[1])
            if any(att) or any(dfn):
                self._push(("dice", t[1], ()))
        elif kind == "after_round":
            b = self.fought()
            if not (self._alive(b["att"]) and self._alive(b["dfn"])):
                self._push(("end_battle",))
            elif b["dfn"] == BARBARIANS:
                self._push(("retreat", b["att"]), ("round",))
            else:
                self._push(("retreat", b["att"]), ("retreat", b["dfn"]), ("round",))

    def _end_combat(self, events: list) -> None:
        seat = self.active
        if self.silver:
            self._push(("markers",))         # after the supply: a unit removed unsupplied takes no marker
            self._supply(seat, events)
        else:
            self._occupy()

    def _occupy(self) -> None:
        """Bronze: every city holding only one side's pieces takes that side's control marker."""
        for c in C.TOPO.cities:
            sides = self.sides_at(c.id)
            if len(sides) == 1:
                self.markers[c.id] = next(iter(sides))

    def _end_phase(self, events: list) -> None:
        self._areas_at_phase_end(events)
        ph = self.phase
        if ph == "forum" and self._victory(events):
            return
        if ph == "march" and not self.silver:
            self._occupy()
        if ph == "combat":
            self.todo = (("limit", self.active), ("next_player",))
            return
        self._enter(PHASES[PHASES.index(ph) + 1], events)

    def _enter(self, phase: str, events: list) -> None:
        """Begin ``phase``: its heading line goes to the log first, then its automatic steps
        (the taxes collected, Antonius's legion, ...) tell what they did."""
        self.phase = phase
        seat = self.active
        note(events, f"phase_{phase}", seat)
        if phase == "draw":
            n = C.PARAMS["card_draw_base"]
            if not self.silver and self.sc[seat] is not None and self.sc_place(seat) == "roma":
                n += C.PARAMS["card_draw_sc_in_rome"]          # Silver [11.1]: offered (roma_card_open)
            if "the_senate" in self.claimed[seat]:
                n += 1
            self.bought = 0
            self._push(*[("draw", seat, "turn")] * n)
        elif phase == "purchase":
            self.used = self.used - {"cicero", "dolabella"}
            self.diplomacy_done = False
            self.attempted = frozenset()
            self.recruited = {}
            if self.has_leader(seat, "antonius") is not None and self.controller("roma") == seat and \
                    self.count_kind(seat, "legion") < C.CAPS[SIDES[seat]]["legion"]:
                self.add_unit(seat, "legion", "standard", "roma")
                note(events, "recruited_legion", seat, "roma")
        elif phase == "taxation":
            self._taxation(seat, events)
        elif phase == "march":
            self.used = self.used - {"cassius"}
            self.moved = frozenset()
            self.origin = {}
            scp = self.sc_place(seat) if self.sc[seat] is not None else None
            self.sc_group = frozenset(self.pieces_at(scp, seat)) if scp else frozenset()
        elif phase == "combat":
            self.battles = tuple(self._contested())
            self._push(("battle_next",))

    def _next_player(self, events: list) -> None:
        self.used = frozenset()
        if self.storm:
            self.storm -= 1
        if self.active == CAESAR:
            self.active = POMPEY
        else:
            self.turn_no += 1
            if self.turn_no > C.PARAMS["game_turns"]:
                self._final(events)
                return
            self.active = CAESAR
            note(events, "turn", -1, n=self.turn_no)
        self.phase = "forum"
        note(events, "phase_forum", self.active)

    def _victory(self, events: list) -> bool:
        """Checked when the phasing seat ends its Forum phase: political, then military victory."""
        seat = self.active
        if abs(self.balance(seat)) >= C.PARAMS["political_threshold"]:
            return self._win((seat,), "political", events)
        if self.military_win(seat):
            return self._win((seat,), "military", events)
        return False

    def military_win(self, seat: int) -> bool:
        """Whether ``seat`` wins militarily as it ends its Forum phase: its Supreme Commander in
        Roma, none left to the other side, and cities worth the margin more than the other's."""
        return self.sc[1 - seat] is None and self.sc[seat] is not None and self.sc_place(seat) == "roma" and \
            self.controlled_gold(seat) - self.controlled_gold(1 - seat) >= C.PARAMS["military_margin"]

    def _final(self, events: list) -> None:
        g = [self.controlled_gold(0), self.controlled_gold(1)]
        if g[0] != g[1]:
            self._win((0 if g[0] > g[1] else 1,), "gold", events)
            return
        b = [abs(self.balance(0)), abs(self.balance(1))]
        if b[0] != b[1]:
            self._win((0 if b[0] > b[1] else 1,), "politics", events)
            return
        self._win((), "draw", events)

    def _win(self, winners: tuple, reason: str, events: list) -> bool:
        self.winner = winners
        self.end_reason = reason
        self.phase = "over"
        self.todo = ()
        note(events, f"end_{reason}", winners[0] if winners else -1)
        return True
