"""CAESAR! Seize Rome in 20 Minutes (Paolo Mori): the rules engine, two players.

Caesar (seat 0, red) starts; Pompey is seat 1 (blue). A turn has three phases:

1. **place** one influence token from behind the screen on a free border space
   whose icon it shows (a laurel token fits any space; the Centurion 4/4 fits a
   shield or a ship space), turned so that each of its two values faces one of
   the two provinces the space touches (:class:`Place`);
2. **resolve** every province the token closed (all its border spaces filled):
   the placer takes every bonus token of them; each goes to the larger
   influence (a tie leaves it empty), Italia with a second marker; a player who
   now controls two neighbouring provinces puts a marker on the border space
   between them (active player first); then the placer uses or discards each
   bonus (:class:`Bonus`);
3. **draw** one token from the bag (a chance outcome, :class:`Draw`).

The first player to place their last control marker wins at once; a player
who cannot place a token at the start of their turn loses at once.

The expansions (option ``expansions``): Poison, Centurion (each removes 3 bonus
tokens at random, 6 with both) and Border Control (with either: the removed
tokens are set aside, and a token placed face down on a double-ring space
takes one of them at random). The suite's rulings where the text leaves a
point open are in the help pages (``help.en.md``, "Rulings").

Every chance draw (a bag draw, Poison's random token, Border Control's random
bonus) is a decision of the chance seat; the set-up uses the seed in
:func:`new_game` and keeps no generator.

Solo (``options["scripts"]`` names one seat ``"crassus"``): that seat is
Auto-Crassus, the scripted seat. He starts; his turn is a command tile turned
over by chance (:class:`Command`), then its steps: tokens drawn face up to his
row (:class:`RowDraw`, :class:`RowCenturion`), placements chosen by
:func:`.crassus.choose` (:class:`CrassusPlace`, after a :class:`TieBreak` drawn
by chance when the last tie-break is random), his bonuses (:class:`CrassusBonus`)
and the discard of his leftmost token (:class:`CrassusDiscard`). Options
``difficulty`` and ``harder`` pick his deck and the harder game.

>>> s = new_game(2, 1, {"expansions": "base"})
>>> s.to_act(), len(s.hands[0]), s.markers
((0,), 2, [12, 12])
>>> s.bonuses["italia"]
'senate'
"""
from __future__ import annotations

import random
from typing import Any, cast

from ..core.actions import Action, Event
from ..core.chance import CHANCE, Bag
from ..core.decisions import Decision, DecisionRules, Options
from ..core.state import GameState, Outcome
from ..core.text import Msg
from .components import (BONUS_KINDS, CAESAR, GAME, HIDDEN, POMPEY, Token, basic_tokens, bonus_msg,
                         centurion_tokens, components, markers_each, influence_tokens, border_msg, expansion_flags, province_msg, token_msg)
from .crassus_turn import CrassusTurn, solo_setup
from .hidden import HiddenTokens
from .moves import (CODEC, BagRanOut, Bonus, BonusesTaken, Closed, Command, CommandDrawn, CrassusBonus,
                    CrassusDiscard, CrassusPlace, DeckReshuffled, Draw, Flip, GameEnded, MarkerPlaced, MarkerRemoved,
                    NoDiscard, NoEffect, NoFit, Place, Placed, Poisoned, PoisonPick, RowAdded, RowCenturion,
                    RowDiscarded, RowDraw, SetAside, SetAsideTaken, TakeCenturion, TieBreak, TokenDrawn, TokenSeen,
                    TurnStarted, end_msg, target_msg, tile_steps_msg, why_msg)
from .topology import Topology, load_topology

