"""A real PostgreSQL server for the store tests, started from Debian's package in a temporary directory,
and a real Redis server for the shared rate-limit counters.

CI installs both (``.ci/run``: ``apt-get install -y postgresql redis-server``); where ``initdb`` or
``redis-server`` is not found the tests that need it skip with a message saying so. As root (CI),
PostgreSQL runs as the ``postgres`` user that the package creates, since it refuses to run as root.
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import pytest


def _pg_bin() -> Path | None:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    return Path(initdb).parent if initdb else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def postgres_url():
    """``postgresql://oracle@127.0.0.1:PORT/postgres`` of a throwaway server (stopped at the end)."""
    bin_dir = _pg_bin()
    if bin_dir is None:
        pytest.skip("PostgreSQL is not installed (apt-get install postgresql): the PostgreSQL store tests need "
                    "initdb and pg_ctl under /usr/lib/postgresql/*/bin")
    pytest.importorskip("psycopg", reason="psycopg is not installed (pip install -e '.[postgresql]')")
    as_user: list[str] = []
    root = Path(tempfile.mkdtemp(prefix="oracle-pg-"))
    if os.geteuid() == 0:
        import pwd

        try:
            user = pwd.getpwnam("postgres")
        except KeyError:
            pytest.skip("running as root and there is no 'postgres' user to run PostgreSQL as")
        os.chown(root, user.pw_uid, user.pw_gid)
        os.chmod(root, 0o700)
        as_user = ["runuser", "-u", "postgres", "--"]
    data, port = root / "data", _free_port()
    try:
        subprocess.run([*as_user, str(bin_dir / "initdb"), "-D", str(data), "-U", "oracle", "--auth=trust",
                        "-E", "UTF8", "--no-sync"], check=True, capture_output=True, timeout=120)
        options = f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off"
        subprocess.run([*as_user, str(bin_dir / "pg_ctl"), "-D", str(data), "-l", str(root / "log"), "-w",
                        "-t", "60", "-o", options, "start"], check=True, capture_output=True, timeout=90)
    except subprocess.CalledProcessError as exc:
        shutil.rmtree(root, ignore_errors=True)
        pytest.fail(f"could not start PostgreSQL: {exc.stderr.decode(errors='replace')}")
    url = f"postgresql://oracle@127.0.0.1:{port}/postgres"
    try:
        import psycopg

        for _ in range(50):
            try:
                psycopg.connect(url, connect_timeout=2).close()
                break
            except psycopg.OperationalError:
                time.sleep(0.1)
        yield url
    finally:
        subprocess.run([*as_user, str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"],
                       capture_output=True, timeout=60)
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def fresh_postgres(postgres_url):
    """The server with an empty ``scenarios`` table (dropped before the test)."""
    import psycopg

    with psycopg.connect(postgres_url, autocommit=True) as conn:
        conn.execute("drop table if exists scenarios")
        conn.execute("drop table if exists answers")
    return postgres_url


@pytest.fixture(scope="session")
def redis_url():
    """``redis://127.0.0.1:PORT/0`` of a throwaway redis-server with no persistence (stopped at the end)."""
    binary = shutil.which("redis-server")
    if binary is None:
        pytest.skip("redis-server is not installed (apt-get install redis-server): the Redis rate-limit "
                    "tests need a real server")
    pytest.importorskip("redis", reason="the redis client is not installed (pip install -e '.[redis]')")
    import redis

    port = _free_port()
    server = subprocess.Popen([binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "", "--appendonly",
                               "no", "--protected-mode", "yes"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"redis://127.0.0.1:{port}/0"
    try:
        client = redis.Redis.from_url(url, socket_connect_timeout=1)
        for _ in range(100):
            try:
                client.ping()
                break
            except redis.ConnectionError:
                if server.poll() is not None:
                    pytest.fail("redis-server exited at start")
                time.sleep(0.05)
        else:
            pytest.fail("redis-server did not answer within 5 s")
        client.close()
        yield url
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.fixture
def fresh_redis(redis_url):
    """The Redis server with no keys (flushed before the test)."""
    import redis

    client = redis.Redis.from_url(redis_url)
    client.flushdb()
    client.close()
    return redis_url
