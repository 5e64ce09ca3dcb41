"""Caesar XL: the board explains what a player must decide, from the seat's own view.

- the Forum race warns when a side can win at its next Forum phase, and what claiming a
  Forum card does to one's own balance;
- the battle panel keeps each step's dice with its hits, shows what each unit needs to hit
  and why, the losses as they happen, and the result until the player closes it;
- a diplomacy button says the faces that succeed; a side's box tells its taxes item by
  item; an event's log line says what it does.
"""
from __future__ import annotations

import random

import pygame
import pytest

from games.app.board import SimpleHost
from games.app.board.host import HostSeat
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.scene_battle_words import sword_parts
from games.caesar_xl.scene_info import claim_words, tax_items, threat
from games.caesar_xl.tests.xl_positions import position, put
from games.core.chance import CHANCE, sample
from games.core.text import tr


def _board(state, viewer=0, lang="en", ai=(1,)):
    seats = [HostSeat(n, kind="ai" if i in ai else "human") for i, n in enumerate(("Livia", "Marcus"))]
    host = SimpleHost(state=state, lang=lang, viewer=viewer, seats=seats)
    board = host.attach(Board(host), (1280, 800))
    return host, board


def _t(lang="en"):
    return lambda key, **p: tr(key, lang, **p)


# ----- the Forum race ---------------------------------------------------------------------------
def _one_claim_from_a_win():
    """Pompey (Marcus) at Optimates 6 (Pompey, Cato, Scipio in play), holding Roma, with the
    Consulship (1 Optimates, claimed by holding Roma) face up: he wins at his next Forum phase
    by claiming it. Caesar (Livia) plays her Purchase phase."""
    s = position(phase="purchase", active=R.CAESAR, gold=(10, 10))
    put(s, R.CAESAR, "ravenna" if "ravenna" in R.CITY else "rubicon", "caesar", "legion")
    put(s, R.POMPEY, "roma", "pompey", "cato", "scipio", "legion")
    s.forum = ["consulship"]
    s.deck.draw("consulship")
    return s


def test_the_race_warns_when_a_side_is_one_forum_phase_from_a_political_win():
    s = _one_claim_from_a_win()
    assert s.balance(R.POMPEY) == -6 and s.balance(R.CAESAR) == 2
    view = s.view_for(R.CAESAR)
    assert threat(view, R.POMPEY) == ("claim", ("consulship",))
    assert threat(view, R.CAESAR) is None
    for lang, words in (("en", "Marcus can win at the next Forum phase by claiming Consulship!"),
                        ("ja", "Marcusは次のフォルム・フェイズで「執政官職」を獲得すれば勝利できます！")):
        host, board = _board(s, lang=lang)
        host.draw()
        lines = [text for text, warn, *_ in board.forum_geom["lines"] if warn]
        assert lines == [words.replace("執政官職", tr("caesar_xl.card.consulship", lang))], lines
        assert board.forum_geom["rect"].colliderect(board.geom["map"])
    # at 7 already: he wins as he ends his next Forum phase, whatever he claims
    s.units[max(s.units) + 1] = (R.POMPEY, "labienus", "", "roma")
    host, board = _board(s)
    host.draw()
    assert [t for t, w, *_ in board.forum_geom["lines"] if w] == [
        "Marcus has Optimates 7/7: wins at the end of the next Forum phase!"]
    # past 7: the sentence says the bar's number ("Marcus: Optimates 8/7" beside "has Optimates 7" clashed)
    s.units[max(s.units) + 1] = (R.POMPEY, "afranius", "", "roma")
    host, board = _board(s)
    host.draw()
    assert [t for t, w, *_ in board.forum_geom["lines"] if w] == [
        "Marcus has Optimates 8/7: wins at the end of the next Forum phase!"]
    assert board.drawn_race_rows[1] in ("Marcus: Optimates 8/7", "Marcus: Optimates 8")


