"""Engine benchmark: a typical scenario, a 100 vs 100 combat, the cost curve of N attackers against
N blockers from 10 to 10,000 a side (with its growth exponent: the slope of log-time against log-N,
1.0 for linear; the caps are lifted by an explicit ``limits`` argument), recomputing characteristics
on a 50-permanent board with 10 static effects, and the side-by-side with magic-combat
(``bench.peer_combat``). ``python -m bench.bench_engine`` (and ``make bench``) exits non-zero when
the curve's growth exponent exceeds 1.15 or t(3000)/t(1000) exceeds 3.5.

``run()`` returns the figures as a dict (milliseconds, median of several runs) so that the
bench runner can print or record them; ``python -m bench.bench_engine`` runs the engine part alone.

    >>> figures = run()  # doctest: +SKIP
    >>> figures["typical_ms"] <= 5  # doctest: +SKIP
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable
from typing import Any

from engine import resolve
from engine.limits import Limits

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


#: attackers (and as many blockers) per side for the cost curve
CURVE = (10, 30, 100, 300, 1000, 3000, 10000)
#: the issue's bounds on the curve: growth exponent, and how much 3,000 a side may cost over 1,000
MAX_EXPONENT = 1.15
MAX_RATIO_3000_1000 = 3.5
#: 3,000 against 3,000, CPU seconds
TARGET_3000_S = 1.0


def growth_exponent(points: dict[int, float]) -> float:
    """The least-squares slope of log(time) against log(N): about 1 when the cost grows linearly."""
    xs = [math.log(n) for n in points]
    ys = [math.log(t) for t in points.values()]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / sum((x - mx) ** 2 for x in xs)


def curve_limits(per_side: int) -> Limits:
    """The caps a library caller lifts for a board this big: an explicit ``limits`` argument, never
    a change of the defaults the web API applies (1,000 cards, 100,000 values)."""
    return Limits(max_cards=2 * per_side + 10, max_nodes=40 * per_side + 1000)


def combat_curve(curve: tuple[int, ...] = CURVE) -> dict[str, Any]:
    """Resolve N attackers against N blockers for each N of ``curve`` (CPU time of ``resolve`` with an
    English trace, median of 5 runs up to 300, of 3 up to 3,000, one run above), fit the growth
    exponent and check the issue's bounds: ``ok`` is false when the exponent exceeds
    ``MAX_EXPONENT`` or t(3000)/t(1000) exceeds ``MAX_RATIO_3000_1000``."""
    points: dict[int, float] = {}
    for n in curve:
        scenario, limits = combat_scenario(n), curve_limits(n)
        runs = 5 if n <= 300 else 3 if n <= 3000 else 1
        points[n] = _cpu_ms(lambda s=scenario, lim=limits: resolve(s, limits=lim, lang="en"), runs)
    exponent = round(growth_exponent(points), 3)
    out: dict[str, Any] = {"per_side_cpu_ms": {str(n): t for n, t in points.items()}, "growth_exponent": exponent,
                           "max_exponent": MAX_EXPONENT}
    problems = []
    if exponent > MAX_EXPONENT:
        problems.append(f"growth exponent {exponent} > {MAX_EXPONENT}")
    if 1000 in points and 3000 in points:
        ratio = round(points[3000] / points[1000], 3)
        out["ratio_3000_1000"] = ratio
        if ratio > MAX_RATIO_3000_1000:
            problems.append(f"t(3000)/t(1000) = {ratio} > {MAX_RATIO_3000_1000}")
    out["problems"] = problems
    out["ok"] = not problems
    return out


def _cpu_ms(fn: Callable[[], object], repeat: int) -> float:
    """Median CPU milliseconds of ``fn`` (the machine is shared: wall time would count the others' work)."""
    samples = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        samples.append((time.process_time() - start) * 1000)
    return round(statistics.median(samples), 3)


def _time_ms(fn: Callable[[], object], repeat: int) -> float:
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - start) * 1000)
    return round(statistics.median(samples), 3)


