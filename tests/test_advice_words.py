"""The advice bubble names the move as advice ("laying Italia...", 「…を重ねる」), in the explain
module's ``what`` words, never as the log's sentence of a move already made (「…しました。」)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tests.app_kit import open_app, pump_until, seats  # noqa: E402

KINDS = {"caesar": "ha", "imperium": "ha", "catilina": "haa", "seize_rome": "ha"}


@pytest.mark.parametrize("game,lang", [(g, "ja") for g in KINDS] + [("imperium", "en"), ("caesar", "en")])
def test_the_advice_names_the_move_as_advice_not_as_its_log_line(home, game, lang):
    from games.core.record import Record
    with open_app(home, lang=lang) as app:
        scene = app.push("game", record=Record(game, seats(game, KINDS[game]), seed=3), autosave_on=False)
        pump_until(app, lambda: scene.board.acting and not scene.busy() and scene.advice_refusal() is None,
                   what="the person's turn with advice offered")
        scene.toggle_advice()
        pump_until(app, lambda: scene.advice is not None, 900, "the advice")
        seat, _n, got = scene.advice
        assert got.move is not None, got
        words = scene.advice_text().split("\n")[0]
        assert scene.render(got.move) in words, words
        for said in (getattr(got.action, "own_msg", None), got.action.msg):
            if callable(said):
                assert scene.render(said(seat)) not in words, words
        assert "ました" not in words, words
