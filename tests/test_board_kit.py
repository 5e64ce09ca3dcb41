"""The board kit (games/app/board): one scale for every window, fitted text, cached panels,
buttons with reasons, card rows, tooltips and notices, the before/after mechanism of
animations, and the headless host driving a board like the GameScene."""
from __future__ import annotations

import doctest

import pygame
import pytest

from games.app.anim import Call, Wait
from games.app.board import (BoardBase, Button, CardRow, Layout, RowCard, SimpleHost, Texts, ellipsize,
                             fit_size, panel, panel_image)
from games.app.board import banner as kit_banner
from games.app.board import cards as kit_cards
from games.app.board import host as kit_host
from games.app.board import layout as kit_layout
from games.app.board import panels as kit_panels
from games.app.board import text as kit_text
from games.app.draw import card_back, card_face
from games.app.fonts import Fonts

from . import toy

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]


@pytest.mark.parametrize("module", [kit_layout, kit_text, kit_panels, kit_cards, kit_host, kit_banner],
                         ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_the_examples_in_the_kit_docstrings_hold(module):
    result = doctest.testmod(module)
    assert result.attempted > 0 or module is kit_banner
    assert result.failed == 0


# ----- scale ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("size", SIZES)
def test_one_scale_for_every_size(size):
    lay = Layout((0, 0) + size)
    # the smaller ratio: a design that fits 1280x720 fits the window
    assert lay.scale == pytest.approx(min(size[0] / 1280, size[1] / 720))
    design = pygame.Rect(0, 0, lay.s(1280), lay.s(720))
    assert design.w <= size[0] + 1 and design.h <= size[1] + 1
    assert lay.font_px(16) >= 12
    for anchor in ("topleft", "midtop", "center", "bottomright", "midbottom"):
        r = lay.rel(0.5, 0.5, 0.4, 0.3, anchor)
        assert lay.rect.contains(r), (anchor, r)
    parts = Layout.split(lay.rect, [lay.s(100), 0.3, 0.7], gap=lay.s(8))
    assert parts[0].w == lay.s(100) and parts[-1].right == lay.rect.right
    assert all(a.right <= b.x for a, b in zip(parts, parts[1:]))
    assert lay.keep_inside(pygame.Rect(size[0] - 10, -50, 200, 100)).clamp(lay.rect) == \
        lay.keep_inside(pygame.Rect(size[0] - 10, -50, 200, 100))


def test_scale_grows_with_the_window_and_is_bounded():
    scales = [Layout((0, 0) + s).scale for s in SIZES]
    assert scales == sorted(scales) and scales[0] == 0.8 and scales[-1] == 3.0
    assert Layout((0, 0, 100, 60)).scale == 0.5          # never tinier than half
    assert Layout((0, 0, 20000, 20000)).scale == 4.0     # never absurd


# ----- text -----------------------------------------------------------------------------------------

def test_fitted_text_shrinks_then_ellipsizes_and_is_cached():
    texts = Texts(Fonts())
    long = "Octavia Caesonia Augusta of the Senate"
    out, px = texts.fit(long, 120, 20, bold=True, least=12)
    assert texts.width(out, px, True) <= 120
    assert px == 12 and out.endswith("…") and long.startswith(out[:-1])
    short, px2 = texts.fit("Livia", 120, 20)
    assert (short, px2) == ("Livia", 20)
    # shrinking alone is tried before cutting
    mid = "Marcus Brutus"
    w20 = texts.width(mid, 20)
    out, px = texts.fit(mid, w20 - 10, 20, least=10)
    assert out == mid and px < 20
    assert texts.render("x", 14) is texts.render("x", 14)
    # Japanese is cut by characters
    ja, _ = texts.fit("オクタウィア・カエソニア・アウグスタ", 90, 16, least=16)
    assert ja.endswith("…") and texts.width(ja, 16) <= 90
    screen = pygame.Surface((200, 60))
    r = texts.draw(screen, long, (100, 30), 20, anchor="center", width=150)
    assert r.w <= 150 and screen.get_rect().contains(r)
    h = texts.wrapped(screen, long + " " + long, pygame.Rect(0, 0, 200, 60), 20)
    assert 0 < h <= 60


def test_ellipsize_and_fit_size_with_a_plain_measure():
    assert ellipsize("abcdef", 3, len) == "ab…"
    assert ellipsize("abc", 3, len) == "abc"
    assert ellipsize("abcdef", 0, len) == "…"
    assert fit_size("abcd", 8, 5, 1, lambda s, px: len(s) * px) == 2
    assert fit_size("abcd", 1, 5, 3, lambda s, px: len(s) * px) == 3


def test_panels_are_cached_by_size_and_style():
    a = panel_image(100, 40, (10, 20, 30))
    assert panel_image(100, 40, (10, 20, 30)) is a
    assert panel_image(100, 41, (10, 20, 30)) is not a
    assert panel_image(100, 40, (10, 20, 31)) is not a
    screen = pygame.Surface((300, 200))
    assert panel(screen, (20, 20, 100, 40)) == pygame.Rect(20, 20, 100, 40)
    assert screen.get_at((70, 40))[:3] != (0, 0, 0)


# ----- card rows ------------------------------------------------------------------------------------

@pytest.mark.parametrize("n", [1, 3, 10, 30])
@pytest.mark.parametrize("fan", [False, True])
def test_card_rows_stay_inside_and_every_card_can_be_clicked(n, fan):
    rect = pygame.Rect(50, 400, 600, 180)
    row = CardRow(rect, [RowCard(k, selectable=True) for k in range(n)], aspect=1.4, fan=fan)
    cw, ch = row.card_size
    assert ch == pytest.approx(cw * 1.4, abs=2)
    assert ch >= 40
    seen = []
    for card, r, _angle in row.placed:
        assert rect.contains(r), (card.key, r)
        # the room above a card (where it rises) is inside too
        assert r.y - int(ch * row.lift) >= rect.y
    for card, hit in row.hits():
        # never less than min_visible of a card shows (the cards shrink instead)
        assert hit.w >= int(cw * 0.3) - 1, (card.key, hit.w, cw)
        seen.append(row.card_at((hit.x + 2, hit.centery)).key)
    assert seen == list(range(n))
    if n <= 3:
        xs = [r.x for _c, r, _a in row.placed]
        assert all(b - a >= cw for a, b in zip(xs, xs[1:])), "few cards lie side by side"
    screen = pygame.Surface((700, 600))
    faces = []

    def face(key, size):
        faces.append(key)
        return card_face(size, key)
    row.draw(screen, face, card_back, hover=0)
    assert faces == list(range(n))


def test_card_rows_draw_backs_dim_and_raise_the_hovered_card():
    rect = pygame.Rect(0, 0, 400, 160)
    cards = [RowCard(1), RowCard(2, face_up=False), RowCard(3, selectable=True), RowCard(4, dim=True)]
    row = CardRow(rect, cards)
    asked = []

    def face(key, size):
        asked.append(key)
        return card_face(size, key, "red")
    screen = pygame.Surface(rect.size)
    row.draw(screen, face, card_back, hover=3)
    assert asked == [1, 3, 4], "a face-down card shows its back"
    r3 = row.rect_of(3)
    lifted = pygame.Surface(rect.size)
    lifted.fill((0, 0, 0))
    row.draw(lifted, face, card_back, hover=3)
    flat = pygame.Surface(rect.size)
    flat.fill((0, 0, 0))
    row.draw(flat, face, card_back, hover=None)
    probe = (r3.centerx, r3.y - 4)
    assert lifted.get_at(probe) != flat.get_at(probe), "the hovered card rises"
    assert row.card_at((r3.centerx, r3.y - 4)).key == 3


# ----- a small board on the toy game -----------------------------------------------------------------

class ToyBoard(BoardBase):
    """Hands 0 and 1 as two squares; a Pass-like button that is never allowed."""

    def rebuild(self):
        super().rebuild()
        ui = self.ui
        self.hand_rects = [ui.rel(0.3, 0.5, 0.2, 0.3, "center"), ui.rel(0.7, 0.5, 0.2, 0.3, "center")]
        v = self.view
        if v is not None and self.acting:
            for a in v.legal_actions(self.viewer):
                if isinstance(a, (toy.Hide, toy.Guess)):
                    self.add_hotspot(self.hand_rects[a.hand], a, key=("hand", a.hand), tip="hand")
            cards = [RowCard(c, selectable=True) for c in v.hands[self.viewer]] if v.phase == "cards" else []
            self.row = CardRow(ui.rel(0.5, 0.98, 0.5, 0.2, "midbottom"), cards)
            for card, hit in self.row.hits():
                self.add_hotspot(hit, toy.Card(card.key), key=("card", card.key), glow=False, live=True)
        self.add_button(ui.rel(0.98, 0.02, 0.15, 0.08, "topright"), "Pass", action="pass", enabled=False,
                        reason="You may not pass in this game.")

    def intent_at(self, pos):
        v = self.view
        for i, r in enumerate(self.hand_rects):
            if r.collidepoint(pos) and v is not None:
                return toy.Guess(i) if v.phase == "guess" else toy.Hide(i)
        return None

    def animate(self, seat, action, events, before, after):
        self.log.append(("animate", before.phase, self.shown is before))
        return [Wait(0.5), Call(lambda: self.log.append(("mid", self.shown is before))), Wait(0.5)]

    def on_shown(self):
        self.log.append(("shown", self.shown is self.view))

    def draw_board(self, surface):
        self.drawn.append(self.shown)
        for r in self.hand_rects:
            panel(surface, r, radius=self.ui.s(10))
        self.draw_buttons(surface)

    def __init__(self, host):
        super().__init__(host)
        self.log, self.drawn, self.hand_rects = [], [], []


def _toy_table(size=(1280, 720), viewer=0, follow=False):
    host = SimpleHost(state=toy.new_game(), viewer=viewer, follow=follow)
    board = host.attach(ToyBoard(host), size)
    return host, board


def _click(board, pos):
    return board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def _move(board, pos):
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def test_before_is_shown_while_the_events_animate_then_the_new_view():
    host, board = _toy_table(follow=True)
    assert _click(board, board.hand_rects[1].center)
    assert host.submitted == [(0, toy.Hide(1))]
    # the host gave the new view first, then the events: the board shows `before`
    assert board.before is not None and board.before.phase == "hide"
    assert board.view.phase == "guess" and board.shown is board.before
    assert board.busy()
    host.tick(0.6)
    host.draw()
    assert board.drawn[-1].phase == "hide" and board.busy()
    host.tick(0.6)
    assert not board.busy() and board.before is None and board.shown is board.view
    host.draw()
    assert board.drawn[-1] is board.view
    assert board.log == [("animate", "hide", True), ("mid", True), ("shown", True)]


def test_a_new_action_finishes_the_running_animation_first_and_a_cleared_animator_releases():
    host, board = _toy_table(follow=True)
    host.apply(0, toy.Hide(0))
    host.apply(1, toy.Guess(0))
    assert board.log[:3] == [("animate", "hide", True), ("mid", True), ("shown", True)]
    assert board.busy() and board.before.phase == "guess"
    host.anim.clear()                      # e.g. the host rebuilt the board
    assert not board.busy() and board.before is None


def test_no_animation_speed_switches_at_once():
    host, board = _toy_table(follow=True)
    host.anim.speed = 0
    host.apply(0, toy.Hide(0))
    assert not board.busy() and board.before is None and board.log[-1] == ("shown", True)


def test_a_click_during_an_animation_skips_it_but_a_live_choice_acts_at_once():
    host, board = _toy_table(follow=True)
    host.apply(0, toy.Hide(0))
    host.apply(1, toy.Guess(1))            # now both choose a card: seat 0 at the screen
    assert board.view.phase == "cards" and board.busy()
    card = next(s for s in board.hotspots if s.key == ("card", 2))
    n = len(host.submitted)
    assert _click(board, card.rect.center)
    assert host.submitted[n:] == [(0, toy.Card(2))], "the card is played with the first click"
    # a click on an ordinary spot during an animation only skips
    host2, board2 = _toy_table(follow=True)
    host2.apply(0, toy.Hide(0))
    assert board2.busy()
    spot = next(s for s in board2.hotspots if s.key == ("hand", 1))
    assert _click(board2, spot.rect.center) and not board2.busy()
    assert host2.submitted == []


def test_a_refused_click_is_explained_near_the_click_from_the_rules():
    host, board = _toy_table(viewer=1)     # seat 1 looks while seat 0 must hide
    pos = board.hand_rects[0].center
    assert not board.acting and not board.hotspots[:-1]
    assert _click(board, pos)
    assert host.submitted == []
    note = board.notices[-1]
    assert note.text == host.tr("core.err.not_your_turn", seat=host.seats[1].name) or "P2" in note.text
    host.draw()
    assert note.box is not None and board.rect.contains(note.box)
    assert abs(note.box.centerx - pos[0]) < board.ui.s(200) and abs(note.box.bottom - pos[1]) < board.ui.s(80)
    # notices fade and never hold the host
    assert not board.busy()
    board.update(3.0)
    assert not board.notices
    # a click on nothing the player could mean stays silent
    assert not _click(board, (2, board.rect.h // 2))
    assert not board.notices


def test_buttons_hover_and_disabled_ones_tell_why():
    host, board = _toy_table()
    button = board.buttons[0]
    assert isinstance(button, Button) and not button.enabled
    _move(board, button.rect.center)
    assert board.hover is None and board.pointed is not None and board.pointed.tip == button.reason
    shot = host.draw().copy()
    # the tooltip is drawn inside the board
    _move(board, (5, 5))
    plain = host.draw().copy()
    assert pygame.image.tobytes(shot, "RGB") != pygame.image.tobytes(plain, "RGB")
    # clicking it does nothing but say why
    assert _click(board, button.rect.center)
    assert host.submitted == [] and board.notices[-1].text == button.reason
    # an enabled button submits
    board.buttons.clear()
    board.hotspots = [s for s in board.hotspots if s.key != button.key]
    ok = board.add_button(button.rect, "Go", action=toy.Hide(0))
    _move(board, ok.rect.center)
    assert board.hover is not None and board.hover.key == ok.key
    board.draw_buttons(host.surface)
    assert _click(board, ok.rect.center) and host.submitted[-1] == (0, toy.Hide(0))


@pytest.mark.parametrize("size", SIZES)
def test_the_toy_board_lays_out_inside_every_window(size):
    host, board = _toy_table(size)
    area = pygame.Rect((0, 0), size)
    for r in board.hand_rects + [b.rect for b in board.buttons]:
        assert area.contains(r)
    host.draw()


def test_card_rows_with_a_least_height_lie_side_by_side_when_they_can():
    rect = pygame.Rect(0, 0, 600, 300)
    few = CardRow(rect, [RowCard(k) for k in range(4)], aspect=1.4, min_h=80)
    xs = [r.x for _c, r, _a in few.placed]
    assert all(b - a >= few.card_size[0] for a, b in zip(xs, xs[1:])), "no overlap when they fit"
    assert few.card_size[1] >= 80
    many = CardRow(rect, [RowCard(k) for k in range(12)], aspect=1.4, min_h=120)
    assert many.card_size[1] >= 120, "never under the least height: they overlap instead"
    top = CardRow(rect, [RowCard(k) for k in range(3)], aspect=1.4, max_h=100, valign="top")
    assert top.placed[0][1].y == int(100 * top.lift)
    assert CardRow(rect, [RowCard(k) for k in range(3)], max_h=100).placed[0][1].bottom == rect.bottom


def test_a_failing_animation_does_not_hold_the_host():
    host, board = _toy_table(follow=True)

    def broken(*args):
        raise RuntimeError("bad step")
    board.animate = broken
    with pytest.raises(RuntimeError):
        host.apply(0, toy.Hide(0))
    assert board.before is None and not board.busy()


def test_a_new_person_at_the_screen_sees_no_tooltip_of_the_last_ones_pointer():
    host, board = _toy_table()
    button = board.buttons[0]
    _move(board, button.rect.center)
    assert board.pointed is not None and board.pointed.tip == button.reason
    board.set_view(host.state.view_for(0), 0, True)          # the same person: the pointer stays
    assert board.pointed is not None
    board.set_view(host.state.view_for(1), 1, False)         # after a hand-off: until it moves
    assert board.pointed is None
    _move(board, button.rect.center)
    assert board.pointed is not None


def test_a_notice_is_dropped_when_the_screen_changes_hands_or_the_game_ends(monkeypatch):
    """A hint or refusal said to one person is not shown to the next one, nor on the end's board."""
    host, board = _toy_table()
    board.notice("a hint for player one", (10, 10), seconds=60)
    board.set_view(host.state.view_for(0), 0, True)          # the same person: it stays
    assert board.notices
    board.set_view(host.state.view_for(1), 1, False)         # after a hand-off: gone
    assert not board.notices
    board.notice("a hint for player two", (10, 10), seconds=60)
    over = host.state.view_for(1)
    monkeypatch.setattr(type(over), "is_over", lambda self: True)    # the game has ended meanwhile
    board.set_view(over, 1, False)
    assert not board.notices


def test_the_host_reads_every_board_hook_plainly_from_boardbase():
    """Each hook the host asks of a board is declared on BoardBase with a default and a
    docstring, and the app reads it as a method, not with ``getattr`` (a typo would pass)."""
    import pathlib

    from games.app.board.base import BoardBase
    hooks = ("merge_log", "deciding_lines", "close_held", "advice_keep_clear")
    for hook in hooks:
        assert callable(getattr(BoardBase, hook, None)), hook
        assert getattr(BoardBase, hook).__doc__, hook
    app = pathlib.Path(__file__).resolve().parent.parent / "games" / "app"
    for path in app.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for hook in hooks:
            assert f'"{hook}"' not in text, f"{path.name} reads {hook} with getattr"
