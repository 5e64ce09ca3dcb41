"""CAESAR!'s computer explains itself: why a placement or a bonus, the hard player's advice, a
move judged against the best one, and a seat's standing (the contract of
:mod:`games.core.explain`).

Everything reads only ``state.view_for(seat)`` (a state handed in whole is hidden again first). The
hard player
(:class:`~games.seize_rome.ai.HardPlayer`) weighs its best placements over worlds dealt from the
tokens a seat cannot see (the other screen, both bags); for advice it has no cap of processor
time: it deals a fixed number of worlds (:data:`WORLDS`) from a generator seeded with
:func:`~games.core.explain.view_seed`, so the same view always gets the same advice. Auto-Crassus
(the solo game's scripted seat) decides by the rule text's priorities; his reason says, as a player
would, his aim in the province he chose and how he picked it and his token (his log line names
the move and the priority, so that the reason under it says more than the line).

**Values** are the evaluation (:func:`~games.seize_rome.ai.evaluate`: markers placed, open
provinces, bonuses, room left) as a chance to win by a logistic curve (:func:`chance`). In a
reason a placement is valued after the rest of its turn (closings, bonuses), as the normal
player does; in the advice and a judgement, by the hard player's search (the other seat's best
reply too, averaged over the worlds), so that the advice followed is never judged a mistake.

**Reasons** say what a placement does (the province it closes, by how much and the bonus token
it takes; else the values it adds and the standing there; a province it leaves one space from
closing, which the other seat can close next) and what set it apart from the next best placement
(a province that one would close for the other seat, leave one space from closing, the same
result by another token, or the evaluation's difference). A placement is named by its token's
values and the side its higher value faces (:func:`placing`).

>>> from games.seize_rome.rules import new_game
>>> s = new_game(2, 1, {"expansions": "base"})
>>> 0.0 < standing(s.view_for(0), 0) < 1.0
True
"""
from __future__ import annotations

import math
import threading
from typing import Any

from ..core.explain import YOURS, Advice, Judgement, cost_msg, view_seed
from ..core.text import Msg
from .ai import (EMPTIED, WIN, HardPlayer, bonus_choice, best_places, evaluate, finish_own, rate_place, screen_risk,
                 screen_when_foe_plays)
from .components import border_msg, bonus_msg, influence_tokens, markers_each, placement_msg, province_msg, token_msg
from .explain_bonus import bonus_words
from .explain_favoured import favoured  # noqa: F401  (the review chart's reason)
from .explain_then import befell, fall_cause, quiet_move  # noqa: F401  (what followed a move; what made a fall)
from .moves import Bonus, CrassusBonus, CrassusPlace, Flip, Place, TakeCenturion
from .rules import State
from .topology import load_topology

WHY = "seize_rome.why."
#: worlds the advice deals from the unseen tokens (the hard player's own number)
WORLDS = 10
#: worlds a judgement deals (the review judges every move: a smaller budget than the advice)
JUDGE_WORLDS = 4
#: evaluation points that move a chance to win from one half to about 73 in 100
SCALE = 8.0
#: a difference of evaluation below which two placements are "nearly as good"
CLOSE = 0.25


def chance(value: float) -> float:
    """The evaluation as a chance to win, 0..1.

    >>> chance(0.0), round(chance(8.0), 2), chance(1000.0)
    (0.5, 0.73, 1.0)
    """
    return round(1.0 / (1.0 + math.exp(-max(-700.0, min(700.0, value / SCALE)))), 6)


def standing(view: State, seat: int) -> float:
    """``seat``'s chance to win as the evaluation sees this view, surer as the end nears
    (:func:`nearness`): 1 marker left against 10 is all but won, where 12 against 3 more
    early on is a lead that can still turn.

    >>> from games.seize_rome.rules import new_game
    >>> s = new_game(2, 1, {})
    >>> s.markers = [1, 10]
    >>> standing(s, 0) > 0.95, standing(s, 1) < 0.05
    (True, True)
    """
    if view.winner is not None:
        return 1.0 if view.winner == seat else 0.0
    lost = screen_risk(view)       # (a screen Poison may empty: a loss as sure early as late)
    rest = evaluate(view, seat) - EMPTIED * (lost[1 - seat] - lost[seat])
    p = chance(rest / nearness(view))
    return round(min(1.0, max(0.0, lost[1 - seat] + (1.0 - lost[0] - lost[1]) * p)), 6)


def nearness(view: State) -> float:
    """How far the game still has to run, 1 at the start, less as the seat nearest the end
    places its markers: the square root of the fewest markers left over the markers each seat
    starts with. An evaluation counts markers; what can still change before the game ends
    grows as the square root of the turns left (the swings of the turns to come add up, one
    way or the other), so an evaluation is divided by it before it is read as a chance.

    >>> from games.seize_rome.rules import new_game
    >>> s = new_game(2, 1, {})
    >>> nearness(s), (setattr(s, "markers", [3, 10]), round(nearness(s), 2))[1]
    (1.0, 0.5)
    """
    return math.sqrt(min(1.0, max(1, min(view.markers)) / markers_each()))


