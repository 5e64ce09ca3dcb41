"""Caesar XL: the gold a next best choice gives up is said as a player counts it, the taxes of each
turn without the city ("would not hold Burdigala: 2 gold less in taxes" read as a rule's clause), and
it is the gold the Taxation phase would really bring (the Grain Dole's city counted)."""
from games.caesar_xl.explain import _difference
from games.caesar_xl.rules import Move
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put

NAMES = ["Livia", "Marcus"]


def _sardinia_or_thapsus(claimed=()):
    s = position(phase="march", gold=(0, 0), markers={"utica": CAESAR, "thapsus": CAESAR})
    legion = put(s, CAESAR, "utica", "legion")[0]
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    s.claimed[CAESAR] = list(claimed)
    return s, Move((legion,), ("sardinia",), False), Move((legion,), ("thapsus",), False)


def test_the_gold_given_up_is_said_as_the_taxes_of_each_turn_without_the_city():
    s, take, stay = _sardinia_or_thapsus()
    why = _difference(s.view_for(CAESAR), CAESAR, take, stay, 0.1)
    assert why.render("en", NAMES) == (
        "marching 1 unit to Thapsus would mean doing without Sardinia (Caralis): 2 gold less in taxes each turn"), why
    assert "would not hold" not in why.render("en", NAMES)
    assert "毎ターンの税収が2ゴールド少ない" in why.render("ja", NAMES), why.render("ja", NAMES)


def test_the_gold_given_up_counts_what_the_taxation_phase_would_bring():
    s, take, stay = _sardinia_or_thapsus(claimed=("grain_dole",))
    view = s.view_for(CAESAR)
    before = view.income(CAESAR)
    after = view.clone()
    after.apply_trusted(CAESAR, take)
    assert after.income(CAESAR) - before == 3           # (2 gold, and 1 of the Grain Dole)
    why = _difference(view, CAESAR, take, stay, 0.1)
    assert why.params["gold"] == 3 and why.render("en", NAMES).endswith(": 3 gold less in taxes each turn"), why
