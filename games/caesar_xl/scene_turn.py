"""Caesar XL board: following the other side's turn and playing cards (a mix-in of
:class:`~.scene.Board`).

- **Marches** move on the map: the marching stack slides from where it stood along its route
  (through the middle city of a forced march) to where it goes (:class:`MarchAlong`), the
  units gone from their old place meanwhile.
- **Banners** say what must not pass unseen: a leader's death and a place changing hands
  (:func:`changed_hands`: a place its holder lost to the other side, or a barbarian area
  conquered), shown over the position after the action.
- **The log** groups a side's consecutive marches between the same places
  (:func:`~.turn_log.merge_log`, the board's ``merge_log`` the game scene and the replay use).
- **Since your last turn**: the host asks :meth:`TurnMixin.turn_summary` when a person must act;
  at the start of that person's turn it gives the other side's marches, battles, leaders
  killed, places won or lost and cards played (:mod:`.turn_story`), once per turn.
- **Cards in hand** are clicked to play: a card with one way to play it now is played; one
  with several lights the places it may go (and the panel lists only its choices); one that
  cannot be played now says when it can.
- **The choices** are listed most wanted first (:func:`choice_rank`): cards and leaders'
  abilities, then recruits, then the rest, diplomacy last (from the stock before moving a marker).
"""
from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

import pygame

from games.app.anim import Animation, Call, ease
from games.app.board import draw_tooltip, tooltip_rect
from games.app.board.banner import Banner
from games.app.draw import ROMAN
from games.core.text import Msg

from . import rules as R
from .scene_guard import clear_point
from .scene_info import claim_words
from .scene_words import card_name, counter_label, unit_order
from .turn_log import command_passed_on, line_places, merge_log
from .turn_story import city_lines, since_last_turn, summary, their_turn_began, win_threats

#: seconds a marching stack takes per route at normal speed (a forced march has two)
LEG_SECONDS = 0.45
#: seconds a banner stays at normal speed
BANNER_SECONDS = 2.0

Point = tuple[float, float]

#: a board narrower than this (pixels) gets the top bar's short status
NARROW_STATUS = 900

#: what a side chooses in the other's turn, by its task (the top bar's words)
TURN_CHOICE = {"assign": "loss", "lose": "loss", "tactic": "tactic", "retreat": "retreat"}


class MarchAlong(Animation):
    """A stack of ``side`` (its counters' ``labels``, top first) sliding along ``route`` (the
    places from where it stood to where it goes) on ``painter``'s map, clipped to ``clip``:
    from the spot where it stood to the spot where it will stand (``ends()``, screen points
    asked at each frame: a stack stands off its place's point beside a neighbour's, or beside
    the other side's in a battle), else from point to point."""

    drawable = True
    layer = 3

    def __init__(self, painter, side: int, labels: Sequence[str], route: Sequence[str], clip: pygame.Rect,
                 on_start=None, ends: Callable[[], tuple[Point, Point]] | None = None):
        super().__init__(LEG_SECONDS * max(1, len(route) - 1))
        self.painter, self.side, self.labels = painter, side, list(labels)
        self.route = list(route)
        self.clip = pygame.Rect(clip)
        self.on_start = on_start
        self.ends = ends

    def start(self) -> None:
        if self.on_start is not None:
            fn, self.on_start = self.on_start, None
            fn()

    def points(self) -> list[tuple[float, float]]:
        """The route on the screen now (the map may be panned or zoomed meanwhile): the stack's
        spots at its ends, its middle city's point between."""
        pts = [self.painter.screen_point(p) for p in self.route]
        if self.ends is not None and len(pts) > 1:
            pts[0], pts[-1] = self.ends()
        return pts

    def at(self, t: float) -> tuple[float, float]:
        """Where the stack is at progress ``t`` (0..1): eased along the whole route, each route
        taking an equal share of the time."""
        pts = self.points()
        if len(pts) == 1:
            return pts[0]
        u = ease.get("in_out_sine")(max(0.0, min(1.0, t))) * (len(pts) - 1)
        k = min(int(u), len(pts) - 2)
        f = u - k
        (x0, y0), (x1, y1) = pts[k], pts[k + 1]
        return x0 + (x1 - x0) * f, y0 + (y1 - y0) * f

    def draw(self, surface: pygame.Surface) -> None:
        p = self.painter
        x, y = self.at(self.t)
        prev = surface.get_clip()
        surface.set_clip(self.clip.clip(prev))
        try:
            edge = p.edge()
            for k in range(min(len(self.labels), 3) - 1, 0, -1):
                p.draw_counter(surface, (x + k * edge, y + k * edge), self.side, "")
            p.draw_counter(surface, (x, y), self.side, self.labels[0] if self.labels else "")
            if len(self.labels) > 1:
                s = p.counter_side()
                bx, by = p.badge_centre((x, y))
                rr = p.badge_radius(s)
                pygame.draw.circle(surface, ROMAN["ink"], (round(bx), round(by)), round(rr))
                p.texts.draw(surface, str(len(self.labels)), (bx, by), p.badge_px(s), True, ROMAN["white"], "center")
        finally:
            surface.set_clip(prev)


