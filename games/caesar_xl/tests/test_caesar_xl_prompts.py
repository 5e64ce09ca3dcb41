"""Caesar XL: what the top bar and the side panels say — what chance is doing while the dice
fall, a Card Draw prompt that offers only what is possible, and a Forum balance in words."""
from __future__ import annotations

import re

import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.scene_words import forum_lean
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put
from games.core.chance import CHANCE
from games.core.text import tr


def _prompts(s, seat):
    return s.prompt(seat).render("en"), s.prompt(seat).render("ja")


def _at_the_dice():
    s = position(phase="march", gold=(0, 0))
    for u in put(s, CAESAR, "brundisium", "legion", "legion"):
        s.origin[u] = "roma"
    put(s, POMPEY, "brundisium", "legion")
    s.apply(CAESAR, R.EndPhase())
    while s.to_act() != (CHANCE,):
        seat = s.to_act()[0]
        legal = s.legal_actions(seat)
        s.apply(seat, R.Pass() if R.Pass() in legal else legal[0])
    assert s.todo[0][0] == "dice"
    return s


def test_while_the_dice_fall_the_top_bar_names_the_battle():
    s = _at_the_dice()
    for _ in range(2):                                  # die after die, until the volley is thrown
        en, ja = _prompts(s, CHANCE)
        assert en == "Battle of Brundisium: the dice are rolled…", en
        assert ja.startswith(tr("caesar_xl.city.brundisium", "ja")) and "ダイス" in ja, ja
        assert "Chance decides" not in en
        s.apply(CHANCE, R.Die(6))


def test_a_card_drawn_and_every_roll_say_what_chance_decides():
    s = position(phase="forum", gold=(20, 20))
    s.apply(CAESAR, R.EndPhase())                       # into Card Draw: its cards are drawn
    assert s.to_act() == (CHANCE,) and s.todo[0][0] == "draw"
    assert _prompts(s, CHANCE)[0] == "Player 1 draws a card…"          # (the seat by its name)
    kinds = ("dipl", "brutus", "area_tax", "treachery", "mobilize", "ides", "invasion", "plunder")
    for what in kinds:                                  # each roll the engine makes has its words
        s.todo = (("roll", what, 1, (POMPEY, "massilia")),)
        for lang in ("en", "ja"):
            text = s.prompt(CHANCE).render(lang)
            assert text != tr("core.prompt.chance", lang) and "{" not in text, (what, lang, text)


def _draw_phase(**kw):
    s = position(phase="draw", **kw)
    return s


@pytest.mark.parametrize("case,key", [
    ("gold", "caesar_xl.prompt.draw"),
    ("poor", "caesar_xl.prompt.draw_no_gold"),
    ("bought", "caesar_xl.prompt.draw_bought"),
    ("empty", "caesar_xl.prompt.draw_no_cards"),
    ("bronze", "caesar_xl.prompt.draw_bronze")])
def test_the_card_draw_prompt_offers_a_card_only_when_one_can_be_bought(case, key):
    s = _draw_phase(gold=(4 if case == "poor" else 20, 20), silver=case != "bronze")
    if case == "bought":
        s.bought = R.PARAMS["card_buy_max"]
    if case == "empty":
        s.deck.discards.clear()
        while len(s.deck):
            s.deck.draw(next(iter(s.deck.outcomes()))[0])
    legal = s.legal_actions(CAESAR)
    can_buy = any(isinstance(a, R.BuyCard) for a in legal)
    assert can_buy == (case == "gold")
    msg = s.prompt(CAESAR)
    assert msg.key == key
    en = msg.render("en")
    assert ("buy a card" in en) == can_buy, en
    assert "{" not in msg.render("ja")
    if case == "poor":
        assert en == "Card Draw: a card costs 5 gold and you have 4 — end the phase."


@pytest.mark.parametrize("balance,en,ja", [
    (-7, "Forum: Optimates 7/7", "フォルム：オプティマテス7/7"),
    (3, "Forum: Populares 3/7", "フォルム：ポプラレス3/7"),
    (0, "Forum: even (0/7)", "フォルム：互角（0/7）")])
