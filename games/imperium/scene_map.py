"""Imperium board: the map of the Empire.

The nine regions (painted art with polygons from ``art/imperium/map.json``, or a
stylised fallback), the plate of each region (number, name, score list, the
round that counts it) and one marker disc per seat under each plate.
"""
from __future__ import annotations

import functools
import json

import pygame

from games.app.board import panel
from games.app.draw import (ROMAN, aa_polygon, darken, draw_symbol, drop_shadow, gradient, lighten, load_image, mix,
                            readable_on, token)
from games.core.assets import asset_path

from . import rules
from .rules import REGIONS, ROUNDS, regions_of_round, score_lists
from .scene_tags import layout_tags, point_in_polygon

# ----------------------------------------------------------------------------------------
# the stylised map: polygons in a unit square (x right, y down), drawn stretched into the
# map rectangle. ``ANCHORS`` is where each region's plate stands.

LAND_NEUTRAL = [
    # Germania, Dacia and the north
    [(0.27, 0.0), (1.0, 0.0), (1.0, 0.27), (0.88, 0.30), (0.76, 0.29), (0.67, 0.25), (0.55, 0.27),
     (0.47, 0.23), (0.42, 0.16), (0.33, 0.12), (0.28, 0.06)],
    # the desert between Africa and Aegyptus
    [(0.52, 0.80), (0.60, 0.83), (0.66, 0.86), (0.66, 1.0), (0.52, 1.0)],
    # Syria / Arabia east of Aegyptus
    [(0.93, 0.62), (1.0, 0.58), (1.0, 1.0), (0.95, 1.0), (0.94, 0.80)],
]

REGION_POLYS: dict[int, list[tuple[float, float]]] = {
    9: [(0.09, 0.02), (0.17, 0.0), (0.22, 0.06), (0.21, 0.15), (0.23, 0.20), (0.15, 0.24), (0.07, 0.22),
        (0.10, 0.15), (0.07, 0.09)],
    7: [(0.16, 0.30), (0.22, 0.24), (0.28, 0.13), (0.33, 0.12), (0.42, 0.16), (0.47, 0.23), (0.45, 0.33),
        (0.41, 0.38), (0.33, 0.41), (0.26, 0.43), (0.20, 0.41), (0.21, 0.35)],
    3: [(0.02, 0.46), (0.12, 0.43), (0.21, 0.44), (0.27, 0.47), (0.26, 0.53), (0.21, 0.63), (0.13, 0.70),
        (0.04, 0.69), (0.01, 0.58)],
    1: [(0.41, 0.38), (0.45, 0.33), (0.49, 0.35), (0.52, 0.42), (0.57, 0.49), (0.63, 0.55), (0.62, 0.60),
        (0.58, 0.61), (0.55, 0.56), (0.50, 0.50), (0.45, 0.44)],
    2: [(0.48, 0.66), (0.56, 0.63), (0.59, 0.66), (0.55, 0.71), (0.49, 0.70)],
    4: [(0.05, 0.84), (0.14, 0.79), (0.26, 0.77), (0.36, 0.76), (0.44, 0.74), (0.52, 0.80), (0.52, 1.0),
        (0.03, 1.0)],
    5: [(0.55, 0.27), (0.67, 0.25), (0.72, 0.30), (0.71, 0.40), (0.73, 0.47), (0.69, 0.57), (0.65, 0.52),
        (0.63, 0.45), (0.60, 0.38)],
    6: [(0.76, 0.29), (0.88, 0.30), (1.0, 0.27), (1.0, 0.58), (0.93, 0.62), (0.86, 0.58), (0.79, 0.57),
        (0.76, 0.50), (0.78, 0.42), (0.75, 0.36)],
    8: [(0.66, 0.86), (0.74, 0.82), (0.83, 0.80), (0.90, 0.74), (0.94, 0.80), (0.95, 1.0), (0.66, 1.0)],
}

