"""Wealth's draw and the turn's own draw right after it logged 「リウィアはトークンを1枚引く。」
twice, two identical lines: read by the other seat they are one line, "Livia draws 2 tokens."
(the drawer still reads each token by name)."""
from __future__ import annotations

import random

from games.core.chance import CHANCE
from games.seize_rome import rules as R
from games.seize_rome.moves import Bonus, Draw


def _wealth_used(seed: int):
    """A game played at random until a seat uses Wealth; the state and the seat, or None."""
    s = R.new_game(2, seed, {"expansions": "base"})
    rng = random.Random(seed)
    while not s.is_over():
        seat = s.to_act()[0]
        acts = s.legal_actions(seat)
        use = [a for a in acts if isinstance(a, Bonus) and a.kind == "wealth" and a.use]
        if use:
            s.apply(seat, use[0])
            return s, seat
        s.apply(seat, rng.choice(acts))
    return None


def test_wealth_and_the_turns_draw_log_one_line_for_the_other_seat():
    seen = 0
    for seed in range(1, 40):
        got = _wealth_used(seed)
        if got is None:
            continue
        s, seat = got
        lines, own = [], []
        while s.to_act() == (CHANCE,) and s.phase in ("wealth", "draw"):
            a = s.legal_actions(CHANCE)[0]
            assert isinstance(a, Draw)
            lines.append(a.log(1 - seat))
            own.append(a.log(seat))
            s.apply(CHANCE, a)
        if len(lines) != 2:
            continue
        seen += 1
        said = [m for m in lines if m is not None]
        assert len(said) == 1, lines
        assert said[0].render("en").endswith("draws 2 tokens."), said[0].render("en")
        assert "2枚" in said[0].render("ja"), said[0].render("ja")
        assert all(m is not None and m.key == "seize_rome.log.draw_own" for m in own), own
    assert seen >= 2
