"""Auto-Crassus (solo CAESAR!): every priority and tie-breaker from the hand-built positions in
``crassus_positions/`` (on the real map), every command tile, his bag running out, the reshuffle,
the harder game, Centurion and Border Control, his win when his markers run out, replays."""
import dataclasses
import json
from pathlib import Path

import pytest

from games.core.chance import CHANCE
from games.core.conformance import check_random_game
from games.core.record import Record
from games.core.registry import registered
from games.core.session import Session
from games.core.state import SeatInfo
from games.seize_rome import INFO
from games.seize_rome import crassus
from games.seize_rome.crassus import Choice, Tie, choose, deck_counts
from games.seize_rome.rules import (influence_tokens, Bonus, BagRanOut, Command, CommandDrawn, CrassusBonus,
                                    CrassusDiscard, CrassusPlace, DeckReshuffled, MarkerRemoved, NoDiscard, NoFit,
                                    Place, PoisonPick, RowCenturion, RowDraw, new_game)
from games.seize_rome.topology import load_topology

TOPO = load_topology()
POSITIONS = Path(__file__).resolve().parent / "crassus_positions"
CS, ME = 0, 1
SOLO = [SeatInfo("Crassus", "script", "crassus"), SeatInfo("Me")]


def solo(expansions="base", seed=0, **opts):
    """A new solo game: Auto-Crassus in seat 0, the person in seat 1."""
    return new_game(2, seed, {"expansions": expansions, "scripts": ("crassus", None), **opts})


def build(d: dict):
    """The position a data file describes (see crassus_positions/README.md)."""
    s = solo(d["expansions"])
    who = {"C": CS, "P": ME}
    s.bonuses = {p: None for p in TOPO.province_ids}
    s.bonuses.update(d["bonuses"])
    s.hands[CS] = list(d["row"])
    for bid, t in d["tokens"].items():
        down = len(t) > 3 and t[3] == "down"
        toward = t[2] or TOPO.border(bid).provinces[0]
        s.tokens[bid] = (who[t[0]], t[1], toward, down, False)
    for p in TOPO.province_ids:
        if all(b in s.tokens for b in TOPO.province(p).borders):
            s.closed.add(p)
    for p, owner in d["control"].items():
        s.spaces[p] = tuple((who[owner], True) for _ in s.spaces[p])
    for owner, n in d["markers"].items():
        s.markers[who[owner]] = n
    return s


def load(name: str) -> dict:
    return json.loads((POSITIONS / f"{name}.json").read_text(encoding="utf-8"))


NAMES = sorted(p.stem for p in POSITIONS.glob("*.json"))


def test_there_is_a_position_for_every_priority_and_tie_breaker():
    reasons = set()
    for name in NAMES:
        e = load(name)["expect"]
        reasons.add(("priority", e["priority"]))
        reasons |= {("province", e["by_province"]), ("token", e["by_token"]), ("space", e["by_space"])}
    assert {("priority", p) for p in range(1, 8)} <= reasons
    assert {("province", r) for r in ("next_to_controlled", "senate", "poison", "central", "next_to_central",
                                      "random", "measure", "italia")} <= reasons
    assert {("token", r) for r in ("value", "non_wild", "total", "leftmost")} <= reasons
    assert {("space", r) for r in ("trailing", "central", "random")} <= reasons


@pytest.mark.parametrize("name", NAMES)
def test_position(name):
    d = load(name)
    s = build(d)
    picks = tuple(tuple(p) for p in d.get("picks", ()))
    if "expect_tie" in d:
        tie = choose(s, CS, ())
        assert tie == Tie(d["expect_tie"]["kind"], tuple(d["expect_tie"]["options"]))
    got = choose(s, CS, picks)
    e = d["expect"]
    assert got == Choice(e["token"], e["border"], e["toward"], e["priority"], e["province"],
                         e["by_province"], e["by_token"], e["by_space"]), d["proves"]
    # the move is legal for him and its log line gives the reason in both languages
    a = CrassusPlace(got.token, got.border, got.toward, got.priority, got.province,
                     got.by_province, got.by_token, got.by_space)
    assert s._place_problem(CS, a) is None
    for lang in ("en", "ja"):
        text = a.msg(CS).render(lang, ["Auto-Crassus", "Me"])
        assert "seize_rome." not in text, text


