"""Every counted region says its result in the log, a tie included: the log said only
"Italia (1) is counted." and then the points of those who scored, so a tie (1 to 1, nobody
scores) left nothing to read after it (``scene_log.counted_results``)."""
from __future__ import annotations

import random

import pytest

from games.core.record import Record
from games.core.session import Session
from games.core.state import SeatInfo
from games.imperium.rules import RegionResolved

pygame = pytest.importorskip("pygame")


def _played(n: int, seed: int) -> Session:
    seats = [SeatInfo(f"P{i + 1}", "human") for i in range(n)]
    session = Session(Record("imperium", seats, seed=seed, options={"goal": "rounds8"}))
    rng = random.Random(seed)
    while session.state.outcome() is None:
        seat = session.state.to_act()[-1]
        session.act(seat, rng.choice(session.state.legal_actions(seat)))
    return session


def _board():
    from games.app.board import SimpleHost
    from games.imperium.scene import Board
    return Board(SimpleHost(lang="en"))


def test_every_count_says_its_result_ties_included():
    board = _board()
    names = ["Livia", "Marcus", "Julia"]
    ties = 0
    for n, seed in ((2, 1), (2, 5), (3, 2), (3, 9)):
        session = _played(n, seed)
        lines = board.merge_log(session.log(), session.record.actions, session.events)
        counted = [e for e in lines if e.msg.key.startswith("imperium.log.counted")]
        resolved = [ev for evs in session.events for ev in evs if isinstance(ev, RegionResolved)]
        assert len(counted) == len(resolved) == 9
        assert not any(e.msg.key == "imperium.log.resolved" for e in lines)
        for e, ev in zip(counted, resolved):
            held = sorted((k for k in ev.markers if k), reverse=True)
            en, ja = e.msg.render("en", names[:n]), e.msg.render("ja", names[:n])
            if not any(ev.points):
                assert "nobody scores" in en and "得点なし" in ja, en
            if len(held) > 1 and held[0] == held[1] and not any(ev.points):
                ties += 1
                assert e.msg.key == "imperium.log.counted_tie" and "a tie" in en and "同数" in ja, en
            for s, k in enumerate(ev.markers):
                if k:
                    assert f"{names[s]} {k}" in en and f"{names[s]}{k}個" in ja, (en, ja)
    assert ties >= 1
