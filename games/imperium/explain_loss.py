"""Imperium's advice warns of a region its move takes that the strongest rival is likely to win
back this round: "… But Marcus may still win Aegyptus (8): he adds 2 or more (about 1 in 3)."

A selection lays markers face down, so the advice cannot know the rival's; it weighs them as
the hard player predicts them from the asker's view (:func:`games.imperium.explain.tie_chance`
reads the same prediction for a tie): in each region counted this round where the move leaves
the seat ahead, the chance that the rival lays more there than the seat's lead. The region
where that costs most (the chance times its first place's points) is said when the chance is
at least :data:`LOSS_SAID`, the last round's two regions alike.
"""
from __future__ import annotations

from ..core.explain import chance_msg
from ..core.text import Msg
from . import explain_common as X
from .rules import SELECTIONS, State, distances, region_msg, score_lists

WHY = "imperium.why."
#: the chance of a rival outbidding the seat in a region counted now from which the advice says it
LOSS_SAID = 0.2
#: how many lines of the advice bubble a reason with its warning may take
LOSS_LINES = 6


def added(view: State, seat: int, rival: int, region: int) -> list[float]:
    """The chances that ``rival`` lays 0, 1, 2 or 3 markers in ``region`` this round, as the
    hard player predicts its face-down selection from ``seat``'s view."""
    out = [0.0] * 4
    if view.phase != "select":
        out[0] = 1.0
        return out
    p, preds = X.predictions(view, seat)
    kinds = p.beliefs.of(rival)
    for kind, dist in preds[rival].items():
        for sel, q in zip(SELECTIONS, dist, strict=True):
            out[X.placed_count(sel, region, view.supply[rival])] += kinds[kind] * q
    return out


def _exposed(view: State, seat: int, action, said_tie: bool = False) -> tuple | None:
    """The region counted now that ``seat`` leads once ``action`` is laid and the strongest
    rival most likely takes by laying more there (its chance times the region's first points):
    ``(worth, region, rival, need, chance of a loss, chance of a tie)``, the tie counted only
    unless ``said_tie``; ``None`` when no such region reaches :data:`LOSS_SAID` (or a tie
    :data:`~games.imperium.explain_common.TIE_RISK`)."""
    if view.phase != "select":
        return None
    dist = distances(view.goal, view.round)
    best = None
    for r in range(1, 10):
        if dist[r] != 0:
            continue
        row = list(view.board[r - 1])
        row[seat] += action.regions.count(r)
        others = [o for o in range(view.n_seats) if o != seat]
        rival = max(others, key=lambda o: (row[o], view.supply[o], -o))
        need = row[seat] - row[rival]
        if need <= 0 or need >= min(3, view.supply[rival]):
            continue
        got = added(view, seat, rival, r)
        q = sum(got[need + 1:])
        tie = got[need] if not said_tie else 0.0
        worth = (q + tie) * score_lists()[r][0]
        if (q >= LOSS_SAID or tie >= X.TIE_RISK) and (best is None or worth > best[0]):
            best = (worth, r, rival, need, q, got[need])
    return best


def _loss_params(rival: int, region: int, need: int, q: float) -> dict:
    by = Msg(WHY + ("loss.by.all" if need == 2 else "loss.by"), {"n": need + 1})
    return {"region": region_msg(region), "seat": rival, "by": by, "chance": chance_msg(q)}


def outbid(view: State, seat: int, action, said_tie: bool = False) -> Msg | None:
    """The warning for ``action``: the region counted now that ``seat`` leads once it is laid
    and the strongest rival most likely takes by laying more there (:func:`_exposed`), with how
    many it adds and how often, and the tie there too unless ``said_tie`` or it is unlikely
    (:data:`~games.imperium.explain_common.TIE_RISK`); ``None`` below :data:`LOSS_SAID` or where no
    such region is."""
    best = _exposed(view, seat, action, said_tie)
    if best is None:
        return None
    _, r, rival, need, q, tie = best
    params = _loss_params(rival, r, need, q)
    if tie < X.TIE_RISK:                  # (a tie said already, or unlikely: the loss alone)
        return Msg(WHY + "loss", params)
    if q < LOSS_SAID:                   # (the tie alone)
        return Msg(WHY + "loss.tie_only", {"region": region_msg(r), "seat": rival, "need": need,
                                           "tie": chance_msg(tie)})
    return Msg(WHY + "loss.tie", dict(params, need=need, tie=chance_msg(tie)))


def left_open(view: State, seat: int, best, taken, versus: Msg | None) -> Msg | None:
    """The review's word on a move ``taken`` that left a region counted now open to the strongest
    rival where the ``best`` move did not, or less so (:func:`_exposed`, by the same prediction
    from ``seat``'s view the advice reads): ``versus`` (what it gave up, if anything) and "with
    your move, Marcus could still win Aegyptus (8) by adding 2 or more (about 1 in 2)";
    ``versus`` itself when the move taken risked no more than the better one."""
    risk = _exposed(view, seat, taken, said_tie=True)
    if risk is None or risk[4] < LOSS_SAID:
        return versus
    _, r, rival, need, q, _tie = risk
    other = _exposed(view, seat, best, said_tie=True)
    if other is not None and other[1] == r and other[4] >= q - LOSS_SAID / 2:
        return versus
    said = Msg(WHY + "loss.yours", _loss_params(rival, r, need, q))
    return said if versus is None else Msg(WHY + "vs.and", {"vs": versus, "then": said})


def _says_tie(m: Msg) -> bool:
    """True when ``m`` says a tie's chance somewhere (a reason's "a tie is likely")."""
    return m.key.startswith(WHY + "tie.") or any(_says_tie(v) for v in m.params.values() if isinstance(v, Msg))


def warned(view: State, seat: int, action, why: Msg) -> Msg:
    """The advice's reason ``why`` with the warning of :func:`outbid` after it, shorter forms
    of ``why`` first giving way so that both read in :data:`LOSS_LINES` lines (the warning is
    kept whatever its length)."""
    loss = outbid(view, seat, action, _says_tie(why) or X.unless_clause(why) is not None)
    if loss is None:
        return why
    inner = why.params["reason"] if why.key == WHY + "skipped" else None
    forms = X.shorter_forms(why) + (X.shorter_forms(inner) if inner is not None else [])
    joined = [Msg(WHY + "warned", {"reason": f, "loss": loss}) for f in forms]
    return next((f for f in joined if X.fits(f, LOSS_LINES)), joined[-1])
