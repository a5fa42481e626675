"""Parse-tree rules of casting rules of the era's cards (kwcast): when a spell may be cast
("Cast ~ only during combat.", 只能在战斗中使用~。), both languages."""

from __future__ import annotations

from typing import Any

from engine.abilities import CastingRule
from engine.cardlang.build_terms import first

#: whose turn or step a window names, English and Chinese ("the"/"their" and no word: any player's)
WHOSE = {"your": "you", "an opponent's": "opponent", "the": "any", "their": "any", "his or her": "any",
         "你的": "you", "对手的": "opponent"}


def _whose(c: list[Any]) -> str:
    word = first(c, "CAST_TURN")
    return WHOSE[str(word)] if word is not None else "any"


def _when(c: list[Any]) -> str:
    return "before" if str(first(c, "CAST_BEFORE_AFTER")) in ("before", "之前") else "after"


class CastingRules:
    """Transformer methods for the casting rules (a mixin of ``BuildAst``)."""

    def rule_cast_only(self, c: list[Any]) -> CastingRule:
        """The windows in the order written; "only before the combat damage step" alone is the older
        ``before_combat_damage`` rule (one AST whichever way it is written)."""
        windows: tuple[str, ...] = ()
        for x in c:
            if isinstance(x, tuple):
                windows += tuple(w for w in x if w not in windows)
        if windows == ("before_combat_damage",):
            return CastingRule("before_combat_damage")
        return CastingRule("cast_only", windows=windows)

    def win_turn(self, c: list[Any]) -> tuple[str, ...]:
        whose = _whose(c)
        if whose == "any":
            raise ValueError("during the turn")
        return (f"turn:{whose}",)

    def win_upkeep(self, c: list[Any]) -> tuple[str, ...]:
        return (f"upkeep:{_whose(c)}",)

    def win_end_step(self, c: list[Any]) -> tuple[str, ...]:
        return (f"end_step:{_whose(c)}",)

    def win_combat(self, c: list[Any]) -> tuple[str, ...]:
        return ("combat",)

    def win_your_combat(self, c: list[Any]) -> tuple[str, ...]:
        return ("turn:you", "combat")

    def win_declare_attackers(self, c: list[Any]) -> tuple[str, ...]:
        return (f"declare_attackers:{_whose(c)}",)

    def win_declare_blockers(self, c: list[Any]) -> tuple[str, ...]:
        return (f"declare_blockers:{_whose(c)}",)

    def win_attackers_declared(self, c: list[Any]) -> tuple[str, ...]:
        return (f"{_when(c)}:attackers",)

    def win_blockers_declared(self, c: list[Any]) -> tuple[str, ...]:
        return (f"{_when(c)}:blockers",)

    def win_after_combat(self, c: list[Any]) -> tuple[str, ...]:
        return ("after_combat",)

    def win_before_combat_damage(self, c: list[Any]) -> tuple[str, ...]:
        return ("before_combat_damage",)

    def win_after_upkeep(self, c: list[Any]) -> tuple[str, ...]:
        return (f"after_upkeep:{_whose(c)}",)


__all__ = ["CastingRules"]
