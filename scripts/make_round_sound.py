"""Writes resources/round-end.wav, the sound at the end of a timed round: three short falling
beeps (880, 660, 440 Hz), 16-bit mono at 22.05 kHz, made with the standard library only.

Run once: ``python scripts/make_round_sound.py``; the file is committed."""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "resources" / "round-end.wav"


def beep(frequency: float, seconds: float, volume: float = 0.45) -> list[int]:
    count = int(RATE * seconds)
    fade = int(RATE * 0.01)  # 10 ms in and out, so the beep does not click
    samples = []
    for i in range(count):
        envelope = min(1.0, i / fade, (count - i) / fade)
        value = volume * envelope * math.sin(2 * math.pi * frequency * i / RATE)
        samples.append(int(value * 32767))
    return samples


def main() -> None:
    silence = [0] * int(RATE * 0.08)
    samples: list[int] = []
    for frequency in (880.0, 660.0, 440.0):
        samples += beep(frequency, 0.22) + silence
    with wave.open(str(OUT), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(struct.pack(f"<{len(samples)}h", *samples))
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes)")


if __name__ == "__main__":
    main()
