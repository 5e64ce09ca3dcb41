"""Caesar's computer explains itself: why a move, the hard player's advice, a move judged
against the best one, and a seat's standing (the contract of :mod:`games.core.explain`).

Everything reads only the view it is given. Caesar hides nothing but a card committed face down
in a struggle, and the hard player never reads it (:func:`~games.caesar.ai.unpend`), so its
answers are the same in every hidden world consistent with a view. For advice the hard player
has no cap of processor time: its search is bounded by the count of positions it judges
(:data:`~games.caesar.ai.SEARCH_BUDGET`) and its generator is seeded with
:func:`~games.core.explain.view_seed`, so the same view always gets the same advice. In a
struggle it names the card its mixed strategy weighs most (a computer seat draws from that
strategy instead, so that it cannot be read).

**Values** are the hard player's chance to win, its evaluator's margin (from -1, lost, to 1,
won) mapped onto 0..1; a move's value is judged after the opponent's best reply (a struggle: as
the card game it opens, each pair of cards followed by that reply).

**Reasons** (:func:`reason`) have two halves: why the move, with its squares, stacks and cards
(:func:`because`: never the move itself again, which the log line or the advice above names),
and what set it apart from the next best choice (the counters owned after it, a stack left in
reach of a stronger one, a card spent, the odds, or how much more often it would lose), as
:func:`_versus` finds it, or nothing when nothing did. An attack that seldom wins says why it is
worth making all the same (:func:`_struggle_words`), and that every other move loses as surely
when the position is lost. :func:`what` says the move itself to the
seat that makes it (the advice, the review).

>>> from games.caesar.rules import new_game
>>> s = new_game(2, 1, {})
>>> standing(s.view_for(0), 0)
0.5
"""
from __future__ import annotations

import math
import random
import threading
import unicodedata

from ..core.explain import YOURS, Advice, Judgement, chance_msg, cost_msg, view_seed
from ..core.text import Msg
from .ai import (HardPlayer, OutOfBudget, outcome_chances, pick_placement, placement_scores, quick_struggle_value,
                 reply_mix, unpend)
from .ai_struggle import play_matrix, solve_matrix, struggle_margin, sure_struggles
from .explain_open import open_words
from .explain_place import _around, _corners_of, _place_versus, _place_words  # noqa: F401  (the set-up's words)
from .rules import (FLAG, NEUTRAL, PHASE_OVER, PHASE_PLACE, PHASE_PLAY, PHASE_STRUGGLE, Ally, Pass, Place,
                    PlayCard, State, Struggle, card_msg, in_line, square_name)

WHY = "caesar.why."
#: a face-down move is turned up before the end: its sealed reason is kept until then
REVEALED_IN_PLAY = True
MOVE = "caesar.move."
#: an attack that wins fewer than this many times in 100 is a long shot: its reason says why it
#: is worth making all the same (it is a must and risks least, or the stack is in reach anyway)
LONG_SHOT = 20
#: a chance to win at or below which a long shot is said to be the best of a lost position
LOST = 0.05
#: the width (in full-width characters, :func:`_width`) a Japanese reason keeps to, so that it
#: reads in four lines of the advice bubble after 「理由：」 with a name of an ordinary length
#: (:func:`fits`)
FITS_JA = 68.0
ENDS = {WHY + k for k in ("vs.plays_on", "vs.played_on", "vs.pass_ends", "vs.pass_ended")}


class _Adviser(HardPlayer):
    """The hard player with no cap of processor time (its work is bounded by counts alone)."""

    def __init__(self, view: State, seat: int):
        super().__init__(seed=view_seed(view, seat), seconds=math.inf)


def chance(margin: float) -> float:
    """The evaluator's margin (-1 lost .. 1 won) as a chance to win, 0..1.

    >>> chance(0.0), chance(1.0), chance(-2.0)
    (0.5, 1.0, 0.0)
    """
    return round(min(1.0, max(0.0, (margin + 1.0) / 2.0)), 6)


def standing(view: State, seat: int) -> float:
    """``seat``'s chance to win as the hard player's evaluator sees this view.

    No ``favoured`` reason for the review chart: its margin folds counters, cards and struggles in one."""
    if view.phase == PHASE_PLACE:
        return 0.5 if not view.out[seat] else 0.0
    if view.phase == PHASE_PLAY and view.current == seat \
            and any(_wins_now(view, seat, a) is not None for a in view.legal_actions(seat)):
        return 1.0                              # (a pass ends the game won: no estimate)
    return chance(_seen_margin(unpend(view), seat, _Adviser(view, seat).ev))


def _seen_margin(state: State, seat: int, ev) -> float:
    """``seat``'s margin of ``state`` as the advice sees it: a pending struggle as its card game
    over the hands in view (:func:`~games.caesar.ai_struggle.struggle_margin`: a struggle one
    card wins against every card left is won), and when the seat on turn has a struggle it wins
    for certain (:func:`~games.caesar.ai_struggle.sure_struggles`) and likes better than the
    board as it stands, the board valued as that struggle. The board alone read "about 1 in 3"
    for a player whose 6 beat every card left to the other side, while the advice said so."""
    if state.phase == PHASE_STRUGGLE:
        return struggle_margin(state, seat, ev) if seat in state.duel[:2] else ev.margin(state, seat)
    here = ev.margin(state, seat)
    if state.phase != PHASE_PLAY:
        return here
    mover = state.current
    best: tuple[float, State] | None = None
    for f in sure_struggles(state, mover):
        after = state.clone()
        after.apply_trusted(mover, f)
        v = struggle_margin(after, mover, ev)
        if best is None or v > best[0]:
            best = (v, after)
    if best is None or best[0] <= ev.margin(state, mover) or seat not in best[1].duel[:2]:
        return here
    return best[0] if seat == mover else struggle_margin(best[1], seat, ev)


