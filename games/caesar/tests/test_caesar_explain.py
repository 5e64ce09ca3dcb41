"""Caesar: the computer's reasons, advice and judgement (issue #31, ``games/caesar/explain.py``).

- every computer move, at every level, over 50 short random games gets a reason in both
  languages, with no missing key, that is not the same sentence for most moves;
- a reason names only what is on the board: the squares, their stacks' owners and sizes, the
  cards in the hands;
- advice is a legal action of the seat, and the same in every hidden world consistent with the
  view (a card committed by the other side of a struggle);
- a planted blunder (a 9 spent where a 1 wins for sure, a stack thrown at a far bigger one)
  loses clearly more than the advice.
"""
from __future__ import annotations

import random
import threading

import pytest

from games.caesar import ai
from games.caesar import explain as X
from games.caesar.components import card_msg, parse_square, square_name
from games.caesar.rules import NEUTRAL, Ally, PHASE_STRUGGLE, PlayCard, Struggle, new_game
from games.caesar.tests.test_caesar_rules import position
from games.core.budget import still
from games.core.explain import explainer
from games.core.text import Msg, catalogue

LEVELS = ("easy", "normal", "hard")
NAMES = ["Livia", "Marcus", "Gaius"]


@pytest.fixture(autouse=True)
def no_time_cap(monkeypatch):
    """The computer players' clock stands still: their search ends at its budget, the same on any
    machine."""
    monkeypatch.setattr(ai, "_clock", still)


def _keys(msg: Msg):
    """Every catalogue key in ``msg``, nested ones too."""
    yield msg.key
    for v in msg.params.values():
        if isinstance(v, Msg):
            yield from _keys(v)


def _params(msg: Msg):
    """Every (key, name, value) of ``msg`` and its nested messages."""
    for k, v in msg.params.items():
        yield msg.key, k, v
        if isinstance(v, Msg):
            yield from _params(v)


def _truth(view, seat, action, why: Msg) -> list[str]:
    """What the reason says that is not so on the board (empty: all true). The squares of the
    second half may be those after the next best move, so only its cards are checked."""
    wrong = []
    board = view.board
    main = why.params["what"]
    p = main.params
    kind = main.key.rsplit(".", 1)[1]
    if isinstance(action, (Ally, Struggle)):
        src, dst = action.src, action.dst
        if p.get("src") != square_name(src) or p.get("dst") != square_name(dst):
            wrong.append(f"move {square_name(src)}-{square_name(dst)} named {p.get('src')}-{p.get('dst')}")
        if p.get("n") != len(board[src]) or p.get("m") != len(board[dst]):
            wrong.append(f"stacks of {p.get('n')} and {p.get('m')}, really {len(board[src])} and {len(board[dst])}")
        if kind == "ally_neutral" and board[dst][-1] != NEUTRAL:
            wrong.append(f"{square_name(dst)} is not neutral")
        if kind.startswith("struggle") and board[dst][-1] != p["seat2"]:
            wrong.append(f"{square_name(dst)} is not seat {p['seat2']}'s")
    if hasattr(action, "square") and p.get("square") != square_name(action.square):
        wrong.append(f"placement on {square_name(action.square)} named {p.get('square')}")
    if isinstance(action, PlayCard):
        a, d, s, t = view.duel
        if p.get("card") != card_msg(action.card):
            wrong.append(f"card {action.card} named {p.get('card')}")
        if "seat2" in p and p["seat2"] != (d if seat == a else a):
            wrong.append("the other side of the struggle misnamed")
        if "at" in p and p["at"] != square_name(s if seat == a else t):
            wrong.append(f"own stack named on {p['at']}")
    for key, name, v in _params(why):
        if name in ("own", "foe", "at", "by") and isinstance(v, str) and key == main.key:
            st = board[parse_square(v)]
            if not st:
                wrong.append(f"{key}: {name}={v} is empty")
            elif name == "own" and st[-1] != seat:
                wrong.append(f"{key}: {v} is not the mover's")
            elif name in ("foe", "by") and st[-1] in (seat, NEUTRAL):
                wrong.append(f"{key}: {v} is not another player's")
            elif name == "at" and st[-1] != seat:
                wrong.append(f"{key}: {v} is not the mover's")
        if name in ("card", "best") and isinstance(v, Msg) and v.key.startswith("caesar.card."):
            card = v.params.get("n", 0)
            if card not in view.hands[seat]:
                wrong.append(f"{key}: card {card} not in the hand")
    return wrong


def _check(view, seat, action, texts: list) -> None:
    why = X.reason(view, seat, action)
    cat = catalogue()
    for key in _keys(why):
        assert key in cat["en"] and key in cat["ja"], f"missing key {key}"
    for lang in ("en", "ja"):
        text = why.render(lang, NAMES)
        assert text and "{" not in text and "caesar." not in text, text
    wrong = _truth(view, seat, action, why)
    assert not wrong, (action, why.render("en", NAMES), wrong)
    texts.append(why.render("en", NAMES))


def _positions(games: int, decisions: int):
    """``(state, seat, player)`` at computer moves of short random games: each game is played at
    random for a random while, then its computer players (levels by turns) make ``decisions``."""
    for g in range(games):
        rng = random.Random(g)
        s = new_game(2 + (g % 5 == 4), g, {})
        for _ in range(rng.randrange(0, 40)):
            if not s.to_act():
                break
            seat = s.to_act()[0]
            s.apply(seat, rng.choice(s.legal_actions(seat)))
        players = [ai.make_player(LEVELS[(g + k) % 3], g * 3 + k) for k in range(s.n_seats)]
        made = 0
        while s.to_act() and made < decisions:
            seat = s.to_act()[0]
            yield s, seat, players[seat]
            made += 1


