"""Stage 4 of the reader: where each die's top really is on the squared-up board.

The even grid inside the corners puts each die's centre a few per cent of the board off at
times, and on a tray seen from the side the die tops sit above their footprints. The die-centre
network (vision.centre_net) says where the nearest die's centre is from a point: each die is
looked at from its node, then again from where that said (ROUNDS), every die of the board in one
forward pass each time. The dice's tops lie in one plane, so their centres are the even grid's
nodes under one perspective: a die the network places off the lattice its fellows agree on goes
where that lattice puts it (on_lattice). A die the face network then reads doubtfully is looked at
again around that centre (second_look).
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from vision.centre_net import CentreNet
from vision.cut import PITCH, cut_dice
from vision.net import FaceNet
from vision.recognise import net_guesses
from vision.warp import SquaredBoard

# Looks from the node. Held out (3 folds of 5, 120 photos), a third look read the same dice as
# two (docs/reader-log.md, 2026-11-29).
ROUNDS = 2
# Of a die: the second look at a die read doubtfully. Held out on the labelled photos, 0.1 and
# 0.05 read 3 more boards of 211; 0.06 and 0.03 none; 0.2, 0.1 and 0.05 as many as 0.1 and 0.05,
# with fewer wrong dice flagged (docs/reader-log.md).
SECOND_STEPS = (0.1, 0.05)
# Of a die: a die placed further than this from the lattice of the others was drawn off it, to
# a letter on a neighbour's side or a stroke of its own. Held out (211 photos), 0.15 read 2 dice
# more, every grid size, and flagged 94.1% of wrong dice against 91.5%; 0.2 and 0.3 read 0 and 1
# more (docs/reader-log.md, 2026-11-29 morning).
ASTRAY = 0.15
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


def centred(centre_net: CentreNet, face_net: FaceNet, board: SquaredBoard) -> DieCentres:
    """Each die where ``centre_net`` places it, from the even grid's nodes in ROUNDS looks, and
    how surely ``face_net`` reads some face there."""
    points = board.nodes().astype(np.float32)
    for _ in range(ROUNDS):
        points = points + centre_net.offsets(board.image, points) * PITCH
    points = on_lattice(board, points)
    return DieCentres(points=points, sureness=sureness(face_net, board, points))


def on_lattice(board: SquaredBoard, points: np.ndarray) -> np.ndarray:
    """``points`` (one per die, row-major), with each die further than ASTRAY of a die from the
    perspective lattice that the largest set of dice agree on (RANSAC) put where it says."""
    nodes = board.nodes().astype(np.float32)
    fitted, _ = cv2.findHomography(nodes, points, cv2.RANSAC, ASTRAY * PITCH)
    if fitted is None:
        return points
    lattice = cv2.perspectiveTransform(nodes[None], fitted)[0]
    astray = np.linalg.norm(points - lattice, axis=1) > ASTRAY * PITCH
    return np.where(astray[:, None], lattice, points).astype(np.float32)


def second_look(
    net: FaceNet, board: SquaredBoard, points: np.ndarray, faces: frozenset[str], doubt: float
) -> tuple[np.ndarray, np.ndarray]:
    """(points, probabilities): every die read at ``points`` by the network's full reading
    (four views, vision.net.FaceNet.probabilities), and each die whose face among ``faces``
    reads below ``doubt`` looked at again by that reading, SECOND_STEPS of a die away in the
    eight directions, and moved where its face reads surest, if surer: a die the centre
    network left between two readings is settled here."""
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
