"""CAESAR! (Seize Rome): the board scene.

The window has two parts, laid out from the rectangle the host gives:

- the **map** (left): the Tiled map's picture, fitted to the playing area (the border
  spaces and the provinces' spaces; the empty south of the picture is left out);
  the wheel zooms, a drag pans. On it: every border space (free: its icon, a
  double ring for Border Control; taken: the token, its icon and each value on
  the side of the province it counts for, or its back), border markers over
  tokens, each province's name, its control markers, its bonus token face up and,
  while it is open, both sides' running totals;
- the **side panel** (right): each side's markers left, Senate tokens (and markers
  under them), bag, screen and Centurions beside it; the viewer's own screen; and
  the controls of the decision at hand.

A turn by clicks: pick a token on your screen, and every border space it may go
on lights up; click one, and the token stands there (faded) with the totals it
would make shown on the map and in the panel; turn it (click it again, right-click
anywhere, or "Turn"; "Face down + bonus" on a double ring with Border Control, and
only that button turns it face up again: Turn never does); "Place"
sends it. Closing a province plays its resolution (totals, markers dropping in,
border markers covering tokens); the bonus tokens taken are listed face up with
"Use" and "Discard" (a disabled button says why); Might's target is clicked on
the map, Centurion's token in the panel. Chance (draws) is the host's.

Everything is drawn from ``self.shown`` (the view, or the position before an
action while its events animate): the other screen is hidden in it. The pieces
are painted by :mod:`.scene_paint`.
"""
from __future__ import annotations

import functools
import math
from itertools import chain
from typing import Any

import pygame

from games.core import caches
from games.app.anim import Call, Tween, Wait
from games.app.board import BoardBase, StillLayer, frozen, panel
from games.app.draw import ROMAN, lighten
from games.app.picker import Picker
from games.core.maps import load_map
from games.core.text import Msg

from . import rules as R
from .rules import TOKENS, Bonus, Flip, Place
from . import scene_end
from .scene_crassus import CrassusColumn
from .scene_info import ProvinceInfo
from .scene_paint import (TOKEN_SIDE, FramedMapView, draw_bonus, draw_closed_space, draw_count_ring, draw_empty_space,
                          draw_marker, draw_outlines, draw_token, play_frame, token_rect, unit)
from .topology import MAP_PATH, load_topology

TOPO = load_topology()
#: the design height of the hint above the controls: two lines of a long (Japanese) hint
HINT_H = 46
#: the least size the hint shrinks to before its lines may run over
HINT_LEAST = 8
#: the outer edge of the ring round a province's open space (how full it is), as a share of
#: the space's radius: the ring is the space's rim (over a bonus token's bronze rim), hardly
#: wider than the space, so the totals box under it and the names keep their places
RING = 1.1
#: the least gap between two province names (design pixels)
NAME_GAP = 3
#: the sizes a province's name tries, as shares of its design size, until a clear place is found
NAME_SHRINK = (1.0, 0.85, 0.72, 0.6)
#: the second line of a name set on two lines starts this many sizes below the first
NAME_LEADING = 1.05
#: the names keep clear of totals boxes this wide (two figures a side; a province's
#: influence rarely passes 20)
WIDEST_TOTAL = 88
#: the map view draws no piece itself (the board paints them, and the province outlines, see
#: :func:`draw_outlines`); it only veils the part of the picture that is no province
UNDRAWN = {cls: ((0, 0, 0, 0), (0, 0, 0, 0)) for cls in ("province", "border", "space", "edge")}
UNDRAWN["offboard"] = ((226, 214, 186, 175), (0, 0, 0, 0))


def _inside_test(outline):
    """A test of screen points against the polygon ``outline``: the polygon filled once into a
    mask of its bounding box, each point then a look-up or two; only a point within a pixel of
    the edge, where filled pixels and the exact polygon may disagree, is tested against the
    polygon itself (testing every edge for each point took 100-300 ms of a frame at each new
    size of the board).

    >>> inside = _inside_test([(0, 0), (10, 0), (10, 10), (0, 10)])
    >>> inside((5, 5)), inside((12, 5)), inside((-3, 40)), inside((9.9, 5))
    (True, False, False, True)
    """
    from games.core.maps import point_in_polygon
    pad = 3
    x0 = math.floor(min(x for x, _ in outline)) - pad
    y0 = math.floor(min(y for _, y in outline)) - pad
    w = math.ceil(max(x for x, _ in outline)) - x0 + 1 + pad
    h = math.ceil(max(y for _, y in outline)) - y0 + 1 + pad
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.polygon(surf, (255, 255, 255, 255), [(x - x0, y - y0) for x, y in outline])
    mask = pygame.mask.from_surface(surf)
    near = pygame.mask.Mask((3, 3), fill=True)
    outer = mask.convolve(near, None, (-1, -1)).get_at        # a filled pixel within 1 px
    empty = mask.copy()
    empty.invert()
    inner = empty.convolve(near, None, (-1, -1))               # an empty pixel within 1 px
    inner.invert()
    inner = inner.get_at

    def inside(pt) -> bool:
        x, y = round(pt[0]) - x0, round(pt[1]) - y0
        if not (0 <= x < w and 0 <= y < h):
            return False                    # (the box is padded: no part of the polygon is near)
        if inner((x, y)):
            return True
        if not outer((x, y)):
            return False
        return point_in_polygon(pt, outline)
    return inside


def _outside(box: pygame.Rect, outline, inside=None, enough: float = 2.0) -> float:
    """The share of ``box`` outside the polygon ``outline`` (screen points), measured on a
    grid of 18 points over the box, its corners and edges included (``inside``: the polygon's
    :func:`_inside_test`, made once for many boxes). The count stops once the share reaches
    ``enough`` (what is returned then is at least ``enough``: the caller needs no more).

    >>> _outside(pygame.Rect(0, 0, 10, 10), [(-1, -1), (20, -1), (20, 20), (-1, 20)])
    0.0
    >>> _outside(pygame.Rect(30, 30, 10, 10), [(-1, -1), (20, -1), (20, 20), (-1, 20)], enough=0.1)
    0.1111111111111111
    """
    inside = inside or _inside_test(outline)
    out = 0
    for i in range(6):
        for j in range(3):
            out += not inside((box.x + (box.w - 1) * i / 5, box.y + (box.h - 1) * j / 2))
            if out >= enough * 18:
                return out / 18
    return out / 18


