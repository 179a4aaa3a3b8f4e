"""The held-out models trained or tuned per fold (bench/net_eval.py, finder_folds.py,
centre_folds.py), kept in ~/.cache/boggle-lens-eval under a key made of what they depend on."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

CACHE = Path.home() / ".cache" / "boggle-lens-eval"


class Digest(Protocol):
    def hexdigest(self) -> str: ...


def cached_model(kind: str, digest: Digest, make: Callable[[Path], None]) -> Path:
    """``CACHE/kind-KEY.onnx`` for the key ``digest``: kept from before, or made now by ``make``
    into a partial file renamed when it is done, so that a run cut off leaves nothing that
    looks finished."""
    path = CACHE / f"{kind}-{digest.hexdigest()[:16]}.onnx"
    if not path.is_file():
        partial = path.with_name(f"{path.stem}.part.onnx")
        make(partial)
        partial.rename(path)
    return path
