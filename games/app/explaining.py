"""The computer's words off the frame loop: what the worker needs to ask a game's explain
module (:mod:`games.core.explain`) for the reason of a computer's move and for advice.

No pygame here: this module travels to the worker's helper process. A game's explain module
is named by an :class:`ExplainRef` (its module name and the folder its package is found in), so
that the helper process, started before a game folder was added, still finds it.

>>> explain_ref("no_such_game") is None
True
>>> explain_ref("caesar_xl").module
'games.caesar_xl.explain'
"""
from __future__ import annotations

import importlib
import importlib.util
import logging
import random
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from games.core.caches import kept
from games.core.explain import (SECRET_REASON, UNTIL_REVEAL, Advice, kept_until_reveal, sealed,
                                unsealed, view_seed)
from games.core.registry import entry
from games.core.text import Msg
from games.core.views import hides_move

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ExplainRef:
    """Where a game's explain module is: its module name and the folder on ``sys.path`` it
    is imported from."""

    module: str
    path: str

    def load(self) -> Any:
        """The module (the folder put on ``sys.path`` first, when it is not there)."""
        if self.path and self.path not in sys.path:
            sys.path.append(self.path)
        return importlib.import_module(self.module)


def explain_ref(game_id: str) -> ExplainRef | None:
    """The :class:`ExplainRef` of ``game_id``'s explain module, or ``None`` when it has none
    (or the game is unknown). The module is only found here, not imported: its searches and
    evaluators take a good part of a second to import, which the helper process spends, never
    a frame of the window."""
    try:
        package = entry(game_id).package
        name = f"{package}.explain"
        found = importlib.util.find_spec(name)
        top = importlib.util.find_spec(package.split(".")[0])
    except (KeyError, ImportError, ValueError) as exc:   # (a one-module game has no explain module)
        if not isinstance(exc, (KeyError, ModuleNotFoundError)):
            log.error("the explain module of %s cannot be found: %r", game_id, exc)
        return None
    if found is None or top is None or not top.origin:
        return None
    return ExplainRef(name, str(Path(top.origin).resolve().parent.parent))


#: the worlds consistent with the public view in which a reason is worked out again before the
#: other seats may read it (:func:`tells_secrets`)
PUBLIC_WORLDS = 3
#: the worlds drawn at most to find :data:`PUBLIC_WORLDS` in which the move can be made (a
#: token placed face up is in the mover's screen in few of them)
DRAWS = 24


def reason_of(ref: ExplainRef | None, view: Any, seat: int, action: Any) -> Msg | None:
    """Why ``seat`` takes ``action`` from ``view``, or ``None`` (no explain module, or it
    failed: a missing reason never stops the game; the failure is logged). The reason is
    shown to every seat, so it is sealed (:func:`~games.core.explain.sealed`) when it names a
    move the public cannot tell from another or when it tells something only the mover knows
    (:func:`tells_secrets`). A move whose explain module gives a public form of its reason
    (:func:`public_reason`: a move whose reason rests on the mover's hand, though a few worlds
    may not show it) is sealed with it: the others read that form until the end. A face-down move of a game whose explain module says
    ``REVEALED_IN_PLAY`` (its face-down moves are turned up before the end) is sealed
    :data:`~games.core.explain.UNTIL_REVEAL`."""
    if ref is None:
        return None
    try:
        module = ref.load()
        got = module.reason(view, seat, action)
        if isinstance(got, Msg):
            if hidden_from_view(view, seat, action):
                got = sealed(got, UNTIL_REVEAL if getattr(module, "REVEALED_IN_PLAY", False) else None)
            elif (public := public_reason(module, view, seat, action)) is not None:
                got = sealed(got, public=public)   # (its public form read until the end)
            elif tells_secrets(module.reason, view, seat, action, got):
                got = sealed(got)    # (it tells what the others have not seen: kept for the end)
    except Exception as exc:  # noqa: BLE001 - a reason is a nicety, never worth a lost move
        log.error("no reason for %r of seat %s: %r", action, seat, exc)
        return None
    return got if isinstance(got, Msg) else None


def public_reason(module: Any, view: Any, seat: int, action: Any) -> Msg | None:
    """The public form of ``seat``'s reason for ``action``, from the explain module's optional
    ``public_reason`` (what the move achieves from what everyone sees), or ``None`` when it has
    none, gives none, or gives one that still tells a secret (:func:`tells_secrets`)."""
    public = getattr(module, "public_reason", None)
    if not callable(public):
        return None
    got = public(view, seat, action)
    if not isinstance(got, Msg) or tells_secrets(public, view, seat, action, got):
        return None
    return got


def public_world(view: Any, seat: int, k: int) -> Any:
    """The ``k``-th whole world consistent with what everyone sees of ``view`` (the mover's
    own secrets dealt again too), drawn by a generator seeded by the view, so the same view
    always gives the same worlds."""
    rng = random.Random(view_seed(view, seat) + k)
    try:
        return view.view_for(None).determinize(None, rng)
    except (TypeError, AttributeError, KeyError, IndexError, ValueError, NotImplementedError):
        return view.resample_hidden(None, rng)


