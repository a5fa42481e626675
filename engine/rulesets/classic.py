"""The ``classic`` ruleset: the early-2000s edition of the Chinese sources.

Combat damage is assigned, put on the stack as one object and dealt when it resolves (408.1g);
the attacking player divides a blocked creature's damage among its blockers freely (lethal
damage to every blocker before any to the player with trample, 502.9b); Walls can't attack;
mana pools empty at the end of each phase and unused mana burns (section 300); the legend rule
keeps the legend that came into play first (420.5e).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from engine.model.mana import format_pool
from engine.rules import combat_damage
from engine.rules.combat import Problem
from engine.rules.turn import ends_phase
from engine.rulesets.base import Ruleset
from engine.rulesets.citations import Citation
from engine.rulesets.classic_citations import CLASSIC
from engine.text.catalog import Msg

if TYPE_CHECKING:
    from collections.abc import Mapping

    from engine.game import Game
    from engine.model.objects import Permanent, Player


class ClassicRuleset(Ruleset):
    """Classic rules (the engine's default edition)."""

    name = "classic"
    citations: ClassVar[Mapping[str, Citation]] = CLASSIC
    #: keywords of the 2009 rules that the classic rules do not have
    missing_keywords: ClassVar[Mapping[str, str]] = {"deathtouch": "2009", "lifelink": "2009", "intimidate": "2009",
                                                         # every creature type: classic has no such rule,
                                                         # and would make a changeling a Wall that can't attack
                                                         "changeling": "2009",
                                                         # a keyword of later rules; the era's cards said
                                                         # "can't be destroyed" in words
                                                         "indestructible": "2009"}

    def attack_restriction(self, game: Game, perm: Permanent) -> Problem | None:
        if any(s.lower() == "wall" for s in perm.card.subtypes):
            return Problem(Msg("attack_reason.wall"), ("turn.declare_attackers",))
        if perm.has("defender"):
            return Problem(Msg("attack_reason.defender"), ("turn.declare_attackers", "defender.cant_attack"))
        if perm.has("cant_attack"):
            return Problem(Msg("attack_reason.cant_attack"), ("turn.declare_attackers", "golden.cant_beats_can"))
        return None

    def check_damage_assignment(self, game: Game, attacker: Permanent, division: list[tuple[str, int]]) -> None:
        combat_damage.check_division(game, attacker, division)

    def combat_damage(self, game: Game, dealers: list[str], chosen: dict[str, list[tuple[str, int]]]) -> None:
        combat_damage.put_on_stack(game, dealers, chosen)

    def has_lethal_damage(self, game: Game, perm: Permanent) -> bool:
        return perm.toughness > 0 and perm.damage > 0 and perm.damage >= perm.toughness

    def legend_rule(self, game: Game) -> list[Permanent]:
        """The earliest timestamp stays; a tie for earliest puts all of them (420.5e)."""
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

    def pools_empty_after(self, step: str) -> bool:
        return ends_phase(step)

    def empty_mana_pool(self, game: Game, player: Player) -> None:
        """Unused mana is lost and each mana lost costs 1 life: mana burn (section 300)."""
        lost = player.pool_total()
        pool = format_pool(player.mana_pool)
        player.mana_pool = {}
        player.life -= lost
        game.log("mana_burn", [player.id], ["turn.mana_burn"], pool=pool, player=player.id, lost=lost, life=player.life)
