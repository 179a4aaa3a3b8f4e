"""Training photos for the board finder (vision.finder): synthetic renders with their truth.

Each example is a synth/ render of a random 4x4, 5x5 or 6x6 board in any tray (orange, blue,
black, white, clear, none), on any table, seen from up to 45 degrees off straight down and turned
any way, then damaged as a kitchen table does: stray dice beside the board, a hand at the edge,
glare, a shadow across the board, dark or washed-out light, a colour cast or another tray colour
altogether (a turn of the hue), blur, noise and JPEG. A few examples hold no board at all. The
photo is letterboxed into the finder's square (vision.finder.letterbox, as at run time) and its
truth is the four corners of the block of dice there (unordered: the network finds them all in
one heatmap) and the grid size. Example ``i`` of seed ``s`` is the same on every run.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from solver import Board
from synth import render_board
from synth.background import BACKGROUNDS, PALE_BACKGROUNDS, render_background
from synth.die import BLUE_LOOK, ORANGE_LOOK, ROTATIONS, render_die
from vision.finder import FINDER_SIDE, GRID_SIZES, letterbox

TRAYS = ("orange", "blue", "black", "white", "clear", "table")
_TRAY_WEIGHTS = (0.28, 0.28, 0.1, 0.1, 0.1, 0.14)
_LETTERS = tuple("ABCDEFGHIJKLMNOPRSTUVWXYZ") + ("Qu", "He", "In", "Th", "Er", "An")
NO_BOARD = -1  # the grid label of an example without a board
_NO_BOARD_SHARE = 0.06


@dataclass(frozen=True)
class FinderExample:
    image: np.ndarray  # FINDER_SIDE square, BGR uint8
    corners: np.ndarray  # (4, 2) float32 in the square's pixels; empty (0, 2) without a board
    grid: int  # the grid size, or NO_BOARD


def example(seed: int, index: int) -> FinderExample:
    """Example ``index`` of the set drawn with ``seed``."""
    rng = np.random.default_rng([seed, index])
    size, squash = _frame(rng)
    if rng.random() < _NO_BOARD_SHARE:
        image = _empty_table(size, rng)
        corners = np.zeros((0, 2), np.float32)
        grid = NO_BOARD
    else:
        grid = int(rng.choice(GRID_SIZES, p=(0.4, 0.3, 0.3)))
        faces = rng.choice(len(_LETTERS), (grid, grid))
        board = Board(tuple(tuple(_LETTERS[v] for v in row) for row in faces))
        style = str(rng.choice(TRAYS, p=_TRAY_WEIGHTS))
        backgrounds = BACKGROUNDS + PALE_BACKGROUNDS
        photo = render_board(
            board, int(rng.integers(1 << 31)), style=style, size=size, squash=squash,
            tilt=float(45 * math.sqrt(rng.random())), spin=float(rng.uniform(-180, 180)),
            fill=float(rng.uniform(0.3, 0.95)), background=str(rng.choice(backgrounds)),
        )  # fmt: skip
        image = photo.image
        corners = np.array(photo.board_outline, np.float32)
        die_px = float(np.linalg.norm(corners[1] - corners[0])) / grid
        image = _stray_dice(image, corners, die_px, rng)
    # The damage is done in the finder's square, as the network sees it: cheaper than at the
    # photo's size, and blur, noise and JPEG there are harsher than the same at full size.
    square, scale = letterbox(image)
    corners = (corners * scale).astype(np.float32)
    damaged = damage(square, corners, rng)
    height, width = image.shape[:2]  # the padding stays as letterbox left it, as at run time
    damaged[round(height * scale) :, :] = square[round(height * scale) :, :]
    damaged[:, round(width * scale) :] = square[:, round(width * scale) :]
    return FinderExample(damaged, corners, grid)


def examples(seed: int, count: int, start: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """``count`` examples from ``start``: images (n, S, S, 3) uint8, corners (n, 4, 2) float32
    (NaN without a board) and grids (n,) int."""
    images = np.zeros((count, FINDER_SIDE, FINDER_SIDE, 3), np.uint8)
    corners = np.full((count, 4, 2), np.nan, np.float32)
    grids = np.zeros(count, np.int64)
    for k in range(count):
        found = example(seed, start + k)
        images[k] = found.image
        if len(found.corners):
            corners[k] = found.corners
        grids[k] = found.grid
    return images, corners, grids


def cached_examples(
    seed: int, count: int, folder: Path, chunk: int = 500
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`examples` ``0..count``, made ``chunk`` at a time and kept in ``folder`` (rendering
    takes minutes): a chunk already there is read back. Change the seed after changing how
    examples are made."""
    folder.mkdir(parents=True, exist_ok=True)
    parts = []
    for start in range(0, count, chunk):
        path = folder / f"finder-{seed}-{start}-{chunk}.npz"
        if not path.exists():
            images, corners, grids = examples(seed, chunk, start)
            partial = path.with_suffix(".partial.npz")
            np.savez(partial, images=images, corners=corners, grids=grids)
            partial.replace(path)
        with np.load(path) as data:
            parts.append((data["images"], data["corners"], data["grids"]))
    images, corners, grids = (np.concatenate(p)[:count] for p in zip(*parts, strict=True))
    return images, corners, grids


