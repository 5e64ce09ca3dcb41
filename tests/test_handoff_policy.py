"""The pass-and-play policy on its own (games/app/handoff_policy.py, games/core/views.py): who
looks at the screen, decided from a state and the persons, without a window."""
import sys
from pathlib import Path

from games.app import handoff_policy as policy
from games.app.handoff_policy import Screen, decide
from games.core import views


class Table:
    """A small game: seats take turns; each holds a hand only its own view shows (``hands``
    None: nothing secret); a seat's action ``"peek"`` shows it a card nobody else sees."""

    def __init__(self, turn=(0,), hands=None, over=False, peeked=None, actions=("pass", "peek")):
        self.turn, self.hands, self.over, self.peeked = tuple(turn), hands, over, peeked
        self.actions = list(actions)

    def to_act(self):
        return [] if self.over else list(self.turn)

    def is_over(self):
        return self.over

    def legal_actions(self, seat):
        return list(self.actions)

    def clone(self):
        return Table(self.turn, self.hands, self.over, self.peeked, self.actions)

    def apply_trusted(self, seat, action):
        if action == "peek":
            self.peeked = seat

    def view_for(self, seat):
        hand = self.hands.get(seat) if self.hands and seat is not None else None
        return {"turn": self.turn, "hand": hand, "seen": "card" if seat is not None and seat == self.peeked else None}


def everyone(seat):
    return True


def test_views_tell_a_private_view_from_the_public_one():
    secret, open_ = Table(hands={0: ["XII"], 1: ["III"]}), Table()
    assert views.shows_more(secret, 0) and views.shows_more(secret, 1)
    assert not views.shows_more(open_, 0) and not views.shows_more(secret, None)
    assert views.same_view(secret.view_for(None), open_.view_for(None))


def test_a_choice_is_secret_when_seats_choose_at_once_or_a_move_shows_the_mover_more():
    assert views.chooses_in_secret(Table(turn=(0, 1)), 0)            # several choose at once
    assert views.chooses_in_secret(Table(), 0)                       # "peek" shows seat 0 a card
    assert not views.chooses_in_secret(Table(), 0, probes=1)         # "pass" alone shows nothing


def test_one_person_keeps_the_screen_and_no_person_shows_the_public_view():
    one = decide(Table(turn=(1,), hands={0: ["XII"]}), [0], Screen(), None, False, lambda s: s == 0)
    assert (one.viewer, one.screen_seat, one.pending_handoff) == (0, 0, None)
    none = decide(Table(hands={0: ["XII"]}), [], Screen(viewer=0), None, False, lambda s: False)
    assert none.viewer is None and none.pending_handoff is None


def test_the_screen_passes_through_a_hand_off_to_a_person_with_secrets():
    state = Table(turn=(1,), hands={0: ["XII"], 1: ["III"]})
    s = decide(state, [0, 1], Screen(screen_seat=0, viewer=0, guard=0), None, False, everyone)
    assert s.pending_handoff == 1 and not s.pending_look
    assert s.viewer is None and s.cover_now                 # seat 0's hand does not stay up
    # the person who clicked "I am ..." keeps the screen without another hand-off
    s = decide(state, [0, 1], Screen(screen_seat=1, viewer=None, guard=1), None, False, everyone)
    assert (s.viewer, s.screen_seat, s.pending_handoff) == (1, 1, None)
    assert not policy.needs_handoff(state, [0, 1], 1, 1, 1) and policy.needs_handoff(state, [0, 1], 1, 0, 0)


def test_a_game_without_secrets_changes_hands_in_public():
    s = decide(Table(turn=(1,), actions=["pass"]), [0, 1], Screen(screen_seat=0, viewer=0, guard=0), None, False, everyone)
    assert (s.viewer, s.screen_seat, s.guard, s.pending_handoff) == (1, 1, None, None)


def test_what_a_person_away_must_see_waits_for_their_hand_off_and_the_end_drops_it():
    state = Table(turn=(0,), hands={0: ["XII"], 1: ["III"]})
    s = decide(state, [0, 1], Screen(screen_seat=0, viewer=0, guard=0), 1, False, everyone)
    assert s.pending_handoff == 1 and s.pending_look and s.viewer is None
    s = decide(state, [0, 1], Screen(screen_seat=1, guard=1), 1, False, everyone)
    assert s.show_peek and s.pending_handoff is None
    s = decide(Table(hands={0: ["XII"]}, over=True), [0, 1], Screen(screen_seat=0, viewer=0), 1, False, everyone)
    assert s.drop_peeks and s.viewer is None
    looking = decide(state, [0, 1], Screen(screen_seat=1, viewer=1, looking=1), 1, False, everyone)
    assert looking == Screen(screen_seat=1, viewer=1, looking=1)


