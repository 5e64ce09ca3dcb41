"""CAESAR!'s review and replay count turns as the game's top bar does: a replay's heading names the
top bar's turn, a chart point's label the turn its move was made in, and a listed move opens
the replay at the choice, before the move, under the turn the list names."""
from __future__ import annotations

from types import SimpleNamespace as NS

import pytest

from games.app.scenes.replay import ReplayScene
from games.app.scenes.review import ReviewScene, shown_move
from games.core import review as R
from games.core.bench import typical_record
from games.core.text import tr


@pytest.fixture(scope="module")
def game():
    rec = typical_record("seize_rome", 2)
    work = R.MomentsWork(rec)
    work.step(None)
    return rec, work


def _turn(rec, index: int) -> str:
    """The top bar's turn of the game after ``index`` moves: "Turn 15"."""
    return tr("core.review.at.turn", "en", n=rec.replay(index, trusted=True).turn_no)


def test_a_replay_heading_and_a_chart_point_name_the_top_bars_turn(game):
    rec, work = game
    total = len(rec.actions)
    render = lambda m: m.render("en")              # noqa: E731
    en = lambda key, **p: tr(key, "en", **p)       # noqa: E731
    replay = NS(render=render, tr=en, info=NS(title=NS(render=None)), total=total, moments=work, index=0, board=None)
    replay.render = lambda m: m if isinstance(m, str) else m.render("en")
    replay.info.title = "CAESAR!"
    review = NS(review=NS(n_actions=total), moments=work, tr=en, host=NS(render=render),
                move_before=lambda i: "", record=rec, point_note=lambda i, c: "")
    turns = set()
    for index in range(1, total):
        state = rec.replay(index, trusted=True)
        if state.is_over():
            continue
        want = _turn(rec, index)
        turns.add(want)
        replay.index = index
        assert f"— {want}, move {index} of" in ReplayScene.title(replay), index
        made = work.moments[shown_move(rec, index) - 1].render("en")     # (a point: the turn of its move)
        assert ReviewScene.point_lines(review, index, [0.5, 0.5])[0].startswith(f"{made}, after"), index
    assert len(turns) > 5


def test_a_listed_move_opens_the_replay_at_its_choice(game):
    rec, work = game
    slips = [s for slips in R.work_out(rec).slips.values() for s in slips]
    assert slips
    for slip in slips:
        opens = R.opens_at(rec, slip)
        assert opens == slip.index
        assert work.moments[opens] == slip.when
