"""Caesar XL: what a card played on a place, or the place chosen for a card's next effect, gains
there, in a player's words and read from the mover's view alone (the first half of a reason).

A reason that only repeats the move ("Treachery takes effect on Sardinia") tells a player nothing;
these sentences say what the card does there and what it wins: the enemy units it can remove and
the Forum points of the leaders among them, the city and gold an ally turns over, the legion that
guards a threatened city.
"""
from __future__ import annotations

from ..core.text import Msg
from . import components as C
from .components import COMBAT_KINDS, card_msg, gold_of, place_msg, political_of, swords_of, unit_msg
from .ai_politics import reach
from .moves import PlayCard
from .explain_terms import WHY, both, lean, side_swords, strongest_threat

#: the highest face of the die
_FACES = 6


def _who(view, seat: int, place: str) -> Msg:
    """The enemy pieces in ``place`` as the board shows them: "Marcus's stack of 3", or the leaders
    alone there ("L. Afranius alone")."""
    foe = 1 - seat
    pieces = view.pieces_at(place, foe)
    if pieces and not view.combat_at(place, foe):
        return Msg(WHY + "card.alone", {"leaders": both(card_msg(view.units[u][1]) for u in pieces)})
    return Msg(WHY + "card.stack", {"seat_foe": foe, "m": len(pieces)})


def treachery(view, seat: int, place: str) -> Msg:
    """Treachery on the enemy stack in ``place``: the roll that removes it all, and the Forum points
    its leaders would take with them."""
    foe = 1 - seat
    pieces = view.pieces_at(place, foe)
    s = side_swords(view, pieces)
    base = {"card": card_msg("treachery"), "who": _who(view, seat, place), "place": place_msg(place), "s": s}
    if s <= 1:
        main = Msg(WHY + "card.treachery_sure", base)
    elif s > _FACES:
        return Msg(WHY + "card.treachery_part", base)
    else:
        main = Msg(WHY + "card.treachery", base)
    pts = sum(political_of(view.units[u][1]) for u in pieces if view.units[u][1] not in COMBAT_KINDS)
    if not pts:
        return main
    before = view.balance(foe)
    gain = Msg(WHY + ("card.gain_balance" if s <= 1 else "card.gain_balance_if"),
               {"seat_foe": foe, "a": lean(before), "b": lean(before - pts)})
    return Msg(WHY + "card.and", {"what": main, "gain": gain})


def _city_turns(view, seat: int, card: str, place: str) -> Msg:
    """An ally raised in ``place`` (Revolt, Allies Mobilize): the city and its gold change sides."""
    owner = view.controller(place)
    key = "card.ally_take" if owner == 1 - seat else "card.ally_free"
    return Msg(WHY + key, {"card": card_msg(card), "place": place_msg(place), "gold": gold_of(place),
                           "seat_foe": 1 - seat})


def _legion(view, seat: int, card: str, place: str) -> Msg:
    """A legion raised in ``place`` (Legionaries' Demands, Afranius): the city it guards."""
    unit = unit_msg("legion", "standard")
    threat = strongest_threat(view, seat, place)
    if threat is None:
        return Msg(WHY + "card.legion", {"card": card_msg(card), "place": place_msg(place), "unit": unit})
    guard = side_swords(view, view.pieces_at(place, seat)) + swords_of("legion", "standard")
    return Msg(WHY + "card.legion_guard", {"card": card_msg(card), "place": place_msg(place), "unit": unit,
                                           "seat_foe": 1 - seat, "m": threat[1], "from": place_msg(threat[0]),
                                           "swords": guard})


def _veteran(view, seat: int, place: str) -> Msg:
    """Populares Rally makes a standard legion of ``place`` veteran: the city it guards better."""
    threat = strongest_threat(view, seat, place)
    base = {"card": card_msg("populares_rally"), "place": place_msg(place),
            "swords": swords_of("legion", "veteran")}
    if threat is None:
        return Msg(WHY + "card.veteran", base)
    return Msg(WHY + "card.veteran_guard", {**base, "seat_foe": 1 - seat, "m": threat[1],
                                            "from": place_msg(threat[0])})


