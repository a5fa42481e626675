"""Imported editions: official rules files a user adds beside the built-in sources.

Each import is kept under ``<data>/imports/`` (a copy of the file and a small JSON description),
so every later ``oracle build`` rebuilds it too and nothing a user imported is lost.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from rules_corpus.assemble import collect_refs
from rules_corpus.model import Corpus
from rules_corpus.official import ImportError_, read_official
from rules_corpus.sources import EDITIONS

EDITION_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")
LANGS = ("en", "zh-Hans", "zh-Hant")
BUILTIN = {e["name"] for e in EDITIONS}


def imports_dir(data: Path) -> Path:
    return data / "imports"


def check_request(edition: str, lang: str, *, replace: bool, data: Path) -> None:
    """Refuse names that would clash with a built-in or existing edition before anything is written."""
    if not EDITION_NAME.match(edition):
        raise ImportError_(f"edition name {edition!r} must be 1-40 letters, digits, '.', '_' or '-'")
    if edition in BUILTIN:
        raise ImportError_(f"edition {edition!r} is built in and cannot be replaced by an import")
    if lang not in LANGS:
        raise ImportError_(f"language {lang!r} must be one of {', '.join(LANGS)}")
    if (imports_dir(data) / f"{edition}.json").exists() and not replace:
        raise ImportError_(f"edition {edition!r} was already imported; pass --replace to replace it")


def load_import(meta_path: Path) -> Corpus:
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    corpus = read_official(meta_path.with_suffix(".txt"), edition=meta["edition"], lang=meta["lang"])
    for source in corpus.sources:
        source["file"] = meta["file_name"]
    for rec in corpus.records:
        rec.source["file"] = meta["file_name"]
    corpus.refs = collect_refs(corpus.records, corpus.anomalies)
    return corpus


def save_import(path: Path, edition: str, lang: str, *, replace: bool, data: Path) -> Corpus:
    """Parse first (so a bad file changes nothing), then keep a copy for every later build."""
    check_request(edition, lang, replace=replace, data=data)
    corpus = read_official(path, edition=edition, lang=lang)
    corpus.refs = collect_refs(corpus.records, corpus.anomalies)
    folder = imports_dir(data)
    folder.mkdir(parents=True, exist_ok=True)
    tmp = folder / f".{edition}.txt.tmp"
    shutil.copyfile(path, tmp)
    tmp.replace(folder / f"{edition}.txt")
    (folder / f"{edition}.json").write_text(
        json.dumps({"edition": edition, "lang": lang, "file_name": path.name}, ensure_ascii=False, indent=1),
        encoding="utf-8")
    return corpus


def load_imports(data: Path) -> list[Corpus]:
    folder = imports_dir(data)
    if not folder.is_dir():
        return []
    return [load_import(meta) for meta in sorted(folder.glob("*.json"))]
