"""The Imperium board scene, headless: every phase draws in both languages, clicks at the
real positions of the cards, flags and buttons submit the right legal actions, and nothing
secret is drawn for a viewer."""
import random
import re
from pathlib import Path

import pygame
import pytest

from games.app.board import SimpleHost, HostSeat
from games.core.actions import events_for
from games.imperium import rules
from games.imperium.rules import HIDDEN, Fill, Select
from games.imperium.scene import Board

SIZE = (1280, 800)


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    surf = pygame.display.set_mode(SIZE)
    yield surf


def make(n=3, lang="en", state=None, viewer=0, goal="rounds8", size=SIZE):
    st = state or rules.new_game(n, 0, {"goal": goal})
    host = SimpleHost(seats=[HostSeat(f"P{i + 1}", colour=c) for i, c in
                             enumerate(("red", "blue", "green", "yellow", "purple")[:st.n_seats])],
                      lang=lang, state=st)
    board = Board(host)
    board.layout(pygame.Rect(0, 0, *size))
    board.set_view(st.view_for(viewer), viewer, viewer is not None and viewer in st.to_act())
    return st, host, board


def refresh(st, board, viewer):
    board.set_view(st.view_for(viewer), viewer, viewer is not None and viewer in st.to_act())


def frame(board, host, surf, dt=0.0):
    if dt:
        host.anim.update(dt)
        board.update(dt)
    surf.fill((0, 0, 0))
    board.draw(surf)
    host.anim.draw(surf)


def click(board, pos):
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)
    board.handle_event(down)
    board.handle_event(up)


@pytest.mark.parametrize("lang,viewer,goal,n", [("en", 0, "rounds8", 3), ("ja", None, "points30", 2),
                                                ("ja", 1, "rounds8", 5)])
def test_draws_a_whole_game(screen, lang, viewer, goal, n):
    rng = random.Random(7)
    st, host, board = make(n, lang, viewer=viewer, goal=goal)
    host.state = None                    # the test applies the actions itself
    frame(board, host, screen)
    phases = set()
    steps = 0
    while not st.is_over() and steps < 400:
        steps += 1
        seat = rng.choice(st.to_act())
        before = st.view_for(viewer)
        act = rng.choice(st.legal_actions(seat))
        events = st.apply(seat, act)
        refresh(st, board, viewer)
        board.on_events(seat, act, events_for(events, viewer), before, st.view_for(viewer))
        # a few frames into the animation (the flip, the flights, the count), then the rest
        if board.busy():
            for _ in range(3):
                frame(board, host, screen, 0.6)
            host.anim.skip()
        frame(board, host, screen)
        phases.add(st.phase)
    assert st.is_over()
    assert board.count is None and board.before is None and not board.busy()
    assert "over" in phases and "select" in phases


def test_fill_chooser_draws_and_submits(screen):
    st = rules.new_game(3, 0, {})
    st.supply[0] = 1                      # short of markers: seat 0 must choose one selection
    st.apply(1, Select((1, 2, 3)))
    st.apply(2, Select((4, 5, 6)))
    st.apply(0, Select((3, 7, 9)))
    assert st.phase == "fill" and st.pending == 0
    for lang in ("en", "ja"):
        _st, host, board = make(state=st, lang=lang)
        frame(board, host, screen)
        spots = [h for h in board.hotspots if isinstance(h.key, tuple) and h.key[0] == "fill"]
        assert [h.action for h in spots] == st.legal_actions(0)
    click(board, spots[1].rect.center)
    assert host.submitted[-1] == (0, Fill((7,)))
    # the other seats see a waiting line, not the chooser
    _st, host2, board2 = make(state=st, viewer=1)
    frame(board2, host2, screen)
    assert not any(isinstance(h.key, tuple) and h.key[0] == "fill" for h in board2.hotspots)


def test_three_cards_then_confirm(screen):
    st, host, board = make()
    g = board.geom
    confirm = g["confirm"].center
    click(board, confirm)
    assert host.submitted == []          # nothing chosen: Confirm is disabled
    for n in (7, 3, 5):
        click(board, g["hand_cards"][n].center)
        frame(board, host, screen)
    click(board, g["hand_cards"][8].center)   # a fourth card is refused
    assert board.selection() == [(7, False), (3, False), (5, False)]
    click(board, confirm)
    assert host.submitted == [(0, Select((3, 5, 7)))]
    assert st.selections[0] == (3, 5, 7)


