"""The Caesar board, headless: every phase draws in both languages, clicks on the real
positions of squares, stacks, targets, cards and the Pass button submit the right legal
actions, and nothing secret (the other side's committed card) reaches the screen."""
from __future__ import annotations

import json
import math
import random
import re
from pathlib import Path

import pygame
import pytest

from games.app.scenes.game import LOG_LEAST
from games.caesar import rules as R
from games.caesar.scene_preview import Table

HERE = Path(__file__).resolve().parent.parent
BOARD_FILES = [HERE / "scene.py"] + sorted((HERE / "board").glob("*.py"))


def click(table: Table, pos, button: int = 1) -> bool:
    return table.board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))


def spots(table: Table, kind: str):
    return [s for s in table.board.hotspots if isinstance(s.key, tuple) and s.key[0] == kind]


def play_until(table: Table, rng: random.Random, stop, limit: int = 400) -> bool:
    for _ in range(limit):
        if stop(table.state):
            return True
        if not table.random_move(rng):
            return False
        table.settle()
    return stop(table.state)


# ----- whole games ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang,seats,viewer,view_first", [("en", 3, "follow", True), ("ja", 4, "follow", False),
                                                          ("ja", 2, None, True), ("en", 5, 0, True)])
def test_whole_game_draws_every_phase(lang, seats, viewer, view_first):
    table = Table(seats, lang, viewer=None if viewer in (None, "follow") else viewer, size=(1000, 660),
                  follow=viewer == "follow", view_first=view_first, colour_blind=seats == 4)
    rng = random.Random(seats * 11 + len(lang))
    phases = set()
    moves = 0
    while table.state.to_act() and moves < 300:
        phases.add(table.state.phase)
        assert table.random_move(rng)
        moves += 1
        # draw in the middle of the animation, then finish it
        table.tick(0.45 + 0.4 * (moves % 3), dt=0.15)
        table.render()
        table.settle()
        assert not table.board.busy()
        if moves % 4 == 0:
            table.render()
    phases.add(table.state.phase)
    assert table.state.phase == R.PHASE_OVER
    assert {R.PHASE_PLACE, R.PHASE_PLAY, R.PHASE_OVER} <= phases
    # after the game the board has dropped every animation state and draws the final view
    assert table.board.before is None and table.board.duel is None and table.board.shown is table.board.view
    table.render()


def test_struggle_phase_and_reveal_draw_at_every_moment():
    for lang in ("en", "ja"):
        table = Table(2, lang, viewer=0, size=(1100, 720))
        rng = random.Random(3)
        assert play_until(table, rng, lambda s: s.phase == R.PHASE_STRUGGLE and all(
            s.committed[x] is None for x in s.struggle[:2]))
        a, d = table.state.struggle[:2]
        for seat in (a, d):
            table.apply(seat, table.state.legal_actions(seat)[0])
            for _ in range(25):
                table.tick(0.16, dt=0.08)
                table.render()
        table.settle()
        table.render()


# ----- clicks -----------------------------------------------------------------------------------

def test_setup_click_places_on_the_clicked_square():
    table = Table(3, "en", viewer=0)
    board = table.board
    places = spots(table, "place")
    assert sorted(s.key[1] for s in places) == list(range(25))
    target = 12
    assert click(table, board.square_rect(target).center)
    assert table.host.submitted[-1] == (0, R.Place(target))
    table.settle()
    assert table.state.board[target] == (0,)
    # not seat 0's turn: nothing is clickable, and a click says so
    assert not board.acting and not board.hotspots
    assert click(table, board.square_rect(3).center)
    assert len(table.host.submitted) == 1
    assert board.notices[-1].text == table.host.tr("core.err.not_your_turn", seat=table.host.seats[0].name)


