"""Grey dilation, erosion and black-hat by an elliptic kernel, equal pixel for pixel to OpenCV's.

OpenCV filters with a kernel that is not a rectangle point by point: for the 31-pixel ellipse
the reader's stroke detector uses on a die (vision.glyphs), some 750 points per pixel, which
made the black-hat the reader's costliest call. An ellipse is a stack of centred horizontal
runs, so the same maximum (or minimum) is taken here row by row: first every run width's
horizontal window over the image (each from two windows of a power-of-two width, which are
built by doubling), then, for each kernel row, that row's window shifted by its offset. Maxima
and minima are exact, so the result is the same as OpenCV's (border pixels count as absent, as
with OpenCV's default border), at about a third of the cost.
"""

from __future__ import annotations

from functools import cache

import cv2
import numpy as np


@cache
def ellipse(side: int) -> np.ndarray:
    """OpenCV's elliptic kernel ``side`` pixels across (read-only: it is shared)."""
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (side, side))
    kernel.setflags(write=False)
    return kernel


def dilate(image: np.ndarray, kernel: np.ndarray) -> np.ndarray:
    """``cv2.dilate(image, kernel)`` (kernel anchored at its centre, default border)."""
    widths = _run_widths(kernel.shape, kernel.tobytes())
    if widths is None or image.dtype != np.uint8 or image.ndim != 2:
        return cv2.dilate(image, kernel)
    return _by_rows(image, widths, np.maximum, 0)


def erode(image: np.ndarray, kernel: np.ndarray) -> np.ndarray:
    """``cv2.erode(image, kernel)`` (kernel anchored at its centre, default border)."""
    widths = _run_widths(kernel.shape, kernel.tobytes())
    if widths is None or image.dtype != np.uint8 or image.ndim != 2:
        return cv2.erode(image, kernel)
    return _by_rows(image, widths, np.minimum, 255)


def black_hat(image: np.ndarray, kernel: np.ndarray) -> np.ndarray:
    """``cv2.morphologyEx(image, cv2.MORPH_BLACKHAT, kernel)``: the closing less the image."""
    return cv2.subtract(erode(dilate(image, kernel), kernel), image)


def _by_rows(
    image: np.ndarray, widths: tuple[int, ...], combine: np.ufunc, absent: int
) -> np.ndarray:
    """The ``combine`` (np.maximum or np.minimum) of ``image`` over a kernel whose row ``i`` is
    a centred run ``widths[i]`` wide; pixels beyond the image are ``absent`` (the identity of
    ``combine``), so they never count."""
    height, width = image.shape
    reach_y, reach_x = len(widths) // 2, max(widths) // 2
    padded = np.full((height + 2 * reach_y, width + 2 * reach_x), absent, np.uint8)
    padded[reach_y : reach_y + height, reach_x : reach_x + width] = image
    # spans[p][:, j]: the combine of padded[:, j : j + p], for p a power of two.
    spans = {1: padded}
    span = 1
    while span * 2 <= max(widths):
        previous = spans[span]
        spans[span * 2] = combine(previous[:, :-span], previous[:, span:])
        span *= 2
    # windows[run][:, x]: the combine of the run centred on column x, on every padded row.
    windows: dict[int, np.ndarray] = {}
    for run in set(widths) - {0}:
        power = 1 << (run.bit_length() - 1)
        start = reach_x - run // 2
        piece = spans[power]
        windows[run] = combine(
            piece[:, start : start + width],
            piece[:, start + run - power : start + run - power + width],
        )
    result = np.full((height, width), absent, np.uint8)
    for row, run in enumerate(widths):
        if run:
            combine(result, windows[run][row : row + height], out=result)
    return result


@cache
def _run_widths(shape: tuple[int, ...], cells: bytes) -> tuple[int, ...] | None:
    """The width of each row's run when every row of the uint8 kernel (``shape``, its bytes
    ``cells``) is empty or one unbroken run of odd width centred on the middle column, and
    both sides are odd; otherwise None (OpenCV then filters)."""
    if (
        len(shape) != 2
        or shape[0] % 2 == 0
        or shape[1] % 2 == 0
        or len(cells) != shape[0] * shape[1]
    ):
        return None
    middle = shape[1] // 2
    widths = []
    for row in np.frombuffer(cells, np.uint8).reshape(shape):
        set_at = np.flatnonzero(row)
        run = len(set_at)
        if run and (
            run % 2 == 0 or set_at[0] != middle - run // 2 or set_at[-1] != middle + run // 2
        ):
            return None
        widths.append(run)
    return tuple(widths) if any(widths) else None
