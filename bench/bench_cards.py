"""The card library's cold load, with and without the parse cache, and the command line's cold start.

Every figure is taken in a fresh process (so nothing is warm: no compiled grammar, no memo), the
median of ``RUNS``. CPU time (user + system) is the steadier figure on a shared machine; wall time
is given beside it.

* ``library_*``: ``CardLibrary(...)`` alone, after the process has imported the engine (which any
  user of the library does anyway): from the data directory's parse cache, and parsing every card
  (the grammars compiled, every line parsed), as before the cache existed.
* ``cli_*``: a whole ``python -m oracle.cli ...`` process, as the cards benchmark runner
  (``../shared/cards-benchmark/run.py``) starts it once per card and wording: ``resolve`` with an
  inline card (the runner's case), ``resolve`` with cards named from the library, ``oracle card``.
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

RUNS = 5

LOAD = """
import json, sys, time
import engine
from oracle.cards import CardLibrary
cache = sys.argv[1] or None
wall, cpu = time.perf_counter(), time.process_time()
library = CardLibrary(cache_path=cache)
print(json.dumps({"wall_s": time.perf_counter() - wall, "cpu_s": time.process_time() - cpu, "cards": len(library),
                  "report": library.cache_report}))
"""

INLINE = json.dumps({"players": [{"id": "A", "battlefield": [{"name": "Host Bear", "id": "host", "types": ["creature"],
                                                              "power": 2, "toughness": 2}],
                                  "hand": [{"name": "Zap", "id": "card", "types": ["instant"], "mana_cost": "{R}",
                                            "text": "Zap deals 1 damage to target creature or player."}]},
                                 {"id": "B"}], "stop": "main1"})
NAMED = """turn: {active: A, step: main1, number: 3}
players:
  - id: A
    hand: [{card: Lightning Bolt, id: bolt}]
    battlefield: [{card: Mountain, id: m1}, {card: Serra Angel, id: angel}]
  - id: B
actions:
  - cast: {card: bolt, targets: [B]}
stop: main1
"""


def _median(samples: list[dict[str, float]]) -> dict[str, float]:
    return {key: round(statistics.median(s[key] for s in samples), 3) for key in ("wall_s", "cpu_s")}


def library_load(data: Path, cached: bool) -> dict[str, Any]:
    from oracle.card_cache import CACHE_FILE

    cache = str(data / CACHE_FILE) if cached else ""
    env = dict(os.environ, ORACLE_DATA=str(data))
    samples = []
    for _ in range(RUNS):
        out = subprocess.run([sys.executable, "-c", LOAD, cache], env=env, capture_output=True, text=True, check=True,
                             timeout=300)
        samples.append(json.loads(out.stdout))
    if cached and any(s["report"]["parsed"] for s in samples):
        raise RuntimeError(f"the parse cache in {data} is not current: run 'oracle build' first")
    return dict(_median(samples), cards=samples[0]["cards"])


def cli_start(data: Path, args: list[str], stdin: str = "") -> dict[str, float]:
    """A whole CLI process: wall time, and user + system CPU of the child (from its rusage)."""
    env = dict(os.environ, ORACLE_DATA=str(data))
    samples = []
    for _ in range(RUNS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "oracle.cli", *args], input=stdin, env=env, capture_output=True,
                       text=True, check=True, timeout=300)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        samples.append({"wall_s": wall, "cpu_s": cpu})
    return _median(samples)


def run(data: Path) -> dict[str, Any]:
    cached = library_load(data, cached=True)
    parsed = library_load(data, cached=False)
    return {
        "runs": RUNS,
        "library_cached": cached,
        "library_parsed": parsed,
        "library_target_s": 1.0,
        "cli_resolve_inline_card": cli_start(data, ["resolve", "-", "--json"], INLINE),
        "cli_resolve_library_cards": cli_start(data, ["resolve", "-", "--json"], NAMED),
        "cli_card": cli_start(data, ["card", "Serra Angel"]),
    }


if __name__ == "__main__":
    from oracle.config import settings

    print(json.dumps(run(settings().data), indent=2))