def tells_secrets(reason: Any, view: Any, seat: int, action: Any, why: Msg) -> bool:
    """True when ``why``, the reason ``reason(view, seat, action)`` gave, may tell another seat
    something hidden from it: in one of :data:`PUBLIC_WORLDS` worlds the public cannot tell
    from this one (:func:`public_world`) and in which the move can be made (everyone sees it
    made), its reason differs. When none of :data:`DRAWS` worlds allows the move, or a world
    cannot be made, it counts as telling (the reason is then kept for the end)."""
    asked = 0
    for k in range(DRAWS):
        if asked == PUBLIC_WORLDS:
            break
        try:
            other = public_world(view, seat, k).view_for(seat)
            if action not in other.legal_actions(seat):
                continue
            asked += 1
            if reason(other, seat, action) != why:
                return True
        except Exception as exc:  # noqa: BLE001 - unsure is sealed, never shown
            log.info("a public world of seat %s could not be asked: %r", seat, exc)
            return True
    return asked == 0


def hidden_from_view(view: Any, seat: int, action: Any) -> bool:
    """:func:`~games.core.views.hides_move` asked of ``seat``'s view. A view that cannot play a
    move out by itself (its outcome rests on what the seat cannot see: Catilina's question to
    everyone looks into every hand) is first made a whole world, dealt by a generator seeded by
    the view (:func:`~games.core.explain.view_seed`), so the answer is the same in every hidden
    world consistent with it."""
    try:
        return hides_move(view, seat, action)
    except (TypeError, AttributeError, KeyError, IndexError, ValueError):
        world = view.determinize(seat, random.Random(view_seed(view, seat)))
        return hides_move(world, seat, action)


#: per record (game, seed, created): the actions replayed so far, the state after them, and the
#: action counts after which the true state hid nothing from the public (see :func:`revealed`)
_CLEAR = kept("explaining.clear_points")


def clear_points(record: Any) -> list[int]:
    """The action counts ``n`` after which the true state of ``record``'s game hid nothing
    from the public (its ``secrets(None)`` empty): every secret choice made before such a
    moment was shown to everyone. Kept per record and worked on from where it stopped, so a
    game that grows by a move replays only that move (one taken back: the whole game again)."""
    acts = record.actions
    key = (record.game, record.seed, record.created)
    done, state, points = _CLEAR.get(key, ((), None, []))
    if len(done) == len(acts) and state is not None and list(done) == acts:
        return points
    if state is None or len(done) > len(acts) or list(done) != acts[:len(done)]:
        done, state, points = (), record.new_state(), []
    else:
        state = state.clone()
    points = list(points)
    for n in range(len(done), len(acts)):
        state.apply_trusted(*acts[n])
        if not state.secrets(None):
            points.append(n + 1)
    _CLEAR[key] = (tuple(acts), state, points)
    return points


def revealed(record: Any, index: int, upto: int | None = None) -> bool:
    """True when move ``index`` of ``record`` (0 for the first) is public by the time ``upto``
    actions were played (all by default): a moment after it hid nothing from the public (its
    card was turned up, the selections were revealed), so its reason may be read."""
    last = len(record.actions) if upto is None else upto
    return any(index < n <= last for n in clear_points(record))


def shown_reason(record: Any, index: int, over: bool, upto: int | None = None) -> Msg | None:
    """The reason of move ``index`` that may be read now: a sealed one once the game is
    ``over`` or once what it talks about was revealed (:func:`revealed`, by ``upto`` actions),
    never before."""
    why = record.reason(index)
    if why is None or why.key != SECRET_REASON or over:
        return unsealed(why, over)
    return unsealed(why, revealed(record, index, upto))


def kept_note(record: Any, index: int, over: bool, upto: int | None = None) -> tuple[str, str] | None:
    """What to say of move ``index``'s reason while it is sealed, so a player knows there is one:
    the catalogue key (kept until the card is revealed, or until the end of the game) and the
    mover's name; ``None`` when the reason may be read now (:func:`shown_reason`) or there is
    none."""
    why = record.reason(index)
    if why is None or why.key != SECRET_REASON or shown_reason(record, index, over, upto) is not None:
        return None
    name = record.seats[record.actions[index][0]].name
    return ("app.replay.why_kept_reveal" if kept_until_reveal(why) else "app.replay.why_kept", name)


@dataclass(frozen=True)
class Adviser:
    """A "player" whose choice is the advice of the game's explain module: the worker asks it
    as it asks a computer player, and its answer is an :class:`~games.core.explain.Advice`."""

    ref: ExplainRef

    def choose(self, view: Any, seat: int, cancel: Any = None) -> Any:
        """The explain module's advice for ``seat`` from ``view`` (its best so far once
        ``cancel`` is set), the move itself said to ``seat`` in the module's ``what`` words when
        the advice does not say it (an advice, not the log's sentence of a move made)."""
        module = self.ref.load()
        got = module.advise(view, seat, cancel)
        what = getattr(module, "what", None)
        if isinstance(got, Advice) and got.move is None and callable(what):
            got = replace(got, move=what(view, seat, got.action))
        return got


@dataclass(frozen=True)
class Scripted:
    """A "player" whose move is made already: a scripted seat's (the rulebook's, such as
    Auto-Crassus's placement). The worker asks it as it asks a computer player only so that
    the game's explain module gives the move's reason there, from the mover's view, off the
    frame loop: one source of reasons for every seat."""

    action: Any

    def choose(self, view: Any, seat: int, cancel: Any = None) -> Any:
        """The move made already."""
        return self.action