def stack_spot(painter, units: Mapping[int, tuple], place: str, side: int) -> Point:
    """Where the stack of ``side`` at ``place`` stands on ``painter``'s map with ``units``
    ({unit: (side, kind, grade, place)}) on the board: its top counter's centre (beside the
    other side's stack in a battle, off the point beside a neighbour's), else the place's point."""
    sides = sorted({t[0] for t in units.values() if t[3] == place})
    if side not in sides:
        return painter.screen_point(place)
    standing = frozenset(t[3] for t in units.values())
    return painter.stack_centres(place, len(sides), standing)[sides.index(side)]


def holder(view, place: str) -> int | None:
    """Who holds ``place`` in ``view``: its controller, or, where both sides stand (a battle to
    come), the side not phasing (the phasing side marched in)."""
    c = view.controller(place)
    if c is not None:
        return c
    sides = view.sides_at(place) & {R.CAESAR, R.POMPEY}
    return 1 - view.active if len(sides) == 2 else None


def changed_hands(before, after) -> list[tuple[str, int, int | None]]:
    """``(place, new holder, old holder)`` of each place that passed from one side to the other
    between two views, and of each barbarian area newly conquered."""
    out = []
    for place in R.PLACES:
        now = after.controller(place)
        if now is None:
            continue
        was = holder(before, place)
        if was == 1 - now or (was is None and place in R.AREA and before.conquered.get(place) != now):
            out.append((place, now, was))
    return out


class PlacedBanner(Banner):
    """A banner that finds its place when it is drawn (``where()``), not when it is made: the
    battle panel it keeps clear of may have moved meanwhile (a battle over: its result)."""

    def __init__(self, where, *args, **kwargs):
        super().__init__(where(), *args, **kwargs)
        self.where = where

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.where()
        if rect != self.rect:
            self.rect, self._layer = rect, None
        super().draw(surface)


