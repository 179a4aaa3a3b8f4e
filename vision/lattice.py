"""Where the die tops really are on a squared-up board: a lattice fitted to the marks themselves.

The board outline hugs the pale dice, but on an angled tray it also takes in the dice's sides,
a strip of lit tray or a row of half-hidden dice, so the even grid inside it can sit a third of
a die (or more) off the marks. Each mark is a dark blob on a pale face; the lattice of ``size``
x ``size`` die centres is the affine map that puts the most (and the biggest: die tops face the
camera, side letters are foreshortened) blobs on lattice nodes. It is found by matching nodes
to nearby blobs and refitting, from several starting guesses of how the outline misleads
(squeezed along either axis and pushed to either side). Gaps between dice make blobs too, so
this only proposes a placement: the reader keeps whichever placement reads more confidently.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from vision import morphology
from vision.params import PARAMS

_FIT = PARAMS.lattice


@dataclass(frozen=True)
class Lattice:
    centres: np.ndarray  # (size*size, 2) float32 die centres in warped pixels, row-major
    pitch: np.ndarray  # (size*size,) float32 local die side in warped pixels
    score: float  # how well marks sit on the nodes, 0..1 (share of dice with a mark on them)


def mark_blobs(gray: np.ndarray, cell: float) -> tuple[np.ndarray, np.ndarray]:
    """Centres and areas of the dark, letter-sized blobs on the board: strokes darker than the
    die face around them (a black-hat keeps thin marks and drops shading and broad gaps)."""
    side = max(5, int(cell * 0.22) | 1)
    blurred = cv2.GaussianBlur(gray, (3, 3), 0)
    hat = morphology.black_hat(blurred, morphology.ellipse(side))
    threshold, _ = cv2.threshold(hat, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    dark = (hat > max(threshold, 18)).astype(np.uint8)
    # Join the pieces of one mark (Qu, a broken stroke) before measuring them.
    dark = cv2.dilate(dark, np.ones((3, 3), np.uint8))
    count, _, stats, centroids = cv2.connectedComponentsWithStats(dark)
    keep = []
    for label in range(1, count):
        _, _, w, h, area = stats[label]
        big = max(w, h)
        if 0.012 * cell * cell <= area <= 0.5 * cell * cell and 0.18 * cell <= big <= 0.95 * cell:
            keep.append(label)
    return centroids[keep].astype(np.float32), stats[keep, cv2.CC_STAT_AREA].astype(np.float32)


def fit_lattice(gray: np.ndarray, size: int, found: Lattice) -> Lattice | None:
    """The lattice of die centres (row-major) fitted to all the marks on the squared-up board
    ``gray``, when it puts the marks on its nodes better than ``found`` (centres placed by
    matching each cell's own mark) and places some die elsewhere; otherwise None."""
    side = gray.shape[0]
    cell = side / size
    # Half resolution is plenty to place marks a die apart, and four times faster.
    half = cv2.resize(gray, None, fx=0.5, fy=0.5, interpolation=cv2.INTER_AREA)
    centres, areas = mark_blobs(half, cell / 2)
    centres = centres * 2 + 0.5
    if len(centres) < max(4, size * size // 2):
        return None
    # Bigger blobs count more (die tops, not side letters), but no blob counts for more than
    # twice a typical one (a merged smudge must not outweigh real letters).
    weight = np.clip(np.sqrt(areas / np.median(areas)), 0.3, 2.0)
    steps = np.arange(size, dtype=np.float32) + 0.5
    ideal = np.stack(np.meshgrid(steps, steps), axis=-1).reshape(-1, 2)  # (x, y), row-major
    best = Lattice(found.centres, found.pitch, _score(found.centres, found.pitch, centres, weight))
    for span_x, place_x in _FIT.starts:
        for span_y, place_y in _FIT.starts:
            affine = np.float32(
                [[span_x * cell, 0, place_x * (1 - span_x) * side],
                 [0, span_y * cell, place_y * (1 - span_y) * side]]
            )  # fmt: skip
            fitted = _refine(affine, ideal, centres, weight, cell)
            if fitted is not None and fitted.score > best.score:
                best = fitted
    moved = np.linalg.norm(best.centres - found.centres, axis=1).max()
    return best if moved > _FIT.moved * cell else None


def _refine(
    affine: np.ndarray, ideal: np.ndarray, centres: np.ndarray, weight: np.ndarray, cell: float
) -> Lattice | None:
    """Match nodes to blobs and refit the affine map a few times; score the result."""
    ones = np.ones((len(ideal), 1), np.float32)
    nodes_h = np.hstack([ideal, ones])
    for _ in range(_FIT.iterations):
        nodes = nodes_h @ affine.T
        pitch = float(np.sqrt(abs(np.linalg.det(affine[:, :2]))))
        distance = np.linalg.norm(nodes[:, None, :] - centres[None, :, :], axis=2)
        nearest = distance.argmin(axis=1)
        near = distance[np.arange(len(nodes)), nearest] < _FIT.match * pitch
        if near.sum() < max(4, len(nodes) // 2):
            return None
        # Least squares, then again without the worst-fitting quarter (a blob beside the mark).
        source, target = nodes_h[near], centres[nearest[near]]
        solved = np.linalg.lstsq(source, target, rcond=None)[0]
        misfit = np.linalg.norm(source @ solved - target, axis=1)
        kept = misfit <= np.sort(misfit)[(3 * len(misfit)) // 4]
        if kept.sum() >= 4:
            solved = np.linalg.lstsq(source[kept], target[kept], rcond=None)[0]
        affine = solved.T.astype(np.float32)
    nodes = nodes_h @ affine.T
    pitch = float(np.sqrt(abs(np.linalg.det(affine[:, :2]))))
    if not 0.6 * cell < pitch < 1.25 * cell:
        return None  # a lattice of much smaller or larger dice than the board holds
    pitches = np.full(len(nodes), pitch, np.float32)
    return Lattice(nodes.astype(np.float32), pitches, _score(nodes, pitches, centres, weight))


def _score(nodes: np.ndarray, pitch: np.ndarray, centres: np.ndarray, weight: np.ndarray) -> float:
    """Mean over nodes of how well the best blob sits on it (closeness times size weight)."""
    distance = np.linalg.norm(nodes[:, None, :] - centres[None, :, :], axis=2)
    closeness = np.exp(-((distance / (_FIT.spread * pitch[:, None])) ** 2) / 2) * weight[None, :]
    return float(np.clip(closeness.max(axis=1), 0, 1).mean())