# ----- values -------------------------------------------------------------------------------
def _value(view: State, seat: int, action) -> float:
    """The evaluation after ``action`` (a placement: after the rest of its turn)."""
    if isinstance(action, Place):
        return rate_place(view, seat, action)
    c = view.clone()
    c.apply_trusted(seat, action)
    return evaluate(c, seat)


def _rivals(view: State, seat: int, action, k: int = 3, public: bool = False) -> dict:
    """``action`` and the ``k`` moves the evaluation likes most beside it, each valued.

    ``public``: only placements that show no more than ``action`` does (the same token, or
    face down like it), so that a reason read by the other seat names no token still behind
    the mover's screen."""
    moves: list[Any]
    if view.phase == "place" and public and isinstance(action, Place):
        same = [a for a in view.legal_actions(seat) if isinstance(a, Place) and _shows_no_more(a, action)]
        moves = sorted(same, key=lambda a: -_value(view, seat, a))[:k + 1]
    elif view.phase == "place":
        moves = list(best_places(view, seat, k + 1))
    else:
        legal = view.legal_actions(seat)
        moves = sorted(legal, key=lambda a: -_value(view, seat, a))[:k + 1]
    out = {a: _value(view, seat, a) for a in moves}
    if action not in out:
        out[action] = _value(view, seat, action)
    return out


def _shows_no_more(b: Place, a: Place) -> bool:
    """Whether naming placement ``b`` tells no more of the mover's screen than ``a`` once made
    (the same token face up, or a token face down like ``a``)."""
    return b.token == a.token if a.toward else not b.toward


# ----- words --------------------------------------------------------------------------------
def _after(view: State, seat: int, action) -> State:
    c = view.clone()
    c.apply_trusted(seat, action)
    return c


def _closings(view: State, seat: int, action) -> list[tuple[str, int, int]]:
    """The provinces ``action`` closes: ``(province, seat's influence, the other's)``."""
    c = _after(view, seat, action)
    return [(p, c.influence(p)[seat], c.influence(p)[1 - seat]) for p in sorted(c.closed - view.closed)]


def _one_left(state: State, seat: int) -> tuple[str, int, int] | None:
    """An open province with one free border space where the other seat leads: it can close it."""
    topo = load_topology()
    for p in topo.provinces:
        if p.id in state.closed:
            continue
        free = [b for b in p.borders if b not in state.tokens]
        inf = state.influence(p.id)
        if len(free) == 1 and inf[1 - seat] > inf[seat]:
            return p.id, inf[seat], inf[1 - seat]
    return None


def senate_wins(after: State, seat: int) -> bool:
    """Whether ``seat``, to use the Senate token it has just taken with a province it won,
    puts its last control marker down with it (one under each Senate token it holds) and
    wins: the placement wins the game, and no province is closed "next"."""
    if after.winner is not None or seat not in after.to_act():
        return False
    for b in after.legal_actions(seat):
        if isinstance(b, Bonus) and b.kind == "senate" and b.use:
            c = after.clone()
            c.apply_trusted(seat, b)
            if c.winner == seat and c.end_reason == "marker":
                return True
    return False


def _game_over(view: State, seat: int, a: Place, words: Msg) -> Msg:
    """``words`` of a closing, saying so when its control markers end the game (the last
    marker of either seat goes down, or goes down under the Senate token it takes): a
    closing that won the game read like any other."""
    after = _after(view, seat, a)
    if senate_wins(after, seat):
        inner = words.params["what"] if words.key == WHY + "senate_markers" else words
        return Msg(WHY + "wins_game_senate", {"what": inner})
    if after.end_reason != "marker":     # (a seat left with no move ends it too: not this)
        return words
    own = [b for b, owner in new_borders(view, seat, a) if owner == seat]
    if after.winner == seat and own:    # (the border markers go down before the last marker wins)
        return Msg(WHY + "wins_game_borders", {"what": words, "n": len(own), "border": border_msg(own[0])})
    return Msg(WHY + ("wins_game" if after.winner == seat else "loses_game"), {"what": words, "seat_foe": 1 - seat})


def _both_won(view: State, closed: list[tuple[str, int, int]]) -> Msg:
    """Two provinces closed and won at once, with their totals and the bonus tokens taken (the
    second one's win and bonus went unsaid: "wins Aegyptus and takes its Wealth token", when
    Creta was won too and its Might taken)."""
    (p, mine, theirs), (q, q_mine, q_theirs) = closed
    params: dict[str, Any] = {"province": province_msg(p), "mine": mine, "theirs": theirs,
                              "also": province_msg(q), "also_mine": q_mine, "also_theirs": q_theirs}
    bonuses = [bonus_msg(b) for b in (view.bonuses.get(p), view.bonuses.get(q)) if b]
    key = ("close_win_both", "close_win_both_bonus", "close_win_both_bonuses")[len(bonuses)]
    params.update(zip(("bonus", "also_bonus"), bonuses))
    return Msg(WHY + key, params)


