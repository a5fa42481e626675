"""The parsed form of card text (the ability AST): costs and abilities, holding effects
(``engine.effects``) and targets (``engine.model.targeting``).

These frozen dataclasses are what the card language (``engine.cardlang``) produces, what its
renderers turn back into English and Chinese, and what the rules logic consumes; the logic never
looks at the printed text again. Equality is structural, so round-trip tests compare ASTs.

    >>> Cost(tap=True, mana=("G",)).tap
    True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from engine.model.characteristics import CharacteristicChange
from engine.model.cost_change import CostChange
from engine.model.effect import Effect
from engine.model.player_rules import HandSizeRule
from engine.model.targeting import Amount, Group, Quantity, Ref, Subject, Target

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
LAND_TYPES = ("plains", "island", "swamp", "mountain", "forest")
BASIC_LAND_MANA = {"plains": "W", "island": "U", "swamp": "B", "mountain": "R", "forest": "G"}

#: Pseudo-keywords for rules-changing static abilities ("can't block", ...): the engine asks
#: ``perm.has("cant_block")`` whether they come from the card itself, an aura or equipment.
RESTRICTIONS = ("cant_attack", "cant_block", "unblockable", "attacks_each_turn", "block_only_flyers",
                "block_as_flying", "vigilance", "enters_tapped", "prevent_combat_damage",
                "cant_attack_or_block_alone", "cant_lose_game", "lure", "doesnt_untap", "menace",
                "cant_be_regenerated", "max_one_blocker", "may_not_untap",
                "prevent_damage_to", "prevent_damage_by")
#: parameterised pseudo-keywords: "cant_be_blocked_by:<Subtype>" / "cant_be_blocked_by:color:<C>",
#: "only_blocked_by:<Subtype>" ("can't be blocked except by Walls"), "cant_attack_unless:<Land type>"
#: ("can't attack unless defending player controls an Island"), "cant_block_power:<n>",
#: "enters_with:<counter>:<n>" (410.10e; n may be X, the X paid for the spell)
PARAM_RESTRICTIONS = ("cant_be_blocked_by:", "cant_block_power:", "only_blocked_by:", "cant_attack_unless:")



@dataclass(frozen=True)
class ZoneCards:
    """Cards a cost removes from the game from one of its payer's zones: "Exile two creature cards
    from your graveyard" (``zone`` "graveyard", the card types ``any_of``, () any card) or "Exile
    the top card of your library" (``zone`` "library": its top cards)."""

    zone: str
    count: int
    any_of: tuple[str, ...] = ()


@dataclass(frozen=True)
class Cost:
    """An activation cost: tap symbol, mana symbols (may include X), sacrifices, discards, life."""

    tap: bool = False
    mana: tuple[str, ...] = ()
    sacrifice_self: bool = False
    sacrifice: Group | None = None
    discard: int = 0
    #: "Discard a card at random": the cards are picked at random (``choose: {random: [ids]}``)
    discard_random: bool = False
    life: int = 0
    remove_counters: tuple[str, int] | None = None  # "Remove a +1/+1 counter from ~"
    #: "Tap an untapped creature you control": tap a permanent of this group (not the source)
    tap_untapped: Group | None = None
    #: "Discard this card" (cycling): the card itself, from its owner's hand
    discard_self: bool = False
    #: the untap symbol {Q}: untap the tapped permanent as a cost
    untap: bool = False
    #: parts only a spell's additional or alternative cost has (kwcast): "sacrifice two Mountains"
    #: (``sacrifice_count``), "return an Island you control to its owner's hand" (``returns``,
    #: ``return_count``), "exile a blue card from your hand" (``exile_hand``: the colours, () any card)
    sacrifice_count: int = 1
    returns: Group | None = None
    return_count: int = 1
    exile_hand: tuple[str, ...] | None = None
    exile_count: int = 1
    #: "Exile two cards from your graveyard" / "Exile the top card of your library" (an activated ability's)
    exile_zone: ZoneCards | None = None

    @property
    def spell_only(self) -> bool:
        """Whether a part is one the engine pays only for a spell (never an activated ability's):
        cards exiled from the hand. Several permanents sacrificed, an untapped permanent tapped and
        permanents returned to their owner's hand are paid for both (409.1f)."""
        return self.exile_hand is not None


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
    #: "Play this ability only during your upkeep." (Mishra's Workshop's kind of timing, 409.1)
    upkeep_only: bool = False
    #: "Activate only during your turn, before attackers are declared.": casting windows (``cast_timing``)
    #: every one of which must hold as it is activated
    windows: tuple[str, ...] = ()
    #: "Any player may activate this ability." (not only the permanent's controller)
    any_player: bool = False
    #: where it is activated from: "play" (a permanent), "hand" (cycling)
    zone: str = "play"
    #: "Activate only if seven or more cards are in your graveyard." (checked as it is activated)
    condition: Condition | None = None

    @property
    def is_mana_ability(self) -> bool:
        # 406.1e: an activated ability that adds mana and has no target, whatever else it does
        # (a pain land's "deals 1 damage to you")
        return any(e.adds_mana for e in self.effects) and not self.targets

    @property
    def targets(self) -> tuple[Target, ...]:
        return effect_targets(self.effects)


