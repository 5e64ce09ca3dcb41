"""Advice asked while another seat moves: the struggle card of Caesar is chosen by both
players at once, so the computer often lays its card while the person's advice is being
thought (or is already shown). The log then said the person had asked, and the advice
silently vanished. The advice is now thought again for the position after the other
seat's move, without a second request in the log; a move of the asker's own puts away the
advice shown, and one made before the advice came (H pressed as a phase was ended) has it
thought again for the new position while the asker still acts."""
from __future__ import annotations

import random

import pytest

pygame = pytest.importorskip("pygame")

from games.app.advice_record import advice_counts  # noqa: E402
from games.caesar import rules as R  # noqa: E402
from games.caesar.moves import PlayCard, Struggle  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import open_app, pump_until, seats, settle  # noqa: E402


def struggle_of_the_person(app):
    """A Caesar game on screen (seat 0 a person, seat 1 a computer held still: the test makes
    its moves) where the person has just started a struggle: both seats choose a card now."""
    game = app.push("game", record=Record("caesar", seats("caesar", "ha"), seed=5), autosave_on=False)
    game.step_computer = lambda wait=False: False        # (seat 1 moves only when the test says)
    rng = random.Random(1)
    for _ in range(200):
        state = game.session.state
        if state.phase == R.PHASE_STRUGGLE and state.committed == [None, None]:
            pump_until(app, lambda: game.advice_refusal() is None and not game.board.busy(),
                       what="the person's card to choose")
            return game
        pump_until(app, lambda: not game.board.busy(), what="the last move shown")
        seat = state.to_act()[0]
        acts = state.legal_actions(seat)
        fights = [a for a in acts if isinstance(a, Struggle)]
        action = fights[0] if seat == 0 and fights else rng.choice(acts)
        assert game.submit(seat, action) if seat == 0 else game.apply(seat, action)
    pytest.fail("the person never started a struggle")


def computer_lays_a_card(game) -> None:
    state = game.session.state
    assert game.apply(1, next(a for a in state.legal_actions(1) if isinstance(a, PlayCard)))


def test_advice_thought_while_the_computer_lays_its_card_comes(home):
    with open_app(home) as app:
        game = struggle_of_the_person(app)
        game.toggle_advice()
        assert game.advice_thinking()
        computer_lays_a_card(game)                     # while the advice is thought
        pump_until(app, lambda: game.advice is not None or not game.advice_thinking(), 3000,
                   "the advice, or its end")
        assert game.advice is not None, "the advice vanished when the other seat moved"
        assert isinstance(game.advice[2].action, PlayCard)
        assert game.advice[2].action in game.session.state.legal_actions(0)
        assert advice_counts(game.record) == [1, 0], "one request, said once in the log"


def test_advice_shown_when_the_computer_lays_its_card_stays(home):
    with open_app(home) as app:
        game = struggle_of_the_person(app)
        game.toggle_advice()
        pump_until(app, lambda: game.advice is not None, 3000, "the advice")
        computer_lays_a_card(game)                     # while the advice is shown
        pump_until(app, lambda: game.advice is not None and game.advice[1] == game.generation, 3000,
                   "the advice shown again, for the position after the computer's card")
        assert game.advice[2].action in game.session.state.legal_actions(0)
        assert advice_counts(game.record) == [1, 0]
        # the person's own move still puts it away
        assert game.submit(0, game.advice[2].action)
        pump_until(app, lambda: game.advice is None and not game.advice_thinking(), 600,
                   "the advice put away")


def test_advice_is_shown_only_once_the_board_has_shown_the_last_move(home, monkeypatch):
    """Asked while the board still plays the last move (an Imperium round resolving, a
    struggle's verdict), the advice waits: it lit the next move's cards over the old round."""
    with open_app(home) as app:
        game = struggle_of_the_person(app)
        game.toggle_advice()
        pump_until(app, lambda: game.advice is not None, 3000, "the advice")
        surface = pygame.Surface(app.window_size)
        monkeypatch.setattr(game.board, "busy", lambda: True)
        game.draw_advice(surface)
        assert game.advice_lit == [], "advice lit while the board still shows the last move"
        monkeypatch.undo()
        game.draw_advice(surface)
        assert game.advice_lit, "the advice is lit once the board is at rest"


def test_the_thinking_line_in_japanese_has_no_half_width_full_stop(home):
    """「リウィアへの助言を考えています.」 read as a stray period after Japanese."""
    with open_app(home) as app:
        app.set_lang("ja")
        game = struggle_of_the_person(app)
        game.toggle_advice()
        line, thinking = game.turn_line()
        assert thinking and line.startswith(game.tr("app.advice.thinking", name="P1")), line
        assert "." not in line and line.endswith("…"), line