def test_the_log_line_names_the_priority_and_the_reason_says_why():
    """The log line says the move and the priority that chose it; the reason (the log's hover
    and his reason box) says why in a player's words."""
    s = build(load("p2_close_with_lowest"))
    got = choose(s, CS)
    a = CrassusPlace(got.token, got.border, got.toward, got.priority, got.province,
                     got.by_province, got.by_token, got.by_space)
    text = a.msg(CS).render("en", ["Auto-Crassus", "Me"])
    assert text.startswith("Auto-Crassus closes Creta with his smallest number toward it") and "(his rule 2)" in text
    why = a.reason().render("en", ["Auto-Crassus", "Me"])
    assert why.startswith("By his rule 2 (when he can win no province, he closes one, whoever wins it), he closes Creta") and "weakest toward it" in why, why
    assert "the laurel 4/0 on the border Creta–Asia, with 4 toward Asia" in text.replace("\u00a0", " ")   # as the reasons say it


def cover(s, icons, owner=ME):
    """Every free border space with one of ``icons`` gets a face-down token of ``owner`` (provinces
    that fill up are closed with no bonus), so no token of those icons fits anywhere."""
    for bid in TOPO.border_ids:
        if TOPO.border(bid).icon in icons and bid not in s.tokens:
            s.tokens[bid] = (owner, TOPO.border(bid).icon + "60", TOPO.border(bid).provinces[0], True, False)
    for p in TOPO.province_ids:
        if all(b in s.tokens for b in TOPO.province(p).borders):
            s.closed.add(p)
            s.tallies[p] = s.influence(p)
            s.bonuses[p] = None


def test_no_fitting_token_means_no_choice():
    s = build(load("p6_italia_first"))
    cover(s, ("sword", "ship"))
    s.hands[CS] = ["sword60", "ship51"]
    assert choose(s, CS) is None


def test_a_resolve_step_with_no_fitting_token_is_skipped_with_a_log_line():
    """RULINGS (CAESAR!, turn 3): a later resolve step that finds no fitting token is skipped; he
    does not lose mid-turn, and the log says so."""
    s = build(load("p6_italia_first"))
    cover(s, ("sword", "ship"))
    s.hands[CS] = ["sword60", "ship51"]
    s.phase, s.stage, s.steps = "bonus", "crassus", ("resolve", "discard")
    s._advance(events := [])
    assert s.winner is None and s.phase == "crassus_discard" and s.to_act() == (CS,)
    skipped = [e for e in events if isinstance(e, NoFit)]
    assert len(skipped) == 1
    en = skipped[0].msg().render("en", ["Auto-Crassus", "Me"])
    ja = skipped[0].msg().render("ja", ["Auto-Crassus", "Me"])
    assert "Auto-Crassus" in en and "skips this resolve step" in en and "{" not in en
    assert ja != skipped[0].msg().key and "{" not in ja
    s.apply(CS, CrassusDiscard("sword60"))
    assert s.turn == ME and s.winner is None and s.hands[CS] == ["ship51"]


def _my_turn_before_his(row, mine="sword60"):
    """Your placement is open, with ``mine`` behind your screen; Auto-Crassus's row is ``row``;
    every ship space is covered; one command tile (A) is left in his deck."""
    s = solo()
    cover(s, ("ship",))
    s.turn, s.phase, s.stage, s.deck = ME, "place", "place", type(s.deck)(["A"])
    for seat, tokens in ((CS, row), (ME, [mine])):
        for t in s.hands[seat]:
            s.bags[seat].put(t)
        for t in tokens:
            s.bags[seat].draw(t)
        s.hands[seat] = list(tokens)
    return s


def test_no_fitting_token_at_the_start_of_his_turn_loses_before_a_tile_is_turned():
    """RULINGS (CAESAR!, turn 3): his row holds no token that fits a free space when his turn
    starts: he loses at once, as a player who cannot place; no command tile is turned."""
    s = _my_turn_before_his(["ship51", "ship60"])
    s.apply(ME, Place("sword60", "b14", "italia"))
    assert s.to_act() == (CHANCE,) and s.phase == "draw"
    events = s.apply(CHANCE, s.legal_actions(CHANCE)[0])
    assert s.winner == ME and s.end_reason == "stuck" and s.to_act() == ()
    assert len(s.deck) == 1 and not any(isinstance(e, CommandDrawn) for e in events)
    assert s.outcome().winners == (ME,)


