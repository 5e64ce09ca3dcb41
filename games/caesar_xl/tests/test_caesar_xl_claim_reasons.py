"""Caesar XL: a Forum claim or a leader played that moves the player's own balance back says its
real point (the card kept from the enemy, the legions or swords a leader brings), not only the
step back."""
from games.caesar_xl.ai_politics import squares_outside_italia
from games.caesar_xl.explain_words import what
from games.caesar_xl.rules import Claim, PlayCard
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put
from games.caesar_xl.tests.xl_records import NAMES, replayed


def test_a_claim_that_takes_the_card_the_enemy_needs_to_win_says_so():
    squares = squares_outside_italia()
    s = position(phase="forum", markers={**{p: CAESAR for p in squares[:3]}, **{p: POMPEY for p in squares[3:6]}})
    put(s, POMPEY, squares[3], "legion", "pompey", "cato", "scipio")     # Optimates 6
    put(s, CAESAR, squares[0], "legion", "caesar", "antonius")
    s.forum = ["governorships"]                                           # 1 Optimates point
    assert Claim("governorships") in s.legal_actions(CAESAR) and s.balance(POMPEY) == -6 and s.balance(CAESAR) > 0
    said = what(s.view_for(CAESAR), CAESAR, Claim("governorships")).render("en", NAMES)
    assert said.startswith("Provincial Governorships is taken before Marcus can claim it: with it Marcus could reach 7 at the "
                           "next Forum phase and win"), said
    assert "勝利できる" in what(s.view_for(CAESAR), CAESAR, Claim("governorships")).render("ja", NAMES)


def test_a_claim_that_keeps_a_card_from_the_enemy_names_him_and_what_he_needs():
    # seen: "claiming Consulship: the Forum balance goes from Populares 5 to Populares 4 (7 wins)"
    s, actions = replayed(342)
    assert actions[342] == (0, Claim("consulship"))
    said = what(s.view_for(0), 0, Claim("consulship")).render("en", NAMES)
    assert said.startswith("Consulship is kept from Marcus, who stands at Optimates 6 and could claim it once "
                           "holding Roma"), said


def test_a_leader_who_brings_legions_says_so_first():
    # seen: "Scipio takes command in Roma, and the Forum balance goes from Populares 1 to Optimates 1"
    s, actions = replayed(50)
    assert actions[50] == (0, PlayCard("scipio", "roma"))
    said = what(s.view_for(0), 0, PlayCard("scipio", "roma"))
    assert said.render("en", NAMES).startswith("Q. Metellus Scipio brings 2 standard legions to Roma; "), said
    assert "2個レギオンを連れてくる" in said.render("ja", NAMES)


def test_a_leader_who_sets_the_balance_back_names_the_swords_he_adds():
    s, actions = replayed(49)
    assert actions[49] == (0, PlayCard("brutus", "roma"))
    said = what(s.view_for(0), 0, PlayCard("brutus", "roma")).render("en", NAMES)
    assert said.startswith("M. Junius Brutus adds 1 sword to the stack in Roma, worth more now than the Forum points it "
                           "costs: the balance goes back from Populares 2 to Populares 1, while Marcus is "), said


def test_a_leader_who_costs_the_forum_lead_says_it_as_a_cost_and_what_outweighs_it():
    # seen: "Q. Metellus Scipio brings 2 standard legions to Rubicon; the Forum balance goes from
    # Populares 2 to even." (read as a gain, for a player who was leading the race)
    s = position(phase="purchase", markers={"rubicon": CAESAR, "roma": POMPEY}, hands=(("scipio",), ()))
    put(s, CAESAR, "rubicon", "legion", "caesar")                     # Populares 2
    put(s, POMPEY, "roma", "legion", "pompey")                        # Optimates 2
    play = PlayCard("scipio", "rubicon")
    assert play in s.legal_actions(CAESAR) and s.balance(CAESAR) == 2
    said = what(s.view_for(CAESAR), CAESAR, play)
    en, ja = said.render("en", NAMES), said.render("ja", NAMES)
    assert en == ("Q. Metellus Scipio brings 2 standard legions to Rubicon, worth more now than the Forum points it "
                  "costs: the balance goes back from Populares 2 to even, while Marcus is still 5 points from the 7 "
                  "that wins (Optimates 2)"), en
    assert "フォルムの点を失う" in ja and "まだ5点ある（オプティマテス2）" in ja, ja


