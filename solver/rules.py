"""Scoring rules: the minimum word length and points by word length (in letters, not dice)."""

from __future__ import annotations

from dataclasses import dataclass


class RulesError(ValueError):
    """An unknown rules name."""


@dataclass(frozen=True)
class Rules:
    name: str
    min_length: int
    # Points for lengths min_length.. in order; the last entry holds for every longer word.
    points: tuple[int, ...]
    # Super Big Boggle: from this length on a word scores points_per_letter per letter.
    per_letter_from: int | None = None
    points_per_letter: int = 0

    def score(self, length: int) -> int:
        """Points for a word of ``length`` letters; 0 when it is too short to count."""
        if length < self.min_length:
            return 0
        if self.per_letter_from is not None and length >= self.per_letter_from:
            return self.points_per_letter * length
        return self.points[min(length - self.min_length, len(self.points) - 1)]

    @staticmethod
    def named(name: str) -> Rules:
        try:
            return RULES[name.lower()]
        except KeyError:
            choices = ", ".join(RULES)
            raise RulesError(f"unknown rules {name!r}; choose one of {choices}") from None


# Classic: 3-4 letters 1, 5 → 2, 6 → 3, 7 → 5, 8+ → 11.
CLASSIC = Rules("classic", 3, (1, 1, 2, 3, 5, 11))
# Big Boggle (5x5): the same scale, but words need 4 letters.
BIG = Rules("big", 4, (1, 2, 3, 5, 11))
# Super Big Boggle (6x6). Sources disagree on long words; we follow the 2012 rules as cited in
# the issue: as Big Boggle up to 8 letters, and 2 points per letter from 9 letters on.
SUPERBIG = Rules("superbig", 4, (1, 2, 3, 5, 11), per_letter_from=9, points_per_letter=2)

RULES: dict[str, Rules] = {r.name: r for r in (CLASSIC, BIG, SUPERBIG)}
