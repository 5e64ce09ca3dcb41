"""The Caesar XL board, headless: it renders at 1280x800 and 2560x1600 in English and
Japanese at several points of a random game; the lit destinations of a march are exactly
the legal moves (and the coins the forced-march costs); a battle shows exactly the dice
the engine rolled; the hand drawn is always the viewer's own; and two persons click a whole game to
its end in the real game scene, through the hand-offs."""
from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from games.app.board import SimpleHost
from games.caesar_xl import INFO
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_battle import CHOICE_SETTLE_SECONDS
from games.caesar_xl.tests.xl_positions import volley_dice
from games.core.chance import CHANCE, sample
from games.core.registry import registered
from tests.app_kit import make_app, pump


@pytest.fixture(autouse=True)
def playable():
    with registered(dataclasses.replace(INFO, playable=True), "games.caesar_xl"):
        yield


class Table:
    """A SimpleHost and the board; the screen goes to whoever must act (the hand-off);
    chance is drawn from a seeded generator, as the app's Session does."""

    def __init__(self, seed=1, size=(1280, 800), lang="en", silver=True):
        self.rng = random.Random(seed)
        self.host = SimpleHost(state=R.new_game(2, seed, {"silver": silver}), lang=lang, viewer=0)
        self.board = self.host.attach(Board(self.host), size)

    @property
    def state(self):
        return self.host.state

    def face(self, seat):
        if self.host.viewer != seat:
            self.host.viewer = seat
            self.host.refresh()

    def step(self, end_bias=0.5):
        """One action of a random game: a chance outcome by its weight, or a person's choice
        (ending the phase with probability ``end_bias``)."""
        s = self.state.to_act()[0]
        if s == CHANCE:
            a = sample(self.state.chance_outcomes(), self.rng)
        else:
            self.face(s)
            acts = self.state.legal_actions(s)
            ends = [x for x in acts if isinstance(x, R.EndPhase)]
            a = ends[0] if ends and self.rng.random() < end_bias else self.rng.choice(acts)
        assert self.host.apply(s, a)
        self.host.tick(0.1)

    def until(self, pred, limit=3000, end_bias=0.5):
        for _ in range(limit):
            if self.state.is_over() or pred(self.state):
                return True
            self.step(end_bias)
        return False

    def click(self, pos, button=1):
        pos = (int(pos[0]), int(pos[1]))
        self.board.update(CHOICE_SETTLE_SECONDS + 0.1)    # (a person reads new choices before a click)
        self.board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        self.board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
        self.board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))

    def draw(self):
        self.host.settle()
        return self.host.draw()


def check_drawn(t: Table):
    """The frame drew something everywhere that matters and only the viewer's hand."""
    surf = t.draw()
    b = t.board
    assert surf.get_at(b.geom["side"].center)[:3] != (30, 24, 20)
    v = t.host.viewer
    if v is None:
        assert b.drawn_hand is None
    else:
        assert b.drawn_hand_seat == v
        assert b.drawn_hand == list(t.state.hands[v])
        assert R.HIDDEN not in b.drawn_hand


@pytest.mark.parametrize("size, lang", [((1280, 800), "en"), ((1280, 800), "ja"),
                                        pytest.param((2560, 1600), "ja", marks=pytest.mark.long)])
def test_the_board_renders_at_points_of_a_random_game(size, lang):
    t = Table(seed=3, size=size, lang=lang)
    check_drawn(t)
    assert t.until(lambda s: s.phase == "march" and s.turn_no >= 2)
    check_drawn(t)
    seen_battle = t.until(lambda s: s.battle is not None and s.todo and s.todo[0][0] in ("assign", "retreat"),
                          end_bias=0.15)
    check_drawn(t)
    assert seen_battle and t.board.battle_geom["rect"].h > 0
    t.until(lambda s: s.turn_no >= 5)
    check_drawn(t)
    t.host.viewer = None
    t.host.refresh()
    check_drawn(t)


