"""Caesar XL's computer explains itself: why a move, the hard general's advice, a move judged
against the best one, and a seat's standing (the contract of :mod:`games.core.explain`).

Everything reads only the view it is given and is the same for every hidden world consistent
with it: the general (:class:`~games.caesar_xl.ai.HardGeneral`) judges positions by the
evaluator of :mod:`~games.caesar_xl.ai_eval` and averages die rolls by their odds, never a hidden
card; its generator is seeded with :func:`~games.core.explain.view_seed` and, for advice, it
has no budget of processor time (the answer must not depend on the machine), so its work is
bounded by counts alone (the march plan's :attr:`~games.caesar_xl.ai.General.plan_budget`).

**Values.** The evaluator counts "gold-equivalents" (own terms minus the enemy's); a worth ``w``
is a chance to win of ``1 / (1 + exp(-w / SCALE))``: even at 0, a won game (1000) certain, a
Supreme Commander and a stack (40) about three chances in four.

**Reasons** (:func:`reason`) have two halves: what the move achieves, with the cities, stacks,
cards and counts it concerns (:mod:`~games.caesar_xl.explain_words`), and, for a choice the
general weighs against others, the next best choice and what set them apart (a battle's odds,
gold on the map, or how much more often it would lose: :func:`~games.core.explain.cost_msg`).

>>> from games.caesar_xl.rules import new_game
>>> s = new_game(2, 0, {})
>>> round(standing(s.view_for(0), 0), 2), round(standing(s.view_for(1), 1), 2)    # Pompey starts richer
(0.34, 0.59)
"""
from __future__ import annotations

import math
import threading

from ..core.explain import YOURS, Advice, Judgement, cost_msg, view_seed
from ..core.text import Msg
from .ai import General, HardGeneral, march_candidates
from .ai_eval import evaluate, exact_odds
from .ai_politics import winning_move
from . import components as C
from .components import card_msg, place_msg, political_of
from .explain_do import advised, done
from .explain_favoured import favoured  # noqa: F401  (the review chart's reason)
from .explain_then import befell  # noqa: F401  (what followed a move the review lists)
from .explain_military import armed
from .explain_race import forum_win
from .explain_race_first import staked
from .explain_reply import replied, risked
from .explain_stay import over_retreat
from .explain_words import WHY, act, battle_chance, lean, level, listed, often, rises
from .explain_words import what as because
from .explain_you import to_you
from .rules import (Ability, BuyCard, Claim, Diplomacy, EndPhase, Join, Leave, Move, Muster, Pass, PlayCard, Recruit,
                    Retreat, State, Tactic)

#: gold-equivalents of worth that move a chance to win from one half to about 73 in 100
SCALE = 40.0
#: the kinds of pending task whose choice the general makes by a rule of its own, not by weighing
#: positions (a hit, a loss, a discard, a muster's steps): their reason has no second half
_RULED = ("assign", "lose", "discard", "muster")


class Cancelled(ValueError):
    """The asker cancelled the advice (never escapes this module)."""


class Adviser(HardGeneral):
    """The hard general without a budget of processor time (its work is bounded by counts), which
    stops when ``cancel`` is set."""

    turn_seconds = None
    turn_limit = None

    def __init__(self, seed: int, cancel: threading.Event | None = None):
        super().__init__(seed)
        self.cancel = cancel

    def worth(self, s: State, seat: int) -> float:
        """The evaluator's worth of ``s``; raises :class:`Cancelled` once the asker cancels."""
        if self.cancel is not None and self.cancel.is_set():
            raise Cancelled("advice cancelled")
        return super().worth(s, seat)


def chance(worth: float) -> float:
    """A worth in gold-equivalents as a chance to win, 0..1.

    >>> chance(0.0), round(chance(1000.0), 6), round(chance(-40.0), 2)
    (0.5, 1.0, 0.27)
    """
    return 1.0 / (1.0 + math.exp(-max(-700.0, min(700.0, worth)) / SCALE))


def standing(view: State, seat: int) -> float:
    """``seat``'s chance to win as the hard general's evaluator sees this view."""
    return round(chance(evaluate(view, seat, exact_odds, True)), 6)


def _weighed(view: State, seat: int) -> list | None:
    """The choices the general weighs against each other here (``None`` when a rule of its own
    decides: a battle's cards or retreat, a hit, a loss, a discard, a muster)."""
    kind = view.todo[0][0] if view.todo else None
    if kind in _RULED or kind in ("tactic", "retreat"):
        return None
    legal = view.legal_actions(seat)
    if kind is None and view.phase == "march":
        legal = march_candidates(view, seat, legal)
    return [a for a in legal if not (isinstance(a, Diplomacy) and a.source)]


