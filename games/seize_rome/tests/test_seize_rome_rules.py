"""CAESAR! (Seize Rome): the rule text's worked examples as explicit positions, every bonus,
the expansions, both ways the game ends, and a golden count of legal actions."""
import dataclasses
import random

import pytest

from games.core.chance import CHANCE
from games.core.conformance import check_random_game
from games.core.errors import IllegalAction
from games.core.registry import registered
from games.seize_rome import EXPANSIONS, INFO
from games.seize_rome.rules import (CAESAR, POMPEY, influence_tokens, Bonus, Draw, Flip, Place, PoisonPick, SetAside,
                                    TakeCenturion, expansion_flags, new_game)
from games.seize_rome.topology import load_topology

TOPO = load_topology()


# ----- helpers: explicit positions -------------------------------------------------------
def position(expansions="base", turn=CAESAR, hands=None, bonuses=None):
    """A fresh game with the active seat, the screens and the bonus tokens as given."""
    s = new_game(2, 0, {"expansions": expansions})
    s.turn = turn
    if hands is not None:
        for seat, hand in enumerate(hands):
            if hand is None:
                continue
            for t in s.hands[seat]:
                s.bags[seat].put(t)
            s.hands[seat] = []
            for t in hand:
                if not influence_tokens()[t].centurion:
                    s.bags[seat].draw(t)
                s.hands[seat].append(t)
            s.hands[seat].sort()
    for pid, kind in (bonuses or {}).items():
        s.bonuses[pid] = kind
    return s


def put(s, seat, border, token, toward=None, face_down=False):
    """Lay a token on the map directly (as if placed earlier; nothing closes)."""
    b = TOPO.border(border)
    s.tokens[border] = (seat, token, toward or b.provinces[0], face_down, False)


def fill_but_one(s, pid, owner, last):
    """Every border of ``pid`` but ``last`` gets a 6/0 token of ``owner`` facing ``pid``."""
    for bid in TOPO.province(pid).borders:
        if bid != last:
            put(s, owner, bid, TOPO.border(bid).icon + "60", pid)


def play(s, seat, action):
    return s.apply(seat, action)


def draw_any(s):
    """Let chance draw the first token of the list (the end-of-turn draw)."""
    assert s.to_act() == (CHANCE,)
    return s.apply(CHANCE, s.legal_actions(CHANCE)[0])


def back_to(s, seat):
    """Hand the turn to ``seat`` (skipping the other's turn in an explicit position)."""
    s.turn = seat
    s.phase = s.stage = "place"


# ----- the worked examples of the rule text ------------------------------------------------
def test_example_caesar_5_1_gives_sicilia_5_and_sardinia_1():
    s = position(hands=[["ship51", "sword60"], None])
    play(s, CAESAR, Place("ship51", "b07", "sicilia"))
    assert s.influence("sicilia") == (5, 0) and s.influence("sardinia") == (1, 0)
    # the other way round is the other legal orientation
    s2 = position(hands=[["ship51", "sword60"], None])
    play(s2, CAESAR, Place("ship51", "b07", "sardinia"))
    assert s2.influence("sicilia") == (1, 0) and s2.influence("sardinia") == (5, 0)


def test_example_pompey_3_3_closes_achaia_caesar_controls_8_to_4_pompey_takes_tactics():
    s = position(turn=POMPEY, hands=[None, ["shield33", "laurel40"]], bonuses={"achaia": "tactics"})
    put(s, CAESAR, "b15", "ship60", "achaia")            # Italia-Achaia: 6 to Achaia
    put(s, CAESAR, "b21", "sword42", "macedonia")        # Achaia-Macedonia: 2 to Achaia
    put(s, POMPEY, "b19", "ship51", "africa")            # Africa-Achaia: 1 to Achaia
    events = play(s, POMPEY, Place("shield33", "b22", "achaia"))
    closed = [e for e in events if type(e).__name__ == "Closed"]
    assert [(e.province, e.influence, e.controller) for e in closed] == [("achaia", (8, 4), CAESAR)]
    assert s.spaces["achaia"] == ((CAESAR, True),) and s.markers == [11, 12]
    assert s.pending == (("tactics", "achaia", False),) and s.to_act() == (POMPEY,)
    assert set(s.legal_actions(POMPEY)) == {Bonus("tactics", "achaia", True), Bonus("tactics", "achaia", False)}
    play(s, POMPEY, Bonus("tactics", "achaia", True))
    draw_any(s)
    assert s.turn == POMPEY and s.phase == "place", "Tactics: Pompey plays again"
    assert s.prompt(POMPEY).key == "seize_rome.prompt.place"


