"""CAESAR! Seize Rome in 20 Minutes (Paolo Mori; Expansions of Rome by Dávid Turczi), two players.

Caesar (red, seat 0) and Pompey (blue, seat 1) lay influence tokens on the
border spaces between 18 provinces; a province whose every border space is
filled is closed and goes to the larger influence. The first to place all 12
control markers wins.

``topology`` reads the board from ``maps/seize_rome.tmx`` (written by
``tools/make_seize_rome_map.py``), ``rules`` is the engine; the component data
(with each item's status and source) is in ``data/``. The option
``expansions`` picks the modules of the Expansions of Rome: Poison,
Centurion, both, and Border Control with one or both of them.

Solo: the scripted seat ``script:crassus`` is Auto-Crassus (``crassus``), played
by the rule text's priorities; ``difficulty`` picks his command deck and
``harder`` the rule text's harder game. The menu entry ``solo`` opens the set-up
with a person against him.
"""
from ..core.state import Entry, GameInfo, Option

#: the expansion sets the set-up offers (Border Control needs Poison or Centurion)
EXPANSIONS = ("base", "poison", "centurion", "poison_centurion",
              "poison_border", "centurion_border", "all")

INFO = GameInfo(
    id="seize_rome",
    min_players=2,
    max_players=2,
    minutes=20,
    options=(Option("expansions", EXPANSIONS, "base"),
             Option("difficulty", ("easy", "normal", "hard"), "normal", script="crassus"),
             Option("harder", (False, True), False, script="crassus")),
    scripted=("crassus",),
    script_starts=("crassus",),
    entries=(Entry("solo", ("human", "script:crassus")),),
    keeps_score=False,
    colours=("red", "blue"),
    order=4,
    playable=True,
    starter_key="seize_rome.setup.starter",
)
