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
    assert en.startswith("Africa (4) ×3 instead"), en
    assert ja.startswith("アフリカ（4）×3なら"), ja


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
                assert "と並ぶ）" in why.render("ja", NAMES)
                seen += 1
                break
    assert seen >= 5, seen


def test_a_region_counted_later_is_said_in_a_sentence():
    """The reasons' Japanese says when a region is counted and what it scores, as
    「次ラウンド集計の…が2対1、保てば4点」, never 「次のラウンドに集計の…（今なら4点）」; the English
    never "worth 0 if it stays so"."""
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
                assert "集計の" in text and text.endswith(("保てば" + str(m.params.get("points")) + "点", "まだ点なし")), text
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
    assert tr("imperium.log.select", "ja", seat="マルクス") == "マルクスがカードを3枚伏せる。"


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
    Sicilia: a region doubled by a flag besides the one the reason is about has its words (the
    flag's, or the lead the rest of the lay takes)."""
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
            also = first.params["what"].params.get("also")
            if doubled and also is not None and also.params["region"].key.endswith(f".{doubled[0]}"):
                assert also.params["mine"] == regions.count(doubled[0]), also     # (said as the rest
                seen += 1                                                          # of the lay)
                continue
            if doubled:
                assert why.key == "imperium.why.plus", (seed, regions, why)
                assert why.params["flag"].params["region"].key.endswith(f".{doubled[0]}")
                for lang in ("en", "ja"):
                    text = why.render(lang, ["Livia", "Marcus"])
                    assert ("flag" in text) if lang == "en" else ("旗印" in text), text
                seen += 1
    assert seen >= 12, seen


def test_the_japanese_log_is_plain_and_in_the_present_like_the_reasons():
    """The log said 「伏せました」 beside reasons in the plain form, and the other games' logs
    speak in the plain present (「徴募する」): no log line of Imperium ends a clause politely
    or in the past."""
    ending = re.compile(r"(た|だ|ました|ます|です|されます)(?=[。：]|$)")
    said = {k: v for k, v in _words("text_ja.json").items() if k.startswith("imperium.log.") and ending.search(v)}
    assert not said, said


def test_a_second_half_names_its_region_and_what_is_not_gained():
    """「代わりにブリタニア（9）を選ぶと、そこをマルクスに取られる」 read as if 「そこ」 were Britannia,
    not the region the first half named; and 「…に置いても何も増えない」 left open what does not
    grow. A second half points back to the first half's region without 「そこ」 / "there"
    (「ブリタニア（9）を選べばマルクスに取られる」) and says that no points are gained."""
    for name, there, vague in (("text_en.json", " there", "gain nothing"), ("text_ja.json", "そこ", "何も増えない")):
        said = {k: v for k, v in _words(name).items() if k.startswith("imperium.why.vs.") and (there in v or vague in v)}
        assert not said, said


def test_markers_that_only_keep_the_rival_from_scoring_say_so():
    """Short of markers, the advice filled Hispania (3), counted now, to draw level with Marcus,
    and its reason spoke of Gallia (7) counted in 4 rounds: markers that score nothing but take
    the points of the seat ahead say what they take."""
    s = new_game(2, 0, {})
    s.round, s.supply = 3, [2, 14]
    s.board[8], s.board[2], s.board[6] = [12, 0], [0, 1], [1, 0]
    s.apply(0, Select((3, 7, 9)))
    s.apply(1, Select((1, 2, 4)))
    view = s.view_for(0)
    advice = X.advise(view, 0)
    assert 3 in advice.action.regions, advice
    en, ja = advice.reason.render("en", NAMES), advice.reason.render("ja", NAMES)
    assert en.startswith("keeps Marcus from scoring 3 in Hispania (3), counted now: 1 to 1, no points"), en
    assert "の3点を防ぐ" in ja, ja


def test_the_set_up_says_the_length_in_digits_as_the_board_does():
    """The set-up said 「八ラウンド」 beside the board's 「第1ラウンド（全8ラウンド）」: the options
    say their numbers in digits too."""
    kanji = re.compile(r"[一二三四五六七八九十]")
    for lang in ("en", "ja"):
        for key, text in _words(f"text_{lang}.json").items():
            if key.startswith("imperium.opt.goal."):
                assert re.search(r"\d", text) and not kanji.search(text), (key, text)
                assert not NUMBER_WORDS.search(text) and "Eight" not in text, (key, text)
