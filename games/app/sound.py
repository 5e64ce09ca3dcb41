"""Sound effects and music, silent and error-free without an audio device.

``Sfx(settings)`` opens the mixer if it can (a machine without sound, a
dummy driver or a broken mixer just means silence) and plays the short
effects made by ``tools/make_sounds.py``: "flip", "place", "dice", "win",
"refuse", "click", "slide". ``music(True)`` loops ``sounds/music.wav``.

Volumes come from ``settings`` (a dict or an object): effects from
``sfx_volume`` (or ``effects_volume`` / ``sound_volume``), music from
``music_volume``; 0..1, or 0..100 as percentages. ``music`` (bool) in the
settings says whether music is wanted; ``sound`` / ``sfx`` = False mutes the
effects. :meth:`Sfx.refresh` re-reads them (call it when settings change).

>>> s = Sfx(mixer=False); s.play("flip"), s.enabled
(False, False)
"""
from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pygame

from .fonts import asset_path

EFFECTS: tuple[str, ...] = ("flip", "place", "dice", "win", "refuse", "click", "slide")
MUSIC_FILE = "music.wav"


def _setting(settings: Any, names: tuple[str, ...], default):
    if settings is None:
        return default
    for n in names:
        try:
            if isinstance(settings, dict):
                if n in settings:
                    return settings[n]
            elif hasattr(settings, "get") and not hasattr(settings, n):
                v = settings.get(n)
                if v is not None:
                    return v
            elif hasattr(settings, n):
                return getattr(settings, n)
        except Exception:
            continue
    return default


def _volume(v) -> float:
    try:
        v = float(v)
    except (TypeError, ValueError):
        return 1.0
    if v > 1.0:
        v /= 100.0
    return max(0.0, min(1.0, v))


class Sfx:
    """The suite's sound player.

    ``mixer=False`` never touches the mixer (tests, ``--mute``). Every method
    is safe to call whether or not sound works.
    """

    def __init__(self, settings: Any = None, mixer: bool = True, folder=None):
        self.settings = settings
        self.folder = folder
        self.enabled = False
        self.sounds: dict[str, Any] = {}
        self.effects_volume = 0.8
        self.music_volume = 0.5
        self.effects_on = True
        self.music_on = False
        self.music_playing = False
        self._last: dict[str, float] = {}
        self.error: str | None = None
        if mixer:
            self._open()
        self.refresh()

    # ----- set-up --------------------------------------------------------------------
    def _open(self) -> None:
        try:
            if not pygame.mixer.get_init():
                try:
                    pygame.mixer.pre_init(22050, -16, 1, 512)
                except Exception:
                    pass
                pygame.mixer.init()
            self.enabled = bool(pygame.mixer.get_init())
        except Exception as exc:  # no device, no SDL audio, no mixer module at all
            self.enabled = False
            self.error = str(exc) or exc.__class__.__name__

    def _path(self, name: str):
        if self.folder is not None:
            return Path(self.folder) / name
        return asset_path("sounds", name)

    def _sound(self, name: str):
        if name in self.sounds:
            return self.sounds[name]
        snd = None
        if self.enabled:
            try:
                p = self._path(f"{name}.wav")
                if p.exists():
                    snd = pygame.mixer.Sound(str(p))
            except Exception as exc:
                self.error = str(exc)
                snd = None
        self.sounds[name] = snd
        return snd

    def refresh(self, settings: Any = None) -> None:
        """Re-read volumes and switches from the settings (and apply them)."""
        if settings is not None:
            self.settings = settings
        s = self.settings
        self.effects_volume = _volume(_setting(s, ("sfx_volume", "effects_volume", "sound_volume", "volume"),
                                               self.effects_volume))
        self.music_volume = _volume(_setting(s, ("music_volume",), self.music_volume))
        self.effects_on = bool(_setting(s, ("sfx", "sound", "effects"), True))
        want = _setting(s, ("music", "music_on"), None)
        if self.enabled:
            try:
                pygame.mixer.music.set_volume(self.music_volume)
            except Exception:
                pass
        if want is not None and bool(want) != self.music_playing:
            self.music(bool(want))

    def set_volumes(self, effects: float | None = None, music: float | None = None) -> None:
        """Set the volumes directly (0..1)."""
        if effects is not None:
            self.effects_volume = _volume(effects)
        if music is not None:
            self.music_volume = _volume(music)
            if self.enabled:
                try:
                    pygame.mixer.music.set_volume(self.music_volume)
                except Exception:
                    pass

    # ----- playing ------------------------------------------------------------------------
    def play(self, name: str, volume: float = 1.0) -> bool:
        """Play effect ``name``; True if a sound was started. The same effect
        fired many times within 40 ms (cards flipping together) plays once."""
        if not self.enabled or not self.effects_on or self.effects_volume <= 0:
            return False
        now = time.monotonic()
        if now - self._last.get(name, -1.0) < 0.04:
            return False
        snd = self._sound(name)
        if snd is None:
            return False
        try:
            snd.set_volume(max(0.0, min(1.0, self.effects_volume * volume)))
            ch = snd.play()
            self._last[name] = now
            return ch is not None
        except Exception as exc:
            self.error = str(exc)
            return False

    def music(self, on: bool) -> bool:
        """Start (loop) or stop the music; True if music is now playing."""
        self.music_on = bool(on)
        if not self.enabled:
            self.music_playing = False
            return False
        try:
            if on:
                if not self.music_playing:
                    p = self._path(MUSIC_FILE)
                    if not p.exists():
                        return False
                    pygame.mixer.music.load(str(p))
                    pygame.mixer.music.set_volume(self.music_volume)
                    pygame.mixer.music.play(loops=-1, fade_ms=1500)
                    self.music_playing = True
            else:
                if self.music_playing:
                    pygame.mixer.music.fadeout(600)
                self.music_playing = False
        except Exception as exc:
            self.error = str(exc)
            self.music_playing = False
        return self.music_playing

    def stop(self) -> None:
        """Silence everything at once."""
        if self.enabled:
            try:
                pygame.mixer.stop()
                pygame.mixer.music.stop()
            except Exception:
                pass
        self.music_playing = False
