"""CAESAR! in the end dialog: the control markers each player had left under their name (with
what that number is: fewer is better), and "What decided the game" says the fact that ended
it (the last marker and where it went, the token nobody could place, the Poison that took the
last token), not the last moves."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.players import RandomPlayer  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.session import Session  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.core.text import tr  # noqa: E402
from games.seize_rome import rules as R  # noqa: E402
from games.seize_rome import scene_end  # noqa: E402
from tests.app_kit import make_app, pump_until  # noqa: E402

SEATS = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "human", None, "blue")]


def finished(seed: int, expansions: str = "base") -> Record:
    record = Record("seize_rome", SEATS, seed, options={"expansions": expansions})
    session = Session(record)
    players = [RandomPlayer(seed + i) for i in range(2)]
    while not session.state.is_over():
        if session.pending_automatic() is not None:
            session.step_automatic()
            continue
        seat = session.state.to_act()[0]
        session.act(seat, players[seat].choose(session.state.view_for(seat), seat))
    return record


def ended(reason: str, winner: int = 0):
    """A view of a game over for ``reason`` (fields set as the engine sets them)."""
    view = R.new_game(2, 1).view_for(None)
    view.winner, view.end_reason, view.phase = winner, reason, "over"
    return view


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_end_dialog_shows_markers_left_and_what_decided_it(home, monkeypatch, lang):
    from games.app.scenes import end
    record = finished(4)
    app = make_app(home)
    try:
        app.set_lang(lang)
        game = app.push("game", record=record)
        pump_until(app, lambda: app.top.name == "end", what="the end dialog")
        dialog = app.top
        assert dialog.name == "end" and dialog.outcome.scores is None
        state = game.session.state
        assert dialog.figures() == tuple(state.markers)
        assert min(state.markers) == 0 or state.end_reason != "marker"
        keys = [m.key for m in dialog.lines]
        assert keys and all(k.startswith("seize_rome.end.why.") for k in keys)
        label = tr("seize_rome.end.score_label", lang)
        assert end.score_label("seize_rome", lang) == label != "seize_rome.end.score_label"
        said = []
        real = end.text
        monkeypatch.setattr(end, "text", lambda a, s, words, *r, **k: (said.append(words), real(a, s, words, *r, **k)))
        dialog.paint(pygame.Surface((760, 600)), pygame.Rect(0, 0, 760, 600))
        assert said.count(label) == 2
        assert str(state.markers[0]) in said and str(state.markers[1]) in said
        winner = state.winner
        assert said.index("Livia" if winner == 0 else "Marcus") < said.index("Marcus" if winner == 0 else "Livia")
    finally:
        app.quit()
        pygame.event.clear()


def test_the_end_dialog_opens_once_the_names_drafted_in_the_first_frame_are_placed(home, monkeypatch):
    """A finished game opened where another board placed the names at another size: its first
    frame drafts them, the next ones search their places, the board is drawn with them placed,
    and only then the end dialog opens over it (the dialog's frame is not the board's)."""
    from games.app.board import SimpleHost
    from games.seize_rome import scene, scene_names
    monkeypatch.setattr(scene_names, "_PLACED", {})
    host = SimpleHost(state=R.new_game(2, 3, {"expansions": "base"}))
    host.attach(scene.Board(host), (1000, 700)).name_rects()
    app = make_app(home)
    try:
        game = app.push("game", record=finished(4))
        drawn = []                              # per frame that drew the board: was it whole, and the top scene
        board_draw = game.board.draw
        monkeypatch.setattr(game.board, "draw", lambda s: (board_draw(s),
                                                            drawn.append((game.board.work_done(), app.top.name))))
        app.step(1 / 60)
        assert app.top is game and not game.board.work_done()
        pump_until(app, lambda: app.top.name == "end", what="the end dialog")
        whole = [top for done, top in drawn if done]
        assert drawn[0] == (False, "game")      # the first frame drew the names as a draft
        assert whole[:2] == ["game", "end"]     # the board drawn whole once, then the dialog over it
    finally:
        app.quit()
        pygame.event.clear()


def test_a_last_marker_says_where_it_went_and_what_the_other_had_left():
    view = ended("marker", 1)
    view.markers = [5, 0]
    events = [[R.MarkerPlaced(1, "province:creta:0", 1)], [R.MarkerPlaced(0, "border:x", 5)],
              [R.MarkerPlaced(1, "senate", 0), R.GameEnded(1, "marker")]]
    lines = scene_end.deciding_lines(view, events)
    assert [m.key for m in lines] == ["seize_rome.end.why.last_marker", "seize_rome.end.why.still_had",
                                      "seize_rome.end.why.turns"]
    assert lines[0].params["where"].key == "seize_rome.end.why.under_senate" and lines[1].params == {"seat": 0, "n": 5}


def test_poison_that_took_the_last_token_is_named_and_an_older_poison_is_not():
    view = ended("empty", 0)
    code = next(iter(R.influence_tokens()))
    poisoned = [[R.Poisoned(1, code)], [R.TurnStarted(0, True)], [R.GameEnded(0, "empty")]]
    lines = scene_end.deciding_lines(view, poisoned)
    assert lines[0].key == "seize_rome.end.why.poisoned" and lines[0].params["seat_loser"] == 1
    played_on = [[R.Poisoned(1, code)], [R.TurnStarted(1, False)], [R.GameEnded(0, "empty")]]
    assert scene_end.deciding_lines(view, played_on)[0].key == "seize_rome.end.why.empty"


def test_a_player_who_could_not_place_is_told_with_the_tokens_they_held():
    view = ended("stuck", 0)
    lines = scene_end.deciding_lines(view, [[R.GameEnded(0, "stuck")]])
    assert lines[0].key == "seize_rome.end.why.stuck" and lines[0].params == {"seat": 1, "n": len(view.hands[1])}
    assert scene_end.deciding_lines(R.new_game(2, 1).view_for(0), []) is None      # not over: nothing to say