@dataclass(frozen=True)
class Condition:
    """An intervening "if" clause (410.8) or an "as long as" condition (``engine.rules.conditions``
    says whether one holds): ``kind`` is life_at_most / life_at_least ("N or less / more life"),
    hand_at_most / hand_at_least ("N or fewer / more cards in hand"), control_at_most /
    control_at_least ("you control three or fewer lands", ``value`` and ``group``), graveyard_at_least
    (threshold), control_none, control_a, none_in_play, self_untapped, self_tapped, self_attacking,
    your_turn, creature_died_this_turn, kicked ("if ~ was kicked"), attacked_this_turn ("if it
    attacked this turn"), evoked (its evoke cost was paid) or had_no_counters (persist: the
    permanent the event names had no ``counter`` counters on it as it last existed in play). ``whose`` is the player a number is read from: "you", or "that_player"
    (the player the trigger event names: "if that player has two or fewer cards in hand")."""

    kind: str
    value: int = 0
    group: Group | None = None
    whose: str = "you"
    counter: str = ""
    #: control_each: "you control an Urza's Power-Plant and an Urza's Tower" (one of each group)
    groups: tuple[Group, ...] = ()


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
    #: "Whenever ~ deals damage to a creature": only damage dealt to a creature in play triggers it
    to_creature: bool = False
    text: str = field(default="", compare=False)
    #: "Whenever ~ or another Zombie ...": the card itself as well as the group
    also_self: bool = False
    #: the keyword this ability stands for ("rampage 2", "echo {2}{R}"): it reads as that keyword
    keyword: str = ""
    #: where it functions (402.8, 402.9): "play", or "graveyard" for a step trigger that returns the
    #: card itself from the graveyard (Squee's "At the beginning of your upkeep, you may return ~ from
    #: your graveyard to your hand")
    zone: str = "play"
    #: what the Aura enchants, in a trigger said of the enchanted permanent ("the upkeep of enchanted
    #: land's controller"): how the text reads; the engine follows whatever the Aura is attached to
    attached: str = "creature"
    #: "is put into your graveyard from play" ("you") / "into an opponent's graveyard" ("opponent"):
    #: a dies event only when the card goes to that player's graveyard (its owner's)
    graveyard: str = ""

    @property
    def targets(self) -> tuple[Target, ...]:
        return effect_targets(self.effects)


@dataclass(frozen=True)
class DamageReplacement:
    """"If <source> would deal [combat] damage to <recipient>, it deals double that damage to that
    <recipient> instead." (419.1): ``sources`` None is any source; ``recipients`` are kinds
    (creature, permanent, player)."""

    sources: Group | None
    recipients: tuple[str, ...]
    combat_only: bool = False
    factor: int = 2


@dataclass(frozen=True)
class StaticAbility:
    """A static ability (405.1, 412.1): ``affected`` gets +P/+T and/or has keywords (restrictions
    such as "can't block" are pseudo-keywords, see ``RESTRICTIONS``)."""

    affected: Group | Ref
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    condition: Condition | None = None  # "as long as ..."
    #: triggered abilities the affected object has ('... and has "Whenever this creature ..."')
    granted_triggers: tuple[TriggeredAbility, ...] = ()
    #: activated abilities it has ('Equipped creature has "{T}: This creature deals 1 damage ..."')
    granted_activated: tuple[ActivatedAbility, ...] = ()
    #: a characteristic-defining ability (""~'s power and toughness are each equal to the number of
    #: ...""): the number, and whether it sets power only ("power") or both ("both")
    cda: Quantity | None = None
    cda_sets: str = "both"
    #: a damage replacement effect that applies while the source is in play (Furnace of Rath)
    replacement: DamageReplacement | None = None
    #: characteristics it changes ("Enchanted creature loses all abilities.", "Enchanted land is a Swamp.")
    change: CharacteristicChange | None = None
    #: "gets +1/+1 for each Forest you control": ``power``/``toughness`` are per object counted,
    #: multiplied by this count as the game is now (412.1, 418.4a)
    scaled_by: Quantity | None = None
    #: "This effect doesn't remove ~.": the protection it gives doesn't make its own aura fall off
    keeps_source: bool = False


