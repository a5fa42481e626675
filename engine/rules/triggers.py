"""Triggered abilities (404.1, 410): noticing trigger events, intervening "if" clauses (410.8),
look-back for leaves-play triggers (410.10d), and choosing targets when they go on the stack.

Triggers wait in ``state.pending_triggers`` until a player would receive priority; then they go
on the stack active player's first (APNAP, 410.3). Targets and "you may" come from the scenario's
``trigger:`` answers; without one the documented default applies (see ``default_targets``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.model.abilities import (
    Condition,
    DealDamage,
    Destroy,
    Discard,
    GainControl,
    Group,
    LoseLife,
    Pump,
    ReturnToHand,
    Sacrifice,
    Tap,
    Target,
    TriggeredAbility,
    effect_targets,
)
from engine.rules.continuous import matches_group
from engine.rules.damage import en, zh
from engine.model.objects import Permanent, StackObject

if TYPE_CHECKING:
    from engine.game import Game

_EVENT_KEYS = {
    "enters": ["trigger.comes_into_play"], "leaves": ["trigger.leaves_play", "trigger.look_back"],
    "dies": ["trigger.leaves_play", "trigger.look_back"], "attacks": ["trigger.combat"],
    "blocks": ["trigger.combat"], "blocked": ["trigger.combat"], "blocks_or_blocked": ["trigger.combat"],
    "upkeep": ["trigger.step_begins"],
    "end_of_turn": ["trigger.step_begins"],
}


def triggered_of(perm: Permanent) -> tuple[TriggeredAbility, ...]:
    """A permanent's triggered abilities: printed, and granted by a static ability (Loxodon Warhammer)."""
    return perm.card.abilities.triggered + perm.granted_triggers


def condition_holds(game: Game, cond: Condition | None, controller: str, source_id: str | None) -> bool:
    """An intervening "if" clause, checked when the event happens and again on resolution (410.8)."""
    if cond is None:
        return True
    state = game.state
    if cond.kind == "life_at_most":
        return state.players[controller].life <= cond.value
    if cond.kind in ("control_none", "none_in_play"):
        assert cond.group is not None
        mine = cond.kind == "control_none"
        return not any(matches_group(state, cond.group, controller, source_id, p)
                       and (not mine or p.controller == controller) for p in state.battlefield.values())
    perm = state.battlefield.get(source_id or "")
    return perm is not None and not perm.tapped


def _fire(game: Game, perm: Permanent, ability: TriggeredAbility, subject_id: str | None, why_en: str,
          why_zh: str, amount: int = 0) -> None:
    from engine.cardlang import render_ability

    state = game.state
    keys = ["trigger.words", *_EVENT_KEYS.get(ability.event, [])]
    text = render_ability(ability, "en", perm.name)
    if not condition_holds(game, ability.condition, perm.controller, perm.id):
        game.log("trigger_condition_false", [perm.id], ["trigger.intervening_if"],
                 f"{en(perm)}'s ability \"{text}\" does not trigger: its \"if\" condition is false.",
                 f"{zh(perm)}的异能“{text}”不会触发：其“如果”条件不成立。")
        return
    obj = StackObject(
        id=state.new_object_id(f"{perm.id}.trigger"), kind="trigger", controller=perm.controller,
        name=f"{perm.name}: {text}", name_zh=f"{zh(perm)}：{render_ability(ability, 'zh-Hans', zh(perm))}",
        source=perm.id, card=perm.card, effects=ability.effects, target_specs=effect_targets(ability.effects),
        source_colors=perm.colors, optional=ability.optional, trigger_ability=ability, event_subject=subject_id,
        event_amount=amount,
    )
    state.pending_triggers.append(obj)
    if ability.condition is not None:
        keys.append("trigger.intervening_if")
    game.log("triggered", [perm.id, *([subject_id] if subject_id else [])], keys,
             f"{why_en}: {en(perm)}'s triggered ability \"{text}\" triggers.",
             f"{why_zh}：{zh(perm)}的触发式异能“{obj.name_zh.split('：', 1)[1]}”触发。")


def _watchers(game: Game, event: str, extra: list[Permanent] = ()) -> list[tuple[Permanent, TriggeredAbility]]:
    perms = list(game.state.battlefield.values()) + [p for p in extra if p.id not in game.state.battlefield]
    perms.sort(key=lambda p: p.timestamp)
    return [(p, a) for p in perms for a in triggered_of(p) if a.event == event]


