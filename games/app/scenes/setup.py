"""New-game set-up: seats (name, colour, person or computer and its level), the
number of players, the game's options, who starts and an optional seed.

Opened for one of a game's menu entries (``entry``, see ``GameInfo.entries``), the
seats and options start as the entry says (a scripted seat named after its script)."""
from __future__ import annotations

import random
import re

import pygame

from games import all_games, info as game_info
from games.core.record import Record
from games.core.state import SeatInfo
from games.core.text import tr

from ..draw import COLOUR_SYMBOLS, ROMAN, draw_symbol, panel, readable_on, seat_rgb
from ..explaining import explain_ref
from ..gui import TEXT_ENTRY_FINISHED
from ..mapview import prefetch_while
from ..scene import Scene
from .common import GOLD, INK, RED, PicturesFirst, fit_text, text

KINDS = ("human", "easy", "normal", "hard")


def default_names(i: int) -> set[str]:
    """The default name of seat ``i`` in every language (a name the player did not choose)."""
    return {tr(f"app.name.{i + 1}", lang) for lang in ("en", "ja")}


def cue(label: str) -> str:
    """A cycling button's text: arrows say "click for the next choice"."""
    return f"◀  {label}  ▶"


def setup_rows(gi, advises: bool) -> float:
    """The set-up's rows for game ``gi`` (in row heights): the count, its most players, every
    option, who starts, the seed and, for a game that advises, the advice."""
    return 1.2 + gi.max_players + 0.25 + len(gi.options) + 2 + advises

