"""The reader to come (issue 46), measured here until it reads as well as today's, then moved
into vision/reading.py in place of the outline search: one straight path, each stage a pure
function of vision/.

1. load: the photo at the processing size (vision.load);
2. find: the block of dice's corners and grid size (vision.finder, a closer second look);
3. warp: the block squared up (vision.warp), at each grid size the finder is unsure between;
4. centres: each die where the die-centre network places it (vision.centres,
   vision.centre_net), and put back on the lattice of the others when it was drawn off it; of
   two grid sizes, the one whose dice the face network reads surer stands;
5. faces: every die through the face network at once, at four turns (vision.net), and each
   die read doubtfully looked at again around its centre by that reading (vision.centres);
6. elsewhere: a board with a doubtful die is squared up and centred again at the other blocks
   the finder's peaks make (vision.finder.other_blocks), and the block whose dice the face
   network reads surest is read;
7. verdict: a board read doubtfully flags all its dice (vision.chosen_faces).
"""

from __future__ import annotations

import cv2
import numpy as np

from vision.centre_net import CentreNet, load_centre_net
from vision.centres import DieCentres, centred, second_look
from vision.chosen_faces import doubted, vouched
from vision.cut import PITCH
from vision.finder import Finder, find_board, other_blocks
from vision.load import processing_size
from vision.net import FaceNet
from vision.reading import LOW_CONFIDENCE
from vision.recognise import FaceGuess, faces_for_size, net_guesses
from vision.trace import Trace
from vision.warp import SquaredBoard, square_up

UNSURE_SIZE = 0.1  # of the finder's probability: a grid size given this much is tried as well


def read_straight(
    image: np.ndarray,
    net: FaceNet,
    finder: Finder | None = None,
    centre_net: CentreNet | None = None,
) -> tuple[int, list[FaceGuess], dict[str, float]]:
    """The grid size, each die's guess (row-major) and the seconds of each stage; the
    bundled finder and die-centre network where none is given."""
    centre_net = centre_net or load_centre_net()
    trace = Trace()
    with trace.timed("load"):
        small, _ = processing_size(image)
        grey = cv2.cvtColor(small, cv2.COLOR_BGR2GRAY)
    with trace.timed("find"):
        found = find_board(small, finder)
    # A size the finder gives a share of its belief is tried too: held out, the finder's size
    # alone was right on 210 of 211 photos, and the surer centring picks it on 211 (10 photos
    # read at two sizes; docs/reader-log.md). The finder's own size, the likeliest of three, is
    # always among them.
    sizes = [size for size, share in found.grid_probabilities if share >= UNSURE_SIZE]
    surest = None
    for size in sizes:
        with trace.timed("warp"):
            board = square_up(grey, found.corners, size)
        with trace.timed("centres"):
            centres = centred(centre_net, net, board)
        if surest is None or centres.sureness.mean() > surest[1].sureness.mean():
            surest = board, centres
    board, centres = surest
    with trace.timed("faces"):
        guesses, twice = _faces(net, board, centres)
    if min(guess.confidence for guess in guesses) < LOW_CONFIDENCE:
        with trace.timed("elsewhere"):
            elsewhere = None
            for corners in other_blocks(small, found, finder):
                other = square_up(grey, corners, board.size)
                other_centres = centred(centre_net, net, other)
                if other_centres.sureness.mean() > centres.sureness.mean():
                    elsewhere, centres = other, other_centres
            if elsewhere is not None:
                board = elsewhere
                guesses, twice = _faces(net, board, centres)
    return board.size, vouched(doubted(guesses, twice)), dict(trace.seconds)


def _faces(net: FaceNet, board: SquaredBoard, centres: DieCentres) -> tuple[list[FaceGuess], bool]:
    """Each die's guess (row-major), and whether two dice were seen as one."""
    faces = faces_for_size(board.size)
    points, probabilities = second_look(net, board, centres.points, faces, LOW_CONFIDENCE)
    guesses = net_guesses(probabilities, faces, net.classes)
    # Two dice seen less than half a die apart are one die read twice: the corners are a row
    # or a column of dice off, and no die of the board can be trusted.
    gaps = np.linalg.norm(points[:, None] - points[None], axis=2)
    np.fill_diagonal(gaps, np.inf)
    return guesses, bool(gaps.min() < 0.5 * PITCH)
