"""Plural forms live in the catalogues: engine and screen code pass the count, the
catalogue's ``<key>.one`` says the singular."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from games.core.state import Outcome
from games.core.text import tr


@pytest.mark.parametrize("lang, one, two", [
    ("en", "Livia wins!", "Livia, Marcus share the victory!"),
    ("ja", "Liviaの勝利！", "Livia、Marcusが勝利を分け合う！"),
])
def test_the_end_screen_says_one_winner_in_the_singular(lang, one, two):
    from games.app.scenes.end import EndScene

    def screen(winners):
        return SimpleNamespace(outcome=Outcome(None, winners, None), host=SimpleNamespace(names=["Livia", "Marcus"]),
                               lang=lang, tr=lambda key, **p: tr(key, lang, **p))
    assert EndScene.winners_text(screen((0,))) == one
    assert EndScene.winners_text(screen((0, 1))) == two


def test_the_givers_are_counted_for_the_catalogue():
    from games.catilina.rules import GiversSeen
    assert GiversSeen(0, (1,)).msg().params["n"] == 1
    assert GiversSeen(0, (1, 2)).msg().params["n"] == 2
