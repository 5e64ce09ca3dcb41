"""Caesar XL: an attack with poor odds says what makes it worth trying, a stack is counted as the
map shows it (leaders too), and gold is said as the taxes of the cities held."""
from games.caesar_xl.explain import reason
from games.caesar_xl.explain_words import what
from games.caesar_xl.rules import Move, PlayCard, Retreat
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put
from games.caesar_xl.tests.xl_records import NAMES, replayed


def _attack(legions: int):
    s = position(phase="march", gold=(0, 0), markers={"vercellae": POMPEY, "massilia": CAESAR})
    put(s, POMPEY, "vercellae", "legion", "legion", "legion", "cato")
    mine = put(s, CAESAR, "massilia", *["legion"] * legions)
    put(s, CAESAR, "utica", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    return s, Move(tuple(mine), ("vercellae",), False)


def test_a_long_shot_says_what_it_is_worth_trying_for():
    # seen: "ノヴァ・カルタゴ（3ゴールド）をめぐるリウィアの軍との戦いは、勝率10%。" and no word why
    s, march = _attack(2)
    why = what(s.view_for(CAESAR), CAESAR, march)
    assert why.render("en", NAMES) == (
        "a long shot: Livia wins against Marcus's troops in Vercellae only 9% of the time, but it is worth trying for Vercellae "
        "and its 3 gold and the fate of Marcus's M. Porcius Cato"), why
    assert "試す価値がある" in why.render("ja", NAMES)


def test_a_retreat_counts_every_counter_of_the_enemy_stack():
    # seen: "敵3ユニット" beside 4 enemy counters (a leader not counted)
    s = position(phase="combat", gold=(0, 0))
    put(s, CAESAR, "nova_carthago", "legion", "legion", "legion", "caesar")
    put(s, POMPEY, "nova_carthago", "legion")
    s.battle = {"place": "nova_carthago", "militia": 0}
    why = what(s.view_for(POMPEY), POMPEY, Retreat("utica"))      # (the enemy's count: in the odds of staying,
    assert why.render("en") == "the last unit pulls back to Utica to fight another day"   # test_caesar_xl_player_words)
    assert "敵3ユニット" not in why.render("ja"), why


def test_the_gold_a_choice_gives_up_is_said_as_taxes_of_named_cities():
    # seen: "playing Revolt on Pergamum would hold 1 gold less on the map"
    s, actions = replayed(115)
    assert actions[115] == (0, PlayCard("revolt", "alexandria"))
    why = reason(s.view_for(0), 0, PlayCard("revolt", "alexandria"))
    assert why.render("en", NAMES).endswith(
        "; playing Revolt on Pergamum would hold Pergamum instead of Alexandria: 1 gold less in taxes each turn."), why
    assert "on the map" not in why.render("en", NAMES) and "マップ上" not in why.render("ja", NAMES)
