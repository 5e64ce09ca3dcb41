"""Caesar XL board: the battle panel and its dice (a mix-in of :class:`~.scene.Board`).

While a battle is fought, a panel covers the bottom of the map (beside the Forum race's box,
or above it: never over its warning; at the top when the battle is low on the map): the place and round, the
attacker's force left and the defender's right (counters, or the barbarian militia), each
unit with the faces that hit for it under its counter, why (the tactics cards played with
their effect, veterans, Labienus), the dice of this round's light step and then its heavy
step with the hits each side scored, the units each side has lost so far, the rounds
before in a line, and the hits the owner still has to take (the owner picks each unit in
the side panel where the rules let them choose).

The engine rolls every die of a volley as a chance outcome of its own (``Die(face)``, in
the record) and, once the last one is down, reports the volley as a ``Dice`` event: each
side's faces and which of them hit (at or under the unit's swords). The screen throws
exactly those dice: a short tumble (its wobble drawn by the animation's own generator,
never the game's), then the faces, hits framed in gold; the game's animation speed
shortens or skips it. The dice are nobody's secret: when a hand-off to the other person
follows a volley, the screen already shows the public view and ``public_show()`` lets the
host wait until the dice have landed (and a moment to read the hits) before it covers it.

The board keeps the battle's story (``report``: every step's dice, the losses, the result)
beside the view; when the battle is over the panel stays with its result until the player
closes it (or the next battle opens, or the phase ends). A battle that ends while the
computer plays on holds the computer until the person watching clicks (``hold``): a
defensive battle no longer closes before it can be read. The hold lives on the board, not on
the animator (which, at the speed Off, finishes everything the moment it is added): the
board's ``busy()`` reports it at every speed, and Close, a click anywhere, Space/Enter or a
hand-off end it. At a hand-off the story goes
with the rest the board keeps (:meth:`forget_battle`).
"""
from __future__ import annotations

from typing import Any

import pygame

from games.app.anim import Call, Group, Wait
from games.app.anim_dice import DiceRoll
from games.app.board.widgets import tooltip_rect
from games.core.actions import events_for

from . import rules as R
from .scene_battle_draw import PANEL_BORDER, STEPS, BattleDrawMixin, ls_of
from .scene_battle_words import fallen
from .scene_paint import AREA_GREEN
from .scene_words import counter_label, place_name, unit_order

#: how long the landed dice stay before a hand-off covers the screen (seconds at normal speed)
READ_SECONDS = 0.9
#: how long the dice of a volley stay before the next one, for the person watching (normal speed)
WATCH_SECONDS = 0.8
#: the least size of a battle die (pixels), and the step from one die to the next (in sizes)
DIE_LEAST, DIE_GAP = 20, 1.15
#: how long (the board's frame time, seconds) a click on the battle's choices is not taken after
#: they changed kind under the player (the hit buttons gave way to the retreats): a second click
#: of a double click or one aimed at the old buttons, not a deliberate click at the new ones
CHOICE_SETTLE_SECONDS = 0.5
#: how long the words of a forced hit stay up (seconds)
FORCED_SECONDS = 6.0


class ResultHold:
    """A finished battle's result holding the game until the person watching ends it: kept by
    the board, so no animation speed (nor a skip of the animations) ends it by itself."""

    def __init__(self, on_done=None):
        self.done = False
        self.on_done = on_done

    def finish(self) -> None:
        """End the hold (once): ``on_done`` is called the first time."""
        if self.done:
            return
        self.done = True
        cb, self.on_done = self.on_done, None
        if cb is not None:
            cb()


