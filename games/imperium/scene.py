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

Everything is drawn from the board kit's ``self.shown``: the view, or, while the
events of an action are animated, the *before* view that the animations move
forward step by step (cards flip, markers fly, regions are counted, pawns walk,
markers come home); ``busy()`` is true exactly that long. A pick made while a
round is still being counted is refused with a notice (the hand shows the
counted round meanwhile); a click elsewhere skips the count.

The map answers the mouse: hovering a region (its polygon from
``art/imperium/map.json``, or its tag) highlights it and shows its details; a
click picks its card while choosing, else pins its details. A click that does
nothing says why beside the pointer.

The parts live in one module each: ``scene_map`` (map, tags, discs),
``scene_tags`` (where the tags stand so none hides another; which region is
under the mouse), ``scene_region_info`` (the details box), ``scene_rounds``
(rounds strip, score track), ``scene_seats`` (seats panel), ``scene_hand`` (hand
and fill chooser), ``scene_dialogs`` (count and final popups) and ``scene_anim``
(events to animation steps), ``scene_where`` (where things are, for the tutorial).
Scale, text, panels, buttons, card rows, notices,
the banner and the before/after mechanism come from the board kit
(``games.app.board``). This module holds the :class:`Board` itself: the
selection being built, layout, hotspots and input.
"""
from __future__ import annotations

from typing import Any

import pygame

from games.app.board import BoardBase, CardRow, RowCard
from games.app.draw import ROMAN
from games.app.picker import Picker
from games.core.text import Msg

from .rules import Select
from .scene_anim import AnimMixin, Count
from .scene_dialogs import DialogsMixin
from .scene_hand import HandMixin
from .scene_log import counted_results, reasoned_reveals, round_lines
from .scene_map import MapMixin
from .scene_region_info import RegionInfoMixin
from .scene_rounds import RoundsMixin
from .scene_seats import SeatsMixin
from .scene_tags import region_at
from .scene_where import WhereMixin


class Board(MapMixin, RoundsMixin, SeatsMixin, HandMixin, DialogsMixin, RegionInfoMixin, AnimMixin, WhereMixin,
            BoardBase):
    """The Imperium board."""

    target_colour = ROMAN["gold_light"]

    def __init__(self, host):
        super().__init__(host)
        self.count: Count | None = None      # what an action's animation shows besides the position
        self.banners: list = []              # the round banners started (tests)
        self.chosen: list[int] = []          # cards picked, in the order picked
        self.flags: list[int | None] = [None, None]   # the card each flag lies on
        self.armed: int | None = None        # a flag picked up (follows the mouse)
        self.drag: dict | None = None
        self._sel_key = None
        self._picker_key: tuple | None = None         # (view, viewer) of the picker kept
        self._picker: Picker | None = None
        self._room_key: tuple | None = None           # (picker, regions laid) of the room kept
        self._room: list[int] = []
        self._map_cache: pygame.Surface | None = None
        self._map_cache_size = None
        self.drawn_faces: list[tuple[int, int]] = []   # (seat, region) of card faces drawn (tests)
        self.drawn_tags: dict[int, list] = {}          # region -> rects drawn for its tag (tests)
        self.drawn_info: list[str] = []                # lines of the region details box drawn (tests)
        self.drawn_hand_line = ""                      # the hand's text line as drawn (tests)
        self.drawn_hand_picks: list[int] = []          # the hand's cards raised as drawn (tests)
        self.geom: dict[str, Any] = {}
        self.hover_region: int | None = None           # the region under the mouse
        self.pinned_region: int | None = None          # the region last clicked
        self.refused_key: str | None = None            # the catalogue key of the last refusal (tests)

    def held_line(self) -> str | None:
        """While the next round's banner is up, that round beginning: the top bar no longer
        tells the cards turned up in the round just counted."""
        if self.count is None or not self.count.announcing or self.view is None:
            return None
        regions = self.tr("imperium.ui.join").join(self.tr(f"imperium.region.{r}") for r in self.view.resolving())
        return self.tr("imperium.ui.round_begins", round=self.view.round, regions=regions)

    def status_shown(self) -> Msg | None:
        """While a count runs, the status of the round the map shows: the counted round's, then
        the new round's once its banner is up (the map's strip shows that round)."""
        if self.count is None or self.view is None:
            return None
        src = self.view if self.count.announcing or self.shown is None else self.shown
        return src.status()

    def merge_log(self, entries, actions, events) -> list:
        """The log as the game shows it: a seat's turned-up selections carry the reason of the
        cards it laid face down (:func:`~games.imperium.scene_log.reasoned_reveals`), and a counted
        region says its result, a tie included (:func:`~games.imperium.scene_log.counted_results`),
        and the round's own lines stand apart from the move that brought them
        (:func:`~games.imperium.scene_log.round_lines`)."""
        return round_lines(reasoned_reveals(counted_results(entries, events), actions))

    # ===== scale and fonts ===========================================================
    #: the size the board is designed at (the kit's :class:`Layout` scales it to the window)
    base_size = (1280, 760)

    @property
    def s(self) -> float:
        """The board kit's scale of this board (``self.ui``)."""
        return self.ui.scale

    def px(self, base: float, least: int = 9) -> int:
        """A font size: ``base`` pixels at the design size, scaled, at least ``least``."""
        return self.ui.font_px(base, least)

    def f(self, px: float, bold: bool = False):
        """The font of ``px`` design pixels (the kit's ``sfont`` with a floor of 9 pixels)."""
        return self.sfont(px, bold, least=9)

    # ===== what to show ==================================================================
    def _my_turn_to_select(self) -> bool:
        v = self.view
        return (v is not None and self.viewer is not None and self.acting and v.phase == "select"
                and v.selections[self.viewer] is None and self.count is None)

    def _my_turn_to_fill(self) -> bool:
        v = self.view
        return (v is not None and self.viewer is not None and self.acting and v.phase == "fill"
                and v.pending == self.viewer and self.count is None)

    def selection(self) -> list[tuple[int, bool]]:
        """The selections built so far: (region, from a flag) in slot order."""
        out = []
        for c in self.chosen:
            out.append((c, False))
            out += [(c, True) for fl in self.flags if fl == c]
        return out

    def pending_action(self) -> Select | None:
        """The Select the slots describe, if it is one of the legal actions."""
        if self.view is None or self.viewer is None:
            return None
        return self.select_picker().holding("regions", [r for r, _ in self.selection()])

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
        if self._my_turn_to_select() and self.armed is not None:
            return Msg("imperium.ui.hint.flag")
        return None

    # ===== layout ===========================================================================
    def rebuild(self) -> None:
        super().rebuild()
        if self.view is None or self.rect.w <= 0:
            return
        R = self.rect
        s = self.s
        pad = int(10 * s)
        hand_h = self._hand_height() if self.viewer is not None else 0
        top = pygame.Rect(R.x + pad, R.y + pad, R.w - 2 * pad, R.h - 2 * pad - hand_h - (pad if hand_h else 0))
        side_w = int(max(240, min(R.w * 0.26, 380 * s)))
        side = pygame.Rect(top.right - side_w, top.y, side_w, top.h)
        mp = pygame.Rect(top.x, top.y, top.w - side_w - pad, top.h)
        strip_h = int(30 * s)
        track_h = int(max(40, 52 * s))
        timeline = pygame.Rect(mp.x, mp.y, mp.w, strip_h)
        track = pygame.Rect(mp.x, mp.bottom - track_h, mp.w, track_h)
        mapr = pygame.Rect(mp.x, timeline.bottom + int(4 * s), mp.w, track.y - timeline.bottom - int(8 * s))
        g = self.geom = {"pad": pad, "side": side, "map": mapr, "timeline": timeline, "track": track,
                         "mp": mp}
        self._layout_plates(mapr)
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
            row = CardRow(pygame.Rect(x0, y0, 3 * cw + 2 * gap, ch), [RowCard(i) for i in range(3)], aspect=ch / cw,
                          gap=gap / max(1, cw), lift=0.0, align="left")
            cards.append([r for _c, r, _a in row.placed])
            supply.append((rr.x + int(20 * s), rr.bottom - int(16 * s)))
        g["seat_cards"], g["supply"] = cards, supply
        # the hand
        if hand_h:
            hand = pygame.Rect(R.x + pad, R.bottom - pad - hand_h, R.w - 2 * pad, hand_h)
            self._layout_hand(hand)
        self._make_hotspots()

    def _make_hotspots(self) -> None:
        g = self.geom
        if self._my_turn_to_select():
            for card, hit in self.hand_row(True, set(self.chosen)).hits():
                self.add_hotspot(hit, on_click=lambda n=card.key: self.click_card(n), key=("card", card.key),
                                 glow=False, tip=card.tip)
            for i, r in enumerate(g["flag_boxes"]):
                self.add_hotspot(r, on_click=lambda i=i: self.click_flag(i), key=("flag", i), glow=False)
            for i, r in enumerate(g["slots"]):
                self.add_hotspot(r, on_click=lambda i=i: self.click_slot(i), key=("slot", i), glow=False)
            act = self.pending_action()
            self.add_button(g["confirm"], self.tr("imperium.ui.confirm"), action=act, enabled=act is not None,
                            reason=self.tr("imperium.ui.why.confirm", n=max(1, 3 - len(self.selection()))),
                            primary=True, key="confirm")
            self.add_button(g["clear"], self.tr("imperium.ui.clear"), on_click=self.clear_selection,
                            enabled=bool(self.chosen), reason=self.tr("imperium.ui.why.clear"), key="clear")
        elif self._my_turn_to_fill():
            for i, (r, act) in enumerate(self._fill_buttons()):
                self.add_hotspot(r, action=act, key=("fill", i), radius=8)

    # ===== the regions of the map ============================================================
    def region_at(self, pos) -> int | None:
        """The region under ``pos`` (its tag or its polygon), or None."""
        g = self.geom
        if "map" not in g:
            return None
        return region_at(pos, g["map"], self.polys(), g.get("tags"))

    def region_shown(self) -> int | None:
        """The region whose details show: the one under the mouse, else the one clicked."""
        return self.hover_region if self.hover_region is not None else self.pinned_region

    def click_region(self, reg: int | None) -> None:
        """A click on the map: while choosing, picks (or takes back) that region's card;
        otherwise shows its details and says why nothing can be chosen now."""
        if reg is None:
            self.pinned_region = None
            self.refuse("imperium.ui.why.sea")
            return
        self.pinned_region = reg
        if self._my_turn_to_select():
            self.click_card(reg)
            return
        why = self.why_idle()
        if why is not None:
            self.refuse(why[0], **why[1])

    def why_idle(self) -> tuple[str, dict] | None:
        """Why the viewing person cannot choose now (a catalogue key and its parameters)."""
        v = self.view
        if v is None:
            return None
        if self.count is not None:
            return "imperium.ui.why.counting", {"round": self.count.counted_round}
        if v.phase == "over":
            return "imperium.ui.why.over", {}
        me = self.viewer
        if me is None or not self.acting and v.phase == "select" and v.selections[me] is None:
            return "imperium.ui.why.watching", {}
        if v.phase == "fill":
            if v.pending == me:
                return "imperium.ui.why.fill_me", {}
            return "imperium.ui.why.fill_wait", {"seat": self.name(v.pending)}
        if v.selections[me] is not None:
            return "imperium.ui.why.laid", {}
        return None

    def refuse(self, key: str, pos=None, **params) -> None:
        """Say beside the click (default: the pointer) why it did nothing: the kit's notice
        with the catalogue sentence ``key``, and the "refuse" sound."""
        self.refused_key = key
        self.notice(self.tr(key, **params), pos if pos is not None else self.mouse)
        self.sfx.play("refuse")

    def _in_hand(self, pos) -> bool:
        return "hand" in self.geom and self.geom["hand"].collidepoint(pos)

    def _refuse_disabled(self, spot) -> None:
        if spot.key == "confirm":
            self.refuse("imperium.ui.why.confirm", n=max(1, 3 - len(self.selection())))
        elif spot.key == "clear":
            self.refuse("imperium.ui.why.clear")
        else:
            self.sfx.play("refuse")

    # ===== input ===============================================================================
    def handle_event(self, ev) -> bool:
        if ev.type == pygame.MOUSEMOTION:
            self.hover_region = self.region_at(ev.pos)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            self.mouse = ev.pos
            if self.count is not None and self.count.announcing:
                # only the next round's banner is left: the click ends it and acts in that round
                self.finish_before()
            elif self.busy():
                # a count is running: a pick is refused (it would belong to the next round);
                # a click anywhere else skips the count
                if self._in_hand(ev.pos):
                    self.refuse("imperium.ui.why.counting", round=self._counting_round())
                    return True
                return super().handle_event(ev)
        if self._my_turn_to_select() and not self.anim.busy():
            if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
                for i, r in enumerate(self.geom.get("flag_boxes", [])):
                    if r.collidepoint(ev.pos) and self.flags[i] is None and self.flag_usable():
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
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos) \
                and self.view is not None and self.geom:
            spot = self.hotspot_at(ev.pos)
            if spot is not None and not spot.enabled:
                self._refuse_disabled(spot)
                return True
            if spot is None:
                if self.geom["map"].collidepoint(ev.pos) or self.region_at(ev.pos) is not None:
                    self.click_region(self.region_at(ev.pos))
                    return True
                if self._in_hand(ev.pos):
                    why = self.why_idle()
                    if why is not None:
                        self.refuse(why[0], **why[1])
                        return True
        return super().handle_event(ev)

    def _counting_round(self) -> int:
        return self.count.counted_round if self.count is not None else self.view.round

    # ===== drawing ===========================================================================
    def draw_board(self, surface: pygame.Surface) -> None:
        self.drawn_faces, self.drawn_tags, self.drawn_info = [], {}, []
        self.drawn_highlight = None
        if self.view is None or not self.geom:
            return
        self._draw_map(surface)
        self._draw_timeline(surface)
        self._draw_track(surface)
        self._draw_seats(surface)
        if "hand" in self.geom:
            self._draw_hand(surface)
        if self.count is not None and self.count.resolving is not None:
            self._draw_podium(surface, self.count.resolving)
        elif self.count is None and self.view.phase == "over":
            self._draw_final(surface)
        if self.count is None or self.count.resolving is None:
            self._draw_region_info(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        # a flag being dragged or carried follows the mouse above everything
        if self._my_turn_to_select() and (self.drag is not None and self.drag["moved"] or self.armed is not None):
            i = self.drag["flag"] if self.drag is not None else self.armed
            fw, fh = self.geom["flag_boxes"][i].size
            self._draw_flag(surface, pygame.Rect(self.mouse[0] - fw // 2, self.mouse[1] - fh // 2, fw, fh),
                            lifted=True)
