"""The computer's words about moves: why it moved, what it would do in a seat's place, and how
a seat's move compared with the best one.

Each game may bring a module ``games/<id>/explain.py`` (pure: no pygame, no window) with four
functions, every one reading only ``view`` (``state.view_for(seat)``) and deterministic for a
given view, so that the same words come in every hidden world consistent with it:

``reason(view, seat, action) -> Msg``
    Why ``seat`` takes ``action`` here: what the move achieves and the one or two things that
    decided it against the next best, in a player's words ("closes Sicilia 6 to 4 and takes its
    Senate token; ..."). Never empty, never the same sentence for every move. It serves the
    computer's own moves (shown on the log and the board) and the advice.
``advise(view, seat, cancel=None) -> Advice``
    The strongest computer's choice for ``seat`` with its reason and its value. It stops early
    with its best so far when ``cancel`` (a :class:`threading.Event`) is set. A search seeds its
    generator with :func:`view_seed`, never from the clock.
``judge(view, seat, action, cancel=None) -> Judgement``
    For the review of a finished game: the value of ``action`` against the best move's.
``standing(view, seat) -> float``
    The seat's chance to win as the computer estimates it from this view, from 0 to 1 (the
    review's chart).

Values are chances to win from 0 to 1 as the game's computer estimates them (a game without a
winner's chance, e.g. scored by points, maps its estimate onto that range).

>>> from games.core.text import Msg
>>> a = Advice("pass", Msg("core.seat_default", {"n": 1}), 0.6)
>>> Judgement(best=a, taken="fold", taken_value=0.25).loss
0.35
>>> view_seed({"hand": None, "turn": 3}, 0) == view_seed({"hand": None, "turn": 3}, 0)
True
"""
from __future__ import annotations

import importlib
import importlib.util
import zlib
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from .registry import entry
from .text import Msg
from .views import picture

#: the functions a game's ``explain`` module gives
CONTRACT = ("reason", "advise", "judge", "standing")


@dataclass(frozen=True)
class Advice:
    """A move the computer recommends: the action, why, and its value (chance to win, 0..1);
    ``move``, when set, the move itself said to the seat it advises (the game's ``what``)."""

    action: Any
    reason: Msg
    value: float
    move: Msg | None = None


@dataclass(frozen=True)
class Judgement:
    """A move set against the best one at the same moment, from the mover's view; ``versus``,
    when the game finds one, what the move taken gave up or risked against the best, in the
    words of the game's reasons with :data:`YOURS` as its subject ("your move would leave the
    stack of 4 on C3 in reach of Brutus's stack of 5"); ``taken_why``, when the game has it at
    hand, the move taken's own reason (for a game with no ``doing`` or ``because``: see
    :func:`games.core.review.does`)."""

    best: Advice
    taken: Any
    taken_value: float
    versus: Msg | None = None
    taken_why: Msg | None = None

    @property
    def loss(self) -> float:
        """How much the move taken gave away against the best (0 when it was the best)."""
        return round(max(0.0, self.best.value - self.taken_value), 6)


#: a difference of chance to win below which two moves are too close to tell apart in words
#: (a reason then says what differed, or nothing)
CLOSE_CALL = 0.02
#: the costs in words, largest first: (from this difference of chance, catalogue key); between
#: them, "about 1 game in n" with n its inverse (:func:`cost_msg`)
COST_LOST, COST_HALF, COST_LITTLE = 0.65, 0.4, 0.08
#: the chances a player weighs, as "k in n" (:func:`chance_msg`): below the first, "next to
#: nothing"; above the last, "a near certainty"
CHANCES = ((1, 20), (1, 10), (1, 8), (1, 6), (1, 5), (1, 4), (1, 3), (2, 5), (1, 2), (3, 5), (2, 3),
           (3, 4), (4, 5), (5, 6), (7, 8), (9, 10), (19, 20))


def chance_msg(p: float) -> Msg:
    """A chance to win ``p`` (0..1) as a player weighs it: "about 2 in 5", "next to nothing".

    >>> [chance_msg(p).render("en") for p in (0.01, 0.38, 0.5, 0.99)]
    ['next to nothing', 'about 2 in 5', 'about 1 in 2', 'a near certainty']
    >>> chance_msg(0.38).render("ja").split("\u2060")    # (one phrase: its parts glued, no line breaks inside)
    ['5', '回', 'に', '2', '回', 'ほ', 'ど']
    """
    if p < 0.035:
        return Msg("core.chance.none")
    if p > 0.965:
        return Msg("core.chance.sure")
    k, n = min(CHANCES, key=lambda kn: abs(kn[0] / kn[1] - p))
    return Msg("core.chance", {"k": k, "n": n})


