"""Combat damage (310, 502.2, 502.9; 2009: 509, 510, 702.4, 702.7, 702.17): which creatures deal it
in this step, the order an attacker's blockers are in (the ``order`` decision after blockers are
declared), how an attacker's damage is divided among its blockers, and the two ways damage
happens once assigned: the classic combat damage object that goes on the stack (408.1g), or the
2009 turn-based action that deals it at once (510).

Default division (the attacking player may override it with ``assign``): lethal damage to each
blocker in the ruleset's damage assignment order, the remainder to the last one; with trample,
lethal damage to every blocker and the rest to the defending player. What counts as lethal, the
order, whether a division is legal and what happens once damage is assigned are the ruleset's
(``Ruleset.lethal_damage``, ``damage_assignment_order``, ``check_damage_assignment``,
``combat_damage``); this module holds the mechanics those hooks are built from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import AssignCombatDamage, OrderBlockers
from engine.model.objects import DamageAssignment, Permanent, StackObject
from engine.rules import banding
from engine.rules.damage import deal_damage
from engine.text.catalog import Msg, Seq

if TYPE_CHECKING:
    from engine.game import Game


def _strikes_first(perm: Permanent) -> bool:
    return perm.has("first_strike") or perm.has("double_strike")


def damage_dealers(game: Game) -> list[str]:
    """Creatures that deal combat damage in this combat damage step (502.2b, 502.2c): with first
    strike or double strike in combat, only those deal damage in the first step; in the second,
    those that have not dealt combat damage yet and those with double strike (702.4b). Double
    strike lost during the first step means no damage in the second (702.4c); first strike gained
    after the first step neither stops nor doubles a creature's damage (702.7c)."""
    state = game.state
    combat = state.combat
    in_combat = [c for c in [*combat.attackers, *combat.blockers] if c in state.battlefield]
    pending = [c for c in in_combat if c not in combat.dealt_damage]
    if combat.damage_steps_done == 0 and any(_strikes_first(state.battlefield[c]) for c in in_combat):
        combat.first_strike_step = True
        return [c for c in pending if _strikes_first(state.battlefield[c])]
    if combat.first_strike_step:
        return [c for c in in_combat if c not in combat.dealt_damage or state.battlefield[c].has("double_strike")]
    return pending


def live_blockers(game: Game, attacker_id: str) -> list[Permanent]:
    """The blockers of an attacker still in play, in declaration order."""
    state = game.state
    return [state.battlefield[b] for b in state.combat.blockers_of(attacker_id) if b in state.battlefield]


def ordered_blockers(game: Game, attacker_id: str) -> list[Permanent]:
    """The blockers of an attacker still in play, in the order the attacking player announced
    (``order:``), else in declaration order."""
    state = game.state
    announced = state.combat.damage_order.get(attacker_id)
    declared = state.combat.blockers_of(attacker_id)
    ids = [b for b in announced if b in declared] if announced else declared
    return [state.battlefield[b] for b in ids if b in state.battlefield]


# ---- the damage assignment order (509): announced once blockers are declared --------------------
def needs_order(game: Game) -> bool:
    """Whether some attacker is blocked by two or more creatures (an order to announce)."""
    return any(len(game.state.combat.blockers_of(a)) > 1 for a in game.state.combat.attackers)


def validate_order(game: Game, action: OrderBlockers) -> None:
    """Each named attacker must be blocked, and its order must list exactly its blockers once each."""
    state = game.state
    if state.stage != "order_blockers" or action.player != state.active:
        raise game.illegal("illegal.order_stage", ["combat.damage_order"])
    seen: set[str] = set()
    for attacker_id, order in action.orders:
        blockers = state.combat.blockers_of(attacker_id)
        if attacker_id not in state.combat.attackers or not blockers or attacker_id in seen:
            raise game.illegal("illegal.order_not_blocked", ["combat.damage_order"],
                               attacker=state.label(attacker_id), attacker_id=attacker_id)
        seen.add(attacker_id)
        if sorted(order) != sorted(blockers) or len(set(order)) != len(order):
            raise game.illegal("illegal.order_blockers", ["combat.damage_order"], attacker=state.label(attacker_id),
                               blockers=[state.label(b) for b in blockers], attacker_id=attacker_id)


def announce_order(game: Game, action: OrderBlockers) -> None:
    """Record the damage assignment order of each attacker blocked by several creatures. A ruleset
    that has one (2009, 509) announces every such order, the default one (declaration order)
    included; under one that has none (classic) an order given is only the order the default
    division follows, and is logged only when the scenario gave it."""
    state = game.state
    given = dict(action.orders)
    for attacker_id, order in given.items():
        state.combat.damage_order[attacker_id] = list(order)
    for attacker_id in state.combat.attackers:
        blockers = state.combat.blockers_of(attacker_id)
        if len(blockers) < 2 or (attacker_id not in given and not game.ruleset.announces_damage_order):
            continue
        ordered = [state.battlefield[b] for b in state.combat.damage_order.get(attacker_id, blockers)]
        game.log("damage_order", [attacker_id, *(p.id for p in ordered)], ["turn.declare_blockers", "combat.damage_order"],
                 player=action.player, attacker=state.battlefield[attacker_id].label, order=[p.label for p in ordered],
                 how=Msg("damage_order.given" if attacker_id in given else "damage_order.default"))


