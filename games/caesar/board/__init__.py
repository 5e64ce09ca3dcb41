"""The board of Caesar (Knizia), built on the board kit (:mod:`games.app.board`).

A 5x5 wooden board with marble squares and piles of counters, one panel per player, the
hand of the person at the screen as real cards, and the struggle panel where two stacks
face each other and their cards flip together. Where to find what:

===============  ===========================================================================
``geometry.py``  where everything goes, for any window (the wooden board, the column)
``squares.py``   the wooden board: piles, selection, targets, clicks and refused clicks
``players.py``   the player panels (counters owned, cards left, the ten cards)
``hand.py``      the viewer's hand: a kit card row, live during a struggle choice
``struggle.py``  the struggle panel (:class:`Duel`: slots, flip, totals, verdict)
``foot.py``      the legend and the Pass button (disabled with the reason)
``anim.py``      the animations of the events (the position before, then the new view)
``art.py``       pictures: the wood and marble, piles, icons, cards, two animations
``where.py``     where things are drawn, by name (``rect_of``, for the tutorial)
===============  ===========================================================================

The board reads only views: ``self.view`` for what the viewer may do now and
``self.shown`` (the kit's before/after mechanism) for the position drawn. Clicks become
actions from ``view.legal_actions(viewer)`` and go to ``host.submit``.
"""
from __future__ import annotations

import pygame

from games.app.board import BoardBase
from games.app.board.still import Same
from games.core.text import Msg

from .. import rules as R
from . import art
from .anim import EventAnimations
from .foot import Foot
from .geometry import Geometry
from .hand import Hand
from .players import CARD_ORDER, Players
from .squares import Squares
from .struggle import Duel, Struggle
from .where import Where

__all__ = ["Board", "Duel", "CARD_ORDER"]


