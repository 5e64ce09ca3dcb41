"""Caesar XL board: the battle panel and its dice (a mix-in of :class:`~.scene.Board`).

While ``shown.battle`` is set, a panel covers the bottom of the map: the place and
round, the attacker's force left and the defender's right (counters, or the
barbarian militia), the tactics cards played, the dice of the last volley under
each force and the hits the owner still has to take (the owner picks each unit
in the side panel where the rules let them choose).

The engine rolls every die of a volley as a chance outcome of its own
(``Die(face)``, in the record) and, once the last one is down, reports the
volley as a ``Dice`` event: each side's faces and which of them hit (at or
under the unit's swords). The screen throws exactly those dice: a short tumble
(its wobble drawn by the animation's own generator, never the game's), then the
faces, hits framed in gold; the game's animation speed shortens or skips it.
The dice are nobody's secret: when a hand-off to the other person follows a volley,
the screen already shows the public view and ``public_show()`` lets the host wait
until the dice have landed (and a moment to read the hits) before it covers it.
"""
from __future__ import annotations

from typing import Any

import pygame

from games.app.anim import Call, DiceRoll, Group, Wait
from games.app.board import panel
from games.app.draw import ROMAN, die_face

from . import rules as R
from .scene_paint import AREA_GREEN
from .scene_words import counter_label, place_name, unit_order


#: how long the landed dice stay before a hand-off covers the screen (seconds at normal speed)
READ_SECONDS = 0.9