def _place_words(view: State, seat: int, a: Place) -> Msg:
    """What a placement does: what it closes and takes, or the values it adds."""
    if not a.toward:
        return Msg(WHY + "place_down", {"border": border_msg(a.border)})
    closed = _closings(view, seat, a)
    if len(closed) > 1 and all(m > t for _, m, t in closed[:2]):
        return _game_over(view, seat, a, _both_won(view, closed[:2]))
    if closed:
        p, mine, theirs = closed[0]
        bonus = view.bonuses.get(p)
        params: dict[str, Any] = {"province": province_msg(p), "mine": mine, "theirs": theirs,
                                  "seat_foe": 1 - seat}
        key = "close_win" if mine > theirs else "close_tie" if mine == theirs else "close_lose"
        if len(closed) > 1:
            params["also"] = province_msg(closed[1][0])
            key += "_two"
        if bonus and (mine > theirs or len(closed) == 1):
            key = key.replace("_two", "") + "_bonus" + ("_two" if len(closed) > 1 else "")
            params["bonus"] = bonus_msg(bonus)       # the placer takes it, won or not
            was = view.influence(p)
            if key == "close_lose_bonus" and view.crassus == 1 - seat and was[1 - seat] >= was[seat] \
                    and _after(view, seat, a).winner is None:
                key = "close_lose_bonus_his"         # (his already: he could close it next, his rule 1)
        if mine == theirs and view.tie_winner() == 1 - seat:
            key += "_his"                            # (a tie is his: the province goes to him)
        words = Msg(WHY + key, params)
        if bonus == "senate" and mine > theirs:      # (one marker under each Senate token then held)
            words = Msg(WHY + "senate_markers", {"what": words, "n": view.senates[seat] + 1})
        return _game_over(view, seat, a, words)
    after = _after(view, seat, a).influence(a.toward)
    return Msg(WHY + _standing(view.influence(a.toward), after, seat),
               {"token": placement_msg(a.token, a.border, a.toward), "province": province_msg(a.toward),
                "mine": after[seat], "theirs": after[1 - seat], "seat_foe": 1 - seat})


#: the keys of a placement that closes nothing (:func:`_standing`)
PLACE_KEYS = tuple(WHY + k for k in ("place_widen", "place_lead", "place_level", "place_behind"))


def _standing(before, after, seat: int) -> str:
    """The key of what a placement that closes nothing does to the province its higher value
    faces, from its totals ``before`` and ``after`` ("X stands 4 to 2 against Y after it" read
    like a table): widens a lead, takes the lead, draws level, or narrows the other's lead.

    >>> [_standing(b, a, 0) for b, a in (((3, 1), (7, 1)), ((0, 2), (4, 2)), ((0, 2), (2, 2)), ((0, 5), (3, 5)))]
    ['place_widen', 'place_lead', 'place_level', 'place_behind']
    """
    mine, theirs = after[seat], after[1 - seat]
    if mine > theirs:
        return "place_widen" if before[seat] > before[1 - seat] else "place_lead"
    return "place_level" if mine == theirs else "place_behind"


def placing(action: Place, key: str = "placing") -> Msg:
    """A placement face up as a player says it, as the log says it
    (:func:`~.components.placement_msg`): "the shield 5/1 on the border Asia–Syria, with 5
    toward Syria"."""
    return placement_msg(action.token, action.border, action.toward, WHY + key)


def what(view: State, seat: int, action) -> Msg:
    """The move itself in a few words (the review's "played" and "better" lines)."""
    if isinstance(action, Place) and action.toward:
        return placing(action, "move.place")
    return _alt(view, seat, action)


def because(view: State, seat: int, action, you: bool = False) -> Msg:
    """What ``action`` does, in a player's words, without naming the move again (the log line or
    the advice above the reason names it); ``you``: said to ``seat``."""
    if isinstance(action, Place):
        return _place_words(view, seat, action)
    if isinstance(action, Bonus):
        if not action.use:
            return Msg(WHY + "bonus_discard", {"bonus": bonus_msg(action.kind), "seat": seat})   # (the mover's side)
        if action.kind == "senate" and action.province:
            return _senate_words(view, seat, action.province, you)
        return bonus_words(view, seat, action)
    if isinstance(action, Flip):
        return _flip_words(view, seat, action)
    if isinstance(action, TakeCenturion):
        return Msg(WHY + "centurion", {"token": token_msg(action.token)})
    return Msg(WHY + "other", {"move": action.msg(seat)})


def _flip_words(view: State, seat: int, action: Flip) -> Msg:
    """What turning a token face down changes: the open province beside it whose count falls
    most, before and after ("face down, it counts for nothing" named the target only)."""
    kind, _, bid = action.target.partition(":")
    if kind == "token" and bid in load_topology().border_ids:
        after = _after(view, seat, action)
        falls = [(view.influence(p)[1 - seat] - after.influence(p)[1 - seat], p)
                 for p in load_topology().border(bid).provinces if p not in view.closed]
        if falls and max(falls)[0] > 0:
            p = max(falls)[1]
            was, now = view.influence(p), after.influence(p)
            return Msg(WHY + "flip_token", {"province": province_msg(p), "mine0": was[seat], "theirs0": was[1 - seat],
                                            "mine": now[seat], "theirs": now[1 - seat]})
    return Msg(WHY + "flip", {"target": action.msg(seat).params["target"]})


