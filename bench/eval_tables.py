"""The photo eval's scoring and tables: a tally per grid size and condition, the per-condition
table (dice, boards, grid size, seconds), and the confusion table of the dice read wrong.

A predicted grid is scored against its label under the best of the 8 rotations and reflections
(bench/scoring.py), so a board turned by any multiple of 90 degrees, or read mirrored, scores as
it reads."""

from __future__ import annotations

import statistics
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from bench.reader_timing import summarise
from bench.scoring import LENIENT_SOURCE, Grid, align_to_label, same_face


@dataclass(frozen=True)
class PhotoRead:
    """What the eval keeps of one reading: small enough to send back from a worker process."""

    rows: int
    cols: int
    grid: list[list[str]]
    confidence: list[list[float]]
    timings: dict[str, float]


@dataclass
class Tally:
    dice: int = 0
    right: int = 0
    right_strict: int = 0
    boards: int = 0
    boards_right: int = 0
    boards_right_strict: int = 0
    size_right: int = 0
    # Flagging is scored over the dice of boards read at the right size: a board that is not
    # read at all gets an error message, not a die to flag.
    flagged_wrong: int = 0
    wrong: int = 0
    flagged_right: int = 0
    # The same over the labels their source is sure of: not among the photo's uncertain_cells,
    # on a photo not labelled with low confidence. A wrong die the reader reads surely is
    # sometimes a wrong label (see docs/reader-log.md), and this tells the two apart.
    sure_label_wrong: int = 0
    sure_label_flagged_wrong: int = 0
    failures: int = 0
    seconds: list[float] = field(default_factory=list)
    stage_times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    # (labelled face, face read) -> count, over the dice of boards read at the right size.
    confusion: Counter[tuple[str, str]] = field(default_factory=Counter)
    # (confidence, read right) per die scored: the flag rates at any threshold, and calibration.
    confidences: list[tuple[float, bool]] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        for key, value in vars(other).items():
            if key == "stage_times":
                for stage, times in value.items():
                    self.stage_times[stage].extend(times)
            elif key == "confusion":
                self.confusion.update(value)
            else:
                setattr(self, key, getattr(self, key) + value)

    def line(self, name: str) -> str:
        return (
            f"{name:>6} photos {self.boards:3d}  dice {_pct(self.right, self.dice)}"
            f" ({self.right}/{self.dice})"
            f" (strict {_pct(self.right_strict, self.dice)})"
            f"  boards {_pct(self.boards_right, self.boards)}"
            f" (strict {_pct(self.boards_right_strict, self.boards)})"
            f"  size {_pct(self.size_right, self.boards)}"
            f"  flags wrong {_pct(self.flagged_wrong, self.wrong)}"
            f" right {_pct(self.flagged_right, self.right)}"
            f" (sure labels: wrong {_pct(self.sure_label_flagged_wrong, self.sure_label_wrong)})"
            f"  no-read {self.failures}"
        )


def _pct(a: int, b: int) -> str:
    return f"{100 * a / b:5.1f}%" if b else "   n/a"


def score_photo(tally: Tally, entry: dict, reading: PhotoRead | None, threshold: float) -> None:
    label: Grid = entry["grid"]
    lenient = entry["file"].startswith(LENIENT_SOURCE)
    cells = sum(face is not None for row in label for face in row)
    tally.boards += 1
    tally.dice += cells
    if reading is None or reading.rows != entry["rows"] or reading.cols != entry["cols"]:
        if reading is None:
            tally.failures += 1
        return
    tally.size_right += 1
    predicted = reading.grid
    mapping = align_to_label(predicted, label, lenient=lenient)
    strict_map = align_to_label(predicted, label, lenient=False)
    strict_hits = sum(
        1 for (r, c), (lr, lc) in strict_map.items()
        if label[lr][lc] is not None and predicted[r][c] == label[lr][lc]
    )  # fmt: skip
    doubtful = {(row, col) for row, col, *_ in entry.get("uncertain_cells") or []}
    sure_photo = entry.get("confidence") != "low"
    hits = 0
    for (r, c), (lr, lc) in mapping.items():
        wanted = label[lr][lc]
        if wanted is None:
            continue
        ok = same_face(predicted[r][c], wanted, lenient)
        flagged = reading.confidence[r][c] < threshold
        tally.confidences.append((reading.confidence[r][c], ok))
        hits += ok
        if ok:
            tally.flagged_right += flagged
        else:
            tally.wrong += 1
            tally.flagged_wrong += flagged
            if sure_photo and (lr, lc) not in doubtful:
                tally.sure_label_wrong += 1
                tally.sure_label_flagged_wrong += flagged
            tally.confusion[(wanted, predicted[r][c])] += 1
    tally.right += hits
    tally.right_strict += strict_hits
    tally.boards_right += hits == cells
    tally.boards_right_strict += strict_hits == cells


