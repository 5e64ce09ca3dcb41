"""The game screen's undo and redo: what the person at the screen may take back, and never
while the screen is being handed over. A mixin of :class:`~games.app.scenes.game.GameScene`
(the session keeps the moves; the scene shows the position after).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from games.core.errors import IllegalAction
from games.core.text import Msg

if TYPE_CHECKING:
    from games.core.record import Record
    from games.core.session import Session


class Undoing:
    """Undo and redo for a :class:`~games.app.scenes.game.GameScene`."""

    if TYPE_CHECKING:      # what it uses of the GameScene it is mixed into
        anim: Any
        app: Any
        board: Any
        handoff_open: bool
        humans: list[int]
        last_mover: int | None
        looking: int | None
        peeks: list[tuple]
        pending_handoff: int | None
        record: Record
        session: Session
        sfx: Any
        screen_seat: int | None
        guard: int | None
        end_shown: bool

        def cancel_worker(self) -> None: ...

        def refuse(self, msg: Msg) -> None: ...

        def release_text(self) -> None: ...

        def sync(self) -> None: ...

        def tr(self, key: str, **params: Any) -> str: ...

        def render(self, msg: Msg | None) -> str: ...

    def handing_over(self) -> bool:
        """True while a hand-off is due, shown, or a person is looking at what was shown to them."""
        return self.pending_handoff is not None or self.handoff_open or self.looking is not None

    def undo_seat(self) -> int | None:
        """The person at the screen, whose action undo would take back: with one person that
        person; in pass-and-play the person who moved last while no one else has taken the
        screen, else the person who clicked the last hand-off. None while handing over."""
        if self.handing_over():
            return None
        if len(self.humans) == 1:
            return self.humans[0]
        if self.last_mover is not None and self.record.actions and self.record.actions[-1][0] == self.last_mover:
            return self.last_mover
        return self.screen_seat

    def undo_refusal(self) -> Msg | None:
        """Why the person at the screen may not take a move back now (None: they may). Once the
        game is over nothing is taken back: the result stands."""
        if self.session.state.is_over():
            return Msg("app.err.undo_over")
        if self.handing_over():
            return Msg("app.err.undo_handoff")
        seat = self.undo_seat()
        if seat is None:
            return Msg("app.err.no_person")
        why = self.session.undo_refusal(seat)
        if why is None:       # (a game's screen may hold a move shown to everyone: a battle it ended)
            why = self.board.undo_refusal(seat)
        if why is not None and why.key in AFTER_OTHERS and self.session.can_redo():
            # just taken back, nothing moved since: not "Marcus has acted since"
            return Msg("app.err.undo_none_left")
        return why

    def undo(self) -> bool:
        """Take back the last move of the person at the screen, only while it is the last move
        made: once a computer, chance or another person has moved after it (and the screen has
        shown that), it stands (refused with a sentence); True if one was taken back."""
        why = self.undo_refusal()
        if why is not None:
            self.refuse(why)
            return False
        seat = self.undo_seat()
        self.cancel_worker()
        self.anim.skip()
        self.session.undo(seat)
        self.screen_seat = seat
        if self.guard != seat:
            self.guard = None
        self.peeks.clear()
        self.end_shown = False
        self.sfx.play("slide")
        self.sync()
        self.release_text()
        self.app.toast(Msg("app.toast.undone"))
        return True

    def can_redo(self) -> bool:
        """Redo puts back what the person at the screen took back (never while handing over,
        nor once the game is over)."""
        return not self.handing_over() and not self.session.state.is_over() and self.session.can_redo()

    def redo(self) -> bool:
        """Put back the move taken back last; True if one was put back."""
        if not self.can_redo():
            self.refuse(Msg("app.err.undo_handoff") if self.handing_over()
                        else Msg("app.err.undo_over") if self.session.state.is_over() else Msg("core.err.nothing_to_redo"))
            return False
        self.cancel_worker()
        self.anim.skip()
        try:
            self.session.redo()
        except IllegalAction as exc:
            self.refuse(exc.msg)
            return False
        self.sync()
        self.release_text()
        return True

    def update_undo_button(self) -> None:
        """Enabled when the person at the screen may take a move back; otherwise the
        tooltip says why."""
        if not (hasattr(self, "undo_button") and self.undo_button.alive()):
            return
        why = self.undo_refusal()
        if why is None:            # say whose move it takes back: several people may be at the screen
            seat = self.undo_seat()
            tip = self.tr("app.game.undo_tip", name=self.record.seats[seat].name, keys=self.tr("app.key.undo"))
        else:
            tip = self.tr("app.game.undo_refused_tip", why=self.render(why), keys=self.tr("app.key.undo"))
        self.undo_button.tip_when_disabled = True     # (disabled, its tooltip says why)
        if tip != getattr(self, "_undo_tip", None):
            self._undo_tip = tip
            self.undo_button.set_tooltip(tip)
            if self.undo_button.tool_tip is not None:   # (the old words go; the new open after the delay)
                self.undo_button.tool_tip.kill()
                self.undo_button.tool_tip = None
        show_enabled(self.undo_button, why is None)


#: refusals that name a move made after the person's own: right when another seat moved after
#: it, wrong just after an undo (the move before the one taken back stands by the record's order)
AFTER_OTHERS = frozenset({"core.err.undo_other", "core.err.undo_secret", "core.err.undo_chance"})


def show_enabled(button: Any, ok: bool) -> None:
    """Enable ``button`` (or disable it when not ``ok``) and give it its new look at once.
    pygame_gui draws a new state from its next update, and in a frame the widgets are updated
    before the scene: a button the scene disables (a hand-off just clicked, a move just made)
    would otherwise be drawn as it was for one more frame, lit while it refuses the click."""
    if ok == button.is_enabled:
        return
    button.enable() if ok else button.disable()
    shape = getattr(button, "drawable_shape", None)
    if shape is not None:
        shape.update(0.0)
        if shape.has_fresh_surface():
            button.on_fresh_drawable_shape_ready()
