"""Caesar XL: the computer's reasons, advice and judgement (issue #31, ``games/caesar_xl/explain.py``).

- every computer move, at every level, over 50 short random games gets a reason in both
  languages, with no missing key, that is not the same sentence for every move;
- a reason names only what is on the board: the city marched on, the enemy stack and its
  count, the card claimed, played or held;
- advice is a legal action of the seat, and the same in every hidden world consistent with
  the view;
- a planted blunder (a legion marched into a hopeless battle, a Supreme Commander marched
  with his stack into the enemy's double one) loses clearly more than the advice.
"""
from __future__ import annotations

import random

import pytest

from games.caesar_xl import ai
from games.caesar_xl import explain as X
from games.caesar_xl.rules import CAESAR, POMPEY, Claim, Discard, EndPhase, Move, PlayCard, Tactic, new_game
from games.caesar_xl.tests.xl_positions import position, put
from games.core.chance import CHANCE, sample
from games.core.explain import explainer
from games.core.players import random_action
from games.core.text import Msg, catalogue

pytestmark = pytest.mark.usefixtures("no_time_cap")

LEVELS = ("easy", "normal", "hard")
NAMES = ["Livia", "Marcus"]


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


def _place_of(m: Msg) -> str:
    return m.key.rsplit(".", 1)[1]


#: the words that open a reason with a win one Forum phase away, the move's own words in ``what``
STAKES = ("race_first", "race_lost", "race_stops", "mil_first", "mil_lost", "mil_this.stops", "mil_this.aside",
          "mil_this.not_now", "reply", "risk", "risk_only")


def _truth(view, seat, action, why: Msg) -> list[str]:
    """What the reason says that is not so on the board (empty: all true)."""
    wrong = []
    main = why.params["what"]
    while main.key.split("caesar_xl.why.")[-1] in STAKES and isinstance(main.params.get("what"), Msg):
        if "from" in main.params and len(view.pieces_at(_place_of(main.params["from"]), 1 - seat)) != main.params["m"]:
            return [f"no enemy stack of {main.params['m']} in {main.params['from']}"]
        main = main.params["what"]           # (a win one phase away said first: the move's own words inside)
    kind = main.key.rsplit(".", 1)[1]
    p = main.params
    foe = 1 - seat
    if isinstance(action, Move):
        dest = action.path[-1]
        if _place_of(p.get("place", Msg("x.none"))) != dest and kind != "march_leader":
            wrong.append(f"march to {dest} named {p.get('place')}")
        if "n" in p and p["n"] != len(action.units):
            wrong.append(f"{p['n']} units, not {len(action.units)}")
        battle = ("march_battle", "march_battle_gold", "march_last_hope", "march_long_shot", "march_feed")
        if kind in battle and p["m"] != len(view.pieces_at(dest, foe)):      # (the counters shown)
            wrong.append(f"enemy stack of {p['m']} in {dest}, really {len(view.pieces_at(dest, foe))}")
        if kind == "march_take" and view.controller(dest) != foe:
            wrong.append(f"{dest} not held by the enemy")
    if "from" in p:
        where = _place_of(p["from"])
        if len(view.pieces_at(where, foe)) != p["m"]:
            wrong.append(f"no enemy stack of {p['m']} in {where}")
    if isinstance(action, (Tactic, PlayCard, Discard)) and action.card not in view.hands[seat]:
        wrong.append(f"{action.card} not in the hand")
    if isinstance(action, Claim) and (action.card not in view.forum
                                      or p["card"].key != f"caesar_xl.card.{action.card}"):
        wrong.append(f"{action.card} not in the Forum")
    for key, name, v in _params(why):
        if isinstance(v, Msg) and v.key.startswith("caesar_xl.card.") and name == "card" \
                and key != why.params.get("vs", Msg("x")).key:
            card = v.key.rsplit(".", 1)[1]
            if card not in set(view.hands[seat]) | set(view.forum) | set(view.leaders_of(seat)) | set(view.claimed[seat]) | \
                    set(view.deck.discards):
                wrong.append(f"{card} not in the hand, the Forum, the discards or on the map")
        if name == "seat" and v != seat:
            wrong.append(f"seat is {v}, not the mover")
        elif name.startswith("seat") and name != "seat" and v != foe:
            wrong.append(f"{name} is {v}, not the enemy")
    return wrong


def _check(view, seat, action, texts: set) -> None:
    why = X.reason(view, seat, action)
    cat = catalogue()
    for key in _keys(why):
        assert key in cat["en"] and key in cat["ja"], f"missing key {key}"
    for lang in ("en", "ja"):
        text = why.render(lang, NAMES)
        assert text and "{" not in text and "caesar_xl." not in text, text
    assert why.params["what"].key != "caesar_xl.why.other", why
    wrong = _truth(view, seat, action, why)
    assert not wrong, (action, why.render("en", NAMES), wrong)
    texts.add(why.render("en", NAMES))


