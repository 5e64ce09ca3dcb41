"""The hard general's advice weighs what its march risks and says it: the enemy stack that can
reach its destination next turn and kill the leaders there (seen on the map, no card), and what an
attack in doubt is for and what it risks."""
import pytest

from games.caesar_xl import components as C
from games.caesar_xl import rules as R
from games.caesar_xl.explain import advise, reason
from games.caesar_xl.tests.xl_positions import position, put

NAMES = ["Livia", "Marcus"]


def aquileia(pompey_at: str = "dyrrachium"):
    """Caesar's 3 in Rubicon can beat Marcus's lone legion in Aquileia; Pompey's 6 stand in
    ``pompey_at``. Returns the view of Caesar's side and the march of the 3 to Aquileia."""
    s = position(phase="march", active=R.CAESAR)
    put(s, 0, "rubicon", "caesar", "legion:veteran", "legio_x:veteran")
    put(s, 0, "roma", "legion")
    put(s, 1, "aquileia", "legion")
    put(s, 1, pompey_at, "pompey", *["legion:veteran"] * 5)
    view = s.view_for(R.CAESAR)
    move = next(a for a in view.legal_actions(R.CAESAR)
                if isinstance(a, R.Move) and a.path[-1] == "aquileia" and len(a.units) == 3)
    return view, move


@pytest.mark.parametrize("lang,said", [("en", ("Marcus's stack of 6 in Dyrrachium can reach Aquileia next turn",
                                                "Caesar would survive")),
                                       ("ja", ("デュッラキウム", "6ユニット", "次のターン", "カエサル"))])
def test_a_march_names_the_stack_that_can_attack_it_next_turn(lang, said):
    view, move = aquileia()
    words = reason(view, R.CAESAR, move).render(lang, NAMES)
    assert all(w in words for w in said), words


def test_no_reply_is_named_when_none_can_reach():
    view, move = aquileia("alexandria")
    words = reason(view, R.CAESAR, move).render("en", NAMES)
    assert "next turn" not in words, words


@pytest.mark.parametrize("pompey_at,marches", [("dyrrachium", False), ("alexandria", True)])
def test_the_advice_weighs_the_reply_to_a_battle_won(pompey_at, marches):
    view, move = aquileia(pompey_at)
    assert (advise(view, R.CAESAR).action == move) == marches


def test_an_attack_in_doubt_names_what_it_wins_and_risks():
    s = position(phase="march", active=R.POMPEY, markers={"roma": R.CAESAR})
    put(s, R.CAESAR, "roma", "legion:veteran", "legion:veteran", "legion", "curio")
    mine = put(s, R.POMPEY, "athenae", "pompey", "scipio", "legion:veteran", "legion", "ally")
    put(s, R.CAESAR, "alexandria", "caesar")
    view = s.view_for(R.POMPEY)
    move = next(a for a in view.legal_actions(R.POMPEY) if isinstance(a, R.Move) and a.path[-1] == "roma"
                and set(a.units) == set(mine))
    why = reason(view, R.POMPEY, move)
    en, ja = why.render("en", NAMES), why.render("ja", NAMES)
    assert en.count("Roma and its 5 gold") == 1 and "fate of Livia's C. Scribonius Curio" in en, en
    assert "it risks Pompey and Q. Metellus Scipio" in en and "4 Forum points" in en, en
    assert "クリオの命" in ja and "フォルムの4点" in ja, ja


@pytest.mark.parametrize("gold,drawn", [(20, lambda a: isinstance(a, R.BuyCard)),
                                        (0, lambda a: isinstance(a, R.Ability) and a.target == "roma")],
                         ids=["bought", "free_in_roma"])
@pytest.mark.parametrize("lang,said", [("en", "either side may claim it"), ("ja", "どちらの陣営も獲得できる")])
def test_a_card_drawn_says_a_forum_card_goes_to_the_row_for_both(lang, said, gold, drawn):
    # (the free draw of Caesar in Roma said only "draws 1 more card, for free" and drew Land for
    # Veterans into the row for both sides)
    s = position(phase="draw", gold=(gold, 0))
    put(s, R.CAESAR, "roma", "caesar")
    put(s, R.POMPEY, "alexandria", "pompey")
    view = s.view_for(R.CAESAR)
    draw = next(a for a in view.legal_actions(R.CAESAR) if drawn(a))
    words = reason(view, R.CAESAR, draw).render(lang, NAMES)
    assert said in words, words


def _won_by_arms():
    """Marcus wins militarily at his next Forum phase (Pompey and a legion in Roma, Livia with no
    commander, 36 gold of cities to 0); Livia holds Treachery in her Purchase phase."""
    rich = sorted(C.TOPO.cities, key=lambda c: -c.gold)
    s = position(phase="purchase", gold=(0, 0), hands=(("treachery",), ()),
                 markers={c.id: R.POMPEY for c in rich[:10] if c.id != "roma"})
    put(s, R.POMPEY, "roma", "pompey", "legion")
    s.sc[R.CAESAR] = None
    return s.view_for(R.CAESAR)


@pytest.mark.parametrize("lang,said", [("en", ("Treachery is played on Roma and rolls 4 or more",)),
                                       ("ja", ("ローマに", "4以上"))])
def test_treachery_counts_among_the_ways_to_stop_a_military_win(lang, said):
    view = _won_by_arms()
    for action in (R.PlayCard("treachery", "roma"), R.EndPhase()):
        words = reason(view, R.CAESAR, action).render(lang, NAMES)
        assert all(w in words for w in said) and "nothing left this turn" not in words, words