class TurnMixin:
    """The board's part in following turns and playing cards (see the module text)."""

    #: the log as the game shows it: marches grouped (the game scene and the replay ask for it)
    merge_log = staticmethod(merge_log)

    def init_turn(self) -> None:
        self.sel_card: str | None = None                 # a card in hand whose places are lit
        self.guard_notice: Any = None                    # the notice of a click on a held card
        self.confirm_notice: Any = None                  # the notice asking a leader card's second click
        self.where_notice: Any = None                    # the notice saying where a card chosen may go
        self.summaries_offered: set = set()              # (turn, seat) of the summaries offered
        self._turn_seen: tuple | None = None
        #: the holder of every place when each side's last turn began (side -> {place: holder})
        self.turn_holders: dict[int, dict[str, int | None]] = {}
        self.drawn_marches: list[MarchAlong] = []        # (tests) the march animations made
        #: the place a stack is marching into, and its side (the stack there makes room meanwhile)
        self.arriving: dict[str, int] = {}
        #: the position an animation shows and the units lifted off it while they march
        self.lifted: tuple[Any, dict] = (None, {})
        self.drawn_banners: list[tuple[str, str]] = []   # (tests) the banners' words

    # ===== animation ==================================================================
    def turn_steps(self, seat, action, events, before, after) -> list:
        """The steps of a march (the stack along its route) and the banners the action's
        events call for (after the position they tell of is shown)."""
        steps: list = []
        if before is None:
            return steps
        for ev in events:
            if isinstance(ev, R.Marched) and isinstance(action, R.Move) and self.geom:
                steps.append(self._march_step(action, ev, before, after))
        banners = self._banners(events, before, after) if after is not None and self.geom else []
        if banners:
            steps.append(Call(self._show_after))
            steps += banners
        return steps

    def _march_step(self, action, ev, before, after) -> MarchAlong:
        moving = [u for u in action.units if u in before.units]
        moving.sort(key=lambda u: unit_order(before, u))
        labels = [counter_label(self.tr, before.units[u][1], before.units[u][2]) for u in moving]

        route = [ev.start] + ([ev.path[-1]] if ev.fleet else list(ev.path))

        def lift() -> None:                 # the marching units leave their place meanwhile,
            b = self.before                 # and a stack where they go makes room for them
            if b is not None:
                held = self.lifted[1] if self.lifted[0] is b else {}
                self.lifted = (b, {**held, **{u: b.units[u] for u in moving if u in b.units}})
                b.units = {u: t for u, t in b.units.items() if u not in moving}
                self.arriving = {route[-1]: ev.seat}
        if after is not None:
            there = after.units
        else:                               # (the units' places once the march is over)
            there = {u: t[:3] + (route[-1],) if u in moving else t for u, t in before.units.items()}
        units_before = dict(before.units)

        def ends() -> tuple[Point, Point]:
            return (stack_spot(self.painter, units_before, route[0], ev.seat),
                    stack_spot(self.painter, there, route[-1], ev.seat))
        step = MarchAlong(self.painter, ev.seat, labels, route, self.geom["map"], on_start=lift, ends=ends)
        self.drawn_marches.append(step)
        return step

    def _show_after(self) -> None:
        """The banners speak of the position after the action: show it under them (with the
        result of a battle the action ended, and its Close)."""
        self.before = None
        shown = getattr(self, "battle_shown", None)
        if callable(shown):
            shown()

    def _banner_area(self) -> pygame.Rect:
        """Where banners stand: the map, or, while a battle's panel is up (a leader dying in
        it), the larger part of the map beside the panel, so that no banner covers its Close;
        and beside the Forum race's box, whose warnings stay in sight (:meth:`_off_race`)."""
        m = self.geom["map"]
        rep, geom = getattr(self, "report", None), getattr(self, "battle_geom", None)
        if not geom or rep is None or rep.get("closed"):
            return self._off_race(m)
        panel = geom["rect"]
        above = pygame.Rect(m.x, m.y, m.w, max(0, panel.top - m.y))
        below = pygame.Rect(m.x, panel.bottom, m.w, max(0, m.bottom - panel.bottom))
        room = max(above, below, key=lambda r: r.h)
        return self._off_race(room if room.h >= self.ui.s(110) else m)

    def _off_race(self, room: pygame.Rect) -> pygame.Rect:
        """The largest part of ``room`` beside, above or below the race's box (``room`` when
        the box is not in it, or no part is big enough for a banner)."""
        race = (getattr(self, "forum_geom", None) or {}).get("rect")
        if race is None or not room.colliderect(race):
            return room
        ui = self.ui
        parts = [pygame.Rect(room.x, room.y, race.left - ui.s(6) - room.x, room.h),
                 pygame.Rect(race.right + ui.s(6), room.y, room.right - race.right - ui.s(6), room.h),
                 pygame.Rect(room.x, room.y, room.w, race.top - ui.s(6) - room.y),
                 pygame.Rect(room.x, race.bottom + ui.s(6), room.w, room.bottom - race.bottom - ui.s(6))]
        parts = [p for p in parts if p.w >= ui.s(360) and p.h >= ui.s(110)]
        return max(parts, key=lambda p: p.w * p.h) if parts else room

    def _banners(self, events, before, after) -> list:
        out: list[tuple[str, str, Any]] = []
        render = self.host.render
        deaths: dict[tuple, list[Msg]] = {}        # (seat, place) -> the leaders who died there
        back: dict[tuple, int] = {}                 # (seat, place) -> how many of them were cards
        for ev in events:
            if isinstance(ev, R.Note) and ev.key == "leader_died":
                deaths.setdefault((ev.seat, ev.place), []).append(ev.msg().params["card"])
                back[(ev.seat, ev.place)] = back.get((ev.seat, ev.place), 0) + (ev.card in R.CARDS)
        for (seat, place), cards in deaths.items():     # (one banner names them all: 4 died, 1 was named)
            line = render(Msg("caesar_xl.turn.banner.died_where", {"place": R.place_msg(place)}))
            more = list(dict.fromkeys(render(e.msg()) for e in events if isinstance(e, R.Note)   # (each said once)
                                      and e.key in ("sc_dead", "new_sc") and e.seat == seat
                                      and not command_passed_on(e.key, seat, events)))
            if back[(seat, place)]:                 # (a dead leader's card played again surprised a player)
                more.append(render(Msg("caesar_xl.turn.banner.card_back", {"n": back[(seat, place)]})))
            title = Msg("caesar_xl.turn.banner.died", {"card": cards[0]}) if len(cards) == 1 else \
                Msg("caesar_xl.turn.banner.died_many", {"cards": Msg("caesar_xl.turn.and", {
                    "a": cards[:-1] if len(cards) > 2 else cards[0], "b": cards[-1]}), "n": len(cards)})
            out.append((render(title), " ".join([line] + more), self.colour(seat)))
        for place, now, was in changed_hands(before, after):
            name = R.place_msg(place)
            if was is None:
                out.append((render(Msg("caesar_xl.turn.banner.area", {"seat": now, "place": name})), "",
                            self.colour(now)))
            else:
                out.append((render(Msg("caesar_xl.turn.banner.city", {"seat": now, "place": name})),
                            render(Msg("caesar_xl.turn.banner.city_from", {"place": name, "seat_other": was})),
                            self.colour(now)))
        fonts = self.texts.fonts
        self.drawn_banners += [(t, line) for t, line, _ in out]
        return [PlacedBanner(self.banner_rect, t, line, fonts, colour, duration=BANNER_SECONDS)
                for t, line, colour in out]

    def banner_rect(self) -> pygame.Rect:
        """Where a banner stands now (see :meth:`_banner_area`), centred in it."""
        m = self._banner_area()
        rect = pygame.Rect(m.x, m.y, m.w, min(m.h, self.ui.s(420)))
        rect.center = m.center
        return rect

    # ===== since your last turn =======================================================
    def note_turn(self, view) -> None:
        """Keep who held every place when a side's turn began (for the summary's places); the
        turn going on in the first view shown began before the board was opened, and is read
        from the record when its summary is due (:meth:`holders_when_theirs_began`)."""
        if view is None:
            return
        key = (view.turn_no, view.active)
        if key != self._turn_seen:
            first, self._turn_seen = self._turn_seen is None, key
            if first:                       # (a game opened mid-turn: that turn began unseen)
                self.turn_holders.pop(view.active, None)
            else:
                self.turn_holders[view.active] = {p: view.controller(p) for p in R.PLACES}

    def turn_summary(self, seat: int, session) -> tuple | None:
        """What happened since ``seat``'s last turn, once, when its turn has just begun and its
        person must act: the panel's title, lines and closing words (``None``: nothing to offer)."""
        v = self.view
        if v is None or v.winner is not None or v.active != seat or self.viewer != seat:
            return None
        key = (v.turn_no, seat)
        if key in self.summaries_offered:
            return None
        self.summaries_offered.add(key)
        held = self.turn_holders.get(1 - seat)
        if held is None:                    # (a game just loaded: its board saw no turn begin)
            held = self.holders_when_theirs_began(seat, session)
        places = city_lines(held, {p: v.controller(p) for p in R.PLACES}) if held is not None else []
        lines = since_last_turn(session.record.actions, session.events, seat, places)
        if not lines:
            return None
        lines = win_threats(v, seat) + lines      # (a win one Forum phase away: said first)
        return summary(lines)

    @staticmethod
    def holders_when_theirs_began(seat: int, session) -> dict[str, int | None] | None:
        """Who held every place, as ``seat`` saw it, when the other side's last turn began
        (read by replaying the record that far; ``None`` when there is no such turn)."""
        n = their_turn_began(session.record.actions, session.events, seat)
        if n is None:
            return None
        then = session.state_at(n).view_for(seat)
        return {p: then.controller(p) for p in R.PLACES}

    @staticmethod
    def log_places(index: int, session) -> list[str] | None:
        """What the log's hover lights for a line of the record's move ``index`` (1: the first):
        the places it tells of (a march's start and end, a battle's place, a city changing
        hands: :func:`.turn_log.line_places`), from the move's public events; a line of a
        grouped march names the last of its marches, which went the same way."""
        if not 0 < index <= min(len(session.record.actions), len(session.events)):
            return None
        return [f"place:{p}" for p in line_places(session.record.actions[index - 1][1], session.events[index - 1])]

    def whose_turn(self) -> str | None:
        """Whose turn it is, for the top bar while it still shows the last move (the game's own line
        named only the side choosing): in one side's turn, the other choosing ("Marcus's turn: Livia
        chooses a loss"); ``None`` otherwise."""
        v = self.view
        chooser = v.out_of_turn_chooser() if v is not None else None
        if v is None or chooser is None:
            return self.own_choice()
        kind = TURN_CHOICE.get(v.todo[0][0] if v.todo else "", "other")
        return self.tr(f"caesar_xl.ui.turn_choice.{kind}", seat=self.name(chooser), seat_active=self.name(v.active))

    def own_choice(self) -> str | None:
        """What a side chooses in its own turn, for the top bar while it still shows the last
        move (it read "Livia's turn." while Livia chose her loss, or Revolt's second city):
        ``None`` when no side's task is pending (the phase's own choices: whose turn it is)."""
        v = self.view
        d = v.decision() if v is not None and v.winner is None and v.todo else None
        if v is None or d is None or d.is_chance:
            return None
        t = v.todo[0]
        if t[0] == "target":
            return self.tr("caesar_xl.ui.own_choice.target", seat=self.name(t[1]), card=self._card_word(t[2]))
        kind = TURN_CHOICE.get(t[0], "other")
        return self.tr(f"caesar_xl.ui.own_choice.{kind}", seat=self.name(t[1]))

    def status_shown(self) -> Msg | None:
        """The top bar's status in a narrow window (the board under :data:`NARROW_STATUS` wide):
        turn, year, side and phase, without the gold the side boxes show (at 1000x650 the whole
        line wrapped to two); ``None`` (the game's own status) otherwise."""
        pos = self.shown
        if pos is not None and pos.winner is not None:
            return self.end_status()                    # (the game's end, whole: :mod:`.scene_end`)
        if pos is None or self.rect.w >= NARROW_STATUS:
            return None
        p = pos.status().params
        return Msg("caesar_xl.status_short", {k: p[k] for k in ("n", "year", "seat", "phase")})

    # ===== cards in hand ===============================================================
    def card_actions(self, card: str) -> list:
        """The viewer's legal actions now that play (or discard) ``card`` from the hand."""
        return [a for a in self.legal() if isinstance(a, (R.PlayCard, R.Tactic, R.Discard))
                and getattr(a, "card", None) == card]

    def click_card(self, card: str, pos) -> None:
        """A card in hand clicked (``pos``: its spot's centre): played when there is one way to play it now
        (a card that moves the Forum balance, :func:`asks_twice`, at the second click: the first says what it
        does to the balance and lights its place); with
        several, the places it may go light up (and the panel lists them); otherwise the reason.
        A card that has just moved into the spot of one played by a click waits for the pointer
        to leave it (:mod:`.scene_guard`)."""
        if self.guard.card_waits(pos):
            self.guard_notice = self.notice(self.tr("caesar_xl.ui.guard.card", card=self._card_word(card)), pos)
            self.sfx.play("refuse")
            return
        acts = self.card_actions(card)
        if len(acts) == 1 and self.sel_card != card and asks_twice(acts[0]):
            self.sel_card = card                    # (its place lit, its button alone in the panel)
            self.sel_place = self.sel_group = self.sel_dest = None
            self.sfx.play("click")
            change = claim_words(self.tr, self.view, self.viewer, card, "play")
            self.confirm_notice = self.notice(self.tr("caesar_xl.turn.card_confirm", card=self._card_word(card),
                                                      change=change), pos)
            self._rebuild()
            return
        if self.confirm_notice in self.notices:     # (its words are done with once a card is played)
            self.notices.remove(self.confirm_notice)
        if len(acts) == 1:
            self.sel_card = None
            self.sfx.play("click")
            spot = next((r for _c, r in self.geom.get("hand", ()) if r.collidepoint(pos)), None)
            self.guard.played_card(spot if spot is not None else pygame.Rect(pos, (1, 1)))
            self.host.submit(self.viewer, acts[0])
            return
        if acts:
            self.sel_card = None if self.sel_card == card else card
            self.sel_place = self.sel_group = self.sel_dest = None
            self.choice_page = 0
            self.sfx.play("click")
            self._rebuild()
            if self.sel_card is not None:           # (the panel named only when it lists a choice of the card)
                listed = any(getattr(b.action, "card", None) == card for b in self.buttons)
                key = "caesar_xl.turn.card_where" if listed else "caesar_xl.turn.card_where_map"
                self.where_notice = self.notice(self.tr(key, card=self._card_word(card)), pos)
            return
        if self.fleet_sources(card):                # the Fleet: a way of a march, from a stack
            self.sel_card = None if self.sel_card == card else card
            self.sel_place = self.sel_group = self.sel_dest = None
            self.sfx.play("click")
            if self.sel_card is not None:
                self.where_notice = self.notice(self.tr("caesar_xl.turn.card_fleet", card=self._card_word(card)), pos)
            self._rebuild()
            return
        info = R.CARDS.get(card, {})
        kind = info.get("type")
        key = kind if kind in ("leader", "tactics") else "other"
        self.notice(self.tr(f"caesar_xl.turn.card_not_now.{key}", card=self._card_word(card)), pos)
        self.sfx.play("refuse")

    # ===== the pointer guard's words =====================================================
    def draw_overlay(self, surface: pygame.Surface) -> None:
        """The overlay, with the pointer guard's words (a held button's tooltip, the notice of a
        click on a held button or card) beside what is held, over no other button; the notice
        goes once the pointer has left what was held (or a new position freed it). The place's
        tooltip first: the board's tooltips stand over the last-move marker."""
        if self.shown is not None and self.geom:
            self._draw_place_tip(surface)
        self.keep_forced_notice()
        held, spot = self.guard.held, self.pointed
        words = {self.tr("caesar_xl.ui.why.just_appeared"), self.tr("caesar_xl.ui.guard.again")}
        said = self.guard_notice
        chosen = self.sel_card is not None            # (a card's words go once it is played or let go)
        self.notices = [n for n in self.notices
                        if not (n.text in words and held is None or n is said and self.guard.card_spot is None
                                or n in (self.where_notice, self.confirm_notice) and not chosen)]
        avoid = [b.rect for b in self.buttons]
        near = held[1] if held is not None else self.guard.card_spot
        card = next((r for c, r in self.geom.get("hand", ()) if c == self.sel_card), None) if chosen else None
        for n in self.notices:
            if near is not None and (n.text in words or n is said):
                n.pos = clear_point(self.texts, n.text, near, self.rect, self.ui.font_px(18, 13),
                                    self.ui.s(380), avoid)
            elif card is not None and n in (self.where_notice, self.confirm_notice):   # (over no button)
                n.pos = clear_point(self.texts, n.text, card, self.rect, self.ui.font_px(18, 13), self.ui.s(380), avoid)
        if held is None or spot is None or spot.key != held[0] or not spot.tip:
            super().draw_overlay(surface)  # type: ignore[misc]
            return
        tip, spot.tip = spot.tip, None
        try:
            super().draw_overlay(surface)  # type: ignore[misc]
        finally:
            spot.tip = tip
        if self.anim.busy() or self.tip_taken:
            return
        px, max_w = self.ui.font_px(15, 12), self.ui.s(340)
        at = clear_point(self.texts, tip, held[1], self.rect, px, max_w, avoid)
        box = tooltip_rect(self.texts, tip, at, self.rect, px, max_w)[0]
        if box.collidelist([n.box for n in self.notices if n.box is not None]) < 0:
            self.drawn_tip = draw_tooltip(surface, self.texts, tip, at, self.rect, px, max_w=max_w)

    def _card_word(self, card: str) -> str:
        return card_name(self.tr, card)

    def fleet_sources(self, card: str) -> set[str]:
        """Where the stacks stand that ``card`` (the Fleet) may carry now: it is played by a
        march of theirs, not by an action of its own."""
        if card != "fleet" or self.view is None:
            return set()
        return {self.view.units[a.units[0]][3] for a in self.legal() if isinstance(a, R.Move) and a.fleet}

    def card_places(self) -> set[str]:
        """The places lit for the card chosen in hand."""
        if self.sel_card is None:
            return set()
        if self.fleet_sources(self.sel_card):
            return self.fleet_sources(self.sel_card)
        return {a.target for a in self.card_actions(self.sel_card) if getattr(a, "target", "") in R.CITY
                or getattr(a, "target", "") in R.AREA}

    def card_place_clicked(self, place: str) -> bool:
        """A lit place clicked while a card is chosen: play the card there."""
        if self.sel_card is None:
            return False
        if self.fleet_sources(self.sel_card):       # (the stack there is chosen: its march plays it)
            self.sel_card = None
            return False
        for a in self.card_actions(self.sel_card):
            if getattr(a, "target", None) == place:
                self.sel_card = None
                self.sfx.play("click")
                self.host.submit(self.viewer, a)
                return True
        return False

    def card_filter(self, choices: list) -> list:
        """The panel's choices while a card is chosen: only that card's."""
        if self.sel_card is None:
            return choices
        mine = [a for a in choices if getattr(a, "card", None) == self.sel_card]
        return mine or choices


