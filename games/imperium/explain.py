"""Imperium's computer explains itself: why a selection or a fill, the hard player's advice, a
move judged against the best one, and a seat's standing (the contract of
:mod:`games.core.explain`).

Everything reads only ``state.view_for(seat)`` (a state handed in whole is first hidden again, so
the others' face-down selections are never read). The hard player
(:class:`~games.imperium.ai.HardPlayer`) weighs its few best selections by the evaluation and
plays each to the end of the game in the same drawn worlds; here that is done with a fixed
number of worlds (:func:`rollouts`, never a cap of processor time) from a generator seeded with
:func:`~games.core.explain.view_seed`. What the hard player learns of the others over a game
(its :class:`~games.imperium.ai.Beliefs`) is rebuilt each time from the public record of the
rounds in the view (:func:`~games.imperium.ai.beliefs_from`), never kept from an earlier call,
so the same view always gets the same advice. A judgement weighs fewer candidates in fewer
worlds than the advice (the review judges every move of a game). A fill (short of markers) is
weighed by the evaluation alone, as the hard player does.

**Values.** A selection's value is its average result in the played-out games (the final
margin over the best other seat, with a bonus for winning), a fill's the evaluation's points;
both become a chance to win by a logistic curve (:func:`chance`).

**Reasons** (:func:`reason`) open with what decided the move, the move itself the subject
("takes Africa (4) from Marcus, 2 to 1, scoring 4 now", "breaks the 1-all tie in Sicilia
(2)", "keeps Marcus from scoring 3 in Hispania (3)", "guards Sicilia (2), counted now",
"sets up the last round with Britannia (9) at 2 to 0"), else the place the markers reach in
the region that weighs most and when it is counted; then what the next best would give up, in
a player's words: the region it would leave to a rival, only tie (with the markers), leave
empty, score fewer points in, or lay markers in for nothing (the points at the game's end only
when nothing on the board says it). A region counted this round says "unless" the strongest
rival can still draw level with the picks it lays face down (the seat cannot know them); that
it cannot is left out when there is a second half. The next best is named by what it lays
instead, or whole when that is a region the choice lays too; in the review it is the move
played, and the words say what "your move" left. When the markers keep or take a place in the
region counted this round and the rest lead in a region counted later, both are said ("scores
2 in Sicilia (2), counted now, at 2 to 0, ...; and leads Hispania (3), counted next, 1 to 0")
and nothing more. When the last round counts two regions, who leads the other one is said
beside the first ("...; also counted: Britannia (9), Marcus leads 5 to 3"): a tie in one may
leave the game to whoever takes the other. The advice says this round's risks besides
(:func:`risks`): where the strongest rival is likely to draw level in the region counted now by
the hard player's prediction of its face-down picks (:func:`tie_chance`), "a tie is likely
(about 3 in 5) if Marcus adds 2" (a tie scores nothing); and a region counted now that the
move leaves alone is named ("Asia (6), counted now, gets none"), with who leads it or the
chance the rival lays there. A reason keeps to three lines of the advice bubble (:func:`fits`).

>>> from games.imperium.rules import new_game
>>> s = new_game(2, 0, {"goal": "rounds8"})
>>> standing(s.view_for(0), 0)
0.5
"""
from __future__ import annotations

import math
import random
import threading

from ..core.explain import Advice, Judgement, chance_msg, view_seed
from ..core.text import Msg
from . import explain_loss
from .ai import discount, region_tables, selection_values
from .explain_common import (TIE_LIKELY, TIE_RISK, _without_also, fits, placed_count, predictions,
                             shorter_forms, unless_clause)
from .rules import (ROUNDS, SELECTIONS, Fill, Select, State, distances, region_msg, regions_msg,
                    score_lists, score_region)

WHY = "imperium.why."
#: a face-down move is turned up before the end: its sealed reason is kept until then
REVEALED_IN_PLAY = True
#: worlds each candidate selection is played out in by the advice, by the number of seats (a
#: playout's work grows with the seats: at most about 1.3 s of processor time with five)
ROLLOUTS = {2: 24, 3: 24, 4: 16, 5: 12}
#: the same for a judgement, and the candidates it weighs besides the move taken (about 0.3 s)
JUDGE_ROLLOUTS = {2: 6, 3: 4, 4: 3, 5: 2}
JUDGE_WIDTH = 3
#: a judgement that finds a selection this much less likely to win than its best weighs it again
#: as the advice does (the review's "clearly worse", :data:`games.core.review.THRESHOLD`)
RECHECK = 0.04
#: the others' guessed selections a reason's evaluation is averaged over
REASON_SAMPLES = 8
#: points of margin that move a chance to win from one half to about 73 in 100
SCALE = 5.0


