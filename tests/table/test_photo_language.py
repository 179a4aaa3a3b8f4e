"""A phone's photo is read among the faces of the table's language: its dice, as the words."""

from __future__ import annotations

import random
from pathlib import Path

import cv2
from table_client import TableClient

from solver import Board, Lexicon, roll
from solver.dice import dice_set
from table import TableOptions, open_table


def test_a_photo_at_a_spanish_table_reads_its_n_tilde(tmp_path: Path) -> None:
    from synth import render_board

    grid = [list(row) for row in roll(dice_set("es"), random.Random(2)).grid]
    grid[0][0], grid[1][1] = "Ñ", "N"
    photo = render_board(Board(tuple(tuple(row) for row in grid)), 2).image
    spanish = Lexicon.from_words(["año", "niño"], language="es")
    options = TableOptions(host="127.0.0.1", port=0, folder=tmp_path, warm_reader=False)
    host = open_table(spanish, None, options)
    try:
        png = cv2.imencode(".png", photo)[1].tobytes()
        reading = TableClient(host.url).ok("POST", "api/photo", raw=png)
    finally:
        host.close()
    assert reading["grid"][0][0] == "Ñ" and reading["grid"][1][1] == "N"
