"""Imperium: the rules on hand-built positions (resolution tables, ties, shortage, the 30-point cycle)."""
import json
import random
from pathlib import Path

import pytest

from games.core.conformance import snapshot
from games.core.errors import IllegalAction
from games.imperium import INFO
from games.imperium.rules import (HIDDEN, SELECTIONS, Fill, GameEnded, Placed,
                                  RegionResolved, Revealed, RoundStarted, Select,
                                  fill_options, new_game, regions_of_round, score_lists,
                                  score_region)

DATA = Path(__file__).resolve().parent.parent / "regions.json"


def play_round(state, selections):
    """Commit ``selections`` (one tuple per seat) in seat order; return all events."""
    events = []
    for seat, sel in enumerate(selections):
        events += state.apply(seat, Select(tuple(sorted(sel))))
    return events


# ----- data ------------------------------------------------------------------

def test_regions_file_holds_names_lists_and_status():
    data = json.loads(DATA.read_text(encoding="utf-8"))
    regions = data["regions"]
    assert [r["number"] for r in regions] == list(range(1, 10))
    assert data["markers_per_player"] == 14
    for r in regions:
        assert r["scores"][0] == r["number"]
        assert r["status"] in ("sourced", "reconstructed") and r["name"]
    assert score_lists()[9] == (9, 5, 3, 2) and score_lists()[4] == (4, 2, 1)
    assert [r["number"] for r in regions if r["status"] == "sourced"] == [4, 9]


def test_the_option_is_offered_for_both_variants():
    assert INFO.options[0].choices == ("rounds8", "points30")
    assert new_game(2, 0, {"goal": "points30"}).goal == "points30"


# ----- resolution tables ----------------------------------------------------

@pytest.mark.parametrize("region,counts,points", [
    # two players: the weaker scores nothing, present or not
    (5, (2, 1), (5, 0)),
    (5, (0, 2), (0, 5)),
    (5, (1, 1), (0, 0)),           # tie spanning the weakest place
    (9, (0, 0), (0, 0)),
    (1, (3, 1), (1, 0)),
    # three players
    (9, (3, 2, 1), (9, 5, 0)),
    (9, (2, 1, 0), (9, 5, 0)),     # the absent player is the weakest
    (9, (2, 0, 0), (9, 0, 0)),
    (9, (2, 2, 1), (5, 5, 0)),     # two tied for 1st take the 2nd value
    (9, (2, 2, 0), (5, 5, 0)),
    (9, (2, 1, 1), (9, 0, 0)),     # tie spanning the weakest place scores nothing
    (9, (3, 3, 3), (0, 0, 0)),     # three-way tie, everyone present: all weakest
    (6, (1, 4, 2), (0, 6, 3)),
    # four players
    (9, (2, 2, 1, 0), (5, 5, 3, 0)),
    (9, (3, 3, 3, 1), (3, 3, 3, 0)),   # three-way tie for 1st takes the 3rd value
    (9, (1, 2, 3, 4), (0, 3, 5, 9)),
    (9, (4, 3, 3, 0), (9, 3, 3, 0)),   # tie for 2nd takes the 3rd value
    (4, (3, 2, 1, 1), (4, 2, 0, 0)),
    (4, (1, 0, 0, 0), (4, 0, 0, 0)),
    (3, (1, 1, 1, 0), (1, 1, 1, 0)),   # three-way tie, one absent: 3rd value
    # five players
    (9, (5, 4, 3, 2, 1), (9, 5, 3, 2, 0)),
    (9, (5, 4, 3, 2, 0), (9, 5, 3, 2, 0)),
    (9, (5, 5, 5, 5, 0), (2, 2, 2, 2, 0)),   # four-way tie takes the 4th value
    (9, (1, 1, 1, 1, 1), (0, 0, 0, 0, 0)),
    (9, (3, 2, 2, 2, 1), (9, 2, 2, 2, 0)),
    (9, (3, 2, 2, 1, 1), (9, 3, 3, 0, 0)),   # two-way tie at the bottom spans the weakest
    (3, (4, 3, 2, 1, 0), (3, 2, 1, 0, 0)),   # past the end of the score list: nothing
    (1, (2, 2, 0, 0, 0), (0, 0, 0, 0, 0)),   # Italia pays only the 1st place
    (2, (0, 0, 2, 0, 1), (0, 0, 2, 0, 1)),
])
def test_resolution_table(region, counts, points):
    assert tuple(score_region(region, counts)) == points


def test_resolution_in_play_returns_markers_and_scores():
    s = new_game(3, 0, {})
    s.board[0] = [2, 1, 0]          # Italia before round 1's placements
    s.supply = [12, 13, 14]
    events = play_round(s, [(1, 1, 9), (1, 5, 9), (2, 3, 4)])
    res = [e for e in events if isinstance(e, RegionResolved)]
    assert [e.region for e in res] == [1]
    assert res[0].markers == (4, 2, 0) and res[0].points == (1, 0, 0) and res[0].places == (1, 2, 0)
    assert s.scores == [1, 0, 0]
    assert s.board[0] == [0, 0, 0]
    assert s.supply == [12 - 3 + 4, 13 - 3 + 2, 14 - 3]
    assert s.board[8] == [1, 1, 0]
    assert s.round == 2 and s.start == 1 and s.phase == "select"
    assert isinstance(events[-1], RoundStarted) and events[-1].regions == (2,)


