"""CAESAR!'s actions and events: what a seat (or chance) does, and what the engine reports.

Each is a frozen dataclass the record codec (:data:`CODEC`) writes and reads back; each
knows its own words for the log (``msg``/``log``). Auto-Crassus's moves (:class:`CrassusPlace`,
:class:`CrassusBonus`, :class:`CrassusDiscard`) and the chance outcomes of his turn are here
too; the engine that applies them is :mod:`.rules` (and :mod:`.crassus_turn`).

>>> CODEC.load(Place("sword51", "b01", "hispania").to_json())
Place(token='sword51', border='b01', toward='hispania')
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from ..core.actions import Action, Codec, Event
from ..core.chance import ChanceAction
from ..core.text import Msg
from .components import bonus_msg, border_msg, influence_tokens, placement_msg, province_msg, token_msg
from .crassus import faces

# ----------------------------------------------------------------------------
# actions

@dataclass(frozen=True)
class Place(Action):
    """Place ``token`` on border space ``border`` with its larger value facing the
    province ``toward`` ("" = face down on a Border Control space)."""

    token: str
    border: str
    toward: str

    def msg(self, seat: int) -> Msg:
        if not self.toward:
            return Msg("seize_rome.log.place_down", {"seat": seat, "border": border_msg(self.border)})
        return Msg("seize_rome.log.place", {"seat": seat, "token": placement_msg(self.token, self.border, self.toward)})

    def own_msg(self, seat: int) -> Msg:
        """The move in its mover's own words: a token laid face down named (for that seat alone:
        its advice); a token face up says the log's line."""
        if self.toward:
            return self.msg(seat)
        return Msg("seize_rome.log.place_down_own", {"seat": seat, "token": influence_tokens()[self.token].msg(),
                                                     "border": border_msg(self.border)})


@dataclass(frozen=True)
class Bonus(Action):
    """Use (``use``) or discard a bonus token ``kind`` taken from ``province``
    ("" for one taken from the set-aside tokens)."""

    kind: str
    province: str
    use: bool

    def msg(self, seat: int) -> Msg:
        key = "seize_rome.log.use" if self.use else "seize_rome.log.discard"
        return Msg(key, {"seat": seat, "bonus": bonus_msg(self.kind)})


@dataclass(frozen=True)
class Flip(Action):
    """Might: turn face down the opponent's ``target``: ``token:<border>``,
    ``marker:<province>:<space>`` or ``cover:<border>`` (a border marker)."""

    target: str

    def msg(self, seat: int) -> Msg:
        return Msg("seize_rome.log.flip", {"seat": seat, "target": target_msg(self.target)})


@dataclass(frozen=True)
class TakeCenturion(Action):
    """Centurion bonus: take ``token`` from beside the screen behind it."""

    token: str

    def msg(self, seat: int) -> Msg:
        return Msg("seize_rome.log.centurion", {"seat": seat, "token": token_msg(self.token)})


@dataclass(frozen=True)
class Draw(ChanceAction):
    """Chance: ``seat`` draws ``token`` from their bag (seen by that seat only)."""

    seat: int
    token: str
    #: 1: Wealth's draw with the turn's own draw right after it; 2: that draw (the other seat
    #: reads the two as one line, "draws 2 tokens"); not compared, so a record without it replays
    pair: int = field(default=0, compare=False)

    def log(self, viewer: int | None) -> Msg | None:
        if viewer == self.seat:
            return Msg("seize_rome.log.draw_own", {"seat": self.seat, "token": token_msg(self.token)})
        if self.pair:
            return Msg("seize_rome.log.draw_two", {"seat": self.seat}) if self.pair == 2 else None
        return Msg("seize_rome.log.draw", {"seat": self.seat})


@dataclass(frozen=True)
class SetAside(ChanceAction):
    """Chance (Border Control): the set-aside bonus token ``kind`` is taken at random."""

    kind: str

    def log(self, viewer: int | None) -> Msg | None:
        return Msg("seize_rome.log.set_aside", {"bonus": bonus_msg(self.kind)})


@dataclass(frozen=True)
class PoisonPick(ChanceAction):
    """Chance (Poison): ``token`` of ``seat``'s screen is picked at random and shown."""

    seat: int
    token: str

    def log(self, viewer: int | None) -> Msg | None:
        return Msg("seize_rome.log.poisoned", {"seat": self.seat, "token": token_msg(self.token)})


