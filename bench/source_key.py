"""What a cached model depends on in a source file. For Python, its code without docstrings or
comments (the syntax tree, positions left out), so that rewording a docstring or a comment keeps
the models trained from it; any other file, byte for byte."""

from __future__ import annotations

import ast
from pathlib import Path

_DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def source_key(path: Path) -> bytes:
    """The bytes a cache key takes from ``path``."""
    if path.suffix != ".py":
        return path.read_bytes()
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, _DOCUMENTED) and node.body and _is_docstring(node.body[0]):
            node.body = node.body[1:] or [ast.Pass()]
    return ast.dump(tree).encode()


def _is_docstring(statement: ast.stmt) -> bool:
    return (
        isinstance(statement, ast.Expr)
        and isinstance(statement.value, ast.Constant)
        and isinstance(statement.value.value, str)
    )