def test_an_empty_row_at_the_start_of_his_turn_loses():
    """Poison took his last token on your turn: his turn starts with an empty row and he loses."""
    s = _my_turn_before_his(["shield42"], mine="sword33")
    s.poison = True
    s.bonuses["syria"] = "poison"
    for bid in TOPO.province("syria").borders:
        if bid != "b29" and bid not in s.tokens:
            s.tokens[bid] = (ME, TOPO.border(bid).icon + "60", "syria", False, False)
    s.apply(ME, Place("sword33", "b29", "aegyptus"))
    assert "syria" in s.closed and s.legal_actions(ME) == [Bonus("poison", "syria", True),
                                                          Bonus("poison", "syria", False)]
    s.apply(ME, Bonus("poison", "syria", True))
    s.apply(CHANCE, PoisonPick(CS, "shield42"))
    assert s.hands[CS] == [] and s.bags[CS].count("shield42") == 1
    s.apply(CHANCE, s.legal_actions(CHANCE)[0])                     # your draw
    assert s.winner == ME and s.end_reason == "empty" and s.phase == "over"
    assert s.deck.tokens() == ["A"]


def test_his_turn_starts_as_usual_when_a_token_fits():
    s = _my_turn_before_his(["ship51", "sword42"])
    s.apply(ME, Place("sword60", "b14", "italia"))
    s.apply(CHANCE, s.legal_actions(CHANCE)[0])
    assert s.winner is None and s.turn == CS and s.phase == "command"


# ----- his turn: tiles, deck, bag -----------------------------------------------------------------
def run_turn(s):
    """Play Auto-Crassus's whole turn (chance takes the first outcome); the actions in order."""
    out = []
    while s.winner is None and (s.turn == CS or s.to_act() == (CHANCE,)) and s.to_act() != (ME,):
        seat = s.to_act()[0]
        a = s.legal_actions(seat)[0]
        s.apply(seat, a)
        out.append(a)
    return out


def units(actions):
    names = {RowDraw: "draw", RowCenturion: "centurion", CrassusPlace: "resolve", CrassusDiscard: "discard"}
    return [names[type(a)] for a in actions if type(a) in names]


def test_the_deck_of_each_difficulty():
    for diff, cent, want in (("easy", False, "AAAABB"), ("normal", False, "AAABBC"), ("hard", False, "AAAACC"),
                             ("easy", True, "AAAABD"), ("normal", True, "AABBCD"), ("hard", True, "AAAACE")):
        s = solo("centurion" if cent else "base", difficulty=diff)
        assert "".join(sorted(s.deck.tokens())) == want
        assert sum(deck_counts(diff, cent).values()) == 6


def test_he_starts_in_either_seat_with_three_tokens_face_up():
    for scripts in (("crassus", None), (None, "crassus")):
        s = new_game(2, 4, {"scripts": scripts})
        cs = scripts.index("crassus")
        assert s.turn == cs and s.to_act() == (CHANCE,) and s.phase == "command"
        assert len(s.hands[cs]) == 3 and len(s.bags[cs]) == 13 and len(s.hands[1 - cs]) == 2
        assert s.view_for(1 - cs).hands[cs] == s.hands[cs]          # his row is face up


@pytest.mark.parametrize("tile,want", [("A", ["draw", "resolve"]), ("B", ["draw", "draw", "resolve", "discard"]),
                                       ("C", ["draw", "draw", "resolve", "resolve"]), ("D", ["centurion", "resolve"]),
                                       ("E", ["centurion", "draw", "resolve", "resolve"])])
def test_every_tile(tile, want):
    s = solo("centurion", seed=3)
    s.deck = type(s.deck)([tile, "A"])
    row = len(s.hands[CS])
    s.apply(CHANCE, Command(CS, tile))
    acts = run_turn(s)
    assert units(acts) == want
    assert s.turn == ME and s.winner is None
    assert len(s.hands[CS]) == row          # every tile keeps his row's size (reconstructed faces)


def test_discard_takes_the_leftmost_back_to_the_bag():
    s = solo(seed=5)
    s.deck = type(s.deck)(["B", "A"])
    s.apply(CHANCE, Command(CS, "B"))
    while s.phase != "crassus_discard":
        seat = s.to_act()[0]
        s.apply(seat, s.legal_actions(seat)[0])
    row = list(s.hands[CS])
    left = row[0]
    assert s.legal_actions(CS) == [CrassusDiscard(left)]
    n = s.bags[CS].count(left)
    s.apply(CS, CrassusDiscard(left))
    assert s.bags[CS].count(left) == n + 1
    assert s.hands[CS] == row[1:]                 # the rest of the row keeps its order


