"""Caesar XL: a reason said with the military victory at stake.

When the enemy wins militarily at its next Forum phase as the board stands (its commander in Roma,
none left to the side that plays now, its cities worth 25 gold more), every reason of that side's
turn opens with that stake and with what can still stop it this turn: Cato played, who takes the
command; Roma taken; a city taken, or a diplomacy that brings a city over (or takes the enemy's
marker off one), that cuts the lead below 25 (with the roll it needs); any other move of the Forum or
Purchase phase whose result ends the win (a card such as Revolt that puts an ally in his city,
Dolabella taking his marker off one; a claim or a recruit too, were one ever to change it). Then it says what the move does for
it: it is one of those ways, it keeps the gold or recruits for the attack, or it does not stop it
(and, when nothing in this phase can, says so). With no way left this turn, it says that plainly:
a routine reason alone ("buy a card", "recruit in Antiochia") would hide that the game is one Forum
phase from lost.
"""
from __future__ import annotations

from ..core.text import Msg
from . import components as C
from .ai_eval import _control, _occupancy, exact_odds, military_stops
from .ai_military import foe_wins_military, margin, military_margin_left
from .components import card_msg, gold_of, place_msg, swords_of
from .explain_cards import diplomacy_roll
from .explain_race import beside
from .explain_terms import WHY
from .explain_words import act
from .rules import BuyCard, Claim, Diplomacy, EndPhase, Move, Pass, PlayCard, Recruit, State

#: the phases of the own turn before the March phase, when an attack is still to come
_EARLY = ("forum", "draw", "purchase", "taxation")


def _either(msgs: list) -> Msg:
    """Ways joined by "or" ("A or B or C")."""
    out = msgs[-1]
    for m in reversed(msgs[:-1]):
        out = Msg(WHY + "mil_or", {"a": m, "b": out})
    return out


def stops(view: State, seat: int) -> list[tuple[float, str]]:
    """The attacks still open to ``seat`` this turn that stop the enemy's military win, best first:
    before and in the March phase those of :func:`~.ai_eval.military_stops` (in the March phase
    with the units not yet marched), in the March and Combat phases the battles joined there."""
    occ = _occupancy(view)
    ctl = {p: _control(view, occ, p, p in C.AREA) for p in C.PLACES}
    out = []
    if view.phase in _EARLY or view.phase == "march":
        movers = None if view.phase in _EARLY else {u for u in view.units if u not in view.moved}
        out = military_stops(view, seat, occ, ctl, exact_odds, movers)
    if view.phase in ("march", "combat"):         # (the battles already joined, still to be fought)
        foe = 1 - seat
        lead = view.controlled_gold(foe) - view.controlled_gold(seat)
        for p, here in occ.items():
            if not (here[seat] and here[foe] and p in C.CITY) or any(p == q for _w, q in out):
                continue
            cut = C.CITY[p].gold * (2 if view.markers.get(p) == foe else 1)
            if p == "roma" or lead - cut < margin():
                out.append((0.5, p))
    return sorted(out, key=lambda x: (-x[0], x[1]))


def diplomacy_stops(view: State, seat: int) -> list[str]:
    """The places where a diplomacy ``seat`` can still try this turn (its Purchase phase not over,
    the gold it holds now) would, succeeding, end the enemy's military win: a city brought over or
    the enemy's marker taken off one cuts the lead below the margin. Likeliest first."""
    if view.phase not in ("forum", "draw", "purchase") or view.active != seat:
        return []
    now = view.clone()
    now.phase = "purchase"                       # (the options of the Purchase phase still to come)
    asked = now.decision()
    if asked is None or seat not in asked.seats:
        return []
    out: list[str] = []                          # (a marker moved from a city of one's own cuts no more)
    for a in now.decision_options(asked, seat):
        if not isinstance(a, Diplomacy) or a.source or a.target not in C.CITY or \
                diplomacy_roll(view, seat, a.target) is None:
            continue
        won = now.clone()                        # (its success: the enemy's marker off, or one's own on)
        if won.markers.get(a.target) == 1 - seat:
            del won.markers[a.target]
        else:
            won.markers[a.target] = seat
        if not foe_wins_military(won, seat):
            out.append(a.target)
    hard = {p: gold_of(p) - (view.diplomacy_modifier(seat, p) if view.silver else 0) for p in out}
    return sorted(out, key=lambda p: (hard[p], p))        # (likeliest first)


def move_stops(view: State, seat: int) -> list:
    """The moves other than a diplomacy, a card bought or Cato that ``seat`` can still make this turn
    in its Forum phase (claims) or Purchase phase (recruits, cards played, abilities) and that end the
    enemy's military win the moment they are made (a roll they start is not counted): each is tried
    on a copy of the view."""
    if view.active != seat or view.phase not in ("forum", "draw", "purchase"):
        return []
    tried = []
    if view.phase == "forum":
        tried.append(view)
    now = view.clone()
    now.phase, now.todo = "purchase", ()         # (the options of the Purchase phase still to come)
    tried.append(now)
    out: list = []                               # (the moves, the most the lead falls first)
    for s in tried:
        asked = s.decision()
        if asked is None or seat not in asked.seats:
            continue
        for a in s.decision_options(asked, seat):
            if isinstance(a, (Diplomacy, EndPhase, BuyCard, Move, Pass)) or \
                    isinstance(a, PlayCard) and a.card == "cato" or any(a == b for _l, b in out):
                continue
            won = s.clone()
            won.apply_trusted(seat, a)
            if not foe_wins_military(won, seat):
                out.append((military_margin_left(won, 1 - seat), a))
    return [a for _left, a in sorted(out, key=lambda x: x[0])]


