"""The program of the standalone build (``tools/bundle.py``): the installed ``ludi-romani``
command, windowed, with every command of ``--help``."""
import sys

from games.cli_entry import gui_entry

if __name__ == "__main__":
    sys.exit(gui_entry())
