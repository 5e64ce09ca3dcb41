"""The foot of the column: the legend of the target colours (or, in the set-up, how many
counters are placed) and the Pass button. On your turn in play the button is always there;
while a struggle is possible it is disabled and says why (the rules' words)."""
from __future__ import annotations

import pygame

from games.app.draw import ROMAN, darken

from .. import rules as R
from .art import ALLY_COLOUR, STRUGGLE_COLOUR, rings_icon, swords_icon


class Foot:
    """Legend and Pass (a part of :class:`games.caesar.board.Board`)."""

    def build_foot(self) -> None:
        v = self.view
        if v is None or v.phase != R.PHASE_PLAY or not self.acting or self.viewer is None:
            return
        ok = R.Pass() in v.legal_actions(self.viewer)
        reason = None if ok else self.host.render(v.explain_illegal(self.viewer, R.Pass()))
        self.add_button(self.geo["pass_rect"], self.tr("caesar.ui.pass"), action=R.Pass(), enabled=ok,
                        reason=reason, primary=True, key="pass")
        self.pass_allowed = ok
        self.sync_pass()

    def pass_waits(self) -> bool:
        """True while the board still shows a move or a struggle's result: Pass waits, as
        the squares and the hand do."""
        return self.busy() or self.current_duel() is not None

    def sync_pass(self) -> None:
        """The Pass button live only when the rules allow it and nothing is still shown."""
        waits = self.pass_waits()
        allowed = getattr(self, "pass_allowed", False)
        live = allowed and not waits
        for b in self.buttons:
            if b.key == "pass":
                b.enabled = live
                if waits and allowed:       # (when the rules forbid it, their reason stays)
                    b.reason = self.tr("caesar.ui.pass_wait")
        for h in self.hotspots:
            if h.key == "pass":
                h.enabled = live
                h.tip = None if live else next((b.reason for b in self.buttons if b.key == "pass"), None)

    def draw_foot(self, surface) -> None:
        g = self.geo
        v = self.shown
        leg = g["legend"] if self.buttons else g["foot"]
        texts = self.texts
        px = max(10, min(self.ui.font_px(16), int(leg.h * 0.34)))
        if v.phase in (R.PHASE_PLAY, R.PHASE_STRUGGLE):
            size = max(12, int(leg.h * 0.36))
            items = [(rings_icon(size), ALLY_COLOUR, self.tr("caesar.ui.legend_ally")),
                     (swords_icon(size), STRUGGLE_COLOUR, self.tr("caesar.ui.legend_struggle"))]
            space = max(8, size // 2)
            widths = [size + space + texts.width(t, px) for _i, _c, t in items]
            one_row = sum(widths) + 2 * space <= leg.w
            x = leg.x
            for k, (icon, colour, text) in enumerate(items):
                if one_row:
                    c = (x + size // 2 + 2, leg.centery)
                else:
                    c = (leg.x + size // 2 + 2, int(leg.y + leg.h * (0.27 if k == 0 else 0.75)))
                pygame.draw.circle(surface, darken(colour, 0.35), c, size // 2 + 2)
                pygame.draw.circle(surface, colour, c, size // 2)
                surface.blit(icon, icon.get_rect(center=c))
                texts.draw(surface, text, (c[0] + size // 2 + space // 2, c[1]), px if one_row else px * 4 // 5, False,
                           ROMAN["ink"], "midleft", width=leg.right - c[0] - size // 2 - space // 2,
                           outline=ROMAN["marble"])
                x += widths[k] + 2 * space
        elif v.phase == R.PHASE_PLACE:
            total = R.COUNTERS * v.n_seats      # (every seat's, counted on the board drawn: the last lands too)
            n = min(total, sum(1 for stack in v.board for c in stack if c != R.NEUTRAL))
            text = self.tr("caesar.ui.placed", n=n, total=total)
            texts.draw(surface, text, (leg.x, leg.centery), px, False, ROMAN["ink"], "midleft", width=leg.w,
                       outline=ROMAN["marble"])
        self.sync_pass()
        self.draw_buttons(surface)
