"""One-shot effects the engine carries out: damage, destruction, regeneration, life, drawing.

Each function changes the state of ``game`` and logs a cited trace step explaining why.
They are shared by spells, abilities, combat damage and state-based effects.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.objects import COLOR_NAMES, COLOR_NAMES_ZH, Card, Permanent, Player

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
    holder: Permanent | Player = perm if perm is not None else player  # type: ignore[assignment]
    shield = holder.prevention_shield
    if shield > 0:
        prevented = min(shield, amount)
        holder.prevention_shield -= prevented
        amount -= prevented
        who_en = en(perm) if perm is not None else f"player {target_id}"
        who_zh = zh(perm) if perm is not None else f"牌手{target_id}"
        game.log(
            "damage_prevented", [source_id, target_id], ["prevention.shield"],
            f"A prevention shield on {who_en} prevents {prevented} of the damage from {s_en} "
            f"({holder.prevention_shield} left in the shield).",
            f"{who_zh}身上的防止护盾防止了{s_zh}的{prevented}点伤害（护盾剩余{holder.prevention_shield}点）。",
        )
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
    return amount


def remove_from_combat(game: Game, object_id: str) -> None:
    combat = game.state.combat
    combat.attackers.pop(object_id, None)
    combat.blockers.pop(object_id, None)


def put_into_graveyard(game: Game, perm: Permanent) -> None:
    """Move a permanent from play to its owner's graveyard (tokens too; 420.5f removes them)."""
    state = game.state
    state.battlefield.pop(perm.id, None)
    remove_from_combat(game, perm.id)
    state.players[perm.owner].graveyard.append(perm.card)


def destroy(game: Game, perm: Permanent, *, can_regenerate: bool, rule_keys: list[str]) -> bool:
    """Destroy a permanent; a regeneration shield replaces it (419.6b). True if it left play."""
    if can_regenerate and perm.regeneration_shields > 0:
        perm.regeneration_shields -= 1
        perm.damage = 0
        perm.tapped = True
        in_combat = perm.id in game.state.combat.attackers or perm.id in game.state.combat.blockers
        remove_from_combat(game, perm.id)
        game.log(
            "regenerated", [perm.id], [*rule_keys, "replacement.regeneration"],
            f"{en(perm)} would be destroyed, but its regeneration shield replaces that: all damage is "
            f"removed and it is tapped{' and removed from combat' if in_combat else ''}.",
            f"{zh(perm)}本应被消灭，但重生护盾取代了这件事：移除其上所有伤害并将它横置"
            f"{'，且将它移出战斗' if in_combat else ''}。",
        )
        return False
    put_into_graveyard(game, perm)
    why = " It can't be regenerated." if not can_regenerate and perm.regeneration_shields else ""
    why_zh = "它不能重生。" if not can_regenerate and perm.regeneration_shields else ""
    game.log(
        "destroyed", [perm.id], rule_keys,
        f"{en(perm)} is destroyed and put into its owner's ({perm.owner}) graveyard.{why}",
        f"{zh(perm)}被消灭，置入其拥有者（{perm.owner}）的坟墓场。{why_zh}",
    )
    return True


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
