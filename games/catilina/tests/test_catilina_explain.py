"""Catilina: the computer's reasons, advice and judgement (issue #31, ``games/catilina/explain.py``).

- every computer move, at every level, over 50 short random games gets a reason in both
  languages, with no missing key, that is not the same sentence for every move;
- a reason names only what is so: the seat asked and what for, the sums the solver still finds
  possible (the true sum among them), a proved sum that is the true one, a card passed from the
  hand, a card accused as proved that is a conspirator;
- advice is a legal action of the seat, and the same in every hidden world consistent with the
  view;
- a planted blunder (an accusation while several sums remain) loses clearly more than
  accusing the proved sum.
"""
from __future__ import annotations

import functools
import random

import pytest

from games.catilina import ai
from games.catilina import explain as X
from games.catilina.deduction import Knowledge, attr_mask, bits
from games.catilina.explain_words import SUM_BUDGET, possible_sums
from games.catilina.rules import Accuse, AccuseCard, Ask, EndTurn, Give, new_game, value_of
from games.core import review as R
from games.core.budget import still
from games.core.explain import explainer
from games.core.text import Msg, catalogue

LEVELS = ("easy", "normal", "hard")
NAMES = ["Livia", "Marcus", "Gaius", "Julia", "Titus"]
OPTIONS = ({}, {}, {"individual": True}, {}, {"keep": True})


@pytest.fixture(autouse=True)
def no_time_cap(monkeypatch):
    """The players' clock stands still: their deals are their counts' alone."""
    monkeypatch.setattr(ai, "_clock", still)


def _msgs(msg: Msg):
    """``msg`` and every message nested in it."""
    yield msg
    for v in msg.params.values():
        for x in (v if isinstance(v, (list, tuple)) else [v]):
            if isinstance(x, Msg):
                yield from _msgs(x)


def _random_move(s, seat, rng):
    """A random question or pass (a random accusation would end the game at once)."""
    legal = [a for a in s.legal_actions(seat) if not isinstance(a, (Accuse, AccuseCard))]
    return rng.choice(legal or s.legal_actions(seat))


def _positions(games: int, decisions: int, start: int = 0):
    """``(state, seat, player)`` at computer moves of short random games ``start`` to ``games``:
    each game is played at random for a random while, then its computer players (levels in turn)
    make ``decisions``."""
    for g in range(start, games):
        rng = random.Random(g)
        s = new_game(3 + g % 3, g, OPTIONS[g % len(OPTIONS)])
        for _ in range(rng.randrange(0, 12 if s.keep_cards else 40)):     # the keep variant's checks cost
            if not s.to_act():
                break
            seat = s.to_act()[0]
            s.apply(seat, _random_move(s, seat, rng))
        made = 0
        while s.to_act() and made < decisions:
            seat = s.to_act()[0]
            yield s, seat, ai.make_player(LEVELS[(g + made) % 3], g)
            made += 1


