"""The photo reader benchmark (bench/read_bench.py, bench/reader_timing.py): its figures on
known numbers, its workers, and a whole run on a tiny folder of rendered photos."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import cv2
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # where bench/ lives
from bench import fold_resources, read_bench
from bench.reader_timing import Read, Worker, percentile, slowest, summarise, table
from solver import roll
from synth import render_board

ROOT = Path(__file__).resolve().parents[2]


def test_the_figures_on_known_numbers() -> None:
    seconds = [float(s) for s in range(10, 0, -1)]  # 1..10, in no order
    summary = summarise(seconds)
    # Linear between the closest ranks, as numpy: rank 0.9 * 9 = 8.1 lies between 9 and 10.
    assert summary.median == pytest.approx(5.5)
    assert summary.p90 == pytest.approx(9.1)
    assert summary.p95 == pytest.approx(9.55)
    assert (summary.slowest, summary.n) == (10.0, 10)
    assert percentile([2.0], 95) == 2.0
    assert summarise([]).n == 0
    lines = table([("as taken photos", "this tree", summary, 0.25)]).splitlines()
    assert lines[1].split() == ["as", "taken", "photos", "this", "tree"] + [
        "5.500", "9.100", "9.550", "10.000", "10", "0.250"
    ]  # fmt: skip
    # The header's columns stand over the figures.
    assert lines[0].index("median") + len("median") == lines[1].index("5.500") + len("5.500")


def test_the_slowest_are_named_slowest_first_with_what_went_wrong() -> None:
    reads = [
        Read(0.5, 0.01, "AB/CD", "", (416, 416)),
        Read(2.0, 0.01, None, "no board found", (416, 416)),
        Read(None, 0.0, None, "not an image", None),
        Read(1.0, 0.02, "AB/CD", "", (2112, 1792)),
    ]
    lines = slowest(["a.jpg", "b.jpg", "c.jpg", "d.jpg"], reads, count=2).splitlines()
    assert lines == [
        "    2.000 s  b.jpg  416x416  (read nothing: no board found)",
        "    1.000 s  d.jpg  2112x1792",
    ]


def test_a_worker_imports_the_reader_of_its_own_tree(tmp_path: Path) -> None:
    # A tree whose vision/ is a stub: the worker must read with it, not with this checkout's.
    tree = tmp_path / "tree"
    (tree / "vision").mkdir(parents=True)
    (tree / "vision" / "__init__.py").write_text(
        "from types import SimpleNamespace\n"
        "class VisionError(Exception): pass\n"
        "def read_board(image):\n"
        "    return SimpleNamespace(grid=(('Qu', 'B'), ('C', str(image.shape[0]))))\n"
    )
    (tree / "vision" / "load.py").write_text(
        "import numpy as np\n"
        "from types import SimpleNamespace\n"
        "from vision import VisionError\n"
        "def load_image(path):\n"
        "    if path.name == 'broken.jpg':\n"
        "        raise VisionError('not an image')\n"
        "    return SimpleNamespace(image=np.zeros((7, 9, 3), np.uint8))\n"
    )
    with Worker(tree) as worker:
        assert worker.hello["vision"] == str(tree / "vision" / "__init__.py")
        # The stub tree has no models, and the worker does not take this checkout's instead
        # (through the editable install's finder).
        assert worker.hello["resources"] is None
        read = worker.read(tmp_path / "board.jpg")
        assert (read.text, read.error, read.size) == ("QuB/C7", "", (9, 7))
        assert read.seconds is not None and read.seconds >= 0
        broken = worker.read(tmp_path / "broken.jpg")
        assert (broken.seconds, broken.text, broken.error) == (None, None, "not an image")
        assert broken.outcome == "error: not an image"


def _fake_photos(folder: Path) -> list[list[str]]:
    """Three rendered boards as a photos folder with a manifest; their grids."""
    entries, grids = [], []
    for seed in (3, 4, 5):
        photo = render_board(roll("classic", random.Random(seed)), seed, size=(416, 416))
        file = f"synth/board{seed}.jpg"
        (folder / "synth").mkdir(parents=True, exist_ok=True)
        assert cv2.imwrite(str(folder / file), photo.image)
        grid = [list(row) for row in photo.board.grid]
        entries.append({"file": file, "rows": 4, "cols": 4, "grid": grid, "board_group": seed})
        grids.append(grid)
    (folder / "manifest.json").write_text(json.dumps({"photos": entries}))
    return grids


def test_a_whole_run_on_rendered_photos(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    photos = tmp_path / "photos"
    _fake_photos(photos)
    argv = ["--photos", str(photos), "--baseline", "none", "--limit", "2", "--phone", "1"]
    assert read_bench.main([*argv, "--runs", "1", "--models", "shipped"]) == 0
    out = capsys.readouterr().out
    assert f"this tree: vision from {ROOT / 'vision' / '__init__.py'}" in out
    assert "baseline: none" in out
    rows = {line.split()[0]: line.split() for line in out.splitlines() if "this tree" in line}
    assert rows["as"][-2] == "2" and rows["12"][-2] == "1"  # (n) of each set
    slowest_as_taken = out.split("5 slowest, as taken photos, this tree (read nothing on 0):")[1]
    assert "board3.jpg  416x416" in slowest_as_taken
    assert "board4.jpg  416x416" in slowest_as_taken
    assert "board5.jpg" not in out  # past --limit
    assert "(from 416x416)  4000x3000" in out.split("5 slowest, 12 MP photos")[1]
    assert "read differently" not in out  # one reader: nothing to compare


def test_files_times_only_the_photos_named(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    photos = tmp_path / "photos"
    _fake_photos(photos)
    chosen = tmp_path / "slow.txt"
    chosen.write_text("synth/board4.jpg\n")
    argv = ["--photos", str(photos), "--baseline", "none", "--files", str(chosen)]
    assert read_bench.main([*argv, "--phone", "0", "--runs", "1", "--models", "shipped"]) == 0
    out = capsys.readouterr().out
    rows = {line.split()[0]: line.split() for line in out.splitlines() if "this tree" in line}
    assert rows["as"][-2] == "1"  # (n): the one photo named
    assert "12" not in rows  # --phone 0: no 12 MP set at all, rather than a row of nan
    assert "board4.jpg  416x416" in out
    assert "board3.jpg" not in out and "board5.jpg" not in out


def test_held_out_each_fold_is_read_with_models_that_never_saw_it(
    tmp_path: Path, capsys: pytest.CaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Three boards in three groups, three folds: each photo is read by workers whose models
    are its own fold's (the shipped files under new names here, as training takes minutes)."""
    photos = tmp_path / "photos"
    _fake_photos(photos)
    asked: list[tuple[set[int], list[str]]] = []

    def held_out_models(
        folder: Path, held: set[int], test: list[dict], keep: Path | None
    ) -> dict[str, Path]:
        asked.append((held, [entry["file"] for entry in test]))
        model = tmp_path / f"net-of-fold-{len(asked)}.onnx"
        model.write_bytes((ROOT / "resources" / fold_resources.FACE_NET).read_bytes())
        return {fold_resources.FACE_NET: model}

    monkeypatch.setattr(fold_resources, "held_out_models", held_out_models)
    argv = ["--photos", str(photos), "--baseline", "none", "--phone", "0", "--runs", "1"]
    assert read_bench.main([*argv, "--folds", "3"]) == 0
    out = capsys.readouterr().out
    # Every photo's fold held out its board group, and each photo was read once.
    assert sorted(asked) == [({3}, ["synth/board3.jpg"]), ({4}, ["synth/board4.jpg"]),
                             ({5}, ["synth/board5.jpg"])]  # fmt: skip
    assert "held out: each photo read by the models of its fold" in out
    assert "the earlier images, read with fold 1 of 3's models" in out
    # The models come from the fold's overlay of resources, not from the checkout's.
    assert "models from /" in out and f"models from {ROOT / 'resources'}" not in out
    assert "/0/resources/__init__.py" in out
    rows = {line.split()[0]: line.split() for line in out.splitlines() if "this tree" in line}
    assert rows["as"][-2] == "3"
    for board in ("board3.jpg", "board4.jpg", "board5.jpg"):
        assert f"{board}  416x416" in out


