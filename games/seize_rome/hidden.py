"""What each CAESAR! seat may not see, and the positions it cannot tell apart.

:class:`HiddenTokens` is the part of :class:`.rules.State` that keeps the secrets: the
other seat's screen and bag and its tokens placed face down by Border Control (Auto-Crassus
hides nothing). It makes a seat's view (:meth:`~HiddenTokens.view_for`), lists the secrets
(:meth:`~HiddenTokens.secrets`) and deals the unseen tokens again for the computer players
(:meth:`~HiddenTokens.resample_hidden`, :meth:`~HiddenTokens.determinize`).
"""
from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ..core.chance import Bag
from .components import HIDDEN, influence_tokens
from .fields import Fields

if TYPE_CHECKING:                           # for annotations only: rules imports this module
    from .rules import State


class HiddenTokens(Fields):
    """The secrets' part of the state (a base of :class:`.rules.State`, which holds the
    fields read here: ``hands``, ``bags``, ``tokens``, ``loose``, ``unseen``, ``crassus``)."""

    __slots__ = ()

    def _hidden_seats(self, seat: int | None) -> tuple[int, ...]:
        """The seats whose secrets ``seat`` may not know: the other one; both for ``None``
        or a seat that is no player (chance, ``-1``). Auto-Crassus hides nothing: his row
        is face up and his bag is what is left of his tokens.

        >>> from games.seize_rome.rules import new_game
        >>> new_game(2, 1)._hidden_seats(-1)
        (0, 1)
        """
        seats = (1 - seat,) if seat in (0, 1) else (0, 1)
        return tuple(s for s in seats if s != self.crassus)

    def _known(self, s: int, code: str) -> bool:
        """The other seat knows that ``code`` is behind ``s``'s screen: a Centurion token
        taken in sight of both (not one that went into the bag by Poison and may have been
        drawn unseen), while no token of ``s`` lies face down by Border Control."""
        tok = influence_tokens().get(code)
        return (tok is not None and tok.centurion and code not in self.loose[s]
                and not self._hides_centurions(s))

    def _unseen(self, s: int) -> list[str]:
        """Every token of ``s`` that the other seat cannot see (true state): the tokens
        behind the screen but the known Centurion tokens, in the bag, and placed face
        down by Border Control."""
        out = [c for c in self.hands[s] if not self._known(s, c)] + self.bags[s].tokens()
        out += [t[1] for t in self.tokens.values() if t[0] == s and t[4]]
        return sorted(out)

    def _hides_centurions(self, s: int) -> bool:
        """``s`` has a token face down by Border Control: it may have been a Centurion token,
        so the other seat no longer knows which Centurion tokens are behind the screen."""
        return any(t[0] == s and t[4] for t in self.tokens.values())

    def _shown_hand(self, s: int) -> list[str]:
        """The screen of ``s`` as the other seat knows it: its Centurion tokens (unless one
        may lie face down), then ``"?"``."""
        known = [c for c in self.hands[s] if self._known(s, c)]
        return known + [HIDDEN] * (len(self.hands[s]) - len(known))

    def view_for(self, seat: int | None) -> "State":
        """A copy where the other screen, the other bag and the other's Border Control
        face-down tokens are hidden (their counts and the pool of unseen tokens stay)."""
        v = self.clone()
        for s in self._hidden_seats(seat):
            if self.unseen[s] is not None:
                continue            # already a view
            v.unseen[s] = tuple(self._unseen(s))
            v.hands[s] = self._shown_hand(s)
            v.bags[s] = Bag([HIDDEN] * len(self.bags[s]))
            for bid, t in self.tokens.items():
                if t[0] == s and t[4]:
                    v.tokens[bid] = (s, HIDDEN, "", True, True)
        return v

    def secrets(self, seat: int | None) -> dict:
        """What ``seat`` may not know: the other screen, the other bag and the other's
        hidden face-down tokens (``None``: both seats')."""
        out: dict = {}
        for s in self._hidden_seats(seat):
            out[("hand", s)] = tuple(c for c in self.hands[s] if not self._known(s, c))
            out[("bag", s)] = tuple(self.bags[s].tokens())
            for bid, t in sorted(self.tokens.items()):
                if t[0] == s and t[4]:
                    out[("face_down", bid)] = t[1]
        return out

    def _redeal(self, s: int, pool: list[str], rng: random.Random) -> None:
        """Deal ``pool`` (shuffled) into ``s``'s screen, hidden face-down tokens and bag, keeping their sizes."""
        rng.shuffle(pool)
        known = [c for c in self.hands[s] if self._known(s, c)]
        n = len(self.hands[s]) - len(known)
        toks = influence_tokens()
        if any(toks[c].centurion and c not in self.loose[s] for c in pool):
            # a Centurion token taken from beside the screen is behind it or face down, never in
            # the bag (one Poison put into the bag may be anywhere, as a basic token)
            downs = sum(1 for t in self.tokens.values() if t[0] == s and t[4])
            centurions = [c for c in pool if toks[c].centurion and c not in self.loose[s]]
            basic = [c for c in pool if not toks[c].centurion or c in self.loose[s]]
            front = centurions + basic[:n + downs - len(centurions)]
            rng.shuffle(front)              # the screen first, the face-down tokens last (popped below)
            pool = front[:n] + basic[n + downs - len(centurions):] + front[n:]
        self.hands[s] = sorted(known + pool[:n])
        rest = pool[n:]
        for bid in sorted(self.tokens):
            t = self.tokens[bid]
            if t[0] == s and t[4]:
                self.tokens[bid] = (s, rest.pop(), "", True, True)
        self.bags[s] = Bag(sorted(rest))
        self.unseen[s] = None

    def resample_hidden(self, seat: int | None, rng: random.Random) -> "State":
        """Another true state ``seat`` cannot tell from this one: each hidden seat's
        unseen tokens dealt again among its screen, its bag and its hidden face-down tokens."""
        c = self.clone()
        for s in self._hidden_seats(seat):
            c._redeal(s, self._unseen(s), rng)
        return c

    def determinize(self, seat: int, rng: random.Random) -> "State":
        """A full state consistent with this view: the unseen tokens dealt at random."""
        d = self.clone()
        for s in (0, 1):
            if d.unseen[s] is not None:
                d._redeal(s, list(d.unseen[s]), rng)
        return d
