"""Rulesets are behaviour: each hook the turn machine and the rules call changes the outcome when a
ruleset overrides it (the way a python-chess variant overrides a method). The subclasses here are
test doubles, not editions: each changes one hook of classic and the same board plays differently.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import engine
from engine.errors import IllegalAction
from engine.game import Game
from engine.model.objects import Permanent, Player
from engine.rules import combat_damage
from engine.rules.combat import Problem
from engine.rules.damage import deal_damage
from engine.rulesets import ClassicRuleset, Ruleset
from engine.text.catalog import Msg
from oracle.cards import lookup_card

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _resolve(name: str, ruleset: Ruleset | None = None) -> dict:
    return engine.resolve((SCENARIOS / name).read_text(encoding="utf-8"), card_lookup=lookup_card, ruleset=ruleset)


def _in_play(result: dict) -> set[str]:
    return {p["id"] for p in result["state"]["battlefield"]}


class PoolsEmptyEveryStepNoBurn(ClassicRuleset):
    name = "test-pools"

    def pools_empty_after(self, step: str) -> bool:
        return True

    def empty_mana_pool(self, game: Game, player: Player) -> None:
        player.mana_pool = {}


class WallsMayAttack(ClassicRuleset):
    name = "test-walls"

    def attack_restriction(self, game: Game, perm: Permanent) -> Problem | None:
        return Problem(Msg("attack_reason.cant_attack"), ("turn.declare_attackers",)) if perm.has("defender") else None


class AllLegendsGo(ClassicRuleset):
    name = "test-legends"

    def legend_rule(self, game: Game) -> list[Permanent]:
        names: dict[str, list[Permanent]] = {}
        for perm in game.state.battlefield.values():
            if perm.card.is_legendary:
                names.setdefault(perm.name, []).append(perm)
        return [p for group in names.values() if len(group) > 1 for p in group]


class DamageAtOnce(ClassicRuleset):
    name = "test-damage"

    def combat_damage(self, game: Game, dealers: list[str], chosen: dict[str, list[tuple[str, int]]]) -> None:
        assignments, _, _ = combat_damage.assign(game, dealers, chosen)
        for a in assignments:
            deal_damage(game, a.source, a.label, a.source_colors, a.target, a.amount, combat=True)


class OneIsLethal(ClassicRuleset):
    name = "test-lethal"

    def lethal_damage(self, game: Game, source: Permanent, recipient: Permanent) -> int:
        return 1

    def has_lethal_damage(self, game: Game, perm: Permanent) -> bool:
        return perm.damage > 0


def test_the_base_class_only_declares_the_hooks() -> None:
    base = Ruleset()
    for hook, args in [("pools_empty_after", ("main1",)), ("legend_rule", (None,)), ("has_lethal_damage", (None, None)),
                       ("attack_restriction", (None, None)), ("combat_damage", (None, [], {}))]:
        with pytest.raises(NotImplementedError):
            getattr(base, hook)(*args)


def test_when_pools_empty_and_what_unused_mana_does() -> None:
    classic = _resolve("mana_burn_at_end_of_phase.yaml")
    assert classic["state"]["players"]["A"]["life"] == 18
    other = _resolve("mana_burn_at_end_of_phase.yaml", PoolsEmptyEveryStepNoBurn())
    assert other["state"]["players"]["A"]["life"] == 20
    assert "mana_burn" not in [s["event"] for s in other["steps"]]


def test_what_forbids_an_attack() -> None:
    with pytest.raises(IllegalAction) as info:
        _resolve("wall_cannot_attack.yaml")
    assert "Wall" in info.value.en
    result = _resolve("wall_cannot_attack.yaml", WallsMayAttack())
    assert "attackers_declared" in [s["event"] for s in result["steps"]]


def test_the_legend_rule() -> None:
    assert _in_play(_resolve("sbe_legend_rule.yaml")) == {"tetsuo_old"}
    assert _in_play(_resolve("sbe_legend_rule.yaml", AllLegendsGo())) == set()


def test_the_combat_damage_step() -> None:
    classic = _resolve("combat_trade.yaml")
    other = _resolve("combat_trade.yaml", DamageAtOnce())
    assert "combat_damage_on_stack" in [s["event"] for s in classic["steps"]]
    assert "combat_damage_on_stack" not in [s["event"] for s in other["steps"]]
    assert other["state"]["players"] == classic["state"]["players"]  # the same trade, without the stack


def test_lethal_damage_and_damage_assignment() -> None:
    """Hill Giant (3 power) blocked by Grizzly Bears then Llanowar Elves: classic assigns lethal (2) to the
    bears and the rest (1) to the elves; if 1 is lethal it assigns 1, then the remaining 2 to the elves."""
    classic = _resolve("multiple_blockers_default.yaml")
    other = _resolve("multiple_blockers_default.yaml", OneIsLethal())
    stack = next(s for s in classic["steps"] if s["event"] == "combat_damage_on_stack")
    assert "Grizzly Bears: 2" in stack["text"]["en"] and "Llanowar Elves: 1" in stack["text"]["en"]
    stack = next(s for s in other["steps"] if s["event"] == "combat_damage_on_stack")
    assert "Grizzly Bears: 1" in stack["text"]["en"] and "Llanowar Elves: 2" in stack["text"]["en"]


def test_a_ruleset_of_ones_own_plays_through_the_public_api() -> None:
    game = engine.new_game((SCENARIOS / "sbe_legend_rule.yaml").read_text(encoding="utf-8"), ruleset=AllLegendsGo())
    assert game.ruleset.name == "test-legends" and game.state.battlefield == {}


def test_no_ruleset_attribute_that_nothing_reads() -> None:
    """Every hook and setting of ``Ruleset`` is read by the engine outside ``rulesets/`` (the
    citation table's own query, ``citation_table``, is for tools and tests)."""
    import ast

    root = Path(engine.__file__).resolve().parent
    read = {node.attr for path in root.rglob("*.py") if "rulesets" not in path.parts
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))) if isinstance(node, ast.Attribute)}
    members = {name for name in vars(Ruleset) if not name.startswith("_")} - {"citation_table", "citations"}
    assert members - read == set()
