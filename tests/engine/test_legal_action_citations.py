"""A legal action cites the rule that makes it legal where a keyword is what allows it: a haste
creature tapping the turn it came (502.5b / 702.10b), a flyer blocked by a flyer (502.4b / 702.9b),
a creature with fear or intimidate blocked by one that may (702.33b, 702.11b)."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
from oracle.cards import lookup_card

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _step_rules(name: str, event: str, ruleset: str | None = None) -> list[list[str]]:
    result = engine.resolve((SCENARIOS / name).read_text(encoding="utf-8"), card_lookup=lookup_card, ruleset=ruleset)
    return [s["rules"] for s in result["steps"] if s["event"] == event]


@pytest.mark.parametrize(("ruleset", "haste"), [("classic", "502.5b"), ("2009", "702.10b")])
def test_a_haste_creature_tapping_at_once_cites_haste(ruleset: str, haste: str) -> None:
    activations = _step_rules("haste_allows_tap_ability.yaml", "ability_activated", ruleset)
    assert activations and all(haste in rules for rules in activations)


def test_an_ability_of_a_creature_that_was_there_cites_no_haste() -> None:
    activations = _step_rules("prodigal_sorcerer_pings.yaml", "ability_activated")
    assert activations and not any("502.5b" in rules for rules in activations)


def test_a_flyer_blocked_by_a_flyer_cites_flying() -> None:
    blocks = _step_rules("r2009_flying_simplified_blocked_by_flyer.yaml", "blockers_declared")
    assert blocks and "702.9b" in blocks[0] and "702.15b" not in blocks[0]


@pytest.mark.parametrize(("name", "rule"), [("r2009_fear_black_blocker.yaml", "702.33b"),
                                            ("r2009_intimidate_traditional_shared_color.yaml", "702.11b")])
def test_a_legal_block_of_fear_or_intimidate_cites_it(name: str, rule: str) -> None:
    blocks = _step_rules(name, "blockers_declared")
    assert blocks and rule in blocks[0]
