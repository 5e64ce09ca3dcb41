"""The Catilina board, headless: every phase draws in both languages, clicks on the
pieces where they are drawn submit legal actions, the notes stay private and are
kept in the record's extras, and nothing secret reaches the board."""
from __future__ import annotations

import random

import pytest

pygame = pytest.importorskip("pygame")

from games.app.board import SimpleHost, _Seat  # noqa: E402
from games.core.actions import events_for  # noqa: E402
from games.catilina import rules  # noqa: E402
from games.catilina import scene as scene_mod  # noqa: E402
from games.catilina.rules import Accuse, AccuseCard, Ask, EndTurn, Give  # noqa: E402
from games.core.text import Msg  # noqa: E402
from games.catilina.scene import Board  # noqa: E402
from games.catilina.scene_fx import CardTrip, Flip  # noqa: E402

def board_source() -> str:
    """The source of every module of the board (``scene.py`` and the ``scene_*.py`` it is built from)."""
    import pathlib
    folder = pathlib.Path(scene_mod.__file__).parent
    return "\n".join(f.read_text(encoding="utf-8") for f in sorted(folder.glob("scene*.py")))


NAMES = ["Livia", "Marcus", "Cornelia", "Gaius", "Tullia"]
COLOURS = ["blue", "green", "yellow", "purple", "red"]


class Host(SimpleHost):
    """SimpleHost plus the record extras the real GameScene offers."""

    def __init__(self, **kw):
        super().__init__(**kw)
        self.extras: dict = {}
        self.saves = 0

    def save_extras(self) -> None:
        self.saves += 1


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


def make(n=4, seed=1, opts=None, lang="en", viewer=0, size=(1280, 720)):
    state = rules.new_game(n, seed, opts or {})
    host = Host(lang=lang, seats=[_Seat(NAMES[i], colour=COLOURS[i]) for i in range(n)])
    board = Board(host)
    board.layout(pygame.Rect(0, 0, *size))
    show(state, board, viewer)
    return state, host, board


def show(state, board, viewer):
    view = state.view_for(viewer)
    board.set_view(view, viewer, viewer is not None and viewer in view.to_act())


def step(state, board, viewer, seat, action):
    before = state.view_for(viewer)
    events = state.apply(seat, action)
    after = state.view_for(viewer)
    board.set_view(after, viewer, viewer is not None and viewer in after.to_act())
    board.on_events(seat, action, events_for(events, viewer), before, after)
    return events


def policy(state, seat, rng, i, wrong_at, right_at):
    """A quick test driver (it may look at the true state; the board never does)."""
    acts = state.legal_actions(seat)
    if state.phase == "give":
        return rng.choice(acts)
    if state.phase == "accusing":
        return EndTurn()
    if state.individual:
        if i >= right_at:
            cards = [a for a in acts if isinstance(a, AccuseCard)]
            good = [a for a in cards if a.card in state.conspirators]
            return (good or cards)[0]
    else:
        total = sum(rules.value_of(c) for c in state.conspirators)
        if i >= right_at:
            return Accuse(total)
        if i == wrong_at:
            return Accuse(total + 1) if Accuse(total + 1) in acts else Accuse(total - 1)
    return rng.choice([a for a in acts if isinstance(a, Ask)])


def draw(board, host, surface, advance=0.0):
    if advance:
        host.anim.update(advance)
        board.update(advance)
    board.update(0.016)
    board.draw(surface)


def click(board, key, button=1):
    spot = next((s for s in board.hotspots if s.key == key), None)
    assert spot is not None, f"no hotspot {key}"
    pos = spot.rect.center
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    return board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def until_turn(state, board, viewer, seat, rng):
    for _ in range(60):
        if state.to_act() == (seat,) and state.phase == "ask":
            return
        s = state.to_act()[0]
        acts = state.legal_actions(s)
        a = rng.choice([x for x in acts if isinstance(x, (Ask, Give))])
        step(state, board, viewer, s, a)
        board.host.anim.skip()
    raise AssertionError("seat never got the turn")


# ----- every phase draws ----------------------------------------------------------------------------

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

