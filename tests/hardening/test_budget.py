"""The engine budget: every request that runs the engine spends one per-client allowance, weighted
by endpoint, answered 429 with Retry-After in the API's error shape (or a page in the reader's
language); its counters are shared by every worker (SQLite by default, Redis for several servers)."""

from __future__ import annotations

import socket

import pytest

from oracle.security import ENGINE_COSTS, compare_cost

BOLT = "players:\n  - id: A\n    hand: [{card: Lightning Bolt, id: bolt}]\n  - id: B\nstop: main1\n"
ATTACK = """
turn: {active: A, step: declare_attackers, number: 3}
players:
  - id: A
    battlefield: [{card: Hill Giant, id: giant}]
  - id: B
"""


def make_app(data_dir, tmp_path, storage: str, rate: str, **config):
    from oracle import create_app

    return create_app({"DB_PATH": str(data_dir / "oracle.db"), "SCENARIO_DB": str(tmp_path / "s.db"),
                       "TESTING": True, "SAVE_RATE": "1000 per minute", "ENGINE_RATE": rate,
                       "RATELIMIT_STORAGE_URI": storage, **config})


def sqlite_storage(tmp_path) -> str:
    return f"oracle+sqlite://{tmp_path / 'ratelimits.db'}"


def validate(client, who: str = "10.0.0.1"):
    return client.post("/api/v1/validate", json={"scenario": BOLT}, environ_base={"REMOTE_ADDR": who})


def test_every_engine_endpoint_spends_one_weighted_budget(data_dir, tmp_path):
    # resolve 2 + validate 1 + compare (2 a ruleset) + legal-actions 1: exactly the budget, then 429
    assert compare_cost() >= 4  # two rulesets at least, so a comparison costs more than a resolve
    budget = ENGINE_COSTS["scenarios_api.resolve_api"] + 1 + compare_cost() + 1
    app = make_app(data_dir, tmp_path, sqlite_storage(tmp_path), f"{budget} per minute")
    client = app.test_client()
    me = {"REMOTE_ADDR": "10.0.0.1"}
    resolved = client.post("/api/v1/resolve", json={"scenario": BOLT}, environ_base=me)
    assert resolved.status_code == 200 and resolved.get_json()["state"]["step"] == "main1"
    assert validate(client).get_json()["valid"] is True
    compared = client.post("/api/v1/compare", json={"scenario": BOLT}, environ_base=me)
    assert compared.status_code == 200 and len(compared.get_json()["results"]) >= 2
    legal = client.post("/api/v1/legal-actions", json={"scenario": ATTACK, "next": {"verb": "attack"}}, environ_base=me)
    assert legal.status_code == 200, legal.get_json()
    assert legal.headers["X-RateLimit-Remaining"] == "0"
    refused = client.post("/api/v1/resolve", json={"scenario": BOLT}, environ_base=me)
    assert refused.status_code == 429
    error = refused.get_json()["error"]
    assert error["kind"] == "rate_limited" and error["limit"] == f"{budget} per 1 minute"
    assert 0 < int(refused.headers["Retry-After"]) <= 60 and abs(error["retry_after"] - int(refused.headers["Retry-After"])) <= 1
    assert set(error["message"]) == {"zh-Hans", "zh-Hant", "en"}
    assert "engine budget" in error["message"]["en"] and "引擎额度" in error["message"]["zh-Hans"]
    assert "引擎額度" in error["message"]["zh-Hant"] and str(error["retry_after"]) in error["message"]["en"]
    assert validate(client).status_code == 429  # the cheapest endpoint too: one budget for them all
    assert validate(client, "10.0.0.2").status_code == 200  # another client has its own


def test_a_request_costing_more_than_the_budget_left_is_refused(data_dir, tmp_path):
    app = make_app(data_dir, tmp_path, sqlite_storage(tmp_path), f"{compare_cost() + 1} per minute")
    client = app.test_client()
    assert client.post("/api/v1/resolve", json={"scenario": BOLT}).status_code == 200  # 2 spent
    assert client.post("/api/v1/compare", json={"scenario": BOLT}).status_code == 429  # needs more than is left
    other = {"REMOTE_ADDR": "10.9.9.9"}
    assert client.post("/api/v1/compare", json={"scenario": BOLT}, environ_base=other).status_code == 200


def test_saves_keep_their_own_limit(data_dir, tmp_path):
    app = make_app(data_dir, tmp_path, sqlite_storage(tmp_path), "1 per minute", SAVE_RATE="1 per minute")
    client = app.test_client()
    assert client.post("/api/v1/scenarios", json={"scenario": BOLT}).status_code == 201
    assert validate(client, "127.0.0.1").status_code == 200  # the save did not spend the engine budget
    refused = client.post("/api/v1/scenarios", json={"scenario": BOLT + "# 2\n"})
    assert refused.status_code == 429 and "too many saves" in refused.get_json()["error"]["message"]["en"]


