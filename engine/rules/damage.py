"""One-shot effects the engine carries out: damage and its prevention, life, cards, tapping, pumping.

Each function changes the state of ``game`` and logs a cited trace step explaining why.
They are shared by spells, abilities, combat damage and state-based effects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.objects import COLOR_NAMES, COLOR_NAMES_ZH, Card, Permanent, Player, Shield, StackObject

if TYPE_CHECKING:
    from engine.game import Game


def en(card: Card | Permanent) -> str:
    return card.name


def zh(card: Card | Permanent) -> str:
    c = card.card if isinstance(card, Permanent) else card
    return c.name_zh or c.name


def deal_damage(
    game: Game,
    source_id: str,
    source_name: tuple[str, str],
    source_colors: tuple[str, ...],
    target_id: str,
    amount: int,
    *,
    combat: bool,
) -> int:
    """Deal damage, applying protection (502.7b) and prevention shields (419.7b).

    Returns the damage actually dealt. Damage to a creature that has left play is not dealt.
    """
    state = game.state
    amount = max(0, amount)  # 104.2
    kind_keys = ["turn.combat_damage"] if combat else ["resolve.follow_instructions"]
    s_en, s_zh = source_name
    perm = state.permanent(target_id)
    player = state.players.get(target_id)
    if perm is None and player is None:
        game.log(
            "damage_not_dealt", [source_id, target_id], ["golden.impossible_skipped", *kind_keys],
            f"{s_en}'s {amount} damage is not dealt: its recipient is no longer in play.",
            f"{s_zh}的{amount}点伤害没有造成：受到伤害者已不在场上。",
        )
        return 0
    if amount == 0:
        return 0
    if perm is not None and perm.protected_from(source_colors):
        colors = [c for c in source_colors if f"protection:{c}" in perm.keywords]
        game.log(
            "damage_prevented", [source_id, target_id], ["protection.general"],
            f"{amount} damage from {s_en} to {en(perm)} is prevented: {en(perm)} has protection from "
            f"{COLOR_NAMES[colors[0]]}.",
            f"{s_zh}对{zh(perm)}造成的{amount}点伤害被防止：{zh(perm)}具有反{COLOR_NAMES_ZH[colors[0]]}保护。",
        )
        return 0
    src = state.permanent(source_id)
    if combat and any(p is not None and p.has("prevent_combat_damage") for p in (perm, src)):
        holder = perm if perm is not None and perm.has("prevent_combat_damage") else src
        assert holder is not None
        game.log("damage_prevented", [source_id, target_id], ["prevention.general", "static.effects"],
                 f"{amount} combat damage from {s_en} is prevented by {en(holder)}'s static ability.",
                 f"{s_zh}造成的{amount}点战斗伤害被{zh(holder)}的静止式异能防止。")
        return 0
    amount = _apply_shields(game, source_id, s_en, s_zh, target_id, perm, amount, combat)
    if amount == 0:
        return 0
    if perm is not None:
        perm.damage += amount
        lethal = " That is lethal damage." if perm.damage >= perm.toughness > 0 else ""
        lethal_zh = "这是致命伤害。" if perm.damage >= perm.toughness > 0 else ""
        game.log(
            "damage_dealt", [source_id, target_id], kind_keys,
            f"{s_en} deals {amount} {'combat ' if combat else ''}damage to {en(perm)} "
            f"(now {perm.damage} damage on a {perm.power}/{perm.toughness}).{lethal}",
            f"{s_zh}对{zh(perm)}造成{amount}点{'战斗' if combat else ''}伤害"
            f"（目前共{perm.damage}点伤害，{perm.power}/{perm.toughness}）。{lethal_zh}",
        )
    else:
        assert player is not None
        player.life -= amount
        game.log(
            "damage_dealt", [source_id, target_id], kind_keys,
            f"{s_en} deals {amount} {'combat ' if combat else ''}damage to player {target_id}, "
            f"whose life becomes {player.life}.",
            f"{s_zh}对牌手{target_id}造成{amount}点{'战斗' if combat else ''}伤害，其生命变为{player.life}。",
        )
    if perm is not None:
        perm.damaged_by.add(source_id)
    from engine.rules import triggers

    triggers.on_damage(game, source_id, target_id, combat, amount)
    return amount


def remove_from_combat(game: Game, object_id: str) -> None:
    combat = game.state.combat
    combat.attackers.pop(object_id, None)
    combat.blockers.pop(object_id, None)


def draw_cards(game: Game, player: Player, count: int, rule_keys: list[str]) -> None:
    """Draw ``count`` cards; drawing from an empty library marks the player (102.2)."""
    for _ in range(count):
        if not player.library:
            player.drew_from_empty_library = True
            game.log(
                "draw_from_empty_library", [player.id], [*rule_keys, "game.empty_library"],
                f"Player {player.id} must draw a card but the library is empty; "
                "the player will lose the next time state-based effects are checked.",
                f"牌手{player.id}须抓一张牌但牌库已空；下次检查依状态而生的效应时此牌手输掉游戏。",
            )
            return
        card = player.library.pop(0)
        player.hand.append(card)
        game.log(
            "card_drawn", [player.id, card.id], rule_keys,
            f"Player {player.id} draws a card ({len(player.library)} left in library).",
            f"牌手{player.id}抓一张牌（牌库剩余{len(player.library)}张）。",
        )


def _who(game: Game, holder_id: str) -> tuple[str, str]:
    perm = game.state.permanent(holder_id)
    return (en(perm), zh(perm)) if perm is not None else (f"player {holder_id}", f"牌手{holder_id}")


def _apply_shields(game: Game, source_id: str, s_en: str, s_zh: str, target_id: str, perm: Permanent | None,
                   amount: int, combat: bool) -> int:
    """Prevention effects that apply to this damage, each at most once (419.6a), in the order the
    affected player (or the affected permanent's controller) chooses (419.8a); default: the order
    they were created in. A scenario answers with ``choose: {prevention_order: [source ids]}``."""
    state = game.state
    applicable = [s for s in state.shields
                  if (s.holder is None and s.combat_only and combat)
                  or (s.holder == target_id and (s.from_source is None or s.from_source == source_id))]
    if not applicable:
        return amount
    chooser = perm.controller if perm is not None else target_id
    order = game.take_choice("prevention_order", chooser)
    if isinstance(order, list):
        applicable.sort(key=lambda s: order.index(s.source) if s.source in order else len(order))
    keys = ["prevention.shield"] + (["replacement.order", "replacement.once"] if len(applicable) > 1 else [])
    how_en = " (order chosen by the scenario)" if isinstance(order, list) else (
        " (default order: the oldest first)" if len(applicable) > 1 else "")
    how_zh = "（顺序由场景指定）" if isinstance(order, list) else ("（默认顺序：先产生的先施行）" if len(applicable) > 1 else "")
    who_en, who_zh = _who(game, target_id)
    for shield in applicable:
        if amount == 0:
            break
        prevented = amount if shield.amount is None else min(shield.amount, amount)
        if shield.amount is not None:
            shield.amount -= prevented
            if shield.amount == 0:
                state.shields.remove(shield)
        elif shield.from_source is not None:
            state.shields.remove(shield)  # "the next time ... prevent that damage" is used up
        amount -= prevented
        extra = ["prevention.chosen_source"] if shield.from_source else []
        game.log("damage_prevented", [source_id, target_id, shield.source], keys + extra,
                 f"{shield.name or 'A prevention effect'} prevents {prevented} of the damage from {s_en} to {who_en}"
                 f"{how_en}; each prevention effect applies once to this damage.",
                 f"{shield.name or '一个防止性效应'}防止了{s_zh}对{who_zh}造成的{prevented}点伤害{how_zh}；"
                 "每个防止性效应对这次伤害只施行一次。")
    return amount


def add_prevention(game: Game, obj: StackObject, effect: object, holders: list[str]) -> None:
    """Create a prevention effect (419.7b, 419.7c) that lasts until end of turn."""
    from engine.model.abilities import PreventDamage

    assert isinstance(effect, PreventDamage)
    state = game.state
    name = obj.card.name if obj.card else obj.name
    name_zh = obj.card.display_name("zh-Hans") if obj.card else obj.name
    keys = ["resolve.follow_instructions", "prevention.shield"]
    if effect.combat_only:
        state.shields.append(Shield(obj.id, obj.source or obj.id, None, None, state.new_timestamp(), combat_only=True,
                                    name=name))
        game.log("prevention_shield", [obj.id], ["resolve.follow_instructions", "prevention.general"],
                 "All combat damage that would be dealt this turn will be prevented.",
                 "本回合中将造成的所有战斗伤害都会被防止。")
        return
    for holder in holders:
        source = None
        if effect.chosen_source:
            source = _chosen_source(game, obj, effect.source_colors)
            keys = ["resolve.follow_instructions", "prevention.chosen_source", "resolve.choices"]
        state.shields.append(Shield(obj.id, obj.source or obj.id, holder, effect.amount, state.new_timestamp(),
                                    from_source=source, name=name))
        who_en, who_zh = _who(game, holder)
        if effect.chosen_source:
            text_en = (f"The next time {source} would deal damage to {who_en} this turn, that damage will be prevented "
                       "(source chosen on resolution)." if source else
                       f"No source of the required colour can be chosen: {name}'s shield protects from nothing.")
            text_zh = (f"本回合中下一次{source}将对{who_zh}造成伤害时，该伤害会被防止（来源于结算时选择）。" if source else
                       f"没有符合颜色的来源可以选择：{name_zh}的护盾不防止任何伤害。")
        elif effect.amount is None:
            text_en = f"All damage that would be dealt to {who_en} this turn will be prevented."
            text_zh = f"本回合中将对{who_zh}造成的所有伤害都会被防止。"
        else:
            text_en = f"The next {effect.amount} damage that would be dealt to {who_en} this turn will be prevented."
            text_zh = f"本回合中，下{effect.amount}点将对{who_zh}造成的伤害会被防止。"
        game.log("prevention_shield", [holder], keys, text_en, text_zh)


def _chosen_source(game: Game, obj: StackObject, colors: tuple[str, ...]) -> str | None:
    """The source chosen on resolution (419.7c): ``choose: {source: id}``; default: the first
    opposing spell on the stack (top first), then the first opposing permanent, of that colour."""
    state = game.state
    chosen = game.take_choice("source", obj.controller)
    if isinstance(chosen, str):
        return chosen
    game.log("choice_default", [obj.controller], ["prevention.chosen_source", "resolve.choices"],
             "No source was chosen by the scenario: by default the first opposing spell on the stack, then the "
             "first opposing permanent, of the required colour.",
             "场景未指定来源：默认选择堆叠上第一个对手的、颜色符合的咒语，其次是对手第一个颜色符合的永久物。")
    opp = state.opponent(obj.controller)
    ok = (lambda cs: not colors or any(c in cs for c in colors))  # noqa: E731
    for s in reversed(state.stack):
        if s.controller == opp and ok(s.source_colors):
            return s.source or s.id
    for p in sorted(state.battlefield.values(), key=lambda p: p.timestamp):
        if p.controller == opp and ok(p.colors):
            return p.id
    return None


def change_life(game: Game, player_id: str, delta: int, *, apnap: bool = False) -> None:
    player = game.state.players[player_id]
    player.life += delta
    keys = ["resolve.follow_instructions"] + (["resolve.apnap"] if apnap else [])
    if delta >= 0:
        game.log("life_gained", [player_id], keys, f"Player {player_id} gains {delta} life (now {player.life}).",
                 f"牌手{player_id}获得{delta}点生命（现为{player.life}）。")
    else:
        game.log("life_lost", [player_id], keys, f"Player {player_id} loses {-delta} life (now {player.life}).",
                 f"牌手{player_id}失去{-delta}点生命（现为{player.life}）。")


def discard(game: Game, player_id: str, count: int, random: bool) -> None:
    """Discard: the player chooses (``choose: {discard: [ids]}``; default: the last cards in hand);
    "at random" uses the deterministic default (the last cards in hand)."""
    player = game.state.players[player_id]
    chosen = None if random else game.take_choice("discard", player_id)
    cards = [c for c in player.hand if isinstance(chosen, list) and c.id in chosen][:count] if chosen else []
    if count < 0:  # "discards his or her hand"
        cards, chosen = list(player.hand), None
    elif len(cards) < min(count, len(player.hand)):
        cards = player.hand[-count:] if count else []
    for card in cards:
        player.hand.remove(card)
        player.graveyard.append(card)
    how_en = "as chosen" if chosen else "default choice: the last cards in hand"
    how_zh = "按指定选择" if chosen else "默认弃掉手牌中最后的牌"
    game.log("discard", [player_id, *(c.id for c in cards)], ["resolve.follow_instructions", "resolve.choices"],
             f"Player {player_id} discards {len(cards)} card(s) ({how_en}): {', '.join(c.name for c in cards) or 'none'}.",
             f"牌手{player_id}弃{len(cards)}张牌（{how_zh}）：{'、'.join(c.display_name('zh-Hans') for c in cards) or '无'}。")


def pump(game: Game, perm: Permanent, power: int, toughness: int, keywords: tuple[str, ...], *, locked: bool) -> None:
    """"... gets +P/+T [and gains K] until end of turn" (418.3a; a group was locked on resolution, 418.3b)."""
    perm.until_eot.append((power, toughness))
    perm.eot_keywords.update(keywords)
    keys = ["resolve.follow_instructions", "continuous.duration"] + (["continuous.locked_set"] if locked else [])
    from engine.text.keywords import keyword_name

    kw_en = f" and gains {', '.join(keyword_name(k, 'en') for k in keywords)}" if keywords else ""
    kw_zh = f"并获得{'、'.join(keyword_name(k, 'zh-Hans') for k in keywords)}" if keywords else ""
    lock_en = " (the set of creatures affected was fixed when the spell resolved)" if locked else ""
    lock_zh = "（受影响的生物于咒语结算时就已选定）" if locked else ""
    game.log("pumped", [perm.id], keys,
             f"{en(perm)} gets {power:+d}/{toughness:+d}{kw_en} until end of turn (now {perm.power}/{perm.toughness})"
             f"{lock_en}.",
             f"{zh(perm)}得到{power:+d}/{toughness:+d}{kw_zh}直到回合结束（现为{perm.power}/{perm.toughness}）{lock_zh}。")


def tap(game: Game, perm: Permanent) -> None:
    """Tap a permanent (for a cost, for mana, to attack or by an effect); "becomes tapped" triggers."""
    if perm.tapped:
        return
    perm.tapped = True
    from engine.rules import triggers

    triggers.on_tapped(game, perm)


def set_tapped(game: Game, perm: Permanent, tapped: bool) -> None:
    was = perm.tapped
    perm.tapped = tapped
    game.log("tapped" if tapped else "untapped", [perm.id], ["resolve.follow_instructions"],
             f"{en(perm)} {'becomes tapped' if tapped else 'untaps'}.",
             f"{zh(perm)}{'被横置' if tapped else '被重置'}。")
    if tapped and not was:
        from engine.rules import triggers

        triggers.on_tapped(game, perm)


def add_mana_effect(game: Game, player_id: str, mana: tuple[str, ...]) -> None:
    from engine.rules.mana import add_mana, format_pool

    player = game.state.players[player_id]
    add_mana(player, mana)
    game.log("mana_added", [player_id], ["resolve.follow_instructions"],
             f"Mana is added to player {player_id}'s mana pool ({format_pool(player.mana_pool)}).",
             f"法术力加入牌手{player_id}的法术力池（{format_pool(player.mana_pool)}）。")


def pay_optional(game: Game, payer: str, mana: tuple[str, ...], life: int, obj: StackObject) -> bool:
    """An optional payment on resolution ("unless ... pays", "you may pay"): ``choose: {player: P,
    pay: false}`` declines; by default the player pays when able (mana from the pool, then untapped
    lands chosen as for casting). Returns whether it was paid."""
    from engine.errors import IllegalAction
    from engine.rules.mana import can_pay_from, plan_payment

    state = game.state
    player = state.players[payer]
    wanted = game.take_choice("pay", payer)
    cost_text = "".join(f"{{{m}}}" for m in mana) if mana else f"{life} life"
    cost_zh = cost_text if mana else f"{life}点生命"
    if wanted is False:
        game.log("payment_declined", [payer, obj.id], ["resolve.choices"],
                 f"Player {payer} chooses not to pay {cost_text}.", f"牌手{payer}选择不支付{cost_zh}。")
        return False
    if life:
        if player.life < life:
            return False
        change_life(game, payer, -life)
        game.log("payment_made", [payer, obj.id], ["resolve.choices"],
                 f"Player {payer} pays {life} life" + ("." if wanted is True else " (default: pays when able)."),
                 f"牌手{payer}支付{life}点生命" + ("。" if wanted is True else "（默认：能支付就支付）。"))
        return True
    try:
        plan = plan_payment(player, state.lands(payer), list(mana), "")
    except IllegalAction:
        game.log("payment_impossible", [payer, obj.id], ["resolve.choices"],
                 f"Player {payer} can't pay {cost_text}.", f"牌手{payer}无法支付{cost_zh}。")
        return False
    for sid, produced in plan.taps:
        perm = state.battlefield[sid]
        tap(game, perm)
        for m in produced:
            player.mana_pool[m] = player.mana_pool.get(m, 0) + 1
    left = can_pay_from(player.mana_pool, list(mana))
    assert left is not None
    player.mana_pool = left
    how = "" if wanted is True else " (default: pays when able)"
    how_zh = "" if wanted is True else "（默认：能支付就支付）"
    game.log("payment_made", [payer, obj.id], ["resolve.choices", "cast.pay_costs"],
             f"Player {payer} pays {cost_text}{how}.", f"牌手{payer}支付{cost_zh}{how_zh}。")
    return True


def any_color_mana(game: Game, player_id: str, count: int) -> tuple[str, ...]:
    """Mana "of any (one) color": ``choose: {color: G}``; default: the first coloured symbol in the
    mana costs of the cards in the player's hand (hand order), else white."""
    if not count:
        return ()
    chosen = game.take_choice("color", player_id)
    if isinstance(chosen, str) and chosen.upper() in "WUBRG":
        return (chosen.upper(),) * count
    import re

    color = "W"
    for card in game.state.players[player_id].hand:
        found = re.findall(r"[WUBRG]", card.mana_cost.upper())
        if found:
            color = found[0]
            break
    game.log("choice_default", [player_id], ["resolve.choices"],
             f"Player {player_id} chooses the colour {color} (default: the first coloured mana symbol among the costs of "
             "the cards in hand, else white).",
             f"牌手{player_id}选择颜色{color}（默认：手牌费用中第一个有色法术力符号的颜色，否则为白色）。")
    return (color,) * count


def reveal_and_discard(game: Game, chooser: str, victim: str, not_types: tuple[str, ...]) -> None:
    """Duress: the victim reveals the hand, ``chooser`` picks a card of the allowed kind
    (``choose: {player: <chooser>, discard: [id]}``; default: the first such card in hand order)."""
    player = game.state.players[victim]
    names = ", ".join(c.name for c in player.hand) or "no cards"
    names_zh = "、".join(c.display_name("zh-Hans") for c in player.hand) or "没有牌"
    game.log("hand_revealed", [victim], ["resolve.follow_instructions"],
             f"Player {victim} reveals his or her hand: {names}.", f"牌手{victim}展示其手牌：{names_zh}。")
    allowed = [c for c in player.hand if not any(c.has_type(t) for t in not_types)]
    wanted = game.take_choice("discard", chooser)
    pick = next((c for c in allowed if isinstance(wanted, list) and c.id in wanted), None)
    how_en, how_zh = "as chosen", "按指定选择"
    if pick is None and allowed:
        pick = allowed[0]
        how_en, how_zh = "default: the first such card in hand", "默认：手牌中第一张符合的牌"
    if pick is None:
        game.log("discard", [victim], ["resolve.choices"], f"No card of player {victim} can be chosen.",
                 f"牌手{victim}没有可被选择的牌。")
        return
    player.hand.remove(pick)
    player.graveyard.append(pick)
    game.log("discard", [victim, pick.id], ["resolve.choices"],
             f"Player {chooser} chooses {pick.name} ({how_en}); player {victim} discards it.",
             f"牌手{chooser}选择{pick.display_name('zh-Hans')}（{how_zh}）；牌手{victim}弃掉它。")
