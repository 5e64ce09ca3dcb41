"""The rules of each game (``games/<id>/help.<lang>.md``), rendered readably and
scrollable: ``#``/``##``/``###`` headings, paragraphs, ``-`` lists, ``>`` notes,
**bold**, ``| tables |`` and pictures (``![words](help/caesar-en.png)``, a file
under the game's own ``art/`` folder or else the shared ``art/``). Tabs switch between the games."""
from __future__ import annotations

import re

import pygame

from games.core import caches
from games.core.budget import Budget
from games import GAME_IDS, info as game_info
from games.core.registry import help_page

from ..draw import ROMAN, is_cjk, line_tokens, panel
from ..fonts import asset_path
from ..scene import Scene
from ..tutorial import has_lessons, learn
from .common import INK, RED, fit_text, text



def help_text(game_id: str, lang: str) -> str | None:
    """The rules page of ``game_id`` in ``lang`` (English if there is none in ``lang``)."""
    p = help_page(game_id, lang)
    return p.read_text(encoding="utf-8") if p is not None else None


def table_cells(line: str) -> list[str]:
    """``| a | b |`` -> ``["a", "b"]``."""
    s = line.strip()
    if s.startswith("|"):
        s = s[1:]
    if s.endswith("|"):
        s = s[:-1]
    return [c.strip() for c in s.split("|")]


def parse(md: str) -> list[tuple[str, str]]:
    r"""Markdown -> blocks ``(kind, text)``: h1, h2, h3, p, li, quote, rule, table (rows
    joined by newlines, cells by tabs; the first row is the header) and img (path, tab, words).

    >>> parse("| a | b |\n|---|---|\n| 1 | 2 |")
    [('table', 'a\tb\n1\t2')]
    >>> parse("![The board](help/caesar-en.png)")
    [('img', 'help/caesar-en.png\tThe board')]
    """
    blocks: list[tuple[str, str]] = []
    para: list[str] = []
    kind = "p"

    def flush():
        nonlocal para, kind
        if kind == "table":
            if para:
                blocks.append(("table", "\n".join(para)))
            para, kind = [], "p"
            return
        if para:
            out = para[0]
            for line in para[1:]:
                if out and (is_cjk(out[-1]) or is_cjk(line[:1] or "a")):
                    out += line
                else:
                    out += " " + line
            blocks.append((kind, out))
        para, kind = [], "p"

    for raw in md.splitlines():
        line = raw.rstrip()
        s = line.strip()
        if not s:
            flush()
            continue
        if s.startswith("|"):
            if kind != "table":
                flush()
                kind = "table"
            if not re.fullmatch(r"[|:\-\s]+", s):        # not the |---|---| line
                para.append("\t".join(table_cells(s)))
            continue
        if kind == "table":
            flush()
        m = re.match(r"^!\[([^\]]*)\]\(([^)\s]+)\)$", s)
        if m:
            flush()
            blocks.append(("img", f"{m.group(2)}\t{m.group(1)}"))
            continue
        m = re.match(r"^(#{1,6})\s+(.*)$", s)
        if m:
            flush()
            blocks.append((f"h{min(3, len(m.group(1)))}", m.group(2).strip()))
            continue
        if re.match(r"^(-{3,}|\*{3,})$", s):
            flush()
            blocks.append(("rule", ""))
            continue
        m = re.match(r"^([-*+]|\d+[.)])\s+(.*)$", s)
        if m:
            flush()
            kind = "li" if not m.group(1)[0].isdigit() else "ol:" + m.group(1)
            para = [m.group(2)]
            continue
        if s.startswith(">"):
            if kind != "quote":
                flush()
                kind = "quote"
            para.append(s.lstrip(">").strip())
            continue
        if kind == "quote":
            flush()
        para.append(s)
    flush()
    return blocks


def runs(s: str) -> list[tuple[str, bool]]:
    """Split ``**bold**`` (and strip ``*``/``_``/`` ` `` emphasis marks) into (text, bold) runs."""
    out = []
    for i, part in enumerate(re.split(r"\*\*(.+?)\*\*", s)):
        if part:
            part = re.sub(r"(?<![\w*])[*_`]([^*_`]+)[*_`](?![\w*])", r"\1", part)
            out.append((part, i % 2 == 1))
    return out


