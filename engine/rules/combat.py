"""Combat: attack and block legality (308, 309, 212.3d, 502.x), flanking, first strike, damage
assignment and the combat damage object that goes on the stack (408.1g).

Default damage assignment (the attacking player may override it with ``assign``): an attacker
blocked by several creatures assigns lethal damage to each blocker in declaration order and the
remainder to the last one; with trample it assigns lethal damage to every blocker and the rest to
the defending player. "Lethal" is toughness minus damage already marked (502.9e: abilities that
would change the final damage, e.g. protection, are not considered).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.model.abilities import Pump, Target
from engine.actions import AssignCombatDamage, DeclareAttackers, DeclareBlockers
from engine.rules.continuous import refresh
from engine.rules.damage import deal_damage, en, tap, zh
from engine.errors import IllegalAction
from engine.model.objects import DamageAssignment, Permanent, StackObject
from engine.rules.triggers import on_block_pairs, on_combat

if TYPE_CHECKING:
    from engine.game import Game


def _illegal(game: Game, en_msg: str, zh_msg: str, *keys: str) -> IllegalAction:
    return IllegalAction(en_msg, zh_msg, rules=game.ruleset.cite_all(list(keys)))


def attack_problem(game: Game, perm: Permanent | None, player: str) -> tuple[str, str, list[str]] | None:
    """Why ``perm`` can't attack for ``player`` (en, zh, rule keys), or None if it can."""
    if perm is None or not perm.card.is_creature or perm.controller != player:
        return ("is not a creature the active player controls", "不是主动牌手操控的生物", ["turn.declare_attackers"])
    if perm.tapped:
        return ("is tapped and can't attack", "已横置，不能攻击", ["turn.declare_attackers"])
    if game.ruleset.is_wall(perm.card.subtypes):
        return ("is a Wall and can't attack", "是墙，不能攻击", ["turn.declare_attackers"])
    if perm.has("defender") or perm.has("cant_attack"):
        return ("can't attack", "不能攻击", ["turn.declare_attackers", "golden.cant_beats_can"])
    if perm.summoning_sick and not perm.has("haste"):
        return (
            "has not been continuously controlled since the start of its controller's most recent turn",
            "并非从其操控者最近的回合开始时便持续受其操控（召唤失调）",
            ["creature.summoning_sickness"],
        )
    return None


def validate_attackers(game: Game, action: DeclareAttackers) -> None:
    refresh(game)
    state = game.state
    if state.stage != "declare_attackers" or action.player != state.active:
        raise _illegal(game, "attackers are declared by the active player in the declare attackers step",
                       "攻击者由主动牌手在宣告攻击者步骤中宣告", "turn.declare_attackers")
    seen: set[str] = set()
    for attacker, defender in action.attackers:
        if attacker in seen:
            raise _illegal(game, f"{attacker} is declared twice", f"{attacker}被重复宣告", "turn.declare_attackers")
        seen.add(attacker)
        problem = attack_problem(game, state.permanent(attacker), action.player)
        if problem is not None:
            raise _illegal(game, f"{attacker} {problem[0]}", f"{attacker}{problem[1]}", *problem[2])
        if defender != state.opponent(action.player):
            raise _illegal(game, f"{attacker} must attack the other player", f"{attacker}必须攻击对手",
                           "turn.declare_attackers")
    missing = [a for a in required_attackers(game, action.player) if a not in seen]
    if missing:
        raise _illegal(game, f"{missing[0]} attacks each turn if able and must be declared as an attacker",
                       f"{missing[0]}每回合若能攻击则必须攻击", "turn.declare_attackers", "static.general")
    _check_alone(game, [a for a, _ in action.attackers], "attack")


def required_attackers(game: Game, player: str) -> list[str]:
    """Creatures that "attack each turn if able" and are able to (a requirement, 405.1)."""
    return [p.id for p in game.state.creatures(player)
            if p.has("attacks_each_turn") and attack_problem(game, p, player) is None]


