"""The pieces Imperium's reasons share (:mod:`.explain` words them, :mod:`.explain_loss` adds
the warning of a region the rival may win back): the hard player's prediction of the others'
face-down selections from one seat's view, how many of a selection's markers reach a region,
how long a reason may be in the advice bubble, and a reason's shorter forms. Both modules import
this one, never each other's insides the other way round.
"""
from __future__ import annotations

import random
import unicodedata

from ..core.explain import view_seed
from ..core.text import Msg
from .ai import HardPlayer, beliefs_from, predicted_choices
from .rules import State

WHY = "imperium.why."
#: the widths (in full-width characters, :func:`_width`) a reason keeps to, so that it reads in
#: three lines of the advice bubble after "Why: " / 「理由：」, with these names (:func:`fits`)
FITS = {"en": 58.0, "ja": 51.0}
NAMES = {"en": "Marcus", "ja": "マルクス"}
#: the chance of a tie in the region counted now from which a reason says it plainly, and from
#: which it calls it likely (below, "unless" the rival adds what it needs)
TIE_RISK, TIE_LIKELY = 0.25, 0.5


def predictions(view: State, seat: int, width: int | None = None) -> tuple[HardPlayer, dict]:
    """The hard player (``width`` candidates, else its own number) seeded for the view, with
    its beliefs rebuilt from the public record, and its predictions of each other seat's
    face-down selection this round (:func:`~games.imperium.ai.predicted_choices`)."""
    seed = view_seed(view, seat)
    p = HardPlayer(seed) if width is None else HardPlayer(seed, width=width)
    p.beliefs = beliefs_from(view, seat, random.Random(seed + 1), p.temperature, p.rate)
    preds = {o: predicted_choices(view, seat, o, p.rng, p.samples, p.temperature)
             for o in range(view.n_seats) if o != seat}
    return p, preds


def placed_count(sel: tuple, region: int, supply: int) -> int:
    """The markers of selection ``sel`` that reach ``region`` with ``supply`` markers left."""
    return (sel if supply >= len(sel) else sel[:supply]).count(region)


def _width(text: str) -> float:
    """A text's width in full-width characters (a Latin letter, digit or space is half)."""
    return sum(1.0 if unicodedata.east_asian_width(c) in "WF" else 0.5 for c in text)


def fits(why: Msg, lines: int = 3) -> bool:
    """True when ``why`` reads in three lines (or ``lines``) of the advice bubble in both
    languages, by its length with names of an ordinary length (:data:`FITS`): a second half
    that would make a fourth line is left out (the first half says what the markers do)."""
    return all(_width(why.render(lang, [name] * 5)) <= FITS[lang] * lines / 3 for lang, name in NAMES.items())


def unless_clause(m: Msg) -> Msg | None:
    """The first "unless" clause in ``m`` (the rival who could still draw level), or ``None``."""
    if m.key == WHY + "unless":
        return m
    return next((u for v in m.params.values() if isinstance(v, Msg) for u in [unless_clause(v)] if u is not None), None)


def _without_also(main: Msg) -> Msg:
    """``main`` with its first half alone (no lead elsewhere)."""
    if "also" not in main.params:
        return main
    return Msg(main.key.replace("_also", ""), {"regions": main.params["regions"], "why": main.params["why"]})


def shorter_forms(why: Msg) -> list[Msg]:
    """``why`` and its shorter forms, longest first: without a flag's clause, without the
    second half, without the lead the rest of the lay takes elsewhere."""
    out = [why]
    if why.key == WHY + "plus":
        why = why.params["reason"]
        out.append(why)
    if "vs" in why.params:
        why = Msg(WHY + "just", {"what": why.params["what"]})
        out.append(why)
    what = why.params.get("what")
    if isinstance(what, Msg) and "also" in what.params:
        out.append(Msg(why.key, dict(why.params, what=_without_also(what))))
    return out
