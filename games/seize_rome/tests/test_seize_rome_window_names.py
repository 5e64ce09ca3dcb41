"""CAESAR!'s province names at the real window's layout (the map beside the log), in
both languages: no name lies under a province's totals box."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

import dataclasses  # noqa: E402

from games.core import registry  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from games.seize_rome.scene_labels import WIDEST_TOTAL  # noqa: E402
from tests.app_kit import make_app, pump, seats  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_no_name_under_a_totals_box_in_the_window(home, lang, size):
    """At the board rectangle the window gives (not a test host's), every province's name
    keeps clear of every totals box, as drawn now and as wide as two-figure totals, and
    lies whole on the map (its edge cuts no name)."""
    app = make_app(home, size=size, lang=lang)
    try:
        game = app.push("game", record=Record("seize_rome", seats("seize_rome", "ha"), 3))
        pump(app, 6)
        b = game.board
        assert b.rect.size[0] < size[0], "the map shares the window with the log"
        names = b.name_rects()
        assert len(names) == len(b.drawn_boxes) == 18
        px = max(10, round(b.token_side() * 0.3))
        wide = {pid: b.pair_rect(b._pair_top(pid), WIDEST_TOTAL, WIDEST_TOTAL, px) for pid in b.drawn_boxes}
        for pid, name in names.items():
            assert b.map.rect.contains(name), (lang, size, pid, name, b.map.rect)
            for q, box in list(b.drawn_boxes.items()) + list(wide.items()):
                assert not name.colliderect(box), (lang, size, pid, q, name, box)
    finally:
        app.quit()
        pygame.event.clear()


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("size, solo", [((1280, 800), False), ((1000, 650), False), ((1280, 800), True),
                                        ((1000, 650), True)])
def test_every_name_is_readable_and_clear_of_spaces_tokens_tags_and_names(home, lang, size, solo):
    """At the window's layout (the long Japanese names crowded the map at 1280x800, worse at
    1000x650; against Auto-Crassus his column narrows the map further), every province's name, as placed, is set at a readable size and meets no
    border space (a token's square), no province's space, no totals box as wide as two
    figures a side, no "3/4" tag (as drawn and as far as it may reach) and no other name;
    and no tag lies over another's ground or a province's space."""
    from games.seize_rome.scene_labels import NAME_FLOOR, NAME_GAP
    from games.seize_rome.scene_paint import token_rect
    from games.seize_rome.topology import load_topology
    app = make_app(home, size=size, lang=lang)
    crassus = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Auto-Crassus", "script", "crassus", "blue")]
    try:
        with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
            game = app.push("game", record=Record("seize_rome", crassus if solo else seats("seize_rome", "ha"), 3))
            pump(app, 6)
        b = game.board
        assert (b.crassus_col is not None) == solo
        names = b.name_rects()
        lay, _px = b._label_layout()
        side = b.token_side()
        tokens = {x.id: token_rect(b.border_centre(x.id), side) for x in load_topology().borders}
        spaces = {(q, i): b.ring_rect(q) if i == 0 else token_rect(b.map.world_to_screen(pt), side * 0.72)
                  for q, pts in b.space_points.items() for i, pt in enumerate(pts)}
        tags = {q: t for q, (_, _, t) in b.drawn_count_tags.items()}
        assert len(names) == len(tags) == 18
        for pid, box in names.items():
            assert b._name_px[pid] >= NAME_FLOOR, (pid, b._name_px[pid])
            assert b.map.rect.contains(box), (pid, box)
            hits = [k for k, t in tokens.items() if box.colliderect(t)]
            hits += [k for k, d in spaces.items() if box.colliderect(d)]
            hits += [r for r in lay.totals if box.colliderect(r)]
            hits += [q for q, t in tags.items() if box.colliderect(t)]
            hits += [q for q, o in names.items() if q != pid and box.inflate(NAME_GAP, NAME_GAP).colliderect(o)]
            assert not hits, (lang, size, pid, box, hits)
        for pid, tag in tags.items():
            assert not [k for k, d in spaces.items() if tag.colliderect(d)], (pid, tag)
            assert not [q for q, t in tags.items() if q != pid and tag.colliderect(t)], (pid, tag)
    finally:
        app.quit()
        pygame.event.clear()
