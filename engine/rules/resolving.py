"""Resolving the top object of the stack (413, 414): target legality again (413.2a), the
instructions in order (413.2b), and where a resolved spell goes (212.3b, 212.4d, 413.2h).

Each instruction is an effect that knows how to carry itself out (``Effect.resolve``), so this
module never needs to know what kinds of effects exist.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.objects import Permanent, StackObject
from engine.rules.context import Context
from engine.rules.continuous import refresh
from engine.rules.targets import expanded_specs, target_groups, target_problem
from engine.rules.triggers import condition_holds
from engine.rules.zones import put_onto_battlefield, put_spell_away
from engine.text.catalog import Localised, Msg

if TYPE_CHECKING:
    from engine.game import Game


def _label(obj: StackObject) -> Localised:
    """"Lightning Bolt", "the ability of Prodigal Sorcerer", "the triggered ability of Gravedigger"."""
    if obj.kind == "spell" and obj.card is not None:
        return obj.shown if obj.copy else obj.card.label
    source = obj.card.label if obj.card else obj.shown
    return Msg("resolving.trigger_of" if obj.kind == "trigger" else "resolving.ability_of", source=source)


def resolve(game: Game, obj: StackObject) -> None:
    """Both players passed in succession: ``obj`` (just taken off the stack) resolves (413.1, 408.1c)."""
    state = game.state
    label = _label(obj)
    problems = [
        target_problem(game, spec, tid, obj.source_colors, obj.id, controller=obj.controller, source_id=obj.source)
        for spec, tid in zip(expanded_specs(obj.target_specs, len(obj.targets)), obj.targets, strict=False)
    ]
    if obj.target_specs and all(p is not None for p in problems):
        zone = put_spell_away(game, obj, resolved=False) if obj.kind == "spell" and obj.card is not None else ""
        # a flashback spell is removed from the game (its own step), so this step names no graveyard
        key = {"graveyard": "countered_on_resolution.spell", "removed": "countered_on_resolution.flashback"}.get(
            zone, "countered_on_resolution")
        game.log("countered_on_resolution", [obj.id, *obj.targets], ["resolve.targets_illegal"], key, label=label)
        return
    game.log("resolves", [obj.id], ["priority.general", "resolve.general"], label=label)
    if obj.kind == "trigger" and obj.trigger_ability is not None:
        if not condition_holds(game, obj.trigger_ability.condition, obj.controller, obj.source, obj.event_subject,
                               obj.event_perm):
            game.log("trigger_condition_false", [obj.id], ["trigger.intervening_if"],
                     "trigger_condition_false.on_resolution")
            return
    if obj.kind == "trigger" and obj.trigger_ability is None:  # flanking: affects a recorded creature
        targets: list[str | None] = list(obj.targets)
    else:
        targets = [tid if p is None else None for tid, p in zip(obj.targets, problems, strict=False)]
        for tid, problem in zip(obj.targets, problems, strict=False):
            if problem is not None:  # some targets illegal: it resolves, but does nothing to them (413.2a)
                game.log("target_illegal", [obj.id, tid], ["resolve.targets_illegal"], target=state.label(tid),
                         label=label, target_id=tid)
    aura_target = targets.pop(0) if obj.kind == "spell" and obj.card is not None and obj.card.abilities.enchant else None
    ctx = Context(obj, targets, state=state, after_groups=_after_groups(obj))
    for effect in obj.effects:
        effect.resolve(game, ctx)
        refresh(game)
    if obj.kind == "spell" and obj.card is not None:
        _spell_done(game, obj, aura_target)


def _after_groups(obj: StackObject) -> list[int]:
    """For each "target" word taking several targets, how many chosen targets the later words have."""
    sizes = target_groups(obj.target_specs, len(obj.targets))
    return [sum(sizes[i + 1:]) for i, spec in enumerate(obj.target_specs) if spec.count > 1]


def _spell_done(game: Game, obj: StackObject, aura_target: str | None) -> None:
    """A permanent spell comes into play (an aura attached to its target, 212.4d); an instant or
    sorcery goes to its owner's graveyard (413.2h)."""
    state = game.state
    card = obj.card
    assert card is not None
    if card.is_permanent_card and not obj.flashback and not obj.copy:
        perm = Permanent(card=card, controller=obj.controller, owner=obj.card_owner(state),
                         timestamp=state.new_timestamp(), summoning_sick=True, kicked=obj.kicked, x_paid=obj.x,
                         face_down=obj.face_down, evoked=obj.evoked, colors_spent=obj.colors_spent,
                         echo_due="echo" in card.abilities.era_keywords,
                         suspend_haste_for=obj.controller if obj.suspend_cast else None)
        state.battlefield[card.id] = perm
        keys = ["spell.after_resolution"] + (["creature.enters_play"] if card.is_creature else [])
        if aura_target is not None:
            state.attach(perm, aura_target)
            keys += ["aura.cast_target", "aura.enchanted"]
        host = state.battlefield.get(aura_target or "")
        game.log("enters_play", [card.id, *([aura_target] if aura_target else [])], keys, card=card.label,
                 player=obj.controller, attached=Msg("enters_play.attached", host=host.label) if host else None)
        put_onto_battlefield(game, perm)
    elif put_spell_away(game, obj, resolved=True) == "graveyard":
        game.log("to_graveyard", [card.id], ["spell.after_resolution", "resolve.final_step"], card=card.label)
