"""Caesar XL's log reads forwards and says each thing once: a phase ended and the one it begins
in one line, a recruit's unit not told twice, identical lines counted, the legions a leader
brings said with him where they go, and a declined choice standing as its move's own line."""
from __future__ import annotations

from games.caesar_xl import rules as R
from games.caesar_xl.turn_log import merge_log
from games.core.session import LogEntry
from games.core.text import Msg

NAMES = ["Livia", "Marcus"]
JA = ["リウィア", "マルクス"]
LIVIA = {"seat": R.CAESAR}


def _merged(*lines, actions):
    """``merge_log`` of ``lines`` ((index, seat or None, key, params)), each action of ``actions``
    at its index (1-based), no events."""
    entries = [LogEntry(i, seat, Msg(key, params)) for i, seat, key, params in lines]
    return merge_log(entries, list(actions), [[] for _ in actions])


def _place(p):
    return Msg(f"caesar_xl.city.{p}")


def test_a_phase_ended_and_the_phase_it_begins_are_one_line_that_reads_forwards():
    # seen: "Livia ends the phase." over an indented "Livia: Card Draw phase."; 「リウィア：／カードドローフェイズ」
    got = _merged((1, R.CAESAR, "caesar_xl.log.end_phase", LIVIA), (1, None, "caesar_xl.ev.phase_draw", LIVIA),
                  (2, R.CAESAR, "caesar_xl.log.end_phase", LIVIA), (2, None, "caesar_xl.ev.phase_forum", {"seat": R.POMPEY}),
                  actions=[(R.CAESAR, R.EndPhase())] * 2)
    assert [e.msg.render("en", NAMES) for e in got] == [
        "Livia ends the phase; the Card Draw phase begins.", "Livia ends the phase; Marcus's Forum and victory phase begins."]
    assert got[0].msg.render("ja", JA) == "リウィアはフェイズを終える。次はカードドローフェイズ。"
    assert all(e.seat == R.CAESAR for e in got)


def test_a_recruit_is_told_once_and_identical_lines_are_counted():
    # seen: "Livia recruits a standard legion in Vercellae for 4 gold." + "A standard legion of Livia
    # appears in Vercellae."; "appears in Rubicon" twice
    at = {**LIVIA, "place": _place("vercellae")}
    got = _merged((1, R.CAESAR, "caesar_xl.log.recruit", {**at, "unit": Msg("x")}),
                  (1, None, "caesar_xl.ev.recruited_legion", at),
                  (2, None, "caesar_xl.ev.recruited_ally", at), (2, None, "caesar_xl.ev.recruited_ally", at),
                  (2, None, "caesar_xl.ev.recruited_ally", at),
                  actions=[(R.CAESAR, R.Recruit("legion", "vercellae")), (R.CAESAR, R.EndPhase())])
    assert [e.msg.key for e in got] == ["caesar_xl.log.recruit", "caesar_xl.turn.ev.recruited_ally_n"]
    assert got[1].msg.render("en", NAMES) == "3 standard allies of Livia appear in Vercellae."
    assert got[1].msg.render("ja", JA) == "リウィアの3個同盟軍がウェルケラエに現れる。"


def test_identical_losses_are_one_line_with_their_count():
    # seen: under "Marcus plays Senatus Consultum Ultimum.", 「ローマのLiviaのレギオンが除去される。」 three times
    at = {**LIVIA, "place": _place("roma")}
    got = _merged((1, R.POMPEY, "caesar_xl.log.play", {"seat": R.POMPEY, "card": Msg("x")}),
                  (1, None, "caesar_xl.ev.eliminated_legion", at), (1, None, "caesar_xl.ev.eliminated_legion", at),
                  (1, None, "caesar_xl.ev.eliminated_legion", at), (1, None, "caesar_xl.ev.eliminated_ally", at),
                  actions=[(R.POMPEY, R.PlayCard("scu", ""))])
    assert [e.msg.key for e in got] == ["caesar_xl.log.play", "caesar_xl.turn.ev.eliminated_legion_n",
                                        "caesar_xl.ev.eliminated_ally"]
    assert got[1].msg.render("en", NAMES) == "Livia loses 3 legions in Roma."
    assert got[1].msg.render("ja", JA) == "リウィアはローマで3個レギオンを失う。"


