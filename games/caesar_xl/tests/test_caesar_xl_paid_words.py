"""What a player paid and what a roll needed, said where the player looks: every claim and buy
button says its gold, the log line of a claim, a bought card or a paid ability says the gold
paid ("claims Senatus Consultum Ultimum for 4 gold"), and a diplomacy result says the face
rolled and the face it needed ("fails: rolled 1, needed 4"), not a bare total."""
from __future__ import annotations

from games.caesar_xl import rules as R
from games.caesar_xl.scene_words import action_label
from games.caesar_xl.tests.xl_positions import position, put
from games.caesar_xl.turn_log import merge_log
from games.core.chance import CHANCE
from games.core.session import LogEntry
from games.core.text import tr

NAMES = ["Livia", "Marcus"]


def _played(s, steps):
    """Apply ``steps`` ((seat, action) each) to ``s``; the log as the game shows it, in both
    languages (lines as ``Session.log`` makes them, through :func:`merge_log`)."""
    actions, events, entries = [], [], []
    for i, (seat, a) in enumerate(steps, 1):
        evs = s.apply(seat, a)
        actions.append((seat, a))
        events.append(evs)
        m = a.log(None) if seat == CHANCE else a.msg(seat)
        if m is not None:
            entries.append(LogEntry(i, None if seat == CHANCE else seat, m))
        entries += [LogEntry(i, None, ev.msg()) for ev in evs if ev.msg() is not None]
    merged = merge_log(entries, actions, events)
    return {lang: [e.msg.render(lang, NAMES) for e in merged] for lang in ("en", "ja")}


def test_a_claim_button_and_its_log_line_say_the_gold_it_costs():
    s = position(phase="forum", gold=(20, 20), markers={"roma": R.CAESAR})
    s.forum = ["senatus_consultum_ultimum", "consulship"]
    v = s.view_for(R.CAESAR)
    t = {lang: (lambda key, lang=lang, **p: tr(key, lang, **p)) for lang in ("en", "ja")}
    scu, consul = R.Claim("senatus_consultum_ultimum"), R.Claim("consulship")
    assert "for 4 gold" in action_label(t["en"], v, R.CAESAR, scu)
    assert "4ゴールド" in action_label(t["ja"], v, R.CAESAR, scu)
    assert "gold" not in action_label(t["en"], v, R.CAESAR, consul)      # (free: no price said)
    assert "(5 gold)" in action_label(t["en"], v, R.CAESAR, R.BuyCard())
    log = _played(s, [(R.CAESAR, scu), (R.CAESAR, consul)])
    assert "Livia claims Senatus Consultum Ultimum for 4 gold." in log["en"], log["en"]
    assert "Livia claims Consulship." in log["en"], log["en"]
    assert any("4ゴールド払って" in line for line in log["ja"]), log["ja"]
    assert s.gold[R.CAESAR] == 16


def test_a_bought_card_says_its_price_in_the_log():
    s = position(phase="draw", gold=(20, 20))
    log = _played(s, [(R.CAESAR, R.BuyCard())])
    assert "Livia buys a card for 5 gold." in log["en"], log["en"]
    assert "Liviaは5ゴールド払ってカードを買う。" in log["ja"], log["ja"]


def test_a_diplomacy_result_says_the_face_rolled_and_the_face_needed():
    s = position(phase="purchase", gold=(20, 20), markers={"massilia": R.CAESAR})
    put(s, R.CAESAR, "massilia", "legion")
    a = next(x for x in s.legal_actions(R.CAESAR) if isinstance(x, R.Diplomacy) and not x.source
             and x.target in R.CITY and s.controller(x.target) is None)
    need = R.gold_of(a.target) + 1 - s.diplomacy_modifier(R.CAESAR, a.target)
    log = _played(s, [(R.CAESAR, a), (CHANCE, R.Roll(1))])
    line = next(x for x in log["en"] if "diplomacy in" in x and "fails" in x)
    assert f"fails: rolled 1, needed {need}" in line, line
    assert "total" not in line
    assert any("出目1（" in x and f"{need}以上が必要" in x for x in log["ja"]), log["ja"]


def test_the_side_box_taxes_add_up_to_what_the_tax_phase_pays():
    """Cities' gold and taxes differed by 3 (Consulship 2 and Governorships 1) with nothing on
    the box to say why: the box says both, its tooltip names each part, and the tax phase pays
    exactly the box's taxes."""
    from games.caesar_xl.scene_info import side_rows, tax_words
    s = position(phase="purchase", gold=(0, 0), markers={"roma": R.CAESAR, "massilia": R.CAESAR})
    s.claimed[R.CAESAR] = ["consulship", "governorships"]
    t = {lang: (lambda key, lang=lang, **p: tr(key, lang, **p)) for lang in ("en", "ja")}
    v = s.view_for(R.CAESAR)
    cities = s.controlled_gold(R.CAESAR)
    row = side_rows(t["en"], v, R.CAESAR)[0]
    assert row.startswith(f"Cities {cities} · taxes {cities + 3} gold"), row
    assert f"税収{cities + 3}" in side_rows(t["ja"], v, R.CAESAR)[0]
    tip = tax_words(t["en"], v, R.CAESAR, "Livia")
    assert f"cities {cities} + Consulship 2 + Provincial Governorships 1 = {cities + 3} gold" in tip, tip
    events = s.apply(R.CAESAR, R.EndPhase())              # into Taxation: the taxes are paid
    taxed = next(e for e in events if getattr(e, "key", "") == "taxed")
    assert taxed.n == cities + 3 == s.gold[R.CAESAR]


