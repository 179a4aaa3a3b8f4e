"""A blurred board looked at again with its blur undone.

A hand that moves while the shutter is open smears every die the same way: along one line, of
one length. Undoing a smear of the wrong length or direction only adds ripples, so the smears
tried are many (``_BLURS``: lengths in die pitches, every 15 degrees) and the network chooses:
each is undone (Wiener deconvolution) on a small copy of the board, where the network reads
the dice in one forward pass, and the few it reads surest are undone on the board itself for
the reader to read in full (vision.recognisers). Nothing here decides whether a reading got
better; the caller compares confidences.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from vision.lattice import Lattice
from vision.net import NET_INNER, NET_SIDE, FaceNet, net_patch
from vision.params import PARAMS

_DEBLUR = PARAMS.deblur
# Every smear tried: (length in die pitches, direction in degrees).
_BLURS = tuple(
    (length, float(degrees))
    for length in _DEBLUR.lengths
    for degrees in range(0, 180, _DEBLUR.degree_step)
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


def unblurred_boards(gray: np.ndarray, lattice: Lattice, net: FaceNet) -> list[Unblurred]:
    """The squared-up board ``gray`` with a smear undone, for each of the ``tries`` smears
    whose undoing the network reads surest (the mean log-probability of each die's likeliest
    face, one upright view per die), surest first."""
    pitch = float(np.median(lattice.pitch))
    scale = NET_SIDE / NET_INNER / pitch  # the network's own scale: its patches need no resizing
    small = cv2.resize(gray, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)
    boards = deconvolved(small, [_kernel(blur, pitch * scale) for blur in _BLURS])
    centres = lattice.centres * scale
    patches = [
        net_patch(board, float(x), float(y), pitch * scale) for board in boards for x, y in centres
    ]
    faces = net.upright_probabilities(patches)[:, : net.not_a_die].max(axis=1)
    sureness = np.log(np.maximum(faces, 1e-6)).reshape(len(boards), -1).mean(axis=1)
    chosen = [_BLURS[blur] for blur in np.argsort(-sureness, kind="stable")[: _DEBLUR.tries]]
    sharp = deconvolved(gray, [_kernel(blur, pitch) for blur in chosen])
    return [Unblurred(board, *blur) for board, blur in zip(sharp, chosen, strict=True)]


def _kernel(blur: tuple[float, float], pitch: float) -> np.ndarray:
    length, degrees = blur
    return motion_kernel(max(length * pitch, 1.0), degrees)
