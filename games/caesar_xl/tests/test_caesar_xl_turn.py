"""Following the other side's turn in Caesar XL: a side's consecutive marches are one log line
(in the game scene and in the replay), a march moves its stack along its route on the map, a
leader's death and a place changing hands get a banner, the "since your last turn" summary
lists what the other side did, a click on a card in hand plays it (or lights where it may go),
and the panel lists the cards first."""
from __future__ import annotations

import dataclasses

import pygame
import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import position, put
from games.core.chance import CHANCE
from games.core.record import Record
from games.core.registry import registered
from games.core.session import Session
from games.core.state import SeatInfo
from games.core.text import tr
from tests.app_kit import pump_until


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


SEATS = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "human", None, "blue")]


def _play_until(session, done, limit=800):
    """Plain play (chance: its first outcome; a person ends the phase, passes, or takes the first
    choice) until ``done(state)``."""
    for _ in range(limit):
        st = session.state
        if done(st):
            return
        who = st.to_act()[0]
        if who == CHANCE:
            session.act(CHANCE, st.chance_outcomes()[0][0])
            continue
        legal = st.legal_actions(who)
        ends = [a for a in legal if isinstance(a, R.EndPhase)]
        session.act(who, ends[0] if ends else (R.Pass() if R.Pass() in legal else legal[0]))
    raise AssertionError("the position was not reached")


def _caesar_marches_one_by_one() -> tuple[Session, int, int]:
    """Caesar's first March phase: the four units of Massilia march one at a time to Lugdunum.
    Returns the session and the indices (1-based) of the first and last march."""
    session = Session(Record("caesar_xl", SEATS, seed=3, options={"silver": True}))
    _play_until(session, lambda st: st.phase == "march" and st.active == R.CAESAR and not st.todo)
    first = len(session.record.actions) + 1
    for _ in range(4):
        st = session.state
        move = next(a for a in st.legal_actions(R.CAESAR) if isinstance(a, R.Move) and len(a.units) == 1
                    and st.units[a.units[0]][3] == "massilia" and a.path == ("lugdunum",))
        session.act(R.CAESAR, move)
    return session, first, len(session.record.actions)


def test_consecutive_marches_between_two_places_are_one_log_line():
    session, first, last = _caesar_marches_one_by_one()
    raw = [e for e in session.log(None) if first <= e.index <= last]
    assert [e.msg.key for e in raw] == ["caesar_xl.log.move"] * 4
    board = Board(SimpleHost(lang="en"))
    merged = [e for e in board.merge_log(session.log(None), session.record.actions, session.events)
              if e.index >= first]
    assert len(merged) == 1, [e.msg.key for e in merged]
    names = [s.name for s in SEATS]
    assert merged[0].msg.render("en", names) == \
        "Livia marches 2 veteran legions, a legion and an ally: Massilia → Lugdunum."
    assert merged[0].msg.render("ja", names) == \
        "Liviaは2個熟練レギオン、レギオンと同盟軍を行軍させる：マッシリア → ルグドゥヌム。"
    assert (merged[0].first, merged[0].index, merged[0].seat) == (first, last, R.CAESAR)


def test_the_game_scene_and_the_replay_show_the_marches_grouped(app):
    session, first, last = _caesar_marches_one_by_one()
    record = session.record
    game = app.push("game", record=record.copy(), autosave_on=False)
    pump_until(app, lambda: not game.text_held(), what="the log released")
    said = [game.render(e.msg) for e in game.shown_log]
    line = "Livia marches 2 veteran legions, a legion and an ally: Massilia → Lugdunum."
    assert said.count(line) == 1 and not any("marches 1 to" in s for s in said), said[-6:]
    game.open_replay(last)
    replay = app.top
    assert replay.name == "replay"
    for i in range(first, last + 1):           # each march of the group shows the group's line
        replay.index = i
        assert replay.move_text() == line, (i, replay.move_text())
    fresh = app.push("replay", record=record.copy(), index=first)    # (its own log, made afresh)
    assert fresh.move_text() == line


