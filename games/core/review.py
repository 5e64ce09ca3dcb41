"""The review of a finished game: for each person seat the moves the computer judges clearly
worse than its own best at that moment, and every seat's standing over the game.

A review replays the record from its start. At every decision of a person seat that had a
choice it asks the game's ``explain.judge`` (see :mod:`games.core.explain`) about the move
taken, from that seat's own view (``state.view_for(seat)``) and nothing else; at the start of
every turn (a change of the seat to act) it asks ``explain.standing`` of each seat, from that
seat's view. The moves that lost at least :data:`THRESHOLD` of a chance to win are kept, and
those a little worse after which the seat's line on the chart fell steeply (:data:`STEEP`);
the :data:`MOST` worst per seat, worst first (:attr:`Slip.weight`; each decision once, spread
over the game's turns: :func:`picked`), each with the move taken, the better move and the
computer's reason, all as :class:`~games.core.text.Msg` (no language yet). Each heading's
chances are the chart's (:func:`_on_chart`): the words and the line beside them agree.

A review is worked out once and kept in the record's extras under :data:`KEY` (its sentences
as JSON text, so the extras stay shallow); :func:`kept_review` reads it back, and a damaged
entry is dropped (``None``: work it out again), never an error.

>>> size_msg(0.125).render("en"), size_msg(0.125, 0.5).render("en"), size_msg(0.9).key
('your chance to win fell a little: about 1 game in 8', 'your chance to win fell from about 1 in 2 to about 2 in 5', 'core.review.size.lost')
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from .explain import Judgement, chance_msg, chances_in, compared, cost_msg, explainer, gist
from .record import Record
from .review_size import SIZES, one_figure, shown_fall, size_msg  # noqa: F401  (the review's words of a size)
from .review_chart import chart_at, low_after, over_rounds
from .review_falls import Fall, falls_from_json, falls_json, falls_of
from .review_moments import MOMENT_KEYS, MOMENT_PARAMS, MomentsWork, moment_of, moments_of, span_of, turn_of  # noqa: F401
from .review_then import thens
from .review_why import kept_msg as _msg
from .review_why import point_whys, whys_from_json, whys_json
from .text import Msg

#: the key of a review in a record's extras
KEY = "review"
#: the version of the kept form
VERSION = 14
#: a move is "clearly worse" when it gave away at least this much of a chance to win
THRESHOLD = 0.04
#: a move the judge found worse than its best by less than :data:`THRESHOLD` (but at least
#: this much) is listed still when the seat's line on the chart falls :data:`STEEP` or more in
#: the round that follows it (a losing accusation among equally likely sums): a steep drop a
#: player sees on the chart is never left out of the list beside it
FLOOR = 0.02
STEEP = 0.25
#: at most this many moves per seat
MOST = 5
#: at most this many moves of one turn (a round of a game played in rounds) per seat, unless no
#: other move clears :data:`THRESHOLD`: a review spreads over the game
PER_TURN = 2
#: the share of the better move's words that the move taken's must hold for the two to read
#: alike (:func:`alike`)
ALIKE = 0.75
#: at most this many points in the standing chart (a long game's turns are thinned evenly)
MOST_POINTS = 80


class ReviewError(ValueError):
    """A review that cannot be worked out (the game has no explain module)."""


class ReviewCancelled(ReviewError):
    """The review was cancelled before it was done."""


@dataclass(frozen=True)
class Slip:
    """A move of a person seat judged clearly worse than the computer's best at that moment:
    ``index`` is its place in the record (the replay at ``index`` shows the position before it);
    ``turn`` the turn it was made in (:func:`turn_of`); ``when`` that moment as the game counts it
    ("Turn 13", "Round 5": :func:`moment_of`); ``top`` the seat's chance to win on the review's
    chart where it marks the move (:func:`chart_at`) and ``now`` after it (:func:`_on_chart`): the
    "from" and "to" of its heading; ``fell``: the chart's own line fell that far after the move
    (else the heading says what the better move kept and the move played left); ``passed``: the
    move only passed (:func:`passes`: a phase ended with nothing done)."""

    index: int
    seat: int
    taken: Msg
    best: Msg
    why: Msg
    loss: float
    turn: int = 0
    when: Msg | None = None
    top: float | None = None
    now: float | None = None
    fell: bool = True
    passed: bool = False
    #: what followed the move when the seat's line fell after it (:mod:`.review_then`)
    then: Msg | None = None

    @property
    def weight(self) -> float:
        """How bad the move was, for ranking: the figure its heading says (:func:`shown_fall`:
        where the chance went, as it reads), else its loss; between headings that read alike,
        the judge's loss decides (:func:`picked`)."""
        return shown_fall(self.size, self.loss)

    @property
    def size(self) -> Msg:
        """How much it mattered, in words (where the chance fell, when ``top``, the seat's
        chance to win on the chart at that moment, is known)."""
        return size_msg(self.loss, self.top, self.now, self.fell)

    def to_json(self) -> dict:
        """The kept form (sentences as JSON text: the record's extras stay shallow)."""
        return {"i": self.index, "seat": self.seat, "loss": self.loss, "t": self.turn,
                **({"v": self.top} if self.top is not None else {}),
                **({"n": self.now} if self.now is not None else {}),
                **({} if self.fell else {"f": 0}),
                **({"p": 1} if self.passed else {}),
                **{k: json.dumps(getattr(self, k).to_json(), ensure_ascii=False) for k in ("taken", "best", "why")},
                **({"w": json.dumps(self.when.to_json(), ensure_ascii=False)} if self.when is not None else {}),
                **({"th": json.dumps(self.then.to_json(), ensure_ascii=False)} if self.then is not None else {})}

    @staticmethod
    def from_json(d: dict, n_actions: int, n_seats: int) -> "Slip":
        """Read :meth:`to_json`'s form; ``ValueError`` (or a ``TypeError``/``KeyError``) when
        it is damaged."""
        i, seat, loss = d["i"], d["seat"], d["loss"]
        if type(i) is not int or not 0 <= i < n_actions or type(seat) is not int or not 0 <= seat < n_seats:
            raise ValueError("slip out of range")
        if type(loss) not in (int, float) or not 0 <= loss <= 1:
            raise ValueError("bad loss")
        turn = d.get("t", 0)
        if type(turn) is not int:
            raise ValueError("bad turn")
        top, now = d.get("v"), d.get("n")
        if any(p is not None and (type(p) not in (int, float) or not 0 <= p <= 1) for p in (top, now)):
            raise ValueError("bad chance")
        msgs = {k: _msg(d[k]) for k in ("taken", "best", "why")}
        when = _msg(d["w"]) if "w" in d else None
        if d.get("f", 1) not in (0, 1) or d.get("p", 0) not in (0, 1):
            raise ValueError("bad flag")
        return Slip(i, seat, msgs["taken"], msgs["best"], msgs["why"], float(loss), turn, when,
                    None if top is None else float(top), None if now is None else float(now), d.get("f", 1) == 1,
                    d.get("p", 0) == 1, _msg(d["th"]) if "th" in d else None)


