"""State-based effects (420.5a-f, 102.1, 102.2, 102.8): checked before a player gets priority,
all applicable ones at once, repeated until none apply (420.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.rules.damage import en, zh
from engine.model.objects import Permanent
from engine.rules.zones import destroy, left_play, put_into_graveyard

if TYPE_CHECKING:
    from engine.game import Game

_LIMIT = 1000  # each pass removes something or ends the game, so this is never reached in practice


def _aura_is_illegal(game: Game, aura: Permanent) -> bool:
    """A local enchantment attached to nothing legal (420.5d, 212.4f)."""
    if "equipment" in (s.lower() for s in aura.card.subtypes):
        return False
    enchant = aura.card.abilities.enchant
    if enchant is None and aura.attached_to is None:
        return False
    host = game.state.permanent(aura.attached_to) if aura.attached_to else None
    if host is None or host.id == aura.id:
        return True
    if enchant and enchant != "permanent" and not host.card.has_type(enchant):
        return True
    return host.protected_from(aura.colors)


def _equipment_is_loose(game: Game, perm: Permanent) -> bool:
    """Equipment attached to something that isn't a creature in play (212.2i): it stays in play."""
    if perm.attached_to is None or "equipment" not in (s.lower() for s in perm.card.subtypes):
        return False
    host = game.state.permanent(perm.attached_to)
    return host is None or not host.card.is_creature or host.id == perm.id


def _legend_losers(game: Game) -> list[Permanent]:
    """Legend rule (420.5e): earliest timestamp stays; a tie puts all of them."""
    groups: dict[str, list[Permanent]] = {}
    for perm in game.state.battlefield.values():
        if perm.card.is_legendary:
            groups.setdefault(perm.name, []).append(perm)
    out: list[Permanent] = []
    for perms in groups.values():
        if len(perms) < 2:
            continue
        earliest = min(p.timestamp for p in perms)
        keepers = [p for p in perms if p.timestamp == earliest]
        out.extend(p for p in perms if len(keepers) > 1 or p.timestamp != earliest)
    return out


def check_state_based_effects(game: Game) -> bool:
    """Apply state-based effects until none apply; True if any was applied."""
    from engine.rules.continuous import refresh

    applied_any = False
    for _ in range(_LIMIT):
        refresh(game)
        if not _one_pass(game):
            break
        applied_any = True
        if game.state.game_over:
            break
    return applied_any


def _one_pass(game: Game) -> bool:
    state = game.state
    rs = game.ruleset
    losing: list[tuple[str, list[str], str, str]] = []
    for player in state.players.values():
        if player.lost:
            continue
        angel = next((p for p in state.battlefield.values() if p.controller == player.id and p.has("cant_lose_game")),
                     None)
        if angel is not None:  # "You can't lose the game" (a static ability, 405.1): no loss is checked
            continue
        if player.life <= 0:
            losing.append((player.id, ["sbe.life_zero", "game.life_zero"],
                           f"Player {player.id} has {player.life} life and loses the game.",
                           f"牌手{player.id}的生命为{player.life}，输掉这盘游戏。"))
        elif player.drew_from_empty_library:
            losing.append((player.id, ["game.empty_library"],
                           f"Player {player.id} tried to draw from an empty library and loses the game.",
                           f"牌手{player.id}试图从空牌库抓牌，输掉这盘游戏。"))
        elif player.poison >= rs.poison_limit:
            losing.append((player.id, ["game.poison"],
                           f"Player {player.id} has {player.poison} poison counters and loses the game.",
                           f"牌手{player.id}有{player.poison}个中毒指示物，输掉这盘游戏。"))
    zero_toughness = [p for p in state.creatures() if p.toughness <= 0]
    lethal = [p for p in state.creatures() if p.toughness > 0 and p.damage > 0 and p.damage >= p.toughness]
    auras = [p for p in state.battlefield.values() if p.card.has_type("enchantment") and _aura_is_illegal(game, p)]
    legends = _legend_losers(game)
    tokens = [
        (player, card)
        for player in state.players.values()
        for zone in (player.graveyard, player.hand, player.library)
        for card in zone
        if card.token
    ]
    loose_equipment = [p for p in state.battlefield.values() if _equipment_is_loose(game, p)]
    if not (losing or zero_toughness or lethal or auras or legends or tokens or loose_equipment):
        return False
    gone = {p.id: p for p in [*zero_toughness, *lethal, *auras, *legends]}
    # all applicable effects happen at once (420.3): collect first, then perform
    for pid, keys, e, z in losing:
        state.players[pid].lost = True
        game.log("player_loses", [pid], ["sbe.checked", *keys], e, z)
    moved: set[str] = set()
    for perm in zero_toughness:
        moved.add(perm.id)
        put_into_graveyard(game, perm, defer_triggers=True)
        game.log(
            "put_into_graveyard", [perm.id], ["sbe.checked", "sbe.toughness_zero"],
            f"{en(perm)} has toughness {perm.toughness} and is put into its owner's graveyard; "
            "regeneration can't replace this.",
            f"{zh(perm)}的防御力为{perm.toughness}，置入其拥有者的坟墓场；重生不能替代此事件。",
        )
    for perm in lethal:
        if perm.id not in moved:
            moved.add(perm.id)
            if not destroy(game, perm, can_regenerate=True, rule_keys=["sbe.checked", "sbe.lethal_damage"],
                           defer_triggers=True):
                moved.discard(perm.id)
    for perm in auras:
        if perm.id not in moved and perm.id in state.battlefield:
            moved.add(perm.id)
            put_into_graveyard(game, perm, defer_triggers=True)
            game.log(
                "put_into_graveyard", [perm.id], ["sbe.checked", "sbe.illegal_aura", "aura.illegal"],
                f"{en(perm)} is not attached to anything it can legally enchant and is put into its "
                "owner's graveyard.",
                f"{zh(perm)}没有结附在合法的永久物上，置入其拥有者的坟墓场。",
            )
    for perm in legends:
        if perm.id not in moved and perm.id in state.battlefield:
            moved.add(perm.id)
            put_into_graveyard(game, perm, defer_triggers=True)
            game.log(
                "put_into_graveyard", [perm.id], ["sbe.checked", "sbe.legend_rule", "legend.subject_to_rule"],
                f"Legend rule: another {en(perm)} came into play earlier (or at the same time), so this one "
                "is put into its owner's graveyard.",
                f"传奇规则：另一个{zh(perm)}较早（或同时）进场，因此这个置入其拥有者的坟墓场。",
            )
    for perm in loose_equipment:
        perm.attached_to = None
        game.log("unattached", [perm.id], ["sbe.checked", "equipment.unattach"],
                 f"{en(perm)} is attached to nothing it can legally equip: it becomes unattached and stays in play.",
                 f"{zh(perm)}没有佩带在合法的生物上：它不再装备，但仍留在场上。")
    left_play(game, [perm for pid, perm in gone.items() if pid in moved], to_graveyard=True)  # listing order
    for player, card in tokens:
        for zone in (player.graveyard, player.hand, player.library):
            if card in zone:
                zone.remove(card)
        game.log(
            "token_ceases_to_exist", [card.id], ["sbe.checked", "sbe.token_outside_play", "zones.tokens"],
            f"The token {card.name} is outside play and ceases to exist.",
            f"衍生物{card.name_zh or card.name}位于场上区之外，因此不再存在。",
        )
    game.check_game_over()
    return True
