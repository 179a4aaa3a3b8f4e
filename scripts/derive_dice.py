"""Derive a dice set from a word list's letter counts, for an edition whose published dice no
reliable source gives (solver/language_dice.py holds the result and says so).

How: count each letter over the list's distinct words, folded the language's way (the graph's
``q`` counts as the Qu face). Give the 6 x N faces out in proportion to the counts (largest
remainders), with at least one face for every letter of the language's alphabet, so every word
can be spelled. Then deal the faces, most frequent letter first, to the dice in turn, never twice
the same letter on a die while another die has room: a letter's faces land on different dice,
and each die mixes common and rare letters, as the published sets do.

Usage: python scripts/derive_dice.py fr /usr/share/dict/french 16
Deterministic: the same list gives the same dice.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from solver import wordlist
from solver.folding import folding_for

FACES_PER_DIE = 6


def letter_counts(raw: bytes, language: str) -> Counter[str]:
    folding = folding_for(language)
    text = wordlist.decode(raw, "list", strict=folding.strict)
    symbols, _ = wordlist.parse(text, "list", folding)
    counts: Counter[str] = Counter()
    for word in symbols:
        counts.update(word)
    for letter in folding.alphabet:
        counts.setdefault("q" if letter == "q" else letter, 0)
    return counts


def apportion(counts: Counter[str], faces: int) -> dict[str, int]:
    """Faces per letter: one each, the rest in proportion to the counts (largest remainders)."""
    letters = sorted(counts)
    spare = faces - len(letters)
    total = sum(counts.values())
    quotas = {letter: spare * counts[letter] / total for letter in letters}
    given = {letter: 1 + int(quotas[letter]) for letter in letters}
    left = faces - sum(given.values())
    by_remainder = sorted(letters, key=lambda x: (-(quotas[x] - int(quotas[x])), x))
    for letter in by_remainder[:left]:
        given[letter] += 1
    return given


def deal(given: dict[str, int], dice: int) -> list[list[str]]:
    """Each face, most frequent letter first, to the next die in turn that has room and does
    not already carry that letter (a die with a letter twice only when no other has room)."""
    order = sorted(given, key=lambda x: (-given[x], x))
    faces = [letter for letter in order for _ in range(given[letter])]
    hands: list[list[str]] = [[] for _ in range(dice)]
    for cursor, letter in enumerate(faces):
        open_dice = [d for d in range(dice) if len(hands[d]) < FACES_PER_DIE]
        chosen = min(open_dice, key=lambda d: (letter in hands[d], (d - cursor) % dice))
        hands[chosen].append(letter)
    return hands


def face_name(symbol: str) -> str:
    return "[Qu]" if symbol == "q" else symbol.upper()


def main() -> None:
    language, path, dice = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    raw = path.read_bytes()
    given = apportion(letter_counts(raw, language), dice * FACES_PER_DIE)
    hands = deal(given, dice)
    specs = ["".join(face_name(s) for s in sorted(hand)) for hand in hands]
    print(" ".join(sorted(specs)))


if __name__ == "__main__":
    main()
