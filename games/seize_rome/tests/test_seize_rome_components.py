"""CAESAR!'s components (``data/components.json``) are read on first use, not when a module
is imported, and kept in a cache of :mod:`games.core.caches` that a reset empties."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from games.core import caches
from games.seize_rome import components

ROOT = Path(__file__).resolve().parents[3]


def test_importing_the_engine_reads_no_components():
    code = ("import games.seize_rome.rules, games.seize_rome.ai, games.seize_rome.invariants, "
            "games.seize_rome.crassus; from games.seize_rome import components as c; print(sorted(c._READ))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]", f"components read at import: {out.stdout.strip()}"


def test_the_components_are_a_cache_a_reset_empties():
    assert components.markers_each() == 12
    assert len(components.basic_tokens()) == 16 and set(components.basic_tokens()) <= set(components.influence_tokens())
    assert set(components.centurion_tokens()) <= set(components.influence_tokens())
    assert "seize_rome.components" in caches.names()
    caches.reset()
    assert not components._READ, "a reset leaves the components read"
    assert components.influence_tokens()["sword51"].hi == 5        # read again on the next use