# ----- values ------------------------------------------------------------------------------
def _card_game(p: HardPlayer, view: State, seat: int) -> tuple[list[int], list[float], list[float]]:
    """The pending struggle's cards for ``seat``, the hard player's strategy over them, and each
    card's value against the play that strategy answers: the opponent's equilibrium blended with
    the loose play its struggles so far show (:func:`~games.caesar.ai.reply_mix`). Valued against
    the equilibrium alone, the card the strategy weighs most (the advice) was at times not the
    best one, and the review then set a card played against another "better" card than the
    advice named, or let a card clearly worse than the advice's go unlisted."""
    state = unpend(view)
    a, d = state.duel[:2]
    other = d if seat == a else a
    payoff = p.card_game(state, seat)
    blend, share = reply_mix(p.model.uniform_share(state, other))
    strat, _ = play_matrix(payoff, 400, blend, share)
    _, cols, _ = solve_matrix(payoff, 400)
    model = [(1 - blend) * x + blend / len(cols) for x in cols]
    rows = [sum(x * q for x, q in zip(row, model, strict=True)) for row in payoff]
    return list(state.hands[seat]), strat, rows


def _filled(view: State, seat: int, square: int) -> State:
    """The set-up finished after ``seat`` places on ``square``: every later counter where the
    square heuristic puts it, the neutrals filled."""
    c = view.clone()
    c.apply_trusted(seat, Place(square))
    rng = random.Random(0)
    while c.phase == PHASE_PLACE:
        s = c.current
        c.apply_trusted(s, pick_placement(c, s, rng, 0.0))
    return c


def _margin(p: HardPlayer, view: State, seat: int, action) -> float:
    """The hard player's margin for ``seat`` after ``action`` and the opponent's best reply."""
    if isinstance(action, Place):
        return p.board_value(_filled(view, seat, action.square), seat, 1)
    if isinstance(action, PlayCard):
        cards, _, rows = _card_game(p, view, seat)
        return rows[cards.index(action.card)]
    if isinstance(action, Struggle):
        return p.struggle_value(view, seat, action, 1)
    c = view.clone()
    c.apply_trusted(seat, action)
    return p.reply_value(c, seat, 1)


def _value(p: HardPlayer, view: State, seat: int, action) -> float:
    """``_margin`` as a chance to win."""
    if view.phase == PHASE_OVER:
        return standing(view, seat)
    return chance(_margin(p, view, seat, action))


def _choice(p: HardPlayer, view: State, seat: int, cancel: threading.Event | None):
    """The hard player's choice (in a struggle, the card its strategy weighs most; in the set-up,
    its square with no noise)."""
    legal = view.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    if view.phase == PHASE_STRUGGLE:
        cards, strat, _ = _card_game(p, view, seat)
        return PlayCard(cards[max(range(len(cards)), key=lambda i: (strat[i], -i))])
    if view.phase == PHASE_PLACE:
        scores = placement_scores(view, seat)
        return Place(max(scores, key=lambda sq: (scores[sq], -sq)))
    won = next((a for a in legal if _wins_now(view, seat, a) is not None), None)
    return won if won is not None else p.choose(view, seat, cancel)   # (a certain win beats a likely one)


def _wins_now(view: State, seat: int, action) -> tuple[int, int] | None:
    """``seat``'s counters and the best other seat's when ``action`` ends the game at once with
    ``seat`` its only winner (a pass after every other seat passed), else ``None``."""
    after = _after(view, seat, action)
    if after is None or after.phase != PHASE_OVER:
        return None
    out = after.outcome()
    if out is None or tuple(out.winners) != (seat,):
        return None
    return after.score(seat), max(after.score(s) for s in range(after.n_seats) if s != seat)


# ----- words -------------------------------------------------------------------------------
def _stack(board, square: int) -> int:
    return len(board[square])


def _threat(board, square: int, owner: int) -> tuple[int, int, int] | None:
    """The strongest stack of another player in line with ``square`` that is at least as strong
    as the stack there: ``(its owner, its square, its size)``."""
    mine = len(board[square])
    worst = None
    for sq in in_line(board, square):
        st = board[sq]
        if st[-1] not in (owner, NEUTRAL) and len(st) >= mine and (worst is None or len(st) > worst[2]):
            worst = (st[-1], sq, len(st))
    return worst


def _exposed(state: State, seat: int) -> tuple[int, int, int, int, int] | None:
    """``seat``'s largest stack in line with another player's stack at least as strong:
    ``(its square, its size, the other's square, the other's size, the other's owner)``."""
    board = state.board
    out = None
    for sq, st in enumerate(board):
        if st and st[-1] == seat:
            t = _threat(board, sq, seat)
            if t is not None and (out is None or len(st) > out[1]):
                out = (sq, len(st), t[1], t[2], t[0])
    return out


