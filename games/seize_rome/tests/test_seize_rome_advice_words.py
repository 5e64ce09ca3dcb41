"""CAESAR!'s advice and reasons in a player's words (``games/seize_rome/explain.py``):

- a token placed is named as a player says it, "the shield 5/1 on the border Asia–Syria, with 5
  toward Syria", not "a shield token 5 Syria / 1 Asia";
- a placement nearly as good that leaves the board the same is said to do the same, not "would
  do about as well, leaving Syria at 10 to 4" (the very figures of the move advised);
- a winning placement that puts down border markers says so before "wins the game"
  (ja 「…境界マーカーを2枚置き、最後の支配マーカーで勝つ」);
- a placement that leaves a province one space from closing (the board's preview warns that
  the other seat can close it next) says so in its reason and its advice;
"""
from __future__ import annotations

import random

import pytest

from games.core.chance import CHANCE, sample

from games.seize_rome import explain as X
from games.seize_rome.components import border_msg, influence_tokens, province_msg
from games.seize_rome.moves import Place
from games.seize_rome.rules import new_game
from games.seize_rome.topology import load_topology


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_token_placed_is_named_by_its_values_and_the_side_its_high_value_faces(lang):
    """Every placement face up a seat can make at the start, as the advice names it and as a
    reason names the move it was set against: the icon and both values, the border, and the
    province the higher value faces (not twice: once it says "5/1", it says where the 5 goes)."""
    s = new_game(2, 4, {"expansions": "centurion"})
    seen = 0
    for seat in (0, 1):
        view = s.view_for(seat)
        for a in view.legal_actions(seat):
            if not isinstance(a, Place) or not a.toward:
                continue
            t = influence_tokens()[a.token]
            toward = province_msg(a.toward).render(lang).replace(" ", "\u00a0")
            border = border_msg(a.border).render(lang)
            for words in (X.what(view, seat, a).render(lang), X._alt(view, seat, a).render(lang)):
                words = words.replace("\u2060", "")
                assert f"{t.hi}/{t.lo}" in words and border in words and "{" not in words, words
                if t.symmetric:
                    assert toward not in words.replace(border, ""), words
                elif lang == "en":
                    assert f"with {t.hi} toward {toward}" in words, words
                else:
                    assert f"{t.hi}を{toward}側へ向けて" in words, words
                seen += 1
    assert seen >= 20, seen


def _views(games: int, lo: int, hi: int, seed: int = 0, start: int = 0):
    """A placement position from each of the random games ``start`` to ``games``, after ``lo``
    to ``hi`` moves: ``(state, seat, view)``."""
    for g in range(start, games):
        rng = random.Random(seed + g)
        s = new_game(2, g, {"expansions": "base"})
        depth, done = rng.randint(lo, hi), 0
        while s.winner is None:
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
                continue
            if done >= depth and s.phase == "place":
                yield s, seat, s.view_for(seat)
                break
            s.apply(seat, rng.choice(s.legal_actions(seat)))
            done += 1


@pytest.mark.parametrize("start, games", [(0, 20), pytest.param(0, 40, marks=pytest.mark.long)])
def test_a_placement_with_the_same_result_is_said_to_do_the_same(start, games):
    """Two placements face up that leave every province they touch at the same figures (and
    close the same): the one set against the other "does the same", by another token or the
    same one elsewhere, in both languages; two with different results keep the figures."""
    same = other = 0
    for _s, seat, view in _views(games, 4, 30, start=start):     # (the first twenty games by default)
        places = [a for a in view.legal_actions(seat) if isinstance(a, Place) and a.toward][:25]
        for a in places[:6]:
            for b in places:
                if a == b:
                    continue
                vs = X._versus(view, seat, a, b, 0.0, 0.0)
                if vs is None or not vs.key.startswith((X.WHY + "vs.close_", X.WHY + "vs.same")):
                    continue
                ia, ib = X._after(view, seat, a), X._after(view, seat, b)
                alike = ia.closed == ib.closed and all(
                    ia.influence(p) == ib.influence(p) for p in {a.toward, b.toward} | set(ia.closed - view.closed))
                en, ja = vs.render("en", ["Livia", "Marcus"]), vs.render("ja", ["Livia", "Marcus"])
                if alike and X._same_result(view, seat, a, b):
                    assert vs.key == X.WHY + ("vs.same" if a.token == b.token else "vs.same_token"), vs
                    assert "about as well" not in en and "does the same" in en, en
                    assert "同じ結果" in ja, ja
                    same += 1
                else:
                    assert "does the same" not in en, (en, a, b)
                    other += 1
    assert same >= 5 and other >= 5, (same, other)