def ask_everyone(state, board, viewer, seed=0):
    """Seat 0 asks everyone for what most others hold; every giver passes its first choice.
    The board (showing ``viewer``) gets the new view and the viewer's events, as from the host.
    Returns the unfiltered events."""
    n = state.n_seats
    best = max((a for a in state.legal_actions(0) if isinstance(a, Ask) and a.target == -1),
               key=lambda a: sum(any(rules.matches(c, a.kind, a.attr) for c in state.hands[s]) for s in range(1, n)))
    before = state.view_for(viewer)
    events = list(state.apply(0, best))
    while state.phase == "give":
        s = state.to_act()[0]
        events += state.apply(s, state.legal_actions(s)[-1])
    after = state.view_for(viewer)
    board.set_view(after, viewer, viewer is not None and viewer in after.to_act())
    board.on_events(0, best, events_for(events, viewer), before, after)
    return events


def test_review_after_ask_everyone_holds_until_seen():
    state, host, board = make(4, 3, {}, "ja", 0, (1024, 640))
    events = ask_everyone(state, board, 0)
    shown = {sh.giver: sh.cards for sh in state.shown if sh.asker == 0}
    assert shown, "somebody passed a card"
    # the host is told to show these events to the asker, and the board holds until seen
    assert Board.review_seat(events) == 0
    assert board.holding()
    rows = {giver: cards for giver, _, cards in board.review["rows"]}
    assert rows == {g: shown.get(g, ()) for g in (1, 2, 3)}
    surface = pygame.Surface((1024, 640))
    draw(board, host, surface, advance=0.3)
    host.anim.skip()
    draw(board, host, surface)
    assert not board.busy() and board.holding(), "the animations end, the look does not"
    # every card passed lies face up in the review, under the name of who passed it
    for giver, cards in shown.items():
        for c in cards:
            r = board.review_rect(giver, c)
            assert r is not None and board.L["info"].contains(r)
    assert click(board, ("review_done",))
    assert not board.holding() and board.review is None
    assert not any(s.key == ("review_done",) for s in board.hotspots)


def test_review_after_asking_one_player_and_enter_confirms():
    state, host, board = make(3, 5, {}, "en", 0)
    ask = max((a for a in state.legal_actions(0) if isinstance(a, Ask) and a.target == 1),
              key=lambda a: sum(rules.matches(c, a.kind, a.attr) for c in state.hands[1]))
    step(state, board, 0, 0, ask)
    assert board.holding()
    (giver, count, cards), = board.review["rows"]
    assert giver == 1 and count == len(cards) > 0
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    assert not board.handle_event(enter) and board.holding(), "no confirming what is still on its way"
    host.anim.skip()
    assert board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert not board.holding()


def test_no_review_for_others_or_with_one_person_at_the_screen():
    # the giver watching does not get the asker's look
    state, host, board = make(4, 3, {}, "en", 1)
    ask_everyone(state, board, 1)
    assert not board.holding()
    # one person against computers: the cards travel to them, nothing waits
    state, host, board = make(4, 3, {}, "en", 0)
    for s in host.seats[1:]:
        s.kind = "ai"
    events = ask_everyone(state, board, 0)
    assert Board.review_seat(events) == 0
    assert not board.holding()


def test_a_new_viewer_sees_nothing_of_the_last_one():
    state, host, board = make(4, 3, {}, "en", 0)
    ask_everyone(state, board, 0)
    surface = pygame.Surface(board.rect.size)
    draw(board, host, surface, advance=0.6)       # cards face up on their way to the asker
    assert board.busy() and board.holding()
    assert any(isinstance(f, CardTrip) and f.face is not None for f in board.fx)
    # the host hands the screen over: the public view at once
    board.set_view(state.view_for(None), None, False)
    assert not board.busy() and not board.holding()
    assert board.fx == [] and board.review is None and board.shown is board.view
    draw(board, host, surface)
    # exactly what a board that never saw seat 0's view draws
    fresh_host = Host(lang="en", seats=host.seats)
    fresh = Board(fresh_host)
    fresh.layout(board.rect)
    fresh.set_view(state.view_for(None), None, False)
    other = pygame.Surface(board.rect.size)
    fresh.draw(other)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(other, "RGB")


# ----- text follows the animation ------------------------------------------------------------------------------

def spy_texts(board):
    """Every string the board renders from now on."""
    seen = []
    real = board.text

    def text(s, *a, **kw):
        seen.append(str(s))
        return real(s, *a, **kw)
    board.text = text
    return seen


