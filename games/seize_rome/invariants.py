"""CAESAR! Seize Rome's invariants, from the rule text (checked by ``main.py fuzz``).

The components come from the data files (``data/components.json``, the map);
what must hold between them comes from the rules:

- **influence tokens**: each player's tokens (the basic set, plus the Centurion
  tokens with that expansion) are all somewhere: behind the screen, in the bag,
  on the map, or (Centurion tokens) beside the screen; none twice, none lost.
- **control markers**: each player has 12; each is in supply, in a province
  space, on a border space, or under a Senate token.
- **bonus tokens**: an open province holds exactly one bonus token, a closed one
  none; no more tokens of a kind than the box holds; without Border Control the
  expansions remove exactly 3 each, with it they are set aside instead.
- **the map**: a token on a space fits its icon and faces one of the two
  provinces the space touches (or lies face down by Border Control on a double
  ring); a province is closed exactly when all its border spaces are filled
  (at the start of a placement); a closed province's spaces hold the markers of
  one player or none, and it keeps the influences it closed with; an open one
  holds none; a border marker belongs to the
  player who controls both provinces it joins.
- **turn and phase**: the active player decides, chance draws, nobody once
  over; the game is over exactly when it has a winner: the player who placed
  their last marker, or the other of the player who could not place.
- **Auto-Crassus** (the solo game's scripted seat): his row is face up in the
  order drawn (not sorted); his turn has its own phases (the command tile, the
  draws to his row and his random tie-breaks are chance's; he places and
  discards); his deck holds only tiles of his difficulty; he never places face
  down; the harder game's markers out of the game are counted with the rest,
  and taking out his last one wins.
"""
from __future__ import annotations

from collections import Counter

from ..core.chance import CHANCE
from ..core.invariants import no_negative, require, same_multiset
from .components import HIDDEN, basic_tokens, centurion_tokens, components, markers_each, influence_tokens
from .crassus import DIFFICULTIES, deck_tiles
from .topology import load_topology

def _bonus_box() -> Counter:
    """The bonus tokens in the box (base game and expansions)."""
    box = components()["bonus_tokens"]
    return Counter({**box["base"], **box["expansion"]})


DECIDING = ("place", "bonus", "might", "centurion")
CHANCE_PHASES = ("draw", "wealth", "poison", "set_aside")
#: Auto-Crassus's own phases: chance's and his
CRASSUS_CHANCE = ("command", "row_draw", "row_centurion", "crassus_tie")
CRASSUS_DECIDING = ("crassus_discard",)


def check(state) -> None:
    """Raise :class:`~games.core.invariants.InvariantError` when the position breaks a rule."""
    require(state.unseen == [None, None], "a true state holding a view's unseen pool")
    topo = load_topology()
    full = {p.id for p in topo.provinces if all(bid in state.tokens for bid in p.borders)}
    _check_tokens(state)
    _check_markers(state)
    _check_bonuses(state, full)
    _check_provinces(state)
    _check_crassus(state)
    _check_turn(state, full)


def _check_tokens(state) -> None:
    """The influence tokens: each where it may be, every one of a seat's tokens somewhere."""
    topo = load_topology()
    on_map: list[list[str]] = [[], []]
    for bid, (s, code, toward, down, hidden) in state.tokens.items():
        b = topo.border(bid)
        require(code in influence_tokens() and code != HIDDEN, f"an unknown token {code!r} on {bid}")
        on_map[s].append(code)
        if hidden:
            require(down and state.border_control and b.border_control,
                    f"a hidden token on {bid} without Border Control's double ring")
        else:
            require(b.icon in influence_tokens()[code].fits, f"{code} does not fit the {b.icon} space {bid}")
            require(toward in b.provinces, f"{code} on {bid} faces {toward!r}, not one of {b.provinces}")
    for s in (0, 1):
        require(s == state.crassus or list(state.hands[s]) == sorted(state.hands[s]),
                f"seat {s}'s screen is not sorted")
        require(list(state.beside[s]) == sorted(state.beside[s]), f"seat {s}'s Centurion tokens are not sorted")
        require(all(influence_tokens()[c].centurion for c in state.beside[s]), "a basic token beside the screen")
        box = list(basic_tokens()) + (list(centurion_tokens()) if state.centurion else [])
        same_multiset(f"seat {s}'s influence tokens (screen + bag + map + beside)",
                      list(state.hands[s]) + state.bags[s].tokens() + on_map[s] + list(state.beside[s]), box)
        hidden_down = [t[1] for t in state.tokens.values() if t[0] == s and t[4]]
        unseen_places = list(state.hands[s]) + state.bags[s].tokens() + hidden_down
        require(list(state.loose[s]) == sorted(set(state.loose[s]))
                and all(c in centurion_tokens() and c in unseen_places for c in state.loose[s]),
                f"seat {s}'s Centurion tokens from the bag {state.loose[s]} are not all in the screen, "
                f"the bag or face down")


def _check_markers(state) -> None:
    """The control markers: each seat's twelve in the supply, the provinces, on borders,
    under Senate tokens or out of the game."""
    for s in (0, 1):
        in_spaces = sum(1 for sp in state.spaces.values() for e in sp if e is not None and e[0] == s)
        on_borders = sum(1 for c in state.covers.values() if c[0] == s)
        no_negative(f"seat {s}'s markers", [state.markers[s], state.senates[s], state.under_senate[s]])
        out = state.markers_out[s]
        require(out == 0 or (s == state.crassus and state.harder),
                f"seat {s} took {out} markers out of the game, outside the harder solo game")
        total = state.markers[s] + in_spaces + on_borders + state.under_senate[s] + out
        require(total == markers_each(), f"seat {s}: {state.markers[s]} in supply + {in_spaces} in provinces + "
                                  f"{on_borders} on borders + {state.under_senate[s]} under Senates "
                                  f"+ {out} out of the game != {markers_each()}")


