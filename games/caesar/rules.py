"""The rules of Caesar (Reiner Knizia), for 2-5 players.

A 5x5 board. Each player has five counters of their colour and ten cards:
1-9 and a flag. In five placement rounds everyone puts one counter per turn
on an empty square; neutral counters then fill every square still empty.
All the counters on one square form a *stack*: its owner is the colour of
its top counter, its strength the number of counters in it.

On a turn a player either makes an **alliance** (moves one of their stacks
onto one of their own or a neutral stack in line with it), or starts a
**struggle** (one of their stacks against another player's stack in line):
both choose a card face down and reveal together. A flag on either side
voids the struggle; otherwise strength + card decides, the higher total
moves its whole stack on top of the loser's square, and equal totals remove
both stacks. Every card played is spent. A player with no legal struggle may
pass. A player owning no stack is out. The game ends when a player has no
card left, fewer than two players remain, nobody can make any move, or every
player still in the game passes in one full round. Each player scores every
counter in the stacks they own.

Squares are numbered ``0..24`` row by row: ``square = 5 * row + column``;
:func:`square_name` gives the log name (columns ``A-E``, rows ``1-5``).
A stack is a tuple of counters from bottom to top; a counter is a seat
index or :data:`NEUTRAL`. Cards are ``1..9`` and :data:`FLAG` (``0``).

>>> s = new_game(2, 1, {})
>>> s.to_act(), len(s.legal_actions(0)), square_name(0), square_name(24)
((0,), 25, 'A1', 'E5')
"""
from __future__ import annotations

import random
from typing import NamedTuple, cast

from ..core import caches
from ..core.actions import Action, Codec, Event
from ..core.decisions import Decision, DecisionRules, Options
from ..core.state import GameState, Outcome
from ..core.text import Msg
from .components import (  # noqa: F401  (re-exported: the screen, the AI and the tests read them from here)
    ALL_CARDS, COUNTERS, END_REASONS, FLAG, GAME, HIDDEN, N_SQUARES, NEUTRAL, PHASE_OVER, PHASE_PLACE,
    PHASE_PLAY, PHASE_STRUGGLE, RAYS, SIZE, between, card_msg, in_line, parse_square, square_name)
from .moves import (  # noqa: F401  (re-exported)
    Allied, Ally, CardCommitted, CardsRevealed, CounterPlaced, Eliminated, GameEnded, NeutralsFilled, Pass,
    Place, PlayCard, Struggle, StruggleDeclared, StruggleTied, StruggleVoid, StruggleWon, end_msg)


# ---------------------------------------------------------------------------
# the state
# ---------------------------------------------------------------------------
class Fight(NamedTuple):
    """A struggle as it stood when its two cards were revealed (public from then on).

    Kept so that a player can look back at how each opponent chose its cards.
    """
    board: tuple
    hands: tuple
    out: tuple
    struggle: tuple
    cards: tuple

    def position(self, like: "State") -> "State":
        """The position as the cards were being chosen (other fields taken from ``like``)."""
        c = like.clone()
        c.board, c.hands, c.out = list(self.board), list(self.hands), list(self.out)
        c.struggle, c.phase, c.passes = self.struggle, PHASE_STRUGGLE, 0
        c.committed = [None] * c.n_seats
        return c