@pytest.mark.parametrize("opts", [{}, {"individual": True}])
def test_conspirators_are_named_only_after_their_cards_flip(opts):
    state, host, board = make(3, 4, opts, "en", 0)
    rng = random.Random(5)
    i = 0
    while True:
        seat = state.to_act()[0]
        action = policy(state, seat, rng, i, 99, 6)
        if state.phase == "ask" and isinstance(action, (Accuse, AccuseCard)) and \
                (not state.individual or len(state.accused) == rules.INDIVIDUAL_LIMIT - 1):
            break
        step(state, board, 0, seat, action)
        host.anim.skip()
        i += 1
    if state.individual:   # accuse up to the limit: the last card ends the game
        while not state.is_over():
            cards = [a for a in state.legal_actions(state.turn) if isinstance(a, AccuseCard)]
            if len(state.accused) < rules.INDIVIDUAL_LIMIT - 1:
                step(state, board, 0, state.turn, cards[0])
                host.anim.skip()
                continue
            break
    consp = state.conspirators
    total = sum(rules.value_of(c) for c in consp)
    names = [host.render(rules.card_msg(c)) for c in consp]
    seen = spy_texts(board)
    final = state.legal_actions(state.turn)
    action = Accuse(total) if not state.individual else next(a for a in final if isinstance(a, AccuseCard))
    step(state, board, 0, state.turn, action)
    assert state.is_over()
    surface = pygame.Surface(board.rect.size)
    while board.busy():
        assert board.shown.conspirators is None
        # the face-down pile stays drawn until its flip begins (no empty pile under the verdict)
        flips = [f for f in board.fx if isinstance(f, Flip)]
        assert flips
        if not any(f.started for f in flips):
            assert not board.hides(("pile", 0))
        draw(board, host, surface, advance=0.1)
        said = " | ".join(seen)
        if board.busy():
            assert host.tr("catilina.ui.pile_sum", total=total) not in said
            assert host.render(state.result.reason) not in said
            assert not any(name in said for name in names), said
    draw(board, host, surface)
    said = " | ".join(seen)
    assert board.shown.conspirators == consp
    if not state.individual:
        assert host.tr("catilina.ui.pile_sum", total=total) in said


def test_busy_exactly_while_the_event_animations_run():
    state, host, board = make(4, 11, {"keep": True}, "en", 0)
    ask = max((a for a in state.legal_actions(0) if isinstance(a, Ask) and a.target == 1),
              key=lambda a: sum(rules.matches(c, a.kind, a.attr) for c in state.hands[1]))
    step(state, board, 0, 0, ask)
    fx = [f for f in board.fx if f.blocking]
    end = max(f.delay + f.duration for f in fx)
    assert board.busy()
    host.anim.update(end - 0.05)
    board.update(end - 0.05)
    assert board.busy()
    host.anim.update(0.1)
    board.update(0.1)
    assert not board.busy()
    # nothing the events started is still running once busy() is False
    assert all(f.done for f in board.fx)
    assert board.shown is board.view


# ----- refused clicks say why -------------------------------------------------------------------------------------

def click_at(board, key):
    spot = next(s for s in board.hotspots if s.key == key)
    return board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot.rect.center, button=1))


def test_refused_clicks_say_why_above_what_was_clicked():
    state, host, board = make(4, 5, {}, "en", 0)
    # "Ask" before a question is chosen
    assert click_at(board, ("ask_go",))
    assert board.notices[-1].text == host.tr("catilina.ui.why.pick_question")
    assert host.submitted == []
    surface = pygame.Surface(board.rect.size)
    draw(board, host, surface)
    # a hand card while asking
    own = state.hands[0][0]
    assert click_at(board, ("hand", own))
    assert board.notices[-1].text == host.tr("catilina.ui.why.hand")
    # a box of the notes for a card in one's own hand
    assert click_at(board, ("mine", own))
    assert board.notices[-1].text == host.tr("catilina.ui.why.mine")
    # accusing before a sum is chosen
    click(board, ("accuse_open",))
    assert click_at(board, ("accuse_go",))
    assert board.notices[-1].text == host.tr("catilina.ui.why.pick_sum")
    # the reason goes away after a while
    board.update(5.0)
    assert board.notices == []
    # a card that does not answer the question everyone was asked
    for seed in range(1, 40):
        state, host, board = make(4, seed, {}, "en", 1)
        hand = state.hands[1]
        pick = next(((k, a) for k, a in [("colour", c) for c in range(5)] + [("value", v) for v in range(1, 7)]
                     if 0 < sum(rules.matches(c, k, a) for c in hand) < len(hand)), None)
        step(state, board, 1, 0, Ask(-1, *pick))
        if 1 not in state.to_act():
            continue
        other = next(c for c in hand if not rules.matches(c, *pick))
        assert click_at(board, ("hand", other))
        assert board.notices[-1].text == host.render(Msg("catilina.err.does_not_match", {"card": rules.card_msg(other)}))
        assert host.submitted == []
        break
    else:
        pytest.fail("no seed asked seat 1 to choose")


