"""The end screen's words: "the computer's reasons can now be read" only where a reason was kept
sealed until the end (not where every sealed reason was opened in play, as a face-down card is
turned up), and "Game over" said once (the top bar says it: the sentence under the winner does
not say it again)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.explaining import revealed  # noqa: E402
from games.core.explain import UNTIL_REVEAL, sealed  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import open_app, pump_until  # noqa: E402
from games.app.monkey import finished_record  # noqa: E402

GAMES = ["caesar", "caesar_xl", "catilina", "imperium", "seize_rome"]
GAME_OVER = {"en": "game over", "ja": "ゲーム終了"}
#: every game in Japanese and Caesar in English run by default; the other games' English end
#: screens repeat the checks (``-m long``)
WORDS = [pytest.param(g, lang, id=f"{g}-{lang}", marks=() if lang == "ja" or g == "caesar" else pytest.mark.long)
         for g in GAMES for lang in ("en", "ja")]


def end_of(app, record):
    app.push("game", record=record, autosave_on=False)
    pump_until(app, lambda: app.top.name == "end", what="the end screen")
    return app.top


@pytest.mark.parametrize("game, lang", WORDS)
def test_the_reasons_line_only_where_a_reason_was_kept_to_the_end(home, game, lang):
    record = finished_record(game, 5)
    computer = [i for i, (seat, _a) in enumerate(record.actions) if seat == 1]
    why = Msg("core.action", {"seat": 1, "name": "x"})
    with open_app(home, size=(1280, 800), lang=lang) as app:
        end = end_of(app, record)
        record.reasons.update({i: why for i in computer})
        assert end.kept_line() is None, "plain reasons were readable all game"
        record.reasons.update({i: sealed(why, UNTIL_REVEAL) for i in computer})
        assert end.kept_line() is None, "reasons opened when their cards were turned up"
        last = len(record.actions) - 1
        opened = [i for i in computer if revealed(record, i, last)]
        if opened:                # (a secret turned up in play: its reason was read then)
            record.reasons[opened[-1]] = sealed(why)
            assert end.kept_line() is None, "a reason opened in play"
        record.reasons[last] = sealed(why)
        if game == "catilina":      # (its hands stay face down: a sealed reason is kept from others)
            assert end.kept_line() is None
        else:
            assert end.kept_line() == end.tr("app.end.reasons_open")


@pytest.mark.parametrize("game, lang", WORDS)
def test_the_end_sentence_does_not_say_game_over_again(home, game, lang):
    record = finished_record(game, 5)
    with open_app(home, size=(1280, 800), lang=lang) as app:
        end = end_of(app, record)
        said = end.host.render(end.outcome.reason)
        assert GAME_OVER[lang] not in said.lower(), said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_menu_calls_the_game_continue_opens_unfinished(home, lang, monkeypatch):
    """The menu said "Last game: Catilina" for an old unfinished game after two newer games were
    finished: it names the game Continue opens as the unfinished game it is."""
    import time
    from games import info
    from games.app.scenes import menu as menu_mod
    from games.core.record import Record
    from games.core.saves import autosave
    from tests.app_kit import seats
    autosave(Record("catilina", seats("catilina", "hhh"), seed=5))
    time.sleep(0.01)
    for game in ("caesar", "imperium"):                 # (finished after it)
        autosave(finished_record(game, 3), finished=True)
    with open_app(home, size=(1280, 800), lang=lang) as app:
        menu = app.top
        assert menu.continue_path is not None and menu.continue_path.name == "autosave-catilina.json"
        drawn: list = []
        real = menu_mod.text
        monkeypatch.setattr(menu_mod, "text", lambda a, s, said, *rest, **kw: (drawn.append(said),
                                                                                real(a, s, said, *rest, **kw))[1])
        menu.paint_continue(pygame.Surface(app.size))
        title = info("catilina").title.render(lang)
        unfinished = {"en": "Unfinished game", "ja": "中断中"}[lang]
        assert drawn == [menu.tr("app.menu.continue_what", title=title)]
        assert unfinished in drawn[0] and title in drawn[0], drawn


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_advice_line_after_a_game_where_no_one_could_have_asked(home, lang):
    """A game of computers only, in a game that offers advice: no one asked and no person sat,
    so the end says nothing of advice (it said "Advice asked:" with nothing after it)."""
    record = finished_record("imperium", 5)
    with open_app(home, size=(1280, 800), lang=lang) as app:
        end = end_of(app, record)
        end.host.advice_offered = lambda: True
        assert end.advice_line() is None
