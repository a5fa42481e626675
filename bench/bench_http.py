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
#: the mixed load: what players do, in turn, so that no one answer is served from a warm cache alone
#: (four rule pages or rule API calls, four searches, two resolves in every ten requests)
MIXED_GETS = (
    "/rules/classic/420.5c", "/api/v1/rules/classic/502.2", "/rules/2009/702.2b", "/api/v1/rules/classic/411.1",
    "/api/v1/search?q=%E8%87%B4%E5%91%BD%E4%BC%A4%E5%AE%B3", "/search?q=trample",
    "/api/v1/search?q=what+happens+if+a+blocker+dies", "/search?q=%E5%85%88%E6%94%BB",
)
#: the mixed load's goal (issue 23, item 4)
MIXED_GOAL = {"requests_per_s": 500.0, "p99_ms": 50.0}


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


def stop_server(server: subprocess.Popen, wait: float = 30) -> None:
    """Stop a server started in its own session (``start_new_session=True``): TERM to its whole
    process group (the master and its workers), then KILL if it has not gone within ``wait``."""
    import signal

    os.killpg(server.pid, signal.SIGTERM)
    try:
        server.wait(timeout=wait)
    except subprocess.TimeoutExpired:
        os.killpg(server.pid, signal.SIGKILL)
        server.wait(timeout=wait)


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


def mixed_script(body: str) -> str:
    """A wrk script that sends the mixed load: ``MIXED_GETS`` and two resolves of ``body``."""
    level = "=" * next(n for n in range(1, 99) if "]" + "=" * n + "]" not in body)  # a long bracket body can't end
    lines = [f"local body = [{level}[{body}]{level}]", "local requests = {}"]
    lines += [f'requests[#requests + 1] = wrk.format("GET", "{path}")' for path in MIXED_GETS]
    lines += ['requests[#requests + 1] = wrk.format("POST", "/api/v1/resolve", '
              '{["Content-Type"] = "application/x-yaml"}, body)'] * 2
    lines += ["local i = 0", "request = function()", "  i = i % #requests + 1", "  return requests[i]", "end"]
    return "\n".join(lines) + "\n"


def meets_mixed_goal(figures: dict[str, Any]) -> bool:
    """Whether a mixed-load run met ``MIXED_GOAL`` with no error."""
    p99 = figures.get("p99_ms")
    return (figures["requests_per_s"] >= MIXED_GOAL["requests_per_s"] and p99 is not None
            and p99 <= MIXED_GOAL["p99_ms"] and figures["errors"] == 0)


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
            mixed_lua = Path(tmp) / "mixed.lua"
            mixed_lua.write_text(mixed_script(body), encoding="utf-8")
            mixed = _wrk(base + "/", mixed_lua)
            figures["mixed"] = dict(mixed, goal=MIXED_GOAL, meets_goal=meets_mixed_goal(mixed))
        return figures
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
