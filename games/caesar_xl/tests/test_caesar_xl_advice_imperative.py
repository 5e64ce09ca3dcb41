"""Caesar XL advice in one grammar and its reasons without a word that misleads: the heading tells
the player what to do ("take the hit on your veteran legion", "buy a card", not "Livia's veteran
legion takes a hit." nor "buying a card"); a leader played as the only one left says so; ending the
Purchase phase says what the gold is kept for; a battle's odds and the game's chance are told apart
("この戦闘に勝つ見込み" / "ゲームに勝つ見込み")."""
from __future__ import annotations

from games.caesar_xl import explain as X
from games.caesar_xl import rules as R
from games.caesar_xl.explain_do import advised
from games.caesar_xl.explain_words import what
from games.caesar_xl.explain_you import to_you
from games.caesar_xl.tests.test_caesar_xl_player_words import _hit_position
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put
from games.core.text import Msg

NAMES = ["Livia", "Marcus"]


def test_the_advice_heading_is_the_imperative_said_to_the_player():
    # seen: "Advice: Livia's veteran legion takes a hit.", "Advice: buying a card"
    s = _hit_position("legion:veteran", "legion")
    got = X.advise(s.view_for(CAESAR), CAESAR)
    assert isinstance(got.action, R.AssignHit) and got.move is not None
    assert got.move.render("en", NAMES).startswith("take the hit on your "), got.move.render("en", NAMES)
    assert got.move.render("ja", NAMES).startswith("あなたの"), got.move.render("ja", NAMES)
    veteran = advised(s.view_for(CAESAR), CAESAR, R.AssignHit(0, "legion", "veteran"))
    assert veteran is not None and veteran.render("en") == "take the hit on your veteran legion"
    assert veteran.render("ja") == "あなたの熟練レギオンでヒットを受ける"
    view = position(phase="purchase", gold=(10, 10)).view_for(CAESAR)
    said = {a: advised(view, CAESAR, a) for a in (R.BuyCard(), R.Claim("publicani"), R.Recruit("legion", "roma"),
                                                 R.Discard("ambush"), R.Diplomacy("utica", ""))}
    en = [m.render("en", NAMES) for m in said.values()]
    assert en[:3] == ["buy a card", "claim Publicani", "recruit a standard legion in Roma"], en
    for text in en:
        assert not text.split()[0].endswith("ing") and "Livia" not in text, en
    ja = [m.render("ja", NAMES) for m in said.values()]
    assert ja[0] == "カードを買う", ja
    assert all(text.endswith("る") or text.endswith("う") for text in ja), ja      # (the plain form, no 「。」)


def test_a_leader_played_as_the_only_one_left_says_so():
    # seen: "Play T. Labienus…: the Forum balance goes from Optimates 1 to 2", Pompey dead
    s = position(phase="purchase", gold=(10, 10), hands=(("domitius",), ()), markers={"massilia": CAESAR})
    put(s, CAESAR, "massilia", "legion")
    put(s, POMPEY, "athenae", "pompey", "legion")
    s.sc = [None, "pompey"]
    view = s.view_for(CAESAR)
    said = to_you(what(view, CAESAR, R.PlayCard("domitius", "massilia")), CAESAR)
    en, ja = said.render("en", NAMES), said.render("ja", NAMES)
    assert en.startswith("you have no leader left on the map, and ") and "becomes your only one" in en, en
    assert ja.startswith("あなたには盤上にリーダーがもう残っておらず") and "唯一のリーダー" in ja, ja
    put(s, CAESAR, "roma", "antonius")              # (another leader on the map: nothing of the kind)
    said = what(s.view_for(CAESAR), CAESAR, R.PlayCard("domitius", "massilia")).render("en", NAMES)
    assert "only" not in said, said


def test_ending_the_purchase_says_what_the_gold_is_kept_for():
    # seen: 「購入フェイズでは、いまは動くより待つほうがよい」
    view = position(phase="purchase", gold=(7, 0)).view_for(CAESAR)
    en, ja = (what(view, CAESAR, R.Pass()).render(lang, NAMES) for lang in ("en", "ja"))
    assert en == "the 7 gold stay in hand for forced marches, supply and the next turn's purchases", en
    assert ja == "手元の7ゴールドを、強行軍や補給、次の手番の購入に取っておく", ja
    assert "待つ" not in ja and "waiting" not in en


