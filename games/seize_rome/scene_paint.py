"""CAESAR! board pieces, painted: influence tokens, control markers, bonus tokens, icons,
and the map view framed on the playing area.

Everything here draws what it is told (a token code, a seat colour, a direction);
the board (:mod:`games.seize_rome.scene`) decides what from its view. Sizes are in
screen pixels.

>>> frame = play_frame()
>>> frame.x <= 150 and frame.right >= 1850 and frame.bottom <= 1100
True
"""
from __future__ import annotations

import math

import pygame

from games.core import caches
from games.app.draw import ROMAN, aa_circle, aa_polygon, darken, draw_symbol, laurel, lighten, readable_on
from games.app.mapview import FramedMapView, MapView
from games.core.maps import load_map

from .rules import influence_tokens
from .topology import MAP_PATH, load_topology

#: map pixels left around the border and province spaces when the view is fitted
FRAME_MARGIN = 90
#: an influence token's side in map pixels (border and province spaces are at least 70 apart)
TOKEN_SIDE = 62


class SeaMapView(FramedMapView):
    """The framed map whose view may stand up to :data:`FRAME_MARGIN` map pixels above the
    picture (sea is drawn there): the northernmost spaces lie about 45 map pixels under the
    picture's top, their names above them, and a view clamped to the picture (a board wider
    than the map, as the replay's) cut those names at its top edge.

    >>> from games.core.maps import MapData, Properties
    >>> m = MapData("x.tmx", 10, 10, 100, 100, "orthogonal", Properties(), (), ())
    >>> v = SeaMapView(m, pygame.Rect(0, 0, 1000, 400), pygame.Rect(0, 0, 500, 300))
    >>> v.scale, v.camera
    (0.5, (0.0, -90.0))
    """

    def _clamp(self) -> None:
        w, h = self.world_size
        vw, vh = self.rect.w / self.scale, self.rect.h / self.scale
        cx, cy = self.camera
        cx = (w - vw) / 2 if vw >= w else min(max(cx, 0.0), w - vw)
        high = h + FRAME_MARGIN         # (the picture and the sea band above it)
        cy = h - (high + vh) / 2 if vh >= high else min(max(cy, -float(FRAME_MARGIN)), h - vh)
        self.camera = (cx, cy)


def play_frame(margin: int = FRAME_MARGIN) -> pygame.Rect:
    """The part of the map the game is played on: the border spaces and the provinces'
    spaces with a margin (the province polygons tile the whole picture, whose south is
    empty desert, so their bounding box would waste the window). Its margin runs above the
    picture's top, over the sea :class:`SeaMapView` draws there: the names over the
    northernmost spaces stand in it, clear of the picture's rim and of the board's edge."""
    topo = load_topology()
    data = load_map(MAP_PATH)
    pts = [b.point for b in topo.borders] + [(o.x, o.y) for o in data.of_class("space")]
    x0, y0 = min(p[0] for p in pts) - margin, min(p[1] for p in pts) - margin
    x1, y1 = max(p[0] for p in pts) + margin, max(p[1] for p in pts) + margin
    w, h = data.pixel_size
    r = pygame.Rect(int(x0), int(y0), int(x1 - x0), int(y1 - y0)).clip(pygame.Rect(0, -margin, w, h + margin))
    r.w -= r.w % 2          # an even size: its centre is a whole map pixel, and the fitted view is centred
    r.h -= r.h % 2
    return r


# ----- the province outlines --------------------------------------------------------------

#: the outlines' colours: over land a strong ink line, over the sea a faint dashed one
LAND_LINE = (92, 58, 36)
SEA_LINE = (58, 96, 108)


