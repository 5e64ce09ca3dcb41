"""Caesar XL board: the words of the screen (button labels, counter labels), pure.

Every string comes from the catalogues (``scene_text_*.json`` for the board's own
words, ``text_*.json`` for the names of places, units and cards). ``tr`` is the
host's ``tr`` (key, params -> text) and ``render`` turns a :class:`Msg` into text.

>>> from games.core.text import tr
>>> t = lambda key, **p: tr(key, "en", **p)
>>> counter_label(t, "legion", "veteran")
'L3★'
>>> counter_label(t, "ally", "standard")
'A1'
>>> diplomacy_faces(3, 0), diplomacy_faces(3, 1), diplomacy_faces(0, 0), diplomacy_faces(7, 0)
((4, 6), (3, 6), (1, 6), None)
>>> odds_words(t, (4, 6)), odds_words(t, (1, 6)), odds_words(t, None), odds_words(t, (6, 6))
('succeeds on 4–6', 'always succeeds', 'cannot succeed', 'succeeds on 6')
"""
from __future__ import annotations

from typing import Any, Callable

from ..core.text import Msg
from . import components as C
from . import rules as R
from .moves import ROMA_DRAWERS
from .components import place_msg
from .explain_cards import legions_go
from .turn_log import march_way, units_msg

Tr = Callable[..., str]


def place_name(tr: Tr, place: str) -> str:
    """A city's or a barbarian area's name."""
    return tr(f"caesar_xl.city.{place}" if place in R.CITY else f"caesar_xl.area.{place}")


def card_name(tr: Tr, card: str) -> str:
    """A card's (or Supreme Commander's) name; a hidden card is "a card"."""
    if card in R.SC_KINDS:
        return tr(f"caesar_xl.leader.{card}")
    return tr(f"caesar_xl.card.{card}") if card in R.CARDS else tr("caesar_xl.card_hidden")


def unit_name(tr: Tr, kind: str, grade: str, short: bool = False) -> str:
    """A unit's name; ``short``: a leader's short name ("Scipio" for "Q. Metellus Scipio")."""
    if kind in R.COMBAT_KINDS:
        return tr(f"caesar_xl.unit.{kind}.{grade}")
    return short_card_name(tr, kind) if short else card_name(tr, kind)


def short_card_name(tr: Tr, card: str) -> str:
    """A leader card's short name ("Scipio"), where a button has no room for the whole; else its name."""
    if R.CARDS.get(card, {}).get("type") == "leader":
        return tr(f"caesar_xl.card.{card}.short")
    return card_name(tr, card)


def target_name(tr: Tr, target: str) -> str:
    """A place or a card, whichever ``target`` names."""
    if target in R.CITY or target in R.AREA:
        return place_name(tr, target)
    return card_name(tr, target)


def counter_label(tr: Tr, kind: str, grade: str) -> str:
    """The short label on a counter: the unit type's letter and its swords, a star
    for a veteran; a leader's name."""
    if kind in R.COMBAT_KINDS:
        star = tr("caesar_xl.ui.veteran_mark") if grade == "veteran" else ""
        return f"{tr(f'caesar_xl.ui.short.{kind}')}{R.swords_of(kind, grade)}{star}"
    return leader_short(tr, kind)


def forum_lean(tr: Tr, balance: int, short: bool = False) -> str:
    """A side's Forum balance in words: the faction its leaders and Forum cards lean to, by how
    many points, of the points that win (a balance is Populares minus Optimates, so a negative
    one leans to the Optimates).

    >>> from games.core.text import tr
    >>> forum_lean(lambda key, **p: tr(key, "en", **p), -7)
    'Forum: Optimates 7/7'
    >>> forum_lean(lambda key, **p: tr(key, "ja", **p), 2)
    'フォルム：ポプラレス2/7'
    >>> forum_lean(lambda key, **p: tr(key, "en", **p), 0, short=True)     # (a narrow side box)
    'Even 0/7'
    """
    goal = R.PARAMS["political_threshold"]
    head = "caesar_xl.ui.lean_short" if short else "caesar_xl.ui.lean"
    if balance == 0:
        return tr(f"{head}.even", goal=goal)
    return tr(f"{head}.populares" if balance > 0 else f"{head}.optimates", n=abs(balance), goal=goal)


