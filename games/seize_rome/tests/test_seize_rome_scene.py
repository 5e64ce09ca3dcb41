"""The CAESAR! board, headless on the kit's SimpleHost: whole games played by clicks for
both seats, the previewed totals, turning a token, refused clicks explained, bonus use
and discard, Might's target clicked on the map, layouts from 1024x640 to 4K, and nothing
of the other seat's secrets drawn. Where the province names go on the map is in
``test_seize_rome_scene_names.py``."""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from games.app.board import SimpleHost
from games.app.draw import ROMAN
from games.core.chance import CHANCE
from games.core.registry import registered
from games.seize_rome import INFO
from games.seize_rome import rules as R
from games.seize_rome.scene import Board
from games.seize_rome.scene_paint import play_frame

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]
R_VEIN = ROMAN["vein"]         # the grey of a closed province's totals box


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        yield


class Table:
    """A SimpleHost and the board; the screen follows whoever must act; chance is drawn
    from a seeded generator (as the app's Session does)."""

    def __init__(self, seed=1, expansions="base", size=(1280, 800), lang="en", viewer=0):
        self.rng = random.Random(seed)
        self.host = SimpleHost(state=R.new_game(2, seed, {"expansions": expansions}), lang=lang, viewer=viewer)
        self.board = self.host.attach(Board(self.host), size)

    @property
    def state(self):
        return self.host.state

    def chance(self):
        while self.state.to_act() == (CHANCE,):
            acts = self.state.legal_actions(CHANCE)
            self.host.apply(CHANCE, self.rng.choice(acts))
            self.host.settle()

    def face(self, seat):
        """Hand the screen to ``seat`` (the hand-off)."""
        self.host.viewer = seat
        self.host.refresh()

    def click(self, pos, button=1):
        pos = (int(pos[0]), int(pos[1]))
        self.board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        out = self.board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
        self.board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))
        return out

    def spot(self, key):
        got = [s for s in self.board.hotspots if s.key == key]
        assert got, (key, [s.key for s in self.board.hotspots])
        return got[-1]

    def click_key(self, key):
        s = self.spot(key)
        assert s.enabled, key
        n = len(self.host.submitted)
        self.click(s.rect.center)
        return self.host.submitted[n:]

    def place_by_clicks(self, act: R.Place):
        self.click_key(("hand", act.token))
        self.click_key(("border", act.border))
        for _ in range(3):
            if self.board.sel_toward == act.toward:
                break
            if act.toward == "" or self.board.sel_toward == "":
                self.click_key("face_down")
            else:
                self.click_key("rotate")
        assert self.board.preview_action() == act
        return self.click_key("confirm")

    def play_one(self, rng, prefer=None) -> object:
        """The acting seat takes a random legal decision (among those ``prefer`` keeps,
        when it keeps any) through clicks on the board."""
        seat = self.state.to_act()[0]
        self.face(seat)
        self.host.settle()
        acts = self.state.legal_actions(seat)
        act = rng.choice([a for a in acts if prefer(seat, a)] if prefer and any(prefer(seat, a) for a in acts)
                         else acts)
        ph = self.state.phase
        if ph == "place":
            sent = self.place_by_clicks(act)
        elif ph == "bonus":
            sent = self.click_key(("bonus", act.kind, act.province, act.use))
        elif ph == "might":
            sent = self.click_key(("target", act.target))
        elif ph == "centurion":
            sent = self.click_key(("centurion", act.token))
        else:  # pragma: no cover
            raise AssertionError(ph)
        assert sent == [(seat, act)], (ph, sent, act)
        return act


def play_game(table, rng, draw_every=3, limit=400):
    phases = set()
    n = 0
    while table.state.to_act() and n < limit:
        table.chance()
        if not table.state.to_act():
            break
        phases.add(table.state.phase)
        table.play_one(rng)
        n += 1
        table.host.tick(0.4)
        if n % draw_every == 0:
            table.host.draw()
        table.host.settle()
        assert not table.board.busy()
    return phases, n