def _check_bonuses(state, full: set) -> None:
    """The bonus tokens (``full``: the provinces with every border space filled)."""
    topo = load_topology()
    require(state.closed <= full, f"closed provinces with a free space: {sorted(state.closed - full)}")
    require(set(state.tallies) == state.closed,
            f"closing tallies {sorted(state.tallies)} for the closed provinces {sorted(state.closed)}")
    for p in topo.provinces:
        has = state.bonuses[p.id]
        if p.id in state.closed:
            require(has is None, f"the closed {p.id} still holds its {has} bonus")
        else:
            require(has is not None, f"the open {p.id} holds no bonus token")
    seen = Counter(k for k in state.bonuses.values() if k) + Counter(state.removed) + Counter(state.set_aside.tokens())
    box = _bonus_box()
    require(not seen - box, f"more bonus tokens than the box holds: {dict(seen - box)}")
    n_out = 3 * (state.poison + state.centurion)
    if state.border_control:
        require(not state.removed and len(state.set_aside) <= n_out, "Border Control's set-aside pool")
    else:
        require(len(state.removed) == n_out and not len(state.set_aside), f"{len(state.removed)} bonuses removed")
    kinds = {k for k, _ in _bonus_box().items()}
    require(all(k in kinds for k, _, _ in state.pending), f"unknown pending bonus {state.pending}")


def _check_provinces(state) -> None:
    """The markers in provinces and on border spaces."""
    topo = load_topology()
    for p in topo.provinces:
        sp = state.spaces[p.id]
        require(len(sp) == len(p.spaces), f"{p.id} has {len(sp)} spaces")
        owners = {e[0] for e in sp if e is not None}
        if p.id in state.closed:
            # all of one player's (a player whose last marker went in first may leave Italia's second empty)
            require(len(owners) <= 1 and (not owners or all(e is not None for e in sp)
                                          or state.winner in owners),
                    f"the closed {p.id} holds {sp}")
        else:
            require(not owners, f"the open {p.id} holds markers {sp}")
    for bid, (s, _up) in state.covers.items():
        a, b = topo.border(bid).provinces
        require(state.controller(a) == s and state.controller(b) == s,
                f"seat {s}'s border marker on {bid} between provinces it does not both control")


def _check_turn(state, full: set) -> None:
    """The turn, the phase and the end of the game."""
    to_act, phase = state.to_act(), state.phase
    require(state.turn in (0, 1) and state.turn_no >= 1, f"turn {state.turn}, turn number {state.turn_no}")
    if state.winner is None:
        his = state.turn == state.crassus
        chance = CHANCE_PHASES + (CRASSUS_CHANCE if his else ())
        require(phase in DECIDING + chance + (CRASSUS_DECIDING if his else ()), f"phase {phase!r} with no winner")
        require(to_act == ((CHANCE,) if phase in chance else (state.turn,)),
                f"to_act {to_act} in phase {phase!r}")
        require(all(m > 0 for m in state.markers), "a player placed every marker but did not win")
        if phase == "place":
            require(state.closed == full, f"full provinces not closed: {sorted(full - state.closed)}")
            require(state.hands[state.turn], f"seat {state.turn} starts a turn with an empty screen")
            require(not state.pending, "bonuses pending at a placement")
            require(not his or (state.cnext is not None and state.cnext.token in state.hands[state.turn]),
                    f"Auto-Crassus places with no chosen token of his row ({state.cnext})")
        if his and phase == "command":
            require(state.can_place(state.turn), "Auto-Crassus's turn starts, but no token of his row fits")
        if phase == "bonus":
            require(state.pending, "the bonus phase with no bonus pending")
    else:
        require(phase == "over" and to_act == (), f"a winner, but phase {phase!r} and to_act {to_act}")
        w = state.winner
        if state.end_reason == "marker":
            require(state.markers[w] == 0, f"seat {w} won by markers with {state.markers[w]} left")
        elif state.end_reason == "removed":
            require(w == state.crassus and state.harder and state.markers[w] == 0 and state.markers_out[w] > 0,
                    f"seat {w} won by taking out markers, with {state.markers[w]} left")
        else:
            require(state.end_reason in ("empty", "stuck"), f"unknown end {state.end_reason!r}")
            require(w == 1 - state.turn, f"seat {w} won, but seat {state.turn} was on turn and could not place")
            require(bool(state.hands[state.turn]) == (state.end_reason == "stuck"),
                    f"end {state.end_reason!r} with {len(state.hands[state.turn])} tokens behind the screen")
        require(tuple(state.outcome().winners) == (w,), "the outcome names another winner")


def _check_crassus(state) -> None:
    """Auto-Crassus's deck and his tokens on the map (nothing when no seat is his)."""
    cs = state.crassus
    if cs < 0:
        require(not len(state.deck) and not state.steps and state.cnext is None,
                "a command deck or steps with no Auto-Crassus")
        return
    require(cs in (0, 1) and state.difficulty in DIFFICULTIES, f"Auto-Crassus {cs} at {state.difficulty!r}")
    tiles = Counter(deck_tiles(state.difficulty, state.centurion))
    require(not Counter(state.deck.tokens()) - tiles,
            f"his deck {sorted(state.deck.tokens())} is not drawn from {sorted(tiles.elements())}")
    require(not any(t[4] for t in state.tokens.values() if t[0] == cs), "Auto-Crassus placed a token face down")