def chance(points: float) -> float:
    """A margin in points as a chance to win, 0..1.

    >>> chance(0.0), round(chance(5.0), 2), round(chance(-100.0), 3)
    (0.5, 0.73, 0.0)
    """
    return round(1.0 / (1.0 + math.exp(-max(-700.0, min(700.0, points / SCALE)))), 6)


def _margin(view: State, seat: int) -> float:
    """``seat``'s points over the best other seat, with each region's standing now counted as
    it would score, discounted by how far off its counting is."""
    dist = distances(view.goal, view.round)
    others = [o for o in range(view.n_seats) if o != seat]
    m = float(view.scores[seat] - max(view.scores[o] for o in others))
    for r in range(1, 10):
        if dist[r] is None:
            continue
        pts = score_region(r, view.board[r - 1])
        m += discount(dist[r]) * (pts[seat] - max(pts[o] for o in others))
    return m


def standing(view: State, seat: int) -> float:
    """``seat``'s chance to win as the evaluation sees this view: the margin in points, the
    regions' standings counted as they would score."""
    if view.phase == "over":
        best = max(x for s, x in enumerate(view.scores) if s != seat)
        return 1.0 if view.scores[seat] > best else 0.5 if view.scores[seat] == best else 0.0
    return chance(_margin(view.view_for(seat), seat))


def favoured(view: State, seat: int) -> Msg | None:
    """Why the evaluation favours ``seat`` here, from its view (the review's chart): the regions
    still to be counted where it has the most markers, and the first place's points in them
    (the margin :func:`standing` reads counts them as they would score); ``None`` when it leads
    in none of them."""
    if view.phase == "over":
        return None
    left = distances(view.goal, view.round)
    led = [r for r in range(1, len(view.board) + 1) if left[r] is not None
           and view.board[r - 1][seat] > max(x for s, x in enumerate(view.board[r - 1]) if s != seat)]
    if not led:
        return None
    points = sum(score_lists()[r][0] for r in led)
    return Msg(WHY + "favoured", {"seat": seat, "regions": [region_msg(r) for r in led], "n": points})


# ----- weighing -----------------------------------------------------------------------------
def _fill_values(view: State, seat: int) -> dict:
    """Each legal fill's worth by the evaluation (the others' revealed placements counted)."""
    board = [list(row) for row in view.board]
    for o in range(view.n_seats):
        if o != seat and o not in view.placed and view.shown[o]:
            for r in view.shown[o][:view.supply[o]]:
                board[r - 1][o] += 1
    tables = region_tables(view, seat, board)
    out = {}
    for act in view.legal_actions(seat):
        counts: dict[int, int] = {}
        for r in getattr(act, "regions", ()):
            counts[r] = counts.get(r, 0) + 1
        out[act] = sum(tables[r][k] - tables[r][0] for r, k in counts.items())
    return out


def rollouts(n_seats: int, judging: bool = False) -> int:
    """The worlds each candidate is played out in, for the advice or a judgement.

    >>> rollouts(2), rollouts(5, judging=True)
    (24, 2)
    """
    table = JUDGE_ROLLOUTS if judging else ROLLOUTS
    return table[max(min(table), min(max(table), n_seats))]


def tie_chance(view: State, seat: int, region: int, need: int, rival: int) -> float:
    """The chance that ``rival`` lays exactly ``need`` markers in ``region`` this round, as the
    hard player predicts its face-down selection from ``seat``'s view (its kinds weighed by
    what it showed this game): with ``seat`` ``need`` markers ahead there, the chance of a tie.

    >>> from games.imperium.rules import new_game
    >>> 0.2 < tie_chance(new_game(2, 0, {"goal": "rounds8"}).view_for(0), 0, 1, 1, 1) < 0.6
    True
    """
    if view.phase != "select":
        return 0.0
    p, preds = predictions(view, seat)
    kinds = p.beliefs.of(rival)
    got = 0.0
    for kind, dist in preds[rival].items():
        got += kinds[kind] * sum(q for sel, q in zip(SELECTIONS, dist, strict=True)
                                 if placed_count(sel, region, view.supply[rival]) == need)
    return got


def _weigh(view: State, seat: int, extra=None, cancel: threading.Event | None = None) -> dict:
    """The hard player's candidate moves (and ``extra``, the move judged: then a judgement's
    smaller budget), each with its value in points: played out (a selection) or by the
    evaluation (a fill); deterministic for the view."""
    if view.phase == "fill":
        vals = _fill_values(view, seat)
        return {a: v + _margin(view, seat) for a, v in vals.items()}
    judging = extra is not None
    p, preds = predictions(view, seat, JUDGE_WIDTH if judging else None)
    cands = p.candidates(view, seat, preds)
    if judging and extra.regions not in cands:
        cands.append(extra.regions)
    totals = [0.0] * len(cands)
    n = 0
    for _ in range(rollouts(view.n_seats, judging)):
        if cancel is not None and cancel.is_set() and n:
            break
        p.playout_round(view, seat, cands, preds, totals)
        n += 1
    return {Select(c): t / max(1, n) for c, t in zip(cands, totals, strict=True)}


