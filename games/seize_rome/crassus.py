"""Auto-Crassus, the solo game's scripted opponent: his command tiles and how he picks a placement.

This module is pure (no pygame, no generator) and knows no engine: :mod:`.crassus_turn` runs his turn
(the tile drawn by chance, its steps, his bonuses) and asks :func:`choose` for
each placement. :func:`choose` follows the rule text's seven priorities and
tie-breakers literally, in the order RULINGS.md ("How Auto-Crassus picks a
placement") spells out:

1. **the province**, by the first priority that has a candidate and its own
   measure, then by the province tie-breakers (next to a province he controls;
   holds a Senate bonus; holds a Poison bonus when Poison is in play; central;
   next to a central province; random);
2. **the token** of his face-up row: for priorities 1 and 2 the smallest lower
   value among the tokens that do what the priority needs with that value
   facing the province; for 3 to 7 the largest higher value among the tokens
   that fit a free space of the province, that value facing it; then non-wild
   before wild, the larger (3-7) or smaller (1-2) total, the leftmost;
3. **the space** of the province where the token fits: its other side touches
   the province where he trails you by most; it touches a central province;
   random.

A random tie-break is never drawn here: :func:`choose` returns a :class:`Tie`
listing the candidates, the chance seat picks one, and :func:`choose` is asked
again with that pick, so a record replays identically.

The tile faces are data (``data/crassus_tiles.json``, marked RECONSTRUCTED).

>>> deck_counts("normal", centurion=False)
{'A': 3, 'B': 2, 'C': 1}
>>> steps_of("B")
('draw', 'draw', 'resolve', 'discard')
"""
from __future__ import annotations

import functools
import json
from dataclasses import dataclass
from typing import Any, Callable
from pathlib import Path

from .components import influence_tokens
from .topology import load_topology

#: the central provinces of the rule text
CENTRAL = ("sardinia", "sicilia", "italia", "achaia", "creta")
#: the difficulties, easiest first
DIFFICULTIES = ("easy", "normal", "hard")
#: the script id of Auto-Crassus (``SeatInfo(kind="script", level=SCRIPT)``)
SCRIPT = "crassus"
#: the icons of the border spaces: a token fitting all of them is wild (the laurel tokens)
ICONS = frozenset({"sword", "shield", "ship"})



@functools.lru_cache(maxsize=None)
def tile_data() -> dict:
    """The command tiles' data (``data/crassus_tiles.json``), read on first use."""
    with open(Path(__file__).resolve().parent / "data" / "crassus_tiles.json", encoding="utf-8") as fh:
        return json.load(fh)


@functools.lru_cache(maxsize=None)
def faces() -> dict[str, tuple[str, ...]]:
    """Each tile's printed steps (``draw1``, ``draw2``, ``centurion``, ``resolve``, ``discard``).

    >>> faces()["B"]
    ('draw2', 'resolve', 'discard')
    """
    return {t: tuple(s) for t, s in tile_data()["tiles"]["faces"].items()}


def row_at_start() -> int:
    """How many tokens his row holds at the start."""
    return tile_data()["row_at_start"]["tokens"]


def __getattr__(name: str):
    """``FACES``, ``ROW_AT_START`` and ``TILE_DATA`` as names, read on first use."""
    if name == "FACES":
        return faces()
    if name == "ROW_AT_START":
        return row_at_start()
    if name == "TILE_DATA":
        return tile_data()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def deck_counts(difficulty: str, centurion: bool) -> dict[str, int]:
    """The tiles of the deck for ``difficulty`` (with or without the Centurion expansion).

    >>> deck_counts("hard", centurion=True)
    {'A': 4, 'C': 1, 'E': 1}
    """
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    return dict(tile_data()["decks"]["centurion" if centurion else "base"][difficulty])


def deck_tiles(difficulty: str, centurion: bool) -> list[str]:
    """Every tile in use, one letter per copy, sorted."""
    return sorted(t for t, n in deck_counts(difficulty, centurion).items() for _ in range(n))


def steps_of(tile: str) -> tuple[str, ...]:
    """The tile's steps as units the engine plays one by one (``draw2`` is two ``draw``)."""
    out: list[str] = []
    for step in faces()[tile]:
        out.extend(("draw", "draw") if step == "draw2" else ("draw",) if step == "draw1" else (step,))
    return tuple(out)


# ----------------------------------------------------------------------------
# the choice

@dataclass(frozen=True)
class Choice:
    """A placement and why: the priority (1-7), the province it is for, and the rule that
    settled the province, the token and the space (``only``: one candidate; ``measure``:
    the priority's own measure; otherwise the tie-breaker's name)."""

    token: str
    border: str
    toward: str
    priority: int
    province: str
    by_province: str
    by_token: str
    by_space: str


