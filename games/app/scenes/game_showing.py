"""The top bar while the board still shows the last move: it says what the board shows (the
struggle's cards revealed, cards shown to the asker), never already whose turn comes next. A
mixin of :class:`~games.app.scenes.game.GameScene`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .common import readable_log

if TYPE_CHECKING:
    from ..board.base import BoardBase

#: the last lines of the log searched for the last move's (a move tells a few dozen at most)
RECENT = 60


class Showing:
    """The top bar's line while the board plays or holds the last move."""

    if TYPE_CHECKING:      # what it uses of the GameScene it is mixed into
        board: BoardBase
        generation: int
        lang: str
        record: Any
        session: Any
        viewer: int | None

        def board_holding(self) -> bool: ...

        def render(self, msg: Any) -> str: ...

        def tr(self, key: str, **params: Any) -> str: ...

    def showing_line(self) -> str:
        """What the board is showing while it still plays the last move, from the public log:
        the move's first consequence (Caesar's "Livia reveals a 7, Marcus reveals a 4." while
        the struggle is counted, before who won), else the move's own line ("" for none, and
        for a board that says whose turn it is in its own words: one overriding ``whose_turn()``)."""
        if self.board.overrides("whose_turn"):
            return ""
        key = (len(self.record.actions), self.generation, self.lang)
        kept = getattr(self, "_showing", None)
        if kept is None or kept[0] != key:
            lines = [e for e in readable_log(self.board, self.session)[-RECENT:] if e.index == key[0]]
            told = [e for e in lines if e.seat is None] or lines
            kept = self._showing = (key, self.render(told[0].msg) if told else "")
        return kept[1]

    def holding_line(self) -> str:
        """While the board holds the screen for the person at it to read what was shown to them
        alone (Catilina's asker looking at the cards shown), that they are looking; else ""."""
        if self.viewer is None or not self.board_holding():
            return ""
        return self.board.look_line() or self.tr("app.game.looking", name=self.record.seats[self.viewer].name)
