"""The command line beside the window.

``python main.py selfplay --game caesar --seats ai:hard,ai:easy --games 20 --seed 1``
plays computer against computer and prints wins per seat, the average game
length and seconds per decision (median and maximum) per seat. A seat
``script:ID`` is the game's scripted opponent ``ID`` (played by the engine);
chance outcomes and scripted moves are played by the session between decisions.

``python main.py replay FILE [--lang ja]`` prints the log of a record.

``python main.py fuzz [--game ID] [--games N]`` runs the conformance checks on
many seeded random games (a long run, outside the default tests); for a game
that declares scripted opponents, every other game gives the last seat to one.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time

from .registry import GAME_IDS, ai, all_game_ids, info, rules
from .record import Record
from .saves import load_record
from .errors import SaveFileError
from .session import Session
from .state import SeatInfo
from .text import Msg


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


def make_player(game: str, level: str, seed: int):
    """A computer player of ``game`` at ``level`` (``random`` included)."""
    if level == "random":
        from .players import RandomPlayer
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
            t0 = time.perf_counter()
            action = players[seat].choose(view, seat)
            if times is not None:
                times.setdefault(seat, []).append(time.perf_counter() - t0)
            session.act(seat, action)


def selfplay(argv: list[str]) -> int:
    """Run ``selfplay``; prints a table."""
    p = argparse.ArgumentParser(prog="main.py selfplay")
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
        print(f"game {g + 1}: winners {[seats[s].name for s in out.winners]}", file=sys.stderr)
    print(f"{args.game}: {args.games} games, seed {args.seed}")
    for i, s in enumerate(base):
        ts = times.get(i, [0.0])
        print(f"  seat {i + 1} {s.level or s.kind:>6}: wins {wins[i]:6.1f} ({100 * wins[i] / args.games:5.1f}%)  "
              f"s/decision median {statistics.median(ts):.3f} max {max(ts):.3f}")
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
    p = argparse.ArgumentParser(prog="main.py replay")
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
    """Run the conformance checks on many more seeded random games than the test run does."""
    from .conformance import check_random_game
    p = argparse.ArgumentParser(prog="main.py fuzz")
    p.add_argument("--game", choices=GAME_IDS, action="append")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=100_000)
    args = p.parse_args(argv)
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
        print(f"{game}: {args.games} games conform ({time.perf_counter() - t0:.1f} s)")
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
