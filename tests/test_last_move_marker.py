"""The board's last-move marker (issue 31, part 1: a computer's reason "on the board's last-move
marker"): after a computer's move each board marks where it was made (its ``advice_targets``
kept to the places of the shared board, or the mover's row for a hidden move or one with no
place), and the marker under the pointer says who moved, the move's log line and why, sealed
as the log seals it; an undo past the move marks nothing, a game just opened its last move."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games import game_ids, info  # noqa: E402
from games.app.board.base import BoardBase  # noqa: E402
from games.app.scenes.game_marker import LastMove, marker_rects  # noqa: E402
from games.core.explain import SECRET_REASON, kept_until_reveal, unsealed  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import finished_record, open_app, pump, pump_until, seats  # noqa: E402


def computer_first(app, game: str, seed: int = 3):
    """A new ``game`` with a computer in seat 0 (it moves first) and one person in the last seat
    (so no screen changes hands), once the computer's first move is marked."""
    n = info(game).min_players
    kinds = "a" * (n - 1) + "h"
    scene = app.push("game", record=Record(game, seats(game, kinds), seed=seed), autosave_on=False)
    pump_until(app, lambda: scene.marked() is not None and scene.marker_lit, what="the computer's move marked")
    scene.auto = False                 # (the computers wait: the move marked stays the last)
    return scene


def expected(board, move: LastMove) -> list:
    """The rectangles the marker must light: the move's places on the shared board, else the
    mover's row (a hidden move: only the row)."""
    names = [] if move.hidden else [n for n in board.advice_targets(move.action)
                                     if n.partition(":")[0] in board.MARKED_KINDS]
    rects: list = []
    for n in names:
        r = board.rect_of(n)
        if r is not None and r not in rects:
            rects.append(pygame.Rect(r))
    return rects or [pygame.Rect(board.rect_of(f"{board.SEAT_TARGET}:{move.seat}"))]


def hover(app, scene, monkeypatch, at) -> str:
    """The pointer on ``at``: the marker's tooltip, drawn once the pointer has rested there (not
    at the first frame: a person clicking a marked place to act gets no tooltip), and its words."""
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: at)
    pump(app, 1)
    assert scene.drawn_marker_tip is None and scene.marker_tip_due() is not None
    pump_until(app, lambda: getattr(scene, "drawn_marker_tip", None) is not None, 60, "the marker's tooltip")
    return scene.marker_words(scene.marked())


@pytest.mark.parametrize("game", game_ids())
def test_a_computer_move_is_marked_and_says_why(home, game, monkeypatch):
    with open_app(home) as app:
        scene = computer_first(app, game)
        m = scene.marked()
        assert scene.record.seats[m.seat].is_ai and scene.record.actions[m.index] == (m.seat, m.action)
        assert scene.marker_lit == expected(scene.board, m)
        assert all(scene.board.rect.colliderect(r) for r in scene.marker_lit)
        words = hover(app, scene, monkeypatch, scene.marker_lit[0].center)
        head, line = words.split("\n")[:2]
        assert head == scene.tr("app.marker.head", name=f"P{m.seat + 1}")
        own = [scene.render(e.msg) for e in scene.shown_log if e.index == m.index + 1 and e.seat == m.seat]
        assert own and line == own[0]
        why = scene.record.reason(m.index)
        assert why is not None, "the computer's move kept no reason"
        note = scene.board.reason_kept_from_view(why, m.seat, scene.board.viewer)
        if note is not None:          # (the board's own words for a reason kept from this view)
            assert words.split("\n")[2:] == [scene.render(note)], words
        elif why.key == SECRET_REASON and unsealed(why, False) is not None:     # (its public form, read now)
            assert words.split("\n")[2] == scene.tr("app.replay.why", reason=scene.render(unsealed(why, False)))
        elif why.key == SECRET_REASON:                   # (a hidden move: says only that it is kept)
            key = "app.replay.why_kept_reveal" if kept_until_reveal(why) else "app.replay.why_kept"
            assert m.hidden and words.split("\n")[2:] == [scene.tr(key, name=f"P{m.seat + 1}")], words
        else:
            assert words.split("\n")[2] == scene.tr("app.replay.why", reason=scene.render(why))
        scene.marker_rest, scene.drawn_marker_tip = app.now(), None    # (the pointer resting, when the
        scene.last_move = None                                          # marker goes: no frame asked for)
        assert scene.marker_tip_due() is None and scene.marker_rest is None
        scene.last_move = m
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (1, 1))       # (the pointer away: no tooltip)
        pump(app, 1)
        assert scene.drawn_marker_tip is None and scene.marker_tip_due() is None    # (no frame asked for)


