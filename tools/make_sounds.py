"""Synthesize the suite's sound effects and music into ``sounds/``.

Standard library only (wave, math, random with fixed seeds); 22050 Hz,
16-bit, mono. The same run always writes the same bytes.

    python tools/make_sounds.py            # writes sounds/*.wav
    python tools/make_sounds.py --out DIR  # somewhere else

Effects: flip (a card's papery swish and snap), place (a wooden counter set
down), dice (dice rattling and settling), win (a rising lyre flourish),
refuse (a soft low "no"), click (a tiny tick), slide (a counter pushed across
the board). Music: ``music.wav``, a calm loop of lyre-like plucks in the
Dorian mode over a drone, seamless when repeated.
"""
from __future__ import annotations

import argparse
import array
import math
import random
import sys
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from games.core.assets import asset_path  # noqa: E402
from tools.say import run, written  # noqa: E402

RATE = 22050


# ----- building blocks ------------------------------------------------------------

def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix_into(buf: list[float], src: list[float], at: float, gain: float = 1.0, wrap: bool = False) -> None:
    """Add ``src`` into ``buf`` starting at ``at`` seconds (wrapping round for loops)."""
    start = int(at * RATE)
    n = len(buf)
    src = [v * gain for v in src]
    while src and start < n:
        part = src[: n - start]
        buf[start:start + len(part)] = map(float.__add__, buf[start:start + len(part)], part)
        src = src[len(part):]
        if not wrap:
            break
        start = 0


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def lowpass(x: list[float], cutoff) -> list[float]:
    """One-pole low-pass; ``cutoff`` in Hz, a number or a function of the sample index."""
    out, y = [], 0.0
    for i, v in enumerate(x):
        fc = cutoff(i) if callable(cutoff) else cutoff
        a = 1.0 - math.exp(-2.0 * math.pi * fc / RATE)
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: list[float], cutoff: float) -> list[float]:
    lp = lowpass(x, cutoff)
    return [a - b for a, b in zip(x, lp)]


def bandpass(x: list[float], freq: float, q: float = 5.0) -> list[float]:
    """A two-pole resonator (RBJ band-pass)."""
    w0 = 2 * math.pi * freq / RATE
    alpha = math.sin(w0) / (2 * q)
    b0, b2 = alpha, -alpha
    a0, a1, a2 = 1 + alpha, -2 * math.cos(w0), 1 - alpha
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for v in x:
        y = (b0 * v + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1 = x1, v
        y2, y1 = y1, y
        out.append(y)
    return out


def envelope(x: list[float], attack: float, decay: float) -> list[float]:
    """Linear attack, exponential decay (``decay`` = time constant in seconds)."""
    out = []
    na = max(1, int(attack * RATE))
    for i, v in enumerate(x):
        if i < na:
            g = i / na
        else:
            g = math.exp(-(i - na) / (decay * RATE))
        out.append(v * g)
    return out


def tone(freq: float, seconds: float, decay: float, attack: float = 0.003, harmonics=(1.0,),
         phase: float = 0.0) -> list[float]:
    n = int(RATE * seconds)
    x = []
    for i in range(n):
        t = i / RATE
        v = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t + phase) for k, a in enumerate(harmonics))
        x.append(v)
    return envelope(x, attack, decay)


def pluck(freq: float, seconds: float, rng: random.Random, damping: float = 0.996,
          brightness: float = 0.5) -> list[float]:
    """Karplus-Strong plucked string: a lyre-like note."""
    period = max(2, int(round(RATE / freq)))
    buf = [rng.uniform(-1, 1) for _ in range(period)]
    # soften the excitation for a warmer, gut-string tone
    for _ in range(2):
        buf = [(buf[i] + buf[i - 1]) * 0.5 for i in range(period)]
    # y[i] = damping * (y[i-P] + y[i-P+1]) / 2, a block of P samples at a time
    n = int(RATE * seconds)
    out = list(buf)
    h = damping * 0.5
    while len(out) < n + 1:
        prev = out[-period:]
        block = [h * (a + b) for a, b in zip(prev, prev[1:])]
        block.append(h * (prev[-1] + block[0]))
        out.extend(block)
    out = out[:n]
    # gentle attack to remove the click, fade at the end
    na = int(0.004 * RATE)
    for i in range(min(na, n)):
        out[i] *= i / na
    nf = int(0.05 * RATE)
    for i in range(min(nf, n)):
        out[n - 1 - i] *= i / nf
    return out


def normalise(x: list[float], peak: float = 0.8) -> list[float]:
    m = max((abs(v) for v in x), default=0.0)
    if m <= 0:
        return x
    return [v * peak / m for v in x]


