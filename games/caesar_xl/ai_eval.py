"""How Caesar XL's computer general judges a position (from one seat's side, reading a view).

:func:`evaluate` is a sum of terms in "gold-equivalents", each a heuristic of the brief:

- **gold held on the map** (1 per gold of the cities controlled): it decides the end of
  turn 14 and the military victory, so it is the unit of everything else; a barbarian
  area conquered counts half its gold (it must be taxed by dice);
- **march on undefended gold** follows from it: a stack that walks into an empty city
  raises this term at once;
- **the treasury** (``GOLD_VALUE`` per gold up to ``RICH``, little beyond, nothing past
  three times that): gold wins nothing by itself, so a rich general spends it;
- **units** by their swords, leaders, **cards in hand** (and cards bought, still to be drawn)
  and **Forum cards** claimed;
- **pay supply rather than lose legions**: the Silver supply the phasing seat owes at the
  end of its Combat phase is taken from its gold in advance, and a shortfall costs the
  units it would lose, so spending the supply money elsewhere looks as bad as it is;
- **keep the Supreme Commander alive**: he is worth ``SC_VALUE``; a battle he may lose,
  or an enemy stack within reach that outnumbers his, costs that value times the risk;
- **keep the leaders out of the enemy's reach** (the ``threats`` flag): a stack with leaders that
  an enemy stack (or all those in reach together) can march on next turn and beat loses, at the
  enemy's chance, what its leaders are worth together: the Supreme Commander, and the politics they
  carry, which near the threshold of 7 is the game (:func:`leaders_at_risk`);
- **battles about to be fought** (own units entered enemy or barbarian spaces): the
  place, the units and the leaders there count with the attack's chance of winning (the leaders of
  a stack as one loss, :func:`leaders_worth`, falling more often when the defender holds cards
  unseen, :func:`leaders_fall`), so
  the general concentrates before attacking: two stacks entering together win more often
  than either alone, and an attack into certain loss is worth less than staying home;
- **threats**: own cities the enemy can reach next turn with more swords count only in
  part (the ``threats`` flag; the normal general does not look at them);
- **Roma** (``threats`` flag, the hard general): worth besides its gold the Forum claims it opens
  (:func:`roma_extra`, per political point of the Roma cards not yet claimed), held, fought for
  and threatened; **a Supreme Commander's escort** (every judgement, the normal one too): standing
  alone or with few swords he is exposed to what the threat model cannot see (:func:`sc_exposure`);
- **recruit with the gold** (the same flag): in its Card Draw phase a side with fewer units than the
  enemy values its treasury, up to what its Purchase phase can spend on the units it lacks
  (:func:`recruit_reserve`), as those units, so it buys cards only with the gold the recruits
  cannot use;
- **the Forum row**: each card a side could claim adds to its politics (fully when it may
  claim it now), so the general claims, or denies the enemy, the cards that bring the enemy's
  balance to 7, and holds Roma, whose control several claims ask;
- **the political race** (:mod:`~games.caesar_xl.ai_politics`): the side that plays next wins
  at the end of its Forum phase if its reach (leaders alive, the row's cards it can claim on
  the board it will find, with its gold) is 7 or more, so that chance, with the battles still
  to be fought counted by their odds, costs ``DANGER_VALUE``: the general takes Roma, kills the
  stack of the enemy's leaders, claims the card the enemy needs; its own reach of 7 at its next
  Forum phase is worth ``OWN_REACH_VALUE`` (the enemy plays first, so it is far from certain);
- **the race before the March phase** (hard): when the enemy wins at its next Forum phase as the
  board stands (the race box's own warning: :func:`~.ai_politics.foe_wins_next`), nothing of the own
  Forum, Card Draw, Purchase or Taxation phase changes that but a claim of a card it needs; what
  stops it is this turn's March phase. So the chance goes down by the best attack that phase can
  make on a place its claims need or on the stack of its leaders (:func:`march_stop`, trusted at
  ``STOP_TRUST``), and in the Card Draw phase the treasury is kept for recruits: a recruit beside Roma
  is then worth more than a card bought (once, every choice of those phases looked alike to the
  race and the general took the routine gain);
- **the military race** (:mod:`~games.caesar_xl.ai_military`): the side that plays next wins at the
  end of its Forum phase if its commander still stands in Roma, the other side has none left and the
  city gold leads by the margin; that chance, the battles to be fought counted by their odds, costs
  ``DANGER_VALUE`` as the Forum race does (either win ends the game), and before the March phase it
  goes down by the best attack on Roma or on a city that cuts the lead below the margin
  (:func:`military_stop`); Cato played with no commander left stops it at once, and a
  commander who may die in a battle of this turn is a part of it;
- **victory in reach**: a position won is worth ``WIN``; a political balance of 7 or more
  at the own Forum phase wins, so the balance counts more the nearer it is; with the
  enemy Supreme Commander dead, the own one in Roma and the gold margin met, so does the
  military victory.

``odds(att, a_lead, dfn, d_lead)`` is the battle model: the hard general uses
:func:`~games.caesar_xl.ai_odds.win_chance` (exact dice), the normal one a rough guess.
"""
from __future__ import annotations

