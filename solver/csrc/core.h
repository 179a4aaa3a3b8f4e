/* solver._core: the word search of solver/search.py in C, for speed. Optional: when it is not
 * built (no compiler), or BOGGLE_LENS_PURE_PYTHON=1, the pure-Python search runs instead, and
 * the tests check on random boards that the two give the same words, paths and scores.
 * This header is shared by graph.c (the word graph), search.c (one board's search) and
 * module.c (the Python type and methods).
 *
 * The word graph is the lexicon's DAWG (solver/dawg.py), handed over once in its serialized
 * form. In C each edge is stored as what the search needs of its target node: the letter mask
 * (bit i: letter 'a' + i has a child; TERMINAL: a word ends here), where the target's own edges
 * start, and the word-number offset. A node's edges lie in letter order, so the child for a
 * letter is edge first + popcount(mask below that letter): no 26-entry tables, which keeps
 * ENABLE's graph at about 1.5 MB.
 *
 * Words found again are dropped by word number: a DAWG shares suffix nodes between words, so a
 * node cannot carry a "found" mark as a trie's can. Words are numbered in sorted order; a
 * word's number is the sum of the offsets along its edges (each offset is 1 if the parent is a
 * word itself, plus the words below the parent's earlier children), and a stamp per word says
 * whether the current board found it already.
 *
 * The search visits dice and neighbours in the same order as the Python search (dice row by
 * row, neighbours row by row), so each word's path is the same first path it finds. */
#ifndef BOGGLE_LENS_CORE_H
#define BOGGLE_LENS_CORE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The graph's symbols (solver/dawg.py SYMBOLS): a-z, then the letters other languages keep apart
 * (ñ, the file's byte '{'). The faces this core spells are A-Z, Qu and the two-letter faces; a
 * board with another face (Ñ) is refused with ValueError, and solver.search runs it in Python. */
#define LETTERS 27
#define GRAPH_FORMAT 3 /* solver/dawg.py FORMAT_VERSION */
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
static inline int cpu_has_popcount(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("popcnt");
}
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86))
#include <intrin.h>
#define HOT
#define POPCOUNT(x) ((unsigned)__popcnt(x))
static inline int cpu_has_popcount(void) {
    int info[4];
    __cpuid(info, 1);
    return (info[2] >> 23) & 1;
}
#elif defined(__GNUC__) || defined(__clang__)
#define HOT
#define POPCOUNT(x) ((unsigned)__builtin_popcount(x))
static inline int cpu_has_popcount(void) { return 1; }
#else
#define HOT
static inline unsigned POPCOUNT(uint32_t x) {
    unsigned n = 0;
    for (; x; x &= x - 1) n++;
    return n;
}
static inline int cpu_has_popcount(void) { return 1; }
#endif

/* Count trailing zeros of a non-zero value. */
#if defined(__GNUC__) || defined(__clang__)
#define CTZ32(x) ((unsigned)__builtin_ctz(x))
#define CTZ64(x) ((unsigned)__builtin_ctzll(x))
#elif defined(_MSC_VER) && defined(_M_X64)
static inline unsigned CTZ32(uint32_t x) {
    unsigned long at;
    _BitScanForward(&at, x);
    return (unsigned)at;
}
static inline unsigned CTZ64(uint64_t x) {
    unsigned long at;
    _BitScanForward64(&at, x);
    return (unsigned)at;
}
#else
static inline unsigned CTZ32(uint32_t x) {
    unsigned n = 0;
    for (; !(x & 1u); x >>= 1) n++;
    return n;
}
static inline unsigned CTZ64(uint64_t x) {
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

/* graph.c */
int core_graph_load(Graph *graph, const uint8_t *data, Py_ssize_t size);

/* search.c */
int core_search_init(Search *s, Graph *graph, PyObject *grid, PyObject *points);
HOT void core_run(Search *s, const Edge *root, int with_paths);
void core_search_take(Search *s, Graph *graph);
void core_search_release(Search *s, Graph *graph);
void core_sort_records(Record *items, Py_ssize_t count);

#endif