def fade_edges(x: list[float], fade_in: float = 0.002, fade_out: float = 0.02) -> list[float]:
    x = list(x)
    n = len(x)
    a, b = int(fade_in * RATE), int(fade_out * RATE)
    for i in range(min(a, n)):
        x[i] *= i / a
    for i in range(min(b, n)):
        x[n - 1 - i] *= i / b
    return x


def write_wav(path: Path, samples: list[float]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pcm = array.array("h", [32767 if v >= 1.0 else -32767 if v <= -1.0 else int(round(v * 32767))
                            for v in samples])
    if sys.byteorder != "little":
        pcm.byteswap()
    frames = pcm.tobytes()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def midi(n: float) -> float:
    return 440.0 * 2 ** ((n - 69) / 12)


# ----- the effects -----------------------------------------------------------------

def make_flip() -> list[float]:
    rng = random.Random(101)
    n = noise(0.14, rng)
    swish = bandpass(n, 2600, 1.2)
    swish = [v * math.sin(math.pi * i / len(swish)) ** 2 for i, v in enumerate(swish)]
    snap = envelope(bandpass(noise(0.04, rng), 4200, 3.0), 0.0005, 0.008)
    out = silence(0.2)
    mix_into(out, swish, 0.0, 0.9)
    mix_into(out, snap, 0.11, 1.2)
    return fade_edges(normalise(out, 0.6))


def make_place() -> list[float]:
    rng = random.Random(202)
    body = tone(170, 0.2, 0.035, 0.001, (1.0, 0.35, 0.12))
    knock = envelope(bandpass(noise(0.06, rng), 900, 2.0), 0.0005, 0.012)
    tick = envelope(bandpass(noise(0.02, rng), 3200, 4.0), 0.0003, 0.003)
    out = silence(0.22)
    mix_into(out, body, 0.0, 0.8)
    mix_into(out, knock, 0.0, 1.0)
    mix_into(out, tick, 0.0, 0.5)
    return fade_edges(normalise(out, 0.75))


def make_dice() -> list[float]:
    rng = random.Random(303)
    out = silence(0.75)
    t = 0.0
    gap = 0.035
    hits = 0
    while t < 0.62 and hits < 16:
        f = rng.uniform(1800, 3400)
        clack = envelope(bandpass(noise(0.05, rng), f, 6.0), 0.0003, 0.007 + rng.uniform(0, 0.006))
        body = envelope(bandpass(noise(0.05, rng), rng.uniform(500, 800), 3.0), 0.0005, 0.01)
        g = 1.0 - 0.5 * (t / 0.62) + rng.uniform(-0.15, 0.1)
        mix_into(out, clack, t, g)
        mix_into(out, body, t, g * 0.5)
        t += gap + rng.uniform(0, gap)
        gap *= 1.18
        hits += 1
    return fade_edges(normalise(out, 0.7))


def make_win() -> list[float]:
    rng = random.Random(404)
    out = silence(2.2)
    # D Dorian flourish rising to a full chord
    notes = [62, 66, 69, 74, 78, 81]
    for i, m in enumerate(notes):
        mix_into(out, pluck(midi(m), 1.7 - i * 0.12, rng), i * 0.09, 0.7)
    for m in (62, 69, 74, 78):
        mix_into(out, pluck(midi(m), 1.5, rng), 0.62, 0.45)
    bell = tone(midi(86), 1.4, 0.45, 0.004, (1.0, 0.0, 0.2))
    mix_into(out, bell, 0.62, 0.12)
    return fade_edges(normalise(out, 0.8), 0.002, 0.3)


def make_refuse() -> list[float]:
    out = silence(0.34)
    a = tone(196, 0.16, 0.06, 0.004, (1.0, 0.5, 0.25, 0.12))
    b = tone(155.6, 0.2, 0.07, 0.004, (1.0, 0.5, 0.25, 0.12))
    mix_into(out, a, 0.0, 0.7)
    mix_into(out, b, 0.12, 0.7)
    out = lowpass(out, 1400)
    return fade_edges(normalise(out, 0.55))


def make_click() -> list[float]:
    rng = random.Random(606)
    c = envelope(bandpass(noise(0.035, rng), 2400, 3.0), 0.0003, 0.004)
    t = tone(1200, 0.035, 0.006, 0.0005)
    out = silence(0.04)
    mix_into(out, c, 0.0, 1.0)
    mix_into(out, t, 0.0, 0.3)
    return fade_edges(normalise(out, 0.45), 0.0005, 0.005)


def make_slide() -> list[float]:
    rng = random.Random(707)
    n = noise(0.38, rng)
    length = len(n)
    swept = lowpass(n, lambda i: 500 + 1400 * math.sin(math.pi * i / length))
    swept = highpass(swept, 180)
    env = [math.sin(math.pi * min(1.0, i / length)) ** 1.5 for i in range(length)]
    out = [v * e for v, e in zip(swept, env)]
    # a soft stop at the end
    stop = envelope(bandpass(noise(0.05, rng), 700, 2.0), 0.0005, 0.012)
    full = silence(0.42)
    mix_into(full, out, 0.0, 1.0)
    mix_into(full, stop, 0.34, 0.35)
    return fade_edges(normalise(full, 0.5))


def make_music() -> list[float]:
    """About 22 s in D Dorian at 66 beats a minute: a slow melody over a drone and
    a plucked ostinato; note tails wrap to the start so the loop is seamless."""
    rng = random.Random(2024)
    bpm = 66
    beat = 60.0 / bpm
    bars = 6                       # 4 beats a bar
    total = bars * 4 * beat        # ~21.8 s
    out = [0.0] * int(total * RATE)
    cache: dict[tuple[int, int], list[float]] = {}

    def note(m: int, dur: float, variant: int = 0) -> list[float]:
        key = (m, variant)
        if key not in cache:
            cache[key] = pluck(midi(m), 3.2, random.Random(m * 31 + variant), damping=0.9965)
        return cache[key][: int(dur * RATE)]

    dorian = [62, 64, 65, 67, 69, 71, 72, 74, 76, 77, 79, 81]
    # ostinato: root-fifth-octave-fifth, pattern per bar on a chord root
    roots = [50, 48, 50, 55, 53, 50]   # D, C, D, G, F, D
    for bar, r in enumerate(roots):
        for k, off in enumerate((0, 7, 12, 7, 0, 7, 12, 14)):
            t = bar * 4 * beat + k * beat / 2
            mix_into(out, note(r + off, 2.4, k % 2), t, 0.28 if k % 2 else 0.36, wrap=True)
    # melody: a stepwise line, chosen by a seeded walk within the mode
    pos = 7
    t = 0.0
    rhythm = [1.0, 0.5, 0.5, 1.0, 1.0, 1.5, 0.5, 2.0]
    ri = 0
    while t < total - 0.01:
        d = rhythm[ri % len(rhythm)] * beat
        ri += 1
        if rng.random() < 0.12 and t > 0:
            t += d
            continue
        step = rng.choice((-2, -1, -1, 1, 1, 2, 0))
        pos = max(2, min(len(dorian) - 1, pos + step))
        if t + d >= total - 0.01:
            pos = 7            # end on the tonic, leading back to the start
        mix_into(out, note(dorian[pos], 3.0, 2), t, 0.42, wrap=True)
        if rng.random() < 0.25:  # a soft octave echo
            mix_into(out, note(dorian[pos] - 12, 2.2, 3), t + beat * 0.25, 0.14, wrap=True)
        t += d
    # drone: D and A, slow swell, seamless (whole number of cycles not needed: faded loop)
    n = len(out)
    w1, w2 = 2 * math.pi * midi(38) / RATE, 2 * math.pi * midi(45) / RATE
    wl = 2 * math.pi / n
    sin = math.sin
    drone = [(0.75 + 0.25 * sin(wl * i)) * (0.05 * (sin(w1 * i) + 0.3 * sin(2 * w1 * i))
                                           + 0.035 * (sin(w2 * i) + 0.3 * sin(2 * w2 * i)))
             for i in range(n)]
    out = list(map(float.__add__, out, drone))
    # a touch of room: one echo, wrapped round so the loop stays seamless
    d1 = int(0.23 * RATE)
    echo = out[-d1:] + out[:-d1]
    out = [a + 0.22 * b for a, b in zip(out, echo)]
    return normalise(out, 0.6)


EFFECTS = {
    "flip": make_flip, "place": make_place, "dice": make_dice, "win": make_win,
    "refuse": make_refuse, "click": make_click, "slide": make_slide,
}


def main(out_dir: Path | str | None = None, music: bool = True) -> list[Path]:
    """Write every sound into ``out_dir`` (default ``sounds/``); returns the paths."""
    out = Path(out_dir) if out_dir is not None else asset_path("sounds")
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, fn in EFFECTS.items():
        p = out / f"{name}.wav"
        write_wav(p, fn())
        paths.append(p)
    if music:
        p = out / "music.wav"
        write_wav(p, make_music())
        paths.append(p)
    return paths


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=None, help="output folder (default: sounds/)")
    args = ap.parse_args()
    run(lambda: written(main(args.out)))
