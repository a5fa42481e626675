"""Declaring attackers and blockers (308, 309): who may attack and block whom (212.3d, 502.x),
the requirements ("attacks each turn if able", "all creatures able to block ~ do so") and the
triggers of the declarations, flanking included (502.3b).

What forbids an attack beyond being tapped or summoning sick is the ruleset's to say
(``Ruleset.attack_restriction``: classic Walls can't attack). Combat damage is in
``engine.rules.combat_damage``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from engine.actions import DeclareAttackers, DeclareBlockers
from engine.effects.pump import Pump
from engine.model.objects import Permanent, StackObject
from engine.model.targeting import Target
from engine.rules import banding, era_restrictions
from engine.rules.continuous import refresh
from engine.rules.status import tap
from engine.rules.trigger_events import on_group_attacks, on_unblocked
from engine.rules.triggers import on_attacks_alone, on_block_pairs, on_combat
from engine.text.catalog import Msg, Seq

if TYPE_CHECKING:
    from engine.game import Game


class Problem(NamedTuple):
    """Why a creature can't attack or block: the end of the sentence "<creature> ..." and the rule
    keys that forbid it."""

    reason: Msg
    rules: tuple[str, ...]


def attack_problem(game: Game, perm: Permanent | None, player: str) -> Problem | None:
    """Why ``perm`` can't attack for ``player``, or None if it can."""
    if perm is None or not perm.card.is_creature or perm.controller != player:
        return Problem(Msg("attack_reason.not_your_creature"), ("turn.declare_attackers",))
    if perm.tapped:
        return Problem(Msg("attack_reason.tapped"), ("turn.declare_attackers",))
    restriction = game.ruleset.attack_restriction(game, perm)
    if restriction is not None:
        return restriction
    unless = era_restrictions.attack_unless_problem(game, perm, player)
    if unless is not None:
        return Problem(unless, ("turn.declare_attackers", "static.general"))
    if perm.summoning_sick and not perm.has("haste"):
        return Problem(Msg("attack_reason.summoning_sick"), ("creature.summoning_sickness",))
    return None


def validate_attackers(game: Game, action: DeclareAttackers) -> None:
    refresh(game)
    state = game.state
    if state.stage != "declare_attackers" or action.player != state.active:
        raise game.illegal("illegal.attackers_stage", ["turn.declare_attackers"])
    seen: set[str] = set()
    for attacker, defender in action.attackers:
        if attacker in seen:
            raise game.illegal("illegal.declared_twice", ["turn.declare_attackers"], creature=state.label(attacker),
                               creature_id=attacker)
        seen.add(attacker)
        problem = attack_problem(game, state.permanent(attacker), action.player)
        if problem is not None:
            raise game.illegal("illegal.attack", problem.rules, attacker=state.label(attacker), reason=problem.reason,
                               attacker_id=attacker)
        if defender != state.opponent(action.player):
            raise game.illegal("illegal.attack_other_player", ["turn.declare_attackers"],
                               attacker=state.label(attacker), attacker_id=attacker)
    missing = [a for a in required_attackers(game, action.player) if a not in seen]
    if missing:
        raise game.illegal("illegal.must_attack", ["turn.declare_attackers", "static.general"],
                           attacker=state.label(missing[0]), attacker_id=missing[0])
    _check_alone(game, [a for a, _ in action.attackers], "attack")
    banding.validate_bands(game, action)


def required_attackers(game: Game, player: str) -> list[str]:
    """Creatures that "attack each turn if able" and are able to (a requirement, 405.1)."""
    return [p.id for p in game.state.creatures(player)
            if p.has("attacks_each_turn") and attack_problem(game, p, player) is None]


def _check_alone(game: Game, ids: list[str], what: str) -> None:
    perms = [game.state.battlefield[i] for i in ids if i in game.state.battlefield]
    if len(perms) == 1 and perms[0].has("cant_attack_or_block_alone"):
        keys = ["turn.declare_attackers" if what == "attack" else "turn.declare_blockers", "static.general"]
        raise game.illegal(f"illegal.{what}_alone", keys, creature=perms[0].label, creature_id=perms[0].id)


