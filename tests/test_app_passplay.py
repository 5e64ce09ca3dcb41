"""Pass-and-play at one screen, case by case, and text that follows the animation."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.conformance import snapshot  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.session import Session  # noqa: E402
from tests.app_kit import open_app, pump, seats  # noqa: E402


def caesar_before_struggle(seed=3) -> Record:
    """A Caesar record of two persons where the seat on turn can start a struggle."""
    from games.caesar.rules import Struggle
    record = Record("caesar", seats("caesar", "hh"), seed=seed)
    session = Session(record)
    import random
    rng = random.Random(seed)
    while True:
        state = session.state
        seat = state.to_act()[0]
        acts = state.legal_actions(seat)
        if state.phase == "play" and any(isinstance(a, Struggle) for a in acts):
            return record
        session.act(seat, rng.choice([a for a in acts if not isinstance(a, Struggle)] or acts))


def test_caesar_struggle_cards_each_behind_a_handoff(app):
    """The attacker started the struggle in public: both choose in secret, each behind their
    own hand-off, and the first goes to the defender (never "hand over to" the attacker, who
    holds the screen already); the screen comes back to the attacker behind a second one."""
    from games.caesar.rules import Struggle
    record = caesar_before_struggle()
    game = app.push("game", record=record)
    pump(app)
    attacker = game.viewer
    assert app.top is game and attacker is not None and game.board.acting   # a public move: no hand-off
    struggle = next(a for a in game.session.state.legal_actions(attacker) if isinstance(a, Struggle))
    assert game.submit(attacker, struggle)
    pump(app)
    handoff = app.top
    defender = handoff.seat
    assert handoff.name == "handoff" and defender != attacker and handoff.reason == "turn"
    assert game.undo_refusal() is not None and game.board.viewer is None
    handoff.confirm()
    pump(app)
    assert game.viewer == defender and game.board.acting
    assert game.submit(defender, game.session.state.legal_actions(defender)[0])
    pump(app)
    handoff = app.top
    assert handoff.name == "handoff" and handoff.seat == attacker and handoff.reason == "turn"
    # nothing of the defender's card is on the board under the hand-off
    assert snapshot(game.board.view) == snapshot(game.session.state.view_for(None))
    handoff.confirm()
    pump(app)
    # the attacker cannot take back the defender's secret card
    assert game.undo_seat() == attacker and game.undo_refusal() is not None
    assert game.undo() is False and len(record.actions) and record.actions[-1][0] == defender
    assert game.undo_button.is_enabled is False
    assert game.render(game.undo_refusal()) in game._undo_tip
    assert game.submit(attacker, game.session.state.legal_actions(attacker)[0])
    pump(app)
    assert app.top is game and game.handoffs == 2      # the cards are revealed: two hand-offs in all


def catilina_of_three_persons(app, seed: int):
    """A Catilina game of three persons, the first of them at the screen (their hand-off clicked)."""
    game = app.push("game", record=Record("catilina", seats("catilina", "hhh"), seed=seed))
    pump(app)
    app.top.confirm()
    pump(app)
    return game


def test_handoff_screen_takes_nothing_back(app, monkeypatch):
    game = catilina_of_three_persons(app, 5)
    record = game.record
    seat = game.viewer
    ask = next(a for a in game.session.state.legal_actions(seat) if type(a).__name__ == "Ask" and a.target != -1)
    assert game.submit(seat, ask)
    pump(app)
    handoff = app.top
    assert handoff.name == "handoff" and not hasattr(handoff, "undo_button")
    drawn = []                                   # frames that drew the board behind the hand-off
    board_draw = game.board.draw
    monkeypatch.setattr(game.board, "draw", lambda surface: (drawn.append(1), board_draw(surface)))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pump(app)
    pause = app.top
    assert pause.name == "pause" and not pause.undo_button.is_enabled and not pause.redo_button.is_enabled
    pause.undo()                                 # even called directly: nothing happens
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="",
                                         scancode=0))
    pump(app)
    assert len(record.actions) == 1 and game.board.viewer is None and not drawn


def test_ask_everyone_shows_the_asker_after_a_handoff(app):
    """The cards passed after "ask everyone" are for the asker's eyes: the asker is called
    back to the screen (a "look" hand-off) before the next person's turn."""
    from games.catilina.rules import Ask
    record = Record("catilina", seats("catilina", "hhh"), seed=11)
    game = app.push("game", record=record)
    reasons = []
    real_push = app.push

    def push(name, **kw):
        if name == "handoff":
            reasons.append((kw["seat"], kw["reason"]))
        return real_push(name, **kw)

    app.push = push
    pump(app)
    app.top.confirm()
    pump(app)
    asker = game.viewer
    state = game.session.state
    asks = [a for a in state.legal_actions(asker) if isinstance(a, Ask) and a.target == -1]
    # an everyone-question that at least one other seat must answer by choosing
    chosen = None
    for a in asks:
        trial = state.clone()
        trial.apply(asker, a)
        if trial.to_act() and asker not in trial.to_act():
            chosen = a
            break
    assert chosen is not None
    assert game.submit(asker, chosen)
    for _ in range(10):
        pump(app)
        top = app.top
        if top.name == "handoff":
            if top.reason == "look":
                break
            top.confirm()
            pump(app)
            seat = game.viewer
            if seat in game.session.state.to_act() and game.session.state.phase == "give":
                assert game.submit(seat, game.session.state.legal_actions(seat)[0])
    assert (asker, "look") in reasons
    look = app.top
    assert look.name == "handoff" and look.seat == asker and game.board.viewer is None
    look.confirm()
    assert game.board.viewer == asker and game.looking == asker and not game.board.acting
    app.step(1 / 60)
    assert not game.undo_button.is_enabled       # nothing is taken back while looking
    pump(app, 4)
    # the asker says when they have seen enough: the Catilina board holds the screen with its own
    # "I have seen them" (the host adds no button of its own then)
    game.anim.skip()
    pump(app, 4)
    assert game.looking == asker and game.board.holding() and game.done_button is None
    assert app.top is game                     # no hand-off while the board holds the screen
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    pump(app, 2)
    assert game.looking is None and game.board.viewer is None      # hidden at once; the next hand-off
    assert app.top.name == "handoff"