def leader_short(tr: Tr, kind: str) -> str:
    """A leader's counter label: the short name the catalogue gives each leader (a name a
    player reads as the man's, never letters cut from the card's full name).

    >>> from games.core.text import tr
    >>> leader_short(lambda key, **p: tr(key, "en", **p), "brutus")
    'Brutus'
    >>> leader_short(lambda key, **p: tr(key, "ja", **p), "caesar")
    'カエサル'
    """
    return tr(f"caesar_xl.ui.leader_short.{kind}")


def leader_brief(tr: Tr, label: str) -> str | None:
    """The catalogue's brief form of a leader's counter ``label`` (:func:`leader_short`), for a
    counter too small to show the name readable; None for any other label.

    >>> from games.core.text import tr
    >>> leader_brief(lambda key, **p: tr(key, "en", **p), "Labienus"), leader_brief(lambda k, **p: k, "L3")
    ('Lab', None)
    """
    kinds = list(C.SC_KINDS) + [c for c, d in C.CARDS.items() if d["type"] == "leader"]
    return next((tr(f"caesar_xl.ui.leader_brief.{k}") for k in kinds if leader_short(tr, k) == label), None)


def unit_order(view, uid: int) -> tuple:
    """Sort key inside a stack: the Supreme Commander, other leaders, then the
    strongest units first."""
    side, kind, grade, _ = view.units[uid]
    if kind in R.COMBAT_KINDS:
        return (2, -R.swords_of(kind, grade), kind, uid)
    return (0 if view.sc[side] == kind else 1, 0, kind, uid)


def ability_label(tr: Tr, a: Any) -> str:
    """The button of a leader's (or the Pontifex Maximus's) ability: what it does and its cost
    ("Caesar: Roma" said neither that he draws a card there nor that it is free).

    >>> from games.core.text import tr
    >>> ability_label(lambda key, **p: tr(key, "en", **p), R.Ability("caesar", "roma"))
    'Caesar in Roma: draw 1 more card (free)'
    >>> ability_label(lambda key, **p: tr(key, "ja", **p), R.Ability("dolabella", "utica"))
    'ドラベッラ：ウティカを中立にする（2ゴールド）'
    """
    kind = "roma" if a.leader in ROMA_DRAWERS else a.leader
    cost = R.PARAMS["pontifex_cost" if a.leader == "pontifex_maximus" else "leader_ability_cost"]
    key = f"caesar_xl.ui.btn.ability.{kind}"
    if kind not in ("roma", "cicero", "dolabella", "pontifex_maximus"):
        key = "caesar_xl.ui.btn.ability"
    return tr(key, leader=card_name(tr, a.leader), target=target_name(tr, a.target), n=cost)


def advice_move(tr: Tr, view, seat: int, a: Any) -> Msg | None:
    """The move advised to ``seat`` in the words the player acts on (``None``: its log line
    says it): a pass or the end of a step as the button that makes it ("Livia passes." pointed
    at "Stay and fight"), a march as a suggestion with the units it takes ("march Caesar, 3
    legions and an ally from Roma to Capua": "marches 4 to Roma" did not say which of a stack's
    units; a forced march that has another way there names its middle city), a unit added to or
    left out of a marching group likewise ("leave an ally out of the marching group")."""
    if isinstance(a, (R.Pass, R.EndPhase)):
        return Msg("caesar_xl.ui.advice.press", {"label": action_label(tr, view, seat, a)})
    if isinstance(a, R.Move) and all(u in view.units for u in a.units):
        units = [view.units[u] for u in a.units]
        went = R.Marched(seat, units[0][3], a.path, a.fleet, tuple(u[1] for u in units), tuple(u[2] for u in units))
        gold = view.march_cost(seat, a.units, a.path, a.fleet)
        way = march_way(went)
        if way == "forced" and any(isinstance(b, R.Move) and b.units == a.units and b.path[-1] == a.path[-1]
                                   and b != a for b in view.legal_actions(seat)):
            way = "forced_via"                # (another way leads there too: "through Byzantium")
        # (a suggestion to the player, "march Caesar and a legion from Roma to Capua", not the
        # log's line of a march made, "Livia marches ...: Roma → Capua.")
        return Msg(f"caesar_xl.ui.advice.{way}" + ("_paid" if gold else ""),
                   {"units": units_msg(went.kinds, went.grades), "start": place_msg(went.start),
                    "place": place_msg(went.path[-1]), "n": gold, "via": place_msg(a.path[0])})
    if isinstance(a, (R.Join, R.Leave)):      # (the group's choosing: "leave an ally out of ...")
        return Msg(f"caesar_xl.ui.advice.{type(a).__name__.lower()}", {"unit": units_msg((a.kind,), (a.grade,))})
    return None


