"""The replay shows Auto-Crassus's reason in his column at his own moves only: at a person's
move it still showed the reason of his placement a turn before (「ルール2…に従い、ヒスパニア・
ウルテリオルを閉じる。」 beside 「リウィアが手番です。」), read as the reason for the move shown."""
from __future__ import annotations

import dataclasses
import random

import pytest

pygame = pytest.importorskip("pygame")

from games.core import registry  # noqa: E402
from games.core.chance import CHANCE  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from games.seize_rome.tests.seize_rome_scene_kit import solo_record  # noqa: E402
from tests.app_kit import make_app, pump  # noqa: E402


def _played(app, moves: int):
    """A solo game played in the window by seeded clicks of Livia's, ``moves`` of hers."""
    game = app.push("game", record=solo_record(), autosave_on=False)
    rng, done = random.Random(2), 0
    for _ in range(800):
        state = game.session.state
        if state.is_over() or done >= moves:
            break
        if app.top.name == "handoff":
            app.top.confirm()
        elif app.top is game and game.viewer == 0 and game.board.acting and not game.board.busy():
            assert game.submit(0, rng.choice(state.legal_actions(0)))
            done += 1
        game.anim.skip()
        pump(app, 1)
    return game.record


@pytest.mark.parametrize("lang, size", [("ja", (1000, 700)), pytest.param("en", (1280, 800), marks=pytest.mark.long)])
def test_the_replay_shows_his_reason_at_his_moves_only(home, lang, size):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, size=size, lang=lang)
        try:
            record = _played(app, 6)
            seen = {"his": 0, "hers": 0}
            for n in range(1, len(record.actions) + 1):
                seat = record.actions[n - 1][0]
                replay = app.push("replay", record=record, index=n)
                replay.anim.skip()
                pump(app, 2)
                b = replay.board
                tips = {s.key for s in b.hotspots}
                if seat == 0 or seat == CHANCE:
                    assert b.drawn_crassus_why is None and ("crassus_why",) not in tips, (n, b.drawn_crassus_why)
                    seen["hers"] += seat == 0
                elif b.shown.clast is not None:
                    assert b.drawn_crassus_why, n
                    seen["his"] += 1
                app.pop()
                pump(app, 1)
            assert seen["his"] >= 2 and seen["hers"] >= 3, seen
        finally:
            app.quit()
            pygame.event.clear()
