"""The battlefield's index of abilities (``engine.model.battlefield``) answers what a scan would.

Damage replacement effects, static abilities and trigger watchers are looked up in an index kept as
permanents come and go, instead of a scan of the battlefield per event. These boards check the
cases where an index could go stale: the source leaves play, an effect takes its abilities away and
gives them back, a watcher among hundreds of creatures, and a copy of a game going its own way.
"""

from __future__ import annotations

import copy

import engine
from engine.model.battlefield import REPLACEMENT, STATIC, Battlefield, trigger_key
from engine.runner import new_game

SHOCK = {"name": "Shock", "types": ["instant"], "mana_cost": "{R}",
         "text": "Shock deals 2 damage to target creature or player."}
WARD = {"name": "Shatter Ward", "types": ["instant"], "mana_cost": "{1}{G}", "text": "Destroy target enchantment."}
DOUBLING = "If a source would deal damage to a creature or player, it deals double that damage to that creature or player instead."


def lands(n: int, card: str = "Mountain") -> list[dict]:
    return [{"card": card, "id": f"{card.lower()}{i}"} for i in range(n)]


def events(result: dict) -> list[str]:
    return [s["event"] for s in result["steps"]]


def test_a_doubling_effect_stops_once_its_source_has_left_play():
    scenario = {
        "turn": {"active": "A", "step": "main1", "number": 3},
        "players": [
            {"id": "A", "hand": [dict(SHOCK, id="shock1"), dict(SHOCK, id="shock2"), dict(WARD, id="ward")],
             "battlefield": [*lands(3), *lands(1, "Forest"),
                             {"name": "Furnace Heart", "id": "heart", "types": ["enchantment"],
                              "mana_cost": "{1}{R}{R}{R}", "text": DOUBLING}]},
            {"id": "B"},
        ],
        "actions": [{"cast": {"card": "shock1", "targets": ["B"]}},
                    {"cast": {"card": "ward", "targets": ["heart"]}},
                    {"cast": {"card": "shock2", "targets": ["B"]}}],
        "stop": "main1",
    }
    result = engine.resolve(scenario, lang="en")
    assert result["state"]["players"]["B"]["life"] == 20 - 4 - 2  # doubled once, then not
    assert events(result).count("damage_doubled") == 1
    assert "Furnace Heart" in result["state"]["players"]["A"]["graveyard"]
    doubled = next(s for s in result["steps"] if s["event"] == "damage_doubled")
    assert "419.1" in doubled["rules"] and set(doubled["text"]) == {"en"}


def test_a_doubling_creature_that_lost_its_abilities_doubles_again_once_the_aura_goes():
    scenario = {
        "turn": {"active": "A", "step": "main1", "number": 3},
        "players": [
            {"id": "A", "hand": [dict(SHOCK, id="shock1"), dict(SHOCK, id="shock2"), dict(WARD, id="ward")],
             "battlefield": [*lands(3), *lands(1, "Forest"),
                             {"name": "Furnace Beast", "id": "beast", "types": ["creature"], "mana_cost": "{3}{R}",
                              "power": 3, "toughness": 3, "text": DOUBLING},
                             {"name": "Muting Curse", "id": "curse", "types": ["enchantment"], "subtypes": ["Aura"],
                              "mana_cost": "{1}{U}", "text": "Enchant creature\nEnchanted creature loses all abilities.",
                              "attached_to": "beast"}]},
            {"id": "B"},
        ],
        "actions": [{"cast": {"card": "shock1", "targets": ["B"]}},
                    {"cast": {"card": "ward", "targets": ["curse"]}},
                    {"cast": {"card": "shock2", "targets": ["B"]}}],
        "stop": "main1",
    }
    result = engine.resolve(scenario)
    assert result["state"]["players"]["B"]["life"] == 20 - 2 - 4  # not doubled under the curse, then doubled
    assert events(result).count("damage_doubled") == 1
    assert "Muting Curse" in result["state"]["players"]["A"]["graveyard"]


def test_a_watcher_among_hundreds_of_creatures_sees_every_death():
    n = 300
    attackers = [{"name": f"Soldier {i}", "id": f"a{i}", "types": ["creature"], "mana_cost": "{1}{W}",
                  "power": 2, "toughness": 2} for i in range(n)]
    blockers = [{"name": f"Guard {i}", "id": f"b{i}", "types": ["creature"], "mana_cost": "{1}{G}",
                 "power": 2, "toughness": 2} for i in range(n)]
    watcher = {"name": "Grave Keeper", "id": "keeper", "types": ["creature"], "mana_cost": "{1}{B}",
               "power": 0, "toughness": 4,
               "text": "Whenever another creature is put into a graveyard from play, you gain 1 life."}
    scenario = {
        "turn": {"active": "A", "step": "declare_attackers", "number": 3},
        "players": [{"id": "A", "battlefield": attackers}, {"id": "B", "battlefield": [*blockers, watcher]}],
        "actions": [{"attack": [f"a{i}" for i in range(n)]}, {"block": {f"b{i}": f"a{i}" for i in range(n)}}],
        "stop": "end_of_combat",
    }
    result = engine.resolve(scenario, limits=engine.Limits(max_cards=2 * n + 10), lang="en")
    assert [p["id"] for p in result["state"]["battlefield"]] == ["keeper"]
    assert result["state"]["players"]["B"]["life"] == 20 + 2 * n  # one trigger per creature that died
    assert events(result).count("triggered") == 2 * n


def test_the_index_follows_the_dict_and_a_copy_keeps_its_own():
    game = new_game({"turn": {"active": "A", "step": "main1", "number": 3},
                     "players": [{"id": "A", "battlefield": [
                         {"name": "Furnace Heart", "id": "heart", "types": ["enchantment"], "text": DOUBLING},
                         {"name": "Grave Keeper", "id": "keeper", "types": ["creature"], "power": 0, "toughness": 4,
                          "text": "Whenever another creature is put into a graveyard from play, you gain 1 life."},
                         {"card": "Mountain", "id": "m"}]}, {"id": "B"}], "stop": "main1"})
    field = game.state.battlefield
    assert isinstance(field, Battlefield)
    assert [p.id for p in field.holding(REPLACEMENT)] == ["heart"]
    assert [p.id for p in field.holding(STATIC)] == ["heart"]
    dies = [k for k in field._index if k.startswith("trigger:")]
    assert len(dies) == 1 and [p.id for p in field.holding(dies[0])] == ["keeper"]
    other = game.copy()
    other.state.battlefield.pop("heart")
    assert other.state.battlefield.holding(REPLACEMENT) == []
    assert [p.id for p in field.holding(REPLACEMENT)] == ["heart"]  # the original is untouched
    clone = copy.deepcopy(field)
    del clone["keeper"]
    assert clone.holding(dies[0]) == [] and len(field.holding(dies[0])) == 1
    field["heart"] = field["heart"]  # assigning again keeps one entry
    assert [p.id for p in field.holding(REPLACEMENT)] == ["heart"]
    assert trigger_key("enters") == "trigger:enters"
