"""games/app/board/playback.py: apply an action, then let the board animate the events the
viewer may see, with the new view put up before or after, for every host alike."""
from types import SimpleNamespace

import pytest

from games.app.board.playback import apply_and_play
from games.core.errors import IllegalAction
from games.core.text import Msg


class Counter:
    """A tiny engine: "add" raises the count and tells seat 0 alone a secret; anything else is illegal."""

    def __init__(self):
        self.count = 0

    def view_for(self, seat):
        return ("view", seat, self.count)

    def apply(self, seat, action):
        if action != "add":
            raise IllegalAction(Msg("core.err.not_your_turn", {"seat": seat}))
        self.count += 1
        return [SimpleNamespace(name="public", audience=None), SimpleNamespace(name="secret", audience=(0,))]


class Board:
    def __init__(self, log):
        self.log = log

    def on_events(self, seat, action, events, before, after):
        self.log.append(("events", [e.name for e in events], before, after))


def test_the_board_sees_the_events_of_its_viewer_between_the_views():
    log: list = []
    state = Counter()
    events = apply_and_play(state, Board(log), 0, "add", 1, set_view=lambda: log.append("view"))
    assert [e.name for e in events] == ["public", "secret"]
    assert log == ["view", ("events", ["public"], ("view", 1, 0), ("view", 1, 1))]
    log.clear()
    apply_and_play(state, Board(log), 0, "add", 0, set_view=lambda: log.append("view"), view_first=False)
    assert log == [("events", ["public", "secret"], ("view", 0, 1), ("view", 0, 2)), "view"]


def test_a_replay_may_show_everything_through_its_own_views():
    log: list = []
    apply_and_play(Counter(), Board(log), 0, "add", None, view=lambda s: ("all", s.count), everything=True)
    assert log == [("events", ["public", "secret"], ("all", 0), ("all", 1))]


def test_an_illegal_action_animates_nothing_and_changes_nothing():
    log: list = []
    state = Counter()
    with pytest.raises(IllegalAction):
        apply_and_play(state, Board(log), 0, "steal", 0, set_view=lambda: log.append("view"))
    assert log == [] and state.count == 0
