"""Small things a player misread on the board: a lit destination held by a stack, whose ring
hugged the counter like its own rim (a fleet to Roma looked impossible), and the hand's count
over a different number of cards."""
from __future__ import annotations

import math

import pygame
import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put
from games.core.text import tr


def _fleet_board(lang):
    s = position(phase="march", gold=(10, 10), hands=((), ("fleet",)), active=R.POMPEY)
    put(s, R.POMPEY, "nova_carthago", "legion:veteran", "legion")
    put(s, R.CAESAR, "roma", "legion", "legion")
    host = SimpleHost(state=s, lang=lang, viewer=R.POMPEY)
    board = host.attach(Board(host), (1000, 700))
    board.select_place("nova_carthago")
    return board


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_destination_of_the_chosen_stack_is_lit_clear_of_its_counter(lang):
    board = _fleet_board(lang)
    ends = {m.path[-1] for m in board.moves() if tuple(m.units) == board.sel_group}
    assert "roma" in ends and board.highlighted() == ends            # (by land, sea or fleet)
    board.draw_board(pygame.Surface((1000, 700)))
    p = board.painter
    (x, y), r = p.ring_spot("roma")
    corner = p.counter_side() * math.sqrt(2) / 2
    inner = r - max(2, round(r / 8), board.ui.s(4))
    assert inner > corner + 1, (inner, corner)      # (a ring, not the counter's rim)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hand_title_counts_the_cards_drawn_under_it(lang):
    s = position(phase="purchase", hands=((), ("fleet", "siege", "cassius")), active=R.POMPEY)
    host = SimpleHost(state=s, lang=lang, viewer=R.POMPEY)
    board = host.attach(Board(host), (1000, 700))
    board.view.hands[R.POMPEY] = ["fleet", "siege"]          # (the view moved on before the layout)
    board.draw_board(pygame.Surface((1000, 700)))
    want = tr("caesar_xl.ui.your_hand", lang, seat=board.name(R.POMPEY), n=len(board.drawn_hand),
              limit=R.PARAMS["hand_limit"])
    assert board.drawn_hand_title == want, (board.drawn_hand_title, board.drawn_hand)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("first", [0, 3])
def test_a_crowded_forum_row_leaves_the_hand_whole(lang, first):
    """Seven Forum cards face up at 1000x700: the row takes three cards a row, each name read
    whole (a shorter name where needed), and the hand's last card stands inside its panel."""
    from games.caesar_xl.scene_cards import READABLE_PX
    forum = [c for c, d in R.CARDS.items() if d["type"] == "forum"][first:][:7]
    s = position(phase="purchase", hands=((), ("fleet", "siege", "cassius")), active=R.POMPEY)
    for c in forum:
        s.deck.draw(c)
    s.forum = list(forum)
    host = SimpleHost(state=s, lang=lang, viewer=R.POMPEY)
    board = host.attach(Board(host), (1000, 700))
    col, ui = board.geom["cols"][2], board.ui
    assert [c for c, _ in board.geom["hand"]] == ["fleet", "siege", "cassius"]
    for c, r in board.geom["hand"] + board.geom["forum"]:
        assert col.contains(r), (c, r, col)
    for c, r in board.geom["forum"]:
        room = r.w - max(3, ui.s(6)) - ui.s(6)
        label = board.card_label(c, room)
        assert board.texts.width(label, READABLE_PX, True) <= room, (c, label, room)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_top_bar_says_a_military_win_whole(lang):
    """The top bar wraps its status to two lines and cuts the rest: the military win's reasons
    (three lines at 1000x700) were cut mid-way. It says who won and how; the end screen and
    the turn box say why."""
    s = position(phase="forum", active=R.POMPEY)
    s.winner, s.end_reason = (R.POMPEY,), "military"
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR,
                      seats=[HostSeat("Livia", colour="red"), HostSeat("Marcus", colour="blue")])
    board = host.attach(Board(host), (760, 618))
    said = host.render(board.status_shown())
    assert said == tr("caesar_xl.end.short.military", lang, seat="Marcus"), said
    assert len(said) * 3 < len(host.render(s.status())), said
    s.end_reason = "political"
    other = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = other.attach(Board(other), (760, 618))
    assert board.status_shown() is None                 # (the game's own: it fits)
