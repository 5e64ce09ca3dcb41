"""Caesar XL's prompts: the sentence each pending decision shows (the phase's own, why no card
can be bought, what chance is doing, each task's question to its owner) and the chance
outcomes with their weights."""
from __future__ import annotations

from ..core.actions import Action
from ..core.decisions import Decision
from ..core.text import Msg
from . import components as C
from .components import place_msg
from .fields import Fields
from .moves import BuyCard, Claim, Die, DrawCard, Roll


class PromptRules(Fields):
    """Mix-in of ``rules.State``: what a decision asks (it only reads the state)."""

    __slots__ = ()

    def _task_decision(self, t: tuple) -> Decision:
        """The decision of the task ``t`` that its owner (``t[1]``) makes."""
        kind = t[0]
        wait = "caesar_xl.prompt.wait"
        params: dict = {}
        if self.battle is not None:
            params["place"] = place_msg(self.battle["place"])
        if kind == "assign":
            params["n"] = t[2]
        if kind == "target":
            return Decision((t[1],), f"caesar_xl.prompt.target_{t[2]}", None, params={"n": t[3]}, wait=wait)
        if kind in ("treachery", "promote"):
            return Decision((t[1],), f"caesar_xl.prompt.{kind}", None,
                            params={"n": t[3], "place": place_msg(t[2])}, wait=wait)
        if kind == "muster":
            return Decision((t[1],), "caesar_xl.prompt.muster", None,
                            params={"n": len(t[3]), "place": place_msg(t[2])}, wait=wait)
        if kind == "supply":
            return self._supply_decision(t[1])
        if kind == "lose":
            params = {"n": t[3], "place": place_msg(t[2]) if t[2] else Msg("caesar_xl.anywhere")}
            return Decision((t[1],), f"caesar_xl.prompt.lose_{t[4]}", None, params=params, wait=wait)
        return Decision((t[1],), f"caesar_xl.prompt.{kind}", None, params=params, wait=wait)

    def out_of_turn_chooser(self) -> int | None:
        """The side that must choose now in the other side's turn (an event's choice, a defender's
        battle choice), else ``None``."""
        d = self.decision()
        if d is None or d.is_chance or self.winner is not None:
            return None
        seats = [s for s in d.waiting() if s in (0, 1)]
        return seats[0] if seats and seats[0] != self.active else None

    def out_of_turn_prompt(self, seat: int, msg: Msg) -> Msg:
        """``msg`` (``seat``'s prompt), saying first that the choice is ``seat``'s in the other
        side's turn when it is."""
        if self.out_of_turn_chooser() != seat:
            return msg
        return Msg("caesar_xl.prompt.out_of_turn", {"seat": seat, "seat_active": self.active, "what": msg})

    def _supply_decision(self, seat: int) -> Decision:
        """Silver [10.3]: pay for the units beyond their spaces' gold, or (without the gold for
        them all) remove the ones that cannot be paid for."""
        total, gold = self.supply_due(seat), self.gold[seat] // C.PARAMS["supply_cost_per_unit"]
        if gold >= total:                # ("Massilia feeds 3 of its 4 units": the place and why)
            over = self.supply_over(seat)
            pay = {"k": total, "m": total * C.PARAMS["supply_cost_per_unit"]}
            if len(over) == 1:
                (place, _), = over.items()
                return Decision((seat,), "caesar_xl.prompt.supply", None, wait="caesar_xl.prompt.wait", params={
                    **pay, "place": place_msg(place), "fed": C.gold_of(place), "n": len(self.combat_at(place, seat))})
            names = [place_msg(p) for p in sorted(over)]
            places = names[-1]
            for m in reversed(names[:-1]):
                places = Msg("caesar_xl.turn.and", {"a": m, "b": places})
            return Decision((seat,), "caesar_xl.prompt.supply_many", None, params={**pay, "places": places},
                            wait="caesar_xl.prompt.wait")
        return Decision((seat,), "caesar_xl.prompt.lose_supply", None, params={"n": total - gold},
                        wait="caesar_xl.prompt.wait")

    def _phase_prompt(self) -> tuple[str, dict]:
        """What the phasing player is asked when no task is pending: the phase's own sentence;
        in Card Draw, when no card can be bought, why not (only "end the phase" is left).

        >>> from games.caesar_xl.rules import new_game, CAESAR
        >>> s = new_game(2, 0, {})
        >>> s.phase, s.gold[CAESAR] = "draw", 4
        >>> s._phase_prompt()
        ('caesar_xl.prompt.draw_no_gold', {'n': 4, 'cost': 5})
        """
        seat = self.active
        if self.phase == "draw" and self.roma_card_open(seat):
            return "caesar_xl.prompt.draw_roma", {"place": place_msg("roma")}
        if self.phase == "draw" and not any(isinstance(a, BuyCard) for a in self._phase_options(seat)):
            if not self.silver:
                return "caesar_xl.prompt.draw_bronze", {}
            if self.bought >= C.PARAMS["card_buy_max"]:
                return "caesar_xl.prompt.draw_bought", {"n": self.bought}
            if self.gold[seat] < C.PARAMS["card_buy_cost"]:
                return "caesar_xl.prompt.draw_no_gold", {"n": self.gold[seat], "cost": C.PARAMS["card_buy_cost"]}
            return "caesar_xl.prompt.draw_no_cards", {}
        if self.phase == "draw":
            return "caesar_xl.prompt.draw", {"cost": C.PARAMS["card_buy_cost"]}
        if self.phase == "forum":              # what to click, and why a claim matters (or why none)
            claims = [a for a in self._phase_options(seat) if isinstance(a, Claim)]
            return ("caesar_xl.prompt.forum_claim" if claims else "caesar_xl.prompt.forum_none"), \
                {"goal": C.PARAMS["political_threshold"]}
        return f"caesar_xl.prompt.{self.phase}", {"n": self.turn_no}

    def roma_card_open(self, seat: int) -> bool:
        """Silver [11.1]: ``seat``'s Supreme Commander stands in Roma and the card it may draw
        this Card Draw phase (the player's choice, offered as ``Ability(commander, "roma")``) is
        not drawn yet (and a card is left to draw)."""
        return (self.silver and self.phase == "draw" and self.sc[seat] is not None
                and "roma_card" not in self.used and self.sc_place(seat) == "roma"
                and bool(len(self.deck) or self.deck.discards))

    def _chance_prompt(self, t: tuple) -> tuple[str, dict]:
        """What chance is doing now, for the top bar while the dice fall or a card is drawn:
        the battle's dice, the roll and what it decides, or the card drawn and by whom."""
        kind = t[0]
        if kind == "draw":
            return "caesar_xl.prompt.chance_draw", {"seat": t[1]}
        if kind == "dice":
            return "caesar_xl.prompt.chance_dice", {"place": place_msg(self.battle["place"]) if self.battle else ""}
        args = t[3]
        params: dict = {}
        if args and isinstance(args[0], int) and not isinstance(args[0], bool):
            params["seat"] = args[0]
        if len(args) > 1 and isinstance(args[1], str):
            params["place"] = place_msg(args[1])
        return f"caesar_xl.prompt.roll_{t[1]}", params

    def _outcomes(self, t: tuple) -> list[tuple[Action, float]]:
        kind = t[0]
        if kind == "draw":
            return [(DrawCard(t[1], c), p) for c, p in self.deck.outcomes()]
        if kind == "roll":
            if t[2] == 2:
                return [(Roll(v), (6 - abs(v - 7)) / 36) for v in range(2, 13)]
            return [(Roll(v), 1 / 6) for v in range(1, 7)]
        return [(Die(f), 1 / 6) for f in range(1, 7)]           # one battle die
