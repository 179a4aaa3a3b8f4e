"""How a reading is scored against a labelled photo (see ../shared/photos/README.md): under the
best of the 8 rotations and reflections, null cells skipped, and on the Roboflow photos
(parkuman__roggle) M~W and N~Z counted as equal."""

from __future__ import annotations

LENIENT_SOURCE = "parkuman__roggle/"
_EQUIVALENT = {"W": "M", "Z": "N"}

Grid = list[list[str | None]]


def dihedral(size: int) -> list[dict[tuple[int, int], tuple[int, int]]]:
    """The 8 rotations/reflections of a size x size grid, each as predicted cell -> label cell."""
    last = size - 1
    maps = []
    for transform in (
        lambda r, c: (r, c), lambda r, c: (c, last - r), lambda r, c: (last - r, last - c),
        lambda r, c: (last - c, r), lambda r, c: (r, last - c), lambda r, c: (last - r, c),
        lambda r, c: (c, r), lambda r, c: (last - c, last - r),
    ):  # fmt: skip
        maps.append({(r, c): transform(r, c) for r in range(size) for c in range(size)})
    return maps


def same_face(predicted: str | None, label: str, lenient: bool) -> bool:
    if predicted == label:
        return True
    return lenient and _EQUIVALENT.get(predicted or "", predicted) == _EQUIVALENT.get(label, label)


def align_to_label(
    predicted: list[list[str]], label: Grid, *, lenient: bool
) -> dict[tuple[int, int], tuple[int, int]]:
    """The dihedral transform under which ``predicted`` agrees with ``label`` on most cells."""
    best: tuple[int, dict[tuple[int, int], tuple[int, int]]] | None = None
    for mapping in dihedral(len(predicted)):
        hits = sum(
            1
            for (r, c), (lr, lc) in mapping.items()
            if label[lr][lc] is not None and same_face(predicted[r][c], label[lr][lc], lenient)
        )
        if best is None or hits > best[0]:
            best = (hits, mapping)
    assert best is not None
    return best[1]
