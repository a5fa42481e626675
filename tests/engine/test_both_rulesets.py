"""The whole scenario suite under both real rulesets: what does not depend on the edition comes out
the same under classic and 2009.

How a scenario says which rulesets it is about (docs/engine.md, "Scenarios under both rulesets"):

* ``ruleset: NAME`` at the top: the scenario is about that edition and runs under it only.
* no ``ruleset:``: it runs under every ruleset (tests/engine/test_scenarios.py checks its ``expect``
  under each). Its outcome is **ruleset-independent** unless ``expect.by_ruleset.<name>`` changes
  one of the keys of the final state (``STATE_KEYS``): then it is **ruleset-dependent**, and its
  ``by_ruleset`` entry is the statement of how that ruleset differs. A ``by_ruleset`` entry that
  only changes ``rules`` or ``steps`` (other numbers, other words) keeps it independent.

This module checks the independent ones against each other: the same outcome, life, poison and
zones (battlefield with each permanent's status, graveyards, hands, libraries), or the same error
at the same place, under classic and under 2009; and that each side's citations are records of
its own edition. A scenario that differs without saying so fails here by name.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

import engine
from oracle.cards import lookup_card

SCENARIO_DIR = Path(__file__).resolve().parents[1] / "scenarios"
REAL = ("classic", "2009")
#: ``expect`` keys that describe the final state or outcome (a ``by_ruleset`` entry changing one
#: of them declares the scenario ruleset-dependent)
STATE_KEYS = frozenset({"life", "poison", "library", "lost", "graveyard", "hand", "battlefield",
                        "not_on_battlefield", "outcome", "error", "stack", "step", "turn"})
#: the permanent's fields compared between rulesets
PERMANENT_FIELDS = ("name", "controller", "owner", "tapped", "damage", "power", "toughness", "counters",
                    "attached_to")


def _load(path: Path) -> dict[str, Any]:
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


def ruleset_dependent(data: dict[str, Any]) -> bool:
    """Whether a scenario declares that its final state differs between rulesets."""
    by_ruleset = (data.get("expect") or {}).get("by_ruleset") or {}
    return any(STATE_KEYS & set(entry or {}) for entry in by_ruleset.values())


ALL = sorted(SCENARIO_DIR.glob("*.yaml"))
UNNAMED = [p for p in ALL if "ruleset" not in _load(p)]
INDEPENDENT = [p for p in UNNAMED if not ruleset_dependent(_load(p))]
DEPENDENT = [p for p in UNNAMED if ruleset_dependent(_load(p))]


def _play(text: str, ruleset: str) -> dict[str, Any]:
    try:
        return engine.resolve(text, card_lookup=lookup_card, ruleset=ruleset)
    except engine.EngineError as exc:
        return exc.to_dict()


def final_state(result: dict[str, Any]) -> dict[str, Any]:
    """What a ruleset-independent scenario must end with under every ruleset."""
    if "error" in result:
        return {"error": (result["error"]["kind"], result["error"]["at"])}
    state = result["state"]
    return {
        "outcome": result["outcome"],
        "players": {pid: {k: p[k] for k in ("life", "poison", "hand", "graveyard", "library", "lost") if k in p}
                    for pid, p in state["players"].items()},
        "battlefield": {p["id"]: {f: p.get(f) for f in PERMANENT_FIELDS} for p in state["battlefield"]},
        "stack": [s["id"] for s in state["stack"]],
    }


def cited(result: dict[str, Any]) -> set[str]:
    if "error" in result:
        return set(result["error"]["rules"])
    return {rule for step in result["steps"] for rule in step["rules"]}


@pytest.fixture(scope="module")
def edition_ids(corpus) -> dict[str, set[str]]:
    ids: dict[str, set[str]] = {}
    for record in corpus.records:
        ids.setdefault(record.edition, set()).add(record.id)
    return ids


def test_most_of_the_suite_runs_under_both_rulesets() -> None:
    """The mechanism is used: most scenarios name no ruleset, and most of those are independent."""
    assert len(UNNAMED) >= 200 and len(INDEPENDENT) >= 150, (len(UNNAMED), len(INDEPENDENT))
    assert set(REAL) <= set(engine.RULESETS)


@pytest.mark.parametrize("path", INDEPENDENT, ids=[p.stem for p in INDEPENDENT])
def test_an_independent_scenario_ends_the_same_under_both(path: Path, edition_ids: dict[str, set[str]]) -> None:
    text = path.read_text(encoding="utf-8")
    results = {name: _play(text, name) for name in REAL}
    states = {name: final_state(r) for name, r in results.items()}
    assert states["classic"] == states["2009"], (
        f"{path.name} ends differently under classic and 2009 without saying so in expect.by_ruleset")
    for name, result in results.items():
        edition = result.get("ruleset") or result.get("error", {}).get("ruleset") or name
        assert edition == name or "error" in result
        unknown = cited(result) - edition_ids[name]
        assert not unknown, f"{path.name} under {name} cites {sorted(unknown)}, not records of edition {name}"


@pytest.mark.parametrize("path", DEPENDENT, ids=[p.stem for p in DEPENDENT])
def test_a_dependent_scenario_does_differ(path: Path) -> None:
    """A ``by_ruleset`` entry that changes the final state is a claim: the states really differ (a
    stale entry that no longer changes anything would hide that the scenario is independent)."""
    text = path.read_text(encoding="utf-8")
    by_ruleset = _load(path)["expect"]["by_ruleset"]
    states = {name: final_state(_play(text, name)) for name in REAL}
    if set(by_ruleset) & set(REAL):
        assert states["classic"] != states["2009"], f"{path.name} declares a difference that does not happen"


def test_dependence_is_read_from_state_keys_only() -> None:
    assert ruleset_dependent({"expect": {"by_ruleset": {"2009": {"life": {"A": 20}}}}})
    assert not ruleset_dependent({"expect": {"by_ruleset": {"2009": {"rules": ["510"]}}}})
    assert not ruleset_dependent({"expect": {"life": {"A": 20}}})
