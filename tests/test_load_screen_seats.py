"""The Load screen names every seat of a save, however many: a game of the most players with
long names and computers of every level shows each seat's name on its row, uncut, in English
and Japanese (the row once cut the line after the fifth seat's name)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games import all_games, info
from games.core import saves
from games.core.record import Record
from games.core.state import SeatInfo
from tests.app_kit import load_page_lines
from tests.test_load_screen import open_load

NAMES = ["Livia Drusilla", "Marcus Tullius", "Gaius Sallustius", "Servilia Caepionis", "Lucius Sergius",
         "Publius Clodius", "Fulvia Bambula", "Quintus Hortensius"]


def crowded_game():
    """The game that seats the most players, each seat long-named, a person and computers of
    every level in turn."""
    games = [info(g) if isinstance(g, str) else g for g in all_games()]
    gi = max(games, key=lambda g: (g.max_players, bool(g.levels)))
    levels = list(gi.levels) or [None]
    out = [SeatInfo(NAMES[0], "human", None, gi.colours[0])]
    for i in range(1, gi.max_players):
        level = levels[(i - 1) % len(levels)]
        out.append(SeatInfo(NAMES[i], "ai" if level else "human", level, gi.colours[i % len(gi.colours)]))
    return gi, out


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_seat_of_a_crowded_save_is_named_on_its_row(app, monkeypatch, lang):
    gi, seat_list = crowded_game()
    assert len(seat_list) >= 5
    saves.save_named(Record(gi.id, seat_list, seed=5), "crowded")
    app.set_lang(lang)
    scene = open_load(app)
    assert len(scene.entries) == 1
    lines = load_page_lines(scene, monkeypatch)
    shown = " ".join(lines)
    assert [s.name for s in seat_list if s.name not in shown] == [], lines
    assert not any("…" in s for s in lines), lines

