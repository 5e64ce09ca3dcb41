"""What the "since your last turn" summary of Caesar XL says of events and of a long turn: an
event says its outcome (the Ides of March's die and who died or lived, what the Barbarian
Invasion Table gave, what Treachery did to the stack), a city left with no unit or alliance
marker says it is no one's now (the map shows no disc there either), and a long summary cut
to "… and N more" keeps the battles and the cities taken."""
from __future__ import annotations

import pytest

from games.caesar_xl import components as C
from games.caesar_xl import rules as R
from games.caesar_xl.tests.xl_positions import CHANCE, position, put
from games.caesar_xl.turn_story import city_lines, since_last_turn, summary

NAMES = ["Livia", "Marcus"]


def _note(key, seat, place=""):
    return R.Note(key, seat, place, "", 0)


class Turn:
    """Caesar's turn played on a position by hand, between the two Forum phases that bound it
    for the summary Pompey reads when his turn begins."""

    def __init__(self, s):
        self.s = s
        self.actions: list[tuple] = [(R.CAESAR, R.EndPhase())]
        self.events: list[list] = [[_note("phase_forum", R.CAESAR)]]

    def act(self, seat, action) -> list:
        events = self.s.apply(seat, action)
        self.actions.append((seat, action))
        self.events.append(events)
        return events

    def said(self, lang: str, places=()) -> list[str]:
        actions = self.actions + [(R.CAESAR, R.EndPhase())]
        events = self.events + [[_note("phase_forum", R.POMPEY)]]
        return [m.render(lang, NAMES) for m in since_last_turn(actions, events, R.POMPEY, places)]


def _drawn(card: str, *pieces) -> Turn:
    s = position(phase="forum", gold=(10, 10))
    for seat, place, kind in pieces:
        put(s, seat, place, kind)
    turn = Turn(s)
    turn.act(R.CAESAR, R.EndPhase())
    turn.act(CHANCE, R.DrawCard(R.CAESAR, card))
    return turn


@pytest.mark.parametrize("roll, lang, words", [
    (1, "en", "Ides of March: the die for Pompey shows 1, and he is assassinated."),
    (5, "en", "Ides of March: the die for Pompey shows 5, and he lives."),
    (1, "ja", "3月15日：ポンペイウスのダイスの目は1、暗殺される。")])
def test_the_ides_of_march_says_the_die_and_who_died_or_lived(roll, lang, words):
    turn = _drawn("ides_of_march", (R.POMPEY, "roma", "pompey"), (R.POMPEY, "roma", "legion"))
    turn.act(CHANCE, R.Roll(roll))
    assert words in turn.said(lang), turn.said(lang)


@pytest.mark.parametrize("lang, words", [("en", "Barbarian Invasion Table, roll 7. Pax: no invasion."),
                                         ("ja", "蛮族侵入表の出目は7。平和：侵入なし。")])
def test_barbarians_at_the_frontier_say_what_the_table_gave(lang, words):
    turn = _drawn("barbarian_invasion")
    turn.act(CHANCE, R.Roll(7))
    assert words in turn.said(lang), turn.said(lang)


@pytest.mark.parametrize("lang, words", [
    ("en", [("Treachery in Athenae: the roll of 4 reaches the sword strength of 4 there, so Marcus's whole stack there "
             "deserts."),
            "Marcus loses 2 legions in Athenae to Treachery."]),
    ("ja", ["アテナエの背信：ダイスの目4がそこの剣戦力4に届き、Marcusのその集団はすべて寝返る。",
            "Marcusはアテナエで背信により2個レギオンを失う。"])])
def test_treachery_says_what_it_did_to_the_stack_and_the_units_lost(lang, words):
    s = position(phase="purchase", gold=(10, 10), hands=(("treachery",), ()))
    put(s, R.POMPEY, "athenae", "legion")
    put(s, R.POMPEY, "athenae", "legion")
    turn = Turn(s)
    turn.act(R.CAESAR, R.PlayCard("treachery", "athenae"))
    turn.act(CHANCE, R.Roll(4))
    said = turn.said(lang)
    assert said[1:3] == words, said         # (after the card played, in the order it happened)


