/* solver._core: the word search of solver/search.py in C, for speed. Optional: when it is not
 * built (no compiler), or BOGGLE_LENS_PURE_PYTHON=1, the pure-Python search runs instead, and
 * the tests check on random boards that the two give the same words, paths and scores.
 *
 * The word graph is the lexicon's DAWG (solver/dawg.py), handed over once in its serialized
 * form. In C each edge is stored as what the search needs of its target node: the letter mask
 * (bit i: letter 'a' + i has a child; TERMINAL: a word ends here), where the target's own edges
 * start, and the word-number offset. A node's edges lie in letter order, so the child for a
 * letter is edge first + popcount(mask below that letter): no 26-entry tables, which keeps
 * ENABLE's graph near 1 MB, in the processor's caches.
 *
 * Words found again are dropped by word number: a DAWG shares suffix nodes between words, so a
 * node cannot carry a "found" mark as a trie's can. Words are numbered in sorted order; a
 * word's number is the sum of the offsets along its edges (each offset is 1 if the parent is a
 * word itself, plus the words below the parent's earlier children), and a stamp per word says
 * whether the current board found it already.
 *
 * The search visits dice and neighbours in the same order as the Python search (dice row by
 * row, neighbours row by row), so each word's path is the same first path it finds. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define LETTERS 26
#define TERMINAL (1u << LETTERS)
#define LETTER_BITS (TERMINAL - 1u)
#define MAX_SIDE 12
#define MAX_CELLS (MAX_SIDE * MAX_SIDE)
#define MAX_WORD (2 * MAX_CELLS) /* every die a two-letter face */
#define BLANK_DIE 0xFF

/* The search counts bits once per step. On x86 the hot functions are compiled for the POPCNT
 * instruction (every x86 CPU since 2008; x86-64-v2), without it GCC calls a library routine,
 * ~15% slower; the module refuses to load on a CPU without it, and the Python search runs. */
#if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
#define HOT __attribute__((target("popcnt")))
#define POPCOUNT(x) ((unsigned)__builtin_popcount(x))
static int cpu_has_popcount(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("popcnt");
}
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
#include <intrin.h>
#define HOT
#define POPCOUNT(x) ((unsigned)__popcnt(x))
static int cpu_has_popcount(void) {
    int info[4];
    __cpuid(info, 1);
    return (info[2] >> 23) & 1;
}
#elif defined(__GNUC__) || defined(__clang__)
#define HOT
#define POPCOUNT(x) ((unsigned)__builtin_popcount(x))
static int cpu_has_popcount(void) { return 1; }
#else
#define HOT
static unsigned POPCOUNT(uint32_t x) {
    unsigned n = 0;
    for (; x; x &= x - 1) n++;
    return n;
}
static int cpu_has_popcount(void) { return 1; }
#endif

/* Count trailing zeros of a non-zero value. */
#if defined(__GNUC__) || defined(__clang__)
#define CTZ32(x) ((unsigned)__builtin_ctz(x))
#define CTZ64(x) ((unsigned)__builtin_ctzll(x))
#elif defined(_MSC_VER) && defined(_M_X64)
static unsigned CTZ32(uint32_t x) {
    unsigned long at;
    _BitScanForward(&at, x);
    return (unsigned)at;
}
static unsigned CTZ64(uint64_t x) {
    unsigned long at;
    _BitScanForward64(&at, x);
    return (unsigned)at;
}
#else
static unsigned CTZ32(uint32_t x) {
    unsigned n = 0;
    for (; !(x & 1u); x >>= 1) n++;
    return n;
}
static unsigned CTZ64(uint64_t x) {
    unsigned n = 0;
    for (; !(x & 1u); x >>= 1) n++;
    return n;
}
#endif

/* Boards of up to this many dice keep their used dice as the bits of one word. */
#define SMALL_CELLS 64

/* What the search needs of an edge's target node. */
typedef struct {
    uint32_t mask;   /* letter bits of its children, plus TERMINAL */
    uint32_t first;  /* index of its first edge */
    uint32_t offset; /* added to the word number on the way to it */
} Edge;