def on_enters(game: Game, entered: Permanent) -> None:
    for perm, ability in _watchers(game, "enters"):
        subj = ability.subject
        if subj == "self" and perm is entered:
            _fire(game, perm, ability, entered.id, f"{en(entered)} comes into play", f"{zh(entered)}进场")
        elif isinstance(subj, Group) and matches_group(game.state, subj, perm.controller, perm.id, entered):
            _fire(game, perm, ability, entered.id, f"{en(entered)} comes into play", f"{zh(entered)}进场")


def on_leaves(game: Game, left: list[Permanent], to_graveyard: bool) -> None:
    """Leaves-play triggers "look back in time" (410.10d): permanents that left with ``left`` still see it."""
    for event in ("leaves", "dies"):
        if event == "dies" and not to_graveyard:
            continue
        for perm, ability in _watchers(game, event, left):
            subj = ability.subject
            for gone in left:
                how_en = "is put into a graveyard from play" if event == "dies" else "leaves play"
                how_zh = "从场上置入坟墓场" if event == "dies" else "离场"
                if subj in ("enchanted", "equipped") and perm.attached_to == gone.id:
                    _fire(game, perm, ability, gone.id, f"{en(gone)} {how_en}", f"{zh(gone)}{how_zh}")
                elif subj == "self" and perm is gone:
                    _fire(game, perm, ability, gone.id, f"{en(gone)} {how_en}", f"{zh(gone)}{how_zh}")
                elif isinstance(subj, Group) and matches_group(game.state, subj, perm.controller, perm.id, gone):
                    _fire(game, perm, ability, gone.id, f"{en(gone)} {how_en}", f"{zh(gone)}{how_zh}")


def on_combat(game: Game, event: str, perms: list[str]) -> None:
    """attacks / blocks / blocked: each listed creature's own "Whenever ~ ..." abilities (410.9)."""
    words = {"attacks": ("attacks", "攻击"), "blocks": ("blocks", "阻挡"), "blocked": ("becomes blocked", "被阻挡")}
    for pid in perms:
        perm = game.state.battlefield.get(pid)
        if perm is None:
            continue
        for ability in triggered_of(perm):
            if ability.event == event:
                _fire(game, perm, ability, pid, f"{en(perm)} {words[event][0]}", f"{zh(perm)}{words[event][1]}")


def on_damage(game: Game, source_id: str, target_id: str, combat: bool, amount: int) -> None:
    """"Whenever ~ is dealt damage" / "Whenever ~ (or enchanted creature) deals damage" ("that much": ``amount``)."""
    state = game.state
    target = state.battlefield.get(target_id)
    if target is not None:
        for ability in triggered_of(target):
            if ability.event == "dealt_damage":
                _fire(game, target, ability, source_id, f"{en(target)} is dealt damage", f"{zh(target)}受到伤害",
                      amount)
    source = state.battlefield.get(source_id)
    if source is None:
        return
    watchers = [(source, a) for a in triggered_of(source) if a.subject == "self"]
    watchers += [(p, a) for p in state.battlefield.values() if p.attached_to == source_id
                 for a in triggered_of(p) if a.subject in ("enchanted", "equipped")]
    for perm, ability in watchers:
        if ability.event != "deals_damage" or (ability.combat and not combat):
            continue
        if (ability.to_player or ability.to_opponent) and target_id not in state.players:
            continue
        if ability.to_opponent and target_id == source.controller:
            continue
        _fire(game, perm, ability, target_id, f"{en(source)} deals damage", f"{zh(source)}造成伤害", amount)


def on_tapped(game: Game, perm: Permanent) -> None:
    """"Whenever ~ becomes tapped" / "Whenever enchanted land becomes tapped"."""
    watchers = [(perm, a) for a in triggered_of(perm) if a.event == "tapped" and a.subject == "self"]
    watchers += [(p, a) for p in game.state.battlefield.values() if p.attached_to == perm.id
                 for a in triggered_of(p) if a.event == "tapped" and a.subject == "enchanted"]
    for source, ability in watchers:
        _fire(game, source, ability, perm.id, f"{en(perm)} becomes tapped", f"{zh(perm)}成为横置")


def _release_delayed(game: Game) -> None:
    state = game.state
    for obj in state.delayed:
        state.pending_triggers.append(obj)
        game.log("triggered", [obj.source or obj.id, *([obj.event_subject] if obj.event_subject else [])],
                 ["trigger.delayed", "trigger.step_begins"],
                 f"End of combat: the delayed triggered ability ({obj.name}) triggers.",
                 f"战斗结束：延迟式异能（{obj.name_zh or obj.name}）触发。")
    state.delayed = []