def short_label(tr: Tr, view, seat: int, a: Any) -> str | None:
    """The short words of choice ``a``'s button when its whole label would not read on one line
    (``None``: none shorter); the button's tooltip says the rest."""
    if isinstance(a, R.Claim):
        pay = R.CARDS[a.card].get("condition", {}).get("pay", 0)
        return tr("caesar_xl.ui.btn.claim_paid_short" if pay else "caesar_xl.ui.btn.claim_short",
                  card=card_name(tr, a.card), n=pay)
    if isinstance(a, R.Diplomacy) and a.source:
        return tr("caesar_xl.ui.btn.diplomacy_from_short", place=place_name(tr, a.target),
                  source=place_name(tr, a.source), odds=diplomacy_odds(tr, view, seat, a.target),
                  n=view.diplomacy_cost(seat, a.target, a.source))
    if isinstance(a, R.Recruit):                # (a standard unit by its kind alone, the gold short)
        unit = tr(f"caesar_xl.ui.btn.recruit_kind.{a.kind}") if a.grade == "standard" else unit_name(tr, a.kind, a.grade)
        return tr("caesar_xl.ui.btn.recruit_short", unit=unit, place=place_name(tr, a.place),
                  n=view.recruit_cost(seat, a.kind, a.place, a.grade))
    if isinstance(a, R.PlayCard) and R.CARDS.get(a.card, {}).get("type") == "leader":
        return play_label(tr, view, seat, a, short_card_name)    # (the leader shortened, never where he goes)
    return None


def play_label(tr: Tr, view, seat: int, a: Any, name: Callable[[Tr, str], str]) -> str:
    """The words of a card played (``a``), its card named by ``name``: where it goes, and where
    a leader's legions appear."""
    where = legions_go(view, seat, a.card, a.target) if a.target else None
    if where is not None:           # (Scipio on Athenae: his legions appear in Antiochia)
        key = "caesar_xl.ui.btn.play_legion" if a.card == "afranius" else "caesar_xl.ui.btn.play_legions"
        return tr(key, card=name(tr, a.card), target=target_name(tr, a.target), where=place_name(tr, where))
    if a.target:
        return tr("caesar_xl.ui.btn.play_at", card=name(tr, a.card), target=target_name(tr, a.target))
    return tr("caesar_xl.ui.btn.play", card=name(tr, a.card))