def test_imperiums_cards_face_down_light_only_the_movers_row(home, monkeypatch):
    """The computer's three cards laid face down: the marker shows the row of the seat that
    laid them, none of the regions, and the tooltip keeps its reason for the end."""
    with open_app(home) as app:
        scene = computer_first(app, "imperium")
        m = scene.marked()
        assert type(m.action).__name__ == "Select" and m.hidden
        board = scene.board
        assert scene.marker_lit == [board.rect_of("seat:0")]
        for r in m.action.regions:
            tag = board.rect_of(f"region:{r}")
            assert tag is None or tag not in scene.marker_lit
        assert scene.record.reason(m.index).key == SECRET_REASON
        words = hover(app, scene, monkeypatch, scene.marker_lit[0].center)
        assert words.split("\n")[2:] == [scene.tr("app.replay.why_kept_reveal", name="P1")], words
        for r in m.action.regions:                     # (no region named either)
            assert scene.render(Msg(f"imperium.region.{r}")) not in words


def test_the_marker_moves_at_the_next_move_and_goes_at_an_undo(home):
    with open_app(home) as app:
        scene = computer_first(app, "caesar")
        first = scene.marked()
        pump_until(app, lambda: scene.board.acting and not scene.busy(), what="the person's turn")
        action = scene.session.state.legal_actions(1)[0]
        assert scene.submit(1, action)
        pump_until(app, lambda: scene.marked() is not None and scene.marked().index > first.index,
                   what="the person's move marked")
        assert scene.marked().seat == 1
        assert scene.marker_lit == expected(scene.board, scene.marked())
        scene.auto = True
        pump_until(app, lambda: scene.board.acting and not scene.busy()
                   and scene.marked() is not None and scene.marked().seat == 0,
                   what="the person's turn again, the computer's move marked")
        assert not scene.undo() and scene.marked().seat == 0       # (the computer's move stands)
        scene.auto = False                 # (the computer waits: the person's next move stays the last)
        mine = scene.marked().index
        assert scene.submit(1, scene.session.state.legal_actions(1)[0])
        pump_until(app, lambda: scene.marked() is not None and scene.marked().index > mine,
                   what="the person's next move marked")
        assert scene.undo()
        pump(app, 2)
        assert scene.marked() is None and scene.marker_lit == []


def test_a_game_opened_marks_its_last_move_without_guessing(home):
    """A game opened with moves made marks its last move; without the position before it at
    hand, a move kept without a reason (a person's) marks only its mover's row, never a place
    that could be a secret; the next computer move is marked where it was made."""
    played = Record("caesar", seats("caesar", "ah"), seed=3)
    from games.core.session import Session
    s = Session(played)
    s.act(0, s.state.legal_actions(0)[0])
    s.act(1, s.state.legal_actions(1)[0])
    with open_app(home) as app:
        scene = app.push("game", record=played, autosave_on=False)
        scene.auto = False
        pump_until(app, lambda: not scene.busy() and not scene.text_held() and scene.app.tasks.shown(scene.opened_key),
                   what="the game opened at rest")
        m = scene.marked()
        assert m is not None and (m.index, m.seat, m.action) == (1, 1, played.actions[1][1]) and m.hidden
        assert scene.marker_lit == [scene.board.rect_of("panel:1")]
        scene.auto = True
        pump_until(app, lambda: len(scene.record.actions) == 3 and scene.marked() is not None,
                   what="the computer's next move marked")
        assert scene.marked().index == 2 and not scene.marked().hidden
        assert scene.marker_lit == expected(scene.board, scene.marked())


