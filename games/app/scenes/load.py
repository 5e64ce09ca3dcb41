"""Load a saved game: every save with its game, seats and date. A file that cannot
be read is set aside with a sentence saying why, and the list goes on.

Each save is read once (:meth:`LoadScene.scan`: in the opening frame as many as fit a frame's
budget, the rest by the app's scheduler, the list growing as they are read): its date and
whether its game is over are kept with it, and the screen is one cached picture.

Each row names its save in the language of the screen now (:func:`~games.core.saves.save_kind`:
an autosave, a game in progress or a finished one kept aside, a save given no name: the game's title and a date;
a name the player typed stays as typed) and has a Delete button, which asks first, naming the
save, and then removes that one file (:func:`~games.core.saves.delete_save`)."""
from __future__ import annotations

import copy
from datetime import datetime

import pygame

from games.core import caches
from games.core.budget import Budget
from games import info as game_info
from games.core.errors import SaveFileError
from games.core.saves import (SaveDeleteError, check_replay_slice, delete_save, is_kept_autosave,
                              list_saves, load_record, save_kind, typed_name)
from games.core.text import Msg

from ..draw import ROMAN, panel
from ..scene import Scene
from .common import INK, RED, PicturesFirst, fit_text, seat_desc, text
from .load_seats import seat_lines

ROW_H = 64
#: the width of each row's Delete button (left of its Open button)
DELETE_W = 104

#: each save read before, by path: ((modification time, size), its record, its facts); a Load
#: screen opened again reads only the files written since (each was read and replayed at
#: every opening: 100 ms of a frame for 60 saves)
_read: dict[str, tuple] = caches.kept(f"{__name__}.read")


class LoadScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.entries: list[tuple] = []     # (path, record)
        self.facts: dict = {}              # path -> (date, finished), read once by scan()
        self.stamps: dict = {}             # path -> (modification time, size) when read (see delete)
        self.deleted = 0                   # saves deleted from this screen (the page's picture key)
        self.problems: list = []           # Msg of files set aside
        self.page = 0
        #: the game an Open button opens once its map pictures are ready (see open)
        self.opening: PicturesFirst | None = None
        self.opening_row: int | None = None
        self.unread: list = []             # saves listed and not read yet (see read_some)
        self._checking = None              # (path, record, stamp) of the save being checked
        self.kept_from = None              # the kept game being opened (see open)
        self.opened_from = None            # the save of a finished game being opened (see open)
        self.scan()

    def scan(self) -> None:
        """List every save and read those it can in a frame's budget; the rest are read by the
        app's scheduler (:meth:`read_step`), each row shown as soon as its save is read (reading
        a save replays it with every action checked: a long Caesar XL game, 125 ms)."""
        self.entries = []
        self._order = {path: i for i, path in enumerate(list_saves())}
        self.unread = list(self._order)
        self.read_some(self.app.tasks.budget())
        if self.reading():
            self.app.tasks.add(("load: read", self), self, owner=self)

    def step(self, budget: Budget) -> bool:
        """The scheduler's share of the reading (paused while a game is being opened); the
        page is laid out again when the list changed. True once every save is read."""
        if self.opening is None and self.read_some(budget):
            self.rebuild()
            self.app.dirty = True           # (one more frame: the new buttons are drawn in it)
        return not self.reading()

    def read_some(self, budget: Budget) -> bool:
        """Read saves until ``budget`` is spent (at least a slice); True
        when the list changed. A save is parsed, then its actions are checked a slice at a
        time (:func:`~games.core.saves.check_replay_slice`: a long Caesar XL game took 125 ms),
        and its row shown once they are all checked. A file unchanged since a Load screen read
        it (the same modification time and size) is not read again."""
        slice_ = budget
        before = (len(self.entries), len(self.problems))
        while self.unread or self._checking is not None:
            if self._checking is None:
                self._checking = self._parse(self.unread.pop(0))
            if self._checking is not None:
                path, record, stamp = self._checking
                try:
                    done = check_replay_slice(path, record, slice_)
                except SaveFileError as exc:
                    self._checking = None
                    self._refuse(exc)
                    continue
                if not done:
                    break
                self._checking = None
                facts = self.read_facts(path, record)
                if stamp is not None:
                    _read[str(path)] = (stamp, record, facts)
                self._add(path, record, facts, stamp)
            if slice_.spent():
                break
        changed = (len(self.entries), len(self.problems)) != before
        if changed:
            self.entries.sort(key=lambda entry: self._order[entry[0]])
        return changed

    def reading(self) -> bool:
        """True while saves are left to read or check."""
        return bool(self.unread) or self._checking is not None

    def _parse(self, path):
        """``(path, record, stamp)`` of a save to check, or None (a row added from what a Load
        screen read before, or the file set aside)."""
        try:
            st = path.stat()
            stamp = (st.st_mtime_ns, st.st_size)
        except OSError:
            stamp = None
        kept = _read.get(str(path))
        if stamp is not None and kept is not None and kept[0] == stamp:
            self._add(path, kept[1], kept[2], stamp)
            return None
        try:
            return path, load_record(path, check_replay=False), stamp
        except SaveFileError as exc:
            self._refuse(exc)
            return None

    def _refuse(self, exc: SaveFileError) -> None:
        self.problems.append(exc.msg)
        self.app.toast(exc.msg, "error", 6)

    def _add(self, path, record, facts, stamp=None) -> None:
        self.entries.append((path, record))
        self.facts[path] = facts
        self.stamps[path] = stamp

    @staticmethod
    def read_facts(path, record) -> tuple[str, bool]:
        """A save's date and whether its game is over (short records only; ``record``'s actions
        were just checked by ``check_replay_slice``: replayed from its checkpoints, unchecked)."""
        try:
            when = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
        except OSError:
            when = ""
        try:
            over = record.replay(trusted=True).is_over() if len(record.actions) < 2000 else False
        except ValueError:
            over = False
        return when, over

    def per_page(self) -> int:
        h = self.app.size[1]
        return max(1, (h - 300 - 22 * min(3, len(self.problems))) // (ROW_H + 8))

    def build(self) -> None:
        w, h = self.app.size
        pw = min(980, w - 60)
        self.rect = pygame.Rect((w - pw) // 2, 100, pw, h - 130)
        self.list_y = self.rect.y + 30 + 24 * min(3, len(self.problems))
        per = self.per_page()
        pages = max(1, (len(self.entries) + per - 1) // per)
        self.page = max(0, min(self.page, pages - 1))
        self.open_buttons, self.delete_buttons = [], []
        y = self.list_y
        for path, record in self.entries[self.page * per:(self.page + 1) * per]:
            index = len(self.open_buttons)
            b = self.button((self.rect.right - 150, y + 10, 120, 42), self.tr("app.load.open"),
                            lambda r=record, i=index, p=path: self.open(r, i, p))
            self.open_buttons.append(b)
            self.delete_buttons.append(self.button((self.rect.right - 150 - DELETE_W - 10, y + 10, DELETE_W, 42),
                                                   self.tr("app.load.delete"), lambda p=path: self.ask_delete(p),
                                                   cls="@quiet"))
            y += ROW_H + 8
        by = self.rect.bottom - 66
        self.back_button = self.button((self.rect.x + 30, by, 150, 48), self.tr("app.back"), self.app.pop,
                                       cls="@quiet")
        if pages > 1:
            self.prev_button = self.button((self.rect.centerx - 130, by, 120, 48), "◀",
                                           lambda: self.turn(-1), enabled=self.page > 0, cls="@quiet")
            self.next_button = self.button((self.rect.centerx + 10, by, 120, 48), "▶",
                                           lambda: self.turn(1), enabled=self.page < pages - 1, cls="@quiet")
        if self.opening is not None:        # laid out again while a game opens
            self.press(self.opening_row)

    def turn(self, d: int) -> None:
        if self.opening is not None:        # (a game is opening: its button stays pressed)
            return
        self.page += d
        self.rebuild()

    def open(self, record, row: int | None = None, path=None) -> None:
        """Open ``record`` (a copy), read from ``path``; when its map pictures are not decoded
        yet, a frame each first, the pressed Open button of ``row`` (of this page) saying so
        (see update). A game kept aside when another was started (``saves.is_kept_autosave``)
        goes back to being its game's autosave: its kept file is removed once the autosave
        holds it (``GameScene``'s ``kept_from``). A game already over goes on being kept in the
        save it was read from (its review, see ``GameScene``'s ``opened_from``)."""
        if self.opening is not None:
            return
        read, record = record, record.copy()    # (the one read is kept for the next Load screen, unplayed)
        record.extras = copy.deepcopy(record.extras)
        record.save_name = read.save_name
        self.kept_from = path if path is not None and is_kept_autosave(path) else None
        self.opened_from = path if path is not None and self.facts.get(path, (None, False))[1] else None
        opening = PicturesFirst.of(record)
        if opening.start(self.app.tasks, self):
            self.opening, self.opening_row = opening, row
            self.press(row)
            return
        self.app.replace("game", record=record, checked=True, kept_from=self.kept_from,
                             opened_from=self.opened_from)

    def press(self, row: int | None) -> None:
        """The Open button of ``row`` pressed and saying so, the others and Back disabled."""
        for i, b in enumerate(self.open_buttons):
            if i == row:
                b.set_text(self.tr("app.load.opening"))
            b.disable()
        for b in self.delete_buttons:
            b.disable()
        self.back_button.disable()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.opening is not None and self.app.top is self and self.opening.ready(self.app.tasks):
            record, self.opening = self.opening.record, None
            self.app.replace("game", record=record, checked=True, kept_from=self.kept_from,
                             opened_from=self.opened_from)

    def busy(self) -> bool:
        return self.opening is not None or self.reading() or super().busy()

    def draw(self, surface: pygame.Surface) -> None:
        key = (getattr(self, "rect", None) and tuple(self.rect), self.page, len(self.entries),
               len(self.problems), getattr(self, "list_y", None), self.reading(), self.deleted)
        surface.blit(self.layer("page", key, surface.get_size(), self.paint), (0, 0))

    def paint(self, surface: pygame.Surface) -> None:
        """Draw the screen: the title, the problems, this page's saves."""
        self.app.backdrop(surface)
        w, h = surface.get_size()
        text(self.app, surface, self.tr("app.load.title"), (w // 2, 56), 32, RED, bold=True, anchor="center")
        if not hasattr(self, "rect"):
            return
        panel(surface, self.rect, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=16)
        x = self.rect.x + 30
        y = self.rect.y + 24
        for msg in self.problems[-3:]:
            s = self.render(msg)
            text(self.app, surface, s, (x, y), fit_text(self.app, s, self.rect.w - 60, 15), RED)
            y += 24
        if self.reading():
            reading = self.tr("app.load.reading")
            text(self.app, surface, reading, (self.rect.centerx, self.rect.bottom - 96),
                 fit_text(self.app, reading, self.rect.w - 60, 15), (90, 70, 56), anchor="center")
        elif not self.entries:
            text(self.app, surface, self.tr("app.load.none"), (self.rect.centerx, self.list_y + 40), 18, INK,
                 anchor="center")
        per = self.per_page()
        y = self.list_y
        for path, record in self.entries[self.page * per:(self.page + 1) * per]:
            self.paint_row(surface, pygame.Rect(x, y, self.rect.w - 60, ROW_H), path, record)
            y += ROW_H + 8

    def paint_row(self, surface: pygame.Surface, row: pygame.Rect, path, record) -> None:
        """One save's row: its name and what it holds (moves, date, finished) on the first line,
        its seats on the second, left of its Delete and Open buttons."""
        pygame.draw.rect(surface, (248, 238, 214), row, border_radius=8)
        pygame.draw.rect(surface, ROMAN["parchment_dark"], row, 1, border_radius=8)
        head, _, info = self.describe(path, record)
        if self.facts[path][1]:
            info += "  " + self.tr("app.load.finished")
        right = row.right - 120 - DELETE_W - 24          # (the buttons: Open 120 wide, Delete left of it)
        shown = text(self.app, surface, info, (right, row.y + 12), 13, (90, 70, 56), anchor="topright")
        room = shown.x - 16 - (row.x + 14)
        head = clipped(self.app, head, room, 17, True)
        text(self.app, surface, head, (row.x + 14, row.y + 8), fit_text(self.app, head, room, 17, True), INK,
             bold=True)
        lines, px = seat_lines(self.app, record.seats, self.lang, right - (row.x + 14))
        y = row.y + (36 if len(lines) == 1 else 30)
        for line in lines:
            text(self.app, surface, line, (row.x + 14, y), px, (90, 70, 56))
            y += px + 4

    def describe(self, path, record) -> tuple[str, str, str]:
        """A save's row in the language of the screen now: its name (the game's title and what
        the save is: an autosave, a game kept aside (running or finished), a dated save, or the name the player typed),
        its seats ("Marcus — computer, normal"), and its moves and date."""
        try:
            title = game_info(record.game).title.render(self.lang)
        except KeyError:
            title = record.game
        kind, date = save_kind(path, record)
        if kind == "autosave":
            name = self.tr("app.load.autosave")
        elif kind == "kept":
            name = self.tr("app.load.kept", date=date) if date else self.tr("app.load.kept_undated")
        elif kind == "finished":
            name = self.tr("app.load.kept_finished", date=date) if date else self.tr("app.load.kept_finished_undated")
        elif kind == "dated":
            name = self.tr("app.load.dated", date=date)
        else:
            name = typed_name(path, record) or path.stem
        seats = self.tr("app.load.seats_join").join(seat_desc(s, self.lang) for s in record.seats)
        info = self.tr("app.load.details", n=len(record.actions), when=self.facts[path][0])
        return self.tr("app.load.head", title=title, name=name), seats, info

    # ----- deleting a save ------------------------------------------------------------
    def ask_delete(self, path) -> None:
        """Ask before deleting the save at ``path``, naming it (its row's name, moves and date)."""
        if self.opening is not None or path not in self.facts:
            return
        entry = next((r for p, r in self.entries if p == path), None)
        if entry is None:
            return
        head, _, info = self.describe(path, entry)
        self.app.push("message", msg=Msg("app.load.delete_ask", {"name": head, "details": info}),
                      on_yes=lambda: self.delete(path, head), yes_key="app.load.delete_yes",
                      no_key="app.load.delete_no")

    def delete(self, path, name: str) -> bool:
        """Delete the save at ``path`` (that file only; ``name``: its row's name) and take its
        row out; True when it is gone. A file that cannot be deleted is a sentence and nothing
        changes; one that changed since it was read is kept, and the list read again."""
        try:
            delete_save(path, self.stamps.get(path))
        except SaveDeleteError as exc:
            if exc.changed:
                self.app.toast(Msg("app.load.delete_changed", {"name": name}), "error", 8)
                _read.pop(str(path), None)
                self.deleted += 1
                self.scan()
            else:
                self.app.toast(Msg("app.load.delete_failed", {"name": name, "why": exc.why}), "error", 8)
            self.rebuild()
            return False
        self.entries = [(p, r) for p, r in self.entries if p != path]
        self.deleted += 1
        self.facts.pop(path, None)
        self.stamps.pop(path, None)
        self._order.pop(path, None)
        _read.pop(str(path), None)
        self.app.toast(Msg("app.load.deleted", {"name": name}))
        self.rebuild()
        return True


def clipped(app, s: str, width: int, px: int, bold: bool = False, min_px: int = 11) -> str:
    """``s``, or as much of it as fits ``width`` pixels at ``min_px`` followed by "…" when it
    does not fit even at that size (:func:`fit_text` then shrinks what is kept)."""
    font = app.fonts.get(min_px, bold)
    if font.size(s)[0] <= width:
        return s
    while s and font.size(s + "…")[0] > width:
        s = s[:-1]
    return s.rstrip(" ,、·") + "…"
