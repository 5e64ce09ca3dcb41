"""A map view for boards: a Tiled map (:class:`~games.core.maps.MapData`) in a rectangle.

The view fits the whole map into its rectangle (any window, 1024x640 to 4K),
then lets the player drag to pan and turn the wheel to zoom around the cursor
(clamped between the fitted size and ``max_zoom`` times it). It converts between
map ("world") and screen coordinates, tells which object is under the cursor
(inside a polygon, rectangle or ellipse; near a point or a polyline within a
few screen pixels), keeps the hovered object, and draws the map: the background
image when the map names one, then every object's fill and outline, with the
hovered one highlighted. A board decides colours per object with ``fill_of``
and words with ``label_of`` (catalogue text: the view invents none).

:class:`FramedMapView` fits a chosen part of the map (the play area) instead of
the whole picture.

A board uses it like this::

    self.map = MapView(load_map(path), rect)
    ...
    def handle_event(self, ev):
        if self.map.handle_event(ev):        # a drag or a wheel turn: nothing to click
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            obj = self.map.object_at(ev.pos, cls="province")

>>> from games.core.maps import MapData, Properties
>>> m = MapData("x.tmx", 10, 5, 10, 10, "orthogonal", Properties(), (), ())
>>> v = MapView(m, pygame.Rect(0, 0, 200, 100))
>>> v.scale, v.world_to_screen((50, 25)), v.screen_to_world((100, 50))
(2.0, (100.0, 50.0), (50.0, 25.0))
"""
from __future__ import annotations

import math
import os
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Callable, Iterable

import pygame

from games.core import caches
from games.core.assets import asset_path
from games.core.maps import MapData, MapError, MapObject, load_map
from games.core.registry import folder, game_ids

from .draw import image_loaded, load_image

Colour = tuple
Point = tuple[float, float]

#: fill (RGBA) and outline (RGB) per object class; ``None`` class is the default
DEFAULT_STYLE: dict[str | None, tuple[Colour, Colour]] = {
    "province": ((222, 204, 160, 70), (92, 64, 36)),
    "border": ((196, 52, 40, 230), (250, 240, 220)),
    "route": ((0, 0, 0, 0), (150, 40, 30)),
    "port": ((60, 110, 160, 120), (240, 240, 250)),
    None: ((255, 255, 255, 40), (60, 60, 60)),
}

#: how far (screen pixels) a click may fall from a point or a line and still hit it
HIT_RADIUS = 10
#: the radius (screen pixels) of a point object's marker
POINT_RADIUS = 7
#: how far the mouse must move with the button down before it is a drag, not a click
DRAG_THRESHOLD = 5


def ellipse_outline(obj: MapObject, steps: int = 48) -> list[Point]:
    """An ellipse object's outline as a polygon in map coordinates (rotation applied)."""
    rx, ry = obj.width / 2, obj.height / 2
    cx, cy = obj.x + rx, obj.y + ry
    t = math.radians(obj.rotation)
    c, s = math.cos(t), math.sin(t)
    out = []
    for i in range(steps):
        a = math.tau * i / steps
        px, py = cx + rx * math.cos(a) - obj.x, cy + ry * math.sin(a) - obj.y
        out.append((obj.x + c * px - s * py, obj.y + s * px + c * py))
    return out


#: decoded map backgrounds, by file and modification time (a big picture is decoded once a
#: process, not at every opening of a board; they are only read, never drawn on)
_backgrounds: dict[tuple[str, float], pygame.Surface | None] = caches.kept(f"{__name__}.backgrounds")


#: halved copies of the decoded backgrounds, by (picture, level): a view at a scale of a half
#: or less is scaled from a copy at most twice its size (a quarter of the pixels to read each
#: halving) rather than from the whole picture (Caesar XL's 2400x1500 map took 100-200 ms)
_halves: dict[tuple[int, int], pygame.Surface] = caches.kept(f"{__name__}.halves")


