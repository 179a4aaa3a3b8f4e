"""What the app shows about a dice set's boards, worked out from the sums of ``solver.stats``:
histograms, the points by word length, a board's percentile, and the sentences that say them.

Pure functions over a ``ChunkStats`` (the same sums ``boggle-lens stats`` prints), no Qt.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from gui.model.translation import number, translate
from gui.model.wording import roll_label, rule_name
from solver.stats import ChunkStats, Spread, spread

# Bars a histogram aims for: enough to show the shape, few enough to read at a glance.
HISTOGRAM_BARS = 24
LONG_WORD = 6  # letters from which a word counts as long in the summary sentence


@dataclass(frozen=True)
class Bin:
    """Boards whose value is in [low, high)."""

    low: int
    high: int
    count: int


@dataclass(frozen=True)
class LengthRow:
    """One word length over all the boards: the CLI's "where the points come from" line."""

    length: int
    share_of_points: float  # of all the points the boards held
    boards_with: float  # share of boards with at least one word of this length
    words_per_board: float
    points_per_board: float


@dataclass(frozen=True)
class BoardRating:
    """Where one board's score stands among the boards rolled from a dice set."""

    score: int
    below: int  # boards that scored less
    equal: int  # boards that scored the same
    boards: int
    dice: str

    @property
    def better_than(self) -> float:
        """The share of the boards this one beats (ties do not count)."""
        return self.below / self.boards if self.boards else 0.0


def dice_label(name: str) -> str:
    """How a sentence names a dice set: "new 4x4", "Big Boggle 5x5"."""
    label = roll_label(name)
    return label[:1].lower() + label[1:] if name in ("classic", "new") else label


def nice_width(span: int, bars: int = HISTOGRAM_BARS) -> int:
    """A bar width of 1, 2 or 5 times a power of ten that cuts ``span`` into about ``bars``."""
    rough = max(span / bars, 1.0)
    power = 10 ** math.floor(math.log10(rough))
    return next(step * power for step in (1, 2, 5, 10) if step * power >= rough)


def histogram(values: list[int], bars: int = HISTOGRAM_BARS) -> list[Bin]:
    """Equal-width bins from a round number below the least value to past the greatest."""
    if not values:
        return []
    least, most = min(values), max(values)
    width = nice_width(most - least + 1, bars)
    start = least // width * width
    counts = [0] * ((most - start) // width + 1)
    for value in values:
        counts[(value - start) // width] += 1
    return [
        Bin(start + i * width, start + (i + 1) * width, count) for i, count in enumerate(counts)
    ]


def length_rows(total: ChunkStats) -> list[LengthRow]:
    boards = total.boards or 1
    all_points = sum(total.length_points.values()) or 1
    return [
        LengthRow(
            length,
            total.length_points.get(length, 0) / all_points,
            total.length_boards.get(length, 0) / boards,
            total.length_words[length] / boards,
            total.length_points.get(length, 0) / boards,
        )
        for length in sorted(total.length_words)
    ]


def rate(scores: list[int], score: int, dice: str) -> BoardRating:
    """Where ``score`` stands among ``scores``."""
    below = sum(1 for value in scores if value < score)
    equal = sum(1 for value in scores if value == score)
    return BoardRating(score, below, equal, len(scores), dice)


def percent_text(share: float) -> str:
    """A share as a whole percentage, rounded down so that it never claims more than it is;
    near the ends one decimal, so that 99.96% does not read as all of them."""
    percent = share * 100
    if 0 < percent < 1 or 99 <= percent < 100:
        return f"{math.floor(percent * 10) / 10:.1f}%"
    return f"{math.floor(percent)}%"


def rating_text(rating: BoardRating) -> str:
    """ "better than 87% of boards from the new 4x4 dice (2,000 boards)"."""
    dice, boards = dice_label(rating.dice), number(rating.boards)
    if rating.boards == 0:
        return translate(
            "StatisticsFigures", "no boards from the {dice} dice to compare with yet"
        ).format(dice=dice)
    if rating.below == rating.boards:
        return translate(
            "StatisticsFigures",
            "better than every board rolled from the {dice} dice ({boards} boards)",
        ).format(dice=dice, boards=boards)
    return translate(
        "StatisticsFigures", "better than {share} of boards from the {dice} dice ({boards} boards)"
    ).format(share=percent_text(rating.better_than), dice=dice, boards=boards)


def board_rating_sentence(rating: BoardRating) -> str:
    return translate("StatisticsFigures", "This board scores {score} points: {rating}.").format(
        score=number(rating.score), rating=rating_text(rating)
    )


def run_heading(dice: str, rules: str, dictionary: str, boards: int, complete: bool) -> str:
    """The first line of a run's summary, saying when it was stopped early."""
    heading = (
        translate(
            "StatisticsFigures", "{boards} boards from the {dice} dice, {rules} rules, {dictionary}"
        )
        if complete
        else translate(
            "StatisticsFigures",
            "{boards} boards from the {dice} dice (stopped early), {rules} rules, {dictionary}",
        )
    )
    return heading.format(
        boards=number(boards), dice=dice_label(dice), rules=rule_name(rules), dictionary=dictionary
    )


def spreads_text(total: ChunkStats) -> str:
    """The CLI's spreads table as sentences, and the best board rolled."""
    best = total.best_board.replace(",", "")  # the faces side by side, rows split by /
    return "\n".join(
        (
            translate("StatisticsFigures", "Words per board: {spread}.").format(
                spread=_spread_text(spread(total.words))
            ),
            translate("StatisticsFigures", "Points per board: {spread}.").format(
                spread=_spread_text(spread(total.scores))
            ),
            translate(
                "StatisticsFigures", "The best board rolled: {board}, {score} points."
            ).format(board=best, score=number(total.best_score)),
        )
    )


def _spread_text(values: Spread) -> str:
    return translate(
        "StatisticsFigures",
        "{mean} on average, median {median}, the middle 80% from {low} to {high}, at most {most}",
    ).format(
        mean=f"{values.mean:.1f}",
        median=f"{values.median:g}",
        low=f"{values.p10:.0f}",
        high=f"{values.p90:.0f}",
        most=number(values.max),
    )


def lengths_text(total: ChunkStats) -> str:
    """The CLI's answer in plain words: how much the long words bring, and how often they are
    there at all."""
    rows = length_rows(total)
    if not rows:
        return translate("StatisticsFigures", "The boards held no words.")
    long_share = sum(row.share_of_points for row in rows if row.length >= LONG_WORD)
    eight = next((row.boards_with for row in rows if row.length == 8), 0.0)
    return translate(
        "StatisticsFigures",
        "Words of {long} letters or more bring {share} of the points; {eight} of the boards have "
        "a word of exactly 8 letters, and the longest seen had {longest} letters.",
    ).format(
        long=LONG_WORD,
        share=f"{long_share:.0%}",
        eight=f"{eight:.0%}",
        longest=rows[-1].length,
    )
