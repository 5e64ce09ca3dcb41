"""Caesar XL's log of a battle and of the Fleet as a reader follows them: each step's hits say
which step they were and who scored them by name ("Heavy units in Massilia: Livia hits 1,
Marcus 0.": two lines of "hits scored" read as the result and its correction, and "attacker 2,
defender 0" as a table), and "plays Fleet" comes before the march the Fleet carried."""
from __future__ import annotations

from games.app.board import SimpleHost
from games.caesar_xl import rules as R
from games.caesar_xl.scene import Board
from games.caesar_xl.tests.xl_positions import CHANCE, position, put, volley_dice
from games.core.actions import events_for
from games.core.chance import ChanceAction
from games.core.session import LogEntry

NAMES = ["Livia", "Marcus"]


class Played:
    """A position played by hand, keeping the record's ``(seat, action)`` pairs, each one's
    events and the public log lines (as :meth:`Session.log` makes them)."""

    def __init__(self, state):
        self.state = state
        self.actions: list[tuple] = []
        self.events: list[list] = []

    def act(self, seat, action) -> None:
        self.events.append(self.state.apply(seat, action))
        self.actions.append((seat, action))

    def log(self) -> list[LogEntry]:
        out = []
        for i, ((s, action), events) in enumerate(zip(self.actions, self.events), 1):
            m = (action.log(None) if isinstance(action, ChanceAction) else None) if s == CHANCE else action.msg(s)
            if m is not None:
                out.append(LogEntry(i, None if s == CHANCE else s, m))
            out += [LogEntry(i, None, ev.msg()) for ev in events_for(events, None) if ev.msg() is not None]
        return out

    def to_dice(self) -> "Played":
        """Livia ends the March phase; every tactics card is passed until a battle's dice are due."""
        s = self.state
        self.act(R.CAESAR, R.EndPhase())
        while s.todo and s.todo[0][0] != "dice":
            seat = s.to_act()[0]
            self.act(seat, R.Pass() if R.Pass() in s.legal_actions(seat) else s.legal_actions(seat)[0])
        return self

    def merged(self, lang: str = "en") -> list[str]:
        board = Board(SimpleHost(lang=lang))
        return [e.msg.render(lang, NAMES).replace("\xa0", " ").replace("\u2060", "")   # (a count kept with its side)
                for e in board.merge_log(self.log(), self.actions, self.events)]


def won_by_heavy(s) -> Played:
    """``s`` played to its first battle, which Livia's heavy units win at once, 2 hits to 0."""
    game = Played(s).to_dice()
    assert s.todo[0][:2] == ("dice", "heavy"), s.todo
    for die in volley_dice(s, 2, 0):
        game.act(CHANCE, die)
    return game


def test_each_steps_hits_say_which_step_they_were():
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "massilia", "ally", "legion")
    put(s, R.POMPEY, "massilia", "ally", "legion", "legion")
    game = Played(s).to_dice()
    for step, hits in (("light", (0, 0)), ("heavy", (1, 0))):
        assert s.todo[0][:2] == ("dice", step), s.todo
        for die in volley_dice(s, *hits):
            game.act(CHANCE, die)
    for lang, light, heavy in (
            ("en", "Light units in Massilia: Livia hits 0, Marcus 0.",
             "Heavy units in Massilia: Livia hits 1, Marcus 0."),
            ("ja", "マッシリアの軽装ユニット：Liviaのヒット0、Marcusのヒット0。",
             "マッシリアの重装ユニット：Liviaのヒット1、Marcusのヒット0。")):
        lines = game.merged(lang)
        assert light in lines and heavy in lines, lines
        assert lines.index(light) < lines.index(heavy), lines


def test_hits_against_the_barbarians_name_the_militia():
    s = position(phase="march", gold=(10, 0))
    put(s, R.CAESAR, "britanni", "legion", "legion")
    game = Played(s).to_dice()
    assert s.todo[0][:2] == ("dice", "light"), s.todo
    for die in volley_dice(s, 0, 1):
        game.act(CHANCE, die)
    assert "Light units in Britanni: Livia hits 0, the militia 1." in game.merged(), game.merged()
    assert "ブリタンニの軽装ユニット：Liviaのヒット0、自衛軍のヒット1。" in game.merged("ja"), game.merged("ja")


