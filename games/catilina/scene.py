"""The board of The Catilina Conspiracy (Knizia).

Left: the table (the other players with their card backs and counts, who
asks, who is out), the conspirator pile, the question dialog or the latest
answer, and the viewer's own hand. Right: the notes sheet of the rules (values
across, colours down, a totals row and column, in every box a mark for each
other player and for the conspirators) with an optional assist, and below it
the public record of every question and answer.

The board is built from one mixin per part of the screen, each in its own
file: ``scene_table`` (plaques and the conspirator pile), ``scene_info`` (the
middle: latest answer, the question everyone answers, the result),
``scene_question`` and ``scene_accuse`` (the two dialogs), ``scene_hand``,
``scene_sheet`` (the notes sheet; its data model is ``scene_notes``),
``scene_record``, ``scene_review`` (the asker's look at the cards passed to
them, and ``holding()`` for the host), ``scene_refuse`` (why a click did
nothing), ``scene_where`` (where things are, for the tutorial), ``scene_events``
(events into animations; the animations are ``scene_fx``) and ``scene_draw``
(drawing helpers they share, on the board kit ``games.app.board``). This file
puts them together: the host API, the overall layout and the drawing order.

For the host: ``busy()`` (the kit's) is True exactly while an action's
animations run, and meanwhile the board draws the position before the action
(``self.shown``). ``holding()`` is True while the asker looks at the cards
passed to them (pass-and-play only): no hand-off, no computer move, no end
dialog until it turns False. ``Board.review_seat(events)`` names the seat who
must see an action's events first (the asker who was shown cards). A new
viewer (``set_view`` with another seat or ``None``) drops everything drawn
from the previous viewer's secrets at once.

The board reads only ``self.view`` (a view for ``self.viewer``); clicks become
actions chosen from ``view.legal_actions``. The notes are private to the
viewer and live in the host's record extras under ``notes:<seat>``.
"""
from __future__ import annotations

from typing import Any

import pygame

from games.app.board import BoardBase
from games.core.explain import SECRET_REASON, unsealed
from games.core.text import Msg

from .rules import what_msg
from .scene_accuse import AccuseMixin
from .scene_draw import DrawingMixin, ranges
from .scene_events import EventsMixin
from .scene_fx import Fx
from .scene_hand import HandMixin
from .scene_info import InfoMixin
from .scene_notes import Assist
from .scene_question import QuestionMixin
from .scene_record import RecordMixin
from .scene_refuse import RefuseMixin
from .scene_review import ReviewMixin
from .scene_sheet import SheetMixin
from .scene_table import TableMixin
from .scene_where import WhereMixin


