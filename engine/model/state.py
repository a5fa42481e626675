"""The game state: players, zones, the stack, the turn and combat; plus read-only queries.

``GameState`` is a plain record. ``Game`` (game.py) mutates a state as actions are applied and
offers ``copy()`` for snapshots, so callers can explore ``what if`` lines without touching
the original, as with ``chess.Board.copy()``.

Three indexes keep the cost of a big combat linear: blockers by attacker (``Combat``),
attachments by the permanent they are attached to (``GameState.attach``), and the permanents with
static, replacement and triggered abilities (``Battlefield``).

    >>> GameState(players={}).step
    'main1'
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any

from engine.model.abilities import DamageReplacement
from engine.model.battlefield import Battlefield
from engine.model.objects import Card, Permanent, Player, Shield, StackObject
from engine.text.catalog import Localised, Msg
from engine.text.names import Name


@dataclass
class Combat:
    """Who attacks whom and who blocks whom during one combat phase."""

    attackers: dict[str, str] = field(default_factory=dict)  # attacker id -> defending player
    blockers: dict[str, str] = field(default_factory=dict)  # blocker id -> attacker id
    #: attackers that became blocked, in the order they did (an ordered set)
    blocked: dict[str, None] = field(default_factory=dict)
    #: creatures that assigned combat damage (502.2c)
    dealt_damage: set[str] = field(default_factory=set)
    first_strike_step: bool = False  # a first-strike damage step happened (502.2b)
    damage_steps_done: int = 0
    second_step: bool = False  # the second combat damage step after a first-strike one has begun
    #: attacker id -> its blockers in declaration order (the index behind ``blockers_of``)
    by_attacker: dict[str, list[str]] = field(default_factory=dict)
    #: attacker id -> its blockers in the damage assignment order announced for it (509; ``order:``)
    damage_order: dict[str, list[str]] = field(default_factory=dict)
    #: attacking bands (banding): each a list of attacker ids in declaration order; a band lasts for
    #: the rest of combat, and a creature removed from combat is removed from its band
    bands: list[list[str]] = field(default_factory=list)
    #: the player dividing combat damage at an ``assign_combat_damage`` decision (None: the active
    #: player; banding gives the defending player a division of its own after the active player's)
    dividing: str | None = None
    #: divisions already chosen in this combat damage step (the active player's, while the
    #: defending player divides the damage banding gives it)
    divisions: dict[str, list[tuple[str, int]]] = field(default_factory=dict)
    #: provoke: blocker id -> the attacker it must block if able this combat (500.2)
    provoked: dict[str, str] = field(default_factory=dict)

    def block(self, blocker: str, attacker: str) -> None:
        """Record that ``blocker`` blocks ``attacker`` (declaration order is kept). ``blockers``
        keeps the attacker the block was declared against; a blocker of a band also appears among
        the blockers of every other member (``block_also``)."""
        self.blockers[blocker] = attacker
        self.by_attacker.setdefault(attacker, []).append(blocker)

    def block_also(self, blocker: str, attacker: str) -> None:
        """``blocker`` blocks ``attacker`` too, as a member of the band it blocked."""
        blockers = self.by_attacker.setdefault(attacker, [])
        if blocker not in blockers:
            blockers.append(blocker)

    def blockers_of(self, attacker: str) -> list[str]:
        """Blockers of an attacker in declaration order (those still in combat)."""
        return list(self.by_attacker.get(attacker, ()))

    def band_of(self, attacker: str) -> list[str]:
        """The members of ``attacker``'s band still attacking, itself included; [] if it is in none."""
        for band in self.bands:
            if attacker in band:
                return list(band)
        return []

    def blocked_by(self, blocker: str) -> list[str]:
        """The attackers ``blocker`` is blocking (several when it blocks a band), in combat order."""
        if blocker not in self.blockers:
            return []
        if not self.bands:
            attacker = self.blockers[blocker]
            return [attacker] if attacker in self.attackers else []
        return [a for a in self.attackers if blocker in self.by_attacker.get(a, ())]

    def remove(self, object_id: str) -> None:
        """A creature leaves combat (it left play, regenerated, changed control...); an attacker
        leaves its band too, and the rest of the band stays banded."""
        self.attackers.pop(object_id, None)
        for band in self.bands:
            if object_id in band:
                band.remove(object_id)
        attacker = self.blockers.pop(object_id, None)
        if attacker is not None:
            lists = self.by_attacker.values() if self.bands else [self.by_attacker[attacker]]
            for blockers in lists:
                if object_id in blockers:
                    blockers.remove(object_id)
            for order in self.damage_order.values():
                if object_id in order:
                    order.remove(object_id)


