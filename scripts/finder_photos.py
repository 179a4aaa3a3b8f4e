"""Training examples for the board finder (vision.finder) made from the labelled photos.

The truth is each photo's block of dice as today's reader outlined it, on the photos it reads
right (scripts/photo_corners.json, made by scripts/photo_corners.py and checked by eye). Each
photo gives several examples: turned by any angle (the canvas grown so nothing is cut, the new
corners filled with the photo's mean colour), seen a little more from the side (a small random
perspective), zoomed in or not, then letterboxed into the finder's square and damaged there as
the synthetic renders are (scripts/finder_data.damage: shadow, glare, dark or washed light, a
cast, blur, a shaken hand, noise, JPEG). Example ``k`` of a photo is the same on every run.

The photos are never copied into the repository; only their corners are (photo_corners.json).
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import cv2
import numpy as np
from finder_data import damage

from vision.finder import GRID_SIZES, letterbox

CORNERS_FILE = Path(__file__).with_name("photo_corners.json")
_WORKING_SIDE = 640  # photos are shrunk to about this first: the finder sees 128 pixels
_PERSPECTIVE = 0.06  # of the photo's side: how far each of its corners may move


def photo_corners(path: Path = CORNERS_FILE) -> dict[str, np.ndarray]:
    """File -> the block of dice's four corners (4, 2) in that photo's pixels."""
    data = json.loads(path.read_text())
    return {file: np.array(quad, np.float32) for file, quad in data["corners"].items()}


def training_photos(
    photos: Path,
    exclude_groups: frozenset[int] = frozenset(),
    exclude_files: frozenset[str] = frozenset(),
) -> list[dict]:
    """The manifest's entries that have corners, a grid size the finder knows, and are neither
    in ``exclude_groups`` (board groups held out) nor ``exclude_files``."""
    corners = photo_corners()
    entries = json.loads((photos / "manifest.json").read_text())["photos"]
    return [
        e
        for e in entries
        if e["file"] in corners
        and e["rows"] in GRID_SIZES
        and e.get("board_group") not in exclude_groups
        and e["file"] not in exclude_files
    ]


def photo_examples(
    photos: Path, entries: list[dict], variants: int, seed: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``variants`` examples of each entry: (n, S, S, 3) uint8 squares, (n, 4, 2) float32
    corners in the square, (n,) grid sizes."""
    corners = photo_corners()
    images, quads, grids = [], [], []
    for number, entry in enumerate(entries):
        photo = cv2.imread(str(photos / entry["file"]), cv2.IMREAD_COLOR)
        if photo is None:
            raise SystemExit(f"{entry['file']} does not decode")
        quad = corners[entry["file"]]
        shrink = min(1.0, _WORKING_SIDE / max(photo.shape[:2]))
        if shrink < 1.0:
            photo = cv2.resize(photo, None, fx=shrink, fy=shrink, interpolation=cv2.INTER_AREA)
            quad = quad * shrink
        for k in range(variants):
            rng = np.random.default_rng([seed, number, k])
            image, moved = _reframed(photo, quad, rng, plain=k == 0)
            square, scale = letterbox(image)
            placed = (moved * scale).astype(np.float32)
            damaged = damage(square, placed, rng) if k else square
            height, width = image.shape[:2]  # the padding stays as letterbox left it
            damaged[round(height * scale) :, :] = 0
            damaged[:, round(width * scale) :] = 0
            images.append(damaged)
            quads.append(placed)
            grids.append(int(entry["rows"]))
    return np.stack(images), np.stack(quads), np.array(grids)


def _reframed(
    photo: np.ndarray, quad: np.ndarray, rng: np.random.Generator, plain: bool
) -> tuple[np.ndarray, np.ndarray]:
    """The photo turned, tilted and cropped at random (as it is when ``plain``), and the board's
    corners moved with it."""
    if plain:
        return photo, quad
    height, width = photo.shape[:2]
    angle = float(rng.uniform(0, 360)) if rng.random() < 0.7 else 0.0
    cos, sin = abs(math.cos(math.radians(angle))), abs(math.sin(math.radians(angle)))
    out_w, out_h = int(width * cos + height * sin), int(width * sin + height * cos)
    turn = cv2.getRotationMatrix2D((width / 2, height / 2), angle, 1.0)
    turn[:, 2] += (out_w - width) / 2, (out_h - height) / 2
    source = np.float32([[0, 0], [width, 0], [width, height], [0, height]])
    target = cv2.transform(source[None], turn)[0]
    jitter = rng.uniform(-_PERSPECTIVE, _PERSPECTIVE, (4, 2)) * max(width, height)
    matrix = cv2.getPerspectiveTransform(source, np.float32(target + jitter))
    # Cut the result to what holds the turned photo, and more tightly around the board at times
    # (photos taken close up).
    board = cv2.perspectiveTransform(quad[None], matrix)[0]
    frame = cv2.perspectiveTransform(source[None], matrix)[0]
    low, high = frame.min(axis=0), frame.max(axis=0)
    if rng.random() < 0.35:
        margin = float(rng.uniform(0.03, 0.3)) * float(np.ptp(board, axis=0).max())
        low = np.maximum(low, board.min(axis=0) - margin)
        high = np.minimum(high, board.max(axis=0) + margin)
    shift = np.float64([[1, 0, -low[0]], [0, 1, -low[1]], [0, 0, 1]])
    matrix = shift @ matrix
    size = (max(8, int(high[0] - low[0])), max(8, int(high[1] - low[1])))
    fill = tuple(float(v) for v in photo.reshape(-1, 3).mean(axis=0))
    image = cv2.warpPerspective(
        photo, matrix, size, flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_CONSTANT,
        borderValue=fill,
    )  # fmt: skip
    return image, cv2.perspectiveTransform(quad[None], matrix)[0].astype(np.float32)