@pytest.mark.parametrize("seed,expansions,lang,size", [(1, "base", "en", (1280, 800)),
                                                       (2, "all", "ja", (1024, 640)),
                                                       (5, "poison_centurion", "en", (1920, 1080))])
def test_whole_game_by_clicks(seed, expansions, lang, size):
    table = Table(seed, expansions, size, lang)
    phases, n = play_game(table, random.Random(seed))
    assert table.state.phase == "over", (n, table.state.phase)
    assert "place" in phases and "bonus" in phases
    table.host.draw()
    assert table.board.shown is table.board.view


def test_might_target_and_bonus_use_discard_by_clicks():
    """Games until Might is used and its target clicked on the map, and a bonus is
    used and another discarded, each through the board's buttons."""
    seen = set()
    for seed in range(1, 40):
        table = Table(seed, "base")
        rng = random.Random(seed)
        while table.state.to_act() and len(seen) < 3:
            table.chance()
            if not table.state.to_act():
                break
            ph = table.state.phase
            act = table.play_one(rng)
            if ph == "might":
                seen.add("might")
                kind = act.target.partition(":")[0]
                table.host.tick(0.2)
                table.host.draw()
            elif ph == "bonus":
                seen.add("use" if act.use else "discard")
            table.host.settle()
        if len(seen) == 3:
            break
    assert seen == {"might", "use", "discard"}
    assert kind in ("token", "marker", "cover")


def test_preview_totals_and_turning_a_token():
    table = Table(3)
    st = table.state
    act = next(a for a in st.legal_actions(0) if not R.influence_tokens()[a.token].symmetric)
    tok = R.influence_tokens()[act.token]
    a, b = R.TOPO.border(act.border).provinces
    table.click_key(("hand", act.token))
    assert ("border", act.border) in [s.key for s in table.board.hotspots]
    # every legal border space of that token lights up, and no other
    lit = {s.key[1] for s in table.board.hotspots if isinstance(s.key, tuple) and s.key[0] == "border"}
    assert lit == {x.border for x in st.legal_actions(0) if x.token == act.token}
    table.click_key(("border", act.border))
    assert table.board.sel_toward == a
    table.host.draw()
    base_a, base_b = st.influence(a), st.influence(b)
    assert table.board.drawn_preview[a] == (base_a[0] + tok.hi, base_a[1])
    assert table.board.drawn_preview[b] == (base_b[0] + tok.lo, base_b[1])
    # turn by clicking the token again, then by right-click, then by the button
    table.click(table.spot(("border", act.border)).rect.center)
    assert table.board.sel_toward == b
    table.host.draw()
    assert table.board.drawn_preview[a] == (base_a[0] + tok.lo, base_a[1])
    table.click((5, 5), button=3)
    assert table.board.sel_toward == a
    table.click_key("rotate")
    assert table.board.sel_toward == b
    sent = table.click_key("confirm")
    assert sent == [(0, R.Place(act.token, act.border, b))]
    table.host.settle()
    assert table.state.tokens[act.border][2] == b