def test_a_marker_rects_of_a_board_that_cannot_say_is_empty():
    assert marker_rects(BoardBase(None), LastMove(0, 0, object(), False)) == []


def test_caesars_struggle_panel_hides_the_squares_so_the_marker_shows_the_movers_panel(home):
    """The squares of a struggle's move lie under the struggle panel: the marker shows the
    mover's panel, not outlines over the panel."""
    from games.caesar.moves import Struggle
    with open_app(home) as app:
        scene = computer_first(app, "caesar")
        board = scene.board
        move = LastMove(0, 0, Struggle(0, 1), False)
        assert board.current_duel() is None and marker_rects(board, move) == [board.rect_of("square:0"),
                                                                             board.rect_of("square:1")]
        board.duel = object()            # (a struggle on: its panel over the squares)
        try:
            assert board.places_covered()
            assert marker_rects(board, move) == [board.rect_of("panel:0")]
        finally:
            board.duel = None


def test_across_a_hand_off_the_next_person_sees_only_whose_cards_lie_face_down(home, monkeypatch):
    """Imperium passed around: Livia lays three cards face down; the hand-off covers the board
    (no marker), then Marcus's screen marks only Livia's row, its tooltip naming no region."""
    with open_app(home) as app:
        scene = app.push("game", record=Record("imperium", seats("imperium", "hh"), seed=3), autosave_on=False)
        for _ in range(600):
            if app.top.name == "handoff" and app.top.seat == 0:
                app.top.confirm()
            if scene.viewer == 0 and scene.board.acting and not scene.busy():
                break
            pump(app, 1)
        action = scene.session.state.legal_actions(0)[5]
        assert scene.submit(0, action)
        pump_until(app, lambda: app.top.name == "handoff", what="the hand-off to Marcus")
        assert scene.marked() is None
        app.top.confirm()
        pump_until(app, lambda: scene.viewer == 1 and scene.marked() is not None and scene.marker_lit,
                   what="Marcus's screen with the marker")
        assert scene.marked().hidden and scene.marker_lit == [scene.board.rect_of("seat:0")]
        words = hover(app, scene, monkeypatch, scene.marker_lit[0].center)
        for r in action.regions:
            assert scene.render(Msg(f"imperium.region.{r}")) not in words


def test_the_replay_of_a_game_still_going_marks_a_hidden_move_by_its_movers_row(home):
    """The replay marks the move just shown; in a game still going, cards laid face down mark
    only their layer's row, and once the game is over nothing is secret."""
    from games.core.session import Session
    record = Record("imperium", seats("imperium", "hh"), seed=3)
    s = Session(record)
    action = s.state.legal_actions(0)[5]
    s.act(0, action)
    with open_app(home) as app:
        replay = app.push("replay", record=record.copy(), index=1)
        pump(app, 2)
        m = replay.marked_move()
        assert m is not None and (m.index, m.seat) == (0, 0) and m.hidden
        assert marker_rects(replay.board, m) == [replay.board.rect_of("seat:0")]
        replay.goto(0)
        assert replay.marked_move() is None                        # (the start: no move shown)


def test_a_caesar_xl_card_played_on_a_place_marks_that_place(home):
    from games.caesar_xl.moves import PlayCard
    with open_app(home) as app:
        scene = computer_first(app, "caesar_xl")
        board = scene.board
        spot = board.rect_of("place:rubicon")
        assert spot is not None
        assert marker_rects(board, LastMove(0, 0, PlayCard("cassius", "rubicon"), False)) == [spot]
        assert marker_rects(board, LastMove(0, 0, PlayCard("cassius", ""), False)) == [board.rect_of("side_head:0")]


