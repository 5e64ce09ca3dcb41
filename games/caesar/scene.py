"""The board of Caesar (Knizia): a 5x5 wooden board with marble squares, piles of counters,
one panel per player (counters owned, cards left and spent), and the struggle panel where
two stacks face each other and their cards flip together.

The board reads only ``self.view`` (a view for ``self.viewer``) and, while it animates an
action, the ``before`` view the host hands to :meth:`Board.on_events`. Clicks become actions
chosen from ``view.legal_actions(viewer)`` and go to ``host.submit``.

Interaction:

- set-up: the empty squares glow; click one to place a counter;
- play: click one of your stacks (those with a move glow); its alliance targets light up green
  (linked rings) and its struggle targets red (crossed swords), each with a line from the stack;
  click a target to act, anywhere else to let go; "Pass" when passing is legal;
- struggle: your remaining cards fan out at the foot of the struggle panel; click one.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Sequence

import pygame

from games.app.anim import Call, CardFlip, CountUp, FloatText, Group, Mover, Pulse, Tween, Wait
from games.app.anim import Sequence as AnimSequence
from games.app.board import BoardBase
from games.app.draw import (PLAYER_COLOURS, ROMAN, blit_text, card_back, darken, drop_shadow,
                            glow_rect, lighten, mix, panel, rotate_aa, text_surface, token, wrap_text)
from games.core.text import Msg

from . import rules as R
from .scene_art import (ALLY_COLOUR, STRUGGLE_COLOUR, Banner, Crumble, StrikeLine, arrow_head, board_surface,
                        cached_panel, caesar_card, dashed_line, pile_anchor, pile_step, pile_surface, rings_icon,
                        swords_icon)

NEUTRAL_RGB = PLAYER_COLOURS["neutral"]
#: the order cards are shown in a hand: 1-9, then the flag
CARD_ORDER = (1, 2, 3, 4, 5, 6, 7, 8, 9, R.FLAG)


@dataclass
class Duel:
    """What the struggle panel shows: the two stacks, their cards, the count and the verdict."""

    a: int
    d: int
    src: int
    dst: int
    stack_a: tuple
    stack_d: tuple
    #: per side: None (still choosing), R.HIDDEN (chosen, face down) or the card (known here)
    card_a: int | None = None
    card_d: int | None = None
    face_up: bool = False
    flipping: bool = False
    total_a: int | None = None
    total_d: int | None = None
    verdict: str | None = None
    verdict_colour: tuple = ROMAN["ink"]
    winner: int | None = None
    revealing: bool = False
    hidden_slots: set = field(default_factory=set)

    @property
    def sa(self) -> int:
        return len(self.stack_a)

    @property
    def sd(self) -> int:
        return len(self.stack_d)

    def card(self, side: int) -> int | None:
        return self.card_a if side == 0 else self.card_d

    def seat(self, side: int) -> int:
        return self.a if side == 0 else self.d


class Board(BoardBase):
    """The Caesar board (see the module docstring)."""

    def __init__(self, host):
        super().__init__(host)
        self.selected: int | None = None
        #: the board drawn while an action is animated (None: the view's)
        self.shown_board: list | None = None
        #: the hands drawn until the cards of a struggle are revealed (None: the view's)
        self.shown_hands: list | None = None
        #: squares drawn empty because an animation stands in for them
        self.hidden: set[int] = set()
        #: the struggle being revealed (kept after the view has moved on)
        self.duel: Duel | None = None
        self.declaring = False
        self.panel_t = 1.0
        self.seq: AnimSequence | None = None
        self.geo: dict[str, Any] = {}
        self._hand: list[tuple[int, pygame.Rect, float]] = []
        self.drawn_views: list = []  # for tests: the views the board last drew from

    # ======================================================================================
    # geometry
    # ======================================================================================
    def _layout(self) -> None:
        r = self.rect
        g: dict[str, Any] = {}
        n = self.view.n_seats if self.view is not None else 2
        m = max(8, int(min(r.w, r.h) * 0.022))
        col_min = max(240, int(r.w * 0.28))
        side = min(r.h - 2 * m, r.w - 3 * m - col_min)
        side = max(160, side)
        board = pygame.Rect(r.x + m, r.y + (r.h - side) // 2, side, side)
        frame = max(16, int(side * 0.07))
        grid = board.inflate(-2 * frame, -2 * frame)
        cell = grid.w / 5
        g.update(m=m, board=board, frame=frame, grid=grid, cell=cell, radius=max(8, int(cell * 0.28)))
        # the right-hand column: one panel per player, then the legend and the Pass button
        col = pygame.Rect(board.right + m, r.y + m, r.right - board.right - 2 * m, r.h - 2 * m)
        foot_h = max(40, min(60, int(r.h * 0.075)))
        gap = max(6, m // 2)
        ph = min(170, int(side * 0.3), (col.h - foot_h - gap - (n - 1) * gap) // n)
        panels = []
        y = col.y
        for s in range(n):
            panels.append(pygame.Rect(col.x, y, col.w, ph))
            y += ph + gap
        foot = pygame.Rect(col.x, y, col.w, foot_h)
        pass_w = max(100, int(col.w * 0.38))
        g.update(col=col, panels=panels, foot=foot,
                 pass_rect=pygame.Rect(foot.right - pass_w, foot.y + 2, pass_w, foot.h - 4),
                 legend=pygame.Rect(foot.x, foot.y, foot.w - pass_w - gap, foot.h))
        # the struggle panel covers the board
        sp = board.inflate(-int(side * 0.04), -int(side * 0.04))
        g["duel"] = sp
        self.geo = g

    def square_centre(self, sq: int) -> tuple[float, float]:
        g = self.geo
        row, col = divmod(sq, 5)
        return g["grid"].x + (col + 0.5) * g["cell"], g["grid"].y + (row + 0.5) * g["cell"]

    def square_rect(self, sq: int) -> pygame.Rect:
        g = self.geo
        row, col = divmod(sq, 5)
        c = g["cell"]
        x0, y0 = int(g["grid"].x + col * c), int(g["grid"].y + row * c)
        return pygame.Rect(x0 + 2, y0 + 2, int(g["grid"].x + (col + 1) * c) - x0 - 4,
                           int(g["grid"].y + (row + 1) * c) - y0 - 4)

    def pile_base(self, sq: int, count: int) -> tuple[float, float]:
        """Where the bottom counter of a pile of ``count`` stands on ``sq`` (the pile is centred)."""
        cx, cy = self.square_centre(sq)
        n = max(1, min(count, 6))
        return cx, cy + (n - 1) * pile_step(self.geo["radius"]) / 2

    def token_pos(self, seat: int) -> tuple[int, int]:
        """Centre of the big counter on a player's panel."""
        p = self.geo["panels"][seat]
        pad, tr = max(6, p.h // 12), max(10, min(26, int(p.h * 0.19), int(p.w * 0.075)))
        return p.x + pad + tr, p.y + pad + tr

    # ----- the struggle panel ---------------------------------------------------------------
    def duel_geo(self) -> dict[str, Any]:
        P = self.geo["duel"]
        ch = int(P.h * 0.21)
        cw = int(ch / 1.45)
        out = {"P": P, "title_y": P.y + int(P.h * 0.045), "names_y": P.y + int(P.h * 0.115),
               "pile_radius": max(10, int(P.h * 0.065)), "card": (cw, ch)}
        xs = (P.x + int(P.w * 0.25), P.right - int(P.w * 0.25))
        out["xs"] = xs
        out["pile_base"] = [(x, P.y + int(P.h * 0.345)) for x in xs]
        out["strength_y"] = P.y + int(P.h * 0.395)
        out["slots"] = [pygame.Rect(x - cw // 2, P.y + int(P.h * 0.47), cw, ch) for x in xs]
        out["totals_y"] = P.y + int(P.h * 0.72)
        out["verdict_y"] = P.y + int(P.h * 0.82)
        out["hand_top"] = P.y + int(P.h * 0.74)
        return out

    def hand_layout(self, cards: Sequence[int]) -> list[tuple[int, pygame.Rect, float]]:
        """The fanned hand at the foot of the struggle panel: ``(card, rect, angle)`` left to right."""
        dg = self.duel_geo()
        P = dg["P"]
        ch = int(P.h * 0.2)
        cw = int(ch / 1.45)
        n = len(cards)
        if n == 0:
            return []
        span = P.w * 0.86
        spacing = min(cw * 1.08, (span - cw) / max(1, n - 1))
        total = cw + spacing * (n - 1)
        x0 = P.centerx - total / 2
        out = []
        for i, c in enumerate(cards):
            off = i - (n - 1) / 2
            angle = -off * 2.5
            y = dg["hand_top"] + int(abs(off) ** 2 * ch * 0.012)
            out.append((c, pygame.Rect(int(x0 + i * spacing), y, cw, ch), angle))
        return out

    # ======================================================================================
    # the host's calls
    # ======================================================================================
    def rebuild(self) -> None:
        self.hotspots = []
        if self.rect.w <= 0 or self.rect.h <= 0:
            return
        self._layout()
        self._hand = []
        v = self.view
        if v is None or self.viewer is None or not self.acting:
            self.selected = None
            return
        legal = v.legal_actions(self.viewer)
        if v.phase == R.PHASE_PLACE:
            for a in legal:
                if isinstance(a, R.Place):
                    self.add_hotspot(self.square_rect(a.square), a, key=("place", a.square), radius=8)
        elif v.phase == R.PHASE_PLAY:
            moves: dict[int, list] = {}
            for a in legal:
                if isinstance(a, (R.Ally, R.Struggle)):
                    moves.setdefault(a.src, []).append(a)
            if self.selected not in moves:
                self.selected = None
            for src in sorted(moves):
                self.add_hotspot(self.square_rect(src), on_click=lambda s=src: self._select(s), key=("src", src),
                                 glow=self.selected is None, radius=8)
            if self.selected is not None:
                for a in moves[self.selected]:
                    kind = "ally" if isinstance(a, R.Ally) else "struggle"
                    self.add_hotspot(self.square_rect(a.dst), a, key=(kind, a.dst), glow=False)
            for a in legal:
                if isinstance(a, R.Pass):
                    self.add_hotspot(self.geo["pass_rect"], a, key="pass", glow=False)
        elif v.phase == R.PHASE_STRUGGLE:
            playable = {a.card: a for a in legal if isinstance(a, R.PlayCard)}
            if playable:
                hand = [c for c in CARD_ORDER if c in v.hands[self.viewer]]
                self._hand = self.hand_layout(hand)
                n = len(self._hand)
                for i, (c, rect, _ang) in enumerate(self._hand):
                    if c not in playable:
                        continue
                    hit = rect.copy()
                    if i < n - 1:
                        hit.w = max(8, self._hand[i + 1][1].x - rect.x)
                    hit.y -= int(rect.h * 0.12)
                    hit.h += int(rect.h * 0.12)
                    self.add_hotspot(hit, playable[c], key=("card", c), glow=False)

    def set_view(self, view, viewer, acting) -> None:
        if view is not None and self.view is not None and view.phase != self.view.phase:
            self.selected = None
        super().set_view(view, viewer, acting)

    def _select(self, sq: int) -> None:
        self.selected = None if self.selected == sq else sq
        self.sfx.play("click")
        self.rebuild()
        self._update_hover()

    def handle_event(self, ev) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3) and self.rect.collidepoint(ev.pos):
            if ev.button == 3 or (not self.anim.busy() and self.hotspot_at(ev.pos) is None):
                if self.selected is not None:
                    self.selected = None
                    self.rebuild()
                    self._update_hover()
                    return True
                if ev.button == 3:
                    return False
        return super().handle_event(ev)

    def hint(self) -> Msg | None:
        v = self.view
        if v is None or not self.acting or self.viewer is None:
            return None
        if v.phase == R.PHASE_PLAY:
            if self.selected is None:
                return Msg("caesar.ui.hint_select")
            return Msg("caesar.ui.hint_target", {"square": R.square_name(self.selected)})
        if v.phase == R.PHASE_STRUGGLE and v.legal_actions(self.viewer):
            return Msg("caesar.ui.hint_card")
        return None

    # ======================================================================================
    # animating events
    # ======================================================================================
    def on_events(self, seat, action, events, before, after) -> None:
        if self.seq is not None and not self.seq.done:
            self.seq.finish()
        self.selected = None
        if not self.geo:
            self._layout()
        if before is None or not hasattr(before, "board"):
            self.shown_board = None
            self.sfx.play("place")
            return
        self.shown_board = list(before.board)
        self.shown_hands = list(before.hands) if hasattr(before, "hands") else None
        self.hidden = set()
        steps: list = []
        reveal = next((e for e in events if isinstance(e, R.CardsRevealed)), None)
        if reveal is not None and before.struggle is not None:
            a, d, src, dst = before.struggle
            own = {s: before.committed[s] for s in (a, d)}
            self.duel = Duel(a, d, src, dst, before.board[src], before.board[dst],
                             card_a=own[a] if own[a] is not None else R.HIDDEN,
                             card_d=own[d] if own[d] is not None else R.HIDDEN, revealing=True)
            # the seat committing now has no card in the slot yet: its card slides in
            committing = seat if seat in (a, d) and own.get(seat) is None else None
            if committing is not None:
                self.duel.hidden_slots.add(committing)
        if isinstance(action, R.Pass) and seat is not None and seat < len(self.geo["panels"]):
            p = self.geo["panels"][seat]
            steps.append(FloatText(self.tr("caesar.ui.passes"), p.center, self.font(max(16, p.h // 4), True),
                                   duration=1.1))
        for ev in events:
            steps.extend(self._steps_for(ev, seat, before))
        steps.append(Call(self._finished))
        self.seq = AnimSequence(*steps)
        self.anim.add(self.seq)

    def _finished(self) -> None:
        self.shown_board = None
        self.shown_hands = None
        self.hidden = set()
        self.duel = None
        self.declaring = False
        self.panel_t = 1.0

    def _set(self, sq: int, stack: tuple) -> None:
        if self.shown_board is not None:
            self.shown_board[sq] = stack

    def _stack(self, sq: int) -> tuple:
        board = self.shown_board if self.shown_board is not None else (self.view.board if self.view is not None else None)
        return tuple(board[sq]) if board is not None else ()

    def _pile_image(self, stack: tuple, radius: int, badge: bool = True) -> pygame.Surface:
        cols = tuple(self.counter_rgb(c) for c in stack)
        top = stack[-1] if stack else R.NEUTRAL
        sym = self.symbol(top) if top is not None and top >= 0 else None
        return pile_surface(cols, radius, sym, len(stack), self.host.fonts, badge)

    def _pile_centre(self, sq: int, stack: tuple, on_top_of: int = 0) -> pygame.Vector2:
        """Centre of a pile's image standing on ``sq``, or landing on top of ``on_top_of`` counters."""
        r = self.geo["radius"]
        step = pile_step(r)
        img = self._pile_image(stack, r, badge=False)
        n = len(stack)
        total = n + on_top_of
        bx, by = self.pile_base(sq, total)
        top_y = by - (min(total, 6) - 1) * step
        base_y = top_y + (min(n, 6) - 1) * step
        x, y = pile_anchor(img, r, (bx, base_y))
        return pygame.Vector2(x + img.get_width() / 2, y + img.get_height() / 2)

    def _steps_for(self, ev, seat, before) -> list:
        g = self.geo
        cell = g["cell"]
        r = g["radius"]
        out: list = []
        if isinstance(ev, R.CounterPlaced):
            img = token(r, self.counter_rgb(ev.seat), self.symbol(ev.seat))
            start = self.token_pos(ev.seat)
            end = self.pile_base(ev.square, 1)
            out.append(Mover(img, [start, end], 0.5, arc=cell * 0.6,
                             on_done=lambda sq=ev.square, s=ev.seat: (self._set(sq, (s,)), self.sfx.play("place"))))
        elif isinstance(ev, R.NeutralsFilled):
            img = token(r, NEUTRAL_RGB)
            movers = []
            for i, sq in enumerate(ev.squares):
                x, y = self.pile_base(sq, 1)
                movers.append(Mover(img, [(x, y - cell * 0.9), (x, y)], 0.3, delay=0.05 * i, ease="out_quad",
                                    on_done=lambda sq=sq: self._set(sq, (R.NEUTRAL,))))
            out.append(Call(lambda: self.sfx.play("slide")))
            out.append(Group(*movers))
            out.append(Call(lambda: self.sfx.play("place")))
            out.append(Banner(g["board"], self.tr("caesar.ui.play_begins"), self.host.render(ev.msg()),
                              self.host.fonts, colour=ROMAN["red"], duration=1.6))
        elif isinstance(ev, R.Allied):
            out.append(Call(lambda ev=ev: (self.hidden.add(ev.src), self.sfx.play("slide"))))
            out.append(self._slide(before, ev.src, ev.dst, r, 0.55, cell * 0.35))
            out.append(Pulse(self.square_rect(ev.dst), ALLY_COLOUR, 0.6))
        elif isinstance(ev, R.StruggleDeclared):
            a = self.square_centre(ev.src)
            b = self.square_centre(ev.dst)

            def start():
                self.declaring = True
                self.sfx.play("slide")

            def opened():
                self.declaring = False
                self.panel_t = 0.0
            out.append(Call(start))
            out.append(StrikeLine(a, b, duration=0.75, ring=int(cell * 0.45)))
            out.append(Call(opened))
            out.append(Tween(self, "panel_t", 1.0, 0.3))
        elif isinstance(ev, R.CardCommitted):
            out.extend(self._commit_steps(ev.seat))
        elif isinstance(ev, R.CardsRevealed):
            out.extend(self._reveal_steps(ev))
        elif isinstance(ev, R.StruggleVoid):
            out.append(Call(lambda: self._verdict(self.tr("caesar.ui.verdict_void"), ROMAN["sea_dark"], None)))
            out.append(Wait(1.5))
            out.append(Call(self._close_duel))
            out.append(FloatText(self.tr("caesar.ui.void_short"), self.square_centre(ev.dst),
                                 self.font(max(14, int(cell * 0.22)), True), duration=1.0))
        elif isinstance(ev, R.StruggleWon):
            text = self.host.render(Msg("caesar.ui.verdict_won", {"seat": ev.winner, "t1": ev.total_winner,
                                                                  "t2": ev.total_loser}))
            slide = self._slide(before, ev.src, ev.dst, r, 0.65, cell * 0.45)
            out.append(Call(lambda: self._verdict(text, self.colour(ev.winner), ev.winner)))
            out.append(Wait(1.4))
            out.append(Call(lambda ev=ev: (self._close_duel(), self.hidden.add(ev.src), self.sfx.play("slide"))))
            out.append(slide)
            out.append(Pulse(self.square_rect(ev.dst), self.colour(ev.winner), 0.6))
        elif isinstance(ev, R.StruggleTied):
            text = self.tr("caesar.ui.verdict_tie", total=ev.total)
            out.append(Call(lambda: self._verdict(text, ROMAN["terracotta_dark"], None)))
            out.append(Wait(1.4))
            crumbles = []
            for sq in (ev.src, ev.dst):
                stack = self._sim_stack(before, sq)
                if not stack:
                    continue
                img = self._pile_image(stack, r)
                rect = img.get_rect(topleft=pile_anchor(img, r, self.pile_base(sq, len(stack))))
                crumbles.append(Crumble(img, rect, 0.9, seed=sq))

            def gone(ev=ev):
                for sq in (ev.src, ev.dst):
                    self._set(sq, ())
                    self.hidden.discard(sq)
            out.append(Call(lambda ev=ev: (self._close_duel(), self.hidden.update((ev.src, ev.dst)),
                                           self.sfx.play("refuse"))))
            if crumbles:
                out.append(Group(*crumbles))
            out.append(Call(gone))
        elif isinstance(ev, R.Eliminated):
            out.append(Banner(g["board"], self.host.render(Msg("caesar.ui.out_title", {"seat": ev.seat})),
                              self.host.render(ev.msg()), self.host.fonts, colour=darken(self.colour(ev.seat), 0.35),
                              duration=2.0))
        elif isinstance(ev, R.GameEnded):
            scores = [int(x) for x in ev.scores]
            best = max(scores) if scores else 0
            if len(ev.winners) == 1:
                result = Msg("caesar.result.single", {"seat": ev.winners[0], "n": best})
            else:
                result = Msg("caesar.result.shared", {"seats": [Msg("caesar.name", {"seat": w}) for w in ev.winners],
                                                      "n": best})
            line = self.host.render(R.end_msg(ev.reason, ev.seat)) + "\n" + self.host.render(result)
            out.append(Call(lambda: self.sfx.play("win")))
            out.append(Banner(g["board"], self.tr("caesar.ui.game_over"), line, self.host.fonts,
                              colour=ROMAN["red_dark"], duration=2.8))
        return out

    def _slide(self, before, src: int, dst: int, r, duration: float, arc: float) -> Mover:
        """The stack on ``src`` sliding onto ``dst`` (alliance, or a won struggle); it lands on top."""
        stack = self._sim_stack(before, src)
        under = len(self._sim_stack(before, dst))
        img = self._pile_image(stack, r, badge=False)
        a = self._pile_centre(src, stack)
        b = self._pile_centre(dst, stack, on_top_of=under)

        def land():
            self._set(dst, self._stack(dst) + self._stack(src))
            self._set(src, ())
            self.hidden.discard(src)
            self.sfx.play("place")
        return Mover(img, [a, b], duration, arc=arc, on_done=land)

    def _sim_stack(self, before, sq: int) -> tuple:
        """The stack on ``sq`` at the moment the step starts (``before`` plus earlier steps of this action)."""
        return tuple(before.board[sq])

    def _commit_steps(self, seat: int) -> list:
        dg = self.duel_geo()
        d = self.duel
        side = None
        if d is not None:
            side = 0 if seat == d.a else 1 if seat == d.d else None
        else:
            v = self.view
            if v is not None and v.struggle is not None and seat in v.struggle[:2]:
                side = 0 if seat == v.struggle[0] else 1
        if side is None or seat >= len(self.geo["panels"]):
            return [Call(lambda: self.sfx.play("place"))]
        slot = dg["slots"][side]
        img = card_back(slot.size)

        def hide():
            if self.duel is not None:
                self.duel.hidden_slots.add(seat)

        def show():
            if self.duel is not None:
                self.duel.hidden_slots.discard(seat)
            self.sfx.play("place")
        return [Call(hide), Mover(img, [self.token_pos(seat), slot.center], 0.4, arc=20, on_done=show)]

    def _reveal_steps(self, ev) -> list:
        dg = self.duel_geo()
        d = self.duel
        if d is None:
            return []
        faces = []
        for side, card in ((0, ev.card_attacker), (1, ev.card_defender)):
            slot = dg["slots"][side]
            known = d.card(side)
            before = self.card_image(known, slot.size, d.seat(side)) if known is not None and known >= 0 \
                else card_back(slot.size)
            faces.append((slot, before, self.card_image(card, slot.size, d.seat(side))))

        def flip_start():
            d.flipping = True
            self.sfx.play("flip")

        def flipped():
            d.card_a, d.card_d = ev.card_attacker, ev.card_defender
            d.flipping = False
            d.face_up = True
            self.shown_hands = None
        out: list = [Wait(0.35), Call(flip_start), CardFlip(faces, 0.6, lift=0.12), Call(flipped)]
        if ev.card_attacker != R.FLAG and ev.card_defender != R.FLAG:
            def count_start():
                d.total_a, d.total_d = d.sa, d.sd
            out.append(Call(count_start))
            out.append(Group(CountUp(d.sa, d.sa + ev.card_attacker, duration=0.7, target=d, attr="total_a"),
                             CountUp(d.sd, d.sd + ev.card_defender, duration=0.7, target=d, attr="total_d")))
        else:
            out.append(Wait(0.3))
        return out

    def _verdict(self, text: str, colour, winner) -> None:
        if self.duel is not None:
            self.duel.verdict = text
            self.duel.verdict_colour = colour
            self.duel.winner = winner
        self.sfx.play("win" if winner is not None and winner == self.viewer else "click")

    def _close_duel(self) -> None:
        self.duel = None

    # ======================================================================================
    # drawing
    # ======================================================================================
    def counter_rgb(self, c: int) -> tuple:
        return NEUTRAL_RGB if c is None or c < 0 else self.colour(c)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.geo:
            self._layout()
        super().draw(surface)

    def draw_hotspots(self, surface: pygame.Surface) -> None:
        if self.duel is not None or self.declaring:
            return
        super().draw_hotspots(surface)

    def draw_board(self, surface: pygame.Surface) -> None:
        v = self.view
        if v is None or not self.geo:
            return
        self.drawn_views.append(v)
        if len(self.drawn_views) > 4:
            del self.drawn_views[:-4]
        g = self.geo
        board = g["board"]
        drop_shadow(surface, board, radius=10, offset=(4, 8), blur=12, alpha=120)
        surface.blit(board_surface(board.w, g["frame"], max(11, int(g["frame"] * 0.55)), self.host.fonts),
                     board.topleft)
        busy = self.anim.busy()
        targets = self._targets() if (self.acting and not busy) else []
        self._draw_lines(surface, targets)
        self._draw_piles(surface)
        self._draw_target_icons(surface, targets)
        self._draw_panels(surface)
        self._draw_foot(surface)
        duel = self._current_duel()
        if duel is not None and not self.declaring:
            self._draw_duel(surface, duel)

    # ----- board -----------------------------------------------------------------------------
    def _targets(self) -> list[tuple[str, int]]:
        return [(s.key[0], s.key[1]) for s in self.hotspots
                if isinstance(s.key, tuple) and s.key[0] in ("ally", "struggle")]

    def _draw_lines(self, surface, targets) -> None:
        if self.selected is None:
            return
        g = self.geo
        sel = self.square_rect(self.selected)
        glow_rect(surface, sel, ROMAN["gold_light"], 1.0, 8, spread=8)
        pygame.draw.rect(surface, ROMAN["gold"], sel.inflate(2, 2), 4, border_radius=8)
        pygame.draw.rect(surface, ROMAN["gold_light"], sel.inflate(-4, -4), 1, border_radius=6)
        a = pygame.Vector2(self.square_centre(self.selected))
        breathe = 0.6 + 0.4 * math.sin(self.time * 3.2)
        for kind, dst in targets:
            colour = ALLY_COLOUR if kind == "ally" else STRUGGLE_COLOUR
            hover = self.hover is not None and self.hover.key == (kind, dst)
            b = pygame.Vector2(self.square_centre(dst))
            u = (b - a).normalize()
            p0, p1 = a + u * g["cell"] * 0.3, b - u * g["cell"] * 0.36
            width = 5 if hover else 3
            dashed_line(surface, darken(colour, 0.45), p0 + (1, 1), p1 + (1, 1), width + 2, 12, 7, self.time * 24)
            dashed_line(surface, colour, p0, p1, width, 12, 7, self.time * 24)
            arrow_head(surface, colour, b - u * g["cell"] * 0.28, a, g["cell"] * 0.16)
            glow_rect(surface, self.square_rect(dst), colour, 1.0 if hover else breathe, 8, spread=7)

    def _draw_piles(self, surface) -> None:
        r = self.geo["radius"]
        for sq in range(R.N_SQUARES):
            if sq in self.hidden:
                continue
            st = self._stack(sq)
            if not st:
                continue
            img = self._pile_image(st, r)
            base = self.pile_base(sq, len(st))
            surface.blit(img, pile_anchor(img, r, base))

    def _draw_target_icons(self, surface, targets) -> None:
        cell = self.geo["cell"]
        size = max(14, int(cell * 0.3))
        for kind, dst in targets:
            rect = self.square_rect(dst)
            icon = rings_icon(size) if kind == "ally" else swords_icon(size)
            colour = ALLY_COLOUR if kind == "ally" else STRUGGLE_COLOUR
            c = (rect.right - size // 2 - 2, rect.y + size // 2 + 2)
            pygame.draw.circle(surface, darken(colour, 0.35), c, size // 2 + 3)
            pygame.draw.circle(surface, colour, c, size // 2 + 1)
            surface.blit(icon, icon.get_rect(center=c))
            hover = self.hover is not None and self.hover.key == (kind, dst) and self.selected is not None
            if hover:
                self._draw_preview(surface, kind, dst)

    def _draw_preview(self, surface, kind: str, dst: int) -> None:
        """A small label under the hovered target: what the move would do."""
        n_src, n_dst = len(self._stack(self.selected)), len(self._stack(dst))
        if kind == "ally":
            text = self.tr("caesar.ui.preview_ally", n=n_src, m=n_dst, total=n_src + n_dst)
            colour = ALLY_COLOUR
        else:
            text = self.tr("caesar.ui.preview_struggle", n=n_src, m=n_dst)
            colour = STRUGGLE_COLOUR
        f = self.font(max(12, int(self.geo["cell"] * 0.16)), True)
        ts = text_surface(text, f, ROMAN["white"])
        rect = self.square_rect(dst)
        box = ts.get_rect(midbottom=(rect.centerx, rect.bottom - 3)).inflate(14, 6)
        box.clamp_ip(self.geo["board"])
        panel(surface, box, darken(colour, 0.45), colour, radius=box.h // 2, shadow=True)
        surface.blit(ts, ts.get_rect(center=box.center))

    # ----- player panels ----------------------------------------------------------------------
    def _draw_panels(self, surface) -> None:
        v = self.view
        board = self.shown_board if self.shown_board is not None else v.board
        scores = [0] * v.n_seats
        stacks = [0] * v.n_seats
        for st in board:
            if st and st[-1] >= 0:
                scores[st[-1]] += len(st)
                stacks[st[-1]] += 1
        to_act = set(v.to_act())
        for s, p in enumerate(self.geo["panels"][:v.n_seats]):
            self._draw_panel(surface, s, p, scores[s], stacks[s], s in to_act)

    def _draw_panel(self, surface, s: int, p: pygame.Rect, score: int, stacks: int, acting: bool) -> None:
        v = self.view
        colour = self.colour(s)
        out = bool(v.out[s])
        fill = mix(ROMAN["parchment"], colour, 0.10) if not out else ROMAN["marble_dark"]
        border = colour if acting else ROMAN["gold_dark"]
        if acting:
            glow_rect(surface, p, colour, 0.65 + 0.3 * math.sin(self.time * 3), 12, spread=6)
        cached_panel(surface, p, fill, border, radius=12, border_width=3 if acting else 2)
        pad = max(6, p.h // 12)
        tr = max(10, min(26, int(p.h * 0.19), int(p.w * 0.075)))
        tx, ty = self.token_pos(s)
        surface.blit(token(tr, colour, self.symbol(s)), (tx - tr - 1, ty - tr - 1))
        # the score on the right: counters owned
        sf = self.font(max(16, min(40, int(p.h * 0.28))), True)
        lf = self.font(max(10, min(13, int(p.h * 0.085))))
        score_s = text_surface(str(score), sf, ROMAN["ink"])
        label = self.tr("caesar.ui.counters")
        label_s = text_surface(label, lf, darken(ROMAN["parchment_dark"], 0.5))
        right = p.right - pad
        header_bottom = p.y + pad + 2 * tr + 2
        lr = label_s.get_rect(bottomright=(right, header_bottom))
        sr = score_s.get_rect(bottomright=(right, lr.y - sf.get_descent() + 2))
        sr.centerx = min(lr.centerx, right - sr.w // 2)
        surface.blit(score_s, sr)
        surface.blit(label_s, lr)
        # the name and a status line
        name_x = tx + tr + pad
        name_w = max(20, min(sr.x, lr.x) - name_x - pad)
        nf = self.font(max(12, min(22, int(p.h * 0.16))), True)
        name = self._fit(self.name(s), nf, name_w)
        blit_text(surface, name, (name_x, p.y + pad - 2), nf, darken(colour, 0.25) if not out else ROMAN["ink"])
        inf = self.font(max(10, min(15, int(p.h * 0.11))))
        if out:
            status = self.tr("caesar.ui.out")
        else:
            n_cards = len((self.shown_hands or v.hands)[s])
            status = self.tr("caesar.ui.status", n=n_cards, k=stacks)
            if inf.size(status)[0] > name_w:
                status = self.tr("caesar.ui.status_short", n=n_cards)
        blit_text(surface, self._fit(status, inf, name_w), (name_x, p.y + pad + nf.get_linesize() - 2), inf,
                  ROMAN["ink"])
        # the cards 1-9 and the flag: spent ones greyed
        row_y = p.y + pad + 2 * tr + max(2, pad // 2)
        row_h = p.bottom - pad // 2 - row_y
        n = len(CARD_ORDER)
        cw = min(int(row_h / 1.4), int((p.w - 2 * pad - (n - 1) * 3) / n))
        ch = int(cw * 1.4)
        if cw >= 8 and ch >= 10:
            gap = (p.w - 2 * pad - n * cw) / (n - 1)
            hand = (self.shown_hands or v.hands)[s]
            chosen = v.committed[s] if v.struggle is not None else None
            for i, c in enumerate(CARD_ORDER):
                rect = pygame.Rect(int(p.x + pad + i * (cw + gap)), row_y + (row_h - ch) // 2, cw, ch)
                held = c in hand
                img = self.card_image(c, (cw, ch), s, dim=not held)
                if not held:
                    img = img.copy()
                    img.set_alpha(110)
                surface.blit(img, rect)
                if held and chosen is not None and chosen == c:
                    pygame.draw.rect(surface, ROMAN["gold"], rect.inflate(4, 4), 2, border_radius=4)
        if out:
            stamp = text_surface(self.tr("caesar.ui.out_stamp"), self.font(max(14, int(p.h * 0.28)), True),
                                 ROMAN["red"], outline=ROMAN["white"], outline_px=1)
            stamp = rotate_aa(stamp, 12)
            stamp.set_alpha(170)
            surface.blit(stamp, stamp.get_rect(center=(p.centerx, row_y + row_h // 2)))

    def _fit(self, text: str, font, width: int) -> str:
        if font.size(text)[0] <= width:
            return text
        while len(text) > 1 and font.size(text + "…")[0] > width:
            text = text[:-1]
        return text + "…"

    def card_image(self, card: int, size, seat: int | None = None, dim: bool = False) -> pygame.Surface:
        """A card face of ``seat``'s colour; the flag carries a standard instead of a number."""
        colour = self.colour(seat) if seat is not None else ROMAN["terracotta"]
        return caesar_card(int(size[0]), int(size[1]), int(card), tuple(colour), bool(dim), self.host.fonts)

    # ----- legend and Pass ------------------------------------------------------------------------
    def _draw_foot(self, surface) -> None:
        g = self.geo
        v = self.view
        leg = g["legend"] if any(sp.key == "pass" for sp in self.hotspots) else g["foot"]
        f = self.font(max(11, min(16, int(leg.h * 0.3))))
        if v.phase in (R.PHASE_PLAY, R.PHASE_STRUGGLE):
            size = max(14, int(leg.h * 0.36))
            items = [(rings_icon(size), ALLY_COLOUR, self.tr("caesar.ui.legend_ally")),
                     (swords_icon(size), STRUGGLE_COLOUR, self.tr("caesar.ui.legend_struggle"))]
            widths = [size + 8 + f.size(t)[0] for _i, _c, t in items]
            one_row = sum(widths) + 18 <= leg.w
            x = leg.x
            for k, (icon, colour, text) in enumerate(items):
                if one_row:
                    c = (x + size // 2 + 2, leg.centery)
                else:
                    c = (leg.x + size // 2 + 2, int(leg.y + leg.h * (0.27 if k == 0 else 0.75)))
                pygame.draw.circle(surface, darken(colour, 0.35), c, size // 2 + 2)
                pygame.draw.circle(surface, colour, c, size // 2)
                surface.blit(icon, icon.get_rect(center=c))
                blit_text(surface, self._fit(text, f, leg.right - c[0] - size // 2 - 6), (c[0] + size // 2 + 6, c[1]),
                          f, ROMAN["ink"], anchor="midleft", outline=ROMAN["marble"], outline_px=1)
                x += widths[k] + 18
        elif v.phase == R.PHASE_PLACE:
            text = self.tr("caesar.ui.placed", n=v.placed, total=R.COUNTERS * v.n_seats)
            blit_text(surface, self._fit(text, f, leg.w), (leg.x, leg.centery), f, ROMAN["ink"], anchor="midleft",
                      outline=ROMAN["marble"], outline_px=1)
        spot = next((s for s in self.hotspots if s.key == "pass"), None)
        if spot is not None:
            rect = g["pass_rect"]
            hover = self.hover is spot
            fill = lighten(ROMAN["red"], 0.15) if hover else ROMAN["red"]
            cached_panel(surface, rect, fill, ROMAN["gold"], radius=rect.h // 3, border_width=2)
            bf = self.font(max(13, int(rect.h * 0.42)), True)
            blit_text(surface, self._fit(self.tr("caesar.ui.pass"), bf, rect.w - 10), rect.center, bf,
                      ROMAN["gold_light"], anchor="center")
            if not self.anim.busy():
                glow_rect(surface, rect, ROMAN["gold_light"], 0.4 + 0.3 * math.sin(self.time * 3), rect.h // 3, 5)

    # ----- the struggle panel -------------------------------------------------------------------
    def _current_duel(self) -> Duel | None:
        if self.duel is not None:
            return self.duel
        v = self.view
        if v is None or v.phase != R.PHASE_STRUGGLE or v.struggle is None:
            return None
        a, d, src, dst = v.struggle
        board = self.shown_board if self.shown_board is not None else v.board
        return Duel(a, d, src, dst, tuple(board[src]), tuple(board[dst]), card_a=v.committed[a],
                    card_d=v.committed[d])

    def _draw_duel(self, surface, d: Duel) -> None:
        g = self.geo
        dg = self.duel_geo()
        P = dg["P"]
        t = max(0.0, min(1.0, self.panel_t))
        veil = pygame.Surface(g["board"].size, pygame.SRCALPHA)
        veil.fill((20, 12, 8, int(150 * t)))
        surface.blit(veil, g["board"].topleft)
        if t < 1:
            shift = int((1 - t) * P.h * 0.08)
        else:
            shift = 0
        if shift:
            P = P.move(0, shift)
            dg = {k: (val.move(0, shift) if isinstance(val, pygame.Rect) else val) for k, val in dg.items()}
            dg["slots"] = [s.move(0, shift) for s in self.duel_geo()["slots"]]
            for k in ("title_y", "names_y", "strength_y", "totals_y", "verdict_y", "hand_top"):
                dg[k] += shift
            dg["pile_base"] = [(x, y + shift) for x, y in dg["pile_base"]]
        cached_panel(surface, P, ROMAN["parchment"], ROMAN["gold_dark"], radius=16, border_width=3)
        inner = P.inflate(-12, -12)
        pygame.draw.rect(surface, ROMAN["gold"], inner, 1, border_radius=12)
        # title
        tf = self.font(max(14, int(P.h * 0.052)), True)
        title = self.tr("caesar.ui.struggle_title", src=R.square_name(d.src), dst=R.square_name(d.dst))
        blit_text(surface, self._fit(title, tf, P.w - 30), (P.centerx, dg["title_y"]), tf, ROMAN["red_dark"],
                  anchor="midtop")
        # the two sides
        nf = self.font(max(12, int(P.h * 0.042)), True)
        rf = self.font(max(10, int(P.h * 0.032)))
        sf = self.font(max(11, int(P.h * 0.036)), True)
        pr = dg["pile_radius"]
        for side in (0, 1):
            seat = d.seat(side)
            x = dg["xs"][side]
            colour = self.colour(seat)
            half_w = int(P.w * 0.44)
            blit_text(surface, self._fit(self.name(seat), nf, half_w), (x, dg["names_y"]), nf, darken(colour, 0.3),
                      anchor="midtop")
            role = self.tr("caesar.ui.attacker" if side == 0 else "caesar.ui.defender",
                           square=R.square_name(d.src if side == 0 else d.dst))
            blit_text(surface, self._fit(role, rf, half_w), (x, dg["names_y"] + nf.get_linesize()), rf,
                      ROMAN["ink"], anchor="midtop")
            stack = d.stack_a if side == 0 else d.stack_d
            if stack:
                # a tall pile gets smaller counters so it stays between the names and its strength
                room = dg["pile_base"][side][1] - (dg["names_y"] + nf.get_linesize() + rf.get_linesize())
                n_drawn = min(max(len(d.stack_a), len(d.stack_d)), 6)
                pr = max(8, min(dg["pile_radius"], int(room / (1.1 + 0.26 * (n_drawn - 1)))))
                img = self._pile_image(stack, pr)
                surface.blit(img, pile_anchor(img, pr, dg["pile_base"][side]))
            strength = self.tr("caesar.ui.strength", n=len(stack))
            blit_text(surface, strength, (x, dg["strength_y"]), sf, ROMAN["ink"], anchor="midtop")
            self._draw_slot(surface, d, side, dg["slots"][side], rf)
        # VS between the piles
        vs = swords_icon(max(24, int(P.h * 0.11)))
        surface.blit(vs, vs.get_rect(center=(P.centerx, dg["pile_base"][0][1] - dg["pile_radius"])))
        # totals and verdict
        if d.face_up:
            self._draw_totals(surface, d, dg, P)
        if d.verdict:
            vf = self.font(max(13, int(P.h * 0.045)), True)
            lines = wrap_text(vf, d.verdict, int(P.w * 0.9))[:2]
            y = dg["verdict_y"]
            for ln in lines:
                blit_text(surface, ln, (P.centerx, y), vf, d.verdict_colour, anchor="midtop",
                          outline=ROMAN["white"], outline_px=1)
                y += vf.get_linesize()
        # the chooser's hand, or what we are waiting for
        if self.acting and self._hand and not d.revealing:
            self._draw_hand(surface, shift)
        elif not d.revealing and not d.face_up:
            waiting = [s for s in (d.a, d.d) if d.card(0 if s == d.a else 1) is None]
            if waiting:
                names = (", " if self.lang != "ja" else "、").join(self.name(s) for s in waiting)
                text = self.tr("caesar.ui.waiting", names=names)
                wf = self.font(max(12, int(P.h * 0.038)))
                lines = wrap_text(wf, text, int(P.w * 0.86))[:2]
                y = dg["totals_y"] + int(P.h * 0.04)
                for ln in lines:
                    blit_text(surface, ln, (P.centerx, y), wf, ROMAN["ink"], anchor="midtop")
                    y += wf.get_linesize()

    def _draw_slot(self, surface, d: Duel, side: int, slot: pygame.Rect, font) -> None:
        seat = d.seat(side)
        card = d.card(side)
        if d.flipping or seat in d.hidden_slots:
            card = None if seat in d.hidden_slots else card
            if d.flipping:
                return
        if card is None:
            pygame.draw.rect(surface, darken(ROMAN["parchment"], 0.12), slot, border_radius=max(4, slot.w // 10))
            dashed = slot.inflate(-4, -4)
            for a, b in ((dashed.topleft, dashed.topright), (dashed.topright, dashed.bottomright),
                         (dashed.bottomright, dashed.bottomleft), (dashed.bottomleft, dashed.topleft)):
                dashed_line(surface, ROMAN["parchment_dark"], a, b, 2, 6, 5)
            if not (seat == self.viewer and self.acting):
                font = self.font(max(10, min(font.get_height(), int(slot.w * 0.17))))
                text = self._fit(self.tr("caesar.ui.choosing"), font, slot.w - 8)
                blit_text(surface, text, (slot.centerx, slot.centery - font.get_linesize() // 3), font,
                          darken(ROMAN["parchment_dark"], 0.45), anchor="center")
                dots = int(self.time * 2.5) % 3
                for k in range(3):
                    c = darken(ROMAN["parchment_dark"], 0.45 if k <= dots else 0.1)
                    pygame.draw.circle(surface, c, (slot.centerx + (k - 1) * 10, slot.centery + font.get_linesize() // 2), 3)
            return
        lift = 0
        if card == R.HIDDEN or (card is not None and card < 0):
            img = card_back(slot.size)
        else:
            img = self.card_image(card, slot.size, seat)
            lift = 2
        drop_shadow(surface, slot, radius=max(4, slot.w // 10), offset=(3, 5), blur=6, alpha=100)
        surface.blit(img, slot.move(0, -lift))
        if not d.face_up and card is not None and card >= 0:
            cap = self.tr("caesar.ui.your_card")
            f = self.font(max(10, int(slot.h * 0.13)))
            blit_text(surface, cap, (slot.centerx, slot.bottom + 3), f, ROMAN["gold_dark"], anchor="midtop")

    def _draw_totals(self, surface, d: Duel, dg, P) -> None:
        f = self.font(max(14, int(P.h * 0.05)), True)
        for side in (0, 1):
            card = d.card(side)
            x = dg["xs"][side]
            strength = d.sa if side == 0 else d.sd
            if card == R.FLAG:
                text = self.tr("caesar.ui.flag_played")
            elif card is None or card < 0:
                continue
            else:
                total = d.total_a if side == 0 else d.total_d
                total = total if total is not None else strength + card
                text = f"{strength} + {card} = {total}"
            colour = self.colour(d.seat(side)) if d.winner in (None, d.seat(side)) else ROMAN["parchment_dark"]
            blit_text(surface, text, (x, dg["totals_y"]), f, darken(colour, 0.2), anchor="midtop",
                      outline=ROMAN["white"], outline_px=1)

    def _draw_hand(self, surface, shift: int) -> None:
        hover_card = self.hover.key[1] if (self.hover is not None and isinstance(self.hover.key, tuple)
                                           and self.hover.key[0] == "card") else None
        for c, rect, angle in self._hand:
            r = rect.move(0, shift)
            if c == hover_card:
                r = r.move(0, -int(r.h * 0.14))
            img = self.card_image(c, r.size, self.viewer)
            rot = rotate_aa(img, angle)
            rr = rot.get_rect(center=r.center)
            drop_shadow(surface, r, radius=max(4, r.w // 10), offset=(3, 6), blur=6, alpha=90)
            surface.blit(rot, rr)
            if c == hover_card:
                glow_rect(surface, r, ROMAN["gold_light"], 0.9, max(4, r.w // 10), spread=5)
