"""CAESAR!: the computer's reasons, advice and judgement (``games/seize_rome/explain.py``).

- every computer move at every level, over 50 short random games (with and without the
  expansions), gets a reason in both languages with no missing key, and the reasons are not one
  sentence for most moves;
- a reason names only what is on the board: the province a placement closes, its totals and the
  bonus token it takes, the province it pushes and the standing there, the border markers it puts
  down and whose they are, the other move's totals; and no token still behind the screen;
- Auto-Crassus's reason names his token, space and province with the priority that chose them;
- advice is a legal action of the seat (against Auto-Crassus too), and the same in every hidden
  world consistent with the view (the other screen and the bags dealt again), even when handed
  the whole world, in a position where the search's seed matters;
- planted blunders (a Tactics bonus thrown away; a won province turned over to the other seat)
  lose clearly more than the good move, and the advice followed is never judged a mistake;
- the Japanese reasons use no ASCII ( ) : ?, the English never calls Auto-Crassus "they".
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from games.core.chance import CHANCE, sample
from games.core.explain import explainer
from games.core.text import Msg
from games.seize_rome import explain as X
from games.seize_rome.ai import EasyPlayer, HardPlayer, NormalPlayer, finish_own
from games.seize_rome.components import bonus_msg, border_msg, influence_tokens, placement_msg, province_msg
from games.seize_rome.topology import load_topology
from games.seize_rome.moves import CrassusPlace, Place
from games.seize_rome.rules import new_game
from tests.explain_kit import checked_reasons

EXPANSIONS = ("base", "poison", "centurion")


def _players(seed: int) -> dict:
    """A computer of each level (hard with few worlds: the test's pace)."""
    return {"easy": EasyPlayer(seed), "normal": NormalPlayer(seed), "hard": HardPlayer(seed, worlds=2, seconds=1e9)}


def _walk(s, rng: random.Random, moves: int):
    """Random moves (chance by its odds), ``moves`` of the seats' or until the game ends; the
    position is left with a seat to act."""
    done = 0
    while s.winner is None:
        seat = s.to_act()[0]
        if seat == CHANCE:
            s.apply(CHANCE, sample(s.chance_outcomes(), rng))
            continue
        if done == moves:
            return
        s.apply(seat, rng.choice(s.legal_actions(seat)))
        done += 1


def _positions(games: int = 50):
    out = []
    for g in range(games):
        rng = random.Random(g)
        s = new_game(2, g, {"expansions": EXPANSIONS[g % 3]})
        _walk(s, rng, rng.randint(0, 40))
        if s.winner is None:
            out.append((g, s))
    return out


def test_the_game_has_an_explainer():
    assert explainer("seize_rome") is X


def test_every_computer_move_at_every_level_has_a_true_reason_in_both_languages():
    mains, vs = Counter(), Counter()
    bare = 0
    for g, s in _positions():
        seat = s.to_act()[0]
        view = s.view_for(seat)
        for _level, _action, why in checked_reasons(_players(g), view, seat, X, _untrue, "seize_rome.why"):
            inner = why.params.get("what", why)
            mains[inner.key] += 1
            if "vs" in why.params:
                vs[why.params["vs"].key] += 1
            else:
                bare += 1
    assert len(mains) >= 6, mains
    assert bare < 0.6 * (bare + sum(vs.values())), (bare, vs)     # most say what the next best lacked


def _untrue(view, seat, action, why: Msg) -> list[str]:
    """What the reason says that is not so on the board (empty: all true)."""
    wrong = []
    what = why.params.get("what", why)
    ends = X._after(view, seat, action) if isinstance(action, Place) else None
    won_borders = what.key.endswith("wins_game_borders")
    if what.key.endswith(("wins_game", "loses_game", "wins_game_borders")):
        if ends is None or ends.end_reason != "marker" or ends.winner != (1 - seat if what.key.endswith("loses_game") else seat):
            wrong.append("the end of the game")
        if won_borders and what.params["n"] != sum(1 for _, o in _borders(view, seat, action) if o == seat):
            wrong.append("the count of border markers before the win")
        what = what.params["what"]
    elif what.key.endswith("wins_game_senate"):        # (its Senate token puts the last marker down)
        wrong += [] if ends is not None and X.senate_wins(ends, seat) else ["the win by the Senate token"]
        what = what.params["what"]
    elif ends is not None and ends.end_reason == "marker":
        wrong.append("the end of the game left unsaid")
    if what.key.split(".why.")[-1].startswith("leaves_one"):
        wrong += _one_left_untrue(view, seat, action, what)
        what = what.params["what"]
    kind = what.key.rsplit(".", 1)[1]
    p = what.params
    closed_now = X._closings(view, seat, action) if isinstance(action, Place) else []
    if kind.startswith("close_win_both"):
        (q1, m1, t1), (q2, m2, t2) = closed_now[:2] if len(closed_now) > 1 else ((None, 0, 0),) * 2
        if (p["province"], p["mine"], p["theirs"], p["also"], p["also_mine"], p["also_theirs"]) != (
                province_msg(q1) if q1 else None, m1, t1, province_msg(q2) if q2 else None, m2, t2) or not (m1 > t1 and m2 > t2):
            wrong.append("the two closings")
        said = [p[k] for k in ("bonus", "also_bonus") if k in p]
        if said != [bonus_msg(b) for b in (view.bonuses.get(q1), view.bonuses.get(q2)) if b]:
            wrong.append("the bonus tokens")
    elif len(closed_now) > 1 and all(m > t for _, m, t in closed_now[:2]):
        wrong.append("a second province won left unsaid")
    elif isinstance(action, Place) and kind.startswith("close"):
        closed = X._closings(view, seat, action)
        if not closed or province_msg(closed[0][0]) != p["province"] or closed[0][1:] != (p["mine"], p["theirs"]):
            wrong.append("the closing")
        bonus = view.bonuses.get(closed[0][0]) if closed else None
        if ("bonus" in kind) != bool(bonus and (p["mine"] > p["theirs"] or len(closed) == 1)):
            wrong.append("the bonus token")
        if "bonus" in kind and p["bonus"] != bonus_msg(bonus):
            wrong.append("the bonus token")
    elif isinstance(action, Place) and kind.startswith("place_") and kind != "place_down":
        if p["province"] != province_msg(action.toward):
            wrong.append("the province pushed")
        inf = X._after(view, seat, action).influence(action.toward)
        if (p["mine"], p["theirs"]) != (inf[seat], inf[1 - seat]):
            wrong.append("the standing there")
    vs = why.params.get("vs")
    if isinstance(vs, Msg) and vs.key.split(".why.")[1] in ("vs.gives", "vs.gives_border"):
        alt = _alt_of(view, seat, vs)
        if not any(province_msg(q) == vs.params["province"] and t > m for q, m, t in X._closings(view, seat, alt)):
            wrong.append("the province given away")
        if "border" in vs.params and (vs.params["border"], 1 - seat) not in _borders(view, seat, alt):
            wrong.append("the other seat's border marker")
    if isinstance(vs, Msg) and vs.key.split(".why.")[1] in ("vs.close_place", "vs.close_closing"):
        alt = _alt_of(view, seat, vs)
        after = X._after(view, seat, alt)
        named = [q for q in load_topology().province_ids if province_msg(q) == vs.params["province"]]
        inf = after.influence(named[0]) if named else None
        if inf is None or (inf[seat], inf[1 - seat]) != (vs.params["mine"], vs.params["theirs"]):
            wrong.append("the other move's standing")
    if isinstance(action, Place) and not isinstance(action, CrassusPlace):
        t = influence_tokens()[action.token]
        played = {(f"seize_rome.icon.{t.icon}", t.hi, t.lo)} if action.toward else set()
        if not _tokens_named(why) <= played:
            wrong.append("a token still behind the screen")
    if why.key.endswith("_borders"):
        own = [b for b, o in _borders(view, seat, action) if o == seat]
        if why.params["n"] != len(own) or len(own) < 2:
            wrong.append("the count of border markers")
        if why.params["left"] != finish_own(X._after(view, seat, action), seat).markers[seat]:    # (its Senate's too)
            wrong.append("the markers left")
    elif why.key.split(".why.")[1].endswith(("_border", "_border_foe")):
        owner = 1 - seat if why.key.endswith("_foe") else seat
        if (why.params["border"], owner) not in _borders(view, seat, action):
            wrong.append("the border marker")
    elif _borders(view, seat, action) and not isinstance(action, CrassusPlace) and not won_borders:
        wrong.append("a border marker left unsaid")
    return wrong


def _one_left_untrue(view, seat, action, what: Msg) -> list[str]:
    """What a reason's "leaves Syria one space from closing at 4 to 6" says that is not so: the
    province is beside the space, still open after the move with one free space, at those
    totals, and the other seat can (or cannot) still take it with a token of 7."""
    q = what.params
    after = X._after(view, seat, action)
    topo = load_topology()
    named = [p for p in topo.border(action.border).provinces if province_msg(p) == q["province"]]
    if not named or named[0] in after.closed:
        return ["the province left one space from closing"]
    p = named[0]
    free = [b for b in topo.province(p).borders if b not in after.tokens]
    inf = after.influence(p)
    wrong = [] if len(free) == 1 and (inf[seat], inf[1 - seat]) == (q["mine"], q["theirs"]) else ["one space left"]
    if what.key.endswith("_safe") != (q["theirs"] + 7 < q["mine"]):
        wrong.append("whether the other seat can take it")
    return wrong


def _tokens_named(msg: Msg) -> set:
    """Every placed token a reason names, as ``(icon key, hi, lo)``."""
    out = set()
    if msg.key in ("seize_rome.token", "seize_rome.token_centurion"):
        out.add((msg.params["icon"].key, msg.params["hi"], msg.params["lo"]))
    for v in msg.params.values():
        if isinstance(v, Msg):
            out |= _tokens_named(v)
    return out


def _borders(view, seat, action) -> list:
    """The border markers ``action`` puts on the board, named, with their owners (from the
    position after it, not from the explainer's helpers)."""
    after = X._after(view, seat, action).covers if isinstance(action, Place) else view.covers
    return [(border_msg(b), owner) for b, (owner, _) in after.items() if b not in view.covers]


def _alt_of(view, seat, vs: Msg):
    """The placement a reason's second half speaks of (found among the legal ones by its words)."""
    for a in view.legal_actions(seat):
        if isinstance(a, Place) and a.toward and X._alt(view, seat, a) == vs.params["alt"]:
            return a
    raise AssertionError("the other move is not a legal one")


def test_auto_crassus_gives_the_priority_that_chose_his_placement():
    """His reason names the token, the free space and the province he chose (one of the two the
    space touches), with the priority and rules that chose them; over a dozen placements."""
    rng = random.Random(3)
    s = new_game(2, 3, {"expansions": "base", "scripts": ("crassus", None)})
    placed = 0
    for _ in range(600):
        if s.winner is not None or placed == 12:
            break
        seat = s.to_act()[0]
        if seat == CHANCE:
            s.apply(CHANCE, sample(s.chance_outcomes(), rng))
            continue
        legal = s.legal_actions(seat)
        a = legal[0]
        if isinstance(a, CrassusPlace):
            why = X.reason(s.view_for(seat), seat, a)
            border = load_topology().border(a.border)
            assert why.params["why"] == a.reason() and a.reason().key.startswith("seize_rome.crassus.why")
            assert a.border not in s.tokens and a.token in s.hands[seat] and a.province in border.provinces
            assert (why.params["province"], why.params["border"]) == (province_msg(a.province), border_msg(a.border))
            assert why.params["token"] == placement_msg(a.token, a.border, a.toward)
            for lang in ("en", "ja"):
                text = why.render(lang, names=["Auto-Crassus", "Livia"])
                assert "{" not in text and "seize_rome" not in text, text
            placed += 1
        s.apply(seat, a if isinstance(a, CrassusPlace) else rng.choice(legal))
    assert placed >= 6, f"Auto-Crassus placed only {placed} times"


def _close_call(seed: int, scripts) -> tuple:
    """A position (and the seat to act) where the hard player's choice depends on its seed, so
    that advice seeded from anything but the view would differ between hidden worlds."""
    rng = random.Random(seed)
    s = new_game(2, seed, {"expansions": "base", **({"scripts": scripts} if scripts else {})})
    _walk(s, rng, 4)
    for _ in range(40):
        if s.winner is not None:
            break
        seat = s.to_act()[0]
        if s.phase == "place" and (not scripts or seat == 1) and len(s.legal_actions(seat)) > 1:
            view = s.view_for(seat)
            picks = {HardPlayer(k, worlds=X.WORLDS, seconds=1e9).choose(view, seat) for k in range(3)}
            if len(picks) > 1:
                return s, seat
        _walk(s, rng, 1)
    pytest.fail("no position where the hard player's choice depends on its seed")


@pytest.mark.parametrize("seed,scripts", [(1, None), (2, ("crassus", None))])
def test_advice_is_legal_and_the_same_in_every_hidden_world(seed, scripts):
    """Also for the person against Auto-Crassus (the hard two-player computer's judgement); in a
    position where the search's seed matters."""
    s, seat = _close_call(seed, scripts)
    view = s.view_for(seat)
    advice = X.advise(view, seat)
    why = X.reason(view, seat, advice.action)
    assert advice.action in s.legal_actions(seat) and 0.0 <= advice.value <= 1.0
    for k in range(3):
        world = s.resample_hidden(seat, random.Random(k))     # the other screen and the bags dealt again
        for seen in (world.view_for(seat), world) if k == 0 else (world.view_for(seat),):     # whole: hidden again
            assert X.advise(seen, seat) == advice
            assert X.reason(seen, seat, advice.action) == why


def test_a_tactics_bonus_thrown_away_is_judged_a_blunder():
    """Discarding a Tactics bonus (another turn at once) instead of using it."""
    from games.seize_rome.moves import Bonus
    for g in range(300):
        rng = random.Random(g)
        s = new_game(2, g, {"expansions": "base"})
        for _ in range(120):
            if s.winner is not None:
                break
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
                continue
            legal = s.legal_actions(seat)
            tactics = [a for a in legal if isinstance(a, Bonus) and a.kind == "tactics"]
            if len(tactics) == 2:
                view = s.view_for(seat)
                use = next(a for a in tactics if a.use)
                waste = next(a for a in tactics if not a.use)
                good, bad = X.judge(view, seat, use), X.judge(view, seat, waste)
                assert bad.loss > good.loss + 0.05, (good, bad)
                return
            s.apply(seat, rng.choice(legal))
    pytest.skip("no Tactics bonus in the games tried")


def test_a_closing_that_puts_down_a_border_marker_says_so():
    """A placement whose closing puts a border marker on the board names it, and whose it is."""
    seen = Counter()
    for _s, seat, view in _placements(60, 100, 20, 50):
        for a in view.legal_actions(seat):
            got = _borders(view, seat, a)
            if not got:
                continue
            why = X.reason(view, seat, a)
            assert not _untrue(view, seat, a, why), (a, why)
            if why.params["what"].key.endswith("wins_game_borders"):    # (said before the win)
                assert (why.params["what"].params["border"], seat) in got, (a, why)
                continue
            assert why.params["border"] == got[0][0], (a, why)
            seen["foe" if why.key.endswith("_foe") else "own"] += 1
            if seen["own"] >= 3:
                return
    pytest.fail(f"too few placements put down a border marker: {seen}")


def test_a_closing_that_puts_down_several_border_markers_counts_them():
    """A placement that puts down several of the mover's border markers at once (two provinces
    closed together put down five in one game) says how many and how many markers are left,
    not one border alone: the player read "a border marker" and was left with one marker."""
    for _s, seat, view in _placements(200, 300, 30, 70):
        for a in view.legal_actions(seat):
            own = [b for b, o in _borders(view, seat, a) if o == seat]
            if len(own) < 2:
                continue
            why = X.reason(view, seat, a)
            assert why.key.endswith("_borders"), (a, why)
            assert not _untrue(view, seat, a, why), (a, why)
            for lang in ("en", "ja"):
                words = why.render(lang)
                assert str(len(own)) in words and "{" not in words, words
            return
    pytest.fail("no placement put down two border markers of the mover's")


def test_a_closing_that_ends_the_game_says_so():
    """A placement whose closing puts down a seat's last control marker says that it wins
    (or loses) the game: "closes Macedonia 7 to 5, wins it" read like any closing, on the
    winning move of a game."""
    seen = Counter()
    for g in range(300):
        rng = random.Random(500 + g)
        s = new_game(2, g, {"expansions": "base"})
        while s.winner is None and not seen["wins_game"]:
            seat = s.to_act()[0]
            legal = s.legal_actions(seat)
            if s.phase == "place":
                view = s.view_for(seat)
                for a in legal:
                    if isinstance(a, Place) and X._after(view, seat, a).end_reason == "marker":
                        why = X.reason(view, seat, a)
                        assert not _untrue(view, seat, a, why), (a, why)
                        seen[why.params["what"].key.rsplit(".", 1)[1]] += 1
                        assert "{" not in why.render("en") + why.render("ja"), why.render("en")
            s.apply(seat, rng.choice(legal))
        if seen["wins_game"]:
            return
    pytest.fail(f"no game-winning placement found: {seen}")


def test_a_placement_that_wins_two_provinces_names_both():
    """A placement that closes two provinces and wins both names both, with their totals and
    every bonus token taken (the advice once said only "wins Aegyptus and takes its Wealth
    token" of a move that won Creta 9 to 2 as well, and its Might)."""
    for _s, seat, view in _placements(200, 700, 20, 60):
        for a in view.legal_actions(seat):
            closed = X._closings(view, seat, a) if isinstance(a, Place) else []
            if len(closed) < 2 or not all(m > t for _, m, t in closed[:2]):
                continue
            why = X.reason(view, seat, a)
            assert not _untrue(view, seat, a, why), (a, why)
            for lang in ("en", "ja"):
                words = why.render(lang)
                for q, _, _ in closed[:2]:
                    assert province_msg(q).render(lang) in words, words
            return
    pytest.fail("no placement won two provinces at once")


def test_the_reasons_read_as_the_game_writes():
    """Japanese reasons use no ASCII ( ) : ? (full-width as the game's other strings); the
    English never calls Auto-Crassus "they"."""
    import json
    import re
    from pathlib import Path
    pkg = Path(X.__file__).parent
    ja = json.loads((pkg / "text_ja.json").read_text(encoding="utf-8"))
    en = json.loads((pkg / "text_en.json").read_text(encoding="utf-8"))
    for key, value in ja.items():
        if key.startswith(("seize_rome.why.", "seize_rome.crassus.")):
            assert not set("():?") & set(re.sub(r"\{[^{}]*\}", "", value)), (key, value)
    for key, value in en.items():
        if key.startswith(("seize_rome.why.", "seize_rome.crassus.")):
            assert not re.search(r"\b(they|them|their|themselves)\b", value, re.I), (key, value)


def test_a_province_thrown_away_is_judged_a_blunder():
    """The same token on the same space turned the wrong way, so that the province it closes
    goes to the other seat instead of the mover: a clearly larger loss than turned right."""
    for _s, seat, view in _placements(300, 500, 10, 40):
        by_place: dict = {}
        for a in view.legal_actions(seat):
            closed = X._closings(view, seat, a) if a.toward else []
            if len(closed) == 1:
                by_place.setdefault((a.token, a.border, closed[0][0]), []).append((a, closed[0]))
        for pair in by_place.values():
            won = [a for a, (_, m, t) in pair if m > t]
            lost = [a for a, (_, m, t) in pair if t > m]
            if won and lost:
                good, bad = X.judge(view, seat, won[0]), X.judge(view, seat, lost[0])
                assert bad.loss > good.loss + 0.05, (good, bad)
                what = X.without_bonus(X.reason(view, seat, lost[0]).params["what"])
                what = what.params["what"] if what.key.startswith("seize_rome.why.leaves_one") else what
                assert what.key.startswith("seize_rome.why.close_lose"), what
                _the_review_says_the_province_went_over(view, seat, lost[0], bad)
                return
    pytest.skip("no such pair in the games tried")


def _the_review_says_the_province_went_over(view, seat, played, bad) -> None:
    """The review's words for ``played`` (a province turned over to the other seat): what it did,
    what the better move achieves, and that the move played closed the province for the other
    seat, each true on the board."""
    from games.core import review as R
    from games.core.explain import YOURS
    why = R.why_of(X, view, seat, bad)
    vs = why.params["versus"]
    # (the closing said once, as what the move played led to, when its own words say no more)
    assert why.key in ("core.review.why_vs", "core.review.why_instead") \
        and vs.key in ("seize_rome.why.vs.gives", "seize_rome.why.vs.gives_border")
    assert vs.params["alt"] == YOURS and (vs.params["mine"], vs.params["theirs"]) == X._closings(view, seat, played)[0][1:]
    assert vs.params["province"] == province_msg(X._closings(view, seat, played)[0][0])
    assert "taken" not in why.params or not _untrue(view, seat, played, why.params["taken"])
    assert not _untrue(view, seat, bad.best.action, why.params["best"])
    for lang in ("en", "ja"):
        text = why.render(lang, ["Livia", "Marcus"])
        assert "{" not in text and "seize_rome." not in text, text


def _placements(games: int, salt: int, least: int, most: int):
    """Positions of ``games`` base games walked ``least`` to ``most`` random moves (generator
    ``salt + g``) where a seat is to place: ``(state, seat, its view)``."""
    for g in range(games):
        rng = random.Random(salt + g)
        s = new_game(2, g, {"expansions": "base"})
        _walk(s, rng, rng.randint(least, most))
        if s.winner is None and s.phase == "place":
            seat = s.to_act()[0]
            yield s, seat, s.view_for(seat)


def _random_position(g: int):
    """A position of a short seeded random game (``g``), with a seat to act."""
    rng = random.Random(g)
    s = new_game(2, g, {"expansions": EXPANSIONS[g % 3]})
    _walk(s, rng, rng.randint(0, 40))
    return s


@pytest.mark.parametrize("g", [1, 8, 17, 4])
def test_the_advice_followed_is_not_judged_a_mistake(g):
    """``judge`` weighs a placement as the advice does (the other seat's reply too), so the
    advised move gives away nothing worth a word (in 1, 8 and 17 a one-ply judgement said the
    advice threw away 7, 42 and 29 in 100)."""
    s = _random_position(g)
    assert s.winner is None
    seat = s.to_act()[0]
    view = s.view_for(seat)
    advice = X.advise(view, seat)
    verdict = X.judge(view, seat, advice.action)
    assert verdict.loss <= 0.02, (advice, verdict)