ANCHORS: dict[int, tuple[float, float]] = {
    9: (0.135, 0.16), 7: (0.315, 0.30), 3: (0.13, 0.58), 1: (0.50, 0.455), 2: (0.50, 0.775),
    4: (0.27, 0.885), 5: (0.665, 0.42), 6: (0.875, 0.44), 8: (0.81, 0.885),
}

REGION_TINTS: dict[int, tuple[int, int, int]] = {
    1: (206, 170, 120), 2: (214, 186, 132), 3: (196, 160, 112), 4: (222, 196, 140), 5: (186, 168, 118),
    6: (204, 178, 126), 7: (176, 170, 112), 8: (228, 204, 146), 9: (166, 166, 118),
}

#: plate anchors over the toolkit's painted map (art/imperium/map.png), spaced so plates don't meet
ART_ANCHORS: dict[int, tuple[float, float]] = {
    9: (0.165, 0.13), 7: (0.255, 0.335), 3: (0.12, 0.575), 1: (0.425, 0.455), 2: (0.475, 0.705),
    4: (0.285, 0.815), 5: (0.625, 0.545), 6: (0.835, 0.60), 8: (0.73, 0.90),
}


@functools.cache
def art():
    """The painted map and its region polygons (unit square), or None without the art."""
    try:
        path = asset_path("art", "map.json", game="imperium")
        data = json.loads(path.read_text(encoding="utf-8"))
        w, h = data["size"]
        polys = {int(r["id"]): [(x / w, y / h) for x, y in r["polygon"]] for r in data["regions"]}
        image = path.with_name(data.get("image", "map.png"))
        if set(polys) != set(REGIONS) or not image.exists():
            return None
        marks = {int(r["id"]): ((r["anchor"][0] / w, r["anchor"][1] / h), tuple(r["colour"][:3]))
                 for r in data["regions"]}
        return str(image), polys, marks
    except (OSError, ValueError, KeyError, TypeError):
        return None


#: the colours of the places (1st, 2nd, ...) on score chips and podiums
PLACE_COLOURS = [(232, 190, 72), (196, 200, 206), (196, 132, 80), (170, 160, 148), (150, 140, 130)]

#: the order tags are placed in: the crowded middle of the map first, then the rim
TAG_ORDER = (1, 2, 5, 7, 3, 4, 6, 8, 9)


