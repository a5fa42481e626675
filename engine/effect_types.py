"""The effects of the ability AST (one frozen dataclass per instruction of the card language).

Kept apart from ``engine.model.abilities`` (which re-exports them) so each module stays one size; the
rules logic in ``engine.rules.resolution`` carries each of them out.

    >>> GainLife(3).who
    'you'
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.model.targeting import Amount, Group, Ref, Subject, Target


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
class RevealDiscard:
    """"Target opponent reveals his or her hand. You choose a noncreature, nonland card from it. That
    player discards that card." (Duress): the spell's controller chooses on resolution."""

    target: Target
    not_types: tuple[str, ...] = ()


@dataclass(frozen=True)
class SearchLibrary:
    """"Search your library for a basic land card and put that card into play tapped. Then shuffle
    your library." -- the card is chosen on resolution; the engine keeps the library's order."""

    tapped: bool = True


@dataclass(frozen=True)
class AtEndOfCombat:
    """"... at end of combat": a delayed triggered ability created on resolution (406.2a)."""

    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Tap:
    """"Tap target creature." / "Tap all creatures without flying."."""

    target: Subject


@dataclass(frozen=True)
class TapOrUntap:
    """"You may tap or untap target ...": the choice is made on resolution (``choose: {tap: true}``)."""

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
          | AddMana | Modal | Exile | PayOption | TapOrUntap | RevealDiscard | SearchLibrary | AtEndOfCombat)
