"""The count popup's bars ran under the words at their right: "no points" read "o points", the
first letters hidden under the gold bar. Every bar ends before its seat's points or "no points",
in English and Japanese, at the small and the large window."""
from __future__ import annotations

import pygame
import pytest

from games.imperium import rules
from games.imperium.rules import RegionResolved
from games.imperium.scene_anim import Count
from games.imperium.tests.test_imperium_scene import frame, make


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_bar_runs_under_the_words_at_its_right(lang, size):
    pygame.init()
    pygame.display.set_mode((1280, 800))
    surf = pygame.Surface(size)
    for reg, markers in ((1, (1, 1, 0)), (3, (2, 1, 1)), (3, (3, 2, 1)), (9, (3, 2, 1))):
        _st, host, board = make(3, lang, size=size)
        points = rules.score_region(reg, markers)
        places, _ = rules.rank_region(markers)
        ev = RegionResolved(reg, markers, tuple(places), points, points)
        board.count = Count(board.view, 0, [])
        board.count.resolving = ev
        frame(board, host, surf)
        assert board.drawn_bars, "the popup was drawn"
        for bar, words in board.drawn_bars:
            assert bar.right <= words.left, (reg, markers, bar, words)
