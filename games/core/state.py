"""The engine contract every game implements.

A game's ``rules.py`` defines a subclass of :class:`GameState` and a function
``new_game(n_seats, seed, options) -> State``. Seat 0 always starts: the
window rotates the seat list for "who starts", so engines need not know.

The contract (OpenSpiel's shape, python-chess's habits):

- :meth:`GameState.to_act` — seats that must act now; several during a
  simultaneous secret choice; empty exactly when the game is over.
- :meth:`GameState.legal_actions` — that seat's legal actions now.
- :meth:`GameState.apply` — checks and applies, returns events, or raises
  :class:`~games.core.errors.IllegalAction` leaving the state unchanged.
- :meth:`GameState.outcome` — an :class:`Outcome` once over, else ``None``.
- :meth:`GameState.view_for` — a copy with every secret that seat may not
  know removed; ``None`` is the public view. Screens and computer players read
  only views. ``view.legal_actions(seat)`` must work for the viewing seat.
- :meth:`GameState.determinize` — called on a view: a full state consistent
  with it (hidden parts sampled from ``rng``), for search.
- :meth:`GameState.clone` — hand-written, fast, independent.

Chance is a seat (OpenSpiel's chance player): a state awaiting a roll or a
draw returns ``to_act() == (CHANCE,)`` and lists the outcomes with their
probabilities in :meth:`GameState.chance_outcomes`; ``legal_actions(CHANCE)``
gives the same actions and ``apply(CHANCE, outcome)`` applies one. Only
``new_game`` may use the seed (a deal before the first move); during play the
session samples chance outcomes and records them, so the record alone replays
the game. See :mod:`games.core.chance`.

A seat whose moves the rulebook makes (a scripted opponent such as CAESAR!'s
Auto-Crassus) is played by the engine: :meth:`GameState.scripted_action`
gives its move, and ``legal_actions`` of that seat is exactly ``[that move]``,
so players, search, replay and undo need no special case for it. Any
randomness the script needs goes through the chance seat.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar, Sequence

from .actions import Action, Event
from .chance import CHANCE
from .errors import IllegalAction
from .text import Msg


@dataclass(frozen=True)
class Outcome:
    """How a game ended.

    ``scores`` per seat (``None`` where the game keeps no score), ``winners``
    the seats that share the win, ``reason`` a catalogue message.
    """

    scores: tuple[float, ...] | None
    winners: tuple[int, ...]
    reason: Msg

    def rewards(self, n_seats: int) -> list[float]:
        """1 split among the winners, 0 for the rest (what search maximises)."""
        share = 1.0 / len(self.winners) if self.winners else 0.0
        return [share if s in self.winners else 0.0 for s in range(n_seats)]

    def to_json(self) -> dict:
        """JSON-ready form."""
        return {"scores": list(self.scores) if self.scores is not None else None,
                "winners": list(self.winners), "reason": self.reason.to_json()}


class GameState:
    """Base class of every game's state. Subclasses use ``__slots__``.

    Subclasses implement the ``_``-prefixed hooks; the public methods here
    do the checking common to all games.
    """

    __slots__ = ("n_seats",)
    n_seats: int

    #: the action and event :class:`~games.core.actions.Codec` of the game
    codec: ClassVar[Any] = None

    # ----- to implement -------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        """Seats that must act now (empty when the game is over); ``(CHANCE,)`` while a
        roll or draw is awaited."""
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now, in a stable order."""
        raise NotImplementedError

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Apply an action already known to be legal; return the events."""
        raise NotImplementedError

    def outcome(self) -> Outcome | None:
        """The outcome once the game is over, else ``None``."""
        raise NotImplementedError

    def view_for(self, seat: int | None) -> "GameState":
        """A copy holding only what ``seat`` may know (``None``: public)."""
        raise NotImplementedError

    def determinize(self, seat: int, rng: random.Random) -> "GameState":
        """A full state consistent with this view of ``seat``."""
        raise NotImplementedError

    def clone(self) -> "GameState":
        """An independent copy (hand-written; no deepcopy)."""
        raise NotImplementedError

    # ----- chance and scripted seats (optional) ------------------------
    def chance_outcomes(self) -> list[tuple[Action, float]]:
        """At a chance node (``to_act() == (CHANCE,)``): every outcome action with its
        probability (positive, summing to 1), in the order of ``legal_actions(CHANCE)``.

        Games without chance keep this default (no outcomes)."""
        return []

    def is_chance_node(self) -> bool:
        """True while the state awaits a chance outcome."""
        return self.to_act() == (CHANCE,)

    def scripted_seats(self) -> tuple[int, ...]:
        """The seats the engine plays by the rulebook's script (default: none).

        For each, ``legal_actions(seat)`` is ``[self.scripted_action(seat)]``
        whenever the seat must act."""
        return ()

    def scripted_action(self, seat: int) -> Action:
        """The move the script makes for ``seat`` now (pure: the same state gives the
        same move; any randomness it needs was drawn earlier by the chance seat)."""
        raise NotImplementedError(f"{type(self).__name__} has no scripted seat")

    # ----- optional, for the window ------------------------------------
    def prompt(self, seat: int) -> Msg:
        """What ``seat`` must do now, in words, for the top bar."""
        return Msg("core.prompt.act", {"seat": seat})

    def status(self) -> Msg | None:
        """A short public status line (round, phase) for the top bar."""
        return None

    def scores_now(self) -> tuple[float, ...] | None:
        """Each seat's score at this moment, for the score chart (None: no score)."""
        out = self.outcome()
        return out.scores if out is not None else None

    def explain_illegal(self, seat: int, action: Action) -> Msg:
        """Why ``action`` is illegal for ``seat`` now (override for detail)."""
        return Msg("core.err.not_legal")

    # ----- provided ----------------------------------------------------
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.outcome() is not None

    def is_legal(self, seat: int, action: Action) -> bool:
        """Whether ``action`` is among ``legal_actions(seat)``.

        Override with a fast test that does not list every action (see
        ``games.core.decisions``); the conformance checks compare the two.
        """
        return action in self.legal_actions(seat)

    def check(self, seat: int, action: Action) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal for ``seat``."""
        if self.outcome() is not None:
            raise IllegalAction("core.err.game_over")
        if seat not in self.to_act():
            raise IllegalAction("core.err.not_your_turn", seat=seat)
        if not self.is_legal(seat, action):
            raise IllegalAction(self.explain_illegal(seat, action))

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Check and apply ``action`` for ``seat``; return the events.

        Raises :class:`IllegalAction` (state unchanged) when it is not legal.
        """
        self.check(seat, action)
        return self._apply(seat, action)

    def apply_trusted(self, seat: int, action: Action) -> list[Event]:
        """Apply without checking: for search, with actions from ``legal_actions``."""
        return self._apply(seat, action)


