"""Train the die-centre network (vision.centre_net) and write resources/centre_net.onnx.

It learns from the labelled photos' dice (``--photos``), placed by a search with the shipped
face network (scripts/centre_data.py), and from rendered boards whose centres are exact. Each
example is a crop looked at from a point up to vision.centre_net.REACH of a die from a die's
centre, turned by a quarter turn or a few degrees, mirrored, a little scaled, and damaged (dark,
washed out, blurred, half in shadow, noisy), afresh each epoch; the network answers the
offset to the centre, in dice. ``--exclude-groups`` and ``--exclude-files`` leave boards out
(bench/centre_folds.py does so per fold).

    pip install -e '.[train]'      # torch, CPU: see the README
    .venv/bin/python scripts/train_centre_net.py --photos ../shared/photos   # the shipped one
    .venv/bin/python scripts/train_centre_net.py --tiny --output /tmp/centre.onnx  # renders only

Reproducible from ``--seed`` on one machine (same torch, same thread count) on the CPU.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
import warnings
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from centre_data import photo_boards, rendered_boards  # noqa: E402

from vision.centre_net import CENTRE_SIDE, CENTRE_SPAN, REACH, standardised  # noqa: E402
from vision.cut import PITCH  # noqa: E402

CACHE = Path.home() / ".cache" / "boggle-lens-eval"


@dataclass(frozen=True)
class Recipe:
    epochs: int = 10
    batch: int = 128
    learning_rate: float = 3e-3
    looks_per_die: int = 6  # an epoch's examples: this many for each photo die
    rendered: int = 600  # rendered boards; as many of their dice as of the photos' are drawn
    rendered_only: int = 400  # rendered dice an epoch draws from when no photo trains it


TINY = Recipe(epochs=1, looks_per_die=1, rendered=6, rendered_only=50)


@dataclass(frozen=True)
class Trained:
    output: Path
    photo_dice: int
    rendered_dice: int
    error: float  # the median distance, in dice, of the last epoch's answers from the truth
    seconds: float


def train(
    output: Path,
    photos: Path | None = None,
    exclude_groups: frozenset[int] = frozenset(),
    exclude_files: frozenset[str] = frozenset(),
    seed: int = 5,
    recipe: Recipe = Recipe(),
    log: bool = True,
) -> Trained:
    """Train on the photos (if given, but for the boards left out) and rendered boards; write
    the ONNX file to ``output``."""
    import torch
    import torch.nn as nn

    started = time.perf_counter()
    torch.manual_seed(seed)
    rng = np.random.default_rng(seed)
    boards = [] if photos is None else [
        board for board in photo_boards(photos, CACHE)
        if board.file not in exclude_files and board.group not in exclude_groups
    ]  # fmt: skip
    photo_dice = [(board.image, point) for board in boards for point in board.points]
    rendered = [(board.image, point) for board in rendered_boards(recipe.rendered, seed)
                for point in board.points]  # fmt: skip
    count = min(len(rendered), len(photo_dice) or recipe.rendered_only)
    dice = photo_dice + [rendered[i] for i in rng.choice(len(rendered), count, replace=False)]
    examples = recipe.looks_per_die * (len(photo_dice) or count)
    network = build_network()
    optimiser = torch.optim.AdamW(network.parameters(), recipe.learning_rate, weight_decay=1e-4)
    schedule = torch.optim.lr_scheduler.OneCycleLR(
        optimiser, recipe.learning_rate,
        total_steps=recipe.epochs * math.ceil(examples / recipe.batch),
    )  # fmt: skip
    error = float("nan")
    for epoch in range(recipe.epochs):
        picked = rng.integers(len(dice), size=examples)
        crops, targets = zip(*(look(*dice[i], rng) for i in picked), strict=True)
        inputs = torch.from_numpy(standardised(np.stack(crops)))[:, None]
        truth = torch.from_numpy(np.stack(targets))
        network.train()
        for start in range(0, examples, recipe.batch):
            answer = network(inputs[start : start + recipe.batch])
            loss = nn.functional.smooth_l1_loss(answer, truth[start : start + recipe.batch],
                                                beta=0.05)  # fmt: skip
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
        network.eval()
        with torch.no_grad():
            error = float((network(inputs[:2000]) - truth[:2000]).norm(dim=1).median())
        if log:
            print(f"epoch {epoch + 1}/{recipe.epochs}: median error {error:.3f} of a die"
                  f" ({time.perf_counter() - started:.0f} s)", flush=True)  # fmt: skip
    output.parent.mkdir(parents=True, exist_ok=True)
    with warnings.catch_warnings():  # the TorchScript exporter's notice of its successor
        warnings.simplefilter("ignore", DeprecationWarning)
        torch.onnx.export(
            network, torch.zeros(1, 1, CENTRE_SIDE, CENTRE_SIDE), str(output),
            input_names=["crops"], output_names=["offsets"],
            dynamic_axes={"crops": {0: "n"}, "offsets": {0: "n"}}, opset_version=13,
            dynamo=False,
        )  # fmt: skip
    return Trained(output, len(photo_dice), count, error, time.perf_counter() - started)


def look(
    board: np.ndarray, centre: np.ndarray, rng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """(crop, offset): the board seen from a point up to REACH of a die from the die at
    ``centre``, the view turned, maybe mirrored, scaled a little and damaged; and the offset
    from the crop's centre to the die's, in dice, as the view shows it."""
    radius, angle = REACH * math.sqrt(rng.random()), rng.uniform(0, 2 * math.pi)
    point = centre - np.array([math.cos(angle), math.sin(angle)]) * radius * PITCH
    turn = math.radians(rng.integers(4) * 90 + rng.normal(0, 4))
    view = np.array([[math.cos(turn), -math.sin(turn)], [math.sin(turn), math.cos(turn)]])
    if rng.random() < 0.5:
        view = view @ np.array([[-1.0, 0.0], [0.0, 1.0]])
    scale = CENTRE_SIDE / (CENTRE_SPAN * PITCH) * rng.uniform(0.92, 1.08)
    matrix = np.hstack([scale * view, (CENTRE_SIDE / 2 - scale * view @ point)[:, None]])
    crop = cv2.warpAffine(board, matrix, (CENTRE_SIDE, CENTRE_SIDE), flags=cv2.INTER_AREA,
                          borderMode=cv2.BORDER_REPLICATE).astype(np.float32)  # fmt: skip
    return damaged(crop, rng), (view @ (centre - point) / PITCH).astype(np.float32)


def damaged(crop: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """``crop`` darker or lighter (gamma), its contrast and level changed, maybe blurred, maybe
    half in shadow, with sensor noise."""
    crop = 255 * (crop / 255) ** rng.uniform(0.6, 1.6)
    crop = crop * rng.uniform(0.5, 1.2) + rng.uniform(-30, 30)
    if rng.random() < 0.3:
        crop = cv2.GaussianBlur(crop, (0, 0), rng.uniform(0.5, 1.5))
    if rng.random() < 0.3:  # a shadow's edge across the crop
        axis = np.linspace(-1, 1, CENTRE_SIDE)
        xs, ys = np.meshgrid(axis, axis)
        edge = rng.uniform(0, 2 * math.pi)
        beyond = xs * math.cos(edge) + ys * math.sin(edge) > rng.uniform(-0.5, 0.5)
        crop = crop * np.where(beyond, rng.uniform(0.3, 0.8), 1.0)
    return (crop + rng.normal(0, rng.uniform(0, 8), crop.shape)).astype(np.float32)


def build_network() -> object:
    """Three blocks of 3x3 convolutions, each halving the crop, then two dense layers to the
    offset (x, y)."""
    import torch.nn as nn

    def block(cin: int, cout: int) -> list[nn.Module]:
        return [nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU()]

    cells = (CENTRE_SIDE // 8) ** 2
    return nn.Sequential(
        *block(1, 16), nn.MaxPool2d(2),
        *block(16, 32), *block(32, 32), nn.MaxPool2d(2),
        *block(32, 64), *block(64, 64), nn.MaxPool2d(2),
        nn.Flatten(), nn.Linear(64 * cells, 64), nn.ReLU(), nn.Linear(64, 2),
    )  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--photos", type=Path, help="the labelled photos (../shared/photos)")
    parser.add_argument("--output", type=Path, default=ROOT / "resources" / "centre_net.onnx")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--tiny", action="store_true", help="seconds, rendered boards only")
    parser.add_argument("--exclude-groups", default="", help="board groups left out: 3,7,...")
    parser.add_argument("--exclude-files", default="", help="photos left out, comma-separated")
    args = parser.parse_args()
    if args.photos is not None and not (args.photos / "manifest.json").is_file():
        parser.error(f"{args.photos} holds no manifest.json")
    try:
        import torch  # noqa: F401
    except ImportError:
        print("training needs torch: sh setup.sh train", file=sys.stderr)
        return 2
    trained = train(
        args.output, photos=None if args.tiny else args.photos,
        exclude_groups=frozenset(int(g) for g in args.exclude_groups.split(",") if g.strip()),
        exclude_files=frozenset(f for f in args.exclude_files.split(",") if f.strip()),
        seed=args.seed, recipe=TINY if args.tiny else Recipe(),
    )  # fmt: skip
    print(
        f"wrote {trained.output}: {trained.photo_dice} photo dice, {trained.rendered_dice}"
        f" rendered, median error {trained.error:.3f} of a die, {trained.seconds:.0f} s"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