def dashes(pts, on: float, off: float) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """The pieces of polyline ``pts`` drawn as a dashed line (``on`` long, ``off`` apart).

    >>> dashes([(0, 0), (10, 0)], 3, 2)
    [((0.0, 0.0), (3.0, 0.0)), ((5.0, 0.0), (8.0, 0.0))]
    """
    out, period, at = [], on + off, 0.0
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        length = math.hypot(bx - ax, by - ay)
        s = 0.0
        while s < length - 1e-9:
            phase = at % period
            step = min(length - s, (on - phase) if phase < on else (period - phase))
            if phase < on:
                t0, t1 = s / length, (s + step) / length
                out.append(((ax + (bx - ax) * t0, ay + (by - ay) * t0), (ax + (bx - ax) * t1, ay + (by - ay) * t1)))
            s += step
            at += step
    return out


def draw_outlines(surface: pygame.Surface, view: MapView, edges) -> None:
    """The provinces' outlines over the board picture: each ``(kind, map points)`` of
    ``edges`` (the map's ``edges`` layer) as a solid ink line where it runs over land and
    a thin dashed sea-blue line where it splits the water."""
    w = max(2, round(view.scale * 4))
    for kind, pts in edges:
        scr = [view.world_to_screen(p) for p in pts]
        if kind == "land":
            pygame.draw.lines(surface, LAND_LINE, False, scr, w)
        else:
            for a, b in dashes(scr, w * 4, w * 3):
                pygame.draw.line(surface, SEA_LINE, a, b, max(1, w - 1))


# ----- icons ------------------------------------------------------------------------------

def draw_icon(surface: pygame.Surface, icon: str, centre, size: float, colour) -> None:
    """A border icon (sword, shield, ship, laurel; shield_or_ship draws both) ``size`` tall."""
    cx, cy = centre
    r = size / 2
    w = max(1, round(size / 9))
    if icon == "sword":
        pygame.draw.line(surface, colour, (cx - r * 0.7, cy + r * 0.7), (cx + r * 0.75, cy - r * 0.75), w + 1)
        pygame.draw.line(surface, colour, (cx - r * 0.55, cy + r * 0.05), (cx - r * 0.05, cy + r * 0.55), w + 1)
    elif icon == "shield":
        pts = [(cx - r * 0.7, cy - r * 0.75), (cx + r * 0.7, cy - r * 0.75), (cx + r * 0.7, cy - r * 0.05),
               (cx, cy + r * 0.85), (cx - r * 0.7, cy - r * 0.05)]
        aa_polygon(surface, colour, pts)
    elif icon == "ship":
        hull = [(cx - r * 0.85, cy + r * 0.25), (cx + r * 0.85, cy + r * 0.25), (cx + r * 0.5, cy + r * 0.75),
                (cx - r * 0.5, cy + r * 0.75)]
        aa_polygon(surface, colour, hull)
        pygame.draw.line(surface, colour, (cx, cy + r * 0.25), (cx, cy - r * 0.85), w)
        aa_polygon(surface, colour, [(cx + w, cy - r * 0.75), (cx + r * 0.6, cy + r * 0.05), (cx + w, cy + r * 0.05)])
    elif icon == "laurel":
        laurel(surface, (cx, cy), r * 0.95, colour, leaves=6)
    elif icon == "shield_or_ship":
        draw_icon(surface, "shield", (cx - r * 0.45, cy), size * 0.6, colour)
        draw_icon(surface, "ship", (cx + r * 0.45, cy), size * 0.6, colour)


