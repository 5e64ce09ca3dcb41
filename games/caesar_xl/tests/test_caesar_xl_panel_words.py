"""Caesar XL: what the action panel and the side boxes say — Claim buttons read at the panel's
small font or more, Forum row cards by a short name, each unit of a marching group told apart
(and the group's choosing kept out of the log), a side without a Supreme Commander said on its box,
a leader played who does not take command, the military victory warned of like the political one,
and a card's "click a lit place" notice gone once the card is played."""
from __future__ import annotations

import pygame
import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import components as C, rules as R
from games.caesar_xl.explain_words import what
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_info import military_threat
from games.caesar_xl.scene_words import card_name
from games.caesar_xl.tests.xl_positions import position, put
from games.caesar_xl.tests.xl_records import NAMES

SEATS = [HostSeat("Livia", kind="human"), HostSeat("Marcus", kind="ai")]


def _board(s, size=(1280, 800), lang="en", viewer=R.CAESAR):
    host = SimpleHost(state=s, lang=lang, viewer=viewer, seats=SEATS)
    board = host.attach(Board(host), size)
    host.draw()
    return host, board


def _claims():
    """Caesar (Livia) in Roma in her Forum phase, rich, with four Forum cards to claim."""
    s = position(phase="forum", gold=(40, 20), markers={"roma": R.CAESAR})
    put(s, R.CAESAR, "roma", "caesar", "legion")
    s.forum = ["demands_for_reform", "senatus_consultum_ultimum", "the_senate", "consulship"]
    for c in s.forum:
        s.deck.draw(c)
    return s