def test_the_side_box_counts_the_hand_and_the_claimed_cards_in_one_wording():
    """「札3」 (Forum cards claimed) read as a hand of 3 beside 「(2/5枚)」: each count says what
    it counts, in the hand's own wording."""
    from games.caesar_xl.scene_info import side_rows
    s = position(phase="forum", gold=(20, 20), hands=(("ambush", "siege"), ()))
    s.claimed[R.CAESAR] = ["consulship", "governorships", "pontifex_maximus"]
    ja = side_rows(lambda key, **p: tr(key, "ja", **p), s.view_for(R.CAESAR), R.CAESAR)
    assert "手札2枚" in ja[0] and "獲得札3枚" in ja[1], ja
    en = side_rows(lambda key, **p: tr(key, "en", **p), s.view_for(R.CAESAR), R.CAESAR)
    assert "Hand 2" in en[0] and "cards claimed 3" in en[1], en


def test_the_taxes_tooltip_is_not_covered_by_the_last_move_marker():
    """A move with no place (a card bought) is marked on its mover's box, and the marker's
    tooltip ("Last move: ...") covered the whole box: its taxes' breakdown could not be read.
    The marker keeps to the box's top line; the lines under it say the taxes."""
    from games.app.board import SimpleHost
    from games.app.scenes.game_marker import LastMove, marker_rects
    from games.caesar_xl.scene import Board
    from games.caesar_xl.scene_info import tax_words
    s = position(phase="draw", gold=(20, 20), markers={"roma": R.CAESAR})
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (975, 715))
    box = board.geom["sides"][R.CAESAR]
    marked = marker_rects(board, LastMove(0, R.CAESAR, R.BuyCard(), False))
    assert len(marked) == 1 and box.contains(marked[0]), (marked, box)
    rows = (box.centerx, box.bottom - 6)                  # the lines of cities, taxes, hand and cards
    assert not marked[0].collidepoint(rows), "the marker's tooltip covers the taxes' lines"
    spot = board.hotspot_at(rows)
    assert spot is not None and spot.tip == tax_words(board.tr, board.view, R.CAESAR, board.seat_side(R.CAESAR))


def test_a_supply_paid_for_one_place_is_one_line():
    """"Livia pays 1 gold of supply." then "Livia pays 1 gold of supply in Massilia.": one line."""
    s = position(phase="march", gold=(20, 20), markers={"massilia": R.CAESAR})
    put(s, R.CAESAR, "massilia", *(["legion"] * (R.gold_of("massilia") + 1)))
    s.apply(R.CAESAR, R.EndPhase())
    for _ in range(20):                              # (to the supply step)
        if s.todo and s.todo[0][0] == "supply":
            break
        seat = s.to_act()[0]
        s.apply(seat, s.chance_outcomes()[0][0] if seat == CHANCE else s.legal_actions(seat)[0])
    pay = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.PaySupply))
    log = _played(s, [(R.CAESAR, pay)])
    said = [x for x in log["en"] if "supply" in x]
    assert said == ["Livia pays 1 gold of supply in Massilia."], said


def test_the_tax_tooltip_names_each_city_and_its_gold():
    """"cities 11 = 11 gold" told the total with nothing to check it by: the tooltip names the
    cities behind it, richest first, and their gold adds up to the cities' figure."""
    import re
    from games.caesar_xl.scene_info import tax_words
    from games.caesar_xl.scene_words import place_name
    s = position(phase="purchase", gold=(0, 0), markers={"roma": R.CAESAR, "massilia": R.CAESAR})
    v = s.view_for(R.CAESAR)
    held = [c for c in R.TOPO.cities if s.controller(c.id) == R.CAESAR]
    assert held
    for lang in ("en", "ja"):
        t = (lambda key, lang=lang, **p: tr(key, lang, **p))
        tip = tax_words(t, v, R.CAESAR, "Livia")
        listed = tip.split(t("caesar_xl.ui.tax.by_city", places="|").split("|")[0])[1]
        for c in held:
            assert t("caesar_xl.ui.tax.city", place=place_name(t, c.id), n=c.gold) in listed, (lang, c.id, tip)
        assert sum(int(n) for n in re.findall(r"\d+", listed)) == s.controlled_gold(R.CAESAR), (lang, tip)
        assert listed.index(place_name(t, "roma")) < listed.index(place_name(t, "massilia")) or \
            R.gold_of("roma") <= R.gold_of("massilia"), tip
