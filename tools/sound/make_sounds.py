"""Synthesise every sound effect in sounds/ (16-bit mono 44.1 kHz WAV).

    python tools/sound/make_sounds.py          # all sounds
    python tools/sound/make_sounds.py dice win # only some

Standard library only (math, random, array, wave).  Each sound is seeded, so
re-running writes identical files.  Every file is shorter than a second,
peak-normalised to -3 dBFS, with a short fade in and out so nothing clicks.
"""

from __future__ import annotations

import array
import math
import os
import random
import sys
import wave

RATE = 44100
PEAK_DBFS = -3.0
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
OUT = os.path.join(ROOT, "sounds")
TAU = 2 * math.pi


# ---------------------------------------------------------------- building blocks


def silence(seconds: float) -> list[float]:
    return [0.0] * round(seconds * RATE)


def mix_into(dst: list[float], src: list[float], at: float = 0.0, gain: float = 1.0) -> None:
    """Add src into dst starting at time ``at`` (seconds); dst grows if needed."""
    start = round(at * RATE)
    need = start + len(src) - len(dst)
    if need > 0:
        dst.extend([0.0] * need)
    for i, v in enumerate(src):
        dst[start + i] += v * gain


def damped_sine(
    freq: float,
    seconds: float,
    tau: float,
    phase: float = 0.0,
    amp: float = 1.0,
    glide: float = 0.0,
) -> list[float]:
    """exp(-t/tau) * sin(2 pi f t); ``glide`` bends the pitch (fraction per second)."""
    n = int(seconds * RATE)
    out = []
    ph = phase
    for i in range(n):
        t = i / RATE
        f = freq * (1.0 + glide * t)
        ph += TAU * f / RATE
        out.append(amp * math.exp(-t / tau) * math.sin(ph))
    return _tail_fade(out)


def _tail_fade(sig: list[float], seconds: float = 0.004) -> list[float]:
    """Fade the last few milliseconds of a component so its end never clicks."""
    n = min(len(sig), max(1, int(seconds * RATE)))
    for i in range(n):
        sig[len(sig) - 1 - i] *= i / n
    return sig


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def envelope(sig: list[float], attack: float, decay_tau: float, hold: float = 0.0) -> list[float]:
    out = []
    na = max(1, int(attack * RATE))
    nh = int(hold * RATE)
    for i, v in enumerate(sig):
        if i < na:
            g = 0.5 - 0.5 * math.cos(math.pi * i / na)
        elif i < na + nh:
            g = 1.0
        else:
            g = math.exp(-(i - na - nh) / (decay_tau * RATE))
        out.append(v * g)
    return _tail_fade(out)


def lowpass(sig: list[float], cutoff: float) -> list[float]:
    a = 1.0 - math.exp(-TAU * cutoff / RATE)
    y = 0.0
    out = []
    for v in sig:
        y += a * (v - y)
        out.append(y)
    return out


def highpass(sig: list[float], cutoff: float) -> list[float]:
    low = lowpass(sig, cutoff)
    return [v - l for v, l in zip(sig, low)]


def biquad_bandpass(sig: list[float], centre, q: float) -> list[float]:
    """RBJ band-pass (constant 0 dB peak); ``centre`` may be a function of time."""
    x1 = x2 = y1 = y2 = 0.0
    out = []
    fixed = not callable(centre)
    if fixed:
        coeffs = _bp_coeffs(centre, q)
    for i, x in enumerate(sig):
        if not fixed and i % 32 == 0:
            coeffs = _bp_coeffs(centre(i / RATE), q)
        b0, b1, b2, a1, a2 = coeffs
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def _bp_coeffs(f: float, q: float):
    f = max(20.0, min(f, RATE * 0.45))
    w = TAU * f / RATE
    alpha = math.sin(w) / (2 * q)
    a0 = 1 + alpha
    return (alpha / a0, 0.0, -alpha / a0, -2 * math.cos(w) / a0, (1 - alpha) / a0)


