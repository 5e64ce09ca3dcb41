"""Where the Caesar XL board writes each place's name: nearer its own place than any other,
clear of every stack, every place's symbol and markers and every other name, and crossed by
no route that is not the place's own (or else on a backing).

:func:`place_labels` is given, in screen pixels, each place's point, the boxes its name may
go round (the stack standing on it, or while none is there the room kept for one, then its
symbol alone), the ways its name may be written (one line; two, with its part in brackets
or between its words: :func:`at_words`; the same a size and two sizes smaller),
what each place keeps for itself (its symbol and markers, the stacks standing on it: see
:meth:`~.scene_paint.BoardPainter.reserved`) and the lines of the routes and ties with the
places they join. Each name may go under, above or beside its boxes, slid along their
sides to their corners, or a little further off; where none of these serves, against
whatever stands round the place (:func:`hugging`). What a spot costs, most first:

- covering a kept rectangle, touching another name, or leaving the frame;
- a spot not plainly nearer its own place than any other (from the name's box to the
  places' points);
- the text two sizes smaller;
- a route of other places across it (the name is then drawn on a backing,
  :attr:`Spot.backed`);
- the text a size smaller; nearer its own place by less than a share of its distance from it
  (:data:`BARELY`: a neighbour's name moves where that frees a nearer spot); two lines between words;
- closer to another name than the room a name keeps (:data:`ROOM`);
- covering what an empty place keeps for a stack (the name will move when one comes), or
  lying round its symbol where its own stack will stand;
- a tie of other places across it; each pixel further from the place than a little;
- a route or tie of its own across it, two lines, each step from its best spot.

All the names are placed together: the most crowded places choose first; then, a few
times over, each name that costs chooses again beside the others, and a name still astray,
touching another or on a route of others is placed again with the names in its way moving
round it (:func:`_relocate`). A spot's cost alone is worked out once, and only when the
search comes to it. The search is the same for the same input. Placed once for a zoom with
no stack (``start`` is then None), the names placed again for the stacks standing now start
where they stood, and a name that leaves its spot pays for it: only the names in the way
move.

It knows no rules and draws nothing. :func:`search_labels` is the same search as a generator
that pauses after each name it places (the board runs it over frames, see
:meth:`~.scene_paint.BoardPainter.label_spots`).

>>> a, b = pygame.Rect(90, 90, 20, 20), pygame.Rect(90, 120, 20, 20)
>>> spots = place_labels([("a", (100, 100), a, [(40, 12, 0)]), ("b", (100, 130), b, [(40, 12, 0)])],
...                      {"a": [a], "b": [b]}, [((100, 100), (100, 130), frozenset({"a", "b"}), False)],
...                      pygame.Rect(0, 0, 300, 300), 2)
>>> spots["a"].rect.colliderect(spots["b"].rect), spots["a"].rect.colliderect(b), spots["b"].cost
(False, False, 0)
>>> spots["a"].rect.bottom <= 90 and spots["b"].rect.top >= 140        # each on its own side
True
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Callable, Generator, Iterable, Iterator, Mapping, Sequence

import pygame

Point = tuple[float, float]
INF = float("inf")
#: a line of a route or a tie on the screen, the places it belongs to and whether it is a tie
Segment = tuple[Point, Point, frozenset, bool]

#: what a spot costs: covering a kept rectangle or another name; leaving the frame; nearer
#: another place than its own; a route of other places across it; covering what a place
#: keeps for a stack not there now; a tie of other places across it; a route or tie of its
#: own across it; two lines; each step further from the best spot
COVER, OUTSIDE, ASTRAY, FOREIGN, SPARE, TIE, OWN, TWO_LINES, STEP = 1000, 1000, 800, 300, 60, 50, 6, 3, 1
#: what writing a name a size smaller costs (where no spot is left for it at its size), and
#: two sizes smaller (where no other spot is near its place)
SMALLER, SMALLEST = 200, 450
#: what a name pays for each pixel it stands further from its place than a little
#: (:data:`CLOSE` pixels) off the box round the place
FAR, CLOSE = 6, 4
#: the room a name keeps from another, across and up and down (pixels), and what a name
#: closer than that (not touching) costs
ROOM, CROWD = (10, 3), 100
#: what writing a name on two lines costs where a word is broken to do it
BROKEN = 120
#: what a name pays for leaving the spot it had with no stack (the names stay put)
MOVE = 40
#: how much nearer its own place than any other a name's box must be, pixels
MARGIN = 1.0
#: what a name pays for being nearer its own place by less than this share of its distance
#: from it (a name far off its place is plainly nearer it only by more: the search then moves
#: a neighbour's name where that frees a nearer spot)
BARELY, BARELY_SHARE = 150, 0.15
#: the rounds of choosing again; the spots a name in the way tries with the others round it
#: (one name deep, two names deep), and how many names deep the others move for a name astray
#: (one for a name on a route of others)
ROUNDS, PUSHES, DEPTH = 4, (6, 10), 2
#: the spots against what stands round a place are tried this many text heights from it, and
#: cost this much more than the spots round its boxes
HUG, HUGGED = 2, 10
#: the rings of spots round a place's first box (the second, a little further off) and round its second
RINGS = 2
#: how many of the spots astray or covering something are kept aside (the cheapest)
WORSE = 8


@dataclass
class Spot:
    """Where a name goes: its box on the screen, which of the sizes it takes, what the spot
    costs (0: clear of everything) and whether a route of other places crosses it (then the
    name is drawn on a backing, the route passing under it)."""

    rect: pygame.Rect
    form: int
    cost: int
    backed: bool = False


#: what may not begin a line of Japanese (small kana, the long vowel mark, closing marks)
NO_START = set("ッャュョァィゥェォヮヵヶっゃゅょぁぃぅぇぉー・）」』、。")
VOWELS = set("aeiouyAEIOUY")


def broken(text: str) -> list[str] | None:
    """The name ``text`` of one word (or words) on two lines near its middle, for a crowded
    place: at the space or the middle dot nearest the middle; a Japanese word between any two
    characters a line may begin and end with; a word of Latin letters with a hyphen between
    two syllables (a vowel, then a consonant and a vowel; or two consonants); each line three
    letters at least (a short name cut in two reads as two words). ``None`` when it cannot be
    broken.

    >>> broken("Thessalonica"), broken("テッサロニカ"), broken("ブルンディシウム")
    (['Thessa-', 'lonica'], ['テッサ', 'ロニカ'], ['ブルン', 'ディシウム'])
    >>> broken("Nova Carthago"), broken("ノウァ・カルタゴ"), broken("Dyrrachium"), broken("Roma")
    (['Nova', 'Carthago'], ['ノウァ', 'カルタゴ'], ['Dyr-', 'rachium'], None)
    >>> broken("ルビコン"), broken("ペルガモン")      # (「ルビ／コン」 read as two words)
    (None, None)
    """
    n = len(text)
    by_middle = sorted(range(1, n), key=lambda i: (abs(2 * i - n), i))
    if at_words(text):
        return at_words(text)
    if any(ord(ch) >= 0x3000 for ch in text):
        for i in by_middle:
            if i >= 3 and n - i >= 3 and text[i] not in NO_START and text[i - 1] not in "（「『":
                return [text[:i], text[i:]]
        return None
    for i in by_middle:
        if i < 3 or n - i < 3 or not text[i - 2:i + 2].isalpha():
            continue
        a, b, c = text[i - 1], text[i], text[i + 1]
        if (a in VOWELS and b not in VOWELS and c in VOWELS) or \
                (a not in VOWELS and b not in VOWELS and (a + b).lower() not in ("th", "ch", "ph", "sh", "gh", "qu")):
            return [text[:i] + "-", text[i:]]
    return None


def at_words(text: str) -> list[str] | None:
    """``text`` on two lines at the space or middle dot nearest its middle; ``None``: one word.

    >>> at_words("Nova Carthago"), at_words("ノウァ・カルタゴ"), at_words("テッサロニカ"), at_words("Dyrrachium")
    (['Nova', 'Carthago'], ['ノウァ', 'カルタゴ'], None, None)
    """
    n = len(text)
    for i in sorted(range(1, n - 1), key=lambda i: (abs(2 * i - n), i)):
        if text[i] in " ・":
            return [text[:i], text[i + 1:]]
    return None


def name_lines(text: str) -> list[list[str]]:
    """The ways a place's name may be written: on one line, and on two: its part in
    brackets on the second, or else between its words (:func:`at_words`), never
    inside a word (「テッサ／ロニカ」 read as two names).

    >>> name_lines("Messana (Sicilia)"), name_lines("ローマ"), name_lines("テッサロニカ")
    ([['Messana (Sicilia)'], ['Messana', '(Sicilia)']], [['ローマ']], [['テッサロニカ']])
    >>> name_lines("ノウァ・カルタゴ"), name_lines("ダキ（ブレビスタ）")
    ([['ノウァ・カルタゴ'], ['ノウァ', 'カルタゴ']], [['ダキ（ブレビスタ）'], ['ダキ', '（ブレビスタ）']])
    """
    out = [[text]]
    for mark in (" (", "（", "("):
        i = text.find(mark)
        if i > 0:
            out.append([text[:i].rstrip(), text[i:].strip()])
            return out
    two = at_words(text)
    return out + [two] if two else out


#: how narrow a counter's label may be squeezed (of its width), as type set condensed
SQUEEZE = 0.75
#: the least size of a counter's words read at a glance: a leader's name smaller is written brief
READABLE = 9


def counter_text(label: str, width: int, height: int, px: int, measure: Callable[[str, int], int],
                 least: int = 7, brief: str | None = None) -> tuple[list[str], int]:
    """:func:`counter_lines` of ``label``, or of its ``brief`` form (a leader's name the
    catalogue abbreviates) where ``label`` is not readable whole (:data:`READABLE`) and the brief
    form is larger: at 1000x650 a counter is 21 pixels and "ポンペ/イウス" fell to 6 px.

    >>> w = lambda text, px: len(text) * px
    >>> counter_text("カエサル", 19, 14, 11, w, brief="カエ"), counter_text("Cato", 40, 14, 11, w, brief="Ca")
    ((['カエ'], 11), (['Cato'], 11))
    """
    out = counter_lines(label, width, height, px, measure, least, READABLE)
    if brief and out[1] < READABLE:
        short = counter_lines(brief, width, height, px, measure, least)
        if short[1] > out[1]:
            return short
    return out


def counter_lines(label: str, width: int, height: int, px: int, measure: Callable[[str, int], int],
                  least: int = 7, readable: int = 0) -> tuple[list[str], int]:
    """How a counter's ``label`` (a leader's name) is written whole in a box ``width`` by
    ``height`` pixels at ``px`` at most, ``least`` at least (a size less where nothing fits at
    ``least``): on one line, or on two (between its words; a Japanese name
    (:func:`broken`) of four letters or more also near its middle, a Latin one never
    hyphenated inside a word: "Labie-/nus" read as two names) where that
    is two sizes bigger; a line a little too wide is squeezed to fit (to :data:`SQUEEZE` of its
    width at most, which costs a size); a way read at ``readable`` pixels or more before any
    other. ``measure`` gives a line's width at a size. (Leaders' names were cut: ポンペ, アントニ.)

    >>> w = lambda text, px: len(text) * px
    >>> counter_lines("ポンペイウス", 28, 28, 12, w), counter_lines("L3", 28, 28, 12, w)
    ((['ポンペ', 'イウス'], 12), (['L3'], 12))
    >>> counter_lines("カエサル", 20, 17, 11, w), counter_lines("Antony", 19, 17, 11, w)
    ((['カエ', 'サル'], 8), (['Antony'], 7))
    """
    forms = [[label]]
    ja = any(ord(ch) >= 0x3000 for ch in label)
    two = broken(label) if ja else at_words(label)      # (never "Labie-/nus": a Latin name kept whole)
    if two is None and len(label) >= 4 and ja:
        i = len(label) // 2
        i = i + 1 if label[i] in NO_START else i
        two = [label[:i], label[i:]] if 0 < i < len(label) else None
    if two is not None:
        forms.append(two)
    best: tuple[int, list[str], int] | None = None
    for lines in forms:
        for size in range(px, least - 2, -1):
            wide = max(measure(line, size) for line in lines)
            if wide * SQUEEZE <= width and len(lines) * size + 1 <= height:
                score = size - (2 if len(lines) > 1 else 0) - (1 if wide > width else 0) - (9 if size < least else 0) \
                    + (50 if size >= readable else 0)
                if best is None or score > best[0]:
                    best = (score, lines, size)
                if wide <= width:
                    break
    if best is None:
        return [label], least
    return best[1], best[2]


def way_cost(lines: Sequence[str]) -> int:
    """What writing a name as ``lines`` costs: nothing on one line, a little on two where the
    second is its part in brackets, more where a word is broken.

    >>> way_cost(["Roma"]), way_cost(["Messana", "(Sicilia)"]), way_cost(["Thessa-", "lonica"])
    (0, 3, 120)
    """
    if len(lines) == 1:
        return 0
    return TWO_LINES if lines[-1][:1] in "(（" else BROKEN


def candidates(centre: Point, box: pygame.Rect, size: tuple[int, int], gap: int,
               rings: int = 2) -> list[tuple[int, int, int]]:
    """The top left corners of the boxes a name of ``size`` may take round a place at
    ``centre`` keeping ``box``, in the order they are preferred, each with its steps from the
    best one: under the box, above it, beside it, slid along its sides to its corners, then
    (with two ``rings``) the same a little further off.

    >>> [(x, y) for x, y, _ in candidates((50, 50), pygame.Rect(40, 40, 20, 20), (10, 6), 2)[:4]]
    [(45, 62), (45, 32), (62, 47), (28, 47)]
    """
    w, h = size
    cx, cy = centre
    out: list[tuple[int, int, int]] = []
    along, across = (w + box.w) / 2, (h + box.h) / 2
    for far in range(rings):
        extra = far * max(3, h // 2)
        below, above = box.bottom + gap + extra, box.top - gap - h - extra
        right, left = box.right + gap + extra, box.left - gap - w - extra
        x, y, base = cx - w / 2, cy - h / 2, far * 6
        out += [(round(x), below, base), (round(x), above, base + 1), (right, round(y), base + 1),
                (left, round(y), base + 1)]
        for k in (1, 2, 3, 4):
            for sign in (1, -1):
                dx = round(x + sign * along * k / 4)
                out += [(dx, below, base + 1 + k), (dx, above, base + 1 + k)]
        for k in (1, 2):
            for sign in (1, -1):
                dy = round(y + sign * across * k / 3)
                out += [(right, dy, base + 1 + k), (left, dy, base + 1 + k)]
    return out


def hugging(centre: Point, size: tuple[int, int], walls: Sequence[pygame.Rect], reach: float) -> list[tuple[int, int, int]]:
    """The top left corners of boxes of ``size`` standing against the ``walls`` (a pixel off
    each side of each, or centred on the place at ``centre``) whose nearest point is at most
    ``reach`` from the place, with their steps (a step for every three pixels off it): the
    spots tried where :func:`candidates` leave none.

    >>> hugging((50, 50), (10, 6), [pygame.Rect(45, 45, 10, 10)], 9)[:3]     # (the first on the wall)
    [(45, 47, 1), (34, 47, 3), (45, 38, 3)]
    """
    w, h = size
    cx, cy = centre
    xs = {round(cx - w / 2)} | {r.right + 1 for r in walls} | {r.left - 1 - w for r in walls}
    ys = {round(cy - h / 2)} | {r.bottom + 1 for r in walls} | {r.top - 1 - h for r in walls}
    across = [(x, max(x - cx, 0, cx - x - w)) for x in sorted(xs)]
    down = [(y, max(y - cy, 0, cy - y - h)) for y in sorted(ys)]
    across = [(x, dx * dx) for x, dx in across if dx <= reach]
    down = [(y, dy * dy) for y, dy in down if dy <= reach]
    limit = reach * reach
    out = [(x, y, 1 + int((dx + dy) ** 0.5 / 3 + 0.5)) for x, dx in across for y, dy in down if dx + dy <= limit]
    out.sort(key=lambda t: t[2])
    return out


class _Board:
    """What the spots are checked against, and what a spot costs alone (without the names)."""

    def __init__(self, kept: Mapping[str, Sequence[pygame.Rect]], spare: Mapping[str, Sequence[pygame.Rect]],
                 segments: Sequence[Segment], frame: pygame.Rect, points: Mapping[str, Point]):
        self.kept = [pygame.Rect(r) for rs in kept.values() for r in rs]
        self.spare = [rs[0].unionall(list(rs[1:])) for rs in spare.values() if rs]   # one a place
        self.owners = [p for p, rs in spare.items() if rs]
        self.segments = list(segments)
        self.boxes = [pygame.Rect(min(a[0], b[0]) - 1, min(a[1], b[1]) - 1, abs(b[0] - a[0]) + 3, abs(b[1] - a[1]) + 3)
                      for a, b, _, _ in self.segments]
        self.frame = frame
        self.points = dict(points)
        self.others: list[tuple[float, float, float]] = []      # (distance squared, x, y)
        self.close = INF                     # how far from its place a name may be for nothing

    def near(self, area: pygame.Rect, place: str, reach: float, close: float) -> "_Board":
        """The same board cut to what may touch ``area`` (the spots of ``place``), with the
        other places within ``reach`` of it, a name further than ``close`` from it paying
        :data:`FAR` a pixel."""
        cut = _Board({}, {}, [], self.frame, {})
        cut.close = close
        cut.kept = [self.kept[i] for i in area.collidelistall(self.kept)]
        cut.spare = [self.spare[i] for i in area.collidelistall(self.spare) if self.owners[i] != place]
        hit = area.collidelistall(self.boxes)
        cut.segments, cut.boxes = [self.segments[i] for i in hit], [self.boxes[i] for i in hit]
        cut.points = {place: self.points[place]}
        x, y = self.points[place]
        cut.others = sorted(((qx - x) ** 2 + (qy - y) ** 2, qx, qy) for p, (qx, qy) in self.points.items()
                            if p != place and abs(qx - x) + abs(qy - y) <= reach)
        return cut

    def crossed(self, place: str, rect: pygame.Rect) -> bool:
        """True when a route (not a tie) of other places crosses ``rect``."""
        return any(not tie and place not in owners and rect.clipline(a, b) for a, b, owners, tie in self.segments)

    def astray(self, place: str, rect: pygame.Rect, grow: float = 0.0) -> bool:
        """True when ``rect`` is not plainly nearer the point of ``place`` than every other
        place's within reach (:meth:`near`; by :data:`MARGIN` and the share ``grow`` of its
        own distance). (A place further from the point than the name's
        distance with its farthest corner cannot be nearer: the others are looked at nearest
        first, and no further.)"""
        left, top, right, bottom = rect.left, rect.top, rect.right, rect.bottom
        x, y = self.points[place]
        dx = left - x if x < left else (x - right if x > right else 0)
        dy = top - y if y < top else (y - bottom if y > bottom else 0)
        own = (dx * dx + dy * dy) ** 0.5 * (1 + grow) + MARGIN
        far = own + (max(x - left, right - x) ** 2 + max(y - top, bottom - y) ** 2) ** 0.5
        far *= far
        own *= own
        for d, qx, qy in self.others:
            if d > far:
                return False
            dx = left - qx if qx < left else (qx - right if qx > right else 0)
            dy = top - qy if qy < top else (qy - bottom if qy > bottom else 0)
            if dx * dx + dy * dy <= own:
                return True
        return False

    def cost(self, place: str, rect: pygame.Rect, limit: float = float("inf")) -> int:
        """What ``rect`` costs as the name of ``place``, the other names aside (once it
        reaches ``limit``, at least what it has reached)."""
        total = COVER * len(rect.collidelistall(self.kept))
        if not self.frame.contains(rect):
            total += OUTSIDE
        if total >= limit:
            return total
        total += SPARE * len(rect.collidelistall(self.spare))
        for k in rect.collidelistall(self.boxes):
            a, b, owners, tie = self.segments[k]
            if rect.clipline(a, b):
                total += OWN if place in owners else (TIE if tie else FOREIGN)
        x, y = self.points[place]
        dx = max(rect.left - x, 0, x - rect.right)
        dy = max(rect.top - y, 0, y - rect.bottom)
        off = (dx * dx + dy * dy) ** 0.5 - self.close
        if off > 0:
            total += round(FAR * off)
        if total < limit and self.astray(place, rect, BARELY_SHARE):
            total += ASTRAY if self.astray(place, rect) else BARELY
        return total


class _Spots:
    """One place's spots to choose from: ``tries`` as ``(steps and way's cost, form, x, y, w,
    h)``, those from ``front`` on in the order they are preferred; the spots before ``front``
    with what each costs alone in ``known`` (cheapest first); their boxes. The spots of a way
    of writing the name are made only when the search comes to what that way costs
    (``pending``: the ways not made yet, cheapest first)."""

    def __init__(self, point: Point, boxes: Sequence[pygame.Rect], sizes: Sequence[tuple[int, int, int]], gap: int,
                 kept: Sequence[pygame.Rect] = ()):
        self.point, self.boxes_round, self.gap, self.kept = point, list(boxes), gap, list(kept)
        self.pending = sorted(((extra + SPARE * k, form, w, h, k) for form, (w, h, extra) in enumerate(sizes)
                               for k in range(len(self.boxes_round))), reverse=True)
        self.tries: list[tuple[int, int, int, int, int, int]] = []
        self.front = 0
        self.known: list[tuple[int, int]] = []
        self.worse: list[tuple[int, int]] = []
        self.boxes: dict[int, pygame.Rect] = {}
        self.exact: dict[int, int] = {}
        self.hugged = False

    def area(self) -> pygame.Rect:
        """What all the spots round the boxes may cover."""
        w = max(t[2] for t in self.pending) + self.gap
        h = max(t[3] for t in self.pending) + self.gap
        far = max(3, h // 2)
        grown = [b.inflate(2 * (w + far), 2 * (h + far)) for b in self.boxes_round]
        return grown[0].unionall(grown[1:])

    def add(self, new: list[tuple[int, int, int, int, int, int]]) -> None:
        """Put the spots ``new`` among those not looked at yet, in the order preferred."""
        rest = self.tries[self.front:] + new
        rest.sort(key=lambda t: t[0])
        self.tries[self.front:] = rest
        for cache in (self.boxes, self.exact):
            for i in [i for i in cache if i >= self.front]:
                del cache[i]

    def floor(self) -> float:
        """The least the spots not looked at yet may cost for their steps and their way of
        writing (making the spots of the next way when it may cost less)."""
        while self.pending and (self.front >= len(self.tries) or self.pending[-1][0] <= self.tries[self.front][0]):
            extra, form, w, h, k = self.pending.pop()
            if k < 0:                                  # against the walls
                area, kept, walls, reach = self.hug_with
                new = []
                for x, y, steps in hugging(self.point, (w, h), walls, reach):
                    box = pygame.Rect(x, y, w, h)
                    if area.contains(box) and box.collidelist(kept) < 0:
                        new.append((steps + extra, form, x, y, w, h))
                self.add(new)
            else:
                new = [(steps + extra, form, x, y, w, h)
                       for x, y, steps in candidates(self.point, self.boxes_round[k], (w, h), self.gap, RINGS if k == 0 else 1)]
                clear = [t for t in new if pygame.Rect(t[2:]).collidelist(self.kept) < 0]
                self.add(clear or new[:1])
        return STEP * self.tries[self.front][0] if self.front < len(self.tries) else INF

    def hug(self, sizes: Sequence[tuple[int, int, int]], area: pygame.Rect, kept: Sequence[pygame.Rect],
            walls: Sequence[pygame.Rect], reach: float) -> None:
        """Add the spots of :func:`hugging` against ``walls`` (of every way of writing, each
        made when the search comes to it) inside ``area``, clear of ``kept``."""
        self.hugged = True
        self.hug_with = (area, list(kept), list(walls), reach)
        self.pending += [(extra + HUGGED, form, w, h, -1) for form, (w, h, extra) in enumerate(sizes)]
        self.pending.sort(reverse=True)


class _Search:
    """Every place's spots (:class:`_Spots`), what each costs alone (worked out when first
    needed: a spot is not looked at while a cheaper one is known), and the spot each place
    has now."""

    def __init__(self, places, board: _Board, gap: int, start: Mapping[str, Spot] | None):
        self.ids = [p for p, _, _, _ in places]
        self.at = {p: pt for p, pt, _, _ in places}
        self.sizes = {p: list(sizes) for p, _, _, sizes in places}
        self.start = {p: (sp.rect.x, sp.rect.y, sp.rect.w, sp.rect.h) for p, sp in (start or {}).items()}
        self.spots: dict[str, _Spots] = {}
        area, reach, close = {}, {}, {}
        for p, pt, boxes, sizes in places:
            boxes = [boxes] if isinstance(boxes, pygame.Rect) else list(boxes)[:2]
            sp = self.spots[p] = _Spots(pt, boxes, sizes, gap)
            b = boxes[0]
            close[p] = max(b.right - pt[0], b.bottom - pt[1], pt[0] - b.left, pt[1] - b.top) + gap + CLOSE
            area[p] = sp.area()
            if p in self.start:                      # where it stood first
                sp.tries.append((sizes[start[p].form][2], start[p].form) + self.start[p])
                area[p].union_ip(pygame.Rect(self.start[p]))
            reach[p] = 2 * max(abs(pt[0] - area[p].left), abs(pt[0] - area[p].right)) + \
                2 * max(abs(pt[1] - area[p].top), abs(pt[1] - area[p].bottom))
        self.area = area
        self.local = {p: board.near(area[p], p, reach[p], close[p]) for p in self.ids}
        for p in self.ids:
            self.spots[p].kept = self.local[p].kept
        #: the places whose names may meet each place's
        self.near = {p: [q for q in self.ids if q != p and area[q].colliderect(area[p])] for p in self.ids}
        self.now: dict[str, int] = {}
        self.rects: dict[str, pygame.Rect] = {}
        self.score = 0
        self.journal: list[tuple[str, int | None]] = []
        self.may_hug = True                  # not while names are pushed about (:func:`_push`)
        for p in self.start:
            self.advance(p)

    def rect(self, p: str, i: int) -> pygame.Rect:
        """The box of spot ``i`` of ``p``."""
        sp = self.spots[p]
        r = sp.boxes.get(i)
        if r is None:
            r = sp.boxes[i] = pygame.Rect(sp.tries[i][2:])
        return r

    def others(self, p: str) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """The names placed now near ``p`` (its own aside), grown by what a name touching
        them would cover, and by the room a name keeps from them."""
        rects = [self.rects[q] for q in self.near[p] if q in self.rects]
        return [r.inflate(2, 2) for r in rects], [r.inflate(2 * ROOM[0], 2 * ROOM[1]) for r in rects]

    def clash(self, rect: pygame.Rect, others: tuple[list[pygame.Rect], list[pygame.Rect]]) -> int:
        """What ``rect`` costs beside the names ``others`` (:meth:`others`): touching a name,
        or closer to it than the room a name keeps."""
        touch = len(rect.collidelistall(others[0]))
        return COVER * touch + CROWD * (len(rect.collidelistall(others[1])) - touch)

    def touching(self, p: str, rect: pygame.Rect) -> int:
        """What ``rect`` as ``p``'s name costs beside the names placed now (:meth:`clash`)."""
        return self.clash(rect, self.others(p))

    def put(self, p: str, i: int | None) -> None:
        """Give ``p`` its spot ``i`` (``None``: none), noted in the journal (:meth:`undo`)."""
        old = self.now.get(p)
        if old != i:
            self.journal.append((p, old))
            self._set(p, i)

    def _set(self, p: str, i: int | None) -> None:
        """Give ``p`` its spot ``i``, keeping ``score`` (what all the names placed cost,
        each touch counted for both names) right."""
        if p in self.now:
            self.score -= self.price(p, self.now[p]) + 2 * self.touching(p, self.rects[p])
            del self.now[p], self.rects[p]
        if i is not None:
            rect = self.rect(p, i)
            self.score += self.price(p, i) + 2 * self.touching(p, rect)
            self.now[p], self.rects[p] = i, rect

    def undo(self, mark: int) -> None:
        """Take back every move since the journal was ``mark`` long."""
        while len(self.journal) > mark:
            p, old = self.journal.pop()
            self._set(p, old)

    def moves(self, mark: int) -> list[tuple[str, int | None]]:
        """The spots now of the names moved since the journal was ``mark`` long."""
        names = list(dict.fromkeys(p for p, _ in self.journal[mark:]))
        return [(p, self.now.get(p)) for p in names]

    def extra(self, p: str, i: int) -> int:
        """What spot ``i`` of ``p`` costs for its steps, its way of writing and for leaving
        where the name stood."""
        t = self.spots[p].tries[i]
        return STEP * t[0] + (MOVE if self.start and t[2:] != self.start.get(p) else 0)

    def price(self, p: str, i: int) -> int:
        """What spot ``i`` of ``p`` costs alone, all told."""
        sp = self.spots[p]
        c = sp.exact.get(i)
        if c is None:
            c = sp.exact[i] = self.local[p].cost(p, self.rect(p, i)) + self.extra(p, i)
        return c

    def advance(self, p: str) -> None:
        """Work out what the next spot of ``p`` in the order preferred costs alone (once it
        covers something, no more). A spot that is astray or covers something is kept aside
        with the few cheapest such (in ``worse``)."""
        sp = self.spots[p]
        i = sp.front
        sp.front += 1
        t = sp.tries[i]
        rect = sp.boxes[i] = pygame.Rect(t[2:])
        c = self.local[p].cost(p, rect, COVER) + STEP * t[0] + (MOVE if self.start and t[2:] != self.start.get(p) else 0)
        if c < ASTRAY:
            bisect.insort(sp.known, (c, i))
        elif len(sp.worse) < WORSE or c < sp.worse[-1][0]:
            bisect.insort(sp.worse, (c, i))
            del sp.worse[WORSE:]

    def cheap(self, p: str, limit: float) -> Iterator[int]:
        """The spots of ``p`` costing alone less than ``limit`` (at most :data:`ASTRAY`),
        cheapest first (each worked out when it is asked for)."""
        sp = self.spots[p]
        k = 0
        while True:
            low = sp.known[k][0] if k < len(sp.known) else INF
            floor = sp.floor()
            if floor <= low:
                if floor >= limit:
                    return
                self.advance(p)
                continue
            if low >= limit:
                return
            yield sp.known[k][1]
            k += 1

    def best(self, p: str) -> int:
        """The cheapest spot of ``p`` beside the names placed now (where none is clear, spots
        against what stands round it are tried too, from then on)."""
        others = self.others(p)
        sp = self.spots[p]
        known = sp.known
        top, top_i, k = INF, -1, 0
        while True:
            low = known[k][0] if k < len(known) else INF
            floor = sp.floor()
            if floor <= low:
                if floor >= top:
                    break
                self.advance(p)
                continue
            if low >= top:
                break
            i = known[k][1]
            k += 1
            c = low + self.clash(self.rect(p, i), others)
            if c < top:
                top, top_i = c, i
        for low, i in sp.worse:
            if low >= top:
                break
            c = low + self.clash(self.rect(p, i), others)
            if c < top:
                top, top_i = c, i
        if top >= FOREIGN and not sp.hugged and self.may_hug:
            self.hug(p)
            return self.best(p)
        return max(top_i, 0)

    def hug(self, p: str) -> None:
        """Add to the spots of ``p`` those against what stands round it (:func:`hugging`)
        that are clear of it."""
        sp = self.spots[p]
        reach = HUG * max(self.sizes[p][0][1], 1)
        x, y = self.at[p]
        zone = pygame.Rect(round(x - 3 * reach), round(y - 2 * reach), 6 * reach, 4 * reach)
        walls = [r for r in self.local[p].kept + [self.rects[q] for q in self.near[p] if q in self.rects]
                 if zone.colliderect(r)]
        sp.hug(self.sizes[p], self.area[p], self.local[p].kept, walls, reach)

    def worth(self, p: str) -> int:
        """What ``p``'s spot costs now, beside the names placed."""
        return self.price(p, self.now[p]) + self.touching(p, self.rects[p])


