"""The pygame side of the suite: window, scenes, menus, boards, animation, sound.

``run(argv)`` opens the window on the main menu (the entry point of ``main.py``).
"""
from __future__ import annotations


def run(argv: list[str] | None = None) -> int:
    """Open the suite's window and play until it is closed."""
    from .app import run as _run
    return _run(argv)