def test_advice_asked_then_overtaken_by_the_askers_own_move_comes_for_the_new_position(home):
    """H pressed and a move made at once (first seen as Caesar XL's Taxation ended, where advice
    is now refused: only one move can be made there): the request was in the log and no bubble
    ever came. While the asker still acts, the advice comes for where they are now, without a
    second request in the log."""
    import dataclasses

    from games.caesar_xl import INFO
    from games.caesar_xl import rules as XL
    from games.core.registry import registered
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        with open_app(home) as app:
            game = app.push("game", record=Record("caesar_xl", seats("caesar_xl", "ha"), seed=3), autosave_on=False)
            game.step_computer = lambda wait=False: False        # (seat 1 moves only when the test says)
            for _ in range(400):
                state = game.session.state
                if state.phase == "march" and state.to_act() == (0,) and not state.todo \
                        and len([a for a in state.legal_actions(0) if not isinstance(a, XL.EndPhase)]) > 1:
                    break
                seat = state.to_act()[0]
                if seat < 0:
                    game.apply(seat, state.chance_outcomes()[0][0])
                    continue
                acts = state.legal_actions(seat)
                ends = [a for a in acts if isinstance(a, XL.EndPhase)]
                game.apply(seat, ends[0] if ends else (XL.Pass() if XL.Pass() in acts else acts[0]))
            else:
                pytest.fail("no March phase with moves to choose from reached")
            pump_until(app, lambda: game.advice_refusal() is None and not game.board.busy(), what="the person to act")
            game.toggle_advice()
            assert game.advice_thinking()
            march = next(a for a in game.session.state.legal_actions(0) if not isinstance(a, XL.EndPhase))
            assert game.submit(0, march)                # the asker moves before the answer
            pump_until(app, lambda: game.advice is not None or not game.advice_thinking(), 3000,
                       "the advice, or its end")
            assert game.advice is not None, "the advice asked vanished with the asker's own move"
            assert game.session.state.phase == "march"
            assert game.advice[2].action in game.session.state.legal_actions(0)
            assert sum(advice_counts(game.record)) == 1, "one request, said once in the log"


def test_advice_shown_does_not_go_back_to_thinking_when_the_computer_lays_its_card(home):
    """The computer's card laid after the advice came put the bubble away and thought again:
    "Stop advice" and "Thinking about advice..." came back for a moment over the bubble. The
    computer's card is hidden from the asker, so the advice shown still holds and stays."""
    with open_app(home) as app:
        game = struggle_of_the_person(app)
        game.toggle_advice()
        pump_until(app, lambda: game.advice is not None, 3000, "the advice")
        shown = game.advice[2]
        thinking = game.tr("app.advice.thinking", name="P1")
        seen = []

        def look() -> None:
            seen.append((game.advice_button.text, game.turn_line()[0]))
        look()
        computer_lays_a_card(game)
        for _ in range(120):
            app.step(1 / 60)
            look()
        assert all(text == game.tr("app.advice.button") for text, _line in seen), seen
        assert not any(line.startswith(thinking) for _text, line in seen), seen
        assert game.advice is not None and game.advice[2] is shown and game.advice[1] == game.generation
        assert advice_counts(game.record) == [1, 0]


def test_asking_again_after_the_computer_laid_its_card_is_the_same_request(home):
    """The person asks, puts the advice away, the computer lays its card, and the person asks
    again (H, H, H): the same decision is still the person's, so the log says once that they
    asked and the end screen counts one request (it said so at every press)."""
    with open_app(home) as app:
        game = struggle_of_the_person(app)
        game.toggle_advice()
        pump_until(app, lambda: game.advice is not None, 3000, "the advice")
        game.toggle_advice()                           # put away
        assert game.advice is None and not game.advice_thinking()
        computer_lays_a_card(game)
        pump_until(app, lambda: game.advice_refusal() is None and not game.board.busy(), 600,
                   "the person's card to choose, after the computer's")
        game.toggle_advice()                           # asked again, one move later
        pump_until(app, lambda: game.advice is not None, 3000, "the advice asked again")
        assert advice_counts(game.record) == [1, 0], game.record.extras["advice"]
        said = game.tr("app.advice.asked", seat=game.record.seats[0].name)
        assert [game.render(e.msg) for e in game.shown_log].count(said) == 1


def test_h_while_the_last_move_is_still_shown_waits_for_it_then_asks(home, monkeypatch):
    """H pressed while the board still shows the computer's last move (CAESAR!'s token flying)
    was lost: the advice came unseen under the animation and the next H put it away. Now the
    window says it waits, the button offers to stop, and the advice is asked and shown once the
    board is still; a second H while it waits withdraws the request."""
    with open_app(home) as app:
        game = struggle_of_the_person(app)
        moving = [True]
        monkeypatch.setattr(game.board, "busy", lambda: moving[0])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        pump_until(app, lambda: any(t.msg == Msg("app.advice.wait") for t in app.toasts), 600,
                   "the sentence that the advice waits for the move shown")
        assert not game.advice_thinking() and game.advice is None
        assert game.advice_button.text == game.tr("app.advice.stop") and game.advice_button.is_enabled
        assert advice_counts(game.record) == [0, 0], "asked only once the position is shown"
        moving[0] = False
        pump_until(app, lambda: game.advice is not None and game.advice_lit, 3000, "the advice, shown on the board")
        assert advice_counts(game.record) == [1, 0]
        game.toggle_advice()                                    # put away
        moving[0] = True
        game.toggle_advice()                                    # waits again ...
        game.toggle_advice()                                    # ... and is withdrawn
        moving[0] = False
        settle(app)
        assert game.advice is None and not game.advice_thinking() and advice_counts(game.record) == [1, 0]
