"""Drawing helpers shared by every part of the Catilina board: sizes, cached text,
text fitted to a box, panels, card faces, chips and buttons.
"""
from __future__ import annotations

from typing import Any

import pygame

from games.core import caches
from games.app import draw as D
from games.app.board import BoardBase, panel
from games.core.text import Msg

from .rules import colour_of, value_of, what_msg

SUITS = ("red", "blue", "green", "yellow", "purple")
#: a symbol per card colour, drawn on every card and colour chip (never by colour alone)
SUIT_SYMBOLS = ("circle", "square", "triangle", "diamond", "star")
ROMAN_NUM = ("", "I", "II", "III", "IV", "V", "VI")
INK = D.ROMAN["ink"]
PAPER = D.ROMAN["parchment"]
#: the ink of marks the assist proved: pink, a colour no seat and no card suit uses
LOGIC = (220, 56, 160)
CONFLICT = (200, 40, 40)
_CARD_CACHE: dict = caches.kept(f"{__name__}.cards")
#: the smallest size words are drawn at (the kit's ``Layout.font_px`` floor)
LEAST_PX = 11


def ui_what(kind: str, attr: int) -> Msg:
    """What a question asks for, in the board's words ("green cards", "cards of value 3")."""
    if kind == "colour":
        return what_msg(kind, attr)
    return Msg("catilina.ui.what_value", {"value": attr})


def ranges(nums) -> str:
    """``[8, 9, 10, 12]`` -> ``"8–10, 12"``."""
    out, run = [], []
    for n in sorted(nums):
        if run and n == run[-1] + 1:
            run.append(n)
            continue
        if run:
            out.append(f"{run[0]}–{run[-1]}" if len(run) > 2 else ", ".join(map(str, run)))
        run = [n]
    if run:
        out.append(f"{run[0]}–{run[-1]}" if len(run) > 2 else ", ".join(map(str, run)))
    return ", ".join(out)


def suit_rgb(colour: int) -> tuple[int, int, int]:
    """The card colour of colour index 0-4."""
    return D.CARD_SUIT_COLOURS[SUITS[colour]]