def add_delayed(game: Game, source: StackObject, effects: tuple[Any, ...], subject: str | None) -> None:
    """Create a delayed triggered ability "at end of combat" (406.2a)."""
    state = game.state
    obj = StackObject(id=state.new_object_id(f"{source.source or source.id}.delayed"), kind="trigger",
                      controller=source.controller, name=f"{source.card.name if source.card else source.name}: "
                      "at end of combat", name_zh=f"{source.card.display_name('zh-Hans') if source.card else source.name}"
                      "：在战斗结束时", source=source.source, card=source.card, effects=effects,
                      source_colors=source.source_colors, event_subject=subject)
    state.delayed.append(obj)
    game.log("delayed_trigger_created", [obj.source or obj.id, *([subject] if subject else [])], ["trigger.delayed"],
             "A delayed triggered ability is created: it will trigger at end of combat.",
             "产生一个延迟式异能：它将在战斗结束时触发。")


def on_mana_ability(game: Game, land: Permanent) -> None:
    """Triggered mana abilities (411.3, Wild Growth): they don't wait for priority or use the stack --
    the extra mana is added at once."""
    from engine.rules.mana import add_mana, format_pool

    for aura in list(game.state.battlefield.values()):
        if aura.attached_to != land.id:
            continue
        for ability in aura.card.abilities.triggered:
            if ability.event != "tapped_for_mana":
                continue
            mana = tuple(m for e in ability.effects for m in getattr(e, "mana", ()))
            owner = game.state.players[land.controller]
            add_mana(owner, mana)
            produced = "".join(f"{{{m}}}" for m in mana)
            game.log("mana_ability", [aura.id, land.id], ["mana.triggered", "mana.ability_no_stack"],
                     f"{en(aura)}'s triggered mana ability adds {produced} to player {land.controller}'s mana pool at "
                     f"once, without using the stack (pool: {format_pool(owner.mana_pool)}).",
                     f"{zh(aura)}的触发式法术力异能立即将{produced}加入牌手{land.controller}的法术力池，不使用堆叠"
                     f"（法术力池：{format_pool(owner.mana_pool)}）。")


def on_block_pairs(game: Game, pairs: list[tuple[str, str]]) -> None:
    """"Whenever ~ blocks or becomes blocked by a <group>": once for each such creature (410.6, 410.9)."""
    state = game.state
    for blocker_id, attacker_id in pairs:
        for me, other in ((blocker_id, attacker_id), (attacker_id, blocker_id)):
            perm, them = state.battlefield.get(me), state.battlefield.get(other)
            if perm is None or them is None:
                continue
            for ability in triggered_of(perm):
                if ability.event == "blocks_or_blocked" and isinstance(ability.subject, Group) and matches_group(
                        state, ability.subject, perm.controller, perm.id, them):
                    _fire(game, perm, ability, other, f"{en(perm)} and {en(them)} block each other",
                          f"{zh(perm)}与{zh(them)}互相阻挡")


def on_step(game: Game, step: str) -> None:
    """"At the beginning of your upkeep" / "At end of turn" (410.1); delayed triggers (406.2a)."""
    if step == "end_of_combat":
        _release_delayed(game)
    event = {"upkeep": "upkeep", "end_of_turn": "end_of_turn", "draw": "draw_step"}.get(step)
    if event is None:
        return
    state = game.state
    for perm, ability in _watchers(game, event):
        subject: str | None = state.active if event == "draw_step" else None
        if event == "upkeep" and ability.subject == "you" and perm.controller != state.active:
            continue
        if ability.subject == "enchanted":
            host = state.battlefield.get(perm.attached_to or "")
            if host is None or host.controller != state.active:
                continue
            subject = host.id
        _fire(game, perm, ability, subject, "The step begins", "该步骤开始")


def on_cast(game: Game, spell: StackObject) -> None:
    for perm, ability in _watchers(game, "cast"):
        g = ability.subject
        if not isinstance(g, Group):
            continue
        card = spell.card
        if card is None or (g.controller == "you" and spell.controller != perm.controller):
            continue
        if g.colors and not any(c in card.colors for c in g.colors):
            continue
        if g.subtypes and not any(card.has_type(t) for t in g.subtypes):
            continue
        _fire(game, perm, ability, spell.id, f"{card.name} is cast", f"{card.display_name('zh-Hans')}被使用")