typedef struct {
    PyObject_HEAD
    Edge *edges;
    Py_ssize_t edge_count;
    Edge root;
    uint32_t word_count;
    uint32_t *stamps; /* per word: the serial of the last board that found it */
    uint32_t serial;
    /* Buffers for the words with paths, kept between boards. A search takes them while it
     * runs (making Python objects can run other threads' code, which may search too). */
    struct Record *records;
    Py_ssize_t record_capacity;
    uint8_t *paths;
    Py_ssize_t path_capacity;
} Graph;

/* One found word of a board: its path (die indices) in the path buffer. */
typedef struct Record {
    /* Sorts as solve lists words: most points first, then by word number, which is A to Z
     * (numbers follow the graph's symbol order, and as q is always Qu that is the order of the
     * spelled words too). */
    uint64_t order;
    uint32_t path_at;
    uint16_t dice;
    uint16_t letters;
} Record;

typedef struct {
    const Edge *edges;
    uint32_t *stamps;
    uint32_t serial;
    const int *points; /* by word length in letters */
    int cells;
    uint8_t first_symbol[MAX_CELLS]; /* letter index 0-25 */
    uint8_t second_symbol[MAX_CELLS];
    uint8_t two_symbols[MAX_CELLS];
    uint8_t letters[MAX_CELLS];     /* letters the face adds to a word (Qu: 2) */
    char face_text[MAX_CELLS][2];   /* those letters */
    uint32_t adjacent[MAX_CELLS];   /* first-symbol letter bits of the dice around */
    uint8_t neighbours[MAX_CELLS][8];
    uint8_t neighbour_count[MAX_CELLS];
    uint8_t used[MAX_CELLS];
    uint8_t path[MAX_CELLS];
    /* Boards of up to SMALL_CELLS dice: per die and letter, the dice around it showing that
     * letter first; the blanks. */
    uint64_t around[SMALL_CELLS][LETTERS];
    uint64_t blanks;
    /* score-only results */
    long score;
    long words;
    long by_length[MAX_WORD + 1];
    /* path results: every word if keep_all, else only those worth points */
    int keep_all;
    Record *records;
    Py_ssize_t record_count, record_capacity;
    uint8_t *paths;
    Py_ssize_t path_size, path_capacity;
    int out_of_memory;
} Search;

/* ---------------------------------------------------------------- the graph */

static uint32_t read_u32(const uint8_t *at) {
    return (uint32_t)at[0] | ((uint32_t)at[1] << 8) | ((uint32_t)at[2] << 16) |
           ((uint32_t)at[3] << 24);
}

/* solver/dawg.py's serialize(): "<7sHIIII" header, per-node edge counts (bytes), the table of
 * distinct masks (u32), per node its mask's index (u32), edge labels (bytes), edge targets
 * (u32), a SHA-256 digest (checked by the caller). Children come before parents; root last. */
static int graph_load(Graph *graph, const uint8_t *data, Py_ssize_t size) {
    const Py_ssize_t header = 7 + 2 + 4 * 4, digest = 32;
    if (size < header + digest || memcmp(data, "BLDAWG\0", 7) != 0 ||
        (data[7] | (data[8] << 8)) != 2) {
        PyErr_SetString(PyExc_ValueError, "not a word graph of format 2");
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

static PyObject *Graph_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    static char *names[] = {"data", NULL};
    Py_buffer data;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "y*:Graph", names, &data)) return NULL;
    Graph *graph = (Graph *)type->tp_alloc(type, 0);
    if (graph && graph_load(graph, data.buf, data.len) < 0) Py_CLEAR(graph);
    PyBuffer_Release(&data);
    return (PyObject *)graph;
}

static void Graph_dealloc(Graph *graph) {
    PyMem_Free(graph->edges);
    PyMem_Free(graph->stamps);
    PyMem_Free(graph->records);
    PyMem_Free(graph->paths);
    Py_TYPE(graph)->tp_free((PyObject *)graph);
}