def declare_attackers(game: Game, action: DeclareAttackers) -> None:
    """Perform a declaration ``Game.apply`` has already checked with ``validate_attackers`` (not
    checked again here: on a large board the check is most of the step's work)."""
    refresh(game)
    state = game.state
    for attacker, defender in action.attackers:
        perm = state.battlefield[attacker]
        if not perm.has("vigilance"):
            tap(game, perm)
        state.combat.attackers[attacker] = defender
        perm.attacked_this_turn = True
    if action.attackers:
        perms = [state.battlefield[a] for a, _ in action.attackers]
        keys = ["turn.declare_attackers"]
        if any(p.summoning_sick for p in perms):
            keys.append("haste.ignores_sickness")
        if any(p.has("vigilance") for p in perms):
            keys.append("vigilance.no_tap")
        game.log("attackers_declared", [a for a, _ in action.attackers], keys, player=action.player,
                 attackers=[p.label for p in perms])
        banding.record_bands(game, action)
        on_combat(game, "attacks", [a for a, _ in action.attackers])
        on_group_attacks(game, [a for a, _ in action.attackers])
        if len(action.attackers) == 1:
            on_attacks_alone(game, action.attackers[0][0])
    else:
        game.log("no_attackers", [], ["turn.declare_attackers"], player=action.player)


def block_problem(game: Game, blocker: Permanent, attacker: Permanent) -> Problem | None:
    """Why ``blocker`` can't block ``attacker`` (evasion and restrictions), or None."""
    static = ("turn.declare_blockers", "static.general")
    if blocker.has("cant_block"):
        return Problem(Msg("block_reason.cant_block"), (*static, "golden.cant_beats_can"))
    if attacker.has("unblockable"):
        return Problem(Msg("block_reason.unblockable"), static)
    if blocker.has("block_only_flyers") and not attacker.has("flying"):
        return Problem(Msg("block_reason.only_flyers"), static)
    only = era_restrictions.only_blocked_by_problem(attacker, blocker)
    if only is not None:
        return Problem(only, static)
    for kw in sorted(blocker.keywords):
        if kw.startswith("cant_block_power:") and attacker.power >= int(kw.split(":")[1]):
            return Problem(Msg("block_reason.power", power=int(kw.split(":")[1])), static)
    blocked_by = era_restrictions.blocked_by_problem(attacker, blocker)
    if blocked_by is not None:
        return Problem(blocked_by, static)
    if attacker.has("flying") and not (blocker.has("flying") or blocker.has("reach") or blocker.has("block_as_flying")):
        return Problem(Msg("block_reason.flying"), ("flying.block",))
    if attacker.has("fear") and not (blocker.card.has_type("artifact") or "B" in blocker.colors):
        return Problem(Msg("block_reason.fear"), ("fear.block",))
    if attacker.has("intimidate") and not (blocker.card.has_type("artifact")
                                           or set(blocker.colors) & set(attacker.colors)):
        return Problem(Msg("block_reason.intimidate"), ("intimidate.block",))
    if attacker.has("shadow") and not blocker.has("shadow"):
        return Problem(Msg("block_reason.shadow_attacker"), ("shadow.block",))
    if blocker.has("shadow") and not attacker.has("shadow"):
        return Problem(Msg("block_reason.shadow_blocker"), ("shadow.block",))
    if attacker.has("horsemanship") and not blocker.has("horsemanship"):
        return Problem(Msg("block_reason.horsemanship"), ("horsemanship.block",))
    for kw in sorted(attacker.keywords):
        if kw.startswith("landwalk:"):
            land_type = kw.split(":", 1)[1]
            if any(era_restrictions.walks_over(land_type, p.card) for p in game.state.lands(blocker.controller)):
                return Problem(Msg("block_reason.landwalk", land=Msg(f"land.{land_type}")), ("landwalk.unblockable",))
    if attacker.protected_from(blocker.colors, blocker.card):
        return Problem(Msg("block_reason.protection"), ("protection.block",))
    return None


