"""The board toolkit's animations: easing, tweens, speed, skip, flips, movers, dice."""

import pygame
import pytest

from games.app.anim import (Animator, CardFlip, CountUp, Glow, Mover, Pulse, Sequence, Tween,
                            Wait, ease, path_point)
from games.app.anim_dice import DiceRoll


class Box:
    def __init__(self):
        self.x = 0.0
        self.pos = (0.0, 0.0)


@pytest.mark.parametrize("name", ease.NAMES)
def test_easing_endpoints(name):
    f = ease.get(name)
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


def test_easing_unknown_name():
    with pytest.raises(ValueError):
        ease.get("wobbly")


def test_tweens_reach_their_targets():
    a = Animator()
    box, d = Box(), {"alpha": 0}
    done = []
    a.tween(box, "x", 100.0, 0.5, on_done=lambda: done.append(1))
    a.tween(box, "pos", (10.0, 20.0), 0.3, ease="linear", delay=0.1)
    a.tween(d, "alpha", 255, 0.4, ease="out_back")
    a.update(0.05)
    assert box.pos == (0.0, 0.0)          # still waiting for its delay
    assert 0 < box.x < 100
    for _ in range(30):
        a.update(1 / 60)
    assert box.x == 100.0 and box.pos == (10.0, 20.0) and d["alpha"] == 255
    assert done == [1] and not a.busy() and len(a) == 0


def test_newer_tween_takes_over():
    a = Animator()
    box = Box()
    a.tween(box, "x", 100.0, 1.0)
    a.update(0.5)
    a.tween(box, "x", -10.0, 0.2)
    a.update(0.3)
    assert box.x == -10.0


def test_speed_zero_completes_at_once():
    a = Animator(speed="off")
    box = Box()
    landed = []
    a.tween(box, "x", 5.0, 2.0)
    m = a.add(Mover(None, [(0, 0), (50, 0)], duration=3, on_arrive=lambda: landed.append(1)))
    assert box.x == 5.0 and m.done and landed == [1]
    assert not a.busy()


def test_speed_scales_time():
    fast, normal = Animator(speed=2), Animator(speed="normal")
    b1, b2 = Box(), Box()
    fast.tween(b1, "x", 1.0, 1.0, ease="linear")
    normal.tween(b2, "x", 1.0, 1.0, ease="linear")
    fast.update(0.25)
    normal.update(0.25)
    assert b1.x == pytest.approx(0.5) and b2.x == pytest.approx(0.25)
    normal.speed = 0                         # switching animations off finishes what runs
    assert b2.x == 1.0 and not normal.busy()


def test_skip_finishes_everything():
    a = Animator()
    box = Box()
    calls = []
    a.tween(box, "x", 7.0, 5.0, delay=1.0)
    a.add(Sequence(Wait(1.0), Tween(box, "pos", (3, 4), 1.0), on_done=lambda: calls.append("seq")))
    a.add(DiceRoll([2, 5], duration=3))
    # a callback that starts another animation is finished too
    a.after(2.0, lambda: a.tween(box, "x", 9.0, 4.0))
    glow = a.add(Glow((0, 0, 10, 10)))
    assert a.busy()
    a.skip()
    assert not a.busy()
    assert box.x == 9.0 and box.pos == (3, 4) and calls == ["seq"]
    assert not glow.done                      # standing highlights stay
    a.clear()
    assert len(a) == 0


def test_flip_swaps_face_at_midpoint():
    before = pygame.Surface((40, 60)); before.fill((200, 0, 0))
    after = pygame.Surface((40, 60)); after.fill((0, 0, 200))
    a = Animator()
    mids = []
    f = a.add(CardFlip([((10, 10, 40, 60), before, after, "c1"), ((60, 10, 40, 60), before, after, "c2")],
                       duration=1.0, on_midpoint=lambda: mids.append(1)))
    assert a.hides("c1") and a.hides("c2") and not a.hides("c3")
    a.update(0.49)
    assert not f.showing_after(0) and f.scale_x(0) < 0.1 and f.shade(0) > 0.4 and mids == []
    a.update(0.02)
    assert f.showing_after(0) and f.showing_after(1) and mids == [1]
    screen = pygame.Surface((120, 100))
    a.draw(screen)                          # the new face shows (blue) at the centre
    a.update(0.2)
    screen.fill((0, 0, 0))
    a.draw(screen)
    c = screen.get_at((30, 40))
    assert c.b > c.r
    a.update(1.0)
    assert f.done and f.scale_x(0) == pytest.approx(1.0) and not a.hides("c1")


def test_flip_stagger_and_skip():
    s = pygame.Surface((10, 10))
    f = CardFlip([((0, 0, 10, 10), s, s), ((0, 0, 10, 10), s, s)], duration=0.4, stagger=0.2)
    assert f.duration == pytest.approx(0.6)
    f.update(0.3)
    assert f.showing_after(0) and not f.showing_after(1)
    f.finish()
    assert f.showing_after(1) and f.done


def test_mover_ends_at_path_end():
    img = pygame.Surface((10, 10))
    a = Animator()
    path = [(0, 0), (100, 0), (100, 50)]
    m = a.add(Mover(img, path, duration=0.6, arc=30, key="token"))
    a.update(0.3)
    assert m.height > 0 and a.hides("token")
    a.draw(pygame.Surface((200, 200)))
    for _ in range(40):
        a.update(1 / 60)
    assert m.done and m.pos == pygame.Vector2(100, 50) and m.height == 0
    assert path_point(path, 0.5) == pygame.Vector2(75, 0)


@pytest.mark.parametrize("values", [[1], [6, 6], [3, 1, 4, 1, 5]])
def test_dice_land_on_their_values(values):
    a = Animator()
    landed = []
    d = a.add(DiceRoll(values, centre=(100, 100), size=30, on_land=lambda: landed.append(1)))
    a.update(0.3)
    screen = pygame.Surface((300, 200))
    a.draw(screen)
    for _ in range(120):
        a.update(1 / 60)
    assert d.done and d.faces == values and landed == [1]
    assert all(p == c for p, c in zip(d.positions, d.centres))


def test_dice_tumble_is_seeded_and_changes_faces():
    a, b = DiceRoll([4, 4], seed=3), DiceRoll([4, 4], seed=3)
    seen = set()
    for _ in range(40):
        a.update(0.02)
        b.update(0.02)
        assert a.faces == b.faces
        seen.add(a.faces[0])
    assert len(seen) > 2


def test_count_up_pulse_and_busy():
    a = Animator()
    c = a.add(CountUp(0, 12, duration=0.5))
    p = a.add(Pulse((0, 0, 10, 10), duration=0.2, count=2))
    a.update(0.25)
    assert 0 < c.value < 12
    a.draw(pygame.Surface((20, 20)))
    a.update(0.5)
    assert c.value == 12 and p.done and not a.busy()