def test_example_pompey_5_1_closes_asia_and_covers_caesars_token_towards_syria():
    s = position(turn=POMPEY, hands=[None, ["shield51", "ship60"]])
    put(s, POMPEY, "b29", "sword60", "syria")
    put(s, CAESAR, "b30", "shield42", "syria")           # Caesar's token between Asia and Syria
    s.closed.add("syria")
    s.spaces["syria"] = ((POMPEY, True),)
    s.markers[POMPEY] -= 1
    put(s, POMPEY, "b28", "ship33", "aegyptus")
    events = play(s, POMPEY, Place("shield51", "b27", "asia"))
    assert s.influence("asia") == (2, 8) and s.controller("asia") == POMPEY
    assert s.covers == {"b30": (POMPEY, True)}, "the border marker covers Caesar's token"
    assert s.tokens["b30"][0] == CAESAR
    assert "token:b30" not in s.might_targets(POMPEY), "a covered token cannot be turned by Might"
    wheres = [e.where for e in events if type(e).__name__ == "MarkerPlaced"]
    assert wheres == ["province:asia:0", "border:b30"]
    assert s.markers[POMPEY] == 12 - 3


def _close_senate(s, seat, pid, controls):
    """``seat`` closes ``pid`` (holding a Senate bonus); it goes to ``seat`` or to the other."""
    owner = seat if controls else 1 - seat
    last = TOPO.province(pid).borders[-1]
    fill_but_one(s, pid, owner, last)
    s.bonuses[pid] = "senate"
    token = TOPO.border(last).icon + "33"
    s.hands[seat].append(token)
    s.hands[seat].sort()
    back_to(s, seat)
    play(s, seat, Place(token, last, TOPO.border(last).provinces[0]))
    assert s.controller(pid) == owner
    play(s, seat, Bonus("senate", pid, True))


def test_example_senate_one_marker_then_none_then_three():
    s = position(hands=[[], []])
    _close_senate(s, CAESAR, "syria", controls=True)
    assert (s.senates[CAESAR], s.under_senate[CAESAR], s.markers[CAESAR]) == (1, 1, 10)
    _close_senate(s, CAESAR, "gallia_cisalpina", controls=False)
    assert (s.senates[CAESAR], s.under_senate[CAESAR], s.markers[CAESAR]) == (2, 1, 10)
    _close_senate(s, CAESAR, "hispania_ulterior", controls=True)
    assert (s.senates[CAESAR], s.under_senate[CAESAR], s.markers[CAESAR]) == (3, 4, 6)


# ----- closing, control, Italia, border markers -----------------------------------------------
def test_a_tie_leaves_the_space_empty():
    s = position(hands=[["sword33"], None], bonuses={"syria": "might"})
    put(s, POMPEY, "b30", "shield33", "syria")
    play(s, CAESAR, Place("sword33", "b29", "aegyptus"))
    assert "syria" in s.closed and s.spaces["syria"] == (None,) and s.markers == [12, 12]
    assert s.pending == (("might", "syria", False),), "the closer takes the bonus even on a tie"


def test_italia_gives_its_controller_a_second_marker():
    s = position(hands=[["ship60"], None])
    fill_but_one(s, "italia", CAESAR, "b17")
    play(s, CAESAR, Place("ship60", "b17", "italia"))
    assert s.spaces["italia"] == ((CAESAR, True), (CAESAR, True)) and s.markers[CAESAR] == 10
    assert s.pending == (("senate", "italia", False),)
    play(s, CAESAR, Bonus("senate", "italia", True))
    assert s.under_senate[CAESAR] == 1 and s.markers[CAESAR] == 9


def test_the_last_marker_under_a_senate_is_counted_there():
    s = position(hands=[["ship60"], None])
    fill_but_one(s, "italia", CAESAR, "b17")
    s.markers[CAESAR] = 3                  # two go into Italia, the last under the Senate
    play(s, CAESAR, Place("ship60", "b17", "italia"))
    play(s, CAESAR, Bonus("senate", "italia", True))
    assert s.winner == CAESAR and s.markers[CAESAR] == 0 and s.under_senate[CAESAR] == 1