@dataclass
class Review:
    """A finished game's review: per person seat its slips (largest first), and the chart's
    points ``(index, standings)`` (one chance to win per seat, before action ``index``), and
    ``span``: the game's first and last moments as it counts them (the chart's axis)."""

    seats: list[int]
    slips: dict[int, list[Slip]] = field(default_factory=dict)
    chart: list[tuple[int, list[float]]] = field(default_factory=list)
    n_actions: int = 0
    span: tuple[Msg, Msg] | None = None
    #: per chart point, the judge's reason for the seat it favours there (:mod:`.review_why`)
    whys: dict[int, Msg] = field(default_factory=dict)
    #: the steep falls of a person seat's line made by another seat's move (:mod:`.review_falls`)
    falls: list[Fall] = field(default_factory=list)

    def to_json(self) -> dict:
        """The kept form (see :func:`keep`)."""
        return {"v": VERSION, "actions": self.n_actions, "seats": list(self.seats),
                "slips": [s.to_json() for seat in self.seats for s in self.slips.get(seat, [])],
                "chart": [[i, [round(v, 4) for v in vals]] for i, vals in self.chart],
                **({"span": [json.dumps(m.to_json(), ensure_ascii=False) for m in self.span]} if self.span else {}),
                **whys_json(self.whys), **falls_json(self.falls)}

    @staticmethod
    def from_json(d: Any, n_actions: int, n_seats: int) -> "Review":
        """Read :meth:`to_json`'s form; raises ``ValueError``/``TypeError``/``KeyError`` when damaged
        or made for another record (another number of actions)."""
        if not isinstance(d, dict) or d.get("v") != VERSION or d.get("actions") != n_actions:
            raise ValueError("not a review of this record")
        seats = d["seats"]
        if not isinstance(seats, list) or not all(type(s) is int and 0 <= s < n_seats for s in seats):
            raise ValueError("bad seats")
        out = Review(list(seats), {s: [] for s in seats}, [], n_actions)
        for raw in d["slips"]:
            slip = Slip.from_json(raw, n_actions, n_seats)
            if slip.seat not in out.slips:
                raise ValueError("slip of a seat not reviewed")
            out.slips[slip.seat].append(slip)
        for i, vals in d["chart"]:
            if type(i) is not int or not 0 <= i <= n_actions or not isinstance(vals, list) or len(vals) != n_seats \
                    or not all(type(v) in (int, float) and 0 <= v <= 1 for v in vals):
                raise ValueError("bad chart point")
            out.chart.append((i, [float(v) for v in vals]))
        span = d.get("span")
        if span is not None:
            if not isinstance(span, list) or len(span) != 2:
                raise ValueError("bad span")
            out.span = (_msg(span[0]), _msg(span[1]))
        out.whys = whys_from_json(d.get("whys"), n_actions)
        out.falls = [f for f in falls_from_json(d.get("falls"), n_actions, n_seats) if f.seat in out.slips]
        return out