def _frame(rng: np.random.Generator) -> tuple[tuple[int, int], float | None]:
    """The photo's size, and the aspect it is squashed from (the Roboflow photos were
    stretched into squares). Small: the finder sees a FINDER_SIDE square, and rendering the
    dice costs in proportion to their pixels."""
    pick = rng.random()
    if pick < 0.4:
        return (256, 256), float(rng.uniform(0.6, 1.6))
    if pick < 0.7:
        return (320, 240), None
    return (240, 320), None


def _empty_table(size: tuple[int, int], rng: np.random.Generator) -> np.ndarray:
    """A table with no board: a surface, and sometimes a few dice lying about."""
    kind = str(rng.choice(BACKGROUNDS + PALE_BACKGROUNDS))
    image = np.clip(render_background(kind, size, rng), 0, 255).astype(np.uint8)
    if rng.random() < 0.6:
        die_px = float(rng.uniform(0.04, 0.12)) * min(size)
        image = _stray_dice(image, np.zeros((0, 2), np.float32), die_px, rng, always=True)
    return image


def _stray_dice(
    image: np.ndarray,
    board: np.ndarray,
    die_px: float,
    rng: np.random.Generator,
    always: bool = False,
) -> np.ndarray:
    """A few loose dice on the table, never on the board: a die may lie beside it."""
    if not always and rng.random() > 0.3:
        return image
    height, width = image.shape[:2]
    out = image.copy()
    side = max(6, round(die_px * rng.uniform(0.85, 1.1)))
    hull = board.reshape(-1, 1, 2) if len(board) else None
    for _ in range(int(rng.integers(1, 5))):
        x, y = float(rng.uniform(0, width - side)), float(rng.uniform(0, height - side))
        centre = (x + side / 2, y + side / 2)
        if hull is not None and cv2.pointPolygonTest(hull, centre, True) > -side:
            continue
        look = ORANGE_LOOK if rng.random() < 0.5 else BLUE_LOOK
        face = _LETTERS[int(rng.integers(len(_LETTERS)))]
        tile, alpha = render_die(face, side, look, rotation=int(rng.choice(ROTATIONS)), rng=rng)
        # Drawn in a box around the die only: warping the whole frame per die is slow.
        box = int(side * 1.7)
        x0, y0 = (
            int(min(max(0, x - side * 0.35), width - box)),
            int(min(max(0, y - side * 0.35), height - box)),
        )
        if x0 < 0 or y0 < 0:
            continue
        turn = cv2.getRotationMatrix2D((side / 2, side / 2), float(rng.uniform(0, 90)), 1.0)
        turn[:, 2] += (x - x0, y - y0)
        region = out[y0 : y0 + box, x0 : x0 + box].astype(np.float32)
        # The die's side shows as a darker band below its top.
        body = np.clip(tile.astype(np.float32) * 0.55, 0, 255).astype(np.uint8)
        for layer, shift in ((body, side * 0.15), (tile, 0.0)):
            moved = turn.copy()
            moved[1, 2] += shift
            warped = cv2.warpAffine(layer, moved, (box, box)).astype(np.float32)
            cover = cv2.warpAffine(alpha, moved, (box, box))[:, :, None]
            region = warped * cover + region * (1 - cover)
        out[y0 : y0 + box, x0 : x0 + box] = np.clip(region, 0, 255).astype(np.uint8)
    return out


