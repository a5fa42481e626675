"""Triggered abilities (404.1, 410): noticing trigger events, intervening "if" clauses (410.8),
look-back for leaves-play triggers (410.10d), and delayed triggers (406.2a).

Triggers wait in ``state.pending_triggers`` until a player would receive priority; then they go
on the stack active player's first (APNAP, 410.3), with their targets chosen then
(``engine.rules.trigger_targets``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from engine.model.abilities import Condition, TriggeredAbility, effect_targets
from engine.model.battlefield import trigger_key
from engine.model.objects import Card, Permanent, StackObject
from engine.model.targeting import Group
from engine.rules import conditions
from engine.rules.groups import matches_group
from engine.text.card_en import AbilityText, GroupText, render_ability
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from engine.game import Game

_EVENT_KEYS = {
    "enters": ["trigger.comes_into_play"], "leaves": ["trigger.leaves_play", "trigger.look_back"],
    "dies": ["trigger.leaves_play", "trigger.look_back"], "attacks": ["trigger.combat"],
    "blocks": ["trigger.combat"], "blocked": ["trigger.combat"], "attacks_alone": ["trigger.combat"], "blocks_or_blocked": ["trigger.combat"],
    "upkeep": ["trigger.step_begins"],
    "end_of_turn": ["trigger.step_begins"], "beginning_of_combat": ["trigger.step_begins"],
    "discards": ["trigger.once_per_event"], "gains_life": ["trigger.once_per_event"],
    "unblocked": ["trigger.combat"],
    "control_none": ["trigger.state", "trigger.state_once"],
}


def triggered_of(perm: Permanent) -> tuple[TriggeredAbility, ...]:
    """A permanent's triggered abilities: printed (or stood for by an era keyword), and granted by a
    static ability (Loxodon Warhammer); a face-down permanent has none of its own (504)."""
    if perm.face_down:
        return perm.granted_triggers
    return perm.card.abilities.triggered + perm.granted_triggers


def condition_holds(game: Game, cond: Condition | None, controller: str, source_id: str | None,
                    subject_id: str | None = None, event_perm: Permanent | None = None) -> bool:
    """An intervening "if" clause, checked when the event happens and again on resolution (410.8);
    ``event_perm`` is the permanent the event names as it last existed (persist looks back at it)."""
    if cond is not None and cond.kind == "had_no_counters":
        return event_perm is not None and not event_perm.counters.get(cond.counter, 0)
    if cond is not None and cond.kind == "evoked":
        perm = game.state.battlefield.get(source_id or "")
        return perm is not None and perm.evoked
    return conditions.condition_holds(game.state, cond, controller, source_id, subject_id)


def _fire(game: Game, perm: Permanent, ability: TriggeredAbility, subject_id: str | None, why: Msg,
          amount: int = 0, event_perm: Permanent | None = None) -> None:
    state = game.state
    keys = ["trigger.words", *_EVENT_KEYS.get(ability.event, [])] + (["keyword.era"] if ability.keyword else [])
    text = AbilityText(ability, perm.label)
    if not condition_holds(game, ability.condition, perm.controller, perm.id, subject_id, event_perm):
        game.log("trigger_condition_false", [perm.id], ["trigger.intervening_if"], permanent=perm.label, ability=text)
        return
    obj = StackObject(
        id=state.new_object_id(f"{perm.id}.trigger"), kind="trigger", controller=perm.controller,
        name=f"{perm.name}: {render_ability(ability, 'en', perm.name, game.ruleset.name)}",
        label=Msg("stack.ability", source=perm.label, ability=text),
        source=perm.id, card=perm.card, effects=ability.effects, target_specs=effect_targets(ability.effects),
        source_colors=perm.colors, optional=ability.optional, trigger_ability=ability, event_subject=subject_id,
        event_amount=amount, event_perm=event_perm, source_perm=perm,
    )
    state.pending_triggers.append(obj)
    if ability.condition is not None:
        keys.append("trigger.intervening_if")
    game.log("triggered", [perm.id, *([subject_id] if subject_id else [])], keys, why=why, permanent=perm.label,
             ability=text)


def check_state_triggers(game: Game) -> None:
    """State triggers ("When you control no Islands, sacrifice ~."): each triggers whenever its
    state holds as a player would receive priority (410.8a), and not again while the ability it
    put on the stack has not resolved or been countered (410.8b)."""
    state = game.state
    for perm, ability in _watchers(game, "control_none"):
        group = ability.subject
        assert isinstance(group, Group)
        if not conditions.condition_holds(state, Condition("control_none", group=group), perm.controller, perm.id):
            continue
        waiting = [*state.pending_triggers, *state.stack]
        if any(o.source == perm.id and o.trigger_ability == ability for o in waiting):
            continue
        _fire(game, perm, ability, None, Msg("trigger_event.state", player=perm.controller,
                                             group=GroupText(group)))


def _watchers(game: Game, event: str, extra: Sequence[Permanent] = ()) -> list[tuple[Permanent, TriggeredAbility]]:
    """The abilities in play that watch for ``event``, in timestamp order. ``extra`` are the
    permanents the event is about (one entering, those leaving): only they can have a "self"
    trigger of it, so the battlefield's index (``Battlefield``) is asked only for the others'."""
    field = game.state.battlefield
    found = {p.id: p for p in field.holding(trigger_key(event))}
    found.update((pid, field[pid]) for pid in field.granted_triggers if pid in field)
    found.update((p.id, field.get(p.id, p)) for p in extra if p.id not in found)
    if not found:
        return []  # nothing in play watches for it: the common case, asked at every event
    perms = field.by_timestamp(found.values())
    return [(p, a) for p in perms for a in triggered_of(p) if a.event == event and a.zone == "play"]


def _graveyard_watchers(game: Game, event: str) -> list[tuple[str, Card, TriggeredAbility]]:
    """Cards in graveyards whose step trigger functions there (402.9: Squee), in APNAP order."""
    state = game.state
    return [(pid, card, a) for pid in (state.active, state.nonactive) for card in state.players[pid].graveyard
            for a in card.abilities.triggered if a.event == event and a.zone == "graveyard"]


def _fire_from_graveyard(game: Game, owner: str, card: Card, ability: TriggeredAbility) -> None:
    """A card's ability triggers in its owner's graveyard (402.9); its owner controls it."""
    state = game.state
    text = AbilityText(ability, card.label)
    obj = StackObject(
        id=state.new_object_id(f"{card.id}.trigger"), kind="trigger", controller=owner,
        name=f"{card.name}: {render_ability(ability, 'en', card.name, game.ruleset.name)}",
        label=Msg("stack.ability", source=card.label, ability=text), source=card.id, card=card,
        effects=ability.effects, target_specs=effect_targets(ability.effects), source_colors=card.colors,
        optional=ability.optional, trigger_ability=ability, owner=owner,
    )
    state.pending_triggers.append(obj)
    game.log("triggered", [card.id], ["trigger.words", *_EVENT_KEYS.get(ability.event, []), "ability.from_graveyard"],
             why=Msg("trigger_event.step"), permanent=card.label, ability=text)


def _fire_from_spell(game: Game, spell: StackObject, ability: TriggeredAbility, cast_before: int) -> None:
    """A spell's own "when you cast this spell" ability triggers on the stack (storm, cascade); the
    spell's controller controls it; ``cast_before``: the spells cast before it this turn."""
    state = game.state
    card = spell.card
    assert card is not None
    text = AbilityText(ability, card.label)
    obj = StackObject(
        id=state.new_object_id(f"{card.id}.trigger"), kind="trigger", controller=spell.controller,
        name=f"{card.name}: {render_ability(ability, 'en', card.name, game.ruleset.name)}",
        label=Msg("stack.ability", source=card.label, ability=text), source=card.id, card=card,
        effects=ability.effects, target_specs=effect_targets(ability.effects), source_colors=card.colors,
        optional=ability.optional, trigger_ability=ability, owner=spell.controller, event_amount=cast_before,
        event_spell=spell,
    )
    state.pending_triggers.append(obj)
    game.log("triggered", [card.id], ["trigger.words", "keyword.era"], why=Msg("trigger_event.cast", card=card.label),
             permanent=card.label, ability=text)