def test_one_token_closes_two_provinces_the_closer_takes_both_bonuses_markers_active_first():
    # b30 (Asia-Syria) is the last open space of both
    s = position(turn=POMPEY, hands=[None, ["shield51"]], bonuses={"asia": "wealth", "syria": "might"})
    put(s, CAESAR, "b27", "shield60", "asia")
    put(s, CAESAR, "b28", "ship60", "asia")
    put(s, POMPEY, "b29", "sword60", "syria")
    events = play(s, POMPEY, Place("shield51", "b30", "syria"))
    assert s.closed == {"asia", "syria"}
    assert s.controller("asia") == CAESAR and s.controller("syria") == POMPEY
    wheres = [(e.seat, e.where) for e in events if type(e).__name__ == "MarkerPlaced"]
    assert wheres == [(POMPEY, "province:syria:0"), (CAESAR, "province:asia:0")], "the active player first"
    taken = [e for e in events if type(e).__name__ == "BonusesTaken"]
    assert taken[0].seat == POMPEY and taken[0].kinds == ("wealth", "might")
    # the closer chooses the order in which to use or discard them
    assert set(s.legal_actions(POMPEY)) == {Bonus("wealth", "asia", True), Bonus("wealth", "asia", False),
                                            Bonus("might", "syria", True), Bonus("might", "syria", False)}


def test_border_markers_for_both_players_active_first():
    # Caesar's token closes Gallia (his) and Hispania Citerior (Pompey's) at b03;
    # Sardinia is Caesar's, Hispania Ulterior Pompey's
    s = position(hands=[["sword33"], None])
    for pid, seat in (("sardinia", CAESAR), ("hispania_ulterior", POMPEY)):
        s.closed.add(pid)
        s.spaces[pid] = ((seat, True),)
        s.markers[seat] -= 1
    put(s, CAESAR, "b06", "shield60", "gallia")
    put(s, CAESAR, "b09", "sword60", "gallia")
    put(s, POMPEY, "b01", "shield60", "hispania_citerior")
    events = play(s, CAESAR, Place("sword33", "b03", "hispania_citerior"))
    assert s.controller("gallia") == CAESAR and s.controller("hispania_citerior") == POMPEY
    borders = [(e.seat, e.where) for e in events if type(e).__name__ == "MarkerPlaced" and "border" in e.where]
    assert borders == [(CAESAR, "border:b06"), (POMPEY, "border:b01")]


def test_a_face_down_control_marker_blocks_the_border_marker():
    s = position(hands=[["shield33"], None])
    s.closed.add("syria")
    s.spaces["syria"] = ((CAESAR, False),)               # turned face down by Might
    put(s, CAESAR, "b30", "shield60", "asia")
    put(s, CAESAR, "b28", "ship60", "asia")
    play(s, CAESAR, Place("shield33", "b27", "creta"))
    assert s.controller("asia") == CAESAR and s.covers == {}


# ----- the bonuses --------------------------------------------------------------------
def test_two_tactics_at_once_give_one_extra_turn():
    s = position(turn=POMPEY, hands=[None, ["shield33"]], bonuses={"asia": "tactics", "syria": "tactics"})
    put(s, CAESAR, "b27", "shield60", "asia")
    put(s, CAESAR, "b28", "ship60", "asia")
    put(s, POMPEY, "b29", "sword60", "syria")
    play(s, POMPEY, Place("shield33", "b30", "asia"))
    play(s, POMPEY, Bonus("tactics", "asia", True))
    play(s, POMPEY, Bonus("tactics", "syria", True))
    draw_any(s)
    assert s.turn == POMPEY
    s.hands[POMPEY] = ["laurel40"]
    play(s, POMPEY, Place("laurel40", "b01", "hispania_ulterior"))
    draw_any(s)
    assert s.turn == CAESAR, "only one extra turn"


def test_wealth_draws_one_now_and_the_usual_one_at_the_end():
    s = position(hands=[["sword33", "ship60"], None], bonuses={"syria": "wealth"})
    put(s, POMPEY, "b30", "shield60", "asia")
    play(s, CAESAR, Place("sword33", "b29", "aegyptus"))
    play(s, CAESAR, Bonus("wealth", "syria", True))
    assert s.to_act() == (CHANCE,) and s.phase == "wealth"
    events = s.apply(CHANCE, Draw(CAESAR, "laurel22"))
    assert "laurel22" in s.hands[CAESAR] and len(s.hands[CAESAR]) == 2
    assert any(type(e).__name__ == "TokenSeen" and e.visible_to == (CAESAR,) for e in events)
    draw_any(s)
    assert len(s.hands[CAESAR]) == 3 and s.turn == POMPEY


