"""Computer players for Caesar XL: a plain legal-move player (easy) and the general (normal, hard).

Every player reads only the view it is given (``view_for(seat)``): the other hand, the
deck order and future dice are not in it, and its choices depend on nothing else than
the view and its own seeded generator.

**easy** (:class:`SimplePlayer`) scores each legal action by its kind alone: it claims
Forum cards, plays cards, recruits while it has gold, marches towards gold and enemies,
and ends a phase when nothing it likes is left.

**normal** and **hard** (:class:`General`) choose each action of a phase by the worth of
the position it leads to (:func:`~games.caesar_xl.ai_eval.evaluate`, whose text lists
the heuristics: gold on the map, supply, the Supreme Commander, battles, victory), and
end the phase when no action improves it; so in the March phase it marches stack by
stack while a march still pays, towards undefended gold and into battles it is likely
to win, joining stacks to a battle to raise the odds (concentration), and forced
marches only when the gold pays for it. A diplomacy attempt, a card with dice and
every action that ends in a die roll are judged by the average over the die's faces
(the dice are public chance: their odds, never their future values). Battle choices:

- **tactics cards** are played when the battle is in doubt (the winning chance with the
  card exceeds the chance without it by enough to pay for the card);
- **retreat** when the chance of winning falls below ``retreat_below`` (higher when the
  Supreme Commander stands in the battle);
- **hits** go to a veteran first (Silver: it flips, nothing is lost), else to the weakest unit;
  losses for supply or plunder take the least valuable units.

The **hard** general judges battles with the exact dice of :mod:`~games.caesar_xl.ai_odds`,
counts the enemy's threats to its cities and its leaders (the Supreme Commander and the politics
they carry), and plans its March phase two marches deep (:meth:`General._plan_march`: a stack too
weak to attack alone marches when a second one can join it), values Roma by the Forum claims it opens, keeps its
Supreme Commander with an escort and keeps the gold its Purchase phase can turn into units rather
than buying cards with it (see :mod:`~games.caesar_xl.ai_eval`); both levels judge only a
few groups of each stack (:func:`march_candidates`), however many the rules offer, and muster a
group the rules do not list at once unit by unit (:meth:`General._muster_step`); the **normal**
one guesses battles from the swords alone and does not look at threats, and breaks near
ties at random.

**Time.** A hard player turn (its decisions from the start of its Forum phase to the end of its
Combat phase) has a budget of processor time of the deciding thread (``time.thread_time``):
:attr:`General.turn_seconds` (4.0 s) for the hard judgement; a decision that would run past it is
made again, and the turn's remaining decisions are made, with the normal judgement (battles guessed
from the swords, no threats, one roll deep, no march plan); past :attr:`General.turn_limit` (4.5 s)
they take no judgement at all (the plain choice: stand still where the rules allow it, losses to the
least valuable unit). The clock is read before every position judged, so a turn ends within a few
milliseconds of the limit whatever the position; the budget starts afresh with each of the player's
turns, and a turn that stays under it plays exactly as with no budget (decisions in the other side's
turn, a defender's, are not counted and have no budget). Past the budget the choice depends on the
machine's speed, which a budget in judged positions would avoid but could not bound the time.

>>> from games.caesar_xl.rules import new_game
>>> s = new_game(2, 1, {})
>>> type(make_player("hard", 1).choose(s.view_for(0), 0)).__name__
'EndPhase'
"""
from __future__ import annotations

import random
import threading
import time
from contextlib import contextmanager
from typing import cast

from ..core.actions import Action
from ..core.chance import CHANCE
from ..core.decisions import Options
from ..core.players import by_level
from .ai_eval import battle_side, card_worth, evaluate, exact_odds, militia_side, race_danger, rough_odds, unit_value
from .ai_politics import reach, winning_move
from . import components as C
from .components import COMBAT_KINDS, swords_of
from .rules import (
    BARBARIANS, Claim, BuyCard, Diplomacy, EndPhase, Join, Leave, Move, Muster, Pass, PlayCard,
    Recruit, Retreat, State, Tactic, gold_of)


#: a march into a battle won less often than this (by the general's own odds) is never made
HOPELESS = 0.05

#: the clock of the turn budget: processor time of the deciding thread (a test may replace it)
_clock = time.thread_time


class _OutOfTime(Exception):
    """The turn's budget for the judgement in use ran out in the middle of a decision (never escapes
    :meth:`General.choose`)."""


