"""The review's chart reads a struggle the way the advice does: from the cards in view. It said
「リウィア：3回に1回ほど」 while the advice said Livia's 6 beat every card Marcus had left, and
"2 in 5" for a fight her 9 won for certain."""
from __future__ import annotations

from games.caesar import explain as X
from games.caesar.ai_struggle import resolve_with
from games.caesar.rules import FLAG, NEUTRAL, PHASE_PLAY, PlayCard, Struggle, new_game

LIVIA, MARCUS = 0, 1


def _position(marcus_elsewhere: bool, marcus_flag: bool = False):
    """Livia's 10 at C1 in line with Marcus's 6 at B1, Livia to move; Marcus's cards 2 4 5 7 8 9
    (and the flag when ``marcus_flag``): her 6 or 7 beats every one of them. ``marcus_elsewhere``:
    Marcus also has an 8 at E5, so winning the struggle does not end the game."""
    s = new_game(2, 0, {})
    board = [(NEUTRAL,)] * 25
    board[0] = board[3] = board[4] = ()
    board[2] = (MARCUS, MARCUS) + (LIVIA,) * 8
    board[1] = (LIVIA,) + (MARCUS,) * 5
    if marcus_elsewhere:
        board[24] = (MARCUS,) * 8
    s.board = board
    s.hands = [(2, 3, 4, 5, 6, 7), ((FLAG,) if marcus_flag else ()) + (2, 4, 5, 7, 8, 9)]
    s.phase, s.current, s.placed, s.turn = PHASE_PLAY, LIVIA, 10, 30
    return s


def _won_with_six(s):
    """The board after Livia's 6 wins the struggle pending in ``s``, as her chance by the
    evaluator the chart reads (the lowest over Marcus's cards: each leaves him another hand)."""
    ev = X._Adviser(s.view_for(LIVIA), LIVIA).ev
    return min(X.chance(ev.margin(resolve_with(s, 6, c), LIVIA)) for c in s.hands[MARCUS])


def test_a_struggle_won_whatever_the_other_plays_ends_the_game_won_reads_certain():
    s = _position(marcus_elsewhere=False)
    assert X.standing(s.view_for(LIVIA), LIVIA) == 1.0      # (on turn: the sure struggle is hers to start)
    assert X.standing(s.view_for(MARCUS), MARCUS) == 0.0
    s.apply(LIVIA, Struggle(2, 1))
    assert X.standing(s.view_for(LIVIA), LIVIA) == 1.0
    assert X.standing(s.view_for(MARCUS), MARCUS) == 0.0
    s.apply(MARCUS, PlayCard(9))                             # (his card face down: the same hands in view)
    assert X.standing(s.view_for(LIVIA), LIVIA) == 1.0
    assert X.standing(s.view_for(MARCUS), MARCUS) == 0.0
    advice = X.advise(s.view_for(LIVIA), LIVIA).reason
    assert advice.params["what"].key == X.WHY + "card_sure"


def test_a_sure_struggle_reads_as_the_board_it_leaves_not_the_board_before_it():
    s = _position(marcus_elsewhere=True)
    before = X.chance(X._Adviser(s.view_for(LIVIA), LIVIA).ev.margin(s, LIVIA))
    s.apply(LIVIA, Struggle(2, 1))
    won = _won_with_six(s)
    assert won > before + 0.2                      # (the case: the board alone reads far lower)
    assert X.standing(s.view_for(LIVIA), LIVIA) >= won
    s.apply(MARCUS, PlayCard(4))
    assert X.standing(s.view_for(LIVIA), LIVIA) >= won
    assert X.standing(s.view_for(MARCUS), MARCUS) <= 1.0 - won + 1e-6


def test_a_struggle_the_flag_can_void_is_not_sure():
    s = _position(marcus_elsewhere=False, marcus_flag=True)
    s.apply(LIVIA, Struggle(2, 1))
    assert X.standing(s.view_for(LIVIA), LIVIA) < 1.0


def test_the_attacks_odds_agree_with_the_card_advice_on_a_sure_struggle():
    """Seen: the attack advised at "about 3 in 5" with the cards both sides hold, and one click
    later the card advice "beats every card Marcus has left": the odds counted every pair of
    cards alike, Livia's low ones too."""
    s = _position(marcus_elsewhere=True)
    assert X._odds(s.view_for(LIVIA), LIVIA, Struggle(2, 1)) == 100
    words = X._struggle_words(s.view_for(LIVIA), LIVIA, Struggle(2, 1))
    assert words.params["p"].key == X.WHY + "odds.certain", words
    assert "for certain" in words.render("en", ["Livia", "Marcus"])
    flag = _position(marcus_elsewhere=True, marcus_flag=True)
    assert X._odds(flag.view_for(LIVIA), LIVIA, Struggle(2, 1)) < 100     # (the flag can void it)
