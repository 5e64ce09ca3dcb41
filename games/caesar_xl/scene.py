"""Caesar XL: the board scene.

The window has two parts, laid out from the rectangle the host gives: the map over
the whole width with the panels in a strip of four columns below it, or (in a wide
window, where that shows the board bigger) the map beside one panel column.

- the **map**: the board picture with routes, cities and barbarian areas (painted by
  :class:`~.scene_paint.BoardPainter`); the wheel zooms around the cursor, a drag pans.
  On it: each side's stacks as counters (unit type letter, swords, a star for a veteran;
  leaders by their name's first letters; the place's tooltip names every unit) that spread
  out while the pointer rests on their place, control markers (discs: Bronze
  markers, conquered barbarian areas) and alliance markers (rings: Silver), and a
  gold ring round every place the viewer may click now. While a battle is fought,
  the **battle panel** covers the map away from the battle: both forces with what
  each unit needs to hit, the round's dice step by step (they tumble when thrown),
  the losses and the hits still to take; its result stays until closed
  (:mod:`.scene_battle`). In one corner (its home at the window's size), the **Forum race** and its warning
  (:mod:`.scene_forum`);
- the **panels**: the turn track (turn, year) and the phase track with
  the phasing side; what the phase asks; both sides' gold, cities' gold, Forum
  balance and hand size; the Forum row (face-up Forum cards); the viewer's hand
  (the newest card flips up when drawn); the choices of the moment as buttons and,
  at the bottom, one primary button that ends the phase (or passes).

A march by clicks: click one of your stacks (lit), choose the whole stack or one
unit in the panel, and every legal destination lights up on the map; a forced
march's gold cost stands on a coin beside its destination; click one to move.
For any other group, "Choose units" musters it: each unit of the stack is a button
that adds it to the marching group or leaves it out (the prompt names the group),
and the group's destinations light up. A destination reached more than one way
(through either of two middle cities, or by land and by sea) shows every way as a
line on the map and a button: click a lit middle city or a button.
Purchase, taxation, diplomacy and battle choices are buttons; where the panel
cannot hold them all, click a lit place first and the panel lists that place's. While a
place is selected, the panel offers only its choices and those of no place.

Everything is drawn from ``self.shown`` (the view, or the position before an
action while its events animate); the hand is that of ``self.viewer`` only, and
only from the view (the other hand is ``"?"`` there). The words are in
:mod:`.scene_words`; the battle panel and dice in :mod:`.scene_battle`; the cards in :mod:`.scene_cards`; the march by clicks
in :mod:`.scene_march`; the panel column's track and side boxes in :mod:`.scene_side`.
"""
from __future__ import annotations

from typing import Any

import pygame

from games.app.anim import Tween
from games.app.board import BoardBase, StillLayer, draw_tooltip, frozen, tooltip_rect
from games.app.board.widgets import Button
from games.app.draw import ROMAN, mix
from games.core.chance import CHANCE
from games.core.text import Msg

from . import rules as R
from .scene_battle import BattleMixin
from .scene_cards import CardsMixin
from .scene_end import EndMixin
from .scene_forum import ForumMixin
from .scene_march import BUTTON_PX, MarchMixin
from .scene_paint import BoardPainter, stacks_at
from .scene_guard import PointerGuard, button_kind
from .scene_side import SideMixin
from .scene_turn import TurnMixin, order_choices
from .scene_where import WhereMixin
from .scene_words import action_label, counter_label, place_name, place_of, unit_name, unit_order


