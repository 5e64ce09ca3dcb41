"""Where the board draws things, by name, for the tutorial (a part of :class:`Board`).

Targets: ``board``, ``square:<n>``, ``card:<n>`` (the card's clickable part in the
hand, in the struggle panel while a card is chosen), ``panel:<seat>``, ``hand``,
``foot`` (the legend and the Pass button), ``pass`` and ``confirm`` (the "Play it" button). The board grows no tutorial: it only
answers where. :meth:`advice_targets` names where a move is made (the advice lights them), and
:meth:`advice_keep_clear` what the advice's bubble must not cover besides: the squares its
reason names, the other stacks, the players' panels and the hand.
"""
from __future__ import annotations

import re

import pygame

from games.core.text import parts

from ..components import NEUTRAL

#: a square's name as a reason says it ("C3")
SQUARE_NAME = re.compile(r"^[A-E][1-5]$")


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

    def advice_pointer_clear_of(self) -> list[pygame.Rect]:
        """The counters of every stack on the squares: the advice bubble's pointer crosses none
        (it lay across a stack beside the move, hiding it); it points at another square lit, or
        at none, the gold frames saying it alone."""
        if not self.geo or self.places_covered():
            return []
        got = []
        for sq in range(25):
            if self.stack_on(sq):
                r = self.square_rect(sq)
                got.append(r.inflate(-r.w // 4, -r.h // 4))
        return got

    def tip_keep_clear(self) -> list[pygame.Rect]:
        """The players' panels and the hand: a move's reason beside the log stands clear of
        them (it hid a player's name and count)."""
        got = [pygame.Rect(p) for p in self.geo.get("panels", ())] if self.geo else []
        hand = self.rect_of("hand")
        return got + ([hand] if hand is not None and self.row is not None else [])

    def marker_clear_of(self) -> list[pygame.Rect]:
        """The player panels: the last-move marker of a move with no square shown (a card, a
        pass) outlines its mover's panel, where the outline meets the panel's own border, so a
        dot at the panel's corner read as a stray mark; a panel is outlined without one."""
        return [pygame.Rect(p) for p in self.geo.get("panels", ())] if self.geo else []

    def replay_reason_clear_of(self) -> list[pygame.Rect]:
        """The wooden board and the foot's legend: the replay's reason box stood over the
        frame's right edge, and over the legend's words."""
        return [pygame.Rect(self.geo[k]) for k in ("board", "foot")] if self.geo else []

    def places_covered(self) -> bool:
        """True while the struggle panel covers the squares (the last-move marker shows the
        mover's panel instead)."""
        return self.current_duel() is not None

    def panels_over(self) -> list[pygame.Rect]:
        """The struggle panel while it covers the squares (a dialog of the board: the advice
        bubble stands beside it, over the column, not on the cards it lights)."""
        duel = self.geo.get("duel") if self.geo else None
        return [pygame.Rect(duel)] if duel is not None and self.places_covered() else []

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

    def advice_keep_clear(self, advice) -> list[pygame.Rect]:
        """What the advice bubble stands beside, not on, most needed first: every square its
        reason names (a counter it speaks of, the stack it saves and the one it escapes), the
        players' panels (their names, counts and cards), the hand (its cards are read with the
        advice), the Pass button, then every other stack on the board, the mover's own first, then
        the other players', then the neutrals, each the nearest the move first (the position
        it is read against: a bubble stood on the player's own stacks), and the foot (the legend, Pass). It goes to the free space then: beside the board, below the hand.
        The squares under the struggle panel are not drawn then."""
        names = {m for m in parts(getattr(advice, "reason", None)) if isinstance(m, str) and SQUARE_NAME.match(m)}
        named = sorted({"ABCDE".index(n[0]) + 5 * (int(n[1]) - 1) for n in names})
        got = [] if self.places_covered() else [self.square_rect(sq) for sq in named]
        got += [pygame.Rect(p) for p in self.geo["panels"]] if self.geo else []
        hand = self.rect_of("hand")
        if hand is not None and self.row is not None:
            got.append(hand)
        button = self.rect_of("pass")        # (the Pass button: pressed to follow or not, never under it)
        if button is not None:
            got.append(button)
        if not self.places_covered():
            act = getattr(advice, "action", None)
            at = next((getattr(act, k) for k in ("square", "src", "dst") if isinstance(getattr(act, k, None), int)), 12)
            mover = self.shown.current if self.shown is not None else None
            rest = [sq for sq in range(25) if sq not in named and self.stack_on(sq)]
            rest.sort(key=lambda sq: (_rank(self.stack_on(sq)[-1], mover), abs(sq % 5 - at % 5) + abs(sq // 5 - at // 5)))
            got += [self.square_rect(sq) for sq in rest]
        foot = self.rect_of("foot")          # (the legend and Pass: covered before a stack is)
        return got + ([] if foot is None else [foot])


def _rank(owner: int, mover: int | None) -> int:
    """How much a stack of ``owner`` is needed in sight of the advice to ``mover``: the mover's
    own first (0), another player's (1), a neutral (2).

    >>> [_rank(o, 0) for o in (0, 1, -1)]
    [0, 1, 2]
    """
    return 0 if owner == mover else 2 if owner == NEUTRAL else 1
