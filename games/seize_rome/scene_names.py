"""The CAESAR! board's province names: where they go, kept per layout, searched over frames.

:class:`BoardNames` is the part of :class:`.scene.Board` that places the names: the search
itself is :func:`.scene_labels.place_name` (pure geometry); here the board lists what the
names keep clear of, drafts the names while the search runs as the scheduler's task
(:meth:`BoardNames.place_names`), and keeps each layout's placement for the boards opened
at it (:data:`_PLACED`).
"""
from __future__ import annotations

import functools
import math

import pygame

from games.core import caches

from .scene_paint import (token_rect)
from .topology import load_topology
from .scene_draw import RING
from .scene_labels import (NAME_FLOOR, NAME_GAP, WIDEST_TOTAL, Layout, inside_test, name_forms, place_name, place_off_map,
                           place_tag)

#: the names placed for a layout (window, map frame, zoom, language), shared by the boards:
#: a board opened again at the same size finds them placed (see ``Board._name_spots``)
_PLACED: dict = caches.kept(f"{__name__}.placed_names")
#: the names keep this far (design pixels) inside the map's edge
MAP_EDGE = 5


def _bold_width(texts, text: str, size: int) -> int:
    """A name's line width in pixels (bold), for :class:`.scene_labels.Layout`."""
    return texts.width(text, size, True)


