"""Train the board finder (vision.finder) on synthetic renders: scripts/finder_synth.onnx.

The examples (scripts/finder_data.py: renders of every tray, table, tilt, turn and damage, in
the finder's letterboxed square) are made once and kept in ~/.cache/boggle-lens-finder; each
epoch zooms into some (close-ups), and mirrors and turns them afresh by quarter turns. The
network is a small encoder-decoder: down to an 8x8 map (a stride-4 stem, then three stride-2
stages), up again to the HEAT_SIDE heatmap of corners (a focal loss against a Gaussian at each
corner, as CenterNet's), and the grid size from the two deepest maps, pooled. The first
``--validation`` examples are held out and scored after every epoch: the mean corner error
(each true corner to the nearest peak, over the board's size) and the grid size. No photo is
seen here; scripts/tune_finder.py then tunes this finder on the labelled photos and writes the
one the app ships, resources/finder.onnx.

    pip install -e '.[train]'      # torch, CPU: see the README
    nice -n 15 .venv/bin/python scripts/train_finder.py    # scripts/finder_synth.onnx
    nice -n 15 .venv/bin/python scripts/tune_finder.py     # resources/finder.onnx
    .venv/bin/python scripts/train_finder.py --tiny --output /tmp/finder.onnx   # seconds

Reproducible from ``--seed`` on one machine (same torch, one thread).
"""

from __future__ import annotations

import argparse
import sys
import time
import warnings
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from finder_data import NO_BOARD, cached_examples, examples  # noqa: E402

from vision.finder import (  # noqa: E402
    FINDER_SIDE,
    GRID_SIZES,
    HEAT_SIDE,
    HEAT_STRIDE,
    heat_corners,
)

CACHE = Path.home() / ".cache" / "boggle-lens-finder"
_SIGMA = 1.0  # heatmap cells: the Gaussian each corner's target is
_ZOOM_SHARE = 0.35  # of the examples each epoch seen as close-ups (zoomed)