/* ---------------------------------------------------------------- one board */

/* The points table: a list of ints by word length, shared and never changed by the caller
 * (solver.search.points_by_length). Converted once per list and kept while it is the last one
 * seen; a reference is held so that its address cannot be reused by another list. */
static PyObject *points_list = NULL;
static int points_table[MAX_WORD + 1];

static const int *points_for(PyObject *points) {
    if (points == points_list) return points_table;
    if (!PyList_Check(points) || PyList_GET_SIZE(points) < MAX_WORD + 1) {
        PyErr_Format(PyExc_ValueError, "points must be a list of %d ints", MAX_WORD + 1);
        return NULL;
    }
    for (Py_ssize_t i = 0; i <= MAX_WORD; i++) {
        long value = PyLong_AsLong(PyList_GET_ITEM(points, i));
        if (value == -1 && PyErr_Occurred()) return NULL;
        points_table[i] = (int)value;
    }
    Py_INCREF(points);
    Py_XSETREF(points_list, points);
    return points_table;
}

/* Decode one canonical face (solver.faces.FACES) into the die's symbols. */
static int set_face(Search *s, int die, PyObject *face) {
    if (!PyUnicode_Check(face) || !PyUnicode_IS_ASCII(face)) goto bad;
    Py_ssize_t length = PyUnicode_GET_LENGTH(face);
    const char *text = (const char *)PyUnicode_1BYTE_DATA(face);
    if (length == 1 && text[0] == '*') {
        s->used[die] = 1; /* a blank: no word enters it or starts on it */
        s->first_symbol[die] = BLANK_DIE;
        s->two_symbols[die] = 0;
        s->letters[die] = 0;
        return 0;
    }
    int a = (length >= 1) ? text[0] - 'A' : -1;
    if (a < 0 || a >= LETTERS) goto bad;
    s->first_symbol[die] = (uint8_t)a;
    s->face_text[die][0] = (char)('a' + a);
    s->two_symbols[die] = 0;
    if (length == 1 && a != 'Q' - 'A') {
        s->letters[die] = 1;
        return 0;
    }
    if (length == 2) {
        int b = text[1] - 'a';
        if (b < 0 || b >= LETTERS) goto bad;
        s->face_text[die][1] = (char)('a' + b);
        s->letters[die] = 2;
        if (a == 'Q' - 'A' && b == 'u' - 'a') return 0; /* Qu is the graph's one symbol q */
        s->second_symbol[die] = (uint8_t)b;
        s->two_symbols[die] = 1;
        return 0;
    }
bad:
    PyErr_Format(PyExc_ValueError, "%R is not a Boggle face", face);
    return -1;
}

