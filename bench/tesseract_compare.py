"""Tesseract against the reader's own classifier, on the same marks: the measurement behind
keeping tesseract out of the reader (README, "Tesseract"). Used by
``bench/read_eval.py --tesseract``.

Tesseract is optional: ``pip install -e .[ocr]`` brings pytesseract, and the program itself
comes from the system (``sudo apt-get install tesseract-ocr``). Without either, the comparison
says so in one line and the rest of the eval goes on.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType

from bench.scoring import LENIENT_SOURCE, align_to_label, same_face

INSTALL_HINT = (
    "install it with `pip install -e .[ocr]` (pytesseract) and"
    " `sudo apt-get install tesseract-ocr` (the program)"
)


def load_tesseract() -> ModuleType | str:
    """pytesseract, ready to call the tesseract program; or why it cannot be used."""
    try:
        import pytesseract
    except ImportError:
        return f"the pytesseract module is missing; {INSTALL_HINT}"
    try:
        pytesseract.get_tesseract_version()
    except pytesseract.TesseractNotFoundError:
        return f"the tesseract program is not on the PATH; {INSTALL_HINT}"
    except (OSError, pytesseract.TesseractError) as error:
        return f"the tesseract program does not run ({error}); {INSTALL_HINT}"
    return pytesseract


def read_mosaic(
    pytesseract: ModuleType, mosaic: object, size: int, pitch: tuple[int, int], border: int
) -> list[list[str]]:
    """What tesseract reads in each cell of a mosaic of ``size`` x ``size`` cells, ``pitch``
    (x, y) pixels apart inside a ``border``, in one call told the faces' characters. A word
    spanning several cells is split a letter a cell when it has one letter per cell. Raises
    what pytesseract raises (OSError, TesseractError)."""
    data = pytesseract.image_to_data(
        mosaic,
        config="--psm 6 -c tessedit_char_whitelist=ABCDEFGHIJKLMNOPQRSTUVWXYZnrehu",
        output_type=pytesseract.Output.DICT,
    )
    read = [[""] * size for _ in range(size)]
    pitch_x, pitch_y = pitch
    for text, left, top, width, height in zip(
        data["text"], data["left"], data["top"], data["width"], data["height"], strict=True
    ):
        text = text.strip()
        r = int((top + height / 2 - border) // pitch_y)
        if not text or not 0 <= r < size:
            continue
        spans = list(range(int((left - border) // pitch_x),
                           int((left + width - border) // pitch_x) + 1))  # fmt: skip
        parts = list(text) if len(spans) == len(text) else [text] if len(spans) == 1 else []
        for c, part in zip(spans, parts, strict=False):
            if 0 <= c < size:
                read[r][c] += part
    return read


def as_face(token: str) -> str:
    """A cell's text as a face: Qu for any Q, else a capital and lower case (Th, In)."""
    return "Qu" if token.upper().startswith("Q") else token[:1] + token[1:].lower()


def compare_tesseract(entries: list[dict], photos: Path) -> None:
    """Tesseract alone against the classifier, on the same marks (turned upright by the
    classifier, since tesseract cannot read turned letters): one mosaic per board, one call."""
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    pytesseract = load_tesseract()
    if isinstance(pytesseract, str):
        print(f"tesseract comparison skipped: {pytesseract}")
        return
    import cv2
    import numpy as np

    from vision import VisionError
    from vision.orient import upright_turn

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    from read_by_marks import read_glyphs  # the trainers' readings, outside the wheel

    tile, gap_x, gap_y, border = 48, 48, 24, 20
    dice = classifier_right = tesseract_right = both = 0
    seconds: list[float] = []
    for entry in entries:
        try:
            pictures, faces, scores = read_glyphs(photos / entry["file"])
        except VisionError:
            continue
        size = len(faces)
        if size != entry["rows"]:
            continue
        rows = []
        for r in range(size):
            cells = []
            for c in range(size):
                picture, score = pictures[r * size + c], scores[r * size + c]
                mark = np.zeros((tile, tile), np.uint8)
                if picture is not None and score is not None:
                    turn = upright_turn(score.rotations.get(faces[r][c], 0))
                    upright = np.ascontiguousarray(np.rot90(picture, turn))
                    mark = cv2.resize(upright, (tile, tile), interpolation=cv2.INTER_AREA)
                cells.append(np.pad(255 - mark, ((gap_y // 2,) * 2, (0, gap_x)),
                                    constant_values=255))  # fmt: skip
            rows.append(np.hstack(cells))
        mosaic = np.pad(np.vstack(rows), border, constant_values=255)
        start = time.perf_counter()
        try:
            read = read_mosaic(pytesseract, mosaic, size, (tile + gap_x, tile + gap_y), border)
        except (OSError, pytesseract.TesseractError) as error:
            # A broken install (no English data, say) fails on the first board alike.
            print(f"tesseract comparison stopped: tesseract failed ({error}); {INSTALL_HINT}")
            return
        seconds.append(time.perf_counter() - start)
        lenient = entry["file"].startswith(LENIENT_SOURCE)
        mapping = align_to_label([list(row) for row in faces], entry["grid"], lenient=lenient)
        for (r, c), (lr, lc) in mapping.items():
            label = entry["grid"][lr][lc]
            if label is None:
                continue
            guess = as_face(read[r][c])
            dice += 1
            a = same_face(faces[r][c], label, lenient)
            b = same_face(guess, label, lenient)
            classifier_right += a
            tesseract_right += b
            both += a and b
    if dice:
        print(
            f"tesseract vs classifier on {dice} dice of right-size boards: classifier"
            f" {100 * classifier_right / dice:.1f}%  tesseract {100 * tesseract_right / dice:.1f}%"
            f"  both {100 * both / dice:.1f}%  either"
            f" {100 * (classifier_right + tesseract_right - both) / dice:.1f}%"
            f"  tesseract median {statistics.median(seconds):.3f} s per board"
        )
