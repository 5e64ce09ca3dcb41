"""The review's "Played:" and "Better:" lines speak of a person's own move as the move itself
("taking the hit on your veteran legion"), never by the log's sentence that names the seat
("Played: Livia's veteran legion takes a hit.", 「あなたの手：リウィアの…」)."""
from __future__ import annotations

import random

import pytest

from games.caesar_xl import explain as X
from games.caesar_xl import rules as R
from games.core.chance import CHANCE, sample

NAMES = {"en": ["Livia", "Marcus"], "ja": ["リウィア", "マルクス"]}


def _moves_of_a_game(seed: int, steps: int):
    """Each decision of a game played at random: (view, seat, its legal moves)."""
    rng = random.Random(seed)
    s = R.new_game(2, seed, {"silver": True})
    for _ in range(steps):
        if s.is_over():
            return
        who = s.to_act()[0]
        if who == CHANCE:
            s.apply(CHANCE, sample(s.chance_outcomes(), rng))
            continue
        legal = s.legal_actions(who)
        yield s.view_for(who), who, legal
        ends = [a for a in legal if isinstance(a, R.EndPhase)]
        s.apply(who, ends[0] if ends and rng.random() < 0.3 else rng.choice(legal))


@pytest.mark.parametrize("seed", [1, 3])     # (1 reaches Leave, 3 Promote; 2 neither)
def test_the_review_names_no_seat_for_a_persons_own_move(seed):
    kinds: set[str] = set()
    for view, seat, legal in _moves_of_a_game(seed, 900):
        for a in legal:
            words = X.what(view, seat, a)
            kinds.add(type(a).__name__)
            for lang in ("en", "ja"):
                said = words.render(lang, NAMES[lang])
                assert NAMES[lang][seat] not in said, (type(a).__name__, said)
                assert said and not said.endswith(("。", ".")), said      # (a move, not a log sentence)
                does = X.doing(view, seat, a).render(lang, NAMES[lang])      # (the "why" of either move)
                assert NAMES[lang][seat] not in does, (type(a).__name__, does)
    assert {"AssignHit", "Move", "Recruit", "EndPhase"} <= kinds, kinds
