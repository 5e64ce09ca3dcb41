"""Caesar XL's Forum phase says what to click and why: the prompt names the Claim buttons and
what a claim does (or says that nothing can be claimed now), and the warning that a side can
win at its next Forum phase stands out on red in the race's box, in a bigger font."""
from __future__ import annotations

import dataclasses

import pytest

from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.tests.test_caesar_xl_explain import _board, _one_claim_from_a_win
from games.core.registry import registered
from games.core.text import tr


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_forum_prompt_names_the_claim_buttons_and_what_a_claim_does(lang):
    s = _one_claim_from_a_win()
    s.active, s.phase = R.POMPEY, "forum"
    assert any(isinstance(a, R.Claim) for a in s.legal_actions(R.POMPEY))
    words = s.prompt(R.POMPEY).render(lang)
    assert words == tr("caesar_xl.prompt.forum_claim", lang, goal=7)
    assert ("Claim button" in words and "balance" in words) if lang == "en" else ("「獲得」ボタン" in words)
    s.forum = []
    words = s.prompt(R.POMPEY).render(lang)
    assert words == tr("caesar_xl.prompt.forum_none", lang)
    assert ("no Forum card can be claimed" in words) if lang == "en" else ("獲得できるフォルムカードはありません" in words)


def test_the_forum_race_warning_stands_on_red_in_a_bigger_font():
    host, board = _board(_one_claim_from_a_win())
    surface = host.draw()
    g = board.forum_geom
    warns = [(px, n) for _, warn, px, n in g["lines"] if warn]
    assert warns and all(px > board.ui.font_px(13, 9) for px, _ in warns)
    assert len(g["warn_boxes"]) == len(warns)
    box = g["warn_boxes"][0]
    corner = surface.get_at((box.x + board.ui.s(6), box.bottom - 2))[:3]
    assert corner == (84, 12, 18), f"the warning's ground is {corner}, not red"


def _forum_with_claims():
    """A random game (seed 3) played to a Forum phase, from turn 2, with cards to claim."""
    import random

    from games.core.chance import CHANCE, sample
    rng = random.Random(3)
    s = R.new_game(2, 3, {"silver": True})
    for _ in range(5000):
        w = s.to_act()[0]
        if w != CHANCE and s.phase == "forum" and s.turn_no >= 2 and \
                any(isinstance(a, R.Claim) for a in s.legal_actions(w)):
            return s
        if w == CHANCE:
            a = sample(s.chance_outcomes(), rng)
        else:
            acts = s.legal_actions(w)
            ends = [a for a in acts if isinstance(a, R.EndPhase)]
            a = ends[0] if ends and rng.random() < 0.4 else rng.choice(acts)
        s.apply(w, a)
    raise AssertionError("no Forum phase with a card to claim")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1000, 650), (1280, 800)])
def test_no_claim_button_is_cut_in_a_small_window(lang, size):
    from games.app.board import SimpleHost
    from games.caesar_xl.scene import Board
    s = _forum_with_claims()
    host = SimpleHost(state=s, lang=lang, viewer=s.active)
    board = host.attach(Board(host), size)
    host.draw()
    px = board.ui.font_px(15)
    claims = [b for b in board.buttons if isinstance(b.action, R.Claim)]
    assert claims
    for b in board.buttons:
        if b.fits(board.texts, px):
            continue
        lines, size_ = board.texts.wrap_fit(b.label, b.rect.inflate(-(b.rect.h // 2), -4), px, True,
                                             max(8, px * 2 // 3))
        assert len(lines) * board.texts.font(size_, True).get_linesize() <= b.rect.h - 4, f"cut: {b.label!r}"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_diplomacy_that_moves_a_marker_says_so_on_its_button_and_tip(lang):
    """Diplomacy may take a marker of one's own from another place: the button named only
    "from Aquileia" (four buttons alike); it says the marker is moved, and its tip that the
    place it leaves stays one's own only while one's units stand there."""
    from games.app.board import SimpleHost
    from games.caesar_xl.scene import Board
    from games.caesar_xl.scene_words import place_name
    from games.caesar_xl.tests.xl_positions import position, put
    s = position(phase="purchase", gold=(20, 20), markers={"aquileia": R.CAESAR})
    put(s, R.CAESAR, "aquileia", "legion")
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    board.select_place("salonae")
    host.draw()
    moved = [b for b in board.buttons if isinstance(b.action, R.Diplomacy) and b.action.source == "aquileia"]
    assert moved, [b.action for b in board.buttons]
    where = place_name(host.tr, "aquileia")
    assert ("your marker from" in moved[0].label) if lang == "en" else ("マーカーは" in moved[0].label)
    tip = next(h.tip for h in board.hotspots if h.key == moved[0].key)
    assert tr("caesar_xl.ui.odds.moved", lang, source=where) in tip, tip
    plain = next(b for b in board.buttons if isinstance(b.action, R.Diplomacy) and not b.action.source)
    assert where not in next(h.tip for h in board.hotspots if h.key == plain.key)


@pytest.mark.parametrize("lang, words", [
    ("en", "Playing L. Afranius adds 1 Optimates: your balance Populares 2 → Populares 1 (win at 7)."),
    ("ja", "L・アフラニウスをプレイするとオプティマテスが1点増え、あなたのバランスはポプラレス2 → ポプラレス1（7点で勝利）。")])
def test_a_leader_card_in_hand_says_what_it_does_to_the_balance(lang, words):
    """As Caesar a player clicked L. Afranius in hand and saw Populares 2/7 fall to 1/7: the
    card's words never said that an Optimates leader pushes his player's balance back."""
    from games.app.board import SimpleHost
    from games.caesar_xl.scene import Board
    from games.caesar_xl.tests.xl_positions import position, put
    s = position(phase="purchase", gold=(10, 0), hands=(("afranius", "fleet"), ()))
    put(s, R.CAESAR, "rubicon", "caesar", "legion")
    assert s.balance(R.CAESAR) == 2
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    tips = {spot.key: spot.tip for spot in board.hotspots if isinstance(spot.key, tuple) and spot.key[0] == "hand"}
    assert words in tips[("hand", 0)], tips
    assert "→" not in tips[("hand", 1)], tips                 # (a tactics card leans no one)
    board.sel_place = "rubicon"                                # (its button in the panel says it too)
    board._rebuild()
    button = next(b for b in board.buttons if b.action == R.PlayCard("afranius", "rubicon"))
    assert next(spot.tip for spot in board.hotspots if spot.key == button.key) == words
