"""The Imperium board scene, headless: every phase draws in both languages, clicks at the
real positions of the cards, flags and buttons submit the right legal actions, and nothing
secret is drawn for a viewer."""
import random
import re
from pathlib import Path

import pygame
import pytest

from games.app.board import SimpleHost, _Seat
from games.core.actions import events_for
from games.imperium import rules
from games.imperium.rules import HIDDEN, Fill, Select
from games.imperium.scene import Board

SIZE = (1280, 800)


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    surf = pygame.display.set_mode(SIZE)
    yield surf


def make(n=3, lang="en", state=None, viewer=0, goal="rounds8", size=SIZE):
    st = state or rules.new_game(n, 0, {"goal": goal})
    host = SimpleHost(seats=[_Seat(f"P{i + 1}", colour=c) for i, c in
                             enumerate(("red", "blue", "green", "yellow", "purple")[:st.n_seats])],
                      lang=lang, state=st)
    board = Board(host)
    board.layout(pygame.Rect(0, 0, *size))
    board.set_view(st.view_for(viewer), viewer, viewer is not None and viewer in st.to_act())
    return st, host, board


def refresh(st, board, viewer):
    board.set_view(st.view_for(viewer), viewer, viewer is not None and viewer in st.to_act())


def frame(board, host, surf, dt=0.0):
    if dt:
        host.anim.update(dt)
        board.update(dt)
    surf.fill((0, 0, 0))
    board.draw(surf)
    host.anim.draw(surf)


def click(board, pos):
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)
    board.handle_event(down)
    board.handle_event(up)


@pytest.mark.parametrize("lang,viewer,goal,n", [("en", 0, "rounds8", 3), ("ja", None, "points30", 2),
                                                ("ja", 1, "rounds8", 5)])
def test_draws_a_whole_game(screen, lang, viewer, goal, n):
    rng = random.Random(7)
    st, host, board = make(n, lang, viewer=viewer, goal=goal)
    host.state = None                    # the test applies the actions itself
    frame(board, host, screen)
    phases = set()
    steps = 0
    while not st.is_over() and steps < 400:
        steps += 1
        seat = rng.choice(st.to_act())
        before = st.view_for(viewer)
        act = rng.choice(st.legal_actions(seat))
        events = st.apply(seat, act)
        refresh(st, board, viewer)
        board.on_events(seat, act, events_for(events, viewer), before, st.view_for(viewer))
        # a few frames into the animation (the flip, the flights, the count), then the rest
        if board.busy():
            for _ in range(3):
                frame(board, host, screen, 0.6)
            host.anim.skip()
        frame(board, host, screen)
        phases.add(st.phase)
    assert st.is_over()
    assert board.disp is None and not board.busy()
    assert "over" in phases and "select" in phases


def test_fill_chooser_draws_and_submits(screen):
    st = rules.new_game(3, 0, {})
    st.supply[0] = 1                      # short of markers: seat 0 must choose one selection
    st.apply(1, Select((1, 2, 3)))
    st.apply(2, Select((4, 5, 6)))
    st.apply(0, Select((3, 7, 9)))
    assert st.phase == "fill" and st.pending == 0
    for lang in ("en", "ja"):
        _st, host, board = make(state=st, lang=lang)
        frame(board, host, screen)
        spots = [h for h in board.hotspots if isinstance(h.key, tuple) and h.key[0] == "fill"]
        assert [h.action for h in spots] == st.legal_actions(0)
    click(board, spots[1].rect.center)
    assert host.submitted[-1] == (0, Fill((7,)))
    # the other seats see a waiting line, not the chooser
    _st, host2, board2 = make(state=st, viewer=1)
    frame(board2, host2, screen)
    assert not any(isinstance(h.key, tuple) and h.key[0] == "fill" for h in board2.hotspots)


