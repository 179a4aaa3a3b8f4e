"""Cut the printed mark (letter, two letters, underline bar or blank block) out of one die.

A die's mark is a set of dark blobs inside the pale face. The blobs are found by thresholding;
the mark returned is a normalised picture of how much ink each pixel of them holds (white glyph
on black, GLYPH_SIZE square, aspect ratio kept) so that turning it by 90 degrees is the same as
turning the die.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace

import cv2
import numpy as np

from vision import morphology
from vision.lattice import Lattice, fit_lattice
from vision.params import PARAMS
from vision.pixel_stats import MaskedPixels

# Side of the normalised mark picture: the format the bundled letter model was trained on.
GLYPH_SIZE = 32
_CUT = PARAMS.glyphs


@dataclass(frozen=True)
class Glyph:
    picture: np.ndarray | None  # GLYPH_SIZE x GLYPH_SIZE uint8 ink 0..255; None: no mark found
    ink: float  # dark area of the mark / cell area
    centre: tuple[float, float]  # mark centre in warped-board pixels
    # The main blob alone, when smaller blobs beside it were added to ``picture``: those may be
    # part of the mark (the u of Qu, an underline) or specks of dirt, glare or die edge.
    bare: np.ndarray | None = None
    # The mark as the stroke detector cuts it, when plain thresholding found it too: blur and
    # uneven light make one cut or the other the truer shape.
    stroked: np.ndarray | None = None


def extract_glyphs(warped_gray: np.ndarray, size: int) -> list[Glyph]:
    """The marks of all dice, row-major, on a squared-up board of ``size`` x ``size`` dice, at
    the first placement of ``die_lattices``."""
    return extract_at(warped_gray, next(die_lattices(warped_gray, size)))


def extract_at(warped_gray: np.ndarray, lattice: Lattice) -> list[Glyph]:
    """The mark of each die of ``lattice``, row-major."""
    return [
        extract_glyph(warped_gray, float(cx), float(cy), float(pitch), second_cut=True)
        for (cx, cy), pitch in zip(lattice.centres, lattice.pitch, strict=True)
    ]


def die_lattices(warped_gray: np.ndarray, size: int) -> Iterator[Lattice]:
    """Where the die tops may be on a squared-up board, most likely first, each worked out
    only when the one before did not do (a reader that stops early pays for no more).

    In a tilted photo the die tops sit shifted (and slightly scaled) from where the board
    outline puts them, so a first pass finds the marks with generous margins and fits where
    the tops really are (a homography of the lattice). When the outline is off by more than
    that pass can bridge (it took in a strip of tray or the dice's sides), a lattice fitted to
    all the marks at once is offered as well.
    """
    cell = warped_gray.shape[0] / size
    cells = [(r, c) for r in range(size) for c in range(size)]
    first = [
        extract_glyph(
            warped_gray,
            (c + 0.5) * cell,
            (r + 0.5) * cell,
            cell,
            margin=_CUT.placing_margin,
            grey=False,
        )
        for r, c in cells
    ]
    ideal = np.float32([[(c + 0.5) * cell, (r + 0.5) * cell] for r, c in cells])
    found = [i for i, g in enumerate(first) if g.picture is not None]
    lattice = None
    if len(found) >= max(6, len(cells) // 2):
        # Where the marks really are: a homography from the ideal lattice, robust to the few
        # marks that sit off-centre (underline bars, misfound blobs).
        lattice, _ = cv2.findHomography(
            ideal[found], np.float32([first[i].centre for i in found]), cv2.RANSAC, 0.15 * cell
        )
    if lattice is None or not _plausible(lattice, ideal, cell):
        lattice = np.eye(3)
    centres = cv2.perspectiveTransform(ideal[None], lattice)[0]
    steps = cv2.perspectiveTransform((ideal + np.float32([cell, cell]))[None], lattice)[0]
    local = np.sqrt(np.maximum(np.abs(steps - centres), 1.0).prod(axis=1)).astype(np.float32)
    per_cell = Lattice(centres.astype(np.float32), local, 0.0)
    yield per_cell
    fitted = fit_lattice(warped_gray, size, per_cell)
    if fitted is not None:
        yield fitted


def draw_marks(glyphs: list[Glyph], size: int) -> np.ndarray:
    """For the debug view: the cut-out marks laid out as the board."""
    tile = 48
    mosaic = np.full((size * tile, size * tile), 64, np.uint8)
    for index, glyph in enumerate(glyphs):
        if glyph.picture is None:
            continue
        r, c = divmod(index, size)
        mosaic[r * tile : (r + 1) * tile, c * tile : (c + 1) * tile] = cv2.resize(
            glyph.picture, (tile, tile), interpolation=cv2.INTER_NEAREST
        )
    return mosaic


def _plausible(lattice: np.ndarray, ideal: np.ndarray, cell: float) -> bool:
    """A refit that moves no die centre by more than 0.6 of a cell."""
    moved = cv2.perspectiveTransform(ideal[None], lattice)[0]
    return bool(np.abs(moved - ideal).max() < 0.6 * cell)


def extract_glyph(
    warped_gray: np.ndarray,
    cx: float,
    cy: float,
    cell: float,
    *,
    margin: float = _CUT.margin,
    second_cut: bool = False,
    grey: bool = True,
) -> Glyph:
    """Find the mark on the die centred at (cx, cy) of a squared-up board (grayscale); with
    ``second_cut``, also the mark as the stroke detector cuts it (``Glyph.stroked``). Without
    ``grey`` the pictures are the thresholded marks: enough to place a die, and quicker."""
    side = warped_gray.shape[0]
    half = cell * (0.5 + margin)
    if not np.isfinite((cx, cy, half)).all():
        return Glyph(None, 0.0, (cx, cy))
    x0, y0 = (min(side, max(0, int(v - half))) for v in (cx, cy))
    x1, y1 = (min(side, max(0, int(v + half))) for v in (cx, cy))
    crop = warped_gray[y0:y1, x0:x1]
    if min(crop.shape) < 2:
        # A node off the board: a lattice fitted to a few marks can put its far dice beyond
        # the squared-up board's edge (a board turned 45 degrees, smeared). No mark there.
        return Glyph(None, 0.0, (cx, cy))
    # Plain thresholding keeps letter shapes best; faint or blurred letters need the stroke
    # detector, whose shapes are rougher. Both cuts go to the classifier, which keeps the one
    # that matches a face better; when plain thresholding finds nothing, the stroke cut alone.
    plain = _mark_in(_otsu_dark_mask(crop), crop, cx - x0, cy - y0, cell, (x0, y0), grey)
    if plain is not None and (not second_cut or _solid_block(plain.picture)):
        # The stroke detector keeps only what is narrower than its kernel: of the blank's
        # solid block it leaves a rim or a bar, which reads as a letter (I).
        return plain
    stroked = _mark_in(_stroke_dark_mask(crop), crop, cx - x0, cy - y0, cell, (x0, y0), grey)
    if plain is None:
        return stroked if stroked is not None else Glyph(None, 0.0, (cx, cy))
    if stroked is None:
        return plain
    return replace(plain, stroked=stroked.picture)


def _solid_block(picture: np.ndarray | None) -> bool:
    """A mark that fills its squarish box: the blank face's block, not a letter (the I and
    the underline bars that fill their boxes are long and thin)."""
    if picture is None:
        return False
    ys, xs = np.nonzero(picture > 127)
    if len(xs) == 0:
        return False
    height, width = int(np.ptp(ys)) + 1, int(np.ptp(xs)) + 1
    return 0.6 < height / width < 1.6 and len(xs) > _CUT.solid * height * width


def _mark_in(
    dark: np.ndarray,
    crop: np.ndarray,
    centre_x: float,
    centre_y: float,
    cell: float,
    origin: tuple[int, int],
    grey: bool = True,
) -> Glyph | None:
    """The mark nearest the die centre in a crop's ink mask, with the small marks beside it."""
    x0, y0 = origin
    count, labels, stats, centroids = cv2.connectedComponentsWithStats(dark)
    cell_area = cell * cell
    height, width = dark.shape
    candidates: list[tuple[float, int]] = []
    for strict in (True, False):
        for label in range(1, count):
            x, y, w, h, area = stats[label]
            if area < 0.006 * cell_area or area > 0.45 * cell_area:
                continue
            touches = x == 0 or y == 0 or x + w >= width or y + h >= height
            if touches and strict:
                continue  # gaps between dice and the tray run into the crop's border
            if max(w, h) < 0.14 * cell or max(w, h) > 0.9 * cell:
                continue
            dx = (centroids[label][0] - centre_x) / cell
            dy = (centroids[label][1] - centre_y) / cell
            if touches and dx * dx + dy * dy > 0.3**2:
                continue
            weight = area * np.exp(-(dx * dx + dy * dy) / (2 * 0.28**2))
            candidates.append((float(weight), label))
        if candidates:
            break
    if not candidates:
        return None
    candidates.sort(reverse=True)
    main = candidates[0][1]
    mx, my, mw, mh, _ = stats[main]
    keep = [main]
    for label in range(1, count):
        if label == main:
            continue
        x, y, w, h, area = stats[label]
        if area < 0.002 * cell_area or x == 0 or y == 0 or x + w >= width or y + h >= height:
            continue
        # A bar, dots or accent close to the letter; or, a little farther, the second letter
        # of a two-letter face (the u of Qu) when it sits near the die's centre too.
        dx = (centroids[label][0] - centre_x) / cell
        dy = (centroids[label][1] - centre_y) / cell
        reach = (_CUT.reach_far if dx * dx + dy * dy < _CUT.central**2 else _CUT.reach) * cell
        near = (
            x >= mx - reach and y >= my - reach
            and x + w <= mx + mw + reach and y + h <= my + mh + reach
        )  # fmt: skip
        if near:
            keep.append(label)
    # The kept blobs' pixels, by a lookup from label (np.isin sorts: several times slower).
    chosen = np.zeros(count, np.uint8)
    chosen[keep] = 255
    mask = chosen[labels]
    points = cv2.findNonZero(mask)
    bx, by, bw, bh = cv2.boundingRect(points)
    ink = float(np.count_nonzero(mask)) / cell_area
    centre = (x0 + bx + bw / 2, y0 + by + bh / 2)
    bare = None
    extra = float(stats[keep[1:], cv2.CC_STAT_AREA].sum()) if len(keep) > 1 else 0.0
    if 0 < extra < _CUT.specks * float(stats[main, cv2.CC_STAT_AREA]):
        alone = (labels == main).astype(np.uint8)
        if grey:
            bare = normalise(soft_ink(crop, alone, dark, cell, (mx, my, mw, mh)))
        else:
            bare = normalise(alone[my : my + mh, mx : mx + mw] * 255)
    if grey:
        cut = soft_ink(crop, (mask > 0).astype(np.uint8), dark, cell, (bx, by, bw, bh))
    else:
        cut = mask[by : by + bh, bx : bx + bw]
    return Glyph(normalise(cut), ink, centre, bare)


