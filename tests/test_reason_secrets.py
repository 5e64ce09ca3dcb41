"""A computer's reason never tells what the others have not seen: the reason of a move the
public cannot tell from another (cards laid face down, a card passed to one seat) is sealed
with the record and shown in the log and the replay only once the game is over."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.explain import SECRET_REASON, unsealed  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.core.views import hides_move  # noqa: E402
from tests.app_kit import make_app, pump_until  # noqa: E402


def test_which_moves_hide_themselves():
    from games.caesar.rules import new_game as caesar
    from games.imperium.rules import Select, new_game as imperium
    from games.seize_rome.rules import new_game as seize
    s = imperium(2, 1, {"goal": "rounds8"})
    assert hides_move(s, 0, Select((1, 2, 3)))                  # three cards face down
    r = seize(2, 1, {"expansions": "base"})
    assert not hides_move(r, 0, r.legal_actions(0)[0])           # a token placed face up
    c = caesar(2, 1, {})
    assert not hides_move(c, 0, c.legal_actions(0)[0])           # a counter placed


def test_the_log_does_not_tell_the_cards_a_computer_laid_face_down(home, monkeypatch):
    """Imperium: the computer lays its three cards first; hovering its log line while the person
    still chooses shows no reason (it would name the regions); after the game it is there."""
    app = make_app(home)
    try:
        seats = [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "easy")]
        record = Record("imperium", seats, seed=2, options={"goal": "rounds8"})
        game = app.push("game", record=record)
        pump_until(app, lambda: any(s == 1 for s, _a in record.actions), what="the computer's cards")
        i = next(k for k, (s, _a) in enumerate(record.actions) if s == 1)
        kept = record.reason(i)
        assert kept is not None and kept.key == SECRET_REASON        # kept, sealed
        rows = []
        pump_until(app, lambda: bool(rows.extend(r for r, k in game.log_rows if k == i + 1) or rows), 300,
                   "the computer's line in the log")
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: rows[0].center)
        game.log_hover = (i + 1, rows[0])
        assert game.hovered_reason() is None and not game.session.state.is_over()
        assert unsealed(kept, True) is not None                      # shown once the game is over
    finally:
        app.quit()
        pygame.event.clear()
