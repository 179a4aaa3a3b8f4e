"""Stage 4 of the reader: where each die's top really is on the squared-up board.

The even grid inside the corners puts each die's centre a few per cent of the board off at
times, and on a tray seen from the side the die tops sit above their footprints. The face
network was taught "no die here" on points between dice, so it knows a centred die from a
shifted one: each die is looked at around its node, at STEPS of a die in the eight directions
(the best kept, then the finer step around it), and stands where the network reads its surest
face. Every die of the board goes through the network at once at each step (the upright view
only: a quarter of the work of a full reading, vision.net.FaceNet.upright_probabilities).
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from vision.cut import PITCH, cut_dice
from vision.net import FaceNet
from vision.recognise import net_guesses
from vision.warp import SquaredBoard

STEPS = (0.25, 0.12)  # of a die: the coarse look around each node, then the finer one
FINE_STEPS = (0.12, 0.06)  # of a die: the look again from the fitted lattice
# Of a die: the second look at a die read doubtfully. Held out on the labelled photos, 0.1 and
# 0.05 read 3 more boards of 211; 0.06 and 0.03 none; 0.2, 0.1 and 0.05 as many as 0.1 and 0.05,
# with fewer wrong dice flagged (docs/reader-log.md).
SECOND_STEPS = (0.1, 0.05)
_ASTRAY = 0.1  # of a die: further than this from the fitted lattice, a die is left out of it
_AROUND = tuple((dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)


@dataclass(frozen=True)
class DieCentres:
    """Each die's centre on the squared-up board, row-major, and how surely the network read
    its best face there (upright view)."""

    points: np.ndarray  # (n, 2) float32
    sureness: np.ndarray  # (n,) float32, 0..1

    def patches(self, board: SquaredBoard) -> list[np.ndarray]:
        """The face network's input for each die, at its centre."""
        return list(cut_dice(board.image, self.points))


def sureness(net: FaceNet, board: SquaredBoard, points: np.ndarray) -> np.ndarray:
    """How surely the network reads some face (not "no die here") at each of ``points``."""
    return net.upright_probabilities(list(cut_dice(board.image, points)))[:, : net.not_a_die].max(
        axis=1
    )


def centred(net: FaceNet, board: SquaredBoard) -> DieCentres:
    """Each die moved to where ``net`` reads it surest: first from the even grid's nodes by
    STEPS; then the dice, which lie on a lattice, are put back on one (a perspective map fitted
    to where they were seen, a die that went astray left out) and looked at again by
    FINE_STEPS from there. The surer of the two stands. Held out on the labelled photos, the
    second look read 7 more boards of 211 right (docs/reader-log.md)."""
    nodes = board.nodes()
    first = _moved(net, board, nodes, STEPS)
    fitted, _ = cv2.findHomography(nodes, first.points, cv2.RANSAC, _ASTRAY * PITCH)
    if fitted is None:
        return first
    start = cv2.perspectiveTransform(np.float64(nodes)[None], fitted)[0].astype(np.float32)
    second = _moved(net, board, start, FINE_STEPS)
    return second if second.sureness.mean() > first.sureness.mean() else first


def _moved(
    net: FaceNet, board: SquaredBoard, start: np.ndarray, steps: tuple[float, ...]
) -> DieCentres:
    """Each die from ``start`` moved by each of ``steps`` in turn (of a die) to where the
    network reads it surest, if surer than where it was."""
    points = start.astype(np.float32).copy()
    best = sureness(net, board, points)
    for step in steps:
        offsets = np.float32(_AROUND) * step * PITCH
        tried = np.concatenate([points + offset for offset in offsets])
        scores = sureness(net, board, tried).reshape(len(offsets), len(points))
        pick = scores.argmax(axis=0)
        top = scores[pick, np.arange(len(points))]
        better = top > best
        points[better] += offsets[pick[better]]
        best = np.where(better, top, best)
    return DieCentres(points=points, sureness=best.astype(np.float32))


def second_look(
    net: FaceNet, board: SquaredBoard, points: np.ndarray, faces: frozenset[str], doubt: float
) -> tuple[np.ndarray, np.ndarray]:
    """(points, probabilities): every die read at ``points`` by the network's full reading
    (four views, vision.net.FaceNet.probabilities), and each die whose face among ``faces``
    reads below ``doubt`` looked at again by that reading, SECOND_STEPS of a die away in the
    eight directions, and moved where its face reads surest, if surer. The centring ranks
    places by the upright view alone; a die it left between two readings is settled here."""
    points = points.astype(np.float32).copy()
    probabilities = net.probabilities(list(cut_dice(board.image, points)))
    sure = _confidence(net, probabilities, faces)
    doubtful = np.flatnonzero(sure < doubt)
    offsets = np.float32(_AROUND)
    for step in SECOND_STEPS:
        if not len(doubtful):
            break
        tried = (points[doubtful][:, None] + offsets[None] * step * PITCH).reshape(-1, 2)
        read = net.probabilities(list(cut_dice(board.image, tried)))
        scores = _confidence(net, read, faces).reshape(len(doubtful), len(offsets))
        pick = scores.argmax(axis=1)
        top = scores[np.arange(len(doubtful)), pick]
        better = top > sure[doubtful]
        chosen = np.flatnonzero(better) * len(offsets) + pick[better]
        points[doubtful[better]] = tried[chosen]
        probabilities[doubtful[better]] = read[chosen]
        sure[doubtful[better]] = top[better]
    return points, probabilities


def _confidence(net: FaceNet, probabilities: np.ndarray, faces: frozenset[str]) -> np.ndarray:
    """Each die's confidence in its likeliest face among ``faces``, as the reading gives it."""
    return np.array([guess.confidence for guess in net_guesses(probabilities, faces, net.classes)])
