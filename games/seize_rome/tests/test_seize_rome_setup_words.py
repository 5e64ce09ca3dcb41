"""The solo set-up says what each choice means: Auto-Crassus's difficulty in words (not the
tile counts "A3 B2 C1"), and every difficulty, harder-game and expansion choice explains
itself when pointed at (the tooltip follows the choice as it is cycled; in Japanese with no
half-width space before its "（クリックすると…）")."""
from __future__ import annotations

import pytest

pygame = pytest.importorskip("pygame")

from tests.app_kit import make_app, pump  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_solo_choice_says_what_it_means(home, lang):
    app = make_app(home)
    try:
        app.set_lang(lang)
        setup = app.push("setup", game_id="seize_rome", entry="solo")
        pump(app, 2)
        for opt in ("difficulty", "harder", "expansions"):
            button = setup.option_buttons[opt]
            seen = set()
            for _ in range(len([o for o in setup.info.options if o.id == opt][0].choices)):
                value = setup.options[opt]
                label = setup.option_label(opt, value)
                tip = button.tool_tip_text
                want = app.tr(f"seize_rome.opt.{opt}.{value}.tip")
                assert want != f"seize_rome.opt.{opt}.{value}.tip" and tip.startswith(want), (opt, value, tip)
                assert "A3" not in label and "A4" not in label, label
                assert lang == "en" or " " not in tip, tip     # no half-width space in Japanese
                seen.add(tip)
                setup.cycle_option(next(o for o in setup.info.options if o.id == opt))
            assert len(seen) == len([o for o in setup.info.options if o.id == opt][0].choices)
    finally:
        app.quit()
        pygame.event.clear()


#: the solo set-up's seat of Auto-Crassus and its expansions option, in plain words that
#: say the same in both languages (no "rulebook" in one and "solo" in the other)
PLAIN = {"en": ("Auto-Crassus (solo opponent)", "Expansions in play"),
         "ja": ("オート・クラッスス（ソロの相手）", "使う拡張")}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_solo_seat_and_expansions_say_the_same_plainly(home, lang):
    app = make_app(home)
    try:
        app.set_lang(lang)
        setup = app.push("setup", game_id="seize_rome", entry="solo")
        pump(app, 2)
        seat, opt = PLAIN[lang]
        assert setup.kind_label("script:crassus") == seat
        assert app.tr("seize_rome.opt.expansions") == opt
    finally:
        app.quit()
        pygame.event.clear()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_help_and_lessons_name_the_expansions_as_the_setup_does(lang):
    """The help names the set-up option by its label, and the lessons call Border Control
    what the set-up calls it (in Japanese 境界の支配, never another word)."""
    import json
    from pathlib import Path
    here = Path(__file__).resolve().parents[1]
    text = json.loads((here / f"text_{lang}.json").read_text(encoding="utf-8"))
    assert text["seize_rome.opt.expansions"] in (here / f"help.{lang}.md").read_text(encoding="utf-8")
    lessons = [v for k, v in text.items() if k.startswith("seize_rome.lesson.")]
    assert not any("国境管理" in v or "Expansions of Rome" in v for v in lessons)
