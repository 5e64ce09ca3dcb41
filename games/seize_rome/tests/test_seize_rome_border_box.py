"""The held token's box names the border markers a placement puts down, as many as the
advice counts ("puts down 2 border markers with it (markers left to place: 4)" was said by the
advice while the box said nothing of them), with the same markers left."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.text import Msg  # noqa: E402
from games.seize_rome import explain as X  # noqa: E402
from games.seize_rome import rules as R  # noqa: E402
from games.seize_rome.moves import Place  # noqa: E402
from games.seize_rome.tests.test_seize_rome_advice_words import _views  # noqa: E402
from games.seize_rome.tests.test_seize_rome_scene import Table  # noqa: E402


def _inner(msg):
    """The chain of messages a reason wraps (its "what"s)."""
    while msg is not None:
        yield msg
        msg = msg.params.get("what") if hasattr(msg, "params") else None


def _with_borders():
    """Placements that put two or more of the mover's border markers down (the game goes on):
    ``(state, seat, view, placement, own borders)``."""
    for s, seat, view in _views(60, 20, 60, seed=11):
        for a in view.legal_actions(seat):
            if not (isinstance(a, Place) and a.toward):
                continue
            own = [b for b, o in X.new_borders(view, seat, a) if o == seat]
            after = X._after(view, seat, a)
            if len(own) >= 2 and after.winner is None and not X.senate_wins(after, seat):
                yield s, seat, view, a, own
                break


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_held_box_names_the_border_markers_the_advice_counts(lang):
    table = Table(1, lang=lang)
    seen = 0
    for s, seat, view, a, own in _with_borders():
        table.host.state = s
        table.host.viewer = seat
        table.board._sel_key = None
        table.host.refresh()
        lines = table.board.closes_lines(a)
        said = [m for m in _inner(X.reason(view, seat, a)) if m.key.endswith("_borders")]
        assert said and said[0].params["n"] == len(own), said
        left = said[0].params["left"]
        sep = "、" if lang == "ja" else ", "
        params = {"n": len(own), "left": left, "borders": sep.join(table.host.render(R.border_msg(b)) for b in own)}
        with_left = table.host.render(Msg("seize_rome.ui.closes.borders_left", params))
        senate = [t for t in lines if t.startswith(table.host.render(Msg("seize_rome.ui.closes.senate",
                                                                            {"n": 1, "left": 0}))[:8])]
        if senate:      # (the Senate line after it says what is left)
            assert table.host.render(Msg("seize_rome.ui.closes.borders", params)) in lines, lines
            assert str(left) in senate[0], (senate, left)
        else:
            assert with_left in lines, (lines, with_left)
        seen += 1
        if seen >= 4:
            break
    assert seen >= 2, seen
