"""A secret card for a struggle is played in two steps, on cards large enough to aim at: the
struggle panel lays the hand out large while the person chooses; a first click picks a card
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
def test_the_hand_in_the_column_has_no_thin_strip_while_choosing(size, lang):
    table = _choosing(size, lang=lang)
    board = table.board
    hits = board.row.hits()
    assert {c.key for c, _h in hits} == set(table.state.hands[0])
    spots = {s.key[1]: s.rect for s in board.hotspots if isinstance(s.key, tuple) and s.key[0] == "card"}
    assert set(spots) == set(table.state.hands[0])
    for card, hit in hits:
        assert hit.w >= 40 and hit.h >= 30, (card.key, hit)
        assert spots[card.key] == hit
        # the part is the card's own: its middle answers that card, not a neighbour's
        assert board.row.card_at(hit.center).key == card.key
        assert board.geo["hand"].contains(hit), (hit, board.geo["hand"])
    assert min(h for _w, h in (board.row.card_size,)) >= 55, "cards, not chips"


@pytest.mark.parametrize("kind", ["pick", "card"])
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
