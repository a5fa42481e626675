"""Runs every scenario in tests/scenarios/ and checks its ``expect:`` block against the result."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

import engine
from engine.cards import lookup_card
from engine.errors import EngineError

SCENARIO_DIR = Path(__file__).resolve().parents[1] / "scenarios"
SCENARIOS = sorted(SCENARIO_DIR.glob("*.yaml"))


def _library_lookup() -> Any:
    """``card: <name>`` resolves in the card library when it is available, else in the built-in dozen."""
    try:
        from oracle.cards import default_library
    except ImportError:  # pragma: no cover - the engine alone
        return lookup_card
    library = default_library()
    return lambda name: library.lookup(name) or lookup_card(name)


LOOKUP = _library_lookup()


def test_suite_is_large_enough() -> None:
    assert len(SCENARIOS) >= 150


def _check_error(expect: dict[str, Any], text: str) -> None:
    with pytest.raises(EngineError) as info:
        engine.resolve(text, card_lookup=LOOKUP)
    err = info.value.to_dict()["error"]
    want = expect["error"]
    assert err["kind"] == want["kind"], err
    for rule in want.get("rules", []):
        assert str(rule) in err["rules"], err
    if "at" in want:
        assert err["at"] == want["at"], err
    assert err["message"]["en"] and err["message"]["zh-Hans"]


def _check_result(expect: dict[str, Any], result: dict[str, Any]) -> None:
    state = result["state"]
    players = state["players"]
    by_id = {p["id"]: p for p in state["battlefield"]}
    for key in ("life", "poison", "library", "lost"):
        for pid, value in (expect.get(key) or {}).items():
            assert players[pid][key] == value, f"{key} of {pid}: {players[pid][key]} != {value}"
    for key in ("graveyard", "hand"):
        for pid, value in (expect.get(key) or {}).items():
            assert players[pid][key] == value, f"{key} of {pid}: {players[pid][key]} != {value}"
    for obj_id, fields in (expect.get("battlefield") or {}).items():
        assert obj_id in by_id, f"{obj_id} not in play; battlefield: {sorted(by_id)}"
        for field, value in fields.items():
            assert by_id[obj_id][field] == value, f"{obj_id}.{field}: {by_id[obj_id][field]} != {value}"
    for obj_id in expect.get("not_on_battlefield", []):
        assert obj_id not in by_id, f"{obj_id} is still in play"
    cited = {r for s in result["steps"] for r in s["rules"]}
    for rule in expect.get("rules", []):
        assert str(rule) in cited, f"rule {rule} not cited; cited: {sorted(cited)}"
    for rule in expect.get("rules_absent", []):
        assert str(rule) not in cited, f"rule {rule} should not be cited"
    events = [s["event"] for s in result["steps"]]
    for event in expect.get("events", []):
        assert event in events, f"event {event} missing; events: {events}"
    for event in expect.get("events_absent", []):
        assert event not in events, f"event {event} should not happen"
    for want in expect.get("steps", []):
        matches = [
            s for s in result["steps"]
            if s["event"] == want["event"]
            and all(str(r) in s["rules"] for r in want.get("rules", []))
            and all(o in s["objects"] for o in want.get("objects", []))
        ]
        assert matches, f"no step like {want}"
    if "order" in expect:  # events that must happen in this relative order
        positions = [events.index(e) for e in expect["order"]]
        assert positions == sorted(positions), f"order {expect['order']} not respected: {events}"
    if "outcome" in expect:
        for key, value in expect["outcome"].items():
            assert result["outcome"][key] == value, f"outcome.{key}: {result['outcome'][key]} != {value}"
    if "stack" in expect:
        assert [s["id"] for s in state["stack"]] == expect["stack"]
    for key in ("step", "turn"):
        if key in expect:
            assert state[key] == expect[key], f"{key}: {state[key]} != {expect[key]}"


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    expect = yaml.safe_load(text).get("expect")
    assert expect, f"{path.name} has no expect: block"
    if "error" in expect:
        _check_error(expect, text)
        return
    result = engine.resolve(text, card_lookup=LOOKUP)
    _check_result(expect, result)
    assert engine.dumps(result) == engine.dumps(engine.resolve(text, card_lookup=LOOKUP))  # deterministic
    for step in result["steps"]:  # every step explains itself in both languages
        assert step["text"]["en"] and step["text"]["zh-Hans"]
