"""A button that appears under the pointer as the result of a click does not take the next
click: after the last hit of a round is assigned, the "retreat" button that lands where the
"take the hit" button was waits until the pointer has left it."""
from __future__ import annotations

import pygame

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_battle import CHOICE_SETTLE_SECONDS
from games.caesar_xl.tests.xl_positions import position, put, volley_dice
from games.core.chance import CHANCE


def _at_the_last_hit():
    """Caesar (a legion and an ally) attacks Pompey's legion; the round's heavy step scores one
    hit on Caesar, who is to choose which unit takes it (a retreat follows the round)."""
    s = position(phase="march", gold=(10, 10))
    put(s, R.CAESAR, "massilia", "legion", "ally")
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and len(a.units) == 2
                and len(a.path) == 1 and not a.fleet)
    put(s, R.POMPEY, move.path[0], "legion")
    s.apply(R.CAESAR, move)
    s.apply(R.CAESAR, R.EndPhase())
    for _ in range(60):
        seat = s.to_act()[0]
        if seat == CHANCE:
            hits = (0, 1) if s.todo[0][1] == "heavy" else (0, 0)
            for die in volley_dice(s, *hits):
                s.apply(CHANCE, die)
            continue
        legal = s.legal_actions(seat)
        if seat == R.CAESAR and sum(isinstance(a, R.AssignHit) for a in legal) > 1:
            return s
        s.apply(seat, next((a for a in legal if isinstance(a, R.Fight)), R.Pass() if R.Pass() in legal else legal[0]))
    raise AssertionError("Caesar never came to choose the unit hit")


