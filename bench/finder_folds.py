"""The board finder tuned without each fold's photos (scripts/tune_finder.py), for held-out
scoring: no photo is read by a finder that saw its board. Kept in ~/.cache/boggle-lens-eval
under a key made of what the tuning depends on (the tuner's sources' code, bench/source_key.py;
the photos' corners, the synth-only start, the photos held out and the seed); anything else
changed keeps the cache."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from bench.fold_cache import cached_model
from bench.source_key import source_key

ROOT = Path(__file__).resolve().parents[1]
_SOURCES = (
    "scripts/tune_finder.py", "scripts/finder_photos.py", "scripts/finder_data.py",
    "scripts/train_finder.py", "scripts/photo_corners.json", "scripts/finder_synth.onnx",
)  # fmt: skip
SEED = 3


def fold_finder(photos: Path, groups: set[int], files: set[str], seed: int = SEED) -> Path:
    """The finder tuned without the board ``groups`` and the photos ``files``: cached, or tuned
    now (minutes)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from tune_finder import tune

    digest = hashlib.sha256(f"{sorted(groups)} {sorted(files)} {seed}".encode())
    for source in _SOURCES:
        digest.update(source_key(ROOT / source))

    def make(partial: Path) -> None:
        seconds = tune(
            partial, photos=photos, exclude_groups=frozenset(groups),
            exclude_files=frozenset(files), seed=seed, log=False,
        )  # fmt: skip
        print(f"  tuned the fold's finder in {seconds:.0f} s")

    return cached_model("finder", digest, make)
