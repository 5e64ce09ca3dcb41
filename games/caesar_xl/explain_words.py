"""Caesar XL: what a move does, in a player's words, read from the mover's view alone.

:func:`what` says what an action achieves on the board (the city taken and its gold, the battle
and its chance, the stack that would otherwise take a city, the card claimed and the politics it
brings); :func:`act` names an action briefly, for the sentence that sets a move against the next
best one (:mod:`games.caesar_xl.explain`). Every name in these sentences (cities, areas, cards,
leaders, counts) is a parameter taken from the view, so a test can check it against the board.

>>> from games.caesar_xl.rules import new_game, EndPhase
>>> s = new_game(2, 0, {})
>>> what(s.view_for(0), 0, EndPhase()).render("en")      # (the first Forum: nothing to claim yet)
'no Forum card can be claimed now'
"""
from __future__ import annotations

from ..core.text import Msg
from .ai import HOPELESS, last_hope
from .ai_eval import battle_side, exact_odds, march_reach, militia_side, unit_value
from . import components as C
from .components import COMBAT_KINDS, card_msg, gold_of, place_msg, political_of, swords_of, unit_msg
from .explain_race import forum_win
from .explain_draw import with_leader_draw
from .explain_cards import brought, denied, diplomacy, legions_go, played_at, pontifex, targeted
from .explain_terms import (  # noqa: F401  (re-exported: the reasons and the tests read them here)
    WHY, band, both, lean, level, listed, often, pct, rises, side_swords,
    strongest_threat)
from .turn_log import units_msg
from .rules import (Ability, AssignHit, BuyCard, Claim, Diplomacy, Discard, EndPhase, Fight, Join, Leave, Move,
                    Muster, Pass, PaySupply, PlayCard, Promote, Recruit, Remove, Retreat, State, Tactic, Target)

#: an attack won less often than this is a long shot: its reason says what makes it worth trying
LONG_SHOT = 0.25


def battle_chance(view: State, seat: int, place: str, extra=()) -> float:
    """``seat``'s chance (exact dice) to win a battle in ``place`` with its pieces there and ``extra``."""
    mine = list(view.pieces_at(place, seat)) + [u for u in extra if u not in view.pieces_at(place, seat)]
    att, a_lead = battle_side(view, mine)
    foe = view.pieces_at(place, 1 - seat)
    if foe:
        dfn, d_lead = battle_side(view, foe)
    else:
        dfn, d_lead = militia_side(C.AREA[place].strength if place in C.AREA else 0)
    if not dfn:
        return 1.0
    return exact_odds(att, a_lead, dfn, d_lead)


