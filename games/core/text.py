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

import hashlib
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
    cat = _table(key)
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

    ``{name:cap}`` opens it with a capital, for words filled in at the start of a sentence:

    >>> "It closes. {p:cap}.".format(p=Said("the shield 4/2 would do as well"))
    'It closes. The shield 4/2 would do as well.'
    """

    def __format__(self, spec: str) -> str:
        if spec == "keep":
            return str(self).replace(" ", "\u00a0")
        if spec == "cap":
            return self[:1].upper() + self[1:]
        return format(str(self), spec)


#: words a save kept for sentences today's catalogue says otherwise or no more, per language, by
#: their kept key (:func:`in_kept_words`): ``<old key>@<digest of the kept words>``, so two saves keeping
#: different words for one key never meet
_kept: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}


def _table(key: str) -> dict[str, dict[str, str]]:
    """The words ``key`` is said in: the catalogue's, else those a save kept (:func:`in_kept_words`)."""
    cat = catalogue()
    return _kept if key not in cat["en"] and key in _kept["en"] else cat


def _fits(key: str, params: Mapping[str, Any], table: Mapping[str, Mapping[str, str]]) -> bool:
    """True when ``table`` (words per language, by key) has ``key`` and its ``params`` fill every
    place its texts leave (a sentence among them stands as a word)."""
    if key not in table.get("en", {}):
        return False
    values = {k: Said("-") if isinstance(v, (Msg, list, tuple)) else v for k, v in params.items()}
    for words in table.values():
        for k in (key, key + ".one"):
            try:
                if words.get(k) is not None:
                    words[k].format(**values)
            except (KeyError, IndexError, ValueError, TypeError, AttributeError):
                return False
    return True


def _inner(v: Any) -> list["Msg"]:
    return [v] if isinstance(v, Msg) else [x for x in v if isinstance(x, Msg)] if isinstance(v, (list, tuple)) else []


def sayable(msg: "Msg") -> bool:
    """True when ``msg`` can be said whole in every language: its key (and the key of every
    sentence among its parameters) is in the catalogue (or among the words a save kept,
    :func:`in_kept_words`), and its parameters fill every place the texts leave. A sentence kept in an
    older save may fail this when its words have changed since (a key gone, a parameter
    renamed): shown, it would read as a raw key or a ``{cost}`` left in the text.

    >>> sayable(Msg("core.seat_default", {"n": 1})), sayable(Msg("core.seat_default"))
    (True, False)
    >>> sayable(Msg("no.such.key"))
    False
    """
    return _fits(msg.key, msg.params, _table(msg.key)) \
        and all(sayable(x) for v in msg.params.values() for x in _inner(v))


def words_of(msgs: Any) -> dict[str, dict[str, str]]:
    """Today's words of every sentence in ``msgs`` (a :class:`Msg` or a list of them), by key and
    language, with the ``.one`` forms: what a save keeps beside its sentences, so that they
    are said in these words once the catalogue has changed (:func:`in_kept_words`).

    >>> words_of(Msg("core.seat_default", {"n": 1}))["core.seat_default"]["en"]
    'Player {n}'
    """
    out: dict[str, dict[str, str]] = {}
    for m in parts(msgs):
        if isinstance(m, Msg) and m.key not in out:
            table = _table(m.key)
            for k in (m.key, m.key + ".one"):
                said = {lang: table[lang][k] for lang in LANGS if k in table.get(lang, {})}
                if said:
                    out[k] = said
    return out


def in_kept_words(msg: "Msg", words: Mapping[str, Mapping[str, str]]) -> "Msg":
    """``msg`` with each sentence today's catalogue no longer says (its key gone, a parameter
    renamed) said in ``words`` instead, the words kept with it (:func:`words_of`) when they fit
    it: keyed ``<key>@<digest>``, whose words :func:`tr` finds while the program runs, and
    which :func:`words_of` keeps again. A sentence today's words say is left as it is.

    >>> old = Msg("gone.key", {"n": 2})
    >>> in_kept_words(old, {"gone.key": {"en": "{n} left", "ja": "残り{n}"}}).render("ja")
    '残り2'
    """
    params = {k: in_kept_words(v, words) if isinstance(v, Msg)
              else [in_kept_words(x, words) if isinstance(x, Msg) else x for x in v] if isinstance(v, (list, tuple)) else v
              for k, v in msg.params.items()}
    key = msg.key
    if not _fits(key, params, _table(key)) and key in words:
        base = key.split("@")[0]
        said = {k: dict(words[k]) for k in (key, key + ".one") if k in words}
        new = f"{base}@{hashlib.sha1(json.dumps(said, sort_keys=True).encode()).hexdigest()[:10]}"
        table = {lang: {new + k[len(key):]: w[lang] for k, w in said.items() if lang in w} for lang in LANGS}
        if _fits(new, params, table):
            for lang in LANGS:
                _kept[lang].update(table[lang])
            key = new
    return Msg(key, params)


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