def test_a_winning_placement_puts_its_border_markers_down_before_it_wins():
    """The winning closing that also puts down the mover's border markers said "...wins the
    game, and it puts down 2 border markers with it" (ja the win first, then the markers): now
    the markers come first and the win last, in both languages, with their count."""
    for g in range(400):
        rng = random.Random(900 + g)
        s = new_game(2, g, {"expansions": "base"})
        while s.winner is None:
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
                continue
            legal = s.legal_actions(seat)
            if s.phase == "place":
                view = s.view_for(seat)
                for a in legal:
                    if not isinstance(a, Place) or not a.toward:
                        continue
                    after = X._after(view, seat, a)
                    own = [b for b, o in X.new_borders(view, seat, a) if o == seat]
                    if after.end_reason != "marker" or after.winner != seat or not own:
                        continue
                    why = X.reason(view, seat, a).params["what"]     # (not the other move's words)
                    en, ja = why.render("en", ["Livia", "Marcus"]), why.render("ja", ["Livia", "Marcus"])
                    assert en.count("border marker") == 1 and en.index("border marker") < en.index("wins the game"), en
                    assert ja.count("境界マーカー") == 1 and ja.index("境界マーカー") < ja.index("勝つ"), ja
                    assert ja.rstrip("。").endswith("最後の支配マーカーで勝つ"), ja
                    if len(own) > 1:
                        assert f"{len(own)} border markers" in en and f"境界マーカーを{len(own)}枚" in ja, (en, ja)
                    return
            s.apply(seat, rng.choice(legal))
    pytest.fail("no winning placement put down a border marker")


def _left_one(view, seat, a) -> list[str]:
    """The provinces beside ``a``'s space left open with one free space after it (as the
    board's preview finds them), when the game goes on (not when the Senate token it takes
    puts the last marker down)."""
    after = X._after(view, seat, a)
    topo = load_topology()
    if after.winner is not None or X.senate_wins(after, seat):
        return []
    return [p for p in topo.border(a.border).provinces if p not in after.closed
            and sum(1 for b in topo.province(p).borders if b not in after.tokens) == 1]


@pytest.mark.parametrize("start, games", [(0, 30), pytest.param(30, 60, marks=pytest.mark.long)])
def test_a_placement_that_leaves_a_province_one_space_from_closing_says_so(start, games):
    """The advice urged a placement the board warned would leave Hispania Citerior one space
    from closing ("Auto-Crassus can close it next"), and its reason said nothing of it (he then
    closed it). Every such placement's reason, and the advice when it is one, names the
    province and its totals, in both languages; a placement that leaves none says nothing."""
    warned = quiet = advised = 0
    for _s, seat, view in _views(games, 6, 40, seed=40, start=start):
        places = [a for a in view.legal_actions(seat) if isinstance(a, Place) and a.toward]
        risky = [a for a in places if _left_one(view, seat, a)]
        for a in risky[:2] + [a for a in places if not _left_one(view, seat, a)][:1]:
            what = X.without_bonus(X.reason(view, seat, a).params["what"])
            if a not in risky:
                assert not what.key.startswith(X.WHY + "leaves_one"), what
                quiet += 1
                continue
            assert what.key.startswith(X.WHY + "leaves_one"), (a, what)
            assert what.params["province"] in [province_msg(p) for p in _left_one(view, seat, a)], what
            en, ja = what.render("en", ["Livia", "Marcus"]), what.render("ja", ["Livia", "Marcus"])
            assert "one space from closing" in en and "残り1スペースで閉じる" in ja, (en, ja)
            assert what.params["province"].render("en") in en and f"{what.params['mine']} to {what.params['theirs']}" in en
            inner = what.params["what"]
            if inner.key in X.PLACE_KEYS and inner.params["province"] == what.params["province"]:
                assert en.count(what.params["province"].render("en")) == 1, en      # (not said twice)
            warned += 1
        if risky and advised < 2:
            advice = X.advise(view, seat)
            if isinstance(advice.action, Place) and _left_one(view, seat, advice.action):
                assert X.without_bonus(advice.reason.params["what"]).key.startswith(X.WHY + "leaves_one"), advice.reason
                advised += 1
    assert warned >= 10 and quiet >= 10 and advised >= 1, (warned, quiet, advised)
