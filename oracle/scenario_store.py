"""Saved scenarios for permalinks: content-addressed, in the one SQLite file the web app writes.

The id is a hash of the text, so saving the same scenario twice gives the same link and nothing
stored is ever overwritten with different content.
"""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import sqlite_utils

MAX_BYTES = 256 * 1024


def scenario_id(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


class ScenarioStore:
    def __init__(self, path: Path):
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._db() as db:
            if "scenarios" not in db.table_names():
                db["scenarios"].create({"id": str, "text": str}, pk="id")

    def _db(self) -> _Connection:
        return _Connection(self.path)

    def save(self, text: str) -> str:
        """Store ``text`` (idempotent) and return its id."""
        sid = scenario_id(text)
        with self._db() as db:
            db["scenarios"].insert({"id": sid, "text": text}, ignore=True)
        return sid

    def get(self, sid: str) -> str | None:
        with self._db() as db:
            try:
                return db["scenarios"].get(sid)["text"]
            except sqlite_utils.db.NotFoundError:
                return None


class _Connection:
    """A short-lived connection per call: safe across gunicorn workers and threads."""

    def __init__(self, path: Path):
        self.conn = sqlite3.connect(path, timeout=10)

    def __enter__(self) -> sqlite_utils.Database:
        self.conn.execute("pragma journal_mode=wal")
        return sqlite_utils.Database(self.conn)

    def __exit__(self, *exc) -> None:
        if exc[0] is None:
            self.conn.commit()
        self.conn.close()