def board_scenario() -> dict[str, Any]:
    """50 permanents: 40 creatures and 10 anthem/aura/equipment effects (lords, colour and keyword
    filters, auras and equipment attached), to time one recomputation of characteristics."""
    statics = [
        {"name": "Anthem", "types": ["enchantment"], "text": "Creatures you control get +1/+1."},
        {"name": "Crusader", "types": ["enchantment"], "text": "White creatures get +1/+1."},
        {"name": "Goblin Lord", "types": ["creature"], "subtypes": ["Goblin"], "power": 2, "toughness": 2,
         "text": "Other Goblins get +1/+1 and have mountainwalk."},
        {"name": "Sky Banner", "types": ["enchantment"], "text": "Creatures with flying get +1/+1."},
        {"name": "Castle", "types": ["enchantment"], "text": "Untapped creatures you control get +0/+2."},
    ]
    a_side: list[dict[str, Any]] = []
    for i, spec in enumerate(statics):
        a_side.append(dict(spec, id=f"static{i}", mana_cost="{W}"))
    for i in range(40):
        subtypes = ["Goblin"] if i % 2 else ["Soldier"]
        a_side.append({"name": f"Creature {i}", "id": f"c{i}", "types": ["creature"], "subtypes": subtypes,
                       "mana_cost": "{W}" if i % 3 else "{R}", "power": 2, "toughness": 2,
                       "text": "Flying" if i % 4 == 0 else ""})
    for i in range(3):
        a_side.append({"name": f"Aura {i}", "id": f"aura{i}", "types": ["enchantment"], "subtypes": ["Aura"],
                       "text": "Enchant creature\nEnchanted creature gets +2/+2 and has flying.",
                       "attached_to": f"c{i * 3 + 1}"})
    for i in range(2):
        a_side.append({"name": f"Blade {i}", "id": f"blade{i}", "types": ["artifact"], "subtypes": ["Equipment"],
                       "text": "Equipped creature gets +2/+0.\nEquip {1}", "attached_to": f"c{i * 5 + 2}"})
    return {"turn": {"active": "A", "step": "main1", "number": 3},
            "players": [{"id": "A", "battlefield": a_side}, {"id": "B"}], "stop": "main1"}


def _recompute_ms(repeat: int) -> float:
    from engine.rules.continuous import refresh
    from engine.runner import new_game

    game = new_game(board_scenario())
    assert len(game.state.battlefield) == 50
    return _time_ms(lambda: refresh(game), repeat)


def run(*, peer: bool = True) -> dict[str, Any]:
    """Run every measurement and return the figures (ms); ``combat_curve.ok`` says whether the curve
    keeps the issue's bounds, ``peer`` the side-by-side with magic-combat (``bench.peer_combat``)."""
    resolve(TYPICAL)  # warm-up: imports, regex compilation
    big = combat_scenario(100)
    figures: dict[str, Any] = {
        "typical_ms": _time_ms(lambda: resolve(TYPICAL), 50),
        "typical_target_ms": 5,
        "combat_100_vs_100_ms": _time_ms(lambda: resolve(big), 5),
        "combat_100_vs_100_target_ms": 500,
        "combat_curve": combat_curve(),
    }
    figures["board_50_recompute_ms"] = _recompute_ms(50)
    figures["board_50_recompute_target_ms"] = 2
    if peer:
        from bench import peer_combat

        figures["peer_magic_combat"] = peer_combat.run()
    return figures


def curve_summary(curve: dict[str, Any]) -> str:
    """One line: the curve, its exponent and what is out of bounds."""
    line = "N attackers vs N blockers (CPU): " + ", ".join(
        f"{n}: {t} ms" for n, t in curve["per_side_cpu_ms"].items()) + f"; growth exponent {curve['growth_exponent']}"
    if "ratio_3000_1000" in curve:
        line += f", t(3000)/t(1000) {curve['ratio_3000_1000']}"
    return line + ("" if curve["ok"] else " -- OUT OF BOUNDS: " + "; ".join(curve["problems"]))


if __name__ == "__main__":
    import json
    import sys

    figures = run(peer="--no-peer" not in sys.argv)
    print(json.dumps(figures, indent=2))
    print(curve_summary(figures["combat_curve"]))
    sys.exit(0 if figures["combat_curve"]["ok"] else 1)
