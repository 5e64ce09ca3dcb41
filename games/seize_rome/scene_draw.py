"""The CAESAR! board's drawing: the map with its pieces (a still layer), the totals and
closing boxes, the flying bonus tokens, the side panel, the screen and the controls.

:class:`BoardDrawing` is the part of :class:`.scene.Board` that paints; it reads the board's
state (``shown``, ``geom``, the selection) and changes none of it but the ``drawn_*``
records the tests read. The pieces themselves are painted by :mod:`.scene_paint`.
"""
from __future__ import annotations

import heapq
import re

import pygame

from games.app.board import frozen, panel
from games.app.draw import ROMAN, lighten, mix, wrap_text
from games.core.text import Msg

from . import rules as R
from .rules import influence_tokens, province_msg
from .scene_paint import (draw_bonus, draw_closed_space, draw_count_ring, draw_empty_space,
                          draw_marker, draw_outlines, draw_token, token_rect, unit)
from .topology import load_topology
#: the least size the hint shrinks to before its lines may run over
HINT_LEAST = 8
#: the least size of the "If placed so" lines beside the buttons (the small font): long
#: province names wrap rather than shrink below it
PREVIEW_LEAST = 11
#: the outer edge of the ring round a province's open space (how full it is), as a share of
#: the space's radius: the ring is the space's rim (over a bonus token's bronze rim), hardly
#: wider than the space, so the totals box under it and the names keep their places
RING = 1.1


