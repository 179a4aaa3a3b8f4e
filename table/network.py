"""Which address a phone on the same Wi-Fi can reach the table at.

The default route's interface is found the usual way: a UDP socket "connected" to an address
outside this machine makes the kernel choose the outgoing interface, and sends nothing (UDP's
connect only sets the peer). Other addresses of this machine (a second network card, a VPN) come
from its host name, for the window's choice.
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket

# A documentation address (TEST-NET-1, RFC 5737): only used to pick the route, never reached.
_ROUTE_PROBE = ("192.0.2.1", 9)


def default_route_address() -> str | None:
    """This machine's address on the default route's interface, or None without a network."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(_ROUTE_PROBE)
        address = probe.getsockname()[0]
        if address and not ipaddress.ip_address(address).is_unspecified:
            return str(address)
    return None


def candidate_addresses() -> list[str]:
    """Addresses to offer, the default route's first; loopback last (this machine only)."""
    found: list[str] = []
    first = default_route_address()
    if first:
        found.append(first)
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found and not ipaddress.ip_address(address).is_loopback:
                found.append(address)
    found.append("127.0.0.1")
    return found


def join_url(host: str, port: int, token: str) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/t/{token}/"
