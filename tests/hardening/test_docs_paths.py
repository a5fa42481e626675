"""The documentation can't drift from the tree: every file, folder, module and command that the
README and docs/*.md name in backticks exists, and every engine module is named in docs/engine.md.

A renamed or deleted module used to live on in the docs (docs/cards.md named a deleted test; 13
engine modules were named nowhere), so a reader following the docs met files that were not there
and modules that were there met no reader. Paths outside the project (``../shared/...``, the data
directory ``$ORACLE_DATA/...``) and URL routes are not files of this tree and are not checked here.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from oracle.cli import main

ROOT = Path(__file__).resolve().parents[2]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
TOP = ("engine", "oracle", "rules_corpus", "tests", "bench", "docs", "templates", ".ci")
#: a backticked path of the tree: starts with a top-level folder, or is a file name with an extension
_TOPS = "|".join(re.escape(t) for t in TOP)
PATH = re.compile(rf"^(?:{_TOPS})/[\w./*<>-]*$|^[\w.-]+\.(?:py|md|toml|lark)$")
MODULE = re.compile(r"^(?:engine|oracle|rules_corpus|bench)(?:\.[a-z_][a-z0-9_]*)+$")
COMMAND = re.compile(r"^(oracle|make) ([a-z][a-z0-9-]*)")


def _quoted(text: str) -> list[str]:
    return [m.strip() for m in re.findall(r"`([^`\n]+)`", text)]


def _named() -> list[tuple[str, str]]:
    return [(doc.relative_to(ROOT).as_posix(), token) for doc in DOCS
            for token in _quoted(doc.read_text(encoding="utf-8"))]


def _exists(token: str) -> bool:
    """A path of the tree exists; ``<...>`` placeholders and ``*`` match any name; a bare file name
    (``test_relex.py``) exists somewhere in the tree; a path with ``:`` names a symbol in a file."""
    token = token.split(":", 1)[0].split("#", 1)[0].rstrip("/")
    pattern = re.sub(r"<[^>]*>", "*", token)
    if "/" not in pattern:
        return any(p for p in ROOT.rglob(pattern) if ".venv" not in p.parts and "var" not in p.parts)
    return any(ROOT.glob(pattern)) if "*" in pattern else (ROOT / pattern).exists()


PATHS = sorted({(doc, t) for doc, t in _named() if PATH.match(t.split(":", 1)[0].split("#", 1)[0])})
MODULES = sorted({(doc, t) for doc, t in _named() if MODULE.match(t)})
COMMANDS = sorted({(doc, m.group(1), m.group(2)) for doc, t in _named() if (m := COMMAND.match(t))})


def test_the_docs_name_paths_modules_and_commands():
    """The scan itself finds what it looks for (a changed pattern that matched nothing would make
    every check below pass vacuously)."""
    assert len(PATHS) > 50 and len(MODULES) > 5 and len(COMMANDS) > 10


@pytest.mark.parametrize("doc, token", PATHS, ids=[f"{d}:{t}" for d, t in PATHS])
def test_every_path_the_docs_name_exists(doc: str, token: str):
    assert _exists(token), f"{doc} names `{token}`, which is not in the tree"


@pytest.mark.parametrize("doc, module", MODULES, ids=[f"{d}:{m}" for d, m in MODULES])
def test_every_module_the_docs_name_exists(doc: str, module: str):
    parts = module.split(".")
    # ``engine.cardlang.parse_card_text`` names a module's attribute: the longest importable prefix
    for end in range(len(parts), 0, -1):
        if _is_module(".".join(parts[:end])):
            found = importlib.import_module(".".join(parts[:end]))
            for attr in parts[end:]:
                assert hasattr(found, attr), f"{doc} names `{module}`: {found.__name__} has no {attr}"
                found = getattr(found, attr)
            return
    pytest.fail(f"{doc} names `{module}`, which is no module")


def _is_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:  # a parent that is a module, not a package
        return False


def _make_targets() -> set[str]:
    text = (ROOT / "Makefile").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z0-9-]*):", text, flags=re.M))


@pytest.mark.parametrize("doc, tool, name", COMMANDS, ids=[f"{d}:{t} {n}" for d, t, n in COMMANDS])
def test_every_command_the_docs_name_exists(doc: str, tool: str, name: str):
    known = set(main.commands) if tool == "oracle" else _make_targets()
    assert name in known, f"{doc} names `{tool} {name}`, which is no {tool} command"


def _engine_modules() -> list[str]:
    return sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "engine").rglob("*.py")
                  if p.name != "__init__.py" or p.parent == ROOT / "engine")


@pytest.mark.parametrize("path", _engine_modules())
def test_every_engine_module_is_named_in_the_engine_doc(path: str):
    """Named as a path (``engine/rules/sbe.py``, or ``rules/sbe.py`` under its folder) or as a module
    (``engine.rules.sbe``)."""
    doc = (ROOT / "docs" / "engine.md").read_text(encoding="utf-8")
    inside = path.removeprefix("engine/")
    module = path.removesuffix(".py").replace("/", ".")
    names = {path, inside, module}
    if path.endswith("/__init__.py"):
        names = {path.removesuffix("/__init__.py"), path.removesuffix("/__init__.py") + "/"}
    quoted = set(_quoted(doc))
    assert any(n in quoted or f"`{n}" in doc for n in names), f"docs/engine.md names no `{path}`"
