"""A minimal word graph (DAWG) of tuples, built from sorted words, with a compact binary form.

Each node is a tuple of ``NODE_SIZE`` entries. Entry ``MASK`` (0) is an int with bit ``i`` set
when symbol ``SYMBOLS[i]`` has a child, plus ``TERMINAL`` when a word ends here; entry
``slot(symbol)`` (1-27) is that symbol's child or None. The symbols are a-z and then the
letters other languages keep apart (ñ), so one graph layout serves every edition. The mask
comes first so that it shares the tuple header's cache line. The search's hot code is Python
bytecode: a child is then one specialized tuple index with a small-int subscript, several times
cheaper than a dict lookup, and the mask lets the search skip dice whose neighbours cannot
continue any word. Shared suffixes keep ENABLE at about 54k nodes.
"""

from __future__ import annotations

import hashlib
import struct
from array import array
from collections.abc import Callable, Iterable, Sequence
from itertools import compress, islice

Node = tuple  # NODE_SIZE entries: the mask, then a child (or None) per symbol

# a-z, then ñ (Spanish). A new letter goes at the end, so that a-z keep their slots and bits.
SYMBOLS = "abcdefghijklmnopqrstuvwxyzñ"
LETTERS = len(SYMBOLS)
MASK = 0
NODE_SIZE = LETTERS + 1
TERMINAL = 1 << LETTERS
# 2: a table of distinct masks, and an index into it per node; 3: the 27th symbol, ñ
FORMAT_VERSION = 3
_PROGRESS_EVERY = 8192  # words between two reports of build's progress
_MAGIC = b"BLDAWG\x00"
# magic, version, node count, edge count, word count, distinct mask count
_HEADER = struct.Struct("<7sHIIII")
_DIGEST_SIZE = 32
# In the file, symbol i is the byte 97 + i: a-z as themselves, ñ as "{".
_ALPHABET = bytes(range(97, 97 + LETTERS))
# Label byte to its slot, as a bytes.translate table (other bytes never reach it).
_TO_SLOT = bytes((byte - 96) % 256 for byte in range(256))
_INDEX: dict[str, int] = {symbol: index for index, symbol in enumerate(SYMBOLS)}
_EMPTY_NODE = [None] * NODE_SIZE
_LETTER_INDICES = range(LETTERS)


class GraphFormatError(ValueError):
    """Serialized graph bytes that are corrupt, truncated or of another format version."""


def letter_bit(symbol: str) -> int:
    """The mask bit of a symbol; 0 for anything else (a blank, say), which never matches."""
    index = _INDEX.get(symbol)
    return 0 if index is None else 1 << index


def slot(symbol: str) -> int:
    """The node entry holding the child for a symbol (1 for a ... 27 for ñ); 0, the mask's
    entry, for anything else, which callers that may see other characters must test for."""
    index = _INDEX.get(symbol)
    return 0 if index is None else index + 1


def build(sorted_words: Sequence[str], progress: Callable[[float], None] | None = None) -> Node:
    """Build the minimal graph from words of a-z in strictly increasing order (Daciuk's
    incremental method): after each word, the part of the previous word's path that can no
    longer change is merged into an equal node already registered, if there is one.

    Nodes are dicts while the graph grows (letter to child, and "" to the mask): cheap to grow
    and to compare. The finished graph is then turned into tuples, the layout the search reads."""
    register: dict[tuple[int, tuple[int, ...]], dict] = {}
    root: dict = {}
    path: list[dict] = [root]
    previous = ""

    def freeze_down_to(depth: int) -> None:
        for i in range(len(previous), depth, -1):
            node = path[i]
            mask = node.get("", 0)
            children = []
            for key, child in node.items():
                if key:
                    mask |= letter_bit(key)
                    children.append(id(child))
            node[""] = mask
            signature = (mask, tuple(children))
            twin = register.get(signature)
            if twin is None:
                register[signature] = node
            else:
                path[i - 1][previous[i - 1]] = twin
        del path[depth + 1 :]

    for number, word in enumerate(sorted_words, start=1):
        if progress is not None and number % _PROGRESS_EVERY == 0:
            progress(number / len(sorted_words))
        common = 0
        limit = min(len(word), len(previous))
        while common < limit and word[common] == previous[common]:
            common += 1
        freeze_down_to(common)
        node = path[common]
        for symbol in word[common:]:
            child: dict = {}
            node[symbol] = child
            path.append(child)
            node = child
        node[""] = TERMINAL
        previous = word
    freeze_down_to(0)
    mask = root.get("", 0)
    for key in root:
        if key:
            mask |= letter_bit(key)
    root[""] = mask
    return _as_tuples(root)


