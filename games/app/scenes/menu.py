"""The main menu: a tile for every registered game and for each of its own entries (a game's
``GameInfo.entries``, e.g. CAESAR!'s "Solo against Auto-Crassus"), Continue, Load, Settings,
Rules, Quit. A tile's key is the game id, or ``<game id>/<entry id>`` for an entry."""
from __future__ import annotations

import pygame

from games.core import caches, registry
from games import all_games, info
from games.core.assets import menu_picture
from games.core.registry import blurb as game_blurb
from games.core.errors import SaveFileError
from games.core.saves import game_to_continue, load_record
from games.core.text import Msg

from ..draw import ROMAN, draw_wrapped, laurel, load_image, panel, wrap_text
from ..mapview import prefetch, prefetch_while
from ..scene import Scene
from ..tutorial import has_lessons, learn, open_tutorial
from ..tutorial.lesson import lesson_for_rival
from .common import GOLD, GOLD_LIGHT, INK, RED, PicturesFirst, fit_text, text


#: a tile's height under its picture: title, players and minutes, blurb, buttons; a compact tile
#: (a window too low for whole tiles in two rows) has no blurb and a picture of at least COMPACT_IMG_H
TEXT_H, COMPACT_TEXT_H, COMPACT_IMG_H = 172, 116, 56
#: the least width of a tile for its buttons' words (narrower only where nothing else fits)
TILE_W = 240


def game_in_progress():
    """The autosave Continue opens (None if none): of the games not over, the one saved last
    by the time recorded in it (``saves.game_to_continue``). A file that cannot be read is
    still offered: opening it reports the problem and sets it aside."""
    return game_to_continue()


def split_key(key: str) -> tuple[str, str | None]:
    """A tile's key -> (game id, entry id or None).

    >>> split_key("seize_rome/solo"), split_key("caesar")
    (('seize_rome', 'solo'), ('caesar', None))
    """
    gid, _, entry = key.partition("/")
    return gid, entry or None


