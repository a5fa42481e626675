"""The imported cards' SQLite file, ``$ORACLE_DATA/cards-import.db``: written whole by the import,
read by every lookup.

Tables: ``library_names`` (the library's name keys when the import was made, with its
fingerprint in ``meta``: a lookup of a name the library does not have need not load the library),
``printings`` (each set's cards as the file gave them, trimmed to what the import reads,
so a later import of other files merges with them), ``cards`` (one merged record per card name),
``names`` (each card's names as ``oracle.cards.name_key`` folds them: English, face names, printed
Simplified and Traditional, other printed names; indexed, so a lookup is one query), ``parses``
(the parse cache: entry by ``oracle.card_cache.entry_key``), ``sets`` (each set's report) and
``meta``. The file is written to a temporary name and renamed over the old one, so a reader never
sees half an import.
"""

from __future__ import annotations

import json
import os
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

#: the file's name in the data directory
DB_FILE = "cards-import.db"
#: the layout of the file; a file of another layout is read as empty (import again)
SCHEMA = 2

_TABLES = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE printings (set_code TEXT NOT NULL, seq INTEGER NOT NULL, card TEXT NOT NULL, PRIMARY KEY (set_code, seq));
CREATE TABLE sets (code TEXT PRIMARY KEY, info TEXT NOT NULL, report TEXT NOT NULL);
CREATE TABLE cards (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, record TEXT NOT NULL);
CREATE TABLE names (key TEXT NOT NULL, rank INTEGER NOT NULL, card_id INTEGER NOT NULL);
CREATE INDEX names_key ON names (key, rank, card_id);
CREATE TABLE parses (key TEXT PRIMARY KEY, entry TEXT NOT NULL);
CREATE TABLE library_names (key TEXT PRIMARY KEY);
"""


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def connect(path: Path, *, earlier: bool = False) -> sqlite3.Connection | None:
    """A read-only connection to an import file of this layout (``earlier``: or of an earlier one,
    whose ``sets``, ``printings`` and ``parses`` a new import still reads), or None (no import yet,
    or another layout)."""
    if not path.is_file():
        return None
    try:
        conn = sqlite3.connect(f"file:{path}?mode=ro", uri=True, check_same_thread=False)
        row = conn.execute("SELECT value FROM meta WHERE key = 'schema'").fetchone()
    except sqlite3.DatabaseError:
        return None
    if row is None or not (row[0] == str(SCHEMA) or (earlier and row[0].isdigit() and int(row[0]) < SCHEMA)):
        conn.close()
        return None
    return conn


def read_previous(path: Path) -> tuple[dict[str, tuple[dict[str, Any], list[dict[str, Any]]]], dict[str, Any]]:
    """What an earlier import left: per set code its info and printings, and the parse cache."""
    conn = connect(path, earlier=True)
    if conn is None:
        return {}, {}
    try:
        sets: dict[str, tuple[dict[str, Any], list[Any]]] = {code: (json.loads(info), []) for code, info in conn.execute("SELECT code, info FROM sets")}
        for code, card in conn.execute("SELECT set_code, card FROM printings ORDER BY set_code, seq"):
            if code in sets:
                sets[code][1].append(json.loads(card))
        parses = {key: json.loads(entry) for key, entry in conn.execute("SELECT key, entry FROM parses")}
    finally:
        conn.close()
    return sets, parses


def write(path: Path, *, sets: dict[str, tuple[dict[str, Any], list[dict[str, Any]], dict[str, Any]]],
          cards: list[tuple[dict[str, Any], list[tuple[str, int]]]], parses: dict[str, Any], version: str,
          library: tuple[str, list[str]] = ("", [])) -> None:
    """Write the whole file: ``sets`` maps a code to (info, printings, report); ``cards`` is each
    record with its (name key, rank) pairs; ``library`` is the library's fingerprint and name keys
    (``oracle.card_import.library_names``). Atomic: a temporary file renamed over ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".", suffix=".tmp")
    os.close(handle)
    try:
        conn = sqlite3.connect(temp)
        try:
            conn.executescript(_TABLES)
            conn.executemany("INSERT INTO meta VALUES (?, ?)", [("schema", str(SCHEMA)), ("grammar", version),
                                                                 ("library", library[0])])
            conn.executemany("INSERT OR IGNORE INTO library_names VALUES (?)", [(k,) for k in library[1]])
            for code, (info, printings, report) in sets.items():
                conn.execute("INSERT INTO sets VALUES (?, ?, ?)", (code, _dumps(info), _dumps(report)))
                conn.executemany("INSERT INTO printings VALUES (?, ?, ?)",
                                 [(code, i, _dumps(p)) for i, p in enumerate(printings)])
            for card_id, (record, keys) in enumerate(cards, start=1):
                conn.execute("INSERT INTO cards VALUES (?, ?, ?)", (card_id, record["name"], _dumps(record)))
                conn.executemany("INSERT INTO names VALUES (?, ?, ?)", [(k, r, card_id) for k, r in keys])
            conn.executemany("INSERT INTO parses VALUES (?, ?)", [(k, _dumps(e)) for k, e in parses.items()])
            conn.commit()
        finally:
            conn.close()
        os.chmod(temp, 0o644)  # as any file the data directory holds (mkstemp makes it private)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
