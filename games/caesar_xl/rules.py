"""Caesar XL (Joseph Miranda): the rules engine, Bronze rules with the Silver rules as an option.

Caesar (seat 0) and Pompey (seat 1) play 14 game turns; in each, Caesar plays
a player turn, then Pompey, each of six phases:

1. **forum** — claim Forum cards whose condition you meet (:class:`Claim`);
   on ending the phase a political or military victory is checked;
2. **draw** — draw one SPQR card (+1 with The Senate; +1 with your Supreme Commander
   in Roma: Silver offers it, ``Ability(commander, "roma")``); Silver: buy up to 2 more at
   5 gold (:class:`BuyCard`);
3. **purchase** — recruit (:class:`Recruit`), diplomacy (:class:`Diplomacy`),
   play leaders and purchase-phase tactics (:class:`PlayCard`);
4. **taxation** — income from controlled cities and Forum cards (Bronze: upkeep;
   Silver: conquered barbarian areas roll);
5. **march** — move stacks or single units one route (Silver: forced march of
   two routes for gold, the Supreme Commander's free march and half-cost group);
6. **combat** — every contested space is a battle (the phasing player picks the next
   of several, :class:`Fight`) in rounds (light units, then heavy), dice as chance,
   the owner assigns hits, retreat, the winner's promotion (:class:`Promote`),
   plunder (Silver), then supply (Silver: pay, :class:`PaySupply`, or remove units)
   and alliance-marker loss.

Each phase ends with :class:`EndPhase`. The data is in ``components``, the actions
and events in ``moves``; mix-ins of :class:`State` hold each concern: the phase machine
in ``phases``, the prompts in ``prompts``, the march and supply in ``march``, recruiting,
diplomacy and taxes in ``economy``, battles in ``battle``, the cards in ``cards`` and the
conquered areas in ``areas``. :class:`State` keeps the engine contract, the board's reading
helpers and the dispatch of actions. Chance (card draws, dice, battle hits)
is the chance seat's; the set-up deals the starting hands from the seed. The
numbers are in ``data/params.json``; the rule text's gaps that the suite
fills are marked RECONSTRUCTED in the data and the help pages.

>>> s = new_game(2, 1, {"silver": True})
>>> s.to_act(), s.phase, s.turn_no, s.gold
((0,), 'forum', 1, [10, 5])
>>> len(s.hands[0]), s.sc
(3, ['caesar', 'pompey'])
"""
from __future__ import annotations

import random
from typing import Any, cast

from ..core.actions import Action, Codec, Event
from ..core.chance import CHANCE, Deck
from ..core.decisions import Decision, DecisionRules, Options
from ..core.state import GameState, Outcome
from ..core.text import Msg
from .areas import AreaRules
from .battle import BattleRules
from . import components as C
from .components import (  # noqa: F401  (re-exported: the screen and the tests read them from here)
    CAESAR, POMPEY, BARBARIANS, COMBAT_KINDS, GAME, HIDDEN, LIGHT_KINDS, PHASES, SC_KINDS, SIDES,
    card_msg, gold_of, place_msg, political_of, swords_of, unit_msg)
from .cards import CardRules
from .economy import EconomyRules
from .march import MarchRules, _mustered
from .phases import _MANDATORY, PhaseRules
from .prompts import PromptRules
from .combat import step_outcomes  # noqa: F401
from .moves import (  # noqa: F401
    Ability, AssignHit, BuyCard, Claim, Diplomacy, Discard,
    Dice, Die, DrawCard, EndPhase, Fight, Join, Leave, Move, Muster, Note, Pass, PaySupply,
    FaceUp, Marched, PlayCard, Promote, PrivateCard, Recruit, Remove, Retreat, Revealed,
    Roll, Shown, Swing, Tactic, Target, note)

# ----------------------------------------------------------------------------
# the state


