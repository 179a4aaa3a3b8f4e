"""Train a die-face network (vision.net) and write resources/face_net.onnx (the English faces)
or, with ``--faces all``, resources/face_net_all.onnx (every face: the English ones and Ñ).

The network learns from the labelled dice of the photos (``--photos``: cut out by today's
reader and lined up with the labels, scripts/net_data.py), from rendered dice of every face in
several fonts and dice styles, and from places with no die (between dice, text, a chess board,
a surface). ``--straight`` is the recipe of the reader to come (issue 46's straight path): it
also cuts the photos' dice as that path does, with the empty places it meets between and
around them (scripts/squared_dice.py), and renders dice's sides seen at a slant. Every die is
damaged several times over (turns, shifts, light, shadow, blur, noise, JPEG), afresh each
epoch. A share of the photos' board groups is kept out of training to fit the temperature that
makes the probabilities calibrated (folded into the last layer) and to report held-out
accuracy. ``--exclude-groups`` leaves boards out altogether
(bench/read_eval.py --kfold does so per fold).

``--faces all`` trains the network over every face (vision.net.NETWORKS) by the same recipe:
the faces no photo shows (Ñ) are learnt from rendered dice alone, in the same fonts and dice
styles, at every turn, with the same damage, and rendered six times as often as the others
(``unphotographed_per_face``), as the others have the photos' dice besides; so is the letter
each is written on (N), which the network must tell them from by the mark alone.

    pip install -e '.[train]'      # torch, CPU: see the README
    .venv/bin/python scripts/train_net.py --photos ../shared/photos [--seed 7]
    .venv/bin/python scripts/train_net.py --tiny --output /tmp/net.onnx   # seconds, no photos
    .venv/bin/python scripts/train_net.py --photos ../shared/photos --device cuda  # with a GPU
    # the shipped networks (resources/README.md): every photo, the k-fold's temperature
    .venv/bin/python scripts/train_net.py --photos ../shared/photos --validation-share 0 \
        --temperature 0.84                 # resources/face_net.onnx
    .venv/bin/python scripts/train_net.py --photos ../shared/photos --validation-share 0 \
        --temperature 0.84 --faces all     # resources/face_net_all.onnx

Reproducible from ``--seed`` on one machine (same torch, same thread count) on the CPU; a GPU's
sums are not always done in the same order.
"""

from __future__ import annotations

import argparse
import sys
import time
import warnings
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:  # torch comes with the optional train extra, imported where it is used
    import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from net_data import (  # noqa: E402
    DiceSet,
    augment,
    network_input,
    not_dice,
    photo_dice,
    rendered_dice,
)  # fmt: skip
from squared_dice import squared_dice  # noqa: E402

from vision.net import (  # noqa: E402
    ALL_FACES_NET_FILE,
    FACE_CLASSES,
    NET_FILE,
    NET_SIDE,
    NETWORKS,
    ROTATIONS,
)

# What --faces names: the classes a network is trained on, and the file it is written to.
FACE_SETS: dict[str, str] = {"english": NET_FILE, "all": ALL_FACES_NET_FILE}

# Faces whose print looks the same turned (no mark under them): their rotation cannot be
# learnt, so only their face counts in the loss.
TURN_FREE = frozenset({"O", "X", "S", "H", "I", "*"})
CACHE = Path.home() / ".cache" / "boggle-lens-eval"


@dataclass(frozen=True)
class Recipe:
    width: int = 16  # channels of the first layer; the next two blocks have 2x and 4x
    epochs: int = 12  # with the heavier blur, 12 read more held out than 8 (docs/reader-log.md)
    batch: int = 128
    learning_rate: float = 3e-3
    photo_copies: int = 3  # damaged copies of every photo die per epoch, new ones each epoch
    rendered_per_face: int = 50
    rendered_copies: int = 2
    # Rendered dice of each face that no photo shows (Ñ, --faces all), and of the letter it is
    # written on (N): more than of the others, which have about a hundred photo dice each.
    unphotographed_per_face: int = 300
    not_dice: int = 1500  # patches with no die centred on them (vision.net.FaceNet.not_a_die)
    side_faces: bool = False  # dice's sides at a slant among them (net_data.not_dice)
    # The photos' dice as the straight path cuts them (scripts/squared_dice.py): damaged copies
    # of each per epoch, and this many of the empty places it meets there ("no die here").
    squared_copies: int = 0
    squared_empty: int = 2500
    validation_share: float = 0.15  # of the photos' board groups, for the temperature
    # A temperature measured held out before (the k-fold's), for a network trained on every
    # photo (validation_share 0); None: fit it on the validation groups.
    temperature: float | None = None


