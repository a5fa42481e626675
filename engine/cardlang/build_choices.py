"""Choices made as a permanent comes into play ("As ~ comes into play, choose a color.", 410.10e) and
the abilities that refer to them ("protection from the chosen color"): the choice is recorded on the
permanent (``Permanent.chosen``) by engine/rules/entry_choices.py."""

from __future__ import annotations

from typing import Any

from engine.cardlang.build_terms import ATTACHED, Count, ProtectionQuality, first, of
from engine.effects.mana import AddMana
from engine.model.abilities import StaticAbility

#: what is chosen, by the words of either grammar
ENTRY_CHOICES = {"a color": "color", "an opponent": "opponent", "a creature type": "creature_type",
                 "一种颜色": "color", "一个颜色": "color", "一位对手": "opponent", "一种生物类别": "creature_type"}


class ChoiceRules:
    """Builder rules of the entry choices (shared by en.lark and zh.lark)."""

    def static_choose_as_enters(self, c: list[Any]) -> StaticAbility:
        """A choice made as the permanent comes into play: part of that event, not a trigger (410.10e)."""
        return StaticAbility("self", keywords=(f"choose_as_enters:{ENTRY_CHOICES[first(c, 'ENTRY_CHOICE') or '']}",))

    def static_self_kw(self, c: list[Any]) -> StaticAbility:
        """"~ has protection from the chosen color." (a keyword of its own, written as a static)."""
        return StaticAbility("self", keywords=of(c, tuple)[0])

    def static_attached_kw_keeps(self, c: list[Any]) -> StaticAbility:
        """"Enchanted creature has protection from the chosen color. This effect doesn't remove ~.":
        the protection this aura gives never puts the aura itself into the graveyard (420.5d)."""
        return StaticAbility(ATTACHED[str(c[0])], keywords=of(c, tuple)[0], keeps_source=True)

    def add_chosen_color(self, c: list[Any]) -> AddMana:
        """"Add one mana of the chosen color." (a mana ability of the permanent that chose it)."""
        return AddMana((), any_color=of(c, Count)[0].value, of_chosen=True)

    def pq_chosen(self, c: list[Any]) -> ProtectionQuality:
        """"protection from the chosen color": the colour recorded on the permanent whose ability it is."""
        return ProtectionQuality(("chosen",))
