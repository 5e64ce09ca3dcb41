"""What a CAESAR! player weighs before placing stays in sight and is said: a border space's
tooltip covers neither province's name nor totals, a held token warns when it would leave
a province one space from closing (the opponent may close it next), and the top bar's
marker count is the side panel's at every frame of Auto-Crassus's turn."""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from games.core import registry
from games.core.record import Record
from games.core.state import SeatInfo
from games.seize_rome import INFO
from games.seize_rome import rules as R
from games.seize_rome.tests.test_seize_rome_scene import Table, playable  # noqa: F401
from tests.app_kit import make_app, pump, pump_until


def _point(table, pos):
    table.board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                                buttons=(0, 0, 0)))


def _weighed(board, bid):
    """The two provinces' names and totals boxes as drawn."""
    names = board.name_rects()
    out = []
    for pid in R.TOPO.border(bid).provinces:
        out += [(pid, "name", names[pid]), (pid, "totals", board.drawn_boxes[pid])]
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_a_border_space_tooltip_hides_neither_province(lang, size):
    """Pointed at, every border space shows its tooltip clear of both its provinces' names
    and totals boxes (and of the box of what a held token would close)."""
    table = Table(3, lang=lang, size=size)
    b = table.board
    table.host.settle()
    bad = []
    for x in R.TOPO.borders:
        _point(table, b.border_centre(x.id))
        table.host.draw()
        assert b.drawn_tip is not None, x.id
        bad += [(x.id, pid, what) for pid, what, r in _weighed(b, x.id) if b.drawn_tip.colliderect(r)]
    assert not bad, bad
    hand = table.state.hands[0][0]
    table.click_key(("hand", hand))
    for bid in b.legal_borders():
        _point(table, b.border_centre(bid))
        table.host.draw()
        hit = [what for _pid, what, r in _weighed(b, bid) if b.drawn_tip.colliderect(r)]
        assert not hit, (bid, hit)
        assert b.drawn_closes_box is None or not b.drawn_tip.colliderect(b.drawn_closes_box), bid


def _asia_at_two(lang="en"):
    """Asia (b27, b28, b30) with b30 filled by Pompey; Caesar holds the ship 5/1 (for b28,
    between Aegyptus and Asia) and the sword 6/0."""
    table = Table(1, lang=lang)
    s = R.new_game(2, 0, {"expansions": "base"})
    for t in s.hands[R.CAESAR]:
        s.bags[R.CAESAR].put(t)
    for t in ("ship51", "sword60"):
        s.bags[R.CAESAR].draw(t)
    s.hands[R.CAESAR] = ["ship51", "sword60"]
    s.tokens["b30"] = (R.POMPEY, "shield42", "asia", False, False)
    table.host.state = s
    table.board._sel_key = None                   # (a new position: its choices made again)
    table.host.refresh()
    return table


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_held_token_warns_it_leaves_a_province_one_space_from_closing(lang):
    """A token pointed at (then standing on) a space that leaves a province it borders with
    one open border space says so, with the totals then, on the map (not again in the tooltip); a
    placement that leaves two open says nothing."""
    table = _asia_at_two(lang)
    b = table.board
    tr = table.host.tr
    table.click_key(("hand", "ship51"))
    _point(table, b.border_centre("b28"))
    table.host.draw()
    asia = tr("seize_rome.province.asia")
    want = tr("seize_rome.ui.leaves_one", province=asia, mine=1, theirs=4, seat="P2")   # (5 faces Aegyptus)
    assert b.drawn_warns == [want]
    assert want not in b.pointed.tip              # (said once: on the map)
    table.click_key(("border", "b28"))
    table.click_key("rotate")                     # the 5 now faces Asia
    table.host.draw()
    assert b.drawn_warns == [tr("seize_rome.ui.leaves_one", province=asia, mine=5, theirs=4, seat="P2")]
    table.click_key("cancel")
    table.click_key(("hand", "sword60"))
    _point(table, b.border_centre("b25"))         # Cyrene/Aegyptus: two and three spaces stay open
    table.host.draw()
    assert b.drawn_warns == [] and len(b.pointed.tip.splitlines()) == 3     # (what it is, how full: one a line)