#: the finer counts two chances that read alike are said in (:func:`finer_chances`), coarsest first
FINER = (10, 20, 50)


def finer_chances(was: float, now: float) -> tuple[Msg, Msg] | None:
    """Two chances to win that read alike as a player weighs them (:func:`chance_msg`: "about 1
    in 2" both), said in the coarsest count of :data:`FINER` that tells them apart, the same
    count for both ("about 11 in 20", "about 9 in 20"), so that every heading of a review says
    where the chance went in one form; ``None`` when none does.

    >>> [m.render("en") for m in finer_chances(0.53, 0.46)], finer_chances(0.5, 0.499)
    (['about 11 in 20', 'about 9 in 20'], None)
    """
    for n in FINER:
        a, b = round(was * n), round(now * n)
        if a != b and 0 < min(a, b) and max(a, b) < n:
            return Msg("core.chance", {"k": a, "n": n}), Msg("core.chance", {"k": b, "n": n})
    return None


def cost_msg(d: float, top: float | None = None, foe: int | None = None) -> Msg | None:
    """How much less often a move wins than the best one, as a player weighs it: the one wording
    every game's reasons use for a difference of chance ``d`` (0..1), the review's sizes the same
    in its own person. With ``top``, the better move's chance to win, it says where the chance
    falls ("would bring the chance to win down from about 1 in 2 to about 2 in 5") when the two read
    apart; else, with ``foe`` (the seat that gains in a game of two), "would give Marcus about 1
    more game in 12"; else "would cost about 1 game in 12". ``None`` when ``d`` is below
    :data:`CLOSE_CALL` (nothing worth saying).

    >>> [m and m.render("en") for m in (cost_msg(0.01), cost_msg(0.03), cost_msg(0.13, 0.5), cost_msg(0.9))]
    [None, 'would cost about 1 game in 33', 'would bring the chance to win down from about 1 in 2 to about 2 in 5', 'would all but lose the game']
    >>> cost_msg(0.04, 0.5, foe=1).render("en")
    'would give Player 2 about 1 more game in 25'
    """
    if d < CLOSE_CALL:
        return None
    if d >= COST_LOST:
        return Msg("core.cost.lost")
    if top is not None:
        was, now = chance_msg(top), chance_msg(max(0.0, top - d))
        if was != now:
            return Msg("core.cost.falls", {"was": was, "now": now})
    if d >= COST_HALF:
        return Msg("core.cost.half")
    n = round(1 / d)
    return Msg("core.cost.gives", {"n": n, "seat_foe": foe}) if foe is not None else Msg("core.cost.games", {"n": n})


#: the move a seat played, said to that seat as the subject of a game's comparison of it with the
#: better move (:attr:`Judgement.versus`)
YOURS = Msg("core.review.yours")
#: the endings of a reason's keys that wrap what the move does (``{"what": ...}``) in the reason's
#: frame ("{what}; {vs}.", "the only move there was: {what}")
FRAMES = (".just", ".with", ".only")


def gist(reason: Msg) -> Msg:
    """What a move does, from its reason: the reason's ``what`` when its key is one of a game's
    frames (:data:`FRAMES`: the comparison with the next best left out), else the reason itself.

    >>> gist(Msg("caesar.why.with", {"what": Msg("caesar.why.pass"), "vs": Msg("caesar.why.vs.lost")})).key
    'caesar.why.pass'
    """
    what = reason.params.get("what")
    return what if reason.key.endswith(FRAMES) and isinstance(what, Msg) else reason


def compared(taken: Msg, best: Msg, versus: Msg | None = None, loss: float = 0.0, top: float | None = None) -> Msg:
    """The review's "why" of a move judged worse than the best: what the move ``taken`` did, what
    the ``best`` one achieves, and (``versus``) what the move taken gave up or risked against it;
    when the game found nothing more to say, that the move taken gave up what the better one does
    (:data:`GAVE_UP`): a "why" never sets two moves side by side without a word.
    When both are said in the same words, only what set them apart (else the ``loss`` in words,
    ``top`` the better move's chance to win: :func:`cost_msg`).

    >>> compared(Msg("core.seat_default", {"n": 1}), Msg("core.seat_default", {"n": 2})).render("en")
    'Your move: Player 1. The better move: Player 2; your move gave that up.'
    >>> compared(Msg("core.seat_default", {"n": 1}), Msg("core.seat_default", {"n": 1}), loss=0.2, top=0.6).render("en")
    'Either move: Player 1; but your move would bring the chance to win down from about 3 in 5 to about 2 in 5.'

    Two moves are never set apart by a chance that reads the same in both (:func:`chances_in`:
    "the stack wins about 3 in 4 ... your move would win only about 3 in 4"): the ``loss`` says
    what differs instead.

    >>> odds = Msg("core.chance", {"k": 3, "n": 4})
    >>> compared(Msg("core.seat_default", {"n": 1, "p": odds}), Msg("core.seat_default", {"n": 2}),
    ...          Msg("core.seat_default", {"n": 3, "p": odds}), loss=0.1).render("en")
    'Your move: Player 1. The better move: Player 2; your move would cost about 1 game in 10.'
    """
    cost = cost_msg(loss, top)
    if versus is not None and chances_in(versus) & (chances_in(taken) | chances_in(best)):
        versus = Msg("core.review.vs_cost", {"cost": cost}) if cost is not None else None
    if taken.render("en") == best.render("en") and (versus is not None or cost is not None):
        return Msg("core.review.why_same", {"what": best, "versus": versus or Msg("core.review.vs_cost", {"cost": cost})})
    return Msg("core.review.why_vs", {"taken": taken, "best": best, "versus": versus or GAVE_UP})