def test_claiming_a_card_says_how_it_moves_ones_own_balance():
    s = _one_claim_from_a_win()
    view = s.view_for(R.CAESAR)
    t = _t()
    assert claim_words(t, view, R.POMPEY, "consulship") == \
        "Claiming Consulship adds 1 Optimates: balance Optimates 6 → Optimates 7 (win at 7)."
    # a card of the other faction takes a side back
    assert claim_words(t, view, R.CAESAR, "consulship") == \
        "Claiming Consulship adds 1 Optimates: balance Populares 2 → Populares 1 (win at 7)."
    host, board = _board(s)
    spot = next(h for h in board.hotspots if h.key == ("forum", "consulship"))
    assert "For you: Claiming Consulship" in spot.tip and "For Marcus: Claiming Consulship" in spot.tip
    # Marcus's own Claim button says where it takes him
    s.active, s.phase = R.POMPEY, "forum"
    host, board = _board(s, viewer=R.POMPEY, ai=())
    b = next(b for b in board.buttons if isinstance(b.action, R.Claim))
    assert b.label == "Claim Consulship: Forum Optimates 6 → Optimates 7"
    assert next(h for h in board.hotspots if h.key == b.key).tip == claim_words(t, s.view_for(1), R.POMPEY, "consulship")


# ----- the battle panel ----------------------------------------------------------------------------
def _defensive_battle(lang="en"):
    """Marcus (the computer) attacks Livia's Brundisium; Livia, at the screen, plays Siege."""
    s = position(phase="march", active=R.POMPEY, gold=(12, 20), hands=(("siege",), ()))
    s.markers["brundisium"] = R.CAESAR
    put(s, R.CAESAR, "brundisium", "caesar", "legion:veteran", "legion", "ally", "ally")
    for u in put(s, R.POMPEY, "brundisium", "pompey", "legion:veteran", "legion", "ally", "ally"):
        s.origin[u] = "roma"
    host, board = _board(s, lang=lang)
    host.apply(R.POMPEY, R.EndPhase())
    return host, board


def _play(host, board, rng, until):
    """Play on (dice by a seeded generator; Livia plays Siege and stays) until ``until()``."""
    for _ in range(600):
        if until():
            return True
        st = host.state
        seat = st.to_act()[0]
        if seat == CHANCE:
            a = sample(st.chance_outcomes(), rng)
        else:
            legal = st.legal_actions(seat)
            tac = [x for x in legal if isinstance(x, R.Tactic)]
            stay = [x for x in legal if isinstance(x, R.Pass)]
            a = tac[0] if tac else (stay[0] if stay and st.todo[0][0] == "retreat" else legal[0])
        assert host.apply(seat, a)
        host.tick(0.05)
    return False


def test_the_battle_panel_keeps_each_steps_dice_with_hits_and_needs():
    host, board = _defensive_battle()
    rng = random.Random(5)
    thrown: list = []
    throw = board.throw_dice
    board.throw_dice = lambda dice, before: (thrown.append((before.battle["round"], dice)), throw(dice, before))[1]
    assert _play(host, board, rng, lambda: host.state.battle is not None and host.state.battle["round"] >= 2
                 and len(thrown) >= 3)
    host.settle()
    host.draw()
    rep = board.report
    # every step thrown is kept, light and heavy, round by round, with the faces and hits rolled
    for rnd, dice in thrown:
        got = rep["rounds"][rnd][dice.step]
        assert got["faces"] == (dice.attacker, dice.defender)
        assert got["hit"] == (dice.attacker_hit, dice.defender_hit)
    last = max(rep["rounds"])
    drawn = board.drawn_fight
    for step in ("light", "heavy"):
        for k in (0, 1):
            if step in rep["rounds"][last]:
                faces, hits = drawn["rows"][(step, k)]
                assert faces == list(rep["rounds"][last][step]["faces"][k])
                assert hits == sum(rep["rounds"][last][step]["hit"][k])
    # under the attacker's counters, what each needs: the veteran legion's 3 swords less Siege's 1
    view = host.state.view_for(0)
    assert R.swords_of("pompey", "") == 2 and R.swords_of("legion", "veteran") == 3
    assert drawn["needs"][0][:2] == ["1", "1–2"]            # Pompey and the veteran legion, each less 1
    assert any("Siege" in w for w in drawn["why"][0])
    assert any("Siege: the attacker's units -1 sword" in c for c in drawn["cards"][1])
    assert all(sword_parts(view, u)[2] == view.swords_in_battle(u) for u in view.pieces_at("brundisium"))


