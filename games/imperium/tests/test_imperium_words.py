"""Imperium's words as players read them (advice, reasons, log, prompts), in English and
Japanese:

- the next best choice is named by what it lays instead, and whole when that is a region the
  choice lays too ("Africa (4) instead would not lead in Gallia (7)" was said of "Africa (4)
  ×2, Gallia (7)"); the Japanese says 「代わりに…を選ぶと、…」;
- a region counted this round that the strongest rival can still tie with the picks it lays
  face down is said with "unless", also beside a second half (it was said as certain);
- a region counted later is a sentence, never a table row (「次のラウンドに集計の…（今なら4点）」);
- numbers are digits (no "three cards", 「三枚」);
- a computer's reason speaks of a flag that doubles a pick in another region;
- Catilina's pass of a single card says "card ... returns it".
"""
from __future__ import annotations

import json
import re
from pathlib import Path

from games.core.text import Msg, tr
from games.imperium import explain as X
from games.imperium.rules import Select, new_game, regions_msg

from .test_imperium_explain import _positions

HERE = Path(__file__).resolve().parent.parent
NAMES = ["Livia", "Marcus", "Julia", "Gaius"]


def _words(name: str) -> dict:
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def _region(m: Msg) -> int:
    return int(m.key.rsplit(".", 1)[1])


def test_the_other_choice_named_is_never_a_region_the_choice_lays_too():
    """Over many pairs of selections, a second half names either regions the choice does not
    lay, or the other selection whole; and the case the players found reads plainly."""
    seen = whole = idle = 0
    for g, s in _positions(20):
        seat = s.to_act()[-1]
        view = s.view_for(seat)
        if view.phase != "select":
            continue
        acts = view.legal_actions(seat)
        for a in acts[::19]:
            for b in acts[::31]:
                if a == b:
                    continue
                vs = X._versus(view, seat, a, b, 2.0, True)
                if vs is not None and vs.key.startswith("imperium.why.vs.idle"):
                    idle += 1
                    assert vs.key.endswith(".more") == (_region(vs.params["region"]) in a.regions), (a.regions, vs)
                if vs is None or "alt" not in vs.params:
                    continue
                seen += 1
                alt = vs.params["alt"]
                if alt == regions_msg(b.regions):
                    whole += 1
                else:
                    assert not {_region(m) for m in alt} & set(a.regions), (g, a.regions, b.regions, alt)
    assert seen > 100 and whole > 10 and idle > 0, (seen, whole, idle)
    view = new_game(2, 1, {"goal": "rounds8"}).view_for(0)
    vs = X._versus(view, 0, Select((4, 4, 7)), Select((4, 4, 4)), 2.0, True)
    assert vs.params["alt"] == regions_msg((4, 4, 4)), vs
    en, ja = vs.render("en", NAMES), vs.render("ja", NAMES)
    assert en.startswith("choosing Africa (4) ×3 instead"), en
    assert ja.startswith("代わりにアフリカ（4）×3を選ぶと、"), ja


def test_a_rival_who_can_still_tie_is_said_with_unless_beside_a_second_half():
    """"2 more markers make Africa (4) 4 to 3, scoring 4 this round; ..." was said as certain
    while Marcus's hidden picks tied it: with a second half the condition stays."""
    seen = 0
    for g, s in _positions(30):
        seat = s.to_act()[-1]
        view = s.view_for(seat)
        if view.phase != "select":
            continue
        acts = view.legal_actions(seat)
        for a in acts[::7]:
            inner = X.because(view, seat, a).params["why"]
            if inner.key != "imperium.why.unless":
                continue
            for b in acts[::13]:
                why = X._reason(view, seat, a, {a: 10.0, b: 0.0}, True)
                if "vs" not in why.params:
                    continue
                assert why.params["what"].params["why"].key == "imperium.why.unless", (g, a.regions, why)
                text = why.render("en", NAMES)
                assert ", unless " in text, text
                assert "ただし" in why.render("ja", NAMES)
                seen += 1
                break
    assert seen >= 5, seen


def test_a_region_counted_later_is_said_in_a_sentence():
    """The reasons' Japanese is in sentences like 「今回集計する…にマーカーをあと3個置けば4対1となり、
    6点が入る」, never 「次のラウンドに集計の…（今なら4点）」; the English never "worth 0 if it stays so"."""
    ja, en = _words("text_ja.json"), _words("text_en.json")
    for key, text in ja.items():
        if key.startswith("imperium.why."):
            assert "（今なら" not in text and "に集計の" not in text, (key, text)
    for key, text in en.items():
        if key.startswith("imperium.why."):
            assert "if it stays so" not in text and "scoring {points}\"" not in text, (key, text)
    view = new_game(2, 1, {"goal": "rounds8"}).view_for(0)
    kinds = set()
    for regions in ((2, 5, 9), (3, 5, 9), (5, 5, 9), (2, 8, 9)):
        for r in set(regions):
            m = X._place_words(view, 0, r, regions.count(r))
            if m.key.startswith("imperium.why.later"):
                kinds.add(m.key)
                text = m.render("ja", NAMES)
                assert "集計する" in text and text.endswith(("点が入る", "点は入らない")), text
    assert {"imperium.why.later", "imperium.why.later.next"} <= kinds, kinds