def test_counters_are_readable_at_the_zoom_the_board_opens_with():
    """At 1280x800 the board opens fitted to the map: a counter is still big enough to read
    its unit and its stack's size (the sizes of a readable counter in the screenshots)."""
    t = Table(seed=3, size=(1280, 800))
    p = t.board.painter
    side = p.counter_side()
    assert side >= 28, f"counters of {side:.0f} px"
    assert p.label_px(side) >= 11 and p.badge_px(side) >= 11


def test_every_string_is_in_both_catalogues():
    from games.core.text import catalogue
    cat = catalogue()
    keys = [k for k in cat["en"] if k.startswith("caesar_xl.ui.")]
    assert len(keys) > 40
    for k in keys:
        assert cat["ja"].get(k, "").strip(), k
    assert cat["ja"]["caesar_xl.ui.btn.stay"] == "留まって戦う"


def test_every_choice_has_words_in_both_languages():
    """Every legal choice met in random games gets a button label from the catalogues."""
    from games.caesar_xl.scene_words import action_label
    from games.core.text import tr
    kinds = set()
    for seed in (1, 2):                # (the engine alone: the labels read the view, not the board)
        rng, s = random.Random(seed), R.new_game(2, seed, {"silver": True})
        for _ in range(500):
            if s.is_over():
                break
            seat = s.to_act()[0]
            if seat == CHANCE:
                s.apply(seat, sample(s.chance_outcomes(), rng))
                continue
            v, acts = s.view_for(seat), s.legal_actions(seat)
            for a in acts:
                kinds.add(type(a).__name__)
                for lang in ("en", "ja"):
                    label = action_label(lambda key, lang=lang, **p: tr(key, lang, **p), v, seat, a)
                    assert label != type(a).__name__ and "{" not in label and "caesar_xl." not in label, a
            ends = [x for x in acts if isinstance(x, R.EndPhase)]
            s.apply(seat, ends[0] if ends and rng.random() < 0.4 else rng.choice(acts))
    assert {"EndPhase", "Recruit", "Diplomacy", "Move", "Pass", "Discard"} <= kinds


def _march_table(seed=5):
    t = Table(seed=seed)
    assert t.until(lambda s: s.phase == "march" and not s.todo and s.turn_no >= 2
                   and s.gold[s.active] >= 4, end_bias=0.6)
    t.face(t.state.active)
    return t


@pytest.mark.parametrize("seed", [5, 8])
def test_the_choices_follow_the_place_selected(seed):
    """With a stack selected (Rubicon), the panel offers no choice of another place ("Choose
    units in Massilia"); with none selected, the choices of several places show."""
    from games.caesar_xl.scene_words import place_of
    t = _march_table(seed)
    seat = t.state.active
    t.draw()
    places = {place_of(b.action) for b in t.board.buttons if getattr(b, "action", None) is not None} - {None}
    sources = {t.state.units[m.units[0]][3] for m in t.state.legal_actions(seat) if isinstance(m, R.Move)}
    assert len(places | sources) >= 2
    for place in sorted(sources):
        t.click(t.board.place_point(place))
        assert t.board.sel_place == place
        t.draw()
        other = [b.key for b in t.board.buttons
                 if getattr(b, "action", None) is not None and place_of(b.action) not in (None, place)]
        assert not other, (place, other)
        t.click(t.board.place_point(place), button=3)