def test_reshuffle_when_the_deck_runs_out():
    s = solo(difficulty="hard")
    s.deck = type(s.deck)(["A"])
    s.apply(CHANCE, Command(CS, "A"))
    events = []
    while s.turn == CS:
        seat = s.to_act()[0]
        events += s.apply(seat, s.legal_actions(seat)[0])
    assert any(isinstance(e, DeckReshuffled) for e in events)
    assert sorted(s.deck.tokens()) == list("AAAACC")


def test_no_reshuffle_while_tiles_remain():
    s = solo(difficulty="hard")
    s.apply(CHANCE, Command(CS, "A"))
    events = []
    while s.turn == CS:
        seat = s.to_act()[0]
        events += s.apply(seat, s.legal_actions(seat)[0])
    assert not any(isinstance(e, DeckReshuffled) for e in events) and len(s.deck) == 5


def test_bag_running_out_draws_what_is_there_and_discards_nothing():
    s = solo(seed=2)
    left = s.bags[CS].tokens()[0]
    s.bags[CS] = type(s.bags[CS])([left])
    s.apply(CHANCE, Command(CS, "B"))
    events = []
    acts = []
    while s.turn == CS and s.winner is None:
        seat = s.to_act()[0]
        a = s.legal_actions(seat)[0]
        acts.append(a)
        events += s.apply(seat, a)
    assert units(acts) == ["draw", "resolve"]
    assert any(isinstance(e, BagRanOut) for e in events) and any(isinstance(e, NoDiscard) for e in events)
    assert len(s.hands[CS]) == 3 and len(s.bags[CS]) == 0


# ----- bonuses, the harder game, his win ---------------------------------------------------------
def closing_position(bonus, harder, markers=12):
    """He can win Creta (priority 1) and takes its bonus ``bonus``."""
    s = solo(harder=harder)
    d = load("p1_win_a_province_ties_go_to_him")
    b = build(d)
    s.tokens, s.hands[CS], s.bonuses = b.tokens, list(d["row"]), {p: None for p in TOPO.province_ids}
    s.bonuses["creta"] = bonus
    s.markers[CS] = markers
    s.phase, s.stage, s.steps = "bonus", "crassus", ("resolve",)
    s._advance([])
    return s


def play_bonuses(s):
    events = []
    s.apply(CS, s.legal_actions(CS)[0])          # the placement closing Creta
    while s.turn == CS and s.winner is None and s.phase == "bonus":
        events += s.apply(CS, s.legal_actions(CS)[0])
    return events


@pytest.mark.parametrize("kind", ["might", "wealth", "tactics"])
def test_might_wealth_tactics_are_set_aside(kind):
    s = closing_position(kind, harder=False)
    assert s.legal_actions(CS)[0].priority == 1
    s.apply(CS, s.legal_actions(CS)[0])
    assert s.legal_actions(CS) == [CrassusBonus(kind, "creta", False)]
    events = s.apply(CS, CrassusBonus(kind, "creta", False))
    assert not any(isinstance(e, MarkerRemoved) for e in events)
    assert s.markers[CS] == 11 and not s.extra_turn


@pytest.mark.parametrize("kind", ["might", "wealth", "tactics", "centurion"])
def test_harder_game_removes_a_marker_for_each_set_aside_bonus(kind):
    s = closing_position(kind, harder=True)
    events = play_bonuses(s)
    assert [e.left for e in events if isinstance(e, MarkerRemoved)] == [10]
    assert s.markers[CS] == 10


def test_harder_game_not_when_he_did_not_win_the_province():
    s = solo(harder=True)
    b = build(load("p2_close_with_lowest"))
    s.tokens, s.hands[CS] = b.tokens, b.hands[CS]
    s.bonuses = {p: None for p in TOPO.province_ids}
    s.bonuses["creta"] = "might"
    s.phase, s.stage, s.steps = "bonus", "crassus", ("resolve",)
    s._advance([])
    events = play_bonuses(s)
    assert not any(isinstance(e, MarkerRemoved) for e in events) and s.markers[CS] == 12


def test_senate_works_as_usual_for_him():
    s = closing_position("senate", harder=True)
    s.apply(CS, s.legal_actions(CS)[0])
    assert s.legal_actions(CS) == [CrassusBonus("senate", "creta", True)]
    s.apply(CS, CrassusBonus("senate", "creta", True))
    assert s.senates[CS] == 1 and s.under_senate[CS] == 1 and s.markers[CS] == 10