def _same(a, b) -> bool:
    """Whether ``b`` is ``a`` as the general weighs it (a muster is the march of a group from there)."""
    if a == b:
        return True
    if isinstance(a, Muster) and isinstance(b, Move):
        return False
    return isinstance(a, (EndPhase, Pass)) and isinstance(b, (EndPhase, Pass))


def _versus(view: State, seat: int, a, gen: General) -> Msg | None:
    """The second half of a reason: the next best choice and what set it apart from ``a``."""
    kind = view.todo[0][0] if view.todo else None
    if kind in ("tactic", "retreat") and view.battle:
        place = view.battle["place"]
        now = gen.battle_odds(view, seat)
        if isinstance(a, Tactic):
            with_it = gen.battle_odds(view, seat, (a.card,))
            if rises(now, with_it):
                return Msg(WHY + "vs.odds_card", {"seat": seat, "p": level(with_it), "q": level(now)})
        cards = [b.card for b in view.legal_actions(seat) if isinstance(b, Tactic)] if kind == "tactic" else []
        if cards and not isinstance(a, Tactic):        # the card kept: what it would have changed here
            best = max(cards, key=lambda c: (gen.battle_odds(view, seat, (c,)), c))
            with_it = gen.battle_odds(view, seat, (best,))
            if rises(now, with_it):      # (a change the rounded words cannot show is no reason)
                return Msg(WHY + "vs.card_kept", {"seat": seat, "card": card_msg(best), "q": level(now),
                                                  "p": level(with_it)})
        hold = seat == view.battle.get("dfn")
        if isinstance(a, Retreat):      # (what staying would have come to)
            m = len(view.pieces_at(place, 1 - seat)) or view.battle.get("militia", 0)
            key = ("vs.stay_hold" if hold else "vs.stay") + ("_risk" if now >= 0.5 else "")   # (odds that argue
            return Msg(WHY + key, {"p": often(now), "place": place_msg(place), "m": m,        # against it: the stake)
                                   "n": len(view.pieces_at(place, seat))})
        key = "vs.odds_hold" if hold else "vs.odds"     # (who wins, said of the side)
        odds = Msg(WHY + key, {"seat": seat, "p": often(now), "place": place_msg(place)})
        return over_retreat(view, seat, odds, now) if kind == "retreat" else odds
    cands = _weighed(view, seat)
    if not cands or isinstance(a, (Join, Leave)):
        return None
    if isinstance(a, Muster):       # (which stack marches: its march's reason says what it is for)
        return None
    mine = gen.after(view, seat, a)
    best = None
    for b in cands:
        if _same(a, b) or _variant(view, a, b) or not _rival(view, seat, a, b):
            continue
        v = gen.after(view, seat, b)
        if best is None or v > best[0] + 1e-9:
            best = (v, b)
    if best is None:
        return None
    v, b = best
    return _difference(view, seat, a, b, chance(mine) - chance(v), top=chance(mine))


#: the choices of the Purchase phase, weighed by a player against each other (what to spend on)
_SPENDING = (Recruit, Diplomacy, PlayCard, Ability, BuyCard)


def _rival(view: State, seat: int, a, b) -> bool:
    """Whether ``b`` is an alternative to ``a`` a player would weigh: a move of the same kind
    (another march of the same stack, another way to spend the gold, another claim), ending the
    phase against anything, and a march only when it does something the words can say ("marching 1
    unit to Vercellae" set against a battle won was no alternative)."""
    if isinstance(b, Move) and because(view, seat, b).key in _VAGUE:
        return False
    if isinstance(a, (EndPhase, Pass)) or isinstance(b, (EndPhase, Pass)):
        return not isinstance(a, Move)
    if isinstance(a, Move):
        return isinstance(b, Move) and view.units[b.units[0]][3] == view.units[a.units[0]][3]
    if isinstance(a, _SPENDING):
        return isinstance(b, _SPENDING)
    return type(a) is type(b)


def _variant(view: State, a, b) -> bool:
    """Whether ``b`` is another form of the same move as ``a`` (another group from the same place to
    the same destination, or a march of the group a muster composes): not the next best *choice*."""
    if not isinstance(b, Move):
        return False
    origin = view.units[b.units[0]][3]
    if isinstance(a, Muster):
        return origin == a.place
    return isinstance(a, Move) and a.path[-1] == b.path[-1] and view.units[a.units[0]][3] == origin