def odds_msg(win: int, times: bool = False) -> Msg:
    """How often an attack wins (``win`` in 100) in the words the review's heading and the cost
    of a move use ("about 2 in 5", :func:`~games.core.explain.chance_msg`): one form of a chance
    on a review card. Under 4 in 100 "rarely", over 96 "almost surely".

    >>> [odds_msg(w).render("en") for w in (2, 50, 75, 98, 100)]
    ['rarely', 'about 1 in 2', 'about 3 in 4', 'almost surely', 'for certain']

    ``times``: the review's form ("2 times in 5", 「5回中2回」), which its heading, a chance to win
    the game in the first form, cannot be read into.

    >>> odds_msg(40, times=True).render("en"), odds_msg(40, times=True).render("ja").replace("\u2060", "")
    ('2 times in 5', '5回中2回')
    """
    if win < 4:
        return Msg(WHY + "odds.rare")
    if win >= 100:                  # (only a struggle won whatever is played: see _odds)
        return Msg(WHY + "odds.certain")
    if win > 96:
        return Msg(WHY + "odds.sure")
    said = chance_msg(win / 100)
    if not times:
        return said
    return Msg(WHY + "odds.times", {"count": said.params["k"], "n": said.params["n"]})   # ("1 time in 5")


def _odds(view: State, seat: int, action: Struggle) -> int:
    """In 100, how often ``seat`` wins the struggle ``action`` over every pair of cards left; 100
    only when one of its cards wins whatever the defender plays (the card advice then says it
    beats every card: the attacker chooses its card, the pairs alone would count its low ones)."""
    if action in sure_struggles(view, seat):
        return 100
    c = view.clone()
    c.apply_trusted(seat, action)
    win = outcome_chances(c)[0]
    return min(99, max(1, round(100 * win))) if win > 0 else 0     # (0 only when no pair of cards wins)


def _flag_only(view: State, seat: int, action: Struggle) -> bool:
    """True when a card of ``seat``'s beats every number the defender holds, and only the
    defender's flag can stop the attack (the card advice then says so: odds over every pair of
    cards, "2 times in 3", read as a coin the attacker does not toss)."""
    theirs = view.hands[view.board[action.dst][-1]]
    numbers = [c for c in view.hands[seat] if c != FLAG]
    top = max((c for c in theirs if c != FLAG), default=0)
    return FLAG in theirs and bool(numbers) and \
        _stack(view.board, action.src) + max(numbers) > _stack(view.board, action.dst) + top


def _biggest(state: State, seat: int) -> int:
    """The size of ``seat``'s largest stack."""
    return max((len(st) for st in state.board if st and st[-1] == seat), default=0)


def _alliances(state: State, seat: int) -> int:
    """How many alliances ``seat`` could make on this board (each a turn that risks nothing)."""
    return len(state.moves_of(seat)[0])


def _card_words(view: State, seat: int, card: int) -> Msg:
    """What ``card`` does in the pending struggle: how many of the other side's cards it beats."""
    a, d, src, dst = view.duel
    other = d if seat == a else a
    mine_sq, their_sq = (src, dst) if seat == a else (dst, src)
    gap = _stack(view.board, mine_sq) - _stack(view.board, their_sq)
    if card == FLAG:
        return Msg(WHY + "flag", {"n": _stack(view.board, mine_sq), "square": square_name(mine_sq)})
    theirs = [c for c in view.hands[other] if c != FLAG]
    beats = sum(1 for c in theirs if gap + card > c)
    params = {"card": card_msg(card), "k": beats, "total": len(view.hands[other]), "seat_foe": other,
              "m": _stack(view.board, mine_sq), "n": _stack(view.board, their_sq)}
    if theirs and beats == len(theirs):        # (every card: the flag, a card too, voids it)
        return Msg(WHY + ("card_sure_flag" if FLAG in view.hands[other] else "card_sure"), params)
    numbers = [c for c in view.hands[seat] if c != FLAG]
    if theirs and not any(gap + c > t for c in numbers for t in theirs) and card == min(numbers):
        return Msg(WHY + "card_none", params)       # (no card of its own wins: the least is spent)
    if theirs and beats == 0:                       # (a higher card could win: this one lets it go)
        return Msg(WHY + "card_spend", params)
    tie = [c for c in theirs if gap + card == c]    # (a tie removes both stacks: a beaten count hides it)
    return Msg(WHY + "card_tie", {**params, "tie": card_msg(tie[0])}) if tie else Msg(WHY + "card", params)


