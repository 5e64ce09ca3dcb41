"""Catilina's computer explains itself: why a move, the hard player's advice, a move judged
against the best one, and a seat's standing (the contract of :mod:`games.core.explain`).

Everything reads only the view it is given. The hard player (:class:`~.ai.CatilinaPlayer`)
weighs the deals consistent with that view, never a hidden card; here it runs without a cap of
processor time (:class:`Adviser`: its work is bounded by counts of deals alone) and its
generator is seeded with :func:`~games.core.explain.view_seed`, so the same view always gets
the same answer, in every hidden world consistent with it.

**Values** are chances to win, as the hard player weighs them: an accusation is worth the share
of its deals in which the sum is right (a proved sum: 1); asking is worth the hard player's
chance of winning by waiting (the odds of its best sum, less the danger that a rival proves the
sum first), less :data:`BIT` for each bit of doubt a question leaves over the best question.

**Reasons** (:func:`reason`) name the question and whom it is put to, how many sums the solver
of :mod:`.constraints` still finds possible and what the answer can narrow down, the card passed
and why, and an accusation and why it is safe or a gamble (:mod:`.explain_words`).

>>> from games.catilina.rules import new_game
>>> s = new_game(4, 1, {})
>>> [round(standing(s.view_for(i), i), 2) for i in range(4)]      # who asks first is ahead
[0.39, 0.2, 0.2, 0.2]
"""
from __future__ import annotations

import math
import threading

from ..core.explain import Advice, Judgement, view_seed
from ..core.text import Msg, parts
from .ai import WAIT_A, WAIT_B, CatilinaPlayer
from .deduction import Knowledge
from .explain_words import WHY, Facts, possible_sums, public_words, sums_msg, who_msg, words
from .rules import Accuse, AccuseCard, Ask, EndTurn, Give, State, card_msg, what_msg

#: the chance to win a bit of doubt left over the best question costs
BIT = 0.04
#: the chance to win a card that tells the asker something costs its giver (at most)
GIVE_COST = 0.04
#: individual variant: what a right accusation adds to the chance to win
GAIN = 0.1
#: the own turns a normal player takes to prove the sum (the rivals' pace in :func:`standing`)
PROOF_TURNS = 7
#: own turns a bit of doubt about the sum takes to clear, and the spread of the race
TURNS_PER_BIT, TAU = 1.5, 1.5
#: keep variant: the deals the advice (``False``) and a reason or judgement (``True``) draw
KEEP_DEALS = {False: 8, True: 3}
#: keep variant: the work (see :meth:`~.deduction.PassLog.limited`) their checks of the passes
#: may do together, so that a long record costs a bounded time (fewer deals, never a wrong one)
KEEP_WORK = {False: 400_000, True: 80_000}
#: keep variant: the work a reason or a judgement lets the proof of the sum spend (the advice:
#: the player's own, :data:`~.deduction.PASS_WORK`). Every proof that held in self-play games of
#: the variant took under 100 000 units; one that runs out is "not proved", as ever, so a reason
#: says no more than the hard player could have proved
KEEP_PROOF_WORK = 200_000
#: keep variant: the work and the search nodes of the randomised tries before that proof, for a
#: reason or a judgement (they only spare the proof when they find a deal of another sum: fewer
#: tries change the time, never the answer)
KEEP_QUICK_WORK, KEEP_QUICK_NODES = 20_000, 1000
#: keep variant: the work the proof of the sum, and the randomised tries before it, may spend for
#: the reason of any other move than an accusation (a question, a card passed): such a reason
#: names a proved sum only when the bounds of the record leave one sum, and otherwise reads
#: the proof only as the worth of waiting, so a proof cut short says less, never something false
KEEP_ASIDE_PROOF_WORK, KEEP_ASIDE_QUICK_WORK, KEEP_ASIDE_QUICK_NODES = 10_000, 5_000, 500
#: keep variant, the reason of another move than an accusation: the work of the checks of the
#: passes of its deals, and the search nodes of the count that gives a late accusation's odds
#: (their words read those odds as weighed, among fewer deals)
KEEP_ASIDE_WORK, KEEP_ASIDE_CENSUS = 20_000, 800
#: base game, the reason of another move than an accusation: the deals in which the rivals are
#: rebuilt, and the search nodes of each rival's proof (a danger weighed less, as the worth of
#: waiting: such a reason names no rival)
ASIDE_RIVAL_WORLDS, ASIDE_RIVAL_NODES = 3, 1500
#: base game, the reason of another move than an accusation: the deals drawn afresh to start the
#: chain of deals from (the chain is as long; its odds are read as weighed)
ASIDE_STARTS = 3
#: waiting with the sum proved leaves the rivals a turn: its worth at most
PROVED_WAIT = 0.9
#: the review chart's caption: each seat's chance is weighed from its own view alone
CHART_NOTE = Msg("catilina.review.chart_note")


