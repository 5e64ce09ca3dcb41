"""Drawing helpers, fonts and the board base class."""
import pygame

from games.app import draw as D
from games.app.board import BoardBase, SimpleHost
from games.app.draw import shadows
from games.app.fonts import Fonts, asset_path, check_pygame_ce, font_file


def test_pygame_is_ce_and_fonts_cover_japanese():
    check_pygame_ce()
    assert font_file() is not None and font_file(bold=True) is not None
    f = Fonts()
    font = f.get(20)
    assert f.get(20) is font and f.get(20, bold=True) is not font
    assert all(m is not None for m in font.metrics("元老院カエサル"))
    assert font.size("プレイヤー")[0] > 40


def test_asset_path_finds_the_art():
    assert asset_path("art", "icon.png").exists()
    assert asset_path("sounds", "flip.wav").exists()


def test_pieces_render_and_cache():
    f = Fonts()
    assert D.token(20, "red", "circle") is D.token(20, "red", "circle")
    assert D.token(20, "red").get_size() == (42, 42)
    s = D.stack(5, "blue", 18, "square", fonts=f)
    assert s.get_size() == D.stack_size(5, 18)
    face = D.card_face((80, 112), 7, "green", "triangle", label="Senatus", fonts=f)
    assert face.get_size() == (80, 112)
    assert D.card_back((80, 112)).get_size() == (80, 112)
    for v in range(1, 7):
        assert D.die_face(32, v, "red").get_size() == (32, 32)
    screen = pygame.Surface((300, 200))
    D.panel(screen, (10, 10, 200, 100))
    D.glow_rect(screen, (20, 20, 50, 50))
    for sym in D.SEAT_SYMBOLS:
        D.draw_symbol(screen, sym, (100, 100), 20, (255, 255, 255), (0, 0, 0))
    r = D.blit_stack(screen, (150, 150), 3, "yellow", 16)
    assert r.collidepoint(150, 150)
    D.laurel(screen, (150, 100), 40)
    assert D.background((300, 200)).get_size() == (300, 200)


def test_player_colours_are_distinct():
    cols = [D.PLAYER_COLOURS[c] for c in ("red", "blue", "green", "yellow", "purple", "neutral")]
    for i, a in enumerate(cols):
        for b in cols[i + 1:]:
            assert sum(abs(x - y) for x, y in zip(a, b)) > 90


def test_wrap_text_latin_and_japanese():
    font = Fonts().get(16)
    lines = D.wrap_text(font, "The senate debates the conspiracy of Catiline tonight", 120)
    assert len(lines) > 1 and all(font.size(l)[0] <= 120 for l in lines)
    assert " ".join(lines) == "The senate debates the conspiracy of Catiline tonight"
    ja = "元老院は、カティリナの陰謀について審議している。「一票」で勝負が決まる。"
    lines = D.wrap_text(font, ja, 100)
    assert "".join(lines) == ja and len(lines) > 2
    assert all(not l.startswith(("、", "。", "」")) for l in lines)
    assert all(not l.endswith("「") for l in lines)
    assert D.wrap_text(font, "a\n\nb", 100) == ["a", "", "b"]
    screen = pygame.Surface((200, 100))
    h = D.draw_wrapped(screen, ja, (0, 0, 200, 100), font)
    assert 0 < h <= 100 + font.get_linesize()


class DemoBoard(BoardBase):
    def rebuild(self):
        super().rebuild()
        if self.view is not None:
            self.add_hotspot((self.rect.x + 10, self.rect.y + 10, 40, 40), action="take")

    def draw_board(self, surface):
        surface.blit(D.token(15, self.colour(0), self.symbol(0)), (self.rect.x + 60, self.rect.y + 10))


def _click(pos):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)


def test_board_base_with_a_simple_host():
    host = SimpleHost()
    board = DemoBoard(host)
    board.layout((0, 0, 300, 200))
    board.set_view(object(), 0, True)
    screen = pygame.Surface((300, 200))
    board.update(0.1)
    board.draw(screen)
    assert board.hint() is None and not board.busy()
    assert board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(20, 20), rel=(0, 0), buttons=(0, 0, 0))) \
        is False
    assert board.hover is not None
    assert board.handle_event(_click((20, 20))) and host.submitted == [(0, "take")]
    assert not board.handle_event(_click((200, 150)))
    # a click while animating skips instead of acting
    box = type("B", (), {"x": 0})()
    host.anim.tween(box, "x", 1, 5.0)
    assert board.busy() and board.handle_event(_click((20, 20)))
    assert not board.busy() and box.x == 1 and len(host.submitted) == 1
    # not acting: no submission
    board.set_view(object(), 1, False)
    assert not board.handle_event(_click((20, 20))) and len(host.submitted) == 1
    board.on_events(0, "take", [], None, None)
    assert host.seat_symbol(1) == "square" and host.seat_colour(0) == D.PLAYER_COLOURS["red"]


