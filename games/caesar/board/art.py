"""Drawing pieces of the Caesar board: the wooden frame with marble squares, the piles of
counters, the little icons for alliance and struggle, the cards, and two animations of its
own (a line that declares a struggle and a stack that crumbles after a tie).

Everything is cached by size and colours, so drawing every frame is cheap; the board
itself, dear at a new size, is painted over the next frames by a task of the app's scheduler
(:func:`board_picture`, :func:`paint_work`), a draft showing meanwhile. Nothing
here reads a game state: the board passes plain values.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from games.core import caches
from games.app.anim import Animation, ease
from games.app.draw import (ROMAN, SS, aa_circle, aa_polygon, darken, drop_shadow, gradient, lighten,
                            mix, readable_on, text_surface, token)
from games.core.budget import Budget

WOOD = (112, 70, 38)
WOOD_DARK = (70, 40, 20)
WOOD_LIGHT = (150, 100, 58)
ALLY_COLOUR = (120, 196, 92)
STRUGGLE_COLOUR = (226, 60, 48)


def _shrink(big: pygame.Surface, size) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (max(1, int(size[0])), max(1, int(size[1]))))


# ----- the board ---------------------------------------------------------------------------

#: boards kept, newest last: (side, frame, font_px, fonts) -> the finished picture
_boards: dict = caches.kept(f"{__name__}.boards")
_BOARDS_KEPT = 8
#: the board being painted a step at a time: [key, steps (a generator), surface so far]
_painting: list = caches.kept(f"{__name__}.painting", list)
#: this frame's painting of cards at a new size: [its allowance (a Budget), whether a draft was
#: drawn] (see begin_frame and caesar_card)
_frame: list = caches.kept(f"{__name__}.paint_frame", lambda: [Budget(None), False])
#: cards drawn as a draft, to paint (their keys, oldest first; see paint_work)
_card_queue: dict = caches.kept(f"{__name__}.card_queue")


def begin_frame(allowance: Budget | None) -> None:
    """A board's frame begins: cards at a new size are painted in it until ``allowance`` is
    spent (the app's frame budget; None: no limit), drafts after that."""
    _frame[:] = [allowance if allowance is not None else Budget(None), False]


def drafted() -> bool:
    """Whether this frame drew a draft (of the board or of a card)."""
    return _frame[1]


def pending() -> bool:
    """Whether a board or cards are left to paint (by :func:`paint_work`)."""
    return bool(_painting) or bool(_card_queue)


def paint_work():
    """The task of the app's scheduler that paints what was drawn as a draft: the board at a
    new size a step at a time, then the cards, a card a step; the board asked for last is
    the one painted (a board since left for another size is dropped)."""
    while _painting:
        key, steps = _painting[0], _painting[1]
        surf = next(steps, None)
        if surf is None:
            if _painting and _painting[0] == key:
                finished = _painting[2]
                del _painting[:]
                _keep(key, finished)
        else:
            _painting[2] = surf
        yield
    while _card_queue:
        key = next(iter(_card_queue))
        del _card_queue[key]
        if key not in _cards:
            _keep_card(key, _paint_card(*key))
        yield


def board_surface(side: int, frame: int, font_px: int, fonts) -> pygame.Surface:
    """The whole board: a wooden frame with engraved coordinates around 5x5 marble squares
    (painted at once, and kept; :func:`board_picture` has it painted over the next frames)."""
    key = (max(50, int(side)), frame, font_px, fonts)
    done = _boards.get(key)
    if done is None:
        if _painting and _painting[0] == key:
            steps = _painting[1]
            del _painting[:]
        else:
            steps = _board_steps(*key)
        surf = None
        for surf in steps:  # noqa: B007 - runs every step; the last is the picture
            pass
        done = _keep(key, surf)
    return done


def finished_board(side: int, frame: int, font_px: int, fonts) -> pygame.Surface | None:
    """The finished board of that size, or None while it is not painted yet (a board kept
    as a still picture is painted again when this changes)."""
    return _boards.get((max(50, int(side)), frame, font_px, fonts))


def board_picture(side: int, frame: int, font_px: int, fonts) -> tuple[pygame.Surface, bool]:
    """The board to draw this frame, and whether it is the finished picture.

    A board seen before is returned at once. At a new size (the window resized, the first
    board of the process) the frame gets a draft (the last finished board scaled to the new
    size; for the first board of the process, with nothing to draft from, the bare wood:
    painted at once it took 70 ms of the frame that opened it), and the board is left to
    paint to :func:`paint_work`, which the board gives the app's scheduler.
    """
    key = (max(50, int(side)), frame, font_px, fonts)
    done = _boards.get(key)
    if done is not None:
        return done, True
    if not _painting or _painting[0] != key:
        _painting[:] = [key, _board_steps(*key), None]
    _frame[1] = True
    return _draft(key[0]), False


def _keep(key, surf: pygame.Surface) -> pygame.Surface:
    _boards.pop(key, None)
    _boards[key] = surf
    while len(_boards) > _BOARDS_KEPT:
        del _boards[next(iter(_boards))]
    return surf


def _draft(side: int) -> pygame.Surface:
    """The last finished board scaled to ``side`` (kept for the next frames); the bare wood
    when no board was finished yet."""
    last_key = next(reversed(_boards)) if _boards else None
    cached = _drafts.get(side)
    if cached is not None and cached[0] == last_key:
        return cached[1]
    if last_key is None:
        pic = gradient((side, side), WOOD_LIGHT, WOOD)
    else:
        pic = pygame.transform.smoothscale(_boards[last_key], (side, side))
    _drafts.clear()
    _drafts[side] = (last_key, pic)
    return pic


_drafts: dict = caches.kept(f"{__name__}.drafts")


def _board_steps(side: int, frame: int, font_px: int, fonts):
    """Paint the board in small steps: yields the surface after each (the last is finished)."""
    side = max(50, int(side))
    surf = pygame.Surface((side, side), pygame.SRCALPHA)
    rng = random.Random(1907)  # the look of the grain only (never a game's generator)
    # wood: a warm gradient with grain lines
    wood = gradient((side, side), WOOD_LIGHT, WOOD)
    grain = pygame.Surface((side, side), pygame.SRCALPHA)
    yield surf
    y = 0.0
    lines = 0
    while y < side:
        amp = rng.uniform(1.0, 3.5)
        ph = rng.uniform(0, 6.28)
        col = (WOOD_DARK + (rng.randint(30, 70),)) if rng.random() < 0.6 else (lighten(WOOD_LIGHT, 0.2) + (40,))
        pts = [(x, y + amp * math.sin(x / rng.uniform(40, 90) + ph)) for x in range(0, side + 8, 8)]
        if len(pts) > 1:
            pygame.draw.aalines(grain, col, False, pts)
        y += rng.uniform(2.5, 7.0)
        lines += 1
        if lines % 24 == 0:
            yield surf
    wood.blit(grain, (0, 0))
    mask = pygame.Surface((side, side), pygame.SRCALPHA)
    rad = max(6, side // 40)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rad)
    body = pygame.Surface((side, side), pygame.SRCALPHA)
    body.blit(wood, (0, 0))
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(body, (0, 0))
    pygame.draw.rect(surf, WOOD_DARK, surf.get_rect(), max(2, side // 160), border_radius=rad)
    # a gilt inlay line inside the frame
    inlay = pygame.Rect(0, 0, side, side).inflate(-frame * 0.45, -frame * 0.45)
    pygame.draw.rect(surf, ROMAN["gold_dark"], inlay, max(1, side // 300), border_radius=max(3, rad // 2))
    grid = pygame.Rect(frame, frame, side - 2 * frame, side - 2 * frame)
    # a recessed bed under the squares
    pygame.draw.rect(surf, darken(WOOD_DARK, 0.3), grid.inflate(6, 6), border_radius=4)
    pygame.draw.rect(surf, lighten(WOOD_LIGHT, 0.25), grid.inflate(8, 8), 1, border_radius=5)
    yield surf
    cell = grid.w / 5
    gap = max(2, int(cell * 0.035))
    for r in range(5):
        for c in range(5):
            x0 = int(grid.x + c * cell) + gap // 2
            y0 = int(grid.y + r * cell) + gap // 2
            w = int(grid.x + (c + 1) * cell) - gap // 2 - x0
            surf.blit(marble_square(w, (r * 5 + c) % 2 == 0, r * 5 + c), (x0, y0))
            yield surf
    # the coordinates, engraved in gold
    f = fonts.get(font_px, True)
    for i in range(5):
        letter, number = "ABCDE"[i], str(i + 1)
        cx = grid.x + (i + 0.5) * cell
        cy = grid.y + (i + 0.5) * cell
        for text, pos in ((letter, (cx, frame / 2)), (letter, (cx, side - frame / 2)),
                          (number, (frame / 2, cy)), (number, (side - frame / 2, cy))):
            t = text_surface(text, f, ROMAN["gold_light"], outline=WOOD_DARK, outline_px=1)
            surf.blit(t, t.get_rect(center=(int(pos[0]), int(pos[1]))))
    yield surf


@lru_cache(maxsize=64)
def marble_square(w: int, light: bool, seed: int) -> pygame.Surface:
    """One marble square with veins and a bevel (two tints alternate like a pavement)."""
    w = max(4, int(w))
    W = w * 2
    base = ROMAN["marble"] if light else mix(ROMAN["marble"], ROMAN["marble_dark"], 0.75)
    big = gradient((W, W), lighten(base, 0.25), darken(base, 0.06))
    rng = random.Random(seed * 31 + (7 if light else 3))
    for _ in range(3):
        x, y = rng.uniform(0, W), rng.uniform(0, W)
        ang = rng.uniform(0, math.pi)
        pts = []
        for _k in range(12):
            x += math.cos(ang) * W / 10 + rng.uniform(-4, 4)
            y += math.sin(ang) * W / 10 + rng.uniform(-4, 4)
            pts.append((x, y))
        pygame.draw.aalines(big, darken(base, 0.18), False, pts)
    pygame.draw.line(big, lighten(base, 0.5), (0, 0), (W - 1, 0), 3)
    pygame.draw.line(big, lighten(base, 0.5), (0, 0), (0, W - 1), 3)
    pygame.draw.line(big, darken(base, 0.28), (0, W - 1), (W - 1, W - 1), 3)
    pygame.draw.line(big, darken(base, 0.28), (W - 1, 0), (W - 1, W - 1), 3)
    return _shrink(big, (w, w))


# ----- piles of counters --------------------------------------------------------------------

MAX_DRAWN = 6


def pile_step(radius: int) -> int:
    """Vertical distance between two counters of a pile."""
    return max(3, int(radius * 0.26))


def pile_surface(colours: tuple, radius: int, symbol: str | None, count: int, fonts,
                 badge: bool = True, ring=None) -> pygame.Surface:
    """A pile of counters seen from above and in front: ``colours`` bottom to top (only the top
    :data:`MAX_DRAWN` are drawn), the owner's ``symbol`` on the top counter, and the number
    ``count`` on a gilt badge. Its bottom counter's centre is at ``(radius + 1, h - radius - 1)``."""
    return _pile(tuple(tuple(c) for c in colours[-MAX_DRAWN:]), int(radius), symbol, int(count), fonts,
                 bool(badge), tuple(ring) if ring else None)


def _pads(radius: int) -> tuple[int, int]:
    """Margins of a pile surface: left (for the shadow) and below the bottom counter."""
    return max(3, radius // 5), max(4, int(radius * 0.45))


def pile_anchor(surf: pygame.Surface, radius: int, base) -> tuple[int, int]:
    """Top-left for blitting a pile so that its bottom counter's centre sits on ``base``."""
    px, pb = _pads(radius)
    return int(base[0] - radius - 1 - px), int(base[1] - (surf.get_height() - pb - radius - 1))


def pile_top(base, radius: int, count: int) -> tuple[float, float]:
    """Centre of the top counter of a pile standing on ``base``."""
    n = max(1, min(count, MAX_DRAWN))
    return base[0], base[1] - (n - 1) * pile_step(radius)


@lru_cache(maxsize=128)
def _contact_shadow(w: int, h: int) -> pygame.Surface:
    big = pygame.Surface((w * 4, h * 4), pygame.SRCALPHA)
    for i in range(8):
        t = i / 8
        r = big.get_rect().inflate(-int(w * 4 * t * 0.6), -int(h * 4 * t * 0.6))
        pygame.draw.ellipse(big, (0, 0, 0, 14), r)
    return _shrink(big, (w, h))


@lru_cache(maxsize=512)
def _pile(colours, radius, symbol, count, fonts, badge, ring) -> pygame.Surface:
    n = max(1, len(colours))
    step = pile_step(radius)
    px, pb = _pads(radius)
    d = 2 * radius + 2
    bw = int(radius * 1.05)
    w = px + d + max(px, bw // 2 if badge else 0)
    h = d + (n - 1) * step + pb
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    # contact shadow, a little to the lower right
    sw, shh = int(d * 1.15), max(6, int(radius * 0.8))
    surf.blit(_contact_shadow(sw, shh), (px + d // 2 - sw // 2 + radius // 8, h - pb - radius // 2 - shh // 2 + radius // 3))
    for i, col in enumerate(colours):
        y = h - pb - d - i * step
        surf.blit(token(radius, darken(col, 0.35), None, None, True), (px, y + max(2, step // 2)))
        top = i == len(colours) - 1
        surf.blit(token(radius, col, symbol if top else None, ring if top else None), (px, y))
    if badge and count >= 2:
        f = fonts.get(max(10, int(radius * 0.78)), True)
        ts = text_surface(str(count), f, ROMAN["ink"])
        bh = ts.get_height()
        bwid = max(ts.get_width() + 8, bh)
        top_y = h - pb - d - (n - 1) * step
        big = pygame.Surface((bwid * SS, bh * SS), pygame.SRCALPHA)
        pygame.draw.rect(big, ROMAN["gold_dark"], big.get_rect(), border_radius=bh * SS // 2)
        pygame.draw.rect(big, ROMAN["gold_light"], big.get_rect().inflate(-2 * SS, -2 * SS),
                         border_radius=bh * SS // 2)
        b = _shrink(big, (bwid, bh))
        br = b.get_rect(topright=(w, max(0, top_y - bh // 4)))
        surf.blit(b, br)
        surf.blit(ts, ts.get_rect(center=br.center))
    return surf


# ----- icons ----------------------------------------------------------------------------------

@lru_cache(maxsize=64)
def swords_icon(size: int, colour=(250, 240, 220), outline=(60, 20, 16)) -> pygame.Surface:
    """Two crossed swords (the struggle)."""
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    for flip in (1, -1):
        def P(x, y, flip=flip):
            return (S / 2 + flip * (x - S / 2), y)
        a = 0.2 * S
        blade = [P(a, a - 0.06 * S), P(a + 0.06 * S, a - 0.08 * S), P(0.8 * S, 0.74 * S), P(0.74 * S, 0.8 * S),
                 P(a - 0.08 * S, a + 0.06 * S), P(a - 0.06 * S, a)]
        grow = [(S / 2 + (x - S / 2) * 1.0, y) for x, y in blade]
        aa_polygon(big, outline, [(x + SS, y + SS) for x, y in grow])
        aa_polygon(big, colour, blade)
        guard = [P(0.62 * S, 0.82 * S), P(0.82 * S, 0.62 * S), P(0.86 * S, 0.66 * S), P(0.66 * S, 0.86 * S)]
        aa_polygon(big, ROMAN["gold"], guard)
        aa_circle(big, ROMAN["gold_dark"], P(0.86 * S, 0.86 * S), 0.06 * S)
    return _shrink(big, (size, size))


@lru_cache(maxsize=64)
def rings_icon(size: int, colour=(250, 240, 220), outline=(30, 60, 20)) -> pygame.Surface:
    """Two linked rings (the alliance)."""
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    w = max(2, int(S * 0.1))
    for cx in (0.37, 0.63):
        pygame.draw.circle(big, outline, (int(cx * S), int(S / 2)), int(S * 0.26), w + 2 * SS)
    for cx in (0.37, 0.63):
        pygame.draw.circle(big, colour, (int(cx * S), int(S / 2)), int(S * 0.26), w)
    return _shrink(big, (size, size))


@lru_cache(maxsize=32)
def flag_icon(size: int, colour=(196, 42, 38)) -> pygame.Surface:
    """A small standard (the flag card)."""
    S = size * SS
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    pygame.draw.line(big, ROMAN["bronze"], (int(S * 0.3), int(S * 0.08)), (int(S * 0.3), int(S * 0.95)),
                     max(2, int(S * 0.07)))
    aa_polygon(big, colour, [(S * 0.33, S * 0.12), (S * 0.88, S * 0.22), (S * 0.33, S * 0.55)])
    aa_circle(big, ROMAN["gold"], (S * 0.3, S * 0.08), S * 0.07)
    return _shrink(big, (size, size))


def dashed_line(surface: pygame.Surface, colour, a, b, width: int = 3, dash: int = 10, gap: int = 7,
                phase: float = 0.0) -> None:
    """A dashed line from ``a`` to ``b`` (``phase`` in pixels makes it crawl)."""
    a, b = pygame.Vector2(a), pygame.Vector2(b)
    d = b - a
    length = d.length()
    if length < 1:
        return
    u = d / length
    pos = -(phase % (dash + gap))
    while pos < length:
        s = max(0.0, pos)
        e = min(length, pos + dash)
        if e > s:
            pygame.draw.line(surface, colour, a + u * s, a + u * e, width)
        pos += dash + gap


def arrow_head(surface: pygame.Surface, colour, tip, frm, size: float) -> None:
    """A filled arrow head at ``tip`` pointing away from ``frm``."""
    tip, frm = pygame.Vector2(tip), pygame.Vector2(frm)
    d = tip - frm
    if d.length() < 1:
        return
    u = d.normalize()
    n = pygame.Vector2(-u.y, u.x)
    base = tip - u * size
    aa_polygon(surface, colour, [tip, base + n * size * 0.55, base - n * size * 0.55])


# ----- animations of this board ---------------------------------------------------------------

class Crumble(Animation):
    """A pile that shakes, sinks and falls apart into dust (a tie removes both stacks)."""

    drawable = True
    layer = 3

    def __init__(self, image: pygame.Surface, rect, duration: float = 0.9, delay: float = 0.0, seed: int = 0,
                 on_done=None):
        super().__init__(duration, delay, on_done)
        self.image = image
        self.rect = pygame.Rect(rect)
        rng = random.Random(seed)  # the look of the dust only
        self.bits = [(rng.uniform(-1, 1), rng.uniform(-1.4, -0.2), rng.uniform(2, 5)) for _ in range(18)]

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        shake = math.sin(t * 60) * 3 * (1 - t) if t < 0.5 else 0
        sink = ease.in_quad(t) * self.rect.h * 0.35
        img = self.image.copy()
        img.set_alpha(int(255 * (1 - ease.in_quad(t))))
        surface.blit(img, (self.rect.x + shake, self.rect.y + sink))
        cx, cy = self.rect.centerx, self.rect.bottom - self.rect.h * 0.25
        for dx, dy, s in self.bits:
            u = ease.out_cubic(t)
            x = cx + dx * self.rect.w * 0.7 * u
            y = cy + dy * self.rect.h * 0.5 * u + 40 * t * t
            a = int(200 * (1 - t))
            if a > 4:
                pygame.draw.circle(surface, (120, 108, 92), (int(x), int(y)), max(1, int(s * (1 - t * 0.5))))


class StrikeLine(Animation):
    """A red line that shoots from ``a`` to ``b`` with rings on both ends: a struggle is declared."""

    drawable = True
    layer = 2

    def __init__(self, a, b, colour=STRUGGLE_COLOUR, duration: float = 0.7, ring: int = 30, on_done=None):
        super().__init__(duration, 0.0, on_done)
        self.a, self.b = pygame.Vector2(a), pygame.Vector2(b)
        self.colour, self.ring = colour, ring

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        u = ease.out_cubic(min(1.0, t / 0.6))
        end = self.a.lerp(self.b, u)
        pygame.draw.line(surface, darken(self.colour, 0.4), self.a, end, 9)
        pygame.draw.line(surface, self.colour, self.a, end, 5)
        for p in (self.a, self.b):
            g = int(self.ring * (0.8 + 0.4 * t))
            layer = pygame.Surface((2 * g + 8, 2 * g + 8), pygame.SRCALPHA)
            pygame.draw.circle(layer, self.colour + (int(220 * (1 - t * 0.6)),), (g + 4, g + 4), g, 4)
            surface.blit(layer, (p.x - g - 4, p.y - g - 4))
        if u >= 1:
            ic = swords_icon(max(16, self.ring))
            surface.blit(ic, ic.get_rect(center=(int((self.a.x + self.b.x) / 2), int((self.a.y + self.b.y) / 2))))


def shadowed(surface: pygame.Surface, img: pygame.Surface, rect: pygame.Rect, lift: int = 0) -> None:
    """Blit ``img`` at ``rect`` with a soft shadow under it."""
    drop_shadow(surface, rect, radius=max(3, rect.w // 10), offset=(2 + lift, 4 + lift), blur=6, alpha=90)
    surface.blit(img, rect)


def ink_for(colour) -> tuple[int, int, int]:
    """Ink or white for text on ``colour``."""
    return readable_on(colour)


# ----- cards -----------------------------------------------------------------------------------

_ROMAN_NUM = ("", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX")


#: cards painted, newest last: (w, h, card, colour, dim, fonts) -> picture
_cards: dict = caches.kept(f"{__name__}.cards")
_CARDS_KEPT = 512
#: the size a card was last painted at, by (card, colour, dim, fonts, whether it has corner
#: numbers: 60 px high or more, the bit length of its height): its draft at another size
_card_sizes: dict = caches.kept(f"{__name__}.card_sizes")


def caesar_card(w: int, h: int, card: int, colour: tuple, dim: bool, fonts) -> pygame.Surface:
    """A card of the player's ``colour``: parchment in a coloured frame, the value large in the
    middle with its Roman numeral under it and small in two corners; the flag (``0``) shows a
    standard. ``dim``: a spent card (greyed).

    Kept by size. A card at a new size once this frame's painting allowance is spent (see
    :func:`begin_frame`) is drawn as a draft, the card painted at another size scaled, and
    painted by :func:`paint_work` in a later frame."""
    w, h = max(6, int(w)), max(8, int(h))
    key = (w, h, int(card), tuple(colour), bool(dim), fonts)
    hit = _cards.get(key)
    if hit is not None:
        return hit
    like = key[2:] + (h >= 60, h.bit_length())      # drafts only from a card drawn alike, of about this height
    other = _cards.get(_card_sizes.get(like))
    if other is not None and _frame[0].spent():
        _frame[1] = True
        _card_queue[key] = None
        return pygame.transform.smoothscale(other, (w, h))
    return _keep_card(key, _paint_card(*key))


def _keep_card(key: tuple, out: pygame.Surface) -> pygame.Surface:
    """Keep a card painted (the oldest go past :data:`_CARDS_KEPT`)."""
    h = key[1]
    _cards[key] = out
    _card_sizes[key[2:] + (h >= 60, h.bit_length())] = key
    while len(_cards) > _CARDS_KEPT:
        del _cards[next(iter(_cards))]
    return out


def _paint_card(w: int, h: int, card: int, colour: tuple, dim: bool, fonts) -> pygame.Surface:
    """Paint the card of :func:`caesar_card`."""
    col = tuple(colour)[:3]
    if dim:
        col = mix(col, (150, 146, 140), 0.75)
    W, H = w * SS, h * SS
    rad = max(3 * SS, W // 9)
    big = pygame.Surface((W, H), pygame.SRCALPHA)
    pygame.draw.rect(big, darken(col, 0.45), big.get_rect(), border_radius=rad)
    pygame.draw.rect(big, col, big.get_rect().inflate(-2 * SS, -2 * SS), border_radius=rad - SS)
    inset = max(3 * SS, int(W * 0.09))
    paper = big.get_rect().inflate(-2 * inset, -2 * inset)
    paper_col = ROMAN["parchment"] if not dim else (214, 208, 196)
    pg = gradient(paper.size, lighten(paper_col, 0.5), paper_col)
    m = pygame.Surface(paper.size, pygame.SRCALPHA)
    pygame.draw.rect(m, (255, 255, 255, 255), m.get_rect(), border_radius=max(SS, rad // 2))
    p2 = pygame.Surface(paper.size, pygame.SRCALPHA)
    p2.blit(pg, (0, 0))
    p2.blit(m, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(p2, paper.topleft)
    pygame.draw.rect(big, darken(col, 0.1), paper, max(1, SS), border_radius=max(SS, rad // 2))
    if card == 0:
        out = _shrink(big, (w, h))
        icon = flag_icon(max(6, int(min(w * 0.66, h * 0.5))), colour=darken(col, 0.05))
        out.blit(icon, icon.get_rect(center=(w // 2, h // 2)))
    else:
        out = _shrink(big, (w, h))
        ink = darken(col, 0.25)
        fbig = fonts.get(max(8, int(h * 0.42)), True)
        t = fbig.render(str(card), True, ink)
        cy = h // 2 - (int(h * 0.05) if h >= 60 else 0)
        out.blit(t, t.get_rect(center=(w // 2, cy)))
        if h >= 60:
            fr = fonts.get(max(8, int(h * 0.11)), True)
            rn = fr.render(_ROMAN_NUM[card], True, ROMAN["gold_dark"] if not dim else ink)
            out.blit(rn, rn.get_rect(midtop=(w // 2, cy + t.get_height() // 2 - int(h * 0.04))))
            fc = fonts.get(max(8, int(h * 0.12)), True)
            c1 = fc.render(str(card), True, ink)
            ins = max(3, int(w * 0.14))
            out.blit(c1, (ins, int(h * 0.07)))
    if dim:
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (90, 86, 80, 70), veil.get_rect(), border_radius=max(2, rad // SS))
        out.blit(veil, (0, 0))
    return out
