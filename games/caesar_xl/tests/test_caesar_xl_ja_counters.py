"""Caesar XL's Japanese counts of units: a count is never a bare 「4個」 (a counter for small things)."""
import json
import re
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent.parent
#: a count before 個 that names no unit after it (「4個を行軍させる」, 「自衛軍3個」): the military
#: counter stands before the unit's name (「4個レギオン」, the rules' own style), else ユニット counts
#: (dice are counted with 個: 「ダイス1個」)
BARE = re.compile(r"(?<!ダイス)(?<!サイ)(\{\w+\}|\d)個(?!(熟練)?(レギオン|同盟軍))")


@pytest.mark.parametrize("name", ["text_ja.json", "turn_text_ja.json"])
def test_units_are_counted_with_the_right_counter(name):
    words = json.loads((HERE / name).read_text(encoding="utf-8"))
    keys = ("caesar_xl.log.", "caesar_xl.ev.", "caesar_xl.why.", "caesar_xl.turn.", "caesar_xl.prompt.")
    bare = {k: v for k, v in words.items() if k.startswith(keys) and BARE.search(v)}
    assert not bare, bare