def needs_assignment_choice(game: Game, dealers: list[str], player: str | None = None) -> bool:
    """Whether ``player`` (default: the active player) has a real choice of how to divide some
    dealer's damage: an attacker blocked by several creatures or with trample, or (banding) a
    blocker blocking several creatures."""
    state = game.state
    player = player or state.active
    for c in dealers:
        perm = state.battlefield.get(c)
        if perm is None or perm.power <= 0 or banding.divider(game, c) != player:
            continue
        if c in state.combat.attackers:
            blockers = live_blockers(game, c)
            if len(blockers) > 1 or (blockers and perm.has("trample")):
                return True
        elif len(state.combat.blocked_by(c)) > 1:
            return True
    return False


def default_division(game: Game, attacker: Permanent, already: dict[str, int] | None = None
                     ) -> list[tuple[str, int]]:
    """The documented default division of a blocked attacker's damage (the defending player's,
    sparing its blockers, when a creature with banding blocks it; ``already`` is the damage other
    creatures are assigning them in this step)."""
    state = game.state
    power = max(0, attacker.power)  # 104.2
    blockers = game.ruleset.damage_assignment_order(game, attacker)
    defender = state.combat.attackers[attacker.id]
    if not blockers:
        if attacker.has("trample"):
            return [(defender, power)] if power else []  # 502.9c
        return []
    if banding.by_banding(game, attacker.id):
        return banding.spare(game, attacker, power, blockers, already)
    out: list[tuple[str, int]] = []
    left = power
    for i, blocker in enumerate(blockers):
        last = i == len(blockers) - 1
        share = min(left, game.ruleset.lethal_damage(game, attacker, blocker))
        if last and not attacker.has("trample"):
            share = left
        if share:
            out.append((blocker.id, share))
        left -= share
    if left > 0 and attacker.has("trample"):
        out.append((defender, left))
    return out


def check_division(game: Game, attacker: Permanent, division: list[tuple[str, int]]) -> None:
    """A division the attacking player chose (classic: free among the blockers, 502.9b for trample):
    only its blockers (and, with trample, the player), exactly its power, and the player only after
    lethal damage to every blocker."""
    state = game.state
    power = max(0, attacker.power)
    blockers = game.ruleset.damage_assignment_order(game, attacker)
    defender = state.combat.attackers[attacker.id]
    allowed = {b.id for b in blockers}
    if attacker.has("trample") or not blockers:
        allowed.add(defender)
    total = 0
    for recipient, amount in division:
        if recipient not in allowed:
            raise game.illegal("illegal.cant_assign_to", ["turn.combat_damage", "trample.assign"],
                               attacker=attacker.label, recipient=state.label(recipient), recipient_id=recipient)
        if not isinstance(amount, int) or amount < 0:
            raise game.illegal("illegal.damage_amounts", ["turn.combat_damage"])
        total += amount
    if total != power:
        raise game.illegal("illegal.assign_exact", ["turn.combat_damage"], attacker=attacker.label, power=power,
                           total=total)
    to_player = sum(a for r, a in division if r == defender)
    if to_player and blockers:
        given = dict(division)
        if any(given.get(b.id, 0) < game.ruleset.lethal_damage(game, attacker, b) for b in blockers):
            raise game.illegal("illegal.trample_lethal_first", ["trample.assign", "trample.actual_toughness"],
                               attacker=attacker.label)


def check_order(game: Game, attacker: Permanent, division: list[tuple[str, int]]) -> None:
    """The 2009 division along the damage assignment order (510.1c): no blocker may be assigned
    damage unless every blocker before it in the order is assigned lethal damage (counting the
    damage already marked on it). Deathtouch divides freely (702.2b, an exception to 510.1c-d)."""
    check_division(game, attacker, division)
    if attacker.has("deathtouch"):
        return
    given = dict(division)
    blockers = game.ruleset.damage_assignment_order(game, attacker)
    for i, blocker in enumerate(blockers):
        if not given.get(blocker.id):
            continue
        short = next((b for b in blockers[:i] if given.get(b.id, 0) < game.ruleset.lethal_damage(game, attacker, b)),
                     None)
        if short is not None:
            raise game.illegal("illegal.order_lethal_first", ["combat_damage.order_lethal", "combat.damage_order"],
                               attacker=attacker.label, blocker=blocker.label, earlier=short.label,
                               lethal=game.ruleset.lethal_damage(game, attacker, short), blocker_id=blocker.id)


