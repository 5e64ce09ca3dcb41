"""When the names of the Caesar XL board are placed (the painter's side of it: where they
go is :mod:`.scene_labels`' search and :meth:`~.scene_paint.BoardPainter._place_names`).

A placement is kept by its key: the zoom, the names' words, the frame and the stacks
standing (``{place: (how many stacks, the tallest)}``). At a new zoom the names are drafted
while their search runs over frames; at the same zoom, when stacks moved, the names stay
where they were until the search for the stacks now, over frames, ends (a search ahead,
:meth:`NameWork.search_ahead`: while an animation runs, for where it will leave the stacks,
may have placed them already, or is ended over frames). Without the board's scheduler the
search is made at once. :func:`leader` is the short line from a name to its place where it needs one.
"""
from __future__ import annotations

import math
from typing import Generator, Iterable, Iterator, Mapping, Sequence

import pygame

from games.core import caches
from games.core.budget import Budget

from .scene_counter_words import Stood
from .scene_labels import Point, Spot, finished
from .scene_room import KEEP_ROUNDS

#: the names placed with no stack, by zoom, words and frame (from the map's corner), shared by
#: every board: a board opened at a zoom another has placed draws its names at once
_BASES: dict[tuple, dict] = caches.kept("games.caesar_xl.scene_paint.bases")


#: the share of a frame's budget for work spread over frames that a search ahead takes (it
#: has the whole march to end in; the frame draws the march besides)
AHEAD_SHARE = 1 / 3


def leader(at: Point, rect: pygame.Rect, mark: float, others: Iterable[Point], plain: float,
           avoid: Sequence[pygame.Rect] = (), never: Sequence[pygame.Rect] = ()
           ) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The short line from a name in ``rect`` to the edge (``mark`` pixels from its point
    ``at``) of its place's mark, where the name is not plainly nearer its own place than every
    other place's point in ``others`` (``plain`` times nearer, from the name's box; in a
    crowded corner of a small map a name may stand about as near a neighbour): from the point of
    the box nearest the place, or else the nearest of its corners and sides' middles whose line
    crosses none of ``avoid`` (or, where none is clear of them, of ``never``). ``None`` where it
    is plainly nearer, or touches the mark.

    >>> box = pygame.Rect(12, -5, 30, 10)
    >>> leader((0, 0), box, 9, [(60, 0)], 1.5), leader((0, 0), box, 9, [(25, 16)], 1.5)
    (None, ((12, 0), (9, 0)))
    """
    x, y = at
    l, t, r, b = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    near = (min(max(x, l), r), min(max(y, t), b))
    own = math.hypot(near[0] - x, near[1] - y)
    if own <= mark:
        return None
    for qx, qy in others:
        dx, dy = max(rect.left - qx, 0, qx - rect.right), max(rect.top - qy, 0, qy - rect.bottom)
        if math.hypot(dx, dy) < own * plain:
            break
    else:
        return None
    starts = [near] + sorted([(l, t), (r, t), (l, b), (r, b), ((l + r) // 2, t), ((l + r) // 2, b), (l, (t + b) // 2),
                              (r, (t + b) // 2)], key=lambda s: math.hypot(s[0] - x, s[1] - y))
    for walls in (list(avoid) + list(never), never):
        for sx, sy in starts:
            d = math.hypot(sx - x, sy - y)
            end = (round(x + (sx - x) * mark / d), round(y + (sy - y) * mark / d))
            if not any(box.clipline((sx, sy), end) for box in walls):
                return (round(sx), round(sy)), end
    return None


class Paced:
    """Work spread over frames (``steps``, a generator) that takes a share of each frame's
    budget only (:data:`AHEAD_SHARE`, at least a step); iterated, it runs at once."""

    def __init__(self, steps: Iterator[None]):
        self.steps = steps

    def __iter__(self) -> Iterator[None]:
        return self.steps

    def step(self, budget: Budget) -> bool:
        """A frame's share: True once the work is done."""
        mine = Budget(None if budget.seconds is None else budget.seconds * AHEAD_SHARE)
        for _ in self.steps:
            if mine.spent() or budget.spent():
                return False
        return True

    def close(self) -> None:
        """Stop the work where it is (the scheduler cancels it)."""
        close = getattr(self.steps, "close", None)
        if close is not None:
            close()