#: the names other modules and records read from here (the engine's, and those it re-exports)
__all__ = ["basic_tokens", "BONUS_KINDS", "CAESAR", "centurion_tokens", "CODEC", "components", "GAME", "HIDDEN", "markers_each",
           "POMPEY", "influence_tokens", "Token", "State", "bonus_msg", "bonus_pool", "border_msg", "expansion_flags",
           "new_game", "province_msg", "target_msg", "tile_steps_msg", "token_msg", "why_msg", "end_msg",
           "BagRanOut", "Bonus", "BonusesTaken", "Closed", "Command", "CommandDrawn", "CrassusBonus",
           "CrassusDiscard", "CrassusPlace", "DeckReshuffled", "Draw", "Flip", "GameEnded", "MarkerPlaced",
           "MarkerRemoved", "NoDiscard", "NoEffect", "NoFit", "Place", "Placed", "Poisoned", "PoisonPick",
           "RowAdded", "RowCenturion", "RowDiscarded", "RowDraw", "SetAside", "SetAsideTaken", "TakeCenturion",
           "TieBreak", "TokenDrawn", "TokenSeen", "TurnStarted"]


def __getattr__(name: str) -> Any:
    """``TOPO``: the board, read from the map on first use (not when this module is imported)."""
    if name == "TOPO":
        return load_topology()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# ----------------------------------------------------------------------------
# the state

class _Board:
    """``State.topo``: the board, read from the map on first use and then kept as a plain
    class attribute (the engine reads it in its hottest loops)."""

    def __set_name__(self, owner, name: str) -> None:
        self.name = name

    def __get__(self, obj, owner) -> Topology:
        topo = load_topology()
        setattr(owner, self.name, topo)
        return topo


