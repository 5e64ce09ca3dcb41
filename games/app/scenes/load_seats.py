"""The seats of a save on its Load screen row: every seat, in one line or two.

A row has room for one line of seats at 14 pixels or two smaller ones. Each seat is named
with its kind ("Livia — person · Marcus — computer, normal"); when that does not fit even
on two lines (a Catilina game of six), seats of one kind are named together ("Marcus,
Gaius, Julia — computer, normal"), so the row still names every seat. Only a line that
runs over even then is cut."""
from __future__ import annotations

from games.core.text import tr

from .common import seat_desc, seat_kind

#: sizes of one line of seats (largest, least) and of each of two lines
ONE_LINE = (14, 11)
TWO_LINES = (12, 10)


def seat_texts(seats, lang: str) -> list[list[str]]:
    """Ways to name ``seats``, fullest first: each seat with its kind, then seats of one
    kind together (in the order each kind first sits)."""
    each = [seat_desc(s, lang) for s in seats]
    groups: dict[str, list[str]] = {}
    for s in seats:
        groups.setdefault(seat_kind(s, lang), []).append(s.name)
    together = [tr("app.seat.desc", lang, name=tr("app.load.names_join", lang).join(names), kind=kind)
                for kind, names in groups.items()]
    return [each, together] if len(together) < len(each) else [each]


def width_of(app, s: str, px: int) -> int:
    return app.fonts.get(px).size(s)[0]


def halves(parts: list[str], join: str, app, px: int) -> tuple[str, str]:
    """``parts`` broken between two of them into two lines, the longer as short as it can be."""
    best = None
    for i in range(1, len(parts)):
        a, b = join.join(parts[:i]), join.join(parts[i:])
        longer = max(width_of(app, a, px), width_of(app, b, px))
        if best is None or longer < best[0]:
            best = (longer, a, b)
    assert best is not None
    return best[1], best[2]


def seat_lines(app, seats, lang: str, width: int) -> tuple[list[str], int]:
    """The lines (one or two) and the text size that name every seat of ``seats`` in
    ``width`` pixels; the last resort is two lines of the shortest naming, cut to fit."""
    join = tr("app.load.seats_join", lang)
    ways = seat_texts(seats, lang)
    for parts in ways:
        line = join.join(parts)
        for px in range(ONE_LINE[0], ONE_LINE[1] - 1, -1):
            if width_of(app, line, px) <= width:
                return [line], px
        if len(parts) > 1:
            for px in range(TWO_LINES[0], TWO_LINES[1] - 1, -1):
                a, b = halves(parts, join, app, px)
                if max(width_of(app, a, px), width_of(app, b, px)) <= width:
                    return [a, b], px
    parts = ways[-1]
    px = TWO_LINES[1]
    lines = list(halves(parts, join, app, px)) if len(parts) > 1 else [join.join(parts)]
    return [cut(app, s, width, px) for s in lines], px


def cut(app, s: str, width: int, px: int) -> str:
    """``s``, or as much of it as fits ``width`` at ``px`` followed by "…"."""
    if width_of(app, s, px) <= width:
        return s
    while s and width_of(app, s + "…", px) > width:
        s = s[:-1]
    return s.rstrip(" ,、·") + "…"
