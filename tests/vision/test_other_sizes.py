"""A reading that convinces nobody is tried at the outline's other grid sizes
(vision.candidates.at_other_sizes)."""

from __future__ import annotations

import random

import pytest

from solver import roll
from vision.candidates import at_other_sizes, read_outline
from vision.load import expose, processing_size
from vision.locate import locate_candidates
from vision.reading import default_recogniser


@pytest.mark.parametrize(("dice", "size", "wrong"), [("classic", 4, 5), ("big", 5, 6)])
def test_an_outline_read_at_the_wrong_size_is_read_at_its_own(dice, size, wrong):
    from synth import render_board

    photo = render_board(roll(dice, random.Random(2)), 2, spin=0, tilt=8)
    image = expose(processing_size(photo.image)[0])
    outline = locate_candidates(image)[0]
    misread = read_outline(image, outline, wrong, default_recogniser())
    assert misread is not None

    resized = at_other_sizes(image, misread, default_recogniser())
    assert resized.grid.size == size
    assert resized.score > misread.score
    assert resized.location is outline


def test_an_outline_read_at_its_own_size_stays_so():
    from synth import render_board

    photo = render_board(roll("classic", random.Random(5)), 5, spin=0, tilt=8)
    image = expose(processing_size(photo.image)[0])
    right = read_outline(image, locate_candidates(image)[0], 4, default_recogniser())
    assert right is not None

    assert at_other_sizes(image, right, default_recogniser()) is right
