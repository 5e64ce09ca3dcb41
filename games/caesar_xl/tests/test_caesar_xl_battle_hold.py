"""Caesar XL, headless: the battle panel never shows a stale battle.

- a battle over whose result lingers (the action that ended it opened the next) goes for good
  once the person closes it, even though their click first skips the hold: a later battle's
  result, held for the computer, shows that battle, not the one before (in both languages);
- while a result holds the game, the next battle's choices wait: a person never decides a
  battle they cannot see;
- a game reopened in the middle of the computer's Combat phase shows each battle's own
  result as it ends, never one from before;
- a retreat taken back takes its result (and the hold on it) with it: the battle goes on
  and ends with its own result;
- with the animation speed Off (every animation finished the moment it starts) a result still
  holds the game until the person ends it: the board stays busy through any number of frames,
  and Space or a click anywhere on the map lets the computer go on.
"""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_words import place_name
from games.caesar_xl.tests.xl_positions import CHANCE, position, put, volley_dice
from games.core.chance import sample
from games.core.record import Record
from games.core.session import Session
from games.core.registry import registered
from games.core.state import SeatInfo

#: frames of 1/30 s a test waits at most for a hold or a landing (a generous cap)
CAP = 3000


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def _host(state, lang="en", viewer=R.CAESAR):
    """Livia (Caesar) at the screen against Marcus (Pompey), the computer."""
    seats = [HostSeat("Livia", kind="human"), HostSeat("Marcus", kind="ai")]
    host = SimpleHost(state=state, lang=lang, viewer=viewer, seats=seats)
    return host, host.attach(Board(host), (1280, 800))


def _two_battles(active):
    """``active`` ends its March phase with two battles, Brundisium and Massilia: two legions
    (come from Roma) against one of the other side's in each."""
    s = position(phase="march", active=active, gold=(0, 0))
    for place in ("brundisium", "massilia"):
        s.markers[place] = 1 - active
        put(s, 1 - active, place, "legion")
        for u in put(s, active, place, "legion", "legion"):
            s.origin[u] = "roma"
    return s


def _holding(board) -> bool:
    return board.hold is not None and not board.hold.done


def _tick_until(host, cond, what):
    for _ in range(CAP):
        if cond():
            return
        host.tick(1 / 30)
    raise AssertionError(f"still waiting for {what} after {CAP} frames")


def _click(board, pos):
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def _close(host, board):
    """The person presses Close on the held result (the click skips the hold first)."""
    host.draw()
    close = [b for b in board.buttons if b.key == ("battle_close",)]
    assert close, "no Close button on a held result"
    _click(board, close[0].rect.center)


def _passes(host):
    """Both sides pass their tactics cards."""
    s = host.state
    while s.todo and s.todo[0][0] == "tactic":
        assert host.apply(s.to_act()[0], R.Pass())
        host.settle()


def _volley(host, att, dfn):
    for die in volley_dice(host.state, att, dfn):
        assert host.apply(CHANCE, die)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_closed_battle_never_comes_back_when_a_later_result_holds_the_game(lang):
    host, board = _host(_two_battles(R.POMPEY), lang)
    released: list[int] = []
    host.release_text = lambda: released.append(len(released))   # (the game scene's log and top bar)
    s = host.state
    assert host.apply(R.POMPEY, R.EndPhase())
    assert host.apply(R.POMPEY, R.Fight("brundisium"))
    _passes(host)
    _volley(host, 0, 0)
    host.settle()
    # the computer retreats: Brundisium is over and the same action opens Massilia
    assert host.apply(R.POMPEY, R.Retreat("roma"))
    assert s.battle is not None and s.battle["place"] == "massilia"
    _tick_until(host, lambda: board.lingering() is not None, "Brundisium's result to linger")
    assert board.lingering()["place"] == "brundisium"
    assert released, "the log and the top bar wait while Brundisium's result holds the game"
    _close(host, board)
    assert board.lingering() is None
    _passes(host)
    _volley(host, 2, 0)                           # Livia's legion falls: Massilia is Marcus's
    assert s.battle is None and s.to_act() == (R.POMPEY,)
    # the dice land and are read while the panel still shows the round: no Close before the result
    _tick_until(host, lambda: not board.volley["rolling"], "the last dice to land")
    host.draw()
    assert board.before is not None and board.drawn_fight["result"] is None
    assert not [b for b in board.buttons if b.key == ("battle_close",)], "Close came before the result"
    _tick_until(host, lambda: _holding(board), "Massilia's result to hold the computer")
    host.draw()
    massilia = place_name(board.tr, "massilia")
    assert board._battle_place() == "massilia"
    line = board.held_line()
    assert massilia in line and place_name(board.tr, "brundisium") not in line, line
    assert board.drawn_fight["result"] == board.result_words(board.report), board.drawn_fight["result"]
    assert massilia in board.drawn_fight["result"]


