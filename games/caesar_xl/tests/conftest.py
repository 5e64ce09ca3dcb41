"""Fixtures of Caesar XL's tests."""
import pytest

from games.caesar_xl import ai
from games.core.budget import still


@pytest.fixture
def no_time_cap(monkeypatch):
    """The general's clock stands still, so no player turn reaches its budget of processor time:
    every decision is made with the level's own judgement, the same on any machine (a slow or busy
    one would otherwise fall back to the normal judgement sooner). The AI test modules use it."""
    monkeypatch.setattr(ai, "_clock", still)
