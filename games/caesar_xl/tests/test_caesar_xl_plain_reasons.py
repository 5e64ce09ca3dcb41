"""Caesar XL reasons seen in a real game that read badly: leaving a leader out of a march group said
"the Q. Metellus Scipio stays to hold Athenae" (an article before a name), and Donations played
said only "Donations takes effect now"."""
from games.caesar_xl.explain import reason
from games.caesar_xl.rules import Leave, Muster, PlayCard
from games.caesar_xl.tests.xl_positions import CAESAR, position, put

NAMES = ("Marcus", "Livia")


def _why_left(kind: str) -> tuple:
    s = position(phase="march", gold=(10, 0))
    units = put(s, CAESAR, "massilia", "legion", "legion:veteran", "antonius")
    s.apply(CAESAR, Muster("massilia"))
    unit = next(u for u in units if s.units[u][1] == kind)
    leave = Leave(unit, *s.units[unit][1:3])
    assert leave in s.legal_actions(CAESAR), "the unit can be left out"
    why = reason(s.view_for(CAESAR), CAESAR, leave)
    return why.render("en", NAMES), why.render("ja", NAMES)


def test_a_leader_left_out_of_the_group_is_named_without_an_article():
    en, ja = _why_left("antonius")
    assert en.startswith("M. Antonius stays to hold Massilia"), en
    assert ja.startswith("M・アントニウスが残ってマッシリアを守る"), ja


def test_a_legion_left_out_keeps_its_article():
    en, _ = _why_left("legion")
    assert en.startswith("the standard legion stays to hold Massilia"), en


def test_a_card_played_on_no_place_says_what_it_does():
    # seen: "playing Donations / Why: Donations takes effect now."
    s = position(phase="purchase", gold=(10, 0))
    s.hands[CAESAR].append("donations")
    play = PlayCard("donations", "")
    assert play in s.legal_actions(CAESAR), "Donations can be played"
    why = reason(s.view_for(CAESAR), CAESAR, play)
    en, ja = why.render("en", NAMES), why.render("ja", NAMES)
    assert en.startswith("Donations draws 2 more cards now"), en
    assert ja.startswith("「寄付金」でいまカードを2枚引く"), ja


def test_a_leaders_ability_says_what_it_brings():
    # seen: "Pontifex Maximus's ability on Ambush / Why: Pontifex Maximus's ability works on Ambush."
    from games.caesar_xl.rules import Ability
    s = position(phase="purchase", gold=(10, 0))
    put(s, CAESAR, "roma", "legion", "cicero")
    s.deck.discards.append("antonius")
    back = Ability("cicero", "antonius")
    assert back in s.legal_actions(CAESAR), "Cicero can take Antonius back"
    why = reason(s.view_for(CAESAR), CAESAR, back)
    en, ja = why.render("en", NAMES), why.render("ja", NAMES)
    assert en.startswith("M. Antonius back in hand is worth its 2 gold"), en
    assert ja.startswith("2ゴールドで「M・アントニウス」を手札に戻す価値がある"), ja

