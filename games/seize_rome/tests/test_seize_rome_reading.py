"""What a newcomer reads off the CAESAR! map before deciding: how full each open province
is, what a held token would close and who would win it, what a border space pointed at
separates, a closed province's score in sight beside its marker, and no tie shown for a
province won outright while its marker drops in."""
from __future__ import annotations

import re

import pygame
import pytest

from games.app.draw import ROMAN
from games.seize_rome import rules as R
from games.seize_rome.scene_paint import token_rect
from games.seize_rome.tests.test_seize_rome_scene import Table, _closing_table, _tied_syria, playable  # noqa: F401


def _point(table, pos):
    table.board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                                buttons=(0, 0, 0)))


def _syria_to_win(lang="en"):
    """Syria (two spaces: b29 sword, b30 shield) about to close: Pompey's shield 6/0 on b30
    faces Asia, so Syria stands 0 to 0 and Caesar holds a sword 6/0 for b29."""
    table = _tied_syria(lang)
    s = table.state
    s.tokens["b30"] = (R.POMPEY, "shield60", "asia", False, False)
    table.board._sel_key = None                   # (a new position: its choices made again)
    table.host.refresh()
    return table


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_open_province_shows_how_full_it_is(lang):
    """A ring round each open province's space counts its filled border spaces; pointing at
    the space says it in words, and says when the next token closes it."""
    table = _syria_to_win(lang)
    b = table.board
    table.host.draw()
    s = table.state
    want = {p.id: (sum(x in s.tokens for x in p.borders), len(p.borders)) for p in R.TOPO.provinces}
    assert b.drawn_counts == want
    assert b.drawn_counts["syria"] == (1, 2) and b.drawn_counts["asia"][0] == 1
    tip = table.spot(("tip", "syria")).tip.splitlines()[0]
    assert tip == table.host.tr("seize_rome.ui.count_last", province=table.host.tr("seize_rome.province.syria"),
                                n=1, total=2)
    table.host.apply(R.CAESAR, R.Place("sword60", "b29", "syria"))
    table.host.settle()
    table.host.draw()
    assert "syria" not in b.drawn_counts and b.drawn_counts["aegyptus"] == (1, want["aegyptus"][1])


def test_a_held_token_says_what_it_would_close_and_who_wins():
    """Pointed at a space with a token picked, and then standing there, the token says which
    province it would close and who would win it, turned either way; on the map beside the
    token (the space's tooltip leaves it to the map)."""
    table = _syria_to_win()
    b = table.board
    table.click_key(("hand", "sword60"))
    spot = table.spot(("border", "b29"))
    _point(table, spot.rect.center)
    tie = "Closes Syria: you 0, P2 0 – a tie: nobody wins it"     # (stood as a click stands it: 6 to Aegyptus)
    table.host.draw()
    assert tie not in b.pointed.tip                # (said once: on the map, not again in the tooltip)
    assert b.drawn_closes == [tie]
    table.click_key(("border", "b29"))
    assert b.sel_toward == "aegyptus"
    assert b.closes_lines(b.preview_action()) == [tie]
    table.click_key("rotate")                     # the 6 now faces Syria: 6 to 0
    table.host.draw()
    assert b.drawn_closes == ["Closes Syria: you 6, P2 0 – you win it"]
    table.click_key("cancel")
    table.host.draw()
    assert b.drawn_closes == []


