"""Caesar XL: the odds of small battles against exactly computed probabilities, both victories
and the end of turn 14."""
import pytest

from games.caesar_xl.combat import hit_distribution
from games.caesar_xl.rules import Claim, EndPhase
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, battle_odds, position, put


def _battle(silver, attacker, defender, place="brundisium", origin="roma"):
    s = position(silver=silver, phase="march", gold=(0, 0))
    for u in put(s, CAESAR, place, *attacker):
        s.origin[u] = origin
    put(s, POMPEY, place, *defender)
    return s


def _p_attacker_wins(dist):
    return sum(p for k, p in dist.items() if k and all(side == CAESAR for side, _, _ in k))


def test_hit_distribution_is_the_binomial_of_each_units_swords():
    assert hit_distribution([2, 2]) == pytest.approx([4 / 9, 4 / 9, 1 / 9])
    assert hit_distribution([6, 0]) == pytest.approx([0, 1, 0])


def test_standard_legion_against_standard_ally():
    # the ally fires first (1 in 6); if the legion lives it fires (2 in 6): per round the
    # attacker wins 5/18 and loses 3/18, so it wins 5/8 of the time
    dist = battle_odds(_battle(True, ["legion"], ["ally"]))
    assert sum(dist.values()) == pytest.approx(1, abs=1e-9)
    assert _p_attacker_wins(dist) == pytest.approx(5 / 8, abs=1e-9)


def test_veteran_legion_against_standard_legion_silver_and_bronze():
    # Silver: from standard v standard the attacker wins 2/9 / (1 - 4/9) = 2/5; from veteran
    # (hits on 3) P = 1/2 + P(std)/6 + P/3, so P = 17/20. Bronze: a hit kills the veteran: 1/2.
    silver = battle_odds(_battle(True, ["legion:veteran"], ["legion"]))
    assert _p_attacker_wins(silver) == pytest.approx(17 / 20, abs=1e-9)
    bronze = battle_odds(_battle(False, ["legion:veteran"], ["legion"]))
    assert _p_attacker_wins(bronze) == pytest.approx(1 / 2, abs=1e-9)
    # both sides destroyed at once: nobody is left
    assert bronze[()] == pytest.approx((1 / 6) / (2 / 3), abs=1e-9)


def test_two_legions_against_one_militia_area():
    # Gaetuli-sized militia of 1 is not on the map; Britanni has 2 militia of 2 swords (light):
    # they fire first each round, the legions after; computed by the same recursion by hand below
    s = position(phase="march", gold=(0, 0))
    a, b = put(s, CAESAR, "britanni", "legion", "legion")
    s.origin[a] = s.origin[b] = "durocortorum"
    dist = battle_odds(s)
    from functools import lru_cache

    @lru_cache(None)
    def p(legs, mil):
        if mil == 0:
            return 1.0
        if legs == 0:
            return 0.0
        total, stay = 0.0, 0.0
        hm = hit_distribution([2] * mil)
        for h, ph in enumerate(hm):
            left = max(0, legs - h)
            if left == 0:
                continue
            hl = hit_distribution([2] * left)
            for k, pk in enumerate(hl):
                nm = max(0, mil - k)
                if (left, nm) == (legs, mil):
                    stay += ph * pk
                else:
                    total += ph * pk * p(left, nm)
        return total / (1 - stay)
    assert _p_attacker_wins(dist) == pytest.approx(p(2, 2), abs=1e-9)


def test_political_victory_at_a_balance_of_seven():
    s = position(phase="forum", gold=(10, 10), markers={"roma": CAESAR})
    put(s, CAESAR, "roma", "caesar")                                   # +2 Populares
    s.claimed[CAESAR] += ["dictatorship"]                              # +3
    s.forum = ["demands_for_reform"]                                   # +2, claim: Roma and 3 gold
    s.apply(CAESAR, Claim("demands_for_reform"))
    assert s.balance(CAESAR) == 7 and s.gold[CAESAR] == 7
    s.apply(CAESAR, EndPhase())
    out = s.outcome()
    assert out.winners == (CAESAR,) and out.reason.key == "caesar_xl.end.political" and not s.to_act()


def test_no_political_victory_at_six():
    s = position(phase="forum")
    put(s, CAESAR, "roma", "caesar")
    s.claimed[CAESAR] += ["dictatorship", "grain_dole"]
    assert s.balance(CAESAR) == 6
    s.apply(CAESAR, EndPhase())
    assert s.outcome() is None and s.phase == "draw"


def test_military_victory_needs_no_enemy_commander_our_commander_in_roma_and_25_more_gold():
    cities = ["roma", "pergamum", "antiochia", "alexandria", "athenae", "utica", "massilia", "numidia"]
    s = position(phase="forum", markers={c: CAESAR for c in cities})
    s.sc[POMPEY] = None
    put(s, CAESAR, "roma", "caesar")
    assert s.controlled_gold(CAESAR) - s.controlled_gold(POMPEY) >= 25
    s.apply(CAESAR, EndPhase())
    assert s.outcome().winners == (CAESAR,) and s.end_reason == "military"
    alive = position(phase="forum", markers={c: CAESAR for c in cities})
    put(alive, CAESAR, "roma", "caesar")
    put(alive, POMPEY, "creta", "pompey")
    alive.apply(CAESAR, EndPhase())
    assert alive.outcome() is None                                     # Pompey still commands
    away = position(phase="forum", markers={c: CAESAR for c in cities})
    away.sc[POMPEY] = None
    put(away, CAESAR, "athenae", "caesar")
    away.apply(CAESAR, EndPhase())
    assert away.outcome() is None                                      # Caesar is not in Roma


@pytest.mark.parametrize("markers,claimed,winners,reason", [
    ({"roma": POMPEY}, [], (POMPEY,), "gold"),
    ({"roma": POMPEY, "alexandria": CAESAR}, [], (), "draw"),
    ({"roma": POMPEY, "alexandria": CAESAR}, ["dictatorship"], (CAESAR,), "politics"),
])
def test_the_end_of_turn_14(markers, claimed, winners, reason):
    s = position(phase="combat", active=POMPEY, markers=markers)
    s.turn_no = 14
    s.claimed[CAESAR] += claimed
    s.apply(POMPEY, EndPhase())
    out = s.outcome()
    assert out is not None and out.winners == winners and s.end_reason == reason and not s.to_act()


def test_turn_13_goes_on_to_turn_14_with_caesar():
    s = position(phase="combat", active=POMPEY)
    s.turn_no = 13
    s.apply(POMPEY, EndPhase())
    assert s.outcome() is None and (s.turn_no, s.active, s.phase) == (14, CAESAR, "forum")


def test_the_hand_limit_makes_the_player_discard_at_the_end_of_the_turn():
    s = position(phase="combat", active=CAESAR,
                 hands=(["fleet", "siege", "ambush", "revolt", "donations", "treachery"], []))
    s.apply(CAESAR, EndPhase())
    assert s.to_act() == (CAESAR,) and s.todo[0][0] == "discard"
    s.apply(CAESAR, s.legal_actions(CAESAR)[0])
    assert len(s.hands[CAESAR]) == 5 and s.active == POMPEY and s.phase == "forum"