class DrawingMixin:
    """Helpers every part of the board draws with (mixed into :class:`~.scene.Board`)."""

    def font(self, px: int, bold: bool = False) -> pygame.font.Font:
        """A font for words at ``px`` real pixels, never under :data:`LEAST_PX`."""
        return BoardBase.font(self, max(int(px), LEAST_PX), bold)

    def glyph_font(self, px: int, bold: bool = False) -> pygame.font.Font:
        """A font at exactly ``px`` pixels, for figures sized to a shape (card corners, note marks)."""
        return BoardBase.font(self, max(1, int(px)), bold)

    def text(self, s: str, px: int, bold: bool = False, colour=INK, glyph: bool = False) -> pygame.Surface:
        """``s`` rendered (the kit's cache); words never under :data:`LEAST_PX`, a ``glyph`` at exactly ``px``."""
        return self.texts.render(str(s), max(1, int(px)) if glyph else max(int(px), LEAST_PX), bold, colour)

    def blit_fit(self, surface, s: str, rect, px: int, bold=False, colour=INK, anchor="midleft") -> pygame.Rect:
        """Draw ``s`` fitted to ``rect``'s width by the kit (shrunk, at worst cut with an
        ellipsis: noted in ``self.cuts`` for the layout tests, as is text taller than ``rect``)."""
        r = pygame.Rect(rect)
        fitted, size = self.texts.fit(str(s), r.w, max(int(px), LEAST_PX), bold, least=LEAST_PX)
        if fitted != str(s):
            self.cuts.append(("cut", s, tuple(r)))
        img = self.text(fitted, size, bold, colour)
        if img.get_height() > r.h + max(2, r.h // 5):
            self.cuts.append(("tall", s, tuple(r)))
        out = img.get_rect(**{anchor: getattr(r, anchor)})
        surface.blit(img, out)
        return out

    def wrap_height(self, s: str, width: int, base_px: float, bold: bool = True) -> int:
        """The height ``s`` needs wrapped to ``width`` at ``base_px`` (scaled, never under the floor)."""
        f = self.font(self.ui.s(base_px), bold)
        return len(D.wrap_text(f, str(s), width)) * f.get_linesize()

    def wrap(self, surface, s: str, rect, px: int, bold=False, colour=INK, align="left") -> int:
        """Wrapped text shrunk by the kit until it fits ``rect``; returns the height used (lines
        that do not fit are noted in ``self.cuts``)."""
        r = pygame.Rect(rect)
        lines, size = self.texts.wrap_fit(str(s), r, max(int(px), LEAST_PX), bold, least=LEAST_PX)
        step = self.texts.font(size, bold).get_linesize()
        y = r.y
        for line in lines:
            if y + step > r.bottom + 2 and y > r.y:
                self.cuts.append(("lines", s, tuple(r)))
                break
            img = self.text(line, size, bold, colour)
            x = r.centerx - img.get_width() // 2 if align == "center" else r.x
            surface.blit(img, (x, y))
            y += step
        return y - r.y

    def msg(self, key: str, **params) -> str:
        """A catalogue sentence with seat names (params ``seat*`` are seats)."""
        return self.host.render(Msg(key, params))

    def seat_name(self, seat: int) -> str:
        return self.name(seat)

    def panel(self, surface, rect, **kw) -> pygame.Rect:
        """The kit's cached panel."""
        return panel(surface, rect, **kw)

    def sym(self, surface, name, centre, size: float, colour) -> None:
        """A colour-blind symbol of height ``size`` (cached surface)."""
        if not name:
            return
        img = D.symbol_surface(name, max(4, int(size / 0.7)), tuple(colour)[:3])
        surface.blit(img, img.get_rect(center=(int(centre[0]), int(centre[1]))))

    def card_img(self, card: int, w: int, h: int, dim: bool = False) -> pygame.Surface:
        """A card face: the Roman figure big, a corner tab with figure and colour symbol
        (readable when the cards overlap), never told apart by colour alone."""
        key = (card, w, h, dim)
        img = _CARD_CACHE.get(key)
        if img is not None:
            return img
        c = colour_of(card)
        base = D.card_face((w, h), value_of(card), SUITS[c], SUIT_SYMBOLS[c], roman=True, dim=False,
                           fonts=getattr(self.host, "fonts", None))
        img = base.copy()
        if h >= 44:
            col = suit_rgb(c)
            tw, th = max(12, int(w * 0.3)), max(16, int(h * 0.3))
            tab = pygame.Rect(max(2, int(w * 0.05)), max(2, int(h * 0.035)), tw, th)
            pygame.draw.rect(img, col, tab, border_radius=max(3, tw // 4))
            pygame.draw.rect(img, D.darken(col, 0.35), tab, 1, border_radius=max(3, tw // 4))
            fpx = max(8, int(th * 0.42))
            f = self.glyph_font(fpx, True)
            label = ROMAN_NUM[value_of(card)]
            while fpx > 7 and f.size(label)[0] > tw - 2:
                fpx -= 1
                f = self.glyph_font(fpx, True)
            t = f.render(label, True, D.ROMAN["white"])
            img.blit(t, t.get_rect(midtop=(tab.centerx, tab.y + max(1, th // 14))))
            D.draw_symbol(img, SUIT_SYMBOLS[c], (tab.centerx, tab.bottom - th * 0.27), th * 0.34, D.ROMAN["white"])
        if dim:
            veil = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(veil, (70, 64, 60, 130), veil.get_rect(), border_radius=max(3, w // 12))
            img.blit(veil, (0, 0))
        if len(_CARD_CACHE) > 600:
            _CARD_CACHE.clear()
        _CARD_CACHE[key] = img
        return img

    def back_img(self, w: int, h: int) -> pygame.Surface:
        return D.card_back((w, h), "red")

    def _chip(self, surface, r: pygame.Rect, label: str, selected: bool, enabled: bool, hover: bool,
              colour=None, symbol: str | None = None, sub: str | None = None) -> None:
        fill = D.ROMAN["gold_light"] if selected else (D.ROMAN["white"] if enabled else D.ROMAN["marble_dark"])
        if hover and enabled and not selected:
            fill = D.lighten(D.ROMAN["gold_light"], 0.55)
        border = D.ROMAN["gold_dark"] if selected else (D.ROMAN["bronze"] if enabled else D.ROMAN["vein"])
        pygame.draw.rect(surface, fill, r, border_radius=self.ui.s(8))
        pygame.draw.rect(surface, border, r, 3 if selected else 1, border_radius=self.ui.s(8))
        ink = INK if enabled else D.ROMAN["vein"]
        x = r.x + self.ui.s(6)
        if colour is not None and not sub:
            sw = min(r.h - self.ui.s(10), self.ui.s(26))
            room = r.w - sw - self.ui.s(16)
            if self.font(self.ui.s(13), selected).size(label)[0] > room and r.h >= self.ui.s(34):
                # too narrow for swatch and name side by side: stack them
                sw = max(8, int(r.h * 0.42))
                sr = pygame.Rect(0, 0, sw, sw)
                sr.midtop = (r.centerx, r.y + self.ui.s(4))
                pygame.draw.rect(surface, colour if enabled else D.mix(colour, D.ROMAN["marble_dark"], 0.6), sr,
                                 border_radius=self.ui.s(4))
                if symbol:
                    self.sym(surface, symbol, sr.center, sw * 0.62, D.ROMAN["white"])
                self.blit_fit(surface, label, pygame.Rect(r.x + self.ui.s(3), sr.bottom, r.w - self.ui.s(6),
                                                          r.bottom - sr.bottom - self.ui.s(2)),
                              self.ui.s(13), selected, ink, anchor="center")
                return
        if colour is not None:
            sw = min(r.h - self.ui.s(10), self.ui.s(26))
            sr = pygame.Rect(x, r.centery - sw // 2, sw, sw)
            pygame.draw.rect(surface, colour if enabled else D.mix(colour, D.ROMAN["marble_dark"], 0.6), sr,
                             border_radius=self.ui.s(5))
            if symbol:
                self.sym(surface, symbol, sr.center, sw * 0.62, D.ROMAN["white"])
            x = sr.right + self.ui.s(4)
        tr = pygame.Rect(x, r.y, r.right - x - self.ui.s(4), r.h)
        if sub:
            top = pygame.Rect(tr.x, r.y + self.ui.s(2), tr.w, r.h // 2)
            self.blit_fit(surface, label, top, self.ui.s(16), True, ink, anchor="center")
            bot = pygame.Rect(tr.x, r.centery, tr.w, r.h // 2 - self.ui.s(2))
            self.blit_fit(surface, sub, bot, self.ui.s(12), False, ink, anchor="center")
        else:
            self.blit_fit(surface, label, tr, self.ui.s(15), selected, ink, anchor="center")

    def _button(self, surface, r: pygame.Rect, label: str, enabled: bool, primary: bool = False,
                hover: bool = False, danger: bool = False) -> None:
        if not enabled:
            fill, ink = D.ROMAN["marble_dark"], D.ROMAN["vein"]
        elif danger:
            fill, ink = (D.ROMAN["red"] if not hover else D.lighten(D.ROMAN["red"], 0.15)), D.ROMAN["white"]
        elif primary:
            fill, ink = D.ROMAN["terracotta"], D.ROMAN["white"]
        else:
            fill, ink = D.ROMAN["white"], INK
        self.panel(surface, r, fill=fill, border=D.ROMAN["gold_dark"], radius=self.ui.s(10), shadow=enabled)
        self.blit_fit(surface, label, r.inflate(-self.ui.s(12), 0), self.ui.s(17), True, ink, anchor="center")

    def _seat_badge(self, surface, seat: int, centre, radius: int) -> None:
        col = self.colour(seat)
        img = D.token(radius, col, self.symbol(seat))
        surface.blit(img, img.get_rect(center=centre))

    def _spot(self, key) -> Any:
        for s in self.hotspots:
            if s.key == key:
                return s
        return None

    @staticmethod
    def _row(rect: pygame.Rect, n: int, gap: int) -> list[pygame.Rect]:
        w = (rect.w - gap * (n - 1)) / max(1, n)
        return [pygame.Rect(int(rect.x + i * (w + gap)), rect.y, int(w), rect.h) for i in range(n)]