def _march(view: State, seat: int, a: Move) -> Msg:
    """A march: a battle, a city taken, a city guarded, or a stack brought nearer."""
    foe, dest = 1 - seat, a.path[-1]
    n = len(a.units)
    base = {"n": n, "place": place_msg(dest)}
    enemy = view.combat_at(dest, foe)
    if enemy:
        p = battle_chance(view, seat, dest, a.units)
        shown = len(view.pieces_at(dest, foe))          # (the counters the map shows there, leaders too)
        key = "march_last_hope" if p < HOPELESS and last_hope(view, seat, a) else "march_battle"
        q = battle_chance(view, seat, dest) if view.combat_at(dest, seat) else 1.0   # (those there, alone)
        sent = [u for u in view.pieces_at(dest, seat) if u in view.origin and u not in a.units]
        if key == "march_battle" and sent:      # (a battle fed march by march: the whole attack in one reason,
            # its size and odds with and without this march, no more: the bubble keeps to a few lines)
            return Msg(WHY + "march_feed", {**base, "total": n + len(view.pieces_at(dest, seat)),
                                            "seat": seat, "seat_foe": foe, "m": shown, "p": often(p), "q": level(q)})
        if key == "march_battle" and rises(q, p):
            return Msg(WHY + "march_join", {**base, "q": level(q), "p": level(p)})
        at_stake = stakes(view, seat, dest) if key == "march_battle" and HOPELESS <= p < LONG_SHOT else []
        if at_stake:            # (a long shot: what makes it worth trying)
            return Msg(WHY + "march_long_shot", {**base, "seat": seat, "seat_foe": foe, "m": shown, "p": often(p),
                                                 "stakes": listed(at_stake)})
        if key == "march_battle" and gold_of(dest):
            key = "march_battle_gold"           # (what the battle is for: the city's gold)
        return Msg(WHY + key, {**base, "seat": seat, "seat_foe": foe, "m": shown, "p": often(p), "gold": gold_of(dest)})
    if dest in C.AREA and view.silver and view.conquered.get(dest) is None:
        return Msg(WHY + "march_barbarians", {**base, "seat": seat, "m": C.AREA[dest].strength,
                                              "p": often(battle_chance(view, seat, dest, a.units))})
    lone = [view.units[u][1] for u in view.pieces_at(dest, foe)]
    if lone and any(view.units[u][1] in COMBAT_KINDS for u in a.units):   # (leaders with no troops)
        return Msg(WHY + "march_leaders", {**base, "seat_foe": foe, "leaders": both(card_msg(k) for k in lone)})
    owner = view.controller(dest)
    gold = gold_of(dest)
    if owner == foe:
        return Msg(WHY + "march_take", {**base, "seat": seat, "seat_foe": foe, "gold": gold})
    if owner is None and dest in C.CITY and gold:      # (a city of no gold: what the march serves, below)
        return Msg(WHY + "march_free", {**base, "gold": gold})
    guard = side_swords(view, set(view.pieces_at(dest, seat)) | set(a.units))
    away = _leaders_away(view, seat, a, guard)
    if away is not None:
        return away
    threat = strongest_threat(view, seat, dest, 0) if dest in C.CITY else None
    if threat is not None:
        return Msg(WHY + "march_guard", {**base, "seat_foe": foe, "m": threat[1], "from": place_msg(threat[0]),
                                         "swords": guard})
    purpose = _purpose(view, seat, a, guard)
    if purpose is not None:
        return purpose
    troops = any(view.units[u][1] in COMBAT_KINDS for u in a.units)
    here = [u for u in view.pieces_at(dest, seat) if u not in a.units]
    if troops and here:             # (a stack gathered: said by its size, not by the general's count)
        return Msg(WHY + "march_gather", {**base, "k": len(here), "total": n + len(here)})
    if troops and owner == seat:
        return Msg(WHY + "march_post", base)
    leader = next((view.units[u][1] for u in a.units if view.units[u][1] not in COMBAT_KINDS), None)
    if leader is not None and n == 1:
        return Msg(WHY + "march_leader", {"leader": card_msg(leader), "place": place_msg(dest)})
    return Msg(WHY + "march_on", base)


def _leaders_away(view: State, seat: int, a: Move, guard: int) -> Msg | None:
    """A march that takes leaders out of reach of an enemy stack stronger than their own (the hard
    general weighs such a risk: :func:`~games.caesar_xl.ai_eval.leaders_at_risk`): the leaders, the
    stack that threatened them and where it stands ("Athenae is a better post for these 2 units"
    named neither); ``None`` when no leader marches, none was threatened, or the new place is
    threatened too (``guard``: the swords there after the march)."""
    leaders = [view.units[u][1] for u in a.units if view.units[u][1] not in COMBAT_KINDS]
    start, dest = view.units[a.units[0]][3], a.path[-1]
    if not leaders:
        return None
    threat = strongest_threat(view, seat, start, side_swords(view, view.pieces_at(start, seat)))
    if threat is None or strongest_threat(view, seat, dest, guard) is not None:
        return None
    foe = view.pieces_at(threat[0], 1 - seat)
    return Msg(WHY + "march_away", {
        "leaders": both(card_msg(k) for k in leaders), "start": place_msg(start), "place": place_msg(dest),
        "seat_foe": 1 - seat, "from": place_msg(threat[0]), "m": threat[1], "t": side_swords(view, foe),
        "units": units_msg([view.units[u][1] for u in foe], [view.units[u][2] for u in foe]),
        "h": side_swords(view, view.pieces_at(start, seat)), "n": len(a.units)})