NUMBER_WORDS = re.compile(r"\b(one|two|three|twice)\s+(more|marker|markers|card|cards|flag|flags|pick|picks|"
                          r"times|selections|regions)\b|\btwice\b|\ball three\b", re.IGNORECASE)
KANJI_COUNT = re.compile(r"[一二三四五六七八九][つ枚回本個]")


def test_numbers_are_digits_in_play():
    """What is read while playing (log, prompts, reasons, the board's lines) says numbers in
    digits: "3 cards", 「3枚」, never "three cards", "one more there", 「三枚」「二回・三回」."""
    for name in ("text_en.json", "scene_text_en.json"):
        for key, text in _words(name).items():
            if not key.startswith(("imperium.lesson", "imperium.blurb", "imperium.opt")):
                assert not NUMBER_WORDS.search(text), (key, text)
    for name in ("text_ja.json", "scene_text_ja.json"):
        for key, text in _words(name).items():
            if not key.startswith(("imperium.lesson", "imperium.blurb", "imperium.opt")):
                assert not KANJI_COUNT.search(text), (key, text)
    assert tr("imperium.log.select", "en", seat="Marcus") == "Marcus lays 3 cards face down."
    assert tr("imperium.log.select", "ja", seat="マルクス") == "マルクスがカードを3枚伏せました。"


def test_catilina_s_pass_of_one_card_is_said_in_the_singular():
    """"passes 1 face down to Julia, who looks and returns them": one card is "card ... it"."""
    one = tr("catilina.ev.pass", "en", seat="Livia", seat2="Julia", count=1)
    two = tr("catilina.ev.pass", "en", seat="Livia", seat2="Julia", count=2)
    assert one == "Livia passes 1 card face down to Julia, who looks and returns it.", one
    assert two == "Livia passes 2 cards face down to Julia, who looks and returns them.", two
    kept = tr("catilina.ev.pass_kept", "en", seat="Livia", seat2="Julia", count=1)
    assert kept.endswith("1 card face down to Julia, who keeps it."), kept
    ja = json.loads((HERE.parent / "catilina" / "text_ja.json").read_text(encoding="utf-8"))
    assert "catilina.ev.pass.one" in ja and "catilina.ev.pass_kept.one" in ja


def test_a_flag_in_another_region_is_explained_in_the_computer_s_reason():
    """Marcus laid Sicilia (2) and Hispania (3) twice with a flag, and his reason spoke only of
    Sicilia: a region doubled by a flag besides the one the reason is about has its words."""
    seen = 0
    for seed in range(12):
        s = new_game(2, seed, {"goal": "rounds8"})
        view = s.view_for(1)
        for regions in ((1, 3, 3), (1, 1, 3), (1, 9, 9), (1, 9, 9)):
            why = X.reason(view, 1, Select(regions))
            first = why.params["reason"] if why.key == "imperium.why.plus" else why
            place = first.params["what"].params["why"]
            place = place.params.get("place", place)
            main = int(place.params["region"].key.rsplit(".", 1)[1])
            doubled = [r for r in set(regions) if regions.count(r) > 1 and r != main]
            if doubled:
                assert why.key == "imperium.why.plus", (seed, regions, why)
                assert why.params["flag"].params["region"].key.endswith(f".{doubled[0]}")
                for lang in ("en", "ja"):
                    text = why.render(lang, ["Livia", "Marcus"])
                    assert ("flag" in text) if lang == "en" else ("旗印" in text), text
                seen += 1
    assert seen >= 12, seen


def test_the_set_up_says_the_length_in_digits_as_the_board_does():
    """The set-up said 「八ラウンド」 beside the board's 「第1ラウンド（全8ラウンド）」: the options
    say their numbers in digits too."""
    kanji = re.compile(r"[一二三四五六七八九十]")
    for lang in ("en", "ja"):
        for key, text in _words(f"text_{lang}.json").items():
            if key.startswith("imperium.opt.goal."):
                assert re.search(r"\d", text) and not kanji.search(text), (key, text)
                assert not NUMBER_WORDS.search(text) and "Eight" not in text, (key, text)
