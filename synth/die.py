"""One Boggle die seen from above: a rounded, shaded face with its letter and the M/W/N/Z mark.

Everything is drawn in the die's own upright frame and then turned, so the mark under M, W, N
and Z turns with the die exactly as on a real one.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import cv2
import numpy as np

from synth.font import text_mask

# Faces that read as another letter upside down or sideways carry a mark under the letter.
MARKED_FACES = frozenset({"M", "W", "N", "Z"})
ROTATIONS = (0, 90, 180, 270)
_CAP_HEIGHT = {1: 0.54, 2: 0.38}  # fraction of the die side, by the number of letters
_MAX_INK_WIDTH = 0.80


@dataclass(frozen=True)
class DieLook:
    paper: tuple[int, int, int]  # BGR of the face
    ink: tuple[int, int, int]  # BGR of the letter
    mark: str  # "bar" (orange 4x4 sets) or "dashes" (blue 5x5/6x6 sets)
    corner: float = 0.2  # corner radius as a fraction of the side
    edge_darkening: float = 0.22  # how much the rounded edges darken
    grain: float = 0.0  # wood grain strength, 0 for plastic dice


ORANGE_LOOK = DieLook(paper=(222, 236, 244), ink=(28, 26, 24), mark="bar")
BLUE_LOOK = DieLook(paper=(236, 238, 236), ink=(125, 45, 18), mark="dashes")


def face_ink_mask(face: str, side_px: int, mark: str = "bar") -> np.ndarray:
    """Float32 coverage (0..1), ``side_px`` square, of the ink on an upright die: the letter(s)
    and, for M/W/N/Z, the mark. A blank ``*`` face has no ink. Useful as a classifier template."""
    return _ink_mask(face, side_px, mark).copy()


@cache
def _ink_mask(face: str, side_px: int, mark: str) -> np.ndarray:
    canvas = np.zeros((side_px, side_px), np.float32)
    if face == "*":
        return canvas
    letters = 1 if face == "Qu" or len(face) == 1 else 2
    cap = _CAP_HEIGHT[letters] * side_px
    glyph = text_mask(face, cap)
    limit = _MAX_INK_WIDTH * side_px
    if glyph.shape[1] > limit:
        glyph = text_mask(face, cap * limit / glyph.shape[1])
    marked = face in MARKED_FACES
    gap, bar_h = round(0.06 * side_px), max(1, round(0.055 * side_px))
    group_h = glyph.shape[0] + (gap + bar_h if marked else 0)
    top = (side_px - group_h) // 2
    left = (side_px - glyph.shape[1]) // 2
    _paste_max(canvas, glyph, top, left)
    if marked:
        bar_top = top + glyph.shape[0] + gap - 1
        bar_w = round(0.5 * glyph.shape[1])
        bar_left = (side_px - bar_w) // 2
        if mark == "dashes":
            pieces = 3
            dash = bar_w / (2 * pieces - 1)
            for k in range(pieces):
                x0 = round(bar_left + 2 * k * dash)
                canvas[bar_top : bar_top + bar_h, x0 : round(x0 + dash)] = 1.0
        else:
            canvas[bar_top : bar_top + bar_h, bar_left : bar_left + bar_w] = 1.0
    canvas.setflags(write=False)
    return canvas


def _paste_max(canvas: np.ndarray, patch: np.ndarray, top: int, left: int) -> None:
    h = min(patch.shape[0], canvas.shape[0] - top)
    w = min(patch.shape[1], canvas.shape[1] - left)
    region = canvas[top : top + h, left : left + w]
    np.maximum(region, patch[:h, :w], out=region)


@cache
def rounded_square(side_px: int, corner: float) -> tuple[np.ndarray, np.ndarray]:
    """(alpha, depth) for a rounded square: anti-aliased coverage, and the distance in pixels
    from the outline for inside pixels (used to shade the rounded edges)."""
    half = side_px / 2
    radius = corner * side_px
    coords = np.arange(side_px, dtype=np.float32) + 0.5 - half
    qx = np.abs(coords)[None, :] - (half - radius)
    qy = np.abs(coords)[:, None] - (half - radius)
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0)) + np.minimum(np.maximum(qx, qy), 0)
    signed = outside - radius  # negative inside
    alpha = np.clip(0.5 - signed, 0, 1).astype(np.float32)
    depth = np.maximum(-signed, 0).astype(np.float32)
    alpha.setflags(write=False)
    depth.setflags(write=False)
    return alpha, depth


def render_die(
    face: str,
    side_px: int,
    look: DieLook = ORANGE_LOOK,
    *,
    rotation: int = 0,
    rng: np.random.Generator | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """The top of one die, ``side_px`` square: (BGR uint8 image, float32 alpha 0..1).

    ``rotation`` turns the die clockwise by 0/90/180/270 degrees. With ``rng`` the paper and ink
    vary a little (as between real dice); without it the rendering is exact and repeatable.
    """
    if rotation not in ROTATIONS:
        raise ValueError(f"rotation must be one of {ROTATIONS}, not {rotation}")
    alpha, depth = rounded_square(side_px, look.corner)
    paper = np.array(look.paper, np.float32)
    ink = np.array(look.ink, np.float32)
    if rng is not None:
        paper = np.clip(paper + rng.normal(0, 4, 3) + rng.normal(0, 5), 0, 255)
        ink = np.clip(ink + rng.normal(0, 6, 3), 0, 255)
    # Rounded cube edges fall away from the light: darken within ~10% of the side of the outline.
    falloff = np.exp(-depth / max(1.0, 0.07 * side_px))
    shade = 1.0 - look.edge_darkening * falloff
    if look.grain > 0 and rng is not None:
        shade = shade * _grain(side_px, look.grain, rng)
    mask = _ink_mask(face, side_px, look.mark)
    if side_px >= 48:  # printed ink is a touch soft, not a vector-sharp edge
        mask = cv2.GaussianBlur(mask, (0, 0), 0.35 + side_px / 400)
    face_rgb = paper[None, None, :] * shade[:, :, None]
    image = face_rgb * (1 - mask[:, :, None]) + ink[None, None, :] * mask[:, :, None]
    image = np.clip(image, 0, 255).astype(np.uint8)
    turns = {0: None, 90: cv2.ROTATE_90_CLOCKWISE, 180: cv2.ROTATE_180,
             270: cv2.ROTATE_90_COUNTERCLOCKWISE}[rotation]  # fmt: skip
    if turns is not None:
        image = cv2.rotate(image, turns)
    return image, alpha


def _grain(side_px: int, strength: float, rng: np.random.Generator) -> np.ndarray:
    """Wood-like streaks for wooden dice."""
    rows = rng.normal(0, 1, (1, max(4, side_px // 6))).astype(np.float32)
    streaks = cv2.resize(rows, (side_px, side_px), interpolation=cv2.INTER_CUBIC)
    if rng.random() < 0.5:
        streaks = streaks.T
    return (1.0 + strength * 0.05 * streaks).astype(np.float32)
