"""A game's lessons as data (``games/<id>/lessons.json``), read, checked and replayed.

No pygame here: the lessons are checked and replayed through the engine alone. A lesson
file is an object::

    {"seats": 2, "learner": 0, "seed": 1, "options": {},
     "steps": [{"say": "caesar.lesson.welcome", "show": ["board"]},
               {"say": "...", "show": ["square:12"], "do": {"type": "Place", "square": 12},
                "then": [[1, {"type": "Place", "square": 7}]], "chance": [...]}]}

A game with several lessons holds them in one file, ``{"lessons": [{"name": "duel", ...},
...]}``, each a lesson object as above with its ``name`` (its title is the catalogue key
``<game>.lesson.title.<name>``); ``"rival": "script:<id>"`` makes the other seat the
game's scripted opponent (its moves are still the lesson's ``then``); ``"whole_game": false``
marks a short lesson that ends before its game does.

Each step has ``say`` (a catalogue key), ``show`` (what the board highlights; the bubble
points at the first; a click elsewhere is refused), ``see`` (what the bubble must leave
in sight without highlighting it), ``allow`` (more targets a click may
go to, such as a confirm button; on a Next step, the only ones: a choice on the board
that is no move), ``do`` (the learner's expected move, or none: a Next
button) and ``then`` (scripted moves, ``[seat, action]``, played after it, and chance
outcomes ``["chance", action]`` imposed when the state awaits the chance seat).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from games.core import registry
from games.core.chance import CHANCE
from games.core.record import Record
from games.core.state import GameState, SeatInfo


class LessonError(ValueError):
    """A lesson file that cannot be followed (its step index and why)."""


@dataclass(frozen=True)
class Step:
    """One step of a lesson (see the module's docstring)."""

    say: str
    show: tuple[str, ...] = ()
    allow: tuple[str, ...] = ()
    do: Any = None
    then: tuple[tuple[int, Any], ...] = ()
    params: dict = field(default_factory=dict)
    #: targets the bubble must leave in sight without highlighting them (what it speaks of)
    see: tuple[str, ...] = ()

    @property
    def needs_move(self) -> bool:
        """True when the learner must make a move (else the bubble offers Next)."""
        return self.do is not None


@dataclass(frozen=True)
class Lesson:
    """A game's whole tutorial: the set-up and its steps."""

    game: str
    seats: int
    learner: int
    seed: int
    options: dict
    steps: tuple[Step, ...]
    #: the lesson's name in a file of several ("" for a game's only lesson)
    name: str = ""
    #: "script:<id>": the other seats are the game's scripted opponent, not a computer player
    rival: str = ""
    #: the lesson plays its game to the end (a short lesson of one rule stops before)
    whole_game: bool = True

    def record(self, names: tuple[str, ...] = ()) -> Record:
        """A fresh record of the tutorial's game: the learner a person, the others computers
        at the easy level (the runner plays their scripted moves; no computer player is asked)."""
        colours = list(registry.info(self.game).colours)
        kind, level = ("script", self.rival.partition(":")[2]) if self.rival else ("ai", "easy")
        seats = [SeatInfo(name=names[s] if s < len(names) else f"P{s + 1}",
                          kind="human" if s == self.learner else kind,
                          level=None if s == self.learner else level, colour=colours[s % len(colours)])
                 for s in range(self.seats)]
        return Record(self.game, seats, self.seed, dict(self.options))

    def shown_from(self, index: int) -> int:
        """The step from which a lesson resumed at step ``index`` plays its moves on the board
        (as they were played), so that the board shows what the step speaks of (a battle's
        dice, a province just closed): the last step before it with no move of its own (what
        came before it the learner had read about and left), else the first step."""
        return next((k for k in range(index - 1, -1, -1)
                     if self.steps[k].do is None and not self.steps[k].then), 0)

    def say_keys(self) -> set[str]:
        """Every catalogue key the lesson says."""
        return {s.say for s in self.steps}


def rival_key(game: str, seat: int, lesson: str = "") -> str:
    """The catalogue key of the name of the lesson's rival at ``seat`` (1: ``<game>.lesson.rival``,
    then ``<game>.lesson.rival2``, ...; a lesson with its own scripted rival, such as CAESAR!'s
    Auto-Crassus lesson, names it ``<game>.lesson.rival.<lesson>``)."""
    if lesson:
        return f"{game}.lesson.rival.{lesson}"
    return f"{game}.lesson.rival" + ("" if seat == 1 else str(seat))


def lesson_path(game: str) -> Path:
    """The lessons file beside a game's rules."""
    return registry.folder(game) / "lessons.json"


def has_lessons(game: str) -> bool:
    """True when the game has a tutorial."""
    return lesson_path(game).is_file()


def _read(game: str) -> Any:
    try:
        return json.loads(lesson_path(game).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise LessonError(f"{game}: {exc}") from None


def lesson_names(game: str) -> list[str]:
    """The names of a game's lessons in order (``[""]`` for a game with one lesson)."""
    data = _read(game)
    if isinstance(data, dict) and isinstance(data.get("lessons"), list):
        return [str(one.get("name", "")) for one in data["lessons"]]
    return [""]


def lesson_for_rival(game: str, rival: str) -> str | None:
    """The name of ``game``'s lesson whose other seat is the scripted ``rival`` (such as
    ``"script:crassus"``), or ``None``: what a menu entry against that rival teaches first."""
    if not has_lessons(game):
        return None
    data = _read(game)
    lessons = data.get("lessons") if isinstance(data, dict) else None
    if not isinstance(lessons, list):
        return None
    return next((str(one.get("name", "")) for one in lessons
                 if isinstance(one, dict) and one.get("rival") == rival), None)


def _action(codec, raw: Any, where: str) -> Any:
    try:
        return codec.load(raw)
    except ValueError as exc:
        raise LessonError(f"{where}: {exc}") from None


def load_lesson(game: str, name: str = "") -> Lesson:
    """Read and parse ``games/<game>/lessons.json`` (its lesson ``name`` when it holds
    several, the first by default; raises :class:`LessonError`)."""
    data = _read(game)
    if isinstance(data, dict) and isinstance(data.get("lessons"), list):
        data = next((one for one in data["lessons"] if not name or one.get("name") == name), None)
        if data is None:
            raise LessonError(f"{game}: no lesson {name!r}")
    codec = registry.rules(game).CODEC
    steps = []
    for i, raw in enumerate(data["steps"]):
        where = f"{game} step {i}"
        do = _action(codec, raw["do"], where) if raw.get("do") is not None else None
        then = []
        for seat, act in raw.get("then", ()):
            then.append((CHANCE if seat == "chance" else int(seat), _action(codec, act, where)))
        steps.append(Step(raw["say"], tuple(raw.get("show", ())), tuple(raw.get("allow", ())), do,
                          tuple(then), dict(raw.get("params", {})), tuple(raw.get("see", ()))))
    return Lesson(game, int(data["seats"]), int(data.get("learner", 0)), int(data.get("seed", 1)),
                  dict(data.get("options", {})), tuple(steps), str(data.get("name", "")), str(data.get("rival", "")),
                  bool(data.get("whole_game", True)))


def apply_step(state: GameState, lesson: Lesson, index: int) -> list[tuple[int, Any]]:
    """Play step ``index``'s moves on ``state`` (checked); the moves, in order.

    Raises :class:`LessonError` when the expected move or a scripted move is not legal
    there, or a chance outcome is not one the state offers.
    """
    step = lesson.steps[index]
    moves = ([(lesson.learner, step.do)] if step.do is not None else []) + list(step.then)
    for seat, action in moves:
        if seat == CHANCE and action not in [a for a, _p in state.chance_outcomes()]:
            raise LessonError(f"{lesson.game} step {index}: {action!r} is no chance outcome here")
        if seat not in state.to_act():
            raise LessonError(f"{lesson.game} step {index}: seat {seat} is not to act for {action!r}")
        try:
            state.apply(seat, action)
        except ValueError as exc:
            raise LessonError(f"{lesson.game} step {index}: {action!r} refused: {exc}") from None
    return moves


def replay(lesson: Lesson, upto: int | None = None) -> tuple[GameState, list[tuple[int, Any]]]:
    """The state after the moves of steps ``0..upto-1`` (all by default) and those moves."""
    state = lesson.record().new_state()
    moves: list[tuple[int, Any]] = []
    for i in range(len(lesson.steps) if upto is None else upto):
        moves += apply_step(state, lesson, i)
    return state, moves
