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
