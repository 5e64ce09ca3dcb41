"""The Caesar XL board, painted from plain inputs: the picture, the march routes, the
cities, the barbarian areas, control and alliance markers and stacks of counters.

It knows no rules: a board (or a test, or the menu picture) says what to show.
:class:`BoardPainter` keeps a :class:`~games.app.mapview.FramedMapView` fitted to
the places (the whole board: they reach from the Britanni to the Arabes), which
pans and zooms, and draws on it:

- routes from the map file: land routes solid, sea routes dashed; a barbarian
  area's ties to its cities dotted green;
- a city as its shape (square, hexagon or circle) with its gold value inside;
- a barbarian area as a green square with its militia strength in red and its gold
  value on a small coin;
- each place's name (catalogue ``caesar_xl.city.<id>``, ``caesar_xl.area.<id>``)
  where :func:`~.scene_labels.place_labels` puts it: clear of the stack that may
  stand on any place (its counter, edges, badge and markers are kept for it even when
  no stack is there), of every other name, and of every route and tie that is not
  the place's own;
- control markers (``{city: side}``: a disc of the side's colour) and alliance
  markers (``{city: side}``: a ring), at the city's upper right, or, when a stack
  stands there, over the lower left corner of its counter;
- stacks as counters, ``[(place, side, [unit labels])]``, standing on their place
  (two sides at one place side by side across it; moved a little off its point where a
  neighbour's stack stands near: :mod:`.scene_room`): the first label on top, the rest
  of the stack shown as edges below it (with their number on a badge), or all spread
  out for the place in ``spread``; a leader on top with its name on a tag under its
  counter (:mod:`.scene_counter_words`);
- a gold ring round each place in ``highlight`` and round the hovered place.

A side is 0 (Caesar, red) or 1 (Pompey, blue); ``colours`` and ``symbols`` may
change them. Sizes are map pixels times the view's scale, never below a
readable minimum.

>>> frame = play_frame()
>>> frame.x < 200 and frame.right > 2300 and frame.y < 150 and frame.bottom > 1350
True
"""
from __future__ import annotations

import math
from typing import Callable, Generator, Iterable, Iterator, Mapping, Sequence

import pygame

from games.app.draw import (PLAYER_COLOURS, ROMAN, aa_circle, aa_polygon, darken, draw_symbol, lighten,
                            readable_on)
from games.app.mapview import FramedMapView
from games.core import caches
from games.core.maps import load_map

from .scene_lines import dashes, shape_points
from .scene_counter_words import CounterWords, Stood
from .scene_labels import BROKEN, SMALLER, SMALLEST, Spot, name_lines, search_labels, way_cost
from .scene_name_work import NameWork, leader
from .scene_room import KEEP_REACH, Room, barring
from .scene_stacks import EDGE, EDGES, GAP, Stack, StacksMixin
from .topology import MAP_PATH, load_topology

#: map pixels left round the places when the view is fitted
FRAME_MARGIN = 70
#: half the size of a city's symbol, of an area's square and a counter's side, map pixels
CITY_R = 24
AREA_R = 26
COUNTER = 44
#: route line width, map pixels; dashes of sea routes (dash, gap)
ROUTE_W = 5
DASH = (20, 13)
#: the smallest sizes on screen, pixels: a counter stays big enough to read its unit and its
#: stack's size at the zoom a 1280x800 window opens with
MIN_CITY_R = 9
MIN_COUNTER = 30
#: the height of the map in a 1280x800 window, pixels (a smaller map has smaller counters)
MAP_H_1280 = 530
MIN_TEXT = 10
#: the smallest text on a counter and on a stack's badge, pixels
MIN_COUNTER_TEXT = 11

LAND_ROUTE = (112, 46, 30)
SEA_ROUTE = (30, 62, 92)
AREA_GREEN = (52, 112, 58)
AREA_RED = (200, 30, 28)
TIE_GREEN = (52, 112, 58)
#: the rim of each city shape (the face is parchment)
RIMS = {"square": ROMAN["red_dark"], "hexagon": ROMAN["bronze"], "circle": (92, 48, 110)}
#: the side colours and colour-blind symbols by default (Caesar red, Pompey blue)
COLOURS = (PLAYER_COLOURS["red"], PLAYER_COLOURS["blue"])
SYMBOLS = ("circle", "square")
#: how far apart the counters of two sides at one place stand at least (of the counter's side)
BESIDE = 1.12
#: the size of a place's name, map pixels (never below MIN_TEXT)
NAME_PX = 19
#: a name of one word this many letters long or more may also be written narrowed to this
#: share of its width (as type set condensed) where a crowded place leaves it no room whole
NARROWED = (6, 0.7)
#: how much nearer its own place than any other a name must be to be read as its own without
#: a leader line to it (from the name's box to the places' points)
PLAIN = 1.5
#: the plate under a name that a route of other places would cross (the route passes under it)
NAME_BACKING = (58, 44, 30, 215)

