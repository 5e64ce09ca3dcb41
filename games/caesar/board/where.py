"""Where the board draws things, by name, for the tutorial (a part of :class:`Board`).

Targets: ``board``, ``square:<n>``, ``card:<n>`` (the card's clickable part in the
hand, in the struggle panel while a card is chosen), ``panel:<seat>``, ``hand``,
``foot`` (the legend and the Pass button), ``pass`` and ``confirm`` (the "Play it" button). The board grows no tutorial: it only
answers where. :meth:`advice_targets` names where a move is made (the advice lights them).
"""
from __future__ import annotations

import pygame


class Where:
    """``rect_of`` (a part of :class:`games.caesar.board.Board`)."""

    #: the kinds of target that are places of the shared board (the last-move marker shows them)
    MARKED_KINDS = ("square",)
    #: the kind of target that is a seat's own row (the marker of a move with no place shown)
    SEAT_TARGET = "panel"

    def rect_of(self, target: str) -> pygame.Rect | None:
        """The screen rectangle of ``target`` as drawn now, or ``None`` when it is not drawn."""
        g = self.geo
        if not g:
            return None
        kind, _, arg = target.partition(":")
        if kind == "board":
            return pygame.Rect(g["board"])
        if kind == "square" and arg.isdigit() and int(arg) < 25:
            return self.square_rect(int(arg))
        if kind == "panel" and arg.isdigit() and int(arg) < len(g["panels"]):
            return pygame.Rect(g["panels"][int(arg)])
        if kind == "foot":
            return pygame.Rect(g["foot"])
        if kind == "hand":
            return None if g.get("hand") is None else pygame.Rect(g["hand"])
        if kind == "pass":
            return next((pygame.Rect(b.rect) for b in self.buttons if b.key == "pass"), None)
        if kind == "confirm":
            return None if self.confirm is None else pygame.Rect(self.confirm.rect)
        if kind == "card" and arg.isdigit():
            for row in (self.big_row, self.row):
                if row is None:
                    continue
                for card, hit in row.hits():
                    if card.key == int(arg):
                        return pygame.Rect(hit)
        return None

    def places_covered(self) -> bool:
        """True while the struggle panel covers the squares (the last-move marker shows the
        mover's panel instead)."""
        return self.current_duel() is not None

    def advice_targets(self, action) -> list[str]:
        """The targets where ``action`` is made: its squares, its card, or the Pass button."""
        name = type(action).__name__
        if name == "Place":
            return [f"square:{action.square}"]
        if name in ("Ally", "Struggle"):
            return [f"square:{action.src}", f"square:{action.dst}"]
        if name == "PlayCard":
            return [f"card:{action.card}"]
        return ["pass"] if name == "Pass" else []