def test_flag_dragged_onto_a_card_doubles_it(screen):
    st, host, board = make()
    g = board.geom
    click(board, g["hand_cards"][4].center)
    start, end = g["flag_boxes"][0].center, g["hand_cards"][4].center
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    frame(board, host, screen)           # the flag follows the mouse
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end))
    assert board.flags[0] == 4
    click(board, g["hand_cards"][9].center)
    frame(board, host, screen)
    click(board, g["confirm"].center)
    assert host.submitted == [(0, Select((4, 4, 9)))]


def test_both_flags_by_clicks_triple_a_card_and_clear(screen):
    st, host, board = make()
    g = board.geom
    click(board, g["hand_cards"][6].center)
    for i in (0, 1):
        click(board, g["flag_boxes"][i].center)     # pick the flag up
        assert board.armed == i
        click(board, g["hand_cards"][6].center)     # and lay it on the card
    assert board.selection() == [(6, False), (6, True), (6, True)]
    frame(board, host, screen)
    # a click on a slot that came from a flag takes that flag back
    click(board, g["slots"][2].center)
    assert board.selection() == [(6, False), (6, True)]
    click(board, g["clear"].center)
    assert board.selection() == []
    click(board, g["hand_cards"][6].center)
    click(board, g["flag_boxes"][0].center)
    click(board, g["hand_cards"][6].center)
    click(board, g["flag_boxes"][1].center)
    click(board, g["slots"][0].center)               # a drop on a slot works as well as on the card
    click(board, g["confirm"].center)
    assert host.submitted == [(0, Select((6, 6, 6)))]


def test_what_may_be_laid_is_what_the_legal_selects_allow_in_any_order(screen):
    st, host, board = make()
    g = board.geom
    legal = set(st.legal_actions(0))

    def may_join():          # the regions some legal Select holds together with those laid
        laid = [r for r, _ in board.selection()]
        return [n for n in range(1, 10)
                if any(all(a.regions.count(r) >= (laid + [n]).count(r) for r in laid + [n]) for a in legal)]

    assert board.room() == may_join() == list(range(1, 10))
    click(board, g["hand_cards"][8].center)
    click(board, g["flag_boxes"][1].center)
    click(board, g["hand_cards"][8].center)           # the flag doubles 8
    assert board.room() == may_join() and board.flag_usable() and board.pending_action() is None
    click(board, g["hand_cards"][2].center)
    assert board.room() == may_join() == [] and not board.flag_usable()
    assert board.pending_action() == Select((2, 8, 8)) in legal


def test_the_hand_lays_what_the_suite_picker_allows(screen, monkeypatch):
    """The cards, flags and Confirm follow the picker: a picker that never lets region 5 join
    refuses its card, and one that names no Select leaves Confirm shut."""
    from games.app.picker import Picker
    joinable = Picker.joinable
    monkeypatch.setattr(Picker, "joinable", lambda self, field, items: [r for r in joinable(self, field, items)
                                                                        if r != 5])
    st, host, board = make()
    g = board.geom
    click(board, g["hand_cards"][5].center)
    assert board.selection() == [] and board.refused_key == "imperium.ui.why.full"
    click(board, g["hand_cards"][4].center)
    click(board, g["flag_boxes"][0].center)
    click(board, g["hand_cards"][4].center)
    assert board.selection() == [(4, False), (4, True)]
    monkeypatch.setattr(Picker, "holding", lambda self, field, items: None)
    click(board, g["hand_cards"][6].center)
    click(board, g["confirm"].center)
    assert len(board.selection()) == 3 and host.submitted == []