def damage(image: np.ndarray, corners: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """What a kitchen table does to a photo, each at random, on a BGR uint8 image."""
    height, width = image.shape[:2]
    out = image.astype(np.float32)
    ys, xs = np.mgrid[0:height, 0:width].astype(np.float32)
    if rng.random() < 0.12:
        out = _hand(out, xs, ys, corners, rng)
    if rng.random() < 0.3:  # a shadow across the board: one side of a soft line darker
        middle = corners.mean(axis=0) if len(corners) else np.array([width / 2, height / 2])
        angle = rng.uniform(0, 2 * math.pi)
        spread = float(rng.uniform(-0.3, 0.3)) * min(width, height)
        side = (xs - middle[0]) * math.cos(angle) + (ys - middle[1]) * math.sin(angle) - spread
        soft = max(1.0, float(rng.uniform(0.005, 0.08)) * min(width, height))
        shade = 1 / (1 + np.exp(np.clip(-side / soft, -50, 50)))
        out *= (1 - float(rng.uniform(0.3, 0.65)) * shade)[:, :, None]
    if rng.random() < 0.3:  # glare: a bright soft spot
        cx, cy = rng.uniform(0, width), rng.uniform(0, height)
        radius = float(rng.uniform(0.05, 0.3)) * min(width, height)
        spot = np.exp(-((xs - cx) ** 2 + (ys - cy) ** 2) / (2 * radius**2))
        out += (float(rng.uniform(60, 200)) * spot)[:, :, None]
    if rng.random() < 0.3:  # dark or washed-out light
        gamma = float(np.exp(rng.uniform(-0.8, 0.8)))
        out = 255 * (np.clip(out, 0, 255) / 255) ** gamma
        out = out * float(rng.uniform(0.5, 1.1)) + float(rng.uniform(-10, 40))
    if rng.random() < 0.2:  # a warm or cold cast
        out *= np.array(rng.uniform(0.75, 1.25, 3), np.float32)
    result = np.clip(out, 0, 255).astype(np.uint8)
    if rng.random() < 0.15:  # another tray colour altogether: turn the hue
        hsv = cv2.cvtColor(result, cv2.COLOR_BGR2HSV)
        hsv[:, :, 0] = (hsv[:, :, 0].astype(np.int32) + int(rng.integers(1, 180))) % 180
        result = cv2.cvtColor(hsv, cv2.COLOR_HSV2BGR)
    if rng.random() < 0.25:
        result = cv2.GaussianBlur(result, (0, 0), float(rng.uniform(0.4, 1.3)))
    if rng.random() < 0.08:  # a shaken hand
        length = int(rng.integers(2, 5))
        kernel = np.zeros((length, length), np.float32)
        kernel[length // 2, :] = 1 / length
        turn = cv2.getRotationMatrix2D((length / 2, length / 2), rng.uniform(0, 180), 1.0)
        kernel = cv2.warpAffine(kernel, turn, (length, length))
        result = cv2.filter2D(result, -1, kernel / max(1e-6, float(kernel.sum())))
    if rng.random() < 0.25:
        grain = rng.normal(0, rng.uniform(2, 10), result.shape).astype(np.float32)
        result = np.clip(result.astype(np.float32) + grain, 0, 255).astype(np.uint8)
    if rng.random() < 0.3:
        quality = int(rng.integers(20, 60))
        ok, data = cv2.imencode(".jpg", result, [cv2.IMWRITE_JPEG_QUALITY, quality])
        if ok:
            result = cv2.imdecode(data, cv2.IMREAD_COLOR)
    return result


def _hand(
    out: np.ndarray,
    xs: np.ndarray,
    ys: np.ndarray,
    corners: np.ndarray,
    rng: np.random.Generator,
) -> np.ndarray:
    """A hand or sleeve reaching in from an edge: a soft skin-toned blob that stops short of the
    board's corners (a hidden corner is another finder's problem)."""
    height, width = out.shape[:2]
    edge = int(rng.integers(4))
    along = float(rng.uniform(0.1, 0.9))
    cx, cy = [(along * width, 0.0), (width, along * height), (along * width, height),
              (0.0, along * height)][edge]  # fmt: skip
    radius = float(rng.uniform(0.08, 0.22)) * min(width, height)
    if len(corners) and np.min(np.hypot(corners[:, 0] - cx, corners[:, 1] - cy)) < radius * 1.3:
        return out
    skin = np.array([rng.uniform(90, 170), rng.uniform(120, 190), rng.uniform(170, 235)])
    blob = np.exp(-((((xs - cx) ** 2 + (ys - cy) ** 2) / (radius**2)) ** 3))[:, :, None]
    return out * (1 - blob) + skin.astype(np.float32) * blob
