"""A game's record: everything needed to rebuild it, which is its save file.

A record holds the format version, the game id, the options, the seats, the
seed and the list of ``(seat, action)``. Replaying it gives the same game.
Chance outcomes are entries too, ``(CHANCE, outcome)`` with ``CHANCE == -1``,
so a record replays without any random generator.

>>> from games.core.state import SeatInfo
>>> r = Record("caesar", [SeatInfo("Livia"), SeatInfo("Marcus")], seed=3)
>>> Record.from_json(r.to_json()).seats[0].name
'Livia'
"""
from __future__ import annotations

import logging
import math
import time
from dataclasses import dataclass, field
from typing import Any

from .actions import Action, Event
from .budget import Budget
from .chance import CHANCE
from .errors import RecordError
from .registry import GAME_IDS, info, rules
from .state import GameState, SeatInfo
from .text import Msg, in_kept_words, sayable, words_of

log = logging.getLogger(__name__)

FORMAT = "ludi-romani-record"
FORMAT_VERSION = 2
#: the longest seat name a record may hold (the set-up screen allows 20 characters)
MAX_NAME = 40
#: seeds are whole numbers of at most this size (the set-up screen draws below 10**9)
MAX_SEED = 2 ** 64
#: how deeply the extras (a board's notes) may nest
MAX_EXTRAS_DEPTH = 12
#: how deep a kept reason may nest: a sentence names sentences (regions, figures, the next best
#: choice, the seal of a hidden move), three levels each; a real Imperium reason nests 17 deep
MAX_REASON_DEPTH = 48
#: what a seat may be
SEAT_KINDS = ("human", "ai", "script")
#: computer levels every game understands besides its own ``INFO.levels``
EXTRA_LEVELS = ("random",)


def valid_seat(seat: Any, n_seats: int) -> bool:
    """True when ``seat`` may act in a record of ``n_seats`` seats.

    This is the one place that says which seats a record's actions may name:
    a seat index, or the chance seat (``games.core.chance.CHANCE``).

    >>> valid_seat(1, 2), valid_seat(2, 2), valid_seat(True, 2), valid_seat("0", 2)
    (True, False, False, False)
    """
    if type(seat) is not int:
        return False
    if 0 <= seat < n_seats:
        return True
    return seat == CHANCE


def read_seats(raw: Any, gi) -> list[SeatInfo]:
    """The seats of a save file, checked against the game's ``gi`` (a :class:`GameInfo`)."""
    def bad(why: str) -> RecordError:
        return RecordError("core.err.record_bad", detail=f"seats: {why}")
    if not isinstance(raw, list):
        raise bad("not a list")
    if not gi.min_players <= len(raw) <= gi.max_players:
        raise bad(f"{len(raw)} seats, the game takes {gi.min_players}-{gi.max_players}")
    seats = []
    for d in raw:
        if not isinstance(d, dict):
            raise bad("a seat is not an object")
        name, kind, level, colour = d.get("name"), d.get("kind", "human"), d.get("level"), d.get("colour", "")
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
            raise bad("a name is missing or too long")
        if kind not in SEAT_KINDS:
            raise bad(f"unknown kind {str(kind)[:20]!r}")
        if kind == "ai" and level not in tuple(gi.levels) + EXTRA_LEVELS:
            raise bad(f"unknown level {str(level)[:20]!r}")
        if kind == "script" and level not in gi.scripted:
            raise bad(f"no scripted opponent {str(level)[:20]!r} in this game")
        if kind == "human" and level is not None and level not in gi.levels:
            raise bad(f"unknown level {str(level)[:20]!r}")
        if not isinstance(colour, str) or len(colour) > MAX_NAME:
            raise bad("bad colour")
        seats.append(SeatInfo(name, kind, level, colour))
    return seats


def read_options(raw: Any, gi) -> dict:
    """The options of a save file, checked with :meth:`GameInfo.check_options` and
    by type (``0`` is not the choice ``False``)."""
    if raw is None:
        raw = {}
    if not isinstance(raw, dict):
        raise RecordError("core.err.record_bad", detail="options: not an object")
    try:
        gi.check_options(raw)
    except (ValueError, TypeError) as exc:
        raise RecordError("core.err.record_bad", detail=f"options: {exc}"[:200]) from None
    for opt in gi.options:
        if opt.id in raw and not any(type(raw[opt.id]) is type(c) and raw[opt.id] == c for c in opt.choices):
            raise RecordError("core.err.record_bad", detail=f"options: {opt.id} has the wrong type")
    return dict(raw)


