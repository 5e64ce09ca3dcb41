"""CAESAR! (Seize Rome): what the end dialog says of a finished game.

CAESAR! keeps no score: the race is to place every control marker. The end dialog shows,
under each player's name, the control markers that player still had to place (fewer is
better: the catalogue's ``seize_rome.end.score_label`` says so), and under "What decided
the game" the fact that ended it, not the last moves:

- ``marker``: where the winner's last control marker went, and how many the other still had;
- ``stuck``: the loser's tokens behind the screen, none of which any free space would take;
- ``empty``: the loser's screen was empty -- the Poison that sent the last token back to the
  bag when it was one, else the bag the draws had emptied;
- ``removed`` (the harder Auto-Crassus): his last marker left the game.

Pure: it reads the public events and the final view only (no pygame).

>>> from games.core.session import Session
>>> from games.core.record import Record
>>> from games.core.state import SeatInfo
>>> rec = Record("seize_rome", [SeatInfo("A", "human", None, "red"), SeatInfo("B", "human", None, "blue")], 1)
>>> figures(Session(rec).state.view_for(0))
(12, 12)
"""
from __future__ import annotations

from games.core.text import Msg

from . import rules as R


def figures(view) -> tuple[int, ...]:
    """Each seat's control markers still to place (the end dialog's figure)."""
    return tuple(view.markers)


def _public(events: list) -> list:
    """Every public event of the game, in order (``events``: one list per action)."""
    return [ev for evs in events for ev in evs if ev.audience is None]


def _where(ev: R.MarkerPlaced) -> Msg:
    kind, _, rest = ev.where.partition(":")
    if kind == "border":
        return Msg("seize_rome.end.why.on_border", {"border": R.border_msg(rest)})
    if kind == "senate":
        return Msg("seize_rome.end.why.under_senate")
    return Msg("seize_rome.end.why.in_province", {"province": R.province_msg(rest.partition(":")[0])})


def deciding_lines(view, events: list) -> list[Msg] | None:
    """The sentences of "What decided the game" (``None`` while the game goes on)."""
    out = view.outcome() if view is not None else None
    if out is None:
        return None
    winner, reason = view.winner, view.end_reason
    loser = 1 - winner
    public = _public(events)
    lines: list[Msg] = []
    if reason == "marker":
        last = next((ev for ev in reversed(public) if isinstance(ev, R.MarkerPlaced) and ev.seat == winner), None)
        if last is not None:
            lines.append(Msg("seize_rome.end.why.last_marker", {"seat": winner, "where": _where(last)}))
        lines.append(Msg("seize_rome.end.why.still_had", {"seat": loser, "n": view.markers[loser]}))
    elif reason == "stuck":
        lines.append(Msg("seize_rome.end.why.stuck", {"seat": loser, "n": len(view.hands[loser])}))
    elif reason == "empty":
        poison = None
        for ev in public:
            if isinstance(ev, R.Poisoned) and ev.seat == loser:
                poison = ev
            elif isinstance(ev, R.TurnStarted) and ev.seat == loser:
                poison = None       # the loser played on after that Poison
        if poison is not None:
            lines.append(Msg("seize_rome.end.why.poisoned", {"seat": winner, "seat_loser": loser,
                                                             "token": R.token_msg(poison.token)}))
        else:
            lines.append(Msg("seize_rome.end.why.empty", {"seat": loser, "n": len(view.bags[loser])}))
    elif reason == "removed":
        lines.append(Msg("seize_rome.end.why.removed", {"seat": winner}))
    lines.append(Msg("seize_rome.end.why.turns", {"n": view.turn_no}))
    return lines
