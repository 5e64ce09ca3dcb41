"""The board of The Catilina Conspiracy (Knizia).

Left: the table (the other players with their card backs and counts, who
asks, who is out), the conspirator pile, the question dialog or the latest
answer, and the viewer's own hand. Right: the notes sheet of the rules (values
across, colours down, a totals row and column, in every box a mark for each
other player and for the conspirators) with an optional assist, and below it
the public record of every question and answer.

The board reads only ``self.view`` (a view for ``self.viewer``); clicks become
actions chosen from ``view.legal_actions``. The notes are private to the
viewer and live in the host's record extras under ``notes:<seat>``.
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from games.app import draw as D
from games.app.board import BoardBase
from games.core.text import Msg

from .rules import (Accuse, AccuseCard, Answered, Ask, Committed, EndTurn, Give, Judged, Revealed, Shown,
                    TurnBegins, INDIVIDUAL_LIMIT, colour_of, sum_range, value_of, what_msg)
from .scene_fx import Banner, Bubble, CardTrip, Flip, Fx, Ring
from .scene_notes import CONSP, Assist, Notes

SUITS = ("red", "blue", "green", "yellow", "purple")
#: a symbol per card colour, drawn on every card and colour chip (never by colour alone)
SUIT_SYMBOLS = ("circle", "square", "triangle", "diamond", "star")
ROMAN_NUM = ("", "I", "II", "III", "IV", "V", "VI")
INK = D.ROMAN["ink"]
PAPER = D.ROMAN["parchment"]
LOGIC = (38, 96, 150)          # the ink of marks the assist proved
CONFLICT = (200, 40, 40)
_CARD_CACHE: dict = {}
_PANEL_CACHE: dict = {}


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


class Board(BoardBase):
    """The Catilina board (see the module text)."""

    def __init__(self, host):
        super().__init__(host)
        self.sel_target: int | None = None
        self.sel_kind: str | None = None
        self.sel_attr: int | None = None
        self.dialog: str | None = None          # "accuse" while the accusation dialog is open
        self.sel_sum: int | None = None
        self.sel_card: int | None = None
        self.rec_scroll = 0                     # pixels scrolled up from the newest entry
        self.fx: list[Fx] = []
        self._local_extras: dict = {}
        self._assist: Assist | None = None
        self._assist_key: Any = None
        self._turn_seen: Any = None
        self._text_cache: dict = {}
        self.L: dict[str, Any] = {}
        self.u = 1.0
        self._legal: list = []
        self._notes_ver = 0
        self._notes_cache: pygame.Surface | None = None
        self._notes_cache_key: Any = None

    # ===== helpers =======================================================================
    def px(self, n: float) -> int:
        return max(1, int(round(n * self.u)))

    def text(self, s: str, px: int, bold: bool = False, colour=INK) -> pygame.Surface:
        key = (s, px, bold, tuple(colour))
        surf = self._text_cache.get(key)
        if surf is None:
            if len(self._text_cache) > 1500:
                self._text_cache.clear()
            surf = self.font(px, bold).render(str(s), True, colour)
            self._text_cache[key] = surf
        return surf

    def fit_px(self, s: str, width: int, px: int, bold: bool = False, least: int = 9) -> int:
        """The largest size <= ``px`` at which ``s`` fits in ``width`` pixels."""
        while px > least and self.font(px, bold).size(s)[0] > width:
            px -= 1
        return px

    def blit_fit(self, surface, s: str, rect, px: int, bold=False, colour=INK, anchor="midleft") -> pygame.Rect:
        """Draw ``s`` shrunk to fit ``rect``'s width (cut with an ellipsis as a last resort)."""
        r = pygame.Rect(rect)
        size = self.fit_px(s, r.w, px, bold)
        if self.font(size, bold).size(s)[0] > r.w:
            while len(s) > 1 and self.font(size, bold).size(s + "…")[0] > r.w:
                s = s[:-1]
            s += "…"
        img = self.text(s, size, bold, colour)
        pos = getattr(r, anchor)
        out = img.get_rect(**{anchor: pos})
        surface.blit(img, out)
        return out

    def wrap(self, surface, s: str, rect, px: int, bold=False, colour=INK, align="left", least: int = 10) -> int:
        """Wrapped text shrunk until it fits ``rect``; returns the height used."""
        r = pygame.Rect(rect)
        size = px
        while True:
            f = self.font(size, bold)
            lines = D.wrap_text(f, s, r.w)
            if len(lines) * f.get_linesize() <= r.h or size <= least:
                break
            size -= 1
        y = r.y
        for line in lines:
            if y + f.get_linesize() > r.bottom + 2 and y > r.y:
                break
            img = self.text(line, size, bold, colour)
            x = r.centerx - img.get_width() // 2 if align == "center" else r.x
            surface.blit(img, (x, y))
            y += f.get_linesize()
        return y - r.y

    def msg(self, key: str, **params) -> str:
        """A catalogue sentence with seat names (params ``seat*`` are seats)."""
        return self.host.render(Msg(key, params))

    def seat_name(self, seat: int) -> str:
        return self.name(seat)

    def panel(self, surface, rect, **kw) -> pygame.Rect:
        """The toolkit's panel, rendered once per size and style (it is costly to draw)."""
        r = pygame.Rect(rect)
        key = (r.size, tuple(sorted((k, tuple(v) if isinstance(v, (list, tuple)) else v) for k, v in kw.items())))
        img = _PANEL_CACHE.get(key)
        pad = 24
        if img is None:
            if len(_PANEL_CACHE) > 200:
                _PANEL_CACHE.clear()
            img = pygame.Surface((r.w + 2 * pad, r.h + 2 * pad), pygame.SRCALPHA)
            D.panel(img, pygame.Rect(pad, pad, r.w, r.h), **kw)
            _PANEL_CACHE[key] = img
        surface.blit(img, (r.x - pad, r.y - pad))
        return r

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
            f = self.font(fpx, True)
            label = ROMAN_NUM[value_of(card)]
            while fpx > 7 and f.size(label)[0] > tw - 2:
                fpx -= 1
                f = self.font(fpx, True)
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

    def hides(self, key) -> bool:
        return any(key in f.keys for f in self.fx if not f.done)

    def add_fx(self, fx: Fx) -> Fx:
        self.fx.append(fx)
        self.anim.add(fx)
        return fx

    # ----- notes storage (private to the viewer) ---------------------------------------------
    def extras(self) -> dict:
        ex = getattr(self.host, "extras", None)
        if not isinstance(ex, dict):
            ex = getattr(getattr(self.host, "record", None), "extras", None)
        return ex if isinstance(ex, dict) else self._local_extras

    def notes(self) -> Notes | None:
        """The viewer's notes (``None`` for the public view: nobody's notes show)."""
        if self.viewer is None or self.view is None:
            return None
        ex = self.extras()
        key = f"notes:{self.viewer}"
        data = ex.get(key)
        if not isinstance(data, dict):
            data = {}
            ex[key] = data
        return Notes(data)

    def save_notes(self) -> None:
        fn = getattr(self.host, "save_extras", None)
        if callable(fn):
            try:
                fn()
            except Exception:  # pragma: no cover - saving is the host's business
                pass

    def assist(self) -> Assist | None:
        """The assist for the viewer's current view (rebuilt when the view changes)."""
        notes = self.notes()
        if notes is None or not notes.assist or self.view is None:
            return None
        v = self.view
        key = (self.viewer, id(v), len(v.history), len(v.shown), len(v.accusations), v.phase,
               tuple(v.hand_sizes))
        if self._assist_key != key:
            if self._assist is not None:
                self._assist.cancel()
            self._assist = Assist(v, self.viewer, want_sums=not v.individual)
            self._assist_key = key
        return self._assist

    # ----- seats ----------------------------------------------------------------------------
    def others(self) -> list[int]:
        """The seats shown around the table, in turn order after the viewer."""
        n = self.view.n_seats
        if self.viewer is None:
            return list(range(n))
        return [(self.viewer + i) % n for i in range(1, n)]

    def note_locs(self) -> list:
        """The locations of the notes: the other seats, then the conspirators."""
        return [str(s) for s in self.others()] + [CONSP]

    def seat_anchor(self, seat: int) -> pygame.Rect:
        """Where a seat's cards are on screen (its plaque, or the viewer's hand)."""
        if seat == self.viewer:
            return pygame.Rect(self.L["hand_cards"])
        return pygame.Rect(self.L["plaques"].get(seat, self.L["table"]))

    # ===== the API the host calls ================================================================
    def set_view(self, view, viewer, acting) -> None:
        turn_key = None if view is None else (viewer, view.turn_no, view.phase)
        if turn_key != self._turn_seen:
            self._turn_seen = turn_key
            self.sel_target = self.sel_kind = self.sel_attr = None
            self.sel_sum = self.sel_card = None
            self.dialog = None
        super().set_view(view, viewer, acting)
        if view is not None and acting and view.phase == "accusing":
            self.dialog = "accuse"
            self.rebuild()

    def hint(self) -> Msg | None:
        v = self.view
        if v is None or not self.acting or self.viewer is None:
            return None
        if v.phase == "give":
            return Msg("catilina.ui.hint.give")
        if v.phase == "accusing":
            return Msg("catilina.ui.hint.accusing")
        if v.phase == "ask":
            return Msg("catilina.ui.hint.ask")
        return None

    def handle_event(self, ev) -> bool:
        if ev.type == pygame.MOUSEWHEEL and self.view is not None:
            rec = self.L.get("record")
            if rec is not None and rec.collidepoint(self.mouse):
                self.rec_scroll = max(0, self.rec_scroll + ev.y * self.px(40))
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 3 and self.rect.collidepoint(ev.pos):
            spot = self.hotspot_at(ev.pos)
            if spot is not None and isinstance(spot.key, tuple) and spot.key[0] == "total":
                self._step_total(spot.key, -1)
                return True
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (4, 5):
            return False
        if ev.type == pygame.KEYDOWN and self.view is not None:
            if ev.key == pygame.K_ESCAPE and self.dialog == "accuse" and self._spot(("cancel",)) is not None:
                self._close_dialog()
                return True
            if ev.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.acting and not self.anim.busy():
                spot = self._spot(("accuse_go",)) if self.dialog == "accuse" else self._spot(("ask_go",))
                if spot is not None:
                    return self.click(spot)
            return False
        return super().handle_event(ev)

    def update(self, dt: float) -> None:
        super().update(dt)
        if any(f.done for f in self.fx):
            self.fx = [f for f in self.fx if not f.done]

    def busy(self) -> bool:
        return self.anim.busy()

    # ===== layout and hotspots =================================================================
    def rebuild(self) -> None:
        self.hotspots = []
        R = self.rect
        if R.w <= 0 or R.h <= 0:
            return
        self.u = u = max(0.62, min(1.7, min(R.w / 1280, R.h / 720)))
        m = self.px(10)
        pw = int(max(330 * min(1.0, u), min(R.w * 0.39, 600 * u)))
        right = pygame.Rect(R.right - pw - m, R.y + m, pw, R.h - 2 * m)
        left = pygame.Rect(R.x + m, R.y + m, right.x - R.x - 2 * m, R.h - 2 * m)
        L: dict[str, Any] = {"right": right, "left": left}
        th = int(left.h * 0.25)
        hh = int(left.h * (0.29 if self.viewer is not None else 0.1))
        table = pygame.Rect(left.x, left.y, left.w, th)
        hand = pygame.Rect(left.x, left.bottom - hh, left.w, hh)
        centre = pygame.Rect(left.x, table.bottom + m, left.w, hand.y - table.bottom - 2 * m)
        L.update(table=table, hand=hand, centre=centre)
        # the centre: the conspirator pile at the left, the dialog / latest answer at the right
        pile_w = int(centre.w * 0.30)
        L["pile"] = pygame.Rect(centre.x, centre.y, pile_w, centre.h)
        L["info"] = pygame.Rect(centre.x + pile_w + m, centre.y, centre.w - pile_w - m, centre.h)
        # the plaques of the other players
        plaques: dict[int, pygame.Rect] = {}
        if self.view is not None:
            seats = self.others()
            n = len(seats)
            gap = self.px(10)
            w = min(int((table.w - gap * (n - 1)) / max(1, n)), self.px(250))
            x0 = table.centerx - (w * n + gap * (n - 1)) // 2
            for i, s in enumerate(seats):
                plaques[s] = pygame.Rect(x0 + i * (w + gap), table.y, w, table.h)
        L["plaques"] = plaques
        # the hand
        own_w = int(min(hand.w * 0.2, self.px(170)))
        L["own"] = pygame.Rect(hand.x, hand.y, own_w, hand.h)
        L["hand_cards"] = pygame.Rect(hand.x + own_w + m, hand.y, hand.w - own_w - m, hand.h)
        # right: the notes sheet above, the record below (the record alone in the public view)
        if self.view is not None and self.viewer is not None:
            nh = int(right.h * 0.64)
            L["notes"] = pygame.Rect(right.x, right.y, right.w, nh)
            L["record"] = pygame.Rect(right.x, right.y + nh + m, right.w, right.h - nh - m)
        else:
            L["notes"] = None
            L["record"] = pygame.Rect(right)
        self.L = L
        if self.view is None:
            return
        v = self.view
        self._legal = list(v.legal_actions(self.viewer)) if (self.acting and self.viewer is not None) else []
        self._build_hand()
        if self.dialog == "accuse" and self._can_accuse():
            self._build_accuse()
        else:
            if self.dialog == "accuse":
                self.dialog = None
            self._build_question()
        self._build_notes()

    # ----- hand ---------------------------------------------------------------------------
    def hand_rects(self, cards: Sequence[int]) -> list[pygame.Rect]:
        """Where each card of the viewer's hand lies."""
        area = pygame.Rect(self.L["hand_cards"]).inflate(-self.px(8), -self.px(22))
        n = len(cards)
        if n == 0:
            return []
        gap = self.px(8)
        h = area.h
        w = int(h * 0.66)
        fit_w = int((area.w - gap * (n - 1)) / n)
        if fit_w < w:
            w = max(fit_w, int(h * 0.66 * 0.62))
            h = min(area.h, int(w / 0.66))
        step = w + gap
        if n > 1 and w + step * (n - 1) > area.w:
            step = max(self.px(12), (area.w - w) // (n - 1))
            if w + step * (n - 1) > area.w:
                w = max(self.px(24), area.w - step * (n - 1))
                h = int(w / 0.66)
        total = w + step * (n - 1)
        x0 = area.centerx - total // 2
        y = area.bottom - h
        return [pygame.Rect(x0 + i * step, y, w, h) for i in range(n)]

    def _build_hand(self) -> None:
        v = self.view
        if self.viewer is None:
            return
        cards = v.hands[self.viewer] or ()
        rects = self.hand_rects(cards)
        gives = {a.card: a for a in self._legal if isinstance(a, Give)}
        for i, (c, r) in enumerate(zip(cards, rects)):
            nxt = rects[i + 1] if i + 1 < len(rects) else None
            hit = pygame.Rect(r.x, r.y - self.px(16), (nxt.x - r.x) if nxt else r.w, r.h + self.px(16))
            if c in gives:
                self.add_hotspot(hit, gives[c], self.viewer, key=("give", c), radius=8)

    # ----- the question dialog ---------------------------------------------------------------
    def _asks(self) -> list[Ask]:
        return [a for a in self._legal if isinstance(a, Ask)]

    def _can_accuse(self) -> bool:
        return any(isinstance(a, (Accuse, AccuseCard, EndTurn)) for a in self._legal)

    def _question_layout(self) -> dict:
        r = pygame.Rect(self.L["info"])
        pad = self.px(12)
        inner = r.inflate(-2 * pad, -2 * pad)
        rows = 5
        rh = inner.h / rows
        lab_w = int(min(inner.w * 0.2, self.px(110)))
        out = {"panel": r, "title": pygame.Rect(inner.x, inner.y, inner.w, int(rh * 0.9))}
        for i, name in enumerate(("whom", "colour", "value")):
            out[name] = pygame.Rect(inner.x + lab_w, int(inner.y + rh * (i + 1)), inner.w - lab_w, int(rh * 0.82))
            out[name + "_label"] = pygame.Rect(inner.x, int(inner.y + rh * (i + 1)), lab_w - self.px(6),
                                               int(rh * 0.82))
        by = int(inner.y + rh * 4)
        bw = inner.w
        accuse_w = int(bw * 0.3)
        out["go"] = pygame.Rect(inner.x, by, bw - accuse_w - self.px(10), int(rh * 0.9))
        out["accuse"] = pygame.Rect(inner.right - accuse_w, by, accuse_w, int(rh * 0.9))
        return out

    @staticmethod
    def _row(rect: pygame.Rect, n: int, gap: int) -> list[pygame.Rect]:
        w = (rect.w - gap * (n - 1)) / max(1, n)
        return [pygame.Rect(int(rect.x + i * (w + gap)), rect.y, int(w), rect.h) for i in range(n)]

    def _question_targets(self) -> list[int]:
        return [-1] + self.others()

    def _selected_ask(self) -> Ask | None:
        if self.sel_target is None or self.sel_kind is None or self.sel_attr is None:
            return None
        a = Ask(self.sel_target, self.sel_kind, self.sel_attr)
        return a if a in self._asks() else None

    def _build_question(self) -> None:
        v = self.view
        if not (self.acting and v.phase == "ask" and self._asks()):
            return
        Q = self._question_layout()
        self.L["question"] = Q
        asks = self._asks()
        gap = self.px(6)
        targets = self._question_targets()
        for t, r in zip(targets, self._row(Q["whom"], len(targets), gap)):
            ok = any(a.target == t and (self.sel_kind is None or (a.kind, a.attr) == (self.sel_kind, self.sel_attr))
                     for a in asks)
            self.add_hotspot(r, on_click=lambda t=t: self._pick_target(t), key=("ask_target", t), glow=False,
                             enabled=ok)
        for c, r in enumerate(self._row(Q["colour"], 5, gap)):
            ok = any(a.kind == "colour" and a.attr == c and (self.sel_target is None or a.target == self.sel_target)
                     for a in asks)
            self.add_hotspot(r, on_click=lambda c=c: self._pick_attr("colour", c), key=("ask_colour", c),
                             glow=False, enabled=ok)
        for i, r in enumerate(self._row(Q["value"], 6, gap)):
            val = i + 1
            ok = any(a.kind == "value" and a.attr == val and (self.sel_target is None or a.target == self.sel_target)
                     for a in asks)
            self.add_hotspot(r, on_click=lambda val=val: self._pick_attr("value", val), key=("ask_value", val),
                             glow=False, enabled=ok)
        chosen = self._selected_ask()
        if chosen is not None:
            self.add_hotspot(Q["go"], chosen, self.viewer, key=("ask_go",), radius=10)
        if self._can_accuse():
            self.add_hotspot(Q["accuse"], on_click=self._open_accuse, key=("accuse_open",), glow=False)

    def _pick_target(self, t: int) -> None:
        self.sfx.play("click")
        self.sel_target = t
        if self.sel_kind is not None and Ask(t, self.sel_kind, self.sel_attr) not in self._asks():
            self.sel_kind = self.sel_attr = None
        self.rebuild()

    def _pick_attr(self, kind: str, attr: int) -> None:
        self.sfx.play("click")
        self.sel_kind, self.sel_attr = kind, attr
        if self.sel_target is not None and Ask(self.sel_target, kind, attr) not in self._asks():
            self.sel_target = None
        self.rebuild()

    def _open_accuse(self) -> None:
        self.sfx.play("click")
        self.dialog = "accuse"
        self.rebuild()

    def _close_dialog(self) -> None:
        self.sfx.play("click")
        self.dialog = None
        self.sel_sum = self.sel_card = None
        self.rebuild()

    # ----- the accusation dialog --------------------------------------------------------------
    def _accuse_layout(self) -> dict:
        left = pygame.Rect(self.L["left"])
        w = int(min(left.w * 0.92, self.px(720)))
        h = int(min(left.h * 0.86, self.px(520)))
        box = pygame.Rect(0, 0, w, h)
        box.center = left.center
        pad = self.px(16)
        inner = box.inflate(-2 * pad, -2 * pad)
        title = pygame.Rect(inner.x, inner.y, inner.w, self.px(34))
        sub = pygame.Rect(inner.x, title.bottom, inner.w, self.px(44))
        bh = self.px(44)
        buttons = pygame.Rect(inner.x, inner.bottom - bh, inner.w, bh)
        grid = pygame.Rect(inner.x, sub.bottom + self.px(6), inner.w, buttons.y - sub.bottom - self.px(16))
        return {"box": box, "title": title, "sub": sub, "grid": grid, "buttons": buttons}

    def _sum_cells(self, grid: pygame.Rect) -> list[tuple[int, pygame.Rect]]:
        lo, hi = sum_range(self.view.n_conspirators)
        nums = list(range(lo, hi + 1))
        cols = 10
        rows = (len(nums) + cols - 1) // cols
        gap = self.px(6)
        cw = (grid.w - gap * (cols - 1)) / cols
        ch = min(self.px(54), (grid.h - gap * (rows - 1)) / rows)
        y0 = grid.y + self.px(8)
        return [(n, pygame.Rect(int(grid.x + (i % cols) * (cw + gap)), int(y0 + (i // cols) * (ch + gap)),
                                int(cw), int(ch))) for i, n in enumerate(nums)]

    def _card_cells(self, grid: pygame.Rect) -> list[tuple[int, pygame.Rect]]:
        gap = self.px(6)
        ch = (grid.h - gap * 4) / 5
        cw = min((grid.w - gap * 5) / 6, ch * 0.7)
        ch = cw / 0.7
        x0 = grid.centerx - (cw * 6 + gap * 5) / 2
        y0 = grid.y + (grid.h - (ch * 5 + gap * 4)) / 2
        return [(c * 6 + v, pygame.Rect(int(x0 + v * (cw + gap)), int(y0 + c * (ch + gap)), int(cw), int(ch)))
                for c in range(5) for v in range(6)]

    def _build_accuse(self) -> None:
        A = self._accuse_layout()
        self.L["accuse"] = A
        v = self.view
        legal = self._legal
        b1, b2 = self._row(A["buttons"], 2, self.px(16))
        A["confirm"], A["cancel"] = b1, b2
        if not v.individual:
            sums = {a.total for a in legal if isinstance(a, Accuse)}
            for n, r in self._sum_cells(A["grid"]):
                self.add_hotspot(r, on_click=lambda n=n: self._pick_sum(n), key=("sum", n), glow=False,
                                 enabled=n in sums)
            if self.sel_sum is not None and Accuse(self.sel_sum) in legal:
                self.add_hotspot(b1, Accuse(self.sel_sum), self.viewer, key=("accuse_go",))
        else:
            cards = {a.card for a in legal if isinstance(a, AccuseCard)}
            for c, r in self._card_cells(A["grid"]):
                self.add_hotspot(r, on_click=lambda c=c: self._pick_card(c), key=("acc_card", c), glow=False,
                                 enabled=c in cards)
            if self.sel_card is not None and AccuseCard(self.sel_card) in legal:
                self.add_hotspot(b1, AccuseCard(self.sel_card), self.viewer, key=("accuse_go",))
        if EndTurn() in legal:
            self.add_hotspot(b2, EndTurn(), self.viewer, key=("end_turn",), glow=False)
        else:
            self.add_hotspot(b2, on_click=self._close_dialog, key=("cancel",), glow=False)

    def _pick_sum(self, n: int) -> None:
        self.sfx.play("click")
        self.sel_sum = n
        self.rebuild()

    def _pick_card(self, c: int) -> None:
        self.sfx.play("click")
        self.sel_card = c
        self.rebuild()

    # ----- notes sheet ----------------------------------------------------------------------------
    def _notes_layout(self) -> dict | None:
        N = self.L.get("notes")
        if N is None:
            return None
        pad = self.px(10)
        inner = pygame.Rect(N).inflate(-2 * pad, -2 * pad)
        head = pygame.Rect(inner.x, inner.y, inner.w, self.px(30))
        foot_h = self.px(40)
        foot = pygame.Rect(inner.x, inner.bottom - foot_h, inner.w, foot_h)
        grid = pygame.Rect(inner.x, head.bottom + self.px(4), inner.w, foot.y - head.bottom - self.px(8))
        lw = int(min(grid.w * 0.11, self.px(50)))
        cw = (grid.w - lw) / 7
        hh = int(min(self.px(24), grid.h * 0.1))
        ch = (grid.h - hh) / 6
        cells: dict[tuple, pygame.Rect] = {}
        for row in range(6):          # 5 colours, then the totals row
            for col in range(7):      # 6 values, then the totals column
                cells[(row, col)] = pygame.Rect(int(grid.x + lw + col * cw), int(grid.y + hh + row * ch),
                                                int(cw) + 1, int(ch) + 1)
        heads = {col: pygame.Rect(int(grid.x + lw + col * cw), grid.y, int(cw), hh) for col in range(7)}
        labels = {row: pygame.Rect(grid.x, int(grid.y + hh + row * ch), lw, int(ch)) for row in range(6)}
        bw = int(min(head.w * 0.55, self.px(270)))
        assist = pygame.Rect(head.right - bw, head.y, bw, head.h)
        return {"panel": N, "head": head, "grid": grid, "foot": foot, "cells": cells, "heads": heads,
                "labels": labels, "assist": assist}

    def slot_rects(self, cell: pygame.Rect, k: int, total: bool = False) -> list[pygame.Rect]:
        """The small mark boxes of a notes cell, one per location."""
        inner = cell.inflate(-self.px(6), -self.px(6))
        best = None
        for rows in range(1, k + 1):
            cols = (k + rows - 1) // rows
            size = min(inner.w / cols, inner.h / rows)
            if best is None or size > best[0] + 0.01:
                best = (size, rows, cols)
        _, rows, cols = best
        s = int(min(inner.w / cols, inner.h / rows)) - self.px(2)
        s = max(6, s)
        gap_x = (inner.w - cols * s) / (cols + 1)
        gap_y = (inner.h - rows * s) / (rows + 1)
        out = []
        for i in range(k):
            r, c = divmod(i, cols)
            n_in_row = cols if r < rows - 1 else k - cols * (rows - 1)
            shift = (cols - n_in_row) * (s + gap_x) / 2
            out.append(pygame.Rect(int(inner.x + gap_x + c * (s + gap_x) + shift),
                                   int(inner.y + gap_y + r * (s + gap_y)), s, s))
        return out

    def _build_notes(self) -> None:
        NL = self._notes_layout()
        self.L["notes_layout"] = NL
        if NL is None:
            return
        own = set(self.view.hands[self.viewer] or ())
        locs = self.note_locs()
        self.add_hotspot(NL["assist"], on_click=self._toggle_assist, key=("assist",), glow=False)
        for (row, col), cell in NL["cells"].items():
            if row < 5 and col < 6:
                card = row * 6 + col
                if card in own:
                    continue
                for loc, r in zip(locs, self.slot_rects(cell, len(locs))):
                    self.add_hotspot(r, on_click=lambda card=card, loc=loc: self._cycle(card, loc),
                                     key=("mark", card, loc), glow=False)
            elif (row, col) != (5, 6):
                line, idx = ("col", row) if col == 6 else ("val", col + 1)
                for loc, r in zip(locs, self.slot_rects(cell, len(locs))):
                    self.add_hotspot(r, on_click=lambda k=("total", line, idx, loc): self._step_total(k, +1),
                                     key=("total", line, idx, loc), glow=False)

    def _cycle(self, card: int, loc: str) -> None:
        notes = self.notes()
        if notes is None:
            return
        notes.cycle(card, loc)
        self._notes_ver += 1
        self.sfx.play("click")
        self.save_notes()

    def _step_total(self, key: tuple, delta: int) -> None:
        notes = self.notes()
        if notes is None:
            return
        _, line, idx, loc = key
        most = 6 if line == "col" else 5
        if loc != CONSP:
            most = min(most, self.view.hand_sizes[int(loc)])
        else:
            most = min(most, self.view.n_conspirators)
        notes.step_total(line, idx, loc, delta, most)
        self._notes_ver += 1
        self.sfx.play("click")
        self.save_notes()

    def _toggle_assist(self) -> None:
        notes = self.notes()
        if notes is None:
            return
        notes.assist = not notes.assist
        self._notes_ver += 1
        self.sfx.play("click")
        self.save_notes()

    # ===== events -> animations ====================================================================
    def on_events(self, seat, action, events, before, after) -> None:
        if self.view is None and after is None:
            return
        if not self.L:
            self.rebuild()
        v_before = before if before is not None else self.view
        shown = {ev.giver: ev for ev in events if isinstance(ev, Shown)}
        slot = 0
        k = 0
        bw, bh = self.px(62), self.px(92)
        q_turn = after.history[-1].turn if (after is not None and after.history) else None
        tkey = ("shown_turn", q_turn)
        info = pygame.Rect(self.L["info"])
        n_answers = sum(1 for ev in events if isinstance(ev, Answered))
        played_any = False
        for ev in events:
            if isinstance(ev, Answered):
                delay = 0.35 * k
                k += 1
                anchor = self.seat_anchor(ev.giver)
                if ev.count == 0:
                    self.add_fx(Bubble(anchor, self.tr("catilina.ui.none_said"), self.font(self.px(16), True),
                                       delay=delay, duration=1.3))
                    continue
                self.add_fx(Bubble(anchor, self.tr("catilina.ui.count_cards", count=ev.count),
                                   self.font(self.px(16), True), delay=delay, duration=1.3 + 0.9))
                sh = shown.get(ev.giver)
                cards = list(sh.cards) if sh is not None else [None] * ev.count
                dest_anchor = self.seat_anchor(ev.asker)
                # inspection slots in the middle of the info area
                for j, c in enumerate(cards):
                    tgt = self._inspect_rect(slot, max(n_answers, len(cards)), info, bw, bh)
                    slot += 1
                    back = self.back_img(bw, bh)
                    face = self.card_img(c, bw, bh) if c is not None else None
                    if self.viewer is not None and ev.giver == self.viewer and c is not None:
                        hand = list(v_before.hands[self.viewer] or ()) if v_before is not None else []
                        rects = self.hand_rects(hand)
                        start = rects[hand.index(c)] if c in hand else self.L["hand_cards"]
                        start = pygame.Rect(start)
                        tgt2 = pygame.Rect(0, 0, bw, bh)
                        tgt2.center = dest_anchor.center
                        end = None if ev.kept else start
                        self.add_fx(CardTrip(start, tgt2, end, back, face, delay=delay + 0.12 * j,
                                             flip_in=False, flip_out=False, hold=0.5,
                                             keys=[("hand", c), tkey]))
                    else:
                        src = pygame.Rect(0, 0, bw, bh)
                        src.center = anchor.center
                        if ev.asker == self.viewer and ev.kept and c is not None:
                            hand = list(self.view.hands[self.viewer] or ()) if self.view is not None else []
                            rects = self.hand_rects(hand)
                            end = pygame.Rect(rects[hand.index(c)]) if c in hand else None
                            self.add_fx(CardTrip(src, tgt, end, back, face, delay=delay + 0.12 * j,
                                                 hold=1.1, flip_out=False, keys=[("hand", c), tkey]))
                        else:
                            back_to = None if ev.kept else src
                            if ev.kept:
                                d = pygame.Rect(0, 0, bw, bh)
                                d.center = dest_anchor.center
                                back_to = d
                            self.add_fx(CardTrip(src, tgt, back_to, back, face, delay=delay + 0.12 * j,
                                                 hold=1.1 if face is not None else 0.5, keys=[tkey]))
                if ev.kept:
                    # the keep variant: the counts change hands
                    f = self.font(self.px(17), True)
                    self.add_fx(Bubble(self.seat_anchor(ev.giver).move(0, self.px(30)), f"−{ev.count}", f,
                                       colour=D.ROMAN["red"], delay=delay + 1.2, duration=1.0, blocking=False))
                    self.add_fx(Bubble(dest_anchor.move(0, self.px(30)), f"+{ev.count}", f, colour=D.ROMAN["olive"],
                                       delay=delay + 1.5, duration=1.0, blocking=False))
                if not played_any:
                    self.sfx.play("slide")
                    played_any = True
                if sh is not None and self.viewer == ev.asker:
                    self.anim.after(0.45 + delay, lambda: self.sfx.play("flip"))
            elif isinstance(ev, Committed):
                if not ev.auto and ev.seat != self.viewer:
                    self.add_fx(Bubble(self.seat_anchor(ev.seat), "✓", self.font(self.px(18), True),
                                       duration=0.8, blocking=False))
                self.sfx.play("place")
            elif isinstance(ev, Judged):
                fill = D.ROMAN["olive"] if ev.correct else D.ROMAN["red"]
                self.add_fx(Banner(self.L["left"].inflate(-self.px(60), 0), [self.host.render(ev.msg())],
                                   self.font(self.px(24), True), D.ROMAN["white"], fill, duration=2.2,
                                   delay=0.1))
                self.sfx.play("win" if ev.correct else "refuse")
                if not ev.correct:
                    self.add_fx(Ring(self.seat_anchor(ev.seat), D.ROMAN["red"], count=2))
            elif isinstance(ev, Revealed):
                rects = self.pile_rects(len(ev.cards))
                backs = [self.back_img(r.w, r.h) for r in rects]
                faces = [self.card_img(c, r.w, r.h) for c, r in zip(ev.cards, rects)]
                self.add_fx(Flip(rects, backs, faces, delay=2.3 if any(isinstance(e, Judged) for e in events)
                                 else 0.3, keys=[("pile", i) for i in range(len(rects))]))
                self.anim.after(0.3, lambda: self.sfx.play("flip"))
            elif isinstance(ev, TurnBegins):
                self.add_fx(Ring(self.seat_anchor(ev.seat), D.ROMAN["gold_light"], count=2,
                                 delay=0.35 * k))
        if not events:
            self.sfx.play("place")

    def _inspect_rect(self, i: int, n: int, info: pygame.Rect, w: int, h: int) -> pygame.Rect:
        gap = self.px(10)
        per_row = max(1, min(n, (info.w - gap) // (w + gap)))
        total = per_row * w + (per_row - 1) * gap
        row, col = divmod(i, per_row)
        r = pygame.Rect(0, 0, w, h)
        r.topleft = (info.centerx - total // 2 + col * (w + gap), info.centery - h // 2 + row * (h // 3))
        return r

    # ===== drawing ===================================================================================
    def draw_board(self, surface) -> None:
        if self.view is None or not self.L:
            return
        self._draw_table(surface)
        self._draw_pile(surface)
        self._draw_info(surface)
        self._draw_hand(surface)
        self._draw_notes(surface)
        self._draw_record(surface)
        for f in sorted((f for f in self.fx if f.started and not f.done), key=lambda f: f.layer):
            if f.layer < 5:
                f.paint(surface)
        if self.dialog == "accuse" and "accuse" in self.L:
            self._draw_accuse(surface)
        for f in sorted((f for f in self.fx if f.started and not f.done), key=lambda f: f.layer):
            if f.layer >= 5:
                f.paint(surface)

    # ----- the table --------------------------------------------------------------------------
    def _draw_table(self, surface) -> None:
        for s, r in self.L["plaques"].items():
            self._draw_plaque(surface, s, r)

    def _seat_badge(self, surface, seat: int, centre, radius: int) -> None:
        col = self.colour(seat)
        img = D.token(radius, col, self.symbol(seat))
        surface.blit(img, img.get_rect(center=centre))

    def _draw_plaque(self, surface, s: int, r: pygame.Rect) -> None:
        v = self.view
        asking = v.phase != "over" and v.turn == s
        fill = D.lighten(PAPER, 0.25) if asking else PAPER
        border = D.ROMAN["gold"] if asking else D.ROMAN["gold_dark"]
        self.panel(surface, r, fill=fill, border=border, radius=self.px(12), border_width=3 if asking else 2)
        col = self.colour(s)
        band = pygame.Rect(r.x + 3, r.y + 3, r.w - 6, self.px(8))
        pygame.draw.rect(surface, col, band, border_top_left_radius=self.px(10), border_top_right_radius=self.px(10))
        pad = self.px(10)
        rad = self.px(13)
        self._seat_badge(surface, s, (r.x + pad + rad, r.y + self.px(16) + rad), rad)
        name_r = pygame.Rect(r.x + pad + 2 * rad + self.px(8), r.y + self.px(15), r.w - 3 * pad - 2 * rad,
                             2 * rad + 2)
        self.blit_fit(surface, self.seat_name(s), name_r, self.px(18), True)
        # card backs and the count
        n = v.hand_sizes[s]
        area = pygame.Rect(r.x + pad, name_r.bottom + self.px(8), r.w - 2 * pad, r.bottom - name_r.bottom - self.px(40))
        seen_any = self.viewer is not None and not v.keep_cards and any(sh.giver == s and sh.asker == self.viewer for sh in v.shown)
        bh = max(self.px(20), min(int(area.h * (0.56 if seen_any else 1.0)), self.px(64)))
        bw = int(bh * 0.68)
        if n:
            step = min(bw * 0.45, (area.w - bw - self.px(40)) / max(1, n - 1)) if n > 1 else 0
            step = max(2, step)
            x0 = area.x
            back = self.back_img(bw, bh)
            for i in range(n):
                surface.blit(back, (int(x0 + i * step), area.y))
            cx = int(x0 + (n - 1) * step + bw + self.px(20))
        else:
            cx = area.x + self.px(20)
        cnt = self.text(str(n), self.px(22), True, INK)
        badge = pygame.Rect(0, 0, max(cnt.get_width() + self.px(12), self.px(32)), self.px(30))
        badge.midleft = (min(cx - self.px(14), area.right - badge.w), area.y + bh // 2)
        pygame.draw.rect(surface, D.ROMAN["white"], badge, border_radius=badge.h // 2)
        pygame.draw.rect(surface, D.ROMAN["gold_dark"], badge, 2, border_radius=badge.h // 2)
        surface.blit(cnt, cnt.get_rect(center=badge.center))
        # status line at the foot
        foot = pygame.Rect(r.x + pad, r.bottom - self.px(30), r.w - 2 * pad, self.px(24))
        # the cards this player has shown to the viewer (what the viewer knows of that hand)
        if self.viewer is not None and self.viewer != s and not v.keep_cards:
            # (in the keep variant the cards shown moved to the viewer's own hand)
            seen = sorted({c for sh in v.shown if sh.giver == s and sh.asker == self.viewer for c in sh.cards})
            top = area.y + bh + self.px(6)
            mh = min(foot.y - top - self.px(2), self.px(44))
            if seen and mh >= self.px(18):
                mw = int(mh * 0.68)
                lab = self.text(self.tr("catilina.ui.seen"), self.px(12), False, D.ROMAN["bronze"])
                surface.blit(lab, lab.get_rect(midleft=(area.x, top + mh // 2)))
                x = area.x + lab.get_width() + self.px(6)
                step = min(mw + self.px(3), (area.right - x - mw) / max(1, len(seen) - 1)) if len(seen) > 1 else 0
                for i, c in enumerate(seen):
                    surface.blit(self.card_img(c, mw, mh), (int(x + i * step), top))
        status, colour = self._plaque_status(s)
        if status:
            self.blit_fit(surface, status, foot, self.px(14), True, colour)
        if v.out[s]:
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (90, 80, 70, 110), veil.get_rect(), border_radius=self.px(12))
            surface.blit(veil, r)
            stamp = D.text_surface(self.tr("catilina.ui.out"), self.font(self.px(22), True), D.ROMAN["red"],
                                   outline=D.ROMAN["white"], outline_px=2)
            stamp = pygame.transform.rotozoom(stamp, 12, 1.0)
            surface.blit(stamp, stamp.get_rect(center=(r.centerx, r.centery + self.px(6))))

    def _plaque_status(self, s: int) -> tuple[str, tuple]:
        v = self.view
        if v.phase == "over":
            res = v.result
            if res is not None and s in res.winners:
                return self.tr("catilina.ui.winner"), D.ROMAN["olive"]
            return "", INK
        if v.out[s]:
            return self.tr("catilina.ui.out_long"), D.ROMAN["red"]
        if v.phase == "give" and v.question is not None:
            if s == v.question[0]:
                return self.tr("catilina.ui.asking"), D.ROMAN["terracotta_dark"]
            if s in v.givers:
                if v.pending[s] is None:
                    return self.tr("catilina.ui.choosing"), D.ROMAN["bronze"]
                return self.tr("catilina.ui.chosen"), D.ROMAN["olive"]
            return self.tr("catilina.ui.none_said"), D.ROMAN["vein"]
        if v.turn == s:
            return self.tr("catilina.ui.asking"), D.ROMAN["terracotta_dark"]
        return "", INK

    # ----- the conspirator pile ---------------------------------------------------------------------
    def pile_rects(self, n: int) -> list[pygame.Rect]:
        """The conspirator cards: in one to three rows, as large as fits without overlap."""
        P = pygame.Rect(self.L["pile"]).inflate(-self.px(16), -self.px(12))
        top = P.y + self.px(32)
        avail = pygame.Rect(P.x, top, P.w, P.bottom - top - self.px(30))
        gap = self.px(5)
        best = None
        for rows in (1, 2, 3):
            per_row = (n + rows - 1) // rows
            h = min((avail.h - gap * (rows - 1)) / rows, self.px(110))
            w = h * 0.68
            if w * per_row + gap * (per_row - 1) > avail.w:
                w = (avail.w - gap * (per_row - 1)) / per_row
                h = w / 0.68
            if best is None or h > best[0] + 0.5:
                best = (h, w, rows, per_row)
        h, w, rows, per_row = best
        h, w = int(h), int(w)
        out = []
        y0 = avail.y + (avail.h - (h * rows + gap * (rows - 1))) / 2
        for i in range(n):
            row, col = divmod(i, per_row)
            in_row = min(per_row, n - row * per_row)
            total = w * in_row + gap * (in_row - 1)
            x = avail.centerx - total / 2 + col * (w + gap)
            out.append(pygame.Rect(int(x), int(y0 + row * (h + gap)), w, h))
        return out

    def _draw_pile(self, surface) -> None:
        v = self.view
        P = self.L["pile"]
        self.panel(surface, P, fill=D.mix(D.ROMAN["red_dark"], PAPER, 0.78), border=D.ROMAN["red"],
                radius=self.px(12))
        self.blit_fit(surface, self.tr("catilina.loc.conspirator"),
                      pygame.Rect(P.x + self.px(10), P.y + self.px(8), P.w - self.px(20), self.px(24)),
                      self.px(17), True, D.ROMAN["red_dark"], anchor="midtop")
        n = v.n_conspirators
        rects = self.pile_rects(n)
        face_up = v.conspirators is not None
        for i, r in enumerate(rects):
            if self.hides(("pile", i)):
                continue
            if face_up and i < len(v.conspirators):
                surface.blit(self.card_img(v.conspirators[i], r.w, r.h), r)
            else:
                surface.blit(self.back_img(r.w, r.h), r)
        foot = pygame.Rect(P.x + self.px(8), P.bottom - self.px(30), P.w - self.px(16), self.px(24))
        if face_up and not v.individual and not any(self.hides(("pile", i)) for i in range(n)):
            total = sum(value_of(c) for c in v.conspirators)
            self.blit_fit(surface, self.tr("catilina.ui.pile_sum", total=total), foot, self.px(17), True,
                          D.ROMAN["red_dark"], anchor="midtop")
        else:
            key = "catilina.ui.pile_open" if face_up else "catilina.ui.pile_count"
            self.blit_fit(surface, self.tr(key, count=n), foot, self.px(14), False,
                          D.ROMAN["red_dark"], anchor="midtop")

    # ----- the info area: question dialog, current question, latest answer, result --------------------
    def _draw_info(self, surface) -> None:
        v = self.view
        I = self.L["info"]
        if "question" in self.L and self.L.get("question") and self.acting and v.phase == "ask" \
                and self.dialog is None:
            self._draw_question(surface)
            return
        self.panel(surface, I, fill=PAPER, radius=self.px(12))
        pad = self.px(12)
        inner = I.inflate(-2 * pad, -2 * pad)
        if v.phase == "over":
            self._draw_result(surface, inner)
            return
        if v.phase == "give" and v.question is not None:
            asker, kind, attr = v.question
            head = self.msg("catilina.ui.now_all", seat=asker, what=ui_what(kind, attr))
            h = self.wrap(surface, head, pygame.Rect(inner.x, inner.y, inner.w, self.px(52)), self.px(18), True)
            y = inner.y + h + self.px(8)
            if self.acting and self.viewer in v.givers:
                y += self.wrap(surface, self.tr("catilina.ui.give_help"),
                               pygame.Rect(inner.x, inner.y + h + self.px(6), inner.w, self.px(48)), self.px(16), True,
                               D.ROMAN["terracotta_dark"]) + self.px(8)
            if True:
                for s in range(v.n_seats):
                    if s == asker or s == self.viewer or y + self.px(22) > inner.bottom:
                        continue
                    status, colour = self._plaque_status(s)
                    self._seat_badge(surface, s, (inner.x + self.px(10), y + self.px(11)), self.px(9))
                    self.blit_fit(surface, f"{self.seat_name(s)} — {status}",
                                  pygame.Rect(inner.x + self.px(26), y, inner.w - self.px(26), self.px(22)),
                                  self.px(15), False, colour)
                    y += self.px(24)
            return
        if v.phase == "accusing":
            self.wrap(surface, self.host.render(v.prompt(self.viewer if self.viewer is not None else v.turn)),
                      inner, self.px(18), True)
            return
        # waiting: who asks now, then the latest question and its answer
        who = self.msg("catilina.ui.turn_of", seat=v.turn)
        self.blit_fit(surface, who, pygame.Rect(inner.x, inner.y, inner.w, self.px(26)), self.px(19), True,
                      D.ROMAN["terracotta_dark"], anchor="topleft")
        if v.history:
            box = pygame.Rect(inner.x, inner.y + self.px(34), inner.w, inner.h - self.px(34))
            self.blit_fit(surface, self.tr("catilina.ui.latest"), pygame.Rect(box.x, box.y, box.w, self.px(20)),
                          self.px(14), False, D.ROMAN["bronze"], anchor="topleft")
            eh = min(box.h - self.px(22), self.px(112))
            self._draw_question_entry(surface, v.history[-1], pygame.Rect(box.x, box.y + self.px(22), box.w, eh),
                                      big=True)
        else:
            self.wrap(surface, self.tr("catilina.ui.first_help"),
                      pygame.Rect(inner.x, inner.y + self.px(36), inner.w, inner.h - self.px(36)), self.px(16))

    def _draw_result(self, surface, inner: pygame.Rect) -> None:
        v = self.view
        res = v.result
        self.blit_fit(surface, self.tr("catilina.ui.game_over"), pygame.Rect(inner.x, inner.y, inner.w, self.px(30)),
                      self.px(24), True, D.ROMAN["red_dark"], anchor="midtop")
        if res is not None:
            self.wrap(surface, self.host.render(res.reason),
                      pygame.Rect(inner.x, inner.y + self.px(40), inner.w, self.px(60)), self.px(18), True,
                      align="center")
        y = inner.y + self.px(106)
        if not v.individual:
            for s in range(v.n_seats):
                if y + self.px(24) > inner.bottom:
                    break
                status, colour = self._plaque_status(s)
                if not status:
                    status, colour = (self.tr("catilina.ui.out_short"), D.ROMAN["red"]) if v.out[s] else ("", INK)
                self._seat_badge(surface, s, (inner.x + self.px(40), y + self.px(11)), self.px(9))
                self.blit_fit(surface, self.seat_name(s), pygame.Rect(inner.x + self.px(56), y, inner.w // 2 - self.px(60),
                                                                      self.px(22)), self.px(16), True)
                if status:
                    self.blit_fit(surface, status, pygame.Rect(inner.centerx, y, inner.w // 2, self.px(22)), self.px(16),
                                  True, colour)
                y += self.px(26)
        if v.individual and v.accused:
            consp = set(v.conspirators or ())
            rows = (len(v.accused) + 1) // 2
            lh = min(self.px(24), max(self.px(14), (inner.bottom - y) // max(1, rows)))
            col_w = inner.w // 2
            for i, a in enumerate(v.accused):
                col, row = divmod(i, rows)
                ok = a.card in consp
                x0, y0 = inner.x + col * col_w, y + row * lh
                if y0 + lh > inner.bottom + 2:
                    continue
                self._seat_badge(surface, a.seat, (x0 + self.px(8), y0 + lh // 2), self.px(7))
                card = self.host.render(Msg("catilina.card", {"colour": Msg(f"catilina.colour.{colour_of(a.card)}"),
                                                              "value": value_of(a.card)}))
                txt = f"{'✓' if ok else '✗'} {self.seat_name(a.seat)}: {card}"
                self.blit_fit(surface, txt, pygame.Rect(x0 + self.px(20), y0, col_w - self.px(24), lh), self.px(15),
                              True, D.ROMAN["olive"] if ok else D.ROMAN["red"])

    def _chip(self, surface, r: pygame.Rect, label: str, selected: bool, enabled: bool, hover: bool,
              colour=None, symbol: str | None = None, sub: str | None = None) -> None:
        fill = D.ROMAN["gold_light"] if selected else (D.ROMAN["white"] if enabled else D.ROMAN["marble_dark"])
        if hover and enabled and not selected:
            fill = D.lighten(D.ROMAN["gold_light"], 0.55)
        border = D.ROMAN["gold_dark"] if selected else (D.ROMAN["bronze"] if enabled else D.ROMAN["vein"])
        pygame.draw.rect(surface, fill, r, border_radius=self.px(8))
        pygame.draw.rect(surface, border, r, 3 if selected else 1, border_radius=self.px(8))
        ink = INK if enabled else D.ROMAN["vein"]
        x = r.x + self.px(6)
        if colour is not None and not sub:
            sw = min(r.h - self.px(10), self.px(26))
            room = r.w - sw - self.px(16)
            if self.font(self.px(13), selected).size(label)[0] > room and r.h >= self.px(34):
                # too narrow for swatch and name side by side: stack them
                sw = max(8, int(r.h * 0.42))
                sr = pygame.Rect(0, 0, sw, sw)
                sr.midtop = (r.centerx, r.y + self.px(4))
                pygame.draw.rect(surface, colour if enabled else D.mix(colour, D.ROMAN["marble_dark"], 0.6), sr,
                                 border_radius=self.px(4))
                if symbol:
                    self.sym(surface, symbol, sr.center, sw * 0.62, D.ROMAN["white"])
                self.blit_fit(surface, label, pygame.Rect(r.x + self.px(3), sr.bottom, r.w - self.px(6),
                                                          r.bottom - sr.bottom - self.px(2)),
                              self.px(13), selected, ink, anchor="center")
                return
        if colour is not None:
            sw = min(r.h - self.px(10), self.px(26))
            sr = pygame.Rect(x, r.centery - sw // 2, sw, sw)
            pygame.draw.rect(surface, colour if enabled else D.mix(colour, D.ROMAN["marble_dark"], 0.6), sr,
                             border_radius=self.px(5))
            if symbol:
                self.sym(surface, symbol, sr.center, sw * 0.62, D.ROMAN["white"])
            x = sr.right + self.px(4)
        tr = pygame.Rect(x, r.y, r.right - x - self.px(4), r.h)
        if sub:
            top = pygame.Rect(tr.x, r.y + self.px(2), tr.w, r.h // 2)
            self.blit_fit(surface, label, top, self.px(16), True, ink, anchor="center")
            bot = pygame.Rect(tr.x, r.centery, tr.w, r.h // 2 - self.px(2))
            self.blit_fit(surface, sub, bot, self.px(12), False, ink, anchor="center")
        else:
            self.blit_fit(surface, label, tr, self.px(15), selected, ink, anchor="center")

    def _spot(self, key) -> Any:
        for s in self.hotspots:
            if s.key == key:
                return s
        return None

    def _draw_question(self, surface) -> None:
        Q = self.L["question"]
        self.panel(surface, Q["panel"], fill=D.lighten(PAPER, 0.2), border=D.ROMAN["gold"], radius=self.px(12),
                border_width=3)
        self.blit_fit(surface, self.tr("catilina.ui.ask_title"), Q["title"], self.px(20), True,
                      D.ROMAN["red_dark"], anchor="midleft")
        for name in ("whom", "colour", "value"):
            self.blit_fit(surface, self.tr(f"catilina.ui.ask_{name}"), Q[name + "_label"], self.px(15), True,
                          D.ROMAN["bronze"], anchor="midright")
        hover_key = self.hover.key if self.hover is not None else None
        for t in self._question_targets():
            sp = self._spot(("ask_target", t))
            if sp is None:
                continue
            label = self.tr("catilina.ui.everyone") if t == -1 else self.seat_name(t)
            self._chip(surface, sp.rect, label, self.sel_target == t, sp.enabled, hover_key == sp.key,
                       colour=None if t == -1 else self.colour(t), symbol=None if t == -1 else self.symbol(t))
        for c in range(5):
            sp = self._spot(("ask_colour", c))
            if sp is None:
                continue
            self._chip(surface, sp.rect, self.tr(f"catilina.colour.{c}"),
                       self.sel_kind == "colour" and self.sel_attr == c, sp.enabled, hover_key == sp.key,
                       colour=suit_rgb(c), symbol=SUIT_SYMBOLS[c])
        for val in range(1, 7):
            sp = self._spot(("ask_value", val))
            if sp is None:
                continue
            self._chip(surface, sp.rect, ROMAN_NUM[val], self.sel_kind == "value" and self.sel_attr == val,
                       sp.enabled, hover_key == sp.key, sub=str(val))
        chosen = self._selected_ask()
        go = Q["go"]
        if chosen is not None:
            label = self.msg("catilina.ui.ask_go", what=ui_what(chosen.kind, chosen.attr),
                             who=(self.tr("catilina.ui.everyone_obj") if chosen.target == -1
                                  else self.seat_name(chosen.target)))
            self._button(surface, go, label, True, primary=True)
        else:
            self._button(surface, go, self.tr("catilina.ui.ask_pick"), False)
        if self._can_accuse():
            sp = self._spot(("accuse_open",))
            self._button(surface, Q["accuse"], self.tr("catilina.ui.accuse_open"), True,
                         hover=sp is not None and hover_key == sp.key, danger=True)

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
        self.panel(surface, r, fill=fill, border=D.ROMAN["gold_dark"], radius=self.px(10), shadow=enabled)
        self.blit_fit(surface, label, r.inflate(-self.px(12), 0), self.px(17), True, ink, anchor="center")

    # ----- hand -------------------------------------------------------------------------------------
    def _draw_hand(self, surface) -> None:
        v = self.view
        H = self.L["hand"]
        self.panel(surface, H, fill=D.mix(D.ROMAN["sea_dark"], PAPER, 0.82), border=D.ROMAN["gold_dark"],
                radius=self.px(14))
        own = self.L["own"]
        pad = self.px(10)
        if self.viewer is None:
            self.wrap(surface, self.tr("catilina.ui.public_view"), H.inflate(-2 * pad, -2 * pad), self.px(17), True,
                      align="center")
            return
        s = self.viewer
        rad = self.px(14)
        self._seat_badge(surface, s, (own.x + pad + rad, own.y + pad + rad), rad)
        self.blit_fit(surface, self.seat_name(s), pygame.Rect(own.x + pad + 2 * rad + self.px(6), own.y + pad,
                                                            own.w - 2 * pad - 2 * rad, 2 * rad), self.px(18), True)
        self.blit_fit(surface, self.tr("catilina.ui.your_hand", count=v.hand_sizes[s]),
                      pygame.Rect(own.x + pad, own.y + pad + 2 * rad + self.px(6), own.w - 2 * pad, self.px(22)),
                      self.px(15), False, anchor="midleft")
        status, colour = self._plaque_status(s)
        if v.out[s]:
            status, colour = self.tr("catilina.ui.out_long"), D.ROMAN["red"]
        if status:
            self.wrap(surface, status, pygame.Rect(own.x + pad, own.y + pad + 2 * rad + self.px(32),
                                                   own.w - 2 * pad, own.bottom - own.y - 2 * rad - self.px(44)),
                      self.px(15), True, colour)
        cards = v.hands[s] or ()
        rects = self.hand_rects(cards)
        match = {a.card for a in self._legal if isinstance(a, Give)}
        hover_card = self.hover.key[1] if (self.hover is not None and isinstance(self.hover.key, tuple)
                                           and self.hover.key[0] == "give") else None
        for c, r in zip(cards, rects):
            if self.hides(("hand", c)):
                continue
            rr = pygame.Rect(r)
            dim = bool(match) and c not in match
            if c in match:
                rr.y -= self.px(14) if c == hover_card else self.px(8)
            D.drop_shadow(surface, rr, radius=self.px(8), offset=(2, 4), blur=6, alpha=80)
            surface.blit(self.card_img(c, rr.w, rr.h, dim=dim), rr)

    # ----- notes sheet ------------------------------------------------------------------------------
    def _draw_notes(self, surface) -> None:
        """The sheet is drawn into a cache and redrawn only when something on it changed."""
        NL = self.L.get("notes_layout")
        if NL is None:
            return
        notes = self.notes()
        assist = self.assist()
        v = self.view
        seats = range(v.n_seats)
        key = (self.viewer, self._notes_ver, id(notes.data), len(notes.data["marks"]), len(notes.data["totals"]),
               notes.assist, self._assist_key if assist is not None else None,
               None if assist is None or assist.sums is None else tuple(assist.sums),
               tuple(v.hands[self.viewer] or ()), tuple(self.rect), self.lang,
               tuple(self.symbol(s) for s in seats), tuple(self.colour(s) for s in seats))
        size = (self.rect.right, self.rect.bottom)
        if self._notes_cache is None or self._notes_cache_key != key or self._notes_cache.get_size() != size:
            cache = self._notes_cache if (self._notes_cache is not None and self._notes_cache.get_size() == size) \
                else pygame.Surface(size, pygame.SRCALPHA)
            cache.fill((0, 0, 0, 0))
            self._draw_notes_body(cache)
            self._notes_cache, self._notes_cache_key = cache, key
        area = NL["panel"].inflate(48, 48).clip(pygame.Rect((0, 0), size))
        surface.blit(self._notes_cache, area.topleft, area)
        if self.hover is not None and isinstance(self.hover.key, tuple) and self.hover.key[0] in ("mark", "total"):
            pygame.draw.rect(surface, D.ROMAN["gold"], self.hover.rect.inflate(4, 4), 2, border_radius=4)
            self._draw_tip(surface, self.hover, notes, assist)

    def _loc_name(self, loc) -> str:
        return self.tr("catilina.loc.conspirator") if loc == CONSP else self.seat_name(int(loc))

    def _draw_tip(self, surface, spot, notes: Notes, assist: Assist | None) -> None:
        """A small label by the pointer: whose mark this is and what it says."""
        key = spot.key
        if key[0] == "mark":
            _, card, loc = key
            mark, src, _ = self._effective(notes, assist, card, loc)
            state = self.tr({"has": "catilina.ui.tip_has", "not": "catilina.ui.tip_not"}.get(mark, "catilina.ui.tip_unknown"))
            if src == "logic":
                state += " " + self.tr("catilina.ui.tip_logic")
            card_name = self.host.render(Msg("catilina.card", {"colour": Msg(f"catilina.colour.{colour_of(card)}"),
                                                               "value": value_of(card)}))
            text = self.tr("catilina.ui.tip_mark", who=self._loc_name(loc), card=card_name, state=state)
        else:
            _, line, idx, loc = key
            what = self.tr(f"catilina.colour.{idx}") if line == "col" else ROMAN_NUM[idx] + f" ({idx})"
            n = notes.total(line, idx, loc)
            text = self.tr("catilina.ui.tip_total", who=self._loc_name(loc), what=what,
                           n="?" if n is None else n)
        img = self.text(text, self.px(14), True, D.ROMAN["white"])
        box = img.get_rect().inflate(self.px(14), self.px(8))
        box.midbottom = (spot.rect.centerx, spot.rect.y - self.px(4))
        box.clamp_ip(self.rect)
        pygame.draw.rect(surface, D.ROMAN["ink"], box, border_radius=self.px(6))
        pygame.draw.rect(surface, D.ROMAN["gold"], box, 1, border_radius=self.px(6))
        surface.blit(img, img.get_rect(center=box.center))

    def _draw_notes_body(self, surface) -> None:
        NL = self.L.get("notes_layout")
        notes = self.notes()
        v = self.view
        self.panel(surface, NL["panel"], fill=D.lighten(PAPER, 0.35), border=D.ROMAN["gold_dark"], radius=self.px(12))
        head = NL["head"]
        self.blit_fit(surface, self.tr("catilina.notes.title"),
                      pygame.Rect(head.x, head.y, NL["assist"].x - head.x - self.px(6), head.h), self.px(20), True,
                      D.ROMAN["red_dark"], anchor="midleft")
        # the assist toggle
        ar = NL["assist"]
        on = notes.assist
        pygame.draw.rect(surface, D.ROMAN["white"] if not on else D.lighten(LOGIC, 0.75), ar, border_radius=ar.h // 2)
        pygame.draw.rect(surface, LOGIC if on else D.ROMAN["bronze"], ar, 2, border_radius=ar.h // 2)
        knob = pygame.Rect(0, 0, ar.h - self.px(8), ar.h - self.px(8))
        knob.midleft = (ar.x + self.px(4), ar.centery)
        pygame.draw.rect(surface, LOGIC if on else D.ROMAN["vein"], knob, border_radius=knob.h // 2)
        if on:
            pygame.draw.lines(surface, D.ROMAN["white"], False,
                              [(knob.x + knob.w * 0.25, knob.centery), (knob.x + knob.w * 0.45, knob.bottom - knob.h * 0.28),
                               (knob.right - knob.w * 0.22, knob.y + knob.h * 0.28)], max(2, self.px(3)))
        self.blit_fit(surface, self.tr("catilina.notes.assist"),
                      pygame.Rect(knob.right + self.px(6), ar.y, ar.right - knob.right - self.px(12), ar.h),
                      self.px(14), True, LOGIC if on else INK, anchor="midleft")
        assist = self.assist()
        own = set(v.hands[self.viewer] or ())
        locs = self.note_locs()
        cells = NL["cells"]
        # headers
        for col, r in NL["heads"].items():
            label = ROMAN_NUM[col + 1] + f" {col + 1}" if col < 6 else "Σ"
            self.blit_fit(surface, label, r, self.px(14), True, D.ROMAN["bronze"], anchor="center")
        for row, r in NL["labels"].items():
            if row < 5:
                sw = min(r.h - self.px(8), r.w - self.px(8), self.px(30))
                sr = pygame.Rect(0, 0, sw, sw)
                sr.center = r.center
                pygame.draw.rect(surface, suit_rgb(row), sr, border_radius=self.px(5))
                self.sym(surface, SUIT_SYMBOLS[row], sr.center, sw * 0.6, D.ROMAN["white"])
            else:
                self.blit_fit(surface, "Σ", r, self.px(18), True, D.ROMAN["bronze"], anchor="center")
        grid_line = D.mix(D.ROMAN["gold_dark"], PAPER, 0.45)
        for (row, col), cell in cells.items():
            is_total = row == 5 or col == 6
            base = PAPER if not is_total else D.mix(PAPER, D.ROMAN["marble_dark"], 0.5)
            if row < 5 and col < 6:
                base = D.mix(suit_rgb(row), D.ROMAN["white"], 0.86)
            pygame.draw.rect(surface, base, cell)
            pygame.draw.rect(surface, grid_line, cell, 1)
            if (row, col) == (5, 6):
                continue
            slots = self.slot_rects(cell, len(locs))
            if row < 5 and col < 6:
                card = row * 6 + col
                if card in own:
                    self._draw_own_cell(surface, cell)
                    continue
                consp = self._effective(notes, assist, card, CONSP)[0] == "has"
                if consp:
                    pygame.draw.rect(surface, D.mix(D.ROMAN["red"], D.ROMAN["white"], 0.72), cell.inflate(-2, -2))
                for loc, sr in zip(locs, slots):
                    mark, src, conflict = self._effective(notes, assist, card, loc)
                    self._draw_slot(surface, sr, loc, mark, src, conflict)
            else:
                line, idx = ("col", row) if col == 6 else ("val", col + 1)
                for loc, sr in zip(locs, slots):
                    hand_n = notes.total(line, idx, loc)
                    logic_n = assist.total(line, idx, loc) if assist is not None else None
                    self._draw_total_slot(surface, sr, loc, hand_n, logic_n)
        # the foot: legend and, with the assist, the possible sums
        foot = NL["foot"]
        if assist is not None:
            if v.individual:
                proved = [c for c in range(30) if assist.mark(c, CONSP) == "has"]
                text = self.tr("catilina.ui.proved_count", count=len(proved))
            elif assist.sums is None:
                text = self.tr("catilina.ui.sums_working")
            elif len(assist.sums) == 1:
                text = self.tr("catilina.ui.sum_proved", total=assist.sums[0])
            else:
                text = self.tr("catilina.notes.sums", sums=ranges(assist.sums))
            self.wrap(surface, text, pygame.Rect(foot.x, foot.y, foot.w, foot.h // 2 + self.px(4)),
                      self.px(14), True, LOGIC, least=9)
        if assist is None:
            self.wrap(surface, self.tr("catilina.ui.legend") + " " + self.tr("catilina.ui.legend_total"),
                      pygame.Rect(foot.x, foot.y, foot.w, foot.h), self.px(12), False, D.ROMAN["bronze"], least=9)
        else:
            self.blit_fit(surface, self.tr("catilina.ui.legend"),
                          pygame.Rect(foot.x, foot.bottom - self.px(18), foot.w, self.px(18)), self.px(12), False,
                          D.ROMAN["bronze"], anchor="midleft")

    def _effective(self, notes: Notes, assist: Assist | None, card: int, loc) -> tuple:
        """(mark, source "hand"/"logic", conflict) of one slot."""
        hand = notes.mark(card, loc)
        logic = assist.mark(card, loc) if assist is not None else None
        if hand is not None:
            return hand, "hand", logic is not None and logic != hand
        if logic is not None:
            return logic, "logic", False
        return None, None, False

    def _draw_own_cell(self, surface, cell: pygame.Rect) -> None:
        pygame.draw.rect(surface, D.mix(D.ROMAN["gold_light"], D.ROMAN["white"], 0.4), cell.inflate(-2, -2))
        rad = int(min(cell.w, cell.h) * 0.36)
        pygame.draw.circle(surface, D.ROMAN["gold_dark"], cell.center, rad, max(2, self.px(3)))
        self.blit_fit(surface, self.tr("catilina.ui.mine"), cell.inflate(-self.px(6), 0), self.px(12), True,
                      D.ROMAN["gold_dark"], anchor="center")

    def _loc_colour(self, loc) -> tuple:
        return D.ROMAN["red_dark"] if loc == CONSP else self.colour(int(loc))

    def _draw_slot(self, surface, r: pygame.Rect, loc, mark, src, conflict: bool) -> None:
        col = self._loc_colour(loc)
        c = r.center
        rad = r.w // 2
        logic = src == "logic"
        if mark == "has":
            pygame.draw.circle(surface, col, c, rad)
            pygame.draw.circle(surface, LOGIC if logic else INK, c, rad, max(2, rad // 4) if logic else 1)
        elif mark == "not":
            pygame.draw.circle(surface, D.mix(col, D.ROMAN["white"], 0.75), c, rad, 1)
        else:
            pygame.draw.circle(surface, D.mix(col, D.ROMAN["white"], 0.35), c, rad, max(1, rad // 4))
        # what is inside: the conspirator letter or the seat's symbol
        if loc == CONSP:
            ink = D.ROMAN["white"] if mark == "has" else D.mix(col, D.ROMAN["white"], 0.5 if mark == "not" else 0.0)
            f = self.text(self.tr("catilina.ui.consp_short"), max(8, int(rad * 1.2)), True, ink)
            surface.blit(f, f.get_rect(center=c))
        else:
            sym = self.symbol(int(loc))
            if sym and mark != "not":
                self.sym(surface, sym, c, rad * 1.05, D.ROMAN["white"] if mark == "has" else col)
        if mark == "not":
            k = int(rad * 0.75)
            w = max(2, self.px(2))
            ink = LOGIC if logic else INK
            pygame.draw.line(surface, ink, (c[0] - k, c[1] - k), (c[0] + k, c[1] + k), w)
            pygame.draw.line(surface, ink, (c[0] - k, c[1] + k), (c[0] + k, c[1] - k), w)
        if conflict:
            pygame.draw.circle(surface, CONFLICT, c, rad + 2, 2)

    def _draw_total_slot(self, surface, r: pygame.Rect, loc, hand_n, logic_n) -> None:
        col = self._loc_colour(loc)
        rr = r.inflate(2, 0)
        pygame.draw.rect(surface, D.ROMAN["white"], rr, border_radius=self.px(4))
        pygame.draw.rect(surface, col, rr, max(1, self.px(2)), border_radius=self.px(4))
        px = max(8, int(r.h * 0.72))
        if hand_n is not None:
            t = self.text(str(hand_n), px, True, INK)
            surface.blit(t, t.get_rect(center=rr.center))
            if logic_n is not None and logic_n != hand_n:
                pygame.draw.rect(surface, CONFLICT, rr.inflate(3, 3), 2, border_radius=self.px(4))
            elif logic_n is not None:
                pygame.draw.circle(surface, LOGIC, rr.center, max(rr.w, rr.h) // 2 + 1, 1)
        elif logic_n is not None:
            t = self.text(str(logic_n), px, True, LOGIC)
            surface.blit(t, t.get_rect(center=rr.center))

    # ----- the record -------------------------------------------------------------------------------
    def _record_items(self) -> list[tuple]:
        v = self.view
        items: list[tuple] = []
        for q in v.history:
            items.append((q.turn, 0, "q", q))
        for a in v.accusations:
            items.append((a.turn, 1, "acc", a))
        for a in v.accused:
            items.append((a.turn, 1, "card", a))
        items.sort(key=lambda x: (x[0], x[1]))
        return items

    def _entry_height(self, kind: str, obj) -> int:
        if kind == "q":
            return self.px(64)
        if kind == "card":
            return self.px(44)
        return self.px(30)

    def _draw_record(self, surface) -> None:
        R = self.L["record"]
        self.panel(surface, R, fill=D.lighten(PAPER, 0.3), border=D.ROMAN["gold_dark"], radius=self.px(12))
        pad = self.px(10)
        head = pygame.Rect(R.x + pad, R.y + self.px(6), R.w - 2 * pad, self.px(26))
        self.blit_fit(surface, self.tr("catilina.ui.record"), head, self.px(18), True, D.ROMAN["red_dark"])
        body = pygame.Rect(R.x + pad, head.bottom + self.px(4), R.w - 2 * pad, R.bottom - head.bottom - self.px(12))
        items = self._record_items()
        if not items:
            self.wrap(surface, self.tr("catilina.ui.record_empty"), body, self.px(14), False, D.ROMAN["bronze"])
            return
        heights = [self._entry_height(k, o) for _, _, k, o in items]
        total = sum(heights)
        max_scroll = max(0, total - body.h)
        self.rec_scroll = min(self.rec_scroll, max_scroll)
        y = body.bottom - total + self.rec_scroll if total > body.h else body.y
        prev = surface.get_clip()
        surface.set_clip(body.clip(prev) if prev else body)
        for (turn, _, kind, obj), h in zip(items, heights):
            if y + h >= body.y and y <= body.bottom:
                er = pygame.Rect(body.x, y, body.w - self.px(8), h - self.px(3))
                if kind == "q":
                    self._draw_question_entry(surface, obj, er)
                elif kind == "acc":
                    self._draw_accusation_entry(surface, obj, er)
                else:
                    self._draw_card_entry(surface, obj, er)
            y += h
        surface.set_clip(prev)
        if max_scroll > 0:
            bar = pygame.Rect(body.right - self.px(5), body.y, self.px(4), body.h)
            pygame.draw.rect(surface, D.ROMAN["marble_dark"], bar, border_radius=2)
            frac = body.h / total
            th = max(self.px(20), int(body.h * frac))
            pos = (max_scroll - self.rec_scroll) / max_scroll
            thumb = pygame.Rect(bar.x, bar.y + int((body.h - th) * pos), bar.w, th)
            pygame.draw.rect(surface, D.ROMAN["bronze"], thumb, border_radius=2)

    def _what_chip(self, surface, kind: str, attr: int, x: int, cy: int, h: int) -> int:
        """A small tile naming what was asked (colour swatch with symbol, or the figure); returns its right."""
        if kind == "colour":
            sw = pygame.Rect(x, cy - h // 2, h, h)
            pygame.draw.rect(surface, suit_rgb(attr), sw, border_radius=max(3, h // 5))
            self.sym(surface, SUIT_SYMBOLS[attr], sw.center, h * 0.6, D.ROMAN["white"])
            t = self.text(self.tr(f"catilina.colour.{attr}"), max(9, int(h * 0.8)), True, D.darken(suit_rgb(attr), 0.2))
            surface.blit(t, t.get_rect(midleft=(sw.right + self.px(3), cy)))
            return sw.right + self.px(3) + t.get_width()
        label = f"{ROMAN_NUM[attr]} · {attr}"
        t = self.text(label, max(9, int(h * 0.75)), True, INK)
        tile = pygame.Rect(x, cy - h // 2, t.get_width() + self.px(10), h)
        pygame.draw.rect(surface, D.ROMAN["white"], tile, border_radius=max(3, h // 5))
        pygame.draw.rect(surface, D.ROMAN["gold_dark"], tile, 1, border_radius=max(3, h // 5))
        surface.blit(t, t.get_rect(center=tile.center))
        return tile.right

    def _draw_question_entry(self, surface, q, r: pygame.Rect, big: bool = False) -> None:
        """One question and its answers (with the cards this viewer saw)."""
        v = self.view
        fs = self.px(17 if big else 14)
        line_h = self.px(28 if big else 22)
        pygame.draw.rect(surface, D.mix(PAPER, D.ROMAN["white"], 0.5), r, border_radius=self.px(6))
        tag = self.text(f"{q.turn}", self.px(12), True, D.ROMAN["bronze"])
        surface.blit(tag, (r.x + self.px(4), r.y + self.px(4)))
        x = r.x + self.px(26)
        cy = r.y + self.px(2) + line_h // 2
        self._seat_badge(surface, q.asker, (x + self.px(7), cy), self.px(8 if big else 7))
        if q.target == -1:
            s = self.msg("catilina.ui.rec_pair_all", seat=q.asker)
        else:
            s = self.msg("catilina.ui.rec_pair", seat=q.asker, seat2=q.target)
        chip_w = self.px(96)
        tr_ = self.blit_fit(surface, s, pygame.Rect(x + self.px(18), r.y + self.px(2), r.right - x - self.px(24) - chip_w,
                                                    line_h), fs, True)
        self._what_chip(surface, q.kind, q.attr, tr_.right + self.px(8), cy, int(line_h * 0.72))
        # the answers
        shown = {sh.giver: sh.cards for sh in v.shown if sh.turn == q.turn and sh.asker == q.asker}
        ax = x
        ay = r.y + line_h + self.px(4)
        ah = r.bottom - ay - self.px(3)
        cw = int(ah * 0.68)
        for giver, count in q.answers:
            self._seat_badge(surface, giver, (ax + self.px(7), ay + ah // 2), self.px(7))
            ax += self.px(16)
            label = str(count) if count else self.tr("catilina.ui.none_short")
            t = self.text(label, self.px(15 if big else 13), True, INK if count else D.ROMAN["vein"])
            surface.blit(t, t.get_rect(midleft=(ax, ay + ah // 2)))
            ax += t.get_width() + self.px(4)
            cards = shown.get(giver)
            if cards and self.viewer is not None and not self.hides(("shown_turn", q.turn)):
                for c in cards:
                    if ax + cw > r.right:
                        break
                    surface.blit(self.card_img(c, cw, ah), (ax, ay))
                    ax += cw + self.px(2)
            ax += self.px(14)
            if ax > r.right - self.px(30):
                break

    def _draw_accusation_entry(self, surface, a, r: pygame.Rect) -> None:
        fill = D.mix(D.ROMAN["olive"], D.ROMAN["white"], 0.7) if a.correct else D.mix(D.ROMAN["red"], D.ROMAN["white"], 0.75)
        pygame.draw.rect(surface, fill, r, border_radius=self.px(6))
        tag = self.text(f"{a.turn}", self.px(12), True, D.ROMAN["bronze"])
        surface.blit(tag, (r.x + self.px(4), r.y + self.px(4)))
        x = r.x + self.px(26)
        self._seat_badge(surface, a.seat, (x + self.px(7), r.centery), self.px(7))
        key = "catilina.ui.rec_right" if a.correct else "catilina.ui.rec_wrong"
        self.blit_fit(surface, self.msg(key, seat=a.seat, total=a.total),
                      pygame.Rect(x + self.px(18), r.y, r.right - x - self.px(20), r.h), self.px(14), True)

    def _draw_card_entry(self, surface, a, r: pygame.Rect) -> None:
        v = self.view
        pygame.draw.rect(surface, D.mix(D.ROMAN["red"], D.ROMAN["white"], 0.85), r, border_radius=self.px(6))
        tag = self.text(f"{a.turn}", self.px(12), True, D.ROMAN["bronze"])
        surface.blit(tag, (r.x + self.px(4), r.y + self.px(4)))
        x = r.x + self.px(26)
        self._seat_badge(surface, a.seat, (x + self.px(7), r.centery), self.px(7))
        ch = r.h - self.px(4)
        cw = int(ch * 0.68)
        img = self.card_img(a.card, cw, ch)
        surface.blit(img, (x + self.px(18), r.y + self.px(2)))
        verdict = ""
        if v.conspirators is not None:
            verdict = " ✓" if a.card in v.conspirators else " ✗"
        self.blit_fit(surface, self.msg("catilina.ui.rec_card", seat=a.seat) + verdict,
                      pygame.Rect(x + self.px(22) + cw, r.y, r.right - x - cw - self.px(24), r.h), self.px(14), True)

    # ----- the accusation dialog ----------------------------------------------------------------------
    def _draw_accuse(self, surface) -> None:
        A = self.L["accuse"]
        v = self.view
        veil = pygame.Surface(self.L["left"].size, pygame.SRCALPHA)
        veil.fill((30, 20, 15, 120))
        surface.blit(veil, self.L["left"])
        self.panel(surface, A["box"], fill=D.lighten(PAPER, 0.2), border=D.ROMAN["red"], radius=self.px(14),
                border_width=3)
        hover_key = self.hover.key if self.hover is not None else None
        assist = self.assist()
        if not v.individual:
            self.blit_fit(surface, self.tr("catilina.ui.accuse_title"), A["title"], self.px(22), True,
                          D.ROMAN["red_dark"], anchor="midleft")
            self.wrap(surface, self.tr("catilina.ui.accuse_help"), A["sub"], self.px(15), False)
            wrong = {a.total for a in v.accusations if not a.correct}
            cands = set(assist.sums) if (assist is not None and assist.sums is not None) else None
            for n, r in self._sum_cells(A["grid"]):
                sp = self._spot(("sum", n))
                enabled = sp is not None and sp.enabled
                ruled_out = cands is not None and n not in cands
                self._chip(surface, r, str(n), self.sel_sum == n, enabled and not ruled_out,
                           hover_key == ("sum", n))
                if n in wrong:
                    pygame.draw.line(surface, D.ROMAN["red"], r.bottomleft, r.topright, 3)
                elif cands is not None and n in cands:
                    pygame.draw.circle(surface, LOGIC, (r.right - self.px(7), r.y + self.px(7)), self.px(4))
            cells = self._sum_cells(A["grid"])
            below = pygame.Rect(A["grid"].x, cells[-1][1].bottom + self.px(16), A["grid"].w,
                                A["grid"].bottom - cells[-1][1].bottom - self.px(16))
            if below.h > self.px(20):
                if assist is None:
                    hint, ink = self.tr("catilina.ui.accuse_tip"), D.ROMAN["bronze"]
                elif assist.sums is None:
                    hint, ink = self.tr("catilina.ui.sums_working"), LOGIC
                elif len(assist.sums) == 1:
                    hint, ink = self.tr("catilina.ui.sum_proved", total=assist.sums[0]), LOGIC
                else:
                    hint, ink = self.tr("catilina.notes.sums", sums=ranges(assist.sums)), LOGIC
                self.wrap(surface, hint, below, self.px(16), True, ink)
            go = self._spot(("accuse_go",))
            label = (self.tr("catilina.ui.accuse_go", total=self.sel_sum) if self.sel_sum is not None
                     else self.tr("catilina.ui.accuse_pick"))
            self._button(surface, A["confirm"], label, go is not None, danger=True,
                         hover=go is not None and hover_key == go.key)
        else:
            self.blit_fit(surface, self.tr("catilina.ui.accuse_card_title"), A["title"], self.px(22), True,
                          D.ROMAN["red_dark"], anchor="midleft")
            self.wrap(surface, self.tr("catilina.ui.accuse_card_help", count=len(v.accused), limit=INDIVIDUAL_LIMIT),
                      A["sub"], self.px(15), False)
            by = {a.card: a.seat for a in v.accused}
            for c, r in self._card_cells(A["grid"]):
                sp = self._spot(("acc_card", c))
                enabled = sp is not None and sp.enabled
                rr = pygame.Rect(r)
                if self.sel_card == c:
                    rr.y -= self.px(6)
                    D.glow_rect(surface, rr, D.ROMAN["gold_light"], 1.0, self.px(8), spread=5)
                surface.blit(self.card_img(c, rr.w, rr.h, dim=not enabled), rr)
                if c in by:
                    self._seat_badge(surface, by[c], (rr.right - self.px(8), rr.y + self.px(8)), self.px(7))
                if assist is not None and assist.mark(c, CONSP) == "has" and enabled:
                    pygame.draw.rect(surface, LOGIC, rr.inflate(4, 4), 2, border_radius=self.px(6))
                if hover_key == ("acc_card", c) and enabled:
                    pygame.draw.rect(surface, D.ROMAN["gold"], rr.inflate(4, 4), 2, border_radius=self.px(6))
            go = self._spot(("accuse_go",))
            self._button(surface, A["confirm"], self.tr("catilina.ui.accuse_card_go") if self.sel_card is not None
                         else self.tr("catilina.ui.accuse_card_pick"), go is not None, danger=True,
                         hover=go is not None and hover_key == go.key)
        if self._spot(("end_turn",)) is not None:
            sp = self._spot(("end_turn",))
            self._button(surface, A["cancel"], self.tr("catilina.ui.end_turn"), True, primary=True,
                         hover=hover_key == sp.key)
        else:
            sp = self._spot(("cancel",))
            self._button(surface, A["cancel"], self.tr("catilina.ui.cancel"), True,
                         hover=sp is not None and hover_key == sp.key)