def on_enters(game: Game, entered: Permanent) -> None:
    in_play = [entered] if game.state.battlefield.get(entered.id) is entered else []
    for perm, ability in _watchers(game, "enters", in_play):
        subj = ability.subject
        if subj == "self" and perm is entered:
            _fire(game, perm, ability, entered.id, Msg("trigger_event.enters", permanent=entered.label))
        elif isinstance(subj, Group) and matches_group(game.state, subj, perm.controller, perm.id, entered):
            _fire(game, perm, ability, entered.id, Msg("trigger_event.enters", permanent=entered.label))


def on_leaves(game: Game, left: list[Permanent], to_graveyard: bool) -> None:
    """Leaves-play triggers "look back in time" (410.10d): permanents that left with ``left`` still see it."""
    state = game.state
    died = sum(1 for gone in left if gone.card.is_creature) if to_graveyard else 0
    if died:
        if state.creature_deaths_turn != state.turn:
            state.creature_deaths_turn, state.creature_deaths = state.turn, 0
        state.creature_deaths += died
    for event in ("leaves", "dies"):
        if event == "dies" and not to_graveyard:
            continue
        for perm, ability in _watchers(game, event, left):
            subj = ability.subject
            # an unearthed permanent is removed from the game instead: it never "dies"
            for gone in [g for g in left if event == "leaves" or not g.unearthed and _into(ability, perm, g)]:
                why = Msg(f"trigger_event.{event}", permanent=gone.label)
                if subj in ("enchanted", "equipped") and perm.attached_to == gone.id:
                    _fire(game, perm, ability, gone.id, why, event_perm=gone)
                elif subj == "self" and perm is gone:
                    _fire(game, perm, ability, gone.id, why, event_perm=gone)
                elif isinstance(subj, Group) and (matches_group(game.state, subj, perm.controller, perm.id, gone)
                                                  or (ability.also_self and perm is gone)):
                    _fire(game, perm, ability, gone.id, why, event_perm=gone)