class State(DecisionRules, PromptRules, PhaseRules, MarchRules, EconomyRules, CardRules, BattleRules, AreaRules, GameState):
    """A Caesar XL position. Public fields for the board:

    - ``silver``: the Silver rules are on; ``turn_no`` 1..14; ``active`` the phasing seat;
      ``phase`` one of :data:`PHASES` (or ``over``);
    - ``units[uid] = (side, kind, grade, place)``: combat units (kind legion, legio_x,
      ally; grade veteran or standard) and leaders (kind = leader id, grade "");
    - ``markers[place]``: the control marker (Bronze) or alliance marker (Silver) there;
      ``conquered[area]``: who conquered a barbarian area (Silver);
    - ``sc[seat]``: the kind of that side's Supreme Commander (``None``: dead, none left);
    - ``gold``; ``hands`` (``"?"`` for cards a view may not see); ``deck`` a
      :class:`~games.core.chance.Deck` (of ``"?"`` in views); ``unseen``: in a view,
      the cards it cannot see (the other hands and the pile), sorted; ``known[seat]``: the
      cards in that hand everyone saw go in (taken from the face-up discards by Cicero or the
      Pontifex Maximus), shown in every view;
    - ``forum``: Forum cards face up, unclaimed; ``claimed[seat]``: Forum cards held;
    - ``todo``: the pending steps (the first is decided now; a march group being mustered is
      ("muster", seat, place, group, changes left); the owner's other choices are steps too:
      ("order", seat) the next battle, ("promote", seat, place, n) the units promoted,
      ("supply", seat) paying or removing units beyond a space's gold); ``battle``: the battle
      being fought (dict) or ``None``; ``battles``: places still to fight in this phase;
    - march bookkeeping ``moved``, ``origin``, ``sc_group``; purchase bookkeeping
      ``recruited``, ``diplomacy_done``, ``attempted``; ``bought`` cards this draw phase;
    - ``halved[seat]`` (Demand for Action), ``storm`` (Storm at Sea, player turns left);
    - ``winner`` (tuple of seats once over) and ``end_reason``.
    """

    __slots__ = ("silver", "turn_no", "active", "phase", "todo", "units", "next_uid", "markers", "conquered",
                 "sc", "gold", "deck", "hands", "known", "unseen", "forum", "claimed", "bought", "diplomacy_done",
                 "attempted", "recruited", "moved", "origin", "sc_group", "battles", "battle", "halved", "storm", "used",
                 "winner", "end_reason")
    over_prompt = "caesar_xl.prompt.over"

    def __init__(self, silver: bool = True):
        self.n_seats = 2
        self.silver = silver
        self.turn_no = 1
        self.active = CAESAR
        self.phase = "forum"
        self.todo = ()
        self.units = {}
        self.next_uid = 1
        self.markers = {}
        self.conquered = {}
        self.sc = list(SC_KINDS)
        self.gold = [0, 0]
        self.deck = Deck()
        self.hands = [[], []]
        self.known = [[], []]
        self.unseen = None
        self.forum = []
        self.claimed = [[], []]
        self.bought = 0
        self.diplomacy_done = False
        self.attempted = frozenset()
        self.recruited = {}
        self.moved = frozenset()
        self.origin = {}
        self.sc_group = frozenset()
        self.battles = ()
        self.battle = None
        self.halved = [False, False]
        self.storm = 0
        #: once-per-phase or once-per-turn abilities already used (leader ids, Forum card ids), and
        #: the stacks mustered in this March phase (``muster:<place>``)
        self.used = frozenset()
        self.winner = None
        self.end_reason = ""

    # ----- reading ----------------------------------------------------------
    def pieces_at(self, place: str, side: int | None = None) -> list[int]:
        """Ids of the pieces in ``place`` (of ``side``), in id order."""
        return [u for u, t in sorted(self.units.items()) if t[3] == place and (side is None or t[0] == side)]

    def combat_at(self, place: str, side: int) -> list[int]:
        """Ids of ``side``'s combat units (no leaders) in ``place``."""
        return [u for u in self.pieces_at(place, side) if self.units[u][1] in COMBAT_KINDS]

    def sides_at(self, place: str) -> set:
        """The sides with pieces in ``place``."""
        return {t[0] for t in self.units.values() if t[3] == place}

    def controller(self, place: str) -> int | None:
        """Who controls ``place``: the only side with pieces there, else its marker's owner
        (a conquered barbarian area: its conqueror while only their pieces, or their alliance
        marker and no piece, stand in it).

        >>> s = new_game(2, 0, {})
        >>> s.controller("roma"), s.controller("rubicon"), s.controller("creta")
        (1, 0, None)
        """
        sides = self.sides_at(place)
        if place in C.AREA:
            owner = self.conquered.get(place)
            if owner is None or sides - {owner} or not (sides or self.markers.get(place) == owner):
                return None
            return owner
        if len(sides) == 1:
            return next(iter(sides))
        if sides:
            return None
        return self.markers.get(place)

    def controlled_gold(self, seat: int) -> int:
        """The gold value of the cities ``seat`` controls (victory and end of game)."""
        return sum(c.gold for c in C.TOPO.cities if self.controller(c.id) == seat)

    def sc_place(self, seat: int) -> str | None:
        """Where ``seat``'s Supreme Commander stands (``None``: none)."""
        kind = self.sc[seat]
        for t in self.units.values():
            if t[0] == seat and t[1] == kind:
                return t[3]
        return None

    def leaders_of(self, seat: int) -> list[str]:
        """The leader kinds of ``seat`` on the map."""
        return sorted(t[1] for t in self.units.values() if t[0] == seat and t[1] not in COMBAT_KINDS)

    def has_leader(self, seat: int, kind: str) -> str | None:
        """The place of ``seat``'s leader ``kind`` (``None`` if not in play)."""
        for t in self.units.values():
            if t[0] == seat and t[1] == kind:
                return t[3]
        return None

    def balance(self, seat: int) -> int:
        """Populares minus Optimates points of ``seat``: leaders in play (Supreme Commander
        included) and Forum cards held.

        >>> s = new_game(2, 0, {})
        >>> s.balance(CAESAR), s.balance(POMPEY)
        (2, -2)
        """
        return sum(political_of(k) for k in self.leaders_of(seat)) + sum(political_of(c) for c in self.claimed[seat])

    def champion(self, faction: str) -> int:
        """The seat championing ``populares`` or ``optimates`` now (tie: Caesar is Populares)."""
        pop = CAESAR if self.balance(CAESAR) >= self.balance(POMPEY) else POMPEY
        return pop if faction == "populares" else 1 - pop

    def count_kind(self, seat: int, kind: str) -> int:
        return sum(1 for t in self.units.values() if t[0] == seat and t[1] == kind)

    def sea_closed(self) -> bool:
        """Storm at Sea: no sea routes, no Fleet."""
        return self.storm > 0

    # ----- the decision on top -------------------------------------------------
    def decision(self) -> Decision | None:
        """The pending decision, from the first task or the phase."""
        if self.winner is not None:
            return None
        t = self.todo[0] if self.todo else None
        if t is None:
            key, params = self._phase_prompt()
            return Decision((self.active,), key, None, params=params, wait="caesar_xl.prompt.wait")
        kind = t[0]
        if kind in ("draw", "roll", "dice"):
            outs = self._outcomes(t)
            key, params = self._chance_prompt(t)
            return Decision((CHANCE,), key, Options([a for a, _ in outs]),
                            weights=tuple(p for _, p in outs), params=params)
        return self._task_decision(t)

    def decision_options(self, decision: Decision, seat: int) -> list[Action]:
        t = self.todo[0] if self.todo else None
        if t is None:
            return self._phase_options(seat)
        kind = t[0]
        if kind == "tactic":
            out: list[Action] = [Pass()] + [Tactic(c) for c in sorted(set(self.hands[seat])) if self._tactic_ok(seat, c)]
            if "senatus_consultum_ultimum" in self.claimed[seat] and self.fought()["dfn"] == seat and \
                    "senatus_consultum_ultimum" not in self.used:
                out.append(Tactic("senatus_consultum_ultimum"))
            return out
        if kind == "retreat":
            return [Pass()] + [Retreat(p) for p in self._retreats(seat)]
        if kind == "assign":
            return self._assign_options(seat)
        if kind == "lose":
            losses: list[Action] = [Remove(u, self.units[u][1], self.units[u][2], self.units[u][3])
                                    for u in self._lose_classes(t)]
            return losses
        if kind == "discard":
            return [Discard(c) for c in sorted(set(self.hands[seat]))]
        if kind == "promote":
            return self._promote_options(t)
        if kind == "order":
            return self._order_options()
        if kind == "supply":
            return self._supply_options(seat)
        if kind == "target":
            must: list[Action] = [] if t[2] in _MANDATORY else [Pass()]
            return must + [Target(p) for p in self._target_places(t)]
        if kind == "treachery":
            return self._treachery_options(t)
        if kind == "pontifex":
            return [Pass()] + self._pontifex_options(seat)
        if kind == "muster":
            return self._muster_options(t)
        return []

    def decision_allows(self, decision: Decision, seat: int, action: Action) -> bool:
        """A march is checked without listing every group and path; the rest by the list."""
        if type(action) is Move and (not self.todo or self.todo[0][0] == "muster"):
            return self.phase == "march" and self._move_allowed(seat, action)
        return action in self.decision_options(decision, seat)

    def explain_option(self, decision: Decision, seat: int, action: Action) -> Msg:
        if isinstance(action, (Recruit, Diplomacy, PlayCard, BuyCard, Claim)) and self.phase not in (
                "purchase", "draw", "forum"):
            return Msg("caesar_xl.err.wrong_phase")
        if isinstance(action, Move) and self.phase != "march":
            return Msg("caesar_xl.err.wrong_phase")
        if isinstance(action, (Recruit, Diplomacy, BuyCard, Claim)):
            return Msg("caesar_xl.err.cannot_pay_or_place")
        if isinstance(action, Move):
            return Msg("caesar_xl.err.bad_move")
        return Msg("caesar_xl.err.not_now")

    # ----- options of each phase ------------------------------------------------
    def _phase_options(self, seat: int) -> list[Action]:
        ph = self.phase
        out: list[Action] = []
        if ph == "forum":
            out += [Claim(c) for c in self.forum if self.claimable(seat, c)]
        elif ph == "draw":
            if self.roma_card_open(seat):
                out.append(Ability(cast(str, self.sc[seat]), "roma"))
            if (self.silver and self.bought < C.PARAMS["card_buy_max"] and self.gold[seat] >= C.PARAMS["card_buy_cost"]
                    and (len(self.deck) or self.deck.discards)):
                out.append(BuyCard())
        elif ph == "purchase":
            out += self._recruit_options(seat)
            out += self._ability_options(seat)
            out += self._diplomacy_options(seat)
            out += self._card_options(seat)
        elif ph == "march":
            out += self._move_options(seat)
        out.append(EndPhase())
        return out

    # forum
    # purchase

    # battle
    def _lose_classes(self, t: tuple) -> list[int]:
        """One unit per (place, kind, grade) that may go for the loss ``t`` = ("lose", seat, place, n, mode)."""
        _, seat, place, _n, mode = t
        reps: dict = {}
        for u, u_t in sorted(self.units.items()):
            if u_t[0] != seat or u_t[1] not in COMBAT_KINDS or (place and u_t[3] != place):
                continue
            if mode == "ally" and u_t[1] != "ally":
                continue
            if mode == "upkeep" and (u_t[3] not in C.CITY or len(self.combat_at(u_t[3], seat)) <= gold_of(u_t[3])):
                continue
            if mode == "supply" and len(self.combat_at(u_t[3], seat)) <= gold_of(u_t[3]):
                continue
            reps.setdefault((u_t[3], u_t[1], u_t[2]), u)
        return list(reps.values())

    # ----- applying ------------------------------------------------------------
    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if seat == CHANCE:
            self._chance(action, events)
        else:
            t = self.todo[0] if self.todo else None
            if t is None:
                self._phase_action(seat, action, events)
            else:
                if isinstance(action, Pass) and t[0] in _PASSED:
                    events.append(self._passed(seat, t))
                self._task_action(seat, t, action, events)
        self._run(events)
        return events

    def _passed(self, seat: int, t: tuple) -> Note:
        """The log's line for ``seat`` declining the choice ``t`` (no tactics card, staying to
        fight, buying no card from the discards, choosing no more places of an event)."""
        place = self.battle["place"] if self.battle and t[0] in ("tactic", "retreat") else ""
        card = t[2] if t[0] == "target" else ("pontifex_maximus" if t[0] == "pontifex" else "")
        return Note(f"passed_{t[0]}", seat, place, card, 0)

    def _take_discard(self, seat: int, card: str) -> None:
        """``seat`` takes ``card`` from the face-up discards into its hand, in everyone's sight."""
        self.deck.discards.remove(card)
        self.hands[seat].append(card)
        self.known[seat].append(card)

    def _unhand(self, seat: int, card: str) -> None:
        """``card`` leaves ``seat``'s hand, shown: a known copy of it is counted as the one
        that left (the others cannot tell which copy it was)."""
        self.hands[seat].remove(card)
        if card in self.known[seat]:
            self.known[seat].remove(card)

    def _push(self, *tasks: tuple) -> None:
        """Put ``tasks`` first, in order."""
        self.todo = tuple(tasks) + self.todo

    def _pop(self) -> tuple:
        t, self.todo = self.todo[0], self.todo[1:]
        return t

    def _phase_action(self, seat: int, a: Action, events: list) -> None:
        if isinstance(a, EndPhase):
            self._end_phase(events)
        elif isinstance(a, Claim):
            cond = C.CARDS[a.card].get("condition", {})
            self.gold[seat] -= cond.get("pay", 0)
            self.forum.remove(a.card)
            self.claimed[seat].append(a.card)       # (the Claim's own log line tells it)
        elif isinstance(a, BuyCard):
            self.gold[seat] -= C.PARAMS["card_buy_cost"]
            self.bought += 1
            self._push(("draw", seat, "buy"))
        elif isinstance(a, Recruit):
            cost = self.recruit_cost(seat, a.kind, a.place, a.grade)
            self.gold[seat] -= cost
            self.recruited[a.place] = self.recruited.get(a.place, 0) + 1
            self.add_unit(seat, a.kind, a.grade, a.place)
            note(events, f"recruited_{a.kind}" + ("_veteran" if a.grade == "veteran" else ""), seat, a.place,
                 n=cost)                            # (the log says the gold paid)
        elif isinstance(a, Ability) and self.phase == "draw":
            self.used = self.used | {"roma_card"}
            self._push(*[("draw", seat, "roma")] * C.PARAMS["card_draw_sc_in_rome"])
        elif isinstance(a, Ability):
            self.gold[seat] -= C.PARAMS["leader_ability_cost"]
            self.used = self.used | {a.leader}
            if a.leader == "cicero":
                self._take_discard(seat, a.target)
            else:
                del self.markers[a.target]
        elif isinstance(a, Diplomacy):
            self._diplomacy(seat, a, events)
        elif isinstance(a, PlayCard):
            self._play_card(seat, a, events)
        elif isinstance(a, Move):
            self._move(seat, a, events)
        elif isinstance(a, Muster):
            us = tuple(self._stacks(seat)[a.place])
            self.used = self.used | {_mustered(a.place)}
            self._push(("muster", seat, a.place, us, 2 * len(us)))

    def _task_action(self, seat: int, t: tuple, a: Action, events: list) -> None:
        kind = t[0]
        if kind == "tactic":
            self._pop()
            if isinstance(a, Tactic) and C.CARDS[a.card]["type"] == "forum":
                self.used = self.used | {a.card}
            elif isinstance(a, Tactic):
                self._unhand(seat, a.card)
                self.deck.discard(a.card)
            if isinstance(a, Tactic):
                cards = dict(self.fought()["cards"])
                cards[seat] = cards.get(seat, ()) + (a.card,)
                self.fought()["cards"] = cards
                events.append(Shown("tactic", seat, self.fought()["place"], a.card, 0))
        elif kind == "retreat":
            self._pop()
            if isinstance(a, Retreat):
                for u in self.pieces_at(self.fought()["place"], seat):
                    self._place_unit(u, a.place)
                self.fought()["retreated"] = seat
                note(events, "retreated", seat, a.place)
        elif kind == "assign":
            self._hit(cast(AssignHit, a).unit, events)
            n = t[2] - 1
            self.todo = ((("assign", seat, n),) if n > 0 else ()) + self.todo[1:]
        elif kind == "lose":
            self._lose_one(t, cast(Remove, a).unit, events)
        elif kind == "promote":
            self._promote_one(t, cast(Promote, a).unit, events)
        elif kind == "order":
            self._pop()
            self._fight(cast(Fight, a).place, events)
        elif kind == "supply":
            if isinstance(a, PaySupply):
                self._pop()
                self._pay_supply(seat, events)
            else:
                self._remove(cast(Remove, a).unit, events, "unsupplied")
        elif kind == "pontifex":
            self._pop()
            if isinstance(a, Ability):
                self.gold[seat] -= C.PARAMS["pontifex_cost"]
                self._take_discard(seat, a.target)
        elif kind == "target":
            self._pop()
            if isinstance(a, Target):
                self._targeted(seat, t, a.place, events)
        elif kind == "treachery":
            self._treachery_loss(t, cast(Remove, a).unit, events)
        elif kind == "muster":
            self._pop()
            group = t[3]
            if isinstance(a, Join):
                self._push(t[:3] + (tuple(sorted(group + (a.unit,))), t[4] - 1))
            elif isinstance(a, Leave):
                self._push(t[:3] + (tuple(u for u in group if u != a.unit), t[4] - 1))
            elif isinstance(a, Move):
                self._move(seat, a, events)
        elif kind == "discard":
            self._pop()
            card = cast(Discard, a).card
            self._unhand(seat, card)
            self.deck.discard(card)
            events.append(Shown("discarded", seat, "", card, 0))      # the action's line names it

    def add_unit(self, seat: int, kind: str, grade: str, place: str) -> int:
        """A new unit of ``seat`` at ``place`` (set-up, recruiting); returns its id."""
        u = self.next_uid
        self.next_uid += 1
        self.units[u] = (seat, kind, grade, place)
        return u

    def _place_unit(self, u: int, place: str) -> None:
        t = self.units[u]
        self.units[u] = (t[0], t[1], t[2], place)

    def _remove(self, u: int, events: list, why: str = "eliminated") -> None:
        """Take a piece off the map; a leader's card goes to the discard pile, a Supreme Commander dies."""
        side, kind, grade, place = self.units.pop(u)
        if kind in COMBAT_KINDS:
            note(events, f"{why}_{kind}", side, place)
            return
        note(events, "leader_died", side, place, card=kind)
        if kind in C.CARDS:
            self.deck.discard(kind)
        if self.sc[side] == kind:
            cato = self.has_leader(side, "cato")
            self.sc[side] = "cato" if cato is not None and kind != "cato" else None
            if cato is None or self.sc[side] is None:
                note(events, "sc_dead", side)
            else:                                # (Cato takes the command: it is not gone)
                note(events, "new_sc", side, cato)
        if political_of(kind):                   # (the Forum balance he carried goes with him)
            after = self.balance(side)
            events.append(Swing("forum_death", side, place, kind, after + political_of(kind), after))

    def _flip(self, u: int, grade: str) -> None:
        t = self.units[u]
        self.units[u] = (t[0], t[1], grade, t[3])

    def _lose_gold(self, seat: int, n: int) -> int:
        paid = min(self.gold[seat], n)
        self.gold[seat] -= paid
        return n - paid

    # purchase --------------------------------------------------------------------

    # chance --------------------------------------------------------------------
    def _chance(self, action: Action, events: list) -> None:
        if isinstance(action, Die):
            self._die(action.face, events)
            return
        t = self._pop()
        if isinstance(action, DrawCard):
            self._drawn(action.seat, action.card, events)
        else:
            self._rolled(t, cast(Roll, action).value, events)

    def _rolled(self, t: tuple, v: int, events: list) -> None:
        purpose, data = t[1], t[3]
        if purpose == "dipl":
            self._diplomacy_rolled(data, v, events)
        elif purpose == "ides":
            s = data[0]
            dies = v <= C.PARAMS["ides_of_march_death_max"]
            note(events, "ides_killed" if dies else "ides_spared", s, "roma", self.sc[s] or "", n=v)
            if dies:
                for u in self.pieces_at("roma", s):
                    if self.units[u][1] == self.sc[s]:
                        self._remove(u, events, "assassinated")
                        break
        elif purpose == "invasion":
            self._invasion(v, data[0], events)
        elif purpose == "plunder":
            s = data[0]
            short = self._lose_gold(s, v)
            note(events, "plundered", s, n=v)
            if short:
                self._push(("lose", s, "", short, "swords"))
        elif purpose == "treachery":
            seat, target = data
            victims = self.pieces_at(target, 1 - seat)
            total = sum(swords_of(self.units[u][1], self.units[u][2]) for u in victims)
            note(events, "treachery_all" if v >= total else "treachery_some", 1 - seat, target, n=v, m=total)
            if v >= total:
                for u in victims:
                    self._remove(u, events)
            elif victims:
                self._push(self._treachery_task(victims, v))
        elif purpose == "mobilize":
            self._push(("target", data[0], "allies_mobilize", v, ()))
        elif purpose == "brutus":
            self.gold[data[0]] += v
            note(events, "card_gold", data[0], card="brutus", n=v)
        elif purpose == "area_tax":
            self._area_tax_rolled(data, v, events)

    # battle --------------------------------------------------------------------
    def _lose_one(self, t: tuple, u: int, events: list) -> None:
        """Remove ``u`` for the loss ``t``; what is left of the loss stays first."""
        _, seat, place, n, mode = t
        sw = swords_of(self.units[u][1], self.units[u][2])
        self._remove(u, events, "unsupplied" if mode in ("count", "upkeep", "supply") else "eliminated")
        n -= sw if mode == "swords" else 1
        self.todo = ((("lose", seat, place, n, mode),) if n > 0 else ()) + self.todo[1:]

    # phases --------------------------------------------------------------------

    # ----- outcome, views, secrets ---------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        scores = (float(self.controlled_gold(0)), float(self.controlled_gold(1)))
        return Outcome(scores, self.winner, _end_msg(self.winner, self.end_reason))

    def _hidden_seats(self, seat: int | None) -> tuple[int, ...]:
        """The seats whose hands ``seat`` may not see: the other one; both for ``None`` or a
        seat that is no player (chance, ``-1``).

        >>> new_game(2, 1)._hidden_seats(-1), new_game(2, 1)._hidden_seats(1)
        ((0, 1), (0,))
        """
        return (1 - seat,) if seat in (0, 1) else (0, 1)

    def _unseen(self, seat: int | None) -> list[str]:
        out = list(self.deck.tokens())
        for s in self._hidden_seats(seat):
            out += self._secret_part(s)
        return sorted(out)

    def _secret_part(self, s: int) -> list[str]:
        """The cards of ``s``'s hand that the other seat has not seen go in."""
        rest = list(self.hands[s])
        for c in self.known[s]:
            rest.remove(c)
        return rest

    def view_for(self, seat: int | None) -> "State":
        """A copy where the other hand and the pile are hidden (their sizes stay)."""
        v = self.clone()
        if self.unseen is not None:
            return v
        v.unseen = tuple(self._unseen(seat))
        for s in self._hidden_seats(seat):
            v.hands[s] = list(self.known[s]) + [HIDDEN] * (len(self.hands[s]) - len(self.known[s]))
        v.deck = Deck([HIDDEN] * len(self.deck), self.deck.discards)
        return v

    def secrets(self, seat: int | None) -> dict:
        """What ``seat`` may not know: the cards in the other hand(s) (the pile holds the rest of
        the unseen cards, so it follows from them and is no secret of its own)."""
        return {("hand", s): tuple(sorted(self._secret_part(s))) for s in self._hidden_seats(seat)
                if len(self.hands[s]) > len(self.known[s])}

    def _redeal(self, seats: tuple, pool: list[str], rng: random.Random) -> None:
        """Deal ``pool`` again: each hidden hand keeps its size and its known cards (the others
        leader and tactics cards only), the rest becomes the pile."""
        rng.shuffle(pool)
        for s in seats:
            n = len(self.hands[s]) - len(self.known[s])
            fit = [c for c in pool if C.CARDS[c]["type"] in ("leader", "tactics")]
            take = fit[:n]
            for c in take:
                pool.remove(c)
            self.hands[s] = list(self.known[s]) + take
        self.deck = Deck(sorted(pool), self.deck.discards)
        self.unseen = None

    def resample_hidden(self, seat: int | None, rng: random.Random) -> "State":
        c = self.clone()
        c._redeal(self._hidden_seats(seat), self._unseen(seat), rng)
        return c

    def determinize(self, seat: int, rng: random.Random) -> "State":
        d = self.clone()
        if d.unseen is not None:
            d._redeal(self._hidden_seats(seat), list(d.unseen), rng)
        return d

    def clone(self) -> "State":
        c = State.__new__(State)
        c.n_seats = 2
        c.silver, c.turn_no, c.active, c.phase, c.todo = self.silver, self.turn_no, self.active, self.phase, self.todo
        c.units = dict(self.units)
        c.next_uid = self.next_uid
        c.markers = dict(self.markers)
        c.conquered = dict(self.conquered)
        c.sc = list(self.sc)
        c.gold = list(self.gold)
        c.deck = self.deck.clone()
        c.hands = [list(self.hands[0]), list(self.hands[1])]
        c.known = [list(self.known[0]), list(self.known[1])]
        c.unseen = self.unseen
        c.forum = list(self.forum)
        c.claimed = [list(self.claimed[0]), list(self.claimed[1])]
        c.bought, c.diplomacy_done, c.attempted = self.bought, self.diplomacy_done, self.attempted
        c.recruited = dict(self.recruited)
        c.moved, c.origin, c.sc_group = self.moved, dict(self.origin), self.sc_group
        c.battles = self.battles
        c.battle = None if self.battle is None else dict(self.battle)
        c.halved = list(self.halved)
        c.storm = self.storm
        c.used = self.used
        c.winner, c.end_reason = self.winner, self.end_reason
        return c

    # ----- words ------------------------------------------------------------------
    def prompt(self, seat: int) -> Msg:
        """The top decision's words for ``seat``; a choice of the side whose turn it is not says
        whose turn it is and that the choice is theirs."""
        return self.out_of_turn_prompt(seat, super().prompt(seat))

    def status(self) -> Msg:
        if self.winner is not None:
            return _end_msg(self.winner, self.end_reason)
        return Msg("caesar_xl.status", {"n": self.turn_no, "year": C.PARAMS["first_year_bc"] - (self.turn_no - 1) // 2,
                                        "seat": self.active, "phase": Msg(f"caesar_xl.phase.{self.phase}"),
                                        "seat_c": 0, "a": self.gold[0], "seat_p": 1, "b": self.gold[1]})

    def scores_now(self) -> tuple[float, ...] | None:
        return (float(self.controlled_gold(0)), float(self.controlled_gold(1)))



