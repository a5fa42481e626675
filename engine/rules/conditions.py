"""Conditions shared by intervening "if" clauses (410.8) and "as long as" static abilities (412.1).

One grammar rule (``cond`` in en.lark / zh.lark) reads a condition wherever the rules allow it:
"At the beginning of your upkeep, if you control no Islands, sacrifice ~." and "~ gets +1/+1 as
long as you control a Plains." name the same kind of ``Condition``, and this module alone says
whether one holds. A triggered ability's condition is checked when the event happens and again as
it resolves (410.8, ``engine.rules.triggers`` and ``engine.rules.resolving``); a static ability's
whenever continuous effects are recomputed (``engine.rules.continuous``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.abilities import Condition

if TYPE_CHECKING:
    from engine.model.state import GameState

#: the kinds that compare a player's number with ``Condition.value`` (``Condition.whose``: "you",
#: or "that_player", the player the trigger event names, as in "each opponent's upkeep")
_COMPARED = {
    "life_at_most": ("life", -1), "life_at_least": ("life", 1),
    "hand_at_most": ("hand", -1), "hand_at_least": ("hand", 1),
    "graveyard_at_least": ("graveyard", 1),
}


def _player_number(state: GameState, player_id: str, what: str) -> int:
    player = state.players[player_id]
    return player.life if what == "life" else len(player.hand if what == "hand" else player.graveyard)


def _whose(state: GameState, cond: Condition, controller: str, subject_id: str | None) -> str | None:
    if cond.whose == "that_player":
        return subject_id if subject_id in state.players else None
    return controller


def condition_holds(state: GameState, cond: Condition | None, controller: str, source_id: str | None,
                    subject_id: str | None = None) -> bool:
    """Whether ``cond`` holds now for ``controller``'s object ``source_id``; ``subject_id`` is what
    the trigger event was about (the player whose upkeep it is, the creature that attacked)."""
    from engine.rules.groups import matches_group

    if cond is None:
        return True
    if cond.kind in _COMPARED:
        what, sign = _COMPARED[cond.kind]
        who = _whose(state, cond, controller, subject_id)
        if who is None:
            return False
        have = _player_number(state, who, what)
        return have >= cond.value if sign > 0 else have <= cond.value
    source = state.battlefield.get(source_id or "")
    if cond.kind in ("self_untapped", "self_tapped"):
        return source is not None and source.tapped == (cond.kind == "self_tapped")
    if cond.kind == "self_attacking":
        return source is not None and source.id in state.combat.attackers
    if cond.kind == "kicked":
        return source is not None and source.kicked
    if cond.kind == "echo_due":
        return source is not None and source.echo_due
    if cond.kind == "attacked_this_turn":
        subject = state.battlefield.get(subject_id or "")
        return subject is not None and subject.attacked_this_turn
    if cond.kind == "your_turn":
        return state.active == controller
    if cond.kind == "creature_died_this_turn":
        return state.creature_deaths_turn == state.turn and state.creature_deaths > 0
    if cond.kind == "control_each":  # "you control an Urza's Power-Plant and an Urza's Tower"
        return all(any(p.controller == controller and matches_group(state, g, controller, source_id, p)
                       for p in state.battlefield.values()) for g in cond.groups)
    if cond.kind in ("opponent_controls_a", "defending_controls_a"):
        assert cond.group is not None
        if cond.kind == "defending_controls_a" and (source is None or source.id not in state.combat.attackers):
            return False  # no defending player while the card itself isn't attacking
        return any(p.controller != controller and matches_group(state, cond.group, controller, source_id, p)
                   for p in state.battlefield.values())
    if cond.kind == "self_color":  # "as long as it's black": the Aura's creature, else the card itself
        assert cond.group is not None
        host = state.battlefield.get(source.attached_to or "") if source is not None else None
        it = host or source
        return it is not None and matches_group(state, cond.group, controller, source_id, it)
    if cond.kind in ("control_at_most", "control_at_least"):
        assert cond.group is not None
        mine = sum(1 for p in state.battlefield.values()
                   if p.controller == controller and matches_group(state, cond.group, controller, source_id, p))
        return mine <= cond.value if cond.kind == "control_at_most" else mine >= cond.value
    if cond.kind in ("control_none", "control_a", "none_in_play"):
        assert cond.group is not None
        mine = cond.kind != "none_in_play"
        found = any(matches_group(state, cond.group, controller, source_id, p)
                    and (not mine or p.controller == controller) for p in state.battlefield.values())
        return found if cond.kind == "control_a" else not found
    raise ValueError(f"unknown condition {cond.kind!r}")


__all__ = ["condition_holds"]
