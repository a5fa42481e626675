"""resolve(): output shape, determinism, loop bound, error JSON, rendering, card lookup hook."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import engine
from engine import IllegalAction, InvalidScenario, LoopLimit, render_text, resolve

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _text(name: str) -> str:
    return (SCENARIOS / name).read_text(encoding="utf-8")


def test_output_shape_matches_contract() -> None:
    result = resolve(_text("regeneration_saves_from_lethal_damage.yaml"))
    assert list(result) == ["ruleset", "steps", "state", "outcome"]
    assert result["ruleset"] == "classic"
    step = result["steps"][0]
    assert list(step) == ["n", "turn", "step", "event", "objects", "rules", "text"]
    assert set(step["text"]) == {"zh-Hans", "zh-Hant", "en"}
    assert [s["n"] for s in result["steps"]] == list(range(1, len(result["steps"]) + 1))
    assert set(result["state"]) == {"players", "battlefield", "stack", "turn", "step"}
    assert set(result["state"]["players"]["A"]) == {"life", "poison", "library", "hand", "graveyard", "removed", "lost",
                                                         "mana_pool"}
    perm = result["state"]["battlefield"][0]
    assert list(perm) == ["id", "name", "controller", "owner", "tapped", "damage", "power", "toughness",
                          "counters", "attached_to", "summoning_sick", "attacking", "blocking"]
    assert result["outcome"] == {"winners": [], "losers": [], "draw": False}


@pytest.mark.parametrize("name", ["fanatic_sacrificed_with_damage_on_stack.yaml", "flanking_shrinks_blocker.yaml",
                                  "mana_stays_between_steps.yaml", "turn_passes_to_next_player.yaml"])
def test_determinism_byte_identical(name: str) -> None:
    first = json.dumps(resolve(_text(name)), ensure_ascii=False)
    second = json.dumps(resolve(_text(name)), ensure_ascii=False)
    assert first == second


def test_json_and_yaml_input_agree() -> None:
    import yaml

    data = yaml.safe_load(_text("combat_trade.yaml"))
    assert resolve(json.dumps(data)) == resolve(_text("combat_trade.yaml")) == resolve(data)


def test_loop_bound_cites_421() -> None:
    with pytest.raises(LoopLimit) as info:
        resolve(_text("turn_passes_to_next_player.yaml"), max_steps=5)
    err = info.value.to_dict()["error"]
    assert err["kind"] == "loop" and err["rules"] == ["421"]


def test_illegal_flying_block_error_json() -> None:
    with pytest.raises(IllegalAction) as info:
        resolve(_text("flying_cannot_be_blocked_by_ground.yaml"))
    err = info.value.to_dict()
    assert err == {"error": {"kind": "illegal_action", "message": err["error"]["message"], "rules": ["502.4b"],
                             "at": "actions[1]", "params": err["error"]["params"], "ruleset": "classic"}}
    assert "Serra Angel" in err["error"]["message"]["en"]
    assert "飞行" in err["error"]["message"]["zh-Hans"]


def test_invalid_scenario_paths() -> None:
    cases = {
        "players:\n  - id: A\n": "players",
        "players: [{id: A}, {id: B}]\nturn: {step: lunch}\n": "turn.step",
        "players: [{id: A, life: lots}, {id: B}]\n": "players[0].life",
        "players: [{id: A, battlefield: [{card: Grizzly Bears, tapped: maybe}]}, {id: B}]\n":
            "players[0].battlefield[0].tapped",
        "players: [{id: A, hand: [{card: Grizzly Bears, tapped: true}]}, {id: B}]\n": "players[0].hand[0].tapped",
        "players: [{id: A}, {id: B}]\nactions: [{cast: {card: x, ability: 1}}]\n": "actions[0].cast.ability",
        "players: [{id: A}, {id: B}]\nstop: {turn: 0}\n": "stop.turn",
        "[1, 2]": "",
    }
    for text, at in cases.items():
        with pytest.raises(InvalidScenario) as info:
            resolve(text)
        assert info.value.at == at, (text, info.value)


def test_render_text_languages() -> None:
    result = resolve(_text("combat_trade.yaml"))
    both = render_text(result)
    assert "Grizzly Bears" in both and "灰熊" in both
    english = render_text(result, lang="en")
    assert "灰熊" not in english.split("Final state")[0]
    chinese = render_text(result, lang="zh-Hans")
    assert "战斗伤害" in chinese and "combat damage is" not in chinese.lower()
    with pytest.raises(ValueError):
        render_text(result, lang="fr")


def test_card_lookup_hook_replaces_builtin_cards() -> None:
    def lookup(name: str) -> dict | None:
        if name == "Test Titan":
            return {"name": "Test Titan", "types": ["creature"], "mana_cost": "{4}", "power": 9, "toughness": 9}
        return None

    scenario = {"turn": {"active": "A", "step": "declare_attackers", "number": 3},
                "players": [{"id": "A", "battlefield": [{"card": "Test Titan", "id": "titan"}]}, {"id": "B"}],
                "actions": [{"attack": ["titan"]}], "stop": "end_of_combat"}
    assert resolve(scenario, card_lookup=lookup)["state"]["players"]["B"]["life"] == 11
    with pytest.raises(InvalidScenario):
        resolve({"players": [{"id": "A", "hand": ["Grizzly Bears"]}, {"id": "B"}]}, card_lookup=lookup)


def test_default_ids_are_derived_and_unique() -> None:
    result = resolve({"players": [{"id": "A", "battlefield": ["Forest", "Forest", "Grizzly Bears"]}, {"id": "B"}],
                      "stop": "main1"})
    assert [p["id"] for p in result["state"]["battlefield"]] == ["forest", "forest_2", "grizzly_bears"]


def test_engine_has_no_web_or_database_imports() -> None:
    import ast

    forbidden = {"flask", "sqlite3", "sqlite_utils", "oracle", "rules_corpus"}
    root = Path(engine.__file__).parent
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in forbidden, f"{path.name} imports {name}"


def test_modules_stay_small() -> None:
    root = Path(engine.__file__).parent
    for path in root.rglob("*.py"):
        assert len(path.read_text(encoding="utf-8").splitlines()) < 500, path.name
