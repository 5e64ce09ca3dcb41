"""The board-side picker (games/app/picker.py): a composite choice narrowed field by field."""
from dataclasses import dataclass

import pytest

from games.app.picker import Picker, PickError
from games.core.actions import Action
from games.core.decisions import Decision, DecisionRules, DecisionStack, Options
from games.core.errors import LudiError
from games.core.state import GameState


@dataclass(frozen=True)
class Put(Action):
    token: int
    space: int
    facing: str


@dataclass(frozen=True)
class Pass(Action):
    pass


LEGAL = [Put(1, 5, "n"), Put(1, 5, "e"), Put(1, 6, "n"), Put(2, 6, "n"), Put(2, 7, "s"), Pass()]
FIELDS = ("token", "space", "facing")


def test_values_narrow_field_by_field_in_the_order_of_the_actions():
    p = Picker(LEGAL, FIELDS)
    assert p.next_field() == "token" and p.values() == [1, 2]
    p.pick(2)
    assert p.values() == [6, 7] and p.remaining() == [Put(2, 6, "n"), Put(2, 7, "s")]
    assert p.action() is None
    p.pick(7)
    assert p.action() == Put(2, 7, "s") and p.values() == ["s"]


def test_an_action_without_the_field_is_not_offered_and_drops_out():
    p = Picker(LEGAL, FIELDS)
    assert None not in p.values() and Pass() in p.remaining()
    p.pick(1)
    assert Pass() not in p.remaining()


def test_an_impossible_value_is_refused_and_changes_nothing():
    p = Picker(LEGAL, FIELDS)
    p.pick(1)
    with pytest.raises(PickError) as err:
        p.pick(7)
    assert isinstance(err.value, LudiError) and isinstance(err.value, ValueError)
    assert err.value.msg.key == "core.err.no_such_choice"
    assert p.chosen == {"token": 1} and not p.possible(7) and p.possible(6)
    p.pick(5)
    p.pick("e")
    with pytest.raises(PickError):
        p.pick("n")       # every field chosen


def test_back_and_reset():
    p = Picker(LEGAL, FIELDS)
    p.pick(1)
    p.pick(5)
    p.back()
    assert p.chosen == {"token": 1} and p.next_field() == "space"
    p.back()
    p.back()            # nothing left to take back: no error
    assert p.chosen == {}
    p.pick(2)
    p.reset([Put(3, 1, "w")])
    assert p.chosen == {} and p.values() == [3] and p.action() == Put(3, 1, "w")


def test_forced_fields_are_picked_until_a_real_choice():
    p = Picker([Put(4, 2, "n"), Put(4, 2, "e"), Put(4, 3, "n")], FIELDS)
    assert p.pick_forced() == 1 and p.chosen == {"token": 4} and p.values() == [2, 3]
    p.pick(2)
    assert p.pick_forced() == 0 and p.values() == ["n", "e"]


def test_tuple_items_and_the_class_name_are_fields():
    @dataclass(frozen=True)
    class Select(Action):
        regions: tuple
    p = Picker([Select((1, 1, 2)), Select((1, 2, 3)), Select((2, 2, 2)), Pass()],
               ("class", "regions.0", "regions.1"))
    assert p.values() == ["Select", "Pass"]
    p.pick("Select")
    assert p.values() == [1, 2]
    p.pick(1)
    assert p.values() == [1, 2]


class _OneDecision(DecisionRules, GameState):
    __slots__ = ("decisions",)

    def __init__(self):
        self.n_seats = 1
        self.decisions = DecisionStack().push(Decision((0,), "core.prompt.act", Options(LEGAL[:5]),
                                                       fields=FIELDS))


def test_the_fields_come_from_the_top_decision():
    p = Picker.for_view(_OneDecision(), 0)
    assert p.fields == FIELDS and p.values() == [1, 2]
    assert Picker.for_view(_OneDecision(), 0, ("space",)).values() == [5, 6, 7]


def test_a_caesar_move_is_picked_source_then_target():
    from games.caesar.rules import Ally, Place, Struggle, new_game
    s = new_game(2)
    for sq in range(10):
        s.apply(sq % 2, Place(sq))
    p = Picker.for_view(s.view_for(0), 0)
    assert p.fields == ("src", "dst")
    assert sorted(p.values()) == [0, 2, 4, 6, 8]
    p.pick(0)
    assert sorted(p.values()) == [1, 5]
    p.pick(1)
    assert p.action() == Struggle(0, 1)
    p.back()
    p.pick(5)
    assert p.action() == Struggle(0, 5)
    p.reset()
    p.pick(6)
    assert sorted(p.values()) == [1, 5, 7, 11]
    p.pick(11)                      # a neutral stack: an alliance
    assert p.action() == Ally(6, 11)