class Board(SideMixin, WhereMixin, MarchMixin, TurnMixin, BattleMixin, ForumMixin, EndMixin, CardsMixin, BoardBase):
    """The Caesar XL board (see the module text)."""

    base_size = (1280, 800)
    def __init__(self, host):
        super().__init__(host)
        cols = (self.colour(0), self.colour(1))
        self.painter = BoardPainter(self.texts, lambda key: self.tr(key), colours=cols)
        self.painter.draft_work = self.start_work        # names placed over frames at a new zoom
        self.painter.ahead_work = lambda work: self.start_work(work, "names")   # and where a march lands
        self.painter.lang = lambda: self.lang
        self.names_stood: dict[str, tuple[int, int]] | None = None     # the stacks the names stand clear of
        self._ahead_of: Any = None                   # the view the names were searched ahead for
        self.painter.on_placed = lambda: getattr(self.host, "mark_dirty", lambda: None)()
        self.geom: dict[str, Any] = {}
        self.sel_place: str | None = None
        self.sel_group: tuple | None = None
        self.sel_dest: str | None = None            # a destination reached several ways: choose the way
        self.flip: dict[str, Any] = {"card": None, "t": 1.0}
        self._sel_key: Any = None
        self._legal: tuple | None = None          # (view, its legal actions, destinations by group)
        self.choice_page = 0                       # the page of choices shown when they do not all fit
        # what the last frame drew (tests)
        self.drawn_hand: list[str] | None = None
        self.drawn_hand_seat: int | None = None
        self.drawn_hand_title: str | None = None
        self.drawn_highlight: set[str] = set()
        self.drawn_costs: dict[str, int] = {}
        self.drawn_ways: list = []                  # (path, fleet) of each way drawn to the chosen destination
        self.hover_place: str | None = None
        self.drawn_place_tip: pygame.Rect | None = None     # the place's tooltip as last drawn (tests)
        self.frames = 0                            # frames drawn (tests: was this frame drawn?)
        self.still_map = StillLayer()              # the map with its pieces, painted when they change
        self.still_places, self.still_ground = StillLayer(settle=True), StillLayer(settle=True)  # names, places
        self.guard = PointerGuard()                # a button new under the pointer waits for it to leave
        self._guarded: Any = None                  # the view the panel's buttons were last made for
        self.init_battle()
        self.init_turn()

    # ===== what the viewer may do =================================================
    def legal(self) -> list:
        """The viewer's legal actions now ([] when not acting, while a volley's dice are still
        in the air, and while a battle's result holds the game: the next decision waits until
        the dice have landed and the result is closed)."""
        if not self.acting or self.view is None or self.viewer is None or self.dice_in_air() \
                or self.holding_result():
            return []
        if self._legal is None or self._legal[0] is not self.view:
            self._legal = (self.view, list(self.view.legal_actions(self.viewer)), {})
        return self._legal[1]

    def moves(self) -> list:
        return [a for a in self.legal() if isinstance(a, R.Move)]

    def choices(self) -> list:
        """The non-march choices of the panel, left out the one the end button carries (EndPhase,
        or Pass in a decision within a phase): no choice shows as two buttons. A muster's units
        are buttons of their own (:meth:`muster_buttons`)."""
        legal = [a for a in self.legal() if not isinstance(a, (R.Join, R.Leave))]
        if any(isinstance(a, R.EndPhase) for a in legal) or not (self.view is not None and self.view.todo):
            return [a for a in legal if not isinstance(a, (R.Move, R.EndPhase))]
        return [a for a in legal if not isinstance(a, (R.Move, R.Pass))]

    def place_choices(self) -> set[str]:
        return {p for p in (place_of(a) for a in self.choices()) if p}

    def highlighted(self) -> set[str]:
        """The places lit on the map: what a click there would do now."""
        if not self.acting or self.view is None:
            return set()
        if self.sel_card is not None:               # a card in hand chosen: where it may go
            return self.card_places()
        if self.sel_dest is not None:
            return set(self.ways_by_middle())
        if self.sel_group is not None:
            return set(self.destinations())
        if self.mustering() is not None:
            return set()
        return self.sources() | self.place_choices()

    # ===== selection ===============================================================
    def select_place(self, place: str) -> None:
        self.choice_page = 0
        if self.card_place_clicked(place):
            return
        if self.sel_dest is not None:
            m = self.ways_by_middle().get(place)
            if m is not None:
                self.march(m)
            return
        if self.sel_group is not None:
            ms = self.destinations().get(place)
            if ms and len(ms) > 1:                  # more than one way there: the player picks it
                self.sel_dest = place
                self.sfx.play("click")
                self._rebuild()
                return
            if ms:
                self.march(ms[0])
                return
        if self.mustering() is not None:
            return
        if place == self.sel_place:
            self.sel_place, self.sel_group = None, None
        else:
            self.sel_place = place
            groups = self.groups_at(place)             # (the group advised, else the whole stack)
            self.sel_group = self.advised_group(place) or (groups[0] if groups else None)
        self.sfx.play("click")
        self._rebuild()

    def clear_selection(self) -> None:
        self.sel_card = None
        if self.sel_dest is not None:               # back to the destinations
            self.sel_dest = None
        elif self.mustering() is None:
            self.sel_place, self.sel_group = None, None
        self._rebuild()

    # ===== the API ===================================================================
    def set_view(self, view, viewer, acting) -> None:
        key = (viewer, bool(acting), None if view is None else (    # (a card played: its choosing ends)
            view.turn_no, view.active, view.phase, view.todo[:1], len(view.moved), sum(map(len, view.hands))))
        if key != self._sel_key:
            self._sel_key = key
            self.sel_place = self.sel_group = self.sel_dest = self.sel_card = None
            self.choice_page = 0
        self.note_turn(view)
        self.restore_battle(view, viewer)
        super().set_view(view, viewer, acting)
        t = self.mustering()
        if t is not None:                           # the muster's stack and group are the selection
            self.sel_place, self.sel_group = t[2], (t[3] or None)

    def handed_over(self) -> None:
        """The screen passes to another person: what the board keeps beside the view goes (the
        last volley's dice and hits, public but no part of the view, which everyone watched land
        before the hand-off; a card being turned; the selection), so the next person's board
        draws exactly what a board opened on their view draws."""
        self.forget_battle()
        self.guard.forget()
        self.flip, self.race_spot, self.race_avoided = {"card": None, "t": 1.0}, (), []   # (the race box laid anew)
        self.sel_place = self.sel_group = self.sel_dest = self.sel_card = None
        self.choice_page = 0
        self._rebuild()

    def hint(self, box: bool = False) -> Msg | None:
        """What the board asks: in the turn box (``box``), or after the top bar's prompt (not a bare March's)."""
        v = self.view
        if v is None or v.winner is not None or not self.acting:
            return None
        if self.sel_dest is not None:
            return Msg("caesar_xl.ui.hint.path", {"place": R.place_msg(self.sel_dest)})
        t = self.mustering()
        if t is not None:
            return Msg("caesar_xl.ui.hint.muster", {"n": len(t[3]), "units": self.group_words(t[3])})
        if v.phase == "march" and not v.todo:
            if self.sel_group is not None:
                return Msg("caesar_xl.ui.hint.destination")
            return Msg("caesar_xl.ui.hint.stack") if box else None
        if self.geom.get("more") and self.sel_place is None:   # choices of places not shown until one is clicked
            if v.todo:      # a task's forced choice (a unit to remove): what it is, not only where to click
                d = v.decision()
                return None if d is None or not box else Msg("caesar_xl.ui.hint.task", {
                    "what": Msg(d.kind, {"seat": d.seats[0], **d.params})})
            return Msg("caesar_xl.ui.hint.place")
        return None

    # ===== layout ========================================================================
    def rebuild(self) -> None:
        super().rebuild()
        if self.rect.w <= 0 or self.rect.h <= 0:
            return
        ui = self.ui
        rr = self.rect
        pad = ui.s(8)
        frame = self.painter.view.frame
        # the map takes the whole width with a strip below it, or the whole height with a
        # panel beside it: whichever shows the board bigger
        strip_h = min(max(ui.s(190), rr.h - rr.w * frame.h // max(1, frame.w)), ui.s(250))
        side_w = max(ui.s(330), rr.w // 4)
        k_below = min(rr.w / frame.w, (rr.h - strip_h - pad) / frame.h)
        k_beside = min((rr.w - side_w - 2 * pad) / frame.w, rr.h / frame.h)
        if k_below >= k_beside:
            strip = pygame.Rect(rr.x + pad, rr.bottom - pad - strip_h, rr.w - 2 * pad, strip_h)
            mapr = pygame.Rect(rr.x, rr.y, rr.w, strip.y - pad - rr.y)
            need = self.side_need()                # (the side boxes' words whole; the log beside takes its own)
            cols = ui.split(strip, [0.25, need if need > (strip.w - 3 * pad) * 0.2 else 0.2, 0.25, 0.3], gap=pad)
        else:
            strip = pygame.Rect(rr.right - side_w - pad, rr.y + pad, side_w, rr.h - 2 * pad)
            mapr = pygame.Rect(rr.x, rr.y, strip.x - pad - rr.x, rr.h)
            cols = [strip]
        self.painter.layout(mapr)
        g = self.geom = {"pad": pad, "side": strip, "map": mapr, "cols": cols}
        inner = [pygame.Rect(c.x + ui.s(8), c.y + ui.s(6), c.w - ui.s(16), c.h - ui.s(12)) for c in cols]
        col = (lambda i: inner[min(i, len(inner) - 1)])
        ys = {i: inner[i].y for i in range(len(inner))}

        def take(i: int, h: int) -> pygame.Rect:
            i = min(i, len(inner) - 1)
            c = inner[i]
            r = pygame.Rect(c.x, ys[i], c.w, max(0, min(h, c.bottom - ys[i])))
            ys[i] = r.bottom + ui.s(4)
            return r

        g["track"] = take(0, ui.s(62))
        g["prompt"] = take(0, ui.s(44) if len(inner) == 1 else col(0).bottom - ys[0])
        box_h = min(ui.s(44) if len(inner) == 1 else max(ui.s(70), self.side_metrics()[3]),   # (two rows whole)
                    (col(1).bottom - ys[min(1, len(inner) - 1)]) // 2 - ui.s(4))
        g["sides"] = [take(1, box_h), take(1, box_h)]
        title_h = max(ui.s(18), self.texts.font(ui.font_px(13), True).get_linesize())   # (as tall as its words)
        i2 = min(2, len(inner) - 1)                 # the Forum row and the hand (:meth:`layout_cards`)
        ys[i2] = self.layout_cards(pygame.Rect(col(2).x, ys[i2], col(2).w, col(2).bottom - ys[i2]), title_h,
                                   len(inner) > 1)
        c3 = col(3)
        end_h = ui.s(36)
        g["end"] = pygame.Rect(c3.x, c3.bottom - end_h, c3.w, end_h)
        y3 = ys[min(3, len(inner) - 1)]
        g["choices"] = pygame.Rect(c3.x, y3, c3.w, max(0, g["end"].y - ui.s(4) - y3))
        race = self.layout_battle(mapr)        # (the race's box, laid out once for both)
        self._build_choices()
        self.layout_forum(mapr, race)

    def _tall_rows(self, labels: list[str], box: pygame.Rect, paged: bool) -> list[bool]:
        """Which choice buttons take two rows so that their words are read whole at the panel's
        small font or more: those whose label does not fit one line, as many as the panel has the
        room for (the first ones; the others say it short, :meth:`fit_label`)."""
        bh, step, px = self.ui.s(28), self.ui.s(32), self.ui.font_px(15)
        tall = [not Button(pygame.Rect(box.x, 0, box.w, bh), label, least=self.least_px()).fits(self.texts, px)
                for label in labels]
        spare = (box.h + (step - bh) - (len(labels) + (1 if paged else 0)) * step) // (self._tall_h() - bh)
        return [t and sum(tall[:i]) < spare for i, t in enumerate(tall)]

    def _tall_h(self) -> int:
        """A two-row choice button's height: two rows of buttons, never less than two lines of
        its words at the small font (a small window's was one line short, and cut its words)."""
        ui = self.ui
        return max(ui.s(28) + ui.s(32), 2 * self.texts.font(self.least_px(), True).get_linesize() + 6)

    def room_for_choices(self) -> int:
        g = self.geom
        if not g:
            return 0
        return max(0, g["choices"].h // max(1, self.ui.s(32)))

    def _build_choices(self) -> None:
        g = self.geom
        ui = self.ui
        legal = self.legal()
        box = g["choices"]
        bh, step = ui.s(28), ui.s(32)
        rows: list[tuple[str, Any, Any, Any]] = []     # (label, action, on_click, group)
        box = self._muster_rows(box)
        box = self._way_rows(box)
        box = self._group_rows(box)
        choices = order_choices(self.card_filter(self.choices()))  # (most wanted first; advice lights, never moves)
        rows += self.stack_rows()                       # (a March with nothing chosen: every stack that may march)
        if rows:                                        # (a stack's muster follows its click)
            choices = [a for a in choices if not isinstance(a, R.Muster)]
        g["more"], g["none_shown"] = 0, False           # choices of places not shown: click a lit place
        if self.sel_place is not None:                  # the choices follow the place selected (and the advice)
            choices = [a for a in choices if place_of(a) in (None, self.sel_place) or a == self.advised()]
        elif len(choices) > max(0, box.h // max(1, step)):
            shown = [a for a in choices if place_of(a) is None or a == self.advised()]
            g["more"], g["none_shown"] = len(choices) - len(shown), not shown
            choices = shown
        for a in choices:
            rows.append((action_label(self.tr, self.view, self.viewer, a), a, None, None))
        room = max(0, box.h // max(1, step))
        page = None
        if len(rows) > room and room >= 2:              # more than the panel holds: pages of them
            per = room - 1
            pages = -(-len(rows) // per)
            self.choice_page %= pages
            page = (self.choice_page, pages)
            rows = rows[self.choice_page * per:(self.choice_page + 1) * per]
        elif len(rows) > room:
            rows = rows[:room]
        specs: list[dict[str, Any]] = []
        tall = self._tall_rows([label for label, *_ in rows], box, page is not None)
        y = box.y
        for i, (label, act, cb, grp) in enumerate(rows):
            h = self._tall_h() if tall[i] else bh
            specs.append({"rect": pygame.Rect(box.x, y, box.w, h), "action": act,
                          "label": self.fit_label(label, act, box.w, h),
                          "on_click": cb, "key": ("group", grp) if grp is not None else ("choice", i),
                          "primary": grp is not None and grp == self.sel_group})
            y += h + step - bh
        g["stacks"] = {self.stack_clicks[sp["on_click"]]: sp["rect"] for sp in specs if sp["on_click"] in self.stack_clicks}
        if page is not None:
            specs.append({"rect": pygame.Rect(box.x, y, box.w, bh), "action": None,
                          "label": self.tr("caesar_xl.ui.btn.more_choices", page=page[0] + 1, pages=page[1]),
                          "on_click": self.next_choice_page, "key": ("more",), "primary": False})
        end = next((a for a in legal if isinstance(a, R.EndPhase)), None)
        if end is None and self.view is not None and self.view.todo:
            end = next((a for a in legal if isinstance(a, R.Pass)), None)
        if self.acting and self.view is not None and end is not None:
            specs.append({"rect": g["end"], "label": action_label(self.tr, self.view, self.viewer, end),
                          "action": end, "on_click": None, "key": ("end",), "primary": True})
        self._add_guarded(specs)

    def _add_guarded(self, specs: list[dict[str, Any]]) -> None:
        """Add the panel's buttons; one that appeared under the pointer as the result of the
        click before waits until the pointer has left it (:mod:`.scene_guard`)."""
        fresh = self._guarded is not self.view            # (a new position since the last buttons)
        if specs:
            self._guarded = self.view
        held = self.guard.build(self.mouse, [(sp["key"], sp["rect"], button_kind(sp["key"], sp["action"], sp["label"]))
                                             for sp in specs], fresh)
        for sp in specs:
            ok = sp["key"] != held
            self.add_choice_button(sp["rect"], sp["label"], action=sp["action"], on_click=sp["on_click"],
                            primary=sp["primary"], key=sp["key"], enabled=ok,
                            reason=None if ok else self.tr("caesar_xl.ui.guard.again" if self.guard.again
                                                           else "caesar_xl.ui.why.just_appeared"))
            self.hotspots[-1].live = ok            # a banner or a march shown does not eat its click

    def next_choice_page(self) -> None:
        """Show the next page of the choices (they did not all fit the panel)."""
        self.choice_page += 1
        self._rebuild()

    def hand(self) -> list[str] | None:
        """The viewer's own hand in the view (``None`` with no viewer)."""
        v = self.view
        if v is None or self.viewer is None:
            return None
        return list(v.hands[self.viewer])

    # ===== events ===========================================================================
    def handle_event(self, ev) -> bool:
        g = self.geom
        if not g:
            return super().handle_event(ev)
        if self.end_hold_by(ev):
            return True
        mapr = g["map"]
        if ev.type == pygame.MOUSEWHEEL:
            if self.scroll_cards(ev):                 # (over the Forum row and the hand, when they scroll)
                return True
            if self.painter.handle_event(ev):
                self._rebuild()
                return True
            return False
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            if self.guard.moved(ev.pos):
                self._rebuild()
            if self.painter.handle_event(ev):
                self._rebuild()
                return True
            return super().handle_event(ev)
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            spot = self.hotspot_at(ev.pos)
            if spot is None and mapr.collidepoint(ev.pos) and not self.battle_rect_at(ev.pos):
                self.mouse = ev.pos
                if self.anim.busy():
                    self.anim.skip()
                    self._check_before()
                self.painter.handle_event(ev)      # may become a drag
                return True
            return super().handle_event(ev)
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1:
            dragged = self.painter.handle_event(ev)
            if dragged:
                self._rebuild()
                return True
            if mapr.collidepoint(ev.pos) and self.hotspot_at(ev.pos) is None and not self.battle_rect_at(ev.pos):
                return self.click_map(ev.pos)
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3 and (self.sel_place is not None
                                                                     or self.sel_dest is not None):
            self.clear_selection()
            return True
        return super().handle_event(ev)

    def click_map(self, pos) -> bool:
        place = self.painter.place_at(pos)
        if place is None:
            if self.sel_place is not None:
                self.clear_selection()
            return False
        if self.acting and place in self.highlighted():
            self.select_place(place)
            return True
        if self.acting and self.sel_group is not None:
            key, values = self.view.march_refusal(self.viewer, self.sel_group, place)
            self.notice(self.tr(f"caesar_xl.ui.why.{key}", **values), pos)
            self.sfx.play("refuse")
            return True
        if self.acting and self.view is not None and self.view.phase == "march" and not self.view.todo:
            self.notice(self.tr("caesar_xl.ui.why.no_stack"), pos)
            self.sfx.play("refuse")
            return True
        return False

    def place_point(self, place: str) -> tuple[int, int]:
        """Where to click to choose ``place`` (tests, the monkey)."""
        x, y = self.painter.screen_point(place)
        return round(x), round(y)

    # ===== animation ===========================================================================
    def animate(self, seat, action, events, before, after) -> list:
        steps: list = []
        steps += self.track_battle(seat, action, events, before, after)
        if isinstance(action, R.DrawCard) and after is not None and self.viewer is not None:
            if action.seat == self.viewer or R.CARDS[action.card]["type"] in ("event", "forum"):
                self.flip = {"card": action.card, "t": 0.0}
                steps.append(Tween(self.flip, "t", 1.0, 0.55, "in_out_sine"))
                self.sfx.play("flip")
        steps += self.turn_steps(seat, action, events, before, after)
        return steps

    def on_shown(self) -> None:
        self.flip["t"] = 1.0
        self.arriving = {}
        self.battle_shown()

    # ===== drawing =================================================================================
    def stacks(self, pos=None) -> list[tuple[str, int, list[str]]]:
        """The stacks of ``pos`` (default: the position shown): ``(place, side, counter labels)``."""
        pos = self.shown if pos is None else pos
        by: dict[tuple[str, int], list[int]] = {}
        for u, t in pos.units.items():
            by.setdefault((t[3], t[0]), []).append(u)
        out = []
        for (place, side), us in sorted(by.items()):
            us.sort(key=lambda u: unit_order(pos, u))
            out.append((place, side, [counter_label(self.tr, pos.units[u][1], pos.units[u][2]) for u in us]))
        return out

    def draw_board(self, surface: pygame.Surface) -> None:
        self.drawn_hand, self.drawn_hand_seat = None, None
        if self.shown is None or not self.geom:
            self.drawn_costs, self.drawn_highlight, self.hover_place = {}, set(), None
            return
        inline = not self.painting_still
        self._draw_map(surface)
        if inline:
            self._draw_marks(surface)
        self.draw_forum(surface)
        self.draw_battle(surface)
        self._draw_side(surface)
        self.draw_buttons(surface, BUTTON_PX)
        self.draw_flip(surface)

    def still_key(self):
        """At rest the whole board is kept (the kit's still board); the rings, the
        selection, the ways, the costs and the place's tooltip are drawn over it (they stay
        inside the map, where nothing else is drawn over them; not while the battle panel
        covers the map's foot: then the board is painted every frame)."""
        key = self.rest_key()
        if key is None or self.shown is None or not self.geom or self.battle_up() \
                or self.flip["t"] < 1.0:
            return None
        lit, hover = self._lit_and_hover()
        v = self.painter.view
        return key + (tuple(sorted(lit)), hover, v.hovered.name if v.hovered is not None else None, v.scale,
                      v.camera, self.choice_page, self.sel_place, self.sel_group, self.sel_dest, self.sel_card,
                      self.painter.names_draft)

    def draw_live(self, surface: pygame.Surface) -> None:
        self.frames += 1
        if not self.kept_still or self.shown is None or not self.geom:
            return
        self._draw_marks(surface)

    def _lit_and_hover(self) -> tuple[set, str | None]:
        """The places lit now and the place under the pointer (whose stacks spread out)."""
        lit = set() if self.anim.busy() else self.highlighted()
        hover = self.painter.place_at(self.mouse) if self.geom["map"].collidepoint(self.mouse) else None
        self.drawn_highlight, self.hover_place = set(lit), hover
        return lit, hover

    def _draw_map(self, surface) -> None:
        """Still layers (painted again when what they show changes): the places (moved by the
        view), their names (by the stacks), the pieces; the rings of the moment over them."""
        pos = self.shown
        lit, hover = self._lit_and_hover()
        v = self.painter.view
        stacks = self.stacks()
        stood = self._names_standing(stacks_at(stacks))      # the names stand clear of the stacks
        spots = self.painter.label_spots(stood, draft_ok=True)     # (placed, or drafted and searched for)
        ground = (self.rect.size, v.rect.topleft, v.rect.size, v.scale, v.camera, self.lang)
        seen = ground + (tuple(sorted(stood.items())), self.painter.names_draft)
        arriving = self.arriving if self.before is not None else {}
        covered = [pygame.Rect(self.battle_geom["rect"])] if self.battle_geom and self.battle_up() else []
        self.painter.covered = covered                # (a leader's tag never stands half under the panel)
        key = seen + (tuple(map(tuple, covered)), tuple(sorted(arriving.items())),
                      tuple((self.colour(s), self.symbol(s)) for s in (0, 1)), pos.silver, frozen(pos.markers),
                      frozen(pos.conquered), frozen(pos.units), tuple(pos.sc), tuple(sorted(lit)), hover,
                      v.hovered.name if v.hovered is not None else None)

        def places(surface) -> None:
            self.still_ground.draw(surface, v.rect, ground, lambda surf: self.painter.draw_places(surf, names=False))
            self.painter.draw_places(surface, stood=stood, spots=spots, ground=False)

        def paint(surface) -> None:
            self.still_places.draw(surface, v.rect, seen, places)
            self._draw_rings(surface, lit, stacks)
            control: dict[str, int] = {}
            alliances: dict[str, int] = {}
            for place, side in pos.markers.items():
                (alliances if pos.silver else control)[place] = side
            for area, side in pos.conquered.items():
                control[area] = side
            self.painter.draw_pieces(surface, control, alliances, stacks, spread=hover,   # (lit: _draw_rings)
                                     arriving=arriving)

        self.still_map.draw(surface, v.rect, key, paint)

    def _draw_rings(self, surface, lit, stacks) -> None:
        """The rings of the places to click (round the stack the player clicks:
        :meth:`~.scene_paint.Painter.ring_spot`), under the pieces and the leaders' tags, the
        names they cross written again over them (a ring drawn over everything cut "Caesar" to
        "aesar" and crossed the name of a city just recruited in)."""
        if not lit:
            return
        p = self.painter
        p.standing = frozenset(place for place, _, labels in stacks if list(labels))   # (as draw_pieces)
        colour, rings = mix(ROMAN["gold"], ROMAN["white"], 0.5), []
        for place in lit:
            (x, y), r = p.ring_spot(place)
            rad = round(max(p.city_radius() * 1.45, r))
            rings.append(pygame.draw.circle(surface, colour, (round(x), round(y)), rad, max(3, self.ui.s(4))))
        for rect, key in p.name_rects:
            if rect.collidelist(rings) >= 0 and key in p.name_forms:
                p.blit_name(surface, key, rect, p.name_forms[key], key in p.backed_names)

    def _names_standing(self, stood: dict[str, tuple[int, int]]) -> dict[str, tuple[int, int]]:
        """The stacks the names are placed clear of: those standing now (``stood``); while an
        action animates, those the names were last placed for as long as they cover every
        stack standing now (a stack marching off its place: the names stay until it lands),
        meanwhile searched for ahead, over frames, for the stacks where the action leaves them."""
        held = self.names_stood
        if self.before is not None and held is not None and all(
                p in held and held[p][0] >= n and held[p][1] >= tall for p, (n, tall) in stood.items()):
            if self.view is not None and self._ahead_of is not self.view:
                self._ahead_of = self.view
                self.painter.search_ahead(stacks_at(self.stacks(self.view)))
            return held
        self.names_stood = stood
        return stood

    def _draw_marks(self, surface) -> None:
        """Over the map: the ring of the selected place, the ways to the destination being
        chosen and the gold a forced march costs (the places to click: :meth:`_draw_rings`)."""
        self.drawn_costs = {}
        if self.sel_place is not None:
            (x, y), r = self.painter.ring_spot(self.sel_place)
            r = max(self.painter.city_radius() * 1.9, r + 3)
            pygame.draw.circle(surface, ROMAN["white"], (round(x), round(y)), round(r), max(2, self.ui.s(3)))
        self.drawn_ways = []
        if self.sel_dest is not None and not self.anim.busy() and self.sel_place is not None:
            self._draw_ways(surface)
        if self.sel_group is not None and not self.anim.busy():
            for dest, ms in self.destinations().items():
                n = self.forced_cost(ms)
                if n is None:
                    continue
                self.drawn_costs[dest] = n
                x, y = self.painter.screen_point(dest)
                r = self.painter.city_radius()
                at = (round(x - r * 1.2), round(y + r * 1.1))
                rad = max(self.ui.s(11), round(r * 0.7))
                pygame.draw.circle(surface, ROMAN["gold_dark"], at, rad)
                pygame.draw.circle(surface, ROMAN["gold"], at, rad - max(1, rad // 6))
                self.texts.draw(surface, self.tr("caesar_xl.ui.cost", n=n), at, max(9, round(rad * 1.1)), True,
                                ROMAN["ink"], "center")

    def place_tip(self, place: str) -> str:
        """What stands on ``place``: its name and gold, each side's units (the tooltip of the map);
        first, on a lit destination, what the march there costs (:meth:`march_tip`)."""
        pos = self.shown
        parts = [self.tr("caesar_xl.ui.place_tip", place=place_name(self.tr, place), n=R.gold_of(place))]
        for side in (0, 1):
            us = sorted(pos.pieces_at(place, side), key=lambda u: unit_order(pos, u))
            if us:
                names = self.tr("caesar_xl.ui.list_join").join(unit_name(self.tr, pos.units[u][1], pos.units[u][2])
                                                               for u in us)
                parts.append(self.tr("caesar_xl.ui.place_tip.side", seat=self.name(side), units=names))
        return "\n".join(t for t in (self.march_tip(place), " — ".join(parts)) if t)   # (a march's cost first)

    def _draw_place_tip(self, surface) -> None:
        """The tooltip of the place under the pointer (none while the scene's own stands there,
        nor where it would meet what the scene draws over the board)."""
        place = getattr(self, "hover_place", None)
        self.drawn_place_tip = None
        if place is None or self.anim.busy() or self.pointed is not None or self.tip_taken:
            return
        x, y = self.painter.screen_point(place)
        at, px, w = (self.mouse[0], y - self.painter.counter_side() * 0.9), self.ui.font_px(14, 11), self.ui.s(360)
        text = self.place_tip(place)                       # (over the stack standing on the place)
        box = tooltip_rect(self.texts, text, at, self.geom["map"], px, w)[0]
        spread = [r for (q, _), fan in getattr(self.painter, "fans_drawn", {}).items() if q == place for r in fan]
        if box.collidelist(spread) >= 0:         # (a spread block stands above: the tip goes below the stack)
            below = (at[0], y + self.painter.counter_side() * 0.9 + box.h + max(6, px // 2))
            low = tooltip_rect(self.texts, text, below, self.geom["map"], px, w)[0]
            if _covered(low, spread) < _covered(box, spread):
                at, box = below, low
        if box.collidelist(self.tips_clear_of) < 0:
            self.drawn_place_tip = draw_tooltip(surface, self.texts, text, at, self.geom["map"], px, max_w=w)

    def undo_refusal(self, seat: int) -> Msg | None:
        """Why ``seat``'s last move stands though the rules would take it back: it ended a
        battle, whose dice and result everyone has seen (a hit taken after the last volley)."""
        session = getattr(self.host, "session", None)
        acts = session.record.actions if session is not None else ()
        if not acts or acts[-1][0] != seat:
            return None
        for ev in session.events[-1]:
            if isinstance(ev, R.Note) and ev.key in ("battle_won", "battle_over"):
                return Msg("caesar_xl.ui.undo_battle_over", {"place": R.place_msg(ev.place)})
        return None

    def prompt_msg(self) -> Msg | None:
        v = self.view
        if v is None:
            return None
        if v.winner is not None:
            o = v.outcome()
            return o.reason if o is not None else None
        if self.hold is not None and not self.hold.done:    # a battle's result holds the game: say so
            return Msg("caesar_xl.ui.hint.battle_hold")
        if self.dice_in_air():                      # the next decision waits until the dice land
            shown = self.shown
            return shown.prompt(CHANCE) if shown is not None and CHANCE in shown.to_act() else None
        h = self.hint(True)
        if h is not None:
            return h
        if CHANCE in v.to_act():                    # what chance is doing (the dice of a battle, a card drawn)
            return v.prompt(CHANCE)
        if self.viewer is not None:
            return v.prompt(self.viewer)
        return v.status()


def _covered(box: pygame.Rect, rects) -> int:
    """The area where ``box`` covers ``rects``."""
    return sum(box.clip(r).w * box.clip(r).h for r in rects)