def unit(a, b) -> tuple[float, float]:
    """The unit vector from point ``a`` towards point ``b`` (up when they coincide)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy)
    return (0.0, -1.0) if d < 1e-6 else (dx / d, dy / d)


# ----- pieces -------------------------------------------------------------------------------

def token_rect(centre, side: float) -> pygame.Rect:
    """The square an influence token of ``side`` pixels covers at ``centre``."""
    s = max(8, round(side))
    r = pygame.Rect(0, 0, s, s)
    r.center = (round(centre[0]), round(centre[1]))
    return r


#: finished token pictures by everything that draws them (a token is painted once, then blitted)
_token_pictures: dict[tuple, pygame.Surface] = caches.kept(f"{__name__}.token_pictures")


def draw_token(surface: pygame.Surface, texts, centre, side: float, code: str, colour,
               hi_dir=None, lo_dir=None, face_down: bool = False, alpha: int = 255,
               symbol: str | None = None) -> pygame.Rect:
    """An influence token of seat colour ``colour``: its icon in the middle and each value
    on the side towards the province it counts for (``hi_dir``/``lo_dir``: unit vectors;
    ``None``: the high value left and the low right, as a screen shows it and as it is
    written, "7/0"). Face down (or a hidden code): the
    back, in the seat's colour. Returns the square drawn. The token's picture is kept
    (by size, code, colour, directions and face; the same pixels) and blitted next time."""
    rect = token_rect(centre, side)
    key = (rect.w, code, tuple(colour), hi_dir, lo_dir, face_down or code not in influence_tokens(), symbol, id(texts))
    img = _token_pictures.get(key)
    if img is None:
        if len(_token_pictures) > 600:
            _token_pictures.clear()
        img = _token_pictures[key] = _token_picture(texts, rect.w, code, colour, hi_dir, lo_dir, face_down, symbol)
    if alpha < 255:
        img = img.copy()
        img.set_alpha(alpha)
    surface.blit(img, rect)
    return rect


def _token_picture(texts, s: int, code: str, colour, hi_dir, lo_dir, face_down: bool,
                   symbol: str | None) -> pygame.Surface:
    img = pygame.Surface((s, s), pygame.SRCALPHA)
    rad = max(2, s // 5)
    tok = influence_tokens().get(code)
    if face_down or tok is None:
        pygame.draw.rect(img, darken(colour, 0.45), img.get_rect(), border_radius=rad)
        pygame.draw.rect(img, colour, img.get_rect(), max(2, s // 10), border_radius=rad)
        draw_symbol(img, symbol or "circle", (s / 2, s / 2), s * 0.3, lighten(colour, 0.3))
    else:
        face = lighten(colour, 0.78)
        pygame.draw.rect(img, face, img.get_rect(), border_radius=rad)
        pygame.draw.rect(img, colour, img.get_rect(), max(2, s // 12), border_radius=rad)
        if tok.centurion:
            pygame.draw.rect(img, ROMAN["gold"], img.get_rect().inflate(-s // 5, -s // 5), max(1, s // 18),
                             border_radius=rad // 2)
        draw_icon(img, tok.icon, (s / 2, s / 2), s * 0.36,
                  darken(colour, 0.35))
        hd = hi_dir or (-1.0, 0.0)          # (unplaced: the high value left, as written: "7/0")
        ld = lo_dir or (-hd[0], -hd[1])
        px = max(8, round(s * 0.34))
        ink = darken(colour, 0.55)
        for val, d, bold in ((tok.hi, hd, True), (tok.lo, ld, False)):
            at = (s / 2 + d[0] * s * 0.33, s / 2 + d[1] * s * 0.33)
            texts.draw(img, str(val), at, px, bold, ink, "center")
    return img


def draw_marker(surface: pygame.Surface, centre, radius: float, colour, face_up: bool = True,
                symbol: str | None = None) -> None:
    """A control marker: a disc of the seat's colour (face down: dark with a coloured rim)."""
    r = max(4, radius)
    aa_circle(surface, darken(colour, 0.6), (centre[0] + r * 0.12, centre[1] + r * 0.15), r)
    if face_up:
        aa_circle(surface, colour, centre, r)
        aa_circle(surface, lighten(colour, 0.35), centre, r * 0.72)
        aa_circle(surface, colour, centre, r * 0.6)
        if symbol:
            draw_symbol(surface, symbol, centre, r * 0.8, readable_on(colour))
    else:
        aa_circle(surface, colour, centre, r)
        aa_circle(surface, darken(colour, 0.55), centre, r * 0.78)


