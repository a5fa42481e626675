"""The ``2009`` ruleset: the July 2009 Comprehensive Rules (the Magic 2010 update).

What changes from classic, hook by hook (docs/engine.md has the rule-by-rule table):

* Combat damage is assigned and dealt at once as the combat damage step's turn-based action
  (510): it never uses the stack and no player gets priority in between, so a creature that has
  left combat before then deals none (the Mogg Fanatic trick is gone).
* Once blockers are declared the attacking player announces a damage assignment order for each
  attacker blocked by several creatures (509); damage goes along it, lethal damage to each blocker
  before any to the next (510.1c), except from a creature with deathtouch, which divides freely
  (702.2b). Trample: lethal damage to every blocker, the rest as its controller chooses (702.17b).
* Deathtouch destroys a creature it dealt damage to (702.2c, a state-based action, 704); lifelink
  gains its controller that much life as the damage is dealt (702.13a, 118.3).
* No mana burn: every mana pool empties at the end of each step and each phase (106).
* The legend rule puts all legendary permanents with the same name into their owners' graveyards
  (704), however they came into play.
* The creature type Wall has no rules meaning; only defender (702.3b) forbids attacking.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.model.mana import format_pool
from engine.rules import combat_damage
from engine.rules.combat import Problem
from engine.rulesets.base import Ruleset
from engine.rulesets.citations import Citation
from engine.rulesets.citations_2009 import EDITION_2009
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.game import Game
    from engine.model.objects import Permanent, Player


class Ruleset2009(Ruleset):
    """The July 2009 rules (Magic 2010): the corpus's edition ``2009``."""

    name = "2009"
    citations: ClassVar[Mapping[str, Citation]] = EDITION_2009
    announces_damage_order = True
    same_target_per_word = True
    division_share_at_least_one = True
    layered_effects = True

    def attack_restriction(self, game: Game, perm: Permanent) -> Problem | None:
        """Defender forbids attacking (702.3b); the creature type Wall means nothing by itself."""
        if perm.has("defender"):
            return Problem(Msg("attack_reason.defender"), ("turn.declare_attackers", "defender.cant_attack"))
        if perm.has("cant_attack"):
            return Problem(Msg("attack_reason.cant_attack"), ("turn.declare_attackers", "golden.cant_beats_can"))
        return None

    def check_damage_assignment(self, game: Game, attacker: Permanent, division: list[tuple[str, int]]) -> None:
        combat_damage.check_order(game, attacker, division)

    def combat_damage(self, game: Game, dealers: list[str], chosen: dict[str, list[tuple[str, int]]]) -> None:
        combat_damage.deal_at_once(game, dealers, chosen)

    def has_lethal_damage(self, game: Game, perm: Permanent) -> bool:
        """Lethal damage marked (704), or any damage from a source with deathtouch since the last
        check of state-based actions (702.2c)."""
        return perm.toughness > 0 and (perm.deathtouch_damage or perm.damage >= perm.toughness)

    def legend_rule(self, game: Game) -> list[Permanent]:
        """Every legendary permanent that shares its name with another goes (704)."""
        groups: dict[str, list[Permanent]] = {}
        for perm in game.state.battlefield.values():
            if perm.card.is_legendary:
                groups.setdefault(perm.name, []).append(perm)
        return [p for perms in groups.values() if len(perms) > 1 for p in perms]

    def pools_empty_after(self, step: str) -> bool:
        return True

    def empty_mana_pool(self, game: Game, player: Player) -> None:
        """Unused mana empties from the pool at the end of each step and phase; no life is lost (106)."""
        pool = format_pool(player.mana_pool)
        player.mana_pool = {}
        game.log("mana_emptied", [player.id], ["mana.pool_empties"], pool=pool, player=player.id)
