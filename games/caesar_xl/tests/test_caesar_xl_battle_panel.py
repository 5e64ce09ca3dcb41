"""The Caesar XL battle panel, headless: a big force's two rows of counters keep clear of the
dice rows under them (in both languages), and a game loaded in the middle of a battle shows
what the record says of it (the rounds before, the units lost)."""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import CHANCE, position, put, volley_dice
from games.core.chance import sample
from games.core.record import Record
from games.core.registry import registered
from games.core.session import Session
from games.core.state import SeatInfo


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def big_battle():
    """Caesar's thirteen pieces attack Pompey's four in Massilia, at the start of Combat."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", *(["legion"] * 5 + ["legion:veteran"] * 3 + ["ally"] * 3 + ["caesar", "antonius"]))
    put(s, R.POMPEY, "massilia", "legion", "legion", "ally", "pompey")
    return s


def to_volley(host):
    """Pass the tactics cards until the next step awaits its dice."""
    s = host.state
    while not (s.todo and s.todo[0][0] == "dice"):
        seat = s.to_act()[0]
        assert seat != CHANCE, s.todo
        assert host.apply(seat, R.Pass() if R.Pass() in s.legal_actions(seat) else s.legal_actions(seat)[0])


def _counters_end_apart(board) -> None:
    fight = board.drawn_fight
    assert fight is not None and ("light", 0) in fight["rows"], "the light step's dice are drawn"
    gap = board.battle_geom["m"]["gap"]             # (apart: the line never touches the row's label)
    for k in (0, 1):
        counters_end, dice_top = fight["below"][k]
        assert counters_end + gap <= dice_top, f"side {k}: counters end at {counters_end}, the dice begin at {dice_top}"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (973, 716)])
def test_two_rows_of_counters_keep_clear_of_the_dice_rows(lang, size):
    """The counters and the line of why under them ("★ 熟練") end above the light step's row."""
    s = big_battle()
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    assert host.apply(R.CAESAR, R.EndPhase())
    to_volley(host)
    for die in volley_dice(s, 2, 1):
        assert host.apply(CHANCE, die)
    host.settle()
    host.draw()
    _counters_end_apart(board)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_panel_held_to_a_small_map_keeps_the_veterans_line_off_the_light_row(lang):
    """At 1000x650 a force of twelve took three rows and its "★ 熟練" line met 「軽装」: the
    counters grow smaller, the line and the dice rows keep apart."""
    host = SimpleHost(state=big_battle(), lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (760, 566))
    assert host.apply(R.CAESAR, R.EndPhase())
    to_volley(host)
    _drive_battle(host, [(2, 1), (3, 1)])
    host.settle()
    host.draw()
    _counters_end_apart(board)
    assert board.drawn_fight["why"][0], "the veterans' line is drawn"


SEATS = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "human", None, "blue")]


def battle_in_its_second_round() -> Session:
    """A game played at random until a battle's second round has begun after units were lost."""
    for seed in range(1, 40):
        rng = random.Random(seed)
        session = Session(Record("caesar_xl", SEATS, seed=seed, options={"silver": True}))
        lost_before = None
        for _ in range(3000):
            st = session.state
            if st.is_over():
                break
            b = st.battle
            if b is None:
                lost_before = None
            elif lost_before is None:
                lost_before = sum(1 for u in st.units.values() if u[3] == b["place"])
            elif b["round"] >= 2 and sum(1 for u in st.units.values() if u[3] == b["place"]) < lost_before:
                return session
            who = st.to_act()[0]
            if who == CHANCE:
                session.act(CHANCE, sample(st.chance_outcomes(), rng))
                continue
            legal = st.legal_actions(who)
            ends = [a for a in legal if isinstance(a, R.EndPhase)]
            session.act(who, ends[0] if ends and rng.random() < 0.15 else rng.choice(legal))
    raise AssertionError("no battle reached its second round with losses")


def test_a_board_opened_in_the_middle_of_a_battle_shows_its_story_from_the_record():
    session = battle_in_its_second_round()
    b = session.state.battle
    host = SimpleHost(state=session.state.clone(), lang="en", viewer=b["att"])
    host.session = session                      # (as the game scene: the board reads its record)
    board = host.attach(Board(host), (1280, 800))
    host.settle()
    host.draw()
    rep = board.report
    assert rep is not None and (rep["place"], rep["att"]) == (b["place"], b["att"])
    assert rep["rounds"].get(1), "the first round's dice are kept"
    assert any(rep["lost"]), "the units lost before the board opened are listed"
    for k in (0, 1):
        assert ("none" in board.drawn_fight["lost"][k]) == (not rep["lost"][k]), board.drawn_fight["lost"]


@pytest.mark.parametrize("lang,words,ways", [
    ("en", "The battle of Brundisium is over. Click", ("Close", "the map", "Space", "Enter")),
    ("ja", "ブルンディシウムの戦闘は終わりました。", ("「閉じる」", "地図", "Space", "Enter"))])
def test_while_a_battles_result_holds_the_game_the_top_line_says_so(lang, words, ways):
    # every way that ends the hold is named: Close, a click on the map, Space or Enter
    from games.caesar_xl.tests.test_caesar_xl_explain import _defensive_battle, _play
    host, board = _defensive_battle(lang)
    assert _play(host, board, random.Random(7), lambda: host.state.battle is None)
    host.tick(5.0)
    host.draw()
    assert board.busy(), "the computer waits for the person watching"
    line = board.held_line()
    assert line is not None and line.startswith(words), line
    assert all(w in line for w in ways), line
    assert all(w in board.tr("caesar_xl.ui.hint.battle_hold") for w in ways)
    close = next(b for b in board.buttons if b.key == ("battle_close",))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=close.rect.center))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=close.rect.center))
    assert board.held_line() is None