def _check_alone(game: Game, ids: list[str], what: str) -> None:
    perms = [game.state.battlefield[i] for i in ids if i in game.state.battlefield]
    if len(perms) == 1 and perms[0].has("cant_attack_or_block_alone"):
        raise _illegal(game, f"{perms[0].name} can't {what} alone", f"{zh(perms[0])}不能单独{'攻击' if what == 'attack' else '阻挡'}",
                       "turn.declare_attackers" if what == "attack" else "turn.declare_blockers", "static.general")


def declare_attackers(game: Game, action: DeclareAttackers) -> None:
    validate_attackers(game, action)
    state = game.state
    for attacker, defender in action.attackers:
        perm = state.battlefield[attacker]
        if not perm.has("vigilance"):
            tap(game, perm)
        state.combat.attackers[attacker] = defender
    if action.attackers:
        names = [state.battlefield[a] for a, _ in action.attackers]
        keys = ["turn.declare_attackers"]
        if any(p.summoning_sick for p in names):
            keys.append("haste.ignores_sickness")
        game.log(
            "attackers_declared", [a for a, _ in action.attackers], keys,
            f"Player {action.player} attacks with {', '.join(en(p) for p in names)}; attacking taps them "
            "(unless they don't tap to attack).",
            f"牌手{action.player}以{'、'.join(zh(p) for p in names)}进行攻击；攻击使它们横置（另有说明者除外）。",
        )
        on_combat(game, "attacks", [a for a, _ in action.attackers])
    else:
        game.log("no_attackers", [], ["turn.declare_attackers"],
                 f"Player {action.player} declares no attackers.", f"牌手{action.player}未宣告攻击者。")


def block_problem(game: Game, blocker: Permanent, attacker: Permanent) -> tuple[str, str, list[str]] | None:
    """Why ``blocker`` can't block ``attacker`` (evasion and restrictions), or None."""
    static = ["turn.declare_blockers", "static.general"]
    if blocker.has("cant_block"):
        return ("can't block", "不能阻挡", [*static, "golden.cant_beats_can"])
    if attacker.has("unblockable"):
        return ("can't block a creature that is unblockable", "不能阻挡不能被阻挡的生物", static)
    if blocker.has("block_only_flyers") and not attacker.has("flying"):
        return ("can block only creatures with flying", "只能阻挡具有飞行异能的生物", static)
    for kw in sorted(blocker.keywords):
        if kw.startswith("cant_block_power:") and attacker.power >= int(kw.split(":")[1]):
            return (f"can't block creatures with power {kw.split(':')[1]} or greater",
                    f"不能阻挡力量等于或大于{kw.split(':')[1]}的生物", static)
    for kw in sorted(attacker.keywords):
        if kw.startswith("cant_be_blocked_by:"):
            spec = kw.split(":")[1:]
            hit = (spec[0] == "color" and spec[1] in blocker.colors) or (
                spec[0] != "color" and spec[0].lower() in (t.lower() for t in blocker.card.subtypes))
            if hit:
                return ("can't block this attacker (it can't be blocked by such creatures)",
                        "不能阻挡此攻击生物（它不能被这类生物阻挡）", static)
    if attacker.has("flying") and not (blocker.has("flying") or blocker.has("block_as_flying")):
        return ("can't block a creature with flying (it has no flying)", "不具飞行异能，不能阻挡具飞行的生物",
                ["flying.block"])
    if attacker.has("shadow") and not blocker.has("shadow"):
        return ("can't block a creature with shadow", "不具次元幽影，不能阻挡具次元幽影的生物", ["shadow.block"])
    if blocker.has("shadow") and not attacker.has("shadow"):
        return ("has shadow and can block only creatures with shadow", "具次元幽影，只能阻挡具次元幽影的生物",
                ["shadow.block"])
    for kw in sorted(attacker.keywords):
        if kw.startswith("landwalk:"):
            land_type = kw.split(":", 1)[1]
            if any(land_type in (s.lower() for s in p.card.subtypes) for p in game.state.lands(blocker.controller)):
                return (f"can't block a {land_type}walker while its controller controls a {land_type}",
                        f"其操控者操控{land_type}，不能阻挡具该地行者异能的生物", ["landwalk.unblockable"])
    if attacker.protected_from(blocker.colors):
        return ("can't block a creature with protection from its color", "不能阻挡具有反其颜色保护的生物",
                ["protection.general"])
    return None


