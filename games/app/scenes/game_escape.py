"""Esc on the game screen: it puts the advice away, and otherwise opens the Pause menu. A person
who presses Esc to put the bubble away just as a click or a move hid it would meet the Pause
menu instead, so an Esc within :data:`ESC_AFTER_ADVICE` of the bubble going does nothing. A mixin
of :class:`~games.app.scenes.game.GameScene` (the window's clock, ``app.now()``, is the frames'
own time in tests).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

#: seconds after the advice went (shown or being thought of) in which Esc is taken as meant for it
ESC_AFTER_ADVICE = 1.5


class EscapeGuard:
    """When the advice went, and whether an Esc now is the one meant for it."""

    if TYPE_CHECKING:      # what it uses of the GameScene it is mixed into
        advice: Any
        advice_worker: Any
        app: Any

    advice_up = False
    advice_gone_at: float | None = None

    def note_advice(self) -> None:
        """Note the moment the advice (its bubble, or its thinking) went away (each frame, and
        before an Esc is read)."""
        up = self.advice is not None or self.advice_worker is not None
        if self.advice_up and not up:
            self.advice_gone_at = self.app.now()
        self.advice_up = up

    def esc_meant_for_advice(self) -> bool:
        """True when the advice went only a moment ago: an Esc now was meant for it and does
        nothing (not the Pause menu)."""
        self.note_advice()
        gone = self.advice_gone_at
        return gone is not None and self.app.now() - gone < ESC_AFTER_ADVICE
