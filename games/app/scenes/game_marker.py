"""The board's last-move marker: a quiet outline, in the mover's colour, on where the last move
was made, and under the pointer a tooltip with the mover's name, the move's log line and the
computer's reason ("Why: ..."), sealed as the log seals it.

Where a move was made is the board's own answer: ``advice_targets(action)`` (its where-module)
kept to the kinds of target that are places of the shared board (the board's
``MARKED_KINDS``, e.g. Caesar's squares), found with ``rect_of``. A move the public cannot
tell from another (:func:`~games.core.views.look_alikes`: cards laid face down, a card passed)
marks only the places all its look-alikes name too (a face-down token's border space), else
the mover's own row (the board's ``SEAT_TARGET``), and so does
a move with no place on the board (a pass) or one whose places a panel covers now (the board's
``places_covered()``, e.g. Caesar's struggle panel over the squares); an outline
a dialog would cross (the board's ``panels_over()``, e.g. Catilina's accusation) is
left out. The marker is public, like the log line it shows, so a hand-off never carries a secret on it. It follows the text (shown once the board has
played the move) and goes at the next move, except that a computer's move that did nothing on
the board (the end of its phase, a pass) leaves its last move that did marked, if no person
has moved since (:func:`worth_marking`); after an undo it shows nothing until a move is
made; a game just opened marks its last move (:meth:`Marking.mark_opened`). It never moves, so a board at rest draws no frame for it.

:func:`marker_rects` serves the replay too (the move just shown).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from games.core.chance import CHANCE
from games.core.explain import SECRET_REASON
from games.core.views import look_alikes

from ..board.widgets import draw_tooltip

if TYPE_CHECKING:
    from games.core.record import Record
    from games.core.session import Session

    from ..board.base import BoardBase


@dataclass(frozen=True)
class LastMove:
    """A move the board marks: its place in the record, the mover, the action and whether the
    public could not tell it from another, and the moves it could not be told from (``alike``:
    then only the places every one of them names too are shown; none when they are not known)."""

    index: int
    seat: int
    action: Any
    hidden: bool
    alike: tuple = ()


def last_move_of(record: "Record", prev: Any, seat: int, action: Any) -> LastMove | None:
    """The :class:`LastMove` of ``seat``'s ``action`` just added to ``record``, made from
    ``prev`` (the true state before it), or ``None`` for a chance draw. A computer's move kept
    with a reason is hidden when its reason was sealed (the worker asked the same question);
    any other is asked here (a few milliseconds, once a move)."""
    if seat == CHANCE or not record.actions:
        return None
    n = len(record.actions) - 1
    why = record.reason(n)
    secret = why is None or why.key == SECRET_REASON
    alike = tuple(look_alikes(prev, seat, action, None)) if secret else ()
    hidden = why.key == SECRET_REASON if why is not None else bool(alike)
    return LastMove(n, seat, action, hidden, alike if hidden else ())


def marked_places(board: BoardBase, move: LastMove) -> list[str]:
    """The places of the shared board ``board`` names for ``move`` (its ``advice_targets`` kept
    to its ``MARKED_KINDS``; of a hidden move only those its look-alikes name too): empty for a
    move that did nothing on the board (a pass, the end of a phase) or one it cannot name now."""
    kinds, names = board.MARKED_KINDS, board.advice_targets
    if not (move.alike or not move.hidden):
        return []
    try:
        wanted = [n for n in names(move.action) or () if n.partition(":")[0] in kinds]
        for other in move.alike:          # (a place every look-alike names is public)
            also = set(names(other) or ())
            wanted = [n for n in wanted if n in also]
    except (AttributeError, KeyError, IndexError, TypeError):   # (a board that cannot name it now)
        return []
    return wanted


def marker_rects(board: BoardBase, move: LastMove) -> list[pygame.Rect]:
    """Where ``board`` marks ``move`` as it is drawn now: the places of the shared board named
    by its ``advice_targets`` (of a hidden move only those its look-alikes name too: the border
    space of a token laid face down), else the mover's row (unless the board's ``seat_marks(action)``
    says no: CAESAR!'s Tactics, whose extra turn the mover plays at once); empty when the board
    draws none."""
    rect_of = board.rect_of
    got: list[pygame.Rect] = []
    if not board.places_covered():                       # (a panel over the places now)
        for n in marked_places(board, move):
            r = rect_of(n)
            if r is not None and pygame.Rect(r) not in got:
                got.append(pygame.Rect(r))
    seat_kind = board.SEAT_TARGET
    seat_marks = getattr(board, "seat_marks", None)     # (a board may leave a move of its own kind unmarked)
    if not got and seat_kind and (seat_marks is None or seat_marks(move.action)):
        r = rect_of(f"{seat_kind}:{move.seat}")
        if r is not None:
            got.append(pygame.Rect(r))
    panels = [pygame.Rect(p) for p in board.panels_over()]    # (a dialog drawn over the board)
    return [r for r in got if not any(r.inflate(8, 8).colliderect(p) for p in panels)]


def worth_marking(board: BoardBase, record: "Record", marked: LastMove | None, new: LastMove) -> LastMove:
    """The move to mark after ``new`` was made, ``marked`` being marked till then: ``new``,
    unless it did nothing on the board (a pass, the end of a phase: :func:`marked_places` names
    none) while ``marked`` did, was made by a seat that is not a person's and no person has moved
    since; then ``marked`` stays. After a computer's turn the person sees its last march, battle
    or recruit, not the bare end of its phase; a pass marks the mover's row only when nothing on
    the board happened since the person's last move."""
    if marked is None or marked.index >= new.index or marked.index >= len(record.actions) \
            or record.actions[marked.index][1] is not marked.action or marked_places(board, new):
        return new
    seats = record.seats
    if seats[marked.seat].is_person or any(0 <= s < len(seats) and seats[s].is_person
                                           for s, _a in record.actions[marked.index + 1:new.index + 1]):
        return new
    return marked if marked_places(board, marked) else new


