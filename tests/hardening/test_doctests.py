"""The examples in the packages' docstrings run as tests (they are documentation that can go stale).

Each module of ``oracle``, ``engine`` and ``rules_corpus`` is one test. They run from the project
root, where ``make test`` has built ``var/`` (the store's example opens it).
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGES = ("oracle", "engine", "rules_corpus")


def _modules() -> list[str]:
    names = []
    for package in PACKAGES:
        names.append(package)
        names += [m.name for m in pkgutil.walk_packages([str(ROOT / package)], prefix=f"{package}.")]
    return sorted(names)


MODULES = _modules()


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name, monkeypatch):
    monkeypatch.chdir(ROOT)
    if name == "oracle.store" and not (ROOT / "var" / "oracle.db").exists():
        pytest.skip("var/oracle.db is not built (make build)")
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, verbose=False, report=True)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples in {name} failed (see above)"


def test_there_are_examples_to_run():
    finder = doctest.DocTestFinder()
    examples = sum(len(t.examples) for name in MODULES for t in finder.find(importlib.import_module(name)))
    assert examples >= 20
