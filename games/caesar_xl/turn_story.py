"""What happened since a side's last turn, in a few lines, pure (no pygame), in the order it
happened: each battle with its winner and losses, places changing hands, leaders killed, the
cards played or drawn face up (a leader with where the legions he brings appear; an event with
its outcome: the Ides of March's die, what the Barbarian Invasion Table gave, what Treachery did
and the units it removed), the other side's recruits, retreats and areas won or lost, and the
marches of the other side grouped by where they went. The board offers it in the "since your
last turn" panel when that side's person takes the screen for their turn, and a long one is cut:
marches first, never a battle or a city lost.

Only events the seat may see are read (``events_for``), and only public kinds of them are
listed: the panel never says more than the seat's own view and log.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from ..core.actions import events_for
from ..core.session import LogEntry
from ..core.text import Msg
from . import components as C
from .ai_military import foe_wins_military, margin
from .ai_politics import foe_wins_next
from .components import CAESAR, POMPEY, SIDES, card_msg, place_msg, political_of
from .explain_terms import lean, listed
from .race import best_claims
from .moves import Ability, Claim, Marched, Note, PlayCard, Recruit, Roll, Swing, Tactic
from .turn_log import brought_with, march_msg, march_way, reworded, units_msg

#: the most lines the panel lists (the rest: "and N more in the log")
MOST = 18
#: what the Barbarian Invasion Table gave (said with the roll that gave it)
TABLE = frozenset({"invasion", "no_invasion", "invasion_conquered", "invasion_held"})
#: notes listed as the log says them
SAID = frozenset({"leader_died", "sc_dead", "new_sc", "forum_death", "conquered", "area_taken", "area_lost", "revolt",
                  "retreated", "event_card", "forum_card", "played", "dipl_ok", "marker_lost", "plundered",
                  "ides_killed", "ides_spared", "treachery_all", "treachery_some",
                  "end_political", "end_military"}) | TABLE
#: the lines that come first, whatever their time (the rest may be cut to "… and N more"): battles,
#: places taken or lost, deaths and the game's end; marches come last
FIRST = frozenset({"caesar_xl.turn.story.battle_won", "caesar_xl.turn.story.battle_over",
                   "caesar_xl.turn.story.battle_won_reduced", "caesar_xl.turn.story.battle_over_reduced",
                   "caesar_xl.turn.story.battle_held", "caesar_xl.ev.leader_died", "caesar_xl.ev.sc_dead",
                   "caesar_xl.ev.new_sc", "caesar_xl.ev.forum_death", "caesar_xl.ev.ides_killed", "caesar_xl.ev.treachery_all",
                   "caesar_xl.ev.end_political", "caesar_xl.ev.end_military",
                   "caesar_xl.turn.story.forum_moved", "caesar_xl.turn.story.forum_crossed"})
#: what a Treachery's roll removes: its notes (the units, the leaders and what follows a death)
STRUCK = ("eliminated_", "leader_died", "sc_dead", "new_sc", "forum_death")


@dataclass
class _Struck:
    """The combat units a Treachery removed from ``seat``'s stack in ``place`` (followed from
    its roll's note on), said right after the roll's line (``rank``: the roll line's,
    :func:`_rank`)."""

    seat: int
    place: str
    rank: int
    kinds: list[str] = field(default_factory=list)

    def msg(self) -> Msg:
        return Msg("caesar_xl.turn.story.treachery_lost", {
            "seat": self.seat, "place": place_msg(self.place),
            "units": units_msg(self.kinds, ["standard"] * len(self.kinds))})


def turn_bounds(actions: Sequence[tuple], events: Sequence[Sequence[Any]], seat: int) -> tuple[int, int] | None:
    """Where the other side's last turn began and where ``seat``'s present turn began (indices
    of the actions whose events opened them), or ``None`` when ``seat`` has no turn going after
    one of the other side's."""
    mine = theirs = None
    for i in range(len(events) - 1, -1, -1):
        for ev in events[i]:
            if isinstance(ev, Note) and ev.key == "phase_forum":
                if ev.seat == seat and mine is None:
                    mine = i
                elif ev.seat == 1 - seat and mine is not None:
                    theirs = i
        if theirs is not None:
            return theirs, mine
    if mine:                                 # (the game began with the other side's first turn)
        return 0, mine
    return None


