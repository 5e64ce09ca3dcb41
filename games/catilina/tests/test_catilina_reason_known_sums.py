"""Catilina: a question's public reason says the sums the reader's own sheet lists.

「皆が聞いた答えからは、ありうる合計はまだ7〜35のすべて」 stood beside the sheet's 「ありうる合計：
12–34」: two ranges for one thing. The viewer reads the public form of another seat's question
with the sums its own notes still list, the sheet's very words; the public view (nobody's notes)
keeps the sums the public answers leave.
"""
from __future__ import annotations

import pytest

from games.catilina.rules import Ask
from games.catilina.scene_draw import ranges
from games.catilina.tests.test_catilina_reason_views import _game_with_reasons
from games.core.explain import SECRET_REASON

pygame = pytest.importorskip("pygame")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_public_reason_of_a_question_says_the_viewer_s_own_sums(lang):
    from games.catilina.tests.catilina_scene_kit import make
    record = _game_with_reasons(1)
    asks = [i for i, (_, a) in enumerate(record.actions) if isinstance(a, Ask)
            and getattr(record.reason(i), "key", None) == SECRET_REASON]
    assert asks, "no question kept its reason"
    mover = record.actions[asks[0]][0]
    viewer = (mover + 1) % 3
    _, host, board = make(3, 1, {}, lang, viewer)
    assist = board.assist()
    assert assist is not None
    for _ in assist.steps():
        pass
    assert assist.sums, "the sheet lists no sums"
    said = host.render(board.reason_kept_from_view(record.reason(asks[0]), mover, viewer))
    public = host.render(board.reason_kept_from_view(record.reason(asks[0]), mover, None))
    known = {"en": f"By your notes, the sum is still one of {ranges(assist.sums)}",
             "ja": f"あなたの情報シートでは、ありうる合計は{ranges(assist.sums)}"}[lang]
    assert known in said.replace("\u2060", ""), said
    assert {"en": "everyone has heard", "ja": "皆が聞いた"}[lang] not in said, said
    assert {"en": "everyone has heard", "ja": "皆が聞いた"}[lang] in public, public
