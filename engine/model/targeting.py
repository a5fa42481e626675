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
    ``count`` > 1 allows up to that many targets ("one, two, or three target creatures"), at least
    ``min_count`` of them ("two target creatures": both). ``other``: not the source itself
    ("another target permanent", "target creature other than ~"). ``power_min``/``power_max``:
    "with power 4 or greater" / "with power 2 or less". Several ``colors`` are alternatives
    ("target green or white creature").
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
    min_count: int = 1
    other: bool = False
    power_min: int | None = None
    power_max: int | None = None
    nontoken: bool = False
    #: card types it must also have ("target artifact creature": creature, and artifact)
    types_all: tuple[str, ...] = ()
    #: "with converted mana cost N or less" (a card in a graveyard: soulshift's Spirit card)
    mana_value_max: int | None = None
    #: whose graveyard a card target is in: "you" ("from your graveyard"), "any" ("from a
    #: graveyard", any player's) or "opponent" ("from an opponent's graveyard")
    graveyard: str = "you"


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
    power_min: int | None = None  # "creatures with power 3 or greater"
    power_max: int | None = None
    nontoken: bool = False  # "a nontoken creature"
    #: "creatures of the chosen color / type": "color" or "creature_type", read from the choice its
    #: source made as it came into play (engine/rules/entry_choices.py)
    chosen: str | None = None


@dataclass(frozen=True)
class Quantity:
    """A number read when it is needed: the number of objects of ``group`` in play ("for each
    creature you control", "equal to the number of Swamps you control"), cards in a zone
    ("seven or more cards in your graveyard"), or a creature's power or toughness ("damage equal
    to its power", "where X is its power"). ``per`` multiplies a count ("2 life for each ...").

    ``kind``: count, graveyard, hand, power, toughness, counters (on the creature), blockers_beyond_first
    (the creatures blocking the source beyond the first: rampage). ``of`` (power and toughness): "self" (the
    source, as it last existed), "it" (what the effect acts on, else the trigger event's object).
    ``x``: written "X ..., where X is ..." rather than "... equal to ..." (Berserk).
    """

    kind: str
    group: Group | None = None
    per: int = 1
    of: str = "it"
    x: bool = False
    #: the kind of counter ("counters": the +1/+1 counters on it, as it last existed)
    counter: str = "+1/+1"
    #: whose cards "hand" and "graveyard" count: "you" (the controller of the ability), "all"
    #: ("in all graveyards"), "it" (the player the effect acts on: "cards in that player's hand")
    whose: str = "you"
    #: the card type those cards must have ("creature cards in your graveyard"); "" for any card
    card_kind: str = ""
    #: only cards with the card's own name ("the number of cards named ~ in all graveyards")
    named: bool = False
    #: a number added to the count before ``per`` applies ("where X is 1 plus the number of ...")
    plus: int = 0


#: Who an effect acts on when it is not a target or a group: "self" (the card), "you" (its
#: controller), "enchanted"/"equipped" (what the source is attached to), "it" (the permanent or
#: player the sentence before acted on, or the object the trigger event names), "its_controller".
Ref = str
Subject = Target | Group | Ref
#: the players the instruction before acted on: the second verb of "Target player draws a card, then
#: discards a card." (the target is chosen once; ``engine.text.subjects``)
SAME_PLAYER: Ref = "same_player"
#: "any number of" as an instruction's number ("Sacrifice any number of creatures.", "Discard any
#: number of cards."): the player chooses how many as it resolves (413.2c), none to all
ANY_NUMBER = "any_number"
#: the kinds of ``Quantity`` that count what an earlier part of the same ability did "this way":
#: the counters removed to pay its cost ("for each storage counter removed this way"), the
#: permanents sacrificed or cards discarded by an "any number of" instruction before it
THIS_WAY = ("removed_this_way", "sacrificed_this_way", "discarded_this_way")
#: a number, "X", or a value read on resolution: "that_much" (the trigger event's damage),
#: "its_power"/"its_toughness" (of the creature the sentence before acted on, last known information),
#: "life_lost" (the life lost to the instructions before it: "the life lost this way"), or a ``Quantity``
Amount = int | str | Quantity