@dataclass(frozen=True)
class Option:
    """A game option for the set-up screen.

    ``choices`` are the values; labels come from the catalogue as
    ``<game>.opt.<id>`` and ``<game>.opt.<id>.<value>``. ``script`` names the
    scripted opponent an option is about (e.g. Auto-Crassus's difficulty): the
    set-up shows it only when that opponent sits at the table.
    """

    id: str
    choices: tuple
    default: Any
    script: str | None = None


@dataclass(frozen=True)
class Entry:
    """A menu entry of its own for a game (e.g. "Solo against Auto-Crassus"): the set-up
    opens with these seats and options already chosen.

    ``seats`` are seat kinds as the set-up names them (``"human"``, a computer level,
    or ``"script:<id>"``); ``options`` are ``(option id, value)`` pairs. Its words are
    ``<game>.entry.<id>`` (the label) and ``<game>.entry.<id>.blurb``.

    >>> Entry("solo", ("human", "script:crassus")).seats[1]
    'script:crassus'
    """

    id: str
    seats: tuple[str, ...]
    options: tuple[tuple[str, Any], ...] = ()


@dataclass(frozen=True)
class GameInfo:
    """What the menu, the set-up screen and the command line know of a game.

    ``order`` places the game in the menu (smaller first); a game still being
    built says ``playable=False`` and is not listed (see :mod:`.registry`).
    """

    id: str
    min_players: int
    max_players: int
    minutes: int
    options: tuple[Option, ...] = ()
    levels: tuple[str, ...] = ("easy", "normal", "hard")
    keeps_score: bool = True
    colours: tuple[str, ...] = ("red", "blue", "green", "yellow", "purple")
    #: the scripted opponents the rulebook plays (ids; labels ``<game>.script.<id>``)
    scripted: tuple[str, ...] = ()
    #: the scripted opponents the rulebook has start the game (the set-up offers no choice then)
    script_starts: tuple[str, ...] = ()
    #: menu entries of their own that open the set-up with seats and options chosen
    entries: tuple[Entry, ...] = ()
    order: int = 100
    playable: bool = True
    #: the catalogue key naming the set-up row that chooses seat 0, when seat 0 is a side of its own
    #: (the map games: whoever starts plays Caesar); ``None``: the row is "Who starts"
    starter_key: str | None = None

    @property
    def title(self) -> Msg:
        """The title, from the catalogue key ``<id>.title``."""
        return Msg(f"{self.id}.title")

    def script_label(self, script: str) -> Msg:
        """The name of the scripted opponent ``script``, from ``<id>.script.<script>``."""
        return Msg(f"{self.id}.script.{script}")

    def entry(self, entry_id: str) -> Entry:
        """The menu entry ``entry_id`` (``KeyError`` if the game has none of that name)."""
        for e in self.entries:
            if e.id == entry_id:
                return e
        raise KeyError(entry_id)

    def entry_label(self, entry_id: str) -> Msg:
        """The menu entry's label, from ``<id>.entry.<entry_id>``."""
        return Msg(f"{self.id}.entry.{entry_id}")

    def default_options(self) -> dict:
        """Every option at its default."""
        return {o.id: o.default for o in self.options}

    def check_options(self, options: dict | None) -> dict:
        """Defaults filled in; unknown keys or values raise ``ValueError``."""
        out = self.default_options()
        for key, value in (options or {}).items():
            opt = next((o for o in self.options if o.id == key), None)
            if opt is None or value not in opt.choices:
                raise ValueError(f"bad option {key}={value!r} for {self.id}")
            out[key] = value
        return out