def test_refused_clicks_in_the_keep_and_individual_variants():
    state, host, board = make(3, 4, {"keep": True}, "en", 1)
    step(state, board, 1, 0, Ask(1, "colour", 0))
    host.anim.skip()
    click(board, ("ask_colour", 0))
    assert click_at(board, ("ask_target", 0))
    assert board.notices[-1].text == host.render(Msg("catilina.err.same_question", {"seat": 0}))
    state, host, board = make(3, 6, {"individual": True}, "ja", 0)
    click(board, ("accuse_open",))
    own = state.hands[0][0]
    assert click_at(board, ("acc_card", own))
    assert board.notices[-1].text == host.render(Msg("catilina.err.own_card", {"card": rules.card_msg(own)}))
    assert click_at(board, ("accuse_go",))
    assert board.notices[-1].text == host.tr("catilina.ui.why.pick_card")


# ----- layout at every size -----------------------------------------------------------------------------------------

def host_board_rect(w, h):
    """The board's area in the game screen at a window of ``w`` x ``h`` (the move log takes the right)."""
    log_w = max(240, min(340, int(w * 0.24)))
    return pygame.Rect(0, 84, w - log_w, h - 84)


def check_frame(board, host, surface, what):
    sizes = []
    real = board.texts.render

    def render(text, px, *a, **kw):
        sizes.append((str(text), px))
        return real(text, px, *a, **kw)
    board.texts.render = render
    try:
        draw(board, host, surface)
    finally:
        del board.texts.render
    assert board.cuts == [], (what, board.cuts)
    # words are never drawn under the kit's floor (figures sized to a mark are not words)
    glyphs = {host.tr("catilina.ui.consp_short")}
    small = [(t, px) for t, px in sizes if px < 11 and not t.isdigit() and t not in glyphs]
    assert small == [], (what, small[:5])
    for spot in board.hotspots:
        assert board.rect.contains(spot.rect), (what, spot.key)
    L = board.L
    parts = [L["table"], L["pile"], L["info"], L["hand"], L["record"]] + ([L["notes"]] if L["notes"] else [])
    for i, a in enumerate(parts):
        assert board.rect.contains(a), what
        for b in parts[i + 1:]:
            assert not a.colliderect(b), (what, a, b)
    for s, r in L["plaques"].items():
        P = board.plaque_layout(s, r)
        assert r.contains(P["count"]) and r.contains(P["name"]), what
        assert not any(b.colliderect(P["count"]) for b in P["backs"]), (what, "the count touches the cards")


