"""Ordering points: ``respond:`` (an object on top of the stack) and ``damage_step:`` (one of the two
combat damage steps). The boards that work are in tests/scenarios (respond_to_enters_play_trigger,
damage_step_*); here: why they are needed, and the errors for a moment that never comes or a field
that makes no sense, under both rulesets, each in three languages with its location."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

import engine
from oracle.cards import lookup_card

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
LANGS = ("zh-Hans", "zh-Hant", "en")
RULESETS = ("classic", "2009")


def _scenario(name: str) -> dict:
    return yaml.safe_load((SCENARIOS / name).read_text(encoding="utf-8"))


def _error(data: dict, ruleset: str) -> dict:
    with pytest.raises(engine.EngineError) as info:
        engine.resolve(data, card_lookup=lookup_card, ruleset=ruleset)
    error = info.value.to_dict()["error"]
    assert all(error["message"][lang] for lang in LANGS), error
    return error


@pytest.mark.parametrize("ruleset", RULESETS)
def test_without_respond_the_bolt_comes_while_the_creature_spell_is_on_the_stack(ruleset: str) -> None:
    """The reason for ``respond:``: B's next priority is while Gravedigger is still a spell, so the
    Bolt aimed at it is refused (it is not yet a creature in play to target)."""
    data = _scenario("respond_to_enters_play_trigger.yaml")
    del data["actions"][2]["respond"]
    error = _error(data, ruleset)
    assert (error["kind"], error["at"]) == ("illegal_action", "actions[2]")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_responding_to_a_spell_kills_nothing_that_is_not_in_play_yet(ruleset: str) -> None:
    """``respond: digger`` (any kind) matches the Gravedigger spell first, on top of the stack before
    its trigger exists: the same refusal as without ``respond:``, so the kind matters here."""
    data = _scenario("respond_to_enters_play_trigger.yaml")
    data["actions"][2]["respond"] = "digger"
    error = _error(data, ruleset)
    assert (error["kind"], error["at"]) == ("illegal_action", "actions[2]")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_responding_to_an_object_never_on_the_stack_is_refused(ruleset: str) -> None:
    data = _scenario("respond_to_enters_play_trigger.yaml")
    data["actions"][2]["respond"] = {"trigger": "bears"}
    error = _error(data, ruleset)
    assert (error["kind"], error["at"]) == ("invalid_scenario", "actions[2]")
    assert "bears was never on the stack" in error["message"]["en"]
    assert "从未在堆叠上" in error["message"]["zh-Hans"] and "從未在堆疊上" in error["message"]["zh-Hant"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_an_object_on_the_stack_but_never_on_top_in_the_asked_step_is_refused(ruleset: str) -> None:
    data = _scenario("respond_to_enters_play_trigger.yaml")
    data["actions"][2].update(respond={"spell": "digger"}, step="main2")
    data["stop"] = "main2"
    error = _error(data, ruleset)
    assert (error["kind"], error["at"]) == ("invalid_scenario", "actions[2]")
    assert "was on the stack, but never on top" in error["message"]["en"]


@pytest.mark.parametrize(("ruleset", "rule"), [("classic", "502.2b"), ("2009", "510.4")])
def test_a_first_strike_step_when_no_creature_has_first_strike_is_refused(ruleset: str, rule: str) -> None:
    data = _scenario("damage_step_growth_first_strike_step.yaml")
    data["players"][1]["battlefield"][0]["text"] = ""  # the guard without first strike: one damage step
    error = _error(data, ruleset)
    assert (error["kind"], error["at"]) == ("invalid_scenario", "actions[2]")
    assert "no first-strike combat damage step happened" in error["message"]["en"]
    assert all(f"（{rule}）" in error["message"][lang] for lang in ("zh-Hans", "zh-Hant"))
    assert f"({rule})" in error["message"]["en"]


@pytest.mark.parametrize("ruleset", RULESETS)
def test_the_regular_step_is_the_only_one_without_first_strike(ruleset: str) -> None:
    """With no first striker there is one combat damage step, the regular one: the pump there comes
    after the Bears' damage (2 to the 1/3, which lives)."""
    data = _scenario("damage_step_growth_regular_step.yaml")
    data["players"][1]["battlefield"][0]["text"] = ""
    result = engine.resolve(data, card_lookup=lookup_card, ruleset=ruleset)
    board = {p["id"]: p for p in result["state"]["battlefield"]}
    assert (board["guard"]["damage"], board["bears"]["damage"], board["bears"]["power"]) == (2, 1, 5)
    assert "second_damage_step" not in [s["event"] for s in result["steps"]]


@pytest.mark.parametrize(("change", "at", "words"), [
    ({"damage_step": "second"}, "actions[2].damage_step", "must be one of first_strike, regular"),
    ({"damage_step": "regular", "step": "main2"}, "actions[2].damage_step", "not main2"),
    ({"respond": "bears", "stack": "empty"}, "actions[2].respond", "give one of them"),
    ({"respond": {"permanent": "bears"}}, "actions[2].respond.permanent", "unknown kind of stack object"),
    ({"respond": {"trigger": ""}}, "actions[2].respond.trigger", "must be the id"),
    ({"respond": 3}, "actions[2].respond", "must be the id of a spell's card"),
])
def test_a_malformed_ordering_point_names_its_field(change: dict, at: str, words: str) -> None:
    data = _scenario("damage_step_growth_first_strike_step.yaml")
    data["actions"][2].pop("damage_step")
    data["actions"][2].update(change)
    with pytest.raises(engine.InvalidScenario) as info:
        engine.load_scenario(data)
    error = info.value.to_dict()["error"]
    assert error["at"] == at and words in error["message"]["en"], error
    assert all(error["message"][lang] for lang in LANGS)


@pytest.mark.parametrize(("index", "field", "words"), [
    (0, {"damage_step": "first_strike"}, "only cast, activate, assign happen in a combat damage step"),
    (1, {"respond": "bears"}, "only cast and activate respond to the stack"),
])
def test_an_ordering_point_on_a_declaration_is_refused(index: int, field: dict, words: str) -> None:
    data = _scenario("damage_step_growth_first_strike_step.yaml")
    data["actions"][index].update(field)
    with pytest.raises(engine.InvalidScenario) as info:
        engine.load_scenario(data)
    error = info.value.to_dict()["error"]
    key = next(iter(field))
    assert error["at"] == f"actions[{index}].{key}" and words in error["message"]["en"], error
