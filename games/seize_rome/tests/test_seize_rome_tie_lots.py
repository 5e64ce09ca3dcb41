"""Auto-Crassus's last tie-break is said as a player says it, in the list of moves: he draws
lots among places that suit him equally, and where the lot falls. The line read as a program trace
("Auto-Crassus's last tie-break between spaces is random: ...")."""
from __future__ import annotations

from games.seize_rome.moves import TieBreak

NAMES = ["Livia", "Auto-Crassus"]


def test_the_tie_break_line_says_he_draws_lots_and_what_he_takes():
    for kind, choice, en_name, ja_name in (("space", "b01", "the border Hispania Ulterior", "境界"), ("province", "africa", "Africa", "アフリカ")):
        line = TieBreak(1, kind, choice).log(0)
        en, ja = line.render("en", NAMES), line.render("ja", ["リウィア", "オート・クラッスス"])
        assert en.startswith("Auto-Crassus draws lots among") and ": the lot falls on" in en, en
        assert en_name in en and ja_name in ja, (en, ja)
        assert not any(w in en for w in ("tie-break", "random")), en
        assert "くじを引き" in ja and not any(w in ja for w in ("判定", "ランダム")), ja