def _event(board, kind, pos):
    if kind == pygame.MOUSEMOTION:
        board.handle_event(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    else:
        board.handle_event(pygame.event.Event(kind, button=1, pos=pos))


def _click(board, pos):
    _event(board, pygame.MOUSEBUTTONDOWN, pos)
    _event(board, pygame.MOUSEBUTTONUP, pos)


def _under(board, pos):
    return next((b for b in board.buttons if b.rect.collidepoint(pos)), None)


def test_a_retreat_button_that_appears_under_the_pointer_waits_for_it_to_leave():
    s = _at_the_last_hit()
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    hit = next(b for b in board.buttons if isinstance(b.action, R.AssignHit))
    pos = hit.rect.center
    _event(board, pygame.MOUSEMOTION, (5, 5))
    _event(board, pygame.MOUSEMOTION, pos)
    assert _under(board, pos).enabled
    _click(board, pos)                                   # the hit is taken
    assert s.todo and s.todo[0][0] == "retreat", s.todo
    board.anim.skip()
    new = _under(board, pos)
    assert new is not None and isinstance(new.action, R.Retreat), [b.label for b in board.buttons]
    assert not new.enabled and new.reason                 # held: it says why
    todo = s.todo
    _click(board, pos)                                    # the second click of a double click
    assert s.todo == todo and s.todo[0][0] == "retreat", "a click on the new button retreated"
    _event(board, pygame.MOUSEMOTION, (pos[0], pos[1] + 1))   # a tremble on the button: still held
    assert not _under(board, pos).enabled
    for _ in range(int(CHOICE_SETTLE_SECONDS * 60) + 5):   # (the moment new choices wait passes)
        board.update(1 / 60)
    _event(board, pygame.MOUSEMOTION, (5, 5))             # the pointer leaves, and comes back
    _event(board, pygame.MOUSEMOTION, pos)
    assert _under(board, pos).enabled
    _click(board, pos)
    assert not (s.todo and s.todo[0] == todo[0]), "the retreat was not taken"


def test_a_button_of_the_same_kind_under_the_pointer_takes_the_click():
    """Hits taken one after another on the same spot stay one click each."""
    from games.caesar_xl.scene_guard import PointerGuard
    g = PointerGuard()
    r = pygame.Rect(0, 0, 100, 28)
    assert g.build((10, 10), [(("choice", 0), r, "AssignHit")]) == ("choice", 0)   # first build: new
    g.moved((200, 200))
    assert g.build((10, 10), [(("choice", 0), r, "AssignHit")]) is None
    assert g.build((10, 10), [(("choice", 0), r, "AssignHit")]) is None
    assert g.build((10, 10), [(("choice", 0), r, "Retreat")]) == ("choice", 0)


def _board_at(s, pos):
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    _event(board, pygame.MOUSEMOTION, (5, 5))
    _event(board, pygame.MOUSEMOTION, pos(board))
    return host, board


def test_a_claim_of_another_card_landing_under_the_pointer_is_held():
    """Two Forum cards to claim: the second one's button moves up into the first one's slot as
    the first is claimed, and the second click of a double click must not claim it (nor spend
    its gold) unseen."""
    s = position(phase="forum", gold=(20, 20), markers={"roma": R.CAESAR, "pergamum": R.CAESAR})
    s.forum = ["senatus_consultum_ultimum", "publicani"]
    first = lambda b: next(x for x in b.buttons if isinstance(x.action, R.Claim)).rect.move(0, 4).midtop   # noqa: E731
    host, board = _board_at(s, first)
    pos = first(board)
    _click(board, pos)
    board.anim.skip()
    assert len(s.claimed[R.CAESAR]) == 1, s.claimed
    new = _under(board, pos)
    assert new is not None and isinstance(new.action, R.Claim), [b.label for b in board.buttons]
    gold = s.gold[R.CAESAR]
    _click(board, pos)                                    # the second click of a double click
    assert len(s.claimed[R.CAESAR]) == 1 and s.gold[R.CAESAR] == gold, "the card that moved up was claimed"
    assert not new.enabled and new.reason


def test_the_end_button_of_the_next_phase_is_not_held_after_a_roll_between():
    """Ending Purchase with Brutus in play rolls his tax die (no buttons while it is rolled):
    the "End Taxation" button then in the same spot is the button the player pressed, free."""
    s = position(phase="purchase", gold=(20, 20), markers={"roma": R.CAESAR})
    put(s, R.CAESAR, "roma", "brutus")
    end = lambda b: next(x for x in b.buttons if x.key == ("end",)).rect.center   # noqa: E731
    host, board = _board_at(s, end)
    pos = end(board)
    _click(board, pos)
    board.anim.skip()
    assert s.phase == "taxation" and s.to_act() == (CHANCE,), (s.phase, s.todo)
    host.refresh()
    host.apply(CHANCE, next(o for o, _p in s.chance_outcomes()))
    board.anim.skip()
    new = _under(board, pos)
    assert new is not None and isinstance(new.action, R.EndPhase), [b.label for b in board.buttons]
    assert new.enabled, new.reason


def test_the_second_click_of_a_double_click_on_buy_does_not_buy_a_second_card():
    """"Buy a card" made again in its own spot once the first card is drawn is the same button,
    but a double click bought two cards: a button that spends is held when the position changed
    under it, until the pointer leaves it."""
    s = position(phase="draw", gold=(20, 20))
    buy = lambda b: next(x for x in b.buttons if isinstance(x.action, R.BuyCard)).rect.center   # noqa: E731
    host, board = _board_at(s, buy)
    pos = buy(board)
    _click(board, pos)
    host.apply(CHANCE, s.chance_outcomes()[0][0])          # the card bought is drawn
    board.anim.skip()
    assert s.bought == 1 and s.gold[R.CAESAR] == 15
    again = _under(board, pos)
    assert again is not None and isinstance(again.action, R.BuyCard), [b.label for b in board.buttons]
    _click(board, pos)                                    # the second click of a double click
    assert s.bought == 1 and s.gold[R.CAESAR] == 15, "a double click bought two cards"
    assert again.reason == board.tr("caesar_xl.ui.guard.again"), again.reason     # (not "just appeared")
    _event(board, pygame.MOUSEMOTION, (5, 5))             # the pointer leaves, and comes back
    _event(board, pygame.MOUSEMOTION, pos)
    _click(board, pos)
    assert s.bought == 2, "a second card could not be bought at all"


def test_a_card_that_moves_under_the_pointer_after_a_card_is_played_waits_for_it_to_leave():
    """Leaders are played by a second click on them; the next card of the hand moves into the spot
    of the one played, and the next click of a quick series does not choose it."""
    from games.caesar_xl.tests.xl_positions import position
    s = position(phase="purchase", hands=(("labienus", "brutus", "cicero", "cato"), ()))
    put(s, R.CAESAR, "massilia", "legion")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    spot = next(r for c, r in board.geom["hand"] if c == "labienus")
    pos = spot.center
    _event(board, pygame.MOUSEMOTION, (5, 5))
    _event(board, pygame.MOUSEMOTION, pos)
    _click(board, pos)                                    # T. Labienus is chosen,
    assert "labienus" in s.hands[R.CAESAR]
    _click(board, pos)                                    # and played
    assert "labienus" not in s.hands[R.CAESAR]
    board.anim.skip()
    now = next(c for c, r in board.geom["hand"] if r.collidepoint(pos))
    assert now != "labienus"
    _click(board, pos)                                    # the second click of a double click
    assert now in s.hands[R.CAESAR], "the card that moved under the pointer was played"
    _event(board, pygame.MOUSEMOTION, (pos[0] + 1, pos[1]))   # a tremble on the card: still waits
    _click(board, pos)
    assert now in s.hands[R.CAESAR]
    _event(board, pygame.MOUSEMOTION, (5, 5))             # the pointer leaves, and comes back
    _event(board, pygame.MOUSEMOTION, pos)
    _click(board, pos)
    assert board.sel_card == now, "the card was not chosen once the pointer came back"
    _click(board, pos)
    assert now not in s.hands[R.CAESAR], "the card was not played once the pointer came back"


def test_the_held_buttons_words_hide_no_button_and_go_when_the_pointer_leaves():
    """A held button's tooltip once covered the buttons above it, and the notice of a click on it
    stayed over the panel after the pointer had left: they stand beside it now, over no other
    button, and the notice goes when the pointer leaves."""
    s = _at_the_last_hit()
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    screen = pygame.Surface((1280, 800))
    pos = next(b for b in board.buttons if isinstance(b.action, R.AssignHit)).rect.center
    _event(board, pygame.MOUSEMOTION, (5, 5))
    _event(board, pygame.MOUSEMOTION, pos)
    _click(board, pos)
    board.anim.skip()
    held = _under(board, pos)
    assert held is not None and not held.enabled
    if not any(b.rect.bottom <= held.rect.top and b.rect.right > pos[0] > b.rect.left for b in board.buttons):
        r = held.rect                                     # (a button just above it, as a Pay-supply button was)
        board.add_button(pygame.Rect(r.x, r.y - r.h - 4, r.w, r.h), "Above")
    others = [b.rect for b in board.buttons if b is not held]
    board.draw(screen)
    assert board.drawn_tip is not None, "the held button says why when pointed at"
    assert board.drawn_tip.collidelist(others) < 0, (board.drawn_tip, others)
    _click(board, pos)                                    # a click on it: a notice says why
    board.draw(screen)
    assert board.notices and board.notices[0].box is not None
    assert board.notices[0].box.collidelist(others) < 0, (board.notices[0].box, others)
    _event(board, pygame.MOUSEMOTION, (5, 5))             # the pointer leaves: the notice goes
    board.draw(screen)
    assert not board.notices, [n.text for n in board.notices]


def test_a_retreat_button_stays_held_when_the_screen_showed_another_view_between():
    """The board forgets the pointer for its tooltips when the view passes through another
    viewer's (the public view while the dice fall); the guard still knows where the pointer
    rests, so the retreat that lands under it is held, and a click without a move takes nothing."""
    s = _at_the_last_hit()
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1000, 650))
    hit = next(b for b in board.buttons if isinstance(b.action, R.AssignHit))
    pos = hit.rect.center
    _event(board, pygame.MOUSEMOTION, (5, 5))
    _event(board, pygame.MOUSEMOTION, pos)
    _click(board, pos)                                   # the hit is taken
    board.anim.skip()
    board.set_view(s.view_for(None), None, False)        # the public view for a moment
    board.set_view(s.view_for(R.CAESAR), R.CAESAR, True)
    assert board.mouse == (-1, -1)
    new = _under(board, pos)
    assert new is not None and isinstance(new.action, R.Retreat), [b.label for b in board.buttons]
    assert not new.enabled and new.reason
    todo = s.todo
    _click(board, pos)
    assert s.todo == todo, "a click meant for the hit button retreated"
