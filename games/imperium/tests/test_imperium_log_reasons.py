"""Imperium's reasons where the log is read: a computer's reason sat only on the line "Marcus
lays 3 cards face down" (read before anything is turned up), and was not found on the line
"Marcus chose ..." where its pick is read after the reveal. The revealed line now points at the
selection it turns up (``scene_log.reasoned_reveals``) and hovering it shows that move's reason.
"""
from __future__ import annotations

import random

import pytest

from games.core.record import Record
from games.core.session import Session
from games.core.state import SeatInfo
from games.imperium.rules import Select
from games.imperium.scene_log import RevealLine, reasoned_reveals

pygame = pytest.importorskip("pygame")


def _played(rounds: int = 3, n: int = 2, seed: int = 4) -> Session:
    """A session of ``rounds`` rounds of random selections (and fills) by every seat."""
    seats = [SeatInfo(f"P{i + 1}", "human") for i in range(n)]
    session = Session(Record("imperium", seats, seed=seed, options={"goal": "rounds8"}))
    rng = random.Random(seed)
    while session.state.round <= rounds and session.state.outcome() is None:
        seat = session.state.to_act()[-1]
        session.act(seat, rng.choice(session.state.legal_actions(seat)))
    return session


def test_every_revealed_selection_points_at_the_move_that_laid_it():
    """Each "X chose ..." line points at X's own selection of that round: a ``Select`` by that
    seat, the last one before the cards were turned up, laying the regions the line shows."""
    for n in (2, 3):
        session = _played(n=n)
        actions = session.record.actions
        lines = reasoned_reveals(session.log(), actions)
        shown = [e for e in lines if e.msg.key == "imperium.log.shown"]
        assert len(shown) >= 3 * n and all(isinstance(e, RevealLine) for e in shown), len(shown)
        for e in shown:
            seat, action = actions[e.why_of - 1]
            assert seat == e.msg.params["seat"] and isinstance(action, Select), (e.index, e.why_of)
            assert e.why_of <= e.index and not any(
                s == seat and isinstance(a, Select) for s, a in actions[e.why_of:e.index]), (e.index, e.why_of)


def test_hovering_the_revealed_pick_shows_the_computer_s_reason(home, monkeypatch):
    """In the window: after the reveal, the line of Marcus's turned-up pick carries his reason,
    the same words as his face-down line's."""
    from tests.app_kit import make_app, pump_until
    app = make_app(home)
    try:
        seats = [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "easy")]
        game = app.push("game", record=Record("imperium", seats, seed=2, options={"goal": "rounds8"}),
                        autosave_on=False)
        board = game.board
        pump_until(app, lambda: board.acting and not game.busy() and not game.animating(), what="Livia's turn")
        assert game.submit(0, Select((1, 2, 9)))
        pump_until(app, lambda: any(e.msg.key == "imperium.log.shown" for e in game.shown_log)
                   and not game.animating(), what="the reveal")
        lines, _total = game._log_lines()
        marcus = next(e for e in game.shown_log if e.msg.key == "imperium.log.shown" and e.msg.params["seat"] == 1)
        rows = [ln for ln in lines if ln[0] == marcus.index and ln[1].startswith("Marcus chose")]
        assert rows and all(ln[4] == marcus.why_of for ln in rows), rows
        assert game.session.record.actions[marcus.why_of - 1][0] == 1
        row = pygame.Rect(10, 10, 200, 20)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: row.center)
        game.log_hover = (rows[0][4], row)
        got = game.hovered_reason()
        assert got is not None and got[0] == game.reason_words(marcus.why_of - 1), got
        assert game.session.record.reason(marcus.why_of - 1) is not None
    finally:
        app.quit()
        pygame.event.clear()


def test_the_round_s_turn_up_and_count_are_lines_of_their_own(home):
    """"Round 1: the cards are turned up.", the count and "Round 2 begins" were drawn under
    "Livia lays 3 cards face down." as if part of her move: they stand at a move's indent, the
    seats' choices, placements and points under them."""
    from games.app.scenes.game_log import HEAD_INDENT, line_indent
    from games.app.scenes.common import GOLD
    from tests.app_kit import make_app, pump_until
    app = make_app(home)
    try:
        seats = [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "easy")]
        game = app.push("game", record=Record("imperium", seats, seed=2, options={"goal": "rounds8"}),
                        autosave_on=False)
        board = game.board
        pump_until(app, lambda: board.acting and not game.busy() and not game.animating(), what="Livia's turn")
        assert game.submit(0, Select((1, 2, 9)))
        pump_until(app, lambda: any(e.msg.key == "imperium.log.round" for e in game.shown_log)
                   and not game.animating(), what="round 2")
        lines, _total = game._log_lines()
        alone = {"Round 1: the cards", "Italia (1) is counted", "Round 2 begins"}
        for index, words, head, seat, _why, note in lines:
            own = any(words.startswith(a) for a in alone)
            under = words.startswith(("Livia chose", "Marcus chose", "Livia places", "Marcus places"))
            if own:
                assert head and seat is None and line_indent(head, seat, index, note) == HEAD_INDENT, words
            if under:
                assert not head and line_indent(head, seat, index, note) > HEAD_INDENT, words
        said = [ln[1] for ln in lines]
        assert all(any(w.startswith(a) for w in said) for a in alone), said
        # each carries a bullet of its own (a gold diamond where a move has its seat's dot):
        # without one it read as the tail of the move above
        surf = pygame.Surface(app.size)
        game._paint_log(surf)
        drawn = list(zip(game.log_rows, reversed(lines), strict=False))
        assert len(game.log_rows) == len(lines), "the whole log is drawn"
        marked = [words for (row, _i), (_x, words, head, seat, _w, note) in drawn
                  if head and seat is None and note is None
                  and surf.get_at((game.log_area.x + 10, row.centery))[:3] == GOLD]
        assert all(any(w.startswith(a) for w in marked) for a in alone), marked
    finally:
        app.quit()
        pygame.event.clear()


def test_the_replay_s_caption_names_the_round_the_board_shows_while_it_counts(home):
    """Stepping over a round's last choice, the caption said "Round 2, move 2 of ..." while the
    board still counted round 1 ("Round 1 of 8"): while the count runs it names the round the
    board draws, and the next once that round's banner is up."""
    from tests.app_kit import make_app, pump, pump_until
    app = make_app(home, speed="normal")
    try:
        session = _played(rounds=2)
        replay = app.push("replay", record=session.record.copy(), index=1)
        pump_until(app, lambda: replay.moments.done, what="the moments")
        replay.goto(2)                              # the second choice of round 1: its count runs
        seen = set()
        for _ in range(2000):
            if not replay.board.busy():
                break
            drawn = replay.board.shown.round if not replay.board.count or not replay.board.count.announcing \
                else replay.board.view.round
            seen.add(drawn)
            assert f"Round {drawn}," in replay.title(), (drawn, replay.title())
            pump(app, 1)
        assert seen >= {1} and "Round 2," in replay.title(), (seen, replay.title())
    finally:
        app.quit()
        pygame.event.clear()
