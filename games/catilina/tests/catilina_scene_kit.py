"""The Catilina board's test kit: a host with the record's extras, a board made for a
new game, and the steps that play it (shown to a seat, an action applied, a frame drawn,
a click on a piece where it is drawn)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.board import SimpleHost, HostSeat
from games.catilina import rules
from games.catilina import scene as scene_mod
from games.catilina.rules import Accuse, AccuseCard, Ask, EndTurn, Give
from games.catilina.scene import Board
from games.core.actions import events_for


def board_source() -> str:
    """The source of every module of the board (``scene.py`` and the ``scene_*.py`` it is built from)."""
    import pathlib
    folder = pathlib.Path(scene_mod.__file__).parent
    return "\n".join(f.read_text(encoding="utf-8") for f in sorted(folder.glob("scene*.py")))


NAMES = ["Livia", "Marcus", "Cornelia", "Gaius", "Tullia"]
COLOURS = ["blue", "green", "yellow", "purple", "red"]


class Host(SimpleHost):
    """SimpleHost plus the record extras the real GameScene offers."""

    def __init__(self, **kw):
        super().__init__(**kw)
        self.extras: dict = {}
        self.saves = 0

    def save_extras(self) -> None:
        self.saves += 1


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def make(n=4, seed=1, opts=None, lang="en", viewer=0, size=(1280, 720)):
    state = rules.new_game(n, seed, opts or {})
    host = Host(lang=lang, seats=[HostSeat(NAMES[i], colour=COLOURS[i]) for i in range(n)])
    board = Board(host)
    board.layout(pygame.Rect(0, 0, *size))
    show(state, board, viewer)
    return state, host, board


def show(state, board, viewer):
    view = state.view_for(viewer)
    board.set_view(view, viewer, viewer is not None and viewer in view.to_act())


def step(state, board, viewer, seat, action):
    before = state.view_for(viewer)
    events = state.apply(seat, action)
    after = state.view_for(viewer)
    board.set_view(after, viewer, viewer is not None and viewer in after.to_act())
    board.on_events(seat, action, events_for(events, viewer), before, after)
    return events


def policy(state, seat, rng, i, wrong_at, right_at):
    """A quick test driver (it may look at the true state; the board never does)."""
    acts = state.legal_actions(seat)
    if state.phase == "give":
        return rng.choice(acts)
    if state.phase == "accusing":
        return EndTurn()
    if state.individual:
        if i >= right_at:
            cards = [a for a in acts if isinstance(a, AccuseCard)]
            good = [a for a in cards if a.card in state.conspirators]
            return (good or cards)[0]
    else:
        total = sum(rules.value_of(c) for c in state.conspirators)
        if i >= right_at:
            return Accuse(total)
        if i == wrong_at:
            return Accuse(total + 1) if Accuse(total + 1) in acts else Accuse(total - 1)
    return rng.choice([a for a in acts if isinstance(a, Ask)])


def draw(board, host, surface, advance=0.0):
    if advance:
        host.anim.update(advance)
        board.update(advance)
    board.update(0.016)
    board.draw(surface)


def click(board, key, button=1):
    spot = next((s for s in board.hotspots if s.key == key), None)
    assert spot is not None, f"no hotspot {key}"
    pos = spot.rect.center
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def until_turn(state, board, viewer, seat, rng):
    for _ in range(60):
        if state.to_act() == (seat,) and state.phase == "ask":
            return
        s = state.to_act()[0]
        acts = state.legal_actions(s)
        a = rng.choice([x for x in acts if isinstance(x, (Ask, Give))])
        step(state, board, viewer, s, a)
        board.host.anim.skip()
    raise AssertionError("seat never got the turn")


# ----- every phase draws ----------------------------------------------------------------------------


def spy_texts(board):
    """Every string the board renders from now on."""
    seen = []
    real = board.text

    def text(s, *a, **kw):
        seen.append(str(s))
        return real(s, *a, **kw)
    board.text = text
    return seen