def _forced_march_board():
    s = position(phase="march", gold=(10, 0))
    units = put(s, R.CAESAR, "massilia", "legion", "ally", "antonius")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and len(a.path) == 2
                and set(a.units) == set(units) and not a.fleet)
    return host, board, units, move


def test_a_march_moves_its_stack_along_its_route():
    host, board, units, move = _forced_march_board()
    mid, dest = move.path
    assert host.apply(R.CAESAR, move)
    march = board.drawn_marches[-1]
    assert march.route == ["massilia", mid, dest] and len(march.labels) == 3
    p = board.painter

    def near(a, b):
        return abs(a[0] - b[0]) < 1.5 and abs(a[1] - b[1]) < 1.5
    assert near(march.at(0.0), p.screen_point("massilia"))
    assert near(march.at(0.5), p.screen_point(mid))            # through the middle city
    assert near(march.at(1.0), p.screen_point(dest))
    host.tick(0.2)                                             # under way: gone from Massilia, not yet there
    assert board.before is not None and not any(t[3] == "massilia" for t in board.shown.units.values())
    assert not march.done
    x, y = march.at(march.t)
    assert not near((x, y), p.screen_point("massilia")) and not near((x, y), p.screen_point(dest))
    host.draw()
    host.settle()
    assert all(board.shown.units[u][3] == dest for u in units)


def test_a_leaders_death_and_a_city_taken_get_banners():
    from games.app.board.banner import Banner
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion")
    put(s, R.POMPEY, "lugdunum", "labienus")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.path == ("lugdunum",))
    assert host.apply(R.CAESAR, move)
    # (a dead leader's card coming back into play surprised a player: the banner says it can)
    assert ("T. Labienus is dead", "Killed in Lugdunum. The card goes to the discards: it can come back into play.") \
        in board.drawn_banners, board.drawn_banners
    assert ("P1 takes Lugdunum", "Lugdunum was held by P2.") in board.drawn_banners
    running = []
    for _ in range(400):                           # the banners come after the march, over the new position
        host.tick(1 / 30)
        seq = board._before_seq
        if seq is not None and seq.index < len(seq.anims) and isinstance(seq.anims[seq.index], Banner):
            running.append(seq.anims[seq.index].title)
            assert board.before is None
        if not board.busy():
            break
    assert "T. Labienus is dead" in running and "P1 takes Lugdunum" in running


def _at_pompeys_first_turn():
    """Livia (Caesar) marches Massilia's units one by one to Lugdunum, then plays on to the
    start of Marcus's (Pompey's) first turn."""
    session, first, last = _caesar_marches_one_by_one()
    _play_until(session, lambda st: st.active == R.POMPEY and st.phase == "forum")
    return session


def test_the_summary_lists_what_the_other_side_did():
    from games.caesar_xl.turn_story import since_last_turn
    session = _at_pompeys_first_turn()
    names = [s.name for s in SEATS]
    lines = [m.render("en", names) for m in since_last_turn(session.record.actions, session.events, R.POMPEY)]
    assert "Livia marches 2 veteran legions, a legion and an ally: Massilia → Lugdunum." in lines
    assert not any("marches a" in x and "Massilia" in x and "2 veteran" not in x for x in lines), lines
    assert not any(m.key == "caesar_xl.ev.to_hand" for m in since_last_turn(session.record.actions, session.events,
                                                                            R.POMPEY))
    # nothing is offered to Caesar (his turn is not beginning), and no card of his hand is named
    assert since_last_turn(session.record.actions, session.events, R.CAESAR) == []
    hand = session.state.hands[R.CAESAR]
    from games.core.text import tr
    assert not any(tr(f"caesar_xl.card.{c}", "en") in x for c in hand for x in lines)


