"""The type hints hold: ``mypy --strict`` over ``engine/`` and plain mypy over ``oracle/`` find
nothing (issue 23, item 8).

The engine is a library first: its callers read its types, so it is held to the strict mode
(every function typed, no ``Any`` returned where a type is promised, no bare generics). The web
package is held to plain mypy.

For the web package, the engine and the corpus are read for the types ``oracle`` uses from them,
not reported (``follow_imports = "silent"`` in pyproject.toml's ``[tool.mypy]``): a mistake in
``oracle`` about an engine object's type is still found, since mypy knows that type.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_finds_nothing_in_the_web_package(tmp_path: Path) -> None:
    pytest.importorskip("mypy", reason="mypy is a dev dependency (pip install -e '.[dev]')")
    env = dict(os.environ, MYPY_CACHE_DIR=str(tmp_path / "cache"))
    run = subprocess.run([sys.executable, "-m", "mypy", "oracle"], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "Success" in run.stdout


def test_mypy_strict_finds_nothing_in_the_engine(tmp_path: Path) -> None:
    pytest.importorskip("mypy", reason="mypy is a dev dependency (pip install -e '.[dev]')")
    env = dict(os.environ, MYPY_CACHE_DIR=str(tmp_path / "cache"))
    run = subprocess.run([sys.executable, "-m", "mypy", "--strict", "engine"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "Success" in run.stdout
