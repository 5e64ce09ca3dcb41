"""The English/Japanese text catalogue.

Every string a player reads comes from here. Catalogues are JSON files named
``text_<lang>.json`` (and ``scene_text_<lang>.json`` for a board's own words)
that live beside the code that uses them: the suite's own in ``games/app`` and
``games/core``, each game's in its package. Keys are
namespaced (``core.``, ``app.``, ``caesar.`` ...). Everything is loaded once.

A :class:`Msg` is a key with parameters; it renders late, in the language of
the moment, so log entries switch language with the settings. A parameter whose
name starts with ``seat`` is a seat index and renders as that seat's name.

>>> Msg("core.seat_default", {"n": 2}).render("en")
'Player 2'
>>> Msg("core.seat_default", {"n": 2}).render("ja")
'プレイヤー2'
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping, Sequence

LANGS = ("en", "ja")
_ROOT = Path(__file__).resolve().parent.parent
_catalogue: dict[str, dict[str, str]] | None = None
#: more package folders whose packages bring catalogues (games found elsewhere, see :func:`add_root`)
_roots: list[Path] = []


def catalogue() -> dict[str, dict[str, str]]:
    """All keys of all catalogues, per language (loaded on first use): every
    ``<package>/*text_<lang>.json`` of ``games/`` and of the folders given to :func:`add_root`."""
    global _catalogue
    if _catalogue is None:
        cat: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
        for lang in LANGS:
            for root in [_ROOT, *_roots]:
                for path in sorted(root.glob(f"*/*text_{lang}.json")):
                    with open(path, encoding="utf-8") as fh:
                        cat[lang].update(json.load(fh))
        _catalogue = cat
    return _catalogue


def add_root(root: Path) -> None:
    """Also read the catalogues of the packages in the folder ``root`` (the registry calls
    it for a folder of games it searches); the catalogue is read again on next use."""
    global _catalogue
    _roots.append(Path(root))
    _catalogue = None


def remove_root(root: Path) -> None:
    """Undo :func:`add_root`."""
    global _catalogue
    _roots.remove(Path(root))
    _catalogue = None


#: the parameters that count something: a key ``<key>.one`` is its words for a count of 1
COUNTS = ("n", "count")


def tr(key: str, lang: str = "en", **params: Any) -> str:
    """Translate ``key`` into ``lang`` and fill in ``params``.

    Missing keys fall back to English, then to the key itself, so a gap shows
    up on screen instead of crashing (a test checks there are none). When a count
    parameter (:data:`COUNTS`) is 1 and the catalogue has ``<key>.one``, that
    text is used: "{n} more hits" / "{n} more hit" live in the catalogue.
    """
    cat = catalogue()
    one = any(params.get(c) == 1 and not isinstance(params.get(c), bool) for c in COUNTS)
    mine, en = cat.get(lang, {}), cat["en"]
    text = (one and mine.get(key + ".one")) or mine.get(key) or (one and en.get(key + ".one")) or en.get(key) or key
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


class Said(str):
    """A parameter rendered from a nested :class:`Msg` (a name, mostly). A catalogue text may
    write it ``{name:keep}`` to keep it whole on one line: its spaces become no-break spaces
    (a value and its two-word province stay together in a wrapped log line).

    >>> "{p} / {p:keep}".format(p=Said("Gallia Cisalpina"))
    'Gallia Cisalpina / Gallia\xa0Cisalpina'
    """

    def __format__(self, spec: str) -> str:
        if spec == "keep":
            return str(self).replace(" ", "\u00a0")
        return format(str(self), spec)


