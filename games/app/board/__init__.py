"""The board kit: what every game's board is built from.

A game's ``games/<id>/scene.py`` exports ``Board``, a subclass of :class:`BoardBase`.
The host (the app's GameScene, or :class:`SimpleHost` in tests) lays it out, gives it
views, forwards pointer events and hands it each action's events to animate. The kit
gives the board everything the boards kept rebuilding:

==================  =====================================================================
``board.ui``        :class:`Layout` of the board's rectangle: one scale for any window
                    from 1024x640 to 4K (``ui.s(px)`` base pixels to real ones,
                    ``ui.font_px(px)``, ``ui.rel(...)`` proportional rects, ``ui.split``)
``board.texts``     :class:`Texts`: rendered text cached; ``fit`` / ``draw(..., width=)``
                    shrink then ellipsize to a width; ``wrapped`` fits a rectangle
``panel(...)``      panels cached by size and style (:mod:`.panels`)
``add_button``      :class:`Button`: hover, primary/plain, disabled with a tooltip reason;
                    ``draw_buttons`` draws them
``CardRow``         hands and card rows: real cards face up/down, selectable, in a row or
                    fanned, as big as the room allows (:mod:`.cards`)
tooltips            ``add_hotspot(..., tip=...)``: shown while the pointer rests on it
``notice``          a sentence near the click; refused clicks are explained through
                    ``intent_at`` + the view's rules (``view.check`` -> ``explain_illegal``)
``Banner``          a ribbon across a rectangle (animation) / ``draw_banner`` (still)
before / after      ONE way to animate an action: return the steps from ``animate``; the
                    board keeps ``before`` and draws ``self.shown`` (= ``before`` while the
                    steps run, then the view); ``busy()`` is True until the switch, so the
                    host holds its log and top bar; ``on_shown`` runs at the switch
``StillLayer``      a still part of the board (a map with its pieces) painted once and
                    blitted while its key is the same; what moves is drawn over it
                    (:mod:`.still`)
``SimpleHost``      the one headless host: ``attach(board, size)``, ``apply``, ``tick``,
                    ``settle``, ``draw`` (drives a board exactly like the GameScene)
host hooks          what the host may ask of a board (where a move was made, what a
                    hand-off holds, the top bar's words): each declared once, with its
                    default, on :class:`BoardBase`; a board overrides those it needs
==================  =====================================================================

How a board uses the kit (a complete, if tiny, board)::

    from games.app.board import BoardBase, CardRow, RowCard, panel
    from games.app.anim import Wait

    class Board(BoardBase):
        base_size = (1280, 720)                  # the design size (the default)

        def rebuild(self):
            super().rebuild()                    # clears hotspots and buttons
            ui = self.ui
            self.hand_rect = ui.rel(0.5, 0.98, 0.6, 0.25, "midbottom")
            hand = self.view.hands[self.viewer] if self.view and self.viewer is not None else []
            legal = {a.card: a for a in self.view.legal_actions(self.viewer)} if self.acting else {}
            self.row = CardRow(self.hand_rect, [RowCard(c, selectable=c in legal) for c in hand])
            for card, hit in self.row.hits():
                if card.selectable:              # live: usable at once, even mid-animation
                    self.add_hotspot(hit, legal[card.key], key=("card", card.key), glow=False, live=True)
            self.add_button(ui.rel(0.98, 0.02, 0.12, 0.06, "topright"), self.tr("demo.pass"),
                            action=self.pass_action(), enabled=self.can_pass(),
                            reason=self.tr("demo.cannot_pass"))

        def intent_at(self, pos):                # what a click there would mean: explained
            return None                          # when illegal ("that square is taken")

        def animate(self, seat, action, events, before, after):
            return [Wait(0.5)]                   # the steps; self.shown is `before` meanwhile

        def draw_board(self, surface):
            pos = self.shown                     # the position: before, then the new view
            panel(surface, self.ui.rel(0.02, 0.02, 0.3, 0.2), radius=self.ui.s(12))
            self.texts.draw(surface, self.name(0), (self.ui.s(40), self.ui.s(30)),
                            self.ui.font_px(20), bold=True, width=self.ui.s(200))
            hover = self.hover.key[1] if self.hover and self.hover.key[0] == "card" else None
            self.row.draw(surface, face=lambda key, size: my_card(key, size), hover=hover)
            self.draw_buttons(surface)

In tests::

    host = SimpleHost(state=new_game(2, 0, {}), seats=[...])
    board = host.attach(Board(host), (1024, 640))
    host.apply(0, some_action); host.tick(0.3); host.draw(); host.settle()

Room is left in this package for the map view (``mapview.py``) and the picker
(``picker.py``).
"""
from __future__ import annotations

from .banner import Banner, banner_surface, draw_banner
from .base import BoardBase, BoardHost, Hotspot
from .cards import CardRow, RowCard
from .host import SimpleHost, HostSeat
from .layout import BASE_SIZE, Layout, Scale
from .panels import panel, panel_image
from .still import StillLayer, frozen
from .text import Texts, ellipsize, fit_size
from .widgets import Button, Notice, draw_tooltip, tooltip_rect

__all__ = [
    "BoardBase", "BoardHost", "Hotspot", "SimpleHost", "Layout", "Scale", "BASE_SIZE", "Texts", "ellipsize",
    "fit_size", "panel", "panel_image", "Button", "Notice", "draw_tooltip", "tooltip_rect", "CardRow", "RowCard",
    "Banner", "banner_surface", "draw_banner", "StillLayer", "frozen", "HostSeat",
]