class BoardNames:
    """The names' part of the board (see the module text)."""

    def _name_spots(self, draft_ok: bool = False) -> dict[str, tuple[tuple[float, float], str]]:
        """Where each province's name goes (screen point and anchor): inside its own
        province, near its space -- above it if that is clear, else below its totals, left
        or right of it, then a little further off -- the first place that covers no border
        space, no province's space or totals, meets no name placed before (a gap of
        :data:`NAME_GAP` between names), leaves no part of the name outside the province's
        outline and stays on the map (the least covered place when none is clear). Kept
        until the view zooms or the window changes; a pan (the camera alone moved) moves the
        names with the map instead of placing them again; :meth:`name_rects` gives the boxes.

        Placing them costs 30-60 ms of processor time, so at a new size or zoom, with
        ``draft_ok`` (the painting of the map), the names are drafted (:attr:`names_draft`):
        the last placement moved and scaled with the map, or, for a board just opened, the
        names another board placed (the nearest scale in its language,
        :meth:`_adopt_placed`), else each name simply above its space; the search is then
        made a step at a time by :meth:`place_names` (the scheduler's task), and the map
        is painted again with the names placed. Without ``draft_ok`` (the names' boxes are
        needed now: :meth:`name_rects`) the search is finished at once."""
        m = self.map
        key = (m.rect.topleft, m.rect.size, m.scale, self.tr("seize_rome.province.italia"))
        origin = m.world_to_screen((0.0, 0.0))
        last = getattr(self, "_names_key", None)
        if last == key and self.names_draft and self.work_done():
            last = self._names_key = None             # (the search was dropped: search again)
        if last == key and self.names_draft and not draft_ok:
            self.finish_work()                        # (asked for the places: finish the search)
            last = self._names_key
        if last == key:
            dx, dy = round(origin[0] - self._names_origin[0]), round(origin[1] - self._names_origin[1])
            if dx or dy:
                self._names_origin = (self._names_origin[0] + dx, self._names_origin[1] + dy)
                self._names = {pid: ((at[0] + dx, at[1] + dy), how) for pid, (at, how) in self._names.items()}
                self._name_boxes = {pid: box.move(dx, dy) for pid, box in self._name_boxes.items()}
            return self._names
        shared = (key, m.camera, self.ui.s(100), self.lang)
        self.cancel_work()                # (a search for another layout under way ends)
        if shared in _PLACED:           # another board of the same layout placed them already
            spots, boxes, sizes, split, tag_sides = _PLACED[shared]
            self._name_lines, self._tag_sides = dict(split), dict(tag_sides)
            self._names_origin = origin
            self._names_key, self._names, self._name_boxes, self._name_px = key, dict(spots), \
                {pid: b.copy() for pid, b in boxes.items()}, dict(sizes)
            self.names_draft = False
            return self._names
        if draft_ok:
            if last is not None and last[3] == key[3]:
                spots = self._draft_names(key, origin, last[2])
            elif last is None and self._adopt_placed(key):
                # a board just opened at a layout not placed yet (a replay, a finished game, a
                # window of another size): its first frame drafts from another board's names
                spots = self._draft_names(key, origin, self._adopted_scale)
            else:                   # nothing to draft from: each name above its space
                self._names, self._name_boxes, self._name_px, self._name_lines = {}, {}, {}, {}
                self._names_origin = origin
                spots = self._draft_names(key, origin, 0.0)
            self.start_work(self.place_names((key, m.camera), self._place(key, origin, shared)))
            return spots
        for _ in self._place(key, origin, shared):
            pass
        return self._names

    def place_names(self, want: tuple, steps):
        """The names' search for the layout ``want`` as the scheduler's task (a province a
        step, see :meth:`start_work`); the map is painted again at its end (its still layer's
        key has :attr:`names_draft`). A search for a layout since left (zoomed, resized or
        panned meanwhile) is dropped: the next painting drafts and searches again."""
        m = self.map
        for _ in steps:
            if want != ((m.rect.topleft, m.rect.size, m.scale, self.tr("seize_rome.province.italia")), m.camera):
                self._names_key = None if self.names_draft else self._names_key
                break
            yield
        getattr(self.host, "mark_dirty", lambda: None)()

    def _place(self, key: tuple, origin, shared: tuple):
        """The names' search (see :meth:`_name_spots`), a province a step; at its end the
        names are placed (and kept for boards of the same layout, :data:`_PLACED`)."""
        m = self.map
        lay, px = self._label_layout()
        apart = self.ui.s(NAME_GAP)
        names: list[pygame.Rect] = []
        spots: dict[str, tuple[tuple[float, float], str]] = {}
        boxes: dict[str, pygame.Rect] = {}
        sizes: dict[str, int] = {}
        split: dict[str, tuple[str, ...]] = {}
        for p in load_topology().provinces:
            pts = self.space_points.get(p.id)
            if not pts:
                continue
            at = m.world_to_screen(pts[0])
            forms = name_forms(self.tr(p.name_key))
            if not m.rect.collidepoint(*at):
                spot, how, box, size, lines = place_off_map(lay, at, forms[0], px)
                spots[p.id], boxes[p.id], sizes[p.id], split[p.id] = (spot, how), box, size, lines
                continue
            outline = [m.world_to_screen(q) for q in self.outlines.get(p.id, ())]
            inside = inside_test(outline) if outline else None
            spot, how, box, size, lines = place_name(lay, at, outline, forms, px, inside, names)
            spots[p.id], boxes[p.id], sizes[p.id], split[p.id] = (spot, how), box, size, lines
            lay.block.append(box)
            names.append(box.inflate(2 * apart, 2 * apart))
            yield p.id
        self._names_origin = origin
        self.names_draft = False
        self._names_key, self._names, self._name_boxes, self._name_px = key, spots, boxes, sizes
        self._name_lines = split
        if len(_PLACED) > 32:
            _PLACED.clear()
        _PLACED[shared] = (dict(spots), {pid: b.copy() for pid, b in boxes.items()}, dict(sizes), dict(split),
                           dict(self._tag_sides))

    def _label_layout(self) -> tuple[Layout, int]:
        """What the names keep clear of at this layout (every border space, each province's
        space with its ring and the widest totals under it) and their design size."""
        m = self.map
        side = self.token_side()
        r = side * 0.36
        px = max(10, round(side * 0.3))
        block = [token_rect(self.border_centre(b.id), side) for b in load_topology().borders]
        widest = self.pair_rect((0, 0), WIDEST_TOTAL, WIDEST_TOTAL, px)
        totals: list[pygame.Rect] = []
        own: dict[str, pygame.Rect] = {}
        for pid, pts in self.space_points.items():
            for i, pt in enumerate(pts):
                c = m.world_to_screen(pt)
                ring = r * RING if i == 0 else r          # (the first space has the ring round it)
                disc = pygame.Rect(0, 0, round(2 * ring), round(2 * ring))
                disc.center = (round(c[0]), round(c[1]))
                if i == 0:      # the totals under the first space, as wide as two-figure totals
                    totals.append(self.pair_rect(self._pair_top(pid), WIDEST_TOTAL, WIDEST_TOTAL, px))
                    own[pid] = disc.union(totals[-1])
                    block.append(own[pid])
                else:
                    block.append(disc)
        totals += self._reserve_tags(block, own, px)
        width = functools.partial(_bold_width, self.texts)
        edge = self.ui.s(MAP_EDGE)       # (the map's picture has a bronze edge a name would sit on)
        return Layout(block, totals, m.rect.inflate(-2 * edge, -2 * edge), r, self.ui.s(2), widest.h, side,
                      width), px

    def _reserve_tags(self, block: list, own: dict, px: int) -> list[pygame.Rect]:
        """Each province's "3/4" tag given its side of its totals box before the names are
        placed (:func:`.scene_labels.place_tag`: clear of every border space, space, totals
        box and tag placed before), so that no name takes the tag's ground (a closed
        province's too: the names are kept for every board of the layout, :data:`_PLACED`,
        whatever is closed there); the sides are kept in :attr:`_tag_sides` (:meth:`count_tag` tries that side first) and
        the ground they may cover is returned, for the names to keep clear of."""
        m = self.map
        pad = max(3, px // 3) * 2
        sides: dict[str, int] = {}
        reached: list[pygame.Rect] = []
        for p in load_topology().provinces:
            if p.id not in own:
                continue
            n = len(p.borders)
            text = self.tr("seize_rome.ui.count_badge", n=n, total=n)
            top = self._pair_top(p.id)
            narrow, wide = self.pair_rect(top, 0, 0, px), self.pair_rect(top, WIDEST_TOTAL, WIDEST_TOTAL, px)
            clear = [b for b in block if b is not own[p.id]] + reached
            sides[p.id], reach = place_tag(narrow, wide, self.ring_rect(p.id),
                                           (self.texts.width(text, px, True) + pad, wide.h), clear, m.rect)
            reached.append(reach)
        self._tag_sides = sides
        return reached

    #: True while the names shown are a draft of their places (see :meth:`_name_spots`)
    names_draft = False
    #: each name's lines as placed (a long name may take two, see :func:`name_forms`)
    _name_lines: dict = {}
    #: each open province's side of its totals box for its "3/4" tag, an index of
    #: :data:`.scene_labels.TAG_PLACES` (see :meth:`_reserve_tags`)
    _tag_sides: dict = {}

    def _adopt_placed(self, key: tuple) -> bool:
        """Take the names another board placed (in this language, at the scale nearest this
        board's) as this board's last placement, for a draft (see :meth:`_draft_names`);
        False when none was placed."""
        m = self.map
        near = None
        for (k, camera, _s100, lang), placed in _PLACED.items():
            if lang != self.lang or k[3] != key[3] or k[2] <= 0:
                continue
            if near is None or abs(math.log(k[2] / m.scale)) < near[0]:
                near = (abs(math.log(k[2] / m.scale)), k, camera, placed)
        if near is None:
            return False
        _, (topleft, _size, scale, _name), camera, (spots, boxes, sizes, split, tag_sides) = near
        self._names_origin = (topleft[0] - camera[0] * scale, topleft[1] - camera[1] * scale)
        self._names, self._name_px, self._name_lines = dict(spots), dict(sizes), dict(split)
        self._tag_sides = dict(tag_sides)
        self._name_boxes = {pid: b.copy() for pid, b in boxes.items()}
        self._adopted_scale = scale
        return True

    def _draft_names(self, key: tuple, origin, old_scale: float) -> dict[str, tuple[tuple[float, float], str]]:
        """The last placement moved and scaled with the map (``old_scale`` 0: as it is), shown
        while the next frames (asked for here) search the names' places."""
        f = self.map.scale / old_scale if old_scale else 1.0
        ox, oy = self._names_origin

        def move(at):
            return (origin[0] + (at[0] - ox) * f, origin[1] + (at[1] - oy) * f)
        self._names = {pid: (move(at), how) for pid, (at, how) in self._names.items()}
        boxes = {}
        for pid, box in self._name_boxes.items():
            x, y = move(box.topleft)
            boxes[pid] = pygame.Rect(round(x), round(y), max(1, round(box.w * f)), max(1, round(box.h * f)))
        self._name_boxes = boxes
        self._name_px = {pid: max(NAME_FLOOR, round(px * f)) for pid, px in self._name_px.items()}
        self._names_origin, self._names_key, self.names_draft = origin, key, True
        getattr(self.host, "mark_dirty", lambda: None)()
        return self._names

    def name_rects(self) -> dict[str, pygame.Rect]:
        """Each province's name box on the screen (where :meth:`_name_spots` put it)."""
        self._name_spots()
        return dict(self._name_boxes)