def kept_review(record: Record) -> Review | None:
    """The review kept with ``record``, or ``None`` (none kept; a damaged or outdated entry is
    dropped from the extras)."""
    raw = record.extras.get(KEY)
    if raw is None:
        return None
    try:
        return Review.from_json(raw, len(record.actions), len(record.seats))
    except (ValueError, TypeError, KeyError, AttributeError):
        record.extras.pop(KEY, None)
        return None


def keep(record: Record, review: Review) -> None:
    """Keep ``review`` in ``record``'s extras (saved with it)."""
    record.extras[KEY] = review.to_json()


def review_of(record: Record, progress: Callable[[float], None] | None = None, cancel: Any = None) -> Review:
    """The review kept with ``record``, else worked out (:func:`work_out`) and kept."""
    review = kept_review(record)
    if review is None:
        review = work_out(record, progress, cancel)
        keep(record, review)
    return review


def reviewable(game_id: str) -> bool:
    """True when the game has an explain module (its end screen offers a review)."""
    try:
        return explainer(game_id) is not None
    except (KeyError, TypeError, ImportError):
        return False



def opens_at(record: Record, slip: Slip) -> int:
    """Where the replay of ``record`` opens for ``slip``, in moves made: at the choice itself, the
    position the move was chosen from (a move put together step by step, Caesar XL's marching
    group, opens before its first step: :func:`_composed`), with the move still to be made, as
    the chart's points and the judge see it."""
    return slip.index


def _moments(record: Record) -> tuple[list, list]:
    """Replay ``record``: the decisions of its person seats that had a choice, as
    ``(index, seat, view, action, asked, when, turn)`` (``asked``: the seat's view when it asked
    for advice since its last move, ``None`` when it did not; ``turn``: :func:`turn_of`;
    ``when``: :func:`moment_of`),
    and the chart's moments ``(index, views)`` (the start of each turn and the end; ``views`` one
    per seat, ``None`` at the end of a finished game)."""
    persons = {i for i, s in enumerate(record.seats) if s.is_person}
    asked = _asked(record)
    n = len(record.seats)
    state = record.new_state()
    decisions: list = []
    turns: list[tuple[int, list]] = []
    last = None
    begun = [0] * n
    when: Msg | None = None
    asked_views: dict[int, Any] = {}
    begin: dict[int, tuple] = {}
    for i, (seat, action) in enumerate(record.actions):
        for s in range(n):
            if (i, s) in asked and s not in asked_views:
                asked_views[s] = state.view_for(s)
        if 0 <= seat < n and seat != last:
            turns.append((i, [state.view_for(s) for s in range(n)]))
            last = seat
            begun[seat] += 1
        when = moment_of(state.status(), when, begun[seat] if 0 <= seat < n else 1)
        if seat in persons:
            view = state.view_for(seat)
            here = (i, seat, view, action, asked_views.get(seat), when, turn_of(view, begun[seat]))
            decision = _composed(begin, here, len(state.legal_actions(seat)) > 1)
            if decision is not None:
                decisions.append(decision)
        asked_views.pop(seat, None)
        state.apply_trusted(seat, action)
    if len(turns) > MOST_POINTS:
        step = len(turns) / MOST_POINTS
        turns = [turns[int(k * step)] for k in range(MOST_POINTS)]
    out = state.outcome()
    turns.append((len(record.actions), out.rewards(n) if out is not None else [state.view_for(s) for s in range(n)]))
    return decisions, turns