def bonus_label_fits(texts, label: str, radius: float) -> bool:
    """Whether ``label`` fits whole on a bonus disc of ``radius``: a kanji name (「兵力」) down
    to 6 px; a Latin word ("Might", "Centurion") never, the discs being a word's size at most
    (one that fitted beside others that did not read as a mix of words and icons)."""
    if label.isascii():
        return False
    r = max(5, radius)
    return texts.fit(label, round(r * 1.68), max(8, round(r * 0.8)), True, least=6)[0] == label


def draw_bonus(surface: pygame.Surface, texts, centre, radius: float, label: str, face_up: bool = True,
               kind: str | None = None) -> None:
    """A bonus token: a bronze disc with its short name, or its icon (:func:`draw_bonus_icon`)
    where the name does not fit (:func:`bonus_label_fits`; the back when ``face_up`` is False)."""
    r = max(5, radius)
    aa_circle(surface, ROMAN["bronze"], centre, r)
    aa_circle(surface, ROMAN["parchment"] if face_up else ROMAN["parchment_dark"], centre, r * 0.84)
    if not face_up:
        return
    if kind is not None and not bonus_label_fits(texts, label, r):
        draw_bonus_icon(surface, kind, centre, r * 0.62, ROMAN["ink"])
        return
    texts.draw(surface, label, centre, max(8, round(r * 0.8)), True, ROMAN["ink"], "center",
               width=round(r * 1.68), least=6)


def draw_bonus_icon(surface: pygame.Surface, kind: str, centre, r: float, colour) -> None:
    """A bonus's icon within radius ``r``: Senate a temple, Might a lightning bolt, Wealth a
    stack of coins, Tactics a turning arrow (another turn), Poison a drop, Centurion a crested
    helmet."""
    cx, cy = centre
    w = max(1, round(r / 4))
    if kind == "senate":
        aa_polygon(surface, colour, [(cx - r, cy - r * 0.35), (cx, cy - r), (cx + r, cy - r * 0.35)])
        for dx in (-0.65, 0.0, 0.65):
            pygame.draw.line(surface, colour, (cx + dx * r, cy - r * 0.3), (cx + dx * r, cy + r * 0.6), w)
        pygame.draw.line(surface, colour, (cx - r, cy + r * 0.8), (cx + r, cy + r * 0.8), w)
    elif kind == "might":
        aa_polygon(surface, colour, [(cx + r * 0.25, cy - r), (cx - r * 0.6, cy + r * 0.15), (cx - r * 0.05, cy + r * 0.15),
                                     (cx - r * 0.3, cy + r), (cx + r * 0.6, cy - r * 0.2), (cx + r * 0.05, cy - r * 0.2)])
    elif kind == "wealth":
        for i in range(3):
            y = cy + r * (0.55 - 0.5 * i)
            box = pygame.Rect(0, 0, round(r * 1.7), max(3, round(r * 0.6)))
            box.center = (round(cx), round(y))
            pygame.draw.ellipse(surface, lighten(colour, 0.5), box)
            pygame.draw.ellipse(surface, colour, box, max(1, w - 1))
    elif kind == "tactics":
        box = pygame.Rect(0, 0, round(r * 1.7), round(r * 1.7))
        box.center = (round(cx), round(cy))
        pygame.draw.arc(surface, colour, box, math.radians(-20), math.radians(250), w)
        tip = (cx + r * 0.8, cy + r * 0.3)
        aa_polygon(surface, colour, [(tip[0] - r * 0.45, tip[1] - r * 0.1), (tip[0] + r * 0.35, tip[1] - r * 0.2),
                                     (tip[0], tip[1] + r * 0.55)])
    elif kind == "poison":
        aa_circle(surface, colour, (cx, cy + r * 0.3), r * 0.6)
        aa_polygon(surface, colour, [(cx, cy - r), (cx - r * 0.55, cy + r * 0.1), (cx + r * 0.55, cy + r * 0.1)])
    else:                       # centurion: a helmet with its crest
        top = cy + r * 0.3
        dome = [(cx + r * 0.75 * math.cos(t), top + r * 0.8 * math.sin(t))
                for t in (math.pi * (1 + k / 12) for k in range(13))]
        aa_polygon(surface, colour, dome)
        crest = [(cx + r * 1.05 * math.cos(t), top + r * 1.1 * math.sin(t)) for t in (math.pi * (1.2 + k / 15) for k in range(10))]
        crest += [(cx + r * 0.8 * math.cos(t), top + r * 0.85 * math.sin(t)) for t in (math.pi * (1.8 - k / 15) for k in range(10))]
        aa_polygon(surface, colour, crest)
        for side in (-1, 1):
            pygame.draw.line(surface, colour, (cx + side * r * 0.7, top), (cx + side * r * 0.55, top + r * 0.7), w + 1)


