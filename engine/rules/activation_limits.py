"""Who may activate a permanent's ability and when, by the ability's own text: its controller only
unless the card says "Any player may activate this ability." (403.2), and only in the windows the
ability names ("Activate only during your turn, before attackers are declared.", the casting windows
of ``cast_timing``; 403.3: such a limit holds whoever controls the permanent)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.abilities import ActivatedAbility
from engine.rules.cast_timing import windows_open
from engine.rules.conditions import condition_holds
from engine.text.card_casting import CastWindows

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Permanent


def check_activator(game: Game, perm: Permanent, ability: ActivatedAbility | None, player: str) -> None:
    """Only the controller activates, unless the ability lets any player (403.2); ``ability`` None: the
    permanent has no such ability (another player's permanent is refused as not theirs first)."""
    if perm.controller != player and (ability is None or not ability.any_player):
        raise game.illegal("illegal.not_controller", ["ability.controller_only"], player=player,
                           permanent=perm.label)


def check_windows(game: Game, perm: Permanent, ability: ActivatedAbility, player: str) -> None:
    """The turn and step the ability's text allows it in (``player``: the one activating it)."""
    state = game.state
    if ability.your_turn_only and state.active != player:
        raise game.illegal("illegal.your_turn_only", ["ability.activated"], permanent=perm.label)
    if ability.upkeep_only and (state.active != player or state.step != "upkeep"):
        raise game.illegal("illegal.upkeep_only", ["ability.activated"], permanent=perm.label)
    if ability.condition is not None and not condition_holds(state, ability.condition, perm.controller, perm.id):
        raise game.illegal("illegal.activation_condition", ["ability.activated"], permanent=perm.label)
    attacked = player in state.combat.attackers.values()
    if ability.windows and not windows_open(ability.windows, state.step, state.active, player, attacked):
        raise game.illegal("illegal.activation_window", ["ability.activated"], permanent=perm.label,
                           when=CastWindows(ability.windows))
