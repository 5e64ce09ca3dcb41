"""Caesar XL: a reason said to the seat it advises.

The computer's reasons in the log speak of the mover by name ("Marcus wins the battle in Roma 85%
of the time"); the same reason given as advice speaks to the person who asked ("you win the battle
in Roma 85% of the time"). :func:`to_you` swaps each sentence that names the asker for its words
of "you" (``caesar_xl.why.you.<kind>``), nested sentences too; a sentence that names only the
enemy, or no seat, stays as it is.

>>> from games.core.text import Msg
>>> why = Msg(WHY + "fight", {"seat": 0, "place": Msg("caesar_xl.city.roma"), "p": Msg(WHY + "often.sure")})
>>> to_you(why, 0).render("en")
'you win the battle in Roma almost surely'
>>> to_you(why, 1).render("en", ["Livia", "Marcus"])
'Livia wins the battle in Roma almost surely'
"""
from __future__ import annotations

from ..core.text import Msg
from .explain_terms import WHY

#: the reasons that speak of the mover (their ``seat``), with words of "you" in the catalogue
SAID_TO_YOU = frozenset((
    "march_battle", "march_barbarians", "march_battle_gold", "march_last_hope", "march_long_shot", "march_feed",
    "march_take", "fight", "fight_for", "vs.odds", "vs.odds_hold", "vs.odds_card", "vs.card_kept",
    "play_leader_at_sc", "play_leader_sc", "play_leader_at_sc_forum", "play_leader_sc_forum",
    "play_now.allies_mobilize", "claim_back", "only_leader", "mil_first", "mil_lost", "march_forum", "march_forum_go", "vs.forum_odds", "vs.forum_cost", "pm_does.siege", "pm_does.ambush", "tactic.ambush",
    "draw_leader_wins"))


def to_you(msg: Msg, seat: int) -> Msg:
    """``msg`` (a reason of ``seat``'s move) said to ``seat``: "you" where it names ``seat``."""
    params = {k: to_you(v, seat) if isinstance(v, Msg) else v for k, v in msg.params.items()}
    key = msg.key
    kind = key[len(WHY):] if key.startswith(WHY) else ""
    if kind in SAID_TO_YOU and params.get("seat") == seat:
        key = WHY + "you." + kind
    return Msg(key, params)
