"""A secret card for a struggle is played in two steps, on cards large enough to aim at: the
struggle panel lays the hand out large while the person chooses (the one place: the column
shows no second hand then); a first click picks a card
(shown in their slot, "not played yet"), a second click on it or "Play it" plays it, and a
click on another card picks that one instead. Nothing is submitted before the second step."""
from __future__ import annotations

import random

import pygame
import pytest

from games.caesar import rules as R
from games.caesar.scene_preview import Table


def _board_area(size):
    w, h = size
    log_w = max(240, min(340, int(w * 0.24)))
    return (w - log_w, h - 84)


def _choosing(size=(1000, 650), seats=3, lang="en") -> Table:
    table = Table(seats, lang, viewer=0, size=_board_area(size))
    rng = random.Random(2)
    for _ in range(400):
        s = table.state
        if s.phase == R.PHASE_STRUGGLE and 0 in s.struggle[:2] and s.committed[0] is None:
            table.render()
            return table
        table.random_move(rng)
        table.settle()
    pytest.fail("no struggle of seat 0 came")


def click(table, pos) -> bool:
    return table.board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def spot(table, kind, card):
    return next(s for s in table.board.hotspots if s.key == (kind, card))


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_the_struggle_panel_shows_the_hand_large_enough_to_aim_at(size):
    table = _choosing(size)
    board = table.board
    assert board.big_row is not None, "the struggle panel lays out the hand while the person chooses"
    held = set(table.state.hands[0])
    assert {c.key for c, _r, _a in board.big_row.placed} == held
    w, h = board.big_row.card_size
    assert h >= 80, "cards, not chips"
    for _card, hit in board.big_row.hits():
        assert hit.w >= 40, hit
        assert board.geo["duel"].contains(hit)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_the_hand_shows_in_one_place_while_choosing(size, lang):
    """The hand stood twice (the large row in the struggle panel and a small grid in the column
    whose cards hid their own numbers): "which one do I click?". While the person chooses, the
    struggle panel's row is the one place; the column says so in words."""
    table = _choosing(size, lang=lang)
    board = table.board
    assert board.row is None, "no second hand in the column"
    kinds = {s.key[0] for s in board.hotspots if isinstance(s.key, tuple) and s.key[0] in ("card", "pick")}
    assert kinds == {"pick"}, kinds
    assert board.rect_of("card:%d" % sorted(table.state.hands[0])[0]) is not None
    table.render()
    table.board.set_view(table.state.view_for(0), 0, True)
    assert table.host.tr("caesar.ui.hint_card_panel") != "caesar.ui.hint_card_panel"


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_the_picked_cards_caption_stands_clear_of_the_hand(size):
    """"not played yet" under the picked card was half hidden under the large row of the hand."""
    table = _choosing(size)
    board = table.board
    card = sorted(table.state.hands[0])[0]
    assert click(table, spot(table, "pick", card).rect.center)
    table.render()
    dg = board.duel_geo()
    slot = dg["slots"][0]
    px = max(10, int(slot.h * 0.11))
    bottom = slot.bottom + 3 + board.texts.font(px).get_linesize()
    assert bottom <= dg["pick"].top, (bottom, dg["pick"])
    assert all(hit.top >= bottom for _c, hit in board.big_row.hits())


@pytest.mark.parametrize("kind", ["pick"])
def test_a_card_is_played_only_by_a_second_click_on_it(kind):
    table = _choosing()
    board, host = table.board, table.host
    first, other = sorted(table.state.hands[0])[:2]
    n = len(host.submitted)
    assert click(table, spot(table, kind, first).rect.center)
    assert host.submitted[n:] == [] and board.picked == first
    assert table.host.render(board.hint()) == host.tr("caesar.ui.hint_confirm",
                                                        card=host.render(R.card_msg(first)))
    table.render()
    # a click on another card changes the pick; still nothing is played
    assert click(table, spot(table, kind, other).rect.center)
    assert host.submitted[n:] == [] and board.picked == other
    assert click(table, spot(table, kind, other).rect.center)
    assert host.submitted[n:] == [(0, R.PlayCard(other))]


def test_the_play_button_plays_the_picked_card():
    table = _choosing(seats=2)
    board, host = table.board, table.host
    card = sorted(table.state.hands[0])[-1]
    assert board.confirm is None, "no Play button before a card is picked"
    n = len(host.submitted)
    assert click(table, spot(table, "pick", card).rect.center)
    assert board.confirm is not None and board.geo["duel"].contains(board.confirm.rect)
    surface = table.render()
    assert surface.get_at(board.confirm.rect.center) != surface.get_at(board.confirm.rect.move(0, -80).center)
    assert host.submitted[n:] == []
    assert click(table, board.confirm.rect.center)
    assert host.submitted[n:] == [(0, R.PlayCard(card))]


def test_a_pick_is_forgotten_when_another_person_takes_the_screen():
    table = _choosing()
    board = table.board
    card = sorted(table.state.hands[0])[0]
    assert click(table, spot(table, "pick", card).rect.center) and board.picked == card
    board.set_view(table.state.view_for(None), None, False)
    assert board.picked is None and board.big_row is None
    board.set_view(table.state.view_for(0), 0, True)
    assert board.picked is None
