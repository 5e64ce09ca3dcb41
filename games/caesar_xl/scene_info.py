"""Caesar XL board: what a player needs to decide, in words, pure (no pygame).

- the **Forum race**: each side's Forum balance (Populares minus Optimates points of its
  leaders in play and its Forum cards) against the 7 that win, and the warning when a side
  can win within its next two Forum phases: it is at 7 already, or the Forum cards face up
  whose conditions it meets now take it there (their gold paid together, from its treasury or,
  for the second phase, with the taxes it surely collects before it); under a warning against
  the other side, what the viewer can do: claim first a card it needs, take the places its
  claims need, defeat its leaders; cards that each win alone joined by "or"; and, quieter, when
  the other side is one city (Roma for Senatus Consultum Ultimum) from a winning claim;
- the military race: a side that wins as it ends its next Forum phase, or would if its Supreme
  Commander entered Roma or the other side's fell (the rules' own test);
- what claiming a Forum card does to a side's own balance;
- the odds of a diplomacy roll (the die plus the modifiers must beat the place's gold);
- the taxes a side collects next, item by item, and the side's box: its cities' gold, the
  taxes it collects next (the cities' gold and what else pays: Forum cards, Lepidus in Roma;
  the two differed by 3 with nothing on the box to say why), its hand and its claimed cards.

Everything is read from a view: public facts only (the places, the gold, the Forum row, the
cards claimed and the leaders in play), never a hand. The odds and leanings in a few words are
:mod:`.scene_words`'.
"""
from __future__ import annotations

from typing import Callable

from . import rules as R
from .race import best_claims, goal
from .scene_words import card_name, diplomacy_odds, faction_of, forum_lean, lean_short, place_name

Tr = Callable[..., str]


# ----- the Forum race -------------------------------------------------------------------
def soon_view(view, seat: int):
    """``view`` as ``seat``'s Forum phase after next may find it: its treasury grown by the taxes it
    surely collects in between (the board, the Forum row and the other conditions as they stand)."""
    later = view.clone()
    later.gold[seat] += max(0, sure_taxes(view, seat))
    return later


def threat(view, seat: int) -> tuple[str, tuple[str, ...]] | None:
    """How ``seat`` can win within its next two Forum phases: ``("now", ())`` when its balance is
    at the goal already, ``("claim", cards)`` when claiming ``cards`` of the Forum row at the next
    one takes it there, ``("soon", cards)`` when ``cards`` do with the taxes it collects before the
    one after (their other conditions met now), else ``None``."""
    if view.winner is not None:
        return None
    if abs(view.balance(seat)) >= goal():
        return ("now", ())
    b, cards = best_claims(view, seat)
    if cards and abs(b) >= goal():
        return ("claim", cards)
    b, cards = best_claims(soon_view(view, seat), seat)
    if cards and abs(b) >= goal():
        return ("soon", cards)
    return None


def race_row(tr: Tr, name: str, balance: int, short: bool = False) -> str:
    """One side of the race: "Caesar: Populares 5/7" (``short``: "Caesar: Populares 5", for a
    narrow box, the pips beside it saying the rest)."""
    fac = faction_of(balance)
    return tr(f"caesar_xl.ui.race.{'row_short' if short else 'row'}.{fac}", seat=name, n=abs(balance), goal=goal())


def threat_words(tr: Tr, view, seat: int, name: str, viewer: int | None) -> str | None:
    """The warning of :func:`threat` in words (the viewer's own threat is "you")."""
    th = threat(view, seat)
    if th is None:
        return None
    own = "own" if seat == viewer else "other"
    reach = view.balance(seat) if th[0] == "now" else sum(R.political_of(c) for c in th[1]) + view.balance(seat)
    fac = tr(f"caesar_xl.ui.race.faction.{faction_of(reach)}")
    when = "this" if view.active == seat and view.phase == "forum" else "next"
    if th[0] == "now":
        return tr(f"caesar_xl.ui.race.warn_now.{own}.{when}", seat=name, faction=fac, n=abs(reach), goal=goal())
    cards = cards_words(tr, soon_view(view, seat) if th[0] == "soon" else view, seat, th[1])
    when = "soon" if th[0] == "soon" else when
    return tr(f"caesar_xl.ui.race.warn_claim.{own}.{when}", seat=name, faction=fac, goal=goal(), cards=cards)


