"""Catilina at 1000x650: the viewer's "out" label is not broken into a column of five lines
beside their cards (「失格：質問も／告発も／できないが、／質問には答え／続ける」): where the
whole sentence would take more than two lines it reads "Out" and, under it, that the player
still answers; the log keeps its short clauses whole; the replay's caption of a short move
takes one line."""
from __future__ import annotations

import pytest

from games.catilina.tests.catilina_scene_kit import make, show
from games.catilina.tests.test_catilina_latest_and_verdict import _after_a_wrong_accusation

pygame = pytest.importorskip("pygame")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size, narrow", [((1000, 650), True), ((1600, 1000), False)])
def test_the_out_label_beside_the_hand_keeps_to_two_lines(lang, size, narrow):
    state, accuser = _after_a_wrong_accusation()
    _, host, board = make(3, 5, {}, lang, accuser, size)
    show(state, board, accuser)
    drawn: list[tuple[str, int]] = []
    real = board.wrap
    board.wrap = lambda surf, text, rect, *a, **k: (drawn.append((str(text), pygame.Rect(rect).w)),
                                                    real(surf, text, rect, *a, **k))[1]
    board.draw(pygame.Surface(size))
    whole = board.tr("catilina.ui.out_you")
    said = [t for t, _w in drawn]
    if narrow:
        assert whole not in said, said
        assert board.tr("catilina.ui.out_short") in said and board.tr("catilina.ui.out_still") in said, said
    for text, width in drawn:
        if text == whole:
            assert board.wrap_height(text, width, 15) <= 2 * board.font(board.ui.s(15), True).get_linesize()


def test_the_japanese_log_keeps_its_short_clauses_whole_when_wrapped():
    """The narrow log broke 「（確認後に｜返却）」 and 「合計は｜15。」: a line never starts
    with the second half of either, at any width."""
    from games.app.draw.text import wrap_text
    from games.catilina.rules import Accuse
    from games.core.text import Msg
    names = ["リウィア", "マルクス", "ユリア"]
    lines = [Msg("catilina.ev.pass", {"seat": 1, "seat2": 0, "count": 3}).render("ja", names),
             Accuse(15).msg(0).render("ja", names)]
    for text in lines:
        for width in range(6, len(text) + 1):
            for line in wrap_text(None, text, width, measure=len)[1:]:
                assert not line.startswith(("返却", "15")), (width, line)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_replays_caption_of_a_short_move_takes_one_line_at_1000x650(home, lang):
    """「マルクスが渡すカードを｜選びました。」 wrapped in two lines at 15 px in the replay's
    narrow bar: a short move is one line, a little smaller if need be."""
    from games.app.monkey import finished_record
    from tests.app_kit import make_app, pump
    app = make_app(home, size=(1000, 650), lang=lang)
    try:
        replay = app.push("replay", record=finished_record("catilina", 1))
        pump(app)
        said = replay.move_text()
        width = app.fonts.get(15).size(said)[0] * 12 // 13          # (just under one line at 15 px)
        font, lines = replay.move_lines(width)
        assert lines == [said] and font.size(said)[0] <= width, lines
    finally:
        app.quit()
