"""What the games' explain tests share: the reasons of a computer of every level for one
position, each checked to render in both languages with no missing key and to say nothing
untrue of the board.

>>> # for level, action, why in checked_reasons(players, view, seat, explain, untrue, "caesar.why"):
"""
from __future__ import annotations

from typing import Any, Callable, Iterator

from games.core.text import Msg

NAMES = ["Livia", "Marcus", "Julia", "Gaius", "Tullia"]


def checked_reasons(players: dict, view: Any, seat: int, explain: Any,
                    untrue: Callable[[Any, int, Any, Msg], list[str]], prefix: str) -> Iterator[tuple[str, Any, Msg]]:
    """For each ``level: player`` of ``players``: its move from ``view`` and the reason
    ``explain`` gives, after checking that it renders in English and Japanese with no key left
    (``prefix``: the game's reason keys) and that ``untrue`` finds nothing false in it."""
    for level, player in players.items():
        action = player.choose(view, seat)
        why = explain.reason(view, seat, action)
        for lang in ("en", "ja"):
            text = why.render(lang, names=NAMES)
            assert text and prefix not in text and "{" not in text, (level, action, text)
        wrong = untrue(view, seat, action, why)
        assert not wrong, (level, action, wrong)
        yield level, action, why