def test_symmetric_token_cannot_turn_and_says_why():
    seed = next(n for n in range(1, 50)
                if any(R.influence_tokens()[a.token].symmetric for a in R.new_game(2, n, {}).legal_actions(0)))
    table = Table(seed)
    act = next(a for a in table.state.legal_actions(0) if R.influence_tokens()[a.token].symmetric)
    table.click_key(("hand", act.token))
    table.click_key(("border", act.border))
    assert not table.spot("rotate").enabled
    table.click(table.spot("rotate").rect.center)
    assert table.board.notices and table.board.notices[0].text == table.host.tr("seize_rome.ui.why.rotate")
    table.board.notices = []
    table.click((5, 5), button=3)
    assert table.board.notices[0].text == table.host.tr("seize_rome.ui.why.rotate")
    assert table.host.submitted == []


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_face_down_placement_is_chosen_only_by_its_own_button(lang):
    """Border Control: a token stands face up on a double ring until "Face down + bonus" is
    clicked; face down it has no values, so Turn is disabled and says why (the button, a
    right-click and a click on the token alike) and only "Face up again" stands it up."""
    table = Table(2, "all", lang=lang)
    st = table.state
    act = next(a for a in st.legal_actions(0) if a.toward == "" and
               len({x.toward for x in st.legal_actions(0) if x.token == a.token and x.border == a.border} - {""}) > 1)
    table.click_key(("hand", act.token))
    table.click_key(("border", act.border))
    b = table.board
    assert b.sel_toward != "" and table.spot("rotate").enabled          # face up at first
    assert table.spot("face_down").tip == table.host.tr("seize_rome.ui.face_down_tip")
    table.click_key("face_down")
    assert b.sel_toward == "" and b.preview_action() == act
    assert not table.spot("rotate").enabled
    why = table.host.tr("seize_rome.ui.why.rotate_down")
    assert table.spot("rotate").tip == why
    assert next(x for x in b.buttons if x.key == "face_down").label == table.host.tr("seize_rome.ui.face_up")
    for click in (lambda: table.click(table.spot("rotate").rect.center), lambda: table.click((5, 5), button=3),
                  lambda: table.click(table.spot(("border", act.border)).rect.center)):
        b.notices = []
        click()
        assert b.sel_toward == "" and b.notices and b.notices[0].text == why
    table.host.draw()
    assert b.hint().key == "seize_rome.ui.hint.down"
    table.click_key("face_down")
    assert b.sel_toward != "" and table.spot("rotate").enabled
    assert table.host.submitted == []


def test_no_face_down_button_without_border_control():
    """Without Border Control no token is ever placed face down: the button is not shown (it
    stood there greyed in every game); with it, it is shown, greyed until a double ring."""
    for expansions, shown in (("base", False), ("poison", False), ("all", True)):
        table = Table(2, expansions)
        act = table.state.legal_actions(0)[0]
        table.click_key(("hand", act.token))
        assert any(x.key == "face_down" for x in table.board.buttons) == shown, expansions


def test_refused_clicks_say_why():
    table = Table(4)
    st = table.state
    # a border space with no token picked
    bid = R.TOPO.border_ids[0]
    table.click(table.board.border_centre(bid))
    assert table.board.refused_key == "seize_rome.ui.why.no_token"
    assert table.board.notices
    # a token on a space whose icon it does not show: the rules' reason
    hand = st.hands[0]
    code = next(c for c in hand if R.influence_tokens()[c].icon != "laurel")
    wrong = next(b.id for b in R.TOPO.borders if b.icon not in R.influence_tokens()[code].fits)
    table.click_key(("hand", code))
    table.click(table.board.border_centre(wrong))
    want = table.host.render(st.explain_illegal(0, R.Place(code, wrong, R.TOPO.border(wrong).provinces[0]))) \
        if hasattr(st, "explain_illegal") else None
    assert table.board.notices[-1].text
    if want is not None:
        assert table.board.notices[-1].text == want
    # Place without a space chosen: the disabled button says why
    table.click(table.spot("confirm").rect.center)
    assert table.board.notices[-1].text == table.host.tr("seize_rome.ui.why.confirm")
    assert table.host.submitted == []
    # the other seat clicking on the map: it is not their turn
    table.face(1)
    table.click(table.board.border_centre(bid))
    assert table.board.refused_key == "seize_rome.ui.why.wait"


