"""The stacks of the Caesar XL board drawn (a part of :class:`~.scene_paint.BoardPainter`):
each as its top counter with edges under it and a badge with its size, a leader's name on a
tag by its counter; the stacks at the place under the pointer spread out, every counter side
by side, clear of every other stack (the other side's at that place too) and of the names."""
from __future__ import annotations

import math
from typing import Any, Mapping, Sequence

import pygame

from games.app.draw import ROMAN, aa_circle, darken

from .scene_room import fan, lifted

#: the edges shown under a stack's top counter at most, and how far apart (of the counter's side)
EDGES = 2
EDGE = 0.08
#: the room kept between the stacks of neighbouring places and round a spread stack's counters,
#: screen pixels
GAP = 3
#: how far apart (of a counter's side) a spread's counter on its city and the nearest of the rest
#: stand at most while joined side by side (further, a line joins them)
JOINED = 1.3

#: a stack as the board gives it: its place, its side and its units' labels (the top one first)
Stack = tuple[str, int, Sequence[str]]


class StacksMixin:
    """Drawing the stacks (a part of :class:`~.scene_paint.BoardPainter`)."""

    texts: Any
    view: Any
    name_rects: list
    name_forms: dict
    names_lifted: dict
    counter_hits: list
    stack_rects: list
    spots_drawn: dict
    _points: dict
    _areas: Any
    counter_side: Any
    stack_spots: Any
    stack_boxes: Any
    draw_counter: Any
    is_leader: Any
    edge_tags: Any
    edge: Any
    badge_centre: Any
    badge_radius: Any
    badge_px: Any
    draw_tags: Any
    blit_name: Any
    screen_point: Any
    _mark: Any
    colours: Any

    def draw_stacks(self, surface: pygame.Surface, stacks: Sequence[Stack], spread: str | None = None,
                    arriving: Mapping[str, int] | None = None) -> None:
        """The stacks (see the module text): each as its top counter with edges and a badge, the
        stacks at ``spread`` as every counter side by side (:meth:`fan_centres`), room kept for
        the stacks ``arriving`` (:meth:`stack_spots`)."""
        s = self.counter_side()
        hits = self.counter_hits = []
        self.stack_rects = []
        self.names_lifted = {}
        spots = self.stack_spots(stacks, arriving)
        self.spots_drawn = {(place, side): at for (place, side, _), at in zip(stacks, spots)}    # (tests)
        self.fans_drawn: dict[tuple[str, int], list[pygame.Rect]] = {}
        self.fan_joins: list[tuple] = []
        spots = self.spread_spots(stacks, spots, spread)
        boxes = [self.stack_boxes(c, len(list(labels))) if list(labels) else [] for (_, _, labels), c in zip(stacks, spots)]
        tops: list = []
        fans: list[pygame.Rect] = []
        for i, ((place, side, labels), (x, y)) in enumerate(zip(stacks, spots)):
            labels = list(labels)
            if not labels:
                continue
            if place == spread:
                # where the stack stood still means its place (under the pointer that spread it,
                # the counters moved aside: without this the stack closed again at the next frame)
                still = pygame.Rect(0, 0, round(s), round(s))
                still.center = (round(x), round(y))
                hits.append((still, place))
                # (clear of every other stack, the other side's here too, spread or not)
                others = [r for j, bs in enumerate(boxes) if j != i for r in bs] + fans
                centres = self.fan_centres(place, (x, y), len(labels), others)
                self._join(surface, centres, side)
                fanned = [self.draw_counter(surface, centre, side, "" if self.is_leader(label) else label)
                          for centre, label in zip(centres, labels)]
                self.fans_drawn[(place, side)] = fanned                                          # (tests)
                fans += fanned
                hits.extend((r, place) for r in fanned)      # (a leader's name on its own edge's tag)
                self._lift_names(surface, fanned + self.edge_tags(surface, fanned, labels, side))
                continue
            edge = self.edge()
            for k in range(min(len(labels), EDGES + 1) - 1, 0, -1):      # the stack under the top counter
                hits.append((self.draw_counter(surface, (x + k * edge, y + k * edge), side, ""), place))
            led = self.is_leader(labels[0])          # (a leader's name goes on its tag: :meth:`draw_tags`)
            hits.append((self.draw_counter(surface, (x, y), side, "" if led else labels[0]), place))
            self.stack_rects.extend((r, place) for r in self.stack_boxes((x, y), len(labels)))
            tops += [(labels[0], side, hits[-1][0], hits[-1][0].unionall(self.stack_boxes((x, y), len(labels))))] \
                if led else []
            if len(labels) > 1:
                badge = self.badge_centre((x, y))
                rr = self.badge_radius(s)
                aa_circle(surface, ROMAN["ink"], badge, rr)
                self.texts.draw(surface, str(len(labels)), badge, self.badge_px(s), True, ROMAN["white"],
                                "center")
        self.draw_tags(surface, tops)

    def spread_spots(self, stacks: Sequence[Stack], spots: list, spread: str | None) -> list:
        """``spots`` with the stacks at ``spread`` moved to spread from its city's point: the first
        on it, the other side's beside it (two stacks stand centred across a city, and a stack
        stands off its point beside a neighbour's: spread from there, the stack lay just off its
        city's square). Where the spread from the point covers more of the other places' stacks
        and symbols than from where they stood (a city close to another), they spread from there."""
        here = [j for j, st in enumerate(stacks) if st[0] == spread and list(st[2])]
        if spread is None or not here:
            return spots
        (px, py), (fx, fy) = self.screen_point(spread), spots[here[0]]
        if (px, py) == (fx, fy):
            return spots
        near = [r for j, st in enumerate(stacks) if st[0] != spread and list(st[2])
                for r in self.stack_boxes(spots[j], len(list(st[2])))]
        marks = [self._mark(self.screen_point(q), q in self._areas) for q in self._points if q != spread]
        n, s = len(list(stacks[here[0]][2])), round(self.counter_side())

        def covers(at) -> int:
            """What the first stack spread from ``at`` covers of the other stacks and symbols."""
            total = 0
            for c in self.fan_centres(spread, at, n, near):
                r = pygame.Rect(0, 0, s, s)
                r.center = (round(c[0]), round(c[1]))
                total += sum(r.clip(q).w * r.clip(q).h for q in near + marks)
            return total
        if covers((px, py)) > covers((fx, fy)):
            return spots
        out = list(spots)
        for j in here:
            out[j] = (px + spots[j][0] - fx, py + spots[j][1] - fy)
        return out

    def _join(self, surface: pygame.Surface, centres: Sequence, side: int) -> None:
        """A thin line (as a leader's tag's) from the counter on the city (the first of a spread's
        ``centres``) to the nearest of the rest, where they stand apart from it (:func:`.fan`);
        kept in ``fan_joins`` (tests)."""
        if len(centres) < 2:
            return
        a = centres[0]
        b = min(centres[1:], key=lambda c: math.dist(a, c))
        if math.dist(a, b) > JOINED * self.counter_side():
            pygame.draw.line(surface, ROMAN["ink"], a, b, 3)
            pygame.draw.line(surface, darken(self.colours[side], 0.3), a, b, 1)
            self.fan_joins.append((a, b))

    def _lift_names(self, surface: pygame.Surface, fanned: Sequence[pygame.Rect]) -> None:
        """Each name a spread stack's counters (``fanned``) would cover, written again on a
        backing just clear of them (:func:`.scene_room.lifted`; kept in ``names_lifted``)."""
        for rect, key in self.name_rects:
            to = lifted(rect, fanned, self.view.rect)
            if to is not None and key in self.name_forms:
                self.blit_name(surface, key, to, self.name_forms[key], True)
                self.names_lifted[key] = to

    def fan_centres(self, place: str, centre, n: int, others: Sequence[pygame.Rect]) -> list[tuple[float, float]]:
        """The centres of the ``n`` counters of the stack at ``place`` spread out: a block of
        rows with one of its counters where the stack stands (the pointer stays on it), turned
        to cover the least of the other stacks (``others``), the names, the other places'
        symbols and the map's edge (the board's, or the map's where it shows whole; a stack
        spread in Numidia once lay over Utica); where every such block covers some, the rest
        stand in a block apart from the counter on the city, joined to it by a line (:meth:`_join`)."""
        avoid = list(others) + [r for r, _ in self.name_rects]
        key = (place, tuple(centre), n, tuple(map(tuple, avoid)), tuple(self.view.rect), self.view.camera,
               self.view.scale)
        memo = self.__dict__.setdefault("_fans", {})       # (a spread is drawn at every frame: worked out once)
        if key not in memo:
            marks = [self._mark(self.screen_point(q), q in self._areas) for q in self._points if q != place]
            if len(memo) > 32:
                memo.clear()
            v = self.view
            shown = pygame.Rect(v.world_to_screen((0, 0)), (v.world_size[0] * v.scale, v.world_size[1] * v.scale))
            memo[key] = fan(centre, n, self.counter_side(), GAP, v.rect.clip(shown), avoid, marks)
        return list(memo[key])
