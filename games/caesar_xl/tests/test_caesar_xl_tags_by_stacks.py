"""Each leader's name tag on the map stands by its own stack, with no long line to join it from
further off: the names are placed clear of the tags' room as of the stacks' (カエサル stood above
Rubicon, joined by a line, at 1000x700 in Japanese). Where every spot against the stack would
cover a place's mark or name, the tag stands a little off, on a line no longer than its height."""
from __future__ import annotations

import pytest

from games.caesar_xl.tests.test_caesar_xl_names_near import BOARDS
from games.caesar_xl.tests.test_caesar_xl_scene import Table, playable  # noqa: F401


#: the smallest window in Japanese and the largest in English run by default; the other
#: windows and languages repeat the check (``-m long``)
TAGS = [pytest.param(w, lang, id=f"{w}-{lang}",
                     marks=() if (w, lang) in (("1000x650", "ja"), ("1280x800", "en")) else pytest.mark.long)
        for w in BOARDS for lang in ("en", "ja")]


@pytest.mark.parametrize("window, lang", TAGS)
def test_every_leaders_tag_stands_by_its_stack(lang, window):
    seen, apart = 0, []
    for seed in (1, 5):
        t = Table(seed=seed, size=BOARDS[window], lang=lang)
        for n in range(61):
            if n % 20 == 0:
                t.host.settle()
                t.host.draw()
                if not t.board.work_done():          # (the names placed, not drafted)
                    t.board.finish_work()
                    t.host.draw()
                p = t.board.painter
                seen += len(p.tag_rects)
                apart += [(seed, n, label, (a, b)) for label, (a, b) in p.tag_links.items()
                          if abs(a[0] - b[0]) + abs(a[1] - b[1]) > next(r.h for r, x in p.tag_rects if x == label)]
            t.step(end_bias=0.3)
    assert seen >= 8, "leaders' tags were looked at"
    assert not apart, apart
