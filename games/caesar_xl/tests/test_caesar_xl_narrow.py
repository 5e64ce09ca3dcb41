"""Caesar XL in the smallest window (1024x640), in Japanese and English: the words of the
turn track, the phase track, the side panels and the top bar's line of what to do are drawn
whole (never cut with "…", never past the window's edge), on the longest screen of all: a
group mustered, where the top bar tells the group as well as the prompt."""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.core.chance import CHANCE, sample
from games.core.registry import registered
from tests.app_kit import make_app, pump


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def _to_a_muster(seed=1):
    """Actions of a game (by the engine alone) up to seat 0 choosing the units of a group."""
    s = R.new_game(2, seed, {"silver": True})
    rng = random.Random(seed)
    acts = []
    for _ in range(4000):
        seat = s.to_act()[0]
        if seat == 0 and s.todo and s.todo[0][0] == "muster" and len(s.todo[0][3]) >= 2:
            return acts
        if seat == CHANCE:
            a = sample(s.chance_outcomes(), rng)
        else:
            legal = s.legal_actions(seat)
            musters = [x for x in legal if isinstance(x, R.Muster)]
            joins = [x for x in legal if isinstance(x, R.Join)]
            ends = [x for x in legal if isinstance(x, (R.EndPhase, R.Pass))]
            if seat == 0 and joins:
                a = joins[0]
            elif seat == 0 and musters and rng.random() < 0.5:
                a = musters[0]
            else:
                a = ends[0] if ends and rng.random() < 0.6 else rng.choice(legal)
        s.apply(seat, a)
        acts.append((seat, a))
    raise AssertionError("no muster")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_words_of_the_panels_and_the_top_bar_fit_a_small_window(home, lang):
    from games.core.record import Record
    from games.core.state import SeatInfo
    acts = _to_a_muster()
    app = make_app(home, size=(1024, 640), lang=lang)
    try:
        names = ("Livia", "Marcus") if lang == "en" else ("リウィア", "マルクス")
        seats = [SeatInfo(names[0], "human", None, "red"), SeatInfo(names[1], "ai", "easy", "blue")]
        game = app.push("game", record=Record("caesar_xl", seats, seed=1, options={"silver": True},
                                              actions=list(acts)), autosave_on=False)
        game.auto = False
        board = game.board
        cut: list[str] = []
        real_fit = board.texts.fit

        def fit(text, width, px, bold=False, least=10, shrink=True):
            out = real_fit(text, width, px, bold, least, shrink)
            if out[0] != str(text):
                cut.append(str(text))
            return out
        board.texts.fit = fit
        pump(app, 3)
        assert board.mustering() is not None and game.viewer == 0
        tr = board.tr
        v = board.view
        whole = [tr(f"caesar_xl.ui.phase_short.{ph}") for ph in R.PHASES]
        whole += [tr("caesar_xl.ui.player_turn", seat=board.name(v.active))]
        whole += [tr("caesar_xl.ui.turn", n=v.turn_no, of=14, year=R.PARAMS["first_year_bc"] - (v.turn_no - 1) // 2)]
        whole += [tr("caesar_xl.ui.seat_side", name=board.name(s), side=tr(f"caesar_xl.leader.{R.SIDES[s]}"))
                  for s in (0, 1)]
        assert not [w for w in whole if w in cut], cut
        rows = [c for c in cut if tr("caesar_xl.ui.side_cities", cities="", hand="")[:2] in c]
        assert not rows, rows
        assert game.drawn_line is not None and game.drawn_line.right <= 1024, game.drawn_line
    finally:
        app.quit()
        pygame.event.clear()


def test_a_game_over_after_its_last_turn_shows_that_turn():
    from games.app.board import SimpleHost
    from games.caesar_xl.scene import Board
    s = R.new_game(2, 1, {"silver": True})
    s.turn_no, s.winner, s.end_reason = R.PARAMS["game_turns"] + 1, (1,), "gold"
    host = SimpleHost(state=s, lang="en", viewer=None)
    board = host.attach(Board(host), (1280, 800))
    drawn: list[str] = []
    real_draw = board.texts.draw

    def draw(surface, text, *a, **k):
        drawn.append(str(text))
        return real_draw(surface, text, *a, **k)
    board.texts.draw = draw
    host.settle()
    host.draw()
    assert "Turn 14 of 14 · 44 BC" in drawn, [d for d in drawn if d.startswith("Turn")]


def test_every_choice_of_a_place_is_reached_when_they_do_not_all_fit():
    """Five or more choices in one place (recruits, leaders to play): the panel shows a page of
    them and a "More choices" button that turns to the next; every choice is on some page."""
    from games.app.board import SimpleHost
    from games.caesar_xl.scene import Board
    from games.caesar_xl.scene_words import place_of
    from games.caesar_xl.tests.xl_positions import CAESAR, position, put
    s = position(phase="purchase", gold=(30, 30), hands=(["lepidus", "cato", "afranius", "curio"], []),
                 markers={"roma": CAESAR})
    put(s, CAESAR, "roma", "caesar", "legion")
    host = SimpleHost(state=s, lang="en", viewer=CAESAR)
    board = host.attach(Board(host), (1280, 800))
    host.settle()
    board.select_place("roma")
    wanted = {a for a in s.legal_actions(CAESAR) if place_of(a) == "roma"}
    assert len(wanted) > board.room_for_choices()
    seen: set = set()
    for _ in range(10):
        seen |= {b.action for b in board.buttons if b.action in wanted}
        more = [b for b in board.buttons if b.key == ("more",)]
        assert more, "a button turns the page"
        more[0].on_click()
        if board.choice_page == 0:
            break
    assert seen == wanted


def test_a_hand_to_discard_turns_pages_and_asks_for_no_place():
    """Six cards over the hand limit of five are choices of no place: they turn in pages and
    neither the top bar nor the panel asks the player to click a lit place."""
    from games.app.board import SimpleHost
    from games.caesar_xl.scene import Board
    from games.caesar_xl.tests.xl_positions import CAESAR, position
    hand = ["lepidus", "cato", "afranius", "curio", "revolt", "siege"]
    s = position(phase="combat", hands=(hand, []))
    s.todo = (("discard", CAESAR),)
    host = SimpleHost(state=s, lang="en", viewer=CAESAR)
    board = host.attach(Board(host), (1280, 800))
    host.settle()
    assert len(s.legal_actions(CAESAR)) > board.room_for_choices()
    assert board.hint() is None and board.geom["more"] == 0
    assert any(b.key == ("more",) for b in board.buttons)


def test_passing_on_a_cards_next_target_is_worded_as_such():
    from games.caesar_xl.scene_words import action_label
    from games.caesar_xl.tests.xl_positions import CAESAR, position
    from games.core.text import tr
    s = position()
    s.todo = (("target", CAESAR, "revolt", 1, ()),)
    assert action_label(lambda key, **p: tr(key, "en", **p), s, CAESAR, R.Pass()) == "Choose no more"
