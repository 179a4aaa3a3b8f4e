"""The learned board finder: where the block of dice lies in a photo, and its grid size.

A small network (trained on synthetic renders by ``scripts/train_finder.py``, shipped as
``resources/finder.onnx``) looks at the photo shrunk into a FINDER_SIDE square (letterboxed: the
whole photo, its aspect kept, padded at the right and bottom) and answers two things at once:
a heatmap, HEAT_SIDE square, that peaks at each corner of the block of dice (one channel for all
four corners, so no corner has to be told "top-left" on a board turned any way), and the
likelihood of each grid size. The four strongest peaks are the corners; each is refined to a
fraction of a heatmap cell by a parabola through the log of the heat around it, and the four
are put in clockwise order by their angle about their centre. The network's grid size is joined
with a second opinion from the photo's own pixels: how strongly the board, squared up at full
resolution, repeats at each size (vision.period).

No PyTorch at run time: cv2.dnn reads the ONNX file, as for the face network (vision.net).
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from itertools import combinations
from pathlib import Path

import cv2
import numpy as np

from vision.errors import VisionError
from vision.period import GRID_SIZES, grid_by_period
from vision.result import Point, Quad

FINDER_FILE = "finder.onnx"
FINDER_SIDE = 128  # the network's input square, pixels
HEAT_STRIDE = 4  # input pixels per heatmap cell
HEAT_SIDE = FINDER_SIDE // HEAT_STRIDE
# The network's one output, per photo: HEAT_SIDE**2 heatmap logits (row-major), then one logit
# per grid size. One output rather than two, so cv2.dnn need not be asked for names.
OUTPUT_SIZE = HEAT_SIDE * HEAT_SIDE + len(GRID_SIZES)
_LETTERBOX_FILL = 0  # the padding's grey level; the trainer letterboxes with this function too
# Peaks closer than this (heatmap cells) are one corner: the corners of a board the network is
# trained on are far further apart than this in a FINDER_SIDE view.
_PEAK_SEPARATION = 2
# Peaks looked at for the four corners: a busy tablecloth can raise a peak stronger than a
# board's faintest corner, and the shape of the four tells them apart (grouped).
_CANDIDATES = 7
# What four corners of a block of dice can look like, seen from up to 45 degrees off straight
# down: every angle between these (degrees), and each side at least this share of its opposite.
_ANGLES = (30.0, 150.0)
_SIDE_RATIO = 0.35
_WORKING_SIDE = 1024  # find_board thins a photo to about this longer side, or more
_NETWORK_WEIGHT = 0.25  # the power of the network's grid probabilities in the joint opinion
_CLOSER = 0.12  # of the board's span: the margin around the first corners for the closer look
_CLOSER_HEAT = 0.3  # the closer look's weakest corner must be at least this sure
# The other blocks the first look's peaks make (other_blocks): the next likeliest groupings,
# and how far (of a die, at the likeliest grid size) one must differ from the found corners and
# from each other to be another block rather than the same one a little off.
_OTHERS = 4
_OTHER_APART = 0.5


class FinderModelError(VisionError):
    """The board finder's model file is missing or damaged."""


@dataclass(frozen=True)
class BoardFind:
    """Where the finder sees the block of dice (the lattice of the dice tops)."""

    corners: Quad  # in the image's pixels, clockwise from the one nearest the image's top-left
    grid: int  # the likeliest grid size (rows = cols)
    grid_probability: float  # 0..1
    grid_probabilities: tuple[tuple[int, float], ...]  # every size, in GRID_SIZES order
    # 0..1: the weakest of the four corners' heat; a photo without a board comes out low.
    confidence: float
    # The two opinions on the size that grid_probabilities joins: the network's probabilities,
    # and the board's periodicity at each size (grid_by_period).
    network_grid: tuple[tuple[int, float], ...]
    period_grid: tuple[tuple[int, float], ...]
    # The next likeliest groupings of the first look's peaks (in the image's pixels, before a
    # closer look), likeliest first: where a doubtful board may really lie (other_blocks).
    others: tuple[Quad, ...] = ()


