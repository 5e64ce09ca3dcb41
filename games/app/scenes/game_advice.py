"""Advice on request: a person whose turn it is asks (the Advice button or the key H) what the
strongest computer would do in their place. The game's explain module thinks on the worker,
off the frame loop, while the top bar says so; Esc or the button again stops it. The answer is
shown on the board (the boards' highlight of a target, as the tutorial draws it) with its
reason in a bubble, until the person moves, the screen changes hands or they put it away. The
log says publicly that the seat asked; the record counts the requests (the end screen shows
them: :mod:`games.app.advice_record`). A mixin of :class:`~games.app.scenes.game.GameScene`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from games.core.explain import Advice
from games.core.text import Msg

from ..advice_record import advice_allowed
from ..explaining import Adviser
from ..draw import ROMAN
from ..tutorial.bubble import (
    BUBBLE_W,
    PAD,
    advice_pointer,
    beside,
    bubble_lines,
    draw_bubble,
    draw_highlight,
    gap_between,
    place_bubble,
)
from ..worker import Worker
from .game_undo import show_enabled

if TYPE_CHECKING:
    from games.core.record import Record

    from ..board.base import BoardBase
    from games.core.session import Session

#: the key that asks for advice (and puts it away)
ADVICE_KEY = pygame.K_h
#: the bubble's widths, widest first: it narrows before it covers what it must leave clear
BUBBLE_WIDTHS = (BUBBLE_W, 320, 280, 240, 200)
#: the widths a long reason's bubble tries, after the widest of :data:`BUBBLE_WIDTHS` and before
#: the narrower ones: wider before taller (at 1000x700 a Japanese reason 320 pixels wide stood
#: 584 tall, over the player's Turn/Place/Cancel strip)
WIDER_WIDTHS = (440, 520, 600)
#: the narrowest width read with ease: narrower to leave clear what the board keeps clear only
#: when the bubble then stands clear of all of it (at 240, sparing one stack, Japanese lines broke
#: every dozen characters, 「強さ｜3にする」, in a thin column over the other stacks)
READABLE_W = 280
#: the narrowest width taken for what the board keeps clear (Imperium's free column below the
#: seats' rows at 1000x650, beside the map); narrower only not to cover the move lit or a dialog
KEEP_W = 240


def advised_targets(board: BoardBase, action: Any) -> list[pygame.Rect]:
    """Where the board draws ``action``: its ``advice_targets(action)`` names (the tutorial's
    targets, found with ``rect_of``), else the clickable places that make it (its hotspots);
    and the buttons that make it (what the player presses to follow the advice, as the Claim
    button of a Forum card lit); none when it draws no such place."""
    got = [pygame.Rect(r) for r in (board.rect_of(n) for n in board.advice_targets(action) or ()) if r is not None]
    if not got:
        got = [pygame.Rect(h.rect) for h in board.hotspots if h.action is not None
               and h.action == action and h.enabled]
    for b in board.buttons:                                # (a panel of choices)
        if getattr(b, "action", None) is not None and b.action == action and pygame.Rect(b.rect) not in got:
            got.append(pygame.Rect(b.rect))
    return got


def bubble_spots(targets: list[pygame.Rect], size: tuple[int, int], area: pygame.Rect,
                 panels: list[pygame.Rect]) -> list[pygame.Rect]:
    """Where the advice bubble may go, best first, all inside ``area``: where
    :func:`place_bubble` puts it, beside each target in turn, then beside each panel drawn over
    the board (a dialog: the bubble steps out of its way), level with the first target."""
    spots = [place_bubble(targets, size, area)]
    spots += [r for t in targets for r in beside(t, size, area)]
    level = pygame.Rect(targets[0]) if targets else pygame.Rect(area.center, (0, 0))
    for p in panels:
        side = pygame.Rect(p.x, level.y, p.w, level.h)
        spots += beside(side, size, area)
    return [r for r in spots if area.contains(r)] or spots[:1]


def bubble_cost(r: pygame.Rect, clear: list[pygame.Rect], controls: list[pygame.Rect],
                keep: list[pygame.Rect] | tuple = ()) -> tuple[int, ...]:
    """How badly the bubble at ``r`` stands: how much it covers of what it must leave ``clear``
    (the targets lit, a dialog), then of each of ``keep`` in turn (what the board keeps clear,
    most needed first: a place the reason names before the rest of the position), then how
    many ``controls`` it covers. All nought: it stands in free space."""
    covered = sum(c.w * c.h for c in (r.clip(clear[i]) for i in r.collidelistall(clear)))
    kept = [0] * len(keep)
    for i in r.collidelistall(list(keep)):
        c = r.clip(keep[i])
        kept[i] = c.w * c.h
    return (covered, *kept, len(r.collidelistall(controls)))


def width_cost(cost: tuple[int, ...]) -> tuple[int, ...]:
    """:func:`bubble_cost` as the bubble's widths are weighed against each other: what it covers
    of the targets and dialogs, then of each thing kept clear only whether it covers it at all,
    then the controls. A narrower bubble is taken when it leaves clear something the wider one
    covers, not when it covers less of the same corners (at 280 pixels, to spare a far stack's
    corner, Caesar's broke 「取り｜込んで」 where one of 360 covered the same stacks).

    >>> width_cost((0, 441, 0, 749, 2))
    (0, 1, 0, 1, 2)
    """
    return (cost[0], *(1 if c else 0 for c in cost[1:-1]), cost[-1])


#: the step in pixels of the grid of free places tried when no place beside a target is clear
FREE_STEP = 12


def free_spots(size: tuple[int, int], area: pygame.Rect, near: pygame.Rect) -> list[pygame.Rect]:
    """Every place of a bubble of ``size`` inside ``area`` on a grid of :data:`FREE_STEP`
    pixels (and flush with its right and bottom edges), nearest ``near`` first: the free
    space beside the board, below a hand, found wherever the board left it.

    >>> got = free_spots((40, 20), pygame.Rect(0, 0, 100, 50), pygame.Rect(90, 40, 10, 10))
    >>> got[0], all(pygame.Rect(0, 0, 100, 50).contains(r) for r in got)
    (Rect(60, 30, 40, 20), True)
    """
    w, h = size
    xs = sorted(set(range(area.x, area.right - w + 1, FREE_STEP)) | {area.right - w})
    ys = sorted(set(range(area.y, area.bottom - h + 1, FREE_STEP)) | {area.bottom - h})
    spots = [pygame.Rect(x, y, w, h) for x in xs for y in ys if x >= area.x and y >= area.y]
    cx, cy = near.center
    return sorted(spots, key=lambda r: gap_between(r, near) * 4 + abs(r.centerx - cx) + abs(r.centery - cy))


def bubble_place(targets: list[pygame.Rect], size: tuple[int, int], area: pygame.Rect,
                 controls: list[pygame.Rect], panels: list[pygame.Rect] | None = None,
                 keep: list[pygame.Rect] | None = None) -> pygame.Rect:
    """Where the advice bubble goes (:func:`bubble_spots`): the first place that covers none of
    ``targets``, none of the ``panels`` over the board (a dialog: its sums and its Cancel) and
    none of what the board keeps clear (``keep``: what the reason names, the players' rows, the
    hand, the position), and of those the one that covers fewest of the board's ``controls``
    (its buttons: what the player presses to follow the advice, e.g. a token's Place and
    Cancel beside the token lit). When every place beside the targets covers some, the free
    space is searched (:func:`free_spots`, nearest the targets first); when every place there
    covers some too, the one that covers least (:func:`bubble_cost`: the targets and dialogs
    first, then what is kept clear, most needed first)."""
    panels, keep = panels or [], keep or []
    clear = targets + panels
    spots = bubble_spots(targets, size, area, panels)

    def cost(r: pygame.Rect) -> tuple[int, ...]:
        return bubble_cost(r, clear, controls, keep)
    best = min(spots, key=cost)
    least = cost(best)
    if not any(least):
        return best
    near = pygame.Rect(targets[0]) if targets else pygame.Rect(area.center, (0, 0))
    for r in free_spots(size, area, near):
        got = cost(r)
        if not any(got):
            return r
        if got < least:
            best, least = r, got
    return best


class Advising:
    """The advice of a :class:`~games.app.scenes.game.GameScene`."""

    if TYPE_CHECKING:      # what it uses of the GameScene it is mixed into
        app: Any
        board: BoardBase
        board_rect: pygame.Rect
        generation: int
        record: Record
        session: Session
        viewer: int | None
        pending_handoff: int | None
        handoff_open: bool
        looking: int | None
        time: float

        def explain(self) -> Any: ...

        def is_person(self, seat: int | None) -> bool: ...

        def busy(self) -> bool: ...

        def render(self, msg: Msg | None) -> str: ...

        def tr(self, key: str, **params: Any) -> str: ...

        def button(self, rect, text: str, callback=None, cls=None, tooltip=None): ...

        def refresh_log(self) -> None: ...

        autosave_on: bool

        def autosave_now(self, record: Record) -> None: ...

    advice_worker: Worker | None = None
    #: asked while the moves before the asker's turn were still being made or shown: asked
    #: once they are (:meth:`advice_due`)
    advice_waiting: bool = False
    #: how many moves were made when the advice thought (or shown) now was asked for
    advice_asked_at: int | None = None
    #: the advice shown: (seat, the moves made when it was asked, the Advice)
    advice: tuple[int, int, Advice] | None = None
    advice_button: Any = None
    #: where the advice was lit on the board when last drawn
    advice_lit: list[pygame.Rect] = []

    def advice_offered(self) -> bool:
        """True when this game offers advice at all (allowed, and the game can give it)."""
        return advice_allowed(self.record) and self.explain() is not None

    def advice_refusal(self) -> Msg | None:
        """Why the person at the screen cannot ask for advice now (``None``: they can)."""
        if not self.advice_offered():
            return Msg("app.advice.not_allowed")
        seat = self.viewer
        if (seat is None or not self.is_person(seat) or self.pending_handoff is not None or self.handoff_open
                or self.looking is not None or self.session.state.is_over()
                or seat not in self.session.state.to_act()):
            return Msg("app.advice.not_now")
        if len(self.session.state.legal_actions(seat)) == 1:
            return Msg("app.advice.one_choice")       # (nothing to weigh: not asked, not counted)
        return None

    def toggle_advice(self) -> None:
        """The Advice button or H: ask; while thinking (or waiting), stop; while shown, put it
        away. Asked while the last moves are still made or shown (a computer's token flying),
        it waits for them, says so, and is asked then (the advice would otherwise come unseen
        under the animation, and the next H put it away)."""
        if self.advice_worker is not None or self.advice is not None or self.advice_waiting:
            self.drop_advice()
            return
        if self.advice_offered() and self.advice_due():
            self.advice_waiting = True
            self.app.toast(self.advice_wait_msg(), "info")
            self.update_advice_button()
            return
        why = self.advice_refusal()
        if why is not None and why.key == "app.advice.not_now" and self.advice_offered() and self.busy():
            why = Msg("app.advice.wait") if self.session.state.is_over() else self.advice_wait_msg()
            self.app.toast(why, "info")         # (moves still shown: "only the one whose turn it is"
            return                              # read oddly against a computer's move playing)
        if why is not None:
            self.app.toast(why, "error")
            return
        self.ask_advice()

    def advice_wait_msg(self) -> Msg:
        """What asking while advice is due says: the seat moving before the asker's turn by
        name ("Auto-Crassus is moving: advice comes on your turn": a wait for the last move
        alone left a player whose Advice was pressed in Auto-Crassus's turn unsure why
        nothing came; so too while that seat's last move is still shown), else that the
        last move is still being shown."""
        w = self.worker
        seat = w.seat if w is not None else self.session.pending_automatic()
        if seat is None and self.record.actions:          # (its move made, still shown: it moves on screen)
            seat = self.record.actions[-1][0]
        if seat is not None and seat != self.viewer and 0 <= seat < len(self.record.seats):
            return Msg("app.advice.wait_turn", {"name": self.record.seats[seat].name})
        return Msg("app.advice.wait")

    def ask_advice(self) -> None:
        """Start thinking for the person at the screen, and say publicly that they asked: once a
        position and seat (asked again before its own move, after putting the bubble away or
        after another seat moved, is the same request: :func:`asked_already`)."""
        seat = self.viewer
        assert seat is not None
        self.advice_asked_at = len(self.record.actions)
        self.think_advice(seat)
        kept = self.record.extras.setdefault("advice", {"allowed": advice_allowed(self.record)})
        asked = kept.setdefault("asked", [])
        request = [len(self.record.actions), seat]
        if asked_already(asked, self.record.actions, request):
            self.update_advice_button()
            return
        asked.append(request)
        if self.autosave_on:       # (kept at once: the request is public, like a move)
            self.autosave_now(self.record)
        self.refresh_log()
        self.update_advice_button()

    def think_advice(self, seat: int) -> None:
        """Start the worker thinking of ``seat``'s advice, from its view now."""
        self.advice_worker = Worker(Adviser(self.explain()), self.session.state.view_for(seat), seat,
                                    token=(self.generation, seat))
        self.update_advice_button()

    def advice_due(self) -> bool:
        """True while the person at the screen waits for moves still being made or shown before
        the position advice would speak of is on the board: a computer thinking or its move
        animating, a battle's result held, or, before the person's turn, a scripted move or a
        draw due (none of it while a hand-off is pending, or in a finished game)."""
        if self.viewer is None or not self.is_person(self.viewer) or self.pending_handoff is not None \
                or self.handoff_open or self.session.state.is_over():
            return False
        if self.busy():
            return True
        return self.viewer not in self.session.state.to_act() and self.session.pending_automatic() is not None

    def drop_advice(self) -> bool:
        """Stop the thinking (or the wait) and put away the advice shown; True if there was any."""
        had = self.advice_worker is not None or self.advice is not None or self.advice_waiting
        self.advice_waiting = False
        if self.advice_worker is not None:
            self.advice_worker.cancel()
            self.advice_worker = None
        self.advice = None
        if had:
            self.update_advice_button()
        return had

    def advice_thinking(self) -> bool:
        return self.advice_worker is not None

    def update_advice(self) -> None:
        """Each frame: take the answer when it came; think again when only other seats moved
        (a computer laid its card meanwhile); drop what no longer fits (the asker moved, a move
        taken back, another person at the screen, a hand-off)."""
        if self.advice_waiting:
            self.take_waiting_advice()
            return
        w = self.advice_worker
        fresh = (self.generation, self.viewer)
        if w is not None and w.token != fresh or self.advice is not None and (self.advice[1], self.advice[0]) != fresh:
            seat = w.seat if w is not None else self.advice[0]
            if self.keep_shown_advice():
                return
            self.drop_advice()
            if self.others_moved_since_asked(seat):
                self.think_advice(seat)
            elif w is not None and self.viewer == seat:      # asked, then moved before the answer came
                self.after_own_move(seat)
            return
        if self.advice is not None and (self.handoff_open or self.pending_handoff is not None
                                        or self.looking is not None):
            self.drop_advice()
            return
        if w is not None and (self.handoff_open or self.pending_handoff is not None):
            self.drop_advice()
            return
        if w is None or not w.done:
            return
        self.advice_worker = None
        if w.cancelled or w.error is not None or not isinstance(w.action, Advice):
            self.app.toast(Msg("app.advice.failed"), "error")
        else:
            self.advice = (w.seat, self.generation, w.action)
            self.board.advice_given(w.action.action)     # (a board may follow it: a token's turn)
            self.app.untoast("app.advice.wait_turn", "app.advice.wait")     # (said while it waited: past now)
        self.update_advice_button()

    def take_waiting_advice(self) -> None:
        """Advice asked while the last moves were shown is asked once they are, or a sentence
        says why it cannot be (the turn went to another seat, a hand-off came)."""
        if self.advice_due():
            return
        self.advice_waiting = False
        why = self.advice_refusal()
        if why is not None:
            if self.pending_handoff is None and not self.handoff_open:
                self.app.toast(why, "error")
            self.update_advice_button()
            return
        self.ask_advice()

    def keep_shown_advice(self) -> bool:
        """The advice shown stays when only other seats moved since it was asked and the move it
        names is still the asker's to make (a computer laid its card in a choice made at once by
        both: hidden from the asker, it changes nothing the advice read); True if it stayed.
        Thinking it again put the bubble away and the thinking line back for a moment."""
        if self.advice is None or self.advice_worker is not None:
            return False
        seat, _n, got = self.advice
        if not self.others_moved_since_asked(seat) or got.action not in self.session.state.legal_actions(seat):
            return False
        self.advice = (seat, self.generation, got)
        self.advice_asked_at = len(self.record.actions)
        return True

    def after_own_move(self, seat: int) -> None:
        """``seat`` asked, then made a move before the advice came (H pressed as a phase was
        ended): the request is in the log and no bubble would ever show. While ``seat`` still
        acts, the advice is thought again for where it is now (the same request); else a
        sentence says why none comes."""
        if self.advice_refusal() is None:
            self.advice_asked_at = len(self.record.actions)
            self.think_advice(seat)
        else:
            self.app.toast(Msg("app.advice.moved"), "info")

    def others_moved_since_asked(self, seat: int) -> bool:
        """True when the position changed since ``seat`` asked only by other seats' moves and
        ``seat`` still has the screen and the move: the advice is still wanted, for the new
        position."""
        acts = self.record.actions
        since = self.advice_asked_at
        return (since is not None and since <= len(acts) and all(s != seat for s, _a in acts[since:])
                and self.viewer == seat and self.advice_refusal() is None)

    def update_advice_button(self) -> None:
        """The button says what it does now: ask, or stop the thinking; no tooltip while the advice
        shows (it opened over the bubble)."""
        b = self.advice_button
        if b is None or not b.alive():
            return
        stop = self.advice_worker is not None or self.advice_waiting
        label = self.tr("app.advice.stop" if stop else "app.advice.button")
        if b.text != label:
            b.set_text(label)
            self.app.dirty = True      # (the widget draws its new words at the next frame: one is due)
        ok = stop or self.advice is not None or self.advice_refusal() is None or \
            self.advice_offered() and self.advice_due()
        show_enabled(b, ok)
        b.tip_when_disabled = True        # (disabled, its tooltip says why, as H does)
        why = self.advice_refusal()
        tip = None if self.advice is not None else (
            self.render(why) if why is not None and not ok else self.tr("app.advice.tip"))
        if b.tool_tip_text != tip:         # (no tooltip over the bubble: its foot says how to put it away)
            b.set_tooltip(tip)
            if b.tool_tip is not None:     # (one with the old words goes; the new one opens after the delay)
                b.tool_tip.kill()
                b.tool_tip = None

    def build_advice_button(self, rect: pygame.Rect) -> None:
        """The Advice button at ``rect`` (only in a game that offers advice)."""
        self.advice_button = self.button(rect, self.tr("app.advice.button"), self.toggle_advice, cls="@quiet",
                                         tooltip=self.tr("app.advice.tip"))
        self.update_advice_button()

    def advice_key(self, ev: pygame.event.Event) -> bool:
        """H asks (or puts away). True if used. (Esc stops the thinking or puts the advice away:
        the scene's ``back``.)"""
        if ev.type != pygame.KEYDOWN or ev.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_ALT):
            return False
        if ev.key == ADVICE_KEY and self.explain() is not None:   # (not allowed: a sentence says so)
            self.toggle_advice()
            return True
        return False

    def advice_text(self) -> str:
        """The bubble's words: the move advised and why (put into words once per advice and
        language: the bubble is drawn every frame while it shows)."""
        assert self.advice is not None
        kept = getattr(self, "_advice_said", None)
        if kept is not None and kept[0] is self.advice and kept[1] == self.lang:
            return kept[2]
        seat, _n, got = self.advice
        said = self.tr("app.advice.says", move=self.advice_move(got.action, seat, getattr(got, "move", None)),
                       reason=self.render(got.reason))
        self._advice_said = (self.advice, self.lang, said)
        return said

    def advice_move(self, action: Any, seat: int, move: Msg | None = None) -> str:
        """The move advised in words: the board's own where it has them (its
        ``advice_words(action, seat)``: the button the player presses, say); else the explain
        module's words for the move, said to the asker (``move``: the advice's); else, for a move
        whose log line keeps a secret (three cards laid face down, a card passed), its mover's
        own words (``own_msg``: the asker owns that secret, and the advice is theirs alone, shown
        behind their hand-off); else its log line."""
        msg = self.board.advice_words(action, seat)
        if msg is None:
            msg = move
        if msg is None:
            said = getattr(action, "own_msg", None) or getattr(action, "msg", None)
            msg = said(seat) if callable(said) else None
        return self.render(msg) if msg is not None else str(action)

    def draw_advice(self, surface: pygame.Surface) -> None:
        """The move advised, highlighted on the board, and its reason in a bubble, once the board
        has finished showing the moves before it (advice asked for during an animation would
        stand over a board that does not show the position it speaks of yet)."""
        if self.advice is None or self.board.busy():
            self.advice_lit = []
            return
        panels = [pygame.Rect(p) for p in self.board.panels_over()]
        targets = [r for r in advised_targets(self.board, self.advice[2].action)   # (none half under a dialog)
                   if not any(r.colliderect(p) and not p.contains(r) for p in panels)]
        self.advice_lit = []
        for r in targets:
            draw_highlight(surface, r, self.time)
            self.advice_lit.append(r)
        keep = [pygame.Rect(r) for r in self.board.advice_keep_clear(self.advice[2])]   # (what its reason names)
        font = self.app.fonts.get(16)
        lines, foot = self.place_advice(font, targets, panels, keep)
        step = font.get_linesize()
        avoid = [pygame.Rect(r) for r in self.board.advice_pointer_clear_of()]
        self.advice_pointed, self.advice_pointer, kept_off = advice_pointer(self.advice_rect, targets, avoid)
        draw_bubble(surface, self.advice_rect, lines, font, self.advice_pointed, "", kept_off)
        y = self.advice_rect.bottom - PAD - len(foot) * step + PAD // 2
        for line in foot:                 # (the foot wrapped too: it is long in English)
            surface.blit(font.render(line, True, ROMAN["gold_dark"]), (self.advice_rect.x + PAD, y))
            y += step

    def place_advice(self, font: pygame.font.Font, targets: list[pygame.Rect], panels: list[pygame.Rect],
                     keep: list[pygame.Rect] | None = None) -> tuple[list[str], list[str]]:
        """Set the bubble's place (``advice_rect``) clear of the ``targets`` lit, of the
        ``panels`` over the board (its ``panels_over()``: a dialog) and of what the board
        keeps clear (``keep``: its ``advice_keep_clear``), narrower when it fits clear of them no
        other way (:func:`bubble_place`); its lines and its foot's, wrapped to the width it
        took. Worked out again only when one of them moved."""
        keep = keep or []
        area = self.board_rect.inflate(-16, -16)
        controls = [pygame.Rect(b.rect) for b in self.board.buttons]
        key = (self.advice_text(), font.get_height(), tuple(area),
               *(tuple(tuple(r) for r in rs) for rs in (targets, panels, keep, controls)))
        kept = getattr(self, "_advice_place", None)
        if kept is None or kept[0] != key:
            best: tuple[tuple[int, ...], int, pygame.Rect] | None = None
            for width in self.advice_widths(font, area):
                spare = best is not None and not best[0][0]     # (the move lit and a dialog clear already)
                if width < KEEP_W and spare:
                    break            # (narrower only not to cover the move lit or a dialog)
                size = (width, min(area.h, self.advice_height(font, width)))
                rect = bubble_place(targets, size, area, controls, panels, keep)
                cost = width_cost(bubble_cost(rect, targets + panels, controls, keep))
                if width < READABLE_W and spare and any(cost[:-1]):
                    continue         # (a thin column only to stand clear of all that is kept)
                if best is None or cost < best[0]:     # (the widest of those that cover least)
                    best = (cost, width, rect)
                if not any(cost):
                    break
            assert best is not None
            kept = self._advice_place = (key, best[2].clamp(area))     # (never off the board)
        self.advice_rect = pygame.Rect(kept[1])
        lines, foot = self.advice_lines(font, self.advice_rect.w)
        room = (self.advice_rect.h - 2 * PAD) // font.get_linesize() - len(foot)
        if len(lines) > room:            # (taller than the board even at its width: cut, marked)
            lines = lines[:max(1, room - 1)] + ["…"]
        return lines, foot

    def advice_height(self, font: pygame.font.Font, width: int) -> int:
        """The bubble's height at ``width`` (its lines and its foot's)."""
        lines, foot = self.advice_lines(font, width)
        return 2 * PAD + (len(lines) + len(foot)) * font.get_linesize()

    def advice_widths(self, font: pygame.font.Font, area: pygame.Rect) -> list[int]:
        """The bubble's widths to try, widest first: those of :data:`BUBBLE_WIDTHS` whose
        bubble is no taller than ``area``, with those of :data:`WIDER_WIDTHS` after the first
        when its bubble stands taller than half the area; a long reason none of them holds goes wider, to
        the first width whose bubble fits the board's height (a long reason at 1000x700 stood
        taller than the window, cut at both ends), at most the board's width."""
        widths = list(dict.fromkeys(min(w, area.w) for w in BUBBLE_WIDTHS))
        fits = [w for w in widths if self.advice_height(font, w) <= area.h]
        if fits and self.advice_height(font, fits[0]) > area.h // 2:     # (a long reason: wider, then taller)
            wider = [w for w in dict.fromkeys(min(w, area.w) for w in WIDER_WIDTHS) if w > fits[0]]
            return fits[:1] + wider + fits[1:]
        if fits:
            return fits
        wider = list(range(widths[0] + 40, area.w, 40)) + [area.w]
        return [next((w for w in wider if self.advice_height(font, w) <= area.h), area.w)]

    def advice_lines(self, font: pygame.font.Font, width: int) -> tuple[list[str], list[str]]:
        """The bubble's lines and its foot's, wrapped to ``width`` (kept, at each width tried,
        while they stay the same)."""
        key = (self.advice_text(), self.tr("app.advice.foot"), font.get_height())
        kept = getattr(self, "_advice_lines", None)
        if kept is None or kept[0] != key:
            kept = self._advice_lines = (key, {})
        if width not in kept[1]:
            kept[1][width] = (bubble_lines(key[0], font, width), bubble_lines(key[1], font, width))
        return kept[1][width]


def asked_already(asked: list, actions: list, request: list) -> bool:
    """True when ``request`` (``[moves made, seat]``) repeats one in ``asked``: the seat asked
    before and has not moved since (another seat's move meanwhile, a computer's card laid face
    down, leaves the same decision to it: the advice is thought again for it, as the same
    request). Then the log has its line and the end screen its count already.

    >>> asked_already([[3, 0]], [(0, "a")] * 5, [5, 0]), asked_already([[3, 0]], [(1, "a")] * 5, [5, 0])
    (False, True)
    >>> asked_already([[3, 1], [5, 0]], [(1, "a")] * 5, [5, 0]), asked_already([], [], [0, 0])
    (True, False)
    """
    n, seat = request
    for item in asked:
        if isinstance(item, list) and len(item) == 2 and item[1] == seat and type(item[0]) is int \
                and 0 <= item[0] <= n and all(s != seat for s, _a in actions[item[0]:n]):
            return True
    return False
