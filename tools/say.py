"""What a tool tells the person who ran it, and how it stops when that person's request cannot be
done: every tool prints through :func:`say` (its results, on standard output) and :func:`note`
(its progress and warnings, on standard error), and runs its command line through :func:`run`.

An error the person can cause (a folder that cannot be written, a package not installed, an
unknown name, a helper program that failed) becomes one sentence on standard error and a
non-zero exit, never a traceback; any other exception is a bug of the tool and keeps its
traceback.

>>> run(lambda: say("written"))
written
>>> def broken():
...     raise ToolError("no game is called 'nero'")
>>> run(broken)
Traceback (most recent call last):
SystemExit: 1
"""
from __future__ import annotations

import subprocess
import sys
from typing import Callable, Iterable, NoReturn


class ToolError(ValueError):
    """A request of the person running a tool that cannot be done, said in one sentence."""


def say(*parts: object) -> None:
    """Print a result of the tool (a file written, a size), on standard output."""
    print(*parts, flush=True)


def written(paths: Iterable[object]) -> None:
    """Print each file a tool wrote, one a line."""
    for path in paths:
        say(path)


def note(text: str) -> None:
    """Print the tool's progress or a warning, on standard error."""
    print(text, file=sys.stderr, flush=True)


def fail(text: str, code: int = 1) -> NoReturn:
    """Stop the tool: ``text`` on standard error, and the exit code ``code``."""
    note(f"error: {text}")
    raise SystemExit(code)


def explain(error: BaseException) -> str:
    """The sentence for an error the person running a tool can cause.

    >>> explain(PermissionError(13, "Permission denied", "/maps"))
    'cannot write or read /maps: Permission denied'
    >>> explain(subprocess.CalledProcessError(2, ["python", "-m", "PyInstaller"]))
    "'python -m PyInstaller' stopped with exit code 2"
    """
    if isinstance(error, subprocess.CalledProcessError):
        cmd = error.cmd if isinstance(error.cmd, str) else " ".join(str(c) for c in error.cmd)
        return f"'{cmd}' stopped with exit code {error.returncode}"
    if isinstance(error, OSError) and error.filename is not None:
        return f"cannot write or read {error.filename}: {error.strerror or error}"
    return str(error)


def run(main: Callable[[], object]) -> None:
    """Run a tool's command line ``main``: a :class:`ToolError`, an :class:`OSError` or a failed
    helper program ends it with one sentence and exit code 1 (Ctrl+C: 130); ``main`` returning a
    non-zero number ends it with that exit code."""
    try:
        result = main()
    except (ToolError, OSError, subprocess.CalledProcessError) as error:
        fail(explain(error))
    except KeyboardInterrupt:
        fail("stopped", 130)
    if isinstance(result, int) and not isinstance(result, bool) and result:
        raise SystemExit(result)