class Board(Geometry, Squares, Players, Hand, Struggle, Foot, EventAnimations, Where, BoardBase):
    """The Caesar board (see the package docstring)."""

    #: the size of the board's area the layout is designed at (the window minus the log)
    base_size = (980, 700)

    def __init__(self, host):
        super().__init__(host)
        self.selected: int | None = None
        self.score_ink: dict[int, tuple[int, int]] = {}   # seat -> (digits' ink bottom, label's ink top)
        #: squares drawn empty because an animation stands in for them
        self.hidden: set[int] = set()
        #: the struggle being animated (kept after the view has moved on)
        self.duel: Duel | None = None
        self.duel_closed = False
        #: the struggle's outcome as the log tells it, once its verdict is given (until shown)
        self.told: str | None = None
        self.told_last = False
        self.panel_t = 1.0
        self.geo: dict = {}
        self.row = self.big_row = self.confirm = None
        #: the card the person at the screen picked for a struggle and has not played yet
        self.picked: int | None = None
        self.drawn_views: list = []  # for tests: the positions the board last drew

    # ----- the host's calls --------------------------------------------------------------------
    def rebuild(self) -> None:
        super().rebuild()
        if self.rect.w <= 0 or self.rect.h <= 0:
            return
        self._layout()
        self.build_hand()
        v = self.view
        if v is None or self.viewer is None or not self.acting:
            self.selected = None
            return
        self.build_squares()
        self.build_foot()

    def set_view(self, view, viewer, acting) -> None:
        if view is not None and self.view is not None and (view.phase != self.view.phase or viewer != self.viewer):
            self.selected = None
        if view is None or self.view is None or viewer != self.viewer or view.struggle != self.view.struggle:
            self.picked = None
        super().set_view(view, viewer, acting)

    def handle_event(self, ev) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN:
            self.sync_pass()
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3) and self.rect.collidepoint(ev.pos):
            on_square = self.square_at(ev.pos) is not None
            if ev.button == 3 or (not self.anim.busy() and self.hotspot_at(ev.pos) is None and not on_square):
                if self.selected is not None:
                    self.selected = None
                    self._rebuild()
                    return True
                if ev.button == 3:
                    return False
        return super().handle_event(ev)

    def explain_click(self, pos, spot=None) -> bool:
        """A click that did nothing: on a square or a card, say why near the pointer."""
        if spot is not None and not spot.enabled and spot.tip:
            return super().explain_click(pos, spot)
        msg = None
        sq = self.square_at(pos)
        duel_open = self.current_duel() is not None
        if sq is not None and not duel_open:
            msg = self.square_refusal(sq)
            if self.selected is not None and sq != self.selected:
                # as the hint says, a click elsewhere lets go (and says why it was no target)
                self.selected = None
                self._rebuild()
        else:
            action = self.hand_intent(pos)
            if action is not None:
                msg = self.refusal(action)
        if msg is None:
            return False
        self.notice(self.host.render(msg), pos)
        self.sfx.play("refuse")
        return True

    def hint(self) -> Msg | None:
        v = self.view
        if v is None or not self.acting or self.viewer is None:
            return None
        if v.phase == R.PHASE_PLAY:
            if self.selected is None:       # (the prompt says what; the glow which: said once)
                return None
            return Msg("caesar.ui.hint_target", {"square": R.square_name(self.selected)})
        if v.phase == R.PHASE_STRUGGLE and v.legal_actions(self.viewer):
            return self.pick_hint() or Msg("caesar.ui.hint_pick")      # how, not again what the prompt says
        return None

    def held_line(self) -> str | None:
        """While a struggle's cards are still face down or turning, that they are turned: the
        top bar never tells the cards revealed before the board shows them. Once the verdict is
        given, the struggle's outcome as the log tells it, while the stacks still move."""
        if self.told is not None and self.busy():     # (the verdict given: the stacks still move)
            return self.told
        d = self.duel
        if d is None or not d.revealing or d.face_up or not self.busy():
            return None
        return self.tr("caesar.ui.turning")

    def status_shown(self) -> Msg | None:
        """Once the struggle's verdict is given, the status after it (the turn and the struggles
        so far), not the struggle's own line while the stacks still move."""
        if self.told is not None and self.busy() and self.view is not None:
            return self.view.status()
        return None

    def told_all(self) -> bool:
        """True once the struggle's verdict is given and nothing told after it is still to be
        shown (no one put out, no end): the log may take the move's lines while the stacks move."""
        return self.told is not None and self.told_last

    # ----- drawing -----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not self.geo and self.rect.w > 0:
            self._layout()
        super().draw(surface)

    def draw_hotspots(self, surface: pygame.Surface) -> None:
        if self.current_duel() is not None:
            return
        super().draw_hotspots(surface)

    def still_key(self):
        """At rest (no selection, no struggle, no card to choose, no draft of the art) the
        whole board is kept (the kit's still board): the wooden board, the panels, the hand
        and the foot; only the halo of the panel of the seat to act is drawn over it at every
        frame (:meth:`draw_live`), so the panels are not painted again."""
        key = self.rest_key()
        if key is None or not self.geo or self.selected is not None or self.hidden or self.choosing() \
                or self.current_duel() is not None or art.drafted() or not self.work_done("art"):
            return None
        g = self.geo
        wood = art.finished_board(g["board"].w, g["frame"], max(10, int(g["frame"] * 0.55)), self.host.fonts)
        return None if wood is None else key + (Same(wood),)

    def draw_live(self, surface: pygame.Surface) -> None:
        if self.kept_still and self.shown is not None and self.geo:
            self.drawn_views.append(self.shown)
            del self.drawn_views[:-4]
            self.draw_panel_glows(surface)

    def draw_board(self, surface: pygame.Surface) -> None:
        shown = self.shown
        if shown is None or not self.geo:
            return
        self.drawn_views.append(shown)
        if len(self.drawn_views) > 4:
            del self.drawn_views[:-4]
        self.draw_squares(surface)
        self.draw_players(surface)
        self.draw_hand(surface)
        self.draw_foot(surface)
        if self.painting_still:         # (the halo is drawn over the kept board: draw_live)
            return
        self.draw_panel_glows(surface)
        duel = self.current_duel()
        if duel is not None:
            self.draw_duel(surface, duel)
        if art.pending() and self.work_done("art"):     # a draft drawn: painted over the next frames
            self.start_work(self.paint_art(), "art")

    def paint_art(self):
        """The scheduler's task painting the board and cards drawn as drafts (see
        :func:`~games.caesar.board.art.paint_work`); the board is drawn again at its end."""
        yield from art.paint_work()
        getattr(self.host, "mark_dirty", lambda: None)()
