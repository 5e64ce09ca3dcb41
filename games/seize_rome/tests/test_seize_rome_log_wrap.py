"""The CAESAR! log wrapped to the side panel: a line never breaks between a token's higher
value and the province it faces, nor inside that province's name ("6 toward / Hispania
Citerior", "6 toward Hispania / Citerior"), nor inside the token's values ("6/0"), and never
breaks inside a closing score or a count of markers left, in either
language, at any width the panel may have; the Japanese catalogues write full-width brackets
and colons (as the rest of the suite's Japanese does)."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.draw import wrap_text  # noqa: E402
from games.app.fonts import Fonts  # noqa: E402
from games.core.text import Msg, tr  # noqa: E402
from games.seize_rome import rules as R  # noqa: E402

NAMES = ["Livia", "Marcus"]


def plain(line: str) -> str:
    """A wrapped line as read: the no-break space is a space, the word joiner is nothing."""
    return line.replace("\u00a0", " ").replace("\u2060", "")


def wrapped_everywhere(text: str, font):
    """``text`` wrapped at every width the log's lines may have (its panel is 240 to 340 px
    wide, the lines 58 px less)."""
    for width in range(240 - 58, 340 - 58 + 1, 3):
        yield width, [plain(line) for line in wrap_text(font, text, width)]


def together(piece: str, lines: list[str], font, width: int) -> bool:
    """``piece`` is on one line, unless it (with an opening bracket) is wider than a line."""
    return font.size("（" + piece)[0] > width or any(piece in line for line in lines)


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_a_value_stays_with_its_province_when_the_log_wraps(lang):
    font = Fonts().get(15)          # the log's font
    for border in R.TOPO.borders:                       # every pair of provinces the log may name
        tok = next(t for t in R.influence_tokens().values() if t.hi != t.lo and border.icon in t.fits and not t.centurion)
        a, b = border.provinces
        name = tr(f"seize_rome.province.{a}", lang)
        said = [R.Place(tok.code, border.id, a).msg(0).render(lang, NAMES),
                R.CrassusPlace(tok.code, border.id, a, 5, b).msg(1).render(lang, NAMES)]
        for text in said:
            for width, lines in wrapped_everywhere(text, font):
                # the value with the whole province it faces, "5 toward Gallia Cisalpina" / 「5をガリア・キサルピナ側」
                piece = f"{tok.hi} toward {name}" if lang == "en" else f"{tok.hi}を{name}側"
                assert together(piece, lines, font, width), (width, piece, lines)
                assert together(f"{tok.hi}/{tok.lo}", lines, font, width), (width, lines)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_closing_score_and_the_markers_left_stay_whole_when_the_log_wraps(lang):
    font = Fonts().get(15)
    province = R.province_msg("gallia_cisalpina")
    sides = {"province": province, "seat_a": 0, "seat_b": 1}
    closed = Msg("seize_rome.log.closed", {**sides, "seat": 1, "a": 9, "b": 10}).render(lang, NAMES)
    tie = Msg("seize_rome.log.closed_tie", {**sides, "a": 6, "b": 6}).render(lang, NAMES)
    marker = Msg("seize_rome.log.marker_border", {"seat": 0, "border": R.border_msg("b02"), "left": 11}
                 ).render(lang, NAMES)
    score = ("Livia 9", "Marcus 10", "Marcus 6") if lang == "en" else ("Liviaは9", "Marcusは10", "Marcusは6")
    left = "(11 left)" if lang == "en" else "11枚）"
    for text, piece in ((closed, score[0]), (closed, score[1]), (tie, score[2]), (marker, left)):
        for width, lines in wrapped_everywhere(text, font):
            assert together(piece, lines, font, width), (width, piece, lines)


def test_the_japanese_catalogues_use_full_width_brackets_and_colons():
    """No ASCII "(", ")" or ":" in CAESAR!'s Japanese text outside its placeholders
    ("第15手番：…", "（境界の支配）"; ``{to_hi:keep}`` is a placeholder, not text)."""
    import json
    import re
    from pathlib import Path
    pkg = Path(R.__file__).parent
    for name in ("text_ja.json", "scene_text_ja.json"):
        for key, value in json.loads((pkg / name).read_text(encoding="utf-8")).items():
            outside = re.sub(r"\{[^{}]*\}", "", value)
            assert not set("():") & set(outside), (name, key, value)
