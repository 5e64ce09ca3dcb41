"""Every board narrows a choice of several clicks through the suite's one picker.

Each test opens a board at a choice made in several clicks, checks that a value the
legal actions allow is offered, then replaces one question of
:class:`games.app.picker.Picker` by one that withholds that value: the board must stop
offering it. A board that narrowed the legal actions with its own code would go on
offering it. (Imperium's hand and Catilina's dialogs have the same test in their own
folders: ``test_the_hand_lays_what_the_suite_picker_allows``,
``test_the_dialogs_open_what_the_suite_picker_says``.)
"""
from __future__ import annotations

import dataclasses
import random

import pytest

pygame = pytest.importorskip("pygame")

from games.app.board import SimpleHost  # noqa: E402
from games.app.picker import Picker  # noqa: E402
from games.core.chance import CHANCE, sample  # noqa: E402
from games.core.registry import registered  # noqa: E402


def keys(board, kind):
    """The values of the hotspots of ``kind`` (keys ``(kind, value)``) the board offers."""
    return {s.key[1] for s in board.hotspots if isinstance(s.key, tuple) and len(s.key) == 2 and s.key[0] == kind}


def withholding(monkeypatch, method, field, value):
    """Make ``Picker.<method>`` leave ``value`` out when asked about ``field`` (or, for the
    question without a field, ``values()``, when ``field`` is ``None``)."""
    real = getattr(Picker, method)

    def patched(self, *args, **kw):
        got = real(self, *args, **kw)
        asked = args[0] if args and isinstance(args[0], str) else self.next_field()
        return [v for v in got if not (asked == field and v == value)]
    monkeypatch.setattr(Picker, method, patched)


# ----- Caesar: a move is a source square, then a target ------------------------------------------

def caesar_at_a_move():
    from games.caesar import rules as R
    from games.caesar.scene_preview import Table
    table = Table(2, "en", viewer=0, size=(1100, 720))
    rng = random.Random(4)
    for _ in range(200):
        st = table.state
        if st.phase == R.PHASE_PLAY and 0 in st.to_act() and any(
                isinstance(a, (R.Ally, R.Struggle)) for a in st.legal_actions(0)):
            break
        assert table.random_move(rng)
        table.settle()
    table.refresh()
    return table, R


def test_caesar_sources_and_targets_come_from_the_picker(monkeypatch):
    table, R = caesar_at_a_move()
    moves = [a for a in table.state.legal_actions(0) if isinstance(a, (R.Ally, R.Struggle))]
    src = min(a.src for a in moves)
    assert src in keys(table.board, "src")
    withholding(monkeypatch, "values", "src", src)
    table.board._rebuild()
    assert src not in keys(table.board, "src") and keys(table.board, "src")
    monkeypatch.undo()
    table.board._select(src)
    targets = {a.dst for a in moves if a.src == src}
    offered = keys(table.board, "ally") | keys(table.board, "struggle")
    assert offered == targets
    gone = min(targets)
    real = Picker.remaining
    monkeypatch.setattr(Picker, "remaining",
                        lambda self: [a for a in real(self) if not (self.chosen and a.dst == gone)])
    table.board._rebuild()
    offered = keys(table.board, "ally") | keys(table.board, "struggle")
    assert offered == targets - {gone}


# ----- CAESAR!: a placement is a token, a border space, then the way it faces --------------------

def seize_rome_at_a_placement():
    from games.seize_rome import INFO
    from games.seize_rome import rules as R
    from games.seize_rome.scene import Board
    host = SimpleHost(state=R.new_game(2, 1, {"expansions": "base"}), viewer=0)
    rng = random.Random(1)
    while host.state.to_act() == (CHANCE,):
        host.apply(CHANCE, rng.choice(host.state.legal_actions(CHANCE)))
    seat = host.state.to_act()[0]
    host.viewer = seat
    with registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        board = host.attach(Board(host), (1280, 800))
    host.settle()
    assert host.state.phase == "place"
    return host, board, [a for a in host.state.legal_actions(seat) if isinstance(a, R.Place)]


def test_seize_rome_borders_and_ways_come_from_the_picker(monkeypatch):
    host, board, places = seize_rome_at_a_placement()
    token = places[0].token
    board.select_token(token)
    borders = {a.border for a in places if a.token == token}
    assert keys(board, "border") == borders
    gone = sorted(borders)[0]
    withholding(monkeypatch, "still_possible", "border", gone)
    board._rebuild()
    assert keys(board, "border") == borders - {gone}
    monkeypatch.undo()
    board.select_border(gone)
    ways = [a.toward for a in places if a.token == token and a.border == gone]
    assert sorted(board.towards()) == sorted(ways) and board.preview_action() in places
    withholding(monkeypatch, "still_possible", "toward", board.sel_toward)
    assert board.sel_toward not in board.towards()
    monkeypatch.setattr(Picker, "match", lambda self, *a, **kw: None)
    assert board.preview_action() is None


# ----- Caesar XL: a march is a place, a group there, then where its path ends -----------------------------------

def test_caesar_xl_sources_groups_and_destinations_come_from_the_picker(monkeypatch):
    from games.caesar_xl import INFO
    from games.caesar_xl import rules as R
    from games.caesar_xl.scene import Board
    host = SimpleHost(state=R.new_game(2, 5, {"silver": True}), viewer=0)
    rng = random.Random(5)
    for _ in range(3000):
        st = host.state
        if st.phase == "march" and not st.todo and st.turn_no >= 2 and st.to_act()[0] != CHANCE:
            break
        s = st.to_act()[0]
        if s == CHANCE:
            a = sample(st.chance_outcomes(), rng)
        else:
            acts = st.legal_actions(s)
            ends = [x for x in acts if isinstance(x, R.EndPhase)]
            a = ends[0] if ends and rng.random() < 0.6 else rng.choice(acts)
        assert host.apply(s, a)
    seat = host.state.to_act()[0]
    host.viewer = seat
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        board = host.attach(Board(host), (1280, 800))
    host.settle()
    moves = [a for a in host.state.legal_actions(seat) if isinstance(a, R.Move)]
    where = {m: host.state.units[m.units[0]][3] for m in moves}
    # where a group stands: a field derived from the position, asked of the picker too
    sources = set(where.values())
    assert board.sources() == sources and sources <= board.highlighted()
    gone = sorted(sources)[0]
    withholding(monkeypatch, "values", "from", gone)
    board._legal = None
    assert board.sources() == sources - {gone} and gone not in board.highlighted()
    monkeypatch.undo()
    board._legal = None
    place = where[moves[0]]
    groups = board.groups_at(place)
    assert groups and set(groups) <= {m.units for m in moves if where[m] == place}
    withholding(monkeypatch, "still_possible", "units", groups[0])
    board._legal = None
    assert groups[0] not in board.groups_at(place)
    monkeypatch.undo()
    board._legal = None
    group = moves[0].units
    board.select_group(group)
    ends = {m.path[-1] for m in moves if m.units == group}
    assert set(board.destinations()) == ends
    gone = sorted(ends)[0]
    withholding(monkeypatch, "still_possible", "path.-1", gone)
    board._legal = None                         # the board keeps the destinations per view
    assert set(board.destinations()) == ends - {gone}
    assert gone not in board.highlighted()
