"""The gold rings of the places to click stand under the pieces, the leaders' tags and the
names (drawn over everything, a ring cut "Caesar" to "aesar" on a spread stack's tag and crossed
the name of a city just recruited in), and a spread stack keeps off the other places' symbols
(spread in a row at Rubicon it hid Salonae and the Illyrii's marker)."""
from __future__ import annotations

import pygame
import pytest

from games.app.board import SimpleHost
from games.app.draw import ROMAN, mix
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_turn import SEATS, _play_until
from games.core.record import Record
from games.core.session import Session


def _rubicon_spread(lang, size):
    """Livia's Purchase on turn 1 with two legions recruited at Rubicon (a stack of five led by
    Caesar), the pointer on the stack: it spreads out."""
    session = Session(Record("caesar_xl", SEATS, seed=3, options={"silver": True}))
    _play_until(session, lambda st: st.phase == "purchase" and st.active == R.CAESAR)
    for _ in range(2):
        session.act(R.CAESAR, next(a for a in session.state.legal_actions(R.CAESAR)
                                   if isinstance(a, R.Recruit) and a.place == "rubicon" and a.kind == "legion"))
    host = SimpleHost(state=session.state, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    host.draw()
    at = tuple(round(c) for c in board.painter.screen_point("rubicon"))
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
    host.draw()
    assert board.hover_place == "rubicon" and "rubicon" in board.drawn_highlight
    return host, board


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(973, 716), (760, 616)])
def test_no_ring_is_drawn_over_a_leaders_tag(lang, size):
    host, board = _rubicon_spread(lang, size)
    ring = mix(ROMAN["gold"], ROMAN["white"], 0.5)
    tags = list(board.painter.tag_rects)
    assert tags, "no leader's tag drawn"
    surface = host.surface
    for rect, label in tags:
        inner = rect.inflate(-2, -2)
        seen = {tuple(surface.get_at((x, y)))[:3] for x in range(inner.left, inner.right)
                for y in range(inner.top, inner.bottom)}
        assert tuple(ring) not in seen, f"a ring is drawn over the tag {label!r}"


@pytest.mark.parametrize("size, lang", [((1280, 800), "en"), ((1000, 700), "ja"),
                                        pytest.param((1280, 800), "ja", marks=pytest.mark.long),
                                        pytest.param((1000, 700), "en", marks=pytest.mark.long)])
def test_a_spread_stack_keeps_off_the_other_places_symbols(home, monkeypatch, lang, size):
    from games.core.state import SeatInfo
    from tests.app_kit import make_app, pump, pump_until
    seats = [SEATS[0], SeatInfo("Marcus", "ai", "normal", "blue")]
    session = Session(Record("caesar_xl", seats, seed=3, options={"silver": True}))
    _play_until(session, lambda st: st.phase == "purchase" and st.active == R.CAESAR)
    for _ in range(2):
        session.act(R.CAESAR, next(a for a in session.state.legal_actions(R.CAESAR)
                                   if isinstance(a, R.Recruit) and a.place == "rubicon" and a.kind == "legion"))
    app = make_app(home, size=size)
    try:
        app.set_lang(lang)
        game = app.push("game", record=session.record.copy(), autosave_on=False)
        pump_until(app, lambda: game.board.acting and not game.busy(), what="Livia's Purchase")
        game.auto = False
        pump_until(app, lambda: not game.board.painter.names_draft, what="the names placed")
        board = game.board
        at = tuple(round(c) for c in board.painter.screen_point("rubicon"))
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
        board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
        pump(app, 2)
        _keeps_off(board)
    finally:
        app.quit()
        pygame.event.clear()


def _keeps_off(board) -> None:
    p = board.painter
    fanned = [r for r, place in p.counter_hits if place == "rubicon"][1:]       # (the first: where it stood)
    assert len(fanned) == 5
    marks = {q: p._mark(p.screen_point(q), q in p._areas) for q in p._points if q != "rubicon"}
    hidden = {q: max(m.clip(r).w * m.clip(r).h for r in fanned) / (m.w * m.h) for q, m in marks.items()}
    near = {q: round(f, 2) for q, f in hidden.items() if f > 0.1}       # (a corner's edge at most)
    assert not near, f"the spread stack covers {near}"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_name_a_ring_crosses_is_written_over_it(lang, monkeypatch):
    """Each name a ring of a place to click crosses (Vercellae's, Aquileia's) is written after
    that ring, and no ring of a place to click is drawn after the names."""
    host, board = _rubicon_spread(lang, (973, 716))
    ring = tuple(mix(ROMAN["gold"], ROMAN["white"], 0.5))
    lit = {tuple(ROMAN["gold_light"]), ring}
    done: list = []
    circle, blit = pygame.draw.circle, board.painter.blit_name

    def drawn_circle(surface, colour, *a, **k):
        r = circle(surface, colour, *a, **k)
        if tuple(colour)[:3] in lit:
            done.append(("ring", r))
        return r

    def drawn_name(surface, key, rect, *a, **k):
        done.append(("name", pygame.Rect(rect)))
        return blit(surface, key, rect, *a, **k)
    monkeypatch.setattr(pygame.draw, "circle", drawn_circle)
    monkeypatch.setattr(board.painter, "blit_name", drawn_name)
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0)))
    host.draw()                                          # (the pointer gone: the map painted again)
    rings = [(i, r) for i, (kind, r) in enumerate(done) if kind == "ring"]
    assert rings, "no ring drawn"
    crossed = 0
    for i, r in rings:                                   # (the names themselves come from a kept layer)
        for name, key in board.painter.name_rects:
            if name.colliderect(r):
                crossed += 1
                assert any(k == "name" and n == name for k, n in done[i + 1:]), f"a ring drawn over {key}"
    assert crossed, "no name crossed by a ring: the test shows nothing"