def _difference(view: State, seat: int, a, b, d: float, alt: Msg | None = None,
                top: float | None = None) -> Msg | None:
    """What set ``a`` apart from the next best ``b`` (``d``: ``a``'s chance to win minus
    ``b``'s); ``None`` when nothing worth a word did. ``alt`` names ``b`` (by default in a few
    words; the review, which says the cost itself: :data:`~games.core.explain.YOURS`, and only
    what ``b`` gave up in the game's terms); ``top``, ``a``'s chance to win, says the cost as
    the chance falling from it."""
    review = alt is not None
    alt = act(view, seat, b) if alt is None else alt
    race = _forum_versus(view, seat, a, b, alt, None if review else _game_cost(d, top, 1 - seat))
    if race is not None:
        return race
    if isinstance(b, Move) and view.combat_at(b.path[-1], 1 - seat):
        q = battle_chance(view, seat, b.path[-1], b.units)
        same = isinstance(a, Move) and a.path[-1] == b.path[-1]
        if q < 0.6 and (not same or rises(q, battle_chance(view, seat, a.path[-1], a.units))):
            return Msg(WHY + "vs.bad_odds", {"alt": alt, "p": often(q)})
    bal_a, bal_b = _balance_after(view, seat, a), _balance_after(view, seat, b)
    if bal_a is not None and bal_b is not None and abs(bal_a) > abs(bal_b):
        return Msg(WHY + "vs.claim_less", {"alt": alt, "b": lean(bal_b)})
    (gold_a, held_a), (gold_b, held_b) = _map_gold(view, seat, a), _map_gold(view, seat, b)
    if gold_a > gold_b:
        lost, got = sorted(held_a - held_b), sorted(held_b - held_a)
        if lost:            # (the cities that make the difference, in a player's words)
            params = {"alt": alt, "gold": gold_a - gold_b, "places": listed(place_msg(p) for p in lost)}
            if got:
                return Msg(WHY + "vs.gold_swap", {**params, "other": listed(place_msg(p) for p in got)})
            return Msg(WHY + "vs.gold_city", params)
        return Msg(WHY + "vs.gold", {"alt": alt, "gold": gold_a - gold_b})
    cost = _game_cost(d, top, 1 - seat)
    if cost is None or review:
        return None
    does = _does(view, seat, b)
    if does is not None:
        return Msg(WHY + "vs.worth_does", {"alt": alt, "does": does, "cost": cost})
    return Msg(WHY + "vs.worth", {"alt": alt, "cost": cost})


def _forum_versus(view: State, seat: int, a, b, alt: Msg, cost: Msg | None) -> Msg | None:
    """What set ``a`` apart from a march ``b`` that would win ``seat`` the Forum race (``None``:
    ``b`` wins no race, or ``a`` wins it too): the race first, then what held ``b`` back, its
    battle's poor odds or the ``cost`` in the game (by its battle's odds alone, a march to Roma
    that wins the race reads as a poor runner-up: "26% here against 98% there")."""
    card = forum_win(view, seat, b) if isinstance(b, Move) else None
    if card is None or (isinstance(a, Move) and forum_win(view, seat, a) is not None):
        return None
    params = {"alt": alt, "seat": seat, "card": card_msg(card)}
    if view.combat_at(b.path[-1], 1 - seat):
        q = battle_chance(view, seat, b.path[-1], b.units)
        if q < 0.6:
            return Msg(WHY + "vs.forum_odds", {**params, "p": often(q)})
    return None if cost is None else Msg(WHY + "vs.forum_cost", {**params, "cost": cost})


def _game_cost(d: float, top: float | None, foe: int) -> Msg | None:
    """How much a choice ``d`` (0..1) less often winning costs, said of the whole game ("the chance
    to win" next to a battle's odds read as the battle's), in words a player weighs: a fall of
    the chance when the words show one; else how much it helps ``foe`` ("would give Marcus about
    1 more game in 37" was a measure, not a reason).

    >>> _game_cost(0.03, 0.5, 1).render("en", ["Livia", "Marcus"])
    'would help Marcus a little'
    >>> _game_cost(0.08, None, 1).render("ja", ["リウィア", "マルクス"])
    'マルクスがはっきり有利になる'
    """
    cost = cost_msg(d, top, foe=foe)
    if cost is None:
        return None
    if cost.key == "core.cost.falls":
        return Msg(WHY + "cost.falls", cost.params)
    if cost.key in ("core.cost.gives", "core.cost.games"):
        return Msg(WHY + ("cost.little" if d < HELPS_CLEARLY else "cost.clearly"), {"seat_foe": foe})
    return cost


