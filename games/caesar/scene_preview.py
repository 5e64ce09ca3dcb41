"""A stand-alone table for the Caesar board: a real engine state behind a
:class:`~games.app.board.SimpleHost`, driven the way the app's GameScene drives a board
(``set_view`` after every action, then ``on_events`` with the events the viewer may see).

Used by the tests and for screenshots::

    python -m games.caesar.scene_preview shot.png [--lang ja] [--seats 3] [--moves 30] [--seed 1]
"""
from __future__ import annotations

import random
import sys
from dataclasses import dataclass

import pygame

from games.app.board import SimpleHost, _Seat
from games.core.actions import events_for

from . import rules as R
from .scene import Board

COLOURS = ("red", "blue", "green", "yellow", "purple")
NAMES = ("Livia", "Marcus", "Octavia", "Brutus", "Cassius")
NAMES_JA = ("リウィア", "マルクス", "オクタウィア", "ブルートゥス", "カッシウス")


@dataclass
class TableHost(SimpleHost):
    """A host that applies actions to ``state`` and feeds the board like the GameScene does."""

    table: "Table | None" = None

    def submit(self, seat: int, action) -> bool:
        self.submitted.append((seat, action))
        if self.table is None:
            return True
        return self.table.apply(seat, action)


class Table:
    """An engine state, a host and a board at ``size``; ``viewer`` is the person at the screen
    (``None`` for the public view); ``follow`` makes the viewer whoever must act (pass-and-play)."""

    def __init__(self, n_seats: int = 3, lang: str = "en", viewer: int | None = 0, size=(1100, 720),
                 speed: float = 1.0, colour_blind: bool = False, follow: bool = False, view_first: bool = True):
        if not pygame.get_init():
            pygame.init()
        self.state = R.new_game(n_seats, 0, {})
        names = NAMES_JA if lang == "ja" else NAMES
        seats = [_Seat(names[i], colour=COLOURS[i]) for i in range(n_seats)]
        self.host = TableHost(seats=seats, lang=lang, settings={"colour_blind": colour_blind}, table=self)
        self.host.anim.speed = speed
        self.viewer = viewer
        self.follow = follow
        self.view_first = view_first
        self.board = Board(self.host)
        self.size = size
        self.surface = pygame.Surface(size)
        self.board.layout(pygame.Rect(0, 0, *size))
        self.refresh()

    def refresh(self) -> None:
        to_act = self.state.to_act()
        if self.follow and to_act:
            self.viewer = to_act[0]
        v = self.viewer
        self.board.set_view(self.state.view_for(v), v, v is not None and v in to_act)

    def apply(self, seat: int, action) -> bool:
        from games.core.errors import IllegalAction
        before = self.state.view_for(self.viewer)
        try:
            events = self.state.apply(seat, action)
        except IllegalAction as exc:
            self.host.refused += 1
            self.host.toast = str(exc)
            return False
        after_viewer = self.viewer
        seen = events_for(events, after_viewer)
        if self.view_first:
            self.refresh()
            self.board.on_events(seat, action, seen, before, self.state.view_for(after_viewer))
        else:
            self.board.on_events(seat, action, seen, before, self.state.view_for(after_viewer))
            self.refresh()
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
        t = 0.0
        while t < seconds:
            self.host.anim.update(dt)
            self.board.update(dt)
            t += dt

    def settle(self) -> None:
        """Finish every animation."""
        self.host.anim.skip()

    def render(self) -> pygame.Surface:
        self.surface.fill((30, 24, 20))
        self.board.draw(self.surface)
        self.host.anim.draw(self.surface)
        return self.surface


def main(argv: list[str]) -> int:
    import argparse
    p = argparse.ArgumentParser()
    p.add_argument("out")
    p.add_argument("--lang", default="en")
    p.add_argument("--seats", type=int, default=3)
    p.add_argument("--moves", type=int, default=30)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--tick", type=float, default=0.0, help="extra seconds of animation before the picture")
    p.add_argument("--viewer", type=int, default=0)
    args = p.parse_args(argv)
    table = Table(args.seats, args.lang, viewer=None if args.viewer < 0 else args.viewer)
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
