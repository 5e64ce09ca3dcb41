"""While chance acts (a token drawn, Poison's pick, Border Control's bonus, Auto-Crassus's
tile, his Centurion stack, his tie-break) the top bar says what is happening and who it is
for, in both languages, not a bare "Chance decides."."""
from __future__ import annotations

import random

import pytest

from games.core.chance import CHANCE
from games.core.text import tr
from games.seize_rome import rules as R


def chance_prompts(options: dict, seed: int) -> dict[str, str]:
    """Play one random game; the prompt of every chance decision, by its key, rendered."""
    state = R.new_game(2, seed, options)
    rng = random.Random(seed)
    seen = {}
    while not state.is_over():
        seat = state.to_act()[0]
        if seat == CHANCE:
            msg = state.prompt(None)
            seen[msg.key] = msg
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return seen


@pytest.mark.parametrize("options", [{"expansions": "all"}, {"expansions": "all", "scripts": ["crassus", None]}])
def test_chance_says_what_it_does(options):
    keys = {}
    for seed in range(6):
        keys.update(chance_prompts(options, seed))
    assert "core.prompt.chance" not in keys
    assert "seize_rome.prompt.chance_draw" in keys
    if options.get("scripts"):
        assert "seize_rome.prompt.chance_command" in keys
    else:
        assert "seize_rome.prompt.chance_poison" in keys
    for msg in keys.values():
        for lang in ("en", "ja"):
            text = msg.render(lang)
            assert text != tr("core.prompt.chance", lang) and "{" not in text, (msg.key, lang, text)
