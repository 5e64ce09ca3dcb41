"""A hint or refusal said on the map to one player ("Might: click one of the glowing pieces
of your opponent.") is put away when the screen passes to the other player: it stood over
the next player's map after the hand-off, and over the finished board."""
from __future__ import annotations

from games.seize_rome.tests.test_seize_rome_scene import Table, playable  # noqa: F401 (an autouse fixture)


def test_a_notice_said_to_one_player_is_gone_when_the_other_takes_the_screen():
    table = Table(3, "base", (1280, 800), "en")
    table.chance()
    seat = table.state.to_act()[0]
    table.face(seat)
    b = table.board
    b.refuse("seize_rome.ui.why.no_token", b.map.rect.center)
    assert b.notices
    table.face(seat)                 # (the same player still at the screen: the notice stays)
    assert b.notices
    table.face(1 - seat)
    assert not b.notices