/* Set the search up for a board's grid (a tuple of rows, each a tuple of faces). */
static int search_init(Search *s, Graph *graph, PyObject *grid, PyObject *points) {
    s->points = points_for(points);
    if (!s->points) return -1;
    if (!PyTuple_Check(grid) || PyTuple_GET_SIZE(grid) < 1 ||
        PyTuple_GET_SIZE(grid) > MAX_SIDE) {
        PyErr_SetString(PyExc_ValueError, "the grid must be a tuple of 1 to 12 rows");
        return -1;
    }
    int rows = (int)PyTuple_GET_SIZE(grid), cols = -1;
    for (int r = 0; r < rows; r++) {
        PyObject *row = PyTuple_GET_ITEM(grid, r);
        if (!PyTuple_Check(row) || PyTuple_GET_SIZE(row) < 1 || PyTuple_GET_SIZE(row) > MAX_SIDE ||
            (cols >= 0 && PyTuple_GET_SIZE(row) != cols)) {
            PyErr_SetString(PyExc_ValueError, "the grid's rows must be tuples of 1 to 12 faces");
            return -1;
        }
        cols = (int)PyTuple_GET_SIZE(row);
        for (int c = 0; c < cols; c++) {
            s->used[r * cols + c] = 0;
            if (set_face(s, r * cols + c, PyTuple_GET_ITEM(row, c)) < 0) return -1;
        }
    }
    s->cells = rows * cols;
    for (int die = 0; die < s->cells; die++) {
        int r = die / cols, c = die % cols, count = 0;
        uint32_t around = 0;
        for (int rr = r - 1; rr <= r + 1; rr++) {
            for (int cc = c - 1; cc <= c + 1; cc++) {
                if (rr < 0 || rr >= rows || cc < 0 || cc >= cols || (rr == r && cc == c)) continue;
                int n = rr * cols + cc;
                s->neighbours[die][count++] = (uint8_t)n;
                if (s->first_symbol[n] != BLANK_DIE) around |= 1u << s->first_symbol[n];
            }
        }
        s->neighbour_count[die] = (uint8_t)count;
        s->adjacent[die] = around;
    }
    if (s->cells <= SMALL_CELLS) {
        s->blanks = 0;
        for (int die = 0; die < s->cells; die++) {
            memset(s->around[die], 0, sizeof(s->around[die]));
            if (s->first_symbol[die] == BLANK_DIE) s->blanks |= (uint64_t)1 << die;
        }
        for (int die = 0; die < s->cells; die++) {
            for (int k = 0; k < s->neighbour_count[die]; k++) {
                int n = s->neighbours[die][k];
                if (s->first_symbol[n] != BLANK_DIE)
                    s->around[die][s->first_symbol[n]] |= (uint64_t)1 << n;
            }
        }
    }
    s->edges = graph->edges;
    s->stamps = graph->stamps;
    if (++graph->serial == 0) { /* wrapped: every stamp could look current */
        memset(graph->stamps, 0, sizeof(uint32_t) * (graph->word_count ? graph->word_count : 1));
        graph->serial = 1;
    }
    s->serial = graph->serial;
    s->score = s->words = 0;
    memset(s->by_length, 0, sizeof(s->by_length));
    s->record_count = s->path_size = 0;
    s->out_of_memory = 0;
    s->records = NULL, s->paths = NULL;
    s->record_capacity = s->path_capacity = 0;
    return 0;
}

/* The edge into die n's face from a node, or NULL when no word goes on that way; adds the
 * offsets to *number. */
static inline HOT const Edge *step(const Search *s, uint32_t mask, uint32_t first, int n,
                               uint32_t *number) {
    unsigned a = s->first_symbol[n];
    if (!((mask >> a) & 1u)) return NULL;
    const Edge *edge = &s->edges[first + POPCOUNT(mask & ((1u << a) - 1u))];
    *number += edge->offset;
    if (s->two_symbols[n]) {
        unsigned b = s->second_symbol[n];
        if (!((edge->mask >> b) & 1u)) return NULL;
        edge = &s->edges[edge->first + POPCOUNT(edge->mask & ((1u << b) - 1u))];
        *number += edge->offset;
    }
    return edge;
}

/* Score only: from die `die`, whose face led to `node` (a word of `length` letters so far). */
static HOT void visit_score(Search *s, int die, const Edge *node, uint32_t number, int length) {
    s->used[die] = 1;
    const uint32_t mask = node->mask, first = node->first;
    for (int k = 0; k < s->neighbour_count[die]; k++) {
        int n = s->neighbours[die][k];
        if (s->used[n]) continue;
        uint32_t reached = number;
        const Edge *child = step(s, mask, first, n, &reached);
        if (!child) continue;
        int letters = length + s->letters[n];
        if ((child->mask & TERMINAL) && s->stamps[reached] != s->serial) {
            s->stamps[reached] = s->serial;
            int points = s->points[letters];
            s->score += points;
            s->words += points != 0;
            s->by_length[letters]++;
        }
        if (child->mask & s->adjacent[n]) visit_score(s, n, child, reached, letters);
    }
    s->used[die] = 0;
}

/* visit_score for boards of up to SMALL_CELLS dice: the neighbours worth a look are found with
 * bit operations (those showing a letter the node continues with, not yet used), in die order
 * as the loop over neighbours takes them, instead of testing each neighbour in turn. */
