"""The figures of ``docs/PERFORMANCE.md``, written by the bench from its JSON.

The doc keeps its figures between two marker lines (:data:`BEGIN`, :data:`END`);
``main.py bench --write-doc`` (after measuring) or ``main.py bench --from-json
bench.json --write-doc`` (without measuring) replaces what is between them with
the machine, the date and the tables of :func:`games.app.bench.table`. The text
around the markers (the targets, how to run the bench) is left as it is.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from games.core.errors import LudiError
from games.core.files import write_atomic

#: the lines that enclose the figures the bench writes
BEGIN = "<!-- bench:begin (written by `main.py bench --write-doc`; edits here are lost) -->"
END = "<!-- bench:end -->"
#: the doc the bench writes by default (from the suite's folder)
DOC = Path(__file__).resolve().parents[2] / "docs" / "PERFORMANCE.md"


class NoMarkers(LudiError):
    """The doc has not the two marker lines (or they are out of order)."""


def section(result: dict[str, Any]) -> str:
    """The figures of one bench run as Markdown: where and how it ran, then its tables."""
    from games.app.bench import table
    m = result.get("machine", {})
    load = m.get("load_avg")
    lines = [f"Python {m.get('python', '?')} on {m.get('platform', '?')}, {m.get('cpus', '?')} processors"
             + (f", load average {load[0]:.1f} at the start" if load else "")
             + (f"; {result['seconds']:.0f} s" if "seconds" in result else "")
             + (" (`--quick`: fewer samples)" if result.get("quick") else "") + ".", ""]
    return "\n".join(lines) + table(result)


def rewrite(doc: str, result: dict[str, Any]) -> str:
    """``doc`` with the figures between its markers replaced by those of ``result``."""
    start, end = doc.find(BEGIN), doc.find(END)
    if start < 0 or end < start:
        raise NoMarkers(f"the doc needs the lines {BEGIN!r} and {END!r}")
    return doc[:start + len(BEGIN)] + "\n\n" + section(result).rstrip("\n") + "\n\n" + doc[end:]


def write_doc(result: dict[str, Any], path: Path = DOC) -> Path:
    """Rewrite the figures of the doc at ``path`` from ``result``; returns the path."""
    path = Path(path)
    write_atomic(path, rewrite(path.read_text(encoding="utf-8"), result))
    return path
