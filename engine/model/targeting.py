"""What effects act on: targets (409.1c), groups of objects or players, and references such as
"it" or "enchanted creature"; amounts. Part of the ability AST (re-exported by ``engine.model.abilities``).

    >>> Target("creature").count
    1
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Target:
    """What a "target ..." phrase may choose (409.1c).

    ``kind``: creature, player, opponent, creature_or_player, spell, permanent, artifact, enchantment,
    land, artifact_or_enchantment, creature_card (a creature card in your graveyard).
    Restrictions: ``not_colors``/``not_types`` (Terror), ``colors``, ``subtypes``, ``status``
    (attacking, blocking, attacking_or_blocking, tapped, untapped), ``with_kw``/``without_kw``,
    ``spell_types`` ("target creature spell"), ``controller`` ("you" for "you control").
    ``count`` > 1 allows up to that many targets ("one, two, or three target creatures").
    """

    kind: str
    not_colors: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    status: str | None = None
    with_kw: str | None = None
    without_kw: str | None = None
    spell_types: tuple[str, ...] = ()
    controller: str | None = None
    count: int = 1
    any_of: tuple[str, ...] = ()  # "target artifact, creature, or land"


@dataclass(frozen=True)
class Group:
    """A set of objects or players named without targeting: "creatures you control",
    "other Goblins", "each creature without flying", "each player". Static abilities re-evaluate it
    continuously (418.4a); spells lock it when they resolve (418.3b)."""

    kind: str  # creature, permanent, artifact, enchantment, land, player, artifact_or_enchantment
    controller: str | None = None  # "you" | "opponent" | None
    other: bool = False
    colors: tuple[str, ...] = ()
    not_colors: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    status: str | None = None
    with_kw: str | None = None
    without_kw: str | None = None
    any_of: tuple[str, ...] = ()  # "artifacts, creatures, and enchantments"
    tokens_only: bool = False  # "all Serf tokens"


#: Who an effect acts on when it is not a target or a group: "self" (the card), "you" (its
#: controller), "enchanted"/"equipped" (what the source is attached to), "it" (the permanent or
#: player the sentence before acted on, or the object the trigger event names), "its_controller".
Ref = str
Subject = Target | Group | Ref
#: a number, "X", or a value read on resolution: "that_much" (the trigger event's damage),
#: "its_power"/"its_toughness" (of the creature the sentence before acted on, last known information)
Amount = int | str
