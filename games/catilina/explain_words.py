"""Catilina: a move in a player's words, from the mover's view and the hard player's weighing.

:func:`words` says what a move is for: the question and whom it is put to, how many conspirator
sums the solver (:mod:`.constraints`, through :class:`~.deduction.Knowledge`) still finds
possible and what the answer can narrow down; the card a giver passes and why it tells least;
an accusation and why it is safe (the only sum left) or a gamble (its odds among the deals, a
rival who may prove the sum first). Every name and count is a parameter taken from the view or
the weighing, so a test can check it against the position (:mod:`.explain`).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.text import Msg
from .deduction import LIST_NODES, N_COLOURS, N_VALUES, Knowledge, attr_mask, bits, value_sum
from .rules import (Accuse, AccuseCard, Ask, EndTurn, Give, State, card_msg, colour_of,
                    sum_range, value_of, what_msg)

WHY = "catilina.why."
#: nodes of the solver's search for each sum it checks (when it runs out, the sum counts as
#: possible: the count may be high, never low); the notes sheet's own, so that both count alike
SUM_BUDGET = LIST_NODES
#: more sums than this are too many to list or to count on narrowing
FEW_SUMS = 12
#: sums listed by name up to this many
LISTED = 6
#: a difference of chance (0..1) that the words call clear (the light weighing of a reason may
#: differ from the advice's by a few in 100)
CLEAR = 0.1
#: a share of the deals in which a rival can already prove the sum that the words call very
#: likely (waiting then all but loses)
SURE = 0.9
#: a question this much worse (in bits of doubt) than the best one is worth a second clause
WORSE_BITS = 0.25


def pct(p: float) -> int:
    """A share as a whole number in 100 (for the words)."""
    return int(round(100 * p))


@dataclass
class Facts:
    """What the words of a move read: the view, the seat, the hard player's notes (its
    knowledge, deals, odds of the sums, question scores) and its chance of winning by waiting."""

    view: State
    seat: int
    notes: dict
    wait: float
    _sums: list[int] | None = field(default=None, repr=False)

    @property
    def know(self) -> Knowledge:
        """The seat's knowledge (the one the weighing used)."""
        if "know" not in self.notes:
            self.notes["know"] = Knowledge.from_view(self.view, self.seat)
        return self.notes["know"]

    def sums(self) -> list[int]:
        """The conspirator sums the solver still finds possible, ascending."""
        if self._sums is None:
            self._sums = possible_sums(self.know, self.view)
        return self._sums

    def many_sums(self) -> bool:
        """Whether more than :data:`FEW_SUMS` sums are still possible (the sums of the
        weighed deals among them: told without searching every sum when so)."""
        if self._sums is not None:
            return len(self._sums) > FEW_SUMS
        pile = self.view.n_seats
        seen = {value_sum(w[pile]) for w in self.notes.get("worlds") or []}
        return self.know.lists_more_than(FEW_SUMS, seen)

    def proved(self) -> int | None:
        """The conspirator sum when it is proved."""
        sums = self.sums()
        if len(sums) != 1:
            return None
        return self.know.certain_sum()

    def odds(self, total: int) -> float:
        """The share of the weighed deals whose conspirator sum is ``total``."""
        sums = self.notes.get("sums") or {}
        n = sum(sums.values())
        return sums.get(total, 0) / n if n else 0.0

    def likeliest(self) -> int | None:
        """The sum of most weighed deals (the smaller on a tie)."""
        sums = self.notes.get("sums") or {}
        return max(sums.items(), key=lambda kv: (kv[1], -kv[0]))[0] if sums else None


def possible_sums(know: Knowledge, view: State) -> list[int]:
    """The conspirator sums still possible, ascending: the list the notes sheet shows the seat
    (:meth:`~.deduction.Knowledge.listed_sums`), so that a reason never counts them otherwise."""
    return know.listed_sums()


def sums_msg(sums: list[int], view: State | None = None) -> Msg:
    """"3 sums remain possible (12, 14, 15)", listed when few; said plainly as nothing ruled
    out yet when ``view``'s game (base game) still allows every sum it can have."""
    if view is not None and not view.individual and len(sums) > LISTED:
        lo, hi = sum_range(view.n_conspirators)
        if sums == list(range(lo, hi + 1)):
            return Msg(WHY + "sums_all", {"n": len(sums), "lo": lo, "hi": hi})
    if len(sums) <= LISTED:
        return Msg(WHY + "sums_listed", {"n": len(sums), "sums": [Msg(WHY + "num", {"v": s}) for s in sums]})
    return Msg(WHY + "sums_many", {"n": len(sums)})


