"""A computer's reason never tells what the others have not seen: the reason of a move the
public cannot tell from another (cards laid face down, a card passed to one seat) is sealed
with the record and shown in the log and the replay once the move is revealed (or the game
is over)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.explain import SECRET_REASON, unsealed  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.core.views import hides_move  # noqa: E402
from tests.app_kit import open_app, pump_until  # noqa: E402


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


def cards_laid(app):
    """An Imperium game of Livia (a person) and Marcus (an easy computer) once Marcus has laid
    his cards face down: the game scene, its record and the place of his move in it."""
    seats = [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "easy")]
    record = Record("imperium", seats, seed=2, options={"goal": "rounds8"})
    game = app.push("game", record=record)
    pump_until(app, lambda: any(s == 1 for s, _a in record.actions), what="the computer's cards")
    return game, record, next(k for k, (s, _a) in enumerate(record.actions) if s == 1)


def test_the_log_does_not_tell_the_cards_a_computer_laid_face_down(home, monkeypatch):
    """Imperium: the computer lays its three cards first; hovering its log line while the person
    still chooses shows no reason (it would name the regions); after the game it is there."""
    with open_app(home) as app:
        game, record, i = cards_laid(app)
        kept = record.reason(i)
        assert kept is not None and kept.key == SECRET_REASON        # kept, sealed
        rows = []
        pump_until(app, lambda: bool(rows.extend(r for r, k in game.log_rows if k == i + 1) or rows), 300,
                   "the computer's line in the log")
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: rows[0].center)
        game.log_hover = (i + 1, rows[0])
        got = game.hovered_reason()                                  # (only that it is kept)
        assert got == (app.tr("app.replay.why_kept_reveal", name="Marcus"), rows[0]), got
        assert not game.session.state.is_over()
        assert unsealed(kept, True) is not None                      # shown once the game is over


def _walk(state, want, seed, steps=600):
    """Random legal moves from ``state`` until ``want(state, seat)`` names an action of the seat
    to move (returned with the seat and the state), or ``None`` within ``steps``."""
    import random as _random
    from games.core.chance import CHANCE
    rng = _random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            return None
        seat = state.to_act()[0]
        if seat != CHANCE:
            got = want(state, seat)
            if got is not None:
                return state, seat, got
            action = rng.choice(state.legal_actions(seat))
        else:
            outs = state.chance_outcomes()
            action = rng.choices([o for o, _p in outs], [p for _o, p in outs])[0]
        state.apply_trusted(seat, action)
    return None


def _two_roads(state, seat):
    """A march of Caesar XL with another road to the same place for the same units."""
    moves = [a for a in state.legal_actions(seat) if type(a).__name__ == "Move" and len(a.path) > 1]
    for a in moves:
        if any(b != a and b.units == a.units and b.path[-1] == a.path[-1] for b in moves):
            return a
    return None


def test_a_forced_march_by_either_road_is_public():
    """Caesar XL: two roads to one city leave one position; the log names the city: nothing is
    hidden (the marker may show the march, its reason is not sealed)."""
    from games.caesar_xl.rules import new_game
    found = next(filter(None, (_walk(new_game(2, g, {}), _two_roads, g) for g in range(6))), None)
    assert found is not None, "no forced march with two roads in six random games"
    state, seat, action = found
    assert not hides_move(state, seat, action, probes=10_000)


class _Toy:
    """A one-seat game: ``"pass"`` and ``"end"`` both end the phase (other log lines, one
    position); ``"down1"``/``"down2"`` lay card 1 or 2 face down (one log line, the mover knows)."""

    def __init__(self, phase=0, card=None):
        self.phase, self.card = phase, card

    def clone(self):
        return _Toy(self.phase, self.card)

    def legal_actions(self, seat):
        return ["pass", "end", "down1", "down2"]

    def apply_trusted(self, seat, action):
        self.phase += 1
        self.card = int(action[-1]) if action.startswith("down") else self.card

    def view_for(self, seat):
        return (self.phase, self.card if seat == 0 else self.card is not None)


def test_moves_that_leave_one_position_are_public():
    """A pass and an end of phase (Caesar XL) say other things in the log and leave the same
    position: the public can tell them apart, or they are one move; neither hides anything."""
    assert not hides_move(_Toy(), 0, "pass") and not hides_move(_Toy(), 0, "end")
    assert hides_move(_Toy(), 0, "down1")                      # the card laid face down


def test_a_catilina_accusation_is_public():
    """Catilina: the total accused is in the log and the verdict is public."""
    from games.catilina.rules import Accuse, AccuseCard, new_game
    for opts in ({}, {"individual": True}):
        s = new_game(3, 4, opts)
        for a in s.legal_actions(s.to_act()[0]):
            if isinstance(a, (Accuse, AccuseCard)):
                assert not hides_move(s, s.to_act()[0], a), a


def test_a_token_laid_face_down_shows_its_space_not_the_token():
    """CAESAR!: the token is secret (its reason sealed), its border space is not: every move the
    public cannot tell from it is on the same space, and the marker outlines that space."""
    from games.app.scenes.game_marker import LastMove, marker_rects
    from games.core.views import look_alikes
    from games.seize_rome.rules import new_game
    from games.seize_rome.scene_where import WhereMixin as Where

    def face_down(state, seat):
        return next((a for a in state.legal_actions(seat)
                     if type(a).__name__ == "Place" and not a.toward and hides_move(state, seat, a)), None)
    found = next(filter(None, (_walk(new_game(2, g, {"expansions": "all"}), face_down, g)
                               for g in range(6))), None)
    assert found is not None, "no token could go face down in six random games"
    state, seat, action = found
    alike = look_alikes(state, seat, action, None)
    assert alike and all(a.border == action.border for a in alike)

    from games.app.board.base import BoardBase

    class Board(BoardBase):
        MARKED_KINDS, SEAT_TARGET = Where.MARKED_KINDS, Where.SEAT_TARGET
        advice_targets = Where.advice_targets

        def rect_of(self, name):
            return pygame.Rect(10, 10, 20, 20) if name == f"border:{action.border}" else pygame.Rect(0, 90, 5, 5)
    rects = marker_rects(Board(None), LastMove(0, seat, action, True, tuple(alike)))
    assert rects == [pygame.Rect(10, 10, 20, 20)]
    assert marker_rects(Board(None), LastMove(0, seat, action, True)) == [pygame.Rect(0, 90, 5, 5)]


def test_a_computers_face_down_choice_is_explained_once_it_is_revealed(home, monkeypatch):
    """Imperium: the computer's three cards laid face down keep their reason sealed while the
    person still chooses; once the person lays too and the round is revealed, hovering the
    computer's line shows why, although the game goes on."""
    from games.imperium.rules import Select
    with open_app(home) as app:
        game, record, i = cards_laid(app)
        assert record.reason(i) is not None and record.reason(i).key == SECRET_REASON
        row = pygame.Rect(10, 10, 200, 20)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: row.center)
        game.log_hover = (i + 1, row)
        assert game.hovered_reason() == (app.tr("app.replay.why_kept_reveal", name="Marcus"), row)
        game.session.act(0, next(a for a in game.session.state.legal_actions(0) if isinstance(a, Select)))
        assert not game.session.state.is_over()
        got = game.hovered_reason()
        inner = unsealed(record.reason(i), True)
        assert got == (app.tr("app.replay.why", reason=game.render(inner)), row), got   # shown after it