#: the era keywords written with a number rather than a cost ("Rampage 2", "Bushido 1")
NUMBERED_KEYWORDS = frozenset({"rampage", "modular", "bushido", "vanishing", "fading", "soulshift", "bloodthirst",
                               "devour", "graft"})


@dataclass(frozen=True)
class KeywordAbility:
    """An era keyword with a cost or a number (section 502 of this corpus names them by section):
    flashback, cycling (``land``: landcycling), kicker, echo, morph, madness, buyback, splice (onto
    Arcane), cumulative upkeep (``mana`` per age counter), affinity (for artifacts), banding,
    rampage, modular and bushido, and those of 2003-2008: soulshift, bloodthirst and devour
    (``number``: ``NUMBERED_KEYWORDS``), evoke (a cost), persist and sunburst."""

    keyword: str
    mana: tuple[str, ...] = ()
    number: int = 0
    land: str = ""
    #: what the keyword means, built by the card language: the triggered abilities it stands for
    #: (rampage, modular, echo, cumulative upkeep), the abilities it gives the card in a hand
    #: (cycling), and rules-changing pseudo-keywords (modular's "enters_with:+1/+1:N")
    triggers: tuple[TriggeredAbility, ...] = ()
    hand_abilities: tuple[ActivatedAbility, ...] = ()
    gives: tuple[str, ...] = ()
    #: the abilities it gives the card in its owner's graveyard (unearth)
    graveyard_abilities: tuple[ActivatedAbility, ...] = ()
    #: the triggered abilities of the card while it is suspended, removed from the game (suspend)
    suspended_triggers: tuple[TriggeredAbility, ...] = ()


@dataclass(frozen=True)
class CastingRule:
    """A rule about casting the spell itself: "Play ~ only before the combat damage step."
    (``before_combat_damage``), "~ costs {1} more to play for each target beyond the first."
    (``extra_target_cost`` with ``mana``), "~ can't be countered." (``cant_be_countered``, which a
    permanent card has too: it applies while the card is a spell on the stack), "As an additional
    cost to cast ~, sacrifice a creature." (``additional_cost`` with ``cost``: paid with the spell's
    mana cost, 409.1f)."""

    kind: str
    mana: tuple[str, ...] = ()
    cost: Cost | None = None
    #: "Cast ~ only during combat before blockers are declared." (``cast_only``): every window must hold
    #: (``engine.rules.cast_timing``: "turn:you", "combat", "before:blockers", ...)
    windows: tuple[str, ...] = ()
    #: "If you control a Forest, you may ... rather than pay ~'s mana cost." (``alternative_cost``)
    condition: Condition | None = None
    #: "~ costs {1} less to cast for each Forest you control." (``cost_less_each``: ``mana`` per count)
    per: Quantity | None = None


@dataclass(frozen=True)
class KeywordLine:
    """A line of keywords ("Flying, first strike")."""

    keywords: tuple[str, ...]


@dataclass(frozen=True)
class EnchantLine:
    """"Enchant creature": a local enchantment, cast with a target of that kind (212.4d);
    ``controller`` "you": "Enchant creature you control" (only a creature its controller controls)."""

    kind: str
    controller: str | None = None


@dataclass(frozen=True)
class SpellLine:
    """A line of an instant or sorcery: effects carried out in order on resolution."""

    effects: tuple[Effect, ...]


Ability = (KeywordLine | EnchantLine | ActivatedAbility | TriggeredAbility | StaticAbility | SpellLine | KeywordAbility
           | CastingRule | CostChange | HandSizeRule)