def test_the_process_fonts_outlive_a_quit_of_pygame():
    """The window's fonts are the process's; a window closed with ``pygame.quit()`` and another
    opened after it draws text (the screenshots of several screens in one process did)."""
    import pygame
    from games.app.fonts import default_fonts, quit_pygame
    fonts = default_fonts()
    pygame.init()
    fonts.get(17).render("Roma", True, (0, 0, 0))
    quit_pygame()
    pygame.init()
    assert fonts.get(17).render("Roma", True, (0, 0, 0)).get_width() > 0


def test_a_glow_keeps_one_halo_for_all_its_strengths():
    """The strength is the halo's surface alpha: a glow drawn at a hundred strengths
    keeps one picture (one per strength kept 128 pictures of up to 256 KB)."""
    import pygame
    from games.app import draw
    pygame.init()
    surface = pygame.Surface((200, 200))
    shadows._glow.cache_clear()
    for k in range(100):
        draw.glow_rect(surface, (50, 50, 60, 60), strength=k / 100 + 0.01)
    assert shadows._glow.cache_info().currsize == 1
    # and the halo is drawn as strong as asked: a faint one leaves less colour than a strong one
    faint, strong = pygame.Surface((200, 200)), pygame.Surface((200, 200))
    draw.glow_rect(faint, (50, 50, 60, 60), strength=0.2)
    draw.glow_rect(strong, (50, 50, 60, 60), strength=1.0)
    assert sum(faint.get_at((52, 50))[:3]) < sum(strong.get_at((52, 50))[:3])


def test_shadows_of_every_size_share_one_blurred_small_shadow(monkeypatch):
    """A window resized to sizes never seen made each big panel's shadow blur a small one anew
    (the small side followed the big one's length on the blur's grid: 5-20 ms each, 8 of them
    at a resize over Catilina's board); every long side is cut from one small side now, so
    shadows of any size blur once per radius, blur and alpha."""
    blurred = []
    make = shadows._blurred_shadow.__wrapped__
    monkeypatch.setattr(shadows._blurred_shadow, "__wrapped__", lambda *a: blurred.append(a) or make(*a))
    for cache in (shadows._shadow, shadows._shadow_slices, shadows._shadow_kit, shadows._blurred_shadow):
        cache.cache_clear()             # (a test run before this one in the process kept the pieces)
    sizes = [(300 + 37 * k, 260 + 23 * k) for k in range(12)] + [(1203 + 5 * k, 700 - 3 * k) for k in range(6)]
    surface = pygame.Surface((2000, 1200), pygame.SRCALPHA)
    for w, h in sizes:
        D.panel(surface, (10, 10, w, h), radius=12)
        shadows._shadow(w, h, 12, 8, 110)
    assert len(blurred) == 1, blurred
    # a long side and a short one: one blur per short side, whatever the long one
    for k in range(6):
        shadows._shadow(500 + 41 * k, 60, 12, 8, 110)
    assert len(blurred) == 2, blurred


def test_the_small_shadows_of_every_radius_stay_kept_across_resizes(monkeypatch):
    """Panels' radii follow the window's scale (4-14 px), so each resize asked for small shadows
    of other radii; kept whole, a few filled their budget and were blurred again at the next
    resize. Their pieces are kept instead: every radius is blurred once."""
    blurred = []
    make = shadows._blurred_shadow.__wrapped__
    monkeypatch.setattr(shadows._blurred_shadow, "__wrapped__", lambda *a: blurred.append(a) or make(*a))
    for cache in (shadows._shadow, shadows._shadow_slices, shadows._shadow_kit, shadows._blurred_shadow):
        cache.cache_clear()
    surface = pygame.Surface((1600, 1000), pygame.SRCALPHA)
    for k in range(3):                           # three resizes, each with every radius
        for radius in range(4, 15):
            D.panel(surface, (10, 10, 600 + 31 * k + radius, 500 - 17 * k), radius=radius)
    assert len(blurred) == 11, blurred