def action_label(tr: Tr, view, seat: int, a: Any) -> str:
    """The words on the button of a choice ``a`` of ``seat`` in ``view``."""
    if isinstance(a, R.EndPhase):
        if view.todo:
            return tr("caesar_xl.ui.btn.done")
        return tr("caesar_xl.ui.btn.end_phase", phase=tr(f"caesar_xl.phase.{view.phase}"))
    if isinstance(a, R.Claim):
        bal = view.balance(seat)
        move = tr("caesar_xl.ui.race.move", before=lean_short(tr, bal),
                  after=lean_short(tr, bal + R.political_of(a.card)))
        pay = R.CARDS[a.card].get("condition", {}).get("pay", 0)
        return tr("caesar_xl.ui.btn.claim_paid" if pay else "caesar_xl.ui.btn.claim", card=card_name(tr, a.card),
                  move=move, n=pay)
    if isinstance(a, R.BuyCard):
        return tr("caesar_xl.ui.btn.buy", n=R.PARAMS["card_buy_cost"])
    if isinstance(a, R.Recruit):
        return tr("caesar_xl.ui.btn.recruit", unit=unit_name(tr, a.kind, a.grade), place=place_name(tr, a.place),
                  n=view.recruit_cost(seat, a.kind, a.place, a.grade))
    if isinstance(a, R.Ability):
        return ability_label(tr, a)
    if isinstance(a, R.Diplomacy):
        n = view.diplomacy_cost(seat, a.target, a.source)
        odds = diplomacy_odds(tr, view, seat, a.target)
        if a.source:
            return tr("caesar_xl.ui.btn.diplomacy_from", place=place_name(tr, a.target),
                      source=place_name(tr, a.source), n=n, odds=odds)
        return tr("caesar_xl.ui.btn.diplomacy", place=place_name(tr, a.target), n=n, odds=odds)
    if isinstance(a, R.PlayCard):
        return play_label(tr, view, seat, a, card_name)
    if isinstance(a, R.Tactic):
        return tr("caesar_xl.ui.btn.play", card=card_name(tr, a.card))
    if isinstance(a, R.Pass):
        kind = view.todo[0][0] if view.todo else ""
        if kind == "pontifex":
            return tr("caesar_xl.ui.btn.no_buy")
        if kind == "muster":
            return tr("caesar_xl.ui.btn.stop_muster")
        if kind == "target":                     # (Revolt's second city, Allies Mobilize's next ally, ...)
            return tr("caesar_xl.ui.btn.no_target")
        return tr("caesar_xl.ui.btn.stay" if kind == "retreat" else "caesar_xl.ui.btn.no_card")
    if isinstance(a, R.Target):
        return tr("caesar_xl.ui.btn.target", place=place_name(tr, a.place))
    if isinstance(a, R.Retreat):
        return tr("caesar_xl.ui.btn.retreat", place=place_name(tr, a.place))
    if isinstance(a, R.AssignHit):
        return tr("caesar_xl.ui.btn.hit", unit=unit_name(tr, a.kind, a.grade))
    if isinstance(a, R.Promote):
        return tr("caesar_xl.ui.btn.promote", unit=unit_name(tr, a.kind, a.grade))
    if isinstance(a, R.Fight):
        return tr("caesar_xl.ui.btn.fight", place=place_name(tr, a.place))
    if isinstance(a, R.PaySupply):
        return tr("caesar_xl.ui.btn.pay_supply", n=a.gold)
    if isinstance(a, R.Remove):
        return tr("caesar_xl.ui.btn.remove", unit=unit_name(tr, a.kind, a.grade), place=place_name(tr, a.place))
    if isinstance(a, R.Discard):
        return tr("caesar_xl.ui.btn.discard", card=card_name(tr, a.card))
    if isinstance(a, R.Move):
        return tr("caesar_xl.ui.btn.move", place=place_name(tr, a.path[-1]))
    if isinstance(a, R.Muster):
        return tr("caesar_xl.ui.btn.muster", place=place_name(tr, a.place))
    if isinstance(a, R.Join):
        return tr("caesar_xl.ui.btn.join", unit=unit_name(tr, a.kind, a.grade))
    if isinstance(a, R.Leave):
        return tr("caesar_xl.ui.btn.leave", unit=unit_name(tr, a.kind, a.grade))
    return type(a).__name__


def place_of(a: Any) -> str | None:
    """The place a choice concerns (it is chosen on the map first when the panel is
    full), or ``None``."""
    if isinstance(a, R.Recruit):
        return a.place
    if isinstance(a, R.Diplomacy):
        return a.target
    if isinstance(a, (R.PlayCard, R.Ability)) and (a.target in R.CITY or a.target in R.AREA):
        return a.target
    if isinstance(a, (R.Retreat, R.Target, R.Fight)):
        return a.place
    if isinstance(a, (R.Remove, R.Muster)):
        return a.place
    return None


# ----- leanings and odds (the Forum race's and diplomacy's few words) --------------------
def faction_of(balance: int) -> str:
    """The faction a balance leans to (``"even"`` at 0)."""
    return "populares" if balance > 0 else "optimates" if balance < 0 else "even"


def lean_short(tr: Tr, balance: int) -> str:
    """A balance in a few words: "Optimates 5", "even"."""
    fac = faction_of(balance)
    if fac == "even":
        return tr("caesar_xl.ui.race.even")
    return tr("caesar_xl.ui.race.lean", faction=tr(f"caesar_xl.ui.race.faction.{fac}"), n=abs(balance))


def diplomacy_faces(gold: int, modifier: int) -> tuple[int, int] | None:
    """The die faces that succeed (the roll plus ``modifier`` must beat ``gold``), as
    (lowest, 6), or ``None`` when none does."""
    low = max(1, gold - modifier + 1)
    return (low, 6) if low <= 6 else None


def odds_words(tr: Tr, faces: tuple[int, int] | None) -> str:
    """The die faces that succeed (:func:`diplomacy_faces`) in words."""
    if faces is None:
        return tr("caesar_xl.ui.odds.never")
    if faces[0] <= 1:
        return tr("caesar_xl.ui.odds.always")
    if faces[0] == 6:
        return tr("caesar_xl.ui.odds.face", n=6)
    return tr("caesar_xl.ui.odds.range", lo=faces[0], hi=6)


def diplomacy_odds(tr: Tr, view, seat: int, target: str) -> str:
    """The faces of the die on which ``seat``'s diplomacy in ``target`` succeeds."""
    mod = view.diplomacy_modifier(seat, target) if view.silver else 0
    return odds_words(tr, diplomacy_faces(R.gold_of(target), mod))
