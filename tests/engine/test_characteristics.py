"""Issue 22 through the Game API: what a permanent is while effects change its characteristics, what
it is again when they end, and what leaves play (the scenarios in tests/scenarios/chars_*.yaml check
blocks, damage and mana; these check the characteristics themselves)."""

from __future__ import annotations

from engine import run

SNAKE = "Target creature loses all abilities and becomes a 1/1 green Snake until end of turn."


def _snakeform(stop: str) -> dict:
    return {
        "turn": {"active": "A", "step": "main1", "number": 3},
        "players": [
            {"id": "A", "hand": [{"name": "Snake Curse", "id": "snake", "types": ["instant"], "mana_cost": "{U}",
                                  "text": SNAKE}],
             "battlefield": [{"card": "Island", "id": "i1"}]},
            {"id": "B", "battlefield": [{"card": "Serra Angel", "id": "angel"}]},
        ],
        "actions": [{"cast": {"card": "snake", "targets": ["angel"]}}],
        "stop": stop,
    }


def test_a_snake_until_end_of_turn() -> None:
    during = run(_snakeform("main2")).state.battlefield["angel"]
    assert (during.power, during.toughness) == (1, 1)
    assert during.card.subtypes == ("Snake",) and during.colors == ("G",)
    assert during.keywords == frozenset() and not during.has("flying")
    assert during.printed_card.subtypes == ("Angel",)  # the printed card is unchanged


def test_the_change_ends_in_the_cleanup_step() -> None:
    scenario = _snakeform("main1")
    scenario["stop"] = {"turn": 4, "step": "upkeep"}
    angel = run(scenario).state.battlefield["angel"]
    assert (angel.power, angel.toughness) == (4, 4)
    assert angel.has("flying") and angel.colors == ("W",) and angel.card.subtypes == ("Angel",)
    assert angel.printed is None and angel.changes == []


def test_the_trace_says_what_it_is_now_in_three_languages() -> None:
    game = run(_snakeform("main2"))
    step = next(s for s in game.trace if s.event == "characteristics_changed")
    assert "1/1" in step.text("en") and "Snake" in step.text("en") and "green" in step.text("en")
    assert "蛇" in step.text("zh-Hans") and "绿色" in step.text("zh-Hans")
    assert "綠色" in step.text("zh-Hant")
    assert {"407.1", "418.3a"} <= set(step.rules)


def test_a_land_that_became_a_creature_goes_to_the_graveyard_as_its_printed_card() -> None:
    scenario = {
        "turn": {"active": "A", "step": "main1", "number": 3},
        "players": [
            {"id": "A", "hand": [{"card": "Lightning Bolt", "id": "bolt"}],
             "battlefield": [{"card": "Mountain", "id": "m1"}, {"card": "Mountain", "id": "m2"},
                             {"name": "Stirring Crag", "id": "crag", "types": ["land"],
                              "text": "{1}: Stirring Crag becomes a 3/3 creature until end of turn."}]},
            {"id": "B", "battlefield": []},
        ],
        "actions": [{"activate": {"source": "crag", "ability": 0}},
                    {"cast": {"card": "bolt", "targets": ["crag"]}, "stack": "empty"}],
        "stop": "main2",
    }
    game = run(scenario)
    assert "crag" not in game.state.battlefield
    card = next(c for c in game.state.players["A"].graveyard if c.id == "crag")
    assert card.types == ("land",) and card.power is None
