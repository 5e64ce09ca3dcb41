"""Caesar's invariants, from the rule text (checked by ``main.py fuzz`` after every action).

- **counters**: each player has five counters of their colour; after the set-up
  neutral counters fill the 25 squares, so there are ``25 - 5 * players``
  neutrals. Every counter is on the board, behind its player (during the
  set-up: not yet placed) or removed by a tie, never twice, never invented.
- **cards**: each player has the cards 1-9 and the flag; a card is either in
  the hand or was spent in a struggle whose cards were revealed (one card per
  side per struggle). No card twice, none lost.
- **stacks and the board**: during the set-up each occupied square holds one
  counter, and ``placed`` counts them.
- **players out**: a player is out exactly when they own no stack (after the set-up).
- **turn and phase**: who must act follows from the phase (the player on turn
  places or moves; both sides of a struggle choose a card; nobody once over);
  a player who is out is never on turn; a struggle is between a stack of the
  attacker and one of another player, in line with nothing between.
- **scores**: at the end every player scores the counters of the stacks they
  own; the winners are the players still in with the highest score.
- **end**: the game is over exactly when a hand is empty, fewer than two players
  remain, nobody can move, or everyone still in passed in a row.
"""
from __future__ import annotations

from ..core.invariants import InvariantError, no_negative, require, same_multiset

#: the squares of the board
SQUARES = 25
#: counters of each colour (rule: five counters per player)
PER_PLAYER = 5
#: every player's cards at the start (rule: 1-9 and a flag; the flag is 0)
CARDS = tuple(range(10))
NEUTRAL = -1


def _line(a: int, b: int):
    """The squares strictly between ``a`` and ``b`` in one row or column, else ``None``."""
    ra, ca = divmod(a, 5)
    rb, cb = divmod(b, 5)
    if a == b or (ra != rb and ca != cb):
        return None
    step = 1 if ra == rb else 5
    lo, hi = min(a, b), max(a, b)
    return list(range(lo + step, hi, step))


def _owner(stack):
    return stack[-1] if stack else None


def check(state) -> None:
    """Raise :class:`InvariantError` when the position breaks a rule (see the module)."""
    board = state.board
    require(len(board) == SQUARES, f"the board has {len(board)} squares, not {SQUARES}")
    setup = state.phase == "place"
    _check_counters(state, setup)
    _check_cards(state)
    alive = _check_players_out(state, setup)
    _check_turn(state)
    # ----- the end
    ended = (any(not h for h in state.hands) or len(alive) < 2
             or (not setup and not _any_move(board)) or (not setup and state.passes >= len(alive)))
    if state.phase == "over":
        _check_end(state, alive, ended)
    else:
        require(state.phase in ("place", "play", "struggle"), f"unknown phase {state.phase!r}")
        require(not ended, "an end condition holds but the game goes on")
        require(state.outcome() is None, "an outcome before the end")


def _check_counters(state, setup: bool) -> None:
    """Counters: board + removed + not yet placed = the box (and the set-up's own rules)."""
    n = state.n_seats
    board = state.board
    on_board = [c for st in board for c in st]
    bad = [c for c in on_board + list(state.removed) if c != NEUTRAL and not 0 <= c < n]
    require(not bad, f"counters of no player {bad}")
    unplaced = []
    if setup:
        placed = sum(1 for st in board if st)
        require(state.placed == placed, f"placed says {state.placed}, the board holds {placed} counters")
        require(all(len(st) <= 1 for st in board), "a stack formed during the set-up")
        require(NEUTRAL not in on_board, "a neutral counter during the set-up")
        require(state.placed < PER_PLAYER * n, "the set-up should be over")
        for s in range(n):
            left = PER_PLAYER - on_board.count(s)
            require(left >= 0, f"seat {s} has {on_board.count(s)} counters on the board")
            unplaced += [s] * left
        neutrals = 0
    else:
        neutrals = SQUARES - PER_PLAYER * n
    box = [s for s in range(n) for _ in range(PER_PLAYER)] + [NEUTRAL] * neutrals
    same_multiset("counters (board + removed + unplaced vs the box)", on_board + list(state.removed) + unplaced, box)