#: a difference of the chance to win from which a choice "clearly" helps the enemy (below: "a little")
HELPS_CLEARLY = 0.06


#: the reasons of a march that say no more than the general's count: not worth repeating for a runner-up
_VAGUE = (WHY + "march_on", WHY + "march_leader", WHY + "march_gather", WHY + "march_post", WHY + "other")


def _balance_after(view: State, seat: int, a) -> int | None:
    """The Forum balance of ``seat`` after a claim or a leader played (``None``: ``a`` is neither)."""
    if isinstance(a, Claim) or (isinstance(a, PlayCard) and C.CARDS.get(a.card, {}).get("type") == "leader"):
        return view.balance(seat) + political_of(a.card)
    return None


def _does(view: State, seat: int, b) -> Msg | None:
    """What the next best choice ``b`` would have done, when its short name does not say it (a
    card's effect); ``None`` when there is nothing to add."""
    # (a march is named by its destination alone: its own reason made the advice twice as long as
    # its bubble, and a battle's odds set against the game's chance read as a contradiction)
    if isinstance(b, PlayCard) and b.card in C.CARDS and C.CARDS[b.card]["type"] == "tactics":
        return Msg(WHY + "does." + b.card) if b.card in _CARD_DOES else None
    return None


#: the cards played outside a battle whose effect a runner-up names (``caesar_xl.why.does.<card>``)
_CARD_DOES = ("fleet", "treachery", "allies_mobilize", "donations", "legionaries_demands", "revolt")


def _map_gold(view: State, seat: int, a) -> tuple[int, set]:
    """The taxes ``seat`` would collect at a Taxation phase from the cities it controls right after
    ``a`` (battles not yet fought count for nobody; the Grain Dole's cities count, a Demand for
    Action's halving, which lasts one phase, does not), and those cities."""
    s = view.clone()
    s.apply_trusted(seat, a)
    s.halved = [False] * len(s.halved)
    return s.income(seat), {c.id for c in C.TOPO.cities if s.controller(c.id) == seat}


def _mustered(view: State, seat: int, a: Muster, gen: General):
    """The march a muster in ``a.place`` composes, as the general would choose it (``None``: none)."""
    cands = march_candidates(view, seat, view.legal_actions(seat), muster=(a.place,))
    here = [m for m in cands if isinstance(m, Move) and view.units[m.units[0]][3] == a.place]
    target = gen.choose_march(view, seat, here + [EndPhase()])
    return target if isinstance(target, Move) else None


def _reason(view: State, seat: int, action, gen: General) -> Msg:
    """Why ``seat`` takes ``action``, judged by ``gen``."""
    if isinstance(action, EndPhase) and winning_move(view, seat, view.legal_actions(seat)) == action:
        return Msg(WHY + "just", {"what": Msg(WHY + "wins_now")})      # (nothing to weigh against a win on the spot)
    main = because(view, seat, action)
    if isinstance(action, Muster) and not view.todo:
        target = _mustered(view, seat, action, gen)
        if target is not None:
            m = len(view.pieces_at(action.place, seat))
            key = "muster_for" if m > len(target.units) else "muster_all"     # ("leaves 0 of the 6 pieces")
            main = Msg(WHY + key, {"left": m - len(target.units), "m": m,
                                            "place": place_msg(action.place), "what": because(view, seat, target)})
    feed = main.key == WHY + "march_feed"
    main = armed(view, seat, action, staked(view, seat, action, replied(view, seat, action, risked(view, seat, action, main))))
    vs = None if feed else _versus(view, seat, action, gen)   # (its odds decide it)
    if vs is None:
        return Msg(WHY + "just", {"what": main})
    return Msg(WHY + "with", {"what": main, "vs": vs})


def what(view: State, seat: int, action) -> Msg:
    """The move itself in a few words (the review's "played" and "better" lines): "marching
    5 units to Roma", "claiming ..."; a move with no short name of its own, said to the mover
    ("taking the hit on your veteran legion", never "Livia's veteran legion takes a hit.")."""
    short = act(view, seat, action)
    if short.key != WHY + "act.other":
        return short
    return done(action) or action.msg(seat)


