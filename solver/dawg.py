"""A minimal word graph (DAWG) as linked dicts, built from sorted words, with a compact binary
form.

Each node is a ``dict`` mapping a one-letter symbol to the child node, plus the key ``""`` holding
an int mask: bit ``i`` is set when letter ``chr(97 + i)`` has a child, and ``TERMINAL`` when a word
ends here. Plain dicts keep the search's inner loop at C speed; the mask lets the search skip
dice whose neighbours cannot continue any word. Shared suffixes keep ENABLE at about 54k nodes.
"""

from __future__ import annotations

import hashlib
import struct
from array import array
from collections.abc import Iterable
from itertools import islice

Node = dict

MASK_KEY = ""
TERMINAL = 1 << 26
FORMAT_VERSION = 1
_MAGIC = b"BLDAWG\x00"
_HEADER = struct.Struct("<7sHIII")  # magic, version, node count, edge count, word count
_DIGEST_SIZE = 32


class GraphFormatError(ValueError):
    """Serialized graph bytes that are corrupt, truncated or of another format version."""


def letter_bit(symbol: str) -> int:
    """The mask bit of a symbol; 0 outside a-z (a blank, say), which never matches."""
    code = ord(symbol) - 97
    return 1 << code if 0 <= code < 26 else 0


def build(sorted_words: Iterable[str]) -> Node:
    """Build the minimal graph from words in strictly increasing order (Daciuk's incremental
    method): after each word, the part of the previous word's path that can no longer change is
    merged into an equal node already registered, if there is one."""
    register: dict[tuple[int, tuple[int, ...]], Node] = {}
    root: Node = {}
    path: list[Node] = [root]
    previous = ""

    def freeze_down_to(depth: int) -> None:
        for i in range(len(previous), depth, -1):
            node = path[i]
            mask = node.get(MASK_KEY, 0)
            children = []
            for key, child in node.items():
                if key:
                    mask |= letter_bit(key)
                    children.append(id(child))
            node[MASK_KEY] = mask
            signature = (mask, tuple(children))
            twin = register.get(signature)
            if twin is None:
                register[signature] = node
            else:
                path[i - 1][previous[i - 1]] = twin
        del path[depth + 1 :]

    for word in sorted_words:
        common = 0
        limit = min(len(word), len(previous))
        while common < limit and word[common] == previous[common]:
            common += 1
        freeze_down_to(common)
        node = path[common]
        for symbol in word[common:]:
            child: Node = {}
            node[symbol] = child
            path.append(child)
            node = child
        node[MASK_KEY] = TERMINAL
        previous = word
    freeze_down_to(0)
    mask = 0
    for key in root:
        if key:
            mask |= letter_bit(key)
    root[MASK_KEY] = mask
    return root


def serialize(root: Node, word_count: int) -> bytes:
    """Children before parents, so loading can make every node in one pass; root last."""
    index: dict[int, int] = {}
    counts = bytearray()
    masks = array("I")
    labels: list[str] = []
    targets = array("I")
    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        node, expanded = stack.pop()
        if id(node) in index:
            continue
        if not expanded:
            stack.append((node, True))
            stack.extend((child, False) for key, child in node.items() if key)
            continue
        edges = [(key, child) for key, child in node.items() if key]
        counts.append(len(edges))
        masks.append(node[MASK_KEY])
        for key, child in edges:
            labels.append(key)
            targets.append(index[id(child)])
        index[id(node)] = len(index)
    body = (
        _HEADER.pack(_MAGIC, FORMAT_VERSION, len(counts), len(targets), word_count)
        + bytes(counts)
        + masks.tobytes()
        + "".join(labels).encode("ascii")
        + targets.tobytes()
    )
    return body + hashlib.sha256(body).digest()


def deserialize(data: bytes) -> tuple[Node, int]:
    """Rebuild the graph; returns (root, word count). Raises GraphFormatError on any damage.

    Only plain bytes, ints and strings are read: nothing in the file can run code."""
    if len(data) < _HEADER.size + _DIGEST_SIZE:
        raise GraphFormatError("too short")
    body, digest = data[:-_DIGEST_SIZE], data[-_DIGEST_SIZE:]
    if hashlib.sha256(body).digest() != digest:
        raise GraphFormatError("checksum mismatch")
    magic, version, node_count, edge_count, word_count = _HEADER.unpack_from(body)
    if magic != _MAGIC or version != FORMAT_VERSION:
        raise GraphFormatError("another format")
    offset = _HEADER.size
    counts = body[offset : offset + node_count]
    offset += node_count
    masks = array("I")
    masks.frombytes(body[offset : offset + 4 * node_count])
    offset += 4 * node_count
    labels = body[offset : offset + edge_count].decode("ascii")
    offset += edge_count
    targets = array("I")
    targets.frombytes(body[offset : offset + 4 * edge_count])
    if offset + 4 * edge_count != len(body) or len(counts) != node_count or node_count == 0:
        raise GraphFormatError("sizes do not add up")
    if sum(counts) != edge_count:
        raise GraphFormatError("edge count mismatch")
    nodes: list[Node] = []
    append = nodes.append
    # Lazy: each target is looked up only when its edge is consumed, by which time every child
    # (written before its parents) exists; a forward reference raises IndexError.
    edges = zip(labels, map(nodes.__getitem__, targets), strict=False)
    try:
        for count, mask in zip(counts, masks, strict=True):
            node = {MASK_KEY: mask}
            node.update(islice(edges, count))
            append(node)
    except IndexError:
        raise GraphFormatError("an edge points forward") from None
    return nodes[-1], word_count


def contains(root: Node, symbols: str) -> bool:
    node = root
    for symbol in symbols:
        node = node.get(symbol)
        if node is None:
            return False
    return bool(node[MASK_KEY] & TERMINAL)


def iter_words(root: Node) -> Iterable[str]:
    """Every symbol string in the graph, in sorted order."""
    stack: list[tuple[Node, str]] = [(root, "")]
    while stack:
        node, prefix = stack.pop()
        if node[MASK_KEY] & TERMINAL:
            yield prefix
        stack.extend(
            (child, prefix + key) for key, child in sorted(node.items(), reverse=True) if key
        )