def fade(sig: list[float], fade_in: float = 0.002, fade_out: float = 0.02) -> list[float]:
    n = len(sig)
    ni = max(1, int(fade_in * RATE))
    no = max(1, int(fade_out * RATE))
    out = list(sig)
    for i in range(min(ni, n)):
        out[i] *= math.sin(0.5 * math.pi * i / ni) ** 2
    for i in range(min(no, n)):
        out[n - 1 - i] *= math.sin(0.5 * math.pi * i / no) ** 2
    return out


def normalise(sig: list[float], peak_dbfs: float = PEAK_DBFS) -> list[float]:
    peak = max(abs(v) for v in sig) or 1.0
    target = 10 ** (peak_dbfs / 20.0)
    k = target / peak
    return [v * k for v in sig]


def trim_tail(sig: list[float], threshold_db: float = -60.0, keep: float = 0.01) -> list[float]:
    """Cut trailing near-silence (relative to the peak), keeping a little room."""
    peak = max(abs(v) for v in sig) or 1.0
    thr = peak * 10 ** (threshold_db / 20.0)
    end = len(sig)
    while end > 1 and abs(sig[end - 1]) < thr:
        end -= 1
    return sig[: min(len(sig), end + int(keep * RATE))]


def write_wav(path: str, sig: list[float]) -> None:
    data = array.array("h", (max(-32768, min(32767, round(v * 32767))) for v in sig))
    if sys.byteorder == "big":
        data.byteswap()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def finish(sig: list[float], max_seconds: float = 0.98, fade_out: float = 0.03) -> list[float]:
    sig = trim_tail(sig)
    sig = sig[: int(max_seconds * RATE)]
    sig = fade(sig, 0.0015, fade_out)
    return normalise(sig)


# ---------------------------------------------------------------- the sounds


def pickup() -> list[float]:
    """Soft wooden tick: a token lifted off the table."""
    rng = random.Random(101)
    s = silence(0.12)
    mix_into(s, damped_sine(1320, 0.1, 0.012, amp=0.6))
    mix_into(s, damped_sine(2450, 0.08, 0.006, amp=0.35))
    mix_into(s, damped_sine(640, 0.1, 0.02, amp=0.35))
    tick = envelope(highpass(noise(0.02, rng), 1500), 0.0005, 0.002)
    mix_into(s, lowpass(tick, 6000), gain=0.5)
    s = lowpass(lowpass(s, 9000), 9000)
    return finish(s, fade_out=0.02)


def drop() -> list[float]:
    """A wooden token knocked down on felt: low damped body, wood modes, felt thump."""
    rng = random.Random(202)
    s = silence(0.32)
    mix_into(s, damped_sine(190, 0.3, 0.055, amp=1.0, glide=-0.25))
    mix_into(s, damped_sine(505, 0.2, 0.026, amp=0.45))
    mix_into(s, damped_sine(1130, 0.12, 0.012, amp=0.25))
    mix_into(s, damped_sine(1870, 0.08, 0.006, amp=0.12))
    thump = envelope(lowpass(noise(0.06, rng), 900), 0.0008, 0.008)
    mix_into(s, thump, gain=0.9)
    # a tiny second settle a few milliseconds later
    mix_into(s, damped_sine(210, 0.12, 0.02, amp=0.25), at=0.045)
    mix_into(s, envelope(lowpass(noise(0.03, rng), 700), 0.002, 0.004), at=0.045, gain=0.3)
    s = lowpass(lowpass(s, 5000), 5000)
    return finish(s, fade_out=0.05)


def _dice_click(rng: random.Random, loud: float) -> list[float]:
    """One bone-on-bone or bone-on-felt contact."""
    c = silence(0.05)
    for _ in range(3):
        f = rng.uniform(1800, 4200)
        mix_into(
            c,
            damped_sine(
                f,
                0.04,
                rng.uniform(0.003, 0.007),
                phase=rng.uniform(0, TAU),
                amp=rng.uniform(0.3, 0.6),
            ),
        )
    mix_into(c, damped_sine(rng.uniform(700, 950), 0.05, 0.01, amp=0.35))
    burst = envelope(biquad_bandpass(noise(0.02, rng), 3000, 0.9), 0.0003, 0.0025)
    mix_into(c, burst, gain=1.4)
    return [v * loud for v in lowpass(c, 7000)]


