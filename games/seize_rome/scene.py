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

from typing import Any

import pygame

from games.app.anim import Call, Tween, Wait
from games.app.board import BoardBase, StillLayer
from games.app.picker import Picker
from games.core.maps import load_map
from games.core.text import Msg

from . import rules as R
from .rules import Bonus, Flip, influence_tokens
from . import scene_end
from .scene_crassus import CrassusColumn
from .scene_draw import BoardDrawing
from .scene_input import BoardInput
from .scene_names import BoardNames
from .scene_where import WhereMixin
from .scene_info import ProvinceInfo
from .scene_tip import SpaceTip
from .scene_paint import (TOKEN_SIDE, SeaMapView, play_frame, token_rect)
from .topology import MAP_PATH, load_topology

#: the design height of the hint above the controls: two lines of a long (Japanese) hint
HINT_H = 46
#: the map view draws no piece itself (the board paints them, and the province outlines, see
#: :func:`draw_outlines`); it only veils the part of the picture that is no province
UNDRAWN = {cls: ((0, 0, 0, 0), (0, 0, 0, 0)) for cls in ("province", "border", "space", "edge")}
UNDRAWN["offboard"] = ((226, 214, 186, 175), (0, 0, 0, 0))




class Board(WhereMixin, BoardInput, BoardNames, BoardDrawing, ProvinceInfo, SpaceTip, CrassusColumn, BoardBase):
    """The CAESAR! board (see the module text)."""

    base_size = (1280, 800)

    def __init__(self, host):
        topo = load_topology()
        super().__init__(host)
        data = load_map(MAP_PATH)
        self.map = SeaMapView(data, play_frame(), hover_classes=(), style=UNDRAWN)
        self.edges = [(o.properties["kind"], tuple(o.points)) for o in data.of_class("edge")]
        self.space_points: dict[str, list[tuple[float, float]]] = {p.id: [] for p in topo.provinces}
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

    # ===== the API ===========================================================================
    def set_view(self, view, viewer, acting) -> None:
        key = (viewer, view.turn_no if view is not None else None, view.phase if view is not None else None,
               bool(acting))
        if key != self._sel_key:
            if self._sel_key is None or key[0] != self._sel_key[0] or key[2] == "over":
                self.notices = []       # (a hint said to one player is not the next one's, nor the end's)
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

    def held_line(self) -> str | None:
        """The line under the top bar while Auto-Crassus's turn still plays on the screen (his
        tile resolving, his tokens flying, his discard): it is his turn there, as the status
        above says, though the rules have already reached the person's (whose Advice waits)."""
        sh = self.shown
        if sh is None or sh.crassus < 0 or sh.turn != sh.crassus or sh.is_over() or not self.busy():
            return None
        return self.host.render(Msg("seize_rome.ui.crassus_playing", {"seat": sh.turn}))

    def status_shown(self) -> Msg | None:
        """The top bar's status (the turn and the markers each has left) read from the
        position drawn, as the side panel reads its markers: the two never differ, not even
        while a marker drops in (the game host asks for it every frame). Whose turn it is the
        line under it says (once: the two said it apart while Auto-Crassus's turn still
        played), which also keeps the solo game's Japanese status to two lines at 1000x650."""
        sh = self.shown
        if sh is None:
            return None
        if sh.winner is not None:
            return sh.status()
        return Msg("seize_rome.ui.status_bar", {"n": sh.turn_no, "seat_a": 0, "seat_b": 1,
                                                "a": sh.markers[0], "b": sh.markers[1]})

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
        if mapr != self.map.rect or not self.map.laid_out:
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
        topo = load_topology()
        return self.map.world_to_screen(topo.border(bid).point)

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
            for kind, prov, _forced in v.pending:
                row = pygame.Rect(ctl.x, y, ctl.w, row_h)
                g["bonus_rows"].append((kind, prov, row))
                tip = pygame.Rect(row.x, row.y, max(row.h, row.right - 2 * bw - gap - row.x), row.h)
                self.add_hotspot(tip, key=("bonus_tip", kind, prov), glow=False,    # (its icon and its name)
                                 tip=self.bonus_text(kind, mine=True))
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
        for act, col in zip(acts, self.ui.split(ctl, [1.0] * len(acts), gap), strict=False):
            tok = influence_tokens()[act.token]
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

    # ===== animation ==============================================================================
    def animate(self, seat, action, events, before, after):
        self.advised = None                                          # (advice is for one moment)
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
