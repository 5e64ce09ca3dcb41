"""The computer's reasons and advice in the window (issue 31, parts 1 and 2): a computer's move
keeps its reason in the record (saved and loaded; old saves and bad reasons load), the log
shows it under the pointer; a person asks for advice (button or H), sees the window think,
may stop it, then sees the move lit with its reason; the log and the end screen count the
requests; advice reads only the asking seat's view. Played on the test game
:mod:`tests.advice_toy` (an explain module of its own) and on Caesar XL."""
from __future__ import annotations

import json

import pytest

pygame = pytest.importorskip("pygame")

from games.app.advice_record import advice_counts  # noqa: E402
from games.app.scenes.game_log import line_indent  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.saves import autosave, load_record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests import advice_toy  # noqa: E402
from tests.app_kit import close_held, open_app, pump, pump_until  # noqa: E402
from tests.toy import Guess, Hide  # noqa: E402


@pytest.fixture
def toy(monkeypatch):
    advice_toy.register(monkeypatch)


def played(reasons=None) -> Record:
    """A game of two moves (the token hidden, a guess), with ``reasons`` kept."""
    r = Record("advice_toy", [SeatInfo("Livia", "ai", "easy"), SeatInfo("Marcus")], seed=1)
    r.actions += [(0, Hide(0)), (1, Guess(1))]
    r.reasons.update(reasons or {})
    return r


def test_a_reason_is_kept_through_save_and_load(home, toy):
    why = Msg("core.action", {"seat": 0, "name": "the left hand"})
    path = autosave(played({0: why}))
    back = load_record(path)
    assert back.reasons == {0: why} and back.reason(0) == why and back.reason(1) is None


def test_a_save_older_than_reasons_loads(home, toy):
    data = played().to_json()
    del data["reasons"]
    back = Record.from_json(json.loads(json.dumps(data)))
    assert back.actions == played().actions and back.reasons == {}


@pytest.mark.parametrize("bad", [[1, 2], {"7": {"key": "core.action"}}, {"0": "words"}, {"x": {"key": "a"}},
                                 {"0": {"key": "core.action", "params": [1]}}])
def test_a_bad_reasons_entry_loads_without_reasons(home, toy, bad):
    data = played({1: Msg("core.action", {"seat": 1, "name": "kept?"})}).to_json()
    data["reasons"] = bad
    back = Record.from_json(json.loads(json.dumps(data)))
    assert back.actions == played().actions and back.reasons == {}


def start(app, kinds, allowed=None) -> object:
    """A game of the test game on screen: ``kinds`` "h" a person, "c" a computer."""
    seats = [SeatInfo(n, "human" if k == "h" else "ai", None if k == "h" else "easy")
             for n, k in zip(("Livia", "Marcus"), kinds)]
    record = Record("advice_toy", seats, seed=4)
    if allowed is not None:
        record.extras["advice"] = {"allowed": allowed}
    return app.push("game", record=record)


def test_a_computer_move_keeps_its_reason_and_the_log_shows_it(home, toy, monkeypatch):
    with open_app(home) as app:
        game = start(app, "hc")               # the person hides; the computer's guess is public
        from tests.toy import Hide
        pump_until(app, lambda: 0 in game.session.state.to_act() and not game.busy(), what="the person's turn")
        assert game.submit(0, Hide(0))
        pump_until(app, lambda: len(game.record.actions) == 2, what="the computer's move")
        assert game.record.reason(1) == Msg("core.action", {"seat": 0, "name": "because of round 1 (Guess)"})
        row = None

        def hovered() -> bool:
            nonlocal row
            rows = [r for r, i in getattr(game, "log_rows", []) if i == 2]
            if rows and row is None:
                row = rows[0]
                monkeypatch.setattr(pygame.mouse, "get_pos", lambda: row.center)
                game.still_log.forget() if hasattr(game.still_log, "forget") else None
            return getattr(game, "drawn_reason", None) is not None
        pump_until(app, hovered, 600, "the reason's tooltip on the log")
        assert "because of round 1" in game.hovered_reason()[0]
        game.log_w = 120                                 # the move's sentence on two lines: the second too
        game.still_log.forget() if hasattr(game.still_log, "forget") else None
        pump(app, 2)
        rows = [r for r, i in game.log_rows if i == 2]
        assert len(rows) >= 2
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: rows[1].center)
        pump_until(app, lambda: game.hovered_reason() is not None and game.log_hover[1] == rows[1], 60,
                   "the reason on the sentence's second line")