def _race(view: State, seat: int, a: Move, said: Msg) -> Msg:
    """The reason ``said`` of march ``a``, after the Forum card it lets ``seat`` claim to win the
    race when it does (the decisive stake first, a battle's odds second)."""
    card = forum_win(view, seat, a)
    if card is None:
        return said
    dest = a.path[-1]
    if not view.combat_at(dest, 1 - seat):
        return Msg(WHY + "march_forum_go", {"place": place_msg(dest), "seat": seat, "card": card_msg(card),
                                            "what": said})
    odds = Msg(WHY + "vs.odds", {"seat": seat, "p": often(battle_chance(view, seat, dest, a.units))})
    return Msg(WHY + "march_forum", {"place": place_msg(dest), "seat": seat, "card": card_msg(card), "what": odds})


def _purpose(view: State, seat: int, a: Move, guard: int) -> Msg | None:
    """What a march that takes and guards nothing serves, when the board says it: an escort for the
    Supreme Commander, or a city of the enemy's (or nobody's) brought within reach of the next march."""
    dest = a.path[-1]
    base = {"n": len(a.units), "place": place_msg(dest)}
    sc = view.sc[seat]
    if sc is not None and view.sc_place(seat) == dest and all(view.units[u][1] in COMBAT_KINDS for u in a.units):
        return Msg(WHY + "march_escort", {**base, "leader": card_msg(sc), "swords": guard})
    start = view.units[a.units[0]][3]
    before = march_reach(start, view.silver) | {start}
    new = [p for p in march_reach(dest, view.silver) - before if p in C.CITY and view.controller(p) != seat]
    if not new or not any(view.units[u][1] in COMBAT_KINDS for u in a.units):
        return None
    target = max(new, key=lambda p: (gold_of(p), p))
    return Msg(WHY + "march_toward", {**base, "target": place_msg(target), "gold": gold_of(target)})


#: the battle cards whose reason says what they do (``caesar_xl.why.tactic.<card>``)
_TACTIC_SAYS = ("triple_line", "siege", "ambush", "senatus_consultum_ultimum")

#: the cards played on no place whose reason says what they do (``caesar_xl.why.play_now.<card>``)
_PLAY_NOW = ("donations", "allies_mobilize")


def _battle_place(view: State) -> str:
    return view.battle["place"] if view.battle else ""


def _battle(view: State, seat: int, a) -> Msg | None:
    """Choices inside a battle: tactics, retreat, fighting on, hits."""
    place = _battle_place(view)
    kind = view.todo[0][0] if view.todo else None
    if isinstance(a, Tactic):
        key = "tactic." + a.card if a.card in _TACTIC_SAYS else "tactic"
        return Msg(WHY + key, {"card": card_msg(a.card), "place": place_msg(place), "seat": seat})
    if isinstance(a, Retreat):          # (the odds of staying: the second half, from the general's count)
        return Msg(WHY + "retreat", {"to": place_msg(a.place), "n": len(view.pieces_at(place, seat))})
    if isinstance(a, Pass) and kind == "tactic":
        cards = sorted({b.card for b in view.legal_actions(seat) if isinstance(b, Tactic)})
        if not cards:
            return Msg(WHY + "no_tactic", {"place": place_msg(place)})
        return Msg(WHY + "keep_cards", {"place": place_msg(place), "n": len(cards),
                                        "cards": listed(Msg(WHY + "card_q", {"card": card_msg(c)}) for c in cards)})
    if isinstance(a, Pass) and kind == "retreat":
        trapped = "att" in view.battle and not any(isinstance(b, Retreat) for b in view.legal_actions(seat))
        key = "fight_trapped" if trapped else "fight_on"
        return Msg(WHY + key, {"place": place_msg(place), "n": len(view.pieces_at(place, seat))})
    if isinstance(a, AssignHit):
        doomed = _all_fall(view, seat, place)
        if doomed is not None:
            return doomed
        if view.silver and a.grade == "veteran":
            return Msg(WHY + "hit_veteran", {"unit": unit_msg(a.kind, a.grade)})
        return _hit(view, seat, a)
    return None