def test_the_summary_says_things_in_the_order_they_happened():
    """A card played, a march, then a battle won: said in that order (it once said the battle
    first, before the march that led to it; a long summary cuts the marches first, never the
    battle)."""
    from games.caesar_xl.turn_story import since_last_turn
    note = lambda key, seat, place="": R.Note(key, seat, place, "", 0)      # noqa: E731
    actions = [(R.CAESAR, R.EndPhase()), (R.CAESAR, R.PlayCard("curio", "rubicon")),
               (R.CAESAR, R.Move((7,), ("lugdunum",), False)), (R.CAESAR, R.EndPhase())]
    events = [[note("phase_forum", R.CAESAR)], [],
              [R.Marched(R.CAESAR, "massilia", ("lugdunum",), False, ("legion",), ("standard",))],
              [note("battle", R.CAESAR, "roma"), note("eliminated_legion", R.POMPEY, "roma"),
               note("battle_won", R.CAESAR, "roma"), note("phase_forum", R.POMPEY)]]
    said = [m.render("en", ["Livia", "Marcus"]) for m in since_last_turn(actions, events, R.POMPEY)]
    assert said == ["Livia plays C. Scribonius Curio on Rubicon.",
                    "Livia marches a legion: Massilia → Lugdunum.",
                    "Livia wins the battle of Roma; units lost: Livia 0, Marcus 1."]


def _summary_up(app, session):
    """The game opened on ``session``'s record (as the Load screen opens a save) and handed
    to Marcus, once the "since your last turn" panel is up and drawn."""
    game = app.push("game", record=session.record.copy(), autosave_on=False)
    pump_until(app, lambda: app.top.name == "handoff", what="the hand-off to Marcus")
    app.top.confirm()
    pump_until(app, lambda: game.summary is not None and game.summary.rect is not None,
               what="the summary drawn")
    return game


def _press(game, pos):
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        game.handle_event(pygame.event.Event(kind, button=1, pos=pos))


def test_the_summary_shows_over_the_board_when_the_turn_begins_and_its_button_closes_it(app):
    game = _summary_up(app, _at_pompeys_first_turn())
    assert game.summary.seat == R.POMPEY and game.viewer == R.POMPEY
    words = game.summary.words(game.render)
    assert words[0] == "Since your last turn"
    assert "Livia marches 2 veteran legions, a legion and an ally: Massilia → Lugdunum." in words[1]
    assert game.board_rect.contains(game.summary.rect)
    assert game.summary.rect.contains(game.summary.close_rect)
    _press(game, game.summary.rect.center)      # a click inside it: it stays
    _press(game, (game.summary.rect.x + 30, game.summary.rect.bottom - 20))
    assert game.summary is not None
    _press(game, game.summary.close_rect.center)
    assert game.summary is None
    app.step(1 / 60)
    assert game.summary is None                 # once a turn


@pytest.mark.parametrize("key", [pygame.K_ESCAPE, None])
def test_the_summary_closes_by_escape_or_a_click_on_the_board_outside_it(app, key):
    game = _summary_up(app, _at_pompeys_first_turn())
    if key is None:
        inside = game.summary.rect
        _press(game, (game.board_rect.x + 5, inside.centery if inside.x > game.board_rect.x + 10 else
                      game.board_rect.y + 5))
    else:
        game.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    assert game.summary is None


def test_the_summary_of_a_game_loaded_in_the_middle_of_their_turn_names_the_places_won(app):
    """Opened after Caesar's march took Barcino and before his turn ended (the other side's turn
    under way when the save was made), the summary still names Barcino when Pompey's turn begins."""
    session = Session(Record("caesar_xl", SEATS, seed=1, options={"silver": True}))
    _play_until(session, lambda st: st.phase == "march" and st.active == R.CAESAR and not st.todo)
    session.act(R.CAESAR, R.Move((4, 5, 6, 7), ("barcino",), False))
    assert session.state.view_for(R.POMPEY).controller("barcino") == R.CAESAR
    game = app.push("game", record=session.record.copy(), autosave_on=False)
    pump_until(app, lambda: app.top.name == "handoff", what="the hand-off to Livia")
    app.top.confirm()
    pump_until(app, lambda: game.board.acting and not game.busy(), what="Livia's board")
    for _ in range(200):
        st = game.session.state
        if st.active == R.POMPEY:
            break
        who = st.to_act()[0]
        legal = st.legal_actions(who)
        ends = [a for a in legal if isinstance(a, R.EndPhase)]
        assert game.submit(who, ends[0] if ends else (R.Pass() if R.Pass() in legal else legal[0]))
        pump_until(app, lambda: not game.busy(), what="the action shown")
    pump_until(app, lambda: app.top.name == "handoff", what="the hand-off to Marcus")
    app.top.confirm()
    pump_until(app, lambda: game.summary is not None, what="the summary")
    assert "Livia now holds Barcino." in game.summary.words(game.render)[1]