def test_nothing_secret_is_drawn(screen):
    st = rules.new_game(3, 0, {})
    st.apply(1, Select((2, 2, 9)))
    st.apply(2, Select((1, 5, 8)))
    _st, host, board = make(state=st, viewer=0)
    assert board.view.selections[1] == HIDDEN and board.view.selections[2] == HIDDEN
    frame(board, host, screen)
    assert all(seat == 0 for seat, _ in board.drawn_faces)
    # the viewer's own committed cards are shown to it, the others stay backs
    _st, host, board = make(state=st, viewer=None)
    frame(board, host, screen)
    assert board.drawn_faces == []
    # after the reveal every seat's cards are public
    before = st.view_for(0)
    events = st.apply(0, Select((3, 4, 4)))
    _st, host, board = make(state=st, viewer=0)
    board.on_events(0, Select((3, 4, 4)), events_for(events, 0), before, st.view_for(0))
    frame(board, host, screen, 2.0)
    assert {seat for seat, _ in board.drawn_faces} == {0, 1, 2}


def test_the_scene_reads_only_views():
    files = sorted(Path(__file__).resolve().parent.parent.glob("scene*.py"))
    assert len(files) > 1                # the board is split into a module per part
    for path in files:
        src = path.read_text("utf-8")
        for bad in ("determinize", "import random", "new_game", "apply(", "_rng", ".state"):
            assert bad not in src, (path.name, bad)
        assert not re.search(r"\bState\(", src), path.name


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_layout_scales(screen, size):
    surf = pygame.Surface(size)
    for lang in ("en", "ja"):
        st, host, board = make(5, lang, size=size)
        frame(board, host, surf)
        g = board.geom
        assert board.rect.contains(g["hand"]) and board.rect.contains(g["side"])
        assert g["confirm"].right <= g["hand"].right and g["slots"][2].right < g["confirm"].x


# ----- what a first game stumbled on ------------------------------------------------------------

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]


def crowded(n=5, goal="rounds8"):
    """A game where every seat has markers in every region (every disc is drawn)."""
    st = rules.new_game(n, 0, {"goal": goal})
    st.board = [[3] * n for _ in rules.REGIONS]
    st.supply = [rules.markers_each() - 27] * n
    return st


def host_size(window):
    """The board's part of a game window of size ``window`` (the host's top bar and log
    take the rest)."""
    from games.app.scenes.game import TOP_H
    w, h = window
    return (w - max(240, min(340, int(w * 0.24))), h - TOP_H)


@pytest.mark.parametrize("window", [(1024, 640), (1280, 800), (1024, 768)] + [
    pytest.param(w, marks=pytest.mark.long) for w in [(1920, 1080), (3840, 2160), (1100, 700), (1366, 768), (1600, 900),
                                                      (2560, 1440)]])
@pytest.mark.parametrize("in_host", [True, False])
def test_region_tags_never_hide_each_other(screen, window, in_host):
    size = host_size(window) if in_host else window
    surf = pygame.Surface(size)
    for lang in ("en", "ja"):
        for n in (2, 5):
            st, host, board = make(n, lang, state=crowded(n), size=size)
            frame(board, host, surf)
            g = board.geom
            tags = g["tags"]
            assert set(tags) == set(rules.REGIONS)
            for r, t in tags.items():
                assert g["map"].contains(t), (lang, n, r)
                # every part drawn for a tag (plate, name, chips, pill, discs) lies in its footprint
                assert len(board.drawn_tags[r]) >= 4 + n
                for part in board.drawn_tags[r]:
                    assert t.contains(part), (lang, n, r, part, t)
                for r2, t2 in tags.items():
                    if r2 != r:
                        assert not t.colliderect(t2), (lang, n, r, r2)


def inside_point(board, reg, free=False):
    """A point of region ``reg``'s polygon that no tag covers (``free``), or else one that
    only its own tag covers (a small region under its tag)."""
    g = board.geom
    mapr = g["map"]
    from games.imperium.scene_tags import point_in_polygon
    poly = board.polys()[reg]
    own = None
    for fy in range(1, 80):
        for fx in range(1, 80):
            pos = (int(mapr.x + fx / 80 * mapr.w), int(mapr.y + fy / 80 * mapr.h))
            if not point_in_polygon(((pos[0] - mapr.x) / mapr.w, (pos[1] - mapr.y) / mapr.h), poly):
                continue
            covering = [r for r, t in g["tags"].items() if t.collidepoint(pos)]
            if not covering:
                return pos
            if covering == [reg] and own is None:
                own = pos
    if own is not None and not free:
        return own
    raise AssertionError(f"no free point in region {reg}")