def _all_fall(view: State, seat: int, place: str) -> Msg | None:
    """When the hits still to take remove every combat unit of ``seat`` in the battle whatever is
    chosen (a veteran flipped in Silver takes a second hit as a standard unit), that, and that its
    leaders there fall with them, rather than which unit the choice keeps (``None``: a choice still
    saves a unit)."""
    n = view.todo[0][2]
    here = view.pieces_at(place, seat)
    combat = [u for u in here if view.units[u][1] in COMBAT_KINDS]
    lives = sum(2 if view.silver and view.units[u][2] == "veteran" else 1 for u in combat)
    if n < lives:
        return None
    leaders = [view.units[u][1] for u in here if view.units[u][1] not in COMBAT_KINDS]
    key = "hit_all_fall" if leaders else "hit_all_lost"
    return Msg(WHY + key, {"n": n, "place": place_msg(place), "leaders": both(card_msg(k) for k in leaders)}
               if leaders else {"n": n, "place": place_msg(place)})


def hits_on(swords: int) -> Msg:
    """The rolls on which a combat unit of ``swords`` (1 or more) hits: "a roll of 2 or less".

    >>> hits_on(2).render("en"), hits_on(1).render("en"), hits_on(6).render("en")
    ('a roll of 2 or less', 'a roll of 1', 'any roll')
    """
    return Msg(WHY + "hits.any") if swords >= 6 else Msg(WHY + "hits", {"n": swords})


def _hit(view: State, seat: int, a) -> Msg:
    """Why this unit takes the hit or the loss (``a``: an :class:`AssignHit` or a :class:`Remove`):
    the better unit the choice keeps ("the standard ally is the least valuable unit there" said
    neither what was kept nor why that matters)."""
    own = swords_of(a.kind, a.grade)
    others = [(b.kind, b.grade) for b in view.legal_actions(seat) if type(b) is type(a) and b.unit != a.unit]
    unit = unit_msg(a.kind, a.grade)
    if not others:
        return Msg(WHY + "hit_only", {"unit": unit})
    if all(o == (a.kind, a.grade) for o in others):
        return Msg(WHY + "hit_alike", {"unit": unit, "its": hits_on(own)})
    best = max(others, key=lambda t: (swords_of(*t), unit_value(*t), t))
    kept = {"unit": unit, "kept": unit_msg(*best), "its": hits_on(own), "hits": hits_on(swords_of(*best))}
    if view.todo and view.todo[0][0] == "treachery":    # (a loss counted in swords, not in units)
        need = view.todo[0][3]
        key = "whole" if own == need else "keep" if swords_of(*best) > own else "part"
        return Msg(WHY + "hit_treachery_" + key, {"unit": unit, "n": need, "s": own, "kept": kept["kept"]})
    if swords_of(*best) > own:
        return Msg(WHY + "hit_keep", kept)
    if own > swords_of(*best):      # (never "hits as the kept does" of a unit that hits on more)
        return Msg(WHY + "hit_though", kept)
    return Msg(WHY + ("hit_even" if unit_value(a.kind, a.grade) <= unit_value(*best) else "hit_like"), kept)


def stakes(view: State, seat: int, place: str) -> list[Msg]:
    """What a battle in ``place`` decides, as ``seat`` sees it: the city and its gold, the leaders
    of either side who could fall there, and the Forum cards face up whose claim needs the place."""
    out = []
    if place in C.CITY and gold_of(place):
        out.append(Msg(WHY + "stake.city", {"place": place_msg(place), "gold": gold_of(place)}))
    for side, key in ((seat, "stake.own_leaders"), (1 - seat, "stake.foe_leaders")):
        kinds = [view.units[u][1] for u in view.pieces_at(place, side) if view.units[u][1] not in COMBAT_KINDS]
        if kinds:
            out.append(Msg(WHY + key, {"leaders": both(card_msg(k) for k in kinds), "seat_foe": 1 - seat}))
    for card in sorted(view.forum):
        cond = C.CARDS.get(card, {}).get("condition", {})
        if place in cond.get("control", []) or place in cond.get("control_any", []):
            out.append(Msg(WHY + "stake.forum", {"card": card_msg(card), "place": place_msg(place)}))
    return out


def _fight(view: State, seat: int, place: str) -> Msg:
    """Fighting in ``place`` next: its chance, and what the battle decides."""
    params = {"seat": seat, "place": place_msg(place), "p": often(battle_chance(view, seat, place))}
    at_stake = stakes(view, seat, place)
    if not at_stake:
        return Msg(WHY + "fight", params)
    return Msg(WHY + "fight_for", {**params, "stakes": listed(at_stake)})


