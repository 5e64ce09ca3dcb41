"""After a successful Undo the greyed button's tooltip said 「その後にマルクスが行動したため、あなたの
手は取り消せません。(Ctrl+Z)」 though no one had moved: the move before the one taken back was the
computer's, by the record's order. It says there is nothing more of the person's to take back,
and the key stands in full-width brackets in Japanese."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.record import Record  # noqa: E402
from tests.app_kit import open_app, pump_until, seats  # noqa: E402


@pytest.mark.parametrize("game_id", ["caesar", "imperium", "catilina", "seize_rome", "caesar_xl"])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_after_an_undo_the_tip_says_nothing_more_is_yours(home, lang, game_id):
    with open_app(home, lang=lang) as app:
        kinds = "ha" if game_id != "catilina" else "haa"
        game = app.push("game", record=Record(game_id, seats(game_id, kinds), 4), autosave_on=False)
        for _ in range(3):      # the person's move after a computer's, then taken back
            pump_until(app, lambda: game.viewer is not None and game.viewer in game.session.state.to_act()
                       and game.board.acting and not game.busy(), what="the person's turn")
            if any(s != game.viewer for s, _a in game.record.actions):
                break
            game.submit(game.viewer, game.session.state.legal_actions(game.viewer)[0])
        else:
            pytest.skip("the computer never moved before the person")
        game.submit(game.viewer, game.session.state.legal_actions(game.viewer)[0])
        if game.undo_refusal() is not None:
            pytest.skip("that move cannot be taken back")
        assert game.undo()
        game.update_undo_button()
        why = game.undo_refusal()
        assert why is not None and why.key == "app.err.undo_none_left", why
        tip = game._undo_tip
        name = game.record.seats[1].name
        assert name not in tip, tip
        assert tip.endswith("（Ctrl+Z）" if lang == "ja" else "(Ctrl+Z)"), tip
