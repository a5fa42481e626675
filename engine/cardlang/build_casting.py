"""Parse-tree rules of casting rules of the era's cards (kwcast): when a spell may be cast
("Cast ~ only during combat.", 只能在战斗中使用~。), both languages."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.abilities import CastingRule, Condition, Cost, Group, Quantity
from engine.cardlang.build_terms import COLOR, Count, first, number, of, subtype_of
from engine.model.cost_change import CostChange
from engine.model.player_rules import HandSizeRule

#: whose turn or step a window names, English and Chinese ("the"/"their" and no word: any player's)
WHOSE = {"your": "you", "an opponent's": "opponent", "the": "any", "their": "any", "his or her": "any",
         "你的": "you", "对手的": "opponent"}


#: who casts the spells a cost change applies to
CASTER = {"you cast": "you", "you play": "you", "your opponents cast": "opponent", "your opponents play": "opponent",
          "你使用的": "you", "对手使用的": "opponent"}
#: card types a spell kind names ("noncreature" is a type the spell must not have)
SPELL_TYPES = {"creature": "creature", "artifact": "artifact", "enchantment": "enchantment", "sorcery": "sorcery",
               "instant": "instant", "生物": "creature", "神器": "artifact", "结界": "enchantment", "法术": "sorcery",
               "瞬间": "instant"}


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

    def win_attacked(self, c: list[Any]) -> tuple[str, ...]:
        return ("attacked",)

    def win_after_upkeep(self, c: list[Any]) -> tuple[str, ...]:
        return (f"after_upkeep:{_whose(c)}",)

    # ---- rules of the game for players ----------------------------------------------------------
    def static_no_max_hand(self, c: list[Any]) -> HandSizeRule:
        who = first(c, "NO_MAX_WHO")
        return HandSizeRule("you" if who is None or str(who) == "you have" else "each")

    def static_no_max_hand_each(self, c: list[Any]) -> HandSizeRule:
        return HandSizeRule("each")

    # ---- cost changes ----------------------------------------------------------------------------
    def static_cost_change(self, c: list[Any]) -> CostChange:
        """Coloured mana is only added ("cost {B} more"); a cost is lowered by generic mana only."""
        mana = of(c, tuple)[0]
        less = str(first(c, "COST_MORE_LESS")) in ("less", "减少")
        if less and any(not s.isdigit() for s in mana):
            raise ValueError("coloured cost reduction")
        caster = first(c, "SPELL_CASTER")
        return CostChange(of(c, SpellKinds)[0].kinds, CASTER[str(caster)] if caster else None, mana, less)

    def cost_spells(self, c: list[Any]) -> SpellKinds:
        return SpellKinds(tuple(of(c, Group)))

    def cost_kind(self, c: list[Any]) -> Group:
        color = first(c, "COLOR")
        kind = next((x for x in c if isinstance(x, SpellType)), None)
        subtypes = (kind.word,) if kind is not None and not kind.non else ()
        return Group("spell", colors=(COLOR[str(color)],) if color else (), subtypes=subtypes,
                     not_types=("creature",) if kind is not None and kind.non else ())

    def cost_type(self, c: list[Any]) -> SpellType:
        word = str(c[0])
        if word in ("noncreature", "非生物"):
            return SpellType("creature", non=True)
        return SpellType(SPELL_TYPES.get(word) or subtype_of(word))

    # ---- cost parts only a spell pays, and alternative costs ------------------------------------
    def cost_untap(self, c: list[Any]) -> tuple[str, Any]:
        return ("untap", True)

    def cost_sac_n(self, c: list[Any]) -> tuple[str, Any]:
        return ("fields", {"sacrifice": of(c, Group)[0], "sacrifice_count": number(str(first(c, "NUMBER_WORD")))})

    def cost_tap_untapped(self, c: list[Any]) -> tuple[str, Any]:
        """"Tap an untapped creature you control": the group says untapped and you control."""
        g: Group = of(c, Group)[0]
        if g.status != "untapped" or g.controller != "you":
            raise ValueError("tap an untapped <permanent> you control")
        return ("tap_untapped", g)

    def cost_return(self, c: list[Any]) -> tuple[str, Any]:
        g: Group = of(c, Group)[0]
        if g.controller != "you":
            raise ValueError("return a <permanent> you control")
        word = first(c, "NUMBER_WORD")
        return ("fields", {"returns": g, "return_count": number(str(word)) if word else 1})

    def cost_exile_hand(self, c: list[Any]) -> tuple[str, Any]:
        color = first(c, "COLOR")
        n = of(c, Count)[0].value
        if not isinstance(n, int):
            raise ValueError("exile X cards")
        return ("fields", {"exile_hand": (COLOR[str(color)],) if color else (), "exile_count": n})

    def rule_alternative_cost(self, c: list[Any]) -> CastingRule:
        """One alternative cost; its parts are those a spell's cost can have (no {T}, no counters)."""
        cost: Cost = self.cost([x for x in c if isinstance(x, tuple)])  # type: ignore[attr-defined]
        if cost.tap or cost.untap or cost.sacrifice_self or cost.remove_counters or cost.exile_zone:
            raise ValueError("alternative cost")
        conditions = of(c, Condition)
        return CastingRule("alternative_cost", cost=cost, condition=conditions[0] if conditions else None)

    def rule_cost_less_each(self, c: list[Any]) -> CastingRule:
        mana = of(c, tuple)[0]
        if any(not s.isdigit() for s in mana):
            raise ValueError("coloured cost reduction")
        return CastingRule("cost_less_each", mana=mana, per=of(c, Quantity)[0])

    def alt_condition(self, c: list[Any]) -> Condition:
        return of(c, Condition)[0]


@dataclass(frozen=True)
class SpellKinds:
    """The kinds of spell a cost change names, while the tree is built."""

    kinds: tuple[Group, ...]


@dataclass(frozen=True)
class SpellType:
    """A card type or subtype a spell kind names (``non``: "noncreature")."""

    word: str
    non: bool = False


__all__ = ["CastingRules"]