class SetupScene(Scene):
    def __init__(self, app, game_id: str, entry: str | None = None):
        super().__init__(app)
        self.entry = entry
        self.game_id = game_id
        self.info = game_info(game_id)
        gi = self.info
        self.n = max(gi.min_players, min(gi.max_players, 2 if gi.min_players <= 2 else gi.min_players))
        last = list(app.settings.get("last_names") or [])
        self.seats = []
        for i in range(gi.max_players):
            # a name the players typed is kept; a default name follows the current language
            name = last[i] if i < len(last) and last[i] and last[i] not in default_names(i) \
                else self.tr(f"app.name.{i + 1}")
            kind = "human" if i == 0 else "normal"
            self.seats.append({"name": name, "colour": gi.colours[i % len(gi.colours)], "kind": kind})
        self.options = gi.default_options()
        if entry is not None:
            self._preset(gi.entry(entry))
        self.starter: int | None = None      # None: random
        #: "Allow advice" chosen on this screen (None: on when a computer plays, off when only persons)
        self.advice: bool | None = None
        self.advises = explain_ref(game_id) is not None      # (the row shows only for a game that advises)
        self._recall()
        self.seed_text = ""
        self.entries: list = []
        self.seed_entry = None

    def _preset(self, entry) -> None:
        """Seats and options as the menu entry chose them."""
        self.n = len(entry.seats)
        for i, kind in enumerate(entry.seats):
            self.seats[i]["kind"] = kind
            if kind.startswith("script:"):
                self.seats[i]["name"] = self.script_name(kind)
        self.options.update(dict(entry.options))

    def kinds(self) -> tuple[str, ...]:
        """What a seat may be: a person, each computer level, the rulebook's own opponents."""
        return ("human",) + tuple(self.info.levels) + tuple(f"script:{sc}" for sc in self.info.scripted)

    def script_name(self, kind: str) -> str:
        """The name of the scripted opponent ``kind`` ("script:<id>")."""
        return self.tr(f"{self.game_id}.script.{kind[len('script:'):]}.name")

    def memory_key(self) -> str:
        """Where this set-up's last choices are kept in the settings' ``last_setup``: the
        game, or ``<game>/<entry>`` for one of its menu entries."""
        return self.game_id if self.entry is None else f"{self.game_id}/{self.entry}"

    def _recall(self) -> None:
        """Start from the choices of the last game started from this set-up (number of
        players, each seat's colour and person or computer level or scripted opponent, the
        options, who starts); anything the game no longer offers keeps its default."""
        last = (self.app.settings.get("last_setup") or {}).get(self.memory_key())
        if not isinstance(last, dict):
            return
        gi = self.info
        n = last.get("n")
        if isinstance(n, int) and gi.min_players <= n <= gi.max_players:
            self.n = n
        kinds = self.kinds()
        used: set[str] = set()
        for i, seat in enumerate((last.get("seats") or [])[:gi.max_players]):
            if seat.get("kind") in kinds:
                was = self.seats[i]["kind"]
                self.seats[i]["kind"] = seat["kind"]
                if seat["kind"].startswith("script:"):
                    self.seats[i]["name"] = self.script_name(seat["kind"])
                elif was.startswith("script:"):
                    self.seats[i]["name"] = self.tr(f"app.name.{i + 1}")
            if seat.get("colour") in gi.colours and seat["colour"] not in used:
                self.seats[i]["colour"] = seat["colour"]
            used.add(self.seats[i]["colour"])
        for i in range(gi.max_players):          # the colours stay distinct
            if [s["colour"] for s in self.seats].count(self.seats[i]["colour"]) > 1:
                taken = {s["colour"] for j, s in enumerate(self.seats) if j != i}
                free = [c for c in gi.colours if c not in taken]
                if free:
                    self.seats[i]["colour"] = free[0]
        for opt in gi.options:
            value = (last.get("options") or {}).get(opt.id, self.options.get(opt.id))
            if value in opt.choices and not (isinstance(value, bool) != isinstance(opt.choices[0], bool)):
                self.options[opt.id] = value
        starter = last.get("starter")
        if starter is None or (isinstance(starter, int) and 0 <= starter < self.n):
            self.starter = starter

    def remember(self) -> None:
        """Keep these choices for the next set-up of this game (or menu entry)."""
        memory = dict(self.app.settings.get("last_setup") or {})
        memory[self.memory_key()] = {
            "n": self.n, "seats": [{"colour": s["colour"], "kind": s["kind"]} for s in self.seats[:self.n]],
            "options": dict(self.options), "starter": self.starter}
        self.app.settings.set("last_setup", memory)

    def on_lang(self) -> None:
        """Default names follow the language (names the players typed stay)."""
        self._read_entries()
        for i, seat in enumerate(self.seats):
            if seat["name"] in default_names(i):
                seat["name"] = tr(f"app.name.{i + 1}", self.app.lang)
                if i < len(self.entries) and self.entries[i] is not None and self.entries[i].alive():
                    self.entries[i].set_text(seat["name"])

    # ----- reading the entries before widgets are dropped --------------------------------------
    def _read_entries(self) -> None:
        for i, e in enumerate(self.entries):
            if e is not None and e.alive():
                self.seats[i]["name"] = e.get_text()
        if self.seed_entry is not None and self.seed_entry.alive():
            self.seed_text = self.seed_entry.get_text()

    def clear(self) -> None:
        self._read_entries()
        super().clear()
        self.entries = []
        self.seed_entry = None

    # ----- widgets --------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.app.size
        gi = self.info
        pw = min(980, w - 60)
        top = 100 if h >= 760 else 84
        self.rect = pygame.Rect((w - pw) // 2, top, pw, h - top - 24)
        x0 = self.rect.x + 30
        # every row fits above the Back / Start buttons, whatever the window's height; the
        # panel is sized for the most players and every option, so that Back and Start stay
        # where they are when the count of players (or of options shown) changes
        pad = 32 if h >= 760 else 24
        step = self.size_panel(pad)
        wh = min(40, step - 6)
        self.step, self.widget_h = step, wh
        y = self.rect.y + pad
        # players count
        self.minus_button = self.button((x0 + 210, y, 44, wh), "−", lambda: self.set_n(self.n - 1),
                                        enabled=self.n > gi.min_players)
        self.plus_button = self.button((x0 + 310, y, 44, wh), "+", lambda: self.set_n(self.n + 1),
                                       enabled=self.n < gi.max_players)
        if gi.min_players == gi.max_players:      # (two greyed buttons for a count no one can change)
            self.minus_button.hide()
            self.plus_button.hide()
        self.count_y = y
        y += int(step * 1.2)
        self.seat_y = y
        self.colour_buttons, self.kind_buttons, self.kind_back, self.kind_next = [], [], [], []
        for i in range(self.n):
            s = self.seats[i]
            e = self.add(self.gui.entry((x0 + 40, y, 300, wh), s["name"], limit=20,
                                        placeholder=self.tr("core.seat_default", n=i + 1)))
            self.entries.append(e)
            self.colour_buttons.append(self.button(
                (x0 + 400, y, 170, wh), cue(self.tr(f"app.colour.{s['colour']}")),
                lambda i=i: self.cycle_colour(i, self.direction(self.colour_buttons[i])), cls="@choice",
                tooltip=self.tr("app.setup.tip_colour")))
            self._kind_control(i, pygame.Rect(x0 + 590, y, pw - 650, wh))
            y += step
        y += step // 4
        self.option_y = y
        self.option_buttons = {}
        for opt in self.shown_options():
            value = self.options[opt.id]
            self.option_buttons[opt.id] = self.button(
                (x0 + 400, y, pw - 460, wh), cue(self.option_label(opt.id, value)),
                lambda o=opt: self.cycle_option(o, self.direction(self.option_buttons[o.id])), cls="@choice",
                tooltip=self.option_tip(opt.id, value))
            y += step
        self.starter_y = y
        ruled = self.ruled_starter() is not None
        self.starter_button = self.button((x0 + 400, y, pw - 460, wh),
                                          self.starter_label() if ruled else cue(self.starter_label()),
                                          lambda: self.cycle_starter(self.direction(self.starter_button)),
                                          cls="@choice", enabled=not ruled,
                                          tooltip=self.tr("app.setup.tip_ruled" if ruled else "app.setup.tip_cycle"))
        y += step
        self.advice_y, self.advice_button = y, None
        if self.advises:
            self.advice_button = self.button((x0 + 400, y, pw - 460, wh), cue(self.advice_label()),
                                             self.cycle_advice, cls="@choice", tooltip=self.tr("app.setup.tip_advice"))
            y += step
        self.seed_y = y
        self.seed_entry = self.add(self.gui.entry((x0 + 400, y, 220, wh), self.seed_text, limit=9,
                                                  placeholder=self.tr("app.setup.seed_random")))
        self.seed_entry.set_allowed_characters("numbers")
        by = self.rect.bottom - 66
        starting = self.opening is not None
        self.start_button = self.button((self.rect.right - 230, by, 200, 48),
                                        self.tr("app.setup.starting" if starting else "app.setup.start"), self.start,
                                        cls="@big", enabled=not starting)
        self.back_button = self.button((self.rect.x + 30, by, 150, 48), self.tr("app.back"), self.app.pop,
                                       cls="@quiet", enabled=not starting)

    def size_panel(self, pad: int) -> int:
        """The height of a row for this game's rows; the panel ends a little below the last row
        of the game with the most rows (no tall empty panel on a large window), the same for
        every game, so that Start is in one place in every game's set-up."""
        def step_for(rows: float) -> int:
            return max(34, min(52, int((self.rect.h - pad - 66 - 10) / rows)))
        most = max(setup_rows(g, explain_ref(g.id) is not None) for g in all_games())
        self.rect.h = min(self.rect.h, int(pad + most * step_for(most) + 66 + 40))
        return step_for(setup_rows(self.info, self.advises))

    def advice_allowed(self) -> bool:
        """Whether the game will allow advice: as chosen, else when a computer plays."""
        if self.advice is not None:
            return self.advice
        return any(s["kind"] != "human" for s in self.seats[:self.n])

    def advice_label(self) -> str:
        return self.tr("app.setup.advice_on" if self.advice_allowed() else "app.setup.advice_off")

    def cycle_advice(self) -> None:
        """The "Allow advice" button: allowed or not (from then on, whatever the seats)."""
        self.advice = not self.advice_allowed()
        self._read_entries()
        self.rebuild()

    def kind_label(self, kind: str) -> str:
        """"Person", "Computer (hard)", or the name of a scripted opponent ("script:<id>")."""
        if kind == "human":
            return self.tr("app.seat.person")
        if kind.startswith("script:"):
            return self.info.script_label(kind[len("script:"):]).render(self.lang)
        return self.tr("app.seat.computer_level", level=self.tr(f"core.level.{kind}"))

    def _kind_control(self, i: int, r: pygame.Rect) -> None:
        """Seat ``i``'s person-or-computer choice in ``r``: ◀ and ▶ buttons of their own at its
        two ends, the kind between them in a box of fixed width, so that the arrows stay where
        they are whatever the kind's words (clicked twice, a ◀ that had moved hit the label);
        an arrow is greyed at its end of the list, which never wraps round (from Person, ◀ led
        to a computer)."""
        aw = r.h
        label = pygame.Rect(r.x + aw + 4, r.y, r.w - 2 * aw - 8, r.h)
        tip = self.tr("app.setup.tip_kind")
        self.kind_back.append(self.button((r.x, r.y, aw, r.h), "◀", lambda: self.cycle_kind(i, -1),
                                          cls="@choice", tooltip=tip))
        self.kind_buttons.append(self.button(label, self.kind_cue(self.seats[i]["kind"], label.w),
                                             lambda: self.cycle_kind(i, 1), cls="@choice", tooltip=tip))
        self.kind_next.append(self.button((label.right + 4, r.y, aw, r.h), "▶", lambda: self.cycle_kind(i, 1),
                                          cls="@choice", tooltip=tip))
        self._kind_ends(i)

    def _kind_ends(self, i: int) -> None:
        """Grey seat ``i``'s ◀ on the first kind and its ▶ on the last."""
        kinds = self.kinds()
        k = kinds.index(self.seats[i]["kind"]) if self.seats[i]["kind"] in kinds else 0
        for widget, on in ((self.kind_back[i], k > 0), (self.kind_next[i], k < len(kinds) - 1)):
            if on:
                widget.enable()
            else:
                widget.disable()

    def kind_cue(self, kind: str, width: int) -> str:
        """The kind's words fitted to a box ``width`` wide: a label too long
        (「オート・クラッスス（ソロの相手）」 at 1000x700) drops its closing bracketed words,
        which the set-up's title says already; a computer's keeps its level, the one thing the
        seat's words tell apart (「コンピューター」 stood for all three levels), and shortens
        the rest (「CPU（ふつう）」)."""
        label = self.kind_label(kind)
        font = self.app.fonts.get(16)
        if font.size(label)[0] + 24 > width:
            if kind in self.info.levels:
                return self.tr("app.seat.computer_short", level=self.tr(f"core.level.{kind}"))
            label = re.sub(r"\s*[（(][^（()）]*[）)]$", "", label)
        return label

    def option_label(self, opt_id: str, value) -> str:
        key = f"{self.game_id}.opt.{opt_id}.{value}"
        label = self.tr(key)
        if label == key:
            label = self.tr("app.setup.yes") if value is True else self.tr("app.setup.no") if value is False \
                else str(value)
        return label

    def option_tip(self, opt_id: str, value) -> str:
        """The tooltip of an option's button: what the choice shown means (the catalogue's
        ``<game>.opt.<option>.<value>.tip``, when the game says), then how to change it."""
        key = f"{self.game_id}.opt.{opt_id}.{value}.tip"
        what = self.tr(key)
        cycle = self.tr("app.setup.tip_cycle")
        return cycle if what == key else self.tr("app.setup.tip_cycle_after", what=what, cycle=cycle)

    def shown_options(self) -> list:
        """The game's options the set-up shows: those about a scripted opponent only when he plays."""
        scripts = {s["kind"][len("script:"):] for s in self.seats[:self.n] if s["kind"].startswith("script:")}
        return [o for o in self.info.options if o.script is None or o.script in scripts]

    def title_text(self) -> str:
        """"New game: CAESAR! ...", or the menu entry's name when it opened the set-up."""
        name = self.info.entry_label(self.entry) if self.entry is not None else self.info.title
        return self.tr("app.setup.title", title=name.render(self.lang))

    def ruled_starter(self) -> int | None:
        """The seat the rules make start (a scripted opponent that always starts), else None."""
        for i in range(self.n):
            kind = self.seats[i]["kind"]
            if kind.startswith("script:") and kind[len("script:"):] in self.info.script_starts:
                return i
        return None

    def starter_row_key(self) -> str:
        """The row's name: "Who starts", or the game's own (Caesar XL: "Caesar (starts)") when the
        first seat is a side of its own and no scripted opponent is made to start."""
        if self.info.starter_key and self.ruled_starter() is None:
            return self.info.starter_key
        return "app.setup.starter"

    def starter_label(self) -> str:
        ruled = self.ruled_starter()
        if ruled is not None:
            self._read_entries()
            name = self.seats[ruled]["name"].strip() or self.tr("core.seat_default", n=ruled + 1)
            return self.tr("app.setup.starter_ruled", name=name)
        if self.starter is None:
            return self.tr("app.setup.starter_random")
        self._read_entries()
        name = self.seats[self.starter]["name"].strip() or self.tr("core.seat_default", n=self.starter + 1)
        return name

    # ----- changes ------------------------------------------------------------------------
    def set_n(self, n: int) -> None:
        gi = self.info
        n = max(gi.min_players, min(gi.max_players, n))
        if n == self.n:
            return
        self._read_entries()
        self.n = n
        # keep colours distinct among the seats in play
        used = set()
        for i in range(n):
            c = self.seats[i]["colour"]
            if c in used:
                c = next(x for x in gi.colours if x not in used)
                self.seats[i]["colour"] = c
            used.add(c)
        if self.starter is not None and self.starter >= n:
            self.starter = None
        self.rebuild()

    def direction(self, widget) -> int:
        """-1 when the click that pressed ``widget`` fell on its ◀ (the left third of the
        button), else +1: a choice button steps both ways."""
        pos = getattr(self.app, "pointer", None)
        r = getattr(widget, "rect", None)
        if pos is None or r is None or not r.collidepoint(pos):
            return 1
        return -1 if pos[0] < r.x + r.w / 3 else 1

    def cycle_colour(self, i: int, step: int = 1) -> None:
        cols = list(self.info.colours)
        used = {self.seats[j]["colour"] for j in range(self.n) if j != i}
        k = cols.index(self.seats[i]["colour"]) if self.seats[i]["colour"] in cols else 0
        for n in range(1, len(cols) + 1):
            c = cols[(k + n * step) % len(cols)]
            if c not in used:
                self.seats[i]["colour"] = c
                break
        self.colour_buttons[i].set_text(cue(self.tr(f"app.colour.{self.seats[i]['colour']}")))

    def cycle_kind(self, i: int, step: int = 1) -> None:
        """Seat ``i``'s kind a ``step`` along the list, stopping at its ends (never round)."""
        kinds = self.kinds()
        cur = self.seats[i]["kind"]
        ruled, shown = self.ruled_starter(), self.shown_options()
        self.seats[i]["kind"] = kinds[max(0, min(len(kinds) - 1, kinds.index(cur) + step))] if cur in kinds \
            else "human"
        self.kind_buttons[i].set_text(self.kind_cue(self.seats[i]["kind"], self.kind_buttons[i].rect.w))
        self._kind_ends(i)
        if self.advice_button is not None:        # (the default follows the seats)
            self.advice_button.set_text(cue(self.advice_label()))
        if self.ruled_starter() != ruled or self.shown_options() != shown:   # rows that follow the seats
            self._read_entries()
            self.rebuild()

    def cycle_option(self, opt, step: int = 1) -> None:
        choices = list(opt.choices)
        cur = self.options[opt.id]
        self.options[opt.id] = choices[(choices.index(cur) + step) % len(choices)]
        self.option_buttons[opt.id].set_text(cue(self.option_label(opt.id, self.options[opt.id])))
        self.option_buttons[opt.id].set_tooltip(self.option_tip(opt.id, self.options[opt.id]))

    def cycle_starter(self, step: int = 1) -> None:
        order = [None] + list(range(self.n))
        self.starter = order[(order.index(self.starter) + step) % len(order)]
        self.starter_button.set_text(cue(self.starter_label()))

    def handle_event(self, ev) -> bool:
        if ev.type == TEXT_ENTRY_FINISHED:
            if ev.ui_element is self.seed_entry:
                self.start()
                return True
            return True
        return False

    def confirm(self) -> None:
        self.start()

    def help_topic(self):
        return self.game_id

    # ----- start ----------------------------------------------------------------------
    def make_record(self) -> Record | None:
        """The record the current choices describe (None, with a toast, when they are not valid)."""
        self._read_entries()
        seats = []
        for i in range(self.n):
            s = self.seats[i]
            name = s["name"].strip() or self.tr("core.seat_default", n=i + 1)
            if s["kind"] == "human":
                seats.append(SeatInfo(name, "human", None, s["colour"]))
            elif s["kind"].startswith("script:"):
                seats.append(SeatInfo(name, "script", s["kind"][len("script:"):], s["colour"]))
            else:
                seats.append(SeatInfo(name, "ai", s["kind"], s["colour"]))
        names = [s.name.casefold() for s in seats]
        if len(set(names)) != len(names):
            self.app.toast(self.tr("app.err.same_names"), "error")
            return None
        if len({s.colour for s in seats}) != len(seats):
            self.app.toast(self.tr("app.err.same_colours"), "error")
            return None
        text_seed = self.seed_text.strip()
        if text_seed:
            try:
                seed = int(text_seed)
            except ValueError:
                self.app.toast(self.tr("app.err.bad_seed"), "error")
                return None
        else:
            seed = random.SystemRandom().randrange(1, 2 ** 62)   # too many to search from the cards seen
        starter = self.starter if self.starter is not None else random.Random(seed).randrange(self.n)
        seats = seats[starter:] + seats[:starter]     # engines always start with seat 0
        try:
            options = self.info.check_options(self.options)
        except ValueError:
            options = self.info.default_options()
        record = Record(self.game_id, seats, seed, options)
        if self.advises:
            record.extras["advice"] = {"allowed": self.advice_allowed()}
        try:
            record.new_state()          # e.g. two rulebook opponents where the game has room for one
        except ValueError:
            self.app.toast(self.tr("app.err.bad_seats"), "error")
            return None
        return record

    def start(self) -> None:
        """Check the choices, say "Starting..." at once, and open the game after that frame
        is on the screen (building a board takes a moment); a map game whose map picture is
        not decoded and halved yet takes those steps first, one a frame (:class:`PicturesFirst`,
        as Continue and Load do), and opens in the frame after the last."""
        if self.opening is not None:
            return
        record = self.make_record()
        if record is None:
            return
        # a scripted opponent's name (Auto-Crassus) is the rules', not a name to offer a person next time
        self.app.settings.set("last_names", ["" if self.seats[i]["kind"].startswith("script:")
                                             else self.seats[i]["name"] for i in range(self.n)])
        self.remember()
        self.opening = PicturesFirst.of(record)
        self.opening.start(self.app.tasks, self)
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.tips_clear_of_start()
        # "Starting..." has been drawn (and the map picture's steps taken, one a frame)
        if self.opening is not None and self.opening.ready(self.app.tasks):
            record, self.opening = self.opening.record, None
            self.app.replace("game", record=record)

    def tips_clear_of_start(self) -> None:
        """A tooltip that opened over Back or Start goes above its own button: those buttons
        stay in sight. No tooltip takes a click: one still open over the next row's arrow
        (the pointer moved and clicked within a frame) let the click through to nothing."""
        keep = [b.rect for b in (getattr(self, "start_button", None), getattr(self, "back_button", None)) if b]
        for w in self.widgets:
            tip = getattr(w, "tool_tip", None)
            if tip is None:
                continue
            if tip.rect.collidelist(keep) >= 0:
                tip.set_position((tip.rect.x, max(0, w.rect.top - tip.rect.h - 4)))
            box = getattr(tip, "text_block", None)
            if box is not None:
                box.process_event = lambda ev: False

    def busy(self) -> bool:
        return self.opening is not None or super().busy()

    #: set after the set-up's first frame (see :meth:`draw`)
    _waited = False
    #: the game Start asked for, opened once "Starting..." has been drawn and its map pictures
    #: are decoded and halved (their steps taken a frame each first: :class:`PicturesFirst`)
    opening: PicturesFirst | None = None

    def waiting(self) -> bool:
        """True in a frame where the set-up only waits: on top, laid out, starting no game."""
        return self.app.top is self and self.opening is None and self._waited

    # ----- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        # the map pictures the menu had no time to decode ahead: a step a frame by the
        # scheduler while the set-up waits on top, from its second frame on (the first lays the
        # screen out), never in the frame that starts the game (see waiting)
        prefetch_while(self.app.tasks, self.waiting, self)
        self._waited = True
        self.app.backdrop(surface)
        w, h = surface.get_size()
        title = self.title_text()
        text(self.app, surface, title, (w // 2, 56), fit_text(self.app, title, w - 80, 32, True), RED, bold=True,
             anchor="center")
        if not hasattr(self, "rect"):
            return
        panel(surface, self.rect, fill=ROMAN["parchment"], border=ROMAN["gold_dark"], radius=16)
        x0 = self.rect.x + 30
        mid = self.widget_h // 2
        text(self.app, surface, self.tr("app.setup.players"), (x0, self.count_y + mid), 18, INK, bold=True,
             anchor="midleft")
        text(self.app, surface, str(self.n), (x0 + 282, self.count_y + mid), 24, INK, bold=True, anchor="center")
        if self.info.min_players != self.info.max_players:       # ("2 to 2" says nothing)
            text(self.app, surface, self.tr("app.setup.range", lo=self.info.min_players, hi=self.info.max_players),
                 (x0 + 372, self.count_y + mid), 15, (100, 80, 64), anchor="midleft")
        else:                   # (no − and +: the count is fixed, and a solo game says who the two are)
            note = self.tr("app.setup.solo_pair", name=self.seats[1]["name"]) if self.entry == "solo" \
                else self.tr("app.setup.fixed")
            text(self.app, surface, note, (x0 + 310, self.count_y + mid), 15, (100, 80, 64), anchor="midleft")
        for i in range(self.n):
            y = self.seat_y + i * self.step
            c = seat_rgb(self.seats[i]["colour"])
            pygame.draw.circle(surface, c, (x0 + 16, y + mid), 13)
            pygame.draw.circle(surface, ROMAN["gold_dark"], (x0 + 16, y + mid), 13, 2)
            if self.app.settings["colour_blind"]:
                draw_symbol(surface, COLOUR_SYMBOLS.get(self.seats[i]["colour"]), (x0 + 16, y + mid), 14,
                            readable_on(c))
            if self.starter == i:
                text(self.app, surface, "★", (x0 + 358, y + mid), 20, GOLD, anchor="center")
        for opt in self.info.options:
            b = self.option_buttons.get(opt.id)
            if b is not None:
                text(self.app, surface, self.tr(f"{self.game_id}.opt.{opt.id}"), (x0, b.rect.centery),
                     fit_text(self.app, self.tr(f"{self.game_id}.opt.{opt.id}"), 380, 17), INK, anchor="midleft")
        text(self.app, surface, self.tr(self.starter_row_key()), (x0, self.starter_y + mid), 17, INK, anchor="midleft")
        if self.advice_button is not None:
            text(self.app, surface, self.tr("app.setup.advice"), (x0, self.advice_y + mid), 17, INK,
                 anchor="midleft")
        text(self.app, surface, self.tr("app.setup.seed"), (x0, self.seed_y + mid), 17, INK, anchor="midleft")
