"""The catalogues' words: a count of one reads in the singular (the catalogue gives ``<key>.one``),
Auto-Crassus is "he", every sentence starts with a capital, Japanese uses full-width ":" and
"()", and one province has one Japanese name in every game."""
from __future__ import annotations

import re


from games.core.text import Msg, catalogue, tr

#: English texts that put a count before a plural noun and whose count is never 1
NEVER_ONE = {
    "caesar.ev.tied",               # both stacks: at least two counters
    "caesar_xl.ev.turn",            # "Game turn {n} begins" (no plural)
    "seize_rome.crassus.log.reshuffle",   # a whole command deck
    "app.load.details",             # the Load screen's words change with that screen
    "catilina.why.sums_many",       # said only of more sums than a reason lists (over six)
}
PLURAL = re.compile(r"\{(n|count)\}\s+(more\s+)?(?!begins)[a-z]+s\b|\{(n|count)\} militia")


def test_a_count_of_one_reads_in_the_singular():
    # (said at a round's first hit too: "takes 1 more hit" read as a hit already taken)
    assert tr("caesar_xl.ui.to_take", "en", seat="Livia", n=1) == "Livia has 1 hit to take: choose the unit in the panel."
    assert tr("caesar_xl.ui.to_take", "en", seat="Livia", n=2).startswith("Livia has 2 hits to take")
    assert "あと" not in tr("caesar_xl.ui.to_take", "ja", seat="A", n=1)
    assert Msg("caesar_xl.ev.militia_lost", {"n": 1, "place": "Gallia"}).render("en") == "1 militia of Gallia falls."
    assert Msg("caesar_xl.ev.militia_lost", {"n": 3, "place": "Gallia"}).render("en") == "3 militia of Gallia fall."
    assert tr("caesar_xl.ui.to_take", "ja", seat="A", n=1) == tr("caesar_xl.ui.to_take", "ja", seat="A", n=2).replace("2", "1")
    assert tr("imperium.ui.pts", "en", n=True) == tr("imperium.ui.pts", "en", n=True)     # a flag is no count


def test_every_counted_plural_has_its_singular():
    cat = catalogue()
    missing = [k for k, v in cat["en"].items()
               if not k.endswith(".one") and k not in NEVER_ONE and PLURAL.search(v) and k + ".one" not in cat["en"]]
    assert not missing, missing
    for k in (k for k in cat["en"] if k.endswith(".one")):
        assert k[:-4] in cat["en"], f"{k} without its plural"


def test_no_their_for_a_seat_that_may_be_auto_crassus():
    """A sentence about any seat of CAESAR! may be about Auto-Crassus, who is "he" or named,
    never "their"."""
    cat = catalogue()
    wrong = [k for k, v in cat["en"].items() if k.startswith("seize_rome.") and re.search(r"\btheir\b|\bthey\b", v)]
    assert not wrong, [(k, cat["en"][k]) for k in wrong]


def test_sentences_whose_first_word_is_a_parameter_start_with_a_capital():
    """"a ship token 5/1 does not fit …": a sentence never starts with a lower-case name."""
    token = Msg("seize_rome.token", {"icon": Msg("seize_rome.icon.ship"), "hi": 5, "lo": 1})
    card = Msg("catilina.card", {"colour": Msg("catilina.colour.0"), "value": 4})
    cases = [Msg("seize_rome.err.icon", {"token": token, "border": "Roma–Etruria", "icon": Msg("seize_rome.icon.ship")}),
             Msg("catilina.err.already_accused", {"card": card}), Msg("catilina.err.does_not_match", {"card": card}),
             Msg("catilina.err.own_card", {"card": card})]
    for msg in cases:
        s = msg.render("en")
        assert s[0].isupper(), s


def _cjk(s: str) -> bool:
    return any(0x3000 <= ord(c) <= 0x9FFF or 0xFF00 <= ord(c) <= 0xFFEF for c in s)


#: Japanese texts a board's own code quotes as they are (its doctests): changed with that code
QUOTED = {"caesar_xl.ui.lean.populares", "caesar_xl.ui.lean.optimates", "caesar_xl.ui.lean.even"}


def test_japanese_uses_full_width_colons_and_brackets():
    """Japanese texts write "：" and "（）", never the half-width ":" and "()" beside them."""
    cat = catalogue()
    mixed = [(k, v) for k, v in cat["ja"].items()
             if k not in QUOTED and _cjk(v) and re.search(r"[:()]", re.sub(r"\{[^}]*\}", "", v))]
    assert not mixed, mixed[:10]


def test_a_province_has_one_japanese_name_in_every_game():
    """Imperium said エジプト where CAESAR! said アエギュプトゥス: a province named alike in
    English is named alike in Japanese."""
    cat = catalogue()
    names: dict[str, set[str]] = {}
    for key, en in cat["en"].items():
        if re.match(r"(imperium\.ui\.rname|seize_rome\.province)\.", key):
            names.setdefault(en, set()).add(cat["ja"][key])
    shared = {en: ja for en, ja in names.items() if len(ja) > 1}
    assert not shared, shared
    assert len([en for en in names if en in ("Aegyptus", "Sicilia", "Asia", "Italia")]) == 4


def test_no_full_stop_right_after_an_exclamation_mark():
    """The menu read 「CAESAR!。」: a title ending in "!" does not take 「。」 after it."""
    cat = catalogue()
    wrong = [(k, v) for k, v in cat["ja"].items() if re.search(r"[!！]。", v)]
    assert not wrong, wrong