def test_the_summary_of_a_loaded_game_names_the_places_won(app):
    """The game opened from its record has not seen Caesar's turn begin: the summary still says
    which places changed hands in it, as the summary of a game played on screen does."""
    session = Session(Record("caesar_xl", SEATS, seed=1, options={"silver": True}))
    _play_until(session, lambda st: st.phase == "march" and st.active == R.CAESAR and not st.todo)
    assert session.state.view_for(R.POMPEY).controller("barcino") is None
    session.act(R.CAESAR, R.Move((4, 5, 6, 7), ("barcino",), False))    # Massilia's stack
    _play_until(session, lambda st: st.active == R.POMPEY and st.phase == "forum")
    assert session.state.view_for(R.POMPEY).controller("barcino") == R.CAESAR
    game = _summary_up(app, session)
    lines = game.summary.words(game.render)[1]
    assert "Livia now holds Barcino." in lines, lines


# ----- cards in hand ---------------------------------------------------------------------------
def _purchase_board(hand, **kw):
    s = position(phase="purchase", gold=(30, 20), hands=(tuple(hand), ()), **kw)
    put(s, R.CAESAR, "massilia", "caesar", "legion")
    put(s, R.CAESAR, "roma", "legion")
    put(s, R.CAESAR, "aquileia", "legion")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    return host, board


def _click(board, pos):
    pos = (int(pos[0]), int(pos[1]))
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def _card_rect(board, card):
    return next(r for c, r in board.geom["hand"] if c == card)


def test_a_click_on_a_playable_card_plays_it():
    host, board = _purchase_board(["donations"])
    acts = board.card_actions("donations")
    assert len(acts) == 1
    _click(board, _card_rect(board, "donations").center)
    assert host.submitted[-1] == (R.CAESAR, acts[0])


@pytest.mark.parametrize("lang, change", [
    ("en", "your balance Populares 2 → Populares 1"), ("ja", "あなたのバランスはポプラレス2 → ポプラレス1")])
def test_a_leader_card_that_moves_the_balance_waits_for_a_second_click(lang, change):
    """One click on M. Junius Brutus (an Optimates leader) played him at once as Caesar and took
    the player's balance from Populares 2 to 1, with no undo: the first click says so and lights
    his place; the second plays him."""
    host, board = _purchase_board(["brutus"])
    host.lang = lang
    board._rebuild()
    assert board.view.balance(R.CAESAR) == 2
    acts = board.card_actions("brutus")
    assert len(acts) == 1
    _click(board, _card_rect(board, "brutus").center)
    assert not host.submitted, host.submitted
    assert board.notices and change in board.notices[-1].text, [n.text for n in board.notices]
    assert board.highlighted() == {acts[0].target}
    _click(board, _card_rect(board, "brutus").center)
    assert host.submitted[-1] == (R.CAESAR, acts[0])
    assert not [n for n in board.notices if change in n.text], "the question stayed once answered"