def validate_assignment(game: Game, action: AssignCombatDamage, dealers: list[str]) -> None:
    """Each division named: a creature dealing damage now, divided by the player whose division it
    is (banding moves some to the other player), and legal for that creature."""
    state = game.state
    combat = state.combat
    if state.stage != "assign_combat_damage":
        raise game.illegal("illegal.assign_stage", ["turn.combat_damage"])
    for dealer, division in action.assignments:
        if dealer not in dealers or (dealer not in combat.attackers and dealer not in combat.blockers):
            raise game.illegal("illegal.not_dealing", ["turn.combat_damage", "first_strike.extra_step"],
                               attacker=state.label(dealer), attacker_id=dealer)
        perm = state.battlefield[dealer]
        if dealer in combat.blockers and len(combat.blocked_by(dealer)) < 2:
            raise game.illegal("illegal.blocker_one_recipient", ["turn.combat_damage"], blocker=perm.label,
                               blocker_id=dealer)
        who = banding.divider(game, dealer)
        if who != action.player:
            raise game.illegal("illegal.band_divider", ["turn.combat_damage", "banding.divide"], creature=perm.label,
                               player=who, creature_id=dealer)
        if dealer in combat.blockers:
            banding.check_blocker_division(game, perm, list(division))
        elif who != state.active:
            check_division(game, perm, list(division))  # banding: free, whatever the edition's order
        else:
            game.ruleset.check_damage_assignment(game, perm, list(division))
    if action.player != (combat.dividing or state.active):
        raise game.illegal("illegal.assign_stage", ["turn.combat_damage"])


def assign(game: Game, dealers: list[str], chosen: dict[str, list[tuple[str, int]]]
           ) -> tuple[list[DamageAssignment], list[str], bool]:
    """Every dealer's damage, fixed now: the assignments, extra rule keys and whether a blocked
    attacker whose blockers are all gone stays blocked (and so deals no damage)."""
    state = game.state
    combat = state.combat
    assignments: list[DamageAssignment] = []
    extra_keys: list[str] = []
    stays_blocked = False
    now: dict[str, int] = {}  # damage assigned to each recipient so far in this step
    banding.log_divisions(game, dealers)
    for c in dealers:
        perm = state.battlefield[c]
        if c in combat.attackers:
            blockers = live_blockers(game, c) if c in combat.blocked else []
            if c in combat.blocked and not blockers:
                stays_blocked = stays_blocked or not perm.has("trample")
                if perm.has("trample"):
                    extra_keys.append("trample.no_blockers_left")
            if perm.has("trample") and any(b.protected_from(perm.colors, perm.card) for b in blockers):
                extra_keys.append("trample.actual_toughness")
            if c in combat.blocked:
                division = chosen.get(c) or default_division(game, perm, now)
            else:
                power = max(0, perm.power)
                division = [(combat.attackers[c], power)] if power else []
        else:
            blocked = combat.blocked_by(c)
            power = max(0, perm.power)
            if len(blocked) > 1:  # a blocker of a band (banding)
                division = chosen.get(c) or _blocker_default(game, perm, power, blocked, now)
            else:
                division = [(blocked[0], power)] if power and blocked else []
        for recipient, amount in division:
            if amount > 0:
                assignments.append(DamageAssignment(c, perm.label, perm.colors, recipient, amount, perm))
                now[recipient] = now.get(recipient, 0) + amount
        combat.dealt_damage.add(c)
    combat.damage_steps_done += 1
    return assignments, extra_keys, stays_blocked


def _blocker_default(game: Game, blocker: Permanent, power: int, blocked: list[str], already: dict[str, int]
                     ) -> list[tuple[str, int]]:
    """A band blocker's default division: the attacking player (banding) spares its creatures; a
    blocker's own controller (a band whose members all lost banding) puts lethal damage on each in
    turn and the rest on the last."""
    state = game.state
    attackers = [state.battlefield[a] for a in blocked]
    if banding.divider(game, blocker.id) != blocker.controller:
        return banding.spare(game, blocker, power, attackers, already)
    out: list[tuple[str, int]] = []
    left = power
    for i, attacker in enumerate(attackers):
        share = left if i == len(attackers) - 1 else min(left, game.ruleset.lethal_damage(game, blocker, attacker))
        if share:
            out.append((attacker.id, share))
        left -= share
    return out