def who_msg(target: int) -> Msg:
    """Whom a question is put to: a seat, or everyone."""
    return Msg(WHY + "everyone") if target == -1 else Msg("catilina.name", {"seat": target})


def answer_groups(view: State, seat: int, ask: Ask, worlds: list[list[int]]) -> list[set[int]]:
    """For each answer ``seat`` could see to ``ask`` among ``worlds``, the sums of its deals
    (everyone asked: each giver taken to pass its lowest matching card); only the answers of
    a twentieth of the deals or more (at least three) when there are such."""
    mask = attr_mask(ask.kind, ask.attr)
    pile = view.n_seats
    groups: dict[object, list[int]] = {}
    for w in worlds:
        if ask.target != -1:
            key: object = w[ask.target] & mask
        else:
            key = tuple((w[s] & mask) & -(w[s] & mask) for s in range(view.n_seats) if s != seat)
        groups.setdefault(key, []).append(value_sum(w[pile]))
    floor = max(3, len(worlds) // 20)
    common = [set(g) for g in groups.values() if len(g) >= floor]
    return common or [set(g) for g in groups.values()]


def words(f: Facts, action) -> Msg:
    """Why the seat of ``f`` takes ``action``: what it is for and, where it was weighed
    against another choice, what decided it."""
    if isinstance(action, Give):
        return _give(f, action)
    if isinstance(action, Accuse):
        return _accuse(f, action)
    if isinstance(action, AccuseCard):
        return _accuse_card(f, action)
    if isinstance(action, EndTurn):
        return _end(f)
    return _ask(f, action)


def _ask(f: Facts, a: Ask) -> Msg:
    """A question: the sums it can narrow down (few left), or the cards it places (many)."""
    view = f.view
    base = {"who": who_msg(a.target), "what": what_msg(a.kind, a.attr)}
    if view.individual:
        return _with(_ask_cards(f, a, base), _versus_ask(f, a))
    if f.many_sums():               # (so none proved)
        return _with(_ask_cards(f, a, base), _versus_ask(f, a))
    sums = f.sums()
    proved = f.proved()
    if proved is not None:
        return Msg(WHY + "ask_proved", {**base, "total": proved})
    groups = answer_groups(view, f.seat, a, f.notes.get("worlds") or [])
    seen = set().union(*groups) if groups else set()
    least = min((len(g) for g in groups), default=len(seen))
    if len(seen) > 1 and least == 1:
        main = Msg(WHY + "ask_prove", {**base, "sums": sums_msg(sums, view)})
    elif len(seen) > 1 and least < len(seen):
        main = Msg(WHY + "ask_narrow", {**base, "sums": sums_msg(sums, view), "k": least})
    else:
        main = Msg(WHY + "ask_no_sum", {**base, "sums": sums_msg(sums, view)})
    return _with(main, _versus_accuse(f) or _versus_ask(f, a))


def _ask_cards(f: Facts, a: Ask, base: dict) -> Msg:
    """A question early on: how many of the cards asked for could still be conspirators, and
    what the answer shows of them (the one asked shows all of them; asked, everyone who holds
    one shows one). The count of sums still possible is no reason here: there are many."""
    know = f.know
    pile = know.model.poss[f.view.n_seats]
    open_ = attr_mask(a.kind, a.attr) & pile & ~know.model.fixed()
    k = len(bits(open_))
    if k == 0:
        return Msg(WHY + "ask_placed", base)
    return Msg(WHY + ("ask_open_each" if a.target == -1 else "ask_open"), {**base, "n": k})


def _versus_accuse(f: Facts) -> Msg | None:
    """Why not accuse instead (few sums left): the likeliest sum's odds, below waiting's."""
    best = f.likeliest()
    if best is None:
        return None
    p = f.odds(best)
    if p >= f.wait + CLEAR:
        return Msg(WHY + ("vs_should_accuse_all" if pct(p) >= 100 else "vs_should_accuse"), {"total": best, "p": pct(p)})
    return Msg(WHY + "vs_not_yet", {"total": best, "p": pct(p)})


def _versus_ask(f: Facts, a: Ask) -> Msg | None:
    """The question weighed best if it is clearly better than ``a``, or the runner-up when ``a``
    is the best and clearly ahead of it."""
    scores = f.notes.get("scores") or {}
    if a not in scores or len(scores) < 2:
        return None
    order = sorted(scores, key=lambda q: (scores[q], q.target, q.kind, q.attr))
    top = order[0]
    if scores[a] - scores[top] > WORSE_BITS:
        return Msg(WHY + "vs_better_ask", {"alt": ask_msg(top)})
    nxt = next(q for q in order if q != a)
    if scores[nxt] - scores[a] > WORSE_BITS:
        return Msg(WHY + "vs_ahead_of", {"alt": ask_msg(nxt)})
    return None


def ask_msg(a: Ask) -> Msg:
    """A question briefly: "asking Livia for 4s"."""
    return Msg(WHY + "asking", {"who": who_msg(a.target), "what": what_msg(a.kind, a.attr)})


def _with(main: Msg, vs: Msg | None) -> Msg:
    """A main clause and, if any, what decided it."""
    return Msg(WHY + "just", {"what": main}) if vs is None else Msg(WHY + "with", {"what": main, "vs": vs})


def _accuse(f: Facts, a: Accuse) -> Msg:
    """An accusation: proved, ruled out, or a gamble with its odds."""
    sums = f.sums()
    if f.proved() == a.total:
        return Msg(WHY + "just", {"what": Msg(WHY + "accuse_proved", {"total": a.total})})
    if a.total not in sums:
        return Msg(WHY + "just", {"what": Msg(WHY + "accuse_ruled_out", {"total": a.total, "sums": sums_msg(sums, f.view)})})
    p = f.odds(a.total)
    if pct(p) >= 100:       # (every deal weighed gives it, yet no proof: "100 in 100" would read as one)
        key = "accuse_all_deals"
    else:                   # (the odds as weighed, and what a wrong sum costs: the game)
        key = "accuse_gamble" if p >= 0.5 else "accuse_long_shot"
    main = Msg(WHY + key, {"total": a.total, "p": pct(p), "sums": sums_msg(sums, f.view)})
    return Msg(WHY + "with", {"what": main, "vs": _versus_wait(f, p)})


def _versus_wait(f: Facts, p: float) -> Msg:
    """An accusation right ``p`` of the time set against waiting: better, about as good, or
    worse; worse for a rival who can already prove the sum (in ``danger`` of the deals the
    hard player rebuilt the rivals' views in), said as a near certainty from :data:`SURE` on
    (a share of "100 in 100" would read as a proof, which a few rebuilt deals are not), and
    with the chance of asking one more question first when it was weighed (``wait_one``)."""
    danger = f.notes.get("danger", 0.0)
    if p + CLEAR < f.wait:
        return Msg(WHY + "vs_wait_better", {"p": pct(f.wait)})
    if p < f.wait:
        return Msg(WHY + "vs_wait_close", {"p": pct(f.wait)})
    if danger >= SURE:
        return Msg(WHY + "vs_danger_sure")
    if danger > 0 and "wait_one" in f.notes:
        return Msg(WHY + "vs_danger_one", {"p": pct(danger), "w": pct(f.notes["wait_one"])})
    if danger > 0:
        return Msg(WHY + "vs_danger", {"p": pct(danger)})
    return Msg(WHY + "vs_wait_worse", {"p": pct(f.wait)})


def _accuse_card(f: Facts, a: AccuseCard) -> Msg:
    """Individual variant: a card proved a conspirator, or a guess with its odds."""
    card = card_msg(a.card)
    if a.card in f.know.conspirators():
        return Msg(WHY + "just", {"what": Msg(WHY + "card_proved", {"card": card})})
    worlds = f.notes.get("worlds") or []
    p = sum(1 for w in worlds if w[f.view.n_seats] >> a.card & 1) / len(worlds) if worlds else 0.0
    return Msg(WHY + "just", {"what": Msg(WHY + "card_guess", {"card": card, "p": pct(p)})})


def _end(f: Facts) -> Msg:
    """Individual variant: ending the turn, with the proved cards still unaccused if any."""
    taken = {c.card for c in f.view.accused}
    left = [c for c in f.know.conspirators() if c not in taken]
    if not left:
        return Msg(WHY + "just", {"what": Msg(WHY + "end_none")})
    return Msg(WHY + "just", {"what": Msg(WHY + "end_left", {"n": len(left), "cards": [card_msg(c) for c in left]})})


def _give(f: Facts, a: Give) -> Msg:
    """A card passed when everyone is asked: why it tells the asker least."""
    view, seat = f.view, f.seat
    asker = view.question[0] if view.question else view.turn
    base = {"card": card_msg(a.card), "seat_asker": asker}
    matching = view.legal_actions(seat)
    if len(matching) <= 1:
        return Msg(WHY + "just", {"what": Msg(WHY + "give_only", base)})
    seen = any(a.card in sh.cards for sh in view.shown if sh.giver == seat and sh.asker == asker)
    if seen:
        return Msg(WHY + "just", {"what": Msg(WHY + "give_seen", base)})
    dom = Knowledge.from_view(view, seat, public_only=True).model.domain(a.card)
    if dom == [seat]:
        key = "give_known"
    elif view.n_seats not in dom:
        key = "give_safe"
    else:
        key = "give_doubt"
    return Msg(WHY + "just", {"what": Msg(WHY + key, {**base, "n": len(matching)})})


def public_words(view: State, action) -> Msg | None:
    """A question's reason from what everyone sees (the public answers alone, never the
    asker's hand or the cards shown to it; a card passed: that only the asker sees it)
    asker's hand or the cards shown to it): what the answer tells the table, the sums the public
    answers still leave, and what the question is meant to learn of them (:func:`_pub_goal`;
    in the individual variant, how many of the cards asked for could still be conspirators). ``None`` for any other move. The same in every deal consistent with
    the public record, so it may be read during play in place of the asker's own reason."""
    if isinstance(action, Give):         # (its reason names the card, which the asker alone sees)
        asker = view.question[0] if view.question else view.turn
        return Msg(WHY + "just", {"what": Msg(WHY + "pub_give", {"seat_asker": asker})})
    if not isinstance(action, Ask):
        return None
    pub = Knowledge.from_view(view, None, public_only=True)
    model = pub.model
    mask = attr_mask(action.kind, action.attr)
    base = {"who": who_msg(action.target), "what": what_msg(action.kind, action.attr)}
    if action.target == -1:
        answer = Msg(WHY + "pub_each", base)
    elif view.keep_cards:       # (cards change hands: the table's count of a hand is not kept)
        answer = Msg(WHY + "pub_count_plain", base)
    else:
        lo, hi = model.bounds(action.target, mask)
        key = "pub_count_known" if lo == hi else "pub_count"
        if lo == 0 and hi >= len(bits(mask)):       # (any count at all: nothing worth saying)
            key = "pub_count_plain"
        answer = Msg(WHY + key, {**base, "lo": lo, "hi": hi})
    open_cards = bits(mask & model.poss[view.n_seats] & ~model.fixed())
    if view.individual:
        n = len(open_cards)
        open_ = Msg(WHY + "pub_open", {**base, "n": n}) if n else Msg(WHY + "pub_placed", base)
        return Msg(WHY + "just", {"what": Msg(WHY + "pub_cards", {"answer": answer, "open": open_})})
    sums = possible_sums(pub, view)
    goal = _pub_goal(open_cards, action, base)
    return Msg(WHY + "just", {"what": Msg(WHY + "pub", {"answer": answer, "sums": sums_msg(sums, view), "goal": goal})})


def _pub_goal(open_cards: list[int], action: Ask, base: dict) -> Msg:
    """What a question is meant to learn of the sum, as the table can tell (one conspirator of
    each colour): asked for a colour, which of its cards still open is the conspirator (the
    values the sum's part of that colour may still take); asked for a value, the colours whose
    conspirator could still have it; else (none open) only where the cards lie."""
    if not open_cards:
        return Msg(WHY + "pub_goal_none", base)
    if action.kind == "colour":
        values = sorted(value_of(c) for c in open_cards)
        if len(values) == 1:
            return Msg(WHY + "pub_goal_none", base)
        if len(values) == N_VALUES:         # (nothing known of it yet: said so, not listed)
            return Msg(WHY + "pub_goal_colour_any", {**base, "colour": Msg(f"catilina.colour.{action.attr}")})
        return Msg(WHY + "pub_goal_colour", {**base, "colour": Msg(f"catilina.colour.{action.attr}"),
                                             "values": [Msg(WHY + "num", {"v": v}) for v in values]})
    colours = [Msg(f"catilina.colour.{colour_of(c)}") for c in sorted(open_cards)]
    if len(colours) == N_COLOURS:
        return Msg(WHY + "pub_goal_value_any", {**base, "v": action.attr})
    return Msg(WHY + "pub_goal_value", {**base, "v": action.attr, "colours": colours, "n": len(colours)})