def _struggle_words(view: State, seat: int, action: Struggle, public: bool = False, times: bool = False) -> Msg:
    """Why the attack ``action``: its odds, and for a long shot (:data:`LONG_SHOT`) why it is
    worth it: the flag in hand can still void it (the odds count every pair of cards alike, but
    the attacker chooses its own), no alliance is left and this attack risks the fewest
    counters, or the stack attacked has the attacker's stack in reach anyway (its owner could
    strike first), so striking first risks no more and makes its owner spend a card. ``public``
    (a computer's attack, read by every seat while its card lies face down) leaves the flag out:
    said then, it reads as the card chosen (the card's own reason, kept until it is turned up,
    says what the flag did). ``times``: the odds in the review's form (:func:`odds_msg`)."""
    board = view.board
    win = _odds(view, seat, action)
    legal = view.legal_actions(seat)
    forced = not any(isinstance(b, Ally) for b in legal)
    params = {"seat_foe": board[action.dst][-1], "n": _stack(board, action.dst), "dst": square_name(action.dst),
              "m": _stack(board, action.src), "src": square_name(action.src), "p": odds_msg(win, times)}
    if _flag_only(view, seat, action):      # (the odds are the flag's: every number of theirs loses)
        params["p"], win = Msg(WHY + "odds.flag", {"seat_foe": board[action.dst][-1]}), 100
    if win >= LONG_SHOT:
        return Msg(WHY + ("struggle_forced" if forced else "struggle"), params)
    flag = FLAG in view.hands[seat] and not public
    if forced:
        least = min(_stack(board, b.src) for b in legal if isinstance(b, Struggle))
        cheapest = _stack(board, action.src) == least and len(legal) > 1
        key = "struggle_forced_flag" if flag else "struggle_forced_cheap" if cheapest else "struggle_forced"
    else:
        key = "struggle_first_flag" if flag else "struggle_first"
    return Msg(WHY + key + ("_nowin" if win == 0 else ""), params)    # ("about 0 times in 100": it cannot win)


def because(view: State, seat: int, action, public: bool = False, times: bool = False) -> Msg:
    """Why ``action``, by what it does, in a player's words, with its squares, stacks and cards
    (not the move itself: the log line or the advice above it names it); ``public``: said to
    every seat (:func:`_struggle_words`)."""
    if isinstance(action, Place):
        return _place_words(view, seat, action.square)
    if isinstance(action, PlayCard):
        return _card_words(view, seat, action.card)
    if isinstance(action, Struggle):
        return _struggle_words(view, seat, action, public, times)
    won = _wins_now(view, seat, action)
    if won is not None:
        return Msg(WHY + "wins_now", {"k": won[0], "j": won[1]})
    if isinstance(action, Ally):
        return _ally_words(view, seat, action)
    if not _alliances(view, seat):              # (nothing to keep: a pass with no alliance open)
        return Msg(WHY + "pass_stuck")
    return Msg(WHY + "pass")


def doing(view: State, seat: int, action) -> Msg:
    """What ``action`` does, in the review's words: :func:`because`, an attack's odds said as
    "2 times in 5" (:func:`odds_msg`) under a heading whose chance to win the game reads "about
    2 in 5"."""
    return because(view, seat, action, times=True)


def _ally_words(view: State, seat: int, action: Ally) -> Msg:
    """What an alliance makes (one stack of the two), and the stack it takes out of reach of
    another player's stronger one when it does: an alliance that saved a stack said only "the
    neutral counter joins: a stack of 2 under one colour". A stack it leaves (or puts) in reach
    of one as strong or stronger is named too (:func:`_reach`): "a stack of 2" was said of a stack
    moved from beside Marcus's 3 to beside his 2."""
    board = view.board
    total = _stack(board, action.src) + _stack(board, action.dst)
    key = "ally_neutral" if board[action.dst][-1] == NEUTRAL else "ally_own"
    params = {"m": _stack(board, action.src), "src": square_name(action.src),
              "n": _stack(board, action.dst), "dst": square_name(action.dst), "total": total}
    after = view.clone()
    after.apply_trusted(seat, action)
    mine = [action.src] if key == "ally_neutral" else [action.src, action.dst]
    threats = [(sq, t) for sq in mine if (t := _threat(board, sq, seat)) is not None]
    now = _threat(after.board, action.dst, seat)
    if not threats:
        if now is not None:     # (a stack moved into the reach of one as strong or stronger)
            return Msg(WHY + key + "_into", {**params, "reach": _reach(now, total, action.dst)})
        aim = _aim(view, after, seat, action)
        if aim is None:
            return Msg(WHY + key, params)
        params.update({"seat_foe": aim[0], "on": aim[2], "other": square_name(aim[1])})
        return Msg(WHY + key + "_aim", params)
    sq, (owner, osq, on) = max(threats, key=lambda x: (len(board[x[0]]), -x[0]))
    k = len(board[sq])
    params.update({"k": k, "square": square_name(sq), "seat_foe": owner, "on": on, "other": square_name(osq)})
    grown = osq in in_line(after.board, action.dst)
    if now is None:             # (still in line with that stack, but now the stronger: it outgrew it)
        return Msg(WHY + key + ("_level_grown" if grown and k == on else "_grown" if grown else "_safe"), params)
    if now[1] == osq and now[2] == total and k < on:    # (no match before, an even match now)
        return Msg(WHY + key + "_even", params)
    # (still in reach of that stack or another: the reason says which, never only "a stack of 2")
    reach = _reach(now, total, action.dst, now[1] == osq)
    return Msg(WHY + key + ("_still" if grown else "_moved"), {**params, "reach": reach})


def _reach(threat: tuple[int, int, int], total: int, dst: int, same: bool = False) -> Msg:
    """The stack of ``total`` on ``dst`` in reach of ``threat`` (``(owner, square, size)``):
    level with it, or the weaker (``same``: the stack the reason named already, not named again)."""
    owner, sq, size = threat
    return Msg(WHY + ("reach_level" if size == total else "reach") + ("_same" if same else ""),
               {"total": total, "dst": square_name(dst), "seat_near": owner, "near": size,
                "there": square_name(sq)})


