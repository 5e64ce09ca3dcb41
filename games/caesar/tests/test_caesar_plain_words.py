"""Caesar's words as a player reads them (``games/caesar/explain.py``, the catalogues):

- the Japanese log speaks in the plain present, like the reasons and the other games' logs;
- the advice names a pass as "pass", and a small difference is said in words, not "1 game in 38";
- a card that beats everything but the flag says so in cards, and a lower card judged better
  than it while the other side holds the flag says the flag is the reason;
- a computer's attack, read by every seat while its card lies face down, says nothing of its
  own flag (its advice to a person still does).
"""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

from games.caesar import explain as X
from games.caesar.rules import FLAG, NEUTRAL, PHASE_PLAY, PlayCard, Struggle, new_game
from games.caesar.tests.test_caesar_explain import _decisions
from games.core.explain import YOURS

NAMES = ["Livia", "Marcus", "Julia"]
HERE = Path(X.__file__).parent


def _words(name: str) -> dict[str, str]:
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def test_the_japanese_log_is_plain_and_in_the_present_like_the_reasons():
    """「…に置きました」「…同盟しました」 stood beside reasons in the plain form and the other
    games' plain present logs (「置く」「同盟する」): no log line of Caesar (a move or what it
    brings about) ends a clause politely or in the past."""
    ending = re.compile(r"(た|だ|ました|ます|です|されます)(?=[。：）]|$)")
    said = {k: v for k, v in _words("text_ja.json").items()
            if k.startswith(("caesar.log.", "caesar.ev.")) and ending.search(v)}
    assert not said, said