def report(tallies: dict[str, Tally], threshold: float) -> None:
    """Per grid size and overall, with the flagging shares and stage timings (one condition)."""
    print(
        f"flags: share of wrong / right dice with confidence < LOW_CONFIDENCE ({threshold}),"
        " over boards read at the right size"
    )
    for name in sorted(k for k in tallies if k != "all") + ["all"]:
        print(tallies[name].line(name))
    seconds = tallies["all"].seconds
    if seconds:
        # The whole population's tail, as bench/read_bench.py gives it; read with --jobs 1 for
        # a photo's time alone (two jobs share the two cores of the development machine).
        figures = summarise(seconds)
        print(
            f"seconds per photo: median {figures.median:.3f}  p90 {figures.p90:.3f}  "
            f"p95 {figures.p95:.3f}  slowest {figures.slowest:.3f}"
        )
    stages = tallies["all"].stage_times
    if stages:
        print(
            "stage medians: "
            + "  ".join(f"{k} {statistics.median(v) * 1000:.0f} ms" for k, v in stages.items())
        )


def condition_table(rows: list[tuple[str, Tally]]) -> str:
    """The issue's table: per condition, share of dice and of whole boards read right, share of
    boards read at the right grid size, and the median seconds per read."""
    lines = [
        "| condition | dice | boards | size | median s | no board |",
        "|---|---|---|---|---|---|",
    ]
    for description, tally in rows:
        median = statistics.median(tally.seconds) if tally.seconds else float("nan")
        lines.append(
            f"| {description} | {_share(tally.right, tally.dice)}"
            f" | {_share(tally.boards_right, tally.boards)}"
            f" | {_share(tally.size_right, tally.boards)} | {median:.3f} | {tally.failures} |"
        )
    return "\n".join(lines)


def _share(a: int, b: int) -> str:
    return f"{a / b:.3f}" if b else "n/a"


def confusion_table(rows: list[tuple[str, Tally]], top: int | None = None) -> str:
    """Label face -> face read, with the count under each condition and in all, most first."""
    total: Counter[tuple[str, str]] = Counter()
    for _, tally in rows:
        total.update(tally.confusion)
    names = [name for name, _ in rows]
    lines = [
        "| label | read | all | " + " | ".join(names) + " |",
        "|---|---|---|" + "---|" * len(names),
    ]
    for pair, count in total.most_common(top):
        counts = " | ".join(str(tally.confusion.get(pair, 0)) for _, tally in rows)
        lines.append(f"| {pair[0]} | {pair[1]} | {count} | {counts} |")
    return "\n".join(lines)


def write_confusion(path: Path, rows: list[tuple[str, Tally]], heading: str) -> None:
    """The whole confusion table as Markdown, with the boards not read at their size apart."""
    unread = ", ".join(
        f"{name} {tally.boards - tally.size_right}" for name, tally in rows
    )  # fmt: skip
    path.write_text(
        f"# Dice read wrong\n\n{heading}\n\n"
        "Over the dice of boards read at the right grid size, aligned with the label under the "
        "best rotation or reflection; on the Roboflow photos M~W and N~Z count as right.\n\n"
        f"Boards not read at their size (no die counted here): {unread}.\n\n"
        f"{confusion_table(rows)}\n"
    )
