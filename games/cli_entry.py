"""The one command line of the suite: ``ludi-romani`` (installed), ``python -m games`` and ``main.py``.

Every command is dispatched here, so the installed command and ``main.py`` do
the same thing with the same arguments:

>>> print(usage("ludi-romani").splitlines()[1])
  ludi-romani                 play (opens the window on the main menu)
>>> command_for(["selfplay", "--game", "caesar"]), command_for(["--lang", "ja"])
('selfplay', 'play')
>>> command_for(["--scene", "menu", "--screenshot", "x.png"]), command_for(["-h"])
('--screenshot', '--help')

Nothing here imports pygame until a command that needs it runs, so ``--help``
works without any of the suite's dependencies installed.
"""
from __future__ import annotations

import importlib
import sys

#: command name -> "module:function"; the function is called with the whole argument list
#: (command name first) and returns the exit code. A command whose module is not there (yet)
#: says it is not available. Add new commands here (and a line to :data:`USAGE_LINES`).
COMMANDS: dict[str, str] = {
    "play": "games.app:run",
    "selfplay": "games.core.cli:main",
    "replay": "games.core.cli:main",
    "fuzz": "games.core.cli:main",
    "bench": "games.app.bench:main",
    "monkey": "games.app.monkey:main",
    "--screenshot": "games.app.screenshot:main",
    "--install-desktop": "games.app.desktop_entry:main",
}

#: the lines of ``--help``: (arguments, what they do); ``{prog}`` is the command's own name
USAGE_LINES: tuple[tuple[str, str], ...] = (
    ("", "play (opens the window on the main menu)"),
    ("[play] --lang ja", "play in Japanese"),
    ("selfplay --game caesar --seats ai:hard,ai:easy --games 20 --seed 1 [--rotate]",
     "the computer against itself: wins per seat, game length, thinking time"),
    ("replay FILE [--lang ja]", "print the log of a saved game"),
    ("fuzz [--game ID] [--games N]", "long conformance run of the engines"),
    ("bench ...", "measure the engines' and computer players' speed"),
    ("monkey ...", "random clicks on the window, looking for crashes"),
    ("--screenshot FILE --scene menu|setup:ID|game:ID|help:ID|settings [--seed N] [--autoplay K] [--lang ja]"
     " [--size WxH]",
     "render one screen to a PNG, without a window"),
    ("--install-desktop", "add Ludi Romani to the desktop's application menu (Linux)"),
    ("test", "run the test suite (from the source folder: python3 main.py test)"),
    ("--help", "this list"),
)


def usage(prog: str = "ludi-romani") -> str:
    """The ``--help`` text for the command named ``prog``."""
    lines = [f"Ludi Romani - board games of ancient Rome. Commands of {prog}:"]
    for args, what in USAGE_LINES:
        head = f"  {prog} {args}".rstrip()
        lines.append(f"{head:<29} {what}" if len(head) < 29 else f"{head}\n{'':<30}{what}")
    return "\n".join(lines)


def command_for(argv: list[str]) -> str:
    """The command an argument list asks for: ``--help``, ``--screenshot``, ``--install-desktop``,
    a command name given first, else ``play``."""
    if argv and argv[0] in ("--help", "-h", "help"):
        return "--help"
    for flag in ("--screenshot", "--install-desktop"):
        if flag in argv:
            return flag
    if argv and not argv[0].startswith("-"):
        return argv[0]
    return "play"


def _lang(argv: list[str]) -> str:
    if "--lang" in argv:
        i = argv.index("--lang")
        if i + 1 < len(argv) and argv[i + 1] in ("en", "ja"):
            return argv[i + 1]
    return "en"


def _say(key: str, argv: list[str], err: bool = False, **params) -> None:
    from games.core.text import tr
    print(tr(key, _lang(argv), **params), file=sys.stderr if err else sys.stdout)


def resolve(command: str):
    """The function of ``command`` from :data:`COMMANDS`, or ``None`` when its module is missing.

    >>> resolve("selfplay").__name__, resolve("no-such-command")
    ('main', None)
    """
    target = COMMANDS.get(command)
    if target is None:
        return None
    module, _, func = target.partition(":")
    try:
        mod = importlib.import_module(module)
    except ModuleNotFoundError as exc:
        if exc.name and (module == exc.name or module.startswith(exc.name + ".")):
            return None        # the command's own module is not there; a missing dependency is raised
        raise
    return getattr(mod, func, None)


def main(argv: list[str] | None = None, prog: str = "ludi-romani") -> int:
    """Run the command ``argv`` asks for (default: ``sys.argv[1:]``); returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    command = command_for(argv)
    if command == "--help":
        print(usage(prog))
        return 0
    if command == "test":
        _say("app.cli.tests_from_source", argv, err=True)
        return 2
    if command not in COMMANDS:
        _say("app.cli.unknown", argv, err=True, command=command, prog=prog)
        return 2
    func = resolve(command)
    if func is None:
        _say("app.cli.not_available", argv, err=True, command=command)
        return 2
    if command == "play":
        return func(argv[1:] if argv and argv[0] == "play" else argv) or 0
    return func(argv) or 0


def entry() -> int:
    """The installed ``ludi-romani`` command."""
    return main(sys.argv[1:], prog="ludi-romani")
