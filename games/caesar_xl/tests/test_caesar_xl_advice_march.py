"""The march advised in Caesar XL reads as a suggestion to the player ("march Caesar, 3 legions
and an ally from Roma to Capua", 「カエサルと3個レギオン…をローマからカプアへ進める」), not as the log's
line of a march already made ("Livia marches ...: Roma → Capua.")."""
from __future__ import annotations

import random

import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.scene_words import advice_move
from games.core.text import tr


def marches(seed: int = 3, games: int = 6) -> list[tuple]:
    """(view, seat, Move) of march phases met in a few random games, with the move's leaders
    and legions."""
    found = []
    for g in range(games):
        state, rng = R.new_game(2, seed + g), random.Random(g)
        for _ in range(3000):
            if state.is_over() or len(found) > 40 * (g + 1):
                break
            seat = state.to_act()[0]
            if seat < 0:
                state.apply(seat, state.chance_outcomes()[0][0])
                continue
            acts = state.legal_actions(seat)
            moves = [a for a in acts if isinstance(a, R.Move)]
            found += [(state.view_for(seat), seat, m) for m in moves[:5]]
            state.apply(seat, rng.choice(acts))
    return found


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_march_advised_reads_as_a_suggestion(lang):
    said = 0
    ways = set()
    for view, seat, move in marches():
        msg = advice_move(lambda key, **p: tr(key, lang, **p), view, seat, move)
        assert msg is not None
        words = msg.render(lang)
        assert "→" not in words and "{" not in words, words
        start = msg.params["start"].render(lang)
        place = msg.params["place"].render(lang)
        units = msg.params["units"].render(lang)
        if lang == "en":
            assert words.startswith(("march ", "force-march ", "sail ")), words
            assert f"{units} " in words and f" from {start} to {place}" in words, words
        else:
            assert words.startswith(f"{units}を"), words
            assert f"{start}から{place}へ" in words and words.endswith(("進める", "送る", "払う")), words
            assert "させる" not in words, words
        said += 1
        ways.add(msg.key)
    assert said > 20 and len(ways) >= 2, (said, ways)