def played_at(view, seat: int, card: str, place: str) -> Msg | None:
    """What ``card`` played on ``place`` gains there (``None``: a card these words do not cover)."""
    if card == "treachery" and view.pieces_at(place, 1 - seat):
        return treachery(view, seat, place)
    if card == "revolt" and place in C.CITY:
        return _city_turns(view, seat, card, place)
    if card == "legionaries_demands" and place in C.CITY:
        return _legion(view, seat, card, place)
    return None


def targeted(view, seat: int, place: str) -> Msg | None:
    """What the next effect of the card whose target is being chosen gains in ``place`` (``None``:
    no card's target is being chosen)."""
    t = view.todo[0] if view.todo else None
    if t is None or t[0] != "target":
        return None
    card = t[2]
    if card == "populares_rally":
        return _veteran(view, seat, place)
    if card in ("afranius", "legionaries_demands"):
        return _legion(view, seat, card, place)
    if card in ("revolt", "allies_mobilize") and place in C.CITY:
        return _city_turns(view, seat, card, place)
    return None


def denied(view, seat: int, card: str) -> tuple[bool, int, list[str]] | None:
    """What ``seat``'s claim of ``card`` keeps from the enemy (the point of a claim that moves
    ``seat``'s own balance back): ``(wins, balance, places)``, the enemy's best balance at the end
    of its next Forum phase with the card once it holds ``places`` too (the cities the card asks for
    that it does not hold now), and whether that balance wins while without the card it would not;
    ``None`` when the card would not raise the enemy's balance."""
    foe = 1 - seat
    ctl = {p: view.controller(p) for p in C.PLACES}
    places = [p for p in C.CARDS[card].get("condition", {}).get("control", []) if ctl.get(p) != foe]
    ctl.update({p: foe for p in places})
    with_it = reach(view, foe, ctl, view.gold[foe])
    s = view.clone()
    s.forum = [c for c in s.forum if c != card]
    without = reach(s, foe, ctl, view.gold[foe])
    if with_it <= without:
        return None
    t = C.PARAMS["political_threshold"]
    return with_it >= t > without, with_it, places


def legions_go(view, seat: int, card: str, target: str) -> str | None:
    """Where the legions a leader card brings appear when that is not the place he is played on
    (Scipio's: Antiochia while ``seat`` holds it; Afranius's: the city of Hispania his legion goes
    to when there is one), else ``None`` (the button, the advice and the log name that place: a
    player could not tell where the card put what). Read off a copy of the position with the card
    played, as :func:`brought` reads it.

    >>> from games.caesar_xl.rules import new_game
    >>> s = new_game(2, 0, {})                  # (Pompey holds Antiochia)
    >>> s.hands[0].append("scipio"); s.hands[1] += ["scipio", "cato"]
    >>> legions_go(s, 1, "scipio", "athenae"), legions_go(s, 0, "scipio", "athenae"), legions_go(s, 1, "cato", "roma")
    ('antiochia', None, None)
    """
    if C.CARDS[card]["type"] != "leader" or card in ("cato", "curio") or card not in view.hands[seat]:
        return None
    s = view.clone()
    s.apply_trusted(seat, PlayCard(card, target))
    new = [t for u, t in s.units.items() if t[0] == seat and u not in view.units and t[1] in COMBAT_KINDS]
    where = new[0][3] if new else None
    return where if where is not None and where != target else None


def brought(view, seat: int, a) -> Msg | None:
    """What a leader card played brings besides its swords and Forum points (Scipio's legions, Curio's
    gold), read off a copy of the position with the card played; ``None``: nothing more."""
    s = view.clone()
    s.apply_trusted(seat, a)
    new = [t for u, t in s.units.items() if t[0] == seat and u not in view.units and t[1] in COMBAT_KINDS]
    if new:
        where = new[0][3]
        return Msg(WHY + "card.brings_legions", {"n": len(new), "place": place_msg(where)})
    gold = s.gold[seat] - view.gold[seat]
    if gold > 0:
        return Msg(WHY + "card.brings_gold", {"gold": gold})
    return None


#: the battle cards (played by either side at the start of a battle)
_BATTLE_CARDS = ("triple_line", "siege", "ambush")


