"""The review screen: offered at the end of a game that has an explain module and a person seat,
worked out off the frame loop and kept with the game, fitting the window, and a click on a move
or on the chart opens the replay there."""
from __future__ import annotations

import threading

import pytest

pygame = pytest.importorskip("pygame")

from games.core import registry  # noqa: E402
from games.core import review as R  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import GameInfo, SeatInfo  # noqa: E402
from tests import sums  # noqa: E402
from tests.app_kit import make_app, open_app, pump_until  # noqa: E402
from tests.sums import explain as SX  # noqa: E402
from tests.test_review import SEATS, sums_record  # noqa: E402
from tests.tutorial_kit import click  # noqa: E402


@pytest.fixture
def game(monkeypatch):
    """The test game registered, and the review's shares worked out on a thread of this process
    (the helper process does not know a game registered by a test)."""
    from games.app import worker
    monkeypatch.setattr(worker, "MODE", "thread")
    SX.SEEN.clear()
    with sums.registered():
        yield


def ended(app, record: Record):
    """The game scene of finished ``record`` once its end screen is up."""
    host = app.push("game", record=record, autosave_on=False)
    pump_until(app, lambda: app.top.name == "end", what="the end screen")
    end = app.top
    pump_until(app, lambda: end.scores.done and not app.busy(), what="the end screen at rest")
    return host


def reviewed(app, record: Record | None = None):
    """The review screen of a finished game of Sums, opened from the end screen, once worked out."""
    ended(app, record or sums_record())
    click(app, app.top.review_button.rect.center)
    assert app.top.name == "review"
    scene = app.top
    pump_until(app, lambda: scene.review is not None or scene.failed is not None, what="the review")
    assert scene.failed is None, scene.failed
    click(app, (1, 1))          # (a frame drawn with the review)
    return scene


@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_review_fits_and_lists_the_blunder_first(home, game, size, lang):
    with open_app(home, size=size, lang=lang) as app:
        scene = reviewed(app)
        screen = pygame.Rect(0, 0, *size)
        left, chart = scene.areas()
        assert screen.contains(left) and screen.contains(chart) and not left.colliderect(chart)
        assert [s.index for _, s in scene.cards] == [6, 8]
        for rect, _ in scene.cards:
            assert left.contains(rect)
            assert not rect.colliderect(scene.back_button.rect)
        assert screen.contains(scene.back_button.rect) and not left.colliderect(scene.back_button.rect)


def test_a_click_on_a_listed_move_opens_the_replay_there(home, game):
    with open_app(home, size=(1000, 650)) as app:
        scene = reviewed(app)
        rect, slip = scene.cards[1]
        click(app, rect.center)
        # "Turn 5, Livia's move" opens the replay at the position it was chosen from: "Turn 5,
        # move 8 of ...", the move still to be made
        replay = app.top
        assert replay.name == "replay" and replay.index == slip.index == 8
        assert scene.moment(slip) == "Turn 5, Livia's move" and "Turn 5, move 8 of 12" in replay.title()
        marked = replay.marked_move()
        assert marked is None or marked.index < slip.index
        app.pop()
        x, y, index = scene.points[3]
        click(app, (x, y))
        assert app.top.name == "replay" and app.top.index == index == 3


def host_record(scene) -> Record:
    """The record of the game the review screen is of."""
    return scene.host.record


def test_the_review_is_kept_with_the_game_and_not_worked_out_twice(home, game):
    with open_app(home, size=(1000, 650)) as app:
        scene = reviewed(app)
        host = scene.host
        assert R.KEY in host.record.extras
        judged = len(SX.SEEN)
        app.pop()
        again = app.push("review", host=host)
        assert again.job is None and again.review == scene.review and len(SX.SEEN) == judged


def test_a_finished_game_opened_from_a_save_keeps_its_review_in_that_save(home, game):
    """A finished game opened from Load keeps its review in the save it came from (opened
    again, it is not worked out twice), under its typed name, and makes no autosave of its own
    (the Load list had the same finished game twice)."""
    import json

    from games.core import saves
    from tests.test_load_screen import click as press, open_load, row_of
    with open_app(home, size=(1000, 650)) as app:
        path = saves.save_named(sums_record(), "Finished sums")
        load = open_load(app)
        press(app, load.open_buttons[row_of(load, path)])
        pump_until(app, lambda: app.top.name == "end", what="the end screen")
        end = app.top
        pump_until(app, lambda: end.scores.done and not app.busy(), what="the end screen at rest")
        click(app, end.review_button.rect.center)
        scene = app.top
        pump_until(app, lambda: scene.review is not None, what="the review")
        kept = json.loads(path.read_text(encoding="utf-8"))
        assert R.KEY in kept["extras"] and kept["name"] == "Finished sums" and kept["finished"]
        assert not saves.autosave_path("sums").exists()
        assert saves.load_record(path).actions == sums_record().actions


