"""Caesar XL board: the Forum race over the map and the tooltips that explain numbers (a mix-in
of :class:`~.scene.Board`).

- **The Forum race**, in the map's bottom left corner: each side's Forum balance as pips toward
  the 7 that win, named by the faction it leans to, and on red the warning when a side can win
  as it ends its next (or this) Forum phase (:func:`~.scene_info.threat`), or stands one point
  from the goal, where one leader played or one card claimed wins (:func:`~.scene_info.step_threat`,
  with what can still stop it), or is one step from a military victory (:func:`~.scene_info.military_threat`); under it the
  events still in force (Demand for Action, Storm at Sea). Its tooltip says how the race is
  run: a balance is Populares minus Optimates points of leaders in play and Forum cards
  claimed, and claiming a card moves one's own balance toward its faction.
- **Tooltips**: a side's box tells its next taxes item by item; a Forum card in the row and a
  Claim button tell what claiming it does to the balance; a diplomacy button tells the faces
  that succeed and why.

Everything is read from the view: public facts only.
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from games.app.board import panel
from games.app.board.widgets import Button
from games.app.draw import ROMAN, darken

from . import rules as R
from .scene_info import (claim_words, diplomacy_why, effects_words, goal, gold_count_words, military_words, near_words, race_row,
                         sentences, step_stop_words, step_words, stop_words, tax_words,
                         threat_words)
from .scene_words import short_label


#: the race's lines (base pixels): a side's row, a warning or an event in force
ROW, LINE = 25, 20
#: the action panel's small font (base pixels): no choice button's words are smaller
SMALL_PX = 12


class ForumMixin:
    """The Forum race and the explaining tooltips (see the module text)."""

    #: the race's lines left to its tooltip (a small map, or names under it: :meth:`race_box`)
    race_folded: list[str] = []
    #: what the race's box was laid out to keep off, and the map it was laid out on
    race_avoided: list = []
    race_map: tuple = ()
    #: where the box last stood: (map, along its bottom, the x of its left edge there, else of its right)
    race_spot: tuple = ()
    #: the position shown, the number of its units on the road, and it with them (:meth:`settled_shown`)
    settled: tuple = (None, 0, None)

    def layout_forum(self, mapr: pygame.Rect, race: tuple[pygame.Rect, list] | None = None) -> None:
        """The race's box (its height follows its lines; ``race`` when the battle's layout has
        already worked it out) and every explaining tooltip."""
        v = self.view
        self.forum_geom: dict[str, Any] = {}
        if v is None:
            return
        r, lines = race if race is not None else self.race_box(mapr)
        self.race_map = tuple(mapr)
        self.forum_geom = {"rect": r, "lines": lines, "warn_boxes": []}
        self.add_hotspot(r, key=("forum_race",), glow=False,      # (with the lines folded into it, first)
                         tip="\n".join(self.race_folded + [self.tr("caesar_xl.ui.race.tip", goal=goal())]))
        for s, box in enumerate(self.geom.get("sides", ())):
            tip = tax_words(self.tr, v, s, self.seat_side(s, v))
            if v.sc[s] is None:                       # (what a side without a Supreme Commander lacks)
                tip = sentences(self.tr, [self.tr("caesar_xl.ui.no_sc_cost", seat=self.name(s)), tip])
            self.add_hotspot(box, key=("taxes", s), glow=False, tip=tip)
        hand = dict(enumerate(c for c, _r in self.geom.get("hand", ())))
        for spot in self.hotspots:
            if isinstance(spot.key, tuple) and spot.key[:1] == ("forum",) and spot.tip:
                spot.tip = sentences(self.tr, [spot.tip] + [self._claim_for(s, spot.key[1]) for s in (0, 1)])
            elif isinstance(spot.key, tuple) and spot.key[:1] == ("hand",) and spot.tip and self.viewer is not None:
                card = hand.get(spot.key[1])         # a leader played leans its player's balance his way
                if card in R.CARDS and R.CARDS[card]["type"] == "leader" and R.political_of(card):
                    spot.tip = sentences(self.tr, [spot.tip, claim_words(self.tr, v, self.viewer, card, "play")])
        for b in self.buttons:
            a = b.action
            if isinstance(a, R.Claim):
                self._tip(b.key, claim_words(self.tr, v, self.viewer, a.card))
            elif isinstance(a, R.PlayCard) and R.CARDS[a.card]["type"] == "leader" and R.political_of(a.card):
                self._tip(b.key, claim_words(self.tr, v, self.viewer, a.card, "play"))
            elif isinstance(a, R.Diplomacy):
                self._tip(b.key, diplomacy_why(self.tr, v, self.viewer, a.target, a.source))

    def race_box(self, mapr: pygame.Rect, keep_off: pygame.Rect | None = None) -> tuple[pygame.Rect, list]:
        """Where the race's box stands over the map ``mapr`` (its height follows its lines) and
        its lines as drawn: (text, warning, font px, rows). It covers no place's name nor stack
        (:meth:`race_avoid`): the black lines that would make it do go to its tooltip, the
        last first (``race_folded``); a warning never does, the box grows for it. It never leaves
        its home for the battle panel: at most it takes another width there to keep off the panel
        (``keep_off``), else the panel keeps clear of it (:meth:`panel_place`)."""
        ui = self.ui
        v = self.view
        found = self.forum_lines()
        # a warning that a side can win soon is the loudest thing on the map: a wider box, a
        # bigger font, light words on red
        w = min(ui.s(360 if any(warn for _, warn in found) else 300), mapr.w // 3)
        # wider (to a third of the map) when a side's row would not be read even short at 10 px
        rows = max(self.texts.width(race_row(self.tr, self.name(s), v.balance(s), short=True), 10, True) for s in (0, 1))
        w = max(w, min(rows + goal() * ui.s(17) + ui.s(30), mapr.w // 3))
        avoid = self.race_avoid(mapr)
        widths = sorted({w} | {min(mapr.w // 2, w + k * ui.s(60)) for k in range(1, 5)})   # (wider: shorter)
        # only the black lines fold, the last first: a warning that a side can win is never left
        # to the tooltip (a crowded small map folded a Forum win away and the game was lost to it)
        order = [i for i, (_t, warn) in enumerate(found) if not warn][::-1]
        tried: list[tuple[int, int, pygame.Rect, list]] = []     # (what it covers, lines folded, box, lines)
        for k in range(len(order) + 1):
            kept = [f for i, f in enumerate(found) if i not in order[:k]]
            for width in widths:
                lines = self._race_lines(kept, width)
                if self._race_tall(lines) > mapr.h * 22 // 100 and any(not warn for _t, warn in kept):
                    continue                          # (too tall over a small map: the black lines go)
                r = self._clear_of_names(pygame.Rect(0, 0, width, self._race_tall(lines)), mapr, avoid)
                tried.append((len(r.collidelistall(avoid)) + 99 * bool(keep_off and r.colliderect(keep_off)), k, r,
                              lines))
                if not tried[-1][0]:
                    break
            if tried and not tried[-1][0]:
                break
        _n, k, r, lines = min(tried, key=lambda t: (t[0], t[1]))
        self.race_folded = [t for i, (t, _warn) in enumerate(found) if i in order[:k]]
        self.race_avoided = avoid
        return r, lines

    def _race_lines(self, found: list[tuple[str, bool]], w: int) -> list:
        """The race's lines in a box ``w`` wide: (text, warning, font px, rows); a line that
        does not fit takes two to four rows (a warning as many as it needs)."""
        ui, out = self.ui, []
        for text, warn in found:
            px = ui.font_px(15 if warn else 13, 10 if warn else 9)
            need = -(-self.texts.width(text, px, warn) // max(1, w - ui.s(16)))
            out.append((text, warn, px, max(1, need if warn else min(4, need))))
        return out

    def _race_tall(self, lines: list) -> int:
        """The race's box's height with ``lines`` under its two rows."""
        ui = self.ui
        return ui.s(ROW + 4) + 2 * self._race_row() + sum(n * self._line_h(warn) for _, warn, _, n in lines) + ui.s(4)

    def _race_row(self) -> int:
        """A side's row in the race (never less than its words' line and its red frame's width
        twice: the frame passes clear of them, where it crossed their foot on a small window)."""
        frame = max(2, self.ui.s(2))
        return max(self.ui.s(ROW), self.texts.font(self.ui.font_px(16, 10), True).get_linesize() + 2 + 2 * frame)

    def race_avoid(self, mapr: pygame.Rect) -> list[pygame.Rect]:
        """What the race's box keeps off: the places' names and the stacks as last drawn on this
        map, else (nothing drawn yet) a name's room under each place and a counter's on it."""
        if self.painter.name_rects and getattr(self, "race_map", None) == tuple(mapr):
            return self._drawn_avoid(mapr)
        return self.home_rooms(mapr)

    def _drawn_avoid(self, mapr: pygame.Rect) -> list[pygame.Rect]:
        """The names and stacks drawn last on ``mapr`` (not the battle panel: it keeps off the box)."""
        p = self.painter
        return [pygame.Rect(r) for r, _ in p.name_rects + p.stack_rects if mapr.colliderect(r)]

    def _clear_of_names(self, r: pygame.Rect, mapr: pygame.Rect, avoid: list[pygame.Rect]) -> pygame.Rect:
        """``r`` at the race's home on this map (:meth:`_race_home`): one place for the window's
        size, whatever stands on the map, battle or not (it jumped between corners from turn to
        turn, and during battles). A map with no home for it: where it covers the fewest of
        ``avoid``, along the map's bottom from the left, else along its top from the right."""
        ui = self.ui
        home = self._race_home(r, mapr)
        if home is not None:
            return home
        r.bottomleft = (mapr.x + ui.s(8), mapr.bottom - ui.s(8))       # over the Sahara: no place there
        room = max(1, mapr.w - r.w - ui.s(16))
        spots = [r.move(dx, 0) for dx in range(0, room, ui.s(12))]
        top = r.move(room - 1, mapr.y + ui.s(8) - r.y)
        spots += [top.move(-dx, 0) for dx in range(0, room, ui.s(12))]
        best = min(enumerate(spots), key=lambda c: (len(c[1].collidelistall(avoid)), c[0]))[1]
        if best.collidelist(avoid) < 0:
            return best
        return self._clear_inland(best, mapr, avoid) or best

    def _clear_inland(self, r: pygame.Rect, mapr: pygame.Rect, avoid: list[pygame.Rect]) -> pygame.Rect | None:
        """``r`` anywhere over the map where it covers none of ``avoid`` and no place's mark
        (over a sea, say), from the map's bottom up; None when nowhere is clear.
        Along the edges every spot covered a name at a small window while one stood free inside."""
        ui, p = self.ui, self.painter
        rr = math.ceil(p.city_radius())
        marks = [pygame.Rect(round(x) - rr, round(y) - rr, 2 * rr, 2 * rr) for x, y in map(p.screen_point, R.PLACES)]
        hard = avoid + marks
        step = max(4, ui.s(12))
        for y in range(mapr.bottom - ui.s(8) - r.h, mapr.y + ui.s(8) - 1, -step):
            for x in range(mapr.x + ui.s(8), mapr.right - ui.s(8) - r.w + 1, step):
                spot = pygame.Rect(x, y, r.w, r.h)
                if spot.collidelist(hard) < 0:
                    return spot
        return None

    def home_rooms(self, mapr: pygame.Rect) -> list[pygame.Rect]:
        """What the race's home keeps off on ``mapr`` (and the box before anything is drawn):
        each place with its stack's room on it and a name's room under it, wherever the names
        and stacks of the moment stand."""
        ui, p = self.ui, self.painter
        side, out = round(p.counter_side() * 1.4), []
        for place in R.PLACES:
            x, y = p.screen_point(place)
            name = pygame.Rect(0, 0, ui.s(100), ui.s(40))
            name.midtop = (round(x), round(y))
            out += [name, pygame.Rect(round(x - side / 2), round(y - side / 2), side, side)]
        return out

    def _race_home(self, r: pygame.Rect, mapr: pygame.Rect) -> pygame.Rect | None:
        """``r`` at the race's home on ``mapr``: the first spot along the map's bottom from the
        left (over the Sahara), else along its top from the right (the steppe north of the Black
        Sea), else inland, where the tallest and widest box it may be (its warning's) covers no
        place nor a name's room round it. It hangs from that spot's edge: the same spot every
        turn at one window size and view of the map (kept in ``race_spot``); None where the map
        has no such spot."""
        ui, p = self.ui, self.painter
        key = (tuple(mapr),) + tuple(tuple(map(round, p.screen_point(a))) for a in (R.PLACES[0], R.PLACES[-1]))
        if not self.race_spot or self.race_spot[0] != key:
            rooms = self.home_rooms(mapr)
            wide = min(ui.s(360), mapr.w // 3)          # (the biggest box first, the least at last: a warning)
            sizes = ((max(wide, r.w), max(r.h, mapr.h * 22 // 100)), (r.w, r.h), (r.w, self._race_tall([("", True, 0, 2)])))
            at = next((spot for w, h in sizes if (spot := self._home_spot(pygame.Rect(0, 0, w, h), mapr, rooms))), None)
            if at is None:                          # (a map too full for one: the box finds room each time)
                return None
            low = at.bottom > mapr.centery
            self.race_spot = (key, low, at.x if low else at.right, at.bottom if low else at.y)
        _key, low, x, y = self.race_spot
        out = pygame.Rect(r)
        if low:
            out.bottomleft = (x, y)
        else:
            out.topright = (x, y)
        return out.clamp(mapr)

    def _home_spot(self, box: pygame.Rect, mapr: pygame.Rect, rooms: list[pygame.Rect]) -> pygame.Rect | None:
        """``box`` along the map's bottom from the left, else its top from the right, else
        inland, the first spot clear of ``rooms``; None when none is."""
        ui = self.ui
        box.bottomleft = (mapr.x + ui.s(8), mapr.bottom - ui.s(8))
        room = max(1, mapr.w - box.w - ui.s(16))
        spots = [box.move(dx, 0) for dx in range(0, room, ui.s(12))]
        top = box.move(room - 1, mapr.y + ui.s(8) - box.y)
        spots += [top.move(-dx, 0) for dx in range(0, room, ui.s(12))]
        return next((sp for sp in spots if sp.collidelist(rooms) < 0), None) or self._clear_inland(box, mapr, rooms)

    def _race_again(self) -> None:
        """The race's box laid out again clear of the names and stacks drawn now (its tooltip
        with it), when they are not the ones it was laid out against (the layout, before the
        first drawing, kept off a room for each; a march or a pan moves them)."""
        p, mapr = self.painter, pygame.Rect(self.race_map)
        if not p.name_rects or self.race_avoided == self._drawn_avoid(mapr):
            return
        geom = getattr(self, "battle_geom", None)
        panel = pygame.Rect(geom["rect"]) if geom and self.battle_up() else None
        r, lines = self.race_box(mapr, panel)
        if panel is not None and r.colliderect(panel):
            self._rebuild()                 # (the box stays home, grown: the battle panel keeps clear of it)
            return
        self.forum_geom.update(rect=r, lines=lines)
        for spot in self.hotspots:
            if spot.key == ("forum_race",):
                spot.rect = r
                spot.tip = "\n".join(self.race_folded + [self.tr("caesar_xl.ui.race.tip", goal=goal())])

    def summary_keep_clear(self) -> list[pygame.Rect]:
        """The race's box: the "since your last turn" panel stands clear of it (it hid its rows)."""
        g = getattr(self, "forum_geom", None)
        return [pygame.Rect(g["rect"])] if g else []

    def advice_keep_clear(self, advice) -> list[pygame.Rect]:
        """The race's box: the advice bubble leaves its warnings in sight (it hid the red line
        that the other side wins at its next Forum phase while the player read the advice)."""
        return self.summary_keep_clear()

    def balance_shown(self, s: int) -> int:
        """``s``'s Forum balance in the position shown, its leaders marching meanwhile counted."""
        return self.settled_shown().balance(s)

    def settled_shown(self):
        """The position shown with the units marching meanwhile back in it (they are off the
        map while they move, never out of the game: the balance and the cities held stay)."""
        pos, (was, lifted) = self.shown, getattr(self, "lifted", (None, {}))
        if pos is None or was is not pos or not lifted:
            return pos
        if self.settled[:2] != (pos, len(lifted)):
            whole = pos.clone()
            whole.units = {**pos.units, **lifted}
            self.settled = (pos, len(lifted), whole)
        return self.settled[2]

    def _line_h(self, warn: bool) -> int:
        """The height of one line under the race (a warning's font is bigger)."""
        px = self.ui.font_px(15 if warn else 13, 10 if warn else 9)
        return max(self.ui.s(LINE + (4 if warn else 0)), self.texts.font(px, warn).get_linesize())

    def _claim_for(self, seat: int, card: str) -> str:
        who = self.tr("caesar_xl.ui.race.you") if seat == self.viewer else self.name(seat)
        return self.tr("caesar_xl.ui.race.for", seat=who, what=claim_words(self.tr, self.view, seat, card))

    def side_head(self, pos, s: int, name: str | None = None) -> str:
        """The head of side ``s``'s box in position ``pos``: "Livia (Caesar)", or "Livia: no Supreme
        Commander" ("no commander") once hers is dead with none to follow (its tooltip says what that costs);
        ``name`` for the person's own."""
        if pos.sc[s] is None:
            return self.tr("caesar_xl.ui.seat_no_sc", name=name or self.name(s))
        if name is not None:
            return self.tr("caesar_xl.ui.seat_side", name=name, side=self.commander_word(s, pos))
        return self.seat_side(s, pos)

    def side_heads(self, pos, golds: list[str]) -> list[str]:
        """Both side boxes' heads, alike, each read whole at 9 px beside its gold where it can
        be: "Livia (Caesar)"; else the person's first name with the general ("Maximiliana
        (Caesar)"); else the name alone, then its first word (a long name was cut to
        "Maximiliana Aur…", its general lost)."""
        ui = self.ui
        rooms = [r.w - min(self.texts.width(gd, ui.font_px(15), True), r.w // 2 - ui.s(10)) - ui.s(8) - ui.s(16)
                 for gd, r in zip(golds, self.geom["sides"])]
        forms = [self._head_forms(pos, s) for s in (0, 1)]
        for i in range(len(forms[0])):
            heads = [f[i] for f in forms]
            if all(self.texts.width(h, 9, True) <= room for h, room in zip(heads, rooms)):
                return heads
        out = []                                   # (else the first word shortened, marked by a stop: "Bartholo.")
        for f, room in zip(forms, rooms):
            word, k = f[-1], len(f[-1])
            while k > 1 and self.texts.width(word[:k] + ("." if k < len(word) else ""), 9, True) > room:
                k -= 1
            out.append(word if k == len(word) else word[:k] + ".")
        return out

    def _head_forms(self, pos, s: int) -> list[str]:
        """Side ``s``'s heads, longest first: with its commander, the first name with it, the name,
        the first name."""
        name = self.name(s)
        first = (name.replace("・", " ").split() or [name])[0]
        return [self.side_head(pos, s), self.side_head(pos, s, first), name, first]

    def side_tops(self, pos) -> tuple[list[str], list[str], bool]:
        """Both side boxes' gold and heads, and whether the gold stands in the head's row: in
        full ("25 gold") where each head names its commander beside it, else shortened ("25 g")
        so that they do, else (a small window in Japanese) short at the head of the row under it
        (「Livia」「Marcus」 alone were read, the commanders lost to 「25ゴールド」)."""
        for form in ("caesar_xl.ui.gold", "caesar_xl.ui.gold_short"):
            golds = [self.tr(form, n=pos.gold[s]) for s in (0, 1)]
            heads = self.side_heads(pos, golds)
            if all(h in self._head_forms(pos, s)[:2] for s, h in enumerate(heads)):
                return golds, heads, True
        return golds, self.side_heads(pos, ["", ""]), False

    def least_px(self) -> int:
        """The least font size of a choice button's words: the panel's small font (a Claim button
        squeezed to 7 pixels was the hardest thing of its phase to read)."""
        return self.ui.font_px(SMALL_PX)

    def fit_label(self, label: str, action: Any, width: int, height: int | None = None) -> str:
        """A choice button's words: ``label`` when it reads whole at the small font or more, on
        one line or (a button ``height`` tall) on the lines it has the room for, else its short
        form (the Forum balance change goes to its tooltip) when there is one."""
        rect = pygame.Rect(0, 0, width, height or self.ui.s(28))
        if Button(rect, label, least=self.least_px()).fits(self.texts, self.ui.font_px(15)):
            return label
        if rect.h > self.ui.s(28):            # (a tall button wraps its words: as its drawing does)
            box = pygame.Rect(0, 0, max(8, rect.w - rect.h // 2), rect.h - 4)
            lines, px = self.texts.wrap_fit(label, box, self.ui.font_px(15), True, self.least_px())
            if len(lines) * self.texts.font(px, True).get_linesize() <= box.h:
                return label
        return short_label(self.tr, self.view, self.viewer, action) or label

    def add_choice_button(self, rect, label: str, **kw) -> Button:
        """A button of the action panel: its words never shrink under the small font."""
        b = self.add_button(rect, label, **kw)
        b.least = self.least_px()
        return b

    def _tip(self, key, tip: str) -> None:
        for spot in self.hotspots:
            if spot.key == key:
                spot.tip = tip

    def forum_lines(self) -> list[tuple[str, bool]]:
        """The lines under the race: each side's warning (red) with what the viewer can do against the
        other's, then the events in force. Worked out once a view and layout (the box is laid out
        again whenever the names or stacks drawn move: at each step of an animation)."""
        kept = getattr(self, "forum_kept", None)
        key = (self.view, getattr(self, "geom", None))
        if kept is not None and kept[0][0] is key[0] and kept[0][1] is key[1]:
            return list(kept[1])
        out = self._forum_lines()
        self.forum_kept = (key, out)
        return list(out)

    def _forum_lines(self) -> list[tuple[str, bool]]:
        v = self.view
        out = []
        for s in (0, 1):
            mil = military_words(self.tr, v, s, self.name(s))     # (the race of arms: the same red line)
            out += [(mil, True)] if mil else []
            w = threat_words(self.tr, v, s, self.name(s), self.viewer)
            if w:
                out.append((w, True))
                stop = stop_words(self.tr, v, s, self.name(s), self.viewer)
                out += [(stop, False)] if stop else []
            step = None if w else step_words(self.tr, v, s, self.name(s), self.viewer)
            if step:                                  # one point short: a leader played or a card claimed wins
                out.append((step, s != self.viewer))
                stop = step_stop_words(self.tr, v, s, self.name(s), self.viewer)
                out += [(stop, False)] if stop else []
            near = None if w or step else near_words(self.tr, v, s, self.name(s), self.viewer)
            out += [(near, False)] if near else []
        count = gold_count_words(self.tr, v, self.name)   # (both commanders dead: the game idled with no word)
        out += [(count, True)] if count else []          # (kept in the box, never folded away)
        out += [(e, False) for e in effects_words(self.tr, v, self.name)]
        return out

    def draw_forum(self, surface: pygame.Surface) -> None:
        """The race's box over the map (from the position shown)."""
        g = getattr(self, "forum_geom", None)
        pos = self.shown
        if not g or pos is None:
            return
        self._race_again()          # (names or stacks drawn since the layout: the box again, clear of them)
        g = self.forum_geom
        ui = self.ui
        r = g["rect"]
        panel(surface, r, (246, 238, 216), ROMAN["gold_dark"], radius=ui.s(8), border_width=2)
        self.texts.draw(surface, self.tr("caesar_xl.ui.race.title", goal=goal()), (r.x + ui.s(8), r.y + ui.s(4)),
                        ui.font_px(16), True, ROMAN["ink"], width=r.w - ui.s(16), least=9)
        pip = ui.s(14)
        pips_w = goal() * (pip + ui.s(3))
        # both rows alike: "Livia: Optimates 2" when one of them would not read whole at 10 px
        rows = [race_row(self.tr, self.name(s), self.balance_shown(s)) for s in (0, 1)]
        if any(self.texts.width(row, 10, True) > r.w - pips_w - ui.s(22) for row in rows):
            rows = [race_row(self.tr, self.name(s), self.balance_shown(s), short=True) for s in (0, 1)]
        self.drawn_race_rows = rows                    # (tests)
        for s in (0, 1):
            y = r.y + ui.s(ROW + 4) + s * self._race_row()
            bal = self.balance_shown(s)
            n = min(goal(), abs(bal))
            colour = self.colour(s)
            x0 = r.right - ui.s(8) - pips_w
            for i in range(goal()):
                box = pygame.Rect(x0 + i * (pip + ui.s(3)), y + ui.s(2), pip, pip)
                if i < n:
                    pygame.draw.rect(surface, colour, box, border_radius=ui.s(3))
                pygame.draw.rect(surface, darken(colour, 0.2) if i < n else ROMAN["bronze"], box, 1,
                                 border_radius=ui.s(3))
            if abs(bal) >= goal() - 1:                 # a point or none from the goal: the row is framed in red
                frame = pygame.Rect(r.x + ui.s(3), y - ui.s(1), r.w - ui.s(6), self._race_row() - ui.s(1))
                pygame.draw.rect(surface, ROMAN["red_dark"], frame, max(2, ui.s(2)), border_radius=ui.s(4))
            room = x0 - r.x - ui.s(14)
            self.texts.draw(surface, rows[s], (r.x + ui.s(8), y), ui.font_px(16, 10), True, darken(colour, 0.15),
                            width=room, least=8)
        y = r.y + ui.s(ROW + 4) + 2 * self._race_row()
        g["warn_boxes"] = []
        for text, warn, px, n in g["lines"]:
            box = pygame.Rect(r.x + ui.s(8), y, r.w - ui.s(16), n * self._line_h(warn))
            if warn:                                   # light words on red: never missed
                fill = box.inflate(ui.s(8), 0)
                pygame.draw.rect(surface, ROMAN["red_dark"], fill, border_radius=ui.s(4))
                g["warn_boxes"].append(fill)
            self.texts.wrapped(surface, text, box, px, warn, ROMAN["parchment"] if warn else ROMAN["ink"], least=8)
            y += n * self._line_h(warn)