# The straight path's network (issue 46; bench/straight_eval.py reads with it): taught on its
# own crops, cut at the die-centre network's centres, and on the dice's sides. Held out on that
# path (211 photos, 2026-11-29) it read the same 189 boards as Recipe() and one die more, and
# flagged 98.8% of wrong dice against 94.1% (1.6% of right ones against 1.8%); under the eight
# harsher conditions (folds 1 and 2) 624 boards against 616, with one board wrong and no die
# flagged against none (docs/reader-log.md, 2026-11-29 morning).
STRAIGHT = Recipe(not_dice=3500, side_faces=True, squared_copies=2)
TINY = Recipe(
    width=4, epochs=1, photo_copies=1, rendered_per_face=3, rendered_copies=1, not_dice=32,
    unphotographed_per_face=3,
)  # fmt: skip


@dataclass(frozen=True)
class Trained:
    output: Path
    temperature: float
    validation_accuracy: float  # faces right among the validation dice (clean), nan if none
    training_dice: int  # examples seen per epoch (damaged copies included)
    photo_dice: int  # distinct photo dice trained on
    rendered_dice: int  # distinct rendered dice
    seconds: float


def build_network(width: int, groups: int) -> object:
    """The network for ``groups`` outputs at each rotation (the faces and "no die here")."""
    import torch.nn as nn

    def block(cin: int, cout: int) -> list[nn.Module]:
        return [nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU()]

    c1, c2, c3 = width, 2 * width, 4 * width
    cells = NET_SIDE // 8
    return nn.Sequential(
        *block(1, c1), nn.MaxPool2d(2),
        *block(c1, c2), *block(c2, c2), nn.MaxPool2d(2),
        *block(c2, c3), *block(c3, c3), nn.MaxPool2d(2),
        nn.Flatten(), nn.Dropout(0.25),
        nn.Linear(c3 * cells * cells, groups * len(ROTATIONS)),
    )  # fmt: skip


def examples(dice: DiceSet, copies: int, rng: np.random.Generator) -> tuple[np.ndarray, ...]:
    """``copies`` damaged network inputs of every die: (inputs, faces, rotations)."""
    inputs, faces, rotations = [], [], []
    for crop, face, rotation in zip(dice.crops, dice.faces, dice.rotations, strict=True):
        for _ in range(copies):
            damaged, turned = augment(crop, int(rotation), rng)
            inputs.append(network_input(damaged))
            faces.append(face)
            rotations.append(turned)
    return (np.array(inputs, np.uint8).reshape(-1, NET_SIDE, NET_SIDE), np.array(faces),
            np.array(rotations))  # fmt: skip


