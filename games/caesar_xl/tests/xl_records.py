"""Games played in a window and kept for the tests (``records/``): positions the rules tests do
not build by hand, replayed from their record."""
import json
from pathlib import Path

from games.core.record import Record

#: Livia (a person) against Marcus (the normal computer), to the start of Marcus's Forum phase in
#: turn 8, where Optimates 5/7, holding Roma with 142 gold, either Senatus Consultum Ultimum or The
#: Senate in the row wins at once
MISSED_WIN = Path(__file__).parent / "records" / "xl_t9_missed_win.json"
NAMES = ["Livia", "Marcus"]


def replayed(upto: int | None = None, path: Path = MISSED_WIN):
    """The position of the kept game before action ``upto`` (``None``: after the last)."""
    record = Record.from_json(json.loads(path.read_text(encoding="utf-8")))
    return record.replay(upto=upto), record.actions
