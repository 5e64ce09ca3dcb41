"""Auto-Crassus's column keeps the reason of his last move whole: at 1000x650 in Japanese the
longest reasons ran out of the box under his row ("...このトークンが合う空きスペースはここ"
and the rest not drawn)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

import dataclasses  # noqa: E402

from games.core import registry  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from games.seize_rome import rules as R  # noqa: E402
from games.seize_rome.tests.test_seize_rome_crassus_words import BY_PROVINCE, BY_SPACE, BY_TOKEN  # noqa: E402
from tests.app_kit import make_app, pump  # noqa: E402


def _longest(lang: str, k: int = 12) -> list[str]:
    """The ``k`` longest reasons he can give, in ``lang`` (for the province of the longest name)."""
    texts = {R.why_msg(prio, bp, bt, bs, prio <= 2, "hispania_ulterior").render(lang, ["Livia", "Auto-Crassus"])
             for prio in range(1, 8) for bp in BY_PROVINCE for bt in BY_TOKEN for bs in BY_SPACE}
    return sorted(texts, key=len, reverse=True)[:k]


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size", [(1000, 650), pytest.param((1280, 800), marks=pytest.mark.long)])
def test_his_longest_reasons_fit_their_box_beside_a_full_row(home, lang, size):
    """Every one of his longest reasons, wrapped at the smallest size the column draws it
    (8 px), fits the reason box; and the box lies below his row (two lines of tokens, as
    drawn), so that it can grow into the room the row leaves."""
    app = make_app(home, size=size, lang=lang)
    seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Auto-Crassus", "script", "crassus", "blue")]
    try:
        with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
            game = app.push("game", record=Record("seize_rome", seats, 3))
            pump(app, 3)
        b = game.board
        assert b.crassus_col is not None
        why = b._crassus_boxes()["why"]
        hand = list(b.shown.hands[b.solo_seat()])
        b.shown.hands[b.solo_seat()] = (hand * 6)[:6]      # two full lines of his row
        try:
            rows = [r for _, r in b.crassus_row_rects()]
            why = b._crassus_boxes()["why"]
        finally:
            b.shown.hands[b.solo_seat()] = hand
        assert rows and max(r.bottom for r in rows) <= why.top, (rows[-1], why)
        for text in _longest(lang):
            lines, px = b.texts.wrap_fit(text, why, b.ui.font_px(12), False, 8)
            step = b.texts.font(px, False).get_linesize()
            assert len(lines) * step <= why.h, (lang, size, px, len(lines), step, why, text)
    finally:
        app.quit()
        pygame.event.clear()
