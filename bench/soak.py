"""``make soak``: the production server for ten minutes under a bounded mixed load on 127.0.0.1.

``oracle serve --prod`` (gunicorn, the settings' worker count) with a fresh saved-scenario store,
driven by Debian's ``wrk`` from one thread over a fixed number of connections, one wrk run per
minute so the figures show a trend: rule pages and their API, search pages and API (Chinese and
English), resolves of gallery scenarios and saves of distinct scenarios, in fixed proportions.
Every request loop is bounded in time and stops by itself; nothing but loopback is contacted.

Beside that mix (``--abuse``, the default), the clients a public server meets:

- ``SLOW_CLIENTS`` connections that send a request's headers one byte a second, each opened again
  when the server answers it (408 at its header deadline) or closes it;
- one abusive client: ``ABUSIVE_CONNECTIONS`` connections from one address posting comparisons (the
  most expensive request) back to back, as fast as it is answered.

The mix's requests come from many addresses (``X-Forwarded-For`` through one trusted proxy hop), as
players behind a proxy do; the abusive client from one, so its engine budget runs out and it gets
429s. The mix's figures are the normal clients'; the slow and abusive clients' answers are counted
by status beside them. ``--no-abuse`` runs the mix alone, for the comparison.

Reported: requests per second, p50 and p99 latency and errors (non-2xx answers and socket errors)
per minute and overall; the workers' memory (RSS and PSS) at the start and the end; the saves
sent and the scenarios stored.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections import Counter
from pathlib import Path
from typing import Any

from bench.bench_http import _free_port, _wait, stop_server

ROOT = Path(__file__).resolve().parent.parent
CONNECTIONS = 8
SEGMENT_S = 60

#: (weight, method, path, body kind) - the mix of one soak
MIX = [
    (30, "GET", "/rules/classic/420.5c", None),
    (8, "GET", "/rules/2009/702.17b", None),
    (10, "GET", "/api/v1/rules/classic/502.4b", None),
    (12, "GET", "/api/v1/search?q=%E8%87%B4%E5%91%BD%E4%BC%A4%E5%AE%B3", None),  # 致命伤害
    (6, "GET", "/api/v1/search?q=combat%20damage%20stack", None),
    (8, "GET", "/search?q=%E8%B8%90%E8%B8%8F", None),  # 踐踏
    (16, "POST", "/api/v1/resolve", "resolve"),
    (5, "POST", "/api/v1/scenarios", "save"),
    (5, "GET", "/", None),
]
GALLERY = ["first-strike-kills-blocker", "mana-burn", "fanatic-damage-on-stack"]
SLOW_CLIENTS = 50
ABUSIVE_CONNECTIONS = 4
#: the abusive client's address, as the trusted proxy hop reports it
ABUSER = "10.66.6.6"
#: what a slow client sends, a byte a second: a request whose headers never end in time
SLOW_REQUEST = b"GET /rules/classic/420.5c HTTP/1.1\r\nHost: soak\r\nX-Slow: " + b"s" * 400

LUA = r"""
local requests = {}
local threads = {}
saves_sent = 0
local n = 0
local counter = 0
function setup(thread)
  counter = counter + 1
  thread:set("tid", tostring(counter))
  table.insert(threads, thread)
end
function init(args)
  segment = args[1] or "0"
  %(requests)s
