"""The die-centre network trained without each fold's photos (scripts/train_centre_net.py), for
held-out scoring: no photo's dice are placed by a network that saw its board. Kept in
~/.cache/boggle-lens-eval under a key made of what the training depends on (its sources' code,
the renderer's, the photos' labels, the models that place the photos' dice, the photos held out
and the seed; bench/source_key.py)."""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from bench.fold_cache import cached_model
from bench.source_key import source_key

ROOT = Path(__file__).resolve().parents[1]
_SOURCES = (
    "scripts/train_centre_net.py", "scripts/centre_data.py", "vision/centre_net.py",
    "vision/centres.py", "vision/warp.py", "resources/finder.onnx", "resources/face_net.onnx",
)  # fmt: skip
SEED = 5


def fold_centre_net(photos: Path, groups: set[int], files: set[str], seed: int = SEED) -> Path:
    """The die-centre network trained without the board ``groups`` and the photos ``files``:
    cached, or trained now (about five minutes on two cores)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    from train_centre_net import train

    digest = hashlib.sha256(f"{sorted(groups)} {sorted(files)} {seed}".encode())
    digest.update((photos / "manifest.json").read_bytes())
    renderer = sorted((ROOT / "synth").glob("*.py"))
    for source in (*(ROOT / name for name in _SOURCES), *renderer):
        digest.update(source_key(source))

    def make(partial: Path) -> None:
        trained = train(
            partial, photos=photos, exclude_groups=frozenset(groups),
            exclude_files=frozenset(files), seed=seed, log=False,
        )  # fmt: skip
        print(
            f"  trained the fold's centre network in {trained.seconds:.0f} s:"
            f" {trained.photo_dice} photo dice, {trained.rendered_dice} rendered,"
            f" median error {trained.error:.3f} of a die"
        )

    return cached_model("centre", digest, make)
