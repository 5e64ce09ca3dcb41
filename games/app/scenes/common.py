"""What several scenes share: text helpers, the board-host services, a stand-in board,
the score series of a record and seat descriptions."""
from __future__ import annotations

import importlib
import math
from typing import Any, Callable

import pygame

from games import info as game_info
from games.core import registry
from games.core.actions import Action
from games.core.budget import Budget
from games.core.record import Record
from games.core.saves import check_replay_slice
from games.core.session import LogEntry
from games.core.text import Msg, tr

from ..anim import Animator
from ..board import BoardBase
from ..mapview import map_pictures, pictures_ready, prefetch_first, prefetch_step
from ..draw import COLOUR_SYMBOLS, PLAYER_COLOURS, ROMAN, SEAT_SYMBOLS, blit_text, panel, seat_rgb, wrap_text
from ..advice_record import advice_requests

INK = ROMAN["ink"]
WHITE = ROMAN["white"]
GOLD = ROMAN["gold"]
GOLD_LIGHT = ROMAN["gold_light"]
RED = ROMAN["red"]
PARCHMENT = ROMAN["parchment"]


def text(app, surface, s: str, pos, px: int = 18, colour=INK, bold: bool = False, anchor: str = "topleft",
         shadow: bool = False, outline=None) -> pygame.Rect:
    """Draw one line of text with the suite's font."""
    return blit_text(surface, s, pos, app.fonts.get(px, bold), colour, anchor, outline=outline, shadow=shadow)


def fit_text(app, s: str, width: int, px: int, bold: bool = False, min_px: int = 11) -> int:
    """The largest size not above ``px`` at which ``s`` fits ``width`` pixels."""
    while px > min_px and app.fonts.get(px, bold).size(s)[0] > width:
        px -= 1
    return px


class PicturesFirst:
    """A game to open (Continue, Load, the set-up's Start) once its map pictures are decoded and halved
    and, for a save read without replaying it (Continue: ``path``), once its actions are checked:
    a task of the app's scheduler (``app.tasks``) that checks the actions a frame's budget at a
    time (:func:`~games.core.saves.check_replay_slice`; a long Caesar XL game took 76 ms of the
    click's frame), then takes the steps :func:`~games.app.mapview.prefetch` would take, one a
    frame (decoding Caesar XL's picture took 60 ms, halving it 26 ms more, both in the frame
    that also replayed the game and built the board), while the screen stays as it is with the
    pressed button saying so. The scene calls :meth:`start` when the game is asked for (False:
    open it at once, as before) and asks :meth:`ready` in its updates; :meth:`ready` is True in
    the frame the game may open. Both raise :class:`~games.core.errors.SaveFileError` (the file
    set aside) when an action of the save does not replay.

    >>> from games.app.tasks import Tasks
    >>> opening = PicturesFirst(None, [])          # a game without maps (Caesar)
    >>> opening.start(Tasks())
    False
    """

    def __init__(self, record, paths, path=None):
        self.record = record
        self.paths = list(paths)
        self.path = path
        self.checked = path is None     # every action of the record checked
        self.key = ("open a game", id(self))

    @classmethod
    def of(cls, record, path=None) -> "PicturesFirst":
        return cls(record, map_pictures([record.game]), path)

    def start(self, tasks, owner=None) -> bool:
        """Check what fits a frame's budget now, queue the steps the pictures still need first
        and give the rest to ``tasks`` (dropped with ``owner``; with nothing left it ends in
        this frame, and :meth:`ready` is True in the next); True when something is left."""
        if not self.checked:
            self.checked = check_replay_slice(self.path, self.record, tasks.budget())
        tasks.add(self.key, self, owner=owner)
        return prefetch_first(self.paths) > 0 or not self.checked

    def step(self, budget) -> bool:
        """The scheduler's share: a slice of the checks while some are left, else the next
        picture step while some are left; True once the actions are checked and the pictures
        ready (the game opens in the next frame)."""
        if not self.checked:
            self.checked = check_replay_slice(self.path, self.record, budget)
            return self.checked and pictures_ready(self.paths)
        if not pictures_ready(self.paths):
            prefetch_first(self.paths)      # (the head of the queue, whatever came since)
            prefetch_step()
        return pictures_ready(self.paths)

    def ready(self, tasks) -> bool:
        """True once the game may open: the task is over, or nothing was left for it once
        the frame that started it was drawn; raises the task's
        :class:`~games.core.errors.SaveFileError`."""
        if tasks.done(self.key):
            tasks.result(self.key)
            return True
        if tasks.waiting(self.key) or not (self.checked and pictures_ready(self.paths)):
            return False
        tasks.cancel(self.key)              # (nothing was left to do: the game opens now)
        return True