def test_an_imperium_selection_is_picked_lowest_region_first():
    from games.imperium.rules import Select, new_game
    p = Picker.for_view(new_game(3, 0, {}).view_for(1), 1)
    assert p.values() == list(range(1, 10))
    p.pick(4)
    assert p.values() == list(range(4, 10))
    p.pick(9)
    assert p.values() == [9] and p.action() == Select((4, 9, 9))


# ----- order-free questions: a dialog of independent buttons -----------------------------------------

@dataclass(frozen=True)
class Ask(Action):
    target: int
    kind: str
    attr: int


ASKS = [Ask(-1, "colour", 0), Ask(1, "colour", 0), Ask(1, "value", 3), Ask(2, "colour", 1), Pass()]


def test_still_possible_answers_for_any_subset_of_the_fields_in_any_order():
    p = Picker(ASKS, ("target", "kind", "attr"))
    assert p.still_possible("target") == [-1, 1, 2]            # nothing chosen: every target
    assert p.still_possible("target", kind="colour", attr=0) == [-1, 1]
    assert p.still_possible("target", attr=0, kind="colour") == [-1, 1]     # order of no matter
    assert p.still_possible("attr", kind="colour", target=2) == [1]
    assert p.still_possible("attr", target=1) == [0, 3]
    assert p.still_possible("kind", target=2) == ["colour"]
    # None means "not chosen"; the field's own chosen value is left out of its question
    assert p.still_possible("target", target=2, kind=None, attr=None) == [-1, 1, 2]
    assert p.still_possible("target", target=2, kind="value") == [1]
    assert p.still_possible("attr", kind="value", target=2) == []  # nothing fits
    # names that are not Python names go in the mapping; keywords add to it
    assert p.still_possible("target", {"class": "Ask", "kind": "value"}) == [1]
    assert p.still_possible("class") == ["Ask", "Pass"]
    assert p.chosen == {}                                          # questions change nothing


def test_allows_and_match_on_any_subset():
    p = Picker(ASKS, ("target", "kind", "attr"))
    assert p.allows(target=1, attr=3) and p.allows() and p.allows(kind=None)
    assert not p.allows(target=2, kind="value") and not p.allows({"class": "Pass"}, target=1)
    assert p.match(attr=3, target=1, kind="value") == Ask(1, "value", 3)
    assert p.match(target=2) == Ask(2, "colour", 1)                # one left is enough
    assert p.match(kind="colour") is None                          # several agree
    assert p.match(target=2, attr=0) is None                       # none agrees
    assert p.match({"class": "Pass"}) == Pass()


def test_order_free_questions_stay_within_the_fields_picked_in_order():
    p = Picker(ASKS, ("target", "kind", "attr"))
    p.pick(1)
    assert p.still_possible("attr") == [0, 3] and p.still_possible("target") == [1]
    assert not p.allows(target=2) and p.match(attr=3) == Ask(1, "value", 3)


@dataclass(frozen=True)
class Lay(Action):
    regions: tuple


LAYS = [Lay((1, 1, 2)), Lay((1, 2, 2)), Lay((2, 3, 3)), Lay((2, 2, 2)), Pass()]


def test_a_tuple_field_read_as_a_bag_is_filled_in_any_order():
    p = Picker(LAYS, ("regions",))
    assert p.joinable("regions", []) == [1, 2, 3]
    assert p.joinable("regions", [2]) == [1, 2, 3]
    assert p.joinable("regions", [2, 1]) == [1, 2] == p.joinable("regions", (1, 2))
    assert p.joinable("regions", [2, 2]) == [1, 2]           # a third 2 only as (2, 2, 2)
    assert p.joinable("regions", [3, 3]) == [2]
    assert p.joinable("regions", [3, 1]) == []               # no action holds both
    assert p.joinable("regions", [1, 1, 2]) == []            # full
    assert p.holding("regions", [2, 1, 1]) == Lay((1, 1, 2)) == p.holding("regions", [1, 2, 1])
    assert p.holding("regions", [3, 2, 3]) == Lay((2, 3, 3))
    assert p.holding("regions", [1, 2]) is None and p.holding("regions", [1, 1, 1]) is None
    assert p.holding("regions", [1, 1, 2, 2]) is None and p.holding("regions", [3, 3]) is None


def test_an_imperium_selection_is_a_bag_of_three_regions():
    from games.imperium.rules import Select, new_game
    p = Picker.for_view(new_game(3, 0, {}).view_for(1), 1, ("regions",))
    assert p.joinable("regions", []) == list(range(1, 10))
    assert p.joinable("regions", [9, 4]) == list(range(1, 10))
    assert p.joinable("regions", [9, 4, 9]) == []
    assert p.holding("regions", [9, 4, 9]) == Select((4, 9, 9))
    assert p.holding("regions", [7, 7, 7]) == Select((7, 7, 7))


def test_the_examples_in_the_picker_docstrings_hold():
    import doctest
    from games.app import picker
    result = doctest.testmod(picker)
    assert result.attempted > 10 and result.failed == 0
