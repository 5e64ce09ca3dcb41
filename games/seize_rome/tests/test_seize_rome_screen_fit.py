"""What the CAESAR! screen shows where a player looks: the bonus rows explain themselves on
their icon and their name even while the closing still plays, the border space's tooltip
never ends a line on its separator, and the closes-preview stands beside the held space,
clear of every province's totals, said once."""
from __future__ import annotations

import pygame
import pytest

from games.seize_rome.tests.seize_rome_scene_kit import each_held_border, point
from games.seize_rome.tests.test_seize_rome_scene import Table, _closing_table, playable  # noqa: F401




def test_a_bonus_row_explains_itself_on_its_name_while_the_closing_plays():
    """Pointed at on its name (not only its icon), a bonus row shows what the bonus does, and
    it does while the closing still animates."""
    table, seat, act = _closing_table()
    table.face(seat)
    table.place_by_clicks(act)
    table.host.tick(0.5)
    b = table.board
    assert b.busy() and b.closing is not None
    kind, prov, _ = table.state.pending[0]
    row = next(r for k, p, r in b.geom["bonus_rows"] if (k, p) == (kind, prov))
    use = table.spot(("bonus", kind, prov, True)).rect
    name_at = ((row.x + row.h + use.x) // 2, row.centery)      # over the bonus's name
    point(table, name_at)
    table.host.draw()
    want = table.host.tr(f"seize_rome.ui.bonus_text.{kind}")
    assert b.pointed is not None and b.pointed.tip == want
    assert b.anim.busy() and b.drawn_tip is not None, "no tooltip while the closing plays"


def test_the_border_space_tooltip_never_ends_a_line_on_its_separator():
    """However narrow the tooltip, the "·" between the two provinces' counts starts a line
    (with the count it introduces), never ends one."""
    from games.app.draw import wrap_text
    from games.seize_rome import rules as R
    table = Table(3)
    b = table.board
    table.click_key(("hand", table.state.hands[0][0]))
    font = b.texts.font(b.ui.font_px(15, 12))
    bad = []
    for x in R.TOPO.borders:
        tip = b.space_tip(x.id)
        for width in range(120, 420, 7):
            bad += [(x.id, width, line) for line in wrap_text(font, tip, width) if line.rstrip().endswith("·")]
    assert not bad, bad[:3]


def _gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """How far apart two boxes stand (0 when they meet)."""
    return max(0, a.x - b.right, b.x - a.right, a.y - b.bottom, b.y - a.bottom)


@pytest.mark.parametrize("lang, size", [pytest.param("en", (1280, 800), marks=pytest.mark.long), ("ja", (1000, 650))])
def test_the_closes_preview_stands_beside_the_held_space_clear_of_its_totals(lang, size):
    """A held token pointed at a space that closes a province (or leaves one a space from
    closing): the box saying so stands within ``CLOSES_FAR`` px (scaled) of that space (touching
    it where that is clear), to be read as its own, covers neither province's totals box or count tag nor either
    province's name (another province's totals only where nothing beside the space is clear
    of them: beside it, over them, rather than far off), and the space's tooltip does not say it
    a second time."""
    from games.seize_rome.scene_tip import CLOSES_FAR
    from games.seize_rome.topology import load_topology
    from games.seize_rome.scene_paint import token_rect
    table = Table(5, lang=lang, size=size)
    b = table.board
    seen = 0
    for _token, bid in each_held_border(table, 5, 60, tokens=2):
        if not b.drawn_closes and not b.drawn_warns:
            continue
        seen += 1
        box, space = b.drawn_closes_box, token_rect(b.border_centre(bid), b.token_side())
        assert _gap(box, space) <= b.ui.s(CLOSES_FAR), (bid, box, space, b.drawn_closes, b.drawn_warns)
        pair = load_topology().border(bid).provinces        # (another's totals only to stay beside it)
        hit = [p for p, r in b.drawn_boxes.items() if r.colliderect(box) and p in pair]
        hit += [p for p, r in b.name_rects().items() if r.colliderect(box) and p in pair]
        hit += [p for p, (_t, _px, r) in b.drawn_count_tags.items() if r.colliderect(box) and p in pair]
        assert not hit, (bid, hit)
        tip = b.pointed.tip
        assert not any(line in tip for line in b.drawn_closes + b.drawn_warns), tip
    assert seen >= 5, seen


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1280, 800), (1000, 650)])
def test_no_province_name_lies_under_a_last_move_marker(lang, size):
    """The last-move marker (the outline the game draws round the border space of the last
    token placed, Auto-Crassus's most of all, a little outside the rectangle the board gives)
    covers no province's name, whichever space it marks, and its dot, which goes on a corner
    clear of the names (seen in a real window: on its top left corner it touched "Numidia"),
    neither."""
    from games.app.scenes.game_marker import draw_marker
    from games.seize_rome import rules as R
    table = Table(3, "base", size, lang)
    b = table.board
    for x in R.TOPO.borders:          # (a token on every space: each may be the last placed)
        table.state.tokens[x.id] = (R.POMPEY, "shield42", x.provinces[0], False, False)
    table.host.refresh()
    table.host.settle()
    names = b.name_rects()
    bad = []
    for x in R.TOPO.borders:
        pic = pygame.Surface(b.rect.size, pygame.SRCALPHA)
        at = b.rect_of(f"border:{x.id}")
        draw_marker(pic, [at], (255, 255, 255), b.marker_clear_of())
        marker = pygame.mask.from_surface(pic)
        for pid, r in names.items():
            ink = r.inflate(-2, -max(2, r.h // 5))          # (the name's letters, not its line's leading)
            if marker.overlap_area(pygame.mask.Mask(ink.size, fill=True), ink.topleft):
                bad.append((x.id, pid))
    assert not bad, bad