def test_two_losses_read_two_when_the_events_carry_their_own_n():
    # seen: 「リウィアはアテナエで1個レギオンを失う」 for two legions lost to Treachery: an event's
    # own params carry "n": 0, which the count took for its start
    at = {**LIVIA, "place": _place("athenae"), "n": 0, "m": 0}
    got = _merged((1, R.POMPEY, "caesar_xl.log.play", {"seat": R.POMPEY, "card": Msg("x")}),
                  (1, None, "caesar_xl.ev.eliminated_legion", at), (1, None, "caesar_xl.ev.eliminated_legion", at),
                  actions=[(R.POMPEY, R.PlayCard("treachery", "athenae"))])
    lost = [e for e in got if e.msg.key == "caesar_xl.turn.ev.eliminated_legion_n"]
    assert len(lost) == 1 and lost[0].msg.render("en", NAMES) == "Livia loses 2 legions in Athenae.", got


def test_a_loss_to_the_other_sides_move_is_a_line_of_the_side_that_lost():
    # seen: "Livia loses 3 legions in Roma." indented under "Marcus plays Senatus Consultum Ultimum."
    at = {**LIVIA, "place": _place("roma")}
    got = _merged((1, R.POMPEY, "caesar_xl.log.play", {"seat": R.POMPEY, "card": Msg("x")}),
                  (1, None, "caesar_xl.ev.eliminated_legion", at), (1, None, "caesar_xl.ev.eliminated_legion", at),
                  (1, None, "caesar_xl.ev.unsupplied_ally", at), (1, None, "caesar_xl.ev.phase_draw", LIVIA),
                  actions=[(R.POMPEY, R.PlayCard("scu", ""))])
    assert [(e.msg.key, e.seat) for e in got] == [
        ("caesar_xl.log.play", R.POMPEY), ("caesar_xl.ev.phase_draw", None),
        ("caesar_xl.turn.ev.eliminated_legion_n", R.CAESAR), ("caesar_xl.ev.unsupplied_ally", R.CAESAR)]
    own = _merged((1, R.CAESAR, "caesar_xl.log.end_phase", LIVIA), (1, None, "caesar_xl.ev.unsupplied_ally", at),
                  actions=[(R.CAESAR, R.EndPhase())])
    assert [e.seat for e in own] == [R.CAESAR, None]      # (a loss under the loser's own line stays there)


def test_the_fleet_played_is_the_players_own_line():
    # seen: 「Liviaは「艦隊」をプレイする。」 indented under 「Liviaが助言を求める。」, the line before it
    fleet = {**LIVIA, "card": Msg("caesar_xl.card.fleet")}
    marched = R.Marched(R.CAESAR, "antiochia", ("roma",), True, ("legion",), ("standard",))
    entries = [LogEntry(1, None, Msg("caesar_xl.ev.played", fleet)),
               LogEntry(1, R.CAESAR, Msg("caesar_xl.log.move", {**LIVIA, "n": 1}))]
    got = merge_log(entries, [(R.CAESAR, R.Move((7,), ("roma",), True))], [[marched]])
    assert got[0].msg.key == "caesar_xl.ev.played" and got[0].seat == R.CAESAR, got
    assert got[0].msg.render("ja", JA) == "リウィアは「艦隊」をプレイする。"


def test_scipios_line_says_where_his_legions_appear():
    # seen: "Livia plays Q. Metellus Scipio on Athenae." then "A standard legion of Livia appears in
    # Antiochia." twice: a player could not tell where the card puts what
    play = {**LIVIA, "card": Msg("caesar_xl.card.scipio"), "place": _place("athenae")}
    there = {**LIVIA, "place": _place("antiochia")}
    got = _merged((1, R.CAESAR, "caesar_xl.log.play_at", play),
                  (1, None, "caesar_xl.ev.recruited_legion", there), (1, None, "caesar_xl.ev.recruited_legion", there),
                  actions=[(R.CAESAR, R.PlayCard("scipio", "athenae"))])
    assert len(got) == 1 and got[0].seat == R.CAESAR
    assert got[0].msg.render("en", NAMES) == ("Livia plays Q. Metellus Scipio on Athenae; the 2 standard legions he "
                                              "brings appear in Antiochia.")
    assert "アンティオキアに現れる" in got[0].msg.render("ja", JA)


