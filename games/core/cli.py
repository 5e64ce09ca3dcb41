"""The command line beside the window.

``python main.py selfplay --game caesar --seats ai:hard,ai:easy --games 20 --seed 1``
plays computer against computer and prints wins per seat, the average game
length and seconds per decision (median and maximum) per seat. A seat
``script:ID`` is the game's scripted opponent ``ID`` (played by the engine);
chance outcomes and scripted moves are played by the session between decisions.

``python main.py replay FILE [--lang ja]`` prints the log of a record.

``python main.py fuzz [--game ID] [--games N] [--seed S] [--players 2,3] [--search 0.1]``
plays many seeded games, random and (a share ``--search``) driven by the
games' computer players, and checks every game's invariants and the secrecy of
the views after every action (a long run, outside the default tests); a
failing game prints its seed and the action, and ``--seed S --games 1``
replays it. ``--contract`` runs the engine contract checks instead.
"""
from __future__ import annotations

import argparse
import logging
import contextlib
import dataclasses
import json
import statistics
import sys
import time
from pathlib import Path

from .conformance import check_random_game
from .errors import RecordError, SaveFileError
from .invariants import FuzzFailure, Plan, Tally, module, plan_game, play_checked
from .players import RandomPlayer
from .record import Record
from .registry import GAME_IDS, ai, all_game_ids, info, registered, rules
from .saves import load_record
from .session import Session
from .state import SeatInfo
from .text import Msg

log = logging.getLogger(__name__)


def parse_seats(spec: str) -> list[SeatInfo]:
    """``ai:hard,ai:easy,random,script:ID`` -> seats (``random`` is the random player,
    ``script:ID`` the game's scripted opponent ``ID``, played by the engine)."""
    seats = []
    for i, part in enumerate(spec.split(",")):
        kind, _, level = part.strip().partition(":")
        if kind == "random":
            seats.append(SeatInfo(f"random{i + 1}", "ai", "random"))
        elif kind == "ai" and level in ("easy", "normal", "hard"):
            seats.append(SeatInfo(f"{level}{i + 1}", "ai", level))
        elif kind == "script" and level:
            seats.append(SeatInfo(f"{level}{i + 1}", "script", level))
        else:
            raise SystemExit(f"bad seat {part!r}: use ai:easy, ai:normal, ai:hard, random or script:ID")
    return seats


def make_player(game: str, level: str | None, seed: int):
    """A computer player of ``game`` at ``level`` (``random`` included)."""
    if level == "random":
        return RandomPlayer(seed)
    return ai(game).make_player(level, seed)


def play_one(game: str, seats: list[SeatInfo], seed: int, options: dict | None = None,
             times: dict | None = None):
    """Play one computer-only game; returns the session.

    Chance outcomes and scripted seats are played by the session
    (:meth:`~games.core.session.Session.run_automatic`) before every decision.
    """
    record = Record(game, seats, seed, info(game).check_options(options))
    session = Session(record)
    players = [None if s.is_script else make_player(game, s.level, seed * 31 + i) for i, s in enumerate(seats)]
    while True:
        session.run_automatic()
        to_act = session.state.to_act()
        if not to_act:
            return session
        for seat in to_act:
            if session.pending_automatic() is not None:
                break
            view = session.state.view_for(seat)
            t0 = time.process_time()
            player = players[seat]
            assert player is not None, "a scripted seat is played by the session"
            action = player.choose(view, seat)
            if times is not None:
                times.setdefault(seat, []).append(time.process_time() - t0)
            session.act(seat, action)


def selfplay(argv: list[str]) -> int:
    """Run ``selfplay``; prints a table."""
    p = argparse.ArgumentParser(prog="ludi-romani selfplay", description="The computer against itself: wins per seat, game length, thinking time.")
    p.add_argument("--game", required=True, choices=all_game_ids())
    p.add_argument("--seats", required=True)
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rotate", action="store_true", help="rotate who starts each game")
    p.add_argument("--option", action="append", default=[], help="key=value")
    args = p.parse_args(argv)
    base = parse_seats(args.seats)
    n = len(base)
    gi = info(args.game)
    if not gi.min_players <= n <= gi.max_players:
        raise SystemExit(f"{args.game} takes {gi.min_players}-{gi.max_players} seats")
    options = {}
    for kv in args.option:
        k, _, v = kv.partition("=")
        opt = next((o for o in gi.options if o.id == k), None)
        if opt is None:
            raise SystemExit(f"unknown option {k}")
        options[k] = next((c for c in opt.choices if str(c) == v), v)
    wins = [0.0] * n
    lengths = []
    times: dict[int, list[float]] = {}
    extra: dict[str, list] = {}
    for g in range(args.games):
        rot = g % n if args.rotate else 0
        order = [(i + rot) % n for i in range(n)]   # engine seat -> spec seat
        seats = [base[i] for i in order]
        t: dict[int, list[float]] = {}
        session = play_one(args.game, seats, args.seed + g, options, t)
        out = session.state.outcome()
        for s in out.winners:
            wins[order[s]] += 1.0 / len(out.winners)
        lengths.append(len(session.record.actions))
        for s, ts in t.items():
            times.setdefault(order[s], []).extend(ts)
        stats = getattr(rules(args.game), "selfplay_stats", None)
        if stats:
            for k, v in stats(session.state, order).items():
                extra.setdefault(k, []).append(v)
        log.info("game %d: winners %s", g + 1, [seats[s].name for s in out.winners])
    print(f"{args.game}: {args.games} games, seed {args.seed}")
    for i, s in enumerate(base):
        ts = times.get(i, [0.0])
        print(f"  seat {i + 1} {s.level or s.kind:>6}: wins {wins[i]:6.1f} ({100 * wins[i] / args.games:5.1f}%)  "
              f"CPU s/decision median {statistics.median(ts):.3f} max {max(ts):.3f}")
    print(f"  average length {statistics.mean(lengths):.1f} actions")
    for k, vs in extra.items():
        print(f"  {k}: {vs if len(vs) < 3 else _summary(vs)}")
    return 0


