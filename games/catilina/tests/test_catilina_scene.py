"""The Catilina board, headless: every phase draws in both languages, clicks on the
pieces where they are drawn submit legal actions, the notes stay private and are
kept in the record's extras, and nothing secret reaches the board."""
from __future__ import annotations

import random

import pytest

pygame = pytest.importorskip("pygame")

from games.catilina import rules
from games.catilina.rules import Accuse, AccuseCard, Ask, EndTurn, Give
from games.catilina.scene import Board
from games.catilina.scene_fx import CardTrip
from games.catilina.tests.catilina_scene_kit import (  # noqa: F401
    Host,
    _pygame,
    board_source,
    click,
    draw,
    make,
    policy,
    show,
    step,
)


@pytest.mark.parametrize("lang,n,opts,viewer,size", [
    ("en", 4, {}, 0, (1280, 720)),
    ("ja", 5, {"keep": True}, 2, (1024, 640)),
    ("ja", 3, {"individual": True}, 1, (1600, 900)),
    ("en", 4, {"individual": True, "keep": True}, None, (1280, 720)),
])
def test_whole_game_draws(lang, n, opts, viewer, size):
    state, host, board = make(n, 7, opts, lang, viewer, size)
    surface = pygame.Surface(size)
    rng = random.Random(3)
    draw(board, host, surface)
    phases = set()
    i = 0
    while not state.is_over() and i < 200:
        if i == 8 and viewer is not None:
            board.notes().assist = True
        seat = state.to_act()[0]
        step(state, board, viewer, seat, policy(state, seat, rng, i, 10, 16))
        phases.add(state.phase)
        # a frame in the middle of the animations, then one after
        draw(board, host, surface, advance=0.5)
        if i % 3 == 0 and board.acting and board.view.phase == "ask":
            board._open_accuse()
            draw(board, host, surface)
            board._close_dialog()
        host.anim.skip()
        draw(board, host, surface)
        i += 1
    assert state.is_over()
    assert "over" in phases
    draw(board, host, surface)
    assert not board.busy()
    # the end is drawn with the conspirators face up
    assert board.view.conspirators is not None


def test_layout_scales_and_japanese_fits():
    for lang in ("en", "ja"):
        for size in ((1024, 640), (1920, 1080)):
            state, host, board = make(5, 2, {}, lang, 0, size)
            surface = pygame.Surface(size)
            draw(board, host, surface)
            for spot in board.hotspots:
                assert board.rect.contains(spot.rect), spot.key


# ----- clicks -----------------------------------------------------------------------------------------

def test_question_dialog_submits_a_legal_ask():
    state, host, board = make(4, 5, {}, "en", 0)
    assert board.acting
    assert click(board, ("ask_target", 2))
    assert click(board, ("ask_colour", 3))
    assert click(board, ("ask_go",))
    seat, action = host.submitted[-1]
    assert (seat, action) == (0, Ask(2, "colour", 3))
    assert action in state.legal_actions(0)
    # a value to everyone
    assert click(board, ("ask_target", -1))
    assert click(board, ("ask_value", 5))
    assert click(board, ("ask_go",))
    assert host.submitted[-1] == (0, Ask(-1, "value", 5))


def test_only_legal_questions_are_offered_keep_variant():
    state, host, board = make(3, 4, {"keep": True}, "en", 1)
    rng = random.Random(1)
    step(state, board, 1, 0, Ask(1, "colour", 0))
    host.anim.skip()
    assert state.to_act() == (1,)
    # seat 0 just asked seat 1 for red: seat 1 may not ask seat 0 alone for red
    assert Ask(0, "colour", 0) not in state.legal_actions(1)
    click(board, ("ask_colour", 0))
    spot = next(s for s in board.hotspots if s.key == ("ask_target", 0))
    assert not spot.enabled
    del rng