def ask_until_shown(app, game, name: str = "Marcus"):
    """Press the Advice button once the last move is shown (before, the request waits for it);
    see the window think (at once: the answer may come within the next frame); wait for the
    advice."""
    def ready():
        close_held(game)                # (a battle's result waits for its Close)
        return game.advice_refusal() is None and not game.advice_due()
    pump_until(app, ready, 600, "the Advice button to be offered")
    game.update_advice_button()
    assert game.advice_button.is_enabled
    assert game.callbacks[game.advice_button] == game.toggle_advice      # (what the button does)
    game.toggle_advice()
    assert game.advice_thinking()
    assert game.turn_line()[0].startswith(game.tr("app.advice.thinking", name=name))
    game.update_advice_button()
    assert game.advice_button.text == game.tr("app.advice.stop")
    pump_until(app, lambda: game.advice is not None, 600, "the advice")


def test_advice_is_thought_then_lit_with_its_reason_then_gone_at_a_move(home, toy):
    with open_app(home) as app:
        game = start(app, "ch")
        pump_until(app, lambda: game.session.state.to_act() == (1,) and game.advice_refusal() is None,
                   what="the person's turn")
        told = []
        game.board.advice_given = told.append          # (a board that follows the advice hears it)
        ask_until_shown(app, game)
        assert game.advice[2].action == Guess(1)
        assert told == [Guess(1)]
        surface = pygame.Surface(app.size)
        game.draw(surface)
        assert game.advice_rect.w > 0 and "guess 1" in game.advice_text()
        spots = [h.rect for h in game.board.hotspots if h.action == Guess(1)]
        assert spots and game.advice_lit == spots                          # (the move advised is lit)
        assert game.submit(1, Guess(0))                # free not to follow it
        pump(app, 2)
        assert game.advice is None
        assert advice_counts(game.record) == [0, 1]
        lines = [game.render(e.msg) for e in game.shown_log]
        assert game.tr("app.advice.asked", seat="Marcus") in lines
        # the request is a public line of its own, drawn as far in as a move's own line, not
        # under the move before it as one of its events
        rows = game._log_lines()[0]
        asked = [r for r in rows if r[1] == game.tr("app.advice.asked", seat="Marcus")]
        moves = [r for r in rows if r[2]]
        assert asked and moves and asked[0][5] == (1, True)
        assert line_indent(*asked[0][2:4], asked[0][0], asked[0][5]) == line_indent(*moves[0][2:4], 1, None)


def test_advice_thinking_is_stopped_by_escape(home, toy):
    with open_app(home) as app:
        game = start(app, "ch")
        pump_until(app, lambda: game.advice_refusal() is None, what="the person's turn")
        game.toggle_advice()
        assert game.advice_thinking()
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
        pump(app, 1)
        assert not game.advice_thinking() and game.advice is None
        assert app.top is game                          # (Esc stopped the advice, not opened the menu)
        pump(app, 5)
        assert game.advice is None and game.advice_button.text == game.tr("app.advice.button")
        game.toggle_advice()                             # the button again stops it too
        asked = game.advice_worker
        game.toggle_advice()
        assert asked.cancelled and not game.advice_thinking()
        pump(app, 5)
        assert game.advice is None and advice_counts(game.record) == [0, 1]      # (one moment, one request)


def test_h_when_advice_is_off_says_why_and_does_nothing(home, toy):
    with open_app(home) as app:
        game = start(app, "ch", allowed=False)
        pump_until(app, lambda: game.session.state.to_act() == (1,), what="the person's turn")
        assert game.advice_button is None
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        pump(app, 1)
        assert not game.advice_thinking() and game.advice is None
        assert game.tr("app.advice.not_allowed") in app.toast_texts()
        assert advice_counts(game.record) == [0, 0]


def test_advice_in_pass_and_play_reads_only_the_asking_seats_view(home, toy):
    """Livia hides the token in hand 0; Marcus asks: the adviser would name hand 0 if it
    were given the true state, and names hand 1 from his view."""
    with open_app(home) as app:
        game = start(app, "hh", allowed=True)
        for _ in range(400):
            if game.session.state.to_act() == (1,) and game.viewer == 1 and game.advice_refusal() is None:
                break
            if app.top.name == "handoff":
                app.top.confirm()
            elif game.viewer == 0 and 0 in game.session.state.to_act() and not game.board.busy():
                game.submit(0, Hide(0))
            pump(app, 1)
        assert game.viewer == 1 and game.advice_refusal() is None
        ask_until_shown(app, game)
        assert game.advice[2].action == Guess(1), "the adviser saw where the token is"