from functools import lru_cache

from .ai_odds import rough_chance, win_chance
from .ai_military import city_gold, foe_wins_military, margin, military_danger
from .ai_politics import BEFORE_MARCH, _may_retreat, claimable, condition_places, danger, foe_wins_next, reach, wins_now
from . import components as C
from .components import COMBAT_KINDS, LIGHT_KINDS, SIDES, political_of, swords_of

WIN = 1000.0
SC_VALUE = 30.0
GOLD_VALUE = 0.4
RICH = 12
CARD_VALUE = 2.2
UNIT_VALUE = {"legion": 2.6, "legio_x": 4.0, "ally": 1.3}
VETERAN_EXTRA = 1.0
#: a leader on the map, besides his politics: swords, an ability, a claim on Forum cards
LEADER_VALUE = 3.0
#: the share of the leaders' worth lost when an enemy stack can reach their stack and win (the
#: stack may retreat before the end, its leaders with it; :func:`leaders_at_risk`)
SC_THREAT = 0.5
#: ... and of leaders standing with no combat unit: any combat unit that walks in kills them, and the
#: enemy rarely misses it
ALONE_THREAT = 0.9
#: the side that plays next reaching the political threshold at its Forum phase: all but lost
DANGER_VALUE = 800.0
#: the phasing side able to reach the threshold at its own next Forum phase (the enemy plays first)
OWN_REACH_VALUE = 30.0
#: (hard) Roma's worth besides its gold, per political point of the Forum cards not yet claimed that
#: ask for Roma or the Supreme Commander in Roma (Consulship, the Senate, Senatus Consultum Ultimum,
#: Demands for Reform, Dictatorship): holding it keeps the enemy's claims away and opens one's own; a
#: side keeps this worth for the Roma cards it has claimed (claiming one does not cost Roma's worth)
ROMA_PER_POINT = 0.8
#: (hard) a Supreme Commander with fewer swords of his own units than this beside him is exposed to what
#: the threat model cannot see (the Fleet, Cassius, a card placing units, a leader killed by any unit
#: walking in): alone he costs ``SC_ALONE`` of his worth, with an escort up to ``SC_EXPOSED``, less as
#: the escort grows
SAFE_SWORDS = 8
SC_ALONE = 0.4
SC_EXPOSED = 0.2
#: (hard) in its Card Draw phase a side's treasury, up to what its Purchase phase can spend on recruits
#: (:func:`recruit_reserve`), is worth this much per gold: the units it will buy with it (a legion of
#: 2.6 for 4 gold, less its supply) rather than ``GOLD_VALUE``; a card bought (5 gold) then pays only
#: with the gold the recruits cannot use
RESERVE_VALUE = 0.55
#: (hard) the share of the enemy's political win that the best attack of the March phase to come is
#: trusted to stop, at its odds (:func:`~.ai_race.march_stop`: the attack may not be made as planned)
STOP_TRUST = 0.8


@lru_cache(maxsize=None)
def roma_cards() -> tuple[str, ...]:
    """The Forum cards whose condition asks for Roma or the Supreme Commander there."""
    return tuple(c for c, d in C.CARDS.items() if d.get("type") == "forum" and (
        "roma" in d.get("condition", {}).get("control", []) or d.get("condition", {}).get("sc_in") == "roma"))


def unit_value(kind: str, grade: str) -> float:
    """The worth of a combat unit (0 for a leader: leaders are valued by their side's politics).

    >>> unit_value("legion", "veteran"), unit_value("ally", "standard"), unit_value("caesar", "")
    (3.6, 1.3, 0.0)
    """
    if kind not in COMBAT_KINDS:
        return 0.0
    return UNIT_VALUE[kind] + (VETERAN_EXTRA if grade == "veteran" else 0.0)


def political_worth(bal: int) -> float:
    """The worth of a political balance of ``bal`` (either sign): steep near the threshold of 7,
    where the seat wins at the end of its next Forum phase unless the balance falls first.

    >>> political_worth(2), political_worth(5), political_worth(7)
    (3.0, 12.5, 110.5)
    """
    t = C.PARAMS["political_threshold"]
    extra = {t - 2: 5.0, t - 1: 15.0}.get(bal, 100.0 if bal >= t else 0.0)
    return 1.5 * bal + extra


