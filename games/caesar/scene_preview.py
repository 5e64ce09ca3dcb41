"""A stand-alone table for the Caesar board: a real engine state behind the kit's
:class:`~games.app.board.SimpleHost`, which drives the board the way the app's GameScene does
(``set_view`` after every action, then ``on_events`` with the events the viewer may see).

Used by the tests and for screenshots::

    python -m games.caesar.scene_preview shot.png [--lang ja] [--seats 3] [--moves 30] [--seed 1]
"""
from __future__ import annotations

import argparse
import random
import sys

import pygame

from games.app.board import HostSeat, SimpleHost
from games.app.board.playback import apply_and_play
from games.core.errors import IllegalAction

from . import rules as R
from .board import Board

COLOURS = ("red", "blue", "green", "yellow", "purple")
NAMES = ("Livia", "Marcus", "Octavia", "Brutus", "Cassius")
NAMES_JA = ("リウィア", "マルクス", "オクタウィア", "ブルートゥス", "カッシウス")


class Table:
    """An engine state, the kit's :class:`SimpleHost` and a board at ``size``; ``viewer`` is
    the person at the screen (``None`` for the public view); ``follow`` makes the viewer
    whoever must act (pass-and-play). ``view_first`` (the GameScene's order) gives the board
    the new view before the events; without it the events come first."""

    def __init__(self, n_seats: int = 3, lang: str = "en", viewer: int | None = 0, size=(1100, 720),
                 speed: float = 1.0, colour_blind: bool = False, follow: bool = False, view_first: bool = True):
        if not pygame.get_init():
            pygame.init()
        names = NAMES_JA if lang == "ja" else NAMES
        seats = [HostSeat(names[i], colour=COLOURS[i]) for i in range(n_seats)]
        self.host = SimpleHost(seats=seats, lang=lang, settings={"colour_blind": colour_blind},
                               state=R.new_game(n_seats, 0, {}), viewer=viewer, follow=follow)
        self.host.anim.speed = speed
        self.view_first = view_first
        self.size = tuple(size)
        self.board = self.host.attach(Board(self.host), self.size)

    @property
    def state(self):
        return self.host.state

    @property
    def viewer(self):
        return self.host.viewer

    @property
    def surface(self) -> pygame.Surface:
        return self.host.surface

    def refresh(self) -> None:
        self.host.refresh()

    def apply(self, seat: int, action) -> bool:
        if self.view_first:
            return self.host.apply(seat, action)
        # the events first, then the new view
        try:
            apply_and_play(self.state, self.board, seat, action, self.viewer, set_view=self.refresh,
                           view_first=False)
        except IllegalAction as exc:
            self.host.refused += 1
            self.host.toast = self.host.render(exc.msg)
            return False
        return True

    def random_move(self, rng: random.Random) -> bool:
        """One random legal action of a seat that must act; False once the game is over."""
        to_act = self.state.to_act()
        if not to_act:
            return False
        seat = to_act[0]
        legal = self.state.legal_actions(seat)
        # prefer struggles a little, so games show them
        fights = [a for a in legal if isinstance(a, R.Struggle)]
        action = rng.choice(fights) if fights and rng.random() < 0.5 else rng.choice(legal)
        return self.apply(seat, action)

    def tick(self, seconds: float, dt: float = 1 / 30) -> None:
        """Let animations run for ``seconds``."""
        self.host.tick(seconds, dt)

    def settle(self) -> None:
        """Finish every animation."""
        self.host.settle()

    def render(self) -> pygame.Surface:
        return self.host.draw()


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("out")
    p.add_argument("--lang", default="en")
    p.add_argument("--seats", type=int, default=3)
    p.add_argument("--moves", type=int, default=30)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--tick", type=float, default=0.0, help="extra seconds of animation before the picture")
    p.add_argument("--viewer", type=int, default=0)
    p.add_argument("--size", default="1100x720")
    args = p.parse_args(argv)
    size = tuple(int(x) for x in args.size.lower().split("x"))
    table = Table(args.seats, args.lang, viewer=None if args.viewer < 0 else args.viewer, size=size)
    rng = random.Random(args.seed)
    for _ in range(args.moves):
        if not table.random_move(rng):
            break
        table.settle()
    if args.tick > 0:
        table.tick(args.tick)
    pygame.image.save(table.render(), args.out)
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main(sys.argv[1:]))