@dataclass
class GameState:
    """Everything about one moment of a game."""

    players: dict[str, Player]
    #: the permanents in play by id, indexed by kind of ability (``engine.model.battlefield``)
    battlefield: Battlefield = field(default_factory=Battlefield)
    stack: list[StackObject] = field(default_factory=list)  # bottom first
    turn: int = 1
    active: str = ""
    step: str = "main1"
    stage: str = "start"
    priority: str | None = None
    passes: int = 0
    combat: Combat = field(default_factory=Combat)
    pending_triggers: list[StackObject] = field(default_factory=list)
    shields: list[Shield] = field(default_factory=list)  # prevention effects until end of turn (419.7)
    delayed: list[StackObject] = field(default_factory=list)  # delayed triggers "at end of combat" (406.2a)
    next_timestamp: int = 1
    next_object: int = 1
    game_over: bool = False
    winners: list[str] = field(default_factory=list)
    losers: list[str] = field(default_factory=list)
    draw: bool = False
    finished: bool = False
    #: static abilities gave some permanent something at the last recomputation (``continuous.refresh``)
    statics_applied: bool = False
    #: host id -> ids of permanents attached to it at some point (checked on read, see ``attached``)
    attachments: dict[str, list[str]] = field(default_factory=dict)
    #: the spell or ability resolving now: off the stack list, but still shown on the stack (413.2)
    resolving: StackObject | None = None
    #: linked abilities: the cards a permanent's ability removed from the game, by that permanent's id
    #: ("return the removed card to play", 402)
    linked: dict[str, list[str]] = field(default_factory=dict)
    #: linked abilities: the player a permanent's comes-into-play trigger targeted, by that
    #: permanent's id, for "that player" in its leaves-play trigger (Laquatus's Champion, 402)
    linked_players: dict[str, str] = field(default_factory=dict)
    #: damage replacement effects of resolved spells that last this turn (Blind Fury, 419)
    turn_replacements: list[tuple[DamageReplacement, str, str]] = field(default_factory=list)
    #: delayed triggered abilities "at end of turn" (406.2a)
    delayed_eot: list[StackObject] = field(default_factory=list)
    #: delayed triggered abilities "at the beginning of the next turn's upkeep" (406.2a), each with
    #: the turn it was created in: it waits for the upkeep of a later turn
    delayed_upkeep: list[tuple[int, StackObject]] = field(default_factory=list)
    #: creatures put into a graveyard from play in turn ``creature_deaths_turn`` ("if a creature
    #: died this turn"): a count kept with its turn, so a new turn starts from none
    creature_deaths: int = 0
    creature_deaths_turn: int = 0
    #: spells cast in turn ``spells_cast_turn``, by every player (storm: "for each spell cast before
    #: it this turn"): a count kept with its turn, as ``creature_deaths``; copies are not cast
    spells_cast: int = 0
    spells_cast_turn: int = 0
    #: suspended cards (removed from the game with time counters, suspend): card id -> counters left
    suspended: dict[str, int] = field(default_factory=dict)
    #: state-based effects applied in cleanup: players get priority, then another cleanup (420.3)
    cleanup_again: bool = False
    #: the players who take an extra turn after this one, the most recently created last: it is
    #: taken first (section 300; July 2009 500.7)
    extra_turns: list[str] = field(default_factory=list)
    #: the creatures dealing combat damage in the current combat damage step
    dealers: list[str] = field(default_factory=list)
    #: the scenario's answers not used yet: for triggered abilities (``trigger:`` actions) and for
    #: choices made as a spell or ability resolves (``choose:``); a copy of the game keeps its own
    trigger_answers: list[dict[str, Any]] = field(default_factory=list)
    choices: list[dict[str, Any]] = field(default_factory=list)

    # ---- queries -------------------------------------------------------------------------
    @property
    def player_ids(self) -> list[str]:
        return list(self.players)

    def opponent(self, player_id: str) -> str:
        return next(p for p in self.players if p != player_id)

    @property
    def nonactive(self) -> str:
        return self.opponent(self.active)

    def permanent(self, object_id: str) -> Permanent | None:
        return self.battlefield.get(object_id)

    def creatures(self, controller: str | None = None) -> list[Permanent]:
        return [
            p
            for p in self.battlefield.values()
            if p.card.is_creature and (controller is None or p.controller == controller)
        ]

    def lands(self, controller: str) -> list[Permanent]:
        return [p for p in self.battlefield.values() if p.card.is_land and p.controller == controller]

    def stack_object(self, object_id: str) -> StackObject | None:
        return next((s for s in self.stack if s.id == object_id), None)

    def source_card(self, source_id: str | None) -> Card | None:
        """The card of a source by id: a permanent in play, a spell or ability on the stack or
        resolving (its card), for protection from a card type or subtype (502.7a)."""
        if source_id is None:
            return None
        perm = self.battlefield.get(source_id)
        if perm is not None:
            return perm.card
        obj = next((s for s in (*self.stack, self.resolving) if s is not None and s.id == source_id), None)
        if obj is not None:
            return obj.card
        gone = self.resolving.source_perm if self.resolving is not None else None
        return gone.card if gone is not None and gone.id == source_id else None

    def card_in_hand(self, card_id: str) -> tuple[Player, Card] | None:
        for player in self.players.values():
            for card in player.hand:
                if card.id == card_id:
                    return player, card
        return None

    def card_in_graveyard(self, card_id: str) -> tuple[Player, Card] | None:
        for player in self.players.values():
            for card in player.graveyard:
                if card.id == card_id:
                    return player, card
        return None

    def label(self, object_id: str) -> Localised:
        """What the trace and errors call an object: "player A", a permanent's, a spell's or a card's
        name, else the id itself (an id the scenario named that is nothing in the game)."""
        if object_id in self.players:
            return Msg("player", player=object_id)
        perm = self.battlefield.get(object_id)
        if perm is not None:
            return perm.label
        obj = self.stack_object(object_id)
        if obj is not None and obj.card is not None and obj.kind == "spell":
            return obj.card.label
        for player in self.players.values():
            for zone in (player.hand, player.graveyard):
                card = next((c for c in zone if c.id == object_id), None)
                if card is not None:
                    return card.label
        return Name(object_id)

    # ---- attachments ---------------------------------------------------------------------
    def attach(self, perm: Permanent, host_id: str) -> None:
        """Attach ``perm`` to ``host_id`` (every attachment goes through here, for the index)."""
        perm.attached_to = host_id
        self.attachments.setdefault(host_id, []).append(perm.id)

    def attached(self, host_id: str) -> list[Permanent]:
        """The permanents in play attached to ``host_id``, in the order they were attached."""
        ids = self.attachments.get(host_id)
        if not ids:  # most permanents never had anything attached ("deals damage" asks for each)
            return []
        out = []
        for pid in dict.fromkeys(ids):
            perm = self.battlefield.get(pid)
            if perm is not None and perm.attached_to == host_id:
                out.append(perm)
        return out

    # ---- changes -------------------------------------------------------------------------
    def new_timestamp(self) -> int:
        ts = self.next_timestamp
        self.next_timestamp += 1
        return ts

    def new_object_id(self, prefix: str) -> str:
        oid = f"{prefix}#{self.next_object}"
        self.next_object += 1
        return oid

    def clone(self) -> GameState:
        """An independent deep copy (cards are immutable and shared)."""
        memo: dict[int, object] = {}
        for player in self.players.values():
            for zone in (player.library, player.hand, player.graveyard):
                for card in zone:
                    memo[id(card)] = card
        for perm in self.battlefield.values():
            memo[id(perm.card)] = perm.card
            if perm.printed is not None:
                memo[id(perm.printed)] = perm.printed
        return copy.deepcopy(self, memo)
