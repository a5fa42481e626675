"""Moving permanents: to the graveyard (destroy, sacrifice), to hand, attaching and control.

Every move out of play tells ``triggers.on_leaves`` which permanents left together, so
leaves-play abilities look back in time at the moment before the event (410.10d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.abilities import Group
from engine.rules.continuous import matches_group
from engine.rules.damage import en, remove_from_combat, tap, zh
from engine.model.objects import Permanent, StackObject

if TYPE_CHECKING:
    from engine.game import Game


def _detach_from(game: Game, perm: Permanent) -> None:
    perm.attached_to = None


def put_into_graveyard(game: Game, perm: Permanent, *, defer_triggers: bool = False) -> None:
    """Move a permanent from play to its owner's graveyard (tokens too; 420.5f removes them)."""
    state = game.state
    state.battlefield.pop(perm.id, None)
    remove_from_combat(game, perm.id)
    state.players[perm.owner].graveyard.append(perm.card)
    if not defer_triggers:
        left_play(game, [perm], to_graveyard=True)


def left_play(game: Game, perms: list[Permanent], *, to_graveyard: bool) -> None:
    if not perms:
        return
    from engine.rules import triggers
    from engine.rules.continuous import refresh

    refresh(game)
    triggers.on_leaves(game, perms, to_graveyard)


def destroy(game: Game, perm: Permanent, *, can_regenerate: bool, rule_keys: list[str],
            defer_triggers: bool = False) -> bool:
    """Destroy a permanent; a regeneration shield replaces it (419.6b). True if it left play."""
    if can_regenerate and perm.regeneration_shields > 0 and not perm.cant_regenerate:
        perm.regeneration_shields -= 1
        perm.damage = 0
        tap(game, perm)
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
    put_into_graveyard(game, perm, defer_triggers=True)
    why = " It can't be regenerated." if not can_regenerate and perm.regeneration_shields else ""
    why_zh = "它不能重生。" if not can_regenerate and perm.regeneration_shields else ""
    game.log(
        "destroyed", [perm.id], rule_keys,
        f"{en(perm)} is destroyed and put into its owner's ({perm.owner}) graveyard.{why}",
        f"{zh(perm)}被消灭，置入其拥有者（{perm.owner}）的坟墓场。{why_zh}",
    )
    if not defer_triggers:
        left_play(game, [perm], to_graveyard=True)
    return True


def return_to_hand(game: Game, object_id: str, controller: str) -> None:
    """A permanent to its owner's hand, or a creature card from the controller's graveyard."""
    state = game.state
    perm = state.battlefield.get(object_id)
    if perm is not None:
        state.battlefield.pop(perm.id)
        remove_from_combat(game, perm.id)
        state.players[perm.owner].hand.append(perm.card)
        game.log("returned_to_hand", [perm.id], ["resolve.follow_instructions"],
                 f"{en(perm)} is returned to its owner's ({perm.owner}) hand.",
                 f"{zh(perm)}被移回其拥有者（{perm.owner}）的手上。")
        left_play(game, [perm], to_graveyard=False)
        return
    grave = state.players[controller].graveyard
    card = next((c for c in grave if c.id == object_id), None)
    if card is not None:
        grave.remove(card)
        state.players[controller].hand.append(card)
        game.log("returned_to_hand", [card.id], ["resolve.follow_instructions"],
                 f"{card.name} is returned from player {controller}'s graveyard to his or her hand.",
                 f"{card.display_name('zh-Hans')}从牌手{controller}的坟墓场移回其手上。")


def sacrifice(game: Game, perm: Permanent, why: str) -> None:
    """Sacrifice: put into the owner's graveyard by its controller; regeneration can't apply."""
    put_into_graveyard(game, perm, defer_triggers=True)
    keys = ["cast.pay_costs"] if why == "cost" else ["resolve.follow_instructions"]
    game.log("sacrificed", [perm.id], keys,
             f"Player {perm.controller} sacrifices {en(perm)}"
             + (" to pay the ability's cost." if why == "cost" else "."),
             f"牌手{perm.controller}牺牲{zh(perm)}" + ("以支付异能的费用。" if why == "cost" else "。"))
    left_play(game, [perm], to_graveyard=True)


def sacrifice_candidates(game: Game, player_id: str, group: Group, source: str | None) -> list[Permanent]:
    """Permanents ``player_id`` could sacrifice for "sacrifice a <group>", in the default order:
    lowest power plus toughness first, then the most recent (highest timestamp)."""
    perms = [p for p in game.state.battlefield.values() if p.controller == player_id
             and matches_group(game.state, Group(**{**group.__dict__, "controller": None}), player_id, source, p)]
    return sorted(perms, key=lambda p: ((p.power + p.toughness) if p.card.is_creature else 0, -p.timestamp))


def sacrifice_one(game: Game, player_id: str, group: Group, obj: StackObject) -> None:
    """"<player> sacrifices a creature": ``choose: {player: P, sacrifice: [id]}`` or the default."""
    chosen = game.take_choice("sacrifice", player_id)
    options = sacrifice_candidates(game, player_id, group, obj.source)
    pick = next((p for p in options if isinstance(chosen, list) and p.id in chosen), None)
    if pick is None and options:
        pick = options[0]
        game.log("choice_default", [player_id, pick.id], ["resolve.choices", "resolve.apnap"],
                 f"Player {player_id} chooses what to sacrifice (default: the creature with the lowest power plus "
                 f"toughness, the most recent first): {en(pick)}.",
                 f"牌手{player_id}选择要牺牲的永久物（默认：力量加防御力最小者，较晚进场者优先）：{zh(pick)}。")
    if pick is not None:
        sacrifice(game, pick, "effect")