def _composed(begin: dict[int, tuple], here: tuple, choice: bool) -> tuple | None:
    """The decision to judge for the move ``here`` (a decision's tuple, see :func:`_moments`), or
    ``None``. A move put together step by step (Caesar XL's marching group, unit by unit: steps
    marked ``composing``, which change nothing on the board) is one decision: its steps are not
    judged, and the move that ends them is judged from the view before the first step
    (``begin`` keeps it per seat), against every move the seat could make there. Judged step by
    step, a march that strips a city was a row of small choices among the units of one group,
    none of them much worse than the next, and the judge's best "move" a unit joining a group.
    Steps that end with no move (the group given up: an action of a kind not open before them)
    are no decision. The decision is placed where its first step was made (the replay opens
    there: the position it was chosen from). ``choice``: the seat had more than one legal action
    ``here``."""
    i, seat, view, action = here[:4]
    if getattr(action, "composing", False):
        begin.setdefault(seat, here)
        return None
    start = begin.pop(seat, None)
    if start is None:
        return here if choice else None
    if not any(type(a) is type(action) for a in start[2].legal_actions(seat)):
        return None
    return (start[0], seat, start[2], action, start[4], start[5], start[6])


def _asked(record: Record) -> set[tuple[int, int]]:
    """The moments a seat asked for advice, as ``(moves made before, seat)`` (kept by the window
    in the record's extras; anything else there is ignored)."""
    kept = record.extras.get("advice") if isinstance(record.extras, dict) else None
    raw = kept.get("asked") if isinstance(kept, dict) else None
    out: set[tuple[int, int]] = set()
    for item in raw if isinstance(raw, list) else ():
        if isinstance(item, list) and len(item) == 2 and all(type(x) is int for x in item):
            out.add((item[0], item[1]))
    return out


def _words(mod: Any, view: Any, seat: int, action: Any) -> Msg:
    """The move in words: the explain module's ``what`` when it has one, else the action's own
    log sentence."""
    what = getattr(mod, "what", None)
    return what(view, seat, action) if callable(what) else action.msg(seat)


def _standings(mod: Any, turns: list, step: Callable[[], None], raw: list | None = None) -> list[tuple[int, list[float]]]:
    """The chart: each moment's standing of every seat, from that seat's view, as the mean over
    the round of turns that ends there (:func:`over_rounds`; a finished game's end: its rewards;
    a seat the game's optional ``is_out`` says is out of the game: none)."""
    chart = []
    is_out = getattr(mod, "is_out", None)
    outs = [{s for s, v in enumerate(views) if callable(is_out) and hasattr(v, "view_for") and is_out(v, s)}
            for _i, views in turns]
    for i, views in turns:
        vals = [float(v) if not hasattr(v, "view_for") else float(mod.standing(v, s)) for s, v in enumerate(views)]
        chart.append((i, [min(1.0, max(0.0, v)) for v in vals]))
        step()
    ended = bool(turns) and not any(hasattr(v, "view_for") for v in turns[-1][1])
    if raw is not None:                 # (the points before they are made a round's mean: :func:`_falls`)
        raw += chart[:-1] if ended else chart
    return over_rounds(chart[:-1], outs) + chart[-1:] if ended else over_rounds(chart, outs)


def _judged(mod: Any, decisions: list, step: Callable[[], None], cancel: Any) -> list[Slip]:
    """The decisions judged worse than the best by at least :data:`FLOOR`, as slips
    (:func:`_slip`)."""
    out = []
    for i, seat, view, action, asked, when, turn in decisions:
        got = item(mod, view, seat, action, asked, cancel)
        step()
        if got is not None:
            out.append(Slip(i, seat, *got[:4], turn, when, got[4], passed=passes(action)))
    return out


def item(mod: Any, view: Any, seat: int, action: Any, asked: Any = None,
         cancel: Any = None) -> tuple[Msg, Msg, Msg, float, float] | None:
    """A review's item for ``action`` of ``seat``, judged and worded from ``view`` (the seat's
    own view at that moment) alone: the move taken, the better move, the why, the loss and the
    better move's chance to win (the judge's own: :func:`_on_chart`); ``None`` when the judge
    found it no worse than its best by :data:`FLOOR`. A pass where the judge would have acted
    (a phase ended with its gold unspent and its armies standing) is kept however little the
    judge weighs it at that moment: a judge that looks one move ahead sees little lost by a
    pass, and the list shows it when the chart falls steeply after it (:data:`STEEP`)."""
    j = mod.judge(view, seat, action, cancel)
    doubted = j.loss >= FLOOR or passes(action) and not passes(j.best.action) and j.loss > 0
    got = _slip(mod, view, seat, action, asked, j, cancel) if doubted else None
    if got is None:
        return None
    return (_words(mod, view, seat, action), _words(mod, view, seat, got.best.action), why_of(mod, view, seat, got),
            round(min(1.0, got.loss), 4), round(min(1.0, max(0.0, got.best.value)), 4))


