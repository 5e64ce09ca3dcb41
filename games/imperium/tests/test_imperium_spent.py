"""A region no count reaches any more: its card is dimmed with a tooltip that says why, a pick
holding it says so in the hand line, and the pick stays legal (never refused)."""
import pygame
import pytest

from games.app.board import HostSeat, SimpleHost
from games.imperium import rules
from games.imperium.rules import Select
from games.imperium.scene import Board

SIZE = (1280, 800)


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    yield pygame.display.set_mode(SIZE)


def board_in_round(rnd, goal="rounds8", lang="en"):
    st = rules.new_game(2, 0, {"goal": goal})
    while st.round < rnd:
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    host = SimpleHost(seats=[HostSeat("P1", colour="red"), HostSeat("P2", colour="blue")], lang=lang, state=st)
    board = Board(host)
    board.layout(pygame.Rect(0, 0, *SIZE))
    board.set_view(st.view_for(0), 0, 0 in st.to_act())
    return st, host, board


def draw(board, surf):
    surf.fill((0, 0, 0))
    board.draw(surf)


def test_a_counted_region_is_dimmed_with_its_reason_and_warned_of(screen):
    st, host, board = board_in_round(3)
    assert board.spent_regions() == {1: 1, 2: 2}
    row = {c.key: c for c in board.hand_row(True, set()).cards}
    assert row[1].dim and row[2].dim and not row[3].dim and row[1].selectable
    assert row[1].tip == "Italia (1) was counted in round 1: markers there score no more."
    tips = {s.key: s.tip for s in board.hotspots if isinstance(s.key, tuple) and s.key[0] == "card"}
    assert tips[("card", 2)] == "Sicilia (2) was counted in round 2: markers there score no more."
    assert tips[("card", 5)] is None
    board.click_card(3)
    draw(board, screen)
    assert "score no more" not in board.drawn_hand_line
    board.click_card(1)                                   # legal: taken, not refused
    draw(board, screen)
    assert board.selection() == [(3, False), (1, False)] and board.refused_key is None
    assert board.drawn_hand_line == "Italia (1) was counted in round 1: markers there score no more. Pick 1 more."
    board.click_card(5)
    act = board.pending_action()
    assert isinstance(act, Select) and sorted(act.regions) == [1, 3, 5]
    assert act in st.legal_actions(0)
    draw(board, screen)
    assert board.drawn_hand_line == ("Italia (1) was counted in round 1: markers there score no more. "
                                     "3 chosen: press Confirm, or click a card to take it back.")


def test_japanese_words_and_no_dimming_where_the_region_comes_round_again(screen):
    _st, _host, board = board_in_round(3, lang="ja")
    assert board.hand_row(True, set()).cards[0].tip.startswith("イタリア（1）は第1ラウンドで集計済み")
    _st, _host, board = board_in_round(3, goal="points30")
    assert board.spent_regions() == {}                    # the 30-point game counts Italia again
    assert not any(c.dim for c in board.hand_row(True, set()).cards)


def test_the_japanese_hand_line_joins_without_a_space(screen):
    _st, _host, board = board_in_round(3, lang="ja")
    board.click_card(1)
    draw(board, screen)
    assert board.drawn_hand_line == ("イタリア（1）は第1ラウンドで集計済みです。そこに置いたマーカーはもう得点になりません。"
                                     "あと2つ選んでください。")
