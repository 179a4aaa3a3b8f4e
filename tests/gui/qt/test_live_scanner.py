"""The live scanner in the app, on rendered hand-held clips played through Qt Multimedia: it
captures the right board on its own or with the Capture button, a video dropped on it is
scanned, a source that ends or fails leaves a message and a working app, and cameras (a fake
list) are chosen, remembered, and missed when unplugged or absent."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_testing import TEST_CAMERA, TRUE_BOARD, FakeCamera, open_and_wait
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtMultimedia import QCameraDevice
from PySide6.QtWidgets import QApplication

from gui.model.live_scan import LiveState
from gui.qt.camera import CameraChoice, QtCameraSource
from gui.qt.live_scanner import LiveScanner
from gui.qt.main_window import MainWindow
from synth.clip import Shake, SynthClip, render_clip, write_video

# Small frames and 8 frames a second keep each clip a few seconds long and quick to read.
CLIP_SIZE = (640, 360)
# A hand holding the phone still, as auto-capture wants; the default Shake is a shaky one.
STEADY_HAND = Shake(
    turn=0.2, zoom=0.002, shift=0.002, jitter=0.001, blurred=0.1, noise=(1.0, 3.0), flicker=0.02
)
READ_TIMEOUT_MS = 60_000  # reading five frames takes seconds on a loaded two-core machine


@pytest.fixture(scope="module")
def steady_clip() -> SynthClip:
    return render_clip(TRUE_BOARD, 5, count=24, size=CLIP_SIZE, pan_in=4, shake=STEADY_HAND)


@pytest.fixture(scope="module")
def shaky_clip() -> SynthClip:
    return render_clip(TRUE_BOARD, 6, count=24, size=CLIP_SIZE, pan_in=0)


def write(clip: SynthClip, path: Path) -> Path:
    return write_video(clip.frames, path, fps=clip.fps)


def scanner_of(window: MainWindow) -> LiveScanner:
    scanner = window.photos.live.scanner
    assert scanner is not None
    return scanner


def drop_file(widget, path: Path) -> None:
    """Drag a file over ``widget`` and drop it there, as a file manager does."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    centre = widget.rect().center()
    action, buttons, keys = (
        Qt.DropAction.CopyAction,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    enter = QDragEnterEvent(centre, action, mime, buttons, keys)
    assert QApplication.sendEvent(widget, enter) and enter.isAccepted()
    drop = QDropEvent(QPointF(centre), action, mime, buttons, keys)
    assert QApplication.sendEvent(widget, drop) and drop.isAccepted()


def test_a_video_is_scanned_and_captured_on_its_own(
    make_window, qtbot, tmp_path, steady_clip, monkeypatch
):
    window = make_window()
    video = write(steady_clip, tmp_path / "steady.mp4")
    monkeypatch.setattr(
        "gui.qt.live_launch.QFileDialog.getOpenFileName", lambda *a, **k: (str(video), "")
    )
    window.actions.scan_video.trigger()
    scanner = scanner_of(window)
    assert scanner.isVisible() and scanner.auto_check.isChecked()
    qtbot.waitUntil(lambda: scanner.view.outline_shown, timeout=10_000)
    # The letters read are shown over the frame before the board goes to the main window.
    qtbot.waitUntil(lambda: scanner.status.text().startswith("Read:"), timeout=READ_TIMEOUT_MS)
    assert scanner.status.text() == "Read: CATS / ROPE / MINT / LUGS"
    faces = [TRUE_BOARD.face((row, col)) for row in range(4) for col in range(4)]
    assert sorted(scanner.view.letters) == sorted(faces)
    with qtbot.waitSignal(window.reading_finished, timeout=5_000) as finished:
        pass
    assert finished.args == [True]
    document = window.document
    assert document.board == TRUE_BOARD
    assert document.photo is not None and document.photo.name.startswith("scan-")
    assert document.photo.parent == tmp_path / "snapshots"
    assert document.has_photo_overlay and window.view.showing_photo
    assert not scanner.isVisible()
    assert str(document.photo) in window.model.memory.recent_files


def test_capture_button_on_a_dropped_video_while_a_camera_scans(
    make_window, qtbot, tmp_path, steady_clip, shaky_clip, app_settings
):
    camera = FakeCamera(video=write(shaky_clip, tmp_path / "camera.avi"))
    window = make_window(camera=camera)
    qtbot.waitUntil(window.actions.camera.isEnabled)
    window.actions.camera.trigger()
    scanner = scanner_of(window)
    assert camera.opened == [(TEST_CAMERA.id, None)]
    assert scanner.camera_combo.currentText() == "Test camera"
    qtbot.mouseClick(scanner.auto_check, Qt.MouseButton.LeftButton)
    assert not scanner.scan.auto_capture and app_settings.live_auto_capture is False
    drop_file(scanner.view.viewport(), write(steady_clip, tmp_path / "dropped.mp4"))
    assert "dropped.mp4" in scanner.windowTitle()
    qtbot.waitUntil(lambda: scanner.scan.outlines_found >= 2, timeout=10_000)
    with qtbot.waitSignal(window.reading_finished, timeout=READ_TIMEOUT_MS) as finished:
        qtbot.mouseClick(scanner.capture_button, Qt.MouseButton.LeftButton)
    assert finished.args == [True]
    assert window.document.board == TRUE_BOARD
    assert window.document.photo is not None and window.document.photo.name.startswith("scan-")


def test_a_video_cut_short_ends_with_a_message_and_the_app_carries_on(
    make_window, qtbot, tmp_path, steady_clip, app_settings, photo_path
):
    app_settings.live_auto_capture = False
    window = make_window()
    whole = write(steady_clip, tmp_path / "whole.avi")
    cut = tmp_path / "cut.avi"
    cut.write_bytes(whole.read_bytes()[: whole.stat().st_size // 2])
    window.photos.open_photo(cut)  # a video opened as a photo goes to the scanner
    scanner = scanner_of(window)
    qtbot.waitUntil(lambda: scanner.scan.state is LiveState.ENDED, timeout=15_000)
    assert "cut short" in scanner.status.text()
    assert scanner.scan.frames_seen > 0 and scanner.capture_button.isEnabled()
    before = window.document
    close = next(
        b for b in scanner.findChildren(type(scanner.capture_button)) if b.text() == "Close"
    )
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not scanner.isVisible() and window.document == before
    assert open_and_wait(qtbot, window, photo_path)  # the app still reads photos


def test_a_video_dropped_on_the_main_window_opens_the_scanner(
    make_window, qtbot, tmp_path, shaky_clip
):
    window = make_window()
    before = window.document
    drop_file(window, write(shaky_clip, tmp_path / "table.avi"))
    scanner = scanner_of(window)
    assert scanner.isVisible() and scanner.windowTitle() == "Scan a board: table.avi"
    qtbot.waitUntil(lambda: scanner.view.frames_shown > 0, timeout=10_000)
    scanner.reject()
    assert window.document == before and window.model.reading.current is None


def test_a_file_that_is_not_a_video_fails_with_a_message(make_window, qtbot, tmp_path):
    window = make_window()
    broken = tmp_path / "holiday.mp4"
    broken.write_bytes(b"not a video at all" * 100)
    before = window.document
    window.photos.live.scan_video(broken)
    scanner = scanner_of(window)
    qtbot.waitUntil(lambda: scanner.scan.state is LiveState.FAILED, timeout=10_000)
    assert "Could not play holiday.mp4" in scanner.status.text()
    assert "c62828" in scanner.status.styleSheet()  # in red
    assert not scanner.capture_button.isEnabled()  # no frame to read
    scanner.reject()
    assert window.document == before


def test_no_camera_disables_the_action_with_the_reason(qtbot, app_settings, tmp_path):
    window = MainWindow(app_settings, camera=QtCameraSource(lambda: []), snapshot_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: not window.actions.camera.isEnabled())
    assert window.actions.camera.toolTip() == "Camera unavailable: No camera found on this computer"
    assert window.actions.scan_video.isEnabled()  # a video still goes through the scanner


def test_a_camera_that_fails_says_so(make_window, qtbot):
    window = make_window(camera=QtCameraSource(lambda: [QCameraDevice()]))
    qtbot.waitUntil(window.actions.camera.isEnabled)
    window.actions.camera.trigger()
    scanner = scanner_of(window)
    qtbot.waitUntil(lambda: scanner.scan.state is LiveState.FAILED, timeout=5_000)
    assert scanner.status.text().startswith("The camera failed")
    scanner.reject()
    assert window.isVisible() and window.actions.camera.isEnabled()


def test_a_camera_unplugged_mid_scan_says_so_and_keeps_what_it_saw(
    make_window, qtbot, tmp_path, shaky_clip
):
    camera = FakeCamera(video=write(shaky_clip, tmp_path / "camera.mp4"))
    window = make_window(camera=camera)
    qtbot.waitUntil(window.actions.camera.isEnabled)
    window.actions.camera.trigger()
    scanner = scanner_of(window)
    qtbot.waitUntil(lambda: scanner.scan.frames_seen >= 1, timeout=10_000)
    camera.choices.clear()
    assert scanner._device_watch is not None
    scanner._device_watch.videoInputsChanged.emit()  # what Qt Multimedia says on unplugging
    assert scanner.scan.state is LiveState.FAILED
    assert scanner.status.text() == "camera.mp4 was disconnected."
    assert scanner.camera_combo.currentText() == "No camera"
    assert scanner.capture_button.isEnabled()  # the frames seen can still be read


def test_the_camera_and_resolution_chosen_are_kept(make_window, qtbot, tmp_path, shaky_clip):
    second = CameraChoice("desk-camera", "Desk camera", ((1920, 1080), (1280, 720)))
    camera = FakeCamera(
        choices=[TEST_CAMERA, second], video=write(shaky_clip, tmp_path / "camera.mp4")
    )
    window = make_window(camera=camera)
    qtbot.waitUntil(window.actions.camera.isEnabled)
    window.actions.camera.trigger()
    scanner = scanner_of(window)
    qtbot.keyClick(scanner.camera_combo, Qt.Key.Key_Down)
    assert camera.opened[-1] == ("desk-camera", None)
    assert window.settings.live_camera == "desk-camera"
    assert [scanner.resolution_combo.itemText(i) for i in range(3)] == [
        "Camera's own",
        "1920 x 1080",
        "1280 x 720",
    ]
    qtbot.keyClick(scanner.resolution_combo, Qt.Key.Key_Down)
    assert camera.opened[-1] == ("desk-camera", (1920, 1080))
    assert window.settings.live_resolution == (1920, 1080)
    scanner.reject()
    qtbot.waitUntil(lambda: window.photos.live.scanner is None)
    window.actions.camera.trigger()  # a new scanner window: the same choice
    scanner = scanner_of(window)
    assert camera.opened[-1] == ("desk-camera", (1920, 1080))
    assert scanner.camera_combo.currentText() == "Desk camera"
    assert scanner.resolution_combo.currentText() == "1920 x 1080"
    scanner.reject()
