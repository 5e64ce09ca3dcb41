"""Every game's invariants (``games/<id>/invariants.py``) and ``main.py fuzz``.

A short sample of fuzzed games runs here (random and search-driven, every game
including those still being built); the long run is ``main.py fuzz`` (``main.py fuzz --help``). Each invariant is shown able to fail: a corrupted
position (a card removed, a marker doubled, a wrong score) must be refused.
"""
import random

import pytest

from games.core import cli
from games.core import invariants as inv
from games.core.chance import CHANCE, sample
from games.core.invariants import InvariantError, Plan, plan_game, play_checked
from games.core.record import Record
from games.core.registry import all_game_ids, info
from games.core.state import SeatInfo

GAMES = all_game_ids()


def test_every_game_has_invariants_and_a_sample():
    assert {"caesar", "imperium", "catilina", "seize_rome", "caesar_xl"} <= set(GAMES)
    for game in GAMES:
        assert inv.module(game) is not None, f"{game} has no invariants.py"
        assert fuzz_sample(game) is not None, f"{game} has no fuzz sample (FUZZ_SAMPLE in its invariants.py)"


def _plan(game, seed, n, levels, options=None):
    return Plan(seed, n, info(game).check_options(options), [SeatInfo(f"P{i + 1}") for i in range(n)], levels)


# ----- the short sample ----------------------------------------------------------------------
#: game -> (random games, a search-driven game: seats, levels, options); a game brings its own as
#: ``FUZZ_SAMPLE`` in its ``invariants.py`` (so adding one edits nothing here)
SAMPLE = {
    "caesar": (4, (3, ["easy", "normal", "easy"], {})),
    "imperium": (5, (4, ["normal", "easy", "normal", "easy"], {"goal": "points30"})),
    "catilina": (8, (3, ["easy", "normal", "easy"], {"individual": True})),
    "seize_rome": (3, (2, ["normal", "easy"], {"expansions": "all"})),
    "caesar_xl": (1, (2, ["easy", "normal"], {"silver": False})),
}


def fuzz_sample(game):
    """The game's fuzz sample: ``FUZZ_SAMPLE`` of its invariants module, else the table above."""
    return getattr(inv.module(game), "FUZZ_SAMPLE", None) or SAMPLE.get(game)


#: each game's search-driven game runs by default; its random games repeat the checks over more
#: seeds (``-m long``)
PARTS = [pytest.param(g, "searched", id=g) for g in GAMES] + \
    [pytest.param(g, "random", id=f"{g}-random", marks=pytest.mark.long) for g in GAMES]


@pytest.mark.parametrize("game, part", PARTS)
def test_fuzz_sample(game, part):
    n_random, (n, levels, options) = fuzz_sample(game)
    tally = inv.Tally()
    if part == "random":
        for seed in range(n_random):
            tally.add(play_checked(game, plan_game(game, 1000 + seed)))
        assert tally.games == n_random and tally.searched == 0
    else:
        tally.add(play_checked(game, _plan(game, 7, n, levels, options), secrecy=3))
        assert tally.games == 1 and tally.searched == 1
    assert tally.checks == tally.actions + tally.games          # the start and after every action
    assert tally.secrecy > 0


def test_a_seed_replays_its_game():
    a, b = plan_game("imperium", 42, search=0.5), plan_game("imperium", 42, search=0.5)
    assert a == b
    ra, rb = Record("imperium", a.seats, 42, a.options), Record("imperium", b.seats, 42, b.options)
    play_checked("imperium", a, record=ra)
    play_checked("imperium", b, record=rb, secrecy=0)          # the views checked or not: the same game
    assert ra.actions == rb.actions and ra.actions


def test_plans_mix_counts_options_and_search():
    plans = [plan_game("caesar", s, search=0.3) for s in range(200)]
    assert {p.n_seats for p in plans} == {2, 3, 4, 5}
    assert 30 <= sum(p.searched for p in plans) <= 90
    assert {tuple(p.options.items()) for p in [plan_game("catilina", s) for s in range(40)]} == {
        (("keep", k), ("individual", i)) for k in (False, True) for i in (False, True)}
    assert {p.n_seats for p in [plan_game("caesar", s, players=(2, 4)) for s in range(40)]} == {2, 4}


