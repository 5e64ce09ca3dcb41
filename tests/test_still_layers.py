"""The map boards keep their map as still layers (:class:`games.app.board.StillLayer`):
while a piece moves, the map picture and the pieces at rest are blitted, not painted
again, and a frame drawn from the kept layers is the same picture, pixel for pixel, as
the frame painted afresh.

Random games of CAESAR! and Caesar XL are played on the kit's headless host; frames of
their animations are drawn twice, once as the window draws them and once with every
layer forgotten."""
from __future__ import annotations

import dataclasses
import importlib
import random

import pytest

pygame = pytest.importorskip("pygame")

from games.app.board import SimpleHost, StillLayer  # noqa: E402
from games.core.registry import info, registered  # noqa: E402
from tests.app_kit import board_at_rest, open_app  # noqa: E402

#: game -> (options, random actions played, the board's still layers)
GAMES = {
    "seize_rome": ({"expansions": "all"}, 36, ("still_map", "still_picture")),
    "caesar_xl": ({}, 40, ("still_map", "still_places", "still_ground")),
}
#: every how many frames of an animation the frame is also painted afresh and compared
CHECK_EVERY = 6


def play_and_compare(game: str, seed: int, check_every: int = CHECK_EVERY) -> tuple[int, list[int], int]:
    """Play ``game`` at random on a SimpleHost at 1280x800, seat 0 at the screen, and draw
    every frame of every animation (1/60 s apart, at most 60 an action); every
    ``check_every`` frames (0: never), forget every still layer, draw again and compare the
    two pictures. Returns (frames drawn, paints during them of each still layer in the
    order of ``GAMES`` (the pieces' first), comparisons)."""
    options, actions, names = GAMES[game]
    rules = importlib.import_module(f"games.{game}.rules")
    board_cls = importlib.import_module(f"games.{game}.scene").Board
    rng = random.Random(seed)
    frames = compared = 0
    with registered(dataclasses.replace(info(game), playable=True), f"games.{game}"):
        host = SimpleHost(state=rules.new_game(2, seed, options), viewer=0)
        board = host.attach(board_cls(host), (1280, 800))
        layers = [getattr(board, name) for name in names]
        paints = [0] * len(layers)
        host.draw()
        for _ in range(actions):
            state = host.state
            if not state.to_act():
                break
            seat = rng.choice(state.to_act())
            host.apply(seat, rng.choice(state.legal_actions(seat)))
            n = 0
            while board.busy() and n < 60:
                host.anim.update(1 / 60)
                board.update(1 / 60)
                before = [layer.paints for layer in layers]
                kept = host.draw().copy()
                paints = [p + layer.paints - b for p, layer, b in zip(paints, layers, before)]
                frames, n = frames + 1, n + 1
                if check_every and frames % check_every == 0:
                    for name in names:
                        getattr(board, name).forget()
                    fresh = host.draw()
                    compared += 1
                    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(fresh, "RGB"), \
                        f"{game}: the frame drawn from the kept map differs from the map painted afresh"
            host.settle()
            host.draw()
    return frames, paints, compared


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_map_is_kept_while_pieces_move_and_is_the_map_painted_afresh(game):
    """Over the animation frames of a random game the pieces' layer is painted at a few
    frames only (when a piece lands, a marker drops, a province closes, a ring changes):
    the other frames blit it (painted every frame, the map cost 8-16 ms of processor time a
    frame at 1280x800; blitted, about 1 ms). And the kept map is never stale: each compared
    frame is the same, pixel for pixel, as the frame with every layer painted afresh."""
    frames, paints, compared = play_and_compare(game, 3)
    assert frames >= 40 and compared >= 10, (frames, compared)
    assert paints[0] <= frames // 4, (frames, paints)


def test_caesar_xl_paints_its_places_only_when_the_view_moves():
    """While stacks march the names move clear of them (the names' layer is painted again),
    but the picture, the routes and the places under the names only move with the view:
    their layer is painted when the board opens (twice: a layer is kept from its second
    painting with the same key) and is blitted afterwards (painted with the names it cost
    3-4 ms of processor time at each stack that moved)."""
    frames, (_, places, ground), _ = play_and_compare("caesar_xl", 3, check_every=0)
    assert frames >= 40 and places >= 5, (frames, places)
    assert ground == 0, ground


