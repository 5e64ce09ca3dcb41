"""The one headless host: :class:`SimpleHost` stands in for the app shell's GameScene in
tests, previews and screenshots of a board."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from games.core.errors import IllegalAction
from games.core.text import tr

from ..anim import Animator
from ..draw import COLOUR_SYMBOLS, PLAYER_COLOURS, SEAT_SYMBOLS, seat_rgb
from ..fonts import Fonts, default_fonts
from ..sound import Sfx
from .playback import apply_and_play
from ..tasks import Tasks

if TYPE_CHECKING:  # pragma: no cover
    from games.core.text import Msg


@dataclass
class HostSeat:
    """A seat as a board outside the game screen shows it (previews, tests): a name, who plays
    it and its colour."""

    name: str
    kind: str = "human"
    level: str | None = None
    colour: str = ""

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"


@dataclass
class SimpleHost:
    """The headless :class:`BoardHost` for tests, previews and screenshots.

    ``submit`` records what was submitted and, when a ``state`` is given, applies it;
    ``refused`` counts illegal attempts and ``toast`` keeps the last refusal.

    With a ``board`` (see :meth:`attach`) the host also drives it the way the app's
    GameScene does: after each action the board gets ``set_view`` with the new view and
    then ``on_events`` with the events the viewer may see and the ``before`` view.
    ``viewer`` is the person at the screen (``None``: the public view); ``follow`` makes
    the viewer whoever must act (pass-and-play).

    >>> host = SimpleHost()
    >>> host.submit(0, "take"), host.submitted
    (True, [(0, 'take')])
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
    board: Any = None
    viewer: int | None = 0
    follow: bool = False
    surface: Any = None
    #: the boards' work spread over frames, run at each :meth:`tick` and :meth:`settle`
    tasks: Tasks = field(default_factory=Tasks)

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = [HostSeat(f"P{i + 1}", colour=c) for i, c in enumerate(("red", "blue", "green"))]

    def tr(self, key: str, **params: Any) -> str:
        return tr(key, self.lang, **params)

    def render(self, msg: "Msg") -> str:
        return msg.render(self.lang, [s.name for s in self.seats])

    def submit(self, seat: int, action: Any) -> bool:
        self.submitted.append((seat, action))
        if self.state is None:
            return True
        return self.apply(seat, action)

    # ----- driving a board like the GameScene ---------------------------------------------
    def attach(self, board: Any, size=(1280, 720)) -> Any:
        """Make ``board`` this host's board, lay it out at ``size`` and show it the view."""
        self.board = board
        self.surface = pygame.Surface(tuple(size))
        board.layout(pygame.Rect(0, 0, *size))
        self.refresh()
        return board

    def refresh(self) -> None:
        """Give the board the current view (the viewer acts when it must act)."""
        if self.board is None or self.state is None:
            return
        to_act = self.state.to_act()
        if self.follow and to_act:
            self.viewer = to_act[0]
        v = self.viewer
        self.board.set_view(self.state.view_for(v), v, v is not None and v in to_act)

    def apply(self, seat: int, action: Any) -> bool:
        """Apply to ``state``; then (with a board) the new view and the events to animate."""
        try:
            if self.board is None:
                self.state.apply(seat, action)
            else:
                apply_and_play(self.state, self.board, seat, action, self.viewer, set_view=self.refresh)
        except IllegalAction as exc:
            self.refused += 1
            self.toast = self.render(exc.msg) if getattr(exc, "msg", None) is not None else str(exc)
            self.sfx.play("refuse")
            return False
        return True

    def tick(self, seconds: float, dt: float = 1 / 30) -> None:
        """Let ``seconds`` of animation pass, frame by frame."""
        t = 0.0
        while t < seconds:
            self.anim.update(dt)
            if self.board is not None:
                self.board.update(dt)
            self.tasks.run()
            t += dt

    def settle(self) -> None:
        """Finish every animation, and a frame's share of the boards' work."""
        self.anim.skip()
        if self.board is not None:
            self.board.update(0.0)
        self.tasks.run()

    def draw(self):
        """Draw the board and the animations onto ``surface``; returns it."""
        self.surface.fill((30, 24, 20))
        self.board.draw(self.surface)
        self.anim.draw(self.surface)
        return self.surface

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        names = tuple(PLAYER_COLOURS)
        c = getattr(self.seats[seat], "colour", "") if 0 <= seat < len(self.seats) else ""
        return seat_rgb(c or names[seat % 5])

    def seat_symbol(self, seat: int) -> str | None:
        if not self.settings.get("colour_blind", False):
            return None
        c = getattr(self.seats[seat], "colour", "") if 0 <= seat < len(self.seats) else ""
        return COLOUR_SYMBOLS.get(c) or SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)]