def test_reveal_event_shows_every_selection_and_placements_follow_turn_order():
    s = new_game(3, 0, {})
    s.round, s.start = 2, 1
    events = play_round(s, [(1, 2, 3), (2, 2, 2), (4, 4, 9)])
    rev = [e for e in events if isinstance(e, Revealed)]
    assert rev and rev[0].selections == ((1, 2, 3), (2, 2, 2), (4, 4, 9)) and Revealed.reveals
    assert [e.seat for e in events if isinstance(e, Placed)] == [1, 2, 0]


# ----- too few markers ------------------------------------------------------

def test_short_seat_chooses_which_selections_to_fill():
    s = new_game(3, 0, {})
    s.supply = [14, 2, 14]
    s.board[8][1] = 12               # seat 1's markers wait in Britannia
    play_round(s, [(2, 3, 4), (3, 5, 9), (5, 6, 7)])
    assert s.phase == "fill" and s.to_act() == (1,)
    assert s.legal_actions(1) == [Fill((3, 5)), Fill((3, 9)), Fill((5, 9))]
    assert s.placed == [0]           # seat 0 placed before; seat 2 waits
    with pytest.raises(IllegalAction) as err:
        s.apply(1, Fill((3,)))
    assert err.value.msg.key == "imperium.err.bad_fill"
    events = s.apply(1, Fill((5, 9)))
    placed = [e for e in events if isinstance(e, Placed)]
    assert placed[0].seat == 1 and placed[0].regions == (5, 9) and placed[0].lost == (3,)
    assert placed[1].seat == 2
    assert s.supply[1] == 0 and s.board[8][1] == 13 and s.board[2][1] == 0
    # a marker returned later cannot make up for the lost selection
    assert s.round == 2


def test_short_with_a_single_way_to_fill_is_automatic():
    s = new_game(2, 0, {})
    s.supply = [1, 0]
    s.board[8] = [13, 14]
    events = play_round(s, [(4, 4, 4), (5, 6, 7)])
    placed = {e.seat: e for e in events if isinstance(e, Placed)}
    assert placed[0].regions == (4,) and placed[0].lost == (4, 4)
    assert placed[1].regions == () and placed[1].lost == (5, 6, 7)
    assert fill_options((3, 3, 5), 2) == [(3, 3), (3, 5)]
    assert fill_options((3, 3, 5), 0) == [()]


# ----- legality and explanations -----------------------------------------------

def test_illegal_actions_are_explained_and_change_nothing():
    s = new_game(2, 0, {})
    before = snapshot(s)
    with pytest.raises(IllegalAction) as err:
        s.apply(0, Select((5, 1, 2)))          # not ascending
    assert err.value.msg.key == "imperium.err.bad_selection"
    with pytest.raises(IllegalAction) as err:
        s.apply(0, Fill((1,)))
    assert err.value.msg.key == "imperium.err.not_filling"
    assert snapshot(s) == before
    s.apply(0, Select((1, 2, 3)))
    with pytest.raises(IllegalAction):
        s.apply(0, Select((1, 2, 3)))           # already committed
    assert s.explain_illegal(0, Select((1, 2, 3))).key == "imperium.err.committed"


# ----- perft-style golden counts ---------------------------------------------------

def test_golden_counts():
    s = new_game(2, 0, {})
    assert len(s.legal_actions(0)) == len(SELECTIONS) == 165
    assert sum(1 for t in SELECTIONS if len(set(t)) == 3) == 84
    assert sum(1 for t in SELECTIONS if len(set(t)) == 2) == 72
    # every joint first round of two players: distinct positions reached
    seen, scores = set(), set()
    for a in SELECTIONS:
        for b in SELECTIONS:
            c = new_game(2, 0, {})
            c.apply(0, Select(a))
            c.apply(1, Select(b))
            seen.add((tuple(map(tuple, c.board)), tuple(c.scores)))
            scores.add(tuple(c.scores))
    assert len(seen) == 165 * 165          # the board and Italia's result tell every pair apart
    assert scores == {(0, 0), (1, 0), (0, 1)}
    # fill choices from a fixed shortage
    assert len(fill_options((1, 2, 3), 1)) == 3
    assert len(fill_options((1, 2, 3), 2)) == 3
    assert len(fill_options((2, 2, 3), 2)) == 2
    assert len(fill_options((2, 2, 2), 2)) == 1


# ----- rounds and the end -------------------------------------------------------------

