"""A blurred board looked at again with its blur undone.

A hand that moves while the shutter is open smears every die the same way: along one line, of
one length. Undoing a smear of the wrong length or direction only adds ripples, so the smears
tried are many (lengths in die pitches, directions every ``degree_step`` degrees) and the
network chooses. Choosing costs network passes, so it is done where it is cheap:

1. On a small copy of the board, at the network's own scale, each smear is undone (Wiener
   deconvolution) and the network reads, in one upright pass, only the ``rank_dice`` dice the
   photo read least surely: the ones a smear undone has to bring back. First every other
   direction (a coarse grid), then the directions and lengths next to the ``refine`` best.
2. The ``tries`` best are undone on the board itself, surest first, for the reader to read in
   full, marks too (vision.recognisers).

Nothing here decides whether a reading got better; the caller compares confidences.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from vision.lattice import Lattice
from vision.net import NET_INNER, NET_SIDE, FaceNet, net_patch
from vision.params import PARAMS

_DEBLUR = PARAMS.deblur
_DIRECTIONS = 180 // _DEBLUR.degree_step  # a line turned half a turn is the same line
# A smear as (index into the lengths, index into the directions).
Smear = tuple[int, int]
# The coarse grid ranked first: every length, every other direction.
_COARSE: tuple[Smear, ...] = tuple(
    (length, direction)
    for length in range(len(_DEBLUR.lengths))
    for direction in range(0, _DIRECTIONS, 2)
)


def motion_kernel(length: float, degrees: float) -> np.ndarray:
    """A normalised line of ``length`` pixels at ``degrees``: the blur of a camera that moved
    while the shutter was open."""
    side = int(np.ceil(length)) | 1
    kernel = np.zeros((side, side), np.float32)
    centre = side / 2 - 0.5
    dx, dy = np.cos(np.radians(degrees)) * length / 2, np.sin(np.radians(degrees)) * length / 2
    # The ends to an eighth of a pixel (cv2.line's 3 fractional bits), so short lines keep
    # their length and angle.
    start, end = ((round((centre + s * dx) * 8), round((centre + s * dy) * 8)) for s in (-1, 1))
    cv2.line(kernel, start, end, 1.0, 1, cv2.LINE_AA, shift=3)
    return kernel / max(float(kernel.sum()), 1e-6)


def deconvolved(gray: np.ndarray, kernels: list[np.ndarray]) -> np.ndarray:
    """``gray`` (uint8) with each of ``kernels``' blur undone by Wiener deconvolution at the
    noise-to-signal ratio of the params: (len(kernels), height, width) uint8. The board is
    mirrored at its edges first, so the edges do not ripple."""
    pad = max(kernel.shape[0] for kernel in kernels)
    padded = cv2.copyMakeBorder(gray.astype(np.float32), pad, pad, pad, pad, cv2.BORDER_REFLECT)
    height, width = padded.shape
    spectrum = np.fft.rfft2(padded)
    sharp = np.empty((len(kernels), *gray.shape), np.uint8)
    # One kernel at a time: a stack of 72 spectra would hold some 70 MB at once.
    for index, kernel in enumerate(kernels):
        half = kernel.shape[0] // 2
        placed = np.zeros((height, width), np.float32)
        placed[: kernel.shape[0], : kernel.shape[1]] = kernel
        # Centred on the origin, so the image does not shift.
        transfer = np.fft.rfft2(np.roll(placed, (-half, -half), axis=(0, 1)))
        wiener = np.conj(transfer) / (np.abs(transfer) ** 2 + _DEBLUR.noise)
        restored = np.fft.irfft2(spectrum * wiener, s=(height, width))
        sharp[index] = np.clip(restored[pad:-pad, pad:-pad], 0, 255)
    return sharp


@dataclass(frozen=True)
class Unblurred:
    """The squared-up board with one smear undone."""

    board: np.ndarray  # uint8, as the board it came from
    length: float  # of the smear undone, in die pitches
    degrees: float  # its direction, clockwise from the board's rows (image y points down)


def unblurred_boards(
    gray: np.ndarray, lattice: Lattice, net: FaceNet, die_sureness: np.ndarray
) -> list[Unblurred]:
    """The squared-up board ``gray`` with a smear undone, for each of the ``tries`` smears
    whose undoing the network reads surest, surest first. ``die_sureness``: how sure the photo
    itself is of each die (row-major), which picks the dice the smears are ranked on."""
    pitch = float(np.median(lattice.pitch))
    scale = NET_SIDE / NET_INNER / pitch  # the network's own scale: its patches need no resizing
    small = cv2.resize(gray, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    unsure = np.argsort(die_sureness, kind="stable")[: _DEBLUR.rank_dice]
    centres = lattice.centres[unsure] * scale

    def ranked(smears: list[Smear]) -> dict[Smear, float]:
        boards = deconvolved(small, [_kernel(smear, pitch * scale) for smear in smears])
        patches = [
            net_patch(board, float(x), float(y), pitch * scale)
            for board in boards
            for x, y in centres
        ]
        return dict(zip(smears, _sureness(net, patches, len(smears)), strict=True))

    sureness = ranked(list(_COARSE))
    sureness |= ranked(_neighbours(_surest(sureness, _DEBLUR.refine), set(sureness)))
    chosen = _surest(sureness, _DEBLUR.tries)
    sharp = deconvolved(gray, [_kernel(smear, pitch) for smear in chosen])
    return [
        Unblurred(board, _DEBLUR.lengths[length], _degrees((length, direction)))
        for board, (length, direction) in zip(sharp, chosen, strict=True)
    ]


def _sureness(net: FaceNet, patches: list[np.ndarray], boards: int) -> np.ndarray:
    """Per board, the mean log-probability of its dice's likeliest faces, from the upright
    view alone (``patches``: each board's dice ranked, in turn)."""
    faces = net.upright_probabilities(patches)[:, : net.not_a_die].max(axis=1)
    return np.log(np.maximum(faces, 1e-6)).reshape(boards, -1).mean(axis=1)


def _surest(sureness: dict[Smear, float], count: int) -> list[Smear]:
    """The ``count`` smears of highest sureness; of equals, the first ranked."""
    return sorted(sureness, key=lambda smear: -sureness[smear])[:count]


def _neighbours(smears: list[Smear], ranked: set[Smear]) -> list[Smear]:
    """The smears a length step and a direction step from any of ``smears``, not yet
    ``ranked``, in order."""
    near = {
        (length + step, (direction + turn) % _DIRECTIONS)
        for length, direction in smears
        for step in (-1, 0, 1)
        for turn in (-1, 0, 1)
        if 0 <= length + step < len(_DEBLUR.lengths)
    }
    return sorted(near - ranked)


def _degrees(smear: Smear) -> float:
    return float(smear[1] * _DEBLUR.degree_step)


def _kernel(smear: Smear, pitch: float) -> np.ndarray:
    return motion_kernel(max(_DEBLUR.lengths[smear[0]] * pitch, 1.0), _degrees(smear))
