"""Where the Catilina board draws things, by name, for the tutorial (a part of :class:`Board`).

Targets: ``board``, ``table`` (the other players), ``plaque:<s>`` (a seat's plaque),
``pile`` (the conspirators), ``info`` (the latest answer, or the question being answered),
``hand`` (the viewer's hand), ``card:<n>`` (a card of the hand), ``notes`` (the notes
sheet), ``assist`` (its assist switch), ``sums`` (the assist's line of possible sums),
``mark:<card>:<loc>`` (a mark box of the sheet; ``loc`` a seat or ``c``), ``record``, and
in the dialogs ``whom:<t>`` (a seat, or -1 for everyone), ``colour:<c>``, ``value:<v>``,
``ask`` (the Ask button), ``accuse`` (the button that opens the accusation), ``sum:<n>``
and ``accuse_go`` (the accusation's confirm button). Only what the viewer's screen shows
is answered. The board grows no tutorial: it only answers where. :meth:`advice_targets` names where a move is made (the advice lights them),
and :meth:`advice_keep_clear` what the advice's bubble must not cover besides: the viewer's hand
first, then the notes, the other players, the latest answer, the pile and the record.
"""
from __future__ import annotations

import pygame

#: targets named by a part of the layout
_AREAS = {"table": "table", "pile": "pile", "hand": "hand", "notes": "notes", "record": "record"}
#: targets that are one hotspot, by the hotspot's key
_SPOTS = {"assist": ("assist",), "ask": ("ask_go",), "accuse": ("accuse_open",), "accuse_go": ("accuse_go",)}
#: what the advice bubble keeps clear of, most needed first (the record of questions last: it
#: is the longest read, and its newest lines stand at its top)
KEEP_CLEAR = ("hand", "sheet", "sums", "table", "info", "pile", "record", "legend")
#: the dialogs' buttons (by the first part of the hotspot's key) the advice's pointer never
#: crosses: at a small window a pointer from the bubble to a colour hid the VI beside it
_BUTTONS = ("ask_target", "ask_colour", "ask_value", "ask_go", "accuse_open", "sum", "accuse_go")
#: targets with one number, by the first part of the hotspot's key
_NUMBERED = {"whom": "ask_target", "colour": "ask_colour", "value": "ask_value", "sum": "sum"}


class WhereMixin:
    """``rect_of`` (a part of :class:`games.catilina.scene.Board`)."""

    #: the kinds of target that are places of the shared board (the last-move marker shows them)
    MARKED_KINDS = ("plaque", "table")
    #: the kind of target that is a seat's own row (the marker of a move with no place shown)
    SEAT_TARGET = "plaque"

    def panels_over(self) -> list[pygame.Rect]:
        """What is drawn over the table now: the accusation dialog while it is open (the
        last-move marker draws no outline across it)."""
        box = self.L.get("accuse", {}).get("box") if self.dialog == "accuse" and self.L else None
        return [] if box is None else [pygame.Rect(box)]

    def rect_of(self, target: str) -> pygame.Rect | None:
        """The screen rectangle of ``target`` as drawn now, or ``None`` when it is not drawn."""
        if self.view is None or not self.L:
            return None
        kind, _, arg = target.partition(":")
        if kind == "board":
            return pygame.Rect(self.rect)
        if kind in _AREAS:
            r = self.L.get(_AREAS[kind])
            if r is None or (kind == "pile" and self._pile_covered()):
                return None
            return pygame.Rect(r)
        if kind in _SPOTS:
            return self._spot_rect(_SPOTS[kind])
        if kind == "info":
            return self._info_rect()
        if kind == "sums":
            return self._sums_rect()
        if kind in ("sheet", "legend"):
            return self._sheet_part(kind)
        if kind == "mark":
            card, _, loc = arg.partition(":")
            return self._spot_rect(("mark", int(card), loc)) if card.isdigit() else None
        if not arg.lstrip("-").isdigit():
            return None
        n = int(arg)
        if kind in _NUMBERED:
            return self._spot_rect((_NUMBERED[kind], n))
        if kind == "plaque":
            r = self.L.get("plaques", {}).get(n)
            return None if r is None else pygame.Rect(r)
        if kind == "card":
            return self._spot_rect(("give", n)) or self._spot_rect(("hand", n))
        return None

    def _spot_rect(self, key: tuple) -> pygame.Rect | None:
        """The rectangle of the hotspot ``key`` (enabled or not), if the board has it now."""
        spot = self._spot(key)
        return None if spot is None else pygame.Rect(spot.rect)

    def _info_rect(self) -> pygame.Rect | None:
        """The middle panel as drawn: the question dialog's room while it is open."""
        q = self.L.get("question")
        if q and self.acting and self.view.phase == "ask" and self.dialog is None:
            return pygame.Rect(q["panel"])
        r = self.L.get("info")
        return None if r is None else pygame.Rect(r)

    def _pile_covered(self) -> bool:
        """True while the question dialog takes the pile's room (a narrow board)."""
        q = self._info_rect()
        return q is not None and q.colliderect(self.L["pile"])

    def _sheet_part(self, part: str) -> pygame.Rect | None:
        """The notes sheet down to its line of possible sums (``sheet``: what one reads the
        advice against), or the legend under it (``legend``: how to mark a cell)."""
        NL = self.L.get("notes_layout")
        if NL is None:
            return None
        if part == "legend":
            return pygame.Rect(NL["legend"]) if NL["legend"].h > 0 else None
        return pygame.Rect(NL["panel"]).clip(pygame.Rect(0, 0, 1 << 16, NL["sums"].bottom))

    def _sums_rect(self) -> pygame.Rect | None:
        """The assist's line under the sheet (only while the assist is on)."""
        NL = self.L.get("notes_layout")
        if NL is None or self._sums_text() is None or NL["sums"].h <= 0:
            return None
        return pygame.Rect(NL["sums"])

    def advice_targets(self, action) -> list[str]:
        """The targets where ``action`` is made: whom is asked, and the buttons of the question
        that ask it (whom, the colour or value, Ask), the button that opens the accusation (in
        the dialog it opens: the sum, and the button that accuses once it is chosen), the card
        given or accused."""
        name = type(action).__name__
        if name == "Ask":
            return [f"plaque:{action.target}" if action.target >= 0 else "table", f"whom:{action.target}",
                    f"{action.kind}:{action.attr}", "ask"]
        if name == "Accuse":          # (the dialog open: the sum in it, and its button once chosen)
            if self.dialog != "accuse":
                return ["accuse"]
            return [f"sum:{action.total}"] + (["accuse_go"] if self.sel_sum == action.total else [])
        if name in ("Give", "AccuseCard"):
            return [f"card:{action.card}"]
        return []

    def advice_keep_clear(self, advice) -> list[pygame.Rect]:
        """What the advice bubble stands beside, not on, most needed first: the viewer's own
        cards (the hand), the notes sheet and its line of possible sums, the other players'
        plaques, the latest answer (or the question being put), the pile, the record, and last
        the sheet's legend (how to mark a cell: a bubble over it alone costs less than one over
        the grid). It goes to the free space then, or over the record's empty foot."""
        got = [self.rect_of(k) for k in KEEP_CLEAR]
        return [r for r in got if r is not None]

    def advice_pointer_clear_of(self) -> list[pygame.Rect]:
        """The buttons of the question and the accusation dialogs: the advice's pointer goes to
        a lit one it reaches without crossing another, or the lit frames say it alone."""
        return [pygame.Rect(s.rect) for s in self.hotspots
                if isinstance(s.key, tuple) and s.key and s.key[0] in _BUTTONS]