def test_eight_round_game_resolves_one_to_seven_then_eight_and_nine():
    assert [regions_of_round(r) for r in range(1, 9)] == [(1,), (2,), (3,), (4,), (5,), (6,), (7,), (8, 9)]
    s = new_game(2, 0, {})
    resolved = []
    for r in range(1, 9):
        # seat 0 runs out of markers in round 5 (two placed) and places nothing after
        mine = (9, 9, 9) if r <= 4 else (8, 8, 8)
        theirs = (r, r, r) if r < 8 else (1, 2, 3)
        for e in play_round(s, [mine, theirs]):
            if isinstance(e, RegionResolved):
                resolved.append(e.region)
    assert resolved == [1, 2, 3, 4, 5, 6, 7, 8, 9]
    out = s.outcome()
    assert s.to_act() == () and out is not None
    # seat 0: Aegyptus 8 + Britannia 9; seat 1 alone in regions 1..7
    assert s.scores == [17, 28] and out.winners == (1,) and s.supply == [14, 11]


def test_thirty_point_cycle_of_regions():
    got = [regions_of_round(r, "points30") for r in range(1, 27)]
    assert got[:9] == [(r,) for r in range(1, 10)]
    assert got[9:17] == [(1, 2), (3,), (4,), (5,), (6,), (7,), (8,), (9,)]
    assert got[17:26] == [(1, 2), (3,), (4,), (5,), (6,), (7,), (8,), (9,), (1, 2)]


def test_thirty_point_game_ends_after_the_resolution_reaching_thirty():
    s = new_game(2, 0, {"goal": "points30"})
    s.round, s.start = 10, 1
    s.scores = [29, 29]
    s.board[0] = [1, 0]     # Italia: seat 0 reaches 30
    s.board[1] = [0, 2]     # Sicilia, counted the same round: seat 1 reaches 31
    events = play_round(s, [(5, 6, 7), (5, 6, 7)])
    assert [e.region for e in events if isinstance(e, RegionResolved)] == [1, 2]
    assert s.scores == [30, 31]          # the track keeps counting past 30
    assert isinstance(events[-1], GameEnded)
    assert s.outcome().winners == (1,)


def test_thirty_point_game_goes_on_below_thirty():
    s = new_game(2, 0, {"goal": "points30"})
    s.round, s.start = 8, 1
    s.scores = [20, 20]
    s.board[8] = [2, 0]
    play_round(s, [(4, 8, 8), (5, 6, 8)])      # round 8 counts Aegyptus only
    assert s.scores == [28, 20] and s.round == 9 and s.start == 0 and not s.is_over()
    assert s.board[8] == [2, 0] and s.resolving() == (9,)
    s.board[8] = [2, 2]
    play_round(s, [(9, 9, 9), (9, 9, 9)])      # 5 v 5: a tie spanning the weakest place
    assert s.scores == [28, 20] and s.round == 10 and not s.is_over()
    assert s.board[8] == [0, 0] and s.supply == [15, 14]


def test_equal_points_share_the_win():
    s = new_game(3, 0, {})
    s.round = 8
    s.scores = [10, 12, 3]
    s.board[7] = [2, 0, 1]        # Aegyptus: seat 0 8, seat 2 4
    s.board[8] = [0, 1, 0]        # Britannia: seat 1 alone 9
    play_round(s, [(1, 2, 3), (1, 2, 3), (1, 2, 3)])
    assert s.scores == [18, 21, 7]
    s2 = new_game(2, 0, {})
    s2.round = 8
    s2.scores = [5, 5]
    play_round(s2, [(1, 1, 1), (1, 1, 1)])
    out = s2.outcome()
    assert out.winners == (0, 1) and out.reason.key == "imperium.end.shared"
    assert out.reason.render("en", ["Livia", "Marcus"]).startswith("Livia, Marcus")


# ----- secrets ----------------------------------------------------------------

def test_no_view_shows_another_seats_committed_selection():
    views = {}
    for sel in [(1, 2, 3), (9, 9, 9), (4, 4, 8)]:
        s = new_game(3, 0, {})
        s.apply(0, Select(sel))
        s.apply(2, Select((5, 6, 7)))
        assert s.view_for(0).selections[0] == sel
        for seat in (1, 2, None):
            v = s.view_for(seat)
            assert v.selections[0] == HIDDEN
            if seat != 2:
                assert v.selections[2] == HIDDEN
            assert v.to_act() == (1,)          # only *that* they committed shows
            views.setdefault(seat, set()).add(snapshot(v))
    assert all(len(v) == 1 for v in views.values())


def test_determinize_keeps_the_view_and_fills_the_secret():
    s = new_game(3, 0, {})
    s.apply(1, Select((2, 2, 9)))
    view = s.view_for(0)
    d = view.determinize(0, random.Random(3))
    assert d.selections[1] in SELECTIONS and d.selections[1] != HIDDEN
    assert snapshot(d.view_for(0)) == snapshot(view)


def test_words_exist_for_every_phase():
    s = new_game(2, 0, {})
    assert s.prompt(0).key == "imperium.prompt.select"
    assert s.status().render("ja")
    s.apply(0, Select((1, 2, 3)))
    assert s.prompt(0).key == "imperium.prompt.wait_select"
    assert new_game(2, 0, {"goal": "points30"}).status().key == "imperium.status.points30"
