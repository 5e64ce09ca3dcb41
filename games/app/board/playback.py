"""Apply an action, then let the board animate its events: the one way every host does it (the
game screen, the replay viewer, the test host :class:`~games.app.board.host.SimpleHost` and
Caesar's preview).

The board gets only the events the person at the screen may see (``events_for(events,
viewer)``; a replay of a finished game shows them all), the view before and the view after; the
new view goes up before the events animate (``view_first``) or after them (the order a board
must cope with both ways).
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from games.core.actions import events_for


def play_events(board: Any, seat: int | None, action: Any, events: Sequence[Any], before: Any, after: Any,
                viewer: int | None, everything: bool = False) -> None:
    """Let ``board`` animate ``seat``'s ``action`` from view ``before`` to view ``after``, with
    the ``events`` ``viewer`` may see (all of them when ``everything``)."""
    shown = list(events) if everything else events_for(events, viewer)
    board.on_events(seat, action, shown, before, after)


def apply_and_play(state: Any, board: Any, seat: int, action: Any, viewer: int | None,
                   set_view: Callable[[], None] | None = None, view_first: bool = True,
                   view: Callable[[Any], Any] | None = None, everything: bool = False) -> list:
    """Apply ``seat``'s ``action`` to ``state`` and let ``board`` animate its events as
    ``viewer`` sees them; returns the events. An illegal action raises
    :class:`~games.core.errors.IllegalAction` and changes nothing (no animation).

    ``set_view`` puts the new view up (before the events animate when ``view_first``, else
    after); ``view(state)`` is the view the board is given (default ``state.view_for(viewer)``)."""
    look = view if view is not None else (lambda s: s.view_for(viewer))
    before = look(state)
    events = state.apply(seat, action)
    if view_first and set_view is not None:
        set_view()
    play_events(board, seat, action, events, before, look(state), viewer, everything)
    if not view_first and set_view is not None:
        set_view()
    return events