#: the radius of the marker's corner dot (its dark edge), and the gap it keeps from a name
DOT_R, DOT_GAP = 6, 2


def dot_corner(box: pygame.Rect, clear_of: list[pygame.Rect]) -> tuple[int, int] | None:
    """The corner of ``box`` the marker's dot goes on: the first of top left, top right,
    bottom left and bottom right whose dot keeps :data:`DOT_GAP` from every one of
    ``clear_of`` (a province's name); ``None`` when none does (the outline goes alone)."""
    for corner in (box.topleft, box.topright, box.bottomleft, box.bottomright):
        dot = pygame.Rect(0, 0, 2 * (DOT_R + DOT_GAP), 2 * (DOT_R + DOT_GAP))
        dot.center = corner
        if dot.collidelist(clear_of) < 0:
            return corner
    return None


def marker_clear_of(board: BoardBase) -> list[pygame.Rect]:
    """What the marker's dot keeps clear of on ``board``: its ``marker_clear_of()`` (the names
    drawn on a map)."""
    return [pygame.Rect(r) for r in board.marker_clear_of()]


def draw_marker(surface: pygame.Surface, rects: list[pygame.Rect], colour: tuple[int, int, int],
                clear_of: list[pygame.Rect] | None = None) -> None:
    """The marker: a thin outline in ``colour`` on a dark edge round each rectangle, with a
    dot at a corner clear of ``clear_of`` (:func:`dot_corner`; still: it never asks for a frame)."""
    for r in rects:
        box = r.inflate(6, 6)
        rad = max(3, min(10, min(box.w, box.h) // 6))
        pygame.draw.rect(surface, (24, 18, 14), box.inflate(2, 2), 4, border_radius=rad + 1)
        pygame.draw.rect(surface, colour, box, 2, border_radius=rad)
        corner = dot_corner(box, clear_of or [])
        if corner is not None:
            pygame.draw.circle(surface, (24, 18, 14), corner, DOT_R)
            pygame.draw.circle(surface, colour, corner, DOT_R - 2)


def marker_hit(rect: pygame.Rect, pos) -> bool:
    """Whether ``pos`` is on the marker drawn round ``rect``: inside its outline or on its corner
    dot, which stands half outside the outline (pointed at, the dot said nothing)."""
    return rect.inflate(6 + 2 * DOT_R, 6 + 2 * DOT_R).collidepoint(pos)


#: pixels the marker's tooltip keeps from the window's edges (flush on one, its frame read as cut)
TIP_MARGIN = 8

#: seconds the pointer rests on the marker before its tooltip shows
MARKER_TIP_DELAY = 0.5


class Marking:
    """The last-move marker of a :class:`~games.app.scenes.game.GameScene`."""

    if TYPE_CHECKING:      # what it uses of the GameScene it is mixed into
        app: Any
        board: BoardBase
        record: Record
        session: Session
        shown_log: list
        pending_handoff: int | None
        handoff_open: bool
        advice: Any

        def render(self, msg: Any) -> str: ...

        def tr(self, key: str, **params: Any) -> str: ...

        def seat_colour(self, seat: int) -> tuple[int, int, int]: ...

        def text_held(self) -> bool: ...

        def reason_words(self, index: int) -> str | None: ...

        def tip_area(self, surface: pygame.Surface) -> pygame.Rect: ...

    #: the move marked (``None``: nothing marked)
    last_move: LastMove | None = None
    #: when the pointer came to rest on the marker (``None``: it is not on it)
    marker_rest: float | None = None
    #: where the marker's tooltip was drawn at the last frame (``None``: not drawn)
    drawn_marker_tip: pygame.Rect | None = None
    #: where the marker was drawn at the last frame (tests, the hover)
    marker_lit: list[pygame.Rect] = []

    def note_move(self, seat: int, action: Any, prev: Any) -> None:
        """After ``seat``'s ``action`` was applied from ``prev``: mark it (a chance draw leaves
        the move before it marked)."""
        got = last_move_of(self.record, prev, seat, action)
        if got is not None:
            self.last_move = worth_marking(self.board, self.record, self.last_move, got)

    def mark_opened(self) -> None:
        """A game just opened marks its last move (not a chance draw), or, when that did nothing
        on the board, the computers' last move since the person's that did (:func:`worth_marking`).
        The position before a move is not at hand, so whether the public could tell it from
        another is read from its kept reason (sealed or not); a move kept without one marks only
        its mover's row."""
        acts, seats = self.record.actions, self.record.seats
        moves = [self._kept_move(i) for i in range(len(acts) - 1, -1, -1) if acts[i][0] != CHANCE]
        self.last_move = moves[0] if moves else None
        for earlier in moves[1:]:
            if self.last_move is None or seats[earlier.seat].is_person:
                break
            self.last_move = worth_marking(self.board, self.record, earlier, moves[0])
            if self.last_move is earlier:
                break

    def _kept_move(self, i: int) -> LastMove:
        """Move ``i`` of the record as a :class:`LastMove`, hidden unless kept with an open reason."""
        seat, action = self.record.actions[i]
        why = self.record.reason(i)
        return LastMove(i, seat, action, why is None or why.key == SECRET_REASON)

    def forget_marker(self) -> None:
        """Mark nothing (moves were taken back or put back)."""
        self.last_move = None

    def marked(self) -> LastMove | None:
        """The move to mark now: once the board has shown it, while it is still in the record,
        with the board showing the game (no hand-off, no advice over it)."""
        m = self.last_move
        if m is None or self.text_held() or self.pending_handoff is not None or self.handoff_open \
                or self.advice is not None or self.board.busy():
            return None
        acts = self.record.actions
        if m.index >= len(acts) or acts[m.index][0] != m.seat or acts[m.index][1] is not m.action:
            return None
        return m

    def log_lit(self) -> tuple[list[pygame.Rect], tuple[int, int, int]] | None:
        """Where the move whose log line is under the pointer was made, and its mover's colour:
        the board's optional ``log_places(index, session)`` (the places the line tells of, by
        the line's index), else the move's own places as the marker finds them; ``None`` when
        the pointer is on no line of a move, or the line names no place drawn now."""
        mouse = pygame.mouse.get_pos()
        n = next((i for r, i in getattr(self, "log_rows", ()) if r.collidepoint(mouse)), 0)
        if not 0 < n <= len(self.record.actions) or self.pending_handoff is not None or self.handoff_open:
            return None
        seat, action = self.record.actions[n - 1]
        names = self.board.log_places(n, self.session)
        if names is not None:
            rects = [pygame.Rect(r) for r in (self.board.rect_of(t) for t in names) if r is not None]
        else:
            rects = [] if seat == CHANCE else marker_rects(self.board, self._kept_move(n - 1))
        colour = self.seat_colour(seat) if 0 <= seat < len(self.record.seats) else (226, 196, 120)
        return (rects, colour) if rects else None

    def draw_last_move(self, surface: pygame.Surface) -> None:
        """The marker, at the board's depth: the board calls it (its ``under_overlay``) over
        the board and under the board's tooltips and notices, which stay on top of it. The
        places of a move whose log line is pointed at are lit instead."""
        lit = self.log_lit()
        if lit is not None:
            draw_marker(surface, lit[0], lit[1], marker_clear_of(self.board))
            self.marker_lit = []
            return
        m = self.marked()
        self.marker_lit = [] if m is None else marker_rects(self.board, m)
        if self.marker_lit:
            prev = surface.get_clip()
            surface.set_clip(None)              # (its ring may stand a few pixels past the board's edge)
            try:
                draw_marker(surface, self.marker_lit, self.seat_colour(m.seat),  # type: ignore[union-attr]
                            marker_clear_of(self.board))
            finally:
                surface.set_clip(prev)

    def marker_words(self, m: LastMove) -> str:
        """The tooltip's words: who moved, the move's line in the log, and why (sealed as the
        log seals it: a hidden move's reason only once the game is over)."""
        line = next((self.render(e.msg) for e in reversed(self.shown_log)
                     if e.index == m.index + 1 and e.seat == m.seat), None)
        if line is None:
            line = self.render(m.action.msg(m.seat)) if hasattr(m.action, "msg") else str(m.action)
        words = [self.tr("app.marker.head", name=self.record.seats[m.seat].name), line]
        why = self.reason_words(m.index)
        if why is not None:
            words.append(why)
        return "\n".join(words)

    def marker_tip_due(self) -> float | None:
        """Seconds until the marker's tooltip is due (the pointer resting on the marker), or
        ``None`` when none is waiting: the one frame it needs, never frames at rest."""
        if self.marker_rest is None or self.drawn_marker_tip is not None:
            return None
        mouse = pygame.mouse.get_pos()
        if self.marked() is None or not any(marker_hit(r, mouse) for r in self.marker_lit):
            self.marker_rest = None          # (the marker went, or the pointer left it, between frames)
            return None
        return max(0.0, self.marker_rest + MARKER_TIP_DELAY - self.app.now())

    def marker_tip_ready(self) -> bool:
        """True when the marker's tooltip is to be drawn at this frame (the pointer has rested on
        the marker long enough): the board then draws no tooltip of its own under it."""
        if self.marker_rest is None or self.marked() is None:
            return False
        mouse = pygame.mouse.get_pos()
        return any(marker_hit(r, mouse) for r in self.marker_lit) \
            and self.app.now() - self.marker_rest >= MARKER_TIP_DELAY

    def draw_marker_tip(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The tooltip of the marker under the pointer (drawn last, over the board), once the
        pointer has rested on it a moment (not while a person clicks a marked place to act)."""
        m = self.marked()
        mouse = pygame.mouse.get_pos()
        hit = next((r for r in self.marker_lit if marker_hit(r, mouse)), None)
        self.drawn_marker_tip = None
        if m is None or hit is None:
            self.marker_rest = None
            return None
        if self.marker_rest is None:
            self.marker_rest = self.app.now()
        if not self.board.tip_taken:        # (decided once a frame, before the board drew its own tooltip:
            return None                     # the clock runs on while the board draws; one tooltip at a time)
        px = max(13, min(17, self.app.size[1] // 50))
        self.drawn_marker_tip = draw_tooltip(surface, self.board.texts, self.marker_words(m), (mouse[0], hit.top),
                                             self.tip_area(surface).inflate(-2 * TIP_MARGIN, -2 * TIP_MARGIN),
                                             px, max_w=380)
        return self.drawn_marker_tip