# ----- positions to corrupt ----------------------------------------------------------------------
def _random_position(game, n, seed, options=None, steps=None, until=None):
    """A seeded random game of ``game`` played ``steps`` actions (or until ``until(state)``, or the end)."""
    state = Record(game, [SeatInfo(f"P{i + 1}") for i in range(n)], seed, info(game).check_options(options)).new_state()
    rng = random.Random(seed)
    k = 0
    while state.to_act() and (steps is None or k < steps) and not (until and until(state)):
        seat = rng.choice(state.to_act())
        action = sample(state.chance_outcomes(), rng) if seat == CHANCE else rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        k += 1
    inv.check(game, state)            # sound before the corruption
    return state


def _refused(game, state, fragment):
    with pytest.raises(InvariantError) as exc:
        inv.check(game, state)
    assert fragment in str(exc.value), str(exc.value)


def test_caesar_invariants_fail_on_corruption():
    s = _random_position("caesar", 3, 1, steps=40)
    c = s.clone(); c.hands[1] = c.hands[1][1:]                                 # a card vanished
    _refused("caesar", c, "seat 1's cards")
    c = s.clone(); sq = next(i for i, st in enumerate(c.board) if st); c.board[sq] += (c.board[sq][-1],)
    _refused("caesar", c, "counters")                                          # a counter doubled
    c = s.clone(); c.out[c.current] = True
    _refused("caesar", c, "is out but owns")                                   # out while owning a stack
    c = s.clone(); c.committed[2] = 5
    _refused("caesar", c, "committed")                                         # a card chosen outside a struggle
    c = s.clone(); c.passes = 3
    _refused("caesar", c, "end condition")                                     # everyone passed, yet no end
    over = _random_position("caesar", 2, 3)
    from games.caesar.rules import State

    class WrongScore(State):
        __slots__ = ()

        def scores(self):
            return tuple(x + 1 for x in State.scores(self))
    c = over.clone(); c.__class__ = WrongScore
    _refused("caesar", c, "scores")                                            # the outcome's scores


def test_imperium_invariants_fail_on_corruption():
    from games.imperium.invariants import check_step
    from games.imperium.rules import Select
    s = _random_position("imperium", 3, 2, until=lambda st: st.round == 4)
    c = s.clone(); c.board[4][0] += 1
    _refused("imperium", c, "markers")                                         # a marker doubled
    c = s.clone(); c.supply[1] -= 20; c.board[2][1] += 20
    _refused("imperium", c, "negative")                                        # negative supply
    c = s.clone(); c.start = (c.start + 1) % 3
    _refused("imperium", c, "first player")                                    # the turn order
    c = s.clone(); c.scores[2] = -1
    _refused("imperium", c, "negative")
    # a counting that pays one point too many
    before = s.clone()
    after = s.clone()
    for seat in range(3):
        after.apply(seat, Select((1, 2, 3)))
    check_step(before, 2, Select((1, 2, 3)), after)                            # the true step passes
    after.scores[0] += 1
    with pytest.raises(InvariantError, match="scored"):
        check_step(before, 2, Select((1, 2, 3)), after)
    still = s.clone(); still.apply(0, Select((4, 5, 6)))
    still.scores[1] += 2
    with pytest.raises(InvariantError, match="without a counting"):
        check_step(s, 0, Select((4, 5, 6)), still)


def test_catilina_invariants_fail_on_corruption():
    s = _random_position("catilina", 4, 3, steps=3)
    c = s.clone(); c.hands[0] = tuple(sorted(c.hands[0] + (c.conspirators[0],)))
    c.hand_sizes[0] += 1
    _refused("catilina", c, "cards")                                           # a card in two places
    c = s.clone(); c.hands[2] = c.hands[2][1:]; c.hand_sizes[2] -= 1
    _refused("catilina", c, "cards")                                           # a card lost
    c = s.clone(); c.out[next(i for i in range(4) if not c.out[i] and i != c.turn)] = True
    _refused("catilina", c, "wrong accusers")                                  # out without a wrong accusation
    c = s.clone(); c.turns_taken[0] += 1
    _refused("catilina", c, "turns taken")
    from games.catilina.rules import Accusation
    c = s.clone(); total = sum(x % 6 + 1 for x in c.conspirators)
    c.accusations.append(Accusation(c.turn_no, 0, total, False))
    _refused("catilina", c, "judged")                                          # a right sum judged wrong