def seat_colour_name(seat_info, seat: int, info) -> str:
    return seat_info.colour or info.colours[seat % len(info.colours)]


def seat_kind(seat_info, lang: str) -> str:
    """What sits in a seat: "person", "computer, hard", "rulebook opponent"."""
    if seat_info.is_ai:
        return tr("app.seat.computer_of", lang, level=tr(f"core.level.{seat_info.level or 'normal'}", lang))
    if seat_info.is_script:
        return tr("app.seat.scripted", lang)
    return tr("app.seat.person_of", lang)


def seat_desc(seat_info, lang: str) -> str:
    """"Livia — person" / "Marcus — computer, hard" (「マルクス（コンピューター・むずかしい）」):
    one pair of brackets at most, never one inside another."""
    return tr("app.seat.desc", lang, name=seat_info.name, kind=seat_kind(seat_info, lang))


def score_series(record: Record) -> list[tuple[float, ...]] | None:
    """Each seat's score after every action (from ``scores_now()``), or None if the game keeps none."""
    job = ScoreSeries(record)
    while not job.advance(None):
        pass
    return job.series


class ScoreSeries:
    """:func:`score_series` built a slice at a time: each :meth:`advance` replays the record's
    actions until a budget is spent (a task of the app's scheduler), so a long game's chart never holds
    a frame (Caesar XL: over a thousand actions). The record's actions were checked when they
    were played or loaded, so they are applied without checking them again. ``figure`` (a
    function of a state) charts another figure than the score (the end screen asks the board:
    Caesar XL's Forum balance after a political win).
    """

    def __init__(self, record: Record, figure: Callable[[Any], Any] | None = None):
        self.record = record
        self.figure = figure if figure is not None else (lambda state: state.scores_now())
        self.done = figure is None and not game_info(record.game).keeps_score
        self.series: list[tuple[float, ...]] | None = None
        self._state = None
        self._next = 0
        self._out: list[tuple[float, ...]] = []
        self.after: dict[int, tuple[float, ...]] = {}   # (the scores after so many actions)

    def advance(self, budget: Budget | None = None) -> bool:
        """Replay until ``budget`` is spent (None: to the end); True once the series is complete."""
        if self.done:
            return True
        slice_ = budget if budget is not None else Budget(None)
        try:
            if self._state is None:
                self._state = self.record.new_state()
                self._add(self.figure(self._state), 0)
            actions = self.record.actions
            while self._next < len(actions):
                seat, action = actions[self._next]
                self._state.apply_trusted(seat, action)
                self._next += 1
                self._add(self.figure(self._state), self._next)
                if slice_.spent():
                    return False
            self.series = self._out or None
        except Exception:   # a chart is a nicety: never let it break the end screen
            self.series = None
        self.done, self._state = True, None
        return True

    def _add(self, scores, index: int) -> None:
        if scores is not None:
            self._out.append(tuple(scores))
            self.after[index] = self._out[-1]

    def at(self, index: int) -> tuple[float, ...] | None:
        """The scores after ``index`` actions, ``None`` where the game kept none (Caesar's
        set-up) or the series is not complete. (The series leaves such moments out, so its
        ``i``-th entry is not the moment after ``i`` actions.)"""
        return self.after.get(index) if self.done and self.series is not None else None


class HostServices:
    """The :class:`~games.app.board.BoardHost` services a scene gives a board.

    Needs ``self.app``, ``self.record`` and ``self.anim``.
    """

    record: Record
    anim: Animator

    @property
    def info(self):
        return game_info(self.record.game)

    @property
    def seats(self):
        return self.record.seats

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.record.seats]

    @property
    def settings(self):
        return self.app.settings

    @property
    def fonts(self):
        return self.app.fonts

    @property
    def sfx(self):
        return self.app.sfx

    def render(self, msg: Msg | None) -> str:  # type: ignore[override]
        if msg is None:
            return ""
        return msg.render(self.app.lang, self.names)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        if seat is None or not 0 <= seat < len(self.seats):
            return PLAYER_COLOURS["neutral"]
        return seat_rgb(seat_colour_name(self.seats[seat], seat, self.info))

    def seat_symbol(self, seat: int) -> str | None:
        if not self.app.settings["colour_blind"] or seat is None:
            return None
        c = seat_colour_name(self.seats[seat], seat, self.info) if 0 <= seat < len(self.seats) else ""
        return COLOUR_SYMBOLS.get(c) or SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)]