@pytest.mark.parametrize("size", SIZES)
def test_layouts(size):
    table = Table(6, "all", size)
    rng = random.Random(6)
    for _ in range(14):
        table.chance()
        table.play_one(rng)
        table.host.settle()
    table.chance()
    table.face(table.state.to_act()[0])
    b = table.board
    g = b.geom
    rect = b.rect
    for key in ("map", "side", "screen", "controls"):
        assert rect.contains(g[key]), (key, g[key])
    assert not g["map"].colliderect(g["side"])
    for s in b.hotspots:
        assert rect.contains(s.rect), s.key
    for btn in b.buttons:
        assert g["side"].contains(btn.rect), btn.key
    # the map view is fitted to the playing area: all of it shows, and it fills one side
    frame = play_frame()
    tl = b.map.world_to_screen(frame.topleft)
    br = b.map.world_to_screen(frame.bottomright)
    assert g["map"].left - 1 <= tl[0] and br[0] <= g["map"].right + 1
    assert g["map"].top - 1 <= tl[1] and br[1] <= g["map"].bottom + 1
    assert br[0] - tl[0] >= g["map"].w - 2 or br[1] - tl[1] >= g["map"].h - 2
    table.host.draw()


HINTS = ("place", "border", "turn", "bonus", "bonus_use", "might", "centurion", "wait")


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_every_hint_above_the_controls_fits_whole(lang, size):
    """The hint over the controls is wrapped (two lines in Japanese), never cut with "…"."""
    from games.core.text import Msg
    table = Table(4, "all", size, lang)
    table.chance()
    table.face(table.state.to_act()[0])
    b = table.board
    r = b.geom["hint"]
    assert b.geom["body"].top >= r.bottom and b.geom["controls"].contains(r)
    for key in HINTS:
        text = table.host.render(Msg(f"seize_rome.ui.hint.{key}", {"token": R.token_msg("c_shield_or_ship44"), "seat": 1}))
        lines, px = b.hint_layout(text)
        assert "".join(lines).replace(" ", "") == text.replace(" ", ""), (key, lines)
        assert px >= b.ui.font_px(11), (key, px)            # readable, not shrunk to a speck
        step = b.texts.font(px, True).get_linesize()
        assert len(lines) * step <= r.h, (key, lines)
        assert all(b.texts.width(line, px, True) <= r.w for line in lines), (key, lines)
    table.host.draw()


def test_nothing_private_of_the_other_seat_is_drawn():
    table = Table(7, "all")
    rng = random.Random(7)
    # seat 1 lays tokens face down (Border Control) whenever it may
    down = lambda seat, a: seat == 1 and isinstance(a, R.Place) and a.toward == ""   # noqa: E731
    while table.state.to_act() and not (table.state.to_act() == (0,) and any(
            t[0] == 1 and t[4] for t in table.state.tokens.values()) and table.state.phase == "place"):
        table.chance()
        table.play_one(rng, down)
        table.host.settle()
        table.chance()
    seat = table.state.to_act()[0]
    assert seat == 0
    table.face(seat)
    surf = table.host.draw().copy()
    assert table.board.drawn_screen == list(table.state.hands[seat])
    for bid, t in table.state.tokens.items():
        if t[0] != seat and t[4]:
            assert table.board.drawn_tokens[bid] == R.HIDDEN
    # a different true state with the same view for this seat draws the same pixels
    other = table.state.resample_hidden(seat, random.Random(99))
    assert other.view_for(seat).hands == table.state.view_for(seat).hands
    table.host.state = other
    table.host.refresh()
    assert pygame.image.tobytes(table.host.draw(), "RGB") == pygame.image.tobytes(surf, "RGB")


