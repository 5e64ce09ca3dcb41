"""The advice bubble of the longest reasons stays whole on the board at 1000x700 and 1000x650:
it goes wider rather than taller (a reason of eleven lines' worth at 280 px stood taller than
the 1000x700 window, its move and its foot cut off at the top and the bottom)."""
from __future__ import annotations

import dataclasses

import pytest

pygame = pytest.importorskip("pygame")

from games.core import registry  # noqa: E402
from games.seize_rome import INFO  # noqa: E402
from games.seize_rome.tests.test_seize_rome_advice_clear import _placing  # noqa: E402
from tests.app_kit import make_app, pump, pump_until  # noqa: E402
from games.seize_rome.tests.seize_rome_scene_kit import solo_record  # noqa: E402

#: a long reason as the advice gave it (two of them for the longest the suite may give)
LONG = {
    "ja": "月桂冠の4/0トークンをキュレネとアフリカの境界に4をアフリカ側へ向けて置く\n理由：キュレネを0対6で閉じる。"
          "属州はオート・クラッススのものになるが、そこでリードしているオート・クラッススは次に自分で閉じることができる"
          "（ルール1）ので、先にその兵力トークンを得る。アフリカは6対5で残り1スペースで閉じる状態になる。"
          "オート・クラッススはそうした属州をほかに置くより先に閉じ（ルール1と2）、小さいほうの値をそこへ向けるので、"
          "その値が1以上でなければ取れない（同点ならオート・クラッススの支配）。ただしオート・クラッススがキュレネと"
          "エジプトの境界に境界マーカーを置く。月桂冠の4/0トークンをガリアとガリア・キサルピナの境界に4をガリア側へ"
          "向けて置く手ではキュレネがあと1スペースで閉じる形になり、オート・クラッススが6対0でリードしている。",
    "en": "Place the laurel 4/0 token on the border of Cyrene and Africa, 4 toward Africa\nWhy: it closes Cyrene "
          "0 to 6. The province goes to Auto-Crassus, but Auto-Crassus, who leads there, could close it himself "
          "next (rule 1), so take its Might token first. Africa is then 6 to 5 with one space left. Auto-Crassus "
          "closes such a province before placing anywhere else (rules 1 and 2) and turns his smaller value to it, "
          "so he takes it only with a value of 1 or more (a tie goes to Auto-Crassus). Though Auto-Crassus puts a "
          "border marker on the border of Cyrene and Egypt. Placing the laurel 4/0 token on the border of Gallia "
          "and Gallia Cisalpina, 4 toward Gallia, would leave Cyrene one space from closing with Auto-Crassus "
          "leading 6 to 0.",
}


@pytest.mark.parametrize("size", [(1000, 700), (1000, 650)])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_longest_advice_stays_whole_on_the_board(home, lang, size):
    with registry.registered(dataclasses.replace(INFO, playable=True), "games.seize_rome"):
        app = make_app(home, size=size)
        try:
            app.set_lang(lang)
            record = solo_record()
            game = app.push("game", record=record, autosave_on=False)
            pump_until(app, lambda: _placing(app, game), 6000, "Livia's turn to place")
            game.toggle_advice()
            pump_until(app, lambda: game.advice is not None, 3000, "the advice")
            font = app.fonts.get(16)
            for text in (LONG[lang], LONG[lang] + ("\n" if lang == "en" else "") + LONG[lang].split("\n")[1]):
                game._advice_said = (game.advice, game.lang, text)
                pump(app, 2)
                bubble = pygame.Rect(game.advice_rect)
                assert game.board_rect.contains(bubble), (bubble, game.board_rect)
                lines, foot = game.advice_lines(font, bubble.w)      # (as drawn at the width it took)
                assert "…" not in lines, (bubble, len(lines))
                assert 2 * 16 + (len(lines) + len(foot)) * font.get_linesize() <= bubble.h + 1, (bubble, len(lines))
        finally:
            app.quit()
            pygame.event.clear()
