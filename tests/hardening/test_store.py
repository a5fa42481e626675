"""The saved-scenario store: one contract for SQLite and PostgreSQL, concurrency, crash safety."""

from __future__ import annotations

import multiprocessing
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from oracle.scenario_store import open_scenario_store, scenario_id

ROOT = Path(__file__).resolve().parent.parent.parent
TEXT = "players: [{id: A, life: 7}, {id: B}]  # 闪电击\n"


@pytest.fixture(params=["sqlite", "postgresql"])
def target(request, tmp_path):
    if request.param == "sqlite":
        return str(tmp_path / "scenarios.db")
    return request.getfixturevalue("fresh_postgres")


def test_contract(target):
    store = open_scenario_store(target, create=True)
    sid = store.save(TEXT)
    assert sid == scenario_id(TEXT) and store.get(sid) == TEXT
    assert store.save(TEXT) == sid and store.count() == 1  # idempotent: the same text, the same link
    other = store.save(TEXT + "# changed\n")
    assert other != sid and store.get(sid) == TEXT and store.count() == 2
    assert store.get("0000000000000000") is None
    again = open_scenario_store(target, create=True)  # a second server start keeps everything
    assert again.get(other) == TEXT + "# changed\n" and again.count() == 2
    store.close()
    again.close()


def _worker(target: str, n: int, barrier, create: bool, results) -> None:
    barrier.wait()
    store = open_scenario_store(target, create=create)
    ok = 0
    for i in range(n):
        text = f"players: [{{id: A}}, {{id: B}}]  # process {os.getpid()} save {i}\n"
        if store.save(text) == scenario_id(text) and store.get(scenario_id(text)) == text:
            ok += 1
    store.close()
    results.put(ok)


def _race(target: str, *, create_in_workers: bool, processes: int = 8, saves: int = 20) -> int:
    ctx = multiprocessing.get_context("fork")
    barrier, results = ctx.Barrier(processes), ctx.Queue()
    workers = [ctx.Process(target=_worker, args=(target, saves, barrier, create_in_workers, results))
               for _ in range(processes)]
    for w in workers:
        w.start()
    for w in workers:
        w.join(timeout=120)
    assert all(w.exitcode == 0 for w in workers), [w.exitcode for w in workers]
    return sum(results.get(timeout=5) for _ in workers)


def test_concurrent_first_use_of_a_fresh_sqlite_file(tmp_path):
    # The race: 106 of 160 saves failed with "database is locked" on a fresh file.
    target = str(tmp_path / "scenarios.db")
    open_scenario_store(target, create=True)  # what server start does, once
    assert _race(target, create_in_workers=False) == 160
    assert open_scenario_store(target).count() == 160


def test_concurrent_server_starts_on_one_fresh_sqlite_file(tmp_path):
    # Even several servers creating the store at the same moment neither fail nor lose saves.
    target = str(tmp_path / "scenarios.db")
    assert _race(target, create_in_workers=True) == 160
    assert open_scenario_store(target).count() == 160


def test_concurrent_use_of_postgresql(fresh_postgres):
    assert _race(fresh_postgres, create_in_workers=True, processes=4) == 80
    store = open_scenario_store(fresh_postgres)
    assert store.count() == 80
    store.close()


def test_sqlite_store_is_wal_and_keeps_an_older_store(tmp_path):
    path = tmp_path / "scenarios.db"
    import sqlite_utils

    sqlite_utils.Database(path)["scenarios"].insert({"id": scenario_id(TEXT), "text": TEXT}, pk="id")
    store = open_scenario_store(str(path), create=True)
    assert store.get(scenario_id(TEXT)) == TEXT
    store.save("b")
    with sqlite3.connect(path) as conn:
        assert conn.execute("pragma journal_mode").fetchone()[0] == "wal"
        assert {r[1] for r in conn.execute("pragma table_info(scenarios)")} == {"id", "text", "created_at"}


def test_a_store_that_disappeared_answers_503_not_500(tmp_path):
    from oracle import create_app

    path = tmp_path / "scenarios.db"
    app = create_app({"SCENARIO_DB": str(path), "TESTING": True, "SAVE_RATE": "1000 per minute"})
    client = app.test_client()
    assert client.post("/api/v1/scenarios", json={"scenario": TEXT}).status_code == 201
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    response = client.post("/api/v1/scenarios", json={"scenario": TEXT})
    assert response.status_code == 503 and response.get_json()["error"]["kind"] == "store_unavailable"
    assert client.get(f"/api/v1/scenarios/{scenario_id(TEXT)}").status_code == 503


