"""The reader on rendered boards under the conditions the eval applies to real photos
(bench/conditions.py): a dim room, washed-out light, a shadow across half the frame, a camera
turned 30 degrees, and an orange tray on an orange table. Each board must read exactly (up to
the board's rotation or reflection, as the eval scores it)."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import cv2
import numpy as np
import pytest

from solver import roll
from vision import NoBoardError, read_board

_SPEC = importlib.util.spec_from_file_location(
    "bench_conditions", Path(__file__).resolve().parents[2] / "bench" / "conditions.py"
)
assert _SPEC is not None and _SPEC.loader is not None
conditions = importlib.util.module_from_spec(_SPEC)
sys.modules["bench_conditions"] = conditions  # dataclasses look their module up
_SPEC.loader.exec_module(conditions)


def _turns(grid: list[list[str]]) -> list[list[list[str]]]:
    """The grid under its 8 rotations and reflections."""
    square = np.array(grid, dtype=object)
    turned = [np.rot90(square, k) for k in range(4)]
    return [t.tolist() for t in turned + [np.fliplr(t) for t in turned]]


def _reads_right(image: np.ndarray, grid: tuple[tuple[str, ...], ...]) -> bool:
    reading = read_board(image)
    return [list(row) for row in reading.grid] in _turns([list(row) for row in grid])


@pytest.fixture(scope="module")
def rendered():
    from synth import render_board

    return [
        render_board(roll("classic", random.Random(3)), 3, tilt=10, spin=5),
        render_board(roll("big", random.Random(4)), 4, tilt=20, spin=-10),
    ]


@pytest.mark.parametrize("name", ["dim", "washed", "shadow", "turned", "noise", "jpeg"])
def test_a_rendered_board_reads_under_each_condition(rendered, name):
    condition = conditions.CONDITIONS_BY_NAME[name]
    for seed, photo in enumerate(rendered):
        assert _reads_right(condition.apply(photo.image, seed), photo.board.grid), photo.board.text


def test_dim_and_shadowed_at_once(rendered):
    # A dim room with half the frame in a deep shadow: the darker half's dice sit far below
    # the photo's brightest.
    for seed, photo in enumerate(rendered):
        shaded = conditions.half_shadow(conditions.dim(photo.image, seed), seed, darkness=0.35)
        assert _reads_right(shaded, photo.board.grid), photo.board.text


def _orange_table(photo, seed: int) -> np.ndarray:
    """The photo with everything outside the tray replaced by grained wood of the tray's own
    orange."""
    image = photo.image.copy()
    height, width = image.shape[:2]
    outside = np.ones((height, width), np.uint8)
    cv2.fillPoly(outside, [np.int32(photo.tray_outline)], 0)
    rng = np.random.default_rng(seed)
    grain = cv2.resize(rng.normal(0, 1, (40, 4)).astype(np.float32), (width, height),
                       interpolation=cv2.INTER_CUBIC)  # fmt: skip
    wood = np.float32([30, 110, 205]) * (1 + 0.12 * grain[..., None])
    image[outside > 0] = np.clip(wood, 0, 255).astype(np.uint8)[outside > 0]
    return image


def test_an_orange_tray_on_an_orange_table():
    from synth import render_board

    photo = render_board(roll("classic", random.Random(5)), 5, style="orange", tilt=15)
    assert _reads_right(_orange_table(photo, 5), photo.board.grid)


def test_an_empty_orange_table_has_no_board():
    from synth import render_board

    photo = render_board(roll("classic", random.Random(5)), 5, style="orange")
    table = _orange_table(photo, 5)
    cv2.fillPoly(table, [np.int32(photo.tray_outline)], (40, 115, 200))
    with pytest.raises(NoBoardError, match="no Boggle board found"):
        read_board(conditions.half_shadow(conditions.dim(table, 0), 0))


@pytest.mark.parametrize("condition", conditions.HARSHER, ids=lambda condition: condition.name)
def test_each_harsher_condition_is_a_harder_form_of_one_the_eval_applies(rendered, condition):
    photo = rendered[0].image
    before = photo.copy()
    harsher = condition.apply(photo, 1)
    assert np.array_equal(photo, before)  # the photo itself is left as it was
    assert harsher.dtype == np.uint8 and harsher.ndim == 3
    assert conditions.CONDITIONS_BY_NAME[condition.name] is condition
    assert not np.array_equal(harsher[: photo.shape[0], : photo.shape[1]], photo)
