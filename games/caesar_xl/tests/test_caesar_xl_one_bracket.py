"""One bracket level in every Caesar XL prompt, button and log line: a name that has its own
("Mauretania (Iol)", 「メッサナ（シキリア）」, "Lex Frumentaria (Grain Dole)") once read
"Recruit … in Mauretania (Iol) (2 gold)" and 「メッサナ（シキリア）（3ゴールド）」; a cost or a
Forum step now follows the name after a comma or a colon."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from games.caesar_xl import rules as R
from games.caesar_xl.scene_words import action_label, short_label
from games.caesar_xl.turn_log import merge_log
from games.core.chance import CHANCE, sample
from games.core.record import Record
from games.core.session import Session
from games.core.state import SeatInfo
from games.core.text import tr

HERE = Path(__file__).resolve().parent.parent
SEATS = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "human", None, "blue")]
#: two brackets side by side: "(Iol) (2 gold)", 「（シキリア）（3ゴールド）」
TWO = re.compile(r"\)\s?\(|）（|\)（|）\(")
#: the placeholders a name with a bracket of its own fills (places and cards)
NAMED = r"\{(place|places|target|start|source|via|vias|origins|card|cards)\}"


def _depth(text: str) -> int:
    deepest = depth = 0
    for ch in text:
        depth += ch in "(（"
        depth -= ch in ")）"
        deepest = max(deepest, depth)
    return deepest


def _words_of_a_game(seed: int, steps: int) -> list[str]:
    """The prompt and every button's words of each decision of a game played at random, and its
    log, in both languages."""
    rng = random.Random(seed)
    session = Session(Record("caesar_xl", SEATS, seed=seed, options={"silver": True}))
    said: list[str] = []
    for _ in range(steps):
        st = session.state
        if st.is_over():
            break
        who = st.to_act()[0]
        if who == CHANCE:
            session.act(CHANCE, sample(st.chance_outcomes(), rng))
            continue
        legal, view = st.legal_actions(who), st.view_for(who)
        for lang in ("en", "ja"):
            def t(key, _lang=lang, **params):
                return tr(key, _lang, **params)
            said.append(st.prompt(who).render(lang))
            said += [action_label(t, view, who, a) for a in legal]
            said += [w for w in (short_label(t, view, who, a) for a in legal) if w]
        ends = [a for a in legal if isinstance(a, R.EndPhase)]
        session.act(who, ends[0] if ends and rng.random() < 0.3 else rng.choice(legal))
    for e in merge_log(session.log(None), session.record.actions, session.events):
        said += [e.msg.render("en"), e.msg.render("ja")]
    return said


@pytest.mark.parametrize("seed", [1] + [pytest.param(s, marks=pytest.mark.long) for s in (2, 3, 4)])
def test_no_prompt_button_or_log_line_of_a_game_has_two_brackets_side_by_side(seed):
    said = _words_of_a_game(seed, 900)
    assert len(said) > 1000
    doubled = sorted({w for w in said if TWO.search(w)})
    assert not doubled, doubled[:8]
    nested = sorted({w for w in said if _depth(w) > 1})
    assert not nested, nested[:8]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_name_in_a_catalogue_is_followed_by_a_bracket(lang):
    words: dict[str, str] = {}
    for name in ("text", "scene_text", "turn_text"):
        words.update(json.loads((HERE / f"{name}_{lang}.json").read_text(encoding="utf-8")))
    after = re.compile(NAMED + r"\s?[(（]")
    inside = re.compile(r"[(（][^)）]*" + NAMED)
    bad = {k: v for k, v in words.items() if after.search(v) or inside.search(v)}
    assert not bad, bad


def test_no_reason_of_a_game_has_two_brackets_side_by_side():
    """The computer's reasons and the advice's (said to "you") of a sample of moves of a game
    played at random: one bracket level too."""
    from games.caesar_xl import explain as X
    from games.caesar_xl.explain_you import to_you
    rng = random.Random(2)
    s = R.new_game(2, 2, {"silver": True})
    said: list[str] = []
    for step in range(700):
        if s.is_over():
            break
        who = s.to_act()[0]
        if who == CHANCE:
            s.apply(CHANCE, sample(s.chance_outcomes(), rng))
            continue
        legal = s.legal_actions(who)
        if step % 7 == 0:
            view = s.view_for(who)
            for a in legal[::max(1, len(legal) // 3)][:3]:
                why = X.reason(view, who, a)
                said += [m.render(lang, ["Livia", "Marcus"]) for m in (why, to_you(why, who)) for lang in ("en", "ja")]
        ends = [a for a in legal if isinstance(a, R.EndPhase)]
        s.apply(who, ends[0] if ends and rng.random() < 0.3 else rng.choice(legal))
    assert len(said) > 200
    assert not [w for w in said if TWO.search(w) or _depth(w) > 1]