@functools.lru_cache(maxsize=16)
def _around(reach: int) -> tuple[tuple[int, int], ...]:
    """The steps of a name's further places around its space, nearest first, up to ``reach``
    steps across (and three quarters of that up and down).

    >>> _around(8)[:4]
    ((-1, 0), (0, -1), (0, 1), (1, 0))
    """
    return tuple(sorted(((dx, dy) for dx in range(-reach, reach + 1)
                         for dy in range(-reach * 3 // 4, reach * 3 // 4 + 1) if dx or dy),
                        key=lambda d: d[0] * d[0] + d[1] * d[1]))


def name_forms(name: str) -> tuple[tuple[str, ...], ...]:
    """The ways a province's name may be set: on one line, then (a name of two words) on
    two, broken at the space or the middle dot nearest its middle.

    >>> name_forms("Hispania Ulterior")
    (('Hispania Ulterior',), ('Hispania', 'Ulterior'))
    >>> name_forms("ヒスパニア・ウルテリオル")[1]
    ('ヒスパニア・', 'ウルテリオル')
    >>> name_forms("Gallia")
    (('Gallia',),)
    """
    cuts = [i + 1 for i, ch in enumerate(name) if ch in " ・" and 0 < i < len(name) - 1]
    if not cuts:
        return ((name,),)
    cut = min(cuts, key=lambda i: abs(2 * i - len(name)))
    return ((name,), (name[:cut].rstrip(), name[cut:].lstrip()))


#: the names placed for a layout (window, map frame, zoom, language), shared by the boards:
#: a board opened again at the same size finds them placed (see ``Board._name_spots``)
_PLACED: dict = caches.kept(f"{__name__}.placed_names")


class Board(ProvinceInfo, CrassusColumn, BoardBase):
    """The CAESAR! board (see the module text)."""

    base_size = (1280, 800)

    def __init__(self, host):
        super().__init__(host)
        data = load_map(MAP_PATH)
        self.map = FramedMapView(data, play_frame(), hover_classes=(), style=UNDRAWN)
        self.edges = [(o.properties["kind"], tuple(o.points)) for o in data.of_class("edge")]
        self.space_points: dict[str, list[tuple[float, float]]] = {p.id: [] for p in TOPO.provinces}
        for o in data.of_class("space"):
            self.space_points[o.properties["province"]].append((o.x, o.y))
        self.outlines = {o.name: o.points for o in data.of_class("province")}   # map points, for the names
        self.picker: Picker | None = None
        self.sel_token: str | None = None
        self.sel_border: str | None = None
        self.sel_toward: str | None = None
        self.geom: dict[str, Any] = {}
        self.closing: tuple | None = None          # (province, influence, controller) being resolved
        self.drop: dict[str, Any] = {"where": None, "t": 1.0}
        self.fly: dict[str, Any] = {"items": [], "t": 1.0}   # bonus tokens rising to the closer
        self.refused_key: str | None = None        # the catalogue key of the last refusal (tests)
        self.drawn_screen: list[str] = []          # the codes drawn on the viewer's screen (tests)
        self.drawn_tokens: dict[str, str] = {}     # border -> code drawn on the map (tests)
        self.drawn_totals: dict[str, tuple] = {}   # province -> totals drawn (tests)
        self.drawn_preview: dict[str, tuple] = {}  # province -> previewed totals (tests)
        self._sel_key = None
        self.still_map = StillLayer()              # the map with its pieces, painted when they change
        self.still_picture = StillLayer(settle=True)          # under them the picture and outlines, when the view moves
        self.crassus_init()                        # solo: Auto-Crassus's column (scene_crassus)
        self.info_init()                           # counts, closes, tooltips, Poison (scene_info)

    # ===== what the viewer is doing =================================================
    def phase(self) -> str | None:
        return self.view.phase if self.view is not None else None

    def my_decision(self, phase: str) -> bool:
        """The viewer acts now in ``phase``."""
        return self.acting and self.viewer is not None and self.phase() == phase

    def preview_action(self) -> Place | None:
        """The placement the selection describes, when it is legal."""
        if self.picker is None or None in (self.sel_token, self.sel_border, self.sel_toward):
            return None
        return self.picker.match(token=self.sel_token, border=self.sel_border, toward=self.sel_toward)

    def towards(self) -> list[str]:
        """The ways the selected token may face on the selected space ("" = face down)."""
        if self.picker is None or self.sel_token is None or self.sel_border is None:
            return []
        return self.picker.still_possible("toward", token=self.sel_token, border=self.sel_border)

    def legal_borders(self) -> list[str]:
        """The border spaces the selected token may go to."""
        if self.picker is None or self.sel_token is None:
            return []
        return self.picker.still_possible("border", token=self.sel_token)

    def clear_selection(self) -> None:
        self.sel_token = self.sel_border = self.sel_toward = None
        if self.picker is not None:
            self.picker.reset()
        self._rebuild()

    def select_token(self, code: str) -> None:
        """Pick ``code`` from the screen (again: put it back)."""
        if self.sel_token == code:
            self.clear_selection()
            return
        self.sel_token, self.sel_border, self.sel_toward = code, None, None
        self.sfx.play("click")
        self._rebuild()

    def select_border(self, bid: str) -> None:
        """Stand the selected token on ``bid``; on the space it stands on already: turn it."""
        if self.sel_border == bid:
            if not self.rotate():
                self.refuse(self.why_not_turn())
            return
        self.sel_border = bid
        ways = self.towards()
        self.sel_toward = next((w for w in ways if w), ways[0] if ways else None)
        self.sfx.play("click")
        self._rebuild()

    def can_turn(self) -> bool:
        """The standing token is face up and may face the other way. A face-down token
        (Border Control) has no values to turn: it goes face up again only by its own
        button, so neither a face-down placement nor leaving one is ever made by turning."""
        return self.sel_toward != "" and len([w for w in self.towards() if w]) > 1

    def rotate(self) -> bool:
        """Turn the standing token to its other face-up way; False when it has none (or lies
        face down)."""
        ways = [w for w in self.towards() if w]
        if not self.can_turn():
            return False
        if self.sel_toward in ways:
            self.sel_toward = ways[(ways.index(self.sel_toward) + 1) % len(ways)]
        else:
            self.sel_toward = ways[0]
        self.sfx.play("click")
        self._rebuild()
        return True

    def why_not_turn(self) -> str:
        """The catalogue key of why the standing token cannot be turned."""
        return "seize_rome.ui.why.rotate_down" if self.sel_toward == "" else "seize_rome.ui.why.rotate"

    def toggle_face_down(self) -> None:
        if self.sel_toward == "":
            ways = [w for w in self.towards() if w]
            self.sel_toward = ways[0] if ways else ""
        else:
            self.sel_toward = ""
        self.sfx.play("click")
        self._rebuild()

    # ===== the API ===========================================================================
    def set_view(self, view, viewer, acting) -> None:
        key = (viewer, view.turn_no if view is not None else None, view.phase if view is not None else None,
               bool(acting))
        if key != self._sel_key:
            self._sel_key = key
            self.sel_token = self.sel_border = self.sel_toward = None
            self.picker = None
            if view is not None and viewer is not None and acting and view.phase == "place":
                self.picker = Picker.for_view(view, viewer)
        super().set_view(view, viewer, acting)

    def hint(self) -> Msg | None:
        v = self.view
        if v is None or v.phase == "over":
            return None
        if not self.acting:
            return Msg("seize_rome.ui.hint.wait", {"seat": v.turn}) if v.phase in ("place", "bonus", "might",
                                                                                  "centurion") else None
        ph = v.phase
        if ph == "place":
            if self.sel_token is None:
                return Msg("seize_rome.ui.hint.place")
            if self.sel_border is None:
                return Msg("seize_rome.ui.hint.border", {"token": R.token_msg(self.sel_token)})
            if self.sel_toward == "":
                return Msg("seize_rome.ui.hint.down")
            return Msg("seize_rome.ui.hint.turn")
        if ph == "bonus" and not any(isinstance(a, Bonus) and not a.use for a in v.legal_actions(self.viewer)):
            return Msg("seize_rome.ui.hint.bonus_use")      # no Discard to click: each must be used
        if ph in ("bonus", "might", "centurion"):
            return Msg(f"seize_rome.ui.hint.{ph}")
        return None

    # ===== the end dialog (see scene_end) =========================================================
    def end_figures(self) -> tuple[int, ...] | None:
        """Under each name in the end dialog: the control markers still to place."""
        return scene_end.figures(self.view) if self.view is not None else None

    def deciding_lines(self, events: list) -> list[Msg] | None:
        """"What decided the game": the fact that ended it, not the last moves."""
        return scene_end.deciding_lines(self.view, events)

    # ===== layout =================================================================================
    def rebuild(self) -> None:
        super().rebuild()
        if self.rect.w <= 0 or self.rect.h <= 0:
            return
        ui = self.ui
        R_ = self.rect
        pad = ui.s(8)
        frame = self.map.frame
        ideal = (R_.w - 2 * pad) * frame.h // max(1, frame.w)
        strip_h = min(max(ui.s(140), R_.h - 3 * pad - ideal), ui.s(170))   # the map takes any height left
        strip = pygame.Rect(R_.x + pad, R_.bottom - pad - strip_h, R_.w - 2 * pad, strip_h)
        mapr = pygame.Rect(R_.x + pad, R_.y + pad, R_.w - 2 * pad, strip.y - R_.y - 2 * pad)
        mapr = self.crassus_carve(mapr)            # solo: Auto-Crassus's column (scene_crassus)
        if mapr != self.map.rect or not self.map._laid_out:
            self.map.layout(mapr)           # (a layout keeps zoom and centre: only on a resize)
        seat0, seat1, screen, controls = ui.split(strip, [0.2, 0.2, 0.23, 0.37], gap=pad)
        g = self.geom = {"pad": pad, "side": strip, "map": mapr, "seats": [seat0, seat1], "screen": screen,
                         "controls": controls}
        g["players"] = seat0.union(seat1)
        g["hint"] = pygame.Rect(controls.x, controls.y, controls.w, ui.s(HINT_H))   # room for two lines
        body = pygame.Rect(controls.x, g["hint"].bottom + ui.s(4), controls.w, controls.bottom - g["hint"].bottom - ui.s(4))
        g["body"] = body
        self._layout_screen()
        self._make_hotspots()

    def _layout_screen(self) -> None:
        g = self.geom
        v = self.view
        g["hand"] = []
        if v is None or self.viewer is None:
            return
        hand = v.hands[self.viewer]
        scr = g["screen"]
        ui = self.ui
        top = scr.y + ui.s(26)
        gap = ui.s(8)
        room_h = scr.bottom - ui.s(8) - top
        n = max(1, len(hand))
        size = max(18, min(room_h, (scr.w - ui.s(16) - gap * (n - 1)) // n))
        x = scr.x + ui.s(8)
        for i, code in enumerate(hand):
            g["hand"].append((code, pygame.Rect(x + i * (size + gap), top + (room_h - size) // 2, size, size)))

    def border_centre(self, bid: str) -> tuple[float, float]:
        return self.map.world_to_screen(TOPO.border(bid).point)

    def token_side(self) -> float:
        return max(16.0, TOKEN_SIDE * self.map.scale)

    def _make_hotspots(self) -> None:
        g = self.geom
        v = self.view
        if v is None:
            return
        self.crassus_hotspots()                    # solo: Auto-Crassus's tooltips (scene_crassus)
        ui = self.ui
        ctl = g["body"]
        gap = ui.s(6)
        bh = min(ui.s(38), (ctl.h - gap) // 2)
        bw = min(ui.s(120), (ctl.w - 2 * gap) * 3 // 10)
        side = self.token_side()
        self.info_hotspots()                       # each province's space explains itself (scene_info)
        if self.my_decision("place"):
            for code, r in g["hand"]:
                self.add_hotspot(r, on_click=lambda c=code: self.select_token(c), key=("hand", code),
                                 glow=self.sel_token is None or self.sel_token == code, radius=r.w // 5)
            for bid in self.legal_borders():
                r = token_rect(self.border_centre(bid), side)
                if self.map.rect.colliderect(r):
                    self.add_hotspot(r, on_click=lambda b=bid: self.select_border(b), key=("border", bid),
                                     radius=r.w // 5, glow=self.sel_border is None or self.sel_border == bid)
            half = bw
            ways = self.towards()
            self.add_button(pygame.Rect(ctl.x, ctl.y, half, bh), self.tr("seize_rome.ui.rotate"),
                            on_click=self.rotate, enabled=self.can_turn(), reason=self.tr(self.why_not_turn()),
                            key="rotate")
            down = "" in ways
            if self.shown.border_control:       # (no face-down placement without Border Control)
                self.add_button(pygame.Rect(ctl.x + half + gap, ctl.y, half, bh),
                                self.tr("seize_rome.ui.face_up" if self.sel_toward == "" else "seize_rome.ui.face_down"),
                                on_click=self.toggle_face_down, enabled=down,
                                reason=self.tr("seize_rome.ui.why.face_down"), key="face_down")
                if down:        # what a face-down placement does, on hover
                    self.hotspots[-1].tip = self.tr("seize_rome.ui.face_down_tip")
            act = self.preview_action()
            y2 = ctl.y + bh + gap
            self.add_button(pygame.Rect(ctl.x, y2, half, bh), self.tr("seize_rome.ui.confirm"), action=act,
                            enabled=act is not None, reason=self.tr("seize_rome.ui.why.confirm"), primary=True,
                            key="confirm")
            self.add_button(pygame.Rect(ctl.x + half + gap, y2, half, bh), self.tr("seize_rome.ui.cancel"),
                            on_click=self.clear_selection, enabled=self.sel_token is not None,
                            reason=self.tr("seize_rome.ui.why.cancel"), key="cancel")
            g["preview"] = pygame.Rect(ctl.x + 2 * (bw + gap), ctl.y, ctl.right - ctl.x - 2 * (bw + gap), ctl.h)
        elif self.my_decision("bonus"):
            legal = set(v.legal_actions(self.viewer))
            row_h = min(ui.s(44), (ctl.h - gap * (len(v.pending) - 1)) // max(1, len(v.pending)))
            y = ctl.y
            bw = min(ui.s(90), ctl.w // 5)
            g["bonus_rows"] = []
            for kind, prov, forced in v.pending:
                row = pygame.Rect(ctl.x, y, ctl.w, row_h)
                g["bonus_rows"].append((kind, prov, row))
                tip = pygame.Rect(row.x, row.y, row.h, row.h)
                self.add_hotspot(tip, key=("tip", kind, prov), glow=False,
                                 tip=self.tr(f"seize_rome.ui.bonus_text.{kind}"))
                use, drop = Bonus(kind, prov, True), Bonus(kind, prov, False)
                self.add_button(pygame.Rect(row.right - 2 * bw - gap, row.y + ui.s(4), bw, row_h - ui.s(8)),
                                self.tr("seize_rome.ui.use"), action=use, enabled=use in legal, primary=True,
                                reason=self.tr("seize_rome.ui.why.cannot_use"), key=("bonus", kind, prov, True))
                self.add_button(pygame.Rect(row.right - bw, row.y + ui.s(4), bw, row_h - ui.s(8)),
                                self.tr("seize_rome.ui.discard"), action=drop, enabled=drop in legal,
                                reason=self.tr("seize_rome.ui.why.must_use"), key=("bonus", kind, prov, False))
                y += row_h + gap
        elif self.my_decision("might"):
            for act in v.legal_actions(self.viewer):
                r = self.target_rect(act.target)
                if r is not None and self.map.rect.colliderect(r):
                    self.add_hotspot(r, action=act, key=("target", act.target), radius=r.w // 2)
        elif self.my_decision("centurion"):
            self._centurion_choices(ctl, bh, gap)
        for spot in self.hotspots:
            # a click on a choice while a closing (or any move) still plays finishes the
            # animation at once and then acts: it is never spent on the animation alone
            if spot.enabled and (spot.action is not None or spot.on_click is not None):
                spot.live = True

    def _centurion_choices(self, ctl: pygame.Rect, bh: int, gap: int) -> None:
        """The Centurion tokens beside the screen, each drawn (click it) over a button
        with its values ("Take 7/0"), side by side in the controls."""
        acts = self.view.legal_actions(self.viewer)
        self.geom["centurion"] = []
        for act, col in zip(acts, self.ui.split(ctl, [1.0] * len(acts), gap)):
            tok = TOKENS[act.token]
            side = max(16, min(col.w - 2 * gap, col.h - bh - gap))
            pic = pygame.Rect(0, 0, side, side)
            pic.midtop = (col.centerx, col.y)
            self.geom["centurion"].append((act.token, pic))
            self.add_hotspot(pic, action=act, key=("centurion_token", act.token), radius=side // 5)
            label = self.tr("seize_rome.ui.take_short", hi=tok.hi, lo=tok.lo)
            self.add_button(pygame.Rect(col.x, pic.bottom + gap, col.w, bh), label, action=act, primary=True,
                            key=("centurion", act.token))

    def target_rect(self, target: str) -> pygame.Rect | None:
        """Where a Might target is on the screen."""
        kind, _, rest = target.partition(":")
        if kind in ("token", "cover"):
            return token_rect(self.border_centre(rest), self.token_side() * (1.0 if kind == "token" else 0.8))
        pid, _, i = rest.partition(":")
        pts = self.space_points.get(pid) or []
        if int(i) >= len(pts):
            return None
        c = self.map.world_to_screen(pts[int(i)])
        return token_rect(c, self.token_side() * 0.8)

    # ===== input ===================================================================================
    def border_at(self, pos) -> str | None:
        """The border space under ``pos``."""
        if not self.map.rect.collidepoint(pos):
            return None
        side = self.token_side()
        for b in TOPO.borders:
            if token_rect(self.border_centre(b.id), side).collidepoint(pos):
                return b.id
        return None

    def intent_at(self, pos) -> Any:
        """A click on a border space while a token is picked means placing it there."""
        bid = self.border_at(pos)
        if bid is None or self.view is None:
            return None
        if self.sel_token is not None:
            b = TOPO.border(bid)
            return Place(self.sel_token, bid, b.provinces[0])
        return None

    def refuse(self, key: str, pos=None, **params) -> None:
        """Say near the click why it did nothing (a catalogue sentence) and play "refuse"."""
        self.refused_key = key
        msg = Msg(key, params)
        self.notice(self.host.render(msg), pos if pos is not None else self.mouse)
        self.sfx.play("refuse")

    def why_not(self) -> tuple[str, dict] | None:
        """Why a click on the map or the screen does nothing now."""
        v = self.view
        if v is None:
            return None
        if v.phase == "over":
            return "seize_rome.ui.why.over", {}
        if not self.acting or self.viewer is None:
            return "seize_rome.ui.why.wait", {"seat": v.turn}
        if v.phase == "place" and self.sel_token is None:
            return "seize_rome.ui.why.no_token", {}
        if v.phase == "bonus":
            return "seize_rome.ui.why.bonus", {}
        if v.phase == "might":
            return "seize_rome.ui.why.might", {}
        return None

    def handle_event(self, ev) -> bool:
        g = self.geom
        if not g:
            return super().handle_event(ev)
        if ev.type == pygame.MOUSEWHEEL or (ev.type == pygame.MOUSEMOTION and self.map.dragging) or (
                ev.type == pygame.MOUSEBUTTONUP and ev.button == 1):
            moved = self.map.handle_event(ev)
            if moved:
                self._rebuild()
                return True
        if ev.type == pygame.MOUSEMOTION:
            self.map.handle_event(ev)
            if self.map.dragging:
                self._rebuild()
                return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3 and self.rect.collidepoint(ev.pos):
            self.mouse = ev.pos
            if self.anim.busy():            # a right-click also finishes what is playing, then turns
                self.anim.skip()
                self._check_before()
            if self.my_decision("place") and self.sel_border is not None:
                if not self.rotate():
                    self.refuse(self.why_not_turn(), ev.pos)
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            self.mouse = ev.pos
            spot = self.hotspot_at(ev.pos)
            if self.anim.busy() or spot is not None:
                return super().handle_event(ev)
            if g["map"].collidepoint(ev.pos):
                self.map.handle_event(ev)          # may become a drag
                bid = self.border_at(ev.pos)
                if bid is not None:
                    if self.sel_token is not None and self.refusal(self.intent_at(ev.pos)) is not None:
                        return super().handle_event(ev)   # the rules say why (taken, wrong icon)
                    why = self.why_not()
                    if why is not None:
                        self.refuse(why[0], ev.pos, **why[1])
                        return True
                return True
            if g["screen"].collidepoint(ev.pos):
                why = self.why_not()
                if why is not None:
                    self.refuse(why[0], ev.pos, **why[1])
                    return True
        return super().handle_event(ev)

    def explain_click(self, pos, spot=None) -> bool:
        if spot is not None and not spot.enabled and spot.tip:
            self.refused_key = spot.key
        return super().explain_click(pos, spot)

    # ===== animation ==============================================================================
    def animate(self, seat, action, events, before, after):
        steps: list = self.crassus_animate(seat, action, events)     # solo (scene_crassus)
        shown = self.before
        for ev in events:
            self.poison_forget(ev)
            if isinstance(ev, R.Placed):
                steps += [Call(lambda e=ev: self._land(e)), Wait(0.35)]
            elif isinstance(ev, R.Poisoned):
                steps += self.poison_animate(ev)       # (scene_info)
            elif isinstance(ev, R.Closed):
                steps += [Call(lambda e=ev: self._open_close(e)), Wait(0.9)]
            elif isinstance(ev, R.MarkerPlaced):
                steps += [Call(lambda e=ev: self._marker(e)), Tween(self.drop, "t", 1.0, 0.35, "out_bounce"),
                          Wait(0.1)]
            elif isinstance(ev, R.BonusesTaken):
                steps += [Call(lambda e=ev: self._lift_bonuses(e.seat)),
                          Tween(self.fly, "t", 1.0, 0.6, "in_out_cubic"),
                          Call(self._take_bonuses), Wait(0.1)]
        if isinstance(action, Flip) and shown is not None:
            steps += [Call(lambda a=action: self._flip(a.target)), Wait(0.45)]
        if steps:
            steps.append(Call(self._end_close))
        return steps

    def _land(self, ev) -> None:
        b = self.before
        if b is None:
            return
        down = not ev.toward
        b.tokens[ev.border] = (ev.seat, ev.token or R.HIDDEN, ev.toward, down, down)
        self.sfx.play("place")

    def _open_close(self, ev) -> None:
        self.closing = (ev.province, tuple(ev.influence), ev.controller)
        if self.before is not None:
            self.before.closed.add(ev.province)
            self.before.tallies[ev.province] = tuple(ev.influence)

    def _lift_bonuses(self, seat: int | None = None) -> None:
        """The bonus tokens of the provinces just closed rise from the map towards the
        box of ``seat``, the closer who takes them (drawn by :meth:`_draw_flying`)."""
        b = self.before
        self.fly["t"], self.fly["items"], self.fly["seat"] = 0.0, [], seat
        if b is None or self.view is None:
            return
        for p in sorted(b.closed):
            kind = b.bonuses.get(p)
            if kind and p in self.view.closed and not self.view.bonuses.get(p):
                self.fly["items"].append((kind, self.map.world_to_screen(self.space_points[p][0])))
                b.bonuses[p] = None
        self.sfx.play("flip")

    def _take_bonuses(self) -> None:
        b = self.before
        if b is None:
            return
        for p in b.closed:
            if self.view is not None and p in self.view.closed:
                b.bonuses[p] = self.view.bonuses.get(p)

    def _marker(self, ev) -> None:
        b = self.before
        self.drop["where"], self.drop["t"] = ev.where, 0.0
        if b is None:
            return
        kind, _, rest = ev.where.partition(":")
        if kind == "province":
            pid, _, i = rest.partition(":")
            sp = list(b.spaces[pid])
            sp[int(i)] = (ev.seat, True)
            b.spaces[pid] = tuple(sp)
        elif kind == "border":
            b.covers[rest] = (ev.seat, True)
        b.markers[ev.seat] = ev.left
        self.sfx.play("place")

    def _flip(self, target: str) -> None:
        b = self.before
        if b is not None:
            b._flip(target)
            self.sfx.play("flip")

    def _end_close(self) -> None:
        self.closing = None
        self.drop["where"] = None
        self.fly["items"] = []
        self._poison_off()

    def on_shown(self) -> None:
        self._end_close()
        self.crassus_busy_reset()

    # ===== drawing ===================================================================================
    def draw_board(self, surface: pygame.Surface) -> None:
        self.drawn_screen, self.drawn_tokens, self.drawn_totals, self.drawn_preview = [], {}, {}, {}
        self.drawn_boxes: dict[str, pygame.Rect] = {}   # province -> its totals' box (tests)
        self.drawn_closed: set[str] = set()             # provinces whose totals were drawn closed (tests)
        if self.shown is None or not self.geom:
            return
        self.drawn_counts, self.drawn_ties = {}, set()
        self._draw_map(surface)
        self._draw_side(surface)
        self.crassus_draw(surface)                 # solo: Auto-Crassus's column (scene_crassus)
        self.draw_buttons(surface)
        self._draw_flying(surface)
        self.draw_poison(surface)                  # (scene_info)

    def fly_goal(self) -> tuple[int, int]:
        """Where flying bonus tokens go: the taker's box (the controls when no seat is known)."""
        seats, seat = self.geom.get("seats"), self.fly.get("seat")
        if seats and seat is not None and 0 <= seat < len(seats):
            return seats[seat].center
        return self.geom["body"].center

    def _draw_flying(self, surface) -> None:
        if not self.fly["items"] or not self.geom:
            return
        t = self.fly["t"]
        goal = self.fly_goal()
        r = self.token_side() * 0.36
        for i, (kind, start) in enumerate(self.fly["items"]):
            at = (start[0] + (goal[0] - start[0]) * t, start[1] + (goal[1] - start[1]) * t + i * r * 2.2 * t)
            draw_bonus(surface, self.texts, at, r * (1 + 0.6 * t), self.tr(f"seize_rome.ui.bonus_short.{kind}"))

    # ----- the map -----
    def _draw_map(self, surface: pygame.Surface) -> None:
        """The map with its pieces is a still layer (painted again only when what it shows
        changes); the rings round the spaces to click are drawn over it."""
        m = self.map
        if self.still_map.draw(surface, m.rect, self._map_key(), self._paint_map):
            self.still_map.kept = (dict(self.drawn_tokens), dict(self.drawn_totals), dict(self.drawn_preview),
                                   dict(self.drawn_boxes), set(self.drawn_closed), dict(self.drawn_counts),
                                   set(self.drawn_ties))
        else:
            tokens, totals, preview, boxes, closed, counts, ties = self.still_map.kept
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
        """At rest the whole board is kept (the kit's still board); the rings round the
        spaces to click pulse over it (:meth:`draw_live`)."""
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
        pos = self.shown
        m = self.map
        prev = surface.get_clip()
        self.still_picture.draw(surface, m.rect, (self.rect.size, m.rect.topleft, m.rect.size, m.scale, m.camera),
                                self._paint_picture)
        surface.set_clip(m.rect.clip(prev) if prev else m.rect)
        side = self.token_side()
        preview = self.preview_action()
        for b in TOPO.borders:
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
        for p in TOPO.provinces:
            self._draw_province(surface, p)
        if self.closing is not None:
            self._draw_closing(surface)
        surface.set_clip(prev)

    def _draw_targets(self, surface) -> None:
        """A gold ring round every space the viewer may click on the map now (the kit's
        glow alone is faint on the picture)."""
        if not self.acting or self.anim.busy():
            return
        import math
        w = max(3, self.ui.s(4))
        pulse = 0.5 + 0.5 * math.sin(self.time * 3.2)
        colour = tuple(round(a + (b - a) * pulse) for a, b in zip(ROMAN["gold"], ROMAN["gold_light"]))
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
        seat, code, toward, face_down, hidden = t
        self.drawn_tokens[b.id] = code
        hi_dir = lo_dir = None
        if toward:
            hi_dir = unit(TOPO.border(b.id).point, self._anchor(toward))
            lo_dir = unit(TOPO.border(b.id).point, self._anchor(b.other(toward)))
        draw_token(surface, self.texts, c, side, code, self.colour(seat), hi_dir, lo_dir, face_down, alpha,
                   self.symbol(seat))

    def _anchor(self, pid: str) -> tuple[float, float]:
        """The map point a province's values face (its first space)."""
        pts = self.space_points.get(pid)
        return pts[0] if pts else TOPO.border(TOPO.province(pid).borders[0]).point

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
        return a == b and pos._tie_winner() is None

    def _draw_province(self, surface, p) -> None:
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
                draw_bonus(surface, self.texts, c, r, self.tr(f"seize_rome.ui.bonus_short.{pos.bonuses[p.id]}"))
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
                act.border in TOPO.province(p.id).borders else 0
            draw_count_ring(surface, anchor, r * RING, filled, total, ahead)
            self.drawn_counts[p.id] = (filled, total)
        a, b = self._totals(p.id)
        self.drawn_totals[p.id] = (a, b)
        prev = None if closed else self._preview_totals(p.id)
        if prev is not None:
            self.drawn_preview[p.id] = prev
            a, b = prev
        self.drawn_boxes[p.id] = self._draw_pair(surface, self._pair_top(p.id), a, b, px, prev is not None, closed)
        if closed:
            self.drawn_closed.add(p.id)

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
        made a slice a frame by :meth:`place_names` (called by :meth:`update`), and the map
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
            spots, boxes, sizes, split = _PLACED[shared]
            self._name_lines = dict(split)
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
        side = self.token_side()
        r = side * 0.36
        px = max(10, round(side * 0.3))
        gap = self.ui.s(2)
        apart = self.ui.s(NAME_GAP)
        block = [token_rect(self.border_centre(b.id), side) for b in TOPO.borders]
        widest = self.pair_rect((0, 0), WIDEST_TOTAL, WIDEST_TOTAL, px)
        totals: list[pygame.Rect] = []
        for pid, pts in self.space_points.items():
            for i, pt in enumerate(pts):
                c = m.world_to_screen(pt)
                ring = r * RING if i == 0 else r          # (the first space has the ring round it)
                disc = pygame.Rect(0, 0, round(2 * ring), round(2 * ring))
                disc.center = (round(c[0]), round(c[1]))
                if i == 0:      # the totals under the first space, as wide as two-figure totals
                    totals.append(self.pair_rect(self._pair_top(pid), WIDEST_TOTAL, WIDEST_TOTAL, px))
                    disc.union_ip(totals[-1])
                block.append(disc)
        names: list[pygame.Rect] = []
        map_rect = m.rect
        spots: dict[str, tuple[tuple[float, float], str]] = {}
        boxes: dict[str, pygame.Rect] = {}
        sizes: dict[str, int] = {}
        split: dict[str, tuple[str, ...]] = {}
        for p in TOPO.provinces:
            pts = self.space_points.get(p.id)
            if not pts:
                continue
            outline = [m.world_to_screen(q) for q in self.outlines.get(p.id, ())]
            inside = _inside_test(outline) if outline else None
            x, y = m.world_to_screen(pts[0])
            forms = name_forms(self.tr(p.name_key))
            if not m.rect.collidepoint(x, y):
                # the province's space is off the shown map (zoomed in): its name goes above
                # it, unsearched and not pulled onto the map, where it would name nothing seen
                size = px
                w = self.texts.width(forms[0][0], size, True) + 2
                box = pygame.Rect(0, 0, w, round(size * 1.25))
                box.midbottom = (round(x), round(y - r - gap))
                spots[p.id], boxes[p.id], sizes[p.id], split[p.id] = \
                    ((x, y - r - gap), "midbottom"), box, size, forms[0]
                continue
            best = None
            for shrink, lines in ((k, f) for k in NAME_SHRINK for f in forms):    # smaller only where no place is clear
                size = max(8, round(px * shrink))
                w = max(self.texts.width(ln, size, True) for ln in lines) + 2
                h = round(size * 1.25) + round(size * NAME_LEADING) * (len(lines) - 1)
                below = y + r + gap + widest.h + gap
                choices = [((x, y - r - gap), "midbottom"), ((x, below), "midtop"),
                           ((x - r - gap * 2, y), "midright"), ((x + r + gap * 2, y), "midleft"),
                           ((x + r, y - r), "bottomleft"), ((x - r, y - r), "bottomright"),
                           ((x + r, below), "topleft"), ((x - r, below), "topright")]
                step = max(4, h // 2)
                reach = max(8, round(side * 2.2 / step))     # up to about two token sides away
                area = w * h
                # the further places are made as they are tried (most names stop at a clear
                # place among the first few), and a place is given up as soon as what it
                # covers so far costs as much as the best one found: the costs only add up
                for at, how in chain(choices, (((x + dx * step, y + dy * step), "center")
                                               for dx, dy in _around(reach))):
                    box = pygame.Rect(0, 0, w, h)
                    setattr(box, how, (round(at[0]), round(at[1])))
                    if not map_rect.contains(box):        # (moved onto the map: an edge cuts no name)
                        box = box.clamp(map_rect)
                        at = getattr(box, how)
                    cost = 0
                    for i in box.collidelistall(block):
                        cut = box.clip(block[i])
                        cost += cut.w * cut.h
                    if best is not None and cost >= best[0]:
                        continue
                    cost += 1000 * len(box.collidelistall(totals))      # (a totals box never hides a name)
                    for i in box.collidelistall(names):
                        cut = box.clip(names[i])
                        cost += cut.w * cut.h + 1000
                    if best is not None and cost >= best[0]:
                        continue
                    cut = box.clip(map_rect)
                    cost += area - cut.w * cut.h
                    if best is not None and cost >= best[0]:
                        continue
                    if outline:      # (the costly part last)
                        cost += _outside(box, outline, inside,
                                         (best[0] - cost) / (area * 4) if best else 2.0) * area * 4
                    if best is None or cost < best[0]:
                        best = (cost, at, how, box, size, lines)
                    if cost == 0:
                        break
                if best[0] == 0:
                    break
            spots[p.id] = (best[1], best[2])
            boxes[p.id] = best[3]
            sizes[p.id] = best[4]
            split[p.id] = best[5]
            block.append(best[3])
            names.append(best[3].inflate(2 * apart, 2 * apart))
            yield p.id
        self._names_origin = origin
        self.names_draft = False
        self._names_key, self._names, self._name_boxes, self._name_px = key, spots, boxes, sizes
        self._name_lines = split
        if len(_PLACED) > 32:
            _PLACED.clear()
        _PLACED[shared] = (dict(spots), {pid: b.copy() for pid, b in boxes.items()}, dict(sizes), dict(split))

    #: True while the names shown are a draft of their places (see :meth:`_name_spots`)
    names_draft = False
    #: each name's lines as placed (a long name may take two, see :func:`name_forms`)
    _name_lines: dict = {}

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
        _, (topleft, _size, scale, _name), camera, (spots, boxes, sizes, split) = near
        self._names_origin = (topleft[0] - camera[0] * scale, topleft[1] - camera[1] * scale)
        self._names, self._name_px, self._name_lines = dict(spots), dict(sizes), dict(split)
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
        self._name_px = {pid: max(8, round(px * f)) for pid, px in self._name_px.items()}
        self._names_origin, self._names_key, self.names_draft = origin, key, True
        getattr(self.host, "mark_dirty", lambda: None)()
        return self._names

    def name_rects(self) -> dict[str, pygame.Rect]:
        """Each province's name box on the screen (where :meth:`_name_spots` put it)."""
        self._name_spots()
        return dict(self._name_boxes)

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

    def _preview_totals(self, pid: str) -> tuple[int, int] | None:
        """The totals ``pid`` would have with the standing token, or None."""
        act = self.preview_action()
        if act is None or pid not in TOPO.border(act.border).provinces or self.viewer is None:
            return None
        out = list(self._totals(pid))
        if act.toward:
            tok = TOKENS[act.token]
            out[self.viewer] += tok.hi if act.toward == pid else tok.lo
        return (out[0], out[1])

    def closing_box(self, pid: str, size: tuple[int, int]) -> pygame.Rect:
        """Where the banner of ``pid`` closing stands: above the province's name (or its
        space, whichever is higher), else below its totals and name, else beside them --
        the first that, kept on the map, covers neither the province's name nor its space."""
        pts = self.space_points.get(pid) or [(0, 0)]
        c = self.map.world_to_screen(pts[0])
        side = self.token_side()
        r = side * 0.36
        name = self.name_rects().get(pid)
        space = pygame.Rect(0, 0, round(2 * r), round(2 * r))
        space.center = (round(c[0]), round(c[1]))
        keep = space.union(name) if name is not None else space
        gap = self.ui.s(4)
        foot = keep.union(self.drawn_boxes[pid]) if pid in getattr(self, "drawn_boxes", {}) else keep
        box = pygame.Rect((0, 0), size)
        tries = []
        for how, at in (("midbottom", (space.centerx, keep.top - gap)), ("midtop", (space.centerx, foot.bottom + gap)),
                        ("midright", (keep.left - gap, space.centery)), ("midleft", (keep.right + gap, space.centery))):
            b = box.copy()
            setattr(b, how, at)
            b = self.ui.keep_inside(b, self.map.rect)
            if not b.colliderect(keep):
                return b
            tries.append(b)
        return tries[0]

    def _draw_closing(self, surface) -> None:
        pid, inf, ctrl = self.closing
        pts = self.space_points.get(pid) or [(0, 0)]
        c = self.map.world_to_screen(pts[0])
        text = self.tr("seize_rome.ui.closed", province=self.tr(f"seize_rome.province.{pid}"), a=inf[0], b=inf[1])
        if ctrl < 0:
            text += " · " + self.tr("seize_rome.ui.tie")
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
            line = min(ui.s(22), (r.h - ui.s(10)) // (len(rows) + 1))
            px = min(ui.font_px(15), max(9, line * 3 // 4))
            x, y = r.x + ui.s(10), r.y + ui.s(5)
            w = r.w - ui.s(20)
            draw_marker(surface, (x + line * 0.4, y + line * 0.5), line * 0.38, self.colour(s), True, self.symbol(s))
            nr = self.texts.draw(surface, self.name(s), (x + line, y), min(ui.font_px(18), line), True,
                                 self.colour(s), width=w - line)
            role, rx = self.role(s), nr.right + ui.s(8)
            if role is not None and x + w - rx > ui.s(30):          # the side played, beside the name
                self.texts.draw(surface, self.tr(role), (rx, nr.centery), px, False, ROMAN["ink"], "midleft",
                                width=x + w - rx, least=8)
            for i, t in enumerate(rows):
                self.texts.draw(surface, t, (x, y + line * (i + 1)), px, False, ROMAN["ink"], width=w, least=8)
        hint = self.hint()
        if hint is None and pos.phase == "over" and self.view is not None and self.view.outcome() is not None:
            hint = self.view.outcome().reason
        if hint is not None:
            self.texts.wrapped(surface, self.host.render(hint), g["hint"], self.ui.font_px(15), True, ROMAN["ink"],
                               least=HINT_LEAST, middle=True)
        self._draw_screen(surface)
        self._draw_controls(surface)

    def role(self, seat: int) -> str | None:
        """The catalogue key of the side ``seat`` plays, shown beside the name: Caesar (who
        starts) or Pompey; None in the solo game (Auto-Crassus is neither).

        >>> from types import SimpleNamespace as NS
        >>> [Board.role(NS(shown=R.new_game(2, 1, {"expansions": "base"})), s) for s in (0, 1)]
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

    def _draw_controls(self, surface) -> None:
        g = self.geom
        ui = self.ui
        act = self.preview_action() if self.my_decision("place") else None
        if act is not None and "preview" in g:
            box = g["preview"]
            line = max(10, box.h // 3)
            px = min(ui.font_px(15), line * 3 // 4)
            self.texts.draw(surface, self.tr("seize_rome.ui.preview"), (box.x, box.y), px, True, ROMAN["ink"],
                            width=box.w, least=8)
            for i, pid in enumerate(TOPO.border(act.border).provinces):
                a, b = self._preview_totals(pid)
                t = self.tr("seize_rome.ui.totals", province=self.tr(f"seize_rome.province.{pid}"), a=a, b=b)
                self.texts.draw(surface, t, (box.x + ui.s(6), box.y + line * (i + 1)), px, False, ROMAN["ink"],
                                width=box.w - ui.s(6), least=8)
        if self.my_decision("centurion"):
            for code, r in g.get("centurion", []):
                draw_token(surface, self.texts, r.center, r.w, code, self.colour(self.viewer), None, None, False,
                           255, self.symbol(self.viewer))
        if self.my_decision("bonus"):
            for kind, prov, row in g.get("bonus_rows", []):
                panel(surface, row, ROMAN["parchment"], ROMAN["bronze"], radius=ui.s(8), border_width=1)
                c = (row.x + row.h // 2, row.centery)
                draw_bonus(surface, self.texts, c, row.h * 0.42, self.tr(f"seize_rome.ui.bonus_short.{kind}"))
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