def _scu_position():
    """Livia (Caesar) at Optimates 1 holds Roma; Marcus at Optimates 6 needs Senatus Consultum Ultimum."""
    s = position(phase="forum", markers={"roma": CAESAR})
    put(s, CAESAR, "roma", "legion", "caesar", "cato", "labienus")          # 2 - 2 - 1: Optimates 1
    put(s, POMPEY, "brundisium", "legion", "pompey", "scipio", "domitius", "afranius")   # Optimates 6
    s.forum = ["senatus_consultum_ultimum"]
    return s


def test_a_claim_toward_ones_own_seven_still_names_the_enemys_winning_card():
    # seen: "claiming Senatus Consultum Ultimum — Why: the Forum balance goes from Optimates 1 to Optimates 3",
    # when the point was that the card was the one Marcus needed to win
    s = _scu_position()
    assert Claim("senatus_consultum_ultimum") in s.legal_actions(CAESAR) and s.balance(CAESAR) == -1
    said = what(s.view_for(CAESAR), CAESAR, Claim("senatus_consultum_ultimum"))
    assert said.render("en", NAMES).startswith(
        "Senatus Consultum Ultimum is taken before Marcus can claim it: should Marcus take Roma, with it Marcus could "
        "reach 8 at the next Forum phase and win"), said.render("en", NAMES)
    assert "勝利できる" in said.render("ja", NAMES)


def test_a_claim_that_steps_back_says_what_the_card_gives():
    # seen: "claiming Land for Veterans — Why: the Forum balance goes from Optimates 3 to Optimates 2 (7 wins)"
    s = position(phase="forum")
    put(s, CAESAR, "roma", "legion", "caesar", "cato", "labienus", "afranius", "domitius")   # Optimates 3
    for _ in range(3):
        put(s, CAESAR, "roma", "legion:veteran")
    put(s, POMPEY, "brundisium", "legion", "pompey")
    s.forum = ["veterans_land"]
    assert Claim("veterans_land") in s.legal_actions(CAESAR), s.legal_actions(CAESAR)
    said = what(s.view_for(CAESAR), CAESAR, Claim("veterans_land"))
    assert said.render("en", NAMES) == (
        "Land for Veterans gives Livia the right to recruit legions as veterans for 2 more gold; the price is a step "
        "back in the Forum race, from Optimates 3 to Optimates 2 (7 either way wins)"), said.render("en", NAMES)
    assert said.render("ja", NAMES).startswith("「退役兵への土地」でLiviaは、2ゴールド多く払えばレギオンを熟練で徴募できる。")


def test_a_leader_moving_the_balance_says_that_seven_either_way_wins():
    # seen: "... comes into play in Rubicon, and the Forum balance goes from even to Optimates 1 (7 wins)"
    # read as a loss by the Populares side: a side's balance at 7 either way wins
    s = position(phase="purchase", markers={"rubicon": CAESAR, "roma": POMPEY}, hands=(("domitius",), ()))
    put(s, CAESAR, "rubicon", "legion", "caesar", "scipio")        # even
    put(s, POMPEY, "roma", "legion", "pompey")
    said = what(s.view_for(CAESAR), CAESAR, PlayCard("domitius", "rubicon"))
    assert said.render("en", NAMES).endswith("goes from even to Optimates 1 (7 either way wins)"), said.render("en", NAMES)
    assert said.render("ja", NAMES).endswith("（どちら側でも7で勝利）"), said.render("ja", NAMES)
