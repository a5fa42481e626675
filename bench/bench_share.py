"""Shared pages under ``oracle serve --prod``: what the first view and the later views of ``/s/<id>`` cost.

Every gallery scenario is saved once, then its share page is read ``--views`` times in a row; the
figures are the first view's and the later views' latencies across the scenarios (median, 90th
percentile, maximum). A large combat (``LARGE_PER_SIDE`` attackers against as many blockers, about
the largest board the API's board limits let through, some 300 steps) is measured apart, as the
expensive page a client could ask for again and again. ``--root`` serves another source tree (e.g. an older commit unpacked with
``git archive``), so the same load measures the code before and after a change. The data directory
is copied to a temporary one, so the saved-scenario store starts empty and nothing of it is kept.

    python -m bench.bench_share [--root DIR] [--views 6] [--workers 2]
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
import time
import urllib.request
from pathlib import Path
from typing import Any

from bench.bench_http import _free_port, _wait, stop_server

ROOT = Path(__file__).resolve().parent.parent
GALLERY = ROOT / "oracle" / "gallery"
#: attackers and blockers a side in the large combat (100 a side passes the board-values limit)
LARGE_PER_SIDE = 80


def _copy_data(data: Path, into: Path) -> Path:
    """The corpus, index and card cache of ``data``, without its saved scenarios or counters."""
    shutil.copytree(data, into, ignore=shutil.ignore_patterns("scenarios.db*", "ratelimits.db*"))
    return into


def _get_ms(url: str) -> float:
    started = time.perf_counter()
    with urllib.request.urlopen(url, timeout=60) as response:
        response.read()
        if response.status != 200:
            raise RuntimeError(f"{url}: HTTP {response.status}")
    return (time.perf_counter() - started) * 1000


def _save(base: str, text: str) -> str:
    request = urllib.request.Request(base + "/api/v1/scenarios", data=text.encode(), method="POST",
                                     headers={"Content-Type": "application/x-yaml"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())["id"]


def _summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"median_ms": round(statistics.median(ordered), 1),
            "p90_ms": round(ordered[max(0, int(len(ordered) * 0.9) - 1)], 1), "max_ms": round(ordered[-1], 1)}


def run(data: Path, root: Path = ROOT, views: int = 6, workers: int = 2) -> dict[str, Any]:
    scratch = Path(tempfile.mkdtemp(prefix="oracle-share-bench-"))
    port = _free_port()
    env = dict(os.environ, ORACLE_DATA=str(_copy_data(data, scratch / "data")), ORACLE_WORKERS=str(workers),
               ORACLE_SAVE_RATE="100000 per minute", ORACLE_ENGINE_RATE="100000 per minute",
               PYTHONPATH=str(root))
    env.pop("ORACLE_SCENARIO_DB", None)
    env.pop("ORACLE_RATELIMIT_STORAGE", None)
    server = subprocess.Popen([sys.executable, "-m", "oracle.cli", "serve", "--prod", "--port", str(port)],
                              cwd=root, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              start_new_session=True)
    base = f"http://127.0.0.1:{port}"
    first: list[float] = []
    later: list[float] = []
    large: list[float] = []
    try:
        _wait(base + "/api/v1/editions", seconds=120)
        for path in sorted(GALLERY.glob("*.yaml")):
            sid = _save(base, path.read_text(encoding="utf-8"))
            times = [_get_ms(f"{base}/s/{sid}") for _ in range(views)]
            first.append(times[0])
            later.extend(times[1:])
        import yaml

        from bench.bench_engine import combat_scenario

        sid = _save(base, yaml.safe_dump(combat_scenario(LARGE_PER_SIDE), sort_keys=False))
        large = [_get_ms(f"{base}/s/{sid}") for _ in range(views)]
    finally:
        stop_server(server)
        shutil.rmtree(scratch, ignore_errors=True)
    return {"scenarios": len(first), "views": views, "workers": workers,
            "first_view": _summary(first), "later_views": _summary(later),
            "large_combat": {"per_side": LARGE_PER_SIDE, "first_view_ms": round(large[0], 1),
                             "later_views": _summary(large[1:])}}


def main() -> None:
    from oracle.config import settings

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", type=Path, default=ROOT, help="the source tree to serve")
    parser.add_argument("--views", type=int, default=6)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    print(json.dumps(run(settings().data, args.root.resolve(), args.views, args.workers), indent=2))


if __name__ == "__main__":
    main()
