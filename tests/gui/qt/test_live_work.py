"""The scanner's background work: frames to numpy with their stride, and the outline tracker
looking only at the newest frame, never queueing."""

from __future__ import annotations

import itertools
import threading
import time

import numpy as np
from PySide6.QtGui import QImage

from gui.qt.images import bgr_to_qimage
from gui.qt.live_work import OutlineTracker, qimage_to_bgr

SQUARE = ((1.0, 1.0), (9.0, 1.0), (9.0, 9.0), (1.0, 9.0))


def test_frames_convert_with_their_stride_into_arrays_of_their_own():
    rng = np.random.default_rng(3)
    pixels = rng.integers(0, 256, (7, 5, 3), dtype=np.uint8)  # 5 px wide: padded rows
    rgb = np.ascontiguousarray(pixels[:, :, ::-1])
    padded = np.zeros((7, 16), np.uint8)  # 15 bytes of pixels, 16 a row
    padded[:, :15] = rgb.reshape(7, 15)
    image = QImage(padded.data, 5, 7, 16, QImage.Format.Format_RGB888)
    assert image.bytesPerLine() == 16
    converted = qimage_to_bgr(image)
    assert converted.shape == (7, 5, 3)
    assert np.array_equal(converted, pixels)
    # An RGB32 frame (a video frame's image) comes back as it went in, in memory of its own.
    frame = bgr_to_qimage(pixels)
    out = qimage_to_bgr(frame)
    assert np.array_equal(out, pixels)
    frame.fill(0)  # the array does not point into the image's buffer
    assert np.array_equal(out, pixels)


def test_only_the_newest_frame_is_looked_at(qtbot):
    gate = threading.Event()
    looked_at: list[int] = []

    def finder(frame: np.ndarray):
        gate.wait(5)
        looked_at.append(int(frame[0, 0, 0]))
        return SQUARE, 0.5, True

    tracker = OutlineTracker(finder, min_interval_s=0.0)
    found = []
    tracker.found.connect(found.append)
    for shade in range(1, 11):
        tracker.offer(bgr_to_qimage(np.full((4, 4, 3), shade, np.uint8)), time.monotonic())
    # One being looked at, one waiting (the newest); eight dropped, none queued.
    assert tracker.dropped == 8
    gate.set()
    qtbot.waitUntil(lambda: len(found) == 2, timeout=5000)
    assert looked_at == [1, 10]
    assert found[-1].outline == SQUARE and found[-1].frame.shape == (4, 4, 3)


def test_answers_from_before_a_reset_are_dropped(qtbot):
    gate = threading.Event()
    tracker = OutlineTracker(lambda frame: (gate.wait(5), (SQUARE, 0.5, True))[1], min_interval_s=0)
    found = []
    tracker.found.connect(found.append)
    tracker.offer(bgr_to_qimage(np.zeros((4, 4, 3), np.uint8)), 0.0)
    tracker.reset()
    gate.set()
    assert tracker.wait_idle()
    qtbot.wait(50)
    assert found == [] and tracker.done == 0


def test_frames_are_paced(qtbot):
    looks: list[float] = []

    def finder(frame: np.ndarray) -> tuple[None, float, bool]:
        looks.append(time.monotonic())
        return None, 0.0, False

    tracker = OutlineTracker(finder, min_interval_s=0.2)
    found = []
    tracker.found.connect(found.append)
    frame = bgr_to_qimage(np.zeros((4, 4, 3), np.uint8))
    for _ in range(35):  # a frame every 20 ms, as a fast camera sends
        tracker.offer(frame, time.monotonic())
        qtbot.wait(20)
    qtbot.waitUntil(lambda: tracker.offered - tracker.dropped == len(found), timeout=5000)
    # One look per 0.2 s at most, whatever the machine's speed: a busy machine only spaces the
    # looks further apart, so the gaps have a floor and no ceiling is asserted.
    assert len(found) >= 2 and tracker.dropped > 0
    assert all(later - earlier >= 0.19 for earlier, later in itertools.pairwise(looks))
    assert len(found) < tracker.offered == 35