def cards_words(tr: Tr, view, seat: int, combo: tuple[str, ...]) -> str:
    """The cards whose claim wins for ``seat``: each card that wins alone, joined by "or" (two
    cards joined by a comma read as both needed), else the cards of ``combo``, all needed."""
    bal = view.balance(seat)
    alone = [c for c in view.forum if c in R.CARDS and view.claimable(seat, c)
             and R.CARDS[c].get("condition", {}).get("pay", 0) <= view.gold[seat]
             and abs(bal + R.political_of(c)) >= goal()]
    named = [tr("caesar_xl.ui.race.card_q", card=card_name(tr, c)) for c in (alone or combo)]
    if len(alone) > 1:
        return tr("caesar_xl.ui.race.or_join").join(named)
    return tr("caesar_xl.ui.list_join").join(named)


def one_city_away(view, seat: int) -> tuple[str, tuple[str, ...]] | None:
    """``(place, cards)`` when ``seat``, with no :func:`threat` now, would win at its next Forum phase
    by claiming ``cards`` if it held ``place`` too (one city its claims ask for: Roma for Senatus
    Consultum Ultimum); else ``None``."""
    if view.winner is not None or threat(view, seat) is not None:
        return None
    places = sorted({p for c in view.forum if c in R.CARDS for p in R.CARDS[c].get("condition", {}).get("control", [])
                     if view.controller(p) != seat})
    for place in places:
        b, cards = best_claims(_holding(view, seat, place), seat)
        if cards and abs(b) >= goal():
            return place, cards
    return None


def near_words(tr: Tr, view, seat: int, name: str, viewer: int | None) -> str | None:
    """The quieter line of :func:`one_city_away` for the other side (``None``: nothing to say)."""
    if seat == viewer:
        return None
    near = one_city_away(view, seat)
    if near is None:
        return None
    place, combo = near
    return tr("caesar_xl.ui.race.near", seat=name, place=place_name(tr, place),
              cards=cards_words(tr, _holding(view, seat, place), seat, combo))


def _holding(view, seat: int, place: str):
    """A copy of ``view`` in which ``seat`` holds ``place`` (the other side's pieces there gone)."""
    held = view.clone()
    held.units = {u: t for u, t in held.units.items() if not (t[3] == place and t[0] != seat)}
    held.markers = {**held.markers, place: seat}
    return held


def step_threat(view, seat: int) -> tuple[list[str], list[str]] | None:
    """``(leaders, cards)`` when ``seat`` stands one point from the goal with no :func:`threat`: the
    leader cards of its faction still to come (not on the map: in the pile, a hand or the discards,
    whence a dead leader's card can come back) and the Forum cards of its faction face up, each of
    which takes it to the goal (a leader played in its Purchase, a card claimed in its Forum phase);
    ``None``: no such step (public facts only: no hand is read)."""
    bal = view.balance(seat)
    if view.winner is not None or abs(bal) != goal() - 1 or threat(view, seat) is not None:
        return None
    on_map = set(view.leaders_of(0)) | set(view.leaders_of(1))
    leaders = sorted(k for k, c in R.CARDS.items() if c["type"] == "leader" and k not in on_map
                     and R.political_of(k) * bal > 0)
    cards = [c for c in view.forum if c in R.CARDS and R.political_of(c) * bal > 0]
    return (leaders, cards) if leaders or cards else None