def _shallow(value: Any, limit: int) -> bool:
    """True when ``value`` nests lists/dicts at most ``limit`` deep (walked without recursion)."""
    stack = [(value, 0)]
    while stack:
        v, depth = stack.pop()
        if isinstance(v, (list, dict)):
            if depth >= limit:
                return False
            stack.extend((x, depth + 1) for x in (v.values() if isinstance(v, dict) else v))
    return True


#: a replay keeps a copy of the state after every this many actions (:meth:`Record.replay`)
CHECKPOINT_EVERY = 32


@dataclass
class Record:
    """The record of one game (finished or not)."""

    game: str
    seats: list[SeatInfo]
    seed: int = 0
    options: dict = field(default_factory=dict)
    actions: list[tuple[int, Action]] = field(default_factory=list)
    created: float = field(default_factory=time.time)
    version: int = FORMAT_VERSION
    #: what the window keeps with the game but the rules never read (a seat's notes sheet)
    extras: dict = field(default_factory=dict)
    #: why a computer made a move, by the move's place in ``actions`` (0 for the first); a
    #: game without an explain module, and saves older than reasons, have none
    reasons: dict[int, Msg] = field(default_factory=dict)
    #: replay checkpoints (see :meth:`replay`): never saved, never compared
    _replay_cache: Any = field(default=None, init=False, repr=False, compare=False)
    #: what games.core.saves learnt of the record's file: whether it was sealed (None: not
    #: read from a file), the name it was saved under, and whether it is finished (cached)
    sealed_file: bool | None = field(default=None, init=False, repr=False, compare=False)
    save_name: str | None = field(default=None, init=False, repr=False, compare=False)
    finished_memo: tuple | None = field(default=None, init=False, repr=False, compare=False)

    # ----- JSON ---------------------------------------------------------
    def to_json(self) -> dict:
        """The save-file form."""
        return {
            "format": FORMAT, "version": self.version, "game": self.game,
            "created": self.created, "seed": self.seed, "options": dict(self.options),
            "seats": [s.to_json() for s in self.seats],
            "actions": [[seat, a.to_json()] for seat, a in self.actions],
            "extras": self.extras,
            "reasons": {str(i): m.to_json() for i, m in sorted(self.reasons.items())},
            **({"words": words_of(list(self.reasons.values()))} if self.reasons else {}),
        }

    @staticmethod
    def from_json(data: Any) -> "Record":
        """Read a save-file form. Raises :class:`RecordError` with a reason.

        Everything is checked before anything is built: the format and
        version, the game, the options (:meth:`GameInfo.check_options`, and of
        the type of the offered choices), the seats (count within the game's
        range, kind, computer level from ``INFO.levels``, name length), the
        seed's size, every action (:meth:`Codec.load` checks each field's type)
        and its seat, the date and the extras. The ``detail`` parameter of the
        error starts with the part at fault: ``foreign``, ``newer``,
        ``unknown_game``, ``options``, ``seats``, ``seed``, ``action`` or
        another description.
        """

        def bad(detail: str) -> RecordError:
            return RecordError("core.err.record_bad", detail=detail)
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise bad("foreign")
        version = data.get("version")
        if type(version) is not int or version < 1:
            raise bad("no version")
        if version > FORMAT_VERSION:
            raise bad("newer")
        game = data.get("game")
        if not isinstance(game, str) or game not in GAME_IDS:
            raise bad("unknown_game")
        try:
            gi = info(game)
            codec = rules(game).CODEC
        except (KeyError, ImportError, AttributeError):
            raise bad("unknown_game") from None
        seats = read_seats(data.get("seats"), gi)
        options = read_options(data.get("options", {}), gi)
        seed = data.get("seed")
        if type(seed) is not int or not -MAX_SEED <= seed <= MAX_SEED:
            raise bad("seed: not a whole number of a sensible size")
        raw = data.get("actions")
        if not isinstance(raw, list):
            raise bad("action list missing")
        actions = []
        for i, item in enumerate(raw):
            if not isinstance(item, list) or len(item) != 2:
                raise bad(f"action {i + 1}: not a [seat, action] pair")
            seat, adata = item
            if not valid_seat(seat, len(seats)):
                raise bad(f"action {i + 1}: bad seat {str(seat)[:20]!r}")
            try:
                actions.append((seat, codec.load(adata, Action)))
            except RecordError as exc:
                raise bad(f"action {i + 1}: {exc.msg.params.get('detail', '')}") from None
        created = data.get("created", 0.0)
        if type(created) not in (int, float) or not math.isfinite(created):
            raise bad("bad date")
        extras = data.get("extras", {})
        if extras is None:
            extras = {}
        if not isinstance(extras, dict) or not all(isinstance(k, str) for k in extras) \
                or not _shallow(extras, MAX_EXTRAS_DEPTH):
            raise bad("bad extras")
        reasons = read_reasons(data.get("reasons", {}), len(actions), data.get("words"))
        return Record(game, seats, seed, options, actions, float(created), version, extras, reasons)

    # ----- replay -------------------------------------------------------
    def new_state(self) -> GameState:
        """The state before any action.

        When seats are scripted, ``new_game`` finds their script ids in
        ``options["scripts"]`` (one entry per seat, ``None`` for the others);
        a script the game does not declare (:attr:`GameInfo.scripted`) raises
        :class:`RecordError`, and so does any error the game raises setting up the seats and
        options a save holds (two Auto-Crassus seats in one CAESAR! game), detail ``start``.
        """
        gi = info(self.game)
        try:
            options = gi.check_options(self.options)
        except (ValueError, TypeError) as exc:
            raise RecordError("core.err.record_bad", detail=f"options: {exc}"[:200]) from None
        scripts = script_ids(self.seats)
        if scripts is not None:
            unknown = [sc for sc in scripts if sc is not None and sc not in gi.scripted]
            if unknown:
                raise RecordError("core.err.record_bad", detail=f"{self.game} has no scripted opponent {unknown[0]!r}")
            options = {**options, "scripts": scripts}
        try:
            return rules(self.game).new_game(len(self.seats), self.seed, options)
        except Exception as exc:  # noqa: BLE001 - a save the game cannot set up must never crash the window
            raise RecordError("core.err.record_bad", detail=f"start: {exc}"[:200]) from None

    def replay(self, upto: int | None = None, trusted: bool = False) -> GameState:
        """The state after the first ``upto`` actions (all by default).

        Raises :class:`RecordError` (``index`` = the failing action) when an
        action is illegal: the record is corrupt. ``trusted``: the actions were
        checked when they were played or loaded (a replay viewer stepping back),
        so they are applied without checking them again (about a third of the time).

        A replay keeps a copy of the state every :data:`CHECKPOINT_EVERY`
        actions; the next replay starts from the last checkpoint whose actions
        are still the record's (a game that grows by one action, or is taken
        back, replays only its new actions, not the whole game again). The
        checkpoints are copies (``clone``) and never reach the caller.

        >>> from games.core.state import SeatInfo
        >>> rec = Record("caesar", [SeatInfo("A"), SeatInfo("B")], seed=3)
        >>> rec.replay().is_over()
        False
        """
        state, _ = self._run(len(self.actions) if upto is None else upto, trusted, None)
        assert state is not None, "a replay without a budget always gets there"
        return state

    def prepare(self, budget: float | Budget | None = 0.008, trusted: bool = True) -> bool:
        """Make :meth:`replay`'s checkpoints along the whole record, for up to ``budget``
        seconds of processor time, or until a :class:`~games.core.budget.Budget` is spent
        (None: all of them), applying the actions unchecked as a
        ``trusted`` replay does (``trusted=False``: checked, raising :class:`RecordError` as
        :meth:`replay` does); True once they are all made (the actions after the last
        checkpoint are not replayed). A replay viewer calls it in its idle frames, so that a
        step back in a long game (Caesar XL: over a thousand actions) replays at most
        :data:`CHECKPOINT_EVERY` actions, never the whole game within one frame."""
        _, done = self._run(len(self.actions), trusted, budget)
        return done

    def _run(self, upto: int, trusted: bool, budget: float | Budget | None) -> tuple[GameState | None, bool]:
        """Replay the first ``upto`` actions from the nearest checkpoint, making checkpoints on
        the way; with a ``budget`` (seconds of processor time) stop once it is spent, at a
        checkpoint. Returns the state (None when stopped) and whether it got to ``upto``."""
        acts = self.actions[:upto]
        n = len(acts)
        key = (self.game, self.seed, repr(self.options), tuple((s.kind, s.level) for s in self.seats))
        cache = self._replay_cache
        if cache is None or cache[0] != key:
            prefix, points = [], {}
        else:
            prefix, points = cache[1], cache[2]
        same = 0                      # how many first actions are those the checkpoints were made from
        for a, b in zip(acts, prefix):
            if a is not b and a != b:
                break
            same += 1
        start = max((k for k in points if k <= same and k <= n), default=0)
        slice_ = budget if isinstance(budget, Budget) else Budget(budget)
        if slice_.seconds is not None and n - start < CHECKPOINT_EVERY:
            return None, True         # (every checkpoint there is to make is made)
        state = points[start].clone() if start else self.new_state()
        kept = {k: v for k, v in points.items() if k <= same}
        done = True
        for i in range(start, n):
            seat, action = acts[i]
            try:
                if trusted:
                    state.apply_trusted(seat, action)
                else:
                    state.apply(seat, action)
            except Exception as exc:  # noqa: BLE001 - a damaged file must never crash the window
                err = RecordError("core.err.record_bad", detail=f"action {i + 1} does not replay: {exc}")
                err.index = i + 1
                raise err from None
            if (i + 1) % CHECKPOINT_EVERY == 0:
                kept[i + 1] = state.clone()
                if slice_.spent() and n - (i + 1) >= CHECKPOINT_EVERY:
                    done = False
                    break
        if same == n and len(prefix) >= n:          # a replay of part of what is known: keep it all
            points.update(kept)
            self._replay_cache = (key, prefix, points)
        else:
            self._replay_cache = (key, list(acts), kept)
        return (state if done else None), done

    def replay_events(self, trusted: bool = False) -> tuple[GameState, list[list[Event]]]:
        """The final state and the events of each action, in order (``trusted``: applied
        without checking them, as :meth:`replay` does)."""
        state = self.new_state()
        out = []
        apply = state.apply_trusted if trusted else state.apply
        for seat, action in self.actions:
            out.append(apply(seat, action))
        return state, out

    def copy(self) -> "Record":
        """A copy with its own action list."""
        return Record(self.game, list(self.seats), self.seed, dict(self.options),
                      list(self.actions), self.created, self.version, dict(self.extras), dict(self.reasons))

    def reason(self, index: int) -> Msg | None:
        """Why the move at ``index`` (0 for the first) was made, when a computer said so."""
        return self.reasons.get(index) if 0 <= index < len(self.actions) else None

    def keep_reasons(self, before: int, msg: Msg | None = None) -> None:
        """After the actions changed from ``before`` of them to ``len(actions)``: forget the
        reasons of moves taken back or replaced, and keep ``msg`` as the newest move's reason."""
        n = len(self.actions)
        for i in [i for i in self.reasons if i >= min(n, before)]:
            del self.reasons[i]
        if msg is not None and n > before:
            self.reasons[n - 1] = msg