def _aim(view: State, after: State, seat: int, action: Ally) -> tuple[int, int, int] | None:
    """The other player's stack the alliance's new stack can now attack as the stronger (in
    line with it and weaker, and not already so from the square it left), the largest one:
    ``(its owner, its square, its size)``, else ``None``. An alliance that put a stack of 3
    beside a lone counter, attacked next turn, said only "the neutral counter joins"."""
    total = len(after.board[action.dst])
    before = {sq for sq in in_line(view.board, action.src) if len(view.board[sq]) < len(view.board[action.src])}
    best = None
    for sq in in_line(after.board, action.dst):
        st = after.board[sq]
        if st[-1] in (seat, NEUTRAL) or len(st) >= total or sq in before:
            continue
        if best is None or len(st) > best[2]:
            best = (st[-1], sq, len(st))
    return best


def what(view: State, seat: int, action) -> Msg:
    """The move itself, said to the seat that makes it (the review's "played" and "better"
    lines): "your stack of 3 on C3 onto the neutral stack of 2 on B3"."""
    board = view.board
    if isinstance(action, Place):
        return Msg(MOVE + "place", {"square": square_name(action.square)})
    if isinstance(action, PlayCard):
        return Msg(MOVE + "card", {"card": card_msg(action.card)})
    if isinstance(action, (Struggle, Ally)):
        key = "struggle" if isinstance(action, Struggle) else \
            "ally_neutral" if board[action.dst][-1] == NEUTRAL else "ally_own"
        return Msg(MOVE + key, {"m": _stack(board, action.src), "src": square_name(action.src),
                                "n": _stack(board, action.dst), "dst": square_name(action.dst),
                                "seat_foe": board[action.dst][-1]})
    return Msg(MOVE + "pass")


def _after(view: State, seat: int, action) -> State | None:
    """The board right after ``action`` (``None`` for a card or a struggle, whose end is chance)."""
    if isinstance(action, (PlayCard, Struggle)) or view.phase == PHASE_PLACE:
        return None
    c = view.clone()
    c.apply_trusted(seat, action)
    return c


def _alt(view: State, seat: int, b) -> Msg:
    """The next best choice ``b`` in a few words."""
    if isinstance(b, PlayCard):
        return card_msg(b.card)
    if isinstance(b, Place):
        return Msg(WHY + "alt.place", {"square": square_name(b.square)})
    if isinstance(b, Struggle):
        return Msg(WHY + "alt.struggle", {"src": square_name(b.src), "dst": square_name(b.dst)})
    if isinstance(b, Ally):
        return Msg(WHY + "alt.ally", {"src": square_name(b.src), "dst": square_name(b.dst)})
    return Msg(WHY + "alt.pass")