def test_a_still_layer_paints_again_when_its_key_or_its_rectangle_changes():
    screen = pygame.Surface((60, 40))
    layer = StillLayer()
    calls = []

    def paint(surface):
        calls.append(1)
        surface.fill((10, 200, 30), (0, 0, 30, 30))

    for _ in range(3):
        layer.draw(screen, (0, 0, 30, 30), "a", paint)
    assert len(calls) == 1 and layer.hits == 2
    layer.draw(screen, (0, 0, 30, 20), "a", paint)          # a new rectangle
    layer.draw(screen, (0, 0, 30, 20), "b", paint)          # a new key
    layer.draw(screen, (0, 0, 30, 20), None, paint)         # no key: always painted
    layer.draw(screen, (0, 0, 30, 20), None, paint)
    assert len(calls) == 5
    screen.fill((0, 0, 0))
    layer.draw(screen, (0, 0, 30, 20), "b", paint)           # (None forgot the picture)
    assert len(calls) == 6
    screen.fill((0, 0, 0))
    layer.draw(screen, (0, 0, 30, 20), "b", paint)           # kept: blitted back
    assert len(calls) == 6 and tuple(screen.get_at((5, 5)))[:3] == (10, 200, 30)


@pytest.mark.parametrize("game", ["caesar", "seize_rome", "caesar_xl"])
def test_a_board_at_rest_is_kept_and_is_the_board_painted_afresh(home, game):
    """A person to act and nothing moving: the board is kept as a still picture, which its
    frames at rest blit (a hover, a tooltip: painted once; painted every frame it cost 3-6 ms of
    processor time at 1280x800), and with the pointer resting anywhere (hotspots, places,
    buttons, the log) the frame is the same, pixel for pixel, as the board drawn without
    the kept picture (the kit's ``still_key`` None: the old drawing, in its order)."""
    with open_app(home, speed="normal") as app:
        with registered(dataclasses.replace(info(game), playable=True), f"games.{game}"):
            scene = board_at_rest(app, game)
            board = scene.board
            paints = board.still_board.paints
            for _ in range(20):
                app.step(1 / 60)
            assert board.kept_still and board.still_board.paints == paints
            r = board.rect
            points = [s.rect.center for s in board.hotspots[:10]] + \
                [(r.x + r.w * i // 5, r.y + r.h * j // 4) for i in range(1, 5) for j in range(1, 4)] + \
                [(scene.log_rect.x + 30, scene.log_rect.y + 50)]
            compared = 0
            for pos in points:
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
                app.step(1 / 60)
                app.step(1 / 60)
                spread = getattr(board, "hover_place", None)
                app.step(1 / 60)
                if not board.kept_still or getattr(board, "hover_place", None) != spread:
                    continue          # (Caesar XL's stack spreading under the pointer may move its top
                    #                    counter away from it, and the stack closes again: no rest there)
                kept = app.screen.copy()
                board.still_key = lambda: None          # the board drawn whole, in its own order
                app.draw(app.screen)
                del board.still_key
                compared += 1
                assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(app.screen, "RGB"), \
                    f"{game}: the kept board differs from the board painted afresh, pointer at {pos}"
            assert compared >= len(points) // 2, compared


def test_caesars_panel_paints_only_its_halo_at_rest(home, monkeypatch):
    """At rest the panel of the seat to act glows: only its halo is drawn at each frame,
    over the kept board; the panels themselves (names, scores, ten cards each: most of a
    frame's cost before) are not painted again. The halo is steady (its pixels stay)."""
    from games.caesar.board import Board
    painted = []
    draw_panel = Board._draw_panel
    monkeypatch.setattr(Board, "_draw_panel", lambda self, *a, **k: (painted.append(a[0]), draw_panel(self, *a, **k)))
    with open_app(home, speed="normal") as app:
        with registered(dataclasses.replace(info("caesar"), playable=True), "games.caesar"):
            scene = board_at_rest(app, "caesar")
            board = scene.board
            to_act = board.shown.to_act()
            halo = board.geo["panels"][to_act[0]].inflate(20, 20)
            pictures = set()
            painted.clear()
            for _ in range(20):
                app.step(1 / 20)
                assert board.kept_still
                pictures.add(pygame.image.tobytes(app.screen.subsurface(halo), "RGB"))
            assert painted == [], painted
            assert len(pictures) == 1            # the halo is steady