def _as_tuples(root: dict) -> Node:
    """The same graph with every dict node replaced by its tuple, children first."""
    made: dict[int, Node] = {}
    stack = [root]
    while stack:
        node = stack[-1]
        if id(node) in made:  # a shared node, reached again
            stack.pop()
            continue
        waiting = [child for key, child in node.items() if key and id(child) not in made]
        if waiting:
            stack.extend(waiting)
            continue
        stack.pop()
        slots: list[object] = _EMPTY_NODE.copy()
        slots[MASK] = node[""]
        for key, child in node.items():
            if key:
                slots[slot(key)] = made[id(child)]
        made[id(node)] = tuple(slots)
    return made[id(root)]


def children(node: Node) -> Iterable[tuple[int, Node]]:
    """(letter index, child) for each child, in letter order."""
    # A child is a non-empty tuple, so truthy, and an absent one None: compress and filter pick
    # them out in C, which keeps serializing ENABLE's graph near 0.1 s.
    kids = node[1:]
    return zip(compress(_LETTER_INDICES, kids), filter(None, kids), strict=True)


def serialize(root: Node, word_count: int) -> bytes:
    """Children before parents, so loading can make every node in one pass; root last."""
    index: dict[int, int] = {}
    counts = bytearray()
    mask_index: dict[int, int] = {}  # distinct mask -> its place in the table
    masks = array("I")  # per node, its mask's place in the table
    labels = bytearray()
    targets = array("I")
    stack: list[tuple[Node, list[tuple[int, Node]] | None]] = [(root, None)]
    while stack:
        node, edges = stack.pop()
        if id(node) in index:
            continue
        if edges is None:
            edges = list(children(node))
            stack.append((node, edges))
            stack.extend((child, None) for _, child in edges)
            continue
        counts.append(len(edges))
        masks.append(mask_index.setdefault(node[MASK], len(mask_index)))
        for letter, child in edges:
            labels.append(97 + letter)
            targets.append(index[id(child)])
        index[id(node)] = len(index)
    header = (_MAGIC, FORMAT_VERSION, len(counts), len(targets), word_count, len(mask_index))
    body = (
        _HEADER.pack(*header)
        + bytes(counts)
        + array("I", mask_index).tobytes()
        + masks.tobytes()
        + bytes(labels)
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
    magic, version, node_count, edge_count, word_count, mask_count = _HEADER.unpack_from(body)
    if magic != _MAGIC or version != FORMAT_VERSION:
        raise GraphFormatError("another format")
    offset = _HEADER.size
    counts = body[offset : offset + node_count]
    offset += node_count
    # Nodes with equal masks share one int object: a third of ENABLE's ints are then ever read,
    # and they stay in the CPU's caches during a search (measured: ~3k fewer L1 misses a solve).
    table = array("I")
    table.frombytes(body[offset : offset + 4 * mask_count])
    offset += 4 * mask_count
    mask_at = array("I")
    mask_at.frombytes(body[offset : offset + 4 * node_count])
    offset += 4 * node_count
    labels = body[offset : offset + edge_count]
    offset += edge_count
    targets = array("I")
    targets.frombytes(body[offset : offset + 4 * edge_count])
    if offset + 4 * edge_count != len(body) or len(counts) != node_count or node_count == 0:
        raise GraphFormatError("sizes do not add up")
    if mask_at and max(mask_at) >= mask_count:
        raise GraphFormatError("a mask index points past the table")
    if sum(counts) != edge_count:
        raise GraphFormatError("edge count mismatch")
    if labels.translate(None, _ALPHABET):
        raise GraphFormatError("an edge label is not a letter")
    nodes: list[Node] = []
    append = nodes.append
    # Lazy: each target is looked up only when its edge is consumed, by which time every child
    # (written before its parents) exists; a forward reference raises IndexError.
    edges = zip(labels.translate(_TO_SLOT), map(nodes.__getitem__, targets), strict=False)
    following = edges.__next__
    try:
        for count, mask in zip(counts, map(table.tolist().__getitem__, mask_at), strict=True):
            slots: list[object] = _EMPTY_NODE.copy()
            slots[MASK] = mask
            if count == 1:  # half the nodes: spares making an islice
                at, child = following()
                slots[at] = child
            else:
                for at, child in islice(edges, count):
                    slots[at] = child
            append(tuple(slots))
    except IndexError:
        raise GraphFormatError("an edge points forward") from None
    return nodes[-1], word_count


def contains(root: Node, symbols: str) -> bool:
    node = root
    for symbol in symbols:
        at = slot(symbol)
        if at == 0:
            return False
        node = node[at]
        if node is None:
            return False
    return bool(node[MASK] & TERMINAL)


def iter_words(root: Node) -> Iterable[str]:
    """Every symbol string in the graph, in sorted order."""
    stack: list[tuple[Node, str]] = [(root, "")]
    while stack:
        node, prefix = stack.pop()
        if node[MASK] & TERMINAL:
            yield prefix
        stack.extend((child, prefix + SYMBOLS[i]) for i, child in reversed(list(children(node))))