def test_a_click_on_a_card_with_several_places_lights_them_and_a_place_plays_it():
    host, board = _purchase_board(["legionaries_demands"])
    targets = {a.target for a in board.legal() if isinstance(a, R.PlayCard)}
    assert len(targets) >= 2
    _click(board, _card_rect(board, "legionaries_demands").center)
    assert not host.submitted and board.highlighted() == targets
    labels = [b.label for b in board.buttons if b.action is not None and not isinstance(b.action, R.EndPhase)]
    assert labels and all("Legionaries" in x for x in labels), labels
    place = sorted(targets)[0]
    _click(board, board.place_point(place))
    assert host.submitted[-1] == (R.CAESAR, R.PlayCard("legionaries_demands", place))


def test_a_card_that_cannot_be_played_now_says_when_it_can():
    host, board = _purchase_board(["ambush"])
    _click(board, _card_rect(board, "ambush").center)
    assert not host.submitted and board.notices
    assert "Ambush" in board.notices[0].text


def test_the_panel_lists_the_cards_before_recruits_and_diplomacy():
    host, board = _purchase_board(["curio", "labienus"], markers={"neapolis": 0, "brundisium": 0})
    _click(board, board.place_point("massilia"))
    assert board.sel_place == "massilia"
    labels = [b.label for b in board.buttons if b.action is not None and not isinstance(b.action, R.EndPhase)]
    assert labels[:2] == ["Play C. Scribonius Curio: Massilia", "Play T. Labienus: Massilia"], labels
    from games.caesar_xl.scene_turn import order_choices
    ranked = order_choices(board.choices())
    kinds = [type(a).__name__ for a in ranked]
    assert kinds.index("Diplomacy") > max(i for i, k in enumerate(kinds) if k in ("PlayCard", "Recruit"))


def test_a_banner_during_a_battle_keeps_clear_of_the_battle_panel():
    """A leader dying in a battle gets a banner while the battle's panel is up: the banner stands
    beside the panel, never over its Close button."""
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "legion")
    put(s, R.POMPEY, "lugdunum", "labienus")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    board._new_report("lugdunum", R.CAESAR, R.POMPEY, s.view_for(R.CAESAR))
    board.layout_battle(board.geom["map"])
    move = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.path == ("lugdunum",))
    before = s.view_for(R.CAESAR)
    after_state = s.clone()
    events = list(after_state.apply(R.CAESAR, move))
    banners = board._banners(events, before, after_state.view_for(R.CAESAR))
    assert banners, "the leader's death gets a banner"
    close = board.battle_geom["close"]
    for banner in banners:
        assert not banner.rect.colliderect(close) and not banner.rect.colliderect(board.battle_geom["rect"])


@pytest.mark.parametrize("place,other", [("nova_carthago", "roma"), ("roma", "nova_carthago"),
                                         ("alexandria", "massilia"), ("massilia", "alexandria")])
def test_a_city_taken_in_battle_gets_its_banner_beside_the_panel_where_it_stands_then(monkeypatch, place, other):
    """A city taken by a battle's last dice while the next battle opens: the banner was placed
    beside the battle panel as it stood for the next battle, but the panel shows the battle
    over (away from its place) when the banner is drawn, and the banner covered it. Each frame
    the banner is drawn it keeps clear of the panel as it stands then."""
    from games.app.board.banner import Banner
    from games.caesar_xl.tests.test_caesar_xl_battle_panel import _drive_battle
    drawn: list = []
    real = Banner.draw

    def spy(self, surface):
        drawn.append((self.title, pygame.Rect(self.rect), pygame.Rect(board.battle_geom["rect"])))
        return real(self, surface)
    monkeypatch.setattr(Banner, "draw", spy)
    s = position(phase="march", gold=(10, 0), markers={place: R.POMPEY, other: R.POMPEY})
    put(s, R.CAESAR, place, "legion", "legion", "ally")
    put(s, R.POMPEY, place, "legion")
    put(s, R.CAESAR, other, "legion", "legion", "legion")
    put(s, R.POMPEY, other, "legion")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    assert host.apply(R.CAESAR, R.EndPhase())
    assert host.apply(R.CAESAR, R.Fight(place))
    _drive_battle(host, [(0, 0), (1, 1)])         # (the light step: the ally's; then the heavy)
    host.settle()
    assert s.todo and s.todo[0][0] in ("assign", "lose"), s.todo
    assert host.apply(R.CAESAR, s.legal_actions(R.CAESAR)[0])     # Caesar takes the last hit: it is over
    assert s.battle is not None and s.battle["place"] == other and s.controller(place) == R.CAESAR
    for _ in range(200):
        host.tick(1 / 30)
        host.draw()
    taken = [(r, panel) for title, r, panel in drawn if title.startswith("P1 takes")]
    assert taken, f"no banner of the city taken was drawn: {[t for t, _, _ in drawn]}"
    for r, panel in taken:
        assert not r.colliderect(panel), f"the banner {r} covers the battle panel {panel}"