def readable_log(board, session, seat: int | None = None) -> list:
    """The move log as ``seat`` may read it (public by default), as the game shows it: a
    board's ``merge_log(entries, actions, events)`` may put consecutive lines
    together (Caesar XL groups a side's marches); the game scene and the replay both use it."""
    entries = session.log(seat)
    if board is not None:
        entries = board.merge_log(entries, session.record.actions, session.events)
    return with_advice_lines(entries, session.record)


def with_advice_lines(entries: list, record: Record) -> list:
    """``entries`` with a line for every request for advice, after the moves made before it
    (public: everyone may know that a seat asked, never what it was told). Each is a
    :class:`PublicNote`: the log draws it as a line of its own, not as part of the move
    before it."""
    asked = sorted(advice_requests(record), key=lambda x: x[0])
    if not asked:
        return entries
    out, k = [], 0
    for entry in entries:
        while k < len(asked) and asked[k][0] < entry.index:
            out.append(PublicNote(asked[k][0], asked[k][1], Msg("app.advice.asked", {"seat": asked[k][1]})))
            k += 1
        out.append(entry)
    out += [PublicNote(n, s, Msg("app.advice.asked", {"seat": s})) for n, s in asked[k:]]
    return out


class PublicNote(LogEntry):
    """A public line of the log that is no part of any move (a seat asked for advice): after
    action ``index``, about seat ``about``; its ``seat`` is ``None`` (no one moved)."""

    __slots__ = ("about",)

    def __init__(self, index: int, about: int, msg: Msg):
        super().__init__(index, None, msg)
        self.about = about


def board_class(game_id: str):
    """The game's ``Board`` class, or the stand-in board when the game has no scene yet."""
    name = f"{registry.entry(game_id).package}.scene"
    try:
        mod = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return StandInBoard
    return getattr(mod, "Board", StandInBoard)


def has_board(game_id: str) -> bool:
    return board_class(game_id) is not StandInBoard


class StandInBoard(BoardBase):
    """A plain board for a game whose own board is not written yet: the legal moves as a list."""

    def rebuild(self) -> None:
        self.hotspots = []
        self.rows: list[tuple[pygame.Rect, str]] = []
        if self.view is None or self.rect.w <= 0:
            return
        actions: list[Action] = []
        if self.acting and self.viewer is not None:
            try:
                actions = self.view.legal_actions(self.viewer)
            except Exception:
                actions = []
        font = self.font(16)
        x, y = self.rect.x + 30, self.rect.y + 90
        col_w = max(220, (self.rect.w - 60) // 3)
        for a in actions[:60]:
            label = self.host.render(a.msg(self.viewer))
            r = pygame.Rect(x, y, col_w - 12, font.get_linesize() + 10)
            self.add_hotspot(r, a, self.viewer, radius=6)
            self.rows.append((r, label))
            y += r.h + 6
            if y + r.h > self.rect.bottom - 20:
                y = self.rect.y + 90
                x += col_w
                if x + col_w > self.rect.right:
                    break

    def draw_board(self, surface: pygame.Surface) -> None:
        font = self.font(16)
        title = self.font(22, True)
        blit_text(surface, self.tr("app.standin.title"), (self.rect.x + 30, self.rect.y + 24), title, INK)
        sub = self.tr("app.standin.moves") if self.acting else self.tr("app.standin.watch")
        blit_text(surface, sub, (self.rect.x + 30, self.rect.y + 58), font, INK)
        for r, label in getattr(self, "rows", []):
            panel(surface, r, fill=PARCHMENT, radius=6, shadow=False)
            lines = wrap_text(font, label, r.w - 12)
            blit_text(surface, lines[0] if lines else "", (r.x + 6, r.y + 5), font, INK)


def dots(t: float, lang: str = "en") -> str:
    """An animated ellipsis for "thinking": full stops in English; in Japanese the ellipsis
    「…」 (a half-width full stop after Japanese reads as a stray period, 「考えています.」,
    and middle dots, 「・・・」, are not how Japanese trails off), the spinner beside it moving.

    >>> dots(0.0), dots(0.5), dots(0.0, "ja"), dots(0.9, "ja")
    ('.', '..', '…', '…')
    """
    return "…" if lang == "ja" else "." * (1 + int(t * 2.5) % 3)


def spinner(surface: pygame.Surface, centre, t: float, colour=GOLD_LIGHT, r: int = 9) -> None:
    """A small rotating ring of dots (the computer is thinking)."""
    for i in range(8):
        a = t * 5 + i * math.pi / 4
        alpha = 60 + int(195 * ((i + 1) / 8))
        c = tuple(int(v * alpha / 255) for v in colour)
        pygame.draw.circle(surface, c, (int(centre[0] + r * math.cos(a)), int(centre[1] + r * math.sin(a))),
                           2 + (i >= 6))
