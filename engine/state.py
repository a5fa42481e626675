"""The game state: players, zones, the stack, the turn and combat; plus read-only queries.

``GameState`` is a plain record. ``Game`` (game.py) mutates a state as actions are applied and
offers ``copy()`` for snapshots, so callers can explore ``what if`` lines without touching
the original, as with ``chess.Board.copy()``.

    >>> GameState(players={}).step
    'main1'
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from engine.objects import Card, Permanent, Player, Shield, StackObject


@dataclass
class Combat:
    """Who attacks whom and who blocks whom during one combat phase."""

    attackers: dict[str, str] = field(default_factory=dict)  # attacker id -> defending player
    blockers: dict[str, str] = field(default_factory=dict)  # blocker id -> attacker id
    blocked: list[str] = field(default_factory=list)  # attackers that became blocked
    dealt_damage: list[str] = field(default_factory=list)  # creatures that assigned combat damage
    first_strike_step: bool = False  # a first-strike damage step happened (502.2b)
    damage_steps_done: int = 0
    second_step: bool = False  # the second combat damage step after a first-strike one has begun

    def blockers_of(self, attacker: str) -> list[str]:
        """Blockers of an attacker in declaration order."""
        return [b for b, a in self.blockers.items() if a == attacker]


@dataclass
class GameState:
    """Everything about one moment of a game."""

    players: dict[str, Player]
    battlefield: dict[str, Permanent] = field(default_factory=dict)
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
    #: the spell or ability resolving now: off the stack list, but still shown on the stack (413.2)
    resolving: StackObject | None = None

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

    def card_in_hand(self, card_id: str) -> tuple[Player, Card] | None:
        for player in self.players.values():
            for card in player.hand:
                if card.id == card_id:
                    return player, card
        return None

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
        return copy.deepcopy(self, memo)