def test_might_turns_an_enemy_token_to_0_0_for_open_provinces_only():
    s = position(hands=[["sword33"], None], bonuses={"syria": "might"})
    put(s, POMPEY, "b30", "shield60", "syria")
    put(s, POMPEY, "b27", "shield60", "asia")              # Asia stays open
    play(s, CAESAR, Place("sword33", "b29", "aegyptus"))
    assert s.controller("syria") == POMPEY
    play(s, CAESAR, Bonus("might", "syria", True))
    targets = set(s.legal_actions(CAESAR))
    assert Flip("token:b30") in targets and Flip("token:b27") in targets and Flip("marker:syria:0") in targets
    assert Flip("token:b29") not in targets, "never one's own token"
    play(s, CAESAR, Flip("token:b27"))
    assert s.influence("asia") == (0, 0), "a face-down token counts 0/0"
    # turning a token of a closed province changes nothing there
    s2 = position(hands=[["sword33"], None], bonuses={"syria": "might"})
    put(s2, POMPEY, "b30", "shield60", "syria")
    play(s2, CAESAR, Place("sword33", "b29", "aegyptus"))
    play(s2, CAESAR, Bonus("might", "syria", True))
    play(s2, CAESAR, Flip("token:b30"))
    assert s2.controller("syria") == POMPEY and s2.spaces["syria"] == ((POMPEY, True),)
    with pytest.raises(IllegalAction):
        s2.apply(CAESAR, Flip("token:b30"))


def test_a_closed_province_keeps_the_tallies_it_closed_with():
    """The influences a province closed with stay in the state (and every view) when Might
    later turns one of its tokens face down: what the board shows of a closed province."""
    s = position(hands=[["sword33"], None], bonuses={"syria": "might"})
    put(s, POMPEY, "b30", "shield60", "syria")
    assert s.tallies == {}
    play(s, CAESAR, Place("sword33", "b29", "aegyptus"))
    closed_with = s.influence("syria")
    assert s.tallies == {"syria": closed_with} and closed_with[POMPEY] > 0
    play(s, CAESAR, Bonus("might", "syria", True))
    play(s, CAESAR, Flip("token:b30"))
    assert s.influence("syria") != closed_with, "the face-down token counts 0/0 now"
    assert s.tallies == {"syria": closed_with}, "the closing tallies stay as they closed"
    for seat in (CAESAR, POMPEY, None):
        assert s.view_for(seat).tallies == {"syria": closed_with}
    c = s.clone()
    c.tallies["asia"] = (1, 1)
    assert "asia" not in s.tallies, "a clone has its own tallies"


def test_might_without_a_target_can_only_be_discarded():
    s = position(hands=[["sword33"], None], bonuses={"syria": "might"})
    put(s, CAESAR, "b30", "shield60", "syria")
    play(s, CAESAR, Place("sword33", "b29", "aegyptus"))
    assert s.legal_actions(CAESAR) == [Bonus("might", "syria", False)]
    with pytest.raises(IllegalAction) as exc:
        s.apply(CAESAR, Bonus("might", "syria", True))
    assert exc.value.msg.key == "seize_rome.err.bonus"


def test_a_discarded_bonus_does_nothing():
    s = position(hands=[["sword33"], None], bonuses={"syria": "senate"})
    put(s, CAESAR, "b30", "shield60", "syria")
    play(s, CAESAR, Place("sword33", "b29", "aegyptus"))
    play(s, CAESAR, Bonus("senate", "syria", False))
    assert s.senates == [0, 0] and s.markers[CAESAR] == 11 and s.phase == "draw"


# ----- the end ----------------------------------------------------------------------
def test_placing_the_last_marker_wins_at_once():
    s = position(hands=[["sword33"], None], bonuses={"syria": "tactics"})
    s.markers[CAESAR] = 1
    put(s, CAESAR, "b30", "shield60", "syria")
    events = play(s, CAESAR, Place("sword33", "b29", "aegyptus"))
    assert s.to_act() == () and s.outcome().winners == (CAESAR,)
    assert s.outcome().reason.key == "seize_rome.end.marker"
    assert s.pending == (("tactics", "syria", False),), "the rest of the sequence is not played"
    assert type(events[-1]).__name__ == "GameEnded"


