"""``python -m games``: the same commands as the installed ``ludi-romani`` (see :mod:`games.cli_entry`)."""
import sys

from games.cli_entry import main

sys.exit(main(sys.argv[1:], prog="python -m games"))