class BattleMixin(BattleDrawMixin):
    """The battle panel (see the module text)."""

    def init_battle(self) -> None:
        #: the last volley: {"place", "att", "round", "step", "sides": [(side, faces, hits, n)], "rolling", "show"}
        self.volley: dict[str, Any] | None = None
        #: the battle's story: {"place", "att", "dfn", "cards", "rounds": {n: {step: {...}}}, "lost": [[], []],
        #: "militia", "result": None or the winner (-1: none), "retreat", "plunder", "closed"}
        self.report: dict[str, Any] | None = None
        self.battle_geom: dict[str, Any] = {}
        self.hold: ResultHold | None = None
        #: a battle over whose result stays up while the next battle, opened by the same action,
        #: waits for the person's click (:meth:`lingering`)
        self.linger: dict[str, Any] | None = None
        #: what the last frame drew in the panel (tests): {"rows": {(step, k): (faces, hits)}, "needs", "why",
        #: "cards": per side, "result", "before": the rounds before the last}, or None
        self.drawn_fight: dict[str, Any] | None = None
        #: the story was lost (a board just opened, or handed over): the next view rebuilds it
        self.story_lost = True
        #: the last action the rebuilt story holds (its animation, if it comes, adds nothing twice)
        self.story_last: Any = None
        #: how many actions the game's record held at the last view (fewer now: moves were taken back)
        self.story_n: int | None = None
        #: the kinds of the battle choices the viewer last had, and when (the board's time) they
        #: last changed kind under the viewer (:meth:`click_too_soon`)
        self.choice_kinds: frozenset | None = None
        self.choices_changed: float | None = None
        #: what the last forced hit took, as said, and when (a click too soon says it again while
        #: its notice would still be up)
        self.forced_said: tuple[str, float] | None = None

    # ----- layout ------------------------------------------------------------------------------
    def _metrics(self) -> dict[str, int]:
        """The heights and widths of the panel's parts: scaled with the board, never under what
        their words need (small windows keep fonts of a least size)."""
        ui, texts = self.ui, self.texts

        def ls(px: int, bold: bool = False) -> int:
            return texts.font(px, bold).get_linesize()
        m = {"title": max(ui.s(32), ls(ui.font_px(18), True) + ui.s(8)),
             "name": max(ui.s(19), ls(ui.font_px(14), True)),
             "cards": max(ui.s(28), 2 * ls(ui.font_px(12, 10), True)),
             "tag": max(ui.s(14), ls(ui.font_px(13, 10), True)),
             "why": ls(self.why_px()),
             "row": max(ui.s(34), DIE_LEAST + 8, ls(ui.font_px(13, 10), True) + 4),
             "lost": max(ui.s(17), ls(ui.font_px(13, 10), True)),
             "gap": max(3, ui.s(4)),
             "foot": max(ui.s(46), ls(ui.font_px(12, 10)) + ls(ui.font_px(14), True) + ui.s(6))}
        px = ui.font_px(15)                 # (the Close button's words, whole, inside the panel's border)
        m["close_h"] = max(ui.s(24), ls(px, True) + 4)
        m["close_w"] = max(ui.s(96), texts.width(self.tr("caesar_xl.ui.fight.close"), px, True) + m["close_h"] // 2 + 8)
        m["edge"] = PANEL_BORDER + max(2, ui.s(3))
        m["title"] = max(m["title"], m["edge"] + m["close_h"] + 2)
        m["foot_gap"] = m["edge"] + max(2, ui.s(3))    # (the result's last line clear of the border)
        m["foot"] += m["foot_gap"] - ui.s(4)
        steps = [self.tr(f"caesar_xl.ui.fight.step.{s}") for s in STEPS]
        m["label_w"] = max(ui.s(50), max(texts.width(w, ui.font_px(13, 10), True) for w in steps) + ui.s(6))
        m["hits_w"] = max(ui.s(60), texts.width(self.tr("caesar_xl.ui.hits", n=9), ui.font_px(12), True) + ui.s(6))
        m["need"] = (m["title"] + m["name"] + m["cards"] + ui.s(40) + m["tag"] + m["why"] + 2 * m["row"]
                     + m["gap"] + m["lost"] + m["foot"] + ui.s(6))
        return m

    def layout_battle(self, mapr: pygame.Rect) -> tuple[pygame.Rect, list] | None:
        """The battle panel's place, clear of the Forum race's box (:meth:`panel_place`); returns
        that box and its lines (:meth:`race_box`, ``None`` without a view) for :meth:`layout_forum`."""
        ui = self.ui
        m = self._metrics()
        laid = self.race_box(mapr) if self.view is not None else None
        race = laid[0] if laid is not None else None
        wide = min(mapr.w - ui.s(16), max(ui.s(780), self._dice_width(m)))
        r = self._panel_rect(mapr, wide, m)
        if race is not None and r.colliderect(race):      # the race's box, at home, another width?
            again = self.race_box(mapr, keep_off=r)
            laid = again if not again[0].colliderect(r) else laid
        r, m = self.panel_place(mapr, wide, m, laid[0] if laid is not None else None, r)
        w, h = r.w, r.h
        top, foot = m["title"], m["foot"]
        cols = [pygame.Rect(r.x + ui.s(10), r.y + top, w // 2 - ui.s(15), h - top - foot),
                pygame.Rect(r.centerx + ui.s(5), r.y + top, w // 2 - ui.s(15), h - top - foot)]
        close = pygame.Rect(0, 0, m["close_w"], m["close_h"])
        close.topright = (r.right - PANEL_BORDER - ui.s(6), r.y + m["edge"])
        self.battle_geom = {"rect": r, "cols": cols, "close": close, "m": m,
                            "foot": pygame.Rect(r.x + ui.s(10), r.bottom - foot, w - ui.s(20), foot - m["foot_gap"])}
        if self.battle_finished() or self.lingering() is not None:      # (the result on the panel)
            self.add_button(close, self.tr("caesar_xl.ui.fight.close"), on_click=self.close_battle,
                            key=("battle_close",))
            self.hotspots[-1].live = True            # it acts at once, even while the result holds the game
        return laid

    def _dice_width(self, m: dict[str, int]) -> int:
        """The panel's width that gives the most dice a side may throw in a step (one a unit in
        the battle) :data:`DIE_LEAST` pixels each: a big force's dice were 12 pixels wide."""
        place, pos = self._battle_place(), self.shown
        if place is None or pos is None:
            return 0
        n = max(sum(1 for u in pos.units.values() if u[3] == place and u[0] == side) for side in (0, 1))
        return 2 * (m["label_w"] + m["hits_w"] + int(n * DIE_LEAST * DIE_GAP) + 2 + self.ui.s(15))

    def _panel_rect(self, room: pygame.Rect, w: int, m: dict[str, int]) -> pygame.Rect:
        """The panel ``w`` wide at the bottom of ``room`` (at its top when the battle's place
        is nearer the bottom), as tall as its counters and words need (``m``: grown to them)."""
        ui = self.ui
        m["need"] += self._counters_height(w // 2 - ui.s(15), m) - ui.s(40) - m["tag"]
        extra = max(0, len(self._result_lines(w - ui.s(20))[0]) - 1) * ls_of(self.texts, ui.font_px(14), True)
        rep = self._report_for(self.fought(self.shown)) if self.shown is not None else None
        extra += max(0, len(self._history(rep, w - ui.s(20))) - 1) * ls_of(self.texts, ui.font_px(12, 10))
        m["foot"] += extra                      # (the result and the rounds wrapped whole: a line per line)
        why = self.why_height(w // 2 - ui.s(15)) - m["why"]          # (and the line of why)
        m["why"] += why
        m["need"] += extra + why
        h = min(room.h - ui.s(16), m["need"])       # (a small battle: a small panel)
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (room.centerx, room.bottom - ui.s(8))
        place = self._battle_place()
        if place is not None:                  # the place of the battle in sight: the panel away from it
            y = self.painter.screen_point(place)[1]
            if y - (room.y + ui.s(8) + h) > r.y - y:
                r.midtop = (room.centerx, room.y + ui.s(8))
        return r

    def battle_rect_at(self, pos) -> bool:
        """The battle panel covers ``pos`` now."""
        return bool(self.battle_geom and self.battle_up() and self.battle_geom["rect"].collidepoint(pos))

    def _row_y(self, col: pygame.Rect, step: str) -> int:
        """The centre line of a step's dice in a column (light above heavy, over the losses with
        a gap, so a hit die's frame never meets the "Lost:" line)."""
        m = self.battle_geom["m"]
        heavy = col.bottom - m["lost"] - m["gap"] - m["row"] // 2
        return heavy if step == "heavy" else heavy - m["row"]

    def _dice_centres(self, col: pygame.Rect, step: str, n: int) -> tuple[list[tuple[int, int]], int]:
        ui = self.ui
        label_w, hits_w = self.battle_geom["m"]["label_w"], self.battle_geom["m"]["hits_w"]
        room = col.w - label_w - hits_w
        size = max(ui.s(10), min(max(DIE_LEAST, ui.s(30)), self.battle_geom["m"]["row"] - 6,
                                 int(room / max(1, n) / DIE_GAP)))
        gap = int(size * DIE_GAP)
        x0 = col.x + label_w + size // 2
        return [(x0 + i * gap, self._row_y(col, step)) for i in range(n)], size

    # ----- what the panel shows ---------------------------------------------------------------
    def battle_shown(self) -> None:
        """The position after an action shows: a battle that action ended now shows its result,
        and its Close button comes with it (not while the panel still shows the last round)."""
        if self.battle_finished() and not any(h.key == ("battle_close",) for h in self.hotspots):
            self._rebuild()

    def battle_up(self) -> bool:
        """The panel shows: a battle is fought, or the last one's result waits to be closed."""
        pos = self.shown
        return pos is not None and (pos.battle is not None or self.battle_finished() or self.lingering() is not None)

    def lingering(self) -> dict | None:
        """The report of a battle over whose result stays up until the person clicks, while the
        next battle (opened by the same action) waits behind it; None when there is none."""
        rep = self.linger
        if rep is None or self.hold is None or self.hold.done:
            return None
        return rep

    def fought(self, pos) -> dict | None:
        """The battle the panel shows as being fought in ``pos`` (none while a battle over lingers)."""
        return None if self.lingering() is not None or pos is None else pos.battle

    def _battle_place(self) -> str | None:
        """Where the battle shown (or the one whose result is up) is fought."""
        pos = self.shown
        if self.linger is not None and self.lingering() is not None:
            return self.linger["place"]
        if pos is not None and pos.battle is not None:
            return pos.battle["place"]
        return self.report["place"] if self.report is not None and self.battle_finished() else None

    def battle_finished(self, pos=None) -> bool:
        """The battle of the report is over and its result stays up in ``pos`` (the position
        shown by default) until closed, the next battle, or the end of the phase it was fought in
        (never in that side's Combat phase of a later turn)."""
        rep = self.report
        pos = self.shown if pos is None else pos
        return (rep is not None and rep["result"] is not None and not rep["closed"] and pos is not None
                and pos.battle is None and pos.phase == "combat" and pos.active == rep["active"]
                and rep.get("turn") in (None, pos.turn_no))

    def close_battle(self) -> None:
        """The player closes the finished battle's panel (and lets the computer go on)."""
        if self.report is not None and self.lingering() is None:
            self.report["closed"] = True
        self.linger = None
        self._end_hold()
        self.sfx.play("click")
        self._rebuild()

    def held_line(self) -> str | None:
        """What the top bar says while a battle's result holds the game (rather than "Waiting
        for ..."): that the battle is over and Close lets the next player go on; None otherwise."""
        if self.hold is None or self.hold.done:
            return None
        rep = self.lingering() or self.report
        view = self.view
        if rep is None or view is None:
            return None
        place = place_name(self.tr, rep["place"])
        to_act = [s for s in view.to_act() if s in (R.CAESAR, R.POMPEY)]
        if not to_act:
            return self.tr("caesar_xl.ui.fight.held_any", place=place)
        return self.tr("caesar_xl.ui.fight.held", place=place, seat=self.name(to_act[0]))

    def forget_battle(self) -> None:
        """The screen passes to another person: the story kept beside the view goes (and the
        next view rebuilds it from the record)."""
        self.volley = None
        self.report = None
        self.linger = None
        self.story_lost = True
        self.choice_kinds = self.choices_changed = None
        self._end_hold()

    def restore_battle(self, view, viewer: int | None) -> None:
        """A board opened on a game (or handed over) in the middle of a battle: the story the
        panel shows (each round's dice, the units lost, the cards played) is rebuilt from the
        game's record as ``viewer`` saw it, rather than "Lost: none" and no rounds. Moves taken
        back (the record is shorter than at the last view) take the story with them: a result
        held, a battle over or a retreat undone is rebuilt from what the record still holds."""
        self._watch_choices(view, viewer)
        session = getattr(self.host, "session", None)
        n = len(session.record.actions) if session is not None else None
        if n is not None and self.story_n is not None and n < self.story_n:
            self.forget_battle()
        self.story_n = n
        if not self.story_lost or view is None:
            return
        self.story_lost = False
        if view.battle is None or session is None or self.report is not None:
            return
        b = view.battle
        start = None
        for i in range(len(session.events) - 1, -1, -1):
            if any(isinstance(ev, R.Note) and ev.key == "battle" and ev.place == b["place"] and ev.seat == b["att"]
                   for ev in session.events[i]):
                start = i
                break
        if start is None:
            return
        state = session.state_at(start)
        for seat, action in session.record.actions[start:]:
            before = state.view_for(viewer)
            events = events_for(state.apply(seat, action), viewer)
            self.track_battle(seat, action, events, before, state.view_for(viewer), quiet=True)
            self.story_last = action

    def _watch_choices(self, view, viewer: int | None) -> None:
        """Note when the viewer's battle choices change kind (the hits to take give way to the
        retreats, the tactics card to the hits): a click that comes right then was aimed at
        the choices before. Out of a battle nothing is watched."""
        if view is None or viewer is None or view.battle is None:
            self.choice_kinds = self.choices_changed = None
            return
        if viewer not in view.to_act():
            return                              # (the other side deciding: what the viewer saw stays)
        kinds = frozenset(type(a).__name__ for a in view.legal_actions(viewer))
        if self.choice_kinds is not None and kinds != self.choice_kinds:
            self.choices_changed = self.time
        self.choice_kinds = kinds

    def frame_interval(self) -> float | None:
        """Frames while the battle's choices settle: the moment is counted in the board's time,
        which a window at rest does not advance (a click seconds later was still refused)."""
        if self.choices_changed is not None and self.time - self.choices_changed < CHOICE_SETTLE_SECONDS:
            return 1 / 30
        return super().frame_interval()  # type: ignore[misc]

    def click_too_soon(self, ev) -> bool:
        """A click on one of the battle's choices within :data:`CHOICE_SETTLE_SECONDS` of their
        changing kind is not taken (the board says why): True if ``ev`` was one."""
        if not (ev.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and ev.button == 1
                and self.choices_changed is not None):
            return False
        if self.time - self.choices_changed >= CHOICE_SETTLE_SECONDS:
            self.choices_changed = None
            return False
        spot = self.hotspot_at(ev.pos)
        if spot is None or spot.action is None or not spot.enabled:
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN:        # (the forced hit's words stay in the notice)
            said = self.tr("caesar_xl.ui.fight.just_changed")
            forced = self.forced_said
            if forced is not None and self.time - forced[1] < FORCED_SECONDS:
                said = f"{forced[0]} {said}"
            self.notice(said, ev.pos)
        return True

    def _tell_forced(self, seat, action, events) -> None:
        """The viewer gave a hit to a unit and the hits after it had only one unit to fall on
        (the engine takes such a hit by itself): say which, above the battle panel (never over
        the choices that follow, where the pointer is)."""
        if not isinstance(action, R.AssignHit) or seat != self.viewer:
            return
        hit = [ev for ev in events if isinstance(ev, R.Note) and ev.seat == seat
               and ev.key.startswith(("flipped_", "eliminated_"))]
        if len(hit) > 1:
            what = " ".join(self.host.render(ev.msg()) for ev in hit[1:])
            box = self.battle_geom.get("rect")
            at = (box.centerx, box.top - 4) if box is not None else self.rect.center
            self.forced_said = (self.tr("caesar_xl.ui.fight.forced", what=what), self.time)
            self.notice(self.forced_said[0], at, seconds=FORCED_SECONDS)

    def keep_forced_notice(self) -> None:
        """The forced hit's notice, each frame: above the battle panel where it stands now (else
        under it; the panel moves as the battle goes on, and a notice placed once stood inside
        it, over the attacker's counters), and gone with the panel (a window at rest counts no
        time: it stayed over the map after the battle)."""
        forced = self.forced_said
        said = [n for n in self.notices if forced is not None and n.text == forced[0]]
        if not said:
            return
        geom = getattr(self, "battle_geom", None) or {}
        if not self.battle_up() or geom.get("rect") is None:
            self.notices = [n for n in self.notices if n not in said]
            self.forced_said = None
            return
        box = pygame.Rect(geom["rect"])
        px, wide = self.ui.font_px(18, 13), self.ui.s(380)
        gap = max(6, px // 2)
        for n in said:
            above = (box.centerx, box.top - 4)
            r = tooltip_rect(self.texts, n.text, above, self.rect, px, wide)[0]
            n.pos = above if not r.colliderect(box) else (box.centerx, box.bottom + 2 * gap + r.h)

    def _end_hold(self) -> None:
        if self.hold is not None and not self.hold.done:
            self.hold.finish()
        self.hold = None

    def current_volley(self, b: dict) -> dict | None:
        """The last volley if it belongs to the battle ``b`` and its round (a new battle, even
        in the same place, or a new round starts with no dice shown)."""
        v = self.volley
        if v is None or (v["place"], v.get("att"), v["round"]) != (b["place"], b["att"], b["round"]):
            return None
        return v

    def _report_for(self, b: dict | None) -> dict | None:
        if b is None and self.lingering() is not None:
            return self.linger
        rep = self.report
        if rep is None:
            return None
        if b is None:
            return rep if self.battle_finished() else None
        if (rep["place"], rep["att"]) != (b["place"], b["att"]):
            return None
        if rep["result"] is None:
            return rep
        # over: still this battle while the position shown is in its last round (the dice that
        # ended it roll before the story's result shows), not a later battle in the same place
        return rep if b["round"] >= 1 and b["round"] == max(rep["rounds"], default=0) else None

    # ----- following the battle's events ------------------------------------------------------
    def track_battle(self, seat, action, events, before, after, quiet: bool = False) -> list:
        """Animation steps for the battle events of an action (the dice thrown) and the story
        kept: a new battle, each step's dice, the units lost, the result (``quiet``: the story
        only, rebuilt from the record, with no steps)."""
        steps: list = []
        if not quiet and self.story_last is not None:
            last, self.story_last = self.story_last, None
            if action is last:                      # (the rebuilt story holds it already)
                return steps
        if not quiet:
            self._tell_forced(seat, action, events)
        if self.lingering() is not None:            # a new action: the battle over makes way
            self.linger = None
            self._end_hold()
        b = before.battle if before is not None else None
        for ev in events:
            if isinstance(ev, R.Note) and ev.key == "battle" and b is None:
                dfn = after.battle["dfn"] if after is not None and after.battle is not None else 1 - ev.seat
                self._new_report(ev.place, ev.seat, dfn, before)
        if b is not None and self._report_for(b) is None:
            self._new_report(b["place"], b["att"], b["dfn"], before)
        rep = self.report
        if rep is None or rep["result"] is not None and b is None:
            return [s for ev in events if isinstance(ev, R.Dice) for s in self.throw_dice(ev, before)]
        for bb in (b, after.battle if after is not None else None):
            if bb is not None and bb["place"] == rep["place"]:
                rep["cards"] = {k: tuple(v) for k, v in bb["cards"].items()}
                rep["militia"] = bb["militia"]
        for ev in events:
            if isinstance(ev, R.Dice) and b is not None:
                att, dfn = before.firers(ev.step)
                rep["rounds"].setdefault(b["round"], {})[ev.step] = {
                    "faces": (ev.attacker, ev.defender), "hit": (ev.attacker_hit, ev.defender_hit),
                    "needs": (tuple(att), tuple(dfn))}
                if not quiet:
                    steps += self.throw_dice(ev, before)
        if b is not None:
            if not quiet and any(isinstance(ev, R.Dice) for ev in events):
                rep["lost_before"] = [list(x) for x in rep["lost"]]    # (shown while these dice roll)
            self._losses(rep, before, after, events)
        if isinstance(action, R.Retreat):
            rep["retreat"] = (seat, action.place)
        done = False
        for ev in events:
            if isinstance(ev, R.Note) and ev.place == rep["place"]:
                if ev.key in ("battle_won", "battle_over") and rep["result"] is None:
                    rep["result"], done = ev.seat, True
                elif ev.key == "plunder":
                    rep["plunder"] = (ev.seat, ev.n)
        if done:
            fallen(rep, events, before, after, self.tr)
        nxt = after.battle if after is not None else None
        if quiet:
            if done and nxt is not None and b is not None:
                self._new_report(nxt["place"], nxt["att"], nxt["dfn"], before)
            return steps
        if done and nxt is not None and b is not None:
            steps.append(Call(lambda: self._next_battle(rep, nxt, before)))
        elif done:
            steps.append(Call(self._battle_done))
        return steps

    def _next_battle(self, rep: dict, nxt: dict, before) -> None:
        """A battle is over and the same action opened the next: the next one's story begins, and
        the result of the one over stays up until the person watching clicks."""
        self._new_report(nxt["place"], nxt["att"], nxt["dfn"], before)
        self._end_hold()
        if self.viewer is not None:
            self.linger = rep
            self._start_hold()
            self._release_text()
        self._rebuild()

    def _start_hold(self) -> None:
        """Hold the game on a finished battle's result until the person watching clicks; the
        battle over that lingers goes with the hold however it ends (Close, a click anywhere
        that skips it, the next action): a later hold never shows it again."""
        self.hold = ResultHold(on_done=self._hold_over)

    def _hold_over(self) -> None:
        self.linger = None
        self._rebuild()

    def holding_result(self) -> bool:
        """True while a finished battle's result holds the game: the next decision (even the
        person's own, in the next battle) waits until they have closed it."""
        return self.hold is not None and not self.hold.done

    def busy(self) -> bool:
        """Animations run, or a battle's result holds the game (the host waits either way)."""
        return self.holding_result() or super().busy()  # type: ignore[misc]

    def animating(self) -> bool:
        """Animations run or the board still shows the position before the last action (the
        busy of any board, without the result's hold)."""
        return super().busy()  # type: ignore[misc]

    def close_held(self) -> None:
        """Close a battle's result that holds the game, as the person's Close would (the
        screenshot's autoplay: nobody clicks there)."""
        if self.holding_result():
            self.close_battle()

    def end_hold_by(self, ev) -> bool:
        """A click anywhere on the board but a live button (Close acts itself), Space or
        Enter lets the game go on from a held result: True if ``ev`` did (and is consumed)."""
        if self.click_too_soon(ev):
            return True
        if not self.holding_result():
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            spot = self.hotspot_at(ev.pos)
            if spot is not None and spot.live and spot.enabled:
                return False
        elif not (ev.type == pygame.KEYDOWN and ev.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)):
            return False
        self._end_hold()
        return True

    def _new_report(self, place: str, att: int, dfn: int, before) -> None:
        active = before.active if before is not None else att
        turn = before.turn_no if before is not None else None
        self.report = {"place": place, "att": att, "dfn": dfn, "active": active, "turn": turn, "cards": {}, "rounds": {},
                       "lost": [[], []], "militia": 0, "result": None, "retreat": None, "plunder": None,
                       "closed": False}

    def _losses(self, rep: dict, before, after, events) -> None:
        """The units of the battle that the action took off (or flipped from veteran), as their
        counters' labels, and the militia that fell."""
        for u, (side, kind, grade, place) in sorted(before.units.items(), key=lambda kv: unit_order(before, kv[0])):
            if place != rep["place"] or side not in (rep["att"], rep["dfn"]):
                continue
            k = 0 if side == rep["att"] else 1
            now = after.units.get(u) if after is not None else None
            label = counter_label(self.tr, kind, grade)
            if now is None:
                rep["lost"][k].append(label)
            elif grade == "veteran" and now[2] == "standard":
                rep["lost"][k].append(self.tr("caesar_xl.ui.fight.flipped", before=label,
                                              after=counter_label(self.tr, now[1], now[2])))
        for ev in events:
            if isinstance(ev, R.Note) and ev.key == "militia_lost" and ev.place == rep["place"]:
                k = 1 if rep["dfn"] == R.BARBARIANS else 0
                rep["lost"][k] += [str(R.PARAMS["militia_swords"])] * ev.n

    def _battle_done(self) -> None:
        """The battle is over: its result stays; while no person is to choose next (the
        computer plays on), the game waits for a click of the person watching."""
        self._rebuild()
        after = self.view
        if self.viewer is None or self.acting or after is None or after.winner is not None:
            return
        seats = getattr(self.host, "seats", None) or []
        persons = [s for s in after.to_act() if 0 <= s < len(seats) and not getattr(seats[s], "is_ai", False)]
        if persons:
            return
        self._end_hold()
        self.linger = None
        self._start_hold()
        self._release_text()

    def _release_text(self) -> None:
        """While a result holds the game, the host's log and top bar tell it too (they wait for
        the board otherwise)."""
        release = getattr(self.host, "release_text", None)
        if callable(release):
            release()

    def throw_dice(self, dice, before) -> list:
        """The steps of a volley (``dice``: the engine's ``Dice`` event): both sides' dice
        tumble and land on the faces the engine rolled."""
        b = before.battle if before is not None else None
        if b is None or not self.battle_geom:
            return []
        sides = []
        for side, faces, hit in ((b["att"], dice.attacker, dice.attacker_hit),
                                 (b["dfn"], dice.defender, dice.defender_hit)):
            sides.append((side, list(faces), list(hit), sum(hit)))
        self.volley = {"place": b["place"], "att": b["att"], "round": b["round"], "step": dice.step, "sides": sides,
                       "rolling": True, "show": True}
        self._rebuild()                             # (the new view's buttons wait for the dice)
        seed = (before.turn_no * 131 + b["round"] * 7 + len(dice.attacker) * 3 + len(dice.defender)) & 0xFFFF
        steps: list = []
        rolls = []
        for k, (side, faces, _hit, _) in enumerate(sides):
            if not faces:
                continue
            centres, size = self._dice_centres(self.battle_geom["cols"][k], dice.step, len(faces))
            colour = AREA_GREEN if side == R.BARBARIANS else self.colour(side)
            rolls.append(DiceRoll(faces, centres=centres, size=size, colours=[colour] * len(faces),
                                  seed=seed + 7 * k, duration=0.7))
        vol = self.volley

        def landed():
            vol["rolling"] = False
            self._rebuild()                         # the next decision's prompt and buttons, now
        if rolls:
            steps.append(Group(*rolls))
            self.sfx.play("dice")
        steps.append(Call(landed))                  # the faces stay, hits framed, from the moment they land
        if rolls:
            # in the public view a hand-off follows: everyone reads the hits before it covers the screen
            steps.append(Wait(READ_SECONDS if self.viewer is None else WATCH_SECONDS))

        def read():
            vol["show"] = False
        steps.append(Call(read))
        return steps

    def dice_in_air(self) -> bool:
        """True while the last volley's dice still tumble: the board's prompt and buttons for
        the next decision (already in the view) wait until they have landed."""
        v = self.volley
        return v is not None and v["rolling"] and self.animating()

    def public_show(self) -> bool:
        """True while a volley's dice roll and land before everyone's eyes (the host lets it end
        before a hand-off covers the public screen: dice are nobody's secret)."""
        return self.volley is not None and self.volley.get("show", False) and self.animating()

    def side_name(self, side: int) -> str:
        return self.tr("caesar_xl.ui.barbarians") if side == R.BARBARIANS else self.name(side)

    # ----- drawing ------------------------------------------------------------------------------