def _open(board, kind):
    """The keys of the enabled buttons of one row of a dialog (``ask_target``, ``sum``…)."""
    return {s.key[-1] for s in board.hotspots if isinstance(s.key, tuple) and s.key[0] == kind and s.enabled}


def test_question_buttons_open_exactly_the_legal_questions_whichever_row_is_chosen_first():
    state, host, board = make(3, 4, {"keep": True}, "en", 1)
    step(state, board, 1, 0, Ask(1, "colour", 0))    # seat 1 may not ask seat 0 alone for red now
    host.anim.skip()
    legal = {a for a in state.legal_actions(1) if isinstance(a, Ask)}
    targets = [-1] + board.others()
    whats = [("colour", c) for c in range(5)] + [("value", v) for v in range(1, 7)]

    def unchosen():
        board.sel_target = board.sel_kind = board.sel_attr = None
        board.rebuild()

    unchosen()
    assert _open(board, "ask_target") == {a.target for a in legal}
    assert _open(board, "ask_colour") == {a.attr for a in legal if a.kind == "colour"}
    assert _open(board, "ask_value") == {a.attr for a in legal if a.kind == "value"}
    for t in targets:                                # whom first: what may be asked of them
        unchosen()
        click(board, ("ask_target", t))
        assert _open(board, "ask_colour") == {c for c in range(5) if Ask(t, "colour", c) in legal}, t
        assert _open(board, "ask_value") == {v for v in range(1, 7) if Ask(t, "value", v) in legal}, t
    for kind, attr in whats:                         # what first: whom it may be asked of
        unchosen()
        click(board, (f"ask_{kind}", attr))
        assert _open(board, "ask_target") == {t for t in targets if Ask(t, kind, attr) in legal}, (kind, attr)
        for t in targets:
            board.sel_target = t
            board.rebuild()
            assert bool(_open(board, "ask_go")) == (Ask(t, kind, attr) in legal), (t, kind, attr)
    assert Ask(0, "colour", 0) not in legal and Ask(2, "colour", 0) in legal   # the case is really there


def test_accusation_buttons_open_exactly_the_legal_accusations():
    state, host, board = make(4, 6, {}, "en", 0)
    click(board, ("accuse_open",))
    assert _open(board, "sum") == {a.total for a in state.legal_actions(0) if isinstance(a, Accuse)}
    assert not _open(board, "accuse_go")
    state, host, board = make(3, 6, {"individual": True}, "en", 0)
    click(board, ("accuse_open",))
    cards = {a.card for a in state.legal_actions(0) if isinstance(a, AccuseCard)}
    assert _open(board, "acc_card") == cards and len(cards) < 30
    assert not _open(board, "end_turn")


def test_the_dialogs_open_what_the_suite_picker_says(monkeypatch):
    """The buttons follow the picker: a picker that offers only the first value of a field
    leaves one button open in each row."""
    from games.app.picker import Picker
    real = Picker.still_possible
    monkeypatch.setattr(Picker, "still_possible",
                        lambda self, field, given=None, /, **values: real(self, field, given, **values)[:1])
    state, host, board = make(4, 5, {}, "en", 0)
    assert len(_open(board, "ask_target")) == len(_open(board, "ask_colour")) == len(_open(board, "ask_value")) == 1
    click(board, ("accuse_open",))
    assert len(_open(board, "sum")) == 1
    state, host, board = make(3, 6, {"individual": True}, "en", 0)
    click(board, ("accuse_open",))
    assert len(_open(board, "acc_card")) == 1