def step_words(tr: Tr, view, seat: int, name: str, viewer: int | None) -> str | None:
    """The warning of :func:`step_threat` in words: "Marcus is at Optimates 6/7: one more Optimates
    step — a leader played or Senatus Consultum Ultimum claimed — wins at his next Forum phase!"."""
    step = step_threat(view, seat)
    if step is None:
        return None
    leaders, cards = step
    bal = view.balance(seat)
    fac = tr(f"caesar_xl.ui.race.faction.{faction_of(bal)}")
    steps = []
    if leaders:
        steps.append(tr("caesar_xl.ui.race.step.leader", faction=fac, n=len(leaders)))
    if cards:
        named = tr("caesar_xl.ui.race.or_join").join(tr("caesar_xl.ui.race.card_q", card=card_name(tr, c))
                                                     for c in cards)
        steps.append(tr("caesar_xl.ui.race.step.card", cards=named))
    own = "own" if seat == viewer else "other"
    return tr(f"caesar_xl.ui.race.step.{own}", seat=name, faction=fac, n=abs(bal), goal=goal(),
              steps=tr("caesar_xl.ui.race.or_join").join(steps))


def step_stop_words(tr: Tr, view, seat: int, name: str, viewer: int | None) -> str | None:
    """What ``viewer`` can still do against :func:`step_threat` of the other side: defeat its
    leaders of that faction in play (then one step no longer reaches the goal), claim first the
    cards face up it could step with, take the places those cards need or keep those the viewer
    holds, play the leaders of that
    faction in the viewer's own hand (a leader serves the side that plays him)."""
    step = step_threat(view, seat)
    if step is None or viewer is None or seat == viewer:
        return None
    _leaders, cards = step
    bal = view.balance(seat)
    join = tr("caesar_xl.ui.list_join").join
    ways = []
    mine = [k for k in view.leaders_of(seat) if R.political_of(k) * bal > 0]
    mine.sort(key=lambda k: (k != view.sc[seat], -abs(R.political_of(k)), k))
    if mine:
        ways.append(tr("caesar_xl.ui.race.step_stop.leaders", leaders=join(card_name(tr, k) for k in mine)))
    first = [c for c in cards if view.claimable(viewer, c)]
    if first:
        ways.append(tr("caesar_xl.ui.race.stop.claim", cards=join(card_name(tr, c) for c in first)))
    need = sorted({p for c in cards for p in R.CARDS[c].get("condition", {}).get("control", [])
                   if view.controller(p) == seat})
    if need:
        ways.append(tr("caesar_xl.ui.race.stop.take", places=join(place_name(tr, p) for p in need)))
    keep = sorted({p for c in cards for p in R.CARDS[c].get("condition", {}).get("control", [])
                   if view.controller(p) == viewer})
    if keep:                                        # (Roma held against Senatus Consultum Ultimum)
        ways.append(tr("caesar_xl.ui.race.step_stop.keep", places=join(place_name(tr, p) for p in keep)))
    hand = sorted({k for k in view.hands[viewer] if k in R.CARDS and R.CARDS[k]["type"] == "leader"
                   and R.political_of(k) * bal > 0})
    if hand:
        ways.append(tr("caesar_xl.ui.race.step_stop.play", leaders=join(card_name(tr, k) for k in hand)))
    if not ways:
        return None
    return tr("caesar_xl.ui.race.stop", seat=name, ways=tr("caesar_xl.ui.race.stop_join").join(ways))