def hover(board, pos):
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_regions_answer_hover_with_their_details(screen):
    st = rules.new_game(3, 0, {})
    st.board[6] = [2, 0, 1]                       # Gallia: P1 two markers, P3 one
    st, host, board = make(state=st)
    frame(board, host, screen)
    for reg in rules.REGIONS:                     # every polygon answers (a small one under its own tag)
        pos = inside_point(board, reg, free=False)
        hover(board, pos)
        assert board.region_shown() == reg, reg
        assert board.region_at(board.geom["tags"][reg].center) == reg
    # the sea answers nothing
    g = board.geom
    sea = next((x, y) for x in range(g["map"].x + 2, g["map"].right, 4) for y in range(g["map"].y + 2, g["map"].bottom, 4)
               if board.region_at((x, y)) is None)
    hover(board, sea)
    assert board.region_shown() is None
    # Gallia's details: name, what it pays, who has what, what the viewer chose
    click(board, g["hand_cards"][7].center)
    click(board, g["flag_boxes"][0].center)
    click(board, g["hand_cards"][7].center)       # Gallia twice (card and a flag)
    hover(board, inside_point(board, 7))
    frame(board, host, screen)
    assert board.drawn_highlight == 7            # the region is highlighted
    info = board.drawn_info
    assert info[0] == "7 · Gallia"
    assert any("1st 7" in line for line in info) and any("4th 1" in line for line in info)
    assert "P1: 2" in info and "P3: 1" in info and not any(line.startswith("P2:") for line in info)
    assert host.tr("imperium.ui.info.mine.2") in info
    hover(board, inside_point(board, 9))
    frame(board, host, screen)
    assert host.tr("imperium.ui.info.mine.0") in board.drawn_info
    assert host.tr("imperium.ui.info.no_markers") in board.drawn_info
    # in Japanese too
    _st, host_ja, board_ja = make(state=st, lang="ja")
    hover(board_ja, inside_point(board_ja, 7))
    frame(board_ja, host_ja, screen)
    assert board_ja.drawn_info[0] == "7・ガリア" and "P1：2個" in board_ja.drawn_info


def test_a_click_on_a_region_picks_its_card_or_pins_its_details(screen):
    st, host, board = make()
    pos = inside_point(board, 5)
    click(board, pos)
    assert board.selection() == [(5, False)] and board.pinned_region == 5
    click(board, pos)                               # a second click takes it back
    assert board.selection() == []
    for n in (1, 2, 3):
        click(board, board.geom["hand_cards"][n].center)
    click(board, board.geom["confirm"].center)
    assert st.selections[0] == (1, 2, 3)
    refresh(st, board, 0)
    click(board, inside_point(board, 8))            # laid: the region is inspected, and the note says why
    assert board.pinned_region == 8 and board.refused_key == "imperium.ui.why.laid"
    hover(board, (board.rect.right - 5, board.rect.bottom - 5))
    frame(board, host, screen)
    assert board.drawn_info[0] == "8 · Aegyptus"     # pinned: shown with the mouse elsewhere