def letterbox(image: np.ndarray, side: int = FINDER_SIDE) -> tuple[np.ndarray, float]:
    """``image`` (BGR uint8) shrunk or grown so its longer side is ``side``, at the top-left of a
    ``side`` square padded with _LETTERBOX_FILL; returns (square, scale from image to square)."""
    height, width = image.shape[:2]
    scale = side / max(height, width)
    size = (max(1, min(side, round(width * scale))), max(1, min(side, round(height * scale))))
    shrinking = scale < 1
    resized = cv2.resize(
        image, size, interpolation=cv2.INTER_AREA if shrinking else cv2.INTER_LINEAR
    )
    square = np.full((side, side, 3), _LETTERBOX_FILL, np.uint8)
    square[: size[1], : size[0]] = resized
    return square, scale


def as_bgr(image: np.ndarray) -> np.ndarray:
    """A grey, BGR or BGRA uint8 image as BGR uint8."""
    if image.ndim == 2:
        return cv2.cvtColor(image, cv2.COLOR_GRAY2BGR)
    if image.shape[2] == 4:
        return cv2.cvtColor(image, cv2.COLOR_BGRA2BGR)
    return image


class Finder:
    """A loaded finder network; cv2.dnn nets are not safe to run from two threads at once."""

    def __init__(self, net: cv2.dnn.Net) -> None:
        self.net = net
        self.lock = threading.Lock()

    def run(self, square: np.ndarray) -> np.ndarray:
        """The network's raw output (OUTPUT_SIZE logits) on a letterboxed square."""
        blob = cv2.dnn.blobFromImage(square, 1 / 255.0)
        with self.lock:
            self.net.setInput(blob)
            output = self.net.forward()
        flat = np.asarray(output, np.float32).reshape(-1)
        if flat.size != OUTPUT_SIZE:
            raise FinderModelError(
                f"the board finder's model gives {flat.size} outputs, not {OUTPUT_SIZE}: "
                "retrain it with scripts/train_finder.py"
            )
        return flat


def load_finder(path: Path | None = None) -> Finder:
    """The bundled finder (``resources/finder.onnx``, loaded once), or the one at ``path``.
    Raises FinderModelError when the file is missing or damaged."""
    if path is None:
        return _bundled()
    return _load(Path(path))


@lru_cache(maxsize=1)
def _bundled() -> Finder:
    with resources.as_file(resources.files("resources").joinpath(FINDER_FILE)) as path:
        return _load(path)


def _load(path: Path) -> Finder:
    if not path.is_file():
        raise FinderModelError(
            f"the board finder's model {path} is missing: train it with scripts/train_finder.py"
        )
    try:
        net = cv2.dnn.readNetFromONNX(str(path))
    except cv2.error as error:
        raise FinderModelError(f"the board finder's model {path} is damaged: {error}") from error
    if net.empty():
        raise FinderModelError(f"the board finder's model {path} is damaged: it holds no network")
    return Finder(net)


