"""The figures of ``docs/PERFORMANCE.md``, written by the bench from its JSON.

The doc keeps its figures between two marker lines (:data:`BEGIN`, :data:`END`);
``main.py bench --write-doc`` (after measuring) or ``main.py bench --from-json
bench.json --write-doc`` (without measuring) replaces what is between them with
the machine, the date and the tables of :func:`table`. The text
around the markers (the targets, how to run the bench) is left as it is.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from games.core.bench import explain_lines
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


def table(r: dict[str, Any]) -> str:
    """The results as a Markdown table (what ``docs/PERFORMANCE.md`` shows)."""
    ok = {True: "ok", False: "MISSED"}
    ms = lambda s: f"{s * 1000:.1f}"   # noqa: E731
    lines: list[str] = []
    if "first_frame" in r:
        ff = r["first_frame"]
        lines += ["| first menu frame | suite | floor (bare pygame-ce + pygame_gui) | ratio | target 5x |",
                  "|---|---|---|---|---|",
                  f"| seconds from process start | {ff['app_s']:.2f} | {ff['floor_s']:.2f} | {ff['ratio']:.1f}x "
                  f"| {ok[ff['ok']]} |"]
    if r.get("frames"):
        lines += ["", "| animating board at 1280x800 | frames | median ms | p99 ms | max ms | target p99 16.7 ms "
                      "| processor: median ms | p99 ms | max ms |", "|---|---|---|---|---|---|---|---|---|"]
    lines += [f"| {f['game']} | {f['n']} | {ms(f['median'])} | {ms(f['p99'])} | {ms(f['max'])} "
              f"| {ok[f['ok']] if f['n'] else 'NO FRAMES'} "
              f"| {ms(f['cpu']['median'])} | {ms(f['cpu']['p99'])} | {ms(f['cpu']['max'])} |"
              for f in r.get("frames", ())]
    if r.get("opening"):
        lines += ["", "| opening a screen, resizing (processor time) | first in the process ms | median ms "
                      "| max ms | target 100 ms |", "|---|---|---|---|---|"]
        lines += [f"| {o['what']} | {ms(o['first'])} | {ms(o['median'])} | {ms(o['max'])} | {ok[o['ok']]} |"
                  for o in r["opening"]]
    lines += window_lines(r)
    if "idle" in r:
        lines += idle_lines(r["idle"])
    if r.get("review"):
        lines += ["", "| review of a typical game (processor time) | actions | judgements and standings | s "
                      "| target 30 s |", "|---|---|---|---|---|"]
        lines += [f"| {v['game']} | {v['actions']} | {v['asked']} | {v['seconds']:.1f} | {ok[v['ok']]} |"
                  for v in r["review"]]
    if "playouts" not in r:
        return "\n".join(lines)
    lines += ["", "| engine | seats | random playouts / s | moves / s | search iterations / s |",
              "|---|---|---|---|---|"]
    for p, s in zip(r["playouts"], r["search"]):
        lines.append(f"| {p['game']} | {p['seats']} | {p['playouts_per_s']:.0f} | {p['moves_per_s']:.0f} "
                     f"| {s['iterations_per_s']:.0f} |")
    lines += ["", "| decision (processor time) | level | seats | n | median ms | p95 ms | max ms | cap s | |",
              "|---|---|---|---|---|---|---|---|---|"]
    for d in r["decisions"]:
        cap = f"{d['limit']:.1f}" if d["limit"] is not None else "-"
        verdict = ok[d["ok"]] if d["level"] == "hard" else ""
        lines.append(f"| {d['game']} | {d['level']} | {d['seats']} | {d['n']} | {ms(d['median'])} | "
                     f"{ms(d['p95'])} | {ms(d['max'])} | {cap} | {verdict} |")
    lines += explain_lines(r.get("explain", []))
    lines += ["", f"Peak memory of a window playing every game: {r['window_peak_mb']:.0f} MB (target under "
                  f"200 MB: {ok[r['peak_ok']]}); of the benchmark process (everything above in one process): "
                  f"{r['peak_mb']:.0f} MB."]
    return "\n".join(lines)


def idle_lines(idle: list[dict[str, Any]]) -> list[str]:
    """The table's lines for the idle window."""
    return ["", "| idle window (the real loop) | processor share | frames per second | processor ms a frame |",
            "|---|---|---|---|"] + [
        f"| {i['where']} | {i['cpu_share'] * 100:.1f} % | {i['fps']:.0f} | {i.get('frame_ms', 0.0):.1f} |"
        for i in idle]


