"""The parsed form of card text: keywords, costs, effects and activated abilities.

These frozen dataclasses are what ``cardtext.parse_card_text`` produces and what the rules
logic consumes; the logic never looks at the English text again.

    >>> DealDamage(3, Target("creature_or_player")).amount
    3
"""

from __future__ import annotations

from dataclasses import dataclass, field

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
BASIC_LAND_MANA = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}


@dataclass(frozen=True)
class Target:
    """What a "target ..." phrase may choose.

    ``kind`` is ``creature``, ``player``, ``creature_or_player`` or ``spell``; ``not_colors``
    and ``not_types`` hold Terror-style restrictions ("target nonartifact, nonblack creature").
    """

    kind: str
    not_colors: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()


@dataclass(frozen=True)
class DealDamage:
    """"<self> deals N damage to <target>": the source is the card or permanent itself."""

    amount: int
    target: Target


@dataclass(frozen=True)
class Pump:
    """"... gets +P/+T until end of turn"; ``target`` None means the source itself."""

    power: int
    toughness: int
    target: Target | None = None


@dataclass(frozen=True)
class Destroy:
    """"Destroy target creature." with the optional "It can't be regenerated."."""

    target: Target
    no_regeneration: bool = False


@dataclass(frozen=True)
class Regenerate:
    """"Regenerate <self>/target creature.": sets up a regeneration shield (419.6b)."""

    target: Target | None = None


@dataclass(frozen=True)
class PreventDamage:
    """"Prevent the next N damage that would be dealt to target ... this turn." (419.7b)."""

    amount: int
    target: Target


@dataclass(frozen=True)
class CounterSpell:
    """"Counter target spell." (414.1)."""

    target: Target


@dataclass(frozen=True)
class GainLife:
    """"You gain N life."."""

    amount: int


@dataclass(frozen=True)
class DrawCards:
    """"Draw a card." / "Draw N cards."."""

    count: int


@dataclass(frozen=True)
class AddMana:
    """"Add {G} (to your mana pool)." -- a mana ability's effect (406.1)."""

    mana: tuple[str, ...]


Effect = DealDamage | Pump | Destroy | Regenerate | PreventDamage | CounterSpell | GainLife | DrawCards | AddMana


@dataclass(frozen=True)
class Cost:
    """An activation cost: tap symbol, mana symbols and/or sacrificing the source."""

    tap: bool = False
    mana: tuple[str, ...] = ()
    sacrifice_self: bool = False


@dataclass(frozen=True)
class ActivatedAbility:
    """"cost: effect" (403.1); a mana ability when its only effect adds mana (406.1)."""

    cost: Cost
    effects: tuple[Effect, ...]
    text: str

    @property
    def is_mana_ability(self) -> bool:
        return bool(self.effects) and all(isinstance(e, AddMana) for e in self.effects)

    @property
    def targets(self) -> tuple[Target, ...]:
        return effect_targets(self.effects)


@dataclass(frozen=True)
class CardAbilities:
    """Everything parsed from one card's text."""

    keywords: frozenset[str] = frozenset()
    flanking: int = 0
    activated: tuple[ActivatedAbility, ...] = ()
    spell_effects: tuple[Effect, ...] = ()
    enchant: str | None = None
    lines: tuple[str, ...] = field(default=())

    @property
    def spell_targets(self) -> tuple[Target, ...]:
        return effect_targets(self.spell_effects)


def effect_targets(effects: tuple[Effect, ...]) -> tuple[Target, ...]:
    """The targets a list of effects asks for, in text order."""
    found: list[Target] = []
    for effect in effects:
        target = getattr(effect, "target", None)
        if target is not None:
            found.append(target)
    return tuple(found)