def test_a_shared_page_costs_only_its_first_view_and_a_refusal_is_a_page_in_the_readers_language(
        data_dir, tmp_path):
    app = make_app(data_dir, tmp_path, sqlite_storage(tmp_path), f"{ENGINE_COSTS['scenarios.saved_page']} per minute")
    client = app.test_client()
    first = client.post("/api/v1/scenarios", json={"scenario": BOLT}).get_json()["id"]
    second = client.post("/api/v1/scenarios", json={"scenario": BOLT + "# another\n"}).get_json()["id"]
    assert client.get(f"/s/{first}").status_code == 200  # resolved and stored: the whole budget
    for _ in range(3):  # its answer is stored: no engine run, no cost
        assert client.get(f"/s/{first}").status_code == 200
    refused = client.get(f"/s/{second}", headers={"Accept-Language": "zh-TW"})
    assert refused.status_code == 429 and refused.mimetype == "text/html"
    page = refused.get_data(as_text=True)
    assert "引擎額度" in page and "Traceback" not in page and int(refused.headers["Retry-After"]) > 0
    english = client.get(f"/s/{second}?ui=en")
    assert english.status_code == 429 and "engine budget" in english.get_data(as_text=True)


def test_two_app_instances_on_one_sqlite_file_stop_together_at_the_limit(data_dir, tmp_path):
    # What two gunicorn workers do: each has its own app; the counters are in one file.
    storage = sqlite_storage(tmp_path)
    workers = [make_app(data_dir, tmp_path, storage, "4 per minute").test_client() for _ in range(2)]
    statuses = [validate(workers[i % 2]).status_code for i in range(6)]
    assert statuses == [200, 200, 200, 200, 429, 429]


def test_memory_counters_are_per_worker(data_dir, tmp_path):
    # Why the default changed: with memory:// each worker let the whole budget through.
    workers = [make_app(data_dir, tmp_path, "memory://", "2 per minute").test_client() for _ in range(2)]
    assert [validate(workers[i % 2]).status_code for i in range(4)] == [200, 200, 200, 200]


def test_the_default_storage_is_a_sqlite_file_in_the_data_directory(tmp_path):
    from oracle.config import load_settings

    settings = load_settings({"ORACLE_DATA": str(tmp_path)})
    assert settings.ratelimit_storage_for(settings.data) == f"oracle+sqlite://{tmp_path.resolve() / 'ratelimits.db'}"
    chosen = load_settings({"ORACLE_RATELIMIT_STORAGE": "redis://cache:6379"})
    assert chosen.ratelimit_storage_for(chosen.data) == "redis://cache:6379"


def test_two_servers_on_one_redis_stop_together_at_the_limit(data_dir, tmp_path, fresh_redis):
    servers = [make_app(data_dir, tmp_path, fresh_redis, "3 per minute").test_client() for _ in range(2)]
    statuses = [validate(servers[i % 2]).status_code for i in range(5)]
    assert statuses == [200, 200, 200, 429, 429]
    import redis

    client = redis.Redis.from_url(fresh_redis)
    assert any(b"engine" in key for key in client.keys("*"))  # the counters are in Redis, not in memory
    client.close()


def test_an_unreachable_redis_is_not_a_500(data_dir, tmp_path):
    pytest.importorskip("redis", reason="the redis client is not installed (pip install -e '.[redis]')")
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    client = make_app(data_dir, tmp_path, f"redis://127.0.0.1:{port}/0", "2 per minute").test_client()
    statuses = [validate(client).status_code for _ in range(3)]
    assert statuses == [200, 200, 429]  # each worker counts in memory until the storage answers


@pytest.mark.server
def test_the_workers_of_a_production_server_share_one_budget(data_dir, tmp_path):
    # gunicorn with two workers, the counters in the SQLite storage: 12 concurrent validations
    # against a budget of 6 let exactly 6 through, whichever worker answers each
    import json
    import os
    import signal
    import subprocess
    import sys
    import time
    import urllib.error
    import urllib.request
    from concurrent.futures import ThreadPoolExecutor

    from tests.conftest import ROOT

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, ORACLE_DATA=str(data_dir), ORACLE_SCENARIO_DB=str(tmp_path / "s.db"), ORACLE_WORKERS="2",
               ORACLE_ENGINE_RATE="6 per minute", ORACLE_RATELIMIT_STORAGE=sqlite_storage(tmp_path))
    server = subprocess.Popen([sys.executable, "-m", "oracle.cli", "serve", "--prod", "--port", str(port)],
                              env=env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    base = f"http://127.0.0.1:{port}"

    def post(_: int) -> int:
        request = urllib.request.Request(base + "/api/v1/validate", data=json.dumps({"scenario": BOLT}).encode(),
                                         method="POST", headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as response:
                return response.status
        except urllib.error.HTTPError as exc:
            return exc.code

    try:
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:
            try:
                urllib.request.urlopen(base + "/api/v1/editions", timeout=2).read()
                break
            except OSError:
                time.sleep(0.2)
        else:
            pytest.fail("the server did not start")
        with ThreadPoolExecutor(4) as pool:
            statuses = list(pool.map(post, range(12)))
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
    assert sorted(statuses) == [200] * 6 + [429] * 6


def test_counters_that_cannot_be_written_are_not_a_500(data_dir, tmp_path):
    # a counters file in a directory that cannot exist: the server starts and counts in memory
    (tmp_path / "file").write_text("not a directory")
    client = make_app(data_dir, tmp_path, f"oracle+sqlite://{tmp_path / 'file' / 'r.db'}", "2 per minute").test_client()
    assert [validate(client).status_code for _ in range(3)] == [200, 200, 429]
