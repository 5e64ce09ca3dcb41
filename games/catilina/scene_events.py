"""Events into animations on the Catilina board: answers (speech bubbles,
cards travelling to the asker and back), verdicts, the reveal, the new asker.
The animations themselves are in :mod:`.scene_fx`.
"""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from games.app import draw as D
from games.app.anim import Group
from games.app.fonts import default_fonts

from .rules import Accuse, AccuseCard, Answered, Ask, Committed, Judged, Revealed, Shown, TurnBegins
from .scene_fx import Banner, Bubble, CardTrip, Cue, Flip, Fx, Ring
from .scene_review import held_status


class EventsMixin:
    """What each event animates (``on_events``) and where things are on screen for it."""

    def hides(self, key) -> bool:
        """True while an animation stands in for ``key``: from its start (a pile card still shows
        until its flip begins), or, for a card coming to rest in the review, until it lands."""
        early = isinstance(key, tuple) and key[0] == "review"
        return any(key in f.keys for f in self.fx if not f.done and (f.started or early))

    def add_fx(self, fx: Fx) -> Fx:
        """One animation of the action being animated (played together by :meth:`animate`)."""
        self.fx.append(fx)
        self._new_fx.append(fx)
        return fx

    def animate(self, seat, action, events, before, after) -> list:
        """The kit's hook: ``events`` (already filtered for the viewer) as one group of animations
        played together; while they run the kit keeps ``before`` as the position drawn
        (``self.shown``). The asker's review opens at once (see ``scene_review``)."""
        self._new_fx = []
        #: the question whose answer animates, or the accusation whose verdict does (the info
        #: area names it meanwhile, not the turn and latest question from before it)
        self.asking = (seat, action) if isinstance(action, (Ask, Accuse, AccuseCard)) else None
        if self.view is None and after is None:
            return []
        if self.review is not None:      # something new happened: the old review is stale
            self.review = None
            self.rebuild()
        if not self.L:
            self.rebuild()
        reviewing = self._start_review(events, after)
        if not reviewing:
            self._start_verdict(events)
        self._held_status = held_status(before, after) if before is not None and self.review is not None else None
        if before is not None and before.question is not None:     # (drawn from ``before`` meanwhile)
            self.chosen_in = (before.turn_no, before.question,
                              frozenset(ev.seat for ev in events if isinstance(ev, Committed)))
        self._add_event_fx(events, before, after, reviewing)
        return [Group(*self._new_fx)] if self._new_fx else []

    def _add_event_fx(self, events, before, after, reviewing: bool) -> None:
        """The board's effects for an action's events: answers (cards shown, given or kept),
        commitments, the verdict, the pile revealed and the turn passing."""
        q_turn = after.history[-1].turn if (after is not None and after.history) else None
        ask = SimpleNamespace(
            v_before=before if before is not None else self.view,
            shown={ev.giver: ev for ev in events if isinstance(ev, Shown)},
            slot=0, bw=self.ui.s(62), bh=self.ui.s(92), tkey=("shown_turn", q_turn),
            info=pygame.Rect(self.L["info"]), n_answers=sum(1 for ev in events if isinstance(ev, Answered)),
            reviewing=reviewing, row=pygame.Rect(self.L["table"]))
        k = 0
        played_any = False
        for ev in events:
            if isinstance(ev, Answered):
                delay = 0.35 * k
                k += 1
                if not self._answered_fx(ev, delay, ask):
                    continue
                if not played_any:
                    self.sfx.play("slide")
                    played_any = True
                if ask.shown.get(ev.giver) is not None and self.viewer == ev.asker:
                    self.add_fx(Cue(self.sfx, "flip", 0.45 + delay))
            else:
                self._plain_event_fx(ev, events, k)

    def _answered_fx(self, ev, delay: float, ask: SimpleNamespace) -> bool:
        """The effects of one answer: a bubble with the count, then each card shown travels
        (from the giver's hand, to the asker's, into the review or back); False when the
        answer was "none"."""
        anchor = self.seat_anchor(ev.giver)
        if ev.count == 0:
            self.add_fx(Bubble(anchor, self.tr("catilina.ui.none_said"), self.font(self.ui.s(16), True),
                               delay=delay, duration=1.3))
            return False
        self.add_fx(Bubble(anchor, self.tr("catilina.ui.count_cards", count=ev.count),
                           self.font(self.ui.s(16), True), delay=delay, duration=1.3 + 0.9))
        sh = ask.shown.get(ev.giver)
        cards = list(sh.cards) if sh is not None else [None] * ev.count
        dest_anchor = self.seat_anchor(ev.asker)
        for j, c in enumerate(cards):
            self._answer_card_fx(ev, j, c, len(cards), delay, anchor, dest_anchor, ask)
        if ev.kept:
            # the keep variant: the counts change hands
            f = self.font(self.ui.s(17), True)
            self.add_fx(Bubble(self.seat_anchor(ev.giver).move(0, self.ui.s(30)), f"−{ev.count}", f,
                               colour=D.ROMAN["red"], delay=delay + 1.2, duration=1.0))
            self.add_fx(Bubble(dest_anchor.move(0, self.ui.s(30)), f"+{ev.count}", f, colour=D.ROMAN["olive"],
                               delay=delay + 1.5, duration=1.0))
        return True

    def _answer_card_fx(self, ev, j: int, c, n_cards: int, delay: float, anchor: pygame.Rect,
                        dest_anchor: pygame.Rect, ask: SimpleNamespace) -> None:
        """The trip of the ``j``-th card of an answer (``c`` None: a card seen from its back)."""
        bw, bh, tkey, v_before, reviewing = ask.bw, ask.bh, ask.tkey, ask.v_before, ask.reviewing
        # inspection slots in the middle of the info area
        tgt = self._inspect_rect(ask.slot, max(ask.n_answers, n_cards), ask.info, bw, bh)
        ask.slot += 1
        back = self.back_img(bw, bh)
        face = self.card_img(c, bw, bh) if c is not None else None
        if self.viewer is not None and ev.giver == self.viewer and c is not None:
            hand = list(v_before.hands[self.viewer] or ()) if v_before is not None else []
            rects = self.hand_rects(hand)
            start = rects[hand.index(c)] if c in hand else self.L["hand_cards"]
            start = pygame.Rect(start)
            tgt2 = pygame.Rect(0, 0, bw, bh)
            tgt2.center = dest_anchor.center
            end = None if ev.kept else start
            self.add_fx(CardTrip(start, tgt2, end, back, face, delay=delay + 0.12 * j,
                                 flip_in=False, flip_out=False, hold=0.5,
                                 keys=[("hand", c), tkey], row=ask.row))
        else:
            src = pygame.Rect(0, 0, bw, bh)
            src.center = anchor.center
            rest = self.review_rect(ev.giver, c) if (reviewing and c is not None) else None
            if rest is not None:
                # the card comes to rest in the review, face up, until the asker has seen it
                self.add_fx(CardTrip(src, rest, rest, back, self.card_img(c, rest.w, rest.h),
                                     delay=delay + 0.12 * j, hold=0.2, ret=0.0, flip_out=False,
                                     keys=[("review", c), tkey], row=ask.row))
            elif ev.asker == self.viewer and ev.kept and c is not None:
                hand = list(self.view.hands[self.viewer] or ()) if self.view is not None else []
                rects = self.hand_rects(hand)
                end = pygame.Rect(rects[hand.index(c)]) if c in hand else None
                self.add_fx(CardTrip(src, tgt, end, back, face, delay=delay + 0.12 * j,
                                     hold=1.1, flip_out=False, keys=[("hand", c), tkey], row=ask.row))
            else:
                back_to = None if ev.kept else src
                if ev.kept:
                    d = pygame.Rect(0, 0, bw, bh)
                    d.center = dest_anchor.center
                    back_to = d
                self.add_fx(CardTrip(src, tgt, back_to, back, face, delay=delay + 0.12 * j,
                                     hold=1.1 if face is not None else 0.5, keys=[tkey], row=ask.row))

    def _plain_event_fx(self, ev, events, k: int) -> None:
        """The effects of an event other than an answer (``k``: answers seen so far)."""
        if isinstance(ev, Committed):
            if not ev.auto and ev.seat != self.viewer:
                self.add_fx(Bubble(self.seat_anchor(ev.seat), "✓", self.font(self.ui.s(18), True),
                                   duration=0.8))
            self.sfx.play("place")
        elif isinstance(ev, Judged):
            fill = D.ROMAN["olive"] if ev.correct else D.ROMAN["red"]
            band = pygame.Rect(self.L["left"].x, self.L["centre"].y, self.L["left"].w, self.L["centre"].h)
            self.add_fx(Banner(band, self.host.render(ev.msg()), getattr(self.host, "fonts", None) or default_fonts(),
                               fill, duration=2.2, delay=0.1))
            self.sfx.play("win" if ev.correct else "refuse")
            if not ev.correct:
                self.add_fx(Ring(self.seat_anchor(ev.seat), D.ROMAN["red"], count=2))
        elif isinstance(ev, Revealed):
            rects = self.pile_rects(len(ev.cards))
            backs = [self.back_img(r.w, r.h) for r in rects]
            faces = [self.card_img(c, r.w, r.h) for c, r in zip(ev.cards, rects, strict=False)]
            at = 2.3 if any(isinstance(e, Judged) for e in events) else 0.3
            self.add_fx(Flip(rects, backs, faces, delay=at, keys=[("pile", i) for i in range(len(rects))]))
            self.add_fx(Cue(self.sfx, "flip", at))
        elif isinstance(ev, TurnBegins):
            self.add_fx(Ring(self.seat_anchor(ev.seat), D.ROMAN["gold_light"], count=1,
                             delay=0.35 * k))

    def _inspect_rect(self, i: int, n: int, info: pygame.Rect, w: int, h: int) -> pygame.Rect:
        gap = self.ui.s(10)
        per_row = max(1, min(n, (info.w - gap) // (w + gap)))
        total = per_row * w + (per_row - 1) * gap
        row, col = divmod(i, per_row)
        r = pygame.Rect(0, 0, w, h)
        r.topleft = (info.centerx - total // 2 + col * (w + gap), info.centery - h // 2 + row * (h // 3))
        return r

    def seat_anchor(self, seat: int) -> pygame.Rect:
        """Where a seat's cards are on screen (its plaque, or the viewer's hand)."""
        if seat == self.viewer:
            return pygame.Rect(self.L["hand_cards"])
        return pygame.Rect(self.L["plaques"].get(seat, self.L["table"]))
