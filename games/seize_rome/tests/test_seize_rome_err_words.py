"""CAESAR!'s error sentences, in English, begin with a capital letter once their places are
filled ("the border Achaia–Creta already holds a token." began in lower case: a border's
name itself begins "the border")."""
from __future__ import annotations

import json
import re
import string
from pathlib import Path

import games.seize_rome as pkg

TEXT = json.loads((Path(pkg.__file__).parent / "text_en.json").read_text(encoding="utf-8"))


def test_every_error_sentence_begins_with_a_capital_letter():
    border = TEXT["seize_rome.border"].format(a="Achaia", b="Creta")
    for key, text in TEXT.items():
        if not key.startswith("seize_rome.err."):
            continue
        names = {n for _, n, _, _ in string.Formatter().parse(text) if n}
        filled = text.format(**{n: border if n == "border" else "Achaia" for n in names})
        first = re.sub(r"^\W+", "", filled)[:1]
        assert first.isupper(), (key, filled)
