"""The player's settings, kept between runs in ``config_dir()/settings.json``.

Whatever the file holds, the suite starts: a value of the wrong kind falls
back to its default and :attr:`Settings.problems` says so in a sentence; a
file that is not JSON is set aside first.

>>> s = Settings({"lang": "ja", "sfx_volume": 7, "window_size": {}})
>>> s["lang"], s["sfx_volume"], s["anim_speed"], s["window_size"]
('ja', 1.0, 'normal', [1280, 800])
>>> s.reset_keys
['window_size']
"""
from __future__ import annotations

import math
from pathlib import Path

from games.core.files import config_dir
from games.core.saves import in_place, read_json_checked, set_aside_fate, write_json
from games.core.text import Msg

from .gui import clean_text

#: window sizes the settings offer
SIZES: tuple[tuple[int, int], ...] = ((1024, 640), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080))
#: animation speeds, in the order the settings button steps through them (slow to quick)
SPEEDS: tuple[str, ...] = ("off", "normal", "fast")
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
    "last_setup": {},
}


class _Bad(Exception):
    """A setting's value of the wrong kind."""


def _number(value) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise _Bad
    return float(value)


def _check(key: str, value):
    """``value`` made valid for ``key`` (clamped into range), or :class:`_Bad`."""
    if key == "lang":
        if value not in LANGS:
            raise _Bad
        return value
    if key == "anim_speed":
        if value not in SPEEDS:
            raise _Bad
        return value
    if key in ("music_volume", "sfx_volume"):
        return max(0.0, min(1.0, _number(value)))
    if key in ("music", "fullscreen", "colour_blind"):
        if not isinstance(value, (bool, int)):
            raise _Bad
        return bool(value)
    if key == "window_size":
        if not isinstance(value, (list, tuple)) or len(value) != 2:
            raise _Bad
        w, h = int(_number(value[0])), int(_number(value[1]))
        return [max(800, min(7680, w)), max(560, min(4320, h))]
    if key == "last_names":
        if not isinstance(value, list):
            raise _Bad
        return [clean_text(x)[:24] for x in value if isinstance(x, str)][:5]
    if key == "last_setup":
        if not isinstance(value, dict):
            raise _Bad
        return {k: v for k, v in ((k, _setup(v)) for k, v in value.items() if isinstance(k, str) and len(k) <= 80)
                if v is not None}
    return value


def _setup(value) -> dict | None:
    """One game's last set-up choices (``{"n", "seats": [{"colour", "kind"}], "options",
    "starter"}``) kept to plain values of the right kinds, or None; the set-up screen checks
    them against the game before using them.

    >>> _setup({"n": 2, "seats": [{"colour": "red", "kind": "hard", "x": 1}], "options": {"a": True},
    ...         "starter": None, "junk": 3})
    {'n': 2, 'seats': [{'colour': 'red', 'kind': 'hard'}], 'options': {'a': True}, 'starter': None}
    """
    if not isinstance(value, dict):
        return None
    n, seats, options, starter = value.get("n"), value.get("seats"), value.get("options"), value.get("starter")
    if isinstance(n, bool) or not isinstance(n, int) or not isinstance(seats, list) or not isinstance(options, dict):
        return None
    if starter is not None and (isinstance(starter, bool) or not isinstance(starter, int)):
        starter = None
    plain = (str, int, float, bool)
    return {"n": n,
            "seats": [{"colour": s["colour"], "kind": s["kind"]} for s in seats[:8]
                      if isinstance(s, dict) and isinstance(s.get("colour"), str) and isinstance(s.get("kind"), str)],
            "options": {k: v for k, v in options.items() if isinstance(k, str) and isinstance(v, plain)},
            "starter": starter}


def _clean(key: str, value):
    """``value`` made valid for ``key``, or the default."""
    try:
        return _check(key, value)
    except (_Bad, TypeError, ValueError, OverflowError, RecursionError):
        return DEFAULTS[key] if not isinstance(DEFAULTS[key], list) else list(DEFAULTS[key])


class Settings(dict):
    """A dict of the settings with defaults; :meth:`save` writes it atomically."""

    def __init__(self, data: dict | None = None, path: Path | None = None):
        super().__init__()
        self.path = path
        #: settings whose saved value was of the wrong kind and fell back to the default
        self.reset_keys: list[str] = []
        #: sentences for the player about the settings file (shown once at start)
        self.problems: list[Msg] = []
        for k, v in DEFAULTS.items():
            try:
                self[k] = _check(k, (data or {}).get(k, v))
            except (_Bad, TypeError, ValueError, OverflowError, RecursionError):
                self[k] = _clean(k, None)
                self.reset_keys.append(k)
        if self.reset_keys:
            self.problems.append(Msg("app.err.settings_reset"))

    @staticmethod
    def file() -> Path:
        """Where the settings are kept: ``settings.json`` in the settings folder."""
        return config_dir() / "settings.json"

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """The saved settings (defaults for anything missing or unreadable). A file that
        cannot be read, or holds a value of the wrong kind, is set aside (kept as it was) and
        the settings are written again, the good values kept: its sentence is said once, not
        at every start."""
        path = Path(path) if path else cls.file()
        data, fate = read_json_checked(path, {})
        settings = cls(data if isinstance(data, dict) else {}, path)
        if fate is not None:
            settings.problems.insert(0, Msg("app.err.settings_damaged", {"fate": fate}))
        elif in_place(path) and (settings.reset_keys or not isinstance(data, dict)):
            fate = set_aside_fate(path)
            if fate.key == "core.fate.aside":
                settings.problems = [Msg("app.err.settings_reset_aside", {"aside": fate.params["aside"]})]
                settings.save()
            elif not settings.problems:
                settings.problems.append(Msg("app.err.settings_reset"))
        return settings

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
