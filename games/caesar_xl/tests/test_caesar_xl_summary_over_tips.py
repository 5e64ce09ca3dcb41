"""A move's reason shown beside the log stood over the "since your last turn" panel and hid its
lines. The panel wins: the reason stands clear of it, and where it cannot, it is not shown
while the panel is up."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.caesar_xl import INFO
from games.caesar_xl.tests.test_caesar_xl_turn import _at_pompeys_first_turn, _summary_up
from games.core.registry import registered

WHY = "Why: " + "a reason long enough to take several lines of the tooltip beside the log " * 3


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def test_a_log_reason_never_covers_the_since_your_last_turn_panel(app, monkeypatch):
    game = _summary_up(app, _at_pompeys_first_turn())
    panel = pygame.Rect(game.summary.rect)
    surface = pygame.Surface(app.size)
    for row, _index in list(game.log_rows):
        monkeypatch.setattr(game, "hovered_reason", lambda r=row: (WHY, r))
        tip = game.draw_reason_tip(surface, game.board.texts)
        if tip is not None:
            assert not tip.colliderect(panel), (tip, panel)
    assert game.log_rows, "the log has lines"
    monkeypatch.setattr(game, "summary", None)
    row = game.log_rows[0][0]
    monkeypatch.setattr(game, "hovered_reason", lambda: (WHY, row))
    assert game.draw_reason_tip(surface, game.board.texts) is not None, "shown with the panel closed"
