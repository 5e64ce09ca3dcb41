"""A leader's choice buttons at small windows never cut what matters: "Play Q. Metellus Scipio:
Athenae…" lost its destination and "Only: Q. Metellus Sci…" its leader at 1000 px. Words that do
not read whole say the leader's short name ("Play Scipio: Athenae, legions to Antiochia")."""
from __future__ import annotations

import pytest

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.test_caesar_xl_claim_words import read_whole
from games.caesar_xl.tests.xl_positions import position, put

SIZES = [(1280, 800), (1000, 700), (730, 700), (760, 566)]   # (730x700: a 1000x700 window beside its log)


def _board(s, lang, size):
    host = SimpleHost(state=s, lang=lang, viewer=R.POMPEY)
    board = host.attach(Board(host), size)
    host.draw()
    return host, board


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_a_leader_played_names_where_whole(lang, size):
    s = position(phase="purchase", active=R.POMPEY, gold=(10, 10), hands=((), ("scipio",)),
                 markers={"athenae": R.POMPEY, "antiochia": R.POMPEY})
    put(s, R.POMPEY, "athenae", "legion")
    put(s, R.POMPEY, "antiochia", "legion")
    host, board = _board(s, lang, size)
    board.select_place("athenae")
    host.draw()
    buttons = [b for b in board.buttons if isinstance(b.action, R.PlayCard)]
    assert buttons, [b.label for b in board.buttons]
    # (and the recruits beside it: "Recruit standard ally in Athenae, 2 go…" lost its price)
    cut = [(b.label, b.rect) for b in board.buttons if isinstance(b.key, tuple) and b.key[:1] == ("choice",)
           and not read_whole(board, b)]
    assert not cut, cut
    assert all(("Athenae" if lang == "en" else "アテナエ") in b.label for b in buttons), [b.label for b in buttons]


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", SIZES)
def test_a_leader_alone_in_a_group_reads_whole(lang, size):
    s = position(phase="march", active=R.POMPEY, gold=(10, 10))
    put(s, R.POMPEY, "athenae", "scipio", "legion", "legion", "ally")
    host, board = _board(s, lang, size)
    board.select_place("athenae")
    host.draw()
    groups = [b for b in board.buttons if isinstance(b.key, tuple) and b.key[:1] == ("group",)]
    assert len(groups) > 1, [b.label for b in board.buttons]
    cut = [(b.label, b.rect) for b in groups if not read_whole(board, b)]
    assert not cut, cut