def _senate_words(view: State, seat: int, pid: str, you: bool = False) -> Msg:
    """What keeping the Senate token of ``pid`` does now: a marker under each Senate token then
    held when ``seat`` controls ``pid``; else nothing goes down now, but each token kept adds one
    to what a later Senate token pays (the advice once promised markers for a province lost)."""
    n = min(view.senates[seat] + 1, view.markers[seat])     # (the last marker down ends the game)
    key = "senate_held" if view.controller(pid) == seat else "senate_not_held"
    return Msg(WHY + key, {"province": province_msg(pid), "n": n, "seat": Msg(WHY + "you") if you else seat})


def _crassus_bonus(view: State, seat: int, action: CrassusBonus) -> Msg:
    """Why Auto-Crassus used or set aside a bonus token: his rules, and what it did."""
    if not action.use:
        return Msg(WHY + "crassus_set_aside", {"bonus": bonus_msg(action.kind), "seat": seat})
    if action.kind == "senate" and action.province:
        return Msg(WHY + "crassus_senate", {"seat": seat, "what": _senate_words(view, seat, action.province)})
    left = len(view.hands[1 - seat]) - 1
    return Msg(WHY + "crassus_poison", {"seat": seat, "seat_foe": 1 - seat, "n": max(0, left)})


def _alt(view: State, seat: int, b) -> Msg:
    """The next best move ``b`` in a few words."""
    if isinstance(b, Place) and b.toward:
        return Msg(WHY + "alt.place", {"token": placing(b)})
    if isinstance(b, Place):
        return Msg(WHY + "alt.down", {"border": border_msg(b.border)})
    if isinstance(b, Bonus):
        return Msg(WHY + ("alt.use" if b.use else "alt.discard"), {"bonus": bonus_msg(b.kind)})
    if isinstance(b, Flip):
        return Msg(WHY + "alt.flip", {"target": b.msg(seat).params["target"]})
    if isinstance(b, TakeCenturion):
        return Msg(WHY + "alt.centurion", {"token": token_msg(b.token)})
    return Msg(WHY + "other", {"move": b.msg(seat)})


def _versus(view: State, seat: int, a, b, d: float, dc: float, alt: Msg | None = None,
            top: float | None = None, you: bool = False) -> Msg | None:
    """What set ``a`` apart from the next best ``b`` (``d``: ``a``'s evaluation minus ``b``'s;
    ``dc``: the same as chances to win); ``None`` when nothing worth a word did. ``alt`` names
    ``b`` (by default in a few words; the review, which names the move played apart and says its
    cost itself: :data:`~games.core.explain.YOURS`, and only what it gave up in the game's terms);
    ``top``, ``a``'s chance to win, says the cost as the chance falling from it."""
    review = alt is not None
    alt = _alt(view, seat, b) if alt is None else alt
    if isinstance(a, Place) and isinstance(b, Place):
        left = screen_threat(view, seat, b)
        if left is not None and screen_threat(view, seat, a) is None:
            return Msg(WHY + ("vs.screen_you" if you or review else "vs.screen"),
                       {"alt": alt, "province": province_msg(left), "seat": seat, "seat_foe": 1 - seat})
        lost = [(p, m, t) for p, m, t in _closings(view, seat, b) if t > m]
        if lost:
            p, m, t = lost[0]
            params = {"alt": alt, "province": province_msg(p), "mine": m, "theirs": t, "seat_foe": 1 - seat}
            foe_borders = [bid for bid, owner in new_borders(view, seat, b) if owner != seat]
            if foe_borders:
                return Msg(WHY + "vs.gives_border", {**params, "border": border_msg(foe_borders[0])})
            return Msg(WHY + "vs.gives", params)
        open_b = _one_left(_after(view, seat, b), seat)
        if open_b is not None and _one_left(_after(view, seat, a), seat) is None:
            p, m, t = open_b
            return Msg(WHY + "vs.one_left", {"alt": alt, "province": province_msg(p), "mine": m, "theirs": t,
                                             "seat_foe": 1 - seat})
        if _closings(view, seat, a) and not _closings(view, seat, b):
            return Msg(WHY + "vs.closes_nothing", {"alt": alt, "does": _place_words(view, seat, b)})
    cost = _cost(dc, top, 1 - seat)
    if review:
        return _given_up(view, seat, a, b, alt) if isinstance(a, Place) and isinstance(b, Place) else None
    if d < CLOSE or cost is None:
        return _close_call(view, seat, b, alt, a)
    tie = _tie_within_reach(view, seat, a, b) if isinstance(a, Place) and isinstance(b, Place) else None
    if tie is not None:     # (the size of the difference with its cause)
        p, m, t, need = tie
        return Msg(WHY + ("vs.worth_tie" if need > 0 else "vs.worth_tie_now"), {
            "alt": alt, "cost": cost, "province": province_msg(p), "mine": m, "theirs": t, "need": need,
            "seat_foe": 1 - seat})
    return Msg(WHY + "vs.worth", {"alt": alt, "cost": cost})