def _truth(s, seat, action, why: Msg) -> list[str]:
    """What the reason says that is not so in the game ``s`` (empty: all true)."""
    wrong = []
    view = s.view_for(seat)
    true_sum = sum(value_of(c) for c in s.conspirators)
    sums = None
    for m in _msgs(why):
        kind = m.key.rsplit(".", 1)[-1]
        p = m.params
        if kind in ("sums_listed", "sums_many"):
            sums = possible_sums(Knowledge.from_view(view, seat), view)
            if p["n"] != len(sums):
                wrong.append(f"{p['n']} sums named, the solver finds {len(sums)}")
            if "sums" in p and [x.params["v"] for x in p["sums"]] != sums:
                wrong.append(f"sums {p['sums']} named, the solver finds {sums}")
            if not s.individual and true_sum not in sums:
                wrong.append(f"the true sum {true_sum} is not among those named possible")
        if kind in ("accuse_proved", "ask_proved") and p["total"] != true_sum:
            wrong.append(f"{p['total']} named proved, the sum is {true_sum}")
        if kind == "card_proved" and action.card not in s.conspirators:
            wrong.append(f"card {action.card} named proved, it is no conspirator")
        if kind.startswith("ask_") and m.key.startswith("catilina.why.ask"):
            who = p["who"]
            if (action.target == -1) != (who.key == "catilina.why.everyone") or \
                    (action.target != -1 and who.params["seat"] != action.target):
                wrong.append(f"asks {who}, not seat {action.target}")
            if p["what"].key != f"catilina.what.{action.kind}":
                wrong.append(f"asks for {p['what']}, not {action.kind}")
        if kind in ("ask_open", "ask_open_each"):
            know = Knowledge.from_view(view, seat)
            open_ = attr_mask(action.kind, action.attr) & know.model.poss[s.n_seats] & ~know.model.fixed()
            if p["n"] != len(bits(open_)):
                wrong.append(f"{p['n']} cards named open, {len(bits(open_))} are")
            if p["n"] > len(bits(attr_mask(action.kind, action.attr) & sum(1 << c for c in s.conspirators))) \
                    and p["n"] > 6:
                wrong.append("more open cards than can be")
        if kind.startswith("give_"):
            if action.card not in s.hands[seat]:
                wrong.append(f"passes {action.card}, not in the hand")
            if p["card"].params["value"] != value_of(action.card):
                wrong.append(f"names {p['card']} for card {action.card}")
            if p["seat_asker"] != s.question[0]:
                wrong.append(f"names seat {p['seat_asker']} as the asker")
            if kind == "give_seen" and not any(action.card in sh.cards for sh in s.shown
                                               if sh.giver == seat and sh.asker == s.question[0]):
                wrong.append("the asker never saw that card from this hand")
        if "total" in p and isinstance(action, Accuse) and p["total"] != action.total:
            wrong.append(f"accuses {action.total}, names {p['total']}")
    return wrong


def _check(s, seat, action, texts: set) -> None:
    view = s.view_for(seat)
    why = X.reason(view, seat, action)
    cat = catalogue()
    for m in _msgs(why):
        assert m.key in cat["en"] and m.key in cat["ja"], f"missing key {m.key}"
    for lang in ("en", "ja"):
        text = why.render(lang, NAMES)
        assert text and "{" not in text and "catilina." not in text, text
    wrong = _truth(s, seat, action, why)
    assert not wrong, (action, why.render("en", NAMES), wrong)
    assert X.given_up(why) is None, f"the reason speaks against the move: {why.render('en', NAMES)}"
    texts.add(why.render("en", NAMES))


@pytest.mark.parametrize("start, games", [(0, 15), pytest.param(15, 50, marks=pytest.mark.long)])
def test_every_computer_move_at_every_level_has_a_true_reason_in_both_languages(start, games):
    """(The first 15 games run by default; the next 35 repeat the check: ``-m long``.)"""
    texts: set = set()
    moves = 0
    for s, seat, player in _positions(games, 2, start):
        action = player.choose(s.view_for(seat), seat)
        _check(s, seat, action, texts)
        s.apply(seat, action)
        moves += 1
    assert moves >= 19 * (games - start) // 10        # (nearly two a game)
    assert len(texts) > moves // 2, f"only {len(texts)} different reasons for {moves} moves"


def _late(n_seats: int = 4, seed: int = 1, options: dict | None = None, want=None):
    """The first position of a game between normal players where the seat to ask passes
    ``want(state, seat, knowledge)``: played once for each set of arguments, a copy to each
    caller (a test may play on from it)."""
    s, seat = _late_once(n_seats, seed, tuple(sorted((options or {}).items())), want)
    return s.clone(), seat


@functools.lru_cache(maxsize=None)
def _late_once(n_seats: int, seed: int, options: tuple, want):
    s = new_game(n_seats, seed, dict(options))
    players = [ai.make_player("normal", k) for k in range(n_seats)]
    while s.to_act():
        seat = s.to_act()[0]
        if s.phase == "ask" and want is not None and want(s, seat, Knowledge.from_view(s.view_for(seat), seat)):
            return s, seat
        s.apply(seat, players[seat].choose(s.view_for(seat), seat))
    raise AssertionError("no such position")


def _few_sums(s, seat, know):
    return 3 <= len(know.conspirator_sum_candidates(SUM_BUDGET)) <= 5


def _several_sums(s, seat, know):
    return 3 <= len(know.conspirator_sum_candidates(SUM_BUDGET)) <= 8


def _proved(s, seat, know):
    return know.certain_sum() is not None