@pytest.mark.parametrize("seed", [5, 8])
def test_lit_destinations_are_the_legal_moves(seed):
    t = _march_table(seed)
    seat = t.state.active
    moves = [a for a in t.state.legal_actions(seat) if isinstance(a, R.Move)]
    sources = {t.state.units[m.units[0]][3] for m in moves}
    t.draw()
    assert t.board.drawn_highlight >= sources
    checked_forced = 0
    for place in sorted(sources):
        t.click(t.board.place_point(place))
        assert t.board.sel_place == place
        groups = {m.units for m in moves if t.state.units[m.units[0]][3] == place}
        for grp in sorted(groups):
            t.board.select_group(grp)
            t.draw()
            want = {m.path[-1] for m in moves if m.units == grp}
            assert t.board.drawn_highlight == want, (place, grp)
            for dest, n in t.board.drawn_costs.items():
                cheapest = min(t.state.march_cost(seat, m.units, m.path, m.fleet)
                               for m in moves if m.units == grp and m.path[-1] == dest)
                assert n == cheapest > 0
                checked_forced += 1
        t.click(t.board.place_point(place), button=3)
        assert t.board.sel_place is None
    assert checked_forced > 0
    # a march by clicks: the stack, then a lit destination
    m = moves[0]
    src = t.state.units[m.units[0]][3]
    t.click(t.board.place_point(src))
    t.board.select_group(m.units)
    n = len(t.host.submitted)
    t.click(t.board.place_point(m.path[-1]))
    got = t.host.submitted[n:]
    assert len(got) == 1 and got[0][1].units == m.units and got[0][1].path[-1] == m.path[-1]


def test_a_click_on_a_place_that_is_not_lit_is_explained():
    t = _march_table()
    seat = t.state.active
    moves = [a for a in t.state.legal_actions(seat) if isinstance(a, R.Move)]
    sources = {t.state.units[m.units[0]][3] for m in moves}
    empty = next(c.id for c in R.TOPO.cities if c.id not in sources and not t.state.pieces_at(c.id))
    n = len(t.host.submitted)
    t.click(t.board.place_point(empty))
    assert t.board.notices and len(t.host.submitted) == n


def _at_a_volley(t):
    return bool(t.todo) and t.todo[0][0] == "dice" and not t.todo[0][2]


def _volley_with_a_choice():
    """A table whose next step awaits its dice, and dice for it after which the owner must pick
    the unit hit."""
    for seed in range(1, 60):
        t = Table(seed=seed)
        for _ in range(8):
            if not t.until(_at_a_volley, end_bias=0.15) or t.state.is_over():
                break
            att, dfn = t.state.firers(t.state.todo[0][1])
            for hits in [(a, d) for a in range(len(att) + 1) for d in range(len(dfn) + 1)]:
                try:
                    dice = volley_dice(t.state, *hits)
                except AssertionError:
                    continue
                if len({d.face for d in dice[:len(att)]}) < 2 and len({d.face for d in dice[len(att):]}) < 2:
                    continue                            # a side's dice must differ, so their order shows
                c = t.state.clone()
                for die in dice:
                    c.apply(CHANCE, die)
                if c.todo and c.todo[0][0] == "assign" and len(c.legal_actions(c.todo[0][1])) > 1:
                    return t, dice
            t.step()
    raise AssertionError("no volley with a choice of the unit hit")


def test_a_battle_shows_the_dice_the_engine_rolled_and_the_owner_picks_the_hit():
    t, dice = _volley_with_a_choice()
    before = t.state.view_for(t.host.viewer)
    att, dfn = before.firers(before.todo[0][1])
    old = t.board.volley
    for die in dice[:-1]:                               # each die is a chance outcome of its own
        t.host.apply(CHANCE, die)
        assert t.board.volley is old                    # nothing thrown before the last die
    t.host.apply(CHANCE, dice[-1])                       # the last one down: the volley is thrown
    vol = t.board.volley
    assert vol is not None and vol["place"] == before.battle["place"] and vol["rolling"]
    faces = [d.face for d in dice]
    assert [x[1] for x in vol["sides"]] == [faces[:len(att)], faces[len(att):]]     # exactly the engine's
    assert [x[2] for x in vol["sides"]] == [[f <= s for f, s in zip(faces[:len(att)], att)],
                                            [f <= s for f, s in zip(faces[len(att):], dfn)]]
    t.draw()
    assert not vol["rolling"]
    b = dict(t.board.shown.battle)
    assert t.board.current_volley(b) is vol
    # the next battle, even in the same place, and the next round open with no dice shown
    assert t.board.current_volley(dict(b, att=1 - b["att"], round=0)) is None
    assert t.board.current_volley(dict(b, round=b["round"] + 1)) is None
    seat = t.state.todo[0][1]
    t.face(seat)
    legal = [a for a in t.state.legal_actions(seat) if isinstance(a, R.AssignHit)]
    buttons = [b for b in t.board.buttons if isinstance(b.action, R.AssignHit)]
    assert [b.action for b in buttons] == legal and len(legal) > 1
    t.click(buttons[-1].rect.center)                 # one hit at a time, the unit the owner picked
    assert t.host.submitted[-1] == (seat, legal[-1])