#: pixels below the visible part laid out in the first frame
LOOKAHEAD = 200
#: laid-out pages kept for the next visit (per game, language and width; about 8 MB each)
KEEP_PAGES = 3
#: scaled help pictures kept (per picture and width)
KEEP_PICTURES = 4
#: the font size of a table's text and the padding either side of a cell's text
TABLE_PX, TABLE_PAD = 16, 10

_STYLES = {"h1": (30, True, ROMAN["red"]), "h2": (23, True, ROMAN["red_dark"]), "h3": (19, True, INK),
           "p": (17, False, INK), "li": (17, False, INK), "quote": (16, False, (84, 64, 48))}

_pages: dict[tuple, "Page"] = caches.kept(f"{__name__}.pages")
_pictures: dict[tuple[str, int], pygame.Surface | None] = caches.kept(f"{__name__}.pictures")
#: the last page frame drawn (marble, title, page, keys hint): (its key, the picture)
_frame: tuple | None = None
caches.on_reset(lambda: globals().update(_frame=None))


class Page:
    """One help page laid out at one width: line pictures with their places, built a slice
    at a time (:meth:`extend`; :meth:`step` as a task of the app's scheduler) and kept for the
    next visit (:func:`page_for`).

    ``lines`` holds ``(what, x, y)`` with ``x`` from the text column's left edge: ``what`` is a
    surface, ``None`` (a rule) or ``("bar", top, bottom)`` (a note's bar); ``height`` is the
    height laid out so far, the whole page's once ``done``.
    """

    def __init__(self, fonts, game_id: str, lang: str, width: int, missing: str):
        self.fonts, self.width, self.game_id = fonts, width, game_id
        md = help_text(game_id, lang)
        if md is None:
            md = "# " + game_info(game_id).title.render(lang) + "\n\n" + missing
        self._blocks = iter(parse(md))
        self._y = 20
        self.lines: list[tuple[object, int, int]] = []
        self.done = False

    @property
    def height(self) -> int:
        return self._y + 20

    def extend(self, until_y: float = float("inf"), budget: Budget | None = None) -> None:
        """Lay out blocks until the page reaches ``until_y`` pixels, ``budget`` is spent (at
        least one block is laid out; None: no limit), or the page is done."""
        budget = budget if budget is not None else Budget(None)
        while not self.done and self._y <= until_y:
            block = next(self._blocks, None)
            if block is None:
                self.done = True
                break
            self._block(*block)
            if budget.spent():
                break

    def step(self, budget: Budget) -> bool:
        """A frame's share of the rest of the page (a task of ``app.tasks``); True once done."""
        self.extend(budget=budget)
        return self.done

    def _block(self, kind: str, s: str) -> None:
        width, lines, y = self.width, self.lines, self._y
        if kind == "rule":
            lines.append((None, 0, y + 8))
            self._y = y + 22
            return
        if kind == "table":
            surf = self.table(s, width)
            lines.append((surf, 0, y))
            self._y = y + surf.get_height() + 16
            return
        if kind == "img":
            surf = picture(s.split("\t")[0], width, self.game_id)
            if surf is not None:
                lines.append((surf, (width - surf.get_width()) // 2, y))
                self._y = y + surf.get_height() + 16
            return
        base = kind if not kind.startswith("ol:") else "li"
        px, bold, colour = _STYLES.get(base, _STYLES["p"])
        if base.startswith("h"):
            y += 10 if base != "h1" else 0
        indent = 28 if base in ("li", "quote") else 0
        if base == "li":
            bullet = "•" if kind == "li" else kind[3:]
            lines.append((self.fonts.get(px, True).render(bullet, True, ROMAN["red"]), 8, y))
        if base == "quote":
            y += 6
            start_y = y
        for line in self.wrap(runs(s), width - indent - (16 if base == "quote" else 0), px, bold, colour):
            lines.append((line, indent + (16 if base == "quote" else 0), y))
            y += int(self.fonts.get(px).get_linesize() * 1.15)
        if base == "quote":
            lines.append((("bar", start_y, y), indent, start_y))
        y += 12 if base not in ("li",) else 6
        if base == "h1":
            y += 4
        self._y = y

    def table(self, s: str, width: int) -> pygame.Surface:
        """A table drawn as one picture: a header row, ruled rows, columns sized to their
        content (:func:`column_widths`), text wrapped within its column."""
        cols, cells, pad = self.table_layout(s, width)
        lh = int(self.fonts.get(TABLE_PX).get_linesize() * 1.1)
        heights = [max(1, max(len(c) for c in row)) * lh + 2 * 6 for row in cells]
        surf = pygame.Surface((sum(cols) + 1, sum(heights) + 1), pygame.SRCALPHA)
        y = 0
        for i, row in enumerate(cells):
            if i == 0:
                pygame.draw.rect(surf, ROMAN["parchment_dark"], (0, 0, sum(cols), heights[0]))
            elif i % 2 == 0:
                pygame.draw.rect(surf, (255, 250, 236, 160), (0, y, sum(cols), heights[i]))
            x = 0
            for c, lines in enumerate(row):
                for k, line in enumerate(lines):
                    surf.blit(line, (x + pad, y + 6 + k * lh))
                x += cols[c]
            y += heights[i]
            pygame.draw.line(surf, ROMAN["gold_dark"], (0, y), (sum(cols), y), 1)
        pygame.draw.rect(surf, ROMAN["gold_dark"], surf.get_rect(), 1)
        x = 0
        for w in cols[:-1]:
            x += w
            pygame.draw.line(surf, ROMAN["gold_dark"], (x, 0), (x, surf.get_height()), 1)
        return surf

    def table_layout(self, s: str, width: int) -> tuple[list[int], list[list[list[pygame.Surface]]], int]:
        """A table's column widths (padding included), each cell's wrapped lines and the
        padding: every column at least as wide as its widest unbreakable word."""
        rows = [r.split("\t") for r in s.split("\n")]
        ncol = max(len(r) for r in rows)
        rows = [r + [""] * (ncol - len(r)) for r in rows]
        pad = TABLE_PAD
        least, most = [0] * ncol, [0] * ncol
        for i, r in enumerate(rows):
            for c in range(ncol):
                words, whole = self.measure(runs(r[c]), TABLE_PX, i == 0)
                least[c] = max(least[c], words + 2 * pad)
                most[c] = max(most[c], whole + 2 * pad)
        cols = column_widths(least, most, width)
        cells = [[self.wrap(runs(r[c]), cols[c] - 2 * pad, TABLE_PX, i == 0, INK) for c in range(ncol)]
                 for i, r in enumerate(rows)]
        return cols, cells, pad

    def measure(self, parts: list[tuple[str, bool]], px: int, bold: bool) -> tuple[int, int]:
        """The widths of styled runs: of their widest unbreakable piece (as :meth:`wrap` breaks
        them) and of all of them on one line."""
        widest = whole = 0
        for s, b in parts:
            f = self.fonts.get(px, b or bold)
            for t in line_tokens(s):
                widest = max(widest, f.size(t.strip())[0])
                whole += f.size(t)[0]
        return widest, whole

    def wrap(self, parts: list[tuple[str, bool]], width: int, px: int, bold: bool, colour) -> list[pygame.Surface]:
        """Styled runs wrapped into line surfaces at the pieces :func:`line_tokens` gives (Latin
        between words, Japanese never inside a name)."""
        toks: list[tuple[str, bool]] = []
        for s, b in parts:
            toks.extend((t, b or bold) for t in line_tokens(s))
        lines: list[list[tuple[str, bool]]] = [[]]
        cur = 0
        for t, b in toks:
            f = self.fonts.get(px, b)
            tw = f.size(t)[0]
            if cur + f.size(t.rstrip())[0] > width and lines[-1]:
                lines.append([])
                cur = 0
                t = t.lstrip()
                tw = f.size(t)[0]
            lines[-1].append((t, b))
            cur += tw
        out = []
        for ln in lines:
            if not ln:
                continue
            ln[-1] = (ln[-1][0].rstrip(), ln[-1][1])        # (a line is as wide as its ink)
            surfs = [self.fonts.get(px, b).render(t, True, colour) for t, b in ln if t]
            wsum = sum(s.get_width() for s in surfs)
            hmax = max((s.get_height() for s in surfs), default=1)
            line = pygame.Surface((max(1, wsum), hmax), pygame.SRCALPHA)
            x = 0
            for s in surfs:
                line.blit(s, (x, 0))
                x += s.get_width()
            out.append(line)
        return out


def line_span(what, y: int) -> tuple[int, int]:
    """The top and bottom of a page line (see :class:`Page`) that starts at ``y``."""
    if what is None:
        return y, y + 1
    if isinstance(what, tuple):
        return what[1], what[2]
    return y, y + what.get_height()


def column_widths(least: list[int], most: list[int], width: int) -> list[int]:
    """Widths of a table's columns in ``width`` pixels, from each column's least width (its
    widest word) and its most (its longest cell on one line): all at their most when that fits;
    else a column whose content fits its fair share of what is left gets all of it, and the
    others share the rest in proportion to their content, never below their least.

    >>> column_widths([50, 60], [80, 90], 400)
    [80, 90]
    >>> column_widths([80, 60, 60], [120, 900, 2700], 600)
    [120, 146, 333]
    """
    if sum(most) <= width:
        return list(most)
    cols = list(least)
    free = [c for c in range(len(most))]
    room = width
    while free:
        fair = room / len(free)
        short = [c for c in free if most[c] <= fair]
        if not short:
            break
        for c in short:
            cols[c] = most[c]
            room -= most[c]
            free.remove(c)
    if free:
        spare = room - sum(least[c] for c in free)
        if spare > 0:
            extra = sum(most[c] - least[c] for c in free) or 1
            for c in free:
                cols[c] = least[c] + int(spare * (most[c] - least[c]) / extra)
    return cols


def picture_file(path: str, game_id: str | None = None):
    """The file of a help picture ``path`` (``help/caesar-en.png``): the game's own when it
    has one (see :func:`~games.core.assets.asset_path`), else the shared one."""
    return asset_path("art", *path.split("/"), game=game_id)


def picture(path: str, width: int, game_id: str | None = None) -> pygame.Surface | None:
    """A help picture (see :func:`picture_file`), no wider than ``width`` (loaded and
    scaled once per width)."""
    key = (game_id, path, width)
    if key not in _pictures:
        file = picture_file(path, game_id)
        try:
            img = pygame.image.load(str(file))
        except (pygame.error, FileNotFoundError):
            img = None
        if img is not None and img.get_width() > width:
            img = pygame.transform.smoothscale(img, (width, img.get_height() * width // img.get_width()))
        _pictures[key] = img
        while len(_pictures) > KEEP_PICTURES:
            del _pictures[next(iter(_pictures))]
    return _pictures[key]


def page_for(fonts, game_id: str, lang: str, width: int, missing: str) -> Page:
    """The :class:`Page` of ``game_id`` in ``lang`` at ``width``: the one kept from an earlier
    visit (with the same fonts), or a new one, not laid out yet."""
    key = (game_id, lang, width)
    page = _pages.pop(key, None)
    if page is None or (page.fonts is not fonts and not page.done):
        page = Page(fonts, game_id, lang, width, missing)
    _pages[key] = page                      # newest last
    while len(_pages) > KEEP_PAGES:
        del _pages[next(iter(_pages))]
    return page


class HelpScene(Scene):
    """The rules of each game, one tab a game. The visible part of a page is laid out in the
    frame that first shows it (at most a frame's budget of it, ``app.tasks.seconds``: on a big
    window its last lines may come a frame later) and the rest by the app's scheduler in the
    next frames; laid-out pages and the page's frame are kept for the next visit."""

    def __init__(self, app, game_id: str | None = None):
        super().__init__(app)
        self.game_id = game_id if game_id in GAME_IDS else GAME_IDS[0]
        self.scroll = 0
        self.page: Page | None = None
        self._key = None

    @property
    def lines(self) -> list[tuple[object, int, int]]:
        """The page's lines laid out so far, ``(what, x, y)`` with ``x`` on the window."""
        if self.page is None or not hasattr(self, "rect"):
            return []
        x0 = self._x0()
        return [(s, x0 + x, y) for s, x, y in self.page.lines]

    @property
    def content_h(self) -> int:
        return self.page.height if self.page is not None else 0

    def build(self) -> None:
        w, h = self.app.size
        self.rect = pygame.Rect(40, 130, w - 80, h - 220)
        self.tab_buttons = {}
        n = len(GAME_IDS)
        tw = min(300, (w - 80 - (n - 1) * 10) // n)
        x = (w - (n * tw + (n - 1) * 10)) // 2
        for gid in GAME_IDS:
            title = game_info(gid).title.render(self.lang)
            self.tab_buttons[gid] = self.button((x, 74, tw, 42), title, lambda g=gid: self.show(g),
                                                cls="@tile" if gid == self.game_id else "@quiet")
            x += tw + 10
        self.back_button = self.button((40, h - 74, 150, 48), self.tr("app.back"), self.app.pop, cls="@quiet")
        self.learn_button = None
        if self.game_id is not None and has_lessons(self.game_id):
            self.learn_button = self.button((206, h - 74, 220, 48), self.tr("app.tutorial.learn"),
                                            lambda: learn(self.app, self.game_id))

    def show(self, game_id: str) -> None:
        self.game_id = game_id
        self.scroll = 0
        self._key = None
        self.rebuild()

    def help_topic(self):
        return self.game_id

    # ----- layout --------------------------------------------------------------------
    def _width(self) -> int:
        return min(900, self.rect.w - 80)

    def _x0(self) -> int:
        return self.rect.x + (self.rect.w - self._width()) // 2

    def _layout(self, whole: bool = False) -> None:
        """Lay out what the page shows now (``whole``: all of it)."""
        key = (self.game_id, self.lang, self._width())
        if key != self._key or self.page is None:
            self._key = key
            self.page = page_for(self.app.fonts, self.game_id, self.lang, self._width(), self.tr("app.help.missing"))
        if whole:
            self.page.extend()
        else:
            self.page.extend(self.scroll + self.rect.h + LOOKAHEAD, self.app.tasks.budget())
        task = ("help page", self)
        if not self.page.done and self.app.tasks.done(task):
            self.app.tasks.add(task, self.page, owner=self)       # (the rest, over the next frames)

    # ----- events -------------------------------------------------------------------------
    def max_scroll(self, whole: bool = True) -> int:
        """How far the page scrolls: of the whole page (laid out first: the scroll bar and End
        need its height), or with ``whole=False`` of the part laid out so far."""
        if whole and self.page is not None and not self.page.done:
            self._layout(whole=True)
        return max(0, self.content_h - self.rect.h)

    def scroll_by(self, d: int) -> None:
        """Scroll by ``d`` pixels. While the page is still being laid out, only as far as the
        page goes once laid out a little beyond (at most a frame's budget of it): a wheel turned
        at once after opening no longer lays out the whole page in one frame."""
        to_end = d >= 10 ** 6
        if not to_end and self.page is not None and not self.page.done:
            self.page.extend(self.scroll + d + self.rect.h + LOOKAHEAD, self.app.tasks.budget())
        self.scroll = max(0, min(self.max_scroll(whole=to_end), self.scroll + d))

    def handle_event(self, ev) -> bool:
        if ev.type == pygame.MOUSEWHEEL:
            self.scroll_by(-ev.y * 60)
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (4, 5):
            self.scroll_by(-60 if ev.button == 4 else 60)
            return True
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1 and hasattr(self, "rect"):
            track = pygame.Rect(self.rect.right - 14, self.rect.y, 14, self.rect.h)
            if track.collidepoint(ev.pos) and self.page is not None and self.page.done and self.max_scroll():
                self.scroll = int((ev.pos[1] - track.y) / track.h * self.max_scroll())
                return True
        if ev.type == pygame.MOUSEMOTION and ev.buttons[0] and hasattr(self, "rect"):
            track = pygame.Rect(self.rect.right - 24, self.rect.y, 30, self.rect.h)
            if track.collidepoint(ev.pos) and self.page is not None and self.page.done and self.max_scroll():
                self.scroll = max(0, min(self.max_scroll(), int((ev.pos[1] - track.y) / track.h * self.max_scroll())))
                return True
        if ev.type == pygame.KEYDOWN:
            page = self.rect.h - 60 if hasattr(self, "rect") else 400
            keys = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                    pygame.K_SPACE: page, pygame.K_HOME: -10 ** 7, pygame.K_END: 10 ** 7}
            if ev.key in keys:
                self.scroll_by(keys[ev.key])
                return True
            if ev.key in (pygame.K_LEFT, pygame.K_RIGHT):
                i = GAME_IDS.index(self.game_id) + (1 if ev.key == pygame.K_RIGHT else -1)
                self.show(GAME_IDS[i % len(GAME_IDS)])
                return True
        return False

    def on_lang(self) -> None:
        self._key = None

    # ----- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if not hasattr(self, "rect"):
            self._paint_static(surface)
            return
        self._layout()
        # the marble, the title, the page and the keys hint are one cached picture (kept for
        # the next visit at this size); the visible lines of the page and the scroll bar are
        # drawn over it
        global _frame
        key = (tuple(self.rect), surface.get_size(), self.lang, self.app.settings.get("colour_blind"))
        if _frame is not None and _frame[0] == key:
            static = _frame[1]
        else:
            static = self.layer("static", self.rect, surface.get_size(), self._paint_static)
            _frame = (key, static)
        surface.blit(static, (0, 0))
        inner = self.rect.inflate(-6, -6)
        prev = surface.get_clip()
        surface.set_clip(inner)
        oy = self.rect.y - self.scroll
        x0, width = self._x0(), self._width()
        for s, x, y in self.page.lines:
            top, bottom = line_span(s, y)
            if top + oy > self.rect.bottom or bottom + oy < self.rect.y:
                continue               # (a line any part of which is inside is drawn, clipped)
            x += x0
            if s is None:
                pygame.draw.line(surface, ROMAN["gold_dark"], (x, y + oy), (x + width, y + oy), 1)
            elif isinstance(s, tuple):
                pygame.draw.rect(surface, ROMAN["gold"], (x, s[1] + oy, 4, s[2] - s[1]), border_radius=2)
            else:
                surface.blit(s, (x, y + oy))
        surface.set_clip(prev)
        # the scroll bar once the whole page is laid out (its length depends on the page's)
        if self.page.done and self.max_scroll():
            track = pygame.Rect(self.rect.right - 12, self.rect.y + 10, 6, self.rect.h - 20)
            pygame.draw.rect(surface, ROMAN["parchment_dark"], track, border_radius=3)
            th = max(30, track.h * self.rect.h // self.content_h)
            ty = track.y + (track.h - th) * self.scroll // max(1, self.max_scroll())
            pygame.draw.rect(surface, ROMAN["gold_dark"], (track.x, ty, 6, th), border_radius=3)

    def _paint_static(self, surface: pygame.Surface) -> None:
        """What does not move on this screen: the marble, the title, the page and the keys hint."""
        self.app.backdrop(surface)
        w, h = surface.get_size()
        title = self.tr("app.help.title")
        text(self.app, surface, title, (w // 2, 40), 28, RED, bold=True, anchor="center")
        if not hasattr(self, "rect"):
            return
        panel(surface, self.rect, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=14)
        hint = self.tr("app.help.keys")
        text(self.app, surface, hint, (w - 40, h - 50), fit_text(self.app, hint, w - 260, 14), INK, anchor="midright")