def find_board(image: np.ndarray, finder: Finder | None = None) -> BoardFind:
    """Where the block of dice lies in ``image`` (grey, BGR or BGRA uint8), and its grid size,
    by ``finder`` (the bundled one when None). Always answers; a photo without a board gets a
    low ``confidence``."""
    if image.ndim not in (2, 3) or image.size == 0 or image.dtype != np.uint8:
        raise ValueError("find_board takes a non-empty uint8 image")
    finder = finder or load_finder()
    # A big photo is first thinned to every step-th pixel: both the network's square and the
    # periodicity's need far fewer pixels, and averaging all 12 million of them costs more than
    # the network itself.
    step = max(1, round(max(image.shape[:2]) / _WORKING_SIDE))
    working = as_bgr(np.ascontiguousarray(image[::step, ::step]) if step > 1 else image)
    first = network_look(working, finder)
    closer = closer_look(working, first.corners, finder)
    look = closer if closer is not None else first
    period = np.array([share for _, share in grid_by_period(working, look.corners)])
    # The two opinions joined: the periodicity's share times the network's probability to the
    # power _NETWORK_WEIGHT, renormalised. The network sees a 6x6 board's dice a few pixels
    # wide; the periodicity sees the photo. Held out on the 211 labelled photos (a finder tuned
    # per fold), the sizes right: the periodicity alone 209, the network alone 208, joined with
    # the power 0.25, 0.5 or 1: 210. On 150 fresh renders in the finder's square, the
    # periodicity alone and joined with 0.25 are both right on 94.4%, the network alone 73.6%
    # (tuned on photos, it learnt their trays), joined with 0.5, 92.4%.
    joint = first.network_grid**_NETWORK_WEIGHT * (period + 1e-3)
    joint /= joint.sum()
    best = int(np.argmax(joint))
    corners = tuple((x * step, y * step) for x, y in look.corners)
    others = tuple(tuple((x * step, y * step) for x, y in other) for other in first.others)
    return BoardFind(
        corners=(corners[0], corners[1], corners[2], corners[3]),
        grid=GRID_SIZES[best],
        grid_probability=float(joint[best]),
        grid_probabilities=_by_size(joint),
        confidence=first.confidence,
        network_grid=_by_size(first.network_grid),
        period_grid=_by_size(period),
        others=others,  # type: ignore[arg-type]
    )


def other_blocks(image: np.ndarray, found: BoardFind, finder: Finder | None = None) -> list[Quad]:
    """Where else in ``image`` (as given to find_board) the block of dice may lie: the found
    block's ``others``, likeliest first, each looked at closer; a grouping that is the found block
    or one already kept, within _OTHER_APART of a die before or after the closer look, is left
    out. The reader asks on a board it reads doubtfully: held out, a block whose true corner
    lies on the photo's edge (weaker heat than a wrong peak a column in), and a small board
    beside a bright toy (docs/reader-log.md, 2026-11-29)."""
    finder = finder or load_finder()
    step = max(1, round(max(image.shape[:2]) / _WORKING_SIDE))
    working = as_bgr(np.ascontiguousarray(image[::step, ::step]) if step > 1 else image)
    apart = _OTHER_APART * float(np.ptp(np.float32(found.corners), axis=0).max()) / found.grid
    seen = [np.float32(found.corners)]
    blocks: list[Quad] = []
    for other in found.others:
        if not _apart(np.float32(other), seen, apart):
            continue
        seen.append(np.float32(other))
        first = clockwise([(x / step, y / step) for x, y in other])
        closer = closer_look(working, first, finder)
        corners = np.float32(closer.corners if closer is not None else first) * step
        if _apart(corners, seen[:1] + [np.float32(block) for block in blocks], apart):
            blocks.append(clockwise([(float(x), float(y)) for x, y in corners]))
    return blocks


def _apart(quad: np.ndarray, seen: list[np.ndarray], distance: float) -> bool:
    """Whether some corner of ``quad`` lies ``distance`` or further from its like in each of
    ``seen`` (all clockwise from the corner nearest the top-left, as ``clockwise`` orders them)."""
    return all(np.abs(quad - other).max() >= distance for other in seen)


@dataclass(frozen=True)
class Look:
    """One run of the network: the corners in the image it looked at, the weakest corner's
    heat, and its grid-size probabilities."""

    corners: Quad
    confidence: float
    network_grid: np.ndarray
    others: tuple[Quad, ...] = ()  # the next likeliest groupings of its peaks (BoardFind.others)


