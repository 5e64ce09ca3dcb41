"""Caesar XL's step invariants (``invariants.check_step``, run by ``main.py fuzz``) refuse each
broken transition they are there for, and accept the engine's own."""
import pytest

from games.core.invariants import InvariantError
from games.caesar_xl.invariants import check_step, forced_march_due
from games.caesar_xl.rules import EndPhase, Move
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put


def test_a_forced_march_that_pays_less_than_the_rules_is_refused():
    s = position(phase="march", gold=(10, 0))
    sc, ant = put(s, CAESAR, "rubicon", "caesar", "antonius")
    s.sc_group = frozenset([sc, ant])
    move = Move((sc, ant), ("roma", "brundisium"), False)
    assert forced_march_due(s, CAESAR, move.units) == 1
    after = s.clone()
    after.apply(CAESAR, move)
    check_step(s, CAESAR, move, after)                          # the engine pays 1
    free = after.clone()
    free.gold[CAESAR] = 10                                      # ... a march that paid nothing
    with pytest.raises(InvariantError, match="paid 0 gold"):
        check_step(s, CAESAR, move, free)


def _phase_end(s, before_phase="combat"):
    """``s`` as it was in ``before_phase`` and a copy whose phase has ended (Pompey's Forum next)."""
    s.phase = before_phase
    after = s.clone()
    after.phase, after.active = "forum", POMPEY
    return s, after


def test_a_piece_left_in_an_area_its_side_does_not_hold_is_refused_after_a_phase():
    s = position(gold=(0, 0))
    put(s, CAESAR, "germani", "legion")                         # the barbarians' Germani
    before, after = _phase_end(s)
    with pytest.raises(InvariantError, match="held by the barbarians"):
        check_step(before, CAESAR, EndPhase(), after)
    before, after = _phase_end(s, "march")                      # after the March phase: a battle follows
    after.phase, after.active = "combat", CAESAR
    check_step(before, CAESAR, EndPhase(), after)
    after.conquered["germani"] = CAESAR                         # his own: fine after any phase
    before, after = _phase_end(after)
    check_step(before, CAESAR, EndPhase(), after)


def test_a_conquered_area_without_its_holders_piece_or_marker_is_refused_after_a_phase():
    s = position(gold=(0, 0))
    s.conquered["germani"] = POMPEY
    put(s, CAESAR, "germani", "legion")                         # Pompey's leaders died; Caesar stands there
    before, after = _phase_end(s)
    with pytest.raises(InvariantError, match="neither a piece nor a marker"):
        check_step(before, CAESAR, EndPhase(), after)
    s.markers["germani"] = POMPEY                               # his marker still holds it
    before, after = _phase_end(s, "march")
    check_step(before, CAESAR, EndPhase(), after)


def test_a_unit_placed_in_a_barbarian_area_other_than_by_marching_is_refused():
    from games.caesar_xl.rules import PlayCard
    s = position(active=POMPEY, gold=(0, 0), markers={"lugdunum": POMPEY}, hands=((), ("scipio",)))
    s.conquered["germani"] = POMPEY
    put(s, POMPEY, "germani", "pompey")
    play = PlayCard("scipio", "germani")
    after = s.clone()
    after.apply(POMPEY, play)
    check_step(s, POMPEY, play, after)                          # the engine sends the legions to Lugdunum
    for u, t in list(after.units.items()):
        if t[1] == "legion":
            after.units[u] = t[:3] + ("germani",)               # ... as it once put them in Germani
    with pytest.raises(InvariantError, match="placed in the barbarian area germani"):
        check_step(s, POMPEY, play, after)