def _end_msg(winners: tuple, reason: str) -> Msg:
    if not winners:
        return Msg("caesar_xl.end.draw")
    return Msg(f"caesar_xl.end.{reason}", {"seat": winners[0], "seat_loser": 1 - winners[0]})


#: the choices whose Pass has a line of its own in the log (``caesar_xl.ev.passed_<kind>``)
_PASSED = ("tactic", "retreat", "pontifex", "target")
CODEC = Codec([EndPhase, Claim, BuyCard, Recruit, Ability, Diplomacy, PlayCard, Move, Muster, Join, Leave, Tactic, Pass,
               AssignHit, Retreat, Discard, Remove, Target, Promote, Fight, PaySupply, DrawCard, Roll, Die, Note, Dice,
               Revealed, Swing, PrivateCard,
               FaceUp, Shown, Marched])
State.codec = CODEC


def starting_deck() -> list[str]:
    """The 40 SPQR cards, one of each id."""
    return sorted(C.CARDS)


def new_game(n_seats: int = 2, seed: int = 0, options: dict | None = None) -> State:
    """A new game: the set-up of ``data/setup.json``; each player is dealt a starting hand
    of leader and tactics cards (events and Forum cards met while dealing go back)."""
    if n_seats != 2:
        raise ValueError(f"Caesar XL takes 2 players, not {n_seats}")
    silver = bool((options or {}).get("silver", True))
    s = State(silver)
    s.gold = [C.SETUP["gold"]["caesar"], C.SETUP["gold"]["pompey"]]
    for seat, side in enumerate(SIDES):
        for c in C.SETUP["control"][side]:
            s.markers[c] = seat
        for place, pieces in C.SETUP["units"][side].items():
            for p in pieces:
                if "leader" in p:
                    s.add_unit(seat, p["leader"], "", place)
                else:
                    s.add_unit(seat, p["type"], p["grade"], place)
    rng = random.Random(f"caesar_xl:{seed}")
    pile = starting_deck()
    rng.shuffle(pile)
    hold = [c for c in pile if C.CARDS[c]["type"] in ("leader", "tactics")]
    n = C.SETUP["starting_hand"]
    s.hands = [sorted(hold[:n]), sorted(hold[n:2 * n])]
    dealt = set(hold[:2 * n])
    s.deck = Deck(sorted(c for c in pile if c not in dealt))
    return s


