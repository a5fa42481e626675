"""Saved scenarios for permalinks: content-addressed, in SQLite or (for several servers) PostgreSQL.

The id is a hash of the text, so saving the same scenario twice gives the same link and nothing
stored is ever overwritten with different content.

The schema is created once, by ``oracle build`` or at server start (``create=True``), before any
worker runs: requests only insert and read, so workers starting together never race to create a
table. SQLite runs in WAL mode with a busy timeout (readers never wait for the writer, writers
queue instead of failing) and ``synchronous=FULL`` (a save is on disk before it is acknowledged).
``ORACLE_SCENARIO_DB=postgresql://…`` selects PostgreSQL, shared by every server behind a load
balancer.

Beside each text the store keeps its computed answers (table ``answers``: one row per scenario
and variant, with the engine version it was computed by; ``oracle.share_cache``), so a shared
page is a lookup. The table was added after the first stores were made: ``create`` adds it to an
existing store in place and leaves every saved text as it is.

    >>> import tempfile, pathlib
    >>> store = open_scenario_store(str(pathlib.Path(tempfile.mkdtemp()) / "s.db"), create=True)
    >>> sid = store.save("players: [{id: A}, {id: B}]")
    >>> store.get(sid), store.save("players: [{id: A}, {id: B}]") == sid
    ('players: [{id: A}, {id: B}]', True)
"""

from __future__ import annotations

import hashlib
import os
import sqlite3
import threading
import time
from pathlib import Path
from typing import Any, Protocol

#: seconds a writer waits for another writer's lock before giving up
BUSY_TIMEOUT_S = 10.0


#: the computed answers: one per scenario and variant, replaced when the engine version changes
#: (no foreign key: a row is only ever written for a saved scenario, and SQLite would not enforce one)
ANSWERS_TABLE_SQLITE = ("create table if not exists answers (scenario_id text not null, variant text not null, "
                        "engine_version text not null, answer text not null, "
                        "computed_at text default (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')), "
                        "primary key (scenario_id, variant))")
ANSWERS_TABLE_POSTGRES = ("create table if not exists answers (scenario_id text not null, variant text not null, "
                          "engine_version text not null, answer text not null, "
                          "computed_at timestamptz not null default now(), primary key (scenario_id, variant))")
#: one statement both backends run (SQLite with ``?`` for ``%s``)
ANSWER_UPSERT = ("insert into answers (scenario_id, variant, engine_version, answer) values (%s, %s, %s, %s) "
                 "on conflict (scenario_id, variant) do update set engine_version = excluded.engine_version, "
                 "answer = excluded.answer, computed_at = excluded.computed_at")


class StoreUnavailable(RuntimeError):
    """The store cannot be reached or has not been created (answered as 503, never as 500)."""


class StoreReadOnly(StoreUnavailable):
    """The store can be read but not written: its data directory refuses writes (503 as well, with
    its own message: trying again later will not help)."""


