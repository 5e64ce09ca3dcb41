"""Storm at Sea and Cassius: while the storm blows no stack goes by sea (no sea route, no Fleet,
not Cassius's sail), for the computer too, and the board's list of events in force names the storm
on exactly the turns the rule holds (from the draw to the end of the next player turn)."""
from __future__ import annotations

import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.ai import make_player
from games.caesar_xl import components as C
from games.caesar_xl.scene_info import effects_words
from games.caesar_xl.tests.xl_positions import CAESAR, CHANCE, POMPEY, position, put
from games.core.text import tr

STORM_LINE = tr("caesar_xl.ui.effect.storm")


def _by_sea(s, a) -> bool:
    """Whether the march ``a`` crosses the sea: the Fleet (or Cassius), or a sea route first or second."""
    if not isinstance(a, R.Move):
        return False
    if a.fleet:
        return True
    here = s.units[a.units[0]][3]
    for step in a.path:
        if dict(C.ADJ[here]).get(step) == "sea":
            return True
        here = step
    return False


def _cassius_at_brundisium():
    """Pompey in his March phase, Cassius and a legion in Brundisium (coastal, a sea route to
    Dyrrachium), the Fleet card in hand as well."""
    s = position(phase="march", active=POMPEY, hands=([], ["fleet"]))
    c, leg = put(s, POMPEY, "brundisium", "cassius", "legion")
    return s, (c, leg)


def test_cassius_and_the_fleet_sail_when_the_sea_is_open():
    s, group = _cassius_at_brundisium()
    legal = s.legal_actions(POMPEY)
    assert R.Move(group, ("gades",), True) in legal
    assert any(_by_sea(s, a) and not a.fleet for a in legal)


def test_no_sea_move_is_legal_in_the_storm_not_even_with_cassius():
    s, group = _cassius_at_brundisium()
    s.storm = 1
    assert [a for a in s.legal_actions(POMPEY) if _by_sea(s, a)] == []
    with pytest.raises(ValueError):
        s.apply(POMPEY, R.Move(group, ("gades",), True))
    assert s.units[group[0]][3] == "brundisium" and "cassius" not in s.used


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_computer_marches_no_stack_by_sea_in_the_storm(level):
    s, group = _cassius_at_brundisium()
    s.storm = 1
    player = make_player(level, 3)
    steps = 0
    for _ in range(40):                                     # the whole March phase, step by step
        if s.phase != "march" or s.to_act() != (POMPEY,):
            break
        steps += 1
        a = player.choose(s.view_for(POMPEY), POMPEY)
        assert not _by_sea(s, a), f"the computer went by sea in the storm: {a}"
        s.apply(POMPEY, a)
    else:
        pytest.fail("the computer's March phase did not end within 40 steps")
    assert steps > 0, "the computer never had the move"


def _listed(s) -> bool:
    """Whether the board's list of events in force names the storm."""
    return STORM_LINE in effects_words(tr, s.view_for(CAESAR), lambda seat: f"seat {seat}")


def _until(s, cond, what: str, cap: int = 200) -> None:
    """Play on (every seat ends its phase or takes its first option, chance its first outcome)
    until ``cond(s)``, checking at each step that the list and the rule agree."""
    for _ in range(cap):
        assert _listed(s) == s.sea_closed(), f"the list and the rule disagree at {s.turn_no} {s.active} {s.phase}"
        if cond(s):
            return
        seat = s.to_act()[0]
        if seat == CHANCE:
            a = s.chance_outcomes()[0][0]
        else:
            legal = s.legal_actions(seat)
            a = R.EndPhase() if R.EndPhase() in legal else legal[0]
        s.apply(seat, a)
    pytest.fail(f"never reached: {what}")


def test_the_storm_lasts_to_the_end_of_the_next_player_turn_and_the_list_says_so():
    s = position(phase="forum", active=CAESAR, markers={"massilia": CAESAR, "athenae": POMPEY})
    put(s, CAESAR, "massilia", "legion")
    put(s, POMPEY, "athenae", "legion")
    s.apply(CAESAR, R.EndPhase())                            # into the Draw phase: the storm comes up
    assert s.to_act() == (CHANCE,)
    s.apply(CHANCE, R.DrawCard(CAESAR, "storm_at_sea"))
    assert s.sea_closed() and _listed(s)
    _until(s, lambda s: s.active == CAESAR and s.phase == "march", "Caesar's March phase")
    assert s.sea_closed()
    _until(s, lambda s: s.active == POMPEY and s.phase == "march", "Pompey's March phase")
    assert s.sea_closed()
    _until(s, lambda s: s.active == CAESAR and s.phase == "forum", "Caesar's next turn")
    assert not s.sea_closed() and not _listed(s)