#: how a game of Caesar XL ends (``State.end_reason``): a victory kind, or the tie-breaks at the end
END_REASONS = ("political", "military", "gold", "politics", "draw")


def selfplay_stats(state: State, order) -> dict:
    """Extra lines for the selfplay report: the game length in game turns, how the game ended,
    and for each seat of the report (``order[engine seat]``) its wins by kind and by side.

    Every key is present in every game (0.0 or 1.0), so the report's mean of a key is a share.

    >>> s = new_game(2, 1, {})
    >>> s.turn_no, s.winner, s.end_reason = 5, (1,), "political"
    >>> st = selfplay_stats(s, [1, 0])       # engine seat 1 (Pompey) is the report's first seat
    >>> st["game turns"], st["share ended by political"], st["seat 1 won by political"], st["seat 1 won as Pompey"]
    (5, 1.0, 1.0, 1.0)
    >>> st["seat 2 won by political"], st["seat 2 won as Caesar"]
    (0.0, 0.0)
    """
    winners = state.winner or ()
    out: dict = {"game turns": min(state.turn_no, C.PARAMS["game_turns"])}
    for r in END_REASONS:
        out[f"share ended by {r}"] = 1.0 if state.end_reason == r else 0.0
    for k in sorted(order):
        won = [w for w in winners if order[w] == k]
        for r in ("political", "military", "gold"):
            out[f"seat {k + 1} won by {r}"] = 1.0 if won and state.end_reason == r else 0.0
        for w, side in ((CAESAR, "Caesar"), (POMPEY, "Pompey")):
            out[f"seat {k + 1} won as {side}"] = 1.0 if w in won else 0.0
    return out


def __getattr__(name: str) -> Any:
    """The data of :mod:`.components` (``rules.CITY``, ``rules.PARAMS``, ...), which the screen
    and the tests read from here: read on first use, as there."""
    if name in C.DATA:
        return getattr(C, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
