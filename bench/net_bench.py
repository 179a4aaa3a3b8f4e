"""Face network benchmark: loading resources/face_net.onnx with cv2.dnn, and reading the dice of
a 4x4, 5x5 and 6x6 board in one forward pass (cutting the patches out of the squared-up board
included). Medians over several runs.

Usage: python bench/net_bench.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from vision.lattice import Lattice  # noqa: E402
from vision.net import NET_FILE, load_net, net_patches  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21)
    args = parser.parse_args()
    path = ROOT / "resources" / NET_FILE
    start = time.perf_counter()
    net = load_net(path)
    print(f"{NET_FILE}: {path.stat().st_size / 1024:.0f} KiB, loaded in"
          f" {1000 * (time.perf_counter() - start):.0f} ms")  # fmt: skip
    rng = np.random.default_rng(1)
    for size in (4, 5, 6):
        side = 100 * size
        board = rng.integers(0, 256, (side, side), dtype=np.uint8)
        centres = np.float32([[(c + 0.5) * 100, (r + 0.5) * 100] for r in range(size)
                              for c in range(size)])  # fmt: skip
        lattice = Lattice(centres, np.full(size * size, 100.0, np.float32), 1.0)
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            net.probabilities(net_patches(board, lattice))
            times.append(time.perf_counter() - start)
        print(f"{size}x{size} board, {size * size} dice in one pass:"
              f" median {1000 * statistics.median(times):.1f} ms")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
