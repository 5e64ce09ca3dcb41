"""Imperium board: an action's events turned into animations.

The board kit's one way of showing the old position while events animate: the
host's ``before`` view is kept as the board's ``self.shown`` (the kit's
:meth:`~games.app.board.BoardBase.animate` / ``play_before``), and the steps built
here move that copy forward as pieces land (cards flip, markers fly, regions are
counted, pawns walk, markers come home). What the position does not hold (how the
seats' three cards look, the region being counted, the viewer's own cards of the
counted round) is kept in a :class:`Count` while the steps run.
"""
from __future__ import annotations

from types import SimpleNamespace

import pygame

from games.app.anim import Call, CardFlip, CountUp, FloatText, Group, Mover, Pulse
from games.app.board import Banner
from games.app.draw import ROMAN, card_back, token

from .rules import GameEnded, MarkersReturned, Placed, RegionResolved, Revealed, RoundStarted, Select


#: how long the next round's banner stays over the map (a click ends it sooner)
BANNER_SECONDS = 1.4
#: the hop of a flying marker (design pixels): low, so it never hovers over a region's name
HOP = 8


class Count:
    """What the board shows during an action's animation besides the position."""

    def __init__(self, before, viewer: int | None, events):
        #: the round whose count runs (the position's ``round`` moves on at its very end)
        self.counted_round = before.round
        #: per seat: ("backs",) / ("faces", regions, dim) / None
        self.cards: list = [None] * before.n_seats
        for s in range(before.n_seats):
            if before.phase == "select":
                self.cards[s] = ("backs",) if before.selections[s] is not None else None
            else:
                self.cards[s] = ("faces", before.shown[s], False) if before.shown[s] is not None else None
        #: the region being counted now (its podium shows)
        self.resolving: RegionResolved | None = None
        #: True once the count is over and only the next round's banner is left
        self.announcing = False
        #: seat cards a flip stands in for, as ("pc", seat, i)
        self.flipping: set = set()
        #: the viewer's own selections of the counted round (its own action may be the one that reveals)
        self.own: tuple | None = None
        if viewer is not None:
            own = before.selections[viewer] if before.phase == "select" else before.shown[viewer]
            for ev in events:
                if isinstance(ev, Revealed):
                    own = ev.selections[viewer]
            self.own = tuple(own) if own else None


