"""Drawing helpers the boards share: one Roman look for every game.

Everything here is drawn with pygame primitives, anti-aliased by drawing at
a larger size and scaling down smoothly (``SS`` times), and cached: calling
:func:`card_face` or :func:`token` every frame costs a dictionary look-up.
This package re-exports the public names of its modules, one concern each:

- :mod:`.palette`: :data:`ROMAN` (marble, parchment, terracotta, gold, deep red, ink),
  :data:`PLAYER_COLOURS` (five distinguishable colours plus neutral), the colour-blind
  :data:`SEAT_SYMBOLS`, and :func:`mix`, :func:`lighten`, :func:`darken`, :func:`readable_on`;
- :mod:`.pictures`: :class:`PictureCache`, :func:`load_image`, :func:`gradient`,
  :func:`shared_gradient` and :func:`veil` (cached, for blitting only), :func:`background`
  (the marble tile);
- :mod:`.shadows`: :func:`panel` (rounded, bordered, with a soft drop shadow; its body and
  shadow are made once per size and colours), :func:`drop_shadow`, :func:`glow_rect`;
- :mod:`.shapes`: :func:`aa_polygon`, :func:`aa_circle`, :func:`draw_symbol`, :func:`laurel`;
- :mod:`.pieces`: :func:`token`, :func:`stack`, :func:`die_face`;
- :mod:`.cards`: :func:`card_face`, :func:`card_back`;
- :mod:`.text`: :func:`text_surface` (with outline or shadow), :func:`blit_text`,
  :func:`wrap_text` (Latin by words, Japanese by characters with the usual
  line-breaking rules), :func:`draw_wrapped`.
"""
from __future__ import annotations

from ..fonts import asset_path
from .cards import CARD_SUIT_COLOURS, card_back, card_face, draw_card_back
from .palette import (
    COLOUR_SYMBOLS,
    NEUTRAL,
    PLAYER_COLOURS,
    ROMAN,
    SEAT_SYMBOLS,
    SS,
    Colour,
    darken,
    lighten,
    luminance,
    mix,
    readable_on,
    seat_rgb,
)
from .pictures import (
    MB,
    PictureCache,
    background,
    gradient,
    image_loaded,
    load_image,
    picture_bytes,
    radial_gradient,
    shared_gradient,
    shrink,
    veil,
)
from .pieces import PIPS, blit_stack, die_face, stack, stack_size, stack_topleft, token
from .shadows import BIG_PANEL, GLOW_KEPT_PX, drop_shadow, glow_rect, panel
from .shapes import (
    aa_circle,
    aa_polygon,
    blit_centred,
    draw_symbol,
    laurel,
    rotate_aa,
    symbol_surface,
)
from .text import (
    WORD_JOINER,
    aligned_x,
    blit_text,
    draw_wrapped,
    is_cjk,
    line_tokens,
    text_surface,
    wrap_text,
)

__all__ = [
    "BIG_PANEL",
    "CARD_SUIT_COLOURS",
    "COLOUR_SYMBOLS",
    "GLOW_KEPT_PX",
    "MB",
    "NEUTRAL",
    "PIPS",
    "PLAYER_COLOURS",
    "ROMAN",
    "SEAT_SYMBOLS",
    "SS",
    "WORD_JOINER",
    "Colour",
    "PictureCache",
    "aa_circle",
    "aa_polygon",
    "aligned_x",
    "asset_path",
    "background",
    "blit_centred",
    "blit_stack",
    "blit_text",
    "card_back",
    "card_face",
    "darken",
    "die_face",
    "draw_card_back",
    "draw_symbol",
    "draw_wrapped",
    "drop_shadow",
    "glow_rect",
    "gradient",
    "image_loaded",
    "is_cjk",
    "laurel",
    "lighten",
    "line_tokens",
    "load_image",
    "luminance",
    "mix",
    "panel",
    "picture_bytes",
    "radial_gradient",
    "readable_on",
    "rotate_aa",
    "seat_rgb",
    "shared_gradient",
    "shrink",
    "stack",
    "stack_size",
    "stack_topleft",
    "symbol_surface",
    "text_surface",
    "token",
    "veil",
    "wrap_text",
]
