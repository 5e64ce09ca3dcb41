"""Where the Caesar XL board draws things, by name, for the tutorial (a part of :class:`Board`).

Targets: ``board``, ``map``, ``track`` (turn and phases), ``prompt`` (what the phase asks),
``choices`` (the panel of choices), ``side:<seat>`` (a side's panel), ``side_head:<seat>`` (its
top line: the name and the gold), ``forum`` (the Forum
row), ``forum_card:<id>``, ``hand``, ``card:<id>`` (a card in the viewer's hand), ``race``
(the Forum race on the map),
``battle`` (the battle panel while it is up), ``place:<id>`` (a city or a barbarian area on
the map), ``stack:<id>`` (the row of the stack there in the March panel), ``end`` (the primary
button: end the phase, or pass) and
``choice:<Action>[:<field>...]`` (the button of the panel whose action is of that type, its
fields matching in order, e.g. ``choice:Recruit:legion:vercellae``). The board grows no
tutorial: it only answers where. :meth:`advice_targets` names where a move is made (the advice lights them).
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable

import pygame

from games.core.text import Msg

from . import rules as R
from .scene_words import action_label, advice_move, place_of

_PLAIN = {"map": "map", "track": "track", "prompt": "prompt", "choices": "choices"}


def _matches(action, spec: list[str]) -> bool:
    """True when ``action`` is of the type ``spec[0]`` and its fields begin with ``spec[1:]``."""
    if action is None or type(action).__name__ != spec[0] or not dataclasses.is_dataclass(action):
        return False
    values = [str(getattr(action, f.name)) for f in dataclasses.fields(action)]
    return values[:len(spec) - 1] == spec[1:]


class WhereMixin:
    """``rect_of`` (a part of :class:`games.caesar_xl.scene.Board`)."""

    #: the kinds of target that are places of the shared board (the last-move marker shows them)
    MARKED_KINDS = ("place",)
    #: the kind of target that is a seat's own row (the marker of a move with no place shown): the
    #: top line of its panel only, so that the lines under it keep their own tooltip (the taxes)
    SEAT_TARGET = "side_head"

    # what it reads of the board (set there)
    geom: dict[str, Any]
    battle_geom: dict[str, Any]
    buttons: list
    painter: Any
    rect: pygame.Rect
    ui: Any
    view: Any
    battle_up: Callable[[], bool]
    battle_rect_at: Callable[[Any], bool]
    host: Any
    viewer: int | None
    tr: Callable[..., str]
    texts: Any
    choices: Callable[[], list]
    _rebuild: Callable[[], None]

    def rect_of(self, target: str) -> pygame.Rect | None:
        """The screen rectangle of ``target`` as drawn now, or ``None`` when it is not drawn."""
        g = self.geom
        if not g or self.view is None:
            return None
        kind, _, arg = target.partition(":")
        if kind == "board":
            return pygame.Rect(self.rect)
        if kind in _PLAIN:
            return pygame.Rect(g[_PLAIN[kind]])
        if kind in ("side", "side_head") and arg.isdigit() and int(arg) < len(g["sides"]):
            r = pygame.Rect(g["sides"][int(arg)])
            return r if kind == "side" else pygame.Rect(r.x, r.y, r.w, min(r.h, self.side_metrics()[0]))
        if kind in ("forum", "hand"):
            return self._row_rect(g[f"{kind}_title"], g[kind])
        if kind in ("forum_card", "card"):
            rows = g["forum" if kind == "forum_card" else "hand"]
            return next((pygame.Rect(r) for c, r in rows if c == arg), None)
        if kind == "race":
            r = (getattr(self, "forum_geom", None) or {}).get("rect")
            return None if r is None else pygame.Rect(r)
        if kind == "battle":
            return pygame.Rect(self.battle_geom["rect"]) if self.battle_geom and self.battle_up() else None
        if kind == "place":
            return self._place_rect(arg)
        if kind == "stack":         # (a stack's row of the March panel, on the page shown)
            r = g.get("stacks", {}).get(arg)
            return None if r is None else pygame.Rect(r)
        if kind == "end":
            return next((pygame.Rect(b.rect) for b in self.buttons if b.key == ("end",)), None)
        if kind == "choice":
            spec = arg.split(":")
            return next((pygame.Rect(b.rect) for b in self.buttons if _matches(b.action, spec)), None)
        return None

    def side_metrics(self) -> tuple[int, int, int, int]:
        """A side's box: the height of its head line (a marker's ring round it passes under its
        words), the top of the rows under it (clear of that ring), their step, and the height
        the box needs for two rows (at every size, from the fonts' own line heights)."""
        ui = self.ui

        def ls(px: int, bold: bool = False) -> int:
            return self.texts.font(px, bold).get_linesize()
        head = ui.s(3) + ls(ui.font_px(15), True) - 2
        top, step = head + max(5, ui.s(6)), max(ui.s(18), ls(ui.font_px(13, 9)) - 2)
        return head, top, step, top + step + ls(ui.font_px(13, 9)) + max(4, ui.s(5))

    def advice_targets(self, action) -> list[str]:
        """The targets where ``action`` is made: the places of a march (its start and its end),
        of a recruit, a muster or diplomacy, the card claimed or played (and the place it is
        played on), or the end button; a choice of the panel concerning a place, that place
        and its button (lit where it stands in the panel)."""
        if self.listed_with_place(action):
            spec = [type(action).__name__] + [str(getattr(action, f.name)) for f in dataclasses.fields(action)]
            stack = [f"stack:{action.place}"] if isinstance(action, R.Muster) else []
            return [f"place:{place_of(action)}", "choice:" + ":".join(spec), *stack]
        name = type(action).__name__
        if name == "Move":      # (and the stack's row in the March panel, when it lists the stacks)
            unit = self.view.units.get(action.units[0]) if self.view is not None else None
            return ([f"place:{unit[3]}", f"stack:{unit[3]}"] if unit else []) + [f"place:{action.path[-1]}"]
        if name == "Muster":
            return [f"place:{action.place}", f"stack:{action.place}"]
        if name == "Recruit":
            return [f"place:{action.place}"]
        if name == "Diplomacy":
            return [f"place:{action.target}"]
        if name == "Claim":
            return [f"forum_card:{action.card}"]
        if name == "PlayCard" and action.target:         # (a card played on a place: that place too)
            return [f"card:{action.card}", f"place:{action.target}"]
        if name in ("PlayCard", "Tactic", "Discard"):
            return [f"card:{action.card}"]
        return ["end"] if name in ("EndPhase", "Pass") else []

    def advice_words(self, action, seat: int):
        """The advised ``action`` of ``seat`` in the words the player acts on (see
        :func:`~.scene_words.advice_move`; ``None``: its log line); a choice of the panel
        concerning a place, as its button says it (the place's name in the panel's form)."""
        if self.view is None:
            return None
        if type(action).__name__ == "Muster" and self.stack_rows_shown():   # (its button shows once the stack is chosen)
            return Msg("caesar_xl.ui.advice.press", {"label": self.stack_label(action.place)})
        if self.listed_with_place(action):
            return Msg("caesar_xl.ui.advice.press", {"label": action_label(self.tr, self.view, seat, action)})
        return advice_move(self.tr, self.view, seat, action)

    def advised(self) -> Any:
        """The action of the advice shown to the person at the screen (the game scene's
        ``advice``: ``(seat, generation, Advice)``), or ``None``."""
        got = getattr(self.host, "advice", None)
        return getattr(got[2], "action", None) if got and got[0] == self.viewer else None

    def listed_with_place(self, action) -> bool:
        """``action`` is a choice of the panel (:meth:`choices`) that concerns a place."""
        return self.view is not None and place_of(action) is not None and action in self.choices()

    def advice_given(self, action) -> None:
        """The advice came (the game scene says so): the panel lights its choice."""
        self._rebuild()

    @staticmethod
    def _row_rect(title: pygame.Rect | None, cards: list) -> pygame.Rect | None:
        """A row of cards with its title (an empty row: with the line saying so); the cards in
        sight only when the title has scrolled away (None: nothing of it in sight)."""
        if title is None:
            return cards[0][1].unionall([cr for _c, cr in cards]) if cards else None
        r = pygame.Rect(title)
        if not cards:
            r.h *= 2
        for _c, cr in cards:
            r.union_ip(cr)
        return r

    def _place_rect(self, place: str) -> pygame.Rect | None:
        """The mark of ``place`` on the map (its lit ring), when it is in sight."""
        if place not in R.CITY and place not in R.AREA:
            return None
        x, y = self.painter.screen_point(place)
        rad = round(self.painter.city_radius() * 1.45)
        r = pygame.Rect(0, 0, 2 * rad, 2 * rad)
        r.center = (round(x), round(y))
        m = self.geom["map"]
        if not m.collidepoint(r.center) or self.battle_rect_at(r.center):
            return None
        return r.clip(m)
