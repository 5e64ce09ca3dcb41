"""The struggle on screen (``games/caesar/board``): the sums the panel writes while the totals
count up, and the last-move marker on a player panel after a struggle."""
from __future__ import annotations

import random
import re

from games.app.scenes.game_marker import dot_corner
from games.caesar import rules as R
from games.caesar.scene_preview import Table
from games.caesar.tests.test_caesar_scene import play_until

SUM = re.compile(r"^(\d+) \+ (\d+)(?: = (\d+))?$")


def test_every_frame_of_the_count_shows_a_true_sum():
    """「1 + 9 = 2」「2 + 5 = 3」 were read while the totals counted up: a sum is written with
    its total only once the count has reached it, at every frame of the reveal."""
    table = Table(2, "ja", viewer=0, size=(1280, 800))
    assert play_until(table, random.Random(4), lambda s: s.phase == R.PHASE_STRUGGLE and all(
        s.committed[x] is None for x in s.struggle[:2]))
    board = table.board
    drawn: list[str] = []
    draw = board.texts.draw

    def spy(surface, text, *a, **k):
        drawn.append(text)
        return draw(surface, text, *a, **k)
    board.texts.draw = spy
    a, d = table.state.struggle[:2]
    for seat in (a, d):
        table.apply(seat, next(c for c in table.state.legal_actions(seat) if c.card != R.FLAG))
        for _ in range(60):
            table.tick(0.03, dt=0.03)
            table.render()
    sums = [m.groups() for m in map(SUM.match, drawn) if m]
    totals = [(int(x), int(y), int(t)) for x, y, t in sums if t is not None]
    assert totals and all(x + y == t for x, y, t in totals), totals
    assert any(t is None for *_, t in sums), "no frame of the count was drawn"


def test_a_panel_marked_as_the_last_move_has_no_stray_dot():
    """A small dot sat at the top left of Livia's panel after struggles: the last-move marker
    of her card, whose outline lies on the panel's own border. A panel is outlined without a
    dot; a square marked keeps its dot."""
    table = Table(2, "en", viewer=0, size=(1280, 800))
    table.render()
    board = table.board
    clear = board.marker_clear_of()
    for seat in range(2):
        box = board.rect_of(f"panel:{seat}").inflate(6, 6)
        assert dot_corner(box, clear) is None, seat
    for sq in (0, 12, 24):
        assert dot_corner(board.rect_of(f"square:{sq}").inflate(6, 6), clear) is not None, sq