def test_no_claim_button_shrinks_its_words_under_the_small_font():
    """"Claim Demands for Reform for 3 gold (Forum Optimates 2 → even)" was squeezed to 7 pixels:
    a button's words read whole at the panel's small font or more, on two lines or shorter."""
    for size in ((1280, 800), (1000, 650)):
        for lang in ("en", "ja"):
            _host, board = _board(_claims(), size, lang)
            small, px = board.ui.font_px(12), board.ui.font_px(15)
            claims = [b for b in board.buttons if isinstance(b.action, R.Claim)]
            assert len(claims) >= 3, [b.label for b in board.buttons]
            for b in claims:
                if b.rect.h > board.ui.s(28):               # two lines: wrapped, never cut
                    continue
                text, got = board.texts.fit(b.label, max(8, b.rect.w - b.rect.h // 2), px, True, b.least_px(px))
                assert got >= small and text == b.label, (size, lang, b.label, got, small)


def test_a_forum_card_with_a_long_name_is_named_short_in_a_narrow_slot():
    from games.caesar_xl.scene_cards import READABLE_PX
    _host, board = _board(_claims())
    room = board.texts.width("Provincial Governorships", READABLE_PX, True) - 1
    assert board.card_label("governorships", room) == "Governorships"
    assert board.card_label("governorships", room + 1) == "Provincial Governorships"   # (a smaller step first)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1100, 760)])
def test_the_forum_row_names_its_cards_whole_as_the_race_does(lang, size):
    """Four Forum cards with long names and a card in hand: each named whole in the row (it
    showed "Reform" and "Governorships" while the race's warning said "Demands for Reform"),
    a card a line when two would not hold them, the hand still inside the panel. (A smaller
    panel, with no room for a card a line, still says them short.)"""
    s = position(phase="forum", gold=(40, 20), markers={"roma": R.CAESAR}, hands=(("cassius",), ()))
    put(s, R.CAESAR, "roma", "caesar", "legion")
    s.forum = ["demands_for_reform", "governorships", "grain_dole", "veterans_land"]
    for c in s.forum:
        s.deck.draw(c)
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR, seats=SEATS)
    board = host.attach(Board(host), size)
    host.draw()
    ui = board.ui
    for card, r in board.geom["forum"]:
        room = r.right - (r.x + max(3, ui.s(6))) - ui.s(6)
        assert board.card_label(card, room) == card_name(board.tr, card), (card, r)
    column = board.geom["cols"][2]
    assert all(column.contains(r) for _c, r in board.geom["forum"] + board.geom["hand"]), board.geom["hand"]


def _mustering():
    """Caesar in Roma with two legions that stood with him as the March phase began and two that
    came later (two classes the rules tell apart), choosing a marching group."""
    s = position(phase="march")
    with_him = put(s, R.CAESAR, "roma", "caesar", "legion", "legion")
    put(s, R.CAESAR, "roma", "legion", "legion")
    s.sc_group = frozenset(with_him)
    s.apply(R.CAESAR, R.Muster("roma"))
    return s


def test_each_unit_button_of_a_marching_group_toggles_a_unit_of_its_own_class_and_says_which():
    """Four "L2" buttons could not be told apart, and one of them added back a legion of the
    other class: each button now acts on its own class and says it, and its state."""
    s = _mustering()
    _host, board = _board(s)
    toggles = board.muster_buttons()
    assert len(toggles) == 5
    def cls(u):                                   # (the class the rules count: kind, grade, with him)
        return s.units[u][1], s.units[u][2], u in s.sc_group
    for u, act in toggles:
        assert act is None or cls(act.unit) == cls(u), (u, act)
    labels = {b.key[1]: b.label for b in board.buttons if b.key[:1] == ("unit",)}
    legions = sorted(labels[u] for u, _a in toggles if s.units[u][1] == "legion")
    assert len(set(legions)) == 2 and any("Caesar" in x for x in legions), legions
    inside = [u for u, _a in toggles if u in s.todo[0][3]]
    assert all(labels[u].startswith("✓") for u in inside) and \
        not any(labels[u].startswith("✓") for u, _a in toggles if u not in inside), labels


def test_choosing_a_marching_group_writes_nothing_to_the_log():
    """"Livia leaves Caesar out of the marching group." at each click pushed the moves away."""
    from games.caesar_xl.tests.test_caesar_xl_paid_words import _played
    s = position(phase="march")
    put(s, R.CAESAR, "roma", "caesar", "legion", "legion", "ally")
    steps = [(R.CAESAR, R.Muster("roma"))]
    s2 = s.clone()
    s2.apply(R.CAESAR, R.Muster("roma"))
    leave = next(a for a in s2.legal_actions(R.CAESAR) if isinstance(a, R.Leave))
    steps.append((R.CAESAR, leave))
    log = _played(s, steps)
    assert not [x for x in log["en"] if "marching group" in x], log["en"]
    assert not [x for x in log["ja"] if "進軍部隊" in x], log["ja"]


def _no_commander():
    """Caesar (Livia) dead with none to follow; Marcus's Cato in Athenae, his cities worth far
    more than hers: only Cato in Roma is missing for Marcus's military victory."""
    s = position(phase="purchase", gold=(10, 10))
    cities = sorted(C.TOPO.cities, key=lambda c: -c.gold)
    s.markers = {c.id: R.POMPEY for c in cities[:8] if c.id != "roma"}
    put(s, R.CAESAR, "massilia", "legion", "domitius")
    put(s, R.POMPEY, "athenae", "cato", "legion")
    s.sc = [None, "cato"]
    return s


def test_a_side_without_a_supreme_commander_says_so_on_its_box_and_what_it_costs():
    s = _no_commander()
    _host, board = _board(s)
    assert board.drawn_heads[R.CAESAR] == "Livia (no commander)", board.drawn_heads
    assert board.drawn_heads[R.POMPEY] == "Marcus (Cato)", board.drawn_heads
    tip = next(spot.tip for spot in board.hotspots if spot.key == ("taxes", R.CAESAR))
    assert tip.startswith("Livia has no Supreme Commander: no extra card"), tip
    assert "no military victory" in tip


def test_a_plain_leader_played_does_not_take_command_and_cato_does():
    """"L. Domitius Ahenobarbus takes command in Aquileia" was read as a new Supreme Commander."""
    s = position(phase="purchase", gold=(10, 10), hands=(("domitius", "cato"), ()), markers={"massilia": R.CAESAR})
    put(s, R.CAESAR, "massilia", "legion")
    put(s, R.POMPEY, "athenae", "pompey", "legion")
    s.sc = [None, "pompey"]
    view = s.view_for(R.CAESAR)
    said = what(view, R.CAESAR, R.PlayCard("domitius", "massilia")).render("en", NAMES)
    assert "command" not in said and "Supreme Commander" not in said, said
    said = what(view, R.CAESAR, R.PlayCard("cato", "massilia")).render("en", NAMES)
    assert "becomes Livia's Supreme Commander" in said, said      # (the log: advice says "your", explain_you)
    s.sc = ["caesar", "pompey"]
    said = what(s.view_for(R.CAESAR), R.CAESAR, R.PlayCard("cato", "massilia")).render("en", NAMES)
    assert "Supreme Commander" not in said, said


def test_the_race_box_warns_when_a_side_is_one_step_from_a_military_victory():
    """The race box warned of the political race only; "Marcus wins if Cato enters Roma" was
    nowhere. The warning follows the rules' own test (:meth:`military_win`)."""
    s = _no_commander()
    assert military_threat(s.view_for(R.CAESAR), R.POMPEY) == ("roma", "cato")
    assert military_threat(s.view_for(R.CAESAR), R.CAESAR) is None
    _host, board = _board(s)
    lines = [(text, warn) for text, warn, *_ in board.forum_geom["lines"]]
    assert any(warn and text.startswith("Military victory: Marcus wins if M. Porcius Cato enters Roma")
               for text, warn in lines), lines
    _host, board = _board(s, lang="ja")
    assert any(warn and "軍事的勝利" in text for text, warn, *_ in board.forum_geom["lines"])
    cato = next(u for u, t in s.units.items() if t[1] == "cato")
    s.units[cato] = (R.POMPEY, "cato", "", "roma")              # Cato in Roma: he wins as his Forum phase ends
    assert s.military_win(R.POMPEY)
    assert military_threat(s.view_for(R.CAESAR), R.POMPEY) == ("now", "cato")
    s.sc = ["caesar", "cato"]                                     # Caesar alive again: he must fall first
    put(s, R.CAESAR, "massilia", "caesar")
    assert military_threat(s.view_for(R.CAESAR), R.POMPEY) == ("fall", "caesar")


def test_a_cards_where_to_notice_goes_once_the_card_is_played_and_covers_no_button():
    """"L. Afranius: click a lit place on the map, or a choice in the panel." stayed after the card
    was played, over the panel's first buttons."""
    s = position(phase="purchase", hands=(("afranius",), ()), markers={"massilia": R.CAESAR, "roma": R.CAESAR})
    put(s, R.CAESAR, "massilia", "legion")
    put(s, R.CAESAR, "roma", "legion")
    host, board = _board(s)
    screen = pygame.Surface((1280, 800))
    spot = next(r for c, r in board.geom["hand"] if c == "afranius")
    board.click_card("afranius", spot.center)
    assert board.sel_card == "afranius" and board.notices, "no notice says where the card goes"
    board.draw(screen)
    box = board.notices[0].box
    assert box is not None and box.collidelist([b.rect for b in board.buttons]) < 0, (box, board.buttons)
    act = next(a for a in board.card_actions("afranius"))
    host.submit(R.CAESAR, act)
    board.draw(screen)
    assert not board.notices, [n.text for n in board.notices]


def test_a_cards_where_to_notice_names_the_panel_only_when_the_panel_lists_a_choice():
    """A leader card with a dozen places said "or a choice in the panel" over a panel that listed
    none of them (they are too many: the map lights them): say only what is true."""
    cities = list(R.CITY)[:12]
    s = position(phase="purchase", hands=(("afranius",), ()), markers={c: R.CAESAR for c in cities})
    for c in cities:
        put(s, R.CAESAR, c, "legion")
    for lang, panel in (("en", "panel"), ("ja", "パネル")):
        _host, board = _board(s, lang=lang)
        spot = next(r for c, r in board.geom["hand"] if c == "afranius")
        board.click_card("afranius", spot.center)
        assert not any(getattr(b.action, "card", None) == "afranius" for b in board.buttons)
        assert board.notices and panel not in board.notices[0].text, [n.text for n in board.notices]
    two = position(phase="purchase", hands=(("afranius",), ()), markers={"massilia": R.CAESAR, "roma": R.CAESAR})
    put(two, R.CAESAR, "massilia", "legion")
    put(two, R.CAESAR, "roma", "legion")
    _host, board = _board(two)
    board.click_card("afranius", next(r for c, r in board.geom["hand"] if c == "afranius").center)
    assert any(getattr(b.action, "card", None) == "afranius" for b in board.buttons)
    assert "panel" in board.notices[0].text, [n.text for n in board.notices]