class NameWork:
    """The placements of the names of :class:`~.scene_paint.BoardPainter` over time: kept,
    drafted, searched over frames or ahead (see the module text). The painter gives the view,
    the places, ``tr``, :meth:`name_px` and where the names go (``_place_names``,
    ``_keep_points``, ``_name_images``) and the attributes its ``__init__`` sets."""

    def label_spots(self, stood: Mapping[str, tuple[int, int]] | None = None,
                    draft_ok: bool = False) -> dict[str, Spot]:
        """Where each place's name goes on the screen now (:func:`~.scene_labels.place_labels`)
        with stacks standing as ``stood`` says (``{place: (how many stacks, the tallest)}``:
        :func:`stacks_at`).

        The names are first placed for the zoom and the words alone, clear of what every
        place keeps for a stack wherever they can be (kept for the next time the view comes
        back to that zoom); then only the names the stacks standing now would cover move. A
        pan moves them with the map.

        Placing them afresh costs up to a few hundred milliseconds in a small or crowded
        view, so with ``draft_ok`` (the painting of the map) and :attr:`draft_work` set (the
        board's scheduler), a placement not made yet at a new zoom is drafted
        (:attr:`names_draft`; at the same zoom, stacks that moved keep the names where they
        were): the last placement scaled with the map, or each name under its place; the search runs
        over the next frames and :attr:`on_placed` is called at its end (the board paints the
        map again). Without them the search is made at once, or the end of a search ahead
        for these stacks (:meth:`search_ahead`) is run. The key is worked out once per zoom
        and language (:meth:`_base_key`) and the spots on the screen once per placement and
        pan."""
        stood = Stood(stood or {})                       # (with the leaders on top: their tags' room)
        keys, base_key = self._base_key()
        key = base_key + (tuple(sorted(stood.items())), self.lead_key(stood))
        origin = ox, oy = tuple(round(c) for c in self.view.world_to_screen((0.0, 0.0)))
        spots = self._placed.get(key)
        if spots is not None and (self._labels is None or self._labels[0] != key):
            self._labels = (key, spots)                  # (a placement made before: the view came back)
        new_zoom = base_key not in _BASES or self._labels is None or self._labels[0][:len(base_key)] != base_key
        if spots is None and draft_ok and self.draft_work is not None:
            if not (self.names_draft and self._wanted == key):      # (its search not under way yet)
                self._search_later(keys, stood, base_key, key, origin, new_zoom)
            spots = self._labels[1] if self._labels is not None and self._labels[0] == key else self._draft
        elif spots is None:
            self._wanted = key
            ahead = self._ahead
            if ahead is not None and ahead[0] == key:                # (searched ahead: its end now)
                for _ in ahead[1]:
                    pass
                spots = self._placed.get(key)
            if spots is None:
                finished(self._search_names(keys, stood, base_key, key, origin))
            else:
                self._labels = (key, spots)
            self.names_draft = False
            spots = self._labels[1]
        moved = self._moved
        if moved is None or moved[0] is not spots or moved[1] != origin:
            moved = (spots, origin, {p: Spot(sp.rect.move(ox, oy), sp.form, sp.cost, sp.backed)
                                     for p, sp in spots.items()})
            self._moved = moved
        return dict(moved[2])

    def _search_later(self, keys, stood, base_key: tuple, key: tuple, origin, new_zoom: bool) -> None:
        """Start the search for ``key`` over the next frames (:attr:`draft_work`), the names
        drafted meanwhile: at a new zoom, :meth:`_draft_names`; at the same zoom (stacks moved
        with no march: speed off, a battle's losses, a load) the names stay where they were
        last placed. A search ahead for ``key`` under way is ended there rather than begun
        again."""
        self._wanted, self.names_draft = key, True
        self._draft = self._draft_names(keys, base_key) if new_zoom or self._labels is None else self._labels[1]
        ahead = self._ahead
        if ahead is not None and ahead[0] == key:
            search, self._ahead = ahead[1], None            # (its own task stops at its next step)
        else:
            search = self._search_names(keys, stood, base_key, key, origin)
        self.draft_work(self._run_search(key, search))

    def _base_key(self) -> tuple[list[tuple[str, str]], tuple]:
        """Each place with its name's key, and the part of a placement's key that the stacks
        do not change (the zoom, the names' words and the frame): made again only when the
        zoom or the language changes (every time without :attr:`lang`)."""
        v = self.view
        probe = (v.scale, self.pieces, self.name_px(), tuple(v.frame), self.lang() if self.lang else None)
        if self.lang is not None and self._base is not None and self._base[0] == probe:
            return self._base[1], self._base[2]
        keys = [(c.id, c.name_key) for c in self.topo.cities] + [(a.id, a.name_key) for a in self.topo.areas]
        base_key = (v.scale, self.pieces, self.name_px(), tuple(self.tr(k) for _, k in keys), tuple(v.frame))
        self._base = (probe, keys, base_key)
        return keys, base_key

    def search_ahead(self, stood: Mapping[str, tuple[int, int]]) -> None:
        """Search over the next frames (:attr:`ahead_work`) for the names with stacks standing
        as ``stood`` (where an animation under way will leave them), drawing nothing
        meanwhile: once they stand so, :meth:`label_spots` finds them placed (or ends the
        search there). Nothing without :attr:`ahead_work`, or when they are placed already."""
        if self.ahead_work is None:
            return
        stood = Stood(stood)
        keys, base_key = self._base_key()
        key = base_key + (tuple(sorted(stood.items())), self.lead_key(stood))
        if key in self._placed or (self._ahead is not None and self._ahead[0] == key):
            return
        origin = tuple(round(c) for c in self.view.world_to_screen((0.0, 0.0)))
        search = self._search_names(keys, stood, base_key, key, origin, shown=False)
        self._ahead = (key, search)
        self.ahead_work(Paced(self._run_ahead(key, search, origin)))

    def _run_ahead(self, key: tuple, search, origin) -> Iterator[None]:
        """The scheduler's task of :meth:`search_ahead`: dropped when another search ahead
        has begun or the view has moved meanwhile (its spots would be measured from another
        corner of the map)."""
        for _ in search:
            if self._ahead is None or self._ahead[0] != key \
                    or tuple(round(c) for c in self.view.world_to_screen((0.0, 0.0))) != origin:
                if self._ahead is not None and self._ahead[0] == key:
                    self._ahead = None
                return
            yield

    def _search_names(self, keys, stood, base_key: tuple, key: tuple, origin,
                      shown: bool = True) -> Generator[None, None, None]:
        """The search of :meth:`label_spots` for ``key``, a name at a time: the zoom's
        placement with no stack (kept in ``_bases``), then the stacks' (kept by key; and in
        ``_labels``, the names drawn, unless it is a search ahead: not ``shown``)."""
        base = _BASES.get(base_key)
        if base is None:
            base = yield from self._place_names(keys, {}, None, origin)
            _BASES[base_key] = base
            while len(_BASES) > 16:
                _BASES.pop(next(iter(_BASES)))
        spots = base
        for _ in range(KEEP_ROUNDS if stood else 0):
            spots = yield from self._place_names(keys, stood, base, origin)
            if not self._keep_points(spots, base, frozenset(stood), origin):
                break
            yield                                       # (the next round apart from the bars' check)
        if shown:
            self._labels = (key, spots)
        self._placed[key] = spots
        while len(self._placed) > 8:
            self._placed.pop(next(iter(self._placed)))

    def _run_search(self, key: tuple, search) -> Iterator[None]:
        """The scheduler's task: the search for ``key`` a step at a time, dropped when the view
        has moved on to another placement meanwhile (the next painting starts its own)."""
        for _ in search:
            if self._wanted != key:
                return
            yield
        if self._wanted == key:
            self.names_draft = False
            if self.on_placed is not None:
                self.on_placed()

    def _draft_names(self, keys, base_key: tuple) -> dict[str, Spot]:
        """The names until their search ends: the last placement scaled with the map (the
        same words), or else each name under its place; from the map's corner."""
        last = self._labels
        if last is not None and last[0][1:5] == base_key[1:5] and last[0][0]:
            k = base_key[0] / last[0][0]
            return {p: Spot(pygame.Rect(round(sp.rect.centerx * k - sp.rect.w / 2), round(sp.rect.y * k),
                                        sp.rect.w, sp.rect.h), sp.form, sp.cost, sp.backed)
                    for p, sp in last[1].items()}
        corner = self.view.world_to_screen((0.0, 0.0))
        out = {}
        for p, k in keys:
            x, y = self.screen_point(p)
            _, _, (w, h, _), _ = self._name_images(k)[0]
            top = round(y - corner[1] + self.city_radius() * 1.4)
            out[p] = Spot(pygame.Rect(round(x - corner[0] - w / 2), top, w, h), 0, 0, False)
        return out
