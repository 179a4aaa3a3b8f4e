"""Tesseract against the screenshot reader's letter templates (vision.screen_letters), on the
same tile marks: the measurement behind leaving tesseract out of the screenshot reader. Used by
``bench/screen_eval.py --tesseract``; optional, as bench/tesseract_compare.py says.

A screenshot's letters are tesseract's best case (upright, clean type), so it gets each
board's tiles (found by the reader) as one mosaic of dark print on white, one call per board,
told which characters may appear.
"""

from __future__ import annotations

import os
import statistics
import time

import cv2
import numpy as np

from bench.tesseract_compare import INSTALL_HINT, as_face, load_tesseract, read_mosaic
from synth.screenshot import SynthScreenshot
from vision.load import downscale
from vision.params import PARAMS
from vision.screen import read_screen

_TILE, _GAP, _BORDER = 64, 40, 24


def _dark_on_white(gray: np.ndarray, box: tuple[int, int, int, int]) -> np.ndarray:
    """The tile's own pixels, _TILE square, stretched to dark print on a white face: light
    letters on a dark tile are turned over."""
    x, y, width, height = box
    tile = gray[y : y + height, x : x + width].astype(np.float32)
    face = float(np.median(tile))
    far = tile[np.abs(tile - face) > 40]
    if far.size and float(far.mean()) > face:
        tile, face = 255 - tile, 255 - face
    darkest = float(tile.min())
    stretched = np.clip((tile - darkest) / max(face - darkest, 1.0) * 255, 0, 255)
    return cv2.resize(stretched.astype(np.uint8), (_TILE, _TILE), interpolation=cv2.INTER_AREA)


def compare_on_screenshots(shots: list[SynthScreenshot]) -> None:
    """Print dice right by the templates and by tesseract on the tiles of ``shots``."""
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    pytesseract = load_tesseract()
    if isinstance(pytesseract, str):
        print(f"tesseract comparison skipped: {pytesseract}")
        return
    dice = templates_right = tesseract_right = 0
    seconds: list[float] = []
    for shot in shots:
        small, _scale = downscale(shot.image, PARAMS.reading.processing_side)
        read = read_screen(small)
        if read is None:
            continue
        size = read.grid.size
        truth = shot.board.faces
        gray = cv2.cvtColor(small, cv2.COLOR_BGR2GRAY)
        cells = [_dark_on_white(gray, box) for box in read.grid.boxes]
        cells = [np.pad(cell, ((_GAP // 2,) * 2, (0, _GAP)), constant_values=255) for cell in cells]
        rows = [np.hstack(cells[r * size : (r + 1) * size]) for r in range(size)]
        mosaic = np.pad(np.vstack(rows), _BORDER, constant_values=255)
        start = time.perf_counter()
        try:
            found = read_mosaic(pytesseract, mosaic, size, (_TILE + _GAP,) * 2, _BORDER)
        except (OSError, pytesseract.TesseractError) as error:
            print(f"tesseract comparison stopped: tesseract failed ({error}); {INSTALL_HINT}")
            return
        seconds.append(time.perf_counter() - start)
        for index, face in enumerate(truth):
            guess = as_face(found[index // size][index % size])
            dice += 1
            templates_right += read.guesses[index].face == face
            tesseract_right += guess == face
    if dice:
        print(
            f"tesseract vs letter templates on {dice} dice of {len(seconds)} screenshots:"
            f" templates {100 * templates_right / dice:.2f}%"
            f"  tesseract {100 * tesseract_right / dice:.2f}%"
            f"  tesseract median {statistics.median(seconds):.3f} s per board"
        )