def test_while_a_result_holds_the_game_the_next_battles_choices_wait():
    # Livia attacks twice; her first battle's last die opens the second, whose first choice is hers
    host, board = _host(_two_battles(R.CAESAR))
    s = host.state
    assert host.apply(R.CAESAR, R.EndPhase())
    assert host.apply(R.CAESAR, R.Fight("brundisium"))
    _passes(host)
    _volley(host, 1, 0)
    assert s.battle is not None and s.battle["place"] == "massilia" and s.to_act() == (R.CAESAR,)
    _tick_until(host, lambda: board.lingering() is not None, "Brundisium's result to linger")
    host.draw()
    assert board.drawn_fight["result"] is not None and board._battle_place() == "brundisium"
    assert board.legal() == [], "Massilia's choices are offered under Brundisium's result"
    assert not [b for b in board.buttons if isinstance(b.action, (R.Tactic, R.Pass))]
    assert board.prompt_msg().key == "caesar_xl.ui.hint.battle_hold"
    _close(host, board)
    host.draw()
    assert board._battle_place() == "massilia" and board.drawn_fight["result"] is None
    assert R.Pass() in board.legal(), "Massilia's choices once Brundisium's result is closed"


SEATS = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "ai", None, "blue")]


def _saved_in_the_computers_combat() -> Session:
    """A game played at random and saved while the computer (Pompey) fights a battle after
    which exactly one more of its turn is left (the battle's end opens it at once)."""
    for seed in range(1, 60):
        rng = random.Random(seed)
        session = Session(Record("caesar_xl", SEATS, seed=seed, options={"silver": True}))
        for _ in range(4000):
            st = session.state
            if st.is_over() or st.turn_no > 8:
                break
            b = st.battle
            if b is not None and st.active == R.POMPEY and len(st.battles) == 1 and b["dfn"] == R.CAESAR:
                rec = session.record
                return Session(Record(rec.game, rec.seats, seed=rec.seed, options=rec.options,
                                      actions=list(rec.actions)))
            who = st.to_act()[0]
            if who == CHANCE:
                session.act(CHANCE, sample(st.chance_outcomes(), rng))
                continue
            legal = st.legal_actions(who)
            ends = [a for a in legal if isinstance(a, R.EndPhase)]
            session.act(who, ends[0] if ends and rng.random() < 0.3 else rng.choice(legal))
    raise AssertionError("no game came to a battle of the computer's with one more after it")


def test_a_game_reopened_in_the_computers_combat_shows_each_battles_own_result():
    session = _saved_in_the_computers_combat()
    host, board = _host(session.state)
    host.session = session                      # (as the game scene: the board reads its record)
    s = host.state
    rng = random.Random(3)
    ended: list[str] = []
    holds = 0
    for _ in range(CAP):
        if s.phase != "combat" or s.active != R.POMPEY:
            break
        host.tick(1 / 30)
        if board.busy():
            if _holding(board):
                host.draw()
                shown = board._battle_place()
                assert ended and shown == ended[-1], f"the panel shows {shown} when {ended} ended"
                assert place_name(board.tr, shown) in board.held_line()
                holds += 1
                _close(host, board)
            continue
        who = s.to_act()[0]
        if who == CHANCE:
            a = sample(s.chance_outcomes(), rng)
        else:
            legal = s.legal_actions(who) if who == R.POMPEY else board.legal()
            if not legal:
                continue
            retreat = [x for x in legal if isinstance(x, R.Retreat)]
            a = retreat[0] if retreat else (R.Pass() if R.Pass() in legal else legal[0])
        events = s.clone().apply(who, a)
        ended += [e.place for e in events if isinstance(e, R.Note) and e.key in ("battle_won", "battle_over")]
        assert host.apply(who, a)
    assert len(ended) >= 2 and holds >= 2, f"battles ended: {ended}, results held: {holds}"


def _at_the_persons_retreat() -> Session:
    """A game played at random until Livia, defending in the computer's Combat phase, may
    retreat (with another battle of his still to come or not)."""
    for seed in range(1, 80):
        rng = random.Random(seed)
        session = Session(Record("caesar_xl", SEATS, seed=seed, options={"silver": True}))
        for _ in range(4000):
            st = session.state
            if st.is_over() or st.turn_no > 8:
                break
            t = st.todo[0] if st.todo else None
            if t == ("retreat", R.CAESAR) and st.active == R.POMPEY \
                    and any(isinstance(a, R.Retreat) for a in st.legal_actions(R.CAESAR)):
                return session
            who = st.to_act()[0]
            if who == CHANCE:
                session.act(CHANCE, sample(st.chance_outcomes(), rng))
                continue
            legal = st.legal_actions(who)
            ends = [a for a in legal if isinstance(a, R.EndPhase)]
            stay = [a for a in legal if isinstance(a, R.Pass)] if t is not None and t[0] == "retreat" else []
            session.act(who, stay[0] if stay else ends[0] if ends and rng.random() < 0.3 else rng.choice(legal))
    raise AssertionError("no game came to a retreat of Livia's in the computer's Combat phase")


