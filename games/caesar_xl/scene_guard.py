"""Caesar XL board: a button that appears under the pointer does not take the next click.

After a click the panel's buttons are made afresh; another choice may land exactly where the
pointer rests (a "retreat" button where the last "take the hit" button was, a "Buy" where a
claim was), and a second click meant for the old button would take it. So a button that would
do something else than the one the player saw under the pointer is *held*: it is drawn
disabled, says why when clicked, and comes alive once the pointer has left it. The rule is
about positions only, never time. The guard keeps the pointer's last known place itself: the
board forgets its pointer (for its tooltips) when the view passes through another viewer's
(the public view while dice fall), yet the hand has not moved, and a button that lands under
it must still be held.

A button that spends (buys a card, claims one, recruits, pays for diplomacy or an ability, plays
a card) is held as well when the position changed under it, even the same button again: the
second click of a double click on "Buy a card" bought a second card.

What the player saw is what the last panel *with buttons* had there: a panel made while the
player cannot act (the dice of a tax roll falling, a card being drawn) shows no buttons, and
forgets nothing: the "End Purchase" button followed by "End Taxation" in the same spot is the
same button to the hand that presses it, and is not held.

The cards in hand are played by one click too, and after one is played the others move up: the
card that lands under the pointer is held the same way until the pointer has left its spot.
"""
from __future__ import annotations

from typing import Any

import pygame

from games.app.board.widgets import tooltip_rect


#: the actions whose buttons are one button whatever they read: ending a phase or a step, passing
SAME_WHATEVER_LABEL = ("EndPhase", "Pass")
#: the actions that spend gold or a card: never taken twice by one double click
SPENDING = ("BuyCard", "Claim", "Recruit", "Diplomacy", "Ability", "PlayCard")


def button_kind(key: Any, action: Any, label: str = "") -> str:
    """What a button does, for telling "the same button again" from "a new one": the type of
    its action and its words (a claim of another card, a hit on another kind of unit is a new
    button; a hit on a second legion is the same); an end-of-phase or pass button by its type
    alone; else the first part of its key (a page button, a group of units)."""
    if action is not None:
        name = type(action).__name__
        return name if name in SAME_WHATEVER_LABEL else f"{name}:{label}"
    return str(key[0]) if isinstance(key, tuple) and key else str(key)


class PointerGuard:
    """Which of the panel's buttons are held (see the module text)."""

    def __init__(self) -> None:
        #: the buttons the last build made: (rect, kind)
        self.before: list[tuple[pygame.Rect, str]] = []
        #: the held button: (key, rect, kind), or None
        self.held: tuple[Any, pygame.Rect, str] | None = None
        #: the held button is the same spending button again (not a new one): its words say so
        self.again = False
        #: the spot of the hand where a card was just played by a click (the next card lands there)
        self.card_spot: pygame.Rect | None = None
        #: where the pointer was last known to be (the board's may be forgotten, not the hand's)
        self.pointer: tuple[int, int] = (-1, -1)

    def played_card(self, spot: pygame.Rect) -> None:
        """A card in hand at ``spot`` was just played by a click: the card that moves into its
        spot waits until the pointer has left it."""
        self.card_spot = pygame.Rect(spot)

    def card_waits(self, pos: tuple[int, int]) -> bool:
        """Whether a click at ``pos`` on a card in hand falls on the spot of the card just
        played (the second click of a double click, on another card now)."""
        return self.card_spot is not None and self.card_spot.collidepoint(pos)

    def build(self, pointer: tuple[int, int], made: list[tuple[Any, pygame.Rect, str]], fresh: bool = False) -> Any:
        """The panel is made afresh with the buttons ``made`` ((key, rect, kind) each): the key
        of the one to hold (a new kind under ``pointer``, or a spending one when ``fresh``: the
        position changed since the last panel), or None. A panel of no buttons (the player
        cannot act just now) leaves what was seen, and what is held, as it was. A ``pointer`` off the screen (the
        board forgot it) is the last one known."""
        if pointer[0] < 0 or pointer[1] < 0:
            pointer = self.pointer
        self.pointer = pointer
        if not made:                               # (what is held stays held until the pointer leaves it)
            return None
        was = next((kind for r, kind in self.before if r.collidepoint(pointer)), None)
        now = next((m for m in made if m[1].collidepoint(pointer)), None)
        self.before = [(r, kind) for _key, r, kind in made]
        held = self.held
        if now is None:
            self.held = None
        elif held is not None and held[0] == now[0] and held[2] == now[2]:
            self.held = now                        # still held: the pointer has not left it
        elif now[2] != was or fresh and now[2].split(":")[0] in SPENDING:
            self.held, self.again = now, now[2] == was
        else:
            self.held = None
        return None if self.held is None else self.held[0]

    def moved(self, pointer: tuple[int, int]) -> bool:
        """The pointer moved to ``pointer``: True when it left the held button (which is then
        free: the panel must be made again)."""
        self.pointer = pointer
        if self.card_spot is not None and not self.card_spot.collidepoint(pointer):
            self.card_spot = None
        if self.held is not None and not self.held[1].collidepoint(pointer):
            self.held = None
            return True
        return False

    def forget(self) -> None:
        """A new screen (a hand-off): nothing was under the pointer before."""
        self.before = []
        self.held = None
        self.card_spot = None
        self.pointer = (-1, -1)


def clear_point(texts, text: str, near: pygame.Rect, bounds: pygame.Rect, px: int, max_w: int,
                avoid: list[pygame.Rect]) -> tuple[int, int]:
    """Where to anchor a tooltip of ``text`` (the point :func:`tooltip_rect` is given) so that
    it stands beside ``near`` (a held button or card) and covers none of ``avoid`` (the panel's
    buttons): left of it, right, below, then above; left when nowhere is clear."""
    size = tooltip_rect(texts, text, (0, 0), bounds, px, max_w)[0].size
    gap = max(6, px // 2)
    boxes = []
    for side in ("left", "right", "below", "above"):
        box = pygame.Rect((0, 0), size)
        if side == "left":
            box.midright = (near.left - gap, near.centery)
        elif side == "right":
            box.midleft = (near.right + gap, near.centery)
        elif side == "below":
            box.midtop = (near.centerx, near.bottom + gap)
        else:
            box.midbottom = (near.centerx, near.top - gap)
        at = (box.centerx, box.bottom + gap)
        placed = tooltip_rect(texts, text, at, bounds, px, max_w)[0]
        if placed.collidelist(avoid) < 0 and not placed.colliderect(near):
            return at
        boxes.append(at)
    return boxes[0]
