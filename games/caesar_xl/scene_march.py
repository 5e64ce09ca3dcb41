"""Caesar XL board: a march by clicks (a mix-in of :class:`~.scene.Board`).

Click one of your stacks (lit), choose the whole stack or one unit in the panel, and every legal
destination lights up on the map; a forced march's gold cost stands on a coin beside its
destination; click one to move. For any other group, "Choose units" musters it: each unit of the
stack is a button that adds it to the marching group or leaves it out, and the group's
destinations light up. A destination reached more than one way (through either of two middle
cities, or by land and by sea) shows every way as a line on the map and a button.

The marches come from the viewer's legal actions through the suite's :class:`~games.app.picker.Picker`
(where the group stands, the group, where its path ends); everything is read from the view.
"""
from __future__ import annotations

from typing import Any

import pygame

from games.app.board.widgets import Button
from games.app.draw import ROMAN
from games.app.picker import Picker

from . import rules as R
from .scene_words import counter_label, place_name, unit_name, unit_order

#: the size the board draws its buttons at (the scene's ``draw_buttons``): a chip is as wide as its words at it
BUTTON_PX = 15
#: how a march is chosen on the map: where the group stands, the group, then the place where its path ends
MARCH_FIELDS = ("from", "units", "path.-1")


class MarchMixin:
    """The march's selection, its buttons and its ways on the map (see the module text)."""

    def mustering(self) -> tuple | None:
        """The muster being chosen by the viewer: ("muster", seat, place, group), else ``None``."""
        v = self.view
        if not self.acting or v is None or not v.todo or v.todo[0][0] != "muster" or v.todo[0][1] != self.viewer:
            return None
        return v.todo[0]

    #: the chips the player clicked in this muster: (seat, place, changes left after the click),
    #: and each chip's unit with the state the click gave it (in the group or out)
    _muster_clicks: tuple[Any, dict[int, bool]] = (None, {})

    def muster_buttons(self) -> list[tuple[int, Any]]:
        """While mustering: each unit of the stack and the Join or Leave that its button submits
        (units of one class are interchangeable: the button of any of them adds the next one or
        leaves the last one out; a class is kind, grade and whether the unit stood with the Supreme
        Commander as the phase began, as the rules count it), in the stack's order: a class's
        units side by side, in the order the rules add them."""
        t = self.mustering()
        if t is None:
            return []
        legal = self.legal()
        joins = {self.unit_class(a.unit): a for a in legal if isinstance(a, R.Join)}
        leaves = {self.unit_class(a.unit): a for a in legal if isinstance(a, R.Leave)}
        inside = self.muster_ticked()
        return [(u, leaves.get(self.unit_class(u)) if u in inside else joins.get(self.unit_class(u)))
                for u in self.muster_units()]

    def muster_units(self) -> list[int]:
        """The units of the stack being mustered, a chip each, in the order of the chips."""
        t, v = self.mustering(), self.view
        if t is None or v is None:
            return []
        return sorted((u for u in v.pieces_at(t[2], self.viewer) if u not in v.moved),
                      key=lambda u: (unit_order(v, u)[:3], u not in v.sc_group, u))

    def muster_ticked(self) -> set[int]:
        """The chips shown ticked (in the marching group): as many of each class as the group
        holds, the chips the player clicked keeping the state the click gave them. The rules
        leave out a class's last unit whichever of its chips was clicked: the chip clicked, not
        a twin of it, is the one that changes (two clicks on two ticked twins once took one
        unit out and put it back in)."""
        t = self.mustering()
        if t is None:
            return set()
        key, clicked = self._muster_clicks
        if key != (t[1], t[2], t[4]):
            clicked = {}
        by: dict[Any, list[int]] = {}
        for u in self.muster_units():
            by.setdefault(self.unit_class(u), []).append(u)
        out: set[int] = set()
        for units in by.values():
            k = sum(u in t[3] for u in units)
            forced = [u for u in units if clicked.get(u) is True]
            out_now = [u for u in units if clicked.get(u) is False]
            if len(forced) > k or len(units) - len(out_now) < k:
                forced = []
            free = sorted((u for u in units if u not in forced and (forced or u not in out_now)),
                          key=lambda u: u not in t[3])
            out.update(forced + free[:k - len(forced)])
        return out

    def click_chip(self, u: int, act: Any) -> None:
        """The chip of unit ``u`` was clicked: it submits ``act`` (a Join or Leave of its class)
        and shows the state it gave, whichever twin the rules moved."""
        t = self.mustering()
        if t is None:
            return
        before = key, clicked = self._muster_clicks
        clicked = {**(clicked if key == (t[1], t[2], t[4]) else {}), u: isinstance(act, R.Join)}
        self._muster_clicks = ((t[1], t[2], t[4] - 1), clicked)
        if not self.host.submit(self.viewer, act):
            self._muster_clicks = before

    def unit_class(self, u: int) -> Any:
        """The class of interchangeable units ``u`` belongs to (a leader: himself)."""
        side, kind, grade, _ = self.view.units[u]
        return (kind, grade, u in self.view.sc_group) if kind in R.COMBAT_KINDS else u

    def muster_label(self, u: int, split: bool) -> tuple[str, str]:
        """The words of unit ``u``'s button while mustering and its tooltip: its counter, a tick
        while it is in the marching group, and (``split``: a stack whose units of one kind differ
        in that) whether it stood with the Supreme Commander."""
        v = self.view
        side, kind, grade, _ = v.units[u]
        inside = u in self.muster_ticked()
        sc = split and kind in R.COMBAT_KINDS and u in v.sc_group and v.sc[side] is not None
        word = counter_label(self.tr, kind, grade)
        if sc:
            word = self.tr("caesar_xl.ui.muster.with_sc", unit=word, sc=counter_label(self.tr, v.sc[side], ""))
        label = self.tr("caesar_xl.ui.muster.in" if inside else "caesar_xl.ui.muster.out", unit=word)
        name = unit_name(self.tr, kind, grade)
        if sc:
            name = self.tr("caesar_xl.ui.muster.with_sc_long", unit=name, sc=unit_name(self.tr, v.sc[side], ""))
        tip = self.tr("caesar_xl.ui.muster.tip_in" if inside else "caesar_xl.ui.muster.tip_out", unit=name)
        return label, tip

    def march_picker(self) -> Picker:
        """The suite's picker over the marches (kept while the view is): where the group stands
        (``from``, derived from the position), the group (``units``), where its path ends (``path.-1``)."""
        self.legal()
        cache = self._legal[2] if self._legal is not None else {}
        if "picker" not in cache:
            units = self.view.units if self.view is not None else {}
            cache["picker"] = Picker(self.moves(), MARCH_FIELDS, derived={"from": lambda m: units[m.units[0]][3]})
        return cache["picker"]

    def groups_at(self, place: str) -> list[tuple]:
        """The groups that may march from ``place`` at once: the whole stack first, then single
        units (none while a group is mustered: its units are buttons of their own)."""
        if self.mustering() is not None:
            return []
        out: dict[tuple, None] = {}
        kinds: set = set()
        for group in self.march_picker().still_possible("units", {"from": place}):
            if len(group) == 1:                   # one button per kind and grade of unit
                kind = self.view.units[group[0]][1:3]
                if kind in kinds:
                    continue
                kinds.add(kind)
            out.setdefault(group, None)
        return sorted(out, key=lambda g: (-len(g), g))

    def advised_group(self, place: str) -> tuple | None:
        """The group of the march the advice shown names from ``place`` (the one of its kinds the
        panel offers), to choose at the click on its stack: a player once left 10 units of a stack
        of 11 out one by one to march the one advised. ``None``: no such advice, or no such group."""
        got = getattr(self.host, "advice", None)        # (the game scene's: (seat, generation, Advice))
        a = getattr(got[2], "action", None) if got and got[0] == self.viewer else None
        v = self.view
        if not isinstance(a, R.Move) or v is None or any(u not in v.units for u in a.units) \
                or v.units[a.units[0]][3] != place:
            return None
        kinds = sorted(v.units[u][1:3] for u in a.units)
        return next((g for g in self.groups_at(place) if sorted(v.units[u][1:3] for u in g) == kinds), None)

    #: each stack row's click and the place of its stack (the rows shown last)
    stack_clicks: dict[Any, str] = {}

    def stack_rows(self) -> list[tuple[str, Any, Any, Any]]:
        """In a March with nothing chosen, a row of the panel for every stack that may march, the
        one the advice names first: a click chooses it as a click on it on the map does (its
        groups, its muster). The panel offered only the stacks of three to muster, and left out
        the one the advice named. Rows as :meth:`_build_choices` lays them (label, action, on_click, group)."""
        v = self.view
        self.stack_clicks = {}
        if not self.stack_rows_shown():
            return []
        a = self.advised()
        first = v.units[a.units[0]][3] if isinstance(a, R.Move) and a.units and a.units[0] in v.units \
            else a.place if isinstance(a, R.Muster) else None
        rows = []
        for p in sorted(self.sources(), key=lambda p: (p != first, place_name(self.tr, p))):
            click = (lambda p=p: self.select_place(p))
            self.stack_clicks[click] = p          # (its button is lit when the advice names the stack)
            rows.append((self.stack_label(p), None, click, None))
        return rows

    def stack_rows_shown(self) -> bool:
        """True when the panel lists the stacks that may march (a March with nothing chosen): a
        muster's button shows only once its stack is chosen."""
        v = self.view
        return bool(self.acting and v is not None and v.phase == "march" and not v.todo and self.sel_place is None)

    def stack_label(self, place: str) -> str:
        """The label of the stack row of ``place`` (:meth:`stack_rows`): "Stack of 3 at Athenae"."""
        v = self.view
        n = sum(1 for u, t in v.units.items() if t[0] == self.viewer and t[3] == place and u not in v.moved) if v else 0
        return self.tr("caesar_xl.ui.btn.stack_at", place=place_name(self.tr, place), n=n)

    def sources(self) -> set[str]:
        return set(self.march_picker().values("from"))

    def destinations(self) -> dict[str, list]:
        """Destination -> the legal moves of the selected group there (cheapest first)."""
        out: dict[str, list] = {}
        if self.sel_group is None:
            return out
        self.legal()
        cache = self._legal[2] if self._legal is not None else {}
        if self.sel_group in cache:
            return cache[self.sel_group]
        cache[self.sel_group] = out
        picker = self.march_picker()
        for d in picker.still_possible("path.-1", units=self.sel_group):
            out[d] = picker.matching({"path.-1": d}, units=self.sel_group)
        for ms in out.values():
            ms.sort(key=lambda m: (self.view.march_cost(self.viewer, m.units, m.path, m.fleet), m.fleet,
                                   len(m.path)))
        return out

    def forced_cost(self, moves: list) -> int | None:
        """The gold a move there costs (the cheapest way), ``None`` when it is free."""
        m = moves[0]
        n = self.view.march_cost(self.viewer, m.units, m.path, m.fleet)
        return n if n else None

    def march_tip(self, place: str) -> str | None:
        """What marching the chosen group to the lit ``place`` costs, said on hover before the
        click (a click on Roma once made a forced march of 2 gold unannounced): "Forced march here:
        2 gold, through Ariminum", every middle city when several cost the same; ``None`` for a
        free march or a place not lit."""
        ms = self.destinations().get(place) if self.sel_group is not None else None
        if not ms:
            return None
        v, tr = self.view, self.tr
        cost = [v.march_cost(self.viewer, m.units, m.path, m.fleet) for m in ms]
        if not cost[0]:
            return None
        m = ms[0]
        if m.fleet:
            return tr("caesar_xl.ui.march_tip.fleet", n=cost[0])
        if len(m.path) == 1:
            return tr("caesar_xl.ui.march_tip.paid", n=cost[0])
        vias = [place_name(tr, x.path[0]) for x, n in zip(ms, cost) if n == cost[0] and len(x.path) == 2 and not x.fleet]
        if len(vias) > 1:
            return tr("caesar_xl.ui.march_tip.forced_ways", n=cost[0], vias=tr("caesar_xl.ui.list_or").join(vias))
        return tr("caesar_xl.ui.march_tip.forced", n=cost[0], via=vias[0])

    def ways(self) -> list:
        """The marches to the destination being chosen among (``sel_dest``), cheapest first."""
        if self.sel_dest is None or self.sel_group is None:
            return []
        return list(self.destinations().get(self.sel_dest, ()))

    def ways_by_middle(self) -> dict[str, Any]:
        """Middle city -> the forced march through it, among :meth:`ways`."""
        return {m.path[0]: m for m in self.ways() if len(m.path) == 2}

    def select_group(self, group: tuple) -> None:
        self.sel_group = group
        self.sel_dest = None
        self.sfx.play("click")
        self._rebuild()

    def march(self, m) -> None:
        """Submit the march ``m``; the selection goes."""
        self.sfx.play("click")
        self.sel_place, self.sel_group, self.sel_dest = None, None, None
        self.host.submit(self.viewer, m)

    def way_label(self, m) -> str:
        """A way to the destination: by sea, straight, or through a middle city (with its gold)."""
        if m.fleet:
            return self.tr("caesar_xl.ui.btn.way_fleet")
        if len(m.path) == 1:
            return self.tr("caesar_xl.ui.btn.way_direct")
        return self.tr("caesar_xl.ui.btn.way_via", place=place_name(self.tr, m.path[0]),
                       n=self.view.march_cost(self.viewer, m.units, m.path, m.fleet))

    def group_words(self, grp: tuple) -> str:
        """The marching group in words: its units' counter labels, in the stack's order."""
        v = self.view
        if not grp:
            return self.tr("caesar_xl.ui.none")
        return " ".join(counter_label(self.tr, v.units[u][1], v.units[u][2])
                        for u in sorted(grp, key=lambda u: unit_order(v, u)))

    def group_label(self, grp: tuple, room: pygame.Rect | None = None) -> str:
        """A group's button words; a leader alone by his short name where the whole would not
        read in ``room`` ("Only: Q. Metellus Sci…")."""
        v = self.view
        if len(grp) > 1:
            return self.tr("caesar_xl.ui.btn.whole_stack", n=len(grp))
        side, kind, grade, _ = v.units[grp[0]]
        label = self.tr("caesar_xl.ui.btn.one_unit", unit=unit_name(self.tr, kind, grade))
        if room is None or Button(room, label).fits(self.texts, self.ui.font_px(BUTTON_PX)):
            return label
        return self.tr("caesar_xl.ui.btn.one_unit", unit=unit_name(self.tr, kind, grade, short=True))

    def _draw_ways(self, surface) -> None:
        """Every way to the chosen destination as a line from the stack (through its middle city);
        by sea a dashed line."""
        src = self.painter.screen_point(self.sel_place)
        width = max(3, self.ui.s(5))
        for m in self.ways():
            pts = [src] + [self.painter.screen_point(p) for p in m.path]
            self.drawn_ways.append((m.path, m.fleet))
            if m.fleet:
                (x0, y0), (x1, y1) = pts
                n = 16
                for i in range(0, n, 2):
                    a = (x0 + (x1 - x0) * i / n, y0 + (y1 - y0) * i / n)
                    b = (x0 + (x1 - x0) * (i + 1) / n, y0 + (y1 - y0) * (i + 1) / n)
                    pygame.draw.line(surface, (40, 70, 110), a, b, width)
                continue
            pygame.draw.lines(surface, ROMAN["ink"], False, pts, width + max(2, self.ui.s(2)))
            pygame.draw.lines(surface, ROMAN["gold"], False, pts, width)

    def _muster_rows(self, box: pygame.Rect) -> pygame.Rect:
        """While mustering: a button for each unit of the stack at the top of ``box``, each as
        wide as its words need at the buttons' size (at least a quarter of the row), as many
        to a row as fit; the rest of the box is returned."""
        ui = self.ui
        bh, step, gap = ui.s(28), ui.s(32), ui.s(4)
        toggles = self.muster_buttons()
        if not toggles:
            return box
        ticked = self.muster_ticked()
        kinds = {self.view.units[u][1:3] for u, _ in toggles}
        split = len({self.unit_class(u) for u, _ in toggles if self.view.units[u][1] in R.COMBAT_KINDS}) > \
            len({k for k in kinds if k[0] in R.COMBAT_KINDS})
        least_w, px = (box.w - 3 * gap) // 4, ui.font_px(BUTTON_PX)
        x, row = box.x, 0
        for u, act in toggles:
            label, tip = self.muster_label(u, split)
            w = min(box.w, max(least_w, self.texts.width(label, px, True) + bh // 2 + ui.s(8)))
            if x > box.x and x + w > box.right:          # (the next row)
                x, row = box.x, row + 1
            r = pygame.Rect(x, box.y + row * step, w, bh)
            x += w + gap
            # the unit the choice names carries it (the advice lights it); each chip shows what its click did
            own = act is not None and act.unit == u
            b = self.add_button(r, label, action=act if own else None,
                                on_click=None if act is None else (lambda u=u, act=act: self.click_chip(u, act)),
                                enabled=act is not None, reason=tip, key=("unit", u))
            b.primary = u in ticked
            self.hotspots[-1].tip = tip
        skip = row + 1
        return pygame.Rect(box.x, box.y + skip * step, box.w, box.h - skip * step)

    def _way_rows(self, box: pygame.Rect) -> pygame.Rect:
        """The ways to the destination chosen, a button each, at the top of ``box``; the rest of
        the box is returned."""
        bh, step = self.ui.s(28), self.ui.s(32)
        ways = self.ways()
        if not ways:
            return box
        for i, m in enumerate(ways):
            r = pygame.Rect(box.x, box.y + i * step, box.w, bh)
            self.add_button(r, self.way_label(m), action=m, key=("way", m.path, m.fleet))
        skip = len(ways)
        return pygame.Rect(box.x, box.y + skip * step, box.w, box.h - skip * step)

    def _group_rows(self, box: pygame.Rect) -> pygame.Rect:
        """The groups that may march from the place selected (none while its ways are shown), two
        to a row, at the top of ``box``; the rest of the box is returned."""
        ui = self.ui
        bh, step = ui.s(28), ui.s(32)
        groups = self.groups_at(self.sel_place) if self.sel_place is not None and not self.ways() else []
        if not groups:
            return box
        half = (box.w - ui.s(4)) // 2
        for i, grp in enumerate(groups):
            r = pygame.Rect(box.x + (i % 2) * (half + ui.s(4)), box.y + (i // 2) * step, half, bh)
            b = self.add_button(r, self.group_label(grp, r), on_click=(lambda grp=grp: self.select_group(grp)),
                                key=("group", grp))
            b.primary = grp == self.sel_group
        skip = (len(groups) + 1) // 2
        return pygame.Rect(box.x, box.y + skip * step, box.w, box.h - skip * step)
