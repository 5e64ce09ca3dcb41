"""With Poison in play a screen emptied at the start of a turn loses the game, and a seat
draws one token a turn: with one token left behind the screen, a Poison province left for
Auto-Crassus to close next is a lost game. The computer, the estimate and the advice weigh
it, and the reason says so."""
from __future__ import annotations

import random

from games.core.chance import CHANCE, sample
from games.core.text import Msg
from games.seize_rome import explain as X
from games.seize_rome.ai import HardPlayer, screen_risk
from games.seize_rome.moves import Place
from games.seize_rome.rules import State, new_game
from games.seize_rome.topology import load_topology

OPTIONS = {"expansions": "poison", "scripts": (None, "crassus"), "difficulty": "hard"}


def _swap(s: State, seat: int, want: list[str]) -> None:
    """Put ``want`` behind ``seat``'s screen (or in his row), the rest back in the bag."""
    bag = s.bags[seat]
    bag.put(*s.hands[seat])
    for t in want:
        bag.draw(t)
    s.hands[seat] = sorted(want) if seat != s.crassus else list(want)


def _one_token_left(seed: int = 3) -> tuple[State, str, str]:
    """Livia to place with one token behind the screen, a Poison province one space from
    closing, and Auto-Crassus with a token that fits that space: (state, province, space)."""
    topo = load_topology()
    for g in range(seed, seed + 200):
        rng = random.Random(g)
        s = new_game(2, g, OPTIONS)
        for _ in range(300):
            if s.winner is not None:
                break
            who = s.to_act()[0]
            if who == 0 and s.phase == "place":
                for p in topo.provinces:
                    free = [b for b in p.borders if b not in s.tokens]
                    if s.bonuses.get(p.id) == "poison" and p.id not in s.closed and len(free) == 1 \
                            and len(s.bags[0]) > 2 and len(s.free_borders()) > 6:
                        icon = topo.border(free[0]).icon
                        laurels = [t for t in s.bags[0].tokens() + s.hands[0] if t.startswith("laurel")]
                        row = [t for t in s.hands[1] if icon not in t] + [f"{icon}60"]
                        if laurels and f"{icon}60" in s.bags[1].tokens():
                            _swap(s, 0, laurels[:1])
                            _swap(s, 1, row)
                            return s, p.id, free[0]
            s.apply(who, sample(s.chance_outcomes(), rng) if who == CHANCE else rng.choice(s.legal_actions(who)))
    raise AssertionError("no position found")


def _keys(m) -> list[str]:
    out = []
    while isinstance(m, Msg):
        out.append(m.key)
        out += [k for v in m.params.values() for k in _keys(v)]
        break
    return out


def test_leaving_the_poison_province_to_him_with_one_token_left_is_all_but_lost():
    s, pid, space = _one_token_left()
    view = s.view_for(0)
    leave = next(a for a in view.legal_actions(0) if isinstance(a, Place) and a.toward and a.border != space
                 and pid not in load_topology().border(a.border).provinces)
    after = view.clone()
    after.apply_trusted(0, leave)
    assert screen_risk(after)[0] > 0.4
    assert X.standing(after, 0) < 0.3


def test_the_advice_and_the_hard_player_take_the_poison_first():
    s, pid, space = _one_token_left()
    view = s.view_for(0)
    adv = X.advise(view, 0)
    assert adv.action.border == space, adv.action
    assert HardPlayer(7).choose(view, 0).border == space


def test_a_reason_warns_when_the_screen_could_be_emptied():
    s, pid, space = _one_token_left()
    view = s.view_for(0)
    leave = next(a for a in view.legal_actions(0) if isinstance(a, Place) and a.toward and a.border != space
                 and pid not in load_topology().border(a.border).provinces)
    assert any("screen" in k for k in _keys(X.reason(view, 0, leave)))
    adv = X.advise(view, 0)
    assert any("screen" in k for k in _keys(adv.reason)), adv.reason


def _walk(m):
    if isinstance(m, Msg):
        yield m
        for v in m.params.values():
            yield from _walk(v)


def test_a_reason_said_to_the_person_calls_them_you():
    """"…so if he closes it, it goes to Livia" in a reason that speaks to Livia."""
    seen = 0
    for g in range(40):
        rng = random.Random(g)
        s = new_game(2, g, {"expansions": "base", "scripts": (None, "crassus")})
        for _ in range(120):
            if s.winner is not None:
                break
            who = s.to_act()[0]
            if who == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
                continue
            if who == 0 and s.phase == "place":
                for a in s.legal_actions(0)[::7]:
                    for m in _walk(X.reason(s.view_for(0), 0, a)):
                        if "seat" in m.params and m.key.startswith("seize_rome.why.leaves_one"):
                            assert m.params["seat"] == Msg("seize_rome.why.you"), m
                            seen += 1
            s.apply(who, rng.choice(s.legal_actions(who)))
        if seen > 3:
            break
    assert seen


def test_a_small_difference_is_said_as_a_player_would():
    """"makes Auto-Crassus about 1 more game in 21 likelier to win": a figure only when large."""
    small, large = X._cost(0.05, None, 1), X._cost(0.3, None, 1)
    assert small is not None and small.key == "seize_rome.why.cost.little"
    assert "a little likelier" in small.render("en") and "少し勝ちやすく" in small.render("ja")
    assert large is not None and large.key.startswith("core.cost")


def _senate_and_borders(seat: int, v: State, a: Place) -> bool:
    """Placement ``a`` wins a Senate province and puts down two border markers or more, and
    the game goes on."""
    after = X._after(v, seat, a)
    own = [b for b, o in X.new_borders(v, seat, a) if o == seat]
    won = [p for p, m, t in X._closings(v, seat, a) if m > t and v.bonuses.get(p) == "senate"]
    return len(own) > 1 and bool(won) and after.winner is None and not X.senate_wins(after, seat) \
        and after.markers[seat] > v.senates[seat] + 1


def test_one_count_of_markers_left_for_a_move_with_border_markers_and_a_senate():
    """The advice said "2 border markers (markers left: 5)" where the held token's box said
    "its Senate token: 1 more (4 left)": the reason counts the Senate's markers too."""
    seen = 0
    for g in range(60):
        rng = random.Random(g)
        s = new_game(2, g, {"expansions": "base"})
        while s.winner is None and not seen:
            who = s.to_act()[0]
            if who == CHANCE:
                s.apply(CHANCE, sample(s.chance_outcomes(), rng))
                continue
            v = s.view_for(who)
            for a in (v.legal_actions(who) if s.phase == "place" else []):
                if a.toward and _senate_and_borders(who, v, a):
                    why = X.reason(v, who, a)
                    senate = v.senates[who] + 1       # (the box: one under each Senate token then held)
                    assert why.key.endswith("_borders"), why
                    assert why.params["left"] == X._after(v, who, a).markers[who] - senate
                    seen += 1
                    break
            s.apply(who, rng.choice(s.legal_actions(who)))
        if seen:
            break
    assert seen
