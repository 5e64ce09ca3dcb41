"""The advice names its move in the words the player acts on: after a round of battle it said
「助言：リウィアはパスする。」 while pointing at the button 「留まって戦う」 ("Stay and fight"),
and 「リウィアは1個をビザンティウムへ強行軍させる」 without saying which of a stack's units."""
from __future__ import annotations

from types import SimpleNamespace

from games.app.board import SimpleHost
from games.app.scenes.game_advice import Advising
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put, to_retreat
from games.core.state import SeatInfo

SEATS = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "computer", "hard", "blue")]


def _board(s, lang):
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR, seats=SEATS)
    return host, host.attach(Board(host), (1280, 800))


def _advised(host, board, action) -> str:
    """What the advice bubble says the move is (the game scene's words, on this board)."""
    scene = SimpleNamespace(board=board, render=host.render)
    return Advising.advice_move(scene, action, R.CAESAR)


def _at_a_retreat():
    s = position(phase="march", gold=(0, 0), markers={"roma": R.POMPEY})
    put(s, R.POMPEY, "roma", "legion:veteran", "legion:veteran", "legion", "pompey")
    for u in put(s, R.CAESAR, "roma", "legion", "legion"):
        s.origin[u] = "vercellae"
    to_retreat(s, R.CAESAR)
    return s


def test_a_pass_is_named_by_the_button_that_makes_it():
    s = _at_a_retreat()
    assert R.Pass() in s.legal_actions(R.CAESAR)
    for lang, words in (("en", "press “Stay and fight”"), ("ja", "「留まって戦う」を押す")):
        host, board = _board(s, lang)
        button = next(b for b in board.buttons if b.action == R.Pass())
        assert button.label in words
        assert _advised(host, board, R.Pass()) == words


def test_a_march_names_the_units_it_takes():
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "roma", "legion:veteran", "legion", "ally")
    vet = next(u for u in s.pieces_at("roma", R.CAESAR) if s.units[u][2] == "veteran")
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.units == (vet,))
    host, board = _board(s, "ja")
    said = _advised(host, board, move)
    assert said.startswith("熟練レギオンをローマから") and said.endswith("へ進める"), said
    host, board = _board(s, "en")
    assert _advised(host, board, move) == "march a veteran legion from Roma to " + host.render(R.place_msg(move.path[-1]))


def test_a_move_the_board_has_no_words_for_keeps_its_log_line():
    s = position(phase="purchase", gold=(10, 0), hands=(("donations",), ()))
    put(s, R.CAESAR, "roma", "legion")
    host, board = _board(s, "en")
    play = R.PlayCard("donations", "")
    assert play in s.legal_actions(R.CAESAR)
    assert _advised(host, board, play) == host.render(play.msg(R.CAESAR))


def test_a_choice_of_a_place_is_advised_as_its_button():
    """A recruit is named as its button in the panel names it (the place in the panel's form)."""
    s = position(phase="purchase", gold=(10, 0))
    put(s, R.CAESAR, "roma", "legion")
    host, board = _board(s, "en")
    buy = R.Recruit("legion", "roma", "standard")
    assert _advised(host, board, buy) == "press “Recruit standard legion in Roma, 4 gold”"


def test_a_unit_joining_or_leaving_the_march_group_is_advised_as_a_suggestion():
    """Seen in a real window: 「助言：Liviaは標準同盟軍を進軍部隊から外す。」, the log's line."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "roma", "legion:veteran", "legion", "ally")
    s.apply(R.CAESAR, next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Muster)))
    leave = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Leave) and a.kind == "ally")
    s.apply(R.CAESAR, leave)
    join = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Join) and a.kind == "ally")
    said = {}
    for lang in ("en", "ja"):
        host, board = _board(s, lang)
        said[lang] = (_advised(host, board, leave), _advised(host, board, join))
    assert said["en"] == ("leave an ally out of the marching group", "add an ally to the marching group"), said
    assert said["ja"] == ("同盟軍を進軍部隊から外す", "同盟軍を進軍部隊に加える"), said