def dice() -> list[float]:
    """Two dice hitting the felt, bouncing with ever shorter gaps, then rattling still."""
    rng = random.Random(303)
    s = silence(0.8)
    t = 0.004
    gap = 0.12
    loud = 1.0
    for i in range(12):
        mix_into(s, _dice_click(rng, loud), at=t)
        if rng.random() < 0.5:  # the other die, almost together
            mix_into(
                s, _dice_click(rng, loud * rng.uniform(0.4, 0.7)), at=t + rng.uniform(0.006, 0.03)
            )
        t += gap * rng.uniform(0.85, 1.15)
        gap *= 0.8
        loud *= 0.82
    # felt rumble under the roll
    rumble = lowpass(noise(0.5, rng), 400)
    rumble = fade(envelope(rumble, 0.01, 0.14), 0.01, 0.2)
    mix_into(s, rumble, gain=0.25)
    return finish(s, fade_out=0.06)


def card() -> list[float]:
    """A card slid across cloth: band-passed noise sweeping up, then settling."""
    rng = random.Random(404)
    dur = 0.34
    n = noise(dur, rng)
    sw = biquad_bandpass(
        n, lambda t: 900 + 3300 * math.sin(math.pi * min(1.0, t / dur)) ** 1.5, 1.3
    )
    hiss = lowpass(highpass(n, 4000), 9000)
    env = []
    for i in range(len(n)):
        t = i / RATE
        a = math.sin(math.pi * min(1.0, t / dur)) ** 1.2 * (1.0 - 0.4 * t / dur)
        env.append(a)
    s = [(v * 1.0 + h * 0.06) * e for v, h, e in zip(sw, hiss, env)]
    # a soft flap as the card lands
    mix_into(s, envelope(lowpass(noise(0.04, rng), 1200), 0.002, 0.008), at=dur - 0.05, gain=0.35)
    s = lowpass(lowpass(s, 8000), 8000)
    return finish(s, fade_out=0.04)


def turn() -> list[float]:
    """A low, soft bell with inharmonic partials: a new turn begins."""
    f0 = 174.6  # F3
    partials = [  # ratio, amplitude, decay (s)
        (0.5, 0.45, 0.9),
        (1.0, 1.0, 0.6),
        (1.183, 0.55, 0.45),
        (1.506, 0.35, 0.35),
        (2.0, 0.42, 0.3),
        (2.514, 0.2, 0.2),
        (2.662, 0.18, 0.18),
        (3.011, 0.12, 0.14),
        (4.166, 0.06, 0.09),
    ]
    s = silence(0.96)
    for k, (ratio, amp, tau) in enumerate(partials):
        mix_into(s, damped_sine(f0 * ratio, 0.96, tau, phase=k * 0.7, amp=amp))
    # soft strike: a short attack rather than a hard hit
    s = envelope(s, 0.006, 99.0)
    # slow beating between the hum and a slightly detuned twin makes it shimmer
    mix_into(s, damped_sine(f0 * 0.503, 0.96, 0.8, amp=0.18))
    s = lowpass(s, 3500)
    return finish(s, fade_out=0.12)


def _pad_voice(freq: float, seconds: float, rng: random.Random) -> list[float]:
    """A warm organ-like tone: a few harmonics, slight detune and vibrato."""
    n = int(seconds * RATE)
    out = [0.0] * n
    for det in (-0.0025, 0.0025):
        ph = [rng.uniform(0, TAU) for _ in range(5)]
        for i in range(n):
            t = i / RATE
            vib = 1 + 0.003 * math.sin(TAU * 5.2 * t)
            f = freq * (1 + det) * vib
            v = 0.0
            for h, amp in ((1, 1.0), (2, 0.42), (3, 0.2), (4, 0.1), (5, 0.05)):
                ph[h - 1] += TAU * f * h / RATE
                v += amp * math.sin(ph[h - 1])
            out[i] += v * 0.5
    return out


