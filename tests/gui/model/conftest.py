"""Fixtures for the model tests: a synthetic photo and what a reader saw in it. No Qt here:
these tests run without a QApplication, and must not import PySide6."""

from __future__ import annotations

import sys
from pathlib import Path

import cv2
import pytest

# The test modules import their shared helpers from model_testing.py beside this file.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from model_testing import MISREAD_CELL, MISREAD_FACE, TRUE_BOARD, reading_from_synth

from synth import SynthPhoto, render_board
from vision.result import BoardReading


@pytest.fixture(scope="session")
def synth_photo() -> SynthPhoto:
    return render_board(TRUE_BOARD, seed=7, tilt=5.0, spin=-6.0)


@pytest.fixture
def photo_path(tmp_path: Path, synth_photo: SynthPhoto) -> Path:
    path = tmp_path / "board.jpg"
    assert cv2.imwrite(str(path), synth_photo.image)
    return path


@pytest.fixture
def misread(synth_photo: SynthPhoto) -> BoardReading:
    """The photo as read, with one die misread (and unsure of it)."""
    return reading_from_synth(synth_photo, {MISREAD_CELL: MISREAD_FACE})
