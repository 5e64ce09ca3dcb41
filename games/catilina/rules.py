"""The rules of The Catilina Conspiracy (Reiner Knizia), a deduction game for 3-5.

Thirty cards, five colours by the values 1-6. One card of each colour (and,
with 3 or 4 players, one more card) is set aside face down: the conspirators.
The rest is dealt evenly. On their turn a player asks one question, naming a
colour or a value, either of one player (who passes every matching card to the
asker only and says how many) or of all players (each other player with a
match passes one card of their choice; the others say "none"). The asker looks
and gives the cards back. Instead, a player may accuse: name the sum of the
conspirators' values. Right wins; wrong puts them out of asking and accusing.

Options: ``keep`` (the asker keeps the cards passed) and ``individual``
(conspirators are accused one card at a time; see the help pages).

Cards are numbered ``colour * 6 + value - 1``; :func:`colour_of` and
:func:`value_of` read them back.

>>> s = new_game(4, 1, {})
>>> s.to_act(), len(s.hands[0]), s.n_conspirators
((0,), 6, 6)
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import NamedTuple

from ..core.actions import Action, Codec, Event
from ..core.state import GameState, Outcome
from ..core.text import Msg
from .deduction import N_CARDS, N_COLOURS, N_VALUES, Knowledge, bits

GAME = "catilina"
#: accusations that end the individual-accusation game
INDIVIDUAL_LIMIT = 10
KINDS = ("colour", "value")


def colour_of(card: int) -> int:
    """The colour index (0-4) of a card."""
    return card // N_VALUES


def value_of(card: int) -> int:
    """The value (1-6) of a card."""
    return card % N_VALUES + 1


def matches(card: int, kind: str, attr: int) -> bool:
    """True when ``card`` answers a question for ``kind`` ``attr``."""
    return (colour_of(card) if kind == "colour" else value_of(card)) == attr


def card_msg(card: int) -> Msg:
    """The name of a card ("red 4")."""
    return Msg("catilina.card", {"colour": Msg(f"catilina.colour.{colour_of(card)}"), "value": value_of(card)})


def what_msg(kind: str, attr: int) -> Msg:
    """What a question asks for ("red cards", "4s")."""
    if kind == "colour":
        return Msg("catilina.what.colour", {"colour": Msg(f"catilina.colour.{attr}")})
    return Msg("catilina.what.value", {"value": attr})


def cards_msg(cards) -> list[Msg]:
    """A list of card names (rendered joined)."""
    return [card_msg(c) for c in cards]


def sum_range(n_conspirators: int) -> tuple[int, int]:
    """The smallest and largest possible conspirator sums (base game)."""
    if n_conspirators == N_COLOURS:
        return N_COLOURS, N_COLOURS * N_VALUES
    return N_COLOURS + 2, N_COLOURS * N_VALUES + N_VALUES - 1


# ---------------------------------------------------------------------------
# records kept in the state (immutable, public unless said)
# ---------------------------------------------------------------------------
class Question(NamedTuple):
    """A question and its public answer: who passed how many (``target`` -1: all)."""
    turn: int
    asker: int
    target: int
    kind: str
    attr: int
    answers: tuple          # ((seat, count), ...) in seat order


class Showing(NamedTuple):
    """Cards ``giver`` passed to ``asker`` in ``turn``: known to those two only."""
    turn: int
    giver: int
    asker: int
    cards: tuple


class Accusation(NamedTuple):
    """A sum accusation and whether it was right (public)."""
    turn: int
    seat: int
    total: int
    correct: bool


class CardAccusation(NamedTuple):
    """A single card accused in the individual variant (right or wrong is secret until the end)."""
    turn: int
    seat: int
    card: int


# ---------------------------------------------------------------------------
# actions
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Ask(Action):
    """Ask ``target`` (a seat, or -1 for all players) for a colour or a value."""
    target: int
    kind: str
    attr: int

    def msg(self, seat):
        """Log sentence."""
        what = what_msg(self.kind, self.attr)
        if self.target == -1:
            return Msg("catilina.act.ask_all", {"seat": seat, "what": what})
        return Msg("catilina.act.ask_one", {"seat": seat, "seat2": self.target, "what": what})


@dataclass(frozen=True)
class Accuse(Action):
    """Name the sum of the conspirators' values."""
    total: int

    def msg(self, seat):
        """Log sentence."""
        return Msg("catilina.act.accuse", {"seat": seat, "total": self.total})