class Adviser(CatilinaPlayer):
    """The hard player with no cap of processor time (its work is bounded by counts of deals
    alone) that notes its weighing; ``light`` draws fewer deals (a reason, a judgement)."""

    rival_seconds = math.inf

    def __init__(self, view: State, seat: int, light: bool = False, proving: bool = True):
        super().__init__("hard", view_seed(view, seat), seconds=math.inf)
        self.notes = {}
        self.light = light
        #: a light weighing for a move that is no accusation: its proofs kept short (``aside``)
        self.proving = proving
        aside = light and not proving
        self.keep_work = KEEP_ASIDE_WORK if aside else KEEP_WORK[light]
        if light:
            self.hard_starts, self.hard_worlds, self.hard_ask_worlds, self.rival_worlds = 6, 150, 50, 6
        if aside:
            self.census_nodes = KEEP_ASIDE_CENSUS
            self.rival_worlds, self.rival_nodes = ASIDE_RIVAL_WORLDS, ASIDE_RIVAL_NODES
            self.hard_starts = ASIDE_STARTS
        if view.keep_cards:        # every deal drawn checks the passes: a few, and no chain
            self.hard_starts = KEEP_DEALS[light]

    def _accuse_sum(self, view: State, seat: int, know: Knowledge, worlds, legal):
        """The hard player's accusation (a reason or judgement: its sum proof bounded by
        :data:`KEEP_PROOF_WORK`; the reason of another move than an accusation: by
        :data:`KEEP_ASIDE_PROOF_WORK`)."""
        if self.light and self.proving:
            know.proof_work, know.quick_work, know.quick_nodes = KEEP_PROOF_WORK, KEEP_QUICK_WORK, KEEP_QUICK_NODES
        elif self.light:
            know.proof_work, know.quick_work, know.quick_nodes = (KEEP_ASIDE_PROOF_WORK, KEEP_ASIDE_QUICK_WORK,
                                                                  KEEP_ASIDE_QUICK_NODES)
        return super()._accuse_sum(view, seat, know, worlds, legal)

    def worlds(self, know: Knowledge, rng, k: int, deadline: float, cancel) -> list[list[int]]:
        """The hard player's deals; in the keep variant once passes were kept, a few sampled deals
        alone, their checks of the passes bounded by :data:`KEEP_WORK` (the reason of another move
        than an accusation: :data:`KEEP_ASIDE_WORK`) (each step of the chain
        would check the passes)."""
        passes = know.passes
        if passes is None:
            return super().worlds(know, rng, k, deadline, cancel)
        out: list[list[int]] = []
        with passes.limited(self.keep_work):
            for _ in range(self.hard_starts):
                if cancel is not None and cancel.is_set():
                    break
                w = know.model.sample(rng, 4000, passes.check, lambda: (passes.pool or 0) <= 0)
                if w is None:
                    break
                out.append(w)
        return out