#: a difference of chance to win from which a reason gives its size in figures ("about 1 more
#: game in 5"); below it, "makes Auto-Crassus a little likelier to win"
FIGURE = 0.15


def _cost(dc: float, top: float | None, foe: int) -> Msg | None:
    """:func:`~games.core.explain.cost_msg`, a small difference said as a player would (not
    "about 1 more game in 21"), and a won game given up as a sure win."""
    cost = cost_msg(dc, top, foe=foe)
    if cost is not None and cost.key == "core.cost.falls" and top is not None and top >= chance(WIN):
        return Msg(WHY + "cost.sure_win", {"now": cost.params["now"]})     # (not "a near certainty")
    if cost is not None and cost.key in ("core.cost.gives", "core.cost.games") and dc < FIGURE:
        return Msg(WHY + "cost.little", {"seat_foe": foe})
    return cost


def _tie_within_reach(view: State, seat: int, a: Place, b: Place) -> tuple[str, int, int, int] | None:
    """A province the other placement ``b`` leaves one space from closing where the other seat,
    who wins ties, needs less toward it to take it than after ``a``: ``(province, seat's total,
    the other's, what it needs)``; None when ties are not the other seat's or none is."""
    if view.tie_winner() != 1 - seat:
        return None
    after_a = _after(view, seat, a)
    reach = max(tok.lo for tok in influence_tokens().values())    # (he closes it with his smaller number)
    for p, m, t in leaves_one(view, seat, b):
        need = m - t
        if need > reach:
            continue
        ia = after_a.influence(p)
        left_a = p not in after_a.closed and sum(1 for x in load_topology().province(p).borders
                                                 if x not in after_a.tokens) == 1
        if (p in after_a.closed and ia[seat] > ia[1 - seat]) or (left_a and ia[seat] - ia[1 - seat] > need) \
                or (not left_a and p not in after_a.closed):
            return p, m, t, need
    return None


def _given_up(view: State, seat: int, a: Place, b: Place, alt: Msg) -> Msg | None:
    """For the review, when nothing weightier set them apart: what the placement ``b`` played
    gave up against the better ``a``, in the board's terms: a province ``a`` would have won that
    ``b`` leaves open, or ``a``'s province left with a smaller lead; ``None``: neither."""
    taken = {p for p, _m, _t in _closings(view, seat, b)}
    won = [(p, m, t) for p, m, t in _closings(view, seat, a) if m > t and p not in taken]
    if won:
        p, m, t = won[0]
        return Msg(WHY + "vs.left_open", {"alt": alt, "province": province_msg(p), "mine": m, "theirs": t})
    if not a.toward:
        return None
    p = a.toward
    ia, ib = _after(view, seat, a).influence(p), _after(view, seat, b).influence(p)
    if ia[seat] - ia[1 - seat] > ib[seat] - ib[1 - seat]:
        key = "vs.lead_still" if tuple(ib) == tuple(view.influence(p)) else "vs.lead"     # (「のまま」: unchanged)
        return Msg(WHY + key, {"alt": alt, "province": province_msg(p), "mine": ib[seat], "theirs": ib[1 - seat],
                               "mine_a": ia[seat], "theirs_a": ia[1 - seat]})
    return None


def _close_call(view: State, seat: int, b, alt: Msg, a=None) -> Msg | None:
    """The next best ``b`` was nearly as good: what it would have done instead, in numbers, or
    that it does the same as ``a`` ("would do about as well, leaving Syria at 10 to 4" read as a
    different result when it was the same); ``None``: nothing to name."""
    if isinstance(b, Place) and b.toward:
        closed = _closings(view, seat, b)
        p = closed[0][0] if closed else b.toward
        inf = _after(view, seat, b).influence(p)
        if isinstance(a, Place) and a.toward and _same_result(view, seat, a, b):
            return Msg(WHY + ("vs.same" if a.token == b.token else "vs.same_token"), {"alt": alt})
        key = "vs.close_closing" if closed else "vs.close_place"
        if _kind(view, seat, a) != _kind(view, seat, b):     # (a lead and a province won: not "as well")
            key = key.replace("close_", "instead_")
        return Msg(WHY + key, {"alt": alt, "province": province_msg(p), "mine": inf[seat],
                               "theirs": inf[1 - seat], "seat_foe": 1 - seat})
    if isinstance(b, Bonus) and b.use:      # (a bonus discarded gains nothing: what using it does says why)
        return Msg(WHY + "vs.close_use", {"alt": alt, "bonus": bonus_msg(b.kind)})
    return None


def _kind(view: State, seat: int, a) -> tuple | None:
    """What sort of thing placement ``a`` does: closes a province (won, level or lost) or only
    adds to one; ``None``: not a placement face up."""
    if not isinstance(a, Place) or not a.toward:
        return None
    closed = _closings(view, seat, a)
    return ("close", (closed[0][1] > closed[0][2]) - (closed[0][1] < closed[0][2])) if closed else ("place",)