def test_a_click_on_the_fleet_in_the_march_lights_the_stacks_it_may_carry():
    """The Fleet is played by a stack's march: a click on it in the March phase said "play this
    tactics card when its time comes". It lights the stacks it may carry and says how; their
    march by sea then plays it."""
    s = position(phase="march", gold=(10, 0), hands=(("fleet",), ()))
    put(s, R.CAESAR, "massilia", "legion")
    host = SimpleHost(state=s, lang="en", viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    sails = [a for a in board.legal() if isinstance(a, R.Move) and a.fleet]
    assert sails, "no march by the Fleet"
    _click(board, _card_rect(board, "fleet").center)
    assert not host.submitted and board.highlighted() == {"massilia"}
    assert "By sea (Fleet)" in board.notices[-1].text, board.notices[-1].text
    _click(board, board.place_point("massilia"))
    assert board.sel_place == "massilia" and board.sel_card is None
    far = next(a.path[-1] for a in sails if a.path[-1] in ("alexandria", "antiochia", "utica"))
    _click(board, board.place_point(far))
    if board.sel_dest is not None:          # (more than one way there: the one by sea)
        way = next(b for b in board.buttons if b.action is not None and getattr(b.action, "fleet", False))
        _click(board, way.rect.center)
    assert host.submitted[-1][1].fleet and host.submitted[-1][1].path[-1] == far


@pytest.mark.parametrize("lang, words", [("en", "Caesar in Roma: draw 1 more card (free)"),
                                         ("ja", "ローマのカエサル：もう1枚引く（無料）")])
def test_the_supreme_commanders_card_in_roma_says_what_it_does(lang, words):
    """Its button read "Caesar: Roma" (「カエサル：ローマ」): neither a card nor that it is free."""
    s = position(phase="forum", gold=(10, 0))
    put(s, R.CAESAR, "roma", "caesar")
    s.apply(R.CAESAR, R.EndPhase())
    s.apply(CHANCE, R.DrawCard(R.CAESAR, "ambush"))
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    button = next(b for b in board.buttons if b.action == R.Ability("caesar", "roma"))
    assert button.label == words


def test_a_retreat_is_one_log_line():
    """「マルクスはバルキノへ退却する。」 stood twice in the log: the retreat's own line and its
    event's (which the turn's summary reads)."""
    from games.core.session import LogEntry
    from games.core.text import Msg
    retreat = R.Retreat("barcino")
    own = LogEntry(3, R.POMPEY, retreat.msg(R.POMPEY))
    event = LogEntry(3, None, Msg("caesar_xl.ev.retreated", {"seat": R.POMPEY, "place": R.place_msg("barcino")}))
    won = LogEntry(3, None, Msg("caesar_xl.ev.battle_won", {"seat": R.CAESAR, "place": R.place_msg("massilia")}))
    actions = [(R.CAESAR, R.EndPhase()), (R.CAESAR, R.Pass()), (R.POMPEY, retreat)]
    board = Board(SimpleHost(lang="ja"))
    merged = board.merge_log([own, event, won], actions, [[], [], []])
    assert merged == [own, won], [e.msg.key for e in merged]
    lines = [e.msg.render("ja", ["Livia", "Marcus"]) for e in merged]
    assert lines[0] == "Marcusはバルキノへ退却する。", lines


def test_a_diplomacy_roll_says_whose_it_was():
    """The summary of the other side's turn read 「タプススの外交は成功（6）。」: whose?"""
    s = position(phase="purchase", gold=(10, 10))
    put(s, R.POMPEY, "roma", "pompey", "legion")
    s.active = R.POMPEY
    dipl = next(a for a in s.legal_actions(R.POMPEY) if isinstance(a, R.Diplomacy) and not a.source)
    s.apply(R.POMPEY, dipl)
    names = ["Livia", "Marcus"]
    events = [ev for ev in s.apply(CHANCE, R.Roll(6)) if getattr(ev, "key", "").startswith("dipl_")]
    lines = [events[0].msg().render(lang, names) for lang in ("en", "ja")]
    place = {lang: R.place_msg(dipl.target).render(lang, names) for lang in ("en", "ja")}
    assert lines[0].startswith(f"Marcus's diplomacy in {place['en']} ")
    assert lines[1].startswith(f"Marcusの{place['ja']}への外交は"), lines


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_summary_names_the_places_a_side_gained_in_one_line(lang):
    """Ten "Marcus now holds X." lines filled the panel and pushed the marches into "... and 10
    more"; a side's places gained (or taken, or lost) stand in one line, and the alliance
    marker lost with a place taken is not said again."""
    from games.caesar_xl.turn_story import city_lines, since_last_turn
    from games.core.text import tr
    names = ["Livia", "Marcus"]
    before = {"alexandria": None, "byzantium": None, "creta": None, "salonae": R.CAESAR, "roma": R.CAESAR}
    now = {"alexandria": R.POMPEY, "byzantium": R.POMPEY, "creta": R.POMPEY, "salonae": R.POMPEY,
           "roma": R.CAESAR}
    places = city_lines(before, now)
    said = [m.render(lang, names) for m in places]
    city = lambda p: tr(f"caesar_xl.city.{p}", lang)      # noqa: E731
    sep = "、" if lang == "ja" else ", "
    gained = tr("caesar_xl.turn.story.city_gained", lang, seat="Marcus",
                place=sep.join(city(p) for p in ("alexandria", "byzantium", "creta")))
    taken = tr("caesar_xl.turn.story.city_taken", lang, seat="Marcus", seat_other="Livia", place=city("salonae"))
    assert said == [gained, taken], said
    note = lambda key, seat, place="": R.Note(key, seat, place, "", 0)      # noqa: E731
    actions = [(R.CAESAR, R.EndPhase()), (R.POMPEY, R.EndPhase()), (R.POMPEY, R.EndPhase())]
    events = [[note("phase_forum", R.POMPEY)], [note("marker_lost", R.CAESAR, "salonae")],
              [note("phase_forum", R.CAESAR)]]
    lines = since_last_turn(actions, events, R.CAESAR, places)
    assert not any(m.key == "caesar_xl.ev.marker_lost" for m in lines), [m.render(lang, names) for m in lines]
    assert any(m.key == "caesar_xl.ev.marker_lost" for m in since_last_turn(actions, events, R.CAESAR, []))


def test_the_units_offered_for_a_hit_keep_one_order_whatever_their_numbers():
    """Round 1 offered "veteran legion, standard legion, ally"; once the veteran stepped down,
    round 2 offered "standard legion, veteran legion, ally" (the units' numbers decided), and
    the button under the pointer changed. They stand by kind, veterans first, each round."""
    from games.caesar_xl.scene_turn import order_choices
    first = [R.AssignHit(3, "legion", "veteran"), R.AssignHit(5, "legion", "standard"), R.AssignHit(8, "ally", "standard")]
    later = [R.AssignHit(3, "legion", "standard"), R.AssignHit(4, "legion", "veteran"), R.AssignHit(8, "ally", "standard")]
    for offered in (first, later, list(reversed(first))):
        assert [(a.kind, a.grade) for a in order_choices(offered)] == [
            ("legion", "veteran"), ("legion", "standard"), ("ally", "standard")], offered


def _caesar_chooses_a_loss(attacker: int):
    """``attacker`` marches a legion and a second unit on the other side's stack of two; a hit
    lands on Caesar, who is to choose which of his units takes it (in Pompey's battle: Pompey's
    two legions on Caesar's legion and ally; in Caesar's own: his legion and ally on two legions)."""
    from games.caesar_xl.tests.xl_positions import volley_dice
    other = R.CAESAR if attacker == R.POMPEY else R.POMPEY
    mine, theirs = (("legion", "legion"), ("legion", "ally")) if attacker == R.POMPEY else \
        (("legion", "ally"), ("legion", "legion"))
    s = position(phase="march", active=attacker, gold=(10, 10))
    put(s, attacker, "massilia", *mine)
    move = next(a for a in s.legal_actions(attacker) if isinstance(a, R.Move) and len(a.units) == 2
                and len(a.path) == 1 and not a.fleet)
    put(s, other, move.path[0], *theirs)
    s.apply(attacker, move)
    s.apply(attacker, R.EndPhase())
    heavy = (1, 0) if attacker == R.POMPEY else (0, 1)
    for _ in range(60):
        seat = s.to_act()[0]
        if seat == CHANCE:
            for die in volley_dice(s, *(heavy if s.todo[0][1] == "heavy" else (0, 0))):
                s.apply(CHANCE, die)
            continue
        legal = s.legal_actions(seat)
        if seat == R.CAESAR and sum(isinstance(a, R.AssignHit) for a in legal) > 1:
            return s
        s.apply(seat, next((a for a in legal if isinstance(a, R.Fight)), R.Pass() if R.Pass() in legal else legal[0]))
    raise AssertionError("Caesar never came to choose the unit hit")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_top_bar_says_whose_turn_it_is_when_the_other_side_chooses_a_loss(lang):
    """The top bar read "Livia's turn." in Marcus's turn while Livia only chose which of her units
    took a hit in his battle: it names both now."""
    import types

    from games.app.scenes.game import GameScene
    s = _caesar_chooses_a_loss(R.POMPEY)
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    want = tr("caesar_xl.ui.turn_choice.loss", lang, seat=board.name(R.CAESAR), seat_active=board.name(R.POMPEY))
    assert board.whose_turn() == want
    game = types.SimpleNamespace(board=board)               # (the game scene asks its board first)
    assert GameScene.whose_turn(game) == want
    s.active = R.CAESAR                                      # (in one's own turn: what is chosen)
    host.attach(board, (1280, 800))
    assert board.whose_turn() == tr("caesar_xl.ui.own_choice.loss", lang, seat=board.name(R.CAESAR))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_top_bar_says_what_a_side_chooses_in_its_own_turn(lang):
    """The top bar read 「リウィアの手番です」 (the game's stale words) while Livia chose which unit
    took a hit in her own battle, and while she chose Revolt's second city: it says what is chosen."""
    import types

    from games.app.scenes.game import GameScene
    s = _caesar_chooses_a_loss(R.CAESAR)
    assert s.active == R.CAESAR
    host = SimpleHost(state=s, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    want = tr("caesar_xl.ui.own_choice.loss", lang, seat=board.name(R.CAESAR))
    assert GameScene.whose_turn(types.SimpleNamespace(board=board)) == want
    revolt = position(hands=(["revolt"], []), markers={"creta": R.POMPEY})
    revolt.apply(R.CAESAR, R.PlayCard("revolt", "creta"))
    host = SimpleHost(state=revolt, lang=lang, viewer=R.CAESAR)
    board = host.attach(Board(host), (1280, 800))
    said = GameScene.whose_turn(types.SimpleNamespace(board=board))
    assert said == tr("caesar_xl.ui.own_choice.target", lang, seat=board.name(R.CAESAR),
                      card=tr("caesar_xl.card.revolt", lang)), said
    assert said != tr("app.game.turn_of", lang, name=board.name(R.CAESAR))
