"""CAESAR!'s pieces as data: the seats, the influence tokens, the control markers, and the
names of provinces, border spaces, bonuses and tokens for the log.

The counts come from ``data/components.json``, read on first use (:func:`influence_tokens`,
:func:`basic_tokens`, :func:`centurion_tokens`, :func:`markers_each`, :func:`components`) and
kept in a cache of :mod:`games.core.caches`; the board (provinces and border spaces) is
:func:`.topology.load_topology`, read on first use too.

>>> influence_tokens()["sword51"].hi, influence_tokens()["sword51"].lo, markers_each()
(5, 1, 12)
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.caches import kept
from ..core.text import Msg
from . import EXPANSIONS
from .topology import load_topology

GAME = "seize_rome"
CAESAR, POMPEY = 0, 1
#: a token or a value another seat may not see
HIDDEN = "?"
#: the bonus kinds, in the order the screens list them
BONUS_KINDS = ("senate", "tactics", "wealth", "might", "poison", "centurion")


# ----------------------------------------------------------------------------
# data

def _load(name: str) -> dict:
    with open(Path(__file__).resolve().parent / "data" / name, encoding="utf-8") as fh:
        return json.load(fh)



@dataclass(frozen=True)
class Token:
    """An influence token: ``code`` names it; ``hi``/``lo`` its two values (``hi >= lo``);
    ``fits`` the border icons it may go on; ``centurion`` for the expansion's tokens.

    >>> toks = influence_tokens()
    >>> toks["ship51"].fits, toks["laurel22"].symmetric, sorted(toks["c_shield_or_ship44"].fits)
    (frozenset({'ship'}), True, ['shield', 'ship'])
    """

    code: str
    icon: str
    hi: int
    lo: int
    fits: frozenset
    centurion: bool

    @property
    def symmetric(self) -> bool:
        """Both values equal: the two ways of turning it are the same."""
        return self.hi == self.lo

    def msg(self) -> Msg:
        """The token's name, the same in the log, the reasons and the rest of the screen: its
        icon and its values ("the shield 5/1"; :func:`placement_msg` says where it went)."""
        key = "seize_rome.token_centurion" if self.centurion else "seize_rome.token"
        return Msg(key, {"icon": Msg(f"seize_rome.icon.{self.icon}"), "hi": self.hi, "lo": self.lo})


def _token(d: dict, centurion: bool) -> Token:
    hi, lo = max(d["values"]), min(d["values"])
    code = ("c_" if centurion else "") + f"{d['icon']}{hi}{lo}"
    return Token(code, d["icon"], hi, lo, frozenset(d["fits"]), centurion)


#: what ``data/components.json`` says and the tokens made from it, filled on first use
_READ: dict[str, Any] = kept("seize_rome.components")


def _read() -> dict[str, Any]:
    """The components, read from ``data/components.json`` the first time (and after a reset)."""
    if not _READ:
        data = _load("components.json")
        basic = [_token(d, False) for d in data["influence_tokens"]["basic_per_player"]]
        centurions = [_token(d, True) for d in data["influence_tokens"]["centurion_per_player"]]
        _READ.update(json=data, tokens={t.code: t for t in basic + centurions},
                     basic=tuple(t.code for t in basic), centurions=tuple(t.code for t in centurions))
    return _READ


def components() -> dict[str, Any]:
    """``data/components.json`` as read (the bonus tokens' counts, the markers, the tokens)."""
    return (_READ or _read())["json"]


def influence_tokens() -> dict[str, Token]:
    """Every influence token by its code, the Centurion expansion's included."""
    return (_READ or _read())["tokens"]


def basic_tokens() -> tuple[str, ...]:
    """The codes of the tokens each player's bag starts with."""
    return (_READ or _read())["basic"]


def centurion_tokens() -> tuple[str, ...]:
    """The codes of the Centurion expansion's tokens each player keeps beside the board."""
    return (_READ or _read())["centurions"]


def markers_each() -> int:
    """The control markers each player has."""
    return components()["control_markers"]["per_player"]


def province_msg(pid: str) -> Msg:
    """A province's name."""
    return Msg(f"seize_rome.province.{pid}")


def border_msg(bid: str) -> Msg:
    """A border space's name: the two provinces it joins."""
    a, b = load_topology().border(bid).provinces
    return Msg("seize_rome.border", {"a": province_msg(a), "b": province_msg(b)})


def bonus_msg(kind: str) -> Msg:
    """A bonus token's name."""
    return Msg(f"seize_rome.bonus.{kind}")


def token_msg(code: str) -> Msg:
    """A token's name, or "a hidden token"."""
    toks = influence_tokens()
    return toks[code].msg() if code in toks else Msg("seize_rome.token_hidden")


def placement_msg(code: str, border: str, toward: str, key: str = "seize_rome.placing") -> Msg:
    """A token placed face up as a player says it, in the log and the reasons alike: the token
    (:meth:`Token.msg`), the border, and the province its higher value faces ("the shield 5/1
    on the border Asia–Syria, with 5 toward Syria"; of a token with two equal values, no side).
    ``key`` the words around them (``_even`` added for equal values)."""
    t = influence_tokens()[code]
    params = {"name": t.msg(), "border": border_msg(border), "hi": t.hi, "toward": province_msg(toward)}
    return Msg(key + ("_even" if t.symmetric else ""), params)


def expansion_flags(expansions: str) -> tuple[bool, bool, bool]:
    """``(poison, centurion, border_control)`` of an ``expansions`` option value.

    >>> expansion_flags("base"), expansion_flags("centurion_border"), expansion_flags("all")
    ((False, False, False), (False, True, True), (True, True, True))
    """
    if expansions not in EXPANSIONS:
        raise ValueError(f"unknown expansions {expansions!r}")
    if expansions == "all":
        return (True, True, True)
    return ("poison" in expansions, "centurion" in expansions, expansions.endswith("_border"))
