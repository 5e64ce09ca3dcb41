"""The game screen's top bar: the game's title, its status, and the line of what happens now
(whose turn, a computer thinking with its spinner, what the board shows or holds), with the
board's hint after it. A mixin of :class:`~games.app.scenes.game.GameScene`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..board.text import ellipsize
from ..draw import shared_gradient
from ..draw.text import WORD_JOINER, is_cjk, wrap_text
from .common import GOLD, GOLD_LIGHT, WHITE, dots, fit_text, spinner, text

if TYPE_CHECKING:
    from games.core.record import Record
    from games.core.session import Session

    from ..board.base import BoardBase


#: the smallest size of the line of what to do with the board's hint after it (else the hint alone)
LINE_PX_LEAST = 16


class TopBar:
    """The top bar of a :class:`~games.app.scenes.game.GameScene`."""

    if TYPE_CHECKING:      # what it uses of the GameScene it is mixed into
        app: Any
        board: BoardBase
        info: Any
        record: Record
        session: Session
        time: float
        lang: str
        viewer: int | None
        looking: int | None
        pending_handoff: int | None
        worker: Any
        advice_worker: Any
        advice_button: Any
        shown_prompt: tuple[int | None, Any]
        shown_status: Any
        still_top: Any
        top_rect: pygame.Rect
        drawn_status: pygame.Rect | None
        status_lines: list[str]
        drawn_line: pygame.Rect | None
        drawn_line_words: str

        def tr(self, key: str, **params: Any) -> str: ...

        def render(self, msg: Any) -> str: ...

        def text_held(self) -> bool: ...

        def held_line_stale(self) -> bool: ...

        def holding_line(self) -> str: ...

        def showing_line(self) -> str: ...

        def prompt_for(self, state: Any) -> Any: ...

        def seat_colour(self, seat: int) -> tuple[int, int, int]: ...

    def turn_line(self) -> tuple[str, bool]:
        """What happens now, in words; True when the computer is thinking."""
        state = self.session.state
        if state.is_over() and not self.text_held():
            return self.tr("app.game.over"), False
        if self.pending_handoff is not None:
            return self.tr("app.game.passing", name=self.record.seats[self.pending_handoff].name), False
        if self.looking is not None:     # (a board may say what is looked at: its ``look_line``)
            return self.board.look_line() or \
                self.tr("app.game.looking", name=self.record.seats[self.looking].name), False
        if self.worker is not None and not self.record.seats[self.worker.seat].is_script:
            return self.tr("app.game.thinking", name=self.record.seats[self.worker.seat].name) + \
                dots(self.time, self.lang), True
        if self.advice_worker is not None:
            return self.tr("app.advice.thinking", name=self.record.seats[self.advice_worker.seat].name) + \
                dots(self.time, self.lang), True
        why = self.board.held_line()     # (what the board holds the game for)
        if why:
            return why, False
        looking = self.holding_line()
        if looking:
            return looking, False
        if self.text_held():           # the board is still showing the last move
            return (self.showing_line() or self.whose_turn() if self.held_line_stale()
                    else self.render(self.shown_prompt[1])), False
        if state.to_act():
            return self.render(self.prompt_for(state)), False
        return "", False

    def whose_turn(self) -> str:
        """Whose turn it is, in words, while the board still shows the last move and the line
        kept from before it no longer fits (a battle's dice landing in a computer's turn). A board
        may say it better (optional ``whose_turn()``: one side choosing in the other's turn)."""
        said = self.board.whose_turn()
        if said:
            return said
        seats = [s for s in self.session.state.to_act() if 0 <= s < len(self.record.seats)]
        return self.tr("app.game.turn_of", name=self.record.seats[seats[0]].name) if seats else ""

    def prompt_dot_seat(self) -> int | None:
        """Whose colour the dot before the line of what to do shows: the thinking
        computer's, or the person at the screen when the line is theirs to act on. While
        the line still shows the last move (the board animating it), it is the seat of
        that line, never the next one to act."""
        if self.worker is not None:
            return self.worker.seat
        if self.text_held():
            seat = self.shown_prompt[0] if self.shown_prompt and not self.held_line_stale() else None
            return seat if seat is not None and seat == self.viewer else None
        return self.viewer if self.viewer is not None and self.viewer in self.session.state.to_act() else None

    def draw_top(self, surface: pygame.Surface) -> None:
        """The top bar: kept (:class:`~games.app.board.StillLayer`) while its words stay the same;
        painted every frame while a computer thinks (its spinner and dots move). Its status is
        the board's ``status_shown()`` when it gives one (read from the position it draws, so
        figures it also shows agree at every frame), else the game's, released with the log."""
        line, thinking = self.turn_line()
        hint = self.board.hint() if self.pending_handoff is None and not self.text_held() else None
        if hint is not None:
            line = self.with_hint(line, self.render(hint))
        seat = self.prompt_dot_seat()
        status = self.render(self.board.status_shown() or self.shown_status)   # (from the position it draws)
        key = None if thinking else (tuple(self.top_rect), self.lang, self.render(self.info.title), status, line,
                                     None if seat is None else self.seat_colour(seat))
        self.still_top.draw(surface, self.top_rect, key, lambda s: self._paint_top(s, line, thinking, seat, status))

    def with_hint(self, line: str, hint: str) -> str:
        """The line under the top bar with the board's hint after it; when the two do not fit
        the bar at a readable size (a Japanese CAESAR! placement at 1000x700 ended 「…押して
        くだ…」; Caesar's prompt and the hint of a stack chosen shrank to 12 pixels), the hint
        alone: an instruction is never cut, nor made small."""
        if not line:
            return hint
        both = f"{line}  —  {hint}"
        room = self.top_rect.w - 48 - 12
        px = fit_text(self.app, both, room, 19)
        if px >= LINE_PX_LEAST and self.app.fonts.get(px).size(both)[0] <= room:
            return both
        return hint

    def _paint_status(self, surface: pygame.Surface, status: str, left: int, right: int) -> pygame.Rect:
        """The status line between ``left`` and ``right``: smaller when long; when it does not fit
        even small (long names, or the Japanese of a solo game: 「第1手番：オート・クラッススの番。残りの
        支配マーカー：…」), on two lines rather than cut; the end cut only past two lines."""
        room = right - left
        px = fit_text(self.app, status.replace(WORD_JOINER, ""), room, 16, min_px=13)
        font = self.app.fonts.get(px)
        lines = [status.replace(WORD_JOINER, "")]
        if font.size(status)[0] > room:
            lines = wrap_text(font, status, room)
            if len(lines) > 2:
                rest = ("" if is_cjk(lines[1][:1] or "a") else " ").join(lines[1:])
                lines = [lines[0], ellipsize(rest, room, lambda t: font.size(t)[0])]
        top = 13 if len(lines) == 1 else 4
        self.status_lines = lines               # (tests)
        drawn = [text(self.app, surface, ln, (left, top + i * (px + 4)), px, (230, 214, 190))
                 for i, ln in enumerate(lines)]
        return drawn[0].unionall(drawn[1:])

    def _paint_top(self, surface: pygame.Surface, line: str, thinking: bool, seat: int | None, status: str) -> None:
        r = self.top_rect
        surface.blit(shared_gradient(r.size, (104, 22, 28), (66, 12, 18)), r)
        pygame.draw.line(surface, GOLD, (0, r.bottom - 2), (r.right, r.bottom - 2), 2)
        buttons_w = (4 if self.advice_button is not None else 3) * (104 + 8) - 8 + 28
        width = r.w - buttons_w - 24
        title = self.render(self.info.title)
        tr_ = text(self.app, surface, title, (20, 8), fit_text(self.app, title, width // 2, 22, True), GOLD_LIGHT,
                   bold=True)
        if status:     # between the title and the buttons, smaller when long names make it long
            self.drawn_status = self._paint_status(surface, status, tr_.right + 18, r.right - buttons_w - 8)
        x = 20
        if thinking:
            spinner(surface, (30, 58), self.time)
            x = 48
        if seat is not None and not thinking:
            pygame.draw.circle(surface, self.seat_colour(seat), (30, 58), 8)
            pygame.draw.circle(surface, GOLD_LIGHT, (30, 58), 8, 1)
            x = 48
        px = fit_text(self.app, line, r.w - x - 12, 19)    # (the line's row runs under the buttons' row)
        font = self.app.fonts.get(px)
        line = ellipsize(line, r.w - x - 12, lambda t: font.size(t)[0])   # (never past the window's edge)
        self.drawn_line_words = line                     # (tests)
        self.drawn_line = text(self.app, surface, line, (x, 58), px, WHITE, anchor="midleft")