static HOT void visit_score_small(Search *s, int die, const Edge *node, uint32_t number,
                                  int length, uint64_t used) {
    used |= (uint64_t)1 << die;
    const uint32_t mask = node->mask, first = node->first;
    uint32_t letters = mask & s->adjacent[die];
    uint64_t next = 0;
    for (; letters; letters &= letters - 1) next |= s->around[die][CTZ32(letters)];
    for (next &= ~used; next; next &= next - 1) {
        int n = (int)CTZ64(next);
        uint32_t reached = number;
        const Edge *child = step(s, mask, first, n, &reached);
        if (!child) continue;
        int length_after = length + s->letters[n];
        if ((child->mask & TERMINAL) && s->stamps[reached] != s->serial) {
            s->stamps[reached] = s->serial;
            int points = s->points[length_after];
            s->score += points;
            s->words += points != 0;
            s->by_length[length_after]++;
        }
        if (child->mask & s->adjacent[n]) visit_score_small(s, n, child, reached, length_after, used);
    }
}

static void record(Search *s, int dice, int letters, uint32_t number) {
    int points = s->points[letters];
    if (!points && !s->keep_all) return;
    if (s->record_count == s->record_capacity || s->path_size + dice > s->path_capacity) {
        Py_ssize_t records = s->record_capacity ? 2 * s->record_capacity : 256;
        Py_ssize_t paths = s->path_capacity ? 2 * s->path_capacity : 4096;
        while (paths < s->path_size + dice) paths *= 2;
        Record *more_records = PyMem_Realloc(s->records, records * sizeof(Record));
        if (more_records) s->records = more_records, s->record_capacity = records;
        uint8_t *more_paths = PyMem_Realloc(s->paths, paths);
        if (more_paths) s->paths = more_paths, s->path_capacity = paths;
        if (!more_records || !more_paths) {
            s->out_of_memory = 1;
            return;
        }
    }
    s->records[s->record_count++] =
        (Record){((uint64_t)(INT32_MAX - points) << 32) | number, (uint32_t)s->path_size,
                 (uint16_t)dice, (uint16_t)letters};
    memcpy(s->paths + s->path_size, s->path, dice);
    s->path_size += dice;
}

/* With paths: as visit_score, keeping the first path of each word. */
static HOT void visit_paths(Search *s, int die, const Edge *node, uint32_t number, int length,
                        int depth) {
    s->used[die] = 1;
    s->path[depth] = (uint8_t)die;
    const uint32_t mask = node->mask, first = node->first;
    for (int k = 0; k < s->neighbour_count[die]; k++) {
        int n = s->neighbours[die][k];
        if (s->used[n]) continue;
        uint32_t reached = number;
        const Edge *child = step(s, mask, first, n, &reached);
        if (!child) continue;
        int letters = length + s->letters[n];
        if ((child->mask & TERMINAL) && s->stamps[reached] != s->serial) {
            s->stamps[reached] = s->serial;
            s->path[depth + 1] = (uint8_t)n;
            record(s, depth + 2, letters, reached);
        }
        if (child->mask & s->adjacent[n]) visit_paths(s, n, child, reached, letters, depth + 1);
    }
    s->used[die] = 0;
}

/* visit_paths for boards of up to SMALL_CELLS dice, as visit_score_small. */
static HOT void visit_paths_small(Search *s, int die, const Edge *node, uint32_t number,
                                  int length, int depth, uint64_t used) {
    used |= (uint64_t)1 << die;
    s->path[depth] = (uint8_t)die;
    const uint32_t mask = node->mask, first = node->first;
    uint32_t letters = mask & s->adjacent[die];
    uint64_t next = 0;
    for (; letters; letters &= letters - 1) next |= s->around[die][CTZ32(letters)];
    for (next &= ~used; next; next &= next - 1) {
        int n = (int)CTZ64(next);
        uint32_t reached = number;
        const Edge *child = step(s, mask, first, n, &reached);
        if (!child) continue;
        int length_after = length + s->letters[n];
        if ((child->mask & TERMINAL) && s->stamps[reached] != s->serial) {
            s->stamps[reached] = s->serial;
            s->path[depth + 1] = (uint8_t)n;
            record(s, depth + 2, length_after, reached);
        }
        if (child->mask & s->adjacent[n])
            visit_paths_small(s, n, child, reached, length_after, depth + 1, used);
    }
}