def test_illegal_clicks_say_why_near_the_click(screen):
    st, host, board = make()
    g = board.geom
    cases = [(g["confirm"].center, "imperium.ui.why.confirm"), (g["clear"].center, "imperium.ui.why.clear"),
             (g["flag_boxes"][0].center, "imperium.ui.why.flag_first"), (g["slots"][1].center, "imperium.ui.why.slot_empty")]
    hover(board, g["confirm"].center)                # a disabled button says why while pointed at
    assert board.pointed.tip == host.tr("imperium.ui.why.confirm", n=3)
    for pos, key in cases:
        click(board, pos)
        assert board.refused_key == key and [n.pos for n in board.notices] == [pos], key
        assert board.notices[0].text == host.tr(key, n=3)
        frame(board, host, screen)
        box = board.notices[0].box
        assert box.bottom <= pos[1] and pos[1] - box.bottom < 40 or 0 < box.top - pos[1] < 60, key  # beside it
    for n in (7, 3, 5):
        click(board, g["hand_cards"][n].center)
    click(board, g["hand_cards"][8].center)       # a fourth card
    assert board.refused_key == "imperium.ui.why.full" and board.notices[0].pos == g["hand_cards"][8].center
    assert board.selection() == [(7, False), (3, False), (5, False)]
    click(board, g["flag_boxes"][1].center)       # a flag with three selections made
    assert board.refused_key == "imperium.ui.why.full"
    sea = next((x, y) for x in range(g["map"].x + 2, g["map"].right, 4) for y in range(g["map"].y + 2, g["map"].bottom, 4)
               if board.region_at((x, y)) is None)
    click(board, sea)
    assert board.refused_key == "imperium.ui.why.sea"
    assert host.submitted == [] and st.selections[0] is None
    # the note goes away by itself
    board.update(5.0)
    assert board.notices == []
    # both languages say it
    for key in ("imperium.ui.why.full", "imperium.ui.why.sea", "imperium.ui.why.laid", "imperium.ui.why.counting"):
        en, ja = SimpleHost(lang="en").tr(key, round=1), SimpleHost(lang="ja").tr(key, round=1)
        assert en and ja and en != ja and re.search(r"[\u3040-\u30ff]", ja)


def play_to_the_count(lang="en"):
    """Seats 1 and 2 have laid; seat 0 (the viewer) confirms: round 1 is counted."""
    st = rules.new_game(3, 0, {})
    st.apply(1, Select((1, 1, 2)))
    st.apply(2, Select((1, 3, 4)))
    st, host, board = make(state=st, lang=lang)
    host.state = None
    g = board.geom
    for n in (1, 5, 6):
        click(board, g["hand_cards"][n].center)
    act = board.pending_action()
    before = st.view_for(0)
    events = st.apply(0, act)
    refresh(st, board, 0)                          # the host gives the new view first, then the events
    board.on_events(0, act, events_for(events, 0), before, st.view_for(0))
    return st, host, board


def test_picks_during_the_count_are_refused_visibly_and_text_follows_the_count(screen):
    st, host, board = play_to_the_count()
    assert st.round == 2 and board.busy()
    g = board.geom
    click(board, g["hand_cards"][4].center)         # a pick while round 1 is counted
    assert board.refused_key == "imperium.ui.why.counting" and "Round 1" in board.notices[0].text
    assert board.selection() == [] and board.busy()  # refused, and the count goes on
    frames = 0
    while board.busy():
        frame(board, host, screen, 0.05)
        frames += 1
        assert frames < 400
        if board.before is not None:
            # the board still shows round 1 being counted: nothing says round 2 yet
            assert "2" not in board.drawn_round_title or board.shown.round == 2
            # (under round 2's banner the hand speaks of round 2, as the banner and the bar do)
            said = "Round 2 begins…" if board.count.announcing else "Round 1 is being counted…"
            assert board.drawn_hand_line == said
            assert board.my_picks_of(1) == 1 and board.my_picks_of(5) == 1   # the counted round's cards
            # the counted round's cards stand raised in the hand while it is counted; under the
            # next round's banner the hand is that round's, nothing picked yet
            assert board.drawn_hand_picks == ([] if board.count.announcing else [1, 5, 6]), board.drawn_hand_picks
            assert board.busy()
        else:
            assert not board.busy()   # busy() ends exactly with the count
    frame(board, host, screen)
    assert board.drawn_round_title == "Round 2 of 8" and "Round 1" not in board.drawn_hand_line
    # the banner of round 2 came once the count was over, and ended with busy(): a banner
    # outliving busy() would get no frames in a window at rest and stay over the map
    banner = board.banners[-1]
    assert banner.title == "Round 2" and "Sicilia" in banner.line and banner.done and not board.busy()
    click(board, g["hand_cards"][4].center)         # now the pick lands in round 2
    assert board.selection() == [(4, False)] and board.view.round == 2