def test_the_truth_check_catches_a_reason_that_names_a_wrong_sum_or_seat():
    s, seat = _late(want=_few_sums)
    view = s.view_for(seat)
    ask = next(a for a in view.legal_actions(seat) if isinstance(a, Ask) and a.target not in (-1, seat))
    why = X.reason(view, seat, ask)
    assert not _truth(s, seat, ask, why), why.render("en", NAMES)
    main = why.params["what"]
    sums = main.params["sums"]
    bad_sums = Msg(sums.key, {**sums.params, "n": sums.params["n"] + 1})
    other = (ask.target + 1) % s.n_seats
    bad = Msg(main.key, {**main.params, "sums": bad_sums, "who": Msg("catilina.name", {"seat": other})})
    assert len(_truth(s, seat, ask, Msg(why.key, {**why.params, "what": bad}))) == 2


def test_reasons_of_a_proved_accusation_and_a_gamble_say_so():
    s, seat = _late(want=_proved)
    view = s.view_for(seat)
    total = Knowledge.from_view(view, seat).certain_sum()
    assert X.reason(view, seat, Accuse(total)).render("en", NAMES) == \
        f"the sum {total} is the only one left."
    s, seat = _late(want=_few_sums)
    view = s.view_for(seat)
    sums = sorted(Knowledge.from_view(view, seat).conspirator_sum_candidates(SUM_BUDGET))
    text = X.reason(view, seat, Accuse(sums[0])).render("en", NAMES)
    assert text.startswith((f"no proof yet: {len(sums)} sums remain possible",
                            f"a guess: {len(sums)} sums remain possible")), text
    assert "if wrong, the accuser is out of the game" in text, text


def _advice_positions():
    """Positions of the seat to move, early and late, in the three kinds of game."""
    out = []
    for g, (s, seat, _player) in enumerate(_positions(9, 1)):
        if len(s.legal_actions(seat)) > 1 and g % 5 != 4:
            out.append((s.clone(), seat))
    out.append(_late(want=_few_sums))
    return out


def test_advice_is_a_legal_action_with_a_reason_and_a_chance():
    assert explainer("catilina") is X
    for s, seat in _advice_positions():
        view = s.view_for(seat)
        adv = X.advise(view, seat)
        assert adv.action in view.legal_actions(seat), adv
        assert 0.0 <= adv.value <= 1.0
        assert adv.reason.render("ja", NAMES) and adv.reason.render("en", NAMES)
        assert 0.0 <= X.standing(view, seat) <= 1.0


def test_advice_and_reason_are_the_same_in_every_hidden_world():
    checked = 0
    for s, seat in _advice_positions():
        answers = set()
        for k in range(3):
            view = s.resample_hidden(seat, random.Random(k)).view_for(seat)
            adv = X.advise(view, seat)
            answers.add((adv.action, adv.reason.render("en", NAMES), adv.value,
                         X.reason(view, seat, adv.action).render("en", NAMES), X.standing(view, seat)))
        assert len(answers) == 1, answers
        checked += 1
    assert checked >= 6


def test_a_planted_blunder_loses_clearly_more_than_accusing_the_proved_sum():
    s, seat = _late(3, 2, want=_several_sums)
    view = s.view_for(seat)
    advice = X.advise(view, seat)
    assert isinstance(advice.action, Ask), advice
    sums = sorted(Knowledge.from_view(view, seat).conspirator_sum_candidates(SUM_BUDGET))
    blunders = [X.judge(view, seat, Accuse(t)) for t in sums]
    good = X.judge(view, seat, advice.action)
    assert good.loss == 0.0
    s2, seat2 = _late(want=_proved)
    view2 = s2.view_for(seat2)
    total = Knowledge.from_view(view2, seat2).certain_sum()
    proved = X.judge(view2, seat2, Accuse(total))
    assert proved.loss == 0.0 and proved.best.action == Accuse(total) and proved.best.value == 1.0
    for bad in blunders:
        assert bad.loss > 0.1 and bad.loss > proved.loss + 0.1, (bad, sums)
        why = R.why_of(X, view, seat, bad)        # the review: the gamble set against asking on
        assert why.key == "core.review.why_vs" and why.params["versus"].key == "catilina.why.vs_wait_better", why
        assert why.params["taken"].key in ("catilina.why.accuse_gamble", "catilina.why.accuse_long_shot",
                                           "catilina.why.accuse_all_deals"), why
        assert not _truth(s, seat, bad.taken, why.params["taken"]) and not _truth(s, seat, advice.action, why)
        for lang in ("en", "ja"):
            text = why.render(lang, NAMES)
            assert "{" not in text and "catilina." not in text, text
    wasted = X.judge(view2, seat2, next(a for a in view2.legal_actions(seat2) if isinstance(a, Ask)))
    assert wasted.loss > 0.05, wasted


