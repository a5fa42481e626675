"""Choices made as a triggered ability goes on the stack: "you may" (410.5) and its targets (410.4).

Targets and "you may" come from the scenario's ``trigger:`` answers; without one the documented
default applies: a harmful ability targets the opponent's side first, a helpful one its
controller's; an ability with no legal target is removed from the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.objects import StackObject
from engine.rules.targets import graveyards_of, target_problem
from engine.rules.trigger_events import on_targeted
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game


def default_targets(game: Game, obj: StackObject) -> tuple[str, ...] | None:
    """The documented default when no ``trigger:`` answer is given: for a harmful ability, the
    opponent, then the opponent's permanents, then the controller's (in timestamp order); for a
    beneficial one the controller's side first. Creature cards come from the controller's graveyard,
    most recent first. None when some target has no legal choice (the ability is removed, 410.4)."""
    state = game.state
    me, opp = obj.controller, state.opponent(obj.controller)
    perms = sorted(state.battlefield.values(), key=lambda p: p.timestamp)
    mine = [p.id for p in perms if p.controller == me]
    theirs = [p.id for p in perms if p.controller != me]
    harmful = any(e.harms() for e in obj.effects)
    order = [opp, *theirs, me, *mine] if harmful else [me, *mine, opp, *theirs]
    chosen: list[str] = []
    for spec in obj.target_specs:
        pool = order
        if spec.kind in ("creature_card", "graveyard_card"):
            graves = graveyards_of(state, spec, me)
            if harmful:  # "exile target card from a graveyard": the opponent's cards first, as for permanents
                graves.sort(key=lambda grave: grave is state.players[me].graveyard)
            pool = [c.id for grave in graves for c in reversed(grave)]
        pick = next((t for t in pool if t not in chosen
                     and target_problem(game, spec, t, obj.source_colors, obj.id, controller=me, source_id=obj.source) is None), None)
        if pick is None:
            return None
        chosen.append(pick)
    return tuple(chosen)


def remember_targeted_player(game: Game, trig: StackObject) -> None:
    """Linked abilities: "When ~ comes into play, target player loses 6 life. When ~ leaves play,
    that player gains 6 life." The second ability's "that player" is the player the first one
    targeted, so the permanent remembers it (``GameState.linked_players``) when the comes-into-play
    trigger's targets are chosen; ``objects_of`` reads it for "that player" in the leaves-play
    trigger of the same permanent."""
    ability = trig.trigger_ability
    if getattr(ability, "event", None) != "enters" or not trig.source:
        return
    player = next((t for t in trig.targets if t in game.state.players), None)
    if player is not None:
        game.state.linked_players[trig.source] = player


def choose_for_trigger(game: Game, trig: StackObject) -> bool:
    """Targets and "you may" for a triggered ability going on the stack (410.4, 410.5); False if
    it does not go on the stack (declined, or no legal target)."""
    answer = game.take_trigger_answer(trig.source)
    source = trig.source or trig.id
    if trig.optional and answer is not None and answer.get("decline"):
        game.log("trigger_declined", [source], ["trigger.may"], player=trig.controller, ability=trig.shown)
        return False
    if trig.optional and answer is None:
        game.log("choice_default", [source], ["trigger.may"], "choice_default.may", ability=trig.shown)
    if answer is not None and "x" in answer:
        trig.x = int(answer["x"])
    if not trig.target_specs:
        if answer is not None and answer.get("targets"):  # madness: the targets of the card it casts
            trig.targets = tuple(answer["targets"])
        return True
    if answer is not None and answer.get("targets"):
        targets = tuple(answer["targets"])
        how = Msg("trigger_targets.chosen")
    else:
        found = default_targets(game, trig)
        if found is None:
            game.log("trigger_removed", [source], ["trigger.choices"], ability=trig.shown)
            return False
        targets = found
        how = Msg("trigger_targets.default")
    trig.targets = targets
    remember_targeted_player(game, trig)
    game.log("trigger_targets", [source, *targets], ["trigger.choices", "cast.targets"], player=trig.controller,
             ability=trig.shown, targets=[game.state.label(t) for t in targets], how=how)
    on_targeted(game, trig)
    return True
