"""Catilina: a giver who chose is shown as having chosen while the answers animate.

While the passes of a question to everyone animate, the board draws the position from before
the last choice; the last giver's plaque still read "Choosing…" (the log already said the card
was chosen), and a viewer who had just passed still read "You must pass a card" and
"Choosing…" under their hand.
"""
from __future__ import annotations

import pytest

from games.catilina import rules
from games.catilina.rules import Ask
from games.catilina.tests.catilina_scene_kit import make, step

pygame = pytest.importorskip("pygame")


def _everyone_question(state):
    """The question of seat 0 to everyone that most other seats can answer."""
    return max((a for a in state.legal_actions(0) if isinstance(a, Ask) and a.target == -1),
               key=lambda a: sum(any(rules.matches(c, a.kind, a.attr) for c in state.hands[s]) for s in (1, 2)))


def _drawn(board):
    """The board with its view set to the position it draws now (the one before an animating
    action), as while it draws."""
    class Drawn:
        def __enter__(self):
            self.current, board.view = board.view, board.shown
            return board

        def __exit__(self, *exc):
            board.view = self.current
    return Drawn()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("viewer", [0, 2])
def test_the_last_giver_reads_as_chosen_while_the_answers_animate(lang, viewer):
    state, host, board = make(3, 4, {}, lang, viewer, (1000, 650))
    ask = _everyone_question(state)
    step(state, board, viewer, 0, ask)
    assert set(state.givers) == {1, 2}, "both others hold a match"
    step(state, board, viewer, 1, state.legal_actions(1)[0])
    step(state, board, viewer, 2, state.legal_actions(2)[0])
    assert board.before is not None and board.before.phase == "give", "the answers animate"
    with _drawn(board):
        for s in (1, 2):
            assert board._plaque_status(s)[0] != board.tr("catilina.ui.choosing"), s
    said: list[str] = []
    real = board.wrap
    board.wrap = lambda surf, text, *a, **k: (said.append(str(text)), real(surf, text, *a, **k))[1]
    board.draw(pygame.Surface((1000, 650)))
    assert board.tr("catilina.ui.give_help") not in said, said
