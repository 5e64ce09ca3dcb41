"""The end of a game: the winner(s), the scores, the reason, a line chart of the
score over the game, and rematch / replay / menu."""
from __future__ import annotations

import pygame

from ..draw import ROMAN, draw_wrapped, laurel, panel
from ..scene import Scene
from .common import GOLD, INK, RED, fit_text, score_series, text


def _fmt(v) -> str:
    if v is None:
        return "—"
    return str(int(v)) if float(v).is_integer() else f"{v:.1f}"


class EndScene(Scene):
    overlay = True

    def __init__(self, app, host):
        super().__init__(app)
        self.host = host
        self.outcome = host.session.state.outcome()
        self.series = score_series(host.record)

    def build(self) -> None:
        w, h = self.app.size
        pw = min(760, w - 60)
        ph = min(h - 40, 560 if self.series and len(self.series) > 1 else 420)
        self.rect = pygame.Rect(0, 0, pw, ph)
        self.rect.center = (w // 2, h // 2)
        bw, gap = 180, 14
        x = self.rect.centerx - (3 * bw + 2 * gap) // 2
        y = self.rect.bottom - 66
        self.rematch_button = self.button((x, y, bw, 46), self.tr("app.end.rematch"), self.host.rematch)
        self.replay_button = self.button((x + bw + gap, y, bw, 46), self.tr("app.end.replay"),
                                         lambda: self.host.open_replay(0), cls="@quiet")
        self.menu_button = self.button((x + 2 * (bw + gap), y, bw, 46), self.tr("app.end.menu"),
                                       self.host.quit_to_menu, cls="@quiet")

    def back(self) -> None:
        # close the summary to look at the final board; the pause menu stays reachable
        self.app.pop()

    def confirm(self) -> None:
        self.host.quit_to_menu()

    def help_topic(self):
        return self.host.record.game

    def winners_text(self) -> str:
        out = self.outcome
        if out is None:
            return ""
        names = self.host.names
        if not out.winners:
            return self.tr("app.end.no_winner")
        if len(out.winners) == 1:
            return self.tr("app.end.winner", name=names[out.winners[0]])
        sep = "、" if self.lang == "ja" else ", "
        return self.tr("app.end.winners", names=sep.join(names[s] for s in out.winners))

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((10, 6, 4, 150))
        surface.blit(veil, (0, 0))
        if not hasattr(self, "rect") or self.outcome is None:
            return
        r = self.rect
        panel(surface, r, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=18)
        laurel(surface, (r.centerx, r.y + 52), 34, GOLD, 2)
        title = self.winners_text()
        text(self.app, surface, title, (r.centerx, r.y + 112), fit_text(self.app, title, r.w - 60, 30, True), RED,
             bold=True, anchor="center")
        draw_wrapped(surface, self.host.render(self.outcome.reason), pygame.Rect(r.x + 40, r.y + 140, r.w - 80, 50),
                     self.app.fonts.get(17), INK, align="center")
        # scores
        y = r.y + 196
        scores = self.outcome.scores
        order = list(range(len(self.host.seats)))
        if scores is not None:
            order.sort(key=lambda s: -(scores[s] if scores[s] is not None else -1e9))
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
        if self.series and len(self.series) > 1:
            chart = pygame.Rect(r.x + 60, y + 92, r.w - 120, r.bottom - 90 - (y + 92))
            if chart.h > 60:
                self.draw_chart(surface, chart)

    def draw_chart(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        pygame.draw.rect(surface, (250, 242, 222), rect, border_radius=8)
        pygame.draw.rect(surface, ROMAN["parchment_dark"], rect, 1, border_radius=8)
        text(self.app, surface, self.tr("app.end.chart"), (rect.x + 10, rect.y + 6), 14, INK)
        inner = rect.inflate(-50, -40).move(10, 8)
        values = [v for step in self.series for v in step if v is not None]
        if not values:
            return
        lo, hi = min(0, min(values)), max(values)
        hi = hi if hi > lo else lo + 1
        n = len(self.series)
        text(self.app, surface, _fmt(hi), (inner.x - 6, inner.y), 12, INK, anchor="topright")
        text(self.app, surface, _fmt(lo), (inner.x - 6, inner.bottom), 12, INK, anchor="bottomright")
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