end
function request()
  n = n + 1
  local r = requests[(n %% #requests) + 1]
  -- many players behind one proxy: each request from its own address, as the budgets see them
  local from = "10.1." .. (math.floor(n / 250) %% 250) .. "." .. (n %% 250 + 1)
  if r.kind == "save" then
    saves_sent = saves_sent + 1
    local body = r.body .. "\n# soak " .. segment .. " " .. tid .. " " .. saves_sent .. "\n"
    return wrk.format("POST", r.path, {["Content-Type"] = "application/x-yaml", ["X-Forwarded-For"] = from}, body)
  end
  if r.method == "POST" then
    return wrk.format("POST", r.path, {["Content-Type"] = "application/x-yaml", ["X-Forwarded-For"] = from}, r.body)
  end
  return wrk.format("GET", r.path, {["X-Forwarded-For"] = from})
end
function done(summary, latency, reqs)
  local sent = 0
  for _, t in ipairs(threads) do sent = sent + (t:get("saves_sent") or 0) end
  io.write("saves_sent " .. sent .. "\n")
end
"""


def _lua(scenarios: list[str]) -> str:
    """The mix as a shuffled, deterministic request table (weights as repetitions)."""
    import random

    entries = []
    rng = random.Random(15)
    for weight, method, path, kind in MIX:
        for i in range(weight):
            body = scenarios[i % len(scenarios)] if kind else ""
            escaped = body.replace("\\", "\\\\").replace("]]", "] ]")
            entries.append(f'{{method = "{method}", path = "{path}", kind = "{kind or ""}", body = [[{escaped}]]}}')
    rng.shuffle(entries)
    table = ",\n    ".join(entries)
    return LUA % {"requests": f"requests = {{\n    {table}\n  }}"}


def _seconds(value: str) -> float:
    number, unit = re.match(r"([\d.]+)(\w+)", value).groups()
    return float(number) * {"us": 1e-6, "ms": 1e-3, "s": 1.0, "m": 60.0}[unit]


def parse_wrk(output: str) -> dict[str, Any]:
    def pct(p: str) -> float | None:
        found = re.search(rf"\b{p}%\s+([\d.]+\w+)", output)
        return round(_seconds(found.group(1)) * 1000, 2) if found else None

    requests = int(re.search(r"(\d+) requests in", output).group(1))
    non2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    sockets = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    return {
        "requests": requests,
        "requests_per_s": float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1)),
        "p50_ms": pct("50"), "p99_ms": pct("99"),
        "non_2xx": int(non2xx.group(1)) if non2xx else 0,
        "socket_errors": sum(int(x) for x in sockets.groups()) if sockets else 0,
        "saves_sent": int(re.search(r"saves_sent (\d+)", output).group(1)),
    }


def _children(pid: int) -> list[int]:
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def _memory(pid: int) -> dict[str, float]:
    """RSS and PSS in MB (PSS shares copy-on-write pages between the workers fairly)."""
    out = {}
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            key, _, rest = line.partition(":")
            if key in ("Rss", "Pss"):
                out[key.lower() + "_mb"] = round(int(rest.split()[0]) / 1024, 1)
    except OSError:
        pass
    return out


def memory_of(master: int) -> dict[str, Any]:
    workers = _children(master)
    return {"master": _memory(master), "workers": [_memory(w) for w in workers], "worker_pids": workers}


class SlowClients(threading.Thread):
    """``SLOW_CLIENTS`` connections trickling headers until ``stop`` is set; counts the answers."""

    def __init__(self, port: int, stop: threading.Event):
        super().__init__(name="slow-clients", daemon=True)
        self.port, self.stop = port, stop
        self.opened = 0
        self.answers: Counter[str] = Counter()

    def _open(self) -> list[Any]:
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=5)
        sock.setblocking(False)
        self.opened += 1
        return [sock, 0]

    def _answered(self, sock: socket.socket) -> str | None:
        """The status the server sent (or "closed"), None while it waits for more."""
        try:
            data = sock.recv(64)
        except BlockingIOError:
            return None
        except OSError:
            return "closed"
        return data.split(b" ", 2)[1].decode("latin-1") if data.startswith(b"HTTP/") else "closed"

    def run(self) -> None:
        clients = [self._open() for _ in range(SLOW_CLIENTS)]
        while not self.stop.wait(1.0):
            for index, (sock, sent) in enumerate(clients):
                status = self._answered(sock)
                if status is None and sent < len(SLOW_REQUEST):
                    try:
                        sock.send(SLOW_REQUEST[sent:sent + 1])
                        clients[index][1] += 1
                        continue
                    except OSError:
                        status = "closed"
                if status is not None:
                    self.answers[status] += 1
                    sock.close()
                    clients[index] = self._open()
        for sock, _ in clients:
            sock.close()


class AbusiveClient(threading.Thread):
    """One address posting comparisons back to back on one connection; counts the answers."""

    def __init__(self, port: int, body: bytes, stop: threading.Event, answers: Counter[str]):
        super().__init__(name="abusive-client", daemon=True)
        self.port, self.body, self.stop, self.answers = port, body, stop, answers

    def run(self) -> None:
        import http.client

        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        headers = {"Content-Type": "application/json", "X-Forwarded-For": ABUSER}
        while not self.stop.is_set():
            try:
                conn.request("POST", "/api/v1/compare", body=self.body, headers=headers)
                response = conn.getresponse()
                response.read()
                self.answers[str(response.status)] += 1
            except (OSError, http.client.HTTPException):
                self.answers["socket error"] += 1
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        conn.close()


def soak(data: Path, seconds: float, abuse: bool = True) -> dict[str, Any]:
    if not shutil.which("wrk"):
        return {"skipped": "wrk is not installed (apt-get install wrk)"}
    import yaml

    scenarios = []
    for name in GALLERY:
        lesson = yaml.safe_load((ROOT / "oracle" / "gallery" / f"{name}.yaml").read_text(encoding="utf-8"))
        scenarios.append(yaml.safe_dump(lesson["scenario"], allow_unicode=True, sort_keys=False))
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        store = Path(tmp) / "scenarios.db"
        env = dict(os.environ, ORACLE_DATA=str(data), ORACLE_SCENARIO_DB=str(store),
                   ORACLE_SAVE_RATE="1000000 per minute",  # saves come from few addresses of the mix
                   ORACLE_PROXY_HOPS="1", ORACLE_RATELIMIT_STORAGE="")  # X-Forwarded-For names the client
        script = Path(tmp) / "mix.lua"
        script.write_text(_lua(scenarios), encoding="utf-8")
        server = subprocess.Popen([sys.executable, "-m", "oracle.cli", "serve", "--prod", "--port", str(port)],
                                  env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                  start_new_session=True)
        try:
            _wait(base + "/api/v1/editions", 120)
            for path in ("/", "/rules/classic/420.5c", "/search?q=trample"):
                urllib.request.urlopen(base + path, timeout=10).read()  # each worker has seen a page
            memory_start = memory_of(server.pid)
            stop = threading.Event()
            slow = SlowClients(port, stop)
            abusive_answers: Counter[str] = Counter()
            compare_body = json.dumps({"scenario": scenarios[0]}).encode()
            abusers = [AbusiveClient(port, compare_body, stop, abusive_answers) for _ in range(ABUSIVE_CONNECTIONS)]
            if abuse:
                for client in (slow, *abusers):
                    client.start()
            segments = []
            started = time.monotonic()
            while time.monotonic() - started < seconds - 1:
                length = int(min(SEGMENT_S, seconds - (time.monotonic() - started)))
                if length < 1:
                    break
                out = subprocess.run(["wrk", "-t1", f"-c{CONNECTIONS}", f"-d{length}s", "--latency",
                                      "--timeout", "10s", "-s", str(script), base, "--", str(len(segments) + 1)],
                                     capture_output=True, text=True, timeout=length + 60, check=True).stdout
                segment = parse_wrk(out)
                segment["minute"] = len(segments) + 1
                segment["worker_rss_mb"] = [m.get("rss_mb") for m in memory_of(server.pid)["workers"]]
                segment["load_average_1min"] = round(os.getloadavg()[0], 2)  # the machine is shared
                segments.append(segment)
                print(json.dumps(segment), flush=True)
            stop.set()
            for client in (slow, *abusers):
                if client.is_alive():
                    client.join(timeout=40)
            memory_end = memory_of(server.pid)
            alive = server.poll() is None
        finally:
            stop_server(server, wait=15)
        stored = 0
        if store.exists():
            import sqlite3

            with sqlite3.connect(store) as conn:
                stored = conn.execute("select count(*) from scenarios").fetchone()[0]
    total = sum(s["requests"] for s in segments)
    return {
        "duration_s": round(seconds),
        "connections": CONNECTIONS,
        "workers": len(memory_start["workers"]),
        "mix": [{"weight": w, "request": f"{m} {p}"} for w, m, p, _ in MIX],
        "requests": total,
        "requests_per_s": round(total / max(1, sum(s["requests"] / s["requests_per_s"] for s in segments
                                                    if s["requests_per_s"])), 1),
        "p50_ms_by_minute": [s["p50_ms"] for s in segments],
        "p99_ms_by_minute": [s["p99_ms"] for s in segments],
        "p99_ms_worst_minute": max(s["p99_ms"] or 0 for s in segments),
        "errors": sum(s["non_2xx"] + s["socket_errors"] for s in segments),
        "slow_clients": {"connections_at_once": SLOW_CLIENTS, "connections_opened": slow.opened,
                         "answers": dict(slow.answers)} if abuse else None,
        "abusive_client": {"connections": ABUSIVE_CONNECTIONS, "request": "POST /api/v1/compare",
                           "answers": dict(abusive_answers)} if abuse else None,
        "segments": segments,
        "memory_start": memory_start,
        "memory_end": memory_end,
        "server_alive_at_end": alive,
        "load_average_by_minute": [s["load_average_1min"] for s in segments],
        "saves_sent": sum(s["saves_sent"] for s in segments),
        "scenarios_stored": stored,  # each save is a distinct text; the last in flight may be unanswered
    }


def main() -> int:
    parser = argparse.ArgumentParser(description="soak the production server on 127.0.0.1")
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--abuse", action=argparse.BooleanOptionalAction, default=True,
                        help="slow clients and one abusive client beside the mix (default: on)")
    args = parser.parse_args()
    from oracle.config import settings

    data = settings().data
    result = soak(data, args.seconds, abuse=args.abuse)
    out = data / "soak.json"
    out.write_text(json.dumps(result, indent=2), encoding="utf-8")
    summary = {k: v for k, v in result.items() if k not in ("segments", "mix")}
    print(json.dumps(summary, indent=2))
    print(f"(written to {out})")
    return 0 if result.get("errors", 0) == 0 and result.get("server_alive_at_end", True) else 1


if __name__ == "__main__":
    sys.exit(main())
