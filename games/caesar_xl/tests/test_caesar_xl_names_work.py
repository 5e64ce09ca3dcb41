"""When the Caesar XL board places its names: once a frame, its key's words translated once
per language, and a march's names searched once, for where the march leaves the stacks (the
standing while it is under way keeps the names where they were), giving the spots a search
made at once gives.

(The animating board spent a quarter of its frames' time on the names: they were asked for
twice a frame, the words of about sixty names translated each time, and each stack lifted
off its place and each landing searched afresh in one frame.)
"""
from __future__ import annotations

import dataclasses

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_name_work import NameWork
from games.caesar_xl.scene_paint import stacks_at
from games.caesar_xl.tests.test_caesar_xl_turn import _forced_march_board
from games.caesar_xl.tests.xl_positions import position, put
from games.core.registry import registered


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


def _at_rest(host, board) -> None:
    """Draw until the names are placed for the stacks standing now (no draft, no work left)."""
    for _ in range(500):
        host.draw()
        if board.work_done() and not board.painter.names_draft:
            return
        host.tick(1 / 30)
    raise AssertionError("the names were still a draft after 500 frames")


def test_a_march_searches_the_names_once_for_where_it_lands(monkeypatch):
    host, board, units, move = _forced_march_board()
    _at_rest(host, board)
    searched, asked, most = [], [0], [0]
    real_search, real_spots = NameWork._search_names, NameWork.label_spots

    def search(self, keys, stood, *rest, **kw):
        searched.append((tuple(sorted(stood.items())), board.before is not None))
        return real_search(self, keys, stood, *rest, **kw)

    def spots(self, *args, **kw):
        asked[0] += 1
        return real_spots(self, *args, **kw)
    monkeypatch.setattr(NameWork, "_search_names", search)
    monkeypatch.setattr(NameWork, "label_spots", spots)
    assert host.apply(R.CAESAR, move)
    for _ in range(2000):
        asked[0] = 0
        host.draw()
        most[0] = max(most[0], asked[0])
        if not board.busy():
            break
        host.tick(1 / 30)
    else:
        raise AssertionError("the march did not end in 2000 frames")
    host.draw()
    dest = move.path[-1]
    landed = stacks_at(board.stacks())
    assert landed.get(dest) == (1, 3) and "massilia" not in landed
    # once, while the march was under way (not for the stack lifted off Massilia, nor at its landing)
    assert searched == [(tuple(sorted(landed.items())), True)], searched
    assert most[0] == 1, f"the names were asked for {most[0]} times in one frame"
    drawn = {k: tuple(r) for r, k in board.painter.name_rects}
    monkeypatch.setattr(NameWork, "label_spots", real_spots)
    fresh = SimpleHost(state=host.state, lang="en", viewer=R.CAESAR)     # the same stacks, placed at once
    other = fresh.attach(Board(fresh), (1280, 800))
    other.painter.draft_work = None
    keys = {c.id: c.name_key for c in other.painter.topo.cities} | {a.id: a.name_key for a in other.painter.topo.areas}
    at_once = {keys[p]: tuple(sp.rect) for p, sp in other.painter.label_spots(stacks_at(other.stacks())).items()}
    assert drawn == at_once


def test_the_names_words_are_translated_once_per_language():
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    _at_rest(host, board)
    p = board.painter
    names = {c.name_key for c in p.topo.cities} | {a.name_key for a in p.topo.areas}
    asked: list[str] = []
    real = p.tr
    p.tr = lambda key: asked.append(key) or real(key)
    stood = stacks_at(board.stacks())
    first = p.label_spots(stood)
    assert p.label_spots(stood) == first
    assert not names & set(asked), sorted(names & set(asked))[:5]
    host.lang = "ja"
    p.label_spots(stood)
    assert names <= set(asked)


def test_a_search_ahead_takes_a_share_of_a_frames_budget():
    """The search ahead has the whole march to end in: a frame gives it a third of the
    budget of the work spread over frames (at least a step), not all of it."""
    from games.caesar_xl.scene_name_work import AHEAD_SHARE, Paced
    from games.core.budget import Budget, SteppingClock, use_clock
    done: list[int] = []

    def steps():
        for i in range(100):
            done.append(i)
            yield
    work = Paced(steps())
    with use_clock(SteppingClock(0.001)):
        assert not work.step(Budget(0.030))
        assert 1 <= len(done) <= 0.030 * AHEAD_SHARE / 0.001 + 1, len(done)
        while not work.step(Budget(0.030)):
            assert len(done) < 100
    assert len(done) == 100


def test_a_second_board_in_the_same_fonts_finds_its_names_written():
    """A replay opened from a game (a board of its own) wrote every name again in its first
    frame: the pictures of the names are shared by the boards in the same fonts."""
    import pygame

    from games.app.board import Texts
    from games.app.fonts import default_fonts
    from games.caesar_xl.scene_paint import BoardPainter
    from games.core.text import tr

    def painter():
        p = BoardPainter(Texts(default_fonts()), lambda key: tr(key, "en"))
        p.layout(pygame.Rect(0, 0, 973, 716))
        return p
    first, second = painter(), painter()
    names = [c.name_key for c in first.topo.cities] + [a.name_key for a in first.topo.areas]
    for key in names:
        first._name_images(key)
    rendered: list[str] = []
    real = second.texts.render
    second.texts.render = lambda text, *args, **kw: rendered.append(text) or real(text, *args, **kw)
    for key in names:
        second._name_images(key)
    assert not rendered, rendered[:5]


def test_stacks_moved_with_no_march_keep_the_names_until_the_search_over_frames_ends(monkeypatch):
    """Stacks that moved at the same zoom with no march (speed off, a battle's losses, a load)
    had their names searched whole inside one frame (over 100 ms of a computers' game): the
    frame now draws the names where they were, the search runs over the next frames, and
    its end gives the spots a search made at once gives."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    _at_rest(host, board)
    before = {k: tuple(r) for r, k in board.painter.name_rects}
    steps: list[str] = []
    real_search = NameWork._search_names

    def search(self, *args, **kw):
        for _ in real_search(self, *args, **kw):
            steps.append("step")
            yield
        steps.append("end")
    monkeypatch.setattr(NameWork, "_search_names", search)
    put(s, R.CAESAR, "aquileia", "legion", "ally", "antonius")       # (a load: no march)
    host.refresh()
    host.draw()
    assert board.before is None and "end" not in steps, f"one frame ran the whole search ({len(steps)} steps)"
    assert board.painter.names_draft
    assert {k: tuple(r) for r, k in board.painter.name_rects} == before
    _at_rest(host, board)
    assert steps and steps[-1] == "end"
    drawn = {k: tuple(r) for r, k in board.painter.name_rects}
    monkeypatch.setattr(NameWork, "_search_names", real_search)
    fresh = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    other = fresh.attach(Board(fresh), (1280, 800))
    other.painter.draft_work = None
    keys = {c.id: c.name_key for c in other.painter.topo.cities} | {a.id: a.name_key for a in other.painter.topo.areas}
    at_once = {keys[p]: tuple(sp.rect) for p, sp in other.painter.label_spots(stacks_at(other.stacks())).items()}
    assert drawn == at_once, sorted(set(drawn.items()) ^ set(at_once.items()))
    assert drawn != before