def _versus(view: State, seat: int, a, b, d: float, alt: Msg | None = None, top: float | None = None) -> Msg | None:
    """What set ``a`` apart from the next best ``b`` (``d``: ``a``'s chance minus ``b``'s);
    ``None`` when nothing worth a word did (the two about as good, and no difference to name).
    ``alt`` names ``b`` (by default in a few words; the review, which says the cost itself:
    :data:`~games.core.explain.YOURS`); ``top``, ``a``'s chance to win, says the cost as the chance
    falling from it (:func:`~games.core.explain.cost_msg`)."""
    spent = alt is not None             # (the review: ``b`` was played, its card is gone)
    alt = _alt(view, seat, b) if alt is None else alt
    won = _wins_now(view, seat, a)
    if won is not None and _wins_now(view, seat, b) is None:
        return Msg(WHY + "vs.played_on", {"alt": alt, "k": won[0], "j": won[1]}) if spent \
            else Msg(WHY + "vs.plays_on", {"alt": alt})     # (the advice's first half says the score)
    placed = _place_versus(view, seat, a, b, alt) if isinstance(a, Place) and isinstance(b, Place) else None
    if placed is None and isinstance(b, Pass):
        placed = _pass_versus(view, seat, alt)
    if placed is not None:
        return placed
    if isinstance(a, PlayCard) and isinstance(b, PlayCard):
        if b.card == FLAG:
            return Msg(WHY + ("vs.spent_flag" if spent else "vs.keep_flag"), {"alt": alt})
        if a.card == FLAG:
            return _flag_versus(view, seat, b.card if spent else None, alt)
        if b.card > a.card:
            key = ("vs.spent_card" if spent else "vs.keep_card") + ("_flag" if _their_flag(view, seat) else "")
            return Msg(WHY + key, {"alt": alt, "card": card_msg(b.card), "seat_foe": _rival_in_duel(view, seat)})
        return _lower_versus(view, seat, a.card, b.card, alt)
    after_a, after_b = _after(view, seat, a), _after(view, seat, b)
    if after_b is not None:
        exposed_b = _exposed(after_b, seat)
        exposed_a = _exposed(after_a, seat) if after_a is not None else None
        if exposed_b is not None and (exposed_a is None or exposed_b[1] > exposed_a[1]):
            sq, n, osq, on, owner = exposed_b
            return Msg(WHY + "vs.exposed", {"alt": alt, "n": n, "square": square_name(sq), "seat_foe": owner,
                                            "on": on, "other": square_name(osq)})
        if after_a is not None and after_a.score(seat) > after_b.score(seat):
            own = isinstance(b, Ally) and view.board[b.dst][-1] == seat     # (no neutral taken in: say so)
            return Msg(WHY + ("vs.counters_own" if own else "vs.counters"),
                       {"alt": alt, "k": after_a.score(seat), "j": after_b.score(seat)})
        if after_a is not None:
            big_a = _biggest(after_a, seat)
            if big_a > _biggest(after_b, seat) and _largest_alone(view, seat, a, big_a):
                return Msg(WHY + "vs.biggest", {"k": big_a})
            left_a, left_b = _alliances(after_a, seat), _alliances(after_b, seat)
            if left_a > left_b:
                return _tempo_versus(view, seat, a, after_a, left_a, left_b, alt if spent else Msg(WHY + "alt.next"))
    if isinstance(a, Struggle) and isinstance(b, Struggle):
        p_a, p_b = _odds(view, seat, a), _odds(view, seat, b)
        apart = odds_msg(p_b) != odds_msg(p_a)        # (odds said alike are no difference)
        odds = odds_msg(p_b, spent)                   # (the review's form: :func:`doing`)
        if p_b < p_a and (apart or not p_b):
            return Msg(WHY + ("vs.struggle_odds" if p_b else "vs.struggle_nowin"), {"alt": alt, "p": odds})
        risk_a, risk_b = len(view.board[a.src]), len(view.board[b.src])
        if p_a < LONG_SHOT and risk_b > risk_a:
            key = "vs.risk" if p_b > p_a and apart else "vs.risk_same"
            return Msg(WHY + key, {"alt": alt, "p": odds, "k": risk_b, "j": risk_a})
        stake_a, stake_b = len(view.board[a.dst]), len(view.board[b.dst])
        if stake_b < stake_a and p_b >= p_a:
            return Msg(WHY + "vs.stake", {"alt": alt, "p": odds, "k": stake_b, "j": stake_a})
    if isinstance(b, Struggle) and not isinstance(a, Struggle):
        if spent:             # (the move played's words say its odds already: what it staked)
            return Msg(WHY + "vs.staked", {"alt": alt, "m": _stack(view.board, b.src), "src": square_name(b.src),
                                           "seat_foe": view.board[b.dst][-1]})
        p_b = _odds(view, seat, b)
        return Msg(WHY + ("vs.struggle_odds" if p_b else "vs.struggle_nowin"), {"alt": alt, "p": odds_msg(p_b)})
    cost = cost_msg(d, top)
    if cost is None or spent:
        return None
    if cost.key == "core.cost.games":     # ("about 1 game in 38" is no measure a player uses)
        return Msg(WHY + "vs.little", {"alt": alt})
    if cost.key == "core.cost.falls":     # (the game's chance, named apart from a struggle's odds)
        return Msg(WHY + "vs.game_falls", {"alt": alt, **cost.params})
    return Msg(WHY + "vs.worth", {"alt": alt, "cost": cost})


def versus_of(view: State, seat: int, best, taken, d: float) -> Msg | None:
    """What ``taken`` gave up against ``best`` (the advice the review sets against it, ``d`` the
    chance it lost), in the review's words: a pass after advice that let the other side end the
    game by passing in turn is said so, as when the judge's own best is set against it."""
    return _versus(view, seat, best, taken, d, YOURS)


def _pass_versus(view: State, seat: int, alt: Msg) -> Msg | None:
    """A pass that ends the game lost, or lets the next seat end it won by passing in turn: said
    so (a pass at 5 counters against 13 was said as "5 counters instead of 6")."""
    after = _after(view, seat, Pass())
    if after is None:
        return None
    if after.phase == PHASE_OVER:
        out = after.outcome()
        if out is None or seat in out.winners:
            return None
        best = max(after.score(o) for o in range(after.n_seats) if o != seat)
        return Msg(WHY + "vs.pass_ended", {"alt": alt, "k": best, "j": after.score(seat)})
    rival = after.current
    if rival == seat or Pass() not in after.legal_actions(rival) or _wins_now(after, rival, Pass()) is None:
        return None
    return Msg(WHY + "vs.pass_ends", {"alt": alt, "seat_foe": rival, "k": after.score(rival), "j": after.score(seat)})


def _tempo_versus(view: State, seat: int, a, after: State, k: int, n: int, alt: Msg) -> Msg:
    """An alliance that keeps more alliances open for later turns (``k``) than the next best
    ``alt`` (``n``): said of every other alliance when none keeps as many, else of "the next best
    move" (one alliance of many named would read as picked at random) or, in the review, of the
    move played; with what the rival who moves next still has in hand (the race that decides
    who must attack)."""
    rival = next((s for s in (after.current, *range(view.n_seats)) if s != seat and not after.out[s]), seat)
    r = _alliances(after, rival)
    left = Msg(WHY + ("rival_left" if r else "rival_none"), {"seat_foe": rival, "n": r})
    most = all(_alliances(_after(view, seat, b) or view, seat) < k
               for b in view.legal_actions(seat) if b != a and isinstance(b, Ally))
    key = "vs.tempo" + ("_most" if most else "") + (".last" if k == 1 else "")   # ("1 alliance ... none")
    return Msg(WHY + key, {"alt": alt, "k": k, "n": k - n, "rival": left})


