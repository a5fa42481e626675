"""The stack: casting spells and activating abilities (409), and resolving them (413, 414).

Validation never changes the state, so ``Game.is_legal`` can ask it; execution happens only
after every check passed (422.1: an illegal action is never half-done).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.abilities import (
    AddMana,
    DealDamage,
    Modal,
    effect_targets,
    mode_effects,
)
from engine.actions import ActivateAbility, CastSpell
from engine.effects import tap, zh
from engine.errors import IllegalAction
from engine.mana import PaymentPlan, add_mana, can_pay_from, parse_mana_cost, plan_payment
from engine.objects import Card, Permanent, StackObject
from engine.targets import check_targets, expanded_specs, target_label, target_problem
from engine.turn import MAIN_PHASES
from engine.zones import enter_play, sacrifice

if TYPE_CHECKING:
    from engine.game import Game


def _illegal(game: Game, en_msg: str, zh_msg: str, *keys: str) -> IllegalAction:
    return IllegalAction(en_msg, zh_msg, rules=game.ruleset.cite_all(list(keys)))


def _check_priority(game: Game, player: str) -> None:
    if game.state.stage != "priority" or game.state.priority != player:
        raise _illegal(
            game,
            f"player {player} does not hold priority",
            f"牌手{player}没有优先权",
            "priority.general",
        )


@dataclass(frozen=True)
class PreparedCast:
    """A validated cast: the card, its owner and how its cost will be paid."""

    card: Card
    plan: PaymentPlan
    pay_sources: tuple[str, ...]


def _mana_sources(game: Game, player: str, sources: tuple[str, ...]) -> list[tuple[Permanent, int]]:
    """Validate explicit ``pay:`` sources: untapped permanents of ``player`` with a mana ability."""
    out: list[tuple[Permanent, int]] = []
    for sid in sources:
        perm = game.state.permanent(sid)
        index = None
        if perm is not None and perm.controller == player:
            index = next((i for i, a in enumerate(perm.card.activated) if a.is_mana_ability), None)
        if perm is None or index is None:
            raise _illegal(game, f"{sid!r} is not a mana source of {player}", f"“{sid}”不是{player}的法术力来源",
                           "cast.pay_costs")
        _check_cost_payable(game, perm, perm.card.activated[index].cost.tap)
        out.append((perm, index))
    return out


def _check_cost_payable(game: Game, perm: Permanent, tap: bool) -> None:
    if not tap:
        return
    if perm.tapped:
        raise _illegal(game, f"{perm.id} is already tapped", f"{zh(perm)}已横置", "cast.pay_costs")
    if perm.card.is_creature and perm.summoning_sick and not perm.has("haste"):
        raise _illegal(
            game,
            f"{perm.name} has not been under its controller's control since the start of the turn; "
            "its {T} ability can't be activated",
            f"{zh(perm)}并非从操控者最近的回合开始时便受其操控，不能使用含横置符号的异能",
            "creature.summoning_sickness", "ability.tap_summoning_sick",
        )


def _plan(game: Game, player: str, cost: list[str], pay: tuple[str, ...] | None) -> PaymentPlan:
    owner = game.state.players[player]
    if pay is not None:
        pool = dict(owner.mana_pool)
        for _perm, mana in _source_mana(game, player, pay, cost):
            for sym in mana:
                pool[sym] = pool.get(sym, 0) + 1
        if can_pay_from(pool, cost) is None:
            raise _illegal(game, f"the given mana sources don't pay {''.join(cost)}",
                           "指定的法术力来源不足以支付费用", "cast.pay_costs")
        return PaymentPlan(())
    return plan_payment(owner, game.state.lands(player), cost, game.ruleset.cite("cast.pay_costs"))


def validate_cast(game: Game, action: CastSpell) -> PreparedCast:
    state = game.state
    _check_priority(game, action.player)
    found = state.card_in_hand(action.card)
    if found is None or found[0].id != action.player:
        raise _illegal(game, f"{action.card!r} is not in player {action.player}'s hand",
                       f"“{action.card}”不在牌手{action.player}的手牌中", "spell.from_hand")
    card = found[1]
    if card.is_land:
        raise _illegal(game, f"{card.name} is a land: it is played, not cast",
                       f"{card.name}是地：地是使用的，而非作为咒语使用", "land.play_timing")
    if not card.is_instant:
        if state.active != action.player or state.step not in MAIN_PHASES or state.stack:
            keys = ["priority.sorcery_timing"] + (["creature.cast_timing"] if card.is_creature else [])
            raise _illegal(
                game,
                f"{card.name} can only be cast in its controller's main phase while the stack is empty",
                f"{card.display_name('zh-Hans')}只能在其操控者的行动阶段且堆叠为空时使用",
                *keys,
            )
    effects = mode_effects(card.abilities.spell_effects, action.mode)
    if card.abilities.is_modal and not 0 <= action.mode < _mode_count(card):
        raise _illegal(game, f"{card.name} has no mode {action.mode}", f"{card.name}没有第{action.mode}个模式",
                       "cast.modes")
    specs = card.abilities.spell_targets if card.abilities.enchant else effect_targets(effects)
    check_targets(game, specs, action.targets, card.colors, card.name, action.player)
    try:
        cost = _with_x(parse_mana_cost(card.mana_cost), action.x)
    except ValueError:
        cost = []
    plan = _plan(game, action.player, cost, action.pay)
    return PreparedCast(card, plan, action.pay or ())


def _source_mana(game: Game, player: str, sources: tuple[str, ...], cost: list[str]) -> list[tuple[Permanent, tuple]]:
    """What each listed mana source produces when tapped to pay ``cost``: its first mana ability;
    mana "of any color" takes the coloured symbols the cost still needs, in order (else white)."""
    out: list[tuple[Permanent, tuple]] = []
    needed = [s for s in cost if s in "WUBRG"]
    for perm, index in _mana_sources(game, player, sources):
        effect = perm.card.activated[index].effects[0]
        assert isinstance(effect, AddMana)
        mana = list(effect.mana)
        for sym in mana:
            if sym in needed:
                needed.remove(sym)
        for _ in range(effect.any_color):
            mana.append(needed.pop(0) if needed else "W")
        out.append((perm, tuple(mana)))
    return out


def _with_x(symbols: list[str] | tuple[str, ...], x: int) -> list[str]:
    """A cost with X replaced by the chosen value (409.1b)."""
    out = [s for s in symbols if s != "X"]
    if "X" in symbols and x:
        out.append(str(x * list(symbols).count("X")))
    return out


def _mode_count(card: Card) -> int:
    return next((len(e.modes) for e in card.abilities.spell_effects if isinstance(e, Modal)), 1)


def _pay(game: Game, player: str, cost: list[str], plan: PaymentPlan, pay_sources: tuple[str, ...]) -> None:
    """Activate the chosen mana abilities (no stack, 406.1e) then take the cost from the pool."""
    owner = game.state.players[player]
    taps = [(sid, tuple(mana)) for sid, mana in plan.taps]
    taps += [(perm.id, mana) for perm, mana in _source_mana(game, player, pay_sources, cost)]
    for sid, mana in taps:
        perm = game.state.battlefield[sid]
        tap(game, perm)
        add_mana(owner, tuple(mana))
        game.log_mana_ability(perm, tuple(mana))
    left = can_pay_from(owner.mana_pool, cost)
    assert left is not None
    owner.mana_pool = left


def cast(game: Game, action: CastSpell) -> None:
    prepared = validate_cast(game, action)
    state = game.state
    card = prepared.card
    owner = state.players[action.player]
    cost = _with_x(parse_mana_cost(card.mana_cost), action.x)
    _pay(game, action.player, cost, prepared.plan, prepared.pay_sources)
    owner.hand.remove(card)
    effects = mode_effects(card.abilities.spell_effects, action.mode)
    specs = card.abilities.spell_targets if card.abilities.enchant else effect_targets(effects)
    obj = StackObject(
        id=card.id, kind="spell", controller=action.player, name=card.name, source=card.id, card=card,
        effects=effects, target_specs=specs,
        targets=tuple(action.targets), source_colors=card.colors, owner=action.player, x=action.x,
        divide=tuple(action.divide),
    )
    state.stack.append(obj)
    labels = [target_label(game, t) for t in action.targets]
    tgt_en = f" targeting {', '.join(e for e, _ in labels)}" if action.targets else ""
    tgt_zh = f"，目标为{'、'.join(z for _, z in labels)}" if action.targets else ""
    game.log(
        "spell_cast", [card.id, *action.targets],
        ["cast.announce", *(["cast.targets"] if action.targets else []), "cast.pay_costs", "stack.put_on_top"],
        f"Player {action.player} casts {card.name}{tgt_en}, paying {card.mana_cost or '{0}'}; "
        "it goes on top of the stack.",
        f"牌手{action.player}使用{card.display_name('zh-Hans')}{tgt_zh}，支付{card.mana_cost or '{0}'}；"
        "它进入堆叠顶端。",
    )
    _log_cast_choices(game, obj, action)
    from engine import triggers

    triggers.on_cast(game, obj)


def _log_cast_choices(game: Game, obj: StackObject, action: CastSpell) -> None:
    card = obj.card
    assert card is not None
    if card.abilities.is_modal:
        game.log("mode_chosen", [card.id], ["cast.modes"],
                 f"Player {action.player} chooses mode {action.mode} of {card.name} as it is cast.",
                 f"牌手{action.player}在使用{card.display_name('zh-Hans')}时选择其第{action.mode}个模式。")
    if "X" in parse_mana_cost(card.mana_cost):
        game.log("x_chosen", [card.id], ["cast.modes"], f"X is {action.x} for {card.name}.",
                 f"{card.display_name('zh-Hans')}的X为{action.x}。")
    if any(isinstance(e, DealDamage) and e.divided for e in obj.effects):
        division = obj.divide or ()
        game.log("damage_divided", [card.id, *obj.targets], ["cast.divide"],
                 f"The damage is divided as the spell is cast: {list(division) or 'default (evenly, remainder first)'}.",
                 f"伤害在使用咒语时分配：{list(division) or '默认（平均分配，余数给前面的目标）'}。")


def validate_activate(game: Game, action: ActivateAbility) -> tuple[Permanent, PaymentPlan]:
    state = game.state
    perm = state.permanent(action.source)
    if perm is None:
        raise _illegal(game, f"{action.source!r} is not in play", f"“{action.source}”不在场上", "ability.activated")
    if perm.controller != action.player:
        raise _illegal(game, f"player {action.player} does not control {perm.name}",
                       f"牌手{action.player}并未操控{zh(perm)}", "ability.controller_only")
    abilities = perm.card.activated
    if not 0 <= action.ability < len(abilities):
        raise _illegal(game, f"{perm.name} has no activated ability #{action.ability}",
                       f"{zh(perm)}没有第{action.ability}个启动式异能", "ability.activated")
    ability = abilities[action.ability]
    if ability.is_mana_ability:
        if state.stage != "priority" or state.priority != action.player:
            raise _illegal(game, f"player {action.player} does not hold priority",
                           f"牌手{action.player}没有优先权", "mana.when_allowed")
    else:
        _check_priority(game, action.player)
    _check_cost_payable(game, perm, ability.cost.tap)
    if ability.your_turn_only and state.active != action.player:
        raise _illegal(game, f"{perm.name}'s ability can be played only during your turn",
                       f"{zh(perm)}的这个异能只能在你的回合中起动", "ability.activated")
    if ability.once_per_turn and action.ability in perm.activated_this_turn:
        raise _illegal(game, f"{perm.name}'s ability can be played only once each turn",
                       f"{zh(perm)}的这个异能每回合只能起动一次", "ability.activated")
    if ability.sorcery_speed and (state.active != action.player or state.step not in MAIN_PHASES or state.stack):
        keys = ["ability.sorcery_timing", "priority.sorcery_timing"] + (["equipment.equip"] if ability.equip else [])
        raise _illegal(game, f"{perm.name}'s ability can be played only any time you could play a sorcery",
                       f"{zh(perm)}的这个异能只能于法术时机起动", *keys)
    _check_additional_costs(game, perm, ability, action)
    check_targets(game, ability.targets, action.targets, perm.colors, perm.name, action.player)
    plan = _plan(game, action.player, _with_x(ability.cost.mana, action.x), action.pay)
    return perm, plan


def _check_additional_costs(game: Game, perm: Permanent, ability: object, action: ActivateAbility) -> None:
    from engine.abilities import ActivatedAbility

    assert isinstance(ability, ActivatedAbility)
    cost = ability.cost
    player = game.state.players[action.player]
    if cost.discard and len(player.hand) < cost.discard:
        raise _illegal(game, "not enough cards in hand to discard", "手牌不足以弃牌", "cast.pay_costs")
    if cost.life and player.life < cost.life:
        raise _illegal(game, f"player {action.player} can't pay {cost.life} life", f"牌手{action.player}无法支付生命",
                       "cast.pay_costs")
    if cost.remove_counters and perm.counters.get(cost.remove_counters[0], 0) < cost.remove_counters[1]:
        raise _illegal(game, f"{perm.name} doesn't have the counters to remove", f"{zh(perm)}上没有足够的指示物",
                       "cast.pay_costs")
    if cost.sacrifice is not None and not _sacrifice_choice(game, perm, cost.sacrifice, action):
        raise _illegal(game, "nothing to sacrifice for this cost", "没有可以为此费用牺牲的永久物", "cast.pay_costs")


def _sacrifice_choice(game: Game, perm: Permanent, group: object, action: ActivateAbility) -> list[Permanent]:
    from engine.zones import sacrifice_candidates

    options = sacrifice_candidates(game, action.player, group, perm.id)  # type: ignore[arg-type]
    if action.sacrifice:
        return [p for p in options if p.id in action.sacrifice][:1]
    return options[:1]


def activate(game: Game, action: ActivateAbility) -> bool:
    """Activate an ability. Returns True for a mana ability (no stack, priority unchanged)."""
    perm, plan = validate_activate(game, action)
    state = game.state
    ability = perm.card.activated[action.ability]
    _pay(game, action.player, _with_x(ability.cost.mana, action.x), plan, action.pay or ())
    if ability.cost.tap:
        tap(game, perm)
    perm.activated_this_turn.add(action.ability)
    _pay_additional_costs(game, perm, ability, action)
    from engine.cardlang import render_ability

    text = ability.text or render_ability(ability, "en", perm.name)
    text_zh = render_ability(ability, "zh-Hans", zh(perm))
    if ability.is_mana_ability and ability.cost.sacrifice_self:
        sacrifice(game, perm, "cost")
    if ability.is_mana_ability:
        from engine.effects import any_color_mana

        produced: tuple[str, ...] = ()
        for effect in ability.effects:
            assert isinstance(effect, AddMana)
            produced += effect.mana + any_color_mana(game, action.player, effect.any_color)
        add_mana(state.players[action.player], produced)
        game.log_mana_ability(perm, produced)
        return True
    if ability.cost.sacrifice_self:
        sacrifice(game, perm, "cost")
    obj = StackObject(
        id=state.new_object_id(f"{perm.id}.ability{action.ability}"), kind="ability",
        controller=action.player, name=f"{perm.name}: {text}", source=perm.id, card=perm.card,
        effects=ability.effects, target_specs=ability.targets, targets=tuple(action.targets),
        source_colors=perm.colors, x=action.x,
    )
    state.stack.append(obj)
    labels = [target_label(game, t) for t in action.targets]
    tgt_en = f" targeting {', '.join(e for e, _ in labels)}" if action.targets else ""
    tgt_zh = f"，目标为{'、'.join(z for _, z in labels)}" if action.targets else ""
    game.log(
        "ability_activated", [perm.id, *action.targets],
        ["ability.activated", *(["cast.targets"] if action.targets else []), "cast.pay_costs", "stack.put_on_top"]
        + (["ability.independent_of_source"] if ability.cost.sacrifice_self else []),
        f"Player {action.player} activates {perm.name}'s ability \"{text}\"{tgt_en}; it goes on the stack"
        + (" and exists independently of its (now sacrificed) source." if ability.cost.sacrifice_self else "."),
        f"牌手{action.player}起动{zh(perm)}的异能“{text_zh}”{tgt_zh}；它进入堆叠"
        + ("，且独立于已被牺牲的来源而存在。" if ability.cost.sacrifice_self else "。"),
    )
    return False


def _pay_additional_costs(game: Game, perm: Permanent, ability: object, action: ActivateAbility) -> None:
    """Discard, life and "sacrifice a creature" parts of a cost (409.1f); the chosen cards come
    from the action (``discard:``, ``sacrifice:``) or default to the last cards in hand and the
    sacrifice default of ``zones.sacrifice_candidates``."""
    from engine.abilities import ActivatedAbility
    from engine.effects import change_life

    assert isinstance(ability, ActivatedAbility)
    cost = ability.cost
    player = game.state.players[action.player]
    if cost.discard:
        cards = [c for c in player.hand if c.id in action.discard][:cost.discard] or player.hand[-cost.discard:]
        for card in cards:
            player.hand.remove(card)
            player.graveyard.append(card)
        game.log("discard", [action.player, *(c.id for c in cards)], ["cast.pay_costs"],
                 f"Player {action.player} discards {', '.join(c.name for c in cards)} to pay the cost.",
                 f"牌手{action.player}弃掉{'、'.join(c.display_name('zh-Hans') for c in cards)}以支付费用。")
    if cost.life:
        change_life(game, action.player, -cost.life)
    if cost.remove_counters:
        kind, n = cost.remove_counters
        perm.counters[kind] -= n
        if not perm.counters[kind]:
            del perm.counters[kind]
        game.log("counters_removed", [perm.id], ["cast.pay_costs"],
                 f"{n} {kind} counter(s) are removed from {perm.name} to pay the cost.",
                 f"从{zh(perm)}上移除{n}个{kind}指示物以支付费用。")
    if cost.sacrifice is not None:
        for victim in _sacrifice_choice(game, perm, cost.sacrifice, action):
            sacrifice(game, victim, "cost")


def resolve_top(game: Game) -> None:
    """Both players passed in succession: the top object resolves (413.1, 408.1c).

    While it resolves it is off the stack list (its own instructions never see it there) but is
    kept as ``state.resolving``, so board snapshots still show it until it reaches its next zone.
    """
    state = game.state
    obj = state.stack.pop()
    state.resolving = obj
    try:
        _resolve(game, obj)
    finally:
        state.resolving = None


def _resolve(game: Game, obj: StackObject) -> None:
    state = game.state
    if obj.kind == "combat_damage":
        game.resolve_combat_damage(obj)
        return
    if obj.kind == "spell" and obj.card is not None:
        label_en, label_zh = obj.card.name, obj.card.display_name("zh-Hans")
    else:
        src = obj.card.name if obj.card else obj.name
        src_zh = obj.card.display_name("zh-Hans") if obj.card else obj.name
        what = "triggered ability" if obj.kind == "trigger" else "ability"
        label_en = f"the {what} of {src}"
        label_zh = f"{src_zh}的{'触发式异能' if obj.kind == 'trigger' else '异能'}"
    problems = [
        target_problem(game, spec, tid, obj.source_colors, obj.id, controller=obj.controller)
        for spec, tid in zip(expanded_specs(obj.target_specs, len(obj.targets)), obj.targets, strict=False)
    ]
    if obj.target_specs and all(p is not None for p in problems):
        if obj.kind == "spell" and obj.card is not None:
            state.players[obj.card_owner(state)].graveyard.append(obj.card)
        game.log(
            "countered_on_resolution", [obj.id, *obj.targets], ["resolve.targets_illegal"],
            f"{label_en} tries to resolve, but all its targets are illegal now, so it is countered"
            + (" and put into its owner's graveyard." if obj.kind == "spell" else "."),
            f"{label_zh}试图结算，但它的所有目标都已不合法，因此被反击"
            + ("并置入其拥有者的坟墓场。" if obj.kind == "spell" else "。"),
        )
        return
    game.log(
        "resolves", [obj.id], ["priority.general", "resolve.general"],
        f"Both players passed in succession: {label_en} resolves.",
        f"两位牌手相继略过：{label_zh}开始结算。",
    )
    if obj.kind == "trigger" and obj.trigger_ability is not None:
        from engine.triggers import condition_holds

        if not condition_holds(game, obj.trigger_ability.condition, obj.controller, obj.source):  # type: ignore
            game.log("trigger_condition_false", [obj.id], ["trigger.intervening_if"],
                     "Its \"if\" condition is checked again on resolution and is now false: it does nothing.",
                     "结算时再次检查其“如果”条件，现已不成立：它不做任何事。")
            return
    from engine.resolution import Context, carry_out

    if obj.kind == "trigger" and obj.trigger_ability is None:  # flanking: affects a recorded creature
        targets: list[str | None] = list(obj.targets)
    else:
        targets = [tid if p is None else None for tid, p in zip(obj.targets, problems, strict=False)]
    aura_target = targets.pop(0) if obj.kind == "spell" and obj.card is not None and obj.card.abilities.enchant else None
    ctx = Context(obj, targets)
    for effect in obj.effects:
        carry_out(game, ctx, effect)
    if obj.kind == "spell" and obj.card is not None:
        _spell_done(game, obj, aura_target)


def _spell_done(game: Game, obj: StackObject, aura_target: str | None) -> None:
    """A permanent spell comes into play (an aura attached to its target, 212.4d); an instant or
    sorcery goes to its owner's graveyard (413.2h)."""
    from engine import triggers
    from engine.continuous import refresh

    state = game.state
    card = obj.card
    assert card is not None
    if card.is_permanent_card:
        perm = Permanent(card=card, controller=obj.controller, owner=obj.card_owner(state),
                         timestamp=state.new_timestamp(), summoning_sick=True)
        state.battlefield[card.id] = perm
        keys = ["spell.after_resolution"] + (["creature.enters_play"] if card.is_creature else [])
        if aura_target is not None:
            perm.attached_to = aura_target
            keys += ["aura.cast_target", "aura.enchanted"]
        host = state.battlefield.get(aura_target or "")
        att_en = f", attached to {host.name}" if host else ""
        att_zh = f"，结附在{zh(host)}上" if host else ""
        game.log("enters_play", [card.id, *([aura_target] if aura_target else [])], keys,
                 f"{card.name} comes into play under player {obj.controller}'s control{att_en}.",
                 f"{card.display_name('zh-Hans')}进场，由牌手{obj.controller}操控{att_zh}。")
        enter_play(game, perm)
        refresh(game)
        triggers.on_enters(game, perm)
    else:
        state.players[obj.card_owner(state)].graveyard.append(card)
        game.log("to_graveyard", [card.id], ["spell.after_resolution", "resolve.final_step"],
                 f"{card.name} has resolved and is put into its owner's graveyard.",
                 f"{card.display_name('zh-Hans')}结算完毕，置入其拥有者的坟墓场。")