def test_every_computer_move_at_every_level_has_a_true_reason_in_both_languages():
    texts: list = []
    for s, seat, player in _positions(50, 6):
        view = s.view_for(seat)
        action = player.choose(view, seat)
        _check(view, seat, action, texts)
        s.apply(seat, action)
    assert len(texts) >= 250
    top = max(texts.count(t) for t in texts)
    assert len(set(texts)) > len(texts) // 2 and top < 10, f"{len(set(texts))} reasons for {len(texts)} moves"


def test_the_truth_check_catches_a_reason_that_names_the_wrong_stack():
    s = position([". . . . .", ". 0 . n1 .", ". . . . .", ". 1 . . .", ". . . . ."])
    view = s.view_for(0)
    move = Struggle(parse_square("B2"), parse_square("B4"))
    why = X.reason(view, 0, move)
    assert not _truth(view, 0, move, why)
    params = dict(why.params["what"].params, m=7, dst="D4")
    bad = Msg(why.key, {**why.params, "what": Msg(why.params["what"].key, params)})
    assert len(_truth(view, 0, move, bad)) == 2


def _advice_positions(n: int):
    """Positions of the seat to move, spread over random games (some in a struggle's card choice)."""
    return [(s.clone(), seat) for s, seat, _player in _positions(n, 3) if len(s.legal_actions(seat)) > 1]


def test_advice_is_a_legal_action_with_a_reason_and_a_chance():
    assert explainer("caesar") is X
    for s, seat in _advice_positions(8):
        view = s.view_for(seat)
        adv = X.advise(view, seat)
        assert adv.action in view.legal_actions(seat), adv
        assert 0.0 <= adv.value <= 1.0
        assert adv.reason.render("ja", NAMES) and adv.reason.render("en", NAMES)


def _struggle_positions(count: int):
    """Struggles whose attacker has chosen its card: the defender's view hides it."""
    out: list = []
    for g in range(40):
        rng = random.Random(100 + g)
        s = new_game(2, g, {})
        while s.to_act() and len(out) < count:
            if s.phase == PHASE_STRUGGLE:
                a, d = s.duel[:2]
                s.apply(a, PlayCard(rng.choice(s.hands[a])))
                out.append((s.clone(), d))
                break
            seat = s.to_act()[0]
            s.apply(seat, rng.choice(s.legal_actions(seat)))
    return out


def test_advice_and_reason_are_the_same_in_every_hidden_world():
    checked = 0
    for s, seat in _struggle_positions(6):
        assert s.secrets(seat)
        answers = set()
        for k in range(4):
            world = s.resample_hidden(seat, random.Random(k))
            view = world.view_for(seat)
            adv = X.advise(view, seat)
            answers.add((adv.action, adv.reason.render("en", NAMES), adv.value,
                         X.reason(view, seat, adv.action).render("en", NAMES), X.standing(view, seat)))
        assert len(answers) == 1, answers
        checked += 1
    assert checked >= 5


def test_a_card_spent_for_nothing_loses_clearly_more_than_the_advice():
    # seat 0's 5 on B2 against seat 1's 1 on B4 (seat 1 holds a 1, a 2, a 3): a 1 wins for sure
    s = position([". . . . .", "n 00000 . . .", ". . . . .", ". 1 . . n", "0 . . . 11111"],
                 hands=[tuple(range(10)), (1, 2, 3)])
    s.apply(0, Struggle(parse_square("B2"), parse_square("B4")))
    view = s.view_for(0)
    best = X.advise(view, 0)
    assert best.action == PlayCard(1), best
    assert X.judge(view, 0, best.action).loss == 0.0
    nine = X.judge(view, 0, PlayCard(9))
    flag = X.judge(view, 0, PlayCard(0))
    assert nine.loss > 0.02 and flag.loss > 0.0, (nine, flag)


def test_a_stack_thrown_at_a_far_bigger_one_loses_clearly_more_than_a_good_move():
    # seat 0 holds no flag: its 3 on A1 thrown at seat 1's 6 on E1 is lost but for a lucky draw
    s = position(["000 . . . 111111", ". . . . .", "00 . n . .", ". . . . .", ". . . . 1"],
                 hands=[tuple(range(1, 10)), tuple(range(10))])
    view = s.view_for(0)
    best = X.advise(view, 0)
    good = X.judge(view, 0, best.action)
    thrown = X.judge(view, 0, Struggle(parse_square("A1"), parse_square("E1")))
    assert good.loss == 0.0
    assert thrown.loss > 0.05, thrown


def test_standing_follows_the_board():
    s = position(["0 . . . 11111", ". . . . .", ". . . . .", ". . . . .", "0 . . . 1"])
    weak, strong = X.standing(s.view_for(0), 0), X.standing(s.view_for(1), 1)
    assert 0.0 <= weak < 0.5 < strong <= 1.0


def test_cancelled_advice_is_still_a_legal_action():
    s = position(["0 . n . 1", ". n . n .", "n . 00 . n", ". n . n .", "1 . n . 0"])
    view = s.view_for(0)
    stop = threading.Event()
    stop.set()
    adv = X.advise(view, 0, stop)
    assert adv.action in view.legal_actions(0)