def test_give_click_passes_the_clicked_matching_card():
    for seed in range(1, 40):
        state, host, board = make(4, seed, {}, "en", 0)
        step(state, board, 0, 0, Ask(1, "colour", 0))
        host.anim.skip()
        hand = state.hands[0]
        kinds = [("colour", c) for c in range(5)] + [("value", v) for v in range(1, 7)]
        pick = next(((k, a) for k, a in kinds
                     if sum(rules.matches(c, k, a) for c in hand) >= 2
                     and Ask(-1, k, a) in state.legal_actions(1)), None)
        if pick is None:
            continue
        step(state, board, 0, 1, Ask(-1, *pick))
        host.anim.skip()
        if 0 not in state.to_act():
            continue
        assert board.acting
        gives = [s for s in board.hotspots if isinstance(s.key, tuple) and s.key[0] == "give"]
        matching = [c for c in hand if rules.matches(c, *pick)]
        assert sorted(s.key[1] for s in gives) == sorted(matching)
        target = matching[-1]
        assert click(board, ("give", target))
        assert host.submitted[-1] == (0, Give(target))
        assert Give(target) in state.legal_actions(0)
        return
    pytest.fail("no seed gave a choice to pass")


def test_accusation_dialog_sum_and_single_cards():
    state, host, board = make(4, 6, {}, "ja", 0)
    assert click(board, ("accuse_open",))
    assert board.dialog == "accuse"
    # the question dialog is hidden under the modal dialog
    assert not any(s.key == ("ask_go",) or (isinstance(s.key, tuple) and s.key[0] == "ask_target")
                   for s in board.hotspots)
    assert click(board, ("sum", 19))
    assert click(board, ("accuse_go",))
    assert host.submitted[-1] == (0, Accuse(19))
    assert click(board, ("cancel",))
    assert board.dialog is None

    state, host, board = make(3, 6, {"individual": True}, "en", 0)
    click(board, ("accuse_open",))
    own = set(state.hands[0])
    spots = {s.key[1]: s for s in board.hotspots if isinstance(s.key, tuple) and s.key[0] == "acc_card"}
    assert all(not spots[c].enabled for c in own)
    other = next(c for c in range(30) if c not in own)
    assert click(board, ("acc_card", other))
    assert click(board, ("accuse_go",))
    assert host.submitted[-1] == (0, AccuseCard(other))
    # after a card accusation the dialog stays open with "end turn"
    step(state, board, 0, 0, AccuseCard(other))
    assert board.dialog == "accuse"
    assert click(board, ("end_turn",))
    assert host.submitted[-1] == (0, EndTurn())


# ----- notes ---------------------------------------------------------------------------------------------

def test_notes_cycle_totals_and_are_saved_in_extras():
    state, host, board = make(4, 2, {}, "en", 0)
    own = set(state.hands[0])
    card = next(c for c in range(30) if c not in own)
    key = ("mark", card, "1")
    assert click(board, key)
    assert host.extras["notes:0"]["marks"] == {f"{card}:1": "has"}
    assert host.saves == 1
    click(board, key)
    assert host.extras["notes:0"]["marks"] == {f"{card}:1": "not"}
    click(board, key)
    assert host.extras["notes:0"]["marks"] == {}
    # own cards have no mark boxes: they are circled as "mine"
    assert not any(s.key == ("mark", min(own), "1") for s in board.hotspots)
    # totals: left click counts up, right click down
    tkey = ("total", "col", 2, "c")
    click(board, tkey)
    click(board, tkey)
    assert host.extras["notes:0"]["totals"] == {"col2:c": 1}
    click(board, tkey, button=3)
    assert host.extras["notes:0"]["totals"] == {"col2:c": 0}
    # the assist toggle (on from the start)
    assert host.extras["notes:0"]["assist"] is True
    click(board, ("assist",))
    assert host.extras["notes:0"]["assist"] is False
    click(board, ("assist",))
    assert host.extras["notes:0"]["assist"] is True
    surface = pygame.Surface(board.rect.size)
    draw(board, host, surface)
    assist = board.assist()
    assert assist is not None
    for c in own:
        for loc in ("1", "2", "3", "c"):
            assert assist.mark(c, loc) == "not"