@dataclass(frozen=True)
class AccuseCard(Action):
    """Individual variant: accuse one card of being a conspirator."""
    card: int

    def msg(self, seat):
        """Log sentence."""
        return Msg("catilina.act.accuse_card", {"seat": seat, "card": card_msg(self.card)})


@dataclass(frozen=True)
class EndTurn(Action):
    """Individual variant: end the turn after accusing cards."""

    def msg(self, seat):
        """Log sentence."""
        return Msg("catilina.act.end_turn", {"seat": seat})


@dataclass(frozen=True)
class Give(Action):
    """Choose which matching card to pass when everyone is asked (secret until passed)."""
    card: int

    def msg(self, seat):
        """Log sentence (the card is not named: it is secret)."""
        return Msg("catilina.act.give", {"seat": seat})

    def own_msg(self, seat):
        """The move in its mover's own words, the card named (for that seat alone: its advice)."""
        return Msg("catilina.act.give_own", {"seat": seat, "card": card_msg(self.card)})


# ---------------------------------------------------------------------------
# events
# ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Answered(Event):
    """``giver`` passed ``count`` cards to ``asker`` (public); ``kept`` in the keep variant."""
    giver: int
    asker: int
    count: int
    kept: bool
    reveals = True

    def msg(self):
        """Log sentence."""
        if self.count == 0:
            return Msg("catilina.ev.none", {"seat": self.giver})
        key = "catilina.ev.pass_kept" if self.kept else "catilina.ev.pass"
        return Msg(key, {"seat": self.giver, "seat2": self.asker, "count": self.count})


@dataclass(frozen=True)
class Shown(Event):
    """The cards themselves, seen by the asker and the giver only."""
    giver: int
    asker: int
    cards: tuple
    visible_to: tuple
    reveals = True

    def msg(self):
        """Log sentence."""
        return Msg("catilina.ev.shown", {"seat": self.giver, "seat2": self.asker, "cards": cards_msg(self.cards)})


@dataclass(frozen=True)
class GiversSeen(Event):
    """Everyone was asked and ``givers`` (the seats with a match) must now choose;
    the others have said "none".

    Public, the same whether a giver holds one matching card or several. It
    marks the ask as showing something (who holds a match), so the core's undo
    refuses across the ask.
    """
    asker: int
    givers: tuple
    reveals = True

    def msg(self):
        """Log sentence: who chooses a card (not how many they have). ``n`` counts the givers,
        so the catalogue's ``.one`` form says one giver in the singular."""
        return Msg("catilina.ev.choosing", {"seats": [Msg("catilina.name", {"seat": g}) for g in self.givers],
                                            "n": len(self.givers)})


@dataclass(frozen=True)
class Committed(Event):
    """``seat`` chose its card (which one stays secret).

    Every giver chooses, also one with a single matching card, so nobody learns
    who had a choice: the rules make only ``auto=False``. (``auto=True``, an
    automatic pass that told everyone the seat held one matching card, is no
    longer made; it stays readable and marked as revealing.)
    """
    seat: int
    auto: bool = False

    @property
    def reveals(self):
        """Only the old automatic pass told anything."""
        return self.auto

    def msg(self):
        """No log sentence for a choice: the passes are told together after the last one."""
        return Msg("catilina.ev.auto", {"seat": self.seat}) if self.auto else None


@dataclass(frozen=True)
class Judged(Event):
    """The verdict on a sum accusation."""
    seat: int
    total: int
    correct: bool
    reveals = True

    def msg(self):
        """Log sentence."""
        key = "catilina.ev.right" if self.correct else "catilina.ev.wrong"
        return Msg(key, {"seat": self.seat, "total": self.total})


