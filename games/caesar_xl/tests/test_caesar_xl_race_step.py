"""Caesar XL's Forum race at one point from the goal: the box warns that one more step (a leader
of that faction played, or a Forum card of it claimed) wins at the side's next Forum phase, and
under it what can still stop it — read from public facts only."""
from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_info import step_stop_words, step_threat, step_words
from games.caesar_xl.tests.xl_positions import position, put
from games.core.text import tr

LIVIA, MARCUS = R.CAESAR, R.POMPEY


def _tr(lang):
    return lambda key, **p: tr(key, lang, **p)


def _six_of_seven(hand=()):
    """Marcus at Optimates 6 (Pompey, Cato, Scipio) with no Forum card he can claim to reach 7;
    Livia in her Purchase phase, ``hand`` in hers."""
    s = position(phase="purchase", active=LIVIA, gold=(10, 10), hands=(hand, ()),
                 markers={"roma": LIVIA})
    put(s, LIVIA, "roma", "caesar", "legion")
    put(s, MARCUS, "brundisium", "pompey", "cato", "scipio", "legion")
    s.forum = ["senatus_consultum_ultimum"]       # Optimates 2, needs Roma (Livia's)
    s.deck.draw("senatus_consultum_ultimum")
    return s


def test_one_point_short_is_warned_with_the_steps_that_win():
    # seen: Marcus at Optimates 6/7 and no warning; one leader played in his Purchase won the game
    s = _six_of_seven()
    v = s.view_for(LIVIA)
    assert s.balance(MARCUS) == -6
    leaders, cards = step_threat(v, MARCUS)
    assert "cato" not in leaders and "brutus" in leaders and cards == ["senatus_consultum_ultimum"]
    assert step_words(_tr("en"), v, MARCUS, "Marcus", LIVIA) == (
        f"Marcus is at Optimates 6/7: one more Optimates step — a leader played (Optimates leaders still to come: "
        f"{len(leaders)}) or Senatus Consultum Ultimum claimed — wins at Marcus's next Forum phase!")
    assert "あと一歩" in step_words(_tr("ja"), v, MARCUS, "Marcus", LIVIA)
    stop = step_stop_words(_tr("en"), v, MARCUS, "Marcus", LIVIA)
    assert stop == ("To stop Marcus: defeat Pompey, M. Porcius Cato, Q. Metellus Scipio in battle first; or claim "
                    "Senatus Consultum Ultimum first (a claimed card leaves the Forum); or keep Roma, which those "
                    "claims need."), stop


def test_an_optimates_leader_in_ones_own_hand_is_a_way_to_stop_it():
    s = _six_of_seven(hand=("brutus",))
    stop = step_stop_words(_tr("en"), s.view_for(LIVIA), MARCUS, "Marcus", LIVIA)
    assert stop.endswith("; or play M. Junius Brutus yourself."), stop
    assert step_stop_words(_tr("en"), s.view_for(MARCUS), LIVIA, "Livia", MARCUS) is None     # (Livia is far)


def test_no_step_warning_at_five_or_when_a_claim_already_wins():
    s = _six_of_seven()
    for u, t in list(s.units.items()):
        if t[1] == "cato":
            del s.units[u]                           # Optimates 4
    assert step_threat(s.view_for(LIVIA), MARCUS) is None


def test_the_race_box_shows_the_step_in_red_in_both_languages():
    s = _six_of_seven()
    for lang in ("en", "ja"):
        seats = [HostSeat(n, kind="ai" if i else "human") for i, n in enumerate(("Livia", "Marcus"))]
        host = SimpleHost(state=s, lang=lang, viewer=LIVIA, seats=seats)
        board = host.attach(Board(host), (1280, 800))
        host.draw()
        red = [text for text, warn, *_ in board.forum_geom["lines"] if warn]
        assert red == [step_words(_tr(lang), s.view_for(LIVIA), MARCUS, "Marcus", LIVIA)], red
        assert board.forum_geom["rect"].colliderect(board.geom["map"])


def test_with_both_commanders_dead_the_box_says_city_gold_decides_and_who_leads():
    # seen: both commanders dead, Marcus far ahead in city gold, and the box said nothing for turns
    s = position(phase="purchase", active=LIVIA, gold=(10, 10), markers={"roma": MARCUS, "massilia": LIVIA})
    put(s, LIVIA, "massilia", "legion")
    put(s, MARCUS, "roma", "legion")
    s.sc = [None, None]
    for lang, words in (("en", "city gold decides after turn 14: Marcus leads, "), ("ja", "第14ターン後の都市のゴールドで決まる")):
        seats = [HostSeat(n, kind="ai" if i else "human") for i, n in enumerate(("Livia", "Marcus"))]
        host = SimpleHost(state=s, lang=lang, viewer=LIVIA, seats=seats)
        board = host.attach(Board(host), (1280, 800))
        host.draw()
        said = [text for text, *_ in board.forum_geom["lines"] if words in text]   # (drawn, not folded)
        assert said, board.forum_geom["lines"]
    assert said[0].startswith("両陣営とも最高司令官なし")
    s.sc = ["caesar", None]                          # a commander alive: a military victory stays possible
    host = SimpleHost(state=s, lang="en", viewer=LIVIA, seats=seats)
    board = host.attach(Board(host), (1280, 800))
    host.draw()
    assert not [t for t, _warn in board.forum_lines() if "city gold decides" in t]