def test_notes_are_private_to_their_seat():
    state, host, board = make(4, 2, {}, "en", 0)
    card = next(c for c in range(30) if c not in state.hands[0])
    click(board, ("mark", card, "2"))
    # the next person at the screen sees their own (empty) sheet
    show(state, board, 1)
    assert board.notes().data is host.extras["notes:1"]
    assert host.extras["notes:1"].get("marks") == {}
    assert board.notes().mark(card, "2") is None
    surface = pygame.Surface(board.rect.size)
    draw(board, host, surface)
    # the public view shows no notes at all
    show(state, board, None)
    assert board.notes() is None
    assert board.L["notes"] is None
    assert not any(isinstance(s.key, tuple) and s.key[0] in ("mark", "total", "assist") for s in board.hotspots)
    draw(board, host, surface)


# ----- secrets ---------------------------------------------------------------------------------------------

def test_board_sees_only_its_view_and_others_hands_are_backs():
    state, host, board = make(4, 9, {}, "en", 0)
    v = board.view
    assert v.hands[0] == state.hands[0]
    assert all(v.hands[s] is None for s in (1, 2, 3))
    assert v.conspirators is None
    # two deals that differ only in what seat 0 cannot see draw the same pixels
    other = state.clone()
    h1, h2 = list(other.hands[1]), list(other.hands[2])
    h1[0], h2[0] = h2[0], h1[0]
    other.hands[1], other.hands[2] = tuple(sorted(h1)), tuple(sorted(h2))
    other.conspirators = tuple(reversed(other.conspirators))
    host2 = Host(lang="en", seats=host.seats)
    board2 = Board(host2)
    board2.layout(board.rect)
    show(other, board2, 0)
    s1, s2 = pygame.Surface(board.rect.size), pygame.Surface(board.rect.size)
    board.draw(s1)
    board2.draw(s2)
    assert pygame.image.tobytes(s1, "RGB") == pygame.image.tobytes(s2, "RGB")
    # the scene never reaches for the true state or the game's generator
    src = board_source()
    for word in ("determinize", "host.state", "session", "random."):
        assert word not in src


def test_shown_cards_face_up_only_for_asker():
    for viewer, expect_faces in ((0, True), (1, True), (2, False)):
        state, host, board = make(4, 11, {}, "en", viewer)
        host.anim.speed = 1.0
        # find a question of 0 to 1 with matching cards
        ask = max((a for a in state.legal_actions(0) if isinstance(a, Ask) and a.target == 1),
                  key=lambda a: sum(rules.matches(c, a.kind, a.attr) for c in state.hands[1]))
        step(state, board, viewer, 0, ask)
        trips = [f for f in board.fx if isinstance(f, CardTrip)]
        assert trips, "cards should travel"
        faces = [t.face is not None for t in trips]
        assert all(faces) if expect_faces else not any(faces)
        assert board.busy()
        surface = pygame.Surface(board.rect.size)
        draw(board, host, surface, advance=0.6)
        host.anim.skip()
        assert not board.busy()


def test_every_word_of_the_board_is_in_both_catalogues():
    import re

    from games.core.text import catalogue
    cat = catalogue()
    src = board_source()
    keys = set(re.findall(r'"(catilina\.[\w.]+)"', src))
    keys |= {f"catilina.ui.ask_{n}" for n in ("whom", "colour", "value")}
    keys |= {f"catilina.colour.{c}" for c in range(5)}
    assert len(keys) > 40
    for key in keys:
        assert key in cat["en"] and key in cat["ja"], key


def test_keys_enter_asks_and_escape_closes_the_dialog():
    state, host, board = make(4, 5, {}, "en", 0)
    click(board, ("ask_target", 1))
    click(board, ("ask_value", 2))
    assert board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert host.submitted[-1] == (0, Ask(1, "value", 2))
    click(board, ("accuse_open",))
    assert board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert board.dialog is None


# ----- the asker's look at the cards passed to them (pass-and-play) ----------------------------------------