def test_wheel_zoom_and_drag_move_the_targets_with_the_map():
    table = Table(3)
    code = table.state.hands[0][0]
    table.click_key(("hand", code))
    m = table.board.map
    c = m.rect.center
    border = min((s for s in table.board.hotspots if isinstance(s.key, tuple) and s.key[0] == "border"),
                 key=lambda s: abs(s.rect.centerx - c[0]) + abs(s.rect.centery - c[1]))
    before = border.rect.copy()
    table.board.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, pos=m.rect.center))
    assert m.zoom > 1.3
    after = table.spot(border.key).rect
    assert after.w > before.w and after.center != before.center
    # a drag pans and clicks nothing
    start = (m.rect.centerx, m.rect.bottom - 5)
    assert table.board.border_at(start) is None and table.board.hotspot_at(start) is None
    n = len(table.host.submitted)
    table.board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    table.board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 30, start[1] - 20), rel=(30, -20),
                                                buttons=(1, 0, 0)))
    table.board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(start[0] + 30, start[1] - 20)))
    moved = table.spot(border.key).rect
    assert moved.center != after.center
    assert len(table.host.submitted) == n and table.board.sel_token == code


def test_closing_plays_its_resolution():
    """A placement that closes a province animates: the position before, the totals,
    then the marker; busy until the view is shown again."""
    for seed in range(1, 30):
        table = Table(seed)
        rng = random.Random(seed)
        while table.state.to_act():
            table.chance()
            if not table.state.to_act():
                break
            st = table.state
            seat = st.to_act()[0]
            closing = None
            if st.phase == "place":
                for a in st.legal_actions(seat):
                    c = st.clone()
                    ev = c.apply(seat, a)
                    if any(isinstance(e, R.Closed) and e.controller >= 0 for e in ev) and any(
                            isinstance(e, R.BonusesTaken) for e in ev):
                        closing = a
                        break
            if closing is None:
                table.play_one(rng)
                table.host.settle()
                continue
            table.face(seat)
            table.place_by_clicks(closing)
            assert table.board.busy()
            shown_closing = flew = dropped = False
            taker_box = table.board.geom["seats"][seat]
            for _ in range(60):
                table.host.tick(0.1)
                table.host.draw()
                shown_closing |= table.board.closing is not None
                if table.board.fly["items"]:        # the bonus tokens fly to the closer's own box
                    flew = True
                    assert taker_box.collidepoint(table.board.fly_goal())
                dropped |= table.board.drop["where"] is not None
                if not table.board.busy():
                    break
            assert shown_closing and flew and dropped and not table.board.busy()
            assert table.board.shown is table.board.view
            return
    pytest.fail("no closing found")


def _closing_table():
    """A table where seat 0 (or 1) is about to place a token that closes a province and takes
    its bonus, and that placement."""
    for seed in range(1, 30):
        table = Table(seed)
        rng = random.Random(seed)
        for _ in range(200):
            table.chance()
            st = table.state
            if not st.to_act():
                break
            seat = st.to_act()[0]
            if st.phase == "place":
                for a in st.legal_actions(seat):
                    ev = st.clone().apply(seat, a)
                    if any(isinstance(e, R.Closed) and e.controller == seat for e in ev) and any(
                            isinstance(e, R.BonusesTaken) for e in ev) and not any(
                            isinstance(e, R.GameEnded) for e in ev):
                        return table, seat, a
            table.play_one(rng)
            table.host.settle()
    pytest.fail("no closing found")


def test_a_click_on_a_choice_during_the_closing_finishes_it_and_acts():
    """The bonus buttons stand ready while the closing still plays: a click on one finishes
    the animation at once and acts (it was spent on the animation alone); a right-click
    finishes it too."""
    table, seat, act = _closing_table()
    table.face(seat)
    table.place_by_clicks(act)
    table.host.tick(0.5)
    b = table.board
    assert b.busy() and b.closing is not None
    kind, prov, _ = table.state.pending[0]
    n = len(table.host.submitted)
    spot = table.spot(("bonus", kind, prov, True))
    assert spot.enabled
    table.click(spot.rect.center)
    assert table.host.submitted[n:] == [(seat, R.Bonus(kind, prov, True))]
    # a right-click while a move plays finishes it as well
    table2, seat2, act2 = _closing_table()
    table2.face(seat2)
    table2.place_by_clicks(act2)
    table2.host.tick(0.5)
    assert table2.board.busy()
    table2.click((5, 5), button=3)
    assert not table2.board.anim.busy() and table2.board.closing is None