class MenuScene(Scene):
    #: the painted menu outlives the scene: every return to the menu (a game left, a rematch,
    #: the end of a game) makes a new one, which finds its picture painted (20-60 ms at the
    #: window's size) while the size and language are the same (the lit tile and the Continue
    #: line are drawn over it, see draw)
    shared_layers: dict = caches.kept(f"{__name__}.layers")

    def __init__(self, app):
        super().__init__(app)
        self.games = all_games()
        #: the tiles' keys in order: each game, then its own entries
        self.keys = [k for gi in self.games for k in [gi.id] + [f"{gi.id}/{e.id}" for e in gi.entries]]
        self.tiles: list[tuple[pygame.Rect, str]] = []
        self.continue_path = None
        #: the size the menu was last drawn at (None: not drawn yet)
        self._drawn_size: tuple[int, int] | None = None
        self.compact = False                # tiles without their blurbs (see build)
        #: the game Continue opens once its map pictures are ready (see continue_game)
        self.opening: PicturesFirst | None = None

    # ----- widgets ----------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        self.continue_path = game_in_progress()
        n = len(self.keys)
        margin, gap = 50, 28
        avail_h = h - 190 - 110

        def shape(cols: int, compact: bool = False) -> tuple[int, int, int, int]:
            """(tile width, picture height, tile height, rows) with ``cols`` columns;
            ``compact``: tiles without their blurbs and with a smaller picture."""
            rows = (n + cols - 1) // cols
            # tiles grow with the window (no wide empty band on large screens), up to 560 px
            per_row_h = (avail_h - (rows - 1) * gap) // rows
            text_h, least = (COMPACT_TEXT_H, COMPACT_IMG_H) if compact else (TEXT_H, 80)
            tw = min(560, (w - 2 * margin - (cols - 1) * gap) // cols, max(400, (per_row_h - text_h) * 16 // 9))
            img_h = tw * 9 // 16
            th = img_h + text_h
            if rows * th + (rows - 1) * gap > avail_h:
                img_h = max(least, per_row_h - text_h)
                th = img_h + text_h
            return tw, img_h, th, rows

        def good(cols: int, compact: bool = False, wide: bool = True) -> bool:
            """The tiles fit between the title and the bottom buttons, leaving no band wider
            than a fifth of the window empty, and (``wide``) are wide enough for their buttons'
            words."""
            tw, img_h, th, rows = shape(cols, compact)
            block_h = rows * th + (rows - 1) * gap
            end = 160 + max(0, (h - 110 - 160 - block_h) // 2) + block_h
            return end <= h - 104 and (h - 84) - end < h // 5 - 10 and (tw >= TILE_W or not wide)

        first = min(n, 3 if w < 1500 else 5) if n else 1
        tries = [first] + list(range(first + 1, n + 1)) + list(range(first - 1, 0, -1))
        # whole tiles wide enough, else compact ones wide enough, else whole ones however narrow
        cols, compact = next(((c, k) for k, wide in ((False, True), (True, True), (False, False))
                              for c in tries if good(c, k, wide)), (max(1, n), False))
        tw, img_h, th, rows = shape(cols, compact)
        self.compact = compact
        total_w = cols * tw + (cols - 1) * gap
        x0 = (w - total_w) // 2
        # the tiles sit in the middle of the space between the title and the bottom buttons
        block_h = rows * th + (rows - 1) * gap
        y0 = 160 + max(0, (h - 110 - 160 - block_h) // 2)
        self.tiles = []
        self.new_buttons = {}
        self.rules_buttons = {}
        self.learn_buttons = {}
        for i, key in enumerate(self.keys):
            c, r = i % cols, i // cols
            rect = pygame.Rect(x0 + c * (tw + gap), y0 + r * (th + gap), tw, th)
            self.tiles.append((rect, key, img_h))
            self._tile_buttons(rect, key)
        self._bottom_buttons(w, h)
    def _tile_buttons(self, rect: pygame.Rect, key: str) -> None:
        """A game tile's buttons: New game and Rules at its foot, Learn to play at its top
        where the game teaches itself."""
        tw = rect.w
        gid = split_key(key)[0]
        bw = (tw - 36) * 3 // 5
        self.new_buttons[key] = self.button((rect.x + 12, rect.bottom - 54, bw, 42), self.tr("app.menu.new_game"),
                                            lambda k=key: self.open_setup(k), cls="@tile")
        self.rules_buttons[key] = self.button((rect.x + 24 + bw, rect.bottom - 54, tw - 36 - bw, 42),
                                              self.tr("app.menu.rules"),
                                              lambda g=gid: self.app.push("help", game_id=g), cls="@quiet")
        lesson = self._entry_lesson(gid, key)
        if has_lessons(gid) and (key == gid or lesson is not None):
            lw = min(170, tw - 40)
            go = (lambda g=gid: learn(self.app, g)) if key == gid else \
                (lambda g=gid, n=lesson: open_tutorial(self.app, g, name=n))
            self.learn_buttons[key] = self.button((rect.right - 12 - lw, rect.y + 14, lw, 34),
                                                  self.tr("app.tutorial.learn"), go)

    @staticmethod
    def _entry_lesson(gid: str, key: str) -> str | None:
        """The lesson an entry's tile teaches (the one against the entry's scripted seat)."""
        entry = split_key(key)[1]
        if entry is None:
            return None
        seats = next((e.seats for e in registry.info(gid).entries if e.id == entry), ())
        return next((n for n in (lesson_for_rival(gid, s) for s in seats if s.startswith("script:"))
                     if n is not None), None)

    def _bottom_buttons(self, w: int, h: int) -> None:
        """The row of buttons at the window's foot, the language button, and Continue's state."""
        labels = [("continue", self.continue_game, self.continue_path is not None),
                  ("load", lambda: self.app.push("load"), True),
                  ("settings", lambda: self.app.push("settings"), True),
                  ("rules", lambda: self.app.push("help", game_id=None), True),
                  ("quit", self.app.quit, True)]
        bw, gap = 180, 16
        x = (w - (len(labels) * bw + (len(labels) - 1) * gap)) // 2
        y = h - 84
        self.bottom = {}
        for key, cb, enabled in labels:
            self.bottom[key] = self.button((x, y, bw, 48), self.tr(f"app.menu.{key}"), cb, enabled=enabled,
                                           cls=None if key == "continue" else "@quiet")
            x += bw + gap
        other = "ja" if self.lang == "en" else "en"
        self.lang_button = self.button((w - 150, 20, 130, 38), self.tr(f"app.lang.{other}"),
                                       lambda: self.app.set_lang(other), cls="@quiet")
        if self.opening is not None:        # laid out again while Continue opens a game
            self.continue_button.set_text(self.tr("app.menu.opening"))
            self.continue_button.disable()

    @property
    def continue_button(self):
        return self.bottom["continue"]

    def open_setup(self, key: str) -> None:
        """Open the set-up of a game, or of one of its entries (``<game id>/<entry id>``)."""
        gid, entry = split_key(key)
        if entry is None:
            self.app.push("setup", game_id=gid)
        else:
            self.app.push("setup", game_id=gid, entry=entry)

    def continue_game(self) -> None:
        path = game_in_progress()
        if path is None:
            self.rebuild()
            return
        try:
            record = load_record(path, check_replay=False)      # (its actions: checked by the opening)
            opening = PicturesFirst.of(record, path)
            waits = opening.start(self.app.tasks, self)
        except SaveFileError as exc:
            self.refused(exc)
            return
        if waits:
            # a long game's actions to check, or its map pictures not decoded yet (the menu was
            # left no time): a slice or a step a frame first, the Continue button pressed and
            # saying so, then the game (see update)
            self.opening = opening
            self.continue_button.set_text(self.tr("app.menu.opening"))
            self.continue_button.disable()
            return
        self.app.push("game", record=record, checked=True)

    def refused(self, exc: SaveFileError) -> None:
        """The save Continue would open was set aside: say why; the menu offers what is left."""
        self.app.toast(exc.msg, "error", 6)
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.opening is not None and self.app.top is self:
            try:
                ready = self.opening.ready(self.app.tasks)
            except SaveFileError as exc:
                self.opening = None
                self.refused(exc)
                return
            if ready:
                record, self.opening = self.opening.record, None
                self.continue_button.set_text(self.tr("app.menu.continue"))
                self.continue_button.enable()
                self.app.push("game", record=record, checked=True)

    def busy(self) -> bool:
        return self.opening is not None or self.painting or super().busy()

    @property
    def painting(self) -> bool:
        """True while the menu's picture at a new size is being painted by the scheduler (read
        from the scheduler itself: a menu paused under a game is not drawn, so nothing it
        draws may say so)."""
        return not self.app.tasks.done(self.layer_task("menu"))

    def back(self) -> None:
        pass  # Esc does nothing on the menu (Quit is a button)

    def help_topic(self):
        return None

    def resume(self) -> None:
        pass

    def handle_event(self, ev) -> bool:
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and self.opening is None:
            for rect, gid, img_h in self.tiles:
                if self.tile_face(rect, img_h).collidepoint(ev.pos):
                    self.app.sfx.play("click")
                    self.open_setup(gid)
                    return True
        return False

    # ----- drawing ------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The whole menu is one cached picture without a tile lit and without what Continue
        opens (painted again only when the size or language change); the tile under the
        pointer is a small picture of that tile lit, blitted over it (painted again when the
        pointer moves onto another tile), and the Continue line is drawn over them: the same
        pixels as the menu painted with that tile lit."""
        mouse = pygame.mouse.get_pos()
        hovered = next(((rect, gid, img_h) for rect, gid, img_h in self.tiles
                        if self.tile_face(rect, img_h).collidepoint(mouse)), None)
        key = tuple((tuple(r), g, ih) for r, g, ih in self.tiles) + (self.compact,)
        # at a new size or language the picture is painted a slice a frame (20-60 ms whole),
        # the last one scaled showing meanwhile (see Scene.layer_in_slices)
        base, whole = self.layer_in_slices("menu", key, surface.get_size(), self.paint_steps)
        surface.blit(base, (0, 0))
        if not whole:
            hovered = None                  # (a lit tile is painted over the finished picture only)
        if hovered is not None:
            rect, gid, img_h = hovered
            lit = self.layer("lit", (key, gid, surface.get_size()), rect.size,
                             lambda s: self.paint_lit(s, base, rect, gid, img_h))
            surface.blit(lit, rect)
        self.paint_continue(surface)        # (what Continue opens changes after every game: not kept)
        # the map boards' pictures are decoded while the menu waits (queued once a process), a
        # step a frame by the scheduler from the next frame on, only in a frame that costs
        # nothing else (see waiting)
        if self._drawn_size is None:
            prefetch()
        self._drawn_size = surface.get_size()
        prefetch_while(self.app.tasks, self.waiting, self)

    def waiting(self) -> bool:
        """True in a frame where the menu costs nothing but its kept picture: on top, opening
        no game (while Continue opens one, its own task takes the steps it needs), its picture
        finished and at the size it was last drawn (a new size is painted in this frame)."""
        return (self.app.top is self and self.opening is None and not self.painting
                and self._drawn_size == self.app.screen.get_size())

    def paint(self, surface: pygame.Surface, hovered: str | None) -> None:
        """Draw the menu with the tile ``hovered`` (a game id, or None) lit."""
        self.paint_tiles(surface, hovered)
        self.paint_continue(surface)

    def paint_tiles(self, surface: pygame.Surface, hovered: str | None = None) -> None:
        """The menu but for what Continue opens: the marble, the title, the tiles (``hovered``
        lit)."""
        for _ in self.paint_steps(surface, hovered):
            pass

    def paint_steps(self, surface: pygame.Surface, hovered: str | None = None):
        """:meth:`paint_tiles` a step at a time: the marble and the title, then each tile."""
        self.app.backdrop(surface)
        w, h = surface.get_size()
        tr_ = text(self.app, surface, self.tr("app.title"), (w // 2, 66), 46, RED, bold=True, anchor="center",
                   outline=(250, 240, 220))
        laurel(surface, (tr_.x - 40, 66), 24, GOLD, 2)
        laurel(surface, (tr_.right + 40, 66), 24, GOLD, 2)
        text(self.app, surface, self.tr("app.menu.subtitle"), (w // 2, 122), 18, INK, anchor="center")
        yield
        for rect, key, img_h in self.tiles:
            self.paint_tile(surface, rect, key, img_h, key == hovered)
            yield

    def tile_face(self, rect: pygame.Rect, img_h: int) -> pygame.Rect:
        """The part of a tile that opens its set-up (the picture and the lines under it, above
        its buttons)."""
        return pygame.Rect(rect.x, rect.y, rect.w, img_h + (COMPACT_TEXT_H - 54 if self.compact else 90))

    def paint_lit(self, surface: pygame.Surface, base: pygame.Surface, rect: pygame.Rect, key: str,
                  img_h: int) -> None:
        """The tile ``key`` lit, on a surface of its size: the menu's picture beneath it (``base``,
        painted with no tile lit: its shadow), then the tile painted again over it. A panel's
        body is opaque and has hard edges, so this gives the pixels of the whole menu painted
        with that tile lit."""
        surface.blit(base, (0, 0), rect)
        self.paint_tile(surface, pygame.Rect((0, 0), rect.size), key, img_h, True, shadow=False)

    def paint_tile(self, surface: pygame.Surface, rect: pygame.Rect, key: str, img_h: int, hover: bool,
                   shadow: bool = True) -> None:
        """One game's tile (``hover``: lit) at ``rect``; ``shadow=False`` leaves its shadow out."""
        gid, entry = split_key(key)
        gi = next(g for g in self.games if g.id == gid)
        panel(surface, rect, fill=ROMAN["parchment"], border=GOLD_LIGHT if hover else ROMAN["gold_dark"],
              radius=14, border_width=3 if hover else 2, shadow=shadow)
        img_rect = pygame.Rect(rect.x + 10, rect.y + 10, rect.w - 20, img_h - 10)
        picture = menu_picture(gid)
        if picture is not None:
            surface.blit(load_image(str(picture), img_rect.size), img_rect)
        else:
            panel(surface, img_rect, fill=ROMAN["red"], border=ROMAN["gold"], radius=10, shadow=False)
            laurel(surface, img_rect.center, min(img_rect.h, img_rect.w) // 3, GOLD_LIGHT, 2)
        pygame.draw.rect(surface, ROMAN["gold_dark"], img_rect, 1, border_radius=4)
        title = gi.title.render(self.lang) if entry is None else gi.entry_label(entry).render(self.lang)
        px = fit_text(self.app, title, rect.w - 24, 21, True)
        text(self.app, surface, title, (rect.x + 14, rect.y + img_h + 8), px, INK, bold=True)
        persons = sum(1 for k in gi.entry(entry).seats if k == "human") if entry else 0
        players = (self.tr("app.menu.solo") if entry and persons == 1 else
                   self.tr("app.menu.players_n", n=persons) if entry else
                   self.tr("app.menu.players_range", lo=gi.min_players, hi=gi.max_players)
                   if gi.min_players != gi.max_players else self.tr("app.menu.players_n", n=gi.min_players))
        line = f"{players}  ·  {self.tr('app.menu.minutes', n=gi.minutes)}"
        text(self.app, surface, line, (rect.x + 14, rect.y + img_h + 40), 15, (90, 70, 56))
        about = game_blurb(gid) if entry is None else Msg(f"{gid}.entry.{entry}.blurb")
        blurb = about.render(self.lang)
        if blurb != about.key and not self.compact:
            px = self.blurb_px(blurb, rect.w - 28)
            draw_wrapped(surface, blurb, pygame.Rect(rect.x + 14, rect.y + img_h + 62, rect.w - 28, 48),
                         self.app.fonts.get(px), (90, 70, 56))

    def blurb_px(self, blurb: str, width: int) -> int:
        """The size a tile's blurb is drawn at: 14, or smaller until the whole of it fits the
        two lines' room (48 px) ``width`` wide."""
        px = 14
        while px > 11 and len(wrap_text(self.app.fonts.get(px), blurb, width)) * \
                self.app.fonts.get(px).get_linesize() > 48:
            px -= 1
        return px

    def paint_continue(self, surface: pygame.Surface) -> None:
        """What Continue opens, above its button (drawn after the tiles: over one it meets): the
        latest game not finished, said to be unfinished (games finished since are not what it
        opens, so it is not called the last game)."""
        if self.continue_path is not None:
            name = self.continue_path.stem.replace("autosave-", "")
            try:
                label = self.tr("app.menu.continue_what", title=info(name).title.render(self.lang))
            except KeyError:
                label = ""
            if label:       # from the button's left edge, smaller rather than cut in a narrow window
                b = self.bottom["continue"].rect
                left = max(8, b.x)
                px = fit_text(self.app, label, surface.get_width() - 2 * left, 13, min_px=10)
                text(self.app, surface, label, (left, b.y - 8), px, INK, anchor="bottomleft")