def gain_control(game: Game, perm: Permanent, controller: str) -> None:
    """Gain control until end of turn; control returns in the cleanup step (418.3a)."""
    if perm.controller == controller:
        return
    if perm.control_until_eot is None:
        perm.control_until_eot = perm.controller
    perm.controller = controller
    perm.summoning_sick = True  # not controlled continuously since the turn began (212.3d)
    remove_from_combat(game, perm.id)
    game.log("control_changed", [perm.id, controller], ["resolve.follow_instructions", "continuous.duration"],
             f"Player {controller} gains control of {en(perm)} until end of turn.",
             f"牌手{controller}获得{zh(perm)}的操控权直到回合结束。")


def attach(game: Game, attachment: Permanent, host: Permanent, keys: list[str]) -> None:
    """Attach an aura or equipment to a permanent (212.4d, 212.2h)."""
    attachment.attached_to = host.id
    game.log("attached", [attachment.id, host.id], keys,
             f"{en(attachment)} is attached to {en(host)}.", f"{zh(attachment)}结附在{zh(host)}上。")


def remove_from_game(game: Game, perm: Permanent) -> None:
    """"Remove ... from the game": to its owner's removed-from-the-game zone (a token ceases to exist)."""
    state = game.state
    state.battlefield.pop(perm.id, None)
    remove_from_combat(game, perm.id)
    if not perm.card.token:
        state.players[perm.owner].removed.append(perm.card)
    game.log("removed_from_game", [perm.id], ["resolve.follow_instructions"],
             f"{en(perm)} is removed from the game.", f"{zh(perm)}被移出游戏。")
    left_play(game, [perm], to_graveyard=False)


def choose_permanent(game: Game, player: str, options: list[str], kind: str) -> str:
    """A choice among permanents on resolution (413.2c): ``choose: {<kind>: [id]}`` or the default,
    the weakest (lowest power plus toughness, then the most recent)."""
    chosen = game.take_choice(kind, player)
    if isinstance(chosen, list):
        pick = next((o for o in options if o in chosen), None)
        if pick is not None:
            return pick
    perms = [game.state.battlefield[o] for o in options if o in game.state.battlefield]
    perms.sort(key=lambda p: ((p.power + p.toughness) if p.card.is_creature else 0, -p.timestamp))
    pick = perms[0].id if perms else options[0]
    game.log("choice_default", [player, pick], ["resolve.choices"],
             f"Player {player} chooses {pick} (default: the weakest, most recent first).",
             f"牌手{player}选择{pick}（默认：最弱者，较晚进场者优先）。")
    return pick


def enter_play(game: Game, perm: Permanent) -> None:
    """What happens as a permanent comes into play (410.10e): "comes into play tapped" and
    "comes into play with N counters" are part of the event, not triggers."""
    for kw in sorted(perm.card.abilities.keywords):
        if kw == "enters_tapped":
            perm.tapped = True
            game.log("enters_tapped", [perm.id], ["trigger.enters_with"],
                     f"{en(perm)} comes into play tapped.", f"{zh(perm)}横置进场。")
        elif kw.startswith("enters_with:"):
            _, kind, n = kw.split(":")
            perm.counters[kind] = perm.counters.get(kind, 0) + int(n)
            game.log("counters_placed", [perm.id], ["trigger.enters_with"],
                     f"{en(perm)} comes into play with {n} {kind} counter(s) on it.",
                     f"{zh(perm)}进场时上面有{n}个{kind}指示物。")


def search_for_basic_land(game: Game, player_id: str, tapped: bool) -> None:
    """Search a library for a basic land card (``choose: {search: [id]}``; default: the first from the
    top) and put it into play; "then shuffle" is logged, but the library keeps its order (a scenario
    can't depend on a random order, and the engine stays deterministic)."""
    from engine.rules import triggers
    from engine.rules.continuous import refresh

    state = game.state
    player = state.players[player_id]
    lands = [c for c in player.library if c.is_land and "basic" in c.supertypes]
    wanted = game.take_choice("search", player_id)
    card = next((c for c in lands if isinstance(wanted, list) and c.id in wanted), None) or (lands[0] if lands else None)
    if card is None:
        game.log("search_failed", [player_id], ["resolve.follow_instructions"],
                 f"Player {player_id} searches his or her library and finds no basic land card.",
                 f"牌手{player_id}搜寻其牌库，没有找到基本地牌。")
    else:
        player.library.remove(card)
        perm = Permanent(card=card, controller=player_id, owner=player_id, timestamp=state.new_timestamp(),
                         tapped=tapped, summoning_sick=True)
        state.battlefield[card.id] = perm
        game.log("enters_play", [card.id], ["resolve.follow_instructions"],
                 f"Player {player_id} finds {card.name} in his or her library and puts it into play"
                 + (" tapped." if tapped else "."),
                 f"牌手{player_id}从牌库中找到{card.display_name('zh-Hans')}并将它{'横置' if tapped else ''}放置进场。")
        enter_play(game, perm)
        refresh(game)
        triggers.on_enters(game, perm)
    game.log("library_shuffled", [player_id], ["resolve.follow_instructions"],
             f"Player {player_id} shuffles his or her library (the engine keeps its order: a scenario can't "
             "depend on a random order).",
             f"牌手{player_id}将其牌库洗牌（引擎保留其顺序：场景不能依赖随机顺序）。")