def military_threat(view, seat: int) -> tuple[str, str] | None:
    """How close ``seat`` is to a military victory, by the rules' own test
    (:meth:`~games.caesar_xl.phases.PhaseRules.military_win`): ``("now", sc)`` when it wins as it
    ends its next Forum phase, ``("roma", sc)`` when it would if its Supreme Commander ``sc``
    entered Roma, ``("fall", foe_sc)`` when it would if the other side's Supreme Commander fell;
    else ``None``."""
    if view.winner is not None or view.sc[seat] is None:
        return None
    if view.military_win(seat):
        return ("now", view.sc[seat])
    foe = view.sc[1 - seat]
    if foe is None and view.sc_place(seat) != "roma":
        there = _holding(view, seat, "roma")
        there.units = {u: (t[0], t[1], t[2], "roma") if t[0] == seat and t[1] == view.sc[seat] else t
                       for u, t in there.units.items()}
        return ("roma", view.sc[seat]) if there.military_win(seat) else None
    if foe is not None and view.sc_place(seat) == "roma":
        fallen = view.clone()
        fallen.sc[1 - seat] = None
        return ("fall", foe) if fallen.military_win(seat) else None
    return None


def military_words(tr: Tr, view, seat: int, name: str) -> str | None:
    """The warning of :func:`military_threat` in words ("Marcus wins if Cato enters Roma")."""
    th = military_threat(view, seat)
    if th is None:
        return None
    when = "this" if view.active == seat and view.phase == "forum" else "next"
    key = f"caesar_xl.ui.race.mil_{th[0]}" + (f".{when}" if th[0] == "now" else "")
    return tr(key, seat=name, sc=card_name(tr, th[1]), a=view.controlled_gold(seat),
              b=view.controlled_gold(1 - seat), margin=R.PARAMS["military_margin"])


def gold_count_words(tr: Tr, view, names: Callable[[int], str]) -> str | None:
    """With no Supreme Commander on either side (no military victory, unless Cato's card, never
    lost for good, comes back to lead), what decides the game: a Forum balance of 7, else the gold
    of the cities at the end of the last turn, and who leads it now (``None``: a commander lives)."""
    if view.winner is not None or view.sc[0] is not None or view.sc[1] is not None:
        return None
    a, b = view.controlled_gold(0), view.controlled_gold(1)
    last = R.PARAMS["game_turns"]
    if a == b:
        return tr("caesar_xl.ui.race.gold_count.even", turn=last, a=a, goal=goal(), cato=card_name(tr, "cato"))
    lead = 0 if a > b else 1
    return tr("caesar_xl.ui.race.gold_count.lead", turn=last, seat=names(lead), a=max(a, b), b=min(a, b),
              goal=goal(), cato=card_name(tr, "cato"))


def stop_words(tr: Tr, view, seat: int, name: str, viewer: int | None) -> str | None:
    """What ``viewer`` can do against :func:`threat` of the other side ``seat``: claim first the
    cards it needs that the viewer may claim now (a card claimed leaves the Forum row), take the
    places its claims need, defeat its leaders in play whose points it counts (``None``: no threat
    of the other side, or no viewer)."""
    th = threat(view, seat)
    if th is None or viewer is None or seat == viewer:
        return None
    join = tr("caesar_xl.ui.list_join").join
    ways = []
    first = [c for c in th[1] if view.claimable(viewer, c)]
    if first:
        ways.append(tr("caesar_xl.ui.race.stop.claim", cards=join(card_name(tr, c) for c in first)))
    need = sorted({p for c in th[1] for p in R.CARDS[c].get("condition", {}).get("control", [])
                   if view.controller(p) == seat})
    if need:
        ways.append(tr("caesar_xl.ui.race.stop.take", places=join(place_name(tr, p) for p in need)))
    lean = view.balance(seat) + sum(R.political_of(c) for c in th[1])
    leaders = sorted((k for k in view.leaders_of(seat) if R.political_of(k) * lean > 0),
                     key=lambda k: (k != view.sc[seat], -abs(R.political_of(k)), k))   # (the commander first)
    if leaders:
        ways.append(tr("caesar_xl.ui.race.stop.leaders", leaders=join(card_name(tr, k) for k in leaders)))
    if not ways:
        return None
    return tr("caesar_xl.ui.race.stop", seat=name, ways=tr("caesar_xl.ui.race.stop_join").join(ways))