def _into(ability: TriggeredAbility, watcher: Permanent, gone: Permanent) -> bool:
    """"is put into your graveyard" / "into an opponent's graveyard": the card goes to its owner's
    graveyard, and the owner is (or is not) the watching permanent's controller."""
    if not ability.graveyard:
        return True
    return (gone.owner == watcher.controller) == (ability.graveyard == "you")


def on_combat(game: Game, event: str, perms: list[str]) -> None:
    """attacks / blocks / blocked: each listed creature's own "Whenever ~ ..." abilities (410.9)."""
    for pid in perms:
        perm = game.state.battlefield.get(pid)
        if perm is None:
            continue
        for ability in triggered_of(perm):
            if ability.event == event:
                _fire(game, perm, ability, pid, Msg(f"trigger_event.{event}", permanent=perm.label))


def on_attacks_alone(game: Game, attacker_id: str) -> None:
    """"Whenever a creature you control attacks alone" (exalted): every permanent watching for it,
    once per instance, when exactly one creature was declared as an attacker."""
    attacker = game.state.battlefield.get(attacker_id)
    if attacker is None:
        return
    for perm, ability in _watchers(game, "attacks_alone"):
        if isinstance(ability.subject, Group) and matches_group(game.state, ability.subject, perm.controller, perm.id,
                                                                attacker):
            _fire(game, perm, ability, attacker_id, Msg("trigger_event.attacks_alone", permanent=attacker.label))


def on_damage(game: Game, source_id: str, target_id: str, combat: bool, amount: int) -> None:
    """"Whenever ~ is dealt damage" / "Whenever ~ (or enchanted creature) deals damage" ("that much": ``amount``)."""
    state = game.state
    target = state.battlefield.get(target_id)
    if target is not None:
        for ability in triggered_of(target):
            if ability.event == "dealt_damage":
                _fire(game, target, ability, source_id, Msg("trigger_event.dealt_damage", permanent=target.label),
                      amount)
    source = state.battlefield.get(source_id)
    if source is None:
        return
    watchers = [(source, a) for a in triggered_of(source) if a.subject == "self"]
    watchers += [(p, a) for p in state.attached(source_id) for a in triggered_of(p)
                 if a.subject in ("enchanted", "equipped")]
    for perm, ability in watchers:
        if ability.event != "deals_damage" or (ability.combat and not combat):
            continue
        if (ability.to_player or ability.to_opponent) and target_id not in state.players:
            continue
        if ability.to_creature and not _is_creature(state.battlefield.get(target_id)):
            continue
        # "an opponent": of the watcher's controller (an Aura's), not of the enchanted creature's
        if ability.to_opponent and target_id == perm.controller:
            continue
        _fire(game, perm, ability, target_id, Msg("trigger_event.deals_damage", permanent=source.label), amount)


def _is_creature(perm: Permanent | None) -> bool:
    return perm is not None and perm.card.is_creature