def _summary(values):
    flat = [v for v in values if v is not None]
    if flat and all(isinstance(v, (int, float)) for v in flat):
        return f"mean {statistics.mean(flat):.2f} over {len(flat)}"
    return values


def replay(argv: list[str]) -> int:
    """Print the log of a record file (the file is only read: a bad one stays where it is).

    A finished game prints its seed and everything; a game still in progress
    prints only what every player has seen (the public log), without the seed.
    """
    p = argparse.ArgumentParser(prog="ludi-romani replay", description="Print the log of a saved game.")
    p.add_argument("file")
    p.add_argument("--lang", default="en", choices=("en", "ja"))
    args = p.parse_args(argv)
    try:
        record = load_record(args.file, set_aside_bad=False)
    except SaveFileError as exc:
        print(exc.msg.render(args.lang), file=sys.stderr)
        return 2
    session = Session(record)
    names = [s.name for s in record.seats]
    out = session.state.outcome()
    title = info(record.game).title.render(args.lang)
    if out is None:
        print(title)
        print(Msg("core.replay_running").render(args.lang))
    else:
        print(f"{title} — seed {record.seed}")
    for entry in session.log(None):
        print(f"{entry.index:4d}  {entry.msg.render(args.lang, names)}")
    if out is not None:
        print(out.reason.render(args.lang, names))
    return 0


def fuzz(argv: list[str]) -> int:
    """Run ``fuzz``: seeded games, random and driven by the computer players, with every
    game's invariants checked after every action (:mod:`.invariants`).

    Game ``k`` of a run has the seed ``--seed + k``, and everything about it (player
    count, options, scripted seat, which seats a computer plays) follows from that
    seed, so ``--seed S --games 1`` (with the same ``--players`` and ``--search``)
    plays a failing game again. ``--contract`` runs the engine contract checks of
    :mod:`.conformance` instead (random games only).
    """
    every = all_game_ids()
    p = argparse.ArgumentParser(prog="ludi-romani fuzz", description="Seeded games with every game's invariants and the views' secrecy checked.")
    p.add_argument("--game", choices=every, action="append", help="a game (repeat for several; default every game)")
    p.add_argument("--games", type=int, default=1000, help="games per game")
    p.add_argument("--seed", type=int, default=100_000, help="the seed of the first game (then +1 each)")
    p.add_argument("--players", default="", help="player counts to draw from, e.g. 2,3 (default every count)")
    p.add_argument("--search", type=float, default=0.1,
                   help="share of the games played by the computer players (easy/normal), 0-1")
    p.add_argument("--secrecy", type=int, default=1, help="check the views every N actions (0: never)")
    p.add_argument("--keep-going", action="store_true", help="report every failing game and go on")
    p.add_argument("--failures", default="fuzz-failures",
                   help="folder for the record of each failing game (default ./fuzz-failures)")
    p.add_argument("--replay", metavar="FILE", help="check again, move by move, the record of a failing game")
    p.add_argument("--contract", action="store_true", help="run the engine contract checks instead")
    p.add_argument("--quiet", action="store_true", help="no progress lines")
    args = p.parse_args(argv)
    if args.contract:
        return _fuzz_contract(args)
    if args.replay:
        return _fuzz_replay(args)
    try:
        players = tuple(int(x) for x in args.players.split(",") if x.strip())
    except ValueError:
        raise SystemExit(f"bad --players {args.players!r}: use counts such as 2,3") from None
    if not 0.0 <= args.search <= 1.0:
        raise SystemExit("--search is a share between 0 and 1")
    failed_any = False
    for game in args.game or every:
        gi = info(game)
        if players and not any(gi.min_players <= n <= gi.max_players for n in players):
            print(f"{game}: skipped (takes {gi.min_players}-{gi.max_players} players)")
            continue
        total, failures = Tally(), []
        t0 = time.perf_counter()
        last_note = t0
        for k in range(args.games):
            seed = args.seed + k
            plan = plan_game(game, seed, players or None, args.search)
            record = Record(game, plan.seats, seed, gi.check_options(plan.options))
            try:
                total.add(play_checked(game, plan, secrecy=args.secrecy, record=record))
            except FuzzFailure as exc:
                failures.append(seed)
                total.games += 1
                total.searched += int(plan.searched)
                extra = "".join(f" --{name} {value}" for name, value in
                                (("players", args.players), ("search", args.search)) if value)
                saved = _save_failure(args.failures, record)
                print(f"{game}: FAILED game seed {seed} ({plan.describe()}) after action {exc.index}: "
                      f"{exc.message}\n  replay: python3 main.py fuzz --game {game} --seed {seed} --games 1{extra}"
                      f"\n  record: {saved} (exactly, also with computer players: "
                      f"python3 main.py fuzz --replay {saved} --secrecy {args.secrecy})", flush=True)
                if not args.keep_going:
                    return 1
            now = time.perf_counter()
            if not args.quiet and now - last_note > 10:
                last_note = now
                log.info("%s: %d/%d games, %d actions, %.0f s", game, k + 1, args.games, total.actions, now - t0)
        seconds = time.perf_counter() - t0
        checks = "invariant checks" if module(game) is not None else "checks (no invariants module)"
        verdict = "conform" if not failures else f"FAILED {len(failures)} (seeds {failures[:10]})"
        print(f"{game}: {total.games} games {verdict}: {total.games - total.searched} random, "
              f"{total.searched} search-driven; seats {dict(sorted(total.by_seats.items()))}; "
              f"{total.actions} actions, {total.checks} {checks}, {total.secrecy} secrecy checks; "
              f"{seconds:.1f} s", flush=True)
        failed_any = failed_any or bool(failures)
    return 1 if failed_any else 0


