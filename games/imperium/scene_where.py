"""Where the Imperium board draws things, by name, for the tutorial (a part of :class:`Board`).

Targets: ``board``, ``map``, ``rounds`` (the strip of rounds), ``track`` (the score track),
``region:<n>`` (a region's tag on the map), ``seat:<s>`` (a seat's row), ``hand``,
``card:<n>`` (a region card in the hand), ``flag:<i>``, ``slot:<i>``, ``confirm`` and
``fill:<i>`` (a way to fill of a seat short of markers), ``final`` (the final standing, once
the game is over). The board grows no tutorial: it
only answers where. :meth:`advice_targets` names where a move is made (the advice lights them),
and :meth:`advice_keep_clear` what the advice's bubble must not cover besides.
"""
from __future__ import annotations

import re

import pygame

from games.core.text import Msg, parts

#: a region's name as a reason says it (its catalogue key)
REGION_KEY = re.compile(r"^imperium\.region\.(\d+)$")
#: what the advice bubble keeps clear of besides the regions: the seats' rows (names and
#: scores), the hand, the score track and the strip of rounds
KEEP_CLEAR = ("hand", "track", "rounds")

_PLAIN = {"board": None, "map": "map", "rounds": "timeline", "track": "track", "hand": "hand",
          "confirm": "confirm"}
_LISTS = {"seat": "rows", "flag": "flag_boxes", "slot": "slots"}


class WhereMixin:
    """``rect_of`` (a part of :class:`games.imperium.scene.Board`)."""

    #: the kinds of target that are places of the shared board (the last-move marker shows them)
    MARKED_KINDS = ("region",)
    #: the kind of target that is a seat's own row (the marker of a move with no place shown)
    SEAT_TARGET = "seat"

    def panels_over(self) -> list[pygame.Rect]:
        """What is drawn over the map now: the final standing once the game is over (the
        last-move marker draws no outline across it)."""
        return [self.final_box()] if self.geom and self.final_shown() else []

    def places_covered(self) -> bool:
        """True while the person at the screen chooses this round's regions: an outline on the
        map then read as their choice though it is a move of the round before (their own picks,
        turned up and counted), so the last-move marker shows the mover's row instead."""
        return self._my_turn_to_select()

    def rect_of(self, target: str) -> pygame.Rect | None:
        """The screen rectangle of ``target`` as drawn now, or ``None`` when it is not drawn."""
        g = self.geom
        if not g or self.view is None:
            return None
        kind, _, arg = target.partition(":")
        if kind in _PLAIN:
            key = _PLAIN[kind]
            if key is None:
                return pygame.Rect(self.rect)
            if key == "confirm" and not self._my_turn_to_select():
                return None
            return None if g.get(key) is None else pygame.Rect(g[key])
        if kind == "final":
            return self.final_box() if self.final_shown() else None
        if not arg.isdigit():
            return None
        n = int(arg)
        if kind in _LISTS:
            rects = g.get(_LISTS[kind]) or []
            if kind != "seat" and not self._my_turn_to_select():
                return None
            return pygame.Rect(rects[n]) if n < len(rects) else None
        if kind == "region":
            tag = (g.get("tags") or {}).get(n)
            return None if tag is None else pygame.Rect(tag)
        if kind == "card" and self._my_turn_to_select():
            for card, hit in self.hand_row(True, set(self.chosen)).hits():
                if card.key == n:
                    return pygame.Rect(hit)
        if kind == "fill" and self._my_turn_to_fill():
            buttons = self._fill_buttons()
            return pygame.Rect(buttons[n][0]) if n < len(buttons) else None
        return None

    def advice_targets(self, action) -> list[str]:
        """The targets where ``action`` is made: the cards of its regions in the hand, a flag for
        each region chosen again, and their tags on the map (a fill: the tags)."""
        chosen = tuple(getattr(action, "regions", ()))
        regions = sorted(set(chosen))
        select = type(action).__name__ == "Select"
        cards = [f"card:{r}" for r in regions] if select else []
        flags = [f"flag:{i}" for i in range(len(chosen) - len(regions))] if select else []
        return cards + flags + [f"region:{r}" for r in regions]

    def advice_keep_clear(self, advice) -> list[pygame.Rect]:
        """What the advice bubble stands beside, not on, most needed first: the tags of the
        regions its reason names (their markers with them), the seats' rows, the hand, the
        score track, the strip of rounds, then every other region's tag (the position it is
        read against). It goes to the free space then: beside the map, below the seats' rows."""
        named = [int(found.group(1)) for m in parts(getattr(advice, "reason", None))
                 if isinstance(m, Msg) and (found := REGION_KEY.match(m.key))]
        tags = (self.geom or {}).get("tags") or {}
        got = [pygame.Rect(tags[r]) for r in dict.fromkeys(named) if r in tags]
        got += [pygame.Rect(r) for r in (self.geom or {}).get("rows") or []]
        got += [r for r in (self.rect_of(k) for k in KEEP_CLEAR) if r is not None]
        return got + [pygame.Rect(tags[r]) for r in sorted(tags) if r not in named]