def _same_result(view: State, seat: int, a: Place, b: Place) -> bool:
    """Whether placements ``a`` and ``b`` leave every province they touch, and the provinces
    they close, the same for both seats."""
    after_a, after_b = _after(view, seat, a), _after(view, seat, b)
    if after_a.closed != after_b.closed:
        return False
    touched = set(load_topology().border(a.border).provinces) | set(load_topology().border(b.border).provinces)
    return all(after_a.influence(p) == after_b.influence(p) for p in touched)


def new_borders(view: State, seat: int, action) -> list[tuple[str, int]]:
    """The border control markers ``action`` puts on the board: ``(border, owner)``, the
    mover's first."""
    if not isinstance(action, Place):
        return []
    covers = _after(view, seat, action).covers
    new = sorted((b, s) for b, (s, _) in covers.items() if b not in view.covers)
    return sorted(new, key=lambda x: x[1] != seat)


def _with_borders(view: State, seat: int, action, why: Msg) -> Msg:
    """``why`` with the border control marker the move gives (to the mover or the other seat);
    several of the mover's are counted, with the markers the mover has left to place."""
    got = new_borders(view, seat, action)
    what = why.params.get("what")
    if not got or isinstance(what, Msg) and what.key == WHY + "wins_game_borders":   # (said before the win)
        return why
    b, owner = got[0]
    own = sum(1 for _, o in got if o == seat)
    if own > 1:     # (a double closing put down five at once, and the reason named one of them)
        left = finish_own(_after(view, seat, action), seat).markers[seat]     # (its Senate's too: one count)
        return Msg(why.key + "_borders", {**why.params, "border": border_msg(b), "n": own, "left": left})
    key = why.key + ("_border" if owner == seat else "_also_border_foe" if _said_drawback(why) else "_border_foe")
    # (after a drawback said, his border marker is said plainly: one "though" a reason)
    return Msg(key, {**why.params, "border": border_msg(b), "seat_foe": 1 - seat})


#: the keys of what a placement does that already name a drawback ("though it goes to him")
DRAWBACKS = tuple(WHY + k for k in ("close_lose", "close_lose_two", "close_lose_bonus", "close_tie_his",
                                    "close_tie_two_his", "close_tie_bonus_his", "leaves_one",
                                    "leaves_one_here", "leaves_one_still", "loses_game", "screen_risk",
                                    "screen_risk_you"))


def _said_drawback(why: Msg) -> bool:
    """Whether ``why`` (or what it wraps) already names a drawback of the move."""
    said: Any = why
    while isinstance(said, Msg):
        if said.key in DRAWBACKS:
            return True
        said = said.params.get("what")
    return False


def _turned_wins(view: State, seat: int, a: Place) -> Msg | None:
    """When placement ``a`` hands the other seat the province it closes and the same token
    turned would win it: what turning it would cost on the border's other province ("6 toward
    Asia wins Asia 6 to 5" went unsaid beside advice that gave Asia away)."""
    closed = _closings(view, seat, a)
    if len(closed) != 1 or closed[0][1] >= closed[0][2]:
        return None
    p = closed[0][0]
    q = load_topology().border(a.border).other(p)
    turned = Place(a.token, a.border, q if a.toward == p else p)
    if turned == a or turned not in view.legal_actions(seat) or q in view.closed:
        return None
    won = [(x, m, t) for x, m, t in _closings(view, seat, turned) if x == p and m > t]
    if not won or q in _after(view, seat, turned).closed or q in _after(view, seat, a).closed:
        return None
    ia, it = _after(view, seat, a).influence(q), _after(view, seat, turned).influence(q)
    return Msg(WHY + "vs.turned_wins", {"alt": _alt(view, seat, turned), "province": province_msg(p),
                                        "mine": won[0][1], "theirs": won[0][2], "other": province_msg(q),
                                        "a_mine": ia[seat], "a_theirs": ia[1 - seat],
                                        "o_mine": it[seat], "o_theirs": it[1 - seat]})


def doing(view: State, seat: int, action) -> Msg:
    """What ``action`` does (:func:`because`) with the border control marker it gives, as one
    phrase (the review sets it against another move's)."""
    got = new_borders(view, seat, action)
    main = because(view, seat, action)
    if not got:
        return main
    b, owner = got[0]
    return Msg(WHY + ("does_border" if owner == seat else "does_border_foe"),
               {"what": main, "border": border_msg(b), "seat_foe": 1 - seat})


def crassus_reason(a: CrassusPlace) -> Msg:
    """Auto-Crassus's placement named (the token, the space, the province he chose) with the
    priority and the rules that chose each (:meth:`CrassusPlace.reason`)."""
    return Msg(WHY + "crassus", {"token": placement_msg(a.token, a.border, a.toward), "border": border_msg(a.border),
                                 "province": province_msg(a.province), "why": a.reason()})


def leaves_one(view: State, seat: int, action) -> list[tuple[str, int, int]]:
    """The open provinces beside the space of placement ``action`` that it leaves one border
    space from closing, so that the other seat can close them next (the board's preview warns
    of each): ``(province, seat's total, the other's)``, the closest standing first."""
    if not isinstance(action, Place) or not action.toward:
        return []
    after = _after(view, seat, action)
    if after.winner is not None or senate_wins(after, seat):
        return []
    topo = load_topology()
    out = []
    for p in topo.border(action.border).provinces:
        if p in after.closed or sum(1 for b in topo.province(p).borders if b not in after.tokens) != 1:
            continue
        inf = after.influence(p)
        out.append((p, inf[seat], inf[1 - seat]))
    return sorted(out, key=lambda x: (x[1] - x[2], x[0]))