def _positions(games: int, decisions: int):
    """``(state, seat, player)`` at computer moves of short random games: each game is played at
    random for a random while, then its computer players (one level a game) make ``decisions``."""
    for g in range(games):
        rng = random.Random(g)
        s = new_game(2, g, {"silver": g % 4 != 3})
        for _ in range(rng.randrange(0, 400)):
            if not s.to_act():
                break
            seat = s.to_act()[0]
            s.apply(seat, sample(s.chance_outcomes(), rng) if seat == CHANCE else random_action(s, seat, rng))
        players = [ai.make_player(LEVELS[g % 3], g * 2 + 1), ai.make_player(LEVELS[(g + 1) % 3], g * 2 + 2)]
        made = 0
        while s.to_act() and made < decisions:
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(seat, sample(s.chance_outcomes(), rng))
                continue
            yield s, seat, players[seat]
            made += 1


def test_every_computer_move_at_every_level_has_a_true_reason_in_both_languages():
    texts: set = set()
    moves = 0
    for s, seat, player in _positions(50, 6):
        view = s.view_for(seat)
        action = player.choose(view, seat)
        _check(view, seat, action, texts)
        s.apply(seat, action)
        moves += 1
    assert moves >= 250
    assert len(texts) > moves // 3, f"only {len(texts)} different reasons for {moves} moves"


def test_the_truth_check_catches_a_reason_that_names_the_wrong_city():
    s = position(phase="march", gold=(5, 5))
    put(s, CAESAR, "vercellae", "caesar", "legion", "legion")
    put(s, POMPEY, "roma", "pompey", "legion", "legion", "legion")
    view = s.view_for(CAESAR)
    move = next(a for a in view.legal_actions(CAESAR) if isinstance(a, Move) and a.path == ("roma",))
    why = X.reason(view, CAESAR, move)
    assert not _truth(view, CAESAR, move, why)
    params = dict(why.params["what"].params, place=Msg("caesar_xl.city.messana"), m=7)
    bad = Msg(why.key, {**why.params, "what": Msg(why.params["what"].key, params)})
    assert len(_truth(view, CAESAR, move, bad)) == 2


def _advice_positions(n: int):
    """Positions of the seat to move, spread over random games (a hand of the enemy hidden)."""
    out = []
    for s, seat, _player in _positions(n, 1):
        if len(s.legal_actions(seat)) > 1:
            out.append((s.clone(), seat))
    return out


def test_advice_is_a_legal_action_with_a_reason_and_a_chance():
    for s, seat in _advice_positions(12):
        view = s.view_for(seat)
        adv = X.advise(view, seat)
        assert adv.action in view.legal_actions(seat), adv
        assert 0.0 <= adv.value <= 1.0
        assert adv.reason.render("ja", NAMES) and adv.reason.render("en", NAMES)
        assert explainer("caesar_xl") is X


def test_advice_and_reason_are_the_same_in_every_hidden_world():
    checked = 0
    for s, seat in _advice_positions(16):
        if not s.secrets(seat):
            continue
        answers = set()
        for k in range(3):
            world = s.determinize(seat, random.Random(k)) if s.unseen is not None else \
                s.resample_hidden(seat, random.Random(k))
            view = world.view_for(seat)
            adv = X.advise(view, seat)
            answers.add((adv.action, adv.reason.render("en", NAMES), adv.value,
                         X.reason(view, seat, adv.action).render("en", NAMES)))
        assert len(answers) == 1, answers
        checked += 1
    assert checked >= 5


def _blunder_position():
    """Caesar's March phase: Caesar with three legions in Vercellae, Pompey with six in Roma next to it."""
    s = position(phase="march", gold=(5, 5))
    mine = put(s, CAESAR, "vercellae", "caesar", "legion", "legion", "legion")
    put(s, POMPEY, "roma", "pompey", "legion", "legion", "legion", "legion", "legion", "legion")
    return s, mine


def test_a_planted_blunder_loses_clearly_more_than_the_advice():
    s, (sc, leg, *_rest) = _blunder_position()
    view = s.view_for(CAESAR)
    legal = view.legal_actions(CAESAR)
    hopeless = next(a for a in legal if isinstance(a, Move) and a.units == (leg,) and a.path == ("roma",))
    sc_in = next(a for a in legal if isinstance(a, Move) and sc in a.units and a.path == ("roma",))
    best = X.advise(view, CAESAR)
    good = X.judge(view, CAESAR, best.action)
    assert good.loss == 0.0
    stay = X.judge(view, CAESAR, EndPhase())
    lost_legion = X.judge(view, CAESAR, hopeless)
    lost_army = X.judge(view, CAESAR, sc_in)
    # standing still gives up the advised march; the hopeless attack gives up a legion besides
    assert lost_legion.loss > stay.loss + 0.01, (lost_legion, stay)
    assert lost_army.loss > 0.1 and lost_army.loss > lost_legion.loss, (lost_army, lost_legion)


def test_standing_follows_the_board():
    s, _ = _blunder_position()
    weak = X.standing(s.view_for(CAESAR), CAESAR)
    strong = X.standing(s.view_for(POMPEY), POMPEY)
    assert 0.0 < weak < 0.5 < strong < 1.0


def test_cancelled_advice_is_still_a_legal_action():
    import threading
    s, _ = _blunder_position()
    view = s.view_for(CAESAR)
    stop = threading.Event()
    stop.set()
    adv = X.advise(view, CAESAR, stop)
    assert adv.action in view.legal_actions(CAESAR)
    assert adv.action == EndPhase()
