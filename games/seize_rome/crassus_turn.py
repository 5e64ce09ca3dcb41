"""Auto-Crassus's turn in the engine: his command tile, its steps, his placements and bonuses.

:class:`CrassusTurn` is the part of :class:`.rules.State` that plays the solo game's
scripted seat: the chance decisions of his turn (the tile turned over, the tokens drawn
to his row, a random tie-break), the unit steps of the tile, and the moves he makes,
chosen by :func:`.crassus.choose`. :func:`solo_setup` deals his set-up. The dependency
runs one way: :mod:`.rules` uses this module, this module uses :mod:`.crassus` and
:mod:`.moves`, and neither of those knows the engine.
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING, cast

from ..core.actions import Action, Event
from ..core.chance import CHANCE, Bag
from ..core.decisions import Decision, Options
from .crassus import Choice, Tie, bonus_use, choose, deck_tiles, row_at_start, steps_of
from .moves import (BagRanOut, Command, CommandDrawn, CrassusBonus, CrassusDiscard, CrassusPlace, DeckReshuffled,
                    NoDiscard, NoFit, RowAdded, RowCenturion, RowDiscarded, RowDraw, TieBreak)
from .fields import Fields

if TYPE_CHECKING:                           # for annotations only: rules imports this module
    from .rules import State


class CrassusTurn(Fields):
    """The engine's side of Auto-Crassus (a base of :class:`.rules.State`, which holds the
    fields named here: ``crassus``, ``deck``, ``tile``, ``steps``, ``short``, ``picks``,
    ``cnext``, and the board)."""

    __slots__ = ()

    def scripted_seats(self) -> tuple[int, ...]:
        """Auto-Crassus's seat in a solo game."""
        return (self.crassus,) if self.crassus >= 0 else ()

    def scripted_action(self, seat: int) -> Action:
        """His move now: the chosen placement, the next bonus (Senate and Poison used,
        the others set aside) or the discard of his leftmost token."""
        ph = self.phase
        if ph == "place" and self.cnext is not None:
            return self.cnext
        if ph == "bonus" and self.pending:
            kind, prov, _ = self.pending[0]
            return CrassusBonus(kind, prov, bonus_use(kind) and self.usable(kind, seat))
        if ph == "crassus_discard":
            return CrassusDiscard(self.hands[seat][0])
        raise ValueError(f"Auto-Crassus has no move in phase {ph}")

    def tie_winner(self) -> int | None:
        """Who takes a province closed on a tie: Auto-Crassus when he plays, else nobody."""
        return self.crassus if self.crassus >= 0 else None

    def _crassus_decision(self, ph: str) -> Decision:
        cs = self.crassus
        if ph == "command":
            kinds = self.deck.kinds()
            return Decision((CHANCE,), "seize_rome.prompt.chance_command", Options([Command(cs, k) for k in kinds]),
                            weights=tuple(self.deck.count(k) for k in kinds), params={"seat": cs})
        if ph == "row_draw":
            kinds = self.bags[cs].kinds()
            return Decision((CHANCE,), "seize_rome.prompt.chance_draw", Options([RowDraw(cs, k) for k in kinds]),
                            weights=tuple(self.bags[cs].count(k) for k in kinds), params={"seat": cs})
        if ph == "row_centurion":
            kinds = sorted(set(self.beside[cs]))
            return Decision((CHANCE,), "seize_rome.prompt.chance_centurion", Options([RowCenturion(cs, k) for k in kinds]),
                            weights=tuple(self.beside[cs].count(k) for k in kinds), params={"seat": cs})
        if ph == "crassus_tie":
            tie = cast(Tie, choose(self, cs, self.picks))     # this phase opens only on a random tie-break
            return Decision((CHANCE,), "seize_rome.prompt.chance_tie", Options([TieBreak(cs, tie.kind, c) for c in tie.options]),
                            params={"seat": cs})
        a = self.scripted_action(cs)
        return Decision((cs,), "seize_rome.prompt.crassus", Options([a]), accepts=(type(a),),
                        wait="seize_rome.prompt.crassus_wait")

    def play_crassus_turn(self) -> None:
        """His turn begins: the next command tile is turned over (chance)."""
        self.stage = "crassus"
        self.phase = "command"
        self.steps = ()
        self.short = False
        self.picks = ()
        self.cnext = None
        self.clast = None       # (his reason box waits for this turn's placement: not the last turn's)

    def _crassus_apply(self, action: Action, events: list[Event]) -> None:
        cs = self.crassus
        if isinstance(action, Command):
            self.deck.draw(action.tile)
            self.tile = action.tile
            self.steps = steps_of(action.tile)
            events.append(CommandDrawn(action.tile, len(self.deck)))
        elif isinstance(action, RowDraw):
            self.bags[cs].draw(action.token)
            self.hands[cs].append(action.token)
            events.append(RowAdded(cs, action.token, False))
        elif isinstance(action, RowCenturion):
            self.beside[cs].remove(action.token)
            self.hands[cs].append(action.token)
            events.append(RowAdded(cs, action.token, True))
        elif isinstance(action, TieBreak):
            self.picks = self.picks + ((action.kind, action.choice),)
            if self._crassus_choose(events):
                return
        elif isinstance(action, CrassusDiscard):
            self.hands[cs].pop(0)
            self.bags[cs].put(action.token)
            events.append(RowDiscarded(cs, action.token))
        self.phase = "bonus"

    def _crassus_choose(self, events: list[Event]) -> bool:
        """Choose his placement (or ask chance for a random tie-break): True when a move or
        a draw is now open, False when no token of his row fits a free space: the resolve
        step is skipped, with a log line (RULINGS: he loses only at the start of his turn)."""
        got = choose(self, self.crassus, self.picks)
        if got is None:
            events.append(NoFit(self.crassus))
            return False
        if isinstance(got, Choice):
            self.cnext = CrassusPlace(got.token, got.border, got.toward, got.priority, got.province,
                                      got.by_province, got.by_token, got.by_space)
            self.stage = "place"
            self.phase = "place"
        else:
            self.phase = "crassus_tie"
        return True

    def _crassus_step(self, events: list[Event]) -> bool:
        """Play the next unit of his command tile; True when a decision or a draw is open."""
        cs = self.crassus
        if not self.steps:
            if len(self.deck) == 0:
                self.deck = Bag(deck_tiles(self.difficulty, self.centurion))
                events.append(DeckReshuffled(cs, len(self.deck)))
            self.stage = "next"
            return False
        step, self.steps = self.steps[0], self.steps[1:]
        if step == "draw":
            if len(self.bags[cs]):
                self.phase = "row_draw"
                return True
            if not self.short:
                events.append(BagRanOut(cs))
            self.short = True
            return False
        if step == "centurion":
            if self.beside[cs]:
                self.phase = "row_centurion"
                return True
            return False
        if step == "discard":
            if self.short or not self.hands[cs]:
                events.append(NoDiscard(cs))
                return False
            self.phase = "crassus_discard"
            return True
        # resolve
        self.picks = ()
        return self._crassus_choose(events)


def solo_setup(s: "State", cs: int, options: dict, rng: random.Random) -> None:
    """Auto-Crassus's set-up (seeds/001, solo rules): three tokens face up in a row (in the
    order drawn), his command deck for the difficulty, his Centurion tokens face down in a
    stack (drawn at random later), and he starts the game."""
    s.crassus = cs
    s.difficulty = options.get("difficulty", "normal")
    s.harder = bool(options.get("harder", False))
    s.deck = Bag(deck_tiles(s.difficulty, s.centurion))
    bag = s.bags[cs]
    for t in s.hands[cs]:
        bag.put(t)
    row = rng.sample(bag.tokens(), row_at_start())
    for t in row:
        bag.draw(t)
    s.hands[cs] = row
    s.turn = cs
    s.play_crassus_turn()
