"""The review chart's "why" of a point: what the judge itself gives as the reason a seat is
favoured there (a game's explain module's optional ``favoured(view, seat)``, read from that
seat's view at that moment), kept with the review beside the chart's points. A game that gives
none leaves the point's words to the review screen's general note.
"""
from __future__ import annotations

import json
from typing import Any

from .explain import chance_msg
from .text import Msg


def point_whys(mod: Any, turns: list, chart: list[tuple[int, list[float]]]) -> dict[int, Msg]:
    """Per chart point (by its action index) the judge's reason for the seat it favours most
    there, where the explain module ``mod`` gives one; ``turns`` the moments ``(index, views)``
    the chart was worked out from (a finished game's end has no views: no reason there)."""
    favoured = getattr(mod, "favoured", None)
    if not callable(favoured):
        return {}
    views = dict(turns)
    out: dict[int, Msg] = {}
    for i, vals in chart:
        seen = views.get(i)
        if not seen or not vals:
            continue
        seat = max(range(len(vals)), key=lambda s: vals[s])
        if any(chance_msg(vals[o]) == chance_msg(vals[seat]) for o in range(len(vals)) if o != seat):
            continue                # (the chances shown read the same: no seat is favoured there)
        view = seen[seat] if seat < len(seen) else None
        if view is None or not hasattr(view, "view_for"):
            continue
        why = favoured(view, seat)
        if why is not None:
            out[i] = why
    return out


def kept_msg(raw: Any) -> Msg:
    """A sentence kept as JSON text, checked (``ValueError`` when it is damaged)."""
    data = json.loads(raw) if isinstance(raw, str) else None
    if not isinstance(data, dict) or not isinstance(data.get("key"), str) \
            or not isinstance(data.get("params", {}), dict):
        raise ValueError("bad sentence")
    return Msg.from_json(data)


def whys_json(whys: dict[int, Msg]) -> dict:
    """The kept form of ``whys`` (nothing when there are none: a review without them reads as before)."""
    if not whys:
        return {}
    return {"whys": [[i, json.dumps(m.to_json(), ensure_ascii=False)] for i, m in sorted(whys.items())]}


def whys_from_json(raw: Any, n_actions: int) -> dict[int, Msg]:
    """Read :func:`whys_json`'s form (``None``: none kept); ``ValueError`` when it is damaged."""
    if raw is None:
        return {}
    if not isinstance(raw, list):
        raise ValueError("bad whys")
    out: dict[int, Msg] = {}
    for pair in raw:
        if not isinstance(pair, list) or len(pair) != 2 or type(pair[0]) is not int or not 0 <= pair[0] <= n_actions:
            raise ValueError("bad why")
        out[pair[0]] = kept_msg(pair[1])
    return out