def validate_blockers(game: Game, action: DeclareBlockers) -> None:
    refresh(game)
    state = game.state
    if state.stage != "declare_blockers" or action.player != state.nonactive:
        raise _illegal(game, "blockers are declared by the defending player in the declare blockers step",
                       "阻挡者由防守牌手在宣告阻挡者步骤中宣告", "turn.declare_blockers")
    seen: set[str] = set()
    for blocker_id, attackers in action.blocks:
        blocker = state.permanent(blocker_id)
        if blocker_id in seen:
            raise _illegal(game, f"{blocker_id} is declared twice", f"{blocker_id}被重复宣告", "turn.declare_blockers")
        seen.add(blocker_id)
        if blocker is None or not blocker.card.is_creature or blocker.controller != action.player:
            raise _illegal(game, f"{blocker_id} is not a creature the defending player controls",
                           f"{blocker_id}不是防守牌手操控的生物", "turn.declare_blockers")
        if blocker.tapped:
            raise _illegal(game, f"{blocker.name} is tapped and can't block", f"{zh(blocker)}已横置，不能阻挡",
                           "turn.declare_blockers")
        if len(attackers) != 1:
            raise _illegal(game, f"{blocker.name} can block only one attacker", f"{zh(blocker)}只能阻挡一个攻击生物",
                           "turn.declare_blockers")
        for attacker_id in attackers:
            attacker = state.permanent(attacker_id)
            if attacker is None or attacker_id not in state.combat.attackers:
                raise _illegal(game, f"{attacker_id} is not an attacking creature", f"{attacker_id}不是攻击生物",
                               "turn.declare_blockers")
            problem = block_problem(game, blocker, attacker)
            if problem is not None:
                raise _illegal(game, f"{blocker.name} {problem[0]}: {attacker.name}",
                               f"{zh(blocker)}{problem[1]}：{zh(attacker)}", *problem[2])
    _check_alone(game, [b for b, _ in action.blocks], "block")
    declared = dict(action.blocks)
    for blocker_id, _lure in required_blocks(game, action.player):
        if not any(state.battlefield[a].has("lure") for a in declared.get(blocker_id, ()) if a in state.battlefield):
            raise _illegal(game, f"{blocker_id} is able to block a creature that all creatures able to block must "
                           "block, so it must block", f"{blocker_id}能阻挡一个所有能阻挡它的生物都须阻挡的生物，因此必须阻挡",
                           "turn.declare_blockers", "static.general")


def required_blocks(game: Game, player: str) -> list[tuple[str, str]]:
    """Blocking requirements ("All creatures able to block ~ do so", 405.1): (blocker, attacker) for each
    untapped creature of ``player`` able to block an attacker with that ability (the first such attacker)."""
    state = game.state
    lures = [state.battlefield[a] for a in state.combat.attackers if state.battlefield[a].has("lure")]
    out: list[tuple[str, str]] = []
    for blocker in state.creatures(player):
        if blocker.tapped:
            continue
        target = next((a for a in lures if block_problem(game, blocker, a) is None), None)
        if target is not None:
            out.append((blocker.id, target.id))
    return out