@dataclass(frozen=True)
class Revealed(Event):
    """The conspirators turned face up at the end of the game."""
    cards: tuple
    reveals = True

    def msg(self):
        """Log sentence."""
        return Msg("catilina.ev.revealed", {"cards": cards_msg(self.cards)})


@dataclass(frozen=True)
class TurnBegins(Event):
    """``seat`` now asks (for the animation; no log line)."""
    seat: int
    turn: int


CODEC = Codec([Ask, Accuse, AccuseCard, EndTurn, Give, Answered, Shown, GiversSeen, Committed, Judged,
               Revealed, TurnBegins])

_PUBLIC = ("n_seats", "keep_cards", "individual", "initial_size", "n_conspirators")


class State(GameState):
    """The whole game. Public fields are named for the board scene.

    ``hands[s]``: sorted tuple of cards (``None`` in views for other seats);
    ``hand_sizes``; ``conspirators`` (sorted tuple, ``None`` when hidden);
    ``out[s]``: lost the right to ask and accuse; ``turn``: the asker;
    ``phase``: ``'ask'``, ``'accusing'`` (individual, after a first card),
    ``'give'`` (everyone was asked; ``givers`` choose) or ``'over'``;
    ``question``: ``(asker, kind, attr)`` being answered by all;
    ``pending[s]``: the card ``s`` chose (-1 in others' views: chosen, secret);
    ``history``: :class:`Question` list; ``shown``: :class:`Showing` list;
    ``accusations`` and ``accused``: sum and card accusations.
    """

    __slots__ = ("keep_cards", "individual", "initial_size", "n_conspirators", "hands", "hand_sizes",
                 "conspirators", "out", "turn", "turn_no", "turns_taken", "phase", "question",
                 "givers", "pending", "history", "shown", "accusations", "accused", "last_question",
                 "result", "correct_counts")
    codec = CODEC
    keep_cards: bool
    individual: bool
    initial_size: int
    n_conspirators: int
    hands: list[tuple[int, ...]]           # None for the hands a view hides
    hand_sizes: list[int]
    conspirators: tuple[int, ...]          # None in a view until the end
    out: list[bool]
    turn: int
    turn_no: int
    turns_taken: list[int]
    phase: str
    question: tuple[int, str, int] | None
    givers: tuple[int, ...]
    pending: list[int | None]
    history: list[Question]
    shown: list[Showing]
    accusations: list[Accusation]
    accused: list[CardAccusation]
    last_question: tuple[int, str, int] | None
    result: Outcome | None
    correct_counts: tuple[int, ...] | None

    def clone(self) -> "State":
        """An independent copy."""
        s = State.__new__(State)
        s.n_seats, s.keep_cards, s.individual = self.n_seats, self.keep_cards, self.individual
        s.initial_size, s.n_conspirators = self.initial_size, self.n_conspirators
        s.hands = list(self.hands)
        s.hand_sizes = list(self.hand_sizes)
        s.conspirators = self.conspirators
        s.out = list(self.out)
        s.turn, s.turn_no = self.turn, self.turn_no
        s.turns_taken = list(self.turns_taken)
        s.phase, s.question, s.givers = self.phase, self.question, self.givers
        s.pending = list(self.pending)
        s.history = list(self.history)
        s.shown = list(self.shown)
        s.accusations = list(self.accusations)
        s.accused = list(self.accused)
        s.last_question = self.last_question
        s.result = self.result
        s.correct_counts = self.correct_counts
        return s

    # ----- the contract ----------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        """The asker, or the players still choosing a card to pass."""
        if self.phase == "over":
            return ()
        if self.phase == "give":
            return tuple(g for g in self.givers if self.pending[g] is None)
        return (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat``, in a stable order."""
        if seat not in self.to_act():
            return []
        if self.phase == "give":
            _, kind, attr = self._asked()
            return [Give(c) for c in self.hands[seat] if matches(c, kind, attr)]
        if self.phase == "accusing":
            return [EndTurn()] + [AccuseCard(c) for c in self._accusable(seat)]
        out: list[Action] = []
        for target in [-1] + [t for t in range(self.n_seats) if t != seat]:
            for kind, attrs in (("colour", range(N_COLOURS)), ("value", range(1, N_VALUES + 1))):
                for attr in attrs:
                    if self._forbidden_question(seat, target, kind, attr):
                        continue
                    out.append(Ask(target, kind, attr))
        if self.individual:
            out += [AccuseCard(c) for c in self._accusable(seat)]
        else:
            lo, hi = sum_range(self.n_conspirators)
            out += [Accuse(t) for t in range(lo, hi + 1)]
        return out

    def _accusable(self, seat: int) -> list[int]:
        taken = {a.card for a in self.accused}
        own = set(self.hands[seat] or ())
        return [c for c in range(N_CARDS) if c not in taken and c not in own]

    def _forbidden_question(self, seat: int, target: int, kind: str, attr: int) -> bool:
        """Keep variant: the previous player may not be asked alone their own question."""
        return (self.keep_cards and self.last_question is not None
                and self.last_question == (target, kind, attr))

    def _apply(self, seat: int, action: Action) -> list:
        """Apply a legal action."""
        if isinstance(action, Ask):
            return self._ask(seat, action)
        if isinstance(action, Give):
            return self._give(seat, action.card)
        if isinstance(action, Accuse):
            return self._accuse(seat, action.total)
        if isinstance(action, AccuseCard):
            return self._accuse_card(seat, action.card)
        if isinstance(action, EndTurn):
            self.last_question = None
            return self._next_turn()
        raise AssertionError(action)

    # ----- questions -------------------------------------------------------
    def _asked(self) -> tuple[int, str, int]:
        """The question the givers answer (open only in the ``'give'`` phase)."""
        assert self.question is not None, "no question is open"
        return self.question

    def _ask(self, seat: int, a: Ask) -> list:
        if a.target != -1:
            cards = tuple(c for c in self.hands[a.target] if matches(c, a.kind, a.attr))
            passed = self._pass(seat, a.target, cards)
            self.history.append(Question(self.turn_no, seat, a.target, a.kind, a.attr,
                                         ((a.target, len(cards)),)))
            self.last_question = (seat, a.kind, a.attr)
            return passed + self._next_turn()
        givers = tuple(s for s in range(self.n_seats) if s != seat
                       and any(matches(c, a.kind, a.attr) for c in self.hands[s]))
        # every giver chooses, even with a single matching card: nobody may learn who
        # had a choice (a ruling); the passes come together after the last choice.
        # who must choose (who holds a match) is shown: the ask cannot be taken back
        events: list = [GiversSeen(seat, givers)] if givers else []
        self.question = (seat, a.kind, a.attr)
        self.givers = givers
        self.pending = [None] * self.n_seats
        self.phase = "give"
        if not self.to_act():
            events += self._resolve_all()
        return events

    def _give(self, seat: int, card: int) -> list:
        self.pending[seat] = card
        events: list = [Committed(seat)]
        if not self.to_act():
            events += self._resolve_all()
        return events

    def _resolve_all(self) -> list:
        asker, kind, attr = self._asked()
        events: list = []
        answers = []
        for s in range(self.n_seats):
            if s == asker:
                continue
            card = self.pending[s]
            cards = () if card is None else (card,)
            events += self._pass(asker, s, cards)
            answers.append((s, len(cards)))
        self.history.append(Question(self.turn_no, asker, -1, kind, attr, tuple(answers)))
        self.question, self.givers = None, ()
        self.pending = [None] * self.n_seats
        self.last_question = (asker, kind, attr)
        return events + self._next_turn()

    def _pass(self, asker: int, giver: int, cards: tuple) -> list:
        """``giver`` passes ``cards`` to ``asker``: seen, then returned or kept."""
        events: list = [Answered(giver, asker, len(cards), self.keep_cards)]
        if cards:
            self.shown.append(Showing(self.turn_no, giver, asker, cards))
            events.append(Shown(giver, asker, cards, (giver, asker)))
            if self.keep_cards:
                self.hands[giver] = tuple(c for c in self.hands[giver] if c not in cards)
                self.hands[asker] = tuple(sorted(self.hands[asker] + cards))
                self.hand_sizes[giver] -= len(cards)
                self.hand_sizes[asker] += len(cards)
        return events

    # ----- accusations -----------------------------------------------------
    def _accuse(self, seat: int, total: int) -> list:
        correct = sum(value_of(c) for c in self.conspirators) == total
        self.accusations.append(Accusation(self.turn_no, seat, total, correct))
        events: list = [Judged(seat, total, correct)]
        if correct:
            return events + self._finish((seat,), Msg("catilina.end.correct", {"seat": seat, "total": total}))
        self.out[seat] = True
        left = [s for s in range(self.n_seats) if not self.out[s]]
        if len(left) == 1:
            return events + self._finish((left[0],), Msg("catilina.end.last", {"seat": left[0]}))
        self.last_question = None
        return events + self._next_turn()

    def _accuse_card(self, seat: int, card: int) -> list:
        self.accused.append(CardAccusation(self.turn_no, seat, card))
        if len(self.accused) >= INDIVIDUAL_LIMIT:
            return self._finish_individual()
        self.phase = "accusing"
        return []

    def _finish_individual(self) -> list:
        consp = set(self.conspirators)
        correct = [0] * self.n_seats
        for a in self.accused:
            if a.card in consp:
                correct[a.seat] += 1
            else:
                self.out[a.seat] = True
        self.correct_counts = tuple(correct)
        # of those without a wrong accusation the most correct win; ties share, also at zero
        alive = [s for s in range(self.n_seats) if not self.out[s]]
        if not alive:
            return self._finish((), Msg("catilina.end.nobody"))
        best = max(correct[s] for s in alive)
        winners = tuple(s for s in alive if correct[s] == best)
        names = [Msg("catilina.name", {"seat": s}) for s in winners]
        return self._finish(winners, Msg("catilina.end.individual", {"seats": names, "count": best}))

    def _finish(self, winners: tuple, reason: Msg) -> list:
        self.phase = "over"
        self.question, self.givers = None, ()
        scores = tuple(float(x) for x in self.correct_counts) if self.correct_counts is not None else None
        self.result = Outcome(scores, winners, reason)
        return [Revealed(self.conspirators)]

    # ----- turns -------------------------------------------------------------
    def _next_turn(self) -> list:
        self.phase = "ask"
        s = self.turn
        for _ in range(self.n_seats):
            s = (s + 1) % self.n_seats
            if not self.out[s]:
                break
        self.turn = s
        self.turn_no += 1
        self.turns_taken[s] += 1
        return [TurnBegins(s, self.turn_no)]

    # ----- outcome and views ---------------------------------------------------
    def outcome(self) -> Outcome | None:
        """The outcome once over."""
        return self.result

    def view_for(self, seat: int | None) -> "State":
        """What ``seat`` may know: its own hand and the cards it passed or was shown."""
        return self._masked(seat)

    def _masked(self, seat: int | None) -> "State":
        """The view of ``seat`` (kept apart from :meth:`view_for` so that the secrecy
        checks, which replace ``view_for``, still resample from the true secrets)."""
        v = self.clone()
        # a view holds None where it hides a hand or the conspirators (the engine never reads them)
        v.hands = [h if s == seat else None for s, h in enumerate(self.hands)]  # type: ignore[misc]
        if self.phase != "over":
            v.conspirators = None  # type: ignore[assignment]
        v.pending = [p if (s == seat or p is None) else -1 for s, p in enumerate(self.pending)]
        v.shown = [sh for sh in self.shown if seat in (sh.giver, sh.asker)]
        return v

    # ----- secrecy (checked by games.core.conformance) ---------------------
    def secrets(self, seat: int | None) -> dict:
        """What ``seat`` may not know: the others' hands, the conspirators until the
        end, the cards others chose to pass, and the cards shown between others."""
        out: dict = {("hand", s): h for s, h in enumerate(self.hands) if s != seat}
        if self.phase != "over":
            out["conspirators"] = self.conspirators
        out.update({("pending", s): p for s, p in enumerate(self.pending) if p is not None and s != seat})
        out["shown"] = tuple(sh for sh in self.shown if seat not in (sh.giver, sh.asker))
        return out

    def resample_hidden(self, seat: int | None, rng: random.Random) -> "State":
        """Another state ``seat`` cannot tell from this one: a deal consistent with all it
        knows (drawn by the deduction sampler, as for search). Cards shown between
        others are dropped, as in :meth:`determinize`: no rule reads them."""
        if seat is None:
            raise ValueError("Catilina resamples for a seat")
        return self._masked(seat).determinize(seat, rng)

    def determinize(self, seat: int, rng: random.Random) -> "State":
        """A full state consistent with this view of ``seat`` (hidden cards sampled)."""
        if self.conspirators is not None and all(h is not None for h in self.hands):
            return self.clone()
        k = Knowledge.from_view(self, seat)
        world = k.sample(rng, budget=20000) if k.model.ok else None
        if world is None:
            world = self._loose_world(seat, rng)
        s = self.clone()
        for o in range(self.n_seats):
            if s.hands[o] is None:
                s.hands[o] = tuple(bits(world[o]))
        s.conspirators = tuple(bits(world[self.n_seats]))
        if self.question is not None:
            _, kind, attr = self.question
            for g in self.givers:
                if s.pending[g] == -1:
                    match = [c for c in s.hands[g] if matches(c, kind, attr)]
                    s.pending[g] = rng.choice(match) if match else s.hands[g][0]
        return s

    def _loose_world(self, seat: int, rng: random.Random) -> list[int]:
        """A deal that keeps hand sizes and the known cards (when the solver gives up),
        and the conspirators once they are revealed."""
        known = {c for c in self.hands[seat]}
        revealed = set(self.conspirators or ())
        rest = [c for c in range(N_CARDS) if c not in known and c not in revealed]
        rng.shuffle(rest)
        world = [0] * (self.n_seats + 1)
        world[seat] = sum(1 << c for c in known)
        if revealed:
            world[self.n_seats] = sum(1 << c for c in revealed)
        i = 0
        for o in list(range(self.n_seats)) + [self.n_seats]:
            if o == seat or (revealed and o == self.n_seats):
                continue
            size = self.n_conspirators if o == self.n_seats else self.hand_sizes[o]
            world[o] = sum(1 << c for c in rest[i:i + size])
            i += size
        return world

    # ----- words ----------------------------------------------------------------
    def prompt(self, seat: int) -> Msg:
        """What ``seat`` must do now."""
        if self.phase == "over":
            return Msg("catilina.prompt.over")
        if self.phase == "give":
            asker, kind, attr = self._asked()
            if seat in self.to_act():
                return Msg("catilina.prompt.give", {"seat": seat, "seat2": asker, "what": what_msg(kind, attr)})
            return Msg("catilina.prompt.wait_give", {"seat": asker})
        if seat != self.turn:
            return Msg("catilina.prompt.wait", {"seat": self.turn})
        if self.phase == "accusing":
            return Msg("catilina.prompt.accusing", {"seat": seat})
        if self.individual:
            return Msg("catilina.prompt.turn_individual", {"seat": seat})
        return Msg("catilina.prompt.turn", {"seat": seat})

    def status(self) -> Msg:
        """Turn number, who asks, how many may still accuse."""
        if self.phase == "over":
            return Msg("catilina.status.over")
        if self.individual:
            return Msg("catilina.status.individual", {"turn": self.turn_no, "seat": self.turn,
                                                      "count": len(self.accused), "limit": INDIVIDUAL_LIMIT})
        left = sum(1 for o in self.out if not o)
        return Msg("catilina.status.turn", {"turn": self.turn_no, "seat": self.turn, "left": left})

    def explain_illegal(self, seat: int, action: Action) -> Msg:
        """A specific reason why ``action`` is not allowed for ``seat`` now."""
        if self.phase == "over":
            return Msg("core.err.game_over")
        if seat not in self.to_act():
            return Msg("core.err.not_your_turn", {"seat": seat})
        if self.phase == "give":
            if not isinstance(action, Give):
                return Msg("catilina.err.must_give")
            if action.card not in (self.hands[seat] or ()):
                return Msg("catilina.err.not_in_hand", {"card": card_msg(action.card)})
            return Msg("catilina.err.does_not_match", {"card": card_msg(action.card)})
        if isinstance(action, Give):
            return Msg("catilina.err.no_give")
        if self.phase == "accusing" and not isinstance(action, (AccuseCard, EndTurn)):
            return Msg("catilina.err.after_accusing")
        if isinstance(action, EndTurn):
            return Msg("catilina.err.end_turn")
        if isinstance(action, Ask):
            if action.target == seat or not -1 <= action.target < self.n_seats:
                return Msg("catilina.err.bad_target")
            if self._forbidden_question(seat, action.target, action.kind, action.attr):
                return Msg("catilina.err.same_question", {"seat": action.target})
            return Msg("catilina.err.bad_question")
        if isinstance(action, Accuse):
            if self.individual:
                return Msg("catilina.err.individual_only")
            lo, hi = sum_range(self.n_conspirators)
            return Msg("catilina.err.bad_total", {"lo": lo, "hi": hi})
        if isinstance(action, AccuseCard):
            if not self.individual:
                return Msg("catilina.err.sum_only")
            if any(a.card == action.card for a in self.accused):
                return Msg("catilina.err.already_accused", {"card": card_msg(action.card)})
            return Msg("catilina.err.own_card", {"card": card_msg(action.card)})
        return Msg("core.err.not_legal")

    def scores_now(self) -> tuple[float, ...] | None:
        """Correct accusations per seat once known (individual variant), else ``None``."""
        return tuple(float(x) for x in self.correct_counts) if self.correct_counts else None


def new_game(n_seats: int, seed: int, options: dict | None = None) -> State:
    """A new game: conspirators drawn and the rest dealt, all from ``seed``."""
    if not 3 <= n_seats <= 5:
        raise ValueError("Catilina takes 3 to 5 players")
    options = options or {}
    rng = random.Random(seed)
    s = State.__new__(State)
    s.n_seats = n_seats
    s.keep_cards = bool(options.get("keep", False))
    s.individual = bool(options.get("individual", False))
    if s.individual:
        n_consp = 12 if n_seats == 3 else 10
        deck = list(range(N_CARDS))
        rng.shuffle(deck)
        consp, rest = deck[:n_consp], deck[n_consp:]
    else:
        consp = [c * N_VALUES + rng.randrange(N_VALUES) for c in range(N_COLOURS)]
        rest = [c for c in range(N_CARDS) if c not in consp]
        if n_seats in (3, 4):
            consp.append(rest.pop(rng.randrange(len(rest))))
        rng.shuffle(rest)
    s.n_conspirators = len(consp)
    s.conspirators = tuple(sorted(consp))
    size = len(rest) // n_seats
    s.initial_size = size
    s.hands = [tuple(sorted(rest[i * size:(i + 1) * size])) for i in range(n_seats)]
    s.hand_sizes = [size] * n_seats
    s.out = [False] * n_seats
    s.turn, s.turn_no = 0, 1
    s.turns_taken = [1] + [0] * (n_seats - 1)
    s.phase, s.question, s.givers = "ask", None, ()
    s.pending = [None] * n_seats
    s.history, s.shown, s.accusations, s.accused = [], [], [], []
    s.last_question = None
    s.result = None
    s.correct_counts = None
    return s


def selfplay_stats(state: State, order) -> dict:
    """Turns the winner needed for a correct accusation, keyed by spec seat (selfplay report)."""
    out = {}
    won = state.accusations and state.accusations[-1].correct
    for s in range(state.n_seats):
        key = f"own turns to a correct accusation, seat {order[s] + 1}"
        out[key] = state.turns_taken[s] if won and state.accusations[-1].seat == s else None
    return out