def test_poison_works_as_usual_for_him():
    s = closing_position("poison", harder=True)
    s.poison = True
    s.apply(CS, s.legal_actions(CS)[0])
    s.apply(CS, CrassusBonus("poison", "creta", True))
    assert s.to_act() == (CHANCE,) and s.phase == "poison"


def test_he_wins_when_his_last_marker_leaves_the_game():
    s = closing_position("might", harder=True, markers=2)
    play_bonuses(s)
    assert s.markers[CS] == 0 and s.winner == CS and s.end_reason == "removed"
    assert s.outcome().winners == (CS,)
    assert "removes his last control marker" in s.outcome().reason.render("en", ["Auto-Crassus", "Me"])


def test_ties_go_to_him_on_your_turn_too():
    s = solo()
    s.turn, s.phase, s.stage = ME, "place", "place"
    s.hands[ME] = ["shield33"]
    # Creta: him 6; you 0 + 3, and 3 more with the 3/3 on b27: 6 to 6
    s.tokens = {"b22": (CS, "shield60", "creta", False, False), "b24": (ME, "shield60", "cyrene", False, False),
                "b26": (ME, "ship33", "aegyptus", False, False)}
    s.apply(ME, Place("shield33", "b27", "creta"))
    assert s.controller("creta") == CS


# ----- Centurion, Border Control, whole games ----------------------------------------------------
def test_centurion_stack_is_drawn_at_random_by_chance():
    s = solo("centurion")
    assert sorted(s.beside[CS]) == sorted(c for c in influence_tokens() if influence_tokens()[c].centurion)
    s.deck = type(s.deck)(["D"])
    s.apply(CHANCE, Command(CS, "D"))
    assert s.phase == "row_centurion"
    outs = s.chance_outcomes()
    assert sorted(a.token for a, _ in outs) == sorted(s.beside[CS]) and all(abs(p - 1 / 3) < 1e-9 for _, p in outs)
    s.apply(CHANCE, RowCenturion(CS, "c_sword70"))
    assert s.hands[CS][-1] == "c_sword70" and "c_sword70" not in s.beside[CS]


def test_centurion_bonus_is_set_aside_by_him():
    s = closing_position("centurion", harder=False)
    s.centurion = True
    s.apply(CS, s.legal_actions(CS)[0])
    assert s.legal_actions(CS) == [CrassusBonus("centurion", "creta", False)]


def play_game(seed, options, seats=SOLO):
    record = Record("seize_rome", seats, seed, INFO.check_options(options))
    session = Session(record)
    from games.seize_rome.ai import make_player
    players = {i: make_player("easy", seed + i) for i, s in enumerate(seats) if s.is_ai}
    import random
    rng = random.Random(seed)
    for _ in range(3000):
        if session.state.is_over():
            break
        if session.pending_automatic() is not None:
            session.step_automatic()
            continue
        seat = session.state.to_act()[0]
        if seat in players:
            session.act(seat, players[seat].choose(session.state.view_for(seat), seat))
        else:
            session.act(seat, rng.choice(session.state.legal_actions(seat)))
    return session


def test_border_control_he_never_places_face_down():
    seats = [SeatInfo("Crassus", "script", "crassus"), SeatInfo("Me")]
    for seed in range(3):
        s = play_game(seed, {"expansions": "all"}, seats)
        places = [a for seat, a in s.record.actions if isinstance(a, CrassusPlace)]
        assert places and all(a.toward for a in places)
        assert s.state.is_over()


def test_a_record_replays_identically():
    with registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        s1 = play_game(11, {"expansions": "poison_centurion", "difficulty": "hard"})
        s2 = play_game(11, {"expansions": "poison_centurion", "difficulty": "hard"})
        assert s1.record.actions == s2.record.actions
        back = Record.from_json(json.loads(json.dumps(s1.record.to_json())))
        from games.core.conformance import snapshot
        assert snapshot(back.replay()) == snapshot(s1.state)
        assert any(isinstance(a, Command) for _, a in s1.record.actions)


@pytest.mark.parametrize("exp,diff", [("base", "easy"), ("all", "normal"), ("centurion_border", "hard")])
def test_conformance_with_the_scripted_seat(exp, diff):
    with registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        for i, seats in enumerate((SOLO, SOLO[::-1])):
            check_random_game("seize_rome", 2, i, {"expansions": exp, "difficulty": diff, "harder": i == 1},
                              deep=(i == 0), seats=seats)