def leaders_worth(s, side: int, kinds: list, place: str | None = None) -> float:
    """What losing the leaders ``kinds`` of one stack (in ``place``) together costs ``side``:
    :data:`LEADER_VALUE` each, its Supreme Commander's :data:`SC_VALUE` (unless Cato, alive
    elsewhere, takes the command) and the fall of its politics from losing all their points at
    once. Each leader's fall counted alone from the balance as it stands is not the fall of all of
    them: from Optimates 6, Cato's fall alone costs the step off 6, and so does Scipio's, which counted
    twice what losing both costs; a stack with leaders of both factions falls less than its parts.

    >>> from games.caesar_xl.tests.xl_positions import position, put
    >>> s = position()
    >>> _ = put(s, 1, "roma", "pompey", "cato", "scipio")
    >>> sum(leaders_worth(s, 1, [k], "roma") for k in ("pompey", "cato", "scipio")), leaders_worth(s, 1, ["pompey", "cato", "scipio"], "roma")
    (93.0, 63.0)
    """
    bal = s.balance(side)
    pts = sum(political_of(k) for k in kinds)
    worth = LEADER_VALUE * len(kinds) + political_worth(abs(bal)) - political_worth(abs(bal - pts))
    if s.sc[side] in kinds:
        cato = s.has_leader(side, "cato")
        if cato is None or cato == place:
            worth += SC_VALUE
    return max(0.0, worth)


@lru_cache(maxsize=None)
def battle_tactics_share() -> float:
    """The share of the cards that a defender may play at the start of a battle to turn it (Triple
    Line, Siege, Ambush): what one unseen card in its hand is likely to be."""
    n = sum(1 for c in C.CARDS.values() if c.get("type") == "tactics" and c.get("timing", "").startswith("battle"))
    return n / len(C.CARDS)


def stronger(dfn: tuple, d_lead: tuple) -> tuple[tuple, tuple]:
    """A defending side (the model of :mod:`ai_odds`) with a sword more on each legion and leader: a
    Triple Line played, about what each battle tactic is worth to a defender.

    >>> stronger(((False, 2, 1), (True, 1, 0)), (2,))
    (((False, 3, 2), (True, 1, 0)), (3,))
    """
    return tuple((light, sw + (not light), fl + (fl and not light)) for light, sw, fl in dfn), \
        tuple(x + 1 for x in d_lead)


def leaders_fall(w: float, w_card: float, hidden: int) -> float:
    """(attacker) The chance that the leaders marching into a battle fall with their stack: the battle
    is won with chance ``w`` by the pieces on the map, ``w_card`` if the defender plays a battle
    tactic, which each of its ``hidden`` cards unseen is with :func:`battle_tactics_share`. A battle
    won "94%" of the time is lost more often when the defender holds cards, and the leaders go with it.

    >>> round(leaders_fall(0.94, 0.7, 0), 3), round(leaders_fall(0.94, 0.7, 3), 3)
    (0.06, 0.11)
    """
    q = 1.0 - (1.0 - battle_tactics_share()) ** hidden
    return 1.0 - ((1.0 - q) * w + q * min(w, w_card))


def militia_side(n: int) -> tuple[tuple, tuple]:
    """``(units, leaders' swords)`` of ``n`` militia in the model of :mod:`ai_odds` (they have no leader)."""
    return ((True, C.PARAMS["militia_swords"], 0),) * n, ()


def battle_side(s, u_ids: list[int]) -> tuple[tuple, tuple]:
    """``(units, leaders' swords)`` of the pieces ``u_ids`` in the model of :mod:`ai_odds`."""
    units, leads = [], []
    for u in u_ids:
        _side, kind, grade, _p = s.units[u]
        sw = swords_of(kind, grade)
        if kind in COMBAT_KINDS:
            flipped = swords_of(kind, "standard") if (s.silver and grade == "veteran") else 0
            units.append((kind in LIGHT_KINDS, sw, flipped))
        else:
            leads.append(sw)
    return tuple(units), tuple(leads)


def exact_odds(att, a_lead, dfn, d_lead) -> float:
    return win_chance(att, a_lead, dfn, d_lead)


def rough_odds(att, a_lead, dfn, d_lead) -> float:
    a = sum(u[1] for u in att) + (sum(a_lead) if att else 0)
    d = sum(u[1] for u in dfn) + (sum(d_lead) if dfn else 0)
    return rough_chance(a, d)


def roma_extra(s) -> float:
    """Roma's worth beyond its gold (hard general): :data:`ROMA_PER_POINT` per political point of the
    Roma Forum cards nobody has claimed yet (in the row or still to come).

    >>> from games.caesar_xl.rules import new_game
    >>> s = new_game(2, 0, {})
    >>> roma_extra(s)
    8.0
    >>> s.claimed[1].append("senatus_consultum_ultimum")
    >>> roma_extra(s)
    6.4
    """
    taken = set(s.claimed[0]) | set(s.claimed[1])
    return round(ROMA_PER_POINT * sum(abs(political_of(c)) for c in roma_cards() if c not in taken), 6)


