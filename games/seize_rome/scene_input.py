"""The CAESAR! board's input: what the viewer is doing (the token held, the space chosen,
which way it faces, the previewed placement) and what clicks, keys and the wheel do.

:class:`BoardInput` is the part of :class:`.scene.Board` that turns the viewer's input into
a selection or an action sent to the host, and explains a click that does nothing.
"""
from __future__ import annotations

from typing import Any

import pygame

from games.core.text import Msg

from .rules import Place
from .scene_paint import token_rect
from .topology import load_topology


class BoardInput:
    """The input part of the board (see the module text)."""

    #: the move the last advice named, until the next move is made (:meth:`advice_given`)
    advised: object = None

    def advice_given(self, action) -> None:
        """The advice shown names ``action``: a token then stood on the space it names faces
        the way it says (choosing the lit token and the lit space follows the advice whole,
        even after the advice is put away), until the next move."""
        self.advised = action

    def follow_advice(self, bid: str) -> bool:
        """A click on space ``bid`` with no token picked, where the advice stands one: pick
        the advised token and stand it there as advised (the advice rings the token and lights
        the space, so the click follows it rather than being told to choose a token first).
        False when the advice names no placement on ``bid`` the viewer may make now."""
        a = self.advised
        if not (isinstance(a, Place) and a.border == bid and self.my_decision("place")):
            return False
        if self.picker is None or self.picker.match(token=a.token, border=bid, toward=a.toward) is None:
            return False
        self.select_token(a.token)
        self.select_border(bid)
        return True

    # ===== what the viewer is doing =================================================
    def phase(self) -> str | None:
        return self.view.phase if self.view is not None else None

    def my_decision(self, phase: str) -> bool:
        """The viewer acts now in ``phase``."""
        return self.acting and self.viewer is not None and self.phase() == phase

    def preview_action(self) -> Place | None:
        """The placement the selection describes, when it is legal."""
        if self.picker is None or None in (self.sel_token, self.sel_border, self.sel_toward):
            return None
        return self.picker.match(token=self.sel_token, border=self.sel_border, toward=self.sel_toward)

    def towards(self) -> list[str]:
        """The ways the selected token may face on the selected space ("" = face down)."""
        if self.picker is None or self.sel_token is None or self.sel_border is None:
            return []
        return self.picker.still_possible("toward", token=self.sel_token, border=self.sel_border)

    def legal_borders(self) -> list[str]:
        """The border spaces the selected token may go to."""
        if self.picker is None or self.sel_token is None:
            return []
        return self.picker.still_possible("border", token=self.sel_token)

    def clear_selection(self) -> None:
        self.sel_token = self.sel_border = self.sel_toward = None
        if self.picker is not None:
            self.picker.reset()
        self._rebuild()

    def select_token(self, code: str) -> None:
        """Pick ``code`` from the screen (again: put it back)."""
        if self.sel_token == code:
            self.clear_selection()
            return
        self.sel_token, self.sel_border, self.sel_toward = code, None, None
        self.sfx.play("click")
        self._rebuild()

    def select_border(self, bid: str) -> None:
        """Stand the selected token on ``bid``; on the space it stands on already: turn it."""
        if self.sel_border == bid:
            if not self.rotate():
                self.refuse(self.why_not_turn())
            return
        self.sel_border = bid
        self.sel_toward = self.first_toward(bid)
        self.sfx.play("click")
        self._rebuild()

    def first_toward(self, bid: str) -> str | None:
        """The way a click stands the held token on space ``bid``: the way the last advice
        turned it there, else its first face-up way (None when it may not go there). What
        the pointer shows before the click is worked out here too, so the two never differ."""
        if self.picker is None or self.sel_token is None:
            return None
        ways = self.picker.still_possible("toward", token=self.sel_token, border=bid)
        a = self.advised
        if isinstance(a, Place) and (a.token, a.border) == (self.sel_token, bid) and a.toward in ways:
            return a.toward
        return next((w for w in ways if w), ways[0] if ways else None)

    def can_turn(self) -> bool:
        """The standing token is face up and may face the other way. A face-down token
        (Border Control) has no values to turn: it goes face up again only by its own
        button, so neither a face-down placement nor leaving one is ever made by turning."""
        return self.sel_toward != "" and len([w for w in self.towards() if w]) > 1

    def rotate(self) -> bool:
        """Turn the standing token to its other face-up way; False when it has none (or lies
        face down)."""
        ways = [w for w in self.towards() if w]
        if not self.can_turn():
            return False
        if self.sel_toward in ways:
            self.sel_toward = ways[(ways.index(self.sel_toward) + 1) % len(ways)]
        else:
            self.sel_toward = ways[0]
        self.sfx.play("click")
        self._rebuild()
        return True

    def why_not_turn(self) -> str:
        """The catalogue key of why the standing token cannot be turned."""
        return "seize_rome.ui.why.rotate_down" if self.sel_toward == "" else "seize_rome.ui.why.rotate"

    def toggle_face_down(self) -> None:
        if self.sel_toward == "":
            ways = [w for w in self.towards() if w]
            self.sel_toward = ways[0] if ways else ""
        else:
            self.sel_toward = ""
        self.sfx.play("click")
        self._rebuild()

    # ===== input ===================================================================================
    def border_at(self, pos) -> str | None:
        """The border space under ``pos``."""
        topo = load_topology()
        if not self.map.rect.collidepoint(pos):
            return None
        side = self.token_side()
        for b in topo.borders:
            if token_rect(self.border_centre(b.id), side).collidepoint(pos):
                return b.id
        return None

    def intent_at(self, pos) -> Any:
        """A click on a border space while a token is picked means placing it there."""
        topo = load_topology()
        bid = self.border_at(pos)
        if bid is None or self.view is None:
            return None
        if self.sel_token is not None:
            b = topo.border(bid)
            return Place(self.sel_token, bid, b.provinces[0])
        return None

    def refuse(self, key: str, pos=None, **params) -> None:
        """Say near the click why it did nothing (a catalogue sentence) and play "refuse"."""
        self.refused_key = key
        msg = Msg(key, params)
        self.notice(self.host.render(msg), pos if pos is not None else self.mouse)
        self.sfx.play("refuse")

    def why_not(self) -> tuple[str, dict] | None:
        """Why a click on the map or the screen does nothing now."""
        v = self.view
        if v is None:
            return None
        if v.phase == "over":
            return "seize_rome.ui.why.over", {}
        if not self.acting or self.viewer is None:
            return "seize_rome.ui.why.wait", {"seat": v.turn}
        if v.phase == "place" and self.sel_token is None:
            return "seize_rome.ui.why.no_token", {}
        if v.phase == "bonus":
            return "seize_rome.ui.why.bonus", {}
        if v.phase == "might":
            return "seize_rome.ui.why.might", {}
        return None

    def handle_event(self, ev) -> bool:
        g = self.geom
        if not g:
            return super().handle_event(ev)
        if ev.type == pygame.MOUSEWHEEL or (ev.type == pygame.MOUSEMOTION and self.map.dragging) or (
                ev.type == pygame.MOUSEBUTTONUP and ev.button == 1):
            moved = self.map.handle_event(ev)
            if moved:
                self._rebuild()
                return True
        if ev.type == pygame.MOUSEMOTION:
            self.map.handle_event(ev)
            if self.map.dragging:
                self._rebuild()
                return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3 and self.rect.collidepoint(ev.pos):
            self.mouse = ev.pos
            if self.anim.busy():            # a right-click also finishes what is playing, then turns
                self.anim.skip()
                self._check_before()
            if self.my_decision("place") and self.sel_border is not None:
                if not self.rotate():
                    self.refuse(self.why_not_turn(), ev.pos)
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.rect.collidepoint(ev.pos):
            self.mouse = ev.pos
            spot = self.hotspot_at(ev.pos)
            if spot is not None and spot.key == "confirm" and spot.enabled:
                self.quiet_tip_at = ev.pos         # (Place, then disabled: no tooltip till the pointer moves)
            if self.anim.busy() or spot is not None:
                return super().handle_event(ev)
            if g["map"].collidepoint(ev.pos):
                self.map.handle_event(ev)          # may become a drag
                bid = self.border_at(ev.pos)
                if bid is not None:
                    if self.sel_token is None and self.follow_advice(bid):
                        return True
                    if self.sel_token is not None and self.refusal(self.intent_at(ev.pos)) is not None:
                        return super().handle_event(ev)   # the rules say why (taken, wrong icon)
                    why = self.why_not()
                    if why is not None:
                        self.refuse(why[0], ev.pos, **why[1])
                        return True
                return True
            if g["screen"].collidepoint(ev.pos):
                why = self.why_not()
                if why is not None:
                    self.refuse(why[0], ev.pos, **why[1])
                    return True
        return super().handle_event(ev)

    def explain_click(self, pos, spot=None) -> bool:
        if spot is not None and not spot.enabled and spot.tip:
            self.refused_key = spot.key
        return super().explain_click(pos, spot)
