"""The box of what a held token would close names the Poison or Senate token of a province it
leaves one space from closing, as the advice does: 「アジアが残り1か所になる…」 said nothing of
Asia's Poison, which the closer then takes."""
from __future__ import annotations

import pytest

from games.seize_rome.tests.seize_rome_scene_kit import each_held_border
from games.seize_rome.tests.test_seize_rome_scene import Table, playable  # noqa: F401

WORDS = {"en": {"poison": "Poison", "senate": "Senate"}, "ja": {"poison": "毒", "senate": "元老院"}}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_province_left_one_space_from_closing_names_its_poison_or_senate(lang):
    table = Table(5, expansions="poison", lang=lang, size=(1000, 700))
    b = table.board
    seen = 0
    for _token, _bid in each_held_border(table, 5, 30):
        act = b.preview_action() or b.hover_action()
        if act is None:
            continue
        left, lines = b.leaves_one(act), b.warn_lines(act)         # (a missed win's line first)
        for (pid, _m, _t), line in zip(left, lines[len(lines) - len(left):]):
            kind = b.view.bonuses.get(pid)
            if kind in ("poison", "senate"):
                assert WORDS[lang][kind] in line, (pid, line)
                seen += 1
    assert seen >= 1, seen