class Board(TableMixin, InfoMixin, ReviewMixin, QuestionMixin, AccuseMixin, HandMixin, SheetMixin, RecordMixin,
            RefuseMixin, EventsMixin, WhereMixin, DrawingMixin, BoardBase):
    """The Catilina board (see the module text)."""

    def __init__(self, host):
        super().__init__(host)
        self.sel_target: int | None = None
        self.sel_kind: str | None = None
        self.sel_attr: int | None = None
        self.dialog: str | None = None          # "accuse" while the accusation dialog is open
        self.sel_sum: int | None = None
        self.sel_card: int | None = None
        self.rec_scroll = 0                     # pixels scrolled up from the newest entry
        self.fx: list[Fx] = []
        self._local_extras: dict = {}
        self._assist: Assist | None = None
        self._assist_key: Any = None
        self._turn_seen: Any = None
        self.L: dict[str, Any] = {}
        self._legal: list = []
        self._notes_ver = 0
        self._notes_cache: pygame.Surface | None = None
        self._notes_cache_key: Any = None
        self.review: dict | None = None         # the cards passed to the viewer, while they look at them
        self._new_fx: list[Fx] = []             # the animations being made for one action
        self.cuts: list[tuple] = []             # texts that did not fit in the last frame (for layout tests)

    def others(self) -> list[int]:
        """The seats shown around the table, in turn order after the viewer."""
        n = self.view.n_seats
        if self.viewer is None:
            return list(range(n))
        return [(self.viewer + i) % n for i in range(1, n)]

    def set_view(self, view, viewer, acting) -> None:
        if viewer != self.viewer or view is None:
            self.forget_private()
        turn_key = None if view is None else (viewer, view.turn_no, view.phase)
        if turn_key != self._turn_seen:
            self._turn_seen = turn_key
            self.sel_target = self.sel_kind = self.sel_attr = None
            self.sel_sum = self.sel_card = None
            self.dialog = None
        super().set_view(view, viewer, acting)
        if view is not None and acting and view.phase == "accusing":
            self.dialog = "accuse"
            self.rebuild()

    def handoff_note(self, seat: int) -> str | None:
        """What the hand-off to ``seat`` says (the game host asks): when everyone was asked and
        ``seat`` must choose the card to pass, who asked for what (public, no card named)."""
        v = self.view
        if v is None or v.phase != "give" or not v.question or seat not in v.to_act():
            return None
        asker, kind, attr = v.question
        return self.host.render(Msg("catilina.ui.handoff_give", {"seat": asker, "what": what_msg(kind, attr)}))

    def seen_all_label(self) -> str:
        """The replay's name for the view seen by everyone: the public view, as the hand area
        says (hands face down, the conspirators face up at the end)."""
        return self.tr("catilina.ui.seen_all")

    def reason_kept_from_view(self, why: Msg | None, mover: int, seen_as: int | None) -> Msg | None:
        """The line shown for a reason in a view that keeps the hands face down (everyone's, or a
        seat other than the mover's), during play and after the end alike: a reason that names
        the card the mover passed face down says so and where to read it (the replay, as the
        mover saw it, once the game is over); a reason resting on the mover's hand reads as its
        public form, or else says where to read it; ``None``: the reason itself may be read
        (the mover's view, or a reason that was never kept). The seat the card was passed to
        saw it: it reads the reason (:func:`told_to_receiver`)."""
        if why is None or why.key != SECRET_REASON or seen_as == mover:
            return None
        if names_passed_card(why):
            if seen_as is not None and seen_as == passed_to(why):
                return Msg("app.replay.why", {"reason": told_to_receiver(why, mover)})
            return Msg("catilina.ui.why_give_kept", {"seat": mover})
        public = unsealed(why, False)
        if public is not None:
            return Msg("app.replay.why", {"reason": self.sums_as_known(public, seen_as)})
        return Msg("catilina.ui.why_in_view", {"seat": mover})

    def sums_as_known(self, public: Msg, seen_as: int | None) -> Msg:
        """A reason's public form ``public`` as the viewer ``seen_as`` reads it beside its notes:
        the sums the public answers leave (often every one) said as the sums the viewer's own
        sheet still lists ("By your notes, the sum is one of 12–34"), so that two ranges never
        stand side by side; unchanged without the sheet's line (no assist, not yet worked out,
        the individual variant, or another seat's view)."""
        assist = self.assist() if seen_as is not None and seen_as == self.viewer else None
        if assist is None or not assist.sums or self.view is None or self.view.individual:
            return public
        return _with_known_sums(public, ranges(assist.sums))

    def hint(self) -> Msg | None:
        v = self.view
        if v is None or not self.acting or self.viewer is None:
            return None
        if v.phase == "give":
            return Msg("catilina.ui.hint.give")
        if v.phase == "accusing":
            return Msg("catilina.ui.hint.accusing")
        if v.phase == "ask":
            return Msg("catilina.ui.hint.ask")
        return None

    def handle_event(self, ev) -> bool:
        if ev.type == pygame.MOUSEWHEEL and self.view is not None:
            rec = self.L.get("record")
            if rec is not None and rec.collidepoint(self.mouse):
                self.rec_scroll = max(0, self.rec_scroll + ev.y * self.ui.s(40))
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3 and self.rect.collidepoint(ev.pos):
            spot = self.hotspot_at(ev.pos)
            if spot is not None and isinstance(spot.key, tuple) and spot.key[0] == "total":
                self._step_total(spot.key, -1)
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (4, 5):
            return False
        if ev.type == pygame.KEYDOWN and self.view is not None:
            if ev.key == pygame.K_ESCAPE and self.dialog == "accuse" and self._spot(("cancel",)) is not None:
                self._close_dialog()
                return True
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.anim.busy():
                if self.review is not None:
                    done = self._spot(("review_done",))
                    return self.click(done) if done is not None else False
                spot = self._spot(("accuse_go",)) if self.dialog == "accuse" else self._spot(("ask_go",))
                if spot is not None and self.acting:
                    return self.click(spot) if spot.enabled else self.explain_click(spot.rect.midtop, spot)
            return False
        return super().handle_event(ev)

    def update(self, dt: float) -> None:
        super().update(dt)
        if any(f.done for f in self.fx):
            self.fx = [f for f in self.fx if not f.done]

    def assist_sums(self, assist):
        """The scheduler's task working out ``assist``'s conspirator sums; the board is drawn
        again when they are known."""
        yield from assist.steps()
        if self.dialog == "accuse":      # (the sums' chips say what their dot means)
            self.rebuild()
        getattr(self.host, "mark_dirty", lambda: None)()            # the sums are known: show them

    def forget_private(self) -> None:
        """Drop everything drawn from the current viewer's secrets (a new person, or nobody, looks
        now): running animations (cards face up), the review, the old view, the notes image, the
        open dialog and choices, the last refusal."""
        for f in self.fx:
            f.on_done = None
            f.done = True
        self.fx = []
        self.finish_before()
        self.review = None
        self.notices = []
        self._notes_cache = None
        self._notes_cache_key = None
        if self._assist is not None:
            self._assist.cancel()
            self.cancel_work("assist")
        self._assist = self._assist_key = None
        self.dialog = None
        self.sel_target = self.sel_kind = self.sel_attr = self.sel_sum = self.sel_card = None

    def rebuild(self) -> None:
        self.hotspots = []
        R = self.rect
        if R.w <= 0 or R.h <= 0:
            return
        u = self.ui.scale
        m = self.ui.s(10)
        pw = int(max(330 * min(1.0, u), min(R.w * 0.39, 600 * u)))
        right = pygame.Rect(R.right - pw - m, R.y + m, pw, R.h - 2 * m)
        left = pygame.Rect(R.x + m, R.y + m, right.x - R.x - 2 * m, R.h - 2 * m)
        L: dict[str, Any] = {"right": right, "left": left}
        th = int(left.h * 0.25)
        hh = int(left.h * (0.29 if self.viewer is not None else 0.1))
        table = pygame.Rect(left.x, left.y, left.w, th)
        hand = pygame.Rect(left.x, left.bottom - hh, left.w, hh)
        centre = pygame.Rect(left.x, table.bottom + m, left.w, hand.y - table.bottom - 2 * m)
        L.update(table=table, hand=hand, centre=centre)
        # the centre: the conspirator pile at the left, the dialog / latest answer at the right
        pile_w = int(centre.w * 0.30)
        L["pile"] = pygame.Rect(centre.x, centre.y, pile_w, centre.h)
        L["info"] = pygame.Rect(centre.x + pile_w + m, centre.y, centre.w - pile_w - m, centre.h)
        # the plaques of the other players
        plaques: dict[int, pygame.Rect] = {}
        if self.view is not None:
            seats = self.others()
            n = len(seats)
            gap = self.ui.s(10)
            w = min(int((table.w - gap * (n - 1)) / max(1, n)), self.ui.s(250))
            x0 = table.centerx - (w * n + gap * (n - 1)) // 2
            for i, s in enumerate(seats):
                plaques[s] = pygame.Rect(x0 + i * (w + gap), table.y, w, table.h)
        L["plaques"] = plaques
        # the hand
        own_w = int(min(hand.w * 0.2, self.ui.s(170)))
        L["own"] = pygame.Rect(hand.x, hand.y, own_w, hand.h)
        L["hand_cards"] = pygame.Rect(hand.x + own_w + m, hand.y, hand.w - own_w - m, hand.h)
        # right: the notes sheet above, the record below (the record alone in the public view)
        if self.view is not None and self.viewer is not None:
            nh = int(right.h * 0.64)
            L["notes"] = pygame.Rect(right.x, right.y, right.w, nh)
            L["record"] = pygame.Rect(right.x, right.y + nh + m, right.w, right.h - nh - m)
        else:
            L["notes"] = None
            L["record"] = pygame.Rect(right)
        self.L = L
        if self.view is None:
            return
        v = self.view
        self._legal = list(v.legal_actions(self.viewer)) if (self.acting and self.viewer is not None) else []
        self._build_hand()
        if self.dialog == "accuse" and self._can_accuse():
            self._build_accuse()
        else:
            if self.dialog == "accuse":
                self.dialog = None
            self._build_question()
        self._build_notes()
        self._build_review()
        self._tip_disabled()

    def draw_board(self, surface) -> None:
        if self.view is None or not self.L:
            return
        self.cuts = []
        # the kit's before/after: the position before the action while its events animate, so
        # no text runs ahead of the animation (counts, the result, the conspirators' names)
        current = self.view
        self.view = self.shown
        try:
            self._draw_parts(surface)
        finally:
            self.view = current

    def _draw_parts(self, surface) -> None:
        self._draw_table(surface)
        self._draw_pile(surface)
        if self.review is not None:
            self._draw_review(surface)
        else:
            self._draw_info(surface)
        self._draw_hand(surface)
        self._draw_notes(surface)
        self._draw_record(surface)
        for f in sorted((f for f in self.fx if f.started and not f.done), key=lambda f: f.layer):
            if f.layer < 5:
                f.paint(surface)
        if self.dialog == "accuse" and "accuse" in self.L:
            self._draw_accuse(surface)
        for f in sorted((f for f in self.fx if f.started and not f.done), key=lambda f: f.layer):
            if f.layer >= 5:
                f.paint(surface)


