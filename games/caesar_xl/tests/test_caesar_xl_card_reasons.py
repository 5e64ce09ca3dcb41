"""Caesar XL: the reason of a card played on a place says what it does there and what it gains,
not only that it "takes effect" (moments of a game kept in ``records/``)."""
import pytest

from games.caesar_xl.explain import reason
from games.caesar_xl.rules import PlayCard, Target
from games.caesar_xl.tests.xl_records import NAMES, replayed

LIVIA = 0


def _said(index: int, expected) -> tuple:
    s, actions = replayed(index)
    seat, action = actions[index]
    assert (seat, action) == expected, "the kept game's move"
    why = reason(s.view_for(seat), seat, action)
    return why.render("en", NAMES), why.render("ja", NAMES)


def test_treachery_names_the_leader_it_kills_and_the_forum_points_he_takes_with_him():
    # seen: "Treachery takes effect on Sardinia (Caralis)" when it killed L. Afranius, alone there,
    # and took Marcus from Optimates 6/7 to 5/7
    en, ja = _said(352, (LIVIA, PlayCard("treachery", "sardinia")))
    assert en.startswith("Treachery removes L. Afranius alone in Sardinia (Caralis) whatever the roll, and "
                         "Marcus's Forum balance falls from Optimates 6 to Optimates 5"), en
    assert "L・アフラニウス" in ja and "オプティマテス6からオプティマテス5に下がる" in ja, ja


@pytest.mark.parametrize("index, action, en_start, ja_part", [
    (115, PlayCard("revolt", "alexandria"),
     "Revolt raises an ally in Alexandria: the city and its 5 gold are taken from Marcus", "5ゴールドをMarcusから奪う"),
    (116, Target("pergamum"),
     "Revolt raises an ally in Pergamum: the city and its 4 gold are taken from Marcus", "4ゴールドをMarcusから奪う"),
    (281, Target("roma"),
     "Populares Rally makes the standard legion in Roma a veteran of 3 swords, where Marcus's stack in "
     "Messana (Sicilia) could strike", "剣3の熟練レギオンにする"),
])
def test_a_card_played_on_a_place_says_what_it_gains_there(index, action, en_start, ja_part):
    en, ja = _said(index, (LIVIA, action))
    assert en.startswith(en_start), en
    assert ja_part in ja, ja
    assert "takes effect" not in en and "is worth" not in en and "効果が" not in ja, en


def test_legionaries_demands_names_the_legion_and_the_stack_it_guards_against():
    # seen: 「「軍団兵の要求」の効果がアテナエに及ぶ」
    from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put
    s = position(phase="purchase", gold=(9, 0), markers={"athenae": CAESAR, "thessalonica": POMPEY},
                 hands=(("legionaries_demands",), ()))
    put(s, CAESAR, "athenae", "legion")
    put(s, POMPEY, "thessalonica", "legion", "legion", "legion")
    put(s, CAESAR, "roma", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    play = PlayCard("legionaries_demands", "athenae")
    assert play in s.legal_actions(CAESAR)
    why = reason(s.view_for(CAESAR), CAESAR, play)
    en, ja = why.render("en", NAMES), why.render("ja", NAMES)
    assert en.startswith("Legionaries' Demands raises a new standard legion in Athenae, which Marcus's stack in "
                         "Thessalonica could march on: "), en
    assert "アテナエに標準レギオンを新たに置く" in ja and "効果が" not in ja, ja
