"""The reader to come (issue 46), measured here until it reads as well as today's, then moved
into vision/reading.py in place of the outline search: one straight path, each stage a pure
function of vision/.

1. load: the photo at the processing size (vision.load);
2. find: the block of dice's corners and grid size (vision.finder, a closer second look);
3. warp: the block squared up (vision.warp);
4. centres: each die where the face network reads it surest (vision.centres);
5. faces: every die through the face network at once, at four turns (vision.net);
6. verdict: a board read doubtfully flags all its dice (vision.chosen_faces).
"""

from __future__ import annotations

import cv2
import numpy as np

from vision.centres import centred
from vision.chosen_faces import doubted, vouched
from vision.cut import PITCH
from vision.finder import Finder, find_board
from vision.load import processing_size
from vision.net import FaceNet
from vision.recognise import FaceGuess, faces_for_size, net_guesses
from vision.trace import Trace
from vision.warp import square_up


def read_straight(
    image: np.ndarray, net: FaceNet, finder: Finder | None = None
) -> tuple[int, list[FaceGuess], dict[str, float]]:
    """The grid size, each die's guess (row-major) and the seconds of each stage."""
    trace = Trace()
    with trace.timed("load"):
        small, _ = processing_size(image)
        grey = cv2.cvtColor(small, cv2.COLOR_BGR2GRAY)
    with trace.timed("find"):
        found = find_board(small, finder)
    with trace.timed("warp"):
        board = square_up(grey, found.corners, found.grid)
    with trace.timed("centres"):
        centres = centred(net, board)
    # Two dice seen less than half a die apart are one die read twice: the corners are a row
    # or a column of dice off, and no die of the board can be trusted.
    gaps = np.linalg.norm(centres.points[:, None] - centres.points[None], axis=2)
    np.fill_diagonal(gaps, np.inf)
    twice = bool(gaps.min() < 0.5 * PITCH)
    with trace.timed("faces"):
        probabilities = net.probabilities(centres.patches(board))
        guesses = net_guesses(probabilities, faces_for_size(found.grid), net.classes)
    return found.grid, vouched(doubted(guesses, twice)), dict(trace.seconds)
