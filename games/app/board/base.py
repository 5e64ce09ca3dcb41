"""The board API: what the app shell's GameScene (the host) and a game's board share.

A game's ``games/<id>/scene.py`` defines ``class Board(BoardBase)``. The host
creates it with itself as ``host``, tells it the rectangle it may use
(:meth:`BoardBase.layout`), gives it every new view (:meth:`BoardBase.set_view`),
forwards events, and after each action hands it the events to animate
(:meth:`BoardBase.on_events`). The board draws only from views (never the true
state) and sends clicks as actions through ``host.submit``.

The base class also gives boards the kit's services (see the package docstring):
``self.ui`` (the :class:`~games.app.board.layout.Layout` of the board's rectangle),
``self.texts`` (cached, fitted text), hotspots and buttons (with tooltips), notices
near a click, the reason an illegal click is refused, and the one way of showing the
position *before* an action while its events animate (``self.before`` /
``self.shown``, :meth:`BoardBase.animate`, :meth:`BoardBase.busy`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Protocol, Sequence

import pygame

from games.core.errors import IllegalAction

from ..anim import Animation, Animator, Call
from ..anim import Sequence as AnimSequence
from ..draw import PLAYER_COLOURS, ROMAN, background, glow_rect
from ..fonts import Fonts, default_fonts
from ..handoff_policy import meant_for
from ..mapview import MapView
from ..sound import Sfx
from .layout import BASE_SIZE, Layout
from .still import Same, StillLayer
from .text import Texts
from .widgets import NOTICE_FILL, Button, Notice, draw_tooltip, tooltip_rect

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
    (or calls ``on_click()`` when given). ``key`` identifies it for hover; ``tip`` is
    shown as a tooltip while the pointer rests on it (also when it is disabled: say
    why); ``live`` hotspots act even while an animation runs (the click finishes the
    animation and acts at once), for choices the player must make now."""

    rect: pygame.Rect
    action: Any = None
    seat: int | None = None
    on_click: Callable[[], Any] | None = None
    key: Any = None
    glow: bool = True
    radius: int = 10
    enabled: bool = True
    tip: str | None = None
    live: bool = False


