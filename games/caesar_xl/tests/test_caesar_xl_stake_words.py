"""Caesar XL: reasons that say what decided a choice, true to the rules and never arguing against
the move they explain ("the veteran legion hits on a roll of 3 or less, as the standard legion
does" of a standard legion that hits on 2; "staying would succeed 54% of the time" under a retreat)."""
import pytest

from games.caesar_xl.explain import _versus
from games.caesar_xl.explain_words import _hit
from games.caesar_xl.rules import PlayCard, Remove, Retreat, Roll
from games.caesar_xl.tests.xl_positions import CAESAR, CHANCE, POMPEY, position, put

NAMES = ["Livia", "Marcus"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_treachery_loss_says_the_swords_it_pays_not_a_false_likeness(lang):
    s = position(hands=(["treachery"], []))
    vet, std, ally = put(s, POMPEY, "athenae", "legion:veteran", "legion", "ally")
    s.apply(CAESAR, PlayCard("treachery", "athenae"))
    s.apply(CHANCE, Roll(3))                          # 3 swords: the veteran alone, or legion and ally
    said = _hit(s.view_for(POMPEY), POMPEY, Remove(vet, "legion", "veteran", "athenae"))
    text = said.render(lang, NAMES)
    assert said.key == "caesar_xl.why.hit_treachery_whole", text
    assert "3" in text and ("Treachery" in text or "背信" in text), text
    assert "as the" not in text and "同じく" not in text, text
    part = _hit(s.view_for(POMPEY), POMPEY, Remove(std, "legion", "standard", "athenae"))
    assert part.key == "caesar_xl.why.hit_treachery_keep", part.render(lang, NAMES)     # (and the ally goes too)


class _Odds:
    """A general whose battle odds are fixed (the words under test, not the dice)."""

    def __init__(self, p):
        self.p = p

    def battle_odds(self, view, seat, cards=()):
        return self.p


def _retreat_view():
    s = position(phase="combat", gold=(0, 0))
    put(s, POMPEY, "nova_carthago", "legion", "legion", "legion")
    put(s, CAESAR, "nova_carthago", "legion", "legion")
    s.battle = {"place": "nova_carthago", "militia": 0, "att": CAESAR, "dfn": POMPEY}
    s.todo = (("retreat", POMPEY),)
    return s.view_for(POMPEY)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_retreat_with_good_odds_to_stay_says_what_outweighed_them(lang):
    view = _retreat_view()
    said = _versus(view, POMPEY, Retreat("messana"), _Odds(0.54))
    text = said.render(lang, NAMES)
    assert said.key == "caesar_xl.why.vs.stay_hold_risk", text
    assert ("54%" in text or "54％" in text) and "3" in text, text
    low = _versus(view, POMPEY, Retreat("messana"), _Odds(0.2))
    assert low.key == "caesar_xl.why.vs.stay_hold", low.render(lang, NAMES)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_gold_kept_against_a_forum_win_says_that_stake_first(lang):
    # Pompey wins at his next Forum phase with Consulship unless Caesar takes Roma this turn: the
    # hard general keeps the gold, and its words say why (not the routine "worth more kept for the
    # Purchase phase")
    from games.caesar_xl.explain import reason
    from games.caesar_xl.explain_you import to_you
    from games.caesar_xl.rules import EndPhase, Recruit
    from games.caesar_xl.tests.test_caesar_xl_ai_race import _pompey_wins_with_consulship
    from games.core.text import tr
    view = _pompey_wins_with_consulship("draw").view_for(CAESAR)
    said = to_you(reason(view, CAESAR, EndPhase()), CAESAR)
    text = said.render(lang, NAMES)
    roma = tr("caesar_xl.city.roma", lang)
    assert said.params["what"].key == "caesar_xl.why.race_first", text
    assert roma in text and "Marcus" in text and text.index("Marcus") < text.index("10"), text
    routine = _pompey_wins_with_consulship("draw", race=False).view_for(CAESAR)
    assert reason(routine, CAESAR, EndPhase()).params["what"].key == "caesar_xl.why.end_draw"
    buy = _pompey_wins_with_consulship("purchase").view_for(CAESAR)
    near = reason(buy, CAESAR, Recruit("legion", "vercellae"))
    assert near.params["what"].key == "caesar_xl.why.race_first", near.render(lang, NAMES)


def test_the_forum_balances_read_from_the_record_are_the_games():
    # the summary's Forum lines count the balance from the set-up and the public record alone:
    # at every step of random games it is the engine's own
    import random
    from games.caesar_xl.rules import new_game
    from games.caesar_xl.turn_story import forum_balances
    from games.core.players import random_action
    for seed in range(3):
        s, rng = new_game(2, seed, {}), random.Random(seed)
        actions, events = [], []
        while s.to_act() and len(actions) < 1500:
            seat = rng.choice(s.to_act())
            a = random_action(s, seat, rng)
            events.append(s.apply(seat, a))
            actions.append((seat, a))
            if len(actions) % 50 == 0 or not s.to_act():
                got = forum_balances(actions, events, CAESAR, len(actions))
                assert got == [s.balance(CAESAR), s.balance(POMPEY)], (seed, len(actions))


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_summary_says_a_forum_swing_and_that_it_crossed_over(lang):
    from games.caesar_xl import rules as R
    from games.caesar_xl.turn_story import since_last_turn
    # Caesar (Populares 2) loses Caesar himself and plays Cato and Scipio: Optimates 3 or more
    cato = R.political_of("cato")
    actions = [(CAESAR, R.EndPhase()), (CAESAR, R.PlayCard("cato", "roma")), (POMPEY, R.EndPhase())]
    events = [[R.Note("phase_forum", CAESAR, "", "", 0)],
              [R.Note("leader_died", CAESAR, "roma", "caesar", 0), R.Shown("leader_enters", CAESAR, "roma", "cato", 0)],
              [R.Note("phase_forum", POMPEY, "", "", 0)]]
    lines = since_last_turn(actions, events, POMPEY)
    swing = [m for m in lines if m.key.startswith("caesar_xl.turn.story.forum_")]
    assert [m.key for m in swing] == ["caesar_xl.turn.story.forum_crossed"], [m.render(lang, NAMES) for m in lines]
    text = swing[0].render(lang, NAMES)
    assert "Livia" in text and str(abs(cato)) in text, text


def _merged(seat, action, notes):
    from games.caesar_xl.turn_log import merge_log
    from games.core.session import LogEntry
    entries = [LogEntry(1, seat, action.msg(seat))] + [LogEntry(1, None, n.msg()) for n in notes]
    merged = merge_log(entries, [(seat, action)], [notes])
    return {lang: [e.msg.render(lang, NAMES) for e in merged] for lang in ("en", "ja")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hit_that_ends_in_four_units_lost_says_the_whole_loss_once(lang):
    from games.caesar_xl import rules as R
    notes = [R.Note("eliminated_ally", POMPEY, "roma", "", 0)] + [
        R.Note("eliminated_legion", POMPEY, "roma", "", 0)] * 3 + [R.Note("eliminated_legion", CAESAR, "roma", "", 0)]
    said = _merged(POMPEY, R.AssignHit(7, "ally", "standard"), notes)[lang]
    if lang == "en":
        assert said[0] == ("Marcus's standard ally takes a hit, and with the hits that follow Marcus loses "
                           "3 legions and an ally in Roma."), said
        assert sum("Marcus in Roma is eliminated" in x for x in said) == 0, said
        assert sum("Livia in Roma is eliminated" in x for x in said) == 1, said      # (the other side's stays)
    else:
        assert "3個レギオンと同盟軍を失う" in said[0], said
    assert len(said) == 2, said


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_unit_lost_for_want_of_supply_is_said_once(lang):
    from games.caesar_xl import rules as R
    said = _merged(CAESAR, R.Remove(4, "legio_x", "veteran", "roma"),
                   [R.Note("unsupplied_legio_x", CAESAR, "roma", "", 0)])[lang]
    assert len(said) == 1, said
    assert ("want of supply" in said[0]) if lang == "en" else ("補給不足" in said[0]), said


def test_a_march_that_wins_the_race_names_the_card_that_wins_it():
    """Seen: "winning Roma would let you claim Demands for Reform and win the Forum race", a card
    that moved the balance the other way; Senatus Consultum Ultimum, also claimable once Roma is
    held, was the one that won it."""
    from games.caesar_xl.explain_race import forum_win
    from games.caesar_xl.rules import Move
    s = position(phase="march", active=POMPEY, gold=(10, 10), markers={"roma": CAESAR, "brundisium": POMPEY})
    put(s, CAESAR, "roma", "legion")
    put(s, POMPEY, "brundisium", "legion", "legion", "legion", "legion")
    s.claimed[POMPEY] = ["governorships", "consulship", "publicani", "the_senate"]    # (Optimates 5)
    s.forum = ["demands_for_reform", "senatus_consultum_ultimum"]
    march = next(a for a in s.legal_actions(POMPEY) if isinstance(a, Move) and a.path[-1] == "roma")
    assert forum_win(s.view_for(POMPEY), POMPEY, march) == "senatus_consultum_ultimum"
