"""One abusive client against ``oracle serve --prod``: what its engine budget leaves for everyone else.

Four connections post an expensive comparison (``bench_share.LARGE_PER_SIDE`` attackers a side,
under every ruleset) in a loop for ``--seconds``, all from one address, while another client reads
a rule page every 100 ms. Figures: the rule page's latency (median, 90th percentile) and the
comparisons' statuses, with the given ``ORACLE_ENGINE_RATE`` (``--rate``; a huge one is "no budget").

    python -m bench.bench_budget [--rate '120 per minute;2000 per hour'] [--seconds 20]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from collections import Counter
from pathlib import Path
from typing import Any

from bench.bench_http import _free_port, _wait, stop_server
from bench.bench_share import LARGE_PER_SIDE, ROOT, _copy_data

RULE_PAGE = "/rules/classic/420.5c"
CONNECTIONS = 4


def run(data: Path, rate: str, seconds: float = 20.0, workers: int = 2) -> dict[str, Any]:
    import yaml

    from bench.bench_engine import combat_scenario

    scratch = Path(tempfile.mkdtemp(prefix="oracle-budget-bench-"))
    port = _free_port()
    env = dict(os.environ, ORACLE_DATA=str(_copy_data(data, scratch / "data")), ORACLE_WORKERS=str(workers),
               ORACLE_ENGINE_RATE=rate)
    env.pop("ORACLE_RATELIMIT_STORAGE", None)
    env.pop("ORACLE_SCENARIO_DB", None)
    server = subprocess.Popen([sys.executable, "-m", "oracle.cli", "serve", "--prod", "--port", str(port)],
                              cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    body = json.dumps({"scenario": yaml.safe_dump(combat_scenario(LARGE_PER_SIDE), sort_keys=False)}).encode()
    statuses: Counter[int] = Counter()
    rule_ms: list[float] = []
    stop = threading.Event()

    def abuse() -> None:
        while not stop.is_set():
            request = urllib.request.Request(base + "/api/v1/compare", data=body, method="POST",
                                             headers={"Content-Type": "application/json"})
            try:
                with urllib.request.urlopen(request, timeout=60) as response:
                    response.read()
                    statuses[response.status] += 1
            except urllib.error.HTTPError as exc:
                statuses[exc.code] += 1

    try:
        _wait(base + "/api/v1/editions", seconds=120)
        threads = [threading.Thread(target=abuse) for _ in range(CONNECTIONS)]
        for thread in threads:
            thread.start()
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            started = time.perf_counter()
            urllib.request.urlopen(base + RULE_PAGE, timeout=60).read()
            rule_ms.append((time.perf_counter() - started) * 1000)
            time.sleep(0.1)
        stop.set()
        for thread in threads:
            thread.join(timeout=90)
    finally:
        stop_server(server)
        shutil.rmtree(scratch, ignore_errors=True)
    ordered = sorted(rule_ms)
    return {"rate": rate, "seconds": seconds, "rule_page_median_ms": round(statistics.median(ordered), 1),
            "rule_page_p90_ms": round(ordered[int(len(ordered) * 0.9) - 1], 1), "rule_page_reads": len(ordered),
            "compare_statuses": dict(sorted(statuses.items()))}


def main() -> None:
    from oracle.config import DEFAULT_ENGINE_RATE, settings

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rate", default=DEFAULT_ENGINE_RATE)
    parser.add_argument("--seconds", type=float, default=20.0)
    args = parser.parse_args()
    print(json.dumps(run(settings().data, args.rate, args.seconds), indent=2))


if __name__ == "__main__":
    main()
