"""Scenarios derived from official rulings (``tests/rulings/a_l/`` and ``m_z/``, issue 22).

Each scenario plays a board one official ruling speaks about and expects the outcome the ruling
gives, so the engine is checked against an oracle outside the project. Its first line names the card
and the ruling's date (``test_ruling_sources.py`` checks that the ruling exists and that the
scenario does not copy its words). The expected answer is the ruling's, not the engine's: where the
engine disagrees and the fix belongs elsewhere, the scenario says so with ``expect: {xfail: <why>}``
and runs as a strict xfail, so it fails the day the engine starts to agree and the mark must go
(``xfail`` sits inside ``expect``, which the engine ignores, so the file stays a valid scenario).

A scenario runs under the ruleset it names (``classic`` by default), the ruleset of the ruling's
date; unlike tests/scenarios, a ruling speaks for one edition. Its ``expect:`` block is read as
tests/engine/test_scenarios.py reads it, in that ruleset's own rule numbers.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

import engine
from engine.cardlang import parse_card_text, render_card
from oracle.cards import lookup_card
from tests.engine.test_scenarios import LANGS, _check_error, _check_result, _expectations
from tests.rulings.slices import HERE, SCENARIOS, SLICES, TARGET

#: what a scenario may expect of the board; one of them is needed besides the rules cited
BOARD = {"life", "poison", "library", "lost", "graveyard", "hand", "battlefield", "not_on_battlefield",
         "outcome", "stack", "error"}


def _data(path: Path) -> dict[str, Any]:
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


def _param(path: Path) -> Any:
    why = (_data(path).get("expect") or {}).get("xfail")
    marks = [pytest.mark.xfail(strict=True, reason=str(why))] if why else []
    return pytest.param(path, id=f"{path.parent.name}/{path.stem}", marks=marks)


@pytest.mark.skipif(not SCENARIOS, reason=f"no ruling scenarios under {HERE}")
@pytest.mark.parametrize("path", [_param(p) for p in SCENARIOS])
def test_ruling_scenario(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    named = str(data.get("ruleset") or "classic")
    assert named in engine.RULESETS, f"{path.name}: unknown ruleset {named!r}"
    ruleset = engine.get_ruleset(named)
    raw = {k: v for k, v in (data.get("expect") or {}).items() if k != "xfail"}
    assert raw, f"{path.name} has no expectations"
    expect, native = _expectations(raw, ruleset, named)
    assert native
    if "error" in expect:
        _check_error(expect, text, named, ruleset, native)
        return
    result = engine.resolve(text, card_lookup=lookup_card, ruleset=named)
    assert result["ruleset"] == ruleset.name
    _check_result(expect, result, ruleset, native)
    for step in result["steps"]:
        assert all(step["text"][lang] for lang in LANGS), step


@pytest.mark.parametrize("folder", sorted(SLICES))
def test_each_slice_is_large_enough(folder: str) -> None:
    found = len(list((HERE / folder).glob("*.yaml")))
    assert found >= TARGET, f"{found} ruling scenarios in {folder}, the target is {TARGET}"


def test_every_scenario_asserts_rules_and_an_outcome() -> None:
    """A ruling scenario checks the board (or the error) and the rules cited, never only that it ran."""
    for path in SCENARIOS:
        expect = _data(path).get("expect") or {}
        assert BOARD & set(expect), f"{path.name}: no board outcome expected"
        cited = expect.get("rules") or (expect.get("error") or {}).get("rules") or [
            r for s in expect.get("steps", []) for r in s.get("rules", [])]
        assert cited, f"{path.name}: no rule expected to be cited"


def _inline_cards(node: Any) -> list[dict[str, Any]]:
    """Card specs written in the scenario (a name and text, no ``card:`` lookup), at any depth."""
    if isinstance(node, dict):
        own = [node] if "name" in node and "text" in node and "card" not in node else []
        return own + [c for v in node.values() for c in _inline_cards(v)]
    if isinstance(node, list):
        return [c for v in node for c in _inline_cards(v)]
    return []


def test_inline_cards_are_in_the_canonical_wording() -> None:
    """A card written into a ruling scenario is in the project's own words, the card language's
    rendering of what it reads, never a copy of MTGJSON's text."""
    for path in SCENARIOS:
        for spec in _inline_cards(_data(path).get("players")):
            spell = any(t in spec.get("types", []) for t in ("instant", "sorcery"))
            canonical = render_card(parse_card_text(spec["name"], spec["text"], is_spell=spell), "en", spec["name"])
            assert spec["text"] == canonical, f"{path.name}: {spec['name']} should read {canonical!r}"