def sayable(msg: "Msg") -> bool:
    """True when ``msg`` can be said whole in every language: its key (and the key of every
    sentence among its parameters) is in the catalogue, and its parameters fill every place
    the catalogue's texts leave. A sentence kept in an older save may fail this when its
    words have changed since (a key gone, a parameter renamed): shown, it would read as a
    raw key or a ``{cost}`` left in the text.

    >>> sayable(Msg("core.seat_default", {"n": 1})), sayable(Msg("core.seat_default"))
    (True, False)
    >>> sayable(Msg("no.such.key"))
    False
    """
    cat = catalogue()
    if msg.key not in cat["en"]:
        return False
    values: dict[str, Any] = {}
    for k, v in msg.params.items():
        inner = [v] if isinstance(v, Msg) else [x for x in v if isinstance(x, Msg)] if isinstance(v, (list, tuple)) else []
        if not all(sayable(x) for x in inner):
            return False
        values[k] = Said("-") if isinstance(v, (Msg, list, tuple)) else v
    for words in cat.values():
        for key in (msg.key, msg.key + ".one"):
            text = words.get(key)
            try:
                if text is not None:
                    text.format(**values)
            except (KeyError, IndexError, ValueError, TypeError):
                return False
    return True


@dataclass(frozen=True)
class Msg:
    """A sentence not yet in any language: a catalogue key and its parameters.

    Parameters are plain JSON values. Names starting with ``seat`` are seat
    indices; :meth:`render` replaces them by ``names[i]`` (or "Player i+1").
    A parameter that is itself a ``Msg`` renders too (as a :class:`Said`, which
    ``{name:keep}`` keeps on one line).
    """

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def render(self, lang: str = "en", names: Sequence[str] | None = None) -> str:
        """The sentence in ``lang``, with seat names from ``names``."""
        out: dict[str, Any] = {}
        for k, v in self.params.items():
            if isinstance(v, Msg):
                out[k] = Said(v.render(lang, names))
            elif k.startswith("seat") and isinstance(v, int):
                out[k] = seat_name(v, names, lang)
            elif isinstance(v, (list, tuple)) and v and all(isinstance(x, Msg) for x in v):
                sep = "、" if lang == "ja" else ", "
                out[k] = sep.join(x.render(lang, names) for x in v)
            else:
                out[k] = v
        return tr(self.key, lang, **out)

    def to_json(self) -> dict:
        """A JSON-ready form (nested messages included)."""
        def enc(v):
            if isinstance(v, Msg):
                return {"$msg": v.to_json()}
            if isinstance(v, (list, tuple)):
                return [enc(x) for x in v]
            return v
        return {"key": self.key, "params": {k: enc(v) for k, v in self.params.items()}}

    @staticmethod
    def from_json(data: dict) -> "Msg":
        """Inverse of :meth:`to_json`."""
        def dec(v):
            if isinstance(v, dict) and "$msg" in v:
                return Msg.from_json(v["$msg"])
            if isinstance(v, list):
                return [dec(x) for x in v]
            return v
        return Msg(data["key"], {k: dec(v) for k, v in data.get("params", {}).items()})


def game_key(game: str, name: str) -> str:
    """The catalogue key of the shared words ``app.<name>`` as a game may say them its own way
    (``<game>.<name>``, when its catalogue has it): Caesar XL's chart counts the gold of cities,
    not a score.

    >>> game_key("caesar_xl", "end.chart"), game_key("imperium", "end.chart")
    ('caesar_xl.end.chart', 'app.end.chart')
    """
    own = f"{game}.{name}"
    return own if own in catalogue()["en"] else f"app.{name}"


def parts(said: Any) -> Iterator[Any]:
    """Every sentence and every plain value inside ``said`` (a :class:`Msg`, a list of them or a
    value), the outer first: what a reason names, for a board that keeps those places in sight.

    >>> [p.key if isinstance(p, Msg) else p for p in parts(Msg("a", {"b": Msg("c", {"n": 2}), "d": ["x"]}))]
    ['a', 'c', 2, 'x']
    """
    if isinstance(said, Msg):
        yield said
        for v in said.params.values():
            yield from parts(v)
    elif isinstance(said, (list, tuple)):
        for v in said:
            yield from parts(v)
    elif said is not None:
        yield said


def seat_name(seat: int, names: Sequence[str] | None, lang: str = "en") -> str:
    """The display name of ``seat``."""
    if names is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return tr("core.seat_default", lang, n=seat + 1)
