"""The rows of Caesar XL's side boxes are read whole at 9 px at least: at 1000x650 the second
row was drawn at 8 px and still cut ("Forum: Optimates 2/7 · cards cl…"); a row too long says
the same in fewer words."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.caesar_xl import INFO
from games.caesar_xl.scene_info import side_rows
from games.core.registry import registered
from tests.app_kit import make_app, pump


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.mark.parametrize("lang, size", [
    pytest.param(lang, size, id=f"{lang}-{size[0]}x{size[1]}",
                 marks=() if (lang, size) in (("ja", (1000, 650)), ("en", (1280, 800))) else pytest.mark.long)
    for size in ((1000, 650), (1000, 700), (1280, 800)) for lang in ("en", "ja")])
def test_the_side_boxes_rows_are_drawn_whole_and_readable(home, lang, size):
    from games.core.record import Record
    from games.core.state import SeatInfo
    app = make_app(home, size=size, lang=lang)
    try:
        seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "ai", "easy", "blue")]
        game = app.push("game", record=Record("caesar_xl", seats, seed=5, options={"silver": True}),
                        autosave_on=False)
        game.auto = False
        board = game.board
        drawn: dict[str, tuple[str, int]] = {}
        real_fit = board.texts.fit

        def fit(text, width, px, bold=False, least=10, shrink=True):
            out = real_fit(text, width, px, bold, least, shrink)
            drawn[str(text)] = out
            return out
        board.texts.fit = fit
        pump(app, 3)
        v = board.view
        rows = {row for s in (0, 1) for short in (False, True) for row in side_rows(board.tr, v, s, short)}
        seen = {t: out for t, out in drawn.items() if t in rows}
        assert len(seen) >= 4, (sorted(drawn), rows)
        for text, (shown, px) in seen.items():
            assert shown == text and px >= 9, (text, shown, px)
    finally:
        app.quit()
        pygame.event.clear()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(973, 716), (760, 616)])
def test_the_markers_ring_round_a_side_head_passes_between_its_words_and_the_rows(lang, size):
    """At 1000x700 the last-move marker's ring round a side's head line struck through
    「マルクス 金0」: the head is as tall as its words, and the rows start under the ring."""
    from games.app.board import SimpleHost
    from games.caesar_xl import rules as R
    from games.caesar_xl.scene import Board
    host = SimpleHost(state=R.new_game(2, 1, {"silver": True}), lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    host.draw()
    ui, texts = board.ui, board.texts
    words = ui.s(3) + texts.font(ui.font_px(15), True).get_linesize() - 2     # (the head's words' line)
    for s, box in enumerate(board.geom["sides"]):
        head = board.rect_of(f"side_head:{s}")
        ring_bottom = head.inflate(6, 6).inflate(2, 2).bottom
        _h, top, step, need = board.side_metrics()
        assert head.h >= words and ring_bottom <= box.y + top, (head, box, top)
        assert box.h >= need, (box, need)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(973, 716), (760, 616)])
def test_hand_and_forum_cards_are_as_tall_as_their_names(lang, size):
    """At 1000x700 「同盟軍の動員」 ran out of its card's slot: a card is as tall as its name's
    line, and the row titles as tall as their words (they sat on the cards' tops)."""
    from games.caesar_xl.scene_cards import READABLE_PX
    from games.caesar_xl.tests.test_caesar_xl_turn import _purchase_board
    host, board = _purchase_board(("allies_mobilize", "brutus", "cassius", "donations", "siege"))
    host.state.forum = ["consulship", "publicani", "governorships"]
    host.lang = lang
    host.attach(board, size)
    host.draw()
    ui, texts = board.ui, board.texts
    name = texts.font(max(READABLE_PX, ui.font_px(12)), True).get_linesize()
    cards = [r for _c, r in board.geom["hand"] + board.geom["forum"]]
    assert len(cards) == 8 and all(r.h >= name for r in cards), (name, cards)
    title = texts.font(ui.font_px(13), True).get_linesize()
    assert board.geom["hand_title"].h >= title and board.geom["hand_title"].bottom <= board.geom["hand"][0][1].top
    assert max(r.bottom for r in cards) <= board.geom["cols"][2].bottom, (cards, board.geom["cols"][2])