def test_the_last_marker_under_a_senate_token_wins():
    s = position(hands=[["sword33"], None], bonuses={"syria": "senate"})
    s.markers[CAESAR] = 2
    put(s, CAESAR, "b30", "shield60", "syria")
    play(s, CAESAR, Place("sword33", "b29", "aegyptus"))
    assert s.markers[CAESAR] == 1 and not s.is_over()
    play(s, CAESAR, Bonus("senate", "syria", True))
    assert s.outcome().winners == (CAESAR,) and s.markers[CAESAR] == 0


def test_a_player_who_cannot_place_at_the_start_of_the_turn_loses():
    s = position(hands=[["laurel40"], ["sword60"]])
    for b in TOPO.borders:
        if b.icon == "sword":
            put(s, CAESAR, b.id, "sword33")
    s.bags[POMPEY] = type(s.bags[POMPEY])()               # nothing to draw
    play(s, CAESAR, Place("laurel40", "b02", "hispania_ulterior"))
    draw_any(s)
    assert s.outcome().winners == (CAESAR,) and s.outcome().reason.key == "seize_rome.end.stuck"


# ----- the expansions ---------------------------------------------------------------------
def test_setups_of_every_option_set():
    for exp in EXPANSIONS:
        poison, centurion, border = expansion_flags(exp)
        assert not border or poison or centurion, "Border Control only with Poison or Centurion"
        s = new_game(2, 3, {"expansions": exp})
        assert s.bonuses["italia"] == "senate" and all(s.bonuses[p] for p in TOPO.province_ids)
        out = 3 * (poison + centurion)
        assert (len(s.set_aside), len(s.removed)) == ((out, 0) if border else (0, out))
        assert [len(h) for h in s.hands] == [3, 3] if poison else [2, 2]
        assert [len(b) for b in s.bags] == [16 - len(s.hands[0])] * 2
        assert s.beside == ([["c_laurel33", "c_shield_or_ship44", "c_sword70"]] * 2 if centurion else [[], []])
        placed = sorted(s.bonuses.values()) + sorted(s.removed) + s.set_aside.tokens()
        assert sorted(placed).count("senate") == 6 and len(placed) == 18 + out


def test_poison_returns_a_random_token_shown_to_both_and_an_empty_screen_loses():
    s = position("poison", hands=[["sword33", "ship60"], ["laurel22", "ship51"]], bonuses={"syria": "poison"})
    put(s, CAESAR, "b30", "shield60", "syria")
    play(s, CAESAR, Place("sword33", "b29", "aegyptus"))
    play(s, CAESAR, Bonus("poison", "syria", True))
    assert s.to_act() == (CHANCE,)
    assert s.chance_outcomes() == [(PoisonPick(POMPEY, "laurel22"), 0.5), (PoisonPick(POMPEY, "ship51"), 0.5)]
    events = s.apply(CHANCE, PoisonPick(POMPEY, "ship51"))
    shown = [e for e in events if type(e).__name__ == "Poisoned"][0]
    assert shown.token == "ship51" and shown.chance and not shown.reveals and shown.audience is None
    assert s.hands[POMPEY] == ["laurel22"] and s.bags[POMPEY].count("ship51") == 1
    # Pompey now has one token; poisoned again with an empty bag, he starts his turn with none
    s2 = position("poison", hands=[["sword33"], ["ship51"]], bonuses={"syria": "poison"})
    s2.bags[POMPEY] = type(s2.bags[POMPEY])()
    s2.bags[CAESAR] = type(s2.bags[CAESAR])()
    put(s2, CAESAR, "b30", "shield60", "syria")
    play(s2, CAESAR, Place("sword33", "b29", "aegyptus"))
    play(s2, CAESAR, Bonus("poison", "syria", True))
    s2.apply(CHANCE, PoisonPick(POMPEY, "ship51"))
    assert s2.outcome().winners == (CAESAR,) and s2.outcome().reason.key == "seize_rome.end.empty"


