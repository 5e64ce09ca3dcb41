"""The review of a finished game (:mod:`games.core.review`): for a person seat the moves the
computer would have played otherwise (the move, the better one, why, how much it mattered),
and a chart of every seat's chance to win over the game. A click on a move or on a point of
the chart opens the replay there.

The review is worked out a share at a time in the worker's helper process (:class:`ReviewJob`),
off the frame loop, with a progress bar; once done it is kept in the game's record and the game saved, so it is
never worked out twice. Leaving the scene stops the work.
"""
from __future__ import annotations

import threading

import pygame

from games.core.chance import CHANCE
from games.core.explain import chance_msg, explainer
from games.core.record import Record
from games.core.review import (MomentsWork, Review, ReviewCancelled, Share, Slip, assemble, keep, kept_review,
                               opens_at, shares)
from games.core.text import Msg, game_key

from ..board.text import ellipsize
from ..draw import ROMAN, panel, wrap_text
from ..scene import Scene
from ..tasks import Steps
from ..worker import Worker
from .common import GOLD, INK, RED, ScoreSeries, fit_text, readable_log, text

#: the share of the width the list of moves takes (the chart has the rest)
LIST_SHARE = 0.56
#: the least height of a person seat's panel (its name, the hint and one card): the panels of
#: every person seat stand one above the other while each gets this much, else one at a time
MIN_PANEL_H = 150
#: the space between two cards, and the height of the page arrows under them
CARD_GAP, PAGER_H = 6, 34
#: a card heading's size, and the smallest it shrinks to before it takes two lines
HEAD_PX, HEAD_MIN_PX = 15, 13
#: the width of the words shown over the chart for the point under the pointer
TIP_W = 340


def _num(v: float) -> str:
    """A score as the end screen says it (no ".0")."""
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


