"""The game screen's saves: the autosave after every move (a failure said once, another
window's or another game's autosave kept apart), saving under a name, and the save made on the
way back to the menu. A mixin of :class:`~games.app.scenes.game.GameScene`.
"""
from __future__ import annotations

import errno
import os
import re
from datetime import datetime
from typing import TYPE_CHECKING, Any

from games.core.record import Record
from games.core.saves import (FINISHED_MARK, SaveNameError, autosave, autosave_path, keep_other_autosave, os_reason,
                              save_named, save_record, saves_dir, take_notices)
from games.core.text import Msg

from ..gui import visible

if TYPE_CHECKING:
    from pathlib import Path

    from games.core.session import Session

#: the errors of a full disk (or a quota reached): said in their own sentence
DISK_FULL = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}


def save_failure(exc: OSError, key: str) -> Msg:
    """The sentence for a save that failed: a full disk gets its own (what to do, and that
    the last good save is kept); any other error ``key`` with the system's words.

    >>> save_failure(OSError(errno.ENOSPC, "No space left on device"), "app.err.save").key
    'app.err.disk_full'
    """
    if getattr(exc, "errno", None) in DISK_FULL:
        return Msg("app.err.disk_full", {"folder": str(saves_dir())})
    return Msg(key, {"detail": os_reason(exc)})      # (the system's words may name a temporary file)


#: the date and time in the name of a game kept aside (``<game>-unfinished-2026-11-29_09-24``,
#: ``<game>-finished-...`` for a finished one)
_KEPT_STAMP = re.compile(r"-(?:un)?finished-(\d{4})-(\d\d)-(\d\d)_(\d\d)-(\d\d)")


def kept_words(title: Any, path: Path, today: str) -> Msg:
    """The toast for a game kept aside as a save of its own (in progress, or finished with its
    review): the game's name and when it began, in the player's language (never the file's
    name), read from the stamp in the name of the file it was kept as; ``today`` (``YYYY-MM-DD``)
    says "today" for that day.

    >>> from pathlib import Path
    >>> kept_words("Caesar", Path("caesar-unfinished-2026-11-29_09-24.json"), "2026-11-29").params["when"].key
    'app.toast.kept_today'
    >>> kept_words("Caesar", Path("caesar-finished-2026-11-28_21-05.json"), "2026-11-29").key
    'app.toast.kept_finished'
    """
    kind = "finished" if FINISHED_MARK in path.stem else "other"
    found = _KEPT_STAMP.search(path.stem)
    if found is None:
        return Msg(f"app.toast.kept_{kind}_undated", {"title": title})
    y, m, d, hh, mm = found.groups()
    clock = f"{int(hh)}:{mm}"
    when = Msg("app.toast.kept_today", {"time": clock}) if f"{y}-{m}-{d}" == today else \
        Msg("app.toast.kept_day", {"y": y, "m": str(int(m)), "d": str(int(d)), "time": clock})
    return Msg(f"app.toast.kept_{kind}", {"title": title, "when": when})


