"""Choose, held out, how surely a board's other dice vouch for a die (vision.chosen_faces.vouched).

    .venv/bin/python bench/vouch_eval.py [--fold-models DIR] [--jobs J] [--readings DIR]
        [--reuse] [--margin M]

Reads every labelled photo held out (bench/read_eval.py's ``--kfold 5``, the models retrained
per fold) as taken and under dim, blur, half shadow and noise, with vouching off: those are the
confidences the app flagged before it, the baseline of the same run. Then replays ``vouched``
on those readings for each (weight, vouching_board, ceiling) of a grid. Within each fold's
training folds it chooses the one that flags the fewest right dice as taken among those that,
under every condition, flag no fewer wrong dice and leave no more boards read wrong with no die
flagged, even at ``--margin`` times the weight (1.5: a rule at the edge of losing a wrong die
loses it on the next photos); that choice is scored on the fold (nested). Prints each fold's
choice, the pooled held-out figures beside the baseline, the choice made on every fold, and the
shipped parameters' figures. ``--reuse`` replays readings already written to ``--readings``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass, replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.conditions import CONDITIONS_BY_NAME  # noqa: E402
from bench.eval_folds import fold_split  # noqa: E402
from bench.read_eval import kfold, labelled_photos  # noqa: E402
from bench.scoring import LENIENT_SOURCE, align_to_label, same_face  # noqa: E402
from vision.params import PARAMS, ReadingParams  # noqa: E402

CONDITIONS = ("as-taken", "dim", "blur", "shadow", "noise")
FOLDS = 5
WEIGHTS = [step / 100 for step in range(5, 65, 5)]
VOUCHING_BOARDS = (0.9, 0.93, 0.95, 0.97)
CEILINGS = (0.995, 0.998, 0.999, 0.9999)


@dataclass(frozen=True)
class Board:
    """One photo's reading under one condition: its fold, every die's face and confidence
    (row-major), and per die whether it is right (None: no label there)."""

    condition: str
    fold: int
    faces: tuple[str, ...]
    confidences: tuple[float, ...]
    right: tuple[bool | None, ...]


@dataclass
class Flags:
    """Dice flagged (under the app's threshold) among the wrong and the right ones, and the
    boards read wrong with no die flagged."""

    wrong: int = 0
    wrong_flagged: int = 0
    right: int = 0
    right_flagged: int = 0
    silent_boards: int = 0

    def add(self, other: Flags) -> None:
        for name in vars(self):
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def __str__(self) -> str:
        share = 100 * self.right_flagged / max(self.right, 1)
        return (
            f"wrong flagged {self.wrong_flagged}/{self.wrong}, right flagged"
            f" {self.right_flagged}/{self.right} ({share:.1f}%),"
            f" boards wrong unflagged {self.silent_boards}"
        )


def boards_from(readings: Path, entries: list[dict]) -> list[Board]:
    """The boards read at their labelled size in a read_eval ``--readings`` file."""
    by_file = {entry["file"]: entry for entry in entries}
    fold_of = {
        entry["file"]: fold
        for fold, (_held, test) in enumerate(fold_split(entries, FOLDS))
        for entry in test
    }
    boards = []
    for line in map(json.loads, readings.read_text().splitlines()):
        entry, grid = by_file[line["photo"]], line["grid"]
        if grid is None or len(grid) != entry["rows"] or len(grid[0]) != entry["cols"]:
            continue  # read_eval counts no flags on a board read at the wrong size either
        lenient = entry["file"].startswith(LENIENT_SOURCE)
        right: list[bool | None] = [None] * (len(grid) * len(grid[0]))
        for (row, col), (label_row, label_col) in align_to_label(
            grid, entry["grid"], lenient=lenient
        ).items():
            label = entry["grid"][label_row][label_col]
            if label is not None:
                right[row * len(grid[0]) + col] = same_face(grid[row][col], label, lenient)
        boards.append(
            Board(
                line.get("condition", "as-taken"),
                fold_of[entry["file"]],
                tuple(face for row in grid for face in row),
                tuple(c for row in line["confidence"] for c in row),
                tuple(right),
            )
        )
    return boards


def board_flags(board: Board, params: ReadingParams | None) -> Flags:
    """The board's flags with ``params``' vouching (None: without vouching)."""
    from vision.chosen_faces import vouched
    from vision.recognise import FaceGuess

    confidences = board.confidences
    if params is not None:
        dice = zip(board.faces, confidences, strict=True)
        guesses = [FaceGuess(face, confidence, (), 0) for face, confidence in dice]
        confidences = tuple(round(g.confidence, 4) for g in vouched(guesses, params))
    tally = Flags()
    low = [c < PARAMS.reading.low_confidence for c in confidences]
    for flagged, right in zip(low, board.right, strict=True):
        if right is None:
            continue
        if right:
            tally.right += 1
            tally.right_flagged += flagged
        else:
            tally.wrong += 1
            tally.wrong_flagged += flagged
    tally.silent_boards += False in board.right and not any(low)
    return tally


class Replay:
    """The boards' flags under each parameters tried, worked out once, summed per condition
    over any set of folds."""

    def __init__(self, boards: list[Board]) -> None:
        self.boards = boards
        self._flags: dict[ReadingParams | None, list[Flags]] = {}

    def flags(self, params: ReadingParams | None, folds: set[int]) -> dict[str, Flags]:
        if params not in self._flags:
            self._flags[params] = [board_flags(board, params) for board in self.boards]
        tallies = {condition: Flags() for condition in CONDITIONS}
        for board, tally in zip(self.boards, self._flags[params], strict=True):
            if board.fold in folds:
                tallies[board.condition].add(tally)
        return tallies

    def choose(self, folds: set[int], margin: float) -> ReadingParams:
        """The grid's parameters that flag the fewest right dice as taken on ``folds`` among
        those that lose no wrong die's flag and silence no board read wrong under any
        condition, even at ``margin`` times the weight; ties go to the fewest right dice
        flagged in all."""
        before = self.flags(None, folds)

        def keeps(params: ReadingParams) -> bool:
            after = self.flags(params, folds)
            return all(
                after[c].wrong_flagged >= before[c].wrong_flagged
                and after[c].silent_boards <= before[c].silent_boards
                for c in CONDITIONS
            )

        best: tuple[tuple[int, int], ReadingParams] | None = None
        for params in grid():
            after = self.flags(params, folds)
            key = (after["as-taken"].right_flagged, sum(t.right_flagged for t in after.values()))
            if best is not None and key >= best[0]:
                continue
            if keeps(params) and keeps(replace(params, vouch_weight=params.vouch_weight * margin)):
                best = (key, params)
        return PARAMS.reading if best is None else best[1]


def grid() -> Iterator[ReadingParams]:
    for least in VOUCHING_BOARDS:
        for ceiling in CEILINGS:
            for weight in WEIGHTS:
                yield replace(
                    PARAMS.reading, vouching_board=least, vouch_ceiling=ceiling, vouch_weight=weight
                )


def describe(params: ReadingParams) -> str:
    return (
        f"weight {params.vouch_weight:.2f}, vouching_board {params.vouching_board},"
        f" ceiling {params.vouch_ceiling}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description="Choose vouched()'s parameters held out.")
    parser.add_argument("--fold-models", type=Path, default=None, help="as read_eval's")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--readings", type=Path, default=ROOT / "build" / "vouch-eval")
    parser.add_argument("--reuse", action="store_true", help="replay readings already written")
    parser.add_argument("--margin", type=float, default=1.5)
    args = parser.parse_args()
    labelled = labelled_photos(None, None)
    if labelled is None:
        return 0
    photos, entries = labelled
    readings = args.readings / "unvouched.jsonl"
    if not (args.reuse and readings.is_file()):
        import vision.reading

        start = time.perf_counter()
        args.readings.mkdir(parents=True, exist_ok=True)
        vision.reading.vouched = lambda guesses: guesses  # the baseline: no vouching
        with readings.open("w") as out:
            conditions = [CONDITIONS_BY_NAME[name] for name in CONDITIONS]
            kfold(entries, photos, FOLDS, conditions, args.jobs, False, None, args.fold_models,
                  readings=out)  # fmt: skip
        print(f"read in {time.perf_counter() - start:.0f} s; readings in {readings}")
    replay = Replay(boards_from(readings, entries))
    every = set(range(FOLDS))
    pooled = {c: Flags() for c in CONDITIONS}
    for fold in range(FOLDS):
        chosen = replay.choose(every - {fold}, args.margin)
        for condition, tally in replay.flags(chosen, {fold}).items():
            pooled[condition].add(tally)
        print(f"fold {fold + 1}: chose {describe(chosen)}")
    baseline = replay.flags(None, every)
    print("\nheld out (chosen on the other folds, nested), beside no vouching:")
    for condition in CONDITIONS:
        print(f"  {condition:9s} {pooled[condition]}\n  {'':9s} {baseline[condition]} (none)")
    print(f"\nchosen on every fold: {describe(replay.choose(every, args.margin))}")
    print(f"shipped: {describe(PARAMS.reading)}")
    for condition, tally in replay.flags(PARAMS.reading, every).items():
        print(f"  {condition:9s} {tally}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