class Idx:
    """Lets a CountUp write into one element of a list: ``Idx(lst, i).v = x``."""

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

    count: Count | None = None
    #: the round banners started (tests)
    banners: list

    def on_shown(self) -> None:
        """The kit's switch back to the view: the count is over."""
        self.count = None
        self.rebuild()

    def animate(self, seat, action, events, before, after) -> list:
        """The steps of an action's events (the kit plays them while ``self.shown`` is
        ``before``, then calls :meth:`on_shown`)."""
        if before is None:
            return []
        if not any(isinstance(e, (Revealed, Placed, RegionResolved, GameEnded)) for e in events):
            # a seat laid its cards face down: a small pulse on its row, nothing to hold
            if isinstance(action, Select) and seat is not None and self.geom.get("seat_cards"):
                rows = self.geom["seat_cards"][seat]
                self.anim.add(Pulse(rows[0].union(rows[2]), ROMAN["gold_light"], duration=0.6))
            return []
        count = self.count = Count(before, self.viewer, events)
        g = self.geom
        parts: list = []                     # run together, each from its own delay

        def add(anim):
            parts.append(anim)
            return anim

        def at(delay, fn):
            add(Call(fn, delay))

        # the board's own copy (before) is moved forward by the steps
        st = SimpleNamespace(d=before, count=count, n=before.n_seats, g=g, sc=g.get("seat_cards"), s_=self.s,
                             place_font=self.f(20, True), t=0.0, add=add, at=at)
        for ev in events:
            if isinstance(ev, Revealed):
                self._steps_revealed(st, ev)
            elif isinstance(ev, Placed):
                self._steps_placed(st, ev)
            elif isinstance(ev, RegionResolved):
                self._steps_resolved(st, ev)
            elif isinstance(ev, MarkersReturned):
                self._steps_returned(st, ev)
            elif isinstance(ev, RoundStarted):
                self._steps_round(st, ev)
            elif isinstance(ev, GameEnded):
                self._steps_ended(st, ev)

        # one step: the parts run together; the kit switches to the view when the last ends
        return [Group(*parts)]

    def _steps_revealed(self, st: SimpleNamespace, ev) -> None:
        """The cards laid face down turn over."""
        count, n, sc, t = st.count, st.n, st.sc, st.t
        add, at = st.add, st.at
        flips = []
        for s in range(n):
            sel = ev.selections[s]
            if sc is None or not sel:
                continue
            for i, r in enumerate(sel):
                rect = sc[s][i]
                flips.append((rect, card_back(rect.size), self._card_img(s, r, rect.size), ("pc", s, i)))

        def show(sels=ev.selections, keys=tuple(f[3] for f in flips)):
            for s in range(n):
                count.cards[s] = ("faces", sels[s], False)
            count.flipping.update(keys)
        at(t, show)
        add(CardFlip(flips, duration=0.55, delay=t))
        at(t + 0.55, count.flipping.clear)
        at(t, lambda: self.sfx.play("flip"))
        t += 0.85
        st.t = t

    def _steps_placed(self, st: SimpleNamespace, ev) -> None:
        """Markers travel from the supply onto their regions (or are lost)."""
        d, g, s_, t = st.d, st.g, st.s_, st.t
        add, at = st.add, st.at
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
            add(Mover(img, self._flight(src, region, dst), duration=0.42, delay=t, arc=HOP * s_,
                      on_arrive=land))
            t += 0.16
        for region in ev.lost:
            add(FloatText(self.tr("imperium.ui.lost"), self._disc_pos(region, ev.seat),
                          self.f(16, True), ROMAN["red"], delay=t, duration=1.4))
            t += 0.1
        st.t = t

    def _flight(self, src, region: int, dst) -> list:
        """The path of a marker between ``src`` (off the map) and its disc ``dst`` under
        ``region``'s name: it reaches the disc row from the side, never over the name."""
        g = self.geom
        plate = g["plates"][region] if g.get("plates") else None
        if plate is None:
            return [src, dst]
        r = g.get("disc_r", 12)
        side = plate.right + 2 * r if src[0] >= plate.centerx else plate.x - 2 * r
        return [src, (side, dst[1]), dst]

    def _steps_resolved(self, st: SimpleNamespace, ev) -> None:
        """A region counts: its plate pulses and the points count up."""
        d, count, n, g, place_font, t = st.d, st.count, st.n, st.g, st.place_font, st.t
        add, at = st.add, st.at
        t += 0.45

        def focus(ev=ev):
            count.resolving = ev
            self.sfx.play("slide")
        at(t, focus)
        plate = g["plates"][ev.region] if g.get("plates") else pygame.Rect(0, 0, 1, 1)
        add(Pulse(plate, ROMAN["gold_light"], duration=0.7, count=2, delay=t, blocking=True))
        t += 0.5
        for s in range(n):
            if ev.points[s] > 0:
                before_score = ev.totals[s] - ev.points[s]
                add(CountUp(before_score, ev.totals[s], duration=0.3 + 0.08 * ev.points[s],
                            delay=t, target=Idx(d.scores, s), attr="v", ease="linear"))
                add(FloatText(self.tr("imperium.ui.plus", n=ev.points[s]),
                              self._disc_pos(ev.region, s), place_font,
                              ROMAN["gold_light"], delay=t, duration=1.4))
        t += 0.3 + 0.08 * max(ev.points) + 0.9
        st.t = t

    def _steps_returned(self, st: SimpleNamespace, ev) -> None:
        """The markers of a counted region go home to the supplies."""
        d, count, n, g, s_, t = st.d, st.count, st.n, st.g, st.s_, st.t
        add, at = st.add, st.at
        for s in range(n):
            k = ev.counts[s]
            if not k:
                continue
            src = self._disc_pos(ev.region, s)
            dst = g["supply"][s] if g.get("supply") else (0, 0)
            img = token(max(8, int(g.get("disc_r", 12) * 0.9)), self.colour(s), self.symbol(s))

            def home(s=s, k=k, region=ev.region):
                d.supply[s] += k
            add(Mover(img, self._flight(dst, ev.region, src)[::-1], duration=0.5, delay=t, arc=HOP * s_,
                      on_arrive=home))

        def empty(region=ev.region):
            d.board[region - 1] = [0] * n
            count.resolving = None
        at(t, empty)
        t += 0.6
        st.t = t

    def _steps_round(self, st: SimpleNamespace, ev) -> None:
        """The next round begins (its banner announced over the map)."""
        d, count, n, g, t = st.d, st.count, st.n, st.g, st.t
        at = st.at
        def newround(ev=ev):
            d.round = ev.round
            d.start = ev.start
            for s in range(n):
                c = count.cards[s]
                if c and c[0] == "faces":
                    count.cards[s] = ("faces", c[1], True)
        at(t, newround)
        mp = g.get("map")
        if mp is not None:
            # the banner announces the next round as the count's last step, so it ends with
            # busy(): a banner outside the count would get no frames once the board rests (a
            # window at rest draws nothing) and stay over the map; a click ends it at once
            regions = self.tr("imperium.ui.join").join(self.tr(f"imperium.region.{r}") for r in ev.regions)
            banner = Banner(mp, self.tr("imperium.ui.round_banner", round=ev.round),
                            self.tr("imperium.ui.round_banner_line", regions=regions), self.host.fonts,
                            delay=t, duration=BANNER_SECONDS)

            def announce():
                count.announcing = True
            at(t, announce)
            st.add(banner)
            self.banners.append(banner)
            t += BANNER_SECONDS
        st.t = t

    def _steps_ended(self, st: SimpleNamespace, ev) -> None:
        """The end of the game sounds."""
        t = st.t
        at = st.at
        at(t, lambda: self.sfx.play("win"))
        st.t = t
