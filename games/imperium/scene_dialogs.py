"""Imperium board: the popups over the map (a region being counted, the final standing)."""
from __future__ import annotations

import pygame

from games.app.board import panel
from games.app.draw import ROMAN, laurel, readable_on, token, wrap_text

from . import rules
from .rules import RegionResolved
from .scene_map import PLACE_COLOURS


class DialogsMixin:
    """The popups of :class:`~games.imperium.scene.Board`."""

    def zero_reasons(self, ev: RegionResolved) -> list[str]:
        """Why each seat present in the counted region scored nothing, one sentence per
        reason: the weakest while every seat is present, a tie reaching down to the weakest
        place, or a place the region's score list does not pay.

        The places come from :func:`rules.rank_region` on the markers the event shows, the
        same rule the engine paid by."""
        n = len(ev.markers)
        places, spans = rules.rank_region(ev.markers)
        everyone = all(m > 0 for m in ev.markers)
        lowest = max(spans) if spans else 0
        groups: dict[tuple, list[int]] = {}
        for seat in range(n):
            if ev.markers[seat] <= 0 or ev.points[seat] > 0:
                continue
            if everyone and spans[seat] == lowest:
                tied = sum(1 for m in ev.markers if m == ev.markers[seat])
                key = ("tie", ev.markers[seat]) if tied > 1 else ("weakest", 0)
            else:
                tied = sum(1 for m in ev.markers if m == ev.markers[seat])
                key = ("unpaid_tie" if tied > 1 else "unpaid", spans[seat])
            groups.setdefault(key, []).append(seat)
        out = []
        region = self.tr(f"imperium.ui.rname.{ev.region}")
        for (kind, k), seats in groups.items():
            names = self.tr("imperium.ui.join").join(self.name(t) for t in seats)
            if kind == "tie":
                out.append(self.tr("imperium.ui.why0.tie", seats=names, n=k))
            elif kind == "weakest":
                out.append(self.tr("imperium.ui.why0.weakest", seats=names))
            else:
                out.append(self.tr(f"imperium.ui.why0.{kind}", seats=names, region=region,
                                   place=self.tr(f"imperium.ui.place.{min(k, 5)}")))
        return out

    def podium_box(self, region: int, size: tuple[int, int]) -> pygame.Rect:
        """Where the popup of ``region``'s count (``size``) stands: beside its tag, on the map,
        where it covers least of the other regions' tags (their names, chips and markers), the
        side with more room first (:func:`clear_spot`)."""
        g = self.geom
        tag = g["tags"][region] if g.get("tags") else g["plates"][region]
        others = [r for reg, r in g.get("tags", {}).items() if reg != region]
        return clear_spot(size, tag, others, g["map"].inflate(-8, -8), int(12 * self.s),
                          tag.centerx < g["map"].centerx)

    def _draw_podium(self, surface, ev: RegionResolved) -> None:
        g = self.geom
        s = self.s
        mapr = g["map"]
        ranked = sorted((p, seat) for seat, p in enumerate(ev.places) if p > 0)
        row_h = int(30 * s)
        w = int(min(290 * s, mapr.w * 0.6))
        fr = self.texts.font(self.px(12))
        reasons = [line for text in self.zero_reasons(ev) for line in wrap_text(fr, text, w - int(20 * s))]
        foot = fr.get_linesize() * len(reasons) + (int(6 * s) if reasons else 0)
        h = int(40 * s) + row_h * max(1, len(ranked)) + int(8 * s) + foot
        box = self.podium_box(ev.region, (w, h))
        tag = g["tags"][ev.region] if g.get("tags") else g["plates"][ev.region]
        if not box.inflate(int(30 * s), int(30 * s)).colliderect(tag):    # (set further off: a line
            end = (min(max(box.centerx, tag.x), tag.right), min(max(box.centery, tag.y), tag.bottom))  # to it)
            start = (min(max(end[0], box.x), box.right), min(max(end[1], box.y), box.bottom))
            pygame.draw.line(surface, ROMAN["gold_dark"], start, end, max(2, int(3 * s)))
            pygame.draw.circle(surface, ROMAN["gold_dark"], end, max(3, int(5 * s)))
        panel(surface, box, fill=ROMAN["white"], border=ROMAN["gold"], radius=int(10 * s), border_width=3)
        title = self.tr("imperium.ui.podium", region=self.host.render(rules.region_msg(ev.region)))
        self.texts.draw(surface, title, (box.centerx, box.y + int(18 * s)), self.px(16), True, ROMAN["red_dark"],
                        "center", width=w - 16, least=8)
        y = box.y + int(36 * s)
        maxw = w - int(120 * s)
        self.drawn_bars: list = []     # (tests: each place's bar and where its points were written)
        for p, seat in ranked:
            col = self.colour(seat)
            pts = ev.points[seat]
            txt = self.tr("imperium.ui.plus", n=pts) if pts else self.tr("imperium.ui.weakest")
            txt_px = self.px(15 if pts else 11)
            # the bar ends before the words at its right ("no points" was cut to "o points" under it)
            room = box.right - int(10 * s) - self.texts.width(txt, txt_px, True) - int(6 * s) - (box.x + int(60 * s))
            step_w = min(int(maxw * (1.0 - 0.18 * (p - 1))), room)
            bar = pygame.Rect(box.x + int(60 * s), y + 3, max(20, step_w), row_h - 6)
            self.drawn_bars.append((bar, txt))
            pc = PLACE_COLOURS[min(p - 1, len(PLACE_COLOURS) - 1)]
            pygame.draw.rect(surface, pc, bar, border_radius=5)
            self.texts.draw(surface, self.tr(f"imperium.ui.place.{min(p, 5)}"), (box.x + int(10 * s), y + row_h // 2),
                            self.px(15), True, ROMAN["ink"], "midleft")
            r = int(row_h * 0.38)
            c = (bar.x + r + 4, bar.centery)
            surface.blit(token(r, col), token(r, col).get_rect(center=c))
            self.texts.draw(surface, str(ev.markers[seat]), c, int(r * 1.2), True, readable_on(col), "center")
            self.texts.draw(surface, self.name(seat), (c[0] + r + 6, c[1]), self.px(13), False, ROMAN["ink"], "midleft")
            words = self.texts.draw(surface, txt, (box.right - int(10 * s), c[1]), txt_px, True,
                                    ROMAN["red_dark"] if pts else ROMAN["vein"], "midright")
            self.drawn_bars[-1] = (bar, words)
            y += row_h
        # why the seats with "no points" got none
        y += int(6 * s)
        for line in reasons:
            self.texts.draw(surface, line, (box.x + int(10 * s), y), self.px(12), False, ROMAN["ink"], "topleft")
            y += fr.get_linesize()
        self.drawn_podium = reasons

    def final_box(self) -> pygame.Rect:
        """Where the final standing's panel goes (over the middle of the map)."""
        s = self.s
        mapr = self.geom["map"]
        w = int(min(mapr.w * 0.6, 420 * s))
        box = pygame.Rect(0, 0, w, int(96 * s) + int(34 * s) * self.view.n_seats)
        box.center = mapr.center
        return box

    def final_shown(self) -> bool:
        """True while the final standing is drawn (the game over, no count still shown)."""
        return self.view is not None and self.count is None and self.view.phase == "over"

    def _draw_final(self, surface) -> None:
        s = self.s
        v = self.view
        order = sorted(range(v.n_seats), key=lambda k: -v.scores[k])
        row_h = int(34 * s)
        box = self.final_box()
        w = box.w
        panel(surface, box, fill=ROMAN["white"], border=ROMAN["gold"], radius=int(14 * s), border_width=3)
        laurel(surface, (box.centerx, box.y + int(30 * s)), int(20 * s), ROMAN["gold"], width=2)
        out = v.outcome()
        text = self.host.render(out.reason) if out is not None else self.tr("imperium.ui.final")
        self.texts.wrapped(surface, text, pygame.Rect(box.x + 12, box.y + int(54 * s), w - 24, int(40 * s)),
                           self.px(16), True, ROMAN["red_dark"], align="center", least=9)
        y = box.y + int(92 * s)
        best = max(v.scores)
        for _k, seat in enumerate(order):
            col = self.colour(seat)
            r = int(row_h * 0.36)
            c = (box.x + int(30 * s), y + row_h // 2)
            surface.blit(token(r, col, self.symbol(seat)), token(r, col, self.symbol(seat)).get_rect(center=c))
            self.texts.draw(surface, self.name(seat), (c[0] + r + 10, c[1]), self.px(16), v.scores[seat] == best,
                            ROMAN["ink"], "midleft")
            self.texts.draw(surface, self.tr("imperium.ui.pts", n=v.scores[seat]), (box.right - int(16 * s), c[1]),
                            self.px(17), True, ROMAN["red_dark"], "midright")
            y += row_h


def clear_spot(size: tuple[int, int], tag: pygame.Rect, others: list[pygame.Rect], bounds: pygame.Rect,
               gap: int, right_first: bool = True) -> pygame.Rect:
    """A box of ``size`` inside ``bounds`` that covers none of ``others`` nor ``tag``, as near
    ``tag`` as it can be: beside it first (to its right or left, the side of ``right_first``
    first, level with it or reaching up or down from it, then above or below, ``gap`` away),
    else the nearest clear place on a grid over ``bounds``; where none is clear, the spot
    beside it that covers least.

    >>> tag = pygame.Rect(100, 100, 50, 20)
    >>> clear_spot((40, 30), tag, [pygame.Rect(160, 80, 60, 80)], pygame.Rect(0, 0, 400, 400), 5).x
    55
    >>> walls = [pygame.Rect(0, 60, 400, 40), pygame.Rect(0, 120, 400, 280)]
    >>> clear_spot((40, 30), tag, walls, pygame.Rect(0, 0, 400, 400), 5).bottom <= 60
    True
    """
    w, h = size
    sides = ["right", "left"] if right_first else ["left", "right"]
    spots = []
    for side in sides:
        x = tag.right + gap if side == "right" else tag.x - gap - w
        for y in (tag.centery - h // 2, tag.y, tag.bottom - h):
            spots.append(pygame.Rect(x, y, w, h))
    for y in (tag.y - gap - h, tag.bottom + gap):
        for x in (tag.centerx - w // 2, tag.x, tag.right - w):
            spots.append(pygame.Rect(x, y, w, h))
    best, best_cost = None, None
    for spot in spots:
        spot = spot.clamp(bounds)
        cost = _cover(spot, tag, others)
        if cost == 0:
            return spot
        if best_cost is None or cost < best_cost:
            best, best_cost = spot, cost
    step = max(4, min(w, h) // 8)
    far = None
    for y in range(bounds.y, bounds.bottom - h + 1, step):
        for x in range(bounds.x, bounds.right - w + 1, step):
            spot = pygame.Rect(x, y, w, h)
            if _cover(spot, tag, others) == 0:
                d = (spot.centerx - tag.centerx) ** 2 + (spot.centery - tag.centery) ** 2
                if far is None or d < far[0]:
                    far = (d, spot)
    if far is not None:
        return far[1]
    assert best is not None
    return best


def _cover(spot: pygame.Rect, tag: pygame.Rect, others: list[pygame.Rect]) -> int:
    """How much of ``tag`` (four times over) and of ``others`` ``spot`` covers."""
    return 4 * _area(spot.clip(tag)) + sum(_area(spot.clip(o)) for o in others)


def _area(r: pygame.Rect) -> int:
    return r.w * r.h
