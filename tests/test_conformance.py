"""The engine contract, checked on seeded random games of every registered game.

The default run keeps to a few games per player count; ``main.py fuzz`` plays
many more (``--games N``).
"""
import pytest

from games import GAME_IDS, info
from games.core import invariants
from games.core.conformance import check_random_game

GAMES_PER_SIZE = 12   # about fifty games per game over its player counts
DEEP = 2              # of which this many check every seat at every step
#: games with few player counts or long random games play this many games instead, still every
#: option set; ``main.py fuzz --game <id>`` plays many more (10,000 each in the long run). CAESAR!
#: has one player count (the rule above would give it 36 games); a game of Caesar XL is 600 to 1200
#: actions (each battle die one) and one checked deep takes some 45 s of processor time: its games
#: check every seat at every tenth step only (the ``check_state`` of the other steps checks one
#: seat). A game brings its own number as ``CONFORMANCE_GAMES`` in its ``invariants.py``
GAMES = {"caesar_xl": 3, "seize_rome": 12}
#: of a game's random games, this many check every seat at every step (``DEEP`` unless named)
DEEP_GAMES = {"caesar_xl": 0}


#: a test item plays at most this many of its random games (a long game's seeds, one an item,
#: are spread over the test run's workers)
CHUNK = {"caesar_xl": 1}
CHUNK_DEFAULT = 6


def cases():
    """(game, players, first seed, seeds) of each test item."""
    for gid in GAME_IDS:
        gi = info(gid)
        per = games_per_size(gid)
        size = CHUNK.get(gid, CHUNK_DEFAULT)
        for n in range(gi.min_players, gi.max_players + 1):
            for first in range(0, per, size):
                yield gid, n, first, min(size, per - first)


def games_per_size(game_id):
    """Random games per player count: the game's ``CONFORMANCE_GAMES``, the table above, or
    about fifty over its player counts."""
    gi = info(game_id)
    own = getattr(invariants.module(game_id), "CONFORMANCE_GAMES", None)
    return own or GAMES.get(game_id) or max(GAMES_PER_SIZE * 3 // max(1, gi.max_players - gi.min_players + 1), 6)


def items():
    """:func:`cases` as test items: of a game played a seed an item (a long game), the first seed
    runs by default and the others repeat it under ``-m long``."""
    for gid, n, first, count in cases():
        long = CHUNK.get(gid, CHUNK_DEFAULT) == 1 and first > 0
        yield pytest.param(gid, n, first, count, marks=pytest.mark.long if long else ())


@pytest.mark.parametrize("game_id,n,first,count", list(items()))
def test_random_games_conform(game_id, n, first, count):
    gi = info(game_id)
    option_sets = [gi.default_options()]
    for opt in gi.options:
        for value in opt.choices:
            if value != opt.default:
                option_sets.append({**gi.default_options(), opt.id: value})
    for seed in range(first, first + count):
        opts = option_sets[seed % len(option_sets)]
        check_random_game(game_id, n, seed, opts, deep=seed < DEEP_GAMES.get(game_id, DEEP))