def network_look(image: np.ndarray, finder: Finder) -> Look:
    """The network run once on the whole of ``image`` (BGR uint8), letterboxed."""
    square, scale = letterbox(image)
    output = finder.run(square)
    heat = _sigmoid(output[: HEAT_SIDE * HEAT_SIDE].reshape(HEAT_SIDE, HEAT_SIDE))
    fours = groupings(corner_peaks(heat, _CANDIDATES))

    def in_image(four: list[tuple[float, float, float]]) -> Quad:
        return clockwise(
            [((x + 0.5) * HEAT_STRIDE / scale, (y + 0.5) * HEAT_STRIDE / scale) for x, y, _ in four]
        )

    # Another grouping is kept only on the photo: a peak in the letterbox's padding is no
    # corner of anything (a heatmap cell of slack for the photo's own edge).
    height, width = image.shape[:2]
    reach = np.array([width, height]) * scale / HEAT_STRIDE + 1

    def on_photo(four: list[tuple[float, float, float]]) -> bool:
        return all(x <= reach[0] and y <= reach[1] for x, y, _ in four)

    others = [four for four in fours[1:] if on_photo(four)][:_OTHERS]
    logits = output[HEAT_SIDE * HEAT_SIDE :].astype(np.float64)
    network = np.exp(logits - logits.max())
    return Look(
        in_image(fours[0]),
        min(h for _, _, h in fours[0]),
        network / network.sum(),
        tuple(in_image(four) for four in others),
    )


def closer_look(image: np.ndarray, corners: Quad, finder: Finder) -> Look | None:
    """The network run again on the part of ``image`` around ``corners`` (grown by _CLOSER of
    the board's span each way), where a heatmap cell is a smaller part of the board: its
    corners, in ``image``'s pixels, when it sees a board there (a weakest corner of at least
    _CLOSER_HEAT) shaped as a board can be; otherwise None. Held out on the labelled photos,
    the corners' error (over the board's size) fell from 2.8% to 2.6% at the median and from
    5.7% to 4.2% at the 90th percentile (docs/reader-log.md)."""
    quad = np.float32(corners)
    span = float(np.ptp(quad, axis=0).max())
    height, width = image.shape[:2]
    low = np.maximum(quad.min(axis=0) - _CLOSER * span, 0).astype(int)
    high = np.minimum(quad.max(axis=0) + _CLOSER * span, (width, height)).astype(int)
    if min(high - low) < FINDER_SIDE // 4:
        return None
    look = network_look(np.ascontiguousarray(image[low[1] : high[1], low[0] : high[0]]), finder)
    if look.confidence < _CLOSER_HEAT:
        return None
    moved = [(x + float(low[0]), y + float(low[1])) for x, y in look.corners]
    if not _board_shaped(moved):
        return None
    return Look(clockwise(moved), look.confidence, look.network_grid)


def _by_size(values: np.ndarray) -> tuple[tuple[int, float], ...]:
    return tuple((n, float(v)) for n, v in zip(GRID_SIZES, values, strict=True))


def heat_corners(heat: np.ndarray) -> list[tuple[float, float, float]]:
    """The block of dice's four corners on ``heat`` (the network's heatmap, 0..1), each (x, y,
    heat) in heatmap cells."""
    return grouped(corner_peaks(heat, _CANDIDATES))


def corner_peaks(heat: np.ndarray, count: int = 4) -> list[tuple[float, float, float]]:
    """The ``count`` strongest local maxima of ``heat`` (HEAT_SIDE square, 0..1), strongest
    first, each (x, y, heat) in heatmap cells, x and y refined to a fraction of a cell
    (_refined). Fewer maxima (a blank heatmap): the strongest cells stand in, with their low
    heat."""
    dilated = cv2.dilate(heat, np.ones((3, 3), np.uint8))
    maxima = np.argwhere((heat >= dilated) & (heat > 0))
    order = sorted(maxima.tolist(), key=lambda yx: -float(heat[yx[0], yx[1]]))
    chosen: list[tuple[int, int]] = []
    for y, x in order:
        if all(max(abs(y - cy), abs(x - cx)) > _PEAK_SEPARATION for cy, cx in chosen):
            chosen.append((y, x))
        if len(chosen) == count:
            break
    if len(chosen) < count:  # a flat heatmap: spread the missing corners over the strongest cells
        for index in np.argsort(-heat, axis=None):
            y, x = divmod(int(index), HEAT_SIDE)
            if (y, x) not in chosen:
                chosen.append((y, x))
            if len(chosen) == count:
                break
    return [(*_refined(heat, x, y), float(heat[y, x])) for y, x in chosen]


