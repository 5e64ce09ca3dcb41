"""How much a move the review lists mattered, in one figure: its heading's (where the seat's
chance to win went, on the chart's measure: :func:`size_msg`), the one the list is ordered by
(:func:`shown_fall`) and the one its reason says (:func:`one_figure`), so that a heading "from
about 10 in 20 to about 9 in 20" is never beside a reason "about 1 game in 16".
"""
from __future__ import annotations

from .explain import COST_HALF, COST_LOST, chance_msg, finer_chances
from .text import Msg

#: the sizes of a loss in words, the reasons' family (:func:`~games.core.explain.cost_msg`) said
#: to the player: (from this loss, catalogue key), largest first; between the two last, "about
#: 1 game in n more often" with n the loss's inverse
SIZES = ((COST_LOST, "core.review.size.lost"), (COST_HALF, "core.review.size.half"), (0.0, "core.review.size.games"))


def size_msg(loss: float, top: float | None = None, now: float | None = None, fell: bool = True) -> Msg:
    """How much a move mattered, in a player's words, by the size of its ``loss``: the words of
    the reasons, said to the player who made it; with ``top`` (the chance to win before the move,
    as the review's chart shows it) where the chance fell ("your chance to win fell from about 1 in 2 to about 2 in 5"),
    down to ``now`` when given (else ``top - loss``); when the two read the same, finer, as what
    each move kept (:func:`~games.core.explain.finer_chances`: every heading, one measure). Not
    ``fell`` (the chart's own line did not fall that far after the move: the figure sets the move
    played against the better one, the chart shows the game as it went), what each move kept
    instead: the heading never says "fell" beside a line that rises. Without ``top``, :data:`SIZES`.

    >>> size_msg(0.2, 0.6, 0.4, fell=False).render("en"), size_msg(0.05, fell=False).render("en")
    ('the better move kept about 3 in 5; your move left about 2 in 5', 'the better move wins about 1 game in 20 more')
    >>> size_msg(0.07, 0.53).render("en")
    'the better move kept about 11 in 20; your move left about 9 in 20'
    """
    if top is not None:
        low = max(0.0, top - loss if now is None else now)
        was, after = chance_msg(top), chance_msg(low)
        if was != after:
            return Msg("core.review.size.falls" if fell else "core.review.size.kept", {"was": was, "now": after})
        finer = finer_chances(top, low)
        if finer is not None:           # (a fall too small for the chart to show: what each kept)
            return Msg("core.review.size.kept", {"was": finer[0], "now": finer[1]})
    key = next(key for low, key in SIZES if loss >= low)
    if key.endswith(".games"):
        return Msg(key if fell else "core.review.size.games_kept", {"n": max(2, round(1 / loss))})
    return Msg(key)


#: the figures of a chance a heading says (:func:`~games.core.explain.chance_msg`), as numbers
SURE, NONE = "core.chance.sure", "core.chance.none"
#: the words of a cost in the games' reasons (:func:`~games.core.explain.cost_msg`)
COSTS = frozenset({"core.cost.games", "core.cost.half", "core.cost.lost", "core.cost.falls", "core.cost.gives"})


def _value(chance: object) -> float | None:
    """A chance as a heading says it, as a number ("about 9 in 20": 0.45), ``None`` when not one."""
    if not isinstance(chance, Msg):
        return None
    if chance.key == "core.chance" and type(chance.params.get("k")) is int and chance.params.get("n"):
        return chance.params["k"] / chance.params["n"]
    return {SURE: 1.0, NONE: 0.0}.get(chance.key)


def shown_fall(size: Msg, loss: float) -> float:
    """How much a heading ``size`` (:func:`size_msg`) says a move cost, as it reads: from "about 1
    in 2" to "about 2 in 5" is 0.1; a heading in words of the loss alone, ``loss``. The review's
    list runs by it, so the headings read largest first.

    >>> shown_fall(size_msg(0.05, 0.5, 0.46), 0.05), shown_fall(size_msg(0.3), 0.3)
    (0.05, 0.3)
    """
    was, now = _value(size.params.get("was")), _value(size.params.get("now"))
    if was is None or now is None:
        return round(loss, 4)
    return round(max(0.0, was - now), 4)


def one_figure(why: Msg, size: Msg) -> Msg:
    """``why`` with every cost it states (:data:`COSTS`, at any depth) said in the heading's figure
    ``size`` (where the chance went, "from about 10 in 20 to about 9 in 20"): the reason and the
    heading above it say one figure. A heading in words of the loss alone leaves ``why`` as it is.

    >>> why = Msg("core.review.vs_cost", {"cost": Msg("core.cost.games", {"n": 16})})
    >>> one_figure(why, size_msg(0.05, 0.5, 0.46)).render("en")
    'your move would bring the chance to win down from about 10 in 20 to about 9 in 20'
    """
    if "was" not in size.params or "now" not in size.params:
        return why
    cost = Msg("core.cost.falls", {"was": size.params["was"], "now": size.params["now"]})

    def said(m: object) -> object:
        if isinstance(m, (list, tuple)):
            return type(m)(said(v) for v in m)
        if not isinstance(m, Msg):
            return m
        if m.key in COSTS:
            return cost
        params = {k: said(v) for k, v in m.params.items()}
        return Msg(m.key, params) if params != m.params else m
    out = said(why)
    assert isinstance(out, Msg)
    return out