def test_an_overlay_gives_the_worker_the_folds_models(tmp_path: Path) -> None:
    """The worker's reader loads a model from the overlay: a damaged one there fails the read,
    while every other resource still comes from the tree."""
    photos = tmp_path / "photos"
    _fake_photos(photos)
    damaged = tmp_path / "damaged.onnx"
    damaged.write_bytes(b"not a network")
    overlay = fold_resources.overlay(ROOT, {fold_resources.FACE_NET: damaged}, tmp_path / "o")
    copied = overlay / "resources" / fold_resources.FACE_NET
    assert copied.read_bytes() == b"not a network" and not copied.is_symlink()
    assert (
        overlay / "resources" / "enable.txt.gz"
    ).resolve() == ROOT / "resources" / "enable.txt.gz"
    with Worker(ROOT, overlay) as worker:
        assert worker.hello["resources"] == str(overlay / "resources" / "__init__.py")
        read = worker.read(photos / "synth" / "board3.jpg")
    assert read.text is None and fold_resources.FACE_NET in read.error
    with Worker(ROOT) as worker:  # without it, the same photo reads
        assert worker.read(photos / "synth" / "board3.jpg").text is not None


def test_the_worker_reads_what_read_board_reads(tmp_path: Path) -> None:
    from vision import read_board

    grids = _fake_photos(tmp_path)
    path = tmp_path / "synth" / "board3.jpg"
    with Worker(ROOT) as worker:
        read = worker.read(path)
    expected = "/".join("".join(row) for row in read_board(cv2.imread(str(path))).grid)
    assert read.text == expected
    assert read.text == "/".join("".join(row) for row in grids[0])  # and it is the board


def test_no_photos_folder_is_no_failure(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert read_bench.main(["--photos", str(tmp_path / "absent")]) == 0
    assert "no labelled photos" in capsys.readouterr().out
