"""The labelled photos' dice as the reader to come cuts them (issue 46: find the block of dice,
square it up, centre each die; vision.finder, vision.warp, vision.centres), for the face network
to learn from (scripts/train_net.py).

Each labelled die is cut at the centre the centring stage gave it (vision.centres), and so are
the places where no die is that the centring meets on real photos: the point between four dice,
and a ring just outside the block, where the outer dice's sides and the tray show. A side seen
at a slant shows a squashed letter that a network never taught otherwise reads surely as I.

The crops are net_data's (CROP pixels across CROP_SPAN dice, raw grey). The dice are placed by
the shipped finder, die-centre network and face network, which saw every photo, as
net_data.photo_dice places them with the shipped mark classifier: a fold leaves out its photos'
crops, not the models that placed the crops of the others. A board read less than
MIN_AGREEMENT right is left out whole: its corners were wrong, and its dice would be labelled
with their neighbours' faces.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from net_data import CROP, DiceSet, crop_die, data_key  # noqa: E402

from bench.scoring import LENIENT_SOURCE, align_to_label, same_face  # noqa: E402
from vision.centre_net import load_centre_net  # noqa: E402
from vision.centres import centred  # noqa: E402
from vision.cut import PITCH  # noqa: E402
from vision.finder import find_board, load_finder  # noqa: E402
from vision.load import load_image, processing_size  # noqa: E402
from vision.net import FACE_CLASSES, load_net  # noqa: E402
from vision.recognise import faces_for_size, net_guesses  # noqa: E402
from vision.warp import square_up  # noqa: E402

MIN_AGREEMENT = 0.75  # of a board's dice read right by the shipped models
RING = (0.6, 0.95)  # of a die beyond an outer die's centre: its side, the tray's rim
EMPTY = -1  # the face of a crop with no die (train_net gives it "no die here")


def squared_dice(photos: Path, cache_dir: Path | None = None) -> tuple[DiceSet, DiceSet]:
    """(dice, empty places) of every labelled photo read at its labelled size; cached under a
    hash of what they depend on, as reading 211 photos takes a minute or two."""
    key = _key(photos)
    cached = None if cache_dir is None else cache_dir / f"squared-dice-{key}.npz"
    if cached is not None and cached.is_file():
        with np.load(cached) as data:
            parts = [DiceSet(*(data[f"{part}_{name}"] for name in _FIELDS)) for part in _PARTS]
            return parts[0], parts[1]
    finder, net = load_finder(), load_net()
    dice, empty = [], []
    for entry in json.loads((photos / "manifest.json").read_text())["photos"]:
        group = -2 if entry.get("board_group") is None else int(entry["board_group"])
        found = _board_dice(photos, entry, finder, net)
        if found is None:
            continue
        for crops, faces, rotations, into in (*found[:3], dice), (*found[3:], empty):
            count = len(faces)
            into.append(DiceSet(np.array(crops, np.uint8).reshape(-1, CROP, CROP),
                                np.array(faces, np.int64), np.array(rotations, np.int64),
                                np.full(count, group), np.full(count, entry["file"])))  # fmt: skip
    result = DiceSet.join(dice), DiceSet.join(empty)
    if cached is not None:
        cached.parent.mkdir(parents=True, exist_ok=True)
        arrays = {f"{part}_{name}": getattr(result[i], name)
                  for i, part in enumerate(_PARTS) for name in _FIELDS}  # fmt: skip
        np.savez_compressed(cached, **arrays)
    return result


_FIELDS = ("crops", "faces", "rotations", "groups", "files")
_PARTS = ("dice", "empty")


def _board_dice(photos: Path, entry: dict, finder: object, net: object) -> tuple | None:
    """One photo's (crops, faces, rotations) of its dice and of its empty places, or None."""
    label = entry["grid"]
    small, _ = processing_size(load_image(photos / entry["file"]).image)
    found = find_board(small, finder)
    size = found.grid
    if size != len(label):
        return None
    grey = cv2.cvtColor(small, cv2.COLOR_BGR2GRAY)
    board = square_up(grey, found.corners, size)
    centres = centred(load_centre_net(), net, board)
    probabilities = net.probabilities(centres.patches(board))
    guesses = net_guesses(probabilities, faces_for_size(size), net.classes)
    grid = [[guesses[r * size + c].face for c in range(size)] for r in range(size)]
    places = align_to_label(grid, label, lenient=entry["file"].startswith(LENIENT_SOURCE))
    labels = [label[places[divmod(i, size)][0]][places[divmod(i, size)][1]] for i in range(size**2)]
    known = [(i, face) for i, face in enumerate(labels) if face in FACE_CLASSES]
    agreeing = sum(same_face(guesses[i].face, face, True) for i, face in known)
    if not known or agreeing < MIN_AGREEMENT * len(known):
        return None
    # The board again with a die more all round, for the ring outside the block.
    wider = np.float64([[1, 0, -PITCH], [0, 1, -PITCH], [0, 0, 1]])
    side = board.image.shape[0] + 2 * PITCH
    image = cv2.warpPerspective(grey, board.to_photo @ wider, (side, side),
                                flags=cv2.WARP_INVERSE_MAP | cv2.INTER_LINEAR,
                                borderMode=cv2.BORDER_REPLICATE)  # fmt: skip
    points = centres.points + PITCH
    crops, faces, rotations = [], [], []
    for i, face in known:
        index = FACE_CLASSES.index(face)
        crops.append(crop_die(image, *points[i], PITCH))
        faces.append(index)
        rotations.append(int(probabilities[i, index].argmax()))
    grid_points = points.reshape(size, size, 2)
    between = (grid_points[:-1, :-1] + grid_points[1:, 1:] + grid_points[:-1, 1:]
               + grid_points[1:, :-1]).reshape(-1, 2) / 4  # fmt: skip
    rng = np.random.default_rng(int(hashlib.sha256(entry["file"].encode()).hexdigest()[:8], 16))
    ring = []
    rows, columns = grid_points, grid_points.transpose(1, 0, 2)
    outer_and_inner = ((rows[0], rows[1]), (rows[-1], rows[-2]), (columns[0], columns[1]),
                       (columns[-1], columns[-2]))  # fmt: skip
    for edge, inner in outer_and_inner:
        reach = rng.uniform(*RING, (len(edge), 1))
        ring.append(edge + reach * (edge - inner))
    empty_points = np.concatenate([between, *ring])
    empty_crops = [crop_die(image, x, y, PITCH) for x, y in empty_points]
    count = len(empty_crops)
    return crops, faces, rotations, empty_crops, [EMPTY] * count, [0] * count


def _key(photos: Path) -> str:
    digest = hashlib.sha256(data_key(photos).encode())
    for source in ("scripts/squared_dice.py", "vision/centres.py", "vision/centre_net.py",
                   "resources/finder.onnx", "resources/face_net.onnx",
                   "resources/centre_net.onnx"):  # fmt: skip
        digest.update((ROOT / source).read_bytes())
    return digest.hexdigest()[:16]