def screen_threat(view: State, seat: int, action) -> str | None:
    """The Poison province the other seat can close next when placement ``action`` leaves
    ``seat`` one token behind the screen (its one draw of the turn made): that Poison would
    empty the screen, which loses at the start of ``seat``'s turn; ``None``: no such threat."""
    if not view.poison or not isinstance(action, Place):
        return None
    after = _after(view, seat, action)
    if after.winner is not None or screen_when_foe_plays(after, seat) != 1 or screen_risk(after)[seat] < 0.2:
        return None
    topo = load_topology()
    left = [p for p, k in sorted(after.bonuses.items()) if k == "poison" and p not in after.closed
            and sum(1 for b in topo.province(p).borders if b not in after.tokens) == 1]
    return left[0] if left else None


def _screen_warned(view: State, seat: int, action, main: Msg, you: bool) -> Msg:
    """``main`` with the warning that the other seat's Poison could empty ``seat``'s screen
    next (a game was lost so, the advice silent): :func:`screen_threat`."""
    p = screen_threat(view, seat, action)
    if p is None:
        return main
    return Msg(WHY + ("screen_risk_you" if you else "screen_risk"),
               {"what": main, "province": province_msg(p), "seat": seat, "seat_foe": 1 - seat})


def _warned(view: State, seat: int, action, main: Msg, you: bool = False) -> Msg:
    """:func:`_one_warned`, then :func:`_screen_warned`; ``you``: the reason speaks to ``seat``
    (the advice, a solo game) and calls it "you"."""
    return _screen_warned(view, seat, action, _one_warned(view, seat, action, main, you), you)


def _one_warned(view: State, seat: int, action, main: Msg, you: bool) -> Msg:
    """``main`` with the province ``action`` leaves one space from closing, when it does: the
    advice once urged a placement the board warned would let Auto-Crassus close Syria next,
    and said nothing of it. Whether the other seat could still take it there is said too (its
    largest value added to its total reaches the mover's)."""
    left = leaves_one(view, seat, action)
    if not left:
        return main
    p, mine, theirs = left[0]
    top = max(t.hi for t in influence_tokens().values())
    key = "leaves_one" if theirs + top >= mine else "leaves_one_safe"
    need = mine - theirs + (view.tie_winner() != 1 - seat)
    if view.crassus == 1 - seat and need > 0:       # (Auto-Crassus closes it first, his low value toward it)
        key = "leaves_one_ac" if need <= max(t.lo for t in influence_tokens().values()) else "leaves_one_ac_safe"
    if main.key in PLACE_KEYS and main.params["province"] == province_msg(p):
        key = key.replace("one", "one_here")     # (its standing just said: not twice)
    elif "_ac" not in key and tuple(view.influence(p)) == tuple(_after(view, seat, action).influence(p)):
        key = key.replace("one", "one_still")    # (「のまま」, "still": only for a count unchanged)
    said = Msg(WHY + key, {"what": main, "province": province_msg(p), "mine": mine, "theirs": theirs,
                           "seat": Msg(WHY + "you") if you else seat, "seat_foe": 1 - seat, "need": need})
    return _bonus_given(view, seat, action, p, said, you)


def without_bonus(why: Msg) -> Msg:
    """``why`` without the bonus token :func:`_bonus_given` adds (the warning it follows)."""
    return why.params["what"] if why.key.startswith(WHY + "foe_") else why


#: the warnings that end "{seat_foe} can close it next": the bonus taken then joins that sentence
NEXT_KEYS = tuple(WHY + k for k in ("leaves_one", "leaves_one_here", "leaves_one_still"))


def _bonus_given(view: State, seat: int, action, p: str, said: Msg, you: bool) -> Msg:
    """``said`` with the bonus token of ``p``, the province ``action`` leaves for the other seat
    to close next: the closer takes it (the advice handed Auto-Crassus a Poison and never said
    that a token of the screen went with it); Poison says how many tokens stay behind."""
    bonus = view.bonuses.get(p)
    if not bonus or (view.crassus == 1 - seat and bonus not in ("senate", "poison")):
        return said         # (he sets the others aside unused: naming them says nothing)
    if bonus != "poison":
        key = "foe_bonus_next" if said.key in NEXT_KEYS else "foe_bonus"    # ("…can close it next and take…")
        return Msg(WHY + key, {"what": said, "bonus": bonus_msg(bonus), "seat_foe": 1 - seat})
    if screen_threat(view, seat, action) == p:       # (the empty screen is said by its own warning)
        return said
    n = max(0, screen_when_foe_plays(_after(view, seat, action), seat) - 1)
    key = "foe_poison" + ("_you" if you else "") + ("_empty" if n == 0 else "")
    return Msg(WHY + key, {"what": said, "seat": seat, "seat_foe": 1 - seat, "n": n})


