"""Caesar XL board, headless: clicks that once did nothing or said too little. A click on a place
the selected stack cannot reach says why in one sentence and changes nothing."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put
from games.core.registry import registered
from games.core.text import tr
from tests.app_kit import pump_until


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def _click(board, pos, button=1):
    pos = (int(pos[0]), int(pos[1]))
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))


def _board(s, lang="en"):
    host = SimpleHost(state=s, lang=lang, viewer=0)
    return host, host.attach(Board(host), (1280, 800))


def _refusal(s, src, dest, lang="en"):
    """Select the stack in ``src`` and click ``dest``: the notice's text (nothing submitted)."""
    host, board = _board(s, lang)
    _click(board, board.place_point(src))
    assert board.sel_group is not None, src
    n = len(host.submitted)
    _click(board, board.place_point(dest))
    assert len(host.submitted) == n and board.sel_dest is None
    assert board.notices, f"no sentence for a click on {dest}"
    return board.notices[-1].text


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_click_out_of_reach_says_why(lang):
    """Too far, the gold of a forced march, leaders alone into the enemy, the closed sea, and
    the basic game's one route: each its own sentence, in both languages."""
    s = position(phase="march", gold=(0, 0))
    put(s, 0, "aquileia", "legion")
    put(s, 0, "massilia", "antonius")
    put(s, 1, "vercellae", "legion")
    put(s, 0, "roma", "legion")
    assert _refusal(s, "aquileia", "roma", lang) == tr("caesar_xl.ui.why.forced_gold", lang, n=1, gold=0)
    assert _refusal(s, "aquileia", "alexandria", lang) == tr("caesar_xl.ui.why.too_far", lang)
    assert _refusal(s, "massilia", "vercellae", lang) == tr("caesar_xl.ui.why.leaders_alone", lang)
    stormy = position(phase="march")
    put(stormy, 0, "roma", "legion")
    stormy.storm = 1                                          # Storm at Sea: Roma's sea route to Sardinia shut
    assert _refusal(stormy, "roma", "sardinia", lang) == tr("caesar_xl.ui.why.sea_closed", lang)
    bronze = position(silver=False, phase="march")
    put(bronze, 0, "aquileia", "legion")
    assert _refusal(bronze, "aquileia", "roma", lang) == tr("caesar_xl.ui.why.too_far_bronze", lang)


def test_a_click_on_a_button_outside_the_summary_closes_it_and_presses_the_button(app):
    """The "since your last turn" panel once ate the click meant for a board's button: the
    first click outside it closes it and reaches the button under the pointer."""
    from games.caesar_xl.tests.test_caesar_xl_turn import _at_pompeys_first_turn, _press, _summary_up
    game = _summary_up(app, _at_pompeys_first_turn())
    button = next(b for b in game.board.buttons if getattr(b, "action", None) is not None
                  and not b.rect.colliderect(game.summary.rect) and game.board_rect.contains(b.rect))
    n = len(game.session.record.actions)
    _press(game, button.rect.center)
    assert game.summary is None
    pump_until(app, lambda: len(game.session.record.actions) > n, what=f"{button.label!r} pressed")
    assert game.session.record.actions[n][1] == button.action


def test_a_banner_does_not_eat_the_click_on_end_march():
    """The first click on End March while a leader's death banner stood did nothing: it only
    put the banner away. It now ends the March phase at once."""
    from games.app.board.banner import Banner
    from games.caesar_xl import rules as R
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion")
    put(s, R.CAESAR, "roma", "legion")
    put(s, R.POMPEY, "lugdunum", "labienus")
    host, board = _board(s)
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.path == ("lugdunum",))
    assert host.apply(R.CAESAR, move)

    def banner_up():
        seq = board._before_seq
        return seq is not None and seq.index < len(seq.anims) and isinstance(seq.anims[seq.index], Banner)
    for _ in range(400):
        if banner_up():
            break
        host.tick(1 / 30)
    assert banner_up(), "no banner shown after the leader's death"
    host.draw()
    end = next(b for b in board.buttons if isinstance(b.action, R.EndPhase))
    n = len(host.submitted)
    _click(board, end.rect.center)
    assert host.submitted[n:] == [(R.CAESAR, end.action)]