def test_centurion_takes_a_token_instead_of_the_draw():
    s = position("centurion", hands=[["sword33", "ship60"], None], bonuses={"syria": "centurion"})
    put(s, CAESAR, "b30", "shield60", "syria")
    play(s, CAESAR, Place("sword33", "b29", "aegyptus"))
    play(s, CAESAR, Bonus("centurion", "syria", True))
    assert set(s.legal_actions(CAESAR)) == {TakeCenturion(c) for c in ("c_laurel33", "c_sword70",
                                                                           "c_shield_or_ship44")}
    bag = len(s.bags[CAESAR])
    play(s, CAESAR, TakeCenturion("c_shield_or_ship44"))
    assert s.turn == POMPEY and len(s.bags[CAESAR]) == bag, "no draw this turn"
    assert s.hands[CAESAR] == ["c_shield_or_ship44", "ship60"]
    assert s.beside[CAESAR] == ["c_laurel33", "c_sword70"]
    # the Centurion 4/4 fits shield and ship spaces, not sword; the other seat sees it behind the screen
    back_to(s, CAESAR)
    legal = s.legal_actions(CAESAR)
    assert Place("c_shield_or_ship44", "b01", "hispania_ulterior") in legal      # shield
    assert Place("c_shield_or_ship44", "b02", "hispania_ulterior") in legal      # ship
    assert Place("c_shield_or_ship44", "b03", "hispania_citerior") not in legal  # sword
    assert s.view_for(POMPEY).hands[CAESAR] == ["c_shield_or_ship44", "?"]


def test_poison_and_centurion_together_a_poisoned_centurion_goes_into_its_owners_bag():
    """RULINGS (CAESAR!, turn 3): a Centurion token picked by Poison goes into its owner's bag
    and may be drawn from it later like any token (unseen by the other player once drawn)."""
    from games.core.conformance import check_secrecy
    s = position("poison_centurion", hands=[["sword33"], ["c_sword70", "ship51"]], bonuses={"syria": "poison"})
    s.beside[POMPEY].remove("c_sword70")
    put(s, CAESAR, "b30", "shield60", "syria")
    play(s, CAESAR, Place("sword33", "b29", "aegyptus"))
    play(s, CAESAR, Bonus("poison", "syria", True))
    bag = len(s.bags[POMPEY])
    assert s.view_for(CAESAR).hands[POMPEY] == ["c_sword70", "?"]       # taken in sight of both
    s.apply(CHANCE, PoisonPick(POMPEY, "c_sword70"))
    assert s.hands[POMPEY] == ["ship51"] and len(s.bags[POMPEY]) == bag + 1
    assert s.bags[POMPEY].count("c_sword70") == 1
    assert s.beside[POMPEY] == ["c_laurel33", "c_shield_or_ship44"]
    assert len(s.removed) == 6
    draw_any(s)                                                          # Caesar's draw
    assert s.turn == POMPEY
    play(s, POMPEY, Place("ship51", "b07", "sicilia"))
    assert (Draw(POMPEY, "c_sword70"), 1 / len(s.bags[POMPEY])) in s.chance_outcomes()
    s.apply(CHANCE, Draw(POMPEY, "c_sword70"))
    assert s.hands[POMPEY] == ["c_sword70"] and s.bags[POMPEY].count("c_sword70") == 0
    # drawn from the bag unseen: Caesar does not know which token is behind Pompey's screen
    assert s.view_for(CAESAR).hands[POMPEY] == ["?"]
    assert "c_sword70" in s.view_for(CAESAR).unseen[POMPEY]
    for k in range(20):
        check_secrecy(s, CAESAR, random.Random(k))
    # placed face up, it is in sight again
    back_to(s, POMPEY)
    play(s, POMPEY, Place("c_sword70", "b03", "gallia"))
    assert "c_sword70" not in s.view_for(CAESAR).unseen[POMPEY]


@pytest.mark.parametrize("exp", ["poison_border", "centurion_border", "all"])
def test_border_control_face_down_takes_a_set_aside_bonus_and_exerts_no_influence(exp):
    s = position(exp, hands=[["sword60", "ship33"], None])
    s.set_aside = type(s.set_aside)(["tactics"])
    assert Place("ship33", "b11", "") in s.legal_actions(CAESAR), "any token may go face down"
    assert Place("ship33", "b12", "") not in s.legal_actions(CAESAR), "only on a double ring"
    play(s, CAESAR, Place("sword60", "b11", ""))
    assert s.to_act() == (CHANCE,) and s.chance_outcomes() == [(SetAside("tactics"), 1.0)]
    s.apply(CHANCE, SetAside("tactics"))
    assert s.legal_actions(CAESAR) == [Bonus("tactics", "", True)], "resolved, not discarded"
    play(s, CAESAR, Bonus("tactics", "", True))
    assert s.influence("numidia") == (0, 0) and s.influence("africa") == (0, 0)
    assert s.view_for(POMPEY).tokens["b11"] == (CAESAR, "?", "", True, True)
    draw_any(s)
    assert s.turn == CAESAR, "the set-aside Tactics gave an extra turn"
    assert Place("ship33", "b06", "") not in s.legal_actions(CAESAR), "no set-aside token left"


