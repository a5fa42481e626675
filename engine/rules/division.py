"""Dividing a spell's damage among its targets as it is cast (classic 409.1e, 2009 601.2d).

The division is announced with the targets, so it is fixed from then on: each share belongs to
the target it was announced for, and a target that becomes illegal takes its share with it
(413.2a; the Rolling Thunder ruling of 2015-08-25). The editions differ on a share of 0: the
2009 rules give each target of a division at least 1 (601.2d); the classic rules allow 0, and for
a spell that does not specify a number of targets ("any number of") a target given 0 is not
targeted at all (409.1e). "Divided evenly" (Fireball) has no choice in it and is divided as the
spell resolves, among the targets still legal then (Fireball ruling of 2017-11-17), so it is not
announced here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.model.targeting import Target
from engine.rules.targets import ANY_NUMBER, target_groups
from engine.text.catalog import Localised

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.effect import Effect


@dataclass(frozen=True)
class Division:
    """The targets of a cast once the division is announced, and the share of each target of the
    divided "target" word, in target order."""

    targets: tuple[str, ...]
    shares: tuple[int, ...]
    #: the targets of the divided word, each with the share of the same place in ``shares``
    group: tuple[str, ...] = ()
    #: given 0 of a division among "any number of" targets under the classic rules: not targets (409.1e)
    untargeted: tuple[str, ...] = ()


def even_share(total: int, n: int, i: int) -> int:
    """The default division: as evenly as possible, the remainder to the first targets."""
    return total // n + (1 if i < total % n else 0)


def divided_effect(effects: tuple[Effect, ...]) -> Any | None:
    """The effect whose damage the caster divides ("divided as you choose"), if the spell has one."""
    return next((e for e in effects if e.divided and not getattr(e, "evenly", False)), None)


def _total(amount: Any, x: int) -> int | None:
    """The amount to divide, known as the spell is cast: a number or X (None: read on resolution)."""
    if amount == "X":
        return x
    return amount if isinstance(amount, int) else None


def announce_division(
    game: Game, effects: tuple[Effect, ...], specs: tuple[Target, ...], targets: tuple[str, ...],
    divide: tuple[int, ...], x: int, source: Localised,
) -> Division:
    """Check the announced division (``divide``, or the default when empty) against the rules of
    the ruleset and return the targets and shares it leaves. The number of targets was checked
    before (409.1c), so the divided word's group is known."""
    effect = divided_effect(effects)
    if effect is None:
        if divide:
            raise game.illegal("illegal.divide_nothing", ["cast.divide"], card=source)
        return Division(targets, ())
    word = next((i for i, s in enumerate(specs) if s is effect.target), None)
    if word is None:  # its target is not asked for (a face-down spell has no text): nothing to divide
        return Division(targets, ())
    sizes = target_groups(specs, len(targets))
    start = sum(sizes[:word])
    group = targets[start:start + sizes[word]]
    total = _total(effect.amount, x)
    if total is None and not divide:  # an amount read on resolution: divided then, by default
        return Division(targets, (), group)
    shares = tuple(divide) if divide else tuple(even_share(total or 0, len(group), i) for i in range(len(group)))
    if divide and len(divide) != len(group):
        raise game.illegal("illegal.divide_count", ["cast.divide"], card=source, given=len(divide),
                           targets=len(group))
    if total is not None and sum(shares) != total:
        raise game.illegal("illegal.divide_total", ["cast.divide"], card=source, given=sum(shares), total=total)
    zero = next((t for t, n in zip(group, shares, strict=True) if n == 0), None)
    if zero is None:
        return Division(targets, shares, group)
    if game.ruleset.division_share_at_least_one:
        raise game.illegal("illegal.divide_zero", ["cast.divide"], card=source, target=game.state.label(zero),
                           target_id=zero)
    if specs[word].count < ANY_NUMBER:  # "one, two, or three": a target given 0 is still a target
        return Division(targets, shares, group)
    dropped = tuple(t for t, n in zip(group, shares, strict=True) if n == 0)
    kept = tuple(t for t, n in zip(group, shares, strict=True) if n)
    return Division(targets[:start] + kept + targets[start + len(group):], tuple(n for n in shares if n), kept,
                    dropped)
