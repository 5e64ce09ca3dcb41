"""The "If placed so" lines beside CAESAR!'s buttons stay at the small font or larger with
long province names (the Japanese 「ヒスパニア」 pair at 1000x700 shrank to about 7 px), and stay
on the board: a name too wide for one line with its numbers stands whole on a line of its own,
its numbers on the next (it ran past the board's edge into the log, and its last line below the
window's bottom; then it broke after its 「・」 into 「ヒスパニア・｜キテリオル」), the lines take
the hint's band when the box beside the buttons is too low for them, and every number is still
drawn."""
from __future__ import annotations

import pytest

from games.seize_rome import rules as R
from games.seize_rome.scene_draw import PREVIEW_LEAST
from games.seize_rome.tests.test_seize_rome_scene import Table, playable  # noqa: F401

#: the board's size in the game's window (the top bar above it, the log beside it)
SIZES = {(1000, 700): (760, 616), (1000, 650): (760, 566), (1280, 800): (1040, 716)}


def _preview_drawn(monkeypatch, lang, size, pair):
    """The board, its move and the "If placed so" texts drawn (text, size, rect) for a token
    held on the border of ``pair``."""
    table = Table(3, lang=lang, size=SIZES[size])
    act = next((a for a in table.state.legal_actions(0) if set(R.TOPO.border(a.border).provinces) == set(pair)
                and not R.influence_tokens()[a.token].symmetric), None)
    assert act is not None
    table.click_key(("hand", act.token))
    table.click_key(("border", act.border))
    board = table.board
    drawn: list[tuple[str, int, object]] = []
    real = board.texts.draw

    def spy(surface, text, pos, px, *a, **k):
        r = real(surface, text, pos, px, *a, **k)
        drawn.append((text, px, r))
        return r

    monkeypatch.setattr(board.texts, "draw", spy)
    table.host.draw()
    return table.board, act, [(t, px, r) for t, px, r in drawn if board.drawn_preview_box.contains(r)]


@pytest.mark.parametrize("lang, size", [("ja", (1000, 700)), ("ja", (1000, 650)),
                                        pytest.param("en", (1000, 700), marks=pytest.mark.long),
                                        ("en", (1000, 650)), pytest.param("ja", (1280, 800), marks=pytest.mark.long)])
@pytest.mark.parametrize("pair", [("hispania_ulterior", "hispania_citerior"), ("gallia", "gallia_cisalpina")])
def test_the_preview_of_long_province_names_stays_on_the_board_at_a_readable_size(monkeypatch, lang, size, pair):
    board, act, lines = _preview_drawn(monkeypatch, lang, size, pair)
    box = board.drawn_preview_box
    assert lines and all(board.rect.contains(r) for _, _, r in lines), (box, board.rect, lines)
    assert all(px >= board.ui.font_px(PREVIEW_LEAST, PREVIEW_LEAST) for _, px, _ in lines), lines
    said = "".join(t for t, _, _ in lines)
    for pid in R.TOPO.border(act.border).provinces:
        names = (board.tr(f"seize_rome.province.{pid}"), board.tr(f"seize_rome.ui.short.{pid}"))
        assert any(name in said for name in names), (pid, said)
    want = [str(n) for pid in R.TOPO.border(act.border).provinces for n in board.drawn_preview[pid]]
    assert [t for t, _, _ in lines if t.strip().isdigit()] == want, lines
    assert not any(box.colliderect(b.rect) for b in board.buttons), box


@pytest.mark.parametrize("lang, size", [("ja", (1000, 700)), ("ja", (1000, 650)), ("en", (1000, 700))])
@pytest.mark.parametrize("pair", [("hispania_ulterior", "hispania_citerior"), ("gallia", "gallia_cisalpina")])
def test_a_province_name_in_the_preview_is_never_broken(monkeypatch, lang, size, pair):
    board, act, lines = _preview_drawn(monkeypatch, lang, size, pair)
    for pid in R.TOPO.border(act.border).provinces:
        names = (board.tr(f"seize_rome.province.{pid}"), board.tr(f"seize_rome.ui.short.{pid}"))
        assert any(name in t for t, _, _ in lines for name in names), (names, [t for t, _, _ in lines])