def test_the_warning_reads_in_english_as_a_player_says_it():
    table = _asia_at_two()
    table.state.crassus = R.POMPEY
    table.host.refresh()
    assert table.board.warn_lines(R.Place("ship51", "b28", "asia")) == [
        "Leaves Asia one space from closing (you 5, P2 4): he closes it first, smaller number toward it,"
        " and takes it only with 1 or more"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_province_the_other_seat_cannot_catch_is_said_to_be_safe(lang):
    """Leaving a province one space from closing where the other seat's largest token could
    not even tie it ("you 11, P2 0") says it goes to the viewer whoever closes it, not that
    the other seat can close it next; while the other could still catch up, it warns."""
    table = _asia_at_two(lang)
    tr = table.host.tr
    asia = tr("seize_rome.province.asia")
    table.state.tokens["b30"] = (R.CAESAR, "shield60", "asia", False, False)
    table.host.refresh()
    assert table.board.warn_lines(R.Place("ship51", "b28", "asia")) == [
        tr("seize_rome.ui.leaves_one_safe", province=asia, mine=11, theirs=0, seat="P2")]
    table.state.tokens["b30"] = (R.CAESAR, "shield42", "asia", False, False)
    table.host.refresh()      # (5 + 4 = 9 against 0: his largest, 7, cannot tie it)
    assert table.board.warn_lines(R.Place("ship51", "b28", "asia")) == [
        tr("seize_rome.ui.leaves_one_safe", province=asia, mine=9, theirs=0, seat="P2")]
    table.state.tokens["b30"] = (R.CAESAR, "shield42", "aegyptus", False, False)
    table.host.refresh()      # (5 + 2 = 7 against 0: his 7 would tie it)
    assert table.board.warn_lines(R.Place("ship51", "b28", "asia")) == [
        tr("seize_rome.ui.leaves_one", province=asia, mine=7, theirs=0, seat="P2")]


def _one_space_left(state) -> bool:
    """Some open province has a single open border space (a closing may come next)."""
    return any(p.id not in state.closed and sum(b not in state.tokens for b in p.borders) == 1
               for p in R.TOPO.provinces)


def test_the_top_bar_counts_the_markers_the_panel_shows_at_every_frame(home, monkeypatch):
    """Through a solo game, frame by frame (animated whenever a province may close), the
    markers the top bar's status says are those the side panel shows, also while Auto-
    Crassus's control markers drop in."""
    from games.app.scenes import game_top as game_module
    painted: list[str] = []
    real = game_module.text

    def text(app, surface, words, *a, **k):
        painted.append(str(words))
        return real(app, surface, words, *a, **k)

    monkeypatch.setattr(game_module, "text", text)
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, size=(1600, 900))
        try:
            seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Crassus", "script", "crassus", "blue")]
            game = app.push("game", record=Record("seize_rome", seats, seed=3, options={"difficulty": "hard"}))
            rng = random.Random(2)
            drops = 0
            for _frame in range(8000):
                state, board = game.session.state, game.board
                if state.is_over() or (drops >= 20 and not board.busy()):
                    break
                game.anim.speed = "normal" if _one_space_left(state) or board.busy() else "off"
                if app.top is not game:
                    app.top.confirm()
                elif game.viewer == 0 and board.acting and not board.busy():
                    assert game.submit(0, rng.choice(state.legal_actions(0)))
                pump(app, 1)
                shown = board.shown
                if board.drop["where"] is not None and board.drop["t"] < 1.0 and shown.turn == 1:
                    drops += 1
                status = [t for t in painted if "Livia" in t and "Crassus" in t][-1]
                want = (f"Livia {shown.markers[0]}", f"Crassus {shown.markers[1]}")
                assert all(w in status for w in want) or shown.winner is not None, (status, shown.markers)
            assert drops >= 20, "no control marker of Auto-Crassus was seen dropping in"
            pump_until(app, lambda: not game.board.busy(), what="the board at rest")
        finally:
            app.quit()
            pygame.event.clear()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_held_token_counts_itself_in_the_spaces_tooltip(lang):
    """With a token picked over (or standing on) a space, the tooltip's counts include that
    token, so "1/3 filled" never sits beside "leaves Asia one space from closing"; with no
    token picked it counts only the tokens on the map."""
    table = _asia_at_two(lang)
    b = table.board
    tr = table.host.tr
    asia, aeg = tr("seize_rome.province.asia"), tr("seize_rome.province.aegyptus")
    n_aeg = len(R.TOPO.province("aegyptus").borders)
    _point(table, b.border_centre("b28"))
    assert b.pointed.tip.splitlines()[1:3] == (         # (one count a line)
        [tr("seize_rome.ui.count_short", province=p, n=n, total=t) for p, n, t in
         sorted([(asia, 1, 3), (aeg, 0, n_aeg)], key=lambda x: x[0] != tr(
             f"seize_rome.province.{R.TOPO.border('b28').provinces[0]}"))])
    table.click_key(("hand", "ship51"))
    for _ in range(2):                            # pointed at, then standing there
        _point(table, b.border_centre("b28"))
        line = "\n".join(b.pointed.tip.splitlines()[1:3])
        assert tr("seize_rome.ui.count_short_with", province=asia, n=2, total=3) in line
        assert tr("seize_rome.ui.count_short_with", province=aeg, n=1, total=n_aeg) in line
        table.click_key(("border", "b28"))
