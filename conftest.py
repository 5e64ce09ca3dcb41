"""Test-wide set-up: no window, no sound device, and a private data folder."""
import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
os.environ["LUDI_ROMANI_HOME"] = tempfile.mkdtemp(prefix="ludi-romani-test-")
