"""The "If placed so" lines beside CAESAR!'s buttons stay at the small font or larger with
long province names (the Japanese 「ヒスパニア」 pair at 1000x700 shrank to about 7 px): a line
too wide wraps instead, and every number is still drawn."""
from __future__ import annotations

import pytest

from games.seize_rome import rules as R
from games.seize_rome.scene_draw import PREVIEW_LEAST
from games.seize_rome.tests.test_seize_rome_scene import Table, playable  # noqa: F401


@pytest.mark.parametrize("lang, size", [("ja", (1000, 700)), ("ja", (1000, 650)), ("en", (1000, 700))])
def test_the_preview_of_long_province_names_wraps_rather_than_shrinks(monkeypatch, lang, size):
    table = Table(3, lang=lang, size=size)
    pair = {"hispania_ulterior", "hispania_citerior"}
    act = next((a for a in table.state.legal_actions(0) if set(R.TOPO.border(a.border).provinces) == pair
                and not R.influence_tokens()[a.token].symmetric), None)
    assert act is not None
    table.click_key(("hand", act.token))
    table.click_key(("border", act.border))
    board = table.board
    drawn: list[tuple[str, int]] = []
    real = board.texts.draw

    def spy(surface, text, pos, px, *a, **k):
        drawn.append((text, px))
        return real(surface, text, pos, px, *a, **k)

    monkeypatch.setattr(board.texts, "draw", spy)
    table.host.draw()
    names = [board.tr(f"seize_rome.province.{p}") for p in pair]
    head = board.tr("seize_rome.ui.preview")
    at = next(i for i, (t, _) in enumerate(drawn) if t == head)
    lines = drawn[at:at + 9]
    assert all(px >= board.ui.font_px(PREVIEW_LEAST, PREVIEW_LEAST) for _, px in lines), lines
    for name in names:
        assert any(t.startswith(name) for t, _ in lines), (name, lines)
    want = [str(n) for pid in R.TOPO.border(act.border).provinces for n in board.drawn_preview[pid]]
    assert [t for t, _ in lines if t.strip().isdigit()] == want, lines