class ReviewJob:
    """A review worked out a share at a time (:class:`~games.core.review.Share`) by the worker's
    helper process, where it cannot slow the frames; a thread of this process only hands the
    shares over and waits for them. Its share done, its result or error, and a way to stop it."""

    def __init__(self, record: Record):
        self.record = record.copy()
        self.progress = 0.0
        self.result: Review | None = None
        self.error: BaseException | None = None
        self.cancel = threading.Event()
        self.thread = threading.Thread(target=self._run, name="review", daemon=True)
        self.thread.start()

    def _ask(self, share: Share):
        """``share`` worked out by the worker; raises :class:`ReviewCancelled` once stopped."""
        w = Worker(share, self.record, 0)
        while not w.wait(0.05):
            if self.cancel.is_set():
                w.cancel()
                raise ReviewCancelled("review cancelled")
        if w.error is not None:
            raise w.error
        if self.cancel.is_set():
            raise ReviewCancelled("review cancelled")
        return w.action

    def _run(self) -> None:
        try:
            todo = shares(self._ask(Share("count")))
            results = []
            for k, share in enumerate(todo):
                results.append(self._ask(share))
                self.progress = (k + 1) / len(todo)
            self.result = assemble(self.record, results)
        except ReviewCancelled:
            pass
        except Exception as exc:  # noqa: BLE001 - a review that fails is said, never a crash
            self.error = exc

    @property
    def done(self) -> bool:
        """True once the thread has ended (done, failed or stopped)."""
        return not self.thread.is_alive()

    def stop(self) -> None:
        """Stop the work at the next judgement."""
        self.cancel.set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait for the thread for up to ``timeout`` seconds; True once it has ended."""
        self.thread.join(timeout)
        return self.done


def shown_move(record, index: int) -> int:
    """After how many moves the move a chart point after ``index`` moves names is the last one:
    ``index``, or before the chance outcomes that follow that move (CAESAR!'s token drawn after
    a placement is no one's move: the point names the placement, in the turn it was made), and
    before the moves the game calls quiet (its explain module's ``quiet_move``: Auto-Crassus
    putting a token of his row back in the bag changes no chance; the move before it does)."""
    actions = record.actions
    said = getattr(explainer(record.game), "quiet_move", None)
    quiet = said if callable(said) else (lambda action: False)
    while 1 < index <= len(actions) and (actions[index - 1][0] == CHANCE or quiet(actions[index - 1][1])):
        index -= 1
    return index


class ReviewScene(Scene):
    """The review of the game of ``host`` (the game scene, whose record keeps the review)."""

    def __init__(self, app, host):
        super().__init__(app)
        self.host = host
        self.record: Record = host.record
        self.persons = [i for i, s in enumerate(self.record.seats) if s.is_person]
        self.shown = self.persons[0] if self.persons else 0
        self.review = kept_review(self.record)
        self.job = ReviewJob(self.record) if self.review is None else None
        self.failed: Msg | None = None
        self.cards: list[tuple[pygame.Rect, Slip]] = []
        self.points: list[tuple[int, int, int]] = []     # (x, y, index) of the chart's points
        self.chart_rect: pygame.Rect | None = None
        self.pointer = (-1, -1)                          # where the pointer last moved to
        self.whole: Slip | None = None                   # the move shown whole (under the pointer)
        self.cut: set[int] = set()                       # the moves whose cards cut their words (by index)
        self.page: dict[int, int] = {}                   # each seat's page of cards shown
        self.page_count: dict[int, int] = {}             # and how many pages it has (as last drawn)
        self.pagers: list[tuple[pygame.Rect, int, int]] = []     # (arrow, seat, step) of the pages
        self.tip: pygame.Rect | None = None              # the words of the chart's point under the pointer
        # what a point of the chart says besides its chances (its moment, the score there), worked
        # out over the frames by the app's scheduler
        self.moments = MomentsWork(self.record)
        self.scores = ScoreSeries(self.record)
        app.tasks.add(("review moments", self), Steps(self.moments.step), owner=self)
        app.tasks.add(("review scores", self), Steps(self.scores.advance), owner=self)
        self._log: list | None = None

    # ----- the work -------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        job = self.job
        if job is None:
            return
        self.mark_dirty()
        if not job.done:
            return
        self.job = None
        if job.result is not None:
            self.review = job.result
            keep(self.record, job.result)
            save = getattr(self.host, "save_extras", None)
            if save is not None:
                save()
        else:
            self.failed = Msg("app.review.failed", {"detail": str(job.error or "")[:200]})
        self.rebuild()
        # the widgets made in this update (the seat switch) are updated and drawn in the next frame:
        # ask for it, or they wait for the pointer to move
        self.app.dirty = True

    def frame_interval(self) -> float | None:
        return 0.1 if self.job is not None else None

    def leave(self) -> None:
        if self.job is not None:
            self.job.stop()
        super().leave()

    def pause(self) -> None:
        """The replay opened over the review: the pointer is no longer over anything of it."""
        self.pointer = (-1, -1)

    def resume(self) -> None:
        """Back from the replay: what lies under the pointer now is lit (not the move clicked
        before, whose words stayed over the chart until the pointer moved)."""
        self.pointer = pygame.mouse.get_pos()
        self.mark_dirty()

    # ----- widgets and input ------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        self.back_button = self.button((w - 140, h - 62, 120, 44), self.tr("app.back"), self.app.pop, cls="@quiet")
        self.seat_button = None
        if self.review is not None and len(self.panel_seats()) < len(self.persons):
            name = self.record.seats[self.shown].name
            self.seat_button = self.button((20, h - 62, 260, 44), f"◀  {name}  ▶", self.next_seat, cls="@choice")

    def panel_seats(self) -> list[int]:
        """The person seats whose panels are shown: every one when each panel gets
        :data:`MIN_PANEL_H` of the list's height, else the one chosen with the seat button."""
        left, _chart = self.areas()
        if self.persons and len(self.persons) * MIN_PANEL_H <= left.h:
            return list(self.persons)
        return [self.shown]

    def next_seat(self) -> None:
        """Show the next person seat's moves."""
        self.shown = self.persons[(self.persons.index(self.shown) + 1) % len(self.persons)]
        self.rebuild()

    def turn_page(self, seat: int, step: int) -> None:
        """Show ``seat``'s next (``step`` 1) or previous (-1) page of cards, round the end."""
        n = max(1, self.page_count.get(seat, 1))
        self.page[seat] = (self.page.get(seat, 0) + step) % n

    def back(self) -> None:
        self.app.pop()

    def help_topic(self):
        return self.record.game

    def handle_event(self, ev) -> bool:
        if ev.type == pygame.MOUSEMOTION:
            self.pointer = ev.pos
            return False
        if ev.type != pygame.MOUSEBUTTONDOWN or ev.button != 1 or self.review is None:
            return False
        for rect, seat, step in self.pagers:
            if rect.collidepoint(ev.pos):
                self.turn_page(seat, step)
                return True
        index = self.moment_at(ev.pos)
        if index is None:
            return False
        self.open_replay(index)
        return True

    def moment_at(self, pos) -> int | None:
        """Where the replay opens for what is under ``pos``, in moves made: a listed move
        ("Turn 13, Livia's move") at the position it was chosen from (:func:`~games.core.review.opens_at`);
        the chart's nearest point with the move its label names the last one shown (:func:`shown_move`)."""
        for rect, slip in self.cards:
            if rect.collidepoint(pos):
                return opens_at(self.record, slip)
        if self.chart_rect is not None and self.chart_rect.collidepoint(pos) and self.points:
            return shown_move(self.record, min(self.points, key=lambda p: abs(p[0] - pos[0]))[2])
        return None

    def open_replay(self, index: int) -> None:
        """The replay of the game after ``index`` moves."""
        self.host.open_replay(index)

    # ----- drawing ----------------------------------------------------------------------
    def areas(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the list of moves and the chart go."""
        w, h = self.app.size
        top, bottom = 76, h - 76
        left = pygame.Rect(20, top, int(w * LIST_SHARE) - 30, bottom - top)
        chart = pygame.Rect(left.right + 20, top, w - left.right - 40, min(bottom - top, 420))
        return left, chart

    def draw(self, surface: pygame.Surface) -> None:
        self.app.backdrop(surface)
        w, h = surface.get_size()
        title = self.tr("app.review.title", title=self.host.render(self.host.info.title))
        text(self.app, surface, title, (w // 2, 36), fit_text(self.app, title, w - 40, 28, True), RED, bold=True,
             anchor="center")
        if self.job is not None:
            self.draw_progress(surface, self.job.progress)
        elif self.failed is not None or self.review is None:
            said = self.host.render(self.failed)
            text(self.app, surface, said, (w // 2, h // 2), fit_text(self.app, said, w - 60, 17), INK, anchor="center")
        else:
            left, chart = self.areas()
            seats = self.panel_seats()
            self.cards, self.pagers = [], []
            gap, h = 10, (left.h - 10 * (len(seats) - 1)) // max(1, len(seats))
            for k, seat in enumerate(seats):
                self.draw_slips(surface, pygame.Rect(left.x, left.y + k * (h + gap), left.w, h), seat)
            self.draw_chart(surface, chart)
            self.draw_falls(surface, pygame.Rect(chart.x, chart.bottom + 10, chart.w, left.bottom - chart.bottom - 10))
            self.whole = next((slip for rect, slip in self.cards if rect.collidepoint(self.pointer)), None)
            self.tip = None
            if self.whole is not None:
                if self.whole.index in self.cut:       # (a card that shows all its words is not said again)
                    self.draw_whole(surface, chart, self.whole)
            else:
                self.draw_point_tip(surface, chart)

    def draw_progress(self, surface: pygame.Surface, share: float) -> None:
        """The bar of the work done."""
        w, h = surface.get_size()
        bar = pygame.Rect(0, 0, min(560, w - 80), 28)
        bar.center = (w // 2, h // 2)
        said = self.tr("app.review.working", pct=int(share * 100))
        text(self.app, surface, said, (w // 2, bar.y - 24), 18, INK, anchor="center")
        pygame.draw.rect(surface, ROMAN["parchment"], bar, border_radius=8)
        if share > 0:
            pygame.draw.rect(surface, GOLD, (bar.x, bar.y, max(16, int(bar.w * share)), bar.h), border_radius=8)
        pygame.draw.rect(surface, ROMAN["gold_dark"], bar, 2, border_radius=8)

    def draw_slips(self, surface: pygame.Surface, area: pygame.Rect, seat: int) -> None:
        """``seat``'s panel: its moves judged clearly worse, largest first (as its head says),
        one card each (added to :attr:`cards`), or a line saying there were none."""
        assert self.review is not None
        panel(surface, area, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=14)
        name = self.record.seats[seat].name
        slips = self.review.slips.get(seat, [])
        order = self.tr("app.review.order") if len(slips) > 1 else ""      # (the cards' order, said)
        room = area.w - 32 - (self.app.fonts.get(13).size(order)[0] + 12 if order else 0)
        text(self.app, surface, name, (area.x + 16, area.y + 10), fit_text(self.app, name, room, 18, True), INK,
             bold=True)
        if order:
            text(self.app, surface, order, (area.right - 16, area.y + 14), 13, INK, anchor="topright")
        hint = self.tr("app.review.open_tip")
        text(self.app, surface, hint, (area.x + 16, area.y + 34), fit_text(self.app, hint, area.w - 32, 13), INK)
        if not slips:
            said = self.tr("app.review.none")
            text(self.app, surface, said, (area.x + 16, area.y + 70), fit_text(self.app, said, area.w - 32, 15), INK)
            return
        pages = self.paged(slips, area)
        self.page_count[seat] = len(pages)
        page = min(self.page.get(seat, 0), len(pages) - 1)
        y = area.y + 58
        for slip in pages[page]:
            card = pygame.Rect(area.x + 10, y, area.w - 20, min(self.card_height(slip, area.w - 20), area.bottom - 10 - y))
            self.cards.append((card, slip))
            self.draw_card(surface, card, slip, card.collidepoint(self.pointer))
            y = card.bottom + CARD_GAP
        if len(pages) > 1:
            self.draw_pager(surface, area, seat, page, len(pages))

    def card_height(self, slip: Slip, width: int) -> int:
        """How tall a card ``width`` wide must be to show all of its words (heading and lines)."""
        font = self.app.fonts.get(13)
        n = sum(len(wrap_text(font, part, width - 20)) for part in self.card_lines(slip) if part)
        return self.head_height(slip, width) + n * font.get_linesize() + 8

    def head_lines(self, slip: Slip, width: int) -> list[str]:
        """A card's heading ("Turn 13, Livia's move — ..."), wrapped to a card ``width`` wide: a
        heading too long for one line at the smallest size takes two, inside the card's border."""
        head, font = self.head(slip), self.head_font(slip, width)
        kept = self.__dict__.setdefault("_heads", {})
        key = (head, font.get_height(), width)
        if key not in kept:            # (lines of even length: no "2" alone on the last line)
            lines = wrap_text(font, head, width - 20)
            narrow = width - 20
            while len(lines) > 1 and narrow > (width - 20) // 2:
                tighter = wrap_text(font, head, narrow - 16)
                if len(tighter) > len(lines):
                    break
                lines, narrow = tighter, narrow - 16
            kept[key] = lines
        return kept[key]

    def head_font(self, slip: Slip, width: int) -> pygame.font.Font:
        """The font of a card's heading (the largest size up to :data:`HEAD_PX` it fits at, not
        below :data:`HEAD_MIN_PX`; wrapped there)."""
        return self.app.fonts.get(fit_text(self.app, self.head(slip), width - 20, HEAD_PX, True, HEAD_MIN_PX), True)

    def head(self, slip: Slip) -> str:
        """A card's heading: when the move was made, whose, and what it cost."""
        return f"{self.moment(slip)} — {self.host.render(slip.size)}"

    def head_height(self, slip: Slip, width: int) -> int:
        """How tall a card's heading is, its gap below included."""
        return 5 + len(self.head_lines(slip, width)) * self.head_font(slip, width).get_linesize() + 3

    def paged(self, slips: list[Slip], area: pygame.Rect) -> list[list[Slip]]:
        """``slips`` in pages of cards each as tall as its words, as many as fit a page of
        ``area`` (below its name and hint; above the page arrows when there is more than one)."""
        room = area.bottom - 10 - (area.y + 58)
        for reserve in (0, PAGER_H):
            pages: list[list[Slip]] = [[]]
            used = 0
            for slip in slips:
                h = self.card_height(slip, area.w - 20) + CARD_GAP
                if pages[-1] and used + h > room - reserve:
                    pages.append([])
                    used = 0
                pages[-1].append(slip)
                used += h
            if len(pages) == 1:
                return pages
        return pages

    def draw_pager(self, surface: pygame.Surface, area: pygame.Rect, seat: int, page: int, n: int) -> None:
        """The arrows and "Page 1 of 2" of ``seat``'s cards at the foot of its panel."""
        said = self.tr("app.review.page", k=page + 1, n=n)
        y = area.bottom - PAGER_H + 2
        for k, (glyph, step) in enumerate((("◀", -1), ("▶", 1))):
            arrow = pygame.Rect(area.right - 100 + k * 44, y, 38, PAGER_H - 8)
            hover = arrow.collidepoint(self.pointer)
            pygame.draw.rect(surface, (255, 248, 230) if hover else (250, 242, 222), arrow, border_radius=6)
            pygame.draw.rect(surface, GOLD if hover else ROMAN["gold_dark"], arrow, 2 if hover else 1, border_radius=6)
            text(self.app, surface, glyph, arrow.center, 15, INK, anchor="center")
            self.pagers.append((arrow, seat, step))
        text(self.app, surface, said, (area.x + 16, y + 4), fit_text(self.app, said, area.w - 140, 14), INK)

    def draw_card(self, surface: pygame.Surface, card: pygame.Rect, slip: Slip, hover: bool) -> None:
        """One move: its number and size, the move played, the better one and why."""
        pygame.draw.rect(surface, (255, 248, 230) if hover else (250, 242, 222), card, border_radius=8)
        pygame.draw.rect(surface, GOLD if hover else ROMAN["parchment_dark"], card, 2 if hover else 1, border_radius=8)
        hfont = self.head_font(slip, card.w)
        for i, s in enumerate(self.head_lines(slip, card.w)):
            surface.blit(hfont.render(s, True, RED), (card.x + 10, card.y + 5 + i * hfont.get_linesize()))
        font = self.app.fonts.get(13)
        line, top = font.get_linesize(), card.y + self.head_height(slip, card.w)
        for i, s in enumerate(self.card_text(card, slip, font)):
            surface.blit(font.render(s, True, INK), (card.x + 10, top + i * line))

    def moment(self, slip: Slip) -> str:
        """When a move was made, as the game counts it, and whose it was ("Turn 13, Livia's move")."""
        when = self.host.render(slip.when if slip.when is not None else Msg("core.review.at.turn", {"n": slip.turn}))
        return self.tr("app.review.move", when=when, seat=self.record.seats[slip.seat].name)

    def axis(self) -> str:
        """The chart's span, as the game counts it ("Turn 1 – Turn 28", 「第1ラウンド〜第8ラウンド」)."""
        assert self.review is not None
        span = self.review.span or (Msg("core.review.at.turn", {"n": 1}),) * 2
        return self.tr("app.review.turns", a=self.host.render(span[0]), b=self.host.render(span[1]))

    def card_text(self, card: pygame.Rect, slip: Slip, font: pygame.font.Font) -> list[str]:
        """The lines a card shows under its heading: the move played, the better one and why,
        each wrapped to the card; when the card is too short the last line ends with "…"."""
        room = max(0, (card.bottom - 4 - (card.y + self.head_height(slip, card.w))) // font.get_linesize())
        shown = [ln for part in self.card_lines(slip) if part for ln in wrap_text(font, part, card.w - 20)]
        self.cut.discard(slip.index)
        if len(shown) > room and room:
            self.cut.add(slip.index)
            shown = shown[:room]
            shown[-1] = ellipsize(shown[-1] + " …", card.w - 20, lambda t: font.size(t)[0])
        return shown

    def card_lines(self, slip: Slip) -> tuple[str, str, str]:
        """The move played, the better one, and the reason (empty when it opens with the move):
        the reason under its own label ("Why:"), never a second "The better move:" under the
        line naming the better move."""
        best, why = self.host.render(slip.best), self.host.render(slip.why)
        said = slip.why.params if slip.why.key == "core.review.why_vs" else {}
        if slip.why.key == "core.review.why_instead":       # (the move played's consequence, said once)
            why = self.tr("app.review.why_instead", **{k: self.host.render(v) for k, v in slip.why.params.items()})
        elif said:
            parts = {k: self.host.render(said[k]) for k in ("taken", "best", "versus")}
            if parts["taken"] == self.host.render(slip.taken):    # (the move played is the line above it)
                why = self.tr("app.review.why_best", best=parts["best"], versus=parts["versus"])
            else:
                why = self.tr("app.review.why_card", **parts)
        elif why.startswith(best):          # (a reason that opens with the move says it once)
            best, why = why, ""
        why = why[:1].upper() + why[1:]   # (a game's reason said alone opens in lower case)
        if slip.then is not None:           # (what the move played cost, when the chart fell after it)
            then = self.host.render(slip.then)
            why = self.tr("app.review.then", why=why, then=then) if why else then
        return (self.tr("app.review.played", what=self.host.render(slip.taken)),
                self.tr("app.review.better", what=best), why)

    def draw_whole(self, surface: pygame.Surface, over: pygame.Rect, slip: Slip) -> None:
        """The whole of a move under the pointer, in a panel over the chart (a card may cut it)."""
        font = self.app.fonts.get(14)
        lines = [ln for part in self.card_lines(slip) if part for ln in wrap_text(font, part, over.w - 28) + [""]]
        step = font.get_linesize()
        box = pygame.Rect(over.x, over.y, over.w, min(self.app.size[1] - 90 - over.y, len(lines) * step + 20))
        panel(surface, box, fill=(255, 248, 230), border=GOLD, radius=12)
        for i, line in enumerate(lines):
            if box.y + 10 + (i + 1) * step > box.bottom:
                break
            surface.blit(font.render(line, True, INK), (box.x + 14, box.y + 10 + i * step))

    def draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Every seat's chance to win over the game, in its colour; the shown seat's moves marked."""
        assert self.review is not None
        panel(surface, rect, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=14)
        head = self.tr("app.review.chart")
        text(self.app, surface, head, (rect.x + 14, rect.y + 10), fit_text(self.app, head, rect.w - 28, 15, True), INK,
             bold=True)
        seats = self.record.seats
        levels = self.levels()
        margin = 20 + max(self.app.fonts.get(12).size(label)[0] for _v, label in levels)
        top = 44 + self.draw_chart_note(surface, rect)
        inner = pygame.Rect(rect.x + margin, rect.y + top, rect.w - margin - 18,
                            rect.h - top - 34 - 22 * ((len(seats) + 1) // 2))
        self.chart_rect = inner.inflate(12, 12)
        for v, label in levels:
            y = inner.bottom - int(inner.h * v)
            pygame.draw.line(surface, ROMAN["parchment_dark"], (inner.x, y), (inner.right, y))
            text(self.app, surface, label, (inner.x - 6, y), 12, INK, anchor="midright")
        n = max(1, self.review.n_actions)
        text(self.app, surface, self.axis(), (inner.right, inner.bottom + 6), 12, INK, anchor="topright")
        for slip in (x for seat in self.panel_seats() for x in self.review.slips.get(seat, [])):
            x = inner.x + int(inner.w * slip.index / n)       # (in the mover's colour: two panels)
            pygame.draw.polygon(surface, self.host.seat_colour(slip.seat), [(x, inner.bottom - 2), (x - 5, inner.bottom + 8), (x + 5, inner.bottom + 8)])
        self.points = []
        for seat in range(len(seats)):
            pts = [(inner.x + int(inner.w * i / n), inner.bottom - int(inner.h * vals[seat]), i)
                   for i, vals in self.review.chart]
            colour = self.host.seat_colour(seat)
            if len(pts) > 1:
                pygame.draw.lines(surface, colour, False, [(x, y) for x, y, _ in pts], 3)
            self.points += pts
        self.draw_legend(surface, pygame.Rect(rect.x + 14, inner.bottom + 24, rect.w - 28, rect.bottom - inner.bottom - 24))

    def fall_lines(self) -> list[str]:
        """The steep falls of the shown seats' lines that another seat's move made, one sentence
        each (the seat named first when the review has more than one person seat)."""
        assert self.review is not None
        shown = self.panel_seats()
        out = []
        for fall in (f for f in self.review.falls if f.seat in shown):
            said = self.host.render(fall.msg)
            if len(self.persons) > 1:
                said = self.tr("app.review.point.chance", name=self.record.seats[fall.seat].name, chance=said)
            out.append(said)
        return out

    def draw_falls(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Under the chart, what made the steep falls of the shown seats' lines that no move of
        their own made (:attr:`~games.core.review.Review.falls`), as many lines as fit."""
        said = self.fall_lines()
        font = self.app.fonts.get(13)
        lines = [ln for part in said for ln in wrap_text(font, part, rect.w - 28)]
        step = font.get_linesize()
        lines = lines[:max(0, (rect.h - 16) // step)]
        if not lines:
            return
        panel(surface, pygame.Rect(rect.x, rect.y, rect.w, len(lines) * step + 16), fill=ROMAN["parchment"],
              border=ROMAN["gold_dark"], radius=14)
        for i, line in enumerate(lines):
            surface.blit(font.render(line, True, INK), (rect.x + 14, rect.y + 8 + i * step))

    def draw_chart_note(self, surface: pygame.Surface, rect: pygame.Rect) -> int:
        """The game's caption under the chart's title, when its explain module gives one
        (``CHART_NOTE``: Catilina's chances, each from its seat's own view, need not add up to
        one); the height it takes."""
        note = getattr(explainer(self.record.game), "CHART_NOTE", None)
        if not isinstance(note, Msg):
            return 0
        font = self.app.fonts.get(12)
        lines = wrap_text(font, self.host.render(note), rect.w - 28)[:2]
        for i, line in enumerate(lines):
            surface.blit(font.render(line, True, INK), (rect.x + 14, rect.y + 32 + i * font.get_linesize()))
        return len(lines) * font.get_linesize() + 4

    def point_at(self, pos) -> tuple[int, list[float]] | None:
        """The chart's point nearest ``pos`` along the game (``(index, chances)``), when ``pos``
        is over the chart; ``None`` otherwise."""
        if self.review is None or self.chart_rect is None or not self.chart_rect.collidepoint(pos) or not self.points:
            return None
        index = min(self.points, key=lambda p: abs(p[0] - pos[0]))[2]
        return next(((i, vals) for i, vals in self.review.chart if i == index), None)

    def point_lines(self, index: int, chances: list[float]) -> list[str]:
        """What a point of the chart says: its moment and the move that led to it, each seat's
        chance in the chart's words, and one line on what the chance is: the result at the end,
        the judge's own reason for the seat it favours there when the game gives one, why it
        differs from the score where the leader on the score is not the one the computer
        favours, else what the computer weighs."""
        assert self.review is not None
        total = self.review.n_actions
        moments = self.moments.moments
        shown = shown_move(self.record, index)
        if index == 0:
            head = self.tr("app.review.point.start")
        elif self.moments.done and 0 < shown <= len(moments):   # (the turn the move shown was made in)
            head = self.tr("app.review.point.when", when=self.host.render(moments[shown - 1]), n=shown, total=total)
        else:
            head = self.tr("app.review.point.at", n=shown, total=total)
        out = [head]
        move = self.move_before(index)
        if move:
            out.append(self.tr("app.review.point.move", move=move))
        names = [s.name for s in self.record.seats]
        out += [self.tr("app.review.point.chance", name=names[s], chance=self.host.render(chance_msg(v)))
                for s, v in enumerate(chances)]
        out.append(self.point_note(index, chances))
        return out

    def point_note(self, index: int, chances: list[float]) -> str:
        """The one line under a point's chances (see :meth:`point_lines`)."""
        assert self.review is not None
        names = [s.name for s in self.record.seats]
        if index >= self.review.n_actions and self.host.session.state.is_over():
            return self.tr("app.review.point.end")
        why = self.review.whys.get(index)
        if why is not None:              # (the judge's own reason for the seat it favours there)
            return self.host.render(why)
        series = self.scores.series if self.scores.done else None
        scores = self.scores.at(index)
        if scores is not None and len(scores) == len(chances):
            first = max(range(len(chances)), key=lambda s: chances[s])
            leader = max(range(len(scores)), key=lambda s: scores[s])
            if scores[leader] > scores[first] and chances[first] > chances[leader] \
                    and chance_msg(chances[first]) != chance_msg(chances[leader]):   # (shown alike: no one favoured)
                return self.tr(self.point_key("behind"), leader=names[leader], a=_num(scores[leader]),
                               b=_num(scores[first]), other=names[first])
        return self.tr(self.point_key("means") if series is not None else "app.review.point.means_plain")

    def point_key(self, name: str) -> str:
        """The key of a point's line that speaks of the score: the game's own when its catalogue
        has one (Caesar's score is its counters), else the common one."""
        return game_key(self.record.game, f"review.point.{name}")

    def move_before(self, index: int) -> str:
        """The public line of the move that led to the chart's point ``index`` (after ``index``
        moves), as the log says it; empty at the start. A chance outcome (a token drawn from the
        bag, a die) is no one's move: the move before it is named ("Marcus places the shield
        3/3 ...", not "Marcus draws a token.")."""
        index = shown_move(self.record, index)
        if index <= 0:
            return ""
        if self._log is None:
            current = getattr(self.host, "shown_log", None)
            self._log = current if current is not None else readable_log(self.host.board, self.host.session)
        lines = [e for e in self._log if e.index == index and getattr(e, "seat", None) is not None] \
            or [e for e in self._log if e.index == index]
        return self.host.render(lines[0].msg) if lines else ""

    def draw_point_tip(self, surface: pygame.Surface, chart: pygame.Rect) -> None:
        """The words of the chart's point under the pointer (:meth:`point_lines`), in a panel over
        the chart beside the pointer, the point's moment marked on the chart by a line."""
        point = self.point_at(self.pointer)
        if point is None:
            return
        index, chances = point
        x = next(px for px, _y, i in self.points if i == index)
        assert self.chart_rect is not None
        inner = self.chart_rect.inflate(-12, -12)
        pygame.draw.line(surface, ROMAN["gold_dark"], (x, inner.y), (x, inner.bottom), 1)
        for seat, v in enumerate(chances):
            pygame.draw.circle(surface, self.host.seat_colour(seat), (x, inner.bottom - int(inner.h * v)), 5)
        font = self.app.fonts.get(14)
        width = min(TIP_W, chart.w - 20)
        parts = self.point_lines(index, chances)
        lines = [(ln, k == 0) for k, part in enumerate(parts) for ln in wrap_text(font, part, width - 24)]
        step = font.get_linesize()
        box = pygame.Rect(0, 0, width, len(lines) * step + 20)
        box.midtop = (x, chart.bottom + 8)          # under the chart, its lines left clear, when there is room
        if box.bottom > self.app.size[1] - 76:
            box = self.tip_beside(box, chart, x)
        box.clamp_ip(pygame.Rect(0, 0, *self.app.size))
        panel(surface, box, fill=(255, 248, 230), border=GOLD, radius=10)
        for i, (line, head) in enumerate(lines):
            surface.blit(self.app.fonts.get(14, True).render(line, True, RED) if head else font.render(line, True, INK),
                         (box.x + 12, box.y + 10 + i * step))
        self.tip = box

    def tip_beside(self, box: pygame.Rect, chart: pygame.Rect, x: int) -> pygame.Rect:
        """Where the point's words stand when there is no room under the chart (a small window):
        beside the chart, on the side with room, level with the pointer, the chart and its
        legend left clear; else over the chart beside the pointer."""
        w, h = self.app.size
        box = pygame.Rect(box)
        box.centery = min(max(self.pointer[1], box.h // 2 + 8), h - 8 - box.h // 2)
        if chart.x - 16 >= box.w:
            box.right = chart.x - 8
            return box
        if w - chart.right - 16 >= box.w:
            box.x = chart.right + 8
            return box
        box.midtop = (x, self.pointer[1] + 18)
        if box.bottom > h - 8:
            box.bottom = self.pointer[1] - 14
        box.clamp_ip(pygame.Rect(chart.x, 0, chart.w, h))
        return box

    def levels(self) -> list[tuple[float, str]]:
        """The chart's levels and their words, the chances said as the headings say them ("1 in 2")."""
        return [(1.0, self.tr("app.review.axis.sure")), (0.5, self.tr("app.review.axis.half")),
                (0.0, self.tr("app.review.axis.none"))]

    def draw_legend(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Each seat's colour and name, two to a row."""
        cw = rect.w // 2
        for seat, info in enumerate(self.record.seats):
            x, y = rect.x + cw * (seat % 2), rect.y + 22 * (seat // 2)
            pygame.draw.circle(surface, self.host.seat_colour(seat), (x + 8, y + 9), 7)
            text(self.app, surface, info.name, (x + 22, y), fit_text(self.app, info.name, cw - 30, 14), INK)