# ----- Auto-Crassus (the solo game's scripted seat; his choices are in crassus.py) -----

def why_msg(priority: int, by_province: str, by_token: str, by_space: str, low: bool,
            province: str | None = None) -> Msg:
    """The reason of one of Auto-Crassus's placements as a player says it: his aim in
    ``province`` (the priority), what made it this province, the token and the space ("He
    can win no province, so he closes Syria, the only province he can close, with his weakest
    token that fits."), not the rule list it once was ("His priority 2: ...; no other province
    serves that aim, this token gives the lowest value that still does it, and it fits no
    other free space"). A space that was the only one says nothing of it."""
    say = "seize_rome.crassus.say."
    if by_province in ("only", "measure"):
        by_province = f"{by_province}_p{priority}"
    token = by_token + ("_low" if low else "")
    if token == "value_low" and priority == 1:
        token = "value_low_p1"          # (the weakest that still wins it)
    params = {"aim": Msg(f"{say}p{priority}", {"province": province_msg(province) if province else Msg(say + "there")}),
              "pick": Msg(f"{say}by_province.{by_province}"), "token": Msg(f"{say}by_token.{token}")}
    if by_space == "only":
        return Msg("seize_rome.crassus.why_plain", params)
    return Msg("seize_rome.crassus.why", {**params, "space": Msg(f"{say}by_space.{by_space}")})


@dataclass(frozen=True)
class CrassusPlace(Place):
    """Auto-Crassus's placement, with the priority (1-7) and the rules that chose the
    province, the token and the space (see :mod:`.crassus`)."""

    priority: int = 0
    province: str = ""
    by_province: str = ""
    by_token: str = ""
    by_space: str = ""

    def reason(self) -> Msg:
        """Why he made this move (for the log and the board's tooltip)."""
        return why_msg(self.priority, self.by_province, self.by_token, self.by_space, self.priority <= 2, self.province)

    def msg(self, seat: int) -> Msg:
        return Msg(f"seize_rome.crassus.log.p{self.priority}", {
            "seat": seat, "province": province_msg(self.province),
            "token": placement_msg(self.token, self.border, self.toward)})


@dataclass(frozen=True)
class CrassusBonus(Bonus):
    """Auto-Crassus uses a Senate or Poison bonus, or sets aside any other."""

    def msg(self, seat: int) -> Msg:
        key = "seize_rome.crassus.log.use" if self.use else "seize_rome.crassus.log.set_aside"
        params = {"seat": seat, "bonus": bonus_msg(self.kind)}
        if self.use and self.kind == "poison" or self.use and self.kind == "senate" and self.province:
            key = f"seize_rome.crassus.log.use_{self.kind}"      # what the bonus did, in words
            params["province"] = province_msg(self.province) if self.province else ""
            if self.kind == "poison":
                params["seat_foe"] = 1 - seat          # (the log names the seat poisoned, never "you")
        return Msg(key, params)


@dataclass(frozen=True)
class CrassusDiscard(Action):
    """Auto-Crassus puts the leftmost token of his row back into his bag."""

    token: str

    def msg(self, seat: int) -> Msg:
        return Msg("seize_rome.crassus.log.discard", {"seat": seat, "token": token_msg(self.token)})


@dataclass(frozen=True)
class Command(ChanceAction):
    """Chance: the command tile Auto-Crassus (``seat``) turns over."""

    seat: int
    tile: str

    def log(self, viewer: int | None) -> Msg | None:
        return Msg("seize_rome.crassus.log.tile", {"seat": self.seat, "tile": self.tile,
                                                   "steps": tile_steps_msg(self.tile)})


@dataclass(frozen=True)
class RowDraw(ChanceAction):
    """Chance: the token Auto-Crassus draws from his bag, face up to the right of his row."""

    seat: int
    token: str

    def log(self, viewer: int | None) -> Msg | None:
        return Msg("seize_rome.crassus.log.draw", {"seat": self.seat, "token": token_msg(self.token)})


@dataclass(frozen=True)
class RowCenturion(ChanceAction):
    """Chance: the top token of Auto-Crassus's face-down Centurion stack."""

    seat: int
    token: str

    def log(self, viewer: int | None) -> Msg | None:
        return Msg("seize_rome.crassus.log.centurion", {"seat": self.seat, "token": token_msg(self.token)})


