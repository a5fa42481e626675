"""The decisions a player can make, as immutable values (like ``chess.Move``).

    >>> CastSpell("A", "bolt", targets=("bears",))
    CastSpell(player='A', card='bolt', targets=('bears',), pay=None, mode=0, x=0, divide=(), kicker=False, buyback=False, splice=(), face_down=False, discard=(), sacrifice=(), alternative=False, paying=(), convoke=(), evoke=False, suspend=False, replicate=0, conspire=())
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PassPriority:
    """Decline to act while holding priority (408.1c)."""

    player: str


@dataclass(frozen=True)
class PlayLand:
    """Play a land from hand: a special action that doesn't use the stack (408.2d, 212.6a)."""

    player: str
    card: str


@dataclass(frozen=True)
class CastSpell:
    """Cast a spell from hand (409.1); ``pay`` lists mana sources to tap, else lands are chosen."""

    player: str
    card: str
    targets: tuple[str, ...] = ()
    pay: tuple[str, ...] | None = None
    mode: int = 0  # modal spells: index of the chosen mode (409.1b)
    x: int = 0  # the value of X (409.1b)
    divide: tuple[int, ...] = ()  # damage divided among the targets, in target order (409.1e)
    #: optional costs of the era's keywords (502): pay the kicker cost, the buyback cost; cards in hand
    #: spliced onto this Arcane spell; cast face down for {3} (morph, 504)
    kicker: bool = False
    buyback: bool = False
    splice: tuple[str, ...] = ()
    face_down: bool = False
    #: what pays the spell's additional cost (409.1f; default as for an activated ability's cost)
    discard: tuple[str, ...] = ()
    sacrifice: tuple[str, ...] = ()
    #: pay the card's alternative cost instead of its mana cost (409.1f); ``paying``: the permanents
    #: tapped or returned and the cards removed from the hand to pay a spell's cost
    alternative: bool = False
    paying: tuple[str, ...] = ()
    #: convoke (502, section level): the untapped creatures tapped to pay part of the cost
    convoke: tuple[str, ...] = ()
    #: cast for its evoke cost rather than its mana cost (it is sacrificed as it comes into play)
    evoke: bool = False
    #: not cast: suspended (pay the suspend cost, remove the card from the game with its time counters)
    suspend: bool = False
    #: how many times the replicate cost is paid (one copy of the spell each)
    replicate: int = 0
    #: conspire: the two untapped creatures sharing a colour with the spell tapped as it is cast
    conspire: tuple[str, ...] = ()


@dataclass(frozen=True)
class ActivateAbility:
    """Activate the ``ability``-th activated ability (mana abilities included) of ``source``."""

    player: str
    source: str
    ability: int = 0
    targets: tuple[str, ...] = ()
    pay: tuple[str, ...] | None = None
    x: int = 0
    discard: tuple[str, ...] = ()  # cards discarded to pay the cost (default: the last in hand)
    sacrifice: tuple[str, ...] = ()  # permanents sacrificed to pay the cost (default: see docs)
    #: the permanents tapped ("Tap an untapped creature you control") or returned ("Return a land you
    #: control to its owner's hand") to pay the cost (default: see docs)
    paying: tuple[str, ...] = ()


@dataclass(frozen=True)
class DeclareAttackers:
    """The active player's turn-based declaration: (attacker, defending player) pairs, and the
    attacking bands among them (banding: each band one or more creatures with banding and at most
    one without, all attacking the same player)."""

    player: str
    attackers: tuple[tuple[str, str], ...] = ()
    bands: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class DeclareBlockers:
    """The defending player's declaration: (blocker, attackers blocked) pairs."""

    player: str
    blocks: tuple[tuple[str, tuple[str, ...]], ...] = ()


@dataclass(frozen=True)
class OrderBlockers:
    """The attacking player's damage assignment order for attackers blocked by several creatures:
    (attacker, (blocker, ...)) pairs (2009: 509; classic has no such order, and one given is the
    order the default division follows). Attackers left out keep the declaration order."""

    player: str
    orders: tuple[tuple[str, tuple[str, ...]], ...] = ()


@dataclass(frozen=True)
class AssignCombatDamage:
    """How creatures divide their combat damage: (creature, ((recipient, amount), ...)) pairs.

    The active player divides its attackers' damage; with banding, the active player also divides
    the damage of a blocker blocking a band member, and the defending player (a second decision)
    that of an attacker blocked by a creature with banding. Creatures left out use the documented
    default (lethal to each blocker in order, the rest to the last blocker, or to the player with
    trample; under banding, the dividing player spares its own creatures where it can).
    """

    player: str
    assignments: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()


Action = (PassPriority | PlayLand | CastSpell | ActivateAbility | DeclareAttackers | DeclareBlockers | OrderBlockers
          | AssignCombatDamage)


@dataclass(frozen=True)
class Decision:
    """Who must decide what: ``kind`` is priority, declare_attackers, declare_blockers,
    order_blockers or assign_combat_damage."""

    kind: str
    player: str