def declare_blockers(game: Game, action: DeclareBlockers) -> None:
    validate_blockers(game, action)
    state = game.state
    combat = state.combat
    for blocker_id, attackers in action.blocks:
        combat.blockers[blocker_id] = attackers[0]
    for attacker_id in combat.attackers:
        if combat.blockers_of(attacker_id) and attacker_id not in combat.blocked:
            combat.blocked.append(attacker_id)
    if action.blocks:
        pairs_en = "; ".join(f"{state.battlefield[b].name} blocks {state.battlefield[a[0]].name}" for b, a in action.blocks)
        pairs_zh = "；".join(f"{zh(state.battlefield[b])}阻挡{zh(state.battlefield[a[0]])}" for b, a in action.blocks)
        game.log("blockers_declared", [b for b, _ in action.blocks], ["turn.declare_blockers"],
                 f"Player {action.player} declares blockers: {pairs_en}.", f"牌手{action.player}宣告阻挡：{pairs_zh}。")
    else:
        game.log("no_blockers", [], ["turn.declare_blockers"],
                 f"Player {action.player} declares no blockers.", f"牌手{action.player}未宣告阻挡者。")
    on_combat(game, "blocks", [b for b, _ in action.blocks])
    on_block_pairs(game, [(b, a[0]) for b, a in action.blocks])
    on_combat(game, "blocked", [a for a in state.combat.blocked if any(a in att for _, att in action.blocks)])
    _flanking_triggers(game)


def _flanking_triggers(game: Game) -> None:
    """Flanking (502.3b): each instance triggers for each blocker without flanking."""
    state = game.state
    for attacker_id in state.combat.attackers:
        attacker = state.battlefield[attacker_id]
        for blocker_id in state.combat.blockers_of(attacker_id):
            blocker = state.battlefield[blocker_id]
            if blocker.card.abilities.flanking:
                continue
            for _ in range(attacker.card.abilities.flanking):
                trigger = StackObject(
                    id=state.new_object_id(f"{attacker_id}.flanking"), kind="trigger", controller=attacker.controller,
                    name=f"{attacker.name}: flanking", name_zh=f"{zh(attacker)}：侧面攻击", source=attacker_id, card=attacker.card,
                    effects=(Pump(-1, -1, Target("creature")),), targets=(blocker_id,), source_colors=attacker.colors,
                )
                state.pending_triggers.append(trigger)
                game.log(
                    "triggered", [attacker_id, blocker_id], ["flanking.trigger"],
                    f"Flanking triggers: {attacker.name} is blocked by {blocker.name}, which has no flanking; "
                    f"{blocker.name} will get -1/-1 until end of turn.",
                    f"侧面攻击触发：{zh(attacker)}被不具侧面攻击的{zh(blocker)}阻挡；{zh(blocker)}将得到-1/-1直到回合结束。",
                )


# ---- combat damage ---------------------------------------------------------------------------


def damage_dealers(game: Game) -> list[str]:
    """Creatures that deal combat damage in this combat damage step (502.2b, 502.2c)."""
    state = game.state
    combat = state.combat
    in_combat = [c for c in list(combat.attackers) + list(combat.blockers) if c in state.battlefield]
    pending = [c for c in in_combat if c not in combat.dealt_damage]
    if combat.damage_steps_done == 0 and any(state.battlefield[c].has("first_strike") for c in in_combat):
        combat.first_strike_step = True
        return [c for c in pending if state.battlefield[c].has("first_strike")]
    return pending


def lethal_for(perm: Permanent) -> int:
    """Damage needed to be lethal, from actual toughness and damage already marked (502.9e)."""
    return max(0, perm.toughness - perm.damage)


def live_blockers(game: Game, attacker_id: str) -> list[Permanent]:
    state = game.state
    return [state.battlefield[b] for b in state.combat.blockers_of(attacker_id) if b in state.battlefield]


def needs_assignment_choice(game: Game, dealers: list[str]) -> bool:
    """Whether the attacking player has a real choice of how to divide some attacker's damage."""
    state = game.state
    for a in dealers:
        if a not in state.combat.attackers or state.battlefield[a].power <= 0:
            continue
        blockers = live_blockers(game, a)
        if len(blockers) > 1 or (blockers and state.battlefield[a].has("trample")):
            return True
    return False


