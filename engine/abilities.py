"""The parsed form of card text (the ability AST): selectors, effects, costs and abilities.

These frozen dataclasses are what the card language (``engine.cardlang``) produces, what its
renderers turn back into English and Chinese, and what the rules logic consumes; the logic never
looks at the printed text again. Equality is structural, so round-trip tests compare ASTs.

    >>> DealDamage(3, Target("creature_or_player")).amount
    3
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
BASIC_LAND_MANA = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}

#: Pseudo-keywords for rules-changing static abilities ("can't block", ...): the engine asks
#: ``perm.has("cant_block")`` whether they come from the card itself, an aura or equipment.
RESTRICTIONS = ("cant_attack", "cant_block", "unblockable", "attacks_each_turn", "block_only_flyers",
                "block_as_flying", "vigilance", "enters_tapped", "prevent_combat_damage",
                "cant_attack_or_block_alone")
#: parameterised pseudo-keywords: "cant_be_blocked_by:<Subtype>" / "cant_be_blocked_by:color:<C>",
#: "cant_block_power:<n>", "enters_with:<counter>:<n>" (410.10e)
PARAM_RESTRICTIONS = ("cant_be_blocked_by:", "cant_block_power:")


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


@dataclass(frozen=True)
class DealDamage:
    """"<self> deals N damage to <subject(s)>"; ``divided`` spreads N among the targets (409.1e)."""

    amount: Amount
    target: Subject
    also: tuple[Subject, ...] = ()
    divided: bool = False
    no_regeneration: bool = False  # "A creature dealt damage this way can't be regenerated this turn."


@dataclass(frozen=True)
class Pump:
    """"... gets +P/+T [and gains K] until end of turn"; ``target`` None means the source itself."""

    power: Amount
    toughness: Amount
    target: Subject | None = None
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True)
class Destroy:
    """"Destroy target creature." / "Destroy all creatures." with optional "can't be regenerated"."""

    target: Subject
    no_regeneration: bool = False


@dataclass(frozen=True)
class Regenerate:
    """"Regenerate <self>/target creature.": a regeneration shield (419.6b)."""

    target: Subject | None = None


@dataclass(frozen=True)
class PreventDamage:
    """Prevention (419.7): the next ``amount`` damage to ``target`` this turn (419.7b); ``amount``
    None is "all"; ``combat_only`` is Fog; ``chosen_source`` is "a [red] source of your choice" (419.7c)."""

    amount: int | None
    target: Subject | None
    combat_only: bool = False
    chosen_source: bool = False
    source_colors: tuple[str, ...] = ()


@dataclass(frozen=True)
class CounterSpell:
    """"Counter target spell." (414.1)."""

    target: Target


@dataclass(frozen=True)
class GainLife:
    """"You gain N life." / "Target player gains N life." / "Each player gains N life."."""

    amount: Amount
    who: Subject = "you"


@dataclass(frozen=True)
class LoseLife:
    """"<player> loses N life."."""

    amount: Amount
    who: Subject = "you"


@dataclass(frozen=True)
class DrawCards:
    """"Draw a card." / "Target player draws N cards." / "Each player draws a card."."""

    count: Amount
    who: Subject = "you"


@dataclass(frozen=True)
class Discard:
    """"<player> discards N cards [at random]"; the discarder chooses unless random."""

    count: int  # -1: "his or her hand"
    who: Subject = "you"
    random: bool = False


@dataclass(frozen=True)
class Tap:
    """"Tap target creature." / "Tap all creatures without flying."."""

    target: Subject


@dataclass(frozen=True)
class Untap:
    """"Untap target creature." / "Untap <self>."."""

    target: Subject


@dataclass(frozen=True)
class ReturnToHand:
    """"Return target creature to its owner's hand." or a creature card from your graveyard;
    ``choose_one`` is "return a green creature you control" (the player chooses on resolution)."""

    target: Subject
    choose_one: bool = False


@dataclass(frozen=True)
class PutCounters:
    """"Put N +1/+1 counters on <subject>."."""

    counter: str
    count: int
    target: Subject


@dataclass(frozen=True)
class CreateTokens:
    """"Put N P/T <color> <Type> creature tokens [with K] into play." (216)."""

    count: int
    power: int
    toughness: int
    colors: tuple[str, ...]
    subtypes: tuple[str, ...]
    keywords: tuple[str, ...] = ()
    who: Subject = "you"


@dataclass(frozen=True)
class Sacrifice:
    """"Sacrifice <self>." or "<player> sacrifices a creature." (the player chooses which)."""

    what: Group | Ref
    who: Subject = "you"


@dataclass(frozen=True)
class GainControl:
    """"Gain control of target creature until end of turn."."""

    target: Subject


@dataclass(frozen=True)
class Attach:
    """Equip's effect: attach the source to target creature you control (212.2h)."""

    target: Target