def draw_closed_space(surface: pygame.Surface, texts, centre, radius: float, label: str) -> None:
    """The space of a province closed in a tie: a grey disc with a short word (no marker,
    and none can come)."""
    r = max(5, radius)
    aa_circle(surface, ROMAN["ink"], centre, r)
    aa_circle(surface, ROMAN["vein"], centre, r * 0.86)
    texts.draw(surface, label, centre, max(8, round(r * 0.72)), True, ROMAN["ink"], "center",
               width=round(r * 1.6), least=7)


def draw_empty_space(surface: pygame.Surface, centre, radius: float, icon: str, double: bool) -> None:
    """A free border space: a parchment ring with its icon (a double ring for Border Control)."""
    r = max(5, radius)
    aa_circle(surface, (250, 240, 215), centre, r)
    pygame.draw.circle(surface, ROMAN["bronze"], (round(centre[0]), round(centre[1])), round(r), max(1, round(r / 9)))
    if double:
        pygame.draw.circle(surface, ROMAN["bronze"], (round(centre[0]), round(centre[1])), round(r * 0.8),
                           max(1, round(r / 12)))
    draw_icon(surface, icon, centre, r * 1.05, ROMAN["ink"])


def draw_count_ring(surface: pygame.Surface, centre, radius: float, filled: int, total: int,
                    ahead: int = 0) -> None:
    """How full an open province is: a ring of ``total`` segments round its space (``radius``:
    the ring's outer edge), the first ``filled`` dark, the next ``ahead`` (the standing token)
    gold, the rest pale; red once a single space is left (its next token closes it)."""
    if total <= 0:
        return
    width = max(3.0, radius * 0.3)
    inner = radius - width
    gap = min(0.35, 0.9 / total)                  # radians between segments
    step = 2 * math.pi / total
    warn = total - filled == 1
    for i in range(total):
        if i < filled:
            colour = ROMAN["red"] if warn else ROMAN["ink"]
        elif i < filled + ahead:
            colour = ROMAN["gold_light"]
        else:
            colour = (246, 236, 210)
        a0 = -math.pi / 2 + i * step + gap / 2
        a1 = a0 + step - gap
        n = max(3, int((a1 - a0) / 0.12))
        outer_pts = [(centre[0] + radius * math.cos(a0 + (a1 - a0) * k / n),
                      centre[1] + radius * math.sin(a0 + (a1 - a0) * k / n)) for k in range(n + 1)]
        inner_pts = [(centre[0] + inner * math.cos(a1 - (a1 - a0) * k / n),
                      centre[1] + inner * math.sin(a1 - (a1 - a0) * k / n)) for k in range(n + 1)]
        aa_polygon(surface, colour, outer_pts + inner_pts)
        if i >= filled + ahead:                   # (a pale segment keeps an edge on a pale map)
            aa_polygon(surface, ROMAN["bronze"], outer_pts + inner_pts, 1)
