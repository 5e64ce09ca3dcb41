"""Caesar XL's Forum race words: cards that each win alone are joined by "or", a quieter line says
when the other side is one city from a winning claim, and the Japanese stake of a Forum card."""
from games.caesar_xl.explain_words import stakes
from games.caesar_xl.scene_info import near_words, threat_words
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put
from games.caesar_xl.tests.xl_records import replayed
from games.core.text import tr

LIVIA, MARCUS = 0, 1


def _tr(lang):
    return lambda key, **p: tr(key, lang, **p)


def test_two_cards_that_each_win_are_joined_by_or():
    # seen: "Marcus can win at the next Forum phase by claiming Senatus Consultum Ultimum, The Senate!"
    s, _ = replayed(413)
    v = s.view_for(LIVIA)
    assert threat_words(_tr("en"), v, MARCUS, "Marcus", LIVIA) == \
        "Marcus wins this Forum phase by claiming Senatus Consultum Ultimum or The Senate!"
    assert "「元老院最終勧告」か「元老院」を獲得すれば" in threat_words(_tr("ja"), v, MARCUS, "Marcus", LIVIA)


def test_the_other_side_one_city_from_a_winning_claim_is_named_with_the_city():
    # seen: Marcus at Optimates 6 with Senatus Consultum Ultimum face up and no warning, as Livia held Roma
    s, _ = replayed(342)
    v = s.view_for(LIVIA)
    assert threat_words(_tr("en"), v, MARCUS, "Marcus", LIVIA) is None
    assert near_words(_tr("en"), v, MARCUS, "Marcus", LIVIA) == (
        "One city away: holding Roma, Marcus could claim Senatus Consultum Ultimum or Consulship at the next Forum "
        "phase and win.")
    assert near_words(_tr("ja"), v, MARCUS, "Marcus", LIVIA).startswith("あと1都市：ローマを押さえれば、Marcusは")
    assert near_words(_tr("en"), v, MARCUS, "Marcus", MARCUS) is None        # (not for his own view)


def test_no_city_line_when_holding_the_city_would_not_win():
    s = position(phase="march", markers={"roma": CAESAR})
    put(s, CAESAR, "roma", "legion", "caesar")
    put(s, POMPEY, "alexandria", "legion", "pompey")
    s.forum = ["senatus_consultum_ultimum"]
    assert near_words(_tr("en"), s.view_for(CAESAR), POMPEY, "Marcus", CAESAR) is None


def test_the_japanese_stake_of_a_forum_card_reads_as_a_card_and_its_need():
    s = position(phase="combat", markers={"roma": POMPEY})
    put(s, CAESAR, "roma", "legion")
    put(s, POMPEY, "roma", "legion")
    s.forum = ["consulship"]
    said = [m.render("ja") for m in stakes(s.view_for(CAESAR), CAESAR, "roma")]
    assert "獲得にローマが要るフォルムカード「執政官職」" in said, said