@dataclass(frozen=True)
class SeatInfo:
    """One seat as the record keeps it: a name, a colour, and who plays it.

    ``kind`` is ``"human"`` (a person at the screen), ``"ai"`` (a computer
    player; ``level`` is easy / normal / hard) or ``"script"`` (the engine
    plays it by the rulebook; ``level`` is the script's id from
    :attr:`GameInfo.scripted`).
    """

    name: str
    kind: str = "human"          # "human", "ai" or "script"
    level: str | None = None     # "easy" / "normal" / "hard" for "ai"; the script id for "script"
    colour: str = ""

    @property
    def is_ai(self) -> bool:
        """A computer player (search) plays this seat."""
        return self.kind == "ai"

    @property
    def is_script(self) -> bool:
        """The engine plays this seat by the rulebook's script."""
        return self.kind == "script"

    @property
    def is_person(self) -> bool:
        """A person plays this seat."""
        return self.kind == "human"

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}

    @staticmethod
    def from_json(d: dict) -> "SeatInfo":
        return SeatInfo(str(d["name"]), str(d.get("kind", "human")), d.get("level"), str(d.get("colour", "")))


def seat_list(spec: Sequence[SeatInfo] | int) -> list[SeatInfo]:
    """Seats from a count (all persons, default names) or a list."""
    if isinstance(spec, int):
        return [SeatInfo(f"P{i + 1}") for i in range(spec)]
    return list(spec)