def claim_words(tr: Tr, view, seat: int, card: str, deed: str = "claim") -> str:
    """What claiming the Forum card ``card`` (``deed`` "play": playing the leader card ``card``)
    does to ``seat``'s balance: "Claiming Consulship adds 1 Optimates: balance Optimates 5 → 6
    (win at 7)"."""
    pts = R.political_of(card)
    bal = view.balance(seat)
    after = bal + pts
    fac = tr(f"caesar_xl.ui.race.faction.{faction_of(pts)}")
    return tr(f"caesar_xl.ui.race.{deed}", card=card_name(tr, card), n=abs(pts), faction=fac,
              before=lean_short(tr, bal), after=lean_short(tr, after), goal=goal())


# ----- diplomacy ----------------------------------------------------------------------------
def diplomacy_why(tr: Tr, view, seat: int, target: str, source: str = "") -> str:
    """The odds and how they come: the place's gold to beat and each modifier; with a
    ``source``, that the marker leaves that place (kept then only by units standing there)."""
    parts = [tr("caesar_xl.ui.odds.beat", place=place_name(tr, target), n=R.gold_of(target))]
    if view.silver:
        if view.controller(target) == seat:
            parts.append(tr("caesar_xl.ui.odds.friendly", n=R.PARAMS["diplomacy_friendly_bonus"]))
        if view.enemy_swords_near(seat, target) > R.gold_of(target):
            parts.append(tr("caesar_xl.ui.odds.enemy_swords", n=R.PARAMS["diplomacy_enemy_swords_malus"]))
        if target in R.AREA:
            parts.append(tr("caesar_xl.ui.odds.area", n=R.PARAMS["diplomacy_area_malus"]))
    why = tr("caesar_xl.ui.odds.why", odds=diplomacy_odds(tr, view, seat, target), parts="; ".join(parts))
    if source:
        why += " " + tr("caesar_xl.ui.odds.moved", source=place_name(tr, source))
    return why


