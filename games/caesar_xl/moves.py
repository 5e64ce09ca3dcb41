"""Caesar XL's actions (what a seat or the chance seat does) and events (what the log says).

Every action and event is a frozen dataclass that round-trips through JSON
(``CODEC`` in ``rules``) and speaks through the catalogue.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.actions import Action, Event
from ..core.chance import ChanceAction
from ..core.text import Msg
from . import components as C
from .components import card_msg, place_msg, unit_msg

# ----------------------------------------------------------------------------
# actions

#: the leaders whose :class:`Ability` is the card of a Supreme Commander in Roma ([11.1]):
#: those who may be one (Cato becomes one when his side's falls)
ROMA_DRAWERS = frozenset({"caesar", "pompey", "cato"})

@dataclass(frozen=True)
class EndPhase(Action):
    """End the current phase (or stage)."""

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.end_phase", {"seat": seat})


@dataclass(frozen=True)
class Claim(Action):
    """Forum: take the Forum card ``card`` (meeting its condition, paying its gold)."""

    card: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.claim", {"seat": seat, "card": card_msg(self.card)})


@dataclass(frozen=True)
class BuyCard(Action):
    """Silver [6.1]: buy one more SPQR card."""

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.buy_card", {"seat": seat})


@dataclass(frozen=True)
class Recruit(Action):
    """Purchase: a ``kind`` (legion or ally) in the friendly city ``place``; ``grade`` standard,
    or veteran for a legion with Land for Veterans."""

    kind: str
    place: str
    grade: str = "standard"

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.recruit", {"seat": seat, "unit": unit_msg(self.kind, self.grade),
                                             "place": place_msg(self.place)})


@dataclass(frozen=True)
class Ability(Action):
    """Purchase: use the ability of the leader ``leader`` on ``target`` (Cicero: a leader card
    in the discard pile; Dolabella: an enemy city next to him). Card Draw (Silver [11.1]): the
    Supreme Commander ``leader`` in ``target`` Roma draws one more card."""

    leader: str
    target: str

    def msg(self, seat: int) -> Msg:
        if self.leader in ROMA_DRAWERS:
            return Msg("caesar_xl.log.roma_card", {"seat": seat, "card": card_msg(self.leader),
                                                   "place": place_msg(self.target)})
        return Msg(f"caesar_xl.log.ability_{self.leader}", {"seat": seat, "target": (
            place_msg(self.target) if self.target in C.CITY else card_msg(self.target))})


@dataclass(frozen=True)
class Diplomacy(Action):
    """Purchase: a diplomacy roll on ``target``; ``source`` is the place an own marker
    moves from ("" from the stock, or to remove the enemy's marker on ``target``)."""

    target: str
    source: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.diplomacy", {"seat": seat, "place": place_msg(self.target)})


@dataclass(frozen=True)
class PlayCard(Action):
    """Purchase: play the leader or tactics card ``card`` from the hand on ``target`` ("" if none)."""

    card: str
    target: str

    def msg(self, seat: int) -> Msg:
        if self.target:
            return Msg("caesar_xl.log.play_at", {"seat": seat, "card": card_msg(self.card),
                                                 "place": place_msg(self.target)})
        return Msg("caesar_xl.log.play", {"seat": seat, "card": card_msg(self.card)})


@dataclass(frozen=True)
class Move(Action):
    """March: ``units`` (ids, all in one place) along ``path`` (1 route; 2 = forced march);
    ``fleet``: by the Fleet card, to any coastal city."""

    units: tuple[int, ...]
    path: tuple[str, ...]
    fleet: bool

    def msg(self, seat: int) -> Msg:
        key = "caesar_xl.log.fleet" if self.fleet else (
            "caesar_xl.log.move" if len(self.path) == 1 else "caesar_xl.log.forced")
        return Msg(key, {"seat": seat, "n": len(self.units), "place": place_msg(self.path[-1])})


@dataclass(frozen=True)
class Muster(Action):
    """March: start choosing, unit by unit, the group that marches from ``place`` (a stack of
    three or more; the whole stack and each single unit also march at once by :class:`Move`)."""

    #: a step of choosing a march group: nothing on the map changes (a computer player may skip it
    #: and march the whole stack or one unit of a kind directly)
    composing = True

    place: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.muster", {"seat": seat, "place": place_msg(self.place)})


@dataclass(frozen=True)
class Join(Action):
    """March: the unit ``unit`` (a ``kind`` of ``grade``) joins the group being mustered."""

    #: a step of choosing a march group: nothing on the map changes (a computer player may skip it
    #: and march the whole stack or one unit of a kind directly)
    composing = True

    unit: int
    kind: str
    grade: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.join", {"seat": seat, "unit": unit_msg(self.kind, self.grade)})


@dataclass(frozen=True)
class Leave(Action):
    """March: the unit ``unit`` (a ``kind`` of ``grade``) leaves the group being mustered."""

    #: a step of choosing a march group: nothing on the map changes (a computer player may skip it
    #: and march the whole stack or one unit of a kind directly)
    composing = True

    unit: int
    kind: str
    grade: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.leave", {"seat": seat, "unit": unit_msg(self.kind, self.grade)})


@dataclass(frozen=True)
class Tactic(Action):
    """Battle: play the tactics card ``card`` for this battle."""

    card: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.tactic", {"seat": seat, "card": card_msg(self.card)})


@dataclass(frozen=True)
class Pass(Action):
    """Battle: play no card / stay and fight."""

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.pass", {"seat": seat})


@dataclass(frozen=True)
class AssignHit(Action):
    """Battle: the owner's unit ``unit`` takes the next hit."""

    unit: int
    kind: str
    grade: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.assign", {"seat": seat, "unit": unit_msg(self.kind, self.grade)})


@dataclass(frozen=True)
class Remove(Action):
    """A loss outside battle (supply, upkeep, an invasion, Allies Go Home): the owner's ``unit`` goes."""

    unit: int
    kind: str
    grade: str
    place: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.remove", {"seat": seat, "unit": unit_msg(self.kind, self.grade),
                                            "place": place_msg(self.place)})


