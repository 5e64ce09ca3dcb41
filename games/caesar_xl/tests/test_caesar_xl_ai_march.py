"""Caesar XL's general in the March phase: the hard level's plans of two marches (concentration), and
both levels coping with a legal list of marches for any group of units along every path."""
from itertools import combinations

import pytest

from games.caesar_xl import ai
from games.caesar_xl.ai import make_player, march_candidates
from games.caesar_xl.rules import Leave, Move, Muster, State
from games.caesar_xl.tests.test_caesar_xl_ai import _play_phase
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put

pytestmark = pytest.mark.usefixtures("no_time_cap")


def _two_single_legions_beside_vercellae():
    """Two standard legions hold Vercellae (Pompey's); one Caesarian legion stands in Massilia and one
    in Aquileia, both next to it: either alone is likely to lose, the two together are even."""
    s = position(phase="march", gold=(0, 0), markers={"vercellae": POMPEY, "massilia": CAESAR, "aquileia": CAESAR})
    put(s, POMPEY, "vercellae", "legion", "legion")
    a = put(s, CAESAR, "massilia", "legion")[0]
    b = put(s, CAESAR, "aquileia", "legion")[0]
    put(s, CAESAR, "utica", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    return s, a, b


def test_the_hard_general_attacks_with_two_stacks_that_would_not_attack_alone():
    s, a, b = _two_single_legions_beside_vercellae()
    _play_phase(s, CAESAR, make_player("hard", 7))
    assert s.units[a][3] == "vercellae" and s.units[b][3] == "vercellae"


def test_one_march_at_a_time_would_not_attack_there():
    # the same position judged one march at a time (no plan): neither legion attacks (this is what
    # the plan of two marches changes, and what the test above would see if the plan were broken)
    s, a, b = _two_single_legions_beside_vercellae()
    p = make_player("hard", 7)
    p.plan_first = 0
    _play_phase(s, CAESAR, p)
    assert s.units[a][3] != "vercellae" and s.units[b][3] != "vercellae"


def _every_group(orig):
    """``State._move_options`` as the rules may become: every group of unmoved units of a place
    along every path that the stack (or a unit) may take."""
    def options(self, seat):
        out = orig(self, seat)
        extra = []
        for m in out:
            if not isinstance(m, Move):        # a Muster: the groups it would choose are listed here
                continue
            us = [u for u, t in sorted(self.units.items())
                  if t[0] == seat and t[3] == self.units[m.units[0]][3] and u not in self.moved]
            if len(m.units) != len(us) or m.fleet:
                continue
            for k in range(2, len(us)):
                for g in combinations(us, k):
                    if self.enter_ok(seat, g, m.path[-1]) and self.gold[seat] >= self.march_cost(seat, g, m.path):
                        extra.append(Move(g, m.path, False))
        return out + extra
    return options


def test_a_long_legal_list_is_cut_to_a_few_groups_and_decided_quickly(monkeypatch):
    """Quickly in work, not in seconds: the decision judges a few positions per group kept, far
    fewer than one per listed march (judging them all took ten times as many; ``main.py bench``
    measures the decisions' processor time)."""
    monkeypatch.setattr(State, "_move_options", _every_group(State._move_options))
    s = position(phase="march", gold=(12, 12), markers={"massilia": CAESAR, "vercellae": POMPEY})
    put(s, CAESAR, "massilia", "legion:veteran", "legion", "legion", "ally", "ally", "caesar", "antonius")
    put(s, POMPEY, "vercellae", "legion", "legion")
    put(s, POMPEY, "alexandria", "pompey")
    view = s.view_for(CAESAR)
    legal = view.legal_actions(CAESAR)
    cut = march_candidates(view, CAESAR, legal)
    moves = [a for a in legal if isinstance(a, Move)]
    kept = [a for a in cut if isinstance(a, Move)]
    assert len(moves) > 1000 and len(kept) < len(moves) // 10
    # per place: the whole stack, one unit of each kind alone (the rules list one of each kind and
    # grade: veteran legion, legion, ally, Caesar, Antonius), the combat units without leaders, all
    # but the weakest
    assert len({tuple(sorted(a.units)) for a in kept}) == 1 + 5 + 1 + 1
    judged = [0]
    real = ai.evaluate

    def counting(*args, **kw):
        judged[0] += 1
        return real(*args, **kw)
    monkeypatch.setattr(ai, "evaluate", counting)
    for level in ("normal", "hard"):
        judged[0] = 0
        a = make_player(level, 3).choose(view, CAESAR)
        assert 0 < judged[0] < len(moves) // 4, level
        assert a in legal           # one of the listed actions (the engine itself lists fewer groups)


def _garrison_stays_in_massilia():
    """Three legions and an ally hold Massilia (no alliance marker: the city is held by the units
    in it); two Pompeian legions hold Vercellae (3 gold) next door. The three legions win there
    without the ally, and the ally keeps Massilia (3 gold): all but the weakest unit should march,
    a group the rules let a player muster unit by unit (the whole stack would give up Massilia and
    owe supply in Vercellae; one or two legions marching alone are likely to lose)."""
    s = position(phase="march", gold=(0, 0), markers={"vercellae": POMPEY})
    legions = put(s, CAESAR, "massilia", "legion:veteran", "legion:veteran", "legion")
    ally = put(s, CAESAR, "massilia", "ally")[0]
    put(s, POMPEY, "vercellae", "legion", "legion")
    put(s, CAESAR, "utica", "caesar", "legion", "legion")
    put(s, POMPEY, "alexandria", "pompey", "legion")
    return s, legions, ally


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_general_musters_a_group_that_leaves_a_garrison(level):
    s, legions, ally = _garrison_stays_in_massilia()
    assert not any(isinstance(a, Move) and sorted(a.units) == sorted(legions)
                   for a in s.legal_actions(CAESAR))        # the group is no march the rules list at once
    taken = _play_phase(s, CAESAR, make_player(level, 5))
    assert Muster("massilia") in taken and any(isinstance(a, Leave) and a.unit == ally for a in taken)
    assert all(s.units[u][3] == "vercellae" for u in legions) and s.units[ally][3] == "massilia"