def doing(view: State, seat: int, action) -> Msg:
    """What ``action`` does, said to ``seat`` (the review's words of a person's own move and of
    its better move: "you win the battle in Roma", not "Livia wins ..."); the log's reasons keep
    the mover's name (:func:`reason`)."""
    return to_you(because(view, seat, action), seat)


def reason(view: State, seat: int, action) -> Msg:
    """Why ``seat`` takes ``action`` in ``view``: what it achieves, and what set it apart from the
    next best choice (see the module text)."""
    gen = Adviser(view_seed(view, seat))
    gen.chance_depth = 1          # a reason after every move: one die roll deep is enough
    return _reason(view, seat, action, gen)


def public_reason(view: State, seat: int, action) -> Msg | None:
    """What the other seats read of a reason resting on the mover's hand, or ``None``: passing at
    a battle's tactics step while holding cards (whether one of them could be played, and which,
    is the mover's to know until the end; an empty hand is seen by all)."""
    if isinstance(action, Pass) and view.todo and view.todo[0][0] == "tactic" and view.hands[seat]:
        return Msg(WHY + "pass_tactic_public", {"place": place_msg(view.battle["place"] if view.battle else "")})
    return None


def _value(gen: General, view: State, seat: int, action) -> float:
    """The chance to win after ``action`` (a muster: after the march it composes)."""
    if isinstance(action, Muster) and not view.todo:
        action = _mustered(view, seat, action, gen) or action
    return round(chance(gen.after(view, seat, action)), 6)


class Judge(Adviser):
    """The adviser with fewer march plans, for the review of a finished game (:func:`judge`), which
    judges every move of a person's seat: a whole game in about 30 s of processor time (with the
    adviser's plans, a game of 1470 actions took 40 s)."""

    plan_first = 2
    plan_budget = 40


def advise(view: State, seat: int, cancel: threading.Event | None = None) -> Advice:
    """The hard general's choice for ``seat`` with its reason and value (see the module text); when
    ``cancel`` is set, the plain choice (standing still where the rules allow it)."""
    return _advice(view, seat, Adviser(view_seed(view, seat), cancel))


def _advice(view: State, seat: int, gen: Adviser, worded: bool = True) -> Advice:
    """The choice of ``gen`` for ``seat`` with its reason and value (see :func:`advise`); not
    ``worded``: its reason only what it does (:func:`_just`)."""
    legal = view.legal_actions(seat)
    try:
        action = gen.choose(view, seat) if len(legal) > 1 else legal[0]
        why = to_you(_reason(view, seat, action, gen), seat) if worded else _just(view, seat, action)
        return Advice(action, why, _value(gen, view, seat, action), advised(view, seat, action) if worded else None)
    except Cancelled:
        action = gen.plain_choice(view, seat, legal)
        return Advice(action, to_you(_just(view, seat, action), seat), standing(view, seat), advised(view, seat, action))


def _just(view: State, seat: int, action) -> Msg:
    """A reason that only says what ``action`` does (no weighing against the next best)."""
    return Msg(WHY + "just", {"what": because(view, seat, action)})


def _composed(view: State, seat: int, best: Advice, cancel: threading.Event | None) -> Advice:
    """``best`` with a muster named by the march it composes (the review sets a march against it:
    "marching 6 units to Vercellae", not "a march from Roma")."""
    if not isinstance(best.action, Muster) or view.todo:
        return best
    gen = Judge(view_seed(view, seat), cancel)
    march = _mustered(view, seat, best.action, gen)
    return best if march is None else Advice(march, _just(view, seat, march), best.value)


def judge(view: State, seat: int, action, cancel: threading.Event | None = None) -> Judgement:
    """``action`` of ``seat`` set against the choice of the hard general with fewer march plans
    (:class:`Judge`), from the same view. The better move's reason only says what it does (the
    review words both moves by :func:`because` and what set them apart by ``versus``, and the
    better move weighed against its own next best would cost a review many seconds)."""
    best = _composed(view, seat, _advice(view, seat, Judge(view_seed(view, seat), cancel), False), cancel)
    if action == best.action:
        return Judgement(best, action, best.value)
    gen = Judge(view_seed(view, seat), cancel)
    try:
        taken = _value(gen, view, seat, action)
    except Cancelled:
        taken = best.value
    versus = _difference(view, seat, best.action, action, best.value - taken, YOURS)
    return Judgement(best, action, taken, None if versus is None else to_you(versus, seat))
