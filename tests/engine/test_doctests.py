"""The examples in the engine's docstrings run and say what they show."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

import engine

ROOT = Path(engine.__file__).resolve().parent
MODULES = sorted(".".join(p.relative_to(ROOT.parent).with_suffix("").parts).removesuffix(".__init__")
                 for p in ROOT.rglob("*.py"))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
