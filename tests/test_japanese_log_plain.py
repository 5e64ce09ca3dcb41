"""Every Japanese line of a move log speaks in the plain present, as the games' own logs do.

A log mixes every game's lines with the app's (a seat asking for advice) and a computer's
(Auto-Crassus): one voice throughout, 「置く」, not 「置きます」 or 「置きました」.
"""
from __future__ import annotations

import json
import pathlib
import re

GAMES = pathlib.Path(__file__).resolve().parents[1] / "games"
#: keys of lines written to the move log whose names do not say ``.log.``
LOG_KEYS = {"app.advice.asked"}
#: key prefixes of lines written to a move log (or the top bar, the end screen and the review,
#: which read the log's lines) that do not say ``.log.``: Catilina's moves and events, its end
#: sentences and its top bar's status, and the app's end screen and review, read beside them
LOG_PREFIXES = (
    "catilina.act.", "catilina.ev.", "catilina.end.", "catilina.status.", "app.review.", "app.end.",
)
POLITE = re.compile(r"(ました|ます|ません|でした|です|ください)(?=[。：、（）」]|$)")


def _log_lines() -> dict[str, str]:
    """Every Japanese catalogue line written to a move log, by key."""
    found: dict[str, str] = {}
    for path in sorted(GAMES.rglob("*text_ja.json")):
        for key, line in json.loads(path.read_text(encoding="utf-8")).items():
            if ".log." in key or key in LOG_KEYS or key.startswith(LOG_PREFIXES):
                found[key] = line
    return found


def test_there_are_log_lines_to_read():
    lines = _log_lines()
    assert len(lines) > 100 and "app.advice.asked" in lines
    assert {"catilina.ev.none", "catilina.act.ask_all", "catilina.end.correct", "catilina.status.turn"} <= set(lines)
    assert {"app.review.none", "app.review.failed", "app.end.no_winner", "app.end.reasons_open"} <= set(lines)


def test_every_japanese_log_line_is_in_the_plain_present():
    polite = {k: v for k, v in _log_lines().items() if POLITE.search(v)}
    assert not polite, f"log lines in the polite form: {polite}"
