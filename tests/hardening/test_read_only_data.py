"""A data directory the server cannot write (a read-only mount, a locked-down container): the
rulebook and the engine are served, saved scenarios still open, a save answers 503, and nothing
in the directory changes.

As root, permissions do not stop a write, so the server runs in its own mount namespace with the
directory bind-mounted read-only (the kernel answers EROFS); as another user the directory's
write bits are taken away."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.hardening.prod_server import production_server

SAVED = "players: [{id: A, life: 7}, {id: B}]"


def _read_only_mount_works(directory: Path) -> bool:
    probe = ("mount --bind \"$0\" \"$0\" && mount -o remount,bind,ro \"$0\" \"$0\" && "
             "! touch \"$0/probe\" 2>/dev/null")
    try:
        return subprocess.run(["unshare", "-m", "sh", "-c", probe, str(directory)], capture_output=True,
                              timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def _digest(directory: Path) -> dict[str, str]:
    return {str(p.relative_to(directory)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(directory.rglob("*")) if p.is_file()}


def _fetch(url: str, body: dict | None = None) -> tuple[int, bytes]:
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read()


@pytest.fixture(scope="module")
def read_only_server(data_dir, tmp_path_factory):
    from oracle.scenario_store import open_scenario_store

    data = tmp_path_factory.mktemp("ro") / "data"
    shutil.copytree(data_dir, data)
    saved_id = open_scenario_store(str(data / "scenarios.db"), create=True).save(SAVED)
    env = {"ORACLE_DATA": str(data), "ORACLE_SCENARIO_DB": "", "ORACLE_RATELIMIT_STORAGE": "",
           "ORACLE_WORKERS": "1", "ORACLE_SEARCH_LOG": "on"}
    if os.geteuid() == 0:
        if not _read_only_mount_works(data):
            pytest.skip("running as root without mount namespaces: no way to make a directory read-only here "
                        "(needs 'unshare -m' and 'mount -o remount,bind,ro')")
        script = 'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" "$0" && exec "$@"'
        wrapper = ["unshare", "-m", "sh", "-c", script, str(data)]
    else:
        for path in [data, *data.rglob("*")]:
            path.chmod(path.stat().st_mode & ~0o222)
        wrapper = None
    before = _digest(data)
    try:
        with production_server(env, wrapper=wrapper) as (base, _):
            yield base, saved_id, data, before
    finally:
        for path in [data, *data.rglob("*")]:
            path.chmod(path.stat().st_mode | 0o200)


def test_rule_pages_and_the_engine_are_served(read_only_server):
    base, *_ = read_only_server
    status, page = _fetch(base + "/rules/classic/420.5c?ui=en")
    assert status == 200 and "420.5c" in page.decode()
    status, body = _fetch(base + "/api/v1/search?q=trample")
    assert status == 200 and json.loads(body)["results"]
    status, body = _fetch(base + "/api/v1/resolve", {"scenario": SAVED})
    assert status == 200 and json.loads(body)["state"]["players"]["A"]["life"] == 7


def test_a_saved_scenario_still_opens(read_only_server):
    base, saved_id, *_ = read_only_server
    status, body = _fetch(f"{base}/api/v1/scenarios/{saved_id}")
    assert status == 200 and json.loads(body)["scenario"] == SAVED
    status, page = _fetch(f"{base}/s/{saved_id}?ui=en")  # resolved on the server; its answer is not kept
    assert status == 200 and "life" in page.decode().lower()


def test_a_save_answers_503_in_three_languages(read_only_server):
    base, *_ = read_only_server
    status, body = _fetch(base + "/api/v1/scenarios?ui=zh-Hant", {"scenario": "players: [{id: A}, {id: C}]"})
    error = json.loads(body)["error"]
    assert status == 503 and error["kind"] == "store_read_only"
    assert set(error["message"]) == {"zh-Hans", "zh-Hant", "en"} and "唯讀" in error["text"]


def test_nothing_in_the_directory_changed(read_only_server):
    base, saved_id, data, before = read_only_server
    _fetch(base + "/api/v1/scenarios", {"scenario": "players: [{id: A}, {id: D}]"})
    _fetch(base + "/api/v1/search?q=nothing-matches-this-xyzzy")  # the search log would write
    _fetch(f"{base}/s/{saved_id}")
    assert _digest(data) == before