def test_a_question_to_everyone_keeps_its_reason():
    """Catilina: asking everyone cannot be played out on the asker's view alone (it looks into
    every hand), so whether it hides itself is asked of a world dealt from that view: the
    computer's question is public (everyone hears it) and keeps its reason, the same in every
    world (sealed: its words come from the asker's hand)."""
    import random
    from games.app.explaining import explain_ref, hidden_from_view, reason_of
    from games.catilina import rules as R
    state = R.new_game(3, 5, {})
    ask = next(a for a in state.legal_actions(0) if type(a).__name__ == "Ask" and a.target < 0)
    view = state.view_for(0)
    got = reason_of(explain_ref("catilina"), view, 0, ask)
    assert got is not None and not hidden_from_view(view, 0, ask)
    other = state.resample_hidden(0, random.Random(9)).view_for(0)
    assert reason_of(explain_ref("catilina"), other, 0, ask) == got


class _Board(BoardBase):
    """A board whose places are the actions named ``"at:..."`` (a march, a battle); any other
    action (a pass, the end of a phase) did nothing on it."""

    MARKED_KINDS = ("at",)

    def advice_targets(self, action):
        return [action] if action.startswith("at:") else ["button:end"]


def test_a_computers_bare_end_of_phase_leaves_its_last_board_move_marked():
    """After a computer's turn (it marched, then ended its phase) the marker stays on the march,
    not on the bare end; a pass marks the mover's row only when nothing on the board happened
    since the person's last move; a person's own move is always the one marked."""
    from games.app.scenes.game_marker import worth_marking
    from games.core.state import SeatInfo
    board = _Board(None)
    record = Record("sums", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "easy")], seed=1)

    def move(seat, action) -> LastMove:
        record.actions.append((seat, action))
        return LastMove(len(record.actions) - 1, seat, action, False)
    mine = move(0, "at:roma")
    march = worth_marking(board, record, mine, move(1, "at:capua"))
    assert march.action == "at:capua"
    assert worth_marking(board, record, march, move(1, "end")) is march        # (its bare end: the march stays)
    record.actions.append((-1, "dice"))
    assert worth_marking(board, record, march, move(1, "end")) is march        # (and a chance draw between)
    end = move(0, "end")
    assert worth_marking(board, record, march, end) is end                     # (the person's own end)
    assert worth_marking(board, record, end, move(1, "pass")).action == "pass"  # (nothing since: the row)
    assert worth_marking(board, record, None, move(1, "pass")).action == "pass"


def test_a_caesar_xl_computers_turn_is_marked_by_its_last_move_on_the_board(home):
    """A whole turn of the computer in Caesar XL ends with the end of a phase; the marker then
    shows the computer's last move that did something on the board, and a game opened there too."""
    from games.app.scenes.game_marker import marked_places
    with open_app(home) as app:
        scene = app.push("game", record=Record("caesar_xl", seats("caesar_xl", "ah"), seed=3), autosave_on=False)
        pump_until(app, lambda: scene.board.acting and not scene.busy() and scene.marked() is not None,
                   frames=3000, what="the person's turn, the computer's move marked")
        acts = scene.record.actions
        theirs = [i for i, (s, _a) in enumerate(acts) if s == 0]
        on_board = [i for i in theirs if marked_places(scene.board, LastMove(i, 0, acts[i][1], False))]
        assert on_board and on_board[-1] < theirs[-1], "the computer's turn did not end with a bare end of phase"
        m = scene.marked()
        assert m.index == on_board[-1] and scene.marker_lit == expected(scene.board, m)
        assert marked_places(scene.board, m) and m.index < theirs[-1]
        opened = app.push("game", record=scene.record.copy(), autosave_on=False)
        opened.auto = False
        pump_until(app, lambda: not opened.busy() and not opened.text_held(), what="the game opened at rest")
        assert opened.last_move is not None and opened.last_move.index == on_board[-1]


