"""The ``Ruleset`` base class: the points where editions of the rules differ, as methods.

Like python-chess variants (``AtomicBoard`` overrides how a capture is pushed), a ruleset is a
subclass that overrides behaviour, not a bag of flags: the turn machine and the rules modules
call these methods where editions differ, and everything else is shared. The hooks:

* ``attack_restriction``: what, beyond being tapped or summoning sick, forbids an attack.
* ``damage_assignment_order`` / ``lethal_damage`` / ``check_damage_assignment``: how an attacker's
  combat damage is divided among its blockers.
* ``combat_damage``: what happens once combat damage is assigned (the stack, or dealt at once).
* ``has_lethal_damage``: when marked damage destroys a creature (a state-based effect).
* ``legend_rule``: which legendary permanents with the same name are put into the graveyard.
* ``pools_empty_after`` / ``empty_mana_pool``: when mana pools empty and what unused mana does.

Citations resolve through the ruleset too: ``citations`` maps engine rule keys to this
edition's rule ids, and a subclass lists only the keys it changes (the tables of its bases are
inherited along the method resolution order).

    >>> from engine.rulesets import get_ruleset
    >>> get_ruleset("classic").cite("sbe.legend_rule")
    '420.5e'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from functools import cache
from typing import TYPE_CHECKING, ClassVar, cast

from engine.rules.combat_damage import ordered_blockers
from engine.rulesets.citations import Citation

if TYPE_CHECKING:
    from engine.game import Game
    from engine.model.objects import Permanent, Player
    from engine.rules.combat import Problem


def _merge_citations(cls: type[Ruleset]) -> dict[str, Citation]:
    merged: dict[str, Citation] = {}
    for klass in reversed(cls.__mro__):
        merged.update(vars(klass).get("citations", {}))
    return merged


#: a ruleset class -> its citations with its bases' (computed once per class: classes don't change)
#: (the cast: functools' wrapper types its arguments as Hashable, which mypy doesn't grant a class)
_table = cast("Callable[[type[Ruleset]], dict[str, Citation]]", cache(_merge_citations))


class Ruleset:
    """An edition of the rules. Subclasses set ``name`` and ``citations`` and implement the hooks."""

    name: ClassVar[str] = ""
    #: this class's own citation entries (rule key -> citation); merged with its bases'
    citations: ClassVar[Mapping[str, Citation]] = {}
    #: life each player starts with when a scenario does not say
    starting_life: ClassVar[int] = 20
    #: maximum hand size checked in the cleanup step
    max_hand_size: ClassVar[int] = 7
    #: poison counters that make a player lose
    poison_limit: ClassVar[int] = 10
    #: whether the attacking player announces a damage assignment order for each attacker blocked
    #: by several creatures (2009, 509); without one, an order given is only the default's order
    announces_damage_order: ClassVar[bool] = False
    #: whether the same object or player may be the target of two different "target" words of one
    #: spell or ability (2009, 601.2c); the classic rules forbid choosing a target twice (409.1d)
    same_target_per_word: ClassVar[bool] = False
    #: whether each target of a divided effect must be given at least 1 (2009, 601.2d); the classic
    #: rules allow 0, which for "any number of" targets means it is not targeted (409.1e)
    division_share_at_least_one: ClassVar[bool] = False
    #: continuous effects apply in layers (2009: type, colour, abilities, then P/T in sublayers);
    #: False: in one timestamp order, dependency aside (classic 418.5c)
    layered_effects: ClassVar[bool] = False
    #: keyword abilities this edition does not have, each with the ruleset that has it: card text
    #: naming one is ``unsupported_text`` under this ruleset ("Deathtouch" in a classic scenario)
    missing_keywords: ClassVar[Mapping[str, str]] = {}

    # ---- citations ---------------------------------------------------------------------------
    @classmethod
    def citation_table(cls) -> dict[str, Citation]:
        """Every rule key this ruleset can cite, with its citation (inherited entries included)."""
        return _table(cls)

    def cite(self, key: str) -> str:
        """The rule id this ruleset gives for an engine rule key."""
        return _table(type(self))[key].id

    def cite_all(self, keys: Iterable[str]) -> list[str]:
        """Ids for several keys, deduplicated, order kept."""
        table = _table(type(self))
        out: list[str] = []
        for key in keys:
            rule_id = table[key].id
            if rule_id not in out:
                out.append(rule_id)
        return out

    # ---- combat ------------------------------------------------------------------------------
    def attack_restriction(self, game: Game, perm: Permanent) -> Problem | None:
        """Why the rules of this edition forbid ``perm`` to attack (a Wall, defender, "can't
        attack"), or None. Being tapped or summoning sick is checked by the combat rules."""
        raise NotImplementedError

    def damage_assignment_order(self, game: Game, attacker: Permanent) -> list[Permanent]:
        """The blockers of ``attacker`` still in play, in the order its damage is assigned: the
        order an ``order:`` gave (2009: the one the attacking player announced, 509), else the order
        the blocks were declared in. Classic has no such order: it is only the one the default
        division follows, and the attacking player may still divide freely."""
        return ordered_blockers(game, attacker.id)

    def lethal_damage(self, game: Game, source: Permanent, recipient: Permanent) -> int:
        """How much damage from ``source`` counts as lethal for ``recipient`` when assigning: its
        toughness minus the damage already marked on it, from actual toughness (classic 502.9e;
        2009 510.1c, 702.17b); abilities that would change the damage dealt are not considered."""
        return max(0, recipient.toughness - recipient.damage)

    def check_damage_assignment(self, game: Game, attacker: Permanent, division: list[tuple[str, int]]) -> None:
        """Raise ``IllegalAction`` unless ``division`` (recipient id, amount) is a legal
        assignment of ``attacker``'s combat damage."""
        raise NotImplementedError

    def combat_damage(self, game: Game, dealers: list[str], chosen: dict[str, list[tuple[str, int]]]) -> None:
        """The combat damage step's action once damage is assigned (``chosen`` overrides the default
        division per attacker): put it on the stack, or deal it at once."""
        raise NotImplementedError

    # ---- state-based effects -----------------------------------------------------------------
    def has_lethal_damage(self, game: Game, perm: Permanent) -> bool:
        """Whether the damage marked on creature ``perm`` destroys it."""
        raise NotImplementedError

    def legend_rule(self, game: Game) -> list[Permanent]:
        """The legendary permanents the legend rule puts into their owners' graveyards now."""
        raise NotImplementedError

    # ---- mana --------------------------------------------------------------------------------
    def pools_empty_after(self, step: str) -> bool:
        """Whether mana pools empty when ``step`` ends."""
        raise NotImplementedError

    def empty_mana_pool(self, game: Game, player: Player) -> None:
        """Empty ``player``'s mana pool (it holds unused mana) and apply what unused mana does."""
        raise NotImplementedError