def recruit_reserve(s, side: int, ctl: dict, race: bool = False) -> int:
    """(hard) The gold ``side`` could spend in its next Purchase phase on the recruits that bring its
    combat units level with the enemy's: a legion (4 gold) in each free recruit slot of its square
    cities, an ally (2 gold) in the other slots, within its counter mix (two recruits per city
    controlled) and no more units than it lacks.

    The easy player wins games by nothing cleverer than recruiting with all its gold and holding
    every city; the hard Caesar spent its taxes on cards bought in the Card Draw phase (two a turn,
    worth a little more than their 5 gold by :data:`CARD_VALUE`) and recruited with what was left,
    so it fought with a third of the easy side's units. With the reserve, gold it can turn into the
    units it lacks is worth :data:`RESERVE_VALUE` in that phase, and it buys cards with the rest. A
    side with as many units as the enemy keeps buying cards (leaders and Forum cards it would
    otherwise leave in the deck for the enemy), unless ``race``: the enemy wins at its next Forum phase
    unless the March phase stops it, and every unit raises that attack's odds.

    >>> from games.caesar_xl.rules import new_game
    >>> s = new_game(2, 0, {})
    >>> recruit_reserve(s, 0, {p: s.controller(p) for p in C.PLACES}) > 0     # Caesar: fewer units
    True
    >>> recruit_reserve(s, 1, {p: s.controller(p) for p in C.PLACES})         # Pompey: more
    0
    """
    units = [0, 0]
    for t in s.units.values():
        if t[1] in COMBAT_KINDS:
            units[t[0]] += 1
    lack = units[1 - side] - units[side] if not race else 2 * len(C.TOPO.cities)
    if lack <= 0:
        return 0
    caps = C.CAPS[SIDES[side]]
    legions = max(0, caps.get("legion", 0) - s.count_kind(side, "legion"))
    allies = max(0, caps.get("ally", 0) - s.count_kind(side, "ally"))
    limit = C.PARAMS["recruit_limit_per_city"]
    mine = [c.shape for c in C.TOPO.cities if ctl.get(c.id) == side]
    for_legions = sum(1 for shape in mine if shape in C.UNITS["unit_types"]["legion"]["recruit_in"])
    for_allies = sum(1 for shape in mine if shape in C.UNITS["unit_types"]["ally"]["recruit_in"])
    n_leg = min(legions, limit * for_legions, lack)
    n_ally = max(0, min(allies, limit * for_allies - n_leg, lack - n_leg))
    return C.PARAMS["legion_cost"] * n_leg + C.PARAMS["ally_cost"] * n_ally


def sc_exposure(s, side: int, occ: dict) -> float:
    """The share of ``side``'s Supreme Commander's worth at risk from what the threat model cannot
    see: :data:`SC_ALONE` when he stands alone, up to :data:`SC_EXPOSED` with an escort, nothing with
    :data:`SAFE_SWORDS` swords of combat units beside him.

    >>> from games.caesar_xl.rules import new_game
    >>> s = new_game(2, 0, {})
    >>> sc_exposure(s, 0, _occupancy(s)), sc_exposure(s, 1, _occupancy(s))
    (0.025, 0.05)
    """
    if s.sc[side] is None:
        return 0.0
    place = s.sc_place(side)
    if place is None:
        return 0.0
    sw = sum(swords_of(s.units[u][1], s.units[u][2]) for u in occ.get(place, ([], []))[side]
             if s.units[u][1] in COMBAT_KINDS)
    if not sw:
        return SC_ALONE
    return SC_EXPOSED * max(0.0, 1.0 - sw / SAFE_SWORDS)


def _occupancy(s) -> dict:
    """``place -> [units of seat 0, units of seat 1]`` (ids), one pass over the units."""
    occ: dict = {}
    for u, t in s.units.items():
        occ.setdefault(t[3], ([], []))[t[0]].append(u)
    return occ


def _control(s, occ: dict, p: str, barbarian: bool) -> int | None:
    """Who controls ``p`` (a barbarian area if ``barbarian``) given the occupancy ``occ`` (as
    ``State.controller``, without a pass over the units per place)."""
    here = occ.get(p)
    sides = [i for i in (0, 1) if here and here[i]]
    if barbarian:
        owner = s.conquered.get(p)          # held by its pieces alone, or its marker and no piece
        held = sides == [owner] or (not sides and s.markers.get(p) == owner)
        return owner if owner is not None and held else None
    if len(sides) == 1:
        return sides[0]
    if sides:
        return None
    return s.markers.get(p)


