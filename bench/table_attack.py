"""Attacks on the phone table, as someone on the same Wi-Fi, a bad phone, a full disk or a crash
would make them (issue 48's table), each against a fresh ``boggle-lens table`` on 127.0.0.1 in a
process of its own, each bounded in count and time. Every line says what happened beside the
limit that holds it (table/checks.py; docs/table-api.md lists them).

``--code /work/main`` attacks another checkout's table (the "before"); the sizes are flags, so
a run fits a small machine. Linux only (/proc measures the table's memory and file handles).

Usage: python bench/table_attack.py [--code PATH] [--only NAME ...] [--stalls 1010] ...
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import attacks_disk
import attacks_net
from attack_harness import Table

ROOT = Path(__file__).resolve().parents[1]


class Tables:
    """Tables for one attack, each on a folder of its own, logging to one file."""

    def __init__(self, code: Path, folder: Path) -> None:
        self.code, self.folder, self.count = code, folder, 0

    def make(
        self,
        label: str,
        journal: str = "",
        file_size_limit: int | None = None,
        data: Path | None = None,
        blocked: bool = False,
    ) -> Table:
        """``data``: that folder again (a restart); ``blocked``: one that cannot be made."""
        if blocked:
            (self.folder / "a file").write_text("not a folder")
            data = self.folder / "a file" / "data"
        elif data is None:
            self.count += 1
            data = self.folder / f"{label}-{self.count}"
            data.mkdir(parents=True)
        if journal:
            (data / "table-round.jsonl").write_text(journal)
        return Table(self.code, data, self.folder / "table.log", file_size_limit)


ATTACKS = {
    "stalls": attacks_net.stalls,
    "multipart": attacks_net.multipart,
    "streams": attacks_net.streams,
    "text": attacks_net.text,
    "restore": attacks_disk.restore,
    "disk-full": attacks_disk.disk_full,
    "read-only": attacks_disk.read_only,
    "uploads": attacks_net.uploads,
    "tiff": attacks_net.tiff,
    "bad-journal": attacks_disk.bad_journal,
    "helper": attacks_net.helper,
    "flood": attacks_net.flood,
    "spoof": attacks_net.spoof,
}
OWN_TABLE = {"restore", "disk-full", "read-only", "bad-journal"}  # they start their own tables


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--code", type=Path, default=ROOT, help="the checkout whose table runs")
    parser.add_argument("--only", nargs="*", choices=sorted(ATTACKS), default=sorted(ATTACKS))
    for flag, default in (
        ("stalls", 1010),
        ("parts", 100_000),
        ("field-mb", 100),
        ("streams", 20),
        ("joins", 3000),
        ("words", 11_000),
        ("uploads", 25),
        ("upload-mb", 39),
        ("upload-threads", 10),
        ("full-words", 200),
        ("full-bytes", 6000),
    ):
        parser.add_argument(f"--{flag}", type=int, default=default)
    for flag, default in (
        ("stall-wait", 17.0),
        ("stream-seconds", 30.0),
        ("restore-wait", 40.0),
        ("helper-wait", 15.0),
        ("flood-seconds", 10.0),
    ):
        parser.add_argument(f"--{flag}", type=float, default=default)
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, args.stalls + 200)), hard))
    print(
        f"# table attacks on {args.code} ({datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} "
        f"UTC, {platform.machine()}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f})"
    )
    with tempfile.TemporaryDirectory(prefix="table-attack-") as scratch:
        for name in args.only:
            folder = Path(scratch) / name
            folder.mkdir()
            make = Tables(args.code, folder).make
            started = time.perf_counter()
            try:
                if name in OWN_TABLE:
                    rows = ATTACKS[name](make, args)
                else:
                    table = make(name)
                    if not table.wait():
                        rows = [("the table did not start", "")]
                    else:
                        try:
                            rows = ATTACKS[name](table, args)
                        finally:
                            table.close()
            except Exception as error:  # one attack's surprise must not hide the others
                rows = [(f"the attack itself failed: {error!r}", "")]
            for happened, limit in rows:
                print(f"{name:11} | {happened} | {limit}")
            print(f"{'':11} | ({time.perf_counter() - started:.0f} s)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
