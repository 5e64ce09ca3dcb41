"""The line under CAESAR!'s top bar never cuts an instruction: in Japanese at 1000x700 the
prompt and the hint together ended 「…「配置する」を押してくだ…」; the hint then stands alone."""
from __future__ import annotations

import dataclasses

import pytest

pygame = pytest.importorskip("pygame")

from games.app.board.text import ELLIPSIS  # noqa: E402
from games.core import registry  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from tests.app_kit import make_app, pump  # noqa: E402


def _click(board, key):
    spot = next(s for s in board.hotspots if s.key == key)
    pos = spot.rect.center
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


@pytest.mark.parametrize("lang, size", [("ja", (1000, 700)), ("en", (1000, 700)),
                                        pytest.param("ja", (1280, 800), marks=pytest.mark.long)])
def test_the_top_line_says_each_placement_step_whole(home, lang, size):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, size=size)
        try:
            app.set_lang(lang)
            seats = [SeatInfo("リウィア", "human", None, "red"),
                     SeatInfo("オート・クラッスス", "script", "crassus", "blue")]
            record = Record("seize_rome", seats, seed=3, options={"expansions": "base", "difficulty": "normal"})
            game = app.push("game", record=record)
            for _ in range(600):
                pump(app, 1)
                if game.board.acting and game.board.view.phase == "place" and not game.board.busy():
                    break
            board = game.board
            assert board.acting
            lines = []
            code = board.view.hands[0][0]
            _click(board, ("hand", code))
            pump(app, 2)
            lines.append(game.drawn_line_words)
            bid = next(s.key[1] for s in board.hotspots if isinstance(s.key, tuple) and s.key[0] == "border"
                       and s.enabled)
            _click(board, ("border", bid))
            pump(app, 2)
            lines.append(game.drawn_line_words)
            hint = board.host.render(board.hint())
            assert lines[-1].endswith(hint), lines
            assert not any(ELLIPSIS in ln for ln in lines), lines
        finally:
            app.quit()
            pygame.event.clear()
