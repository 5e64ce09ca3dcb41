"""``main.py bench --write-doc``: the figures of docs/PERFORMANCE.md are written from a bench
JSON, between the doc's markers, and nothing else in the doc changes."""
from __future__ import annotations

import json

import pytest

pytest.importorskip("pygame")

from games.app import bench, bench_doc

#: a small bench.json of a ``--frames`` run of one game
SAMPLE = {
    "machine": {"python": "3.11.7", "platform": "Linux-x86_64", "cpus": 2, "load_avg": [1.5, 1.0, 1.0]},
    "quick": True, "seconds": 61.2,
    "first_frame": {"app_s": 0.9, "floor_s": 0.3, "ratio": 3.0, "ok": True},
    "frames": [{"game": "caesar", "n": 120, "median": 0.004, "p99": 0.012, "max": 0.015, "ok": True,
                "cpu": {"median": 0.003, "p99": 0.010, "max": 0.013}}],
    "opening": [{"what": "caesar board", "first": 0.2, "median": 0.05, "max": 0.06, "ok": True}],
    "idle": [{"where": "menu", "cpu_share": 0.02, "fps": 8, "frame_ms": 1.5}],
}
DOC = f"""# Performance

## Targets

A frame within 16.7 ms.

## Latest figures

{bench_doc.BEGIN}
old figures
{bench_doc.END}

## After
"""


def test_the_doc_is_written_from_a_bench_json(tmp_path, capsys):
    doc, data = tmp_path / "PERFORMANCE.md", tmp_path / "bench.json"
    doc.write_text(DOC, encoding="utf-8")
    data.write_text(json.dumps(SAMPLE), encoding="utf-8")
    bench.main(["bench", "--from-json", str(data), "--write-doc", str(doc)])
    text = doc.read_text(encoding="utf-8")
    assert "old figures" not in text
    assert text.startswith(DOC[:DOC.index(bench_doc.BEGIN)]) and text.endswith(DOC[DOC.index(bench_doc.END):])
    figures = text[text.index(bench_doc.BEGIN):text.index(bench_doc.END)]
    assert "Python 3.11.7 on Linux-x86_64, 2 processors, load average 1.5" in figures
    assert "| caesar | 120 | 4.0 | 12.0 | 15.0 | ok |" in figures
    assert "| caesar board | 200.0 | 50.0 | 60.0 | ok |" in figures
    assert bench.table(SAMPLE) in figures
    again = doc.read_text(encoding="utf-8")
    bench_doc.write_doc(SAMPLE, doc)
    assert doc.read_text(encoding="utf-8") == again            # written twice: the same doc


def test_a_doc_without_markers_is_refused_and_kept(tmp_path):
    doc = tmp_path / "PERFORMANCE.md"
    doc.write_text("# Performance\n", encoding="utf-8")
    with pytest.raises(bench_doc.NoMarkers):
        bench_doc.write_doc(SAMPLE, doc)
    assert doc.read_text(encoding="utf-8") == "# Performance\n"


def test_the_project_doc_has_its_markers():
    text = bench_doc.DOC.read_text(encoding="utf-8")
    assert text.index(bench_doc.BEGIN) < text.index(bench_doc.END)