def evaluate(s, seat: int, odds=exact_odds, threats: bool = True) -> float:
    """The worth of position ``s`` for ``seat`` (own terms minus the enemy's; see the module text)."""
    if s.winner is not None:
        if not s.winner:
            return 0.0
        return WIN if seat in s.winner else -WIN
    if wins_now(s):           # (ending the Forum phase now wins: as good as won)
        return WIN if seat == s.active else -WIN
    occ = _occupancy(s)
    me, foe = seat, 1 - seat
    score = [0.0, 0.0]
    area = C.AREA
    ctl = {p: _control(s, occ, p, p in area) for p in C.PLACES}
    roma = roma_extra(s) if threats else 0.0
    act = s.active
    early = threats and s.phase in BEFORE_MARCH
    race = early and foe_wins_next(s, act)
    arms = early and foe_wins_military(s, act)
    gold_map = _holdings(s, score, ctl, roma, threats, race or arms)
    pending = _pending_battles(s, score, occ, odds, roma, seat)
    _military_reach(s, score, _likely_gold(gold_map, pending))
    _forum_worth(s, score, ctl, pending)
    _supply_owed(s, score, occ)
    # the political race: the side playing next wins at its Forum phase if it reaches 7 then
    if s.phase != "over":
        d = danger(s, 1 - act, ctl, pending)
        if d and race:      # (hard) before the March phase: what that phase's best attack can stop
            d *= 1.0 - STOP_TRUST * march_stop(s, act, occ, ctl, odds)
        m = military_danger(s, 1 - act, ctl, pending)       # (the same for the military win)
        if m and arms:
            m *= 1.0 - STOP_TRUST * military_stop(s, act, occ, ctl, odds)
        score[1 - act] += DANGER_VALUE * (1.0 - (1.0 - d) * (1.0 - m))
        if reach(s, act, ctl, s.gold[act]) >= C.PARAMS["political_threshold"]:
            score[act] += OWN_REACH_VALUE
    if threats:
        score[me] -= _threat(s, me, occ, odds, ctl, roma)
    for i in (0, 1):        # (every judgement: the normal one too keeps its Supreme Commander escorted)
        score[i] -= SC_VALUE * sc_exposure(s, i, occ)
    return score[me] - score[foe]


def race_danger(s) -> float:
    """The chance (exact dice for the battles still to be fought) that the side playing next wins at
    its Forum phase, by the political threshold or militarily: what a desperate attack may lower."""
    occ = _occupancy(s)
    area = C.AREA
    ctl = {p: _control(s, occ, p, p in area) for p in C.PLACES}
    pending = _pending_battles(s, [0.0, 0.0], occ, exact_odds, 0.0)
    d = danger(s, 1 - s.active, ctl, pending)
    return 1.0 - (1.0 - d) * (1.0 - military_danger(s, 1 - s.active, ctl, pending))


def _holdings(s, score: list, ctl: dict, roma: float, threats: bool, race: bool = False) -> list:
    """Add to ``score`` what each seat holds: cities and areas controlled, gold (kept for
    recruiting in Card Draw, whatever the units, when ``race``: the enemy wins at its next Forum
    phase unless an attack stops it), cards, Forum cards, its Supreme Commander, its politics and its
    units; return the gold value of the cities each controls."""
    gold_map = [0, 0]
    for c in C.TOPO.cities:
        k = ctl[c.id]
        if k is not None:
            gold_map[k] += c.gold
    if roma and ctl["roma"] is not None:
        score[ctl["roma"]] += roma
    for a in C.AREA.values():
        k = ctl[a.id]
        if k is not None:
            score[k] += a.gold * 0.5
    for i in (0, 1):
        score[i] += gold_map[i]
        g = s.gold[i]
        if threats and s.phase == "draw" and i == s.active:
            kept = min(g, recruit_reserve(s, i, ctl, race))
            score[i] += RESERVE_VALUE * kept
            g -= kept
        score[i] += GOLD_VALUE * min(g, RICH) + 0.1 * max(0, min(g, 3 * RICH) - RICH)
        score[i] += CARD_VALUE * (len(s.hands[i]) + sum(1 for t in s.todo if t[0] == "draw" and t[1] == i))
        score[i] += 3.0 * len(s.claimed[i])
        if roma:        # a Roma card claimed keeps the worth it gave Roma (:func:`roma_extra`): no loss
            score[i] += ROMA_PER_POINT * sum(abs(political_of(c)) for c in s.claimed[i] if c in roma_cards())
        if s.sc[i] is not None:
            score[i] += SC_VALUE
        score[i] += political_worth(abs(s.balance(i)))
    for t in s.units.values():
        score[t[0]] += unit_value(t[1], t[2]) if t[1] in COMBAT_KINDS else LEADER_VALUE
    return gold_map


def _likely_gold(gold_map: list, pending: list) -> list:
    """The gold each seat will hold on the map once the pending battles are fought, each city fought
    for counted for its likelier winner (a city contested by a hopeless attack stays its holder's:
    walking a lone unit into a stack must not look like taking the city from the enemy).

    >>> _likely_gold([20, 10], [("messana", 0, 0.01), ("roma", 0, 0.9)])
    [25, 13]
    """
    out = list(gold_map)
    for p, att, w in pending:
        if p in C.CITY:
            out[att if w >= 0.5 else 1 - att] += C.CITY[p].gold
    return out


def _military_reach(s, score: list, gold_map: list) -> None:
    """Add to ``score`` a military victory in reach: the enemy's Supreme Commander dead, one's
    own alive (in Roma with the margin of gold: nearly won)."""
    for i in (0, 1):
        if s.sc[1 - i] is None and s.sc[i] is not None:
            margin = gold_map[i] - gold_map[1 - i]
            score[i] += 0.5 * max(0, margin)
            if s.sc_place(i) == "roma":
                score[i] += 10.0 + (40.0 if margin >= C.PARAMS["military_margin"] else 0.0)


