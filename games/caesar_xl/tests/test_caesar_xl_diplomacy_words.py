"""Caesar XL: a diplomacy's reason says the roll it needs, how often that comes, and what success
brings ("Roma is worth 5 gold" said neither what the die does nor how likely it is)."""
from games.caesar_xl.explain_words import what
from games.caesar_xl.rules import CAESAR, Diplomacy, new_game
from games.core.chance import CHANCE

NAMES = ["Livia", "Marcus"]


def _first_purchase():
    """The first game's Caesar at his first Purchase phase (every choice before it the last offered)."""
    s = new_game(2, 0, {})
    while s.phase != "purchase":
        seat = s.to_act()[0]
        s.apply(seat, s.chance_outcomes()[0][0] if seat == CHANCE else s.legal_actions(seat)[-1])
    return s.view_for(CAESAR)


def _said(view, place, lang="en"):
    return what(view, CAESAR, Diplomacy(place, "")).render(lang, NAMES)


def test_diplomacy_says_the_roll_its_odds_and_the_taxes_it_brings():
    view = _first_purchase()
    assert view.diplomacy_modifier(CAESAR, "munda") == 0      # (Munda's 1 gold: any roll above 1)
    assert _said(view, "munda") == (
        "a roll of 2 or more (5 faces in 6) brings Munda over with an alliance marker: 1 gold more in taxes each turn")
    assert _said(view, "munda", "ja") == "出目2以上（6面中5面）でムンダに同盟マーカーが置かれ、毎ターンの税収が1ゴールド増える"
    assert _said(view, "alexandria").startswith("a roll of 6 (1 face in 6) brings Alexandria over")


def test_diplomacy_against_an_enemy_marker_says_what_the_enemy_loses():
    view = _first_purchase()
    assert view.markers.get("dyrrachium") == 1 - CAESAR
    assert _said(view, "dyrrachium").endswith("removes Marcus's alliance marker from Dyrrachium: its 2 gold no longer "
                                              "go to Marcus"), _said(view, "dyrrachium")