class BattleMixin:
    """The battle panel (see the module text)."""

    def init_battle(self) -> None:
        #: the last volley: {"place", "round", "sides": [(side, faces, hits)], "rolling": bool}
        self.volley: dict[str, Any] | None = None
        self.battle_geom: dict[str, Any] = {}

    def layout_battle(self, mapr: pygame.Rect) -> None:
        ui = self.ui
        w = min(mapr.w - ui.s(20), ui.s(640))
        h = ui.s(230)
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (mapr.centerx, mapr.bottom - ui.s(10))
        cols = [pygame.Rect(r.x + ui.s(10), r.y + ui.s(36), w // 2 - ui.s(15), h - ui.s(70)),
                pygame.Rect(r.centerx + ui.s(5), r.y + ui.s(36), w // 2 - ui.s(15), h - ui.s(70))]
        self.battle_geom = {"rect": r, "cols": cols}

    def battle_rect_at(self, pos) -> bool:
        """The battle panel covers ``pos`` now."""
        pos_ = self.shown
        return bool(self.battle_geom and pos_ is not None and pos_.battle is not None
                    and self.battle_geom["rect"].collidepoint(pos))

    def _dice_row(self, col: pygame.Rect, n: int) -> tuple[list[tuple[int, int]], int]:
        ui = self.ui
        size = max(ui.s(14), min(ui.s(30), int(col.w / max(1, n) / 1.3)))
        gap = int(size * 1.3)
        y = col.bottom - size // 2 - ui.s(2)
        x0 = col.x + size // 2 + ui.s(2)
        return [(x0 + i * gap, y) for i in range(n)], size

    def throw_dice(self, dice, before) -> list:
        """The steps of a volley (``dice``: the engine's ``Dice`` event): both sides' dice
        tumble and land on the faces the engine rolled."""
        b = before.battle if before is not None else None
        if b is None or not self.battle_geom:
            return []
        sides = []
        for side, faces, hit in ((b["att"], dice.attacker, dice.attacker_hit),
                                 (b["dfn"], dice.defender, dice.defender_hit)):
            sides.append((side, list(faces), list(hit), sum(hit)))
        self.volley = {"place": b["place"], "att": b["att"], "round": b["round"], "step": dice.step, "sides": sides,
                       "rolling": True, "show": True}
        seed = (before.turn_no * 131 + b["round"] * 7 + len(dice.attacker) * 3 + len(dice.defender)) & 0xFFFF
        steps: list = []
        rolls = []
        for k, (side, faces, hit, _) in enumerate(sides):
            if not faces:
                continue
            centres, size = self._dice_row(self.battle_geom["cols"][k], len(faces))
            colour = AREA_GREEN if side == R.BARBARIANS else self.colour(side)
            rolls.append(DiceRoll(faces, centres=centres, size=size, colours=[colour] * len(faces),
                                  seed=seed + 7 * k, duration=0.7))
        vol = self.volley

        def landed():
            vol["rolling"] = False
        if rolls:
            steps.append(Group(*rolls))
            self.sfx.play("dice")
        steps.append(Call(landed))                  # the faces stay, hits framed, from the moment they land
        if rolls:
            # in the public view a hand-off follows: everyone reads the hits before it covers the screen
            steps.append(Wait(READ_SECONDS if self.viewer is None else 0.35))

        def read():
            vol["show"] = False
        steps.append(Call(read))
        return steps

    def public_show(self) -> bool:
        """True while a volley's dice roll and land before everyone's eyes (the host lets it end
        before a hand-off covers the public screen: dice are nobody's secret)."""
        return self.volley is not None and self.volley.get("show", False) and self.busy()

    def side_name(self, side: int) -> str:
        return self.tr("caesar_xl.ui.barbarians") if side == R.BARBARIANS else self.name(side)

    def current_volley(self, b: dict) -> dict | None:
        """The last volley if it belongs to the battle ``b`` and its round (a new battle, even
        in the same place, or a new round starts with no dice shown)."""
        v = self.volley
        if v is None or (v["place"], v.get("att"), v["round"]) != (b["place"], b["att"], b["round"]):
            return None
        return v

    def draw_battle(self, surface: pygame.Surface) -> None:
        pos = self.shown
        if pos is None or pos.battle is None or not self.battle_geom:
            return
        b = pos.battle
        ui = self.ui
        r = self.battle_geom["rect"]
        panel(surface, r, (244, 234, 208), ROMAN["red_dark"], radius=ui.s(12), border_width=3)
        title = self.tr("caesar_xl.ui.battle", place=place_name(self.tr, b["place"]), n=max(1, b["round"]))
        self.texts.draw(surface, title, (r.centerx, r.y + ui.s(6)), ui.font_px(18), True, ROMAN["red_dark"], "midtop",
                        width=r.w - ui.s(20))
        v = self.current_volley(b)
        for k, (side, col) in enumerate(zip((b["att"], b["dfn"]), self.battle_geom["cols"])):
            role = self.tr("caesar_xl.ui.attacker" if k == 0 else "caesar_xl.ui.defender")
            colour = AREA_GREEN if side == R.BARBARIANS else self.colour(side)
            self.texts.draw(surface, f"{role}: {self.side_name(side)}", col.topleft, ui.font_px(14), True, colour,
                            width=col.w)
            cards = b["cards"].get(side, ())
            if cards:
                from .scene_words import card_name
                names = ", ".join(card_name(self.tr, c) for c in cards)
                self.texts.draw(surface, names, (col.x, col.y + ui.s(20)), ui.font_px(11), False, ROMAN["ink"],
                                width=col.w, least=8)
            if side == R.BARBARIANS:
                labels = [str(R.PARAMS["militia_swords"])] * b["militia"]
            else:
                us = sorted(pos.pieces_at(b["place"], side), key=lambda u: unit_order(pos, u))
                labels = [counter_label(self.tr, pos.units[u][1], pos.units[u][2]) for u in us]
            self._counter_row(surface, col, labels, side)
            if v is not None and not v["rolling"]:
                _, faces, hit, hits = v["sides"][k]
                centres, size = self._dice_row(col, len(faces))
                for f, h, c in zip(faces, hit, centres):
                    img = die_face(size, f, colour)
                    rect = img.get_rect(center=c)
                    surface.blit(img, rect)
                    if h:
                        pygame.draw.rect(surface, ROMAN["gold"], rect.inflate(4, 4), 2, border_radius=size // 5)
                if faces:
                    self.texts.draw(surface, self.tr("caesar_xl.ui.hits", n=hits),
                                    (col.right, col.bottom - size - ui.s(6)), ui.font_px(12), True, ROMAN["red_dark"],
                                    "bottomright", width=col.w // 2)
        t = pos.todo[0] if pos.todo else None
        if t is not None and t[0] == "assign":
            msg = self.tr("caesar_xl.ui.to_take", seat=self.side_name(t[1]), n=t[2])
            self.texts.draw(surface, msg, (r.centerx, r.bottom - ui.s(6)), ui.font_px(14), True, ROMAN["red_dark"],
                            "midbottom", width=r.w - ui.s(20))

    def _counter_row(self, surface, col: pygame.Rect, labels: list[str], side: int) -> None:
        ui = self.ui
        if not labels:
            return
        n = len(labels)
        s = max(ui.s(22), min(ui.s(44), int(col.w / n / 1.1)))
        rows = 1
        if s < ui.s(30) and n > 1:            # a big force: two rows of counters big enough to read
            rows = 2
            s = max(ui.s(26), min(ui.s(34), int(col.w / ((n + 1) // 2) / 1.1)))
        per_row = -(-n // rows)
        for i, label in enumerate(labels):
            row, k = divmod(i, per_row)
            x = col.x + s // 2 + k * int(s * 1.1)
            y = col.y + ui.s(40) + s // 2 + row * int(s * 1.1)
            if x + s // 2 > col.right:
                self.texts.draw(surface, f"+{n - i}", (x - s // 2, y), ui.font_px(13), True, ROMAN["ink"], "midleft")
                break
            self._counter(surface, (x, y), s, side, label)

    def _counter(self, surface, centre, s: int, side: int, label: str) -> None:
        if side == R.BARBARIANS:
            rect = pygame.Rect(0, 0, s, s)
            rect.center = centre
            pygame.draw.rect(surface, AREA_GREEN, rect, border_radius=max(2, s // 7))
            self.texts.draw(surface, label, rect.center, max(8, s // 2), True, (200, 30, 28), "center",
                            outline=ROMAN["parchment"])
            return
        self.painter.draw_counter(surface, centre, side, label, size=s)