class SimplePlayer:
    """A seeded heuristic over the legal actions (no look-ahead): the easy level."""

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def _score(self, view: State, seat: int, a) -> float:
        if isinstance(a, Claim):
            return 10
        if isinstance(a, PlayCard):
            return 6
        if isinstance(a, Tactic):
            return 5
        if isinstance(a, BuyCard):
            return 2 if view.gold[seat] >= 9 else -1
        if isinstance(a, Recruit):
            return 3 if a.kind == "legion" else 2
        if isinstance(a, Diplomacy):
            return 1 + (gold_of(a.target) <= 2)
        if isinstance(a, Move):
            dest = a.path[-1]
            own = view.controller(dest) == seat
            enemy = len(view.combat_at(dest, 1 - seat))
            mine = sum(1 for u in a.units if view.units[u][1] in ("legion", "legio_x", "ally"))
            val = (0 if own else gold_of(dest)) + (2 if enemy and mine > enemy else -3 if enemy else 0)
            return val - len(a.path) + 0.5 * (dest in C.CITY)
        if isinstance(a, Retreat):
            b = view.fought()
            mine = len(view.combat_at(b["place"], seat))
            foe = b["militia"] if b["dfn"] == 2 else len(view.combat_at(b["place"], 1 - seat))
            return 1 if mine < foe else -1
        if isinstance(a, (Pass, EndPhase)):
            return 0.5
        return 1

    def choose(self, view: State, seat: int, cancel: threading.Event | None = None):
        legal = view.legal_actions(seat)
        win = winning_move(view, seat, legal)
        if win is not None:
            return win
        scored = [(self._score(view, seat, a) + self.rng.random() * 0.5, i) for i, a in enumerate(legal)]
        best = max(scored)[1]
        return legal[best]


