"""Caesar XL's Japanese calls each thing of the game by one word, the word of its rules page:
a player read 「★ 古参兵：剣が多い」 on the battle panel under counters the tooltips call
熟練, 「待ち伏せ（戦術）：作戦、…」 on one card, 指揮官, 指導者 and リーダー for the same
leaders, 戦い beside 戦闘 for a battle and 戦闘カード beside 作戦カード for a tactics card.
(第10軍団 and the card 軍団兵の要求 keep their names.)"""
from __future__ import annotations

import re
from pathlib import Path

from games.core.text import catalogue

HELP = Path(__file__).resolve().parent.parent / "help.ja.md"
#: a word the game does not use, and the word it uses for that thing
NOT_OURS = {"指揮官": "リーダー", "指導者": "リーダー", "古参": "熟練", "戦術": "作戦", "友好": "味方",
            "射撃": "ダイスを振る", "サイ": "ダイス", "蛮族地域": "蛮族エリア", "戦闘カード": "作戦カード"}
#: 軍団 alone is a legion, which the game calls レギオン
LEGION = re.compile(r"(?<!第10)軍団(?!兵の要求)")
#: the noun 戦い (「ローマの戦い」), where the rules say 戦闘 (a battle); the verb stays (戦います,
#: 戦いましょう, 戦い続ける, 「行軍し、戦い、徴税し」)
BATTLE = re.compile(r"戦い(?![まし続抜、])")


def _strays(text: str) -> list[str]:
    found = [f"{w} (say {ours})" for w, ours in NOT_OURS.items() if w in text]
    found += ["戦い (say 戦闘)"] if BATTLE.search(text) else []
    return found + (["軍団 (say レギオン)"] if LEGION.search(text) else [])


def test_the_catalogues_use_the_rules_pages_words():
    wrong = {k: _strays(v) for k, v in catalogue()["ja"].items() if k.startswith("caesar_xl.") and _strays(v)}
    assert not wrong, wrong


def test_the_rules_page_uses_its_own_words():
    lines = [f"{i}: {_strays(line)}" for i, line in enumerate(HELP.read_text(encoding="utf-8").splitlines(), 1)
             if _strays(line)]
    assert not lines, lines


def test_a_cards_kind_reads_as_its_text_begins():
    """The card tooltip's kind and the card's text name the kind alike (「待ち伏せ（作戦）：作戦、…」)."""
    ja = catalogue()["ja"]
    assert ja["caesar_xl.card.ambush.text"].startswith(ja["caesar_xl.ui.card_type.tactics"])
    assert ja["caesar_xl.card.curio.text"].startswith(ja["caesar_xl.ui.card_type.leader"])


#: log lines whose {card} is a leader as a man (his death, his card drawn in Roma, his income, the Ides of
#: March's die for him), not a card
A_MAN = {"caesar_xl.ev.leader_died", "caesar_xl.log.roma_card", "caesar_xl.ev.card_gold", "caesar_xl.ev.ides_killed",
         "caesar_xl.ev.ides_spared"}


def test_the_log_quotes_a_cards_name():
    """「リウィアはイベントオプティマテスの結集を引く」 read as one phrase: a card named in a line
    of the Japanese log stands in 「」."""
    ja = catalogue()["ja"]
    bare = [k for k, v in ja.items() if k.startswith(("caesar_xl.log.", "caesar_xl.ev.")) and k not in A_MAN
            and "{card}" in v and "「{card}」" not in v]
    assert not bare, bare
    from games.caesar_xl.moves import card_msg
    from games.core.text import Msg
    line = Msg("caesar_xl.ev.event_card", {"seat": "リウィア", "card": card_msg("optimates_rally"),
                                           "effect": Msg("caesar_xl.effect.optimates_rally")}).render("ja")
    assert line.startswith("リウィアはイベント「オプティマテスの結集」を引く："), line
