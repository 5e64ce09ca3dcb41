"""A review's headings say one measure the same way: where the chance to win went.

Imperium's review listed "the better move kept about 2 in 5; your move left about 1 in 5"
beside "the better move wins about 1 game in 13 more" for the next move: two measures in one
list. Where the chart gives the chance before the move, every heading says the two chances,
whatever the size of the loss; two that read the same are said finer, in one count ("the
better move kept about 11 in 20; your move left about 9 in 20"), never in hundredths.
"""
from __future__ import annotations

from games.core.review import size_msg

NAMES = ["Livia", "Marcus"]


def test_every_heading_beside_the_chart_says_where_the_chance_went():
    kinds = set()
    for top in (0.1, 0.3, 0.45, 0.5, 0.55, 0.7, 0.9, 0.97):
        for loss in (0.04, 0.06, 0.08, 0.15, 0.3, 0.5, 0.7):
            if loss > top:
                continue
            for fell in (True, False):
                size = size_msg(loss, top, fell=fell)
                kinds.add(size.key)
                was, now = size.params["was"], size.params["now"]
                assert was != now, (top, loss, size.render("en"))
    assert kinds == {"core.review.size.falls", "core.review.size.kept"}, kinds


def test_chances_that_read_alike_are_said_finer_in_one_count():
    for fell in (True, False):      # (a fall the chart cannot show: what each move kept)
        en = size_msg(0.07, 0.53, fell=fell).render("en", NAMES)
        ja = size_msg(0.07, 0.53, fell=fell).render("ja", NAMES).replace("\u2060", "")
        assert en == "the better move kept about 11 in 20; your move left about 9 in 20", en
        assert "20回に11回ほど" in ja and "20回に9回ほど" in ja and "100回" not in ja, ja
    fell = size_msg(0.3, 0.6).render("en")      # (chances that read apart keep their plain words)
    assert fell == "your chance to win fell from about 3 in 5 to about 1 in 3", fell


def _costs(msg) -> list:
    """Every cost a sentence states (``core.cost.*``), at any depth."""
    from games.core.text import Msg
    out = [msg] if msg.key.startswith("core.cost.") else []
    for v in msg.params.values():
        for m in v if isinstance(v, (list, tuple)) else [v]:
            if isinstance(m, Msg):
                out += _costs(m)
    return out


def test_a_heading_and_its_reason_say_one_figure_and_run_by_it():
    """Caesar: a heading "about 10 in 20 → about 9 in 20" stood over a reason "about 1 game in
    16", and the list ran by the reason's figure, so the headings read out of order. The reason
    now says the heading's figure, and the list runs by what the headings say."""
    from games.core import review as R
    from games.core.record import Record
    from games.core.state import SeatInfo
    from games.core.text import Msg

    def slip(i: int, loss: float, best: float) -> R.Slip:
        versus = Msg("core.review.vs_cost", {"cost": Msg("core.cost.games", {"n": round(1 / loss)})})
        why = Msg("core.review.why_vs", {"taken": Msg(f"t{i}"), "best": Msg(f"b{i}"), "versus": versus})
        return R.Slip(i, 0, Msg(f"t{i}"), Msg(f"b{i}"), why, loss, i, None, best)

    rec = Record("caesar", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai")], seed=1)
    chart = [(0, [0.5, 0.5]), (10, [0.5, 0.5]), (20, [0.9, 0.1]), (30, [0.9, 0.1]), (40, [1.0, 0.0])]
    got = R._assemble(rec, chart, [slip(5, 0.0625, 0.8), slip(25, 0.05, 0.9)]).slips[0]
    heads = [s.size.render("en") for s in got]
    assert [s.index for s in got] == [25, 5], heads            # (9 in 10 → 5 in 6 reads the larger fall)
    assert "about 10 in 20" in heads[1] and "about 9 in 20" in heads[1], heads
    for s in got:
        costs = _costs(s.why)
        assert costs and all(c.key == "core.cost.falls" and c.params["was"] == s.size.params["was"]
                             and c.params["now"] == s.size.params["now"] for c in costs), s.why.render("en")
    assert "1 game in 16" not in got[1].why.render("en")
    assert [s.weight for s in got] == sorted((s.weight for s in got), reverse=True)
