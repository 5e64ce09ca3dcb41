"""What the end screen charts for a game of Caesar XL (a part of :class:`~.scene.Board`): the
gold of cities (the score, the end screen's own chart) unless the Forum decided the game — a
political win, or the balance after the last turn — then each side's Forum balance over the
game, Populares up and Optimates down (each end named), its lean under each name ("Forum:
Optimates 7/7").

(The end screen once charted the gold of cities under a win in the Forum, where the gold had
decided nothing.)
"""
from __future__ import annotations

from typing import Any, Callable

from games.core.text import Msg

from . import rules as R
from .scene_words import forum_lean

#: the ends decided in the Forum (``end_reason``)
FORUM_ENDS = ("political", "politics")


def forum_points(state) -> tuple[int, int]:
    """Each side's points towards a political win: its Forum balance, whichever faction it
    leans to."""
    return abs(state.balance(0)), abs(state.balance(1))


def forum_balances(state) -> tuple[int, int]:
    """Each side's Forum balance as charted: Populares up, Optimates down (the chart's ends say
    which is which; charted as points alone, a line did not tell the faction it leaned to)."""
    return state.balance(0), state.balance(1)


class EndMixin:
    """``end_chart`` (a part of :class:`games.caesar_xl.scene.Board`)."""

    # what it reads of the board (set there)
    view: Any
    shown: Any
    tr: Callable[..., str]

    def end_status(self) -> Msg | None:
        """The top bar's status once the game is over, when the game's own is too long for it:
        who won and how ("Marcus wins militarily."), whole. The military win's reasons took three
        lines at 1000x700 and the bar cut them mid-way; the end screen and the turn box say them.
        ``None``: the game's own status (the game goes on, or its end fits the bar)."""
        pos = self.shown
        if pos is None or not pos.winner or getattr(pos, "end_reason", "") != "military":
            return None
        return Msg("caesar_xl.end.short.military", {"seat": pos.winner[0]})

    def end_chart(self) -> dict | None:
        """The end screen's chart and figures when the Forum decided the game (see the module
        text); ``None``: the gold of cities."""
        v = self.view
        if v is None or getattr(v, "end_reason", "") not in FORUM_ENDS:
            return None
        goal = R.PARAMS["political_threshold"]
        return {"title": self.tr("caesar_xl.end.chart_forum", goal=goal), "figure": forum_balances,
                "figures": forum_points(v), "labels": [forum_lean(self.tr, v.balance(s)) for s in (0, 1)],
                "axis": (-goal, goal, self.tr("caesar_xl.end.axis.optimates"), self.tr("caesar_xl.end.axis.populares"))}
