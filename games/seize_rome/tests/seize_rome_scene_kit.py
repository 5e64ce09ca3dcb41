"""The CAESAR! board's test kit: the pointer moved to a place on the board, and the walk
through a seeded game that holds a token over each legal border space in turn (the
moment the closes box, the space's tooltip and the previewed totals are drawn for)."""
from __future__ import annotations

import random
from collections.abc import Iterator

import pygame


def point(table, pos) -> None:
    """The pointer moved (no button held) to ``pos`` on the board of ``table``."""
    table.board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                                buttons=(0, 0, 0)))


def each_held_border(table, seed: int, turns: int, tokens: int = 1) -> Iterator[tuple[str, str]]:
    """Play ``turns`` decisions of the game on ``table`` by clicks (chosen by a generator
    seeded with ``seed``); at each placement, hold each of the first ``tokens`` tokens of
    the hand (by code) over each legal border space, one at a time, with a frame drawn:
    yields ``(token, border)`` while it is held there. The selection is cleared before the
    placement is played."""
    rng = random.Random(seed)
    b = table.board
    for _ in range(turns):
        table.chance()
        st = table.state
        if not st.to_act():
            return
        seat = st.to_act()[0]
        if st.phase == "place":
            table.face(seat)
            table.host.settle()
            for code in sorted(set(st.hands[seat]))[:tokens]:
                table.click_key(("hand", code))
                for bid in b.legal_borders():
                    point(table, b.border_centre(bid))
                    table.host.draw()
                    yield code, bid
                b.clear_selection()
        table.play_one(rng)
        table.host.settle()


def solo_record(seed: int = 5):
    """A record of Livia (a person) against Auto-Crassus, base game at normal difficulty."""
    from games.core.record import Record
    from games.core.state import SeatInfo
    seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Auto-Crassus", "script", "crassus", "blue")]
    return Record("seize_rome", seats, seed=seed, options={"expansions": "base", "difficulty": "normal"})
