"""The review of a finished game (``games/core/review.py``): a planted blunder is listed first,
judged only from the seat's own view; the review is kept with the game and read back, and a
review of another length of the game or a damaged one is worked out again, never an error."""
from __future__ import annotations


from games.core import review as RV
from games.core.record import Record
from games.core.state import SeatInfo
from games.imperium import explain as IX
from games.imperium.ai import NormalPlayer
from games.imperium.rules import HIDDEN, Select


def _imperium_with_a_blunder() -> Record:
    """A two-seat Imperium game, a person in seat 0 against a computer, played by the normal
    player's choices, but in round 8 the person lays all three markers on Italia, which is not
    counted again."""
    rec = Record("imperium", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "normal")], seed=4,
                 options={"goal": "rounds8"})
    s = rec.new_state()
    players = [NormalPlayer(1, samples=6), NormalPlayer(2, samples=6)]
    while not s.is_over():
        for seat in sorted(s.to_act(), reverse=True):     # the computer lays its cards first
            if seat == 0 and s.round == 8 and s.phase == "select":
                action = Select((1, 1, 1))
            else:
                action = players[seat].choose(s.view_for(seat), seat)
            s.apply(seat, action)
            rec.actions.append((seat, action))
            if s.is_over():
                break
    return rec


def test_a_planted_blunder_is_listed_first_and_the_review_is_kept():
    rec = _imperium_with_a_blunder()
    got = RV.review(rec)
    mine = got.moments[0]
    assert mine and 1 not in got.moments                   # only the person seat is reviewed
    first = mine[0]
    seat, action = rec.actions[first.index]
    assert (seat, action) == (0, Select((1, 1, 1))) and first.loss >= 0.06
    assert all(a.loss >= b.loss for a, b in zip(mine, mine[1:], strict=False)) and len(mine) <= RV.MOST
    assert first.why.render("en") and RV.size_msg(first.loss).render("ja")
    assert got.standings[-1][0] == len(rec.actions) and all(len(v) == 2 for _, v in got.standings)
    kept = RV.review_from_json(got.to_json(), rec)
    assert kept == got                                      # kept with the game: not worked out twice
    shorter = Record(rec.game, rec.seats, rec.seed, rec.options, rec.actions[:-1])
    assert RV.review_from_json(got.to_json(), shorter) is None
    broken = got.to_json()
    broken["moments"]["0"][0]["loss"] = "lots"
    assert RV.review_from_json(broken, rec) is None and RV.review_from_json([1, 2], rec) is None


def test_the_review_judges_from_the_seats_own_view(monkeypatch):
    """Every judgement is asked with the reviewed seat's view: the others' selections laid face
    down are hidden in it."""
    rec = _imperium_with_a_blunder()
    seen = []
    real = IX.judge

    def judge(view, seat, action, cancel=None):
        if view.phase == "select":
            seen.append(all(sel in (None, HIDDEN) for o, sel in enumerate(view.selections) if o != seat))
        return real(view, seat, action, cancel)

    monkeypatch.setattr(IX, "judge", judge)
    RV.review_part(rec, 0, len(rec.actions))
    assert len(seen) >= 8 and all(seen)


def test_the_slices_cover_the_game_once():
    rec = _imperium_with_a_blunder()
    cuts = RV.slices(rec, 3)
    assert cuts[0][0] == 0 and cuts[-1][1] == len(rec.actions)
    assert all(a[1] == b[0] for a, b in zip(cuts, cuts[1:], strict=False))