def test_bonus_tokens_explain_themselves_on_hover():
    table = Table(2, "base", (1280, 800), "ja")
    kind = table.state.bonuses["italia"]
    spot = table.spot(("tip", "italia"))
    table.board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=spot.rect.center, rel=(0, 0),
                                                buttons=(0, 0, 0)))
    assert table.board.pointed is spot and spot.tip.splitlines()[-1] == table.host.tr(f"seize_rome.ui.bonus_text.{kind}")
    table.host.draw()
    # a click on it submits nothing and keeps the selection
    table.click(spot.rect.center)
    assert table.host.submitted == []


def test_each_token_shows_its_own_icon(monkeypatch):
    """A token is drawn with its own icon: the Centurion sword 7/0 shows a sword and the
    Centurion laurel a laurel (only the shield-or-ship token shows both)."""
    from games.seize_rome import scene_paint
    drawn = []
    real = scene_paint.draw_icon
    monkeypatch.setattr(scene_paint, "draw_icon", lambda s, icon, *a, **k: (drawn.append(icon), real(s, icon, *a, **k)))
    table = Table(1)
    for code, tok in R.influence_tokens().items():
        drawn.clear()
        scene_paint.draw_token(pygame.Surface((80, 80)), table.board.texts, (40, 40), 60, code, (200, 40, 40))
        assert drawn[0] == tok.icon, code


def test_japanese_says_tsuitate_as_the_rule_text_does():
    """The player's screen is 「ついたて」 in the Japanese rule text; the board, the log and the
    help call it so too (never 衝立, which read as another thing beside it)."""
    from pathlib import Path
    pkg = Path(R.__file__).parent
    for name in ("text_ja.json", "scene_text_ja.json", "help.ja.md"):
        text = (pkg / name).read_text(encoding="utf-8")
        assert "衝立" not in text, name
    assert "ついたて" in (pkg / "scene_text_ja.json").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_panel_names_the_side_its_seat_plays(lang, monkeypatch):
    """The set-up asks who plays Caesar (drawn by lot at random): the board then says it, beside
    each name on the seats' panels (Caesar starts). In the solo game Auto-Crassus is neither."""
    from games.core.text import tr
    table = Table(3, "base", lang=lang)
    drawn = []
    real = table.board.texts.draw
    monkeypatch.setattr(table.board.texts, "draw",
                        lambda surface, text, pos, *a, **k: drawn.append((str(text), pos)) or real(surface, text, pos, *a, **k))
    table.host.draw()
    seats = table.board.geom["seats"]
    for seat, key in ((R.CAESAR, "seize_rome.ui.caesar"), (R.POMPEY, "seize_rome.ui.pompey")):
        assert table.board.role(seat) == key
        assert any(text == tr(key, lang) and seats[seat].collidepoint(pos) for text, pos in drawn), (key, drawn)
    solo = SimpleHost(state=R.new_game(2, 3, {"expansions": "base", "scripts": ["crassus", None]}), lang=lang)
    board = solo.attach(Board(solo), (1280, 800))
    assert [board.role(s) for s in (0, 1)] == [None, None]


