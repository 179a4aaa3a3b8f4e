"""The photos' dice as the straight path cuts them, for the face network to learn from
(scripts/squared_dice.py): each die's crop shows that die as its label reads, turned as it
stands, and the empty places (between four dice, and just outside the block) show no die."""

from __future__ import annotations

import json
import sys
from itertools import chain
from pathlib import Path

import numpy as np

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def test_a_labelled_photos_dice_and_empty_places_are_cut_where_they_are(shared_photos: Path):
    sys.path.insert(0, str(SCRIPTS))
    from net_data import network_input
    from squared_dice import _board_dice

    from vision.finder import load_finder
    from vision.net import FACE_CLASSES, load_net

    net = load_net()
    entries = json.loads((shared_photos / "manifest.json").read_text())["photos"]
    entry = next(e for e in entries if len(e["grid"]) == 5 and "Qu" in chain(*e["grid"]))
    found = _board_dice(shared_photos, entry, load_finder(), net)
    assert found is not None, f"{entry['file']} was not read at its labelled size"
    crops, faces, rotations, empty_crops, *_ = found
    assert len(crops) == 25 and len(empty_crops) == 4 * 4 + 4 * 5
    assert sorted(FACE_CLASSES[f] for f in faces) == sorted(chain(*entry["grid"]))
    dice = net.probabilities([network_input(crop) for crop in crops])
    read = dice[:, : net.not_a_die].sum(axis=2).argmax(axis=1)
    assert (read == np.array(faces)).mean() >= 0.9
    # Turned: each die's crop reads surest at the rotation it was labelled with.
    chosen = dice[np.arange(len(faces)), faces]
    assert (chosen.argmax(axis=1) == np.array(rotations)).mean() >= 0.9
    empty = net.probabilities([network_input(crop) for crop in empty_crops])[:, net.not_a_die]
    between, ring = empty[:16].sum(axis=1), empty[16:].sum(axis=1)
    assert np.median(between) > 0.5 and np.median(ring) > 0.5, (between, ring)
    assert np.median(dice[:, net.not_a_die].sum(axis=1)) < 0.05