def _purchase(view: State, seat: int, a) -> Msg | None:
    """The Purchase phase and the Forum: recruits, cards, diplomacy, claims."""
    if isinstance(a, Recruit):
        return _recruit(view, seat, a)
    if isinstance(a, Claim):
        return _claim(view, seat, a.card)
    if isinstance(a, BuyCard):
        return with_leader_draw(view, seat, 1, _buy(view, seat))
    if isinstance(a, Diplomacy):
        return diplomacy(view, seat, a.target)
    if isinstance(a, PlayCard):
        kind = C.CARDS[a.card]["type"] if a.card in C.CARDS else ""
        if kind == "leader":
            return _alone(view, seat, a.card, _leader(view, seat, a))
        if a.target:
            said = played_at(view, seat, a.card, a.target)
            return said or Msg(WHY + "play_at", {"card": card_msg(a.card), "place": place_msg(a.target)})
        if a.card in _PLAY_NOW:                 # (what the card does, not only that it "takes effect")
            said = Msg(WHY + "play_now." + a.card, {"card": card_msg(a.card), "seat": seat})
            return with_leader_draw(view, seat, C.PARAMS["donations_cards"], said) if a.card == "donations" else said
        return Msg(WHY + "play", {"card": card_msg(a.card)})
    if isinstance(a, Ability) and a.leader == "pontifex_maximus":
        return pontifex(view, seat, a.target)
    if isinstance(a, Ability) and a.target == "roma":
        return with_leader_draw(view, seat, C.PARAMS["card_draw_sc_in_rome"], _ability(a))
    if isinstance(a, Ability):
        return _ability(a)
    return None


def _recruit(view: State, seat: int, a: Recruit) -> Msg:
    """A recruit: the enemy stack it stands against when one can march on the place with more
    swords than are there now (that stack named by its units, its swords set against the guard's,
    and what the place holds: its gold, or the leaders who stand there); else what it is for
    (:func:`_recruit_for`). ("Marcus's stack in Roma could march on Vercellae; this standard legion
    raises the swords there to 11" said neither how big that stack was nor why Vercellae mattered.)"""
    here = view.pieces_at(a.place, seat)
    now = side_swords(view, here)
    swords = now + swords_of(a.kind, a.grade)
    threat = strongest_threat(view, seat, a.place, now)
    if threat is None:
        return _recruit_for(view, seat, a, now)
    foe = view.pieces_at(threat[0], 1 - seat)
    params = {"unit": unit_msg(a.kind, a.grade), "place": place_msg(a.place), "seat_foe": 1 - seat,
              "from": place_msg(threat[0]), "m": threat[1], "t": side_swords(view, foe), "h": now, "swords": swords,
              "units": units_msg([view.units[u][1] for u in foe], [view.units[u][2] for u in foe])}
    leaders = [view.units[u][1] for u in here if view.units[u][1] not in COMBAT_KINDS]
    if leaders:
        return Msg(WHY + "recruit_guard_leaders", {**params, "leaders": both(card_msg(k) for k in leaders)})
    if gold_of(a.place):
        return Msg(WHY + "recruit_guard_gold", {**params, "gold": gold_of(a.place)})
    return Msg(WHY + "recruit_guard", params)


def march_goal(view: State, seat: int, place: str) -> tuple[str, bool] | None:
    """The city a stack in ``place`` would march on next: the nearest one ``seat`` does not hold, the
    richest of the nearest, an enemy's counting twice (taken from him, its gold swings both ways):
    ``(city, whether one march reaches it)``; ``None`` when every city is held."""
    seen, ring = {place}, [place]
    while ring:
        near = sorted({n for p in ring for n, _k in C.ADJ[p]} - seen)
        goals = [p for p in near if p in C.CITY and view.controller(p) != seat]
        if goals:
            goal = max(goals, key=lambda p: (gold_of(p) * (2 if view.controller(p) == 1 - seat else 1), p == "roma"))
            return goal, goal in march_reach(place, view.silver)
        seen.update(near)
        ring = near
    return None


