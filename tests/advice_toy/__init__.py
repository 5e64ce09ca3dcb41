"""The toy game "Guess" (:mod:`tests.toy`) under another id, with an explain module of its
own (:mod:`tests.advice_toy.explain`): the window's tests of reasons and advice play it.

Seat 0 hides a token in hand 0 or 1; seat 1 guesses the hand, never seeing where it is.
"""
from __future__ import annotations

import dataclasses

from tests.toy import CODEC, INFO as TOY_INFO, Toy  # noqa: F401

INFO = dataclasses.replace(TOY_INFO, id="advice_toy")


def new_game(n_seats=2, seed=0, options=None):
    """A new game (the registry's signature)."""
    return Toy()


def register(monkeypatch):
    """Make this game a registered game for the length of a test."""
    import sys
    from tests.toy import register_module
    register_module(monkeypatch, "advice_toy", INFO, sys.modules[__name__])
