"""The engine's combat side by side with magic-combat, the MIT-licensed Python combat simulator kept as
a speed peer in ``../shared/peers/magic-combat`` (beside the checkout, or ``$ORACLE_SHARED_DIR``).

The board is the one the peer's README names: N 2/2 attackers against N 2/2 blockers, each blocker
blocking one attacker. The peer resolves it with ``CombatSimulator(...).simulate()``; the engine
resolves the same board as a scenario, from the declare attackers step to the end of combat (the
trace in one language, as a caller asking for one gets it). Both figures are CPU time of the
process doing the work (``time.process_time``), the median of ``runs``, the two measured in turn for
each N so that a change in the machine's load touches both.

The peer is never imported into the project's environment: it runs in a virtual environment made
under a temporary directory (its needs, numpy < 2 and pydantic 2, installed there by pip from the
configured index), with the peer's folder on its ``sys.path``. Without the folder, or when the
environment cannot be made, the comparison is skipped with the reason.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.bench_engine import curve_limits
from engine import resolve
from engine.limits import Limits

ROOT = Path(__file__).resolve().parents[1]
SHARED = Path(os.environ.get("ORACLE_SHARED_DIR") or ROOT.parent / "shared")
PEER = SHARED / "peers" / "magic-combat"
#: what the peer imports beyond the standard library (its README: numpy >= 1.26, < 2; pydantic 2.x;
#: ``requests`` for its Scryfall loader, imported by its package)
PEER_NEEDS = ("numpy>=1.26,<2", "pydantic>=2,<3", "requests")
#: creatures per side compared (the peer grows about as N^1.9: 3,000 a side takes it close to a minute)
PEER_CURVE = (10, 100, 1000)

#: the peer's side: build the board, time ``simulate()`` ``runs`` times, print the CPU seconds as JSON
DRIVER = """
import json, sys, time
from magic_combat import CombatCreature, GameState, PlayerState
from magic_combat.simulator import CombatSimulator

def once(n):
    attackers = [CombatCreature(f"Soldier {i}", 2, 2, "A") for i in range(n)]
    blockers = [CombatCreature(f"Guard {i}", 2, 2, "B") for i in range(n)]
    for attacker, blocker in zip(attackers, blockers):
        blocker.blocking = attacker
        attacker.blocked_by.append(blocker)
    state = GameState({"A": PlayerState(life=20, creatures=attackers), "B": PlayerState(life=20, creatures=blockers)})
    start = time.process_time()
    result = CombatSimulator(attackers, blockers, game_state=state).simulate()
    elapsed = time.process_time() - start
    assert len(result.creatures_destroyed) == 2 * n, result
    return elapsed

n, runs = int(sys.argv[1]), int(sys.argv[2])
once(10)  # warm-up: imports, first calls
print(json.dumps([once(n) for _ in range(runs)]))
"""


def plain_combat(per_side: int) -> dict[str, Any]:
    """The peer's board as a scenario: N vanilla 2/2s attacking, each blocked by one vanilla 2/2."""
    def side(name: str, prefix: str, cost: str) -> list[dict[str, Any]]:
        return [{"name": f"{name} {i}", "id": f"{prefix}{i}", "types": ["creature"], "mana_cost": cost,
                 "power": 2, "toughness": 2} for i in range(per_side)]

    return {
        "turn": {"active": "A", "step": "declare_attackers", "number": 3},
        "players": [{"id": "A", "battlefield": side("Soldier", "a", "{1}{W}")},
                    {"id": "B", "battlefield": side("Guard", "b", "{1}{G}")}],
        "actions": [{"attack": [f"a{i}" for i in range(per_side)]},
                    {"block": {f"b{i}": f"a{i}" for i in range(per_side)}}],
        "stop": "end_of_combat",
    }


def engine_cpu_ms(scenario: dict[str, Any], limits: Limits, runs: int) -> list[float]:
    """CPU milliseconds of ``resolve`` (English trace), ``runs`` times."""
    samples = []
    for _ in range(runs):
        start = time.process_time()
        result = resolve(scenario, limits=limits, lang="en")
        samples.append((time.process_time() - start) * 1000)
    assert not result["state"]["battlefield"], "every creature should have died"
    return samples


def _make_env(where: Path) -> Path | str:
    """A virtual environment with the peer's needs; its python, or the reason it could not be made."""
    env = where / "venv"
    made = subprocess.run([sys.executable, "-m", "venv", str(env)], capture_output=True, text=True)
    if made.returncode != 0:
        return f"python -m venv failed: {made.stderr.strip()[-300:]}"
    python = env / "bin" / "python"
    pip = subprocess.run([str(python), "-m", "pip", "install", "--quiet", *PEER_NEEDS], capture_output=True,
                         text=True)
    if pip.returncode != 0:
        return f"pip could not install {', '.join(PEER_NEEDS)}: {pip.stderr.strip()[-300:]}"
    return python


def run(curve: tuple[int, ...] = PEER_CURVE, runs: int = 3) -> dict[str, Any]:
    """Both engines on each N of ``curve``; ``{"skipped": reason}`` when the peer cannot run."""
    if not (PEER / "magic_combat" / "simulator.py").exists():
        return {"skipped": f"magic-combat is not here ({PEER} is missing: it sits beside the checkout)"}
    with tempfile.TemporaryDirectory(prefix="peer-combat-") as tmp:
        python = _make_env(Path(tmp))
        if isinstance(python, str):
            return {"skipped": python}
        driver = Path(tmp) / "driver.py"
        driver.write_text(DRIVER, encoding="utf-8")
        env = dict(os.environ, PYTHONPATH=str(PEER))
        engine_cpu_ms(plain_combat(10), curve_limits(10), 3)  # warm-up
        rows: dict[str, Any] = {}
        for n in curve:
            done = subprocess.run([str(python), str(driver), str(n), str(runs)], capture_output=True, text=True,
                                  env=env, cwd=tmp)
            if done.returncode != 0:
                return {"skipped": f"magic-combat failed at N={n}: {done.stderr.strip()[-300:]}"}
            peer = statistics.median(json.loads(done.stdout)) * 1000
            ours = statistics.median(engine_cpu_ms(plain_combat(n), curve_limits(n), runs))
            rows[str(n)] = {"engine_cpu_ms": round(ours, 3), "magic_combat_cpu_ms": round(peer, 3),
                            "speedup": round(peer / ours, 2)}
    return {"per_side": rows, "runs": runs, "board": "N 2/2 attackers against N 2/2 blockers, one blocker each"}


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
