"""``python -m bench``: run every benchmark and print the figures as Markdown for docs/benchmarks.md.

Exits 1 when the engine's combat curve is out of bounds (``bench.bench_engine.combat_curve``)."""

from __future__ import annotations

import json
import os
import platform
import sys
from datetime import date
from pathlib import Path


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()}"


def main() -> int:
    from oracle.config import settings

    data = settings().data
    results: dict = {"date": date.today().isoformat(), "machine": machine()}
    from bench import bench_search

    results["search"] = bench_search.run(data)
    try:
        from bench import bench_engine
    except ImportError:
        bench_engine = None
    if bench_engine is not None:
        results["engine"] = bench_engine.run()
    from bench import bench_cards

    results["cards"] = bench_cards.run(data)
    from bench import bench_card_import

    results["card_import"] = bench_card_import.run(data)
    from bench import bench_http

    results["http"] = bench_http.run(data)
    from bench import bench_startup

    results["startup"] = bench_startup.run(data)
    out = data / "bench.json"
    out.write_text(json.dumps(results, indent=2, ensure_ascii=False), encoding="utf-8")
    json.dump(results, sys.stdout, indent=2, ensure_ascii=False)
    print(f"\n(written to {out})")
    curve = results.get("engine", {}).get("combat_curve")
    if curve is not None:
        print(bench_engine.curve_summary(curve))
        if not curve["ok"]:
            return 1  # the engine's combat curve is out of the bounds (bench_engine.MAX_EXPONENT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
