"""The card language's version: what a cache of parsed card text must be keyed by.

A parse depends on the two grammars, on the code that normalises a line and builds the AST, on the
vocabulary spliced into the grammars (subtypes) and on the AST's own classes (abilities, effects,
targets), which between them import most of the engine. So the version is a digest of the source
of every module and data file of the ``engine`` package, plus the Lark version: any change to the
grammar or to the code behind it gives a new version, and a cache keyed by it is never read for
text the current code would parse differently.

    >>> len(grammar_version()), grammar_version() == grammar_version()
    (64, True)
"""

from __future__ import annotations

import hashlib
import sys
from functools import cache
from importlib.resources import files
from pathlib import Path

_ENGINE = Path(str(files("engine")))
_SUFFIXES = (".py", ".lark", ".yaml")


def _source_files() -> list[Path]:
    return sorted(p for p in _ENGINE.rglob("*") if p.suffix in _SUFFIXES and "__pycache__" not in p.parts)


@cache
def grammar_version() -> str:
    """A hex SHA-256 over the engine package's sources (path and contents of each), the Lark version
    and the Python minor version; computed once per process (about 2 ms)."""
    import lark

    digest = hashlib.sha256()
    digest.update(f"lark {lark.__version__}; python {sys.version_info[0]}.{sys.version_info[1]}\n".encode())
    for path in _source_files():
        data = path.read_bytes()
        digest.update(f"{path.relative_to(_ENGINE).as_posix()} {len(data)}\n".encode())
        digest.update(data)
    return digest.hexdigest()
