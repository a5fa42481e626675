"""The anonymous search log for tuning: queries that found nothing, and queries a reader replaced
within 10 s, in one small SQLite file of the data directory.

Opt-in (``ORACLE_SEARCH_LOG=on``). An entry holds what tuning needs and nothing that names a
reader: the query (at most ``MAX_TEXT`` characters), the edition, language and section filters,
the number of results, the query it was reformulated into (empty for a search that found
nothing) and the hour, counted in ``count``. No address, cookie or user agent ever reaches this
module: ``record`` takes only ``Entry`` values.

Bounds, so that a flood of junk queries costs little and stores little:

* at most ``max_rows`` entries (``ORACLE_SEARCH_LOG_MAX_ROWS``); each new entry drops the
  oldest beyond the bound in the same transaction, so the bound holds after every write;
* each field is cut to a fixed length, so an entry is at most about 1.7 kB;
* one transaction per search (at most ``MAX_ENTRIES`` entries), and at most
  ``WRITES_PER_SECOND`` transactions per process: beyond that, entries are not recorded;
* a writer waits at most ``BUSY_TIMEOUT_S`` for another worker's lock, then drops its entries
  rather than slowing the search down.

The schema is made once at server start (``create``); a request only writes into an existing
file (``mode=rw``) and never creates one, so a missing, read-only or broken log costs the search
nothing but the entry. WAL mode lets several gunicorn workers write and ``oracle search-log``
read at once; ``synchronous=NORMAL`` in WAL mode can lose the last entries on a power cut but never
corrupts the file (the log is a sample, not a record anyone relies on).

    >>> import tempfile, pathlib
    >>> log = SearchLog(pathlib.Path(tempfile.mkdtemp()) / "search-log.db", clock=lambda: 0.0)
    >>> log.create()
    >>> log.record([Entry("践塔", results=0)])
    True
    >>> [(e["query"], e["count"], e["last_hour"]) for e in log.summary()]
    [('践塔', 1, '1970-01-01T00')]
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: characters kept of a query or a reformulation (the search refuses longer queries anyway)
MAX_TEXT = 200
#: characters kept of the edition and section filters (they are free text in the request)
MAX_FILTER = 20
#: entries one search may record: its own empty result and the pair it completes
MAX_ENTRIES = 2
#: log transactions per second per process; beyond it entries are dropped
WRITES_PER_SECOND = 20
#: seconds a writer waits for another writer's lock before dropping its entries
BUSY_TIMEOUT_S = 0.25
#: the number of results stored when the page did not say how many the earlier query had
UNKNOWN_RESULTS = -1

_SCHEMA = """
create table if not exists searches (
    id integer primary key,
    key blob not null unique,
    hour text not null,
    query text not null,
    edition text not null,
    lang text not null,
    section text not null,
    results integer not null,
    reformulated text not null,
    count integer not null default 1
)"""


class SearchLogUnavailable(RuntimeError):
    """The log cannot be created or read (the server then runs without it; the CLI says so)."""


@dataclass(frozen=True)
class Entry:
    """One thing worth knowing about a search, with no trace of who made it."""

    query: str
    edition: str = ""
    lang: str = ""
    section: str = ""
    results: int = UNKNOWN_RESULTS
    reformulated: str = ""

    def cut(self) -> Entry:
        """The entry with every field at its bounded length."""
        return Entry(self.query[:MAX_TEXT], self.edition[:MAX_FILTER], self.lang[:MAX_FILTER],
                     self.section[:MAX_FILTER], self.results, self.reformulated[:MAX_TEXT])


def _key(hour: str, entry: Entry) -> bytes:
    """One key per entry and hour: the same search in the same hour adds to ``count``."""
    fields = (hour, entry.query, entry.edition, entry.lang, entry.section, str(entry.results), entry.reformulated)
    return hashlib.sha256("\x1f".join(fields).encode("utf-8")).digest()[:16]


class _WriteBudget:
    """At most ``per_second`` writes in each second of the clock, shared by a process's threads."""

    def __init__(self, per_second: int):
        self.per_second = per_second
        self.second = -1
        self.used = 0
        self.lock = threading.Lock()

    def take(self, now: float) -> bool:
        with self.lock:
            second = int(now)
            if second != self.second:
                self.second, self.used = second, 0
            if self.used >= self.per_second:
                return False
            self.used += 1
            return True


