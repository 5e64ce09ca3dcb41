"""Catilina at 1000x650: the advice to put a question stood top-centre over the whole notes
sheet (情報シート), the very sheet one checks the advice against: the bubble was kept clear of
the sheet as one piece, legend and all, so a place that covered only the legend under the grid
cost as much as one over the whole grid. The grid and its line of possible sums are kept
clear before anything but the hand; the legend (how to mark a cell) last of all."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.catilina.explain_words import who_msg  # noqa: E402
from games.catilina.rules import Ask, what_msg  # noqa: E402
from games.core.explain import Advice  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import make_app, pump, pump_until, seats  # noqa: E402


def _narrow() -> Msg:
    """A reason of five lines or so: the sums a question may narrow, and the best guess now."""
    return Msg("catilina.why.with", {"what": Msg("catilina.why.ask_narrow", {"sums": Msg("catilina.why.sums_listed", {
        "n": 7, "sums": [Msg("catilina.why.num", {"v": v}) for v in range(16, 23)]}), "k": 3}),
        "vs": Msg("catilina.why.vs_not_yet", {"total": 21, "p": 30})})


def _open(ask: Ask, seat: int) -> Msg:
    """The reason of the advice seen over the whole sheet: the cards still open, and what the
    question learns beside another."""
    other = Msg("catilina.why.act.ask", {"who": who_msg((seat + 2) % 3), "what": what_msg("colour", 1)})
    return Msg("catilina.why.with", {"what": Msg("catilina.why.ask_open", {
        "what": what_msg(ask.kind, ask.attr), "n": 3, "who": who_msg(ask.target)}),
        "vs": Msg("catilina.why.vs_ahead_of", {"alt": other})})


@pytest.mark.parametrize("lang", ["ja", pytest.param("en", marks=pytest.mark.long)])
@pytest.mark.parametrize("attr", [("value", 5), ("colour", 2)])
@pytest.mark.parametrize("words", ["narrow", "open"])
def test_the_question_advice_keeps_clear_of_the_notes_sheet(home, lang, attr, words):
    app = make_app(home, size=(1000, 650), lang=lang)
    try:
        game = app.push("game", record=Record("catilina", seats("catilina", "haa"), seed=3), autosave_on=False)
        board = game.board
        pump_until(app, lambda: board.acting and not game.busy() and not game.animating(), what="the person's turn")
        seat = game.viewer
        ask = Ask((seat + 1) % 3, *attr)
        assert ask in game.session.state.legal_actions(seat)
        why = _narrow() if words == "narrow" else _open(ask, seat)
        game.advice = (seat, game.generation, Advice(ask, why, 0.9))
        pump(app, 2)
        NL = board.L["notes_layout"]
        sheet = NL["panel"].clip(pygame.Rect(0, 0, 1 << 16, NL["sums"].bottom))    # (the grid and the sums)
        assert not game.advice_rect.colliderect(sheet), (game.advice_rect, sheet)
        assert all(not game.advice_rect.colliderect(r) for r in game.advice_lit), (game.advice_rect, game.advice_lit)
        # the sheet is kept clear apart from the legend under it (how to mark a cell): a bubble
        # that covers only that legend costs less than one over the grid, where it once stood
        keep = board.advice_keep_clear(game.advice[2])
        legend = NL["legend"]
        assert not any(r.contains(NL["grid"]) and r.colliderect(legend) for r in keep), keep
        assert keep.index(sheet) < keep.index(legend) == len(keep) - 1, keep
    finally:
        app.quit()
        pygame.event.clear()