def test_standing_follows_the_race():
    s, seat = _late(want=_proved)
    assert X.standing(s.view_for(seat), seat) == 1.0
    start = new_game(4, 3, {})
    assert X.standing(start.view_for(0), 0) > X.standing(start.view_for(1), 1)
    s.apply(seat, Accuse(Knowledge.from_view(s.view_for(seat), seat).certain_sum()))
    assert X.standing(s.view_for(seat), seat) == 1.0
    assert X.standing(s.view_for((seat + 1) % 4), (seat + 1) % 4) == 0.0


def test_individual_variant_words_for_cards_and_the_end_of_a_turn():
    s, seat = _late(options={"individual": True},
                    want=lambda s, seat, know: bool(know.conspirators()))
    view = s.view_for(seat)
    card = Knowledge.from_view(view, seat).conspirators()[0]
    assert X.reason(view, seat, AccuseCard(card)).params["what"].key == "catilina.why.card_proved"
    s.apply(seat, AccuseCard(card))
    view = s.view_for(seat)
    why = X.reason(view, seat, EndTurn())
    assert why.params["what"].key in ("catilina.why.end_none", "catilina.why.end_left")
    assert X.advise(view, seat).action in view.legal_actions(seat)


def test_a_giver_s_reason_names_the_card_passed():
    for s, seat, player in _positions(30, 4):
        if s.phase == "give" and len(s.legal_actions(seat)) > 1:
            view = s.view_for(seat)
            give = player.choose(view, seat)
            assert isinstance(give, Give)
            why = X.reason(view, seat, give)
            assert why.params["what"].params["card"].params["value"] == value_of(give.card)
            assert not _truth(s, seat, give, why)
            return
    raise AssertionError("no choice of card met")


def _opening_asks(seed: int = 1):
    """The first asker's view and every seventh of its questions, in a game of four."""
    s = new_game(4, seed, {})
    seat = s.to_act()[0]
    view = s.view_for(seat)
    return view, seat, [a for a in view.legal_actions(seat) if isinstance(a, Ask)][::7]


def test_a_question_s_reason_says_what_the_answer_shows_not_a_count_of_sums():
    """"6 of these cards could still be conspirators, and 27 sums are still possible" named no
    cards and gave a count for a reason: early on, a question's reason names the cards asked for
    and what the answer shows of them (all of them held by the one asked, one from each holder
    when everyone is asked)."""
    view, seat, asks = _opening_asks()
    kinds = set()
    for a in asks:
        main = X.reason(view, seat, a).params["what"]
        kinds.add(main.key)
        assert main.key == "catilina.why." + ("ask_open_each" if a.target == -1 else "ask_open"), main
        assert "sums" not in main.params and main.params["what"].key == f"catilina.what.{a.kind}", main
        for lang, banned in (("en", ("these", "sums")), ("ja", ("そのうち", "通り"))):
            text = main.render(lang, NAMES)
            assert not any(b in text for b in banned), text
    assert len(kinds) == 2, kinds


def test_a_move_s_own_reason_never_prefers_another_question():
    """A computer's reason read "...; asking Livia for blue cards would tell more" of its own
    question: the review may say a question passed over a better one (its judgement does), the
    reason of the move never does."""
    view, seat, asks = _opening_asks()
    worse = [a for a in asks if (X.judge(view, seat, a).versus or Msg("-")).key == "catilina.why.vs_better_ask"]
    assert worse, "no question judged worse than another to check"
    for a in worse:
        why = X.reason(view, seat, a)
        assert "vs" not in why.params, why.render("en", NAMES)


def test_the_japanese_reasons_are_in_the_plain_form():
    """Like the other games' reasons: 「…でありうる」, not 「…でありえます」."""
    polite = {k: v for k, v in catalogue()["ja"].items()
              if k.startswith("catilina.why.") and any(p in v for p in ("です", "ます", "でした"))}
    assert not polite, polite