def read_reasons(raw: Any, n_actions: int, words: Any = None) -> dict[int, Msg]:
    """The reasons of a save file (none in a save older than reasons). They are words only,
    never needed to play on: when any entry is not a sentence (a catalogue key and parameters)
    of a move the record holds, every reason is dropped (and the log says so), and the game
    loads without them. A sentence whose words have changed since it was kept (its key gone, a
    parameter renamed: :func:`~games.core.text.sayable`) is said in the ``words`` the save kept
    beside the reasons (:func:`~games.core.text.in_kept_words`); a reason still unsaid (a save older than
    kept words) is dropped alone."""
    if raw is None or raw == {}:
        return {}
    out: dict[int, Msg] = {}
    try:
        if not isinstance(raw, dict) or not _shallow(raw, MAX_REASON_DEPTH):
            raise ValueError("not an object")
        for k, v in raw.items():
            if not (isinstance(k, str) and k.isdigit() and int(k) < n_actions):
                raise ValueError(f"no move {str(k)[:20]!r}")
            if not (isinstance(v, dict) and isinstance(v.get("key"), str)
                    and isinstance(v.get("params", {}), dict)):
                raise ValueError(f"move {k}: not a sentence")
            out[int(k)] = Msg.from_json(v)
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as exc:
        log.warning("the reasons kept with this game were set aside: %s", str(exc)[:200])
        return {}
    table = read_words(words)
    out = {k: msg if sayable(msg) else in_kept_words(msg, table) for k, msg in out.items()}
    unsaid = [k for k, msg in out.items() if not sayable(msg)]
    if unsaid:                  # (kept in words that have changed since: shown, a raw key or a {gap})
        log.warning("%d reasons kept with this game are no longer in the catalogue's words: dropped", len(unsaid))
    return {k: msg for k, msg in out.items() if k not in unsaid}


def read_words(raw: Any) -> dict[str, dict[str, str]]:
    """The words a save kept beside its reasons (:func:`~games.core.text.words_of`): by key, a
    text per language; none (and the log says so) when they are not that."""
    if raw is None:
        return {}
    if isinstance(raw, dict) and all(
            isinstance(k, str) and isinstance(v, dict)
            and all(isinstance(lang, str) and isinstance(t, str) for lang, t in v.items())
            for k, v in raw.items()):
        return raw
    log.warning("the words kept with this game's reasons were set aside")
    return {}


def script_ids(seats: list[SeatInfo]) -> tuple | None:
    """Per seat the script id of a scripted seat, else ``None``; ``None`` when no seat is scripted.

    >>> script_ids([SeatInfo("A"), SeatInfo("Crassus", "script", "crassus")])
    (None, 'crassus')
    """
    if not any(s.is_script for s in seats):
        return None
    return tuple(s.level if s.is_script else None for s in seats)