def test_the_round_banner_never_outlives_busy_and_a_click_ends_it(screen):
    st, host, board = play_to_the_count()
    g = board.geom
    while not board.banners:                        # the count runs to its banner
        frame(board, host, screen, 0.05)
    banner = board.banners[-1]
    frames = 0
    while not banner.started:
        frame(board, host, screen, 0.05)
        frames += 1
        assert frames < 400
    assert board.busy() and board.count.announcing
    frame(board, host, screen, 0.05)
    assert board.drawn_hand_line == "Round 2 begins…", board.drawn_hand_line
    # a pick under the banner ends it and lands in round 2 (it is not refused as "counting")
    click(board, g["hand_cards"][4].center)
    assert banner.done and not board.busy() and board.refused_key is None
    assert board.selection() == [(4, False)] and board.view.round == 2
    # left alone, the banner ends within busy(), whatever the frames
    st, host, board = play_to_the_count("ja")
    while board.busy():
        frame(board, host, screen, 0.05)
    assert board.banners and all(b.done for b in board.banners)


def test_busy_lasts_exactly_as_long_as_the_count(screen):
    st, host, board = play_to_the_count()
    # while the cards flip, the flip stands in for the seats' cards; then they lie face up
    frame(board, host, screen, 0.2)
    assert board.count.flipping and not any(seat == 1 for seat, _ in board.drawn_faces)
    frame(board, host, screen, 0.5)
    assert not board.count.flipping and {(1, 1), (1, 2)} <= set(board.drawn_faces)
    # the count's last step ends the count: busy() and the "before" position end together
    seen = []
    while board.busy():
        seen.append(board.before is not None)
        host.anim.update(0.01)
        assert (board.before is None) == (not board.busy()) == (board.count is None)
    assert all(seen) and len(seen) > 100
    # a reveal whose last step is a marker in flight (the next seat is short of markers)
    st = rules.new_game(3, 0, {})
    st.supply[1] = 1
    st.apply(1, Select((1, 2, 3)))
    st.apply(2, Select((4, 5, 6)))
    st, host, board = make(state=st)
    before = st.view_for(0)
    events = st.apply(0, Select((3, 7, 9)))
    assert st.phase == "fill" and st.pending == 1
    refresh(st, board, 0)
    board.on_events(0, Select((3, 7, 9)), events_for(events, 0), before, st.view_for(0))
    while board.busy():
        host.anim.update(0.01)
        assert (board.before is None) == (not board.busy()) == (board.count is None)
        if board.before is not None:
            assert sum(board.shown.board[r - 1][0] for r in (3, 7, 9)) <= 3
    assert [board.view.board[r - 1][0] for r in (3, 7, 9)] == [1, 1, 1]
    # a click on the map skips the count at once
    st, host, board = play_to_the_count()
    click(board, board.geom["map"].center)
    assert not board.busy() and board.before is None and board.count is None


def test_the_count_says_why_no_points(screen):
    from games.imperium.rules import RegionResolved
    from games.imperium.scene_anim import Count
    st, host, board = make()
    cases = {
        (3, (2, 1, 1)): "P2, P3: tied at 1 each, so they drop to the last place, which scores nothing.",
        (3, (3, 2, 1)): "P3: last here, and with every seat present the last place scores nothing.",
        (1, (2, 1, 0)): "P2: Italia pays nothing for 2nd.",
        (1, (1, 1, 0)): "P1, P2: tied, so they take the value of 2nd, which Italia does not pay.",
    }
    for (reg, markers), want in cases.items():
        points = rules.score_region(reg, markers)
        places, _ = rules.rank_region(markers)
        ev = RegionResolved(reg, markers, tuple(places), points, points)
        assert board.zero_reasons(ev) == [want]
        board.count = Count(board.view, 0, [])
        board.count.resolving = ev
        frame(board, host, screen)
        assert " ".join(board.drawn_podium).replace("  ", " ").startswith(want.split(":")[0])
    board.count = None
    ev = RegionResolved(9, (3, 2, 1), (1, 2, 3), (9, 5, 0), (9, 5, 0))
    _st, host_ja, board_ja = make(lang="ja")
    assert board_ja.zero_reasons(ev) == ["P3：全員がいる中で最下位のため得点なし。"]
    tie = RegionResolved(3, (2, 1, 1), (1, 3, 3), (3, 0, 0), (3, 0, 0))
    assert board_ja.zero_reasons(tie) == ["P2、P3：各1個で同点のため最下位に並び、得点なし。"]
    assert board.zero_reasons(RegionResolved(9, (3, 2, 0), (1, 2, 0), (9, 5, 0), (9, 5, 0))) == []