def test_setup_highlights_only_empty_squares():
    table = Table(2, "en", viewer=0)
    rng = random.Random(1)
    play_until(table, rng, lambda s: s.placed >= 4 and s.current == 0)
    empty = {sq for sq in range(25) if not table.state.board[sq]}
    assert {s.key[1] for s in spots(table, "place")} == empty
    full = next(sq for sq in range(25) if table.state.board[sq])
    click(table, table.board.square_rect(full).center)
    assert all(a != R.Place(full) for _s, a in table.host.submitted)


def _to_my_play_turn(table: Table, rng: random.Random) -> None:
    def mine(s):
        return s.phase == R.PHASE_PLAY and s.current == 0 and s.moves_of(0)[1]
    assert play_until(table, rng, mine)


def test_select_a_stack_then_click_a_struggle_target():
    table = Table(3, "en", viewer=0)
    rng = random.Random(5)
    _to_my_play_turn(table, rng)
    board = table.board
    legal = table.state.legal_actions(0)
    fight = next(a for a in legal if isinstance(a, R.Struggle))
    # nothing selected: own stacks with a move glow, no targets yet
    assert {s.key[1] for s in spots(table, "src")} == {a.src for a in legal if hasattr(a, "src")}
    assert not spots(table, "struggle") and not spots(table, "ally")
    assert click(table, board.square_rect(fight.src).center)
    assert board.selected == fight.src
    want_f = {a.dst for a in legal if isinstance(a, R.Struggle) and a.src == fight.src}
    want_a = {a.dst for a in legal if isinstance(a, R.Ally) and a.src == fight.src}
    assert {s.key[1] for s in spots(table, "struggle")} == want_f
    assert {s.key[1] for s in spots(table, "ally")} == want_a
    table.render()
    n = len(table.host.submitted)
    assert click(table, board.square_rect(fight.dst).center)
    assert table.host.submitted[n:] == [(0, fight)]
    assert table.state.phase == R.PHASE_STRUGGLE


def test_click_elsewhere_deselects_and_ally_target_submits():
    table = Table(2, "ja", viewer=0)
    rng = random.Random(8)

    def mine(s):
        return s.phase == R.PHASE_PLAY and s.current == 0 and s.moves_of(0)[0]
    assert play_until(table, rng, mine)
    board = table.board
    ally = next(a for a in table.state.legal_actions(0) if isinstance(a, R.Ally))
    click(table, board.square_rect(ally.src).center)
    assert board.selected == ally.src
    # a click on the wooden frame lets go
    assert click(table, (board.geo["board"].x + 4, board.geo["board"].y + 4))
    assert board.selected is None
    assert not spots(table, "ally")
    # the same stack clicked twice lets go too
    click(table, board.square_rect(ally.src).center)
    click(table, board.square_rect(ally.src).center)
    assert board.selected is None
    click(table, board.square_rect(ally.src).center)
    n = len(table.host.submitted)
    click(table, board.square_rect(ally.dst).center)
    assert table.host.submitted[n:] == [(0, ally)]


def _pass_position(lang="en") -> Table:
    """Seat 0 on A1 and seat 1 on E5, neutrals everywhere else: seat 0 cannot struggle."""
    table = Table(2, lang, viewer=0)
    s = table.state
    s.board = [(R.NEUTRAL,)] * 25
    s.board[0] = (0,)
    s.board[24] = (1,)
    s.phase, s.current, s.placed = R.PHASE_PLAY, 0, 10
    table.refresh()
    return table


def test_pass_button_submits_pass():
    table = _pass_position()
    assert R.Pass() in table.state.legal_actions(0)
    rect = table.board.geo["pass_rect"]
    table.render()
    assert click(table, rect.center)
    assert table.host.submitted[-1] == (0, R.Pass())


def test_pass_button_is_disabled_with_the_reason_when_a_struggle_is_possible():
    table = Table(3, "en", viewer=0)
    _to_my_play_turn(table, random.Random(5))
    assert R.Pass() not in table.state.legal_actions(0)
    spot = next(s for s in table.board.hotspots if s.key == "pass")
    assert not spot.enabled and spot.tip == table.host.tr("caesar.err.must_struggle")
    n = len(table.host.submitted)
    assert click(table, spot.rect.center)
    assert len(table.host.submitted) == n
    assert table.board.notices[-1].text == spot.tip


