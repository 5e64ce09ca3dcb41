"""A field added to an action later, with a default, does not make older records unreadable: a
CAESAR! draw gained a ``pair`` and every game saved before it (and the tutorial's lessons) were
refused as damaged. A field without a default is still required, and an unknown one refused."""
from __future__ import annotations

import pytest

from games.core.record import RecordError
from games.seize_rome.moves import CODEC, Draw


def test_a_record_written_before_a_field_with_a_default_loads():
    assert CODEC.load({"type": "Draw", "seat": 0, "token": "sword51"}) == Draw(0, "sword51")


def test_a_field_without_a_default_is_still_required_and_an_unknown_one_refused():
    with pytest.raises(RecordError):
        CODEC.load({"type": "Draw", "seat": 0})
    with pytest.raises(RecordError):
        CODEC.load({"type": "Draw", "seat": 0, "token": "sword51", "colour": "red"})
