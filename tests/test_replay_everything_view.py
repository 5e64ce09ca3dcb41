"""The replay of a finished game seen by everyone: nothing there is secret, and nothing there is
"yours". Caesar's face-down card is labelled by its owner's name (it read "your card" under the
computer's card while the player was Livia); Imperium's laid cards are shown face up (they were
backs while the choices they make were outlined on the map); Caesar's "Void" rises clear of the
stack's count."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.monkey import finished_record  # noqa: E402
from tests.app_kit import open_app, pump  # noqa: E402


def first_index(record, test):
    """The number of actions after which ``test(state)`` first holds."""
    state = record.new_state()
    for n, (seat, action) in enumerate(record.actions):
        if test(state):
            return n
        state.apply(seat, action)
    raise AssertionError("no such moment in the record")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_caesars_card_in_the_everything_view_names_its_owner(home, lang, monkeypatch):
    record = finished_record("caesar", 1)
    n = first_index(record, lambda s: s.struggle is not None and any(c is not None for c in s.committed))
    with open_app(home, size=(1280, 800), lang=lang) as app:
        replay = app.push("replay", record=record, index=n)
        pump(app, 2)
        assert replay.seen_as is None
        board = replay.board
        said: list = []
        real = board.texts.draw
        monkeypatch.setattr(board.texts, "draw", lambda surface, text, *a, **kw: (said.append(text),
                                                                                  real(surface, text, *a, **kw))[1])
        board.draw(app.screen)
        a, d, _src, _dst = replay.state.struggle
        owner = a if replay.state.committed[a] is not None else d
        assert board.tr("caesar.ui.your_card") not in said, said
        assert board.tr("caesar.ui.seat_card", name=board.name(owner)) in said, said
        replay.seen_as = owner                                # seen as its owner: their own card
        board.set_view(replay.shown(replay.state), owner, False)
        said.clear()
        board.draw(app.screen)
        assert board.tr("caesar.ui.your_card") in said, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_imperiums_laid_cards_are_face_up_in_the_everything_view(home, lang):
    record = finished_record("imperium", 3)
    n = first_index(record, lambda s: s.phase == "select" and any(sel is not None for sel in s.selections))
    with open_app(home, size=(1280, 800), lang=lang) as app:
        replay = app.push("replay", record=record, index=n)
        pump(app, 2)
        board = replay.board
        seat = next(s for s, sel in enumerate(replay.state.selections) if sel is not None)
        shown = board._seat_cards_state(seat)
        assert shown is not None and shown[0] == "faces" and tuple(shown[1]) == tuple(replay.state.selections[seat])
        board.drawn_faces = []
        board.draw(app.screen)
        assert all((seat, r) in board.drawn_faces for r in replay.state.selections[seat]), board.drawn_faces
        other = 1 - seat                                      # seen as the other seat: still face down
        board.set_view(replay.state.view_for(other), other, False)
        assert board._seat_cards_state(seat) == ("backs",)


def test_caesars_void_rises_clear_of_the_stacks_count(home):
    """"Void" rose from the square's centre into the count badge at the pile's top ("Void9")."""
    with open_app(home, size=(1280, 800)) as app:
        replay = app.push("replay", record=finished_record("caesar", 1))
        pump(app, 2)
        board = replay.board
        for square in (0, 12, 24):
            _x, cy = board.square_centre(square)
            x, y = board.void_pos(square)
            font = board.font(max(14, int(board.geo["cell"] * 0.22)), True)
            top = y - board.geo["cell"] * 0.1 - font.get_linesize() / 2      # at the top of its rise
            assert top > cy, (square, top, cy)
            assert board.square_rect(square).collidepoint(x, y + font.get_linesize() / 2 - 1)


def test_caesars_reveal_is_shown_when_the_replay_steps_onto_it(home):
    """One move on from the first card of a struggle that a flag voids: both cards are seen face
    up, with the verdict, before the panel closes (not straight to the board)."""
    from games.caesar import rules as R
    record = finished_record("caesar", 1)
    n = first_index(record, lambda s: s.struggle is not None and any(c is not None for c in s.committed))
    state = record.replay(n)
    assert any(isinstance(e, R.StruggleVoid) for e in state.clone().apply(*record.actions[n]))
    with open_app(home, size=(1280, 800), speed="normal") as app:
        replay = app.push("replay", record=record, index=n)
        pump(app, 2)
        replay.goto(n + 1)
        seen = set()
        for _ in range(200):
            app.step(1 / 20)
            d = replay.board.duel
            if d is not None and d.face_up:
                seen.add("faces" if d.verdict is None else "verdict")
            if not replay.board.busy() and not replay.anim.busy():
                break
        assert seen == {"faces", "verdict"}, seen