def their_turn_began(actions: Sequence[tuple], events: Sequence[Sequence[Any]], seat: int) -> int | None:
    """How many actions had been played when the other side's last turn (the one before
    ``seat``'s present turn) began: the position to compare with the present one for the places
    won and lost (a game just loaded has not seen that turn begin). ``None``: no such turn."""
    bounds = turn_bounds(actions, events, seat)
    if bounds is None:
        return None
    theirs = bounds[0]
    opened = any(isinstance(ev, Note) and ev.key == "phase_forum" and ev.seat == 1 - seat
                 for ev in events[theirs])
    return theirs + 1 if opened else 0


def since_last_turn(actions: Sequence[tuple], events: Sequence[Sequence[Any]], seat: int,
                    places: Sequence[Msg] = ()) -> list[Msg]:
    """The lines of the summary for ``seat`` at the start of its turn (empty when its turn has
    not just begun: it acted already, or no turn of the other side came before), in the order
    things happened: a group of marches where its first march was, a battle where it ended, a
    card where it was played, each of the board's ``places`` lines (places won and lost) after
    the last event at one of its places (at the end when none is seen). A long one keeps
    :data:`MOST` - 1 lines, the battles, deaths and places taken first (:func:`_rank`), then
    the rest, then the marches, and ends "… and N more"."""
    bounds = turn_bounds(actions, events, seat)
    if bounds is None:
        return []
    start, mine = bounds
    if any(s == seat for s, _ in actions[mine + 1:]):
        return []                           # (the turn is under way: nothing new to tell)
    lines: list[tuple[tuple, Any]] = []     # (when, a Msg or a group of marches)
    marches: dict[tuple, list] = {}         # key -> [seat, marches]
    last_at: dict[str, tuple] = {}          # place -> when the last event there was
    battle: dict[str, Any] | None = None
    struck: _Struck | None = None           # the Treachery whose losses are being followed
    for i in range(start, len(actions)):
        actor, action = actions[i]
        if actor != seat and isinstance(action, (PlayCard, Tactic, Claim, Ability, Recruit)):
            told = said_as_logged(actions, events, i, actor, action.msg(actor))
            if told is not None:
                lines.append(((i, -1), _brought(action, told, i, events_for(events[i], seat))))
        for j, ev in enumerate(events_for(events[i], seat)):
            when = (i, j)
            if isinstance(ev, Marched):
                last_at[ev.start] = last_at[ev.path[-1]] = when     # (a place left may be lost by it)
                key = (ev.seat, ev.start, ev.path[-1], march_way(ev))
                if key not in marches:
                    marches[key] = [ev.seat, []]
                    lines.append((when, key))
                marches[key][1].append(ev)
            elif isinstance(ev, Note):
                if ev.place:
                    last_at[ev.place] = when
                said = said_as_logged(actions, events, i, None, ev.msg()) if ev.key in SAID else None
                if said is not None and ev.key in TABLE and isinstance(action, Roll):
                    said = Msg("caesar_xl.turn.story.table", {"v": action.value, "what": said})
                battle = _battle_note(ev, battle, lines, when)
                struck = _struck_note(ev, struck, lines, when)
                if said is not None and not (ev.key == "marker_lost" and _named(places, said.params.get("place"))):
                    lines.append((when, said))          # (a place taken says it already)
    end = (len(actions), 0)
    told: dict[int, int] = {}               # (what leaders' deaths moved, said by their own lines)
    for ev in (e for evs in events[start:] for e in events_for(evs, seat) if isinstance(e, Swing)):
        told[ev.seat] = told.get(ev.seat, 0) + ev.m - ev.n
    lines.extend((end, m) for m in forum_swings(actions, events, seat, start, told))
    for line in places:
        named = [when for p, when in last_at.items() if _named([line], place_msg(p))]
        lines.append(((max(named) + (1,)) if named else end, line))
    lines = [entry for entry in lines if not (isinstance(entry[1], _Struck) and not entry[1].kinds)]
    lines.sort(key=lambda entry: entry[0])
    lines = _folded(lines)
    if len(lines) > MOST:                   # (cut: the lines said first are kept, in their order)
        kept = sorted(range(len(lines)), key=lambda k: (_rank(lines[k][1], places), k))[:MOST - 1]
        more = Msg("caesar_xl.turn.story.more", {"n": len(lines) - MOST + 1})
        lines = [lines[k] for k in sorted(kept)] + [(end, more)]
    return [march_msg(*marches[x]) if isinstance(x, tuple) else x.msg() if isinstance(x, _Struck) else x
            for _, x in lines]


