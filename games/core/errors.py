"""Errors the engine raises.

Every error a player (or a damaged file) can cause is a :class:`ValueError`
subclass carrying a catalogue message, so the window can show a sentence in
the player's language while ``str(err)`` stays readable English for logs.

>>> from games.core.text import Msg
>>> err = IllegalAction(Msg("core.err.not_your_turn", {"seat": 1}))
>>> isinstance(err, ValueError)
True
"""
from __future__ import annotations

from .text import Msg


class LudiError(ValueError):
    """Base of every player-visible error; ``msg`` is a catalogue :class:`Msg`."""

    def __init__(self, msg: Msg | str, **params):
        if isinstance(msg, str):
            msg = Msg(msg, params)
        self.msg = msg
        super().__init__(msg.render("en"))


class IllegalAction(LudiError):
    """An action that the rules do not allow now. The state is unchanged."""


class RecordError(LudiError):
    """A record (save file) that cannot be read, or that does not replay."""

    #: the 1-based number of the action that does not replay (None: the file itself is bad)
    index: int | None = None


class SaveFileError(RecordError):
    """A save file that was set aside; ``path`` is where it now lies."""

    def __init__(self, msg: Msg | str, path: str = "", **params):
        super().__init__(msg, **params)
        self.path = path
