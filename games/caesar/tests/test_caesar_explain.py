"""Caesar: the computer's reasons, advice and judgement (``games/caesar/explain.py``).

- every computer move at every level, over 50 short random games, gets a reason in both
  languages with no missing key, and the reasons are not one sentence for most moves;
- a reason names only what is on the board: the squares and their stacks, their owners, the
  cards in hand, the odds it quotes;
- advice is a legal action of the seat, and the same in every hidden world consistent with
  the view (the card the other side committed face down);
- a planted blunder (the 9 spent on a struggle any card wins) loses clearly more than the
  advice's card.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from games.caesar import explain as X
from games.caesar.ai import EasyPlayer, HardPlayer, NormalPlayer
from games.caesar.rules import (FLAG, NEUTRAL, PHASE_PLAY, PHASE_STRUGGLE, Ally, Place, PlayCard, Struggle,
                                card_msg, new_game, in_line, square_name)
from games.core.chance import CHANCE, sample
from games.core import review as R
from games.core.explain import YOURS, explainer
from games.core.text import Msg
from tests.explain_kit import checked_reasons



def _players(seed: int) -> dict:
    """A computer of each level (hard with a small budget of positions: the test's pace)."""
    return {"easy": EasyPlayer(seed), "normal": NormalPlayer(seed),
            "hard": HardPlayer(seed, budget=300, seconds=1e9)}


def _decisions(s, rng: random.Random, steps: int, pick):
    """Play up to ``steps`` moves of ``s`` (chance by its odds; a seat's move by
    ``pick(s, seat, legal)``), yielding each seat that is to decide, before its move."""
    for _ in range(steps):
        if s.outcome() is not None:
            return
        seat = s.to_act()[0]
        if seat == CHANCE:
            s.apply(CHANCE, sample(s.chance_outcomes(), rng))
            continue
        yield seat
        s.apply(seat, pick(s, seat, s.legal_actions(seat)))


def _positions(games: int = 50):
    """A position from each of ``games`` short random games, with a seat to decide (random moves
    to a random depth: set-up, play and struggles)."""
    out = []
    for g in range(games):
        rng = random.Random(g)
        s = new_game(2 + g % 2, g, {})
        depth = rng.randint(3, 40)
        for k, _seat in enumerate(_decisions(s, rng, 200, lambda s, seat, acts, rng=rng: rng.choice(acts))):
            if k == depth:
                out.append((g, s))
                break
    return out


def test_the_game_has_an_explainer():
    assert explainer("caesar") is X


def test_every_computer_move_at_every_level_has_a_true_reason_in_both_languages():
    mains, vs = Counter(), Counter()
    checked = 0
    for g, s in _positions():
        seat = s.to_act()[0]
        view = s.view_for(seat)
        for _level, _action, why in checked_reasons(_players(g), view, seat, X, _untrue, "caesar.why"):
            inner = why.params.get("what")
            mains[inner.key if inner is not None else why.key] += 1
            if "vs" in why.params:
                vs[why.params["vs"].key] += 1
            checked += 1
    assert checked >= 100
    assert len(mains) >= 6, mains                      # not one sentence for every move
    assert vs["caesar.why.vs.close"] < 0.5 * sum(vs.values()), vs


def _untrue(view, seat, action, why: Msg) -> list[str]:
    """What the reason says that is not so on the board (empty: all true)."""
    wrong = []
    board = view.board
    what = why.params.get("what", why)
    p, kind = what.params, what.key.rsplit(".", 1)[1]

    def stack(name_key: str, size_key: str, owner=None):
        sq = next(i for i in range(25) if square_name(i) == p[name_key])
        if len(board[sq]) != p[size_key]:
            wrong.append(f"{p[name_key]} holds {len(board[sq])}, not {p[size_key]}")
        if owner is not None and board[sq][-1] != owner:
            wrong.append(f"{p[name_key]} is not owned by {owner}")

    if isinstance(action, Ally):
        stack("src", "m", seat)
        stack("dst", "n", NEUTRAL if kind.startswith("ally_neutral") else seat)
        if p["total"] != len(board[action.src]) + len(board[action.dst]):
            wrong.append("total")
    elif isinstance(action, Struggle):
        stack("src", "m", seat)
        stack("dst", "n", p["seat_foe"])
        odds = X.Msg(X.WHY + "odds.flag", {"seat_foe": p["seat_foe"]}) if X._flag_only(view, seat, action) \
            else X.odds_msg(X._odds(view, seat, action))        # (only the flag stops it: said so)
        if p["p"] != odds:
            wrong.append("odds")
    elif isinstance(action, PlayCard):
        if action.card not in view.hands[seat]:
            wrong.append("card not in hand")
        if kind in ("card", "card_sure", "card_none", "card_spend"):
            a, d, src, dst = view.duel
            other = d if seat == a else a
            if p["seat_foe"] != other or p["total"] != len(view.hands[other]):
                wrong.append("the other side's cards")
    elif isinstance(action, Place):
        if board[action.square] or p["square"] != square_name(action.square):
            wrong.append("square")
    vs = why.params.get("vs")
    if isinstance(vs, Msg) and vs.key.endswith("vs.exposed"):
        q = vs.params
        theirs = next(i for i in range(25) if square_name(i) == q["other"])
        if not board[theirs] or board[theirs][-1] != q["seat_foe"] or len(board[theirs]) != q["on"]:
            wrong.append("the stack in reach")
    return wrong


def _struggle_position(seed: int, wanted=lambda s, seat: any(c is not None for c in s.committed)):
    """A two-player position in a struggle, with a seat to choose a card, that ``wanted`` accepts
    (by default: the other side has committed its card face down, a hidden world to vary)."""
    rng = random.Random(seed)

    def pick(s, seat, acts):
        fights = [a for a in acts if isinstance(a, Struggle)]
        return rng.choice(fights) if fights and rng.random() < 0.5 else rng.choice(acts)

    for g in range(seed, seed + 200):
        s = new_game(2, g, {})
        for seat in _decisions(s, rng, 80, pick):
            if s.phase == PHASE_STRUGGLE and wanted(s, seat):
                return s, seat
    raise AssertionError("no struggle found")


def _sure_win(s, seat) -> bool:
    """The attacker chooses, holds the 9 and two more numbers, its lowest number wins, and the
    game is still open (a card spent matters)."""
    a, d, src, dst = s.duel
    hand = [c for c in s.hands[seat] if c != FLAG]
    if seat != a or 9 not in hand or len(hand) < 3:
        return False
    gap = len(s.board[src]) - len(s.board[dst])
    return gap + min(hand) > max([c for c in s.hands[d] if c != FLAG], default=0) \
        and 0.25 < X.standing(s.view_for(seat), seat) < 0.75


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_advice_is_legal_and_the_same_in_every_hidden_world(seed):
    s, seat = _struggle_position(seed)
    view = s.view_for(seat)
    advice = X.advise(view, seat)
    assert advice.action in s.legal_actions(seat) and 0.0 <= advice.value <= 1.0
    for k in range(4):
        world = s.resample_hidden(seat, random.Random(k))      # the other's card drawn again
        for seen in (world.view_for(seat), world):              # even handed the whole world
            assert X.advise(seen, seat) == advice
            assert X.reason(seen, seat, advice.action) == advice.reason


@pytest.mark.parametrize("g", [0, 7, 21])
def test_advice_in_play_is_a_legal_move_with_its_reason(g):
    s = dict(_positions(30))[g]
    seat = s.to_act()[0]
    advice = X.advise(s.view_for(seat), seat)
    assert advice.action in s.legal_actions(seat)
    assert advice.reason == X.reason(s.view_for(seat), seat, advice.action)
    assert 0.0 <= X.standing(s.view_for(seat), seat) <= 1.0


def test_a_nine_spent_on_a_struggle_any_card_wins_is_judged_a_blunder():
    """Attacking with a stack far stronger than the defender's: any number wins, so spending the
    9 throws away the card the next struggles need."""
    s, seat = _struggle_position(5, _sure_win)
    view = s.view_for(seat)
    lowest = min(c for c in s.hands[seat] if c != FLAG)
    blunder = X.judge(view, seat, PlayCard(9))
    good = X.judge(view, seat, PlayCard(lowest))
    assert blunder.loss > good.loss + 0.01, (blunder, good)
    assert blunder.best.action != PlayCard(9)
    why = R.why_of(X, view, seat, blunder)         # the review's words: the 9 set against the better card
    assert why.key == "core.review.why_same" and why.params["versus"].key == "caesar.why.vs.spent_card", why
    assert why.params["versus"].params["card"] == card_msg(9) and why.params["versus"].params["alt"] == YOURS
    assert why.params["what"] == X.because(view, seat, blunder.best.action)
    for lang in ("en", "ja"):
        text = why.render(lang, ["Livia", "Marcus"])
        assert "{" not in text and "caesar.why" not in text, text
    assert not _untrue(view, seat, PlayCard(9), why.params["what"])


LONG_SHOTS = {"struggle_forced_flag", "struggle_forced_cheap", "struggle_forced", "struggle_first",
              "struggle_first_flag"}


def test_a_long_shot_attack_says_why_it_is_worth_it():
    """"Wins about 7 times in 100" alone left a player asking why attack at all. Every attack
    that wins fewer than 20 times in 100, over many random games, says why it is worth making
    (each claim true): the flag in hand can still void it, no alliance is left and it risks the
    fewest counters (or it is the only move), or the stack attacked has the attacker's in reach
    anyway; and a surer attack it was chosen over is not said to "win more often" at the same odds."""
    seen, same, nowin = Counter(), 0, Counter()
    for g in range(40):
        rng = random.Random(g)
        s = new_game(2 + g % 2, g, {})
        for seat in _decisions(s, rng, 120, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            view = s.view_for(seat)
            legal = view.legal_actions(seat)
            for a in legal:
                if not isinstance(a, Struggle) or X._odds(view, seat, a) >= X.LONG_SHOT:
                    continue
                why = X.because(view, seat, a)
                kind = why.key.rsplit(".", 1)[1]
                assert kind.endswith("_nowin") == (X._odds(view, seat, a) == 0), (kind, X._odds(view, seat, a))
                nowin[kind.endswith("_nowin")] += 1
                _says_no_zero_odds(why)
                kind = kind.removesuffix("_nowin")
                seen[kind] += 1
                assert kind in LONG_SHOTS, (kind, why)
                forced = not any(isinstance(b, Ally) for b in legal)
                assert kind.startswith("struggle_forced") == forced, (kind, legal)
                assert kind.endswith("_flag") == (FLAG in view.hands[seat]) or kind == "struggle_forced", kind
                if kind == "struggle_forced":
                    assert len(legal) == 1 or min(len(view.board[b.src]) for b in legal if isinstance(b, Struggle)) \
                        < len(view.board[a.src]), "a cheapest forced attack said plainly"
                if kind == "struggle_forced_cheap":
                    assert len(view.board[a.src]) == min(len(view.board[b.src]) for b in legal if isinstance(b, Struggle))
                for b in legal:                     # (a surer attack is never said to win more often at
                    if isinstance(b, Struggle) and b != a and X._odds(view, seat, b) == X._odds(view, seat, a):
                        vs = X._versus(view, seat, a, b, 0.1)    # the same odds)
                        assert vs is None or vs.key != X.WHY + "vs.risk", (vs, a, b)
                        same += 1
                if kind.startswith("struggle_first"):
                    dst = view.board[a.dst]
                    assert len(dst) > len(view.board[a.src]) or X._odds(view, seat, a) < X.LONG_SHOT
                    assert a.src in in_line(view.board, a.dst)       # (its owner can strike back)
    assert seen["struggle_first"] + seen["struggle_first_flag"] >= 5 and \
        seen["struggle_forced_flag"] + seen["struggle_forced_cheap"] >= 1, seen
    assert same >= 1, "no two long shots at the same odds came up"
    assert nowin[True] >= 3 and nowin[False] >= 3, nowin


def _says_no_zero_odds(why: Msg) -> None:
    """A reason that quotes odds never says "about 0 times in 100" (「100回に0回」): an attack
    that no pair of cards wins is said to be one that cannot win."""
    for lang in ("en", "ja"):
        text = why.render(lang, ["Livia", "Marcus", "Gaius"])
        assert " 0 times in 100" not in text and "100回に0回" not in text, text
        if why.key.endswith("_nowin"):
            assert ("cannot win" in text) if lang == "en" else ("勝てない" in text), text


def test_an_attack_that_cannot_win_is_never_given_zero_odds():
    """The other attack a move was chosen over, when no pair of cards would win it, is not said
    to "win only about 0 times in 100" either."""
    seen = 0
    for g in range(30):
        rng = random.Random(100 + g)
        s = new_game(2, g, {})
        for seat in _decisions(s, rng, 120, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            view = s.view_for(seat)
            fights = [b for b in view.legal_actions(seat) if isinstance(b, Struggle)]
            hopeless = [b for b in fights if X._odds(view, seat, b) == 0]
            for b in hopeless[:1]:
                for a in [f for f in fights if X._odds(view, seat, f) > 0][:1]:
                    vs = X._versus(view, seat, a, b, 0.1)
                    if vs is not None and vs.key.endswith("vs.struggle_nowin"):
                        seen += 1
                    if vs is not None:
                        _says_no_zero_odds(Msg(X.WHY + "with", {"what": X.because(view, seat, a), "vs": vs}))
    assert seen >= 1, "no attack that cannot win was set against a better one"


def _in_reach(board, square: int, seat: int) -> list[tuple[int, int]]:
    """The stacks of another player in line with ``square`` at least as strong as the stack
    there: ``(their square, their size)``."""
    return [(sq, len(board[sq])) for sq in in_line(board, square)
            if board[sq][-1] not in (seat, NEUTRAL) and len(board[sq]) >= len(board[square])]


def test_an_alliance_that_takes_a_stack_out_of_reach_says_so():
    """An alliance that took a stack out of reach of a stronger one said only "the neutral
    counter joins: a stack of 2 under one colour". Over many random games, every alliance says
    so exactly when one of the mover's stacks was in reach before it and the joined stack is not
    after it, naming the stack and the one it escapes as they stand on the board. "It takes the
    stack of 1 on C5 out of reach of Livia's stack of 3 on C4" was said while C4 still had it in
    line: a stack that outgrew the other ("… the stack of 5 is the stronger") says so instead."""
    said = 0
    for g in range(30):
        rng = random.Random(200 + g)
        s = new_game(2 + g % 2, g, {})
        for seat in _decisions(s, rng, 120, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            view = s.view_for(seat)
            for a in [b for b in view.legal_actions(seat) if isinstance(b, Ally)]:
                board = view.board
                after = view.clone()
                after.apply_trusted(seat, a)
                mine = [a.src] if board[a.dst][-1] == NEUTRAL else [a.src, a.dst]
                was = any(_in_reach(board, sq, seat) for sq in mine)
                safe = was and not _in_reach(after.board, a.dst, seat)
                why = X.because(view, seat, a)
                assert why.key.endswith(("_safe", "_grown")) == safe, (why, a)
                if safe:
                    grown = why.key.endswith("_grown")
                    q = why.params
                    sq = next(i for i in range(25) if square_name(i) == q["square"])
                    osq = next(i for i in range(25) if square_name(i) == q["other"])
                    assert sq in mine and len(board[sq]) == q["k"], why
                    assert (osq, q["on"]) in _in_reach(board, sq, seat) and board[osq][-1] == q["seat_foe"], why
                    assert (osq in in_line(after.board, a.dst)) == grown, why
                    assert not grown or q["total"] > q["on"], why
                    for lang in ("en", "ja"):
                        text = why.render(lang, ["Livia", "Marcus", "Gaius"])
                        assert q["square"] in text and q["other"] in text and "{" not in text, text
                    said += 1
    assert said >= 5, said


def test_keeping_alliances_for_later_is_said_as_safe_moves_kept():
    """"would leave fewer alliances open for later turns (9 instead of 11)" read like a
    counter, and "15 alliances open … against 14 after …" like a count dump. Set against an
    alliance that uses up more of them, an alliance says how many more it keeps for later turns,
    in both languages, never both counts."""
    seen = 0
    for g in range(20):
        rng = random.Random(300 + g)
        s = new_game(2, g, {})
        for seat in _decisions(s, rng, 60, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            view = s.view_for(seat)
            allies = [b for b in view.legal_actions(seat) if isinstance(b, Ally)]
            for a in allies[:4]:
                for b in allies[:4]:
                    vs = X._versus(view, seat, a, b, 0.1) if a != b else None
                    if vs is None or not vs.key.startswith(X.WHY + "vs.tempo"):
                        continue
                    seen += 1
                    en, ja = (vs.render(lang, ["Livia", "Marcus"]) for lang in ("en", "ja"))
                    assert "later turn" in en and "instead of" not in en and "must attack" in en, en
                    assert "同盟の手" in ja and "ではなく" not in ja, ja
                    assert "against" not in en and "open" not in en, en
                    if vs.key == X.WHY + "vs.tempo":
                        more = vs.params["n"]
                        assert f"keeps {more} more alliance" in en and f"{more}通り多い" in ja, (en, ja)
    assert seen >= 3, seen


def test_the_last_alliance_kept_is_said_in_the_singular():
    """"1 alliances open for later turns, against 0 after ..." was read in a played game: an
    alliance that keeps the seat's last safe move says "1 alliance ... none", in both languages."""
    seen = 0
    for g in range(40):
        rng = random.Random(900 + g)
        s = new_game(2, g, {})
        for seat in _decisions(s, rng, 200, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            view = s.view_for(seat)
            allies = [b for b in view.legal_actions(seat) if isinstance(b, Ally)]
            if not 2 <= len(allies) <= 3:
                continue
            for a in allies:
                for b in allies:
                    vs = X._versus(view, seat, a, b, 0.1) if a != b else None
                    if vs is None or not vs.key.startswith(X.WHY + "vs.tempo") or vs.params["k"] != 1:
                        continue
                    seen += 1
                    en, ja = (vs.render(lang, ["Livia", "Marcus"]) for lang in ("en", "ja"))
                    assert ("last alliance" in en or "leaves another" in en) and "alliances open" not in en, en
                    assert "leave none" in en or "only this alliance" in en, en
                    assert "残らない" in ja, ja
        if seen >= 2:
            break
    assert seen >= 2, seen


def test_alliances_kept_are_said_against_every_other_alliance_and_the_rival():
    """"... against 2 after the alliance B2 onto B1" named one alliance of many. An alliance
    that keeps more safe moves than every other alliance says so without naming one; each says
    how many the rival who moves next still has, in both languages."""
    most = named = 0
    for g in range(20):
        rng = random.Random(300 + g)
        s = new_game(2, g, {})
        for seat in _decisions(s, rng, 60, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            view = s.view_for(seat)
            allies = [b for b in view.legal_actions(seat) if isinstance(b, Ally)]
            for a in allies[:4]:
                for b in allies[:4]:
                    vs = X._versus(view, seat, a, b, 0.1) if a != b else None
                    if vs is None or not vs.key.startswith(X.WHY + "vs.tempo"):
                        continue
                    rival = vs.params["rival"]
                    left = []
                    for c in allies:
                        if c != a:
                            after = view.clone()
                            after.apply_trusted(seat, c)
                            left.append(X._alliances(after, seat))
                    en = vs.render("en", ["Livia", "Marcus"])
                    assert "Livia has" in en or "Marcus has" in en, en
                    assert ("has none" in en) == (rival.params["n"] == 0), en
                    if vs.key.startswith(X.WHY + "vs.tempo_most"):
                        most += 1
                        assert max(left) < vs.params["k"] and " onto " not in en, en
                    else:
                        named += 1
                        assert max(left) >= vs.params["k"], en
    assert most >= 3 and named >= 1, (most, named)


def test_a_card_chosen_over_a_lower_one_says_what_each_beats_and_what_is_kept():
    """"a 1 would win less often" said nothing a player could check. A card chosen over a lower
    one says how many of the other side's cards the lower one would beat against this one, and
    the highest card kept for later; in both languages."""
    seen = Counter()
    for g in range(40):
        rng = random.Random(g)
        s = new_game(2, g, {})
        for seat in _decisions(s, rng, 200, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            if s.phase != PHASE_STRUGGLE:
                continue
            view = s.view_for(seat)
            cards = sorted(c for c in view.hands[seat] if c != FLAG)
            for lo, hi in zip(cards, cards[1:]):
                vs = X._versus(view, seat, PlayCard(hi), PlayCard(lo), 0.1)
                assert vs is not None
                seen[vs.key.removeprefix(X.WHY)] += 1
                en, ja = (vs.render(lang, ["Livia", "Marcus"]).replace("\u2060", "") for lang in ("en", "ja"))
                assert "less often" not in en and "{" not in en + ja, en
                if vs.key.startswith(X.WHY + "vs.lower"):
                    assert f"this card beats {vs.params['k']}" in en and f"{vs.params['k']}枚" in ja, en
                if vs.key == X.WHY + "vs.lower_kept":
                    top = vs.params["top"]
                    assert top > hi and top in view.hands[seat] and f"the {top} is worth more" in en, en
    assert seen["vs.lower"] + seen["vs.lower_kept"] >= 10, seen
    assert seen["vs.lower_kept"] >= 3, seen


def test_a_card_that_beats_nothing_while_a_higher_one_could_says_so_in_words():
    """"it beats 0 of Marcus's 5 cards" read like a counter: a card that beats none of the other
    side's cards, while a higher card of the seat's could win, says the struggle is given up."""
    found = 0
    for g in range(60):
        rng = random.Random(g)
        s = new_game(2, g, {})
        for seat in _decisions(s, rng, 120, lambda s, seat, acts, rng=rng: rng.choice(acts)):
            if s.phase != PHASE_STRUGGLE:
                continue
            view = s.view_for(seat)
            a, d, src, dst = view.duel
            other = d if seat == a else a
            mine, theirs = (src, dst) if seat == a else (dst, src)
            gap = len(view.board[mine]) - len(view.board[theirs])
            foe = [c for c in view.hands[other] if c != FLAG]
            own = [c for c in view.hands[seat] if c != FLAG]
            if not foe or not any(gap + c > t for c in own for t in foe):
                continue
            for card in own:
                if any(gap + card > t for t in foe):
                    continue
                why = X.because(view, seat, PlayCard(card))
                text = why.render("en", ["Livia", "Marcus", "Julia"])
                assert why.key == X.WHY + "card_spend", (why, text)
                assert " 0 of " not in text and "beats none" in text, text
                assert why.render("ja", ["Livia", "Marcus", "Julia"])
                found += 1
    assert found >= 5, found


def test_an_alliance_of_two_own_stacks_says_which_moves_onto_which():
    """"your stacks on C5 and B5 joined" left the player to guess where the joined stack stands:
    the move names the stack that moves and the one it goes onto, in both languages."""
    s = new_game(2, 3, {})
    s.board = [[] for _ in range(25)]
    s.board[0], s.board[1] = [0, 0], [NEUTRAL, 0, 0]          # A1: 2 of seat 0; B1: 3 of seat 0
    s.phase = PHASE_PLAY
    view = s.view_for(0)
    move = X.what(view, 0, Ally(0, 1))
    en = move.render("en", ["Livia", "Marcus"])
    ja = move.render("ja", ["Livia", "Marcus"]).replace("\u2060", "")
    assert en == "your stack of 2 on A1 onto your stack of 3 on B1", en
    assert ja.index("A1") < ja.index("B1") and "強さ2" in ja and "強さ3" in ja and ja.endswith("重ねる"), ja


def test_a_pass_with_nothing_else_open_does_not_say_alliances_are_kept():
    """A pass that was the only move read "the only move there was: the alliances are kept for
    later" although no alliance was open: it says that nothing was in line instead."""
    s = new_game(2, 3, {})
    s.board = [[] for _ in range(25)]
    s.board[0], s.board[12] = [0, 0], [1, 1, 1]          # A1 (seat 0) and C3 (seat 1): not in line
    s.phase = PHASE_PLAY
    seat = s.to_act()[0]
    view = s.view_for(seat)
    assert [type(a).__name__ for a in view.legal_actions(seat)] == ["Pass"]
    why = X.reason(view, seat, view.legal_actions(seat)[0])
    en = why.render("en", ["Livia", "Marcus"])
    assert why.params["what"].key == X.WHY + "pass_stuck", why
    assert "kept for later" not in en and "in line" in en, en
    assert why.render("ja", ["Livia", "Marcus"])
