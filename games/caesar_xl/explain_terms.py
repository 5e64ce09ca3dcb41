"""Caesar XL: the small vocabulary of the computer's reasons, shared by :mod:`.explain_words` (what
a move achieves) and :mod:`.explain_cards` (what a card gains on a place): chances said truly in
bands, a Forum balance, names joined in a list, a stack's swords and the enemy stack that threatens
a place.

>>> often(0.996).render("en"), level(0.3).render("en")
('almost surely', '30%')
"""
from __future__ import annotations

from ..core.text import Msg
from .ai_eval import march_reach
from .components import swords_of
from .rules import State

WHY = "caesar_xl.why."
def pct(p: float) -> int:
    """A chance as a whole percentage (for the words)."""
    return int(round(100 * p))


def band(p: float) -> int | str:
    """A chance as the words can say it truly: ``"sure"`` above 99.5%, ``"never"`` under 0.5%, else
    the whole percentage (1 to 99), so no battle that can be lost reads "100%".

    >>> band(0.996), band(0.994), band(0.004), band(0.3)
    ('sure', 99, 'never', 30)
    """
    return "sure" if p >= 0.995 else "never" if p < 0.005 else pct(p)


def often(p: float) -> Msg:
    """How often a battle is won: "85% of the time", "almost surely", "hardly ever"."""
    b = band(p)
    return Msg(WHY + "often." + b) if isinstance(b, str) else Msg(WHY + "often", {"n": b})


def level(p: float) -> Msg:
    """A chance to win as a level, for "from ... to ...": "46%", "a near certainty", "next to nothing"."""
    b = band(p)
    return Msg(WHY + "chance." + b) if isinstance(b, str) else Msg(WHY + "chance", {"n": b})


def rises(q: float, p: float) -> bool:
    """Whether the chance ``p`` is higher than ``q`` by at least what the words can show (a change
    within a rounded point, or within "almost surely", is no reason)."""
    return _rank(band(p)) > _rank(band(q))


def _rank(b: int | str) -> int:
    """A :func:`band` as a number that orders the bands."""
    return -1 if b == "never" else 101 if b == "sure" else int(b)


def lean(balance: int) -> Msg:
    """A Forum balance in words: "Populares 3", "Optimates 7" or "even"."""
    if balance == 0:
        return Msg(WHY + "even")
    faction = "populares" if balance > 0 else "optimates"
    return Msg(WHY + "lean", {"faction": Msg(f"caesar_xl.ui.race.faction.{faction}"), "v": abs(balance)})


def both(msgs) -> Msg:
    """Names joined by "and" ("Pompey and Cato"; three: "A and B and C").

    >>> both([Msg("x"), Msg("y")]).render("en")
    'x and y'
    """
    items = list(msgs)
    out = items[-1]
    for m in reversed(items[:-1]):
        out = Msg("caesar_xl.turn.and", {"a": m, "b": out})
    return out


def listed(msgs) -> Msg:
    """Items joined by commas and a last "and" ("A, B and C").

    >>> listed([Msg("x"), Msg("y"), Msg("z")]).render("en")
    'x, y and z'
    """
    items = list(msgs)
    out = both(items[-2:])
    for m in reversed(items[:-2]):
        out = Msg(WHY + "list", {"a": m, "b": out})
    return out


def side_swords(view: State, units) -> int:
    """The printed swords of ``units`` (combat units and leaders)."""
    return sum(swords_of(view.units[u][1], view.units[u][2]) for u in units)


def strongest_threat(view: State, seat: int, place: str, guard: int = 0) -> tuple[str, int] | None:
    """The enemy stack that can reach ``place`` in one march with more swords than ``guard``:
    ``(where it stands, its counters)``, the strongest such stack first; ``None`` if none."""
    foe = 1 - seat
    best = None
    for p in sorted({t[3] for t in view.units.values() if t[0] == foe}):
        combat = view.combat_at(p, foe)
        if not combat or p == place or place not in march_reach(p, view.silver):
            continue
        sw = side_swords(view, view.pieces_at(p, foe))
        if sw > guard and (best is None or sw > best[0]):
            best = (sw, p, len(view.pieces_at(p, foe)))      # (every counter shown, leaders too)
    return (best[1], best[2]) if best else None
