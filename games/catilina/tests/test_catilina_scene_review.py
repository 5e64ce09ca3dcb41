"""The Catilina board, headless: the review after an ask, the names of the conspirators
only after their cards flip, refused clicks that say why, every word fitting at every
window size, the notes assist worked out a slice a frame."""
from __future__ import annotations

import random

import pytest

pygame = pytest.importorskip("pygame")

from games.catilina import rules
from games.catilina.rules import Accuse, AccuseCard, Ask
from games.catilina.scene import Board
from games.catilina.scene_fx import CardTrip, Flip
from games.catilina.tests.catilina_scene_kit import (  # noqa: F401
    spy_texts,
    Host,
    _pygame,
    click,
    draw,
    make,
    policy,
    show,
    step,
)
from games.core.actions import events_for
from games.core.text import Msg


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


#: the smallest window in both languages runs by default; the larger ones repeat the check
#: (``-m long``)
LAYOUTS = [pytest.param(lang, w, id=f"{lang}-{w[0]}x{w[1]}", marks=() if w == (1024, 640) else pytest.mark.long)
           for w in ((1024, 640), (1280, 800), (1920, 1080), (3840, 2160)) for lang in ("en", "ja")]


@pytest.mark.parametrize("lang, window", LAYOUTS)
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