def test_computers_and_chance_moves_hide_a_private_screen_unless_its_person_is_alone():
    state = Table(turn=(2,), hands={0: ["XII"]})
    computers = decide(state, [0, 1], Screen(screen_seat=0, viewer=0, guard=0), None, False, lambda s: s < 2)
    assert computers.viewer is None and computers.guard is None
    alone = decide(state, [0, 1], Screen(screen_seat=0, viewer=0, guard=0), None, True, lambda s: s < 2)
    assert alone.viewer == 0
    watched = decide(state, [0, 1], Screen(screen_seat=0, viewer=0, guard=None), None, True, lambda s: s < 2)
    assert watched.viewer is None


def test_the_policy_draws_nothing():
    """The policy imports no pygame: it is decided the same without a window."""
    import subprocess
    code = ("import sys; import games.app.handoff_policy, games.core.views; "
            "sys.exit('pygame' in sys.modules)")
    root = Path(__file__).resolve().parents[1]
    assert subprocess.run([sys.executable, "-c", code], cwd=root, check=False, timeout=120).returncode == 0


class Ask:
    """A public event that tells everyone something (Catilina's count of cards passed)."""
    audience, reveals = None, True


def test_the_guard_sees_what_their_own_move_showed_them_without_a_hand_off():
    """Catilina at one screen: the person behind their hand-off asks; the count is told to all
    and the cards are shown to them: no "hand over to" the person who has the screen."""
    state = Table(turn=(1,), hands={0: ["XII"], 1: ["III"]})
    guard = policy.guard_after(0, 0, [Ask()], everyone)
    assert guard == 0
    s = decide(state, [0, 1, 2], Screen(screen_seat=0, viewer=0, guard=guard), 0, False, everyone)
    assert s.show_peek and s.pending_handoff is None


def test_several_choosing_at_once_the_screen_passes_first_to_one_not_at_it():
    """Caesar at one screen: the person who started a struggle in public holds the screen;
    both choose in secret: the hand-off goes to the other, never to the one at the screen."""
    state = Table(turn=(0, 1))
    s = decide(state, [0, 1], Screen(screen_seat=0, viewer=0, guard=None), None, False, everyone)
    assert s.pending_handoff == 1 and not s.pending_look
    # the other chose behind their hand-off: the screen passes back through the starter's
    after = Table(turn=(0,), hands={1: ["card chosen"]})
    s = decide(after, [0, 1], Screen(screen_seat=1, viewer=1, guard=1), None, False, everyone)
    assert s.pending_handoff == 0 and s.cover_now
    # behind their own hand-off already, the one at the screen chooses at once
    s = decide(state, [0, 1], Screen(screen_seat=0, viewer=None, guard=0), None, False, everyone)
    assert (s.viewer, s.pending_handoff) == (0, None)


def test_a_secret_choice_is_made_only_behind_its_owners_hand_off():
    """The one at the screen who did not click for it (the screen changed hands in public,
    another person moved, a computer's move was shown to all) gets their hand-off first, also
    when nobody else is to choose."""
    alone = Table(turn=(0,))            # "peek" would show seat 0 a card: a secret choice
    for guard in (None, 1):
        s = decide(alone, [0, 1], Screen(screen_seat=0, viewer=0, guard=guard), None, False, everyone)
        assert s.pending_handoff == 0, guard
    beside_computer = Table(turn=(0, 2))
    s = decide(beside_computer, [0, 1], Screen(screen_seat=0, viewer=0, guard=None), None, False, lambda s: s < 2)
    assert s.pending_handoff == 0
    assert policy.guard_after(0, 1, [], everyone) is None                       # another person moved
    assert policy.guard_after(0, 2, [Ask()], lambda s: s < 2) is None           # a computer's move told all
    assert policy.guard_after(0, -1, [Ask()], lambda s: 0 <= s < 2) is None     # a draw told all


def test_what_another_person_is_shown_waits_for_their_hand_off():
    """A showing for another person than the guard is never shown at the guard's screen."""
    state = Table(turn=(0,), hands={0: ["XII"], 1: ["III"]})
    s = decide(state, [0, 1], Screen(screen_seat=0, viewer=0, guard=0), 1, False, everyone)
    assert s.pending_handoff == 1 and s.pending_look and not s.show_peek and s.viewer is None
