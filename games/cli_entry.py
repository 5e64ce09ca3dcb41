"""The one command line of the suite: ``ludi-romani`` (installed), ``python -m games`` and ``main.py``.

Every command is dispatched here, so the installed command and ``main.py`` do
the same thing with the same arguments. The command line is an
:mod:`argparse` parser with a subcommand per command: ``--help`` lists every
command, ``COMMAND --help`` its options, ``--version`` prints the version, and
an unknown command or option is refused with the usage and exit code 2. A
command's own options are read by the command's own parser, in its module (so that
``--help`` imports no command's module).

>>> print(usage("ludi-romani").splitlines()[0])
usage: ludi-romani [-h] [--version] [--lang {en,ja}] COMMAND ...
>>> parse(["selfplay", "--game", "caesar"]), parse(["--lang", "ja"])
(('selfplay', ['selfplay', '--game', 'caesar']), ('play', ['--lang', 'ja']))
>>> parse(["--scene", "menu", "--screenshot", "x.png"])[0], parse([])
('screenshot', ('play', []))

Nothing here imports pygame until a command that needs it runs, so ``--help``
works without any of the suite's dependencies installed.
"""
from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys

from games import __version__
from games.core.text import tr

#: command name -> "module:function"; the function is called with the whole argument list
#: (command name first) and returns the exit code. A command whose module is not there (yet)
#: says it is not available. Add new commands here (and to :data:`SUMMARIES` and
#: :data:`USAGE_LINES`).
COMMANDS: dict[str, str] = {
    "play": "games.app.app:run",
    "selfplay": "games.core.cli:main",
    "replay": "games.core.cli:main",
    "fuzz": "games.core.cli:main",
    "bench": "games.app.bench:main",
    "monkey": "games.app.monkey:main",
    "screenshot": "games.app.screenshot:main",
    "install-desktop": "games.app.desktop_entry:main",
}

#: the older spellings of two commands, given as an option anywhere in the arguments (the
#: command's own parser then reads them all): option -> command
FLAG_COMMANDS = {"--screenshot": "screenshot", "--install-desktop": "install-desktop"}

#: each subcommand's line in ``--help`` (its own options: ``COMMAND --help``)
SUMMARIES: dict[str, str] = {
    "play": "open the window on the main menu (the default)",
    "selfplay": "the computer against itself",
    "replay": "print the log of a saved game",
    "fuzz": "long conformance run of the engines",
    "bench": "measure the suite's speed",
    "monkey": "random clicks on the window, looking for crashes",
    "screenshot": "render one screen to a PNG (also spelt --screenshot)",
    "install-desktop": "add Ludi Romani to the desktop's menu (also: --install-desktop)",
    "test": "run the test suite (from the source folder: python3 main.py test)",
}

#: the examples of ``--help``: (arguments, what they do)
USAGE_LINES: tuple[tuple[str, str], ...] = (
    ("", "play (opens the window on the main menu)"),
    ("[play] --lang ja", "play in Japanese"),
    ("selfplay --game caesar --seats ai:hard,ai:easy --games 20 --seed 1 [--rotate]",
     "the computer against itself: wins per seat, game length, thinking time"),
    ("replay FILE [--lang ja]", "print the log of a saved game"),
    ("fuzz [--game ID] [--games N]", "long conformance run of the engines"),
    ("bench ...", "measure the engines' and computer players' speed"),
    ("monkey ...", "random clicks on the window, looking for crashes"),
    (("--screenshot FILE --scene menu|setup:ID|game:ID|help:ID|settings [--seed N] [--autoplay K] [--lang ja]"
      " [--size WxH]"),
     "render one screen to a PNG, without a window (or: screenshot FILE --scene ...)"),
    ("--install-desktop", "add Ludi Romani to the desktop's application menu (Linux)"),
    ("test", "run the test suite (from the source folder: python3 main.py test)"),
    ("COMMAND --help", "the options of one command"),
    ("--version", "print the version"),
    ("--help", "this list"),
)


def parser(prog: str = "ludi-romani") -> argparse.ArgumentParser:
    """The top-level parser: the options before the command, and one subcommand per command
    (each reads its own options with its own parser: ``COMMAND --help``)."""
    lines = []
    for args, what in USAGE_LINES:
        head = f"  {prog} {args}".rstrip()
        lines.append(f"{head:<29} {what}" if len(head) < 29 else f"{head}\n{'':<30}{what}")
    p = argparse.ArgumentParser(prog=prog, allow_abbrev=False, formatter_class=argparse.RawDescriptionHelpFormatter,
                description="Ludi Romani - board games of ancient Rome.",
                epilog="examples:\n" + "\n".join(lines))
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    p.add_argument("--lang", choices=("en", "ja"), help="play in this language")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for name, what in SUMMARIES.items():
        sub.add_parser(name, help=what, add_help=False)
    return p