def test_the_next_decision_waits_until_the_dice_have_landed():
    """The prompt and buttons of the decision after a volley (already in the view) are held
    while its dice tumble, and come the moment they land."""
    t, dice = _volley_with_a_choice()
    after = t.state.clone()
    for die in dice:
        after.apply(CHANCE, die)
    seat = after.todo[0][1]
    t.face(seat)                                         # the owner of the hits watches the dice
    for die in dice[:-1]:
        t.host.apply(CHANCE, die)
        t.host.settle()
    before = t.board.view
    t.host.apply(CHANCE, dice[-1])
    vol = t.board.volley
    assert vol is not None and vol["rolling"]

    def hit_buttons():
        return [b for b in t.board.buttons if isinstance(b.action, R.AssignHit)]
    assert not hit_buttons(), "the buttons for the hits came before the dice landed"
    assert not t.board.highlighted(), "places lit for the next decision before the dice landed"
    assert t.board.prompt_msg() == before.prompt(CHANCE), "the next prompt came before the dice landed"
    for _ in range(3000):                               # pump until landed (a generous cap)
        if not vol["rolling"]:
            break
        t.host.tick(1 / 30, 1 / 30)
    else:
        raise AssertionError("the dice never landed")
    assert hit_buttons(), "no buttons for the hits once the dice landed"
    assert t.board.prompt_msg() == t.board.view.prompt(seat)


def _a_battle_ending_as_the_next_opens():
    """A table right after an action that ended a battle and opened the next, and the two."""
    for seed in range(1, 40):
        t = Table(seed=seed)
        for _ in range(3000):
            if t.state.is_over():
                break
            was = t.state.battle
            t.step(0.3)
            now = t.state.battle
            if was is not None and now is not None and (was["place"], was["att"]) != (now["place"], now["att"]):
                return t, was, now
    raise AssertionError("no battle ended as the next one opened")


def test_a_battle_over_stays_up_until_clicked_when_the_next_opens_at_once():
    t, was, now = _a_battle_ending_as_the_next_opens()
    for _ in range(3000):                               # pump until the last dice have landed (a cap)
        if t.board.lingering() is not None:
            break
        t.host.tick(1 / 30, 1 / 30)
    rep = t.board.lingering()
    assert rep is not None, "the result of the battle over never showed"
    assert rep["place"] == was["place"] and rep["result"] is not None and rep["rounds"]
    t.host.tick(5.0)                                    # it stays however long the person reads
    t.host.draw()
    assert t.board.drawn_fight["result"] == t.board.result_words(rep)
    assert t.board.battle_up() and t.board._battle_place() == was["place"]
    assert t.board.prompt_msg().key == "caesar_xl.ui.hint.battle_hold"      # the person knows the game waits
    close = [b for b in t.board.buttons if b.key == ("battle_close",)]
    assert close, "no button closes the battle over"
    t.click(close[0].rect.center)
    assert t.board.lingering() is None
    t.host.draw()
    assert t.board.drawn_fight["result"] is None and t.board._battle_place() == now["place"]


def test_the_hand_drawn_is_only_the_viewers():
    t = Table(seed=4)
    t.until(lambda s: s.turn_no == 2 and s.active == 1)
    for viewer in (0, 1, None):
        t.host.viewer = viewer
        t.host.refresh()
        check_drawn(t)
    t.host.viewer = 0
    t.host.refresh()
    t.draw()
    assert t.board.drawn_hand == list(t.state.hands[0]) and not t.board.acting