class Saving:
    """Autosave and saves for a :class:`~games.app.scenes.game.GameScene`."""

    if TYPE_CHECKING:      # what it uses of the GameScene it is mixed into
        app: Any
        autosave_on: bool
        info: Any
        lang: str
        record: Record
        session: Session
        autosave_failing: bool
        autosave_kept: bool
        kept_from: Path | None
        opened_from: Path | None
        opened_n: int
        autosave_into: Path | None

        def cancel_worker(self) -> None: ...

        def refuse(self, msg: Msg) -> None: ...

    def save_extras(self) -> None:
        """Keep what the window added to the game (a person's marks, its review) in a file now.
        A game already over when it was opened from a save goes back into that save, as long as
        no move was taken back since (one game, one row in Load, and the review kept where the
        player will open it again); any other game into its autosave."""
        there = self.opened_from
        if there is not None and len(self.record.actions) == self.opened_n:
            try:
                save_record(self.record, there, finished=True, name=self.record.save_name)
            except OSError as exc:
                self.app.toast(save_failure(exc, "app.err.save"), "error")
            return
        if self.autosave_on:
            self.autosave_now(self.record)

    def keep_other_game(self, record: Record) -> None:
        """Once, before this game's first autosave: another game of this kind in the autosave
        (running or finished) is kept as a save of its own (``saves.keep_other_autosave``), and the toast
        says so. A new game does it as it starts, so the toast shows at Start (its first autosave
        comes only with its first move, at a shared screen after the first hand-off)."""
        if self.autosave_kept:
            return
        self.autosave_kept = True
        kept = keep_other_autosave(record)
        if kept is not None:
            self.app.toast(kept_words(self.info.title, kept, datetime.now().strftime("%Y-%m-%d")), "info", 6)

    def autosave_file(self, record: Record, finished: bool | None) -> None:
        """Write the autosave; the first time, an autosave of another game of this kind (running
        or finished) is kept as a save of its own first (``saves.keep_other_autosave``), and the
        toast says where. When another window saved this same game with moves this one does
        not have, this game's autosaves go to a save of their own (``saves.autosave``), said
        once; whatever the saves met on the way (a folder in the autosave's place) is said too."""
        self.keep_other_game(record)
        try:
            written = autosave(record, finished=finished, into=self.autosave_into)
        finally:
            for msg in take_notices():
                self.app.toast(msg, "error", 8)
        if written != autosave_path(record.game) and self.autosave_into is None:
            self.autosave_into = written
            self.app.toast(Msg("app.toast.other_window", {"name": written.stem}), "info", 8)
        if self.kept_from is not None and written == autosave_path(record.game):
            try:                            # the autosave holds the kept game now
                os.remove(self.kept_from)
            except OSError:
                pass
            self.kept_from = None

    def autosave_now(self, record: Record) -> None:
        """Autosave ``record``; a failure is said once (not after every move) and play goes on.
        The file written last stays as it was (saves are written whole, then renamed)."""
        session = getattr(self, "session", None)
        try:
            self.autosave_file(record, session.state.is_over() if session is not None else None)
        except OSError as exc:
            if not self.autosave_failing:
                self.app.toast(save_failure(exc, "app.err.autosave"), "error")
            self.autosave_failing = True
        else:
            self.autosave_failing = False

    def default_save_name(self) -> str:
        """The name a save gets when the player gives none: the game's title and the time."""
        return f"{self.info.title.render(self.lang)} {datetime.now():%Y-%m-%d %H%M}"

    def save(self, name: str | None = None, replace: bool = False) -> bool:
        """Save the game under ``name`` (a default name when blank). A name with nothing visible
        in it, or kept for the automatic saves, is refused with a sentence; a save of that name
        already there is replaced only after the player says so (a dialog; True: saved now)."""
        name = (name or "").strip()
        if name and not visible(name):
            self.refuse(Msg("app.err.save_name_blank"))
            return False
        name = name or self.default_save_name()
        try:
            path = save_named(self.record, name, replace=replace)
        except SaveNameError as exc:
            if exc.path is None:
                self.refuse(exc.msg)
            else:
                self.app.push("message", msg=Msg("app.pause.replace_ask", {"name": exc.path.stem}),
                              on_yes=lambda: self.save(name, replace=True), yes_key="app.pause.replace",
                              no_key="app.pause.keep")
            return False
        except OSError as exc:
            self.app.toast(save_failure(exc, "app.err.save"), "error")
            return False
        finally:
            for msg in take_notices():
                self.app.toast(msg, "error", 8)
        self.app.toast(Msg("app.toast.saved", {"name": path.stem}))
        return True

    def quit_to_menu(self) -> None:
        """Back to the menu, the game autosaved first (a failure there keeps the last autosave)."""
        self.cancel_worker()
        if self.autosave_on:
            try:
                self.autosave_file(self.record, self.session.state.is_over())
            except OSError:
                pass
        self.app.reset("menu")
