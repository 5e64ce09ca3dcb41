"""The "If placed so" lines of CAESAR! show each side's total in that side's colour, as the
province's totals box on the map does (the plain "Italia: 13 – 9" did not say whose is whose)."""
from __future__ import annotations

from games.seize_rome import rules as R
from games.seize_rome.tests.test_seize_rome_scene import Table, playable  # noqa: F401


def test_each_previewed_total_is_drawn_in_its_sides_colour(monkeypatch):
    table = Table(3)
    act = next(a for a in table.state.legal_actions(0) if not R.influence_tokens()[a.token].symmetric)
    table.click_key(("hand", act.token))
    table.click_key(("border", act.border))
    board = table.board
    drawn: list[tuple[str, tuple]] = []
    real = board.texts.draw

    def spy(surface, text, pos, px, bold=False, colour=None, *a, **k):
        drawn.append((text, tuple(colour or ())[:3]))
        return real(surface, text, pos, px, bold, colour, *a, **k)

    monkeypatch.setattr(board.texts, "draw", spy)
    table.host.draw()
    for pid in R.TOPO.border(act.border).provinces:
        a, b = board.drawn_preview[pid]
        name = board.tr(f"seize_rome.province.{pid}")
        at = next(i for i, (t, _) in enumerate(drawn) if t.startswith(name) and t.rstrip().endswith((":", "：")))
        numbers = [(t, c) for t, c in drawn[at + 1:at + 4] if t.strip().isdigit()]
        assert numbers == [(str(a), tuple(board.colour(0))), (str(b), tuple(board.colour(1)))], drawn[at:at + 4]
