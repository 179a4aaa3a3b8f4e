"""Shared pieces of the GUI tests: a known board, a fake reader and camera, scene queries."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from model_testing import MISREAD_CELL, MISREAD_FACE, TRUE_BOARD, reading_from_synth
from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QGraphicsItem

from gui.qt.board_render import ROLE_CELL, ROLE_KIND, ROLE_STEP
from gui.qt.board_view import BoardView
from gui.qt.camera import CameraChoice
from gui.qt.main_window import MainWindow
from vision.result import BoardReading

__all__ = ["MISREAD_CELL", "MISREAD_FACE", "TRUE_BOARD", "reading_from_synth"]


@dataclass
class FakeReader:
    """Stands in for ``vision.read_board``: returns a fixed reading or raises a fixed error."""

    reading: BoardReading | None = None
    error: Exception | None = None
    calls: list[object] = field(default_factory=list)
    languages: list[str | None] = field(default_factory=list)  # each call's ``language``

    def __call__(
        self,
        image: object,
        *,
        progress: Callable[[str, float], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
        language: str | None = None,
    ) -> BoardReading:
        self.calls.append(image)
        self.languages.append(language)
        if progress is not None:
            progress("locate", 0.5)
        if self.error is not None:
            raise self.error
        assert self.reading is not None
        return self.reading


TEST_CAMERA = CameraChoice("test-camera", "Test camera", ((1280, 720), (640, 480)))


@dataclass
class FakeCamera:
    """Stands in for the system's cameras: a fixed list, and a video file played as the feed
    of whichever camera is opened (``video``), which says it is a camera."""

    choices: list[CameraChoice] = field(default_factory=lambda: [TEST_CAMERA])
    usable: bool = True
    reason: str = ""
    video: Path | None = None
    opened: list[tuple[str, object]] = field(default_factory=list)

    def availability(self) -> tuple[bool, str]:
        return self.usable, self.reason

    def cameras(self) -> list[CameraChoice]:
        return list(self.choices)

    def open(self, camera_id: str, resolution: object, parent: QObject):
        from gui.qt.live_feeds import VideoFeed

        if camera_id not in [camera.id for camera in self.choices]:
            raise KeyError(camera_id)
        self.opened.append((camera_id, resolution))

        class CameraStandIn(VideoFeed):
            @property
            def is_camera(self) -> bool:
                return True

        assert self.video is not None, "give the fake camera a video to show"
        return CameraStandIn(self.video, parent)


def open_and_wait(qtbot, window: MainWindow, path: Path) -> bool:
    with qtbot.waitSignal(window.reading_finished, timeout=20000) as blocker:
        window.open_photo(path)
    return bool(blocker.args[0])


def items_of_kind(view: BoardView, kind: str) -> list[QGraphicsItem]:
    return [item for item in view.scene().items() if item.data(ROLE_KIND) == kind]


def die_cells(view: BoardView) -> list[tuple[int, int]]:
    return sorted(tuple(item.data(ROLE_CELL)) for item in items_of_kind(view, "die"))


def path_steps(view: BoardView) -> list[tuple[int, int]]:
    """The dice the drawn path visits, in step order."""
    steps = sorted(items_of_kind(view, "path-step"), key=lambda item: item.data(ROLE_STEP))
    return [tuple(item.data(ROLE_CELL)) for item in steps]


def click_die(qtbot, view: BoardView, cell: tuple[int, int]) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.die_centre(cell))


def words_in_table(window) -> set[str]:
    model = window.words.model
    return {model.word_at(row).word for row in range(model.rowCount())}