def win_threats(view, seat: int) -> list[Msg]:
    """The other side's win as its next Forum phase ends unless ``seat``'s turn now stops it, by
    either rule: the summary's first lines, before the battles and marches that led to it. A threat
    standing now is new: had it stood when that side's own Forum phase ended, it would have won then."""
    foe = 1 - seat
    if view.winner is not None:
        return []
    out = []
    if foe_wins_military(view, seat):
        out.append(Msg("caesar_xl.turn.story.threat_military", {
            "seat": foe, "sc": card_msg(view.sc[foe]), "a": view.controlled_gold(foe),
            "b": view.controlled_gold(seat), "margin": margin()}))
    if foe_wins_next(view, seat):
        b, cards = best_claims(view, foe)
        if cards:
            out.append(Msg("caesar_xl.turn.story.threat_political", {
                "seat": foe, "cards": listed(card_msg(c) for c in cards), "b": lean(b)}))
    return out


def forum_balances(actions: Sequence[tuple], events: Sequence[Sequence[Any]], seat: int, upto: int) -> list[int]:
    """Each side's Forum balance (as :meth:`State.balance` counts it) after the first ``upto``
    actions, from the set-up's leaders and the public record alone: leaders entering and falling,
    Forum cards claimed."""
    bal = [sum(political_of(p["leader"]) for pieces in C.SETUP["units"][side].values() for p in pieces
               if "leader" in p) for side in SIDES]
    for i in range(min(upto, len(actions))):
        actor, action = actions[i]
        if isinstance(action, Claim) and actor in (CAESAR, POMPEY):
            bal[actor] += political_of(action.card)
        for ev in events_for(events[i], seat):
            if isinstance(ev, Note) and ev.key in ("leader_enters", "leader_died") and ev.seat in (CAESAR, POMPEY):
                bal[ev.seat] += political_of(ev.card) * (1 if ev.key == "leader_enters" else -1)
    return bal


def forum_swings(actions: Sequence[tuple], events: Sequence[Sequence[Any]], seat: int, start: int,
                 told: dict[int, int] | None = None) -> list[Msg]:
    """A line for each side whose Forum balance moved since action ``start`` ("Marcus's Forum
    balance goes from Optimates 2 to Optimates 5."), said as crossing over when it changed
    faction ("from Populares 1 over to Optimates 5"): the race is what most games are lost by.
    ``told``: how far each side's leaders' deaths moved its balance, said by each death's own line
    (:class:`~games.caesar_xl.moves.Swing`); a side whose whole move that was gets no second line."""
    was = forum_balances(actions, events, seat, start)
    now = forum_balances(actions, events, seat, len(actions))
    out = []
    for side in (CAESAR, POMPEY):
        a, b = was[side], now[side]
        if a != b and (told or {}).get(side) != b - a:
            key = "forum_crossed" if a * b < 0 else "forum_moved"
            out.append(Msg("caesar_xl.turn.story." + key, {"seat": side, "a": lean(a), "b": lean(b)}))
    return out