def test_two_servers_share_saved_scenarios_through_postgresql(fresh_postgres, data_dir):
    from oracle import create_app

    config = {"DB_PATH": str(data_dir / "oracle.db"), "SCENARIO_DB": fresh_postgres, "TESTING": True,
              "SAVE_RATE": "1000 per minute"}
    apps = [create_app(dict(config)), create_app(dict(config))]
    first, second = (app.test_client() for app in apps)
    saved = first.post("/api/v1/scenarios", json={"scenario": TEXT})
    assert saved.status_code == 201
    sid = saved.get_json()["id"]
    assert second.get(f"/api/v1/scenarios/{sid}").get_json()["scenario"] == TEXT
    assert "闪电击" in second.get(f"/s/{sid}").get_data(as_text=True)
    for app in apps:
        app.extensions["oracle.scenarios"].close()


# ---- kill -9 in the middle of a save burst -----------------------------------------------------

def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.server
def test_no_acknowledged_save_is_lost_when_the_server_is_killed(tmp_path, data_dir):
    store_path = tmp_path / "scenarios.db"
    port = _free_port()
    env = dict(os.environ, ORACLE_DATA=str(data_dir), ORACLE_SCENARIO_DB=str(store_path), ORACLE_WORKERS="2",
               ORACLE_SAVE_RATE="100000 per minute")
    server = subprocess.Popen([sys.executable, "-m", "oracle.cli", "serve", "--prod", "--port", str(port)],
                              env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    acknowledged: dict[str, str] = {}
    lock, stop = threading.Lock(), threading.Event()

    def burst(worker: int) -> None:
        i = 0
        while not stop.is_set() and i < 5000:
            text = f"players: [{{id: A}}, {{id: B}}]  # client {worker} save {i}\n"
            request = urllib.request.Request(base + "/api/v1/scenarios", data=text.encode(), method="POST",
                                             headers={"Content-Type": "application/x-yaml"})
            try:
                with urllib.request.urlopen(request, timeout=5) as response:
                    if response.status == 201:
                        sid = __import__("json").loads(response.read())["id"]
                        with lock:
                            acknowledged[sid] = text
            except (urllib.error.URLError, ConnectionError, OSError):
                if stop.is_set():
                    return
                time.sleep(0.02)
            i += 1

    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(base + "/api/v1/editions", timeout=2).read()
                break
            except OSError:
                time.sleep(0.2)
        else:
            pytest.fail("the server did not start")
        threads = [threading.Thread(target=burst, args=(n,)) for n in range(4)]
        for t in threads:
            t.start()
        while len(acknowledged) < 150 and time.monotonic() < deadline:
            time.sleep(0.01)
        os.killpg(server.pid, signal.SIGKILL)  # master and workers, mid-burst
        stop.set()
        for t in threads:
            t.join(timeout=30)
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGKILL)
        server.wait(timeout=30)
    assert len(acknowledged) >= 150
    with sqlite3.connect(store_path) as conn:
        assert conn.execute("pragma integrity_check").fetchone()[0] == "ok"
        stored = dict(conn.execute("select id, text from scenarios"))
    missing = [sid for sid in acknowledged if stored.get(sid) != acknowledged[sid]]
    assert not missing, f"{len(missing)} acknowledged saves lost"


def test_an_unreachable_store_stops_start_up_with_a_clear_message(data_dir):
    pytest.importorskip("psycopg")
    url = f"postgresql://oracle:secret-password@127.0.0.1:{_free_port()}/oracle"
    env = dict(os.environ, ORACLE_DATA=str(data_dir), ORACLE_SCENARIO_DB=url)
    for args in (["serve"], ["serve", "--prod"]):
        run = subprocess.run([sys.executable, "-m", "oracle.cli", *args, "--port", str(_free_port())],
                             capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)
        assert run.returncode == 2, run.stderr[-2000:]
        assert "error: cannot create the scenario store in PostgreSQL" in run.stderr
        assert "secret-password" not in run.stderr and "Traceback" not in run.stderr
