"""A review heading compares the two moves (「勝つ見込みは、より良い手なら…、あなたの手では…」); at
1000x700 a line broke 「より良い|手なら」, which reads as "better" and "if a move" apart. The
catalogue joins each side's words (U+2060) so a line breaks only around them."""
from __future__ import annotations

from games.app.draw.text import WORD_JOINER, wrap_text
from games.core.review import size_msg
from games.core.text import Msg

#: the words a heading line never breaks inside
WHOLE = ("より良い手なら", "あなたの手では")


def headings() -> list[str]:
    return [size_msg(0.07, 0.53, fell=False).render("ja"), size_msg(0.3, 0.8, fell=False).render("ja"),
            Msg("core.review.size.games_kept", {"n": 8}).render("ja")]


def test_the_moves_words_in_a_heading_break_only_whole():
    for text in headings():
        plain = text.replace(WORD_JOINER, "")
        for width in range(10, len(plain) + 1):
            lines = wrap_text(None, text, width, measure=len)
            joined = "|".join(lines)
            for word in WHOLE:
                if word in plain:
                    assert word in joined.replace("|", "") and all(
                        word[:i] + "|" + word[i:] not in joined for i in range(1, len(word))), (width, lines)