@pytest.mark.parametrize("size", SIZES)
def test_layouts_at_every_size(screen, size):
    surf = pygame.Surface(size)
    for lang in ("en", "ja"):
        st, host, board = make(5, lang, state=crowded(5), size=size)
        frame(board, host, surf)
        g = board.geom
        for part in ("hand", "side", "map", "timeline", "track"):
            assert board.rect.contains(g[part]), (size, lang, part)
        assert not g["map"].colliderect(g["side"]) and not g["map"].colliderect(g["hand"])
        assert g["confirm"].right <= g["hand"].right and g["slots"][2].right < g["confirm"].x
        cards = list(g["hand_cards"].values())
        assert all(not a.colliderect(b) for a, b in zip(cards, cards[1:]))
        assert g["tag_scale"] >= (0.5 if size == (1024, 640) else 0.7), (size, g["tag_scale"])


def test_driven_by_the_kit_host_like_the_game_scene(screen):
    """The kit's SimpleHost applies a click's action and hands the board the events, as the
    game scene does: the count runs on the position before, then the board shows round 2."""
    st = rules.new_game(3, 0, {})
    host = SimpleHost(state=st, seats=[HostSeat(f"P{i + 1}", colour=c) for i, c in enumerate(("red", "blue", "green"))])
    board = host.attach(Board(host), host_size((1024, 640)))
    host.apply(1, Select((2, 2, 9)))
    host.apply(2, Select((1, 5, 8)))
    g = board.geom
    for n in (1, 3):
        click(board, g["hand_cards"][n].center)
    click(board, g["flag_boxes"][0].center)
    click(board, g["hand_cards"][3].center)
    click(board, g["confirm"].center)             # submitted, applied, animated
    assert st.round == 2 and board.busy() and board.shown.round == 1
    host.tick(1.0)
    host.draw()
    assert board.busy() and board.drawn_round_title == "Round 1 of 8"
    host.tick(30.0)
    host.draw()
    assert not board.busy() and board.drawn_round_title == "Round 2 of 8"
    assert board.view.scores == st.scores


def test_tags_fit_at_every_window_size_between_1024x640_and_4k():
    """A sweep of window sizes (the board's part of each, as the host gives it): the tags
    never meet and stay on the map. (Tag geometry does not depend on the language; what is
    drawn inside the tags is checked in both languages above.)"""
    host = SimpleHost(seats=[HostSeat(f"P{i + 1}") for i in range(5)])
    board = Board(host)
    board.set_view(crowded(5).view_for(0), 0, True)
    for w in range(1024, 3841, 176):
        for h in range(640, 2161, 152):
            board.layout(pygame.Rect(0, 0, *host_size((w, h))))
            g = board.geom
            tags = list(g["tags"].values())
            assert all(g["map"].contains(t) for t in tags), (w, h)
            assert all(not a.colliderect(b) for i, a in enumerate(tags) for b in tags[i + 1:]), (w, h)


