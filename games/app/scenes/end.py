"""The end of a game: the winner(s), the scores, the reason, a line chart of the
score over the game (or, for a game that keeps no score, the moments that decided
it), and rematch / replay / menu. The dialog can be dragged by its body and put
aside ("Look at the board") to see the final position. The chart's series is replayed a
slice at a time on the first frames (:class:`~.common.ScoreSeries`); its place is kept from
the start, so the dialog does not move when it appears."""
from __future__ import annotations

import pygame

from games.core.explain import SECRET_REASON, kept_until_reveal
from games.core.record import Record
from games.core.review import reviewable
from games.core.session import Session
from games.core.text import catalogue, game_key, tr

from ..draw import ROMAN, draw_wrapped, laurel, panel, veil
from ..explaining import revealed
from ..gui import BUTTON_PRESSED
from ..scene import Scene
from ..tasks import Steps
from .common import GOLD, INK, RED, ScoreSeries, fit_text, text
from ..advice_record import advice_counts

#: how long (in the scene's own time: the frames' steps) the end screen takes no click and no key
#: after it appears: the click or Enter meant to close the game's last battle must not press Menu
SETTLE_SECONDS = 0.6


def deciding_lines(record: Record, events: list | None = None, limit: int = 8) -> list:
    """For a game that keeps no score: the public sentences of the kinds of events that
    ended it, from the whole game (Catilina: every accusation's verdict and the
    conspirators revealed), the last ``limit`` of them."""
    if events is None:
        events = Session(record).events
    if not events:
        return []
    kinds = {type(ev) for ev in events[-1] if ev.audience is None and ev.msg() is not None}
    out = [ev.msg() for evs in events for ev in evs
           if type(ev) in kinds and ev.audience is None and ev.msg() is not None]
    return out[-limit:]


def score_label(game_id: str, lang: str = "en") -> str | None:
    """What the end dialog's score numbers are, for a game whose catalogue says it (key
    ``<game>.end.score_label``), else ``None`` (the numbers stand alone).

    >>> score_label("caesar_xl")
    'gold of cities'
    """
    key = f"{game_id}.end.score_label"
    return tr(key, lang) if key in catalogue()["en"] else None


def _fmt(v) -> str:
    if v is None:
        return "—"
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