class State(CrassusTurn, HiddenTokens, DecisionRules, GameState):
    """A CAESAR! position. Public fields for the board:

    - ``poison``, ``centurion``, ``border_control``: the expansions in play;
    - ``turn`` the active seat; ``turn_no`` counts turns from 1; ``phase``: ``place``,
      ``bonus``, ``might``, ``centurion`` (the active seat decides), ``draw``, ``wealth``,
      ``poison``, ``set_aside`` (chance decides) or ``over``;
    - ``hands[s]``: the tokens behind seat ``s``'s screen (sorted codes; ``"?"`` each
      in views of the other seat); ``bags[s]``: a :class:`~games.core.chance.Bag`
      (of ``"?"`` in views of the other seat); ``unseen[s]``: in a view, every token
      of ``s`` the viewer cannot see (behind the screen, in the bag, face down), sorted;
    - ``beside[s]``: Centurion tokens still beside the screen (public); ``loose[s]``: the
      Centurion tokens of ``s`` Poison put into the bag and not placed face up since
      (public: where they are now may be secret, like any token from the bag);
    - ``tokens[border]``: ``(seat, code, toward, face_down, hidden)`` or absent;
      ``hidden`` marks a token placed face down by Border Control (its code is
      ``"?"`` in the other seat's view); ``covers[border]``: ``(seat, face_up)`` of a
      border control marker;
    - ``spaces[province]``: one entry per space (Italia two), ``None`` or ``(seat, face_up)``;
      ``closed``: the closed provinces; ``tallies[province]``: the influences a closed
      province closed with (frozen: a token turned face down later changes no closed
      province); ``bonuses[province]``: the bonus token still there;
    - ``set_aside``: the Border Control pool (a Bag); ``removed``: bonus tokens out of the game;
    - ``senates[s]`` Senate tokens held; ``under_senate[s]`` markers under them;
      ``markers[s]`` control markers left to place; ``markers_out[s]`` those taken out of
      the game (the harder solo game);
    - ``pending``: bonuses still to use or discard, ``(kind, province, forced)``;
      ``extra_turn`` (Tactics), ``skip_draw`` (Centurion); ``winner``, ``end_reason``.

    Solo game (Auto-Crassus, the scripted seat ``crassus``, -1 when absent): his
    ``hands`` entry is his face-up row, left to right (not sorted, never hidden);
    ``difficulty``, ``harder``; ``deck`` his command tiles still face down (a Bag);
    ``tile`` the tile turned over last; ``steps`` the units of it still to play;
    ``short`` his bag ran out this turn; ``picks`` the random tie-breaks drawn for
    the placement being chosen; ``cnext`` his placement once chosen; ``clast`` his
    last placement (for the board's tooltip).
    """

    __slots__ = ("poison", "centurion", "border_control", "turn", "turn_no", "phase", "stage",
                 "hands", "bags", "unseen", "beside", "tokens", "covers", "spaces", "closed", "tallies", "bonuses",
                 "set_aside", "removed", "senates", "under_senate", "markers", "pending", "extra_turn",
                 "skip_draw", "paired", "last", "winner", "end_reason", "loose", "markers_out",
                 "crassus", "difficulty", "harder", "deck", "tile", "steps", "short", "picks", "cnext", "clast")
    codec = None
    #: the board (:func:`.topology.load_topology`, read on first use)
    topo = _Board()
    over_prompt = "seize_rome.prompt.over"

    def __init__(self, poison: bool = False, centurion: bool = False, border_control: bool = False):
        topo = self.topo
        self.n_seats = 2
        self.poison, self.centurion, self.border_control = poison, centurion, border_control
        self.turn = CAESAR
        self.turn_no = 1
        self.phase = "place"
        self.stage = "place"
        self.hands: list[list[str]] = [[], []]
        self.bags: list[Bag] = [Bag(basic_tokens()), Bag(basic_tokens())]
        self.unseen: list = [None, None]
        beside = sorted(centurion_tokens()) if centurion else []
        self.beside: list[list[str]] = [beside, list(beside)]
        self.loose: list[tuple] = [(), ()]
        self.tokens: dict[str, tuple] = {}
        self.covers: dict[str, tuple] = {}
        self.spaces: dict[str, tuple] = {p.id: (None,) * len(p.spaces) for p in topo.provinces}
        self.closed: set[str] = set()
        self.tallies: dict[str, tuple[int, int]] = {}
        self.bonuses: dict[str, str | None] = {p.id: None for p in topo.provinces}
        self.set_aside: Bag = Bag()
        self.removed: tuple = ()
        self.senates = [0, 0]
        self.under_senate = [0, 0]
        self.markers = [markers_each(), markers_each()]
        self.markers_out = [0, 0]
        self.pending: tuple = ()
        self.extra_turn = False
        self.skip_draw = False
        self.paired = False         # (Wealth's draw was made with the turn's own draw to follow)
        self.last = ""
        self.winner: int | None = None
        self.end_reason = ""
        self.crassus = -1
        self.difficulty = "normal"
        self.harder = False
        self.deck: Bag = Bag()
        self.tile = ""
        self.steps: tuple = ()
        self.short = False
        self.picks: tuple = ()
        self.cnext = None
        self.clast = None

    # ----- reading ----------------------------------------------------------
    def influence(self, pid: str) -> tuple[int, int]:
        """Each seat's influence on province ``pid`` now (face-down tokens count 0/0).

        >>> s = new_game(2, 0, {})
        >>> s.tokens["b12"] = (CAESAR, "sword51", "sicilia", False, False)
        >>> s.influence("sicilia"), s.influence("italia")
        ((5, 0), (1, 0))
        """
        topo = self.topo
        out = [0, 0]
        for bid in topo.province(pid).borders:
            t = self.tokens.get(bid)
            if t is None or t[3]:
                continue
            tok = influence_tokens()[t[1]]
            out[t[0]] += tok.hi if t[2] == pid else tok.lo
        return (out[0], out[1])

    def controller(self, pid: str) -> int | None:
        """The seat whose marker is in the province's (first) space, or ``None``."""
        e = self.spaces[pid][0]
        return None if e is None else e[0]

    def controls_face_up(self, pid: str, seat: int) -> bool:
        """``seat`` controls ``pid`` and no marker there is face down (what border markers need)."""
        sp = self.spaces[pid]
        return sp[0] is not None and all(e is not None and e[0] == seat and e[1] for e in sp)

    def free_borders(self) -> list[str]:
        """The border spaces without a token, in board order."""
        topo = self.topo
        return [bid for bid in topo.border_ids if bid not in self.tokens]

    def tokens_of(self, seat: int) -> list[str]:
        """The tokens ``seat`` may place (behind the screen), sorted."""
        return self.hands[seat]

    def can_face_down(self, bid: str) -> bool:
        """A token may go face down on ``bid`` (Border Control in play, a double ring, a set-aside token left)."""
        topo = self.topo
        return self.border_control and topo.border(bid).border_control and len(self.set_aside) > 0

    def can_place(self, seat: int) -> bool:
        """Whether ``seat`` has a token that fits some free border space (or may go face down;
        Auto-Crassus never places face down)."""
        topo = self.topo
        toks = influence_tokens()
        hand = [toks[c] for c in set(self.hands[seat]) if c in toks]
        for bid in self.free_borders():
            if self.hands[seat] and seat != self.crassus and self.can_face_down(bid):
                return True
            icon = topo.border(bid).icon
            if any(icon in t.fits for t in hand):
                return True
        return False

    def might_targets(self, seat: int) -> list[str]:
        """What Might may turn face down: the opponent's face-up tokens on the map (not under
        a marker) and their face-up control markers on the map."""
        topo = self.topo
        opp = 1 - seat
        out = []
        for bid in topo.border_ids:
            t = self.tokens.get(bid)
            if t is not None and t[0] == opp and not t[3] and bid not in self.covers:
                out.append(f"token:{bid}")
        for p in topo.provinces:
            for i, e in enumerate(self.spaces[p.id]):
                if e is not None and e[0] == opp and e[1]:
                    out.append(f"marker:{p.id}:{i}")
        for bid in topo.border_ids:
            c = self.covers.get(bid)
            if c is not None and c[0] == opp and c[1]:
                out.append(f"cover:{bid}")
        return out

    def usable(self, kind: str, seat: int) -> bool:
        """Whether using bonus ``kind`` is allowed now (Might needs a target, Centurion a token)."""
        if kind == "might":
            return bool(self.might_targets(seat))
        if kind == "centurion":
            return bool(self.beside[seat])
        return True

    # ----- the contract -------------------------------------------------------
    def decision(self) -> Decision | None:
        """The pending decision, from the phase."""
        ph = self.phase
        s = self.turn
        if s == self.crassus and ph in ("place", "bonus", "crassus_discard", "command", "row_draw",
                                        "row_centurion", "crassus_tie"):
            return self._crassus_decision(ph)
        if ph == "place":
            return Decision((s,), "seize_rome.prompt.place", None, fields=("token", "border", "toward"),
                            accepts=(Place,), wait="seize_rome.prompt.wait")
        if ph == "bonus":
            return Decision((s,), "seize_rome.prompt.bonus", Options(self._bonus_options()), accepts=(Bonus,),
                            params={"bonuses": [bonus_msg(k) for k, _, _ in self.pending]},
                            fields=("kind", "province", "use"), wait="seize_rome.prompt.wait")
        if ph == "might":
            return Decision((s,), "seize_rome.prompt.might", Options([Flip(t) for t in self.might_targets(s)]),
                            accepts=(Flip,), wait="seize_rome.prompt.wait")
        if ph == "centurion":
            return Decision((s,), "seize_rome.prompt.centurion",
                            Options([TakeCenturion(c) for c in sorted(set(self.beside[s]))]),
                            accepts=(TakeCenturion,), wait="seize_rome.prompt.wait")
        if ph in ("draw", "wealth"):
            bag = self.bags[s]
            kinds = bag.kinds()
            pair = self._draw_pair()
            return Decision((CHANCE,), "seize_rome.prompt.chance_draw", Options([Draw(s, k, pair) for k in kinds]),
                            weights=tuple(bag.count(k) for k in kinds), params={"seat": s})
        if ph == "poison":
            opp = 1 - s
            counts: dict[str, int] = {}
            for c in self.hands[opp]:
                counts[c] = counts.get(c, 0) + 1
            kinds = sorted(counts)
            return Decision((CHANCE,), "seize_rome.prompt.chance_poison", Options([PoisonPick(opp, k) for k in kinds]),
                            weights=tuple(counts[k] for k in kinds), params={"seat": opp})
        if ph == "set_aside":
            kinds = self.set_aside.kinds()
            return Decision((CHANCE,), "seize_rome.prompt.chance_set_aside", Options([SetAside(k) for k in kinds]),
                            weights=tuple(self.set_aside.count(k) for k in kinds), params={"seat": s})
        return None

    def _draw_pair(self) -> int:
        """1 when the draw open is Wealth's and the turn's own draw comes right after it (no
        other bonus to decide, the bag holding two); 2 for that turn's draw; else 0."""
        if self.phase == "draw":
            return 2 if self.paired else 0
        return int(self.phase == "wealth" and not self.pending and self.stage == "bonus" and not self.skip_draw
                   and self.turn != self.crassus and len(self.bags[self.turn]) >= 2)

    def _bonus_options(self) -> list[Bonus]:
        out = []
        for kind, prov, forced in self.pending:
            if self.usable(kind, self.turn):
                out.append(Bonus(kind, prov, True))
                if not forced:
                    out.append(Bonus(kind, prov, False))
            else:
                out.append(Bonus(kind, prov, False))
        return out

    def decision_options(self, decision: Decision, seat: int) -> list[Action]:
        """Every legal placement: each token behind the screen on each free space it fits,
        each way it can be turned (one way for equal values), and face down where allowed."""
        topo = self.topo
        out: list[Action] = []
        free = self.free_borders()
        for code in sorted(set(self.hands[seat])):
            tok = influence_tokens()[code]
            for bid in free:
                b = topo.border(bid)
                if b.icon in tok.fits:
                    out.append(Place(code, bid, b.provinces[0]))
                    if not tok.symmetric:
                        out.append(Place(code, bid, b.provinces[1]))
                if self.can_face_down(bid):
                    out.append(Place(code, bid, ""))
        return out

    def decision_allows(self, decision: Decision, seat: int, action: Action) -> bool:
        """A placement is legal when the token is behind the screen, the space is free and
        the token fits it, turned a way that exists (or face down where allowed)."""
        return self._place_problem(seat, cast(Place, action)) is None     # the decision accepts Place only

    def _place_problem(self, seat: int, a: Place) -> str | None:
        topo = self.topo
        if a.token not in influence_tokens() or a.token not in self.hands[seat]:
            return "no_token"
        try:
            b = topo.border(a.border)
        except KeyError:
            return "no_space"
        if a.border in self.tokens:
            return "taken"
        tok = influence_tokens()[a.token]
        if not a.toward:
            return None if self.can_face_down(a.border) else "no_face_down"
        if b.icon not in tok.fits:
            return "icon"
        if a.toward not in b.provinces:
            return "toward"
        if tok.symmetric and a.toward != b.provinces[0]:
            return "symmetric"
        return None

    def explain_option(self, decision: Decision, seat: int, action: Action) -> Msg:
        """A clear reason for each illegal placement; a bonus, target or token not on offer."""
        topo = self.topo
        if isinstance(action, Place):
            why = self._place_problem(seat, action) or "other"
            params: dict = {}
            if why in ("taken", "icon", "toward", "no_face_down") and action.border in topo.border_ids:
                params["border"] = border_msg(action.border)
            if why == "icon":
                params["icon"] = Msg(f"seize_rome.icon.{topo.border(action.border).icon}")
                params["token"] = token_msg(action.token)
            return Msg(f"seize_rome.err.{why}", params)
        if isinstance(action, Bonus):
            return Msg("seize_rome.err.bonus")
        if isinstance(action, Flip):
            return Msg("seize_rome.err.flip")
        return Msg("seize_rome.err.centurion")

    def _apply(self, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        if isinstance(action, Place):
            self._place(seat, action, events)
        elif isinstance(action, Bonus):
            self._bonus(seat, action, events)
        elif isinstance(action, Flip):
            self._flip(action.target)
            self.phase = "bonus"
        elif isinstance(action, TakeCenturion):
            self.beside[seat].remove(action.token)
            self.hands[seat].append(action.token)
            self.hands[seat].sort()
            self.skip_draw = True
            self.phase = "bonus"
        elif isinstance(action, (Command, RowDraw, RowCenturion, TieBreak, CrassusDiscard)):
            self._crassus_apply(action, events)
        elif isinstance(action, Draw):
            self.paired = self.phase == "wealth" and self._draw_pair() == 1
            self.bags[action.seat].draw(action.token)
            self.hands[action.seat].append(action.token)
            self.hands[action.seat].sort()
            events.append(TokenDrawn(action.seat, len(self.bags[action.seat])))
            events.append(TokenSeen(action.seat, action.token, (action.seat,)))
            self.phase = "bonus"
        elif isinstance(action, PoisonPick):
            self.hands[action.seat].remove(action.token)
            self.bags[action.seat].put(action.token)            # a Centurion token too (RULINGS)
            if influence_tokens()[action.token].centurion and action.token not in self.loose[action.seat]:
                self.loose[action.seat] = tuple(sorted(self.loose[action.seat] + (action.token,)))
            events.append(Poisoned(action.seat, action.token))
            self.phase = "bonus"
        elif isinstance(action, SetAside):
            self.set_aside.draw(action.kind)
            events.append(SetAsideTaken(self.turn, action.kind))
            self.pending = ((action.kind, "", True),)
            self.phase = "bonus"
        self._advance(events)
        return events

    # ----- the turn -------------------------------------------------------------
    def _place(self, seat: int, a: Place, events: list[Event]) -> None:
        if seat == self.crassus:
            self.clast = a
            self.cnext = None
            self.picks = ()
        self.hands[seat].remove(a.token)
        down = not a.toward
        if not down and a.token in self.loose[seat]:
            self.loose[seat] = tuple(c for c in self.loose[seat] if c != a.token)
        self.tokens[a.border] = (seat, a.token, a.toward, down, down)
        self.last = a.border
        events.append(Placed(seat, "" if down else a.token, a.border, a.toward))
        if down:
            self.stage = "set_aside"
            self.phase = "set_aside"
        else:
            self.stage = "close"

    def _bonus(self, seat: int, a: Bonus, events: list[Event]) -> None:
        pend = list(self.pending)
        for i, (k, p, _forced) in enumerate(pend):
            if k == a.kind and p == a.province:
                del pend[i]
                break
        self.pending = tuple(pend)
        if not a.use:
            if (seat == self.crassus and self.harder and a.kind in ("might", "wealth", "tactics", "centurion")
                    and a.province and self.controller(a.province) == seat):
                self.markers[seat] -= 1
                self.markers_out[seat] += 1
                events.append(MarkerRemoved(seat, self.markers[seat]))
                if self.markers[seat] == 0:
                    self.winner = seat
                    self.end_reason = "removed"
            return
        kind = a.kind
        if kind == "tactics":
            self.extra_turn = True
        elif kind == "wealth":
            if len(self.bags[seat]):
                self.phase = "wealth"
            else:
                events.append(NoEffect(seat, kind))
        elif kind == "might":
            self.phase = "might"
        elif kind == "centurion":
            self.phase = "centurion"
        elif kind == "poison":
            if self.hands[1 - seat]:
                self.phase = "poison"
            else:
                events.append(NoEffect(seat, kind))
        elif kind == "senate":
            self.senates[seat] += 1
            if a.province and self.controller(a.province) == seat:
                for _ in range(self.senates[seat]):
                    self.under_senate[seat] += 1        # the winning marker goes under it too
                    if self._marker(seat, "senate", events):
                        return

    def _flip(self, target: str) -> None:
        kind, _, rest = target.partition(":")
        if kind == "token":
            s, code, toward, _, hidden = self.tokens[rest]
            self.tokens[rest] = (s, code, toward, True, hidden)
        elif kind == "cover":
            self.covers[rest] = (self.covers[rest][0], False)
        else:
            pid, _, i = rest.partition(":")
            sp = list(self.spaces[pid])
            sp[int(i)] = (sp[int(i)][0], False)
            self.spaces[pid] = tuple(sp)

    def _marker(self, seat: int, where: str, events: list[Event]) -> bool:
        """Place one marker; True when it was the seat's last (the game is won)."""
        self.markers[seat] -= 1
        events.append(MarkerPlaced(seat, where, self.markers[seat]))
        if self.markers[seat] == 0:
            self.winner = seat
            self.end_reason = "marker"
            return True
        return False

    def close_provinces(self, events: list[Event]) -> None:
        """Resolve every province the last token closed (rulings: markers of the active
        seat, then of the other; border markers, active seat first)."""
        topo = self.topo
        b = topo.border(self.last)
        newly = [p for p in b.provinces if p not in self.closed
                 and all(x in self.tokens for x in topo.province(p).borders)]
        if not newly:
            return
        taken = []
        result: dict[str, int | None] = {}
        for p in newly:
            self.closed.add(p)
            inf = self.influence(p)
            self.tallies[p] = inf
            ctrl = 0 if inf[0] > inf[1] else 1 if inf[1] > inf[0] else self.tie_winner()
            result[p] = ctrl
            events.append(Closed(p, inf, -1 if ctrl is None else ctrl, 1 if self.crassus == 0 else 0))
            if self.bonuses[p]:
                taken.append((self.bonuses[p], p, False))
                self.bonuses[p] = None
        if taken:
            events.append(BonusesTaken(self.turn, tuple(k for k, _, _ in taken)))
        self.pending = tuple(taken)
        order = (self.turn, 1 - self.turn)
        for s in order:
            for p in newly:
                if result[p] != s:
                    continue
                sp = list(self.spaces[p])
                for i in range(len(sp)):
                    sp[i] = (s, True)
                    self.spaces[p] = tuple(sp)
                    if self._marker(s, f"province:{p}:{i}", events):
                        return
        for s in order:
            for p in newly:
                if result[p] != s or not self.controls_face_up(p, s):
                    continue
                for n in topo.neighbours(p):
                    if not self.controls_face_up(n, s):
                        continue
                    border = topo.between(p, n)
                    assert border is not None           # neighbours share a border space
                    bid = border.id
                    if bid in self.covers:
                        continue
                    self.covers[bid] = (s, True)
                    if self._marker(s, f"border:{bid}", events):
                        return

    def _advance(self, events: list[Event]) -> None:
        """Run the turn on until someone must decide or chance must draw."""
        while True:
            if self.winner is not None:
                if self.phase != "over":
                    self.phase = "over"
                    events.append(GameEnded(self.winner, self.end_reason))
                return
            if self.phase != "bonus" and self.phase != "place" and self.phase != "next":
                return          # a decision or a draw is open
            st = self.stage
            if st == "set_aside":
                self.stage = "bc_bonus"
                continue
            if st == "close":
                self.close_provinces(events)
                self.stage = "bonus"
                self.phase = "bonus"
                continue
            if st in ("bonus", "bc_bonus"):
                if self.pending:
                    self.phase = "bonus"
                    return
                if st == "bc_bonus":
                    self.stage = "close"
                    continue
                self.stage = "crassus" if self.turn == self.crassus else "draw"
                continue
            if st == "crassus":
                if self._crassus_step(events):
                    return
                continue
            if st == "draw":
                self.stage = "next"
                if not self.skip_draw and len(self.bags[self.turn]):
                    self.phase = "draw"
                    return
                self.phase = "next"
                continue
            if st == "next":
                self._next_turn(events)
                return
            return              # stage "place": the placement is open

    def _next_turn(self, events: list[Event]) -> None:
        extra = self.extra_turn
        if not extra:
            self.turn = 1 - self.turn
        self.extra_turn = False
        self.skip_draw = False
        self.turn_no += 1
        self.stage = "place"
        self.phase = "place"
        events.append(TurnStarted(self.turn, extra))
        if self.turn == self.crassus:
            self.play_crassus_turn()
        self._check_start(events)

    def _check_start(self, events: list[Event]) -> None:
        """A player who cannot place a token at the start of their turn loses at once
        (Auto-Crassus too, before his command tile is turned: RULINGS)."""
        if not self.can_place(self.turn):
            self.winner = 1 - self.turn
            self.end_reason = "empty" if not self.hands[self.turn] else "stuck"
            self.phase = "over"
            events.append(GameEnded(self.winner, self.end_reason))

    # ----- outcome, copies ---------------------------------------------------
    def outcome(self) -> Outcome | None:
        """The winner once the game is over."""
        if self.winner is None:
            return None
        return Outcome(None, (self.winner,), end_msg(self.winner, self.end_reason))

    def clone(self) -> "State":
        """An independent copy."""
        c = State.__new__(State)
        c.n_seats = 2
        c.poison, c.centurion, c.border_control = self.poison, self.centurion, self.border_control
        c.turn, c.turn_no, c.phase, c.stage = self.turn, self.turn_no, self.phase, self.stage
        c.hands = [list(self.hands[0]), list(self.hands[1])]
        c.bags = [self.bags[0].clone(), self.bags[1].clone()]
        c.unseen = list(self.unseen)
        c.beside = [list(self.beside[0]), list(self.beside[1])]
        c.loose = list(self.loose)
        c.tokens = dict(self.tokens)
        c.covers = dict(self.covers)
        c.spaces = dict(self.spaces)
        c.closed = set(self.closed)
        c.tallies = dict(self.tallies)
        c.bonuses = dict(self.bonuses)
        c.set_aside = self.set_aside.clone()
        c.removed = self.removed
        c.senates = list(self.senates)
        c.under_senate = list(self.under_senate)
        c.markers = list(self.markers)
        c.markers_out = list(self.markers_out)
        c.pending = self.pending
        c.extra_turn, c.skip_draw, c.last, c.paired = self.extra_turn, self.skip_draw, self.last, self.paired
        c.winner, c.end_reason = self.winner, self.end_reason
        c.crassus, c.difficulty, c.harder = self.crassus, self.difficulty, self.harder
        c.deck = self.deck.clone()
        c.tile, c.steps, c.short, c.picks = self.tile, self.steps, self.short, self.picks
        c.cnext, c.clast = self.cnext, self.clast
        return c

    # ----- words ------------------------------------------------------------------
    def status(self) -> Msg:
        """Turn number, who is to play and the markers each has left."""
        if self.winner is not None:
            return end_msg(self.winner, self.end_reason)
        return Msg("seize_rome.status", {"n": self.turn_no, "seat": self.turn, "seat_a": 0, "seat_b": 1,
                                         "a": self.markers[0], "b": self.markers[1]})

    def scores_now(self) -> tuple[float, ...] | None:
        """No score: the race is to place every marker."""
        return None





def bonus_pool(poison: bool, centurion: bool) -> list[str]:
    """The bonus tokens shuffled for the 17 spaces outside Italia (Italia's Senate set apart).

    >>> len(bonus_pool(False, False)), len(bonus_pool(True, True))
    (17, 23)
    """
    counts = dict(components()["bonus_tokens"]["base"])
    counts["senate"] -= 1                       # Italia's, on its solid space
    if poison:
        counts["poison"] = components()["bonus_tokens"]["expansion"]["poison"]
    if centurion:
        counts["centurion"] = components()["bonus_tokens"]["expansion"]["centurion"]
    return [k for k in BONUS_KINDS for _ in range(counts.get(k, 0))]


def new_game(n_seats: int = 2, seed: int = 0, options: dict | None = None) -> State:
    """A new game: Senate in Italia, the other bonuses at random (after the expansions
    remove 3 or 6), each bag shuffled and two tokens (three with Poison) behind each screen."""
    topo = load_topology()
    if n_seats != 2:
        raise ValueError(f"CAESAR! takes 2 players, not {n_seats}")
    options = options or {}
    poison, centurion, border = expansion_flags(options.get("expansions", "base"))
    scripts = tuple(options.get("scripts") or (None, None))
    crassus = [i for i, sc in enumerate(scripts) if sc is not None]
    if any(scripts[i] != "crassus" for i in crassus) or len(crassus) > 1:
        raise ValueError(f"CAESAR!'s only scripted opponent is one Auto-Crassus, not {scripts!r}")
    rng = random.Random(f"seize_rome:{seed}")
    s = State(poison, centurion, border)
    pool = bonus_pool(poison, centurion)
    rng.shuffle(pool)
    n_out = 3 * (poison + centurion)
    out, pool = sorted(pool[:n_out]), pool[n_out:]
    if border:
        s.set_aside = Bag(out)
    else:
        s.removed = tuple(out)
    s.bonuses["italia"] = "senate"
    for p in topo.province_ids:
        if p != "italia":
            s.bonuses[p] = pool.pop()
    start = 3 if poison else 2
    for seat in (0, 1):
        drawn = rng.sample(s.bags[seat].tokens(), start)
        for t in drawn:
            s.bags[seat].draw(t)
        s.hands[seat] = sorted(drawn)
    if crassus:
        solo_setup(s, crassus[0], options, rng)
    return s