def default_division(game: Game, attacker: Permanent) -> list[tuple[str, int]]:
    """The documented default division of a blocked attacker's damage."""
    state = game.state
    power = max(0, attacker.power)  # 104.2
    blockers = live_blockers(game, attacker.id)
    defender = state.combat.attackers[attacker.id]
    if not blockers:
        if attacker.has("trample"):
            return [(defender, power)] if power else []  # 502.9c
        return []
    out: list[tuple[str, int]] = []
    left = power
    for i, blocker in enumerate(blockers):
        last = i == len(blockers) - 1
        share = min(left, lethal_for(blocker))
        if last and not attacker.has("trample"):
            share = left
        if share:
            out.append((blocker.id, share))
        left -= share
    if left > 0 and attacker.has("trample"):
        out.append((defender, left))
    return out


def validate_division(game: Game, attacker: Permanent, division: list[tuple[str, int]]) -> None:
    state = game.state
    power = max(0, attacker.power)
    blockers = live_blockers(game, attacker.id)
    defender = state.combat.attackers[attacker.id]
    allowed = {b.id for b in blockers}
    if attacker.has("trample") or not blockers:
        allowed.add(defender)
    total = 0
    for recipient, amount in division:
        if recipient not in allowed:
            raise _illegal(game, f"{attacker.name} can't assign combat damage to {recipient}",
                           f"{zh(attacker)}不能将战斗伤害分配给{recipient}", "turn.combat_damage", "trample.assign")
        if not isinstance(amount, int) or amount < 0:
            raise _illegal(game, "damage amounts must be whole numbers >= 0", "伤害数量必须是非负整数", "turn.combat_damage")
        total += amount
    if total != power:
        raise _illegal(game, f"{attacker.name} must assign exactly {power} damage (got {total})",
                       f"{zh(attacker)}必须分配正好{power}点伤害（给出{total}点）", "turn.combat_damage")
    to_player = sum(a for r, a in division if r == defender)
    if to_player and blockers:
        given = {r: a for r, a in division}
        if any(given.get(b.id, 0) < lethal_for(b) for b in blockers):
            raise _illegal(game, f"{attacker.name} may assign damage to the player only after lethal damage to every "
                           "blocker", f"{zh(attacker)}须先对每个阻挡生物分配致命伤害，才能分配伤害给牌手",
                           "trample.assign", "trample.actual_toughness")


def validate_assignment(game: Game, action: AssignCombatDamage, dealers: list[str]) -> None:
    state = game.state
    if state.stage != "assign_combat_damage" or action.player != state.active:
        raise _illegal(game, "combat damage is assigned by the active player in the combat damage step",
                       "战斗伤害由主动牌手在战斗伤害步骤中分配", "turn.combat_damage")
    for attacker_id, division in action.assignments:
        if attacker_id not in dealers or attacker_id not in state.combat.attackers:
            raise _illegal(game, f"{attacker_id} does not deal combat damage in this step",
                           f"{attacker_id}在此步骤中不造成战斗伤害", "turn.combat_damage", "first_strike.extra_step")
        validate_division(game, state.battlefield[attacker_id], list(division))


