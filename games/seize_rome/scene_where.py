"""Where the CAESAR! board draws things, by name, for the tutorial (a part of :class:`Board`).

Targets: ``board``, ``map``, ``screen`` (the viewer's tokens), ``controls``, ``seat:<s>``
(a side's box), ``token:<code>`` (a token on the viewer's screen), ``border:<id>`` (a border
space, with or without a token), ``province:<id>`` (its space; ``province:italia:1`` Italia's
second), the buttons ``rotate``, ``face_down``, ``confirm`` and ``cancel``, ``use:<kind>`` and
``discard:<kind>`` (a bonus taken), ``might:<target>``, ``centurion:<token>`` and Auto-Crassus's
column: ``crassus:tile``, ``crassus:deck``, ``crassus:row`` and ``crassus:why``. The board grows
no tutorial: it only answers where. :meth:`advice_targets` names where a move is made (the advice lights them).
"""
from __future__ import annotations

import pygame

from games.core.text import Msg, parts

from .scene_paint import token_rect
from .topology import load_topology

_PLAIN = ("map", "screen", "controls")
_BUTTONS = ("rotate", "face_down", "confirm", "cancel")
_PROVINCE = "seize_rome.province."


#: how much narrower than its space is a placed token's rectangle (twice the marker's reach)
PLACED_INSET = 8