@dataclass(frozen=True)
class PaySupply(Action):
    """Silver supply [10.3]: pay ``gold`` for every legion and ally still beyond its space's gold
    value (instead of removing more of them)."""

    gold: int

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.pay_supply", {"seat": seat, "n": self.gold})


@dataclass(frozen=True)
class Promote(Action):
    """After a won battle: the winner's standard ``unit`` becomes a veteran."""

    unit: int
    kind: str
    grade: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.promote", {"seat": seat, "unit": unit_msg(self.kind, self.grade)})


@dataclass(frozen=True)
class Fight(Action):
    """Combat phase: the phasing player fights the battle in ``place`` next."""

    place: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.fight", {"seat": seat, "place": place_msg(self.place)})


@dataclass(frozen=True)
class Target(Action):
    """Choose ``place`` for a card's effect (Revolt's second city, each ally of Allies Mobilize)."""

    place: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.target", {"seat": seat, "place": place_msg(self.place)})


@dataclass(frozen=True)
class Retreat(Action):
    """Battle: the whole force retreats to ``place``."""

    place: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.retreat", {"seat": seat, "place": place_msg(self.place)})


@dataclass(frozen=True)
class Discard(Action):
    """Hand limit: discard ``card``."""

    card: str

    def msg(self, seat: int) -> Msg:
        return Msg("caesar_xl.log.discard", {"seat": seat, "card": card_msg(self.card)})


@dataclass(frozen=True)
class DrawCard(ChanceAction):
    """Chance: ``seat`` draws ``card`` (a leader or tactics card only that seat sees)."""

    seat: int
    card: str

    def log(self, viewer: int | None) -> Msg | None:
        """No line of its own: the events of the draw tell it once (a card drawn, the card to
        its drawer alone, or the card drawn face up)."""
        return None


@dataclass(frozen=True)
class Roll(ChanceAction):
    """Chance: a roll of one die (or the total of two) came up ``value``."""

    value: int

    def log(self, viewer: int | None) -> Msg | None:
        return Msg("caesar_xl.log.roll", {"value": self.value})


@dataclass(frozen=True)
class Die(ChanceAction):
    """Chance: one battle die came up ``face`` (1..6). The dice of a step are rolled one at a
    time, the attacker's units first, in the order of ``State.firers``."""

    face: int

    def log(self, viewer: int | None) -> Msg | None:
        """No line of its own: the volley's event tells the hits once all the dice are down."""
        return None