def _best(vals: dict):
    """The move of highest value (the first weighed, on a tie)."""
    order = list(vals)
    return max(order, key=lambda a: (vals[a], -order.index(a)))


# ----- words --------------------------------------------------------------------------------
def _counts(regions) -> dict[int, int]:
    out: dict[int, int] = {}
    for r in regions:
        out[r] = out.get(r, 0) + 1
    return out


def _rival_words(view: State, seat: int, region: int, row: list[int]) -> Msg | None:
    """Whether the strongest other seat in ``region`` (counted this round, ``row`` the markers
    once ``seat``'s are laid) can still draw level this round: one selection lays at most three
    markers, and no more than the seat has left. ``None`` when ``seat`` does not lead there."""
    others = [o for o in range(view.n_seats) if o != seat]
    rival = max(others, key=lambda o: (row[o], view.supply[o], -o))
    need = row[seat] - row[rival]
    if view.phase != "select" or need <= 0:
        return None
    if need > min(3, view.supply[rival]):
        return Msg(WHY + "rival.safe", {"seat": rival, "n": view.supply[rival]})
    return Msg(WHY + ("rival.needs_all" if need == 3 else "rival.needs"), {"seat": rival, "n": need})


def _rival_clause(place: Msg, rival: Msg) -> Msg:
    """The place reached and the strongest rival's reach in one clause: "unless" the rival can
    still draw level with the picks it lays face down this round (the seat cannot know them),
    else that it cannot."""
    key = "rival" if rival.key.endswith("safe") else "unless"
    return Msg(WHY + key, {"place": place, "rival": rival})


def _denied(view: State, seat: int, region: int, k: int) -> tuple[int, int] | None:
    """The other seat that ``k`` more markers of ``seat`` in ``region`` take the most points
    from, and those points, were it counted now; ``None`` when they take none."""
    row = list(view.board[region - 1])
    before = score_region(region, row)
    row[seat] += k
    after = score_region(region, row)
    lost = [(before[o] - after[o], -o) for o in range(view.n_seats) if o != seat]
    most, o = max(lost)
    return (-o, most) if most > 0 else None


def _strongest(row: list[int], seat: int) -> int:
    """The other seat with the most markers in ``row`` (the lowest seat on a tie)."""
    return max((o for o in range(len(row)) if o != seat), key=lambda o: (row[o], -o))


def _turn(view: State, seat: int, region: int, k: int) -> tuple[str, dict]:
    """What ``k`` more markers change in who leads ``region`` (a key's tail and its
    parameters): a tie broken (``.tie``), the lead taken from the seat that held it (``.take``),
    else nothing (``""``)."""
    row = list(view.board[region - 1])
    rival = _strongest(row, seat)
    after = _laid_row(view, seat, region, k)
    if not all(after[seat] > after[o] for o in range(view.n_seats) if o != seat):
        return "", {}
    if row[rival] == row[seat] > 0:
        return ".tie", {"was": row[seat]}
    if row[rival] > row[seat]:
        return ".take", {"seat": rival}
    return "", {}


def _last_round(view: State, d: int) -> bool:
    """True when a region counted in ``d`` rounds is counted in the game's last round."""
    return view.goal == "rounds8" and view.round + d == ROUNDS


def _place_words(view: State, seat: int, region: int, k: int) -> Msg:
    """What ``k`` more markers do in ``region``, the deciding thing first: the lead taken or the
    tie broken, a rival's points stopped, the last round set up, else the place they reach and
    its points; and when the region is counted (this round: whether the strongest rival can
    still draw level)."""
    row = list(view.board[region - 1])
    before = score_region(region, row)[seat]
    row[seat] += k
    after = score_region(region, row)[seat]
    others = max((row[o] for o in range(view.n_seats) if o != seat), default=0)
    d = distances(view.goal, view.round)[region]
    params = {"region": region_msg(region), "mine": row[seat], "theirs": others, "points": after, "n": k}
    if d is None:
        return Msg(WHY + "dead", {"region": region_msg(region)})
    turn, more = _turn(view, seat, region, k)
    denied = _denied(view, seat, region, k)
    if d == 0:
        kind = "now_gain" + turn if after > before else "now" if after > 0 else "now.nil"
        params = dict(params, **more) if after > before else params
        if after <= 0 and denied is not None:       # (no points, but the leader's are gone)
            kind, params = "now.deny.nil", dict(params, seat=denied[0], lost=denied[1])
        if kind == "now":               # (the same points: say what the markers change)
            params = dict(params, was=row[seat] - k)
        place = Msg(WHY + kind, params)
        rival = _rival_words(view, seat, region, row)
        return place if rival is None else _rival_clause(place, rival)
    key = WHY + ("later.next" if d == 1 else "later")
    params = dict(params, rounds=d)
    if after <= 0:
        if denied is not None:
            return Msg(key + ".deny.nil", dict(params, seat=denied[0], lost=denied[1]))
        return Msg(key + ".nil", {k: v for k, v in params.items() if k != "points"})
    if turn == ".take":
        return Msg(key + ".take", dict(params, **more))
    return Msg(WHY + "later.last" if _last_round(view, d) else key, params)


