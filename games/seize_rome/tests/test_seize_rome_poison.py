"""Poison at one screen (pass-and-play), in the real game scene: the token sent back is shown
on the board, the poisoner keeps the screen to the end of the turn (no hand-off in the middle
of it), and its owner's next hand-off says what they lost."""
from __future__ import annotations

import dataclasses
import random

import pytest

pygame = pytest.importorskip("pygame")

from games.core import registry  # noqa: E402
from games.core.chance import CHANCE  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.state import SeatInfo  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from games.seize_rome import rules as R  # noqa: E402
from tests.app_kit import make_app, pump  # noqa: E402


def _to_a_poison(options: dict) -> tuple[int, list, int]:
    """A seed and the actions (from the start) that lead to a seat about to use a Poison it
    just took, the other seat holding tokens; and that seat."""
    for seed in range(1, 60):
        s = R.new_game(2, seed, options)
        rng = random.Random(seed)
        actions = []
        for _ in range(300):
            if s.is_over():
                break
            seat = s.to_act()[0]
            if s.phase == "bonus" and any(k == "poison" for k, _, _ in s.pending) and s.hands[1 - seat]:
                return seed, actions, seat
            acts = s.legal_actions(seat)
            if s.phase == "place":
                good = [a for a in acts if any(s.bonuses.get(p) == "poison" and p not in s.closed and all(
                    b in s.tokens or b == a.border for b in R.TOPO.province(p).borders)
                    for p in R.TOPO.border(a.border).provinces)]
                acts = good or acts
            elif s.phase == "bonus":
                acts = [a for a in acts if a.kind != "poison"] or acts
            act = rng.choice(acts)
            actions.append((seat, act))
            s.apply(seat, act)
    pytest.fail("no game reached a Poison to use")


def test_poison_in_pass_and_play_shows_the_token_and_tells_its_owner(home):
    options = {"expansions": "poison"}
    seed, actions, poisoner = _to_a_poison(options)
    victim = 1 - poisoner
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, speed="normal")
        try:
            seats = [SeatInfo("Livia", "human", None, "red"), SeatInfo("Marcus", "human", None, "blue")]
            record = Record("seize_rome", seats, seed=seed, options=options)
            record.actions.extend(actions)
            game = app.push("game", record=record)
            pump(app, 2)
            assert app.top.name == "handoff" and app.top.seat == poisoner
            app.top.confirm()
            pump(app, 2)
            prov = next(p for k, p, _ in game.session.state.pending if k == "poison")
            assert game.submit(poisoner, R.Bonus("poison", prov, True))
            handoffs, shown, token = [], set(), None
            for _ in range(2000):
                pump(app, 1)
                if game.board.drawn_poison is not None:
                    shown.add(game.board.drawn_poison)
                if token is None:
                    token = next((a.token for s, a in game.record.actions if s == CHANCE
                                  and isinstance(a, R.PoisonPick)), None)
                top = app.top
                if top.name == "handoff":
                    handoffs.append((top.seat, top.reason, top.note))
                    if top.seat == victim:
                        break
                    top.confirm()
                elif top is game and game.viewer == poisoner and game.board.acting and not game.board.busy():
                    st = game.session.state
                    assert st.phase == "bonus", st.phase       # the poisoner's other bonuses, if any
                    legal = st.legal_actions(poisoner)
                    assert game.submit(poisoner, next((a for a in legal if not a.use), legal[0]))
            assert token is not None, "Poison picked no token"
            assert handoffs and handoffs[-1][0] == victim, handoffs
            assert all(seat != poisoner for seat, _, _ in handoffs), f"a hand-off in the poisoner's turn: {handoffs}"
            note = handoffs[-1][2]
            assert note and game.board.host.render(R.token_msg(token)) in note, note
            assert note == game.board.host.tr("seize_rome.ui.poison.handoff", seat=seats[poisoner].name,
                                              token=game.board.host.render(R.token_msg(token))), \
                f"the note does not name the poisoner: {note}"
            assert shown == {token}, "the token Poison took was not shown on the board"
            app.top.confirm()
            pump(app, 2)
            assert game.viewer == victim and game.board.poison_row(victim) is not None
            assert game.board.handoff_note(victim) is None, "the news was told twice"
        finally:
            app.quit()
            pygame.event.clear()
