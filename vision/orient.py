"""Which way up each die stands.

The classifier matches every mark in all four rotations, so the rotation that best matched the
chosen face is the die's turn. For marks that look the same turned (O, X, S, Z, H, N, I) any
turn reads the same face; we report the one that matched, or 0 for the blank.
"""

from __future__ import annotations

from solver import BLANK
from vision.classifier import FaceScores


def die_rotation(face: str, scores: FaceScores) -> int:
    """Degrees clockwise the die with ``face`` stood in the photo."""
    if face == BLANK:
        return 0
    return scores.rotations.get(face, 0)


def upright_turn(rotation: int) -> int:
    """Quarter turns counter-clockwise (``numpy.rot90``'s sense) that make such a die upright."""
    return (rotation // 90) % 4
