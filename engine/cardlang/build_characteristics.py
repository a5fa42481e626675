"""Transformer rules of the characteristic-changing templates (issue 22): "loses flying", "loses all
abilities", "becomes black / colorless / the color of your choice", "becomes a Swamp", "becomes a
1/1 green Snake", "is black", "Enchanted land is an Island" — in both languages.

Each clause (``cc_*``) gives one ``CharacteristicChange``; a sentence merges its clauses into one
change, so "loses all abilities and becomes a 1/1 green Snake" is one effect with one timestamp.
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Any

from lark import Token

from engine.cardlang.build_terms import ATTACHED, COLOR, PT, of, static_pt, subtype_of, tokens_of
from engine.effects.characteristics import ChangeCharacteristics
from engine.effects.pump import Pump
from engine.model.abilities import LAND_TYPES, StaticAbility
from engine.model.characteristics import CharacteristicChange
from engine.model.targeting import Group

#: the card-type words of "becomes a 4/4 Spirit artifact creature"
CC_TYPES = {"creature": ("creature",), "artifact creature": ("artifact", "creature"), "生物": ("creature",),
            "神器生物": ("artifact", "creature")}


def merge(parts: list[CharacteristicChange]) -> CharacteristicChange:
    """One change from a sentence's clauses (each clause sets its own fields)."""
    out = CharacteristicChange()
    for part in parts:
        changed = {f.name: getattr(part, f.name) for f in fields(part)
                   if getattr(part, f.name) != getattr(CharacteristicChange(), f.name)}
        out = replace(out, **changed)
    return out


class CharacteristicRules:
    """Mixed into ``BuildAst``; names match the rules of the "characteristics" block of both grammars."""

    def cc_lose_all(self, c: list[Any]) -> CharacteristicChange:
        return CharacteristicChange(lose_all=True)

    def cc_lose(self, c: list[Any]) -> CharacteristicChange:
        return CharacteristicChange(lose=of(c, tuple)[0])

    def cc_colors(self, c: list[Any]) -> CharacteristicChange:
        return CharacteristicChange(colors=of(c, tuple)[0])

    def cc_color_choice(self, c: list[Any]) -> CharacteristicChange:
        return CharacteristicChange(color_choice=True)

    def cc_subtype(self, c: list[Any]) -> CharacteristicChange:
        word = subtype_of(str(tokens_of(c, "SUBTYPE_WORD")[0]))
        if word.lower() in LAND_TYPES:
            return CharacteristicChange(land_type=word.lower())
        return CharacteristicChange(subtypes=(word,))

    def cc_creature(self, c: list[Any]) -> CharacteristicChange:
        return of(c, CharacteristicChange)[0]

    def cc_new_creature(self, c: list[Any]) -> CharacteristicChange:
        """"a 3/3 creature", "a 1/1 green Snake", "0/1", "a 3/2 blue Spirit creature with flying"."""
        power, toughness = str(tokens_of(c, "PT")[0]).split("/")
        types: tuple[str, ...] = ()
        for t in tokens_of(c, "CC_TYPE"):
            types += tuple(x for x in CC_TYPES[str(t)] if x not in types)
        colors = tuple(COLOR[str(t)] for t in tokens_of(c, "COLOR"))
        return CharacteristicChange(pt=(int(power), int(toughness)), add_types=types, colors=colors or None,
                                    subtypes=tuple(subtype_of(str(t)) for t in tokens_of(c, "SUBTYPE_WORD")),
                                    gain=of(c, tuple)[0] if of(c, tuple) else ())

    def cc_artifact_cost(self, c: list[Any]) -> CharacteristicChange:
        """"becomes an artifact creature with power and toughness each equal to its converted mana cost"."""
        return CharacteristicChange(add_types=("artifact", "creature"), pt_from_cost=True)

    def cc_color_words(self, c: list[Any]) -> tuple[str, ...]:
        """"black", "black and green", "colorless" (no colour)."""
        return tuple(COLOR[str(t)] for t in c if isinstance(t, Token) and t.type == "COLOR")

    def change_chars(self, c: list[Any]) -> ChangeCharacteristics | Pump:
        subject = self._subject(c)  # type: ignore[attr-defined]
        change = merge(of(c, CharacteristicChange))
        until_eot = bool(tokens_of(c, "CC_EOT"))
        if isinstance(subject, Group) and until_eot and change == CharacteristicChange(lose=change.lose):
            # "All creatures lose trample until end of turn." reads as the older pump template did
            return Pump(0, 0, subject, loses=change.lose)
        return ChangeCharacteristics(change, None if subject == "self" else subject, until_eot)

    def change_chars_eot_first(self, c: list[Any]) -> ChangeCharacteristics | Pump:
        return self.change_chars([*c, Token("CC_EOT", "until end of turn")])

    def static_attached_change(self, c: list[Any]) -> StaticAbility:
        parts = of(c, CharacteristicChange)
        if not parts:  # "Enchanted land is a Swamp." / 受此结界的地是沼泽。
            parts = [self.cc_subtype(c)]
        power, toughness = static_pt(c) if of(c, PT) else (0, 0)  # "gets +3/-1 and is black"
        return StaticAbility(ATTACHED.get(str(c[0]), "enchanted"), power, toughness, change=merge(parts))