# ----- taxes ----------------------------------------------------------------------------------
def tax_items(view, seat: int) -> list[tuple[str, dict, int]]:
    """The gold ``seat`` collects at its next Taxation before dice, item by item: (catalogue key,
    its words' parameters, gold), the same sum as ``view.income(seat)``; then the items that are
    no sure sum (upkeep due, Brutus's die, the rolls of conquered areas) with gold 0 or less."""
    out: list[tuple[str, dict, int]] = []
    cities = sum(c.gold for c in R.TOPO.cities if view.controller(c.id) == seat)
    if view.halved[seat]:
        out.append(("caesar_xl.ui.tax.cities_halved", {"n": cities, "m": cities // 2}, cities // 2))
    else:
        out.append(("caesar_xl.ui.tax.cities", {"n": cities}, cities))
    fi = R.PARAMS["forum_income"]
    for c in view.claimed[seat]:
        if fi.get(c, 0):
            out.append(("caesar_xl.ui.tax.card", {"card": c, "n": fi[c]}, fi[c]))
    if "grain_dole" in view.claimed[seat]:
        n = R.PARAMS["grain_dole_per_city"] * sum(view.controller(c) == seat for c in R.PARAMS["grain_cities"])
        out.append(("caesar_xl.ui.tax.card", {"card": "grain_dole", "n": n}, n))
    if view.has_leader(seat, "lepidus") == "roma":
        out.append(("caesar_xl.ui.tax.lepidus", {"n": R.PARAMS["lepidus_gold"]}, R.PARAMS["lepidus_gold"]))
    if not view.silver and view.upkeep(seat):
        out.append(("caesar_xl.ui.tax.upkeep", {"n": view.upkeep(seat)}, -view.upkeep(seat)))
    if view.has_leader(seat, "brutus") is not None:
        out.append(("caesar_xl.ui.tax.brutus", {}, 0))
    if view.silver:
        areas = [a for a in sorted(view.conquered) if view.conquered[a] == seat and view.controller(a) == seat]
        if areas:
            out.append(("caesar_xl.ui.tax.areas", {"places": areas}, 0))
    return out


def sure_taxes(view, seat: int) -> int:
    """The gold ``seat`` surely collects at its next Taxation (the sum of :func:`tax_items`,
    what the tax phase's "collects N gold in taxes" says)."""
    return sum(n for key, _p, n in tax_items(view, seat) if not key.endswith(UNSURE))


def side_rows(tr: Tr, view, seat: int, short: bool = False) -> list[str]:
    """The lines of ``seat``'s box under its name: "Cities 26 · taxes 28 gold · Hand 3" (its
    tooltip, :func:`tax_words`, names each part of the 28) and its Forum lean with the number of
    Forum cards it claimed; ``short``: the same in fewer words, for a narrow box ("Cities 26 ·
    tax 28 · hand 3", "Optimates 2/7 · claimed 1")."""
    end = ".short" if short else ""
    return [tr(f"caesar_xl.ui.side_cities{end}", cities=view.controlled_gold(seat), tax=sure_taxes(view, seat),
               hand=len(view.hands[seat])),
            tr(f"caesar_xl.ui.side_cards{end}", forum=forum_lean(tr, view.balance(seat), short),
               n=len(view.claimed[seat]))]


#: the items of :func:`tax_items` that are no sure sum (said after it)
UNSURE = ("upkeep", "brutus", "areas")


def tax_words(tr: Tr, view, seat: int, name: str) -> str:
    """The breakdown of :func:`tax_items` in one tooltip: "Next taxes of Caesar: cities 23 +
    Consulship 2 = 25 gold", the cities' gold one by one (:func:`city_gold_words`), then what
    is no sure sum ("Brutus: + one die of gold")."""
    sure, extra = [], []
    total = 0
    for key, params, n in tax_items(view, seat):
        p = dict(params)
        if "card" in p:
            p["card"] = card_name(tr, p["card"])
        if "places" in p:
            p["places"] = tr("caesar_xl.ui.list_join").join(place_name(tr, a) for a in p["places"])
        text = tr(key, **p)
        if key.endswith(UNSURE):
            extra.append(text)
        else:
            sure.append(text)
            total += n
    return sentences(tr, [tr("caesar_xl.ui.tax.head", seat=name, items=" + ".join(sure), n=total)]
                     + city_gold_words(tr, view, seat) + extra)


def city_gold_words(tr: Tr, view, seat: int) -> list[str]:
    """The cities behind the taxes, richest first, each with its gold ("Cities: Roma 5,
    Massilia 3."); none when ``seat`` holds no city."""
    held = sorted((c for c in R.TOPO.cities if view.controller(c.id) == seat), key=lambda c: (-c.gold, c.id))
    if not held:
        return []
    join = tr("caesar_xl.ui.list_join")
    return [tr("caesar_xl.ui.tax.by_city", places=join.join(
        tr("caesar_xl.ui.tax.city", place=place_name(tr, c.id), n=c.gold) for c in held))]


def sentences(tr: Tr, parts: list[str]) -> str:
    """Sentences one after another, spaced as the language spaces them."""
    out = parts[0] if parts else ""
    for p in parts[1:]:
        out = tr("caesar_xl.ui.sentences", a=out, b=p)
    return out


# ----- lasting effects of events ----------------------------------------------------------------
def effects_words(tr: Tr, view, names: Callable[[int], str]) -> list[str]:
    """The events still in force, in words (Demand for Action, Storm at Sea)."""
    out = []
    halved = [s for s in (0, 1) if view.halved[s]]
    if halved:
        out.append(tr("caesar_xl.ui.effect.halved", seats=tr("caesar_xl.ui.list_join").join(names(s) for s in halved)))
    if view.storm:
        out.append(tr("caesar_xl.ui.effect.storm"))
    return out