def _at_a_set_aside_bonus(lang):
    """All expansions: seat 0 places a token face down on a Border Control space (clicking,
    as a person does), the set-aside bonus is drawn, and seat 0 is at the screen to use it."""
    table = Table(2, "all", lang=lang)
    act = next(a for a in table.state.legal_actions(0) if a.toward == "")
    table.place_by_clicks(act)
    table.host.settle()
    table.chance()
    table.face(0)
    return table


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_hint_asks_only_for_use_when_no_bonus_may_be_discarded(lang):
    """Border Control: the set-aside bonus a face-down token takes must be used; its Discard is
    greyed, so the hint says "Click Use" (it said "Use or Discard", and Discard was refused)."""
    table = _at_a_set_aside_bonus(lang)
    rng = random.Random(2)
    b = table.board
    assert table.state.phase == "bonus" and all(forced for _, _, forced in table.state.pending)
    assert not next(x for x in b.buttons if x.key[:1] == ("bonus",) and x.key[-1] is False).enabled
    assert b.hint().key == "seize_rome.ui.hint.bonus_use"
    # a bonus taken by closing a province may be discarded: the hint offers both
    while table.state.to_act() and not (table.state.phase == "bonus" and any(
            not forced for _, _, forced in table.state.pending)):
        table.chance()
        if table.state.to_act():
            table.play_one(rng, prefer=lambda seat, a: getattr(a, "toward", None) != "")
            table.host.settle()
    table.chance()
    table.face(table.state.to_act()[0])
    assert table.board.hint().key == "seize_rome.ui.hint.bonus"


def _tied_syria(lang="en"):
    """Syria about to close 6 to 6 by Caesar's sword 6/0, with Might as its bonus token (it
    goes to the closer even on a tie); Pompey's shield 6/0 on b30 also touches the open Asia."""
    table = Table(1, lang=lang)
    s = R.new_game(2, 0, {"expansions": "base"})
    for t in s.hands[R.CAESAR]:
        s.bags[R.CAESAR].put(t)
    s.bags[R.CAESAR].draw("sword60")
    s.hands[R.CAESAR] = ["sword60"]
    s.bonuses["syria"] = "might"
    s.tokens["b30"] = (R.POMPEY, "shield60", "syria", False, False)
    table.host.state = s
    table.host.refresh()
    return table


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_province_closed_in_a_tie_reads_closed_and_its_score_stays(lang):
    """A province closed in a tie shows the score it closed with in a greyed box and a
    closed mark in its empty space; Might turning one of its tokens face down later (which
    changes no closed province) leaves that score as it was; an open province's box is not
    greyed."""
    table = _tied_syria(lang)
    b = table.board
    table.host.apply(R.CAESAR, R.Place("sword60", "b29", "syria"))
    table.host.settle()
    table.host.draw()
    assert table.state.tallies["syria"] == (6, 6) and table.state.spaces["syria"] == (None,)
    assert b.drawn_totals["syria"] == (6, 6) and b.drawn_closed == {"syria"}
    box = b.drawn_boxes["syria"]
    grey = table.host.surface.get_at((box.x + 3, box.centery))[:3]
    assert grey == R_VEIN, grey
    open_box = b.drawn_boxes["asia"]
    assert table.host.surface.get_at((open_box.x + 3, open_box.centery))[:3] != R_VEIN
    table.host.apply(R.CAESAR, R.Bonus("might", "syria", True))
    table.host.settle()
    table.host.apply(R.CAESAR, R.Flip("token:b30"))
    table.host.settle()
    table.host.draw()
    assert table.state.influence("syria") == (6, 0), "the running influence changed"
    assert b.drawn_totals["syria"] == (6, 6) and "syria" in b.drawn_closed, "the closed score did not"
    assert b.drawn_totals["asia"] == (0, 0)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_refusal_notice_and_the_tooltip_never_overlap(lang):
    """Clicking the greyed Discard of a bonus that must be used shows why in a notice; the
    button's tooltip (pointed at) gives way to it rather than lying under it, and comes back
    once the notice is gone."""
    table = _at_a_set_aside_bonus(lang)
    b = table.board
    button = next(x for x in b.buttons if x.key[:1] == ("bonus",) and x.key[-1] is False)
    assert not button.enabled
    pos = button.rect.center
    b.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    table.host.draw()
    assert b.drawn_tip is not None and not b.notices, "pointed at, the greyed button says why"
    table.click(pos)
    table.host.draw()
    assert b.notices and b.notices[0].box is not None, "the refused click says why"
    assert b.drawn_tip is None or not b.drawn_tip.colliderect(b.notices[0].box)
    b.update(5.0)
    table.host.draw()
    assert not b.notices and b.drawn_tip is not None, "the tooltip is back"


