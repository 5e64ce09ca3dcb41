"""The player's settings, kept between runs in ``data_dir()/settings.json``.

>>> s = Settings({"lang": "ja", "sfx_volume": 7})
>>> s["lang"], s["sfx_volume"], s["anim_speed"]
('ja', 1.0, 'normal')
"""
from __future__ import annotations

from pathlib import Path

from games.core.saves import data_dir, read_json, write_json

#: window sizes the settings offer
SIZES: tuple[tuple[int, int], ...] = ((1024, 640), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080))
SPEEDS: tuple[str, ...] = ("off", "fast", "normal")
LANGS: tuple[str, ...] = ("en", "ja")

DEFAULTS: dict = {
    "lang": "en",
    "music": True,
    "music_volume": 0.5,
    "sfx_volume": 0.8,
    "anim_speed": "normal",
    "fullscreen": False,
    "window_size": [1280, 800],
    "colour_blind": False,
    "last_names": [],
}


def _clean(key: str, value):
    """``value`` made valid for ``key``, or the default."""
    d = DEFAULTS[key]
    try:
        if key == "lang":
            return value if value in LANGS else d
        if key == "anim_speed":
            return value if value in SPEEDS else d
        if key in ("music_volume", "sfx_volume"):
            return max(0.0, min(1.0, float(value)))
        if key in ("music", "fullscreen", "colour_blind"):
            return bool(value)
        if key == "window_size":
            w, h = int(value[0]), int(value[1])
            return [max(800, min(7680, w)), max(560, min(4320, h))]
        if key == "last_names":
            return [str(x)[:24] for x in value][:5] if isinstance(value, list) else d
    except (TypeError, ValueError, IndexError):
        return d
    return value


class Settings(dict):
    """A dict of the settings with defaults; :meth:`save` writes it atomically."""

    def __init__(self, data: dict | None = None, path: Path | None = None):
        super().__init__()
        self.path = path
        for k, v in DEFAULTS.items():
            self[k] = _clean(k, (data or {}).get(k, v))

    @staticmethod
    def file() -> Path:
        return data_dir() / "settings.json"

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """The saved settings (defaults for anything missing or unreadable)."""
        path = Path(path) if path else cls.file()
        data = read_json(path, {})
        return cls(data if isinstance(data, dict) else {}, path)

    def save(self) -> None:
        """Write the settings (a failure to write is not fatal: they stay for this run)."""
        try:
            write_json(self.path or self.file(), {k: self[k] for k in DEFAULTS})
        except OSError:
            pass

    def set(self, key: str, value) -> None:
        """Change one setting and save."""
        self[key] = _clean(key, value)
        self.save()

    @property
    def speed_factor(self) -> float:
        """The animation speed as a number: 0 off, 1 normal, 2 fast."""
        return {"off": 0.0, "fast": 2.0, "normal": 1.0}[self["anim_speed"]]
