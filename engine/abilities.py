"""The whole ability AST in one import: abilities and costs, targets and groups, and every effect.

For readers of parsed card text (tests, the card library, tools). The engine's own modules import
the pieces they use from ``engine.model`` and ``engine.effects`` instead.

    >>> from engine.abilities import DealDamage, Target
    >>> DealDamage(3, Target("creature_or_player")).render("en")
    '~ deals 3 damage to target creature or player'
"""

from __future__ import annotations

from engine.effects.attach import Attach
from engine.effects.bounce import ReturnToHand
from engine.effects.cascade import Cascade
from engine.effects.chance import Clash, FlipCoin
from engine.effects.characteristics import ChangeCharacteristics
from engine.effects.combat_removal import RemoveFromCombat
from engine.effects.conditional import IfCondition
from engine.effects.control import GainControl
from engine.effects.copy_spell import CopySpell
from engine.effects.counter import CounterSpell
from engine.effects.counters import MoveCounter, PutCounters
from engine.effects.damage import DealDamage
from engine.effects.delayed import AtEndOfCombat, AtEndOfTurn, AtNextUpkeep
from engine.effects.destroy import Destroy
from engine.effects.discard import Discard, RevealDiscard
from engine.effects.doubling import DoubleDamage
from engine.effects.draw import DrawCards
from engine.effects.exile import Exile
from engine.effects.extra_turn import ExtraTurn
from engine.effects.graveyard_card import MoveGraveyardCard
from engine.effects.karoo import SacrificeUnlessReturn
from engine.effects.kinship import Kinship
from engine.effects.library import PutOnLibrary
from engine.effects.life import DoubleLife, GainLife, LoseLife
from engine.effects.look import LookAtHand, LookAtLibrary
from engine.effects.madness import CastMadness
from engine.effects.mana import AddMana
from engine.effects.mill import Mill
from engine.effects.modal import Modal
from engine.effects.optional import Optional
from engine.effects.payment import PayOption, UnlessDiscard
from engine.effects.persist import ReturnDiedToPlay
from engine.effects.prevent import PreventDamage
from engine.effects.provoke import Provoke
from engine.effects.pump import Pump
from engine.effects.pump_held import PumpWhileTapped
from engine.effects.reanimate import ReturnToPlay
from engine.effects.regenerate import Regenerate
from engine.effects.replicate import ConspireCopy, ReplicateCopies
from engine.effects.reveal import RevealHand
from engine.effects.sacrifice import Sacrifice
from engine.effects.scry import Scry
from engine.effects.search import SearchLibrary
from engine.effects.search_named import SearchNamed
from engine.effects.shuffle import ShuffleLibrary
from engine.effects.shuffle_self import ShuffleSelfIntoLibrary
from engine.effects.storm import StormCopies
from engine.effects.suspend import RemoveTimeCounter
from engine.effects.tap import HoldTapped, SkipNextUntap, Tap, TapOrUntap, Untap
from engine.effects.tokens import CreateTokens
from engine.effects.unearth import RemoveUnearthed, ReturnUnearthed
from engine.effects.upkeep import CumulativeUpkeep, FadeAway, PayEcho
from engine.model.abilities import (
    BASIC_LAND_MANA,
    COLOR_WORDS,
    LAND_TYPES,
    PARAM_RESTRICTIONS,
    RESTRICTIONS,
    Ability,
    ActivatedAbility,
    CardAbilities,
    CastingRule,
    Condition,
    Cost,
    DamageReplacement,
    EnchantLine,
    KeywordAbility,
    KeywordLine,
    SpellLine,
    StaticAbility,
    TriggeredAbility,
    effect_targets,
    mode_effects,
)
from engine.model.characteristics import CharacteristicChange
from engine.model.effect import Effect
from engine.model.targeting import Amount, Group, Quantity, Ref, Subject, Target

#: every effect type of the card language
EFFECT_TYPES: tuple[type[Effect], ...] = (
    AddMana, AtEndOfCombat, AtEndOfTurn, AtNextUpkeep, Attach, CastMadness, CounterSpell, CreateTokens, CumulativeUpkeep,
    DealDamage, Destroy, Discard, DoubleDamage, DoubleLife, DrawCards, Exile, ExtraTurn, GainControl, GainLife, LoseLife, Modal,
    Optional,
    PayEcho, PayOption, PreventDamage, Pump, ShuffleSelfIntoLibrary,
    MoveCounter, PutCounters, PutOnLibrary, Regenerate, ReturnToHand, ReturnToPlay, RevealDiscard, RevealHand, Sacrifice,
    SacrificeUnlessReturn, SearchLibrary, SkipNextUntap, HoldTapped, Tap, TapOrUntap, Untap,
    ChangeCharacteristics, Kinship, RemoveUnearthed, ReturnDiedToPlay, ReturnUnearthed, FadeAway, Provoke, Mill, Scry,
    IfCondition,
    LookAtLibrary, LookAtHand, ShuffleLibrary,
    FlipCoin, Clash, RemoveFromCombat, UnlessDiscard,
    StormCopies, RemoveTimeCounter, Cascade, CopySpell, ReplicateCopies, ConspireCopy,
    PumpWhileTapped, MoveGraveyardCard, SearchNamed,
)

__all__ = [
    "BASIC_LAND_MANA", "COLOR_WORDS", "EFFECT_TYPES", "LAND_TYPES", "PARAM_RESTRICTIONS", "RESTRICTIONS", "Ability",
    "ActivatedAbility", "AddMana", "Amount", "AtEndOfCombat", "AtEndOfTurn", "AtNextUpkeep", "Attach", "CardAbilities", "CastMadness", "CastingRule",
    "Condition", "Cost", "CounterSpell", "CreateTokens", "CumulativeUpkeep", "DamageReplacement", "FadeAway", "Provoke", "DealDamage", "Destroy", "Discard", "DoubleLife", "ExtraTurn", "ShuffleSelfIntoLibrary",
    "DoubleDamage", "DrawCards", "Effect", "EnchantLine", "Exile", "GainControl", "GainLife", "Group",
    "KeywordAbility", "KeywordLine", "LookAtHand", "LookAtLibrary", "LoseLife", "Mill", "Modal", "Optional", "PayEcho", "PayOption", "PreventDamage", "Pump",
    "PumpWhileTapped",
    "MoveCounter", "PutCounters", "PutOnLibrary", "Quantity", "Ref", "Regenerate", "ReturnToHand", "ReturnToPlay", "RevealDiscard", "RevealHand",
    "Sacrifice", "SacrificeUnlessReturn", "Scry", "SearchLibrary", "ShuffleLibrary", "SpellLine",
    "SkipNextUntap", "HoldTapped", "StaticAbility", "Subject", "Tap", "TapOrUntap", "Target", "TriggeredAbility", "Untap", "effect_targets",
    "mode_effects",
    "ChangeCharacteristics", "CharacteristicChange", "Kinship", "RemoveUnearthed", "ReturnDiedToPlay", "ReturnUnearthed",
    "Clash", "FlipCoin", "RemoveFromCombat", "UnlessDiscard", "MoveGraveyardCard", "SearchNamed",
]