def test_no_review_without_an_explain_module_or_a_person(home, game):
    app = make_app(home, size=(1000, 650))
    plain = GameInfo(id="sums_plain", min_players=2, max_players=2, minutes=1, levels=("easy",))
    try:
        ended(app, Record("sums", [SeatInfo("A", "ai", "easy"), SeatInfo("B", "ai", "easy")], seed=1,
                          actions=sums_record().actions))
        assert app.top.review_button is None
        with registry.registered(plain, "tests", rules="tests.sums", ai="tests.sums"):
            ended(app, Record("sums_plain", list(SEATS), seed=1, actions=sums_record().actions))
            assert app.top.review_button is None
            assert R.reviewable("sums") and not R.reviewable("sums_plain")
    finally:
        app.quit()


def test_leaving_the_review_while_it_works_stops_it(home, game, monkeypatch):
    hold, asked = threading.Event(), threading.Event()
    judge = SX.judge

    def slow(view, seat, action, cancel=None):
        asked.set()
        hold.wait(30)
        return judge(view, seat, action, cancel)
    monkeypatch.setattr(SX, "judge", slow)
    app = make_app(home, size=(1000, 650))
    try:
        ended(app, sums_record())
        click(app, app.top.review_button.rect.center)
        scene = app.top
        assert asked.wait(30), "the review did not start"
        assert scene.job is not None and scene.review is None
        app.pop()
        hold.set()
        job = scene.job
        assert job.wait(30), "the review went on after its screen was left"
        assert job.result is None and R.KEY not in scene.host.record.extras
    finally:
        hold.set()
        app.quit()


def test_the_move_under_the_pointer_is_shown_whole(home, game):
    with open_app(home, size=(1000, 650)) as app:
        scene = reviewed(app)
        assert scene.whole is None
        rect, slip = scene.cards[0]
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        pump_until(app, lambda: scene.whole is slip, what="the move shown whole")


def test_a_card_wraps_a_long_move_played_and_cuts_only_what_has_no_room(home, game, monkeypatch):
    """The move played wraps like the better one (a Japanese line was cut at a third of the card
    with room to spare below it); only a card too short for everything ends with "…"."""
    with open_app(home, size=(1000, 650)) as app:
        scene = reviewed(app)
        _, slip = scene.cards[0]
        played = " ".join(f"word{i}" for i in range(40))
        monkeypatch.setattr(scene, "card_lines", lambda s: (played, "better", ""))
        font = app.fonts.get(13)
        tall = pygame.Rect(0, 0, 300, 400)
        lines = scene.card_text(tall, slip, font)
        assert " ".join(lines) == played + " better"
        short = pygame.Rect(0, 0, 300, scene.head_height(slip, 300) + 4 + 2 * font.get_linesize())
        cut = scene.card_text(short, slip, font)
        assert len(cut) == 2 and cut[-1].endswith("…")


def test_a_cards_reason_is_labelled_as_a_reason(home, game):
    """「より良い手：…／あなたの手：…。より良い手：…」: the line under the better move named a
    second "better move" that was a reason. The reason line is labelled as one, in both languages."""
    from dataclasses import replace

    from games.core.text import Msg
    with open_app(home, size=(1000, 700)) as app:
        scene = reviewed(app)
        _, slip = scene.cards[0]
        why = Msg("core.review.why_vs", {"taken": Msg("core.seat_default", {"n": 7}),
                                         "best": Msg("core.seat_default", {"n": 8}), "versus": Msg("core.review.gave_up")})
        played, better, reason = scene.card_lines(replace(slip, why=why))
        assert reason.startswith("Why: ") and "The better move" not in reason, reason
        assert better.startswith("Better: ") and played.startswith("Played: ")