def test_a_battle_s_odds_and_the_game_s_chance_are_told_apart():
    # seen: 「勝つ見込み」 of a battle and of the whole game in one sentence
    fall = X._game_cost(0.3, 0.8, 1)
    assert fall is not None
    assert fall.render("en") == "would bring the chance to win the game down from about 4 in 5 to about 1 in 2"
    assert fall.render("ja").replace("\u2060", "") == "ゲームに勝つ見込みが5回に4回ほどから2回に1回ほどに下がる"
    odds = Msg("caesar_xl.why.vs.odds", {"seat": CAESAR, "p": "57%"})
    assert odds.render("en", NAMES) == "Livia wins this battle 57%"
    assert odds.render("ja", NAMES) == "この戦闘にLiviaが勝つ見込みは57%"
    assert to_you(odds, CAESAR).render("ja", NAMES) == "この戦闘にあなたが勝つ見込みは57%"


def _senate_in_reach():
    """Marcus (Pompey) at Optimates 5 in Brundisium, The Senate on the Forum row, Livia in Roma."""
    s = position(phase="march", active=POMPEY, gold=(10, 10))
    put(s, CAESAR, "roma", "caesar", "legion", "legion", "legion", "legion")
    put(s, POMPEY, "brundisium", "pompey", "legion", "legion")
    s.claimed[POMPEY] = ["consulship", "publicani", "governorships"]
    s.forum = ["the_senate"]
    s.sc = ["caesar", "pompey"]
    return s


def test_a_march_for_the_forum_race_says_so_before_its_battle_s_odds():
    # seen: "you win the battle for Roma 26% of the time; sailing 5 units to Nova Carthago (...) would
    # bring the chance to win down" with The Senate, the real stake, unsaid
    view = _senate_in_reach().view_for(POMPEY)
    whole = next(a for a in view.legal_actions(POMPEY) if isinstance(a, R.Move) and a.path == ("roma",)
                 and len(a.units) == 3)
    said = to_you(what(view, POMPEY, whole), POMPEY)
    en, ja = said.render("en", NAMES), said.render("ja", NAMES)
    assert en.startswith("winning Roma would let you claim The Senate and win the Forum race"), en
    assert en.index("The Senate") < en.index("you win this battle ") and "(" not in en, en
    assert ja.startswith("ローマを勝ち取れば、あなたは次のフォルム・フェイズで「元老院」を獲得"), ja
    assert "この戦闘にあなたが勝つ見込みは" in ja, ja
    alone = next(a for a in view.legal_actions(POMPEY) if isinstance(a, R.Move) and a.path == ("roma",)
                 and len(a.units) == 1 and view.units[a.units[0]][1] == "legion")
    assert "Senate" not in what(view, POMPEY, alone).render("en", NAMES)     # (no Pompey in Roma: no claim)


def test_a_city_s_gold_is_no_bracket_after_its_area_s():
    # seen: "Messana (Sicilia) (3 gold)"
    for key in ("march_battle_gold", "you.march_battle_gold", "march_toward", "pm_use.city"):
        msg = Msg("caesar_xl.why." + key, {"seat": CAESAR, "seat_foe": POMPEY, "p": "30%", "gold": 3, "n": 2,
                                           "place": Msg("caesar_xl.city.messana"),
                                           "target": Msg("caesar_xl.city.messana")})
        en, ja = msg.render("en", NAMES), msg.render("ja", NAMES)
        assert ") (" not in en and "）（" not in ja and "3 gold" in en, (en, ja)


def test_a_runner_up_march_is_named_by_its_destination_alone():
    # seen: "sailing 5 units to Nova Carthago (you win the battle for Nova Carthago (3 gold) ... 98% of
    # the time) would bring the chance to win down": nested brackets, 8 lines, odds against odds
    view = _senate_in_reach().view_for(POMPEY)
    moves = [a for a in view.legal_actions(POMPEY) if isinstance(a, R.Move) and len(a.units) == 3]
    roma = next(a for a in moves if a.path == ("roma",))
    other = next(a for a in moves if a.path[-1] != "roma" and not view.combat_at(a.path[-1], CAESAR))
    said = X._difference(view, POMPEY, roma, other, 0.3, top=0.8)
    assert said is not None and said.key == "caesar_xl.why.vs.worth", said
    en = said.render("en", NAMES)
    assert "(" not in en and en.endswith("would bring the chance to win the game down from about 4 in 5 to about 1 in 2"), en