class WhereMixin:
    """``rect_of`` (a part of :class:`games.seize_rome.scene.Board`)."""

    #: the kinds of target that are places of the shared board (the last-move marker shows them)
    MARKED_KINDS = ("border",)
    #: the kind of target that is a seat's own row (the marker of a move with no place shown)
    SEAT_TARGET = "seat"

    def seat_marks(self, action) -> bool:
        """Whether the last-move marker marks the mover's box for ``action`` (a move with no
        border space): not for a bonus of a player's that leaves the board and the box as they
        were (the marker stood on the player's own box, saying nothing): Tactics used, whose
        extra turn the mover is playing now; Wealth used, whose draw is behind the mover's
        screen (it stood there all through Auto-Crassus's turn); a bonus discarded."""
        if type(action).__name__ != "Bonus":
            return True
        return action.use and action.kind not in ("tactics", "wealth")

    def marker_clear_of(self) -> list[pygame.Rect]:
        """What the last-move marker's corner dot keeps clear of: the provinces' names as
        drawn now (never placed here: a name search takes a frame's budget), and what lies
        past the board's edges (on the first seat's box, at the window's left edge, half the
        dot was cut off and read as a red diamond that said nothing)."""
        r, far = pygame.Rect(self.rect), 200
        edges = [pygame.Rect(r.x - far, r.y - far, far, r.h + 2 * far), pygame.Rect(r.right, r.y - far, far, r.h + 2 * far),
                 pygame.Rect(r.x - far, r.y - far, r.w + 2 * far, far), pygame.Rect(r.x - far, r.bottom, r.w + 2 * far, far)]
        return [pygame.Rect(n) for n in getattr(self, "_name_boxes", {}).values()] + edges

    def toast_keep_clear(self) -> list[pygame.Rect]:
        """What a toast leaves in sight where it has room: both seats' boxes and the viewer's
        screen (a refusal stood over all three at once), and Auto-Crassus's column."""
        got = [self.rect_of("seat:0"), self.rect_of("seat:1"), self.rect_of("screen"), self.crassus_col]
        return [pygame.Rect(r) for r in got if r is not None]

    def rect_of(self, target: str) -> pygame.Rect | None:
        """The screen rectangle of ``target`` as drawn now, or ``None`` when it is not drawn."""
        g = self.geom
        if not g or self.view is None:
            return None
        kind, _, arg = target.partition(":")
        if kind == "board":
            return pygame.Rect(self.rect)
        if kind in _PLAIN:
            return pygame.Rect(g[kind])
        if kind == "seat" and arg in ("0", "1"):
            return pygame.Rect(g["seats"][int(arg)])
        if kind == "token":
            return next((pygame.Rect(r) for code, r in g["hand"] if code == arg), None)
        if kind == "border":
            return self._on_map(self._border_rect(arg))
        if kind == "province":
            pid, _, i = arg.partition(":")
            return self._on_map(self.target_rect(f"marker:{pid}:{i or 0}") if pid in self.space_points else None)
        if kind == "crassus":
            return self._crassus_rect(arg)
        return self._spot_rect(kind, arg)

    def _border_rect(self, bid: str) -> pygame.Rect | None:
        """A border space's square; of a token placed there, the square inside its edge: what
        the game draws round it (the last-move marker's outline stands 4 pixels out) then
        lies on the token's own edge, over no province name beside it (names keep clear of
        the token, not of a wider ring)."""
        if bid not in load_topology().border_ids:
            return None
        r = token_rect(self.border_centre(bid), self.token_side())
        pos = self.shown if self.shown is not None else self.view
        return r.inflate(-PLACED_INSET, -PLACED_INSET) if bid in pos.tokens and r.w > 2 * PLACED_INSET + 8 else r

    def _on_map(self, r: pygame.Rect | None) -> pygame.Rect | None:
        """``r`` when the map shows it whole (a part scrolled away is not drawn)."""
        return pygame.Rect(r) if r is not None and self.map.rect.contains(r) else None

    def _spot_rect(self, kind: str, arg: str) -> pygame.Rect | None:
        """A button or a clickable spot of the decision at hand."""
        if kind in _BUTTONS:
            key: object = kind
        elif kind in ("use", "discard"):
            key = next((("bonus", k, p, kind == "use") for k, p, _f in self.view.pending if k == arg), None)
        elif kind == "might":
            key = ("target", arg)
        elif kind == "centurion":
            key = ("centurion", arg)
        else:
            return None
        return next((pygame.Rect(s.rect) for s in self.hotspots if s.key == key), None)

    def _crassus_rect(self, part: str) -> pygame.Rect | None:
        if self.solo_seat() < 0 or self.crassus_col is None:
            return None
        if part == "row":
            rects = [r for _c, r in self.crassus_row_rects()]
            return rects[0].unionall(rects[1:]) if rects else None
        boxes = self._crassus_boxes()
        return pygame.Rect(boxes[part]) if part in ("tile", "deck", "why", "head") else None

    def advice_targets(self, action) -> list[str]:
        """The targets where ``action`` is made: the token and its border space, the bonus to use
        or discard, the Might target, the Centurion token."""
        name = type(action).__name__
        if name in ("Place", "CrassusPlace"):
            return [f"token:{action.token}", f"border:{action.border}"]
        if name in ("Bonus", "CrassusBonus"):
            return [f"{'use' if action.use else 'discard'}:{action.kind}"]
        if name == "Flip":
            return [f"might:{action.target}"]
        return [f"centurion:{action.token}"] if name == "TakeCenturion" else []

    def advice_keep_clear(self, advice) -> list[pygame.Rect]:
        """What the advice bubble stands beside, not on, most needed first: the viewer's screen
        of tokens (the token advised is taken from it), the seats' boxes (the markers left),
        the strip of buttons and prompt (covered, Turn and Place read as gone), the names and
        totals of the provinces its reason names, Auto-Crassus's row and reason, then every
        other province's name and totals (the position it is read against)."""
        named = [m.key[len(_PROVINCE):] for m in parts(getattr(advice, "reason", None))
                 if isinstance(m, Msg) and m.key.startswith(_PROVINCE)]
        names, boxes = self.name_rects(), getattr(self, "drawn_boxes", {})
        got = [r for r in (self.rect_of("screen"), self.rect_of("seat:0"), self.rect_of("seat:1"),
                           self.rect_of("controls")) if r is not None]
        for pid in dict.fromkeys(named):
            got += [pygame.Rect(r) for r in (names.get(pid), boxes.get(pid)) if r is not None]
        got += [r for r in (self.rect_of("crassus:row"), self.rect_of("crassus:why")) if r is not None]
        for pid in sorted(names.keys() | boxes.keys()):
            if pid not in named:
                got += [pygame.Rect(r) for r in (names.get(pid), boxes.get(pid)) if r is not None]
        return got
