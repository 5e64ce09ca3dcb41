"""Test-wide set-up: no window, no sound device, a private data folder, and for every test
a process in the same state: the caches empty, the slicing clock frozen (work cut into slices
by a time budget runs to its end in the frame that starts it, whatever the machine's load; a
test of the slicing itself installs a clock it moves, see ``games.core.budget``).

The fixtures the window's tests share (``home``, ``app``) are here; the helpers they call
(``make_app``, ``pump``, ``settle``, ``seats``...) are in ``tests/app_kit.py``.
"""
import os
import tempfile

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["LUDI_ROMANI_HOME"] = tempfile.mkdtemp(prefix="ludi-romani-test-")

#: what pytest collects for doctests but cannot import as a module of the program
collect_ignore = ["games/__main__.py"]


@pytest.fixture(autouse=True)
def _same_start_for_every_test():
    """Empty every cache and freeze the slicing clock for the test; the real clock after."""
    from games.core import budget, caches
    caches.reset()
    before = budget.set_clock(budget.frozen)
    yield
    budget.set_clock(before)


#: art decoded by the tests' process: (file, modified, size) -> the picture as the file gave it
_decoded: dict = {}


def _decode_once(real):
    """``pygame.image.load`` that decodes each art file once a process and hands every caller a
    fresh copy of it (a file object, extra arguments or a file that is not there: ``real``)."""
    def load(file, *args, **kwargs):
        if args or kwargs or not isinstance(file, (str, os.PathLike)):
            return real(file, *args, **kwargs)
        try:
            stat = os.stat(file)
        except OSError:
            return real(file)
        key = (os.path.abspath(file), stat.st_mtime_ns, stat.st_size)
        picture = _decoded.get(key)
        if picture is None:
            picture = _decoded[key] = real(file)
        return picture.copy()
    return load


@pytest.fixture(autouse=True, scope="session")
def _art_decoded_once():
    """Every window a test opens decodes the same pictures again (its caches were emptied): the
    file is decoded once a process instead, and what the program keeps, scales and converts is
    its own copy, so the program does every step it would; only the decoding is not repeated."""
    pygame = pytest.importorskip("pygame")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pygame.image, "load", _decode_once(pygame.image.load))
        yield


def _fsync_in_memory(fd) -> None:
    """``os.fsync`` for the tests: what the program writes need not outlast the machine, so the
    file is not forced to the disk; a descriptor that is not open still fails as it would."""
    os.fstat(fd)


@pytest.fixture(autouse=True, scope="session")
def _writes_not_forced_to_disk():
    """Every save, setting and record a test writes is written as the program writes it (a
    temporary file, flushed, renamed over the old), but not forced to the disk: on a busy machine
    each forcing waits for the disk, and the tests write thousands of files."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", _fsync_in_memory)
        yield


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A private data folder for the test (saves, settings)."""
    monkeypatch.setenv("LUDI_ROMANI_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    """A headless App on the menu (``tests.app_kit.open_app``), closed after the test."""
    pytest.importorskip("pygame")
    from tests.app_kit import open_app
    with open_app(home) as a:
        yield a


#: marks of tests that take minutes, left out of a run unless its ``-m`` names them
#: (``python3 main.py test -m bundle tests/test_bundle.py``, ``-m long``)
OPT_IN = ("bundle", "long")


def pytest_collection_modifyitems(config, items):
    """Leave the tests marked with an :data:`OPT_IN` mark out of a run unless its ``-m``
    names that mark (they are deselected, not skipped: a run shows no test that never runs)."""
    chosen = config.getoption("markexpr") or ""
    left_out = [m for m in OPT_IN if m not in chosen]
    out = [item for item in items if any(item.get_closest_marker(m) for m in left_out)]
    if out:
        config.hook.pytest_deselected(items=out)
        items[:] = [item for item in items if item not in out]
