"""Imperium board: an action's events turned into animations.

While they run, the board draws from :class:`Disp`, a copy of the *before* view's
public numbers that the animations move forward step by step (cards flip,
markers fly, regions are counted, pawns walk, markers come home).
"""
from __future__ import annotations

import pygame

from games.app.anim import CardFlip, CountUp, FloatText, Mover, Pulse
from games.app.draw import ROMAN, card_back, token

from .rules import GameEnded, MarkersReturned, Placed, RegionResolved, Revealed, RoundStarted, Select


class Disp:
    """What the screen shows while an action's events are being animated: a copy of the
    *before* view's public numbers, moved forward by the animations."""

    def __init__(self, view):
        self.round = view.round
        self.counted_round = view.round      # the round whose count runs (``round`` moves on at its end)
        self.phase = view.phase
        self.board = [list(row) for row in view.board]
        self.supply = list(view.supply)
        self.score = list(view.scores)
        self.start = view.start
        # per seat: ("backs",) / ("faces", regions, dim) / None
        self.cards: list = [None] * view.n_seats
        self.resolving: RegionResolved | None = None
        self.lost: set = set()
        self.own: tuple | None = None       # the viewer's own selections of the counted round



class Idx:
    """Lets a CountUp write into one element of a list: ``_Idx(lst, i).v = x``."""

    def __init__(self, lst: list, i: int):
        self.lst, self.i = lst, i

    @property
    def v(self):
        return self.lst[self.i]

    @v.setter
    def v(self, x):
        self.lst[self.i] = x


class AnimMixin:
    """The event animations of :class:`~games.imperium.scene.Board`."""

    def busy(self) -> bool:
        """True exactly while an action's events are animated (the board shows the
        *before* position moving forward) or another blocking animation runs."""
        return self.disp is not None or self.anim.busy()

    def on_events(self, seat, action, events, before, after) -> None:
        if before is None:
            self.sfx.play("place")
            return
        if not any(isinstance(e, (Revealed, Placed, RegionResolved, GameEnded)) for e in events):
            # a seat laid its cards face down: a small pulse on its row
            if isinstance(action, Select) and seat is not None and self.geom.get("seat_cards"):
                rows = self.geom["seat_cards"][seat]
                self.anim.add(Pulse(rows[0].union(rows[2]), ROMAN["gold_light"], duration=0.6))
            self.sfx.play("place")
            return
        if self.disp is not None:            # the previous count is still running: finish it first
            self.anim.skip()
        d = Disp(before)
        if self.viewer is not None:
            own = before.selections[self.viewer] if before.phase == "select" else before.shown[self.viewer]
            for ev in events:                # the viewer's own action may be the one that reveals
                if isinstance(ev, Revealed):
                    own = ev.selections[self.viewer]
            d.own = tuple(own) if own else None
        n = before.n_seats
        for s in range(n):
            if before.phase == "select":
                d.cards[s] = ("backs",) if before.selections[s] is not None else None
            else:
                d.cards[s] = ("faces", before.shown[s], False) if before.shown[s] is not None else None
        self.disp = d
        g = self.geom
        t = 0.0
        sc = g.get("seat_cards")
        s_ = self.s
        place_font = self.f(20, True)
        end = 0.0

        def add(anim):
            """Start ``anim`` as part of the count: the count lasts until its end."""
            nonlocal end
            end = max(end, anim.delay + anim.duration)
            return self.anim.add(anim)

        def at(delay, fn):
            nonlocal end
            end = max(end, delay)
            self.anim.after(delay, fn)

        for ev in events:
            if isinstance(ev, Revealed):
                flips = []
                for s in range(n):
                    sel = ev.selections[s]
                    if sc is None or not sel:
                        continue
                    for i, r in enumerate(sel):
                        rect = sc[s][i]
                        flips.append((rect, card_back(rect.size), self._card_img(s, r, rect.size), ("pc", s, i)))

                def show(sels=ev.selections):
                    for s in range(n):
                        d.cards[s] = ("faces", sels[s], False)
                at(t, show)
                add(CardFlip(flips, duration=0.55, delay=t))
                at(t, lambda: self.sfx.play("flip"))
                t += 0.85
            elif isinstance(ev, Placed):
                src = g["supply"][ev.seat] if g.get("supply") else (0, 0)
                img = token(max(8, int(g.get("disc_r", 12) * 0.9)), self.colour(ev.seat), self.symbol(ev.seat))
                for region in ev.regions:
                    dst = self._disc_pos(region, ev.seat)

                    def take(seat=ev.seat):
                        d.supply[seat] -= 1

                    def land(seat=ev.seat, region=region):
                        d.board[region - 1][seat] += 1
                        self.sfx.play("place")
                    at(t, take)
                    add(Mover(img, [src, dst], duration=0.42, delay=t, arc=40 * s_, on_arrive=land))
                    t += 0.16
                for region in ev.lost:
                    add(FloatText(self.tr("imperium.ui.lost"), self._disc_pos(region, ev.seat),
                                  self.f(16, True), ROMAN["red"], delay=t, duration=1.4))
                    t += 0.1
            elif isinstance(ev, RegionResolved):
                t += 0.45

                def focus(ev=ev):
                    d.resolving = ev
                    self.sfx.play("slide")
                at(t, focus)
                plate = g["plates"][ev.region] if g.get("plates") else pygame.Rect(0, 0, 1, 1)
                add(Pulse(plate, ROMAN["gold_light"], duration=0.7, count=2, delay=t, blocking=True))
                t += 0.5
                for s in range(n):
                    if ev.points[s] > 0:
                        before_score = ev.totals[s] - ev.points[s]
                        add(CountUp(before_score, ev.totals[s], duration=0.3 + 0.08 * ev.points[s],
                                    delay=t, target=Idx(d.score, s), attr="v", ease="linear"))
                        add(FloatText(self.tr("imperium.ui.plus", n=ev.points[s]),
                                      self._disc_pos(ev.region, s), place_font,
                                      ROMAN["gold_light"], delay=t, duration=1.4))
                t += 0.3 + 0.08 * max(ev.points) + 0.9
            elif isinstance(ev, MarkersReturned):
                for s in range(n):
                    k = ev.counts[s]
                    if not k:
                        continue
                    src = self._disc_pos(ev.region, s)
                    dst = g["supply"][s] if g.get("supply") else (0, 0)
                    img = token(max(8, int(g.get("disc_r", 12) * 0.9)), self.colour(s), self.symbol(s))

                    def home(s=s, k=k, region=ev.region):
                        d.supply[s] += k
                    add(Mover(img, [src, dst], duration=0.5, delay=t, arc=30 * s_, on_arrive=home))

                def empty(region=ev.region):
                    d.board[region - 1] = [0] * n
                    d.resolving = None
                at(t, empty)
                t += 0.6
            elif isinstance(ev, RoundStarted):
                def newround(ev=ev):
                    d.round = ev.round
                    d.start = ev.start
                    for s in range(n):
                        c = d.cards[s]
                        if c and c[0] == "faces":
                            d.cards[s] = ("faces", c[1], True)
                at(t, newround)
                mp = g.get("map")
                if mp is not None:
                    self.anim.add(FloatText(self.tr("imperium.ui.round_banner", round=ev.round), mp.center,
                                            self.f(40, True), ROMAN["white"], delay=t, duration=1.3, rise=30))
            elif isinstance(ev, GameEnded):
                at(t, lambda: self.sfx.play("win"))

        def done():
            self.disp = None
            self.rebuild()
        # the count ends when its last step has: busy() is true exactly until then
        self.anim.after(max(t, end) + 0.02, done)
