"""Test-wide set-up: no window, no sound device, and a private data folder."""
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["LUDI_ROMANI_HOME"] = tempfile.mkdtemp(prefix="ludi-romani-test-")


def pytest_collection_modifyitems(config, items):
    """Leave the tests marked ``bundle`` (the standalone build: minutes) out of a run unless its
    ``-m`` names them (``python3 main.py test -m bundle tests/test_bundle.py``)."""
    if "bundle" in (config.getoption("markexpr") or ""):
        return
    skipped = [item for item in items if item.get_closest_marker("bundle")]
    if skipped:
        config.hook.pytest_deselected(items=skipped)
        items[:] = [item for item in items if not item.get_closest_marker("bundle")]
