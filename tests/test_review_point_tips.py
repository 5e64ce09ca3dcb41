"""The review's chart in use: a point under the pointer says its moment, the move that led to it,
each seat's chance in the chart's words and what that chance is (the judge's own reason for the
seat it favours where the game gives one, why it differs from the score where it does); back from a replay opened from the review, nothing stays lit that the pointer has
left."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.monkey import finished_record  # noqa: E402
from games.app.scenes.review import shown_move  # noqa: E402
from games.core import review as R  # noqa: E402
from games.core.explain import chance_msg  # noqa: E402
from tests.app_kit import make_app, pump, pump_until  # noqa: E402

GAMES = ["caesar", "imperium", "catilina", "seize_rome", "caesar_xl"]


def planted(record, chart):
    """``record`` with a kept review of no moves and the chart ``chart`` (no judging: the test is
    of the screen)."""
    n = len(record.actions)
    R.keep(record, R.Review([0], {0: []}, chart, n, R.span_of(record)))
    return record


def review_of(app, record):
    """The review screen of finished ``record`` (its end screen under it), drawn once, its
    moments and scores worked out."""
    host = app.push("game", record=record, autosave_on=False)
    pump_until(app, lambda: app.top.name == "end", what="the end screen")
    scene = app.push("review", host=host)
    assert scene.job is None, "the planted review was not read back"
    pump_until(app, lambda: scene.moments.done and scene.scores.done and not app.busy(), what="the review at rest")
    return scene


def hover(app, scene, pos):
    """The pointer moved to ``pos`` and a frame drawn."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app, 2)
    scene.draw(app.screen)


#: every game in Japanese and Imperium in English run by default; the other games' English
#: points repeat the check (``-m long``)
POINTS = [pytest.param(g, lang, id=f"{g}-{lang}", marks=() if lang == "ja" or g == "imperium" else pytest.mark.long)
          for lang in ("en", "ja") for g in GAMES]