def test_three_cards_then_confirm(screen):
    st, host, board = make()
    g = board.geom
    confirm = g["confirm"].center
    click(board, confirm)
    assert host.submitted == []          # nothing chosen: Confirm is disabled
    for n in (7, 3, 5):
        click(board, g["hand_cards"][n].center)
        frame(board, host, screen)
    click(board, g["hand_cards"][8].center)   # a fourth card is refused
    assert board.selection() == [(7, False), (3, False), (5, False)]
    click(board, confirm)
    assert host.submitted == [(0, Select((3, 5, 7)))]
    assert st.selections[0] == (3, 5, 7)


def test_flag_dragged_onto_a_card_doubles_it(screen):
    st, host, board = make()
    g = board.geom
    click(board, g["hand_cards"][4].center)
    start, end = g["flag_boxes"][0].center, g["hand_cards"][4].center
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    frame(board, host, screen)           # the flag follows the mouse
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end))
    assert board.flags[0] == 4
    click(board, g["hand_cards"][9].center)
    frame(board, host, screen)
    click(board, g["confirm"].center)
    assert host.submitted == [(0, Select((4, 4, 9)))]


def test_both_flags_by_clicks_triple_a_card_and_clear(screen):
    st, host, board = make()
    g = board.geom
    click(board, g["hand_cards"][6].center)
    for i in (0, 1):
        click(board, g["flag_boxes"][i].center)     # pick the flag up
        assert board.armed == i
        click(board, g["hand_cards"][6].center)     # and lay it on the card
    assert board.selection() == [(6, False), (6, True), (6, True)]
    frame(board, host, screen)
    # a click on a slot that came from a flag takes that flag back
    click(board, g["slots"][2].center)
    assert board.selection() == [(6, False), (6, True)]
    click(board, g["clear"].center)
    assert board.selection() == []
    click(board, g["hand_cards"][6].center)
    click(board, g["flag_boxes"][0].center)
    click(board, g["hand_cards"][6].center)
    click(board, g["flag_boxes"][1].center)
    click(board, g["slots"][0].center)               # a drop on a slot works as well as on the card
    click(board, g["confirm"].center)
    assert host.submitted == [(0, Select((6, 6, 6)))]


def test_nothing_secret_is_drawn(screen):
    st = rules.new_game(3, 0, {})
    st.apply(1, Select((2, 2, 9)))
    st.apply(2, Select((1, 5, 8)))
    _st, host, board = make(state=st, viewer=0)
    assert board.view.selections[1] == HIDDEN and board.view.selections[2] == HIDDEN
    frame(board, host, screen)
    assert all(seat == 0 for seat, _ in board.drawn_faces)
    # the viewer's own committed cards are shown to it, the others stay backs
    _st, host, board = make(state=st, viewer=None)
    frame(board, host, screen)
    assert board.drawn_faces == []
    # after the reveal every seat's cards are public
    before = st.view_for(0)
    events = st.apply(0, Select((3, 4, 4)))
    _st, host, board = make(state=st, viewer=0)
    board.on_events(0, Select((3, 4, 4)), events_for(events, 0), before, st.view_for(0))
    frame(board, host, screen, 2.0)
    assert {seat for seat, _ in board.drawn_faces} == {0, 1, 2}


def test_the_scene_reads_only_views():
    src = Path(__file__).resolve().parent.parent.joinpath("scene.py").read_text("utf-8")
    for bad in ("determinize", "import random", "new_game", "apply(", "_rng", ".state"):
        assert bad not in src, bad
    assert not re.search(r"\bState\(", src)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_layout_scales(screen, size):
    surf = pygame.Surface(size)
    for lang in ("en", "ja"):
        st, host, board = make(5, lang, size=size)
        frame(board, host, surf)
        g = board.geom
        assert board.rect.contains(g["hand"]) and board.rect.contains(g["side"])
        assert g["confirm"].right <= g["hand"].right and g["slots"][2].right < g["confirm"].x
