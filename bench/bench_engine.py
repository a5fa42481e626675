"""Engine benchmark: a typical scenario, a 100 vs 100 combat, and growth with board size.

``run()`` returns the figures as a dict (milliseconds, median of several runs) so that the
bench runner can print or record them.

    >>> figures = run()  # doctest: +SKIP
    >>> figures["typical_ms"] <= 5  # doctest: +SKIP
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from typing import Any

from engine import resolve

TYPICAL = {
    "turn": {"active": "A", "step": "declare_attackers", "number": 3},
    "players": [
        {"id": "A", "hand": [{"card": "Giant Growth", "id": "growth"}],
         "battlefield": [{"card": "Grizzly Bears", "id": "bears"}, {"card": "Forest", "id": "forest"}]},
        {"id": "B", "battlefield": [{"card": "Drudge Skeletons", "id": "skel"}, {"card": "Swamp", "id": "swamp"}]},
    ],
    "actions": [
        {"attack": ["bears"]},
        {"block": {"skel": "bears"}},
        {"activate": {"source": "skel", "ability": 0}, "step": "declare_blockers"},
        {"cast": {"card": "growth", "targets": ["bears"]}, "step": "declare_blockers"},
    ],
    "stop": "end_of_combat",
}


def combat_scenario(per_side: int) -> dict[str, Any]:
    """``per_side`` attackers against as many blockers; every third attacker has first strike,
    every third (offset) trample, so both damage steps and trample assignment are exercised."""
    attackers = []
    for i in range(per_side):
        text = "First strike" if i % 3 == 0 else "Trample" if i % 3 == 1 else ""
        attackers.append({"name": f"Soldier {i}", "id": f"a{i}", "types": ["creature"], "mana_cost": "{2}{W}",
                          "power": 3, "toughness": 2, "text": text})
    blockers = [{"name": f"Guard {i}", "id": f"b{i}", "types": ["creature"], "mana_cost": "{1}{G}",
                 "power": 2, "toughness": 2} for i in range(per_side)]
    return {
        "turn": {"active": "A", "step": "declare_attackers", "number": 3},
        "players": [{"id": "A", "battlefield": attackers}, {"id": "B", "life": 1000, "battlefield": blockers}],
        "actions": [{"attack": [f"a{i}" for i in range(per_side)]},
                    {"block": {f"b{i}": f"a{i}" for i in range(per_side)}}],
        "stop": "end_of_combat",
    }


def _time_ms(fn: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(samples), 3)


def run() -> dict[str, Any]:
    """Run every measurement and return the figures (ms)."""
    resolve(TYPICAL)  # warm-up: imports, regex compilation
    big = combat_scenario(100)
    figures: dict[str, Any] = {
        "typical_ms": _time_ms(lambda: resolve(TYPICAL), 50),
        "typical_target_ms": 5,
        "combat_100_vs_100_ms": _time_ms(lambda: resolve(big), 5),
        "combat_100_vs_100_target_ms": 500,
        "scaling_ms": {},
    }
    for creatures in (10, 100, 1000):
        scenario = combat_scenario(creatures // 2)
        figures["scaling_ms"][str(creatures)] = _time_ms(lambda s=scenario: resolve(s), 3 if creatures < 1000 else 1)
    return figures


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
