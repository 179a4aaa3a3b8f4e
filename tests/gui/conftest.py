"""Fixtures both the model and the Qt tests use: a synthetic photo of the test board. No Qt."""

from __future__ import annotations

import sys
from pathlib import Path

import cv2
import pytest

# model_testing.py (Qt-free helpers) is shared by the model and the Qt tests.
sys.path.insert(0, str(Path(__file__).resolve().parent / "model"))

from model_testing import TRUE_BOARD

from synth import SynthPhoto, render_board


@pytest.fixture(scope="session")
def synth_photo() -> SynthPhoto:
    return render_board(TRUE_BOARD, seed=7, tilt=5.0, spin=-6.0)


@pytest.fixture
def photo_path(tmp_path: Path, synth_photo: SynthPhoto) -> Path:
    path = tmp_path / "board.jpg"
    assert cv2.imwrite(str(path), synth_photo.image)
    return path