class MapMixin:
    """The map part of :class:`~games.imperium.scene.Board`."""

    _name_px_cache: tuple | None = None

    # ----- where the tags stand ------------------------------------------------------
    def _tag_parts(self, k: float) -> dict:
        """The sizes of one region tag at scale ``k``: the plate body, the pill with the
        round that counts it (half above the body), the row of marker discs below, and
        the whole footprint every part is drawn inside."""
        s = self.s
        mapr = self.geom["map"]
        n = self.view.n_seats if self.view is not None else 3
        base_h = max(58, 62 * s)
        # (never narrower than 1.6 times its height: the longest name reads whole beside the number)
        pw = int(max(1.6 * base_h, min(mapr.w * 0.175, 170 * s)) * k)
        ph = int(base_h * k)
        pill_h = max(11, int(ph * 0.28))
        dgap = max(2, int(3 * s * k))
        disc_r = int(max(7, min(13 * s, ph * 0.2, (pw - (n - 1) * dgap) / (2 * n))))
        row_w = n * 2 * disc_r + (n - 1) * dgap
        margin = max(2, int(disc_r * 0.2))
        w = max(pw, row_w + 2 * margin)
        h = pill_h // 2 + 1 + ph + dgap + 2 * disc_r + margin + 2
        return {"pw": pw, "ph": ph, "pill_h": pill_h, "dgap": dgap, "disc_r": disc_r, "size": (w, h)}

    def _layout_plates(self, mapr: pygame.Rect) -> None:
        """Place the nine tags so none hides another (shrinking them if the map is small)."""
        g = self.geom
        n = self.view.n_seats
        key = (mapr.size, n, self.s)
        cached = getattr(self, "_tag_cache", None)
        if cached is None or cached[0] != key:
            anchors = {r: (self.anchors()[r][0] * mapr.w, self.anchors()[r][1] * mapr.h) for r in TAG_ORDER}
            inner = pygame.Rect(0, 0, mapr.w, mapr.h).inflate(-6, -6)
            k, local = layout_tags(anchors, inner, lambda k: self._tag_parts(k)["size"], gap=max(2, int(3 * self.s)))
            cached = self._tag_cache = (key, k, local)
        _key, k, local = cached
        parts = self._tag_parts(k)
        tags, plates = {}, {}
        for r in REGIONS:
            t = local[r].move(mapr.topleft)
            tags[r] = t
            body = pygame.Rect(t.centerx - parts["pw"] // 2, t.y + parts["pill_h"] // 2 + 1, parts["pw"], parts["ph"])
            plates[r] = pygame.Rect(body.x, body.y, body.w, parts["ph"] + parts["dgap"] + 2 * parts["disc_r"])
        g.update(tags=tags, plates=plates, plate_h=parts["ph"], disc_r=parts["disc_r"], pill_h=parts["pill_h"],
                 disc_gap=parts["dgap"], tag_scale=k)

    def _disc_pos(self, region: int, seat: int) -> tuple[int, int]:
        g = self.geom
        if not g.get("plates"):
            return (0, 0)
        plate = g["plates"][region]
        n = self.view.n_seats if self.view is not None else 1
        r = g["disc_r"]
        step = 2 * r + g["disc_gap"]
        x0 = plate.centerx - (n - 1) * step / 2
        y = plate.y + g["plate_h"] + g["disc_gap"] + r
        return (int(x0 + seat * step), int(y))

    def _pt(self, p, r: pygame.Rect):
        return (r.x + p[0] * r.w, r.y + p[1] * r.h)

    @staticmethod
    def polys() -> dict:
        found = art()
        return found[1] if found is not None else REGION_POLYS

    @staticmethod
    def anchors() -> dict:
        return ART_ANCHORS if art() is not None else ANCHORS

    def _map_surface(self, r: pygame.Rect) -> pygame.Surface:
        if self._map_cache is not None and self._map_cache_size == r.size:
            return self._map_cache
        w, h = r.size
        found = art()
        if found is not None:
            img = pygame.transform.smoothscale(load_image(found[0]), (w, h))
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            mask = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=int(14 * self.s))
            # the painted number medallions: covered by our plates, painted out where they would peek
            for (ax, ay), col in found[2].values():
                pygame.draw.circle(img, col, (int(ax * w), int(ay * h)), int(0.021 * w))
            surf.blit(img, (0, 0))
            surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            pygame.draw.rect(surf, ROMAN["gold_dark"], surf.get_rect(), max(2, int(3 * self.s)),
                             border_radius=int(14 * self.s))
            self._map_cache, self._map_cache_size = surf, r.size
            return surf
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        local = pygame.Rect(0, 0, w, h)
        # the sea, a soft gradient with wave strokes
        sea = gradient((w, h), lighten(ROMAN["sea"], 0.18), ROMAN["sea_dark"])
        mask = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), local, border_radius=int(14 * self.s))
        sea = sea.convert_alpha() if pygame.display.get_surface() else sea
        sea2 = pygame.Surface((w, h), pygame.SRCALPHA)
        sea2.blit(sea, (0, 0))
        sea2.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surf.blit(sea2, (0, 0))
        wave = lighten(ROMAN["sea"], 0.3) + (70,)
        step = max(18, int(26 * self.s))
        for yy in range(step, h, step):
            for xx in range((yy // step % 2) * step, w, step * 3):
                pygame.draw.arc(surf, wave, (xx, yy, step, step // 2), 0.3, 2.8, 1)
        # land: neutral first, then the regions with a coast line
        coast = darken(ROMAN["parchment_dark"], 0.35)
        for poly in LAND_NEUTRAL:
            pts = [self._pt(p, local) for p in poly]
            aa_polygon(surf, mix(ROMAN["marble_dark"], ROMAN["olive"], 0.18), pts)
            pygame.draw.polygon(surf, coast, pts, 1)
        for reg, poly in REGION_POLYS.items():
            pts = [self._pt(p, local) for p in poly]
            shadow = [(x + 2, y + 3) for x, y in pts]
            aa_polygon(surf, (20, 40, 60, 90), shadow)
            aa_polygon(surf, REGION_TINTS[reg], pts)
            pygame.draw.polygon(surf, darken(REGION_TINTS[reg], 0.45), pts, max(2, int(2 * self.s)))
        # frame
        pygame.draw.rect(surf, ROMAN["gold_dark"], local, max(2, int(3 * self.s)), border_radius=int(14 * self.s))
        self._map_cache, self._map_cache_size = surf, r.size
        return surf

    def _draw_map(self, surface: pygame.Surface) -> None:
        g = self.geom
        r = g["map"]
        drop_shadow(surface, r, radius=int(14 * self.s), offset=(3, 5), blur=10, alpha=100)
        surface.blit(self._map_surface(r), r.topleft)
        src = self.shown
        v = self.view
        resolving_now = set(regions_of_round(src.round, v.goal)) if src.phase != "over" else set()
        glow_r = self.count.resolving.region if self.count is not None and self.count.resolving else None
        for reg in REGIONS:
            if glow_r == reg or (glow_r is None and reg in resolving_now):
                pts = [self._pt(p, r) for p in self.polys()[reg]]
                xs, ys = [p[0] for p in pts], [p[1] for p in pts]
                box = pygame.Rect(int(min(xs)) - 4, int(min(ys)) - 4, int(max(xs) - min(xs)) + 9,
                                  int(max(ys) - min(ys)) + 9)
                local = [(x - box.x, y - box.y) for x, y in pts]
                layer = pygame.Surface(box.size, pygame.SRCALPHA)
                a = 120 if glow_r == reg else 70
                aa_polygon(layer, ROMAN["gold_light"] + (a,), local)
                pygame.draw.polygon(layer, ROMAN["gold"] + (230,), local, max(3, int(4 * self.s)))
                surface.blit(layer, box.topleft)
        # a tag moved off its region (to make room) points back at it
        for reg, tag in g["tags"].items():
            if not point_in_polygon(((tag.centerx - r.x) / r.w, (tag.centery - r.y) / r.h), self.polys()[reg]):
                ax, ay = self.anchors()[reg]
                dot = (int(r.x + ax * r.w), int(r.y + ay * r.h))
                # (two pixels at least and a ringed dot: a hairline read as a stray stroke)
                pygame.draw.line(surface, ROMAN["ink"], dot, tag.center, max(2, int(2 * self.s)))
                pygame.draw.circle(surface, ROMAN["ink"], dot, max(5, int(5 * self.s)))
                pygame.draw.circle(surface, ROMAN["gold_light"], dot, max(3, int(3 * self.s)))
        shown = self.region_shown()
        if shown is not None and glow_r is None:
            # the region under the mouse (or clicked): a light wash and a red coast
            pts = [self._pt(p, r) for p in self.polys()[shown]]
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            box = pygame.Rect(int(min(xs)) - 4, int(min(ys)) - 4, int(max(xs) - min(xs)) + 9,
                              int(max(ys) - min(ys)) + 9)
            local = [(x - box.x, y - box.y) for x, y in pts]
            layer = pygame.Surface(box.size, pygame.SRCALPHA)
            aa_polygon(layer, ROMAN["white"] + (70,), local)
            pygame.draw.polygon(layer, ROMAN["red"] + (235,), local, max(2, int(3 * self.s)))
            surface.blit(layer, box.topleft)
            self.drawn_highlight = shown
        for reg in REGIONS:
            self._draw_plate(surface, reg, reg in resolving_now, glow_r == reg)

    def _draw_plate(self, surface, reg: int, now: bool, focus: bool) -> None:
        """One region's tag: plate (number, name, score chips), the pill saying when it
        counts, and the discs of the seats with markers there. Every part is drawn inside
        ``geom["tags"][reg]`` (listed in ``drawn_tags`` for the tests)."""
        g = self.geom
        s = self.s
        plate = g["plates"][reg]
        ph = g["plate_h"]
        parts = self.drawn_tags.setdefault(reg, [])
        body = pygame.Rect(plate.x, plate.y, plate.w, ph)
        hovered = reg == self.region_shown()
        fill = ROMAN["white"] if (now or focus or hovered) else ROMAN["parchment"]
        border = ROMAN["gold"] if (now or focus) else ROMAN["gold_dark"]
        if hovered:
            border = ROMAN["red"]
        panel(surface, body, fill=fill, border=border, radius=max(4, int(ph * 0.15)),
              border_width=max(2, int(2 * s)), alpha=235)
        parts.append(body)
        # the number medallion
        pad, mr = self._medal(body, ph)
        mc = (body.x + mr + pad, body.y + mr + pad)
        pygame.draw.circle(surface, ROMAN["red_dark"], mc, mr + 2)
        pygame.draw.circle(surface, ROMAN["red"], mc, mr)
        pygame.draw.circle(surface, ROMAN["gold"], mc, mr, max(1, int(2 * s)))
        self.texts.draw(surface, str(reg), mc, int(mr * 1.3), True, ROMAN["white"], "center")
        # the name, shrunk to fit (and cut short with an ellipsis if even the smallest is too wide)
        name = self.tr(f"imperium.ui.rname.{reg}")
        nx, avail = self._name_room(body, ph)
        parts.append(self.texts.draw(surface, name, (nx, mc[1]), self._name_px(avail, ph), True, ROMAN["ink"],
                                     "midleft", width=avail, least=8))
        self._draw_score_chips(surface, reg, body, pad, parts)
        self._draw_when_pill(surface, reg, now, body, pad, mc[0] + mr + 2, parts)
        self._draw_discs(surface, reg, parts)

    def _draw_score_chips(self, surface, reg: int, body: pygame.Rect, pad: int, parts: list) -> None:
        """A region plate's score list: chips for 1st, 2nd, ..."""
        ph = self.geom["plate_h"]
        vals = score_lists()[reg]
        cy = body.y + int(ph * 0.72)
        chip_h = int(ph * 0.3)
        cgap = max(2, int(ph * 0.05))
        chip_w = int(min(chip_h * 1.25, (body.w - 2 * pad - (len(vals) - 1) * cgap) / max(1, len(vals))))
        x = body.x + pad
        for i, val in enumerate(vals):
            cr = pygame.Rect(x, cy - chip_h // 2, chip_w, chip_h)
            col = PLACE_COLOURS[min(i, len(PLACE_COLOURS) - 1)]
            pygame.draw.rect(surface, darken(col, 0.35), cr, border_radius=chip_h // 2)
            pygame.draw.rect(surface, col, cr.inflate(-2, -2), border_radius=chip_h // 2)
            self.texts.draw(surface, str(val), cr.center, max(7, int(chip_h * 0.72)), True, ROMAN["ink"], "center")
            parts.append(cr)
            x += chip_w + cgap

    def _draw_when_pill(self, surface, reg: int, now: bool, body: pygame.Rect, pad: int, medal_right: int,
                        parts: list) -> None:
        """When a region counts: a pill on its plate's top edge, right of the medallion (which
        ends at ``medal_right``) when it fits there, else over its top as well."""
        src, v, g = self.shown, self.view, self.geom
        if src.phase == "over":
            label, col = self.tr("imperium.ui.done"), ROMAN["vein"]
        elif now:
            label, col = self.tr("imperium.ui.now"), ROMAN["red"]
        else:
            k = self._rounds_until(reg, src.round, v.goal)
            if k is None:
                label, col = self.tr("imperium.ui.done"), ROMAN["vein"]
            else:
                label, col = self.tr("imperium.ui.in_round", round=src.round + k), ROMAN["ink"]
        pill_h = g["pill_h"]
        beside = body.right - pad - medal_right - pill_h // 2
        fitted, lpx = self.texts.fit(label, beside, int(pill_h * 0.75), True, least=max(7, int(pill_h * 0.6)))
        if fitted != label:
            fitted, lpx = self.texts.fit(label, body.w - 2 * pad - pill_h // 2, int(pill_h * 0.75), True, least=7)
        label = fitted
        lr = pygame.Rect(0, 0, self.texts.width(label, lpx, True) + pill_h // 2 + 2, pill_h)
        lr.midright = (body.right - pad, body.y)
        pygame.draw.rect(surface, darken(col, 0.3), lr.inflate(2, 2), border_radius=lr.h // 2)
        pygame.draw.rect(surface, col, lr, border_radius=lr.h // 2)
        self.texts.draw(surface, label, lr.center, lpx, True, readable_on(col), "center")
        parts.append(lr.inflate(2, 2))

    def _draw_discs(self, surface, reg: int, parts: list) -> None:
        """The marker discs on a region's plate, one fixed place per seat, with their counts."""
        src, v, g = self.shown, self.view, self.geom
        r = g["disc_r"]
        for seat in range(v.n_seats):
            k = src.board[reg - 1][seat]
            pos = self._disc_pos(reg, seat)
            if k <= 0:
                continue
            col = self.colour(seat)
            pygame.draw.circle(surface, (0, 0, 0), (pos[0] + 1, pos[1] + 2), r)
            surface.blit(token(r, col), token(r, col).get_rect(center=pos))
            parts.append(pygame.Rect(pos[0] - r, pos[1] - r, 2 * r + 1, 2 * r + 2))
            sym = self.symbol(seat)
            if sym:
                draw_symbol(surface, sym, (pos[0] + r * 0.72, pos[1] - r * 0.72), r * 0.7,
                            readable_on(col), darken(col, 0.4))
            self.texts.draw(surface, str(k), pos, max(7, int(r * 1.15)), True, readable_on(col), "center",
                            outline=darken(col, 0.45))

    @staticmethod
    def _medal(body: pygame.Rect, ph: int) -> tuple[int, int]:
        """A plate's padding and its number medallion's radius (smaller on a narrow plate, so
        that the name beside it keeps its room)."""
        return max(3, int(ph * 0.08)), min(int(ph * 0.27), int(body.w * 0.15))

    @classmethod
    def _name_room(cls, body: pygame.Rect, ph: int) -> tuple[int, int]:
        """Where a plate's name starts (right of its number) and the pixels it may take."""
        pad, mr = cls._medal(body, ph)
        nx = body.x + 2 * mr + 2 * pad
        return nx, body.right - nx - pad

    def _name_px(self, avail: int, ph: int) -> int:
        """One size for every region name: the largest (up to the plate's) at which all
        nine fit ``avail`` pixels, so the plates read alike."""
        key = (avail, ph, self.lang)
        if self._name_px_cache is None or self._name_px_cache[0] != key:
            px = int(ph * 0.29)
            names = [self.tr(f"imperium.ui.rname.{r}") for r in REGIONS]
            while px > 8 and any(self.texts.width(n, px, True) > avail for n in names):
                px -= 1
            self._name_px_cache = (key, px)
        return self._name_px_cache[1]

    @staticmethod
    def _rounds_until(region: int, rnd: int, goal: str) -> int | None:
        last = ROUNDS if goal == "rounds8" else rules.MAX_ROUNDS_30
        for k in range(12):
            if rnd + k > last:
                return None
            if region in regions_of_round(rnd + k, goal):
                return k
        return None