def _damaged(
    parts: list[DiceSet], copies_of: list[int], rng: np.random.Generator
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Damaged copies of every part's dice, as tensors: (inputs, faces, rotations)."""
    import torch

    inputs, faces, rotations = [], [], []
    for part, copies in zip(parts, copies_of, strict=True):
        x, f, r = examples(part, copies, rng)
        inputs.append(x)
        faces.append(f)
        rotations.append(r)
    return (
        torch.from_numpy(np.concatenate(inputs)).float().div_(255).unsqueeze(1),
        torch.from_numpy(np.concatenate(faces)).long(),
        torch.from_numpy(np.concatenate(rotations)).long(),
    )


def train(
    output: Path,
    *,
    photos: Path | None,
    exclude_groups: frozenset[int] = frozenset(),
    exclude_files: frozenset[str] = frozenset(),
    seed: int = 7,
    recipe: Recipe = Recipe(),
    log: bool = True,
    classes: tuple[str, ...] = FACE_CLASSES,
    device: str = "cpu",
) -> Trained:
    """Train a network over ``classes`` (one of vision.net.NETWORKS' class lists) and write
    it to ``output``. ``device`` is torch's ("cuda" on a machine with a GPU): the dice are
    damaged on the CPU either way."""
    import torch

    start = time.perf_counter()
    torch.manual_seed(seed)
    # One thread: on a shared 2-core machine two threads spin against each other (5x slower
    # measured under load), and one thread makes the run repeatable.
    torch.set_num_threads(1)
    rng = np.random.default_rng(seed)
    parts = [rendered_dice(recipe.rendered_per_face, seed, classes, recipe.unphotographed_per_face)]
    rendered_count = len(parts[0])
    validation = None
    photo_count = 0
    copies_of = [recipe.rendered_copies]
    empty = None
    if photos is not None:
        real = _left_out(photo_dice(photos, CACHE), exclude_groups, exclude_files)
        groups = np.unique(real.groups)
        held = rng.choice(groups, round(recipe.validation_share * len(groups)), replace=False)
        validation = real.subset(np.isin(real.groups, held))
        real = real.subset(~np.isin(real.groups, held))
        photo_count = len(real)
        parts.append(real)
        copies_of.append(recipe.photo_copies)
        if recipe.squared_copies:
            squared, empty = (
                _left_out(part, exclude_groups | frozenset(held.tolist()), exclude_files)
                for part in squared_dice(photos, CACHE)
            )
            parts.append(squared)
            copies_of.append(recipe.squared_copies)
    parts.append(not_dice(recipe.not_dice, DiceSet.join(parts), rng, len(classes),
                          recipe.side_faces))  # fmt: skip
    copies_of.append(1)
    if empty is not None and len(empty):
        chosen = empty.subset(rng.choice(len(empty), min(recipe.squared_empty, len(empty)),
                                         replace=False))  # fmt: skip
        parts.append(DiceSet(chosen.crops, np.full(len(chosen), len(classes)), chosen.rotations,
                             chosen.groups, chosen.files))  # fmt: skip
        copies_of.append(1)
    x_all, face_all, turn_all = _damaged(parts, copies_of, rng)
    turn_free = torch.tensor([face in TURN_FREE for face in classes] + [True])
    if log:
        print(f"{len(x_all)} training examples ({photo_count} photo dice, {rendered_count}"
              f" rendered) built in {time.perf_counter() - start:.0f} s")  # fmt: skip
    network = build_network(recipe.width, len(classes) + 1).to(device)
    turn_free = turn_free.to(device)
    optimiser = torch.optim.AdamW(network.parameters(), lr=recipe.learning_rate, weight_decay=1e-4)
    steps = recipe.epochs * ((len(x_all) + recipe.batch - 1) // recipe.batch)
    schedule = torch.optim.lr_scheduler.OneCycleLR(
        optimiser, recipe.learning_rate, total_steps=steps
    )
    generator = torch.Generator().manual_seed(seed)
    for epoch in range(recipe.epochs):
        if epoch:  # every epoch sees its own damaged copies: 36 looks at a photo die, not 3
            x_all, face_all, turn_all = _damaged(parts, copies_of, rng)
        network.train()
        order = torch.randperm(len(x_all), generator=generator)
        total = 0.0
        for begin in range(0, len(order), recipe.batch):
            index = order[begin : begin + recipe.batch]
            x, faces, turns = (t[index].to(device) for t in (x_all, face_all, turn_all))
            loss = _loss(network(x), faces, turns, turn_free)
            optimiser.zero_grad()
            loss.backward()
            optimiser.step()
            schedule.step()
            total += float(loss.detach()) * len(index)
        if log:
            print(f"epoch {epoch + 1}/{recipe.epochs}: loss {total / len(x_all):.3f}"
                  f"  ({time.perf_counter() - start:.0f} s)")  # fmt: skip
    network.eval()
    temperature, accuracy = recipe.temperature or 1.0, float("nan")
    if validation is not None and len(validation) and recipe.temperature is None:
        # The held-out dice as they are, and once damaged: the temperature for both.
        clean = np.array([network_input(c) for c in validation.crops])
        damaged, faces_v, _ = examples(validation, 1, rng)
        x_val = torch.from_numpy(np.concatenate([clean, damaged])).float().div_(255).unsqueeze(1)
        f_val = torch.from_numpy(np.concatenate([validation.faces, faces_v])).long()
        x_val = x_val.to(device)
        with torch.no_grad():  # the four turns the reader averages over (vision.net)
            logits = torch.stack([network(torch.rot90(x_val, k, (2, 3))) for k in range(4)]).cpu()
        temperature = _fit_temperature(logits, f_val)
        faces_read = _face_probabilities(logits, temperature).argmax(1)
        accuracy = float((faces_read[: len(clean)] == f_val[: len(clean)]).float().mean())
        if log:
            print(f"validation: {len(clean)} photo dice, clean accuracy {accuracy:.4f},"
                  f" temperature {temperature:.3f}")  # fmt: skip
    export(network.cpu(), temperature, output)
    return Trained(output, temperature, accuracy, len(x_all), photo_count, rendered_count,
                   time.perf_counter() - start)  # fmt: skip


def _left_out(dice: DiceSet, groups: frozenset[int], files: frozenset[str]) -> DiceSet:
    """``dice`` without those of the board ``groups`` and the photos ``files``."""
    return dice.subset(~(np.isin(dice.groups, list(groups)) | np.isin(dice.files, list(files))))


def _loss(logits: object, faces: object, turns: object, turn_free: object) -> object:
    """Cross-entropy of the face (summed over its rotations), plus that of the (face, rotation)
    pair for the faces whose turn shows."""
    import torch
    import torch.nn.functional as functional

    joint = functional.log_softmax(logits, dim=1).view(len(faces), -1, len(ROTATIONS))
    face_loss = -joint.logsumexp(dim=2).gather(1, faces[:, None]).squeeze(1)
    pair = -joint[torch.arange(len(faces)), faces, turns]
    turn_loss = torch.where(turn_free[faces], torch.zeros_like(pair), pair)
    return (face_loss + 0.5 * turn_loss).mean()


def _face_probabilities(logits: object, temperature: float) -> object:
    """Per die, each face's probability as the reader computes it: the softmax of the logits
    of each of the four turned views (4, dice, classes) at ``temperature``, summed over the
    rotations, averaged over the views."""
    import torch

    probabilities = torch.softmax(logits / temperature, dim=2)
    return probabilities.view(4, logits.shape[1], -1, len(ROTATIONS)).sum(3).mean(0)


def _fit_temperature(logits: object, faces: object) -> float:
    """The temperature that minimises the face's negative log-likelihood on held-out dice (a
    grid search: one parameter, and robust)."""
    best, best_nll = 1.0, float("inf")
    for temperature in np.exp(np.linspace(np.log(0.3), np.log(5.0), 80)):
        chosen = _face_probabilities(logits, float(temperature)).gather(1, faces[:, None])
        nll = float(-chosen.clamp_min(1e-12).log().mean())
        if nll < best_nll:
            best, best_nll = float(temperature), nll
    return best


def export(network: object, temperature: float, output: Path) -> None:
    """ONNX for cv2.dnn (the legacy exporter: no onnx package needed), with the temperature
    folded into the last layer so that its softmax is calibrated."""
    import copy

    import torch

    calibrated = copy.deepcopy(network)
    last = calibrated[-1]
    with torch.no_grad():
        last.weight /= temperature
        last.bias /= temperature
    output.parent.mkdir(parents=True, exist_ok=True)
    with warnings.catch_warnings():  # the legacy exporter says it is legacy
        warnings.simplefilter("ignore", DeprecationWarning)
        torch.onnx.export(
            calibrated, torch.zeros(1, 1, NET_SIDE, NET_SIDE), str(output), dynamo=False,
            input_names=["patch"], output_names=["logits"], dynamic_axes={"patch": {0: "dice"}},
            opset_version=13,
        )  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--photos", type=Path, default=None, help="the labelled photos")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--exclude-groups", default="", help="comma-separated board_group ids")
    parser.add_argument("--epochs", type=int, default=Recipe.epochs)
    parser.add_argument("--tiny", action="store_true", help="a few rendered dice, one epoch")
    parser.add_argument("--device", default="cpu", help="torch's device: cpu, or cuda")
    parser.add_argument("--straight", action="store_true", help="the straight path's recipe")
    parser.add_argument(
        "--faces", choices=sorted(FACE_SETS), default="english",
        help="the network's faces: the English ones, or all (with Ñ); picks the default output",
    )  # fmt: skip
    parser.add_argument("--output", type=Path, default=None, help="default: resources/<file>")
    parser.add_argument(
        "--validation-share",
        type=float,
        default=Recipe.validation_share,
        help="share of the photos' board groups kept out to fit the temperature (0: train on all)",
    )
    parser.add_argument(
        "--temperature", type=float, default=None,
        help="use this temperature (measured held out before) instead of fitting one",
    )  # fmt: skip
    args = parser.parse_args()
    recipe = TINY if args.tiny else replace(
        STRAIGHT if args.straight else Recipe(), epochs=args.epochs,
        temperature=args.temperature, validation_share=args.validation_share,
    )  # fmt: skip
    if recipe.validation_share == 0 and recipe.temperature is None and not args.tiny:
        parser.error("with --validation-share 0 give --temperature (measured held out)")
    if args.photos is not None and not (args.photos / "manifest.json").is_file():
        parser.error(f"{args.photos} holds no manifest.json")
    excluded = frozenset(int(g) for g in args.exclude_groups.split(",") if g)
    file = FACE_SETS[args.faces]
    output = args.output or ROOT / "resources" / file
    trained = train(output, photos=None if args.tiny else args.photos, exclude_groups=excluded,
                    seed=args.seed, recipe=recipe, classes=NETWORKS[file],
                    device=args.device)  # fmt: skip
    size = trained.output.stat().st_size
    print(f"wrote {trained.output} ({size / 1024:.0f} KiB) in {trained.seconds:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