def _brought(action: Any, told: Msg, i: int, evs: Sequence[Any]) -> Msg:
    """A leader's line with where the legions he brings appear, as the log says it (Scipio's,
    in Antiochia: the summary named only the city he was played on)."""
    new = [LogEntry(i + 1, None, m) for ev in evs if isinstance(ev, Note) and (m := ev.msg()) is not None]
    return brought_with(action, [LogEntry(i + 1, 0, told)] + new)[0].msg


def _struck_note(ev: Note, struck: _Struck | None, lines: list, when: tuple) -> _Struck | None:
    """Follow what a Treachery removes: from its roll's note, each combat unit of the stack's
    owner eliminated in its place (a line right after the roll's); any other note ends it.
    Returns the Treachery still followed, if any."""
    if ev.key in ("treachery_all", "treachery_some"):
        struck = _Struck(ev.seat, ev.place, 0 if "caesar_xl.ev." + ev.key in FIRST else 1)
        lines.append((when + (1,), struck))
        return struck
    if struck is None or not ev.key.startswith(STRUCK) or ev.place not in ("", struck.place):
        return None
    if ev.key.startswith("eliminated_") and ev.seat == struck.seat:
        struck.kinds.append(ev.key[len("eliminated_"):])
    return struck


def _folded(lines: list[tuple[tuple, Any]]) -> list[tuple[tuple, Any]]:
    """``lines`` with a line said again in the same turn folded into its first, with how many
    times ("Marcus recruits a standard ally in Thracia for 1 gold. (×2)": the same recruit said
    line by line filled the panel and cut the march that took a city)."""
    out: list[tuple[tuple, Any]] = []
    times: list[int] = []
    for when, x in lines:
        same = next((k for k, (_, y) in enumerate(out) if isinstance(x, Msg) and y == x), None)
        if same is None:
            out.append((when, x))
            times.append(1)
        else:
            times[same] += 1
    return [(when, Msg("caesar_xl.turn.story.times", {"what": x, "n": n}) if n > 1 else x)
            for (when, x), n in zip(out, times)]


def _rank(line: Any, places: Sequence[Msg]) -> int:
    """Which lines the summary says first (a line cut for room is never one of them): 0 for a
    battle, a death, a whole stack removed by Treachery (and the units it was), the game's end
    or a place changing hands; 2 for a group of marches (a key of marches) and a city left to no
    one (it follows the march that left it); 3 for a recruit (a march that took a city was cut
    for recruits said line by line); 1 for the rest (cards, events, diplomacy)."""
    if isinstance(line, _Struck):
        return line.rank
    if isinstance(line, tuple) or line.key == "caesar_xl.turn.story.city_nobodys":
        return 2
    if line.key == "caesar_xl.turn.story.times":
        return _rank(line.params["what"], places)
    if line.key.startswith("caesar_xl.log.recruit"):
        return 3
    return 0 if line.key in FIRST or any(line is p for p in places) else 1


def said_as_logged(actions: Sequence[tuple], events: Sequence[Sequence[Any]], i: int, seat: int | None,
                   msg: Msg | None) -> Msg | None:
    """``msg``, a line of action ``i`` (by ``seat``, ``None``: an event's), in the words the log
    gives it (the gold paid, the face a roll needed: :func:`turn_log.reworded`)."""
    if msg is None:                             # (a move the view says nothing of)
        return None
    e = reworded(LogEntry(i + 1, seat, msg), actions, events)
    return None if e is None else e.msg