def what(view: State, seat: int, action) -> Msg:
    """The move itself in a few words, said to the seat that makes it (the advice and the
    review's "played" and "better" lines): the regions it lays or fills."""
    key = "move.fill" if isinstance(action, Fill) else "move.select"
    return Msg(WHY + key, {"regions": regions_msg(action.regions)}) if action.regions else Msg(WHY + "none")


def _main_region(view: State, seat: int, counts: dict[int, int]) -> int:
    """The region a reason names for markers laid as ``counts``: one counted this round where
    they score (the stake of the round comes before one counted rounds later), else one where
    they reach a place that scores, else the one they weigh most in."""
    tables = region_tables(view, seat, [list(row) for row in view.board])
    dist = distances(view.goal, view.round)

    def gain(r: int) -> float:
        return tables[r][min(3, counts[r])] - tables[r][0]

    def holds(r: int) -> bool:          # (a lead kept scores there: more markers guard it)
        return score_region(r, _laid_row(view, seat, r, counts[r]))[seat] > 0
    now = [r for r in counts if dist[r] == 0 and (holds(r) or _denied(view, seat, r, counts[r]))]
    scoring = [r for r in counts if dist[r] is not None and holds(r)]    # (else a place that scores)
    return max(now or scoring or counts, key=lambda r: (gain(r), -r))


def _also(view: State, seat: int, counts: dict[int, int], main: int) -> Msg | None:
    """Beside markers in ``main``, counted this round, the lead the rest of the lay takes or
    keeps in a region counted later (the one it weighs most in); ``None`` when it leads in none."""
    dist = distances(view.goal, view.round)
    if dist[main] != 0 or score_region(main, _laid_row(view, seat, main, counts[main]))[seat] <= 0:
        return None
    tables = region_tables(view, seat, [list(row) for row in view.board])
    def leads(r: int) -> bool:
        row = _laid_row(view, seat, r, counts[r])
        return all(row[seat] > row[o] for o in range(view.n_seats) if o != seat)
    later = [r for r in counts if dist[r] is not None and dist[r] > 0 and leads(r)]
    if not later:
        return None
    r = max(later, key=lambda r: (tables[r][min(3, counts[r])] - tables[r][0], -r))
    row = _laid_row(view, seat, r, counts[r])
    theirs = max(row[o] for o in range(view.n_seats) if o != seat)
    d = dist[r]
    tail = ".last" if _last_round(view, d) else ".next" if d == 1 else ""
    return Msg(WHY + "also" + tail, {"region": region_msg(r), "mine": row[seat], "theirs": theirs, "rounds": d})


def because(view: State, seat: int, action, also: bool = True) -> Msg:
    """What the markers of ``action`` go to: the region that weighs most in it, in words."""
    counts = _counts(action.regions)
    if not counts:
        return Msg(WHY + "none")
    main = _main_region(view, seat, counts)
    key = "fill" if isinstance(action, Fill) else "select"
    why = _place_words(view, seat, main, counts[main])
    rest = _also(view, seat, counts, main) if also else None
    if rest is None:
        return Msg(WHY + key, {"regions": regions_msg(action.regions), "why": why})
    if why.key == WHY + "rival":        # (the rival's "cannot draw level" makes room for the rest)
        why = why.params["place"]
    return Msg(WHY + key + "_also", {"regions": regions_msg(action.regions), "why": why, "also": rest})


def doing(view: State, seat: int, action) -> Msg:
    """What ``action`` does, for the review's "Your move" and "The better move": what its
    markers go to in the region that weighs most in it (:func:`because` without the lead the
    rest takes elsewhere: what sets the two moves apart is the review's own second half)."""
    return because(view.view_for(seat), seat, action, also=False)


def _swap(a, b) -> tuple[int, int] | None:
    """The region ``a`` has a marker more in and the one ``b`` has, when they differ by one."""
    ca, cb = _counts(a.regions), _counts(b.regions)
    more = [r for r in ca if ca[r] > cb.get(r, 0)]
    less = [r for r in cb if cb[r] > ca.get(r, 0)]
    if len(more) == 1 and len(less) == 1 and ca[more[0]] - cb.get(more[0], 0) == 1:
        return more[0], less[0]
    return None


