"""The pygame_gui adapter: one UIManager for the window, themed in the suite's
Roman look, with the bundled Noto Sans JP faces for every widget in both
languages.

Scenes create widgets through :class:`Gui` helpers and bind a callback to each
button; the app routes ``UI_BUTTON_PRESSED`` to the callback of the scene on
top. Only the scene on top owns live widgets (a covered scene drops its
widgets and builds them again when it is uncovered), so a widget under an
overlay can never be clicked.
"""
from __future__ import annotations

import copy
import json
import unicodedata
import warnings
from pathlib import Path
from typing import Any, Callable

import pygame
import pygame_gui

from .draw.text import is_cjk, wrap_text
from .fonts import font_file, latin_ellipsis

THEME_FILE = Path(__file__).resolve().parent / "theme.json"
FONT_NAME = "ludi"


def theme_dict() -> dict:
    """The theme (``theme.json``) with the Noto Sans JP paths filled into every font block."""
    with open(THEME_FILE, encoding="utf-8") as fh:
        theme = json.load(fh)
    regular, bold = font_file(False), font_file(True)
    for block in theme.values():
        font = block.get("font") if isinstance(block, dict) else None
        if isinstance(font, dict):
            font["name"] = FONT_NAME
            if regular:
                font["regular_path"] = str(regular)
            if bold:
                font["bold_path"] = str(bold)
            if regular:
                font["italic_path"] = str(regular)
                font["bold_italic_path"] = str(bold or regular)
    return theme


#: Unicode categories never let into a text entry: controls, format characters (zero-width
#: spaces and joiners, direction marks), surrogates, private use, unassigned, line separators
DROPPED_CATEGORIES = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))


#: categories that draw nothing on their own: combining marks (U+034F, the variation selectors
#: U+FE0F and U+E0100, U+17B4 among them) and what DROPPED_CATEGORIES holds, and spaces
BLANK_CATEGORIES = DROPPED_CATEGORIES | {"Mn", "Me", "Zs"}


def visible(text: str) -> bool:
    """True when ``text`` has a character that draws something.

    >>> visible("\ufe0f\u034f"), visible("e\u0301"), visible("  ")
    (False, True, False)
    """
    return any(unicodedata.category(ch) not in BLANK_CATEGORIES for ch in str(text))


def clean_text(text: str, after_base: bool = False) -> str:
    """``text`` without the characters an entry must not hold (pygame_gui fails on a
    zero-width character alone: "Text has zero width"); other spaces become plain spaces.
    A combining mark is kept only after a character that draws something (``after_base``:
    such a character comes before ``text``), so a mark never stands alone.

    >>> clean_text("\u200bLivia\u00a0Drusilla\x07"), clean_text("\u034f\ufe0fe\u0301")
    ('Livia Drusilla', 'e\u0301')
    """
    out = []
    base = after_base
    for ch in str(text):
        cat = unicodedata.category(ch)
        if cat in DROPPED_CATEGORIES or (cat in ("Mn", "Me") and not base):
            continue
        base = cat not in BLANK_CATEGORIES or (base and cat in ("Mn", "Me"))
        out.append(" " if cat == "Zs" else ch)
    return "".join(out)


#: pygame_gui's tooltip width, the wider one a long Japanese tooltip gets, and what the tooltip's
#: border and padding take from the width (1 + 5 each side; a line must stay below what is left)
TIP_WIDTH, WIDE_TIP_WIDTH, TIP_INSET = 170, 300, 24
#: the tooltip's font size (theme.json "tool_tip.text_box")
TIP_PX = 15


def tip_markup(text: str, measure) -> tuple[str, int | None]:
    """A tooltip's text as pygame_gui is to lay it out, and the width to give it (``None``: the
    theme's). pygame_gui breaks lines only at spaces and cuts a longer run with a hyphen at each
    end ("クリックすると、-" / "-空いている..."), so Japanese is broken here between characters
    (:func:`wrap_text`, with the line-breaking rules) and the lines joined with ``<br>``; a
    Japanese tooltip of more than three lines is made wider. ``measure`` gives a string's width.

    >>> tip_markup("Click to change", len)
    ('Click to change', None)
    >>> tip_markup("あいうえおかきくけこ", lambda s: 50 * len(s))
    ('あいうえお<br>かきくけこ', 300)
    >>> tip_markup("あいう。", lambda s: 60 * len(s))[0]
    'あい<br>う。'
    """
    if not any(is_cjk(ch) for ch in str(text)):
        return text, None
    width = TIP_WIDTH if measure(text) <= 3 * (TIP_WIDTH - TIP_INSET) else WIDE_TIP_WIDTH
    return "<br>".join(wrap_text(None, text, width - TIP_INSET, measure=measure)), width


class TipManager(pygame_gui.UIManager):
    """The UIManager whose tooltips break Japanese between characters (:func:`tip_markup`)."""

    #: the tooltips' font, made once per window (a font made before pygame was quit and started
    #: again, as by a second window in one process, cannot measure)
    _tip_font: pygame.font.Font | None = None

    def create_tool_tip(self, text, position, hover_distance, parent_element, object_id, *,
                        wrap_width=None, text_kwargs=None):
        """pygame_gui's tooltip, with a Japanese text broken into lines first."""
        if self._tip_font is None:
            path = font_file(False)
            self._tip_font = pygame.font.Font(str(path) if path else None, TIP_PX)
        font = self._tip_font
        text, width = tip_markup(text, lambda s: font.size(s)[0])
        return super().create_tool_tip(text, position, hover_distance, parent_element, object_id,
                                       wrap_width=wrap_width or width, text_kwargs=text_kwargs)