def test_the_battle_result_stays_until_the_player_closes_it():
    host, board = _defensive_battle()
    rng = random.Random(7)
    lost_seen = []
    assert _play(host, board, rng, lambda: (lost_seen.append(sum(map(len, board.report["lost"]))), False)[1]
                 or host.state.battle is None)
    assert lost_seen == sorted(lost_seen) and lost_seen[-1] > 0       # losses grow as they happen
    host.tick(5.0)
    drawn_words = []
    real_draw = board.texts.draw
    board.texts.draw = lambda surface, text, *a, **kw: drawn_words.append(str(text)) or real_draw(surface, text, *a, **kw)
    host.draw()
    board.texts.draw = real_draw
    assert board.battle_up() and board.drawn_fight["result"], "the result is shown"
    assert any("— over after" in w for w in drawn_words), "the title says the battle is over, not its round"
    assert not any("— round" in w for w in drawn_words)
    assert board.busy(), "the computer waits for the person watching"
    close = next(b for b in board.buttons if b.key == ("battle_close",))
    pos = close.rect.center
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    assert not board.battle_up() and not board.busy()


# ----- diplomacy, taxes, events ------------------------------------------------------------------------
@pytest.mark.parametrize("lang,words", [("en", "succeeds on 4–6"), ("ja", "4～6で成功")])
def test_a_diplomacy_button_says_the_faces_that_succeed(lang, words):
    s = position(phase="purchase", active=R.CAESAR, gold=(10, 10))
    put(s, R.CAESAR, "vercellae", "caesar", "legion")
    host, board = _board(s, lang=lang)
    board.select_place("massilia")                 # (the panel lists a place's choices once it is chosen)
    b = next(b for b in board.buttons if isinstance(b.action, R.Diplomacy) and b.action.target == "massilia"
             and not b.action.source)
    assert R.gold_of("massilia") == 3 and words in b.label
    spot = next(h for h in board.hotspots if h.key == b.key)
    assert spot.tip.startswith({"en": "Diplomacy succeeds on 4–6: the die must beat the gold of Massilia, 3",
                                "ja": "外交は4～6で成功"}[lang])


def test_the_taxes_are_told_item_by_item_on_a_sides_box():
    s = position(phase="purchase", active=R.CAESAR, gold=(10, 10))
    put(s, R.CAESAR, "roma", "caesar", "lepidus", "legion")
    put(s, R.CAESAR, "massilia", "legion")
    s.claimed[R.CAESAR] = ["consulship"]
    s.halved = [True, False]
    view = s.view_for(R.POMPEY)                     # the other side reads it too: all of it is public
    total = sum(n for key, _, n in tax_items(view, R.CAESAR) if not key.endswith(("upkeep", "brutus", "areas")))
    assert total == view.income(R.CAESAR)
    host, board = _board(s, viewer=R.POMPEY, ai=())
    tip = next(h for h in board.hotspots if h.key == ("taxes", R.CAESAR)).tip
    cities = R.gold_of("roma") + R.gold_of("massilia")
    assert tip == (f"Next taxes of Livia (Caesar): cities {cities}, halved by Demand for Action: {cities // 2} + "
                   f"Consulship 2 + Lepidus in Roma 2 = {view.income(R.CAESAR)} gold. "
                   f"City by city: Roma {R.gold_of('roma')}, Massilia {R.gold_of('massilia')}.")


def test_an_events_log_line_says_what_it_does():
    ev = R.FaceUp("event_card", 1, "", "demand_for_action", 0)
    assert ev.msg().render("en", ["Livia", "Marcus"]) == \
        "Marcus draws the event Demand for Action: each player's next Taxation yields half."
    assert "次の徴税は半分" in ev.msg().render("ja", ["Livia", "Marcus"])
    for card, info in R.CARDS.items():
        if info["type"] == "event":
            for lang in ("en", "ja"):
                assert tr(f"caesar_xl.effect.{card}", lang) != f"caesar_xl.effect.{card}", (card, lang)
