"""A game's record: everything needed to rebuild it, which is its save file.

A record holds the format version, the game id, the options, the seats, the
seed and the list of ``(seat, action)``. Replaying it gives the same game.
Chance outcomes are entries too, ``(CHANCE, outcome)`` with ``CHANCE == -1``,
so a record replays without any random generator.

>>> from games.core.state import SeatInfo
>>> r = Record("caesar", [SeatInfo("Livia"), SeatInfo("Marcus")], seed=3)
>>> Record.from_json(r.to_json()).seats[0].name
'Livia'
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from .actions import Action, Event
from .chance import CHANCE
from .errors import RecordError
from .state import GameState, SeatInfo

FORMAT = "ludi-romani-record"
FORMAT_VERSION = 1


@dataclass
class Record:
    """The record of one game (finished or not)."""

    game: str
    seats: list[SeatInfo]
    seed: int = 0
    options: dict = field(default_factory=dict)
    actions: list[tuple[int, Action]] = field(default_factory=list)
    created: float = field(default_factory=time.time)
    version: int = FORMAT_VERSION
    #: what the window keeps with the game but the rules never read (a seat's notes sheet)
    extras: dict = field(default_factory=dict)

    # ----- JSON ---------------------------------------------------------
    def to_json(self) -> dict:
        """The save-file form."""
        return {
            "format": FORMAT, "version": self.version, "game": self.game,
            "created": self.created, "seed": self.seed, "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats],
            "actions": [[seat, a.to_json()] for seat, a in self.actions],
            "extras": self.extras,
        }

    @staticmethod
    def from_json(data: Any) -> "Record":
        """Read a save-file form. Raises :class:`RecordError` with a reason.

        The ``detail`` parameter of the error is one of ``foreign``,
        ``newer``, ``unknown_game`` or a description.
        """
        from .registry import GAME_IDS, rules
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("core.err.record_bad", detail="foreign")
        version = data.get("version")
        if not isinstance(version, int):
            raise RecordError("core.err.record_bad", detail="no version")
        if version > FORMAT_VERSION:
            raise RecordError("core.err.record_bad", detail="newer")
        game = data.get("game")
        if game not in GAME_IDS:
            raise RecordError("core.err.record_bad", detail="unknown_game")
        try:
            codec = rules(game).CODEC
            seats = [SeatInfo.from_json(s) for s in data["seats"]]
            actions = []
            for item in data["actions"]:
                seat, adata = item
                if not isinstance(seat, int) or not (seat == CHANCE or 0 <= seat < len(seats)):
                    raise RecordError("core.err.record_bad", detail=f"bad seat {seat!r}")
                actions.append((seat, codec.load(adata)))
            seed = data["seed"]
            options = data.get("options") or {}
            if not isinstance(seed, int) or not isinstance(options, dict):
                raise RecordError("core.err.record_bad", detail="bad seed or options")
            extras = data.get("extras") or {}
            if not isinstance(extras, dict):
                raise RecordError("core.err.record_bad", detail="bad extras")
            return Record(game, seats, seed, options, actions, float(data.get("created", 0.0)), version, extras)
        except RecordError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise RecordError("core.err.record_bad", detail=f"{type(exc).__name__}: {exc}") from None

    # ----- replay -------------------------------------------------------
    def new_state(self) -> GameState:
        """The state before any action.

        When seats are scripted, ``new_game`` finds their script ids in
        ``options["scripts"]`` (one entry per seat, ``None`` for the others);
        a script the game does not declare (:attr:`GameInfo.scripted`) raises
        :class:`RecordError`.
        """
        from .registry import info, rules
        gi = info(self.game)
        options = gi.check_options(self.options)
        scripts = script_ids(self.seats)
        if scripts is not None:
            unknown = [sc for sc in scripts if sc is not None and sc not in gi.scripted]
            if unknown:
                raise RecordError("core.err.record_bad", detail=f"{self.game} has no scripted opponent {unknown[0]!r}")
            options = {**options, "scripts": scripts}
        return rules(self.game).new_game(len(self.seats), self.seed, options)

    def replay(self, upto: int | None = None) -> GameState:
        """The state after the first ``upto`` actions (all by default).

        Raises :class:`RecordError` (``index`` = the failing action) when an
        action is illegal: the record is corrupt.
        """
        state = self.new_state()
        for i, (seat, action) in enumerate(self.actions[:upto]):
            try:
                state.apply(seat, action)
            except ValueError as exc:
                err = RecordError("core.err.record_bad", detail=f"action {i + 1} does not replay: {exc}")
                err.index = i + 1
                raise err from None
        return state

    def replay_events(self) -> tuple[GameState, list[list[Event]]]:
        """The final state and the events of each action, in order."""
        state = self.new_state()
        out = []
        for seat, action in self.actions:
            out.append(state.apply(seat, action))
        return state, out

    def copy(self) -> "Record":
        """A copy with its own action list."""
        return Record(self.game, list(self.seats), self.seed, dict(self.options),
                      list(self.actions), self.created, self.version, dict(self.extras))


def script_ids(seats: list[SeatInfo]) -> tuple | None:
    """Per seat the script id of a scripted seat, else ``None``; ``None`` when no seat is scripted.

    >>> script_ids([SeatInfo("A"), SeatInfo("Crassus", "script", "crassus")])
    (None, 'crassus')
    """
    if not any(s.is_script for s in seats):
        return None
    return tuple(s.level if s.is_script else None for s in seats)
