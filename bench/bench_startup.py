"""Server start to the first answer: ``oracle serve --prod`` until a rule page answers 200.

Reports the wall time and the CPU time the server's processes (gunicorn's master and workers)
had used at that moment, the median of a few starts, and an in-process breakdown of where the
master's start-up goes (imports, ``create_app``, each preloaded service, the first page), so the
figure can be traced to its owner. CPU time is the steadier figure on a shared machine.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

RUNS = 3
PAGE = "/rules/classic/420.5c"
_TICK = os.sysconf("SC_CLK_TCK")


def _cpu_of_tree(pid: int) -> float:
    """utime + stime (seconds) of ``pid`` and its live children, from /proc."""
    total = 0.0
    todo = [pid]
    while todo:
        p = todo.pop()
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
            total += (int(fields[11]) + int(fields[12]) + int(fields[13]) + int(fields[14])) / _TICK
            todo += [int(c) for c in Path(f"/proc/{p}/task/{p}/children").read_text().split()]
        except (OSError, ValueError, IndexError):
            continue
    return total


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def one_start(data: Path) -> dict[str, float]:
    port = _free_port()
    env = dict(os.environ, ORACLE_DATA=str(data))
    started = time.perf_counter()
    server = subprocess.Popen([sys.executable, "-m", "oracle.cli", "serve", "--prod", "--port", str(port)],
                              env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while True:
            if time.perf_counter() - started > 120:
                raise RuntimeError("the server did not answer within 120 s")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}{PAGE}", timeout=5) as response:
                    if response.status == 200:
                        break
            except OSError:
                time.sleep(0.02)
        wall = time.perf_counter() - started
        return {"wall_s": round(wall, 2), "cpu_s": round(_cpu_of_tree(server.pid), 2)}
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


PHASES = r"""
import json, time
out = {}
t = time.process_time()
def lap(name):
    global t
    now = time.process_time(); out[name] = round(now - t, 3); t = now
import oracle.cli, oracle.production
from oracle.app import create_app
lap("imports")
app = create_app()
lap("create_app")
from oracle import services
with app.app_context():
    services.searcher(); lap("searcher (index, jieba)")
    services.glosser(); lap("glosser")
    services.gallery(); lap("gallery")
    services.card_library(); lap("card library (parse cache)")
    services.close_store()
app.test_client().get("/rules/classic/420.5c"); lap("first page")
from engine.cardlang import prepare_parsers
prepare_parsers(); lap("card-text parsers (after start-up, in each worker's background)")
print(json.dumps(out))
"""


def phases(data: Path) -> dict[str, float]:
    import json

    env = dict(os.environ, ORACLE_DATA=str(data))
    run = subprocess.run([sys.executable, "-c", PHASES], env=env, capture_output=True, text=True, check=True,
                         timeout=120)
    return json.loads(run.stdout)


def run(data: Path) -> dict[str, Any]:
    starts = [one_start(data) for _ in range(RUNS)]
    breakdown = [phases(data) for _ in range(RUNS)]
    return {
        "page": PAGE,
        "runs": starts,
        "median_wall_s": statistics.median(s["wall_s"] for s in starts),
        "median_cpu_s": statistics.median(s["cpu_s"] for s in starts),
        "master_cpu_s_by_phase": {k: statistics.median(b[k] for b in breakdown) for k in breakdown[0]},
    }


if __name__ == "__main__":
    import json

    from oracle.config import settings

    print(json.dumps(run(settings().data), indent=2))
