"""The animations of Caesar's events.

:meth:`EventAnimations.animate` turns the events of one action into steps. While they run
the board draws the position *before* the action (``self.before``, the board's own copy),
and the steps update that copy as pieces land: a counter placed, a stack slid onto
another, two stacks crumbled. A struggle's cards flip together first; only then do the
totals count up and the verdict appear; the cards spent leave the player panels at the flip.
When the last step ends the board shows the new view (:meth:`on_shown`).
"""
from __future__ import annotations

import pygame

from games.app.anim import Call, CardFlip, CountUp, FloatText, Group, Mover, Pulse, Tween, Wait
from games.app.board import Banner
from games.app.draw import ROMAN, card_back, darken, token
from games.core.text import Msg

from .. import rules as R
from .art import ALLY_COLOUR, Crumble, StrikeLine, pile_anchor, pile_step
from .squares import NEUTRAL_RGB
from .struggle import Duel


class EventAnimations:
    """Event animations (a part of :class:`games.caesar.board.Board`)."""

    def animate(self, seat, action, events, before, after) -> list:
        self.selected = None
        if not self.geo:
            self._layout()
        if before is None or not hasattr(before, "board"):
            return []
        self.hidden = set()
        self.duel_closed = False
        self.duel = None
        self.told = None
        #: the struggle's outcome is the last thing the move tells (no one put out, no end)
        self.told_last = not any(isinstance(e, (R.Eliminated, R.GameEnded)) for e in events)
        if before.struggle is not None:
            a, d, src, dst = before.struggle
            own = {s: before.committed[s] for s in (a, d)}
            reveal = any(isinstance(e, R.CardsRevealed) for e in events)
            self.duel = Duel(a, d, src, dst, tuple(before.board[src]), tuple(before.board[dst]),
                             card_a=own[a], card_d=own[d], revealing=reveal)
            # the seat committing now has no card in the slot yet: its card slides in
            if seat in (a, d) and own.get(seat) is None and isinstance(action, R.PlayCard):
                self.duel.hidden_slots.add(seat)
                card = action.card if seat == self.viewer or self.sees_all(before, after) else R.HIDDEN
                if seat == a:
                    self.duel.card_a = card
                else:
                    self.duel.card_d = card
        steps: list = []
        if isinstance(action, R.Pass) and seat is not None and seat < len(self.geo["panels"]):
            p = self.geo["panels"][seat]
            # low in the panel, rising a little: clear of the name and status at its top
            steps.append(FloatText(self.tr("caesar.ui.passes"), (p.centerx, p.y + p.h * 0.72),
                                   self.font(max(14, p.h // 4), True), duration=1.1, rise=p.h * 0.12))
        for ev in events:
            steps.extend(self._steps_for(ev, seat, before))
        return steps

    def sees_all(self, before, after) -> bool:
        """True when the positions drawn show every committed card (the replay's "everything"
        of a finished game): some seat's card other than the viewer's is face up in them. A
        card committed is then drawn face up like the other side's, not face down."""
        for view in (before, after):
            for s, card in enumerate(getattr(view, "committed", ()) or ()):
                if s != self.viewer and card is not None and card != R.HIDDEN:
                    return True
        return False

    def on_shown(self) -> None:
        self.told = None
        self.hidden = set()
        self.duel = None
        self.duel_closed = False
        self.panel_t = 1.0

    # ----- the position being animated -------------------------------------------------------------
    def _set(self, sq: int, stack: tuple) -> None:
        if self.before is not None:
            self.before.board[sq] = tuple(stack)

    def _spend(self, seat: int, card: int) -> None:
        """A revealed card leaves its player's hand in the position shown."""
        if self.before is not None and card is not None and card >= 0:
            self.before.hands[seat] = tuple(c for c in self.before.hands[seat] if c != card)

    def _pile_centre(self, sq: int, stack: tuple, on_top_of: int = 0):
        """Centre of a pile's image standing on ``sq``, or landing on top of ``on_top_of`` counters."""
        r = self.geo["radius"]
        step = pile_step(r)
        img = self.pile_image(stack, r, badge=False)
        n = len(stack)
        total = n + on_top_of
        bx, by = self.pile_base(sq, total)
        top_y = by - (min(total, 6) - 1) * step
        base_y = top_y + (min(n, 6) - 1) * step
        x, y = pile_anchor(img, r, (bx, base_y))
        return pygame.Vector2(x + img.get_width() / 2, y + img.get_height() / 2)

    #: the method that makes each event's steps (its arguments: the event and the position before)
    _STEPS = (("CounterPlaced", "_placed_steps"), ("NeutralsFilled", "_neutrals_steps"),
              ("Allied", "_allied_steps"), ("StruggleDeclared", "_declared_steps"),
              ("CardCommitted", "_committed_steps"), ("CardsRevealed", "_revealed_steps"),
              ("StruggleVoid", "_void_steps"), ("StruggleWon", "_won_steps"), ("StruggleTied", "_tied_steps"),
              ("Eliminated", "_eliminated_steps"), ("GameEnded", "_ended_steps"))

    def _steps_for(self, ev, seat, before) -> list:
        """The animation steps of the event ``ev`` (none for an event that shows nothing)."""
        for name, maker in self._STEPS:
            if isinstance(ev, getattr(R, name)):
                return getattr(self, maker)(ev, before)
        return []

    def _placed_steps(self, ev, before) -> list:
        """A counter flies from its player's panel to its square."""
        r = self.geo["radius"]
        img = token(r, self.counter_rgb(ev.seat), self.symbol(ev.seat))
        start = self.token_pos(ev.seat)
        end = self.pile_base(ev.square, 1)
        return [Mover(img, [start, end], 0.5, arc=self.geo["cell"] * 0.6,
                      on_done=lambda sq=ev.square, s=ev.seat: (self._set(sq, (s,)), self.sfx.play("place")))]

    def _neutrals_steps(self, ev, before) -> list:
        """The neutral counters drop onto the empty squares, then play begins."""
        g = self.geo
        cell = g["cell"]
        img = token(g["radius"], NEUTRAL_RGB)
        movers = []
        for i, sq in enumerate(ev.squares):
            x, y = self.pile_base(sq, 1)
            movers.append(Mover(img, [(x, y - cell * 0.9), (x, y)], 0.3, delay=0.05 * i, ease="out_quad",
                                on_done=lambda sq=sq: self._set(sq, (R.NEUTRAL,))))
        return [Call(lambda: self.sfx.play("slide")), Group(*movers), Call(lambda: self.sfx.play("place")),
                Banner(g["board"], self.tr("caesar.ui.play_begins"), self.host.render(ev.msg()),
                       self.host.fonts, colour=ROMAN["red"], duration=1.6)]

    def _allied_steps(self, ev, before) -> list:
        """A stack slides onto the stack it allies with."""
        cell, r = self.geo["cell"], self.geo["radius"]
        return [Call(lambda ev=ev: (self.hidden.add(ev.src), self.sfx.play("slide"))),
                self._slide(before, ev.src, ev.dst, r, 0.55, cell * 0.35),
                Pulse(self.square_rect(ev.dst), ALLY_COLOUR, 0.6)]

    def _declared_steps(self, ev, before) -> list:
        """A line strikes from the attacker to the defender and the struggle's panel opens."""
        cell = self.geo["cell"]
        a = self.square_centre(ev.src)
        b = self.square_centre(ev.dst)

        def opened(ev=ev):
            self.duel = Duel(ev.attacker, ev.defender, ev.src, ev.dst, self.stack_on(ev.src),
                             self.stack_on(ev.dst))
            self.panel_t = 0.0
        return [Call(lambda: self.sfx.play("slide")), StrikeLine(a, b, duration=0.6, ring=int(cell * 0.45)),
                Call(opened), Tween(self, "panel_t", 1.0, 0.25)]

    def _committed_steps(self, ev, before) -> list:
        return self._commit_steps(ev.seat)

    def _revealed_steps(self, ev, before) -> list:
        return self._reveal_steps(ev)

    def _void_steps(self, ev, before) -> list:
        """The verdict "void", then the struggle's panel closes."""
        cell = self.geo["cell"]
        return [Call(lambda: self._verdict(self.tr("caesar.ui.verdict_void"), ROMAN["sea_dark"], None, ev)),
                Wait(1.5), Call(self._close_duel),
                FloatText(self.tr("caesar.ui.void_short"), self.void_pos(ev.dst),
                          self.font(max(14, int(cell * 0.22)), True), duration=1.0, rise=cell * 0.1)]

    def void_pos(self, square: int) -> tuple[float, float]:
        """Where "Void" rises from: low in the square, clear of the stack's count at its top."""
        x, y = self.square_centre(square)
        return x, y + self.geo["cell"] * 0.3

    def _won_steps(self, ev, before) -> list:
        """The verdict, then the winner's stack slides onto the loser's."""
        cell, r = self.geo["cell"], self.geo["radius"]
        text = self.host.render(Msg("caesar.ui.verdict_won", {"seat": ev.winner, "t1": ev.total_winner,
                                                              "t2": ev.total_loser}))
        slide = self._slide(before, ev.src, ev.dst, r, 0.65, cell * 0.45)
        return [Call(lambda: self._verdict(text, self.colour(ev.winner), ev.winner, ev)), Wait(1.4),
                Call(lambda ev=ev: (self._close_duel(), self.hidden.add(ev.src), self.sfx.play("slide"))),
                slide, Pulse(self.square_rect(ev.dst), self.colour(ev.winner), 0.6)]

    def _tied_steps(self, ev, before) -> list:
        """The verdict "tie", then both stacks crumble away."""
        r = self.geo["radius"]
        text = self.tr("caesar.ui.verdict_tie", total=ev.total)
        out: list = [Call(lambda: self._verdict(text, ROMAN["terracotta_dark"], None, ev)), Wait(1.4)]
        crumbles = []
        for sq in (ev.src, ev.dst):
            stack = tuple(before.board[sq])
            if not stack:
                continue
            img = self.pile_image(stack, r)
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
        return out

    def _eliminated_steps(self, ev, before) -> list:
        """The player's panel goes grey and a banner says they are out."""
        return [Call(lambda ev=ev: self._mark_out(ev.seat)),
                Banner(self.geo["board"], self.host.render(Msg("caesar.ui.out_title", {"seat": ev.seat})),
                       self.host.render(ev.msg()), self.host.fonts, colour=darken(self.colour(ev.seat), 0.35),
                       duration=2.0)]

    def _ended_steps(self, ev, before) -> list:
        """The banner of the end: why the game ended and who won with how many counters."""
        scores = [int(x) for x in ev.scores]
        best = max(scores) if scores else 0
        if len(ev.winners) == 1:
            result = Msg("caesar.result.single", {"seat": ev.winners[0], "n": best})
        else:
            result = Msg("caesar.result.shared", {"seats": [Msg("caesar.name", {"seat": w}) for w in ev.winners],
                                                  "n": best})
        line = self.host.render(R.end_msg(ev.reason, ev.seat)) + "\n" + self.host.render(result)
        return [Call(lambda: self.sfx.play("win")),
                Banner(self.geo["board"], self.tr("caesar.ui.game_over"), line, self.host.fonts,
                       colour=ROMAN["red_dark"], duration=2.8)]

    def _mark_out(self, seat: int) -> None:
        if self.before is not None:
            self.before.out[seat] = True

    def _slide(self, before, src: int, dst: int, r, duration: float, arc: float) -> Mover:
        """The stack on ``src`` sliding onto ``dst`` (alliance, or a won struggle); it lands on top."""
        stack = tuple(before.board[src])
        under = len(before.board[dst])
        img = self.pile_image(stack, r, badge=False)
        a = self._pile_centre(src, stack)
        b = self._pile_centre(dst, stack, on_top_of=under)

        def land():
            self._set(dst, self.stack_on(dst) + self.stack_on(src))
            self._set(src, ())
            self.hidden.discard(src)
            self.sfx.play("place")
        return Mover(img, [a, b], duration, arc=arc, on_done=land)

    def _commit_steps(self, seat: int) -> list:
        d = self.duel
        side = None if d is None else (0 if seat == d.a else 1 if seat == d.d else None)
        if side is None or seat >= len(self.geo["panels"]):
            return [Call(lambda: self.sfx.play("place"))]
        slot = self.duel_geo()["slots"][side]
        img = card_back(slot.size)

        def show():
            if self.duel is not None:
                self.duel.hidden_slots.discard(seat)
            self.sfx.play("place")
        return [Mover(img, [self.token_pos(seat), slot.center], 0.4, arc=20, on_done=show)]

    def _reveal_steps(self, ev) -> list:
        d = self.duel
        if d is None:
            return []
        dg = self.duel_geo()
        faces = []
        for side, card in ((0, ev.card_attacker), (1, ev.card_defender)):
            slot = dg["slots"][side]
            known = d.card(side)
            face_before = self.card_image(known, slot.size, d.seat(side)) if known is not None and known >= 0 \
                else card_back(slot.size)
            faces.append((slot, face_before, self.card_image(card, slot.size, d.seat(side))))

        def flip_start():
            d.hidden_slots.clear()
            d.flipping = True
            self.sfx.play("flip")

        def flipped():
            d.card_a, d.card_d = ev.card_attacker, ev.card_defender
            d.flipping = False
            d.face_up = True
            self._spend(d.a, ev.card_attacker)
            self._spend(d.d, ev.card_defender)
        out: list = [Wait(0.3), Call(flip_start), CardFlip(faces, 0.6, lift=0.12), Call(flipped)]
        if ev.card_attacker != R.FLAG and ev.card_defender != R.FLAG:
            def count_start():
                d.total_a, d.total_d = d.sa, d.sd
            out.append(Call(count_start))
            out.append(Group(CountUp(d.sa, d.sa + ev.card_attacker, duration=0.7, target=d, attr="total_a"),
                             CountUp(d.sd, d.sd + ev.card_defender, duration=0.7, target=d, attr="total_d")))
        else:
            out.append(Wait(0.3))
        return out

    def _verdict(self, text: str, colour, winner, ev) -> None:
        """The struggle's verdict in its panel; from now on the top bar and the log tell its
        outcome (``self.told``, the log's line of it) while the stacks still move."""
        self.told = self.host.render(ev.msg())
        if self.duel is not None:
            self.duel.verdict = text
            self.duel.verdict_colour = colour
            self.duel.winner = winner
        self.sfx.play("win" if winner is not None and winner == self.viewer else "click")

    def _close_duel(self) -> None:
        self.duel = None
        self.duel_closed = True