def place_labels(places: Iterable[tuple[str, Point, pygame.Rect | Sequence[pygame.Rect], Sequence[tuple[int, int, int]]]],
                 kept: Mapping[str, Sequence[pygame.Rect]], segments: Sequence[Segment], frame: pygame.Rect,
                 gap: int, spare: Mapping[str, Sequence[pygame.Rect]] | None = None,
                 start: Mapping[str, Spot] | None = None) -> dict[str, Spot]:
    """Each place's name spot, the whole search at once (:func:`search_labels`, whose
    arguments it takes)."""
    return finished(search_labels(places, kept, segments, frame, gap, spare, start))


def finished(search: Generator[None, None, dict[str, Spot]]) -> dict[str, Spot]:
    """What a :func:`search_labels` search returns, run to its end at once."""
    while True:
        try:
            next(search)
        except StopIteration as end:
            return end.value


def search_labels(places: Iterable[tuple[str, Point, pygame.Rect | Sequence[pygame.Rect], Sequence[tuple[int, int, int]]]],
                  kept: Mapping[str, Sequence[pygame.Rect]], segments: Sequence[Segment], frame: pygame.Rect,
                  gap: int, spare: Mapping[str, Sequence[pygame.Rect]] | None = None,
                  start: Mapping[str, Spot] | None = None) -> Generator[None, None, dict[str, Spot]]:
    """Each place's name spot (see the module text): ``places`` are ``(id, point, boxes,
    sizes)`` (the boxes the name may go round, in the order preferred: the stack's, then the
    place's symbol; the ways the name may be written as ``(width, height, cost)``), ``kept``
    the rectangles each place keeps (its symbol and markers, the stacks on it), ``spare`` what
    places keep for a stack not there now (a name covers it only when nothing else is left),
    ``segments`` the routes' and ties' lines, ``frame`` where the names must stay, ``gap`` the
    room left round a box. From a ``start`` (the spots of the same places with no stack) the
    names stay put unless they are in the way."""
    places = list(places)
    points = {p: pt for p, pt, _, _ in places}
    s = _Search(places, _Board(kept, spare or {}, segments, frame, points), gap, start)
    order = sorted(s.ids, key=lambda p: (-len(s.near[p]), s.ids.index(p)))     # the most crowded first
    for p in order:
        if p in s.start:
            s.put(p, 0)
        else:
            s.put(p, s.best(p))
            yield
    stuck: set[str] = set()
    for _ in range(ROUNDS):                              # names that cost choose again
        moved = False
        for p in order:
            now = s.worth(p)
            if now > 0:
                was = s.now[p]
                s.put(p, s.best(p))
                if s.worth(p) < now:
                    moved = True
                else:
                    s.put(p, was)
                yield
        moved = (yield from _push(s, order, stuck)) or moved
        if not moved:
            break
    out = {}
    for p in s.ids:
        i = s.now[p]
        rect = s.rect(p, i)
        out[p] = Spot(rect.copy(), s.spots[p].tries[i][1], s.worth(p) - s.extra(p, i), s.local[p].crossed(p, rect))
    return out