static HOT void run(Search *s, const Edge *root, int with_paths) {
    for (int die = 0; die < s->cells; die++) {
        if (s->used[die]) continue; /* a blank */
        uint32_t number = 0;
        const Edge *node = step(s, root->mask, root->first, die, &number);
        if (!node) continue;
        int letters = s->letters[die];
        if ((node->mask & TERMINAL) && s->stamps[number] != s->serial) {
            s->stamps[number] = s->serial;
            if (with_paths) {
                s->path[0] = (uint8_t)die;
                record(s, 1, letters, number);
            } else {
                int points = s->points[letters];
                s->score += points;
                s->words += points != 0;
                s->by_length[letters]++;
            }
        }
        if (node->mask & s->adjacent[die]) {
            if (with_paths && s->cells <= SMALL_CELLS)
                visit_paths_small(s, die, node, number, letters, 0, s->blanks);
            else if (with_paths)
                visit_paths(s, die, node, number, letters, 0);
            else if (s->cells <= SMALL_CELLS)
                visit_score_small(s, die, node, number, letters, s->blanks);
            else
                visit_score(s, die, node, number, letters);
        }
    }
}

/* Takes the graph's buffers for a search with paths. */
static void search_take(Search *s, Graph *graph) {
    s->records = graph->records, s->record_capacity = graph->record_capacity;
    s->paths = graph->paths, s->path_capacity = graph->path_capacity;
    graph->records = NULL, graph->paths = NULL;
    graph->record_capacity = graph->path_capacity = 0;
}

/* Hands the (perhaps grown) buffers back for the next board, unless another search already
 * did; then they are freed. */
static void search_release(Search *s, Graph *graph) {
    if (graph->records == NULL && graph->paths == NULL) {
        graph->records = s->records, graph->record_capacity = s->record_capacity;
        graph->paths = s->paths, graph->path_capacity = s->path_capacity;
    } else {
        PyMem_Free(s->records), PyMem_Free(s->paths);
    }
}

/* Sorts records by `order`: quicksort (median of three) down to short runs, then insertion.
 * Written out because libc's qsort, a merge sort through a comparison callback, took a fifth
 * of solve's time. The orders are distinct (word numbers are), so no run degenerates. */
static void sort_records(Record *items, Py_ssize_t count) {
    while (count > 16) {
        Py_ssize_t middle = count / 2, last = count - 1;
        Record swap;
#define SWAP(i, j) (swap = items[i], items[i] = items[j], items[j] = swap)
        if (items[middle].order < items[0].order) SWAP(middle, 0);
        if (items[last].order < items[0].order) SWAP(last, 0);
        if (items[last].order < items[middle].order) SWAP(last, middle);
        uint64_t pivot = items[middle].order;
        Py_ssize_t i = 0, j = last;
        for (;;) {
            while (items[i].order < pivot) i++;
            while (items[j].order > pivot) j--;
            if (i >= j) break;
            SWAP(i, j);
            i++, j--;
        }
#undef SWAP
        /* Recurse into the shorter side, loop on the longer: the stack stays shallow. */
        if (j + 1 < count - j - 1) {
            sort_records(items, j + 1);
            items += j + 1, count -= j + 1;
        } else {
            sort_records(items + j + 1, count - j - 1);
            count = j + 1;
        }
    }
    for (Py_ssize_t i = 1; i < count; i++) {
        Record item = items[i];
        Py_ssize_t j = i;
        for (; j > 0 && items[j - 1].order > item.order; j--) items[j] = items[j - 1];
        items[j] = item;
    }
}