@dataclass(frozen=True)
class Tie:
    """A random tie-break is due: the chance seat picks one of ``options`` (provinces or
    border spaces, by ``kind``)."""

    kind: str
    options: tuple[str, ...]


@dataclass(frozen=True)
class _Cand:
    province: str
    key: tuple                  # the priority's measure, smaller first
    tokens: tuple               # (row index, code) that qualify


def _narrow(items: list, tests: list[tuple[str, Callable[[Any], bool]]]) -> tuple[list, str]:
    """Apply tie-breakers in order (each keeps the items it holds for, when some do);
    return what is left and the name of the last tie-breaker that removed something."""
    rule = "only" if len(items) == 1 else ""
    for name, test in tests:
        if len(items) <= 1:
            break
        kept = [x for x in items if test(x)]
        if kept and len(kept) < len(items):
            items, rule = kept, name
    return items, rule


def _influence_with(state, pid: str, seat: int, add: int) -> tuple[int, int]:
    inf = list(state.influence(pid))
    inf[seat] += add
    return inf[0], inf[1]


def _free(state, pid: str) -> list[str]:
    topo = load_topology()
    return [b for b in topo.province(pid).borders if b not in state.tokens]


def _lets_opponent_win(state, seat: int, code: str, bid: str, toward: str) -> bool:
    """Whether placing ``code`` on ``bid`` (closing what it closes) places the opponent's last marker."""
    sim = state.clone()
    sim.turn = seat
    sim.tokens[bid] = (seat, code, toward, False, False)
    sim.last = bid
    sim.close_provinces([])
    return sim.winner == 1 - seat


def _toward_low(border, pid: str, tok) -> str:
    """The ``toward`` (the side the larger value faces) that turns the lower value to ``pid``."""
    if tok.symmetric:
        return border.provinces[0]
    return border.other(pid)


def _toward_high(border, pid: str, tok) -> str:
    return border.provinces[0] if tok.symmetric else pid


def _lowest_cands(state, seat: int, row: list[str], win: bool) -> list[_Cand]:
    """Priorities 1 (``win``) and 2: provinces with one free space he can close."""
    topo = load_topology()
    out = []
    for p in topo.provinces:
        if p.id in state.closed:
            continue
        free = _free(state, p.id)
        if len(free) != 1:
            continue
        b = topo.border(free[0])
        ok = []
        for i, code in enumerate(row):
            tok = influence_tokens()[code]
            if b.icon not in tok.fits:
                continue
            toward = _toward_low(b, p.id, tok)
            if win:
                inf = _influence_with(state, p.id, seat, tok.lo)
                if inf[seat] < inf[1 - seat]:
                    continue
            elif _lets_opponent_win(state, seat, code, b.id, toward):
                continue
            ok.append((i, code))
        if ok:
            out.append(_Cand(p.id, (), tuple(ok)))
    return out


def _highest_cands(state, seat: int, row: list[str], prio: int) -> list[_Cand]:
    """Priorities 3 to 7: open provinces with a free space one of his tokens fits, by measure."""
    topo = load_topology()
    toks = influence_tokens()
    out = []
    opp = 1 - seat
    for p in topo.provinces:
        if p.id in state.closed:
            continue
        free = _free(state, p.id)
        icons = {topo.border(b).icon for b in free}
        ok = tuple((i, c) for i, c in enumerate(row) if icons & toks[c].fits)
        if not ok:
            continue
        inf = state.influence(p.id)
        key: tuple[int, ...]
        if prio == 3:
            if inf[opp] <= inf[seat]:
                continue
            key = (-(inf[opp] - inf[seat]),)
        elif prio == 4:
            if inf[seat] < 1:
                continue
            key = (len(free), -(inf[seat] - inf[opp]))
        elif prio == 5:
            if not any(state.controller(n) == seat for n in p.neighbours):
                continue
            key = (-max(toks[c].hi for _, c in ok),)
        elif prio == 6:
            if p.id not in CENTRAL:
                continue
            key = (0 if p.id == "italia" else 1,)
        else:
            key = ()
        out.append(_Cand(p.id, key, ok))
    return out


def province_tiebreaks(state, seat: int) -> list[tuple[str, Callable[[Any], bool]]]:
    """The rule text's tie-breakers between provinces (the random one is not here)."""
    topo = load_topology()
    controlled = {p for p in topo.province_ids if state.controller(p) == seat}
    tests: list[tuple[str, Callable[[Any], bool]]] = [
        ("next_to_controlled", lambda c: any(n in controlled for n in topo.neighbours(c.province))),
        ("senate", lambda c: state.bonuses.get(c.province) == "senate"),
    ]
    if state.poison:
        tests.append(("poison", lambda c: state.bonuses.get(c.province) == "poison"))
    tests += [("central", lambda c: c.province in CENTRAL),
              ("next_to_central", lambda c: any(n in CENTRAL for n in topo.neighbours(c.province)))]
    return tests


