"""Synthetic photos of Boggle boards with exact ground truth: the project's own images for tests,
trainers, benchmarks and the sample photo.

Tooling, not part of the app: it is left out of the wheel, and the reader (``vision``) never
imports it. It may import ``vision`` and ``solver``.
"""

from synth.board import STYLES, SynthPhoto, render_board, render_clean_board
from synth.die import BLUE_LOOK, ORANGE_LOOK, DieLook, face_ink_mask, render_die
from synth.font import FontUnavailableError, GlyphOutline, TrueTypeFont, default_font, text_mask

__all__ = [
    "BLUE_LOOK",
    "ORANGE_LOOK",
    "STYLES",
    "DieLook",
    "FontUnavailableError",
    "GlyphOutline",
    "SynthPhoto",
    "TrueTypeFont",
    "default_font",
    "face_ink_mask",
    "render_board",
    "render_clean_board",
    "render_die",
    "text_mask",
]