def test_the_fleet_is_played_before_the_march_it_carries():
    s = position(phase="march", gold=(10, 0), hands=(("fleet",), ()))
    put(s, R.CAESAR, "massilia", "legion")
    game = Played(s)
    sail = next(a for a in s.legal_actions(R.CAESAR) if isinstance(a, R.Move) and a.fleet)
    game.act(R.CAESAR, sail)
    lines = game.merged()
    played = next(i for i, x in enumerate(lines) if x == "Livia plays Fleet.")
    sails = next(i for i, x in enumerate(lines) if "with the Fleet" in x)
    assert played < sails, lines


def test_treachery_says_what_its_roll_means_and_counts_every_unit_lost():
    # seen: 「アテナエの背信：ダイスの目6は剣戦力8未満。」, a formula, and one legion told for two
    s = position(phase="purchase", gold=(10, 0), hands=(("treachery",), ()))
    put(s, R.POMPEY, "athenae", "legion", "legion", "legion", "legion")
    game = Played(s)
    game.act(R.CAESAR, R.PlayCard("treachery", "athenae"))
    game.act(CHANCE, R.Roll(6))
    while s.todo and s.todo[0][0] == "treachery":
        game.act(R.POMPEY, s.legal_actions(R.POMPEY)[0])
    en, ja = game.merged(), game.merged("ja")
    assert ("Treachery in Athenae: the roll of 6 is under the sword strength of 8 there, so Marcus loses units "
            "worth up to 6 swords.") in en, en
    assert "Marcus loses 3 legions in Athenae." in en, en
    assert "アテナエの背信：ダイスの目6はそこの剣戦力8に届かず、Marcusは剣戦力6までのユニットを失う。" in ja, ja
    assert "Marcusはアテナエで3個レギオンを失う。" in ja, ja


def test_what_a_battle_step_did_stands_under_its_hits_not_under_the_last_pass():
    # seen: Cato's death, the plunder and "Livia wins the battle" under "Marcus plays no tactics
    # card in the battle of Nova Carthago."
    s = position(phase="march", gold=(10, 3))
    put(s, R.CAESAR, "nova_carthago", "legion", "legion", "legion")
    put(s, R.POMPEY, "nova_carthago", "legion", "cato")
    game = won_by_heavy(s)
    board = Board(SimpleHost(lang="en"))
    lines = [(getattr(e, "stands_alone", False) or e.seat is not None, e.msg.render("en", NAMES).replace("\xa0", " "))
             for e in board.merge_log(game.log(), game.actions, game.events)]
    heads = [text for head, text in lines if head]
    assert heads[-2:] == ["Marcus plays no tactics card in the battle of Nova Carthago.",
                          "Heavy units in Nova Carthago: Livia hits 2, Marcus 0."], lines
    under = [text for _head, text in lines[[t for _h, t in lines].index(heads[-1]) + 1:]]
    assert under == ["A legion of Marcus in Nova Carthago is eliminated.", "M. Porcius Cato dies in Nova Carthago.",
                     "With M. Porcius Cato dead, Marcus's Forum balance goes from Optimates 2 to even "
                     "(7 either way wins).",
                     "Livia takes 1 gold of plunder in Nova Carthago.", "Livia wins the battle in Nova Carthago."], lines


def test_a_plunder_is_its_own_line_not_an_event_of_the_move_before():
    # seen: "The dice show 2." and "Barbarians plunder Livia: 2 gold lost." under "Marcus removes a
    # standard legion in Gades."
    from games.caesar_xl.turn_log import merge_log
    from games.core.text import Msg
    gades = {"seat": R.POMPEY, "unit": Msg("x"), "place": Msg("caesar_xl.city.gades")}
    entries = [LogEntry(1, R.POMPEY, Msg("caesar_xl.log.remove", gades)),
               LogEntry(2, None, Msg("caesar_xl.log.roll", {"value": 2})),
               LogEntry(2, None, Msg("caesar_xl.ev.plundered", {"seat": R.CAESAR, "n": 2, "m": 0}))]
    got = merge_log(entries, [(R.POMPEY, R.Remove(3, "legion", "standard", "gades")), (CHANCE, R.Roll(2))], [[], []])
    assert [(e.msg.key, getattr(e, "stands_alone", False)) for e in got] == [
        ("caesar_xl.log.remove", False), ("caesar_xl.ev.plundered", True)], got
    assert got[1].msg.render("en", NAMES) == "Barbarians plunder Livia: 2 gold lost."