def test_an_unplaced_token_reads_as_it_is_written():
    """A token behind the screen (no province to face) shows its high value on the left and
    its low on the right, as the log and the buttons write it ("Take 7/0", "a sword token 4/2")."""
    from games.seize_rome import scene_paint
    from games.app.board.text import Texts
    from games.app.fonts import default_fonts

    class Seen(Texts):
        def draw(self, surface, text, pos, *a, **k):
            drawn.append((str(text), pos))
            return super().draw(surface, text, pos, *a, **k)
    texts = Seen(default_fonts())
    for code in ("sword42", "c_sword70", "laurel31"):
        drawn = []
        scene_paint.draw_token(pygame.Surface((80, 80)), texts, (40, 40), 61, code, (200, 40, 40))
        tok = R.influence_tokens()[code]
        (hi, at_hi), (lo, at_lo) = drawn
        assert (hi, lo) == (str(tok.hi), str(tok.lo)) and at_hi[0] < at_lo[0], (code, drawn)
    assert "7/0" in Table(1).host.render(R.influence_tokens()["c_sword70"].msg())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_bonus_labels_fit_their_disc_in_a_small_window(lang, monkeypatch):
    """At 1000x700 a bonus disc's radius is 8-12 px: "MGT" was cut to "M…", and then read as a
    bare abbreviation. A disc shows its name whole and readable (「兵力」), else its icon
    (English words do not fit: Might, Senate, Wealth, Tactics show an icon, and the space's
    tooltip names the bonus and what it does)."""
    from games.seize_rome import scene_paint
    table = Table(3, "base", (1000, 700), lang=lang)
    b = table.board
    drawn = []
    real = b.texts.draw
    monkeypatch.setattr(b.texts, "draw", lambda surface, text, *a, **k: drawn.append((text, k)) or real(surface, text, *a, **k))
    icons = []
    real_icon = scene_paint.draw_bonus_icon
    monkeypatch.setattr(scene_paint, "draw_bonus_icon", lambda s, kind, *a: icons.append(kind) or real_icon(s, kind, *a))
    surface = pygame.Surface((60, 60))
    for r in (8, 9, 12, 16, 20):
        for kind in ("might", "tactics", "senate", "wealth", "poison", "centurion"):
            label = b.tr(f"seize_rome.ui.bonus_short.{kind}")
            drawn.clear()
            icons.clear()
            scene_paint.draw_bonus(surface, b.texts, (30, 30), r, label, kind=kind)
            if lang == "en":
                assert icons == [kind] and not drawn, (r, kind, drawn)
                continue
            (text, k), = drawn
            fitted, _px = b.texts.fit(text, k["width"], max(8, round(r * 0.8)), True, least=k["least"])
            assert fitted == label and not icons, (r, kind, fitted)
    for pid, kind in table.state.bonuses.items():
        assert b.province_tip(pid).splitlines()[1] == b.tr(f"seize_rome.ui.bonus_text.{kind}")


@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.long), "ja"])
def test_a_held_token_over_each_legal_border_previews_that_placement(lang):
    """A picked token held over any legal border space previews placing it there, and the
    space's tooltip names the two provinces it separates."""
    from games.seize_rome.tests.seize_rome_scene_kit import each_held_border
    table = Table(8, lang=lang)
    b = table.board
    seen = 0
    for token, bid in each_held_border(table, 8, 12):
        act = b.hover_action()
        assert act is not None and (act.token, act.border) == (token, bid), (token, bid, act)
        tip = b.pointed.tip
        assert all(table.host.render(R.province_msg(p)) in tip for p in R.TOPO.border(bid).provinces), (bid, tip)
        seen += 1
    assert seen >= 20, seen