_HARMFUL = (DealDamage, Destroy, Tap, ReturnToHand, LoseLife, Discard, GainControl, Sacrifice)


def is_harmful(effects: tuple[Any, ...]) -> bool:
    """Whether a trigger's effects hurt what they target (decides the default target order)."""
    for e in effects:
        if isinstance(e, _HARMFUL) or (isinstance(e, Pump) and isinstance(e.power, int) and e.power < 0):
            return True
    return False


def default_targets(game: Game, obj: StackObject) -> tuple[str, ...] | None:
    """The documented default when no ``trigger:`` answer is given: for a harmful ability, the
    opponent, then the opponent's permanents, then the controller's (in timestamp order); for a
    beneficial one the controller's side first. Creature cards come from the controller's graveyard,
    most recent first. None when some target has no legal choice (the ability is removed, 410.4)."""
    from engine.rules.casting import target_problem

    state = game.state
    me, opp = obj.controller, state.opponent(obj.controller)
    perms = sorted(state.battlefield.values(), key=lambda p: p.timestamp)
    mine = [p.id for p in perms if p.controller == me]
    theirs = [p.id for p in perms if p.controller != me]
    order = [opp, *theirs, me, *mine] if is_harmful(obj.effects) else [me, *mine, opp, *theirs]
    chosen: list[str] = []
    for spec in obj.target_specs:
        pool = order
        if spec.kind == "creature_card":
            pool = [c.id for c in reversed(state.players[me].graveyard)]
        pick = next((t for t in pool if t not in chosen
                     and target_problem(game, spec, t, obj.source_colors, obj.id, controller=me) is None), None)
        if pick is None:
            return None
        chosen.append(pick)
    return tuple(chosen)


def targets_text(game: Game, targets: tuple[str, ...]) -> tuple[str, str]:
    from engine.rules.casting import target_label

    labels = [target_label(game, t) for t in targets]
    return ", ".join(e for e, _ in labels), "、".join(z for _, z in labels)


def choose_for_trigger(game: Game, trig: StackObject) -> bool:
    """Targets and "you may" for a triggered ability going on the stack (410.4, 410.5)."""
    answer = game.take_trigger_answer(trig.source)
    name_en, name_zh = trig.name, trig.name_zh or trig.name
    if trig.optional and answer is not None and answer.get("decline"):
        game.log("trigger_declined", [trig.source or trig.id], ["trigger.may"],
                 f"Player {trig.controller} chooses not to use the optional triggered ability ({name_en}).",
                 f"牌手{trig.controller}选择不使用这个可选的触发式异能（{name_zh}）。")
        return False
    if trig.optional and answer is None:
        game.log("choice_default", [trig.source or trig.id], ["trigger.may"],
                 f"No answer was given for the optional triggered ability ({name_en}): by default its controller "
                 "uses it.",
                 f"没有为可选的触发式异能（{name_zh}）给出回答：默认其操控者使用它。")
    if answer is not None and "x" in answer:
        trig.x = int(answer["x"])
    if not trig.target_specs:
        return True
    if answer is not None and answer.get("targets"):
        targets = tuple(answer["targets"])
        how_en, how_zh = "chosen by the scenario", "由场景指定"
    else:
        found = default_targets(game, trig)
        if found is None:
            game.log("trigger_removed", [trig.source or trig.id], ["trigger.choices"],
                     f"The triggered ability ({name_en}) has no legal target and is removed from the stack.",
                     f"触发式异能（{name_zh}）没有合法目标，从堆叠中移除。")
            return False
        targets = found
        how_en = "default: the opponent's side first for a harmful ability, the controller's for a helpful one"
        how_zh = "默认：有害的异能先选对手一方，有益的先选操控者一方"
    trig.targets = targets
    t_en, t_zh = targets_text(game, targets)
    game.log("trigger_targets", [trig.source or trig.id, *targets], ["trigger.choices", "cast.targets"],
             f"Player {trig.controller} chooses the target(s) of the triggered ability ({name_en}): {t_en} "
             f"({how_en}).",
             f"牌手{trig.controller}为触发式异能（{name_zh}）选择目标：{t_zh}（{how_zh}）。")
    return True


__all__ = ["Target", "condition_holds", "default_targets", "on_cast", "on_combat", "on_damage", "on_enters",
           "on_leaves", "on_step"]
