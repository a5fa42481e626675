"""Rate-limit counters in one SQLite file, so every worker of one server counts against the same budget.

``limits`` (Flask-Limiter's storage layer) keeps counters in memory by default, which is one set of
counters per gunicorn worker: with two workers a client got twice its allowance. Its shared
storages (Redis, Memcached, MongoDB) each need a server to run beside ours. One server with
several workers already has a directory every worker can write (the data directory, where the
saved scenarios live), and SQLite in WAL mode serves the small, short transactions a counter
needs, so this storage is the default; Redis (``redis://…``) is the one for several servers.

The storage is registered with ``limits`` under its own scheme, ``oracle+sqlite://<path>``
(``oracle+sqlite:///abs/path.db`` or ``oracle+sqlite://relative/path.db``), so nothing else that
``limits`` may one day call ``sqlite`` is shadowed. Only the fixed-window strategy, Flask-Limiter's
default and the one the service uses, is implemented.

Each increment is one ``insert … on conflict do update … returning`` statement, atomic in SQLite
whatever the number of processes; a window that has run out starts again from the amount.
Counters need no durability across a power cut, so ``synchronous=NORMAL``.

    >>> import tempfile, pathlib
    >>> s = SqliteStorage("oracle+sqlite://" + str(pathlib.Path(tempfile.mkdtemp()) / "r.db"))
    >>> s.incr("k", 60), s.incr("k", 60, amount=3), s.get("k"), s.get("other")
    (1, 4, 4, 0)
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
import time
from pathlib import Path

from limits.storage import Storage

log = logging.getLogger("oracle")

SCHEME = "oracle+sqlite"
#: seconds a worker waits for another's write lock before the storage reports an error
BUSY_TIMEOUT_S = 5.0
#: expired counters are swept once in this many increments of a process
SWEEP_EVERY = 500


def sqlite_uri(path: Path) -> str:
    """The storage URI for a counters file (an absolute path gives ``oracle+sqlite:///…``)."""
    return f"{SCHEME}://{path}"


class SqliteStorage(Storage):
    """Fixed-window counters in a SQLite table shared by every process that opens the same file."""

    STORAGE_SCHEME = [SCHEME]

    def __init__(self, uri: str, wrap_exceptions: bool = False, **options: float | str | bool) -> None:
        super().__init__(uri, wrap_exceptions=wrap_exceptions, **options)
        self.path = Path(uri.split("://", 1)[1])
        if not str(self.path):
            raise ValueError(f"{uri!r}: name the counters file, e.g. {SCHEME}:///srv/oracle/ratelimits.db")
        self._local = threading.local()
        self._increments = 0
        self._ready = False
        try:
            self._create()
        except (sqlite3.Error, OSError) as exc:  # e.g. a read-only data directory: the server still starts
            log.warning("rate-limit counters unavailable at %s (%s); counting in memory until they are", self.path, exc)

    @property
    def base_exceptions(self) -> type[Exception] | tuple[type[Exception], ...]:
        return sqlite3.Error

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)
        conn.execute("pragma synchronous=NORMAL")
        return conn

    def _conn(self) -> sqlite3.Connection:
        """This thread's connection, opened again in a forked worker (a connection never crosses a fork)."""
        conn = getattr(self._local, "conn", None)
        if conn is None or self._local.pid != os.getpid():
            conn = self._local.conn = self._connect()
            self._local.pid = os.getpid()
        return conn

    def _create(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        deadline = time.monotonic() + BUSY_TIMEOUT_S
        while True:  # several workers or servers may start on a fresh file at once
            try:
                conn = self._connect()
                try:
                    conn.execute("pragma journal_mode=wal")
                    conn.execute("create table if not exists counters (key text primary key, "
                                 "value integer not null, expires_at real not null)")
                finally:
                    conn.close()
                self._ready = True
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
                time.sleep(0.05)

    def incr(self, key: str, expiry: int, amount: int = 1) -> int:
        now = time.time()
        row = self._conn().execute(
            "insert into counters (key, value, expires_at) values (?, ?, ?) on conflict (key) do update set "
            "value = case when expires_at <= ? then excluded.value else value + excluded.value end, "
            "expires_at = case when expires_at <= ? then excluded.expires_at else expires_at end "
            "returning value", (key, amount, now + expiry, now, now)).fetchone()
        self._increments += 1
        if self._increments % SWEEP_EVERY == 0:
            self._conn().execute("delete from counters where expires_at <= ?", (now,))
        return int(row[0])

    def get(self, key: str) -> int:
        row = self._conn().execute("select value from counters where key = ? and expires_at > ?",
                                   (key, time.time())).fetchone()
        return int(row[0]) if row else 0

    def get_expiry(self, key: str) -> float:
        now = time.time()
        row = self._conn().execute("select expires_at from counters where key = ? and expires_at > ?",
                                   (key, now)).fetchone()
        return float(row[0]) if row else now

    def check(self) -> bool:
        """Healthy when the table is there (Flask-Limiter asks this to leave its in-memory fallback)."""
        try:
            if not self._ready:
                self._create()
            self._conn().execute("select count(*) from counters where 0").fetchone()
        except (sqlite3.Error, OSError):
            return False
        return True

    def reset(self) -> int | None:
        return self._conn().execute("delete from counters").rowcount

    def clear(self, key: str) -> None:
        self._conn().execute("delete from counters where key = ?", (key,))
