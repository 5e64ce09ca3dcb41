"""The words on the Caesar XL board's counters, and each leader's name tag (a part of
:class:`~.scene_paint.BoardPainter`).

A leader standing on top of a stack on the map carries its whole short name (the catalogue's
``caesar_xl.ui.leader_short``: "Caesar", 「ポンペイウス」) on a small tag under its counter
rather than a brief form squeezed onto it (カエ, ポン read oddly). A tag goes under the
counter, or above, beside or further off (a line joining it to its counter) where that covers a place's name, mark or another
stack: the first spot clear of every name and mark, every other stack and tag, inside the map
(:func:`tag_spot`). In a stack spread under the pointer each leader's counter carries its
tag across its own bottom edge (:meth:`CounterWords.edge_tags`), the names lifted clear of it.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

import pygame

from games.app.draw import ROMAN, darken, readable_on

from .scene_labels import counter_text
from .scene_words import leader_brief

#: the size of a leader's name tag's words, pixels, and the room round them
TAG_PX, TAG_PAD = 11, 2


class Stood(dict):
    """How many stacks stand on each place and the tallest's units (``{place: (stacks,
    tallest)}``), with ``tops``: each place's top counters' labels (a leader's tag keeps room
    in the names' placement: :meth:`CounterWords.tag_room`)."""

    def __init__(self, items=(), tops: dict | None = None):
        super().__init__(items)
        self.tops: dict[str, tuple[str, ...]] = dict(tops if tops is not None else getattr(items, "tops", {}))


def _nearest(rect: pygame.Rect, to: tuple[int, int]) -> tuple[int, int]:
    """The point of ``rect`` nearest ``to``."""
    return min(max(to[0], rect.left), rect.right - 1), min(max(to[1], rect.top), rect.bottom - 1)


def tag_spot(counter: pygame.Rect, body: pygame.Rect, size: tuple[int, int], avoid: Sequence[pygame.Rect],
             inside: pygame.Rect, soft: Sequence[pygame.Rect] = (), firm: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where a tag of ``size`` goes for the ``counter`` (its stack, edges and badge covering
    ``body``): under the stack, above it (each slid along to either side), beside it, or the same
    further off (its line to the counter crossing none of ``avoid``); the first clear of
    ``avoid`` and ``soft`` inside ``inside``, else the one covering least of ``avoid`` and then
    of ``soft`` (a spot off the stack counting as a ``soft`` covered whole); ``firm`` (the other
    tags) is kept clear of before all: a tag stands a little off its stack, on its line, or over
    a name rather than over another tag (「カエサ|ポンペイウス」 read as one name).

    >>> c = pygame.Rect(50, 50, 20, 20)
    >>> tag_spot(c, c, (30, 10), [], pygame.Rect(0, 0, 200, 200))
    Rect(45, 71, 30, 10)
    >>> tag_spot(c, c, (30, 10), [pygame.Rect(0, 70, 200, 20)], pygame.Rect(0, 0, 200, 200))
    Rect(45, 39, 30, 10)
    """
    w, h = size
    x = counter.centerx - w // 2
    y = counter.centery - h // 2
    spots = []
    for far in (0, 1, 2, None, h // 2):   # (by the stack, a pixel or two off, else across its counter's edge, else off)
        if far is None:
            spots.append((x, counter.bottom - h // 2))      # (its badge stands at its top)
            continue
        for slide in (0, -w // 3, w // 3, -w // 2 - counter.w // 2, w // 2 + counter.w // 2):
            spots += [(x + slide, body.bottom + 1 + far), (x + slide, body.top - 1 - h - far)]
        for sy in (y, body.top, body.bottom - h, body.top - h // 2, body.bottom - h // 2):
            spots += [(body.right + 1 + far, sy), (body.left - 1 - w - far, sy)]
    best, least = None, None
    for sx, sy in spots:
        r = pygame.Rect(sx, sy, w, h)
        hard = 10 * sum(r.clip(a).w * r.clip(a).h for a in avoid) + 100 * (w * h - r.clip(inside).w * r.clip(inside).h) \
            + 1000 * sum(r.clip(a).w * r.clip(a).h for a in firm)
        covered = sum(r.clip(a).w * r.clip(a).h for a in soft)
        if not r.inflate(8, 8).colliderect(body):          # (its line to the counter crosses nothing)
            link = (_nearest(r, counter.center), _nearest(counter, r.center))
            hard += 10 * w * h * sum(1 for a in avoid if a.clipline(*link)) + 1000 * w * h * sum(1 for a in firm if a.clipline(*link))
            covered += w * h                    # (off its stack: as bad as a mark covered whole)
        if least is None or (hard, covered) < least:
            best, least = r, (hard, covered)
        if not hard and not covered:
            break
    assert best is not None
    return best


class CounterWords:
    """The words of counters and leaders' tags (a part of :class:`~.scene_paint.BoardPainter`)."""

    texts: Any
    tr: Any
    colours: Sequence
    view: Any
    _words: dict
    name_rects: list
    stack_rects: list
    tag_rects: list[tuple[pygame.Rect, str]]
    fan_tags: list[tuple[pygame.Rect, str]]
    #: the panels the board draws over the map now (the battle panel): no tag stands half under one
    covered: list[pygame.Rect] = []
    _points: dict
    screen_point: Any
    city_radius: Any
    stack_centres: Any
    stack_boxes: Any

    def is_leader(self, label: str) -> bool:
        """``label`` is a leader's short name (it has a brief form)."""
        return leader_brief(self.tr, label) is not None

    def draw_tags(self, surface: pygame.Surface, tops: Sequence[tuple[str, int, pygame.Rect, pygame.Rect]]) -> None:
        """Each leader's name tag (``tops``: its name, its side, its counter and what its stack
        covers), at :func:`tag_spot` clear of the names, the places' marks (with a lit ring),
        the other stacks and the tags placed before it; kept in ``tag_rects`` as ``(rect, name)``.
        A panel drawn over the map (``covered``: the battle panel) hides a stack under it (or under its
        edge) with its tag; any other tag stands whole clear of it, or is not drawn (never half under its edge)."""
        self.tag_rects, self.fan_tags = list(getattr(self, "fan_tags", [])), []     # (a spread stack's first)
        self.tag_links: dict[str, tuple[tuple[int, int], tuple[int, int]]] = {}
        rr = round(self.city_radius() * 1.6)            # (a place's mark with the ring lit round it)
        names = [r for r, _ in self.name_rects]
        marks = [pygame.Rect(round(x) - rr, round(y) - rr, 2 * rr, 2 * rr) for x, y in map(self.screen_point, self._points)]
        covered = list(self.covered)
        for label, side, counter, body in tops:
            if counter.collidelist(covered) >= 0:
                continue
            img = self.texts.render(label, TAG_PX, True, readable_on(self.colours[side]))
            size = (img.get_width() + 2 * TAG_PAD + 2, img.get_height() + 2)
            others = [r for r, _ in self.stack_rects if not body.contains(r)]
            rect = tag_spot(counter, body, size, names + others + covered + self.place_marks(body), self.view.rect, marks,
                            firm=[r for r, _ in self.tag_rects])
            if rect.collidelist(covered) >= 0:
                continue
            colour = self.colours[side]
            if not rect.inflate(8, 8).colliderect(body):      # (further off: a line to its counter)
                a, b = _nearest(rect, counter.center), _nearest(counter, rect.center)
                pygame.draw.line(surface, ROMAN["ink"], a, b, 3)
                pygame.draw.line(surface, darken(colour, 0.3), a, b, 1)
                self.tag_links[label] = (a, b)
            pygame.draw.rect(surface, darken(colour, 0.3), rect, border_radius=3)
            pygame.draw.rect(surface, ROMAN["ink"], rect, 1, border_radius=3)
            surface.blit(img, img.get_rect(center=rect.center))
            self.tag_rects.append((rect, label))

    def place_marks(self, body: pygame.Rect) -> list[pygame.Rect]:
        """The places' own marks (a city's symbol, an area's square) but those under the stack
        ``body``: a tag keeps clear of them as of the names (Pompey's tag at Athenae lay over
        Pharsalus's mark; only the lit ring round a mark is a lesser thing to cover)."""
        r = round(self.city_radius())
        marks = [pygame.Rect(round(x) - r, round(y) - r, 2 * r, 2 * r) for x, y in map(self.screen_point, self._points)]
        return [m for m in marks if not m.colliderect(body)]

    def tag_room(self, place: str, stood: Mapping[str, tuple[int, int]]) -> list[pygame.Rect]:
        """Where the tags of the leaders on top of the stacks at ``place`` go (:func:`tag_spot`
        clear of the other stacks ``stood`` and the places' marks), for the names to keep
        clear of as of the stacks: the tags then stand by their stacks."""
        leads = [label for label in getattr(stood, "tops", {}).get(place, ()) if self.is_leader(label)]
        if not leads or place not in stood:
            return []
        size = (max(self.texts.width(label, TAG_PX, True) for label in leads) + 2 * TAG_PAD + 2,
                self.texts.font(TAG_PX, True).get_height() + 2)
        rr = round(self.city_radius() * 1.6)
        marks = [pygame.Rect(round(x) - rr, round(y) - rr, 2 * rr, 2 * rr) for x, y in map(self.screen_point, self._points)]
        stacks = [r for q, (n, tall) in stood.items() if q != place for c in self.stack_centres(q, n)
                  for r in self.stack_boxes(c, tall)]
        out: list[pygame.Rect] = []
        for centre in self.stack_centres(place, stood[place][0]):
            boxes = self.stack_boxes(centre, stood[place][1])
            body = boxes[0].unionall(boxes[1:])        # (as :meth:`draw_tags` will place it)
            out.append(tag_spot(boxes[0], body, size, stacks + self.place_marks(body), self.view.rect, marks, firm=out))
        return out

    def lead_key(self, stood: Mapping) -> tuple:
        """The leaders on top of the stacks ``stood`` by place (a part of a placement's key)."""
        tops = getattr(stood, "tops", {})
        return tuple(sorted((p, tuple(sorted(label for label in ls if self.is_leader(label))))
                            for p, ls in tops.items() if p in stood and any(map(self.is_leader, ls))))

    def edge_tags(self, surface: pygame.Surface, fanned: Sequence[pygame.Rect], labels: Sequence[str],
                  side: int) -> list[pygame.Rect]:
        """The tags of the leaders among a spread stack's counters (``fanned``, with their
        ``labels``), each across its own counter's bottom edge, inside the map; returns them
        (kept in ``fan_tags`` for ``tag_rects``)."""
        out = []
        for counter, label in zip(fanned, labels):
            if not self.is_leader(label):
                continue
            img = self.texts.render(label, TAG_PX, True, readable_on(self.colours[side]))
            rect = pygame.Rect(0, 0, img.get_width() + 2 * TAG_PAD + 2, img.get_height() + 2)
            low, high = rect.copy(), rect.copy()      # (across its bottom edge, else its top: tags apart)
            low.midtop = (counter.centerx, counter.bottom - rect.h // 3)
            high.midbottom = (counter.centerx, counter.top + rect.h // 3)
            rect = next((r.clamp(self.view.rect) for r in (low, high) if r.clamp(self.view.rect).collidelist(out) < 0),
                        low.clamp(self.view.rect))
            pygame.draw.rect(surface, darken(self.colours[side], 0.3), rect, border_radius=3)
            pygame.draw.rect(surface, ROMAN["ink"], rect, 1, border_radius=3)
            surface.blit(img, img.get_rect(center=rect.center))
            out.append(rect)
            self.fan_tags = getattr(self, "fan_tags", []) + [(rect, label)]
        return out

    def one_line_px(self, label: str, side: int, px: int) -> int:
        """The largest size, ``px`` at most (8 at least), at which ``label`` fits one line on a
        counter of ``side`` pixels."""
        while px > 8 and self.texts.width(label, px, True) > side * 0.92:
            px -= 1
        return px

    def counter_words(self, label: str, side: int, px: int) -> tuple[list[str], int]:
        """The lines and size of ``label`` whole on a counter of ``side`` pixels, ``px`` at most
        (:func:`~.scene_labels.counter_text`; kept)."""
        key = (label, side, px)
        out = self._words.get(key)
        if out is None:
            out = counter_text(label, round(side * 0.92), round(side * 0.7), px,
                               lambda text, size: self.texts.width(text, size, True), brief=leader_brief(self.tr, label))
            if len(self._words) > 300:
                self._words.clear()
            self._words[key] = out
        return out
