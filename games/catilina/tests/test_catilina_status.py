"""The middle of the Catilina board says what is on screen: while a question's answer
animates it names that question (never "No question yet", never the question before)."""
from __future__ import annotations

import random

import pytest

pygame = pytest.importorskip("pygame")

from games.catilina.rules import Ask  # noqa: E402
from games.catilina.tests.catilina_scene_kit import draw, make, spy_texts, step, until_turn  # noqa: E402


def _ask_one(state, seat, watcher):
    """A question of ``seat`` to one player other than ``watcher``."""
    return next(a for a in state.legal_actions(seat) if isinstance(a, Ask) and a.target not in (-1, watcher))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_first_answer_is_not_shown_under_no_question_yet(lang):
    state, host, board = make(n=4, seed=3, lang=lang, viewer=2)       # watching the first question
    surface = pygame.Surface(board.rect.size)
    assert state.to_act() == (0,) and not state.history
    ask = _ask_one(state, 0, 2)
    step(state, board, 2, 0, ask)
    assert board.busy(), "the answer animates"
    seen = spy_texts(board)
    draw(board, host, surface, advance=0.2)
    words = " ".join(seen)
    assert host.tr("catilina.ui.first_help") not in words
    asked = host.render(ask.msg(0))
    assert asked in words or all(part in words for part in asked.split()), (asked, seen)


def test_while_a_new_question_animates_the_previous_one_is_not_shown_as_latest():
    state, host, board = make(n=4, seed=5, lang="en", viewer=2)
    surface = pygame.Surface(board.rect.size)
    rng = random.Random(1)
    step(state, board, 2, 0, _ask_one(state, 0, 2))
    host.anim.skip()
    until_turn(state, board, 2, 0, rng)
    assert state.history
    ask = _ask_one(state, 0, 2)
    step(state, board, 2, 0, ask)
    assert board.busy()
    seen = spy_texts(board)
    draw(board, host, surface, advance=0.2)
    assert host.tr("catilina.ui.latest") not in seen
    host.anim.skip()
    board.update(0.016)
    seen.clear()
    draw(board, host, surface)
    assert host.tr("catilina.ui.latest") in seen, "at rest the latest question is shown again"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_while_an_accusation_is_judged_the_middle_says_the_accusation(lang):
    """Seen in a real window: while the pile turned up after an accusation, the middle still
    said "<seat> is asking." over the question before it."""
    from games.catilina.rules import Accuse
    state, host, board = make(n=3, seed=3, lang=lang, viewer=2)
    surface = pygame.Surface(board.rect.size)
    accuse = next(a for a in state.legal_actions(0) if isinstance(a, Accuse))
    step(state, board, 2, 0, accuse)
    assert board.busy(), "the verdict animates"
    seen = spy_texts(board)
    draw(board, host, surface, advance=0.2)
    words = " ".join(seen)
    assert board.msg("catilina.ui.turn_of", seat=0) not in words
    said = host.render(accuse.msg(0)).replace("\u2060", "")      # (a word joiner is drawn as nothing)
    assert said in words or all(part in words for part in said.split()), (said, seen)


def test_a_giver_whose_card_the_asker_looks_at_is_not_choosing():
    """Pass-and-play: the asker, handed the screen, looks at the cards passed to them while the
    board still shows the question; the givers have chosen, not "choosing..."."""
    from games.catilina.rules import Give
    from games.core.actions import events_for
    state, _host, board = make(n=3, seed=2, viewer=0)
    until_turn(state, board, 0, 0, random.Random(1))
    ask = next(a for a in state.legal_actions(0) if isinstance(a, Ask) and a.target == -1
               and all(any(rules_matches(c, a) for c in state.hands[s]) for s in (1, 2)))
    state.apply(0, ask)
    state.apply(1, state.legal_actions(1)[0])
    before = state.view_for(0)                       # the asker's view before the last choice
    events = state.apply(2, state.legal_actions(2)[0])
    board.set_view(before, 0, False)
    board.on_events(2, Give(0), events_for(events, 0), before, state.view_for(0))
    assert board.review is not None, "the asker looks at the cards passed"
    choosing = board.tr("catilina.ui.choosing")
    assert all(board._plaque_status(s)[0] != choosing for s in (1, 2))


def rules_matches(card, ask):
    """Whether ``card`` answers ``ask``."""
    from games.catilina.rules import matches
    return matches(card, ask.kind, ask.attr)


