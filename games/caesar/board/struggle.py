"""The struggle panel: it covers the wooden board while a struggle is on. The two stacks face
each other with their strength; each side has a card slot (empty while choosing, a back once
chosen, your own card face up to you); at the reveal both cards flip together, each sum's
total is written once its count has reached it (:func:`sum_text`: no frame shows a wrong sum),
and only then the verdict.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from games.app.board import panel
from games.app.draw import ROMAN, card_back, darken, drop_shadow

from .. import rules as R
from .art import dashed_line, pile_anchor, swords_icon


@dataclass
class Duel:
    """What the struggle panel shows: the two stacks, their cards, the count and the verdict."""

    a: int
    d: int
    src: int
    dst: int
    stack_a: tuple
    stack_d: tuple
    #: per side: None (still choosing), R.HIDDEN (chosen, face down) or the card (known here)
    card_a: int | None = None
    card_d: int | None = None
    face_up: bool = False
    flipping: bool = False
    total_a: int | None = None
    total_d: int | None = None
    verdict: str | None = None
    verdict_colour: tuple = ROMAN["ink"]
    winner: int | None = None
    revealing: bool = False
    hidden_slots: set = field(default_factory=set)

    @property
    def sa(self) -> int:
        return len(self.stack_a)

    @property
    def sd(self) -> int:
        return len(self.stack_d)

    def card(self, side: int) -> int | None:
        return self.card_a if side == 0 else self.card_d

    def seat(self, side: int) -> int:
        return self.a if side == 0 else self.d


class Struggle:
    """The struggle panel (a part of :class:`games.caesar.board.Board`)."""

    duel: Duel | None
    panel_t: float

    def current_duel(self) -> Duel | None:
        """The struggle to show: the one being animated, else the shown position's."""
        if self.duel is not None:
            return self.duel
        if self.duel_closed:
            return None
        v = self.shown
        if v is None or v.phase != R.PHASE_STRUGGLE or v.struggle is None:
            return None
        a, d, src, dst = v.struggle
        return Duel(a, d, src, dst, tuple(v.board[src]), tuple(v.board[dst]), card_a=v.committed[a],
                    card_d=v.committed[d])

    def draw_duel(self, surface, d: Duel) -> None:
        g = self.geo
        dg = self.duel_geo()
        texts = self.texts
        t = max(0.0, min(1.0, self.panel_t))
        veil = pygame.Surface(g["board"].size, pygame.SRCALPHA)
        veil.fill((20, 12, 8, int(150 * t)))
        surface.blit(veil, g["board"].topleft)
        shift = int((1 - t) * dg["P"].h * 0.08) if t < 1 else 0
        if shift:
            dg = dict(dg)
            dg["P"] = dg["P"].move(0, shift)
            dg["slots"] = [s.move(0, shift) for s in dg["slots"]]
            for k in ("title_y", "names_y", "strength_y", "totals_y", "verdict_y"):
                dg[k] += shift
            dg["pile_base"] = [(x, y + shift) for x, y in dg["pile_base"]]
        P = dg["P"]
        panel(surface, P, ROMAN["parchment"], ROMAN["gold_dark"], radius=max(8, P.w // 30), border_width=3)
        pygame.draw.rect(surface, ROMAN["gold"], P.inflate(-12, -12), 1, border_radius=max(6, P.w // 40))
        # title
        title = self.tr("caesar.ui.struggle_title", src=R.square_name(d.src), dst=R.square_name(d.dst))
        texts.draw(surface, title, (P.centerx, dg["title_y"]), max(13, int(P.h * 0.052)), True, ROMAN["red_dark"],
                   "midtop", width=P.w - 30)
        # the two sides
        name_px = max(12, int(P.h * 0.042))
        role_px = max(10, int(P.h * 0.032))
        half_w = int(P.w * 0.44)
        for side in (0, 1):
            seat = d.seat(side)
            x = dg["xs"][side]
            r_name = texts.draw(surface, self.name(seat), (x, dg["names_y"]), name_px, True,
                                darken(self.colour(seat), 0.3), "midtop", width=half_w)
            role = self.tr("caesar.ui.attacker" if side == 0 else "caesar.ui.defender",
                           square=R.square_name(d.src if side == 0 else d.dst))
            r_role = texts.draw(surface, role, (x, r_name.bottom), role_px, False, ROMAN["ink"], "midtop",
                                width=half_w)
            stack = d.stack_a if side == 0 else d.stack_d
            if stack:
                # a tall pile gets smaller counters so it stays between the names and its strength
                room = dg["pile_base"][side][1] - r_role.bottom
                n_drawn = min(max(len(d.stack_a), len(d.stack_d)), 6)
                pr = max(6, min(dg["pile_radius"], int(room / (1.1 + 0.26 * (n_drawn - 1)))))
                img = self.pile_image(stack, pr)
                surface.blit(img, pile_anchor(img, pr, dg["pile_base"][side]))
            texts.draw(surface, self.tr("caesar.ui.strength", n=len(stack)), (x, dg["strength_y"]),
                       max(11, int(P.h * 0.036)), True, ROMAN["ink"], "midtop", width=half_w)
            self._draw_slot(surface, d, side, dg["slots"][side], role_px)
        vs = swords_icon(max(20, int(P.h * 0.11)))
        surface.blit(vs, vs.get_rect(center=(P.centerx, dg["pile_base"][0][1] - dg["pile_radius"])))
        # totals once both cards are face up; the verdict once it is given
        if d.face_up:
            self._draw_totals(surface, d, dg)
        if d.verdict and d.face_up:
            texts.wrapped(surface, d.verdict, pygame.Rect(P.x + P.w // 20, dg["verdict_y"], P.w * 9 // 10,
                                                          P.bottom - dg["verdict_y"] - 8),
                          max(12, int(P.h * 0.045)), True, d.verdict_colour, "center", outline=ROMAN["white"])
        elif self.big_row is not None and self.choosing() and not d.revealing:
            self.draw_pick_row(surface)           # (the other slot says who is still choosing)
        elif not d.revealing and not d.face_up:
            waiting = [s for s in (d.a, d.d) if d.card(0 if s == d.a else 1) is None]
            if waiting:
                names = (", " if self.lang != "ja" else "、").join(self.name(s) for s in waiting)
                texts.wrapped(surface, self.tr("caesar.ui.waiting", names=names),
                              pygame.Rect(P.x + P.w // 14, dg["totals_y"], P.w * 6 // 7, P.bottom - dg["totals_y"] - 8),
                              max(11, int(P.h * 0.038)), False, ROMAN["ink"], "center")

    def _draw_slot(self, surface, d: Duel, side: int, slot: pygame.Rect, px: int) -> None:
        seat = d.seat(side)
        card = d.card(side)
        if d.flipping:
            return  # the flip animation draws both cards
        if seat in d.hidden_slots:
            card = None
        if card is None:
            pygame.draw.rect(surface, darken(ROMAN["parchment"], 0.12), slot, border_radius=max(4, slot.w // 10))
            dashed = slot.inflate(-4, -4)
            for a, b in ((dashed.topleft, dashed.topright), (dashed.topright, dashed.bottomright),
                         (dashed.bottomright, dashed.bottomleft), (dashed.bottomleft, dashed.topleft)):
                dashed_line(surface, ROMAN["parchment_dark"], a, b, 2, 6, 5)
            if seat == self.viewer and self.acting and self.picked is not None and self.choosing():
                self._draw_picked(surface, slot, seat)
            elif not (seat == self.viewer and self.acting):
                size = max(10, min(px, int(slot.w * 0.17)))
                r = self.texts.draw(surface, self.tr(self.slot_word(seat)), (slot.centerx, slot.centery), size, False,
                                    darken(ROMAN["parchment_dark"], 0.45), "midbottom", width=slot.w - 8)
                dots = int(self.time * 2.5) % 3
                dot_r = max(2, slot.w // 30)
                for k in range(3):
                    c = darken(ROMAN["parchment_dark"], 0.45 if k <= dots else 0.1)
                    pygame.draw.circle(surface, c, (slot.centerx + (k - 1) * dot_r * 3, r.bottom + dot_r * 2), dot_r)
            return
        lift = 0
        if card == R.HIDDEN or card < 0:
            img = card_back(slot.size)
        else:
            img = self.card_image(card, slot.size, seat)
            lift = 2
        drop_shadow(surface, slot, radius=max(4, slot.w // 10), offset=(3, 5), blur=6, alpha=100)
        surface.blit(img, slot.move(0, -lift))
        if not d.face_up and card >= 0:        # (a card seen by another than its owner: the replay's everything)
            said = self.tr("caesar.ui.your_card") if seat == self.viewer else \
                self.tr("caesar.ui.seat_card", name=self.name(seat))
            self.texts.draw(surface, said, (slot.centerx, slot.bottom + 3),
                            max(10, int(slot.h * 0.11)), False, ROMAN["gold_dark"], "midtop", width=slot.w * 2)

    def slot_word(self, seat: int) -> str:
        """The word in ``seat``'s empty slot: "chooses next" for a person who waits for the
        computer while the viewer, a person too, chooses (pass-and-play); else "choosing"."""
        seats = self.host.seats
        person = seat < len(seats) and not seats[seat].is_ai
        if person and self.acting and self.viewer is not None and self.choosing():
            return "caesar.ui.chooses_next"
        return "caesar.ui.choosing"

    def _draw_picked(self, surface, slot: pygame.Rect, seat: int) -> None:
        """The card the person picked and has not played yet, in their slot: face up to them,
        a little faded, with a gold rim and "not played yet" under it."""
        img = self.card_image(self.picked, slot.size, seat).copy()
        img.set_alpha(200)
        surface.blit(img, slot)
        pygame.draw.rect(surface, ROMAN["gold"], slot.inflate(4, 4), max(2, slot.w // 30),
                         border_radius=max(4, slot.w // 10))
        self.texts.draw(surface, self.tr("caesar.ui.picked"), (slot.centerx, slot.bottom + 3),
                        max(10, int(slot.h * 0.11)), False, ROMAN["red_dark"], "midtop", width=slot.w * 2)

    def _draw_totals(self, surface, d: Duel, dg) -> None:
        P = dg["P"]
        px = max(13, int(P.h * 0.05))
        counting = not both_counted(d)      # (no side's total before the other's: "2 + 8" beside "2 + 1 = 3")
        for side in (0, 1):
            card = d.card(side)
            strength = d.sa if side == 0 else d.sd
            if card == R.FLAG:
                text = self.tr("caesar.ui.flag_played")
            elif card is None or card < 0:
                continue
            else:
                text = f"{strength} + {card}" if counting else sum_text(strength, card, None)
            colour = self.colour(d.seat(side)) if d.winner in (None, d.seat(side)) else ROMAN["parchment_dark"]
            self.texts.draw(surface, text, (dg["xs"][side], dg["totals_y"]), px, True, darken(colour, 0.2), "midtop",
                            width=int(P.w * 0.44), outline=ROMAN["white"])


def both_counted(d: Duel) -> bool:
    """True once both sides' totals have counted up to their sums (or are settled): the panel
    writes the two totals together."""
    for total, strength, card in ((d.total_a, d.sa, d.card_a), (d.total_d, d.sd, d.card_d)):
        if total is not None and card is not None and card >= 0 and total != strength + card:
            return False
    return True


def sum_text(strength: int, card: int, total: int | None) -> str:
    """A side's sum as the struggle panel writes it while the total counts up (``total``, the
    count so far; ``None``: settled): the total only once it is reached, so no frame shows a
    wrong sum ("1 + 9 = 2").

    >>> sum_text(1, 9, 2), sum_text(1, 9, 10), sum_text(1, 9, None)
    ('1 + 9', '1 + 9 = 10', '1 + 9 = 10')
    """
    if total is not None and total != strength + card:
        return f"{strength} + {card}"
    return f"{strength} + {card} = {strength + card}"
