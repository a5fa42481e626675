"""Runs every scenario in tests/scenarios/ under every ruleset and checks its ``expect:`` block.

A scenario that names its ruleset (``ruleset: classic``) is about that edition and runs under it
only; every other scenario's outcome must not depend on the edition, so it runs under every
ruleset of ``engine.RULESETS``. Cited rules differ between editions: ``expect`` is written in the
ids of the classic rules, and under another ruleset each id is translated through the engine's
rule keys (420.5c is ``sbe.lethal_damage``, which that ruleset may number otherwise), unless
``expect.by_ruleset.<name>`` gives that ruleset's own expectations (its keys replace the shared ones).

The translation is exercised here by a test-only ruleset that renumbers some rules of classic
(``Renumbered``), so it works before a second real edition exists.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar

import pytest
import yaml

import engine
from engine.errors import EngineError
from engine.rulesets import ClassicRuleset, Ruleset
from engine.rulesets.citations import Citation
from oracle.cards import lookup_card

SCENARIO_DIR = Path(__file__).resolve().parents[1] / "scenarios"
SCENARIOS = sorted(SCENARIO_DIR.glob("*.yaml"))
LANGS = ("zh-Hans", "zh-Hant", "en")


class Renumbered(ClassicRuleset):
    """Classic play with other numbers for some rules (state-based effects, combat keywords): only the
    keys it changes are listed, the rest are inherited from classic."""

    name = "renumbered"
    citations: ClassVar[dict[str, Citation]] = {
        key: Citation("T" + c.id, c.section_level) for key, c in ClassicRuleset.citation_table().items()
        if key.split(".")[0] in ("sbe", "flanking", "trample", "first_strike")
    }


def _rulesets_for(text: str) -> list[str | Ruleset]:
    named = (yaml.safe_load(text) or {}).get("ruleset")
    if named is not None:
        return [named]
    return [*engine.RULESETS, Renumbered()]


CASES = [(path, rs) for path in SCENARIOS for rs in _rulesets_for(path.read_text(encoding="utf-8"))]


def _ruleset_name(rs: str | Ruleset) -> str:
    return rs if isinstance(rs, str) else rs.name


def translate(rule_id: str, ruleset: Ruleset) -> set[str]:
    """The ids ``ruleset`` gives for the rule keys classic cites as ``rule_id``. A key the ruleset
    has no rule for (combat damage on the stack under 2009) translates to nothing: a scenario that
    expects it needs ``by_ruleset`` expectations of its own."""
    classic = ClassicRuleset.citation_table()
    table = ruleset.citation_table()
    keys = [k for k, c in classic.items() if c.id == rule_id]
    return {table[k].id for k in keys if k in table} or ({rule_id} if not keys else set())


def _expectations(expect: dict[str, Any], ruleset: Ruleset, named: str | None = None) -> tuple[dict[str, Any], bool]:
    """The expectations under ``ruleset`` and whether their rule ids are its own (else classic's, to
    translate): they are its own under classic, in its ``by_ruleset`` entry, and in a scenario that
    names its ruleset (``named``), which is written in that ruleset's numbers."""
    own = (expect.get("by_ruleset") or {}).get(ruleset.name) or {}
    merged = {k: v for k, v in expect.items() if k != "by_ruleset"} | own
    merged = {k: v for k, v in merged.items() if v is not None}  # ``error: null``: this ruleset has none
    return merged, ruleset.name == "classic" or "rules" in own or named == ruleset.name


def _cited(rule: Any, ruleset: Ruleset, native: bool) -> set[str]:
    return {str(rule)} if native else translate(str(rule), ruleset)


def _check_error(expect: dict[str, Any], text: str, rs: str | Ruleset, ruleset: Ruleset, native: bool) -> None:
    with pytest.raises(EngineError) as info:
        engine.resolve(text, card_lookup=lookup_card, ruleset=rs)
    err = info.value.to_dict()["error"]
    want = expect["error"]
    assert err["kind"] == want["kind"], err
    for rule in want.get("rules", []):
        assert _cited(rule, ruleset, native) & set(err["rules"]), err
    if "at" in want:
        assert err["at"] == want["at"], err
    assert all(err["message"][lang] for lang in LANGS), err