@dataclass(frozen=True)
class AddMana:
    """"Add {G} (to your mana pool)." -- a mana ability's effect (406.1); ``any_color`` mana of one
    colour chosen on resolution ("one mana of any color", "three mana of any one color")."""

    mana: tuple[str, ...]
    any_color: int = 0


@dataclass(frozen=True)
class Exile:
    """"Remove target creature from the game."."""

    target: Subject


@dataclass(frozen=True)
class PayOption:
    """"<effects> unless <payer> pays <cost>" (``unless``) or "you may pay <cost>. If you do, <effects>"."""

    effects: tuple[Effect, ...]
    payer: Subject = "you"
    mana: tuple[str, ...] = ()
    life: int = 0
    unless: bool = True


@dataclass(frozen=True)
class Modal:
    """"Choose one -- A; or B." (409.1b): the mode is chosen when cast."""

    modes: tuple[tuple[Effect, ...], ...]


Effect = (DealDamage | Pump | Destroy | Regenerate | PreventDamage | CounterSpell | GainLife | LoseLife | DrawCards
          | Discard | Tap | Untap | ReturnToHand | PutCounters | CreateTokens | Sacrifice | GainControl | Attach
          | AddMana | Modal | Exile | PayOption)


@dataclass(frozen=True)
class Cost:
    """An activation cost: tap symbol, mana symbols (may include X), sacrifices, discards, life."""

    tap: bool = False
    mana: tuple[str, ...] = ()
    sacrifice_self: bool = False
    sacrifice: Group | None = None
    discard: int = 0
    life: int = 0
    remove_counters: tuple[str, int] | None = None  # "Remove a +1/+1 counter from ~"


@dataclass(frozen=True)
class ActivatedAbility:
    """"cost: effect" (403.1); a mana ability when its only effect adds mana (406.1)."""

    cost: Cost
    effects: tuple[Effect, ...]
    text: str = field(default="", compare=False)
    once_per_turn: bool = False
    sorcery_speed: bool = False
    equip: bool = False
    your_turn_only: bool = False

    @property
    def is_mana_ability(self) -> bool:
        return bool(self.effects) and all(isinstance(e, AddMana) for e in self.effects)

    @property
    def targets(self) -> tuple[Target, ...]:
        return effect_targets(self.effects)


@dataclass(frozen=True)
class Condition:
    """An intervening "if" clause (410.8) or an "as long as" condition: ``kind`` is life_at_most,
    control_none, none_in_play, control_a, self_untapped or self_attacking."""

    kind: str
    value: int = 0
    group: Group | None = None


@dataclass(frozen=True)
class TriggeredAbility:
    """"When/Whenever/At ..., [if ...,] [you may] effect." (404.1).

    ``event``: enters, leaves, dies, attacks, blocks, blocked, dealt_damage, deals_damage, upkeep,
    end_of_turn, cast. ``subject`` is "self", "enchanted", or a ``Group`` ("a creature",
    "another creature", "a red spell"); for upkeep, "you" or "each". ``combat``/``to_player``
    qualify "deals (combat) damage (to a player)".
    """

    event: str
    effects: tuple[Effect, ...]
    subject: Group | Ref = "self"
    condition: Condition | None = None
    optional: bool = False
    combat: bool = False
    to_player: bool = False
    to_opponent: bool = False
    text: str = field(default="", compare=False)

    @property
    def targets(self) -> tuple[Target, ...]:
        return effect_targets(self.effects)


