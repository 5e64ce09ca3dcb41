"""A stack of the mover's that another player can attack and likely beat, left so by the advised
move: the reason names it and what the move weighs against it (an advice that made a stack of 8
said nothing of a stack of 2 beside Marcus's 4, the very stack he took next)."""
from __future__ import annotations

from ..core.text import Msg
from .components import in_line
from .rules import FLAG, NEUTRAL, PHASE_PLAY, Ally, Pass, State, square_name

WHY = "caesar.why."


def _wins(hands, attacker: int, defender: int, gap: int) -> bool:
    """True when ``attacker``'s stack, ``gap`` stronger, beats ``defender``'s more often than not
    over every pair of cards left (a flag voids)."""
    pairs = [(a, d) for a in hands[attacker] for d in hands[defender]]
    won = sum(1 for a, d in pairs if FLAG not in (a, d) and gap + a - d > 0)
    return bool(pairs) and 2 * won > len(pairs)


def open_stack(state: State, seat: int, skip: int | None = None) -> tuple[int, int, int, int, int] | None:
    """``seat``'s largest stack (not the one on ``skip``) in line with another player's stronger
    stack that likely beats it: ``(its square, its size, the other's square, its size, its owner)``."""
    board = state.board
    out = None
    for sq, st in enumerate(board):
        if not st or st[-1] != seat or sq == skip:
            continue
        for osq in in_line(board, sq):
            them = board[osq]
            if them[-1] in (seat, NEUTRAL) or len(them) <= len(st):
                continue
            if _wins(state.hands, them[-1], seat, len(them) - len(st)) and \
                    (out is None or (len(st), len(them)) > (out[1], out[3])):
                out = (sq, len(st), osq, len(them), them[-1])
    return out


def _guarded(view: State, seat: int, b, square: int) -> bool:
    """True when ``b`` (an alliance or a pass) leaves no stack of ``seat`` on ``square`` open."""
    after = view.clone()
    after.apply_trusted(seat, b)
    hit = open_stack(after, seat)
    return not after.board[square] or after.board[square][-1] != seat or hit is None or hit[0] != square


def open_words(view: State, seat: int, action, guard_value, mine: float) -> Msg | None:
    """What the move ``action`` leaves open and weighs against it: the stack another player likely
    beats, and that no move guards it or that guarding it (the best such move, valued by
    ``guard_value`` over them) wins the game less often than ``action``'s ``mine`` (or about as often)."""
    if view.phase != PHASE_PLAY or not isinstance(action, (Ally, Pass)):
        return None
    after = view.clone()
    after.apply_trusted(seat, action)
    hit = open_stack(after, seat, action.dst if isinstance(action, Ally) else None)
    if hit is None:
        return None
    sq, n, osq, on, owner = hit
    params = {"n": n, "square": square_name(sq), "seat_foe": owner, "on": on, "other": square_name(osq)}
    guards = [b for b in view.legal_actions(seat) if isinstance(b, (Ally, Pass)) and b != action
              and _guarded(view, seat, b, sq)]
    if not guards:
        return Msg(WHY + "vs.open_none", params)
    best = guard_value(guards)
    return Msg(WHY + ("vs.open_worse" if mine - best >= 0.02 else "vs.open_even"), params)
