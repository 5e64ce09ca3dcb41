"""Tooltips of Caesar XL come from the catalogues. A card's: in Japanese its type is in
full-width brackets and a full-width colon leads to its text (it once read
"背信 (戦術): 作戦、…", put together outside the catalogues)."""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_turn import playable  # noqa: F401
from games.caesar_xl.tests.xl_positions import position, put
from games.core.text import tr


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_card_tip_is_worded_by_the_catalogue(lang):
    host = SimpleHost(state=position(phase="purchase", hands=(("treachery",), ())), lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    tip = board.card_tip("treachery")
    kind = tr("caesar_xl.ui.card_type." + R.CARDS["treachery"]["type"], lang)
    want = tr("caesar_xl.ui.card_tip", lang, name=tr("caesar_xl.card.treachery", lang), kind=kind,
              text=tr("caesar_xl.card.treachery.text", lang))
    assert tip == want
    if lang == "ja":
        assert not set("():") & set(tip.split("：", 1)[0]), tip


def test_a_place_tip_lists_units_in_the_languages_own_words():
    """The map's tooltip of a place: each side's units after its name, joined as the language
    joins a list (it once read "リウィア: カエサル, 熟練レギオン" in Japanese)."""
    s = position(phase="purchase")
    put(s, R.CAESAR, "massilia", "caesar", "legion")
    said = {}
    for lang in ("en", "ja"):
        host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
        board = host.attach(Board(host), (1280, 800))
        said[lang] = board.place_tip("massilia")
    assert ", " in said["en"] and ": " in said["en"], said
    assert not set(":,()") & set(said["ja"]), said
    assert "、" in said["ja"] and "：" in said["ja"], said
