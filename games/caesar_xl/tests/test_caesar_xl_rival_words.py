"""Caesar XL's reasons set a move only against an alternative a player would weigh: another march
of the same stack that does something, another way to spend the gold, ending the phase; never
"marching 1 unit to Vercellae" of another stack as the next best to a battle won."""
from games.caesar_xl import components as C
from games.caesar_xl.explain import _rival, reason
from games.caesar_xl.rules import EndPhase, Move, Muster, PlayCard, Recruit
from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put

NAMES = ["Livia", "Marcus"]


def _two_stacks():
    """Caesar holds every city but Salonae and Alexandria: a legion in Aquileia can take Salonae,
    fight the Illyrii, or march on to a city of his own; another legion in Massilia can take Burdigala."""
    markers = {c.id: CAESAR for c in C.TOPO.cities}
    markers.update(salonae=POMPEY, burdigala=POMPEY, alexandria=POMPEY)
    s = position(phase="march", gold=(0, 0), markers=markers)
    here = put(s, CAESAR, "aquileia", "legion")[0]
    there = put(s, CAESAR, "massilia", "legion")[0]
    put(s, CAESAR, "utica", "caesar")
    put(s, POMPEY, "alexandria", "pompey")
    return s, here, there


def _march(view, unit, dest):
    return next(m for m in view.legal_actions(CAESAR) if isinstance(m, Move) and m.units == (unit,)
                and m.path[-1] == dest)


def test_a_march_is_set_only_against_marches_of_the_same_stack_that_do_something():
    s, here, there = _two_stacks()
    view = s.view_for(CAESAR)
    take = _march(view, here, "salonae")
    assert _rival(view, CAESAR, take, _march(view, here, "illyrii"))           # same stack, a battle
    assert not _rival(view, CAESAR, take, _march(view, there, "burdigala"))   # another stack, takes a city
    assert not _rival(view, CAESAR, take, _march(view, here, "rubicon"))      # a march that does nothing said
    assert not _rival(view, CAESAR, take, EndPhase())
    assert _rival(view, CAESAR, EndPhase(), take)
    assert not _rival(view, CAESAR, EndPhase(), _march(view, here, "rubicon"))


def test_spending_is_set_against_spending_and_ending_the_phase():
    s, _, _ = _two_stacks()
    view = s.view_for(CAESAR)
    recruit = Recruit("legion", "aquileia")
    assert _rival(view, CAESAR, recruit, PlayCard("donations", "")) and _rival(view, CAESAR, recruit, EndPhase())


def test_the_stack_chosen_to_march_is_not_compared_with_another_stack_s_march():
    # seen: "this group does better than force-marching 1 unit to Roma"
    s, here, there = _two_stacks()
    put(s, CAESAR, "aquileia", "legion", "ally")
    view = s.view_for(CAESAR)
    muster = Muster("aquileia")
    assert muster in view.legal_actions(CAESAR)
    said = reason(view, CAESAR, muster).render("en", NAMES)
    assert "does better than" not in said and "marching" not in said, said