def _slip(mod: Any, view: Any, seat: int, action: Any, asked: Any, j: Judgement, cancel: Any) -> Judgement | None:
    """The judgement of a move the judge found worse than its best, as the review lists it, or
    ``None`` when it is no mistake. The judge weighs fewer worlds than the advice (it judges every
    move of a game), so the two may disagree. When the seat asked for advice since its last move
    (``asked``: its view then, perhaps before another seat laid a card), a move that advice named
    is never listed; when it named another move than the judge's best, the move is listed only
    if the judge finds the advice itself better by :data:`THRESHOLD`, and then the advice is the
    better move: the review never contradicts the advice a seat was given (what the move gave up
    against it: the game's ``versus_of``, when it has one). (An advice not asked
    for is not worked out here: Caesar XL's takes seconds, and a game's judge weighs its own
    choice again, see Imperium's.)"""
    if j.best.action == action:
        return None
    if asked is None:
        return j
    advice = mod.advise(asked, seat, cancel)
    if advice.action == action:
        return None
    if advice.action == j.best.action or advice.action not in view.legal_actions(seat):
        return j
    other = mod.judge(view, seat, advice.action, cancel)
    if other.taken_value - j.taken_value < THRESHOLD:
        return None
    said = getattr(mod, "versus_of", None)       # (what the move gave up against the advice, in the game's words)
    versus = said(view, seat, advice.action, action, other.taken_value - j.taken_value) if callable(said) else None
    return Judgement(replace(advice, value=other.taken_value), action, j.taken_value, versus, j.taken_why)


def does(mod: Any, view: Any, seat: int, action: Any, said: Msg | None = None) -> Msg:
    """What ``action`` does, in the words of the game's reasons (not the move itself: the review's
    "played" and "better" lines name it): the game's ``doing`` or ``because`` when it has one, else
    the move's reason ``said`` (or asked of the game) without its comparison with the next best."""
    for name in ("doing", "because"):
        words = getattr(mod, name, None)
        if callable(words):
            return words(view, seat, action)
    return gist(said if said is not None else mod.reason(view, seat, action))


def why_of(mod: Any, view: Any, seat: int, j: Judgement) -> Msg:
    """The review's "why" of a move judged worse than the best (:func:`~games.core.explain.compared`):
    what the move taken did, what the better one achieves, and what the game says the move taken
    gave up or risked against it (``j.versus``). When the game names nothing and the better
    move's words say nothing the move taken's do not (both "a stack of 3"), the move taken gave
    nothing up that a player can see: the "why" says the cost the judge found instead. A move
    taken that passes (:func:`passes`) is said by its plain words ("ending the phase"): its
    reason is a justification ("nothing more is worth doing now"), which beside a better move
    contradicts the review. A better move that passes is said so too, and then the "why" says
    what the move taken cost (a pass achieves nothing the move taken "gave up").

    >>> from games.core.explain import Advice
    >>> class M:                        # (a game whose moves are their own words)
    ...     def doing(view, seat, action): return action
    >>> gives, costs = Msg("core.cost.gives", {"n": 12, "seat_foe": 1}), Msg("core.cost.games", {"n": 12})
    >>> why_of(M, None, 0, Judgement(Advice(costs, Msg("x"), 0.6), gives, 0.5)).render("en")
    'Your move: would give Player 2 about 1 more game in 12. The better move: would cost about 1 game in 12; your move would cost about 1 game in 10.'
    >>> why_of(M, None, 0, Judgement(Advice(gives, Msg("x"), 0.6), costs, 0.5)).render("en")
    'Your move: would cost about 1 game in 12. The better move: would give Player 2 about 1 more game in 12; your move gave that up.'
    """
    taken = _words(mod, view, seat, j.taken) if passes(j.taken) else does(mod, view, seat, j.taken, j.taken_why)
    stop = passes(j.best.action)
    best = _words(mod, view, seat, j.best.action) if stop else does(mod, view, seat, j.best.action, j.best.reason)
    versus = j.versus
    if versus is None and taken.render("en") != best.render("en") and (stop or alike(taken, best)):
        cost = cost_msg(j.loss)
        versus = Msg("core.review.vs_cost", {"cost": cost}) if cost is not None else None
    if versus is not None and taken.render("en") != best.render("en") and repeats(versus, taken):
        return Msg("core.review.why_instead", {"best": best, "versus": versus})
    return compared(taken, best, versus, j.loss)