def grouped(peaks: list[tuple[float, float, float]]) -> list[tuple[float, float, float]]:
    """The four of ``peaks`` (strongest first) that make the likeliest block of dice
    (groupings' first)."""
    return groupings(peaks)[0]


def groupings(
    peaks: list[tuple[float, float, float]],
) -> list[list[tuple[float, float, float]]]:
    """The sets of four of ``peaks`` (strongest first) whose shape a block of dice can have
    (convex, no angle sharper than _ANGLES allow, no side under _SIDE_RATIO of its opposite),
    by the product of their heats, greatest first. When none has such a shape, the four
    strongest alone."""
    scored = [
        (sum(math.log(max(h, 1e-6)) for _, _, h in four), index, list(four))
        for index, four in enumerate(combinations(peaks, 4))
        if _board_shaped([(x, y) for x, y, _ in four])
    ]
    scored.sort(key=lambda entry: (-entry[0], entry[1]))
    return [four for _, _, four in scored] or [list(peaks[:4])]


def _board_shaped(points: list[Point]) -> bool:
    quad = np.array(clockwise(points), np.float64)
    sides = [quad[(k + 1) % 4] - quad[k] for k in range(4)]
    lengths = [float(np.hypot(*side)) for side in sides]
    if min(lengths) < 1e-6:
        return False
    for k in range(4):
        before, after = -sides[k - 1], sides[k]
        cross = float(before[0] * after[1] - before[1] * after[0])
        if cross > 0:  # clockwise on the screen, every turn goes the same way: convex
            return False
        cosine = float(before @ after) / (lengths[k - 1] * lengths[k])
        angle = math.degrees(math.acos(max(-1.0, min(1.0, cosine))))
        if not _ANGLES[0] <= angle <= _ANGLES[1]:
            return False
    return all(min(lengths[k], lengths[k + 2]) >= _SIDE_RATIO * max(lengths[k], lengths[k + 2])
               for k in range(2))  # fmt: skip


def _refined(heat: np.ndarray, x: int, y: int) -> tuple[float, float]:
    """The peak at cell (x, y) to a fraction of a cell: along each axis, the top of the parabola
    through the logarithm of the heat at the peak and its two neighbours (exact for a Gaussian,
    the shape the network is trained to draw). At the heatmap's edge the cell stands."""

    def offset(low: float, mid: float, high: float) -> float:
        low, mid, high = (math.log(max(v, 1e-6)) for v in (low, mid, high))
        curve = low - 2 * mid + high
        return 0.0 if curve >= 0 else float(np.clip(0.5 * (low - high) / curve, -0.5, 0.5))

    last = HEAT_SIDE - 1
    fx = x + (offset(heat[y, x - 1], heat[y, x], heat[y, x + 1]) if 0 < x < last else 0.0)
    fy = y + (offset(heat[y - 1, x], heat[y, x], heat[y + 1, x]) if 0 < y < last else 0.0)
    return fx, fy


def clockwise(points: list[Point]) -> Quad:
    """Four points clockwise on the screen (y down) about their centre, starting from the one
    whose direction from the centre is nearest the image's top-left."""
    cx = sum(p[0] for p in points) / 4
    cy = sum(p[1] for p in points) / 4
    angles = [math.atan2(y - cy, x - cx) for x, y in points]
    order = sorted(range(4), key=lambda i: angles[i])
    top_left = -3 * math.pi / 4

    def distance(i: int) -> float:
        return abs(math.remainder(angles[i] - top_left, 2 * math.pi))

    start = order.index(min(order, key=distance))
    a, b, c, d = (points[order[(start + k) % 4]] for k in range(4))
    return (a, b, c, d)


def _sigmoid(values: np.ndarray) -> np.ndarray:
    return (1 / (1 + np.exp(-np.clip(values, -60, 60)))).astype(np.float32)