def _laid_row(view: State, seat: int, region: int, k: int) -> list[int]:
    """The markers in ``region`` once ``seat`` has laid ``k`` more there."""
    row = list(view.board[region - 1])
    row[seat] += k
    return row


def _given_up(view: State, seat: int, region: int, ka: int, kb: int) -> tuple[str, dict] | None:
    """What laying ``kb`` markers in ``region`` instead of ``ka`` gives up there, as the region
    would be counted (a catalogue key's tail and its parameters): the region left to a rival,
    only tied (the markers then), left empty, or points fewer; ``None`` when nothing there
    changes."""
    if distances(view.goal, view.round)[region] is None:
        return None
    ra, rb = _laid_row(view, seat, region, ka), _laid_row(view, seat, region, kb)
    others = [o for o in range(view.n_seats) if o != seat]
    rival = max(others, key=lambda o: (rb[o], -o))
    wins_a = all(ra[seat] > ra[o] for o in others)
    if wins_a and rb[rival] > rb[seat]:
        return "loses", {"seat": rival}
    if wins_a and rb[rival] == rb[seat]:
        return ("not_win", {"mine": rb[seat], "theirs": rb[rival]}) if rb[seat] else ("empty", {})
    fewer = score_region(region, ra)[seat] - score_region(region, rb)[seat]
    return ("fewer", {"n": fewer}) if fewer > 0 else None


def _versus(view: State, seat: int, a, b, d: float, played: bool, main: int | None = None,
            review: bool = False) -> Msg | None:
    """What the next best ``b`` gives up against ``a`` (``d``: ``a``'s points minus ``b``'s, in
    the played-out games when ``played``, else by the evaluation's count), in a player's words:
    the region it would leave to a rival, not win, or score less in ("it" when that is the
    region the reason's first half names, ``main``: "there" after the alternative's own regions
    would read as one of those), else a region where its own markers would score nothing
    more; else, for a played-out choice, its points at the end, unless the two are about as
    good and differ by one marker moved (outside the ``review``): "the other place would do as
    well" is no reason. In the ``review`` ``b`` is the move played, and the words say what
    "your move" left (``.yours``: "your move left Britannia (9) level at 2 to 2"), never what
    the regions it lays instead would do. ``None`` when there is nothing short to say."""
    ca, cb = _counts(a.regions), _counts(b.regions)
    extra = sorted(r for r in cb if cb[r] > ca.get(r, 0))
    # (a region ``a`` lays too is no alternative to it: then the whole other pick is named)
    alt = [region_msg(r) for r in extra] if extra and not set(extra) & set(ca) else regions_msg(b.regions)
    if d < 0.3:
        return None
    tables = region_tables(view, seat, [list(row) for row in view.board])
    lost = sorted((r for r in ca if ca[r] > cb.get(r, 0)),
                  key=lambda r: (-(tables[r][min(3, ca[r])] - tables[r][min(3, cb.get(r, 0))]), r))
    for r in lost:
        got = _given_up(view, seat, r, ca[r], cb.get(r, 0))
        if got is not None:
            kind, params = got
            here = ".yours" if review else ".here" if r == main else ""
            return Msg(WHY + "vs." + kind + here, dict(params, alt=alt, region=region_msg(r), laid=cb.get(r, 0)))
    yours = ".yours" if review else ""
    for r in sorted(r for r in cb if cb[r] > ca.get(r, 0)):      # (what the other lays there for nothing)
        dead = distances(view.goal, view.round)[r] is None
        if dead or score_region(r, _laid_row(view, seat, r, cb[r]))[seat] <= score_region(r, _laid_row(view, seat, r, ca.get(r, 0)))[seat]:
            if not dead and _guards_tie(view, seat, r, ca.get(r, 0)):
                continue                # (the extra markers keep a likely tie away: not idle)
            return Msg(WHY + ("vs.idle.more" if r in ca else "vs.idle") + yours, {"region": region_msg(r)})
    close = _swap(a, b) is not None and d < 1.0 and not review
    if not played or close:
        return None
    points = {"n": max(1, round(d))}    # (whole points, and whose: "a decimal and no subject" misread)
    return Msg(WHY + "vs.played.yours", points) if review else Msg(WHY + "vs.played", dict(points, alt=alt, seat=seat))


def _guards_tie(view: State, seat: int, region: int, k: int) -> bool:
    """True when ``region`` is counted now and, with ``k`` markers of ``seat`` laid there, its
    strongest rival draws level by what it is likely to lay this round (:data:`TIE_RISK`): more
    markers there keep the tie, which scores nothing, away."""
    if view.phase != "select" or distances(view.goal, view.round)[region] != 0:
        return False
    row = _laid_row(view, seat, region, k)
    rival = _strongest(row, seat)
    need = row[seat] - row[rival]
    return 0 < need <= 3 and tie_chance(view, seat, region, need, rival) >= TIE_RISK