@dataclass(frozen=True)
class TieBreak(ChanceAction):
    """Chance: the random last tie-break of Auto-Crassus between provinces or spaces."""

    seat: int
    kind: str
    choice: str

    def log(self, viewer: int | None) -> Msg | None:
        what = province_msg(self.choice) if self.kind == "province" else border_msg(self.choice)
        return Msg(f"seize_rome.crassus.log.tie_{self.kind}", {"seat": self.seat, "choice": what})


def tile_steps_msg(tile: str) -> Msg:
    """A command tile's steps in words."""
    return Msg("seize_rome.crassus.steps", {"steps": [Msg(f"seize_rome.crassus.step.{s}") for s in faces()[tile]]})


def target_msg(target: str) -> Msg:
    """The words for a Might target."""
    kind, _, rest = target.partition(":")
    if kind == "token":
        return Msg("seize_rome.target.token", {"border": border_msg(rest)})
    if kind == "cover":
        return Msg("seize_rome.target.cover", {"border": border_msg(rest)})
    return Msg("seize_rome.target.marker", {"province": province_msg(rest.partition(":")[0])})


# ----------------------------------------------------------------------------
# events

@dataclass(frozen=True)
class Placed(Event):
    """A token went on a border space ("" token and toward when face down and hidden)."""

    seat: int
    token: str
    border: str
    toward: str


@dataclass(frozen=True)
class Closed(Event):
    """A province closed with these influences; ``controller`` -1 on a tie. ``first`` is the
    seat whose figure the log names first: the person's in a solo game, else the first seat's."""

    province: str
    influence: tuple
    controller: int
    first: int = 0

    def msg(self) -> Msg:
        """The log line: each side named with its figure, the same side first in every closing
        ("Italia is closed (Livia 2, Auto-Crassus 17) and goes to Auto-Crassus"), as the advice
        and the screen name them; a tie Auto-Crassus wins says so."""
        a, b = self.influence
        seats = {"province": province_msg(self.province), "seat_a": self.first, "seat_b": 1 - self.first,
                 "a": self.influence[self.first], "b": self.influence[1 - self.first]}
        if self.controller < 0:
            return Msg("seize_rome.log.closed_tie", seats)
        key = "seize_rome.log.closed_tie_won" if a == b else "seize_rome.log.closed"
        return Msg(key, {**seats, "seat": self.controller})


@dataclass(frozen=True)
class MarkerPlaced(Event):
    """A control marker of ``seat`` went to ``where`` (``province:<id>:<space>``,
    ``border:<id>`` or ``senate``); ``left`` markers remain. The log says why a province's
    second space takes a second marker (Italia's, right after its first)."""

    seat: int
    where: str
    left: int

    def msg(self) -> Msg:
        kind, _, rest = self.where.partition(":")
        if kind == "border":
            return Msg("seize_rome.log.marker_border", {"seat": self.seat, "border": border_msg(rest),
                                                        "left": self.left})
        if kind == "senate":
            return Msg("seize_rome.log.marker_senate", {"seat": self.seat, "left": self.left})
        pid, _, space = rest.partition(":")
        key = "seize_rome.log.marker_second" if space not in ("", "0") else "seize_rome.log.marker"
        return Msg(key, {"seat": self.seat, "province": province_msg(pid), "left": self.left})


@dataclass(frozen=True)
class BonusesTaken(Event):
    """The placer took these bonus tokens from the provinces just closed."""

    seat: int
    kinds: tuple

    def msg(self) -> Msg:
        return Msg("seize_rome.log.taken", {"seat": self.seat, "n": len(self.kinds),
                                            "bonuses": [bonus_msg(k) for k in self.kinds]})


@dataclass(frozen=True)
class TokenSeen(Event):
    """The token a seat drew, for that seat only."""

    seat: int
    token: str
    visible_to: tuple = field(default=())
    chance: ClassVar[bool] = True


@dataclass(frozen=True)
class TokenDrawn(Event):
    """Public: a seat drew a token (which one is secret)."""

    seat: int
    in_bag: int
    chance: ClassVar[bool] = True


