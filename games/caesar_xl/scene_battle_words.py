"""Caesar XL board: what a unit needs to hit in a battle and why, in words, pure (no pygame).

A unit hits on a die at or under its swords in the battle: its counter's swords (a
veteran's are more), then the tactics played (Triple Line, the Senatus Consultum
Ultimum, the defender's Siege against the attacker) and Labienus with allies. The sum is
the engine's own (``State.swords_in_battle``); :func:`sword_parts` names its parts.

>>> from games.core.text import tr
>>> t = lambda key, **p: tr(key, "en", **p)
>>> needs_words(t, 3), needs_words(t, 1), needs_words(t, 0), needs_words(t, 6)
('1–3', '1', '—', '1–6')
"""
from __future__ import annotations

from typing import Callable

from . import rules as R
from .scene_words import card_name

Tr = Callable[..., str]

#: the tactics and Forum cards that change swords in a battle, with the catalogue key of their effect
BATTLE_CARDS = ("triple_line", "senatus_consultum_ultimum", "siege", "ambush")


def sword_parts(view, u: int) -> tuple[int, list[tuple[str, int]], int]:
    """The swords of unit ``u`` in the battle of ``view``: (its counter's swords, the changes
    as (reason, +/-n), the total the engine uses). A reason is a card id or ``"labienus"``."""
    side, kind, grade, place = view.units[u]
    base = R.swords_of(kind, grade)
    b = view.battle
    own = b["cards"].get(side, ())
    parts: list[tuple[str, int]] = []
    if "triple_line" in own and kind != "ally":
        parts.append(("triple_line", 1))
    if "senatus_consultum_ultimum" in own:
        parts.append(("senatus_consultum_ultimum", 1))
    if kind == "ally" and view.has_leader(side, "labienus") == place:
        parts.append(("labienus", 1))
    s = base + sum(n for _, n in parts)
    enemy = b["cards"].get(b["dfn"] if side == b["att"] else b["att"], ())
    if "siege" in enemy and side == b["att"] and s > 1:
        parts.append(("siege", max(1, s - 1) - s))
        s = max(1, s - 1)
    return base, parts, s


def needs_words(tr: Tr, swords: int) -> str:
    """The faces that hit for a unit of ``swords``: "1-3"; "—" when none does."""
    if swords <= 0:
        return tr("caesar_xl.ui.fight.never")
    if swords == 1:
        return "1"
    return tr("caesar_xl.ui.fight.range", hi=min(6, swords))


def reason_name(tr: Tr, reason: str) -> str:
    return card_name(tr, "labienus" if reason == "labienus" else reason)


def side_reasons(tr: Tr, view, side: int) -> list[str]:
    """Why ``side``'s units in the battle need what they need, once each: the cards and
    leaders that change their swords ("+1 Triple Line (legions, leaders)") and the veterans."""
    b = view.battle
    out: dict[str, None] = {}
    if side == R.BARBARIANS:
        return [tr("caesar_xl.ui.fight.militia", swords=R.PARAMS["militia_swords"])]
    units = view.pieces_at(b["place"], side)
    if any(view.units[u][2] == "veteran" for u in units):
        out[tr("caesar_xl.ui.fight.veteran")] = None
    for u in units:
        for reason, n in sword_parts(view, u)[1]:
            out[tr(f"caesar_xl.ui.fight.why.{reason}", n=f"{n:+d}", card=reason_name(tr, reason))] = None
    return list(out)


def card_effect(tr: Tr, card: str) -> str:
    """A battle card and what it does, for the battle panel: "Siege: the attacker's units -1
    sword (at least 1)"."""
    if card in BATTLE_CARDS:
        return tr(f"caesar_xl.ui.fight.card.{card}", card=card_name(tr, card))
    return card_name(tr, card)


def ambushed(view, side: int) -> bool:
    """``side`` does not fire in this round: the enemy's Ambush in round 1."""
    b = view.battle
    enemy = b["dfn"] if side == b["att"] else b["att"]
    return b["round"] <= 1 and "ambush" in b["cards"].get(enemy, ())