def _richest_free(view, seat: int) -> str | None:
    """The richest city with no unit in it that ``seat`` does not hold (an ally could raise it)."""
    free = [c.id for c in C.TOPO.cities if c.gold and view.controller(c.id) != seat
            and not view.pieces_at(c.id, seat) and not view.pieces_at(c.id, 1 - seat)]
    return max(free, key=lambda p: (gold_of(p), p)) if free else None


def _strongest_foe(view, seat: int) -> str | None:
    """Where the enemy's stack of most swords that Treachery may strike stands (one without Cato;
    ``None``: none)."""
    foe = 1 - seat
    places = {t[3] for t in view.units.values() if t[0] == foe and view.combat_at(t[3], foe)}
    places = {p for p in places if not any(view.units[u][1] == "cato" for u in view.pieces_at(p, foe))}
    return max(sorted(places), key=lambda p: side_swords(view, view.pieces_at(p, foe))) if places else None


def _threatened(view, seat: int) -> tuple[str, tuple[str, int]] | None:
    """``seat``'s city of most gold that an enemy stack can march on next: ``(city, (from, counters))``."""
    mine = sorted((c.id for c in C.TOPO.cities if view.controller(c.id) == seat), key=lambda p: (-gold_of(p), p))
    for place in mine:
        threat = strongest_threat(view, seat, place)
        if threat is not None:
            return place, threat
    return None


def _use_now(view, seat: int, card: str) -> Msg | None:
    """Where the card bought would serve on this board (``None``: nothing the board points at)."""
    if card in _BATTLE_CARDS:
        hit = _threatened(view, seat)
        if hit is None:
            return None
        place, (where, m) = hit
        return Msg(WHY + "pm_use.battle", {"place": place_msg(place), "from": place_msg(where), "m": m,
                                           "seat_foe": 1 - seat})
    if card == "treachery":
        where = _strongest_foe(view, seat)
        return None if where is None else Msg(WHY + "pm_use.strike", {"who": _who(view, seat, where),
                                                                      "place": place_msg(where)})
    if card == "revolt":
        city = _richest_free(view, seat)
        return None if city is None else Msg(WHY + "pm_use.city", {"place": place_msg(city), "gold": gold_of(city)})
    return None


def pontifex(view, seat: int, card: str) -> Msg:
    """The Pontifex Maximus buying ``card`` from the discard pile: what the card does, where the board
    says it would serve, and the gold it costs and leaves ("Pontifex Maximus's ability works on
    Ambush", then "Ambush back in hand is worth its 2 gold", said neither)."""
    cost = C.PARAMS["pontifex_cost"]
    params = {"card": card_msg(card), "n": cost, "gold": view.gold[seat] - cost,
              "does": Msg(WHY + "pm_does." + card, {"seat": seat})}
    use = _use_now(view, seat, card)
    if use is None:
        return Msg(WHY + "pontifex", params)
    return Msg(WHY + "pontifex_use", {**params, "use": use})


def diplomacy_roll(view, seat: int, place: str) -> Msg | None:
    """The roll ``seat``'s diplomacy in ``place`` needs, with its faces in 6 (``None``: none succeeds)."""
    mod = view.diplomacy_modifier(seat, place) if view.silver else 0
    need = gold_of(place) - mod + 1           # (a roll plus its modifiers above the gold succeeds)
    faces = max(0, min(_FACES, _FACES + 1 - need))
    if not faces:
        return None
    return Msg(WHY + "roll.any") if faces == _FACES else Msg(WHY + "roll", {"need": need, "n": faces})


def diplomacy(view, seat: int, place: str) -> Msg:
    """Diplomacy in ``place``: the roll it needs, its odds, and what success brings ("Roma is worth
    5 gold" said neither what the roll does nor how often it succeeds)."""
    roll = diplomacy_roll(view, seat, place)
    if roll is None:
        return Msg(WHY + "diplomacy", {"place": place_msg(place), "gold": gold_of(place)})
    params = {"roll": roll, "place": place_msg(place), "gold": gold_of(place), "seat_foe": 1 - seat}
    if view.markers.get(place) == 1 - seat:
        taxed = view.controller(place) == 1 - seat and place in C.CITY and gold_of(place)
        return Msg(WHY + ("diplomacy_untax" if taxed else "diplomacy_remove"), params)
    return Msg(WHY + ("diplomacy_area" if place in C.AREA else "diplomacy_city"), params)
