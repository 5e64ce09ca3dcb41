"""The end screen charts what its board says decided the game (``board.end_chart()``), not the
score: its title, the figure over the game, the figures and their labels under the names.
(Caesar XL charted the gold of cities under a win in the Forum.)"""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.imperium.scene import Board  # noqa: E402
from tests.app_kit import pump_until  # noqa: E402
from tests.app_kit import finished_record  # noqa: E402


def test_the_end_screen_charts_what_the_board_says_decided_the_game(app, monkeypatch):
    record = finished_record("imperium", "haa", 4)
    spec = {"title": "What decided it", "figure": lambda state: (1.0, 2.0, 3.0),
            "figures": (4, 5, 6), "labels": ["a", "b", "c"]}
    monkeypatch.setattr(Board, "end_chart", lambda self: spec, raising=False)
    texts: list[str] = []
    app.push("game", record=record)
    pump_until(app, lambda: app.top.name == "end", what="the end screen")
    end = app.top
    pump_until(app, lambda: end.scores.done and end.series is not None, what="the chart's replay")
    assert end.figures() == (4, 5, 6)
    assert end.series == [(1.0, 2.0, 3.0)] * (len(record.actions) + 1)
    import games.app.scenes.end as end_module
    real = end_module.text
    monkeypatch.setattr(end_module, "text", lambda app_, surf, s, *a, **k: texts.append(s) or real(app_, surf, s, *a, **k))
    end.paint(pygame.Surface(app.size), pygame.Rect(0, 0, *end.rect.size))
    assert "What decided it" in texts and {"a", "b", "c"} <= set(texts), texts


def test_without_it_the_end_screen_charts_the_score(app):
    app.push("game", record=finished_record("imperium", "haa", 4))
    pump_until(app, lambda: app.top.name == "end", what="the end screen")
    end = app.top
    assert end.chart_spec is None and end.figures() == tuple(end.outcome.scores)


def test_a_game_with_its_own_chart_words_titles_the_score_chart_with_them(app, monkeypatch):
    """Caesar XL's chart of the gold of cities was titled "Score over the game": a game whose
    catalogue says the chart its own way (``<game>.end.chart``) is titled in those words."""
    from games.core.text import catalogue
    import games.app.scenes.end as end_module
    for lang in ("en", "ja"):
        monkeypatch.setitem(catalogue()[lang], "imperium.end.chart", "Markers over the game")
    app.push("game", record=finished_record("imperium", "haa", 4))
    pump_until(app, lambda: app.top.name == "end", what="the end screen")
    end = app.top
    pump_until(app, lambda: end.scores.done and end.series is not None, what="the chart's replay")
    texts: list[str] = []
    real = end_module.text
    monkeypatch.setattr(end_module, "text", lambda app_, surf, s, *a, **k: texts.append(s) or real(app_, surf, s, *a, **k))
    end.paint(pygame.Surface(app.size), pygame.Rect(0, 0, *end.rect.size))
    assert "Markers over the game" in texts and end.tr("app.end.chart") not in texts, texts
