"""The stack: casting spells and activating abilities (409), and resolving them (413, 414).

Validation never changes the state, so ``Game.is_legal`` can ask it; execution happens only
after every check passed (422.1: an illegal action is never half-done).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.abilities import (
    AddMana,
    CounterSpell,
    DealDamage,
    Destroy,
    DrawCards,
    Effect,
    GainLife,
    PreventDamage,
    Pump,
    Regenerate,
    Target,
)
from engine.actions import ActivateAbility, CastSpell
from engine.effects import deal_damage, destroy, draw_cards, en, put_into_graveyard, zh
from engine.errors import IllegalAction
from engine.mana import PaymentPlan, add_mana, can_pay_from, parse_mana_cost, plan_payment
from engine.objects import Card, Permanent, StackObject
from engine.turn import MAIN_PHASES

if TYPE_CHECKING:
    from engine.game import Game


def _illegal(game: Game, en_msg: str, zh_msg: str, *keys: str) -> IllegalAction:
    return IllegalAction(en_msg, zh_msg, rules=game.ruleset.cite_all(list(keys)))


def target_problem(
    game: Game, spec: Target, target_id: str, source_colors: tuple[str, ...], self_id: str | None
) -> str | None:
    """None if ``target_id`` is a legal choice for ``spec``; else the rule key that forbids it."""
    state = game.state
    if spec.kind == "spell":
        obj = state.stack_object(target_id)
        return None if obj is not None and obj.kind == "spell" and obj.id != self_id else "cast.targets"
    if target_id in state.players:
        return None if spec.kind in ("player", "creature_or_player") else "cast.targets"
    perm = state.permanent(target_id)
    if perm is None or not perm.card.is_creature or spec.kind == "player":
        return "cast.targets"
    if any(c in spec.not_colors for c in perm.colors) or any(perm.card.has_type(t) for t in spec.not_types):
        return "cast.targets"
    if perm.protected_from(source_colors):
        return "protection.general"
    return None


def target_label(game: Game, object_id: str) -> tuple[str, str]:
    """Display names (en, zh) of a target: a player, a permanent or a spell on the stack."""
    state = game.state
    if object_id in state.players:
        return f"player {object_id}", f"牌手{object_id}"
    perm = state.permanent(object_id)
    if perm is not None:
        return perm.name, zh(perm)
    obj = state.stack_object(object_id)
    if obj is not None and obj.card is not None and obj.kind == "spell":
        return obj.card.name, obj.card.display_name("zh-Hans")
    return object_id, object_id


def _check_targets(
    game: Game, specs: tuple[Target, ...], targets: tuple[str, ...], colors: tuple[str, ...], name: str
) -> None:
    if len(targets) != len(specs):
        raise _illegal(
            game,
            f"{name} needs {len(specs)} target(s), {len(targets)} given",
            f"{name}需要{len(specs)}个目标，给出了{len(targets)}个",
            "cast.targets",
        )
    for spec, tid in zip(specs, targets, strict=True):
        problem = target_problem(game, spec, tid, colors, None)
        if problem is not None:
            what = spec.kind.replace("_", " ")
            raise _illegal(
                game,
                f"{tid!r} is not a legal target for {name} (needs target {what})",
                f"“{tid}”不是{name}的合法目标",
                problem,
            )


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
        sources = _mana_sources(game, player, pay)
        pool = dict(owner.mana_pool)
        for perm, index in sources:
            for sym in perm.card.activated[index].effects[0].mana:  # type: ignore[union-attr]
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
    _check_targets(game, card.abilities.spell_targets, action.targets, card.colors, card.name)
    try:
        cost = [s for s in parse_mana_cost(card.mana_cost) if s != "X"]
    except ValueError:
        cost = []
    plan = _plan(game, action.player, cost, action.pay)
    return PreparedCast(card, plan, action.pay or ())


def _pay(game: Game, player: str, cost: list[str], plan: PaymentPlan, pay_sources: tuple[str, ...]) -> None:
    """Activate the chosen mana abilities (no stack, 406.1e) then take the cost from the pool."""
    owner = game.state.players[player]
    taps = list(plan.taps)
    for sid in pay_sources:
        perm = game.state.battlefield[sid]
        ability = next(a for a in perm.card.activated if a.is_mana_ability)
        taps.append((sid, "".join(ability.effects[0].mana)))  # type: ignore[union-attr]
    for sid, mana in taps:
        perm = game.state.battlefield[sid]
        perm.tapped = True
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
    cost = [s for s in parse_mana_cost(card.mana_cost) if s != "X"]
    _pay(game, action.player, cost, prepared.plan, prepared.pay_sources)
    owner.hand.remove(card)
    obj = StackObject(
        id=card.id, kind="spell", controller=action.player, name=card.name, source=card.id, card=card,
        effects=card.abilities.spell_effects, target_specs=card.abilities.spell_targets,
        targets=tuple(action.targets), source_colors=card.colors, owner=action.player,
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
    _check_targets(game, ability.targets, action.targets, perm.colors, perm.name)
    plan = _plan(game, action.player, list(ability.cost.mana), action.pay)
    return perm, plan


def activate(game: Game, action: ActivateAbility) -> bool:
    """Activate an ability. Returns True for a mana ability (no stack, priority unchanged)."""
    perm, plan = validate_activate(game, action)
    state = game.state
    ability = perm.card.activated[action.ability]
    _pay(game, action.player, list(ability.cost.mana), plan, action.pay or ())
    if ability.cost.tap:
        perm.tapped = True
    if ability.is_mana_ability:
        produced: tuple[str, ...] = ()
        for effect in ability.effects:
            assert isinstance(effect, AddMana)
            produced += effect.mana
        add_mana(state.players[action.player], produced)
        game.log_mana_ability(perm, produced)
        return True
    if ability.cost.sacrifice_self:
        put_into_graveyard(game, perm)
        game.log(
            "sacrificed", [perm.id], ["cast.pay_costs"],
            f"Player {action.player} sacrifices {perm.name} to pay the ability's cost.",
            f"牌手{action.player}牺牲{zh(perm)}以支付异能的费用。",
        )
    obj = StackObject(
        id=state.new_object_id(f"{perm.id}.ability{action.ability}"), kind="ability",
        controller=action.player, name=f"{perm.name}: {ability.text}", source=perm.id, card=perm.card,
        effects=ability.effects, target_specs=ability.targets, targets=tuple(action.targets),
        source_colors=perm.colors,
    )
    state.stack.append(obj)
    labels = [target_label(game, t) for t in action.targets]
    tgt_en = f" targeting {', '.join(e for e, _ in labels)}" if action.targets else ""
    tgt_zh = f"，目标为{'、'.join(z for _, z in labels)}" if action.targets else ""
    game.log(
        "ability_activated", [perm.id, *action.targets],
        ["ability.activated", *(["cast.targets"] if action.targets else []), "cast.pay_costs", "stack.put_on_top"]
        + (["ability.independent_of_source"] if ability.cost.sacrifice_self else []),
        f"Player {action.player} activates {perm.name}'s ability \"{ability.text}\"{tgt_en}; it goes on the stack"
        + (" and exists independently of its (now sacrificed) source." if ability.cost.sacrifice_self else "."),
        f"牌手{action.player}使用{zh(perm)}的异能“{ability.text}”{tgt_zh}；它进入堆叠"
        + ("，且独立于已被牺牲的来源而存在。" if ability.cost.sacrifice_self else "。"),
    )
    return False


def resolve_top(game: Game) -> None:
    """Both players passed in succession: the top object resolves (413.1, 408.1c)."""
    state = game.state
    obj = state.stack.pop()
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
        target_problem(game, spec, tid, obj.source_colors, obj.id)
        for spec, tid in zip(obj.target_specs, obj.targets, strict=False)
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
    legal = {tid for tid, p in zip(obj.targets, problems, strict=False) if p is None}
    if obj.kind == "trigger":  # untargeted: the objects it affects are recorded in ``targets``
        legal = set(obj.targets)
    target_iter = iter(obj.targets)
    for effect in obj.effects:
        target = next(target_iter) if getattr(effect, "target", None) is not None else None
        if target is not None and target not in legal:
            continue
        _carry_out(game, obj, effect, target)
    if obj.kind == "spell" and obj.card is not None:
        card = obj.card
        if card.is_permanent_card:
            perm = Permanent(card=card, controller=obj.controller, owner=obj.card_owner(state),
                             timestamp=state.new_timestamp(), summoning_sick=True)
            state.battlefield[card.id] = perm
            game.log(
                "enters_play", [card.id], ["spell.after_resolution", "creature.enters_play"]
                if card.is_creature else ["spell.after_resolution"],
                f"{card.name} comes into play under player {obj.controller}'s control.",
                f"{card.display_name('zh-Hans')}进场，由牌手{obj.controller}操控。",
            )
        else:
            state.players[obj.card_owner(state)].graveyard.append(card)
            game.log(
                "to_graveyard", [card.id], ["spell.after_resolution", "resolve.final_step"],
                f"{card.name} has resolved and is put into its owner's graveyard.",
                f"{card.display_name('zh-Hans')}结算完毕，置入其拥有者的坟墓场。",
            )


def _carry_out(game: Game, obj: StackObject, effect: Effect, target: str | None) -> None:
    state = game.state
    src_card = obj.card
    src_name = (src_card.name, src_card.display_name("zh-Hans")) if src_card else (obj.name, obj.name)
    keys = ["resolve.follow_instructions"]
    if isinstance(effect, DealDamage) and target is not None:
        deal_damage(game, obj.source or obj.id, src_name, obj.source_colors, target, effect.amount, combat=False)
    elif isinstance(effect, Pump):
        pid = target if effect.target is not None else obj.source
        perm = state.permanent(pid) if pid else None
        if perm is None:
            game.log("effect_skipped", [obj.id], ["golden.impossible_skipped"],
                     "The creature to pump is no longer in play; that part of the effect does nothing.",
                     "要强化的生物已不在场上；这部分效应不做任何事。")
            return
        perm.until_eot.append((effect.power, effect.toughness))
        game.log(
            "pumped", [perm.id], keys,
            f"{en(perm)} gets {effect.power:+d}/{effect.toughness:+d} until end of turn "
            f"(now {perm.power}/{perm.toughness}).",
            f"{zh(perm)}得到{effect.power:+d}/{effect.toughness:+d}直到回合结束（现为{perm.power}/{perm.toughness}）。",
        )
    elif isinstance(effect, Destroy) and target is not None:
        perm = state.permanent(target)
        if perm is not None:
            destroy(game, perm, can_regenerate=not effect.no_regeneration, rule_keys=keys)
    elif isinstance(effect, Regenerate):
        pid = target if effect.target is not None else obj.source
        perm = state.permanent(pid) if pid else None
        if perm is None:
            game.log("effect_skipped", [obj.id], ["golden.impossible_skipped"],
                     "The creature to regenerate is no longer in play; that part of the effect does nothing.",
                     "要重生的生物已不在场上；这部分效应不做任何事。")
            return
        perm.regeneration_shields += 1
        game.log(
            "regeneration_shield", [perm.id], [*keys, "replacement.regeneration"],
            f"{en(perm)} gets a regeneration shield: the next time it would be destroyed this turn, "
            "it is tapped and all damage is removed from it instead.",
            f"{zh(perm)}得到一个重生护盾：本回合下一次它将被消灭时，改为横置它并移除其上所有伤害。",
        )
    elif isinstance(effect, PreventDamage) and target is not None:
        holder = state.permanent(target) or state.players.get(target)
        if holder is None:
            return
        holder.prevention_shield += effect.amount
        who_en, who_zh = target_label(game, target)
        game.log(
            "prevention_shield", [target], [*keys, "prevention.shield"],
            f"The next {effect.amount} damage that would be dealt to {who_en} this turn will be prevented.",
            f"本回合中，下{effect.amount}点将对{who_zh}造成的伤害会被防止。",
        )
    elif isinstance(effect, CounterSpell) and target is not None:
        victim = state.stack_object(target)
        if victim is None:
            return
        state.stack.remove(victim)
        if victim.card is not None:
            state.players[victim.card_owner(state)].graveyard.append(victim.card)
        game.log(
            "countered", [victim.id], [*keys, "counter.general"],
            f"{victim.name} is countered and put into its owner's graveyard; it does not resolve.",
            f"{victim.card.display_name('zh-Hans') if victim.card else victim.name}被反击，置入其拥有者的坟墓场，不会结算。",
        )
    elif isinstance(effect, GainLife):
        player = state.players[obj.controller]
        player.life += effect.amount
        game.log(
            "life_gained", [obj.controller], keys,
            f"Player {obj.controller} gains {effect.amount} life (now {player.life}).",
            f"牌手{obj.controller}获得{effect.amount}点生命（现为{player.life}）。",
        )
    elif isinstance(effect, DrawCards):
        draw_cards(game, state.players[obj.controller], effect.count, keys)
