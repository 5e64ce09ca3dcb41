"""A reason that warns (a province left one space from closing, the Poison its closer takes,
the screen the other seat's Poison could empty) ends with that warning: the next best move's
clause after it ("the ship 4/2 … closes nothing") read as the warning's answer, a non sequitur."""
from __future__ import annotations

import random

from games.core.chance import CHANCE
from games.seize_rome import explain as X
from games.seize_rome.moves import Place
from games.seize_rome.rules import new_game

WARNINGS = ("leaves_one", "screen_risk", "foe_")


def _warned(msg) -> bool:
    return msg.key.startswith(tuple(X.WHY + w for w in WARNINGS))


def test_a_warning_is_not_followed_by_the_next_best_move():
    seen = 0
    for seed in range(1, 5):
        s = new_game(2, seed, {"expansions": "poison"})
        rng = random.Random(seed)
        while not s.is_over() and seen < 400:
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(CHANCE, rng.choice(s.legal_actions(CHANCE)))
                continue
            acts = s.legal_actions(seat)
            if s.phase == "place":
                for a in [a for a in acts if isinstance(a, Place)][:12]:
                    why = X.reason(s, seat, a)
                    inner = why.params.get("what")
                    if why.key in (X.WHY + "with", X.WHY + "just") and inner is not None and _warned(inner):
                        seen += 1
                        assert why.key == X.WHY + "just", (a, why)
            s.apply(seat, rng.choice(acts))
    assert seen > 5


def _msgs(msg):
    """``msg`` and every message inside it."""
    if isinstance(msg, X.Msg):
        yield msg
        for v in msg.params.values():
            yield from _msgs(v)


def test_a_next_best_move_that_closes_nothing_says_what_it_does():
    """"… the laurel 2/2 on the border Numidia-Africa closes nothing" was the whole clause on the
    next best move: it says what that move does instead."""
    from games.seize_rome.tests.test_seize_rome_ac_closes_for_you import NAMES
    from games.seize_rome.tests.test_seize_rome_advice_words import _views
    seen = 0
    for _s, seat, view in _views(30, 4, 40, seed=7):
        for a in [x for x in view.legal_actions(seat) if isinstance(x, Place) and x.toward][:40]:
            for m in _msgs(X.reason(view, seat, a)):
                if m.key == X.WHY + "vs.closes_nothing":
                    en, ja = m.render("en", NAMES), m.render("ja", NAMES)
                    assert not en.endswith("closes nothing") and not ja.endswith("何も閉じない"), (en, ja)
                    seen += 1
    assert seen >= 1, seen
