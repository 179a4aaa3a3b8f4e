"""``boggle-lens table``: the phone table without a window, until Ctrl+C.

Phones join by the printed address (or its QR code), snap the board and play rounds; any phone
may start, pause and end them. The server, aiohttp and the photo reader's OpenCV are imported
inside ``run`` only, so building the parser (and ``boggle-lens solve``) stays fast.
"""

from __future__ import annotations

import argparse
import errno
import signal
import time
from types import FrameType
from typing import TYPE_CHECKING, TextIO

from boggle_lens.errors import EXIT_OK, UsageError
from boggle_lens.options import add_rules_and_dict, chosen_rules, load_lexicon

if TYPE_CHECKING:
    from table import TableHost

# The same port every time (the desktop's table too), so that a firewall rule made for it once
# keeps working; the window names it when no phone has joined.
DEFAULT_PORT = 8765
LOOPBACK = "127.0.0.1"


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser(
        "table",
        help="serve the phone table (no window) until Ctrl+C",
        description="Open a table that phones on the same network join by a QR code: they "
        "snap the board, play timed rounds and see the scores. Runs until Ctrl+C.",
    )
    parser.add_argument(
        "--host",
        help="the address to listen on and to put in the join link "
        "(default: this machine's address on its network, else 127.0.0.1)",
    )
    parser.add_argument(
        "--port",
        type=_port,
        default=DEFAULT_PORT,
        help=f"the port to listen on (default: {DEFAULT_PORT}; 0 picks a free one)",
    )
    add_rules_and_dict(parser)
    parser.set_defaults(run=run)


def _port(text: str) -> int:
    try:
        port = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}") from None
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535, not {port}")
    return port


class _Stop(Exception):
    """SIGTERM, turned into an exception so that the table closes as on Ctrl+C."""


def _raise_stop(_signum: int, _frame: FrameType | None) -> None:
    raise _Stop


def run(args: argparse.Namespace, out: TextIO) -> int:
    # The table's modules pull in aiohttp (and the reader's helper process, OpenCV): here only.
    from table import TableOptions, open_table
    from table.host import TableStartError
    from table.network import default_route_address

    lexicon = load_lexicon(args.dict, args.lang)
    rules = chosen_rules(args.rules)
    host_name = args.host or default_route_address() or LOOPBACK
    options = TableOptions(host=host_name, port=args.port, headless=True)
    # The reader's helper process is spawned while the table opens. A terminal's Ctrl+C goes to
    # every process of the foreground group, helper included, where it would print a
    # traceback: ignored now, SIGINT stays ignored in the helper (dispositions set to "ignore"
    # survive exec, and Python keeps them), and the handler comes back for this process.
    previous_sigint = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        host = open_table(lexicon, rules, options)
    except TableStartError as error:
        raise UsageError(f"the table did not open: {error}") from None
    except OSError as error:
        raise UsageError(_listen_error(host_name, args.port, error)) from None
    finally:
        signal.signal(signal.SIGINT, previous_sigint)
    previous_sigterm = signal.signal(signal.SIGTERM, _raise_stop)
    try:
        _announce(host, out)
        while True:
            time.sleep(3600)  # a signal's handler raises out of the sleep
    except (KeyboardInterrupt, _Stop):
        pass
    finally:
        # A second SIGTERM must not cut the closing short; a second Ctrl+C still can.
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        stats = host.loop_stats()
        host.close()
        signal.signal(signal.SIGTERM, previous_sigterm)
    # How long the table ever kept a phone waiting for its event loop: the load bench reads it.
    out.write(stats.line() + "\n")
    out.write("The table is closed.\n")
    out.flush()
    return EXIT_OK


def _announce(host: TableHost, out: TextIO) -> None:
    """The join address alone on its line (scripts look for the first line that starts with
    http://), its QR code, and what to do."""
    from table.qr import qr_text

    out.write(host.url + "\n")
    try:
        out.write(qr_text(host.url) + "\n")
    except UnicodeEncodeError:  # a terminal that cannot show the code's block characters
        out.write("(this terminal cannot show the QR code: type the address on the phone)\n")
    out.write("Scan the code with a phone on the same Wi-Fi; Ctrl+C stops the table.\n")
    if host.options.host == LOOPBACK:
        out.write(
            "Only this machine can reach 127.0.0.1: give --host with this machine's "
            "network address for the phones.\n"
        )
    if host.restored:
        out.write("An interrupted round was brought back, paused: any phone can resume it.\n")
        out.write(
            f"(its journal was read and written anew in {host.restore_seconds:.2f} s, "
            f"{host.restore_cpu_seconds:.2f} s of CPU)\n"
        )
    if host.notice:
        out.write(host.notice + "\n")
    out.flush()


def _listen_error(host: str, port: int, error: OSError) -> str:
    if error.errno in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", None)):
        return (
            f"port {port} on {host} is already taken (another table?): choose another with "
            "--port, or --port 0 for any free one"
        )
    if error.errno in (errno.EADDRNOTAVAIL, getattr(errno, "WSAEADDRNOTAVAIL", None)):
        return f"{host} is not an address of this machine: give another with --host"
    reason = error.strerror or str(error)
    return f"cannot listen on {host} port {port}: {reason}"
