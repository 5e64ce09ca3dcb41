"""Draw the suite's pictures with pygame primitives.

Deterministic: fixed seeds, no fonts other than the bundled Noto Sans JP,
no network; the same pygame-ce gives the same bytes on every run.

    python tools/make_art.py            # writes art/* and art/<id>/*
    python tools/make_art.py --out DIR  # the same tree under DIR (DIR/art/...)

Shared pictures go to ``art/``:
- ``card_back_red.png``, ``card_back_blue.png``: 240x336 card backs;
- ``marble_tile.png``, ``parchment_tile.png``: 256x256 seamless textures;
- ``icon.png``: 256x256 app icon (and ``icon_64.png``).

Each game's pictures go to its own folder, ``art/<id>/``: every
``games/<id>/art_recipe.py`` found is run (``make(ctx)`` returns
``[(file name, pygame surface or text)]``; at least ``menu.png``, 480x270).
A new game brings its recipe; nothing here changes. The drawing helpers the
recipes share are in ``tools/art_kit.py``.
"""
from __future__ import annotations

import argparse
import importlib.util
import sys
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.art_kit import D, R, ROOT, Fonts, marble_tile, parchment_tile  # noqa: E402  (sets SDL for headless)

import pygame  # noqa: E402

from tools.say import run, written  # noqa: E402


# ----- card backs and the icon ---------------------------------------------------------------------

def card_back_png(style: str) -> pygame.Surface:
    return D.draw_card_back((240, 336), style)


def icon(fonts: Fonts, size: int = 256) -> pygame.Surface:
    S = size * 4
    big = pygame.Surface((S, S), pygame.SRCALPHA)
    c = (S // 2, S // 2)
    pygame.draw.circle(big, R["gold_dark"], c, S // 2 - 2)
    pygame.draw.circle(big, R["gold"], c, S // 2 - S // 40)
    disc = D.radial_gradient(int(S * 0.43), D.lighten(R["red"], 0.15), R["red_dark"])
    big.blit(disc, (c[0] - disc.get_width() // 2, c[1] - disc.get_height() // 2))
    D.laurel(big, (c[0], c[1] + S * 0.02), S * 0.31, R["gold"], S // 200 + 2, leaves=9)
    D.laurel(big, (c[0], c[1] + S * 0.02), S * 0.31, R["gold_light"], S // 300 + 1, leaves=9)
    out = pygame.transform.smoothscale(big, (size, size))
    f = fonts.get(int(size * 0.3), bold=True)
    D.blit_text(out, "LR", (size // 2, int(size * 0.47)), f, R["gold_light"], "center", outline=R["red_dark"],
                outline_px=max(1, size // 100))
    return out


# ----- main -------------------------------------------------------------------------------------------

class ArtContext(NamedTuple):
    """What every recipe gets: the shared textures and the fonts."""

    marble: pygame.Surface
    parchment: pygame.Surface
    fonts: Fonts


def recipes(root: Path = ROOT) -> list[tuple[str, Path]]:
    """Every game's recipe: ``(game id, path of art_recipe.py)``, by id: each
    ``<root>/games/<id>/art_recipe.py``, and that of every other game the registry finds
    (a folder of games it is told to search)."""
    found = {p.parent.name: p for p in (root / "games").glob("*/art_recipe.py")}
    from games.core import registry
    for gid in registry.all_game_ids():
        p = registry.asset(gid, "art_recipe.py")
        if p.is_file():
            found.setdefault(gid, p)
    return sorted(found.items())


def _load(gid: str, path: Path):
    spec = importlib.util.spec_from_file_location(f"_art_recipe_{gid}", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main(out_dir: Path | str | None = None) -> list[Path]:
    """Write every picture into ``art/`` and ``art/<id>/`` (under ``out_dir`` when given, else the
    project's own, see :func:`~games.core.assets.asset_path`); returns the paths, shared first,
    then game by game."""
    from games.core.assets import asset_path
    out = Path(out_dir) if out_dir is not None else None
    pygame.init()
    fonts = Fonts()
    paths: list[Path] = []

    def save(item, folder: Path, name: str) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        p = folder / name
        if isinstance(item, str):
            p.write_bytes(item.encode("utf-8"))
        else:
            pygame.image.save(item, str(p))
        paths.append(p)

    shared = asset_path("art") if out is None else out / "art"
    marble = marble_tile()
    parchment = parchment_tile()
    save(marble, shared, "marble_tile.png")
    save(parchment, shared, "parchment_tile.png")
    save(card_back_png("red"), shared, "card_back_red.png")
    save(card_back_png("blue"), shared, "card_back_blue.png")
    ic = icon(fonts)
    save(ic, shared, "icon.png")
    save(pygame.transform.smoothscale(ic, (64, 64)), shared, "icon_64.png")
    ctx = ArtContext(marble, parchment, fonts)
    for gid, path in recipes():
        folder = asset_path("art", game=gid) if out is None else out / "art" / gid
        for name, item in _load(gid, path).make(ctx):
            save(item, folder, name)
    return paths


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=None, help="output folder (default: the project folder)")
    args = ap.parse_args()
    run(lambda: written(main(args.out)))