def repeats(versus: Msg, taken: Msg) -> bool:
    """True when ``versus`` (what the move taken gave up or risked) says again what ``taken``
    (what it did) says, by the same names and numbers ("closes Hispania Citerior 1 to 4 for
    Livia ..." and "your move would close Hispania Citerior 1 to 4 for Livia ..."): the "why"
    then says the move taken's consequence once, in ``versus``'s words, and not the aim ``taken``
    gives it (a token the better move takes as well). A ``versus`` that names no number and two
    names (a cost, "your move gave that up", a seat alone) or states a chance repeats nothing.

    >>> took = Msg("core.action", {"seat": 0, "name": "takes Roma 5 to 4, to win"})
    >>> repeats(Msg("core.action", {"seat": 0, "name": "your move would take Roma 5 to 4"}), took)
    True
    >>> repeats(Msg("core.action", {"seat": 0, "name": Msg("core.review.yours")}), took)
    False
    """
    def named(text: str) -> set[str]:
        return set(re.findall(r"\b(?:\d+|[A-Z]\w*)\b", text))
    said = named(versus.render("en"))
    return sum(1 for w in said if not w.isdigit()) >= 2 and any(w.isdigit() for w in said) \
        and said <= named(taken.render("en")) and not chances_in(versus)


#: the kinds of move that do nothing but pass: a phase ended, a turn given up
PASSES = frozenset({"Pass", "EndPhase", "EndTurn"})


def passes(action: Any) -> bool:
    """True when ``action`` only passes (:data:`PASSES`): what it does is nothing, and the game's
    words for it say why nothing was worth doing.

    >>> from games.caesar_xl.rules import EndPhase
    >>> passes(EndPhase()), passes("a march")
    (True, False)
    """
    return type(action).__name__ in PASSES


def alike(taken: Msg, best: Msg) -> bool:
    """True when the better move's words (``best``) say nothing the move taken's (``taken``) do
    not: they name no number, place or person that ``taken`` does not, and at least
    :data:`ALIKE` of their words are ``taken``'s ("the neutral counter joins: a stack of 3"
    against "it takes the stack of 2 on C2 out of reach ..., and the neutral counter joins it: a
    stack of 3"; not "10 sums remain possible, and one answer would prove the conspiracy" against
    "10 sums remain possible, and the answer can cut them to 8").

    >>> alike(Msg("core.seat_default", {"n": 3}), Msg("core.seat_default", {"n": 30}))
    False
    >>> alike(Msg("core.cost.gives", {"n": 12, "seat_foe": 1}), Msg("core.cost.games", {"n": 12}))
    True
    >>> alike(Msg("core.cost.games", {"n": 12}), Msg("core.cost.falls", {"was": Msg("core.cost.games", {"n": 12}),
    ...                                                                  "now": Msg("core.cost.half")}))
    False
    """
    def named(text: str) -> set[str]:
        return set(re.findall(r"\b(?:\d+|[A-Z]\w*)\b", text))

    def words(text: str) -> set[str]:
        return set(re.findall(r"[\w']+", text.lower()))
    mine, theirs = best.render("en"), taken.render("en")
    said = words(mine)
    return bool(named(mine)) and named(mine) <= named(theirs) and len(said & words(theirs)) >= ALIKE * len(said)


def picked(slips: list[Slip]) -> list[Slip]:
    """One seat's slips to list, the worst first (:attr:`Slip.weight`): at most :data:`MOST`, never the same decision
    twice, and spread over the game. A slip is the same decision as a larger one listed when
    both played the same move where the same better move was there (the same words: a choice
    met again, e.g. the next legion of a stack sent the same wrong way) or, in the same turn,
    missed the same better move (one chance let go, move after move) or made the same move (a
    stack sent away unit by unit: each unit's better move names the stack left behind). At most
    :data:`PER_TURN` come from one turn while the slips of other turns clear the bar; only when
    too few do are more taken from one turn (largest first).

    >>> from games.core.text import Msg
    >>> def s(i, turn, taken, best, loss):
    ...     return Slip(i, 0, Msg(taken), Msg(best), Msg("why"), loss, turn)
    >>> got = picked([s(1, 2, "a", "b", 0.2), s(2, 2, "a", "b", 0.2), s(3, 2, "c", "b", 0.1), s(4, 2, "d", "e", 0.09),
    ...               s(5, 2, "f", "g", 0.08), s(6, 2, "h", "i", 0.07), s(8, 2, "j", "k", 0.06), s(9, 9, "a", "b", 0.06),
    ...               s(10, 9, "l", "m", 0.05)])
    >>> [x.index for x in got]      # (2 and 9 as 1; 3 the same chance missed; 8 of a full turn 2)
    [1, 4, 5, 6, 10]
    """
    ranked = sorted(slips, key=lambda x: (-x.weight, -x.loss, x.index))
    distinct: list[Slip] = []
    for x in ranked:
        if not any(_same_decision(x, y) for y in distinct):
            distinct.append(x)
    spread: list[Slip] = []
    for x in distinct:
        if sum(1 for y in spread if y.turn == x.turn) < PER_TURN:
            spread.append(x)
    extra = [x for x in distinct if x not in spread]
    return sorted(spread[:MOST] + extra[:max(0, MOST - len(spread))], key=lambda x: (-x.weight, -x.loss, x.index))