class Button(pygame_gui.elements.UIButton):
    """pygame_gui's button, its text's ellipsis after Latin text on the baseline
    (:func:`~games.app.fonts.latin_ellipsis`, as all other text is drawn)."""

    def __init__(self, rect, text: str, *args, **kwargs):
        super().__init__(rect, latin_ellipsis(text), *args, **kwargs)

    def set_text(self, text: str, *args, **kwargs) -> None:
        """pygame_gui's, with :func:`~games.app.fonts.latin_ellipsis` applied to ``text``."""
        super().set_text(latin_ellipsis(text), *args, **kwargs)

    #: the tooltip shows also while the button is disabled (it then says why: Undo, Advice);
    #: pygame_gui's disabled button is never hovered, so its tooltip never opens
    tip_when_disabled = False

    def can_hover(self) -> bool:
        if self.tip_when_disabled and not self.is_enabled:
            return self.alive() and not self.is_selected and not self.held
        return super().can_hover()

    def on_hovered(self) -> None:
        """A disabled button hovered only starts its tooltip's delay: it keeps its disabled look."""
        if self.is_enabled:
            super().on_hovered()
        else:
            self.hover_time = 0.0

    def enable(self) -> None:
        """pygame_gui's, lit at once when the pointer is already on it."""
        super().enable()
        if self.hovered and self.drawable_shape is not None:
            self.drawable_shape.set_active_state("hovered")


class Label(pygame_gui.elements.UILabel):
    """pygame_gui's label, its text's ellipsis after Latin text on the baseline."""

    def __init__(self, rect, text: str, *args, **kwargs):
        super().__init__(rect, latin_ellipsis(text), *args, **kwargs)

    def set_text(self, text: str, *args, **kwargs) -> None:
        """pygame_gui's, with :func:`~games.app.fonts.latin_ellipsis` applied to ``text``."""
        super().set_text(latin_ellipsis(text), *args, **kwargs)


class Gui:
    """The window's UIManager and the helpers scenes use to make widgets."""

    def __init__(self, size: tuple[int, int]):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            self.manager = TipManager(size, copy.deepcopy(theme_dict()))

    # ----- frame -------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.manager.set_window_resolution(size)

    def process(self, ev: pygame.event.Event) -> bool:
        """Pass ``ev`` to the widgets; typed text is cleaned first (:func:`clean_text`: a
        combining mark is let in only after a letter), and text that cleans to nothing never
        reaches pygame_gui."""
        if ev.type in (pygame.TEXTINPUT, pygame.TEXTEDITING) and isinstance(getattr(ev, "text", None), str):
            entry = self.focused()
            before = entry.get_text() if entry is not None else ""
            last = unicodedata.category(before[-1]) if before else "Zs"
            text = clean_text(ev.text, after_base=last not in BLANK_CATEGORIES or last in ("Mn", "Me"))
            if text != ev.text:
                if not text:
                    return True
                attrs = dict(ev.dict)
                attrs["text"] = text
                ev = pygame.event.Event(ev.type, attrs)
        try:
            return bool(self.manager.process_events(ev))
        except pygame.error:      # pasted text pygame_gui cannot measure: clean the entry, go on
            entry = self.focused()
            if entry is not None:
                entry.set_text(clean_text(entry.get_text()))
            return True

    def update(self, dt: float) -> None:
        self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.manager.draw_ui(surface)

    def focused(self) -> Any:
        """The widget that has keyboard focus (a text entry), or None."""
        for el in self.manager.get_focus_set() or ():
            if isinstance(el, pygame_gui.elements.UITextEntryLine):
                return el
        for el in self.manager.get_sprite_group().sprites():    # (an entry focused by its own focus())
            if isinstance(el, pygame_gui.elements.UITextEntryLine) and getattr(el, "is_focused", False):
                return el
        return None

    # ----- widgets ------------------------------------------------------------------
    def _oid(self, cls: str | None):
        return pygame_gui.core.ObjectID(class_id=cls) if cls else None

    def button(self, rect, text: str, cls: str | None = None, tooltip: str | None = None,
               enabled: bool = True) -> pygame_gui.elements.UIButton:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            b = Button(pygame.Rect(rect), text, manager=self.manager, object_id=self._oid(cls),
                       tool_tip_text=tooltip)
        if not enabled:
            b.disable()
        return b

    def label(self, rect, text: str, cls: str | None = None) -> pygame_gui.elements.UILabel:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return Label(pygame.Rect(rect), text, manager=self.manager, object_id=self._oid(cls))

    def entry(self, rect, text: str = "", limit: int | None = None,
              placeholder: str = "") -> pygame_gui.elements.UITextEntryLine:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            e = pygame_gui.elements.UITextEntryLine(pygame.Rect(rect), manager=self.manager,
                                                    placeholder_text=placeholder or None)
        if limit:
            e.set_text_length_limit(limit)
            text = clean_text(text)[:limit]
        else:
            text = clean_text(text)
        if text:
            e.set_text(text)
        return e

    def slider(self, rect, value: float, lo: float = 0.0, hi: float = 100.0,
               step: float = 5.0) -> pygame_gui.elements.UIHorizontalSlider:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return pygame_gui.elements.UIHorizontalSlider(pygame.Rect(rect), value, (lo, hi),
                                                          manager=self.manager, click_increment=step)


BUTTON_PRESSED = pygame_gui.UI_BUTTON_PRESSED
TEXT_ENTRY_FINISHED = pygame_gui.UI_TEXT_ENTRY_FINISHED
TEXT_ENTRY_CHANGED = pygame_gui.UI_TEXT_ENTRY_CHANGED
SLIDER_MOVED = pygame_gui.UI_HORIZONTAL_SLIDER_MOVED
Callback = Callable[[], Any]
