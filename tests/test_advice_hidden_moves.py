"""Advice on a move whose log line keeps a secret (issue 31, part 2): the asker owns the secret,
so the bubble names the real choice (Imperium's three regions, Caesar's struggle card,
Catilina's card to pass) and the board lights it, while the public log line stays silent."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from games.app.scenes.game_advice import advised_targets  # noqa: E402
from games.caesar.components import card_msg as caesar_card  # noqa: E402
from games.caesar.moves import PlayCard  # noqa: E402
from games.catilina.rules import Give  # noqa: E402
from games.catilina.rules import card_msg as catilina_card  # noqa: E402
from games.core.explain import Advice  # noqa: E402
from games.core.record import Record  # noqa: E402
from games.core.text import Msg  # noqa: E402
from tests.app_kit import open_app, pump_until, seats  # noqa: E402


def persons_turn(app, game: str, kinds: str):
    scene = app.push("game", record=Record(game, seats(game, kinds), seed=3), autosave_on=False)
    pump_until(app, lambda: scene.board.acting and not scene.busy() and scene.advice_refusal() is None,
               what="the person's turn with advice offered")
    return scene


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_imperiums_advice_names_and_lights_the_three_regions(home, lang):
    with open_app(home, lang=lang) as app:
        scene = persons_turn(app, "imperium", "ha")
        scene.toggle_advice()
        pump_until(app, lambda: scene.advice is not None, 600, "the advice")
        action = scene.advice[2].action
        assert type(action).__name__ == "Select"
        words = scene.advice_text()
        public = scene.render(action.msg(0))
        assert public not in words
        for r in action.regions:
            assert scene.render(Msg(f"imperium.region.{r}")) in words, words
        surface = pygame.Surface(app.size)
        scene.draw(surface)
        for r in action.regions:
            assert scene.board.rect_of(f"card:{r}") in scene.advice_lit
            assert scene.board.rect_of(f"region:{r}") in scene.advice_lit


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_imperiums_advice_with_a_flag_says_so_and_lights_the_flag(home, lang):
    """A region chosen twice is named once with "twice (one flag)" (not "Sicilia (2), Sicilia
    (2)", which no card in the hand can be laid as), and a flag is lit beside its card."""
    from games.imperium.rules import Select
    with open_app(home, lang=lang) as app:
        scene = persons_turn(app, "imperium", "ha")
        action = Select((2, 2, 6))
        words = shown_advice(scene, action)
        sicilia = scene.render(Msg("imperium.region.2"))
        assert words.count(sicilia) == 1, words
        assert scene.render(Msg("imperium.log.region_x2", {"region": Msg("imperium.region.2")})) in words
        surface = pygame.Surface(app.size)
        scene.draw(surface)
        assert scene.board.rect_of("flag:0") in scene.advice_lit
        assert scene.board.rect_of("flag:1") not in scene.advice_lit


def shown_advice(scene, action) -> str:
    """``action`` shown as the advice of the person at the screen; its bubble's words."""
    scene.advice = (scene.viewer, scene.generation, Advice(action, Msg("core.seat_default", {"n": 1}), 0.5))
    return scene.advice_text()


@pytest.mark.parametrize("game,kinds,nth,play,card_msg", [("caesar", "ha", 3, PlayCard, caesar_card),
                                                       ("catilina", "haa", 0, Give, catilina_card)])
def test_a_card_of_the_hand_is_named_in_the_askers_advice(home, game, kinds, nth, play, card_msg):
    """Caesar's struggle card, Catilina's card to pass: the asker's advice names the card (not
    the move's log line, which keeps it hidden) and lights it in the hand."""
    with open_app(home) as app:
        scene = persons_turn(app, game, kinds)
        card = scene.session.state.view_for(0).hands[0][nth]
        words = shown_advice(scene, play(card))
        assert scene.render(card_msg(card)) in words and scene.render(play(card).msg(0)) not in words
        assert advised_targets(scene.board, play(card)) == [scene.board.rect_of(f"card:{card}")]


def test_a_caesar_token_laid_face_down_is_named_in_the_askers_advice(home):
    """CAESAR!'s Border Control: a token laid face down keeps its values from the log; the
    asker's advice names it, and lights it on their screen with its border space."""
    from games.seize_rome.components import influence_tokens
    from games.seize_rome.moves import Place
    with open_app(home) as app:
        scene = persons_turn(app, "seize_rome", "ha")
        view = scene.session.state.view_for(0)
        token = view.hands[0][0]
        border = next(a.border for a in view.legal_actions(0) if isinstance(a, Place))
        action = Place(token, border, "")
        words = shown_advice(scene, action)
        assert scene.render(influence_tokens()[token].msg()) in words and scene.render(action.msg(0)) not in words
        lit = advised_targets(scene.board, action)
        assert scene.board.rect_of(f"token:{token}") in lit and scene.board.rect_of(f"border:{border}") in lit