class SearchLog:
    """The log file: one writing connection per process (threads take turns, a forked worker opens
    its own) and a short-lived connection for each read or clear of the command line."""

    def __init__(self, path: Path, *, max_rows: int = 10000, clock: Callable[[], float] = time.time,
                 writes_per_second: int = WRITES_PER_SECOND):
        self.path = Path(path)
        self.max_rows = max_rows
        self.clock = clock
        self.budget = _WriteBudget(writes_per_second)
        self._writer: sqlite3.Connection | None = None
        self._writer_pid = 0
        self._lock = threading.Lock()

    # -- the server ------------------------------------------------------------------------------
    def create(self) -> None:
        """Make the file and its table (once, at server start, before workers fork)."""
        deadline = time.monotonic() + 10.0
        while True:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S)
                try:
                    conn.execute("pragma journal_mode=wal")  # kept by the file
                    conn.execute(_SCHEMA)
                    conn.commit()
                finally:
                    conn.close()
                return
            except sqlite3.OperationalError as exc:  # several servers starting at once: wait for the first
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise SearchLogUnavailable(f"cannot create the search log at {self.path}: {exc}") from exc
                time.sleep(0.05)
            except (sqlite3.Error, OSError) as exc:
                raise SearchLogUnavailable(f"cannot create the search log at {self.path}: {exc}") from exc

    def _connect(self, mode: str, *, check_same_thread: bool = True) -> sqlite3.Connection:
        """An existing file only (``mode`` ``rw`` or ``ro``): a request or a reader never creates one."""
        conn = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode={mode}", uri=True, timeout=BUSY_TIMEOUT_S,
                               check_same_thread=check_same_thread)
        conn.execute("pragma synchronous=NORMAL")
        return conn

    def hour(self) -> str:
        """The only time an entry keeps: the hour, in UTC."""
        return time.strftime("%Y-%m-%dT%H", time.gmtime(self.clock()))

    def record(self, entries: Iterable[Entry]) -> bool:
        """Add the entries in one transaction; False (nothing written, nothing raised) when the
        budget is spent, the file is missing, read-only or locked too long."""
        batch = [e.cut() for e in list(entries)[:MAX_ENTRIES]]
        if not batch or not self.budget.take(self.clock()):
            return False
        hour = self.hour()
        with self._lock:
            try:
                conn = self._writer_connection()
                with conn:
                    conn.execute("begin immediate")
                    for e in batch:
                        conn.execute(
                            "insert into searches (key, hour, query, edition, lang, section, results, reformulated)"
                            " values (?, ?, ?, ?, ?, ?, ?, ?) on conflict(key) do update set count = count + 1",
                            (_key(hour, e), hour, e.query, e.edition, e.lang, e.section, e.results, e.reformulated))
                    # ids grow by one per new entry, so the newest max_rows entries are the ids above this
                    newest = conn.execute("select max(id) from searches").fetchone()[0] or 0
                    conn.execute("delete from searches where id <= ?", (newest - self.max_rows,))
            except (sqlite3.Error, OSError):
                self._drop_writer()  # reopened (or found missing) by the next search
                return False
        return True

    def _writer_connection(self) -> sqlite3.Connection:
        """The process's one writing connection, opened on first use after a fork. Kept open: the
        last connection to close checkpoints and removes the WAL file, which cost a few
        milliseconds per search when every write had its own connection."""
        if self._writer is None or self._writer_pid != os.getpid():
            self._writer = self._connect("rw", check_same_thread=False)
            self._writer_pid = os.getpid()
        return self._writer

    def _drop_writer(self) -> None:
        if self._writer is not None and self._writer_pid == os.getpid():
            try:
                self._writer.close()
            except sqlite3.Error:
                pass
        self._writer = None

    # -- the command line ------------------------------------------------------------------------
    def exists(self) -> bool:
        return self.path.is_file()

    def summary(self, limit: int | None = None) -> list[dict[str, Any]]:
        """Entries added up over the hours, most frequent first (then the most recent)."""
        if not self.exists():
            return []
        sql = ("select query, edition, lang, section, results, reformulated, sum(count) as n, min(hour), max(hour)"
               " from searches group by query, edition, lang, section, results, reformulated"
               " order by n desc, max(hour) desc, query")
        try:
            conn = self._connect("ro")
            try:
                rows = conn.execute(sql + (" limit ?" if limit else ""), (limit,) if limit else ()).fetchall()
            finally:
                conn.close()
        except sqlite3.Error as exc:
            raise SearchLogUnavailable(f"cannot read the search log at {self.path}: {exc}") from exc
        return [{"query": q, "edition": ed, "lang": lang, "section": sec,
                 "results": None if n_results == UNKNOWN_RESULTS else n_results, "reformulated": ref,
                 "count": n, "first_hour": first, "last_hour": last}
                for q, ed, lang, sec, n_results, ref, n, first, last in rows]

    def rows(self) -> int:
        """Stored entries (one per search, filters and hour)."""
        if not self.exists():
            return 0
        try:
            conn = self._connect("ro")
            try:
                return int(conn.execute("select count(*) from searches").fetchone()[0])
            finally:
                conn.close()
        except sqlite3.Error as exc:
            raise SearchLogUnavailable(f"cannot read the search log at {self.path}: {exc}") from exc

    def clear(self) -> int:
        """Delete every entry (the file and its table stay); the number deleted."""
        if not self.exists():
            return 0
        try:
            conn = self._connect("rw")
            try:
                with conn:
                    return conn.execute("delete from searches").rowcount
            finally:
                conn.close()
        except sqlite3.Error as exc:
            raise SearchLogUnavailable(f"cannot clear the search log at {self.path}: {exc}") from exc
