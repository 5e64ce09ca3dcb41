"""Caesar XL at 1000x650 in Japanese (and English): the race box's rows, the side boxes' heads,
the leaders' names in the hand and the top bar's status were cut or wrapped
(「リウィア：オプティマテ…」「マルクス（ポンペイウ…」「C・カッシウス・ロン…」, the status on two
lines). Each is read whole now: a short form from the catalogue where the whole does not fit."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put
from games.core.registry import registered
from tests.app_kit import make_app, pump

#: the board's rectangle in a 1000x650 window (beside the move log, under the top bar)
BOARD_1000 = (760, 568)


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_race_the_side_boxes_and_the_hand_are_read_whole_in_a_small_window(lang):
    names = ("リウィア", "マルクス") if lang == "ja" else ("Livia", "Marcus")
    s = position(phase="purchase", gold=(3, 0), hands=(("cassius", "domitius", "brutus"), ()))
    put(s, R.CAESAR, "roma", "caesar", "legion")
    put(s, R.POMPEY, "athenae", "pompey", "scipio", "legion")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR,
                      seats=[HostSeat(names[0], colour="red"), HostSeat(names[1], colour="blue")])
    board = host.attach(Board(host), BOARD_1000)
    cut: list[str] = []
    real_fit = board.texts.fit

    def fit(text, width, px, bold=False, least=10, shrink=True):
        out = real_fit(text, width, px, bold, least, shrink)
        if out[0] != str(text):
            cut.append(str(text))
        return out
    board.texts.fit = fit
    host.settle()
    host.draw()
    tr = board.tr
    assert all(board.drawn_race_rows), board.drawn_race_rows
    assert not [r for r in board.drawn_race_rows if r in cut], cut
    assert not [h for h in board.drawn_heads if h in cut], cut
    shown = {board.card_label(c, r.w) for c, r in board.geom["hand"]}
    assert shown and not [c for c in cut if c in shown or any(tr(f"caesar_xl.card.{k}") == c for k in
                                                               ("cassius", "domitius", "brutus"))], cut


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_top_bars_status_is_one_line_at_1000x650(home, lang):
    from games.core.record import Record
    from games.core.state import SeatInfo
    app = make_app(home, size=(1000, 650), lang=lang)
    try:
        names = ("リウィア", "マルクス") if lang == "ja" else ("Livia", "Marcus")
        seats = [SeatInfo(names[0], "human", None, "red"), SeatInfo(names[1], "ai", "easy", "blue")]
        game = app.push("game", record=Record("caesar_xl", seats, seed=1, options={"silver": True}),
                        autosave_on=False)
        game.auto = False
        pump(app, 3)
        assert len(game.status_lines) == 1, game.status_lines
        assert game.drawn_status.right <= game.undo_button.rect.x, (game.drawn_status, game.undo_button.rect)
    finally:
        app.quit()
        pygame.event.clear()


def test_the_race_rows_are_alike_when_one_needs_its_short_form():
    """Seen at 1000x650 in Japanese with Latin names: 「Livia：ポプラレス 1/7」 above
    「Marcus：オプティマテス2」, one row whole and the other short."""
    from games.caesar_xl.scene_info import goal
    s = position(phase="purchase")
    put(s, R.CAESAR, "roma", "caesar", "legion")
    put(s, R.POMPEY, "athenae", "pompey", "legion")
    host = SimpleHost(state=s, lang="ja", viewer=R.CAESAR,
                      seats=[HostSeat("Livia", colour="red"), HostSeat("Marcus", colour="blue")])
    board = host.attach(Board(host), BOARD_1000)
    host.settle()
    host.draw()
    ends = [row.endswith(f"/{goal()}") for row in board.drawn_race_rows]
    assert ends[0] == ends[1], board.drawn_race_rows
