"""Catilina: a computer's question says what it was meant to learn.

Every question's public reason read the same sentence ("the table can only put it at 0 to 6 …
6 of the red cards could still be conspirators …"), never why the seat asked. With one
conspirator of each colour, a question for a colour is meant to narrow which of its cards is
the conspirator (the values that colour may add to the sum), one for a value the colours whose
conspirator could have it: the reason names them, from what the table knows.
"""
from __future__ import annotations

from games.catilina import explain_words as W
from games.catilina.rules import Ask, new_game, value_of

NAMES = ["Livia", "Marcus", "Julia"]


def _goal(view, ask: Ask):
    why = W.public_words(view, ask)
    assert why is not None
    return why.params["what"].params["goal"]


def test_a_colour_question_names_the_values_its_conspirator_may_still_have():
    s = new_game(3, 0, {})
    seat = s.to_act()[0]
    view = s.view_for(seat)
    target = (seat + 1) % 3
    goal = _goal(view, Ask(target, "colour", 0))
    assert goal.key == "catilina.why.pub_goal_colour_any", goal      # (nothing known yet)
    en = W.public_words(view, Ask(target, "colour", 0)).render("en", NAMES)
    assert "which red card is the conspirator (it could still be any of them)" in en, en
    assert "0 to 6" not in en, en
    ja = W.public_words(view, Ask(target, "colour", 0)).render("ja", NAMES)
    assert "赤の陰謀者がどれか" in ja, ja


def test_a_value_question_names_the_colours_whose_conspirator_could_have_it():
    s = new_game(3, 0, {})
    seat = s.to_act()[0]
    view = s.view_for(seat)
    goal = _goal(view, Ask(-1, "value", 6))
    assert goal.key == "catilina.why.pub_goal_value_any" and goal.params["v"] == 6, goal
    assert "colours whose conspirator could be a 6 (it could still be any colour)" in goal.render("en", NAMES)


def test_the_reasons_of_different_questions_differ_in_what_they_seek():
    """Over a game's questions, the goal is not one sentence with the colour swapped."""
    import random
    s = new_game(3, 2, {})
    rng = random.Random(2)
    goals = set()
    for _ in range(40):
        if s.outcome() is not None:
            break
        seat = s.to_act()[0]
        acts = s.legal_actions(seat)
        asks = [a for a in acts if isinstance(a, Ask)]
        if asks and s.phase == "ask":
            a = rng.choice(asks)
            goals.add(_goal(s.view_for(seat), a).key)
            s.apply(seat, a)
        else:
            s.apply(seat, rng.choice([a for a in acts if type(a).__name__ != "Accuse"] or acts))
    assert {"catilina.why.pub_goal_colour", "catilina.why.pub_goal_value"} & goals, goals
    assert value_of(0) == 1