def test_the_end_screen_counts_advice(home, toy):
    """Marcus asks twice at one moment (H, H to put it away, then the button) in a game played
    to its end: the log says so once, and the end screen counts one request (a player pressed H
    five times at one moment and the log said so five times)."""
    with open_app(home) as app:
        game = start(app, "ch")
        pump_until(app, lambda: game.advice_refusal() is None, what="the person's turn")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        pump_until(app, lambda: game.advice is not None, 600, "the advice asked with H")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        pump(app, 1)
        assert game.advice is None                      # (H again puts it away)
        ask_until_shown(app, game)
        for _ in range(3000):
            if app.top.name == "end":
                break
            state = game.session.state
            if app.top is game and 1 in state.to_act() and game.viewer == 1 and not game.board.busy():
                game.submit(1, state.legal_actions(1)[0])
            pump(app, 1)
        assert app.top.name == "end"
        asked = game.tr("app.advice.asked", seat="Marcus")
        assert [game.render(e.msg) for e in game.shown_log].count(asked) == 1
        assert app.top.advice_line() == game.tr("app.end.advice",          # (persons only: Livia is a computer)
                                                each=game.tr("app.end.advice_each", name="Marcus", n=1))


def test_caesar_xl_computer_moves_carry_reasons_and_advice_is_lit(home):
    """Caesar XL against an easy computer: each of its moves keeps a reason that reads in both
    languages; the person's advice is a legal move, lit on the board, with its reason."""
    with open_app(home) as app:
        seats = [SeatInfo("Livia"), SeatInfo("Brutus", "ai", "easy")]
        game = app.push("game", record=Record("caesar_xl", seats, seed=2))
        computer = lambda: [i for i, (s, _a) in enumerate(game.record.actions) if s == 1]  # noqa: E731
        for _ in range(3000):
            state = game.session.state
            if len(computer()) >= 3 or state.is_over():
                break
            close_held(game)                # (a battle's result waits for Livia's Close)
            if app.top is game and 0 in state.to_act() and game.viewer == 0 and not game.board.busy():
                game.submit(0, state.legal_actions(0)[-1])
            pump(app, 1)
        assert computer(), "the computer never moved"
        for i in computer():
            why = game.record.reason(i)
            assert why is not None, f"move {i} of the computer has no reason"
            for lang in ("en", "ja"):
                words = why.render(lang, game.names)
                assert words and why.key not in words, f"{lang}: {words!r}"
        pump_until(app, lambda: close_held(game) and False or game.advice_button.is_enabled, 3000,
                   "the person's turn")
        ask_until_shown(app, game, "Livia")
        seat, _n, got = game.advice
        assert seat == 0 and got.action in game.session.state.legal_actions(0)
        game.draw(pygame.Surface(app.size))
        from games.app.scenes.game_advice import advised_targets
        assert game.advice_lit and game.advice_lit == advised_targets(game.board, got.action), \
            f"nothing lit for {got.action!r}"
        assert game.render(got.reason) in game.advice_text()


def test_the_bench_table_shows_the_pace_while_advice_thinks():
    from games.app import bench_doc
    pace = {"game": "caesar_xl", "mode": "process", "quiet_work_ms": 1.0, "busy_work_ms": 2.5, "ratio": 2.5,
            "quiet_interval_ms": 16.7, "busy_interval_ms": 17.0, "thought_throughout": True, "ok": False}
    lines = "\n".join(bench_doc.window_lines({"advice_pace": pace}))
    assert "while advice is thought of" in lines and "| caesar_xl | 1.00 | 2.50 | 2.50x" in lines
    assert "MISSED" in lines
    assert "advice" not in "\n".join(bench_doc.window_lines({"advice_pace": {"ok": True, "mode": "none"}}))


