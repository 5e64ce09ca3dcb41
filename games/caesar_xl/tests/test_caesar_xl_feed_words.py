"""Advice for a march that joins an attack begun this phase keeps to the bubble's few lines: it
ran to eight ("your 3 units join the attack on Nova Carthago begun this phase from Massilia:
with 4 units against …"); now the move, then what decides it: the attack's size and its odds
with and without this march."""
from __future__ import annotations

import random

import pytest

from games.caesar_xl import explain as X
from games.caesar_xl import rules as R
from games.caesar_xl.explain_words import WHY, what
from games.caesar_xl.explain_you import to_you
from games.caesar_xl.scene_words import advice_move
from games.core.chance import CHANCE, sample
from games.core.text import tr

NAMES = {"en": ["Livia", "Marcus"], "ja": ["リウィア", "マルクス"]}


def _feeding_marches(seeds):
    """For each seed, the first march of a random game (attacks preferred) that joins an attack
    begun this phase: (view, seat, march)."""
    for seed in seeds:
        rng = random.Random(seed)
        s = R.new_game(2, seed, {"silver": True})
        for _ in range(1500):
            who = s.to_act()[0]
            if who == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
                continue
            legal = s.legal_actions(who)
            view = s.view_for(who)
            feed = [a for a in legal if s.phase == "march" and not s.todo and isinstance(a, R.Move)
                    and what(view, who, a).key == WHY + "march_feed"]
            if feed:
                yield view, who, feed[0]
                break
            attacks = [a for a in legal if isinstance(a, R.Move) and s.combat_at(a.path[-1], 1 - who)]
            ends = [a for a in legal if isinstance(a, R.EndPhase)]
            a = rng.choice(attacks) if attacks and rng.random() < 0.6 else \
                ends[0] if ends and rng.random() < 0.3 else rng.choice(legal)
            s.apply(who, a)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_advice_for_a_march_joining_an_attack_keeps_to_the_bubble(lang):
    pygame = pytest.importorskip("pygame")
    from games.app.fonts import default_fonts
    from games.app.tutorial.bubble import BUBBLE_W, bubble_lines
    pygame.font.init()
    font = default_fonts().get(16)
    seen = 0
    for view, seat, march in _feeding_marches(range(1, 5)):
        why = to_you(X.reason(view, seat, march), seat)
        assert why.key == WHY + "just", why.key          # (the odds decide it: no runner-up after them)
        def t(key, **params):
            return tr(key, lang, **params)
        move = advice_move(t, view, seat, march).render(lang, NAMES[lang])
        text = tr("app.advice.says", lang, move=move, reason=why.render(lang, NAMES[lang]))
        head, reason = text.split("\n", 1)
        lines = bubble_lines(reason, font, BUBBLE_W)
        assert len(lines) <= 4, lines
        assert len(bubble_lines(head, font, BUBBLE_W)) + len(lines) <= 7, text
        seen += 1
    assert seen >= 3
