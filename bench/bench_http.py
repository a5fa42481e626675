"""HTTP load against gunicorn on 127.0.0.1: rule pages, search and a typical resolve.

wrk (Debian's package) generates the load from one thread so most of the two cores serve
requests; every run is bounded in time and stops by itself. Figures: requests per second,
p99 latency and the count of non-2xx or socket errors (goal: zero).
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

DURATION_S = 10
CONNECTIONS = 16
TYPICAL_SCENARIO = Path(__file__).resolve().parent.parent / "oracle" / "gallery" / "first-strike-kills-blocker.yaml"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(url: str, seconds: float = 30) -> None:
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            urllib.request.urlopen(url, timeout=2).read()
            return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"server did not answer at {url}")


def _seconds(value: str) -> float:
    number, unit = re.match(r"([\d.]+)(\w+)", value).groups()
    return float(number) * {"us": 1e-6, "ms": 1e-3, "s": 1.0, "m": 60.0}[unit]


def parse_wrk(output: str) -> dict[str, Any]:
    rps = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    p99 = re.search(r"99%\s+([\d.]+\w+)", output)
    non2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    socket_errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    errors = int(non2xx.group(1)) if non2xx else 0
    if socket_errors:
        errors += sum(int(x) for x in socket_errors.groups())
    return {"requests_per_s": rps, "p99_ms": _seconds(p99.group(1)) * 1000 if p99 else None, "errors": errors}


def _wrk(url: str, script: Path | None = None) -> dict[str, Any]:
    cmd = ["wrk", "-t1", f"-c{CONNECTIONS}", f"-d{DURATION_S}s", "--latency", "--timeout", "5s"]
    if script:
        cmd += ["-s", str(script)]
    out = subprocess.run([*cmd, url], capture_output=True, text=True, timeout=DURATION_S + 30, check=True).stdout
    return parse_wrk(out)


def run(data: Path) -> dict[str, Any]:
    if not shutil.which("wrk"):
        return {"skipped": "wrk is not installed (apt-get install wrk)"}
    import yaml

    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    env = dict(os.environ, ORACLE_DATA=str(data))
    server = subprocess.Popen([sys.executable, "-m", "oracle.cli", "serve", "--prod", "--port", str(port)],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait(base + "/api/v1/editions")
        scenario = yaml.safe_load(TYPICAL_SCENARIO.read_text(encoding="utf-8"))["scenario"]
        with tempfile.TemporaryDirectory() as tmp:
            body = yaml.safe_dump(scenario, allow_unicode=True)
            lua = Path(tmp) / "resolve.lua"
            escaped = body.replace("\\", "\\\\").replace("]]", "] ]")
            lua.write_text(f'wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/x-yaml"\n'
                           f"wrk.body = [[{escaped}]]\n", encoding="utf-8")
            figures = {
                "workers": os.cpu_count(),
                "connections": CONNECTIONS,
                "duration_s": DURATION_S,
                "rule_page": _wrk(base + "/rules/classic/420.5c"),
                "rule_api": _wrk(base + "/api/v1/rules/classic/420.5c"),
                "search_api": _wrk(base + "/api/v1/search?q=%E8%87%B4%E5%91%BD%E4%BC%A4%E5%AE%B3"),
                "search_page": _wrk(base + "/search?q=trample"),
                "resolve_api": _wrk(base + "/api/v1/resolve", lua),
            }
        return figures
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