def soft_ink(
    crop: np.ndarray,
    mark: np.ndarray,
    dark: np.ndarray,
    cell: float,
    box: tuple[int, int, int, int] | None = None,
) -> np.ndarray:
    """How much ink each pixel of ``crop`` holds, 0 (the die face) to 255 (the mark's core),
    with the dark blobs that are not part of ``mark`` (0/1) wiped out; with ``box`` (x, y,
    width, height), only that part of the crop (the same figures, for a fraction of the work).

    A thresholded mark loses what blur makes faint: the thin bar of an E, the gap inside a D,
    the spine joining an E's arms. The grey levels keep them, measured between the face just
    around the mark (the median of a ring of unmarked pixels a stroke or two away from it) and
    the mark's darkest fifth, so light and contrast do not count."""
    # The ring lies within the wider disc's reach of the mark: only that window is dilated.
    reach = _disc(0.2 * cell).shape[0] // 2
    mark_x, mark_y, mark_width, mark_height = cv2.boundingRect(mark)
    window = _grown(crop.shape, (mark_x, mark_y, mark_width, mark_height), reach)
    near = morphology.dilate(mark[window], _disc(0.1 * cell))
    around = morphology.dilate(mark[window], _disc(0.2 * cell))
    unmarked = (around > 0) & (near == 0) & (dark[window] == 0)
    ring = MaskedPixels(crop[window], unmarked.view(np.uint8))
    core = MaskedPixels(crop[window], mark[window]).percentile(20)
    paper = ring.median() if ring.size >= 8 else core
    x, y, width, height = box if box is not None else (0, 0, crop.shape[1], crop.shape[0])
    part = np.s_[y : y + height, x : x + width]
    if paper - core < 8:  # no contrast to measure against: the thresholded mark as it is
        return mark[part] * 255
    level = np.clip((paper - crop[part].astype(np.float32)) / (paper - core), 0.0, 1.0)
    # A neighbour's edge or a speck left out of the mark stays out, with its blurred rim.
    rim = _grown(crop.shape, (x, y, width, height), 1)
    others = ((dark[rim] > 0) & (mark[rim] == 0)).astype(np.uint8)
    others = cv2.dilate(others, np.ones((3, 3), np.uint8))
    inner = np.s_[y - rim[0].start : y - rim[0].start + height,
                  x - rim[1].start : x - rim[1].start + width]  # fmt: skip
    level[(others[inner] > 0) & (mark[part] == 0)] = 0.0
    return (level * 255).astype(np.uint8)