def test_a_long_heading_wraps_inside_its_card(home, game, monkeypatch):
    """A heading too long for the card at its smallest size (Caesar XL at 1000x700: "Turn 1,
    Livia's move — the better move kept about 7 in 20; ...") takes two lines inside the card's
    border, and the lines under it start below them."""
    with open_app(home, size=(1000, 700)) as app:
        scene = reviewed(app)
        _, slip = scene.cards[0]
        long = "Turn 1, Livia's move — " + "the better move kept about 7 in 20; your move left about 6 in 20 " * 2
        monkeypatch.setattr(scene, "head", lambda s: long)
        width = 380
        lines = scene.head_lines(slip, width)
        font = scene.head_font(slip, width)
        assert len(lines) >= 2 and all(font.size(ln)[0] <= width - 20 for ln in lines), lines
        assert scene.head_height(slip, width) >= 2 * font.get_linesize()
        short = "Turn 6, Livia's move — your chance to win fell from about 3 in 5 to about 1 in 2"
        monkeypatch.setattr(scene, "head", lambda s: short)
        lines = scene.head_lines(slip, 510)          # (the card's width at 1000x700)
        font = scene.head_font(slip, 510)
        assert len(lines) == 1 or font.size(lines[-1])[0] >= 490 // 3, lines    # (not "2" alone)


def test_the_review_is_worked_out_in_the_helper_process():
    """The judgements go to the worker's helper process a share at a time (where they cannot
    slow the frames), and the review they make is the one worked out at once."""
    import dataclasses

    from games.app import worker
    from games.app.monkey import finished_record
    from games.app.scenes import review as RS
    from games.core.review import work_out
    record = finished_record("caesar", 5)
    record.seats[0] = dataclasses.replace(record.seats[0], kind="human", level=None)
    modes = []
    real = RS.Worker

    def spy(*args, **kw):
        w = real(*args, **kw)
        modes.append(w.mode)
        return w

    RS.Worker = spy
    try:
        job = RS.ReviewJob(record)
        assert job.wait(300), "the review did not end"
    finally:
        RS.Worker = real
    assert job.error is None and job.result is not None
    assert len(modes) >= 3 and set(modes) == {"process"} and worker.MODE == "process"
    assert job.result == work_out(record)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_review_counts_turns_as_the_game_does_not_actions(home, game, lang):
    """Sums counts each seat's turns (it has no status line): Livia's 4th and 5th picks are
    actions 7 and 9 of 12; the review says "Turn 4" and "Turn 5" and whose move, the chart
    runs over turns 1 to 6, and the waiting line ends in a real ellipsis."""
    with open_app(home, lang=lang) as app:
        scene = reviewed(app)
        got = [scene.moment(s) for _, s in scene.cards]
        axis = scene.axis()
        working = app.tr("app.review.working", pct=37)
    if lang == "en":
        assert got == ["Turn 4, Livia's move", "Turn 5, Livia's move"] and axis == "Turn 1 – Turn 6"
        assert working == "Working out the review... 37%"      # (the font's "…" sits mid-line: "···")
    else:
        assert got == ["第4手番・Liviaの手", "第5手番・Liviaの手"] and axis == "第1手番〜第6手番"
        assert working == "振り返りを計算中……37％"


def test_every_person_seat_gets_its_panel(home, game, monkeypatch):
    """Two persons (Caesar: only Marcus had a panel, Livia none): each gets a panel with its
    name, its moves or the line that none was clearly worse; a "why" said alone opens in a
    capital."""
    from games.app.scenes import review as RS
    from games.core.explain import YOURS
    said: list[str] = []
    plain = RS.text

    def spy(app, surface, words, *args, **kwargs):
        said.append(words)
        return plain(app, surface, words, *args, **kwargs)
    monkeypatch.setattr(RS, "text", spy)
    rec = sums_record((3,) * 6)                      # Livia plays no worse move; Marcus picks 2s
    rec.seats = [SeatInfo("Livia", "human"), SeatInfo("Marcus", "human")]
    with open_app(home) as app:
        scene = reviewed(app, rec)
        assert scene.review.slips[0] == [] and scene.review.slips[1]
        said.clear()
        scene.draw(pygame.Surface(app.size))
        assert "Livia" in said and "Marcus" in said and scene.tr("app.review.none") in said, said
        assert {slip.seat for _r, slip in scene.cards} == {1}
        assert scene.seat_button is None, "both panels shown: nothing to switch"
        slip = scene.review.slips[1][0]
        lower = R.Slip(slip.index, 1, slip.taken, slip.best, YOURS, slip.loss, slip.turn, slip.when)
        assert scene.card_lines(lower)[2] == "Your move"


