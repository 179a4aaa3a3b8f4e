"""The app's own rendered board, saved as ``boggle-lens gui --board X --screenshot`` saves the
window, reads back as that board: a player can share it and read it again."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from gui.qt.app import run
from solver import Board
from vision import read_board


@pytest.mark.parametrize(
    "text",
    [
        "QAEL/RSTL/NOPI/BDKM",  # Qu, and M and N with the bar under them
        "AN,ER,HE,IN,TH,*/QU,A,B,C,D,E/F,G,H,I,J,K/L,M,N,O,P,R/S,T,U,V,W,X/Y,Z,*,A,E,I",
    ],
)
def test_the_window_screenshot_reads_back_as_its_board(qtbot, tmp_path, text: str):
    board = Board.parse(text)
    out = tmp_path / "window.png"
    args = SimpleNamespace(
        photo=None, board=text, select=None, screenshot=out, rules=None, dict=None
    )
    assert run(args) == 0
    reading = read_board(out)
    assert reading.board == board
    assert min(die.confidence for die in reading.dice) > 0.5