def _recruit_for(view: State, seat: int, a: Recruit, guard: int) -> Msg:
    """A recruit where no enemy stack can come with more swords than are there: why the gold is
    spent there (no threat near, and the march it builds for), never the bare count of swords."""
    reach = any(view.combat_at(p, 1 - seat) and a.place in march_reach(p, view.silver)
                for p in {t[3] for t in view.units.values() if t[0] != seat})
    calm = Msg(WHY + ("recruit_calm.held" if reach else "recruit_calm.none"), {"place": place_msg(a.place), "h": guard})
    params = {"calm": calm, "unit": unit_msg(a.kind, a.grade), "cost": view.recruit_cost(seat, a.kind, a.place, a.grade),
              "gold": view.gold[seat]}
    goal = march_goal(view, seat, a.place)
    if goal is None:
        return Msg(WHY + "recruit_ready", params)
    return Msg(WHY + ("recruit_build" if goal[1] else "recruit_build_far"),
               {**params, "target": place_msg(goal[0]), "tgold": gold_of(goal[0])})


def _leader(view: State, seat: int, a: PlayCard) -> Msg:
    """A leader card played: what it brings, and the Forum balance it moves."""
    params = {"card": card_msg(a.card), "seat": seat, **({"place": place_msg(a.target)} if a.target else {})}
    before = view.balance(seat)
    after = before + political_of(a.card)
    # (only Cato, played with no Supreme Commander left, takes command; any other leader
    # only joins a stack: "Domitius takes command" was read as a new Supreme Commander)
    sc = "_sc" if a.card == "cato" and view.sc[seat] is None else ""
    key = ("play_leader_at" if a.target else "play_leader") + sc
    more = brought(view, seat, a)
    back = _forum_back(view, seat, before, after) if abs(after) < abs(before) else None
    if more is not None and back is not None:     # (a step back in the race, said as the cost it is)
        return Msg(WHY + "play_leader_brings_cost", {"card": card_msg(a.card), "more": more, "back": back})
    if more is not None:             # (the real gain: legions or gold; the Forum change after it)
        return Msg(WHY + "play_leader_brings", {"card": card_msg(a.card), "more": more,
                                                "a": lean(before), "b": lean(after)})
    if back is not None and a.target:    # (a step back in the race: the swords are the gain)
        return Msg(WHY + "play_leader_swords", {**params, "n": swords_of(a.card, ""), "back": back})
    if after != before:              # (a leader counts in the Forum race: the player's first question)
        return Msg(WHY + key + "_forum", {**params, "a": lean(before), "b": lean(after)})
    return Msg(WHY + key, params)


def _forum_back(view: State, seat: int, before: int, after: int) -> Msg:
    """The Forum points a leader card costs ``seat`` (its balance from ``before`` back to ``after``),
    with how far the enemy still is from the 7 that wins: "the Forum balance goes from Populares 2 to
    even" read as a gain."""
    foe = view.balance(1 - seat)
    return Msg(WHY + "forum_back", {"a": lean(before), "b": lean(after), "seat_foe": 1 - seat, "c": lean(foe),
                                    "n": C.PARAMS["political_threshold"] - abs(foe)})


def _alone(view: State, seat: int, card: str, said: Msg) -> Msg:
    """``said`` of the leader ``card`` played, with the word that it is then ``seat``'s only leader
    on the map when no other is left there (the reason "the Forum balance goes from 1 to 2" kept
    quiet that the stacks had no leader at all since Pompey fell)."""
    if view.leaders_of(seat):
        return said
    return Msg(WHY + "only_leader", {"what": said, "card": card_msg(card), "seat": seat})


def _buy(view: State, seat: int) -> Msg:
    """A card bought in the Card Draw phase: what the gold buys and what is left for the Purchase
    phase ("10 gold to spend and 3 cards in hand" said neither)."""
    cost, k = C.PARAMS["card_buy_cost"], len(view.hands[seat])
    params = {"cost": cost, "gold": view.gold[seat], "left": view.gold[seat] - cost, "k": k}
    if params["left"] <= 0:             # ("and 0 gold stay for recruits")
        return Msg(WHY + "buy_all", params)
    return Msg(WHY + ("buy_full" if k >= C.PARAMS["hand_limit"] else "buy"), params)


#: the Forum cards whose claim brings something besides the Forum points (said when the claim
#: moves the claimer's own balance back: "Optimates 3 → 2" alone read as a step the wrong way)
_CLAIM_GAINS = ("demands_for_reform", "the_senate", "pontifex_maximus", "consulship", "dictatorship", "grain_dole",
                "publicani", "veterans_land", "senatus_consultum_ultimum", "governorships")