def test_card_click_plays_the_card_under_the_pointer():
    table = Table(2, "en", viewer=0)
    rng = random.Random(2)
    assert play_until(table, rng, lambda s: s.phase == R.PHASE_STRUGGLE and 0 in s.struggle[:2]
                      and s.committed[0] is None)
    cards = spots(table, "pick")
    held = set(table.state.hands[0])
    assert {s.key[1] for s in cards} == held
    table.render()
    # the hand is fanned left to right in order; click the middle of one card's visible strip
    pick = cards[len(cards) // 2]
    n = len(table.host.submitted)
    assert click(table, pick.rect.center)                 # the first click picks it
    assert table.host.submitted[n:] == [] and table.board.picked == pick.key[1]
    pick = next(s for s in spots(table, "pick") if s.key == pick.key)
    assert click(table, pick.rect.center)                 # the second plays it
    assert table.host.submitted[n:] == [(0, R.PlayCard(pick.key[1]))]
    table.settle()
    assert 0 not in table.state.to_act()


# ----- secrets ------------------------------------------------------------------------------------

def _struggle_table(card_of_other: int, viewer: int | None) -> Table:
    table = Table(2, "en", viewer=viewer, size=(1000, 660))
    rng = random.Random(4)
    assert play_until(table, rng, lambda s: s.phase == R.PHASE_STRUGGLE and all(
        s.committed[x] is None for x in s.struggle[:2]))
    return table


@pytest.mark.parametrize("viewer", [0, None])
def test_other_sides_card_is_never_drawn(viewer):
    pictures = []
    for card in (2, 9):
        table = _struggle_table(card, viewer)
        s = table.state
        a, d = s.struggle[:2]
        other = d if viewer == a else a if viewer is not None else a
        if card not in s.hands[other]:
            card = s.hands[other][-1]
        table.apply(other, R.PlayCard(card))
        table.settle()
        table.board.time = 0.0
        surf = table.render()
        drawn = table.board.drawn_views[-1]
        # the board drew from a view in which the committed card is hidden
        assert drawn.committed[other] == R.HIDDEN
        assert drawn is table.board.view
        # the board keeps no true state
        assert all(v is not table.state for v in vars(table.board).values())
        pictures.append(pygame.image.tobytes(surf, "RGB"))
    assert pictures[0] == pictures[1], "the picture depends on the hidden card"


def test_own_committed_card_is_shown_face_up_to_its_owner():
    table = _struggle_table(0, 0)
    s = table.state
    if 0 not in s.struggle[:2]:
        pytest.skip("seat 0 not in this struggle")
    card = s.hands[0][0]
    table.apply(0, R.PlayCard(card))
    table.settle()
    duel = table.board.current_duel()
    mine = duel.card_a if duel.a == 0 else duel.card_d
    other = duel.card_d if duel.a == 0 else duel.card_a
    assert mine == card and other is None


def test_draw_code_reads_only_the_view():
    """The board modules never import or name anything that holds a true state."""
    for path in BOARD_FILES:
        src = path.read_text(encoding="utf-8")
        assert "new_game" not in src and "determinize" not in src and ".rng" not in src, path
        assert not re.search(r"\bsession\b", src), path


# ----- layout and words ----------------------------------------------------------------------------

@pytest.mark.parametrize("size,seats,lang", [((760, 540), 5, "ja"), ((1600, 1000), 2, "en"), ((900, 560), 4, "en")])
def test_layout_fits_the_rect(size, seats, lang):
    table = Table(seats, lang, viewer=0, size=size)
    rng = random.Random(1)
    play_until(table, rng, lambda s: s.phase == R.PHASE_PLAY)
    table.render()
    g = table.board.geo
    area = pygame.Rect(0, 0, *size)
    assert area.contains(g["board"])
    for p in g["panels"]:
        assert area.contains(p)
        assert not p.colliderect(g["board"])
    assert area.contains(g["pass_rect"])
    for sq in range(25):
        assert g["board"].contains(table.board.square_rect(sq))


def test_scene_catalogues_match_and_cover_the_code():
    en = json.loads((HERE / "scene_text_en.json").read_text(encoding="utf-8"))
    ja = json.loads((HERE / "scene_text_ja.json").read_text(encoding="utf-8"))
    assert en.keys() == ja.keys()
    assert all(k.startswith("caesar.ui.") for k in en)
    used = set()
    for path in BOARD_FILES:
        used |= set(re.findall(r'"(caesar\.ui\.[a-z_]+)"', path.read_text(encoding="utf-8")))
    assert len(used) > 20
    assert used <= set(en), used - set(en)
    for k in en:
        assert set(re.findall(r"{(\w+)}", en[k])) == set(re.findall(r"{(\w+)}", ja[k])), k


# ----- the board on the kit: sizes, the hand, reasons, the reveal --------------------------------------

WINDOW_SIZES = [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)]


