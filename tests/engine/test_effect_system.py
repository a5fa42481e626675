"""The effect system through the public API: continuous effects, triggers and scenario answers."""

from __future__ import annotations

import pytest

import engine
from engine.errors import InvalidScenario
from engine.rules.continuous import refresh

ANTHEM = {"name": "Anthem", "types": ["enchantment"], "text": "Creatures you control get +1/+1."}
BEARS = {"name": "Grizzly Bears", "types": ["creature"], "mana_cost": "{1}{G}", "power": 2, "toughness": 2}


def _board(*a_side: dict, b_side: tuple[dict, ...] = ()) -> dict:
    return {"turn": {"active": "A", "step": "main1", "number": 3},
            "players": [{"id": "A", "battlefield": list(a_side)}, {"id": "B", "battlefield": list(b_side)}],
            "stop": "main1"}


def test_static_effects_apply_while_the_source_is_in_play() -> None:
    game = engine.new_game(_board(dict(ANTHEM, id="anthem"), dict(BEARS, id="bears")))
    bears = game.state.battlefield["bears"]
    assert (bears.power, bears.toughness) == (3, 3)
    del game.state.battlefield["anthem"]
    refresh(game)
    assert (bears.power, bears.toughness) == (2, 2)
    assert game.trace.steps[-1].event == "continuous_effect" and "418.4b" in game.trace.steps[-1].rules


def test_two_anthems_stack_and_cite_timestamp_order() -> None:
    game = engine.new_game(_board(dict(ANTHEM, id="a1"), dict(ANTHEM, id="a2"), dict(BEARS, id="bears")))
    assert game.state.battlefield["bears"].power == 4
    step = next(s for s in game.trace.steps if s.event == "continuous_effect")
    assert "418.5c" in step.rules


def test_dependency_keyword_grant_applies_first() -> None:
    banner = {"name": "Sky Banner", "id": "banner", "types": ["enchantment"],
              "text": "Creatures with flying get +1/+1."}
    wings = {"name": "Wings", "id": "wings", "types": ["enchantment"], "attached_to": "bears",
             "text": "Enchant creature\nEnchanted creature has flying."}
    game = engine.new_game(_board(banner, dict(BEARS, id="bears"), wings))
    bears = game.state.battlefield["bears"]
    assert bears.has("flying") and bears.power == 3


def test_copy_keeps_answers_independent() -> None:
    scenario = _board(dict(BEARS, id="bears"))
    game = engine.new_game(scenario)
    game.state.choices.append({"discard": ["x"]})
    clone = game.copy()
    clone.state.choices.clear()
    assert game.state.choices == [{"discard": ["x"]}]


def test_copy_carries_turn_state_and_the_time_bound() -> None:
    """Turn state lives in the state alone, so a copy has all of it, and the run's time bound too."""
    game = engine.new_game(_board(dict(BEARS, id="bears")))
    game.state.dealers.append("bears")
    game.state.cleanup_again = True
    game.deadline = 12.5
    clone = game.copy()
    assert clone.state.dealers == ["bears"] and clone.state.cleanup_again and clone.deadline == 12.5
    clone.state.dealers.clear()
    assert game.state.dealers == ["bears"]
    assert not {"dealers", "cleanup_again", "choices", "trigger_answers"} & set(vars(game))


def test_unused_trigger_answer_is_an_error() -> None:
    scenario = _board(dict(BEARS, id="bears"))
    scenario["actions"] = [{"trigger": {"source": "bears", "targets": ["B"]}}]
    with pytest.raises(InvalidScenario) as info:
        engine.resolve(scenario)
    assert info.value.at == "actions[0]"


@pytest.mark.parametrize("bad", [{"choose": {"discrad": ["x"]}}, {"choose": []},
                                 {"trigger": {"source": "bears", "target": ["B"]}}, {"trigger": 3}])
def test_malformed_answers_are_invalid(bad: dict) -> None:
    scenario = _board(dict(BEARS, id="bears"))
    scenario["actions"] = [bad]
    with pytest.raises(InvalidScenario):
        engine.resolve(scenario)


def test_same_scenario_same_json() -> None:
    scenario = _board(dict(ANTHEM, id="anthem"), dict(BEARS, id="bears"), b_side=(dict(BEARS, id="b2"),))
    assert engine.dumps(engine.resolve(scenario)) == engine.dumps(engine.resolve(scenario))


def test_each_effect_is_one_module_that_resolves_and_renders_itself() -> None:
    """Every effect type lives in a module of engine/effects and overrides resolve, render_en and
    render_zh; the facade engine.abilities lists all of them."""
    import importlib
    import inspect
    from pathlib import Path

    from engine.abilities import EFFECT_TYPES
    from engine.model.effect import Effect

    found = []
    for path in sorted((Path(engine.__file__).parent / "effects").glob("*.py")):
        module = importlib.import_module(f"engine.effects.{path.stem}")
        found += [obj for _, obj in inspect.getmembers(module, inspect.isclass)
                  if issubclass(obj, Effect) and obj is not Effect and obj.__module__ == module.__name__]
    assert set(found) == set(EFFECT_TYPES)
    for kind in found:
        for method in ("resolve", "render_en", "render_zh"):
            assert getattr(kind, method) is not getattr(Effect, method), (kind.__name__, method)