def test_seize_rome_invariants_fail_on_corruption():
    s = _random_position("seize_rome", 2, 5, {"expansions": "poison_centurion"}, steps=30)
    c = s.clone(); tok = c.bags[0].tokens()[0]; c.bags[0].draw(tok)
    _refused("seize_rome", c, "seat 0's influence tokens")                     # a token lost
    c = s.clone(); c.markers[1] += 1
    _refused("seize_rome", c, "seat 1:")                                       # a marker doubled
    c = s.clone(); p = next(p for p, b in c.bonuses.items() if b); c.bonuses[p] = None
    _refused("seize_rome", c, "holds no bonus")                                # a bonus vanished
    c = s.clone(); c.markers[0] = -1
    _refused("seize_rome", c, "negative")
    c = s.clone(); bid, t = next(iter(c.tokens.items())); c.tokens[bid] = (t[0], t[1], "nowhere", t[3], t[4])
    _refused("seize_rome", c, "faces")                                         # a token facing no neighbour
    c = s.clone(); c.tallies[next(p for p in c.bonuses if p not in c.closed)] = (1, 1)
    _refused("seize_rome", c, "closing tallies")                               # an open province's score frozen


def test_caesar_xl_invariants_fail_on_corruption():
    s = _random_position("caesar_xl", 2, 4, {}, steps=120)
    c = s.clone(); c.hands[0].append(c.hands[1][0] if c.hands[1] else next(iter(c.deck.tokens())))
    _refused("caesar_xl", c, "SPQR cards")                                     # a card twice
    c = s.clone(); c.gold[1] = -2
    _refused("caesar_xl", c, "negative")
    c = s.clone(); uid = max(c.units) + 1
    for k in range(30):
        c.units[uid + k] = (0, "legion", "standard", "roma")
    _refused("caesar_xl", c, "more counters than the box")                     # counters out of nowhere
    c = s.clone(); u, t = next(iter(c.units.items())); c.units[u] = (t[0], t[1], t[2], "atlantis")
    _refused("caesar_xl", c, "not a place of the map")
    c = s.clone(); c.sc[0] = "cicero_not_on_map"
    _refused("caesar_xl", c, "Supreme Commander")
    c = s.clone(); c.known[1].append("ambush_not_in_hand")
    _refused("caesar_xl", c, "known to be in it")                              # a known card gone