def build_network() -> object:
    """The finder: (n, 3, S, S) BGR in 0..1 -> (n, HEAT_SIDE**2 + len(GRID_SIZES)) logits."""
    import torch
    import torch.nn as nn

    def conv(cin: int, cout: int, stride: int = 1) -> nn.Sequential:
        return nn.Sequential(
            nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.BatchNorm2d(cout), nn.ReLU()
        )

    class Finder(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            # A 4x4 stride-4 stem: the first map is the heatmap's own size, as the full-size
            # layers cost the most on a CPU.
            self.down2 = nn.Sequential(
                nn.Conv2d(3, 16, 4, 4, bias=False), nn.BatchNorm2d(16), nn.ReLU(), conv(16, 24)
            )  # 32
            self.down3 = nn.Sequential(conv(24, 40, 2), conv(40, 40))  # 16
            self.down4 = nn.Sequential(conv(40, 64, 2), conv(64, 64), conv(64, 64))  # 8
            self.up = nn.Upsample(scale_factor=2, mode="nearest")
            self.lateral4 = nn.Conv2d(64, 40, 1)
            self.mix3 = conv(40, 24)
            self.lateral3 = nn.Conv2d(24, 24, 1)
            self.mix2 = conv(24, 16)
            self.heat = nn.Conv2d(16, 1, 1)
            self.grid = nn.Sequential(nn.Dropout(0.2), nn.Linear(64 + 40, len(GRID_SIZES)))

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            f2 = self.down2(x)
            f3 = self.down3(f2)
            f4 = self.down4(f3)
            m3 = self.mix3(self.up(self.lateral4(f4)) + f3)
            m2 = self.mix2(self.up(self.lateral3(m3)) + f2)
            heat = self.heat(m2).flatten(1)
            pooled = torch.cat([f4.mean(dim=(2, 3)), f3.mean(dim=(2, 3))], dim=1)
            return torch.cat([heat, self.grid(pooled)], dim=1)

    network = Finder()
    with torch.no_grad():  # start the heatmap sure there is no corner, as CenterNet does
        network.heat.bias.fill_(-2.2)
    return network


def heat_targets(corners: np.ndarray) -> np.ndarray:
    """(n, HEAT_SIDE, HEAT_SIDE) float32: the Gaussian peak of each corner, the max where two
    meet; zero for an example without a board (NaN corners)."""
    cells = (np.arange(HEAT_SIDE, dtype=np.float32) + 0.5) * HEAT_STRIDE
    targets = np.zeros((len(corners), HEAT_SIDE, HEAT_SIDE), np.float32)
    for k, quad in enumerate(corners):
        if np.isnan(quad).any():
            continue
        for x, y in quad:
            gx = np.exp(-(((cells - x) / HEAT_STRIDE) ** 2) / (2 * _SIGMA**2))
            gy = np.exp(-(((cells - y) / HEAT_STRIDE) ** 2) / (2 * _SIGMA**2))
            targets[k] = np.maximum(targets[k], gy[:, None] * gx[None, :])
    return targets


def turned(
    images: np.ndarray, corners: np.ndarray, rng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """Each example zoomed in or not (zoomed), mirrored or not and turned by a random number of
    quarter turns."""
    images, corners = images.copy(), corners.copy()
    side = FINDER_SIDE
    for k in range(len(images)):
        if rng.random() < _ZOOM_SHARE and not np.isnan(corners[k]).any():
            images[k], corners[k] = zoomed(images[k], corners[k], rng)
        if rng.random() < 0.5:
            images[k] = images[k][:, ::-1]
            corners[k, :, 0] = side - corners[k, :, 0]
        for _ in range(int(rng.integers(4))):  # a quarter turn clockwise: (x, y) -> (S - y, x)
            images[k] = np.rot90(images[k], -1)
            corners[k] = np.stack([side - corners[k, :, 1], corners[k, :, 0]], axis=1)
    return images, corners


def zoomed(
    image: np.ndarray, corners: np.ndarray, rng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """A close-up: a part of the letterboxed photo that still holds the whole block of dice (and
    a margin), letterboxed again. Real photos are often taken so close that the tray runs off
    the frame; the renders keep the tray inside it."""
    import cv2

    lit = np.flatnonzero(image.any(axis=(0, 2))), np.flatnonzero(image.any(axis=(1, 2)))
    if not len(lit[0]) or not len(lit[1]):
        return image, corners
    width, height = float(lit[0][-1] + 1), float(lit[1][-1] + 1)  # the photo, less the padding
    margin = 0.04 * float(np.ptp(corners, axis=0).max())
    low = np.maximum(corners.min(axis=0) - margin, 0)
    high = np.minimum(corners.max(axis=0) + margin, (width, height))
    most = min(width / max(high[0] - low[0], 1), height / max(high[1] - low[1], 1), 2.5)
    if most < 1.1:
        return image, corners
    zoom = float(rng.uniform(1.1, most))
    crop_w, crop_h = width / zoom, height / zoom
    x0 = float(rng.uniform(max(0.0, high[0] - crop_w), min(low[0], width - crop_w)))
    y0 = float(rng.uniform(max(0.0, high[1] - crop_h), min(low[1], height - crop_h)))
    scale = FINDER_SIDE / max(crop_w, crop_h)
    matrix = np.float32([[scale, 0, -scale * x0], [0, scale, -scale * y0]])
    out = cv2.warpAffine(image, matrix, (FINDER_SIDE, FINDER_SIDE), flags=cv2.INTER_LINEAR)
    out[round(crop_h * scale) :, :] = 0  # the letterbox's padding, as at run time
    out[:, round(crop_w * scale) :] = 0
    return out, (corners - (x0, y0)) * scale


def _loss(output: object, heat: object, grids: object) -> object:
    import torch
    import torch.nn.functional as functional

    logits = output[:, : HEAT_SIDE * HEAT_SIDE]
    p = torch.sigmoid(logits).clamp(1e-4, 1 - 1e-4)
    peak = heat >= 0.999
    positive = -((1 - p) ** 2) * torch.log(p)
    negative = -((1 - heat) ** 4) * p**2 * torch.log(1 - p)
    focal = torch.where(peak, positive, negative).sum() / max(1, int(peak.sum()))
    grid_logits = output[:, HEAT_SIDE * HEAT_SIDE :]
    has_board = grids >= 0
    grid_loss = functional.cross_entropy(grid_logits[has_board], grids[has_board])
    return focal + grid_loss


def _peak_targets(corners: np.ndarray) -> np.ndarray:
    """The Gaussian targets with each corner's own cell set to exactly 1 (the focal loss's
    positives)."""
    targets = heat_targets(corners)
    for k, quad in enumerate(corners):
        if np.isnan(quad).any():
            continue
        for x, y in quad:
            col = int(np.clip(x // HEAT_STRIDE, 0, HEAT_SIDE - 1))
            row = int(np.clip(y // HEAT_STRIDE, 0, HEAT_SIDE - 1))
            targets[k, row, col] = 1.0
    return targets


def train_epoch(
    network: object,
    optimiser: object,
    schedule: object,
    data: tuple[np.ndarray, np.ndarray, np.ndarray],
    batch: int,
    rng: np.random.Generator,
) -> list[float]:
    """One pass over ``data`` (squares, corners, grid indices: -1 without a board) in shuffled
    batches, each mirrored, turned and zoomed afresh (turned); the batches' losses."""
    import torch

    images, corners, grid_index = data
    order = rng.permutation(len(images))
    losses = []
    for start in range(0, len(order) - batch + 1, batch):
        pick = order[start : start + batch]
        x, c = turned(images[pick], corners[pick], rng)
        x_t = torch.from_numpy(np.ascontiguousarray(x)).permute(0, 3, 1, 2).float().div_(255)
        heat = torch.from_numpy(_peak_targets(c).reshape(len(pick), -1))
        loss = _loss(network(x_t), heat, torch.from_numpy(grid_index[pick]))
        optimiser.zero_grad()
        loss.backward()
        optimiser.step()
        schedule.step()
        losses.append(float(loss.detach()))
    return losses


def score(network: object, images: np.ndarray, corners: np.ndarray, grids: np.ndarray) -> dict:
    """Held-out figures: mean corner error over the board's size, corners within 3%, the grid
    size right, and the weakest corner's heat on boards and on empty tables."""
    import torch

    network.eval()
    outputs = []
    with torch.no_grad():
        for start in range(0, len(images), 256):
            batch = torch.from_numpy(images[start : start + 256]).permute(0, 3, 1, 2)
            outputs.append(network(batch.float().div_(255)).numpy())
    output = np.concatenate(outputs)
    errors, right, board_heat, empty_heat = [], [], [], []
    for k in range(len(images)):
        heat = 1 / (1 + np.exp(-output[k, : HEAT_SIDE * HEAT_SIDE].reshape(HEAT_SIDE, HEAT_SIDE)))
        peaks = heat_corners(heat)
        weakest = min(h for _, _, h in peaks)
        if grids[k] == NO_BOARD:
            empty_heat.append(weakest)
            continue
        board_heat.append(weakest)
        found = np.array([((x + 0.5) * HEAT_STRIDE, (y + 0.5) * HEAT_STRIDE) for x, y, _ in peaks])
        truth = corners[k]
        d1, d2 = truth[2] - truth[0], truth[3] - truth[1]
        size = np.sqrt(abs(float(d1[0] * d2[1] - d1[1] * d2[0])) / 2)
        distances = np.linalg.norm(truth[:, None] - found[None], axis=2).min(axis=1)
        errors.append(float(distances.mean()) / size)
        right.append(GRID_SIZES[int(np.argmax(output[k, HEAT_SIDE * HEAT_SIDE :]))] == grids[k])
    network.train()
    return {
        "corner_error": float(np.mean(errors)),
        "within_3pct": float(np.mean(np.array(errors) < 0.03)),
        "grid": float(np.mean(right)),
        "board_heat_p10": float(np.percentile(board_heat, 10)),
        "empty_heat_p90": float(np.percentile(empty_heat, 90)) if empty_heat else float("nan"),
    }


def train(
    output: Path, count: int, epochs: int, validation: int, seed: int, tiny: bool = False
) -> float:
    """Train, export to ``output`` and check cv2.dnn's reading of it; returns the seconds."""
    import torch

    started = time.perf_counter()
    torch.manual_seed(seed)
    torch.set_num_threads(1)
    if tiny:
        images, corners, grids = examples(seed, count)
    else:
        images, corners, grids = cached_examples(seed, count, CACHE)
    grid_index = np.array([GRID_SIZES.index(g) if g != NO_BOARD else -1 for g in grids])
    train_x, train_c, train_g = images[validation:], corners[validation:], grid_index[validation:]
    rng = np.random.default_rng(seed)
    network = build_network()
    optimiser = torch.optim.AdamW(network.parameters(), lr=3e-3, weight_decay=1e-4)
    batch = 64
    steps = epochs * max(1, len(train_x) // batch)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimiser, 3e-3, total_steps=steps)
    network.train()
    for epoch in range(epochs):
        losses = train_epoch(network, optimiser, schedule, (train_x, train_c, train_g), batch, rng)
        held = score(network, images[:validation], corners[:validation], grids[:validation])
        figures = " ".join(f"{k} {v:.3f}" for k, v in held.items())
        elapsed = time.perf_counter() - started
        print(f"epoch {epoch + 1}: loss {np.mean(losses):.3f}; held out {figures}; {elapsed:.0f} s")
        sys.stdout.flush()
    export(network, output)
    difference = check_export(network, output, images[:8])
    print(f"cv2.dnn against torch: largest difference {difference:.2e}")
    if difference > 1e-3:
        raise SystemExit(f"cv2.dnn reads {output} differently from torch ({difference:.2e})")
    return time.perf_counter() - started


def export(network: object, output: Path) -> None:
    """ONNX for cv2.dnn, by the legacy exporter (as scripts/train_net.py)."""
    import torch

    network.eval()
    output.parent.mkdir(parents=True, exist_ok=True)
    with warnings.catch_warnings():  # the legacy exporter says it is legacy
        warnings.simplefilter("ignore", DeprecationWarning)
        torch.onnx.export(
            network, torch.zeros(1, 3, FINDER_SIDE, FINDER_SIDE), str(output), dynamo=False,
            input_names=["image"], output_names=["corners_and_grid"], opset_version=13,
        )  # fmt: skip


def check_export(network: object, output: Path, images: np.ndarray) -> float:
    """The largest difference between torch's and cv2.dnn's outputs on ``images``."""
    import cv2
    import torch

    net = cv2.dnn.readNetFromONNX(str(output))
    largest = 0.0
    with torch.no_grad():
        for image in images:
            x = torch.from_numpy(image).permute(2, 0, 1)[None].float().div_(255)
            expected = network(x).numpy().reshape(-1)
            net.setInput(cv2.dnn.blobFromImage(image, 1 / 255.0))
            got = np.asarray(net.forward()).reshape(-1)
            largest = max(largest, float(np.abs(expected - got).max()))
    return largest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--examples", type=int, default=5000)
    parser.add_argument("--validation", type=int, default=400)
    parser.add_argument("--epochs", type=int, default=22)
    parser.add_argument("--tiny", action="store_true", help="a few examples, one epoch")
    parser.add_argument("--output", type=Path, default=ROOT / "scripts" / "finder_synth.onnx")
    args = parser.parse_args()
    if args.tiny:
        args.examples, args.validation, args.epochs = 96, 32, 1
    if not 0 < args.validation < args.examples:
        parser.error("--validation must be between 0 and --examples")
    seconds = train(args.output, args.examples, args.epochs, args.validation, args.seed, args.tiny)
    size = args.output.stat().st_size
    print(f"wrote {args.output} ({size / 1024:.0f} KiB) in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