def _battle_note(ev: Note, battle: dict | None, lines: list, when: tuple) -> dict | None:
    """Follow a battle through its notes: its place, the losses of each side, its result (a
    line at ``when`` once it is over; the veterans knocked down to standard said too, when there
    were any: "units lost: 0, 0" hid the hits). Returns the battle still being fought, if any."""
    if ev.key == "battle":
        return {"place": ev.place, "lost": [0, 0], "reduced": [0, 0], "seat": ev.seat, "militia": 0}
    if battle is None:
        return None
    if (ev.key.startswith("eliminated_") or ev.key == "leader_died") and ev.seat in (CAESAR, POMPEY):
        battle["lost"][ev.seat] += 1
    if ev.key.startswith("flipped_") and ev.seat in (CAESAR, POMPEY):
        battle["reduced"][ev.seat] += 1
    if ev.key == "militia_lost":
        battle["militia"] += ev.n
    if ev.key == "battle_over" and ev.n:            # (the barbarians won)
        lines.append((when, Msg("caesar_xl.turn.story.battle_held", {
            "place": ev.msg().params.get("place"), "seat": battle["seat"], "n": battle["lost"][battle["seat"]],
            "m": battle["militia"]})))
        return None
    if ev.key in ("battle_won", "battle_over"):
        won = ev.key == "battle_won" and ev.seat in (CAESAR, POMPEY)
        params = {"place": ev.msg().params.get("place"), "seat_a": CAESAR, "seat_b": POMPEY,
                  "n": battle["lost"][CAESAR], "m": battle["lost"][POMPEY]}
        if won:
            params["seat"] = ev.seat
        key = "caesar_xl.turn.story.battle_won" if won else "caesar_xl.turn.story.battle_over"
        if any(battle["reduced"]):
            key += "_reduced"
            params.update(a=battle["reduced"][CAESAR], b=battle["reduced"][POMPEY])
        lines.append((when, Msg(key, params)))
        return None
    return battle


def city_lines(before: dict[str, int | None], now: dict[str, int | None]) -> list[Msg]:
    """The places whose holder changed between two snapshots (place -> controlling side), one
    line for each side and way (taken from the other side, gained, a city left with no unit or
    alliance marker of its holder: nobody's now, an area lost) naming every place
    ("Marcus now holds Alexandria, Byzantium, Creta."): ten lines of one each pushed the rest
    of the summary out of the panel."""
    groups: dict[tuple, list[Msg]] = {}
    for p, was in before.items():
        is_ = now.get(p)
        if is_ == was:
            continue
        if is_ is not None and was is not None:
            key: tuple = ("caesar_xl.turn.story.city_taken", is_, was)
        elif is_ is not None:
            key = ("caesar_xl.turn.story.city_gained", is_, None)
        elif p in C.CITY:               # (no unit or alliance marker of his is left: nobody's)
            key = ("caesar_xl.turn.story.city_nobodys", was, None)
        else:
            key = ("caesar_xl.turn.story.city_lost", was, None)
        groups.setdefault(key, []).append(place_msg(p))
    out = []
    for (key, seat, other), places in groups.items():
        params: dict[str, Any] = {"seat": seat, "place": places[0] if len(places) == 1 else places}
        if other is not None:
            params["seat_other"] = other
        out.append(Msg(key, params))
    return out


def _named(lines: Sequence[Msg], place: Any) -> bool:
    """One of the places' ``lines`` names ``place`` (a place's Msg)."""
    for m in lines:
        named = m.params.get("place")
        if named == place or (isinstance(named, (list, tuple)) and place in named):
            return True
    return False


def summary(lines: list[Msg]) -> tuple[Msg, list[Msg], Msg] | None:
    """The panel's title, lines (at most :data:`MOST`, then how many more) and closing words."""
    if not lines:
        return None
    shown = lines if len(lines) <= MOST else lines[:MOST - 1] + [
        Msg("caesar_xl.turn.story.more", {"n": len(lines) - MOST + 1})]
    return Msg("caesar_xl.turn.story.title"), shown, Msg("caesar_xl.turn.story.close")