def test_every_phase_ends_with_one_button():
    t = Table(seed=10)
    seen, seen_pass = set(), set()
    for _ in range(400):
        s = t.state
        if s.is_over():
            break
        seat = s.to_act()[0]
        t.host.settle()                                   # (a decision's buttons wait for the dice to land)
        if seat != CHANCE and not s.todo:
            t.face(seat)
            ends = [b for b in t.board.buttons if b.key == ("end",)]
            assert len(ends) == 1 and ends[0].primary and isinstance(ends[0].action, R.EndPhase)
            seen.add(s.phase)
        if seat != CHANCE:
            t.face(seat)
            acts = [b.action for b in t.board.buttons if b.action is not None]
            assert len(acts) == len(set(acts)), acts      # no choice shows as two buttons
            if s.todo and R.Pass() in s.legal_actions(seat):
                seen_pass.add(s.todo[0][0])
        t.step(0.7)
    assert seen == set(R.PHASES)
    assert "tactic" in seen_pass, seen_pass


# ----- a whole game of two persons in the real game scene ------------------------------------

def _click(board, pos, button=1):
    pos = (int(pos[0]), int(pos[1]))
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos))


def _act_by_clicks(board, action) -> bool:
    """Do ``action`` with the mouse on ``board``: its button, or a march by the map. The hand
    leaves the panel first, as a person's does between clicks (a button that has just appeared
    under a resting pointer waits for it to leave)."""
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(0, 0, 0)))
    board.update(CHOICE_SETTLE_SECONDS + 0.1)              # (and reads the new choices)
    if isinstance(action, R.Move):
        src = board.view.units[action.units[0]][3]
        _click(board, board.place_point(src))
        grp = [b for b in board.buttons if b.key == ("group", action.units)]
        if grp:
            _click(board, grp[0].rect.center)
        if board.sel_group != action.units:
            return False
        _click(board, board.place_point(action.path[-1]))
        way = [b for b in board.buttons if b.key == ("way", action.path, action.fleet)]
        if way:                                  # reached more than one way: the way's button
            _click(board, way[0].rect.center)
        return True
    for b in board.buttons:
        if b.action == action and b.enabled:
            _click(board, b.rect.center)
            return True
    place = getattr(action, "place", None) or getattr(action, "target", None)
    if place and (place in R.CITY or place in R.AREA):
        _click(board, board.place_point(place))
        for b in board.buttons:
            if b.action == action and b.enabled:
                _click(board, b.rect.center)
                return True
    return False


def _clicked_choice(board, state, seat, rng):
    """A choice of a random game played by the mouse (mostly ending phases)."""
    legal = state.legal_actions(seat)
    ends = [a for a in legal if isinstance(a, (R.EndPhase, R.Pass))]
    pick = ends[0] if ends and rng.random() < 0.75 else rng.choice(legal)
    if _act_by_clicks(board, pick):
        return pick
    other = ends[0] if ends else next(a for a in legal if not isinstance(a, R.Move))
    assert _act_by_clicks(board, other), pick
    return other


@pytest.mark.parametrize("silver", [True, False])
def test_a_whole_game_is_clicked_to_its_end(silver):
    """Both seats play a whole game by clicks alone (buttons and the map) on the kit's host."""
    t = Table(seed=11, size=(1024, 640), silver=silver)
    rng = random.Random(4)
    clicks = 0
    for _ in range(20000):
        s = t.state
        if s.is_over():
            break
        seat = s.to_act()[0]
        if seat == CHANCE:
            t.step()
            continue
        t.face(seat)
        t.host.settle()
        n = len(t.host.submitted)
        _clicked_choice(t.board, s, seat, rng)
        assert len(t.host.submitted) == n + 1 and t.host.refused == 0
        t.host.settle()
        clicks += 1
    assert t.state.is_over() and clicks > 100
    check_drawn(t)


