"""The reader on a fixed sample of the labelled real photos (skipped when they are absent).

The sample is every 21st entry of the manifest, as taken and in light made worse. Floors are
a little under what the reader measured on it with the bundled model, whose training saw these
photos: this guards against regressions; the held-out figures come from
``bench/read_eval.py --kfold``.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from collections.abc import Callable
from pathlib import Path

import cv2
import numpy as np
import pytest

from vision import VisionError, read_board
from vision.reading import LOW_CONFIDENCE

_SPEC = importlib.util.spec_from_file_location(
    "read_eval", Path(__file__).resolve().parents[2] / "bench" / "read_eval.py"
)
assert _SPEC is not None and _SPEC.loader is not None
read_eval = importlib.util.module_from_spec(_SPEC)
sys.modules["read_eval"] = read_eval  # dataclasses look their module up while being defined
_SPEC.loader.exec_module(read_eval)
# Loading read_eval puts the repository root on the path, where bench/scoring.py lives.
from bench.scoring import align_to_label, same_face  # noqa: E402

pytestmark = pytest.mark.photos


def _read_sample(
    shared_photos: Path, change: Callable[[np.ndarray], np.ndarray] | None = None
) -> tuple[int, float, int]:
    """Boards read at the right size, the share of dice read right, and how many dice were read
    wrong yet not flagged unsure, over the sample, each photo first passed through ``change``."""
    entries = json.loads((shared_photos / "manifest.json").read_text())["photos"][::21]
    assert len(entries) == 11
    sizes_right = dice = right = sure_but_wrong = 0
    for entry in entries:
        lenient = entry["file"].startswith("parkuman__roggle/")
        cells = sum(face is not None for row in entry["grid"] for face in row)
        dice += cells
        source: Path | np.ndarray = shared_photos / entry["file"]
        if change is not None:
            source = change(cv2.imread(str(source)))
        try:
            reading = read_board(source)
        except VisionError:
            continue
        if reading.rows != entry["rows"]:
            continue
        sizes_right += 1
        predicted = [list(row) for row in reading.grid]
        mapping = align_to_label(predicted, entry["grid"], lenient=lenient)
        confidence = {(die.row, die.col): die.confidence for die in reading.dice}
        for (r, c), (lr, lc) in mapping.items():
            if entry["grid"][lr][lc] is None:
                continue
            if same_face(predicted[r][c], entry["grid"][lr][lc], lenient):
                right += 1
            elif confidence[(r, c)] >= LOW_CONFIDENCE:
                sure_but_wrong += 1
    return sizes_right, right / dice, sure_but_wrong


def test_sample_of_real_photos(shared_photos):
    sizes_right, dice_right, sure_but_wrong = _read_sample(shared_photos)
    assert sizes_right >= 11  # measured 11 of 11
    # Measured 193/203 = 0.951: every die right on ten of the eleven photos; the wrong ten are
    # all on the extreme motion-blur photo 9b12b272, and all of them flagged unsure. (191/203
    # before the network learnt heavier blur for longer; 195/203 before it learnt motion blur,
    # which read 15 more dice right held out.)
    assert dice_right >= 0.94
    assert sure_but_wrong == 0


def test_sample_in_dim_light(shared_photos):
    # Mid-tones darkened (gamma 1.8): a blue tray turns nearly black, its colour left only in
    # pieces, and only the dark outline tried after the coloured ones holds all its dice.
    # Measured 189/203 = 0.931 (10 of 11 sizes); before that outline was tried, 164/203.
    curve = (np.linspace(0.0, 1.0, 256) ** 1.8 * 255).astype(np.uint8)
    sizes_right, dice_right, sure_but_wrong = _read_sample(
        shared_photos, lambda image: cv2.LUT(image, curve)
    )
    assert sizes_right >= 10
    assert dice_right >= 0.9
    assert sure_but_wrong == 0  # measured 0


def test_sample_with_the_left_half_in_shadow(shared_photos):
    # Half the photo at 50% light, its edge soft: measured 193/203 = 0.951 (11 of 11 sizes)
    # with the dice also judged against the light near them; 152/203 (10 of 11) before.
    def shadowed(image: np.ndarray) -> np.ndarray:
        height, width = image.shape[:2]
        gain = np.where(np.arange(width) < width / 2, 0.5, 1.0).astype(np.float32)
        gain = cv2.GaussianBlur(np.repeat(gain[None, :], height, axis=0), (0, 0), 0.03 * width)
        return np.clip(image * gain[..., None], 0, 255).astype(np.uint8)

    sizes_right, dice_right, sure_but_wrong = _read_sample(shared_photos, shadowed)
    assert sizes_right >= 11
    assert dice_right >= 0.92
    assert sure_but_wrong == 0  # measured 0


def _dice_right(shared_photos: Path, stem: str, change: Callable[[np.ndarray], np.ndarray]) -> int:
    """How many dice of the labelled photo whose name starts with ``stem`` read right, the photo
    first passed through ``change``; 0 when it is not read at its size."""
    entries = json.loads((shared_photos / "manifest.json").read_text())["photos"]
    (entry,) = [e for e in entries if e["file"].split("/")[-1].startswith(stem)]
    reading = read_board(change(cv2.imread(str(shared_photos / entry["file"]))))
    if (reading.rows, reading.cols) != (entry["rows"], entry["cols"]):
        return 0
    predicted = [list(row) for row in reading.grid]
    mapping = align_to_label(predicted, entry["grid"], lenient=True)
    return sum(
        same_face(predicted[r][c], entry["grid"][lr][lc], True)
        for (r, c), (lr, lc) in mapping.items()
    )


@pytest.mark.parametrize("stem", ["786631c8", "aa0e0454"])
def test_a_board_across_the_edge_of_a_deep_shadow(shared_photos, stem):
    # Half the frame in a 30% shadow, its edge through the board. The evened look's light map
    # used to reach half a window past the shadow's edge, so the dice just inside it stayed
    # dark, and the locator kept only the lit columns: measured a 5x5 misread and 8 of 16;
    # with the map closed back to the edge, 16 of 16 each.
    from bench.conditions import half_shadow

    assert _dice_right(shared_photos, stem, lambda image: half_shadow(image, 1, 0.3)) >= 15


def test_a_small_dim_board_is_found_behind_a_likelier_scrap(shared_photos):
    # A 4x4 tray a sixth of the frame across on a white cloth in a dark room, darkened further
    # (gamma 1.8): nothing in the full frame reads well, and a scrap of the cloth's folds read
    # surer (0.05) than the board's own outline (0.03). The crop zoomed around the runner-up
    # finds it: measured 15 of 16, and 3 of 16 zooming around the surest outline alone.
    from bench.conditions import dim

    assert _dice_right(shared_photos, "4cddd229", lambda image: dim(image, 0)) >= 14


@pytest.mark.parametrize("saved", [False, True], ids=["lossless", "jpeg-95"])
def test_an_outline_a_column_short_is_stretched_back(shared_photos, saved):
    # A 4x4 tray at a steep angle, the camera turned 30 degrees: the outline stops a column
    # short, the lattice puts two nodes on one column of dice, and the far column was never
    # read. Measured: 8 of 16 wrong, each neighbour's letter read at 0.96 to 1.0. The doubled
    # column's dice are read within a fifth of a pitch of each other (vision.stretch), and the
    # outline stretched a die further reads 16 of 16; however it reads, no wrong die is sure.
    # Saved as a JPEG (quality 95), the short outline's pale rows beat to a period of 5 and
    # 4 was never read there: 5x5 at 0.04, every die flagged. As neither the chooser nor the
    # faces read it convincingly, the outline is read at the other sizes too
    # (vision.candidates.at_other_sizes), where 4 reads surer, and the stretch mends it.
    from bench.conditions import jpeg, turned

    entries = json.loads((shared_photos / "manifest.json").read_text())["photos"]
    (entry,) = [e for e in entries if e["file"].split("/")[-1].startswith("a42728a6")]
    photo = turned(cv2.imread(str(shared_photos / entry["file"])), 0)
    reading = read_board(jpeg(photo, 0, 95) if saved else photo)
    assert (reading.rows, reading.cols) == (4, 4)
    predicted = [list(row) for row in reading.grid]
    confidence = {(die.row, die.col): die.confidence for die in reading.dice}
    mapping = align_to_label(predicted, entry["grid"], lenient=True)
    wrong = [
        (r, c)
        for (r, c), (lr, lc) in mapping.items()
        if not same_face(predicted[r][c], entry["grid"][lr][lc], True)
    ]
    assert len(wrong) <= 1
    assert [die for die in wrong if confidence[die] >= LOW_CONFIDENCE] == []


def test_a_smeared_board_turned_45_degrees_is_read_without_an_error(shared_photos):
    # The motion-blurred 9b12b272 turned 45 degrees: a lattice fitted to a few marks put a die
    # past the squared-up board's edge, and reading its mark raised an OpenCV error.
    from bench.conditions import turned

    entries = json.loads((shared_photos / "manifest.json").read_text())["photos"]
    (entry,) = [e for e in entries if e["file"].split("/")[-1].startswith("9b12b272")]
    reading = read_board(turned(cv2.imread(str(shared_photos / entry["file"])), 0, 45.0))
    assert (reading.rows, reading.cols) == (entry["rows"], entry["cols"])
