""""Remove ~ from combat." (Mijae Djinn's lost flip, the Gustcloaks, Reconnaissance): the creature
stops being an attacking or blocking creature (the classic rules' combat phase, section 306, as
regeneration removes a creature from combat, 419.6b). It stays in play; an attacker it was blocking
stays blocked, and one removed after it was blocked neither deals nor is dealt combat damage. Said of
a creature not in combat it does nothing (a ``not_in_combat`` step)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Subject
from engine.rules.context import Context, permanents_of
from engine.text import card_en as en
from engine.text import card_zh as zh

if TYPE_CHECKING:
    from engine.game import Game

KEYS = ["resolve.follow_instructions", "turn.combat_phase"]


@dataclass(frozen=True)
class RemoveFromCombat(Effect):
    """"Remove <subject> from combat."."""

    target: Subject

    def resolve(self, game: Game, ctx: Context) -> None:
        combat = game.state.combat
        for perm in permanents_of(game, ctx, self.target):
            ctx.acted_on(perm)
            if perm.id not in combat.attackers and perm.id not in combat.blockers:
                game.log("not_in_combat", [perm.id], KEYS, permanent=perm.label)
                continue
            combat.remove(perm.id)
            game.log("removed_from_combat", [perm.id], KEYS, permanent=perm.label)

    def render_en(self) -> str:
        return f"remove {en.subject_en(self.target)} from combat"

    def render_zh(self) -> str:
        return f"将{zh.subject(self.target)}移出战斗"
