"""Imperium: the board scene.

The screen has four parts, all laid out from the rectangle the host gives:

- the map of the Empire (left): nine numbered regions, each with a plate
  (number, name, score list, the round that counts it) and one disc per seat
  showing that seat's markers there; above it the rounds (past, now, next),
  below it the score track 0-30 with a pawn per seat;
- the seats (right): name, points, markers in supply, whether the three cards
  are laid, and the three cards themselves (backs until the reveal);
- the hand (bottom, for a person): the nine region cards and the two flags,
  the three selection slots, Confirm and Clear; or the chooser of a seat short
  of markers.

Everything is drawn from ``self.view`` (or, while the events of an action are
being animated, from a copy of the *before* view that the animations move
forward step by step: cards flip, markers fly, regions are counted, pawns
walk, markers come home).
"""
from __future__ import annotations

import math
from typing import Any, Sequence

import pygame

from games.app.anim import CardFlip, Call, CountUp, FloatText, Mover, Pulse
from games.app.board import BoardBase
from games.app.draw import panel as _draw_panel
from games.app.draw import (ROMAN, aa_polygon, card_back, card_face, darken, draw_symbol,
                            draw_wrapped, drop_shadow, glow_rect, lighten, mix, readable_on,
                            text_surface, token, wrap_text)

from . import rules
from .rules import (Fill, GameEnded, MarkersReturned, Placed, REGIONS, ROUNDS, RegionResolved, Revealed,
                    RoundStarted, SCORE_LISTS, Select, GOAL_POINTS, TRACK_MAX, regions_of_round)

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

#: plate anchors over the toolkit's painted map (games/imperium/art/map.png), spaced so plates don't meet
ART_ANCHORS: dict[int, tuple[float, float]] = {
    9: (0.165, 0.13), 7: (0.255, 0.335), 3: (0.12, 0.575), 1: (0.425, 0.455), 2: (0.475, 0.705),
    4: (0.285, 0.815), 5: (0.625, 0.545), 6: (0.835, 0.60), 8: (0.73, 0.90),
}


def _load_art():
    """The painted map and its region polygons (unit square), or None without the art."""
    import json
    from games.core.registry import asset
    try:
        path = asset("imperium", "art", "map.json")
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


ART = _load_art()

PLACE_COLOURS = [(232, 190, 72), (196, 200, 206), (196, 132, 80), (170, 160, 148), (150, 140, 130)]


_TEXTS: dict = {}


def blit_text(surface: pygame.Surface, text: str, pos, font, colour=None, anchor: str = "topleft",
              outline=None, outline_px: int = 2, shadow: bool = False) -> pygame.Rect:
    """The toolkit's ``blit_text`` with the rendered text kept (a frame draws ~150 labels)."""
    key = (text, id(font), tuple(colour or ()), tuple(outline or ()), outline_px, shadow)
    img = _TEXTS.get(key)
    if img is None:
        if len(_TEXTS) > 3000:
            _TEXTS.clear()
        img = _TEXTS[key] = text_surface(text, font, colour, outline, outline_px, shadow)
    r = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, r)
    return r


_PANELS: dict = {}
_PANEL_MARGIN = 26


def panel(surface: pygame.Surface, rect, fill=None, border=None, radius: int = 12, border_width: int = 2,
          shadow: bool = True, alpha: int = 255) -> pygame.Rect:
    """The toolkit's panel, drawn once per size and look and then blitted (it is slow to draw)."""
    r = pygame.Rect(rect)
    key = (r.size, tuple(fill or ()), tuple(border or ()), radius, border_width, shadow, alpha)
    img = _PANELS.get(key)
    if img is None:
        if len(_PANELS) > 600:
            _PANELS.clear()
        m = _PANEL_MARGIN
        img = pygame.Surface((r.w + 2 * m, r.h + 2 * m), pygame.SRCALPHA)
        _draw_panel(img, pygame.Rect(m, m, r.w, r.h), fill=fill, border=border, radius=radius,
                    border_width=border_width, shadow=shadow, alpha=alpha)
        _PANELS[key] = img
    surface.blit(img, (r.x - _PANEL_MARGIN, r.y - _PANEL_MARGIN))
    return r


class _Disp:
    """What the screen shows while an action's events are being animated: a copy of the
    *before* view's public numbers, moved forward by the animations."""

    def __init__(self, view):
        self.round = view.round
        self.phase = view.phase
        self.board = [list(row) for row in view.board]
        self.supply = list(view.supply)
        self.score = list(view.scores)
        self.start = view.start
        # per seat: ("backs",) / ("faces", regions, dim) / None
        self.cards: list = [None] * view.n_seats
        self.resolving: RegionResolved | None = None
        self.lost: set = set()


def _cycle(rnd: int) -> int:
    """The cycle of the 30-point game a round belongs to (rounds 1-9 are the first)."""
    return 1 if rnd <= 9 else 2 + (rnd - 10) // 8


def _cycle_rounds(rnd: int) -> list[int]:
    c = _cycle(rnd)
    if c == 1:
        return list(range(1, 10))
    first = 10 + 8 * (c - 2)
    return list(range(first, first + 8))