def test_caesar_face_down_card_reason_is_sealed_until_both_cards_are_turned_up():
    """Caesar: the card chosen face down for a struggle is explained once both cards are shown,
    never while the other seat still chooses; the replay at a moment before the reveal keeps it
    sealed too."""
    from games.app.explaining import revealed, shown_reason
    from games.caesar.rules import PlayCard, new_game
    from games.core.explain import sealed
    from games.core.text import Msg

    def commit(state, seat):
        return next((a for a in state.legal_actions(seat) if isinstance(a, PlayCard)), None)
    found = next(filter(None, (_walk(new_game(2, g, {}), commit, g) for g in range(8))), None)
    assert found is not None, "no struggle in eight random games"
    state, seat, action = found
    assert hides_move(state, seat, action)
    record = Record("caesar", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "easy")], seed=5)
    record.new_state = lambda: _replayable(state)                # type: ignore[method-assign]
    why = Msg("core.seat_default", {"n": 2})
    record.actions.append((seat, action))
    record.reasons[0] = sealed(why)
    assert shown_reason(record, 0, False) is None and not revealed(record, 0)
    other = state.clone()
    other.apply_trusted(seat, action)
    nxt = other.to_act()[0]
    record.actions.append((nxt, commit(other, nxt)))              # the other card: both turned up
    assert shown_reason(record, 0, False) == why
    assert shown_reason(record, 0, False, upto=1) is None        # the replay before the reveal
    assert shown_reason(record, 0, True, upto=1) == why           # a finished game keeps no secret


def _replayable(state):
    """A fresh copy of ``state`` each time a record starts its replay there."""
    return state.clone()
