"""The board API: what the app shell's GameScene (the host) and a game's board share.

A game's ``games/<id>/scene.py`` defines ``class Board(BoardBase)``. The host
creates it with itself as ``host``, tells it the rectangle it may use
(:meth:`BoardBase.layout`), gives it every new view (:meth:`BoardBase.set_view`),
forwards events, and after each action hands it the events to animate
(:meth:`BoardBase.on_events`). The board draws only from ``self.view`` (a view,
never the true state) and sends clicks as actions through ``host.submit``.

The base class also gives boards a few conveniences: hotspots (clickable
rectangles bound to actions, with hover and a glow on legal targets), short
names for the host's services (``self.anim``, ``self.sfx``, ``self.font``,
``self.tr``) and the colours and symbols of seats.

:class:`SimpleHost` is a stand-alone host for tests, previews and the demo
(``python -m games.app.board``); the real one lives in the app shell.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence

import pygame

from .anim import Animator
from .draw import COLOUR_SYMBOLS, PLAYER_COLOURS, ROMAN, SEAT_SYMBOLS, glow_rect, seat_rgb
from .fonts import Fonts, default_fonts
from .sound import Sfx

if TYPE_CHECKING:  # pragma: no cover
    from games.core.state import GameInfo, GameState, SeatInfo
    from games.core.text import Msg


class BoardHost(Protocol):
    """What a board may ask of its host (the app shell's GameScene).

    - ``info``: the :class:`GameInfo`; ``seats``: the list of :class:`SeatInfo`;
      ``lang``: "en" or "ja"; ``settings``: the user's settings.
    - ``tr(key, **params)``: catalogue text in the current language;
      ``render(msg)``: a :class:`Msg` rendered with the seats' names.
    - ``submit(seat, action) -> bool``: applies through the Session. On an
      illegal action it shows the sentence in a toast, plays "refuse" and
      returns False; the board then gets ``set_view``/``on_events`` as usual
      when the action was accepted.
    - ``seat_colour(seat) -> (r, g, b)``; ``seat_symbol(seat) -> str | None``
      (a :data:`~games.app.draw.SEAT_SYMBOLS` name when the colour-blind aid is on).
    - ``fonts`` (:class:`~games.app.fonts.Fonts`), ``anim``
      (:class:`~games.app.anim.Animator`), ``sfx`` (:class:`~games.app.sound.Sfx`).
    """

    info: "GameInfo"
    seats: "list[SeatInfo]"
    lang: str
    settings: Any
    fonts: Fonts
    anim: Animator
    sfx: Sfx

    def tr(self, key: str, **params: Any) -> str: ...

    def render(self, msg: "Msg") -> str: ...

    def submit(self, seat: int, action: Any) -> bool: ...

    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...

    def seat_symbol(self, seat: int) -> str | None: ...


@dataclass
class Hotspot:
    """A clickable area: clicking it while acting submits ``action`` for ``seat``
    (or calls ``on_click()`` when given). ``key`` identifies it for hover."""

    rect: pygame.Rect
    action: Any = None
    seat: int | None = None
    on_click: Callable[[], Any] | None = None
    key: Any = None
    glow: bool = True
    radius: int = 10
    enabled: bool = True


class BoardBase:
    """Base of a game's board; ``games/<id>/scene.py`` defines ``class Board(BoardBase)``.

    Override :meth:`rebuild` (derive layout and hotspots from ``self.view``),
    :meth:`draw_board` (draw everything), :meth:`on_events` (start animations)
    and, if needed, :meth:`handle_event` and :meth:`hint`. The defaults draw
    a marble background, glow legal hotspots, submit clicks on hotspots and
    let a click skip running animations.
    """

    #: glow colour of hotspots the acting player may click
    target_colour = ROMAN["gold_light"]

    def __init__(self, host: BoardHost):
        self.host = host
        self.view: "GameState | None" = None
        self.viewer: int | None = None
        self.acting: bool = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hotspots: list[Hotspot] = []
        self.hover: Hotspot | None = None
        self.mouse = (-1, -1)
        self.time = 0.0
        self._background: pygame.Surface | None = None

    # ----- short names for the host's services --------------------------------------------
    @property
    def anim(self) -> Animator:
        return self.host.anim

    @property
    def sfx(self) -> Sfx:
        return self.host.sfx

    @property
    def lang(self) -> str:
        return getattr(self.host, "lang", "en")

    def tr(self, key: str, **params: Any) -> str:
        """Catalogue text in the host's language."""
        return self.host.tr(key, **params)

    def font(self, px: int, bold: bool = False) -> pygame.font.Font:
        """A font covering Japanese at ``px`` pixels."""
        fonts = getattr(self.host, "fonts", None) or default_fonts()
        return fonts.get(px, bold)

    def colour(self, seat: int | None) -> tuple[int, int, int]:
        """The seat's colour (neutral for ``None``)."""
        if seat is None:
            return PLAYER_COLOURS["neutral"]
        return tuple(self.host.seat_colour(seat))  # type: ignore[return-value]

    def symbol(self, seat: int | None) -> str | None:
        """The seat's colour-blind symbol, or ``None`` when the aid is off."""
        if seat is None:
            return None
        return self.host.seat_symbol(seat)

    def name(self, seat: int) -> str:
        """The seat's display name."""
        seats = getattr(self.host, "seats", None) or []
        if 0 <= seat < len(seats) and getattr(seats[seat], "name", ""):
            return seats[seat].name
        return self.tr("core.seat_default", n=seat + 1)

    # ----- the API the host calls ------------------------------------------------------
    def set_view(self, view: "GameState | None", viewer: int | None, acting: bool) -> None:
        """A new view to show (after every change); rebuilds layout and hotspots."""
        self.view, self.viewer, self.acting = view, viewer, bool(acting)
        self.rebuild()
        self._update_hover()

    def layout(self, rect) -> None:
        """The board's area changed (window resize)."""
        self.rect = pygame.Rect(rect)
        self._background = None
        self.rebuild()
        self._update_hover()

    def update(self, dt: float) -> None:
        """Per frame; ``dt`` in seconds. (The host updates the animator.)"""
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the board into ``self.rect``, then the hotspot glows."""
        prev = surface.get_clip()
        surface.set_clip(self.rect)
        try:
            self.draw_background(surface)
            self.draw_board(surface)
            self.draw_hotspots(surface)
        finally:
            surface.set_clip(prev)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """Mouse motion updates hover; a click first skips running animations,
        otherwise a click on an enabled hotspot acts. True if consumed."""
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            self._update_hover()
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if not self.rect.collidepoint(ev.pos):
                return False
            self.mouse = ev.pos
            if self.anim.busy():
                self.anim.skip()
                return True
            spot = self.hotspot_at(ev.pos)
            if spot is None or not spot.enabled:
                return False
            return self.click(spot)
        return False

    def on_events(self, seat: int | None, action: Any, events: Sequence[Any], before: "GameState | None",
                  after: "GameState | None") -> None:
        """After an action: ``events`` already filtered for the viewer; ``before`` and
        ``after`` are views. Start animations here (the default plays "place")."""
        self.sfx.play("place")

    def busy(self) -> bool:
        """True while animations run (the host waits before the next computer move)."""
        return self.anim.busy()

    def hint(self) -> "Msg | None":
        """An optional extra line for the top bar (e.g. "choose a card")."""
        return None

    # ----- hooks for subclasses ------------------------------------------------------
    def rebuild(self) -> None:
        """Recompute layout and hotspots from ``self.view`` and ``self.rect``."""
        self.hotspots = []

    def draw_background(self, surface: pygame.Surface) -> None:
        """The marble tile under the board (cached per size)."""
        if self.rect.w <= 0 or self.rect.h <= 0:
            return
        if self._background is None or self._background.get_size() != self.rect.size:
            from .draw import background
            self._background = background(self.rect.size)
        surface.blit(self._background, self.rect)

    def draw_board(self, surface: pygame.Surface) -> None:
        """Draw the game (override)."""

    def draw_hotspots(self, surface: pygame.Surface) -> None:
        """Breathing glow on the hotspots the acting player may click; brighter on hover."""
        if not self.acting or self.anim.busy():
            return
        import math
        breathe = 0.55 + 0.25 * math.sin(self.time * 3.2)
        for spot in self.hotspots:
            if not spot.enabled or not spot.glow:
                continue
            strength = 1.0 if spot is self.hover else breathe
            glow_rect(surface, spot.rect, self.target_colour, strength, spot.radius, spread=6)

    # ----- hotspots --------------------------------------------------------------------
    def add_hotspot(self, rect, action: Any = None, seat: int | None = None, on_click=None, key: Any = None,
                    glow: bool = True, radius: int = 10, enabled: bool = True) -> Hotspot:
        """Make ``rect`` clickable (usually during :meth:`rebuild`). ``seat``
        defaults to the viewer."""
        spot = Hotspot(pygame.Rect(rect), action, seat, on_click, key, glow, radius, enabled)
        self.hotspots.append(spot)
        return spot

    def hotspot_at(self, pos) -> Hotspot | None:
        """The topmost hotspot under ``pos`` (the last added wins)."""
        for spot in reversed(self.hotspots):
            if spot.rect.collidepoint(pos):
                return spot
        return None

    def click(self, spot: Hotspot) -> bool:
        """Act on a hotspot: its callback, or submit its action."""
        if spot.on_click is not None:
            spot.on_click()
            return True
        if spot.action is None or not self.acting:
            return False
        seat = spot.seat if spot.seat is not None else self.viewer
        if seat is None:
            return False
        self.sfx.play("click")
        self.host.submit(seat, spot.action)
        return True

    def _update_hover(self) -> None:
        spot = self.hotspot_at(self.mouse)
        self.hover = spot if spot is not None and spot.enabled else None


# ----- a stand-alone host ---------------------------------------------------------------------

@dataclass
class _Seat:
    name: str
    kind: str = "human"
    level: str | None = None
    colour: str = ""

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


@dataclass
class SimpleHost:
    """A minimal :class:`BoardHost` for tests and previews.

    ``submit`` applies to ``state`` directly (when given) and records what was
    submitted; ``refused`` counts illegal attempts.
    """

    info: Any = None
    seats: list = field(default_factory=list)
    lang: str = "en"
    settings: dict = field(default_factory=lambda: {"colour_blind": True})
    state: Any = None
    fonts: Fonts = field(default_factory=default_fonts)
    anim: Animator = field(default_factory=Animator)
    sfx: Sfx = field(default_factory=lambda: Sfx(mixer=False))
    submitted: list = field(default_factory=list)
    refused: int = 0
    toast: str | None = None

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = [_Seat(f"P{i + 1}", colour=c) for i, c in enumerate(("red", "blue", "green"))]

    def tr(self, key: str, **params: Any) -> str:
        from games.core.text import tr
        return tr(key, self.lang, **params)

    def render(self, msg: "Msg") -> str:
        return msg.render(self.lang, [s.name for s in self.seats])

    def submit(self, seat: int, action: Any) -> bool:
        self.submitted.append((seat, action))
        if self.state is None:
            return True
        from games.core.errors import IllegalAction
        try:
            self.state.apply(seat, action)
        except IllegalAction as exc:
            self.refused += 1
            self.toast = str(exc)
            self.sfx.play("refuse")
            return False
        return True

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        names = tuple(PLAYER_COLOURS)
        c = getattr(self.seats[seat], "colour", "") if 0 <= seat < len(self.seats) else ""
        return seat_rgb(c or names[seat % 5])

    def seat_symbol(self, seat: int) -> str | None:
        if not self.settings.get("colour_blind", False):
            return None
        c = getattr(self.seats[seat], "colour", "") if 0 <= seat < len(self.seats) else ""
        return COLOUR_SYMBOLS.get(c) or SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)]