def _board_area(size):
    """The rectangle the app's game scene gives a board in a window of ``size``."""
    w, h = size
    log_w = max(LOG_LEAST, min(340, int(w * 0.24)))
    return (w - log_w, h - 84)


def _check_inside(table: Table) -> None:
    board = table.board
    area = board.rect
    g = board.geo
    parts = [g["board"], g["foot"], g["duel"], *g["panels"]]
    if g["hand"] is not None:
        parts.append(g["hand"])
    for r in parts:
        assert area.contains(r), r
    for p in g["panels"]:
        assert not p.colliderect(g["board"])
        assert g["hand"] is None or not p.colliderect(g["hand"])
    assert g["hand"] is None or not g["hand"].colliderect(g["foot"])
    if board.row is not None:
        for _c, r, _a in board.row.placed:
            assert area.contains(r.move(0, -int(r.h * board.row.lift))), r
    for spot in board.hotspots:
        assert area.contains(spot.rect), spot
    for b in board.buttons:
        assert area.contains(b.rect), b


@pytest.mark.parametrize("size", WINDOW_SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang,seats", [("en", 5), ("ja", 3)])
def test_layout_and_texts_fit_every_window(size, lang, seats):
    area = _board_area(size)
    table = Table(seats, lang, viewer=0, size=area)
    board = table.board
    fitted = []
    real_draw = board.texts.draw

    def draw(surface, text, pos, px, bold=False, colour=None, anchor="topleft", width=None, *a, **k):
        r = real_draw(surface, text, pos, px, bold, colour, anchor, width, *a, **k)
        fitted.append((text, r, width))
        return r
    board.texts.draw = draw
    rng = random.Random(7)
    checked = set()
    struggles = 0
    for _ in range(200):
        s = table.state
        if s.phase not in checked or (s.phase == R.PHASE_STRUGGLE and struggles < 3):
            struggles += s.phase == R.PHASE_STRUGGLE
            fitted.clear()
            table.render()
            _check_inside(table)
            for text, r, width in fitted:
                assert board.rect.contains(r), (text, r)
                if width is not None:
                    assert r.w <= width + 2, (text, r.w, width)
            checked.add(s.phase)
        if s.phase == R.PHASE_OVER or not table.random_move(rng):
            break
        if s.phase == R.PHASE_STRUGGLE and struggles < 3:
            table.tick(0.9, dt=0.3)
            table.render()
        table.settle()
    assert {R.PHASE_PLACE, R.PHASE_PLAY, R.PHASE_STRUGGLE} <= checked
    # the pieces grow with the window
    assert board.geo["cell"] >= 60 * board.ui.scale


def test_the_hand_is_drawn_as_real_cards_of_readable_size():
    table = Table(3, "en", viewer=0, size=_board_area((1024, 640)))
    rng = random.Random(5)
    assert play_until(table, rng, lambda s: s.phase == R.PHASE_PLAY)
    board = table.board
    drawn = []
    real = board.card_image

    def spy(card, size, seat=None, dim=False):
        drawn.append((card, tuple(size), seat))
        return real(card, size, seat, dim)
    board.card_image = spy
    table.render()
    hand = [d for d in drawn if d[1] == board.row.card_size]
    assert sorted(c for c, _s, _seat in hand) == sorted(table.state.hands[0])
    assert all(seat == 0 for _c, _s, seat in hand)
    w, h = board.row.card_size
    assert h >= 80 and w >= 55, "cards, not chips"
    # every card shows at least its corner (a third of the card)
    for _card, hit in board.row.hits():
        assert hit.w >= w * 0.3 - 1
    # the public view has no hand
    public = Table(3, "en", viewer=None, size=_board_area((1024, 640)))
    assert public.board.row is None and public.board.geo["hand"] is None


def test_the_cards_to_choose_appear_at_once_and_play_with_a_second_click():
    table = Table(2, "en", viewer=0, size=_board_area((1280, 800)))
    rng = random.Random(3)

    def about_to_declare(s):
        return s.phase == R.PHASE_PLAY and s.current == 0 and any(
            isinstance(a, R.Struggle) for a in s.legal_actions(0))
    assert play_until(table, rng, about_to_declare)
    fight = next(a for a in table.state.legal_actions(0) if isinstance(a, R.Struggle))
    table.apply(0, fight)
    board = table.board
    # the declaration animates, and yet the hand is there and clickable at once
    assert board.busy() and board.choosing()
    table.tick(0.05)
    table.render()
    cards = spots(table, "pick")
    assert {s.key[1] for s in cards} == set(table.state.hands[0])
    assert all(s.live for s in cards)
    n = len(table.host.submitted)
    assert click(table, cards[0].rect.center)
    assert table.host.submitted[n:] == []
    assert click(table, next(s for s in spots(table, "pick") if s.key == cards[0].key).rect.center)
    assert table.host.submitted[n:] == [(0, R.PlayCard(cards[0].key[1]))]


def test_an_occupied_square_while_placing_says_why_near_the_click():
    for lang in ("en", "ja"):
        table = Table(2, lang, viewer=0)
        rng = random.Random(1)
        play_until(table, rng, lambda s: s.placed >= 3 and s.current == 0)
        full = next(sq for sq in range(25) if table.state.board[sq])
        pos = table.board.square_rect(full).center
        n = len(table.host.submitted)
        assert click(table, pos)
        assert len(table.host.submitted) == n
        note = table.board.notices[-1]
        want = table.host.render(table.state.explain_illegal(0, R.Place(full)))
        assert note.text == want and R.square_name(full) in note.text
        table.render()
        # shown where the player looks: next to the click
        assert note.box is not None and table.board.rect.contains(note.box)
        assert math.dist(note.box.center, pos) < max(note.box.w, note.box.h) / 2 + table.board.geo["cell"]


def test_play_clicks_that_cannot_act_say_why():
    table = Table(3, "en", viewer=0)
    _to_my_play_turn(table, random.Random(5))
    board = table.board
    s = table.state
    other = next(sq for sq in range(25) if s.board[sq] and s.owner(sq) not in (0, None))
    assert click(table, board.square_rect(other).center)
    assert board.notices[-1].text == table.host.render(s.explain_illegal(0, R.Ally(other, other)))
    fight = next(a for a in s.legal_actions(0) if isinstance(a, R.Struggle))
    click(table, board.square_rect(fight.src).center)
    targets = {a.dst for a in s.legal_actions(0) if getattr(a, "src", None) == fight.src}
    wrong = next(sq for sq in range(25) if sq not in targets and sq != fight.src and s.board[sq])
    n = len(table.host.submitted)
    assert click(table, board.square_rect(wrong).center)
    assert len(table.host.submitted) == n and board.selected is None
    text = board.notices[-1].text
    assert R.square_name(wrong) in text or "neutral" in text.lower() or "ally" in text.lower()


def test_the_verdict_and_totals_wait_for_both_cards_face_up():
    table = Table(2, "en", viewer=0, size=_board_area((1280, 800)))
    rng = random.Random(4)
    assert play_until(table, rng, lambda s: s.phase == R.PHASE_STRUGGLE and all(
        s.committed[x] is None for x in s.struggle[:2]))
    a, d = table.state.struggle[:2]
    table.apply(a, table.state.legal_actions(a)[0])
    table.settle()
    board = table.board
    before_hands = [tuple(h) for h in table.state.hands]
    table.apply(d, table.state.legal_actions(d)[-1])
    assert board.busy()
    seen_face_up = False
    for _ in range(80):
        duel = board.duel
        table.render()
        if duel is not None:
            assert not (duel.flipping and duel.face_up)
            if not duel.face_up:
                assert duel.verdict is None and duel.total_a is None
                # nothing of the result before the flip: the hands shown still hold both cards
                assert [tuple(h) for h in board.shown.hands] == before_hands
            else:
                seen_face_up = True
                # at the flip the cards leave the hands shown in the panels
                assert duel.card_a not in board.shown.hands[a] and duel.card_d not in board.shown.hands[d]
        if not board.busy():
            break
        # the host must hold its log while the board shows the old position
        assert board.before is not None
        table.tick(0.1, dt=0.05)
    assert seen_face_up and not board.busy() and board.shown is board.view


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_score_never_touches_its_label(lang, size):
    """The big number of counters sits above its label ("カウンター" touched it in Japanese)."""
    table = Table(3, lang, viewer=0, size=size)
    table.render()
    assert len(table.board.score_ink) == 3
    for seat, (digits_bottom, label_top) in table.board.score_ink.items():
        assert digits_bottom + 2 <= label_top, (seat, digits_bottom, label_top)   # a visible gap


def test_pass_waits_while_a_struggles_result_is_still_shown():
    """Pass is live on the player's turn, but while the struggle panel still shows a result
    it waits like the squares and the hand: drawn disabled, saying why, and a click on it
    passes nothing."""
    from games.caesar.board.struggle import Duel
    table = Table(2, "en", viewer=0)
    rng = random.Random(3)
    assert play_until(table, rng, lambda s: s.phase == R.PHASE_PLAY and s.current == 0
                      and R.Pass() in s.legal_actions(0), limit=2000), "a turn where Pass is allowed"
    board = table.board
    table.render()
    button = next(b for b in board.buttons if b.key == "pass")
    assert button.enabled
    board.duel = Duel(0, 1, 0, 1, (), ())                   # a struggle's result still on show
    table.render()
    n = len(table.host.submitted)
    click(table, button.rect.center)
    assert table.host.submitted[n:] == []
    assert not button.enabled and button.reason == board.tr("caesar.ui.pass_wait")
    board.duel = None
    table.render()
    assert click(table, button.rect.center) and table.host.submitted[n:] == [(0, R.Pass())]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_pass_forbidden_by_the_rules_says_so_while_a_struggle_is_shown(lang):
    """When a struggle is open to the player, Pass is off for that reason: the rules' words,
    even while a struggle's result is still shown (not "wait for the result")."""
    from games.caesar.board.struggle import Duel
    table = Table(2, lang, viewer=0)
    rng = random.Random(3)
    assert play_until(table, rng, lambda s: s.phase == R.PHASE_PLAY and s.current == 0
                      and R.Pass() not in s.legal_actions(0), limit=2000), "a turn where a struggle is open"
    board = table.board
    board.duel = Duel(0, 1, 0, 1, (), ())                   # a struggle's result still on show
    table.render()
    button = next(b for b in board.buttons if b.key == "pass")
    rules_words = board.tr("caesar.err.must_struggle")
    assert not button.enabled and button.reason == rules_words
    tip = next(h.tip for h in board.hotspots if h.key == "pass")
    assert tip == rules_words
