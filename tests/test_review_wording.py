"""The review's words agree with what a player sees: a heading says the chance to win "fell
from ... to ..." only where the chart's own line fell that far after the move (else what the
better move kept and the move played left: the figure sets the two moves side by side, the
chart shows the game as it went), and "your move" says what a move did, never the game's
justification of a pass ("nothing more is worth doing now") beside a better move."""
from __future__ import annotations

import pytest

from games.core import review as R
from games.core.explain import Advice, Judgement
from games.core.record import Record
from games.core.state import SeatInfo
from games.core.text import Msg
from tests import sums
from tests.sums import Pick

SEATS = [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "easy")]


@pytest.fixture
def record():
    rec = Record("sums", list(SEATS), seed=1)
    for n in (3, 3, 3, 1, 2, 3):
        rec.actions += [(0, Pick(n)), (1, Pick(2))]
    with sums.registered():
        yield rec


def _heading(record, line: list[float]) -> R.Slip:
    """The one slip of a review whose chart draws Livia's line through ``line`` (at actions 0, 4,
    6, 8, then the end): a move at action 4 that the judge found worse by 0.2 of 0.6, kept and
    read back as a saved review is."""
    chart = [(i, [v, 1 - v]) for i, v in zip((0, 4, 6, 8, 12), line)]
    slip = R.Slip(4, 0, Msg("core.review.yours"), Msg("core.review.yours"), Msg("core.review.gave_up"),
                  0.2, 2, top=0.6)
    rev = R._assemble(record, chart, [slip])
    got = R.Review.from_json(rev.to_json(), len(record.actions), 2).slips[0]
    assert len(got) == 1
    return got[0]


def test_a_heading_says_fell_only_where_the_chart_fell(record):
    """The chart falls from 3 in 5 to 1 in 3 after the move: "fell from ... to ..."."""
    slip = _heading(record, [0.6, 0.6, 0.33, 0.3, 0.0])
    assert slip.fell and slip.size.key == "core.review.size.falls"
    assert slip.size.render("en") == "your chance to win fell from about 3 in 5 to about 1 in 3"
    assert slip.size.render("ja").replace("\u2060", "") == "勝つ見込みが5回に3回ほどから3回に1回ほどに下がった手"


def test_a_heading_beside_a_rising_line_says_what_each_move_kept(record):
    """The chart rises after the move (the game went well all the same): the heading compares
    the two moves, it does not say the chance fell."""
    slip = _heading(record, [0.6, 0.6, 0.7, 0.8, 1.0])
    assert not slip.fell and slip.size.key == "core.review.size.kept"
    en, ja = slip.size.render("en"), slip.size.render("ja").replace("\u2060", "")
    assert en == "the better move kept about 3 in 5; your move left about 2 in 5" and "fell" not in en
    assert "より良い手なら5回に3回ほど、あなたの手では5回に2回ほど" in ja and "下がった" not in ja, ja


def test_a_small_loss_beside_a_rising_line_does_not_say_fell():
    assert R.size_msg(0.05, fell=False).render("en") == "the better move wins about 1 game in 20 more"
    assert "下が" not in R.size_msg(0.05, fell=False).render("ja")
    assert "fell" in R.size_msg(0.05).render("en")


def _why(mod, view, seat, taken, better) -> tuple[str, str]:
    """The review's "why" of ``taken`` against ``better``, in English and Japanese."""
    j = Judgement(Advice(better, Msg("core.review.yours"), 0.7), taken, 0.4)
    why = R.why_of(mod, view, seat, j)
    names = ["Livia", "Marcus"]
    return why.render("en", names), why.render("ja", names)


def test_ending_a_caesar_xl_phase_is_said_plainly():
    """Ending the Purchase with gold left is "ending the phase", not "the gold left wait for a
    later turn: nothing ... would do more good" beside a better move."""
    from games.caesar_xl import explain as X
    from games.caesar_xl import rules as XR
    from games.caesar_xl.tests.xl_positions import position
    view = position(phase="purchase", gold=(15, 0)).view_for(XR.CAESAR)
    better = next(a for a in view.legal_actions(XR.CAESAR) if not R.passes(a))
    en, ja = _why(X, view, XR.CAESAR, XR.EndPhase(), better)
    said = X.what(view, XR.CAESAR, XR.EndPhase())
    assert en.startswith(f"Your move: {said.render('en')}. The better move: "), en
    assert ja.startswith(f"あなたの手：{said.render('ja')}。より良い手："), ja
    assert "worth" not in en and "would do more good" not in en and "価値" not in ja, (en, ja)


