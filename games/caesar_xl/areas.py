"""Caesar XL's conquered barbarian areas (Silver [12]) where they meet the other rules: who holds
one (units or an alliance marker, RULINGS.md "Decided in turn 3"), when it changes hands or
returns to the barbarians, and where new units go instead of one ([12.2.1])."""
from __future__ import annotations

from . import components as C
from .fields import Fields
from .moves import note


class AreaRules(Fields):
    """Mix-in of ``rules.State``: the conquered barbarian areas (it reads and changes the state's
    ``conquered`` and ``markers``, reads ``units``)."""

    __slots__ = ()

    def area_holder(self, area: str) -> int | None:
        """The side holding the conquered ``area`` with a piece or its alliance marker there
        (``None``: the barbarians', or nobody's piece nor marker left in it)."""
        owner = self.conquered.get(area)
        if owner is None:
            return None
        if self.markers.get(area) == owner or any(t[0] == owner and t[3] == area for t in self.units.values()):
            return owner
        return None

    def _settle_area(self, area: str, events: list) -> None:
        """The conquered ``area`` passes to the enemy when its holder has neither a piece nor a
        marker left there and the enemy stands in it (his leaders killed on entry or in battle,
        his marker lost at the end of a Combat phase: [12.4])."""
        owner = self.conquered.get(area)
        if owner is None or self.area_holder(area) is not None:
            return
        if any(t[0] == 1 - owner and t[3] == area for t in self.units.values()):
            self.conquered[area] = 1 - owner
            note(events, "area_taken", 1 - owner, area)

    def _markers_at_combat_end(self, events: list) -> None:
        """Silver [7.43] at the end of a Combat phase: an alliance marker with enemy pieces in its
        space is lost; a conquered area it held passes to the enemy standing there."""
        for p, owner in sorted(self.markers.items()):
            if any(t[0] == 1 - owner and t[3] == p for t in self.units.values()):
                del self.markers[p]
                note(events, "marker_lost", owner, p)
                if p in C.AREA:
                    self._settle_area(p, events)

    def _areas_at_phase_end(self, events: list) -> None:
        """[12.4] at the end of every phase: a conquered area left with neither a piece nor a
        marker of its holder returns to the barbarians (after passing to an enemy who stands
        there alone)."""
        for a in sorted(self.conquered):
            self._settle_area(a, events)
            if self.area_holder(a) is None:
                del self.conquered[a]
                note(events, "area_lost", place=a)

    def nearest_own_city(self, seat: int, place: str) -> str | None:
        """The city ``seat`` controls fewest routes away from ``place`` (ties: the map's order),
        or ``None`` when it controls none.

        >>> from .rules import new_game
        >>> s = new_game(2, 0, {})
        >>> s.nearest_own_city(0, "germani"), s.nearest_own_city(1, "germani")
        ('lugdunum', 'roma')
        """
        order = {c.id: i for i, c in enumerate(C.TOPO.cities)}
        seen, ring = {place}, [place]
        while ring:
            own = sorted((p for p in ring if p in order and self.controller(p) == seat), key=order.__getitem__)
            if own:
                return own[0]
            nxt = []
            for p in ring:
                for n, _ in C.ADJ[p]:
                    if n not in seen:
                        seen.add(n)
                        nxt.append(n)
            ring = nxt
        return None

    def _new_units_place(self, seat: int, place: str, card: str, events: list) -> str | None:
        """Where new units that ``card`` would place in ``place`` go: there if it is a city; from
        a barbarian area (never recruited in, [12.2.1]) the nearest own city instead, or nowhere;
        the log says which."""
        if place not in C.AREA:
            return place
        city = self.nearest_own_city(seat, place)
        if city is None:
            note(events, "not_placed", seat, place, card=card)
        else:
            note(events, "placed_instead", seat, city, card=card)
        return city