def test_the_replay_of_a_finished_imperium_game_draws_no_outline_across_the_final_box(home):
    """At the last move of a finished Imperium game the final standing lies over the middle
    of the map: the marker's outlines leave out every region it would cross."""
    record = finished_record("imperium", "hh", 4)
    with open_app(home) as app:
        replay = app.push("replay", record=record.copy(), index=len(record.actions))
        pump_until(app, lambda: replay.board.final_shown(), what="the final standing in the replay")
        box = replay.board.final_box()
        assert replay.board.panels_over() == [box]
        # (a move on every region: the marker's rects are those of the regions named)
        board, m = replay.board, replay.marked_move()
        regions = [f"region:{n}" for n in range(1, 10) if board.rect_of(f"region:{n}") is not None]
        crossing = [n for n in regions if pygame.Rect(board.rect_of(n)).inflate(8, 8).colliderect(box)]
        assert crossing, "no region lies under the final box: the test shows nothing"
        board.advice_targets = lambda _a: regions
        got = marker_rects(board, LastMove(m.index, m.seat, m.action, False))
        assert got and not any(r.inflate(8, 8).colliderect(box) for r in got)


def cover_in_overlay(board, monkeypatch, cover: pygame.Rect, record: list | None = None) -> None:
    """The board's overlay paints ``cover`` (a tooltip or a notice) and tells nobody where:
    no ``drawn_tip``, no notice's ``box``."""
    real = board.draw_overlay

    def overlay(surface):
        real(surface)
        surface.fill((1, 2, 3), cover)
        if record is not None:
            record.append("overlay")
    monkeypatch.setattr(board, "draw_overlay", overlay)


@pytest.mark.parametrize("where", ["game", "replay"])
def test_what_the_board_draws_over_itself_stays_on_top_of_the_marker(home, monkeypatch, where):
    """The marker is drawn at the board's depth: over the board and its glows, under every
    tooltip and notice of the board, whether or not the board says where it drew them (the
    marker's ring round a player's box was drawn over a card's tooltip and a notice; then what
    they covered was copied back over it, for the boxes the board named only)."""
    with open_app(home) as app:
        scene = computer_first(app, "caesar")
        if where == "replay":
            scene = app.push("replay", record=scene.record.copy(), index=len(scene.record.actions))
            pump(app, 2)
            m = scene.marked_move()
            lit = marker_rects(scene.board, m)[0].inflate(6, 6)
        else:
            lit = scene.marker_lit[0].inflate(6, 6)
        board, order = scene.board, []
        cover_in_overlay(board, monkeypatch, lit.inflate(40, 40), order)
        real_glows = board.draw_hotspots
        monkeypatch.setattr(board, "draw_hotspots", lambda s: (real_glows(s), order.append("glows")))
        real_marker = board.under_overlay
        monkeypatch.setattr(board, "under_overlay", lambda s: (real_marker(s), order.append("marker")))
        surface = pygame.Surface(app.screen.get_size())
        scene.draw(surface)
        assert order == ["glows", "marker", "overlay"], f"drawn in the order {order}"
        assert surface.get_at(lit.midtop)[:3] == (1, 2, 3) and surface.get_at(lit.midleft)[:3] == (1, 2, 3), \
            "the marker was drawn over the board's tooltip"
        monkeypatch.setattr(board, "draw_overlay", lambda s: None)     # (no tooltip: the marker shows)
        scene.draw(surface)
        assert surface.get_at(lit.midtop)[:3] != (1, 2, 3)


def test_a_caesar_xl_places_tooltip_stands_over_the_marker(home, monkeypatch):
    """Caesar XL's tooltip of the place under the pointer is drawn with the board's tooltips
    (its overlay), so a marker ring near the place passes under it."""
    with open_app(home) as app:
        scene = computer_first(app, "caesar_xl")
        board, order = scene.board, []
        assert scene.marker_lit, "nothing marked"
        real = board._draw_place_tip
        monkeypatch.setattr(board, "_draw_place_tip", lambda s: (real(s), order.append("place tip")))
        real_marker = board.under_overlay
        monkeypatch.setattr(board, "under_overlay", lambda s: (real_marker(s), order.append("marker")))
        for still in (False, True):      # (the board painted whole, and kept still under the live parts)
            monkeypatch.setattr(board, "still_key", (lambda: None) if not still else type(board).still_key.__get__(board))
            order.clear()
            scene.draw(pygame.Surface(app.screen.get_size()))
            assert order == ["marker", "place tip"], f"drawn in the order {order}"