def test_solo_words_exist_in_both_languages():
    from games.core.text import Msg
    keys = [INFO.entry_label("solo").key, "seize_rome.entry.solo.blurb", INFO.script_label("crassus").key,
            "seize_rome.script.crassus.name", "seize_rome.end.removed"]
    keys += [f"seize_rome.opt.{o.id}.{c}" for o in INFO.options if o.id in ("difficulty", "harder") for c in o.choices]
    keys += [f"seize_rome.crassus.step.{s}" for face in crassus.FACES.values() for s in face]
    for lang in ("en", "ja"):
        for k in keys:
            assert Msg(k).render(lang, ["A", "B"]) != k, (lang, k)


@pytest.mark.parametrize("exp,diff", [("base", "hard"), ("poison_centurion", "normal")])
def test_every_line_of_a_solo_log_is_filled_in_both_languages(exp, diff):
    """Every log line a solo game writes, for each seat and the public, names what it
    means: no ``{placeholder}`` is left (the reshuffle line once lost its seat)."""
    with registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        s = play_game(3, {"expansions": exp, "difficulty": diff})
        kinds = {type(a).__name__ for _, a in s.record.actions}
        assert "Command" in kinds
        lines = 0
        for viewer in (None, 0, 1):
            for entry in s.log(viewer):
                for lang in ("en", "ja"):
                    text = entry.msg.render(lang, ["Crassus", "Me"])
                    assert "{" not in text and "}" not in text, (lang, entry.msg.key, text)
                    lines += 1
        assert lines > 100
        keys = {e.msg.key for e in s.log(None)}
        assert "seize_rome.crassus.log.reshuffle" in keys


# ----- the fuzz checks know him -------------------------------------------------------------------
@pytest.mark.parametrize("diff", crassus.DIFFICULTIES)
@pytest.mark.parametrize("cs", [0, 1])
def test_solo_games_pass_the_fuzz_checks(diff, cs):
    """Whole solo games, random moves against him, every invariant and the views checked after
    every action (``main.py fuzz`` plays many more)."""
    from games.core.invariants import Plan, play_checked
    seats = [SeatInfo("P1", "ai", "random"), SeatInfo("P2", "ai", "random")]
    seats[cs] = SeatInfo("crassus", "script", "crassus")
    for seed, exp in ((cs, "base"), (2 + cs, "all")):
        options = INFO.check_options({"expansions": exp, "difficulty": diff, "harder": seed % 2 == 1})
        tally = play_checked("seize_rome", Plan(seed, 2, options, seats, [None, None]), secrecy=2)
        assert tally.actions > 10 and tally.checks == tally.actions + 1


def test_fuzz_plans_put_him_in_either_seat_at_every_difficulty():
    from games.core.invariants import plan_game
    solo_plans = [p for p in (plan_game("seize_rome", s) for s in range(120)) if any(x.is_script for x in p.seats)]
    assert 30 <= len(solo_plans) <= 90
    assert {[x.is_script for x in p.seats].index(True) for p in solo_plans} == {0, 1}
    assert {p.options["difficulty"] for p in solo_plans} == set(crassus.DIFFICULTIES)
    assert {p.options["harder"] for p in solo_plans} == {False, True}


def test_the_fuzz_checks_refuse_a_broken_solo_position():
    from games.core import invariants as inv
    s = solo(seed=4)
    inv.check("seize_rome", s)                                   # his first turn starts: sound
    c = s.clone()
    for t in c.hands[CS]:
        c.bags[CS].put(t)
    c.hands[CS] = []
    with pytest.raises(inv.InvariantError, match="no token of his row fits"):
        inv.check("seize_rome", c)                               # an empty row: he should have lost
    c = s.clone(); c.deck = type(c.deck)(["E"])
    with pytest.raises(inv.InvariantError, match="his deck"):
        inv.check("seize_rome", c)                               # a tile of another deck
    c = s.clone(); c.markers[CS] -= 1; c.markers_out[CS] += 1
    with pytest.raises(inv.InvariantError, match="outside the harder solo game"):
        inv.check("seize_rome", c)
    c.harder = True
    inv.check("seize_rome", c)                                   # the harder game counts them
    c.markers_out[CS] = 0
    with pytest.raises(inv.InvariantError, match="out of the game"):
        inv.check("seize_rome", c)                               # a marker vanished