class General:
    """The computer general (see the module text); ``exact`` and ``threats`` make it hard."""

    #: an action must raise the worth by this much to be taken (else the phase ends)
    margin = 0.05
    #: the largest random nudge of a worth (normal only: it breaks near ties)
    noise = 0.0
    #: how many die rolls deep an action's average looks
    chance_depth = 2
    #: March phase search (hard): how many of the best single marches are tried as a plan's first
    plan_first = 0
    #: ... and how many second marches one decision may judge in all (a count, not a clock: the
    #: choice must not depend on the machine's load)
    plan_budget = 200
    #: processor seconds (of the deciding thread) a player turn may spend on this general's own
    #: judgement; its later decisions use the normal one (``None``: no budget; see the module text)
    turn_seconds: float | None = None
    #: ... and on any judgement: past it, the plain choice (``None``: no limit)
    turn_limit: float | None = None

    def __init__(self, seed: int | None = None, exact: bool = True, threats: bool = True):
        self.rng = random.Random(seed)
        self.exact = exact
        self.threats = threats
        self.odds = exact_odds if exact else rough_odds
        #: the march a muster in progress is composing (see :meth:`_muster_step`)
        self._mustering: dict | None = {}
        #: the player turn being timed (turn number, seat) and the processor seconds it has used
        self._turn: tuple | None = None
        self._used = 0.0
        #: the clock reading at which the decision being made must stop judging (``None``: never)
        self._deadline: float | None = None
        #: the judgement of the last decision: "hard", "normal" or "plain" (``None`` before the first)
        self.last_judgement: str | None = None

    # ----- worth ------------------------------------------------------------------
    def worth(self, s: State, seat: int) -> float:
        if self._deadline is not None and _clock() > self._deadline:
            raise _OutOfTime
        return evaluate(s, seat, self.odds, self.threats)

    def _expect(self, s: State, seat: int, depth: int) -> float:
        """The worth of ``s``, averaged over pending die rolls (not card draws: their order is secret)."""
        if s.winner is None and depth > 0 and s.todo and s.todo[0][0] == "roll":
            dec = s.decision()
            assert dec is not None, "a roll is pending, so a decision is open"
            total = 0.0
            for a, p in zip(cast(Options, dec.options), cast("tuple[float, ...]", dec.weights)):
                nxt = s.clone()
                nxt.apply_trusted(CHANCE, a)
                total += p * self._expect(nxt, seat, depth - 1)
            return total
        return self.worth(s, seat)

    def after(self, view: State, seat: int, a) -> float:
        s = view.clone()
        s.apply_trusted(seat, a)         # ``a`` comes from ``legal_actions``
        return self._expect(s, seat, self.chance_depth)

    # ----- choosing -----------------------------------------------------------------
    def choose(self, view: State, seat: int, cancel: threading.Event | None = None):
        legal = view.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        win = winning_move(view, seat, legal)          # (every level takes a win on the spot)
        if win is not None:
            self.last_judgement = "hard" if self.exact else "normal"
            return win
        if self.turn_seconds is None or view.active != seat:
            return self._decide(view, seat, legal)
        key = (view.turn_no, seat)
        if key != self._turn:
            self._turn, self._used = key, 0.0          # a new player turn: a fresh budget
        start = _clock()
        try:
            return self._within_budget(view, seat, legal, start)
        finally:
            self._used += _clock() - start

    def _within_budget(self, view: State, seat: int, legal: list, start: float):
        """The decision with the best judgement the turn's budget still allows (see the module text)."""
        for judgement, allowance in (("hard", self.turn_seconds), ("normal", self.turn_limit)):
            if allowance is None:
                allowance = float("inf")
            left = allowance - self._used - (_clock() - start)
            if left <= 0:
                continue
            self._deadline = _clock() + left
            try:
                with self._judging(judgement):
                    self.last_judgement = judgement
                    return self._decide(view, seat, legal)
            except _OutOfTime:
                continue
            finally:
                self._deadline = None
        self.last_judgement = "plain"
        return self.plain_choice(view, seat, legal)

    @contextmanager
    def _judging(self, judgement: str):
        """Judge with this general's own parameters, or (``"normal"``) with the normal level's."""
        if judgement != "normal":
            yield
            return
        saved = self.odds, self.threats
        self.odds, self.threats = rough_odds, False
        self.chance_depth, self.plan_first = NormalGeneral.chance_depth, 0
        try:
            yield
        finally:
            self.odds, self.threats = saved
            del self.chance_depth, self.plan_first      # the class's values again

    def plain_choice(self, view: State, seat: int, legal: list):
        """A choice without judging any position: losses to the least valuable unit, discards of the
        least worth, else standing still where the rules allow it, else the first choice offered (a
        battle fought on, supply paid when there is the gold)."""
        kind = view.todo[0][0] if view.todo else None
        if kind in ("assign", "lose"):
            return min(legal, key=lambda a: self._loss_key(view, a.unit))
        if kind == "discard":
            return min(legal, key=lambda a: (card_worth(a.card), a.card))
        return next((a for a in legal if isinstance(a, (EndPhase, Pass))), legal[0])

    def _decide(self, view: State, seat: int, legal: list):
        """The choice among ``legal`` (two or more) by this general's judgement."""
        t = view.todo[0] if view.todo else None
        kind = t[0] if t else None
        if kind == "tactic":
            return self._tactic(view, seat, legal)
        if kind == "retreat":
            return self._retreat(view, seat, legal)
        if kind in ("assign", "lose"):
            return min(legal, key=lambda a: self._loss_key(view, a.unit))
        if kind == "discard":
            return min(legal, key=lambda a: (card_worth(a.card), a.card))
        if kind is None and view.phase == "march":
            a = self.choose_march(view, seat, march_candidates(view, seat, legal))
            if isinstance(a, Move) and a not in legal:
                return Muster(view.units[a.units[0]][3])      # a group the rules compose unit by unit
            return a
        if kind == "muster" and t is not None:
            return self._muster_step(view, seat, t, legal)
        return self._best(view, seat, legal)

    def choose_march(self, view: State, seat: int, cands: list):
        """The march among ``cands``: planned deep, or the best by evaluation (the explanation
        asks it too)."""
        return self._plan_march(view, seat, cands) if self.plan_first else self._best(view, seat, cands)

    def _muster_step(self, view: State, seat: int, t: tuple, legal: list):
        """One step of mustering the group that marches from ``t``'s place: the march is chosen again
        among the groups of that place as if the stack still stood unmustered (the same choice that
        made the general muster it), then units leave (or join) one at a time until the group is the
        one chosen, which then marches; ``Pass`` if no march from there pays after all.

        The chosen march is remembered for the following steps of the same muster (a key of the
        view's board, so the same view always gets the same answer)."""
        _, _, place, group, _left = t
        key = (view.turn_no, place, view.gold[seat], tuple(sorted(view.units.items())))
        target = self._mustering.get(key) if self._mustering is not None else None
        if target is None:
            base = view.clone()
            base.todo = base.todo[1:]
            cands = march_candidates(base, seat, base.legal_actions(seat), muster=(place,))
            here = [a for a in cands if isinstance(a, Move) and base.units[a.units[0]][3] == place]
            target = self.choose_march(base, seat, here + [EndPhase()])
            self._mustering = {key: target}
        if not isinstance(target, Move):
            return Pass()
        want, have = set(target.units), set(group)
        if want == have:
            for a in legal:
                if isinstance(a, Move) and a.path == target.path and a.fleet == target.fleet:
                    return a
            return Pass()
        for a in legal:
            if (isinstance(a, Leave) and a.unit in have - want) or (isinstance(a, Join) and a.unit in want - have):
                return a
        return Pass()

    def hopeless(self, view: State, seat: int, a) -> bool:
        """Whether ``a`` is a march into a battle that the exact dice (the odds its reason names, at
        every level) say is lost nearly every time (below :data:`HOPELESS`), counting the own pieces
        already there.

        Such a march throws its units away: whatever the evaluator credits it with (a city contested
        for a moment, a count of gold that flips while the battle is pending) is gone once the battle
        is fought, so the general never makes it, not even as the first of a plan counting on
        a stack that would join it later (it may not march next), unless it is the :func:`last_hope`
        against the enemy's political victory."""
        if not isinstance(a, Move) or not any(view.units[u][1] in COMBAT_KINDS for u in a.units):
            return False
        dest = a.path[-1]
        foe = view.pieces_at(dest, 1 - seat)
        if foe:
            dfn, dl = battle_side(view, foe)
        elif dest in C.AREA and view.silver and view.conquered.get(dest) is None:
            dfn, dl = militia_side(C.AREA[dest].strength)
        else:
            return False
        if not dfn:
            return False                # leaders alone: they simply die
        att, al = battle_side(view, list(view.pieces_at(dest, seat)) + [u for u in a.units
                                                                          if view.units[u][3] != dest])
        return exact_odds(att, al, dfn, dl) < HOPELESS and not last_hope(view, seat, a)

    def _best(self, view: State, seat: int, legal: list):
        """The action whose position is worth most; ``EndPhase``/``Pass`` unless one beats standing still
        (never a :meth:`hopeless` march)."""
        stay = next((a for a in legal if isinstance(a, (EndPhase, Pass))), None)
        base = self.worth(view, seat) if stay is not None else float("-inf")
        best, best_v = stay, base + self.margin
        for a in legal:
            if a is stay or (isinstance(a, Diplomacy) and a.source) or self.hopeless(view, seat, a):
                continue                # moving a marker: rarely better than placing a new one
            v = self.after(view, seat, a) + (self.rng.random() * self.noise if self.noise else 0.0)
            if v > best_v:
                best, best_v = a, v
        return best

    def _plan_march(self, view: State, seat: int, legal: list):
        """The first march of the best plan of two (see :func:`march_candidates` for the marches).

        Every candidate march is judged alone; the best :attr:`plan_first` of them, and the best two
        into each battle (an attack too weak alone may win with a second stack), are each followed
        by the best of a few second marches: into the same place (concentration) or among the best
        single marches. A plan is worth its better half (stopping after the first march is a
        plan too); the first march of the best plan is made, or the phase ends when no plan beats
        standing still. The next decision plans again from the new position.
        """
        left = self.plan_budget
        stay = next((a for a in legal if isinstance(a, (EndPhase, Pass))), None)
        base = self.worth(view, seat) if stay is not None else float("-inf")
        first: list[tuple[float, int, Action, State]] = []
        for a in legal:
            if a is stay:
                continue
            s1 = view.clone()
            s1.apply_trusted(seat, a)
            first.append((self._expect(s1, seat, self.chance_depth), len(first), a, s1))
        if not first:
            return stay
        first.sort(key=lambda x: (-x[0], x[1]))
        picks = first[:self.plan_first]
        per_place: dict = {}
        for item in first:
            a = item[2]
            if not isinstance(a, Move):
                continue
            dest = a.path[-1]
            if view.pieces_at(dest, 1 - seat) and view.combat_at(dest, 1 - seat) or \
                    (dest in C.AREA and view.silver and view.conquered.get(dest) is None):
                got = per_place.setdefault(dest, [])
                if len(got) < 2:
                    got.append(item)
        for got in per_place.values():
            picks += [x for x in got if x not in picks]
        top = [(x[2].units, x[2].path[-1]) for x in first[:self.plan_first] if isinstance(x[2], Move)]
        best, best_v = stay, base + self.margin
        for v1, _i, a, s1 in picks:
            if self.hopeless(view, seat, a):
                continue                # (the stack that would join it may not march next)
            plan_v = v1
            if isinstance(a, Move) and left > 0 and \
                    s1.winner is None and not s1.todo and s1.phase == "march" and s1.to_act() == (seat,):
                dest = a.path[-1]
                for b in march_candidates(s1, seat, s1.legal_actions(seat)):
                    if not isinstance(b, Move) or not (b.path[-1] == dest or (b.units, b.path[-1]) in top):
                        continue
                    if self.hopeless(s1, seat, b):
                        continue
                    if left <= 0:
                        break
                    left -= 1
                    plan_v = max(plan_v, self.after(s1, seat, b))
            if plan_v > best_v + 1e-6:       # equal plans: the better first march (picks are in that order)
                best, best_v = a, plan_v
        return best

    def battle_odds(self, view: State, seat: int, extra: tuple = ()) -> float:
        """This seat's chance to win the battle being fought (``extra``: tactics it would add)."""
        b = view.fought()
        place = b["place"]
        saved = b["cards"]
        if extra:
            b = dict(b)
            cards = dict(saved)
            cards[seat] = cards.get(seat, ()) + extra
            b["cards"] = cards
        s = view.clone()
        s.battle = b
        att_firers = self._side_in_battle(s, b["att"], place)
        if b["dfn"] == BARBARIANS:
            dfn, dl = militia_side(b["militia"])
        else:
            dfn, dl = self._side_in_battle(s, b["dfn"], place)
        ambush = {side for side in (b["att"], b["dfn"]) if "ambush" in b["cards"].get(side, ())}
        att, al = att_firers
        if ambush and b["round"] == 0:
            # an ambush silences the other side's first round: counted as the ambusher's free volley
            if b["att"] in ambush:
                dfn = dfn[:-1] if len(dfn) > 1 else dfn
            if b["dfn"] in ambush:
                att = att[:-1] if len(att) > 1 else att
        w = self.odds(att, al, dfn, dl)
        return w if seat == b["att"] else 1 - w

    @staticmethod
    def _side_in_battle(s: State, side: int, place: str) -> tuple[tuple, tuple]:
        """The side's units with the swords they have in this battle (cards and leaders included)."""
        units, leads = [], []
        for u in s.pieces_at(place, side):
            kind, grade = s.units[u][1], s.units[u][2]
            sw = s.swords_in_battle(u)
            if kind in ("legion", "legio_x", "ally"):
                flipped = sw - (swords_of(kind, grade) - swords_of(kind, "standard")) \
                    if (s.silver and grade == "veteran") else 0
                units.append((kind == "ally", sw, max(flipped, 0)))
            else:
                leads.append(sw)
        return tuple(sorted(units)), tuple(leads)

    def _tactic(self, view: State, seat: int, legal: list):
        base = self.battle_odds(view, seat)
        best, best_gain = legal[0], 0.0
        for a in legal:
            if not isinstance(a, Tactic):
                continue
            cost = 0.0 if C.CARDS[a.card]["type"] == "forum" else 0.06
            gain = self.battle_odds(view, seat, (a.card,)) - base - cost
            if gain > best_gain:
                best, best_gain = a, gain
        return best

    def _retreat(self, view: State, seat: int, legal: list):
        w = self.battle_odds(view, seat)
        if w >= self.retreat_limit(view, seat) or (self.threats and self.retreat_loses_the_race(view, seat)):
            return legal[0]
        spots = [a for a in legal if isinstance(a, Retreat)]
        if not spots:
            return legal[0]
        return self.retreat_to(view, seat, spots)

    @staticmethod
    def retreat_limit(view: State, seat: int) -> float:
        """The chance of the battle below which the general retreats (higher with its commander there)."""
        sc_here = any(view.units[u][1] == view.sc[seat] for u in view.pieces_at(view.fought()["place"], seat))
        return 0.45 if sc_here else 0.3

    @staticmethod
    def retreat_to(view: State, seat: int, spots: list):
        """The retreat taken among ``spots``: to a place of one's own first, the richest."""
        return max(spots, key=lambda a: (view.controller(a.place) == seat, gold_of(a.place), a.place))

    @staticmethod
    def retreat_loses_the_race(view: State, seat: int) -> bool:
        """(hard) Whether giving up the battle being fought in one's own turn hands the enemy the
        victory at its Forum phase, which comes next: the enemy's reach on the board with the place
        left to it is 7 or more, or its military win stands (its commander left in Roma, none of ours,
        its lead of city gold met). Then fighting on, however poor the odds, is the only hope.

        >>> from games.caesar_xl.tests.xl_positions import position, put
        >>> s = position(phase="combat", gold=(0, 0))
        >>> _ = put(s, 1, "roma", "legion", "pompey", "cato", "scipio")
        >>> s.forum, s.battle = ["consulship"], {"place": "roma"}
        >>> General.retreat_loses_the_race(s, 0), General.retreat_loses_the_race(s, 1)
        (True, False)
        """
        if view.active != seat:
            return False
        foe = 1 - seat
        board = {p: view.controller(p) for p in C.PLACES}
        place = view.fought()["place"]
        board[place] = foe
        if reach(view, foe, board, view.gold[foe]) >= C.PARAMS["political_threshold"]:
            return True
        # the military win: its commander stays in Roma, none of ours, the lead of city gold met
        if view.sc[seat] is not None or view.sc[foe] is None or view.sc_place(foe) != "roma":
            return False
        gold = [sum(c.gold for c in C.TOPO.cities if board.get(c.id) == i) for i in (0, 1)]
        return gold[foe] - gold[seat] >= C.PARAMS["military_margin"]

    @staticmethod
    def _loss_key(view: State, u: int):
        """Veterans flip first (Silver), then the least valuable unit goes."""
        kind, grade = view.units[u][1], view.units[u][2]
        flips = view.silver and grade == "veteran" and view.todo and view.todo[0][0] == "assign"
        return (0 if flips else 1, unit_value(kind, grade), u)