def usage(prog: str = "ludi-romani") -> str:
    """The ``--help`` text for the command named ``prog``."""
    return parser(prog).format_help().rstrip("\n")


def _split(argv: list[str]) -> int:
    """How many arguments the top-level parser reads: its options and the command's name
    (the rest are the command's own); it stops before an option it does not know."""
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--lang":
            i += 2
        elif a.startswith("--lang=") or a in ("-h", "--help", "--version"):
            i += 1
        elif a.startswith("-"):
            return i
        else:
            return i + 1
    return len(argv)


def parse(argv: list[str], prog: str = "ludi-romani") -> tuple[str, list[str]]:
    """``(command, its arguments)`` for an argument list: ``--screenshot`` or
    ``--install-desktop`` anywhere (all the arguments are theirs), a command name given
    first, else ``play``. Exits with the usage (code 2) for an option or command that is none
    of these, and prints the help or the version (code 0) when asked."""
    for flag, command in FLAG_COMMANDS.items():
        if flag in argv and not any(a in ("-h", "--help", "--version") for a in argv[:1]):
            return command, list(argv)
    p = parser(prog)
    cut = _split(argv)
    head, rest = argv[:cut], argv[cut:]
    named = head[-1] if head and not head[-1].startswith("-") and head[-2:-1] != ["--lang"] else None
    if named is not None and named not in SUMMARIES:
        p.error(tr("app.cli.unknown", _lang(argv), command=named, prog=prog))
    ns = p.parse_args(head)
    if ns.command is None:
        if rest:
            p.error(f"unrecognized arguments: {' '.join(rest)}")
        return "play", (["--lang", ns.lang] if ns.lang else [])
    if ns.lang:                       # --lang before a command: the command's own option
        rest = [*rest, "--lang", ns.lang]
    return ns.command, [ns.command, *rest]


def _lang(argv: list[str]) -> str:
    if "--lang" in argv:
        i = argv.index("--lang")
        if i + 1 < len(argv) and argv[i + 1] in ("en", "ja"):
            return argv[i + 1]
    return "en"


def _say(key: str, argv: list[str], err: bool = False, **params) -> None:
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


def _play_args(argv: list[str], prog: str) -> list[str]:
    """The arguments of ``play`` (``play`` itself left out), refused with the usage unless
    they are ``--lang en|ja``."""
    p = argparse.ArgumentParser(prog=f"{prog} play", allow_abbrev=False)
    p.add_argument("--lang", choices=("en", "ja"))
    ns = p.parse_args(argv)
    return ["--lang", ns.lang] if ns.lang else []


def configure_logging() -> None:
    """The run's one logging set-up: every module's diagnostics and warnings (their loggers
    are named after the module) go to standard error, one line each, from ``INFO`` up
    (``$LUDI_ROMANI_LOG`` names another level, e.g. ``DEBUG`` or ``WARNING``). A command's
    real output (tables, reports) goes to standard output, not through logging."""
    level = os.environ.get("LUDI_ROMANI_LOG", "INFO").upper()
    logging.basicConfig(level=level if isinstance(logging.getLevelName(level), int) else "INFO",
                        format="%(levelname)s %(name)s: %(message)s", stream=sys.stderr)


def main(argv: list[str] | None = None, prog: str = "ludi-romani") -> int:
    """Run the command ``argv`` asks for (default: ``sys.argv[1:]``); returns the exit code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    configure_logging()
    try:
        command, args = parse(argv, prog)
        if command == "play" and args[:1] == ["play"]:
            args = _play_args(args[1:], prog)
    except SystemExit as done:       # --help, --version (0) or a refused argument (2)
        return int(done.code or 0)
    if command == "test":
        _say("app.cli.tests_from_source", args, err=True)
        return 2
    func = resolve(command)
    if func is None:
        _say("app.cli.not_available", args, err=True, command=command)
        return 2
    return func(args) or 0


def entry() -> int:
    """The installed ``ludi-romani-cli`` command (a console program)."""
    return main(sys.argv[1:], prog="ludi-romani")


def gui_entry() -> int:
    """The installed ``ludi-romani`` command: a windowed program (no console on Windows),
    where there may be no standard output to print to."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))
    return main(sys.argv[1:], prog="ludi-romani")
