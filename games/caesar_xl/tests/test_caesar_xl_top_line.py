"""The top bar's line of what to do says the March prompt once: the board's own words for a
March with nothing chosen ("click one of your lit stacks, or end the phase") stay in the turn
box, where they stand instead of the prompt; the top bar had the prompt and then the same
sentence again."""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.core.chance import CHANCE, sample
from games.core.registry import registered
from tests.app_kit import make_app, pump


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def _to_a_march(seed=1):
    """Actions of a game (by the engine alone) up to seat 0's March with nothing to finish."""
    s = R.new_game(2, seed, {"silver": True})
    rng = random.Random(seed)
    acts = []
    for _ in range(4000):
        seat = s.to_act()[0]
        if seat == 0 and s.phase == "march" and not s.todo:
            return acts
        if seat == CHANCE:
            a = sample(s.chance_outcomes(), rng)
        else:
            legal = s.legal_actions(seat)
            ends = [x for x in legal if isinstance(x, (R.EndPhase, R.Pass))]
            a = ends[0] if ends and rng.random() < 0.7 else rng.choice(legal)
        s.apply(seat, a)
        acts.append((seat, a))
    raise AssertionError("no March")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_top_bar_says_the_march_prompt_once(home, lang):
    from games.core.record import Record
    from games.core.state import SeatInfo
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "ai", "easy", "blue")]
        game = app.push("game", record=Record("caesar_xl", seats, seed=1, options={"silver": True},
                                              actions=_to_a_march()), autosave_on=False)
        game.auto = False
        pump(app, 3)
        board = game.board
        assert game.viewer == 0 and board.view.phase == "march"
        prompt = board.tr("caesar_xl.prompt.march")
        line = game.turn_line()[0]
        hint = board.hint()
        top = line if hint is None else f"{line} {game.render(hint)}"
        head = prompt[:3]                                  # "Mar" / 「行軍：」
        assert prompt in top and top.count(head) == 1, top
        assert board.prompt_msg().key == "caesar_xl.ui.hint.stack"     # the turn box: which stacks
    finally:
        app.quit()
        pygame.event.clear()