@pytest.mark.parametrize("window", [(1024, 640), (1280, 800), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_layout_at_every_size_fits_every_word(window, lang):
    rect = host_board_rect(*window)
    surface = pygame.Surface(window)
    for n, opts in ((5, {}), (3, {"individual": True})):
        state, host, board = make(n, 3, opts, lang, 0, window)
        board.layout(rect)
        board.notes().assist = True
        board.rebuild()
        check_frame(board, host, surface, "question")
        board._open_accuse()
        check_frame(board, host, surface, "accusation")
        board._close_dialog()
        click_at(board, ("ask_go",))
        check_frame(board, host, surface, "refusal")
        ask_everyone(state, board, 0)
        host.anim.skip()
        check_frame(board, host, surface, "review")
        click(board, ("review_done",))
        rng = random.Random(1)
        i = 0
        while not state.is_over():
            seat = state.to_act()[0]
            step(state, board, 0, seat, policy(state, seat, rng, i, 3, 5))
            host.anim.skip()
            if state.phase == "give" and 0 in state.to_act():
                check_frame(board, host, surface, "give")
            i += 1
        check_frame(board, host, surface, "end")
        show(state, board, None)
        check_frame(board, host, surface, "public")


def test_the_assists_sums_are_worked_out_a_slice_a_frame_on_the_boards_update(monkeypatch):
    """The conspirator sums (100-270 ms of searches a view) are worked out by the scheduler,
    a slice a frame, no thread (a thread's processor time fell in the window's frames): the
    board's task is left meanwhile (the app gives it frames), and the sums are those worked
    out at once."""
    import threading
    from games.catilina.scene_notes import Assist
    state, host, board = make(4, 2, {}, "en", 0)
    host.tasks.seconds = 0.0                # the least: a sum a frame
    rng = random.Random(5)
    for i in range(6):                    # a few questions asked, so that some sums are ruled out
        seat = state.to_act()[0]
        step(state, board, 0, seat, policy(state, seat, rng, i, 99, 99))
        host.anim.skip()
    threads = threading.active_count()
    board.notes().assist = True
    surface = pygame.Surface(board.rect.size)
    board.draw(surface)
    assist = board.assist()
    assert assist is not None and assist.sums is None and not board.work_done("assist")
    assert threading.active_count() == threads, "the assist started a thread"
    frames = 0
    while not board.work_done("assist"):
        host.tasks.run()
        draw(board, host, surface)
        frames += 1
        assert frames < 200
    at_once = Assist(board.view, 0)
    assert at_once.work() and assist.sums == at_once.sums and len(assist.sums) >= 1
    assert frames >= 3, frames            # the slice stopped the work: several frames


def test_the_assist_counts_each_total_box_once_per_view(monkeypatch):
    """The notes sheet asks for every total box at each drawing; each count runs over every
    hand still possible, so it is worked out once for the view."""
    from games.catilina import deduction
    state, host, board = make(4, 2, {}, "en", 0)
    board.notes().assist = True
    surface = pygame.Surface(board.rect.size)
    draw(board, host, surface)
    counted = []
    real = deduction.Knowledge.count_range
    monkeypatch.setattr(deduction.Knowledge, "count_range",
                        lambda self, *a, **k: counted.append(a) or real(self, *a, **k))
    assist = board.assist()
    first = [assist.total(line, idx, loc) for line in ("col", "val") for idx in range(5) for loc in ("1", "c")]
    n = len(counted)
    again = [assist.total(line, idx, loc) for line in ("col", "val") for idx in range(5) for loc in ("1", "c")]
    assert n > 0 and len(counted) == n and again == first


def test_one_giver_is_said_in_the_singular():
    """The log said "Livia hold a match and choose which card to pass." with one giver."""
    from games.catilina.rules import GiversSeen
    names = ["Livia", "Marcus", "Julia"]
    assert GiversSeen(0, (1,)).msg().render("en", names) == "Marcus holds a match and chooses which card to pass."
    assert GiversSeen(0, (1, 2)).msg().render("en", names).endswith("hold a match and choose which card to pass.")
    assert GiversSeen(0, (1,)).msg().render("ja", names).startswith("Marcusは")


def test_the_review_button_is_unlit_while_the_cards_are_on_their_way():
    """A click on "I have seen them" while the cards still fly only brings them to rest; the
    button glowed as if it would end the look, and players clicked twice without knowing why.
    It is drawn unlit and without its glow until the cards have landed."""
    state, host, board = make(3, 5, {}, "en", 0)
    ask = max((a for a in state.legal_actions(0) if isinstance(a, Ask) and a.target == 1),
              key=lambda a: sum(rules.matches(c, a.kind, a.attr) for c in state.hands[1]))
    step(state, board, 0, 0, ask)
    surface = pygame.Surface(board.rect.size)
    board.draw(surface)
    spot = next(s for s in board.hotspots if s.key == ("review_done",))
    assert board.holding() and not board.review_landed() and not spot.glow
    host.anim.skip()
    board.draw(surface)
    spot = next(s for s in board.hotspots if s.key == ("review_done",))
    assert board.review_landed() and spot.glow