def on_tapped(game: Game, perm: Permanent) -> None:
    """"Whenever ~ becomes tapped" / "Whenever enchanted land becomes tapped"."""
    watchers = [(perm, a) for a in triggered_of(perm) if a.event == "tapped" and a.subject == "self"]
    watchers += [(p, a) for p in game.state.attached(perm.id) for a in triggered_of(p)
                 if a.event == "tapped" and a.subject == "enchanted"]
    for source, ability in watchers:
        _fire(game, source, ability, perm.id, Msg("trigger_event.tapped", permanent=perm.label))


#: the trace's words for a delayed ability as it is created and as it triggers, by when it waits for
_DELAYED_CREATED = {"end_of_combat": "delayed_trigger_created", "end_of_turn": "delayed_trigger_created.end_of_turn",
                    "next_upkeep": "delayed_trigger_created.next_upkeep"}
_DELAYED_TRIGGERS = {"end_of_combat": "triggered.delayed", "end_of_turn": "triggered.delayed_end_of_turn",
                     "next_upkeep": "triggered.delayed_next_upkeep"}
_DELAYED_LABEL = {"end_of_combat": "stack.delayed", "end_of_turn": "stack.delayed_eot",
                  "next_upkeep": "stack.delayed_upkeep"}


def _release_delayed(game: Game, when: str = "end_of_combat") -> None:
    state = game.state
    if when == "next_upkeep":
        waiting = [obj for turn, obj in state.delayed_upkeep if turn < state.turn]
        state.delayed_upkeep = [(turn, obj) for turn, obj in state.delayed_upkeep if turn >= state.turn]
    else:
        waiting = state.delayed if when == "end_of_combat" else state.delayed_eot
    for obj in waiting:
        state.pending_triggers.append(obj)
        game.log("triggered", [obj.source or obj.id, *([obj.event_subject] if obj.event_subject else [])],
                 ["trigger.delayed", "trigger.step_begins"], _DELAYED_TRIGGERS[when], ability=obj.shown)
    if when == "end_of_combat":
        state.delayed = []
    elif when == "end_of_turn":
        state.delayed_eot = []


def add_delayed(game: Game, source: StackObject, effects: tuple[Any, ...], subject: str | None,
                when: str = "end_of_combat", condition: Condition | None = None) -> None:
    """Create a delayed triggered ability "at end of combat", "at end of turn" or "at the beginning
    of the next turn's upkeep" (406.2a); a ``condition`` ("if it attacked this turn") is checked as
    it resolves."""
    state = game.state
    name = source.card.label if source.card else source.shown
    ability = TriggeredAbility(when, tuple(effects), subject="it", condition=condition) if condition else None
    obj = StackObject(id=state.new_object_id(f"{source.source or source.id}.delayed"), kind="trigger",
                      controller=source.controller, name=f"{name.text('en')}: at {when.replace('_', ' ')}",
                      label=Msg(_DELAYED_LABEL[when], source=name),
                      source=source.source, card=source.card, effects=effects, source_colors=source.source_colors,
                      event_subject=subject, trigger_ability=ability)
    if when == "next_upkeep":
        state.delayed_upkeep.append((state.turn, obj))
    else:
        (state.delayed if when == "end_of_combat" else state.delayed_eot).append(obj)
    game.log("delayed_trigger_created", [obj.source or obj.id, *([subject] if subject else [])], ["trigger.delayed"],
             _DELAYED_CREATED[when])


def on_block_pairs(game: Game, pairs: list[tuple[str, str]]) -> None:
    """"Whenever ~ blocks or becomes blocked by a <group>": once for each such creature (410.6, 410.9)."""
    state = game.state
    for blocker_id, attacker_id in pairs:
        for me, other in ((blocker_id, attacker_id), (attacker_id, blocker_id)):
            perm, them = state.battlefield.get(me), state.battlefield.get(other)
            if perm is None or them is None:
                continue
            watchers = [(perm, a) for a in triggered_of(perm) if a.event == "blocks_or_blocked"]
            watchers += [(aura, a) for aura in state.attached(perm.id) for a in triggered_of(aura)
                         if a.event == "blocks_or_blocked_attached"]
            for source, ability in watchers:
                if isinstance(ability.subject, Group) and matches_group(
                        state, ability.subject, source.controller, source.id, them):
                    _fire(game, source, ability, other, Msg("trigger_event.block_pair", permanent=perm.label,
                                                            other=them.label))


