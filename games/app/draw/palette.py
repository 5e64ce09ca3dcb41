"""The suite's colours: the Roman palette, the players' colours and the colour-blind
symbols that go with them, and the small arithmetic on colours the boards use.

>>> seat_rgb("red") == PLAYER_COLOURS["red"]
True
>>> readable_on(ROMAN["ink"]) == ROMAN["white"]
True
"""
from __future__ import annotations

Colour = tuple[int, int, int]

Colour = tuple[int, int, int]

#: the suite's palette
ROMAN: dict[str, Colour] = {
    "marble": (236, 231, 220),
    "marble_dark": (205, 198, 185),
    "vein": (178, 170, 160),
    "parchment": (240, 226, 192),
    "parchment_dark": (214, 192, 146),
    "terracotta": (190, 92, 58),
    "terracotta_dark": (140, 62, 38),
    "gold": (212, 170, 60),
    "gold_light": (245, 214, 120),
    "gold_dark": (150, 112, 30),
    "red": (128, 24, 30),
    "red_dark": (84, 12, 18),
    "ink": (40, 30, 24),
    "bronze": (150, 100, 50),
    "olive": (96, 110, 52),
    "sea": (70, 120, 150),
    "sea_dark": (44, 84, 112),
    "shadow": (0, 0, 0),
    "white": (252, 250, 244),
}

#: player colours, by the names :class:`GameInfo.colours` uses; chosen to stay
#: apart for the common colour-vision deficiencies (with the symbols as backup)
PLAYER_COLOURS: dict[str, Colour] = {
    "red": (196, 42, 38),
    "blue": (36, 96, 186),
    "green": (40, 140, 72),
    "yellow": (236, 186, 28),
    "purple": (128, 66, 160),
    "orange": (232, 120, 30),
    "black": (46, 42, 40),
    "white": (238, 234, 226),
    "neutral": (150, 138, 120),
}
NEUTRAL: Colour = PLAYER_COLOURS["neutral"]

#: one symbol per seat for the colour-blind aid (names :func:`draw_symbol` knows)
SEAT_SYMBOLS: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "star", "cross", "hexagon")

#: the symbol that goes with each player colour by default
COLOUR_SYMBOLS: dict[str, str] = {
    "red": "circle", "blue": "square", "green": "triangle", "yellow": "diamond",
    "purple": "star", "orange": "cross", "black": "hexagon", "white": "hexagon",
}

#: supersampling factor for anti-aliased pieces
SS = 3


def seat_rgb(colour) -> Colour:
    """An RGB triple from a colour name, ``"#rrggbb"`` or a triple."""
    if isinstance(colour, str):
        if colour.startswith("#") and len(colour) == 7:
            return tuple(int(colour[i:i + 2], 16) for i in (1, 3, 5))  # type: ignore[return-value]
        return PLAYER_COLOURS.get(colour, ROMAN.get(colour, NEUTRAL))
    return tuple(int(c) for c in colour[:3])  # type: ignore[return-value]


def mix(a, b, t: float) -> Colour:
    """Linear mix of two colours (t=0: a, t=1: b)."""
    t = max(0.0, min(1.0, t))
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def lighten(c, t: float = 0.3) -> Colour:
    """``c`` mixed towards white."""
    return mix(c, (255, 255, 255), t)


def darken(c, t: float = 0.3) -> Colour:
    """``c`` mixed towards black."""
    return mix(c, (0, 0, 0), t)


def luminance(c) -> float:
    """Perceived brightness 0..255."""
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def readable_on(c) -> Colour:
    """Ink or white, whichever reads better on ``c``."""
    return ROMAN["ink"] if luminance(c) > 150 else ROMAN["white"]