def _pending_battles(s, score: list, occ: dict, odds, roma: float, seat: int | None = None) -> list:
    """Add to ``score`` the expected result of the battles the phasing seat is about to fight
    (units lost, places won, leaders at risk); return them as (place, attacker, its chance),
    only those against the enemy (not barbarians); ``seat`` the side judging (the enemy's hand is
    hidden from it)."""
    act = s.active
    pending: list = []
    if s.phase not in ("march", "combat"):
        return pending
    for p, here in occ.items():
        mine = [u for u in here[act] if s.units[u][1] in COMBAT_KINDS]
        if not mine:
            continue
        other = here[1 - act]
        barb = p in C.AREA and s.silver and s.conquered.get(p) is None
        if not other and not barb:
            continue
        att, a_lead = battle_side(s, here[act])
        if other:
            dfn, d_lead = battle_side(s, other)
            if not dfn:
                continue            # leaders alone: they simply die (the occupancy already counts it)
        else:
            militia = s.battle["militia"] if (s.battle is not None and s.battle["place"] == p) \
                else C.AREA[p].strength
            dfn, d_lead = militia_side(militia)
        w = odds(att, a_lead, dfn, d_lead)
        if other:
            pending.append((p, act, w))
        fall = 1.0 - w
        if seat == act and other and any(s.units[u][1] not in COMBAT_KINDS for u in here[act]):
            fall = leaders_fall(w, odds(att, a_lead, *stronger(dfn, d_lead)), len(s.hands[1 - act]))
        _battle_worth(s, score, p, here[act], other, (att, a_lead, dfn, d_lead), w, roma, fall)
    return pending


def _battle_worth(s, score: list, p: str, mine: list, other: list, sides: tuple, w: float, roma: float,
                  fall: float | None = None) -> None:
    """Add to ``score`` the expected result of the phasing seat's battle in ``p`` that it wins
    with chance ``w``: ``mine`` and ``other`` the pieces, ``sides`` (att, a_lead, dfn, d_lead);
    ``fall`` the chance that its leaders there fall (:func:`leaders_fall`; ``1 - w`` if not given)."""
    act = s.active
    att, a_lead, dfn, d_lead = sides
    mine_v = sum(unit_value(*s.units[u][1:3]) for u in mine)
    foe_v = sum(unit_value(*s.units[u][1:3]) for u in other)
    # the units: the loser loses about 3/4 (it may retreat), the winner a share that grows
    # with the loser's swords against its own
    a_sw = sum(u[1] for u in att) + sum(a_lead)
    d_sw = sum(u[1] for u in dfn) + sum(d_lead)
    score[act] -= mine_v * (w * min(0.8, 0.5 * d_sw / max(a_sw, 1)) + (1 - w) * 0.75)
    score[1 - act] -= foe_v * ((1 - w) * min(0.8, 0.5 * a_sw / max(d_sw, 1)) + w * 0.75)
    g = C.CITY[p].gold if p in C.CITY else (C.AREA[p].gold * 0.5 if p in C.AREA else 0)
    if p == "roma":
        g += roma
    # the occupancy gave the place to nobody; the battle decides it
    score[act] += w * g
    if other and p in C.CITY:
        score[1 - act] += (1 - w) * g
    # the leaders of a stack that loses fall together: their worth is counted as one loss
    lead = [s.units[u][1] for u in mine if s.units[u][1] not in COMBAT_KINDS]
    if lead:
        score[act] -= leaders_worth(s, act, lead, p) * (1.0 - w if fall is None else fall) * 0.6
    lead = [s.units[u][1] for u in other if s.units[u][1] not in COMBAT_KINDS]
    if lead:
        score[1 - act] -= leaders_worth(s, 1 - act, lead, p) * w * 0.6


def _forum_worth(s, score: list, ctl: dict, pending: list) -> None:
    """Add to ``score`` the Forum row: a card either side could claim next is part of its
    politics (so claiming a card the enemy needs, or denying it Roma, is worth something); a
    place still to be fought for counts as held by the likelier winner (an attack with no hope
    denies nothing)."""
    board = dict(ctl)
    for p, att, w in pending:
        board[p] = att if w >= 0.5 else 1 - att
    for i in (0, 1):
        bal = s.balance(i)
        now = political_worth(abs(bal))
        gains = []
        scp = s.sc_place(i) if s.sc[i] is not None else None
        held = sum(c.gold for c in C.TOPO.cities if board[c.id] == i)
        for c in s.forum:
            g = political_worth(abs(bal + political_of(c))) - now
            if g > 0:
                gains.append(g * (0.6 if claimable(s, i, c, board, s.gold[i], scp, held) else 0.15))
        score[i] += sum(gains)