def validate_blockers(game: Game, action: DeclareBlockers) -> None:
    refresh(game)
    state = game.state
    if state.stage != "declare_blockers" or action.player != state.nonactive:
        raise game.illegal("illegal.blockers_stage", ["turn.declare_blockers"])
    seen: set[str] = set()
    for blocker_id, attackers in action.blocks:
        blocker = state.permanent(blocker_id)
        label = state.label(blocker_id)
        if blocker_id in seen:
            raise game.illegal("illegal.declared_twice", ["turn.declare_blockers"], creature=label,
                               creature_id=blocker_id)
        seen.add(blocker_id)
        if blocker is None or not blocker.card.is_creature or blocker.controller != action.player:
            raise game.illegal("illegal.not_defending_creature", ["turn.declare_blockers"], blocker=label,
                               blocker_id=blocker_id)
        if blocker.tapped:
            raise game.illegal("illegal.blocker_tapped", ["turn.declare_blockers"], blocker=label,
                               blocker_id=blocker_id)
        if len(attackers) != 1:
            raise game.illegal("illegal.block_one", ["turn.declare_blockers"], blocker=label, blocker_id=blocker_id)
        for attacker_id in attackers:
            attacker = state.permanent(attacker_id)
            if attacker is None or attacker_id not in state.combat.attackers:
                raise game.illegal("illegal.not_attacking", ["turn.declare_blockers"],
                                   attacker=state.label(attacker_id), attacker_id=attacker_id)
            problem = block_problem(game, blocker, attacker)
            if problem is not None:
                raise game.illegal("illegal.block", problem.rules, blocker=label, reason=problem.reason,
                                   attacker=attacker.label, blocker_id=blocker_id, attacker_id=attacker_id)
    _check_alone(game, [b for b, _ in action.blocks], "block")
    era_restrictions.check_menace(game, action)
    declared = dict(action.blocks)
    _check_provoked(game, declared)
    for blocker_id, _lure in required_blocks(game, action.player):
        if not any(state.battlefield[a].has("lure") for a in declared.get(blocker_id, ()) if a in state.battlefield):
            raise game.illegal("illegal.must_block", ["turn.declare_blockers", "static.general"],
                               blocker=state.label(blocker_id), blocker_id=blocker_id)


def _check_provoked(game: Game, declared: Mapping[str, Sequence[str]]) -> None:
    """Provoke: a provoked creature that is untapped and able to block its provoker must block it
    (a requirement, 500.2); one that can't (tapped again, a restriction) is not made to."""
    state = game.state
    for blocker_id, attacker_id in state.combat.provoked.items():
        blocker, attacker = state.battlefield.get(blocker_id), state.battlefield.get(attacker_id)
        if blocker is None or attacker is None or blocker.tapped or attacker_id not in state.combat.attackers:
            continue
        if attacker_id in declared.get(blocker_id, ()) or block_problem(game, blocker, attacker) is not None:
            continue
        raise game.illegal("illegal.must_block_provoked", ["turn.declare_blockers", "combat.requirements",
                                                         "keyword.provoke"],
                           blocker=blocker.label, attacker=attacker.label, blocker_id=blocker_id)


def required_blocks(game: Game, player: str) -> list[tuple[str, str]]:
    """Blocking requirements ("All creatures able to block ~ do so", 405.1): (blocker, attacker) for each
    untapped creature of ``player`` able to block an attacker with that ability (the first such attacker)."""
    state = game.state
    lures = [state.battlefield[a] for a in state.combat.attackers if state.battlefield[a].has("lure")]
    out: list[tuple[str, str]] = []
    if not lures:
        return out
    for blocker in state.creatures(player):
        if blocker.tapped:
            continue
        target = next((a for a in lures if block_problem(game, blocker, a) is None), None)
        if target is not None:
            out.append((blocker.id, target.id))
    return out


