"""House rules: letter values, bonus dice and points by length, as Boggle With Friends plays.

A word's points under house rules are

    (sum of letter_points over its path's dice, a DL die's doubled and a TL die's tripled)
    x (2 for each DW die and 3 for each TW die on the path, multiplied together)
    + length_points[length]

where length counts letters (Qu is 2) and ``length_points`` is indexed by that length, its last
entry holding for every longer word. A word with several paths scores by its best one.

The rules come from a TOML file (``resources/house_rules_example.toml`` shows every field):

    name = "friends"
    min_length = 3
    length_points = [0, 0, 0, 1, 1, 2, 3, 5, 11]
    letter_points = {a = 1, b = 4, qu = 10}
    [[bonus]]
    cell = [0, 0]
    kind = "TW"
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from solver.board import Board, Cell, WordPath
from solver.faces import FaceError, parse_face
from solver.user_files import read_user_file

BONUS_KINDS = ("DL", "TL", "DW", "TW")
# What a bonus die does to its own letter's points, and to the whole word's.
_LETTER_FACTOR = {"DL": 2, "TL": 3, "DW": 1, "TW": 1}
_WORD_FACTOR = {"DL": 1, "TL": 1, "DW": 2, "TW": 3}
_FIELDS = ("name", "min_length", "length_points", "letter_points", "bonus")


class HouseRulesError(ValueError):
    """A house rules file that cannot be used, with what is wrong in it."""


@dataclass(frozen=True)
class HouseRules:
    name: str
    min_length: int
    # Points by word length in letters: entry n is for n-letter words, the last for all longer.
    length_points: tuple[int, ...]
    # Points per face, keyed by canonical face ("A", "Qu", "Th"); a face not named is worth 0.
    letter_points: Mapping[str, int] = field(default_factory=dict, hash=False)
    # cell -> "DL" | "TL" | "DW" | "TW". The two tables are left out of the hash (dicts have
    # none), so house rules can still key a cache; equality still compares them.
    bonus: Mapping[Cell, str] = field(default_factory=dict, hash=False)

    def check_board(self, board: Board) -> None:
        """Raise HouseRulesError if a bonus cell lies off this board."""
        for row, col in sorted(self.bonus):
            if row >= board.rows or col >= board.cols:
                raise HouseRulesError(
                    f"house rules {self.name!r}: the bonus cell [{row}, {col}] is off the "
                    f"{board.rows}x{board.cols} board (rows and columns count from 0)"
                )

    def length_score(self, length: int) -> int:
        """The points for a word's length in letters; 0 when it is too short to count."""
        if length < self.min_length:
            return 0
        return self.length_points[min(length, len(self.length_points) - 1)]

    def path_score(self, board: Board, path: WordPath) -> int:
        """The letter and bonus part of the formula for one path (the length part excluded)."""
        letters = 0
        word_factor = 1
        for cell in path:
            kind = self.bonus.get(cell)
            value = self.letter_points.get(board.face(cell), 0)
            if kind is None:
                letters += value
            else:
                letters += value * _LETTER_FACTOR[kind]
                word_factor *= _WORD_FACTOR[kind]
        return letters * word_factor

    def score(self, board: Board, word: str, path: WordPath) -> int:
        """The points of ``word`` spelled along ``path``: 0 when the word is too short."""
        if len(word) < self.min_length:
            return 0
        return self.path_score(board, path) + self.length_score(len(word))


def load_house_rules(path: str | Path) -> HouseRules:
    """House rules from a TOML file; HouseRulesError, saying what is wrong, if they cannot be."""
    path = Path(path)
    raw = read_user_file(path, "house rules file", HouseRulesError)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise HouseRulesError(f"house rules file {path} is not UTF-8 text") from None
    try:
        return parse_house_rules(text)
    except HouseRulesError as error:
        raise HouseRulesError(f"house rules file {path}: {error}") from None


def parse_house_rules(text: str) -> HouseRules:
    """House rules from TOML text; HouseRulesError, saying what is wrong, if they cannot be."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise HouseRulesError(f"not valid TOML: {error}") from None
    unknown = sorted(set(data) - set(_FIELDS))
    if unknown:
        raise HouseRulesError(f"unknown field {unknown[0]!r}; the fields are {', '.join(_FIELDS)}")
    for required in ("name", "min_length", "length_points"):
        if required not in data:
            raise HouseRulesError(f"the field {required!r} is missing")
    name = data["name"]
    if not isinstance(name, str) or not name.strip():
        raise HouseRulesError("'name' must be a non-empty string")
    min_length = _count(data["min_length"], "min_length")
    if min_length < 1:
        raise HouseRulesError("'min_length' must be 1 or more")
    return HouseRules(
        name=name.strip(),
        min_length=min_length,
        length_points=_length_points(data["length_points"]),
        letter_points=_letter_points(data.get("letter_points", {})),
        bonus=_bonus(data.get("bonus", [])),
    )


def _count(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise HouseRulesError(f"{what} must be a whole number, 0 or more, not {value!r}")
    return value


def _length_points(value: Any) -> tuple[int, ...]:
    if not isinstance(value, list) or not value:
        raise HouseRulesError(
            "'length_points' must be a list of points by word length, from 0 letters up"
        )
    return tuple(_count(points, f"length_points[{n}]") for n, points in enumerate(value))


def _letter_points(value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        raise HouseRulesError("'letter_points' must be a table such as {a = 1, qu = 10}")
    points: dict[str, int] = {}
    for key, amount in value.items():
        try:
            face = parse_face(key)
        except FaceError:
            raise HouseRulesError(
                f"letter_points: {key!r} is not a Boggle face (A-Z, Qu, An, Er, He, In, Th)"
            ) from None
        if face in points:
            raise HouseRulesError(f"letter_points: the face {face} is named twice")
        points[face] = _count(amount, f"letter_points.{key}")
    return points


def _bonus(value: Any) -> dict[Cell, str]:
    if not isinstance(value, list):
        raise HouseRulesError("'bonus' must be [[bonus]] tables, each with cell and kind")
    bonus: dict[Cell, str] = {}
    for number, entry in enumerate(value, start=1):
        where = f"bonus {number}"
        if not isinstance(entry, dict) or set(entry) != {"cell", "kind"}:
            raise HouseRulesError(f"{where}: a bonus is a table with exactly 'cell' and 'kind'")
        kind, cell = entry["kind"], entry["cell"]
        if kind not in BONUS_KINDS:
            raise HouseRulesError(
                f"{where}: unknown bonus kind {kind!r}; choose one of {', '.join(BONUS_KINDS)}"
            )
        if not isinstance(cell, list) or len(cell) != 2:
            raise HouseRulesError(f"{where}: 'cell' must be [row, col], not {cell!r}")
        row, col = (_count(n, f"{where}: a cell's row or column") for n in cell)
        if (row, col) in bonus:
            raise HouseRulesError(f"{where}: the cell [{row}, {col}] already has a bonus")
        bonus[(row, col)] = kind
    return bonus