def test_both_languages_tell_one_way_to_count_a_region_twice_click_first():
    """The prompt, the hand's hint line and the rules page say the same in English and
    Japanese: click a flag, then a chosen card, the drag named after it (they once told
    "drag" in English, 「重ねる」 in Japanese, and never the click that works too)."""
    import json
    from pathlib import Path
    here = Path(__file__).resolve().parents[1]
    said = {"en": ("click a flag, then a chosen card", "drag the flag"),
            "ja": ("旗印をクリックしてから選んだカードをクリック", "ドラッグ")}
    for lang, (click, drag) in said.items():
        words = {**json.loads((here / f"text_{lang}.json").read_text("utf-8")),
                 **json.loads((here / f"scene_text_{lang}.json").read_text("utf-8"))}
        for where in (words["imperium.prompt.select"], words["imperium.ui.need"],
                      (here / f"help.{lang}.md").read_text("utf-8")):
            assert click in where and drag in where[where.index(click):], (lang, where[:80])


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_flying_markers_never_cover_a_region_s_name_they_go_to_or_leave(screen, lang):
    """A marker flew in a straight line with a high hop, so it hovered over its own region's
    name ("Hispani●") before landing under it; it now reaches its disc from the side."""
    from games.app.anim import Group, Mover
    st, host, board = play_to_the_count(lang)
    g = board.geom
    names = {reg: pygame.Rect(p.x, p.y, p.w, g["plate_h"] // 2) for reg, p in g["plates"].items()}   # (name line)
    flights = 0
    while board.busy():
        frame(board, host, screen, 0.02)
        live = [a for top in host.anim.anims for a in getattr(top, "anims", [top])]
        for group in live:
            for m in group.anims if isinstance(group, Group) else [group]:
                if not isinstance(m, Mover) or not m.started or m.done or m.image is None:
                    continue
                ends = (m.path[0], m.path[-1])
                drawn = m.image.get_rect(center=(round(m.pos.x), round(m.pos.y - m.height)))
                for reg, name in names.items():
                    disc_row = [board._disc_pos(reg, s) for s in range(st.n_seats)]
                    if any(tuple(map(int, e)) in disc_row for e in ends):
                        flights += 1
                        assert not drawn.colliderect(name), (reg, drawn, name)
    assert flights > 0


@pytest.mark.parametrize("lang,size", [("ja", SIZE), ("en", SIZE), ("ja", (1000, 650))])
def test_every_round_cell_has_room_for_its_name_and_medallions(screen, lang, size):
    """The last round's cell ("Round 8", two medallions) was as wide as the others, its name
    and medallions crammed against the right edge; a cell is now as wide as it needs."""
    st, host, board = make(2, lang, size=size)
    surf = pygame.Surface(size)
    board.draw(surf)
    cells = board.drawn_round_cells
    assert len(cells) == 8 and len(cells[-1][2]) == 2
    for box, name, meds in cells:
        assert box.contains(name) and all(box.contains(m) for m in meds), (box, name, meds)
        assert name.right + 2 <= min(m.left for m in meds), (name, meds)
        assert box.right - max(m.right for m in meds) >= 2
    assert cells[-1][0].w > cells[0][0].w
    assert cells[-1][0].right <= board.geom["timeline"].right


@pytest.mark.parametrize("size", [(1280, 800), (1000, 700)])
def test_a_count_popup_keeps_clear_of_the_other_regions_tags(screen, size):
    """The popup of a region's count stood over its neighbours (Macedonia over Asia, Italia
    over Sicilia, Aegyptus's name and Sicilia's markers): beside its own tag, it keeps clear of
    every other region's tag wherever the map has room for it."""
    from games.imperium.rules import RegionResolved
    from games.imperium.scene_anim import Count
    surf = pygame.Surface(size)
    for lang in ("en", "ja"):
        st, host, board = make(2, lang, size=size)
        for reg in rules.REGIONS:
            ev = RegionResolved(reg, (2, 1), (1, 2), rules.score_region(reg, (2, 1)), (0, 0))
            board.count = Count(board.view, 0, [])
            board.count.resolving = ev
            frame(board, host, surf)
            g = board.geom
            box = board.podium_box(reg, (int(min(290 * board.s, g["map"].w * 0.6)), int(110 * board.s)))
            covered = [r for r, tag in g["tags"].items() if r != reg and box.colliderect(tag)]
            assert g["map"].contains(box) and not covered, (size, lang, reg, covered)
            assert not box.colliderect(g["tags"][reg]), (size, lang, reg)
        board.count = None


@pytest.mark.parametrize("size", [(728, 566), (728, 616), (973, 716)])
def test_every_region_name_reads_whole_at_a_readable_size(screen, size):
    """At 1000x650 (a board of 728x566 beside the log) the names were cut, 「Macedo…」, at 8
    pixels: a plate is wide enough for every name whole at 10 pixels or more."""
    window = size
    surf = pygame.Surface(size)
    for lang in ("en", "ja"):
        st, host, board = make(2, lang, size=size)
        frame(board, host, surf)
        g = board.geom
        for r in rules.REGIONS:
            name = board.tr(f"imperium.ui.rname.{r}")
            _x, room = board._name_room(g["plates"][r], g["plate_h"])
            px = board._name_px(room, g["plate_h"])
            assert px >= 10, (lang, window, px)
            assert board.texts.width(name, px, True) <= room, (lang, window, name)