def _with_known_sums(m: Msg, sums: str) -> Msg:
    """``m`` with its public question sentence (``catilina.why.pub``) saying ``sums``, the
    viewer's own possible sums, in place of those the public answers leave."""
    if m.key == "catilina.why.pub":
        return Msg("catilina.why.pub_known", {"answer": m.params["answer"], "sums": sums, "goal": m.params["goal"]})
    params = {k: _with_known_sums(v, sums) if isinstance(v, Msg) else v for k, v in m.params.items()}
    return Msg(m.key, params)


def names_passed_card(why: Msg) -> bool:
    """True when the sealed reason ``why`` is that of a card passed face down (its words name
    the card: the ``give_`` sentences of :mod:`.explain_words`)."""
    inner = why.params.get("why")
    what = inner.params.get("what") if isinstance(inner, Msg) else None
    return isinstance(what, Msg) and what.key.rsplit(".", 1)[-1].startswith("give_")


def passed_to(why: Msg) -> int | None:
    """The seat a card passed face down went to (the asker), from its sealed reason ``why``."""
    what = why.params["why"].params["what"]
    to = what.params.get("seat_asker")
    return to if isinstance(to, int) else None


def told_to_receiver(why: Msg, mover: int) -> Msg:
    """The sealed reason ``why`` of a card ``mover`` passed face down, as the seat that received
    it may read it: whole when it rests on the card and the answers (both known to that seat);
    a reason that counts the passer's matching cards says only that the card tells least."""
    inner = why.params["why"]
    what = inner.params["what"]
    if what.key.rsplit(".", 1)[-1] not in ("give_only", "give_doubt"):
        return inner
    told = Msg("catilina.why.give_told", {"seat": mover, "card": what.params["card"],
                                          "seat_asker": what.params["seat_asker"]})
    return Msg(inner.key, {"what": told})