def test_the_next_battle_opens_its_own_group_not_under_the_last_result():
    # seen: "Battle in Utica." under "Livia wins the battle in Nova Carthago." (and under a promotion)
    s = position(phase="march", gold=(10, 3))
    put(s, R.CAESAR, "nova_carthago", "legion", "legion", "legion")
    put(s, R.POMPEY, "nova_carthago", "legion")
    put(s, R.CAESAR, "massilia", "legion", "legion", "legion")
    put(s, R.POMPEY, "massilia", "legion")
    game = won_by_heavy(s)
    for lang in ("en", "ja"):
        board = Board(SimpleHost(lang=lang))
        got = board.merge_log(game.log(), game.actions, game.events)
        began = [e for e in got if e.msg.key == "caesar_xl.ev.battle"]
        assert len(began) == 2, [e.msg.render(lang, NAMES) for e in got]
        assert getattr(began[-1], "stands_alone", False), [
            (getattr(e, "stands_alone", False) or e.seat is not None, e.msg.render(lang, NAMES)) for e in got]


def test_a_step_line_never_wraps_a_count_away_from_its_side():
    # seen: "Light units in Utica: Marcus hits 0, Livia" then "1." alone on the next line
    from games.app.draw.text import wrap_text
    from games.core.text import Msg
    for key in ("caesar_xl.ev.volley_light", "caesar_xl.ev.volley_heavy", "caesar_xl.ev.volley"):
        for lang in ("en", "ja"):
            said = Msg(key, {"place": Msg("caesar_xl.city.utica"), "seat": R.POMPEY, "seat_other": R.CAESAR,
                             "n": 0, "m": 1}).render(lang, NAMES)
            for width in range(12, len(said)):
                lines = wrap_text(None, said, width, measure=len)
                alone = [x for x in lines if x.strip(" .。") in ("0", "1", "のヒット1", "ヒット1")]
                assert not alone, (lang, width, lines)


def test_a_battle_begun_after_a_promotion_is_not_filed_under_it():
    # seen: "Battle in Roma." as a line under "Marcus promotes a standard ally."
    from games.caesar_xl.turn_log import merge_log
    from games.core.text import Msg
    roma = Msg("caesar_xl.city.roma")
    entries = [LogEntry(1, R.POMPEY, Msg("caesar_xl.log.promote", {"seat": R.POMPEY, "unit": Msg("x")})),
               LogEntry(1, None, Msg("caesar_xl.ev.battle", {"place": roma})),
               LogEntry(2, R.CAESAR, Msg("caesar_xl.log.fight", {"seat": R.CAESAR, "place": roma})),
               LogEntry(2, None, Msg("caesar_xl.ev.battle", {"place": roma}))]
    got = merge_log(entries, [(R.POMPEY, R.Promote(3, "ally", "standard")), (R.CAESAR, R.EndPhase())], [[], []])
    assert [getattr(e, "stands_alone", False) for e in got] == [False, True, False, False], got


def test_the_first_battle_of_a_phase_is_not_filed_under_the_phase_line():
    # seen: 「Liviaはフェイズを終える。次は戦闘フェイズ。／ウェルケラエで戦闘。」 as one entry,
    # while the phase's later battles each headed a group of their own
    from games.caesar_xl.turn_log import merge_log
    from games.core.text import Msg
    vercellae = Msg("caesar_xl.city.vercellae")
    entries = [LogEntry(1, R.CAESAR, Msg("caesar_xl.log.end_phase", {"seat": R.CAESAR})),
               LogEntry(1, None, Msg("caesar_xl.ev.phase_combat", {})),
               LogEntry(1, None, Msg("caesar_xl.ev.battle", {"place": vercellae}))]
    got = merge_log(entries, [(R.CAESAR, R.EndPhase())], [[]])
    battle = [e for e in got if e.msg.key == "caesar_xl.ev.battle"]
    assert battle and getattr(battle[0], "stands_alone", False), got