def test_a_caesar_pass_is_said_plainly():
    """Caesar's pass is "pass", not "the alliances are kept for later" beside a better alliance."""
    from games.caesar import explain as C
    from games.caesar.moves import Ally, Pass
    from games.caesar.tests.test_caesar_rules import position
    view = position(["0 . . . .", "n . . . 1", ". . . . .", ". . . . .", ". . . . ."]).view_for(0)
    better = next(a for a in view.legal_actions(0) if isinstance(a, Ally))
    en, ja = _why(C, view, 0, Pass(), better)
    assert en.startswith("Your move: pass. The better move: "), en
    assert ja.startswith("あなたの手：パス。より良い手："), ja
    assert "kept for later" not in en, en


def _xl_battle():
    """Caesar XL's March phase, Caesar (Livia) to move: his stack of 4 in Vercellae next to
    Pompey's (Marcus's) lone legion in Roma."""
    from games.caesar_xl.tests.xl_positions import CAESAR, POMPEY, position, put
    s = position(phase="march", gold=(0, 0), markers={"roma": POMPEY})
    put(s, CAESAR, "vercellae", "caesar", "legion", "legion", "legion")
    put(s, POMPEY, "roma", "legion")
    put(s, POMPEY, "alexandria", "pompey")
    return s.view_for(CAESAR), CAESAR


def test_a_caesar_xl_review_item_speaks_to_the_player_on_both_sides():
    """One legion sent against Roma where the whole stack wins almost surely: "Your move: you
    win the battle ... 40% of the time. The better move: you win the battle ... almost surely",
    not "Livia wins"; the log's reason of the same move still names its mover."""
    from games.caesar_xl import explain as X
    from games.caesar_xl.rules import Move
    view, seat = _xl_battle()
    taken = next(a for a in view.legal_actions(seat) if isinstance(a, Move) and a.path == ("roma",)
                 and len(a.units) == 1)
    got = R.item(X, view, seat, taken)
    assert got is not None
    names = ["Livia", "Marcus"]
    en, ja = got[2].render("en", names), got[2].render("ja", names)
    assert "Livia" not in en and "Livia" not in ja, (en, ja)
    assert en.startswith("Your move: you win the battle") and "The better move: you win the battle" in en, en
    assert ja.startswith("あなたの手：") and ja.count("あなたが勝つ") == 2, ja
    assert "Livia wins" in X.reason(view, seat, taken).render("en", names)


def test_a_better_move_that_ends_the_phase_is_said_plainly_with_the_cost():
    """The better move ends Caesar XL's March: "The better move: ending the phase; your move
    would ...", not its justification ("no march left ... more than standing still") nor "your
    move gave that up" (a pass achieves nothing to give up)."""
    from games.caesar_xl import explain as X
    from games.caesar_xl import rules as XR
    view, seat = _xl_battle()
    taken = next(a for a in view.legal_actions(seat) if isinstance(a, XR.Move) and a.path == ("rubicon",))
    en, ja = _why(X, view, seat, taken, XR.EndPhase())
    stop = X.what(view, seat, XR.EndPhase())
    assert f"The better move: {stop.render('en')}; your move would " in en, en
    assert f"より良い手：{stop.render('ja')}。あなたの手では、" in ja, ja
    assert "standing still" not in en and "gave that up" not in en and "逃した" not in ja, (en, ja)


def test_a_better_caesar_pass_is_said_plainly_with_the_cost():
    """Caesar's pass as the better move is "pass", and the "why" says what the alliance cost."""
    from games.caesar import explain as C
    from games.caesar.moves import Ally, Pass
    from games.caesar.tests.test_caesar_rules import position
    view = position(["0 . . . .", "n . . . 1", ". . . . .", ". . . . .", ". . . . ."]).view_for(0)
    taken = next(a for a in view.legal_actions(0) if isinstance(a, Ally))
    en, ja = _why(C, view, 0, taken, Pass())
    assert "The better move: pass; your move would " in en, en
    assert "より良い手：パス。あなたの手では、" in ja, ja
    assert "kept for later" not in en and "gave that up" not in en, en


def test_ending_a_caesar_xl_phase_names_the_phase():
    """Two items that each end a phase say which: "ending the March phase", "ending the
    Purchase phase", never two "ending the phase"."""
    from games.caesar_xl import explain as X
    from games.caesar_xl import rules as XR
    from games.caesar_xl.tests.xl_positions import position
    said = {}
    for phase in ("purchase", "march"):
        view = position(phase=phase, gold=(15, 0)).view_for(XR.CAESAR)
        said[phase] = (X.what(view, XR.CAESAR, XR.EndPhase()).render("en"), X.what(view, XR.CAESAR, XR.EndPhase()).render("ja"))
    assert said["purchase"] == ("ending the Purchase phase", "購入フェイズを終える"), said
    assert said["march"] == ("ending the March phase", "行軍フェイズを終える"), said