def _reason(view: State, seat: int, action, vals: dict, you: bool = False) -> Msg:
    """Why ``action``, its rivals valued in ``vals`` (``you``: said to ``seat``)."""
    if isinstance(action, CrassusPlace):
        return crassus_reason(action)
    you = you or view.crassus == 1 - seat       # (solo: the one person reads it)
    plain = because(view, seat, action, you)
    main = _warned(view, seat, action, plain, you)
    rivals = {b: v for b, v in vals.items() if b != action}
    if not rivals or action not in vals or main != plain:     # (after a warning, the next best's
        return _with_borders(view, seat, action, Msg(WHY + "just", {"what": main}))   # "closes nothing" read as its answer)
        return _with_borders(view, seat, action, Msg(WHY + "just", {"what": main}))
    order = list(rivals)
    b = max(order, key=lambda x: (rivals[x], -order.index(x)))
    vs = _versus(view, seat, action, b, vals[action] - rivals[b], chance(vals[action]) - chance(rivals[b]),
                 top=chance(vals[action]), you=you)
    if isinstance(action, Place) and action.toward:
        vs = _turned_wins(view, seat, action) or vs
    if vs is None:
        return _with_borders(view, seat, action, Msg(WHY + "just", {"what": main}))
    return _with_borders(view, seat, action, Msg(WHY + "with", {"what": main, "vs": vs}))


def _only(view: State, seat: int, action, you: bool = False) -> Msg:
    """The reason of the one legal move."""
    you = you or view.crassus == 1 - seat
    what = _warned(view, seat, action, because(view, seat, action, you), you)
    return _with_borders(view, seat, action, Msg(WHY + "only", {"what": what}))


# ----- the contract ------------------------------------------------------------------------
def reason(view: State, seat: int, action) -> Msg:
    """Why ``seat`` takes ``action`` in ``view`` (Auto-Crassus: the priority that chose it).

    The other seat reads it too (the computer's moves): a placement is set against the other
    uses of the same token only, never against a token still behind the screen (the advice,
    read by the seat itself, weighs every placement)."""
    view = view.view_for(seat)
    if isinstance(action, CrassusBonus):
        return _crassus_bonus(view, seat, action)
    if isinstance(action, CrassusPlace) or type(action).__name__.startswith("Crassus"):
        return crassus_reason(action) if isinstance(action, CrassusPlace) else Msg(WHY + "other", {"move": action.msg(seat)})
    if len(view.legal_actions(seat)) == 1:
        return _only(view, seat, action)
    return _reason(view, seat, action, _rivals(view, seat, action, public=True))


def _searched(view: State, seat: int, worlds: int, also=None, cancel: threading.Event | None = None) -> dict:
    """The hard player's candidate placements (and ``also``) valued by its search over
    ``worlds`` worlds dealt with a generator seeded by the view: each one's turn played out,
    then the other seat's best reply, averaged (no cap of processor time)."""
    player = HardPlayer(view_seed(view, seat), worlds=worlds, seconds=math.inf)
    cands = list(best_places(view, seat, player.width))
    if also is not None and also not in cands:
        cands.append(also)
    if len(cands) == 1:
        return {cands[0]: rate_place(view, seat, cands[0])}
    return dict(zip(cands, player.weigh(view, seat, cands, cancel)))


def _best(vals: dict) -> Any:
    """The move of ``vals`` valued most (the first on a tie)."""
    order = list(vals)
    return max(order, key=lambda x: (vals[x], -order.index(x)))


def advise(view: State, seat: int, cancel: threading.Event | None = None) -> Advice:
    """The hard player's choice for ``seat`` with its reason and value (the best so far when
    ``cancel`` is set)."""
    view = view.view_for(seat)
    legal = view.legal_actions(seat)
    if len(legal) == 1:
        action = legal[0]
        return Advice(action, _only(view, seat, action, True), chance(_value(view, seat, action)))
    if view.phase != "place":
        action = bonus_choice(view, seat)
        vals = _rivals(view, seat, action)
    else:
        vals = _searched(view, seat, WORLDS, cancel=cancel)
        action = _best(vals)
    return Advice(action, _reason(view, seat, action, vals, True), chance(vals[action]))


def judge(view: State, seat: int, action, cancel: threading.Event | None = None) -> Judgement:
    """``action`` of ``seat`` set against the best move: a placement by the hard player's
    search over fewer worlds than the advice (:data:`JUDGE_WORLDS`, the same first worlds), any
    other move by the evaluation after it."""
    view = view.view_for(seat)
    if view.phase == "place" and len(view.legal_actions(seat)) > 1:
        vals = _searched(view, seat, JUDGE_WORLDS, also=action, cancel=cancel)
    else:
        vals = _rivals(view, seat, action)
    best = _best(vals)
    advice = Advice(best, _reason(view, seat, best, vals, True), chance(vals[best]))
    versus = None if best == action else \
        _versus(view, seat, best, action, vals[best] - vals[action], chance(vals[best]) - chance(vals[action]), YOURS)
    return Judgement(advice, action, chance(vals[action]), versus)