# ----------------------------------------------------------------------------
# events

@dataclass(frozen=True)
class Note(Event):
    """A public line of the log: catalogue ``key`` with ``seat`` (-1: none), ``place``, ``card``,
    ``n`` and ``m``."""

    key: str
    seat: int
    place: str
    card: str
    n: int
    m: int = 0

    def msg(self) -> Msg:
        params: dict = {"n": self.n, "m": self.m}
        if self.seat >= 0:
            params["seat"] = self.seat
            params["seat_other"] = 1 - self.seat
        if self.place:
            params["place"] = place_msg(self.place)
        if self.card:
            params["card"] = card_msg(self.card)
        return Msg(f"caesar_xl.ev.{self.key}", params)


def _lean(balance: int) -> Msg:
    """A Forum balance in words: "Populares 3", "Optimates 7" or "even"."""
    if balance == 0:
        return Msg("caesar_xl.why.even")
    faction = "populares" if balance > 0 else "optimates"
    return Msg("caesar_xl.why.lean", {"faction": Msg(f"caesar_xl.ui.race.faction.{faction}"), "v": abs(balance)})


@dataclass(frozen=True)
class Swing(Note):
    """A public line after a leader's death: his side's Forum balance moved with him (``n`` before,
    ``m`` after, Populares minus Optimates). The race box changing with no word of why (two steps
    lost with Pompey, at one step from the win) read as a mistake."""

    def msg(self) -> Msg:
        return Msg(f"caesar_xl.ev.{self.key}", {"seat": self.seat, "leader": card_msg(self.card), "a": _lean(self.n),
                                                 "b": _lean(self.m)})     # (the card named once a move)


@dataclass(frozen=True)
class Revealed(Note):
    """A public line that made a hidden card known (a card drawn face up, a tactic played)."""

    reveals = True


@dataclass(frozen=True)
class Shown(Revealed):
    """A card shown from a hand by an action whose own log line already names it (a card or a
    tactic played): it reveals, but adds no second line to the log."""

    def msg(self) -> Msg | None:  # type: ignore[override]  # the one note without a line of its own
        return None


@dataclass(frozen=True)
class FaceUp(Note):
    """A public line for a card drawn face up from the pile (an event, a Forum card). The pile
    held no one's secret and the draw is chance (already beyond undo), so it is no ``reveals``:
    the person at the screen keeps it rather than passing it through a second hand-off. An
    event's line says what the event does."""

    def msg(self) -> Msg:
        m = super().msg()
        if self.key == "event_card" and self.card:
            return Msg(m.key, {**m.params, "effect": Msg(f"caesar_xl.effect.{self.card}")})
        return m


@dataclass(frozen=True)
class PrivateCard(Event):
    """The drawer alone learns the card drawn into their hand."""

    seat: int
    card: str

    @property
    def visible_to(self) -> tuple[int, ...]:
        return (self.seat,)

    def msg(self) -> Msg:
        return Msg("caesar_xl.ev.to_hand", {"seat": self.seat, "card": card_msg(self.card)})


@dataclass(frozen=True)
class Dice(Event):
    """The dice of one step of a battle, all down: each side's faces (attacker first, in the
    order of ``State.firers``) and which of them hit. It only animates (the volley's
    :class:`Note` tells the hits)."""

    place: str
    step: str
    attacker: tuple[int, ...]
    defender: tuple[int, ...]
    attacker_hit: tuple[bool, ...]
    defender_hit: tuple[bool, ...]


@dataclass(frozen=True)
class Marched(Event):
    """A march, as everyone saw it: ``seat``'s units of ``kinds`` (each with its ``grades``) went
    from ``start`` along ``path`` (``fleet``: by sea). It has no line of its own (the
    :class:`Move` has one); the log groups consecutive marches by it, the board animates the
    stack along its route and the summary of a turn lists it."""

    seat: int
    start: str
    path: tuple[str, ...]
    fleet: bool
    kinds: tuple[str, ...]
    grades: tuple[str, ...]


def note(events: list, key: str, seat: int = -1, place: str = "", card: str = "", n: int = 0, m: int = 0) -> None:
    events.append(Note(key, seat, place, card, n, m))
