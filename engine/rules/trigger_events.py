"""The era's trigger events beyond zone changes, steps and damage (``engine.rules.triggers``): a
player discarding a card or gaining life, a permanent becoming the target of a spell or ability,
a creature of a group attacking, and an attacking creature that isn't blocked.

Each event is noticed where the game does it (``players.discard``, ``players.change_life``,
casting and activating, the declare attackers and declare blockers steps); abilities trigger once
for each time the event happens (410.6: once for each card discarded).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.targeting import Group
from engine.rules.continuous import matches_group
from engine.rules.triggers import _fire, _watchers, triggered_of
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Card, StackObject


def _watches_player(subject: object, controller: str, player_id: str) -> bool:
    """"you" (the watcher's controller), "opponent" (another player) or "each" (any player)."""
    return subject == "each" or (subject == "you") == (player_id == controller)


def on_discards(game: Game, player_id: str, cards: list[Card]) -> None:
    """"Whenever a player (an opponent, you) discards a card": once for each card (410.6); "that
    player" is the one who discarded."""
    for card in cards:
        for perm, ability in _watchers(game, "discards"):
            if _watches_player(ability.subject, perm.controller, player_id):
                _fire(game, perm, ability, player_id, Msg("trigger_event.discards", player=player_id, card=card.label))


def on_life_gained(game: Game, player_id: str, amount: int) -> None:
    """"Whenever you (a player, an opponent) gain(s) life": once for each time life is gained, with
    the amount as "that much"; gaining no life is no event."""
    if amount <= 0:
        return
    for perm, ability in _watchers(game, "gains_life"):
        if _watches_player(ability.subject, perm.controller, player_id):
            _fire(game, perm, ability, player_id, Msg("trigger_event.gains_life", player=player_id, amount=amount),
                  amount)


def on_targeted(game: Game, obj: StackObject) -> None:
    """"Whenever ~ (enchanted creature, a <group>) becomes the target of a spell or ability": a spell cast or
    an ability put on the stack with targets (409.1c); once for each object, however many of its
    targets name the permanent."""
    state = game.state
    for target_id in dict.fromkeys(obj.targets):
        perm = state.battlefield.get(target_id)
        if perm is None:
            continue
        watchers = [(perm, a) for a in triggered_of(perm) if a.event == "targeted" and a.subject == "self"]
        watchers += [(p, a) for p in state.attached(perm.id) for a in triggered_of(p)
                     if a.event == "targeted" and a.subject in ("enchanted", "equipped")]
        watchers += [(p, a) for p, a in _watchers(game, "targeted") if isinstance(a.subject, Group)
                     and matches_group(state, a.subject, p.controller, p.id, perm)]
        for source, ability in watchers:
            # "it" is the permanent targeted ("sacrifice it", "put a -1/-1 counter on it")
            _fire(game, source, ability, perm.id, Msg("trigger_event.targeted", permanent=perm.label, source=obj.shown))


def on_group_attacks(game: Game, attackers: list[str]) -> None:
    """"Whenever a creature [you control] attacks": once for each attacker in the group (410.6),
    "it" being that creature."""
    state = game.state
    for attacker_id in attackers:
        attacker = state.battlefield.get(attacker_id)
        if attacker is None:
            continue
        for perm, ability in _watchers(game, "attacks"):
            if isinstance(ability.subject, Group) and matches_group(state, ability.subject, perm.controller, perm.id,
                                                                    attacker):
                _fire(game, perm, ability, attacker_id, Msg("trigger_event.attacks", permanent=attacker.label))


def on_unblocked(game: Game) -> None:
    """"Whenever ~ (enchanted creature, a <group>) attacks and isn't blocked": as blockers are
    declared, for each attacking creature no creature blocks (410.9)."""
    state = game.state
    combat = state.combat
    for attacker_id in list(combat.attackers):
        attacker = state.battlefield.get(attacker_id)
        if attacker is None or attacker_id in combat.blocked:
            continue
        why = Msg("trigger_event.unblocked", permanent=attacker.label)
        watchers = [(attacker, a) for a in triggered_of(attacker) if a.event == "unblocked" and a.subject == "self"]
        watchers += [(p, a) for p in state.attached(attacker_id) for a in triggered_of(p)
                     if a.event == "unblocked" and a.subject in ("enchanted", "equipped")]
        watchers += [(p, a) for p, a in _watchers(game, "unblocked") if isinstance(a.subject, Group)
                     and matches_group(state, a.subject, p.controller, p.id, attacker)]
        for source, ability in watchers:
            _fire(game, source, ability, attacker_id, why)


__all__ = ["on_discards", "on_group_attacks", "on_life_gained", "on_targeted", "on_unblocked"]
