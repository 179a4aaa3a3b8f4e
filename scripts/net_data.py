"""The dice the face network (vision.net) learns from: cut out of the labelled photos, and
rendered; both damaged the ways photos are (scripts/train_net.py).

Every die is kept as a raw grey crop, CROP pixels square around its centre, covering CROP_SPAN
die pitches, with its face and the rotation it stands at (degrees clockwise). Augmentation works
on these crops (turns, shifts, light, blur, motion blur, noise, JPEG) before
``vision.net.net_patch`` cuts the network's input from them exactly as the reader cuts it from a
board.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from solver.faces import BASE_LETTERS, FACES  # noqa: E402
from synth.die import rounded_square  # noqa: E402
from synth.font import TrueTypeFont, text_mask  # noqa: E402
from vision.deblur import motion_kernel  # noqa: E402
from vision.net import FACE_CLASSES, ROTATIONS, net_patch  # noqa: E402

CROP = 96
CROP_SPAN = 1.6  # die pitches across the crop
PITCH = CROP / CROP_SPAN  # die pitch in crop pixels
MARKED = frozenset({"M", "W", "N", "Z"})
# Fonts on Debian's fonts-dejavu-core and fonts-liberation: sans, narrow, mono and serif, bold
# and regular (dice sets differ); whichever of them this machine has.
FONT_FILES = (
    "dejavu/DejaVuSans-Bold.ttf", "dejavu/DejaVuSans.ttf", "dejavu/DejaVuSansCondensed-Bold.ttf",
    "dejavu/DejaVuSansMono-Bold.ttf", "dejavu/DejaVuSerif-Bold.ttf",
    "liberation/LiberationSans-Bold.ttf", "liberation/LiberationSans-Regular.ttf",
    "liberation/LiberationSansNarrow-Bold.ttf", "liberation/LiberationSerif-Bold.ttf",
    "liberation/LiberationMono-Bold.ttf",
)  # fmt: skip


@dataclass(frozen=True)
class DiceSet:
    crops: np.ndarray  # (N, CROP, CROP) uint8 grey
    # (N,) index into the network's classes; the English faces come first in every network
    # (vision.net.NETWORKS), so a photo die's index is the same in each
    faces: np.ndarray
    rotations: np.ndarray  # (N,) index into ROTATIONS
    groups: np.ndarray  # (N,) board_group of the photo (-2: none); -1 for rendered dice
    files: np.ndarray  # (N,) the photo's file in the manifest; "" for rendered dice

    def __len__(self) -> int:
        return len(self.faces)

    def subset(self, keep: np.ndarray) -> DiceSet:
        return DiceSet(*(getattr(self, name)[keep] for name in _FIELDS))

    @staticmethod
    def join(parts: list[DiceSet]) -> DiceSet:
        return DiceSet(*(np.concatenate([getattr(p, f) for p in parts]) for f in _FIELDS))


_FIELDS = ("crops", "faces", "rotations", "groups", "files")


def crop_die(gray: np.ndarray, cx: float, cy: float, pitch: float) -> np.ndarray:
    """The raw grey CROP square around a die of a squared-up board."""
    scale = PITCH / pitch
    matrix = np.float32([[scale, 0, CROP / 2 - scale * cx], [0, scale, CROP / 2 - scale * cy]])
    return cv2.warpAffine(gray, matrix, (CROP, CROP), flags=cv2.INTER_AREA,
                          borderMode=cv2.BORDER_REPLICATE)  # fmt: skip


# ---------------------------------------------------------------------------- labelled photos


def photo_dice(photos: Path, cache_dir: Path | None = None) -> DiceSet:
    """Every labelled die of the photos that read at their labelled size, with its board_group
    (so that a fold can leave its groups out). Each photo is read by the pipeline with the
    bundled mark classifier, lined up with its label (scripts/labelled_dice.py), and the
    die's rotation is where its mark best matched the labelled face. Cached in ``cache_dir``
    under a hash of the manifest, since reading 200 photos takes a minute or two."""
    manifest = (photos / "manifest.json").read_bytes()
    key = data_key(photos)
    cached = None if cache_dir is None else cache_dir / f"photo-dice-{key}.npz"
    if cached is not None and cached.is_file():
        with np.load(cached) as data:
            return DiceSet(*(data[name] for name in _FIELDS))
    from labelled_dice import labelled_dice
    from read_by_marks import read_board_gray

    groups_by_file = {
        e["file"]: -2 if e.get("board_group") is None else int(e["board_group"])
        for e in json.loads(manifest)["photos"]
    }
    crops, faces, rotations, groups, files = [], [], [], [], []

    def read(path: Path) -> tuple[list, list[list[str]], list]:
        gray, lattice, predicted, scores = read_board_gray(path)
        pictures = [
            (crop_die(gray, float(cx), float(cy), float(pitch)), path)
            for (cx, cy), pitch in zip(lattice.centres, lattice.pitch, strict=True)
        ]
        return pictures, predicted, scores

    for (crop, path), label, face_scores in labelled_dice(photos, set(), read):
        if label not in face_scores.rotations or label not in FACE_CLASSES:
            continue
        crops.append(crop)
        faces.append(FACE_CLASSES.index(label))
        rotations.append(ROTATIONS.index(face_scores.rotations[label]))
        file = str(Path(path).relative_to(photos))
        groups.append(groups_by_file[file])
        files.append(file)
    result = DiceSet(
        np.array(crops, np.uint8).reshape(-1, CROP, CROP), np.array(faces, np.int64),
        np.array(rotations, np.int64), np.array(groups, np.int64), np.array(files, str),
    )  # fmt: skip
    if cached is not None:
        cached.parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(cached, **vars(result))
    return result


def data_key(photos: Path) -> str:
    """What the photos' dice depend on: the labels, the mark model that reads the photos, and
    how big the crops are."""
    digest = hashlib.sha256((photos / "manifest.json").read_bytes())
    digest.update((ROOT / "resources" / "glyphs_knn.npz").read_bytes())
    digest.update(f"{CROP} {CROP_SPAN}".encode())
    return digest.hexdigest()[:16]


# ---------------------------------------------------------------------------- rendered dice


@cache
def fonts() -> tuple[TrueTypeFont, ...]:
    base = Path("/usr/share/fonts/truetype")
    found = tuple(TrueTypeFont(base / name) for name in FONT_FILES if (base / name).is_file())
    if not found:
        raise SystemExit("no DejaVu or Liberation fonts found: apt-get install fonts-dejavu-core")
    return found


def _ink(face: str, side: float, rng: np.random.Generator) -> np.ndarray:
    """Coverage (0..1) of a face's print on an upright die ``side`` pixels wide, tightly cut."""
    if face == "*":  # the blank: a solid block, square or rounded
        block = max(4, int(side * rng.uniform(0.3, 0.55)))
        alpha, _ = rounded_square(block, float(rng.uniform(0.0, 0.3)))
        return np.asarray(alpha, np.float32)
    font = fonts()[int(rng.integers(len(fonts())))]
    two = len(face) == 2 and face != "Qu"
    cap = side * (rng.uniform(0.3, 0.42) if two or face == "Qu" else rng.uniform(0.42, 0.6))
    if two and rng.random() < 0.5:  # some sets print the second letter smaller
        first, second = text_mask(face[0], cap, font), text_mask(face[1], cap * 0.8, font)
        letters = np.zeros((first.shape[0], first.shape[1] + second.shape[1]), np.float32)
        letters[:, : first.shape[1]] = first
        letters[first.shape[0] - second.shape[0] :, first.shape[1] :] = second
    else:
        letters = text_mask(face, cap, font)
    width_limit = 0.85 * side
    if letters.shape[1] > width_limit:
        letters = cv2.resize(letters, (int(width_limit), letters.shape[0]))
    if face not in MARKED or rng.random() < 0.1:
        return letters
    gap, bar = int(side * rng.uniform(0.02, 0.08)), max(1, int(side * rng.uniform(0.04, 0.08)))
    marked = np.zeros((letters.shape[0] + gap + bar, letters.shape[1]), np.float32)
    marked[: letters.shape[0]] = letters
    width = letters.shape[1]
    x0, x1 = int(width * rng.uniform(0.1, 0.3)), int(width * rng.uniform(0.7, 0.9))
    if rng.random() < 0.5:
        marked[-bar:, x0:x1] = 1.0
    else:  # the dashed line of the blue sets
        dash = max(1, (x1 - x0) // 5)
        for x in range(x0, x1 - dash + 1, 2 * dash):
            marked[-bar:, x : x + dash] = 1.0
    return marked


def render_crop(face: str, rotation: int, rng: np.random.Generator) -> np.ndarray:
    """A die of ``face`` turned ``rotation`` degrees clockwise, in a tray among neighbours, as
    a raw grey crop like photo_dice's."""
    big = 2 * CROP  # drawn at twice the size, then averaged down for soft edges
    pitch = 2 * PITCH
    gap = rng.uniform(0.06, 0.22)
    side = int(pitch / (1 + gap))
    tray = rng.uniform(20, 200)
    canvas = np.full((big, big), tray, np.float32)
    paper, ink_level = rng.uniform(150, 250), rng.uniform(10, 110)
    corner, edge = rng.uniform(0.08, 0.3), rng.uniform(0.0, 0.35)
    alpha, depth = rounded_square(side, corner)
    shade = 1.0 - edge * np.exp(-depth / max(1.0, 0.07 * side))
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            centre = dx == 0 and dy == 0
            shown = face if centre else FACES[int(rng.integers(len(FACES)))]
            top = paper * shade
            ink = _ink(shown, side, rng)
            turn = rotation // 90 if centre else int(rng.integers(4))
            die = np.zeros((side, side), np.float32)
            y, x = (side - ink.shape[0]) // 2, (side - ink.shape[1]) // 2
            if ink.shape[0] <= side and ink.shape[1] <= side:
                die[y : y + ink.shape[0], x : x + ink.shape[1]] = ink
            die = np.rot90(die, -turn)  # clockwise
            face_grey = top * (1 - die) + ink_level * die
            cy = big / 2 + dy * pitch + (rng.normal(0, 0.04) * pitch if not centre else 0)
            cx = big / 2 + dx * pitch + (rng.normal(0, 0.04) * pitch if not centre else 0)
            _paste(canvas, face_grey, alpha, int(cy - side / 2), int(cx - side / 2))
    small = cv2.resize(canvas, (CROP, CROP), interpolation=cv2.INTER_AREA)
    # Photographed: a little perspective at the cell (the die's top is seen at a slant).
    corners = np.float32([[0, 0], [CROP, 0], [CROP, CROP], [0, CROP]])
    moved = corners + rng.normal(0, 0.03 * CROP, (4, 2)).astype(np.float32)
    warp = cv2.getPerspectiveTransform(corners, moved)
    small = cv2.warpPerspective(small, warp, (CROP, CROP), borderMode=cv2.BORDER_REPLICATE)
    return np.clip(small, 0, 255).astype(np.uint8)


def _paste(canvas: np.ndarray, picture: np.ndarray, alpha: np.ndarray, top: int, left: int) -> None:
    h, w = picture.shape
    y0, x0 = max(0, top), max(0, left)
    y1, x1 = min(canvas.shape[0], top + h), min(canvas.shape[1], left + w)
    if y1 <= y0 or x1 <= x0:
        return
    part = picture[y0 - top : y1 - top, x0 - left : x1 - left]
    a = alpha[y0 - top : y1 - top, x0 - left : x1 - left]
    region = canvas[y0:y1, x0:x1]
    region[:] = region * (1 - a) + part * a


def rendered_dice(
    per_face: int,
    seed: int,
    classes: tuple[str, ...] = FACE_CLASSES,
    extra_per_face: int | None = None,
) -> DiceSet:
    """``per_face`` rendered dice of every face of ``classes`` at random turns; of the faces
    that are not English faces (no photo shows them: Ñ) and of the letters they are written on
    (N), ``extra_per_face`` (None: ``per_face``). The letter as many times as the face on it:
    an N turned upside down shows its underline above it, where Ñ has its tilde, and with more
    Ñ than N among the rendered dice the network learnt "a mark above" as Ñ and read rendered
    boards' N as Ñ."""
    rng = np.random.default_rng(seed)
    crops, faces, rotations = [], [], []
    extra = {face for face in classes if face not in FACE_CLASSES}
    extra |= {BASE_LETTERS[face] for face in extra if face in BASE_LETTERS}
    for index, face in enumerate(classes):
        count = per_face if face not in extra or extra_per_face is None else extra_per_face
        for _ in range(count):
            turn = int(rng.integers(4))
            crops.append(render_crop(face, ROTATIONS[turn], rng))
            faces.append(index)
            rotations.append(turn)
    count = len(faces)
    return DiceSet(np.array(crops, np.uint8).reshape(-1, CROP, CROP), np.array(faces),
                   np.array(rotations), np.full(count, -1), np.full(count, ""))  # fmt: skip


# ---------------------------------------------------------------------------- not dice


def not_dice(
    count: int, dice: DiceSet, rng: np.random.Generator, label: int, side_faces: bool = False
) -> DiceSet:
    """``count`` crops with no die centred on them, labelled ``label`` (the network's "no die
    here", vision.net.FaceNet.not_a_die: after its faces): the point between two dice of
    ``dice`` (a lattice half a die off), printed text, a chess board, and plain or grained
    surfaces. What a wrong outline or placement shows the network. With ``side_faces`` (the
    straight path's recipe), also a die's side seen at a slant, and points a third to half a die
    off: what its centring (vision.centres) must not settle on, as a side's squashed letter
    reads as I, surely, to a network that never saw one."""
    if side_faces:
        makers = (_near_dice, _side_face, _near_dice, _side_face, _text, _chess, _surface)
    else:
        makers = (_between_dice, _text, _chess, _surface)
    crops = []
    for index in range(count):
        maker = makers[index % len(makers)]
        crops.append(maker(dice, rng) if maker in _FROM_DICE else maker(rng))
    return DiceSet(np.array(crops, np.uint8).reshape(-1, CROP, CROP), np.full(count, label),
                   np.zeros(count, np.int64), np.full(count, -1), np.full(count, ""))  # fmt: skip


def _between_dice(
    dice: DiceSet, rng: np.random.Generator, reach: tuple[float, float] = (0.4, 0.55)
) -> np.ndarray:
    crop = dice.crops[int(rng.integers(len(dice)))].astype(np.float32)
    dx, dy = ((rng.choice([-1, 1], 2) * rng.uniform(*reach, 2)) * (rng.random(2) < 0.7)).tolist()
    if dx == 0 and dy == 0:
        dx = 0.5
    matrix = np.float32([[1, 0, dx * PITCH], [0, 1, dy * PITCH]])
    return cv2.warpAffine(crop, matrix, (CROP, CROP), borderMode=cv2.BORDER_REFLECT)


def _near_dice(dice: DiceSet, rng: np.random.Generator) -> np.ndarray:
    return _between_dice(dice, rng, (0.35, 0.6))


def _side_face(dice: DiceSet, rng: np.random.Generator) -> np.ndarray:
    """A die's side as the warp leaves it on a board photographed at a slant: its print
    squashed to a quarter to a half of its height across the middle, between dice a lattice
    off, turned any quarter."""
    crop = dice.crops[int(rng.integers(len(dice)))].astype(np.float32)
    height = max(2, round(CROP * rng.uniform(0.25, 0.5)))
    band = cv2.resize(crop, (CROP, height), interpolation=cv2.INTER_AREA)
    scene = _near_dice(dice, rng)
    top = int(np.clip((CROP - height) / 2 + rng.normal(0, 0.05 * PITCH), 0, CROP - height))
    scene[top : top + height] = band
    return np.ascontiguousarray(np.rot90(scene, int(rng.integers(4))))


_FROM_DICE = (_between_dice, _near_dice, _side_face)


def _text(rng: np.random.Generator) -> np.ndarray:
    paper, ink = rng.uniform(150, 255), rng.uniform(0, 100)
    page = np.full((CROP, CROP), paper, np.uint8)
    scale = rng.uniform(0.4, 1.6)
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,"
    step = int(30 * scale) + 4
    for y in range(int(rng.uniform(0, step)), CROP + step, step):
        line = "".join(rng.choice(list(letters), 12))
        cv2.putText(page, line, (int(rng.uniform(-40, 0)), y), cv2.FONT_HERSHEY_SIMPLEX, scale,
                    int(ink), max(1, int(2 * scale)), cv2.LINE_AA)  # fmt: skip
    return page.astype(np.float32)


def _chess(rng: np.random.Generator) -> np.ndarray:
    period = rng.uniform(0.4, 1.3) * PITCH
    ys, xs = np.mgrid[0:CROP, 0:CROP].astype(np.float32)
    angle = rng.normal(0, 0.1)
    u = (np.cos(angle) * xs + np.sin(angle) * ys) / period + rng.random()
    v = (-np.sin(angle) * xs + np.cos(angle) * ys) / period + rng.random()
    dark, light = rng.uniform(0, 90), rng.uniform(150, 255)
    return np.where((np.floor(u) + np.floor(v)) % 2 == 0, dark, light).astype(np.float32)


def _surface(rng: np.random.Generator) -> np.ndarray:
    size = int(rng.integers(2, 24))
    noise = cv2.resize(rng.normal(0, 1, (size, size)).astype(np.float32), (CROP, CROP),
                       interpolation=cv2.INTER_CUBIC)  # fmt: skip
    if rng.random() < 0.4:  # wood grain: streaks one way
        noise = cv2.resize(rng.normal(0, 1, (1, size * 3)).astype(np.float32), (CROP, CROP),
                           interpolation=cv2.INTER_CUBIC) + 0.3 * noise  # fmt: skip
    return rng.uniform(40, 220) + rng.uniform(0, 40) * noise


# ---------------------------------------------------------------------------- augmentation


def augment(crop: np.ndarray, rotation: int, rng: np.random.Generator) -> tuple[np.ndarray, int]:
    """A damaged copy of a crop and its die's new rotation index: a quarter turn, a slight turn,
    scale and shift (the lattice a little off), then light (gamma, contrast, a shadow's edge),
    downscaling, blur (round, or along a line as from a moving hand), noise and JPEG, each by
    chance. The network's input is cut from it."""
    quarter = int(rng.integers(4))
    crop = np.rot90(crop, quarter)  # counter-clockwise
    rotation = (rotation - quarter) % 4
    centre = (CROP / 2 + rng.normal(0, 0.05 * PITCH), CROP / 2 + rng.normal(0, 0.05 * PITCH))
    matrix = cv2.getRotationMatrix2D(centre, rng.normal(0, 6), rng.uniform(0.88, 1.12))
    matrix[0, 1] += rng.normal(0, 0.04)
    image = cv2.warpAffine(np.ascontiguousarray(crop), matrix, (CROP, CROP),
                           borderMode=cv2.BORDER_REPLICATE).astype(np.float32)  # fmt: skip
    if rng.random() < 0.5:  # dim or washed out: gamma, then contrast squeezed up or down
        image = 255 * (image / 255) ** rng.uniform(0.5, 2.2)
    if rng.random() < 0.4:
        low = rng.uniform(0, 120)
        image = low + image * rng.uniform(0.3, 1.0) * (255 - low) / 255
    if rng.random() < 0.3:  # a shadow's edge across the die
        angle = rng.uniform(0, 2 * np.pi)
        ys, xs = np.mgrid[0:CROP, 0:CROP].astype(np.float32) - CROP / 2
        edge = np.cos(angle) * xs + np.sin(angle) * ys - rng.normal(0, CROP / 5)
        soft = rng.uniform(1, 12)
        image *= 1 - rng.uniform(0.3, 0.6) / (1 + np.exp(-edge / soft))
    if rng.random() < 0.4:  # fewer pixels than the crop: a small or far die
        small = int(rng.uniform(0.35, 0.8) * CROP)
        image = cv2.resize(cv2.resize(image, (small, small), interpolation=cv2.INTER_AREA),
                           (CROP, CROP), interpolation=cv2.INTER_LINEAR)  # fmt: skip
    if rng.random() < 0.5:  # out of focus: up to 4.5, for photos blurrier than the labelled ones
        image = cv2.GaussianBlur(image, (0, 0), rng.uniform(0.5, 4.5))
    if rng.random() < 0.25:  # a hand that moved: blur along one line
        image = cv2.filter2D(image, -1, motion_kernel(rng.uniform(2, 0.25 * PITCH),
                                                      rng.uniform(0, 180)))  # fmt: skip
    if rng.random() < 0.5:
        image += rng.normal(0, rng.uniform(2, 14), image.shape)
    image = np.clip(image, 0, 255).astype(np.uint8)
    if rng.random() < 0.3:
        quality = int(rng.uniform(15, 80))
        _, encoded = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, quality])
        image = cv2.imdecode(encoded, cv2.IMREAD_GRAYSCALE)
    return image, rotation


def network_input(crop: np.ndarray) -> np.ndarray:
    """The network's input cut from a crop, as the reader cuts it from a board."""
    return net_patch(crop, CROP / 2, CROP / 2, PITCH)