def _save_failure(folder: str, record: Record) -> str:
    """Write the record of a failing game (a save file) into ``folder``; its path."""
    path = Path(folder)
    path.mkdir(parents=True, exist_ok=True)
    out = path / f"{record.game}-{record.seed}.json"
    out.write_text(json.dumps(record.to_json()), encoding="utf-8")
    return str(out)


def _fuzz_replay(args) -> int:
    """Check the record ``args.replay`` again, move by move (``fuzz --replay FILE``)."""
    try:
        with open(args.replay, encoding="utf-8") as fh:
            data = json.load(fh)
        gi = info(data["game"])
        with contextlib.ExitStack() as stack:
            if not gi.playable:     # records of a game still being built are read as if it were listed
                stack.enter_context(registered(dataclasses.replace(gi, playable=True),
                                               rules(gi.id).__name__.rpartition(".")[0]))
            record = Record.from_json(data)
    except (OSError, ValueError, KeyError, TypeError, RecordError) as exc:
        print(f"{args.replay}: not a record of a fuzzed game ({exc})", file=sys.stderr)
        return 2
    plan = Plan(record.seed, len(record.seats), record.options, record.seats, [None] * len(record.seats))
    try:
        tally = play_checked(record.game, plan, secrecy=args.secrecy, moves=list(record.actions))
    except FuzzFailure as exc:
        print(f"{record.game}: FAILED game seed {record.seed} ({plan.describe()}) after action {exc.index}: "
              f"{exc.message}")
        return 1
    print(f"{record.game}: the record's {tally.actions} actions conform")
    return 0


def _fuzz_contract(args) -> int:
    """The engine contract checks (:func:`~.conformance.check_random_game`) on many seeded
    random games; for a game that declares scripted opponents, every other game gives the
    last seat to one."""
    for game in args.game or GAME_IDS:
        gi = info(game)
        option_sets = [gi.default_options()] + [
            {**gi.default_options(), o.id: v} for o in gi.options for v in o.choices if v != o.default]
        t0 = time.perf_counter()
        for k in range(args.games):
            n = gi.min_players + k % (gi.max_players - gi.min_players + 1)
            seed = args.seed + k
            opts = option_sets[k % len(option_sets)]
            seats = None
            if gi.scripted and k % 2:      # every other game, the last seat is a scripted opponent
                script = gi.scripted[(k // 2) % len(gi.scripted)]
                seats = [SeatInfo(f"P{i + 1}") for i in range(n - 1)] + [SeatInfo(script, "script", script)]
            try:
                check_random_game(game, n, seed, opts, deep=False, seats=seats)
            except AssertionError as exc:
                print(f"{game}: FAILED with {n} seats, seed {seed}, options {opts}, seats {seats}: {exc}")
                return 1
        print(f"{game}: {args.games} games conform to the contract ({time.perf_counter() - t0:.1f} s)")
    return 0


def main(argv: list[str]) -> int:
    """Dispatch ``selfplay`` / ``replay`` / ``fuzz``."""
    if argv and argv[0] == "fuzz":
        return fuzz(argv[1:])
    if argv and argv[0] == "selfplay":
        return selfplay(argv[1:])
    if argv and argv[0] == "replay":
        return replay(argv[1:])
    raise SystemExit("usage: main.py selfplay ... | main.py replay FILE | main.py fuzz ...")