def _review_of_passed_cards():
    """Pass-and-play, 3 players: seat 0 asked everyone and looks at the cards passed to it."""
    from games.catilina.rules import Give
    from games.core.actions import events_for
    state, host, board = make(n=3, seed=2, viewer=0)
    until_turn(state, board, 0, 0, random.Random(1))
    ask = next(a for a in state.legal_actions(0) if isinstance(a, Ask) and a.target == -1
               and all(any(rules_matches(c, a) for c in state.hands[s]) for s in (1, 2)))
    state.apply(0, ask)
    state.apply(1, state.legal_actions(1)[0])
    before = state.view_for(0)
    events = state.apply(2, state.legal_actions(2)[0])
    board.set_view(state.view_for(0), 0, False)
    board.on_events(2, Give(0), events_for(events, 0), before, state.view_for(0))
    host.anim.skip()
    board.update(0.016)
    return state, host, board


def test_while_the_asker_looks_at_the_cards_passed_the_asking_tag_stays_with_them():
    """The rules' turn passed on at the last card given; the screen's has not: "Asking" stayed
    under the asker, not under the next player, until the asker has seen the cards."""
    state, host, board = _review_of_passed_cards()
    assert board.review is not None and state.turn == 1
    asking = board.tr("catilina.ui.asking")
    assert board._plaque_status(0)[0] == asking
    assert board._plaque_status(1)[0] != asking and board._plaque_status(2)[0] != asking
    seen = spy_texts(board)
    draw(board, host, pygame.Surface(board.rect.size))
    assert seen.count(asking) == 1, seen


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_wrong_accuser_reading_the_verdict_is_out_and_no_longer_in_the_race(lang):
    from games.catilina.rules import Accuse, value_of
    state, host, board = make(n=3, seed=3, lang=lang, viewer=0)
    right = sum(value_of(c) for c in state.conspirators)
    wrong = next(a for a in state.legal_actions(0) if isinstance(a, Accuse) and a.total != right)
    step(state, board, 0, 0, wrong)
    assert board.busy() and board.review is not None, "the verdict animates, then waits for a click"
    asking, accusing = board.tr("catilina.ui.asking"), board.tr("catilina.ui.accusing")
    surface = pygame.Surface(board.rect.size)
    seen = spy_texts(board)
    draw(board, host, surface, advance=0.2)
    assert asking not in seen and accusing not in seen, seen      # the accuser reads the verdict:
    assert board.out_shown(0) and board._plaque_status(1)[0] != asking   # out, and no one asks yet
    status = board.status_shown()
    assert status is not None and status.params["left"] == 2 and status.params["seat"] == 0
    host.anim.skip()
    board.update(0.016)
    seen.clear()
    draw(board, host, surface)
    assert asking not in seen and accusing not in seen, seen
    assert board.status_shown().params["left"] == 2


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", [(975, 715), (760, 560)])
def test_an_out_player_s_plaque_says_so_without_a_cut(lang, size):
    """The board of a 1280 by 800 window, and of a small one: "Out: may no longer ask or ac…"."""
    from games.catilina.rules import Accuse, value_of
    state, host, board = make(n=3, seed=3, lang=lang, viewer=2, size=size)
    right = sum(value_of(c) for c in state.conspirators)
    step(state, board, 2, 0, next(a for a in state.legal_actions(0) if isinstance(a, Accuse) and a.total != right))
    host.anim.skip()
    board.update(0.016)
    assert state.out[0]
    seen = spy_texts(board)
    draw(board, host, pygame.Surface(board.rect.size))
    outs = {board.tr(k) for k in ("catilina.ui.out_long", "catilina.ui.out_mid", "catilina.ui.out_short")}
    assert outs & set(seen), seen
    assert not [c for c in board.cuts if c[1] in outs], board.cuts


def test_while_another_s_accusation_is_judged_they_are_accusing_then_out():
    from games.catilina.rules import Accuse, value_of
    state, host, board = make(n=3, seed=3, lang="en", viewer=2)
    right = sum(value_of(c) for c in state.conspirators)
    step(state, board, 2, 0, next(a for a in state.legal_actions(0) if isinstance(a, Accuse) and a.total != right))
    asking, accusing = board.tr("catilina.ui.asking"), board.tr("catilina.ui.accusing")
    surface = pygame.Surface(board.rect.size)
    seen = spy_texts(board)
    draw(board, host, surface, advance=0.2)
    assert accusing in seen and asking not in seen, seen
    host.anim.skip()
    board.update(0.016)
    assert board._plaque_status(0)[0] != accusing and board.out_shown(0)
