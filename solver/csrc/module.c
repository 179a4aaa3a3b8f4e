/* The Python module solver._core: the Graph type and its methods. */
#include "core.h"

static PyObject *Graph_new(PyTypeObject *type, PyObject *args, PyObject *kwargs) {
    static char *names[] = {"data", NULL};
    Py_buffer data;
    if (!PyArg_ParseTupleAndKeywords(args, kwargs, "y*:Graph", names, &data)) return NULL;
    Graph *graph = (Graph *)type->tp_alloc(type, 0);
    if (graph && core_graph_load(graph, data.buf, data.len) < 0) Py_CLEAR(graph);
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
    if (core_search_init(&s, graph, args[0], args[1]) < 0) return NULL;
    core_run(&s, &graph->root, 0);
    return Py_BuildValue("(ll)", s.words, s.score);
}

static PyObject *Graph_score(Graph *graph, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "score(grid, points)");
        return NULL;
    }
    Search s;
    if (core_search_init(&s, graph, args[0], args[1]) < 0) return NULL;
    core_run(&s, &graph->root, 0);
    return PyLong_FromLong(s.score);
}

static PyObject *Graph_length_counts(Graph *graph, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) {
        PyErr_SetString(PyExc_TypeError, "length_counts(grid, points)");
        return NULL;
    }
    Search s;
    if (core_search_init(&s, graph, args[0], args[1]) < 0) return NULL;
    core_run(&s, &graph->root, 0);
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
    if (core_search_init(s, graph, grid, points) < 0) return -1;
    core_search_take(s, graph);
    s->keep_all = keep_all;
    core_run(s, &graph->root, 1);
    if (s->out_of_memory) {
        core_search_release(s, graph);
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
    core_search_release(&s, graph);
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
        core_search_release(&s, graph);
        PyErr_SetString(PyExc_ValueError, "cells must hold one (row, col) per die");
        return NULL;
    }
    /* The points by length, copied before any Python object is made: making one can run other
     * threads' code, and a search of theirs under other rules would replace the shared table. */
    int points_by_length[MAX_WORD + 1];
    memcpy(points_by_length, s.points, sizeof(points_by_length));
    PyObject *words = PyList_New(s.record_count);
    long total = 0;
    if (words) core_sort_records(s.records, s.record_count);
    for (Py_ssize_t i = 0; words && i < s.record_count; i++) {
        const Record *item = &s.records[i];
        int worth = points_by_length[item->letters];
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
    core_search_release(&s, graph);
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