@pytest.mark.long          # a whole game in the app: python3 main.py test -m long
def test_two_persons_click_a_whole_game_through_the_handoffs(home):
    _through_the_handoffs(home, whole=True)


def test_two_persons_click_through_the_handoffs(home):
    """The first two game turns in the real game scene: each person's turn behind a hand-off,
    the hand drawn only for the person at the screen."""
    _through_the_handoffs(home, whole=False)


def _through_the_handoffs(home, whole: bool):
    from games.core.record import Record
    from games.core.state import SeatInfo
    app = make_app(home, size=(1024, 640))
    try:
        seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "human", None, "blue")]
        record = Record("caesar_xl", seats, seed=11, options={"silver": True})
        # (no autosave: each save replays the record, which makes a whole game slow to test)
        game = app.push("game", record=record, autosave_on=False)
        rng = random.Random(2)
        lookers, handoffs, clicks = set(), 0, 0
        for _ in range(6000):
            state = game.session.state
            if state.is_over() or (not whole and state.turn_no > 2):
                break
            top = app.top
            board = game.board
            if top.name == "handoff":
                handoffs += 1
                last = record.actions[-1][1] if record.actions else None
                # a card drawn face up is chance, no one's secret: its drawer keeps the screen
                assert not (top.reason == "secret" and isinstance(last, R.DrawCard)), last
                top.confirm()
            elif top is game and game.viewer is not None and board.acting and not board.busy():
                seat = game.viewer
                lookers.add(seat)
                assert board.drawn_hand_seat in (None, seat)
                n = len(record.actions)
                pick = _clicked_choice(board, state, seat, rng)
                pump(app, 1)
                assert len(record.actions) > n, pick
                clicks += 1
            game.anim.skip()
            frames = game.board.frames
            pump(app, 1)
            if game.board.frames > frames and game.board.drawn_hand is not None:
                assert game.board.drawn_hand_seat == game.viewer
                hand, drawn = list(game.session.state.hands[game.viewer]), game.board.drawn_hand
                # (the viewer's own cards, in order: a long hand at this size scrolls, some below)
                assert drawn == [c for c in hand if c in drawn] and (drawn or not hand), (drawn, hand)
        if whole:
            assert game.session.state.is_over()
            assert handoffs >= 20 and clicks > 100
        else:
            assert game.session.state.turn_no == 3 and handoffs >= 4 and clicks > 10
        assert lookers == {0, 1}
        assert any(isinstance(a, R.DrawCard) and R.CARDS[a.card]["type"] in ("event", "forum")
                   for _, a in record.actions)
    finally:
        app.quit()
        pygame.event.clear()


@pytest.mark.parametrize("lang,fmt,sides", [("en", "{} ({})", ("Caesar", "Pompey")),
                                            ("ja", "{}（{}）", ("カエサル", "ポンペイウス"))])
def test_each_side_panel_says_which_side_the_person_plays(lang, fmt, sides):
    t = Table(seed=3, lang=lang)
    t.draw()
    drawn = {k[0] for k in t.board.texts._surfaces}
    for s, side in enumerate(sides):
        assert fmt.format(t.board.name(s), side) in drawn


# ----- a march of any group, by any way ---------------------------------------------------------
def _march_position():
    from games.caesar_xl.tests.xl_positions import position, put
    s = position(phase="march", gold=(10, 0))
    units = put(s, 0, "massilia", "legion", "legion", "legion:veteran", "ally", "antonius")
    leg, = put(s, 0, "aquileia", "legion")
    host = SimpleHost(state=s, lang="en", viewer=0)
    board = host.attach(Board(host), (1280, 800))
    return host, board, units, leg


