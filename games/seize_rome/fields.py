"""The fields of :class:`.rules.State` as its mix-ins see them, for the type checker only.

:class:`.hidden.HiddenTokens` and :class:`.crassus_turn.CrassusTurn` are parts of
:class:`.rules.State` that read and write fields only :class:`.rules.State` holds (its
``__slots__``). :class:`Fields`, their base, declares those fields and the methods of
the state they call, so each part is checked against them. At run time :class:`Fields`
is plain :class:`object`: it adds no slot, no method and no cost.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core.chance import Bag
    from ..core.state import GameState
    from .moves import CrassusPlace, Place
    from .rules import State

    class Fields(GameState):
        """What :class:`.rules.State` holds (see its docstring for each field's meaning)."""

        poison: bool
        centurion: bool
        border_control: bool
        turn: int
        turn_no: int
        phase: str
        stage: str
        hands: list[list[str]]
        bags: list[Bag]
        unseen: list[tuple[str, ...] | None]
        beside: list[list[str]]
        loose: list[tuple[str, ...]]
        tokens: dict[str, tuple[int, str, str, bool, bool]]
        covers: dict[str, tuple[int, bool]]
        pending: tuple[tuple[str, str, bool], ...]
        crassus: int
        difficulty: str
        harder: bool
        deck: Bag
        tile: str
        steps: tuple[str, ...]
        short: bool
        picks: tuple[tuple[str, str], ...]
        cnext: CrassusPlace | None
        clast: Place | None

        def usable(self, kind: str, seat: int) -> bool: ...

        def clone(self) -> State: ...
else:
    Fields = object
