"""``boggle-lens stats --plot``: the score and word distributions and the points by word length,
drawn with OpenCV into one PNG. Imported only when asked for, as OpenCV and numpy load slowly."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from types import ModuleType
from typing import TYPE_CHECKING

from boggle_lens.errors import UsageError
from solver.stats import ChunkStats

if TYPE_CHECKING:
    import numpy as np

_PANEL_W, _PANEL_H, _MARGIN = 520, 300, 40
_BARS = 40  # histogram bins
_BLUE, _BLACK, _WHITE = (180, 110, 40), (30, 30, 30), (255, 255, 255)


def write_plot(total: ChunkStats, path: str) -> None:
    try:
        import cv2
        import numpy as np
    except ImportError as error:
        raise UsageError(f"--plot needs OpenCV and numpy ({error})") from None
    image = np.full((_PANEL_H + 2 * _MARGIN, 3 * _PANEL_W + 4 * _MARGIN, 3), 255, np.uint8)
    panels = (
        ("score per board", _histogram(total.scores)),
        ("words per board", _histogram(total.words)),
        (
            "mean points by word length",
            [(str(n), p / total.boards) for n, p in sorted(total.length_points.items())],
        ),
    )
    for number, (title, bars) in enumerate(panels):
        left = _MARGIN + number * (_PANEL_W + _MARGIN)
        _draw_bars(cv2, image, left, title, bars)
    if not cv2.imwrite(path, image):
        raise UsageError(f"cannot write the plot to {path}")


def _histogram(values: Sequence[int]) -> list[tuple[str, float]]:
    """Counts in _BARS equal bins from 0 to the maximum, labelled by the bin's lower edge."""
    top = max(values) + 1
    width = max(1, -(-top // _BARS))
    counts = Counter(value // width for value in values)
    return [(str(bin_ * width), counts[bin_]) for bin_ in range(-(-top // width))]


def _draw_bars(
    cv2: ModuleType, image: np.ndarray, left: int, title: str, bars: list[tuple[str, float]]
) -> None:
    top, bottom = _MARGIN, _MARGIN + _PANEL_H
    cv2.putText(image, title, (left, top - 12), cv2.FONT_HERSHEY_SIMPLEX, 0.55, _BLACK, 1)
    cv2.line(image, (left, bottom), (left + _PANEL_W, bottom), _BLACK, 1)
    highest = max((value for _, value in bars), default=0) or 1
    step = _PANEL_W / max(len(bars), 1)
    label_every = max(1, len(bars) // 8)
    for index, (label, value) in enumerate(bars):
        x0 = int(left + index * step)
        x1 = max(x0 + 1, int(left + (index + 1) * step) - 1)
        y = int(bottom - (_PANEL_H - 10) * value / highest)
        cv2.rectangle(image, (x0, y), (x1, bottom), _BLUE, -1)
        if index % label_every == 0:
            position = (x0, bottom + 16)
            cv2.putText(image, label, position, cv2.FONT_HERSHEY_SIMPLEX, 0.4, _BLACK, 1)