def test_a_group_is_mustered_by_clicking_the_units_of_the_stack():
    host, board, (l1, l2, vet, ally, lead), _ = _march_position()
    _click(board, board.place_point("massilia"))
    muster = [b for b in board.buttons if b.action == R.Muster("massilia")]
    assert len(muster) == 1
    _click(board, muster[0].rect.center)
    host.settle()
    units = {b.key[1]: b for b in board.buttons if b.key[0] == "unit"}
    assert set(units) == {l1, l2, vet, ally, lead} and all(b.primary for b in units.values())
    _click(board, units[ally].rect.center)                                # leave the ally out
    host.settle()
    _click(board, [b for b in board.buttons if b.key == ("unit", l1)][0].rect.center)   # and one legion (its twin)
    host.settle()
    assert host.submitted[-2:] == [(0, R.Leave(ally, "ally", "standard")), (0, R.Leave(l2, "legion", "standard"))]
    group = (l1, vet, lead)
    assert board.sel_group == group and host.state.todo[0][3] == group
    ticked = {k[1] for k, b in ((b.key, b) for b in board.buttons) if k[0] == "unit" and b.primary}
    assert ticked == {l2, vet, lead}              # (the chip clicked shows itself out, not its twin)
    board.draw_board(pygame.Surface((1280, 800)))
    want = {m.path[-1] for m in host.state.legal_actions(0) if isinstance(m, R.Move)}
    assert board.drawn_highlight == want and want
    assert "L3★" in host.render(board.hint()) and "Ant" in host.render(board.hint())
    dest = next(d for d, ms in board.destinations().items() if len(ms) == 1)
    _click(board, board.place_point(dest))
    assert isinstance(host.submitted[-1][1], R.Move) and host.submitted[-1][1].units == group
    assert {host.state.units[u][3] for u in group} == {dest}


def test_a_destination_reached_two_ways_shows_both_and_the_player_picks_one():
    host, board, _, leg = _march_position()
    _click(board, board.place_point("aquileia"))
    assert board.sel_group == (leg,)
    n = len(host.submitted)
    _click(board, board.place_point("roma"))
    assert len(host.submitted) == n and board.sel_dest == "roma"             # nothing marched yet
    board.draw_board(pygame.Surface((1280, 800)))
    assert sorted(board.drawn_ways) == [(("rubicon", "roma"), False), (("vercellae", "roma"), False)]
    assert board.drawn_highlight == {"rubicon", "vercellae"}
    ways = [b for b in board.buttons if b.key[0] == "way"]
    assert len(ways) == 2 and "Vercellae" in " ".join(b.label for b in ways)
    _click(board, board.place_point("vercellae"))                            # the lit middle city
    assert host.submitted[-1] == (0, R.Move((leg,), ("vercellae", "roma"), False))
    assert board.sel_dest is None


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_end_dialog_says_what_its_numbers_are(home, monkeypatch, lang):
    """The end dialog's numbers are the gold of the cities each side controls, and it says so
    under each (other games' numbers stand alone, as before)."""
    from types import SimpleNamespace
    from games.app.scenes import end
    from games.core.state import Outcome
    from games.core.text import Msg, tr
    assert end.score_label("caesar") is None
    label = end.score_label("caesar_xl", lang)
    assert label == tr("caesar_xl.end.score_label", lang) and label != "caesar_xl.end.score_label"
    app = make_app(home, size=(1280, 800))
    try:
        app.set_lang(lang)
        said = []
        monkeypatch.setattr(end, "text", lambda _app, _surf, words, *a, **k: said.append(words))
        scene = object.__new__(end.EndScene)
        scene.app, scene.series, scene.lines = app, None, []
        scene.outcome = Outcome((30.0, 17.0), (0,), Msg("caesar_xl.end.gold", {"seat": 0}))
        scene.host = SimpleNamespace(record=SimpleNamespace(game="caesar_xl", seats=[], extras={}, actions=[]), seats=[0, 1], names=["Livia", "Marcus"],
                                     render=lambda m: tr(m.key, lang), seat_colour=lambda s: (200, 0, 0))
        scene.winners_text = lambda: "Livia"
        scene.paint(pygame.Surface((760, 600)), pygame.Rect(0, 0, 760, 600))
        assert said.count(label) == 2 and "30" in said and "17" in said
    finally:
        app.quit()
        pygame.event.clear()
