"""A province won with its Senate token puts more markers down than its own: using the token
puts one under each Senate token then held ("closes Numidia 6 to 0 … and takes its Senate
token" said nothing of the two markers that went under the Senate tokens, the biggest part
of the move). The reasons and the held token's box count them, as many as the rules place."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.text import Msg  # noqa: E402
from games.seize_rome import explain as X  # noqa: E402
from games.seize_rome import rules as R  # noqa: E402
from games.seize_rome.moves import Bonus, Place  # noqa: E402
from games.seize_rome.tests.test_seize_rome_advice_words import _views  # noqa: E402
from games.seize_rome.tests.test_seize_rome_scene import Table  # noqa: E402


def _inner(msg):
    """The chain of messages a reason wraps (its "what"s)."""
    while msg is not None:
        yield msg
        msg = msg.params.get("what") if hasattr(msg, "params") else None


def _under(view, seat, a, pid) -> int:
    """The markers the Senate token of ``pid`` puts down once ``a`` stands, by the rules."""
    after = X._after(view, seat, a)
    before = after.markers[seat]
    after.apply_trusted(seat, Bonus("senate", pid, True))
    return before - after.markers[seat]


def test_a_reason_counts_the_markers_a_senate_token_puts_down():
    seen = 0
    for _s, seat, view in _views(120, 6, 40, seed=3):
        for a in view.legal_actions(seat):
            if not (isinstance(a, Place) and a.toward):
                continue
            closed = X._closings(view, seat, a)
            if len(closed) != 1 or closed[0][1] <= closed[0][2] or view.bonuses.get(closed[0][0]) != "senate":
                continue
            after = X._after(view, seat, a)
            if after.winner is not None or X.senate_wins(after, seat):
                continue
            said = [m for m in _inner(X.reason(view, seat, a)) if m.key == X.WHY + "senate_markers"]
            assert said and said[0].params["n"] == _under(view, seat, a, closed[0][0]), (a, said)
            en, ja = said[0].render("en", ["Livia", "Marcus"]), said[0].render("ja", ["Livia", "Marcus"])
            assert "Senate token" in en and "元老院トークン" in ja, (en, ja)
            seen += 1
    assert seen >= 5, seen


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_held_box_counts_the_senate_markers(lang):
    table = Table(1, lang=lang)
    s = R.new_game(2, 0, {"expansions": "base"})
    for t in s.hands[R.CAESAR]:
        s.bags[R.CAESAR].put(t)
    s.bags[R.CAESAR].draw("ship51")
    s.hands[R.CAESAR] = ["ship51"]
    s.tokens["b30"] = (R.POMPEY, "shield42", "asia", False, False)
    s.tokens["b27"] = (R.CAESAR, "sword60", "asia", False, False)
    s.bonuses["asia"] = "senate"
    s.senates[R.CAESAR] = 1
    table.host.state = s
    table.board._sel_key = None
    table.host.refresh()
    a = Place("ship51", "b28", "asia")
    n = _under(s, R.CAESAR, a, "asia")
    assert n == 2
    lines = table.board.closes_lines(a)
    left = X._after(s, R.CAESAR, a).markers[R.CAESAR] - n
    want = table.host.render(Msg("seize_rome.ui.closes.senate", {"n": n, "left": left}))
    assert want in lines and str(n) in want and str(left) in want, lines
