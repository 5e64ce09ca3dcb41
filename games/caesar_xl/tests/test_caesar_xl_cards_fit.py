"""The Forum row and the hand at the small windows (the boards of 1000x650 and 1000x700
windows, and those windows' game screens), in English and Japanese: every card inside its
panel, none over another or over a title, every name read whole at the readable size; a Forum
card by its whole name where the row is not crowded. (A hand of five under seven Forum cards
ran out of the panel; 「退役兵への土地」 was cut to 「退役兵…」; "Reform" stood for Demands for
Reform, a name the race's warnings never use.)"""
from __future__ import annotations

import pygame
import pytest

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_cards import READABLE_PX
from games.caesar_xl.scene_words import card_name
from games.caesar_xl.tests.xl_positions import position

SIZES = [(1000, 650), (1000, 700), (760, 566), (760, 616), (973, 716)]
LONG = ("domitius", "lepidus", "cassius", "dolabella")


def _board(forum, hand, lang, size):
    s = position(phase="purchase", hands=((), tuple(hand)), active=R.POMPEY)
    for c in forum:
        s.deck.draw(c)
    s.forum = list(forum)
    host = SimpleHost(state=s, lang=lang, viewer=R.POMPEY)
    return host.attach(Board(host), size)


def _check(board):
    g, ui = board.geom, board.ui
    col = g["cols"][2]
    cards = g["forum"] + g["hand"]
    titles = [t for t in (g["forum_title"], g["hand_title"]) if t is not None]
    assert all(col.contains(t) for t in titles), (titles, col)
    for k, (c, r) in enumerate(cards):
        assert col.contains(r), (c, r, col)
        assert r.collidelist(titles) < 0, (c, r, titles)
        assert not any(r.colliderect(o) for _c, o in cards[k + 1:]), (c, r)
        room = r.w - max(3, ui.s(6)) - ui.s(6)
        label = board.card_label(c, room)
        assert board.texts.width(label, READABLE_PX, True) <= room, (c, label, room)
        assert r.h >= board.texts.font(READABLE_PX, True).get_linesize(), (c, r)
    return {c: board.card_label(c, r.w - max(3, ui.s(6)) - ui.s(6)) for c, r in g["forum"]}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_five_cards_in_hand_under_seven_forum_cards_all_fit(lang, size):
    forum = [c for c, d in R.CARDS.items() if d["type"] == "forum"][:7]
    board = _board(forum, LONG + ("fleet",), lang, size)
    seen = _every_card_seen(board)
    assert sorted(seen["hand"]) == sorted(list(LONG) + ["fleet"]) and sorted(seen["forum"]) == sorted(forum), seen


def _every_card_seen(board) -> dict[str, set]:
    """Each card shown, whole and inside the panel, at some notch of the wheel over the panel
    (the rows scroll when even the tightest would run out of it)."""
    seen: dict[str, set] = {"forum": set(), "hand": set()}
    box = board.geom["cards_box"]
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=box.center, rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(12):
        _check(board)
        for kind in seen:
            seen[kind] |= {c for c, _r in board.geom[kind]}
        if not board.geom["cards_more"][1]:
            break
        assert board.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert not board.geom["cards_more"][1], "the wheel never reached the last cards"
    return seen


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_four_long_names_in_hand_and_a_forum_row_read_whole(lang, size):
    forum = ["demands_for_reform", "senatus_consultum_ultimum", "veterans_land", "pontifex_maximus"]
    board = _board(forum, LONG, lang, size)
    shown = _check(board)
    if lang == "ja":                  # (in English a short form rather than rows under the names' size)
        assert all(label == card_name(board.tr, c) for c, label in shown.items()), shown


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_crowded_row_at_a_small_screen_cuts_no_name(lang):
    forum = ["grain_dole", "senatus_consultum_ultimum", "governorships", "the_senate", "veterans_land"]
    board = _board(forum, ("cassius", "cicero", "curio", "ambush"), lang, (760, 566))
    _check(board)