def on_step(game: Game, step: str) -> None:
    """"At the beginning of your upkeep" / "At end of turn" (410.1); delayed triggers (406.2a)."""
    if step == "end_of_combat":
        _release_delayed(game)
    if step == "end_of_turn":
        _release_delayed(game, "end_of_turn")
    if step == "upkeep":
        _release_delayed(game, "next_upkeep")
    event = {"upkeep": "upkeep", "end_of_turn": "end_of_turn", "draw": "draw_step",
             "beginning_of_combat": "beginning_of_combat"}.get(step)
    if event is None:
        return
    state = game.state
    for perm, ability in _watchers(game, event):
        # "that player" of "each player's / each opponent's upkeep" is the player whose step it is
        subject: str | None = state.active if event == "draw_step" or ability.subject in ("each", "opponent") else None
        if not _step_is_watched(ability.subject, perm.controller, state.active):
            continue
        if ability.subject == "enchanted":
            host = state.battlefield.get(perm.attached_to or "")
            if host is None or host.controller != state.active:
                continue
            subject = host.id
        _fire(game, perm, ability, subject, Msg("trigger_event.step"))
    for owner, card, ability in _graveyard_watchers(game, event):
        if event == "upkeep" and ability.subject == "you" and owner != state.active:
            continue
        _fire_from_graveyard(game, owner, card, ability)
    if event == "upkeep":
        _fire_suspended(game)


def _fire_suspended(game: Game) -> None:
    """The upkeep triggers of the active player's suspended cards (suspend: "at the beginning of your
    upkeep, remove a time counter"), which work while the card is removed from the game; its owner
    controls each, in the order the cards were suspended."""
    state = game.state
    player = state.players[state.active]
    for card in [c for c in player.removed if c.id in state.suspended]:
        suspend_kw = card.abilities.era_keywords.get("suspend")
        for ability in suspend_kw.suspended_triggers if suspend_kw is not None else ():
            text = AbilityText(ability, card.label)
            state.pending_triggers.append(StackObject(
                id=state.new_object_id(f"{card.id}.trigger"), kind="trigger", controller=player.id,
                name=f"{card.name}: {render_ability(ability, 'en', card.name, game.ruleset.name)}",
                label=Msg("stack.ability", source=card.label, ability=text), source=card.id, card=card,
                effects=ability.effects, source_colors=card.colors, trigger_ability=ability, owner=player.id))
            game.log("triggered", [card.id], ["trigger.words", "keyword.era"], why=Msg("trigger_event.step"),
                     permanent=card.label, ability=text)


def _step_is_watched(subject: object, controller: str, active: str) -> bool:
    """"your upkeep / end step / combat on your turn" is the controller's turn's, "each opponent's"
    another player's; any other step trigger sees every turn's."""
    if subject == "you":
        return controller == active
    return subject != "opponent" or controller != active


def on_cast(game: Game, spell: StackObject) -> None:
    """A spell was cast: it counts for the turn (storm), its own "when you cast this spell"
    abilities trigger (storm, cascade), then "whenever a player plays a spell" of permanents."""
    state = game.state
    if state.spells_cast_turn != state.turn:
        state.spells_cast_turn, state.spells_cast = state.turn, 0
    before = state.spells_cast
    state.spells_cast += 1
    if spell.card is not None and not spell.face_down:  # a face-down spell has no abilities (504)
        for ability in spell.card.abilities.triggered:
            if ability.event == "cast_self":
                _fire_from_spell(game, spell, ability, before)
    for perm, ability in _watchers(game, "cast"):
        g = ability.subject
        if not isinstance(g, Group):
            continue
        card = spell.card
        if card is None or (g.controller == "you" and spell.controller != perm.controller):
            continue
        if g.controller == "opponent" and spell.controller == perm.controller:
            continue
        if any(card.has_type(t) for t in g.not_types):
            continue
        if g.colors and not any(c in card.colors for c in g.colors):
            continue
        # "a creature spell" names a card type, "a Spirit or Arcane spell" subtypes (either will do)
        if g.subtypes and not any(card.has_type(t) or t in card.subtypes for t in g.subtypes):
            continue
        _fire(game, perm, ability, spell.id, Msg("trigger_event.cast", card=card.label))


def on_turned_face_up(game: Game, perm: Permanent) -> None:
    """"When ~ is turned face up" (504): its own abilities trigger as it turns face up."""
    for ability in triggered_of(perm):
        if ability.event == "turned_face_up":
            _fire(game, perm, ability, perm.id, Msg("trigger_event.turned_face_up", permanent=perm.label))


__all__ = ["add_delayed", "condition_holds", "on_block_pairs", "on_cast", "on_combat", "on_damage", "on_enters",
           "on_leaves", "on_step", "on_tapped", "on_turned_face_up", "triggered_of"]
