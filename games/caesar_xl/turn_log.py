"""Caesar XL's log as a reader follows it: a side's consecutive marches of one group of
places grouped into one line, the gold each purchase paid, what a diplomacy roll needed, pure
(no pygame).

The engine logs every march on its own ("marches 1 to Pharsalus", four times, each with its
forced-march gold), and a computer player that chooses a group unit by unit logs every unit it
adds or leaves out. :func:`merge_log` turns a run of marches of one side from the same place to
the same place (the same way: on foot, forced, or by sea) into one line that names the units,
where they came from and the gold they paid ("Pompey marches 4 legions and an ally:
Brundisium → Pharsalus."), and drops the choosing steps of a group that then marched. The
game scene and the replay both show the log through it (the board's ``merge_log``).

>>> units_msg(("legion", "legion", "ally", "pompey"), ("standard",) * 3 + ("",)).render("en")
'Pompey, 2 legions and an ally'
>>> units_msg(("legion", "ally"), ("veteran", "standard")).render("ja")
'熟練レギオンと同盟軍'
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from ..core.session import LogEntry
from ..core.text import Msg
from . import components as C
from .components import COMBAT_KINDS, card_msg, gold_of, place_msg
from .moves import (ROMA_DRAWERS, Ability, AssignHit, BuyCard, Claim, Dice, Diplomacy, Marched, Move, Note, PaySupply,
                    PlayCard, Recruit, Remove, Retreat, Roll)


#: the log line of a paid forced march, folded into its march's line
PAID = "caesar_xl.ev.paid_march"
#: the event lines that say what a Pass declined (the action's own "passes" line gives way to them)
PASSED = "caesar_xl.ev.passed_"
#: the event lines of a unit placed by a recruit or a card, after ``caesar_xl.ev.recruited_``
RECRUITED = "caesar_xl.ev.recruited_"
#: event lines that say again what their action's own line says (kept for the turn's summary)
SAID = {Retreat: ("caesar_xl.ev.retreated",),
        Recruit: (RECRUITED + "legion", RECRUITED + "legion_veteran", RECRUITED + "ally")}
#: the action's line of a phase ended, and the event lines of a phase begun (``..._<phase>``)
END_PHASE, PHASE_BEGUN = "caesar_xl.log.end_phase", "caesar_xl.ev.phase_"
#: the event lines said once with a count when they come in a row (their ``{n}`` form)
COUNTED = {RECRUITED + kind: f"caesar_xl.turn.ev.recruited_{kind}_n" for kind in ("legion", "legion_veteran", "ally")}
# (a side's units lost in one place: "Livia loses 3 legions in Roma.", not the same line three times)
COUNTED.update({f"caesar_xl.ev.{why}_{kind}": f"caesar_xl.turn.ev.{why}_{kind}_n"
                for why in ("eliminated", "unsupplied") for kind in ("legion", "ally")})


#: the counted lines of a side's units lost in one place
LOSS_COUNTED = tuple(v for k, v in COUNTED.items() if not k.startswith(RECRUITED))


#: the event lines of a diplomacy roll, said again with the die and the face it needed
DIPLOMACY = ("caesar_xl.ev.dipl_ok", "caesar_xl.ev.dipl_fail")


#: the event that says the gold a diplomacy roll cost (its action's own line says it instead)
DIPL_PAID = "dipl_paid"

#: the event lines of a battle step's hits (against the barbarians' militia: ``_militia``), said
#: with its step ("Heavy units in Roma: Marcus hits 2, Livia 0.") by the step's dice
VOLLEY = "caesar_xl.ev.volley"
VOLLEYS = (VOLLEY, VOLLEY + "_militia")
#: the event line of a card played (the Fleet's comes before the march it carried)
PLAYED = "caesar_xl.ev.played"


def paid(action: Any, events: Sequence[Any] = ()) -> int:
    """The gold ``action`` costs when it is taken: a Forum card's price, a bought card's, a
    leader's or the Pontifex Maximus's ability, a recruit's or a diplomacy roll's (these depend
    on the position: read from the action's ``events``) (0: free, or no purchase)."""
    if isinstance(action, (Recruit, Diplomacy)):
        return next((ev.n for ev in events if isinstance(ev, Note) and (
            ev.key == DIPL_PAID if isinstance(action, Diplomacy) else ev.key.startswith("recruited_"))), 0)
    if isinstance(action, Claim):
        return C.CARDS[action.card].get("condition", {}).get("pay", 0) if action.card in C.CARDS else 0
    if isinstance(action, BuyCard):
        return C.PARAMS["card_buy_cost"]
    if isinstance(action, Ability) and action.leader not in ROMA_DRAWERS:
        return C.PARAMS["pontifex_cost" if action.leader == "pontifex_maximus" else "leader_ability_cost"]
    return 0


def _supply_place(action: Any, events: Sequence[Any]) -> str | None:
    """The one place a supply payment ``action`` paid for (its events name each place), else None."""
    if not isinstance(action, PaySupply):
        return None
    places = [ev.place for ev in events if isinstance(ev, Note) and ev.key == "supply"]
    return places[0] if len(places) == 1 else None


def command_passed_on(key: str, seat: Any, events: Iterable[Any]) -> bool:
    """A line ``key`` of ``seat`` saying that Cato takes the command, in events where the
    command is lost after all (Cato falls in the same battle): said only as "no Supreme
    Commander now", once."""
    return key.endswith("ev.new_sc") and any(isinstance(ev, Note) and ev.key == "sc_dead" and ev.seat == seat
                                              for ev in events)


def reworded(e: LogEntry, actions: Sequence[tuple], events: Sequence[Sequence[Any]]) -> LogEntry | None:
    """``e`` as the reader needs it: a purchase's own line with the gold it paid ("claims
    Senatus Consultum Ultimum for 4 gold", its catalogue key + ``_paid``); a diplomacy roll's
    result with the face rolled and the face it needed, modifiers counted ("fails: rolled 3,
    needed 4", key + ``_roll``, ``_roll_mod`` with a modifier); a supply paid for one place as
    one line ("pays 1 gold of supply in Massilia", its event line then ``None``: left out);
    else ``e`` itself."""
    i = e.index
    seat, action = actions[i - 1] if 0 < i <= len(actions) else (None, None)
    evs = events[i - 1] if 0 < i <= len(events) else ()
    place = _supply_place(action, evs)
    if e.seat is None and e.msg.key == f"caesar_xl.ev.{DIPL_PAID}":
        return None                             # (the action's own line says the gold)
    if e.seat is None and command_passed_on(e.msg.key, e.msg.params.get("seat"), evs):
        return None
    if e.seat is None and e.msg.key in VOLLEYS:
        dice = next((ev for ev in evs if isinstance(ev, Dice)), None)
        if dice is not None:                    # ("hits scored" twice a round read as the result)
            return LogEntry(i, None, Msg(f"{e.msg.key}_{dice.step}", e.msg.params))
    if e.seat is None and e.msg.key == "caesar_xl.ev.battle_over" and e.msg.params.get("n"):
        return LogEntry(i, None, held_msg(actions, events, i - 1, e.msg))
    if place is not None:
        if e.seat is None and e.msg.key == "caesar_xl.ev.supply":
            return None
        if e.seat is not None:
            return LogEntry(i, e.seat, Msg("caesar_xl.log.pay_supply_at", {**e.msg.params, "place": place_msg(place)}))
    if e.seat is not None and e.msg.key.startswith("caesar_xl.log.") and paid(action, evs):
        return LogEntry(i, e.seat, Msg(e.msg.key + "_paid", {**e.msg.params, "n": paid(action, evs)}))
    if e.seat is None and e.msg.key in DIPLOMACY and isinstance(action, Roll) and 0 < i <= len(events):
        note = next((ev for ev in events[i - 1] if isinstance(ev, Note) and f"caesar_xl.ev.{ev.key}" == e.msg.key),
                    None)
        if note is not None and note.place:
            mod = note.n - action.value
            params = {**e.msg.params, "v": action.value, "need": gold_of(note.place) + 1 - mod,
                      "mod": f"{mod:+d}".replace("-", "−")}
            return LogEntry(i, None, Msg(e.msg.key + ("_roll_mod" if mod else "_roll"), params))
    return e


def held_msg(actions: Sequence[tuple], events: Sequence[Sequence[Any]], last: int, over: Msg) -> Msg:
    """The end of a battle the barbarians won (``over``, the battle_over line of the events of
    action ``last``): who fought them and the units each side lost since the battle began."""
    place = over.params.get("place")
    lost = militia = 0
    for k in range(last, -1, -1):
        for ev in reversed(events[k]):
            if not isinstance(ev, Note):
                continue
            if ev.key == "battle" and place_msg(ev.place) == place:     # (the side that attacked them)
                return Msg("caesar_xl.ev.battle_held", {"place": place, "seat": ev.seat, "n": lost, "m": militia})
            if ev.key.startswith("eliminated_") or ev.key == "leader_died":
                lost += 1
            elif ev.key == "militia_lost":
                militia += ev.n
    return over


class GroupedEntry(LogEntry):
    """A log line standing for the actions ``first`` .. ``index`` (the replay shows it at each)."""

    __slots__ = ("first",)

    def __init__(self, first: int, index: int, seat: int | None, msg: Msg):
        super().__init__(index, seat, msg)
        self.first = first


def _listed(parts: list[Msg]) -> Msg:
    """Several names as one: "A", "A and B", "A, B and C"."""
    if len(parts) == 1:
        return parts[0]
    head = parts[:-1] if len(parts) > 2 else parts[0]
    return Msg("caesar_xl.turn.and", {"a": head, "b": parts[-1]})


def units_msg(kinds: Sequence[str], grades: Sequence[str]) -> Msg:
    """A group of units in words: its leaders by name (in the group's order), then its
    combat units counted by kind and grade (veterans first)."""
    leaders = [card_msg(k) for k in kinds if k not in COMBAT_KINDS]
    counts: dict[tuple[str, str], int] = {}
    for k, g in zip(kinds, grades):
        if k in COMBAT_KINDS:
            counts[(k, g)] = counts.get((k, g), 0) + 1
    order = sorted(counts, key=lambda kg: (COMBAT_KINDS.index(kg[0]), kg[1] != "veteran"))
    troops = [Msg(f"caesar_xl.turn.unit.{k}.{g}", {"n": counts[(k, g)]}) for k, g in order]   # (.one: a single)
    parts = leaders + troops
    return _listed(parts) if parts else Msg("caesar_xl.turn.nobody")


def march_way(m: Marched) -> str:
    """How a march went: "fleet", "forced" (through a middle city) or "march"."""
    return "fleet" if m.fleet else ("forced" if len(m.path) == 2 else "march")


def march_msg(seat: int, marches: Sequence[Marched], gold: int = 0) -> Msg:
    """One line for ``seat``'s ``marches`` (of one group of places, one way): who went, from
    where to where, and the gold the forced marches cost."""
    first = marches[0]
    kinds = tuple(k for m in marches for k in m.kinds)
    grades = tuple(g for m in marches for g in m.grades)
    key = f"caesar_xl.turn.log.{march_way(first)}" + ("_paid" if gold else "")
    return Msg(key, {"seat": seat, "units": units_msg(kinds, grades), "start": place_msg(first.start),
                     "place": place_msg(first.path[-1]), "n": gold})


def _march_of(events: Iterable[Any]) -> Marched | None:
    return next((ev for ev in events if isinstance(ev, Marched)), None)


def _key(m: Marched) -> tuple:
    return (m.seat, m.start, m.path[-1], march_way(m))


def merge_log(entries: Sequence[LogEntry], actions: Sequence[tuple], events: Sequence[Sequence[Any]]) -> list:
    """The log ``entries`` (of :meth:`Session.log`, any reader) with each run of consecutive
    marches of one side between the same two places (the same way) as one line, and the
    choosing steps (``composing`` actions) of a marching group left out (only the march itself is
    told: "leaves Cato out of the marching group" at every click pushed the moves away), and an event
    line that says again its action's line (:data:`SAID`) left out.
    ``actions`` and ``events`` are the record's ``(seat, action)`` pairs and each one's events
    (``Session.events``), by action index - 1. A march whose events have other lines (a leader
    killed on arrival) ends its run; its other lines follow the run's line."""
    entries = [r for r in (reworded(e, actions, events) for e in entries) if r is not None]
    out: list = []
    run: dict[str, Any] | None = None    # the run being grouped: key, marches, gold, first, last
    by_index: dict[int, list[LogEntry]] = {}
    order: list[int] = []
    for e in entries:
        if e.index not in by_index:
            by_index[e.index] = []
            order.append(e.index)
        by_index[e.index].append(e)

    def close() -> None:
        nonlocal run
        if run is not None:
            out.append(GroupedEntry(run["first"], run["last"], run["seat"],
                                    march_msg(run["seat"], run["marches"], run["gold"])))
            run = None

    for i in order:
        lines = by_index[i]
        seat, action = actions[i - 1] if 0 < i <= len(actions) else (None, None)
        if getattr(action, "composing", False):
            continue
        m = _march_of(events[i - 1]) if isinstance(action, Move) and 0 < i <= len(events) else None
        if m is None:
            close()
            out.extend(told(seat, action, lines))
            continue
        played = [e for e in lines if e.seat is None and e.msg.key == PLAYED]
        if played:                       # (the Fleet is played, then it carries the stack: the player's own
            close()                      # line, never under the line before it, "asks for advice")
            out.extend(LogEntry(e.index, seat, e.msg) for e in played)
        rest = [e for e in lines if e.seat is None and e.msg.key not in (PAID, PLAYED)]
        gold = sum(e.msg.params.get("n", 0) for e in lines if e.seat is None and e.msg.key == PAID)
        if run is None or run["key"] != _key(m):
            close()
            run = {"key": _key(m), "seat": seat, "marches": [], "gold": 0, "first": i}
        run["marches"].append(m)
        run["gold"] += gold
        run["last"] = i
        if rest:                         # something else happened on arrival: the run ends here
            close()
            out.extend(rest)
    close()
    return battles_alone(out)


#: the event line of a battle begun
BATTLE = "caesar_xl.ev.battle"


#: the lines of the moves a battle begun under them belongs to: a battle chosen (a phase ended
#: heads none: "ends the phase; the Combat phase begins. / Battle in Vercellae." read as one)
CHOSE = ("caesar_xl.log.fight",)


def battles_alone(lines: list) -> list:
    """The log's lines with a battle begun right after another ended (the same action's events:
    its result, the winner's promotion) as a head of its own: under "Livia wins the battle in
    Massilia." or "Marcus promotes a standard ally." it read as part of the battle before. A
    battle begun under the move that chose it ("fights in Utica next") stays under it; after the
    move that ended the March phase it heads its own group too."""
    out: list = []
    for e in lines:
        last = out[-1] if out else None
        if (e.seat is None and e.msg.key == BATTLE and last is not None and last.index == e.index
                and (last.seat is None or last.msg.key not in CHOSE)):
            e = HeadLine(e.index, None, e.msg)
        out.append(e)
    return out


def told(seat: Any, action: Any, lines: list) -> list:
    """The lines of one action (not a march) as a reader follows them: a line that says what a Pass
    declined stands as the move's own line (its reason shows on it: "Marcus stays and fights in Nova
    Carthago." had none); an event line that says again its action's line (:data:`SAID`: "retreats to
    Barcino", a recruit's "appears in Vercellae") left out; a phase ended and the phase it begins one
    line (:func:`phase_begun`: "ends the phase." over "Livia: Card Draw phase." read backwards); the
    legions a leader brings said with him, where they go (Scipio's go to Antiochia, not to the city
    he is played on); identical lines as one, counted (:func:`counted`)."""
    if any(e.seat is None and e.msg.key.startswith(PASSED) for e in lines):
        lines = [LogEntry(e.index, seat, e.msg) if e.msg.key.startswith(PASSED) else e
                 for e in lines if e.seat is None]
    said = SAID.get(type(action), ())
    lines = [e for e in lines if e.seat is not None or e.msg.key not in said]
    headed = own_head(seat, lines)
    if headed is not None:
        return counted(headed)
    return markers_alone(seat, losers_own(seat, counted(brought_with(action, whole_loss(action, phase_begun(lines))))))


#: an alliance marker lost, and the lines of a battle's end (a marker its winner takes is the battle's)
MARKER_LOST, BATTLE_ENDS = "caesar_xl.ev.marker_lost", ("caesar_xl.ev.battle_won", "caesar_xl.ev.battle_over")


def markers_alone(seat: Any, lines: list) -> list:
    """A player's move's lines with the alliance markers lost as the Combat phase it ended ends
    (an enemy stands on each) as lines of their own that say why, after the move's: under "Marcus
    pays 1 gold of supply in Dyrrachium." they read as if supply had cost them. A marker taken by
    a battle won in the move stays under the battle's lines."""
    if seat is None or seat < 0 or any(e.msg.key in BATTLE_ENDS for e in lines):
        return lines
    lost = [e for e in lines if e.seat is None and e.msg.key == MARKER_LOST]
    return [e for e in lines if e not in lost] + [
        HeadLine(e.index, None, Msg("caesar_xl.turn.log.marker_lost_combat",
                                    {**e.msg.params, "seat_other": 1 - e.msg.params["seat"]})) for e in lost]


class HeadLine(LogEntry):
    """A line that opens a group of its own though no one acted: a battle step's hits (what
    they did follows under it) or a plunder: the log draws it as a head, not as an event of
    the move before it (the last side that passed its tactics card)."""

    __slots__ = ()
    stands_alone = True


#: the lines of a chance step that head its results: a battle step's hits, a plunder
HEADS = VOLLEYS + tuple(f"{v}_{step}" for v in VOLLEYS for step in ("light", "heavy"))
PLUNDERED, ROLLED = "caesar_xl.ev.plundered", "caesar_xl.log.roll"


def own_head(seat: Any, lines: list) -> list | None:
    """The lines of a chance step (the dice of a battle step, the roll of a plunder) under
    their own head: the hits of the step, with the hits taken, the units lost, a leader dead
    and the battle won after it in the order they came; the plunder's line for its roll
    (it says the roll: the gold lost). ``None`` for any other lines (a card drawn, a
    diplomacy roll: they follow the move that made them)."""
    if seat is None or seat >= 0 or not lines:
        return None
    plunder = next((e for e in lines if e.seat is None and e.msg.key == PLUNDERED), None)
    if plunder is not None:
        return [HeadLine(plunder.index, None, plunder.msg)] + [e for e in lines if e is not plunder
                                                                and e.msg.key != ROLLED]
    if lines[0].seat is None and lines[0].msg.key in HEADS:
        return [HeadLine(lines[0].index, None, lines[0].msg)] + lines[1:]
    return None


#: the event lines of a combat unit lost (``..._<kind>``): in battle, and for want of supply
LOST, STARVED = "caesar_xl.ev.eliminated_", "caesar_xl.ev.unsupplied_"


def losers_own(seat: Any, lines: list) -> list:
    """An action's lines with the units another side lost ("Livia loses 3 legions in Roma." under
    "Marcus plays Senatus Consultum Ultimum.") as lines of the side that lost, after the action's
    own: never an event of the other side's move, indented under its line."""
    def lost(e: LogEntry) -> bool:
        who = e.msg.params.get("seat")
        return (e.seat is None and who is not None and who != seat
                and (e.msg.key.startswith((LOST, STARVED)) or e.msg.key in LOSS_COUNTED))
    return [e for e in lines if not lost(e)] + [LogEntry(e.index, e.msg.params["seat"], e.msg) for e in lines if lost(e)]


def whole_loss(action: Any, lines: list) -> list:
    """An action's lines with the header saying the whole loss: a hit that ends with several
    units eliminated ("Marcus's standard ally takes a hit." over an ally and three legions
    gone) says them all, once; a unit removed says once that it went, and why when it was for
    want of supply ("removes Legio X in Roma." then "... is lost for want of supply.")."""
    head = next((e for e in lines if e.seat is not None), None)
    if head is None or not isinstance(action, (AssignHit, Remove)):
        return lines
    lost = [e for e in lines if e.seat is None and e.msg.key.startswith((LOST, STARVED))
            and e.msg.params.get("seat") == head.msg.params.get("seat")]
    if isinstance(action, Remove):
        own = next((e for e in lost if e.msg.key.endswith("_" + action.kind)
                    and e.msg.params.get("place") == place_msg(action.place)), None)
        if own is None:
            return lines
        key = "caesar_xl.turn.log.remove_starved" if own.msg.key.startswith(STARVED) else head.msg.key
        msg = Msg(key, head.msg.params)
        return [LogEntry(e.index, e.seat, msg) if e is head else e for e in lines if e is not own]
    if len(lost) < 2:
        return lines
    kinds = [e.msg.key.split(".ev.", 1)[1].split("_", 1)[1] for e in lost]
    msg = Msg("caesar_xl.turn.log.assign_lost", {**head.msg.params, "units": units_msg(kinds, ["standard"] * len(kinds)),
                                                  "place": lost[0].msg.params.get("place")})
    return [LogEntry(e.index, e.seat, msg) if e is head else e for e in lines if e not in lost]


def phase_begun(lines: list) -> list:
    """An action's lines with "X ends the phase." and the first phase it begins one line ("Livia
    ends the phase; her Card Draw phase begins.", or the other side's when the turn passes)."""
    head = next((e for e in lines if e.seat is not None and e.msg.key == END_PHASE), None)
    begun = next((e for e in lines if e.seat is None and e.msg.key.startswith(PHASE_BEGUN)), None)
    if head is None or begun is None:
        return lines
    nxt = begun.msg.params.get("seat")
    phase = Msg("caesar_xl.phase." + begun.msg.key[len(PHASE_BEGUN):])
    msg = Msg("caesar_xl.turn.log.end_phase_next" if nxt == head.msg.params.get("seat") else
              "caesar_xl.turn.log.end_phase_turn", {"seat": head.msg.params.get("seat"), "seat_next": nxt, "phase": phase})
    return [LogEntry(e.index, e.seat, msg) if e is head else e for e in lines if e is not begun]


def brought_with(action: Any, lines: list) -> list:
    """A leader's line with the legions he brings (Scipio's), and where they appear."""
    if not isinstance(action, PlayCard) or action.card not in C.CARDS or C.CARDS[action.card]["type"] != "leader":
        return lines
    head = next((e for e in lines if e.seat is not None), None)
    new = [e for e in lines if e.seat is None and e.msg.key == RECRUITED + "legion"]
    if head is None or not new:
        return lines
    where = new[0].msg.params.get("place")
    same = where == head.msg.params.get("place")
    msg = Msg("caesar_xl.turn.log.play_with_legions" if same else "caesar_xl.turn.log.play_legions_to",
              {**head.msg.params, "n": len(new), "where": where})
    return [LogEntry(e.index, e.seat, msg) if e is head else e for e in lines if e not in new]


def counted(lines: list) -> list:
    """Lines in a row that say the same thing ("A standard legion of Livia appears in Rubicon."
    twice) as one line with the count (:data:`COUNTED`), other lines as they are."""
    out: list = []
    for e in lines:
        last = out[-1] if out else None
        if (last is not None and e.seat is None and last.seat is None and e.msg.key in COUNTED
                and last.msg.key in (e.msg.key, COUNTED[e.msg.key]) and {**last.msg.params, "n": 0} == {**e.msg.params, "n": 0}):
            n = last.msg.params["n"] + 1 if last.msg.key == COUNTED[e.msg.key] else 2   # (an event's own "n" is 0)
            out[-1] = LogEntry(e.index, None, Msg(COUNTED[e.msg.key], {**e.msg.params, "n": n}))
            continue
        out.append(e)
    return out


def line_places(action: Any, events: Iterable[Any]) -> list[str]:
    """The places of the map a log line of ``action`` tells of, from what everyone saw (its
    public ``events``): a march's start and end, a battle's place, the cities and areas that
    changed hands or lost units, and the place an action names (a recruit's, a card's target),
    each once, in that order. The log's hover lights them."""
    got: list[str] = []
    for ev in events:
        if getattr(ev, "visible_to", None) is not None:
            continue
        if isinstance(ev, Marched):
            got += [ev.start, ev.path[-1]]
        elif isinstance(ev, (Note, Dice)) and ev.place:
            got.append(ev.place)
    for field in ("place", "target"):
        p = getattr(action, field, None)
        if isinstance(p, str):
            got.append(p)
    return [p for i, p in enumerate(got) if (p in C.CITY or p in C.AREA) and p not in got[:i]]