def _counted_too(view: State, seat: int, action, main: Msg) -> Msg | None:
    """Beside the region counted this round that the reason names (``main``'s), the highest
    other region counted with it (the last round counts two) as it stands once ``action`` is
    laid: who leads it, or that it is level; ``None`` when no other is counted now."""
    inner = main.params.get("why")
    named = inner.params.get("place", inner).params.get("region") if isinstance(inner, Msg) else None
    if not isinstance(named, Msg):
        return None
    region = int(named.key.rsplit(".", 1)[1])
    dist = distances(view.goal, view.round)
    if dist[region] != 0:
        return None
    rest = [r for r in range(1, 10) if dist[r] == 0 and r != region]
    if not rest:
        return None
    r = max(rest)
    row = _laid_row(view, seat, r, _counts(action.regions).get(r, 0))
    rival = max((o for o in range(view.n_seats) if o != seat), key=lambda o: (row[o], -o))
    kind = "theirs" if row[rival] > row[seat] else "level" if row[rival] == row[seat] else "mine"
    return Msg(WHY + "too." + kind, {"region": region_msg(r), "mine": row[seat], "theirs": row[rival],
                                     "seat": rival})


def _reason(view: State, seat: int, action, vals: dict, played: bool) -> Msg:
    """Why ``action``, its rivals valued in ``vals`` (points; ``played``: in played-out games).
    When another region is counted with the one named (the last round), who leads it is said
    before anything else: a tie in one region counted now may decide the game in the other."""
    main = because(view, seat, action)
    too = _counted_too(view, seat, action, main)
    if too is not None:
        first = _without_also(main)
        inner = first.params["why"]
        reach = inner.key in (WHY + "rival", WHY + "unless")
        for why in (inner, inner.params["place"]) if reach else (inner,):
            both = Msg(WHY + "with", {"what": Msg(first.key, dict(first.params, why=why)), "vs": too})
            if fits(both):              # (the rival's reach is left out only when it must be)
                return both
    rivals = {b: v for b, v in vals.items() if b != action}
    if "also" in main.params and not fits(Msg(WHY + "just", {"what": main})):
        main = because(view, seat, action, also=False)                   # (too long: the first alone)
    if action not in vals or not rivals or "also" in main.params:     # (two regions said: enough)
        return Msg(WHY + "just", {"what": main})
    b = _best(rivals)
    inner = main.params.get("why")
    named = inner.params.get("place", inner).params.get("region") if isinstance(inner, Msg) else None
    region = int(named.key.rsplit(".", 1)[1]) if isinstance(named, Msg) else None
    vs = _versus(view, seat, action, b, vals[action] - rivals[b], played, region)
    if vs is None:
        return Msg(WHY + "just", {"what": main})
    if isinstance(inner, Msg) and inner.key == WHY + "rival":     # (two things at most: the place and
        main = Msg(main.key, dict(main.params, why=inner.params["place"]))   # what the other gives up;
    both = Msg(WHY + "with", {"what": main, "vs": vs})                       # an "unless" is kept)
    return both if fits(both) else Msg(WHY + "just", {"what": main})


# ----- the contract ------------------------------------------------------------------------
def _flag_words(view: State, seat: int, action) -> Msg | None:
    """What a flag does in ``action`` when the reason's first half speaks of another region: the
    region chosen twice or three times and the place its markers reach there; ``None`` when no
    other region is chosen more than once."""
    counts = _counts(action.regions)
    if view.phase != "select" or len(counts) < 2:
        return None
    main = _main_region(view, seat, counts)
    flagged = [r for r, k in counts.items() if k > 1 and r != main]
    if not flagged:
        return None
    r = flagged[0]
    row = _laid_row(view, seat, r, counts[r])
    theirs = max(row[o] for o in range(view.n_seats) if o != seat)
    return Msg(WHY + ("flag" if counts[r] == 2 else "flags"),
               {"region": region_msg(r), "mine": row[seat], "theirs": theirs})


def reason(view: State, seat: int, action) -> Msg:
    """Why ``seat`` takes ``action`` in ``view``: what its markers go to, and what set it apart
    from the next best choice by the evaluation (cheap enough after every move), and where a
    flag doubles a pick when that is another region (the whole pick is read in the log)."""
    view = view.view_for(seat)
    if view.phase == "fill":
        return _reason(view, seat, action, _fill_values(view, seat), False)
    raw = selection_values(view, seat, random.Random(view_seed(view, seat)), REASON_SAMPLES, known=False)
    top = sorted(range(len(raw)), key=lambda i: (-raw[i], i))[:4]
    top.append(SELECTIONS.index(action.regions))
    vals = {Select(SELECTIONS[i]): raw[i] / REASON_SAMPLES for i in top}
    why = _tie_likely(view, seat, _reason(view, seat, action, vals, False))
    flag = _flag_words(view, seat, action)
    also = why.params["what"].params.get("also") if "what" in why.params else None
    if flag is not None and also is not None and also.params["region"] == flag.params["region"]:
        flag = None                     # (the rest of the lay is said already)
    return why if flag is None else Msg(WHY + "plus", {"reason": why, "flag": flag})