def _check_cards(state) -> None:
    """Cards: hand + spent = the ten cards, per player."""
    n = state.n_seats
    spent: list[list[int]] = [[] for _ in range(n)]
    for f in state.fought:
        a, d = f.struggle[0], f.struggle[1]
        require(a != d and 0 <= a < n and 0 <= d < n, f"a struggle of {a} against {d}")
        spent[a].append(f.cards[0])
        spent[d].append(f.cards[1])
    for s in range(n):
        hand = state.hands[s]
        require(list(hand) == sorted(set(hand)), f"seat {s}'s hand {hand} is not a sorted set")
        same_multiset(f"seat {s}'s cards (hand + spent)", list(hand) + spent[s], CARDS)


def _check_players_out(state, setup: bool) -> list[int]:
    """A player is out exactly when they own no stack (none during the set-up); the players
    still in are returned."""
    n = state.n_seats
    owners = {_owner(st) for st in state.board if st}
    if not setup:
        for s in range(n):
            require(state.out[s] == (s not in owners),
                    f"seat {s} is {'out' if state.out[s] else 'in'} but owns {'a' if s in owners else 'no'} stack")
    else:
        require(not any(state.out), "a player out during the set-up")
    return [s for s in range(n) if not state.out[s]]


def _check_turn(state) -> None:
    """Turn, phase, the struggle and the committed cards: who must act follows from the phase."""
    n = state.n_seats
    board = state.board
    phase = state.phase
    require(0 <= state.current < n, f"current seat {state.current}")
    no_negative("passes", [state.passes])
    to_act = state.to_act()
    committed = state.committed
    if phase == "struggle":
        require(state.struggle is not None, "a struggle phase without a struggle")
        a, d, src, dst = state.struggle
        require(_owner(board[src]) == a, f"the attacker {a} does not own the stack on {src}")
        require(_owner(board[dst]) == d and d != a and d != NEUTRAL,
                f"the defender's stack on {dst} is not another player's")
        gap = _line(src, dst)
        require(gap is not None and not any(board[t] for t in gap), f"squares {src} and {dst} are not in open line")
        require(a == state.current, "the attacker is not the player on turn")
        for s in range(n):
            c = committed[s]
            if s in (a, d):
                require(c is None or c in state.hands[s], f"seat {s} committed {c}, not in its hand")
            else:
                require(c is None, f"seat {s} committed a card outside the struggle")
        want = tuple(s for s in (a, d) if committed[s] is None)
        require(set(to_act) == set(want), f"to_act {to_act} in a struggle, expected {want}")
    else:
        require(state.struggle is None, "a struggle outside the struggle phase")
        require(all(c is None for c in committed), "a committed card outside a struggle")
    if phase in ("place", "play"):
        require(to_act == (state.current,), f"to_act {to_act}, but seat {state.current} is on turn")
        require(not state.out[state.current], f"seat {state.current} is out but on turn")


def _check_end(state, alive: list[int], ended: bool) -> None:
    """At the end: an end condition holds, nobody acts, and the scores and winners are the
    counters of the stacks each player owns."""
    require(state.to_act() == (), "to_act after the end")
    require(ended, "the game ended without an end condition")
    out = state.outcome()
    scores = [0] * state.n_seats
    for st in state.board:
        if st and st[-1] != NEUTRAL:
            scores[st[-1]] += len(st)
    require(list(out.scores) == scores, f"scores {out.scores}, recomputed {scores}")
    best = max((scores[s] for s in alive), default=None)
    winners = tuple(s for s in alive if scores[s] == best)
    require(tuple(out.winners) == winners, f"winners {out.winners}, recomputed {winners}")


def _any_move(board) -> bool:
    """Some player's stack sees another stack in line (an alliance or a struggle exists)."""
    for a in range(SQUARES):
        if not board[a] or board[a][-1] == NEUTRAL:
            continue
        for b in range(SQUARES):
            if b != a and board[b]:
                gap = _line(a, b)
                if gap is not None and not any(board[t] for t in gap):
                    return True
    return False


__all__ = ["check", "InvariantError"]