def _rival_in_duel(view: State, seat: int) -> int:
    """The other side of the pending struggle."""
    a, d = view.duel[:2]
    return d if seat == a else a


def _their_flag(view: State, seat: int) -> bool:
    """True when the other side of the pending struggle still holds its flag (a higher card
    may then be voided: spent for nothing)."""
    return FLAG in view.hands[_rival_in_duel(view, seat)]


def _lower_versus(view: State, seat: int, card: int, low: int, alt: Msg) -> Msg:
    """Why ``card`` rather than the lower ``low``: how many of the other side's numbers each
    beats (and ties with: a tie removes both stacks), and the higher card still kept."""
    a, d, src, dst = view.duel
    other = d if seat == a else a
    mine_sq, their_sq = (src, dst) if seat == a else (dst, src)
    gap = _stack(view.board, mine_sq) - _stack(view.board, their_sq)
    theirs = [c for c in view.hands[other] if c != FLAG]
    k, j = (sum(1 for c in theirs if gap + x > c) for x in (card, low))
    ties = sum(1 for c in theirs if gap + low == c) - sum(1 for c in theirs if gap + card == c)
    higher = [c for c in view.hands[seat] if c != FLAG and c > card]
    few = Msg(WHY + ("few" if j else "few_none"), {"n": j})
    params = {"alt": alt, "k": k, "few": few, "seat_foe": other, "top": max(higher, default=card)}
    if j < k:
        return Msg(WHY + ("vs.lower_kept" if higher else "vs.lower"), params)
    if ties > 0:
        return Msg(WHY + "vs.lower_tie", params)
    return Msg(WHY + "vs.card_odds", params)


def _largest_alone(view: State, seat: int, a, big: int) -> bool:
    """True when no move of ``seat`` but ``a`` leaves it a stack of ``big`` or more (so "no other
    alliance makes a stack this large" is said of the whole board, not of one far-off move)."""
    for b in view.legal_actions(seat):
        if b != a and isinstance(b, Ally):
            c = view.clone()
            c.apply_trusted(seat, b)
            if _biggest(c, seat) >= big:
                return False
    return True


def _flag_versus(view: State, seat: int, card: int | None, alt: Msg) -> Msg:
    """Why the flag rather than a number (``card``: the one played, in the review; else the
    seat's highest): that number would tie with (a tie removes both stacks) or lose to the other
    side's highest, or to every card of the other side's from the lowest that beats it up, or the other side still holds its flag and would void a struggle the number
    wins; else that a number could still lose the stack."""
    a, d, src, dst = view.duel
    other = d if seat == a else a
    mine_sq, their_sq = (src, dst) if seat == a else (dst, src)
    numbers = [c for c in view.hands[seat] if c != FLAG]
    theirs = [c for c in view.hands[other] if c != FLAG]
    if card is None and numbers:
        card, alt = max(numbers), card_msg(max(numbers))
    if card is None or not theirs:
        return Msg(WHY + "vs.flag_safe", {"alt": alt})
    mine, theirs_sq = _stack(view.board, mine_sq) + card, _stack(view.board, their_sq)
    beaten = sorted(c for c in theirs if theirs_sq + c > mine)     # (every card above a line: "from 4 up")
    params = {"alt": alt, "seat_foe": other, "top": max(theirs)}
    if len(beaten) > 1:
        key = "vs.flag_beaten_all" if len(beaten) == len(theirs) else "vs.flag_beaten_from"
        return Msg(WHY + key, {**params, "low": beaten[0], "k": len(beaten)})
    if mine <= theirs_sq + max(theirs):
        return Msg(WHY + ("vs.flag_tie" if mine == theirs_sq + max(theirs) else "vs.flag_beaten"), params)
    if FLAG in view.hands[other]:
        return Msg(WHY + "vs.flag_theirs", params)
    return Msg(WHY + "vs.flag_safe", {"alt": alt})


def _reason(p: HardPlayer, view: State, seat: int, action, public: bool = False) -> tuple[Msg, float]:
    """Why ``seat`` takes ``action`` (and its value), judged by ``p``: what it does, and what set
    it apart from the next best choice by ``p``'s values (``public``: :func:`because`)."""
    main = because(view, seat, action, public)
    legal = view.legal_actions(seat)
    if len(legal) == 1 or view.phase == PHASE_OVER:
        only = Msg(WHY + "only", {"what": main})
        return (only if fits(only) else Msg(WHY + "just", {"what": main})), standing(view, seat)
    if view.phase == PHASE_STRUGGLE:
        cards, _, rows = _card_game(p, view, seat)
        mine = chance(rows[cards.index(action.card)])
        others = [(chance(v), PlayCard(c)) for c, v in zip(cards, rows, strict=True)   # (its own attack voided
                  if c != action.card and not (c == FLAG and seat == view.duel[0])]      # is no option to name)
    else:
        mine = _value(p, view, seat, action)
        others = [(_value(p, view, seat, b), b) for b in _shortlist(p, view, seat, legal, action)]
    if not others:
        return Msg(WHY + "just", {"what": main}), mine
    v, b = max(others, key=lambda t: (t[0], -legal.index(t[1]) if t[1] in legal else 0))
    vs = _versus(view, seat, action, b, mine - v, top=mine)
    if vs is not None and main.key == WHY + "card_spend" and vs.key == WHY + "vs.keep_card":
        vs = None                           # (the first half keeps the winning cards already)
    if vs is not None and not fits(Msg(WHY + "with", {"what": main, "vs": vs})):
        vs = None                           # (a second half that would make a fifth line)
    if not public and (vs is None or vs.key not in ENDS):     # (a stack left open to a likely loss)
        vs = open_words(view, seat, action, lambda gs: _guard_value(p, view, seat, gs), mine) or vs
    if isinstance(action, Struggle) and main.key.removesuffix("_nowin") in (WHY + "struggle_first", WHY + "struggle_forced") \
            and max(mine, v) <= LOST and _odds(view, seat, action) < LONG_SHOT:
        vs = Msg(WHY + "vs.lost")          # (a long shot with nothing better: every move loses)
    return (Msg(WHY + "just", {"what": main}) if vs is None else Msg(WHY + "with", {"what": main, "vs": vs})), mine


