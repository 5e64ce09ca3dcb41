"""Catilina: the reason for a card passed face down is read by the seat that received it.

The asker saw the card it was passed, so the passer's reason hides nothing from it: its log
line reads the reason (without how many of the passer's cards matched, which rests on the
passer's hand alone), during play and after the end alike. Every other seat still reads that
the reason names a card passed face down; the passer's own view reads it whole.
"""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from games.catilina.rules import Give, card_msg
from games.catilina.tests.test_catilina_reason_views import _game_with_reasons
from games.core.text import Msg

pygame = pytest.importorskip("pygame")


def _gives(record):
    return [i for i, (_, a) in enumerate(record.actions) if isinstance(a, Give) and record.reason(i) is not None]


def _receiver(record, i) -> int:
    why = record.reason(i).params["why"]
    return why.params["what"].params["seat_asker"]


def _words(record, i, lang, viewer, over):
    from games.app.scenes.game_log import GameLog
    from games.catilina.tests.catilina_scene_kit import make
    _, host, board = make(3, 1, {}, lang, viewer)
    fake = SimpleNamespace(session=SimpleNamespace(state=SimpleNamespace(is_over=lambda: over)), record=record,
                           board=board, render=host.render, tr=host.tr)
    return GameLog.reason_words(fake, i), host        # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("over", [False, True])
def test_the_receiver_reads_the_reason_of_the_card_it_was_passed(lang, over):
    record = _game_with_reasons(1)
    gives = _gives(record)
    assert gives, "no card was passed"
    for i in gives:
        mover, action = record.actions[i]
        to = _receiver(record, i)
        assert to != mover
        said, host = _words(record, i, lang, to, over)
        name = card_msg(action.card).render(lang, ["Livia", "Marcus", "Cornelia"])
        assert said is not None and name in said, (i, said)
        assert said != host.render(Msg("catilina.ui.why_give_kept", {"seat": mover})), said
        inner = record.reason(i).params["why"].params["what"]
        if "n" in inner.params:         # (how many of the passer's cards matched: its hand alone)
            assert host.render(Msg("catilina.why.give_doubt", inner.params)) not in said, said


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("over", [False, True])
def test_a_seat_neither_passing_nor_receiving_still_reads_it_withheld(lang, over):
    record = _game_with_reasons(1)
    for i in _gives(record):
        mover, action = record.actions[i]
        other = next(s for s in range(3) if s not in (mover, _receiver(record, i)))
        said, host = _words(record, i, lang, other, over)
        name = card_msg(action.card).render(lang, ["Livia", "Marcus", "Cornelia"])
        assert said == host.render(Msg("catilina.ui.why_give_kept", {"seat": mover})), (i, said)
        assert name not in said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_passer_reads_it_whole_after_the_end(lang):
    record = _game_with_reasons(1)
    for i in _gives(record):
        mover, action = record.actions[i]
        said, _host = _words(record, i, lang, mover, True)
        name = card_msg(action.card).render(lang, ["Livia", "Marcus", "Cornelia"])
        assert said is not None and name in said, (i, said)
