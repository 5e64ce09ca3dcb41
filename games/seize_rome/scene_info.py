"""CAESAR! board: what a player reads off the map before deciding (a mixin of the board,
:mod:`.scene`).

- **How close each province is to closing**: a ring round an open province's space,
  one segment per border space, filled for each token there (red once a single
  space is left), and the count in figures ("3/4") on a dark tag beside its totals
  (:meth:`ProvinceInfo.count_tag`, on the side no border space, name or other province
  covers); pointing at the space says it in words ("3 of 4 border spaces").
- **What a held token would close**: with a token standing on a space (or pointed at
  with a token picked), each province it would close and who would win it ("Closes
  Sicilia: you 6, Auto-Crassus 4 – you win it"), and each it would leave one space from
  closing, which the opponent may then close ("Leaves Sicilia one space from closing
  ..."), on the map beside the token and in the space's tooltip.
- **A border space pointed at** names the two provinces it separates and its icon.
- **Poison**: the token sent back is shown face up over the map while it goes back,
  its owner's box says what was lost until their next placement, and their next
  hand-off says it too (:meth:`ProvinceInfo.handoff_note`, asked by the game host).

Everything is read from the board's ``view``/``shown`` (public facts only: a Poisoned
token is shown to both players by the rules).
"""
from __future__ import annotations

import re

import pygame

from games.app.anim import Call, Tween, Wait
from games.app.board import panel
from games.app.board.base import Hotspot
from games.app.draw import ROMAN, wrap_text
from games.core import caches
from games.core.text import Msg

from . import rules as R
from .rules import influence_tokens
from .scene_draw import RING
from .scene_labels import TAG_PLACES, tag_at
from .scene_paint import draw_token, token_rect
from .explain import new_borders, senate_wins
from .scene_tip import draw_leader

#: the places of the count tags, by the map's layout, the names, the totals and the tag
_TAG_SPOTS: dict = caches.kept(f"{__name__}.tag_spots")
from .topology import load_topology

#: seconds the returned Poison token stays shown over the map
POISON_HOLD = 1.8
#: the colour of a warning line on the map's dark box ("leaves Sicilia one space from closing")
WARN = (255, 160, 120)
#: where a line of the closes box may break: after a colon or a comma, before the dash that
#: says who wins or the bracket of the counts, between a province and what befalls it
#: ("Leaves Sicilia / one space from closing", 「シキリアが／閉じる」) -- never inside a word
#: (「閉じ/る」, 「オー/ト・クラッスス」)
PHRASE_BREAKS = re.compile(r"(?<=[：、])|(?<=: )|(?<=, )|(?=――)|(?= – )|(?= \()|(?= one space )"
                           r"|(?<=[^・]{2}が)(?=[^：、])")


def phrase_wrap(font, text: str, width: int) -> list[str]:
    """``text`` in lines no wider than ``width``, broken between its phrases (see
    :data:`PHRASE_BREAKS`); a phrase wider than ``width`` alone is wrapped as usual."""
    lines: list[str] = []
    cur = ""
    for part in PHRASE_BREAKS.split(text):
        if not part:
            continue
        if cur and font.size(cur + part)[0] > width:
            lines.append(cur.rstrip())
            cur = part.lstrip()
        else:
            cur += part
    if cur:
        lines.append(cur)
    return [out for line in lines for out in (wrap_text(font, line, width) if font.size(line)[0] > width else [line])]


def _area(r: pygame.Rect) -> int:
    """The area of ``r`` (0 when empty)."""
    return r.w * r.h


