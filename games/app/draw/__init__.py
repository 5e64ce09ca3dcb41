"""Drawing helpers the boards share: one Roman look for every game.

Everything here is drawn with pygame primitives, anti-aliased by drawing at
a larger size and scaling down smoothly (``SS`` times), and cached: calling
:func:`card_face` or :func:`token` every frame costs a dictionary look-up.

The boards call it as one kit, ``from games.app import draw as D`` and ``D.panel(...)``,
as they call ``pygame.draw``: a board's code reads as drawing, not as a list of modules,
and a helper can move between modules without touching the boards. The price is that a
call does not name its module, so this map names every public name (a test keeps it
complete), each module holding one concern:

- :mod:`.palette`: :data:`ROMAN` (marble, parchment, terracotta, gold, deep red, ink),
  :data:`PLAYER_COLOURS` (five distinguishable colours plus :data:`NEUTRAL`), the colour-blind
  :data:`SEAT_SYMBOLS` and :data:`COLOUR_SYMBOLS`, :data:`SS`, :data:`Colour`, and :func:`mix`,
  :func:`lighten`, :func:`darken`, :func:`luminance`, :func:`readable_on`, :func:`seat_rgb`;
- :mod:`.pictures`: :class:`PictureCache`, :data:`MB`, :func:`load_image`,
  :func:`image_loaded`, :func:`picture_bytes`, :func:`shrink`, :func:`gradient`,
  :func:`radial_gradient`, :func:`shared_gradient` and :func:`veil` (cached, for blitting
  only), :func:`background` (the marble tile);
- :mod:`.shadows`: :func:`panel` (rounded, bordered, with a soft drop shadow; its body and
  shadow are made once per size and colours; :data:`BIG_PANEL`), :func:`drop_shadow`,
  :func:`glow_rect` (:data:`GLOW_KEPT_PX`);
- :mod:`.shapes`: :func:`aa_polygon`, :func:`aa_circle`, :func:`rotate_aa`,
  :func:`blit_centred`, :func:`draw_symbol`, :func:`symbol_surface`, :func:`laurel`;
- :mod:`.pieces`: :func:`token`, :func:`stack`, :func:`stack_size`, :func:`stack_topleft`,
  :func:`blit_stack`, :func:`die_face` (:data:`PIPS`);
- :mod:`.cards`: :func:`card_face`, :func:`card_back`, :func:`draw_card_back`
  (:data:`CARD_SUIT_COLOURS`);
- :mod:`.text`: :func:`text_surface` (with outline or shadow), :func:`blit_text`,
  :func:`aligned_x`, :func:`wrap_text` (Latin between words, Japanese between words and never
  inside a name, with the usual line-breaking rules: the one rule of :mod:`.breaks`, which also
  gives :func:`is_cjk`, :func:`line_tokens` and :data:`WORD_JOINER`), :func:`draw_wrapped`.
"""
from __future__ import annotations

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
