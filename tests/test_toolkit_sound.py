"""Sfx: sounds with the dummy driver, and silence without any mixer."""
import pygame
import pytest

from games.app import sound
from games.app.sound import EFFECTS, Sfx


def test_effects_with_dummy_driver():
    s = Sfx({"sfx_volume": 70, "music_volume": 0.3})
    assert s.effects_volume == pytest.approx(0.7) and s.music_volume == pytest.approx(0.3)
    for name in EFFECTS:
        s.play(name)                         # no error, whether or not the dummy mixer opened
    s.play("no-such-sound")
    s.music(True)
    s.music(False)
    s.refresh({"sfx": False})
    assert s.play("flip") is False
    s.stop()


def test_no_mixer_at_all(monkeypatch):
    def broken(*a, **k):
        raise pygame.error("No available audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    s = Sfx()
    assert not s.enabled and s.error
    assert s.play("dice") is False and s.music(True) is False
    s.set_volumes(0.5, 0.5)
    s.stop()


def test_no_mixer_module(monkeypatch):
    monkeypatch.setattr(pygame, "mixer", None)
    s = Sfx({"music": True})
    assert not s.enabled
    assert s.play("win") is False


def test_settings_object_and_mute():
    class Settings:
        effects_volume = 0.0
        music_volume = 0.2
    s = Sfx(Settings(), mixer=False)
    assert s.effects_volume == 0 and s.play("click") is False


def test_every_effect_file_exists():
    for name in EFFECTS + ("music",):
        assert sound.asset_path("sounds", f"{name}.wav").exists()