def test_setup_allows_advice_against_the_computer_only_by_default(home):
    """Caesar XL's set-up: a computer seat, advice allowed; only persons, not allowed; the
    choice made is kept in the record whatever the seats."""
    with open_app(home) as app:
        setup = app.push("setup", game_id="caesar_xl")
        pump(app, 1)
        assert setup.advice_button is not None
        setup.seats[0]["kind"], setup.seats[1]["kind"] = "human", "normal"
        assert setup.make_record().extras["advice"] == {"allowed": True}
        while setup.seats[1]["kind"] != "human":
            setup.cycle_kind(1, -1)
        assert setup.advice_button.text.endswith(setup.tr("app.setup.advice_off")) or \
            setup.tr("app.setup.advice_off") in setup.advice_button.text
        assert setup.make_record().extras["advice"] == {"allowed": False}
        setup.cycle_advice()
        assert setup.make_record().extras["advice"] == {"allowed": True}


def test_a_game_without_an_explain_module_offers_no_advice(home, monkeypatch):
    from tests import toy
    toy.register(monkeypatch)
    with open_app(home) as app:
        game = app.push("game", record=Record("toy", [SeatInfo("Livia", "ai", "easy"), SeatInfo("Marcus")], seed=1))
        pump_until(app, lambda: len(game.record.actions) >= 1, what="the computer's move")
        assert game.advice_button is None and game.record.reasons == {}
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        pump(app, 2)
        assert not game.advice_thinking() and game.advice is None


def test_a_request_for_advice_goes_with_the_moves_taken_back(home, toy):
    """Livia asked before her move and Marcus after it; her move taken back, his request goes
    (the log's line and the end screen's count with it), hers stays."""
    with open_app(home) as app:
        game = start(app, "hh", allowed=True)
        assert game.session.act(0, Hide(0)) is not None
        game.record.extras["advice"]["asked"] = [[0, 0], [1, 1]]
        game.session.undo(0)
        assert game.record.actions == []
        assert game.record.extras["advice"]["asked"] == [[0, 0]] and advice_counts(game.record) == [1, 0]


def test_the_replay_shows_the_computers_reason_beside_its_move(home, toy):
    why = Msg("core.action", {"seat": 0, "name": "the left hand"})
    with open_app(home) as app:
        replay = app.push("replay", record=played({0: why}), index=1)
        pump(app, 2)
        assert replay.reason_text() == replay.tr("app.replay.why", reason=replay.render(why))
        assert replay.reason_rect is not None and replay.reason_rect.w > 0
        replay.index = 2                                  # (a person's move: no reason)
        pump(app, 2)
        assert replay.reason_text() is None and replay.reason_rect is None


def test_auto_crassus_moves_keep_the_priority_that_chose_them(home):
    """CAESAR! solo: each placement of Auto-Crassus keeps its own reason (the rulebook's
    priority and tie-breaks), shown on the log like a computer's. It comes from one source,
    the game's explain module asked through the worker as for a computer's move: the
    placement named, with the priority's words (``CrassusPlace.reason()``) inside."""
    from games.core.chance import CHANCE
    from games.seize_rome.explain import crassus_reason
    with open_app(home) as app:
        seats = [SeatInfo("Crassus", "script", "crassus"), SeatInfo("Me")]
        game = app.push("game", record=Record("seize_rome", seats, seed=5), autosave_on=False)
        his = lambda: [i for i, (s, a) in enumerate(game.record.actions) if s == 0 and hasattr(a, "reason")]  # noqa: E731
        pump_until(app, lambda: his(), 3000, "a placement of Auto-Crassus")
        for i in his():
            action = game.record.actions[i][1]
            assert game.record.reason(i) == crassus_reason(action)
            assert game.record.reason(i).params["why"] == action.reason()
        assert all(game.record.reason(i) is None for i, (s, _a) in enumerate(game.record.actions)
                   if s in (CHANCE, 1))


def test_the_window_finds_an_explain_module_without_importing_it(toy, monkeypatch):
    """Its searches take a good part of a second to import: the helper process does that,
    never a frame of the window (the set-up screen and the game only find it)."""
    import sys
    from games.app.explaining import explain_ref
    monkeypatch.delitem(sys.modules, "tests.advice_toy.explain", raising=False)
    ref = explain_ref("advice_toy")
    assert ref is not None and ref.module == "tests.advice_toy.explain"
    assert "tests.advice_toy.explain" not in sys.modules
    from tests import toy as one_module
    one_module.register(monkeypatch)
    assert explain_ref("toy") is None                  # (a one-module game: none, quietly)