#: the pictures of each name's ways of writing, by the fonts, then words and size, shared by
#: every board in those fonts (a replay opened from a game finds its names written)
_WAYS: dict = caches.kept(f"{__name__}.ways")


def play_frame(margin: int = FRAME_MARGIN) -> pygame.Rect:
    """The part of the map the game is played on: every city and area with a margin."""
    topo = load_topology()
    w, h = load_map(MAP_PATH).pixel_size
    pts = [c.point for c in topo.cities] + [a.point for a in topo.areas]
    x0, y0 = min(p[0] for p in pts) - margin, min(p[1] for p in pts) - margin
    x1, y1 = max(p[0] for p in pts) + margin, max(p[1] for p in pts) + margin
    return pygame.Rect(int(x0), int(y0), int(x1 - x0), int(y1 - y0)).clip(pygame.Rect(0, 0, w, h))


def stacks_at(stacks: Iterable[Stack]) -> Stood:
    """How many stacks stand on each place and how many units the tallest has (the names
    stand clear of what they cover), with their top counters' labels (:class:`Stood`).

    >>> stacks_at([("roma", 0, ["L2"]), ("roma", 1, ["A2", "L1"]), ("utica", 1, ["L3"]), ("creta", 0, [])])
    {'roma': (2, 2), 'utica': (1, 1)}
    """
    out, tops = Stood(), {}
    for place, _, labels in stacks:
        labels = list(labels)
        if labels:
            many, tall = out.get(place, (0, 0))
            out[place] = (many + 1, max(tall, len(labels)))
            tops[place] = tops.get(place, ()) + (labels[0],)
    out.tops = tops
    return out