def put_on_stack(game: Game, dealers: list[str], chosen: dict[str, list[tuple[str, int]]]) -> None:
    """Classic (408.1g): fix every dealer's damage now and put it on the stack as one object;
    players get priority before it is dealt."""
    state = game.state
    combat = state.combat
    assignments, extra_keys, stays_blocked = assign(game, dealers, chosen)
    first = combat.first_strike_step and combat.damage_steps_done == 1
    keys = ["turn.combat_damage", "stack.combat_damage"] + (["first_strike.extra_step"] if first else [])
    keys += extra_keys
    if any(state.battlefield[c].has("double_strike") for c in dealers if c in state.battlefield):
        keys.append("double_strike.damage")
    negative = any(state.battlefield[c].power < 0 for c in dealers)
    if negative:
        keys.append("numbers.below_zero")
    if not assignments:
        log_no_damage(game, [k for k in keys if k != "stack.combat_damage"], negative, stays_blocked, bool(dealers))
        return
    obj = StackObject(id=state.new_object_id("combat_damage"), kind="combat_damage", controller=state.active,
                      name="combat damage", label=Msg("stack.combat_damage"), damage=tuple(assignments),
                      first_strike=first)
    state.stack.append(obj)
    if any(state.battlefield[a.source].has("trample") and a.target in state.players for a in assignments):
        keys.append("trample.assign")
    order = {c: i for i, c in enumerate(dealers)}
    described = Seq(tuple(Msg("combat_damage.assignment", source=a.label, recipient=state.label(a.target),
                              amount=a.amount) for a in assignments))
    game.log("combat_damage_on_stack", sorted({a.source for a in assignments}, key=order.__getitem__), keys,
             what=Msg("combat_damage.first_strike" if first else "combat_damage.regular"), assignments=described)


def deal_at_once(game: Game, dealers: list[str], chosen: dict[str, list[tuple[str, int]]]) -> None:
    """2009 (510): combat damage is assigned and dealt at once as the step's turn-based action; it
    never uses the stack, no player gets priority in between, and a creature that has left combat
    deals none (it is not among the dealers). Lifelink's life comes with the damage (702.13a)."""
    state = game.state
    combat = state.combat
    multi = [a for a in dealers if a in combat.attackers and len(live_blockers(game, a)) > 1]
    assignments, extra_keys, stays_blocked = assign(game, dealers, chosen)
    first = combat.first_strike_step and combat.damage_steps_done == 1
    keys = ["turn.combat_damage"] + (["first_strike.extra_step"] if first else []) + extra_keys
    if any(state.battlefield[c].has("double_strike") for c in dealers if c in state.battlefield):
        keys.append("double_strike.damage")
    if multi:
        keys += ["combat.damage_order", "combat_damage.order_lethal"]
        if any(state.battlefield[a].has("deathtouch") for a in multi):
            keys.append("deathtouch.divide")
    if any(c in combat.blockers for c in dealers):
        keys.append("combat_damage.blocker_assigns")
    negative = any(state.battlefield[c].power < 0 for c in dealers)
    if negative:
        keys.append("numbers.below_zero")
    if not assignments:
        log_no_damage(game, keys, negative, stays_blocked, bool(dealers))
        return
    if any(state.battlefield[a.source].has("trample") and a.target in state.players for a in assignments):
        keys.append("trample.assign")
    order = {c: i for i, c in enumerate(dealers)}
    described = Seq(tuple(Msg("combat_damage.assignment", source=a.label, recipient=state.label(a.target),
                              amount=a.amount) for a in assignments))
    game.log("combat_damage_dealt", sorted({a.source for a in assignments}, key=order.__getitem__), keys,
             what=Msg("combat_damage.first_strike" if first else "combat_damage.regular"), assignments=described)
    for a in assignments:
        deal_damage(game, a.source, a.label, a.source_colors, a.target, a.amount, combat=True)


def log_no_damage(game: Game, keys: list[str], negative: bool, stays_blocked: bool, any_dealer: bool) -> None:
    """No creature assigns combat damage in this step, and why."""
    why = [Msg(k) for k, on in (("no_combat_damage.below_zero", negative),
                                ("no_combat_damage.stays_blocked", stays_blocked),
                                ("no_combat_damage.nobody_left", not any_dealer)) if on]
    game.log("no_combat_damage", [], keys, why=Msg("no_combat_damage.why", reasons=Seq(tuple(why))) if why else None)


def resolve_combat_damage(game: Game, obj: StackObject) -> None:
    """Deal the fixed combat damage; a source that left play still deals it (last known info)."""
    state = game.state
    gone: dict[str, DamageAssignment] = {}
    for a in obj.damage:
        if a.source not in state.battlefield:
            gone.setdefault(a.source, a)
    keys = ["turn.combat_damage", "resolve.general"] + (["resolve.last_known_information"] if gone else [])
    lki = Msg("combat_damage.last_known", sources=[g.label for g in gone.values()]) if gone else None
    game.log("combat_damage_resolves", [obj.id, *gone], keys, last_known=lki)
    for a in obj.damage:
        deal_damage(game, a.source, a.label, a.source_colors, a.target, a.amount, combat=True, last_known=a.source_perm)
