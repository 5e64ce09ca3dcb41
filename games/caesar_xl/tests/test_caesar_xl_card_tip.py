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
    want = tr("caesar_xl.ui.card_tip_plain", lang, name=tr("caesar_xl.card.treachery", lang),
              text=tr("caesar_xl.card.treachery.text", lang))
    assert tip == want               # (its text begins with its kind: "Treachery (tactics): Tactics, ..." said it twice)
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


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_more_choices_line_is_read_whole(lang, monkeypatch):
    """In the Purchase phase most choices are on the map; the panel's sentence saying so wraps
    instead of ending in "…" (in Japanese it was cut after 「クリックすると、」)."""
    from games.caesar_xl.tests.test_caesar_xl_turn import _purchase_board
    host, board = _purchase_board(())
    host.lang = lang
    for place in ("rubicon", "aquileia", "salonae", "ariminum", "capua", "dyrrachium"):
        if place in R.CITY:
            put(host.state, R.CAESAR, place, "legion")
    host.attach(board, (973, 716))         # the board of a 1280x800 window, beside the move log
    host.draw()
    assert board.geom.get("more"), "no choices left to the map"
    drawn: list[str] = []
    real = board.texts.render                 # (what is drawn: the text after any fitting)
    monkeypatch.setattr(board.texts, "render", lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1])
    host.draw()
    key = "caesar_xl.ui.more_map" if board.geom.get("none_shown") else "caesar_xl.ui.more"
    whole = tr(key, lang, n=board.geom["more"])
    head = whole[:6]
    at = [i for i, t in enumerate(drawn) if t.startswith(head)]
    assert at, drawn
    joined = ""
    for t in drawn[at[-1]:]:
        if len(joined.replace(" ", "")) >= len(whole.replace(" ", "")):
            break
        joined += t
    assert joined.replace(" ", "") == whole.replace(" ", ""), drawn[at[-1]:]


@pytest.mark.parametrize("hand", [(), ("donations",)])
def test_the_map_choices_are_more_only_beside_choices_listed(hand):
    """「ほかに237件：…」 ("237 more") stood alone under an empty list in the Purchase phase:
    with nothing listed the panel says the choices are on the map; "more" only under a list."""
    from games.caesar_xl.tests.test_caesar_xl_turn import _purchase_board
    host, board = _purchase_board(hand)
    host.lang = "ja"
    host.draw()
    listed = [b for b in board.buttons if b.key[0] == "choice"]
    assert board.geom["more"] and bool(listed) == bool(hand), (board.geom, [b.key for b in board.buttons])
    drawn: list[str] = []
    real = board.texts.render
    board.texts.render = lambda text, *a, **k: (drawn.append(text), real(text, *a, **k))[1]
    host.draw()
    said = "".join(drawn)
    if hand:
        assert tr("caesar_xl.ui.more", "ja", n=board.geom["more"])[:8] in said, drawn
    else:
        assert "ほかに" not in said and tr("caesar_xl.ui.more_map", "ja", n=board.geom["more"])[:8] in said, drawn


def test_the_more_choices_line_stays_under_the_choices_when_a_battle_close_is_up(monkeypatch):
    """The line stood under the last button added, the battle panel's Close once a battle was
    over, and leaked into the panel's header over "Defender: Marcus"."""
    import pygame
    from games.caesar_xl.tests.test_caesar_xl_turn import _purchase_board
    host, board = _purchase_board(("donations",))
    host.draw()
    assert board.geom["more"]
    m = board.geom["map"]
    board.add_button(pygame.Rect(m.x + 300, m.y + 10, 96, 24), "Close", on_click=lambda: None, key=("battle_close",))
    at: list = []
    real = board.texts.draw
    monkeypatch.setattr(board.texts, "draw", lambda s, text, pos, *a, **k: (at.append((text, pos)),
                                                                            real(s, text, pos, *a, **k))[1])
    board._draw_side(pygame.Surface(board.rect.size))
    head = tr("caesar_xl.ui.more", "en", n=board.geom["more"])[:6]
    ys = [pos[1] for text, pos in at if text.startswith(head)]
    assert ys and all(board.geom["choices"].top <= y < board.geom["choices"].bottom for y in ys), (ys, board.geom)
