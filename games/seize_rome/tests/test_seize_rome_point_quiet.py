"""A chart point names the move that changed the chances, not Auto-Crassus's bookkeeping: a
point after his turn began read 「直前の手：オート・クラッススは列の左端の盾の3/3トークンを袋に戻す。」
while the rise it showed came from the person's closing placement before it."""
from __future__ import annotations

from types import SimpleNamespace as NS

import pytest

pytest.importorskip("pygame")

from games.app.scenes.review import shown_move  # noqa: E402
from games.core.chance import CHANCE  # noqa: E402
from games.seize_rome.moves import Bonus, CrassusBonus, CrassusDiscard, Draw, Place  # noqa: E402


def test_a_point_after_his_row_discard_names_the_placement_before_it():
    actions = [(0, Place("ship_3_3", "asia-syria", "asia")), (CHANCE, Draw(0, "shield_2_2")),
               (1, CrassusBonus("might", "", False)), (1, CrassusDiscard("shield_3_3"))]
    assert shown_move(NS(game="seize_rome", actions=actions), 4) == 1


def test_a_persons_discarded_bonus_is_still_named():
    actions = [(0, Place("ship_3_3", "asia-syria", "asia")), (0, Bonus("might", "asia", False))]
    assert shown_move(NS(game="seize_rome", actions=actions), 2) == 2