class BoardBase:
    """Base of a game's board; ``games/<id>/scene.py`` defines ``class Board(BoardBase)``.

    Override :meth:`rebuild` (derive layout and hotspots from ``self.view``),
    :meth:`draw_board` (draw everything; the position from ``self.shown``),
    :meth:`animate` (the animation steps of an action's events) and, if needed,
    :meth:`handle_event`, :meth:`hint` and :meth:`intent_at`. The defaults draw a
    marble background, glow legal hotspots, submit clicks on hotspots, explain
    refused clicks and let a click skip running animations.

    Showing the position before an action (one way for every board): :meth:`on_events`
    keeps the ``before`` view as ``self.before`` and plays the steps :meth:`animate`
    returns; while they run, ``self.shown`` is ``before`` (steps may update it as
    pieces land: it is the board's own copy), afterwards it is ``self.view``, and
    :meth:`on_shown` is called. :meth:`busy` stays True until then, so the host holds
    its log and top bar. What the viewer must choose now (hotspots, the hand) is built
    from ``self.view`` at once and may be drawn while the position still animates.
    """

    #: glow colour of hotspots the acting player may click
    target_colour = ROMAN["gold_light"]
    #: the size the board's screen is designed at (see :class:`Layout`)
    base_size: tuple[int, int] = BASE_SIZE

    def __init__(self, host: BoardHost):
        self.host = host
        self.view: "GameState | None" = None
        self.viewer: int | None = None
        self.acting: bool = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.ui = Layout(self.rect, self.base_size)
        self.hotspots: list[Hotspot] = []
        self.buttons: list[Button] = []
        self.hover: Hotspot | None = None
        #: the hotspot under the pointer, enabled or not (for tooltips)
        self.pointed: Hotspot | None = None
        self.mouse = (-1, -1)
        self.time = 0.0
        #: the view before the action being animated (None when no animation holds it)
        self.before: "GameState | None" = None
        self.notices: list[Notice] = []
        #: the scene shows a tooltip of its own at the pointer (the last-move marker's): the
        #: board draws none, so that one tooltip stands at a time
        self.tip_taken = False
        #: what the scene draws over the board (the advice bubble): no tooltip of the board meets it
        self.tips_clear_of: list[pygame.Rect] = []
        #: what the host draws on the board at the board's own depth (the last-move marker):
        #: :meth:`draw` calls it after the board and its glows, before its tooltips and notices
        self.under_overlay: Callable[[pygame.Surface], None] | None = None
        self._before_seq: Animation | None = None
        self._texts: Texts | None = None
        self._background: pygame.Surface | None = None
        #: the board at rest (see :meth:`still_key`); ``builds`` counts layouts and rebuilds
        self.still_board = StillLayer(settle=True)
        self.builds = 0
        #: True while the still board is painted; True when this frame's board is the still one
        self.painting_still = False
        self.kept_still = False

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

    @property
    def texts(self) -> Texts:
        """Cached, fitted text in the host's fonts (:class:`~games.app.board.text.Texts`)."""
        if self._texts is None:
            self._texts = Texts(getattr(self.host, "fonts", None) or default_fonts())
        return self._texts

    @property
    def shown(self) -> "GameState | None":
        """The position to draw: ``before`` while an action animates, else the view."""
        return self.before if self.before is not None else self.view

    def tr(self, key: str, **params: Any) -> str:
        """Catalogue text in the host's language."""
        return self.host.tr(key, **params)

    def font(self, px: int, bold: bool = False) -> pygame.font.Font:
        """A font covering Japanese at ``px`` pixels."""
        fonts = getattr(self.host, "fonts", None) or default_fonts()
        return fonts.get(px, bold)

    def sfont(self, px: float, bold: bool = False, least: int = 11) -> pygame.font.Font:
        """A font of ``px`` base pixels, scaled to the board (see :meth:`Layout.font_px`)."""
        return self.font(self.ui.font_px(px, least), bold)

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
        """A new view to show (after every change); rebuilds layout and hotspots. When
        another person takes the screen the pointer is forgotten until it moves: the
        last person's pointer would leave a tooltip where the new one is not pointing, and a
        hint or refusal said to one person is not the next one's, nor the finished game's."""
        if viewer != self.viewer:
            self.mouse = (-1, -1)
            self.notices = []
        elif self.notices and view is not None and view.is_over():
            self.notices = []
        self.view, self.viewer, self.acting = view, viewer, bool(acting)
        self._rebuild()

    def handed_over(self) -> None:
        """The screen is being passed to another person (the host has just given the board
        the public view under the hand-off): forget whatever the board keeps beside its view
        (the last dice thrown, a card being turned), so that the next person's board draws
        exactly what a board opened on their view would. Nothing by default (override)."""

    def layout(self, rect) -> None:
        """The board's area changed (window resize)."""
        self.rect = pygame.Rect(rect)
        self.ui = Layout(self.rect, self.base_size)
        self._background = None
        self._rebuild()

    def update(self, dt: float) -> None:
        """Per frame; ``dt`` in seconds. (The host updates the animator.)"""
        self.time += dt
        if self.notices:
            for n in self.notices:
                n.age += dt
            self.notices = [n for n in self.notices if not n.done]
        self._check_before()

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the board into ``self.rect``, then the hotspot glows, what the host draws at the
        board's depth (``under_overlay``), then the tooltips and notices (:meth:`draw_overlay`)."""
        prev = surface.get_clip()
        surface.set_clip(self.rect.clip(prev))
        try:
            key = self.still_key()
            self.kept_still = key is not None
            if key is None:
                if self.still_board.picture is not None:
                    self.still_board.forget()
                self.draw_background(surface)
                self.draw_board(surface)
            else:
                self.still_board.draw(surface, self.rect, key, self._paint_still)
            self.draw_live(surface)
            self.draw_hotspots(surface)
            if self.under_overlay is not None:
                self.under_overlay(surface)
            self.draw_overlay(surface)
        finally:
            surface.set_clip(prev)

    def handle_event(self, ev: pygame.event.Event) -> bool:
        """Mouse motion updates hover; a click first skips running animations (a ``live``
        hotspot then acts at once), otherwise a click on an enabled hotspot acts and a
        click on anything else the player might have meant is explained. True if consumed."""
        if ev.type == pygame.MOUSEMOTION:
            self.mouse = ev.pos
            self._update_hover()
            return False
        if ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
            if not self.rect.collidepoint(ev.pos):
                return False
            self.mouse = ev.pos
            spot = self.hotspot_at(ev.pos)
            if self.anim.busy():
                self.anim.skip()
                self._check_before()
                if spot is None or not spot.live or not spot.enabled:
                    return True
                spot = self.hotspot_at(ev.pos)
                if spot is None or not spot.live:
                    return True
            if spot is None or not spot.enabled:
                return self.explain_click(ev.pos, spot)
            return self.click(spot)
        return False

    def on_events(self, seat: int | None, action: Any, events: Sequence[Any], before: "GameState | None",
                  after: "GameState | None") -> None:
        """After an action: ``events`` already filtered for the viewer; ``before`` and
        ``after`` are views. Keeps ``before`` and plays :meth:`animate`'s steps
        (see the class docstring); with no steps, plays "place"."""
        self.finish_before()
        self.before = before
        try:
            steps = list(self.animate(seat, action, events, before, after) or [])
        except Exception:
            self._release_before()  # a broken animation must not hold the host
            raise
        if not steps:
            self._release_before()
            self.sfx.play("place")
            return
        self.play_before(before, steps)

    def animate(self, seat: int | None, action: Any, events: Sequence[Any], before: "GameState | None",
                after: "GameState | None") -> list[Animation]:
        """The animation steps for an action's events, played one after another while
        ``self.shown`` is ``before`` (it already is during this call; override; the
        default has none)."""
        return []

    def play_before(self, before: "GameState | None", steps: Sequence[Animation]) -> Animation:
        """Show ``before`` while ``steps`` run one after another, then the view again.
        A running one is finished first. Returns the sequence (on the host's animator)."""
        running = self._before_seq
        if running is not None and not running.done:
            running.finish()
        self.before = before
        seq = AnimSequence(*steps, Call(self._release_before))
        self._before_seq = seq
        self.anim.add(seq)
        return seq

    def finish_before(self) -> None:
        """Finish the running before-animation at once (its steps' callbacks all run)."""
        seq = self._before_seq
        if seq is not None and not seq.done:
            seq.finish()
        self._release_before()

    def on_shown(self) -> None:
        """Called when an action's animation is over and the board shows the view again
        (override to drop animation state)."""

    def frame_interval(self) -> float | None:
        """Seconds between the frames the board needs at rest (a moment it counts in its own
        time, which only frames advance), or ``None``: none (the default; the window sleeps)."""
        return None

    def busy(self) -> bool:
        """True while animations run or the board still shows the position before the
        last action (the host waits before the next move and holds its log)."""
        self._check_before()
        return self.anim.busy() or self.before is not None

    # ----- work over frames (the app's scheduler, games.app.tasks) ----------------------
    def tasks(self):
        """The scheduler this board's work over frames runs on: the host's own
        (:class:`~games.app.board.SimpleHost`) or the app's; None for a host without one."""
        tasks = getattr(self.host, "tasks", None)
        if tasks is None:
            tasks = getattr(getattr(self.host, "app", None), "tasks", None)
        return tasks

    def work_key(self, kind: str = "pictures") -> tuple:
        """The key of this board's work of ``kind`` in the scheduler; "pictures": what the
        board draws a draft of until it is done (CAESAR!'s names at a new size), which the
        host waits for before it opens anything over the board (a finished game's end screen)."""
        return (kind, self)

    def start_work(self, work, kind: str = "pictures") -> None:
        """Run ``work`` (a generator, see games.app.tasks) over the next frames under
        :meth:`work_key`; with no scheduler, at once."""
        tasks = self.tasks()
        if tasks is None:
            for _ in work:
                pass
            return
        tasks.add(self.work_key(kind), work, owner=self.host)

    def work_done(self, kind: str = "pictures") -> bool:
        """True once no work of ``kind`` is left (see :meth:`work_key`)."""
        tasks = self.tasks()
        return tasks is None or tasks.done(self.work_key(kind))

    def work_shown(self, kind: str = "pictures") -> bool:
        """True once no work of ``kind`` is left and a frame has drawn the board since it ended
        (see :meth:`games.app.tasks.Tasks.shown`)."""
        tasks = self.tasks()
        return tasks is None or tasks.shown(self.work_key(kind))

    def cancel_work(self, kind: str = "pictures") -> None:
        """Drop the work of ``kind`` still under way."""
        tasks = self.tasks()
        if tasks is not None:
            tasks.cancel(self.work_key(kind))

    def finish_work(self, kind: str = "pictures") -> None:
        """Do what is left of the work of ``kind`` now (its result is needed in this frame)."""
        tasks = self.tasks()
        if tasks is not None:
            tasks.finish(self.work_key(kind))

    def hint(self) -> "Msg | None":
        """An optional extra line for the top bar (e.g. "choose a card")."""
        return None

    # ----- hooks for subclasses ------------------------------------------------------
    def rebuild(self) -> None:
        """Recompute layout and hotspots from ``self.view`` and ``self.rect`` (override;
        call ``super().rebuild()`` first: it clears hotspots and buttons)."""
        self.hotspots = []
        self.buttons = []

    def draw_background(self, surface: pygame.Surface) -> None:
        """The marble tile under the board (cached per size)."""
        if self.rect.w <= 0 or self.rect.h <= 0:
            return
        if self._background is None or self._background.get_size() != self.rect.size:
            self._background = background(self.rect.size)
        surface.blit(self._background, self.rect)

    def draw_board(self, surface: pygame.Surface) -> None:
        """Draw the game (override)."""

    def draw_live(self, surface: pygame.Surface) -> None:
        """What is drawn over the still board at every frame (a halo, a closing), under the hotspots' glows (override with :meth:`still_key`). A board draws
        those parts in :meth:`draw_board` unless ``painting_still`` is True, and here only
        when ``kept_still`` is True (this frame's board is the still one)."""

    def still_key(self) -> Any:
        """The board at rest is a :class:`~games.app.board.still.StillLayer`: while this key
        is the same, the background and :meth:`draw_board` are not painted again but blitted
        (:meth:`draw_live`, the glows and the overlay are drawn over them at every frame).
        ``None`` (the default, and whenever anything in :meth:`draw_board` moves: an
        animation, a notice, a glow of its own): painted every frame. A board that returns a
        key starts it with :meth:`rest_key` and adds what else its drawing reads."""
        return None

    def rest_key(self) -> tuple | None:
        """The start of a :meth:`still_key`: None while the board is busy or a notice shows;
        else the view (the object itself: a new view is a new picture), who looks and acts,
        the rebuilds (a selection, a pan or a layout rebuilds), the hovered hotspot, the
        language and the colour-blind aid."""
        if self.view is None or self.before is not None or self.notices or self.anim.busy():
            return None
        hover = self.hover.key if self.hover is not None else None
        settings = getattr(self.host, "settings", None) or {}
        return (Same(self.view), self.viewer, self.acting, self.builds, hover, self.lang,
                settings.get("colour_blind"))

    def release(self) -> None:
        """The board's screen is left: drop its big pictures at once (its still layers, the
        background, its fitted texts, its map views' scaled pictures) rather than when the
        collector finds the board's reference cycles."""
        self._texts = None
        self._background = None
        for value in list(vars(self).values()):
            for obj in [value] + (list(vars(value).values()) if hasattr(value, "__dict__") else []):
                if isinstance(obj, StillLayer):
                    obj.forget()
                elif isinstance(obj, MapView):
                    obj.release()

    def _paint_still(self, surface: pygame.Surface) -> None:
        self.painting_still = True
        try:
            self.draw_background(surface)
            self.draw_board(surface)
        finally:
            self.painting_still = False

    def draw_hotspots(self, surface: pygame.Surface) -> None:
        """A steady glow on the hotspots the acting player may click; brighter on hover."""
        if not self.acting or self.anim.busy():
            return
        for spot in self.hotspots:
            if not spot.enabled or not spot.glow:
                continue
            strength = 1.0 if spot is self.hover else 0.55
            glow_rect(surface, spot.rect, self.target_colour, strength, spot.radius, spread=6)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Above everything of the board: the tooltip of the pointed hotspot and the notices.
        The tooltip gives way to a notice it would meet (a refused click's reason is often
        the very tooltip of the button clicked; it comes back once the notice is gone), to
        what the scene draws over the board (``tips_clear_of``) and to the scene's own tooltip
        at the pointer (``tip_taken``)."""
        spot = self.pointed
        self.drawn_tip = None
        notices = [tooltip_rect(self.texts, n.text, n.pos, self.rect, self.ui.font_px(18, 13),
                                self.ui.s(380))[0] for n in self.notices]
        if spot is not None and spot.tip and not self.anim.busy() and not self.tip_taken:
            tip = ((self.mouse[0], spot.rect.y), self.ui.font_px(15, 12), self.ui.s(340))
            if tooltip_rect(self.texts, spot.tip, tip[0], self.rect, tip[1],
                            tip[2])[0].collidelist(notices + self.tips_clear_of) < 0:
                self.drawn_tip = draw_tooltip(surface, self.texts, spot.tip, tip[0], self.rect, tip[1], max_w=tip[2])
        for n in self.notices:
            box = draw_tooltip(surface, self.texts, n.text, n.pos, self.rect, self.ui.font_px(18, 13),
                               max_w=self.ui.s(380), fill=NOTICE_FILL, alpha=n.alpha())
            n.box = box

    #: the tooltip's box as last drawn (None when none was)
    drawn_tip: "pygame.Rect | None" = None

    # ----- hotspots and buttons ----------------------------------------------------------
    def add_hotspot(self, rect, action: Any = None, seat: int | None = None, on_click=None, key: Any = None,
                    glow: bool = True, radius: int = 10, enabled: bool = True, tip: str | None = None,
                    live: bool = False) -> Hotspot:
        """Make ``rect`` clickable (usually during :meth:`rebuild`). ``seat``
        defaults to the viewer."""
        spot = Hotspot(pygame.Rect(rect), action, seat, on_click, key, glow, radius, enabled, tip, live)
        self.hotspots.append(spot)
        return spot

    def add_button(self, rect, label: str, action: Any = None, on_click=None, enabled: bool = True,
                   reason: str | None = None, primary: bool = False, key: Any = None,
                   seat: int | None = None) -> Button:
        """A :class:`~games.app.board.widgets.Button` with its hotspot (no glow; a disabled
        one shows ``reason`` as its tooltip). Draw them with :meth:`draw_buttons`."""
        button = Button(pygame.Rect(rect), label, action, on_click, enabled, reason, primary,
                        key if key is not None else ("button", label), seat)
        self.buttons.append(button)
        self.add_hotspot(button.rect, action, seat, on_click, button.key, glow=False, radius=button.rect.h // 3,
                         enabled=enabled, tip=None if enabled else reason)
        return button

    def draw_buttons(self, surface: pygame.Surface, px: float = 17) -> None:
        """Draw the buttons added during :meth:`rebuild` (``px``: base font size)."""
        size = self.ui.font_px(px)
        for b in self.buttons:
            hover = self.hover is not None and self.hover.key == b.key
            b.draw(surface, self.texts, size, hover)

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

    # ----- refused clicks ------------------------------------------------------------------
    def intent_at(self, pos) -> Any:
        """The action a click at ``pos`` would mean if it were legal (override; e.g. placing
        on a square). :meth:`explain_click` says why it is not."""
        return None

    def explain_click(self, pos, spot: Hotspot | None = None) -> bool:
        """A click that did nothing: show why near ``pos``. A disabled hotspot's tip, else
        the rules' reason for :meth:`intent_at`'s action (``view.check`` through the view:
        not your turn, or ``explain_illegal``). True when something was shown."""
        text = spot.tip if spot is not None and not spot.enabled and spot.tip else None
        if text is None:
            action = self.intent_at(pos)
            if action is None:
                return False
            msg = self.refusal(action)
            if msg is None:
                return False
            text = self.host.render(msg)
        self.notice(text, pos)
        self.sfx.play("refuse")
        return True

    def refusal(self, action: Any) -> "Msg | None":
        """Why the viewer may not take ``action`` now (None when it is legal or there is no
        view or viewer)."""
        if self.view is None or self.viewer is None:
            return None
        try:
            self.view.check(self.viewer, action)
        except IllegalAction as exc:
            return exc.msg
        return None

    def notice(self, text: str, pos, seconds: float = 2.6) -> Notice:
        """Show ``text`` near ``pos`` for a moment (replaces the previous notice)."""
        n = Notice(str(text), (int(pos[0]), int(pos[1])), seconds)
        self.notices = [n]
        return n

    # ----- what the host may ask: each hook's default is the board saying nothing --------
    #: the kinds of ``advice_targets`` name ("square", "border") that are places of the shared
    #: board: those the last-move marker outlines
    MARKED_KINDS: tuple[str, ...] = ()
    #: the kind of target naming a seat's row (``f"{SEAT_TARGET}:{seat}"``): the marker's place
    #: for a move with none on the board; ``None``: the board has no such row
    SEAT_TARGET: str | None = None

    def overrides(self, hook: str) -> bool:
        """True when this board gives its own ``hook`` (one declared here), not the default."""
        return getattr(type(self), hook) is not getattr(BoardBase, hook)

    def advice_targets(self, action: Any) -> list[str]:
        """The places (``"kind:name"``, found with :meth:`rect_of`) that make ``action``."""
        return []

    def rect_of(self, target: str) -> pygame.Rect | None:
        """Where the place ``target`` (a name of :meth:`advice_targets`) is drawn now."""
        return None

    def log_places(self, index: int, session: Any) -> list[str] | None:
        """The places (names for :meth:`rect_of`) the move log's line of action ``index`` (1-based)
        tells of; ``None``: the places of that move itself, as the last-move marker finds them."""
        return None

    def advice_given(self, action: Any) -> None:
        """The advice naming ``action`` was just shown (a board may follow it: a token's turn)."""

    def advice_words(self, action: Any, seat: int) -> "Msg | None":
        """The move advised in the board's own words (the button to press); ``None``: the log's."""
        return None

    def advice_keep_clear(self, advice: Any) -> list[pygame.Rect]:
        """What the advice bubble keeps clear of besides its targets (the places its reason names)."""
        return []

    def advice_pointer_clear_of(self) -> list[pygame.Rect]:
        """The buttons the advice bubble's pointer must not cross (those beside the ones lit: a
        pointer over one hides it); it points at another target lit, or at none, instead."""
        return []

    def panels_over(self) -> list[pygame.Rect]:
        """The dialogs drawn over the board now: no marker outline or advice crosses them."""
        return []

    def places_covered(self) -> bool:
        """True while a panel covers the board's places: the marker then shows the mover's row."""
        return False

    def toast_keep_clear(self) -> list[pygame.Rect]:
        """What a toast leaves in sight where it has room (after the bubble, the board's
        buttons and the top bar): the players' own boxes, say."""
        return []

    def marker_clear_of(self) -> list[pygame.Rect]:
        """What the marker's corner dot keeps clear of (the names drawn on a map)."""
        return []

    def replay_reason_clear_of(self) -> list[pygame.Rect]:
        """What the replay's box of the computer's reason stands beside rather than over (a
        board's frame, whose edge it cut); a board filling the window gives none."""
        return []

    def mover_must_see(self, seat: int, events: Sequence[Any]) -> bool:
        """True to hold the screen for ``seat`` to see their own move's outcome before it passes."""
        return False

    def must_see(self, seat: int, events: Sequence[Any]) -> bool:
        """True when ``events`` (another seat's move) show ``seat`` something they must look at:
        by default a private event meant for them alone, or one naming them its asker."""
        return meant_for(seat, list(events))

    def holding(self) -> bool:
        """True while the board holds the screen for its viewer to read what was shown to them; a
        board that overrides it ends its looks itself (the host gives no "I have seen it" button)."""
        return False

    def public_show(self) -> bool:
        """True while the board, on the public view, plays something all may watch to its end."""
        return False

    def end_hold_by(self, ev: pygame.event.Event) -> bool:
        """True when the key ``ev`` ends what holds the board (a banner up) during an animation."""
        return False

    def handoff_note(self, seat: int) -> str | None:
        """Public news for ``seat`` on their hand-off screen (what they lost meanwhile)."""
        return None

    def turn_summary(self, seat: int, session: Any) -> tuple | None:
        """What happened since ``seat``'s last turn (a :class:`TurnSummary`'s words), or ``None``."""
        return None

    def summary_keep_clear(self) -> list[pygame.Rect]:
        """The boxes of the board the "since your last turn" panel stands clear of (a race's
        standing that must stay in sight), in the board's coordinates; none by default."""
        return []

    def look_line(self) -> str | None:
        """The top bar's line while a person looks at what was shown to them; ``None``: the host's."""
        return None

    def held_line(self) -> str | None:
        """The top bar's line while the board holds the game (a battle's result up), or ``None``."""
        return None

    #: the least width the game screen gives the move log beside this board: 272 holds a
    #: Japanese sentence of about 18 in a line; a board whose panels need the room (Caesar XL's
    #: side boxes at 1000 pixels) asks for less
    log_least = 272

    def undo_refusal(self, seat: int) -> "Msg | None":
        """Why ``seat``'s last move stands though the rules would take it back (the screen showed
        everyone something with it: Caesar XL's battle it ended), or ``None`` (by default)."""
        return None

    def tip_keep_clear(self) -> list[pygame.Rect]:
        """What the screen's tooltips beside the log (a move's reason) stand clear of when they
        can: the players' panels, their names and counts (none by default)."""
        return []

    def told_all(self) -> bool:
        """True while the board still animates a move but has shown all it tells (Caesar's
        verdict given, the stacks still sliding): the log may take the move's lines now."""
        return False

    def whose_turn(self) -> str | None:
        """Whose turn it is in the board's words (one side choosing in the other's turn); a board
        that overrides it says so while it shows the last move; ``None``: the host's words."""
        return None

    def status_shown(self) -> "Msg | None":
        """The top bar's status read from the position the board draws; ``None``: the game's."""
        return None

    def seen_all_label(self) -> str | None:
        """The replay's name for the view everyone sees; ``None``: the host's."""
        return None

    def merge_log(self, entries: list, actions: Sequence[Any], events: Sequence[Any]) -> list:
        """The move log's ``entries`` as the board shows them (a run of lines told as one, such as
        a side's marches from one place); by default each line stands alone."""
        return entries

    def deciding_lines(self, events: list) -> "list[Msg] | None":
        """What decided a game without score, in the board's words (the last move that ended it);
        ``None``: the end screen names the kinds of events that ended it."""
        return None

    def close_held(self) -> None:
        """End what the board holds for a click (a battle's result up): nobody clicks in autoplay."""

    def end_chart(self) -> "dict | None":
        """What decided the game for the end screen's chart when it is not the score
        (``{"title", "figure", "figures", "labels"}``, optionally ``"axis"``: see
        :meth:`~games.app.scenes.end.EndScene.board_chart`); ``None``, the default: the score."""
        return None

    def end_figures(self) -> "tuple | None":
        """The number under each player's name on the end screen of a game without score (CAESAR!:
        control markers left); ``None``, the default: names only."""
        return None

    def reason_kept_from_view(self, why: "Msg | None", mover: int, seen_as: "int | None") -> "Msg | None":
        """The line shown for a move's reason ``why`` in a view that keeps the mover's hand face
        down (a seat other than ``mover``, or everyone's, ``seen_as`` None), during play (the
        log and the marker ask it of every reason) and after the end: the board's own words for
        a reason kept, or the reason as it read during play (its public form); ``None``, the
        default: the reason as the game shows it (or the game's line saying it is kept)."""
        return None

    # ----- internals -------------------------------------------------------------------
    def _rebuild(self) -> None:
        self.builds += 1
        self.rebuild()
        self._update_hover()

    def _update_hover(self) -> None:
        spot = self.hotspot_at(self.mouse)
        self.pointed = spot
        self.hover = spot if spot is not None and spot.enabled else None

    def _release_before(self) -> None:
        was = self.before is not None or self._before_seq is not None
        self.before = None
        self._before_seq = None
        if was:
            self.on_shown()

    def _check_before(self) -> None:
        """An animator cleared under the board must not leave it showing the old position."""
        seq = self._before_seq
        if seq is not None and (seq.done or seq not in self.anim.anims):
            self.finish_before()