class ProvinceInfo:
    """The reading aids of the board (see the module text). Needs the board's ``view``,
    ``shown``, ``viewer``, ``map``, ``ui``, ``texts``, ``host``, ``border_centre`` and
    ``token_side``."""

    def info_init(self) -> None:
        self.drawn_counts: dict[str, tuple[int, int]] = {}    # province -> (filled, total) drawn (tests)
        self.drawn_closes: list[str] = []                     # the "Closes ..." lines drawn on the map (tests)
        self.drawn_warns: list[str] = []                      # the "Leaves ... one space" lines drawn (tests)
        self.drawn_closes_box: pygame.Rect | None = None      # their box on the map
        self.drawn_closes_lines: list[str] = []                # its lines, as broken
        #: where the pointer clicked Place: the disabled button's tooltip waits till it moves
        self.quiet_tip_at: tuple[int, int] | None = None
        self.drawn_ties: set[str] = set()                     # provinces drawn with the tie badge (tests)
        self.drawn_poison: str | None = None                  # the Poison token drawn over the map (tests)
        self.poison_fx: dict = {"t": 1.0, "item": None}
        #: seat -> [what Poison sent back, told at a hand-off yet]; kept until that seat places
        self.poison_notes: dict[int, list] = {}

    # ----- counts ----------------------------------------------------------------------------
    def count_tag(self, pid: str, box: pygame.Rect, size: tuple[int, int], px: int) -> pygame.Rect:
        """Where the "3/4" tag of ``pid`` stands, joined to its totals ``box``: on the side
        kept for it when the names were placed (:meth:`_reserve_tags`: no border space, space,
        totals box, other tag or name there); with none kept yet (names still drafted), on
        its right, its left or under it (centred or at either end), the first place clear of
        every border space, every province's name, every other province's space and totals
        and the tags placed before (else the one they cover least, a border space weighing
        most: a token there is read too). Kept while the map's layout, the names and every
        province's totals stay the same."""
        mine = getattr(self, "_tag_sides", {}).get(pid)
        if mine is not None:
            return tag_at(box, self.ring_rect(pid), size, mine)
        key = (getattr(self, "tags_key", None), pid, tuple(box), size, px)
        kept = _TAG_SPOTS.get(key)
        if kept is not None and key[0] is not None:
            return kept.copy()
        spaces, others = self._tag_context(px)
        block = list(self._name_boxes.values()) + [t for _, _, t in self.drawn_count_tags.values()]
        block += [x for q, rects in others.items() if q != pid for x in rects]
        best, least = None, None
        for how, _, at in TAG_PLACES[:5]:
            tag = pygame.Rect((0, 0), size)
            setattr(tag, how, getattr(box, at))
            cover = sum(_area(tag.clip(x)) for x in block) + 100 * sum(_area(tag.clip(x)) for x in spaces) + \
                (0 if self.map.rect.contains(tag) else 10 ** 6)
            if least is None or cover < least:
                best, least = tag, cover
            if cover == 0:
                break
        assert best is not None
        if len(_TAG_SPOTS) > 512:
            _TAG_SPOTS.clear()
        _TAG_SPOTS[key] = best.copy()
        return best

    def ring_rect(self, pid: str) -> pygame.Rect:
        """The box round ``pid``'s first space and the ring round it (screen pixels)."""
        c = self.map.world_to_screen(self.space_points[pid][0])
        d = round(2 * self.token_side() * 0.36 * RING)
        disc = pygame.Rect(0, 0, d, d)
        disc.center = (round(c[0]), round(c[1]))
        return disc

    def _tag_context(self, px: int) -> tuple[list[pygame.Rect], dict[str, list[pygame.Rect]]]:
        """What the count tags keep clear of, worked out once a painting: every border space,
        and each province's space and totals box."""
        key = (getattr(self, "tags_key", None), px)
        got = getattr(self, "_tag_ctx", None)
        if got is None or got[0] != key or key[0] is None:
            side = self.token_side()
            r = side * 0.36
            spaces = [token_rect(self.border_centre(b.id), side) for b in load_topology().borders]
            others = {}
            for q, pts in self.space_points.items():
                if not pts:
                    continue
                c = self.map.world_to_screen(pts[0])
                others[q] = [pygame.Rect(round(c[0] - r), round(c[1] - r), round(2 * r), round(2 * r)),
                             self.pair_rect(self._pair_top(q), *self._totals(q), px)]
            got = self._tag_ctx = (key, spaces, others)
        return got[1], got[2]

    @staticmethod
    def space_counts(pos, pid: str) -> tuple[int, int]:
        """How many of ``pid``'s border spaces hold a token, and how many it has.

        >>> s = R.new_game(2, 0, {})
        >>> s.tokens["b12"] = (R.CAESAR, "sword51", "sicilia", False, False)
        >>> ProvinceInfo.space_counts(s, "sicilia")
        (1, 4)
        """
        topo = load_topology()
        borders = topo.province(pid).borders
        return sum(1 for b in borders if b in pos.tokens), len(borders)

    def province_tip(self, pid: str) -> str:
        """The tooltip of a province's space: its name and how far it is filled (or the
        score it closed with), then its bonus token's effect."""
        pos = self.view
        name = self.tr(f"seize_rome.province.{pid}")
        if pid in pos.closed:
            lines = [self.closed_words("seize_rome.ui.count_closed", pid, pos.tallies.get(pid, pos.influence(pid)))]
        else:
            n, total = self.space_counts(pos, pid)
            key = "seize_rome.ui.count_last" if total - n == 1 else "seize_rome.ui.count"
            lines = [self.tr(key, province=name, n=n, total=total)]
        kind = pos.bonuses.get(pid)
        if kind:
            lines.append(self.bonus_text(kind))
        if any(e is not None and not e[1] for e in pos.spaces.get(pid, ())):
            lines.append(self.tr("seize_rome.ui.marker_down"))
        return "\n".join(lines)

    def bonus_text(self, kind: str, mine: bool = False) -> str:
        """What bonus token ``kind`` does; Poison against Auto-Crassus, who has no screen, as it
        is there (``mine``: the viewer took it and uses it now)."""
        solo = kind == "poison" and self.view is not None and self.view.crassus >= 0
        return self.tr(f"seize_rome.ui.bonus_text.{kind}" + ("_solo_mine" if solo and mine else "_solo" if solo else ""))

    # ----- what a placement would close ----------------------------------------------------------
    def closes(self, act) -> list[tuple[str, int, int, int | None]]:
        """The provinces placement ``act`` of the viewer would close: ``(province, the
        viewer's total, the other's, the seat that would win it or None on a tie nobody
        wins)``."""
        out = []
        for pid, left in self._weighed(act):
            if left:
                continue
            mine, theirs = self._after(pid, act)
            me = self.viewer
            win = me if mine > theirs else 1 - me if theirs > mine else self.view.tie_winner()
            out.append((pid, mine, theirs, win))
        return out

    def _weighed(self, act) -> list[tuple[str, list[str]]]:
        """Each open province beside the space of placement ``act`` with its border spaces still
        open once ``act`` stands; nothing when ``act`` cannot be weighed (no placement, no view
        or viewer, or its space already taken)."""
        pos = self.view
        if act is None or pos is None or self.viewer is None or act.border in pos.tokens:
            return []
        return [(pid, self._open_after(pid, act)) for pid in load_topology().border(act.border).provinces
                if pid not in pos.closed]

    def _open_after(self, pid: str, act) -> list[str]:
        """``pid``'s border spaces still open once ``act`` stands."""
        return [b for b in load_topology().province(pid).borders if b not in self.view.tokens and b != act.border]

    def _after(self, pid: str, act) -> tuple[int, int]:
        """``pid``'s totals once ``act`` of the viewer stands: (the viewer's, the other's)."""
        me = self.viewer
        inf = list(self.view.influence(pid))
        if act.toward:
            tok = influence_tokens()[act.token]
            inf[me] += tok.hi if act.toward == pid else tok.lo
        return inf[me], inf[1 - me]

    def leaves_one(self, act) -> list[tuple[str, int, int]]:
        """The open provinces placement ``act`` of the viewer would leave one border space
        from closing (the opponent may close them next): ``(province, the viewer's total,
        the other's)``.

        >>> from types import SimpleNamespace as NS
        >>> s = R.new_game(2, 0, {})
        >>> s.tokens["b30"] = (R.POMPEY, "shield60", "asia", False, False)
        >>> board = NS(view=s, viewer=R.CAESAR, _after=lambda pid, act: (6, 0))
        >>> board._open_after = lambda pid, act: ProvinceInfo._open_after(board, pid, act)
        >>> board._weighed = lambda act: ProvinceInfo._weighed(board, act)
        >>> ProvinceInfo.leaves_one(board, R.Place("ship51", "b28", "asia"))    # Asia: b27 left
        [('asia', 6, 0)]
        """
        return [(pid, *self._after(pid, act)) for pid, left in self._weighed(act) if len(left) == 1]

    def warn_lines(self, act) -> list[str]:
        """"Leaves Sicilia one space from closing (you 6, Auto-Crassus 4): Auto-Crassus can
        close it next", one line a province the placement leaves open by a single space (or "it
        goes to you whoever closes it", when the other seat's largest token added to its total
        stays below the viewer's: it cannot win or tie it); first
        "another placement wins the game now" when it throws away a win on the board."""
        other = 1 - self.viewer if self.viewer is not None else 0
        if self.ends_game(act) is not None:       # (nothing is closed next: the game is over)
            return []
        wins = self.winning_places() if act is not None else []
        missed = [self.tr("seize_rome.ui.closes.misses_win")] if wins and act not in wins else []
        tie = self.view.tie_winner() if self.view is not None else None
        bonuses = self.view.bonuses if self.view is not None else {}
        return missed + [self.host.render(Msg(self._leaves_key(mine, theirs, tie == other), {
            "province": R.province_msg(pid), "mine": mine, "theirs": theirs, "seat": other,
            "need": mine - theirs + (tie != other)})) + self.bonus_taken(bonuses.get(pid))
            for pid, mine, theirs in self.leaves_one(act)]

    def bonus_taken(self, kind: str | None) -> str:
        """What a province left one space from closing hands its closer, said after its line when
        it is a Poison or a Senate token (the advice names them; the box said nothing)."""
        if kind not in ("poison", "senate"):
            return ""
        return self.host.render(Msg("seize_rome.ui.leaves_bonus", {"bonus": R.bonus_msg(kind)}))

    def _leaves_key(self, mine: int, theirs: int, tie_theirs: bool) -> str:
        """The key of a province left one space from closing at ``mine`` to ``theirs``: his best
        token cannot catch up; a tie is his; he can close it; and against Auto-Crassus, who closes
        it first turning his smaller number toward it, whether that number can take it."""
        toks = influence_tokens().values()
        need = mine - theirs + (not tie_theirs)
        if self.view is not None and self.viewer is not None and self.view.crassus == 1 - self.viewer and need > 0:
            return "seize_rome.ui.leaves_one_ac" + ("" if need <= max(t.lo for t in toks) else "_safe")
        if theirs + max(t.hi for t in toks) < mine:     # (his best token cannot catch up)
            return "seize_rome.ui.leaves_one_safe"
        return "seize_rome.ui.leaves_one_tie" if mine == theirs and tie_theirs else "seize_rome.ui.leaves_one"

    def ends_game(self, act) -> int | None:
        """The seat whose last control marker placement ``act`` of the viewer puts down (the
        game then ends; the viewer's too when the Senate token it takes puts it down), or None; worked out once a position and placement."""
        if act is None or self.view is None or self.viewer is None or act.border in self.view.tokens:
            return None
        got = getattr(self, "_ends_game", None)
        if got is None or got[0] is not self.view or got[1] != act:
            after = self.view.clone()
            try:
                after.apply_trusted(self.viewer, act)
            except (ValueError, KeyError, IndexError):   # (a view that cannot play it on)
                after.winner = None
            won = after.winner if after.end_reason == "marker" else None
            if won is None and after.winner is None and senate_wins(after, self.viewer):
                won = self.viewer                  # (its Senate token puts the last marker down)
            got = self._ends_game = (self.view, act, won)
        return got[2]

    def winning_places(self) -> list:
        """The viewer's placements that win the game now (their last control marker goes down):
        tried only on the last open space of a province, where a closing can be; worked out once
        a position."""
        got = getattr(self, "_winning", None)
        if got is not None and got[0] is self.view:
            return got[1]
        pos, me, wins = self.view, self.viewer, []
        if pos is not None and me is not None and not pos.is_over() and me in pos.to_act():
            topo = load_topology()
            last = {b for p in topo.provinces if p.id not in pos.closed
                    for b in [x for x in p.borders if x not in pos.tokens] if
                    sum(x not in pos.tokens for x in p.borders) == 1}
            wins = [a for a in pos.legal_actions(me)
                    if isinstance(a, R.Place) and a.border in last and self.ends_game(a) == me]
        self._winning = (pos, wins)
        return wins

    def end_lines(self, act) -> list[str]:
        """"…and your last control marker goes down: this wins the game" (or hands it to the
        other seat), when placement ``act`` ends the game."""
        won = self.ends_game(act)
        if won is None:
            return []
        key = "seize_rome.ui.closes.wins_game" if won == self.viewer else "seize_rome.ui.closes.loses_game"
        return [self.host.render(Msg(key, {"seat": won}))]

    def closes_lines(self, act) -> list[str]:
        """"Closes Sicilia: you 6, Auto-Crassus 4 – you win it", one line a province."""
        out = []
        me = self.viewer
        for pid, mine, theirs, win in self.closes(act):
            if mine != theirs:
                how = "win" if win == me else "lose"
            else:
                how = "tie" if win is None else "tie_won" if win == me else "tie_lost"
            out.append(self.host.render(Msg(f"seize_rome.ui.closes.{how}", {
                "province": R.province_msg(pid), "mine": mine, "theirs": theirs, "seat": 1 - me})))
        senate = self.senate_lines(act)
        return out + self.border_lines(act, bool(senate)) + senate + self.end_lines(act)

    def border_lines(self, act, senate: bool) -> list[str]:
        """"Puts 2 border markers down: the border Asia–Syria, … (4 left)", when placement
        ``act`` puts the viewer's border markers down (the advice counts them: the box names
        them); the markers left are said by the Senate line when one follows, and not at all
        when the game ends."""
        if act is None or self.view is None or self.viewer is None or act.border in self.view.tokens:
            return []
        got = getattr(self, "_borders_after", None)
        if got is None or got[0] is not self.view or got[1] != act:
            after = self.view.clone()
            after.apply_trusted(self.viewer, act)
            own = [b for b, seat in new_borders(self.view, self.viewer, act) if seat == self.viewer]
            got = self._borders_after = (self.view, act, own, after.markers[self.viewer])
        own = got[2]
        if not own:
            return []
        sep = "、" if self.lang == "ja" else ", "
        names = sep.join(self.host.render(R.border_msg(b)) for b in own)
        quiet = senate or self.ends_game(act) is not None
        key = "seize_rome.ui.closes.borders" + ("" if quiet else "_left")
        return [self.host.render(Msg(key, {"n": len(own), "borders": names, "left": got[3]}))]

    def senate_lines(self, act) -> list[str]:
        """"Using its Senate token puts 2 more of your control markers down…", when placement
        ``act`` wins a province with a Senate token and does not end the game: one marker goes
        under each Senate token the viewer then holds (the box said nothing of them)."""
        won = [pid for pid, _m, _t, win in self.closes(act) if win == self.viewer and self.view.bonuses.get(pid) == "senate"]
        if not won or self.ends_game(act) is not None:
            return []
        got = getattr(self, "_senate_after", None)
        if got is None or got[0] is not self.view or got[1] != act:
            after = self.view.clone()
            after.apply_trusted(self.viewer, act)
            got = self._senate_after = (self.view, act, after.markers[self.viewer])
        n = self.view.senates[self.viewer] + 1
        return [self.host.render(Msg("seize_rome.ui.closes.senate", {"n": n, "left": max(0, got[2] - n)}))]

    def hover_action(self):
        """The placement the pointer shows: the standing token, or the picked token pointed
        at a space it may go on (turned the way a click would stand it)."""
        act = self.preview_action()
        if act is not None or self.sel_token is None or self.picker is None:
            return act
        spot = self.pointed
        if spot is None or not (isinstance(spot.key, tuple) and spot.key[0] == "border"):
            return None
        way = self.first_toward(spot.key[1])
        return None if way is None else R.Place(self.sel_token, spot.key[1], way)

    # ----- border spaces pointed at ------------------------------------------------------------
    def space_tip(self, bid: str) -> str:
        """What a border space is: the two provinces it separates and its icon (and a double
        ring's face-down placement); with a token picked, what placing it there would close."""
        topo = load_topology()
        pos = self.view
        b = topo.border(bid)
        lines = [self.host.render(Msg("seize_rome.ui.space_between", {
            "a": R.province_msg(b.provinces[0]), "b": R.province_msg(b.provinces[1]),
            "icon": Msg(f"seize_rome.icon.{b.icon}")}))]
        if b.border_control and pos.border_control:
            lines.append(self.tr("seize_rome.ui.space_double"))
        placed = pos.tokens.get(bid)
        if placed is not None and placed[3]:        # (a dark square with a dot: whose, and worth nothing)
            key = "seize_rome.ui.token_down" if placed[4] else "seize_rome.ui.token_down_might"
            lines.append(self.host.render(Msg(key, {"seat": placed[0]})))
        cover = pos.covers.get(bid)
        if cover is not None and not cover[1]:
            lines.append(self.tr("seize_rome.ui.border_marker_down"))
        act = None
        if self.sel_token is not None and self.picker is not None and bid not in pos.tokens:
            act = self.preview_action()
            if act is None or act.border != bid:
                way = self.first_toward(bid)
                act = None if way is None else R.Place(self.sel_token, bid, way)
        key = "seize_rome.ui.count_short" if act is None else "seize_rome.ui.count_short_with"
        counts = []
        for pid in b.provinces:
            if pid not in pos.closed:
                n, total = self.space_counts(pos, pid)
                name = self.tr(f"seize_rome.province.{pid}").replace(" ", "\u00a0")   # (never "Gallia / Cisalpina")
                counts.append(self.tr(key, province=name,
                                      n=n + (act is not None), total=total))
        if counts:
            lines += counts          # (one a line: a count joined to the next broke inside a name)
        if act is not None and not self.closes_shown_for(bid):     # (said once: on the map when it is)
            lines += self.closes_lines(act) + self.warn_lines(act)
        return "\n".join(lines)

    def info_hotspots(self) -> None:
        """Each province's space explains itself (its count, its bonus) when pointed at."""
        topo = load_topology()
        side = self.token_side()
        for p in topo.provinces:
            marks = self.view.spaces.get(p.id, ())
            for i, pt in enumerate(self.space_points.get(p.id) or ()):
                if i > 0 and (i >= len(marks) or marks[i] is None):
                    continue                # (a second space explains itself once it holds a marker)
                r = token_rect(self.map.world_to_screen(pt), side * 0.72)
                if self.map.rect.contains(r):
                    self.add_hotspot(r, key=("tip", p.id) if i == 0 else ("tip", p.id, i), glow=False,
                                     tip=self.province_tip(p.id))

    def _update_hover(self) -> None:
        """Over a border space that is not a choice now, a tooltip still names it (a
        pointed-at hotspot of its own, not clickable: clicks there are explained as before)."""
        super()._update_hover()
        quiet = getattr(self, "quiet_tip_at", None)
        if quiet is not None:
            if tuple(self.mouse) != tuple(quiet):
                self.quiet_tip_at = None
            elif self.pointed is not None and not self.pointed.enabled:
                self.pointed = None                 # (its tooltip would cover the next turn's tokens)
                return
        if self.view is None or not self.geom:
            return
        spot = self.pointed
        if spot is not None and isinstance(spot.key, tuple) and spot.key[0] == "border":
            spot.tip = self.space_tip(spot.key[1])
            return
        if spot is None:
            bid = self.border_at(self.mouse)
            if bid is not None:
                rect = token_rect(self.border_centre(bid), self.token_side())
                self.pointed = Hotspot(rect, key=("space", bid), glow=False, enabled=False, tip=self.space_tip(bid))

    # ----- drawing ---------------------------------------------------------------------------------
    def draw_closes(self, surface: pygame.Surface) -> None:
        """Beside the standing (or pointed) token: what it would close and who would win it,
        and (in a warning colour) each province it would leave one space from closing --
        wrapped narrow, clear of every province's totals (the space's tooltip then leaves
        these lines out: they are said once)."""
        act = self.hover_action() if self.my_decision("place") else None
        lines = self.closes_lines(act)
        warns = self.warn_lines(act)
        self.drawn_closes, self.drawn_warns, self.drawn_closes_box = list(lines), list(warns), None
        self.drawn_closes_lines = []
        if not lines and not warns:
            return
        ui = self.ui
        said = [(x, ROMAN["gold_light"]) for x in lines] + [(x, WARN) for x in warns]
        shapes = self.closes_shapes(said, ui.font_px(15))
        small = self.closes_shapes(said, ui.font_px(12, 10))      # (only where nothing else fits near)
        pick, box = self.closes_box(act.border, [size for _, size, _ in shapes], [size for _, size, _ in small])
        imgs, self.drawn_closes_lines = (shapes + small)[pick][0], (shapes + small)[pick][2]
        self.drawn_closes_box = box
        space = token_rect(self.border_centre(act.border), self.token_side())
        draw_leader(surface, box, space, ui.s(3))     # (kept off crowded totals: a line leads to its space)
        panel(surface, box, ROMAN["ink"], ROMAN["gold"], radius=ui.s(8), border_width=2)
        y = box.y + ui.s(4)
        for img in imgs:
            surface.blit(img, (box.x + ui.s(8), y))
            y += img.get_height()

    def closes_shapes(self, said: list[tuple[str, tuple]], px: int) -> list[tuple[list, tuple[int, int], list[str]]]:
        """The box's lines ``said`` (text, colour) at font ``px`` wrapped wide, then narrower:
        for each, the lines drawn, the box's size and the lines' texts."""
        ui = self.ui
        font = self.texts.font(px, True)
        shapes = []
        longest = max(font.size(part.strip())[0] for text, _ in said for part in PHRASE_BREAKS.split(text) if part)
        for wide in sorted({max(longest, ui.s(w)) for w in (360, 280, 200)}, reverse=True):
            texts = [(t, colour) for text, colour in said
                     for t in phrase_wrap(font, text, min(wide, self.map.rect.w - ui.s(16)))]
            imgs = [self.texts.render(t, px, True, colour) for t, colour in texts]
            shapes.append((imgs, (max(i.get_width() for i in imgs) + ui.s(16),
                                  sum(i.get_height() for i in imgs) + ui.s(8)), [t for t, _ in texts]))
        return shapes

    def closes_shown_for(self, bid: str) -> bool:
        """Whether the map's box of what a held token would close speaks of border space
        ``bid`` (then the space's tooltip leaves those lines to it)."""
        act = self.hover_action() if self.my_decision("place") else None
        return act is not None and act.border == bid

    # ----- Poison ------------------------------------------------------------------------------------
    def poison_animate(self, ev) -> list:
        """The steps that show the token Poison sent back (and remember it for its owner)."""
        self.poison_notes[ev.seat] = [ev.token, False]
        return [Call(lambda e=ev: self._poison_on(e)), Tween(self.poison_fx, "t", 1.0, 0.35), Wait(POISON_HOLD),
                Call(self._poison_off)]

    def _poison_on(self, ev) -> None:
        self.poison_fx["item"], self.poison_fx["t"] = (ev.seat, ev.token), 0.0
        b = self.before
        if b is not None and b.hands[ev.seat]:
            hand = b.hands[ev.seat]
            hand.remove(ev.token if ev.token in hand else hand[-1])
        self.sfx.play("flip")

    def _poison_off(self) -> None:
        self.poison_fx["item"] = None

    def poison_forget(self, ev) -> None:
        """A seat placed: what Poison took from it has been seen."""
        if isinstance(ev, R.Placed):
            self.poison_notes.pop(ev.seat, None)

    def poison_msg(self, seat: int, code: str) -> Msg:
        where = "seize_rome.ui.poison.beside" if influence_tokens()[code].centurion else "seize_rome.ui.poison.bag"
        return Msg(where, {"seat": seat, "token": R.token_msg(code)})

    def poison_row(self, seat: int) -> str | None:
        """The line of ``seat``'s box while a token Poison took from it is news."""
        note = self.poison_notes.get(seat)
        if note is None:
            return None
        return self.host.render(Msg("seize_rome.ui.poison.row", {"token": R.token_msg(note[0])}))

    def handoff_note(self, seat: int) -> str | None:
        """What the game host says on ``seat``'s hand-off: the token the other seat's Poison
        sent back from their screen since their last turn (said once)."""
        note = self.poison_notes.get(seat)
        if note is None or note[1]:
            return None
        note[1] = True
        return self.host.render(Msg("seize_rome.ui.poison.handoff", {"seat": 1 - seat, "token": R.token_msg(note[0])}))

    def draw_poison(self, surface: pygame.Surface) -> None:
        """The token Poison sends back, face up in its owner's colour over the map, with the
        sentence that says where it goes."""
        item = self.poison_fx["item"]
        self.drawn_poison = None
        if item is None or not self.geom:
            return
        seat, code = item
        ui = self.ui
        t = self.poison_fx["t"]
        text = self.host.render(self.poison_msg(seat, code))
        px = ui.font_px(18)
        img = self.texts.render(text, px, True, ROMAN["ink"])
        side = max(ui.s(48), round(self.token_side() * 1.4))
        m = self.map.rect
        box = pygame.Rect(0, 0, min(m.w - ui.s(20), img.get_width() + side + ui.s(40)), side + ui.s(24))
        box.center = (m.centerx, m.bottom - box.h // 2 - ui.s(16) - round((1 - t) * ui.s(30)))
        panel(surface, box, ROMAN["parchment"], self.colour(seat), radius=ui.s(10), border_width=3)
        draw_token(surface, self.texts, (box.x + ui.s(12) + side / 2, box.centery), side, code, self.colour(seat),
                   None, None, False, round(120 + 135 * t), self.symbol(seat))
        self.texts.draw(surface, text, (box.x + side + ui.s(24), box.centery), px, True, ROMAN["ink"], "midleft",
                        width=box.right - ui.s(10) - (box.x + side + ui.s(24)), least=8)
        self.drawn_poison = code