def _supply_owed(s, score: list, occ: dict) -> None:
    """Subtract from the phasing seat's ``score`` the supply it owes at the end of its Combat
    phase (Silver): gold it has for the units beyond their spaces' gold, more for those it must
    lose."""
    act = s.active
    if not (s.silver and s.phase in ("purchase", "taxation", "march", "combat")):
        return
    over = 0
    city, area = C.CITY, C.AREA
    for p, here in occ.items():
        n = sum(1 for u in here[act] if s.units[u][1] in COMBAT_KINDS)
        over += max(0, n - (city[p].gold if p in city else area[p].gold if p in area else 0))
    if over:
        short = max(0, over - s.gold[act])
        paid = over - short
        score[act] -= GOLD_VALUE * paid + 3.0 * short


@lru_cache(maxsize=None)
def march_reach(p: str, silver: bool) -> frozenset:
    """Places a stack in ``p`` can reach in one march (one route, or two by forced march in Silver)."""
    out = set()
    for n, _k in C.ADJ[p]:
        out.add(n)
        if silver and n not in C.AREA:
            out.update(m for m, _ in C.ADJ[n])
    out.discard(p)
    return frozenset(out)


def _threat(s, seat: int, occ: dict, odds, ctl: dict, roma: float = 0.0) -> float:
    """What ``seat`` may lose to the enemy's next march: own cities and leaders within reach of stronger
    enemy stacks (each counted at the enemy's chance to win there; the leaders by :func:`leaders_at_risk`)."""
    foe = 1 - seat
    reach = []
    for p, here in occ.items():
        if not any(s.units[u][1] in COMBAT_KINDS for u in here[foe]):
            continue
        side = battle_side(s, here[foe])
        survive = 1.0
        if any(s.units[u][1] in COMBAT_KINDS for u in here[seat]):     # a battle there first
            mine, lead = battle_side(s, here[seat])
            survive = 1.0 - odds(mine, lead, side[0], side[1])
        reach.append((p, march_reach(p, s.silver), side, survive))
    if not reach:
        return 0.0
    loss = 0.0
    for c in C.TOPO.cities:
        if ctl[c.id] != seat:
            continue
        best = 0.0
        mine = occ.get(c.id, ([], []))[seat]
        dfn, d_lead = battle_side(s, mine)
        for _p, r, (att, a_lead), survive in reach:
            if c.id in r:
                w = survive * (odds(att, a_lead, dfn, d_lead) if dfn else 1.0)
                best = max(best, w)
        if best:
            loss += 0.5 * best * (c.gold + (roma if c.id == "roma" else 0.0))
    return loss + leaders_at_risk(s, seat, occ, odds, reach)


def _strongest_reply(s, place: str, mine: list, odds, reach: list) -> float:
    """The enemy's best chance to win a battle against ``mine`` (pieces of one side in ``place``) next
    turn: one stack of ``reach`` that can march there (after its own battle, if one is pending), or all
    the free stacks in reach together (the enemy's general concentrates)."""
    dfn, d_lead = battle_side(s, mine)
    best, att, a_lead, free = 0.0, [], [], 0
    for _p, r, (a, al), survive in reach:
        if place not in r:
            continue
        best = max(best, survive * (odds(a, al, dfn, d_lead) if dfn else 1.0))
        if survive >= 1.0:
            att += a
            a_lead += al
            free += 1
    if free > 1 and dfn and best < 1.0:
        best = max(best, odds(tuple(att), tuple(a_lead), dfn, d_lead))
    return best


def leaders_at_risk(s, seat: int, occ: dict, odds, reach: list) -> float:
    """(hard) What ``seat``'s leaders are expected to cost it to the enemy's next march: each of its
    stacks with leaders that enemy stacks of ``reach`` (``(place, places in reach, side, chance to be
    free to march)``) can march on and beat loses, at that chance (:func:`_strongest_reply`) times
    :data:`SC_THREAT` (:data:`ALONE_THREAT` for leaders with no combat unit), the worth of its leaders
    together: :data:`LEADER_VALUE` each, the Supreme Commander's :data:`SC_VALUE` (unless Cato, alive
    elsewhere, takes the command) and the fall of the side's politics from losing all their points at
    once, which on a balance of 7 is the game it was about to win. A stack of ``seat`` attacking in its
    own March phase counts too, at its chance to win that battle (the stack that wins stays there).

    >>> from games.caesar_xl.tests.xl_positions import position, put
    >>> s = position(phase="march", active=1)
    >>> _ = put(s, 0, "thracia", "caesar", "legion:veteran", "legion:veteran", "legion:veteran")
    >>> _ = put(s, 1, "thessalonica", "scipio", "cicero")
    >>> occ = _occupancy(s)
    >>> far = [("thracia", march_reach("thracia", True), battle_side(s, occ["thracia"][0]), 1.0)]
    >>> round(leaders_at_risk(s, 1, occ, exact_odds, far), 2)      # Optimates 3 to 0 and two leaders, near certain
    9.45
    """
    loss = 0.0
    for p, here in occ.items():
        leaders = [u for u in here[seat] if s.units[u][1] not in COMBAT_KINDS]
        if not leaders:
            continue
        w, reply = 1.0, odds    # (a battle pending there: :func:`_battle_worth` counts its loss; its win, the reply)
        if any(s.units[u][1] in COMBAT_KINDS for u in here[1 - seat]):
            if s.active != seat or s.phase not in ("march", "combat"):
                continue
            w = odds(*battle_side(s, here[seat]), *battle_side(s, here[1 - seat]))
            reply = rough_odds          # (against the survivors, unknown yet: the swords' estimate)
        w *= _strongest_reply(s, p, here[seat], reply, [r for r in reach if r[0] != p])
        if not w:
            continue
        worth = leaders_worth(s, seat, [s.units[u][1] for u in leaders], p)
        alone = len(leaders) == len(here[seat])
        loss += w * (ALONE_THREAT if alone else SC_THREAT) * worth
    return loss


