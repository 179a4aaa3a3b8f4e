/* The search of one board: its faces and neighbours, the depth-first walk along the word
 * graph, and the words it finds. */
#include "core.h"

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
    int table[MAX_WORD + 1]; /* filled whole before it replaces the one kept */
    for (Py_ssize_t i = 0; i <= MAX_WORD; i++) {
        long value = PyLong_AsLong(PyList_GET_ITEM(points, i));
        if (value == -1 && PyErr_Occurred()) return NULL;
        if (value < 0 || value > 1000000) {
            PyErr_SetString(PyExc_ValueError, "points must be between 0 and 1,000,000");
            return NULL;
        }
        table[i] = (int)value;
    }
    memcpy(points_table, table, sizeof(table));
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
int core_search_init(Search *s, Graph *graph, PyObject *grid, PyObject *points) {
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

HOT void core_run(Search *s, const Edge *root, int with_paths) {
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
void core_search_take(Search *s, Graph *graph) {
    s->records = graph->records, s->record_capacity = graph->record_capacity;
    s->paths = graph->paths, s->path_capacity = graph->path_capacity;
    graph->records = NULL, graph->paths = NULL;
    graph->record_capacity = graph->path_capacity = 0;
}

/* Hands the (perhaps grown) buffers back for the next board, unless another search already
 * did; then they are freed. */
void core_search_release(Search *s, Graph *graph) {
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
void core_sort_records(Record *items, Py_ssize_t count) {
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
            core_sort_records(items, j + 1);
            items += j + 1, count -= j + 1;
        } else {
            core_sort_records(items + j + 1, count - j - 1);
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