def _same_decision(a: Slip, b: Slip) -> bool:
    """True when ``a`` and ``b`` are one decision for the review (see :func:`picked`)."""
    return a.seat == b.seat and (a.best == b.best and (a.taken == b.taken or a.turn == b.turn)
                                 or a.turn == b.turn and a.taken == b.taken and not a.passed)


def _assemble(record: Record, chart: list, slips: list[Slip], whys: dict | None = None,
              falls: list[Fall] | None = None) -> Review:
    """The review from its chart (``whys``: the judge's reasons at its points) and its slips: the
    :data:`MOST` largest per person seat, each heading's chance to win before the move the chart's
    own at that moment (:func:`chart_at`: the words and the line beside them are one measure)."""
    persons = [i for i, s in enumerate(record.seats) if s.is_person]
    review = Review(persons, {s: [] for s in persons}, list(chart), len(record.actions), span_of(record), dict(whys or {}),
                    list(falls or []))
    n = len(record.seats)
    for seat in persons:
        mine = [_on_chart(x, chart_at(chart, x.index, seat), _low(chart[:-1], x, slips, n),
                          low_after(_till_next(chart[:-1], x, slips), x.index, seat, n)) for x in slips if x.seat == seat]
        review.slips[seat] = picked([x for x in mine if x.loss >= THRESHOLD or x.weight >= STEEP])
    mod = explainer(record.game)
    return thens(mod, record, one_form(review)) if mod is not None else one_form(review)


def one_form(review: Review) -> Review:
    """``review`` with one heading form for all its items: when the chart's line did not fall
    after some of them (their heading says what the better move kept and the move played left),
    every heading says it so, never "fell from 1 in 2 to 2 in 5" above "the better move kept 1 in
    2; your move left 2 in 5" for one kind of item. (What each move kept is true of every item;
    that the chance fell, only of some.)

    >>> r = Review([0], {0: [Slip(1, 0, Msg("a"), Msg("b"), Msg("c"), 0.2, top=0.5, now=0.3),
    ...                      Slip(2, 0, Msg("a"), Msg("b"), Msg("c"), 0.2, top=0.5, now=0.3, fell=False)]})
    >>> [x.size.key for x in one_form(r).slips[0]]
    ['core.review.size.kept', 'core.review.size.kept']
    """
    every = [x for seat in review.seats for x in review.slips.get(seat, [])]
    if all(x.fell for x in every):
        return review
    review.slips = {seat: [replace(x, fell=False) for x in slips] for seat, slips in review.slips.items()}
    return review


def _low(chart: list[tuple[int, list[float]]], slip: Slip, slips: list[Slip], n: int) -> float | None:
    """The chart's low after ``slip`` that its heading may fall to (:func:`low_after`), or
    ``None`` when a later move of the seat judged worse comes before the chart's next point (an
    attack, then the card played in it): a fall the chart shows is said once, by the move nearest
    it, not by every move of the turn before it (they would all read as that fall, and the
    first of them came first whatever each gave away). Nor does it reach past that later move
    (:func:`_till_next`): a question is not said to have made the fall of the wrong accusation
    after it."""
    return low_after(_till_next(chart, slip, slips), slip.index, slip.seat, n)


def _till_next(chart: list[tuple[int, list[float]]], slip: Slip, slips: list[Slip]) -> list[tuple[int, list[float]]]:
    """The points of ``chart`` up to the seat's next move after ``slip`` judged worse (a point
    at that move's index is the moment before it), all of them when none follows."""
    nxt = min((x.index for x in slips if x.seat == slip.seat and x.index > slip.index and x.loss >= FLOOR),
              default=None)
    return chart if nxt is None else [(i, v) for i, v in chart if i <= nxt]


