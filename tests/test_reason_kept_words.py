"""A computer's sealed reason says that it is kept, and until when: hovering its log
line or the last-move marker shows "Why: kept until the end of the game — it rests on what only
Marcus knows." (or "until the card is revealed" for a face-down move a game turns up before its
end), never nothing; once the game is over the reason itself shows."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.core.explain import sealed, unsealed  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import open_app, pump_until  # noqa: E402


def test_a_reason_kept_for_the_end_says_so_in_the_log_and_the_marker_until_the_end(home, monkeypatch):
    """A reason sealed because it rests on the mover's secrets (Catilina's questions, Caesar XL's
    kept cards): before the end both the log's tooltip and the marker's say it is kept until the
    end and whose secret it rests on; after the end both show the reason."""
    with open_app(home) as app:
        seats = [SeatInfo("Livia", "human"), SeatInfo("Marcus", "ai", "easy")]
        record = Record("imperium", seats, seed=2, options={"goal": "rounds8"})
        game = app.push("game", record=record, autosave_on=False)
        pump_until(app, lambda: game.marked() is not None, what="the computer's move marked")
        game.auto = False
        m = game.marked()
        why = Msg("core.seat_default", {"n": 2})
        record.reasons[m.index] = sealed(why)            # (kept for the end, as reason_of seals it)
        row = pygame.Rect(10, 10, 200, 20)
        monkeypatch.setattr(pygame.mouse, "get_pos", lambda: row.center)
        game.log_hover = (m.index + 1, row)
        kept = app.tr("app.replay.why_kept", name="Marcus")
        assert "Marcus" in kept and kept != app.tr("app.replay.why_kept_reveal", name="Marcus")
        assert game.hovered_reason() == (kept, row)
        assert game.marker_words(m).split("\n")[2:] == [kept]
        monkeypatch.setattr(type(game.session.state), "is_over", lambda self: True)
        shown = app.tr("app.replay.why", reason=game.render(unsealed(record.reasons[m.index], True)))
        assert game.hovered_reason() == (shown, row)
        assert game.marker_words(m).split("\n")[2:] == [shown]


def test_the_kept_lines_name_the_mover_in_both_languages():
    """Both catalogues carry both lines, each naming the mover."""
    import json
    from pathlib import Path
    folder = Path(__file__).resolve().parent.parent / "games" / "app"
    for lang in ("en", "ja"):
        words = json.loads((folder / f"text_{lang}.json").read_text(encoding="utf-8"))
        for key in ("app.replay.why_kept", "app.replay.why_kept_reveal"):
            assert "{name}" in words[key], (lang, key)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_reason_whose_words_are_gone_since_its_save_still_hovers(home, lang, monkeypatch):
    """A game saved with a computer's reason, opened again once a sentence of that reason is
    gone from the catalogue: hovering its move reads the same words as before, in English and
    in Japanese (before the kept words the reason was dropped on load, and the hover gone)."""
    from games.core.saves import load_record, save_record
    from games.core.session import Session
    from games.core.text import catalogue
    with open_app(home, lang=lang) as app:
        record = Record("caesar", [SeatInfo("Livia", "human"), SeatInfo("Marcus", "human")], seed=3)
        session = Session(record)
        session.act(0, session.state.legal_actions(0)[0])
        record.reasons[0] = Msg("caesar.why.just", {"what": Msg("caesar.why.place_corner", {"square": "E1"})})
        game = app.push("game", record=record, autosave_on=False)
        before = game.reason_words(0)
        assert before and ("corner" in before or "角" in before)
        app.pop()
        save_record(record, home / "kept.json")
        for words in catalogue().values():
            monkeypatch.delitem(words, "caesar.why.place_corner")
        game = app.push("game", record=load_record(home / "kept.json"), autosave_on=False)
        assert game.reason_words(0) == before
