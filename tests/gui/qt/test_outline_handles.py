"""The outline's corners as handles on the correction screen: dragged with real mouse events,
moved with the keys, read again in the background, undone, and fixing a lost board."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import cv2
import numpy as np
import pytest
from gui_testing import TRUE_BOARD, click_die, items_of_kind
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QGraphicsItem

from gui.model.outline import default_outline, same_quad
from vision import read_board
from vision.result import BoardReading, Quad


@dataclass
class MisplacingReader:
    """The real reader, which outlines the board wrong when left to find it (``wrong``: its
    bottom-right corner pulled into the board, as a reader that misplaces an outline does);
    inside the corners the player gives, it reads as it always does."""

    wrong: Quad
    trays: list[Quad | None] = field(default_factory=list)

    def __call__(
        self,
        image: object,
        *,
        progress: Callable[[str, float], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
        language: str | None = None,
        tray: Quad | None = None,
    ) -> BoardReading:
        self.trays.append(tray)
        inside = self.wrong if tray is None else tray
        return read_board(
            image, progress=progress, cancelled=cancelled, language=language, tray=inside
        )


@pytest.fixture
def right_outline(synth_photo) -> Quad:
    reading = read_board(synth_photo.image)
    assert reading.board == TRUE_BOARD
    return reading.board_outline


@pytest.fixture
def wrong_outline(right_outline) -> Quad:
    corners = np.array(right_outline, float)
    corners[2] -= 0.3 * np.ptp(corners[:, 0])
    return tuple(map(tuple, corners.tolist()))


def _drag(qtbot, view, start: QPoint, end: QPoint, steps: int = 6) -> None:
    """A left-button drag as a person makes it: press, a few moves, release."""
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, steps + 1):
        at = start + (end - start) * (step / steps)
        qtbot.mouseMove(viewport, pos=at)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def _view_point(view, xy: tuple[float, float]) -> QPoint:
    return view.mapFromScene(*xy)


def _read_after(qtbot, window, act: Callable[[], None]) -> bool:
    with qtbot.waitSignal(window.reading_finished, timeout=60000) as blocker:
        act()
    return bool(blocker.args[0])


def test_drag_a_corner_of_a_wrong_outline_and_the_board_reads_right(
    make_window, qtbot, photo_path, wrong_outline, right_outline
):
    reader = MisplacingReader(wrong_outline)
    window = make_window(reader)
    assert _read_after(qtbot, window, lambda: window.open_photo(photo_path))
    view, document = window.view, window.document
    assert document.board != TRUE_BOARD
    assert len(document.uncertain_cells()) > document.board.size // 2
    # The lost board says what to do, with three ways on.
    banner = window.banner
    assert "Drag the four corners" in banner.plain_text
    assert [banner.action_button.text(), *(b.text() for b in banner.more_buttons)] == [
        "Move the corners",
        "Take the photo again",
        "Type the board",
    ]
    # Four handles at the outline's corners, the same size on screen whatever the zoom.
    handles = items_of_kind(view, "outline-handle")
    assert len(handles) == 4
    assert all(
        h.flags() & QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations for h in handles
    )
    # The reader read inside its wrong outline (grown a little: vision.given).
    wrong_read = document.reading.board_outline
    assert same_quad(view.corners.quad, wrong_read)
    assert np.allclose(wrong_read, wrong_outline, atol=0.05 * np.ptp(np.array(wrong_outline)))

    start, end = view.corners.handle_at(2), _view_point(view, right_outline[2])
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    middle = start + (end - start) / 2
    qtbot.mouseMove(viewport, pos=middle)
    # The grid follows the corner live, before anything is read.
    grid = items_of_kind(view, "outline-grid")[0]
    assert grid.isVisible()
    held = view.mapToScene(middle)
    assert np.allclose(view.corners.quad[2], (held.x(), held.y()), atol=1.5)
    assert reader.trays == [None]
    with qtbot.waitSignal(window.reading_finished, timeout=60000) as blocker:
        qtbot.mouseMove(viewport, pos=end)
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
        # Read in the background, with the progress and Cancel of a photo.
        assert window.progress.cancel_button.isVisibleTo(window)
    assert blocker.args[0] is True
    assert reader.trays[-1] is not None
    assert window.document.board == TRUE_BOARD
    assert window.document.uncertain_cells() == []
    assert np.allclose(window.document.outline[2], right_outline[2], atol=3)
    assert window.model.words.solution.board == TRUE_BOARD

    # Undo puts the outline (and the board read inside it) back; Redo moves it again.
    window.undo_actions.undo.trigger()
    assert same_quad(window.document.outline, wrong_read)
    assert same_quad(view.corners.quad, wrong_read)
    assert window.document.board != TRUE_BOARD
    window.undo_actions.redo.trigger()
    assert window.document.board == TRUE_BOARD


def test_a_fixed_die_survives_a_small_move(make_window, qtbot, photo_path, right_outline):
    reader = MisplacingReader(right_outline)
    window = make_window(reader)
    assert _read_after(qtbot, window, lambda: window.open_photo(photo_path))
    view = window.view
    assert window.document.board == TRUE_BOARD
    click_die(qtbot, view, (1, 2))
    qtbot.keyClick(view, Qt.Key.Key_Z)
    assert window.document.board.face((1, 2)) == "Z"
    start = view.corners.handle_at(0)
    assert _read_after(qtbot, window, lambda: _drag(qtbot, view, start, start + QPoint(-4, -3)))
    assert reader.trays[-1] is not None and not same_quad(reader.trays[-1], right_outline)
    document = window.document
    assert document.board.face((1, 2)) == "Z"
    assert document.corrections() == {(1, 2): "Z"}
    assert document.board.with_face((1, 2), TRUE_BOARD.face((1, 2))) == TRUE_BOARD


def test_a_key_picks_a_corner_and_the_arrows_move_it(make_window, qtbot, photo_path, right_outline):
    reader = MisplacingReader(right_outline)
    window = make_window(reader)
    assert _read_after(qtbot, window, lambda: window.open_photo(photo_path))
    view = window.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_F4)
    qtbot.keyClick(view, Qt.Key.Key_F4)
    assert view.corners.picked == 1
    before = view.corners.quad
    scale = view.transform().m11()

    def nudge() -> None:
        qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Up, Qt.KeyboardModifier.ShiftModifier)

    assert _read_after(qtbot, window, nudge)  # read once the keys settle
    moved = view.corners.quad
    assert np.allclose(np.subtract(moved[1], before[1]), (1 / scale, -10 / scale), atol=0.01)
    assert same_quad(moved[:1] + moved[2:], before[:1] + before[2:])
    assert reader.trays[-1] is not None and same_quad(reader.trays[-1], moved)
    assert window.document.board == TRUE_BOARD
    # Escape lets go of the corner: the arrows select dice again.
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert view.corners.picked is None


def test_cancel_puts_the_corners_back(make_window, qtbot, photo_path, right_outline):
    reader = MisplacingReader(right_outline)
    window = make_window(reader)
    assert _read_after(qtbot, window, lambda: window.open_photo(photo_path))
    view = window.view
    start = view.corners.handle_at(3)
    _drag(qtbot, view, start, start + QPoint(30, 10))
    assert window.model.reading.current is not None
    qtbot.mouseClick(window.progress.cancel_button, Qt.MouseButton.LeftButton)
    assert same_quad(window.document.outline, right_outline)
    assert window.document.board == TRUE_BOARD


def test_no_board_found_puts_up_corners_to_drag(make_window, qtbot, tmp_path):
    rng = np.random.default_rng(3)
    path = tmp_path / "wall.png"
    cv2.imwrite(str(path), rng.integers(90, 110, (480, 640, 3), dtype=np.uint8))
    window = make_window()
    assert not _read_after(qtbot, window, lambda: window.open_photo(path))
    document = window.document
    assert same_quad(document.outline, default_outline(640, 480))
    assert len(items_of_kind(window.view, "outline-handle")) == 4
    banner = window.banner
    assert "Drag the four corners" in banner.plain_text
    assert banner.action_button.text() == "Move the corners"
    assert [b.text() for b in banner.more_buttons] == ["Take the photo again", "Type the board"]
    qtbot.mouseClick(banner.action_button, Qt.MouseButton.LeftButton)
    assert window.view.corners.picked == 0