def test_no_face_down_without_border_control():
    s = position("poison", hands=[["sword60"], None])
    with pytest.raises(IllegalAction) as exc:
        s.apply(CAESAR, Place("sword60", "b11", ""))
    assert exc.value.msg.key == "seize_rome.err.no_face_down"


def test_illegal_placements_say_why_and_change_nothing():
    s = position(hands=[["sword51", "laurel22"], ["ship60"]])
    cases = {Place("ship60", "b03", "gallia"): "no_token",
             Place("sword51", "b99", "gallia"): "no_space",
             Place("sword51", "b01", "hispania_ulterior"): "icon",
             Place("sword51", "b03", "italia"): "toward",
             Place("laurel22", "b03", "gallia"): "symmetric"}
    put(s, POMPEY, "b05", "sword60")
    cases[Place("sword51", "b05", "mauritania")] = "taken"
    before = (dict(s.tokens), list(s.hands[0]))
    for action, why in cases.items():
        with pytest.raises(IllegalAction) as exc:
            s.apply(CAESAR, action)
        assert exc.value.msg.key == f"seize_rome.err.{why}", action
        assert exc.value.msg.render("ja") != exc.value.msg.key
    assert (dict(s.tokens), list(s.hands[0])) == before
    assert Place("laurel22", "b03", "hispania_citerior") in s.legal_actions(CAESAR)


# ----- views, conformance, golden count ----------------------------------------------------
def test_views_hide_the_other_screen_and_bag_but_keep_counts():
    s = new_game(2, 5, {"expansions": "base"})
    v = s.view_for(CAESAR)
    assert v.hands[CAESAR] == s.hands[CAESAR] and v.hands[POMPEY] == ["?", "?"]
    assert len(v.bags[POMPEY]) == 14 and v.bags[POMPEY].kinds() == ["?"]
    assert sorted(v.unseen[POMPEY]) == sorted(s.hands[POMPEY] + s.bags[POMPEY].tokens())
    d = v.determinize(CAESAR, random.Random(1))
    assert len(d.hands[POMPEY]) == 2 and "?" not in d.hands[POMPEY]


def test_a_centurion_token_laid_face_down_is_not_told_by_the_screen():
    """Border Control: whether the face-down token was a Centurion token or not, the other
    seat sees the same screen (it saw the Centurion taken, not which token went down)."""
    seen = []
    for code in ("c_sword70", "ship33"):
        s = position("centurion_border", hands=[["ship33", "sword51"], None])
        s.beside[CAESAR].remove("c_sword70")
        s.hands[CAESAR] = sorted(s.hands[CAESAR] + ["c_sword70"])
        play(s, CAESAR, Place(code, "b06", ""))
        v = s.view_for(POMPEY)
        seen.append((v.hands[CAESAR], v.unseen[CAESAR]))
        d = v.determinize(POMPEY, random.Random(3))
        assert not any(influence_tokens()[c].centurion for c in d.bags[CAESAR].tokens()), "a Centurion token in the bag"
    assert seen[0] == seen[1] and seen[0][0] == ["?", "?"]


def _perft(s, depth):
    if depth == 0 or not s.to_act():
        return 1
    seat = s.to_act()[0]
    total = 0
    for a in s.legal_actions(seat):
        c = s.clone()
        c.apply_trusted(seat, a)
        total += _perft(c, depth - 1)
    return total


def test_golden_count_of_legal_actions():
    s = new_game(2, 7, {"expansions": "all"})
    assert (s.hands, s.beside[0]) == ([["laurel31", "ship42", "sword51"], ["laurel22", "shield42", "ship42"]],
                                      ["c_laurel33", "c_shield_or_ship44", "c_sword70"])
    assert [len(s.legal_actions(CAESAR))] == [GOLDEN[0]]
    assert [_perft(s, d) for d in (1, 2, 3)] == GOLDEN


#: placements (100 turned ways + 9 face down), then draws or set-aside bonuses, then Pompey
GOLDEN = [109, 1245, 91845]