def _check_result(expect: dict[str, Any], result: dict[str, Any], ruleset: Ruleset, native: bool) -> None:
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
        assert _cited(rule, ruleset, native) & cited, f"rule {rule} not cited; cited: {sorted(cited)}"
    for rule in expect.get("rules_absent", []):
        assert not _cited(rule, ruleset, native) & cited, f"rule {rule} should not be cited"
    events = [s["event"] for s in result["steps"]]
    for event in expect.get("events", []):
        assert event in events, f"event {event} missing; events: {events}"
    for event in expect.get("events_absent", []):
        assert event not in events, f"event {event} should not happen"
    for want in expect.get("steps", []):
        matches = [
            s for s in result["steps"]
            if s["event"] == want["event"]
            and all(_cited(r, ruleset, native) & set(s["rules"]) for r in want.get("rules", []))
            and all(o in s["objects"] for o in want.get("objects", []))
            and all(t in s["text"]["en"] for t in want.get("text_en", []))
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


def test_suite_is_large_enough() -> None:
    assert len(SCENARIOS) >= 150


@pytest.mark.parametrize(("path", "rs"), CASES, ids=[f"{_ruleset_name(rs)}-{p.stem}" for p, rs in CASES])
def test_scenario(path: Path, rs: str | Ruleset) -> None:
    text = path.read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    expect = data.get("expect")
    assert expect, f"{path.name} has no expect: block"
    ruleset = rs if isinstance(rs, Ruleset) else engine.get_ruleset(rs)
    expect, native = _expectations(expect, ruleset, data.get("ruleset"))
    if "error" in expect:
        _check_error(expect, text, rs, ruleset, native)
        return
    result = engine.resolve(text, card_lookup=lookup_card, ruleset=rs)
    assert result["ruleset"] == ruleset.name
    _check_result(expect, result, ruleset, native)
    assert engine.dumps(result) == engine.dumps(engine.resolve(text, card_lookup=lookup_card, ruleset=rs))
    for step in result["steps"]:  # every step explains itself in every language
        assert all(step["text"][lang] for lang in LANGS), step


def test_renumbered_ruleset_inherits_what_it_does_not_change() -> None:
    rs = Renumbered()
    assert rs.cite("sbe.lethal_damage") == "T420.5c"  # its own number
    assert rs.cite("cast.targets") == "409.1c"  # inherited from classic
    assert translate("420.5c", rs) == {"T420.5c"} and translate("409.1c", rs) == {"409.1c"}
    result = engine.resolve((SCENARIO_DIR / "bolt_kills_creature.yaml").read_text(encoding="utf-8"),
                            card_lookup=lookup_card, ruleset=rs)
    cited = {r for s in result["steps"] for r in s["rules"]}
    assert "T420.5c" in cited and "420.5c" not in cited and "409.1c" in cited


def test_by_ruleset_expectations_replace_the_shared_ones() -> None:
    expect = {"life": {"B": 17}, "rules": ["420.5c"], "by_ruleset": {"renumbered": {"rules": ["T420.5c"]}}}
    merged, native = _expectations(expect, Renumbered())
    assert merged == {"life": {"B": 17}, "rules": ["T420.5c"]} and native
    merged, native = _expectations(expect, ClassicRuleset())
    assert merged["rules"] == ["420.5c"] and native


def test_a_scenario_that_names_its_ruleset_is_written_in_its_numbers() -> None:
    """``ruleset: "2009"`` with ``rules: ["302"]`` means 2009's 302 (Creatures), not classic's 302
    (the untap step) translated; an unnamed scenario's ids are classic's."""
    under_2009 = engine.get_ruleset("2009")
    assert _expectations({"rules": ["302"]}, under_2009, "2009") == ({"rules": ["302"]}, True)
    assert _expectations({"rules": ["420.5c"]}, under_2009, None)[1] is False
    assert _cited("420.5c", under_2009, False) == {"704"}