def _on_chart(slip: Slip, was: float | None, low: float | None = None, seen: float | None = None) -> Slip:
    """``slip`` (its ``top`` the judge's chance to win of the better move) with its heading's
    chances put on the chart's measure: from ``was``, the chart's at that moment, down by the
    share of it the judge found the move gave away (a judge that weighs the better move at 4 in 5
    and the move played at 2 in 5 halves the chart's chance), or down to ``low``, the chart's
    lowest in the round after the move, when that is lower (the drop a player sees). ``fell``
    when the chart's line itself came down that far (``seen``, its lowest in the round after
    the move, else ``low``, reads as low as the heading's "to"): only then does the heading say
    the chance fell.

    >>> s = Slip(3, 0, Msg("a"), Msg("b"), Msg("c"), 0.2, top=0.8)
    >>> [(x.top, x.now, x.fell) for x in (_on_chart(s, 0.6, 0.3), _on_chart(s, 0.6, 0.7), _on_chart(s, 0.6))]
    [(0.6, 0.3, True), (0.6, 0.45, False), (0.6, 0.45, False)]
    """
    if was is None:
        return replace(slip, top=None, now=None)
    best = slip.top or 0.0
    share = min(1.0, slip.loss / best) if best > 0 else 0.0
    now = was * (1 - share)
    seen = low if seen is None else seen
    fell = seen is not None and (seen <= now or chance_msg(seen) == chance_msg(now))
    out = replace(slip, top=was, now=round(min(now, now if low is None else max(0.0, low)), 4), fell=fell)
    return replace(out, why=one_figure(out.why, out.size))


def _module(record: Record) -> Any:
    mod = explainer(record.game)
    if mod is None:
        raise ReviewError(f"{record.game} has no explain module")
    return mod


def work_out(record: Record, progress: Callable[[float], None] | None = None,
             cancel: Any = None) -> Review:
    """The review of the finished game ``record`` (see the module text), all at once. ``progress``
    is told the share done (0..1) after every judgement; ``cancel`` (a :class:`threading.Event`)
    stops the work with :class:`ReviewCancelled`. The same record always gives the same review.
    (A window runs it a :class:`Share` at a time, off its own process.)"""
    mod = _module(record)
    decisions, turns = _moments(record)
    total = max(1, len(decisions) + len(turns))
    done = 0

    def step() -> None:
        nonlocal done
        if cancel is not None and cancel.is_set():
            raise ReviewCancelled("review cancelled")
        done += 1
        if progress is not None:
            progress(done / total)
    raw: list = []
    chart = _standings(mod, turns, step, raw)
    return _assemble(record, chart, _judged(mod, decisions, step, cancel), point_whys(mod, turns, chart),
                     _falls(mod, record, raw, chart))


@dataclass(frozen=True)
class Share:
    """A share of a review's work, run like a computer player (``choose(record, seat, cancel)``)
    so that the window's worker runs it in its helper process, where it cannot slow the frames:
    ``"count"`` (how many decisions there are to judge), ``"chart"`` (the standings) or
    ``"judge"`` (the slips among decisions ``lo`` to ``hi``)."""

    part: str
    lo: int = 0
    hi: int = 0

    def choose(self, record: Record, seat: int = 0, cancel: Any = None) -> Any:
        """The share's result (see the class text)."""
        def step() -> None:
            if cancel is not None and cancel.is_set():
                raise ReviewCancelled("review cancelled")
        decisions, turns = _moments(record)
        if self.part == "count":
            return len(decisions)
        mod = _module(record)
        if self.part == "chart":           # (with the judge's reasons at its points, and the falls)
            raw: list = []
            chart = _standings(mod, turns, step, raw)
            return chart, point_whys(mod, turns, chart), _falls(mod, record, raw, chart)
        return _judged(mod, decisions[self.lo:self.hi], step, cancel)


def shares(decisions: int, size: int = 6) -> list[Share]:
    """The shares of a review of ``decisions`` judgements: the chart, then ``size`` at a time."""
    return [Share("chart")] + [Share("judge", lo, min(decisions, lo + size)) for lo in range(0, decisions, size)]


def assemble(record: Record, results: list) -> Review:
    """The review from the results of its :func:`shares`, in their order."""
    chart, whys, *falls = results[0] if results else ([], {})
    return _assemble(record, chart, [x for r in results[1:] for x in r], whys, falls[0] if falls else [])


def _falls(mod: Any, record: Record, raw: list, chart: list) -> list[Fall]:
    """The falls of the person seats' lines made by another seat's move (:func:`~.review_falls.falls_of`),
    none for a game whose judge gives no standing of a position."""
    return falls_of(mod, record, raw, chart, moments_of(record)) if callable(getattr(mod, "standing", None)) else []
