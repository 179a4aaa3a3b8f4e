"""Cached fold models are keyed on their sources' code, not their wording (bench/source_key.py)."""

from __future__ import annotations

from bench.source_key import source_key


def test_a_reworded_docstring_or_comment_keeps_the_key_and_a_code_change_does_not(tmp_path):
    def key(text: str, name: str = "a.py") -> bytes:
        path = tmp_path / name
        path.write_text(text)
        return source_key(path)

    original = key('"""A module."""\n\ndef f(x):\n    """Twice x."""\n    return 2 * x  # why\n')
    reworded = key('"""The module, reworded."""\n\n\ndef f(x):\n    """x, twice."""\n'
                   "    # a new comment\n    return 2 * x\n")  # fmt: skip
    assert reworded == original
    assert key('"""A module."""\n\ndef f(x):\n    return 3 * x\n') != original
    assert key('def f(x):\n    """Only a docstring."""\n') == key("def f(x):\n    pass\n")
    assert key("data 1", "a.json") != key("data 2", "a.json")  # other files: byte for byte
