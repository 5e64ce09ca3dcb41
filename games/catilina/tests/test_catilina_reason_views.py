"""Catilina: no reason names a card the view it is read in keeps face down.

A computer's reason for the card it passes names that card ("the yellow 3 is the only matching
card"). During play it is kept from the other seats until the end; in a finished game's replay
the view for everyone ("Public view: hands stay face down") and the views of the other seats
keep the hands face down too, so there the reason reads as it did during play; the mover's own
view gives it whole, and so does the view of the seat the card was passed to (it saw the card).
"""
from __future__ import annotations

import functools
import random

import pytest

from games.app.explaining import explain_ref, reason_of, shown_reason
from games.catilina import rules
from games.catilina.rules import Accuse, AccuseCard, Give, card_msg
from games.core.explain import unsealed
from games.core.record import Record
from games.core.state import SeatInfo
from games.core.text import Msg

pygame = pytest.importorskip("pygame")

from tests.app_kit import make_app, pump  # noqa: E402

NAMES = ("Livia", "Marcus", "Julia")


def _cards(msg) -> list[Msg]:
    """The cards a sentence names (its ``catilina.card`` parts, at any depth)."""
    out: list[Msg] = []
    stack = [msg]
    while stack:
        m = stack.pop()
        if isinstance(m, Msg):
            if m.key == "catilina.card":
                out.append(m)
            stack.extend(m.params.values())
        elif isinstance(m, (list, tuple)):
            stack.extend(m)
    return out


def _game_with_reasons(seed: int, moves: int = 30):
    """A record of three computer seats playing ``moves`` random moves (no accusation), the
    reason of each question and card passed as the game keeps it (a new record each call, its
    moves and reasons worked out once)."""
    actions, reasons = _played(seed, moves)
    record = Record("catilina", [SeatInfo(n, "ai", "easy") for n in NAMES], seed=seed)
    record.actions.extend(actions)
    record.reasons.update(reasons)
    return record


@functools.lru_cache(maxsize=None)
def _played(seed: int, moves: int) -> tuple[tuple, dict]:
    """The moves and reasons of :func:`_game_with_reasons` (each reason costs a search)."""
    state = rules.new_game(3, seed, {})
    ref = explain_ref("catilina")
    rng = random.Random(seed)
    actions: list = []
    reasons: dict = {}
    for _ in range(moves):
        seat = state.to_act()[0]
        action = rng.choice([a for a in state.legal_actions(seat) if not isinstance(a, (Accuse, AccuseCard))])
        if isinstance(action, Give) or state.phase == "ask":
            why = reason_of(ref, state.view_for(seat), seat, action)
            if why is not None:
                reasons[len(actions)] = why
        actions.append((seat, action))
        state.apply(seat, action)
    return tuple(actions), reasons


def _receiver(record, i) -> int:
    """The seat move ``i``'s card was passed to (it saw the card)."""
    return record.reason(i).params["why"].params["what"].params["seat_asker"]


def _third(record, i) -> int:
    """A seat that neither passed move ``i``'s card nor received it."""
    return next(s for s in range(3) if s not in (record.actions[i][0], _receiver(record, i)))


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.long)])
def test_during_play_no_reason_another_seat_reads_names_a_card(seed):
    """(Seed 1, the game the other tests read, runs by default; seed 2 repeats it: ``-m long``.)"""
    gives = 0
    record = _game_with_reasons(seed)
    for i, (_seat, action) in enumerate(record.actions):
        gives += isinstance(action, Give) and record.reason(i) is not None
        shown = shown_reason(record, i, over=False)
        assert not _cards(shown), (i, action, shown)
    assert gives, "no card was passed"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_replay_keeps_a_passed_cards_reason_out_of_views_that_hide_it(home, lang):
    record = next(r for r in (_game_with_reasons(s) for s in (1, 2, 3))
                  if any(isinstance(a, Give) and _cards(unsealed(r.reason(i), True))
                         for i, (_, a) in enumerate(r.actions)))
    i = next(i for i, (_, a) in enumerate(record.actions)
             if isinstance(a, Give) and _cards(unsealed(record.reason(i), True)))
    mover, action = record.actions[i]
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        replay = app.push("replay", record=record, index=i + 1)
        replay.finished = True          # (read as a finished game's replay: every reason unsealed)
        pump(app, 2)
        name = card_msg(action.card).render(lang, list(NAMES))
        to = _receiver(record, i)
        for seen in [None] + [s for s in range(3) if s not in (mover, to)]:
            replay.seen_as = seen
            said = replay.reason_text()
            assert said is None or name not in said, (seen, said)
        for seen in (mover, to):        # (the passer, and the asker it was passed to: both saw it)
            replay.seen_as = seen
            said = replay.reason_text()
            assert said is not None and name in said, (seen, said)
    finally:
        app.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_after_the_end_the_log_keeps_a_passed_cards_reason_from_other_viewers(lang):
    """The game over, hands stay face down: the log's "Why:" of a card a computer passed reads
    its public form to a viewer other than the mover, as during play."""
    from types import SimpleNamespace

    from games.app.scenes.game_log import GameLog
    from games.catilina.tests.catilina_scene_kit import make
    record = _game_with_reasons(1)
    i = next(i for i, (_, a) in enumerate(record.actions)
             if isinstance(a, Give) and _cards(unsealed(record.reason(i), True)))
    mover, action = record.actions[i]
    _, host, board = make(3, 1, {}, lang, _third(record, i))
    fake = SimpleNamespace(session=SimpleNamespace(state=SimpleNamespace(is_over=lambda: True)), record=record,
                           board=board, render=host.render, tr=host.tr)
    name = card_msg(action.card).render(lang, list(NAMES))
    said = GameLog.reason_words(fake, i)           # type: ignore[arg-type]
    assert said is not None and name not in said, said
    board.viewer = mover
    assert name in (GameLog.reason_words(fake, i) or ""), "the mover's own view reads it whole"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("over", [False, True])
def test_a_passed_cards_reason_says_what_is_withheld_and_where_to_read_it(lang, over):
    """The log's "Why:" of a card a computer passed, read by another seat, says that the reason
    names the card passed face down and that the replay shows it as the passer saw it, during
    play and after the end alike; never the line that reads as if the card were kept until the
    end (nor "kept for the end" once it is over)."""
    from types import SimpleNamespace

    from games.app.scenes.game_log import GameLog
    from games.catilina.tests.catilina_scene_kit import make
    record = _game_with_reasons(1)
    gives = [i for i, (_, a) in enumerate(record.actions) if isinstance(a, Give) and record.reason(i) is not None]
    assert any("public" in record.reason(i).params for i in gives), "no give with one matching card"
    assert any("public" not in record.reason(i).params for i in gives), "no give chosen among cards"
    for i in gives:
        mover = record.actions[i][0]
        _, host, board = make(3, 1, {}, lang, _third(record, i))
        fake = SimpleNamespace(session=SimpleNamespace(state=SimpleNamespace(is_over=lambda: over)), record=record,
                               board=board, render=host.render, tr=host.tr)
        said = GameLog.reason_words(fake, i)           # type: ignore[arg-type]
        name = Msg("catilina.name", {"seat": mover})
        assert said == host.render(Msg("catilina.ui.why_give_kept", {"seat": mover})), (i, said)
        assert said != host.render(Msg("app.replay.why_kept", {"name": name}))
        assert host.render(Msg("app.replay.seen_as", {"name": name})) in said, said