def halved(img: pygame.Surface, level: int) -> pygame.Surface:
    """``img`` smoothscaled to ``1 / 2 ** level`` of its size (``img`` itself at level 0),
    made once per picture and level."""
    if level <= 0:
        return img
    key = (id(img), level)
    got = _halves.get(key)
    if got is None:
        bigger = halved(img, level - 1)
        got = pygame.transform.smoothscale(
            bigger, (max(1, bigger.get_width() // 2), max(1, bigger.get_height() // 2)))
        got = _halves.setdefault(key, got)
    return got


#: the last part of a map picture scaled for a view: (picture, source rectangle, size, part).
#: A board opened again at the same window size (a new game, a rematch, a replay opened
#: again) shows the same part at the same size: it is scaled once (10-30 ms a frame), not by
#: each board. One is kept (a window's worth of pixels).
_scaled: list = caches.kept(f"{__name__}.scaled", list)


def scaled_part(pic: pygame.Surface, src: pygame.Rect, size: tuple[int, int]) -> pygame.Surface:
    """``src`` of ``pic`` smoothscaled to ``size``, shared with the last view that asked for
    the same (only read, never drawn on).

    >>> pic = pygame.Surface((40, 20))
    >>> a = scaled_part(pic, pygame.Rect(0, 0, 40, 20), (20, 10))
    >>> a is scaled_part(pic, pygame.Rect(0, 0, 40, 20), (20, 10)), a.get_size()
    (True, (20, 10))
    """
    key = (tuple(src), tuple(size))
    if _scaled and _scaled[0] is pic and _scaled[1] == key:
        return _scaled[2]
    part = pygame.transform.smoothscale(pic.subsurface(src), size)
    _scaled[:] = [pic, key, part]
    return part


def _key(path: str, mtime: float) -> tuple[str, float]:
    return (os.path.normpath(os.path.abspath(path)), mtime)


def _decode(path: str) -> pygame.Surface | None:
    try:
        return pygame.image.load(path)
    except (pygame.error, OSError):
        return None


def background_picture(path: str, mtime: float) -> pygame.Surface | None:
    """The picture at ``path`` (None if it cannot be read), decoded once per ``mtime`` (a
    picture decoded ahead, :func:`prefetch`, is not decoded again)."""
    key = _key(path, mtime)
    if key not in _backgrounds:
        _backgrounds[key] = _decode(path)
    return _backgrounds[key]


#: the halvings :func:`prefetch` makes ahead too (a 1280x800 window shows both map boards at
#: a scale between a half and a quarter; a smaller window halves again when it opens)
PREFETCH_LEVELS = (1,)


def map_pictures(games: Iterable[str] | None = None) -> list[Path]:
    """The background picture of every map of each game of ``games`` (default: every game the
    menu lists): the first image of each of the game's maps (``maps/<id>.tmx``, or ``maps/*.tmx``
    of a game kept outside ``games/``), read from the map files' heads only. A game without maps
    has none (``map_pictures(["caesar"]) == []``)."""
    out: list[Path] = []
    for tmx in map_files(games):
        try:
            for _event, el in ET.iterparse(tmx):
                if el.tag == "image" and el.get("source"):
                    out.append(tmx.parent / el.get("source"))
                    break
        except (ET.ParseError, OSError):
            continue
    return out


def map_files(games: Iterable[str] | None = None) -> list[Path]:
    """The map files of each game of ``games`` (default: every game the menu lists):
    ``maps/<id>.tmx``, or ``maps/*.tmx`` of a game kept outside ``games/``."""
    shared = asset_path("maps")
    out: list[Path] = []
    for game in game_ids() if games is None else games:
        try:
            own = folder(game) / "maps"
        except (KeyError, ValueError):
            continue
        out.extend(sorted([*shared.glob(f"{game}.tmx"), *own.glob("*.tmx")]))
    return out


def painted_maps(games: Iterable[str] | None = None) -> list[Path]:
    """Each game's painted map that its board decodes itself with :func:`~games.app.draw.load_image`
    (``art/map.png``: Imperium's), for :func:`prefetch` (decoding it took 15 ms of the frame
    that opened the first board)."""
    out = []
    for game in game_ids() if games is None else games:
        try:
            path = asset_path("art", game=game) / "map.png"
        except (KeyError, ValueError):
            continue
        if path.exists():
            out.append(path)
    return out


#: the steps of decoding ahead still to take, in order: ("map", path, None) (a map file
#: read, see map_files), ("decode", key, path), ("halve", key, level) or ("art", path, None)
#: (a painted map, see painted_maps)
_steps: list[tuple] = caches.kept(f"{__name__}.steps", list)
_prefetched = False
caches.on_reset(lambda: globals().update(_prefetched=False))


def prefetch(paths: Iterable[Path] | None = None, levels: tuple[int, ...] = PREFETCH_LEVELS) -> int:
    """Queue the decoding of the map pictures (default: :func:`map_pictures`, once a process,
    after the reading of the map files, :func:`map_files`) and of their halved copies, as
    steps the menu takes one a frame (:func:`prefetch_step`) while it waits: the first frame
    of a map board then finds its map read and its picture ready (decoding Caesar XL's took
    40-70 ms of that frame, halving it 20-30 ms more). Steps are taken on the
    window's own thread, never beside a frame: decoded on a thread, they were counted in the
    frame that opened a board meanwhile (130 ms). Returns the number of steps queued."""
    global _prefetched
    if _prefetched and paths is None:
        return 0
    queued = 0
    if paths is None:
        _prefetched = True
        paths = map_pictures()
        for tmx in map_files():
            _steps.append(("map", str(tmx), None))
            queued += 1
        for art in painted_maps():
            _steps.append(("art", str(art), None))
            queued += 1
    for path in paths:
        try:
            key = _key(str(path), Path(path).stat().st_mtime)
        except OSError:
            continue
        if key in _backgrounds or any(step[1] == key for step in _steps):
            continue
        _steps.append(("decode", key, str(path)))
        _steps.extend(("halve", key, level) for level in levels)
        queued += 1 + len(levels)
    return queued


def prefetch_step() -> bool:
    """Take the next step queued by :func:`prefetch` (read one map file, decode one picture, or
    halve one: 20-70 ms); True while steps are left. A step a board has taken already costs nothing."""
    while _steps:
        kind, key, arg = _steps.pop(0)
        if kind == "map":
            try:
                load_map(key)                # (read once a process: the maps' own cache keeps it)
            except MapError:
                pass                         # (said by the game that reads it)
            return bool(_steps)
        if kind == "art":
            if image_loaded(key):
                continue
            load_image(key)
            return bool(_steps)
        if kind == "decode":
            if key in _backgrounds:
                continue
            _backgrounds[key] = _decode(arg)
            return bool(_steps)
        img = _backgrounds.get(key)
        if img is None or (id(img), arg) in _halves:
            continue
        halved(img, arg)
        return bool(_steps)
    return False


def _missing(path: Path, levels: tuple[int, ...]) -> list[tuple]:
    """The steps the picture at ``path`` still needs (none when it cannot be read)."""
    try:
        key = _key(str(path), Path(path).stat().st_mtime)
    except OSError:
        return []
    if key not in _backgrounds:
        return [("decode", key, str(path))] + [("halve", key, level) for level in levels]
    img = _backgrounds[key]
    if img is None:
        return []
    return [("halve", key, level) for level in levels if (id(img), level) not in _halves]


def pictures_ready(paths: Iterable[Path], levels: tuple[int, ...] = PREFETCH_LEVELS) -> bool:
    """True when every picture of ``paths`` is decoded and halved (or cannot be read): a board
    showing it opens without paying for it."""
    return not any(_missing(path, levels) for path in paths)


def prefetch_first(paths: Iterable[Path], levels: tuple[int, ...] = PREFETCH_LEVELS) -> int:
    """Put the steps the pictures of ``paths`` still need at the head of the queue of
    :func:`prefetch` (a screen about to open a board takes them a frame each with
    :func:`prefetch_step` before it opens it, see :class:`~games.app.scenes.common.PicturesFirst`);
    the number of those steps (0: ready)."""
    first: list[tuple] = []
    for path in paths:
        first.extend(_missing(path, levels))
    keys = {step[1] for step in first}
    _steps[:] = first + [step for step in _steps if step[1] not in keys]
    return len(first)


def prefetching() -> bool:
    """True while steps of :func:`prefetch` are left."""
    return bool(_steps)


#: the key in the app's scheduler of the decoding ahead (see :func:`prefetch_while`)
PREFETCH_TASK = ("map pictures", "ahead")


class PrefetchWhile:
    """The steps of :func:`prefetch` as a task of the app's scheduler (``app.tasks``), taken
    while ``quiet()`` holds (the waiting screen that gave them is on top and its frame costs
    nothing else): one step a frame, a step (20-70 ms) being past a frame's budget already.
    In a frame that is not quiet the task ends and takes nothing: the steps left stay queued
    for the next waiting screen (:func:`prefetch_while`)."""

    __slots__ = ("quiet",)

    def __init__(self, quiet: Callable[[], bool]):
        self.quiet = quiet

    def step(self, budget) -> bool:
        """The scheduler's share: one step while quiet; True when the task is over."""
        if not self.quiet():
            return True
        return not prefetch_step()


def prefetch_while(tasks, quiet: Callable[[], bool], owner) -> bool:
    """Give the steps of :func:`prefetch` left to ``tasks`` (the app's scheduler), to be taken a
    frame each from the next frame on while ``quiet()`` holds (a screen that waits calls this
    as it draws; nothing is given in a frame that is not quiet, so a screen drawn beneath
    another asks for no frames; the task is dropped with ``owner``). True while steps are left."""
    if _steps and tasks.done(PREFETCH_TASK) and quiet():
        tasks.add(PREFETCH_TASK, PrefetchWhile(quiet), owner=owner)
    return bool(_steps)


def wait_prefetched(timeout: float = 10.0) -> bool:
    """Take every step left now (measurements of the window at rest do, or they would count
    them); True when none is left."""
    while prefetch_step():
        pass
    return not _steps


class MapView:
    """A pannable, zoomable view of a map inside ``rect`` (see the module text).

    ``scale`` is screen pixels per map pixel; ``camera`` the map point shown at the
    rectangle's top-left corner. ``hovered`` is the object under the mouse (of the
    classes in ``hover_classes`` when given).
    """

    def __init__(self, data: MapData, rect: pygame.Rect | None = None, *, max_zoom: float = 6.0,
                 style: dict | None = None, hover_classes: Iterable[str] | None = None,
                 fill_of: Callable[[MapObject], Colour | None] | None = None,
                 label_of: Callable[[MapObject], str | None] | None = None, font: pygame.font.Font | None = None):
        self.data = data
        self.max_zoom = max_zoom
        self.style = dict(DEFAULT_STYLE, **(style or {}))
        self.hover_classes = set(hover_classes) if hover_classes is not None else None
        self.fill_of = fill_of
        self.label_of = label_of
        self.font = font
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.laid_out = False
        self.scale = 1.0
        self.camera: Point = (0.0, 0.0)
        self.hovered: MapObject | None = None
        self._drag_from: tuple[int, int] | None = None
        self._drag_camera: Point = (0.0, 0.0)
        self.dragging = False
        self._background: pygame.Surface | None = None
        self._background_loaded = False
        self._bg_cache: tuple | None = None
        self._outlines = {o.id: (ellipse_outline(o) if o.kind == "ellipse" else list(o.points))
                          for o in data.objects}
        self.layout(rect or pygame.Rect(0, 0, *data.pixel_size))

    # ----- geometry ----------------------------------------------------------------------

    @property
    def world_size(self) -> tuple[int, int]:
        """The map's size in map pixels."""
        w, h = self.data.pixel_size
        return (max(1, w), max(1, h))

    @property
    def fit_scale(self) -> float:
        """The scale at which the whole map fits the rectangle."""
        w, h = self.world_size
        return min(self.rect.w / w, self.rect.h / h)

    @property
    def zoom(self) -> float:
        """The zoom relative to the fitted view (1 = the whole map shows)."""
        return self.scale / self.fit_scale

    def layout(self, rect: pygame.Rect) -> None:
        """Use ``rect`` (on a resize): the zoom relative to the fit and the map point at
        the centre are kept; the first layout fits the whole map."""
        first = not self.laid_out
        self.laid_out = True
        centre = self.screen_to_world(self.rect.center)
        zoom = 1.0 if first else self.zoom
        self.rect = pygame.Rect(rect)
        self.scale = self.fit_scale * zoom
        if first:
            w, h = self.world_size
            centre = (w / 2, h / 2)
        self._centre_on(centre)
        self._bg_cache = None

    def fit(self) -> None:
        """Show the whole map, centred."""
        self.scale = self.fit_scale
        w, h = self.world_size
        self._centre_on((w / 2, h / 2))

    def _centre_on(self, world: Point) -> None:
        self.camera = (world[0] - self.rect.w / (2 * self.scale), world[1] - self.rect.h / (2 * self.scale))
        self._clamp()

    def _clamp(self) -> None:
        """Keep the map on screen: along an axis where it is smaller than the rectangle it
        is centred; where larger, no gap is left at either edge."""
        w, h = self.world_size
        vw, vh = self.rect.w / self.scale, self.rect.h / self.scale
        cx, cy = self.camera
        cx = (w - vw) / 2 if vw >= w else min(max(cx, 0.0), w - vw)
        cy = (h - vh) / 2 if vh >= h else min(max(cy, 0.0), h - vh)
        self.camera = (cx, cy)

    def world_to_screen(self, p: Point) -> Point:
        """The screen position of map point ``p``."""
        return (self.rect.x + (p[0] - self.camera[0]) * self.scale,
                self.rect.y + (p[1] - self.camera[1]) * self.scale)

    def screen_to_world(self, p: Point) -> Point:
        """The map point under screen position ``p``."""
        return (self.camera[0] + (p[0] - self.rect.x) / self.scale,
                self.camera[1] + (p[1] - self.rect.y) / self.scale)

    def zoom_at(self, screen_pos: Point, factor: float) -> None:
        """Zoom by ``factor`` keeping the map point under ``screen_pos`` where it is
        (unless the clamp must move it); the zoom stays within [1, ``max_zoom``]."""
        anchor = self.screen_to_world(screen_pos)
        lo, hi = self.fit_scale, self.fit_scale * self.max_zoom
        self.scale = min(max(self.scale * factor, lo), hi)
        self.camera = (anchor[0] - (screen_pos[0] - self.rect.x) / self.scale,
                       anchor[1] - (screen_pos[1] - self.rect.y) / self.scale)
        self._clamp()

    def pan(self, dx: float, dy: float) -> None:
        """Move the map by ``(dx, dy)`` screen pixels (clamped)."""
        self.camera = (self.camera[0] - dx / self.scale, self.camera[1] - dy / self.scale)
        self._clamp()

    # ----- hit-testing ------------------------------------------------------------------

    def object_at(self, screen_pos: Point, cls: str | None = None,
                  classes: Iterable[str] | None = None) -> MapObject | None:
        """The topmost visible object under ``screen_pos`` (optionally of class ``cls`` or
        one of ``classes``); points and lines hit within :data:`HIT_RADIUS` screen pixels."""
        if not self.rect.collidepoint(screen_pos):
            return None
        allowed = {cls} if cls is not None else (set(classes) if classes is not None else None)
        p = self.screen_to_world(screen_pos)
        radius = HIT_RADIUS / self.scale
        for o in reversed(self.data.objects):
            if not o.visible or (allowed is not None and o.cls not in allowed):
                continue
            # areas hit only inside; points and polylines within the radius
            if o.contains(p, radius if o.kind in ("point", "polyline") else 0.0):
                return o
        return None

    def hover(self, screen_pos: Point) -> MapObject | None:
        """Update and return :attr:`hovered` for the mouse at ``screen_pos``."""
        self.hovered = self.object_at(screen_pos, classes=self.hover_classes)
        return self.hovered

    # ----- events -----------------------------------------------------------------------

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """Pan on a left-button drag, zoom on the wheel, follow the mouse for hover.

        Returns True when the event was a drag or a wheel turn (so the board should not
        treat the button release as a click)."""
        if ev.type == pygame.MOUSEWHEEL:
            pos = getattr(ev, "pos", None) or pygame.mouse.get_pos()
            if self.rect.collidepoint(pos) and ev.y:
                self.zoom_at(pos, 1.2 ** ev.y)
                self.hover(pos)
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            self._drag_from, self._drag_camera, self.dragging = ev.pos, self.camera, False
            return False
        if ev.type == pygame.MOUSEMOTION:
            if self._drag_from is not None:
                dx, dy = ev.pos[0] - self._drag_from[0], ev.pos[1] - self._drag_from[1]
                if self.dragging or math.hypot(dx, dy) >= DRAG_THRESHOLD:
                    self.dragging = True
                    self.camera = self._drag_camera
                    self.pan(dx, dy)
                    return True
            self.hover(ev.pos)
            return False
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self._drag_from is not None:
            was = self.dragging
            self._drag_from, self.dragging = None, False
            self.hover(ev.pos)
            return was
        return False

    # ----- drawing ----------------------------------------------------------------------

    def release(self) -> None:
        """Drop the scaled part of the background (made again at the next draw)."""
        self._bg_cache = None

    def _load_background(self) -> pygame.Surface | None:
        if not self._background_loaded:
            self._background_loaded = True
            path = self.data.background_path
            if path is not None and path.exists():
                self._background = background_picture(str(path), path.stat().st_mtime)
        return self._background

    def _draw_background(self, surface: pygame.Surface) -> None:
        if self.data.background_color:
            try:
                surface.fill(pygame.Color(self.data.background_color), self.rect)
            except ValueError:
                pass
        img = self._load_background()
        if img is None:
            return
        key = (self.rect.size, self.scale, self.camera)
        if self._bg_cache is None or self._bg_cache[0] != key:
            ox, oy = self.data.background_offset
            (x0, y0), (x1, y1) = self.screen_to_world(self.rect.topleft), self.screen_to_world(self.rect.bottomright)
            level = 0                       # scaled from a halved copy no smaller than the view needs
            while level < 3 and self.scale * 2 ** (level + 1) <= 1.0:
                level += 1
            f = 2 ** level
            pic = halved(img, level)
            src = pygame.Rect(math.floor((x0 - ox) / f), math.floor((y0 - oy) / f),
                              math.ceil((x1 - x0) / f) + 2, math.ceil((y1 - y0) / f) + 2).clip(pic.get_rect())
            if src.w <= 0 or src.h <= 0:
                self._bg_cache = (key, None, (0, 0))
            else:
                dst = self.world_to_screen((src.x * f + ox, src.y * f + oy))
                size = (max(1, round(src.w * f * self.scale)), max(1, round(src.h * f * self.scale)))
                self._bg_cache = (key, scaled_part(pic, src, size), (round(dst[0]), round(dst[1])))
        _, part, pos = self._bg_cache
        if part is not None:
            surface.blit(part, pos)

    def screen_outline(self, obj: MapObject) -> list[Point]:
        """``obj``'s outline in screen coordinates."""
        return [self.world_to_screen(p) for p in self._outlines[obj.id]]

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the background, every visible object (fills, then outlines, points on top)
        and the hover highlight, clipped to the rectangle."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        self._draw_background(surface)
        overlay = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        shift = (-self.rect.x, -self.rect.y)
        width = max(1, round(min(3.0, 1.2 * self.scale)))
        points = []
        for o in self.data.objects:
            if not o.visible:
                continue
            fill, line = self.style.get(o.cls) or self.style[None]
            custom = self.fill_of(o) if self.fill_of else None
            if custom is not None:
                fill = custom
            hot = self.hovered is not None and o.id == self.hovered.id
            if hot:
                fill = tuple(min(255, c + 50) for c in fill[:3]) + (min(255, (fill[3] if len(fill) > 3 else 255) + 70),)
            if o.kind == "point":
                points.append((o, fill, line, hot))
                continue
            pts = [(x + shift[0], y + shift[1]) for x, y in self.screen_outline(o)]
            if o.kind == "polyline":
                pygame.draw.lines(overlay, line, False, pts, width + (3 if hot else 1))
                continue
            if len(fill) < 4 or fill[3]:
                pygame.draw.polygon(overlay, fill, pts)
            pygame.draw.polygon(overlay, line if not hot else (255, 236, 160), pts, width + (2 if hot else 0))
        for o, fill, line, hot in points:
            cx, cy = self.world_to_screen((o.x, o.y))
            r = POINT_RADIUS + (3 if hot else 0)
            c = (round(cx + shift[0]), round(cy + shift[1]))
            pygame.draw.circle(overlay, fill, c, r)
            pygame.draw.circle(overlay, line, c, r, 2)
        surface.blit(overlay, self.rect.topleft)
        if self.label_of and self.font:
            for o in self.data.objects:
                text = self.label_of(o) if o.visible else None
                if text:
                    img = self.font.render(text, True, (40, 28, 16))
                    cx, cy = self.world_to_screen(o.center)
                    surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
        surface.set_clip(clip)


class FramedMapView(MapView):
    """A :class:`MapView` whose fitted view (zoom 1) shows ``frame``, not the whole map.

    >>> from games.core.maps import MapData, Properties
    >>> m = MapData("x.tmx", 10, 10, 100, 100, "orthogonal", Properties(), (), ())
    >>> v = FramedMapView(m, pygame.Rect(200, 0, 400, 200), pygame.Rect(0, 0, 200, 100))
    >>> v.scale, v.screen_to_world((0, 0))
    (0.5, (200.0, 0.0))
    """

    def __init__(self, data, frame: pygame.Rect, rect: pygame.Rect | None = None, **kw):
        self.frame = pygame.Rect(frame)
        super().__init__(data, rect, **kw)
        if rect is None:
            self.laid_out = False      # the first real rectangle fits the frame

    @property
    def fit_scale(self) -> float:
        return min(self.rect.w / max(1, self.frame.w), self.rect.h / max(1, self.frame.h))

    def layout(self, rect: pygame.Rect) -> None:
        first = not self.laid_out
        super().layout(rect)
        if first:
            self._centre_on(self.frame.center)

    def fit(self) -> None:
        self.scale = self.fit_scale
        self._centre_on(self.frame.center)