class BoardPainter(StacksMixin, NameWork, CounterWords):
    """The board of Caesar XL in a rectangle (see the module text).

    ``texts`` is a :class:`~games.app.board.Texts`, ``tr`` turns a catalogue key into
    words in the player's language. ``frame`` is the part of the map the fitted view
    shows (default :func:`play_frame`); ``pieces`` enlarges every piece (the menu
    picture's small board wants them bigger).
    """

    def __init__(self, texts, tr: Callable[[str], str], rect: pygame.Rect | None = None,
                 colours: Sequence = COLOURS, symbols: Sequence[str] = SYMBOLS, frame: pygame.Rect | None = None,
                 pieces: float = 1.0):
        self.texts = texts
        self.tr = tr
        self.topo = load_topology()
        self.data = load_map(MAP_PATH)
        self.colours = tuple(colours)
        self.symbols = tuple(symbols)
        undrawn = {cls: ((0, 0, 0, 0), (0, 0, 0, 0)) for cls in ("city", "area", "route")}
        self.pieces = pieces
        self.view = FramedMapView(self.data, frame if frame is not None else play_frame(), rect,
                                  hover_classes=("city", "area"), style=undrawn)
        self._points = {c.id: c.point for c in self.topo.cities} | {a.id: a.point for a in self.topo.areas}
        self._areas = {a.id for a in self.topo.areas}
        #: the counters of the last drawn board, bottom first: ``(rect, place)``
        self.counter_hits: list[tuple[pygame.Rect, str]] = []
        #: the place names of the last drawn board: ``(rect, name key)``
        self.name_rects: list[tuple[pygame.Rect, str]] = []
        self.name_forms: dict[str, int] = {}              # (each name's way of writing, by its key)
        self.names_lifted: dict[str, pygame.Rect] = {}    # (names moved clear of a spread stack)
        #: what the stacks of the last drawn board cover: ``(rect, place)`` (counters, edges, badges)
        self.stack_rects: list[tuple[pygame.Rect, str]] = []
        self.tag_rects: list[tuple[pygame.Rect, str]] = []   # (each leader's name tag: :meth:`draw_tags`)
        #: the leader lines of the last drawn board, by name key: ``(from the name, to its mark)``
        self.name_leaders: dict[str, tuple[tuple[int, int], tuple[int, int]]] = {}
        #: the name keys of the last drawn board drawn on a backing (a route of other places under them)
        self.backed_names: set[str] = set()
        self._labels: tuple | None = None          # (key, {place: Spot} from the map's corner)
        self._ways: dict[tuple, list] = _WAYS.setdefault(texts.fonts, {})   # (by words and size)
        self._words: dict[tuple, tuple] = {}              # each counter label's lines and size
        #: runs a search of the names over frames (the board's scheduler; None: at once)
        self.draft_work: Callable[[Iterator[None]], None] | None = None
        #: runs a search of the names ahead over frames (:meth:`search_ahead`; None: none is made)
        self.ahead_work: Callable[[Iterator[None]], None] | None = None
        #: the player's language now (the names' words are translated again only when it
        #: changes; None: at each placement)
        self.lang: Callable[[], str] | None = None
        self._ahead: tuple | None = None                  # (key, the search ahead under way)
        self._base: tuple | None = None                   # (the zoom and language, the names' keys, base key)
        self._moved: tuple | None = None                  # (key, origin, the spots last given on the screen)
        #: called when a search run over frames has placed the names (the board paints again)
        self.on_placed: Callable[[], None] | None = None
        #: True while the names drawn are a draft (their search still under way)
        self.names_draft = False
        self._wanted: tuple | None = None                 # the placement the last search is for
        self._draft: dict[str, Spot] = {}                 # the names drawn while it runs
        self._placed: dict[tuple, dict[str, Spot]] = {}   # the last few placements, by their key
        self._segments: tuple | None = None               # (the view's place, the lines of :meth:`segments`)
        self._room: dict[tuple, dict] = {}                # each stack's move off its place, by zoom and places
        self._barred: dict[tuple, dict] = {}              # the stacks' moves barred there (names astray)
        #: the places with a stack now (their stacks move apart where they stand near), and how many
        self.standing: frozenset[str] = frozenset()
        self.sides_at: dict[str, int] = {}

    # ----- geometry -----
    def layout(self, rect: pygame.Rect) -> None:
        """Fit the board into ``rect`` (a later layout keeps zoom and centre)."""
        if rect != self.view.rect or not self.view.laid_out:
            self.view.layout(pygame.Rect(rect))

    def handle_event(self, ev) -> bool:
        """Pan and zoom (``True`` when the event was a drag or a wheel turn)."""
        return self.view.handle_event(ev)

    def screen_point(self, place: str) -> tuple[float, float]:
        """Where the city or area ``place`` is on the screen."""
        return self.view.world_to_screen(self._points[place])

    def place_at(self, pos) -> str | None:
        """The city or area under the screen point ``pos``, or ``None``: a place's own mark
        first, then a counter of the last drawn board (a stack stands above its place, so a
        person clicks the counter to mean its place), then a place near the point."""
        exact = self._nearest_place(pos, self.city_radius())
        if exact is not None:
            return exact
        for rect, place in reversed(self.counter_hits):      # the counter on top first
            if rect.collidepoint(pos):
                return place
        return self._nearest_place(pos, self.city_radius() * 1.3)

    def _nearest_place(self, pos, reach: float) -> str | None:
        best, best_d = None, reach
        for place, pt in self._points.items():
            x, y = self.view.world_to_screen(pt)
            d = math.hypot(pos[0] - x, pos[1] - y)
            if d <= best_d:
                best, best_d = place, d
        return best

    @property
    def k(self) -> float:
        """Screen pixels per map pixel of a piece: the view's scale times ``pieces``."""
        return self.view.scale * self.pieces

    def city_radius(self) -> float:
        return max(MIN_CITY_R, CITY_R * self.k)

    def area_radius(self) -> float:
        """Half the side of a barbarian area's square on the screen."""
        return max(MIN_CITY_R, AREA_R * self.k)

    def counter_side(self) -> float:
        """A counter's side on the screen: the map's size, never below :data:`MIN_COUNTER` (a
        little less in a map smaller than a 1280x800 window's, where the places stand closer)."""
        least = MIN_COUNTER * min(1.0, max(0.8, self.view.rect.h / MAP_H_1280) ** 1.5)
        return max(least, COUNTER * self.k)

    def text_px(self, base: float) -> int:
        return max(MIN_TEXT, round(base * self.k))

    def name_px(self) -> int:
        """The size of a place's name on the screen, pixels."""
        return self.text_px(NAME_PX)

    @staticmethod
    def label_px(side: float) -> int:
        """The text size of the unit's name on a counter of ``side`` pixels."""
        return max(MIN_COUNTER_TEXT, round(side * 0.4))

    @staticmethod
    def badge_radius(side: float) -> float:
        """The radius of the badge with a stack's size on a counter of ``side`` pixels."""
        return max(9.0, side * 0.26)

    @staticmethod
    def badge_px(side: float) -> int:
        """The text size of a stack's size on its badge."""
        return max(MIN_COUNTER_TEXT, round(BoardPainter.badge_radius(side) * 1.3))

    # ----- drawing -----
    def draw(self, surface: pygame.Surface, control: Mapping[str, int] | None = None,
             alliances: Mapping[str, int] | None = None, stacks: Iterable[Stack] = (),
             highlight: Iterable[str] = (), spread: str | None = None, names: bool = True,
             picture: bool = True) -> None:
        """Draw the whole board into the view's rectangle (see the module text); without
        ``picture`` the board picture is left out (the caller has drawn it). The same as
        :meth:`draw_places` then :meth:`draw_pieces`."""
        stacks = list(stacks)
        self.draw_places(surface, names, picture, stacks_at(stacks))
        self.draw_pieces(surface, control, alliances, stacks, highlight, spread)

    def draw_places(self, surface: pygame.Surface, names: bool = True, picture: bool = True,
                    stood: Mapping[str, tuple[int, int]] | None = None,
                    spots: Mapping[str, Spot] | None = None, ground: bool = True) -> None:
        """What moves only with the view and the stacks: the picture (unless ``picture`` is
        False), the ties, the routes, the barbarian areas, the cities (unless ``ground`` is
        False: the caller has drawn them) and their names (clear of the stacks as ``stood``
        says: :func:`stacks_at`; at ``spots`` when the caller has them from
        :meth:`label_spots` already)."""
        v = self.view
        if picture and ground:
            v.draw(surface)                  # the picture (objects are undrawn)
        prev = surface.get_clip()
        surface.set_clip(v.rect.clip(prev) if prev else v.rect)
        if ground:
            self.draw_ties(surface)
            self.draw_routes(surface)
            for a in self.topo.areas:
                self.draw_area(surface, a)
            for c in self.topo.cities:
                self.draw_city(surface, c)
        self.name_rects = []
        if names:
            self.draw_names(surface, stood, spots)
        surface.set_clip(prev)

    def draw_pieces(self, surface: pygame.Surface, control: Mapping[str, int] | None = None,
                    alliances: Mapping[str, int] | None = None, stacks: Iterable[Stack] = (),
                    highlight: Iterable[str] = (), spread: str | None = None,
                    arriving: Mapping[str, int] | None = None) -> None:
        """Over the places: the markers, the gold rings (``highlight`` and the hovered place)
        and the stacks (the markers of a place with a stack over its counter; ``arriving``:
        the side whose stack is marching into each place, room kept for it)."""
        v = self.view
        prev = surface.get_clip()
        surface.set_clip(v.rect.clip(prev) if prev else v.rect)
        stacks = [st for st in stacks if list(st[2])]
        stacked = {place for place, _, _ in stacks}
        self.sides_at = {place: sum(st[0] == place for st in stacks) for place in stacked}
        self.standing = frozenset(stacked)
        markers = [(cid, side, True) for cid, side in (alliances or {}).items()] + \
                  [(cid, side, False) for cid, side in (control or {}).items()]
        for cid, side, alliance in markers:
            if cid not in stacked:
                self.draw_marker(surface, cid, side, alliance=alliance)
        rings = list(highlight)
        if v.hovered is not None:
            rings.append(v.hovered.name)
        for place in rings:
            (x, y), r = self.ring_spot(place)
            pygame.draw.circle(surface, ROMAN["gold_light"], (round(x), round(y)), round(r), max(2, round(r / 8)))
        self.draw_stacks(surface, stacks, spread, arriving)
        for cid, side, alliance in markers:
            if cid in stacked:
                self.draw_marker(surface, cid, side, alliance=alliance, stacked=True)
        surface.set_clip(prev)

    def ring_spot(self, place: str) -> tuple[tuple[float, float], float]:
        """The centre and radius of the gold ring round ``place``: round its stack's counter, the
        one the player clicks (off its point where a neighbour's stands near), else its point.
        Round a stack it stands clear of the counter's corners and edges: hugging a round counter
        it read as the counter's own rim, and a lit destination held by a stack looked unlit."""
        (x, y), r = self.screen_point(place), self.city_radius() * 1.55
        if place in self.standing:
            (x, y), = self.stack_centres(place, 1)
            r = max(r, self.counter_side() * 0.78 + 4)
        return (x, y), r

    def draw_routes(self, surface: pygame.Surface) -> None:
        w = max(2, round(ROUTE_W * self.k))
        for r in self.topo.routes:
            pts = [self.view.world_to_screen(p) for p in r.points]
            if r.kind == "land":
                pygame.draw.lines(surface, LAND_ROUTE, False, pts, w)
            else:
                k = max(0.35, self.k)
                for a, b in dashes(pts, DASH[0] * k, DASH[1] * k):
                    pygame.draw.line(surface, SEA_ROUTE, a, b, w)

    # ----- the names -----
    def _name_images(self, key: str) -> list[tuple[list[pygame.Surface], list[pygame.Rect], tuple[int, int, int], int]]:
        """Each way to write the name ``key`` (:func:`name_lines`, then the same a size and two
        sizes smaller where no spot is left at its size): its lines' pictures, the box of each
        line's ink in its picture, the size of the whole name's ink with what the way costs,
        and the room between its lines (kept for the words and the size)."""
        text, size = self.tr(key), self.text_px(NAME_PX)
        out = self._ways.get((text, size))
        if out is not None:
            return out
        out = []
        ways = name_lines(text)
        for px, extra in ((size, 0), (size - 1, SMALLER), (size - 2, SMALLEST)):
            for lines in ways:
                imgs = [self.texts.render(line, px, True, ROMAN["parchment"], outline=ROMAN["ink"]) for line in lines]
                out.append(self._way(imgs, px, extra + way_cost(lines)))
            if len(ways) == 1 and len(text) >= NARROWED[0]:     # one long word: narrowed, never broken
                img = imgs[0]
                img = pygame.transform.smoothscale(img, (round(img.get_width() * NARROWED[1]), img.get_height()))
                out.append(self._way([img], px, extra + BROKEN))
        if len(self._ways) > 400:
            self._ways.clear()
        self._ways[(text, size)] = out
        return out

    @staticmethod
    def _way(imgs: list[pygame.Surface], px: int, cost: int) -> tuple:
        """A way of writing a name from its lines' pictures (see :meth:`_name_images`)."""
        inks = [img.get_bounding_rect() for img in imgs]
        lead = max(1, px // 6)
        h = sum(r.h for r in inks) + (len(inks) - 1) * lead
        return imgs, inks, (max(r.w for r in inks), h, cost), lead

    def segments(self) -> list[tuple]:
        """The lines of the routes and the ties on the screen: ``(start, end, the places it
        joins, whether it is a tie)`` (kept while the view stays where it is)."""
        v = self.view
        key = (v.scale, tuple(v.rect), tuple(v.world_to_screen((0.0, 0.0))))
        if self._segments is not None and self._segments[0] == key:
            return self._segments[1]
        out = []
        for r in self.topo.routes:
            pts = [self.view.world_to_screen(p) for p in r.points]
            out.extend((a, b, frozenset((r.a, r.b)), False) for a, b in zip(pts, pts[1:]))
        for a in self.topo.areas:
            p = self.view.world_to_screen(a.point)
            out.extend((p, self.screen_point(cid), frozenset((a.id, cid)), True) for cid in a.adjacent)
        self._segments = (key, out)
        return out

    def _keep_points(self, spots: Mapping[str, Spot], base: Mapping[str, Spot], standing: frozenset[str],
                     origin) -> bool:
        """Bar the moves of the stacks ``standing`` that left a name astray in ``spots`` (see
        :func:`~.scene_room.barring`; ``base``: the names with no stack, their boxes from the
        map's corner at ``origin``); True when a move is newly barred (the names are placed again)."""
        key = (self.view.scale, self.pieces, self.counter_side(), standing)     # (as :meth:`stack_offsets`'s)
        points = {p: (x - origin[0], y - origin[1]) for p, (x, y) in ((p, self.screen_point(p)) for p in spots)}
        now, self.standing = self.standing, standing
        offsets = self.stack_offsets()
        self.standing = now
        barred = barring({p: sp.rect for p, sp in spots.items()}, {p: sp.rect for p, sp in base.items()}, points,
                         offsets, KEEP_REACH * self.counter_side(), self._barred.get(key, {}))
        if barred is None:
            return False
        if len(self._barred) > 64:                       # (the names placed with the bars go with them)
            self._barred.clear()
            self._placed.clear()
        self._barred[key] = barred
        self._room.pop(key, None)
        return True

    def _place_names(self, keys, stood: Mapping[str, tuple[int, int]], start, origin) -> Generator[None, None, dict[str, Spot]]:
        """The names' spots (their boxes from the screen point of the map's corner ``origin``)
        with the stacks ``stood``, moved from ``start`` (or placed afresh), a name at a time."""
        v = self.view
        ox, oy = origin
        frame = pygame.Rect(v.world_to_screen(v.frame.topleft), (round(v.frame.w * v.scale),
                                                                   round(v.frame.h * v.scale)))
        places, kept, spare = [], {}, {}
        now, self.standing = self.standing, frozenset(stood)      # (the stacks stand apart as they will)
        for p, k in keys:
            rects = self.reserved(p, *stood[p]) if p in stood else self.reserved(p)
            mark, loose = rects[-1], rects[-3]             # its symbol, its marker with no stack
            stack = rects[:-3] + [rects[-2]]
            counters = [r for r in stack[:-1] if r.w > self.counter_side() * 0.9]
            box = counters[0].unionall(counters[1:]) if counters else mark
            boxes = (box,) if p in stood else (box, mark)      # round the stack, or its symbol while none is there
            places.append((p, self.screen_point(p), boxes, [size for _, _, size, _ in self._name_images(k)]))
            kept[p] = [mark, loose] + (stack if p in stood else [])
            if p not in stood:
                spare[p] = stack
            elif self.tag_room(p, stood):           # (the leaders' tags by their stacks: every name's spare)
                spare["tag." + p] = self.tag_room(p, stood)
        self.standing = now
        gap = max(2, round(self.text_px(NAME_PX) * 0.2))
        moved = None if start is None else {p: Spot(sp.rect.move(ox, oy), sp.form, sp.cost) for p, sp in start.items()}
        spots = yield from search_labels(places, kept, self.segments(), frame, gap, spare, moved)
        return {p: Spot(sp.rect.move(-ox, -oy), sp.form, sp.cost, sp.backed) for p, sp in spots.items()}

    def draw_names(self, surface: pygame.Surface, stood: Mapping[str, tuple[int, int]] | None = None,
                   spots: Mapping[str, Spot] | None = None) -> None:
        """Every place's name where :meth:`label_spots` puts it (its box kept in ``name_rects``;
        ``spots``: what it gave for ``stood`` this frame), over its leader line where it has one
        (:meth:`leader_line`, kept in ``name_leaders``)."""
        if spots is None:
            spots = self.label_spots(stood, draft_ok=True)
        keys = {c.id: c.name_key for c in self.topo.cities} | {a.id: a.name_key for a in self.topo.areas}
        self.backed_names = set()
        self.name_forms = {}
        self.name_leaders = {}
        names = [spot.rect for spot in spots.values()]
        at = {q: self.screen_point(q) for q in self._points}         # (once a frame, not once a name)
        marks = {q: self._mark(xy, q in self._areas) for q, xy in at.items()}
        for place, spot in spots.items():
            line = self.leader_line(place, spot.rect, [r for r in names if r is not spot.rect], (at, marks))
            if line is not None:
                self.draw_leader(surface, *line)
                self.name_leaders[keys[place]] = line
        for place, spot in spots.items():
            if spot.backed:                         # a route of other places passes under it
                self.backed_names.add(keys[place])
            self.blit_name(surface, keys[place], spot.rect, spot.form, spot.backed)
            self.name_rects.append((spot.rect.copy(), keys[place]))
            self.name_forms[keys[place]] = spot.form

    def leader_line(self, place: str, rect: pygame.Rect, names: Sequence[pygame.Rect], seen: tuple | None = None
                    ) -> tuple[tuple[int, int], tuple[int, int]] | None:
        """The leader line of the name of ``place`` in ``rect`` (:func:`~.scene_name_work.leader`),
        crossing no other place's mark, and none of the other ``names`` where it can (the names are
        written over it); ``seen``: every place's screen point and mark, when already worked out."""
        r = self.area_radius() if place in self._areas else self.city_radius()
        if seen is None:
            at = {q: self.screen_point(q) for q in self._points}
            seen = (at, {q: self._mark(xy, q in self._areas) for q, xy in at.items()})
        at, marks = seen
        others = [q for q in self._points if q != place]
        return leader(at[place], rect, r, [at[q] for q in others], PLAIN, names, [marks[q] for q in others])

    def draw_leader(self, surface: pygame.Surface, start, end) -> None:
        """A leader line from a name (``start``) to its place's mark (``end``), written as the
        names are: parchment outlined in ink, a dot where it meets the mark."""
        w = max(3, round(self.name_px() / 4))
        pygame.draw.line(surface, ROMAN["ink"], start, end, w)
        aa_circle(surface, ROMAN["ink"], end, w * 0.9)
        pygame.draw.line(surface, ROMAN["parchment"], start, end, max(1, w - 2))
        aa_circle(surface, ROMAN["parchment"], end, w * 0.9 - 1)

    def blit_name(self, surface: pygame.Surface, key: str, rect: pygame.Rect, form: int, backed: bool) -> None:
        """The name ``key`` written in its way ``form`` in ``rect`` (on a dark backing)."""
        imgs, inks, _, lead = self._name_images(key)[form]
        if backed:
            plate = rect.inflate(6, 4)
            back = pygame.Surface(plate.size, pygame.SRCALPHA)
            pygame.draw.rect(back, NAME_BACKING, back.get_rect(), border_radius=max(2, plate.h // 3))
            surface.blit(back, plate)
        y = rect.y
        for img, ink in zip(imgs, inks):
            x = rect.centerx - ink.w // 2
            surface.blit(img, (x - ink.x, y - ink.y))
            y += ink.h + lead

    def draw_ties(self, surface: pygame.Surface) -> None:
        """Dotted green lines from each barbarian area to its cities."""
        step = max(6.0, 14 * self.k)
        dot = max(1.5, 2.6 * self.k)
        for a in self.topo.areas:
            p = self.view.world_to_screen(a.point)
            for cid in a.adjacent:
                q = self.screen_point(cid)
                n = max(1, int(math.hypot(q[0] - p[0], q[1] - p[1]) // step))
                for i in range(1, n):
                    aa_circle(surface, TIE_GREEN, (p[0] + (q[0] - p[0]) * i / n, p[1] + (q[1] - p[1]) * i / n), dot)

    def draw_city(self, surface: pygame.Surface, c) -> None:
        """A city's symbol with its gold value."""
        x, y = self.view.world_to_screen(c.point)
        r = self.city_radius()
        rim = RIMS[c.shape]
        shadow = (x + r * 0.12, y + r * 0.16)
        if c.shape == "circle":
            aa_circle(surface, darken(rim, 0.5), shadow, r * 1.05)
            aa_circle(surface, rim, (x, y), r * 1.05)
            aa_circle(surface, ROMAN["parchment"], (x, y), r * 0.82)
        else:
            aa_polygon(surface, darken(rim, 0.5), shape_points(c.shape, shadow, r))
            aa_polygon(surface, rim, shape_points(c.shape, (x, y), r))
            aa_polygon(surface, ROMAN["parchment"], shape_points(c.shape, (x, y), r * 0.78))
        self.texts.draw(surface, str(c.gold), (x, y), max(8, round(r * 1.15)), True, ROMAN["ink"], "center")

    def draw_area(self, surface: pygame.Surface, a) -> None:
        """A barbarian area: a green square with its strength in red and its gold on a coin."""
        x, y = self.view.world_to_screen(a.point)
        r = self.area_radius()
        box = pygame.Rect(0, 0, round(2 * r), round(2 * r))
        box.center = (round(x), round(y))
        shade = box.move(round(r * 0.12), round(r * 0.16))
        rad = max(2, round(r / 5))
        pygame.draw.rect(surface, darken(AREA_GREEN, 0.5), shade, border_radius=rad)
        pygame.draw.rect(surface, AREA_GREEN, box, border_radius=rad)
        pygame.draw.rect(surface, lighten(AREA_GREEN, 0.35), box, max(1, round(r / 9)), border_radius=rad)
        self.texts.draw(surface, str(a.strength), (x, y), max(9, round(r * 1.35)), True, AREA_RED, "center",
                        outline=ROMAN["parchment"])
        coin = (x + r * 0.95, y + r * 0.95)
        aa_circle(surface, ROMAN["gold_dark"], coin, r * 0.48)
        aa_circle(surface, ROMAN["gold"], coin, r * 0.4)
        self.texts.draw(surface, str(a.gold), coin, max(7, round(r * 0.6)), True, ROMAN["ink"], "center")

    def marker_spot(self, place: str, stacked: bool = False, sides: int = 0) -> tuple[tuple[float, float], float]:
        """Where a marker on ``place`` goes and its radius: the place's upper right, or over the
        lower left corner of the counter of the (first of ``sides``, by default of those drawn
        last) stack standing there (``stacked``)."""
        x, y = self.screen_point(place)
        r = self.city_radius()
        if stacked:
            s = self.counter_side()
            cx, cy = self.stack_centres(place, sides or self.sides_at.get(place, 1))[0]
            m = r * 0.55
            return (cx - s * 0.5 + m * 0.4, cy + s * 0.5 - m * 0.4), m
        return (x + r * 0.95, y - r * 0.95), r * 0.55

    def draw_marker(self, surface: pygame.Surface, cid: str, side: int, alliance: bool = False,
                    stacked: bool = False) -> None:
        """A control marker (a disc) or an alliance marker (a ring) of ``side`` on city ``cid``
        (over the counter of a stack there when ``stacked``)."""
        at, m = self.marker_spot(cid, stacked)
        colour = self.colours[side]
        aa_circle(surface, darken(colour, 0.6), (at[0] + m * 0.12, at[1] + m * 0.15), m)
        if alliance:
            aa_circle(surface, colour, at, m)
            aa_circle(surface, ROMAN["parchment"], at, m * 0.62)
            draw_symbol(surface, self.symbols[side], at, m * 0.9, colour)
        else:
            aa_circle(surface, colour, at, m)
            aa_circle(surface, lighten(colour, 0.35), at, m * 0.75)
            aa_circle(surface, colour, at, m * 0.62)
            draw_symbol(surface, self.symbols[side], at, m * 0.9, readable_on(colour))

    def stack_centres(self, place: str, n: int, standing: frozenset[str] | None = None) -> list[tuple[float, float]]:
        """The screen centres of the top counters of ``n`` stacks at ``place``: one on it, two side by
        side across it (off its point beside a neighbour's stack: :meth:`stack_offsets`, ``standing``)."""
        x, y = self.screen_point(place)
        dx, dy = self.stack_offsets(standing).get(place, (0.0, 0.0))
        s = self.counter_side()         # (the first stack's edges and badge clear of the second)
        step = max(s * BESIDE, s + max(2 * self.edge(), 0.65 * self.badge_radius(s)) + GAP)
        return [(x + dx + (k - (n - 1) / 2) * step, y + dy) for k in range(n)]

    def stack_offsets(self, standing: frozenset[str] | None = None) -> dict[str, tuple[float, float]]:
        """How far the stacks standing now (:attr:`standing`, or on the places ``standing``) stand
        off their places' points, screen pixels (see :mod:`.scene_room`; never a move that left a
        name astray, barred by the names' search: :meth:`_keep_points`; kept for the zoom, the
        counters' size and the places with a stack)."""
        s, standing = self.counter_side(), self.standing if standing is None else standing
        key = (self.view.scale, self.pieces, s, standing)
        out = self._room.get(key)
        if out is None:
            corner = self.view.world_to_screen((0.0, 0.0))
            places = {p: (x - corner[0], y - corner[1]) for p, (x, y) in
                      ((p, self.view.world_to_screen(pt)) for p, pt in self._points.items())}
            points = {p: places[p] for p in sorted(standing)}
            stack = [r.inflate(GAP, GAP) for r in self.stack_boxes((0.0, 0.0), EDGES + 1)]
            zone = self._mark((0.0, 0.0), False).inflate(round(s), round(s * 0.6))
            out = Room(points, stack, zone, s, places).offsets(self._barred.get(key)) if points else {}
            if len(self._room) > 64:
                self._room.clear()
            self._room[key] = out
        return out

    def stack_spots(self, stacks: Sequence[Stack], arriving: Mapping[str, int] | None = None
                    ) -> list[tuple[float, float]]:
        """The screen centre of each stack's top counter (see :meth:`stack_centres`; stacks in
        the order of their sides at each place). A place where ``arriving`` says another side's
        stack is marching in keeps its spot free: the stack there stands where it will stand
        beside it, from the march's start (it stood centred, half under the arriving stack)."""
        at_place: dict[str, list[int]] = {}
        for i, (place, _, _) in enumerate(stacks):
            at_place.setdefault(place, []).append(i)
        out: list[tuple[float, float]] = [(0.0, 0.0)] * len(stacks)
        for place, idx in at_place.items():
            sides = [stacks[i][1] for i in idx]
            comer = (arriving or {}).get(place)
            slots = sorted(sides + [comer]) if comer is not None and comer not in sides else sides
            centres = self.stack_centres(place, len(slots))
            for i, side in zip(idx, sides):
                out[i] = centres[slots.index(side)]
        return out

    def edge(self) -> float:
        """How far each edge under a stack's top counter shows, screen pixels."""
        return max(2.0, self.counter_side() * EDGE)

    def stack_boxes(self, centre, size: int) -> list[pygame.Rect]:
        """What a stack of ``size`` units with its top counter at ``centre`` covers: the
        counter with the edges under it (and its shadow), and the badge with its number."""
        s = round(self.counter_side())
        edges = min(size, EDGES + 1) - 1
        e = self.edge()
        body = pygame.Rect(0, 0, s, s)
        body.center = (round(centre[0]), round(centre[1]))
        body.w += round(edges * e) + 1
        body.h += round(edges * e) + 2
        out = [body]
        if size > 1:
            rr = self.badge_radius(s)
            badge = pygame.Rect(0, 0, 2 * rr + 2, 2 * rr + 2)
            badge.center = tuple(round(c) for c in self.badge_centre(centre))
            out.append(badge)
        return out

    def badge_centre(self, centre) -> tuple[float, float]:
        """The centre of the badge with a stack's size: on its top counter's upper right corner,
        a little inside it."""
        s = self.counter_side()
        rr = self.badge_radius(s)
        return centre[0] + s * 0.5 - rr * 0.35, centre[1] - s * 0.5 + rr * 0.35

    def reserved(self, place: str, sides: int = 1, size: int = EDGES + 1) -> list[pygame.Rect]:
        """What a place keeps for itself on the screen: the counters and badges of ``sides``
        stacks of ``size`` units standing on it (the first counter first; by default stacks
        of many units, whatever stands there now), its markers (where they go without and
        with a stack) and its mark."""
        out: list[pygame.Rect] = []
        for centre in self.stack_centres(place, sides):
            out.extend(self.stack_boxes(centre, size))
        for stacked in (False, True):
            (mx, my), m = self.marker_spot(place, stacked, sides)
            out.append(pygame.Rect(round(mx - m - 1), round(my - m - 1), round(2 * m + 3), round(2 * m + 3)))
        out.append(self._mark(self.screen_point(place), place in self._areas))
        return out

    def _mark(self, at: tuple[float, float], area: bool) -> pygame.Rect:
        """What a place's symbol at ``at`` covers (an area's with its coin)."""
        x, y = at
        if area:
            r = self.area_radius()
            return pygame.Rect(round(x - r), round(y - r), round(2.45 * r), round(2.45 * r))
        r = self.city_radius() * 1.1
        return pygame.Rect(round(x - r), round(y - r), round(2 * r + 2), round(2 * r + 2))

    def draw_counter(self, surface: pygame.Surface, centre, side: int, label: str,
                     size: float | None = None, one_line: bool = False) -> pygame.Rect:
        """One square counter of ``side`` with ``label`` (a unit's short name) on it;
        ``size`` (screen pixels) instead of the map's counter size (the battle panel, which
        sizes its counters for every name to be read on ``one_line``)."""
        s = round(self.counter_side() if size is None else size)
        rect = pygame.Rect(0, 0, s, s)
        rect.center = (round(centre[0]), round(centre[1]))
        colour = self.colours[side]
        rad = max(2, s // 7)
        pygame.draw.rect(surface, darken(colour, 0.55), rect.move(1, 2), border_radius=rad)
        pygame.draw.rect(surface, lighten(colour, 0.1), rect, border_radius=rad)
        pygame.draw.rect(surface, darken(colour, 0.35), rect, max(1, s // 14), border_radius=rad)
        draw_symbol(surface, self.symbols[side], (rect.x + s * 0.2, rect.y + s * 0.2), s * 0.22,
                    readable_on(colour))
        if label:
            px = self.label_px(s) if size is None else max(8, round(s * 0.36))   # the panel sizes its own
            lines, px = self.counter_words(label, s, px) if not one_line else ([label], self.one_line_px(label, s, px))
            y = rect.centery + s * 0.08 if len(lines) == 1 else rect.bottom - s * 0.06 - (px + 1) * 1.5 + 1
            # (two lines stand low, under the side's symbol and the stack's badge)
            for line in lines:
                img = self.texts.render(line, px, True, readable_on(colour))
                if img.get_width() > s * 0.92:        # (squeezed to fit: :func:`~.scene_labels.counter_text`)
                    img = pygame.transform.smoothscale(img, (round(s * 0.92), img.get_height()))
                surface.blit(img, img.get_rect(center=(rect.centerx, round(y))))
                y += px + 1
        return rect
