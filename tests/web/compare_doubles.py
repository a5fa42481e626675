"""Test doubles for comparing rulesets: subclasses of classic that each change known hooks, so a
comparison against classic must find exactly those differences (and the 2009 ruleset, once it is
registered in ``engine.RULESETS``, is compared by the same code without a change)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import engine
from engine.game import Game
from engine.model.objects import Permanent, Player
from engine.rules.combat import Problem
from engine.rulesets import ClassicRuleset
from engine.rulesets.citations import rule
from engine.text.catalog import Msg

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


class NoBurnWallsAttack(ClassicRuleset):
    """Unused mana is lost without costing life, and being a Wall forbids nothing (defender still does)."""

    name = "test-no-burn"

    def empty_mana_pool(self, game: Game, player: Player) -> None:
        player.mana_pool = {}

    def attack_restriction(self, game: Game, perm: Permanent) -> Problem | None:
        if perm.has("defender") or perm.has("cant_attack"):
            return Problem(Msg("attack_reason.cant_attack"), ("turn.declare_attackers",))
        return None


class Renumbered(ClassicRuleset):
    """Classic's behaviour with another number for the lethal-damage rule (as an edition renumbers)."""

    name = "test-renumbered"
    citations = {"sbe.lethal_damage": rule("704.5g")}


class OneIsLethal(ClassicRuleset):
    """1 damage is lethal damage when the attacking player divides combat damage among blockers."""

    name = "test-one-is-lethal"

    def lethal_damage(self, game: Game, source: Permanent, recipient: Permanent) -> int:
        return 1


DOUBLES = (NoBurnWallsAttack, Renumbered, OneIsLethal)


def register(monkeypatch: Any, *classes: type[ClassicRuleset]) -> None:
    """Make the doubles known rulesets for one test (``monkeypatch`` takes them away after)."""
    for cls in classes or DOUBLES:
        monkeypatch.setitem(engine.RULESETS, cls.name, cls)


def known() -> list[str]:
    """The rulesets a request may name, as the API lists them: the engine's default first."""
    from engine.rulesets import DEFAULT_RULESET

    return [DEFAULT_RULESET] + [name for name in engine.RULESETS if name != DEFAULT_RULESET]


def scenario(name: str) -> str:
    return (SCENARIOS / name).read_text(encoding="utf-8")