@dataclass(frozen=True)
class StaticAbility:
    """A static ability (405.1, 412.1): ``affected`` gets +P/+T and/or has keywords (restrictions
    such as "can't block" are pseudo-keywords, see ``RESTRICTIONS``)."""

    affected: Group | Ref
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    condition: Condition | None = None  # "as long as ..."


@dataclass(frozen=True)
class KeywordLine:
    """A line of keywords ("Flying, first strike")."""

    keywords: tuple[str, ...]


@dataclass(frozen=True)
class EnchantLine:
    """"Enchant creature": a local enchantment, cast with a target of that kind (212.4d)."""

    kind: str


@dataclass(frozen=True)
class SpellLine:
    """A line of an instant or sorcery: effects carried out in order on resolution."""

    effects: tuple[Effect, ...]


Ability = KeywordLine | EnchantLine | ActivatedAbility | TriggeredAbility | StaticAbility | SpellLine


@dataclass(frozen=True)
class CardAbilities:
    """Everything parsed from one card's text, in text order (``abilities``), plus views of it."""

    abilities: tuple[Ability, ...] = ()
    lines: tuple[str, ...] = field(default=(), compare=False)

    @property
    def keywords(self) -> frozenset[str]:
        out: set[str] = set()
        for a in self.abilities:
            if isinstance(a, KeywordLine):
                out.update(k for k in a.keywords if k != "flanking")
            elif (isinstance(a, StaticAbility) and a.affected == "self" and not (a.power or a.toughness)
                  and a.condition is None):
                out.update(a.keywords)
        return frozenset(out)

    @property
    def flanking(self) -> int:
        return sum(a.keywords.count("flanking") for a in self.abilities if isinstance(a, KeywordLine))

    @property
    def activated(self) -> tuple[ActivatedAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, ActivatedAbility))

    @property
    def triggered(self) -> tuple[TriggeredAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, TriggeredAbility))

    @property
    def statics(self) -> tuple[StaticAbility, ...]:
        """Static abilities affecting other objects or giving the card itself a bonus."""
        return tuple(a for a in self.abilities if isinstance(a, StaticAbility)
                     and (a.affected != "self" or a.power or a.toughness or a.condition is not None))

    @property
    def spell_effects(self) -> tuple[Effect, ...]:
        out: list[Effect] = []
        for a in self.abilities:
            if isinstance(a, SpellLine):
                out.extend(a.effects)
        return tuple(out)

    @property
    def enchant(self) -> str | None:
        return next((a.kind for a in self.abilities if isinstance(a, EnchantLine)), None)

    @property
    def spell_targets(self) -> tuple[Target, ...]:
        """Targets chosen when cast: an aura's "Enchant ..." target, then its effects' (212.4d)."""
        if self.enchant is not None:
            return (Target(self.enchant),)
        return effect_targets(self.spell_effects)

    @property
    def is_modal(self) -> bool:
        return any(isinstance(e, Modal) for e in self.spell_effects)


def effect_targets(effects: tuple[Effect, ...]) -> tuple[Target, ...]:
    """The targets a list of effects asks for, in text order (a modal effect's first mode)."""
    found: list[Target] = []
    for effect in effects:
        if isinstance(effect, Modal):
            found.extend(effect_targets(effect.modes[0]))
            continue
        if isinstance(effect, PayOption):
            found.extend(effect_targets(effect.effects))
            continue
        for f in fields(effect):
            value = getattr(effect, f.name)
            if isinstance(value, Target):
                found.append(value)
            elif isinstance(value, tuple):
                found.extend(v for v in value if isinstance(v, Target))
    return tuple(found)


def mode_effects(effects: tuple[Effect, ...], mode: int) -> tuple[Effect, ...]:
    """The effects of a spell once its mode is chosen (409.1b); non-modal effects unchanged."""
    out: list[Effect] = []
    for effect in effects:
        out.extend(effect.modes[mode] if isinstance(effect, Modal) else (effect,))
    return tuple(out)