def march_stop(s, seat: int, occ: dict, ctl: dict, odds) -> float:
    """The best chance that one attack of ``seat``'s March phase brings the enemy's reach at its next
    Forum phase below the goal: every stack with combat units that can march on a place (one route,
    or two by forced march in Silver) joins the attack on it; the places tried are those a Forum
    card asks for and those of the enemy's leaders (a defender that can retreat keeps its leaders).
    ``occ`` is the occupancy (place -> ids of each seat), ``ctl`` the controllers."""
    foe = 1 - seat
    t = C.PARAMS["political_threshold"]
    stacks = [(march_reach(p, s.silver), here[seat]) for p, here in occ.items()
              if any(s.units[u][1] in COMBAT_KINDS for u in here[seat])]
    if not stacks:
        return 0.0
    leaders = {tu[3] for tu in s.units.values() if tu[0] == foe and tu[1] not in COMBAT_KINDS}
    best = 0.0
    for p in sorted(condition_places() | leaders):
        there = occ.get(p, ([], []))[foe]
        if ctl.get(p) == seat and not there:
            continue
        board = dict(ctl)
        board[p] = seat
        keeps = _may_retreat(s, foe, p)
        dead = frozenset(u for u in there if not (keeps and s.units[u][1] not in COMBAT_KINDS))
        if reach(s, foe, board, s.gold[foe], dead) >= t:
            continue
        mine = [u for r, us in stacks if p in r for u in us]
        if not mine:
            continue
        att, al = battle_side(s, mine)
        dfn, dl = battle_side(s, there)
        best = max(best, odds(att, al, dfn, dl) if dfn else 1.0)
        if best >= 1.0:
            break
    return best


def military_stop(s, seat: int, occ: dict, ctl: dict, odds) -> float:
    """The best chance that one attack of ``seat``'s March phase to come stops the enemy's military
    win (:func:`military_stops`)."""
    return max((w for w, _p in military_stops(s, seat, occ, ctl, odds)), default=0.0)


def military_stops(s, seat: int, occ: dict, ctl: dict, odds, movers=None) -> list[tuple[float, str]]:
    """The attacks of ``seat``'s March phase to come that stop the enemy's military win, each
    ``(its chance, place)``: on Roma, where the enemy's commander stands, or on a city whose taking
    cuts its lead of city gold below the margin; every own stack that can march there (one route,
    or two by forced march in Silver) joins in (``movers``: the ids that may still march, by default
    all). ``occ`` is the occupancy (place -> ids of each seat), ``ctl`` the controllers."""
    foe = 1 - seat
    stacks = [(march_reach(p, s.silver), [u for u in here[seat] if movers is None or u in movers], p)
              for p, here in occ.items()
              if any(s.units[u][1] in C.COMBAT_KINDS and (movers is None or u in movers) for u in here[seat])]
    if not stacks:
        return []
    lead = city_gold(ctl, foe) - city_gold(ctl, seat)
    out = []
    for c in C.TOPO.cities:
        p = c.id
        if ctl.get(p) == seat and not occ.get(p, ([], []))[foe]:
            continue
        cut = c.gold * (2 if ctl.get(p) == foe else 1)
        for _r, _us, src in (x for x in stacks if p in x[0]):
            if src in C.CITY and s.markers.get(src) != seat:     # (a city held by the stack alone goes back)
                cut -= C.CITY[src].gold * (2 if s.markers.get(src) == foe else 1)
        if p != "roma" and lead - cut >= margin():
            continue
        mine = [u for r, us, _src in stacks if p in r for u in us]
        if not mine:
            continue
        dfn, dl = battle_side(s, occ.get(p, ([], []))[foe])
        out.append((odds(*battle_side(s, mine), dfn, dl) if dfn else 1.0, p))
    return out


def card_worth(card: str) -> float:
    """A rough order of the cards for discarding: leaders and Forum claims first, events last."""
    kind = C.CARDS.get(card, {}).get("type", "")
    return {"leader": 3.0, "tactics": 2.0, "forum": 2.5, "event": 1.0}.get(kind, 1.5)


__all__ = ["evaluate", "leaders_at_risk", "military_stops", "race_danger", "roma_extra", "sc_exposure", "unit_value", "battle_side",
           "exact_odds", "rough_odds", "card_worth"]
