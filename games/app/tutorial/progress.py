"""Where a learner stands in a game's tutorial, kept like a game (leave, come back, same step).

The step index is all that is kept: the lesson is scripted, so the position at a step
follows from replaying the lesson's moves up to it. The file is
``<data folder>/tutorials/<game>.json`` (``<game>.<lesson>.json`` for one of a game's
several lessons), written atomically; a damaged one is set aside
with a sentence and the lesson starts again.
"""
from __future__ import annotations

from pathlib import Path

from games.core.files import data_dir
from games.core.saves import read_json_checked, set_aside_fate, write_json
from games.core.text import Msg

FORMAT = "ludi-romani-tutorial"


def progress_path(game: str, name: str = "") -> Path:
    """The file keeping the step of ``game``'s tutorial (its lesson ``name``)."""
    return data_dir() / "tutorials" / (f"{game}.{name}.json" if name else f"{game}.json")


def read_progress(game: str, n_steps: int, name: str = "") -> tuple[int, Msg | None]:
    """``(step, problem)``: the step to resume at (0 when none is kept) and, for a file that
    could not be used, the sentence saying what became of it."""
    path = progress_path(game, name)
    data, fate = read_json_checked(path, None)
    if fate is not None:
        return 0, Msg("app.tutorial.err.progress", {"fate": fate})
    if data is None:
        return 0, None
    step = data.get("step") if isinstance(data, dict) else None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("game") != game \
            or type(step) is not int or not 0 <= step < n_steps:
        return 0, Msg("app.tutorial.err.progress", {"fate": set_aside_fate(path)})
    return step, None


def write_progress(game: str, step: int, name: str = "") -> bool:
    """Keep ``step`` as where ``game``'s tutorial (lesson ``name``) stands; False when it
    could not be written."""
    path = progress_path(game, name)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json(path, {"format": FORMAT, "game": game, "step": step})
    except OSError:
        return False
    return True


def clear_progress(game: str, name: str = "") -> None:
    """Forget ``game``'s tutorial progress (lesson ``name``: it was finished)."""
    try:
        progress_path(game, name).unlink()
    except OSError:
        pass
