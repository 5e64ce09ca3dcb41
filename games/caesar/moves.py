"""Caesar's actions (placing, allying, declaring a struggle, playing a card, passing) and the
events the engine reports, each with its log line; the codec of saved games knows them by name."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..core.actions import Action, Event
from ..core.text import Msg
from .components import card_msg, square_name


# ---------------------------------------------------------------------------
# actions
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Place(Action):
    """Set-up: put one own counter on the empty ``square``."""
    square: int

    def msg(self, seat: int) -> Msg:
        """Log line."""
        return Msg("caesar.log.place", {"seat": seat, "square": square_name(self.square)})


@dataclass(frozen=True)
class Ally(Action):
    """Move the own stack on ``src`` onto the own or neutral stack on ``dst``."""
    src: int
    dst: int

    def msg(self, seat: int) -> Msg:
        """Log line."""
        return Msg("caesar.log.ally", {"seat": seat, "src": square_name(self.src), "dst": square_name(self.dst)})


@dataclass(frozen=True)
class Struggle(Action):
    """Challenge the other player's stack on ``dst`` with the own stack on ``src``."""
    src: int
    dst: int

    def msg(self, seat: int) -> Msg:
        """Log line."""
        return Msg("caesar.log.struggle", {"seat": seat, "src": square_name(self.src), "dst": square_name(self.dst)})


@dataclass(frozen=True)
class PlayCard(Action):
    """Choose a card face down for the struggle (``0`` is the flag)."""
    card: int

    def msg(self, seat: int) -> Msg:
        """Log line (the card itself shows only at the reveal)."""
        return Msg("caesar.log.card", {"seat": seat})

    def own_msg(self, seat: int) -> Msg:
        """The move in its mover's own words, the card named (for that seat alone: its advice)."""
        return Msg("caesar.log.card_own", {"seat": seat, "card": card_msg(self.card)})


@dataclass(frozen=True)
class Pass(Action):
    """Do nothing this turn (only without a legal struggle)."""

    def msg(self, seat: int) -> Msg:
        """Log line."""
        return Msg("caesar.log.pass", {"seat": seat})


# ---------------------------------------------------------------------------
# events
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class CounterPlaced(Event):
    """A counter of ``seat`` went onto the empty ``square``."""
    seat: int
    square: int


@dataclass(frozen=True)
class NeutralsFilled(Event):
    """One neutral counter went onto each of ``squares``; play begins."""
    squares: tuple

    def msg(self) -> Msg:
        """Log line."""
        return Msg("caesar.ev.neutrals", {"n": len(self.squares)})


@dataclass(frozen=True)
class Allied(Event):
    """``seat`` moved the stack on ``src`` onto ``dst``; it now has ``strength`` counters."""
    seat: int
    src: int
    dst: int
    strength: int


@dataclass(frozen=True)
class StruggleDeclared(Event):
    """``attacker`` (stack on ``src``) challenges ``defender`` (stack on ``dst``)."""
    attacker: int
    defender: int
    src: int
    dst: int
    strength_attacker: int
    strength_defender: int

    def msg(self) -> Msg:
        """Log line."""
        return Msg("caesar.ev.declared", {"seat": self.attacker, "seat2": self.defender,
                                          "n": self.strength_attacker, "m": self.strength_defender,
                                          "dst": square_name(self.dst)})


@dataclass(frozen=True)
class CardCommitted(Event):
    """``seat`` has chosen its card (public: the value is not in the event)."""
    seat: int


@dataclass(frozen=True)
class CardsRevealed(Event):
    """Both cards of the struggle, shown together and spent."""
    reveals: ClassVar[bool] = True
    attacker: int
    defender: int
    card_attacker: int
    card_defender: int

    def msg(self) -> Msg:
        """Log line."""
        return Msg("caesar.ev.revealed", {"seat": self.attacker, "card": card_msg(self.card_attacker),
                                          "seat2": self.defender, "card2": card_msg(self.card_defender)})


@dataclass(frozen=True)
class StruggleVoid(Event):
    """A flag was played: nothing moves."""
    reveals: ClassVar[bool] = True       # says which secret card was a flag
    attacker: int
    defender: int
    src: int
    dst: int

    def msg(self) -> Msg:
        """Log line."""
        return Msg("caesar.ev.void")


@dataclass(frozen=True)
class StruggleWon(Event):
    """``winner``'s stack moved from ``src`` on top of ``loser``'s stack on ``dst``."""
    reveals: ClassVar[bool] = True       # its totals tell the secret cards
    winner: int
    loser: int
    src: int
    dst: int
    total_winner: int
    total_loser: int
    strength: int

    def msg(self) -> Msg:
        """Log line."""
        return Msg("caesar.ev.won", {"seat": self.winner, "seat2": self.loser, "t1": self.total_winner,
                                     "t2": self.total_loser, "dst": square_name(self.dst), "n": self.strength})


@dataclass(frozen=True)
class StruggleTied(Event):
    """Equal totals: the stacks on ``src`` and ``dst`` left the game."""
    reveals: ClassVar[bool] = True       # its total tells the secret cards
    attacker: int
    defender: int
    src: int
    dst: int
    total: int
    removed: int

    def msg(self) -> Msg:
        """Log line."""
        return Msg("caesar.ev.tied", {"total": self.total, "n": self.removed})


@dataclass(frozen=True)
class Eliminated(Event):
    """``seat`` owns no stack any more and is out of the game."""
    seat: int

    def msg(self) -> Msg:
        """Log line."""
        return Msg("caesar.ev.out", {"seat": self.seat})


@dataclass(frozen=True)
class GameEnded(Event):
    """The game is over: why, the scores, the winners."""
    reason: str
    seat: int | None
    scores: tuple
    winners: tuple

    def msg(self) -> Msg:
        """Log line."""
        return end_msg(self.reason, self.seat)


def end_msg(reason: str, seat: int | None) -> Msg:
    """The sentence for an end condition (``seat``: the player out of cards)."""
    if reason == "cards":
        return Msg("caesar.end.cards", {"seat": seat})
    return Msg(f"caesar.end.{reason}")
