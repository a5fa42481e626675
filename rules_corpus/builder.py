"""Writing the corpus to SQLite with sqlite-utils, atomically and deterministically.

The database is built in a temporary file beside the target and moved into place only when
complete, so a failed build never leaves a half-written or emptied database behind.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterable
from pathlib import Path

import sqlite_utils

from rules_corpus.concordance import load_concordance, load_terms_table
from rules_corpus.model import Corpus

DB_NAME = "oracle.db"
SCHEMA_VERSION = 2  # 2: summary, summary_source, in_corpus, named_by on rules


def data_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    """``ORACLE_DATA`` or ``./var``: where the database, search index and caches live."""
    return Path(explicit or os.environ.get("ORACLE_DATA") or "var").resolve()


def write_corpus(db: sqlite_utils.Database, corpus: Corpus, imported: Iterable[Corpus] = ()) -> None:
    """Create every table and fill it in a fixed order, so two builds dump identically."""
    parts = [corpus, *imported]
    db["editions"].insert_all(
        [e for part in parts for e in part.editions], pk="name",
        columns={"name": str, "title": str, "languages": str, "description": str, "note": str, "builtin": int})
    db["sources"].insert_all([s for part in parts for s in part.sources], pk="file")
    db["rules"].insert_all([r.as_row() for part in parts for r in part.records], pk=("edition", "id"),
                           columns={"parent": str, "summary_source": str, "in_corpus": int, "named_by": str})
    db["rules"].create_index(["edition", "parent"])
    db["rules"].create_index(["edition", "position"])
    ref_rows = []
    for part in parts:
        counters: dict[tuple[str, str], int] = {}
        for ref in part.refs:
            key = (ref.edition, ref.source_id)
            counters[key] = counters.get(key, -1) + 1
            ref_rows.append(ref.as_row(counters[key]))
    db["refs"].insert_all(ref_rows, pk=("edition", "source_id", "position"))
    db["refs"].create_index(["edition", "target_id"])
    glossary = [{"edition": r.edition, "term": r.id, "text": r.text, "refs": r.refs}
                for part in parts for r in part.records if r.kind == "glossary"]
    db["glossary"].insert_all(glossary, pk=("edition", "term"))
    db["anomalies"].insert_all(
        [dict(a.as_dict(), seq=i) for part in parts for i, a in enumerate(part.anomalies)],
        pk=("edition", "seq"))
    db["concordance"].insert_all(
        [dict(row, seq=i) for i, row in enumerate(load_concordance())], pk="seq",
        columns={"seq": int, "classic": str, "2009": str, "note": str, "in_corpus": int})
    db["concordance"].create_index(["classic"])
    db["concordance"].create_index(["2009"])
    db["terms"].insert_all(load_terms_table(), pk="id",
                           columns={"id": str, "en": str, "zh-Hans": str, "zh-Hant": str, "category": str})
    db["meta"].insert_all([{"key": "schema_version", "value": str(SCHEMA_VERSION)}], pk="key")


def build_database(target: Path, corpus: Corpus, imported: Iterable[Corpus] = ()) -> Path:
    """Build ``target`` from ``corpus`` (plus any imported editions) and swap it in atomically."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".tmp")
    if tmp.exists():
        tmp.unlink()
    conn = sqlite3.connect(tmp)
    try:
        db = sqlite_utils.Database(conn)
        with conn:
            write_corpus(db, corpus, imported)
        conn.execute("VACUUM")
    finally:
        conn.close()
    os.replace(tmp, target)
    return target


def dump(path: Path) -> str:
    """The SQL text dump of a database: what 'identical content' is measured by."""
    conn = sqlite3.connect(path)
    try:
        return "\n".join(conn.iterdump())
    finally:
        conn.close()