def _push(s: _Search, order: Sequence[str], stuck: set[str]) -> Generator[None, None, bool]:
    """Each name still in the way of another, astray, or on a route of others is placed
    again by :func:`_relocate` (the names in its way moving too); kept if all the names cost
    less so. A name that found nothing better (in ``stuck``) is not tried again. True when a
    name moved."""
    moved = False
    for p in order:
        now = s.worth(p)
        if p in stuck or now < FOREIGN:
            continue
        s.journal.clear()
        before = s.score
        s.put(p, None)
        s.may_hug = now >= ASTRAY                # the names round a name astray may hug too
        _relocate(s, p, DEPTH if now >= ASTRAY else 1, frozenset(), ASTRAY)
        s.may_hug = True
        if s.score < before:
            moved = True
        else:
            s.undo(0)
            stuck.add(p)
        yield
    return moved


def _relocate(s: _Search, p: str, depth: int, fixed: frozenset, limit: float) -> None:
    """Place ``p`` (placed nowhere now): at its best spot beside the others, or, ``depth``
    names deep, at each of its spots costing less than ``limit`` alone that touches no name
    in ``fixed`` (a few of them, the cheapest), the names it touches placed again the same
    way round it; the best of these for all the names is kept."""
    if depth == 0:
        s.put(p, s.best(p))
        return
    mark = len(s.journal)
    top, top_moves = INF, []
    tried = looked = 0
    for i in s.cheap(p, limit):
        looked += 1
        if tried >= PUSHES[depth - 1] or looked > 4 * PUSHES[depth - 1]:
            break
        grown = s.rect(p, i).inflate(2, 2)
        hit = [q for q in s.near[p] if q in s.rects and grown.colliderect(s.rects[q])]
        if fixed.intersection(hit):
            continue
        tried += 1
        s.put(p, i)
        for q in hit:
            s.put(q, None)
        for q in hit:
            _relocate(s, q, depth - 1, fixed | {p}, limit)
        if s.score < top:
            top, top_moves = s.score, s.moves(mark)
        s.undo(mark)
    for q, j in top_moves:
        s.put(q, j)
    if p not in s.now:
        s.put(p, s.best(p))
