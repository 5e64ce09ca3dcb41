"""What the map tools share to write Tiled files: numbers, custom properties, the file
and the command line (``tools/make_seize_rome_map.py``, ``tools/make_caesar_xl_map.py``).

>>> num(2.0), num(-3.14159), num(10 / 3)
('2', '-3.142', '3.333')
>>> for line in props([("gold", "int", 3), ("coastal", "bool", True), ("name", "string", "Roma")], ""):
...     print(line)
<properties>
 <property name="gold" type="int" value="3"/>
 <property name="coastal" type="bool" value="true"/>
 <property name="name" value="Roma"/>
</properties>
"""
from __future__ import annotations

import argparse
from pathlib import Path
from typing import Callable, Iterable
from xml.sax.saxutils import quoteattr

from tools.say import run, written


def num(v: float) -> str:
    """A coordinate as Tiled writes it: at most three decimals, whole numbers without any."""
    r = round(float(v), 3)
    return str(int(r)) if r == int(r) else repr(r)


def props(items: Iterable[tuple[str, str, object]], indent: str) -> list[str]:
    """The ``<properties>`` block of ``(name, Tiled type, value)`` items, in their order."""
    out = [f"{indent}<properties>"]
    for name, kind, value in items:
        if kind == "bool":
            value = "true" if value else "false"
        t = "" if kind == "string" else f" type={quoteattr(kind)}"
        out.append(f"{indent} <property name={quoteattr(name)}{t} value={quoteattr(str(value))}/>")
    out.append(f"{indent}</properties>")
    return out


def write(out_dir: Path | str | None, default: Path, name: str, text: str) -> list[Path]:
    """Write ``text`` as ``name`` into ``out_dir`` (``default`` when ``None``); returns ``[path]``."""
    out = Path(out_dir) if out_dir is not None else default
    out.mkdir(parents=True, exist_ok=True)
    p = out / name
    p.write_bytes(text.encode("utf-8"))
    return [p]


def cli(doc: str, main: Callable[[str | None], list[Path]], default: str) -> None:
    """The command line of a map tool: ``--out DIR`` (default ``default``); prints what it wrote."""
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--out", default=None, help=f"output folder (default: {default})")
    out = ap.parse_args().out
    run(lambda: written(main(out)))