@dataclass(frozen=True)
class CardAbilities:
    """Everything parsed from one card's text, in text order (``abilities``), plus views of it.

    The views are computed once per card (the AST never changes): the rules read them constantly."""

    abilities: tuple[Ability, ...] = ()
    lines: tuple[str, ...] = field(default=(), compare=False)

    @cached_property
    def keywords(self) -> frozenset[str]:
        out: set[str] = set()
        for a in self.abilities:
            if isinstance(a, KeywordAbility):
                out.add(a.keyword)
                out.update(a.gives)
            if isinstance(a, KeywordLine):
                out.update(k for k in a.keywords if k != "flanking")
            elif (isinstance(a, StaticAbility) and a.affected == "self" and not (a.power or a.toughness)
                  and a.condition is None):
                out.update(a.keywords)
        return frozenset(out)

    @cached_property
    def flanking(self) -> int:
        return sum(a.keywords.count("flanking") for a in self.abilities if isinstance(a, KeywordLine))

    @cached_property
    def activated(self) -> tuple[ActivatedAbility, ...]:
        return tuple(a for a in self.abilities if isinstance(a, ActivatedAbility))

    @cached_property
    def triggered(self) -> tuple[TriggeredAbility, ...]:
        """Triggered abilities, printed and those era keywords stand for (rampage, echo, ...)."""
        out: list[TriggeredAbility] = []
        for a in self.abilities:
            if isinstance(a, TriggeredAbility):
                out.append(a)
            elif isinstance(a, KeywordAbility):
                out.extend(a.triggers)
        return tuple(out)

    @cached_property
    def hand_abilities(self) -> tuple[ActivatedAbility, ...]:
        """Activated abilities that work while the card is in its owner's hand (cycling)."""
        return tuple(h for a in self.abilities if isinstance(a, KeywordAbility) for h in a.hand_abilities)

    @cached_property
    def graveyard_abilities(self) -> tuple[ActivatedAbility, ...]:
        """Activated abilities that work while the card is in its owner's graveyard (unearth)."""
        return tuple(g for a in self.abilities if isinstance(a, KeywordAbility) for g in a.graveyard_abilities)

    @cached_property
    def statics(self) -> tuple[StaticAbility, ...]:
        """Static abilities affecting other objects or giving the card itself a bonus."""
        return tuple(a for a in self.abilities if isinstance(a, StaticAbility)
                     and (a.affected != "self" or a.power or a.toughness or a.condition is not None
                          or a.cda is not None or a.granted_activated or a.replacement is not None))

    @cached_property
    def era_keywords(self) -> dict[str, KeywordAbility]:
        """The era keywords with a cost or a number, by keyword (the first of each)."""
        out: dict[str, KeywordAbility] = {}
        for a in self.abilities:
            if isinstance(a, KeywordAbility):
                out.setdefault(a.keyword, a)
        return out

    @cached_property
    def cost_changes(self) -> tuple[CostChange, ...]:
        """Static abilities changing what spells cost, while the card is a permanent in play."""
        return tuple(a for a in self.abilities if isinstance(a, CostChange))

    @cached_property
    def hand_size_rules(self) -> tuple[HandSizeRule, ...]:
        """"You have no maximum hand size.": while the card is a permanent in play."""
        return tuple(a for a in self.abilities if isinstance(a, HandSizeRule))

    @cached_property
    def casting_rules(self) -> tuple[CastingRule, ...]:
        return tuple(a for a in self.abilities if isinstance(a, CastingRule))

    @cached_property
    def spell_effects(self) -> tuple[Effect, ...]:
        out: list[Effect] = []
        for a in self.abilities:
            if isinstance(a, SpellLine):
                out.extend(a.effects)
        return tuple(out)

    @cached_property
    def enchant(self) -> str | None:
        return next((a.kind for a in self.abilities if isinstance(a, EnchantLine)), None)

    @cached_property
    def enchant_controller(self) -> str | None:
        """"you" for "Enchant creature you control"."""
        return next((a.controller for a in self.abilities if isinstance(a, EnchantLine)), None)

    @cached_property
    def spell_targets(self) -> tuple[Target, ...]:
        """Targets chosen when cast: an aura's "Enchant ..." target, then its effects' (212.4d)."""
        if self.enchant is not None:
            return (Target(self.enchant, controller=self.enchant_controller),)
        return effect_targets(self.spell_effects)

    @cached_property
    def is_modal(self) -> bool:
        return self.mode_count > 1

    @cached_property
    def mode_count(self) -> int:
        """How many modes the spell offers (409.1b)."""
        return max((e.mode_count() for e in self.spell_effects), default=1)


def effect_targets(effects: tuple[Effect, ...]) -> tuple[Target, ...]:
    """The targets a list of effects asks for, in text order (a modal effect's first mode)."""
    return tuple(t for e in effects for t in e.targets())


def mode_effects(effects: tuple[Effect, ...], mode: int) -> tuple[Effect, ...]:
    """The effects of a spell once its mode is chosen (409.1b); non-modal effects unchanged."""
    return tuple(inner for e in effects for inner in e.with_mode(mode))


__all__ = [
    "Ability",
    "ActivatedAbility",
    "Amount",
    "BASIC_LAND_MANA",
    "COLOR_WORDS",
    "CardAbilities",
    "CastingRule",
    "Condition",
    "Cost",
    "DamageReplacement",
    "Effect",
    "EnchantLine",
    "Group",
    "KeywordAbility",
    "NUMBERED_KEYWORDS",
    "KeywordLine",
    "LAND_TYPES",
    "PARAM_RESTRICTIONS",
    "Quantity",
    "RESTRICTIONS",
    "Ref",
    "SpellLine",
    "StaticAbility",
    "Subject",
    "Target",
    "TriggeredAbility",
    "effect_targets",
    "mode_effects",
]
