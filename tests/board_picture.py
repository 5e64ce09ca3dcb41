"""What the tests of the map games' board pictures share (CAESAR!, Caesar XL): telling
land from sea by a pixel's colour, and sampling round a point.

The pictures are drawn by ``tools/coast_art.py``: parchment land (red above blue),
blue-green sea (blue above red), and ink lines and a red-and-gold border that are
neither.

>>> colour_class((238, 224, 190)), colour_class((92, 134, 140)), colour_class((84, 12, 18))
('land', 'sea', 'other')
"""
from __future__ import annotations


def colour_class(c) -> str:
    """``land`` (parchment: red above blue, but not the saturated gold of the border),
    ``sea`` (blue above red) or ``other`` (ink lines, the border)."""
    r, b = c[0], c[2]
    if 25 <= r - b <= 90 and b >= 90:
        return "land"
    if b - r >= 8:
        return "sea"
    return "other"


def around(surf, at: tuple[int, int], r: int = 2) -> set[str]:
    """The colour classes of the (2r+1)² pixels round the pixel ``at``."""
    x, y = at
    return {colour_class(surf.get_at((x + dx, y + dy))) for dx in range(-r, r + 1) for dy in range(-r, r + 1)}


def has_a_border(surf) -> bool:
    """Whether pixels on every edge of the picture are neither land nor sea."""
    w, h = surf.get_size()
    return all(colour_class(surf.get_at((x, y))) == "other"
               for x, y in ((0, 0), (w // 2, 2), (w - 3, h // 2), (w // 3, h - 3), (2, h // 3)))


def gibraltar_in_place(surf, to_px) -> bool:
    """Whether the Strait of Gibraltar (a few pixels wide) is water with Hispania north of it
    and Mauretania south, in a picture whose frame is ``to_px(lon, lat) -> (x, y)``: a picture
    shifted by a few pixels or flipped would put the coastline or land in the strait."""
    return (around(surf, to_px(-5.60, 35.95), 1) == {"sea"}
            and around(surf, to_px(-5.40, 36.45), 1) == {"land"}
            and around(surf, to_px(-5.50, 35.55), 1) == {"land"})