class EndScene(Scene):
    overlay = True
    #: what the board says decided the game (:meth:`board_chart`), or None: the score
    chart_spec: dict | None = None

    def __init__(self, app, host):
        super().__init__(app)
        self.host = host
        self.outcome = host.session.state.outcome()
        self.chart_spec = self.board_chart()
        self.scores = ScoreSeries(host.record, self.chart_spec["figure"] if self.chart_spec else None)
        if not self.scores.done:          # (the chart's replay: over the next frames)
            app.tasks.add(("end chart", self), Steps(self.chart_step), owner=self)
        self.series = None                # the chart's series, once self.scores is done
        self.lines = [] if self.outcome is None or self.outcome.scores is not None else self.deciding()
        self.hidden = False               # put aside to look at the board
        self.offset = (0, 0)              # where the dialog was dragged to
        self.drag: tuple[int, int] | None = None
        #: the game ended on its board now (not opened finished): a click may still be on its way
        self.live = len(host.record.actions) > getattr(host, "opened_n", len(host.record.actions))

    def build(self) -> None:
        w, h = self.app.size
        if self.hidden:
            show = self.show_rect()
            self.show_button = self.button(show, self.tr("app.end.show"), self.toggle)
            self.host.log_foot = max(0, h - show.y - 4)     # the log's lines end above the button
            return
        self.host.log_foot = 0
        pw = min(860 if self.reviewable() else 760, w - 60)      # (five buttons with Review)
        chart = not self.scores.done or (self.series and len(self.series) > 1)
        ph = min(h - 40, 560 if chart or self.lines else 420)
        self.rect = pygame.Rect(0, 0, pw, ph)
        self.rect.center = (w // 2 + self.offset[0], h // 2 + self.offset[1])
        self.rect.clamp_ip(pygame.Rect(0, 0, w, h))
        review = self.reviewable()
        n = 5 if review else 4
        bw, gap = min(170, (pw - 40) // n - 10), 10
        x = self.rect.centerx - (n * bw + (n - 1) * gap) // 2
        y = self.rect.bottom - 66
        self.rematch_button = self.button((x, y, bw, 46), self.tr("app.end.rematch"), self.host.rematch)
        self.look_button = self.button((x + bw + gap, y, bw, 46), self.tr("app.end.look"), self.toggle, cls="@quiet",
                                       tooltip=self.tr("app.end.look_tip"))
        self.replay_button = self.button((x + 2 * (bw + gap), y, bw, 46), self.tr("app.end.replay"),
                                         lambda: self.host.open_replay(0), cls="@quiet")
        self.review_button = None
        if review:
            x += bw + gap
            self.review_button = self.button((x + 2 * (bw + gap), y, bw, 46), self.tr("app.end.review"),
                                             lambda: self.app.push("review", host=self.host), cls="@quiet",
                                             tooltip=self.tr("app.end.review_tip"))
        self.menu_button = self.button((x + 3 * (bw + gap), y, bw, 46), self.tr("app.end.menu"),
                                       self.host.quit_to_menu, cls="@quiet")

    def reviewable(self) -> bool:
        """True when the game has an explain module and a person played it (its review is offered)."""
        record = self.host.record
        return any(s.is_person for s in record.seats) and reviewable(record.game)

    def deciding(self) -> list:
        """What decided a game without score: the board's own account when it gives one
        (``board.deciding_lines(events)``, e.g. CAESAR!: the last marker placed, the token
        that could not be placed, the Poison that took the last token), else the kinds of
        events that ended it (:func:`deciding_lines`)."""
        board = getattr(self.host, "board", None)
        lines = board.deciding_lines(self.host.session.events) if board is not None else None
        return lines if lines is not None else deciding_lines(self.host.record, self.host.session.events)

    def board_chart(self) -> dict | None:
        """What decided the game, when the board says it is not the score
        (``board.end_chart()``): ``{"title", "figure", "figures", "labels"}`` (and optionally
        ``"axis"``: the least and most charted and the words at each end) — the chart's
        title, the figure charted (a function of a state giving each seat's), the figures under
        the names and their label under each (e.g. Caesar XL after a political win: the Forum
        balance, not the gold of cities); ``None``: the score."""
        board = getattr(self.host, "board", None)
        return board.end_chart() if board is not None else None

    def figures(self) -> tuple | None:
        """The number under each player's name: what the board says decided the game
        (:meth:`board_chart`), the score, or for a game without score the figure its board
        gives (``board.end_figures()``, e.g. CAESAR!'s control markers left); ``None``: names
        only."""
        if self.chart_spec is not None:
            return tuple(self.chart_spec["figures"])
        if self.outcome is not None and self.outcome.scores is not None:
            return tuple(self.outcome.scores)
        board = getattr(self.host, "board", None)
        return board.end_figures() if board is not None else None

    def show_rect(self) -> pygame.Rect:
        """Where "Show the result" stands while the dialog is put aside: at the foot of the
        host's log column, which keeps that strip free (``host.log_foot``), so no line of the
        log and nothing of the board lies under it."""
        w, h = self.app.size
        log = getattr(self.host, "log_rect", None)
        if log is None or log.w < 120:
            return pygame.Rect(w - 250, h - 70, 230, 48)
        return pygame.Rect(log.x + 10, log.bottom - 58, log.w - 20, 48)

    def toggle(self) -> None:
        """Put the dialog aside to look at the final board, or bring it back."""
        self.hidden = not self.hidden
        self.rebuild()

    def settling(self) -> bool:
        """True for a short moment after the end screen appears (:data:`SETTLE_SECONDS` of
        its frames): a click or key that arrived then was meant for the game under it."""
        return self.live and self.time < SETTLE_SECONDS

    def frame_interval(self) -> float | None:
        """Frames while :meth:`settling`: the moment is counted in the end screen's frames, and a
        window at rest draws none (its first click, seconds later, would still be "too soon")."""
        return 1 / 30 if self.settling() else super().frame_interval()

    def on_widget(self, ev) -> bool:
        if self.settling() and ev.type == BUTTON_PRESSED:
            return True                     # (a press meant for the game's last button)
        return super().on_widget(ev)

    def handle_event(self, ev) -> bool:
        if self.settling() and ev.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return True
        if self.hidden:
            return self.scroll_log(ev)
        if not hasattr(self, "rect"):
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            self.drag = (ev.pos[0] - self.offset[0], ev.pos[1] - self.offset[1])
            return True
        if ev.type == pygame.MOUSEMOTION and self.drag is not None:
            w, h = self.app.size
            ox = max(-w // 2 + 60, min(w // 2 - 60, ev.pos[0] - self.drag[0]))
            oy = max(-h // 2 + 60, min(h // 2 - 60, ev.pos[1] - self.drag[1]))
            dx, dy = ox - self.offset[0], oy - self.offset[1]
            self.offset = (ox, oy)
            self.rect.move_ip(dx, dy)
            for widget in self.widgets:
                widget.set_relative_position((widget.relative_rect.x + dx, widget.relative_rect.y + dy))
            return True
        if ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self.drag is not None:
            self.drag = None
            self.rebuild()
            return True
        return False

    def scroll_log(self, ev) -> bool:
        """While put aside: the wheel over the move log scrolls it (the game's scene is under
        this one and gets no events), so the reasons of every move, hidden ones unsealed now,
        can be read to the first move; True if it did."""
        wheel = ev.type == pygame.MOUSEWHEEL or (ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (4, 5))
        log = getattr(self.host, "log_rect", None)
        if not wheel or log is None or not log.collidepoint(getattr(ev, "pos", None) or pygame.mouse.get_pos()):
            return False
        return bool(self.host.handle_event(ev))

    def back(self) -> None:
        # Esc puts the summary aside (and brings it back)
        self.toggle()

    def confirm(self) -> None:
        """Enter means nothing here: pressed to close the last battle, it must not throw the
        end screen (and its Review) away for the menu."""

    def help_topic(self):
        return self.host.record.game

    def winners_text(self) -> str:
        out = self.outcome
        if out is None:
            return ""
        names = self.host.names
        if not out.winners:
            return self.tr("app.end.no_winner")
        sep = "、" if self.lang == "ja" else ", "      # one winner: the catalogue's ".one" form
        return self.tr("app.end.winners", names=sep.join(names[s] for s in out.winners), count=len(out.winners))

    def chart_step(self, budget) -> bool:
        """The scheduler's share of the chart's replay; True once the series is known (the
        dialog is then drawn with it, or laid out smaller when there is no chart after all)."""
        if not self.scores.advance(budget):
            return False
        self.series = self.scores.series
        if not (self.series and len(self.series) > 1) and not self.hidden and self.app.top is self:
            self.rebuild()            # no chart after all: the smaller dialog (covered: at its return)
        self.mark_dirty()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        if self.hidden:
            return
        surface.blit(veil(surface.get_size(), (10, 6, 4, 150)), (0, 0))
        if not hasattr(self, "rect") or self.outcome is None:
            return
        # the dialog is one cached picture (with its shadow), moved with the dialog when dragged
        pad = 24
        key = (tuple(self.rect.size), tuple(self.host.names), tuple(self.outcome.winners),
               self.figures(), len(self.series or ()), len(self.lines or ()),
               self.scores.done, self.advice_line())
        size = (self.rect.w + 2 * pad, self.rect.h + 2 * pad)
        box = self.layer("dialog", key, size, lambda s: self.paint(s, pygame.Rect(pad, pad, *self.rect.size)),
                         alpha=True)
        surface.blit(box, (self.rect.x - pad, self.rect.y - pad))
        # the laurel is drawn straight onto the dialog: its soft edges need the parchment beneath
        laurel(surface, (self.rect.centerx, self.rect.y + 52), 34, GOLD, 2)

    def paint(self, surface: pygame.Surface, r: pygame.Rect) -> None:
        """Draw the dialog into ``r`` of ``surface`` (all but the laurel)."""
        panel(surface, r, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=18)
        title = self.winners_text()
        text(self.app, surface, title, (r.centerx, r.y + 112), fit_text(self.app, title, r.w - 60, 30, True), RED,
             bold=True, anchor="center")
        draw_wrapped(surface, self.host.render(self.outcome.reason), pygame.Rect(r.x + 40, r.y + 140, r.w - 80, 50),
                     self.app.fonts.get(17), INK, align="center")
        # scores
        y = r.y + 196
        scores = self.figures()
        order = list(range(len(self.host.seats)))
        if self.outcome.scores is not None:
            order.sort(key=lambda s: -(scores[s] if scores[s] is not None else -1e9))
        else:       # a figure that is no score (fewer may be better): the winners first, then by seat
            order.sort(key=lambda s: s not in self.outcome.winners)
        label = score_label(self.host.record.game, self.app.lang) if scores is not None else None
        labels = self.chart_spec["labels"] if self.chart_spec is not None else [label] * len(order)
        col = max(1, len(order))
        cw = (r.w - 80) // col
        for i, s in enumerate(order):
            cx = r.x + 40 + cw * i + cw // 2
            pygame.draw.circle(surface, self.host.seat_colour(s), (cx, y + 10), 9)
            name = self.host.names[s]
            bold = s in self.outcome.winners
            text(self.app, surface, name, (cx, y + 34), fit_text(self.app, name, cw - 8, 17, bold), INK, bold=bold,
                 anchor="center")
            if scores is not None:
                text(self.app, surface, _fmt(scores[s]), (cx, y + 62), 22, INK, bold=True, anchor="center")
                if labels[s]:
                    text(self.app, surface, labels[s], (cx, y + 82), fit_text(self.app, labels[s], cw - 8, 13), INK,
                         anchor="center")
        foot = 0                   # the lines at the foot, above the buttons
        for line in (self.kept_line(), self.advice_line()):
            if line:
                text(self.app, surface, line, (r.centerx, r.bottom - 78 - foot), fit_text(self.app, line, r.w - 60, 14),
                     INK, anchor="center")
                foot += 18
        foot = max(0, foot - 18)
        if self.series and len(self.series) > 1:
            chart = pygame.Rect(r.x + 60, y + 92, r.w - 120, r.bottom - 90 - foot - (y + 92))
            if chart.h > 60:
                self.draw_chart(surface, chart)
        elif self.lines:
            top = y + (100 if scores is not None else 62)      # below the figures and their label
            box = pygame.Rect(r.x + 50, top, r.w - 100, r.bottom - 86 - foot - top)
            self.draw_lines(surface, box)

    def kept_line(self) -> str | None:
        """Said when a computer kept reasons sealed until the end (they rested on its hidden
        cards, Catilina's hands): they can be read now, in the log; ``None`` otherwise, and
        where every sealed reason was opened in play (Caesar's and Imperium's face-down cards,
        turned up before the end: those reasons could be read all game) or had a public form
        read in its place (Catilina's questions and cards passed), or where the board keeps it
        from the viewer at the end too (Catilina's hands stay face down)."""
        return self.tr("app.end.reasons_open") if self.kept_to_the_end() else None

    def kept_to_the_end(self) -> bool:
        """True when a computer's reason stayed sealed until the game's last move (see
        :meth:`kept_line`)."""
        record = self.host.record
        last = len(record.actions) - 1
        board = getattr(self.host, "board", None)

        def kept(i: int) -> bool:
            why = record.reason(i)
            if board is not None and board.reason_kept_from_view(why, record.actions[i][0], board.viewer) is not None:
                return False        # (not opened to this viewer at the end either)
            return why is not None and why.key == SECRET_REASON and not kept_until_reveal(why) \
                and "public" not in why.params and not revealed(record, i, last)
        return any(kept(i) for i in range(len(record.actions)))

    def advice_line(self) -> str | None:
        """How many times each person (and any other seat that asked) asked for advice, in a
        game that offered it (or where a seat asked); ``None`` otherwise, and when there is
        no one to name (computers only, none asked)."""
        record = self.host.record
        counts = advice_counts(record)
        offered = getattr(self.host, "advice_offered", None)
        if not any(counts) and not (callable(offered) and offered()):
            return None
        sep = "、" if self.app.lang == "ja" else " · "
        seats = record.seats
        each = sep.join(self.tr("app.end.advice_each", name=self.host.names[s], n=n) for s, n in enumerate(counts)
                        if n or seats[s].is_person)
        return self.tr("app.end.advice", each=each) if each else None     # (computers only: no one to name)

    def draw_lines(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The moments that decided a game without score, newest last."""
        pygame.draw.rect(surface, (250, 242, 222), rect, border_radius=8)
        pygame.draw.rect(surface, ROMAN["parchment_dark"], rect, 1, border_radius=8)
        text(self.app, surface, self.tr("app.end.deciding"), (rect.x + 10, rect.y + 6), 14, INK, bold=True)
        font = self.app.fonts.get(15)
        y = rect.y + 30
        for msg in self.lines:
            used = draw_wrapped(surface, self.host.render(msg), pygame.Rect(rect.x + 14, y, rect.w - 28, rect.bottom - y),
                                font, INK)
            y += max(font.get_linesize(), used) + 4
            if y > rect.bottom - font.get_linesize():
                break

    def draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, (250, 242, 222), rect, border_radius=8)
        pygame.draw.rect(surface, ROMAN["parchment_dark"], rect, 1, border_radius=8)
        title = self.chart_spec["title"] if self.chart_spec is not None else \
            self.tr(game_key(self.host.record.game, "end.chart"))
        text(self.app, surface, title, (rect.x + 10, rect.y + 6), 14, INK)
        inner = rect.inflate(-50, -40).move(10, 8)
        values = [v for step in self.series for v in step if v is not None]
        if not values:
            return
        lo, hi = min(0, min(values)), max(values)
        hi = hi if hi > lo else lo + 1
        n = len(self.series)
        axis = self.chart_spec.get("axis") if self.chart_spec is not None else None
        if axis:            # (optional: the board's own range and what each end means, e.g. a faction)
            lo, hi = min(lo, axis[0]), max(hi, axis[1])
            text(self.app, surface, axis[3], (inner.x + 4, inner.y), 12, INK, anchor="topleft")
            text(self.app, surface, axis[2], (inner.x + 4, inner.bottom - 2), 12, INK, anchor="bottomleft")
            zero = inner.bottom - inner.h * (0 - lo) / (hi - lo)
            pygame.draw.line(surface, ROMAN["vein"], (inner.x, zero), (inner.right, zero))
        text(self.app, surface, _fmt(hi), (inner.x - 6, inner.y), 12, INK, anchor="topright")
        text(self.app, surface, _fmt(abs(lo) if axis else lo), (inner.x - 6, inner.bottom), 12, INK,
             anchor="bottomright")
        pygame.draw.line(surface, ROMAN["vein"], inner.bottomleft, inner.bottomright)
        for seat in range(len(self.host.seats)):
            pts = []
            for i, step in enumerate(self.series):
                v = step[seat] if seat < len(step) else None
                if v is None:
                    continue
                pts.append((inner.x + inner.w * i / max(1, n - 1), inner.bottom - inner.h * (v - lo) / (hi - lo)))
            if len(pts) > 1:
                pygame.draw.lines(surface, self.host.seat_colour(seat), False, pts, 3)
