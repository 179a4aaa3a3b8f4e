"""Remake issue 20's before/after pictures from synthetic photos (no real photo is used).

    PYTHONPATH=$PWD QT_QPA_PLATFORM=offscreen python docs/issue-20/make_shots.py path OUT.png
    PYTHONPATH=$PWD QT_QPA_PLATFORM=offscreen python docs/issue-20/make_shots.py grid OUT.png

``path``: an angled 4x4 board with 10 of its 16 dice read unsure, the word "points" selected.
``grid``: the same kind of board, rendered at 4032x3024 and stored sideways with EXIF
orientation 6 (as a phone does), read by the real reader.
"""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

import cv2
from PIL import Image
from PySide6.QtCore import QSettings

from gui.qt.app import application, take_screenshot
from gui.qt.main_window import MainWindow
from gui.qt.settings import AppSettings
from solver import Board
from synth import render_board
from vision.result import BoardReading, DieReading

BOARD = Board.parse("CATS/ROPE/MINT/LUGS")
UNSURE = [(0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2), (2, 3), (3, 2)]


class Shot:
    """The arguments ``take_screenshot`` reads."""

    def __init__(self, photo: Path, select: str | None) -> None:
        self.photo = str(photo)
        self.select = select


def unsure_reader(photo_path: Path) -> Callable[..., BoardReading]:
    photo = render_board(BOARD, seed=7, tilt=28.0, spin=-8.0)
    assert cv2.imwrite(str(photo_path), photo.image)
    dice = []
    for index, outline in enumerate(photo.die_outlines):
        row, col = divmod(index, BOARD.cols)
        unsure = (row, col) in UNSURE
        face = BOARD.face((row, col))
        dice.append(
            DieReading(row, col, face, 0.3 if unsure else 0.97, (("O", 0.9),) if unsure else (),
                       photo.rotations[row][col], outline)
        )  # fmt: skip
    height, width = photo.image.shape[:2]
    reading = BoardReading(4, 4, tuple(dice), photo.board_outline, (width, height))
    return lambda _image, **_kwargs: reading


def turned_phone_photo(path: Path) -> None:
    photo = render_board(BOARD, seed=11, tilt=30.0, spin=0.0, size=(4032, 3024))
    upright = Image.fromarray(cv2.cvtColor(photo.image, cv2.COLOR_BGR2RGB))
    stored = upright.transpose(Image.Transpose.ROTATE_90)  # orientation 6 turns it back
    exif = stored.getexif()
    exif[0x0112] = 6
    stored.save(path, quality=90, exif=exif.tobytes())


def main(kind: str, out: Path) -> int:
    application()
    with tempfile.TemporaryDirectory() as folder:
        settings = AppSettings(QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat))
        photo = Path(folder) / "board.jpg"
        if kind == "path":
            window = MainWindow(settings, reader=unsure_reader(photo))
            args = Shot(photo, "points")
        else:
            turned_phone_photo(photo)
            window = MainWindow(settings)
            args = Shot(photo, None)
        window.resize(1100, 720)
        window.show()
        status = take_screenshot(window, args, out)  # type: ignore[arg-type]
        window.close()
        return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], Path(sys.argv[2])))