def _covered(box: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """The area of ``box`` that ``rects`` cover (summed; only the rects that meet it are clipped)."""
    total = 0
    for i in box.collidelistall(rects):
        part = box.clip(rects[i])
        total += part.w * part.h
    return total


def _clear_place(size: tuple[int, int], area: pygame.Rect, near: pygame.Rect, obstacles: list[pygame.Rect],
                 step: int) -> pygame.Rect:
    """The place of a box of ``size`` inside ``area`` (on a grid of ``step`` pixels, flush
    with its edges too) nearest ``near`` that meets none of ``obstacles``; else the one that
    covers least of them (nearest first)."""
    w, h = size
    w, h = min(w, area.w), min(h, area.h)
    xs = sorted(set(range(area.x, area.right - w + 1, step)) | {area.right - w})
    ys = sorted(set(range(area.y, area.bottom - h + 1, step)) | {area.bottom - h})
    cx, cy = near.center
    # how far a box at (x, y) is from ``near``: its gap (weighed 4 times) and its centre's
    # offset, each axis worked out once per row and column (many thousand places a search)
    gap_x = {x: max(near.left - (x + w), x - near.right, 0) ** 2 for x in xs}
    gap_y = {y: max(near.top - (y + h), y - near.bottom, 0) ** 2 for y in ys}
    off_x = {x: abs(x + w / 2 - cx) for x in xs}
    off_y = {y: abs(y + h / 2 - cy) for y in ys}
    spots = [((gap_x[x] + gap_y[y]) ** 0.5 * 4 + off_x[x] + off_y[y], x, y) for x in xs for y in ys]
    heapq.heapify(spots)                # (nearest first, taken one by one: a clear place comes early)
    best, least = None, None
    for i in range(len(spots)):
        _far, x, y = heapq.heappop(spots)
        box = pygame.Rect(x, y, w, h)
        if box.collidelist(obstacles) < 0:
            return box
        if i < 1500:                    # (the least covered of the nearest, should none be clear)
            cost = _covered(box, obstacles)
            if least is None or cost < least:
                best, least = box, cost
    assert best is not None
    return best


class BoardDrawing:
    """The drawing part of the board (see the module text)."""

    # ===== drawing ===================================================================================
    def draw_board(self, surface: pygame.Surface) -> None:
        self.drawn_screen, self.drawn_tokens, self.drawn_totals, self.drawn_preview = [], {}, {}, {}
        self.drawn_boxes: dict[str, pygame.Rect] = {}   # province -> its totals' box (tests)
        self.drawn_closed: set[str] = set()             # provinces whose totals were drawn closed (tests)
        if self.shown is None or not self.geom:
            return
        self.drawn_counts, self.drawn_ties = {}, set()
        self.drawn_count_tags: dict[str, tuple[str, int, pygame.Rect]] = {}  # province -> its "3/4" tag
        self._draw_map(surface)
        self._draw_side(surface)
        self.crassus_draw(surface)                 # solo: Auto-Crassus's column (scene_crassus)
        self.draw_buttons(surface)
        self._draw_flying(surface)
        self.draw_poison(surface)                  # (scene_info)

    def fly_goal(self, n: int = 1, radius: float = 0.0) -> tuple[int, int]:
        """Where flying bonus tokens go: in the taker's box, the spot where ``n`` of them of
        ``radius`` (side by side, leftwards from it) cover least of its words -- below its
        rows, else at its right edge (the controls when no seat is known)."""
        seats, seat = self.geom.get("seats"), self.fly.get("seat")
        if not (seats and seat is not None and 0 <= seat < len(seats)):
            return self.geom["body"].center
        box, words = seats[seat], getattr(self, "drawn_side_text", {}).get(seat, [])
        rad, step = round(radius), round(radius * 2.2)
        inner = box.inflate(-self.ui.s(6), -self.ui.s(6))
        low = max((w.bottom for w in words), default=inner.top)
        spots = [(inner.centerx + (n - 1) * step // 2, (low + inner.bottom) // 2)]
        spots += [(inner.right - rad, w.centery) for w in reversed(words)] + [(inner.right - rad, inner.top + rad)]
        best, cost = spots[0], None
        for x, y in spots:
            group = pygame.Rect(x - (n - 1) * step - rad, y - rad, (n - 1) * step + 2 * rad, 2 * rad).clamp(inner)
            here = sum(group.clip(w).w * group.clip(w).h for w in words)
            if cost is None or here < cost:
                best, cost = (group.right - rad, group.centery), here
            if here == 0:
                break
        return best

    def _draw_flying(self, surface) -> None:
        """The bonus tokens taken rising from the map into the taker's box, clear of its words."""
        self.drawn_flying: list[pygame.Rect] = []
        if not self.fly["items"] or not self.geom:
            return
        t = self.fly["t"]
        r = self.token_side() * 0.36
        goal = self.fly_goal(len(self.fly["items"]), r * 1.6)
        for i, (kind, start) in enumerate(self.fly["items"]):
            end = (goal[0] - i * r * 2.2 * 1.6, goal[1])
            at = (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)
            rad = r * (1 + 0.6 * t)
            draw_bonus(surface, self.texts, at, rad, self.tr(f"seize_rome.ui.bonus_short.{kind}"), kind=kind)
            self.drawn_flying.append(pygame.Rect(round(at[0] - rad), round(at[1] - rad), round(2 * rad), round(2 * rad)))

    # ----- the map -----
    def _draw_map(self, surface: pygame.Surface) -> None:
        """The map with its pieces is a still layer (painted again only when what it shows
        changes); the rings round the spaces to click are drawn over it."""
        m = self.map
        if self.still_map.draw(surface, m.rect, self._map_key(), self._paint_map):
            self.still_map.kept = (dict(self.drawn_tokens), dict(self.drawn_totals), dict(self.drawn_preview),
                                   dict(self.drawn_boxes), set(self.drawn_closed), dict(self.drawn_counts),
                                   set(self.drawn_ties), dict(self.drawn_count_tags))
        else:
            tokens, totals, preview, boxes, closed, counts, ties, tags = self.still_map.kept
            self.drawn_count_tags = dict(tags)
            self.drawn_tokens, self.drawn_totals = dict(tokens), dict(totals)
            self.drawn_preview, self.drawn_boxes, self.drawn_closed = dict(preview), dict(boxes), set(closed)
            self.drawn_counts, self.drawn_ties = dict(counts), set(ties)
        prev = surface.get_clip()
        surface.set_clip(m.rect.clip(prev) if prev else m.rect)
        if not self.painting_still:
            self._draw_targets(surface)
            self.draw_closes(surface)              # what the held token would close (scene_info)
        surface.set_clip(prev)

    def still_key(self):
        """At rest the whole board is kept (the kit's still board); what closes is drawn
        over it (:meth:`draw_live`), the rings round the spaces to click with the hotspots."""
        key = self.rest_key()
        if key is None or self.closing is not None or self.fly["items"] or self._dropping() is not None:
            return None
        if self.shown is not None and self.geom:
            self._name_spots(draft_ok=True)     # (drafted now if they will be: the key says so)
        return key + (self.map.scale, self.map.camera, self.sel_token, self.sel_border, self.sel_toward,
                      self.names_draft)

    def draw_live(self, surface: pygame.Surface) -> None:
        if not self.kept_still or self.shown is None or not self.geom:
            return
        prev = surface.get_clip()
        surface.set_clip(self.map.rect.clip(prev) if prev else self.map.rect)
        self._draw_targets(surface)
        self.draw_closes(surface)
        surface.set_clip(prev)

    def _map_key(self) -> tuple | None:
        """Everything the still map shows (see :class:`~games.app.board.StillLayer`); None
        while a marker drops (the map is painted at every frame then: the falling marker
        passes under the pieces drawn after it)."""
        pos, m = self.shown, self.map
        if self._dropping() is not None:
            return None
        self._name_spots(draft_ok=True)         # (drafted now if they will be: the key says so)
        return (self.rect.size, m.rect.topleft, m.rect.size, m.scale, m.camera, self.lang, self.viewer,
                tuple((self.colour(s), self.symbol(s)) for s in (0, 1)), self.preview_action(), self.closing,
                self._dropping(), pos.border_control, frozen(pos.tokens), frozen(pos.covers), frozen(pos.spaces),
                frozen(pos.bonuses), frozen(pos.closed), frozen(pos.tallies), self.names_draft)

    def _paint_picture(self, surface: pygame.Surface) -> None:
        """The picture, veiled off the board, and the provinces' outlines (painted again only
        when the view moves, zooms or is resized)."""
        m = self.map
        m.draw(surface)
        prev = surface.get_clip()
        surface.set_clip(m.rect.clip(prev) if prev else m.rect)
        draw_outlines(surface, m, self.edges)
        surface.set_clip(prev)

    def _dropping(self) -> str | None:
        """The marker falling now (the map is painted at every frame until it lands)."""
        return self.drop["where"] if self.drop["where"] is not None and self.drop["t"] < 1.0 else None

    def _paint_map(self, surface: pygame.Surface) -> None:
        topo = load_topology()
        pos = self.shown
        m = self.map
        # what the count tags' places depend on (:meth:`count_tag` keeps them by it)
        self.tags_key = (tuple(m.rect), m.scale, m.camera, getattr(self, "_names_key", None), self.names_draft,
                         tuple(self._totals(q) for q in self.space_points), tuple(sorted(pos.closed)))
        prev = surface.get_clip()
        self.still_picture.draw(surface, m.rect, (self.rect.size, m.rect.topleft, m.rect.size, m.scale, m.camera),
                                self._paint_picture)
        surface.set_clip(m.rect.clip(prev) if prev else m.rect)
        side = self.token_side()
        preview = self.preview_action()
        for b in topo.borders:
            c = self.border_centre(b.id)
            t = pos.tokens.get(b.id)
            if t is None:
                if preview is not None and preview.border == b.id:
                    self._draw_token_on(surface, b, c, side, (self.viewer, preview.token, preview.toward,
                                                              preview.toward == "", False), alpha=200)
                    pygame.draw.rect(surface, ROMAN["gold_light"], token_rect(c, side).inflate(4, 4), 2,
                                     border_radius=max(3, round(side) // 5))
                else:
                    draw_empty_space(surface, c, side * 0.42, b.icon, b.border_control and pos.border_control)
                continue
            self._draw_token_on(surface, b, c, side, t)
            cover = pos.covers.get(b.id)
            if cover is not None:
                off = self._drop_offset(f"border:{b.id}")
                draw_marker(surface, (c[0], c[1] - off), side * 0.36, self.colour(cover[0]), cover[1],
                            self.symbol(cover[0]))
        for p in topo.provinces:
            self._draw_province(surface, p)
        if self.closing is not None:
            self._draw_closing(surface)
        surface.set_clip(prev)

    def _draw_targets(self, surface) -> None:
        """A gold ring round every space the viewer may click on the map now (the kit's
        glow alone is faint on the picture)."""
        if not self.acting or self.anim.busy():
            return
        w = max(3, self.ui.s(4))
        colour = mix(ROMAN["gold"], ROMAN["gold_light"], 0.5)
        for spot in self.hotspots:
            if isinstance(spot.key, tuple) and spot.key[0] in ("border", "target") and spot.enabled:
                r = spot.rect.inflate(w * 2, w * 2)
                wide = w + 1 if spot is self.hover else w
                if spot.key[0] == "target" and spot.key[1].partition(":")[0] != "token":
                    pygame.draw.circle(surface, colour, r.center, r.w // 2, wide)
                else:
                    pygame.draw.rect(surface, colour, r, wide, border_radius=r.w // 4)

    def _drop_offset(self, where: str) -> float:
        if self.drop["where"] != where:
            return 0.0
        return (1.0 - self.drop["t"]) * self.ui.s(60)

    def _draw_token_on(self, surface, b, c, side, t, alpha: int = 255) -> None:
        topo = load_topology()
        seat, code, toward, face_down, hidden = t
        self.drawn_tokens[b.id] = code
        hi_dir = lo_dir = None
        if toward:
            hi_dir = unit(topo.border(b.id).point, self._anchor(toward))
            lo_dir = unit(topo.border(b.id).point, self._anchor(b.other(toward)))
        draw_token(surface, self.texts, c, side, code, self.colour(seat), hi_dir, lo_dir, face_down, alpha,
                   self.symbol(seat))

    def _anchor(self, pid: str) -> tuple[float, float]:
        """The map point a province's values face (its first space)."""
        topo = load_topology()
        pts = self.space_points.get(pid)
        return pts[0] if pts else topo.border(topo.province(pid).borders[0]).point

    def _totals(self, pid: str) -> tuple[int, int]:
        """The running totals of an open province; a closed one's as it closed (frozen)."""
        pos = self.shown
        if pid in pos.closed and pid in pos.tallies:
            return pos.tallies[pid]
        return pos.influence(pid)

    def _nobody_wins(self, pid: str) -> bool:
        """The closed ``pid`` closed on a tie that nobody takes (its space stays empty)."""
        pos = self.shown
        a, b = self._totals(pid)
        return a == b and pos.tie_winner() is None

    def _draw_province(self, surface, p) -> None:
        topo = load_topology()
        pos = self.shown
        pts = self.space_points.get(p.id) or []
        side = self.token_side()
        r = side * 0.36
        ui = self.ui
        if not pts:
            return
        anchor = self.map.world_to_screen(pts[0])
        name = self.tr(p.name_key)
        px = max(10, round(side * 0.3))
        spot, how = self._name_spots(draft_ok=True).get(p.id, ((anchor[0], anchor[1] - r - ui.s(2)), "midbottom"))
        lines = self._name_lines.get(p.id, (name,))
        size = self._name_px.get(p.id, px)
        if len(lines) == 1 or p.id not in self._name_boxes:
            self.texts.draw(surface, name, spot, size, True, ROMAN["parchment"], how, outline=ROMAN["ink"])
        else:                       # two lines, each centred in the name's box
            box = self._name_boxes[p.id]
            step = box.h / len(lines)
            for i, ln in enumerate(lines):
                self.texts.draw(surface, ln, (box.centerx, box.y + step * (i + 0.5)), size, True, ROMAN["parchment"],
                                "center", outline=ROMAN["ink"])
        for i, pt in enumerate(pts):
            c = self.map.world_to_screen(pt)
            e = pos.spaces[p.id][i] if i < len(pos.spaces[p.id]) else None
            if e is not None:
                off = self._drop_offset(f"province:{p.id}:{i}")
                draw_marker(surface, (c[0], c[1] - off), r, self.colour(e[0]), e[1], self.symbol(e[0]))
            elif i == 0 and pos.bonuses.get(p.id):
                draw_bonus(surface, self.texts, c, r, self.tr(f"seize_rome.ui.bonus_short.{pos.bonuses[p.id]}"),
                           kind=pos.bonuses[p.id])
            elif p.id in pos.closed and self._nobody_wins(p.id):
                draw_closed_space(surface, self.texts, c, r, self.tr("seize_rome.ui.tie_short"))
                self.drawn_ties.add(p.id)
            else:           # (also a province just won, its marker still to drop in)
                pygame.draw.circle(surface, ROMAN["bronze"], (round(c[0]), round(c[1])), round(r), 2)
        closed = p.id in pos.closed
        if not closed:      # how full it is: a ring round its space (the standing token gold)
            filled, total = self.space_counts(pos, p.id)
            act = self.preview_action()
            ahead = 1 if act is not None and act.border not in pos.tokens and \
                act.border in topo.province(p.id).borders else 0
            draw_count_ring(surface, anchor, r * RING, filled, total, ahead)
            self.drawn_counts[p.id] = (filled, total)
        a, b = self._totals(p.id)
        self.drawn_totals[p.id] = (a, b)
        prev = None if closed else self._preview_totals(p.id)
        if prev is not None:
            self.drawn_preview[p.id] = prev
            a, b = prev
        self.drawn_boxes[p.id] = self._draw_pair(surface, self._pair_top(p.id), a, b, px, prev is not None, closed)
        if not closed:
            self._draw_count_tag(surface, p.id, px)
        if closed:
            self.drawn_closed.add(p.id)

    def _draw_count_tag(self, surface, pid: str, px: int) -> None:
        """The open ``pid``'s count of filled border spaces in figures ("3/4"), parchment on a
        dark tag beside its totals box (red once one space is left): the ring round its space
        says it at a glance, the tag says it readably."""
        filled, total = self.drawn_counts[pid]
        text = self.tr("seize_rome.ui.count_badge", n=filled, total=total)
        img = self.texts.render(text, px, True, ROMAN["parchment"])
        box = self.drawn_boxes[pid]
        tag = self.count_tag(pid, box, (img.get_width() + max(3, px // 3) * 2, box.h), px)
        panel(surface, tag, ROMAN["red"] if total - filled == 1 else ROMAN["ink"], ROMAN["bronze"],
              radius=tag.h // 3, border_width=1, shadow=False)
        surface.blit(img, img.get_rect(center=tag.center))
        self.drawn_count_tags[pid] = (text, px, tag)

    def _pair_top(self, pid: str) -> tuple[float, float]:
        """The middle of the top edge of ``pid``'s totals box (under its first space and the
        ring round it; drawn after a control marker there, over its shadow)."""
        anchor = self.map.world_to_screen(self.space_points[pid][0])
        return anchor[0], anchor[1] + self.token_side() * 0.36 + self.ui.s(2)

    def pair_rect(self, at, a: int, b: int, px: int) -> pygame.Rect:
        """The box :meth:`_draw_pair` draws for the totals ``a``, ``b`` (its top middle at ``at``)."""
        ta = self.texts.render(str(a), px, True, lighten(self.colour(0), 0.1), ROMAN["white"])
        tb = self.texts.render(str(b), px, True, lighten(self.colour(1), 0.1), ROMAN["white"])
        gap = max(4, px // 2)
        box = pygame.Rect(0, 0, ta.get_width() + tb.get_width() + gap * 3, max(ta.get_height(), tb.get_height()))
        box.midtop = (round(at[0]), round(at[1]))
        return box

    def _draw_pair(self, surface, at, a: int, b: int, px: int, lit: bool, closed: bool = False) -> pygame.Rect:
        """The totals box: the open province's running totals (``lit`` when they are the
        standing token's preview), or greyed with the totals it closed with (``closed``)."""
        ta = self.texts.render(str(a), px, True, lighten(self.colour(0), 0.1), ROMAN["white"])
        tb = self.texts.render(str(b), px, True, lighten(self.colour(1), 0.1), ROMAN["white"])
        gap = max(4, px // 2)
        box = self.pair_rect(at, a, b, px)
        if closed:
            panel(surface, box, ROMAN["vein"], ROMAN["ink"], radius=box.h // 3, border_width=1, shadow=False)
            pygame.draw.line(surface, ROMAN["ink"], (box.x + gap * 3 // 2 + ta.get_width() - 1, box.y + 2),
                             (box.x + gap * 3 // 2 + ta.get_width() - 1, box.bottom - 3), 1)
        else:
            panel(surface, box, (250, 244, 226), ROMAN["gold"] if lit else ROMAN["bronze"], radius=box.h // 3,
                  border_width=3 if lit else 1, shadow=False)
        surface.blit(ta, ta.get_rect(midleft=(box.x + gap, box.centery)))
        surface.blit(tb, tb.get_rect(midright=(box.right - gap, box.centery)))
        return box

    def preview_lines(self, pid: str, px: int, width: int) -> list[list[tuple[str, int]]]:
        """One province's totals if the standing token is placed so, as lines of pieces
        (``(text, who)``: who -1 for words, else the seat whose number it is, drawn in its
        colour as in the province's totals box on the map): all on one line when it fits
        ``width``, else the name whole on a line of its own and the numbers on the next (「ヒスパニア・
        キテリオル：」 / 「3–0」: a name broken after its 「・」 read as two names), in its short
        form (「キテリオル」, ``seize_rome.ui.short.<id>``) when the whole is too wide for a line
        alone; only a name with no short form breaks then, after a 「・」 or a space."""
        a, b = self._preview_totals(pid) or (0, 0)
        wide = self.texts.width

        def said(name: str) -> list[tuple[str, int]]:
            t = self.tr("seize_rome.ui.totals", province=name, a="\x00", b="\x01")
            got = [(w, -1 if w not in "\x00\x01" else "\x00\x01".index(w)) for w in re.split("([\x00\x01])", t) if w]
            return [(str((a, b)[who]) if who >= 0 else w, who) for w, who in got]

        def size(line: list[tuple[str, int]]) -> int:
            return sum(wide(w, px, who >= 0) for w, who in line)
        short = self.tr(f"seize_rome.ui.short.{pid}")
        for pieces in [said(self.tr(f"seize_rome.province.{pid}"))] + ([said(short)] if "." not in short else []):
            if size(pieces) <= width or pieces[0][1] >= 0:
                return [pieces]
            if wide(pieces[0][0], px, False) <= width:
                return [[(pieces[0][0].rstrip(), -1)], pieces[1:]]
        head, tail = pieces[0][0], pieces[1:]
        lines: list[list[tuple[str, int]]] = [[("", -1)]]
        for word in re.findall(r"[^・ ]+[・ ]?", head) or [head]:
            if lines[-1][0][0] and wide(lines[-1][0][0] + word, px, False) > width:
                lines.append([("", -1)])
            lines[-1][0] = (lines[-1][0][0] + word, -1)
        if size(lines[-1] + tail) <= width:
            lines[-1] += tail
        else:
            lines.append(tail)
        return lines

    def _preview_totals(self, pid: str) -> tuple[int, int] | None:
        """The totals ``pid`` would have with the standing token, or None."""
        topo = load_topology()
        act = self.preview_action()
        if act is None or pid not in topo.border(act.border).provinces or self.viewer is None:
            return None
        out = list(self._totals(pid))
        if act.toward:
            tok = influence_tokens()[act.token]
            out[self.viewer] += tok.hi if act.toward == pid else tok.lo
        return (out[0], out[1])

    def closing_box(self, pid: str, size: tuple[int, int]) -> pygame.Rect:
        """Where the banner of ``pid`` closing stands: the place on the map nearest the
        province's name and space (a few pixels' grid over the whole map, the sea bands
        too) that covers no province's name, totals or "3/4" tag, no province's space and no
        border space (the tokens and markers stay in sight while it closes); else the one
        that covers least of them. Kept by what it depends on (it is asked at every frame
        while a marker drops)."""
        obstacles = self.closing_obstacles()
        near = self._closing_near(pid)
        key = (pid, tuple(size), tuple(self.map.rect), tuple(near), tuple(tuple(r) for r in obstacles))
        kept = getattr(self, "_closing_kept", None)
        if kept is not None and kept[0] == key:
            return pygame.Rect(kept[1])
        box = _clear_place(size, self.map.rect, near, obstacles, max(2, self.ui.s(5)))
        self._closing_kept = (key, pygame.Rect(box))
        return box

    def _closing_near(self, pid: str) -> pygame.Rect:
        """What the banner of ``pid`` stands nearest: its name and its space."""
        pts = self.space_points.get(pid) or [(0, 0)]
        c = self.map.world_to_screen(pts[0])
        r = self.token_side() * 0.36
        space = pygame.Rect(0, 0, round(2 * r), round(2 * r))
        space.center = (round(c[0]), round(c[1]))
        name = self.name_rects().get(pid)
        return space.union(name) if name is not None else space

    def closing_obstacles(self) -> list[pygame.Rect]:
        """What a closing banner leaves in sight: every province's name, totals box, "3/4"
        tag and spaces (with the ring round the first), and every border space."""
        gap = self.ui.s(2)
        got = [pygame.Rect(n) for n in self.name_rects().values()]
        got += [pygame.Rect(b) for b in getattr(self, "drawn_boxes", {}).values()]
        got += [pygame.Rect(t) for _, _, t in getattr(self, "drawn_count_tags", {}).values()]
        side = self.token_side()
        r = round(side * 0.36 * RING)
        for pts in self.space_points.values():
            for pt in pts:
                c = self.map.world_to_screen(pt)
                got.append(pygame.Rect(round(c[0]) - r, round(c[1]) - r, 2 * r, 2 * r))
        got += [token_rect(self.border_centre(b.id), side) for b in load_topology().borders]
        return [o.inflate(gap * 2, gap * 2) for o in got if o.colliderect(self.map.rect)]

    def first_seat(self) -> int:
        """The seat whose figure a closing names first, as the log and the top bar name it under
        the banner: the person's in a solo game (the viewer's, as in the advice and the held-token
        box), else the first seat's (in pass-and-play the viewer changes every turn; the banner
        keeps the order of the top bar it stands with)."""
        pos = self.shown if self.shown is not None else self.view
        return 1 if pos is not None and pos.crassus == 0 else 0

    def closed_words(self, key: str, pid: str, inf) -> str:
        """``key``'s words for ``pid`` closed with the influences ``inf``: each side named
        with its figure, the :meth:`first_seat` first ("Cyrene closes: Livia 0, Auto-Crassus
        6", never the bare "6 – 0" that read as the viewer's)."""
        me = self.first_seat()
        return self.host.render(Msg(key, {"province": province_msg(pid), "seat_a": me, "seat_b": 1 - me,
                                          "a": inf[me], "b": inf[1 - me]}))

    def closing_text(self) -> str:
        """The closing banner's words (:meth:`closed_words`; the banner has the winner's
        colour), and a tie that leaves it empty says so."""
        pid, inf, ctrl = self.closing
        text = self.closed_words("seize_rome.ui.closed", pid, inf)
        if ctrl < 0:
            text += self.tr("seize_rome.ui.list_sep") + self.tr("seize_rome.ui.tie")
        return text

    def _draw_closing(self, surface) -> None:
        pid, _inf, ctrl = self.closing
        text = self.closing_text()
        px = self.ui.font_px(18)
        img = self.texts.render(text, px, True, ROMAN["gold_light"])
        box = self.closing_box(pid, img.get_rect().inflate(self.ui.s(20), self.ui.s(10)).size)
        self.drawn_closing = box
        fill = self.colour(ctrl) if ctrl >= 0 else ROMAN["ink"]
        panel(surface, box, fill, ROMAN["gold"], radius=box.h // 3)
        surface.blit(img, img.get_rect(center=box.center))

    # ----- the strip below the map -----
    def _draw_side(self, surface) -> None:
        g = self.geom
        pos = self.shown
        ui = self.ui
        words: dict[int, list[pygame.Rect]] = {}
        self.drawn_side_text = words               # (the flying bonus tokens land clear of these)
        for s, r in enumerate(g["seats"]):
            active = pos.phase != "over" and pos.turn == s
            panel(surface, r, ROMAN["parchment"], self.colour(s) if active else ROMAN["bronze"],
                  radius=ui.s(10), border_width=3 if active else 1)
            rows = [self.tr("seize_rome.ui.markers", n=pos.markers[s]),
                    self.tr("seize_rome.ui.senate", n=pos.senates[s], m=pos.under_senate[s]),
                    self.tr("seize_rome.ui.row_count" if s == pos.crassus else "seize_rome.ui.screen",
                            n=len(pos.hands[s])) + "   "
                    + self.tr("seize_rome.ui.bag", n=len(pos.bags[s]))]
            if pos.centurion:
                rows.append(self.tr("seize_rome.ui.beside", n=len(pos.beside[s])))
            lost = self.poison_row(s)              # what Poison took, until this seat places (scene_info)
            if lost is not None:
                rows.append(lost)
            x, y = r.x + ui.s(10), r.y + ui.s(5)
            w = r.w - ui.s(20)
            rows, line, px = self._side_rows(rows, r.h, w)
            draw_marker(surface, (x + line * 0.4, y + line * 0.5), line * 0.38, self.colour(s), True, self.symbol(s))
            nr = self.texts.draw(surface, self.name(s), (x + line, y), min(ui.font_px(18), line), True,
                                 self.colour(s), width=w - line)
            role, rx = self.role(s), nr.right + ui.s(8)
            if role is not None and x + w - rx > ui.s(30):          # the side played, beside the name
                self.texts.draw(surface, self.tr(role), (rx, nr.centery), px, False, ROMAN["ink"], "midleft",
                                width=x + w - rx, least=8)
            words[s] = [nr] + [self.texts.draw(surface, t, (x, y + line * (i + 1)), px, False, ROMAN["ink"],
                                               width=w, least=8) for i, t in enumerate(rows)]
        hint = self.hint()
        if hint is None and pos.phase == "over" and self.view is not None and self.view.outcome() is not None:
            hint = self.view.outcome().reason
        if hint is not None and self.hint_band_taken():     # (the top bar says it too)
            band = g["hint"].copy()
            band.w = g["preview"].x - band.x - ui.s(6)
            lines, px = self.texts.wrap_fit(self.host.render(hint), band, self.ui.font_px(15), True, least=HINT_LEAST)
            if len(lines) * self.texts.font(px, True).get_linesize() > band.h:
                hint = None
            g = dict(g, hint=band)
        if hint is not None:
            self.texts.wrapped(surface, self.host.render(hint), g["hint"], self.ui.font_px(15), True, ROMAN["ink"],
                               least=HINT_LEAST, middle=True)
        self._draw_screen(surface)
        self._draw_controls(surface)

    def _side_rows(self, rows: list[str], height: int, width: int) -> tuple[list[str], int, int]:
        """A seat box's rows as drawn in ``height`` under its name, each ``width`` wide, with
        their line height and size: a row too wide even at the least size (the Japanese
        「元老院トークン：0（その下のマーカー：0）」 at 1000x650, cut with an ellipsis) goes on
        two lines when the box has the room, rather than being cut."""
        ui = self.ui
        out = rows
        for _ in range(2):          # (wrapping makes lines smaller: measured again once)
            line = min(ui.s(22), (height - ui.s(10)) // (len(out) + 1))
            px = min(ui.font_px(15), max(9, line * 3 // 4))
            font = self.texts.font(px)
            wrapped = []
            for t in rows:
                if self.texts.width(t, min(px, 8)) <= width:      # (it fits shrunk: drawn so)
                    wrapped.append(t)
                else:
                    wrapped += wrap_text(font, t, width)[:2]
            if wrapped == out or (height - ui.s(10)) // (len(wrapped) + 2) < line:
                break           # (only where the box has room for it and for a bonus token landing)
            out = wrapped
        line = min(ui.s(22), (height - ui.s(10)) // (len(out) + 1))
        return out, line, min(ui.font_px(15), max(9, line * 3 // 4))

    def role(self, seat: int) -> str | None:
        """The catalogue key of the side ``seat`` plays, shown beside the name: Caesar (who
        starts) or Pompey; None in the solo game (Auto-Crassus is neither).

        >>> from types import SimpleNamespace as NS
        >>> [BoardDrawing.role(NS(shown=R.new_game(2, 1, {"expansions": "base"})), s) for s in (0, 1)]
        ['seize_rome.ui.caesar', 'seize_rome.ui.pompey']
        """
        if self.shown is None or self.shown.crassus >= 0:
            return None
        return "seize_rome.ui.caesar" if seat == R.CAESAR else "seize_rome.ui.pompey"

    def hint_layout(self, text: str) -> tuple[list[str], int]:
        """The lines and size of the hint above the controls: one line at the design size
        when it fits, else wrapped into the hint box (two lines, a Japanese hint
        included) and shrunk only as far as that needs, never cut with an ellipsis."""
        return self.texts.wrap_fit(text, self.geom["hint"], self.ui.font_px(15), True, least=HINT_LEAST)

    def _draw_screen(self, surface) -> None:
        g = self.geom
        if self.view is None or self.viewer is None:
            return
        ui = self.ui
        scr = g["screen"]
        panel(surface, scr, (70, 52, 40), ROMAN["gold_dark"], radius=ui.s(10))
        self.texts.draw(surface, self.tr("seize_rome.ui.your_screen") + " — " + self.name(self.viewer),
                        (scr.x + ui.s(10), scr.y + ui.s(4)), ui.font_px(15), True, ROMAN["gold_light"],
                        width=scr.w - ui.s(20), least=8)
        col = self.colour(self.viewer)
        for code, r in g["hand"]:
            self.drawn_screen.append(code)
            if code == self.sel_token:
                pygame.draw.rect(surface, ROMAN["gold_light"], r.inflate(6, 6), 3, border_radius=r.w // 4)
            draw_token(surface, self.texts, r.center, r.w, code, col, None, None, False,
                       120 if (code == self.sel_token and self.sel_border is not None) else 255, self.symbol(self.viewer))

    def preview_layout(self, act) -> tuple[pygame.Rect, int, bool, list]:
        """Where and how the "If placed so" lines stand: the box beside the buttons, the size
        (the design size down to the small font), whether the heading is drawn, and the lines
        (indent, pieces: :meth:`preview_lines`). When they do not fit the box beside the
        buttons, the box takes the hint's band above it too (the top bar says the same hint),
        then the heading goes (the size shrinking first each time, not below the small font):
        never below the window or past the board's edge."""
        g, ui = self.geom, self.ui
        ind = ui.s(6)
        least = ui.font_px(PREVIEW_LEAST, PREVIEW_LEAST)
        small = g["preview"]
        tall = pygame.Rect(small.x, g["hint"].y, small.w, small.bottom - g["hint"].y)
        tries = [max(least, min(ui.font_px(15), max(10, small.h // 3) * 3 // 4))]
        tries += list(range(tries[0] - 1, least - 1, -1))
        got = None
        for box, head in ((small, True), (tall, True), (small, False), (tall, False)):
            for px in tries:
                lines = [(ind, ln) for pid in load_topology().border(act.border).provinces
                         for ln in self.preview_lines(pid, px, box.w - ind)]
                high = self.texts.font(px, False).get_linesize() * (len(lines) + head)
                got = (box, px, head, lines)
                if high <= box.h:
                    return got
        assert got is not None
        return got

    def hint_band_taken(self) -> bool:
        """The "If placed so" lines took the hint's band (:meth:`preview_layout`)."""
        g = self.geom
        act = self.preview_action() if self.my_decision("place") else None
        return act is not None and "preview" in g and self.preview_layout(act)[0].y < g["preview"].y

    def _draw_controls(self, surface) -> None:
        g = self.geom
        ui = self.ui
        act = self.preview_action() if self.my_decision("place") else None
        if act is not None and "preview" in g:
            box, px, head, lines = self.preview_layout(act)
            self.drawn_preview_box = box
            y = box.y
            if head:
                y = self.texts.draw(surface, self.tr("seize_rome.ui.preview"), (box.x, box.y), px, True,
                                    ROMAN["ink"], width=box.w, least=px).bottom
            step = self.texts.font(px, False).get_linesize()
            for indent, line in lines:
                x = box.x + indent
                for word, who in line:
                    colour = self.colour(who) if who >= 0 else ROMAN["ink"]
                    x = self.texts.draw(surface, word, (x, y), px, who >= 0, colour).right
                y += step
        if self.my_decision("centurion"):
            for code, r in g.get("centurion", []):
                draw_token(surface, self.texts, r.center, r.w, code, self.colour(self.viewer), None, None, False,
                           255, self.symbol(self.viewer))
        if self.my_decision("bonus"):
            for kind, prov, row in g.get("bonus_rows", []):
                panel(surface, row, ROMAN["parchment"], ROMAN["bronze"], radius=ui.s(8), border_width=1)
                c = (row.x + row.h // 2, row.centery)
                draw_bonus(surface, self.texts, c, row.h * 0.42, self.tr(f"seize_rome.ui.bonus_short.{kind}"), kind=kind)
                name = self.tr(f"seize_rome.bonus.{kind}")
                src = self.tr("seize_rome.ui.from", province=self.tr(f"seize_rome.province.{prov}")) if prov \
                    else self.tr("seize_rome.ui.from_set_aside")
                btns = [b.rect.x for b in self.buttons if isinstance(b.key, tuple) and b.key[:3] == ("bonus", kind, prov)]
                tw = (min(btns) if btns else row.right) - row.x - row.h - ui.s(6)
                half = row.h // 2
                self.texts.draw(surface, name, (row.x + row.h, row.y + half), min(ui.font_px(16), half), True,
                                ROMAN["ink"], "bottomleft", width=tw, least=8)
                self.texts.draw(surface, src, (row.x + row.h, row.y + half), min(ui.font_px(13), half * 4 // 5),
                                False, ROMAN["ink"], "topleft", width=tw, least=8)