/* A word's str, spelled from its path straight into the new object (a-z only: no decoding).
 * (A cache of them by word number, tried, was slower: every cached str is a cache miss, where
 * a new one is made in memory the allocator just freed.) */
static PyObject *word_string(const Search *s, const Record *item) {
    PyObject *word = PyUnicode_New(item->letters, 127);
    if (!word) return NULL;
    char *at = (char *)PyUnicode_1BYTE_DATA(word);
    for (int k = 0; k < item->dice; k++) {
        int die = s->paths[item->path_at + k];
        memcpy(at, s->face_text[die], s->letters[die]);
        at += s->letters[die];
    }
    return word;
}

/* ---------------------------------------------------------------- the methods */

static PyObject *Graph_tally(Graph *graph, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "tally(grid, points)");
        return NULL;
    }
    Search s;
    if (search_init(&s, graph, args[0], args[1]) < 0) return NULL;
    run(&s, &graph->root, 0);
    return Py_BuildValue("(ll)", s.words, s.score);
}

static PyObject *Graph_score(Graph *graph, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "score(grid, points)");
        return NULL;
    }
    Search s;
    if (search_init(&s, graph, args[0], args[1]) < 0) return NULL;
    run(&s, &graph->root, 0);
    return PyLong_FromLong(s.score);
}

static PyObject *Graph_length_counts(Graph *graph, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "length_counts(grid, points)");
        return NULL;
    }
    Search s;
    if (search_init(&s, graph, args[0], args[1]) < 0) return NULL;
    run(&s, &graph->root, 0);
    PyObject *result = PyList_New(0);
    for (int length = 0; result && length <= MAX_WORD; length++) {
        if (!s.by_length[length]) continue;
        PyObject *pair = Py_BuildValue("(il)", length, s.by_length[length]);
        if (!pair || PyList_Append(result, pair) < 0) Py_CLEAR(result);
        Py_XDECREF(pair);
    }
    return result;
}

/* Finds the words with paths into s, holding the graph's buffers until search_release: -1
 * with an exception set (and nothing held) on failure. */
static int search_paths(Search *s, Graph *graph, PyObject *grid, PyObject *points, int keep_all) {
    if (search_init(s, graph, grid, points) < 0) return -1;
    search_take(s, graph);
    s->keep_all = keep_all;
    run(s, &graph->root, 1);
    if (s->out_of_memory) {
        search_release(s, graph);
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

/* words(grid, points) -> set of every word on the board, too-short ones included. */
static PyObject *Graph_words(Graph *graph, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "words(grid, points)");
        return NULL;
    }
    Search s;
    if (search_paths(&s, graph, args[0], args[1], 1) < 0) return NULL;
    PyObject *result = PySet_New(NULL);
    for (Py_ssize_t i = 0; result && i < s.record_count; i++) {
        PyObject *word = word_string(&s, &s.records[i]);
        if (!word || PySet_Add(result, word) < 0) Py_CLEAR(result);
        Py_XDECREF(word);
    }
    search_release(&s, graph);
    return result;
}

/* solve(grid, points, cells, found_word) -> (list of found_word(word, points, path), total):
 * the words worth points, most points first then A to Z, each with the first path found.
 * `cells` is the (row, col) tuple of each die; found_word a tuple subclass of three items. */
