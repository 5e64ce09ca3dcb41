"""Caesar XL: the advice and the reason for the Pontifex Maximus's purchase say what the card bought
does and where this board would use it ("Ambush back in hand is worth its 2 gold" said the card came
back, which it does not: it is bought from the discard pile, and said nothing of what it does)."""
from games.caesar_xl.explain import advise, reason, what
from games.caesar_xl.rules import Ability, Pass
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put

NAMES = ["Livia", "Marcus"]


def _offer():
    """Caesar holds the Pontifex Maximus and has drawn a card: Ambush, Donations and Treachery lie
    in the discard pile; Pompey's stack of 4 in Athenae can march on Roma, held by one legion."""
    s = position(phase="draw", gold=(6, 5), markers={"roma": CAESAR, "vercellae": CAESAR, "athenae": POMPEY})
    put(s, CAESAR, "vercellae", "caesar", "legion", "legion")
    put(s, CAESAR, "roma", "legion")
    put(s, POMPEY, "athenae", "pompey", "legion", "legion", "legion")
    s.claimed[CAESAR] = ["pontifex_maximus"]
    for card in ("treachery", "ambush", "donations"):
        s.deck.draw(card)
        s.deck.discards.append(card)
    s.todo = [("pontifex", CAESAR)]
    return s.view_for(CAESAR)


def test_the_advice_to_buy_a_card_says_what_it_does_and_where_it_would_serve():
    view = _offer()
    advice = advise(view, CAESAR)
    assert advice.action == Ability("pontifex_maximus", "ambush")
    en, ja = advice.reason.render("en", NAMES), advice.reason.render("ja", NAMES)
    assert en.startswith("Pontifex Maximus buys Ambush from the discard pile for 2 gold (4 left): in a battle only "
                         "your side fires in the first round, as in the battle Marcus's stack of 4 in Athenae "
                         "could bring to Roma"), en
    assert "back in hand" not in en
    assert ja.startswith("最高神祇官の力で、捨札から「待ち伏せ」を2ゴールドで買う（残り4ゴールド）："), ja
    assert "アテナエにいるMarcusの4ユニットがローマに攻めて来れば" in ja, ja


def test_each_card_the_pontifex_can_buy_says_what_it_does():
    view = _offer()
    said = reason(view, CAESAR, Ability("pontifex_maximus", "treachery")).render("en", NAMES)
    assert ": a die strikes an enemy stack, as on Marcus's stack of 4 in Athenae" in said, said
    said = reason(view, CAESAR, Ability("pontifex_maximus", "donations")).render("en", NAMES)
    assert ": played, it draws 2 cards" in said, said


def test_buying_nothing_is_said_as_such_and_named_as_such():
    view = _offer()
    said = reason(view, CAESAR, Pass()).render("en", NAMES)
    assert said.startswith("no tactics card in the discard pile is worth 2 of the 6 gold now"), said
    assert what(view, CAESAR, Pass()).render("en") == "buying no card from the discard pile"
    assert what(view, CAESAR, Ability("pontifex_maximus", "ambush")).render("ja") == "捨札から「待ち伏せ」を買う"