def scenario_id(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


class ScenarioStore(Protocol):
    def create(self) -> None: ...

    def save(self, text: str) -> str: ...

    def get(self, sid: str) -> str | None: ...

    def count(self) -> int: ...

    def get_answer(self, sid: str, variant: str, version: str) -> str | None: ...

    def put_answer(self, sid: str, variant: str, version: str, answer: str) -> None: ...

    def close(self) -> None: ...


def is_postgres_url(target: str) -> bool:
    return target.startswith(("postgresql://", "postgres://"))


def open_scenario_store(target: str, *, create: bool = False) -> ScenarioStore:
    """The store at ``target`` (a SQLite path or a ``postgresql://`` URL); ``create`` makes its schema."""
    store: ScenarioStore = PostgresScenarioStore(target) if is_postgres_url(target) else SqliteScenarioStore(
        Path(target))
    if create:
        store.create()
    return store


def open_for_serving(target: str) -> tuple[ScenarioStore, str | None]:
    """The store a server starts with, and why it is read-only if it is: a SQLite store whose
    directory refuses writes is opened read-only instead of stopping the server; any other failure
    (an unreachable or misconfigured PostgreSQL, a corrupt file) still stops it with its message."""
    try:
        return open_scenario_store(target, create=True), None
    except StoreUnavailable as exc:
        if is_postgres_url(target) or not refuses_writes(exc):
            raise
        reason = str(exc.__cause__ or exc)
        return ReadOnlyScenarioStore(Path(target), reason), reason


class SqliteScenarioStore:
    """One SQLite file; a short-lived connection per call, so it is safe across workers and threads."""

    def __init__(self, path: Path):
        self.path = Path(path)

    def _connect(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S)
        conn.execute("pragma synchronous=FULL")
        return conn

    def create(self) -> None:
        # Switching a fresh file to WAL takes an exclusive lock, and SQLite answers "database is
        # locked" to a second starter at once instead of waiting on its busy handler: retry until
        # the busy timeout, since servers starting together are the normal case.
        deadline = time.monotonic() + BUSY_TIMEOUT_S
        while True:
            try:
                self._create()
                return
            except sqlite3.OperationalError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise StoreUnavailable(f"cannot create the scenario store at {self.path}: {exc}") from exc
                time.sleep(0.05)
            except (sqlite3.Error, OSError) as exc:
                raise StoreUnavailable(f"cannot create the scenario store at {self.path}: {exc}") from exc

    def _create(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = self._connect()
        try:
            conn.execute("pragma journal_mode=wal")  # persistent: set once, kept by the file
            conn.execute("create table if not exists scenarios (id text primary key, text text not null, "
                         "created_at text default (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')))")
            columns = {row[1] for row in conn.execute("pragma table_info(scenarios)")}
            if "created_at" not in columns:  # a store from before the column: keep every row
                conn.execute("alter table scenarios add column created_at text")
            conn.execute(ANSWERS_TABLE_SQLITE)  # a store from before the answer cache gains it here
            conn.commit()
        finally:
            conn.close()

    def save(self, text: str) -> str:
        sid = scenario_id(text)
        try:
            conn = self._connect()
            try:
                with conn:
                    conn.execute("insert or ignore into scenarios (id, text, created_at) "
                                 "values (?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))", (sid, text))
            finally:
                conn.close()
        except sqlite3.OperationalError as exc:
            raise StoreUnavailable(f"the scenario store cannot save: {exc}") from exc
        return sid

    def get(self, sid: str) -> str | None:
        try:
            conn = self._connect()
            try:
                row = conn.execute("select text from scenarios where id = ?", (sid,)).fetchone()
            finally:
                conn.close()
        except sqlite3.OperationalError as exc:
            raise StoreUnavailable(f"the scenario store cannot be read: {exc}") from exc
        return row[0] if row else None

    def count(self) -> int:
        conn = self._connect()
        try:
            return conn.execute("select count(*) from scenarios").fetchone()[0]
        finally:
            conn.close()

    def get_answer(self, sid: str, variant: str, version: str) -> str | None:
        """The stored answer for this variant if the engine version matches, else None."""
        try:
            conn = self._connect()
            try:
                row = conn.execute("select answer from answers where scenario_id = ? and variant = ? "
                                   "and engine_version = ?", (sid, variant, version)).fetchone()
            finally:
                conn.close()
        except sqlite3.OperationalError as exc:
            raise StoreUnavailable(f"the scenario store cannot be read: {exc}") from exc
        return row[0] if row else None

    def put_answer(self, sid: str, variant: str, version: str, answer: str) -> None:
        """Store an answer, replacing one of another engine version (an answer is not precious: it
        can always be computed again, so a failure here is logged by the caller, not fatal)."""
        try:
            conn = self._connect()
            conn.execute("pragma synchronous=NORMAL")  # recomputable: not worth an fsync of megabytes
            try:
                with conn:
                    conn.execute(ANSWER_UPSERT.replace("%s", "?"), (sid, variant, version, answer))
            finally:
                conn.close()
        except sqlite3.OperationalError as exc:
            raise StoreUnavailable(f"the scenario store cannot save an answer: {exc}") from exc

    def close(self) -> None:
        """Nothing to close: every call has its own connection."""


def refuses_writes(exc: BaseException) -> bool:
    """The file system, not the store, said no: a read-only mount or a directory the server may
    not write (SQLite's "readonly database" and "unable to open database file", EROFS, EACCES)."""
    import errno

    cause: BaseException | None = exc
    while cause is not None:
        if isinstance(cause, OSError) and cause.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return True
        if isinstance(cause, sqlite3.Error) and ("readonly" in str(cause) or "unable to open" in str(cause)):
            return True
        cause = cause.__cause__
    return False


class ReadOnlyScenarioStore:
    """The saved scenarios of a data directory the server cannot write: what is stored still opens
    (the file read as immutable, which needs no lock file beside it), a save answers 503.

    Why serve at all: the data directory holds the rulebook too, and a read-only mount (a shared
    volume, a locked-down container) should cost the saves, not every rule page."""

    def __init__(self, path: Path, reason: str):
        self.path = Path(path)
        self.reason = reason

    def _connect(self) -> sqlite3.Connection | None:
        if not self.path.exists():
            return None
        return sqlite3.connect(f"{self.path.resolve().as_uri()}?immutable=1", uri=True)

    def _read(self, sql: str, args: tuple[Any, ...]) -> Any:
        try:
            conn = self._connect()
            if conn is None:
                return None
            try:
                return conn.execute(sql, args).fetchone()
            finally:
                conn.close()
        except sqlite3.Error as exc:  # no table yet (a store never created), or an unreadable file
            if "no such table" in str(exc):
                return None
            raise StoreUnavailable(f"the scenario store cannot be read: {exc}") from exc

    def create(self) -> None:
        """Nothing to create: the directory cannot be written."""

    def save(self, text: str) -> str:
        raise StoreReadOnly(f"the scenario store is read-only ({self.reason}): saving is off")

    def get(self, sid: str) -> str | None:
        row = self._read("select text from scenarios where id = ?", (sid,))
        return row[0] if row else None

    def count(self) -> int:
        row = self._read("select count(*) from scenarios", ())
        return row[0] if row else 0

    def get_answer(self, sid: str, variant: str, version: str) -> str | None:
        row = self._read("select answer from answers where scenario_id = ? and variant = ? and engine_version = ?",
                         (sid, variant, version))
        return row[0] if row else None

    def put_answer(self, sid: str, variant: str, version: str, answer: str) -> None:
        raise StoreReadOnly(f"the scenario store is read-only ({self.reason}): no answer is kept")

    def close(self) -> None:
        """Nothing to close: every call has its own connection."""


class PostgresScenarioStore:
    """A PostgreSQL table shared by several servers; a small connection pool per worker process.

    The pool is opened on first use in each process (never inherited across gunicorn's fork).
    """

    def __init__(self, url: str):
        self.url = url
        self._pool: Any = None
        self._pid = 0
        self._lock = threading.Lock()

    def _pool_here(self) -> Any:
        from psycopg_pool import ConnectionPool

        with self._lock:
            if self._pool is None or self._pid != os.getpid():
                self._pool = ConnectionPool(self.url, min_size=1, max_size=4, open=True, timeout=BUSY_TIMEOUT_S,
                                            kwargs={"autocommit": True}, check=ConnectionPool.check_connection)
                self._pid = os.getpid()
            return self._pool

    def _run(self, sql: str, args: tuple = ()) -> list[tuple]:
        import psycopg
        from psycopg_pool import PoolTimeout

        try:
            with self._pool_here().connection() as conn:
                cur = conn.execute(sql, args)
                return cur.fetchall() if cur.description else []
        except (psycopg.OperationalError, PoolTimeout, psycopg.errors.UndefinedTable) as exc:
            raise StoreUnavailable(f"the scenario store is unavailable: {exc.__class__.__name__}") from exc

    def create(self) -> None:
        import psycopg

        # Servers starting together take turns (advisory lock), so "create if not exists" cannot race.
        try:
            with psycopg.connect(self.url, connect_timeout=int(BUSY_TIMEOUT_S)) as conn, conn.transaction():
                conn.execute("select pg_advisory_xact_lock(7468521)")
                conn.execute("create table if not exists scenarios (id text primary key, text text not null, "
                             "created_at timestamptz not null default now())")
                conn.execute(ANSWERS_TABLE_POSTGRES)
        except psycopg.Error as exc:  # the message names host and database, never the password
            raise StoreUnavailable(f"cannot create the scenario store in PostgreSQL: {exc}") from exc

    def save(self, text: str) -> str:
        sid = scenario_id(text)
        self._run("insert into scenarios (id, text) values (%s, %s) on conflict (id) do nothing", (sid, text))
        return sid

    def get(self, sid: str) -> str | None:
        rows = self._run("select text from scenarios where id = %s", (sid,))
        return rows[0][0] if rows else None

    def count(self) -> int:
        return self._run("select count(*) from scenarios")[0][0]

    def get_answer(self, sid: str, variant: str, version: str) -> str | None:
        rows = self._run("select answer from answers where scenario_id = %s and variant = %s and engine_version = %s",
                         (sid, variant, version))
        return rows[0][0] if rows else None

    def put_answer(self, sid: str, variant: str, version: str, answer: str) -> None:
        self._run(ANSWER_UPSERT, (sid, variant, version, answer))

    def close(self) -> None:
        if self._pool is not None and self._pid == os.getpid():
            self._pool.close()
        self._pool = None
