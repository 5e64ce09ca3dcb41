"""Caesar XL's Forum race box shows every warning that a side can win, at every window size and
in both languages: a small window shrinks, wraps or grows the box, and never leaves one out."""
import pygame
import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_info import military_words, threat_words
from games.caesar_xl.tests.xl_positions import position, put
from games.core.text import tr

LIVIA, MARCUS = R.CAESAR, R.POMPEY


def _both_threats():
    """Marcus at Optimates 6/7 (one step from a Forum win) and one march from a military one:
    Livia's Supreme Commander is dead and Marcus holds the richer cities."""
    s = position(phase="purchase", active=LIVIA, gold=(10, 10),
                 markers={"roma": LIVIA, **{c: MARCUS for c in (
                     "alexandria", "pergamum", "antiochia", "utica", "pontus", "numidia", "nova_carthago",
                     "messana", "gades", "byzantium", "athenae")}})
    put(s, LIVIA, "roma", "legion")
    put(s, MARCUS, "brundisium", "pompey", "cato", "scipio", "legion")
    s.forum = ["governorships"]                 # Optimates 1, claimable: Marcus holds squares abroad
    s.deck.draw("governorships")
    s.sc[LIVIA] = None
    return s


@pytest.mark.parametrize("lang,size", [("ja", (1000, 700)), ("ja", (1000, 650)), ("en", (1000, 650)),
                                       ("en", (1280, 800))])
def test_both_win_warnings_are_drawn_in_the_box(lang, size):
    # seen: ja at 1000x700 drew the military warning only; Marcus won by the Forum the next phase
    s = _both_threats()
    v = s.view_for(LIVIA)
    t = lambda key, **p: tr(key, lang, **p)     # noqa: E731
    want = [military_words(t, v, MARCUS, "Marcus"), threat_words(t, v, MARCUS, "Marcus", LIVIA)]
    assert all(want), want
    seats = [HostSeat(n, kind="ai" if i else "human") for i, n in enumerate(("Livia", "Marcus"))]
    host = SimpleHost(state=s, lang=lang, viewer=LIVIA, seats=seats)
    board = host.attach(Board(host), size)
    host.draw()
    # a map crowded with names everywhere (the box covers some wherever it stands): each line
    # folded away covers fewer, and still no warning may go
    m = board.geom["map"]
    board.race_avoid = lambda mapr: [pygame.Rect(x, y, 6, 6) for x in range(m.x, m.right, 24)
                                     for y in range(m.y, m.bottom, 24)]
    board.layout(pygame.Rect((0, 0), size))
    host.draw()
    red = [text for text, warn, *_ in board.forum_geom["lines"] if warn]
    assert red == want, (red, board.race_folded)
    r = board.forum_geom["rect"]
    assert board.geom["map"].contains(r), (r, board.geom["map"])



@pytest.mark.parametrize("lang,size", [("ja", (728, 700)), ("en", (728, 700)), ("ja", (1280, 800))])
def test_a_rows_red_frame_passes_clear_of_its_words(lang, size):
    # seen: at ja 1000x700 the red frame of "Marcus：オプティマテス6" crossed the foot of its words
    s = _both_threats()
    seats = [HostSeat(n, kind="ai" if i else "human") for i, n in enumerate(("リウィア", "マルクス"))]
    host = SimpleHost(state=s, lang=lang, viewer=LIVIA, seats=seats)
    board = host.attach(Board(host), size)
    host.draw()
    ui, r = board.ui, board.forum_geom["rect"]
    y = r.y + ui.s(29) + board._race_row()             # (Marcus's row, framed: 6 of 7)
    frame = pygame.Rect(r.x + ui.s(3), y - ui.s(1), r.w - ui.s(6), board._race_row() - ui.s(1))
    inner = frame.inflate(0, -2 * max(2, ui.s(2)))
    font = board.texts.font(ui.font_px(16, 10), True)
    assert inner.bottom >= y + font.get_height(), (inner, y, font.get_height())
