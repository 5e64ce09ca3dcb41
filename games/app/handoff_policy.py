"""Who may look at the screen in pass-and-play: the hand-off and secrecy policy of the game
screen, pure (no pygame), decided from the state, the persons and who sat at the screen.

The rule: whenever a person must make a secret choice (several seats choose at once, or the
public view will not show what they chose) or must see something private, and another person
could be at the screen, the screen passes through the hand-off first. ``guard`` is the person
who clicked "I am ..." and has had the screen to themselves since; it is lost when another
person moves or takes the screen, or when another seat's move (a computer's, a draw) reveals
something to everyone (everyone looks then); what the guard's own move tells everyone is
read on the screen they hold. A hand-off is never shown to the person who has the screen
for nothing: the guard sees and chooses at once, and when several persons choose together
the screen first passes to one who is not at it (see :func:`decide`). What is private is
decided by :mod:`games.core.views` (a seat's view against the public view).

>>> class Open:                                  # a game without secrets: seats 0 and 1 alternate
...     def __init__(self, turn): self.turn = turn
...     def to_act(self): return [self.turn]
...     def is_over(self): return False
...     def view_for(self, seat): return ("board", self.turn)
...     def legal_actions(self, seat): return []
>>> screen = decide(Open(1), humans=[0, 1], screen=Screen(screen_seat=0, viewer=0), peek=None,
...                 chance_next=False, is_person=lambda s: True)
>>> screen.viewer, screen.screen_seat, screen.pending_handoff   # nothing secret: no hand-off
(1, 1, None)
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Iterable

from games.core.actions import events_for
from games.core.views import chooses_in_secret, shows_more


@dataclass(frozen=True)
class Screen:
    """Who looks at the screen after a change, as :func:`decide` leaves it.

    ``screen_seat``: the person who sat at the screen last; ``viewer``: whose view the board
    shows (None: the public view); ``guard``: the person alone at the screen since their
    hand-off; ``looking``: a person shown something private, until done; ``pending_handoff``:
    the person the screen must pass to (``pending_look``: only to show them something);
    ``cover_now``: the hand-off covers the screen at once (what is up is private);
    ``show_peek``: the first private showing goes to the person at the screen now;
    ``drop_peeks``: the game is over, nobody is shown anything more."""

    screen_seat: int | None = None
    viewer: int | None = None
    guard: int | None = None
    looking: int | None = None
    pending_handoff: int | None = None
    pending_look: bool = False
    cover_now: bool = False
    show_peek: bool = False
    drop_peeks: bool = False


def next_person(to_act: Iterable[int], is_person: Callable[[int], bool], screen_seat: int | None) -> int | None:
    """The person who must act next (the one at the screen first), or None.

    >>> next_person([2, 0], lambda s: s != 2, 1), next_person([0, 1], lambda s: True, 1)
    (0, 1)
    """
    persons = [s for s in to_act if is_person(s)]
    if not persons:
        return None
    if screen_seat in persons:
        return screen_seat
    return persons[0]


def passing_to(state: Any, humans: list[int], nxt: int, guard: int | None, screen_seat: int | None,
               is_person: Callable[[int], bool]) -> int:
    """Who takes the screen for a choice of several persons at once: ``nxt`` (the one at the
    screen), unless they would need a hand-off to themselves (they are not behind their own
    hand-off) while another of the persons choosing needs one too: then the screen passes to
    that one first, and comes back to ``nxt`` behind a hand-off that really passes it.

    >>> class Duel:                       # seats 0 and 1 choose at once, nothing private yet
    ...     def to_act(self): return [0, 1]
    ...     def view_for(self, seat): return "board"
    ...     def legal_actions(self, seat): return []
    >>> passing_to(Duel(), [0, 1], 0, None, 0, lambda s: True), passing_to(Duel(), [0, 1], 0, 0, 0, lambda s: True)
    (1, 0)
    """
    if nxt != screen_seat or not needs_handoff(state, humans, nxt, guard, screen_seat):
        return nxt
    for other in state.to_act():
        if other != nxt and is_person(other) and needs_handoff(state, humans, other, guard, screen_seat):
            return other
    return nxt


def needs_handoff(state: Any, humans: list[int], seat: int, guard: int | None, screen_seat: int | None) -> bool:
    """A hand-off is needed before ``seat`` takes (or keeps) the screen: another person may be
    at it and it shows the previous person's secrets, or ``seat`` would see or choose something
    in secret."""
    if len(humans) <= 1 or seat == guard:
        return False
    if seat != screen_seat and screen_seat is not None and shows_more(state, screen_seat):
        return True        # the screen shows the previous person's secrets
    return shows_more(state, seat) or chooses_in_secret(state, seat)


def guard_after(guard: int | None, seat: int, events: list, is_person: Callable[[int], bool]) -> int | None:
    """The guard after ``seat``'s move made ``events``: kept through the guard's own move (what
    it tells everyone shows on the screen they hold, to them alone); lost when another person
    moved, or another seat's move (a computer's, a draw) revealed something to everyone
    (everyone looks then).

    >>> from types import SimpleNamespace as Ev
    >>> quiet, shown = Ev(audience=None, reveals=False), Ev(audience=None, reveals=True)
    >>> guard_after(1, 1, [quiet], lambda s: True), guard_after(1, 1, [shown], lambda s: True)
    (1, 1)
    >>> guard_after(1, 0, [quiet], lambda s: True), guard_after(1, 0, [quiet], lambda s: False)
    (None, 1)
    >>> guard_after(1, 0, [shown], lambda s: False), guard_after(1, -1, [shown], lambda s: False)
    (None, None)
    """
    if seat == guard:
        return guard
    if is_person(seat) or any(ev.reveals for ev in events_for(events, None)):
        return None
    return guard


def shown_to_asker(person: int, events: list) -> bool:
    """True when ``events`` show ``person``, as the one who asked, what another seat holds.

    >>> from types import SimpleNamespace as Ev
    >>> shown = Ev(giver=2, asker=0, audience=(2, 0))      # (Catilina's ``Shown``)
    >>> shown_to_asker(0, [shown]), shown_to_asker(2, [shown])
    (True, False)
    """
    return any(getattr(ev, "asker", None) == person and getattr(ev, "giver", person) != person
               and ev.audience is not None and person in ev.audience for ev in events)


def meant_for(person: int, events: list) -> bool:
    """True when one of ``events`` is private to ``person`` alone or names them as its asker
    (what a person away from the screen must be shown, unless the board decides otherwise).

    >>> from types import SimpleNamespace as Ev
    >>> meant_for(1, [Ev(audience=(1,))]), meant_for(1, [Ev(audience=(0, 1))]), meant_for(1, [Ev(audience=None)])
    (True, False, False)
    """
    for ev in events:
        audience = ev.audience
        if audience is None or person not in audience:
            continue
        if tuple(audience) == (person,) or getattr(ev, "asker", None) == person:
            return True
    return False


def decide(state: Any, humans: list[int], screen: Screen, peek: int | None, chance_next: bool,
           is_person: Callable[[int], bool]) -> Screen:
    """Who looks at the screen after a change: ``screen`` as it was (its pending fields are
    decided afresh), ``peek`` the person the first private showing waiting is for (or None),
    ``chance_next`` a draw or roll follows at once."""
    s = replace(screen, pending_handoff=None, pending_look=False, cover_now=False, show_peek=False,
                drop_peeks=False)
    if s.looking is not None:
        return s                           # a person is looking at what was shown to them
    if not humans:
        return replace(s, viewer=None)
    if len(humans) == 1:
        return replace(s, viewer=humans[0], screen_seat=humans[0])
    nxt = next_person(state.to_act(), is_person, s.screen_seat)
    if nxt is not None:
        nxt = passing_to(state, humans, nxt, s.guard, s.screen_seat, is_person)
    if state.is_over():
        s = replace(s, viewer=None, drop_peeks=True)
    elif peek is not None and peek != s.guard:
        s = replace(s, pending_handoff=peek, pending_look=True)
    elif peek is not None:
        return replace(s, show_peek=True)
    elif nxt is not None and needs_handoff(state, humans, nxt, s.guard, s.screen_seat):
        s = replace(s, pending_handoff=nxt)
    elif nxt is not None:
        guard = s.guard if nxt == s.guard else None   # the screen changes hands in public: no one is alone
        s = replace(s, guard=guard, screen_seat=nxt, viewer=nxt)
    elif chance_next:
        # a draw or roll follows at once: the screen stays, unless something was shown to
        # everyone since the hand-off (the others are looking too) and it shows a secret
        seat = s.screen_seat
        alone = seat is None or seat == s.guard or not shows_more(state, seat)
        s = replace(s, viewer=seat if alone else None)
    elif s.screen_seat is not None and shows_more(state, s.screen_seat):
        # the computers play: the other persons may be watching, so nothing private stays up
        s = replace(s, viewer=None, guard=None)
    else:
        s = replace(s, viewer=s.screen_seat)
    if s.pending_handoff is not None and s.viewer is not None and shows_more(state, s.viewer):
        s = replace(s, viewer=None, cover_now=True)   # nothing private stays up under "Pass the computer to ..."
    elif s.pending_handoff is not None and s.screen_seat is None:
        s = replace(s, viewer=None)
    return s