def asks_twice(a: Any) -> bool:
    """Whether playing ``a`` from the hand waits for a second click: a leader card, which moves its
    player's Forum balance (an Optimates leader played by Caesar takes him back) and cannot be
    taken back (the hand was secret)."""
    return isinstance(a, R.PlayCard) and R.CARDS.get(a.card, {}).get("type") == "leader" \
        and R.political_of(a.card) != 0


#: the order of the units offered to take a hit (or to go): the same each round, whatever the
#: units' numbers (a veteran stepped down to standard moved the buttons under the pointer)
HIT_ORDER = {"legio_x": 0, "legion": 1, "ally": 2}


def choice_rank(a: Any) -> tuple:
    """Where a choice stands in the panel's list: cards to play and leaders' abilities first,
    recruits next, diplomacy last (from the stock before moving a marker), the rest between;
    the units to take a hit or to go by kind, veterans first."""
    if isinstance(a, (R.Claim, R.PlayCard, R.Tactic)):
        return (0,)
    if isinstance(a, R.Ability):
        return (1,)
    if isinstance(a, R.Recruit):
        return (2, a.kind != "legion", a.grade != "standard")
    if isinstance(a, R.Diplomacy):
        return (5, bool(a.source))
    if isinstance(a, (R.AssignHit, R.Remove)):
        return (3, HIT_ORDER.get(a.kind, len(HIT_ORDER)), a.grade != "veteran", getattr(a, "place", ""))
    return (3,)


def order_choices(choices: list) -> list:
    """The choices most wanted first (a stable sort by :func:`choice_rank`)."""
    return sorted(choices, key=choice_rank)
