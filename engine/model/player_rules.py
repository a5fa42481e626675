"""Static abilities of a permanent that change a rule of the game for players rather than affect
objects: "You have no maximum hand size." (the cleanup step's discard, 314; 514.1 of later rules,
not made while the permanent is in play)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class HandSizeRule:
    """No maximum hand size for ``players``: "you" (the permanent's controller) or "each" (every
    player: "Players have no maximum hand size.")."""

    players: str = "you"