def window_lines(r: dict[str, Any]) -> list[str]:
    """The table's lines for the frame loop's pace while a computer thinks, the monkey's frames
    and the wrapping of long names (absent from a result written before they were measured)."""
    ok = {True: "ok", False: "MISSED"}
    lines: list[str] = []
    if "pace" in r:
        p = r["pace"]
        lines += pace_lines("frames while a computer thinks (helper process)", p,
                            f"{p['mode']}{'' if p['thought_throughout'] else ' (the decision ended early)'}")
    if r.get("advice_pace", {}).get("mode", "none") != "none":
        p = r["advice_pace"]
        lines += pace_lines("frames while advice is thought of (helper process)", p,
                            f"{p['game']}{'' if p['thought_throughout'] else ' (the advice came early)'}")
    if "monkey" in r:
        m, c = r["monkey"], r["monkey"]["cpu"]
        wall = m.get("wall")
        lines += ["", "| monkey (processor time a frame) | events | frames | median ms | p99 ms | worst ms "
                      "| over 100 ms: steady, opening | target worst 100 ms | wall-clock: median ms | p99 ms "
                      "| worst ms | over 100 ms | collecting garbage ms |",
                  "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
                  f"| seed {m['seed']} | {m['events']} | {m['frames']} | {c['median'] * 1000:.1f} "
                  f"| {c['p99'] * 1000:.1f} | {c['max'] * 1000:.1f} | {m['over_steady']}, {m['over_opening']} "
                  f"| {ok[m['ok']]} | " + (f"{wall['median'] * 1000:.1f} | {wall['p99'] * 1000:.1f} "
                                          f"| {wall['max'] * 1000:.1f} | {m['over_wall']} | {m['gc_ms']:.0f} |"
                                          if wall else "- | - | - | - | - |")]
        lines += [f"\nWorst monkey frame: {m['worst']}"] if m["worst"] else []
        lines += [f"\nThe monkey stopped: {m['error']}"] if m["error"] else []
    if "wrap" in r:
        lines += ["", f"Wrapping a 100,000-character name (processor time, the worst of three): "
                      f"{r['wrap']['worst_s'] * 1000:.0f} ms (target {r['wrap'].get('limit_s', 5.0):.0f} s: {ok[r['wrap']['ok']]})."]
    return lines


def pace_lines(title: str, p: dict[str, Any], what: str) -> list[str]:
    """The table's lines of one frame-pace measure: wall-clock work and intervals (the target),
    and the frames' processor time beside them (absent from a result written before)."""
    ok = {True: "ok", False: "MISSED"}
    cpu = (f" | {p['quiet_cpu_ms']:.2f} | {p['busy_cpu_ms']:.2f}" if "quiet_cpu_ms" in p else " | - | -")
    return ["", f"| {title} | quiet median work ms | busy median work ms | ratio | quiet median interval ms "
                "| busy median interval ms | target work within 2x | processor: quiet median work ms "
                "| busy median work ms |", "|---|---|---|---|---|---|---|---|---|",
            f"| {what} | {p['quiet_work_ms']:.2f} | {p['busy_work_ms']:.2f} | {p['ratio']:.2f}x "
            f"| {p['quiet_interval_ms']:.1f} | {p['busy_interval_ms']:.1f} | {ok[p['ok']]}{cpu} |"]