class Board(BoardBase):
    """The Imperium board."""

    target_colour = ROMAN["gold_light"]

    def __init__(self, host):
        super().__init__(host)
        self.disp: _Disp | None = None
        self.chosen: list[int] = []          # cards picked, in the order picked
        self.flags: list[int | None] = [None, None]   # the card each flag lies on
        self.armed: int | None = None        # a flag picked up (follows the mouse)
        self.drag: dict | None = None
        self._sel_key = None
        self._map_cache: pygame.Surface | None = None
        self._map_cache_size = None
        self.drawn_faces: list[tuple[int, int]] = []   # (seat, region) of card faces drawn (tests)
        self.geom: dict[str, Any] = {}

    # ===== scale and fonts ===========================================================
    @property
    def s(self) -> float:
        return max(0.6, min(self.rect.w / 1280, self.rect.h / 760, 1.6))

    def f(self, px: float, bold: bool = False):
        return self.font(max(9, int(px * self.s)), bold)

    # ===== what to show ==================================================================
    def _src(self):
        """The numbers to draw: the animation's copy while it runs, else the view."""
        return self.disp if self.disp is not None else self.view

    def _my_turn_to_select(self) -> bool:
        v = self.view
        return (v is not None and self.viewer is not None and self.acting and v.phase == "select"
                and v.selections[self.viewer] is None and self.disp is None)

    def _my_turn_to_fill(self) -> bool:
        v = self.view
        return (v is not None and self.viewer is not None and self.acting and v.phase == "fill"
                and v.pending == self.viewer and self.disp is None)

    def selection(self) -> list[tuple[int, bool]]:
        """The selections built so far: (region, from a flag) in slot order."""
        out = []
        for c in self.chosen:
            out.append((c, False))
            out += [(c, True) for fl in self.flags if fl == c]
        return out

    def pending_action(self) -> Select | None:
        """The Select the slots describe, if it is one of the legal actions."""
        sel = self.selection()
        if len(sel) != 3 or self.view is None or self.viewer is None:
            return None
        act = Select(tuple(sorted(r for r, _ in sel)))
        return act if act in self.view.legal_actions(self.viewer) else None

    # ===== the API ========================================================================
    def set_view(self, view, viewer, acting) -> None:
        key = (viewer, view.round if view is not None else None, view.phase if view is not None else None)
        if key != self._sel_key:
            self._sel_key = key
            self.clear_selection(rebuild=False)
        super().set_view(view, viewer, acting)

    def clear_selection(self, rebuild: bool = True) -> None:
        self.chosen, self.flags, self.armed, self.drag = [], [None, None], None, None
        if rebuild:
            self.rebuild()

    def hint(self):
        from games.core.text import Msg
        if self._my_turn_to_select() and self.armed is not None:
            return Msg("imperium.ui.hint.flag")
        return None

    # ===== layout ===========================================================================
    def rebuild(self) -> None:
        self.hotspots = []
        if self.view is None or self.rect.w <= 0:
            return
        R = self.rect
        s = self.s
        pad = int(10 * s)
        hand_h = self._hand_height() if self.viewer is not None else 0
        top = pygame.Rect(R.x + pad, R.y + pad, R.w - 2 * pad, R.h - 2 * pad - hand_h - (pad if hand_h else 0))
        side_w = int(max(240, min(R.w * 0.26, 380)))
        side = pygame.Rect(top.right - side_w, top.y, side_w, top.h)
        mp = pygame.Rect(top.x, top.y, top.w - side_w - pad, top.h)
        strip_h = int(30 * s)
        track_h = int(max(40, 52 * s))
        timeline = pygame.Rect(mp.x, mp.y, mp.w, strip_h)
        track = pygame.Rect(mp.x, mp.bottom - track_h, mp.w, track_h)
        mapr = pygame.Rect(mp.x, timeline.bottom + int(4 * s), mp.w, track.y - timeline.bottom - int(8 * s))
        g = self.geom = {"pad": pad, "side": side, "map": mapr, "timeline": timeline, "track": track,
                         "mp": mp}
        # region plates and marker discs
        pw = int(min(mapr.w * 0.175, 170 * s))
        ph = int(max(58, 62 * s))
        disc_r = int(max(10, min(13 * s, pw / (2.4 * self.view.n_seats))))
        plates = {}
        for r in REGIONS:
            ax, ay = self.anchors()[r]
            cx, cy = mapr.x + ax * mapr.w, mapr.y + ay * mapr.h
            rr = pygame.Rect(0, 0, pw, ph + 2 * disc_r + int(4 * s))
            rr.center = (int(cx), int(cy))
            rr.clamp_ip(mapr.inflate(-4, -4))
            plates[r] = rr
        g["plates"], g["plate_h"], g["disc_r"] = plates, ph, disc_r
        # seat rows
        n = self.view.n_seats
        head = int(8 * s)
        rows = []
        row_h = min(int(150 * s), (side.h - head - pad) // n)
        for i in range(n):
            rows.append(pygame.Rect(side.x + int(6 * s), side.y + head + i * row_h, side.w - int(12 * s),
                                    row_h - int(6 * s)))
        g["rows"] = rows
        g["head"] = head
        # the three small cards of each seat row, and its supply icon
        cards, supply = [], []
        for rr in rows:
            ch = int(min(rr.h * 0.58, 92 * s, (rr.w * 0.5 - 2 * 4 * s) / 3 / 0.7))
            cw = int(ch * 0.7)
            gap = int(4 * s)
            x0 = rr.right - int(8 * s) - 3 * cw - 2 * gap
            y0 = rr.bottom - ch - int(6 * s)
            cards.append([pygame.Rect(x0 + i * (cw + gap), y0, cw, ch) for i in range(3)])
            supply.append((rr.x + int(20 * s), rr.bottom - int(16 * s)))
        g["seat_cards"], g["supply"] = cards, supply
        # the hand
        if hand_h:
            hand = pygame.Rect(R.x + pad, R.bottom - pad - hand_h, R.w - 2 * pad, hand_h)
            self._layout_hand(hand)
        self._make_hotspots()

    def _hand_height(self) -> int:
        """As tall as the cards that fit the width need (at most 30 % of the board)."""
        s, R = self.s, self.rect
        inner_w = R.w - int(20 * s) - int(16 * s)
        bw = int(max(96, min(inner_w * 0.11, 160)))
        cw = (inner_w - bw - 14 * int(6 * s) - 3 * int(18 * s)) / 13.5
        ch = cw / 0.7
        want = int(26 * s) + int(12 * s) + ch + int(22 * s) + int(14 * s)
        return int(max(130, min(want, R.h * 0.30)))

    def _layout_hand(self, hand: pygame.Rect) -> None:
        s = self.s
        g = self.geom
        g["hand"] = hand
        inner = hand.inflate(-int(16 * s), -int(10 * s))
        title_h = int(26 * s)
        raise_px = int(12 * s)
        gap = int(6 * s)
        sep = int(18 * s)
        bw = int(max(96, min(inner.w * 0.11, 160)))
        avail_h = inner.h - title_h - raise_px - int(4 * s)
        cw = (inner.w - bw - 14 * gap - 3 * sep) / 13.5
        cw = int(min(cw, avail_h * 0.7))
        ch = int(cw / 0.7)
        y = inner.y + title_h + raise_px
        x = inner.x
        cards = {}
        for n in REGIONS:
            cards[n] = pygame.Rect(x, y, cw, ch)
            x += cw + gap
        x += sep
        fw = int(cw * 0.72)
        flags = []
        for i in range(2):
            flags.append(pygame.Rect(x, y, fw, ch))
            x += fw + gap
        x += sep
        slots = []
        for i in range(3):
            slots.append(pygame.Rect(x, y, cw, ch))
            x += cw + gap
        x += sep
        bx = max(x, inner.right - bw)
        bh = int(min(44 * s, ch * 0.42))
        confirm = pygame.Rect(bx, y + ch // 2 - bh - int(4 * s), min(bw, inner.right - bx), bh)
        clear = pygame.Rect(bx, y + ch // 2 + int(4 * s), min(bw, inner.right - bx), bh)
        g.update(hand_inner=inner, hand_cards=cards, flag_boxes=flags, slots=slots, confirm=confirm,
                 clear=clear, raise_px=raise_px, title_h=title_h, card_size=(cw, ch))

    def _make_hotspots(self) -> None:
        g = self.geom
        v = self.view
        if self._my_turn_to_select():
            raise_px = g["raise_px"]
            for n, r in g["hand_cards"].items():
                self.add_hotspot(r.inflate(0, raise_px).move(0, -raise_px // 2), on_click=lambda n=n: self.click_card(n),
                                 key=("card", n), glow=False)
            for i, r in enumerate(g["flag_boxes"]):
                self.add_hotspot(r, on_click=lambda i=i: self.click_flag(i), key=("flag", i), glow=False)
            for i, r in enumerate(g["slots"]):
                self.add_hotspot(r, on_click=lambda i=i: self.click_slot(i), key=("slot", i), glow=False)
            act = self.pending_action()
            self.add_hotspot(g["confirm"], action=act, key="confirm", enabled=act is not None, radius=8)
            self.add_hotspot(g["clear"], on_click=self.clear_selection, key="clear", glow=False,
                             enabled=bool(self.chosen))
        elif self._my_turn_to_fill():
            for i, (r, act) in enumerate(self._fill_buttons()):
                self.add_hotspot(r, action=act, key=("fill", i), radius=8)

    def _fill_buttons(self) -> list[tuple[pygame.Rect, Fill]]:
        g = self.geom
        acts = [a for a in self.view.legal_actions(self.viewer) if isinstance(a, Fill)]
        if not acts or "hand_inner" not in g:
            return []
        inner = g["hand_inner"]
        cw, ch = g["card_size"]
        mw, mh = int(cw * 0.62), int(ch * 0.62)
        gap = int(10 * self.s)
        bws = [len(a.regions) * (mw + 4) + 16 for a in acts]
        total = sum(bws) + gap * (len(acts) - 1)
        x = inner.centerx - total // 2
        y = inner.y + g["title_h"] + int(14 * self.s)
        out = []
        for a, bw in zip(acts, bws):
            out.append((pygame.Rect(x, y, bw, mh + 16), a))
            x += bw + gap
        return out

    # ===== clicks ==========================================================================
    def click_card(self, n: int) -> None:
        if self.armed is not None:
            if n in self.chosen:
                self.flags[self.armed] = n
                self.armed = None
                self.sfx.play("place")
                self.rebuild()
                return
            self.armed = None
        if n in self.chosen:
            self.chosen.remove(n)
            self.flags = [None if fl == n else fl for fl in self.flags]
            self.sfx.play("click")
        elif len(self.selection()) < 3:
            self.chosen.append(n)
            self.sfx.play("click")
        else:
            self.sfx.play("refuse")
        self.rebuild()

    def click_flag(self, i: int) -> None:
        if self.flags[i] is not None:           # lying on a card: take it back
            self.flags[i] = None
            self.armed = None
            self.sfx.play("click")
        elif self.armed == i:
            self.armed = None
        elif self.chosen and len(self.selection()) < 3:
            self.armed = i
            self.sfx.play("click")
        else:
            self.sfx.play("refuse")
        self.rebuild()

    def click_slot(self, i: int) -> None:
        sel = self.selection()
        if i >= len(sel):
            return
        region, from_flag = sel[i]
        if from_flag:
            for k in (1, 0):
                if self.flags[k] == region:
                    self.flags[k] = None
                    break
            self.sfx.play("click")
            self.rebuild()
        else:
            self.click_card(region)

    def _drop_target(self, pos) -> int | None:
        g = self.geom
        for n, r in g.get("hand_cards", {}).items():
            if n in self.chosen and r.inflate(0, g["raise_px"] * 2).move(0, -g["raise_px"]).collidepoint(pos):
                return n
        for i, r in enumerate(g.get("slots", [])):
            sel = self.selection()
            if i < len(sel) and r.collidepoint(pos):
                return sel[i][0]
        return None

    def handle_event(self, ev) -> bool:
        if self._my_turn_to_select() and not self.anim.busy():
            if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
                for i, r in enumerate(self.geom.get("flag_boxes", [])):
                    if r.collidepoint(ev.pos) and self.flags[i] is None and self.chosen \
                            and len(self.selection()) < 3:
                        self.drag = {"flag": i, "start": ev.pos, "moved": False}
                        self.mouse = ev.pos
                        return True
                if self.armed is not None:
                    spot = self.hotspot_at(ev.pos)
                    if spot is None or spot.key is None or spot.key[0] not in ("card", "slot", "flag"):
                        self.armed = None
                        self.rebuild()
            elif ev.type == pygame.MOUSEMOTION and self.drag is not None:
                self.mouse = ev.pos
                sx, sy = self.drag["start"]
                if abs(ev.pos[0] - sx) + abs(ev.pos[1] - sy) > 6:
                    self.drag["moved"] = True
                return True
            elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.drag is not None:
                d, self.drag = self.drag, None
                self.mouse = ev.pos
                if d["moved"]:
                    target = self._drop_target(ev.pos)
                    if target is not None:
                        self.flags[d["flag"]] = target
                        self.armed = None
                        self.sfx.play("place")
                    self.rebuild()
                else:
                    self.click_flag(d["flag"])
                return True
        return super().handle_event(ev)

    # ===== events -> animations =============================================================
    def on_events(self, seat, action, events, before, after) -> None:
        if before is None:
            self.sfx.play("place")
            return
        if not any(isinstance(e, (Revealed, Placed, RegionResolved, GameEnded)) for e in events):
            # a seat laid its cards face down: a small pulse on its row
            if isinstance(action, Select) and seat is not None and self.geom.get("seat_cards"):
                rows = self.geom["seat_cards"][seat]
                self.anim.add(Pulse(rows[0].union(rows[2]), ROMAN["gold_light"], duration=0.6))
            self.sfx.play("place")
            return
        d = _Disp(before)
        n = before.n_seats
        for s in range(n):
            if before.phase == "select":
                d.cards[s] = ("backs",) if before.selections[s] is not None else None
            else:
                d.cards[s] = ("faces", before.shown[s], False) if before.shown[s] is not None else None
        self.disp = d
        g = self.geom
        t = 0.0
        sc = g.get("seat_cards")
        s_ = self.s
        place_font = self.f(20, True)

        def at(delay, fn):
            self.anim.after(delay, fn)

        for ev in events:
            if isinstance(ev, Revealed):
                flips = []
                for s in range(n):
                    sel = ev.selections[s]
                    if sc is None or not sel:
                        continue
                    for i, r in enumerate(sel):
                        rect = sc[s][i]
                        flips.append((rect, card_back(rect.size), self._card_img(s, r, rect.size), ("pc", s, i)))

                def show(sels=ev.selections):
                    for s in range(n):
                        d.cards[s] = ("faces", sels[s], False)
                at(t, show)
                self.anim.add(CardFlip(flips, duration=0.55, delay=t))
                at(t, lambda: self.sfx.play("flip"))
                t += 0.85
            elif isinstance(ev, Placed):
                src = g["supply"][ev.seat] if g.get("supply") else (0, 0)
                img = token(max(8, int(g.get("disc_r", 12) * 0.9)), self.colour(ev.seat), self.symbol(ev.seat))
                for region in ev.regions:
                    dst = self._disc_pos(region, ev.seat)

                    def take(seat=ev.seat):
                        d.supply[seat] -= 1

                    def land(seat=ev.seat, region=region):
                        d.board[region - 1][seat] += 1
                        self.sfx.play("place")
                    at(t, take)
                    self.anim.add(Mover(img, [src, dst], duration=0.42, delay=t, arc=40 * s_, on_arrive=land))
                    t += 0.16
                for region in ev.lost:
                    self.anim.add(FloatText(self.tr("imperium.ui.lost"), self._disc_pos(region, ev.seat),
                                            self.f(16, True), ROMAN["red"], delay=t, duration=1.4))
                    t += 0.1
            elif isinstance(ev, RegionResolved):
                t += 0.45

                def focus(ev=ev):
                    d.resolving = ev
                    self.sfx.play("slide")
                at(t, focus)
                plate = g["plates"][ev.region] if g.get("plates") else pygame.Rect(0, 0, 1, 1)
                self.anim.add(Pulse(plate, ROMAN["gold_light"], duration=0.7, count=2, delay=t, blocking=True))
                t += 0.5
                for s in range(n):
                    if ev.points[s] > 0:
                        before_score = ev.totals[s] - ev.points[s]
                        self.anim.add(CountUp(before_score, ev.totals[s], duration=0.3 + 0.08 * ev.points[s],
                                              delay=t, target=_Idx(d.score, s), attr="v", ease="linear"))
                        self.anim.add(FloatText(self.tr("imperium.ui.plus", n=ev.points[s]),
                                                self._disc_pos(ev.region, s), place_font,
                                                ROMAN["gold_light"], delay=t, duration=1.4))
                t += 0.3 + 0.08 * max(ev.points) + 0.9
            elif isinstance(ev, MarkersReturned):
                for s in range(n):
                    k = ev.counts[s]
                    if not k:
                        continue
                    src = self._disc_pos(ev.region, s)
                    dst = g["supply"][s] if g.get("supply") else (0, 0)
                    img = token(max(8, int(g.get("disc_r", 12) * 0.9)), self.colour(s), self.symbol(s))

                    def home(s=s, k=k, region=ev.region):
                        d.supply[s] += k
                    self.anim.add(Mover(img, [src, dst], duration=0.5, delay=t, arc=30 * s_, on_arrive=home))

                def empty(region=ev.region):
                    d.board[region - 1] = [0] * n
                    d.resolving = None
                at(t, empty)
                t += 0.6
            elif isinstance(ev, RoundStarted):
                def newround(ev=ev):
                    d.round = ev.round
                    d.start = ev.start
                    for s in range(n):
                        c = d.cards[s]
                        if c and c[0] == "faces":
                            d.cards[s] = ("faces", c[1], True)
                at(t, newround)
                mp = g.get("map")
                if mp is not None:
                    self.anim.add(FloatText(self.tr("imperium.ui.round_banner", round=ev.round), mp.center,
                                            self.f(40, True), ROMAN["white"], delay=t, duration=1.3, rise=30))
            elif isinstance(ev, GameEnded):
                at(t, lambda: self.sfx.play("win"))

        def done():
            self.disp = None
            self.rebuild()
        at(t + 0.05, done)

    def _disc_pos(self, region: int, seat: int) -> tuple[int, int]:
        g = self.geom
        if not g.get("plates"):
            return (0, 0)
        plate = g["plates"][region]
        n = self.view.n_seats if self.view is not None else 1
        r = g["disc_r"]
        step = 2 * r + int(3 * self.s)
        x0 = plate.centerx - (n - 1) * step / 2
        y = plate.y + g["plate_h"] + r + int(2 * self.s)
        return (int(x0 + seat * step), int(y))

    # ===== drawing ===========================================================================
    def draw_board(self, surface: pygame.Surface) -> None:
        self.drawn_faces = []
        if self.view is None or not self.geom:
            return
        self._draw_map(surface)
        self._draw_timeline(surface)
        self._draw_track(surface)
        self._draw_seats(surface)
        if "hand" in self.geom:
            self._draw_hand(surface)
        src = self._src()
        if self.disp is not None and self.disp.resolving is not None:
            self._draw_podium(surface, self.disp.resolving)
        elif self.disp is None and self.view.phase == "over":
            self._draw_final(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # a flag being dragged or carried follows the mouse above everything
        if self._my_turn_to_select() and (self.drag is not None and self.drag["moved"] or self.armed is not None):
            i = self.drag["flag"] if self.drag is not None else self.armed
            fw, fh = self.geom["flag_boxes"][i].size
            self._draw_flag(surface, pygame.Rect(self.mouse[0] - fw // 2, self.mouse[1] - fh // 2, fw, fh),
                            lifted=True)

    # ----- map ----------------------------------------------------------------------------
    def _pt(self, p, r: pygame.Rect):
        return (r.x + p[0] * r.w, r.y + p[1] * r.h)

    @staticmethod
    def polys() -> dict:
        return ART[1] if ART is not None else REGION_POLYS

    @staticmethod
    def anchors() -> dict:
        return ART_ANCHORS if ART is not None else ANCHORS

    def _map_surface(self, r: pygame.Rect) -> pygame.Surface:
        if self._map_cache is not None and self._map_cache_size == r.size:
            return self._map_cache
        w, h = r.size
        if ART is not None:
            from games.app.draw import load_image
            img = pygame.transform.smoothscale(load_image(ART[0]), (w, h))
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            mask = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=int(14 * self.s))
            # the painted number medallions: covered by our plates, painted out where they would peek
            for (ax, ay), col in ART[2].values():
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
        from games.app.draw import gradient
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
        src = self._src()
        v = self.view
        resolving_now = set(regions_of_round(src.round, v.goal)) if src.phase != "over" else set()
        glow_r = self.disp.resolving.region if self.disp is not None and self.disp.resolving else None
        for reg in REGIONS:
            if glow_r == reg or (glow_r is None and reg in resolving_now):
                pts = [self._pt(p, r) for p in self.polys()[reg]]
                breathe = 0.5 + 0.5 * math.sin(self.time * 3.0)
                xs, ys = [p[0] for p in pts], [p[1] for p in pts]
                box = pygame.Rect(int(min(xs)) - 4, int(min(ys)) - 4, int(max(xs) - min(xs)) + 9,
                                  int(max(ys) - min(ys)) + 9)
                local = [(x - box.x, y - box.y) for x, y in pts]
                layer = pygame.Surface(box.size, pygame.SRCALPHA)
                a = 120 if glow_r == reg else int(50 + 40 * breathe)
                aa_polygon(layer, ROMAN["gold_light"] + (a,), local)
                pygame.draw.polygon(layer, ROMAN["gold"] + (230,), local, max(3, int(4 * self.s)))
                surface.blit(layer, box.topleft)
        for reg in REGIONS:
            self._draw_plate(surface, reg, reg in resolving_now, glow_r == reg)

    def _draw_plate(self, surface, reg: int, now: bool, focus: bool) -> None:
        g = self.geom
        s = self.s
        plate = g["plates"][reg]
        ph = g["plate_h"]
        v = self.view
        src = self._src()
        body = pygame.Rect(plate.x, plate.y, plate.w, ph)
        fill = ROMAN["white"] if (now or focus) else ROMAN["parchment"]
        border = ROMAN["gold"] if (now or focus) else ROMAN["gold_dark"]
        panel(surface, body, fill=fill, border=border, radius=int(9 * s), border_width=max(2, int(2 * s)),
              alpha=235)
        # the number medallion
        mr = int(ph * 0.27)
        mc = (body.x + mr + int(5 * s), body.y + mr + int(5 * s))
        pygame.draw.circle(surface, ROMAN["red_dark"], mc, mr + 2)
        pygame.draw.circle(surface, ROMAN["red"], mc, mr)
        pygame.draw.circle(surface, ROMAN["gold"], mc, mr, max(1, int(2 * s)))
        blit_text(surface, str(reg), mc, self.font(int(mr * 1.3), True), ROMAN["white"], "center")
        # the name, shrunk to fit
        name = self.tr(f"imperium.ui.rname.{reg}")
        nx = mc[0] + mr + int(5 * s)
        avail = body.right - nx - int(4 * s)
        px = 17
        fnt = self.f(px, True)
        while fnt.size(name)[0] > avail and px > 9:
            px -= 1
            fnt = self.f(px, True)
        blit_text(surface, name, (nx, mc[1]), fnt, ROMAN["ink"], "midleft")
        # the score list: chips for 1st, 2nd, ...
        vals = SCORE_LISTS[reg]
        cy = body.y + int(ph * 0.70)
        chip_h = int(ph * 0.32)
        chip_w = int(min(chip_h * 1.25, (body.w - int(70 * s)) / max(1, len(vals))))
        x = body.x + int(6 * s)
        fchip = self.font(int(chip_h * 0.72), True)
        for i, val in enumerate(vals):
            cr = pygame.Rect(x, cy - chip_h // 2, chip_w, chip_h)
            col = PLACE_COLOURS[min(i, len(PLACE_COLOURS) - 1)]
            pygame.draw.rect(surface, darken(col, 0.35), cr, border_radius=chip_h // 2)
            pygame.draw.rect(surface, col, cr.inflate(-2, -2), border_radius=chip_h // 2)
            blit_text(surface, str(val), cr.center, fchip, ROMAN["ink"], "center")
            x += chip_w + int(3 * s)
        # when it counts
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
        fl = self.f(12, True)
        lw = fl.size(label)[0] + int(12 * s)
        lr = pygame.Rect(0, 0, lw, int(17 * s))
        lr.midright = (body.right - int(8 * s), body.y)
        pygame.draw.rect(surface, darken(col, 0.3), lr.inflate(2, 2), border_radius=lr.h // 2)
        pygame.draw.rect(surface, col, lr, border_radius=lr.h // 2)
        blit_text(surface, label, lr.center, fl, readable_on(col), "center")
        # the marker discs, one fixed place per seat
        r = g["disc_r"]
        fnum = self.font(int(r * 1.15), True)
        for seat in range(v.n_seats):
            k = src.board[reg - 1][seat]
            pos = self._disc_pos(reg, seat)
            if k <= 0:
                continue
            col = self.colour(seat)
            pygame.draw.circle(surface, (0, 0, 0), (pos[0] + 1, pos[1] + 2), r)
            surface.blit(token(r, col), token(r, col).get_rect(center=pos))
            sym = self.symbol(seat)
            if sym:
                draw_symbol(surface, sym, (pos[0] + r * 0.72, pos[1] - r * 0.72), r * 0.7,
                            readable_on(col), darken(col, 0.4))
            blit_text(surface, str(k), pos, fnum, readable_on(col), "center", outline=darken(col, 0.45),
                      outline_px=1)

    @staticmethod
    def _rounds_until(region: int, rnd: int, goal: str) -> int | None:
        last = ROUNDS if goal == "rounds8" else rules.MAX_ROUNDS_30
        for k in range(12):
            if rnd + k > last:
                return None
            if region in regions_of_round(rnd + k, goal):
                return k
        return None

    def _draw_timeline(self, surface) -> None:
        g = self.geom
        r = g["timeline"]
        s = self.s
        v = self.view
        src = self._src()
        if src.phase == "over" and self.disp is None:
            title = self.tr("imperium.ui.round_over")
        elif v.goal == "rounds8":
            title = self.tr("imperium.ui.round", round=src.round, rounds=ROUNDS)
        else:
            title = self.tr("imperium.ui.round30", round=src.round, cycle=_cycle(src.round), goal=GOAL_POINTS)
        ft = self.f(18, True)
        tw = min(ft.size(title)[0] + int(24 * s), int(r.w * 0.42))
        tr_ = pygame.Rect(r.x, r.y, tw, r.h)
        panel(surface, tr_, fill=ROMAN["red"], border=ROMAN["gold"], radius=r.h // 2, shadow=True)
        while ft.size(title)[0] > tw - 16 and ft.get_height() > 10:
            ft = self.font(max(6, ft.point_size - 2), True)
        blit_text(surface, title, tr_.center, ft, ROMAN["white"], "center")
        rounds = list(range(1, ROUNDS + 1)) if v.goal == "rounds8" else _cycle_rounds(src.round)
        x0 = tr_.right + int(8 * s)
        bw = (r.right - x0) / len(rounds)
        fb = self.f(13, True)
        for i, rnd in enumerate(rounds):
            box = pygame.Rect(int(x0 + i * bw) + 2, r.y + 2, int(bw) - 4, r.h - 4)
            regs = regions_of_round(rnd, v.goal)
            past = rnd < src.round or (src.phase == "over" and self.disp is None)
            cur = rnd == src.round and not past
            fill = ROMAN["gold_light"] if cur else (ROMAN["marble_dark"] if past else ROMAN["parchment"])
            pygame.draw.rect(surface, darken(fill, 0.4), box, border_radius=6)
            pygame.draw.rect(surface, fill, box.inflate(-2, -2), border_radius=6)
            txt = self.tr("imperium.ui.rnd", round=rnd)
            blit_text(surface, txt, (box.x + int(5 * s), box.centery), fb,
                      ROMAN["vein"] if past else ROMAN["ink"], "midleft")
            # the region medallions counted that round
            mr = int(box.h * 0.36)
            mx = box.right - int(4 * s) - mr
            for reg in reversed(regs):
                col = ROMAN["vein"] if past else ROMAN["red"]
                pygame.draw.circle(surface, col, (mx, box.centery), mr)
                blit_text(surface, str(reg), (mx, box.centery), self.font(int(mr * 1.3), True),
                          ROMAN["white"], "center")
                mx -= 2 * mr + 2

    def _draw_track(self, surface) -> None:
        g = self.geom
        r = g["track"]
        s = self.s
        v = self.view
        src = self._src()
        panel(surface, r, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=int(8 * s))
        lab = self.tr("imperium.ui.track")
        fl = self.f(13, True)
        lw = max(fl.size(lab)[0] + int(12 * s), int(44 * s))
        blit_text(surface, lab, (r.x + lw // 2 + 2, r.centery), fl, ROMAN["red_dark"], "center")
        n = TRACK_MAX + 1
        x0 = r.x + lw
        cw = (r.right - int(4 * s) - x0) / n
        top = r.y + int(4 * s)
        ch = r.h - int(8 * s)
        fnum = self.font(max(9, int(min(cw * 0.5, ch * 0.34))), True)
        cells = []
        for i in range(n):
            c = pygame.Rect(int(x0 + i * cw), top, int(cw) - 1, ch)
            cells.append(c)
            col = ROMAN["gold_light"] if i % 5 == 0 else ROMAN["white"]
            if v.goal == "points30" and i == GOAL_POINTS:
                col = lighten(ROMAN["red"], 0.5)
            pygame.draw.rect(surface, col, c, border_radius=3)
            pygame.draw.rect(surface, ROMAN["parchment_dark"], c, 1, border_radius=3)
            blit_text(surface, str(i), (c.centerx, c.bottom - 2), fnum, ROMAN["ink"] if i % 5 == 0 else ROMAN["vein"],
                      "midbottom")
        g["track_cells"] = cells
        # pawns, stacked when they share a space
        pr = int(max(6, min(cw * 0.42, ch * 0.3)))
        by_cell: dict[int, list[int]] = {}
        for seat in range(v.n_seats):
            sc = int(round(src.score[seat] if self.disp is not None else src.scores[seat]))
            by_cell.setdefault(min(sc, TRACK_MAX), []).append(seat)
        for cell, seats in by_cell.items():
            c = cells[cell]
            for k, seat in enumerate(seats):
                cy = c.y + pr + 1 + k * int(pr * 0.55)
                cy = min(cy, c.bottom - pr)
                pos = (c.centerx, cy - 0 if len(seats) == 1 else cy)
                self._pawn(surface, pos, pr, seat)

    def _pawn(self, surface, pos, r, seat) -> None:
        col = self.colour(seat)
        img = token(r, col, self.symbol(seat))
        surface.blit(img, img.get_rect(center=pos))

    # ----- the seats --------------------------------------------------------------------
    def _draw_seats(self, surface) -> None:
        g = self.geom
        side = g["side"]
        s = self.s
        v = self.view
        src = self._src()
        panel(surface, side, fill=ROMAN["marble"], border=ROMAN["gold_dark"], radius=int(12 * s), alpha=240)
        for seat, rr in enumerate(g["rows"]):
            col = self.colour(seat)
            me = seat == self.viewer
            acting = v.phase == "select" and v.selections[seat] is None or v.phase == "fill" and v.pending == seat
            fill = mix(ROMAN["parchment"], col, 0.10)
            panel(surface, rr, fill=fill, border=col if acting and self.disp is None else darken(fill, 0.25),
                  radius=int(10 * s), border_width=max(2, int(3 * s)) if acting and self.disp is None else 1,
                  shadow=False)
            # token and name
            tr_ = int(min(rr.h * 0.17, 15 * s))
            tc = (rr.x + int(8 * s) + tr_, rr.y + int(8 * s) + tr_)
            img = token(tr_, col, self.symbol(seat))
            surface.blit(img, img.get_rect(center=tc))
            cards = g["seat_cards"][seat]
            name_w = cards[0].x - (tc[0] + tr_ + int(6 * s)) - int(4 * s)
            fn = self.f(17, True)
            name = self.name(seat)
            while fn.size(name)[0] > name_w and len(name) > 2:
                name = name[:-2] + "…"
            blit_text(surface, name, (tc[0] + tr_ + int(6 * s), tc[1]), fn, ROMAN["ink"], "midleft")
            # points
            score = int(round(src.score[seat] if self.disp is not None else src.scores[seat]))
            fscore = self.f(30, True)
            blit_text(surface, str(score), (tc[0] - tr_, tc[1] + tr_ + int(2 * s)), fscore, ROMAN["red_dark"], "topleft")
            # supply
            sp = g["supply"][seat]
            mini = token(int(8 * s), col)
            surface.blit(mini, mini.get_rect(center=sp))
            fsup = self.f(14, True)
            st = f"×{src.supply[seat]}"
            r2 = blit_text(surface, st, (sp[0] + int(11 * s), sp[1]), fsup, ROMAN["ink"], "midleft")
            # status: laid / choosing / first
            fstat = self.f(12)
            status = None
            if self.disp is None:
                if v.phase == "select":
                    status = self.tr("imperium.ui.laid") if v.selections[seat] is not None else \
                        self.tr("imperium.ui.choosing")
                elif v.phase == "fill" and v.pending == seat:
                    status = self.tr("imperium.ui.filling")
            x = r2.right + int(8 * s)
            if src.start == seat and src.phase != "over":
                lab = self.tr("imperium.ui.first")
                lr = pygame.Rect(0, 0, self.f(11, True).size(lab)[0] + int(10 * s), int(17 * s))
                lr.midleft = (x, sp[1])
                if lr.right < cards[0].x - 2:
                    pygame.draw.rect(surface, ROMAN["gold"], lr, border_radius=lr.h // 2)
                    blit_text(surface, lab, lr.center, self.f(11, True), ROMAN["ink"], "center")
                    x = lr.right + int(6 * s)
            if status:
                blit_text(surface, status, (rr.right - int(8 * s), rr.y + int(6 * s)), fstat, ROMAN["ink"],
                          "topright")
            # the three cards
            self._draw_seat_cards(surface, seat, cards)

    def _seat_cards_state(self, seat):
        v = self.view
        if self.disp is not None:
            return self.disp.cards[seat]
        if v.phase == "select":
            if v.selections[seat] is not None:
                return ("backs",)
            if v.shown[seat] is not None:
                return ("faces", v.shown[seat], True)
            return None
        if v.shown[seat] is not None:
            return ("faces", v.shown[seat], False)
        return None

    def _draw_seat_cards(self, surface, seat, rects) -> None:
        st = self._seat_cards_state(seat)
        for i, r in enumerate(rects):
            if self.anim.hides(("pc", seat, i)):
                continue
            if st is None:
                pygame.draw.rect(surface, darken(ROMAN["parchment"], 0.08), r, border_radius=max(3, r.w // 10))
                pygame.draw.rect(surface, ROMAN["parchment_dark"], r, 1, border_radius=max(3, r.w // 10))
                continue
            if st[0] == "backs":
                surface.blit(card_back(r.size), r)
                continue
            regs = st[1]
            if i >= len(regs):
                continue
            img = self._card_img(seat, regs[i], r.size, dim=st[2])
            surface.blit(img, r)
            self.drawn_faces.append((seat, regs[i]))
        if st is not None and st[0] == "faces" and st[2]:
            lab = self.tr("imperium.ui.last_round")
            u = rects[0].union(rects[-1])
            blit_text(surface, lab, (u.centerx, u.y - 1), self.f(11), ROMAN["vein"], "midbottom")

    def _card_img(self, seat, region, size, dim=False):
        col = self.colour(seat)
        return card_face(size, value=region, colour=col, label=None, fonts=getattr(self.host, "fonts", None),
                         dim=dim)

    # ----- the hand -----------------------------------------------------------------------
    def _draw_flag(self, surface, r: pygame.Rect, lifted=False, ghost=False) -> None:
        """A Roman standard (vexillum) in the viewer's colour."""
        col = self.colour(self.viewer)
        s = self.s
        if lifted:
            drop_shadow(surface, r.inflate(-r.w // 3, -r.h // 4), radius=6, offset=(6, 9), blur=8, alpha=90)
        if ghost:
            pygame.draw.rect(surface, ROMAN["parchment_dark"], r, 2, border_radius=8)
            return
        pole_x = r.x + int(r.w * 0.22)
        pygame.draw.line(surface, ROMAN["bronze"], (pole_x, r.y + int(r.h * 0.05)), (pole_x, r.bottom - 2),
                         max(2, int(3 * s)))
        pygame.draw.circle(surface, ROMAN["gold"], (pole_x, r.y + int(r.h * 0.06)), max(3, int(4 * s)))
        bar_y = r.y + int(r.h * 0.14)
        pygame.draw.line(surface, ROMAN["gold_dark"], (pole_x - int(r.w * 0.1), bar_y), (r.right - int(r.w * 0.08), bar_y),
                         max(2, int(2 * s)))
        cloth = pygame.Rect(pole_x + 2, bar_y + 2, r.right - int(r.w * 0.1) - pole_x - 2, int(r.h * 0.5))
        pygame.draw.rect(surface, darken(col, 0.3), cloth.move(1, 2), border_radius=3)
        pygame.draw.rect(surface, col, cloth, border_radius=3)
        pygame.draw.rect(surface, ROMAN["gold"], cloth, max(1, int(2 * s)), border_radius=3)
        # fringe
        for k in range(5):
            fx = cloth.x + 3 + k * (cloth.w - 6) / 4
            pygame.draw.line(surface, ROMAN["gold"], (fx, cloth.bottom), (fx, cloth.bottom + int(6 * s)), 2)
        sym = self.symbol(self.viewer)
        if sym:
            draw_symbol(surface, sym, cloth.center, cloth.h * 0.45, readable_on(col))
        else:
            laurel_r = cloth.h * 0.28
            pygame.draw.circle(surface, ROMAN["gold_light"], cloth.center, int(laurel_r), max(1, int(2 * s)))

    def _draw_hand(self, surface) -> None:
        g = self.geom
        s = self.s
        v = self.view
        hand = g["hand"]
        inner = g["hand_inner"]
        panel(surface, hand, fill=mix(ROMAN["parchment"], ROMAN["terracotta"], 0.12), border=ROMAN["gold_dark"],
              radius=int(12 * s))
        me = self.viewer
        if v.phase == "fill" and self.disp is None:
            self._draw_fill(surface)
            return
        selecting = self._my_turn_to_select()
        committed = v.phase == "select" and v.selections[me] is not None and v.selections[me] != ()
        # the text line
        if selecting:
            sel = self.selection()
            if self.armed is not None or (self.drag and self.drag["moved"]):
                msg = self.tr("imperium.ui.need_flag")
            elif len(sel) < 3:
                msg = self.tr("imperium.ui.need", n=3 - len(sel))
            else:
                msg = self.tr("imperium.ui.full")
        elif committed:
            msg = self.tr("imperium.ui.committed")
        elif v.phase == "over":
            msg = self.host.render(v.prompt(me))
        else:
            msg = self.host.render(v.prompt(me))
        fmsg = self.f(15, True)
        while fmsg.size(msg)[0] > inner.w and fmsg.get_height() > 11:
            fmsg = self.font(max(6, fmsg.point_size - 1), True)
        blit_text(surface, msg, (inner.x, inner.y + g["title_h"] // 2 - 2), fmsg, ROMAN["ink"], "midleft")
        chosen_set = set(self.chosen)
        committed_regs = list(v.selections[me]) if committed else []
        # the nine cards
        for n, r in g["hand_cards"].items():
            picked = n in chosen_set if selecting else n in committed_regs
            rr = r.move(0, -g["raise_px"]) if picked else r
            hov = selecting and self.hover is not None and self.hover.key == ("card", n)
            if hov and not picked:
                rr = rr.move(0, -int(4 * s))
            if picked:
                glow_rect(surface, rr, ROMAN["gold_light"], 0.9, radius=max(4, r.w // 10), spread=5)
            drop_shadow(surface, rr, radius=max(4, r.w // 10), offset=(2, 4), blur=5, alpha=80)
            img = self._card_img(me, n, r.size, dim=not selecting and not picked)
            surface.blit(img, rr)
            self.drawn_faces.append((me, n))
            fl_on = [i for i in range(2) if (self.flags[i] == n if selecting else False)]
            for k, i in enumerate(fl_on):
                fr = pygame.Rect(0, 0, int(r.w * 0.5), int(r.h * 0.5))
                fr.topright = (rr.right + int(6 * s) - k * int(r.w * 0.3), rr.y - int(6 * s))
                self._draw_flag(surface, fr)
        # the two flags
        for i, r in enumerate(g["flag_boxes"]):
            free = not selecting or self.flags[i] is None
            carried = selecting and (self.armed == i or (self.drag is not None and self.drag["flag"] == i
                                                            and self.drag["moved"]))
            pygame.draw.rect(surface, darken(ROMAN["parchment"], 0.06), r, border_radius=8)
            if free and not carried:
                usable = selecting and bool(self.chosen) and len(self.selection()) < 3
                if usable and self.hover is not None and self.hover.key == ("flag", i):
                    glow_rect(surface, r, ROMAN["gold_light"], 0.8, radius=8, spread=4)
                self._draw_flag(surface, r.inflate(-4, -int(r.h * 0.25)).move(0, -int(r.h * 0.08)))
            else:
                self._draw_flag(surface, r, ghost=True)
        fl = self.f(12, True)
        fu = g["flag_boxes"][0].union(g["flag_boxes"][1])
        blit_text(surface, self.tr("imperium.ui.flags"), (fu.centerx, fu.bottom + 2), fl, ROMAN["ink"], "midtop")
        # the three slots
        sel = self.selection() if selecting else [(r, False) for r in committed_regs]
        if committed:
            # flags used show as repeats
            seen = set()
            sel = []
            for r in committed_regs:
                sel.append((r, r in seen))
                seen.add(r)
        for i, r in enumerate(g["slots"]):
            pygame.draw.rect(surface, darken(ROMAN["parchment"], 0.12), r, border_radius=max(4, r.w // 10))
            pygame.draw.rect(surface, ROMAN["gold_dark"], r, 2, border_radius=max(4, r.w // 10))
            blit_text(surface, str(i + 1), r.center, self.f(26, True), darken(ROMAN["parchment"], 0.3), "center")
            if i < len(sel):
                reg, from_flag = sel[i]
                img = self._card_img(me, reg, r.size)
                surface.blit(img, r)
                self.drawn_faces.append((me, reg))
                if from_flag:
                    fr = pygame.Rect(0, 0, int(r.w * 0.55), int(r.h * 0.55))
                    fr.bottomright = (r.right + int(4 * s), r.bottom + int(4 * s))
                    self._draw_flag(surface, fr)
        su = g["slots"][0].union(g["slots"][2])
        blit_text(surface, self.tr("imperium.ui.slots"), (su.centerx, su.bottom + 2), fl, ROMAN["ink"], "midtop")
        # buttons
        if selecting:
            act = self.pending_action()
            self._button(surface, g["confirm"], self.tr("imperium.ui.confirm"), act is not None, primary=True)
            self._button(surface, g["clear"], self.tr("imperium.ui.clear"), bool(self.chosen))

    def _button(self, surface, r, label, enabled, primary=False) -> None:
        s = self.s
        hov = self.hover is not None and self.hover.rect == r and enabled
        if primary:
            fill = ROMAN["red"] if enabled else ROMAN["marble_dark"]
            ink = ROMAN["white"] if enabled else ROMAN["vein"]
        else:
            fill = ROMAN["parchment"] if enabled else ROMAN["marble_dark"]
            ink = ROMAN["ink"] if enabled else ROMAN["vein"]
        if hov:
            fill = lighten(fill, 0.15)
        panel(surface, r, fill=fill, border=ROMAN["gold"] if enabled else ROMAN["vein"], radius=r.h // 2,
              shadow=enabled)
        fb = self.f(17, True)
        while fb.size(label)[0] > r.w - 10 and fb.get_height() > 10:
            fb = self.font(max(6, fb.point_size - 1), True)
        blit_text(surface, label, r.center, fb, ink, "center")

    def _draw_fill(self, surface) -> None:
        g = self.geom
        s = self.s
        v = self.view
        inner = g["hand_inner"]
        me = self.viewer
        if v.pending != me:
            msg = self.tr("imperium.ui.fill_wait", seat=self.name(v.pending))
            draw_wrapped(surface, msg, inner.inflate(0, -int(20 * s)), self.f(18, True), ROMAN["ink"], align="center")
            return
        title = self.tr("imperium.ui.fill_title") + "  " + self.host.render(v.prompt(me))
        fmsg = self.f(15, True)
        lines = wrap_text(fmsg, title, inner.w)
        while len(lines) > 1 and fmsg.get_height() > 11:
            fmsg = self.font(max(6, fmsg.point_size - 1), True)
            lines = wrap_text(fmsg, title, inner.w)
        blit_text(surface, lines[0], (inner.x, inner.y + g["title_h"] // 2 - 2), fmsg, ROMAN["ink"], "midleft")
        cw, ch = g["card_size"]
        mw, mh = int(cw * 0.62), int(ch * 0.62)
        for i, (r, act) in enumerate(self._fill_buttons()):
            hov = self.hover is not None and self.hover.key == ("fill", i)
            panel(surface, r, fill=ROMAN["white"] if hov else ROMAN["parchment"], border=ROMAN["gold"], radius=8)
            x = r.x + 8
            for reg in act.regions:
                img = self._card_img(me, reg, (mw, mh))
                surface.blit(img, (x, r.y + 8))
                self.drawn_faces.append((me, reg))
                x += mw + 4
        # the revealed selection, for reference
        shown = v.shown[me] or ()
        fl = self.f(12, True)
        if g["slots"]:
            for i, r in enumerate(g["slots"]):
                if i < len(shown):
                    surface.blit(self._card_img(me, shown[i], r.size), r)
                    self.drawn_faces.append((me, shown[i]))
            su = g["slots"][0].union(g["slots"][2])
            blit_text(surface, self.tr("imperium.ui.slots"), (su.centerx, su.bottom + 2), fl, ROMAN["ink"], "midtop")

    # ----- the count and the end -------------------------------------------------------------
    def _draw_podium(self, surface, ev: RegionResolved) -> None:
        g = self.geom
        s = self.s
        plate = g["plates"][ev.region]
        mapr = g["map"]
        ranked = sorted((p, seat) for seat, p in enumerate(ev.places) if p > 0)
        row_h = int(30 * s)
        w = int(250 * s)
        h = int(40 * s) + row_h * max(1, len(ranked)) + int(8 * s)
        box = pygame.Rect(0, 0, w, h)
        # beside the plate, on the side with more room
        if plate.centerx < mapr.centerx:
            box.midleft = (plate.right + int(12 * s), plate.centery)
        else:
            box.midright = (plate.x - int(12 * s), plate.centery)
        box.clamp_ip(mapr.inflate(-8, -8))
        panel(surface, box, fill=ROMAN["white"], border=ROMAN["gold"], radius=int(10 * s), border_width=3)
        title = self.tr("imperium.ui.podium", region=self.host.render(rules.region_msg(ev.region)))
        ft = self.f(16, True)
        while ft.size(title)[0] > w - 16 and ft.get_height() > 10:
            ft = self.font(max(6, ft.point_size - 1), True)
        blit_text(surface, title, (box.centerx, box.y + int(18 * s)), ft, ROMAN["red_dark"], "center")
        y = box.y + int(36 * s)
        maxw = w - int(120 * s)
        fp = self.f(15, True)
        for p, seat in ranked:
            col = self.colour(seat)
            step_w = int(maxw * (1.0 - 0.18 * (p - 1)))
            bar = pygame.Rect(box.x + int(60 * s), y + 3, max(20, step_w), row_h - 6)
            pc = PLACE_COLOURS[min(p - 1, len(PLACE_COLOURS) - 1)]
            pygame.draw.rect(surface, pc, bar, border_radius=5)
            blit_text(surface, self.tr(f"imperium.ui.place.{min(p, 5)}"), (box.x + int(10 * s), y + row_h // 2), fp,
                      ROMAN["ink"], "midleft")
            r = int(row_h * 0.38)
            c = (bar.x + r + 4, bar.centery)
            surface.blit(token(r, col), token(r, col).get_rect(center=c))
            blit_text(surface, str(ev.markers[seat]), c, self.font(int(r * 1.2), True), readable_on(col), "center")
            blit_text(surface, self.name(seat), (c[0] + r + 6, c[1]), self.f(13), ROMAN["ink"], "midleft")
            pts = ev.points[seat]
            txt = self.tr("imperium.ui.plus", n=pts) if pts else self.tr("imperium.ui.weakest")
            blit_text(surface, txt, (box.right - int(10 * s), c[1]), self.f(15 if pts else 11, True),
                      ROMAN["red_dark"] if pts else ROMAN["vein"], "midright")
            y += row_h

    def _draw_final(self, surface) -> None:
        g = self.geom
        s = self.s
        v = self.view
        mapr = g["map"]
        order = sorted(range(v.n_seats), key=lambda k: -v.scores[k])
        row_h = int(34 * s)
        w = int(min(mapr.w * 0.6, 420 * s))
        h = int(96 * s) + row_h * v.n_seats
        box = pygame.Rect(0, 0, w, h)
        box.center = mapr.center
        panel(surface, box, fill=ROMAN["white"], border=ROMAN["gold"], radius=int(14 * s), border_width=3)
        from games.app.draw import laurel
        laurel(surface, (box.centerx, box.y + int(30 * s)), int(20 * s), ROMAN["gold"], width=2)
        out = v.outcome()
        text = self.host.render(out.reason) if out is not None else self.tr("imperium.ui.final")
        draw_wrapped(surface, text, pygame.Rect(box.x + 12, box.y + int(54 * s), w - 24, int(40 * s)),
                     self.f(16, True), ROMAN["red_dark"], align="center")
        y = box.y + int(92 * s)
        best = max(v.scores)
        for k, seat in enumerate(order):
            col = self.colour(seat)
            r = int(row_h * 0.36)
            c = (box.x + int(30 * s), y + row_h // 2)
            surface.blit(token(r, col, self.symbol(seat)), token(r, col, self.symbol(seat)).get_rect(center=c))
            blit_text(surface, self.name(seat), (c[0] + r + 10, c[1]), self.f(16, v.scores[seat] == best),
                      ROMAN["ink"], "midleft")
            blit_text(surface, self.tr("imperium.ui.pts", n=v.scores[seat]), (box.right - int(16 * s), c[1]),
                      self.f(17, True), ROMAN["red_dark"], "midright")
            y += row_h


class _Idx:
    """Lets a CountUp write into one element of a list: ``_Idx(lst, i).v = x``."""

    def __init__(self, lst: list, i: int):
        self.lst, self.i = lst, i

    @property
    def v(self):
        return self.lst[self.i]

    @v.setter
    def v(self, x):
        self.lst[self.i] = x