def test_the_forum_balance_names_the_faction_it_leans_to(balance, en, ja):
    assert forum_lean(lambda key, **p: tr(key, "en", **p), balance) == en
    assert forum_lean(lambda key, **p: tr(key, "ja", **p), balance) == ja
    line = tr("caesar_xl.ui.side_cards", "en", forum=en, n=2)
    assert "-" not in line and line == f"{en} · cards claimed 2"


def test_the_boards_prompt_says_what_chance_is_doing_too():
    """The board's own prompt (beside the turn track) for the person at the screen while a card
    is drawn for them: what chance does, not "Chance decides."."""
    from games.app.board import SimpleHost
    from games.caesar_xl.scene import Board
    s = position(phase="forum", gold=(20, 20))
    s.apply(CAESAR, R.EndPhase())
    host = SimpleHost(state=s, lang="en", viewer=CAESAR)
    board = host.attach(Board(host), (1280, 800))
    host.settle()
    assert board.prompt_msg().key == "caesar_xl.prompt.chance_draw"


def _at_supply(*stacks):
    s = position(phase="march", gold=(20, 20))
    for place, n in stacks:
        put(s, CAESAR, place, *(["legion"] * n))
    s.apply(CAESAR, R.EndPhase())
    for _ in range(20):                              # (to the supply step)
        if s.todo and s.todo[0][0] == "supply":
            return s
        seat = s.to_act()[0]
        s.apply(seat, s.chance_outcomes()[0][0] if seat == CHANCE else s.legal_actions(seat)[0])
    raise AssertionError("no supply step")


def test_the_supply_prompt_names_the_city_and_what_it_feeds():
    """"Supply: legions or allies beyond their spaces' gold: 1 — pay 1 gold ..." had two colons
    and no city: "Massilia feeds 3 of its 4 units: pay 1 gold or remove 1."."""
    fed = R.gold_of("massilia")
    en, ja = _prompts(_at_supply(("massilia", fed + 1)), CAESAR)
    assert en == f"Massilia feeds {fed} of its {fed + 1} units: pay 1 gold or remove 1.", en
    assert ja.startswith(tr("caesar_xl.city.massilia", "ja")) and en.count(":") == 1, ja
    en, _ja = _prompts(_at_supply(("rubicon", 1)), CAESAR)
    assert en == "Rubicon cannot feed its 1 unit: pay 1 gold or remove it.", en
    en, _ja = _prompts(_at_supply(("rubicon", 1), ("massilia", fed + 2)), CAESAR)
    assert "Massilia and Rubicon" in en and "3 too many" in en, en


def test_the_japanese_prompts_and_end_words_are_in_the_present_like_the_log():
    """The log and the turn's summary speak in the present; a prompt once said 「戦闘は終わった」
    beside them: no prompt, end sentence or battle-over line ends a clause in the past."""
    import json
    from pathlib import Path
    here = Path(__file__).resolve().parent.parent
    past = re.compile(r"(た|だ|ました)(?=[。：]|$)")
    words = {**json.loads((here / "text_ja.json").read_text(encoding="utf-8")),
             **json.loads((here / "scene_text_ja.json").read_text(encoding="utf-8"))}
    keys = ("caesar_xl.prompt.", "caesar_xl.end.", "caesar_xl.ui.fight.over")
    said = {k: v for k, v in words.items() if k.startswith(keys) and past.search(v)}
    assert not said, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_military_win_names_the_sides_not_ours_and_we(lang):
    """One screen is shared by both players: the end words name the sides."""
    from games.caesar_xl.rules import _end_msg
    words = _end_msg((POMPEY,), "military").render(lang, ["Livia", "Marcus"])
    assert "Marcus" in words and "Livia" in words, words
    assert not re.search(r"\b(ours|we|our|us)\b", words) and not any(w in words for w in ("敵", "自軍")), words