def test_staying_to_fight_is_the_moves_own_line_so_its_reason_shows():
    # seen: hovering 「マルクスはノウァ・カルタゴに留まって戦う。」 showed no reason
    stays = {"seat": R.POMPEY, "place": _place("nova_carthago")}
    got = _merged((1, R.POMPEY, "caesar_xl.log.pass", {"seat": R.POMPEY}),
                  (1, None, "caesar_xl.ev.passed_retreat", stays), actions=[(R.POMPEY, R.Pass())])
    assert len(got) == 1 and got[0].seat == R.POMPEY and got[0].msg.key == "caesar_xl.ev.passed_retreat"


def test_scipios_button_and_advice_name_where_his_legions_go():
    # seen: advice 「『Q・メテッルス・スキピオを使う：アテナエ』を押す」, the legions then in Antiochia
    from games.caesar_xl.explain_do import advised
    from games.caesar_xl.scene_words import action_label
    from games.caesar_xl.tests.xl_positions import position, put
    from games.core.text import tr
    s = position(phase="purchase", markers={"athenae": R.CAESAR, "antiochia": R.CAESAR}, hands=(("scipio",), ()))
    put(s, R.CAESAR, "athenae", "caesar")
    put(s, R.POMPEY, "roma", "pompey")
    play = R.PlayCard("scipio", "athenae")
    view = s.view_for(R.CAESAR)
    assert play in view.legal_actions(R.CAESAR)
    label = action_label(lambda key, **kw: tr(key, "en", **kw), view, R.CAESAR, play)
    assert label == "Play Q. Metellus Scipio: Athenae, legions to Antiochia", label
    assert "アンティオキア" in action_label(lambda key, **kw: tr(key, "ja", **kw), view, R.CAESAR, play)
    said = advised(view, R.CAESAR, play)
    assert said is not None and said.render("en", NAMES) == \
        "play Q. Metellus Scipio on Athenae: his legions appear in Antiochia"
    plain = action_label(lambda key, **kw: tr(key, "en", **kw), view, R.CAESAR, R.PlayCard("scipio", "antiochia"))
    assert plain == "Play Q. Metellus Scipio: Antiochia", plain


def test_afranius_button_names_where_his_legion_goes():
    # seen: button "Play L. Afranius: Athenae" while advice and log put his legion in Corduba
    from games.caesar_xl.scene_words import action_label
    from games.caesar_xl.tests.xl_positions import position, put
    from games.core.text import tr
    s = position(phase="purchase", markers={"athenae": R.CAESAR, "corduba": R.CAESAR}, hands=(("afranius",), ()))
    put(s, R.CAESAR, "athenae", "caesar")
    put(s, R.POMPEY, "roma", "pompey")
    play = R.PlayCard("afranius", "athenae")
    view = s.view_for(R.CAESAR)
    assert play in view.legal_actions(R.CAESAR)
    label = action_label(lambda key, **kw: tr(key, "en", **kw), view, R.CAESAR, play)
    assert label == "Play L. Afranius: Athenae, a legion to Corduba", label
    assert "コルドゥバ" in action_label(lambda key, **kw: tr(key, "ja", **kw), view, R.CAESAR, play)


def test_the_option_panel_says_what_to_do_with_no_machine_count():
    # seen: "238 more: click a lit place…", 「ほかに239件」, 「（全部で239件）」
    from games.core.text import tr
    for key in ("caesar_xl.ui.more", "caesar_xl.ui.more_map"):
        for lang in ("en", "ja"):
            said = tr(key, lang, n=238)
            assert "238" not in said and "件" not in said, said
            assert ("click a lit place" in said) if lang == "en" else ("光っている場所をクリック" in said), said
