"""The review on the Catilina board: the asker looks at the cards passed to them.

At one screen shared by several people, the turn passes on as soon as the
cards are passed; without a pause the asker would never see them. So when
the viewer is the asker and cards were shown to them, the board keeps the
cards up in the middle of the board (highlighted, each under the name of the
player who passed it, "none" for the players who had no match) with a button
"I have seen them". Until that click :meth:`ReviewMixin.holding` is True and
the host must not hand the screen to anyone.

With one person at the screen there is no hand-off to wait for, so there is
no review (the cards travel to the asker and the record keeps them).

The host learns whom to show the cards to from :meth:`ReviewMixin.review_seat`
(the asker, whoever made the last move: the last player to pass a card when
everyone was asked).
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from games.app import draw as D
from games.core.text import Msg

from .rules import Judged, Shown
from .scene_draw import PAPER, ui_what


def held_status(before: Any, after: Any) -> Msg:
    """The top bar's status while a review or verdict holds the screen: that of the turn it
    belongs to (``before``'s), with the players still in the race counted after the action (a
    wrong accuser is out at once, not at the next turn).

    >>> from games.catilina.rules import Accuse, new_game, value_of
    >>> s = new_game(3, 3, {})
    >>> before, right = s.view_for(0), sum(value_of(c) for c in s.conspirators)
    >>> _ = s.apply(0, next(a for a in s.legal_actions(0) if isinstance(a, Accuse) and a.total != right))
    >>> held = held_status(before, s.view_for(0))
    >>> held.params["seat"], held.params["left"], s.view_for(0).status().params["seat"]
    (0, 2, 1)
    """
    status = before.status()
    if after is not None and "left" in status.params:
        status = Msg(status.key, {**status.params, "left": sum(1 for o in after.out if not o)})
    return status


class ReviewMixin:
    """The asker's look at the cards passed to them (pass-and-play only)."""

    review: dict | None
    #: the status of the moment the review or verdict shows (see :meth:`status_shown`)
    _held_status: Msg | None = None

    @staticmethod
    def review_seat(events: Sequence[Any]) -> int | None:
        """The seat that must see these (unfiltered) events before play goes on: the asker
        who was shown cards, or ``None``.

        >>> ReviewMixin.review_seat([Shown(2, 0, (5,), (2, 0))])
        0
        >>> ReviewMixin.review_seat([]) is None
        True
        """
        for ev in events:
            if isinstance(ev, Shown):
                return ev.asker
        return None

    @staticmethod
    def mover_must_see(seat: int, events: Sequence[Any]) -> bool:
        """True when ``seat``'s own accusation was wrong: at a shared screen they see the verdict
        (public) before the screen passes on (the game host asks).

        >>> ReviewMixin.mover_must_see(1, [Judged(1, 20, False)])
        True
        >>> ReviewMixin.mover_must_see(1, [Judged(0, 20, False)])
        False
        """
        return any(isinstance(ev, Judged) and ev.seat == seat and not ev.correct for ev in events)

    def status_shown(self) -> Msg | None:
        """The top bar's status while the viewer looks at the cards passed to them or at their
        verdict: that of the turn they belong to, not of the next one (``None``: the game's)."""
        return self._held_status if self.review is not None else None

    def look_line(self) -> str | None:
        """The top bar's line while the viewer reads the verdict on their accusation (public:
        not "shown to them alone"); ``None`` otherwise."""
        if self.review is None or "verdict" not in self.review or self.viewer is None:
            return None
        return self.msg("catilina.ui.verdict_line", seat=self.viewer)

    def holding(self) -> bool:
        """True while the viewer is looking at the cards passed to them: the host must not hand
        the screen over, let a computer move or show the end until it turns False."""
        return self.review is not None

    def people(self) -> int:
        """How many people (not computers) sit at this screen."""
        seats = getattr(self.host, "seats", None) or []
        return sum(1 for s in seats if getattr(s, "is_person", not getattr(s, "is_ai", False)))

    # ----- starting and ending --------------------------------------------------------------
    def _start_review(self, events, after) -> bool:
        """Open the review when ``events`` showed the viewer cards as the asker (several people only)."""
        if self.viewer is None or self.people() < 2 or after is None or not after.history:
            return False
        shown = {ev.giver: tuple(ev.cards) for ev in events if isinstance(ev, Shown) and ev.asker == self.viewer}
        if not shown:
            return False
        q = after.history[-1]
        if q.asker != self.viewer:
            return False
        rows = [(giver, count, shown.get(giver, ())) for giver, count in q.answers]
        self.review = {"turn": q.turn, "kind": q.kind, "attr": q.attr, "target": q.target, "rows": rows}
        self.rebuild()
        return True

    def _start_verdict(self, events) -> bool:
        """Hold the verdict on the viewer's own wrong accusation up until they click (several
        people only)."""
        if self.viewer is None or self.people() < 2 or not self.mover_must_see(self.viewer, events):
            return False
        judged = next(ev for ev in events if isinstance(ev, Judged))
        self.review = {"verdict": self.host.render(judged.msg())}
        self.rebuild()
        return True

    def _end_review(self) -> None:
        self.sfx.play("click")
        self.review = None
        self.rebuild()

    # ----- layout ----------------------------------------------------------------------------
    def review_layout(self) -> dict:
        """The review panel: title, one column per player asked (its header and card rects), button."""
        R = self.review
        box = pygame.Rect(self.L["info"])
        pad = self.ui.s(12)
        inner = box.inflate(-2 * pad, -2 * pad)
        title = pygame.Rect(inner.x, inner.y, inner.w, self.ui.s(28))
        bh = self.ui.s(40)
        button = pygame.Rect(inner.x, inner.bottom - bh, inner.w, bh)
        body = pygame.Rect(inner.x, title.bottom + self.ui.s(4), inner.w, button.y - title.bottom - self.ui.s(12))
        rows = R.get("rows", []) if R else []
        weights = [max(1, len(cards)) for _, _, cards in rows]
        gap = self.ui.s(10)
        unit = (body.w - gap * max(0, len(rows) - 1)) / max(1, sum(weights))
        head_h = self.ui.s(24)
        cols = []
        x = body.x
        for (giver, count, cards), wgt in zip(rows, weights):
            w = int(unit * wgt)
            col = pygame.Rect(int(x), body.y, w, body.h)
            head = pygame.Rect(col.x, col.y, col.w, head_h)
            area = pygame.Rect(col.x, head.bottom + self.ui.s(4), col.w, col.bottom - head.bottom - self.ui.s(4))
            n = max(1, len(cards))
            cgap = self.ui.s(4)
            cw = min((area.w - cgap * (n - 1)) / n, area.h * 0.68, self.ui.s(120))
            ch = cw / 0.68
            x0 = area.centerx - (cw * n + cgap * (n - 1)) / 2
            rects = [pygame.Rect(int(x0 + i * (cw + cgap)), int(area.y + (area.h - ch) / 2), int(cw), int(ch))
                     for i in range(len(cards))]
            cols.append({"giver": giver, "count": count, "cards": cards, "col": col, "head": head,
                         "area": area, "rects": rects})
            x += w + gap
        return {"box": box, "title": title, "body": body, "cols": cols, "button": button}

    def review_rect(self, giver: int, card: int) -> pygame.Rect | None:
        """Where a card passed by ``giver`` rests in the review (``None`` without a review)."""
        if self.review is None:
            return None
        for col in self.review_layout()["cols"]:
            if col["giver"] == giver and card in col["cards"]:
                return pygame.Rect(col["rects"][col["cards"].index(card)])
        return None

    def _build_review(self) -> None:
        if self.review is None:
            return
        RL = self.review_layout()
        self.L["review"] = RL
        self.add_hotspot(RL["button"], on_click=self._end_review, key=("review_done",), glow=True)

    # ----- drawing -----------------------------------------------------------------------------
    def _draw_review(self, surface) -> None:
        RL = self.L.get("review")
        R = self.review
        if RL is None or R is None:
            return
        self.panel(surface, RL["box"], fill=D.lighten(PAPER, 0.2), border=D.ROMAN["gold"], radius=self.ui.s(12),
                   border_width=3)
        if "verdict" in R:
            self._draw_verdict(surface, RL, R["verdict"])
            return
        what = self.host.render(ui_what(R["kind"], R["attr"]))
        self.blit_fit(surface, self.tr("catilina.ui.review_title", what=what), RL["title"], self.ui.s(19), True,
                      D.ROMAN["red_dark"], anchor="midleft")
        for col in RL["cols"]:
            head = col["head"]
            rad = max(5, min(self.ui.s(9), head.h // 2 - 1))
            self._seat_badge(surface, col["giver"], (head.x + rad + 1, head.centery), rad)
            self.blit_fit(surface, self.seat_name(col["giver"]),
                          pygame.Rect(head.x + 2 * rad + self.ui.s(6), head.y, head.w - 2 * rad - self.ui.s(6), head.h),
                          self.ui.s(15), True)
            if not col["cards"]:
                self.blit_fit(surface, self.tr("catilina.ui.none_said"), col["area"], self.ui.s(16), True,
                              D.ROMAN["vein"], anchor="center")
                continue
            for card, r in zip(col["cards"], col["rects"]):
                if self.hides(("review", card)):
                    continue
                D.glow_rect(surface, r, D.ROMAN["gold_light"], 1.0, self.ui.s(8), spread=5)
                surface.blit(self.card_img(card, r.w, r.h), r)
        # while the cards are on their way the button is drawn unlit and does not glow: a click
        # then only brings them to rest (see ``BoardBase.handle_event``), and it says so; once
        # they lie here it is lit and ``live``: one click hands on though bubbles still play
        landed = self.review_landed()
        for spot in self.hotspots:
            if spot.key == ("review_done",):
                spot.glow = spot.live = landed
        hover = landed and self.hover is not None and self.hover.key == ("review_done",)
        self._button(surface, RL["button"], self.tr("catilina.ui.review_done"), landed, primary=True, hover=hover)

    def _draw_verdict(self, surface, RL: dict, verdict: str) -> None:
        """The verdict on the viewer's wrong accusation, and the button that lets the screen pass."""
        self.blit_fit(surface, self.tr("catilina.ui.verdict_title"), RL["title"], self.ui.s(19), True,
                      D.ROMAN["red_dark"], anchor="midleft")
        self.wrap(surface, verdict, RL["body"], self.ui.s(20), True, D.ROMAN["red"], align="center")
        hover = self.hover is not None and self.hover.key == ("review_done",)
        self._button(surface, RL["button"], self.tr("catilina.ui.verdict_done"), True, primary=True, hover=hover)

    def review_landed(self) -> bool:
        """True once every card of the review has come to rest in it."""
        RL = self.L.get("review")
        return RL is None or not any(self.hides(("review", card)) for col in RL["cols"] for card in col["cards"])