def choose(state, seat: int, picks: tuple = ()) -> Choice | Tie | None:
    """Auto-Crassus's next placement from his face-up row (``state.hands[seat]``, left to right).

    ``picks``: the random tie-breaks already drawn for this placement, as
    ``(kind, choice)`` pairs. Returns a :class:`Choice`, a :class:`Tie` when a random
    tie-break is due first, or ``None`` when no token of his fits any free space.
    """
    row = list(state.hands[seat])
    picked = dict(picks)
    cands: list[_Cand] = []
    prio = 0
    for prio in range(1, 8):
        if prio <= 2:
            cands = _lowest_cands(state, seat, row, win=(prio == 1))
        else:
            cands = _highest_cands(state, seat, row, prio)
        if cands:
            break
    if not cands:
        return None
    got = _province(state, seat, cands, prio, picked)
    if isinstance(got, Tie):
        return got
    cand, by_province = got
    pid = cand.province
    lowest = prio <= 2
    code, by_token = _token(cand, lowest)
    tok = influence_tokens()[code]
    space = _space(state, seat, pid, tok, picked)
    if isinstance(space, Tie):
        return space
    bid, by_space = space
    b = load_topology().border(bid)
    toward = _toward_low(b, pid, tok) if lowest else _toward_high(b, pid, tok)
    return Choice(code, bid, toward, prio, pid, by_province, by_token, by_space)


def _province(state, seat: int, cands: list[_Cand], prio: int, picked: dict) -> tuple[_Cand, str] | Tie:
    """Step 1, the province among the candidates of priority ``prio``: by the priority's
    measure, then the tie-breakers; with the rule that settled it (or a :class:`Tie`)."""
    best = min(c.key for c in cands)
    by_province = "only" if len(cands) == 1 else ""
    if len(cands) > 1 and any(c.key != best for c in cands):
        by_province = "measure"
    cands = [c for c in cands if c.key == best]
    if prio == 6 and by_province == "measure" and cands[0].province == "italia":
        by_province = "italia"
    if len(cands) > 1:
        cands, rule = _narrow(cands, province_tiebreaks(state, seat))
        by_province = rule or by_province
    if len(cands) > 1:
        ids = tuple(sorted(c.province for c in cands))
        if picked.get("province") not in ids:
            return Tie("province", ids)
        cands = [c for c in cands if c.province == picked["province"]]
        by_province = "random"
    return cands[0], by_province


def _token(cand: _Cand, lowest: bool) -> tuple[str, str]:
    """Step 2, the token of his row for the province (``lowest``: priorities 1 and 2), and the
    rule that settled it."""
    toks = list(cand.tokens)

    def val(x):
        t = influence_tokens()[x[1]]
        return t.lo if lowest else -t.hi

    def total(x):
        t = influence_tokens()[x[1]]
        return (t.hi + t.lo) if lowest else -(t.hi + t.lo)

    def wild(x):
        return influence_tokens()[x[1]].fits >= ICONS

    by_token = "only" if len(toks) == 1 else ""
    for name, key in (("value", val), ("non_wild", wild), ("total", total)):
        if len(toks) <= 1:
            break
        m = min(key(x) for x in toks)
        kept = [x for x in toks if key(x) == m]
        if len(kept) < len(toks):
            toks, by_token = kept, name
    if len(toks) > 1:
        toks, by_token = [min(toks)], "leftmost"
    return toks[0][1], by_token


def _space(state, seat: int, pid: str, tok, picked: dict) -> tuple[str, str] | Tie:
    """Step 3, the border space of ``pid`` for token ``tok``, and the rule that settled it
    (or a :class:`Tie`)."""
    topo = load_topology()
    free = [b for b in _free(state, pid) if topo.border(b).icon in tok.fits]
    opp = 1 - seat
    deficit = {}
    for q in topo.province_ids:
        if q not in state.closed:
            inf = state.influence(q)
            if inf[opp] > inf[seat]:
                deficit[q] = inf[opp] - inf[seat]
    by_space = "only" if len(free) == 1 else ""
    if len(free) > 1:
        trailing = [deficit.get(topo.border(b).other(pid), 0) for b in free]
        top = max(trailing)
        if top > 0 and trailing.count(top) < len(free):
            free, by_space = [b for b, d in zip(free, trailing, strict=True) if d == top], "trailing"
    if len(free) > 1:
        kept = [b for b in free if topo.border(b).other(pid) in CENTRAL]
        if kept and len(kept) < len(free):
            free, by_space = kept, "central"
    if len(free) > 1:
        ids = tuple(sorted(free))
        if picked.get("space") not in ids:
            return Tie("space", ids)
        free, by_space = [picked["space"]], "random"
    return free[0], by_space


def bonus_use(kind: str) -> bool:
    """Senate and Poison work as usual for him; Might, Wealth, Tactics and Centurion are set aside."""
    return kind in ("senate", "poison")