def test_the_game_scenes_top_line_is_the_boards_held_line(app):
    from tests.app_kit import seats
    game = app.push("game", record=Record("caesar_xl", seats("caesar_xl", "ha"), 1, options={"silver": True}),
                    autosave_on=False)
    game.board.held_line = lambda: "The battle is over."
    assert game.turn_line() == ("The battle is over.", False)


def _drive_battle(host, hits):
    """Play the battle on the board until every step of ``hits`` (``(attacker's, defender's)``
    per step awaiting its dice) is rolled: cards and retreats passed, hits taken by the first
    unit offered; each step's animation settled but the last one's."""
    s = host.state
    hits = list(hits)
    while hits:
        t = s.todo[0] if s.todo else None
        assert t is not None and s.battle is not None, f"the battle ended before its steps: {hits}"
        if t[0] == "dice":
            h = hits.pop(0)
            for die in volley_dice(s, *h):
                assert host.apply(CHANCE, die)
            if hits:
                host.settle()
            continue
        seat = s.to_act()[0]
        assert seat != CHANCE, s.todo
        legal = s.legal_actions(seat)
        assert host.apply(seat, R.Pass() if R.Pass() in legal else legal[0])
        host.settle()


def test_the_last_rounds_dice_keep_the_rounds_and_losses_before_them_on_the_panel():
    """While the dice that end a battle roll (the position shown is still in the battle, the
    story already has its result), the panel keeps the rounds and the losses before them,
    rather than starting over with "Lost: none"."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion", "legion", "legion")
    put(s, R.POMPEY, "massilia", "legion", "legion")
    host = SimpleHost(state=s, lang="en", viewer=R.POMPEY)
    board = host.attach(Board(host), (1280, 800))
    assert host.apply(R.CAESAR, R.EndPhase())
    # round 1: Caesar's legions hit once (Pompey loses a legion); round 2: once more, the end
    _drive_battle(host, [(1, 0), (1, 0)])
    assert s.battle is None, "the second round's hit ends the battle"
    host.tick(0.1)                               # the last dice are still rolling
    host.draw()
    fight = board.drawn_fight
    assert fight is not None and board.battle_up()
    assert fight["lost"][1] == "Lost: L2", f"the legion lost in round 1 stays listed, the next not yet: {fight['lost']}"
    assert fight["before"].startswith("Round 1"), f"the first round stays in the foot: {fight['before']!r}"
    host.settle()
    host.draw()
    assert board.drawn_fight["lost"][1] == "Lost: L2 L2", f"once the dice land, both: {board.drawn_fight['lost']}"
    rows = board.drawn_fight["rows"]
    assert rows.get(("light", 0)) == ([], 0) and rows.get(("light", 1)) == ([], 0), \
        f"no light unit fired: the light row says so rather than nothing: {rows}"


def _small_battle_over(lang: str, size):
    """Three legions beat two in Massilia in two rounds (a hit on each side each round); the
    board ``size`` big, the result on the panel."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion", "legion", "legion")
    put(s, R.POMPEY, "massilia", "legion", "legion")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    assert host.apply(R.CAESAR, R.EndPhase())
    _drive_battle(host, [(1, 1), (1, 1)])
    host.settle()
    host.draw()
    assert board.drawn_fight is not None and ("heavy", 0) in board.drawn_fight["rows"]
    return board


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(760, 565), (1000, 650), (1280, 800)])
def test_the_heavy_steps_hit_dice_keep_a_gap_over_the_lost_line(lang, size):
    """A hit die's gold frame in the heavy row ends clear above the "Lost:" line under it (at
    the game screen's small sizes it met the line)."""
    fight = _small_battle_over(lang, size).drawn_fight
    for k in (0, 1):
        assert fight["dice_bottom"][k] > 0, f"side {k}: the heavy dice are drawn"
        assert fight["dice_bottom"][k] + 2 <= fight["lost_top"][k], \
            f"side {k}: the dice end at {fight['dice_bottom'][k]}, the losses begin at {fight['lost_top'][k]}"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_small_battles_panel_sizes_to_its_content(lang):
    """At 1280x800 a battle of one counter a side leaves no empty band between its counters
    and its dice: the panel is as tall as what it shows."""
    board = _small_battle_over(lang, (1280, 800))
    below = board.drawn_fight["below"]
    counters_end = max(end for end, _top in below)           # (the side with counters left)
    dice_top = below[0][1]
    assert 0 <= dice_top - counters_end <= board.ui.s(12), \
        f"{dice_top - counters_end} px of empty panel between the counters and the dice"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(973, 716), (760, 616), (760, 566)])
def test_a_big_forces_dice_stay_readable_and_each_step_keeps_its_dice(lang, size):
    """Thirteen pieces against four: each step's dice (light, then heavy) stay on the panel, and
    every die is about 20 pixels, in the game screen's board at 1280x800, 1000x700 and 1000x650
    (the nine heavy dice were 12 to 17 pixels)."""
    from games.caesar_xl.scene_battle import DIE_LEAST
    host = SimpleHost(state=big_battle(), lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    assert host.apply(R.CAESAR, R.EndPhase())
    to_volley(host)
    _drive_battle(host, [(2, 1), (3, 1)])
    host.settle()
    host.draw()
    fight = board.drawn_fight
    for k in (0, 1):
        for step in ("light", "heavy"):
            faces, _hits = fight["rows"][(step, k)]
            assert faces, f"side {k}'s {step} dice are kept"
            assert fight["die_px"][(step, k)] >= DIE_LEAST - 1, (step, k, fight["die_px"])
    assert len(fight["rows"][("heavy", 0)][0]) == 9
