"""What an effect changes about a permanent's characteristics (201.2): its abilities, colour,
types and base power and toughness — "loses flying", "loses all abilities", "becomes black",
"becomes a Swamp", "becomes a 3/3 creature" — and the record of such a change in play.

A ``CharacteristicChange`` is part of the ability AST (an effect's or a static ability's words);
an ``AppliedChange`` is one in effect on a permanent, with the timestamp that orders it among the
other continuous effects (classic 418.5c, 407.1; 2009 layers, section 612 here).

    >>> CharacteristicChange(lose=("flying",)).removes_abilities
    True
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CharacteristicChange:
    """One effect's changes, in the order the card names them (all apply together)."""

    #: keywords it loses ("loses flying")
    lose: tuple[str, ...] = ()
    #: "loses all abilities"
    lose_all: bool = False
    #: keywords the new characteristics include ("becomes a 2/2 ... creature with flying")
    gain: tuple[str, ...] = ()
    #: its new colours: () is colourless; None leaves colour alone
    colors: tuple[str, ...] | None = None
    #: "becomes the color of your choice": its controller's choice on resolution
    color_choice: bool = False
    #: a basic land type that replaces its land types ("becomes a Swamp", "is an Island", 212.6e)
    land_type: str | None = None
    #: card types it becomes in addition to its own ("becomes a 3/3 creature": creature)
    add_types: tuple[str, ...] = ()
    #: subtypes it becomes ("becomes a 1/1 green Snake"), replacing its creature types
    subtypes: tuple[str, ...] = ()
    #: its new base power and toughness ("becomes a 3/3 creature", "becomes 0/1")
    pt: tuple[int, int] | None = None
    #: "with power and toughness each equal to its converted mana cost" (Karn's Touch, Animate Artifact)
    pt_from_cost: bool = False

    @property
    def removes_abilities(self) -> bool:
        return self.lose_all or bool(self.lose) or self.land_type is not None


@dataclass(frozen=True)
class AppliedChange:
    """A change in effect on one permanent: from a resolved spell or ability (``until_eot`` or for the
    rest of the game, 418.3a) or from a static ability (recomputed each time, 418.4a)."""

    change: CharacteristicChange
    timestamp: int
    source: str
    until_eot: bool = False
    #: colours chosen on resolution for ``color_choice``
    chosen: tuple[str, ...] = ()
    #: how many "until end of turn" P/T modifications it already had when this one began: under
    #: timestamp order (classic) a new base P/T overrides those, not later ones (418.5c)
    pumps_before: int = 0

    @property
    def colors(self) -> tuple[str, ...] | None:
        return self.chosen if self.change.color_choice else self.change.colors