# ----- the command ------------------------------------------------------------------------------
def test_fuzz_command_reports_a_failing_seed(monkeypatch, capsys, tmp_path):
    mod = inv.module("caesar")
    real, calls = mod.check, []

    def broken(state):
        calls.append(1)
        real(state)
        if state.phase == "play" and state.turn == 3:
            raise InvariantError("broken on purpose")
    monkeypatch.setattr(mod, "check", broken)
    assert cli.fuzz(["--game", "caesar", "--games", "3", "--seed", "11", "--search", "0", "--quiet",
                     "--failures", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "caesar: FAILED game seed 11" in out and "broken on purpose" in out
    assert "replay: python3 main.py fuzz --game caesar --seed 11 --games 1" in out
    index = int(out.split("after action ")[1].split(":")[0])
    with pytest.raises(inv.FuzzFailure) as exc:                                # the seed replays the failure
        play_checked("caesar", plan_game("caesar", 11))
    assert exc.value.index == index
    saved = tmp_path / "caesar-11.json"                                        # and so does its record
    assert f"record: {saved}" in out
    assert cli.fuzz(["--replay", str(saved)]) == 1
    assert f"after action {index}: " in capsys.readouterr().out
    monkeypatch.setattr(mod, "check", real)
    assert cli.fuzz(["--replay", str(saved)]) == 0
    assert f"the record's {index} actions conform" in capsys.readouterr().out


def test_a_record_of_a_game_still_being_built_replays(tmp_path):
    plan = plan_game("seize_rome", 3, search=1.0)
    record = Record("seize_rome", plan.seats, 3, info("seize_rome").check_options(plan.options))
    tally = play_checked("seize_rome", plan, record=record, secrecy=0)
    path = cli._save_failure(str(tmp_path), record)
    assert cli.fuzz(["--replay", path, "--secrecy", "0"]) == 0
    assert len(record.actions) == tally.actions and tally.searched == 1


def test_fuzz_command_summary(capsys):
    assert cli.fuzz(["--game", "imperium", "--games", "3", "--seed", "4", "--players", "2",
                     "--search", "0.5", "--quiet"]) == 0
    line = capsys.readouterr().out.strip().splitlines()[-1]
    assert line.startswith("imperium: 3 games conform") and "seats {2: 3}" in line and "invariant checks" in line


# ----- the Catilina game that stalled the long run ------------------------------------------
def _stalled_catilina(actions=42):
    """Seed 1008612 of the long run (5 seats, keep variant) after ``actions`` random actions;
    after 42, seat 2's secrecy check resampled for hours in the deduction solver."""
    plan = plan_game("catilina", 1008612, None, 0.001)
    assert plan.n_seats == 5 and plan.options["keep"] and not plan.searched
    state = Record("catilina", plan.seats, plan.seed, info("catilina").check_options(plan.options)).new_state()
    rng = random.Random(plan.seed * 7919 + 17)           # the moves of play_checked
    for _ in range(actions):
        seat = rng.choice(state.to_act())
        state.apply(seat, sample(state.chance_outcomes(), rng) if seat == CHANCE
                    else rng.choice(state.legal_actions(seat)))
    return state


@pytest.fixture
def alarm():
    """Fail instead of hanging: ``alarm(seconds)`` raises in the test once they pass."""
    import signal

    def ring(*_):
        raise TimeoutError("still searching")
    old = signal.signal(signal.SIGALRM, ring)
    yield signal.alarm
    signal.alarm(0)
    signal.signal(signal.SIGALRM, old)


def test_the_stalled_catilina_position_resamples_in_seconds(alarm, monkeypatch):
    from games.catilina import deduction
    from games.core.conformance import snapshot
    state = _stalled_catilina()
    pools = []
    check = deduction.PassLog.check

    def counted(log, deal):
        answer = check(log, deal)
        pools.append(log.pool)
        return answer
    monkeypatch.setattr(deduction.PassLog, "check", counted)
    alarm(60)                                            # 2-4 s of work on a busy machine
    other = state.resample_hidden(2, random.Random(2))
    alarm(0)
    # the pass checks stopped once their allowance was spent (a little over at most) ...
    assert pools and pools[-1] <= 0 and min(pools) >= -deduction.PASS_WORK // 100
    # ... and the deal drawn instead keeps everything seat 2 sees
    assert snapshot(other.view_for(2)) == snapshot(state.view_for(2))


def test_catilina_claims_less_when_the_pass_checks_run_out(monkeypatch):
    """Sound when the work runs out: the true deal is never refused, every sum not excluded
    with the full allowance stays possible, nothing is proved, and no deal is drawn."""
    from games.catilina import deduction
    state = _stalled_catilina()
    truth = [sum(1 << c for c in h) for h in state.hands] + [sum(1 << c for c in state.conspirators)]
    full = deduction.Knowledge.from_view(state.view_for(2), 2)
    for units in (0, 10, 1000, 100_000):
        with full.passes.limited(units):
            assert full.passes.check(truth) is not False, units
    sums = full.conspirator_sum_candidates()
    monkeypatch.setattr(deduction, "PASS_WORK", 50)
    poor = deduction.Knowledge.from_view(state.view_for(2), 2)
    assert poor.conspirator_sum_candidates() >= sums | {deduction.value_sum(truth[-1])}
    assert poor.certain_sum() is None and poor.sample(random.Random(4)) is None


@pytest.mark.parametrize("actions, seat", [(34, 0), (35, 0)])
def test_catilina_answers_are_unchanged_within_the_allowance(monkeypatch, actions, seat):
    """Where the solver finished before it had an allowance, it answers exactly as before
    (these two draws take a quarter and a tenth of the allowance)."""
    from games.catilina import deduction
    state = _stalled_catilina(actions)

    def deal():
        return deduction.Knowledge.from_view(state.view_for(seat), seat).sample(random.Random(0))
    bounded = deal()
    monkeypatch.setattr(deduction, "PASS_WORK", None)
    assert bounded is not None and deal() == bounded