def put_combat_damage_on_stack(game: Game, dealers: list[str], chosen: dict[str, list[tuple[str, int]]]) -> None:
    """Fix every dealer's damage now and put it on the stack as one object (408.1g)."""
    state = game.state
    combat = state.combat
    assignments: list[DamageAssignment] = []
    extra_keys: list[str] = []
    stays_blocked = False
    for c in dealers:
        perm = state.battlefield[c]
        if c in combat.attackers:
            if c in combat.blocked and not live_blockers(game, c):
                stays_blocked = stays_blocked or not perm.has("trample")
                if perm.has("trample"):
                    extra_keys.append("trample.no_blockers_left")
            if perm.has("trample") and any(b.protected_from(perm.colors) for b in live_blockers(game, c)):
                extra_keys.append("trample.actual_toughness")
            if c in combat.blocked:
                division = chosen.get(c) or default_division(game, perm)
            else:
                power = max(0, perm.power)
                division = [(combat.attackers[c], power)] if power else []
        else:
            attacker_id = combat.blockers[c]
            power = max(0, perm.power)
            division = [(attacker_id, power)] if power and attacker_id in combat.attackers else []
        for recipient, amount in division:
            if amount > 0:
                assignments.append(DamageAssignment(c, perm.name, perm.colors, recipient, amount, zh(perm)))
        combat.dealt_damage.append(c)
    combat.damage_steps_done += 1
    first = combat.first_strike_step and combat.damage_steps_done == 1
    keys = ["turn.combat_damage", "stack.combat_damage"] + (["first_strike.extra_step"] if first else [])
    keys += extra_keys
    negative = any(state.battlefield[c].power < 0 for c in dealers)
    if negative:
        keys.append("numbers.below_zero")
    if not assignments:
        why_en = ["a power below 0 counts as 0"] if negative else []
        why_zh = ["小于0的力量视为0"] if negative else []
        if stays_blocked:
            why_en.append("a blocked attacker whose blockers are gone stays blocked and deals no damage")
            why_zh.append("阻挡者已不在的被阻挡生物仍为被阻挡状态，不造成伤害")
        if not dealers:
            why_en.append("no creature is left to deal damage in this step")
            why_zh.append("此步骤中已没有要造成伤害的生物")
        game.log("no_combat_damage", [], [k for k in keys if k != "stack.combat_damage"],
                 "No creature assigns combat damage in this step" + (f" ({'; '.join(why_en)})." if why_en else "."),
                 "此步骤中没有生物分配战斗伤害" + (f"（{'；'.join(why_zh)}）。" if why_zh else "。"))
        return
    obj = StackObject(id=state.new_object_id("combat_damage"), kind="combat_damage", controller=state.active,
                      name="combat damage", damage=tuple(assignments), first_strike=first)
    state.stack.append(obj)
    if any(state.battlefield[a.source].has("trample") and a.target in state.players for a in assignments):
        keys.append("trample.assign")
    desc_en = "; ".join(f"{a.source_name} -> {_recipient(game, a.target)[0]}: {a.amount}" for a in assignments)
    desc_zh = "；".join(f"{a.source_name_zh}→{_recipient(game, a.target)[1]}：{a.amount}" for a in assignments)
    game.log(
        "combat_damage_on_stack", sorted({a.source for a in assignments}, key=dealers.index), keys,
        ("First-strike combat damage" if first else "Combat damage") + f" is assigned ({desc_en}) and put on the "
        "stack as one object; players get priority before it is dealt.",
        ("先攻战斗伤害" if first else "战斗伤害") + f"已分配（{desc_zh}），并作为一个物件进入堆叠；"
        "伤害造成之前牌手可以得到优先权。",
    )


def _recipient(game: Game, object_id: str) -> tuple[str, str]:
    """Display names (en, zh) of a damage recipient: a player or a permanent."""
    if object_id in game.state.players:
        return f"player {object_id}", f"牌手{object_id}"
    perm = game.state.permanent(object_id)
    return (perm.name, zh(perm)) if perm else (object_id, object_id)


def resolve_combat_damage(game: Game, obj: StackObject) -> None:
    """Deal the fixed combat damage; a source that left play still deals it (last known info)."""
    state = game.state
    gone: list[DamageAssignment] = []
    for a in obj.damage:
        if a.source not in state.battlefield and all(g.source != a.source for g in gone):
            gone.append(a)
    keys = ["turn.combat_damage", "resolve.general"] + (["resolve.last_known_information"] if gone else [])
    game.log(
        "combat_damage_resolves", [obj.id, *(g.source for g in gone)], keys,
        "Both players passed: the combat damage on the stack resolves and is dealt"
        + (f"; {', '.join(g.source_name for g in gone)} left play but still deal(s) the damage assigned "
           "while in play (last known information)." if gone else "."),
        "两位牌手相继略过：堆叠上的战斗伤害结算并造成"
        + (f"；{'、'.join(g.source_name_zh for g in gone)}虽已离场，仍按最后可知的信息造成其已分配的伤害。" if gone else "。"),
    )
    for a in obj.damage:
        deal_damage(game, a.source, (a.source_name, a.source_name_zh or a.source_name), a.source_colors, a.target,
                    a.amount, combat=True)
