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
from .scene_words import card_name, lean_short

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


def round_words(tr: Tr, n: int, steps: dict, names: tuple[str, str]) -> str:
    """A round before the last, in words: each step thrown with each side's hits, the
    attacker's name first ("Round 1, light hits: Livia 0, Marcus 1; heavy hits: ...")."""
    said = [tr(f"caesar_xl.ui.fight.step_hits.{s}", att=names[0], dfn=names[1], a=sum(steps[s]["hit"][0]),
               d=sum(steps[s]["hit"][1]), n=sum(steps[s]["hit"][0])) for s in ("light", "heavy") if s in steps]
    return tr("caesar_xl.ui.fight.round_before", round=n, steps=tr("caesar_xl.ui.fight.step_sep").join(said))


def history_lines(tr: Tr, rounds: dict, names: tuple[str, str], fits: Callable[[str], bool],
                  wrap: Callable[[str], list[str]]) -> list[str]:
    """Every round before the last, in words on one line when it ``fits``, else each round's
    hits in short ("Hits, Livia – Marcus: round 1 light 0–1; heavy 2–1 · round 2 ..."),
    wrapped (the first round was cut to "…" when they did not fit)."""
    before = sorted(rounds)[:-1]
    if not before:
        return []
    full = " · ".join(round_words(tr, n, rounds[n], names) for n in before)
    if fits(full):
        return [full]
    short = [tr("caesar_xl.ui.fight.round_short", round=n, steps=tr("caesar_xl.ui.fight.step_sep").join(
        tr(f"caesar_xl.ui.fight.step_short.{s}", a=sum(rounds[n][s]["hit"][0]), d=sum(rounds[n][s]["hit"][1]))
        for s in ("light", "heavy") if s in rounds[n])) for n in before]
    return wrap(tr("caesar_xl.ui.fight.rounds_short", att=names[0], dfn=names[1], rounds=" · ".join(short)))


def fallen(rep: dict, events, before, after, tr: Tr) -> None:
    """Keep in the battle's story ``rep`` what the action that ended it did beyond the dice:
    the leaders left with no troops who fell with them (by side, from its ``events``), and each
    side's Forum balance ``before`` it and ``after`` it, when the deaths moved it."""
    fell: list[list[str]] = [[], []]
    for ev in events:
        if isinstance(ev, R.Note) and ev.key == "leader_died" and ev.place == rep["place"] \
                and ev.seat in (rep["att"], rep["dfn"]):
            fell[0 if ev.seat == rep["att"] else 1].append(card_name(tr, ev.card))
    rep["fell"] = fell
    rep["forum"] = [(s, before.balance(s), after.balance(s)) for s in (R.CAESAR, R.POMPEY)
                    if before is not None and after is not None and after.balance(s) != before.balance(s)]


def end_words(tr: Tr, rep: dict, name_of: Callable[[int], str]) -> list[str]:
    """The sentences of a battle's end beyond its winner: the leaders who fell because no
    troops were left, and the Forum balances their deaths moved."""
    out = []
    for k, names in enumerate(rep.get("fell") or ()):
        if names:
            side = rep["att"] if k == 0 else rep["dfn"]
            out.append(tr("caesar_xl.ui.fight.leaders_fall", seat=name_of(side),
                          names=tr("caesar_xl.ui.fight.name_sep").join(names), n=len(names)))
    for side, was, now in rep.get("forum") or ():
        out.append(tr("caesar_xl.ui.fight.forum_moved", seat=name_of(side), before=lean_short(tr, was),
                      after=lean_short(tr, now)))
    return out


def empty_row_words(tr: Tr, gone: bool) -> str:
    """What a side's step row says when the battle ended before the step: the side was
    eliminated before it fired (``gone``), or the battle was over before its turn came."""
    return tr("caesar_xl.ui.fight.eliminated" if gone else "caesar_xl.ui.fight.ended_first")