static PyObject *Graph_solve(Graph *graph, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 4 || !PyTuple_Check(args[2]) || !PyType_Check(args[3]) ||
        !PyType_IsSubtype((PyTypeObject *)args[3], &PyTuple_Type)) {
        PyErr_SetString(PyExc_TypeError, "solve(grid, points, cells, found_word)");
        return NULL;
    }
    PyObject *cells = args[2];
    PyTypeObject *found_word = (PyTypeObject *)args[3];
    Search s;
    if (search_paths(&s, graph, args[0], args[1], 0) < 0) return NULL;
    if (PyTuple_GET_SIZE(cells) != s.cells) {
        search_release(&s, graph);
        PyErr_SetString(PyExc_ValueError, "cells must hold one (row, col) per die");
        return NULL;
    }
    PyObject *words = PyList_New(s.record_count);
    long total = 0;
    if (words) sort_records(s.records, s.record_count);
    for (Py_ssize_t i = 0; words && i < s.record_count; i++) {
        const Record *item = &s.records[i];
        int worth = s.points[item->letters];
        total += worth;
        PyObject *word = word_string(&s, item);
        PyObject *points = PyLong_FromLong(worth);
        PyObject *path = PyTuple_New(item->dice);
        /* As tuple.__new__(found_word, ...) makes it, for a tuple subclass. */
        PyObject *entry = found_word->tp_alloc(found_word, 3);
        if (!word || !points || !path || !entry) {
            Py_XDECREF(word), Py_XDECREF(points), Py_XDECREF(path), Py_XDECREF(entry);
            Py_CLEAR(words);
            break;
        }
        for (int k = 0; k < item->dice; k++) {
            PyObject *cell = PyTuple_GET_ITEM(cells, s.paths[item->path_at + k]);
            Py_INCREF(cell);
            PyTuple_SET_ITEM(path, k, cell);
        }
        PyTuple_SET_ITEM(entry, 0, word);
        PyTuple_SET_ITEM(entry, 1, points);
        PyTuple_SET_ITEM(entry, 2, path);
        PyList_SET_ITEM(words, i, entry);
    }
    search_release(&s, graph);
    if (!words) return NULL;
    return Py_BuildValue("(Nl)", words, total);
}

static PyObject *Graph_get_word_count(Graph *graph, void *closure) {
    (void)closure;
    return PyLong_FromUnsignedLong(graph->word_count);
}

static PyMethodDef Graph_methods[] = {
    {"score", (PyCFunction)(void (*)(void))Graph_score, METH_FASTCALL,
     "score(grid, points) -> the board's total score"},
    {"tally", (PyCFunction)(void (*)(void))Graph_tally, METH_FASTCALL,
     "tally(grid, points) -> (words worth points, total score)"},
    {"length_counts", (PyCFunction)(void (*)(void))Graph_length_counts, METH_FASTCALL,
     "length_counts(grid, points) -> [(word length, distinct words of that length)]"},
    {"words", (PyCFunction)(void (*)(void))Graph_words, METH_FASTCALL,
     "words(grid, points) -> set of every word on the board"},
    {"solve", (PyCFunction)(void (*)(void))Graph_solve, METH_FASTCALL,
     "solve(grid, points, cells, found_word) -> (sorted words with paths, total score)"},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Graph_getset[] = {
    {"word_count", (getter)Graph_get_word_count, NULL, "words in the graph", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject GraphType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "solver._core.Graph",
    .tp_basicsize = sizeof(Graph),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "A lexicon's word graph, from solver.dawg.serialize's bytes, and its search.",
    .tp_new = Graph_new,
    .tp_dealloc = (destructor)Graph_dealloc,
    .tp_methods = Graph_methods,
    .tp_getset = Graph_getset,
};

static struct PyModuleDef core_module = {
    PyModuleDef_HEAD_INIT, .m_name = "solver._core",
    .m_doc = "The native word search (see solver/native.py).", .m_size = -1,
};

PyMODINIT_FUNC PyInit__core(void) {
    if (!cpu_has_popcount()) {
        PyErr_SetString(PyExc_ImportError, "this CPU lacks the POPCNT instruction");
        return NULL;
    }
    if (PyType_Ready(&GraphType) < 0) return NULL;
    PyObject *module = PyModule_Create(&core_module);
    if (!module) return NULL;
    Py_INCREF(&GraphType);
    if (PyModule_AddObject(module, "Graph", (PyObject *)&GraphType) < 0 ||
        PyModule_AddIntConstant(module, "MAX_WORD", MAX_WORD) < 0) {
        Py_DECREF(&GraphType);
        Py_DECREF(module);
        return NULL;
    }
    return module;
}