class NormalGeneral(General):
    """The normal level: battles guessed from the swords, no look at threats, a little randomness."""

    noise = 0.6
    chance_depth = 1

    def __init__(self, seed: int | None = None):
        super().__init__(seed, exact=False, threats=False)


class HardGeneral(General):
    """The hard level: exact battle odds, the enemy's threats, plans of two marches, within a budget of
    processor time per player turn."""

    plan_first = 6
    turn_seconds = 4.0
    turn_limit = 4.5

    def __init__(self, seed: int | None = None):
        super().__init__(seed, exact=True, threats=True)


def last_hope(view: State, seat: int, a) -> bool:
    """Whether march ``a`` lowers the chance that the enemy wins (politically or militarily) at its next
    Forum phase (a battle that may kill its leaders or take a place its claims ask for): the one thing a
    march into a hopeless battle may serve (:meth:`General.hopeless`), and what its reason names.
    Only in the own turn: the enemy's Forum phase comes next."""
    if view.active != seat or view.phase != "march":
        return False
    before = race_danger(view)
    if before <= 0.0:
        return False
    s = view.clone()
    s.apply_trusted(seat, a)
    return race_danger(s) < before - 1e-9


def march_candidates(view: State, seat: int, legal: list, muster: tuple = ()) -> list:
    """The legal actions of the March phase worth judging: every action that is not a march (but a
    :class:`Muster`), and the marches of a few groups from each place, each to each destination once.

    The rules list a march of the whole stack and of one unit of each kind, and let a player muster
    any other group unit by unit; the general looks only at these groups of the units still unmoved
    in a place: all of them, each one alone, the combat units without the leaders, and all but the
    least valuable combat unit (a garrison stays). A group the rules do not list at once is a march
    of the stacks that may muster (a :class:`Muster` among ``legal``, or a place of ``muster``),
    along the paths the whole stack may take (the general musters it if it chooses it). Of the
    marches of one group to one destination the cheapest is kept (the first of equal cost). A march
    back to where own units came from this phase is left out (:func:`_back`).

    >>> from games.caesar_xl.tests.xl_positions import position, put
    >>> s = position(phase="march", gold=(9, 0))
    >>> a, b, c, k = put(s, 0, "massilia", "legion", "legion", "ally", "caesar")
    >>> legal = [Move((a, b), ("vercellae",), False), Move((a, b, c, k), ("vercellae",), False),
    ...          Move((a, b, c, k), ("vercellae", "roma"), False), Move((a,), ("lugdunum",), False),
    ...          Move((a, b, c), ("barcino",), False), EndPhase()]
    >>> [(len(m.units), m.path[-1]) for m in march_candidates(s, 0, legal) if isinstance(m, Move)]
    [(4, 'vercellae'), (4, 'roma'), (1, 'lugdunum'), (3, 'barcino')]
    >>> cut = march_candidates(s, 0, legal[1:3] + [Muster("massilia")])
    >>> [(m.units == (a, b, c), m.path[-1]) for m in cut if isinstance(m, Move) and len(m.units) == 3]
    [(True, 'vercellae'), (False, 'vercellae'), (True, 'roma'), (False, 'roma')]
    """
    groups: dict = {}
    for u, t in view.units.items():
        if t[0] == seat and u not in view.moved:
            groups.setdefault(t[3], []).append(u)
    shapes: dict = {}
    partial: dict = {}
    for place, us in groups.items():
        us = sorted(us)
        combat = [u for u in us if view.units[u][1] in COMBAT_KINDS]
        ok = {tuple(us)} | {(u,) for u in us}
        more = set()
        if combat and len(combat) < len(us):
            more.add(tuple(combat))
        if len(combat) >= 2:
            # the weakest class of interchangeable units gives up its last unit (the rules' group)
            def cls(u):
                return (view.units[u][1], view.units[u][2], u in view.sc_group)
            weakest = min(combat, key=lambda u: (unit_value(*view.units[u][1:3]), cls(u)))
            drop = max(u for u in combat if cls(u) == cls(weakest))
            more.add(tuple(u for u in us if u != drop))
        more = {g for g in more if 1 < len(g) < len(us)}
        shapes[place] = ok | more
        partial[place] = sorted(more)
    may_muster = set(muster) | {a.place for a in legal if isinstance(a, Muster)}
    came = {(view.origin[u], t[3]) for u, t in view.units.items() if t[0] == seat and u in view.origin}
    extra: list = []
    for a in legal:
        if isinstance(a, Move) and not a.fleet:
            place = view.units[a.units[0]][3]
            if place in may_muster and len(a.units) == len(groups.get(place, ())):
                for g in partial.get(place, ()):
                    if view.enter_ok(seat, g, a.path[-1]) and \
                            (len(a.path) == 1 or view.gold[seat] >= view.march_cost(seat, g, a.path)):
                        extra.append(Move(g, a.path, False))
    out: list = []
    kept: dict = {}
    for a in list(legal) + extra:
        if isinstance(a, Muster):
            continue                    # its groups are among the marches
        if not isinstance(a, Move):
            out.append(a)
            continue
        units = tuple(sorted(a.units))
        if units not in shapes.get(view.units[units[0]][3], ()) or \
                _back(view, seat, came, view.units[units[0]][3], a.path[-1]):
            continue
        key = (units, a.path[-1], a.fleet)
        cost = view.march_cost(seat, a.units, a.path, a.fleet)
        if key not in kept or cost < kept[key][0]:
            kept[key] = (cost, len(out))
            out.append(a)
    drop = {i for (_c, i) in kept.values()}
    return [a for i, a in enumerate(out) if not isinstance(a, Move) or i in drop]


def _back(view: State, seat: int, came: set, start: str, dest: str) -> bool:
    """Whether a march from ``start`` to ``dest`` undoes one made this phase (own units came from
    ``dest`` to ``start``): a unit's best place does not flip within a phase, so the general does not
    swap units between two places (only a march into a battle there may go back).

    >>> from games.caesar_xl.tests.xl_positions import position, put
    >>> s = position(phase="march")
    >>> a = put(s, 0, "tarsus", "legion")[0]
    >>> s.origin[a] = "pergamum"
    >>> _back(s, 0, {("pergamum", "tarsus")}, "tarsus", "pergamum"), _back(s, 0, set(), "tarsus", "pergamum")
    (True, False)
    """
    if (dest, start) not in came:
        return False
    return not (view.pieces_at(dest, 1 - seat) or (dest in C.AREA and view.silver and view.conquered.get(dest) is None))


def make_player(level: str, seed: int | None = None):
    """A computer player: ``easy`` (legal-move player), ``normal`` or ``hard`` (the general)."""
    return by_level({"easy": SimplePlayer, "normal": NormalGeneral, "hard": HardGeneral}, level, seed)