def test_a_held_token_names_the_tie_auto_crassus_wins():
    """Against Auto-Crassus a tie is his: the preview says so."""
    table = _syria_to_win()
    table.state.crassus = R.POMPEY
    table.host.refresh()
    b = table.board
    assert b.closes_lines(R.Place("sword60", "b29", "aegyptus")) == [
        "Closes Syria: you 0, P2 0 – a tie, which P2 wins"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_pointing_at_a_border_space_names_its_provinces_and_icon(lang):
    """Any border space pointed at (free or taken, a choice now or not) names the two
    provinces it separates and its icon; a click there is still explained as before."""
    table = _syria_to_win(lang)
    b = table.board
    tr = table.host.tr
    for bid in ("b29", "b30"):
        _point(table, b.border_centre(bid))
        x = R.TOPO.border(bid)
        assert b.pointed is not None and b.pointed.tip.splitlines()[0] == tr(
            "seize_rome.ui.space_between", a=tr(f"seize_rome.province.{x.provinces[0]}"),
            b=tr(f"seize_rome.province.{x.provinces[1]}"), icon=tr(f"seize_rome.icon.{x.icon}"))
        table.host.draw()
        assert b.drawn_tip is not None
    table.click(b.border_centre("b29"))           # no token picked: the click says why
    assert b.refused_key == "seize_rome.ui.why.no_token"


def test_a_closed_province_keeps_its_score_in_sight_beside_its_marker():
    """Won and closed, a province shows the score it closed with, greyed, under its control
    marker and clear of it (the box was dropped once the marker came)."""
    table, seat, act = _closing_table()
    table.face(seat)
    table.host.apply(seat, act)
    table.host.settle()
    table.host.draw()
    b = table.board
    won = [p for p in R.TOPO.border(act.border).provinces if table.state.controller(p) == seat]
    assert won
    side = b.token_side()
    for pid in won:
        assert pid in b.drawn_closed and b.drawn_totals[pid] == table.state.tallies[pid]
        box = b.drawn_boxes[pid]
        c = b.map.world_to_screen(b.space_points[pid][0])
        marker = token_rect(c, side * 0.72)
        assert not box.colliderect(marker.inflate(-2, -2)), (pid, box, marker)
        assert table.host.surface.get_at((box.x + 3, box.centery))[:3] == ROMAN["vein"]


def test_no_tie_badge_for_a_province_won_outright_while_it_closes():
    """Through the whole closing animation of a province won outright its space never reads
    "TIE"; a province closed in a tie nobody takes does."""
    table, seat, act = _closing_table()
    table.face(seat)
    table.place_by_clicks(act)
    b = table.board
    won = {p for p in R.TOPO.border(act.border).provinces if table.state.controller(p) is not None}
    seen_closing = False
    for _ in range(100):
        table.host.tick(0.05)
        table.host.draw()
        seen_closing |= b.closing is not None
        assert not (b.drawn_ties & won), (b.drawn_ties, won)
        if not b.busy():
            break
    assert seen_closing and not b.busy()
    tied = _tied_syria()
    tied.host.apply(R.CAESAR, R.Place("sword60", "b29", "syria"))
    tied.host.settle()
    tied.host.draw()
    assert tied.board.drawn_ties == {"syria"}


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_each_open_province_counts_its_spaces_in_figures_clear_of_the_border_spaces(size):
    """Beside each open province's totals a tag reads "3/4" at the totals' own size (the
    ring alone is too small to read at 1280x800), clear of every border space."""
    from games.seize_rome.tests.test_seize_rome_scene import Table as T
    table = T(4, "base", size)
    table.chance()
    b = table.board
    b.draw(pygame.Surface(size))
    side = b.token_side()
    assert set(b.drawn_count_tags) == set(b.drawn_counts) and len(b.drawn_counts) == 18
    for pid, (text, px, tag) in b.drawn_count_tags.items():
        n, total = b.drawn_counts[pid]
        assert text == f"{n}/{total}" and px >= 11, (pid, text, px)
        assert tag.colliderect(b.drawn_boxes[pid].inflate(2, 2)) and b.map.rect.contains(tag), pid
        for x in R.TOPO.borders:
            assert not token_rect(b.border_centre(x.id), side).colliderect(tag), (pid, x.id)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("phase", ["might", "centurion"])
def test_the_top_bar_says_a_bonus_once(lang, phase):
    """The top bar joins the prompt and the hint ("Might: choose ... — click ..."): the hint
    says what to click without saying the bonus's name a second time."""
    from games.core.text import tr
    prompt = tr(f"seize_rome.prompt.{phase}", lang)
    hint = tr(f"seize_rome.ui.hint.{phase}", lang)
    name = re.split("[:：]", prompt)[0]
    assert name and prompt.startswith(name) and name not in hint, (prompt, hint)
