"""Tune the board finder (vision.finder) on the labelled photos, starting from the one trained
on synthetic renders (scripts/train_finder.py), and write resources/finder.onnx.

The renders teach every tray, table and damage; the photos teach what renders miss (real
plastic, real light, dice sides seen at an angle). The start is read back from the synth-only
ONNX file: its convolutions have their batch norms folded in, so each batch norm starts as the
identity and stays frozen (its statistics fixed; only its scale and shift learn), as is usual
when tuning on few examples. Each epoch sees every photo example (scripts/finder_photos.py, each
photo turned, tilted, cropped and damaged ``--variants`` ways) and as many synthetic ones again
(from train_finder's cache), mirrored, turned and zoomed afresh.

``--exclude-groups`` and ``--exclude-files`` hold photos out: bench/eval_folds.py tunes one
finder per fold this way, so no photo is scored by a finder that saw its board.

    nice -n 15 .venv/bin/python scripts/tune_finder.py     # resources/finder.onnx, all photos
    .venv/bin/python scripts/tune_finder.py --tiny --output /tmp/finder.onnx   # seconds

Reproducible from ``--seed`` on one machine (same torch, one thread).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from finder_data import cached_examples, examples  # noqa: E402
from finder_photos import photo_examples, training_photos  # noqa: E402
from train_finder import (  # noqa: E402
    CACHE,
    build_network,
    check_export,
    export,
    train_epoch,
)

from vision.finder import FINDER_FILE, GRID_SIZES  # noqa: E402

PHOTOS = ROOT.parent / "shared" / "photos"
BASE = ROOT / "scripts" / "finder_synth.onnx"  # train_finder.py's output, the start


def load_folded(network: object, path: Path) -> None:
    """``network`` (build_network's) given the weights of the ONNX file at ``path``: each
    convolution followed by a batch norm takes the folded weights and bias, and the batch norm
    becomes the identity."""
    import onnx
    import torch
    import torch.nn as nn
    from onnx import numpy_helper

    model = onnx.load(str(path))
    weights = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    convs = [n for n in model.graph.node if n.op_type == "Conv"]
    modules = [m for m in network.modules() if isinstance(m, nn.Conv2d | nn.BatchNorm2d)]
    pairs: list[tuple[nn.Conv2d, nn.BatchNorm2d | None]] = []
    for k, module in enumerate(modules):
        if isinstance(module, nn.Conv2d):
            follower = modules[k + 1] if k + 1 < len(modules) else None
            pairs.append((module, follower if isinstance(follower, nn.BatchNorm2d) else None))
    if len(pairs) != len(convs):
        raise SystemExit(f"{path} has {len(convs)} convolutions, the network {len(pairs)}")
    with torch.no_grad():
        for (conv, norm), node in zip(pairs, convs, strict=True):
            weight = torch.from_numpy(weights[node.input[1]].copy())
            if weight.shape != conv.weight.shape:
                raise SystemExit(f"{path} does not fit the network: {tuple(weight.shape)}")
            conv.weight.copy_(weight)
            bias = torch.from_numpy(weights[node.input[2]].copy())
            if norm is None:
                conv.bias.copy_(bias)
                continue
            norm.running_mean.zero_()
            norm.running_var.fill_(1.0 - norm.eps)
            norm.weight.fill_(1.0)
            norm.bias.copy_(bias)
        gemm = next(n for n in model.graph.node if n.op_type == "Gemm")
        linear = network.grid[1]
        linear.weight.copy_(torch.from_numpy(weights[gemm.input[1]].copy()))
        linear.bias.copy_(torch.from_numpy(weights[gemm.input[2]].copy()))


def _freeze_norms(network: object) -> None:
    import torch.nn as nn

    for module in network.modules():
        if isinstance(module, nn.BatchNorm2d):
            module.eval()


def tune(
    output: Path,
    *,
    base: Path = BASE,
    photos: Path = PHOTOS,
    exclude_groups: frozenset[int] = frozenset(),
    exclude_files: frozenset[str] = frozenset(),
    variants: int = 12,
    epochs: int = 5,
    seed: int = 3,
    tiny: bool = False,
    log: bool = True,
) -> float:
    """Tune, export to ``output`` and check cv2.dnn's reading of it; returns the seconds."""
    import torch

    started = time.perf_counter()
    torch.manual_seed(seed)
    torch.set_num_threads(1)
    entries = training_photos(photos, exclude_groups, exclude_files)
    if tiny:
        entries = entries[:2]
    images, corners, grids = photo_examples(photos, entries, variants, seed)
    synth_count = len(images)
    if tiny:
        synth = examples(seed, synth_count)
    else:
        synth = cached_examples(2, max(synth_count, 500), CACHE)
    images = np.concatenate([images, synth[0][:synth_count]])
    corners = np.concatenate([corners, synth[1][:synth_count]])
    grids = np.concatenate([grids, synth[2][:synth_count]])
    grid_index = np.array([GRID_SIZES.index(g) if g in GRID_SIZES else -1 for g in grids])
    network = build_network()
    load_folded(network, base)
    network.train()
    _freeze_norms(network)
    rng = np.random.default_rng(seed)
    optimiser = torch.optim.AdamW(network.parameters(), lr=1e-3, weight_decay=1e-4)
    batch = min(32, len(images))
    steps = epochs * max(1, len(images) // batch)
    schedule = torch.optim.lr_scheduler.OneCycleLR(optimiser, 1e-3, total_steps=steps)
    for epoch in range(epochs):
        losses = train_epoch(
            network, optimiser, schedule, (images, corners, grid_index), batch, rng
        )
        if log:
            elapsed = time.perf_counter() - started
            print(f"epoch {epoch + 1}: loss {np.mean(losses):.3f}; {elapsed:.0f} s", flush=True)
    export(network, output)
    difference = check_export(network, output, images[:8])
    if difference > 1e-3:
        raise SystemExit(f"cv2.dnn reads {output} differently from torch ({difference:.2e})")
    return time.perf_counter() - started


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", type=Path, default=BASE, help="the synth-only finder (ONNX)")
    parser.add_argument("--photos", type=Path, default=PHOTOS)
    parser.add_argument("--exclude-groups", default="", help="board groups to hold out: 1,2,...")
    parser.add_argument("--variants", type=int, default=12, help="examples made of each photo")
    parser.add_argument("--epochs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--tiny", action="store_true", help="two photos, one epoch")
    parser.add_argument("--output", type=Path, default=ROOT / "resources" / FINDER_FILE)
    args = parser.parse_args()
    if not (args.photos / "manifest.json").is_file():
        parser.error(f"{args.photos} holds no manifest.json (the labelled photos)")
    if args.tiny:
        args.variants, args.epochs = 2, 1
    groups = frozenset(int(g) for g in args.exclude_groups.split(",") if g.strip())
    seconds = tune(
        args.output, base=args.base, photos=args.photos, exclude_groups=groups,
        variants=args.variants, epochs=args.epochs, seed=args.seed, tiny=args.tiny,
    )  # fmt: skip
    print(f"wrote {args.output} ({args.output.stat().st_size / 1024:.0f} KiB) in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
