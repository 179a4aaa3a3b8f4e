/* The word graph: solver/dawg.py's serialized bytes turned into the search's edge array. */
#include "core.h"

/* ---------------------------------------------------------------- the graph */

static uint32_t read_u32(const uint8_t *at) {
    return (uint32_t)at[0] | ((uint32_t)at[1] << 8) | ((uint32_t)at[2] << 16) |
           ((uint32_t)at[3] << 24);
}

/* solver/dawg.py's serialize(): "<7sHIIII" header, per-node edge counts (bytes), the table of
 * distinct masks (u32), per node its mask's index (u32), edge labels (bytes), edge targets
 * (u32), a SHA-256 digest (checked by the caller). Children come before parents; root last. */
int core_graph_load(Graph *graph, const uint8_t *data, Py_ssize_t size) {
    const Py_ssize_t header = 7 + 2 + 4 * 4, digest = 32;
    if (size < header + digest || memcmp(data, "BLDAWG\0", 7) != 0 ||
        (data[7] | (data[8] << 8)) != GRAPH_FORMAT) {
        PyErr_Format(PyExc_ValueError, "not a word graph of format %d", GRAPH_FORMAT);
        return -1;
    }
    uint32_t nodes = read_u32(data + 9), edges = read_u32(data + 13);
    uint32_t words = read_u32(data + 17), masks = read_u32(data + 21);
    const uint8_t *counts = data + header;
    const uint8_t *mask_table = counts + nodes;
    const uint8_t *mask_at = mask_table + 4 * (Py_ssize_t)masks;
    const uint8_t *labels = mask_at + 4 * (Py_ssize_t)nodes;
    const uint8_t *targets = labels + edges;
    if (nodes == 0 || (Py_ssize_t)nodes + 4 * (Py_ssize_t)masks + 4 * (Py_ssize_t)nodes +
                              5 * (Py_ssize_t)edges + header + digest != size) {
        PyErr_SetString(PyExc_ValueError, "word graph sizes do not add up");
        return -1;
    }
    uint32_t *mask = PyMem_Calloc(nodes, sizeof(uint32_t));
    uint32_t *first = PyMem_Calloc(nodes, sizeof(uint32_t));
    uint32_t *below = PyMem_Calloc(nodes, sizeof(uint32_t)); /* words in the node's subtree */
    graph->edges = PyMem_Calloc(edges ? edges : 1, sizeof(Edge));
    const char *problem = NULL;
    if (!mask || !first || !below || !graph->edges) {
        PyMem_Free(mask), PyMem_Free(first), PyMem_Free(below);
        PyErr_NoMemory();
        return -1;
    }
    uint32_t edge = 0;
    for (uint32_t node = 0; node < nodes && !problem; node++) {
        uint32_t index = read_u32(mask_at + 4 * (Py_ssize_t)node);
        if (index >= masks) {
            problem = "a mask index points past the table";
            break;
        }
        mask[node] = read_u32(mask_table + 4 * (Py_ssize_t)index);
        first[node] = edge;
        uint32_t offset = (mask[node] & TERMINAL) ? 1u : 0u, letters = 0;
        int previous = -1;
        for (unsigned k = 0; k < counts[node]; k++, edge++) {
            if (edge >= edges) {
                problem = "edge count mismatch";
                break;
            }
            int letter = labels[edge] - 'a';
            uint32_t target = read_u32(targets + 4 * (Py_ssize_t)edge);
            if (letter <= previous || letter >= LETTERS) {
                problem = "edge labels out of order";
                break;
            }
            if (target >= node) {
                problem = "an edge points forward";
                break;
            }
            previous = letter;
            letters |= 1u << letter;
            graph->edges[edge] = (Edge){mask[target], first[target], offset};
            offset += below[target];
        }
        if (!problem && letters != (mask[node] & LETTER_BITS)) problem = "masks and edges differ";
        below[node] = offset;
    }
    if (!problem && edge != edges) problem = "edge count mismatch";
    if (!problem) {
        graph->root = (Edge){mask[nodes - 1], first[nodes - 1], 0};
        graph->edge_count = edges;
        graph->word_count = below[nodes - 1];
        (void)words; /* the header's count; the graph's own is what numbers its words */
        graph->stamps = PyMem_Calloc(graph->word_count ? graph->word_count : 1, sizeof(uint32_t));
        if (!graph->stamps) problem = "out of memory";
    }
    PyMem_Free(mask), PyMem_Free(first), PyMem_Free(below);
    if (problem) {
        PyErr_Format(PyExc_ValueError, "word graph: %s", problem);
        return -1;
    }
    return 0;
}
