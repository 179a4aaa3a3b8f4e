"""The recognisers for bench/read_eval.py --recogniser: the bundled ones, the face network
retrained without a fold's board groups, and the flag rates of any of them.

``net`` is the face network (vision.net), ``marks`` the mark classifier with the grey-patch
model, ``combined`` both (vision.recognisers), each choosing the outline and lattice and reading
the faces; ``default`` is the app's: the marks choose, ``combined`` reads the chosen dice. Per
fold, the network is trained by scripts/train_net.py and cached under
~/.cache/boggle-lens-eval, keyed by the photos' dice, the groups left out, the seed and the
training code (its syntax, not its wording: bench/source_key.py), so that a second eval does
not train again; the marks models of a fold come
from bench/eval_folds.py.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from bench.fold_cache import cached_model
from bench.source_key import source_key

ROOT = Path(__file__).resolve().parents[1]
SEED = 7


Readers = tuple[object, object | None, object | None]


def readers(name: str, net_file: Path | None = None) -> Readers:
    """What read_board gets as ``recogniser`` (chooses the outline and lattice), ``faces``
    (reads the chosen dice again; None: the chooser's reading stands) and ``glance`` (the
    network that spares the chooser the lattices it sees no faces on, vision.glance: the
    default reader's, as read_board gives it the bundled one; None: none) for the reader
    ``name``, with the network at ``net_file`` (None: the bundled one) and the marks models in
    place (the bundled ones, or a fold's put in place by bench/eval_folds.using_models)."""
    from vision.classifier import load_model
    from vision.net import load_net
    from vision.patches import load_patch_model
    from vision.recognisers import combined_recogniser, marks_recogniser, net_recogniser

    def marks() -> object:
        return marks_recogniser(load_model(), load_patch_model())

    def combined(deblur: bool = False) -> object:
        return combined_recogniser(load_net(net_file), load_model(), deblur)

    made = {  # built only when asked for: "marks" needs no network file
        "default": lambda: (marks(), combined(deblur=True), load_net(net_file)),
        "marks": lambda: (marks(), None, None),
        "net": lambda: (net_recogniser(load_net(net_file)), None, None),
        "combined": lambda: (combined(), None, None),
    }
    return made[name]()


def fold_net(
    photos: Path, groups: set[int], files: set[str], seed: int = SEED, straight: bool = False
) -> Path:
    """The face network trained without the board ``groups`` and the photos ``files``: cached,
    or trained now. ``straight``: by the straight path's recipe (train_net.STRAIGHT)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    import train_net
    from net_data import data_key

    recipe = train_net.STRAIGHT if straight else train_net.Recipe()
    digest = hashlib.sha256(f"{data_key(photos)} {sorted(groups)} {sorted(files)} {seed}".encode())
    sources = ["scripts/train_net.py", "scripts/net_data.py", "vision/net.py"]
    if straight:  # cached apart from the default recipe's networks, which cut no squared dice
        digest.update(repr(recipe).encode())
        sources[2:2] = ["scripts/squared_dice.py", "vision/centres.py", "vision/centre_net.py",
                        "resources/centre_net.onnx"]  # fmt: skip
    for source in sources:
        digest.update(source_key(ROOT / source))

    def make(partial: Path) -> None:
        trained = train_net.train(
            partial, photos=photos, exclude_groups=frozenset(groups),
            exclude_files=frozenset(files), seed=seed, log=False, recipe=recipe,
        )  # fmt: skip
        print(
            f"  trained the fold's network in {trained.seconds:.0f} s: {trained.photo_dice} photo"
            f" dice, {trained.rendered_dice} rendered, {trained.training_dice} examples an epoch,"
            f" validation {trained.validation_accuracy:.4f}, temperature {trained.temperature:.2f}"
        )

    return cached_model("net", digest, make)


def flag_rates(pairs: list[tuple[float, bool]], thresholds: tuple[float, ...]) -> str:
    """Per threshold: the share of wrong dice and of right dice with confidence below it; and
    the expected calibration error (10 bins) of the confidences."""
    import numpy as np

    if not pairs:
        return "flags: no dice"
    confidence = np.array([c for c, _ in pairs])
    right = np.array([r for _, r in pairs])
    lines = []
    for threshold in thresholds:
        low = confidence < threshold
        wrong_flagged = low[~right].mean() if (~right).any() else float("nan")
        lines.append(
            f"  below {threshold:.3f}: wrong {100 * wrong_flagged:5.1f}%"
            f" ({int(low[~right].sum())}/{int((~right).sum())})"
            f"  right {100 * low[right].mean():5.1f}% ({int(low[right].sum())}/{int(right.sum())})"
        )
    bins = np.minimum((confidence * 10).astype(int), 9)
    ece = sum(
        abs(confidence[bins == b].mean() - right[bins == b].mean()) * (bins == b).mean()
        for b in range(10)
        if (bins == b).any()
    )
    return "\n".join([f"calibration: expected error {ece:.4f} over {len(pairs)} dice", *lines])