def _guard_value(p: HardPlayer, view: State, seat: int, guards: list) -> float:
    """The best chance to win among the moves ``guards`` (the best three by one ply valued)."""
    ranked = sorted(guards, key=lambda b: -p.ev.margin(_after(view, seat, b) or view, seat))
    return max(_value(p, view, seat, b) for b in ranked[:3])


def _shortlist(p: HardPlayer, view: State, seat: int, legal: list, action) -> list:
    """The other choices worth setting against ``action``: the best few by one ply."""
    if view.phase == PHASE_PLACE:
        scores = placement_scores(view, seat)
        return [Place(sq) for sq in sorted(scores, key=lambda sq: (-scores[sq], sq))[:4] if sq != action.square]
    ranked = []
    for i, b in enumerate(legal):
        if b == action:
            continue
        if isinstance(b, Struggle):
            v = quick_struggle_value(view, seat, b, p.ev)
        else:
            c = view.clone()
            c.apply_trusted(seat, b)
            v = p.ev.margin(c, seat)
        ranked.append((-v, i, b))
    ranked.sort(key=lambda t: (t[0], t[1]))
    return [b for _, _, b in ranked[:3]]


def _width(text: str) -> float:
    """A text's width in full-width characters (a Latin letter, digit or space is half; a word
    joiner, U+2060, none)."""
    return sum(1.0 if unicodedata.east_asian_width(c) in "WF" else 0.5 for c in text if c != "\u2060")


def fits(why: Msg) -> bool:
    """True when ``why`` reads in four lines of the Japanese advice bubble (:data:`FITS_JA`,
    with the name マルクス): the second half of a reason that would not is left out (its first
    half says what the move does). English lines hold about twice the letters.

    >>> fits(Msg(WHY + "just", {"what": Msg(WHY + "pass")}))
    True
    """
    return _width(why.render("ja", ["マルクス"] * 5)) <= FITS_JA


# ----- the contract ------------------------------------------------------------------------
def reason(view: State, seat: int, action) -> Msg:
    """Why ``seat`` takes ``action`` in ``view``: what it does, and what set it apart from the
    next best choice (see the module text). Every seat reads it as soon as the move is made, so
    an attack's reason says nothing of the attacker's own card (:func:`_struggle_words`)."""
    return _reason(_Adviser(view, seat), view, seat, action, public=True)[0]


def advise(view: State, seat: int, cancel: threading.Event | None = None) -> Advice:
    """The hard player's choice for ``seat`` with its reason and value; when ``cancel`` is set it
    answers with the best move found so far."""
    p = _Adviser(view, seat)
    try:
        action = _choice(p, view, seat, cancel)
    except OutOfBudget:                     # (cancelled before a move was judged)
        action = view.legal_actions(seat)[0]
    why, value = _reason(p, view, seat, action)
    return Advice(action, why, value)


def judge(view: State, seat: int, action, cancel: threading.Event | None = None) -> Judgement:
    """``action`` of ``seat`` set against the best choice, both judged after the opponent's best
    reply (the best: the highest of the few moves best by one ply, and ``action``; in a struggle
    the card the advice names, each card valued against the play its strategy answers, so a
    review never sets a card against another than the advice's)."""
    p = _Adviser(view, seat)
    legal = view.legal_actions(seat)
    if len(legal) == 1 or view.phase == PHASE_OVER:
        best = Advice(action, Msg(WHY + "only", {"what": because(view, seat, action)}), standing(view, seat))
        return Judgement(best, action, best.value)
    if view.phase == PHASE_STRUGGLE:         # (the best: the advice's card, :func:`_choice`)
        cards, strat, rows = _card_game(p, view, seat)
        vals = {PlayCard(c): chance(v) for c, v in zip(cards, rows, strict=True)}
        top = PlayCard(cards[max(range(len(cards)), key=lambda i: (strat[i], -i))])
    else:
        cands = [action] + _shortlist(p, view, seat, legal, action)
        vals = {}
        for b in cands:
            if cancel is not None and cancel.is_set() and vals:
                break
            vals[b] = _value(p, view, seat, b)
        top = max(vals, key=lambda b: (vals[b], _wins_now(view, seat, b) is not None, -legal.index(b)))
    best = Advice(top, _reason(p, view, seat, top)[0], vals[top])
    taken = vals.get(action, best.value)
    versus = None if top == action else _versus(view, seat, top, action, best.value - taken, YOURS)
    return Judgement(best, action, taken, versus)