@pytest.mark.parametrize("game, lang", POINTS)
def test_a_point_of_the_chart_says_its_moment_move_and_chances(home, game, lang):
    record = finished_record(game, 3)
    n, seats = len(record.actions), len(record.seats)
    mid = max(1, n // 2)
    chart = [(0, [1 / seats] * seats), (mid, [0.3] + [0.7 / (seats - 1)] * (seats - 1)),
             (n, [1.0] + [0.0] * (seats - 1))]
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        scene = review_of(app, planted(record, chart))
        x, y, index = next(p for p in scene.points if p[2] == mid)
        hover(app, scene, (x, y))
        assert scene.tip is not None, "no words over the chart's point"
        assert pygame.Rect(0, 0, *app.size).contains(scene.tip)
        said = scene.point_lines(mid, chart[1][1])
        shown = shown_move(record, mid)
        assert str(shown) in said[0] and str(n) in said[0]
        assert scene.host.render(scene.moments.moments[shown - 1]) in said[0]   # (the turn its move was made in)
        names = [s.name for s in record.seats]
        for s, v in enumerate(chart[1][1]):
            assert any(names[s] in line and scene.host.render(chance_msg(v)) in line for line in said), (s, said)
        means = scene.point_key("means") if scene.scores.series is not None else "app.review.point.means_plain"
        assert said[-1] == scene.tr(means) or names[0] in said[-1], said
        if game == "catilina":                # (no score: the words say none)
            assert said[-1] == scene.tr("app.review.point.means_plain")
        end = scene.point_lines(n, chart[-1][1])
        assert end[-1] == scene.tr("app.review.point.end")
    finally:
        app.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_point_where_the_score_leader_is_not_favoured_says_why(home, lang):
    """Imperium at 14 to 4 with the leader's line under 1 in 3: the point says the score and that
    the computer counts what is still to be won."""
    record = finished_record("imperium", 3)
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        n = len(record.actions)
        scene = review_of(app, planted(record, [(0, [0.5, 0.5]), (n, [1.0, 0.0])]))
        scene.scores.series = [(14.0, 4.0)] * (n + 1)
        scene.scores.after = dict(enumerate(scene.scores.series))
        names = [s.name for s in record.seats]
        note = scene.point_note(2, [0.3, 0.7])
        assert note == scene.tr("app.review.point.behind", leader=names[0], a="14", b="4", other=names[1])
        assert scene.point_note(2, [0.7, 0.3]) == scene.tr("app.review.point.means")
        # seen: "about 1 in 2" for both players over a line saying the computer favours one
        assert scene.point_note(2, [0.48, 0.52]) == scene.tr("app.review.point.means")
    finally:
        app.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_point_the_judge_gives_a_reason_for_says_that_reason(home, lang):
    """Where the judge says why it favours a seat (Imperium: the regions still to be counted where
    it has the most markers), the point says that, not the general note, even against the score."""
    from games.core.text import Msg
    record = finished_record("imperium", 3)
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        n = len(record.actions)
        why = Msg("imperium.why.favoured", {"seat": 1, "regions": [Msg("imperium.region.7"), Msg("imperium.region.9")],
                                            "n": 16})
        R.keep(record, R.Review([0], {0: []}, [(0, [0.5, 0.5]), (2, [0.3, 0.7]), (n, [1.0, 0.0])], n,
                                R.span_of(record), {2: why}))
        scene = review_of(app, record)
        scene.scores.series = [(14.0, 4.0)] * (n + 1)
        note = scene.point_note(2, [0.3, 0.7])
        assert note == scene.host.render(why) and "16" in note, note
        assert scene.point_note(0, [0.5, 0.5]) == scene.tr("app.review.point.means"), "no reason: the general note"
    finally:
        app.quit()


def test_back_from_a_replay_the_clicked_move_is_no_longer_lit(home, monkeypatch):
    """The item clicked to open the replay kept its words over the chart on the way back until
    the pointer moved: the review reads where the pointer is when it comes back."""
    record = finished_record("caesar", 3)
    n = len(record.actions)
    app = make_app(home, size=(1280, 800))
    try:
        scene = review_of(app, planted(record, [(0, [0.5, 0.5]), (n // 2, [0.4, 0.6]), (n, [1.0, 0.0])]))
        x, y, index = scene.points[1]
        hover(app, scene, (x, y))
        assert scene.tip is not None
        scene.open_replay(index)
        assert app.top.name == "replay"
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (app.size[0] - 60, app.size[1] - 40))
        app.pop()
        assert app.top is scene
        scene.draw(app.screen)
        assert scene.tip is None and scene.whole is None
    finally:
        app.quit()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_counters_beside_a_caesar_point_are_those_of_its_moment(home, lang):
    """Caesar keeps no score in its set-up: a point's note read the score series by position and
    gave a later moment's counters (the final 18 to 3 beside a turn when the board showed 12 to
    8). Each point's counters are the board's at that moment, in the game's words (counters)."""
    record = finished_record("caesar", 3)
    n = len(record.actions)
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        scene = review_of(app, planted(record, [(0, [0.5, 0.5]), (n, [1.0, 0.0])]))
        names = [s.name for s in record.seats]
        said = 0
        for i in range(n):
            now = record.replay(i, trusted=True).scores_now()
            assert scene.scores.at(i) == now, i
            if now is None or now[0] == now[1]:
                continue
            lead = 0 if now[0] > now[1] else 1
            chances = [0.2, 0.2]
            chances[1 - lead] = 0.8
            assert scene.point_note(i, chances) == scene.tr(
                "caesar.review.point.behind", leader=names[lead], a=str(int(now[lead])),
                b=str(int(now[1 - lead])), other=names[1 - lead]), i
            said += 1
        assert said
    finally:
        app.quit()


def test_a_point_speaks_japanese_in_the_plain_form_of_the_games():
    """The words under a chart's point read beside the game's own reasons, which speak in the
    plain form: 「見ている」, not 「見ています」."""
    from tests.test_japanese_log_plain import POLITE
    from games.core.text import catalogue
    lines = {k: v for k, v in catalogue()["ja"].items() if ".review.point." in k}
    assert len(lines) > 8
    polite = {k: v for k, v in lines.items() if POLITE.search(v)}
    assert not polite, polite


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_panel_of_several_moves_says_their_order(home, monkeypatch, lang):
    """The cards came largest first (16, 10, 14, 20 in turns) with nothing saying so: a panel of
    more than one says its order at its head; a panel of one says none."""
    from games.app.scenes import review as screen
    from games.core.text import Msg
    record = finished_record("caesar", 3)
    n = len(record.actions)
    slips = [R.Slip(i, 0, Msg("core.review.yours"), Msg("core.review.yours"), Msg("core.review.yours"), 0.2 - i / 100,
                    top=0.5, now=0.3) for i in (5, 2)]
    R.keep(record, R.Review([0], {0: slips}, [(0, [0.5, 0.5]), (n, [1.0, 0.0])], n, R.span_of(record)))
    app = make_app(home, size=(1280, 800), lang=lang)
    try:
        scene = review_of(app, record)
        drawn: list[str] = []
        real = screen.text
        monkeypatch.setattr(screen, "text", lambda app, surface, s, *a, **k: drawn.append(s) or real(app, surface, s, *a, **k))
        area = scene.areas()[0]
        scene.draw_slips(app.screen, area, 0)
        assert scene.tr("app.review.order") in drawn
        drawn.clear()
        assert scene.review is not None
        scene.review.slips[0] = slips[:1]
        scene.draw_slips(app.screen, area, 0)
        assert drawn and scene.tr("app.review.order") not in drawn
    finally:
        app.quit()