def _long_review(record: Record) -> None:
    """Keep with ``record`` a review of five moves whose "why" runs over several lines."""
    from dataclasses import replace

    from games.core.text import Msg
    rev = R.work_out(record)
    long = Msg("core.review.why_vs", {"taken": Msg("app.review.open_tip"), "best": Msg("app.review.open_tip"),
                                      "versus": Msg("app.review.none")})
    first = rev.slips[0][0]
    rev.slips[0] = [replace(first, index=i, why=long, loss=0.3 - 0.01 * i) for i in range(5)]
    R.keep(record, rev)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_card_shows_its_whole_why_on_a_small_window(home, game, lang):
    """At 1000x650 a card is as tall as its words (no "…", no line left for the hover), and the
    cards that do not fit go on further pages, each reached by the page arrows."""
    with open_app(home, size=(1000, 650), lang=lang) as app:
        record = sums_record()
        _long_review(record)
        scene = reviewed(app, record)
        left, _chart = scene.areas()
        font = app.fonts.get(13)
        seen: list[int] = []
        for _page in range(5):
            for rect, slip in scene.cards:
                whole = [ln for part in scene.card_lines(slip) if part for ln in R_wrap(font, part, rect.w - 20)]
                assert scene.card_text(rect, slip, font) == whole, (lang, slip.index)
                assert left.contains(rect)
            rects = [r for r, _ in scene.cards]
            assert all(not a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:]), rects
            seen += [s.index for _, s in scene.cards if s.index not in seen]
            if len(seen) == 5:
                break
            assert scene.pagers, "more cards than fit, and no way to the next page"
            click(app, next(r for r, _seat, step in scene.pagers if step == 1).center)
            click(app, (1, 1))
        assert sorted(seen) == [0, 1, 2, 3, 4], seen


def R_wrap(font, part, width):
    """The review's own wrapping (the card's words, whole)."""
    from games.app.draw import wrap_text
    return wrap_text(font, part, width)


def test_the_review_once_worked_out_asks_for_the_frame_that_draws_its_widgets(home, game):
    """With several person seats the seat switch (made when the work ends) was drawn only once
    the pointer moved: the frame that made it asked for no other."""
    with open_app(home) as app:
        ended(app, sums_record())
        click(app, app.top.review_button.rect.center)
        scene = app.top
        pump_until(app, lambda: scene.review is not None or scene.failed is not None, what="the review")
        assert app.frame_due() == 0.0, "no frame asked for after the review was worked out"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_charts_levels_say_chances_as_the_headings_do(home, game, lang):
    """One form of a chance on the page: the chart's levels read as the headings' "about 1 in 2"
    (「2回に1回ほど」), not as percentages beside them."""
    from games.core.explain import chance_msg
    with open_app(home, size=(1000, 650), lang=lang) as app:
        scene = reviewed(app)
        levels = dict(scene.levels())
        assert not any("%" in label or "％" in label for label in levels.values()), levels
        assert levels[0.5] in chance_msg(0.5).render(lang).replace("\u2060", ""), levels


def test_each_seats_page_arrows_turn_that_seats_cards_alone(home, game):
    """Two persons with more cards than fit: each panel has its own arrows, and they turn its
    own cards; the other panel keeps its page."""
    from dataclasses import replace

    from games.core.text import Msg
    rec = sums_record()
    rec.seats = [SeatInfo("Livia", "human"), SeatInfo("Marcus", "human")]
    rev = R.work_out(rec)
    long = Msg("core.review.why_vs", {"taken": Msg("app.review.open_tip"), "best": Msg("app.review.open_tip"),
                                      "versus": Msg("app.review.none")})
    first = next(s for seat in (0, 1) for s in rev.slips[seat])
    rev.slips = {seat: [replace(first, seat=seat, index=2 * i + seat, why=long, loss=0.3 - 0.01 * i) for i in range(5)]
                 for seat in (0, 1)}
    R.keep(rec, rev)
    with open_app(home, size=(1000, 650)) as app:
        scene = reviewed(app, rec)

        def shown(seat):
            return [s.index for _r, s in scene.cards if s.seat == seat]
        assert {seat for _r, seat, _step in scene.pagers} == {0, 1}, scene.pagers
        for seat in (0, 1):
            other = 1 - seat
            before, kept = shown(seat), shown(other)
            click(app, next(r for r, s, step in scene.pagers if s == seat and step == 1).center)
            click(app, (1, 1))
            assert shown(seat) and shown(seat) != before, (seat, before, shown(seat))
            assert shown(other) == kept, (other, kept, shown(other))