def _claim(view: State, seat: int, card: str) -> Msg:
    """Why claim ``card``: a win; else the enemy's win it blocks (a card the enemy needs to reach 7,
    even when the claim also takes the claimer toward its own 7: "Optimates 1 to 3" hid that the
    card was the enemy's winning one); else, for a step back, what the card is kept from or what
    it brings; else the balance toward the claimer's own 7."""
    before = view.balance(seat)
    after = before + political_of(card)
    params = {"card": card_msg(card), "a": lean(before), "b": lean(after)}
    if abs(after) >= C.PARAMS["political_threshold"]:
        return Msg(WHY + "claim_win", params)
    deny = denied(view, seat, card)
    if deny is not None and (deny[0] or abs(after) <= abs(before)):   # (the point: a card kept from the enemy)
        wins, v, places = deny
        key = "claim_deny" if wins else "claim_keep"
        return Msg(WHY + key + ("_if" if places else ""), {
            **params, "seat_foe": 1 - seat, "v": v, "c": lean(view.balance(1 - seat)),
            "places": both(place_msg(p) for p in places) if places else ""})
    if abs(after) < abs(before) and card in _CLAIM_GAINS:
        return Msg(WHY + "claim_back", {**params, "seat": seat, "gain": Msg(WHY + "claim_gain." + card, {})})
    return Msg(WHY + "claim", params)


def _ability(a: Ability) -> Msg:
    """What a leader's ability brings ("Cicero's ability works on Ambush" said nothing of it; the
    Pontifex Maximus's card: :func:`~games.caesar_xl.explain_cards.pontifex`)."""
    if a.target == "roma":
        return Msg(WHY + "ability_roma", {"card": card_msg(a.leader)})
    if a.leader == "dolabella":
        return Msg(WHY + "ability_dolabella", {"target": place_msg(a.target)})
    if a.leader == "cicero":
        return Msg(WHY + "ability_back", {"target": card_msg(a.target), "n": C.PARAMS["leader_ability_cost"]})
    return Msg(WHY + "ability", {"card": card_msg(a.leader), "target": _target(a.target)})


def _target(target: str) -> Msg:
    """The city or the card an ability aims at."""
    return place_msg(target) if target in C.CITY or target in C.AREA else card_msg(target)


def what(view: State, seat: int, a) -> Msg:
    """What action ``a`` of ``seat`` achieves here (the first half of a reason)."""
    if isinstance(a, Move):
        return _race(view, seat, a, _march(view, seat, a))
    for part in (_battle, _purchase):
        msg = part(view, seat, a)
        if msg is not None:
            return msg
    if isinstance(a, Muster):
        return Msg(WHY + "muster", {"place": place_msg(a.place), "m": len(view.pieces_at(a.place, seat))})
    if isinstance(a, Join):
        return Msg(WHY + "join", {"unit": unit_msg(a.kind, a.grade)})
    if isinstance(a, Leave):
        key = "leave" if a.kind in C.COMBAT_KINDS else "leave_leader"     # ("the" fits a unit, not a name)
        return Msg(WHY + key, {"unit": unit_msg(a.kind, a.grade), "place": place_msg(view.units[a.unit][3])})
    if isinstance(a, Remove):
        return _hit(view, seat, a)
    if isinstance(a, PaySupply):
        return Msg(WHY + "pay_supply", {"gold": a.gold})
    if isinstance(a, Promote):
        return Msg(WHY + "promote", {"unit": unit_msg(a.kind, a.grade)})
    if isinstance(a, Fight):
        return _fight(view, seat, a.place)
    if isinstance(a, Discard):
        return Msg(WHY + "discard", {"card": card_msg(a.card)})
    if isinstance(a, Target):
        return targeted(view, seat, a.place) or Msg(WHY + "target", {"place": place_msg(a.place), "gold": gold_of(a.place)})
    if isinstance(a, Pass) and view.todo and view.todo[0][0] == "pontifex":
        return Msg(WHY + "pontifex_none", {"n": C.PARAMS["pontifex_cost"], "gold": view.gold[seat]})
    if isinstance(a, Pass) and view.phase == "purchase" and view.gold[seat] > 0:     # (what waiting keeps)
        return Msg(WHY + "pass_keep", {"n": view.gold[seat]})
    if isinstance(a, Pass):
        return Msg(WHY + "pass", {"phase": Msg(f"caesar_xl.phase.{view.phase}")})
    if isinstance(a, EndPhase) and view.phase == "forum" and not any(isinstance(b, Claim) for b in view.legal_actions(seat)):
        return Msg(WHY + "end_forum_none")
    if isinstance(a, EndPhase) and view.legal_actions(seat) == [a]:
        return Msg(WHY + "end_only", {"phase": Msg(f"caesar_xl.phase.{view.phase}")})
    if isinstance(a, EndPhase) and view.phase == "draw" and any(isinstance(b, BuyCard) for b in view.legal_actions(seat)):
        return Msg(WHY + "end_draw", {"gold": view.gold[seat]})
    if isinstance(a, EndPhase) and view.phase == "forum":       # (a claim is possible: not claimed yet)
        return Msg(WHY + "end_forum_wait")
    if isinstance(a, EndPhase) and view.phase == "purchase" and view.gold[seat]:
        return Msg(WHY + "end_purchase", {"gold": view.gold[seat]})
    if isinstance(a, EndPhase) and view.phase == "march":
        return Msg(WHY + "end_march")
    if isinstance(a, EndPhase):
        return Msg(WHY + "end_phase", {"phase": Msg(f"caesar_xl.phase.{view.phase}")})
    return Msg(WHY + "other", {"what": a.msg(seat)})


