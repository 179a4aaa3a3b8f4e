// A minimal pybind11 module over danvk/hybrid-boggle's C++ Boggler, for bench/solve_bench.py:
// only the word trie and the 4x4 scorer, the parts the benchmark times. Their source is
// danvk's (cpp/trie.h, cpp/trie.cc, cpp/boggler.h), fetched by bench/danvk_boggler.py; this
// file binds them as danvk's own cpp_boggle.cc does (Trie.create_from_wordlist,
// Boggler44.score), without the rest of that module, so it compiles in seconds.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include "boggler.h"
#include "trie.h"

namespace py = pybind11;

PYBIND11_MODULE(danvk_boggle, m) {
  py::class_<Trie>(m, "Trie")
      .def("size", &Trie::Size)
      .def("num_nodes", &Trie::NumNodes)
      .def_static("create_from_wordlist", &Trie::CreateFromWordlist);
  py::class_<Boggler<4, 4>>(m, "Boggler44")
      .def(py::init<Trie *>(), py::keep_alive<1, 2>())
      .def("score", &Boggler<4, 4>::Score);
}