@dataclass(frozen=True)
class Poisoned(Event):
    """Poison: the token picked from behind ``seat``'s screen, shown to both, back to the bag.
    A public fact drawn by chance (no undo), but no ``reveals``: nobody else need look at
    the screen now, so the poisoner keeps it for the rest of the turn (no second hand-off);
    its owner is told at their next hand-off (the board's ``handoff_note``)."""

    seat: int
    token: str
    chance: ClassVar[bool] = True


@dataclass(frozen=True)
class SetAsideTaken(Event):
    """Border Control: the set-aside bonus the placer took at random."""

    seat: int
    kind: str
    chance: ClassVar[bool] = True


@dataclass(frozen=True)
class NoEffect(Event):
    """A bonus that could do nothing (no token left to draw or to pick)."""

    seat: int
    kind: str

    def msg(self) -> Msg:
        return Msg("seize_rome.log.no_effect", {"seat": self.seat, "bonus": bonus_msg(self.kind)})


@dataclass(frozen=True)
class TurnStarted(Event):
    """``seat`` begins a turn (``extra``: the Tactics extra turn)."""

    seat: int
    extra: bool

    def msg(self) -> Msg:
        return Msg("seize_rome.log.extra_turn" if self.extra else "seize_rome.log.turn", {"seat": self.seat})


@dataclass(frozen=True)
class GameEnded(Event):
    """The game is over: ``winner`` and why (``marker``, ``stuck`` or ``empty``)."""

    winner: int
    reason: str

    def msg(self) -> Msg:
        return end_msg(self.winner, self.reason)


@dataclass(frozen=True)
class CommandDrawn(Event):
    """Auto-Crassus turned over command tile ``tile``; ``left`` tiles remain in the deck."""

    tile: str
    left: int
    chance: ClassVar[bool] = True


@dataclass(frozen=True)
class RowAdded(Event):
    """A token went face up to the right of Auto-Crassus's row (``centurion``: from his stack)."""

    seat: int
    token: str
    centurion: bool
    chance: ClassVar[bool] = True


@dataclass(frozen=True)
class RowDiscarded(Event):
    """Auto-Crassus's leftmost token went back to his bag."""

    seat: int
    token: str


@dataclass(frozen=True)
class BagRanOut(Event):
    """Auto-Crassus's bag is empty: he draws what there is and discards nothing this turn."""

    seat: int

    def msg(self) -> Msg:
        return Msg("seize_rome.crassus.log.bag_empty", {"seat": self.seat})


@dataclass(frozen=True)
class NoDiscard(Event):
    """The discard step is skipped (his bag ran out this turn, or his row is empty)."""

    seat: int

    def msg(self) -> Msg:
        return Msg("seize_rome.crassus.log.no_discard", {"seat": self.seat})


@dataclass(frozen=True)
class NoFit(Event):
    """A resolve step of Auto-Crassus is skipped: no token of his row fits a free space."""

    seat: int

    def msg(self) -> Msg:
        return Msg("seize_rome.crassus.log.no_fit", {"seat": self.seat})


@dataclass(frozen=True)
class DeckReshuffled(Event):
    """Auto-Crassus's (``seat``) command deck ran out: every tile in use is shuffled into a new deck."""

    seat: int
    tiles: int

    def msg(self) -> Msg:
        return Msg("seize_rome.crassus.log.reshuffle", {"seat": self.seat, "n": self.tiles})


@dataclass(frozen=True)
class MarkerRemoved(Event):
    """Harder game: a set-aside bonus took one of Auto-Crassus's unplaced markers out of the game."""

    seat: int
    left: int

    def msg(self) -> Msg:
        return Msg("seize_rome.crassus.log.marker_removed", {"seat": self.seat, "left": self.left})


def end_msg(winner: int, reason: str) -> Msg:
    """How the game ended, for the log and the status line."""
    return Msg(f"seize_rome.end.{reason}", {"seat": winner, "seat_loser": 1 - winner})



CODEC = Codec([Place, Bonus, Flip, TakeCenturion, Draw, SetAside, PoisonPick,
               CrassusPlace, CrassusBonus, CrassusDiscard, Command, RowDraw, RowCenturion, TieBreak,
               Placed, Closed, MarkerPlaced, BonusesTaken, TokenSeen, TokenDrawn, Poisoned, SetAsideTaken,
               NoEffect, TurnStarted, GameEnded,
               CommandDrawn, RowAdded, RowDiscarded, BagRanOut, NoDiscard, NoFit, DeckReshuffled, MarkerRemoved])