def act(view: State, seat: int, a) -> Msg:
    """A short name of action ``a`` (the next best move, in a reason's second half)."""
    if isinstance(a, Move):
        key = "act.fleet" if a.fleet else "act.forced" if len(a.path) > 1 else "act.move"
        return Msg(WHY + key, {"n": len(a.units), "place": place_msg(a.path[-1])})
    names = {Claim: ("act.claim", "card"), Tactic: ("act.tactic", "card"), PlayCard: ("act.play", "card"),
             Discard: ("act.discard", "card"),
             Diplomacy: ("act.diplomacy", "target"), Fight: ("act.fight", "place"), Target: ("act.target", "place"),
             Retreat: ("act.retreat", "place"), Muster: ("act.muster", "place")}
    for cls, (key, field) in names.items():
        if isinstance(a, cls) and not (isinstance(a, PlayCard) and a.target):
            value = getattr(a, field)
            return Msg(WHY + key, {"card": card_msg(value)} if field == "card" else {"place": place_msg(value)})
    if isinstance(a, PlayCard) and a.target:
        where = legions_go(view, seat, a.card, a.target)
        if where is not None:           # (Scipio played on Athenae, his legions in Antiochia)
            return Msg(WHY + "act.play_legions", {"card": card_msg(a.card), "target": _target(a.target),
                                                  "where": place_msg(where)})
        return Msg(WHY + "act.play_at", {"card": card_msg(a.card), "target": _target(a.target)})
    if isinstance(a, Recruit):
        return Msg(WHY + "act.recruit_unit", {"unit": unit_msg(a.kind, a.grade), "place": place_msg(a.place)})
    if isinstance(a, BuyCard):
        return Msg(WHY + "act.buy")
    if isinstance(a, Pass) and view.todo and view.todo[0][0] == "pontifex":
        return Msg(WHY + "act.pontifex_none")
    if isinstance(a, Pass) and view.todo and view.todo[0][0] in ("retreat", "tactic") and view.battle:
        return Msg(WHY + ("act.fight_on" if view.todo[0][0] == "retreat" else "act.no_card"),
                   {"place": place_msg(_battle_place(view))})
    if isinstance(a, (EndPhase, Pass)):         # (the phase named: a review's two items each end one)
        return Msg(WHY + "act.stay", {"phase": Msg(f"caesar_xl.phase.{view.phase}")})
    if isinstance(a, Ability) and a.leader == "pontifex_maximus":
        return Msg(WHY + "act.pontifex", {"card": card_msg(a.target)})
    if isinstance(a, Ability):
        return Msg(WHY + "act.ability", {"card": card_msg(a.leader), "target": _target(a.target)})
    return Msg(WHY + "act.other")
