"""The dice of the labelled photos, each lined up with its label: what both trainers learn from.

Each photo is read by the pipeline (``read`` gives the dice's pictures, the faces read and the
mark classifier's scores), lined up with its label by the grid's rotation or reflection that
agrees best, and each die comes with its labelled face and its scores.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np

from vision.classifier import FaceScores

LOOKALIKE = {"M": "W", "W": "M", "N": "Z", "Z": "N"}
Reader = Callable[[Path], tuple[list[Any], list[list[str]], list[FaceScores | None]]]


def labelled_dice(
    photos: Path, exclude_groups: set[int], read: Reader, skip_files: set[str] | None = None
) -> Iterator[tuple[Any, str, FaceScores]]:
    """(picture, labelled face, scores) for every labelled die with a picture and scores, on
    the photos outside ``exclude_groups`` and ``skip_files`` that read at their labelled size."""
    from bench.scoring import LENIENT_SOURCE, align_to_label  # the eval's alignment

    manifest = json.loads((photos / "manifest.json").read_text())
    for entry in manifest["photos"]:
        if entry.get("board_group") in exclude_groups or entry["file"] in (skip_files or ()):
            continue
        try:
            pictures, predicted, scores = read(photos / entry["file"])
        except Exception as error:
            print(f"skip {entry['file']}: {error}", file=sys.stderr)
            continue
        size = len(predicted)
        if size != entry["rows"]:
            continue
        mapping = align_to_label(predicted, entry["grid"], lenient=True)
        lenient = entry["file"].startswith(LENIENT_SOURCE)
        for (r, c), (lr, lc) in mapping.items():
            label = entry["grid"][lr][lc]
            picture, face_scores = pictures[r * size + c], scores[r * size + c]
            if label is None or picture is None or face_scores is None:
                continue
            if lenient and label in LOOKALIKE:
                # That source's labels confuse M with W and N with Z (see the photos README):
                # the die shows one of the pair, and the model so far picks which. Dropping
                # them instead left the classifier with no real underlined marks at all.
                pair = (label, LOOKALIKE[label])
                label = min(pair, key=lambda f, s=face_scores: s.distances.get(f, np.inf))
            yield picture, label, face_scores