@pytest.mark.parametrize("kind, want", [
    ("tactic", "Livia plays no tactics card in the battle of Lugdunum."),
    ("retreat", "Livia stays and fights in Lugdunum."),
])
def test_a_pass_in_a_battle_has_its_own_line_in_the_log(kind, want):
    """The log said "Livia passes." for playing no card and for staying to fight: each says what
    the player did, and the bare "passes" line is gone."""
    from games.caesar_xl import rules as R
    from games.caesar_xl.turn_log import merge_log
    from games.core.session import LogEntry
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion", "legion")
    put(s, R.POMPEY, "lugdunum", "legion")
    s.apply(R.CAESAR, next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.path == ("lugdunum",)))
    s.apply(R.CAESAR, R.EndPhase())
    actions, events = [], []
    for _ in range(200):
        seat = s.to_act()[0]
        t = s.todo[0] if s.todo else None
        if seat != R.CHANCE and t is not None and t[0] == kind and R.Pass() in s.legal_actions(seat):
            actions.append((seat, R.Pass()))
            events.append(s.apply(seat, R.Pass()))
            break
        if seat == R.CHANCE:                      # every die a miss: the battle goes on to its choices
            s.apply(seat, [o for o, _ in s.chance_outcomes()][-1])
        else:
            s.apply(seat, s.legal_actions(seat)[0])
    assert actions, f"no {kind} choice came"
    entries = [LogEntry(1, actions[0][0], R.Pass().msg(actions[0][0]))]
    entries += [LogEntry(1, None, e.msg()) for e in events[0] if e.msg() is not None]
    lines = [e.msg.render("en", ["Livia", "Marcus"]) for e in merge_log(entries, actions, events)]
    assert want in lines and "Livia passes." not in lines, lines


def _until_the_other_side_chooses():
    """Livia (Caesar) attacks Marcus in Lugdunum; the battle goes on (every die a miss) until a
    choice falls to Marcus in Livia's turn."""
    from games.caesar_xl import rules as R
    s = position(phase="march", gold=(10, 0), hands=((), ("ambush",)))
    put(s, R.CAESAR, "massilia", "legion", "legion")
    put(s, R.POMPEY, "lugdunum", "legion")
    s.apply(R.CAESAR, next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.path == ("lugdunum",)))
    s.apply(R.CAESAR, R.EndPhase())
    for _ in range(200):
        seat = s.to_act()[0]
        if seat == R.POMPEY:
            return s
        s.apply(seat, [o for o, _ in s.chance_outcomes()][-1] if seat == R.CHANCE else s.legal_actions(seat)[0])
    raise AssertionError("no choice fell to Marcus in Livia's turn")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_choice_in_the_other_sides_turn_says_who_chooses(lang):
    """During Livia's turn a choice fell to Marcus while the turn box said "Livia plays": the top
    bar's line and the turn box say that Marcus chooses, in Livia's turn."""
    from games.caesar_xl import rules as R
    s = _until_the_other_side_chooses()
    assert s.active == R.CAESAR and s.out_of_turn_chooser() == R.POMPEY
    names = ["Livia", "Marcus"]
    line = s.prompt(R.POMPEY).render(lang, names)
    head = tr("caesar_xl.prompt.out_of_turn", lang, seat="Marcus", seat_active="Livia", what="")
    assert line.startswith(head) and len(line) > len(head)
    host = SimpleHost(state=s, lang=lang, viewer=R.POMPEY)
    board = host.attach(Board(host), (1280, 800))
    said = []
    draw = board.texts.draw
    board.texts.draw = lambda surface, text, *a, **k: (said.append(text), draw(surface, text, *a, **k))[1]
    host.draw()
    who = tr("caesar_xl.ui.player_chooses", lang, seat=board.name(R.POMPEY), seat_active=board.name(R.CAESAR))
    assert who in said and tr("caesar_xl.ui.player_turn", lang, seat=board.name(R.CAESAR)) not in said


def test_buying_no_card_with_pontifex_maximus_has_its_own_line():
    """In Card Draw, declining Pontifex Maximus's card from the discards was "Livia passes."."""
    from games.caesar_xl import rules as R
    s = position(phase="draw", gold=(10, 0))
    s.claimed[R.CAESAR].append("pontifex_maximus")
    tactic = next(c for c, d in R.CARDS.items() if d["type"] == "tactics")
    s.deck.draw(tactic)
    s.deck.discard(tactic)
    s.todo = (("pontifex", R.CAESAR),)
    assert R.Pass() in s.legal_actions(R.CAESAR)
    lines = [e.msg().render("en", ["Livia", "Marcus"]) for e in s.apply(R.CAESAR, R.Pass()) if e.msg() is not None]
    assert tr("caesar_xl.ev.passed_pontifex", "en", seat="Livia",
              card=tr("caesar_xl.card.pontifex_maximus", "en")) in lines, lines
