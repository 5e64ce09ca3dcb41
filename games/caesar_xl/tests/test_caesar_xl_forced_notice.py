"""Caesar XL's notice of a forced hit ("The next hit had only one kind of unit to fall on: …")
stands clear of the battle panel (above it, else under it), wherever the panel moves, and goes
once the battle's panel does."""
from __future__ import annotations

import pygame
import pytest

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_choice_settle import _two_hits_on_a_veteran_and_a_legion
from games.caesar_xl.tests.test_caesar_xl_guard import _click, _event
from games.core.text import tr


def _forced(lang, size):
    s = _two_hits_on_a_veteran_and_a_legion()
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), size)
    veteran = next(b for b in board.buttons if isinstance(b.action, R.AssignHit) and b.action.grade == "veteran")
    _event(board, pygame.MOUSEMOTION, veteran.rect.center)
    _click(board, veteran.rect.center)
    board.anim.skip()
    host.draw()
    head = tr("caesar_xl.ui.fight.forced", lang, what="").strip()[:12]
    return s, host, board, head


@pytest.mark.parametrize("lang,size", [("en", (1280, 800)), ("ja", (1000, 700)), ("ja", (1000, 650))])
def test_the_forced_hit_is_told_clear_of_the_battle_panel(lang, size):
    # seen: the notice stood inside the panel's top left, over the attacker's counter
    s, host, board, head = _forced(lang, size)
    for _ in range(40):                         # the choices that follow, to the battle's result
        said = [n for n in board.notices if head in n.text]
        assert said and said[0].box is not None, [n.text for n in board.notices]
        panel = pygame.Rect(board.battle_geom["rect"])
        assert not said[0].box.colliderect(panel), (said[0].box, panel)
        near = min(abs(said[0].box.bottom - panel.top), abs(said[0].box.top - panel.bottom))
        assert near <= board.ui.s(30) and abs(said[0].box.centerx - panel.centerx) <= 2, (said[0].box, panel)
        if s.battle is None:
            break
        seat = s.to_act()[0]
        legal = s.legal_actions(seat)
        host.apply(seat, R.Pass() if R.Pass() in legal else legal[0])
        board.anim.skip()
        host.draw()
    assert s.battle is None and board.battle_up()


def test_the_forced_hit_notice_goes_with_the_battle_panel():
    # seen: the notice stayed up over the map after the battle was over
    s, host, board, head = _forced("en", (1280, 800))
    assert any(head in n.text for n in board.notices)
    for _ in range(40):
        if not board.battle_up():
            break
        seat = s.to_act()[0] if s.to_act() else None
        close = next((b for b in board.buttons if b.key == ("battle_close",)), None)
        if close is not None:
            _click(board, close.rect.center)
        elif seat is not None:
            legal = s.legal_actions(seat)
            host.apply(seat, R.Pass() if R.Pass() in legal else legal[0])
        board.anim.skip()
        host.draw()
    assert not board.battle_up()
    assert not any(head in n.text for n in board.notices), [n.text for n in board.notices]
