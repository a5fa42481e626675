"""The parts of an activated ability's cost paid with the controller's other permanents (409.1f):
"Sacrifice two artifacts", "Tap an untapped creature you control", "Return a land you control to
its owner's hand".

What pays each part comes from the activate action (``sacrifice:`` for the permanents sacrificed,
``paying:`` for those tapped or returned), and then only those: an id the action names that can't
pay is refused, not replaced. Without a choice the defaults are the ones a spell's additional cost
uses (``additional_costs``): the weakest permanents of the group for a sacrifice
(``zones.sacrifice_candidates``), the most recent for a return, and for a tap the weakest untapped
permanent other than the source, the source itself last (tapping it is allowed: the cost is not
the {T} symbol, so summoning sickness doesn't stop it, 302.6). A cost that also has {T} never taps
its source a second time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.actions import ActivateAbility
from engine.model.abilities import ActivatedAbility, Cost
from engine.model.objects import Permanent
from engine.rules import zone_costs
from engine.rules.groups import controlled_in_group
from engine.rules.status import tap
from engine.rules.zones import return_to_hand, sacrifice, sacrifice_candidates, weakest_first

if TYPE_CHECKING:
    from engine.game import Game


#: ``Cost.remove_counters``'s number for "Remove any number of storage counters from ~"
ANY_COUNTERS = -1


def removed(cost: Cost, action: ActivateAbility) -> int:
    """How many counters the cost removes: its number, or for "any number of" the number the
    activating player chooses (the action's ``x``, 409.1f: announced as the cost is paid)."""
    assert cost.remove_counters is not None
    n = cost.remove_counters[1]
    return max(0, action.x) if n == ANY_COUNTERS else n


def _chosen(options: list[Permanent], named: tuple[str, ...], n: int) -> list[Permanent]:
    """``n`` of the options: those the action names when it names any, else the first ``n``."""
    if named:
        return [p for p in options if p.id in named][:n]
    return options[:n]


def victims(game: Game, perm: Permanent, ability: ActivatedAbility, action: ActivateAbility) -> list[Permanent]:
    """The permanents sacrificed for "sacrifice a <group>" or "sacrifice two <groups>"."""
    cost = ability.cost
    assert cost.sacrifice is not None
    options = sacrifice_candidates(game, action.player, cost.sacrifice, perm.id)
    return _chosen(options, action.sacrifice, cost.sacrifice_count)


def tapped(game: Game, perm: Permanent, ability: ActivatedAbility, action: ActivateAbility) -> list[Permanent]:
    """The permanent tapped for "tap an untapped <permanent> you control"."""
    assert ability.cost.tap_untapped is not None
    options = [p for p in controlled_in_group(game.state, ability.cost.tap_untapped, action.player, perm.id)
               if not p.tapped and not (ability.cost.tap and p.id == perm.id)]
    options.sort(key=lambda p: (p.id == perm.id, weakest_first(p)))
    return _chosen(options, action.paying, 1)


def returned(game: Game, perm: Permanent, ability: ActivatedAbility, action: ActivateAbility) -> list[Permanent]:
    """The permanents returned for "return a <permanent> you control to its owner's hand"."""
    assert ability.cost.returns is not None
    options = sorted(controlled_in_group(game.state, ability.cost.returns, action.player, perm.id),
                     key=lambda p: -p.timestamp)
    tapping = {p.id for p in tapped(game, perm, ability, action)} if ability.cost.tap_untapped is not None else set()
    options = [p for p in options if p.id not in tapping]
    return _chosen(options, action.paying, ability.cost.return_count)


def check(game: Game, perm: Permanent, ability: ActivatedAbility, action: ActivateAbility) -> None:
    """Refuse the activation (nothing changed yet) when too few permanents can pay a part."""
    cost = ability.cost
    if cost.sacrifice is not None and len(victims(game, perm, ability, action)) < cost.sacrifice_count:
        raise game.illegal("illegal.nothing_to_sacrifice", ["cast.pay_costs"])
    short = ((cost.tap_untapped is not None and not tapped(game, perm, ability, action))
             or (cost.returns is not None and len(returned(game, perm, ability, action)) < cost.return_count))
    if short:
        raise game.illegal("illegal.cant_pay_ability_cost", ["cast.pay_costs"], permanent=perm.label)
    if cost.exile_zone is not None:
        zone_costs.check(game, cost.exile_zone, action, perm.label)


def pay(game: Game, perm: Permanent, ability: ActivatedAbility, action: ActivateAbility) -> list[Permanent]:
    """Pay the parts (after ``check``), all chosen before any is paid: tap, return, sacrifice.
    Returns the permanents sacrificed (the ability reads them: "the sacrificed creature's power")."""
    cost = ability.cost
    to_tap = tapped(game, perm, ability, action) if cost.tap_untapped is not None else []
    to_return = returned(game, perm, ability, action) if cost.returns is not None else []
    to_sacrifice = victims(game, perm, ability, action) if cost.sacrifice is not None else []
    for other in to_tap:
        tap(game, other)
        game.log("tapped_for_cost", [other.id], ["cast.pay_costs"], permanent=other.label, card=perm.label)
    for other in to_return:
        return_to_hand(game, other.id, action.player, ("cast.pay_costs",))
    for victim in to_sacrifice:
        sacrifice(game, victim, "cost")
    if cost.exile_zone is not None:
        zone_costs.pay(game, cost.exile_zone, action)
    return to_sacrifice
