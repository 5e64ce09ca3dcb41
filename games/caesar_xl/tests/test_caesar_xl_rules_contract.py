"""Caesar XL: the engine contract and secrecy on random games (Bronze and Silver), whole games
with persons and random seats, and a golden count of legal actions."""
import dataclasses
import random

import pytest

from games.core.chance import CHANCE, sample
from games.core.conformance import check_random_game
from games.core.registry import registered
from games.core.state import SeatInfo
from games.caesar_xl import INFO
from games.caesar_xl.rules import Die, DrawCard, new_game


def test_random_game_with_computer_seats_conforms():
    seats = [SeatInfo("Caesar"), SeatInfo("Pompey", kind="ai", level="easy")]
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        check_random_game("caesar_xl", 2, 7, {"silver": True}, deep=False, max_steps=6000, seats=seats)


def test_views_hide_the_other_hand_and_the_pile():
    s = new_game(2, 5, {"silver": True})
    v = s.view_for(0)
    assert v.hands[0] == s.hands[0] and v.hands[1] == ["?"] * 3
    assert v.deck.kinds() == ["?"] and len(v.deck) == len(s.deck)
    assert sorted(v.unseen) == sorted(s.hands[1] + s.deck.tokens())
    d = v.determinize(0, random.Random(1))
    assert len(d.hands[1]) == 3 and "?" not in d.hands[1] and "?" not in d.deck.tokens()


def test_a_drawn_hand_card_is_told_only_to_its_drawer_and_once():
    s = new_game(2, 5, {"silver": True})
    s.apply(0, s.legal_actions(0)[-1])            # end the Forum phase: the draw is due
    assert s.to_act() == (CHANCE,)
    card = next(c for c in s.deck.tokens() if c == "triple_line")
    out = s.apply(CHANCE, DrawCard(0, card))
    private = [e for e in out if getattr(e, "visible_to", None) is not None]
    assert private and all(e.visible_to == (0,) for e in private)
    # the draw is told once in the log: by its events, not again by the chance action
    assert DrawCard(0, card).log(None) is None and DrawCard(0, card).log(0) is None
    public = [e.msg().key for e in out if getattr(e, "visible_to", None) is None and e.msg() is not None]
    assert public == ["caesar_xl.ev.drew"]
    assert Die(3).log(None) is None             # a battle die too: the volley's event tells the hits


def test_whole_random_games_end_by_turn_14():
    for seed in range(6):
        s = new_game(2, seed, {"silver": seed % 2 == 0})
        rng = random.Random(seed)
        steps = 0
        while s.to_act():
            seat = s.to_act()[0]
            a = sample(s.chance_outcomes(), rng) if seat == CHANCE else rng.choice(s.legal_actions(seat))
            s.apply(seat, a)
            steps += 1
        assert s.outcome() is not None and s.turn_no <= 15


#: Caesar's first turn from seed 7 after drawing Cilician Pirates: options in Card Draw,
#: Purchase and March, Silver then Bronze (diplomacy by markers dominates Silver's Purchase).
#: March: the whole stack and one unit of each kind along every path (a forced march once
#: per middle city: Aquileia's legion reaches Roma two ways), and a Muster for each stack of three
GOLDEN = {True: (2, 239, 102, [19, 3]), False: (1, 15, 33, [16, 3])}


@pytest.mark.parametrize("silver", [True, False])
def test_golden_count_of_legal_actions_in_the_first_turn(silver):
    from games.caesar_xl.rules import EndPhase
    s = new_game(2, 7, {"silver": silver})
    assert s.hands == [["allies_mobilize", "ambush", "cassius"], ["labienus", "scipio", "triple_line"]]
    s.apply(0, EndPhase())
    s.apply(CHANCE, DrawCard(0, "pirates"))
    counts = [len(s.legal_actions(0))]
    s.apply(0, EndPhase())
    counts.append(len(s.legal_actions(0)))
    s.apply(0, EndPhase())
    s.apply(0, EndPhase())
    assert s.phase == "march"
    counts.append(len(s.legal_actions(0)))
    assert (*counts, s.gold) == GOLDEN[silver]


def test_the_log_names_a_card_once_per_move():
    """A card drawn, played or shown has one line of the public log, not two that say it again."""
    told = 0
    for seed in range(3):
        s = new_game(2, seed, {"silver": seed != 1})
        rng = random.Random(seed)
        while s.to_act():
            seat = s.to_act()[0]
            a = sample(s.chance_outcomes(), rng) if seat == CHANCE else rng.choice(s.legal_actions(seat))
            out = s.apply(seat, a)
            lines = [a.log(None) if seat == CHANCE else a.msg(seat)]
            lines += [e.msg() for e in out if e.audience is None]
            cards = [repr(m.params["card"]) for m in lines if m is not None and "card" in m.params]
            assert len(cards) == len(set(cards)), (a, lines)
            told += bool(cards)
    assert told > 50


def test_the_status_names_whose_gold_is_whose():
    s = new_game(2, 5, {"silver": True})
    s.gold = [17, 5]
    line = s.status().render("en", ["Livia", "Marcus"])
    assert "Livia 17" in line and "Marcus 5" in line, line
    assert "Livia 17" in s.status().render("ja", ["Livia", "Marcus"])


def test_no_english_line_says_a_before_a_vowel():
    """'An ally', not 'A ally' (the log's lines of units lost)."""
    import json
    import pathlib
    import re
    here = pathlib.Path(__file__).resolve().parents[1]
    for name in ("text_en.json", "scene_text_en.json", "map_text_en.json"):
        for key, line in json.loads((here / name).read_text(encoding="utf-8")).items():
            assert not re.search(r"\b[Aa] [aeioAEIO]\w", line), (key, line)


def test_every_line_of_the_log_renders_whole():
    """No '{card}' left in a line: every event and action of random games renders in both
    languages with each of its fields filled (a Supreme Commander who dies is named)."""
    kinds = set()
    for seed in range(8):
        s = new_game(2, seed, {"silver": seed % 2 == 0})
        rng = random.Random(seed)
        while s.to_act():
            seat = s.to_act()[0]
            a = sample(s.chance_outcomes(), rng) if seat == CHANCE else rng.choice(s.legal_actions(seat))
            out = s.apply(seat, a)
            lines = [a.log(None) if seat == CHANCE else a.msg(seat)] + [e.msg() for e in out]
            for m in lines:
                if m is None:
                    continue
                kinds.add(m.key)
                for lang in ("en", "ja"):
                    text = m.render(lang, ["Livia", "Marcus"])
                    assert "{" not in text and m.key not in text, (m, text)
    assert "caesar_xl.ev.leader_died" in kinds