def _act(host, board, session, seat, action):
    """``seat``'s action through the game's session, shown as the game scene shows it."""
    from games.app.board.playback import play_events
    before = session.state.view_for(host.viewer)
    events = session.act(seat, action)
    host.state = session.state
    host.refresh()
    play_events(board, seat, action, events, before, session.state.view_for(host.viewer), host.viewer)


def test_a_retreat_taken_back_takes_its_result_and_hold_with_it():
    session = _at_the_persons_retreat()
    host, board = _host(session.state)
    host.session = session
    place = session.state.battle["place"]
    retreat = next(a for a in session.state.legal_actions(R.CAESAR) if isinstance(a, R.Retreat))
    _act(host, board, session, R.CAESAR, retreat)
    _tick_until(host, lambda: board.drawn_fight is not None and board.drawn_fight["result"] is not None
                or host.draw() is None, "the retreat's result")
    host.anim.skip()                                # (as the game scene's Undo: animations cut,
    session.undo(R.CAESAR)                          # the move taken back, then the view)
    host.state = session.state
    host.refresh()
    host.draw()
    assert session.state.battle is not None and session.state.battle["place"] == place
    assert not _holding(board), "the result of a retreat taken back still holds the game"
    assert board.drawn_fight["result"] is None and board.report["result"] is None and board.report["retreat"] is None
    assert R.Pass() in board.legal(), "Livia may stay and fight once her retreat is taken back"
    # she stays: the battle goes on to its own result
    rng = random.Random(5)
    for _ in range(CAP):
        st = session.state
        if st.battle is None or st.battle["place"] != place:
            break
        host.tick(1 / 30)
        if board.busy():
            continue
        who = st.to_act()[0]
        if who != CHANCE and not (st.legal_actions(who) if who == R.POMPEY else board.legal()):
            continue
        a = sample(st.chance_outcomes(), rng) if who == CHANCE else \
            next((x for x in st.legal_actions(who) if isinstance(x, R.Pass)), st.legal_actions(who)[0])
        _act(host, board, session, who, a)
    _tick_until(host, lambda: board.drawn_fight is not None and board.drawn_fight["result"] is not None
                or host.draw() is None, "the battle's own result")
    words = board.drawn_fight["result"]
    assert board.report["retreat"] is None and "retreat" not in words, words


def _key(board, key):
    return board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=" "))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_at_speed_off_a_result_holds_the_game_until_the_person_ends_it(lang):
    host, board = _host(_two_battles(R.POMPEY), lang)
    host.anim.speed = "off"
    s = host.state
    assert host.apply(R.POMPEY, R.EndPhase())
    assert host.apply(R.POMPEY, R.Fight("brundisium"))
    _passes(host)
    _volley(host, 0, 0)
    host.settle()
    assert host.apply(R.POMPEY, R.Retreat("roma"))   # Brundisium over, Massilia opened
    _tick_until(host, lambda: board.lingering() is not None, "Brundisium's result to linger")
    host.tick(2.0)
    assert board.lingering() is not None and board.busy(), "Brundisium's result went by itself at speed Off"
    assert _key(board, pygame.K_SPACE), "Space did not end the hold"
    assert board.lingering() is None and not _holding(board)
    _passes(host)
    _volley(host, 2, 0)                           # Massilia is Marcus's; Marcus plays on
    assert s.battle is None and s.to_act() == (R.POMPEY,)
    _tick_until(host, lambda: _holding(board), "Massilia's result to hold the computer")
    host.tick(2.0)
    host.settle()
    assert _holding(board) and board.busy(), "Massilia's result went by itself at speed Off"
    host.draw()
    assert board._battle_place() == "massilia"
    corner = board.geom["map"].move(4, 4).topleft
    _click(board, corner)
    assert not _holding(board) and not board.busy(), "a click on the map did not let the computer go on"


def test_enter_and_space_alike_end_a_held_result_while_a_banner_plays(home, monkeypatch):
    """A leader's banner (an animation) was up over the computer's battle result: keys waited
    for the animation, and Enter did not close the panel. Both keys reach the board's hold."""
    from tests.app_kit import make_app, pump
    app = make_app(home, size=(1280, 800))
    seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "ai", None, "blue")]
    game = app.push("game", record=Record("caesar_xl", seats, seed=1, options={"silver": True}), autosave_on=False)
    game.auto = False
    pump(app, 2)
    seen: list = []
    monkeypatch.setattr(game.anim, "busy", lambda: True)
    monkeypatch.setattr(game.board, "end_hold_by", lambda ev: seen.append(ev.key) is None)
    for key in (pygame.K_SPACE, pygame.K_RETURN):
        assert game.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    assert seen == [pygame.K_SPACE, pygame.K_RETURN]
