"""Provoke (Legions): "Whenever this creature attacks, you may have target creature defending
player controls untap and block it if able." The trigger untaps the target and records a blocking
requirement for this combat (500.2: a requirement the defending player's declaration must obey
when it can); ``engine.rules.combat`` checks it as blockers are declared."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.model.effect import Effect
from engine.model.targeting import Target
from engine.rules.context import Context, permanents_of
from engine.rules.status import set_tapped

if TYPE_CHECKING:
    from engine.game import Game


@dataclass(frozen=True)
class Provoke(Effect):
    """Untap the target and make it block the source this combat if able."""

    target: Target

    def harms(self) -> bool:
        return True  # the target is the defending player's creature

    def resolve(self, game: Game, ctx: Context) -> None:
        source = ctx.obj.source
        for perm in permanents_of(game, ctx, self.target):
            set_tapped(game, perm, False)
            ctx.acted_on(perm)
            if source is not None:
                game.state.combat.provoked[perm.id] = source
                game.log("provoked", [source, perm.id], ["keyword.provoke", "combat.requirements"],
                         creature=perm.label, attacker=game.state.label(source))

    def render_en(self) -> str:
        return "provoke"

    def render_zh(self) -> str:
        return "挑衅"


__all__ = ["Provoke"]