def test_treachery_that_the_owner_pays_unit_by_unit_names_the_units_chosen():
    """A roll below the stack's swords: its owner picks the units; the summary names them."""
    s = position(phase="purchase", gold=(10, 10), hands=(("treachery",), ()))
    for kind in ("legion", "legion", "ally", "ally"):
        put(s, R.POMPEY, "athenae", kind)
    turn = Turn(s)
    turn.act(R.CAESAR, R.PlayCard("treachery", "athenae"))
    turn.act(CHANCE, R.Roll(3))
    while s.todo and s.todo[0][0] == "treachery":
        seat = s.to_act()[0]
        turn.act(seat, s.legal_actions(seat)[0])
    said = turn.said("en")
    assert said == ["Livia plays Treachery on Athenae.",
                    ("Treachery in Athenae: the roll of 3 is under the sword strength of 6 there, so Marcus loses units "
                     "worth up to 3 swords."),
                    "Marcus loses a legion and an ally in Athenae to Treachery."], said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_line_the_summary_may_say_has_two_colons(lang):
    """"Battle in Roma: Livia wins (units lost: …)" and "…, roll 7: Pax: no invasion." read as
    a list in a list: each line of the summary says its one thing after one colon at most."""
    from games.caesar_xl.turn_story import SAID
    from games.core.text import catalogue
    cat = catalogue()[lang]
    keys = [f"caesar_xl.ev.{k}" for k in SAID] + [k for k in cat if k.startswith("caesar_xl.turn.story.")]
    keys += [k + ".one" for k in keys if k + ".one" in cat]
    twice = [(k, cat[k]) for k in keys if k in cat and cat[k].count(":") + cat[k].count("：") > 1]
    assert not twice, twice
    table = cat["caesar_xl.turn.story.table"]
    inner = [k for k in keys if k.split(".")[-1] in ("no_invasion", "invasion", "invasion_conquered", "invasion_held")]
    joined = [(k, table.replace("{what}", cat[k])) for k in inner]
    assert not [j for j in joined if j[1].count(":") + j[1].count("：") > 1], joined


@pytest.mark.parametrize("lang, words", [
    ("en", "No one holds Aquileia now: no unit or alliance marker of Marcus is left there."),
    ("ja", "アクィレイアは誰の支配でもなくなった：Marcusのユニットも同盟マーカーも残っていない。")])
def test_a_city_marched_out_of_is_no_ones_and_the_map_shows_no_disc(lang, words):
    s = position(phase="march", active=R.POMPEY, gold=(10, 10))
    put(s, R.POMPEY, "aquileia", "legion")
    before = {"aquileia": s.controller("aquileia")}
    move = next(a for a in s.legal_actions(R.POMPEY) if isinstance(a, R.Move) and not a.fleet)
    s.apply(R.POMPEY, move)
    assert s.controller("aquileia") is None and "aquileia" not in s.markers   # (no disc nor ring on the map)
    lines = city_lines(before, {"aquileia": s.controller("aquileia")})
    assert [m.render(lang, NAMES) for m in lines] == [words]


def test_a_long_summary_is_cut_at_its_marches_never_at_a_battle_or_a_city_taken():
    places = [p for p in C.CITY if p != "roma"][:25]
    actions, events = [(R.CAESAR, R.EndPhase())], [[_note("phase_forum", R.CAESAR)]]
    for i in range(24):                         # 24 marches, each between other places
        actions.append((R.CAESAR, R.Move((i,), (places[i + 1],), False)))
        events.append([R.Marched(R.CAESAR, places[i], (places[i + 1],), False, ("legion",), ("standard",))])
    actions.append((R.CAESAR, R.EndPhase()))
    events.append([_note("battle", R.CAESAR, "roma"), _note("eliminated_legion", R.POMPEY, "roma"),
                   _note("battle_won", R.CAESAR, "roma")])
    actions.append((R.CAESAR, R.EndPhase()))
    events.append([_note("phase_forum", R.POMPEY)])
    taken = city_lines({"roma": R.POMPEY}, {"roma": R.CAESAR})
    _title, shown, _close = summary(since_last_turn(actions, events, R.POMPEY, taken))
    said = [m.render("en", NAMES) for m in shown]
    assert said[-3:-1] == ["Livia wins the battle of Roma; units lost: Livia 0, Marcus 1.",
                           "Livia takes Roma from Marcus."], said   # (kept, in their place: after the marches)
    assert said[-1].startswith("… and"), said[-1]
    assert said[0].startswith("Livia marches"), said[0]


def test_treachery_against_a_single_sword_says_no_plural_of_one():
    """"the die shows 4 against 1 swords" was read: the stack's swords are said as a strength."""
    from games.core.text import tr
    for key in ("caesar_xl.ev.treachery_all", "caesar_xl.ev.treachery_some"):
        text = tr(key, "en", place="Athenae", n=4, m=1, seat="Marcus")
        assert "1 swords" not in text and "sword strength of 1" in text, text
