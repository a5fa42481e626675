"""Parse-tree rules of conditions -> ``Condition``: one rule for an intervening "if ..." (410.8) and an
"as long as ..." (412.1) in both grammars; ``engine.rules.conditions`` says whether one holds."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.cardlang.build_terms import COLOR, Count, Marker, first, number, of, tokens_of
from engine.effects.mana import AddMana
from engine.model.abilities import Condition
from engine.model.targeting import Group


class ConditionRules:
    """The ``cond_*`` rules of both grammars."""

    def _article_group(self, c: list[Any]) -> Group:  # BuildAst's: "another" leaves the card out
        raise NotImplementedError

    def condition(self, c: list[Any]) -> Condition:
        return of(c, Condition)[0]

    as_long = condition
    zh_while = condition

    def _while(self, c: list[Any]) -> Condition | None:
        """The "as long as ..." (只要…) of a static ability that may have one."""
        return next(iter(of(c, Condition)), None)

    def _cond_number(self, c: list[Any]) -> int:
        counts = of(c, Count)
        return counts[0].value if counts else int(number(str(tokens_of(c, "NUMBER")[0])))

    def _whose(self, c: list[Any]) -> str:
        return next((m.kind for m in of(c, Marker) if m.kind in ("you", "that_player")), "you")

    def whose_you(self, c: list[Any]) -> Marker:
        return Marker("you")

    def whose_that_player(self, c: list[Any]) -> Marker:
        return Marker("that_player")

    def cond_life(self, c: list[Any]) -> Condition:
        return Condition("life_at_most", self._cond_number(c), whose=self._whose(c))

    def cond_life_at_least(self, c: list[Any]) -> Condition:
        return Condition("life_at_least", self._cond_number(c), whose=self._whose(c))

    def cond_hand_at_most(self, c: list[Any]) -> Condition:
        return Condition("hand_at_most", self._cond_number(c), whose=self._whose(c))

    def cond_hand_at_least(self, c: list[Any]) -> Condition:
        return Condition("hand_at_least", self._cond_number(c), whose=self._whose(c))

    def cond_no_cards(self, c: list[Any]) -> Condition:
        return Condition("hand_at_most", 0, whose=self._whose(c))

    def cond_control_none(self, c: list[Any]) -> Condition:
        return Condition("control_none", group=of(c, Group)[0])

    def cond_untapped(self, c: list[Any]) -> Condition:
        return Condition("self_untapped")

    def cond_tapped(self, c: list[Any]) -> Condition:
        return Condition("self_tapped")

    def cond_none_in_play(self, c: list[Any]) -> Condition:
        return Condition("none_in_play", group=of(c, Group)[0])

    def cond_attacking(self, c: list[Any]) -> Condition:
        return Condition("self_attacking")

    def cond_control_a(self, c: list[Any]) -> Condition:
        """"if (as long as) you control a / another <group>": "another" leaves the card itself out."""
        return Condition("control_a", group=self._article_group(c))

    def cond_control_count(self, c: list[Any]) -> Condition:
        more = first(c, "CONTROL_CMP") in ("or more", "个或更多的")
        return Condition("control_at_least" if more else "control_at_most", self._cond_number(c), of(c, Group)[0])

    def cond_opponent_controls_a(self, c: list[Any]) -> Condition:
        """"an opponent controls a black permanent"; "defending player controls a snow land" holds
        only while the card itself attacks (the player it attacks is the defending player, 306.2)."""
        word = str(first(c, "OPPONENT_CONTROLS"))
        kind = "defending_controls_a" if word in ("defending player controls", "防御牌手操控") else "opponent_controls_a"
        return Condition(kind, group=self._article_group(c))

    def cond_self_color(self, c: list[Any]) -> Condition:
        """"as long as it's black": the Aura's or Equipment's creature, else the card itself."""
        return Condition("self_color", group=Group("permanent", colors=(COLOR[str(first(c, "COLOR"))],)))

    def cond_control_each(self, c: list[Any]) -> Condition:
        """"you control an Urza's Power-Plant and an Urza's Tower": one permanent of each group."""
        return Condition("control_each", groups=tuple(of(c, Group)))

    def mana_instead(self, c: list[Any]) -> Marker:
        """"If <condition>, add {C}{C} instead.": the mana the ability before it adds when it holds."""
        mana = tuple("C" if s.isdigit() else s for s in of(c, tuple)[0] for _ in range(int(s) if s.isdigit() else 1))
        return Marker("mana_instead", (of(c, Condition)[0], mana))

    def sentences(self, c: list[Any]) -> list[Any]:
        """"Add {C}. If ..., add {C}{C} instead." is one mana ability's one effect (406.1)."""
        out: list[Any] = []
        for item in super().sentences(c):  # type: ignore[misc]
            if isinstance(item, Marker) and item.kind == "mana_instead":
                before = out[-1] if out else None
                if not isinstance(before, AddMana) or before.choice or before.any_color or before.instead_mana:
                    raise ValueError("'add ... instead' after something other than adding mana")
                out[-1] = replace(before, instead_if=item.value[0], instead_mana=item.value[1])
            else:
                out.append(item)
        return out

    def cond_your_turn(self, c: list[Any]) -> Condition:
        return Condition("your_turn")

    def cond_creature_died(self, c: list[Any]) -> Condition:
        return Condition("creature_died_this_turn")


__all__ = ["ConditionRules"]
