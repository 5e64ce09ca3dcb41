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
POLITE = re.compile(r"(ました|ます|ません|でした|です)(?=[。：、（）」]|$)")


def _log_lines() -> dict[str, str]:
    """Every Japanese catalogue line written to a move log, by key."""
    found: dict[str, str] = {}
    for path in sorted(GAMES.rglob("*text_ja.json")):
        for key, line in json.loads(path.read_text(encoding="utf-8")).items():
            if ".log." in key or key in LOG_KEYS:
                found[key] = line
    return found


def test_there_are_log_lines_to_read():
    lines = _log_lines()
    assert len(lines) > 100 and "app.advice.asked" in lines


def test_every_japanese_log_line_is_in_the_plain_present():
    polite = {k: v for k, v in _log_lines().items() if POLITE.search(v)}
    assert not polite, f"log lines in the polite form: {polite}"