def treachery_stops(view: State, seat: int) -> list[tuple[str, int]]:
    """The places where Treachery, in ``seat``'s hand and played in its Purchase phase still to come,
    ends the enemy's military win when its roll removes the whole enemy stack there: ``(place, the
    least roll that does)``, likeliest first (the swords of the stack are on the map for all)."""
    if "treachery" not in view.hands[seat] or view.active != seat or view.phase not in ("forum", "draw", "purchase"):
        return []
    out = []
    for p in C.PLACES:
        enemy = view.pieces_at(p, 1 - seat)
        if not enemy or any(view.units[u][1] == "cato" for u in enemy):
            continue
        need = max(1, sum(swords_of(view.units[u][1], view.units[u][2]) for u in enemy))
        won = view.clone()
        for u in enemy:
            del won.units[u]
        if need <= 6 and not foe_wins_military(won, seat):
            out.append((p, need))
    return sorted(out, key=lambda x: (x[1], x[0]))


def cato_ready(view: State, seat: int) -> bool:
    """Whether ``seat`` can still play Cato this turn (in hand, its Purchase phase not over)."""
    return "cato" in view.hands[seat] and view.phase in ("forum", "draw", "purchase")


def armed(view: State, seat: int, action, main: Msg) -> Msg:
    """``main`` (the reason of ``seat``'s ``action``) opened by the enemy's military win when it
    comes at its next Forum phase unless this turn stops it (see the module text)."""
    if view.active != seat or not foe_wins_military(view, seat):
        return main
    foe = 1 - seat
    params = {"seat": seat, "seat_foe": foe, "sc": card_msg(view.sc[foe]), "a": view.controlled_gold(foe),
              "b": view.controlled_gold(seat)}
    open_ = stops(view, seat)
    ways = [Msg(WHY + "mil_way.cato", {"card": card_msg("cato")})] if cato_ready(view, seat) else []
    places = [p for _w, p in open_]
    if "roma" in places:
        ways.append(Msg(WHY + "mil_way.roma", {"place": place_msg("roma")}))
    city = next((p for p in places if p != "roma"), None)
    if city is not None:
        ways.append(Msg(WHY + "mil_way.city", {"place": place_msg(city), "margin": margin()}))
    dipl = diplomacy_stops(view, seat)
    if dipl:
        roll = diplomacy_roll(view, seat, dipl[0])
        ways.append(Msg(WHY + "mil_way.diplomacy", {"place": place_msg(dipl[0]), "roll": roll, "margin": margin()}))
    tricks = treachery_stops(view, seat)
    tricked = [PlayCard("treachery", p) for p, _r in tricks]
    if tricks:
        ways.append(Msg(WHY + "mil_way.treachery", {"card": card_msg("treachery"), "place": place_msg(tricks[0][0]),
                                                    "roll": tricks[0][1]}))
    moves = move_stops(view, seat)
    if moves:
        way = action if action in moves else moves[0]        # (the move advised, when it is one)
        ways.append(Msg(WHY + "mil_way.act", {"act": act(view, seat, way), "margin": margin()}))
    if not ways:
        return Msg(WHY + "mil_lost", {**params, "what": main})
    return Msg(WHY + "mil_first", {**params, "ways": _either(ways), "what": _this(view, seat, action, main, places,
                                                                                            dipl + moves + tricked)})


def _this(view: State, seat: int, action, main: Msg, places: list, dipl: list) -> Msg:
    """What ``action`` does against the enemy's military win: it is one of the ways, it keeps the
    gold or recruits for the attack, it does not stop it, or nothing in this phase can. ``dipl``: the
    diplomacy targets and the other moves (:func:`move_stops`) that stop it."""
    if isinstance(action, PlayCard) and action.card == "cato" or action in dipl:
        return Msg(WHY + "mil_this.stops", {"what": main})
    if isinstance(action, Move) and action.path[-1] in places or isinstance(action, Diplomacy) and action.target in dipl:
        return Msg(WHY + "mil_this.stops", {"what": main})
    target = places[0] if places else None
    if target is not None and view.phase in ("draw", "purchase"):
        if isinstance(action, (EndPhase, Pass)) and view.gold[seat] > 0:
            return Msg(WHY + "mil_this.keep", {"gold": view.gold[seat], "place": place_msg(target)})
        if isinstance(action, Recruit):
            near = next((p for p in places if beside(view, action.place, p)), None)
            if near is not None:
                return Msg(WHY + "recruit_for_stake", {"unit": C.unit_msg(action.kind, action.grade),
                                                       "place": place_msg(action.place), "stake": place_msg(near)})
    here = any(isinstance(a, Claim) for a in dipl)          # (a claim that stops it, in the Forum phase)
    now = view.phase in ("march", "combat") or (cato_ready(view, seat) or dipl) and view.phase == "purchase" or \
        view.phase == "forum" and here
    return Msg(WHY + ("mil_this.aside" if now else "mil_this.not_now"), {"what": main})
