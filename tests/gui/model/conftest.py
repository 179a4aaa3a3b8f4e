"""Fixtures for the model tests: a synthetic photo and what a reader saw in it. No Qt here:
these tests run without a QApplication, and must not import PySide6."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

# The test modules import their shared helpers from model_testing.py beside this file.
sys.path.insert(0, str(Path(__file__).resolve().parent))

from model_testing import MISREAD_CELL, MISREAD_FACE, reading_from_synth

from synth import SynthPhoto
from vision.result import BoardReading


@pytest.fixture
def misread(synth_photo: SynthPhoto) -> BoardReading:
    """The photo as read, with one die misread (and unsure of it)."""
    return reading_from_synth(synth_photo, {MISREAD_CELL: MISREAD_FACE})