def advise(view: State, seat: int, cancel: threading.Event | None = None) -> Advice:
    """The hard player's choice for ``seat``, with its reason and its value (the best so far
    when ``cancel`` is set); the reason weighs what the others are likely to lay face down
    (:func:`risks`)."""
    view = view.view_for(seat)
    vals = _weigh(view, seat, cancel=cancel)
    best = _best(vals)
    why = _reason(view, seat, best, vals, view.phase != "fill")
    still = _tie_still(view, seat, best, vals, why) if view.phase != "fill" else None
    return Advice(best, explain_loss.warned(view, seat, best, still or risks(view, seat, best, why)), chance(vals[best]))


#: the chance that a rival lays markers in a region counted now below which it goes unsaid
SKIP_SAID = 0.1


def _reaches(p: float, level: float) -> bool:
    """True when the chance ``p`` is ``level`` or more, or is said as that much (about 1 in 2
    is likely whether it is 0.47 or 0.52)."""
    said = chance_msg(p).params
    return p >= level or ("k" in said and said["k"] / said["n"] >= level)


def _tied(view: State, seat: int, m: Msg, brief: bool = False, least: float = TIE_RISK) -> Msg:
    """``m`` with every "unless" clause whose tie is a real risk (:data:`TIE_RISK`, or ``least``)
    said as one, with its chance (:func:`tie_chance`): "a tie, scoring nothing, is likely: Marcus
    adds 1 (about 1 in 2)", or when ``brief`` "a tie is likely (about 1 in 2) if Marcus adds 1"."""
    if m.key == WHY + "unless":
        rival, place = m.params["rival"], m.params["place"]
        region = int(place.params["region"].key.rsplit(".", 1)[1])
        p = tie_chance(view, seat, region, rival.params["n"], rival.params["seat"])
        if not _reaches(p, least):
            return m
        key = WHY + ("tie.likely" if _reaches(p, TIE_LIKELY) else "tie.risk") + (".brief" if brief else "")
        if brief and place.key == WHY + "now":      # (the points kept, said as the points scored)
            place = Msg(WHY + "now_gain", {k: v for k, v in place.params.items() if k != "was"})
        return Msg(key, {"place": place, "rival": rival, "chance": chance_msg(p)})
    params = {k: _tied(view, seat, v, brief, least) if isinstance(v, Msg) else v for k, v in m.params.items()}
    changed = any(params[k] is not v for k, v in m.params.items())
    return Msg(m.key, params) if changed else m


def _put(m: Msg, old: Msg, new: Msg) -> Msg:
    """``m`` with its part ``old`` (the same object) put as ``new``."""
    if m is old:
        return new
    return Msg(m.key, {k: _put(v, old, new) if isinstance(v, Msg) else v for k, v in m.params.items()})


#: how many lines of the advice bubble a reason that answers its own likely tie may take
STILL_LINES = 6


def _tie_still(view: State, seat: int, best, vals: dict, why: Msg) -> Msg | None:
    """The advice's reason ``why`` for ``best`` when a tie in the region counted now is likely
    (:data:`TIE_LIKELY`) and a move laying more there was weighed (``vals``, the played-out
    games, where a tie scores nothing): the tie said plainly, and what the move that would
    avoid it gives up ("still, Asia (6) ×3 instead would leave Livia about 2 points worse off
    by the end", in the played-out games), in up to
    :data:`STILL_LINES` lines, shorter forms first dropping the rest of the lay. ``None`` when
    no tie is likely or no such move was weighed."""
    if "vs" in why.params:              # (what the next best gives up is said in its place)
        why = Msg(WHY + "just", {"what": why.params["what"]})
    unless = unless_clause(why)
    if unless is None:
        return None
    rival, place = unless.params["rival"], unless.params["place"]
    region = int(place.params["region"].key.rsplit(".", 1)[1])
    p = tie_chance(view, seat, region, rival.params["n"], rival.params["seat"])
    laid = _counts(best.regions).get(region, 0)
    alts = {b: v for b, v in vals.items() if _counts(b.regions).get(region, 0) > laid}
    if not _reaches(p, TIE_LIKELY) or not alts:
        return None
    alt = _best(alts)
    if place.key == WHY + "now":        # (the points kept, said as the points scored)
        place = Msg(WHY + "now_gain", {k: v for k, v in place.params.items() if k != "was"})
    still = Msg(WHY + "tie.still", {"place": place, "rival": rival, "chance": chance_msg(p),
                                    "alt": regions_msg(alt.regions), "n": max(1, round(vals[best] - alts[alt])),
                                    "seat": seat})
    forms = shorter_forms(_put(why, unless, still))
    return next((f for f in forms if fits(f, STILL_LINES)), forms[-1])