def _weigh(view: State, seat: int, adviser: Adviser, cancel: threading.Event | None = None):
    """The adviser's choice for ``seat`` and its notes, completed with every question's score
    (also when it accuses) and the deals (also when it accuses a proved card at once)."""
    legal = view.legal_actions(seat)
    action = adviser.choose(view, seat, cancel) if len(legal) > 1 else legal[0]
    notes = adviser.notes
    assert notes is not None, "an adviser notes its weighing"
    if view.phase == "give" or "know" not in notes:
        return action, notes
    asks = [a for a in legal if isinstance(a, Ask)]
    if "worlds" not in notes:
        rng = adviser.rng(view, seat)
        notes["worlds"] = adviser.worlds(notes["know"], rng, 0, math.inf, cancel)
    if "scores" not in notes and asks and len(notes["worlds"]) >= 2:
        worlds = notes["worlds"]
        if len(worlds) > adviser.hard_ask_worlds:
            worlds = worlds[::-(-len(worlds) // adviser.hard_ask_worlds)]
        adviser.best_question(view, seat, asks, worlds, adviser.rng(view, seat), notes["know"])
    return action, notes


def _odds(notes: dict, total: int) -> float:
    """The share of the weighed deals whose conspirator sum is ``total``."""
    sums = notes.get("sums") or {}
    n = sum(sums.values())
    return sums.get(total, 0) / n if n else 0.0


def _card_odds(notes: dict, view: State, card: int) -> float:
    """The share of the weighed deals in which ``card`` is a conspirator."""
    know: Knowledge = notes["know"]
    if card in know.conspirators():
        return 1.0
    worlds = notes.get("worlds") or []
    if not worlds:
        return 0.0
    return sum(1 for w in worlds if w[view.n_seats] >> card & 1) / len(worlds)


def _wait(notes: dict, view: State, seat: int) -> float:
    """The chance of winning by asking on (the hard player's own, or its formula without the
    danger of the rivals when it did not weigh it)."""
    if view.individual:
        return standing(view, seat)
    sums = notes.get("sums") or {}
    if len(sums) == 1 and notes["know"].certain_sum() is not None:
        return PROVED_WAIT
    if "wait" in notes:       # (and asking one more question, when the hard player weighed it)
        return max(float(notes["wait"]), float(notes.get("wait_one", 0.0)))
    p = max((_odds(notes, t) for t in sums), default=0.0)
    return min(1.0, WAIT_A + WAIT_B * p)


def _give_value(view: State, seat: int, card: int, base: float) -> float:
    """What passing ``card`` leaves of ``base``: nothing lost for a card the asker already
    places, :data:`GIVE_COST` for a card that could be a conspirator, half of it otherwise."""
    asker = view.question[0] if view.question else view.turn
    pub = Knowledge.from_view(view, seat, public_only=True)
    seen = any(card in sh.cards for sh in view.shown if sh.giver == seat and sh.asker == asker)
    dom = pub.model.domain(card)
    if seen or dom == [seat]:
        return base
    return base - (GIVE_COST if view.n_seats in dom else GIVE_COST / 2)


def _value(view: State, seat: int, action, notes: dict) -> float:
    """The chance to win after ``action`` as the adviser weighed it (see the module text)."""
    if view.phase == "give":
        return round(max(0.0, _give_value(view, seat, action.card, standing(view, seat))), 6)
    if isinstance(action, Accuse):
        know: Knowledge = notes["know"]
        proved = know.certain_sum() if len(notes.get("sums") or {}) <= 1 else None
        return 1.0 if proved == action.total else round(_odds(notes, action.total), 6)
    wait = _wait(notes, view, seat)
    if isinstance(action, AccuseCard):
        return round(_card_odds(notes, view, action.card) * min(1.0, wait + GAIN), 6)
    if isinstance(action, Ask):
        scores = notes.get("scores") or {}
        if action in scores:
            wait -= BIT * (scores[action] - min(scores.values()))
    return round(min(1.0, max(0.0, wait)), 6)


def standing(view: State, seat: int) -> float:
    """``seat``'s chance to win from its view: a race in which each seat still in it needs some
    own turns to prove the sum (the rivals :data:`PROOF_TURNS` less those taken; this seat as
    many, or fewer when the solver leaves it few sums), each ``exp(-turns / TAU)`` strong."""
    if view.result is not None:
        return 1.0 if seat in view.result.winners else 0.0
    if view.out[seat]:
        return 0.0
    alive = [s for s in range(view.n_seats) if not view.out[s]]
    if view.individual:
        made = _made(view)
        return round((1 + made[seat]) / sum(1 + made[s] for s in alive), 6)
    n = len(possible_sums(Knowledge.from_view(view, seat), view))
    if n <= 1 and view.turn == seat and view.phase == "ask":
        return 1.0
    strength = {s: math.exp(-t / TAU) for s, t in _turns_left(view, seat, n).items()}
    return round(strength[seat] / sum(strength.values()), 6)


def is_out(view: State, seat: int) -> bool:
    """``seat`` is out of the game (a wrong accusation): the review's chart reads no chance for
    it there, not a mean with its chances before."""
    return bool(view.out[seat])


def _made(view: State) -> list[int]:
    """Individual variant: the cards each seat has accused (right or wrong is secret)."""
    return [sum(1 for a in view.accused if a.seat == s) for s in range(view.n_seats)]


def _left(view: State, s: int) -> int:
    """The own turns seat ``s`` needs at the usual pace (:data:`PROOF_TURNS` less those taken)."""
    return max(0, PROOF_TURNS - view.turns_taken[s])


def _by_sums(n: int) -> float:
    """The own turns ``n`` sums still possible take to narrow down to one."""
    return TURNS_PER_BIT * math.log2(max(1, n))


def _turns_left(view: State, seat: int, n: int) -> dict[int, float]:
    """Per seat still in the game, the own turns :func:`standing` gives it to prove the sum."""
    return {s: float(min(_left(view, s), _by_sums(n)) if s == seat else _left(view, s))
            for s in range(view.n_seats) if not view.out[s]}


def favoured(view: State, seat: int) -> Msg | None:
    """Why :func:`standing` favours ``seat`` here, from its view (the review's chart): the cards
    it has accused (individual variant), else the sum it can accuse now, the few sums its notes
    leave, or the turns of questions it has had, against the closest other seat; ``None`` when
    it is not ahead of every other seat by them."""
    if view.result is not None or view.out[seat]:
        return None
    others = [s for s in range(view.n_seats) if s != seat and not view.out[s]]
    if not others:
        return None
    if view.individual:
        made = _made(view)
        most = max(made[s] for s in others)
        return Msg(WHY + "favoured.accused", {"seat": seat, "n": made[seat], "m": most}) if made[seat] > most else None
    sums = possible_sums(Knowledge.from_view(view, seat), view)
    n = len(sums)
    if n <= 1 and view.turn == seat and view.phase == "ask":
        return Msg(WHY + "favoured.proved", {"seat": seat})
    turns = _turns_left(view, seat, n)
    rival = min(others, key=lambda s: (turns[s], s))
    if turns[seat] >= turns[rival]:
        return None
    if _by_sums(n) < _left(view, seat):
        return Msg(WHY + "favoured.sums", {"seat": seat, "sums": sums_msg(sums, view), "seat_foe": rival, "n": _left(view, rival)})
    return Msg(WHY + "favoured.pace", {"seat": seat, "n": _left(view, seat), "seat_foe": rival, "m": _left(view, rival)})


def what(view: State, seat: int, action) -> Msg:
    """The move itself in a few words, said to the seat that makes it as an order, as the other
    games' advice gives it (the advice and the review's "played" and "better" lines): "ask Marcus
    for 6s", "accuse the sum 14"."""
    if isinstance(action, Ask):
        return Msg("catilina.why.act.ask", {"who": who_msg(action.target), "what": what_msg(action.kind, action.attr)})
    if isinstance(action, Accuse):
        return Msg("catilina.why.act.accuse", {"total": action.total})
    if isinstance(action, AccuseCard):
        return Msg("catilina.why.act.accuse_card", {"card": card_msg(action.card)})
    if isinstance(action, Give):
        return Msg("catilina.why.act.give", {"card": card_msg(action.card)})
    if isinstance(action, EndTurn):
        return Msg("catilina.why.act.end")
    return action.msg(seat)


def reason(view: State, seat: int, action) -> Msg:
    """Why ``seat`` takes ``action`` in ``view`` (see the module text). The reason of a move
    says what it is for, never that another was better: a clause preferring another question,
    an accusation or asking on (:data:`AGAINST`) is left out, since a computer's own move would
    read as contradicting itself; the review says it, through :func:`judge`."""
    adviser = Adviser(view, seat, light=True, proving=isinstance(action, Accuse))
    _, notes = _weigh(view, seat, adviser)
    why = words(Facts(view, seat, notes, _wait(notes, view, seat) if "know" in notes else 0.0), action)
    return why if given_up(why) is None else Msg("catilina.why.just", {"what": why.params["what"]})


def advise(view: State, seat: int, cancel: threading.Event | None = None) -> Advice:
    """The hard player's choice for ``seat`` with its reason and value; when ``cancel`` is set it
    stops drawing deals and answers from those it has."""
    action, notes = _weigh(view, seat, Adviser(view, seat), cancel)
    facts = Facts(view, seat, notes, _wait(notes, view, seat) if "know" in notes else 0.0)
    return Advice(action, words(facts, action), _value(view, seat, action, notes))


def judge(view: State, seat: int, action, cancel: threading.Event | None = None) -> Judgement:
    """``action`` of ``seat`` set against the hard player's choice from the same view (with
    fewer deals than the advice, for the review of a whole game)."""
    best, notes = _weigh(view, seat, Adviser(view, seat, light=True), cancel)
    facts = Facts(view, seat, notes, _wait(notes, view, seat) if "know" in notes else 0.0)
    advice = Advice(best, words(facts, best), _value(view, seat, best, notes))
    if action == best:
        return Judgement(advice, action, advice.value)
    taken = words(facts, action)
    return Judgement(advice, action, _value(view, seat, action, notes), given_up(taken) or narrowed_none(taken), taken)


def narrowed_none(why: Msg) -> Msg | None:
    """Said in the review of a question played where a better one stood: when its reason ``why``
    is that its answer could rule out no sum, that is what it gave up.

    >>> narrowed_none(Msg("catilina.why.just", {"what": Msg("catilina.why.ask_no_sum", {"sums": "-"})})).key
    'catilina.why.vs_no_sum'
    """
    no_sum = any(isinstance(m, Msg) and m.key == "catilina.why.ask_no_sum" for m in parts(why))
    return Msg("catilina.why.vs_no_sum") if no_sum else None


#: the comparisons of a move's reason that speak against it (a better choice it passed over), by
#: the tail of their keys: the review says them as what the move played gave up
AGAINST = ("vs_should_accuse", "vs_should_accuse_all", "vs_better_ask", "vs_wait_better")


def given_up(why: Msg) -> Msg | None:
    """What the move whose reason is ``why`` gave up, when its reason says it (a better bet or a
    better question passed over), else ``None``.

    >>> given_up(Msg("catilina.why.with", {"what": Msg("catilina.why.end_none"),
    ...                                     "vs": Msg("catilina.why.vs_wait_better", {"p": 60})})).key
    'catilina.why.vs_wait_better'
    """
    vs = why.params.get("vs")
    return vs if isinstance(vs, Msg) and vs.key.rsplit(".", 1)[1] in AGAINST else None



def public_reason(view: State, seat: int, action) -> Msg | None:
    """A question's reason from what everyone sees (:func:`.explain_words.public_words`): read
    during play while the reason of :func:`reason`, resting on the asker's hand, is kept for
    the end."""
    return public_words(view, action)