def test_a_pass_is_advised_as_pass_and_a_small_cost_in_words():
    """"Advice: passing" read as a gerund, and "would cost about 1 game in 38" as no measure a
    player uses."""
    assert X.what(new_game(2, 1, {}).view_for(0), 0, None).render("en") == "pass"
    en, ja = _words("text_en.json"), _words("text_ja.json")
    assert "game in" not in en["caesar.why.vs.little"] and "回に1回" not in ja["caesar.why.vs.little"]
    said = []
    for g in range(16):
        rng = random.Random(700 + g)
        s = new_game(2, g, {})
        for seat in _decisions(s, rng, 40, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            view = s.view_for(seat)
            if view.phase != PHASE_PLAY:
                continue
            legal = view.legal_actions(seat)
            for a in legal[:3]:
                for b in legal[:3]:
                    if a != b:
                        vs = X._versus(view, seat, a, b, 0.03)
                        if vs is not None:
                            said.append(vs)
    for vs in said:
        assert "game in" not in vs.render("en", NAMES), vs
    assert any(vs.key == X.WHY + "vs.little" for vs in said), {vs.key for vs in said}


def _duel(mine: int, theirs: int, hand0: tuple, hand1: tuple):
    """Seat 0's stack of ``mine`` on B2 attacks seat 1's stack of ``theirs`` on C2."""
    s = new_game(2, 3, {})
    s.board = [[NEUTRAL] for _ in range(25)]
    s.board[6], s.board[7] = [0] * mine, [1] * theirs
    s.phase = PHASE_PLAY
    s.current = 0
    s.apply(0, Struggle(6, 7))
    s.hands = [tuple(sorted(hand0)), tuple(sorted(hand1))]
    return s.view_for(0)


def test_a_review_card_says_the_flag_is_why_the_lower_card_is_better():
    """"Your move: … it beats every number Marcus has left. The better move: … beats 3 of
    Marcus's 9 cards; your move spent a 7, which is worth more kept" praised the 7 and gave no
    reason for the 2: Marcus still held the flag, which voids the struggle. Both lines count in
    cards, and the better move's reason names the flag."""
    view = _duel(9, 6, (FLAG, 2, 5, 7, 9), (FLAG, 1, 3, 4, 6, 7, 8, 9, 5))
    seven = X.because(view, 0, PlayCard(7))
    assert seven.key == X.WHY + "card_sure_flag", seven
    two = X.because(view, 0, PlayCard(2))
    vs = X._versus(view, 0, PlayCard(2), PlayCard(7), 0.1, YOURS)
    assert vs is not None and vs.key == X.WHY + "vs.spent_card_flag", vs
    for lang, flag in (("en", "flag"), ("ja", "旗印")):
        texts = [m.render(lang, NAMES) for m in (seven, two, vs)]
        assert all("number" not in t and "数字" not in t for t in texts), texts
        assert flag in texts[0] and flag in texts[2], texts
    assert "beats every card Marcus has left but the flag" in seven.render("en", NAMES)
    assert "beats 3 of Marcus's 9 cards" in two.render("en", NAMES)
    assert "your move risked a 7 for nothing" in vs.render("en", NAMES)
    advice = X._versus(view, 0, PlayCard(2), PlayCard(7), 0.1)     # (the advice's words: the 7 is kept)
    assert advice is not None and advice.key == X.WHY + "vs.keep_card_flag", advice
    plain = _duel(9, 6, (FLAG, 2, 5, 7, 9), (1, 3, 4, 6, 7, 8, 9, 5))     # (no flag: as before)
    assert X.because(plain, 0, PlayCard(7)).key == X.WHY + "card_sure"
    assert X._versus(plain, 0, PlayCard(2), PlayCard(7), 0.1, YOURS).key == X.WHY + "vs.spent_card"


def test_a_computers_attack_says_nothing_of_its_own_flag_while_its_card_is_hidden():
    """"Striking first it wins only about 1 in 8, but the flag in hand can still void it" was
    read while the attacker's card lay face down, then it played the flag: a reason every seat
    reads as soon as the attack is made keeps to what does not hint at its card (its card's own
    reason, kept until the card is turned up, says what the flag did). The words said to the
    attacker alone (its advice, its review) still count the flag."""
    public = private = 0
    for g in range(40):
        rng = random.Random(g)
        s = new_game(2 + g % 2, g, {})
        for seat in _decisions(s, rng, 120, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            view = s.view_for(seat)
            if FLAG not in view.hands[seat]:
                continue
            for a in view.legal_actions(seat):
                if not isinstance(a, Struggle) or X._odds(view, seat, a) >= X.LONG_SHOT:
                    continue
                if X.because(view, seat, a).key.removesuffix("_nowin").endswith("_flag"):
                    private += 1
                said = X.because(view, seat, a, public=True)
                assert not said.key.removesuffix("_nowin").endswith("_flag"), said
                if public < 4:                  # (the whole reason, as the log's tooltip reads it)
                    why = X.reason(view, seat, a)
                    for lang, flag in (("en", "flag"), ("ja", "旗")):
                        assert flag not in why.render(lang, NAMES), why.render(lang, NAMES)
                public += 1
    assert public >= 5 and private >= 5, (public, private)


def test_a_reason_keeps_to_four_lines_of_the_japanese_advice_bubble():
    """An alliance that saved a stack took 6 to 8 lines of the Japanese advice bubble. A reason,
    advice's or a computer move's, fits four lines of the bubble's width after 「理由：」 with the
    names the game gives its seats (a second half that would make a fifth is left out)."""
    import pytest
    pytest.importorskip("pygame")
    import pygame
    from games.app.fonts import default_fonts
    from games.app.tutorial.bubble import BUBBLE_W, bubble_lines
    from games.caesar.tests.test_caesar_explain import _positions
    from games.core.text import Msg, tr
    pygame.font.init()
    font = default_fonts().get(16)
    names = [tr(f"app.name.{i}", "ja") for i in range(1, 6)]
    longest: list[str] = []
    kinds = set()
    for g, s in _positions(24):
        seat = s.to_act()[0]
        view = s.view_for(seat)
        whys = [X.reason(view, seat, a) for a in view.legal_actions(seat)[::9]]
        if g % 3 == 0:
            whys.append(X.advise(view, seat).reason)
        for why in whys:
            kinds.add(why.params.get("what", why).key)
            text = Msg("app.advice.says", {"move": "-", "reason": why}).render("ja", names).split("\n", 1)[1]
            lines = bubble_lines(text, font, BUBBLE_W)
            if len(lines) > len(longest):
                longest = lines
    assert len(longest) <= 4, longest
    assert len(kinds) >= 6, kinds


def _given_up(g: int):
    """The first struggle card of a random game (seed ``g``) whose advice gives the struggle up
    (a low card that beats none of the other side's, a higher one could): its view and seat."""
    rng = random.Random(g)
    s = new_game(2, g, {})
    for seat in _decisions(s, rng, 200, lambda s, seat, acts, rng=rng: rng.choice(acts)):
        if s.phase == "struggle" and seat in s.duel[:2]:
            view = s.view_for(seat)
            advice = X.advise(view, seat)
            if advice.reason.params.get("what", advice.reason).key == X.WHY + "card_spend":
                return view, seat, advice
    raise AssertionError(g)


def test_a_struggle_lost_against_the_advice_is_listed_when_clearly_worse():
    """The advice said "a 2 … this struggle is given up", an 8 was played and the stack lost, and
    the review did not list it. In a struggle the judge valued the cards against the other side's
    equilibrium while the advice answered the play it expects, so the two named different best
    cards, and the review (which never contradicts the advice) dropped a card clearly worse than
    its own best because the advice's card was only a little better. Now the judge's best is the
    advice's card, valued on the same measure: a high card played where the advice gave the
    struggle up is listed when that measure finds it clearly worse (and not otherwise)."""
    from games.core import review as R
    listed = 0
    for g in (10, 11, 24, 26):
        view, seat, advice = _given_up(g)
        high = PlayCard(max(c for c in view.hands[seat] if c != FLAG))
        j = X.judge(view, seat, high)
        assert j.best.action == advice.action, (g, j.best.action, advice.action)
        kept = R._slip(X, view, seat, high, view, j, None)
        if j.loss >= R.THRESHOLD:
            assert kept is not None and kept.best.action == advice.action, (g, j)
            listed += 1
    assert listed >= 1