class State(DecisionRules, GameState):
    """A position of Caesar; every field is public except others' committed cards.

    - ``board``: 25 stacks (tuples of counters, bottom to top; ``()`` empty)
    - ``hands``: per seat, the sorted tuple of cards still held (public)
    - ``phase``: ``"place"``, ``"play"``, ``"struggle"`` or ``"over"``
    - ``current``: the seat whose turn it is
    - ``placed``: counters placed so far in the set-up
    - ``struggle``: ``(attacker, defender, src, dst)`` while cards are chosen, else ``None``
    - ``committed``: per seat, the card chosen for the struggle, ``None`` if none,
      :data:`HIDDEN` in a view that may not see it
    - ``out``: per seat, True once the seat owns no stack
    - ``passes``: passes in a row (any other move resets it)
    - ``turn``: play turns taken so far
    - ``removed``: counters removed from the game by ties (in removal order)
    - ``fought``: every struggle whose cards were revealed, as :class:`Fight` (in order)
    - ``end_reason`` / ``end_seat``: why the game ended (see :data:`END_REASONS`)

    The contract (``to_act``, ``legal_actions``, ``is_legal``, ``prompt``,
    ``explain_illegal``) follows from :meth:`decision`, derived from these
    fields: a placement, a move, or the struggle's simultaneous secret choice
    of a card by its two seats.
    """

    __slots__ = ("board", "hands", "phase", "current", "placed", "struggle", "committed",
                 "out", "passes", "turn", "removed", "end_reason", "end_seat", "fought")
    def __init__(self, n_seats: int):
        self.n_seats = n_seats
        self.board: list[tuple] = [()] * N_SQUARES
        self.hands: list[tuple] = [ALL_CARDS] * n_seats
        self.phase = PHASE_PLACE
        self.current = 0
        self.placed = 0
        self.struggle: tuple[int, int, int, int] | None = None
        self.committed: list = [None] * n_seats
        self.out: list[bool] = [False] * n_seats
        self.passes = 0
        self.turn = 0
        self.removed: tuple = ()
        self.end_reason: str | None = None
        self.end_seat: int | None = None
        self.fought: tuple = ()

    # ----- copying ------------------------------------------------------
    def clone(self) -> "State":
        """An independent copy."""
        c = State.__new__(State)
        c.n_seats = self.n_seats
        c.board = list(self.board)
        c.hands = list(self.hands)
        c.phase = self.phase
        c.current = self.current
        c.placed = self.placed
        c.struggle = self.struggle
        c.committed = list(self.committed)
        c.out = list(self.out)
        c.passes = self.passes
        c.turn = self.turn
        c.removed = self.removed
        c.end_reason = self.end_reason
        c.end_seat = self.end_seat
        c.fought = self.fought
        return c

    def view_for(self, seat: int | None) -> "State":
        """A copy where every committed card but ``seat``'s own is :data:`HIDDEN`."""
        v = self.clone()
        for s, card in enumerate(v.committed):
            if card is not None and s != seat:
                v.committed[s] = HIDDEN
        return v

    # ----- secrecy (checked by games.core.conformance) ---------------------
    def secrets(self, seat: int | None) -> dict:
        """What ``seat`` may not know: the cards the others committed to the struggle."""
        return {("committed", s): card for s, card in enumerate(self.committed)
                if card is not None and s != seat}

    def resample_hidden(self, seat: int | None, rng: random.Random) -> "State":
        """Another true state ``seat`` cannot tell from this one: each other committed
        card drawn again from its owner's hand (a committed card stays in the hand
        until the reveal)."""
        c = self.clone()
        for s, card in enumerate(self.committed):
            if card is not None and s != seat:
                c.committed[s] = rng.choice(self.hands[s])
        return c

    def determinize(self, seat: int, rng: random.Random) -> "State":
        """A full state: each hidden committed card drawn from that seat's (public) hand."""
        d = self.clone()
        for s, card in enumerate(d.committed):
            if card == HIDDEN:
                d.committed[s] = rng.choice(d.hands[s])
        return d

    # ----- reading ------------------------------------------------------
    @property
    def duel(self) -> tuple[int, int, int, int]:
        """The pending struggle ``(attacker, defender, src, dst)``: read only while one is pending."""
        duel = self.struggle
        assert duel is not None, "no struggle is pending"
        return duel

    @property
    def struggles(self) -> int:
        """Struggles fought to the reveal so far."""
        return len(self.fought)

    def owner(self, square: int) -> int | None:
        """The owner of the stack on ``square`` (:data:`NEUTRAL` possible), ``None`` if empty."""
        st = self.board[square]
        return st[-1] if st else None

    def strength(self, square: int) -> int:
        """The number of counters on ``square``."""
        return len(self.board[square])

    def score(self, seat: int) -> int:
        """Counters in the stacks ``seat`` owns."""
        return sum(len(st) for st in self.board if st and st[-1] == seat)

    def scores(self) -> tuple[int, ...]:
        """Every seat's score now."""
        out = [0] * self.n_seats
        for st in self.board:
            if st and st[-1] >= 0:
                out[st[-1]] += len(st)
        return tuple(out)

    def stacks_of(self, seat: int) -> list[int]:
        """The squares of the stacks ``seat`` owns."""
        return [sq for sq, st in enumerate(self.board) if st and st[-1] == seat]

    def in_game(self) -> list[int]:
        """Seats still in the game."""
        return [s for s in range(self.n_seats) if not self.out[s]]

    def moves_of(self, seat: int) -> tuple[list[Action], list[Action]]:
        """``(alliances, struggles)`` open to ``seat`` on the board now."""
        board = self.board
        allies: list[Action] = []
        fights: list[Action] = []
        for src in range(N_SQUARES):
            st = board[src]
            if not st or st[-1] != seat:
                continue
            for ray in RAYS[src]:
                for t in ray:
                    other = board[t]
                    if other:
                        top = other[-1]
                        if top == seat or top == NEUTRAL:
                            allies.append(_ALLY[src][t])
                        else:
                            fights.append(_STRUGGLE[src][t])
                        break
        return allies, fights

    def has_struggle(self, seat: int) -> bool:
        """True when ``seat`` has a legal struggle on the board."""
        board = self.board
        for src in range(N_SQUARES):
            st = board[src]
            if not st or st[-1] != seat:
                continue
            for ray in RAYS[src]:
                for t in ray:
                    other = board[t]
                    if other:
                        top = other[-1]
                        if top != seat and top != NEUTRAL:
                            return True
                        break
        return False

    def any_move_left(self) -> bool:
        """True when some player still in the game has a legal alliance or struggle."""
        board = self.board
        for src in range(N_SQUARES):
            st = board[src]
            if not st or st[-1] == NEUTRAL:
                continue
            for ray in RAYS[src]:
                for t in ray:
                    if board[t]:
                        return True
        return False

    # ----- the contract ---------------------------------------------------
    over_prompt = "caesar.prompt.over"

    def decision(self) -> Decision | None:
        """The pending decision: the seat on turn places or moves; in a struggle both
        seats choose a card at once (a committed card counts as chosen). A board
        picks a move by its source, then its target (``fields``).
        """
        phase = self.phase
        if phase == PHASE_PLAY:
            return Decision((self.current,), _PLAY, None, fields=("src", "dst"), wait="caesar.prompt.wait")
        if phase == PHASE_STRUGGLE:
            a, d = self.duel[:2]
            return Decision((a, d), "caesar.prompt.card",
                            {a: _hand_options(self.hands[a]), d: _hand_options(self.hands[d])},
                            fields=("card",), accepts=(PlayCard,), wrong="caesar.err.card_now",
                            repeat="caesar.err.committed",
                            wait="caesar.prompt.wait_cards", choices=(self.committed[a], self.committed[d]))
        if phase == PHASE_PLACE:
            return Decision((self.current,), "caesar.prompt.place", None, fields=("square",), accepts=(Place,),
                            wrong="caesar.err.placing", wait="caesar.prompt.wait")
        return None

    def decision_options(self, decision: Decision, seat: int) -> list[Action]:
        """Placements on the empty squares; or alliances, then struggles (a pass only without one)."""
        if self.phase == PHASE_PLACE:
            return [_PLACE[sq] for sq in range(N_SQUARES) if not self.board[sq]]
        allies, fights = self.moves_of(seat)
        if not fights:
            allies.append(_PASS)
        return allies + fights

    def decision_allows(self, decision: Decision, seat: int, action: Action) -> bool:
        """The fast test of a placement or a move: only the squares it names are looked at."""
        kind = type(action)
        board = self.board
        if self.phase == PHASE_PLACE:
            square = cast(Place, action).square     # a placement is asked for: only Place is accepted
            return 0 <= square < N_SQUARES and not board[square]
        if kind is Pass:
            return not self.has_struggle(seat)
        if not isinstance(action, (Ally, Struggle)):
            return False
        src, dst = action.src, action.dst
        if not (0 <= src < N_SQUARES and 0 <= dst < N_SQUARES) or not board[src] or not board[dst]:
            return False
        if board[src][-1] != seat:
            return False
        gap = between(src, dst)
        if gap is None or any(board[t] for t in gap):
            return False
        top = board[dst][-1]
        return (top == seat or top == NEUTRAL) == (kind is Ally)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Apply a legal action."""
        kind = type(action)
        if kind is PlayCard:
            return self._commit(seat, cast(PlayCard, action).card)
        if kind is Ally or kind is Struggle:
            move = cast("Ally | Struggle", action)
            if kind is Ally:
                return self._ally(seat, move.src, move.dst)
            return self._declare(seat, move.src, move.dst)
        if kind is Pass:
            self.passes += 1
            self.turn += 1
            return self._after_turn([])
        return self._place(seat, cast(Place, action).square)

    def _place(self, seat: int, square: int) -> list[Event]:
        self.board[square] = (seat,)
        self.placed += 1
        events: list[Event] = [CounterPlaced(seat, square)]
        if self.placed < COUNTERS * self.n_seats:
            self.current = (self.current + 1) % self.n_seats
            return events
        empty = tuple(sq for sq in range(N_SQUARES) if not self.board[sq])
        for sq in empty:
            self.board[sq] = (NEUTRAL,)
        events.append(NeutralsFilled(empty))
        self.phase = PHASE_PLAY
        self.current = 0
        return self._check_end(events)

    def _ally(self, seat: int, src: int, dst: int) -> list[Event]:
        merged = self.board[dst] + self.board[src]
        self.board[dst] = merged
        self.board[src] = ()
        self.passes = 0
        self.turn += 1
        return self._after_turn([Allied(seat, src, dst, len(merged))])

    def _declare(self, seat: int, src: int, dst: int) -> list[Event]:
        defender = self.board[dst][-1]
        self.struggle = (seat, defender, src, dst)
        self.phase = PHASE_STRUGGLE
        self.passes = 0
        return [StruggleDeclared(seat, defender, src, dst, len(self.board[src]), len(self.board[dst]))]

    def _commit(self, seat: int, card: int) -> list[Event]:
        self.committed[seat] = card
        events: list[Event] = [CardCommitted(seat)]
        a, d, src, dst = self.duel
        ca, cd = self.committed[a], self.committed[d]
        if ca is None or cd is None:
            return events
        # both chosen: reveal, spend, resolve
        self.fought = self.fought + (Fight(tuple(self.board), tuple(self.hands), tuple(self.out),
                                           (a, d, src, dst), (ca, cd)),)
        self.hands[a] = tuple(c for c in self.hands[a] if c != ca)
        self.hands[d] = tuple(c for c in self.hands[d] if c != cd)
        self.committed[a] = self.committed[d] = None
        self.struggle = None
        self.phase = PHASE_PLAY
        self.turn += 1
        events.append(CardsRevealed(a, d, ca, cd))
        board = self.board
        if ca == FLAG or cd == FLAG:
            events.append(StruggleVoid(a, d, src, dst))
            return self._after_turn(events)
        ta, td = len(board[src]) + ca, len(board[dst]) + cd
        if ta == td:
            gone = board[src] + board[dst]
            board[src] = board[dst] = ()
            self.removed = self.removed + gone
            events.append(StruggleTied(a, d, src, dst, ta, len(gone)))
            losers: tuple[int, ...] = (a, d)
        else:
            if ta > td:
                w, l, ws, ls, tw, tl = a, d, src, dst, ta, td
            else:
                w, l, ws, ls, tw, tl = d, a, dst, src, td, ta
            board[ls] = board[ls] + board[ws]
            board[ws] = ()
            events.append(StruggleWon(w, l, ws, ls, tw, tl, len(board[ls])))
            losers = (l,)
        for s in losers:
            if not any(st and st[-1] == s for st in board):
                self.out[s] = True
                events.append(Eliminated(s))
        return self._after_turn(events)

    def _after_turn(self, events: list[Event]) -> list[Event]:
        """Hand the turn on (skipping seats that are out), then check the end."""
        n = self.n_seats
        nxt = self.current
        for _ in range(n):
            nxt = (nxt + 1) % n
            if not self.out[nxt]:
                break
        self.current = nxt
        return self._check_end(events)

    def _check_end(self, events: list[Event]) -> list[Event]:
        reason, who = None, None
        players = self.in_game()
        empty = [s for s in range(self.n_seats) if not self.hands[s]]
        if empty:
            reason, who = "cards", empty[0]
        elif len(players) < 2:
            reason = "players"
        elif not self.any_move_left():
            reason = "stuck"
        elif self.passes >= len(players):
            reason = "passes"
        if reason is None:
            return events
        self.phase = PHASE_OVER
        self.end_reason, self.end_seat = reason, who
        out = self.outcome()
        assert out is not None and out.scores is not None, "the game has just ended, with scores"
        events.append(GameEnded(reason, who, out.scores, out.winners))
        return events

    def outcome(self) -> Outcome | None:
        """Scores (counters owned), the winners and the end reason.

        The winners are the seats still in the game with the highest score
        (equal highest share). A seat that is out never wins, so when one tie
        removes the last stacks of every player still in, nobody wins.
        """
        if self.phase != PHASE_OVER:
            return None
        scores = self.scores()
        alive = self.in_game()
        # a seat knocked out earlier never wins; if one tie removed the last
        # stacks of everyone still in, nobody wins
        best = max((scores[s] for s in alive), default=0)
        winners = tuple(s for s in alive if scores[s] == best)
        if not winners:
            result = Msg("caesar.result.none")
        elif len(winners) == 1:
            result = Msg("caesar.result.single", {"seat": winners[0], "n": best})
        else:
            result = Msg("caesar.result.shared", {"seats": [Msg("caesar.name", {"seat": w}) for w in winners],
                                                  "n": best})
        assert self.end_reason is not None, "an ended game knows why"
        reason = Msg("caesar.end.reason", {"why": end_msg(self.end_reason, self.end_seat), "result": result})
        return Outcome(tuple(float(x) for x in scores), winners, reason)

    def scores_now(self) -> tuple[float, ...] | None:
        """Counters owned right now (the score chart)."""
        if self.phase == PHASE_PLACE:
            return None
        return tuple(float(x) for x in self.scores())

    # ----- words for the window ---------------------------------------------
    def prompt(self, seat: int) -> Msg:
        """What ``seat`` must do now (on its move: which kinds of move it has)."""
        if self.phase != PHASE_PLAY or seat != self.current:
            return DecisionRules.prompt(self, seat)
        allies, fights = self.moves_of(seat)
        if fights and allies:
            return Msg("caesar.prompt.ally_or_struggle", {"seat": seat})
        if fights:
            return Msg("caesar.prompt.struggle", {"seat": seat})
        if allies:
            return Msg("caesar.prompt.ally_or_pass", {"seat": seat})
        return Msg("caesar.prompt.pass", {"seat": seat})

    def status(self) -> Msg:
        """Round / phase line."""
        if self.phase == PHASE_PLACE:
            return Msg("caesar.status.place", {"round": self.placed // self.n_seats + 1, "rounds": COUNTERS})
        if self.phase == PHASE_STRUGGLE:
            a, d, src, dst = self.duel
            return Msg("caesar.status.struggle", {"seat": a, "seat2": d, "src": square_name(src),
                                                  "dst": square_name(dst)})
        if self.phase == PHASE_OVER:
            return Msg("caesar.status.over")
        return Msg("caesar.status.play", {"turn": self.turn + 1, "struggles": self.struggles})

    def explain_option(self, decision: Decision, seat: int, action: Action) -> Msg:
        """A specific reason why ``action`` is not legal for ``seat`` now."""
        phase = self.phase
        kind = type(action)
        if phase == PHASE_PLACE:
            square = cast(Place, action).square     # the decision accepts only Place here
            if not 0 <= square < N_SQUARES:
                return Msg("caesar.err.no_square")
            return Msg("caesar.err.occupied", {"square": square_name(square)})
        if phase == PHASE_STRUGGLE:
            card = cast(PlayCard, action).card      # the decision accepts only PlayCard here
            return Msg("caesar.err.no_card", {"card": card_msg(card) if 0 <= card <= 9
                                              else Msg("caesar.card.n", {"n": card})})
        if kind is Place:
            return Msg("caesar.err.setup_over")
        if kind is PlayCard:
            return Msg("caesar.err.no_struggle")
        if kind is Pass:
            return Msg("caesar.err.must_struggle")
        if isinstance(action, (Ally, Struggle)):
            src, dst = action.src, action.dst
            if not (0 <= src < N_SQUARES and 0 <= dst < N_SQUARES):
                return Msg("caesar.err.no_square")
            s_name, d_name = square_name(src), square_name(dst)
            if self.owner(src) != seat:
                return Msg("caesar.err.not_yours", {"square": s_name})
            if not self.board[dst]:
                return Msg("caesar.err.empty", {"square": d_name})
            gap = between(src, dst)
            if gap is None:
                return Msg("caesar.err.not_line", {"src": s_name, "dst": d_name})
            if any(self.board[t] for t in gap):
                return Msg("caesar.err.blocked", {"src": s_name, "dst": d_name})
            top = self.owner(dst)
            if kind is Ally:
                return Msg("caesar.err.ally_enemy", {"square": d_name})
            if top == NEUTRAL:
                return Msg("caesar.err.attack_neutral", {"square": d_name})
            return Msg("caesar.err.attack_own", {"square": d_name})
        return Msg("core.err.not_legal")


# prebuilt actions (the search asks for them often)
_PLACE = tuple(Place(sq) for sq in range(N_SQUARES))
_ALLY = tuple(tuple(Ally(s, d) for d in range(N_SQUARES)) for s in range(N_SQUARES))
_STRUGGLE = tuple(tuple(Struggle(s, d) for d in range(N_SQUARES)) for s in range(N_SQUARES))
_CARD = tuple(PlayCard(c) for c in ALL_CARDS)
_PASS = Pass()
#: the kind of the move decision (its prompt names the kinds of move open, see ``State.prompt``)
_PLAY = "caesar.prompt.ally_or_struggle"
_HAND_OPTIONS: dict = caches.kept(f"{__name__}.hand_options")


def _hand_options(hand: tuple) -> Options:
    """The card options of ``hand`` (one shared object per hand)."""
    opts = _HAND_OPTIONS.get(hand)
    if opts is None:
        opts = _HAND_OPTIONS[hand] = Options(_CARD[c] for c in hand)
    return opts

CODEC = Codec([Place, Ally, Struggle, PlayCard, Pass,
               CounterPlaced, NeutralsFilled, Allied, StruggleDeclared, CardCommitted, CardsRevealed,
               StruggleVoid, StruggleWon, StruggleTied, Eliminated, GameEnded])
State.codec = CODEC


def new_game(n_seats: int, seed: int = 0, options: dict | None = None) -> State:
    """A new game for ``n_seats`` (2-5) at the first placement. Caesar has no chance: ``seed`` is unused."""
    if not 2 <= n_seats <= 5:
        raise ValueError(f"Caesar takes 2-5 players, not {n_seats}")
    return State(n_seats)


def selfplay_stats(state: State, order) -> dict:
    """Extra lines for the selfplay report: struggles, counters removed, how games end."""
    out: dict[str, float] = {"struggles per game": state.struggles, "counters removed by ties": len(state.removed),
           "winning score": max(state.scores())}
    for r in END_REASONS:
        out[f"share ended by {r}"] = 1.0 if state.end_reason == r else 0.0
    return out
