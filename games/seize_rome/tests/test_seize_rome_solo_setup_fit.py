"""The solo CAESAR! set-up at 1000x700: the opponent's button keeps its ▶ inside (the
Japanese 「オート・クラッスス（ソロの相手）」 pushed it out), and the player count, fixed at
two, shows no greyed − and + but says who the two are."""
from __future__ import annotations

import dataclasses

import pytest

pygame = pytest.importorskip("pygame")

from games.core import registry  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from games.seize_rome.tests.test_seize_rome_crassus_screen import click  # noqa: E402
from tests.app_kit import make_app, pump  # noqa: E402


@pytest.mark.parametrize("lang, size", [("ja", (1000, 700)), ("en", (1000, 700)), ("ja", (1280, 800))])
def test_the_solo_set_up_fits_its_opponent_and_says_the_count_is_fixed(home, lang, size, monkeypatch):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, size=size)
        try:
            app.set_lang(lang)
            pump(app)
            click(app, app.top.new_buttons["seize_rome/solo"])
            setup = app.top
            font = app.fonts.get(16)
            for b, back, on in zip(setup.kind_buttons, setup.kind_back, setup.kind_next):
                assert font.size(b.text)[0] + 24 <= b.rect.w, b.text
                assert back.text == "◀" and on.text == "▶" and back.rect.right < b.rect.x < b.rect.right < on.rect.x
            assert not setup.minus_button.visible and not setup.plus_button.visible
            said = []
            from games.app.scenes import setup as setup_mod
            real = setup_mod.text
            monkeypatch.setattr(setup_mod, "text", lambda app_, surface, s, *a, **k: said.append(s) or real(
                app_, surface, s, *a, **k))
            setup.draw(app.screen)
            assert app.tr("app.setup.solo_pair", name=setup.seats[1]["name"]) in said, said
        finally:
            app.quit()
            pygame.event.clear()
