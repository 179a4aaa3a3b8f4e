"""The plane of the dice's tops, fitted through the die centres (no Qt)."""

from __future__ import annotations

import math

from gui.model.dice_plane import cell_in_plane, fit_plane, misfit

# A projective map like an angled phone photo's: grid units to pixels of a 4032 x 3024 photo.
TRUE_MAP = ((420.0, -60.0, 1200.0), (15.0, 380.0, 600.0), (0.00002, 0.00008, 1.0))


def _project(point: tuple[float, float]) -> tuple[float, float]:
    (a, b, c), (d, e, f), (g, h, i) = TRUE_MAP
    x, y = point
    w = g * x + h * y + i
    return ((a * x + b * y + c) / w, (d * x + e * y + f) / w)


def test_the_fit_recovers_a_projective_map_through_the_die_centres():
    places = [(col + 0.5, row + 0.5) for row in range(5) for col in range(5)]
    centres = [_project(place) for place in places]
    plane = fit_plane(places, centres)
    assert plane is not None
    for place, centre in zip(places, centres, strict=True):
        assert math.dist(plane.to_photo(place), centre) < 1e-6
        assert math.dist(plane.to_grid(centre), place) < 1e-9
    assert misfit(plane, places, centres) < 1e-9
    # A die's cell is the unit square of the plane round its centre.
    cell = cell_in_plane(plane, centres[0])
    expected = [_project(corner) for corner in ((0, 0), (1, 0), (1, 1), (0, 1))]
    assert all(math.dist(a, b) < 1e-6 for a, b in zip(cell, expected, strict=True))


def test_too_few_or_degenerate_points_give_no_plane():
    assert fit_plane([(0.5, 0.5)] * 3, [(1.0, 1.0)] * 3) is None
    line = [(float(i), 0.0) for i in range(6)]
    assert fit_plane(line, [(10.0 * i, 5.0) for i in range(6)]) is None
