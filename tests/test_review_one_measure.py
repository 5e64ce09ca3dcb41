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
        ja = size_msg(0.07, 0.53, fell=fell).render("ja", NAMES)
        assert en == "the better move kept about 11 in 20; your move left about 9 in 20", en
        assert "20回に11回ほど" in ja and "20回に9回ほど" in ja and "100回" not in ja, ja
    fell = size_msg(0.3, 0.6).render("en")      # (chances that read apart keep their plain words)
    assert fell == "your chance to win fell from about 3 in 5 to about 1 in 3", fell