def _block_keys(game: Game, blocks: Sequence[tuple[str, Sequence[str]]]) -> list[str]:
    """The rules a legal declaration of blockers cites: the step's, and the evasion rule a block
    satisfies (a reach creature blocking a flyer, an artifact or black creature blocking a creature
    with fear, an artifact or a creature sharing a colour blocking one with intimidate)."""
    bf = game.state.battlefield
    keys = ["turn.declare_blockers"]
    pairs = [(bf[b], bf[a[0]]) for b, a in blocks]
    if any(att.has("flying") for _, att in pairs):
        keys.append("flying.block")  # blocked by a creature with flying or reach
    if any(att.has("flying") and blk.has("reach") and not blk.has("flying") for blk, att in pairs):
        keys.append("reach.block")
    if any(att.has("fear") for _, att in pairs):
        keys.append("fear.block")
    if any(att.has("intimidate") for _, att in pairs):
        keys.append("intimidate.block")
    return keys


def declare_blockers(game: Game, action: DeclareBlockers) -> None:
    """Perform a declaration ``Game.apply`` has already checked with ``validate_blockers``."""
    refresh(game)
    state = game.state
    combat = state.combat
    for blocker_id, attackers in action.blocks:
        combat.block(blocker_id, attackers[0])
    declared = [(b, a[0]) for b, a in action.blocks]
    now_blocked = {attackers[0] for _, attackers in action.blocks}
    newly = [a for a in combat.attackers if a in now_blocked]
    for attacker_id in newly:
        combat.blocked.setdefault(attacker_id, None)
    if action.blocks:
        pairs = [Msg("block_pair", blocker=state.battlefield[b].label, attacker=state.battlefield[a[0]].label)
                 for b, a in action.blocks]
        game.log("blockers_declared", [b for b, _ in action.blocks], _block_keys(game, action.blocks),
                 player=action.player, pairs=Seq(tuple(pairs)))
    else:
        game.log("no_blockers", [], ["turn.declare_blockers"], player=action.player)
    band_pairs = banding.spread_blocks(game, declared)  # a blocker of one band member blocks them all
    if band_pairs:
        now_blocked |= {a for _, a in band_pairs}
        newly = [a for a in combat.attackers if a in now_blocked]
        for attacker_id in newly:
            combat.blocked.setdefault(attacker_id, None)
    on_combat(game, "blocks", [b for b, _ in action.blocks])
    on_block_pairs(game, declared + band_pairs)
    on_combat(game, "blocked", newly)
    on_unblocked(game)
    _flanking_triggers(game)


def _flanking_triggers(game: Game) -> None:
    """Flanking (502.3b): each instance triggers for each blocker without flanking (502.3c),
    printed or granted by an effect alike (407.2)."""
    state = game.state
    for attacker_id in state.combat.attackers:
        attacker = state.battlefield[attacker_id]
        instances = attacker.flanking
        if not instances:
            continue
        for blocker_id in state.combat.blockers_of(attacker_id):
            blocker = state.battlefield[blocker_id]
            if blocker.flanking:
                continue
            keys = ["flanking.trigger"] + (["abilities.granted"] if attacker.granted_flanking else [])
            for _ in range(instances):
                trigger = StackObject(
                    id=state.new_object_id(f"{attacker_id}.flanking"), kind="trigger", controller=attacker.controller,
                    name=f"{attacker.name}: flanking", label=Msg("stack.flanking", source=attacker.label),
                    source=attacker_id, card=attacker.card, effects=(Pump(-1, -1, Target("creature")),),
                    targets=(blocker_id,), source_colors=attacker.colors,
                )
                state.pending_triggers.append(trigger)
                game.log("triggered", [attacker_id, blocker_id], keys, "flanking.triggered",
                         attacker=attacker.label, blocker=blocker.label)


__all__ = ["Problem", "attack_problem", "block_problem", "declare_attackers", "declare_blockers",
           "required_attackers", "required_blocks", "validate_attackers", "validate_blockers"]