def _tie_likely(view: State, seat: int, why: Msg) -> Msg:
    """A computer's reason ``why`` with its "unless" said as the advice says it where a tie is
    likely (:data:`TIE_LIKELY`): "…; a tie, scoring nothing, is likely: Marcus adds 1 (about
    1 in 2)", shorter forms where that does not fit the bubble (:func:`fits`); a real risk
    below that stays "unless" (a tie's chance is worked out only where one is said)."""
    tied = _tied(view, seat, why, least=TIE_LIKELY)
    if tied is why:
        return why
    forms = shorter_forms(tied) + shorter_forms(_tied(view, seat, why, brief=True, least=TIE_LIKELY))
    return next((f for f in forms if fits(f)), forms[-1])


def _skipped(view: State, seat: int, action) -> list[Msg]:
    """When ``action`` lays nothing in a region counted this round, what it does there, longest
    first: that region (the one worth most) gets none, with who leads it, or its markers and
    the chance that the strongest rival lays markers there this round (from the hard player's
    prediction, :func:`tie_chance` of none); else none. Empty when the move lays markers in a
    region counted now."""
    dist = distances(view.goal, view.round)
    now = [r for r in range(1, 10) if dist[r] == 0]
    if view.phase != "select" or not now or any(r in action.regions for r in now):
        return []
    region = max(now, key=lambda r: (score_lists()[r][0], r))
    row = _laid_row(view, seat, region, 1)
    rival = _strongest(row, seat)
    need = row[seat] - row[rival]
    short = Msg(WHY + "skip.short", {"region": region_msg(region)})
    if need <= 0:                       # (a marker there would not even draw level)
        return [Msg(WHY + "skip.behind", {"region": region_msg(region), "seat": rival, "mine": row[seat] - 1,
                                          "theirs": row[rival]}), short]
    p = 1.0 - tie_chance(view, seat, region, 0, rival)
    if p < SKIP_SAID:
        return [short]
    return [Msg(WHY + "skip", {"region": region_msg(region), "seat": rival, "chance": chance_msg(p),
                               "mine": row[seat] - 1, "theirs": row[rival]}), short]


def risks(view: State, seat: int, action, why: Msg) -> Msg:
    """The reason ``why`` of ``action`` with the risks of this round said: a tie likely in the
    region counted now (:func:`_tied`), or what the move does in a region counted now it leaves
    alone (:func:`_skipped`). What no longer fits the bubble (:func:`fits`) gives way, the
    plain reason's extras first, the chance of a skipped region's rival next."""
    tied = _tied(view, seat, why)
    forms = shorter_forms(tied)
    if tied is not why:
        forms += shorter_forms(_tied(view, seat, why, brief=True)) + shorter_forms(why)
    skips = _skipped(view, seat, action)
    if not skips:
        return next((f for f in forms if fits(f)), forms[-1])
    joined = [Msg(WHY + "skipped", {"reason": f, "skip": k}) for k in skips for f in forms]
    return next((f for f in joined if fits(f)), joined[-1])


def judge(view: State, seat: int, action, cancel: threading.Event | None = None) -> Judgement:
    """``action`` of ``seat`` set against the best of the hard player's candidates, all weighed
    in the same played-out worlds. A selection found :data:`RECHECK` worse is weighed again as
    the advice weighs it: when it is the advice's choice, it is the best (a player who laid what
    the advice would say, asked or not, is not told it was a mistake)."""
    view = view.view_for(seat)
    vals = _weigh(view, seat, extra=action, cancel=cancel)
    best = _best(vals)
    played = view.phase != "fill"
    if played and best != action and chance(vals[best]) - chance(vals.get(action, vals[best])) >= RECHECK:
        full = _weigh(view, seat, cancel=cancel)      # (the few worlds of a judgement are noisy:
        if _best(full) == action:                     # the advice's own choice is never a slip)
            return Judgement(Advice(action, _reason(view, seat, action, full, played), chance(full[action])),
                             action, chance(full[action]))
    why = _reason(view, seat, best, vals, played)
    advice = Advice(best, (_tie_still(view, seat, best, vals, why) if played else None) or why, chance(vals[best]))
    versus = None if best == action or action not in vals else \
        _versus(view, seat, best, action, vals[best] - vals[action], played, review=True)
    if played and best != action:       # (a region the move taken left open to the rival)
        versus = explain_loss.left_open(view, seat, best, action, versus)
    return Judgement(advice, action, chance(vals.get(action, vals[best])), versus)
