"""Caesar's review card says its numbers in one form, as the other games' cards do: counts in
digits ("a stack of 4", "2 alliances", "against only 1"), a chance to win the game in the words of
the card's heading ("your chance to win fell from about 1 in 2 to about 2 in 5") and an attack's
odds in a form of their own that the heading's cannot be read into ("wins 2 times in 5"), never
"45 times in 100" or "60%", nor "one stack" or "two apart" beside digits."""
from __future__ import annotations

import random
import re

import pytest

from games.core import review as R
from games.core.chance import CHANCE, sample
from games.core.players import random_action
from games.core.record import Record
from games.core.state import SeatInfo
from games.core.text import catalogue

NAMES = ["Livia", "Marcus"]
#: a count said in words (English; "this one", a pronoun, is no count)
WORDS = re.compile(r"\b(?<!this )(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b", re.I)
#: a count in kanji, or a chance in hundredths or per cent (Japanese)
KANJI = re.compile(r"[一二三四五六七八九十][つ個枚回]|100回に|[%％]")
#: a chance in hundredths or per cent (English)
HUNDREDTHS = re.compile(r"in 100\b|%")


def mixed(text: str, lang: str) -> list[str]:
    """What in ``text`` is not in the review card's one form of numbers."""
    if lang == "ja":
        return KANJI.findall(text)
    return [m.group(0) for m in WORDS.finditer(text)] + HUNDREDTHS.findall(text)


def test_the_form_check_catches_the_mixed_forms():
    assert mixed("2 alliances open, against only one after it", "en") == ["one"]
    assert mixed("the stack of 5 wins about 61 times in 100", "en") == ["in 100"]
    assert mixed("this one risks the fewest counters: it wins about 2 in 5", "en") == []
    assert mixed("二つに分かれているより、強さ2の集団1つのほうが強い", "ja") == ["二つ"]
    assert mixed("強さ5の集団は100回に61回ほど勝つ", "ja") == ["100回に"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_caesar_reason_says_its_numbers_in_one_form(lang):
    """Every reason a review card can quote (the move played, the better one, what set them
    apart) is written with digits and the heading's chances."""
    wrong = {k: mixed(v, lang) for k, v in catalogue()[lang].items()
             if k.startswith("caesar.why.") and mixed(v, lang)}
    assert not wrong, wrong


def _review(seed: int):
    """The review of a finished Caesar game of a person seat playing at random."""
    rec = Record("caesar", [SeatInfo(NAMES[0], "human"), SeatInfo(NAMES[1], "ai", "easy")], seed=seed)
    state, rng = rec.new_state(), random.Random(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        action = sample(state.chance_outcomes(), rng) if seat == CHANCE else random_action(state, seat, rng)
        state.apply(seat, action)
        rec.actions.append((seat, action))
    return R.work_out(rec)


def test_review_cards_of_seeded_games_say_their_numbers_in_one_form():
    """The cards of a few whole games, heading and lines, in both languages; among them an
    attack's odds."""
    cards = odds = 0
    for seed in range(3, 9):
        for slip in _review(seed).slips[0]:
            cards += 1
            for lang in ("en", "ja"):
                lines = [m.render(lang, NAMES) for m in (slip.size, slip.taken, slip.best, slip.why)]
                for line in lines:
                    assert not mixed(line, lang), (lang, line)
                odds += lang == "en" and any(re.search(r" (wins this struggle|win only) \d+ times? in ", line)
                                             for line in lines)
    assert cards >= 10 and odds >= 1, (cards, odds)