def _grown(shape: tuple[int, ...], box: tuple[int, int, int, int], by: int) -> tuple[slice, slice]:
    """The rows and columns of ``box`` (x, y, width, height) grown by ``by`` pixels on every
    side, within an image of ``shape``."""
    x, y, width, height = box
    return (
        slice(max(0, y - by), min(shape[0], y + height + by)),
        slice(max(0, x - by), min(shape[1], x + width + by)),
    )


def _disc(diameter: float) -> np.ndarray:
    return morphology.ellipse(max(3, int(diameter) | 1))


def normalise(mask: np.ndarray) -> np.ndarray:
    """Pad a tight glyph mask to a square (keeping its aspect ratio), with a small border, and
    resize to GLYPH_SIZE."""
    h, w = mask.shape
    side = int(max(h, w) * 1.15) + 2
    square = np.zeros((side, side), np.uint8)
    top, left = (side - h) // 2, (side - w) // 2
    square[top : top + h, left : left + w] = mask
    resized = cv2.resize(square, (GLYPH_SIZE, GLYPH_SIZE), interpolation=cv2.INTER_AREA)
    return resized


def _otsu_dark_mask(crop: np.ndarray) -> np.ndarray:
    """Ink pixels: darker than the die face around them."""
    blurred = cv2.GaussianBlur(crop, (3, 3), 0)
    threshold, _ = cv2.threshold(blurred, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    dark = (blurred < threshold).astype(np.uint8)
    return cv2.morphologyEx(dark, cv2.MORPH_OPEN, np.ones((2, 2), np.uint8))


def _stroke_dark_mask(crop: np.ndarray) -> np.ndarray:
    """Ink pixels: strokes darker than the die face around them.

    A black-hat (closing minus image) with a kernel wider than a stroke keeps thin dark marks
    and drops broad shading, so faint or blurred letters survive uneven light."""
    side = max(5, int(min(crop.shape) * 0.22) | 1)
    blurred = cv2.GaussianBlur(crop, (3, 3), 0)
    hat = morphology.black_hat(blurred, morphology.ellipse(side))
    threshold, _ = cv2.threshold(hat, 0, 255, cv2.THRESH_BINARY + cv2.THRESH_OTSU)
    dark = (hat > max(threshold, 18)).astype(np.uint8)
    return cv2.morphologyEx(dark, cv2.MORPH_OPEN, np.ones((2, 2), np.uint8))
