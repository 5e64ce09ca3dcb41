"""The replay of a finished game seen by everyone stepped onto the second card of a struggle:
the first card (the computer's flag) lay face up, the card just played face down under its
owner, until the flip. Seen by everyone, both lie face up; seen as one seat, the other seat's
card played now is still a back until the flip."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.monkey import finished_record  # noqa: E402
from games.caesar import rules as R  # noqa: E402
from tests.app_kit import make_app, pump  # noqa: E402
from tests.test_replay_everything_view import first_index  # noqa: E402


def _slots_while_the_card_comes(app, replay, n: int) -> list[tuple]:
    replay.goto(n + 1)
    got = []
    for _ in range(200):
        app.step(1 / 20)
        d = replay.board.duel
        if d is not None and not d.face_up and not d.flipping:
            got.append((d.card_a, d.card_d))
        if not replay.board.busy() and not replay.anim.busy():
            break
    return got


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_second_card_lies_face_up_in_the_everything_view(home, lang):
    record = finished_record("caesar", 1)
    n = first_index(record, lambda s: s.struggle is not None and sum(c is not None for c in s.committed) == 1)
    app = make_app(home, size=(1280, 800), speed="normal", lang=lang)
    try:
        replay = app.push("replay", record=record, index=n)
        pump(app, 2)
        assert replay.seen_as is None
        got = _slots_while_the_card_comes(app, replay, n)
        assert got, "the struggle panel was seen before the flip"
        assert all(R.HIDDEN not in pair and None not in pair for pair in got), got
        seat, _action = record.actions[n]
        replay.goto(n)
        other = next(s for s in range(len(record.seats)) if s != seat)
        replay.seen_as = other
        side = 0 if seat == replay.state.struggle[0] else 1
        got = _slots_while_the_card_comes(app, replay, n)
        assert got and all(pair[side] == R.HIDDEN for pair in got), got
    finally:
        app.quit()