def win() -> list[float]:
    """A short minor chord that swells and resolves to major."""
    rng = random.Random(606)
    dur = 0.96
    change = 0.36
    s = silence(dur)
    a3, c4, cs4, e4, a4 = 220.0, 261.63, 277.18, 329.63, 440.0
    for f, g in ((a3, 0.9), (e4, 0.7)):
        mix_into(s, _pad_voice(f, dur, rng), gain=g)
    minor = _pad_voice(c4, dur, rng)
    major = _pad_voice(cs4, dur, rng)
    top = _pad_voice(a4, dur, rng)
    xf = int(0.06 * RATE)
    c0 = int(change * RATE)
    for i in range(len(s)):
        if i < c0:
            g_min, g_maj = 1.0, 0.0
        elif i < c0 + xf:
            u = (i - c0) / xf
            g_min, g_maj = math.cos(u * math.pi / 2), math.sin(u * math.pi / 2)
        else:
            g_min, g_maj = 0.0, 1.0
        s[i] += 0.75 * (minor[i] * g_min + major[i] * g_maj) + 0.55 * top[i] * g_maj
    # swell: grow into the major chord, then release
    out = []
    for i, v in enumerate(s):
        t = i / RATE
        if t < change:
            g = 0.25 + 0.35 * (t / change) ** 1.5
        elif t < 0.7:
            g = 0.6 + 0.4 * math.sin(0.5 * math.pi * (t - change) / (0.7 - change))
        else:
            g = math.exp(-(t - 0.7) / 0.1)
        out.append(v * g)
    out = lowpass(out, 4000)
    out = fade(out, 0.02, 0.0)
    return finish(out, fade_out=0.08)


def click() -> list[float]:
    """A tiny UI click."""
    rng = random.Random(707)
    s = silence(0.05)
    mix_into(s, damped_sine(2100, 0.04, 0.004, amp=0.7))
    mix_into(s, damped_sine(3600, 0.03, 0.0025, amp=0.3))
    mix_into(s, envelope(highpass(noise(0.006, rng), 2500), 0.0002, 0.0012), gain=0.4)
    return finish(s, fade_out=0.01)


def error() -> list[float]:
    """A soft low thud: not allowed."""
    rng = random.Random(808)
    s = silence(0.32)
    mix_into(s, damped_sine(96, 0.3, 0.07, amp=1.0, glide=-0.9))
    mix_into(s, damped_sine(143, 0.25, 0.045, amp=0.35, glide=-0.9))
    mix_into(s, envelope(lowpass(noise(0.05, rng), 350), 0.002, 0.012), gain=0.6)
    s = lowpass(s, 1200)
    return finish(s, fade_out=0.06)


SOUNDS = {
    "pickup": pickup,
    "drop": drop,
    "dice": dice,
    "card": card,
    "turn": turn,
    "win": win,
    "click": click,
    "error": error,
}


def main(argv: list[str]) -> int:
    wanted = [a for a in argv if not a.startswith("-")] or list(SOUNDS)
    unknown = [w for w in wanted if w not in SOUNDS]
    if unknown:
        print(
            f"unknown sound(s): {', '.join(unknown)}; choose from {', '.join(SOUNDS)}",
            file=sys.stderr,
        )
        return 2
    for name in wanted:
        sig = SOUNDS[name]()
        path = os.path.join(OUT, f"{name}.wav")
        write_wav(path, sig)
        peak = max(abs(v) for v in sig)
        print(f"  sounds/{name}.wav  {len(sig) / RATE:.3f}s  peak {20 * math.log10(peak):.1f} dBFS")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