def test_random_games_of_every_option_set_conform():
    with registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        for i, exp in enumerate(EXPANSIONS):
            check_random_game("seize_rome", 2, i, {"expansions": exp}, deep=(i == 0))


def test_the_log_of_a_whole_game_keeps_each_screen_secret():
    from games.core.record import Record
    from games.core.session import Session
    from games.core.state import SeatInfo
    with registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        rec = Record("seize_rome", [SeatInfo("Caesar"), SeatInfo("Pompey")], 3, {"expansions": "all"})
        ses = Session(rec)
        rng = random.Random(3)
        while True:
            ses.run_automatic()
            if ses.state.is_over():
                break
            seat = ses.state.to_act()[0]
            ses.act(seat, rng.choice(ses.state.legal_actions(seat)))
        logs = {v: {} for v in (0, 1)}
        for v in (0, 1):
            for e in ses.log(v):
                for lang in ("en", "ja"):
                    text = e.msg.render(lang, ["Caesar", "Pompey"])
                    assert "{" not in text and not text.startswith("seize_rome."), text
                logs[v].setdefault(e.index, []).append(e.msg.render("en", ["Caesar", "Pompey"]))
        draws = downs = 0
        for i, (s, a) in enumerate(rec.actions, 1):
            if s == CHANCE and isinstance(a, Draw):
                draws += 1
                name = ("Caesar", "Pompey")[a.seat]
                assert logs[1 - a.seat][i][0] == f"{name} draws a token."
                assert logs[a.seat][i] != logs[1 - a.seat][i]
            if s != CHANCE and isinstance(a, Place) and not a.toward:
                downs += 1
                assert all(influence_tokens()[a.token].icon not in line for line in logs[1 - s][i])
        assert draws > 10 and downs > 0


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_log_names_a_placed_token_as_the_reasons_do(lang):
    """The log names a token placed as the reasons, the advice and the rest of the screen do:
    "the shield 5/1 on the border Asia–Syria, with 5 toward Syria" (its values as written on
    it, then the province its higher value faces), never "a shield token 5 Syria / 1 Asia".
    Auto-Crassus's placements too."""
    from games.core.text import tr
    from games.seize_rome import explain as X
    from games.seize_rome import rules as R
    tok = next(t for t in R.influence_tokens().values() if t.hi != t.lo and not t.centurion)
    border = next(b for b in R.TOPO.borders if b.icon in tok.fits)
    a, b = border.provinces
    toward = tr(f"seize_rome.province.{a}", lang)
    place = R.Place(tok.code, border.id, a)
    said_place = place.msg(0).render(lang, ["Livia", "Marcus"])
    crassus = R.CrassusPlace(tok.code, border.id, a, 5, b).msg(1).render(lang, ["Livia", "Marcus"])
    named = X.what(R.new_game(2, 0, {}), 0, place).render(lang)
    for said in (said_place, crassus):
        said = said.replace("\u00a0", " ").replace("\u2060", "")    # as read: no-break space, word joiner
        assert named.replace("\u00a0", " ").replace("\u2060", "") in said, (said, named)
        assert tok.msg().render(lang) in said and f"{tok.hi}/{tok.lo}" in said, said
        if lang == "en":
            assert f"with {tok.hi} toward {toward}" in said, said
        else:
            assert f"{tok.hi}を{toward}側へ向けて" in said, said


def test_a_loaded_save_has_the_closing_tallies(tmp_path, monkeypatch):
    """The closing tallies come back with a saved game (it is replayed), so a loaded board
    shows each closed province's score as it closed."""
    from games.core.players import RandomPlayer
    from games.core.record import Record
    from games.core.saves import load_record, save_record
    from games.core.session import Session
    from games.core.state import SeatInfo
    monkeypatch.setenv("LUDI_ROMANI_HOME", str(tmp_path))
    record = Record("seize_rome", [SeatInfo("A", "human", None, "red"), SeatInfo("B", "human", None, "blue")], 5)
    session = Session(record)
    players = [RandomPlayer(1), RandomPlayer(2)]
    while len(session.state.closed) < 3 and not session.state.is_over():
        seat = session.state.to_act()[0]
        session.act(seat, players[seat].choose(session.state.view_for(seat), seat) if seat >= 0
                    else session.state.legal_actions(seat)[0])
    assert len(session.state.tallies) >= 3
    save_record(record, tmp_path / "game.json")
    again = Session(load_record(tmp_path / "game.json"))
    assert again.state.tallies == session.state.tallies