def test_text_waits_for_the_animation_and_clicks_skip_it(home):
    with open_app(home, speed="normal") as app:
        record = Record("imperium", seats("imperium", "hh"), seed=4)
        game = app.push("game", record=record)
        pump(app)
        moves = 0
        held = False
        for _ in range(400):
            top = app.top
            if top.name == "handoff":
                top.confirm()
            elif top is game and game.viewer is not None and game.board.acting and not game.board.busy():
                seat = game.viewer
                assert game.submit(seat, game.session.state.legal_actions(seat)[0])
                moves += 1
                app.step(1 / 60)
                if app.top is game and game.board.busy():
                    # a frame later the log and the status still wait for the board
                    full = game.session.log(None)
                    assert len(game.shown_log) < len(full) or game.shown_status != game.session.state.status()
                    assert game.text_held()
                    held = True
                    # a click on the board skips the animation, and is not taken as a move
                    n = len(record.actions)
                    pos = game.board_rect.center
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
                    pump(app, 1)
                    assert len(record.actions) == n and game.waits >= 1
                    pump(app, 2)
                    assert not game.text_held()
                    assert len(game.shown_log) == len(game.session.log(None))
                    break
            app.step(1 / 30)
        assert moves and held


def test_the_prompt_dot_follows_the_line_still_shown(app):
    """While the top line still shows the last move (another seat's), its dot is not the
    colour of the person who acts next: the dot goes with the line it stands before."""
    record = Record("imperium", seats("imperium", "hh"), seed=4)
    game = app.push("game", record=record)
    pump(app)
    if app.top.name == "handoff":
        app.top.confirm()
        pump(app)
    assert game.viewer is not None and game.viewer in game.session.state.to_act()
    me = game.viewer
    assert game.prompt_dot_seat() == me
    game.text_held = lambda: True                    # the board still animates the other's move
    game.shown_prompt = (1 - me, game.session.state.prompt(1 - me))
    assert game.prompt_dot_seat() is None
    game.shown_prompt = (me, game.session.state.prompt(me))
    assert game.prompt_dot_seat() == me


def test_nothing_private_stays_up_while_the_computers_play(app):
    """Two persons and a computer: after a person's move the computer's turn shows the public
    view (the other person may be watching), and the person is called back by a hand-off."""
    record = Record("catilina", seats("catilina", "hah"), seed=21)
    game = app.push("game", record=record)
    game.auto = False
    pump(app)
    app.top.confirm()
    pump(app)
    asker = game.viewer
    assert asker == 0 and game.secret(0)
    ask = next(a for a in game.session.state.legal_actions(0) if type(a).__name__ == "Ask" and a.target == 1)
    assert game.submit(0, ask)
    pump(app)
    assert game.session.state.to_act() == (1,)            # the computer's turn
    # the cards the computer passed (this question has matches): the asker, who holds the
    # screen behind their hand-off, looks at them first, with no hand-off to themselves
    assert app.top is game and game.looking == 0 and game.board.viewer == 0
    game.anim.skip()
    pump(app, 3)
    assert game.looking == 0 and game.board.holding()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    pump(app, 2)
    assert app.top is game and game.board.viewer is None and game.looking is None
    assert snapshot(game.board.view) == snapshot(game.session.state.view_for(None))


def test_asking_one_player_shows_the_asker_the_cards_before_the_next_handoff(app):
    """Asking one player who holds matching cards shows the asker those cards at once (they
    hold the screen: the board's "I have seen them"), before the screen passes to the next
    person: the next hand-off used to cover the screen in the frame of the question, and the
    asker never saw them."""
    from games.catilina.rules import Ask, Shown
    game = catilina_of_three_persons(app, 11)
    asker = game.viewer
    state = game.session.state
    chosen = None
    for a in state.legal_actions(asker):
        if not isinstance(a, Ask) or a.target == -1:
            continue
        trial = state.clone()
        events = trial.apply(asker, a)
        if any(isinstance(ev, Shown) and ev.asker == asker for ev in events) and asker not in trial.to_act():
            chosen = a
            break
    assert chosen is not None, "no single question with cards shown and another seat next"
    handoffs = game.handoffs
    assert game.submit(asker, chosen)
    pump(app, 3)
    # the asker has the screen behind their own hand-off: the cards are shown at once, with no
    # "hand over to" the person who holds it (the count said aloud is on their screen alone)
    assert app.top is game and game.handoffs == handoffs
    assert game.looking == asker and game.board.viewer == asker
    assert game.board.holding() and game.board.review is not None
    game.anim.skip()
    pump(app, 4)
    assert app.top is game and game.board.holding()            # no hand-off while the asker looks
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    pump(app, 2)
    assert game.looking is None and game.board.viewer is None
    assert app.top.name == "handoff" and app.top.seat != asker
