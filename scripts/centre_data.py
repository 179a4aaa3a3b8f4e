"""Squared-up boards with each die's centre, for the die-centre network (vision.centre_net,
scripts/train_centre_net.py).

- The labelled photos: each is found and squared up by the shipped finder at its labelled size,
  and each die is placed by a search with the shipped face network (``searched_centres``: the
  place around the die's node where the network reads it surest), then read; a board read less
  than MIN_AGREEMENT right is left out whole (its corners were wrong), and of the others only
  the dice read right are kept. Those models saw every photo, so they read them surely: the
  search is the teacher, and the network learns to find in two looks what it found in 34.
- Rendered boards (synth/): every tray style and grid size, the corners a finder's error off,
  the centres exact.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.scoring import LENIENT_SOURCE, align_to_label, same_face  # noqa: E402
from bench.source_key import source_key  # noqa: E402
from solver import Board  # noqa: E402
from synth import render_board  # noqa: E402
from vision.centres import second_look, sureness  # noqa: E402
from vision.cut import PITCH  # noqa: E402
from vision.finder import find_board, load_finder  # noqa: E402
from vision.load import load_image, processing_size  # noqa: E402
from vision.net import FACE_CLASSES, FaceNet, load_net  # noqa: E402
from vision.reading import LOW_CONFIDENCE  # noqa: E402
from vision.recognise import faces_for_size, net_guesses  # noqa: E402
from vision.warp import SquaredBoard, square_up  # noqa: E402

MIN_AGREEMENT = 0.75  # of a board's dice read right by the shipped models
STEPS = (0.25, 0.12)  # of a die: the search's coarse look around each node, then the finer one
FINE_STEPS = (0.12, 0.06)  # of a die: the search again from the fitted lattice
_ASTRAY = 0.1  # of a die: further than this from the fitted lattice, a die is left out of it
_AROUND = np.float32([(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy])
CORNER_ERROR = 0.08  # of a die: the spread of a rendered board's corners, as a finder's errs
_STYLES = ("orange", "blue", "black", "white", "clear", "table")
_LETTERS = "ABCDEFGHIJKLMNOPRSTUVWXYZ"


@dataclass(frozen=True)
class CentredBoard:
    image: np.ndarray  # the squared-up board, grey uint8 (vision.warp)
    points: np.ndarray  # (n, 2) float32: the centres of the dice kept, on ``image``
    file: str  # the photo in the manifest; "" for a rendered board
    group: int  # its board group (-2: none; -1: rendered)


def searched_centres(net: FaceNet, board: SquaredBoard) -> np.ndarray:
    """(n, 2): each die moved from its node by STEPS of a die in the eight directions to where
    ``net`` reads it surest (upright view); then the dice put back on a lattice fitted to where
    they were seen (a die astray left out of the fit) and moved again by FINE_STEPS from there.
    The surer of the two stands."""
    nodes = board.nodes()
    first, first_sure = _moved(net, board, nodes, STEPS)
    fitted, _ = cv2.findHomography(nodes, first, cv2.RANSAC, _ASTRAY * PITCH)
    if fitted is None:
        return first
    start = cv2.perspectiveTransform(np.float64(nodes)[None], fitted)[0].astype(np.float32)
    second, second_sure = _moved(net, board, start, FINE_STEPS)
    return second if second_sure.mean() > first_sure.mean() else first


def _moved(
    net: FaceNet, board: SquaredBoard, start: np.ndarray, steps: tuple[float, ...]
) -> tuple[np.ndarray, np.ndarray]:
    points = start.astype(np.float32).copy()
    best = sureness(net, board, points)
    for step in steps:
        offsets = _AROUND * step * PITCH
        tried = np.concatenate([points + offset for offset in offsets])
        scores = sureness(net, board, tried).reshape(len(offsets), len(points))
        pick = scores.argmax(axis=0)
        top = scores[pick, np.arange(len(points))]
        better = top > best
        points[better] += offsets[pick[better]]
        best = np.where(better, top, best)
    return points, best


def photo_boards(photos: Path, cache_dir: Path | None = None) -> list[CentredBoard]:
    """Every labelled photo's board and its dice's centres (see the module's doc); cached under
    a hash of what they depend on, as reading 211 photos takes a minute."""
    cached = None if cache_dir is None else cache_dir / f"centred-boards-{_key(photos)}.npz"
    if cached is not None and cached.is_file():
        with np.load(cached) as data:
            files, groups = data["files"], data["groups"]
            return [CentredBoard(data[f"image{i}"], data[f"points{i}"], str(files[i]),
                                 int(groups[i])) for i in range(len(files))]  # fmt: skip
    finder, net = load_finder(), load_net()
    boards = []
    for entry in json.loads((photos / "manifest.json").read_text())["photos"]:
        board = _photo_board(photos, entry, finder, net)
        if board is not None:
            boards.append(board)
    if cached is not None:
        cached.parent.mkdir(parents=True, exist_ok=True)
        arrays = {f"{name}{i}": getattr(b, name) for i, b in enumerate(boards)
                  for name in ("image", "points")}  # fmt: skip
        np.savez_compressed(cached, files=np.array([b.file for b in boards]),
                            groups=np.array([b.group for b in boards]), **arrays)  # fmt: skip
    return boards


def _photo_board(photos: Path, entry: dict, finder: object, net: FaceNet) -> CentredBoard | None:
    label = entry["grid"]
    size = len(label)
    small, _ = processing_size(load_image(photos / entry["file"]).image)
    found = find_board(small, finder)  # type: ignore[arg-type]
    board = square_up(cv2.cvtColor(small, cv2.COLOR_BGR2GRAY), found.corners, size)
    faces = faces_for_size(size)
    points, probabilities = second_look(
        net, board, searched_centres(net, board), faces, LOW_CONFIDENCE
    )
    guesses = net_guesses(probabilities, faces, net.classes)
    grid = [[guesses[r * size + c].face for c in range(size)] for r in range(size)]
    places = align_to_label(grid, label, lenient=entry["file"].startswith(LENIENT_SOURCE))
    labels = [label[places[divmod(i, size)][0]][places[divmod(i, size)][1]] for i in range(size**2)]
    right = np.array([face in FACE_CLASSES and same_face(guesses[i].face, face, True)
                      for i, face in enumerate(labels)])  # fmt: skip
    if right.mean() < MIN_AGREEMENT:
        return None
    group = -2 if entry.get("board_group") is None else int(entry["board_group"])
    return CentredBoard(board.image, points[right], entry["file"], group)


def rendered_boards(count: int, seed: int) -> list[CentredBoard]:
    """``count`` rendered boards of 4x4, 5x5 and 6x6 dice in turn, in every tray style, squared
    up at processing size from their true corners moved by CORNER_ERROR of a die (spread)."""
    rng = np.random.default_rng(seed)
    boards = []
    for index in range(count):
        size = (4, 5, 6)[index % 3]
        letters = random.Random(seed * 100_003 + index)
        faces = Board(tuple(tuple(letters.choice(_LETTERS) for _ in range(size))
                            for _ in range(size)))  # fmt: skip
        photo = render_board(faces, seed * 100_003 + index, style=_STYLES[index % len(_STYLES)],
                             size=(900, 720))  # fmt: skip
        small, _ = processing_size(photo.image)
        shrink = small.shape[1] / photo.image.shape[1]
        corners = np.array(photo.board_outline, np.float64) * shrink
        pitch = np.linalg.norm(corners[1] - corners[0]) / size
        corners += rng.normal(0, CORNER_ERROR, corners.shape) * pitch
        board = square_up(cv2.cvtColor(small, cv2.COLOR_BGR2GRAY), tuple(map(tuple, corners)), size)
        tops = np.array([np.mean(quad, axis=0) for quad in photo.die_outlines]) * shrink
        points = cv2.perspectiveTransform(tops[None], np.linalg.inv(board.to_photo))[0]
        boards.append(CentredBoard(board.image, points.astype(np.float32), "", -1))
    return boards


def _key(photos: Path) -> str:
    digest = hashlib.sha256((photos / "manifest.json").read_bytes())
    for source in ("scripts/centre_data.py", "vision/centres.py", "vision/warp.py",
                   "resources/finder.onnx", "resources/face_net.onnx"):  # fmt: skip
        digest.update(source_key(ROOT / source))
    return digest.hexdigest()[:16]