def chances_in(msg: Msg) -> set[str]:
    """The chances a sentence states (its parameters ``p``, at any depth), as they read in English.

    >>> sorted(chances_in(Msg("a", {"p": 45, "what": Msg("b", {"p": Msg("core.chance.sure")})})))
    ['45', 'a near certainty']
    """
    out: set[str] = set()
    for name, value in msg.params.items():
        if isinstance(value, Msg):
            if name == "p":
                out.add(value.render("en"))
            out |= chances_in(value)
        elif name == "p" and value is not None:
            out.add(str(value))
    return out


#: what the move played gave up, said after the better move's effect when the game found no
#: other words for it (:func:`compared`)
GAVE_UP = Msg("core.review.gave_up")
#: the key that seals the reason of a move the public cannot see (a card laid face down): it is
#: kept with the record and shown only once the game is over (:func:`unsealed`)
SECRET_REASON = "core.why.secret"


#: a sealed reason's ``until`` when it names a face-down move the game turns up before its end
UNTIL_REVEAL = "reveal"


def sealed(reason: Msg, until: str | None = None, public: Msg | None = None) -> Msg:
    """``reason`` kept for the end of the game: it names a move the public has not seen, or
    rests on what only the mover knows. ``until`` :data:`UNTIL_REVEAL` says the move is turned
    up before the end (the reason is still shown only once it is: the words differ).
    ``public``, when given, is what the move achieves from what everyone sees: shown in its
    place until then (:func:`unsealed`).

    >>> sealed(Msg("k", {}), UNTIL_REVEAL).params["until"]
    'reveal'
    """
    params: dict[str, Any] = {"why": reason}
    if until is not None:
        params["until"] = until
    if public is not None:
        params["public"] = public
    return Msg(SECRET_REASON, params)


def kept_until_reveal(reason: Msg | None) -> bool:
    """True when ``reason`` is sealed until its face-down move is turned up, not the end."""
    return reason is not None and reason.key == SECRET_REASON \
        and reason.params.get("until") == UNTIL_REVEAL


def unsealed(reason: Msg | None, over: bool) -> Msg | None:
    """The reason that may be shown now: a sealed one only once the game is ``over``; until
    then its public form when it has one (:func:`sealed`), else nothing.

    >>> r, p = Msg("core.seat_default", {"n": 1}), Msg("core.seat_default", {"n": 2})
    >>> unsealed(sealed(r), False) is None, unsealed(sealed(r), True) == r, unsealed(r, False) == r
    (True, True, True)
    >>> unsealed(sealed(r, public=p), False) == p, unsealed(sealed(r, public=p), True) == r
    (True, True)
    """
    if reason is None or reason.key != SECRET_REASON:
        return reason
    inner = reason.params.get("why") if over else reason.params.get("public")
    return inner if isinstance(inner, Msg) else None


def view_seed(view: Any, seat: int) -> int:
    """A seed made from what ``view`` shows and the seat: the same view always gives the same
    seed, in every process (for searches whose answer must not depend on a hidden world)."""
    return zlib.crc32(repr((seat, picture(view))).encode("utf-8"))


def explainer(game_id: str) -> ModuleType | None:
    """The game's ``explain`` module, or ``None`` when the game has none."""
    name = f"{entry(game_id).package}.explain"
    if importlib.util.find_spec(name) is None:
        return None
    mod = importlib.import_module(name)
    missing = [f for f in CONTRACT if not callable(getattr(mod, f, None))]
    if missing:
        raise TypeError(f"{name} lacks {', '.join(missing)}")
    return mod
